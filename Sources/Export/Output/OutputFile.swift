import Foundation
import RecordingFormat
#if canImport(Glibc)
import Glibc
#endif

/// A file written as a stream, the way results are written: mode 0600, into a temporary file
/// beside the target, then fsynced and given the target's name (replacing a file there only when
/// asked), and the folder fsynced. Until `commit()` nothing is visible at the target; a file
/// released without `commit()` (an export that failed half way) is removed.
///
/// Writes are buffered (256 KiB), so memory does not grow with the file. Every system call goes
/// through `Syscalls`. Not thread-safe.
package final class OutputFile {
    /// The file that `commit()` creates or replaces.
    package let url: URL
    /// The bytes written so far.
    package private(set) var byteCount = 0

    private let temporary: URL
    private let folder: FolderHandle
    private let replacing: Bool
    private var descriptor: CInt
    private var buffer: [UInt8] = []
    private var committed = false

    private static let bufferSize = 256 * 1024

    /// Creates the temporary file beside `url` (creating its folder, 0700, when missing).
    /// - Parameters:
    ///   - url: The file to write.
    ///   - replacing: Whether `commit()` may replace a file already at `url` (`--force`).
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder when it is not writable.
    package init(url: URL, replacing: Bool = false) throws(ActivetaskError) {
        self.url = url
        self.replacing = replacing
        folder = try FolderHandle(creating: url.deletingLastPathComponent())
        temporary = folder.url.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            descriptor = try folder.createFile(temporary.lastPathComponent)
        } catch {
            throw ActivetaskError(.outputNotWritable, "cannot create \(url.path): \(error); check that \(folder.url.path) is writable",
                                  errno: error)
        }
        buffer.reserveCapacity(OutputFile.bufferSize)
    }

    deinit {
        if descriptor >= 0 { try? Syscalls.close(descriptor) }
        if !committed { try? Syscalls.unlinkat(folder.descriptor, temporary.lastPathComponent) }
    }

    /// The temporary file being written, for writers that hand the path to a library.
    var temporaryPath: String { temporary.path }

    /// Appends `text` as UTF-8.
    /// - Throws: `ActivetaskError(.writeFailed)` when the disk is full or the write fails.
    package func write(_ text: String) throws(ActivetaskError) {
        let before = buffer.count
        buffer.append(contentsOf: text.utf8)
        byteCount += buffer.count - before
        if buffer.count >= OutputFile.bufferSize { try flush() }
    }

    /// Writes what is buffered, fsyncs the file, gives it its name and fsyncs the folder.
    /// - Throws: `ActivetaskError(.outputExists)` naming the file when something is already
    ///   there and the file may not replace it; `ActivetaskError(.writeFailed)` naming the file
    ///   when any step fails. The target is then untouched.
    package func commit() throws(ActivetaskError) {
        try flush()
        do {
            if descriptor < 0 { descriptor = try Syscalls.open(temporary.path, O_RDONLY | O_CLOEXEC) }
            try Syscalls.fsync(descriptor)
            let closing = descriptor
            descriptor = -1
            try Syscalls.close(closing)
            try folder.place(temporary.lastPathComponent, as: url.lastPathComponent, replacing: replacing)
        } catch where error == .fileExists {
            throw ActivetaskError(.outputExists, "\(url.path) already exists and is kept; give --force to replace it, "
                                  + "or choose another --output", errno: .fileExists)
        } catch {
            throw failure(error)
        }
        committed = true
        try folder.sync(publishing: url.lastPathComponent)
    }

    /// Hands the file to a library that writes it itself at `temporaryPath`: flushes what is
    /// buffered and closes the descriptor. A library that opens the file for writing keeps its
    /// 0600 mode; one that must create it removes it first and restores the mode. `commit()`
    /// then syncs the file and renames it into place; until then `deinit` removes it.
    func closeForHandOver() throws(ActivetaskError) {
        try flush()
        let closing = descriptor
        descriptor = -1
        do {
            try Syscalls.close(closing)
        } catch {
            throw failure(error)
        }
    }

    private func flush() throws(ActivetaskError) {
        guard descriptor >= 0, !buffer.isEmpty else { return }
        let problem = buffer.withUnsafeBytes { Syscalls.writeAll(descriptor, $0).error }
        buffer.removeAll(keepingCapacity: true)
        if let problem { throw failure(problem) }
    }

    private func failure(_ error: Errno) -> ActivetaskError {
        ActivetaskError(.writeFailed, "cannot write \(url.path): \(error); free space or choose another output", errno: error)
    }
}
