import ActiveTasks

extension KioskPresenter {
    /// The touch-ability screen, new for each trial and each pause: while a tap or long-press
    /// trial runs, its square where `TouchAbilityLayout` puts it; while a swipe trial runs, the
    /// arrow to swipe along; while a scroll trial runs, the list at the offset the finger brought
    /// it to and the box; nothing during the pause between trials.
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
        if let trial, let direction = trial.scrollDirection, let coloured = trial.initialItem, let target = trial.targetItem,
           let offset = trial.scrollOffset {
            let list = TouchAbilityScrollList.frame, box = TouchAbilityScrollList.box(target: target, direction)
            screen.scroll = KioskScroll(direction: direction.rawValue,
                                        frame: KioskTarget(name: "", x: list.x, y: list.y, width: list.width, height: list.height),
                                        box: KioskTarget(name: "", x: box.x, y: box.y, width: box.width, height: box.height),
                                        items: TouchAbilityScrollList.numberOfItems, visible: TouchAbilityScrollList.visibleItems,
                                        coloured: coloured, offset: offset / TouchAbilityScrollList.itemLength(direction))
        }
    }
}
