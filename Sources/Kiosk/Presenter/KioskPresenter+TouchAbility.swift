import ActiveTasks

extension KioskPresenter {
    /// The touch-ability screen, new for each trial and each pause: while a tap or long-press
    /// trial runs, its square where `TouchAbilityLayout` puts it; while a swipe trial runs, the
    /// arrow to swipe along; nothing during the pause between trials.
    func touchAbilityScreen(_ screen: inout KioskScreen, _ touch: TouchAbilityActivity) {
        screen.kind = "touchAbility"
        let trial = touch.test.currentTrial
        screen.key += ".\(touch.test.trials.count).\(trial == nil ? "pause" : "trial")"
        screen.game = touch.test.trials.count
        screen.games = touch.test.plan.count
        screen.arrow = trial?.targetDirection?.rawValue
        if let rect = trial?.targetRect {
            screen.targets = [KioskTarget(name: touch.status ?? "", x: rect.x, y: rect.y, width: rect.width, height: rect.height)]
        }
    }
}
