import ActiveTasks
import ConsentPDF
import Export
import Foundation
import RecordingFormat

/// What Bridge's consent API receives for a consent run (BridgeServer2's `ConsentSignature` and
/// `SharingOption`): `name` (the printed name of the last agreeing signature), `birthdate`
/// (`YYYY-MM-DD`, when the task asked a question identified `birthdate`), `imageData` (the
/// signature as a base64 PNG) with `imageMimeType`, and `scope` from the consent sharing step's
/// answer (`all_qualified_researchers` for yes, `sponsors_and_partners` for no, `no_sharing`
/// when the task has no sharing step or it was skipped).
struct ConsentSubmission {
    /// The outbox part that carries the submission.
    static let part = "consent"

    /// The JSON body.
    let json: Data

    /// The submission of `run`, or `nil` when no signature agreed.
    /// - Throws: `ActivetaskError` when the signature cannot be drawn.
    init?(run: TaskRunFolder) throws(ActivetaskError) {
        let result = run.result
        guard let signature = result.consentSignatures.last(where: \.consented) else { return nil }
        var body: [String: Any] = ["name": signature.printedName, "scope": Self.scope(of: run)]
        if let mark = signature.signature, !mark.isEmpty {
            body["imageData"] = try SignatureImage.png(of: mark).base64EncodedString()
            body["imageMimeType"] = SignatureImage.mimeType
        }
        if case .date(let date)? = result.latestAnswer("birthdate") {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = signature.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            body["birthdate"] = formatter.string(from: date)
        }
        json = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    /// The sharing scope the participant chose on the consent sharing step.
    private static func scope(of run: TaskRunFolder) -> String {
        let sharing = run.currentSteps.last { $0.stepType == "consentSharing" && !$0.skipped }
        switch sharing?.answers.first?.value {
        case .boolean(true): return "all_qualified_researchers"
        case .boolean(false): return "sponsors_and_partners"
        default: return "no_sharing"
        }
    }
}
