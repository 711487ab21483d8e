import Foundation

/// Writes result files the way health data must be written: mode 0600, fully or not at all.
public enum PrivateFile {
    /// Writes `data` to `target` through a temporary file in the same folder, fsynced, then
    /// renamed over `target`; on failure the temporary file is removed and `target` is untouched.
    ///
    /// When `target` already exists and is not a regular file (`/dev/stdout`, `/dev/null`, a
    /// FIFO), the bytes are written into it directly instead: renaming over it would replace a
    /// device node, which root is allowed to do.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - target: The file to create or replace.
    /// - Throws: `RecorderError(.writeFailed)` naming the file and the reason (disk full, permission).
    public static func writeAtomically(_ data: Data, to target: URL) throws(RecorderError) {
        var status = stat()
        if stat(target.path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
            guard (status.st_mode & S_IFMT) != S_IFDIR else {
                throw RecorderError(.writeFailed, "cannot write \(target.path): it is a folder; name a file")
            }
            let descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw RecorderError(.writeFailed, "cannot open \(target.path): \(String(cString: strerror(errno)))")
            }
            defer { close(descriptor) }
            if let failure = writeAll(data, to: descriptor) {
                throw RecorderError(.writeFailed, "cannot write \(target.path): \(failure)")
            }
            return
        }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RecorderError(.writeFailed, "cannot create \(temporary.path): \(String(cString: strerror(errno))); "
                                + "check that \(folder.path) is writable")
        }
        var failure = writeAll(data, to: descriptor)
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary.path, target.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw RecorderError(.writeFailed, "cannot write \(target.path): \(failure); free space or choose another output folder")
        }
    }

    /// Writes every byte of `data` to `descriptor`, retrying `EINTR`.
    /// - Returns: The reason it failed, or `nil`.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }
}
