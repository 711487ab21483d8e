import Foundation

/// The image file types an image choice may show, told apart by their first bytes.
public enum ImageKind: String, Sendable {
    /// A PNG file: it starts with the 8-byte PNG signature.
    case png
    /// An SVG file: its first element (after an XML declaration, comments and a doctype) is `<svg`.
    case svg

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The kind of the file whose contents are `data`; `nil` for anything else.
    /// - Parameter data: The file's bytes.
    public init?(_ data: Data) {
        if data.prefix(Self.pngSignature.count).elementsEqual(Self.pngSignature) {
            self = .png
            return
        }
        guard let text = String(data: data.prefix(64 * 1024), encoding: .utf8),
              Self.firstElement(in: text) == "svg" else { return nil }
        self = .svg
    }

    /// The name of the first element of an XML text, skipping a byte-order mark, the XML
    /// declaration, processing instructions, comments and a doctype.
    private static func firstElement(in text: String) -> String? {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
            guard rest.hasPrefix("<") else { return nil }
            let skipped: (open: String, close: String)? = rest.hasPrefix("<?") ? ("<?", "?>")
                : rest.hasPrefix("<!--") ? ("<!--", "-->") : rest.hasPrefix("<!") ? ("<!", ">") : nil
            guard let skipped else {
                return String(rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
            }
            guard let end = rest.range(of: skipped.close) else { return nil }
            rest = rest[end.upperBound...]
        }
    }
}
