/// How a scale or continuous scale is laid out and what its ends say (ResearchKit's `vertical`,
/// `minimumValueDescription` and `maximumValueDescription`): a VAS is often a vertical line from
/// "no pain" to "worst pain imaginable".
public struct ScaleAppearance: Sendable, Equatable {
    /// Whether the scale runs bottom (minimum) to top (maximum) instead of left to right.
    public var isVertical: Bool
    /// What the lowest value means (`no pain`).
    public var minimumValueDescription: String?
    /// What the highest value means (`worst pain imaginable`).
    public var maximumValueDescription: String?

    /// Creates an appearance.
    /// - Parameters:
    ///   - isVertical: Whether the scale is vertical.
    ///   - minimumValueDescription: What the lowest value means.
    ///   - maximumValueDescription: What the highest value means.
    public init(isVertical: Bool = false, minimumValueDescription: String? = nil, maximumValueDescription: String? = nil) {
        self.isVertical = isVertical
        self.minimumValueDescription = minimumValueDescription
        self.maximumValueDescription = maximumValueDescription
    }

    /// Reads `vertical`, `minimumValueDescription` and `maximumValueDescription`.
    /// - Parameter reader: The scale's object.
    public init(reader: JSONObjectReader) {
        self.init(isVertical: reader.bool("vertical") ?? false,
                  minimumValueDescription: reader.text("minimumValueDescription"),
                  maximumValueDescription: reader.text("maximumValueDescription"))
    }

    /// ` (0 = no pain, 10 = worst pain)` for a hint, or nothing when the ends are not described.
    /// - Parameters:
    ///   - minimum: The lowest value as text.
    ///   - maximum: The highest value as text.
    public func hintSuffix(minimum: String, maximum: String) -> String {
        let ends = [minimumValueDescription.map { "\(minimum) = \($0)" }, maximumValueDescription.map { "\(maximum) = \($0)" }]
            .compactMap { $0 }
        return ends.isEmpty ? "" : " (" + ends.joined(separator: ", ") + ")"
    }
}
