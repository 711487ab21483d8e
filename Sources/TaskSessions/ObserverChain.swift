import ActiveTasks

/// Several runner observers as one: each call goes to every observer, in order. Holds them
/// strongly (a runner holds its observer weakly).
final class ObserverChain: TaskRunnerObserver {
    private let observers: [any TaskRunnerObserver]

    /// Chains `observers`, called in this order.
    init(_ observers: [any TaskRunnerObserver]) {
        self.observers = observers
    }

    /// Tells every observer, in order.
    func runner(_ runner: TaskRunner, didStart step: any Step) {
        for observer in observers { observer.runner(runner, didStart: step) }
    }

    /// Tells every observer, in order; each sees what the ones before it added.
    func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
        for observer in observers { observer.runner(runner, willFinish: step, result: &result) }
    }

    /// Tells every observer, in order.
    func runner(_ runner: TaskRunner, didLeave step: any Step) {
        for observer in observers { observer.runner(runner, didLeave: step) }
    }

    /// Tells every observer, in order; each sees what the ones before it added.
    func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {
        for observer in observers { observer.runner(runner, didFinish: &result) }
    }
}
