import Foundation

/// A run's output folder: created 0700, files written 0600 and atomically (a temporary file in the
/// folder, then a rename), names derived from identifiers sanitized so nothing lands outside it;
/// files and subfolders are made relative to the folder's descriptor, never through a symbolic
/// link planted inside it (`FolderHandle`).
package struct OutputDirectory: Sendable {
    private let folder: FolderHandle

    /// The folder.
    package var url: URL { folder.url }

    /// Creates the folder (and missing parents) with mode 0700, or accepts an existing folder.
    /// - Parameter url: The folder.
    /// - Throws: `ActivetaskError` when the path is a file or the folder cannot be created.
    package init(creating url: URL) throws(ActivetaskError) {
        folder = try FolderHandle(creating: url)
    }

    /// Refuses the folder unless it belongs to the user and neither its group nor others may
    /// write it (`FolderHandle.requirePrivate`).
    /// - Parameters:
    ///   - what: How the message names the folder (`output folder`, `outbox`).
    ///   - code: The error's code.
    ///   - way: How the message ends when another user owns it.
    /// - Throws: `ActivetaskError(code)` naming the folder and the `chmod` that fixes it.
    package func requirePrivate(_ what: String, code: ActivetaskError.Code, way: String) throws(ActivetaskError) {
        try folder.requirePrivate(what, code: code, way: way)
    }

    private init(folder: FolderHandle) {
        self.folder = folder
    }

    /// `identifier` as a safe file name (see `SafeFileName`).
    /// - Parameter identifier: An identifier from task JSON.
    package static func sanitizedFileName(_ identifier: String) -> String {
        SafeFileName.from(identifier)
    }

    /// The subfolder for `identifier` (sanitized), created 0700 when missing; a file or a
    /// symbolic link under that name is an error.
    /// - Parameter identifier: A step's identifier.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the subfolder.
    package func subfolder(_ identifier: String) throws(ActivetaskError) -> OutputDirectory {
        OutputDirectory(folder: try folder.subfolder(SafeFileName.from(identifier)))
    }

    /// Writes `data` to `name` in the folder with mode 0600: fully or not at all, replacing an
    /// earlier version written by this run.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: The file name; it is sanitized.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the file and the reason (disk full, permission).
    @discardableResult
    package func writeAtomically(_ data: Data, to name: String) throws(ActivetaskError) -> URL {
        let safe = SafeFileName.from(name)
        try folder.writeAtomically(data, to: safe, replacing: true)
        return url.appendingPathComponent(safe)
    }
}
