import ActiveTasks
import TaskFamilies

/// The touch-ability test on the kiosk, a new view for each trial and each pause: while a tap or
/// long-press trial runs, its square where `TouchAbilityLayout` puts it; while a swipe trial runs,
/// the arrow to swipe along; while a scroll trial runs, the list at the offset the finger brought
/// it to and the box; while a pinch or rotation trial runs, the outline at the target, the shape as
/// the two fingers have scaled or turned it so far and a dot at each finger down; nothing during
/// the pause between trials. The square activated without a pointer is a tap at its centre.
package enum KioskTouchAbilityPart: KioskFamilyPart {
    /// The family.
    package typealias Family = TouchAbilityFamily

    /// The page's view: `touchAbility`.
    package static let kind: String? = "touchAbility"

    /// The trial and what it shows; the key changes with each trial and pause.
    package static func screen(of touch: TouchAbilityActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskTouchAbilityScreen? {
        let trial = touch.test.currentTrial
        screen.key += ".\(touch.test.trials.count).\(trial == nil ? "pause" : "trial")"
        var fields = KioskTouchAbilityScreen(game: touch.test.trials.count, games: touch.test.plan.count,
                                             arrow: trial?.targetDirection?.rawValue)
        if let rect = trial?.targetRect {
            fields.targets = [KioskTarget(name: touch.status ?? "", x: rect.x, y: rect.y, width: rect.width, height: rect.height)]
        }
        if let trial, let direction = trial.scrollDirection, let coloured = trial.initialItem, let target = trial.targetItem,
           let offset = trial.scrollOffset {
            let list = TouchAbilityScrollList.frame, box = TouchAbilityScrollList.box(target: target, direction)
            fields.scroll = KioskScroll(direction: direction.rawValue,
                                        frame: KioskTarget(name: "", x: list.x, y: list.y, width: list.width, height: list.height),
                                        box: KioskTarget(name: "", x: box.x, y: box.y, width: box.width, height: box.height),
                                        items: TouchAbilityScrollList.numberOfItems, visible: TouchAbilityScrollList.visibleItems,
                                        coloured: coloured, offset: offset / TouchAbilityScrollList.itemLength(direction))
        }
        if let trial, trial.gesture.takesTwoFingers {
            let side = TouchAbilityTwoFingers.side, center = TouchAbilityTwoFingers.center
            let width = side * TouchAbilityLayout.pixelHeight / TouchAbilityLayout.pixelWidth
            let down = trial.tracks.filter { !["ended", "cancelled"].contains($0.last?.phase ?? "ended") }.compactMap { $0.last?.point }
            fields.twoFingers = KioskTwoFingers(
                gesture: trial.gesture.rawValue,
                frame: KioskTarget(name: "", x: center.x - width / 2, y: center.y - side / 2, width: width, height: side),
                target: trial.targetScale ?? trial.targetRotation ?? 0,
                current: trial.gesture == .pinch ? TouchAbilityTwoFingers.scale(of: trial.tracks) ?? 1 : TouchAbilityTwoFingers.rotation(of: trial.tracks) ?? 0,
                fingers: down)
        }
        return fields
    }

    /// The square activated without a pointer (`cell`) is a tap at its centre.
    package static func handle(_ command: KioskCommand, in touch: TouchAbilityActivity, at time: Double) {
        guard case .cell = command, let center = touch.test.currentTrial?.targetRect?.center else { return }
        touch.tap(center, at: time, key: "keyboard")
    }
}
