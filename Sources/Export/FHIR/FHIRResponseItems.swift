import ActiveTasks
import JSONValues

/// A QuestionnaireResponse's `item` list built in the Questionnaire's order: each answered item
/// under the nested groups its Questionnaire puts it in, a group's item made with its first
/// answer, so that every answer sits where the HL7 validator looks for it.
struct FHIRResponseItems {
    private indirect enum Entry {
        case answer(JSONValue)
        case group(String, FHIRResponseItems)
    }

    private var entries: [Entry] = []

    /// Adds `item` (a linkId and its answers) inside the groups `groups`, outermost first.
    mutating func add(_ item: JSONValue, under groups: [String]) {
        guard let group = groups.first else {
            entries.append(.answer(item))
            return
        }
        var inner = FHIRResponseItems()
        if case .group(let last, let items)? = entries.last, last == group {
            inner = items
            entries.removeLast()
        }
        inner.add(item, under: Array(groups.dropFirst()))
        entries.append(.group(group, inner))
    }

    /// The items: answered items and groups holding theirs.
    var json: [JSONValue] {
        entries.map { entry in
            switch entry {
            case .answer(let item): item
            case .group(let linkId, let items): FHIRBundle.object([("linkId", .string(linkId)), ("item", .array(items.json))])
            }
        }
    }
}
