import ActiveTasks

extension KioskPresenter {
    /// Shows the answers so far; touching one goes back to its step (the review shows again
    /// when that step ends), Next continues.
    func review(_ step: any Step, _ entries: [ReviewEntry]) async {
        while isCurrent(step), case .review = flow.screen {
            var screen = screen(for: step, kind: "review")
            screen.review = entries.map(KioskReviewEntry.init)
            screen.notice = flow.lastNotice
            publish(screen)
            for command in await commands() {
                switch command {
                case .next: flow.handle(.next)
                case .back: flow.handle(.back)
                case .revisit(let identifier): flow.handle(.revisit(identifier))
                case .cancel: flow.handle(.stop)
                default: continue
                }
                break
            }
        }
    }
}
