import ActiveTasks
import TaskFamilies

/// The hole-peg test on the kiosk: the step's title and text, the time left, and the peg (where two
/// fingers carry it) with the hole or the line where `HolePegLayout` puts them. Touches reach the
/// step as the page's pointer events; there is no keyboard equivalent of a two-finger drag.
package enum KioskHolePegPart: KioskFamilyPart {
    /// The family.
    package typealias Family = HolePegFamily

    /// The page's view: `holePeg`.
    package static let kind: String? = "holePeg"

    /// The peg and the hole or line.
    package static func screen(of holePeg: HolePegActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskHolePegScreen? {
        let test = holePeg.test
        let start = test.layout.peg, center = test.pegCenter, target = test.layout.target
        return KioskHolePegScreen(holePeg: KioskHolePeg(
            action: test.action.rawValue,
            peg: KioskTarget(name: "", x: center.x - start.width / 2, y: center.y - start.height / 2, width: start.width, height: start.height),
            target: KioskTarget(name: "", x: target.x, y: target.y, width: target.width, height: target.height),
            rotation: test.pegRotation, rotated: test.rotated, held: test.isHeld, done: test.successes, pegs: test.numberOfPegs))
    }
}
