import ActiveTasks
import Analysis
import Foundation
import RecordingFormat
import TaskFamilies

/// A task run's output folder as `activetask run` wrote it, opened for export: `taskResult.json`
/// read with the decoder `analyze` uses, and the chunks its file results list. Nothing in the
/// folder is ever written.
package struct TaskRunFolder: Sendable {
    /// The folder.
    package let url: URL
    /// The task result.
    package let result: TaskResult
    /// The bytes of `taskResult.json` as the run wrote them.
    package let resultData: Data

    /// The name of the task result file in a run's folder.
    package static let resultFileName = "taskResult.json"

    /// Opens the run in `url` and reads its task result.
    /// - Parameter url: The folder `activetask run --output` wrote.
    /// - Throws: `ActivetaskError` when the folder or its `taskResult.json` is missing or unreadable,
    ///   or the task result is malformed.
    package init(url: URL) throws(ActivetaskError) {
        self.url = url.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ActivetaskError(.unreadable, "\(url.path): no such folder; give the output folder of `activetask run`")
        }
        let file = self.url.appendingPathComponent(TaskRunFolder.resultFileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ActivetaskError(.unreadable, "\(url.path): no \(TaskRunFolder.resultFileName); give the output folder of `activetask run`, not a folder of chunks")
        }
        do {
            resultData = try Data(contentsOf: file)
        } catch {
            throw ActivetaskError(.unreadable, "\(file.path): cannot be read (\(error.localizedDescription)); check its permissions")
        }
        do {
            result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: resultData)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw ActivetaskError(.invalidResult, "\(file.path): not complete JSON, and a run writes its result whole, at once: the file was cut "
                                  + "short or changed after the run; copy it again from the device, or restore it from a backup")
        } catch {
            throw ActivetaskError(.invalidResult, "\(file.path): not a task result: \(DecodingErrorText.describe(error)); the file was changed "
                                  + "after the run or written by another tool; restore the one the run wrote")
        }
    }

    /// The step results no later visit superseded, in visit order.
    package var currentSteps: [StepResult] {
        result.stepHistory.filter { !$0.isPrevious }
    }

    /// Every file the result lists that the run delivers: each step visit's in visit order, then
    /// the task-level ones. A step visit a later one superseded (the participant went back)
    /// delivers its chunks, which are recordings made, but not its other files: a consent review
    /// signed again delivers only the last visit's PDF, and none when that visit declined.
    package var files: [RecordedFile] {
        let steps = result.stepHistory.flatMap { step in
            step.results.compactMap { item -> RecordedFile? in
                guard case .file(let file) = item, !step.isPrevious || file.contentType == FileResult.ndjsonContentType else { return nil }
                return RecordedFile(stepIdentifier: step.identifier, file: file)
            }
        }
        let task = result.asyncResults.compactMap { item -> RecordedFile? in
            guard case .file(let file) = item else { return nil }
            return RecordedFile(stepIdentifier: nil, file: file)
        }
        return steps + task
    }

    /// The files that are chunks of samples, in the order of `files`.
    package var chunks: [RecordedFile] {
        files.filter(\.isChunk)
    }

    /// The file `file` names, which must lie inside the folder.
    /// - Parameter file: A file result of this run.
    /// - Throws: `ActivetaskError` when its relative path leaves the folder or the file is missing.
    package func location(of file: FileResult) throws(ActivetaskError) -> URL {
        let location = url.appendingPathComponent(file.relativePath).standardizedFileURL
        guard location.path.hasPrefix(url.path + "/") else {
            throw ActivetaskError(.invalidResult, "\(url.path)/\(TaskRunFolder.resultFileName): file result \(file.identifier) points outside the folder (\(file.relativePath)); the task result was edited")
        }
        guard FileManager.default.fileExists(atPath: location.path) else {
            throw ActivetaskError(.unreadable, "\(location.path): missing, though \(TaskRunFolder.resultFileName) lists it; restore the chunk or export from a complete copy of the run")
        }
        return location
    }
}
