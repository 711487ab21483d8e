/// Which files of a run one archive holds: the whole run, or, when the run is too large for one
/// Bridge upload, its results with the task-level recordings, or one step's files (as Bridge apps
/// upload one archive per step).
package enum ArchivePart: Sendable, Equatable {
    /// Everything: `taskResult.json`, `answers.json` and every file.
    case whole
    /// `taskResult.json`, `answers.json` and the task-level recorders' chunks.
    case results
    /// The files of one step's results.
    case step(String)

    /// Whether the part holds `file`.
    func holds(_ file: RecordedFile) -> Bool {
        switch self {
        case .whole: true
        case .results: file.stepIdentifier == nil
        case .step(let identifier): file.stepIdentifier == identifier
        }
    }

    /// Whether the part holds `taskResult.json` and `answers.json`.
    var holdsResults: Bool {
        switch self {
        case .whole, .results: true
        case .step: false
        }
    }
}
