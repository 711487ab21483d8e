/// The members every step object has: identifier, title, text and navigation.
public struct StepHeader {
    /// The identifier, `nil` when missing (an error is already recorded).
    public var identifier: String?
    /// The title.
    public var title: String?
    /// The text.
    public var text: String?
    /// The navigation members.
    public var navigation: StepNavigation
}
