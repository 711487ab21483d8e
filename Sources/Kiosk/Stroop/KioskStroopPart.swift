import ActiveTasks
import TaskFamilies

/// The Stroop test on the kiosk: the word in its ink while a trial waits for an answer (none while
/// the word is blank between trials), and the four colour buttons where `StroopLayout` puts them,
/// each labelled with its colour's initial and named by its colour's word. A button activated
/// without a pointer (keyboard, switch) chooses its colour; a finger reaches the step as a touch.
package enum KioskStroopPart: KioskFamilyPart {
    /// The family.
    package typealias Family = StroopFamily

    /// The page's view: `stroop`.
    package static let kind: String? = "stroop"

    /// The word, its ink, the trial and the buttons.
    package static func screen(of stroop: StroopActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskStroopScreen? {
        let trial = stroop.test.currentTrial
        return KioskStroopScreen(
            word: trial.map { $0.text.word(in: stroop.language) }, ink: trial?.color.hex,
            game: stroop.test.trials.count, games: stroop.step.numberOfAttempts,
            targets: zip(StroopColor.allCases, StroopLayout.buttons).map { color, rect in
                KioskTarget(name: color.word(in: stroop.language), x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                            label: color.initial(in: stroop.language))
            })
    }

    /// A button activated without a pointer (`cell`, by its index) chooses its colour.
    package static func handle(_ command: KioskCommand, in stroop: StroopActivity, at time: Double) {
        guard case .cell(let index) = command, StroopColor.allCases.indices.contains(index) else { return }
        stroop.choose(StroopColor.allCases[index], at: time)
    }
}
