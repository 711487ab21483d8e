/// What the page shows now, sent to it as JSON whenever it changes. The page rebuilds its
/// view when `key` changes and otherwise only updates what moves (timers, counts, the lit
/// cell, the notice), so that an answer being typed survives an update.
///
/// These are the fields every screen shares; while an activity runs, its family's part
/// (`KioskFamilyPart`) adds the family's own fields beside them (`KioskScreenMessage`).
package struct KioskScreen: Encodable, Equatable {
    /// Changes whenever a new step or question is shown.
    var key: String
    /// The kind of view: `enrolment`, `language`, `instruction`, `completion`, `question`, `review`, `countdown`, `timer`,
    /// `consentSections`, `consentReview`, `ended`, or a family's (`KioskFamilyPart.kind`: `stroop`, `memory`, …).
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
    /// What an activity asks or shows now (a reaction-time attempt's wait, its signal, its
    /// outcome; a range of motion's angle).
    var activityStatus: String?
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
