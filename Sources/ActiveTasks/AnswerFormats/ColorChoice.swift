import JSONValues
/// One choice of a colour choice format (ResearchKit's `ORKColorChoice`): a colour swatch, an
/// optional label, and the value stored.
public struct ColorChoice: Sendable, Equatable {
    /// The colour as `#RRGGBB`.
    public var color: String
    /// The label shown with the swatch (and read out to those who cannot tell the colour).
    public var text: String
    /// The value stored: the text unless the task gives one.
    public var value: JSONValue

    /// Creates a colour choice.
    /// - Parameters:
    ///   - color: `#RRGGBB`.
    ///   - text: The label.
    ///   - value: The value stored; defaults to the text.
    public init(color: String, text: String, value: JSONValue? = nil) {
        self.color = color
        self.text = text
        self.value = value ?? .string(text)
    }

    /// Whether `color` is written `#RRGGBB`.
    public var isValidColor: Bool {
        color.wholeMatch(of: /#[0-9A-Fa-f]{6}/) != nil
    }
}
