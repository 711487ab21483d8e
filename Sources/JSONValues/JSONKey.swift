/// A member key as the parser meets it: the key's UTF-8 bytes inside the input when it has no
/// escapes, so readers can match it against the keys they know without building a `String`.
package struct JSONKey {
    private let raw: UnsafeBufferPointer<UInt8>
    private let decoded: String?

    /// A key written without escapes; `raw` must outlive the key.
    /// - Parameter raw: The bytes between the quotes.
    package init(raw: UnsafeBufferPointer<UInt8>) {
        self.raw = raw
        decoded = nil
    }

    /// A key that held escapes, already decoded.
    /// - Parameter decoded: The key's text.
    package init(decoded: String) {
        raw = UnsafeBufferPointer(start: nil, count: 0)
        self.decoded = decoded
    }

    /// The key's text.
    package var text: String {
        decoded ?? String(decoding: raw, as: UTF8.self)
    }

    /// Whether `key` is `pattern`, so that `switch key { case "score": … }` compares bytes.
    package static func ~= (pattern: StaticString, key: JSONKey) -> Bool {
        if let decoded = key.decoded { return decoded == pattern.description }
        guard key.raw.count == pattern.utf8CodeUnitCount else { return false }
        return key.raw.elementsEqual(UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount))
    }
}
