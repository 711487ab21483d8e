/// A system call that goes through `Syscalls`, as fault rules name it (`write`, `fsync`).
package enum SyscallName: String, Sendable, CaseIterable {
    case open, openat, read, write, fsync, ftruncate, rename, renameat, linkat, mkdir, mkdirat, close, unlink, unlinkat, stat, fstat, fstatat, fchmod, flock
}
