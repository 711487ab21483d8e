import Foundation
import TestSupport

/// poppler's and qpdf's command-line tools run on PDFs written to a temporary folder: the checks
/// read what a PDF viewer would, not what the renderer meant.
struct PDFTools {
    /// A folder of its own under the system's temporary folder, removed with `remove()`.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("consent-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `data` as `name` in the folder.
    func write(_ data: Data, _ name: String = "consent.pdf") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// Runs `tool ARGUMENTS` found on PATH and returns its exit status and its standard output
    /// followed by its standard error.
    func run(_ tool: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        let child = try ChildProcess(executable: try which(tool), arguments: arguments, logDirectory: folder, name: tool)
        let run = await child.output(timeout: 30)
        guard let status = run.status else { throw ToolError("\(tool) did not end within 30 s") }
        return (status, run.stdout + run.stderr)
    }

    /// The text of `pdf` as pdftotext reads it, split into words.
    func words(_ pdf: URL) async throws -> [String] {
        let text = try await run("pdftotext", ["-enc", "UTF-8", pdf.path, "-"])
        return text.output.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// Page `page` of `pdf` rendered by pdftoppm at 72 dpi in grey: one pixel per point.
    func render(_ pdf: URL, page: Int) async throws -> GreyImage {
        let prefix = folder.appendingPathComponent("page\(page)")
        let result = try await run("pdftoppm", ["-r", "72", "-gray", "-singlefile", "-f", "\(page)", "-l", "\(page)", pdf.path, prefix.path])
        guard result.status == 0 else { throw ToolError("pdftoppm failed: \(result.output)") }
        return try GreyImage(pgm: Data(contentsOf: prefix.appendingPathExtension("pgm")))
    }
}

/// A tool failed or wrote something unreadable.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// An 8-bit grey image read from binary PGM (P5): 0 is black, 255 white.
struct GreyImage {
    let width: Int
    let height: Int
    private let pixels: [UInt8]

    init(pgm data: Data) throws {
        let bytes = [UInt8](data)
        var fields: [Int] = []
        var index = 2
        guard bytes.starts(with: Array("P5".utf8)) else { throw ToolError("not a P5 PGM") }
        while fields.count < 3 {
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") || Character(Unicode.Scalar(bytes[index])).isWhitespace {
                if bytes[index] == UInt8(ascii: "#") { while index < bytes.count, bytes[index] != 10 { index += 1 } }
                index += 1
            }
            var value = 0
            while index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).wholeNumberValue {
                value = value * 10 + digit
                index += 1
            }
            fields.append(value)
        }
        index += 1
        width = fields[0]
        height = fields[1]
        pixels = Array(bytes[index..<(index + width * height)])
    }

    /// The grey value at column `x`, row `y`; white outside the image.
    subscript(x: Int, y: Int) -> UInt8 {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return 255 }
        return pixels[y * width + x]
    }

    /// The darkest pixel within `radius` pixels of (x, y) in points.
    func darkest(near x: Double, _ y: Double, radius: Int) -> UInt8 {
        var darkest: UInt8 = 255
        for dy in -radius...radius {
            for dx in -radius...radius {
                darkest = min(darkest, self[Int(x.rounded(.down)) + dx, Int(y.rounded(.down)) + dy])
            }
        }
        return darkest
    }
}
