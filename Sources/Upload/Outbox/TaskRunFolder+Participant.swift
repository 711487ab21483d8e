import Export
import Foundation

extension TaskRunFolder {
    /// The key of `taskResult.json` that names the run's participant.
    static let participantKey = "participantIdentifier"

    /// The run's participant id: `taskResult.json`'s optional top-level `participantIdentifier`
    /// (a string), when the run recorded one.
    var participantIdentifier: String? {
        let object = (try? JSONSerialization.jsonObject(with: resultData)) as? [String: Any]
        guard let participant = object?[Self.participantKey] as? String, !participant.isEmpty else { return nil }
        return participant
    }
}
