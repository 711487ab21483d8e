import ActiveTasks
import RecordingFormat

/// One of `count` deterministic parts of a batch: the recordings whose position in the full,
/// ordered list of recordings leaves `index` when divided by `count` (round robin, so that a
/// tree sorted by date or site spreads evenly over the parts).
public struct AnalysisShard: Sendable, Equatable {
    /// This part, from 0 to `count` − 1.
    public var index: Int
    /// How many parts there are.
    public var count: Int

    /// Creates a shard.
    /// - Throws: `ActivetaskError` unless 0 ≤ `index` < `count`.
    public init(index: Int, count: Int) throws(ActivetaskError) {
        guard count >= 1, (0..<count).contains(index) else {
            throw ActivetaskError(.invalidShard, "shard \(index)/\(count): the index must be 0 to count − 1 and the count at least 1")
        }
        self.index = index
        self.count = count
    }

    /// The shard a `--shard` value names: `I/N` (I from 0), `slurm` (a job array's
    /// `SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN` of `SLURM_ARRAY_TASK_COUNT`) or
    /// `kubernetes/N` (an Indexed Job's `JOB_COMPLETION_INDEX` of N completions).
    /// - Parameters:
    ///   - text: The value.
    ///   - environment: The process environment.
    /// - Throws: `ActivetaskError` naming the value or variable that is missing or not a number.
    public init(_ text: String, environment: [String: String]) throws(ActivetaskError) {
        func number(_ name: String, _ value: String?) throws(ActivetaskError) -> Int {
            guard let value, let number = Int(value) else {
                throw ActivetaskError(.invalidShard, "--shard \(text): \(name) is \(value.map { "\"\($0)\"" } ?? "not set"); it must be a whole number")
            }
            return number
        }
        if text == "slurm" {
            let id = try number("SLURM_ARRAY_TASK_ID", environment["SLURM_ARRAY_TASK_ID"])
            let minimum = try number("SLURM_ARRAY_TASK_MIN", environment["SLURM_ARRAY_TASK_MIN"] ?? "0")
            let count = try number("SLURM_ARRAY_TASK_COUNT", environment["SLURM_ARRAY_TASK_COUNT"])
            guard (0..<count).contains(id - minimum) else {
                throw ActivetaskError(.invalidShard, "--shard slurm: task \(id) of an array from \(minimum) with \(count) tasks; submit a contiguous array such as --array=0-\(max(count, 1) - 1)")
            }
            try self.init(index: id - minimum, count: count)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw ActivetaskError(.invalidShard, "--shard \(text): expected I/N (such as 0/3), slurm, or kubernetes/N")
        }
        let index = parts[0] == "kubernetes"
            ? try number("JOB_COMPLETION_INDEX", environment["JOB_COMPLETION_INDEX"])
            : try number("the index", parts[0])
        try self.init(index: index, count: try number("the count", parts[1]))
    }

    /// Whether the recording at `position` of the full list belongs to this shard.
    public func contains(_ position: Int) -> Bool {
        position % count == index
    }
}
