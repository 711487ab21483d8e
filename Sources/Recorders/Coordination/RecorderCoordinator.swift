import RecordingFormat
import Dispatch
import Foundation
import Synchronization

/// Starts and stops a task's recorders with its steps; also drives `activetask record`.
///
/// Every configuration is bound to a device when the coordinator is created, so a missing
/// required sensor fails before anything starts. Task-level configurations span steps
/// (SageResearch semantics: they start with the task or when `startStepIdentifier` starts, and
/// stop when `stopStepIdentifier` ends or at `finish()`); step configurations run while their
/// step runs. Configurations that start together on one device share one source. Every step
/// change writes a marker into every running spanning recorder.
public final class RecorderCoordinator: Sendable {
    /// Why `wait(seconds:)` returned.
    public enum StopReason: String, Sendable, Codable {
        /// The requested duration elapsed.
        case duration
        /// Every source ended by itself (a fast replay ran out, a device failed).
        case sourcesFinished
        /// `interrupt()` was called (SIGINT/SIGTERM in the CLI).
        case interrupted
    }

    private struct Planned: Sendable {
        var configuration: RecorderConfiguration
        var resolution: Result<DeviceResolver.Resolution, ActivetaskError>
    }

    /// Recorders sharing one source, started and stopped together.
    private struct Group: Sendable {
        var router: SampleRouter
        var recorders: [StreamingRecorder]
        var step: String?
        var stopStep: String?
    }

    private struct State: Sendable {
        var groups: [Group] = []
        var results: [RecorderResult] = []
        var stepResults: [String: [RecorderResult]] = [:]
        var visits: [String: Int] = [:]
        var interrupted = false
        var root: FolderHandle?
    }

    /// The folder every recorder writes under.
    public let outputDirectory: URL
    /// The recording's zero, written into every chunk header.
    public let zero: RecordingZero

    private let liveSamples: (@Sendable (Sample) -> Void)?
    /// Chunks of each task-level recorder from an earlier, saved part of the run.
    private let priorChunks: [String: Int]
    private let taskPlans: [Planned]
    private let stepPlans: [String: [Planned]]
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// Binds every configuration to a device.
    /// - Parameters:
    ///   - taskConfigurations: Recorders spanning steps (and those of `activetask record`).
    ///   - stepConfigurations: Recorders of each active step, by step identifier.
    ///   - resolver: Providers, CLI overrides and device profile.
    ///   - outputDirectory: Task-level chunks go here, a step's into its sanitized-identifier subfolder.
    ///   - zero: The recording's zero.
    ///   - liveSamples: Sees every sample as it is recorded, on the sources' queues (a presenter's
    ///     `SampleInbox`); it must not block.
    ///   - priorVisits: How many times each step was visited by an earlier, saved part of this run
    ///     (a resumed run), so that the next visit's chunks go into a new `visit-n` folder.
    ///   - priorChunks: How many chunks each task-level recorder wrote in an earlier, saved part
    ///     of this run, so that its chunks go on numbered after them.
    /// - Throws: `ActivetaskError(.deviceNotFound)` for a required sensor without device, naming
    ///   the sensor and the flags or profile key that would bind it; `.invalidConfiguration`
    ///   when two configurations of one step (or of the task) share an identifier.
    public init(taskConfigurations: [RecorderConfiguration], stepConfigurations: [String: [RecorderConfiguration]] = [:],
                resolver: DeviceResolver, outputDirectory: URL, zero: RecordingZero = .now(),
                liveSamples: (@Sendable (Sample) -> Void)? = nil, priorVisits: [String: Int] = [:],
                priorChunks: [String: Int] = [:]) throws {
        func plan(_ configurations: [RecorderConfiguration], scope: String) throws -> [Planned] {
            var seen: Set<String> = []
            return try configurations.map { configuration in
                guard seen.insert(SafeFileName.from(configuration.identifier)).inserted else {
                    throw ActivetaskError(.invalidConfiguration,
                                          "\(scope): two recorders are named \"\(configuration.identifier)\"; give each a distinct identifier")
                }
                do {
                    return Planned(configuration: configuration, resolution: .success(try resolver.resolve(configuration)))
                } catch let error as ActivetaskError where configuration.optional {
                    return Planned(configuration: configuration, resolution: .failure(error))
                }
            }
        }
        self.taskPlans = try plan(taskConfigurations, scope: "task recorders")
        self.stepPlans = try stepConfigurations.mapValues { try plan($0, scope: "recorders") }
        self.outputDirectory = outputDirectory
        self.zero = zero
        self.liveSamples = liveSamples
        self.priorChunks = priorChunks
        state.withLock { $0.visits = priorVisits }
    }

