/// Who a run is of and where it was made: the participant's pseudonymous id, the visit, the site
/// and the device, recorded as `taskResult.json`'s top-level `participantIdentifier`, `visit`,
/// `site` and `deviceIdentifier` and carried by every export and analysis entry.
public struct Enrolment: Sendable, Equatable {
    /// The participant's pseudonymous id.
    public var participantIdentifier: String?
    /// The study visit.
    public var visit: String?
    /// The site.
    public var site: String?
    /// The device id.
    public var deviceIdentifier: String?

    /// Creates an enrolment.
    /// - Parameters:
    ///   - participantIdentifier: The participant's id.
    ///   - visit: The visit.
    ///   - site: The site.
    ///   - deviceIdentifier: The device id.
    public init(participantIdentifier: String? = nil, visit: String? = nil, site: String? = nil, deviceIdentifier: String? = nil) {
        self.participantIdentifier = participantIdentifier
        self.visit = visit
        self.site = site
        self.deviceIdentifier = deviceIdentifier
    }

    /// The enrolment `result` records.
    /// - Parameter result: A task result.
    public init(of result: TaskResult) {
        self.init(participantIdentifier: result.participantIdentifier, visit: result.visit, site: result.site,
                  deviceIdentifier: result.deviceIdentifier)
    }

    /// Records this enrolment in `result`, replacing what it held.
    /// - Parameter result: The task result to stamp.
    public func record(in result: inout TaskResult) {
        result.participantIdentifier = participantIdentifier
        result.visit = visit
        result.site = site
        result.deviceIdentifier = deviceIdentifier
    }

    /// What makes `other` a run of someone or somewhere else than this one, one phrase each, for a
    /// resume to refuse: a participant, visit or site given for both that differ. The device may
    /// differ (a saved run may be continued on another device).
    /// - Parameter other: The enrolment of the run about to continue this one.
    /// - Returns: The differences; empty when `other` may continue this run.
    public func differences(from other: Enrolment) -> [String] {
        let fields: [(name: String, started: String?, now: String?)] = [
            ("participant", participantIdentifier, other.participantIdentifier), ("visit", visit, other.visit), ("site", site, other.site),
        ]
        return fields.compactMap { field in
            guard let started = field.started, let now = field.now, started != now else { return nil }
            return "the \(field.name) was \(started) when the run started, \(now) now"
        }
    }

    /// This enrolment with every value it lacks taken from `saved` (the values of a run it resumes).
    /// - Parameter saved: The saved run's enrolment.
    public func filled(from saved: Enrolment) -> Enrolment {
        Enrolment(participantIdentifier: participantIdentifier ?? saved.participantIdentifier, visit: visit ?? saved.visit,
                  site: site ?? saved.site, deviceIdentifier: saved.deviceIdentifier ?? deviceIdentifier)
    }
}
