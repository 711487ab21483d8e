import ActiveTasks

/// A 5-row block font for the presenter's countdowns and timers.
enum LargeDigits {
    /// Rows of every glyph.
    static let height = 5

    private static let font: [Character: [String]] = [
        "0": ["███", "█ █", "█ █", "█ █", "███"],
        "1": ["  █", "  █", "  █", "  █", "  █"],
        "2": ["███", "  █", "███", "█  ", "███"],
        "3": ["███", "  █", "███", "  █", "███"],
        "4": ["█ █", "█ █", "███", "  █", "  █"],
        "5": ["███", "█  ", "███", "  █", "███"],
        "6": ["███", "█  ", "███", "█ █", "███"],
        "7": ["███", "  █", "  █", "  █", "  █"],
        "8": ["███", "█ █", "███", "█ █", "███"],
        "9": ["███", "█ █", "███", "  █", "███"],
        ":": [" ", "█", " ", "█", " "],
    ]

    /// The five rows of `character`; blanks for characters the font lacks.
    static func glyph(for character: Character) -> [String] {
        font[character] ?? Array(repeating: " ", count: 5)
    }
}
