import ActiveTasks
import Analysis
import ArgumentParser
import Foundation
import RecordingFormat
import Schedule
import Study
import TaskFamilies
import Upload

/// `--session ID` and `--state DIR` of `run` and `kiosk`: the run is one of a study session's
/// tasks, journalled for adherence (`schedule status`) when it ends.
struct SessionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The study session this run belongs to; when it ends, it is added to the adherence journal.",
                               valueName: "ID"))
    var session: String?

    @Option(help: ArgumentHelp("The folder of the adherence journal (default: $XDG_STATE_HOME/activetask).", valueName: "DIR"))
    var state: String?

    func validate() throws {
        if state != nil, session == nil { throw ValidationError("--state applies to a study session's run; give --session ID too") }
        if session?.isEmpty == true { throw ValidationError("--session is empty; give the session's identifier from the study file") }
    }

    /// Adds the run written to `folder` to the journal, when the run belongs to a session: the
    /// task as given, and the status and dates of its `taskResult.json`.
    /// - Parameters:
    ///   - task: The task as given on the command line.
    ///   - folder: The run's folder.
    /// - Throws: `ExitCode.failure` after naming the journal and the reason when it cannot be written.
    func record(task: String, folder: String) throws {
        guard let session else { return }
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let journal = SessionJournal(folder: state.map { URL(fileURLWithPath: $0).standardizedFileURL }
                                     ?? XDGFolder.state.url().appendingPathComponent("activetask"))
        do {
            let data = try Data(contentsOf: url.appendingPathComponent("taskResult.json"))
            let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: data)
            try journal.append(SessionRunRecord(session: session, task: task, status: result.status, startDate: result.startDate,
                                                endDate: result.endDate ?? Date(), result: url.path))
        } catch let error as ActivetaskError {
            printError("\(journal.url.path): \(error.message); the run in \(url.path) is kept but not counted for session \(session)")
            throw ExitCode.failure
        } catch {
            printError("\(url.path)/taskResult.json: cannot be read (\(DecodingErrorText.describe(error))); the run is not counted for session \(session)")
            throw ExitCode.failure
        }
    }
}
