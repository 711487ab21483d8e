import Foundation
import RecordingFormat

/// Analyses one recording: chooses the analysis (unless told), picks the chunks it needs and
/// streams them, and turns any failure into the entry's error so a batch can go on.
public enum RecordingAnalyzer {
    /// Analyses `recording`.
    /// - Parameters:
    ///   - recording: The recording.
    ///   - kind: The analysis to apply, or `nil` to infer it: `memory` when the task result holds
    ///     a spatial span result, else `walk` for accelerometer chunks, else `tapping` for touches.
    ///   - layout: The tapping targets; by default those the task's tapping steps recorded in
    ///     `taskResult.json`, else `TappingLayout.standard`.
    public static func analyze(_ recording: Recording, kind: AnalysisKind? = nil,
                               layout: TappingLayout? = nil) -> AnalysisEntry {
        var chosen = kind
        do throws(ActivetaskError) {
            let memory = try recording.taskResult.map { url throws(ActivetaskError) in
                try SpatialSpanTaskResultView.results(in: url)
            } ?? []
            let sensors = try recording.chunkFiles.map { url throws(ActivetaskError) in (url, try ChunkFeed.sensorTypes(of: url)) }
            if chosen == nil {
                if !memory.isEmpty { chosen = .memory }
                else if sensors.contains(where: { $0.1.contains(.accelerometer) }) { chosen = .walk }
                else if sensors.contains(where: { $0.1.contains(.touch) }) { chosen = .tapping }
            }
            guard let chosen else {
                throw ActivetaskError(.nothingToAnalyse, "\(recording.path): no accelerometer or touch chunks and no spatial span result; pass --kind or check the folder")
            }
            let result: AnalysisResult
            var warnings: [String] = []
            switch chosen {
            case .memory:
                guard recording.taskResult != nil else {
                    throw ActivetaskError(.nothingToAnalyse, "\(recording.path): memory analysis needs the taskResult.json of a memory task")
                }
                result = MemoryAnalyzer.analyze(memory)
            case .walk:
                var analyzer = WalkAnalyzer()
                let files = sensors.filter { !$0.1.isDisjoint(with: [.accelerometer, .location]) }.map(\.0)
                warnings = try ChunkFeed.read(files, into: &analyzer)
                result = analyzer.finish()
            case .tapping:
                let targets: TappingLayout
                if let layout { targets = layout } else { targets = try taskLayout(of: recording, warnings: &warnings) }
                var analyzer = TappingAnalyzer(layout: targets)
                let files = sensors.filter { $0.1.contains(.touch) }.map(\.0)
                warnings = try ChunkFeed.read(files, into: &analyzer)
                result = analyzer.finish()
            }
            return AnalysisEntry(path: recording.path, kind: chosen, summary: result.summary,
                                 warnings: warnings + result.warnings)
        } catch {
            return AnalysisEntry(path: recording.path, kind: chosen, summary: nil, error: error.description)
        }
    }

    /// The targets the task's tapping steps recorded (the first step's when they differ, with a
    /// warning), or the standard ones when the recording has no tapping result.
    private static func taskLayout(of recording: Recording, warnings: inout [String]) throws(ActivetaskError) -> TappingLayout {
        guard let url = recording.taskResult else { return .standard }
        let result: TaskResult
        do {
            result = try TaskResult.makeDecoder().decode(TaskResult.self, from: Data(contentsOf: url))
        } catch {
            throw ActivetaskError(.invalidResult, "\(url.path): not a task result (\(error)); its tapping targets cannot be read")
        }
        let tapping = result.stepHistory.flatMap(\.results).compactMap { item -> TappingResult? in
            if case .tapping(let tapping) = item { return tapping }
            return nil
        }
        guard let first = tapping.first else { return .standard }
        if tapping.contains(where: { $0.leftTarget != first.leftTarget || $0.rightTarget != first.rightTarget }) {
            warnings.append("the task's tapping steps have different targets; taps are sided by those of \(first.identifier)")
        }
        return TappingLayout(left: first.leftTarget, right: first.rightTarget)
    }
}
