#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A folder held open by its descriptor: every file and subfolder in it is created relative to
/// that descriptor, never by path, with `O_NOFOLLOW` and `O_EXCL`, so a symbolic link or a file
/// planted under a name the run is about to use is an error instead of a redirect out of the
/// output folder, and nothing already there is overwritten.
public final class FolderHandle: Sendable {
    /// The folder's path, for messages and file results.
    public let url: URL
    /// The open descriptor (`O_DIRECTORY`); closed when the handle goes away.
    package let descriptor: CInt

    private init(url: URL, descriptor: CInt) {
        self.url = url
        self.descriptor = descriptor
    }

    deinit {
        try? Syscalls.close(descriptor)
    }

    /// Opens the folder at `url`, creating it (and missing parents) with mode 0700 first when it
    /// is missing. The path itself may go through symbolic links: it is the caller's choice.
    /// - Parameter url: The folder.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder when it is a file or
    ///   cannot be created or opened.
    public convenience init(creating url: URL) throws(ActivetaskError) {
        let folder = url.standardizedFileURL
        do {
            _ = try Syscalls.stat(folder.path)
        } catch {
            guard error == .noSuchFileOrDirectory else {
                let reason = error == .notDirectory ? "a part of its path is a file, not a folder" : "\(error)"
                throw ActivetaskError(.outputNotWritable, "output folder \(folder.path) cannot be created: \(reason); choose another --output",
                                      errno: error)
            }
            if folder.path != "/" { _ = try FolderHandle(creating: folder.deletingLastPathComponent()) }
            do {
                try Syscalls.mkdir(folder.path, permissions: 0o700)
            } catch where error != .fileExists {
                throw Self.failure(folder, error)
            } catch {}
        }
        let descriptor: CInt
        do {
            descriptor = try Syscalls.open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        } catch {
            throw Self.failure(folder, error)
        }
        self.init(url: folder, descriptor: descriptor)
    }

    /// Refuses the folder unless it belongs to the user and neither its group nor others may
    /// write it: in a folder others can write, they could swap a file activetask wrote or is
    /// about to write. A folder activetask created (0700) always passes; one found is checked.
    /// - Parameters:
    ///   - what: How the message names the folder (`output folder`, `outbox`).
    ///   - code: The error's code.
    ///   - way: How the message ends when another user owns it (`choose another --output`).
    /// - Throws: `ActivetaskError(code)` naming the folder and the `chmod` that fixes it.
    package func requirePrivate(_ what: String, code: ActivetaskError.Code, way: String) throws(ActivetaskError) {
        let status: stat
        do {
            status = try Syscalls.fstat(descriptor)
        } catch {
            throw ActivetaskError(code, "\(what) \(url.path): cannot read its owner and mode: \(error)", errno: error)
        }
        guard status.st_uid == geteuid() else {
            throw ActivetaskError(code, "\(what) \(url.path) belongs to uid \(status.st_uid), not to you (uid \(geteuid())); \(way)")
        }
        guard status.st_mode & 0o022 == 0 else {
            throw ActivetaskError(code, "\(what) \(url.path) may be written by its group or others (mode \(String(status.st_mode & 0o7777, radix: 8))), who could replace what activetask writes there; run `chmod go-w \(url.path)`, or \(way)")
        }
    }

    /// Creates the subfolder `name` (mode 0700) and opens it; the name must be free.
    /// - Parameter name: A name from `SafeFileName`.
    /// - Returns: The new folder.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder when something (a file,
    ///   a folder, a symbolic link) is already there or it cannot be created.
    public func makeSubfolder(_ name: String) throws(ActivetaskError) -> FolderHandle {
        let target = url.appendingPathComponent(name)
        do {
            try Syscalls.mkdirat(descriptor, name, permissions: 0o700)
        } catch {
            throw Self.failure(target, error)
        }
        try sync(publishing: name)
        return try openSubfolder(name)
    }

    /// Makes the names in this folder durable: `fsync` on the folder itself, so that a power cut
    /// after a file or subfolder was created, linked or renamed here cannot lose its name.
    /// - Parameter name: The name just published, for the message.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the folder and the reason.
    public func sync(publishing name: String) throws(ActivetaskError) {
        do {
            try Syscalls.fsync(descriptor)
        } catch {
            throw ActivetaskError(.writeFailed, "cannot make the name \(url.appendingPathComponent(name).path) durable: fsync of the folder "
                                  + "failed: \(error); check the disk, then run again", errno: error)
        }
    }

