import ActiveTasks

/// A task family's part in the kiosk: the family's own fields of the screen the page draws while
/// its activity runs, and the page's commands the activity takes. Each family's part lives in its
/// folder (`Sources/Kiosk/Stroop/`), its view in the page's `families/` (`stroop.js`, registered
/// under `kind`), and one line in `KioskFamilyParts.all` registers it; the presenter finds it by
/// the step's type and never casts to a family's types.
package protocol KioskFamilyPart: SendableMetatype {
    /// The family whose steps this part draws.
    associatedtype Family: TaskFamily
    /// The activity the family's steps run as.
    associatedtype Activity: StepActivity
    /// The family's own fields of the screen, encoded beside the screen's shared ones (Stroop's
    /// `word` and `ink`); `Never` for a family shown on the timer screen alone. Its keys are none
    /// of `KioskScreen`'s.
    associatedtype Screen: Encodable = Never

    /// The step types this part draws; the family's step types unless it says otherwise.
    static var stepTypes: [String] { get }
    /// The page's view of the family's screen, the kind its script in `Page/families/` registers
    /// (`stroop`); `nil` for a family shown on the timer screen.
    static var kind: String? { get }
    /// The family's texts its view in `Page/families/` looks up by key (`t("tapsSoFar")`), sent
    /// with the core's (`KioskLabels`) in the run's language; none unless the part names them.
    static var labels: [BuiltInText] { get }

    /// The family's fields of the screen while `activity` runs; may change the screen's `key` (the
    /// page builds its view again when it changes) or text.
    /// - Parameters:
    ///   - activity: The running activity.
    ///   - screen: The step's timer screen, with its title, text, time left and status.
    ///   - language: The run's language, of the names the page reads out.
    /// - Returns: The fields, or `nil` while the activity shows the timer screen (a memory game
    ///   before its first board).
    static func screen(of activity: Activity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> Screen?

    /// Takes one of the page's commands (a target or cell activated without a pointer, Continue,
    /// Skip, the page's report of a painted stimulus); ignores those the activity has no use for.
    /// Cancel never reaches it: the presenter stops the run.
    /// - Parameters:
    ///   - command: The command.
    ///   - activity: The running activity.
    ///   - time: Seconds on the presenter's clock now.
    static func handle(_ command: KioskCommand, in activity: Activity, at time: Double)

    /// Prepares `activity`, just begun, for the page before its first screen (the touch reaction
    /// time waits for the page's report of each painted circle).
    /// - Parameter activity: The activity.
    static func willPlay(_ activity: Activity)
}

extension KioskFamilyPart {
    /// The family's step types.
    package static var stepTypes: [String] { Family.steps.map(\.name) }

    /// No texts of its own.
    package static var labels: [BuiltInText] { [] }

    /// Takes no command.
    package static func handle(_ command: KioskCommand, in activity: Activity, at time: Double) {}

    /// Prepares nothing.
    package static func willPlay(_ activity: Activity) {}

    /// This part bound to `activity`, which has just begun, when it is the family's activity;
    /// `willPlay` has prepared it.
    /// - Parameter activity: The activity the step began.
    /// - Returns: The bound part, or `nil` when `activity` is not the family's.
    static func play(_ activity: any StepActivity) -> KioskFamilyPlay? {
        guard let activity = activity as? Activity else { return nil }
        willPlay(activity)
        return KioskFamilyPlay(
            screen: { screen, language in
                guard let kind = Self.kind, let fields = Self.screen(of: activity, on: &screen, in: language) else { return nil }
                screen.kind = kind
                return fields
            },
            handle: { command, time in Self.handle(command, in: activity, at: time) })
    }
}

extension KioskFamilyPart where Screen == Never {
    /// Shown on the timer screen.
    package static var kind: String? { nil }

    /// No fields of its own: the timer screen.
    package static func screen(of activity: Activity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> Never? { nil }
}
