import Foundation

/// A run's output folder: created 0700, files written 0600 and atomically (a temporary file in the
/// folder, then a rename), names derived from identifiers sanitized so nothing lands outside it.
public struct OutputDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder (and missing parents) with mode 0700, or accepts an existing folder.
    /// - Parameter url: The folder.
    /// - Throws: `OutputError` when the path is a file or the folder cannot be created.
    public init(creating url: URL) throws(OutputError) {
        self.url = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError("\(self.url.path) is a file, not a folder; choose another --output")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw OutputError("cannot create \(self.url.path): \(OutputDirectory.reason(error)); choose a writable --output")
        }
    }

    /// `identifier` as a safe file name: characters other than letters, digits, `-`, `_` and `.`
    /// become `_`, leading dots become `_`, and the name is at most 100 characters.
    /// - Parameter identifier: An identifier from task JSON.
    public static func sanitizedFileName(_ identifier: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let name = String(identifier.prefix(100).map { allowed.contains($0) ? $0 : "_" })
        let dots = name.prefix { $0 == "." }.count
        return name.isEmpty ? "_" : String(repeating: "_", count: dots) + name.dropFirst(dots)
    }

    /// Writes `data` to `name` in the folder with mode 0600: fully or not at all.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: The file name; it is sanitized.
    /// - Returns: The file written.
    /// - Throws: `OutputError` naming the file and the reason (disk full, permission).
    @discardableResult
    public func writeAtomically(_ data: Data, to name: String) throws(OutputError) -> URL {
        let target = url.appendingPathComponent(OutputDirectory.sanitizedFileName(name))
        let temporary = url.appendingPathComponent(".\(OutputDirectory.sanitizedFileName(name)).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OutputError("cannot create \(temporary.path): \(String(cString: strerror(errno))); check that \(url.path) is writable")
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary.path, target.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw OutputError("cannot write \(target.path): \(failure); free space or choose another --output")
        }
        return target
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
