import Markup

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

        /// ResearchKit's title of the type in `language`; `nil` for `custom` and `onlyInDocument`.
        /// - Parameter language: The task's language.
        public func defaultTitle(in language: BuiltInLanguage) -> String? {
            let text: BuiltInText? = switch self {
            case .overview: .sectionWelcome
            case .dataGathering: .sectionDataGathering
            case .privacy: .sectionPrivacy
            case .dataUse: .sectionDataUse
            case .timeCommitment: .sectionTimeCommitment
            case .studySurvey: .sectionStudySurvey
            case .studyTasks: .sectionStudyTasks
            case .withdrawing: .sectionWithdrawing
            case .custom, .onlyInDocument: nil
            }
            return text?.text(in: language)
        }

        /// ResearchKit's label of the "learn more" link of the type, in `language`.
        /// - Parameter language: The task's language.
        public func learnMoreLabel(in language: BuiltInLanguage) -> String {
            let text: BuiltInText = switch self {
            case .overview: .learnMoreOverview
            case .dataGathering: .learnMoreDataGathering
            case .privacy: .learnMorePrivacy
            case .dataUse: .learnMoreDataUse
            case .timeCommitment: .learnMoreTimeCommitment
            case .studySurvey: .learnMoreStudySurvey
            case .studyTasks: .learnMoreStudyTasks
            case .withdrawing: .learnMoreWithdrawing
            case .custom, .onlyInDocument: .learnMore
            }
            return text.text(in: language)
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
    /// The language of the type's default title and "learn more" label.
    public var language: BuiltInLanguage

    /// The label of the "learn more" content, in the section's language.
    public var learnMoreLabel: String { kind.learnMoreLabel(in: language) }

    /// Creates a section.
    /// - Parameters:
    ///   - kind: The type.
    ///   - title: The title; the type's default when `nil`.
    ///   - formalTitle: The title printed in the document.
    ///   - summary: The summary.
    ///   - content: The full text.
    ///   - omitFromDocument: Whether the document leaves it out.
    ///   - language: The language of the default title and the "learn more" label.
    public init(kind: Kind, title: String? = nil, formalTitle: String? = nil, summary: String? = nil,
                content: ConsentMarkup = ConsentMarkup(blocks: []), omitFromDocument: Bool = false,
                language: BuiltInLanguage = .english) {
        self.kind = kind
        self.language = language
        self.title = title ?? kind.defaultTitle(in: language)
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
        let title = reader.text("title")
        let content = ConsentMarkup.read(text: "content", html: "htmlContent", in: reader)
        let section = (formalTitle: reader.text("formalTitle"), summary: reader.text("summary"),
                       omit: reader.bool("omitFromDocument") ?? false)
        guard let kind else { return nil }
        if title == nil, kind.defaultTitle(in: .english) == nil {
            reader.log.error(reader.path(of: "title"), "missing; a \(kind.rawValue) section has no default title, so give it one")
        }
        self.init(kind: kind, title: title, formalTitle: section.formalTitle, summary: section.summary,
                  content: content ?? ConsentMarkup(blocks: []), omitFromDocument: section.omit,
                  language: BuiltInLanguage(tag: reader.localization.shownLanguage) ?? .english)
    }

    /// The heading printed in the document: the formal title, or the title.
    public var documentTitle: String? { formalTitle ?? title }
}
