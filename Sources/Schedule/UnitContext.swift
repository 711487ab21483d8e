import ActiveTasks
import Foundation
import Study

/// What a participant's schedule units are made for: who, which study file, where the runs and
/// the journal go, and which programs start the kiosk.
package struct UnitContext: Sendable, Equatable {
    /// The participant's identifier.
    package var participant: String
    /// The study file, absolute.
    package var studyFile: String
    /// The participant's enrolment day.
    package var enrolment: CalendarDay
    /// The device's time zone.
    package var timeZone: TimeZone
    /// The state folder holding the adherence journal, absolute.
    package var stateFolder: String
    /// The folder the runs' folders go under, absolute; each session's in a folder named after it (`SafeFileName`).
    package var resultsFolder: String
    /// The `activetask` executable, absolute.
    package var executable: String
    /// The kiosk session script (`deploy/activetask-kiosk-session`, installed), absolute.
    package var kioskSession: String

    /// Creates a context.
    /// - Parameters:
    ///   - participant: The participant's identifier.
    ///   - studyFile: The study file, absolute.
    ///   - enrolment: The enrolment day.
    ///   - timeZone: The device's time zone.
    ///   - stateFolder: The journal's folder, absolute.
    ///   - resultsFolder: The runs' folder, absolute.
    ///   - executable: The `activetask` executable, absolute.
    ///   - kioskSession: The kiosk session script, absolute.
    package init(participant: String, studyFile: String, enrolment: CalendarDay, timeZone: TimeZone, stateFolder: String,
                resultsFolder: String, executable: String, kioskSession: String) {
        self.participant = participant
        self.studyFile = studyFile
        self.enrolment = enrolment
        self.timeZone = timeZone
        self.stateFolder = stateFolder
        self.resultsFolder = resultsFolder
        self.executable = executable
        self.kioskSession = kioskSession
    }
}