    /// Opens the existing subfolder `name`; a symbolic link there is refused.
    /// - Parameter name: A name from `SafeFileName`.
    /// - Returns: The folder.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder when it is missing, a
    ///   file or a symbolic link.
    public func openSubfolder(_ name: String) throws(ActivetaskError) -> FolderHandle {
        let target = url.appendingPathComponent(name)
        do {
            let opened = try Syscalls.openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            return FolderHandle(url: target, descriptor: opened)
        } catch {
            // Linux checks O_DIRECTORY first: a link to a folder fails as "not a directory".
            let isLink = (try? Syscalls.fstatat(descriptor, name, flags: AT_SYMLINK_NOFOLLOW)).map { ($0.st_mode & S_IFMT) == S_IFLNK } ?? false
            throw Self.failure(target, isLink ? .tooManySymbolicLinks : error)
        }
    }

    /// Opens the subfolder `name`, creating it when nothing is there.
    /// - Parameter name: A name from `SafeFileName`.
    /// - Returns: The folder.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder when a file or a
    ///   symbolic link is there or it cannot be created.
    public func subfolder(_ name: String) throws(ActivetaskError) -> FolderHandle {
        contains(name) ? try openSubfolder(name) : try makeSubfolder(name)
    }

    /// Whether anything (a file, folder or symbolic link, followed or not) is named `name` here.
    /// - Parameter name: The entry's name.
    public func contains(_ name: String) -> Bool {
        (try? Syscalls.fstatat(descriptor, name, flags: AT_SYMLINK_NOFOLLOW)) != nil
    }

