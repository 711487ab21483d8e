import Markup
import RecordingFormat
import ActiveTasks
import CPangoCairo
import Foundation

/// Prints a consent document and its signatures as a PDF through cairo and pango: the title,
/// every section not omitted (formal title or title, then its content, wrapped and running over
/// as many pages as needed), a page break, the signature page with one block per signature (the
/// drawn strokes as vector paths, or typed initials; the printed name; the date), and "Page N of
/// M" on every page. See `ConsentPDFLayout` for the geometry.
package struct ConsentPDFRenderer {
    /// The document printed.
    package var document: ConsentDocument

    /// Creates a renderer.
    /// - Parameter document: The document printed.
    package init(document: ConsentDocument) {
        self.document = document
    }

    /// The language of the labels and page numbers: the document's.
    private var language: BuiltInLanguage { BuiltInLanguage(tag: document.language) ?? .english }

    /// Renders the document signed with `signatures`.
    /// - Parameters:
    ///   - signatures: Consent signature results by signature identifier; a signature of the
    ///     document without one (or whose signer disagreed) prints as an empty block to sign on paper.
    ///   - author: The participant's name, written as the PDF's Author.
    ///   - createdAt: Written as the PDF's CreationDate, in the document's time zone.
    /// - Returns: The PDF.
    /// - Throws: `ActivetaskError` when cairo fails.
    package func render(signatures: [ConsentSignatureResult], author: String?, createdAt: Date) throws(ActivetaskError) -> ConsentPDF {
        typealias Layout = ConsentPDFLayout
        let size = document.pageSize.points
        let surface = try PDFSurface(width: size.width, height: size.height)
        let context = surface.context
        let left = Layout.margin
        let width = size.width - 2 * Layout.margin
        var flow = PageFlow(top: Layout.margin, bottom: size.height - Layout.margin - 2 * Layout.labelSize)
        if let title = document.title {
            flow.place(TextLayout(text: title, context: context, size: Layout.titleSize, bold: true, width: width), x: left)
            flow.skip(Layout.bodySize)
        }
        place(document.reviewBody, in: &flow, context: context, left: left, width: width)
        flow.breakPage()
        if let title = document.signaturePageTitle {
            flow.place(TextLayout(text: title, context: context, size: Layout.headingSize + 2, bold: true, width: width), x: left)
            flow.skip(Layout.bodySize / 2)
        }
        place(document.signaturePageContent, in: &flow, context: context, left: left, width: width)
        var areas: [ConsentPDF.SignatureArea] = []
        var names: [ConsentPDF.PrintedName] = []
        for signature in document.signatures {
            let result = signatures.first { $0.identifier == signature.identifier && $0.consented }
            flow.skip(Layout.bodySize)
            let (area, name) = place(signature, result, in: &flow, context: context, left: left)
            areas.append(area)
            if let result, !result.printedName.isEmpty { names.append(ConsentPDF.PrintedName(name: result.printedName, fonts: name.fonts)) }
        }
        let pageCount = flow.pages.count
        for (index, marks) in flow.pages.enumerated() {
            for mark in marks { mark(context) }
            let footer = TextLayout(text: BuiltInText.pageOf.text(in: language, String(index + 1), String(pageCount)), context: context, size: Layout.labelSize)
            let line = footer.lines[0]
            footer.draw(line: 0, x: (size.width - footer.width) / 2,
                        baseline: size.height - Layout.margin - line.height + line.baseline, on: context)
            surface.showPage()
        }
        surface.setMetadata(CAIRO_PDF_METADATA_TITLE, document.title ?? BuiltInText.pdfConsent.text(in: language))
        if let author, !author.isEmpty { surface.setMetadata(CAIRO_PDF_METADATA_AUTHOR, author) }
        surface.setMetadata(CAIRO_PDF_METADATA_CREATE_DATE, creationDate(createdAt))
        var pdf = ConsentPDF(data: Data(), pageCount: pageCount, signatureAreas: areas, printedNames: names, missingGlyphs: flow.missingGlyphs)
        if !names.isEmpty { surface.setMetadata(CAIRO_PDF_METADATA_SUBJECT, pdf.fontsText) }
        pdf.data = try surface.finish()
        return pdf
    }

    /// Places the blocks of `markup`: headings bold and larger, list items indented behind their
    /// bullet or number.
    private func place(_ markup: ConsentMarkup, in flow: inout PageFlow, context: OpaquePointer, left: Double, width: Double) {
        typealias Layout = ConsentPDFLayout
        for block in markup.blocks {
            let markupText = TextLayout.markup(block.runs)
            switch block.kind {
            case .heading:
                flow.skip(Layout.bodySize / 2)
                flow.place(TextLayout(markup: markupText, context: context, size: Layout.headingSize, bold: true, width: width), x: left)
            case .paragraph:
                flow.place(TextLayout(markup: markupText, context: context, size: Layout.bodySize, width: width), x: left)
            case .bullet, .numbered:
                var label = "•"
                if case .numbered(let number) = block.kind { label = "\(number)." }
                let text = TextLayout(markup: markupText, context: context, size: Layout.bodySize, width: width - Layout.listIndent)
                let first = flow.place(text, x: left + Layout.listIndent)
                let marker = TextLayout(text: label, context: context, size: Layout.bodySize)
                flow.add({ marker.draw(line: 0, x: left, baseline: first.baseline, on: $0) }, onPage: first.page)
            }
            flow.skip(Layout.bodySize / 2)
        }
    }

    /// Places one signature block, kept on one page.
    /// - Returns: Where its signature area is, and the layout of its printed name.
    private func place(_ signature: ConsentSignature, _ result: ConsentSignatureResult?, in flow: inout PageFlow,
                       context: OpaquePointer, left: Double) -> (ConsentPDF.SignatureArea, TextLayout) {
        typealias Layout = ConsentPDFLayout
        let heading = TextLayout(text: signature.title ?? signature.identifier, context: context, size: Layout.bodySize, bold: true)
        let name = TextLayout(text: result?.printedName ?? "", context: context, size: Layout.bodySize)
        let date = TextLayout(text: dateText(of: result, signature), context: context, size: Layout.bodySize)
        let labels = [BuiltInText.pdfSignature, .pdfPrintedName, .pdfDate].map { $0.text(in: language) }.map { TextLayout(text: $0, context: context, size: Layout.labelSize) }
        let headingHeight = heading.lines[0].height, nameHeight = name.lines[0].height, labelHeight = labels[0].lines[0].height
        flow.keep(headingHeight + 4 + Layout.signatureHeight + 2 + labelHeight + 10 + nameHeight + 2 + labelHeight)
        flow.place(heading, x: left)
        flow.skip(4)
        let area = ConsentPDF.SignatureArea(identifier: signature.identifier, page: flow.page, x: left, y: flow.y,
                                            width: Layout.signatureWidth, height: Layout.signatureHeight)
        if let mark = result?.signature {
            flow.add { SignatureDrawing.draw(mark, x: area.x, y: area.y, width: area.width, height: area.height, on: $0) }
        }
        let signatureRule = area.y + area.height
        flow.add { Self.rule(x: left, y: signatureRule, width: Layout.signatureWidth, on: $0) }
        flow.skip(Layout.signatureHeight + 2)
        flow.place(labels[0], x: left)
        flow.skip(10)
        let columns = [(name, labels[1], left, Layout.nameWidth),
                       (date, labels[2], left + Layout.nameWidth + Layout.columnGap, Layout.dateWidth)]
        let top = flow.y
        for (value, label, x, width) in columns {
            let line = value.lines[0], labelLine = label.lines[0]
            let ruleY = top + nameHeight + 2
            flow.add {
                value.draw(line: 0, x: x, baseline: top + line.baseline, on: $0)
                Self.rule(x: x, y: ruleY, width: width, on: $0)
                label.draw(line: 0, x: x, baseline: ruleY + 2 + labelLine.baseline, on: $0)
            }
        }
        flow.skip(nameHeight + 2 + 2 + labelHeight)
        flow.note(name)
        flow.note(date)
        return (area, name)
    }

    /// The date a signature block shows: the moment signed in the document's locale (the language
    /// it is printed in, unless the document names a `locale`) and the signer's time zone, by the
    /// signature's pattern, so a reprint in another language (`consent-pdf --language de`) dates
    /// in that language; the text the run recorded when it kept no moment.
    private func dateText(of result: ConsentSignatureResult?, _ signature: ConsentSignature) -> String {
        guard let result, let instant = result.signatureInstant else { return result?.signatureDate ?? "" }
        var signed = document
        if let zone = result.timeZone.flatMap(TimeZone.init(identifier:)) { signed.timeZone = zone }
        return signed.signatureDateText(instant, format: signature.signatureDateFormatString)
    }

    private static func rule(x: Double, y: Double, width: Double, on context: OpaquePointer) {
        cairo_save(context)
        cairo_set_line_width(context, ConsentPDFLayout.ruleWidth)
        cairo_move_to(context, x, y)
        cairo_line_to(context, x + width, y)
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// `date` as cairo writes a PDF date: ISO 8601 with the document's UTC offset.
    private func creationDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = document.timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return formatter.string(from: date)
    }
}
