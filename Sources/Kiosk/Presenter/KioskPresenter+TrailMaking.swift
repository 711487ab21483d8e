import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The Trail Making screen: the 13 circles where `TrailMakingLayout` puts them, each labelled
    /// and named by its label, `done` once reached in order, `error` while flashed after a wrong tap
    /// (ResearchKit tints it red, `ORKTrailmakingContentView.m` line 208); the page draws a line
    /// between consecutive reached circles, as ResearchKit does.
    func trailMakingScreen(_ screen: inout KioskScreen, _ trail: TrailMakingActivity) {
        screen.kind = "trailmaking"
        let test = trail.test
        screen.score = test.numberOfErrors
        screen.targets = zip(test.circles, test.type.labels).enumerated().map { index, circle in
            let (rect, label) = circle
            return KioskTarget(name: label, x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                               state: index < test.nextIndex ? "done" : index == test.flashedError ? "error" : nil, label: label)
        }
    }
}
