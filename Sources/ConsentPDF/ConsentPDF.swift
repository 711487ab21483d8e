import Foundation

/// A rendered consent PDF: its bytes, its page count and where each signature area was drawn.
package struct ConsentPDF: Sendable {
    /// Where one signature's area is on the page, in points from the top-left corner.
    package struct SignatureArea: Sendable, Equatable {
        /// The signature's identifier.
        package var identifier: String
        /// The page, from 1.
        package var page: Int
        /// The left edge.
        package var x: Double
        /// The top edge.
        package var y: Double
        /// The width.
        package var width: Double
        /// The height.
        package var height: Double
    }

    /// The PDF file's bytes.
    package var data: Data
    /// The number of pages.
    package var pageCount: Int
    /// The signature areas, in the document's signature order.
    package var signatureAreas: [SignatureArea]
}
