import ActiveTasks
import ConsentPDF
import Foundation
import PredefinedTasks
import Testing

/// What the signature block prints of the signer: the date in the language the PDF is printed in.
@Suite(.serialized) struct ConsentPDFNameTests {
    private static let instant = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01T00:00:00Z

    /// The predefined consent document in `language`, signed by `given family` on `instant`.
    private static func signed(_ given: String, _ family: String, language: String? = nil,
                               signedIn signingLanguage: String? = nil) throws -> (ConsentDocument, ConsentSignatureResult) {
        let document = try #require(try PredefinedTask.consent.task(language: language.flatMap(LanguageTag.init)).consentDocument)
        let signing = try #require(try PredefinedTask.consent.task(language: signingLanguage.flatMap(LanguageTag.init)).consentDocument)
        let result = ConsentSignatureResult(answer: ConsentReviewAnswer(consented: true, givenName: given, familyName: family,
                                                                       signature: ConsentSignatureMark(source: .touchscreen, strokes: [])),
                                            signature: signing.signatures[0], document: signing, date: instant)
        return (document, result)
    }

    @Test(.timeLimit(.minutes(1)))
    func aPDFPrintedInAnotherLanguageDatesTheSignatureInThatLanguage() async throws {
        // Signed in English ("1 January 2026"), printed in French with no locale in the document.
        let (document, result) = try Self.signed("Åsa", "Ørsted", language: "fr", signedIn: "en")
        let zone = result.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "fr")
        formatter.timeZone = zone
        formatter.dateFormat = "d MMMM yyyy"
        let french = formatter.string(from: Self.instant)
        #expect(result.signatureDate != french, "the run recorded the English date: \(result.signatureDate ?? "")")
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [result], author: nil, createdAt: Self.instant)
        let tools = try PDFTools()
        defer { tools.remove() }
        let words = try await tools.words(try tools.write(pdf.data)).joined(separator: " ")
        #expect(words.contains("Åsa Ørsted \(french) Nom en toutes lettres Date"), "\(words.suffix(200))")
    }
}
