import ActiveTasks
import Foundation
import RecordingFormat

/// What `analyze` does with one recording: the task it came from and one target per analysable
/// step, in step order.
///
/// A folder with a `taskResult.json` is read step by step: each step that is not skipped or
/// superseded and recorded something to analyse becomes a target of the kind the task gives it
/// (`AnalysisKind.of(_:)`), or the kind asked for when that kind analyses steps of the task's kind
/// (`KindAnalysis.stepKinds`: `--kind gait` on a walk), with only the chunks its own step result lists. A folder of chunks
/// that no task wrote is one target, of the kind asked for or, failing that, `tapping` when it
/// holds touches and `walk` when it holds an accelerometer. A `taskResult.json` that is cut
/// short still lets each step folder's chunks be analysed (kinds guessed as for a folder of
/// chunks, with a warning); one that is valid JSON of another shape is searched for spatial span
/// results (older memory outputs: `KindAnalysis.targets(inOtherShaped:)`), and holding none is an
/// error naming the file and the field that is not a task result's.
/// A task's output in which no step recorded anything to analyse (a questionnaire, or a run whose
/// skip rules skipped its active steps) has no targets and a note saying so.
struct AnalysisPlan: Sendable {
    /// The task's identifier, or `nil`.
    var task: String?
    /// The task run's UUID, or `nil`.
    var taskRunUUID: UUID?
    /// The participant and visit the run recorded.
    var enrolment = Enrolment()
    /// The entries to produce, in output order.
    var targets: [AnalysisTarget]
    /// Why a task's output has no targets although nothing was filtered out, or `nil`.
    var note: String?

