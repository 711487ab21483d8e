import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The touch reaction-time screen: the attempt's state, its number of all, and whether the blue
    /// circle is to be shown; the page reports the frame that painted it (`stimulusShown`).
    func normalizedReactionTimeScreen(_ screen: inout KioskScreen, _ reaction: NormalizedReactionTimeActivity) {
        screen.kind = "normalizedReactionTime"
        screen.stimulus = reaction.showsStimulus
        screen.game = reaction.attemptNumber
        screen.games = reaction.step.numberOfAttempts
    }
}
