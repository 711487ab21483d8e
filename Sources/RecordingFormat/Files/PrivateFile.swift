import Foundation

/// Writes result files the way health data must be written: mode 0600, fully or not at all.
public enum PrivateFile {
    /// Writes `data` to `target` through a temporary file in the same folder, fsynced, then
    /// renamed over `target`, and the folder fsynced so the name survives a power cut; on failure the temporary file is removed and `target` is untouched.
    ///
    /// When `target` already exists and is not a regular file (`/dev/stdout`, `/dev/null`, a
    /// FIFO), the bytes are written into it directly instead: renaming over it would replace a
    /// device node, which root is allowed to do.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - target: The file to create or replace.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the file and the reason (disk full, permission).
    public static func writeAtomically(_ data: Data, to target: URL) throws(ActivetaskError) {
        if let status = try? Syscalls.stat(target.path), (status.st_mode & S_IFMT) != S_IFREG {
            guard (status.st_mode & S_IFMT) != S_IFDIR else {
                throw ActivetaskError(.writeFailed, "cannot write \(target.path): it is a folder; name a file")
            }
            let descriptor: CInt
            do {
                descriptor = try Syscalls.open(target.path, O_WRONLY | O_CLOEXEC)
            } catch {
                throw ActivetaskError(.writeFailed, "cannot open \(target.path): \(error)", errno: error)
            }
            defer { try? Syscalls.close(descriptor) }
            if let failure = writeAll(data, to: descriptor) {
                throw ActivetaskError(.writeFailed, "cannot write \(target.path): \(failure)", errno: failure)
            }
            return
        }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor: CInt
        do {
            descriptor = try Syscalls.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions: 0o600)
        } catch {
            throw ActivetaskError(.writeFailed, "cannot create \(temporary.path): \(error); check that \(folder.path) is writable",
                                  errno: error)
        }
        var failure = writeAll(data, to: descriptor)
        if failure == nil {
            do { try Syscalls.fsync(descriptor) } catch { failure = error }
        }
        do { try Syscalls.close(descriptor) } catch { failure = failure ?? error }
        if failure == nil {
            do { try Syscalls.rename(temporary.path, target.path) } catch { failure = error }
        }
        if failure == nil { try FolderHandle(creating: folder).sync(publishing: target.lastPathComponent) }
        if let failure {
            try? Syscalls.unlink(temporary.path)
            throw ActivetaskError(.writeFailed, "cannot write \(target.path): \(failure); free space or choose another output folder",
                                  errno: failure)
        }
    }

    /// Writes every byte of `data` to `descriptor`.
    /// - Returns: Why it failed, or `nil`.
    private static func writeAll(_ data: Data, to descriptor: CInt) -> Errno? {
        data.withUnsafeBytes { Syscalls.writeAll(descriptor, $0).error }
    }
}
