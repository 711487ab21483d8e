import Foundation
import RecordingFormat

/// `participants.json` beside the destinations file: the Bridge password of each participant,
/// keyed by participant id (`{"P-17": {"password": "…"}}`), for destinations whose account is
/// `"participant"`. Read only when private (mode 0600), at each use, so a password added later is
/// found.
package struct ParticipantsFile: Sendable {
    /// The file.
    package let url: URL

    /// The file's name beside the destinations file.
    package static let fileName = "participants.json"

    /// The participant's account: `externalId` = `participant`, with the file's password.
    /// - Parameter participant: The run's participant id.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` naming the file when it is missing,
    ///   readable by others, malformed, or has no password for `participant`.
    package func account(of participant: String) throws(ActivetaskError) -> BridgeAccount {
        let object = try PrivateJSONFile.object(at: url, keyedBy: "participant id")
        guard let entry = object[participant] as? [String: Any] else {
            throw ActivetaskError(.invalidConfiguration, "\(url.path): no participant \(participant); add {\"\(participant)\": {\"password\": …}}")
        }
        let unknown = Set(entry.keys).subtracting(["password"])
        guard unknown.isEmpty else {
            throw ActivetaskError(.invalidConfiguration, "\(url.path): participant \(participant): unknown field \(unknown.sorted().joined(separator: ", ")); the only field is password")
        }
        guard let password = entry["password"] as? String, !password.isEmpty else {
            throw ActivetaskError(.invalidConfiguration, "\(url.path): participant \(participant): \"password\" is missing or not a non-empty string")
        }
        return BridgeAccount(field: .externalId, identifier: participant, password: password)
    }
}
