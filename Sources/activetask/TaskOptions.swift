import ActiveTasks
import ArgumentParser
import ConsentPDF
import Foundation
import PredefinedTasks
import Recorders
import RecordingFormat
import Speech
import Study
import TaskFamilies
import TaskSessions
import TerminalUI
import JSONValues

/// The task `run` and `present` run — a predefined task's name or a task-JSON file, with
/// predefined parameters — and the folder its result goes to.
struct TaskOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A predefined task (\(PredefinedTask.allCases.map(\.rawValue).joined(separator: ", "))) or a task-JSON file.",
                                 valueName: "NAME|TASK.json"))
    var task: String

    @Option(name: .long, help: "The folder for taskResult.json (created with mode 0700); new or empty, one run at a time.")
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Continue the saved run in DIR (interrupted by a signal or Esc) at the step it stopped on; earlier results are kept.",
                                            valueName: "DIR"))
    var resume: String?

    /// The run's folder: `--output` or `--resume`.
    var folder: String { resume ?? output ?? "" }

    @Option(name: .customLong("set"), help: ArgumentHelp("A predefined task's parameter, e.g. --set numberOfStepsPerLeg=10 (repeatable).",
                                                         valueName: "NAME=VALUE"))
    var settings: [String] = []

    @Option(name: .long, help: ArgumentHelp("Show the task's texts and the built-in buttons and messages in this language: a BCP 47 tag (de, es-MX) the task offers; a regional tag falls back to its language, and a text without a translation to the task's default language.",
                                            valueName: "TAG"))
    var language: String?
    @OptionGroup(title: "Participant")
    var participant: ParticipantOptions
    @OptionGroup(title: "Speech")
    var speech: SpeechOptions

    func validate() throws {
        try Self.validateLanguage(language)
        switch (output, resume) {
        case (nil, nil): throw ValidationError("give --output DIR for a new run, or --resume DIR to continue a saved one")
        case (_?, _?): throw ValidationError("give either --output (a new run) or --resume (continue a saved run), not both")
        default: break
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--output \(folder) is a file; give a folder (it is created when missing)")
        }
        if PredefinedTask(rawValue: task) == nil {
            guard FileManager.default.fileExists(atPath: task) else {
                let names = PredefinedTask.allCases.map(\.rawValue).joined(separator: ", ")
                let guess = Self.closestPredefinedTask(to: task).map { "; did you mean \($0)?" } ?? ""
                throw ValidationError("\(task) is neither a predefined task (\(names)) nor an existing task-JSON file\(guess)")
            }
            if !settings.isEmpty {
                throw ValidationError("--set applies to predefined tasks only; edit \(task) instead")
            }
        }
        for setting in settings where !setting.contains("=") || setting.hasPrefix("=") {
            throw ValidationError("--set \(setting) is not NAME=VALUE; write e.g. --set restDuration=30")
        }
    }

    /// The task, validated; its problems go to standard error, one line each, naming the file or
    /// the parameter.
    /// - Throws: `ExitCode.failure` when the task has errors.
    func load() throws -> OrderedTask {
        try Self.load(task, settings: settings, language: languageTag)
    }

    /// The language to load the task in: `--language`, or, resuming, the language the saved run
    /// recorded; `nil` for the task's default.
    var languageTag: LanguageTag? {
        if let language { return LanguageTag(language) }
        guard let resume else { return nil }
        let saved = URL(fileURLWithPath: resume).appendingPathComponent("taskResult.json")
        let result = (try? Data(contentsOf: saved)).flatMap { try? TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: $0) }
        return result?.language.flatMap(LanguageTag.init)
    }

    /// The task `task` names (a predefined task with `settings`, or a task-JSON file) with its
    /// texts in `language`, validated;
    /// its problems go to standard error, one line each, naming the file or the parameter.
    /// - Throws: `ExitCode.failure` when the task has errors.
    static func load(_ task: String, settings: [String] = [], language: LanguageTag? = nil) throws -> OrderedTask {
        guard let predefined = PredefinedTask(rawValue: task) else {
            let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task), registry: .standard, language: language)
            guard let loaded = outcome.task else {
                for issue in outcome.issues where issue.severity == .error { printError(issue.line(in: task)) }
                throw ExitCode.failure
            }
            return loaded
        }
        do {
            return try predefined.task(values: values(of: settings), language: language)
        } catch {
            for line in error.message.split(separator: "\n") { printError("\(task): \(line)") }
            throw ExitCode.failure
        }
    }

    /// Refuses, naming each step, a task with activity steps `presenter` cannot draw.
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - name: The task's name or file, for the messages.
    ///   - presenter: The presenter's command (`present`, `kiosk`).
    ///   - canDraw: Whether the presenter draws a step type.
    /// - Throws: `ExitCode.failure` after printing the errors.
    static func refuseUndrawn(_ task: OrderedTask, named name: String, presenter: String, canDraw: (String) -> Bool) throws {
        let issues = TaskValidator.drawingIssues(in: task, presenter: presenter, canDraw: canDraw)
        guard !issues.isEmpty else { return }
        for issue in issues { printError(issue.line(in: name)) }
        throw ExitCode.failure
    }

    /// The session that runs `task` into the output folder with the devices the flags choose,
    /// writing the signed consent PDF when a consent review ends and speaking cues as `--speech`
    /// says.
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - enrolment: The participant, visit, site and device the result records.
    ///   - devices: The device flags.
    /// - Throws: `ExitCode.failure` when the speech flags cannot be honoured (see `SpeechOptions`).
    func session(for task: OrderedTask, enrolment: Enrolment, devices: DeviceOptions) throws -> TaskSession {
        try session(for: task, enrolment: enrolment) { devices.resolver(try devices.selection(), replayAlignment: .sourceStart) }
    }

    /// The session that runs `task` into the run's folder (a new one, or a saved one with
    /// `--resume`) with devices bound by `resolver`, writing the signed consent PDF when a consent
    /// review ends and speaking cues as `--speech` says.
    /// - Parameters:
    ///   - task: The loaded task.
    ///   - enrolment: The participant, visit, site and device the result records.
    ///   - browser: Makes the kiosk page's speaker for `--speech browser`; `nil` outside the kiosk.
    ///   - resolver: Makes the resolver that binds recorders to devices.
    /// - Throws: `ExitCode.failure` when the speech flags cannot be honoured (see `SpeechOptions`).
    func session(for task: OrderedTask, enrolment: Enrolment, browser: ((_ language: String, _ zero: RecordingZero) -> any CueSpeaker)? = nil,
                 resolver: @escaping () throws -> DeviceResolver) throws -> TaskSession {
        let url = URL(fileURLWithPath: folder)
        let zero = RecordingZero.now()
        let spoken = try speech.observer(for: task, zero: zero, browser: browser)
        return TaskSession(task: task, outputDirectory: url, resuming: resume != nil,
                           observers: [ConsentPDFObserver(outputDirectory: url, warn: printError)] + (spoken.map { [$0] } ?? []),
                           provenance: provenance, enrolment: enrolment, zero: zero, resolver: resolver)
    }

    /// What is run: this tool's version, the task's name or file (its absolute path, so the run
    /// can be traced and exported from any folder) with the file's SHA-256, and every parameter
    /// of a predefined task with the value used (`--set` or its default).
    var provenance: RunProvenance {
        let version = Activetask.configuration.version
        guard let predefined = PredefinedTask(rawValue: task) else {
            let file = URL(fileURLWithPath: task).standardizedFileURL
            let digest = (try? Data(contentsOf: file)).map { FileResult.sha256(of: $0) }
            return RunProvenance(toolVersion: version, task: file.path, taskSHA256: digest)
        }
        var parameters = Dictionary(uniqueKeysWithValues: predefined.parameters.compactMap { parameter in
            parameter.defaultValue.map { (parameter.name, $0) }
        })
        parameters.merge(Self.values(of: settings)) { $1 }
        return RunProvenance(toolVersion: version, task: task, parameters: parameters)
    }

    /// These options with the participant's body height from the study file
    /// (`participants.ID.height`) as `--set height=` gives it, kept in the run's provenance for the
    /// walking steps' gait figures, when the task is a predefined one that takes `height` and no
    /// `--set height=` is given; unchanged otherwise.
    /// - Parameters:
    ///   - study: The study file, if any.
    ///   - participant: The run's participant, if any.
    func withHeight(from study: Study?, participant: String?) -> TaskOptions {
        guard let participant, let height = study?.heights[participant],
              let predefined = PredefinedTask(rawValue: task), predefined.parameters.contains(where: { $0.name == "height" }),
              !settings.contains(where: { $0.hasPrefix("height=") }) else { return self }
        var options = self
        options.settings.append("height=\(height)")
        return options
    }

    /// Refuses a `--language` that is not a BCP 47 tag.
    /// - Parameter language: The option's value.
    static func validateLanguage(_ language: String?) throws {
        if let language, LanguageTag(language) == nil {
            throw ValidationError("--language \(language) is not a BCP 47 language tag; give one such as de, fr or es-MX")
        }
    }

    /// The predefined task `name` was probably meant to be: the one it spells in other letter
    /// cases, else the one at most two letters away from it; `nil` when none is that close.
    static func closestPredefinedTask(to name: String) -> String? {
        let typed = Array(name.lowercased())
        func distance(_ other: [Character]) -> Int {
            var previous = Array(0...other.count)
            for (row, letter) in typed.enumerated() {
                var current = [row + 1]
                for (column, candidate) in other.enumerated() {
                    current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + (letter == candidate ? 0 : 1)))
                }
                previous = current
            }
            return previous[other.count]
        }
        let scored = PredefinedTask.allCases.map { ($0.rawValue, distance(Array($0.rawValue.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// The values of `--set NAME=VALUE` settings, by name.
    private static func values(of settings: [String]) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1)
            values[String(parts[0])] = PredefinedParameter.value(parsing: parts.count > 1 ? String(parts[1]) : "")
        }
        return values
    }

    /// Runs `session` with `present` and writes its result. SIGINT, SIGTERM and SIGHUP save the
    /// run (`saved`, every chunk closed and listed), restore the terminal, say where, and exit
    /// 128 + the signal's number (130, 143, 129). A run that cannot start is named with the task
    /// or folder.
    /// - Throws: `ExitCode.failure` after naming the task or folder and the reason when the folder
    ///   holds a result already, a required recorder has no device or the output folder cannot be
    ///   made, the run failed or was saved before its end; the presenter's own error.
    func run(_ session: TaskSession, _ present: (TaskRunner, SampleInbox) throws -> TaskResult) throws {
        let interruption = saveOnSignals(session)
        defer { interruption.cancel() }
        try report(session, Result { try session.run(present) })
    }

    /// Runs `session` with an asynchronous presenter (the kiosk's), as `run(_:_:)` does.
    /// - Throws: What `run(_:_:)` throws.
    func run(_ session: TaskSession, _ present: (TaskRunner, SampleInbox) async throws -> TaskResult) async throws {
        let interruption = saveOnSignals(session)
        defer { interruption.cancel() }
        let outcome: Result<TaskResult, any Error>
        do {
            outcome = .success(try await session.run(present))
        } catch {
            outcome = .failure(error)
        }
        try report(session, outcome)
    }

    /// Saves the run on SIGINT, SIGTERM and SIGHUP, restores the terminal, says where, and exits
    /// 128 + the signal's number; cancel it when the run is over.
    private func saveOnSignals(_ session: TaskSession) -> SignalInterruption {
        let checkpoint = session.checkpoint
        let resumeHint = resumeCommand
        return SignalInterruption([SIGINT, SIGTERM, SIGHUP]) { number in
            let saved = Result { () throws(ActivetaskError) in try checkpoint.saveInterrupted() }
            guard case .success(nil) = saved, checkpoint.hasEnded else {
                FullScreenPresenter.restoreTerminal()
                switch saved {
                case .success(let written?):
                    printError("\(Self.signalName(number)): the run was \(written.result.status.rawValue) in \(written.file.path); "
                               + "continue it with `\(resumeHint)`")
                case .success(nil):
                    printError("\(Self.signalName(number)): stopped before the run started; nothing was written")
                case .failure(let error):
                    printError("\(Self.signalName(number)): the recorded chunks are closed, but \(error.message)")
                }
                // Not exit(): flushing stdio here could wait for ever on the lock of stdin, which the
                // presenter's thread holds while it waits for a line; stderr is unbuffered.
                _exit(128 + number)
            }
            return
        }
    }

    /// Writes the run's result and says how it ended.
    /// - Throws: `ExitCode.failure` after naming the task or folder and the reason when the run
    ///   could not start, failed or was saved before its end; the presenter's own error.
    private func report(_ session: TaskSession, _ outcome: Result<TaskResult, any Error>) throws {
        let result: TaskResult
        do {
            result = try outcome.get()
        } catch let error as ActivetaskError where error.code == .unfinishedRun {
            printError("\(folder): \(error.message); continue it with `\(resumeCommand)`, or choose another --output")
            throw ExitCode.failure
        } catch let error as ActivetaskError where [.outputNotWritable, .outputExists, .outputBusy, .invalidRestorationData].contains(error.code) {
            printError("\(folder): \(error.message)")
            throw ExitCode.failure
        } catch let error as ActivetaskError where Self.recorderCodes.contains(error.code) {
            printError("\(task): \(error.message)")
            throw ExitCode.failure
        }
        let file: URL
        do {
            file = try session.write(result)
        } catch {
            printError("\(folder): \(error.message)")
            throw ExitCode.failure
        }
        switch result.status {
        case .completed:
            print("wrote \(file.path)")
        case .cancelled:
            print("wrote \(file.path)")
            printError("\(task): the participant ended the run before its last step; its result is final")
        case .failed:
            printError("\(task): the run failed: \(result.error?.message ?? "a required recorder failed"); "
                       + "what was recorded is listed in \(file.path)")
            throw ExitCode.failure
        default:
            printError("\(task): stopped before the end; the run was \(result.status.rawValue) in \(file.path); "
                       + "continue it with `\(resumeCommand)`")
            throw ExitCode(RunExit.saved)
        }
    }

    /// The command that continues the run in the folder: this process's own command line, shell-quoted,
    /// with `--output DIR` turned into `--resume DIR` (the same subcommand, task, `--set` values and
    /// device flags).
    private var resumeCommand: String {
        var words = CommandLine.arguments
        for index in words.indices.dropFirst() {
            if words[index] == "--output" {
                words[index] = "--resume"
            } else if words[index].hasPrefix("--output=") {
                words[index] = "--resume=" + words[index].dropFirst("--output=".count)
            }
        }
        return ShellWords.quoted(words)
    }

    private static func signalName(_ number: Int32) -> String {
        [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][number] ?? "signal \(number)"
    }

    /// The codes of failures to start a recorder, named with the task.
    private static let recorderCodes: Set<ActivetaskError.Code> = [
        .deviceNotFound, .permissionDenied, .deviceLost, .connectionFailed, .unsupported, .writeFailed,
        .malformedRecording, .invalidConfiguration,
    ]
}
