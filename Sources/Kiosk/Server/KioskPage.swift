import Foundation
import Hummingbird
import RecordingFormat

/// The page's files, shipped as resources of this target (`Page/`) and read once at start.
struct KioskPage: Sendable {
    /// The files the page consists of.
    static let files = ["index.html", "kiosk.css", "kiosk.js"]

    private let contents: [String: Data]

    /// Reads the page's files.
    /// - Throws: `ActivetaskError` (`serverFailed`) naming the file that is missing from the build.
    static func load() throws(ActivetaskError) -> KioskPage {
        var contents: [String: Data] = [:]
        for name in files {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page"),
                  let data = try? Data(contentsOf: url) else {
                throw ActivetaskError(.serverFailed, "the kiosk page's \(name) is missing from this build (resource Page/\(name) of target Kiosk); rebuild activetask")
            }
            contents[name] = data
        }
        return KioskPage(contents: contents)
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
