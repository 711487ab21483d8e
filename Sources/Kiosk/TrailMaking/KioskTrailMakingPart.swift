import ActiveTasks
import TaskFamilies

/// The Trail Making test on the kiosk: the 13 circles where `TrailMakingLayout` puts them, each
/// labelled and named by its label, `done` once reached in order, `error` while flashed after a
/// wrong tap (ResearchKit tints it red, `ORKTrailmakingContentView.m` line 208); the page draws a
/// line between consecutive reached circles, as ResearchKit does. A circle activated without a
/// pointer is tapped.
package enum KioskTrailMakingPart: KioskFamilyPart {
    /// The family.
    package typealias Family = TrailMakingFamily

    /// The page's view: `trailmaking`.
    package static let kind: String? = "trailmaking"

    /// The errors so far and the circles.
    package static func screen(of trail: TrailMakingActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskTrailMakingScreen? {
        let test = trail.test
        return KioskTrailMakingScreen(
            score: test.numberOfErrors,
            targets: zip(test.circles, test.type.labels).enumerated().map { index, circle in
                let (rect, label) = circle
                return KioskTarget(name: label, x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                   state: index < test.nextIndex ? "done" : index == test.flashedError ? "error" : nil, label: label)
            })
    }

    /// A circle activated without a pointer (`cell`, by its index) is tapped.
    package static func handle(_ command: KioskCommand, in trail: TrailMakingActivity, at time: Double) {
        guard case .cell(let index) = command else { return }
        trail.tap(index, at: time)
    }
}
