#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What makes a file or folder itself whatever path leads to it: its device and inode, so a walk
/// that follows links can tell a folder it has already entered (a link back up the tree).
package struct FileIdentity: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    package var device: UInt64
    /// The file's inode on that device (`st_ino`).
    package var inode: UInt64

    /// The identity of the file at `path`, links followed; `nil` when it cannot be read.
    /// - Parameter path: The file or folder.
    package init?(path: String) {
        guard let status = try? Syscalls.stat(path) else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
