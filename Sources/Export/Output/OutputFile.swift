import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file written as a stream, the way results are written: mode 0600, into a temporary file
/// beside the target, then fsynced and renamed over it. Until `commit()` nothing is visible at
/// the target; a file released without `commit()` (an export that failed half way) is removed.
///
/// Writes are buffered (256 KiB), so memory does not grow with the file. Not thread-safe.
public final class OutputFile {
    /// The file that `commit()` creates or replaces.
    public let url: URL
    /// The bytes written so far.
    public private(set) var byteCount = 0

    private let temporary: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false

    private static let bufferSize = 256 * 1024

    /// Creates the temporary file beside `url`.
    /// - Parameter url: The file to write.
    /// - Throws: `ExportError` naming the folder when it is not writable.
    public init(url: URL) throws(ExportError) {
        self.url = url
        let folder = url.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ExportError("cannot create \(url.path): \(String(cString: strerror(errno))); check that \(folder.path) exists and is writable")
        }
        buffer.reserveCapacity(OutputFile.bufferSize)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporary.path) }
    }

    /// The temporary file being written, for writers that hand the path to a library.
    var temporaryPath: String { temporary.path }

    /// Appends `text` as UTF-8.
    /// - Throws: `ExportError` when the disk is full or the write fails.
    public func write(_ text: String) throws(ExportError) {
        let before = buffer.count
        buffer.append(contentsOf: text.utf8)
        byteCount += buffer.count - before
        if buffer.count >= OutputFile.bufferSize { try flush() }
    }

    /// Writes what is buffered, fsyncs and renames the file into place.
    /// - Throws: `ExportError` naming the file when any step fails; the target is then untouched.
    public func commit() throws(ExportError) {
        try flush()
        if descriptor < 0 {
            descriptor = open(temporary.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure() }
        }
        if fsync(descriptor) != 0 { throw failure() }
        let status = close(descriptor)
        descriptor = -1
        if status != 0 { throw failure() }
        if rename(temporary.path, url.path) != 0 { throw failure() }
        committed = true
    }

    /// Hands the file to a library that writes it itself at `temporaryPath`: flushes what is
    /// buffered and closes the descriptor. A library that opens the file for writing keeps its
    /// 0600 mode; one that must create it removes it first and restores the mode. `commit()`
    /// then syncs the file and renames it into place; until then `deinit` removes it.
    func closeForHandOver() throws(ExportError) {
        try flush()
        let status = close(descriptor)
        descriptor = -1
        if status != 0 { throw failure() }
    }

    private func flush() throws(ExportError) {
        guard descriptor >= 0 else { return }
        var offset = 0
        let total = buffer.count
        let problem: Int32? = buffer.withUnsafeBytes { bytes in
            while offset < total {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, total - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
        if let problem {
            throw ExportError("cannot write \(url.path): \(String(cString: strerror(problem))); free space or choose another output")
        }
    }

    private func failure() -> ExportError {
        ExportError("cannot write \(url.path): \(String(cString: strerror(errno))); free space or choose another output")
    }
}
