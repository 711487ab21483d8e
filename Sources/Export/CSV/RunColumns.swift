import ActiveTasks

/// The columns every CSV row starts its run's part with: the run's id, then who it is of and where
/// it was made (`taskResult.json`'s `participantIdentifier`, `visit`, `site`, `deviceIdentifier`;
/// empty when the run recorded none), so rows of many runs concatenated still say whose they are.
enum RunColumns {
    /// The columns, all text.
    static let columns = ["taskRunUUID", "participant", "visit", "site", "device"].map(CSVColumn.text)
    /// The columns' names.
    static let header = columns.map(\.name)

    /// The columns' values for `result`.
    /// - Parameter result: The run's result.
    static func values(of result: TaskResult) -> [String] {
        [result.taskRunUUID.uuidString, result.participantIdentifier ?? "", result.visit ?? "", result.site ?? "", result.deviceIdentifier ?? ""]
    }
}
