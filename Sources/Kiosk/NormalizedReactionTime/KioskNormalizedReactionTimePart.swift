import ActiveTasks
import TaskFamilies

/// The touch reaction time on the kiosk: the attempt's state, its number of all, and whether the
/// blue circle is to be shown; the page reports the frame that painted it (`stimulusShown`), and
/// until that report a touch is a false start.
package enum KioskNormalizedReactionTimePart: KioskFamilyPart {
    /// The family.
    package typealias Family = NormalizedReactionTimeFamily

    /// The page's view: `normalizedReactionTime`.
    package static let kind: String? = "normalizedReactionTime"

    /// Whether the circle is shown, and the attempt.
    package static func screen(of reaction: NormalizedReactionTimeActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskNormalizedReactionTimeScreen? {
        KioskNormalizedReactionTimeScreen(stimulus: reaction.showsStimulus, game: reaction.attemptNumber,
                                          games: reaction.step.numberOfAttempts)
    }

    /// The page's report of the frame that painted the circle times the attempt's stimulus.
    package static func handle(_ command: KioskCommand, in reaction: NormalizedReactionTimeActivity, at time: Double) {
        guard case .stimulusShown(let shown) = command else { return }
        reaction.stimulusShown(at: shown)
    }

    /// The circle shows only once the page reports it painted.
    package static func willPlay(_ reaction: NormalizedReactionTimeActivity) {
        reaction.waitForShownReport()
    }
}
