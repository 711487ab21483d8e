import ActiveTasks

/// The texts of the ConsentPDF table (`BuiltInTextTable.consentPDF`, `Sources/ConsentPDF/strings/TAG.json`): the
/// texts only this target shows, one static member per key, named as its key; each doc comment says
/// where the text shows, for translators.
extension BuiltInText {
    /// The consent PDF's label under the signature.
    package static let pdfSignature = BuiltInText("pdfSignature", table: .consentPDF)
    /// The consent PDF's label under the printed name.
    package static let pdfPrintedName = BuiltInText("pdfPrintedName", table: .consentPDF)
    /// The consent PDF's label under the date.
    package static let pdfDate = BuiltInText("pdfDate", table: .consentPDF)
    /// The consent PDF's title when the document has none.
    package static let pdfConsent = BuiltInText("pdfConsent", table: .consentPDF)
}
