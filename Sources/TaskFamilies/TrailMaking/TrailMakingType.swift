import ActiveTasks

/// Which trail a Trail Making step shows (ResearchKit's `ORKTrailMakingTypeIdentifierA` and
/// `…B`): 13 circles, tapped in the order of their labels.
public enum TrailMakingType: String, CaseIterable, Codable, Sendable {
    /// Trail A: the numbers 1 … 13.
    case a = "A"
    /// Trail B: numbers and letters alternating, 1 A 2 B … F 7.
    case b = "B"

    /// The number of circles of either trail (`ORKTrailmakingContentView.m` line 140).
    public static let circleCount = 13

    /// The circles' labels in the order they are to be tapped (`ORKTrailmakingContentView.m`
    /// lines 145–158: A numbers them from 1; B puts the number `i / 2 + 1` on even positions and
    /// the letter `i / 2` of A … F on odd ones; ResearchKit's letters are A–F in en, de, es and fr).
    public var labels: [String] {
        let letters = ["A", "B", "C", "D", "E", "F"]
        return (0..<Self.circleCount).map { index in
            switch self {
            case .a: String(index + 1)
            case .b: index % 2 == 0 ? String(index / 2 + 1) : letters[index / 2]
            }
        }
    }
}
