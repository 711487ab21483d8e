import Foundation
import Hummingbird
import RecordingFormat

/// The page's files, shipped as resources of this target (`Page/`) and read once at start: the
/// core (`index.html`, `kiosk.css`, `kiosk.js`) and each task family's view, `families/NAME.js`
/// with its `families/NAME.css`, which the served `index.html` lists in place of its
/// `<!-- families -->` line, styles after the core's and scripts after `kiosk.js`.
struct KioskPage: Sendable {
    /// The core's files.
    static let coreFiles = ["index.html", "kiosk.css", "kiosk.js"]
    /// The folder under `Page/` holding the families' views.
    static let familiesFolder = "families"
    /// The line of `index.html` the families' styles and scripts replace.
    static let familiesLine = "<!-- families -->"

    /// The page's files by their paths under `Page/` (`kiosk.js`, `families/stroop.js`): the
    /// core's, then the families' in the order of their names.
    let files: [String]
    private let contents: [String: Data]

    /// Reads the page's files and lists the families' in `index.html`.
    /// - Throws: `ActivetaskError` (`serverFailed`) naming the file or folder that is missing from the build.
    static func load() throws(ActivetaskError) -> KioskPage {
        guard let folder = Bundle.module.url(forResource: familiesFolder, withExtension: nil, subdirectory: "Page"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw missing("\(familiesFolder)/")
        }
        let families = names.filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted().map { "\(familiesFolder)/\($0)" }
        var contents: [String: Data] = [:]
        for name in coreFiles + families {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page"),
                  let data = try? Data(contentsOf: url) else { throw missing(name) }
            contents[name] = data
        }
        let styles = families.filter { $0.hasSuffix(".css") }.map { "<link rel=\"stylesheet\" href=\"\($0)\">" }
        let scripts = families.filter { $0.hasSuffix(".js") }.map { "<script src=\"\($0)\" defer></script>" }
        let index = String(decoding: contents["index.html"] ?? Data(), as: UTF8.self)
        guard index.contains(familiesLine) else { throw missing("index.html's \(familiesLine) line") }
        contents["index.html"] = Data(index.replacingOccurrences(of: familiesLine, with: (styles + scripts).joined(separator: "\n")).utf8)
        return KioskPage(files: coreFiles + families, contents: contents)
    }

    private static func missing(_ name: String) -> ActivetaskError {
        ActivetaskError(.serverFailed, "the kiosk page's \(name) is missing from this build (resource Page/\(name) of target Kiosk); rebuild activetask")
    }

    /// The response serving `name`.
    func response(for name: String) -> Response {
        guard let data = contents[name] else { return Response(status: .notFound) }
        let type = switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        default: "text/javascript; charset=utf-8"
        }
        return Self.response(data, type: type)
    }

    /// A 200 response with `data` of content type `type`, never cached (the token changes each run).
    static func response(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
