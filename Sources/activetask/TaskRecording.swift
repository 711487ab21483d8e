import ActiveTasks
import ArgumentParser
import Foundation
import Recorders

/// The recorders of one `run` or `present`: bound to devices, the task-level ones started, and
/// every sample also posted to the presenter's inbox for the running step's activity.
enum TaskRecording {
    /// Binds `task`'s recorders to devices and starts the task-level ones, or returns `nil` when
    /// the task records nothing.
    /// - Parameters:
    ///   - task: The task.
    ///   - options: The task argument and output folder (named in errors).
    ///   - devices: The device flags.
    ///   - samples: The presenter's inbox.
    /// - Throws: `ExitCode.failure` after naming the task or folder and the reason: a required
    ///   recorder without a device or failing to start (nothing is written then), or an output
    ///   folder that cannot be created.
    static func start(_ task: OrderedTask, options: TaskOptions, devices: DeviceOptions,
                      samples: SampleInbox) throws -> RecordingObserver? {
        let configurations = RecordingObserver.configurations(of: task)
        guard !configurations.task.isEmpty || !configurations.steps.isEmpty else { return nil }
        do {
            let zero = RecordingZero.now()
            let coordinator = try RecorderCoordinator(
                taskConfigurations: configurations.task, stepConfigurations: configurations.steps,
                resolver: devices.resolver(try devices.selection(), replayAlignment: .sourceStart),
                outputDirectory: URL(fileURLWithPath: options.output), zero: zero,
                liveSamples: { samples.post($0, recordedSince: zero) })
            _ = try OutputDirectory(creating: coordinator.outputDirectory)
            try coordinator.start()
            return RecordingObserver(task: task, coordinator: coordinator)
        } catch let error as RecorderError {
            printError("\(options.task): \(error.message)")
        } catch let error as OutputError {
            printError("\(options.output): \(error.message)")
        }
        throw ExitCode.failure
    }
}
