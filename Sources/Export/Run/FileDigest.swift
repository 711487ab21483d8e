import Crypto
import Foundation
import RecordingFormat
#if canImport(Glibc)
import Glibc
#endif

/// The SHA-256 and size of a recorded file's bytes (a chunk, a consent PDF) as they stream past,
/// checked at the end against what its file result recorded.
struct FileDigest {
    private var hasher = SHA256()
    private var byteCount = 0

    /// Adds the next bytes of the file.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
        byteCount += bytes.count
    }

    /// The lowercase hex SHA-256 of the bytes seen.
    func hexDigest() -> String {
        hasher.finalize().hex
    }

    /// Checks the bytes seen against `file`'s recorded size and SHA-256.
    /// - Parameters:
    ///   - file: The file result.
    ///   - location: The file, for the message.
    /// - Throws: `ActivetaskError(.fileChanged)` naming the file when its size or digest differs.
    func check(against file: FileResult, at location: URL) throws(ActivetaskError) {
        guard byteCount == file.byteSize else {
            throw ActivetaskError(.fileChanged, "\(location.path): \(byteCount) bytes, but the task result recorded \(file.byteSize); the file changed after the run: restore it from a backup")
        }
        let digest = hexDigest()
        guard digest == file.sha256 else {
            throw ActivetaskError(.fileChanged, "\(location.path): SHA-256 \(digest) does not match the task result's \(file.sha256); the file changed after the run: restore it from a backup")
        }
    }

    /// Streams the file at `location` in 1 MiB blocks and checks it against `file`.
    /// - Throws: `ActivetaskError` when the file cannot be read or does not match.
    static func verify(_ file: FileResult, at location: URL) throws(ActivetaskError) {
        let descriptor = try open(location)
        defer { try? Syscalls.close(descriptor) }
        var digest = FileDigest()
        while true {
            let block = try read(descriptor, upTo: 1 << 20, of: location)
            if block.isEmpty { break }
            block.withUnsafeBytes { digest.update($0) }
        }
        try digest.check(against: file, at: location)
    }

    /// The file at `location`, opened for reading.
    /// - Throws: `ActivetaskError(.unreadable)` naming the file when it cannot be opened.
    static func open(_ location: URL) throws(ActivetaskError) -> CInt {
        do {
            return try Syscalls.open(location.path, O_RDONLY | O_CLOEXEC)
        } catch {
            throw ActivetaskError(.unreadable, "\(location.path): cannot be opened (\(error)); check its permissions", errno: error)
        }
    }

    /// The next `count` bytes of the file open as `descriptor`, fewer only at its end.
    /// - Throws: `ActivetaskError(.unreadable)` naming the file when a read fails.
    static func read(_ descriptor: CInt, upTo count: Int, of location: URL) throws(ActivetaskError) -> Data {
        var block = Data(count: count)
        var filled = 0
        while filled < count {
            let outcome = block.withUnsafeMutableBytes { bytes in
                Result { () throws(Errno) in try Syscalls.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled...])) }
            }
            let read: Int
            switch outcome {
            case .success(let count): read = count
            case .failure(let error): throw ActivetaskError(.unreadable, "\(location.path): read failed (\(error))", errno: error)
            }
            if read == 0 { break }
            filled += read
        }
        return block.prefix(filled)
    }
}
