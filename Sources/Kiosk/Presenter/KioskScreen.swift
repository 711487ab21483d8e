/// What the page shows now, sent to it as JSON whenever it changes. The page rebuilds its
/// view when `key` changes and otherwise only updates what moves (timers, counts, the lit
/// cell, the notice), so that an answer being typed survives an update.
struct KioskScreen: Encodable, Equatable {
    /// Changes whenever a new step or question is shown.
    var key: String
    /// The kind of view: `enrolment`, `language`, `instruction`, `completion`, `question`, `review`, `countdown`, `timer`,
    /// `walking`, `timedWalk`, `tapping`, `memory`, `stroop`, `holePeg`, `touchAbility`, `psat`, `trailmaking`, `towerOfHanoi`, `amslerGrid`, `normalizedReactionTime` or `ended`.
    var kind: String
    /// The step's identifier.
    var step: String?
    /// The step's title.
    var title: String?
    /// The step's text.
    var text: String?
    /// The step's further detail.
    var detail: String?
    /// The step's position, e.g. `3 of 8` (`3 of ~8` when navigation rules make it an estimate).
    var progress: String?
    /// Whether Back is offered.
    var canGoBack = false
    /// Whether Cancel is offered.
    var canCancel = true
    /// Why the last action was not taken (an answer refused, a step that cannot go back).
    var notice: String?
    /// The question shown.
    var question: KioskQuestion?
    /// Whole seconds left on the step's timer.
    var remaining: Int?
    /// A walking leg's counted steps and its target; a timed walk's metres walked and its distance.
    var count: Double?
    /// The target `count` goes to.
    var target: Double?
    /// What an activity asks or shows now (a reaction-time attempt's wait, its signal, its
    /// outcome; a range of motion's angle).
    var activityStatus: String?
    /// Tapping: whether the first tap on a target started the time; memory: whether the game
    /// waits for Continue.
    var started: Bool?
    /// Tapping targets, memory cells, Stroop buttons or the touch-ability square or PSAT keys or Trail Making circles, in page units.
    var targets: [KioskTarget]?
    /// Memory: the game's phase (`playback`, `gameplay`, `ready`, `finished`).
    var phase: String?
    /// Memory: how the last game ended (`success`, `failure`, `timeout`).
    var outcome: String?
    /// Memory: the score; tapping: the taps so far; Trail Making: the errors so far; Tower of Hanoi: the moves.
    var score: Int?
    /// Memory: the game being played, from 1; Stroop and touch ability: the trial shown, from 1; PSAT: the addition
    /// asked for, from 1 (0 while the first digit is shown).
    var game: Int?
    /// Memory: the most games; Stroop and touch ability: the number of trials; PSAT: the number of additions; Tower of Hanoi: the number of disks.
    var games: Int?
    /// Tower of Hanoi: the disks on each tower, bottom first, by size (1 the smallest).
    var disks: [[Int]]?
    /// Stroop: the word shown, or `nil` while it is blank between trials.
    var word: String?
    /// Stroop: the colour the word is printed in, as a CSS hex colour.
    var ink: String?
    /// Touch ability: the direction to swipe (`up`, `down`, `left`, `right`) while a swipe trial runs.
    var arrow: String?
    /// PSAT: the digit shown, or `-` between digits.
    var digit: String?
    /// Memory: whether the order is reversed.
    var reversed: Bool?
    /// Hole peg: the peg and the hole or line.
    var holePeg: KioskHolePeg?
    /// Touch ability: the scroll list while a scroll trial runs.
    var scroll: KioskScroll?
    /// Touch ability: the shape and the fingers while a pinch or rotation trial runs.
    var twoFingers: KioskTwoFingers?
    /// Amsler grid: the grid and the marked paths.
    var amslerGrid: KioskAmslerGrid?
    /// Touch reaction time: whether the blue circle is to be shown.
    var stimulus: Bool?
    /// A review step's answers, each a button back to its step.
    var review: [KioskReviewEntry]?
    /// A consent step's document: its sections or the text to review and what signing needs.
    var consent: KioskConsent?
    /// The enrolment screen: what it asks for.
    var enrolment: KioskEnrolment.Screen?
    /// Ended: the run's status (`completed`, `cancelled`, `saved`).
    var status: String?
    /// Language: the languages offered, each by its own name.
    var languages: [KioskLanguage]?
    /// The BCP 47 tag of the run's language, the page's `lang`.
    var language: String?
    /// The page's own texts (buttons, messages) in the run's language, by name.
    var labels: [String: String]?
}

/// A language offered on the kiosk's language screen.
struct KioskLanguage: Encodable, Equatable {
    /// Its BCP 47 tag, sent back when chosen.
    var tag: String
    /// Its name in itself (`Deutsch`).
    var name: String
}

/// A tapping target or memory cell: a button at a place on the page, in page units (0–1 of
/// the page's width and height).
struct KioskTarget: Encodable, Equatable {
    /// Its accessible name: `Left target`, `Right target`, `Cell 1`…
    var name: String
    /// Left edge.
    var x: Double
    /// Top edge.
    var y: Double
    /// Width.
    var width: Double
    /// Height.
    var height: Double
    /// `lit` while shown in a memory sequence, `done` once tapped in order (memory, Trail Making),
    /// `error` for a Trail Making circle tapped out of order, until the next tap; a Tower of Hanoi
    /// tower `selected` while its top disk waits to move, the last `target`.
    var state: String?
    /// The text shown on it, when not the page's own (a Stroop button's colour initial, `R`).
    var label: String?
}
