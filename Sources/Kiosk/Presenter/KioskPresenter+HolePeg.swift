import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The hole-peg screen: the step's title and text, the time left, and the peg (where two
    /// fingers carry it) with the hole or the line where `HolePegLayout` puts them. Touches reach
    /// the step as the page's pointer events; there is no keyboard equivalent of a two-finger drag.
    func holePegScreen(_ screen: inout KioskScreen, _ holePeg: HolePegActivity) {
        screen.kind = "holePeg"
        let test = holePeg.test
        let start = test.layout.peg, center = test.pegCenter, target = test.layout.target
        screen.holePeg = KioskHolePeg(
            action: test.action.rawValue,
            peg: KioskTarget(name: "", x: center.x - start.width / 2, y: center.y - start.height / 2, width: start.width, height: start.height),
            target: KioskTarget(name: "", x: target.x, y: target.y, width: target.width, height: target.height),
            rotation: test.pegRotation, rotated: test.rotated, held: test.isHeld, done: test.successes, pegs: test.numberOfPegs)
    }
}
