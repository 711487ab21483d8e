import ActiveTasks
import Export
import Foundation

extension TaskRunFolder {
    /// The key of `taskResult.json` that names the run's participant.
    static let participantKey = "participantIdentifier"

    /// The run's participant id: `taskResult.json`'s optional top-level `participantIdentifier`,
    /// when the run recorded one.
    var participantIdentifier: String? {
        guard let participant = result.participantIdentifier, !participant.isEmpty else { return nil }
        return participant
    }
}
