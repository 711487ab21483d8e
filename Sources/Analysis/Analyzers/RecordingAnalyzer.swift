import ActiveTasks
import Foundation
import RecordingFormat

/// Analyses one recording: one entry per analysable step of a task's output (or one for a folder
/// of chunks), each fed only its own chunks; any failure becomes that entry's error so a batch
/// can go on.
public enum RecordingAnalyzer {
    /// Analyses `recording`.
    /// - Parameters:
    ///   - recording: The recording.
    ///   - kind: On a folder of chunks, the analysis to apply (`nil`: `tapping` for touches, else
    ///     `walk` for an accelerometer); on a task's output, the kind of the steps to analyse
    ///     (`nil`: every step, each with the kind its task gives it).
    ///   - steps: The identifiers of the steps to analyse; empty for all.
    ///   - strict: Whether a chunk whose size or SHA-256 differs from what the task result lists
    ///     fails its entry (otherwise the entry carries a warning).
    ///   - body: The sensor's or the body's height, for the gait's stride lengths and speeds; each
    ///     takes precedence over what a walking task's run was given.
    /// - Returns: The entries, in step order; none for a task's output in which no step recorded
    ///   anything to analyse (see `analyzeNoting(_:kind:steps:strict:body:)` for why).
    public static func analyze(_ recording: Recording, kind: AnalysisKind? = nil, steps: Set<String> = [],
                               strict: Bool = false, body: BodyMeasures = BodyMeasures()) -> [AnalysisEntry] {
        analyzeNoting(recording, kind: kind, steps: steps, strict: strict, body: body).entries
    }

    /// Analyses `recording` as `analyze(_:kind:steps:strict:body:)` does, and says why a task's
    /// output has no entries when it has none to give (a questionnaire, or its active steps skipped).
    /// - Parameters:
    ///   - recording: The recording.
    ///   - kind: As for `analyze(_:kind:steps:strict:body:)`.
    ///   - steps: As for `analyze(_:kind:steps:strict:body:)`.
    ///   - strict: As for `analyze(_:kind:steps:strict:body:)`.
    ///   - body: As for `analyze(_:kind:steps:strict:body:)`.
    /// - Returns: The entries, in step order, and the note, or `nil`.
    public static func analyzeNoting(_ recording: Recording, kind: AnalysisKind? = nil, steps: Set<String> = [],
                                     strict: Bool = false, body: BodyMeasures = BodyMeasures()) -> (entries: [AnalysisEntry], note: String?) {
        let plan: AnalysisPlan
        do {
            plan = try AnalysisPlan(recording, kind: kind, steps: steps)
        } catch {
            return ([AnalysisEntry(path: recording.path, kind: kind, summary: nil, error: error.description)], nil)
        }
        let entries = plan.targets.map { planned in
            var target = planned
            target.body = target.body.overridden(by: body)
            var entry = AnalysisEntry(path: recording.path, task: plan.task, taskRunUUID: plan.taskRunUUID,
                                      participant: plan.enrolment.participantIdentifier, visit: plan.enrolment.visit, step: target.step,
                                      stepType: target.stepResult?.stepType, kind: target.kind, summary: nil, warnings: target.warnings)
            do throws(ActivetaskError) {
                if let error = target.error { throw error }
                guard let kind = target.kind else {
                    throw ActivetaskError(.nothingToAnalyse, "\(recording.path): no analysis chosen; pass --kind")
                }
                let (result, warnings) = try analyze(target, as: kind, strict: strict)
                entry.summary = result.summary
                entry.warnings += warnings + result.warnings
            } catch {
                entry.error = error.description
            }
            return entry
        }
        return (entries, plan.note)
    }

    /// Analyses one target; returns its result, with the quality of its motion recording beside
    /// the figures (`quality`; with `strict` a failed check is the error), and the warnings of
    /// reading its chunks.
    private static func analyze(_ target: AnalysisTarget, as kind: AnalysisKind, strict: Bool) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        guard let analysis = KindAnalyses.analysis(of: kind) else {
            throw ActivetaskError(.nothingToAnalyse, "no analysis of kind \"\(kind)\"; use one of \(KindAnalyses.kinds.map(\.rawValue).joined(separator: ", "))")
        }
        var feed = TargetFeed(target, strict: strict)
        var (result, warnings) = try analysis.analyze(target, feed: &feed)
        warnings += try feed.measureUnread()
        try feed.attachQuality(to: &result)
        return (result, warnings)
    }
}
