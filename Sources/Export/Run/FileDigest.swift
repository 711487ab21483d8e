import Crypto
import Foundation
import RecordingFormat

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
        hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    /// Checks the bytes seen against `file`'s recorded size and SHA-256.
    /// - Parameters:
    ///   - file: The file result.
    ///   - location: The file, for the message.
    /// - Throws: `ExportError` naming the file when its size or digest differs.
    func check(against file: FileResult, at location: URL) throws(ExportError) {
        guard byteCount == file.byteSize else {
            throw ExportError("\(location.path): \(byteCount) bytes, but the task result recorded \(file.byteSize); the file changed after the run: restore it from a backup")
        }
        let digest = hexDigest()
        guard digest == file.sha256 else {
            throw ExportError("\(location.path): SHA-256 \(digest) does not match the task result's \(file.sha256); the file changed after the run: restore it from a backup")
        }
    }

    /// Streams the file at `location` in 1 MiB blocks and checks it against `file`.
    /// - Throws: `ExportError` when the file cannot be read or does not match.
    static func verify(_ file: FileResult, at location: URL) throws(ExportError) {
        var digest = FileDigest()
        try FileDigest.stream(location) { digest.update($0) }
        try digest.check(against: file, at: location)
    }

    /// Calls `body` with successive blocks of the file at `location`.
    /// - Throws: `ExportError` naming the file when it cannot be read.
    static func stream(_ location: URL, _ body: (UnsafeRawBufferPointer) throws(ExportError) -> Void) throws(ExportError) {
        let handle = try open(location)
        defer { try? handle.close() }
        while true {
            let block: Data?
            do {
                block = try handle.read(upToCount: 1 << 20)
            } catch {
                throw ExportError("\(location.path): read failed (\(error.localizedDescription))")
            }
            guard let block, !block.isEmpty else { return }
            try block.withUnsafeBytes { bytes in Result { () throws(ExportError) in try body(bytes) } }.get()
        }
    }

    /// The file at `location`, opened for reading.
    /// - Throws: `ExportError` naming the file when it cannot be opened.
    static func open(_ location: URL) throws(ExportError) -> FileHandle {
        do {
            return try FileHandle(forReadingFrom: location)
        } catch {
            throw ExportError("\(location.path): cannot be opened (\(error.localizedDescription)); check its permissions")
        }
    }
}
