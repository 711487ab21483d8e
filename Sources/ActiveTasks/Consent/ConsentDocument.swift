import Foundation
import Markup

/// The document a participant consents to (ResearchKit's `ORKConsentDocument`): sections shown by
/// the visual consent step and printed in the review and the signed PDF, a signature page, and the
/// signatures it asks for.
///
/// Task JSON holds it at the task level, as `"consentDocument"`:
/// `{ "title": "…", "sections": [ … ], "signaturePageTitle": "Consent", "signaturePageContent": "…",
/// "signatures": [ … ], "htmlReviewContent": "…", "pageSize": "a4", "locale": "de_DE",
/// "timeZone": "Europe/Berlin" }`. `pageSize` defaults to the locale's paper, `locale` to the
/// language the task is shown in (in the system's region) and `timeZone` to the system's when
/// the task is loaded; signature dates are written in that time
/// zone.
public struct ConsentDocument: Sendable {
    /// The document's title, printed first and written as the PDF's title.
    public var title: String?
    /// The sections, in order.
    public var sections: [ConsentSection]
    /// The title of the signature page.
    public var signaturePageTitle: String?
    /// The text of the signature page, above the signatures.
    public var signaturePageContent: ConsentMarkup
    /// The signatures the document asks for.
    public var signatures: [ConsentSignature]
    /// Text that replaces the sections in the review and the PDF (as ResearchKit's
    /// `htmlReviewContent`); the signature page still follows it.
    public var htmlReviewContent: ConsentMarkup?
    /// The paper of the PDF.
    public var pageSize: ConsentPageSize
    /// The locale dates are formatted in (`en_US`, `de_DE`).
    public var locale: Locale
    /// The time zone signature dates are written in.
    public var timeZone: TimeZone
    /// The language its texts were loaded in; the PDF's labels follow it.
    public var language: LanguageTag = .english

    /// Creates a document.
    /// - Parameters:
    ///   - title: The title.
    ///   - sections: The sections.
    ///   - signaturePageTitle: The signature page's title.
    ///   - signaturePageContent: The signature page's text.
    ///   - signatures: The signatures asked for.
    ///   - htmlReviewContent: Text replacing the sections in review and PDF.
    ///   - pageSize: The paper; the locale's when `nil`.
    ///   - locale: The locale of dates.
    ///   - timeZone: The time zone of dates.
    public init(title: String? = nil, sections: [ConsentSection], signaturePageTitle: String? = nil,
                signaturePageContent: ConsentMarkup = ConsentMarkup(blocks: []), signatures: [ConsentSignature],
                htmlReviewContent: ConsentMarkup? = nil, pageSize: ConsentPageSize? = nil,
                locale: Locale = .current, timeZone: TimeZone = .current) {
        self.title = title
        self.sections = sections
        self.signaturePageTitle = signaturePageTitle
        self.signaturePageContent = signaturePageContent
        self.signatures = signatures
        self.htmlReviewContent = htmlReviewContent
        self.pageSize = pageSize ?? .default(forRegion: locale.region?.identifier)
        self.locale = locale
        self.timeZone = timeZone
    }

    /// Reads the document; problems are recorded in the reader's log with their paths.
    /// - Parameter reader: The `consentDocument` object.
    public init?(reader: JSONObjectReader) {
        defer { reader.warnAboutUnreadKeys() }
        let title = reader.text("title")
        let sections = (reader.objects("sections") ?? []).compactMap { ConsentSection(reader: $0) }
        let pageTitle = reader.text("signaturePageTitle")
        let pageContent = reader.text("signaturePageContent").map(ConsentMarkup.init(plainText:))
        let signatureReaders = reader.objects("signatures") ?? []
        let signatures = signatureReaders.compactMap { ConsentSignature(reader: $0) }
        var firstUse: [String: String] = [:]
        for (signature, object) in zip(signatures, signatureReaders) {
            if let earlier = firstUse[signature.identifier] {
                reader.log.error(object.path(of: "identifier"), "duplicate signature identifier \"\(signature.identifier)\", first used at \(earlier)")
            }
            firstUse[signature.identifier] = firstUse[signature.identifier] ?? object.path
        }
        var review: ConsentMarkup?
        if let html = reader.text("htmlReviewContent") {
            do {
                review = try ConsentMarkup(html: html)
            } catch {
                reader.log.error(reader.path(of: "htmlReviewContent"), error.message)
            }
        }
        var pageSize: ConsentPageSize?
        if let name = reader.string("pageSize") {
            pageSize = ConsentPageSize(rawValue: name)
            if pageSize == nil {
                reader.log.error(reader.path(of: "pageSize"), "\"\(name)\" is not a page size; use a4 or letter")
            }
        }
        let locale = reader.string("locale").map(Locale.init(identifier:)) ?? Self.locale(of: reader.localization.shownLanguage)
        var timeZone = TimeZone.current
        if let name = reader.string("timeZone") {
            if let zone = TimeZone(identifier: name) {
                timeZone = zone
            } else {
                reader.log.error(reader.path(of: "timeZone"), "\"\(name)\" is not a time zone; use an IANA name such as Europe/Berlin or UTC")
            }
        }
        if reader.value("sections") == nil, review == nil {
            reader.log.error(reader.path(of: "sections"), "missing; a consent document needs sections (or htmlReviewContent)")
        }
        self.init(title: title, sections: sections, signaturePageTitle: pageTitle,
                  signaturePageContent: pageContent ?? ConsentMarkup(blocks: []), signatures: signatures,
                  htmlReviewContent: review, pageSize: pageSize, locale: locale, timeZone: timeZone)
        language = reader.localization.shownLanguage
    }

    /// The locale of `language`: its own region, or the system's when the tag names none (`de`
    /// on a machine in Switzerland is `de_CH`), which also decides the default paper.
    /// - Parameter language: The task's language.
    static func locale(of language: LanguageTag) -> Locale {
        guard !language.text.contains("-"), let region = Locale.current.region?.identifier else {
            return Locale(identifier: language.text)
        }
        return Locale(identifier: "\(language.text)_\(region)")
    }

    /// The signature with `identifier`, if the document asks for it.
    /// - Parameter identifier: A signature identifier.
    public func signature(_ identifier: String) -> ConsentSignature? {
        signatures.first { $0.identifier == identifier }
    }

    /// The sections the document prints, in order: every section not omitted.
    public var documentSections: [ConsentSection] {
        sections.filter { !$0.omitFromDocument }
    }

    /// The sections the visual consent step shows: every section but `onlyInDocument` ones.
    public var visualSections: [ConsentSection] {
        sections.filter { $0.kind != .onlyInDocument }
    }

    /// The document as the review shows it: `htmlReviewContent` when given, else each printed
    /// section's heading (as a heading block) followed by its content.
    public var reviewBody: ConsentMarkup {
        if let htmlReviewContent { return htmlReviewContent }
        return ConsentMarkup(blocks: documentSections.flatMap { section in
            (section.documentTitle.map { [ConsentMarkup.Block(kind: .heading, runs: [ConsentMarkup.Run($0, isBold: true)])] } ?? [])
                + section.content.blocks
        })
    }
}
