import ActiveTasks

/// The observer a session gives its runner: tells `observers` of every step, in order, under
/// the session checkpoint's lock, and notes each step start in the checkpoint; once the run was
/// saved from another thread it tells them nothing more.
final class GuardedObserver: TaskRunnerObserver {
    private let checkpoint: SessionCheckpoint
    private let chain: ObserverChain

    /// Guards `observers` with `checkpoint`.
    init(checkpoint: SessionCheckpoint, observers: [any TaskRunnerObserver]) {
        self.checkpoint = checkpoint
        self.chain = ObserverChain(observers)
    }

    /// Tells the observers, then notes the run's place.
    func runner(_ runner: TaskRunner, didStart step: any Step) {
        checkpoint.guarded {
            chain.runner(runner, didStart: step)
            return runner.result.status == .running ? runner : nil
        }
    }

    /// Notes the run's place with the answers given so far, so that a save keeps them.
    func runner(_ runner: TaskRunner, didAnswer step: any Step) {
        checkpoint.guarded { runner.result.status == .running ? runner : nil }
    }

    /// Tells the observers.
    func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
        var finished = result
        checkpoint.guarded {
            chain.runner(runner, willFinish: step, result: &finished)
            return nil
        }
        result = finished
    }

    /// Tells the observers.
    func runner(_ runner: TaskRunner, didLeave step: any Step) {
        checkpoint.guarded {
            chain.runner(runner, didLeave: step)
            return nil
        }
    }

    /// Tells the observers; the run has ended, so nothing is left to save.
    func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {
        var final = result
        checkpoint.guarded {
            chain.runner(runner, didFinish: &final)
            return nil
        }
        checkpoint.ended()
        result = final
    }
}
