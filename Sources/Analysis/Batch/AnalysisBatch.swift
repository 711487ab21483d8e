import ActiveTasks
import Dispatch
import Foundation
import Synchronization

/// Analyses many recordings on `jobs` worker threads; the entries come back in the recordings'
/// order (and, within a task's output, in step order) whatever order they finish in, and a failed
/// recording or step is an entry with an error. A task's output with nothing to analyse (a
/// questionnaire) gives no entries and a note (`notes`).
public final class AnalysisBatch: Sendable {
    private let recordings: [Recording]
    private let kind: AnalysisKind?
    private let steps: Set<String>
    private let strict: Bool
    private let body: BodyMeasures
    private let state = Mutex<(next: Int, done: Int, entries: [[AnalysisEntry]?], notes: [String?])>((0, 0, [], []))

    /// Creates a batch.
    /// - Parameters:
    ///   - recordings: The recordings, in output order.
    ///   - kind: The analysis of folders of chunks and the kind of the task steps to analyse, or
    ///     `nil` for every step and a guess per folder (see `RecordingAnalyzer`).
    ///   - steps: The identifiers of the task steps to analyse; empty for all.
    ///   - strict: Whether a chunk whose size or SHA-256 differs from what its task result lists
    ///     fails its entry (otherwise the entry carries a warning).
    ///   - body: The sensor's or the body's height, for the gait's stride lengths and speeds.
    public init(recordings: [Recording], kind: AnalysisKind? = nil, steps: Set<String> = [], strict: Bool = false,
                body: BodyMeasures = BodyMeasures()) {
        self.recordings = recordings
        self.kind = kind
        self.steps = steps
        self.strict = strict
        self.body = body
        state.withLock { state in
            state.entries = Array(repeating: nil, count: recordings.count)
            state.notes = Array(repeating: nil, count: recordings.count)
        }
    }

    /// Once the batch has run, why some recordings gave no entries (`PATH: no step of TASK recorded
    /// motion, touches or a game; …`), in the recordings' order.
    public var notes: [String] {
        state.withLock { $0.notes.compactMap { $0 } }
    }

    /// Runs the batch and waits for it.
    /// - Parameters:
    ///   - jobs: How many recordings are analysed at once (at least 1).
    ///   - progress: Called after each recording with (finished, total), from a worker thread.
    /// - Returns: The entries, in the recordings' order.
    public func run(jobs: Int, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [AnalysisEntry] {
        runByRecording(jobs: jobs, progress: progress).flatMap { $0 }
    }

    /// Runs the batch and waits for it.
    /// - Parameters:
    ///   - jobs: How many recordings are analysed at once (at least 1).
    ///   - progress: Called after each recording with (finished, total), from a worker thread.
    /// - Returns: The entries of each recording, in the recordings' order.
    public func runByRecording(jobs: Int, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [[AnalysisEntry]] {
        let workers = max(1, min(jobs, recordings.count))
        guard workers > 1 else {
            // One job: the calling thread is the worker, with no thread to start and wait for.
            work(progress: progress)
            return state.withLock { $0.entries.compactMap { $0 } }
        }
        let group = DispatchGroup()
        for worker in 0..<workers {
            let queue = DispatchQueue(label: "activetask.analysis.worker\(worker)")
            queue.async(group: group) { @Sendable in
                self.work(progress: progress)
            }
        }
        group.wait()
        return state.withLock { $0.entries.compactMap { $0 } }
    }

    private func work(progress: @Sendable (Int, Int) -> Void) {
        while true {
            let index: Int? = state.withLock { state in
                guard state.next < recordings.count else { return nil }
                defer { state.next += 1 }
                return state.next
            }
            guard let index else { return }
            let (entries, note) = RecordingAnalyzer.analyzeNoting(recordings[index], kind: kind, steps: steps, strict: strict, body: body)
            let done = state.withLock { state in
                state.entries[index] = entries
                state.notes[index] = note
                state.done += 1
                return state.done
            }
            progress(done, recordings.count)
        }
    }
}