    /// The device each recorder is bound to, as `backend:selector (origin)`, keyed by the
    /// recorder's identifier (task-level) or `step/recorder`; an optional recorder without a
    /// device is absent.
    public var deviceBindings: [String: String] {
        var bindings: [String: String] = [:]
        func add(_ plans: [Planned], step: String?) {
            for plan in plans {
                guard case .success(let resolution) = plan.resolution else { continue }
                let key = step.map { "\($0)/\(plan.configuration.identifier)" } ?? plan.configuration.identifier
                bindings[key] = "\(resolution.provider.backend):\(resolution.selector) (\(resolution.origin))"
            }
        }
        add(taskPlans, step: nil)
        for (step, plans) in stepPlans { add(plans, step: step) }
        return bindings
    }

    /// Starts the task-level recorders without `startStepIdentifier`.
    /// - Throws: The `ActivetaskError` of a required recorder that cannot start (output not
    ///   writable, device failing to open); what had started is stopped first.
    public func start() throws {
        let root = try FolderHandle(creating: outputDirectory)
        state.withLock { $0.root = root }
        let required = startGroups(taskPlans.filter { $0.configuration.startStepIdentifier == nil }, step: nil, folder: .success(root))
        if let required {
            _ = finish()
            throw required.error
        }
    }

    /// A step began: starts its recorders and the spanning ones starting with it, and writes a
    /// `stepStarted` marker into every running spanning recorder. Failures appear in the
    /// step's `stepDidEnd` errors (or in `finish()` for spanning recorders). A step's chunks go
    /// into its folder, those of its n-th visit (n ≥ 2, when navigation loops back to it or a
    /// resumed run starts it again) into `visit-n` inside it; each folder is created new (a file,
    /// folder or symbolic link already there under that name is an error, never followed).
    /// - Returns: The identifier and error of a required recorder that could not start (the error
    ///   names the recorder, its device and the folder or file); the run must not go on without it.
    @discardableResult
    public func stepDidStart(_ id: String) -> (identifier: String, error: ActivetaskError)? {
        let (visit, root) = state.withLock { state in
            state.visits[id, default: 0] += 1
            return (state.visits[id] ?? 1, state.root)
        }
        let spanning = startGroups(taskPlans.filter { $0.configuration.startStepIdentifier == id }, step: nil,
                                   folder: root.map { .success($0) } ?? .failure(Self.notStarted))
        var own: (identifier: String, error: ActivetaskError)?
        if let plans = stepPlans[id], !plans.isEmpty {
            let name = SafeFileName.from(id)
            let folder = Result { () throws(ActivetaskError) -> FolderHandle in
                guard let root else { throw Self.notStarted }
                return visit > 1 ? try root.openSubfolder(name).makeSubfolder("visit-\(visit)") : try root.makeSubfolder(name)
            }
            own = startGroups(plans, step: id, folder: folder, relativeFolder: name + (visit > 1 ? "/visit-\(visit)" : ""))
        }
        markSpanning(MarkerRecord(timestamp: now(), event: .stepStarted, stepIdentifier: id))
        return spanning ?? own
    }

    private static let notStarted = ActivetaskError(.outputNotWritable, "the recorders' output folder was not opened; call start() first")

