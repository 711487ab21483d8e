import ActiveTasks

extension AnalysisKind {
    /// The analysis of an `active` step of a predefined task, by its identifier, in a result
    /// written before step results carried their `analysis` (the tasks' JSON now names it): the rest and stand-still
    /// steps are balance, each tremor position is tremor, the timed walk's turn is part of the
    /// timed walk, the walks are walks.
    /// - Parameter identifier: The step's identifier.
    /// - Returns: The kind, or `nil` for a step no predefined task has.
    static func ofPredefinedActiveStep(_ identifier: String) -> AnalysisKind? {
        switch identifier {
        case "walking.rest", "fitness.rest": return .balance
        case "fitness.walk", "6mwt": return .walk
        case "timed.walk.turn.around": return .timedWalk
        case _ where identifier.hasPrefix("tremor."): return .tremor
        default: return nil
        }
    }
}
