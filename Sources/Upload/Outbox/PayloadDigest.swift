import Crypto
import Foundation
import RecordingFormat

/// A payload's size and MD5 (base64, as Content-MD5 and Bridge's `contentMd5` carry it), read in
/// 1 MiB blocks.
struct PayloadDigest: Sendable, Equatable {
    /// The size in bytes.
    let byteCount: Int64
    /// The MD5, base64.
    let md5: String

    /// Reads the file at `url`.
    /// - Throws: `ActivetaskError(.unreadable)` naming the file.
    init(of url: URL) throws(ActivetaskError) {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var hash = Insecure.MD5()
            var count: Int64 = 0
            while let block = try handle.read(upToCount: 1 << 20), !block.isEmpty {
                hash.update(data: block)
                count += Int64(block.count)
            }
            byteCount = count
            md5 = Data(hash.finalize()).base64EncodedString()
        } catch {
            throw ActivetaskError(.unreadable, "\(url.path): cannot be read (\((error as NSError).localizedDescription))")
        }
    }
}
