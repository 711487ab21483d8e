import Dispatch
import Foundation
import Synchronization

/// Analyses many recordings on `jobs` worker threads; the entries come back in the recordings'
/// order whatever order they finish in, and a failed recording is an entry with an error.
public final class AnalysisBatch: Sendable {
    private let recordings: [Recording]
    private let kind: AnalysisKind?
    private let layout: TappingLayout?
    private let state = Mutex<(next: Int, done: Int, entries: [AnalysisEntry?])>((0, 0, []))

    /// Creates a batch.
    /// - Parameters:
    ///   - recordings: The recordings, in output order.
    ///   - kind: The analysis for all of them, or `nil` to infer it per recording.
    ///   - layout: The tapping targets; by default each recording's own (see `RecordingAnalyzer`).
    public init(recordings: [Recording], kind: AnalysisKind? = nil, layout: TappingLayout? = nil) {
        self.recordings = recordings
        self.kind = kind
        self.layout = layout
        state.withLock { $0.entries = Array(repeating: nil, count: recordings.count) }
    }

    /// Runs the batch and waits for it.
    /// - Parameters:
    ///   - jobs: How many recordings are analysed at once (at least 1).
    ///   - progress: Called after each recording with (finished, total), from a worker thread.
    /// - Returns: One entry per recording, in the recordings' order.
    public func run(jobs: Int, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [AnalysisEntry] {
        let group = DispatchGroup()
        let workers = max(1, min(jobs, recordings.count))
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
            let entry = RecordingAnalyzer.analyze(recordings[index], kind: kind, layout: layout)
            let done = state.withLock { state in
                state.entries[index] = entry
                state.done += 1
                return state.done
            }
            progress(done, recordings.count)
        }
    }
}
