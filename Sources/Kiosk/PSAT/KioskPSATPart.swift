import ActiveTasks
import TaskFamilies

/// The PSAT on the kiosk: the step's text (ResearchKit's "Add this new digit to the previous one."
/// from the first addition on), the digit while it is shown (a dash after `stimulusDuration`, as
/// ResearchKit's `PSAT_NO_DIGIT`; "Listen" in `auditory` mode, whose digits the run's voice speaks),
/// the addition's number of all, and the keypad's fifteen keys where `PSATLayout` puts them, each
/// labelled and named by its sum. A key activated without a pointer answers its sum.
package enum KioskPSATPart: KioskFamilyPart {
    /// The family.
    package typealias Family = PSATFamily

    /// The page's view: `psat`.
    package static let kind: String? = "psat"

    /// The prompt as the screen's text, the digit, the addition and the keypad.
    package static func screen(of psat: PSATActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskPSATScreen? {
        screen.text = psat.prompt ?? screen.text
        return KioskPSATScreen(
            digit: psat.shownDigit, game: psat.test.currentIndex, games: psat.step.seriesLength,
            targets: zip(PSATLayout.answers, PSATLayout.keys).map { answer, rect in
                KioskTarget(name: String(answer), x: rect.x, y: rect.y, width: rect.width, height: rect.height, label: String(answer))
            })
    }

    /// A key activated without a pointer (`cell`, by its index) answers its sum.
    package static func handle(_ command: KioskCommand, in psat: PSATActivity, at time: Double) {
        guard case .cell(let index) = command, PSATLayout.keys.indices.contains(index) else { return }
        psat.choose(PSATLayout.answers.lowerBound + index, at: time)
    }
}
