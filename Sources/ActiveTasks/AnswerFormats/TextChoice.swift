import JSONValues
/// One choice of a choice or value-picker format: the text shown and the value stored.
public struct TextChoice: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// The value stored in the result (a string, number or boolean).
    public var value: JSONValue
    /// For multiple choice: choosing this deselects every other choice ("None of these").
    public var isExclusive: Bool
    /// "Other, please specify" (ResearchKit's `ORKTextChoiceOther`): the participant may type
    /// their own answer with it, which is stored in place of the choice's value.
    public var isOther: Bool

    /// Creates a choice.
    /// - Parameters:
    ///   - text: The text shown.
    ///   - value: The value stored; defaults to the text.
    ///   - isExclusive: Whether choosing it excludes the others.
    ///   - isOther: Whether the participant may type their own answer with it.
    public init(text: String, value: JSONValue? = nil, isExclusive: Bool = false, isOther: Bool = false) {
        self.text = text
        self.value = value ?? .string(text)
        self.isExclusive = isExclusive
        self.isOther = isOther
    }
}
