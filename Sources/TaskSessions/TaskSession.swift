import ActiveTasks
import Foundation
import Recorders
import RecordingFormat

/// One run of a task with its recorders and a presenter: the library entry point behind
/// `activetask run` and `activetask present`.
///
/// The session binds the task's recorders to devices before anything starts (a required recorder
/// without a device fails the run with nothing written), starts the task-level ones, gives the
/// presenter a `TaskRunner` whose observer starts and stops each step's recorders, and feeds every
/// recorded sample to the presenter's `SampleInbox` so that active steps end on what the sensors
/// see. When the presenter returns or fails, every recorder still running is stopped and its
/// chunks are closed. Further observers (the signed consent PDF's writer, `ConsentPDFObserver`)
/// are told of every step after the recorders, so a step's result lists its chunks before
/// what they add.
///
/// Nothing is overwritten: a session refuses an output folder that already holds a
/// `taskResult.json` unless it resumes the saved run in it (`resuming: true`). A run stops
/// before its end in two ways, both giving a `saved` result that `resuming` continues: the
/// presenter calls `TaskRunner.save()` (Esc on a kiosk) and the session writes what it returns;
/// or another thread (a signal handler) calls `checkpoint.saveInterrupted()`, which stops the
/// recorders and writes the run as it stood when its current step started.
package struct TaskSession {
    /// The file name of a run's result in its output folder.
    package static let resultFileName = "taskResult.json"

    /// The task.
    package let task: OrderedTask
    /// The folder `taskResult.json` and the chunks go into.
    package let outputDirectory: URL
    /// Whether the session continues the saved run in `outputDirectory`.
    package let resuming: Bool
    private let observers: [any TaskRunnerObserver]
    private let resolver: () throws -> DeviceResolver
    /// What another thread (a signal handler) saves the run with: `saveInterrupted()`.
    package let checkpoint: SessionCheckpoint
    /// What is run, recorded in the result; a resume refuses a run that differs (see
    /// `RunProvenance.differences(from:)`).
    package let provenance: RunProvenance?
    /// Who the run is of and where it is made, recorded in the result; a resume keeps the saved
    /// run's values and refuses different ones (see `Enrolment.differences(from:)`).
    package let enrolment: Enrolment?
    /// The recording's zero: chunk timestamps (and spoken cues' times) are seconds since it.
    package let zero: RecordingZero

    /// Creates a session.
    /// - Parameters:
    ///   - task: The task, validated.
    ///   - outputDirectory: The run's output folder (created 0700 when missing).
    ///   - resuming: Continue the `saved` run whose `taskResult.json` is in `outputDirectory`
    ///     instead of starting a new one.
    ///   - observers: Told of every step start and end after the recorders, in order; the session
    ///     holds them for the run.
    ///   - resolver: Makes the resolver that binds recorders to devices; called only when the
    ///     task records something.
    ///   - provenance: What is run (tool version, task file, parameters), recorded in the result
    ///     with the devices the recorders were bound to.
    ///   - enrolment: The participant, visit, site and device, recorded in the result.
    ///   - zero: The recording's zero, shared with observers that time what they do (speech).
    package init(task: OrderedTask, outputDirectory: URL, resuming: Bool = false, observers: [any TaskRunnerObserver] = [],
                provenance: RunProvenance? = nil, enrolment: Enrolment? = nil, zero: RecordingZero = .now(),
                resolver: @escaping () throws -> DeviceResolver) {
        self.task = task
        self.zero = zero
        self.provenance = provenance
        self.enrolment = enrolment
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.resuming = resuming
        self.observers = observers
        self.resolver = resolver
        self.checkpoint = SessionCheckpoint(task: task, outputDirectory: self.outputDirectory, resuming: resuming)
    }

    /// Whether the task has recorders, so that a failed run may have left chunks behind.
    package var records: Bool {
        let configurations = RecordingObserver.configurations(of: task)
        return !configurations.task.isEmpty || !configurations.steps.isEmpty
    }

    /// The result file in the output folder.
    package var resultFile: URL {
        outputDirectory.appendingPathComponent(Self.resultFileName)
    }

    /// Runs the task (or the rest of a saved run of it).
    /// - Parameter present: Shows the task to the participant (or drives it headless) with the
    ///   runner and the inbox of live samples, and returns the task's result.
    /// - Returns: The task result, with every recorder's chunks and failures filed: `completed`,
    ///   `failed` (a required recorder failed; `error` names it, its device and file), or `saved`.
    /// - Throws: `ActivetaskError(.outputExists)` when the output folder already holds a task
    ///   result and the session does not resume it; `.invalidRestorationData` when a resumed
    ///   folder holds no saved run of this task; `ActivetaskError` when a required recorder has no
    ///   device or cannot start, or a replay folder or device profile cannot be read (nothing is
    ///   written then); `ActivetaskError` when the output folder cannot be created; and whatever
    ///   `present` throws, after every recorder has stopped (what was recorded is kept).
    package func run(_ present: (TaskRunner, SampleInbox) throws -> TaskResult) throws -> TaskResult {
        let started = try begin()
        do {
            return try withExtendedLifetime(started.chain) { try present(started.runner, started.samples) }
        } catch {
            started.abandon()
            throw error
        }
    }

    /// Runs the task (or the rest of a saved run of it) with an asynchronous presenter (the
    /// kiosk's), as `run(_:)` does.
    /// - Parameter present: Shows the task to the participant with the runner and the inbox of
    ///   live samples, and returns the task's result.
    /// - Returns: The task result, as `run(_:)` returns it.
    /// - Throws: What `run(_:)` throws.
    package func run(_ present: (TaskRunner, SampleInbox) async throws -> TaskResult) async throws -> TaskResult {
        let started = try begin()
        do {
            let result = try await present(started.runner, started.samples)
            withExtendedLifetime(started.chain) {}
            return result
        } catch {
            started.abandon()
            throw error
        }
    }

    /// A run begun: its runner, live samples and observers, and what to stop when it is abandoned.
    private struct Started {
        let runner: TaskRunner
        let samples: SampleInbox
        /// Holds the observers, which the runner holds weakly, for the run.
        let chain: GuardedObserver
        let recording: (coordinator: RecorderCoordinator, folder: FolderHandle)?
        let checkpoint: SessionCheckpoint
        /// The output folder when this run created it, to remove again when it leaves nothing.
        let created: URL?

        /// Stops every recorder still running (what was recorded is kept, with the checkpoint
        /// that resumes it) after the presenter failed; a run that recorded nothing leaves nothing.
        func abandon() {
            TaskSession.stop(recording)
            guard recording == nil else { return }
            checkpoint.discard()
            if let created { try? Syscalls.unlinkat(AT_FDCWD, created.path, flags: AT_REMOVEDIR) }
        }
    }

    /// Checks the output folder, starts the task-level recorders and makes the runner, ready for
    /// a presenter.
    private func begin() throws -> Started {
        let existed = FileManager.default.fileExists(atPath: outputDirectory.path)
        let folder = try FolderHandle(creating: outputDirectory)
        try folder.requirePrivate("output folder", code: .outputNotWritable, way: "choose another --output")
        let lock = try FolderLock(folder)
        let saved: TaskResult?
        let samples = SampleInbox()
        let recording: (coordinator: RecorderCoordinator, folder: FolderHandle)?
        do {
            saved = try savedRun(in: folder)
            recording = try startRecording(samples: samples, saved: saved, folder: folder)
        } catch {
            // Refused or unable to start: nothing of this run stays behind.
            lock.removeFile()
            if !existed { try? Syscalls.unlinkat(AT_FDCWD, outputDirectory.path, flags: AT_REMOVEDIR) }
            throw error
        }
        let started: Started
        do {
            let recorders = recording.map { [RecordingObserver(task: task, coordinator: $0.coordinator)] } ?? []
            let chain = GuardedObserver(checkpoint: checkpoint, observers: recorders + observers)
            var provenance = provenance
            provenance?.devices = recording?.coordinator.deviceBindings ?? [:]
            let enrolment = saved.map { (self.enrolment ?? Enrolment()).filled(from: Enrolment(of: $0)) } ?? self.enrolment
            checkpoint.begin(coordinator: recording?.coordinator, resuming: saved, folder: folder, lock: lock, provenance: provenance,
                             enrolment: enrolment)
            let runner = try saved.map { try TaskRunner(task: task, resuming: $0, observer: chain) }
                ?? TaskRunner(task: task, observer: chain)
            runner.voice = observers.lazy.compactMap { ($0 as? SpeechObserver)?.voice }.first
            started = Started(runner: runner, samples: samples, chain: chain, recording: recording, checkpoint: checkpoint,
                              created: existed ? nil : outputDirectory)
        } catch {
            Self.stop(recording)
            throw error
        }
        return started
    }

    /// Stops every recorder still running and gives back the room kept for the result.
    private static func stop(_ recording: (coordinator: RecorderCoordinator, folder: FolderHandle)?) {
        _ = recording?.coordinator.finish()
        recording?.folder.releaseReserve(for: resultFileName)
    }

    /// Writes `result` as `taskResult.json` in the output folder (0700 folder, 0600 file,
    /// atomically); only a resumed run replaces the saved result it continues.
    /// - Parameter result: The task's result (`completed`, `failed` or `saved`).
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the folder or file and the reason.
    @discardableResult
    package func write(_ result: TaskResult) throws(ActivetaskError) -> URL {
        try checkpoint.write(result)
    }

    /// The saved run to continue, or `nil` for a new run; refuses a folder holding a result that
    /// is not to be resumed, a run that ended without one (a crash) unless resuming, a folder
    /// holding anything else, and a resume of a different run.
    private func savedRun(in folder: FolderHandle) throws(ActivetaskError) -> TaskResult? {
        let exists = folder.contains(Self.resultFileName)
        let crashed = !exists && folder.contains(SessionCheckpoint.fileName)
        guard resuming else {
            guard !exists else {
                throw ActivetaskError(.outputExists, "\(resultFile.path) already holds a task result, which is never overwritten; "
                                      + "choose another --output, or give --resume to continue a saved run")
            }
            guard !crashed else {
                throw ActivetaskError(.unfinishedRun, "\(outputDirectory.path) holds a run that stopped without writing its result "
                                      + "(the process was killed or the power failed); everything it recorded is kept")
            }
            let others = Self.entries(of: outputDirectory).filter { $0 != FolderLock.fileName && !$0.hasPrefix(".") }
            guard others.isEmpty else {
                throw ActivetaskError(.outputExists, "\(outputDirectory.path) is not empty (it holds \(others.sorted().prefix(3).joined(separator: ", "))"
                                      + "\(others.count > 3 ? ", …" : "")) and a run never mixes its files with others; choose a new or empty --output")
            }
            return nil
        }
        guard exists || crashed else {
            throw ActivetaskError(.invalidRestorationData, "\(resultFile.path) does not exist: there is no saved run to resume; "
                                  + "run without --resume to start one")
        }
        let file = exists ? resultFile : outputDirectory.appendingPathComponent(SessionCheckpoint.fileName)
        var saved: TaskResult
        do {
            saved = try TaskResult.makeDecoder(registry: task.registry).decode(TaskResult.self, from: Data(contentsOf: file))
        } catch {
            throw ActivetaskError(.invalidRestorationData, "\(file.path) is not a task result: \(error)")
        }
        guard [.saved, .interrupted].contains(saved.status) else {
            throw ActivetaskError(.invalidRestorationData, "\(file.path) is a \(saved.status.rawValue) run, not a saved one; "
                                  + "only a saved or interrupted run can be resumed")
        }
        if let started = saved.provenance, let now = provenance {
            let differences = started.differences(from: now)
            guard differences.isEmpty else {
                throw ActivetaskError(.invalidRestorationData, "\(outputDirectory.path) cannot be resumed by a different run: "
                                      + differences.joined(separator: "; ") + "; resume with the task and --set values it started with")
            }
        }
        if let now = enrolment {
            let differences = Enrolment(of: saved).differences(from: now)
            guard differences.isEmpty else {
                throw ActivetaskError(.invalidRestorationData, "\(outputDirectory.path) cannot be resumed for someone or somewhere else: "
                                      + differences.joined(separator: "; ") + "; resume without --participant, --visit and --site, or with the values it started with")
            }
        }
        if crashed { saved.asyncResults += RecoveredChunks.unlisted(in: outputDirectory, by: saved) }
        return saved
    }

    /// The names in `folder`; none when it cannot be read.
    private static func entries(of folder: URL) -> [String] {
        FolderEntry.entries(of: folder.path)?.map(\.name) ?? []
    }

    /// Binds the task's recorders, sets disk space aside in the output `folder` for
    /// `taskResult.json` (so that it is written even when the chunks fill the disk) and starts
    /// the task-level recorders; `nil` when the task records nothing.
    private func startRecording(samples: SampleInbox, saved: TaskResult?,
                                folder: FolderHandle) throws -> (coordinator: RecorderCoordinator, folder: FolderHandle)? {
        guard records else { return nil }
        let configurations = RecordingObserver.configurations(of: task)
        let zero = self.zero
        let coordinator = try RecorderCoordinator(
            taskConfigurations: configurations.task, stepConfigurations: configurations.steps,
            resolver: try resolver(), outputDirectory: outputDirectory, zero: zero,
            liveSamples: { samples.post($0, recordedSince: zero) },
            priorVisits: saved == nil ? [:] : priorVisits(of: Array(configurations.steps.keys)),
            priorChunks: saved == nil ? [:] : priorChunks(of: configurations.task))
        try folder.reserve(for: Self.resultFileName)
        do {
            try coordinator.start()
        } catch {
            folder.releaseReserve(for: Self.resultFileName)
            throw error
        }
        return (coordinator, folder)
    }

    /// How many chunks each task-level recorder left in the output folder: the highest sequence
    /// of its `<identifier>-NNNNNN.jsonl` files.
    private func priorChunks(of recorders: [RecorderConfiguration]) -> [String: Int] {
        let names = Self.entries(of: outputDirectory)
        var chunks: [String: Int] = [:]
        for recorder in recorders {
            let stem = SafeFileName.from(recorder.identifier) + "-"
            chunks[recorder.identifier] = names.compactMap { name -> Int? in
                guard name.hasPrefix(stem), name.hasSuffix(".jsonl") else { return nil }
                return Int(name.dropFirst(stem.count).dropLast(6))
            }.max()
        }
        return chunks
    }

    /// How many visits of each step left a folder in the output folder: 1 for `step/`, n for
    /// `step/visit-n`.
    private func priorVisits(of steps: [String]) -> [String: Int] {
        var visits: [String: Int] = [:]
        for step in steps {
            let folder = outputDirectory.appendingPathComponent(SafeFileName.from(step))
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            visits[step] = Self.entries(of: folder).compactMap { $0.hasPrefix("visit-") ? Int($0.dropFirst(6)) : nil }.max() ?? 1
        }
        return visits
    }
}
