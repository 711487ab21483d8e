/// A run of text and the family of the font pango drew it in.
package struct FontRun: Sendable, Equatable {
    /// The text.
    package var text: String
    /// The font's family (`DejaVu Sans`, `Noto Sans CJK JP`, `Noto Color Emoji`).
    package var family: String

    /// Creates a run of `text` in `family`.
    package init(text: String, family: String) {
        self.text = text
        self.family = family
    }
}