    /// A step ended: writes a `stepEnded` marker into every running spanning recorder, stops
    /// the step's recorders and the spanning ones stopping with it.
    /// - Returns: The result of every recorder that stopped (the step's own and spanning ones
    ///   whose `stopStepIdentifier` is `id`), and of the step's recorders that failed to start.
    public func stepDidEnd(_ id: String) -> [RecorderResult] {
        markSpanning(MarkerRecord(timestamp: now(), event: .stepEnded, stepIdentifier: id))
        let stopping = state.withLock { state -> [Group] in
            let stops = { (group: Group) in group.step == id || (group.step == nil && group.stopStep == id) }
            defer { state.groups.removeAll(where: stops) }
            return state.groups.filter(stops)
        }
        var results = stopping.flatMap(stop)
        state.withLock { state in
            results += state.stepResults.removeValue(forKey: id) ?? []
            state.results += results
        }
        return results
    }

    /// Stops every recorder still running.
    /// - Returns: The result of every recorder that ran or failed to start, in start order.
    public func finish() -> [RecorderResult] {
        let groups = state.withLock { state -> [Group] in
            defer { state.groups = [] }
            return state.groups
        }
        let results = groups.flatMap(stop)
        return state.withLock { state in
            state.results += results
            state.results += state.stepResults.values.flatMap { $0 }
            state.stepResults = [:]
            return state.results
        }
    }

    /// Waits until `seconds` have passed, every running source ended by itself, or `interrupt()`.
    public func wait(seconds: Double) -> StopReason {
        let deadline = DispatchTime.now() + seconds
        while true {
            let (interrupted, allFinished) = state.withLock { state in
                (state.interrupted, !state.groups.isEmpty && state.groups.allSatisfy { $0.router.finished != nil })
            }
            if interrupted { return .interrupted }
            if allFinished { return .sourcesFinished }
            if wake.wait(timeout: deadline) == .timedOut { return .duration }
        }
    }

    /// Makes `wait(seconds:)` return `.interrupted`; safe from any thread.
    public func interrupt() {
        state.withLock { $0.interrupted = true }
        wake.signal()
    }

    // MARK: - Groups

    private func now() -> Double {
        zero.timestamp(forMonotonic: MonotonicClock.now())
    }

    private func markSpanning(_ marker: MarkerRecord) {
        let routers = state.withLock { $0.groups.filter { $0.step == nil }.map(\.router) }
        for router in routers { router.mark(marker) }
    }

