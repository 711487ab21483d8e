import ActiveTasks

/// The axis a touch-ability scroll list moves along (ResearchKit's
/// `ORKTouchAbilityScrollTrialDirection`, `ORKTouchAbilityScrollTrial.h` lines 37–40).
public enum ScrollDirection: String, Codable, Sendable, CaseIterable {
    /// The list's numbers side by side, scrolled left and right (`ORKTouchAbilityScrollStep.horizontal`).
    case horizontal
    /// The list's numbers one above the other, scrolled up and down (ResearchKit's default).
    case vertical
}
