import ActiveTasks
import ConsentPDF
import Foundation
import Markup
import PredefinedTasks
import Study
import Testing

/// The signed consent PDF through the real cairo and pango, checked with qpdf and poppler:
/// structure, text (in reading order), page numbers, metadata and where ink lands.
@Suite(.serialized) struct ConsentPDFTests {
    private static let instant = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01T00:00:00Z

    /// The predefined consent task's document.
    private static func document() throws -> ConsentDocument {
        try #require(try PredefinedTask.consent.task().consentDocument)
    }

    private static func signed(_ strokes: [[ConsentSignaturePoint]], document: ConsentDocument) -> ConsentSignatureResult {
        ConsentSignatureResult(answer: ConsentReviewAnswer(consented: true, givenName: "Åsa", familyName: "Łukasiewicz-Müller",
                                                          signature: ConsentSignatureMark(source: .touchscreen, strokes: strokes)),
                               signature: document.signatures[0], document: document, date: instant)
    }

    /// Whether `expected` occur in `words` in this order (each a run of consecutive words).
    private static func inOrder(_ expected: [String], in words: [String]) -> String? {
        var position = 0
        for phrase in expected {
            let parts = phrase.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            guard !parts.isEmpty else { continue }
            var found: Int?
            var start = position
            while start + parts.count <= words.count {
                if Array(words[start..<(start + parts.count)]) == parts { found = start; break }
                start += 1
            }
            guard let found else { return "\"\(phrase)\" is missing after word \(position)" }
            position = found + parts.count
        }
        return nil
    }

    @Test(.timeLimit(.minutes(1)))
    func theSignedDocumentHoldsEverySectionTheSignatureBlockAndPageNumbersInOrder() async throws {
        let document = try Self.document()
        let pdf = try ConsentPDFRenderer(document: document).render(
            signatures: [Self.signed([[ConsentSignaturePoint(x: 0.1, y: 0.5)]], document: document)],
            author: "Åsa Łukasiewicz-Müller", createdAt: Self.instant)
        let tools = try PDFTools()
        defer { tools.remove() }
        let url = try tools.write(pdf.data)
        let check = try await tools.run("qpdf", ["--check", url.path])
        #expect(check.status == 0, "\(check.output)")
        let words = try await tools.words(url)
        var expected = [document.title!]
        for section in document.documentSections {
            expected.append(section.documentTitle!)
            expected += section.content.blocks.map(\.text).flatMap { $0.split(whereSeparator: { $0.isWhitespace }).map(String.init) }
        }
        expected += ["Page 1 of \(pdf.pageCount)", "Consent", document.signaturePageContent.plainText, "Participant", "Signature",
                     "Åsa Łukasiewicz-Müller", "1 January 2026", "Printed Name", "Date", "Page \(pdf.pageCount) of \(pdf.pageCount)"]
        #expect(Self.inOrder(expected, in: words) == nil, "\(Self.inOrder(expected, in: words) ?? "")")
        // The sections that are left out of the document are not printed.
        #expect(!words.contains("Coded"))
        let info = try await tools.run("pdfinfo", [url.path]).output
        #expect(info.contains("Title:           Consent to Take Part in the Example Mobility Study"), "\(info)")
        #expect(info.contains("Author:          Åsa Łukasiewicz-Müller"), "\(info)")
        #expect(info.contains("Pages:           \(pdf.pageCount)"), "\(info)")
        // pdfinfo shows the creation date in UTC: midnight UTC, written as 00:00 London time.
        #expect(info.contains("CreationDate:    Thu Jan  1 00:00:00 2026 UTC"), "\(info)")
        #expect(pdf.pageCount >= 2 && pdf.signatureAreas.map(\.page) == [pdf.pageCount])
    }

    @Test(.timeLimit(.minutes(1)))
    func aLongDocumentRunsOverAsManyPagesAsItNeedsEachNumbered() async throws {
        let paragraph = (1...60).map { "word\($0)" }.joined(separator: " ")
        let sections = (1...30).map { ConsentSection(kind: .custom, title: "Part \($0)", content: ConsentMarkup(plainText: paragraph + "\n\n" + paragraph)) }
        let document = ConsentDocument(title: "Long", sections: sections, signaturePageTitle: "Consent",
                                       signatures: [ConsentSignature(identifier: "p", title: "Participant")],
                                       pageSize: .letter, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [], author: nil, createdAt: Self.instant)
        let tools = try PDFTools()
        defer { tools.remove() }
        let url = try tools.write(pdf.data)
        await #expect(try tools.run("qpdf", ["--check", url.path]).status == 0)
        #expect(pdf.pageCount > 5)
        let words = try await tools.words(url)
        // Every part, every word, in order (a page's footer may come between two words); a page number on every page.
        let paragraphWords = paragraph.split(separator: " ").map(String.init)
        var expected: [String] = []
        for part in 1...30 { expected += ["Part \(part)"] + paragraphWords + paragraphWords }
        #expect(Self.inOrder(expected, in: words) == nil, "\(Self.inOrder(expected, in: words) ?? "")")
        #expect(Self.inOrder((1...pdf.pageCount).map { "Page \($0) of \(pdf.pageCount)" }, in: words) == nil)
        // An unsigned signature prints as an empty block to sign on paper, on the last page alone after the break.
        #expect(Self.inOrder(["Page \(pdf.pageCount - 1) of \(pdf.pageCount)", "Consent", "Participant", "Signature", "Printed Name", "Date"], in: words) == nil)
        let page = try await tools.render(url, page: pdf.pageCount)
        #expect(page.width == 612 && page.height == 792)
    }

