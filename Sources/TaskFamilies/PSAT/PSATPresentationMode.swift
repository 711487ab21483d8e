import ActiveTasks

/// How a PSAT step presents its digits (ResearchKit's `ORKPSATPresentationMode`,
/// `ORKPSATStep.h` line 42; `ORKPSATContentView.m` lines 72–75 and 108–110: an auditory mode
/// speaks each digit, a mode without `visual` hides it).
public enum PSATPresentationMode: String, Sendable, Codable, CaseIterable {
    /// Each digit is shown, then a dash (ResearchKit's PVSAT, `ORKPSATPresentationModeVisual`).
    case visual
    /// Each digit is spoken and not shown (ResearchKit's PASAT, `ORKPSATPresentationModeAuditory`).
    case auditory
    /// Each digit is shown and spoken (ResearchKit's PAVSAT, `Visual | Auditory`).
    case both

    /// Whether the digits are spoken.
    public var isSpoken: Bool { self != .visual }
    /// Whether the digits are shown.
    public var isShown: Bool { self != .auditory }
}
