import Crypto

/// The size and SHA-256 of a chunk's bytes as a reader streams them, checked at the end against
/// the file result that lists the chunk (a step's result in `taskResult.json`), so a chunk
/// changed after its run is noticed in the one pass that reads it.
package struct ChunkDigest {
    private let listed: FileResult
    private var hasher = SHA256()
    private var byteCount = 0

    /// Starts the digest of the chunk `listed` describes.
    package init(listed: FileResult) {
        self.listed = listed
    }

    /// Adds the next bytes read from the chunk.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
        byteCount += bytes.count
    }

    /// What differs from the listing once every byte was added, or `nil` when size and SHA-256
    /// both match.
    package func mismatch() -> String? {
        guard byteCount == listed.byteSize else {
            return "\(byteCount) bytes, but the task result lists \(listed.byteSize)"
        }
        let digest = hasher.finalize()
        let expected = listed.sha256.utf8.map { byte -> UInt8 in
            byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : (byte | 0x20) &- UInt8(ascii: "a") &+ 10
        }
        let matches = expected.count == 64 && digest.elementsEqual((0..<32).map { expected[2 * $0] << 4 | expected[2 * $0 + 1] })
        return matches ? nil : "its SHA-256 differs from the task result's \(listed.sha256)"
    }
}