    /// Starts `plans`, one source per device, writing into `folder` (at `relativeFolder` of the
    /// output directory). Failures of optional recorders become error results; the first failure
    /// of a required one is returned (its error also recorded), naming the recorder and device.
    private func startGroups(_ plans: [Planned], step: String?, folder: Result<FolderHandle, ActivetaskError>,
                             relativeFolder: String = "") -> (identifier: String, error: ActivetaskError)? {
        var firstRequired: (identifier: String, error: ActivetaskError)?
        var failed: [RecorderResult] = []
        var byDevice: [String: [(RecorderConfiguration, DeviceResolver.Resolution)]] = [:]
        var order: [String] = []
        for plan in plans {
            switch (plan.resolution, folder) {
            case (.failure(let error), _):
                failed.append(errorResult(plan.configuration, error))
            case (.success(let resolution), .failure(let error)):
                let named = Self.naming(error, plan.configuration, device: resolution.selector)
                failed.append(errorResult(plan.configuration, named))
                if !plan.configuration.optional && firstRequired == nil { firstRequired = (plan.configuration.identifier, named) }
            case (.success(let resolution), .success):
                let key = "\(resolution.provider.backend)\u{0}\(resolution.selector)\u{0}\(plan.configuration.stopStepIdentifier ?? "")"
                if byDevice[key] == nil { order.append(key) }
                byDevice[key, default: []].append((plan.configuration, resolution))
            }
        }
        for key in order {
            guard case .success(let folder) = folder else { break }
            let members = byDevice[key] ?? []
            let configurations = members.map(\.0)
            let resolution = members[0].1
            do {
                let source = try resolution.provider.makeSource(selector: resolution.selector, configurations: configurations)
                let recorders = configurations.map {
                    StreamingRecorder(configuration: $0, device: source.device, outputDirectory: outputDirectory,
                                      relativeFolder: relativeFolder, folder: folder,
                                      priorChunks: step == nil ? priorChunks[$0.identifier] ?? 0 : 0)
                }
                var started: [StreamingRecorder] = []
                do {
                    for recorder in recorders {
                        try recorder.start(zero: zero)
                        started.append(recorder)
                    }
                    let router = SampleRouter(source: source, recorders: recorders, observer: liveSamples)
                    try router.start(zero: zero) { @Sendable [wake] _ in wake.signal() }
                    state.withLock {
                        $0.groups.append(Group(router: router, recorders: recorders, step: step,
                                               stopStep: configurations[0].stopStepIdentifier))
                    }
                } catch {
                    let results = started.map { discardingEmptyChunks($0.stop()) }
                    let cause = error as? ActivetaskError ?? ActivetaskError(.deviceLost, "\(error)")
                    throw StartFailure(error: Self.naming(cause, configurations, device: source.device.identifier), partial: results)
                }
            } catch let failure as StartFailure {
                failed += failure.partial.map { partial in
                    var result = partial
                    result.errors.insert(failure.error, at: 0)
                    return result
                }
                for configuration in configurations where !failure.partial.contains(where: { $0.identifier == configuration.identifier }) {
                    failed.append(errorResult(configuration, failure.error))
                }
                if let required = configurations.first(where: { !$0.optional }), firstRequired == nil {
                    firstRequired = (required.identifier, failure.error)
                }
            } catch {
                let named = Self.naming(error as? ActivetaskError ?? ActivetaskError(.deviceLost, "\(error)"), configurations,
                                        device: resolution.selector)
                failed += configurations.map { errorResult($0, named) }
                if let required = configurations.first(where: { !$0.optional }), firstRequired == nil { firstRequired = (required.identifier, named) }
            }
        }
        state.withLock { state in
            if let step { state.stepResults[step, default: []] += failed } else { state.results += failed }
        }
        return firstRequired
    }

    /// `result` without its chunks that hold no sample (the header-only chunks of a source that
    /// failed to start), which are deleted.
    private func discardingEmptyChunks(_ result: RecorderResult) -> RecorderResult {
        var kept = result
        kept.files = result.files.filter { file in
            guard file.sampleCount == 0 else { return true }
            try? FileManager.default.removeItem(at: outputDirectory.appendingPathComponent(file.relativePath))
            return false
        }
        return kept
    }

    /// `error` prefixed with the recorders and device it stopped: `recorder "accelerometer" on
    /// iio:device0: …`; its code and errno are kept.
    private static func naming(_ error: ActivetaskError, _ configurations: [RecorderConfiguration], device: String) -> ActivetaskError {
        let names = configurations.map { "\"\($0.identifier)\"" }.joined(separator: ", ")
        return ActivetaskError(error.code, "recorder\(configurations.count > 1 ? "s" : "") \(names) on \(device): \(error.message)",
                               errno: error.errno, underlying: error)
    }

    private static func naming(_ error: ActivetaskError, _ configuration: RecorderConfiguration, device: String) -> ActivetaskError {
        naming(error, [configuration], device: device)
    }

    private struct StartFailure: Error {
        var error: ActivetaskError
        var partial: [RecorderResult]
    }

    private func errorResult(_ configuration: RecorderConfiguration, _ error: ActivetaskError) -> RecorderResult {
        RecorderResult(identifier: configuration.identifier, sensorType: configuration.type, device: nil,
                       files: [], errors: [error], droppedCount: 0)
    }

    /// Stops the source, then its recorders; a source's own failure (or what was still wrong
    /// when it stopped) is added to each result.
    private func stop(_ group: Group) -> [RecorderResult] {
        group.router.stop()
        let sourceErrors = [group.router.finished.flatMap { $0 }, group.router.source.problemAtStop].compactMap { $0 }
        return group.recorders.map { recorder in
            var result = recorder.stop()
            result.errors.insert(contentsOf: sourceErrors, at: 0)
            return result
        }
    }
}