    /// Plans the analysis of `recording`.
    /// - Parameters:
    ///   - recording: The recording.
    ///   - kind: On a folder of chunks, the kind to apply; on a task's output, the kind of the
    ///     steps to keep. `nil` for every step, and a guess on a folder of chunks.
    ///   - steps: The step identifiers to keep; empty for all.
    /// - Throws: `ActivetaskError` when `taskResult.json` cannot be read at all.
    init(_ recording: Recording, kind: AnalysisKind?, steps: Set<String>) throws(ActivetaskError) {
        guard let url = recording.taskResult else {
            self.init(chunksOf: recording, kind: kind, steps: steps, step: nil)
            return
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.unreadable, "\(url.path): cannot read (\(error.localizedDescription)); check its permissions")
        }
        do {
            let result = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: data)
            self.init(result, folder: url.deletingLastPathComponent(), chunks: recording.chunkFiles, kind: kind, steps: steps)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            self.init(stepFoldersOf: recording, kind: kind, steps: steps,
                      warning: "\(url.lastPathComponent) is not valid JSON (cut short?): each step folder's chunks are analysed with a kind guessed from their sensors")
        } catch {
            var found: [AnalysisTarget] = []
            for analysis in KindAnalyses.all {
                found += try analysis.targets(inOtherShaped: url)
            }
            guard !found.isEmpty else {
                self.init(targets: [AnalysisTarget(step: nil, kind: nil, files: [], error: ActivetaskError(
                    .invalidResult, "\(url.path): not a task result (\(DecodingErrorText.describe(error))), so its steps are unknown; "
                        + "restore the file the run wrote, or analyse its step folders one at a time as folders of chunks"))])
                return
            }
            self.init(targets: steps.isEmpty ? found.filter { kind == nil || kind == $0.kind } : [])
        }
    }

    private init(targets: [AnalysisTarget]) {
        self.targets = targets
    }

    /// The plan of a task's output: one target per analysable step, with the chunks its result
    /// lists and a warning for each chunk in its folder that no result lists.
    private init(_ result: TaskResult, folder: URL, chunks: [URL], kind: AnalysisKind?, steps: Set<String>) {
        task = result.identifier
        taskRunUUID = result.taskRunUUID
        enrolment = Enrolment(of: result)
        targets = []
        var analysable = 0
        let current = result.stepHistory.filter { !$0.isPrevious && !$0.skipped }
        let asked = kind.flatMap(KindAnalyses.analysis(of:))
        for step in current {
            guard let given = AnalysisKind.of(step) else { continue }
            analysable += 1
            let stepKind = asked.flatMap { $0.stepKinds.contains(given) ? $0.kind : nil } ?? given
            guard kind == nil || kind == stepKind, steps.isEmpty || steps.contains(step.identifier) else { continue }
            var target = AnalysisTarget(step: step.identifier, kind: stepKind, files: [], stepResult: step,
                                        warnings: AnalysisKind.assumption(for: step).map { [$0] } ?? [])
            target.runSteps = current
            target.body = BodyMeasures(parameters: result.provenance?.parameters ?? [:])
            for case .file(let file) in step.results {
                let url = folder.appendingPathComponent(file.relativePath)
                target.files.append(url)
                target.listed[url.path] = file
            }
            targets.append(target)
        }
        if let scores = result.scores, !scores.isEmpty, kind == nil || kind == .scores, steps.isEmpty {
            analysable += 1
            targets.append(AnalysisTarget(step: nil, kind: .scores, files: [], scores: scores))
        }
        if analysable == 0 {
            let skipped = result.stepHistory.filter { step in
                step.skipped && (step.stepType == "active" || KindAnalyses.byStepType[step.stepType] != nil)
            }.map(\.identifier)
            note = "\(folder.path): no step of \(result.identifier) recorded motion, touches or a game"
                + (skipped.isEmpty ? "" : " (skipped: \(skipped.joined(separator: ", ")))") + "; nothing to analyse, so it has no entry"
        }
        warnAboutUnlisted(chunks, in: folder, of: result)
    }

    /// Warns each step's entry of the chunks in its folder that no result of `result` lists
    /// (written after the result, or copied in): they are not analysed.
    private mutating func warnAboutUnlisted(_ chunks: [URL], in folder: URL, of result: TaskResult) {
        let listed = Set(result.listedFiles.map(\.relativePath))
        let root = folder.standardizedFileURL.path + "/"
        let folders = Dictionary(targets.indices.compactMap { index in targets[index].step.map { (SafeFileName.from($0), index) } }) { first, _ in first }
        for chunk in chunks {
            let path = chunk.standardizedFileURL.path
            guard path.hasPrefix(root) else { continue }
            let relative = String(path.dropFirst(root.count))
            guard !listed.contains(relative), let slash = relative.firstIndex(of: "/"),
                  let index = folders[String(relative[..<slash])] else { continue }
            targets[index].warnings.append("unlisted chunk \(relative): no result in taskResult.json lists it, so it is not analysed")
        }
    }

    /// The plan of a folder of chunks: one target of the kind asked for or guessed.
    private init(chunksOf recording: Recording, kind: AnalysisKind?, steps: Set<String>, step: String?) {
        targets = []
        guard steps.isEmpty || step.map(steps.contains) == true else { return }
        targets = [Self.guessedTarget(step: step, files: recording.chunkFiles, kind: kind, path: recording.path)]
    }

    /// The plan of a task's output whose `taskResult.json` is unreadable: one target per folder
    /// holding chunks (the step folders, and the output folder itself for task-wide recorders).
    private init(stepFoldersOf recording: Recording, kind: AnalysisKind?, steps: Set<String>, warning: String) {
        var folders: [(name: String?, files: [URL])] = []
        let root = URL(fileURLWithPath: recording.path).standardizedFileURL.path
        for file in recording.chunkFiles {
            let parent = file.deletingLastPathComponent().standardizedFileURL.path
            let name: String? = parent == root ? nil : URL(fileURLWithPath: parent).lastPathComponent
            if let last = folders.indices.last, folders[last].name == name {
                folders[last].files.append(file)
            } else {
                folders.append((name, [file]))
            }
        }
        targets = folders.filter { steps.isEmpty || $0.name.map(steps.contains) == true }.map { folder in
            var target = Self.guessedTarget(step: folder.name, files: folder.files, kind: kind, path: recording.path)
            target.warnings.insert(warning, at: 0)
            return target
        }
    }

    /// A target whose kind is `kind`, or guessed from the chunks' sensors when `nil`.
    private static func guessedTarget(step: String?, files: [URL], kind: AnalysisKind?, path: String) -> AnalysisTarget {
        var target = AnalysisTarget(step: step, kind: kind, files: files)
        guard kind == nil else { return target }
        do throws(ActivetaskError) {
            var sensors = Set<SensorType>()
            for url in files { sensors.formUnion(try ChunkFeed.sensorTypes(of: url)) }
            if sensors.contains(.touch) {
                target.kind = .tapping
            } else if sensors.contains(.accelerometer) {
                target.kind = .walk
            } else {
                target.error = ActivetaskError(.nothingToAnalyse, "\(path): no accelerometer or touch chunks and no spatial span result; pass --kind or check the folder")
            }
        } catch {
            target.error = error
        }
        return target
    }
}
