import ActiveTasks
import Foundation
import JSONValues

extension REDCapImporter {
    /// A field's branching logic as skip rules, and whether it could be mapped.
    struct SkipRules {
        /// The rules (`nil` when there are none).
        var rules: JSONValue?
        /// `false` when the field has logic that could not be mapped (the step is always shown).
        var mapped: Bool
    }

    /// The skip rules that skip `field`'s step exactly when its branching logic does not hold.
    ///
    /// A step is skipped when any of its skip rules matches, and a rule may require several
    /// comparisons at once (`all`), so the logic's negation is written as an `or` of `and`s:
    /// each comparison's negation is one or two rules (`[q] = '1'` skips on `ne 1` and on `de`,
    /// REDCap hiding the field when `q` is blank), the negation of an `and` is every part's rules,
    /// and the negation of an `or` takes one rule of each part's negation in every combination. A
    /// comparison with blank (`= ''`), a field no earlier question of the form asks, a value the
    /// question cannot give, or logic whose negation needs more than `SkipConditions.maximumCount` rules is noted
    /// and the step is always shown.
    mutating func skipRules(for field: REDCapField) -> SkipRules {
        guard !field.branchingLogic.isEmpty else { return SkipRules(rules: nil, mapped: true) }
        let unmapped = { (reason: String) in
            "branching logic \"\(field.branchingLogic)\" cannot be mapped (\(reason)); the step is always shown"
        }
        let logic: REDCapLogic
        do throws(REDCapLogicParser.Failure) {
            logic = try REDCapLogicParser.parse(field.branchingLogic)
        } catch {
            note(field, unmapped(error.message))
            return SkipRules(rules: nil, mapped: false)
        }
        switch negation(of: logic) {
        case .success(let conditions):
            return SkipRules(rules: conditions.rules, mapped: true)
        case .failure(let reason):
            note(field, unmapped(reason.message))
            return SkipRules(rules: nil, mapped: false)
        }
    }

    /// When `logic` does not hold, as skip conditions.
    private func negation(of logic: REDCapLogic) -> Result<SkipConditions, Unmappable> {
        let parts: [REDCapLogic], combine: (SkipConditions, SkipConditions) -> SkipConditions
        switch logic {
        case .comparison(let comparison):
            return negation(of: comparison).map { SkipConditions(anyOf: $0) }
        case .all(let all): (parts, combine) = (all, { $0.or($1) })
        case .any(let any): (parts, combine) = (any, { $0.and($1) })
        }
        var combined: SkipConditions?
        for part in parts {
            switch negation(of: part) {
            case .success(let negated): combined = combined.map { combine($0, negated) } ?? negated
            case .failure(let reason): return .failure(reason)
            }
            if let combined, combined.count > SkipConditions.maximumCount {
                return .failure(Unmappable(message: "its negation needs more than \(SkipConditions.maximumCount) skip rules"))
            }
        }
        return .success(combined ?? SkipConditions(anyOf: []))
    }

    /// Why one comparison cannot be mapped.
    struct Unmappable: Error {
        /// Why, naming the comparison.
        var message: String
    }

    /// The skip rules that match exactly when `comparison` does not hold.
    private func negation(of comparison: REDCapComparison) -> Result<[JSONValue], Unmappable> {
        guard let answer = answers[comparison.field] else {
            return .failure(Unmappable(message: "[\(comparison.field)] is no question asked before this field in its form"))
        }
        let rule = { (ruleOperator: String, matching: JSONValue?) in
            JSONValue.object(dropping: [("resultIdentifier", .string(comparison.field)), ("ruleOperator", .string(ruleOperator)),
                                        ("matchingAnswer", matching)])
        }
        let blank = rule("de", nil)
        if case .checkbox = answer {
            guard let code = comparison.checkboxCode, let value = answer.matchingAnswer(code) else {
                return .failure(Unmappable(message: "\(comparison.text) names no option of the checkbox [\(comparison.field)]; write [\(comparison.field)(code)]"))
            }
            // `[q(2)] = '1'` holds when option 2 is ticked; a checkbox left blank has none ticked.
            let ticked: Bool
            switch (comparison.comparator, comparison.value) {
            case ("=", "1"), ("<>", "0"): ticked = true
            case ("=", "0"), ("<>", "1"): ticked = false
            default: return .failure(Unmappable(message: "\(comparison.text): a checkbox option is compared with '1' or '0' by = or <>"))
            }
            return .success(ticked ? [rule("ne", value), blank] : [rule("eq", value)])
        }
        if comparison.checkboxCode != nil {
            return .failure(Unmappable(message: "\(comparison.text): [\(comparison.field)] is not a checkbox"))
        }
        if comparison.value.isEmpty {
            switch comparison.comparator {
            case "<>": return .success([blank])
            default: return .failure(Unmappable(message: "\(comparison.text): no rule matches an answered question"))
            }
        }
        guard let value = answer.matchingAnswer(comparison.value) else {
            return .failure(Unmappable(message: "\(comparison.text): '\(comparison.value)' is no answer [\(comparison.field)] can give"))
        }
        switch comparison.comparator {
        case "=": return .success([rule("ne", value), blank])
        case "<>": return .success([rule("eq", value)])
        default:
            guard answer.isNumeric, value.doubleValue != nil else {
                return .failure(Unmappable(message: "\(comparison.text) orders answers that are not numbers"))
            }
            let opposite = [">": "le", "<": "ge", ">=": "lt", "<=": "gt"][comparison.comparator]!
            return .success([rule(opposite, value), blank])
        }
    }

    /// A calc field that sums questions (`sum([a],[b])` or `[a] + [b]`) as a score; any other
    /// calculation is noted.
    mutating func addScore(_ field: REDCapField) {
        let calculation = field.choices.trimmingCharacters(in: .whitespaces)
        var inner = calculation
        let isSumFunction = calculation.lowercased().hasPrefix("sum(") && calculation.hasSuffix(")")
        if isSumFunction { inner = String(calculation.dropFirst(4).dropLast()) }
        let separator: Character = isSumFunction ? "," : "+"
        let parts = inner.split(separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }
        let items = parts.compactMap { part -> String? in
            guard part.hasPrefix("["), part.hasSuffix("]"), !part.dropFirst().dropLast().contains("["), !part.contains("(") else { return nil }
            return String(part.dropFirst().dropLast())
        }
        guard !parts.isEmpty, items.count == parts.count else {
            note(field, "calculation \"\(calculation)\" is not a sum of fields; it is not computed (only sum([a],[b],…) and [a] + [b] + … become scores)")
            return
        }
        if let other = items.first(where: { answers[$0]?.isNumeric != true }) {
            note(field, "calculation \"\(calculation)\" sums [\(other)], which is no numeric question asked before it; it is not computed")
            return
        }
        if isSumFunction {
            note(field, "sum() adds the items answered; the score needs all \(items.count) answered (it has no value otherwise)")
        }
        scores.append(.object(dropping: [("identifier", .string(field.name)), ("sum", .array(items.map(JSONValue.string)))]))
    }
}
