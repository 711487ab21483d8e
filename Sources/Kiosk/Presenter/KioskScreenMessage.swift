/// A screen as the page is sent it: one JSON object of the screen's fields and, while an activity
/// runs, its family's own fields beside them (the page reads Stroop's `word` where it reads the
/// `title`).
struct KioskScreenMessage: Encodable {
    /// The screen.
    var screen: KioskScreen
    /// The family's own fields (`KioskFamilyPart.Screen`), `nil` on every other screen.
    var family: (any Encodable)?

    /// Encodes the family's fields and the screen's into one object.
    /// - Parameter encoder: The encoder.
    /// - Throws: What encoding either throws.
    func encode(to encoder: any Encoder) throws {
        try family?.encode(to: encoder)
        try screen.encode(to: encoder)
    }
}
