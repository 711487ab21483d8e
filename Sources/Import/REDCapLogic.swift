/// REDCap branching logic as a tree: comparisons joined by `and` and `or`, parentheses resolved.
package indirect enum REDCapLogic: Sendable, Equatable {
    /// Every part must hold (`and`).
    case all([REDCapLogic])
    /// At least one part must hold (`or`).
    case any([REDCapLogic])
    /// One comparison.
    case comparison(REDCapComparison)
}
