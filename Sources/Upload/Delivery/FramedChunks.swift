import NIOCore

/// A body of `head`, then every chunk of `base`, then `tail`: a multipart form around a file
/// streamed from disk.
struct FramedChunks<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == ByteBuffer {
    typealias Element = ByteBuffer

    /// The bytes before the file.
    let head: ByteBuffer
    /// The file's chunks.
    let base: Base
    /// The bytes after the file.
    let tail: ByteBuffer

    /// Yields the head, the base's chunks, then the tail.
    struct AsyncIterator: AsyncIteratorProtocol {
        private var head: ByteBuffer?
        private var base: Base.AsyncIterator
        private var tail: ByteBuffer?

        fileprivate init(_ chunks: FramedChunks) {
            head = chunks.head
            base = chunks.base.makeAsyncIterator()
            tail = chunks.tail
        }

        mutating func next() async throws -> ByteBuffer? {
            if let first = head {
                head = nil
                return first
            }
            if let chunk = try await base.next() { return chunk }
            defer { tail = nil }
            return tail
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(self)
    }
}
