import ActiveTasks
import TaskFamilies

/// The flanker test on the kiosk: the fixation cross between rows, the row of five arrows while
/// it waits for an answer, and the two buttons where `FlankerLayout` puts them, named by their
/// direction. A button activated without a pointer (keyboard, switch) answers its direction; a
/// finger reaches the step as a touch.
package enum KioskFlankerPart: KioskFamilyPart {
    /// The family.
    package typealias Family = FlankerFamily

    /// The page's view: `flanker`.
    package static let kind: String? = "flanker"

    /// The row (or the fixation cross), the trial and the buttons.
    package static func screen(of flanker: FlankerActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskFlankerScreen? {
        let trial = flanker.test.currentTrial
        return KioskFlankerScreen(
            arrows: trial?.arrows, fixation: trial == nil && !flanker.isFinished,
            game: flanker.test.trials.count, games: flanker.step.numberOfTrials,
            targets: zip(FlankerDirection.allCases, FlankerLayout.buttons).map { direction, rect in
                KioskTarget(name: (direction == .left ? BuiltInText.flankerLeft : .flankerRight).text(in: language),
                            x: rect.x, y: rect.y, width: rect.width, height: rect.height, label: direction == .left ? "←" : "→")
            })
    }

    /// A button activated without a pointer (`cell`, by its index) answers its direction.
    package static func handle(_ command: KioskCommand, in flanker: FlankerActivity, at time: Double) {
        guard case .cell(let index) = command, FlankerDirection.allCases.indices.contains(index) else { return }
        flanker.choose(FlankerDirection.allCases[index], at: time)
    }
}
