import Foundation
import RecordingFormat

/// A file an export wrote, for the command to report.
package struct WrittenFile: Sendable, Equatable, CustomStringConvertible {
    /// The file.
    package var url: URL
    /// Its size in bytes.
    package var byteCount: Int
    /// What it holds, in a few words (`12 answers`, `1204 samples`).
    package var contents: String

    /// Creates the record of a written file.
    /// - Parameters:
    ///   - url: The file.
    ///   - byteCount: Its size.
    ///   - contents: What it holds.
    package init(url: URL, byteCount: Int, contents: String) {
        self.url = url
        self.byteCount = byteCount
        self.contents = contents
    }

    /// Renames every file of `pending` into place, in order: called once all are written, so an
    /// export that fails half way leaves none of them behind.
    /// - Parameter pending: Each written file with what it holds.
    /// - Returns: The files, as written.
    /// - Throws: `ActivetaskError` naming the file that could not be renamed into place.
    static func commit(_ pending: [(file: OutputFile, contents: String)]) throws(ActivetaskError) -> [WrittenFile] {
        var written: [WrittenFile] = []
        for (file, contents) in pending {
            try file.commit()
            written.append(WrittenFile(url: file.url, byteCount: file.byteCount, contents: contents))
        }
        return written
    }

    /// `wrote PATH (N bytes, CONTENTS)`.
    package var description: String {
        "wrote \(url.path) (\(byteCount) bytes, \(contents))"
    }
}
