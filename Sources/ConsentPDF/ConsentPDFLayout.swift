/// Where things go on a consent PDF page, in PostScript points (1/72 in) from the page's top-left
/// corner: the margins, the text sizes and the signature block.
///
/// A signature block, from its top: the signature's title; the signature area
/// (`signatureWidth` × `signatureHeight`, strokes scaled into it, x to the right and y downwards)
/// with a rule along its bottom labelled "Signature"; then, side by side, the printed name over a
/// rule labelled "Printed Name" and the date over a rule labelled "Date".
package enum ConsentPDFLayout {
    /// The margin on every side.
    package static let margin = 56.0
    /// The body text size.
    package static let bodySize = 11.0
    /// The document title's size.
    package static let titleSize = 18.0
    /// A section heading's size.
    package static let headingSize = 13.0
    /// The size of the labels under the rules and of the page footer.
    package static let labelSize = 8.0
    /// The signature area's width: three inches.
    package static let signatureWidth = 216.0
    /// The signature area's height: one inch.
    package static let signatureHeight = 72.0
    /// The width of a signature stroke.
    package static let strokeWidth = 2.0
    /// The width of the rules.
    package static let ruleWidth = 0.75
    /// The width of the printed-name column; the date column follows after `columnGap`.
    package static let nameWidth = 216.0
    /// The gap between the name and date columns.
    package static let columnGap = 36.0
    /// The width of the date column.
    package static let dateWidth = 144.0
    /// The indent of list items.
    package static let listIndent = 18.0
}
