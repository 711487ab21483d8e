import ActiveTasks
import TaskFamilies

/// The tapping test on the kiosk: the two round targets at the task's positions and sizes, named
/// in the run's language, whether the first tap on a target has started the time, and the taps so
/// far. A target activated without a pointer (`press`) is a tap on its side.
package enum KioskTappingPart: KioskFamilyPart {
    /// The family.
    package typealias Family = TappingFamily

    /// The page's view: `tapping`.
    package static let kind: String? = "tapping"

    /// The view's texts: the taps so far, the hint before the first tap and the button.
    package static let labels: [BuiltInText] = [.tapsSoFar, .timeStartsAtFirstTap, .tapButton]

    /// The targets and the taps.
    package static func screen(of tapping: TappingActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskTappingScreen? {
        let session = tapping.session
        return KioskTappingScreen(
            started: session.hasStarted, score: session.samples.count,
            targets: [(BuiltInText.leftTarget, session.layout.left), (.rightTarget, session.layout.right)].map { name, target in
                KioskTarget(name: name.text(in: language), x: target.centerX - target.width / 2, y: target.centerY - target.height / 2,
                            width: target.width, height: target.height)
            })
    }

    /// A target activated without a pointer (`press`, `left` or `right`) is a tap on its side.
    package static func handle(_ command: KioskCommand, in tapping: TappingActivity, at time: Double) {
        guard case .press(let side) = command else { return }
        tapping.press(side == "left" ? .left : .right, at: time)
    }
}
