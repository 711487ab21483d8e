/// One section of a consent document (ResearchKit's `ORKConsentSection`): shown as a page of the
/// visual consent step (its summary, then its content behind "learn more") and printed in the
/// document under its formal title.
///
/// JSON: `{ "type": "privacy", "title": "…", "formalTitle": "…", "summary": "…", "content": "…" }`,
/// or `"htmlContent"` instead of `"content"` (the subset of `ConsentMarkup`); `"omitFromDocument":
/// true` leaves the section out of the document (and the PDF).
public struct ConsentSection: Sendable {
    /// ResearchKit's section types.
    public enum Kind: String, Sendable, CaseIterable {
        /// The study in brief.
        case overview
        /// What is recorded.
        case dataGathering
        /// How privacy and identity are protected.
        case privacy
        /// How the data is used.
        case dataUse
        /// How long taking part takes.
        case timeCommitment
        /// The surveys.
        case studySurvey
        /// The tasks.
        case studyTasks
        /// How to withdraw.
        case withdrawing
        /// A section with its own title.
        case custom
        /// Printed in the document only; the visual consent step does not show it.
        case onlyInDocument

        /// ResearchKit's English title of the type; `nil` for `custom` and `onlyInDocument`.
        public var defaultTitle: String? {
            switch self {
            case .overview: "Welcome"
            case .dataGathering: "Data Gathering"
            case .privacy: "Privacy"
            case .dataUse: "Data Use"
            case .timeCommitment: "Time Commitment"
            case .studySurvey: "Study Survey"
            case .studyTasks: "Study Tasks"
            case .withdrawing: "Withdrawing"
            case .custom, .onlyInDocument: nil
            }
        }

        /// ResearchKit's English label of the "learn more" link of the type.
        public var learnMoreLabel: String {
            switch self {
            case .overview: "Learn more about the study first"
            case .dataGathering: "Learn more about how data is gathered"
            case .privacy: "Learn more about how your privacy and identity are protected"
            case .dataUse: "Learn more about how data is used"
            case .timeCommitment: "Learn more about the study's impact on your time"
            case .studySurvey: "Learn more about the study survey"
            case .studyTasks: "Learn more about the tasks involved"
            case .withdrawing: "Learn more about withdrawing"
            case .custom, .onlyInDocument: "Learn more"
            }
        }
    }

    /// The section's type.
    public var kind: Kind
    /// The title shown and, without a formal title, printed; the type's default when not given.
    public var title: String?
    /// The title printed in the document instead of `title`.
    public var formalTitle: String?
    /// A short summary shown on the visual consent page.
    public var summary: String?
    /// The full text: the "learn more" content and what the document prints.
    public var content: ConsentMarkup
    /// Whether the document (and the PDF) leaves the section out.
    public var omitFromDocument: Bool

    /// Creates a section.
    /// - Parameters:
    ///   - kind: The type.
    ///   - title: The title; the type's default when `nil`.
    ///   - formalTitle: The title printed in the document.
    ///   - summary: The summary.
    ///   - content: The full text.
    ///   - omitFromDocument: Whether the document leaves it out.
    public init(kind: Kind, title: String? = nil, formalTitle: String? = nil, summary: String? = nil,
                content: ConsentMarkup = ConsentMarkup(blocks: []), omitFromDocument: Bool = false) {
        self.kind = kind
        self.title = title ?? kind.defaultTitle
        self.formalTitle = formalTitle
        self.summary = summary
        self.content = content
        self.omitFromDocument = omitFromDocument
    }

    /// Reads a section; an unknown type, both or malformed `content` and `htmlContent` are
    /// recorded in the reader's log.
    /// - Parameter reader: The section's object.
    public init?(reader: JSONObjectReader) {
        defer { reader.warnAboutUnreadKeys() }
        let typeName = reader.requiredString("type")
        let kind = typeName.flatMap(Kind.init(rawValue:))
        if let typeName, kind == nil {
            let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            reader.log.error(reader.path(of: "type"), "unknown section type \"\(typeName)\"; use one of \(known)")
        }
        let title = reader.string("title")
        let content = ConsentMarkup.read(text: "content", html: "htmlContent", in: reader)
        let section = (formalTitle: reader.string("formalTitle"), summary: reader.string("summary"),
                       omit: reader.bool("omitFromDocument") ?? false)
        guard let kind else { return nil }
        if title == nil, kind.defaultTitle == nil {
            reader.log.error(reader.path(of: "title"), "missing; a \(kind.rawValue) section has no default title, so give it one")
        }
        self.init(kind: kind, title: title, formalTitle: section.formalTitle, summary: section.summary,
                  content: content ?? ConsentMarkup(blocks: []), omitFromDocument: section.omit)
    }

    /// The heading printed in the document: the formal title, or the title.
    public var documentTitle: String? { formalTitle ?? title }
}
