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
public struct TaskSession {
    /// The task.
    public let task: OrderedTask
    /// The folder `taskResult.json` and the chunks go into.
    public let outputDirectory: URL
    private let observers: [any TaskRunnerObserver]
    private let resolver: () throws -> DeviceResolver

    /// Creates a session.
    /// - Parameters:
    ///   - task: The task, validated.
    ///   - outputDirectory: The run's output folder (created 0700 when missing).
    ///   - observers: Told of every step start and end after the recorders, in order; the session
    ///     holds them for the run.
    ///   - resolver: Makes the resolver that binds recorders to devices; called only when the
    ///     task records something.
    public init(task: OrderedTask, outputDirectory: URL, observers: [any TaskRunnerObserver] = [],
                resolver: @escaping () throws -> DeviceResolver) {
        self.task = task
        self.outputDirectory = outputDirectory
        self.observers = observers
        self.resolver = resolver
    }

    /// Whether the task has recorders, so that a failed run may have left chunks behind.
    public var records: Bool {
        let configurations = RecordingObserver.configurations(of: task)
        return !configurations.task.isEmpty || !configurations.steps.isEmpty
    }

    /// Runs the task.
    /// - Parameter present: Shows the task to the participant (or drives it headless) with the
    ///   runner and the inbox of live samples, and returns the task's result.
    /// - Returns: The task result, with every recorder's chunks and failures filed.
    /// - Throws: `ActivetaskError` when a required recorder has no device or cannot start, or a
    ///   replay folder or device profile cannot be read (nothing is written then);
    ///   `ActivetaskError` when the output folder cannot be created; and whatever `present` throws,
    ///   after every recorder has stopped (what was recorded is kept).
    public func run(_ present: (TaskRunner, SampleInbox) throws -> TaskResult) throws -> TaskResult {
        let samples = SampleInbox()
        let recording = try startRecording(samples: samples)
        do {
            let chain = ObserverChain(recording.map { [$0] + observers } ?? observers)
            return try withExtendedLifetime(chain) { try present(TaskRunner(task: task, observer: chain), samples) }
        } catch {
            _ = recording?.coordinator.finish()
            throw error
        }
    }

    /// Writes `result` as `taskResult.json` in the output folder (0700 folder, 0600 file, atomically).
    /// - Parameter result: The task's result.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` naming the folder or file and the reason.
    @discardableResult
    public func write(_ result: TaskResult) throws -> URL {
        let directory = try OutputDirectory(creating: outputDirectory)
        return try directory.writeAtomically(try TaskResult.makeEncoder().encode(result), to: "taskResult.json")
    }

    /// Binds the task's recorders, creates the output folder and starts the task-level recorders;
    /// `nil` when the task records nothing.
    private func startRecording(samples: SampleInbox) throws -> RecordingObserver? {
        guard records else { return nil }
        let configurations = RecordingObserver.configurations(of: task)
        let zero = RecordingZero.now()
        let coordinator = try RecorderCoordinator(
            taskConfigurations: configurations.task, stepConfigurations: configurations.steps,
            resolver: try resolver(), outputDirectory: outputDirectory, zero: zero,
            liveSamples: { samples.post($0, recordedSince: zero) })
        _ = try OutputDirectory(creating: coordinator.outputDirectory)
        try coordinator.start()
        return RecordingObserver(task: task, coordinator: coordinator)
    }
}
