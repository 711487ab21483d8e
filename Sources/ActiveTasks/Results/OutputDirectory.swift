import Foundation
import RecordingFormat

/// A run's output folder: created 0700, files written 0600 and atomically (a temporary file in the
/// folder, then a rename), names derived from identifiers sanitized so nothing lands outside it.
public struct OutputDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder (and missing parents) with mode 0700, or accepts an existing folder.
    /// - Parameter url: The folder.
    /// - Throws: `ActivetaskError` when the path is a file or the folder cannot be created.
    public init(creating url: URL) throws(ActivetaskError) {
        self.url = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ActivetaskError(.outputNotWritable, "\(self.url.path) is a file, not a folder; choose another --output")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ActivetaskError(.outputNotWritable, "cannot create \(self.url.path): \(OutputDirectory.reason(error)); choose a writable --output")
        }
    }

    /// `identifier` as a safe file name (see `SafeFileName`).
    /// - Parameter identifier: An identifier from task JSON.
    public static func sanitizedFileName(_ identifier: String) -> String {
        SafeFileName.from(identifier)
    }

    /// Writes `data` to `name` in the folder with mode 0600: fully or not at all.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: The file name; it is sanitized.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the file and the reason (disk full, permission).
    @discardableResult
    public func writeAtomically(_ data: Data, to name: String) throws(ActivetaskError) -> URL {
        let target = url.appendingPathComponent(SafeFileName.from(name))
        try PrivateFile.writeAtomically(data, to: target)
        return target
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
