import RecordingFormat
import ActiveTasks
import Foundation
import Recorders

/// Starts and stops a task's recorders with its steps, and files what they recorded.
///
/// A step's own recorders go into that step's result (its chunks as file results, its failures
/// as error results). Everything else a run recorded — task-level recorders that span steps, and
/// recorders of a step that back navigation abandoned — goes into the task's `asyncResults`
/// when the task finishes, so no chunk on disk is left unlisted.
package final class RecordingObserver: TaskRunnerObserver {
    /// The coordinator that owns the recorders.
    package let coordinator: RecorderCoordinator
    private let taskRecorderIdentifiers: Set<String>
    private let requiredTaskRecorders: Set<String>
    private let clock: () -> Date
    private var filed: [RecorderResult] = []

    /// Creates the observer of a run of `task`.
    /// - Parameters:
    ///   - task: The task; its task-level recorder identifiers decide what goes to `asyncResults`.
    ///   - coordinator: A coordinator made from `RecordingObserver.configurations(of: task)`.
    ///   - clock: The time stamped on error results.
    package init(task: OrderedTask, coordinator: RecorderCoordinator, clock: @escaping () -> Date = Date.init) {
        self.coordinator = coordinator
        self.taskRecorderIdentifiers = Set(task.recorders.map(\.identifier))
        self.requiredTaskRecorders = Set(task.recorders.filter { !$0.optional }.map(\.identifier))
        self.clock = clock
    }

    /// The recorder configurations of `task`: the task-level ones, and each step's (active,
    /// walking, tapping or a registered type's) by step identifier.
    /// - Parameter task: The task.
    package static func configurations(of task: OrderedTask)
        -> (task: [RecorderConfiguration], steps: [String: [RecorderConfiguration]]) {
        var steps: [String: [RecorderConfiguration]] = [:]
        for case let step as any ActivityStep in task.flattenedSteps where !step.recorders.isEmpty {
            steps[step.identifier] = step.recorders
        }
        return (task.recorders, steps)
    }

    /// Starts the step's recorders and marks the step in spanning recorders; a required recorder
    /// that cannot start fails the run.
    package func runner(_ runner: TaskRunner, didStart step: any Step) {
        if let failure = coordinator.stepDidStart(step.identifier) {
            runner.fail(failure.error, identifier: failure.identifier)
        }
    }

    /// Stops the step's recorders and adds their chunks and failures to `result`; a required
    /// recorder (the step's or a spanning one stopping with it) that failed fails the run.
    package func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
        let recorders = (step as? any ActivityStep)?.recorders ?? []
        let required = Set(recorders.filter { !$0.optional }.map(\.identifier)).union(requiredTaskRecorders)
        for recorder in coordinator.stepDidEnd(step.identifier) {
            if required.contains(recorder.identifier), let error = recorder.errors.first {
                runner.fail(error, identifier: recorder.identifier)
            }
            guard !taskRecorderIdentifiers.contains(recorder.identifier) else { continue }
            result.append(files: recorder.files)
            for error in recorder.errors {
                result.append(error: ErrorResult(identifier: recorder.identifier, error: error, date: clock()))
            }
            filed.append(recorder)
        }
    }

    /// Stops the abandoned step's recorders; their chunks are listed in `asyncResults` at the end.
    package func runner(_ runner: TaskRunner, didLeave step: any Step) {
        _ = coordinator.stepDidEnd(step.identifier)
    }

    /// Stops every recorder still running and lists every result not filed with a step in
    /// `asyncResults`; a required task-level recorder that failed turns a completed run into a
    /// failed one.
    package func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {
        for recorder in coordinator.finish() where !filed.contains(recorder) {
            if result.error == nil, requiredTaskRecorders.contains(recorder.identifier), let error = recorder.errors.first {
                result.error = ErrorResult(identifier: recorder.identifier, error: error, date: clock())
                if result.status == .completed { result.status = .failed }
            }
            result.asyncResults += recorder.files.map(ResultItem.file)
            result.asyncResults += recorder.errors.map {
                ResultItem.error(ErrorResult(identifier: recorder.identifier, error: $0, date: clock()))
            }
        }
    }
}
