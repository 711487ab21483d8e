import ActiveTasks

extension KioskPresenter {
    /// Shows the answers so far; touching one goes back to its step (the review shows again
    /// when that step ends), Next continues.
    func review(_ step: any Step, _ entries: [ReviewEntry]) async {
        await show(step, while: { if case .review = flow.screen { true } else { false } }) {
            var screen = screen(for: step, kind: "review")
            screen.review = entries.map(KioskReviewEntry.init)
            return screen
        }
    }
}
