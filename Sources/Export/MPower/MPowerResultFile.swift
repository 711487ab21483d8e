import ActiveTasks
import RecordingFormat
import JSONValues

/// A family's result file in the mPower export (a tapping step's `tapping_left.json`), in the
/// family's folder and registered by one line in `MPowerResultFiles.all`.
protocol MPowerResultFile {
    /// The result type whose steps get a file.
    associatedtype Result: TypedResult
    /// The file's name for `step` of `run`.
    /// - Parameters:
    ///   - step: The step's result.
    ///   - run: The run, for names that depend on its other steps.
    static func fileName(of step: StepResult, in run: TaskRunFolder) -> String
    /// The file's top-level members, as mPower wrote them.
    /// - Parameters:
    ///   - result: The step's result.
    ///   - step: The step's result in `taskResult.json`.
    ///   - fileName: The file's name (mPower's `item`).
    static func members(of result: Result, step: StepResult, fileName: String) -> [JSONMember]
    /// What the file holds, in words, for the export's report.
    /// - Parameter result: The step's result.
    static func contents(of result: Result) -> String
}

extension MPowerResultFile {
    /// The file of `result` when it is of this file's type: its name, members and contents.
    /// - Parameters:
    ///   - result: A typed result of `step`.
    ///   - step: The step's result.
    ///   - run: The run.
    static func file(of result: any TypedResult, step: StepResult, in run: TaskRunFolder) -> (name: String, members: [JSONMember], contents: String)? {
        guard let result = result as? Result else { return nil }
        let name = fileName(of: step, in: run)
        return (name, members(of: result, step: step, fileName: name), contents(of: result))
    }
}
