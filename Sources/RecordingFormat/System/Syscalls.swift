#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one seam every system call of the package goes through, in the shape of swift-system's
/// `Syscalls.swift`: each function makes one call, retries it when it is interrupted (`EINTR`),
/// reads `errno` at once and throws it as an `Errno`; `FaultInjection` can make any of them fail.
package enum Syscalls {
    /// Opens `path`. The corresponding C function is `open`.
    /// - Parameters:
    ///   - path: The file.
    ///   - flags: `O_RDONLY`, `O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC`, …
    ///   - permissions: The mode of a file `O_CREAT` creates.
    /// - Returns: The descriptor.
    package static func open(_ path: String, _ flags: CInt, permissions: mode_t = 0) throws(Errno) -> CInt {
        let descriptor = try retrying(.open, path: path) { system_open(path, flags, permissions) }
        FaultInjection.opened(descriptor, path: path)
        return descriptor
    }

    /// Opens `path` relative to the folder open as `folder` (`AT_FDCWD`: the working folder);
    /// with `O_NOFOLLOW` a symbolic link as the last component fails with `ELOOP`. The
    /// corresponding C function is `openat`.
    /// - Parameters:
    ///   - folder: A descriptor of the folder `path` is relative to.
    ///   - path: The file, relative to `folder`.
    ///   - flags: `O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC`, …
    ///   - permissions: The mode of a file `O_CREAT` creates.
    /// - Returns: The descriptor.
    package static func openat(_ folder: CInt, _ path: String, _ flags: CInt, permissions: mode_t = 0) throws(Errno) -> CInt {
        let fullPath = relative(path, to: folder)
        let descriptor = try retrying(.openat, path: fullPath) { system_openat(folder, path, flags, permissions) }
        FaultInjection.opened(descriptor, path: fullPath)
        return descriptor
    }

    /// Reads up to `buffer.count` bytes. The corresponding C function is `read`.
    /// - Returns: The bytes read; 0 at the end of the file.
    package static func read(_ descriptor: CInt, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retrying(.read, descriptor: descriptor) { system_read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Writes up to `buffer.count` bytes. The corresponding C function is `write`.
    /// - Returns: The bytes written, perhaps fewer than asked.
    package static func write(_ descriptor: CInt, _ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
        var count = buffer.count
        if FaultInjection.isArmed {
            switch FaultInjection.fault(.write, descriptor: descriptor) {
            case .fail(let error) where error != .interrupted: throw error
            case .shortWrite(let error):
                guard count >= 2 else { throw error }
                count /= 2
            default: break
            }
        }
        return try retrying(.write, path: nil, counted: false) { system_write(descriptor, buffer.baseAddress, count) }
    }

    /// Writes every byte of `buffer`, calling `write` again after a short write.
    /// - Returns: The bytes written and, when they are not all of them, why.
    package static func writeAll(_ descriptor: CInt, _ buffer: UnsafeRawBufferPointer) -> (written: Int, error: Errno?) {
        var offset = 0
        while offset < buffer.count {
            let written: Int
            do {
                written = try write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            } catch {
                return (offset, error)
            }
            // A write that takes nothing would be called forever; POSIX allows it only for 0 bytes.
            guard written > 0 else { return (offset, .ioError) }
            offset += written
        }
        return (offset, nil)
    }

    /// Flushes the file to the disk. The corresponding C function is `fsync`.
    package static func fsync(_ descriptor: CInt) throws(Errno) {
        _ = try retrying(.fsync, descriptor: descriptor) { system_fsync(descriptor) }
    }

    /// Cuts the file to `length` bytes. The corresponding C function is `ftruncate`.
    package static func ftruncate(_ descriptor: CInt, length: Int) throws(Errno) {
        _ = try retrying(.ftruncate, descriptor: descriptor) { system_ftruncate(descriptor, off_t(length)) }
    }

    /// Closes the descriptor; never retried, as Linux frees the descriptor even when `close`
    /// is interrupted. The corresponding C function is `close`.
    package static func close(_ descriptor: CInt) throws(Errno) {
        if FaultInjection.isArmed {
            let fault = FaultInjection.fault(.close, descriptor: descriptor)
            FaultInjection.closed(descriptor)
            if case .fail(let error) = fault {
                _ = system_close(descriptor)
                throw error
            }
        }
        guard system_close(descriptor) == 0 else { throw Errno.current }
    }

    /// Renames `source` to `target`, replacing it. The corresponding C function is `rename`.
    package static func rename(_ source: String, _ target: String) throws(Errno) {
        _ = try retrying(.rename, path: target) { system_rename(source, target) }
    }

    /// Renames `source` relative to `sourceFolder` to `target` relative to `targetFolder`. The
    /// corresponding C function is `renameat`.
    package static func renameat(_ sourceFolder: CInt, _ source: String, _ targetFolder: CInt, _ target: String) throws(Errno) {
        _ = try retrying(.renameat, path: relative(target, to: targetFolder)) {
            system_renameat(sourceFolder, source, targetFolder, target)
        }
    }

    /// Gives the file `source` relative to `sourceFolder` the second name `target` relative to
    /// `targetFolder`, failing with `EEXIST` when `target` exists: an atomic create-or-fail. The
    /// corresponding C function is `linkat`.
    package static func linkat(_ sourceFolder: CInt, _ source: String, _ targetFolder: CInt, _ target: String) throws(Errno) {
        _ = try retrying(.linkat, path: relative(target, to: targetFolder)) {
            system_linkat(sourceFolder, source, targetFolder, target)
        }
    }

    /// Creates the folder `path`. The corresponding C function is `mkdir`.
    package static func mkdir(_ path: String, permissions: mode_t) throws(Errno) {
        _ = try retrying(.mkdir, path: path) { system_mkdir(path, permissions) }
    }

    /// Creates the folder `path` relative to `folder`. The corresponding C function is `mkdirat`.
    package static func mkdirat(_ folder: CInt, _ path: String, permissions: mode_t) throws(Errno) {
        _ = try retrying(.mkdirat, path: relative(path, to: folder)) { system_mkdirat(folder, path, permissions) }
    }

    /// Removes the file `path`. The corresponding C function is `unlink`.
    package static func unlink(_ path: String) throws(Errno) {
        _ = try retrying(.unlink, path: path) { system_unlink(path) }
    }

    /// Removes `path` relative to `folder` (`AT_REMOVEDIR`: a folder). The corresponding C
    /// function is `unlinkat`.
    package static func unlinkat(_ folder: CInt, _ path: String, flags: CInt = 0) throws(Errno) {
        _ = try retrying(.unlinkat, path: relative(path, to: folder)) { system_unlinkat(folder, path, flags) }
    }

    /// The status of `path`, following symbolic links. The corresponding C function is `stat`.
    package static func stat(_ path: String) throws(Errno) -> stat {
        var status = system_stat_buffer()
        _ = try retrying(.stat, path: path) { system_stat(path, &status) }
        return status
    }

    /// The status of the file open as `descriptor`. The corresponding C function is `fstat`.
    package static func fstat(_ descriptor: CInt) throws(Errno) -> stat {
        var status = system_stat_buffer()
        _ = try retrying(.fstat, descriptor: descriptor) { system_fstat(descriptor, &status) }
        return status
    }

    /// Sets the mode of the file open as `descriptor`. The corresponding C function is `fchmod`.
    package static func fchmod(_ descriptor: CInt, _ permissions: mode_t) throws(Errno) {
        _ = try retrying(.fchmod, descriptor: descriptor) { system_fchmod(descriptor, permissions) }
    }

    /// The status of `path` relative to `folder` (`AT_SYMLINK_NOFOLLOW`: of a link itself). The
    /// corresponding C function is `fstatat`.
    package static func fstatat(_ folder: CInt, _ path: String, flags: CInt = 0) throws(Errno) -> stat {
        var status = system_stat_buffer()
        _ = try retrying(.fstatat, path: relative(path, to: folder)) { system_fstatat(folder, path, &status, flags) }
        return status
    }

    /// Takes or gives back an advisory lock on the whole file (`LOCK_EX | LOCK_NB`, `LOCK_UN`);
    /// a lock held elsewhere fails with `EWOULDBLOCK`. The lock belongs to the open file
    /// description, so the kernel releases it when the process ends however it ends. The
    /// corresponding C function is `flock`.
    package static func flock(_ descriptor: CInt, _ operation: CInt) throws(Errno) {
        _ = try retrying(.flock, descriptor: descriptor) { system_flock(descriptor, operation) }
    }

    /// The id of this process. The corresponding C function is `getpid`, which cannot fail.
    package static func processID() -> Int32 {
        system_getpid()
    }

    // MARK: - Retrying

    /// Runs `body` until it does not fail with `EINTR`; an injected fault replaces the call.
    private static func retrying<Result: FixedWidthInteger>(_ call: SyscallName, path: @autoclosure () -> String?,
                                                              counted: Bool = true, _ body: () -> Result) throws(Errno) -> Result {
        while true {
            if counted, FaultInjection.isArmed, case .fail(let error) = FaultInjection.fault(call, path: path()) {
                if error == .interrupted { continue }
                throw error
            }
            let result = body()
            guard result == -1 else { return result }
            let error = Errno.current
            guard error == .interrupted else { throw error }
        }
    }

    private static func retrying<Result: FixedWidthInteger>(_ call: SyscallName, descriptor: CInt, counted: Bool = true,
                                                              _ body: () -> Result) throws(Errno) -> Result {
        try retrying(call, path: FaultInjection.path(of: descriptor), counted: counted, body)
    }

    /// `path` as a fault rule sees it: under the path `folder` was opened from, when known.
    private static func relative(_ path: String, to folder: CInt) -> String {
        guard FaultInjection.isArmed, folder != AT_FDCWD, let base = FaultInjection.path(of: folder) else { return path }
        return base + "/" + path
    }
}

// The C functions, named apart from the seam's own.
private func system_open(_ path: String, _ flags: CInt, _ mode: mode_t) -> CInt { open(path, flags, mode) }
private func system_openat(_ folder: CInt, _ path: String, _ flags: CInt, _ mode: mode_t) -> CInt { openat(folder, path, flags, mode) }
private func system_read(_ descriptor: CInt, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func system_write(_ descriptor: CInt, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func system_fsync(_ descriptor: CInt) -> CInt { fsync(descriptor) }
private func system_ftruncate(_ descriptor: CInt, _ length: off_t) -> CInt { ftruncate(descriptor, length) }
private func system_flock(_ descriptor: CInt, _ operation: CInt) -> CInt { flock(descriptor, operation) }
private func system_getpid() -> Int32 { getpid() }
private func system_close(_ descriptor: CInt) -> CInt { close(descriptor) }
private func system_rename(_ source: String, _ target: String) -> CInt { rename(source, target) }
private func system_renameat(_ sourceFolder: CInt, _ source: String, _ targetFolder: CInt, _ target: String) -> CInt {
    renameat(sourceFolder, source, targetFolder, target)
}
private func system_linkat(_ sourceFolder: CInt, _ source: String, _ targetFolder: CInt, _ target: String) -> CInt {
    linkat(sourceFolder, source, targetFolder, target, 0)
}
private func system_mkdir(_ path: String, _ mode: mode_t) -> CInt { mkdir(path, mode) }
private func system_mkdirat(_ folder: CInt, _ path: String, _ mode: mode_t) -> CInt { mkdirat(folder, path, mode) }
private func system_unlink(_ path: String) -> CInt { unlink(path) }
private func system_unlinkat(_ folder: CInt, _ path: String, _ flags: CInt) -> CInt { unlinkat(folder, path, flags) }
private func system_stat_buffer() -> stat { stat() }
private func system_stat(_ path: String, _ status: inout stat) -> CInt { stat(path, &status) }
private func system_fchmod(_ descriptor: CInt, _ mode: mode_t) -> CInt { fchmod(descriptor, mode) }
private func system_fstat(_ descriptor: CInt, _ status: inout stat) -> CInt { fstat(descriptor, &status) }
private func system_fstatat(_ folder: CInt, _ path: String, _ status: inout stat, _ flags: CInt) -> CInt {
    fstatat(folder, path, &status, flags)
}
