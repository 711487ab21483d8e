import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

/// The Trail Making task's parameters and the choice of its trails.
extension PredefinedTask {
    /// ResearchKit's `trailType` (A or B; ours also both, A first, for B − A and B / A), the
    /// layout's `seed` and our `timeLimit` per trail.
    static var trailMakingParameters: [PredefinedParameter] {
        let steps = TrailMakingType.allCases.map { "trailmaking.\($0.rawValue)" }
        return [
            PredefinedParameter("trailType", .choice(["A", "B", "both"]), default: .string("both"),
                                "The trails: A (1 … 13), B (1 A 2 B … 7) or both, A first.", [.trails]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the circles' layouts (any whole number from 0).",
                                steps.map { .member(step: $0, key: "seed") }),
            PredefinedParameter("timeLimit", .number, default: .int(Int(TrailMakingStep.defaultTimeLimit)),
                                "Seconds after which an unfinished trail ends, 10 … 3600.",
                                steps.map { .member(step: $0, key: "timeLimit") }),
        ]
    }

    /// Keeps the steps of the trail(s) chosen: those whose identifiers end in `.A` for `A`, in
    /// `.B` for `B`; `both` keeps every step.
    /// - Parameters:
    ///   - steps: The task's steps.
    ///   - value: `"A"`, `"B"` or `"both"`.
    static func keepTrails(_ steps: [JSONValue], _ value: JSONValue) -> [JSONValue] {
        guard case .string(let kept) = value, kept != "both" else { return steps }
        return steps.filter { step in
            guard case .string(let identifier)? = step["identifier"] else { return true }
            return !TrailMakingType.allCases.contains { $0.rawValue != kept && identifier.hasSuffix(".\($0.rawValue)") }
        }
    }
}
