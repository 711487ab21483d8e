import ActiveTasks

/// The eye an Amsler grid step is about: ResearchKit's `ORKAmslerGridEyeSide` (`ORKTypes.h`), the
/// eye the participant closes (`ORKAmslerGridResult.h`, `eyeSide`: "Eye side closed"; the
/// instruction before `amsler.grid.left` says "Close your Left Eye").
public enum AmslerEyeSide: String, Codable, Sendable, Equatable, CaseIterable {
    /// No eye named (ResearchKit's default, `ORKAmslerGridEyeSideNotSpecified`).
    case notSpecified
    /// The left eye is closed.
    case left
    /// The right eye is closed.
    case right
}
