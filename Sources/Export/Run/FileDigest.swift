import Foundation
import RecordingFormat
#if canImport(Glibc)
import Glibc
#endif

/// A recorded file (a chunk, a consent PDF) checked against its file result as its bytes stream
/// past (`ChunkDigest`, as `analyze` checks chunks), and the reads that stream it.
struct FileDigest {
    private var digest: ChunkDigest
    private let location: URL

    /// Starts the check of `file`, found at `location`.
    init(_ file: FileResult, at location: URL) {
        digest = ChunkDigest(listed: file)
        self.location = location
    }

    /// Adds the next bytes of the file.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        digest.update(bytes)
    }

    /// Checks the bytes seen against the file result's size and SHA-256.
    /// - Throws: `ActivetaskError(.fileChanged)` naming the file and what differs.
    func check() throws(ActivetaskError) {
        if let mismatch = digest.mismatch() {
            throw ActivetaskError(.fileChanged, "\(location.path): \(mismatch); the file changed after the run: restore it from a backup")
        }
    }

    /// Streams the file at `location` in 1 MiB blocks and checks it against `file`.
    /// - Throws: `ActivetaskError` when the file cannot be read or does not match.
    static func verify(_ file: FileResult, at location: URL) throws(ActivetaskError) {
        let descriptor = try open(location)
        defer { try? Syscalls.close(descriptor) }
        var digest = FileDigest(file, at: location)
        while true {
            let block = try read(descriptor, upTo: 1 << 20, of: location)
            if block.isEmpty { break }
            block.withUnsafeBytes { digest.update($0) }
        }
        try digest.check()
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
