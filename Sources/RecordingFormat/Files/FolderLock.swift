#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One process's exclusive claim on an output folder: an advisory `flock` on the hidden file
/// `.activetask.lock` in it, which holds the claimant's process id. A second run into the folder
/// is refused at once, naming that process; the kernel gives the lock back when the process ends,
/// however it ends (a crash or SIGKILL leaves no stale lock, only the file).
public final class FolderLock: Sendable {
    /// The lock file's name in the folder.
    public static let fileName = ".activetask.lock"

    /// The folder claimed.
    public var url: URL { folder.url }
    private let folder: FolderHandle
    private let descriptor: CInt

    /// Claims `folder` for this process until the lock goes away.
    /// - Parameter folder: The output folder, open.
    /// - Throws: `ActivetaskError(.outputBusy)` naming the folder and the process holding it;
    ///   `ActivetaskError(.outputNotWritable)` when the lock file cannot be opened (a symbolic
    ///   link there is refused).
    public init(_ folder: FolderHandle) throws(ActivetaskError) {
        self.folder = folder
        do {
            descriptor = try Syscalls.openat(folder.descriptor, Self.fileName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
                                             permissions: 0o600)
        } catch {
            throw ActivetaskError(.outputNotWritable, "cannot open \(folder.url.appendingPathComponent(Self.fileName).path) "
                                  + "to claim the output folder: \(error); choose a writable --output", errno: error)
        }
        do {
            try Syscalls.flock(descriptor, LOCK_EX | LOCK_NB)
        } catch {
            let holder = Self.holder(descriptor)
            try? Syscalls.close(descriptor)
            guard error == .wouldBlock else {
                throw ActivetaskError(.outputNotWritable, "cannot lock \(folder.url.path): \(error); choose another --output", errno: error)
            }
            throw ActivetaskError(.outputBusy, "\(folder.url.path) is in use by another run (\(holder.map { "process \($0)" } ?? "a process")); "
                                  + "wait for it to end or choose another --output")
        }
        let record = Array("\(Syscalls.processID())\n".utf8)
        try? Syscalls.ftruncate(descriptor, length: 0)
        _ = record.withUnsafeBytes { Syscalls.writeAll(descriptor, $0) }
    }

    deinit {
        try? Syscalls.close(descriptor)
    }

    /// Removes the lock file while the lock is still held, when the run leaves the folder (its
    /// result written, or nothing written at all); the lock itself ends with this object.
    public func removeFile() {
        try? Syscalls.unlinkat(folder.descriptor, Self.fileName)
    }

    /// The process id written in the lock file by the process holding it.
    private static func holder(_ descriptor: CInt) -> Int? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { (try? Syscalls.read(descriptor, into: $0)) ?? 0 }
        return Int(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
