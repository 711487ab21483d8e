import ActiveTasks
import JSONValues

extension Enrolment {
    /// The values the run recorded as JSON members under `taskResult.json`'s own keys
    /// (`participantIdentifier`, `visit`, `site`, `deviceIdentifier`), in that order; a value
    /// the run did not record is left out.
    var jsonMembers: [JSONMember] {
        [("participantIdentifier", participantIdentifier), ("visit", visit), ("site", site), ("deviceIdentifier", deviceIdentifier)]
            .compactMap { key, value in value.map { JSONMember(key: key, value: .string($0)) } }
    }
}
