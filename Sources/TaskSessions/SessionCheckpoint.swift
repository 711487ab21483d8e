import ActiveTasks
import RecordingFormat
import Foundation
import Recorders
import Synchronization

/// Where a session's run stood when its current step started, kept so that another thread (a
/// signal handler) can save it: the result so far with the way back to that step, and the
/// coordinator whose recorders must be stopped. `TaskSession.checkpoint` gives it to the thread
/// that watches for signals.
///
/// Every runner callback of the session goes through `GuardedObserver`, under this checkpoint's
/// lock, so a save never sees a step half started or half ended, and no recorder starts after it.
package final class SessionCheckpoint: Sendable {
    private struct State {
        var coordinator: RecorderCoordinator?
        var saved: TaskResult?
        var began = false
        var stopped = false
    }

    /// The folder `taskResult.json` goes into.
    package let outputDirectory: URL
    private let identifier: String
    private let resuming: Bool
    private let state = Mutex(State())

    /// A checkpoint for a run of `task` into `outputDirectory`; `resuming` lets its result replace
    /// the saved one there.
    init(task: OrderedTask, outputDirectory: URL, resuming: Bool) {
        self.identifier = task.identifier
        self.outputDirectory = outputDirectory
        self.resuming = resuming
    }

    /// Saves the run from any thread, for a signal handler: stops every recorder (each chunk
    /// closed and fsynced), and writes `taskResult.json` with status `saved` — every step result
    /// up to the step that was running, that step's chunks in `asyncResults`, and `resumePath`
    /// to start it again — or `interrupted` when the run had not reached its first step. The
    /// thread running the presenter must not go on with the run afterwards: its observers are no
    /// longer told anything, and the process is expected to exit.
    /// - Returns: The result written and its file; `nil` when the run has not begun (nothing was
    ///   recorded) or has already ended.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the file when it cannot be written (the
    ///   chunks are closed and intact).
    package func saveInterrupted() throws(ActivetaskError) -> (result: TaskResult, file: URL)? {
        guard let result = stop() else { return nil }
        return (result, try write(result))
    }

    /// Whether the run ended by itself (its result is the presenter's to write) or was saved.
    package var hasEnded: Bool {
        state.withLock { $0.stopped }
    }

    /// Writes `result` as `taskResult.json` in the output folder (0700 folder, 0600 file,
    /// atomically); only a resumed run replaces the saved result it continues.
    /// - Parameter result: The task's result.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the folder or file and the reason.
    @discardableResult
    func write(_ result: TaskResult) throws(ActivetaskError) -> URL {
        let data: Data
        do {
            data = try TaskResult.makeEncoder().encode(result)
        } catch {
            throw ActivetaskError(.writeFailed, "the result of task \"\(identifier)\" could not be encoded: \(error)")
        }
        try FolderHandle(creating: outputDirectory).writeAtomically(data, to: TaskSession.resultFileName, replacing: resuming)
        return outputDirectory.appendingPathComponent(TaskSession.resultFileName)
    }

    /// The run's recorders are running (`coordinator`, `nil` when the task records nothing);
    /// `saved`, the run it resumes, is what a save before its first step writes.
    func begin(coordinator: RecorderCoordinator?, resuming saved: TaskResult?) {
        state.withLock { state in
            state.coordinator = coordinator
            state.saved = saved
            state.began = true
        }
    }

    /// Calls `body` unless the run was stopped, with no save in between; the place it returns
    /// (see `place(of:)`) becomes what a save writes.
    func guarded(_ body: () -> TaskResult?) {
        state.withLock { state in
            guard !state.stopped else { return }
            if let place = body() { state.saved = place }
        }
    }

    /// The saved result of `runner`'s run as it stands: `saved`, with the way back to its step.
    static func place(of runner: TaskRunner) -> TaskResult {
        var saved = runner.result
        saved.status = .saved
        saved.endDate = Date()
        saved.resumePath = runner.resumePath
        return saved
    }

    /// The run ended by itself: nothing is left to save.
    func ended() {
        state.withLock { $0.stopped = true }
    }

    /// Stops the run: stops every recorder and returns the result to write, each chunk the saved
    /// result does not list added to `asyncResults`; `nil` when the run had not begun or ended.
    private func stop() -> TaskResult? {
        state.withLock { state -> TaskResult? in
            guard state.began, !state.stopped else { return nil }
            state.stopped = true
            var result = state.saved ?? TaskResult(identifier: identifier, status: .interrupted, startDate: Date(), endDate: Date())
            let listed = Set((result.stepHistory.flatMap(\.results) + result.asyncResults).compactMap { item in
                if case .file(let file) = item { file.relativePath } else { nil }
            })
            for recorder in state.coordinator?.finish() ?? [] {
                let unlisted = recorder.files.filter { !listed.contains($0.relativePath) }
                guard !unlisted.isEmpty || recorder.files.isEmpty else { continue }
                result.asyncResults += unlisted.map(ResultItem.file)
                result.asyncResults += recorder.errors.map {
                    ResultItem.error(ErrorResult(identifier: recorder.identifier, error: $0, date: Date()))
                }
            }
            return result
        }
    }
}
