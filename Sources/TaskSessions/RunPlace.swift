import ActiveTasks
import Foundation

/// Where a run stood when its latest step started: the result so far, status `saved`, and the way
/// back to that step. It follows the runner at every step start in time that does not grow with
/// the run: it copies only the step results added since and shares the runner's trail, so it never
/// holds the runner's history and the runner's next append does not copy it.
package struct RunPlace: Sendable {
    /// The result so far; its `resumePath` is the saved run's own until the runner's first step.
    private var result: TaskResult
    /// Where each step's latest result is in `result.stepHistory`.
    private var latest: LatestResults
    /// The runner's trail at its latest step start; `nil` before the first.
    private var trail: StepTrail?

    /// The place of a run that has not reached a step yet: `result`, the saved run it resumes or
    /// an `interrupted` result with no steps.
    package init(_ result: TaskResult) {
        self.result = result
        self.latest = LatestResults(result.stepHistory)
    }

    /// Moves to the step `runner` has just started: its result so far, status `saved` and ended
    /// now, and its trail. The runner must be the one this place has followed (or resumed the
    /// result it was made with): its history starts with this place's.
    /// - Parameter runner: The runner, on its thread, inside the observer's step start.
    package mutating func follow(_ runner: TaskRunner) {
        var history = result.stepHistory
        result.stepHistory = []
        for step in runner.result.stepHistory[history.count...] { latest.append(step, to: &history) }
        result = runner.result
        result.stepHistory = history
        result.status = .saved
        result.endDate = Date()
        trail = runner.trail
    }

    /// The result a save writes: the run so far with `resumePath` to the step that was running.
    package var saved: TaskResult {
        var saved = result
        if let trail { saved.resumePath = trail.identifiers }
        return saved
    }
}
