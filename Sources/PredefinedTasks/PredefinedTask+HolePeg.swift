import ActiveTasks
import RecordingFormat
import TaskFamilies

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
        let count = value.jsonText
        return localized {
            switch $0 {
            case .english: "Both your hands will be tested, your dominant hand first. Pick up the peg as quickly as possible, put it in the hole, and, once done \(count) times, remove it again \(count) times."
            case .german: "Beide Hände werden getestet, zuerst Ihre dominante Hand. Greifen Sie den Stift so schnell wie möglich, stecken Sie ihn in das Loch und entfernen Sie ihn nach \(count) Wiederholungen wieder \(count)-mal."
            case .spanish: "Se evaluarán ambas manos, primero la dominante. Tome la clavija lo más rápido posible, introdúzcala en el agujero y, una vez hecho \(count) veces, vuelva a sacarla \(count) veces."
            case .french: "Vos deux mains seront testées, votre main dominante d’abord. Saisissez la cheville aussi vite que possible, placez-la dans le trou et, une fois l’opération répétée \(count) fois, retirez-la \(count) fois."
            }
        }
    }

    /// A step's text: the hand and the goal, then how to pick the peg up (ResearchKit's
    /// `HOLE_PEG_TEST_PLACE_INSTRUCTION_…_HAND` / `…_REMOVE_…` and `HOLE_PEG_TEST_TEXT`).
    /// - Parameters:
    ///   - action: Place or remove.
    ///   - dominant: Whether the dominant hand does the step.
    ///   - dominantHand: The `dominantHand` value.
    static func holePegStepText(_ action: HolePegAction, dominant: Bool, dominantHand: JSONValue) -> JSONValue {
        let dominantLeft = dominantHand == .string("left")
        let left = dominant == dominantLeft
        return localized {
            switch ($0, action) {
            case (.english, .place): "Put the peg in the hole using your \(left ? "left" : "right") hand.\nPick up the peg using two fingers."
            case (.english, .remove): "Put the peg behind the line using your \(left ? "left" : "right") hand.\nPick up the peg using two fingers."
            case (.german, .place): "Stecken Sie den Stift mit der \(left ? "linken" : "rechten") Hand in das Loch.\nGreifen Sie den Stift mit zwei Fingern."
            case (.german, .remove): "Bewegen Sie den Stift mit der \(left ? "linken" : "rechten") Hand hinter die Linie.\nGreifen Sie den Stift mit zwei Fingern."
            case (.spanish, .place): "Introduzca la clavija en el agujero con la mano \(left ? "izquierda" : "derecha").\nTome la clavija con dos dedos."
            case (.spanish, .remove): "Coloque la clavija detrás de la línea con la mano \(left ? "izquierda" : "derecha").\nTome la clavija con dos dedos."
            case (.french, .place): "Placez la cheville dans le trou avec votre main \(left ? "gauche" : "droite").\nSaisissez la cheville avec deux doigts."
            case (.french, .remove): "Placez la cheville derrière la ligne avec votre main \(left ? "gauche" : "droite").\nSaisissez la cheville avec deux doigts."
            }
        }
    }
}
