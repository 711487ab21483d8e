import ActiveTasks

/// A family's kiosk part bound to the activity running (`KioskFamilyPart.play`): what the
/// presenter calls on each frame while the step plays, with the family's own types behind it.
struct KioskFamilyPlay {
    /// Gives the timer screen the family's kind (and key or text, where it changes them) and
    /// returns the family's fields of it; `nil` while the activity shows the timer screen.
    let screen: (inout KioskScreen, BuiltInLanguage) -> (any Encodable)?
    /// Takes one of the page's commands at a time on the presenter's clock.
    let handle: (KioskCommand, Double) -> Void
}
