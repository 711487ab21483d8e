/// A step that asks several questions at once (ResearchKit's form step).
public struct FormStep: Step {
    /// The identifier, title, text above the items, and navigation.
    public var header: StepHeader
    /// The questions, in order.
    public var items: [FormItem]

    /// Creates a form step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - items: The questions.
    public init(header: StepHeader, items: [FormItem]) {
        self.header = header
        self.items = items
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("items") == nil || reader.array("items")?.isEmpty == true {
            reader.log.error(reader.path(of: "items"), "missing or empty; a form needs at least one item")
        }
        let items: [FormItem] = (reader.objects("items") ?? []).compactMap { item in
            defer { item.warnAboutUnreadKeys() }
            let keys = Set(item.members.map(\.key))
            if keys.contains("title") && !keys.contains("answerFormat") && !keys.contains("identifier") {
                return item.requiredText("title").map { FormItem(sectionTitle: $0) }
            }
            let identifier = item.requiredString("identifier")
            let text = item.text("text")
            let format = item.answerFormat("answerFormat")
            let optional = item.bool("optional") ?? true
            let dontKnow = item.dontKnowText(), learnMore = item.string("learnMore"), visibleIf = item.visibilityRule()
            let fhirItem = item.fhirItem()
            guard let identifier, let format else { return nil }
            return FormItem(identifier: identifier, text: text, answerFormat: format, isOptional: optional,
                            dontKnowText: dontKnow, learnMore: learnMore, visibleIf: visibleIf, fhirItem: fhirItem)
        }
        guard let header else { return nil }
        self.init(header: header, items: items)
    }

    /// `"form"`.
    public var type: String { "form" }

    /// One question per question item, stored under the item's identifier; the first question
    /// after a section title carries the title.
    public var questions: [Question] {
        var section: String?
        return items.enumerated().compactMap { index, item in
            guard let format = item.answerFormat else {
                section = item.sectionTitle
                return nil
            }
            defer { section = nil }
            return Question(identifier: item.identifier, prompt: item.text, answerFormat: format,
                            isOptional: item.isOptional, formatPath: "items[\(index)].answerFormat", sectionTitle: section,
                            dontKnowText: item.dontKnowText, learnMore: item.learnMore, visibleIf: item.visibleIf,
                            fhirItem: item.fhirItem)
        }
    }
}
