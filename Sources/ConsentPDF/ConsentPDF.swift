import ActiveTasks
import Foundation
import JSONValues

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

    /// A signer's printed name and the fonts pango drew it in.
    package struct PrintedName: Sendable, Equatable {
        /// The name.
        package var name: String
        /// Its runs, each with its font's family.
        package var fonts: [FontRun]
    }

    /// The PDF file's bytes.
    package var data: Data
    /// The number of pages.
    package var pageCount: Int
    /// The signature areas, in the document's signature order.
    package var signatureAreas: [SignatureArea]
    /// The printed names of the signatures given, in the document's order, with their fonts;
    /// the PDF's Subject says the same (`fontsText`).
    package var printedNames: [PrintedName] = []
    /// The texts of the document and its signatures that hold a character no installed font has
    /// a glyph for (printed as a box), each once.
    package var missingGlyphs: [String] = []

    /// Which font drew which name, as the PDF's Subject and `consent-pdf` say it:
    /// `Printed names' fonts: 日本 太郎 (Noto Sans CJK JP) 🙂 (Noto Color Emoji)`, names separated by `; `.
    package var fontsText: String {
        "Printed names' fonts: " + printedNames.map { name in
            name.fonts.map { "\($0.text) (\($0.family))" }.joined(separator: " ")
        }.joined(separator: "; ")
    }

    /// One warning per text with a character no font could draw, saying what to install.
    package var warnings: [String] {
        missingGlyphs.map { text in
            "warning: consent PDF: \(JSONValue.quoted(JSONValue.excerpt(text))) holds characters no installed font can draw; they print "
                + "as boxes with their code: install a font for their script (Debian: fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji)"
        }
    }
}
