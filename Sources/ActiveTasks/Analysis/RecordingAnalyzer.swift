import Foundation
import Recorders

/// Analyses one recording: chooses the analysis (unless told), picks the chunks it needs and
/// streams them, and turns any failure into the entry's error so a batch can go on.
public enum RecordingAnalyzer {
    /// Analyses `recording`.
    /// - Parameters:
    ///   - recording: The recording.
    ///   - kind: The analysis to apply, or `nil` to infer it: `memory` when the task result holds
    ///     a spatial span result, else `walk` for accelerometer chunks, else `tapping` for touches.
    ///   - layout: The tapping targets.
    public static func analyze(_ recording: Recording, kind: AnalysisKind? = nil,
                               layout: TappingLayout = .standard) -> AnalysisEntry {
        var chosen = kind
        do throws(AnalysisError) {
            let memory = try recording.taskResult.map { url throws(AnalysisError) in
                try SpatialSpanTaskResultView.results(in: url)
            } ?? []
            let sensors = try recording.chunkFiles.map { url throws(AnalysisError) in (url, try ChunkFeed.sensorTypes(of: url)) }
            if chosen == nil {
                if !memory.isEmpty { chosen = .memory }
                else if sensors.contains(where: { $0.1.contains(.accelerometer) }) { chosen = .walk }
                else if sensors.contains(where: { $0.1.contains(.touch) }) { chosen = .tapping }
            }
            guard let chosen else {
                throw AnalysisError(.nothingToAnalyse, "\(recording.path): no accelerometer or touch chunks and no spatial span result; pass --kind or check the folder")
            }
            let result: AnalysisResult
            var warnings: [String] = []
            switch chosen {
            case .memory:
                guard recording.taskResult != nil else {
                    throw AnalysisError(.nothingToAnalyse, "\(recording.path): memory analysis needs the taskResult.json of a memory task")
                }
                result = MemoryAnalyzer.analyze(memory)
            case .walk:
                var analyzer = WalkAnalyzer()
                let files = sensors.filter { !$0.1.isDisjoint(with: [.accelerometer, .location]) }.map(\.0)
                warnings = try ChunkFeed.read(files, into: &analyzer)
                result = analyzer.finish()
            case .tapping:
                var analyzer = TappingAnalyzer(layout: layout)
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
}