    /// Creates the file `name` for writing, mode 0600 unless told; it must not exist.
    /// - Parameters:
    ///   - name: A name from `SafeFileName`.
    ///   - permissions: The new file's mode (the process's umask still applies).
    /// - Returns: The descriptor, open for writing.
    /// - Throws: The `Errno`: `EEXIST` when anything is there (a symbolic link included).
    package func createFile(_ name: String, permissions: mode_t = 0o600) throws(Errno) -> CInt {
        try Syscalls.openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions: permissions)
    }

    /// The size of the space `reserve(for:)` sets aside: 1 MiB, room for an index of some
    /// thousands of chunks.
    public static let reservedBytes = 1 << 20

    /// Sets aside `bytes` of disk space for the file `name` written later: a hidden file
    /// `.name.reserve` of that many bytes, fsynced. When writing `name` meets a full disk,
    /// `writeAtomically` removes it and tries again, so the index of a recording is written even
    /// when its chunks filled the disk.
    /// - Parameters:
    ///   - bytes: How much to set aside.
    ///   - name: The file the space is for.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the folder when the space is not there:
    ///   a recording that could not index itself must not start. A file-size limit below
    ///   `bytes` (`EFBIG`) is no full disk: nothing is set aside then, and no error thrown.
    public func reserve(_ bytes: Int = FolderHandle.reservedBytes, for name: String) throws(ActivetaskError) {
        let reserve = Self.reserveName(for: name)
        try? Syscalls.unlinkat(descriptor, reserve)
        var failure: Errno?
        do {
            let file = try createFile(reserve)
            failure = [UInt8](repeating: 0, count: bytes).withUnsafeBytes { Syscalls.writeAll(file, $0).error }
            if failure == nil {
                do { try Syscalls.fsync(file) } catch { failure = error }
            }
            try? Syscalls.close(file)
        } catch {
            failure = error
        }
        if let failure {
            try? Syscalls.unlinkat(descriptor, reserve)
            guard failure != .fileTooLarge else { return }
            throw ActivetaskError(.writeFailed, "cannot set aside \(bytes) bytes in \(url.path) for \(name): \(failure); "
                                  + "free disk space or choose another output folder", errno: failure)
        }
    }

    /// Gives back the space `reserve(for:)` set aside for `name` (a run that ends without writing it).
    /// - Parameter name: The file the space was for.
    public func releaseReserve(for name: String) {
        try? Syscalls.unlinkat(descriptor, Self.reserveName(for: name))
    }

    private static func reserveName(for name: String) -> String {
        ".\(name).reserve"
    }

    /// Writes `data` as `name` through a temporary file in this folder, fsynced, then renamed
    /// onto `name` (`replacing`) or linked as `name`, and the folder fsynced so the name survives a
    /// power cut, which fails when the name was taken in the
    /// meantime (another run writing the same folder): fully or not at all, never over another
    /// file unless `replacing`, mode 0600. On a full disk the space `reserve(for:)` set
    /// aside for `name` is given back and the write tried once more; the reserve is removed once
    /// `name` is written.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: A name from `SafeFileName`.
    ///   - replacing: Whether a file already named `name` may be replaced; without it anything
    ///     there is an error and stays as it was.
    ///   - permissions: The file's mode: 0600, health data's, unless told (systemd units are 0644).
    /// - Throws: `ActivetaskError(.writeFailed)` naming the file and the reason (disk full, the
    ///   name taken); the temporary file is removed.
    public func writeAtomically(_ data: Data, to name: String, replacing: Bool = false, permissions: mode_t = 0o600) throws(ActivetaskError) {
        do {
            try writeThroughTemporaryFile(data, to: name, replacing: replacing, permissions: permissions)
        } catch let error where [.noSpace, .diskQuotaExceeded].contains(error.errno)
                    && (try? Syscalls.unlinkat(descriptor, Self.reserveName(for: name))) != nil {
            try writeThroughTemporaryFile(data, to: name, replacing: replacing, permissions: permissions)
        }
        releaseReserve(for: name)
    }

    private func writeThroughTemporaryFile(_ data: Data, to name: String, replacing: Bool, permissions: mode_t) throws(ActivetaskError) {
        let target = url.appendingPathComponent(name)
        let temporary = ".\(name).\(UUID().uuidString).tmp"
        let file: CInt
        do {
            file = try createFile(temporary, permissions: permissions)
        } catch {
            throw ActivetaskError(.writeFailed, "cannot create \(url.appendingPathComponent(temporary).path): \(error); "
                                  + "check that \(url.path) is writable", errno: error)
        }
        var failure = data.withUnsafeBytes { Syscalls.writeAll(file, $0).error }
        if failure == nil {
            do { try Syscalls.fsync(file) } catch { failure = error }
        }
        do { try Syscalls.close(file) } catch { failure = failure ?? error }
        if failure == nil {
            do { try place(temporary, as: name, replacing: replacing) } catch { failure = error }
        }
        if failure == .fileExists {
            try? Syscalls.unlinkat(descriptor, temporary)
            throw ActivetaskError(.writeFailed, "\(target.path) already exists and is kept; choose another output folder",
                                  errno: .fileExists)
        }
        if let failure {
            try? Syscalls.unlinkat(descriptor, temporary)
            throw ActivetaskError(.writeFailed, "cannot write \(target.path): \(failure); free space or choose another output folder",
                                  errno: failure)
        }
        try sync(publishing: name)
    }

    /// Gives the written `temporary` its `name`: renamed over it when `replacing`, else linked,
    /// which fails with `EEXIST` when the name is taken, then unlinked. On a file system without
    /// hard links (FAT on an SD card: `EPERM`) the name is checked and the file renamed. The
    /// caller fsyncs the folder (`sync(publishing:)`).
    package func place(_ temporary: String, as name: String, replacing: Bool) throws(Errno) {
        if !replacing {
            do {
                try Syscalls.linkat(descriptor, temporary, descriptor, name)
                try? Syscalls.unlinkat(descriptor, temporary)
                return
            } catch where error == .notPermitted || error.rawValue == EOPNOTSUPP {
                guard !contains(name) else { throw .fileExists }
            }
        }
        try Syscalls.renameat(descriptor, temporary, descriptor, name)
    }

    private static func failure(_ folder: URL, _ error: Errno) -> ActivetaskError {
        let reason = switch error {
        case .fileExists: "something is already there; nothing in an output folder is replaced, choose another --output"
        case .tooManySymbolicLinks: "it is a symbolic link, which is never followed inside an output folder; remove it or choose another --output"
        case .notDirectory: "it is a file, not a folder; choose another --output"
        default: "\(error); choose a writable --output"
        }
        return ActivetaskError(.outputNotWritable, "output folder \(folder.path) cannot be used: \(reason)", errno: error)
    }
}
