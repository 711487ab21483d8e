/// Hooks a runner calls as steps start and finish: where recorders are started and stopped and
/// their file and error results attached.
///
/// All calls happen on the thread that drives the runner, in this order for each visit:
/// `didStart`, `didAnswer` as a form's answers are given, then either `willFinish` (the step ends
/// with a result) or `didLeave` (back navigation abandons it); `didFinish` once when the task
/// completes or is cancelled.
public protocol TaskRunnerObserver: AnyObject {
    /// A step became current (also when a run is resumed at it).
    /// - Parameters:
    ///   - runner: The runner.
    ///   - step: The step now current.
    func runner(_ runner: TaskRunner, didStart step: any Step)
    /// A step is about to end; add file or error results to `result` before it is stored.
    /// - Parameters:
    ///   - runner: The runner.
    ///   - step: The step ending.
    ///   - result: Its result, still mutable.
    func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult)
    /// Answers to the current step's questions were noted (`TaskRunner.note(answers:)`) in the
    /// result's `resumeAnswers`.
    /// - Parameters:
    ///   - runner: The runner.
    ///   - step: The step answered.
    func runner(_ runner: TaskRunner, didAnswer step: any Step)
    /// Back navigation abandoned the current step without a result.
    /// - Parameters:
    ///   - runner: The runner.
    ///   - step: The step left.
    func runner(_ runner: TaskRunner, didLeave step: any Step)
    /// The task completed or was cancelled; add task-level recorder results to `asyncResults`.
    /// - Parameters:
    ///   - runner: The runner.
    ///   - result: The task's result, still mutable.
    func runner(_ runner: TaskRunner, didFinish result: inout TaskResult)
}

extension TaskRunnerObserver {
    /// Does nothing.
    public func runner(_ runner: TaskRunner, didStart step: any Step) {}
    /// Does nothing.
    public func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {}
    /// Does nothing.
    public func runner(_ runner: TaskRunner, didAnswer step: any Step) {}
    /// Does nothing.
    public func runner(_ runner: TaskRunner, didLeave step: any Step) {}
    /// Does nothing.
    public func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {}
}
