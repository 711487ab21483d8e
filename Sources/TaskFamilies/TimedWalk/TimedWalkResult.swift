import ActiveTasks
import SignalProcessing

/// The result of one timed-walk trial (issue 7).
///
/// `identifier`, `distanceInMeters`, `timeLimit` and `duration` are ResearchKit's
/// `ORKTimedWalkResult` fields: the distance asked for, the time allowed and the time the
/// participant took. `distanceWalked` and `locationFixCount` are ours: what the location fixes
/// measured, so a trial that hit its time limit tells how far the participant got, and whether
/// any fix came at all. Written in a step result of `taskResult.json` with
/// `"resultType": "timedWalk"`.
public struct TimedWalkResult: TypedResult {
    /// The type tag that marks a timed-walk result in `taskResult.json`.
    public static let resultType = "timedWalk"

    /// Always `"timedWalk"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// Metres the participant was asked to walk.
    public var distanceInMeters: Double
    /// Seconds allowed for the trial.
    public var timeLimit: Double
    /// Seconds the participant took: until the distance was measured, or the time limit.
    public var duration: Double
    /// Metres walked as the location fixes measured them (`LocationDistance`'s filtering).
    public var distanceWalked: Double
    /// Location fixes with a usable accuracy received during the trial.
    public var locationFixCount: Int

    /// Creates a result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - distanceInMeters: Metres asked for.
    ///   - timeLimit: Seconds allowed.
    ///   - duration: Seconds taken.
    ///   - distanceWalked: Metres measured.
    ///   - locationFixCount: Usable fixes received.
    public init(identifier: String, distanceInMeters: Double, timeLimit: Double, duration: Double, distanceWalked: Double,
                locationFixCount: Int) {
        self.type = Self.resultType
        self.identifier = identifier
        self.distanceInMeters = distanceInMeters
        self.timeLimit = timeLimit
        self.duration = duration
        self.distanceWalked = distanceWalked
        self.locationFixCount = locationFixCount
    }
}