    @Test(.timeLimit(.minutes(1)))
    func textInAnyScriptRendersAndComesBack() async throws {
        var text = "Åsa Ørsted, ü é ł ß, Ελληνικά κείμενο, Кириллица"
        // CJK only where a font for it is installed (fonts-noto-cjk); DejaVu has none.
        let tools = try PDFTools()
        defer { tools.remove() }
        let cjk = try await tools.run("fc-list", [":lang=zh"]).output.contains(":")
        if cjk { text += " 知情同意" }
        let document = ConsentDocument(title: "Ünïcödé", sections: [ConsentSection(kind: .overview, content: ConsentMarkup(plainText: text))],
                                       signatures: [], locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!)
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [], author: "Ελένη", createdAt: Self.instant)
        let url = try tools.write(pdf.data)
        let words = try await tools.words(url)
        #expect(Self.inOrder(["Ünïcödé", "Welcome", text], in: words) == nil, "\(words)")
        await #expect(try tools.run("pdfinfo", [url.path]).output.contains("Author:          Ελένη"))
    }

    @Test(.timeLimit(.minutes(1)))
    func theDrawnStrokesLeaveInkWhereTheyGoAndNowhereElseInTheSignatureArea() async throws {
        let document = try Self.document()
        // A "V", a horizontal bar and a lone dot, in the area's normalized units.
        let strokes = [[ConsentSignaturePoint(x: 0.10, y: 0.20), ConsentSignaturePoint(x: 0.20, y: 0.80), ConsentSignaturePoint(x: 0.30, y: 0.20)],
                       [ConsentSignaturePoint(x: 0.45, y: 0.50), ConsentSignaturePoint(x: 0.90, y: 0.50)],
                       [ConsentSignaturePoint(x: 0.70, y: 0.15)]]
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: [Self.signed(strokes, document: document)],
                                                                   author: nil, createdAt: Self.instant)
        let area = try #require(pdf.signatureAreas.first)
        #expect(area.x == ConsentPDFLayout.margin && area.width == ConsentPDFLayout.signatureWidth && area.height == ConsentPDFLayout.signatureHeight)
        let tools = try PDFTools()
        defer { tools.remove() }
        let image = try await tools.render(try tools.write(pdf.data), page: area.page)
        // The rule labelled "Signature" runs along the area's bottom edge: the area is where it is drawn.
        let ruleInk = stride(from: area.x + 2, to: area.x + area.width - 2, by: 4).allSatisfy { image.darkest(near: $0, area.y + area.height, radius: 1) < 160 }
        #expect(ruleInk)
        // Segments in page points.
        func point(_ p: ConsentSignaturePoint) -> (Double, Double) {
            (area.x + p.x * area.width, area.y + p.y * area.height)
        }
        var segments: [((Double, Double), (Double, Double))] = []
        for stroke in strokes {
            for index in stroke.indices {
                segments.append((point(stroke[index]), point(stroke[min(index + 1, stroke.count - 1)])))
            }
        }
        func distance(_ x: Double, _ y: Double) -> Double {
            segments.map { a, b in
                let (dx, dy) = (b.0 - a.0, b.1 - a.1)
                let length = dx * dx + dy * dy
                let t = length == 0 ? 0 : max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / length))
                return hypot(x - (a.0 + t * dx), y - (a.1 + t * dy))
            }.min()!
        }
        // Ink along every segment …
        var missing: [String] = []
        for (a, b) in segments {
            for step in 0...10 {
                let (x, y) = (a.0 + (b.0 - a.0) * Double(step) / 10, a.1 + (b.1 - a.1) * Double(step) / 10)
                if image.darkest(near: x, y, radius: 1) > 100 { missing.append("(\(x), \(y))") }
            }
        }
        #expect(missing.isEmpty, "no ink at \(missing)")
        // … and none in the area farther than 4 pt from every stroke (the rule's row left out).
        var stray: [String] = []
        for row in Int(area.y)..<Int(area.y + area.height - 3) {
            for column in Int(area.x)..<Int(area.x + area.width) where distance(Double(column) + 0.5, Double(row) + 0.5) > 4 {
                if image[column, row] < 200 { stray.append("(\(column), \(row))") }
            }
        }
        #expect(stray.isEmpty, "ink away from the strokes at \(stray.prefix(10))")
    }
}
