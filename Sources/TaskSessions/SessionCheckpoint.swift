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
        /// What a save writes: the run it resumes until the first step starts, then the place
        /// of the step that started last.
        var place: RunPlace?
        var began = false
        var stopped = false
        var lock: FolderLock?
        /// The output folder, open since the run began.
        var folder: FolderHandle?
        var provenance: RunProvenance?
        var enrolment: Enrolment?
        var persisted = ContinuousClock.Instant.now
        /// The shortest time between two checkpoint files: `interval`, or ten times what the last
        /// one took to write, so that writing them never takes more than a tenth of a long run.
        var persistEvery = SessionCheckpoint.interval
    }

    /// The hidden file in the output folder that holds the run as it stood when its latest step
    /// started, while no `taskResult.json` is there: what `--resume` continues after a crash or a
    /// power cut.
    package static let fileName = ".taskResult.checkpoint.json"
    /// The shortest time between two checkpoints when no recording was added in between: a run
    /// of many short steps writes a few a second, not one per step.
    private static let interval = Duration.milliseconds(500)

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
    /// atomically, the folder fsynced), removes the checkpoint and the lock file and gives back
    /// the claim on the folder; only a resumed run replaces the saved result it continues.
    /// - Parameter result: The task's result.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the folder or file and the reason.
    @discardableResult
    func write(_ result: TaskResult) throws(ActivetaskError) -> URL {
        var result = result
        let (provenance, enrolment, open) = state.withLock { ($0.provenance, $0.enrolment, $0.folder) }
        result.provenance = provenance ?? result.provenance
        enrolment?.record(in: &result)
        let folder: FolderHandle
        if let open { folder = open } else { folder = try FolderHandle(creating: outputDirectory) }
        try folder.writeAtomically(try encode(result), to: TaskSession.resultFileName, replacing: resuming)
        // The result is there: the folder is free for a resume (a saved run) from now on.
        state.withLock { Self.leave(&$0, folder: folder) }
        return outputDirectory.appendingPathComponent(TaskSession.resultFileName)
    }

    /// Removes the checkpoint and the lock file of a run abandoned before it recorded anything:
    /// there is nothing to resume.
    func discard() {
        state.withLock { state in
            if let folder = state.folder { Self.leave(&state, folder: folder) }
            state.stopped = true
        }
    }

    /// Leaves the output folder: removes the checkpoint (the folder fsynced) and the lock file,
    /// and gives back the claim.
    private static func leave(_ state: inout State, folder: FolderHandle) {
        if (try? Syscalls.unlinkat(folder.descriptor, fileName)) != nil {
            try? folder.sync(publishing: fileName)
        }
        state.lock?.removeFile()
        state.lock = nil
    }

    private func encode(_ result: TaskResult) throws(ActivetaskError) -> Data {
        do {
            return try TaskResult.makeEncoder().encode(result)
        } catch {
            throw ActivetaskError(.writeFailed, "the result of task \"\(identifier)\" could not be encoded: \(error)")
        }
    }

    /// The run's recorders are running (`coordinator`, `nil` when the task records nothing);
    /// `saved`, the run it resumes, is what a save before its first step writes and the first
    /// checkpoint. The checkpoint keeps `lock`, the claim on the output folder open as `folder`,
    /// for the session's life, and puts `provenance` and `enrolment` in every result it writes.
    func begin(coordinator: RecorderCoordinator?, resuming saved: TaskResult?, folder: FolderHandle, lock: FolderLock,
               provenance: RunProvenance?, enrolment: Enrolment?) {
        let first = saved ?? TaskResult(identifier: identifier, status: .interrupted, startDate: Date(), endDate: Date())
        state.withLock { state in
            state.coordinator = coordinator
            state.place = saved.map(RunPlace.init)
            state.began = true
            state.lock = lock
            state.folder = folder
            state.provenance = provenance
            state.enrolment = enrolment
            persist(first, in: &state)
        }
    }

    /// Calls `body` unless the run was stopped, with no save in between; the place of the runner
    /// it returns, at the step it has just started, becomes what a save writes (`RunPlace`: in
    /// time that does not grow with the run), and the checkpoint file when the step before listed
    /// a recording or the last checkpoint is older than `persistEvery`.
    func guarded(_ body: () -> TaskRunner?) {
        state.withLock { state in
            guard !state.stopped else { return }
            guard let runner = body() else { return }
            let recorded = runner.result.stepHistory.last?.results.contains { if case .file = $0 { true } else { false } } ?? false
            var place = state.place ?? RunPlace(TaskResult(identifier: identifier, status: .interrupted, startDate: Date(), endDate: Date()))
            state.place = nil
            place.follow(runner)
            state.place = place
            if recorded || ContinuousClock.now - state.persisted >= state.persistEvery { persist(place.saved, in: &state) }
        }
    }

    /// Writes `place` as the checkpoint file (atomically, fsynced, with its folder). A checkpoint
    /// that cannot be written (a full disk) does not stop the run: the last one written stays,
    /// and a resume after a crash repeats the steps since.
    private func persist(_ place: TaskResult, in state: inout State) {
        var place = place
        place.provenance = state.provenance
        state.enrolment?.record(in: &place)
        let start = ContinuousClock.now
        defer {
            state.persisted = .now
            state.persistEvery = max(Self.interval, (state.persisted - start) * 10)
        }
        guard let data = try? encode(place) else { return }
        try? (state.folder ?? FolderHandle(creating: outputDirectory)).writeAtomically(data, to: Self.fileName, replacing: true)
    }

    /// The participant and visit the kiosk's enrolment screen took once the run had begun: recorded
    /// in every result written from now on, beside the site and device the session was given.
    /// - Parameters:
    ///   - participantIdentifier: The participant id, checked against the study; `nil` keeps the one given.
    ///   - visit: The visit, checked against the study; `nil` keeps the one given.
    package func enrol(participantIdentifier: String?, visit: String?) {
        state.withLock { state in
            var enrolment = state.enrolment ?? Enrolment()
            enrolment.participantIdentifier = participantIdentifier ?? enrolment.participantIdentifier
            enrolment.visit = visit ?? enrolment.visit
            state.enrolment = enrolment
        }
    }

    /// The participant, visit, site and device the run records: the session's, filled from the run
    /// it resumes and by `enrol(participantIdentifier:visit:)`; `nil` before the run began.
    package var enrolment: Enrolment? {
        state.withLock { $0.enrolment }
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
            var result = state.place?.saved ?? TaskResult(identifier: identifier, status: .interrupted, startDate: Date(), endDate: Date())
            let listed = Set(result.listedFiles.map(\.relativePath))
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
