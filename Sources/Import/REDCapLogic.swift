/// REDCap branching logic as a tree: comparisons joined by `and` and `or`, parentheses resolved.
package indirect enum REDCapLogic: Sendable, Equatable {
    /// Every part must hold (`and`).
    case all([REDCapLogic])
    /// At least one part must hold (`or`).
    case any([REDCapLogic])
    /// One comparison.
    case comparison(REDCapComparison)

    /// The comparisons that must all hold for the logic to hold, when it is a conjunction of
    /// comparisons (one comparison included); `nil` when an `or` is part of it.
    package var conjunction: [REDCapComparison]? {
        switch self {
        case .comparison(let comparison): return [comparison]
        case .any(let parts): return parts.count == 1 ? parts[0].conjunction : nil
        case .all(let parts):
            var comparisons: [REDCapComparison] = []
            for part in parts {
                guard let inner = part.conjunction else { return nil }
                comparisons += inner
            }
            return comparisons
        }
    }
}
