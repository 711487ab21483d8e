import ActiveTasks

/// One of the Stroop test's four colours, ResearchKit's red, green, blue and yellow
/// (`ORKStroopStepViewController.m`), in the order of its buttons R, G, B, Y.
public enum StroopColor: String, CaseIterable, Codable, Sendable, Equatable {
    /// Red, RGB (1, 0, 0).
    case red
    /// Green, RGB (0, 1, 0).
    case green
    /// Blue, RGB (0, 0, 1); drawn lighter on screens (see `hex`).
    case blue
    /// Yellow, RGB (1, 1, 0).
    case yellow

    /// The ink as a CSS hex colour on the kiosk's near-black word panel (`#111111`): ResearchKit's
    /// full-intensity RGB, but blue lightened to `#4f7cff`, since pure blue on a dark panel (and
    /// yellow on a light one) is under WCAG's 3:1 for large text; every ink here is above 4.5:1.
    public var hex: String {
        switch self {
        case .red: "#ff0000"
        case .green: "#00ff00"
        case .blue: "#4f7cff"
        case .yellow: "#ffff00"
        }
    }

    /// The word shown for the colour, in capitals as ResearchKit writes it (`STROOP_COLOR_RED` …).
    /// - Parameter language: The language of the word.
    public func word(in language: BuiltInLanguage) -> String {
        texts.word.text(in: language)
    }

    /// The button's label: the first letter(s) of the colour's name, as ResearchKit's
    /// `STROOP_COLOR_RED_INITIAL` … give them (`Gr` and `Ge` in German, `Az` and `Am` in Spanish).
    /// - Parameter language: The language of the label.
    public func initial(in language: BuiltInLanguage) -> String {
        texts.initial.text(in: language)
    }

    /// The colour's word and button label among the built-in texts.
    private var texts: (word: BuiltInText, initial: BuiltInText) {
        switch self {
        case .red: (.stroopColorRed, .stroopColorRedInitial)
        case .green: (.stroopColorGreen, .stroopColorGreenInitial)
        case .blue: (.stroopColorBlue, .stroopColorBlueInitial)
        case .yellow: (.stroopColorYellow, .stroopColorYellowInitial)
        }
    }
}
