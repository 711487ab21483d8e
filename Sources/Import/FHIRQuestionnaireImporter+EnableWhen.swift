import ActiveTasks
import JSONValues

extension FHIRQuestionnaireImporter {
    /// One `enableWhen` condition read: the question, our operator and the matching answer.
    private struct Condition {
        var question: String
        var fhirOperator: String
        var answer: JSONValue
    }

    /// A step's `enableWhen` as skip rules: each condition's negation is one or two rules (`= v`
    /// skips on `ne v` and on `de`, FHIR leaving an item disabled when its question is
    /// unanswered); with `enableBehavior` `all` (or one condition) the step is skipped when any
    /// negation matches, with `any` when all do (rules of `all`, docs/TASK-JSON.md). `exists
    /// false`, and conditions whose negation needs more than `SkipConditions.maximumCount` rules,
    /// are noted and the step is always shown.
    mutating func skipRules(_ item: JSONValue, location: String) -> JSONValue? {
        guard let conditions = conditions(of: item, location: location) else { return nil }
        let any = conditions.count > 1 && item["enableBehavior"] == .string("any")
        if conditions.count > 1, !any, item["enableBehavior"] != .string("all") {
            notes.append(ImportNote(location, "enableBehavior \(item["enableBehavior"]?.jsonText ?? "missing") over \(conditions.count) conditions is neither all nor any (FHIR requires one); the item is always shown"))
            return nil
        }
        var combined: SkipConditions?
        for condition in conditions {
            let rule = { (ruleOperator: String, matching: JSONValue?) in
                JSONValue.object(dropping: [("resultIdentifier", .string(condition.question)), ("ruleOperator", .string(ruleOperator)),
                                            ("matchingAnswer", matching)])
            }
            let negated: SkipConditions
            switch condition.fhirOperator {
            case "exists":
                guard condition.answer == .bool(true) else {
                    notes.append(ImportNote(location, "enableWhen \(condition.question) exists false cannot be mapped (no rule matches an answered question); it is always shown"))
                    return nil
                }
                negated = SkipConditions(anyOf: [rule("de", nil)])
            default:
                let opposite = ["=": "ne", "!=": "eq", ">": "le", "<": "ge", ">=": "lt", "<=": "gt"][condition.fhirOperator]!
                negated = SkipConditions(anyOf: [rule(opposite, condition.answer), rule("de", nil)])
            }
            combined = combined.map { any ? $0.and(negated) : $0.or(negated) } ?? negated
            if let combined, combined.count > SkipConditions.maximumCount {
                notes.append(ImportNote(location, "enableWhen's negation needs more than \(SkipConditions.maximumCount) skip rules; it is always shown"))
                return nil
            }
        }
        return combined?.rules
    }

    /// A form item's `enableWhen` as its `visibleIf`: one condition (any operator but `exists`)
    /// maps as is; several, or `exists`, are noted and the item is always shown.
    mutating func visibleIf(_ item: JSONValue, location: String) -> JSONValue? {
        guard let conditions = conditions(of: item, location: location) else { return nil }
        guard conditions.count == 1, conditions[0].fhirOperator != "exists" else {
            notes.append(ImportNote(location, "enableWhen with \(conditions.count) conditions or exists cannot be a form item's visibleIf (one comparison); the item is always shown"))
            return nil
        }
        let condition = conditions[0]
        let ruleOperator = ["=": "eq", "!=": "ne", ">": "gt", "<": "lt", ">=": "ge", "<=": "le"][condition.fhirOperator]!
        return .object(dropping: [("resultIdentifier", .string(condition.question)), ("ruleOperator", .string(ruleOperator)),
                                  ("matchingAnswer", condition.answer)])
    }

    /// The item's conditions; `nil` when it has none, or (with a note) when one cannot be read.
    private mutating func conditions(of item: JSONValue, location: String) -> [Condition]? {
        guard case .array(let entries)? = item["enableWhen"], !entries.isEmpty else { return nil }
        var conditions: [Condition] = []
        for (index, entry) in entries.enumerated() {
            let place = "enableWhen[\(index)]"
            guard let question = entry["question"].flatMap(Self.string), let type = questions[question] else {
                notes.append(ImportNote(location, "\(place) names \(entry["question"]?.jsonText ?? "no question"), which is no question asked before this item; the item is always shown"))
                return nil
            }
            guard let fhirOperator = entry["operator"].flatMap(Self.string), ["exists", "=", "!=", ">", "<", ">=", "<="].contains(fhirOperator) else {
                notes.append(ImportNote(location, "\(place) has operator \(entry["operator"]?.jsonText ?? "missing"), none of exists, =, !=, >, <, >=, <=; the item is always shown"))
                return nil
            }
            guard let answer = Self.matchingAnswer(entry) else {
                notes.append(ImportNote(location, "\(place) has no answer[x] (answer\(type.valueSuffix ?? "") for the \(type.rawValue) question \(question)); the item is always shown"))
                return nil
            }
            conditions.append(Condition(question: question, fhirOperator: fhirOperator, answer: answer))
        }
        return conditions
    }

    /// The answer an `enableWhen` compares with, as activetask's answers hold it: a Coding by its
    /// code, a Quantity by its value.
    private static func matchingAnswer(_ entry: JSONValue) -> JSONValue? {
        guard case .object(let members) = entry, let member = members.first(where: { $0.key.hasPrefix("answer") }) else { return nil }
        let value = member.value
        switch member.key {
        case "answerCoding": return value["code"]
        case "answerQuantity": return value["value"]
        default: return value
        }
    }
}
