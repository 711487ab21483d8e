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
    /// - Returns: The entries, in step order.
    public static func analyze(_ recording: Recording, kind: AnalysisKind? = nil, steps: Set<String> = [],
                               strict: Bool = false) -> [AnalysisEntry] {
        let plan: AnalysisPlan
        do {
            plan = try AnalysisPlan(recording, kind: kind, steps: steps)
        } catch {
            return [AnalysisEntry(path: recording.path, kind: kind, summary: nil, error: error.description)]
        }
        return plan.targets.map { target in
            var entry = AnalysisEntry(path: recording.path, task: plan.task, taskRunUUID: plan.taskRunUUID,
                                      participant: plan.enrolment.participantIdentifier, visit: plan.enrolment.visit, step: target.step,
                                      kind: target.kind, summary: nil, warnings: target.warnings)
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
    }

    /// Analyses one target; returns its result and the warnings of reading its chunks.
    private static func analyze(_ target: AnalysisTarget, as kind: AnalysisKind, strict: Bool) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        switch kind {
        case .scores:
            // Each score's value and band as the run computed them; a score prorated or left
            // without a value is a warning saying why.
            var summary = AnalysisSummary()
            for score in target.scores {
                summary.set(score.identifier, score.value, .percent)
                if score.band != nil { summary.set(score.identifier + "_band", label: score.band) }
            }
            return (AnalysisResult(summary: summary, warnings: target.scores.compactMap { score in
                score.note.map { "\(score.identifier): \($0)" }
            }), [])
        case .memory:
            guard !target.memory.isEmpty || target.stepResult != nil else {
                throw ActivetaskError(.nothingToAnalyse, "memory analysis needs the taskResult.json of a memory task; this folder has none")
            }
            return (MemoryAnalyzer.analyze(target.memory), [])
        case .stroop:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "stroop analysis needs the taskResult.json of a Stroop task; this folder has none")
            }
            return (StroopAnalyzer.analyze(step), [])
        case .touchAbility:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "touchAbility analysis needs the taskResult.json of a touch-ability task; this folder has none")
            }
            return (TouchAbilityAnalyzer.analyze(step), [])
        case .psat:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "psat analysis needs the taskResult.json of a PSAT task; this folder has none")
            }
            return (PSATAnalyzer.analyze(step), [])
        case .trailMaking:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "trailMaking analysis needs the taskResult.json of a Trail Making task; this folder has none")
            }
            return (TrailMakingAnalyzer.analyze(step, run: target.trails), [])
        case .towerOfHanoi:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "towerOfHanoi analysis needs the taskResult.json of a Tower of Hanoi task; this folder has none")
            }
            return (TowerOfHanoiAnalyzer.analyze(step), [])
        case .timedWalk:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "timedWalk analysis needs the taskResult.json of a timed walk; this folder has none")
            }
            return (TimedWalkAnalyzer.analyze(step), [])
        case .rangeOfMotion:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "rangeOfMotion analysis needs the taskResult.json of a range-of-motion task; this folder has none")
            }
            return (RangeOfMotionAnalyzer.analyze(step), [])
        case .reactionTime:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "reactionTime analysis needs the taskResult.json of a reaction-time task; this folder has none")
            }
            return (ReactionTimeAnalyzer.analyze(step), [])
        case .holePeg:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "holePeg analysis needs the taskResult.json of a hole-peg task; this folder has none")
            }
            return (HolePegAnalyzer.analyze(step), [])
        case .amslerGrid:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse, "amslerGrid analysis needs the taskResult.json of an Amsler grid task; this folder has none")
            }
            return (AmslerGridAnalyzer.analyze(step), [])
        case .normalizedReactionTime:
            guard let step = target.stepResult else {
                throw ActivetaskError(.nothingToAnalyse,
                                      "normalizedReactionTime analysis needs the taskResult.json of a touch reaction-time task; this folder has none")
            }
            return (NormalizedReactionTimeAnalyzer.analyze(step), [])
        case .walk:
            var analyzer = WalkAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer, .location], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .balance:
            var analyzer = BalanceAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .walkBackAndForth:
            var analyzer = WalkBackAndForthAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict,
                                              holding: [.accelerometer, .gyroscope, .location], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .timedUpAndGo:
            var analyzer = TimedUpAndGoAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer, .gyroscope], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .sitToStand:
            var analyzer = SitToStandAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .tremor:
            var analyzer = TremorAnalyzer()
            let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer, .gyroscope], into: &analyzer)
            return (analyzer.finish(), warnings)
        case .tapping:
            let tapping = target.stepResult?.results.lazy.compactMap { item -> TappingResult? in
                if case .tapping(let tapping) = item { return tapping }
                return nil
            }.first
            var analyzer = TappingAnalyzer(layout: tapping.map { TappingLayout(left: $0.leftTarget, right: $0.rightTarget) } ?? .standard)
            var warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.touch], into: &analyzer)
            if !analyzer.hasTouches, let tapping, !tapping.samples.isEmpty {
                analyzer.consume(tapping.samples)
                let keys = Set(tapping.samples.compactMap(\.key)).sorted()
                warnings.append("no touch was recorded: the \(tapping.samples.count) taps counted are the step result's"
                                + (keys.isEmpty ? "" : " (keys \(keys.joined(separator: ", ")) pressed in a terminal)"))
            }
            return (analyzer.finish(), warnings)
        }
    }
}
