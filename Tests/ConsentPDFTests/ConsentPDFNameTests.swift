import ActiveTasks
import ConsentPDF
import Foundation
import PredefinedTasks
import Testing

/// What the signature block prints of the signer: a name in any script a participant can type,
/// drawn by pango's fallback through Debian's Noto fonts and said font by font in the PDF's
/// Subject (checked with pdftotext, pdffonts and pdfinfo), a warning when no font has a glyph; and
/// the date in the language the PDF is printed in.
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

    @Test(.timeLimit(.minutes(1)), arguments: [("日本", "太郎", "Noto Sans CJK"), ("محمد", "", "DejaVu Sans"), ("Zoë", "日本", "Noto Sans CJK")])
    func aNameInAnyScriptIsDrawnByAFontThatHasItAndComesBackAsText(given: String, family: String, font: String) async throws {
        let (document, result) = try Self.signed(given, family)
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [result], author: result.printedName, createdAt: Self.instant)
        let tools = try PDFTools()
        defer { tools.remove() }
        let url = try tools.write(pdf.data)
        let text = try await tools.run("pdftotext", ["-enc", "UTF-8", url.path, "-"]).output
        for part in [given, family] where !part.isEmpty {
            #expect(text.contains(part), "\(part) is not in the PDF's text: \(text.suffix(300))")
        }
        #expect(pdf.missingGlyphs.isEmpty && pdf.warnings.isEmpty, "\(pdf.warnings)")
        let fonts = try #require(pdf.printedNames.first?.fonts)
        #expect(fonts.map(\.text).joined(separator: " ") == result.printedName, "\(fonts)")
        #expect(fonts.contains { $0.family.hasPrefix(font) && $0.text.unicodeScalars.allSatisfy { $0.value > 0x2FF || $0 == " " } },
                "the non-Latin part is drawn by a fallback font: \(fonts)")
        let embedded = try await tools.run("pdffonts", [url.path]).output
        #expect(embedded.contains(font.replacingOccurrences(of: " ", with: "")), "\(embedded)")
        let subject = try await tools.run("pdfinfo", [url.path]).output
        #expect(subject.contains(pdf.fontsText) && pdf.fontsText.contains("(\(fonts.last!.family))"), "\(subject)")
    }

    @Test(.timeLimit(.minutes(1)))
    func anEmojiInANameIsDrawnInTheColourEmojiFontAndSaidToBe() async throws {
        let (document, result) = try Self.signed("日本 太郎", "🙂")
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [result], author: result.printedName, createdAt: Self.instant)
        let tools = try PDFTools()
        defer { tools.remove() }
        let url = try tools.write(pdf.data)
        let fonts = try #require(pdf.printedNames.first?.fonts)
        #expect(fonts == [FontRun(text: "日本 太郎", family: fonts[0].family), FontRun(text: "🙂", family: "Noto Color Emoji")], "\(fonts)")
        #expect(fonts[0].family.hasPrefix("Noto Sans CJK"))
        #expect(pdf.missingGlyphs.isEmpty, "\(pdf.warnings)")
        let text = try await tools.run("pdftotext", ["-enc", "UTF-8", url.path, "-"]).output
        #expect(text.contains("日本 太郎 🙂"), "\(text.suffix(300))")
        // cairo 1.16 (Debian bookworm) draws a colour glyph as an image; the text read back is the
        // invisible glyph that carries it (TextLayout.draw).
        let images = try await tools.run("pdfimages", ["-list", url.path]).output
        #expect(images.split(separator: "\n").count > 2, "the emoji's image: \(images)")
        await #expect(try tools.run("pdfinfo", [url.path]).output.contains("日本 太郎 (\(fonts[0].family)) 🙂 (Noto Color Emoji)"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aCharacterNoFontHasIsAWarningNamingTheText() throws {
        // U+10FFFD is a private-use character: no font has a glyph for it.
        let (document, result) = try Self.signed("Ana", "\u{10FFFD}")
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [result], author: nil, createdAt: Self.instant)
        #expect(pdf.missingGlyphs == ["Ana \u{10FFFD}"])
        #expect(pdf.warnings.count == 1 && pdf.warnings[0].contains("\"Ana \u{10FFFD}\" holds characters no installed font can draw")
                && pdf.warnings[0].contains("fonts-noto-core"), "\(pdf.warnings)")
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
