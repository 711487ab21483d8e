import ActiveTasks
import JSONValues

/// When a step is skipped, as task JSON's skip rules can say it: an `or` of `and`s of single
/// comparisons (each inner list one rule of `all`, docs/TASK-JSON.md). The importers build a
/// source's "show when" logic's negation from it: the negation of an `and` is the `or` of the
/// parts' negations, of an `or` the `and`.
struct SkipConditions: Equatable {
    /// The most skip rules an imported condition may become; an `or` of many `and`s multiplies
    /// them, and an importer notes a condition that needs more instead of writing them.
    static let maximumCount = 64

    /// The comparisons (skip-rule objects) of which any one list matching in full skips the step.
    private(set) var conjunctions: [[JSONValue]]

    /// Conditions that skip when any one of `rules` (single comparisons) matches.
    /// - Parameter rules: Skip-rule objects of one comparison each.
    init(anyOf rules: [JSONValue]) {
        conjunctions = Self.absorbed(rules.map { [$0] })
    }

    private init(conjunctions: [[JSONValue]]) {
        self.conjunctions = Self.absorbed(conjunctions)
    }

    /// Skips when either skips.
    /// - Parameter other: The other conditions.
    func or(_ other: SkipConditions) -> SkipConditions {
        SkipConditions(conjunctions: conjunctions + other.conjunctions)
    }

    /// Skips when both skip: one list of each, in every combination.
    /// - Parameter other: The other conditions.
    func and(_ other: SkipConditions) -> SkipConditions {
        SkipConditions(conjunctions: conjunctions.flatMap { mine in
            other.conjunctions.map { mine + $0.filter { !mine.contains($0) } }
        })
    }

    /// How many skip rules they take.
    var count: Int { conjunctions.count }

    /// The `skipRules` array: a single comparison as itself, several as a rule of `all`.
    var rules: JSONValue {
        .array(conjunctions.map { $0.count == 1 ? $0[0] : .object(dropping: [("all", .array($0))]) })
    }

    /// `conjunctions` without those that need everything another needs, and more: they add
    /// nothing to an `or` (`de` alone absorbs "`le 65` and `de`", which can never both match,
    /// and eight ticked-or-blank options collapse to "none ticked" and "blank").
    private static func absorbed(_ conjunctions: [[JSONValue]]) -> [[JSONValue]] {
        var kept: [[JSONValue]] = []
        for (index, conjunction) in conjunctions.enumerated() {
            let covered = conjunctions.enumerated().contains { other, shorter in
                shorter.allSatisfy(conjunction.contains)
                    && (shorter.count < conjunction.count || (shorter.count == conjunction.count && other < index))
            }
            if !covered { kept.append(conjunction) }
        }
        return kept
    }
}
