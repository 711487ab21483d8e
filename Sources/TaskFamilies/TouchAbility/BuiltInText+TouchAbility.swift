import ActiveTasks

/// The touch ability family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// A touch-ability trial asking for a tap: `{1}` the trial's number of `{2}`.
    package static let touchTapStatus = BuiltInText("touchTapStatus", table: .families)
    /// A touch-ability trial asking for a long press: `{1}` the trial's number of `{2}`.
    package static let touchLongPressStatus = BuiltInText("touchLongPressStatus", table: .families)
    /// A touch-ability trial asking for a swipe: `{1}` the trial's number of `{2}`.
    package static let touchSwipeStatus = BuiltInText("touchSwipeStatus", table: .families)
    /// The console as a touch-ability step starts: `{1}` trials.
    package static let touchAbilityInstruction = BuiltInText("touchAbilityInstruction", table: .families)
    /// The console as a touch-ability step ends: `{1}` of `{2}` trials succeeded.
    package static let touchAbilitySummary = BuiltInText("touchAbilitySummary", table: .families)
    /// The full-screen footer's keys of tap and long-press trials: `{1}` the keys of the cells.
    package static let footerTouchCellKeys = BuiltInText("footerTouchCellKeys", table: .families)
    /// The full-screen footer's keys of swipe trials: `{1}` up, `{2}` left, `{3}` down, `{4}` right.
    package static let footerTouchSwipeKeys = BuiltInText("footerTouchSwipeKeys", table: .families)
    /// A touch-ability trial asking for a scroll: `{1}` the trial's number of `{2}`.
    package static let touchScrollStatus = BuiltInText("touchScrollStatus", table: .families)
    /// The full-screen footer's keys of scroll trials: `{1}` and `{2}` the arrows that scroll back and on.
    package static let footerTouchScrollKeys = BuiltInText("footerTouchScrollKeys", table: .families)
    /// A touch-ability trial asking for a pinch: `{1}` the trial's number of `{2}`.
    package static let touchPinchStatus = BuiltInText("touchPinchStatus", table: .families)
    /// A touch-ability trial asking for a rotation: `{1}` the trial's number of `{2}`.
    package static let touchRotationStatus = BuiltInText("touchRotationStatus", table: .families)
    /// The full-screen presenter in a pinch or rotation trial, which keys cannot make.
    package static let touchTwoFingerKeys = BuiltInText("touchTwoFingerKeys", table: .families)
}
