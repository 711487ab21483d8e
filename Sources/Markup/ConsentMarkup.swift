import Foundation

/// Formatted consent text: paragraphs, `h4` headings and list items made of bold and italic runs,
/// read from plain text or from the small HTML subset task JSON allows in `htmlContent` and
/// `htmlReviewContent`: `p`, `br`, `b`, `i`, `ul`, `ol`, `li` and `h4`, without attributes, and
/// the entities `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#39;`, `&nbsp;` and `&#N;`/`&#xN;`.
///
/// Whitespace collapses as in HTML; `br` breaks a line within its block. Text outside any block
/// is a paragraph of its own. Lists do not nest.
public struct ConsentMarkup: Sendable, Equatable {
    /// What a block is.
    public enum Kind: Sendable, Equatable {
        /// A paragraph.
        case paragraph
        /// An `h4` heading.
        case heading
        /// An item of a `ul` list.
        case bullet
        /// The `n`th item (from 1) of an `ol` list.
        case numbered(Int)
    }

    /// Text in one style.
    public struct Run: Sendable, Equatable {
        /// The text; `\n` where a `br` broke the line.
        public var text: String
        /// Inside `b`.
        public var isBold: Bool
        /// Inside `i`.
        public var isItalic: Bool

        /// Creates a run.
        public init(_ text: String, isBold: Bool = false, isItalic: Bool = false) {
            self.text = text
            self.isBold = isBold
            self.isItalic = isItalic
        }
    }

    /// One paragraph, heading or list item.
    public struct Block: Sendable, Equatable {
        /// What the block is.
        public var kind: Kind
        /// Its text, run by run.
        public var runs: [Run]

        /// Creates a block.
        public init(kind: Kind, runs: [Run]) {
            self.kind = kind
            self.runs = runs
        }

        /// The block's text without styles.
        public var text: String { runs.map(\.text).joined() }
    }

    /// The tags allowed in `htmlContent`.
    public static let allowedTags = ["p", "br", "b", "i", "ul", "ol", "li", "h4"]

    /// The blocks, in order.
    public var blocks: [Block]

    /// Creates markup from blocks.
    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// Plain text as paragraphs: a blank line separates paragraphs, a single line break stays a
    /// line break within one.
    /// - Parameter plainText: The text.
    public init(plainText: String) {
        let normalized = plainText.replacingOccurrences(of: "\r\n", with: "\n")
        blocks = normalized.components(separatedBy: "\n\n").compactMap { part in
            let lines = part.split(separator: "\n", omittingEmptySubsequences: true).map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            return lines.isEmpty ? nil : Block(kind: .paragraph, runs: [Run(lines.joined(separator: "\n"))])
        }
    }

    /// The text of every block, blocks separated by blank lines; list items begin with `• ` or
    /// their number, as a terminal shows them.
    public var plainText: String {
        blocks.map { block in
            switch block.kind {
            case .paragraph, .heading: return block.text
            case .bullet: return "• " + block.text
            case .numbered(let number): return "\(number). " + block.text
            }
        }.joined(separator: "\n\n")
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool { blocks.allSatisfy { $0.text.trimmingSpaces.isEmpty } }
}
