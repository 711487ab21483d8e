import Foundation

/// A rendered consent PDF: its bytes, its page count and where each signature area was drawn.
public struct ConsentPDF: Sendable {
    /// Where one signature's area is on the page, in points from the top-left corner.
    public struct SignatureArea: Sendable, Equatable {
        /// The signature's identifier.
        public var identifier: String
        /// The page, from 1.
        public var page: Int
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
    }

    /// The PDF file's bytes.
    public var data: Data
    /// The number of pages.
    public var pageCount: Int
    /// The signature areas, in the document's signature order.
    public var signatureAreas: [SignatureArea]
}
