import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

/// The hole-peg task's parameters (ResearchKit's `holePegTestTaskWithIdentifier:`) and the texts
/// they rewrite.
extension PredefinedTask {
    /// ResearchKit's step identifiers (`ORKHolePegTestDominantPlaceStepIdentifier` …), with the
    /// action and whether the dominant hand does it.
    static let holePegSteps: [(identifier: String, action: HolePegAction, dominant: Bool)] = [
        ("hole.peg.test.dominant.place", .place, true),
        ("hole.peg.test.dominant.remove", .remove, true),
        ("hole.peg.test.non.dominant.place", .place, false),
        ("hole.peg.test.non.dominant.remove", .remove, false),
    ]

    /// dominantHand, numberOfPegs, threshold, rotated and timeLimit, with ResearchKit's defaults
    /// (`ORKOrderedTask+ORKPredefinedActiveTask.h`; the catalogue's dominant hand is the right).
    static var holePegParameters: [PredefinedParameter] {
        func members(_ key: String, placeOnly: Bool = false) -> [PredefinedParameter.Target] {
            holePegSteps.filter { !placeOnly || $0.action == .place }.map { .member(step: $0.identifier, key: key) }
        }
        let texts: [PredefinedParameter.Target] = holePegSteps.map { step in
            .text(step: step.identifier) { Self.holePegStepText(step.action, dominant: step.dominant, dominantHand: $0) }
        }
        return [
            PredefinedParameter("dominantHand", .choice(["left", "right"]), default: .string("right"),
                                "The hand tested first; the other hand follows.", members("dominantHand") + texts),
            PredefinedParameter("numberOfPegs", .integer, default: .int(9), "Pegs placed and removed per hand, at least 1.",
                                members("numberOfPegs") + [.text(step: "instruction1", make: Self.holePegCount)]),
            PredefinedParameter("threshold", .number, default: .double(0.2), "The fraction of the hole that counts as in it, 0 … 1.",
                                members("threshold")),
            PredefinedParameter("rotated", .boolean, default: .bool(false), "The peg must be turned 45° to fit the hole.",
                                members("rotated", placeOnly: true)),
            PredefinedParameter("timeLimit", .number, default: .int(300), "Seconds per step from the first pick-up; 0 for none.",
                                members("timeLimit")),
        ]
    }

    /// The second instruction: both hands, how many times (ResearchKit's
    /// `HOLE_PEG_TEST_INTRO_TEXT_2_…_FIRST_%@%@`, with the dominant hand named as such).
    /// - Parameter value: The `numberOfPegs` value.
    static func holePegCount(_ value: JSONValue) -> JSONValue {
        localized("holePeg.pegs") { _ in [value.jsonText] }
    }

    /// A step's text: the hand and the goal, then how to pick the peg up (ResearchKit's
    /// `HOLE_PEG_TEST_PLACE_INSTRUCTION_…_HAND` / `…_REMOVE_…` and `HOLE_PEG_TEST_TEXT`).
    /// - Parameters:
    ///   - action: Place or remove.
    ///   - dominant: Whether the dominant hand does the step.
    ///   - dominantHand: The `dominantHand` value.
    static func holePegStepText(_ action: HolePegAction, dominant: Bool, dominantHand: JSONValue) -> JSONValue {
        let left = dominant == (dominantHand == .string("left"))
        let key = switch (action, left) {
        case (.place, true): "holePeg.place.left"
        case (.place, false): "holePeg.place.right"
        case (.remove, true): "holePeg.remove.left"
        case (.remove, false): "holePeg.remove.right"
        }
        return localized(key)
    }
}
