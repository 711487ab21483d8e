import ActiveTasks
import ConsentPDF
import Export
import Foundation
import RecordingFormat

/// What Bridge's consent API receives for a consent run (BridgeServer2's `ConsentSignature` and
/// `SharingOption`): `name` (the printed name of the last agreeing signature), `birthdate`
/// (`YYYY-MM-DD`, the date answer of the destination's birthdate question), `imageData` (the
/// signature as a base64 PNG) with `imageMimeType`, and always `scope`, which Bridge requires
/// (`SharingOption.fromJson`), from the consent sharing step's answer (`all_qualified_researchers`
/// for yes, `sponsors_and_partners` for no, `no_sharing` when the task has no sharing step or it
/// was skipped). An app with a minimum age of consent refuses a signature without a birthdate or
/// of a younger participant (`ConsentSignatureValidator`), so such a run is refused here, before
/// anything is sent.
struct ConsentSubmission {
    /// The outbox part that carries the submission.
    static let part = "consent"

    /// The JSON body.
    let json: Data

    /// The submission of `run`, or `nil` when no signature agreed.
    /// - Parameters:
    ///   - run: The consent run.
    ///   - birthdateQuestion: The question whose date answer is the birthdate.
    ///   - minimumAge: The Bridge app's minimum age of consent; 0 for none.
    ///   - now: Now, which the age is counted to (in UTC, as Bridge counts it).
    /// - Throws: `ActivetaskError(.consentNotAccepted)` when the app has a minimum age and the run
    ///   has no birthdate or one under it; `ActivetaskError` when the signature cannot be drawn.
    init?(run: TaskRunFolder, birthdateQuestion: String = UploadDestination.defaultBirthdateQuestion, minimumAge: Int = 0,
          now: Date = Date()) throws(ActivetaskError) {
        let result = run.result
        guard let signature = result.consentSignatures.last(where: \.consented) else { return nil }
        var body: [String: Any] = ["name": signature.printedName, "scope": Self.scope(of: run)]
        if let mark = signature.signature, !mark.isEmpty {
            body["imageData"] = try SignatureImage.png(of: mark).base64EncodedString()
            body["imageMimeType"] = SignatureImage.mimeType
        }
        if case .date(let date)? = result.latestAnswer(birthdateQuestion) {
            let zone = signature.timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = "yyyy-MM-dd"
            let birthdate = formatter.string(from: date)
            body["birthdate"] = birthdate
            if minimumAge > 0 {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                try Self.check(calendar.dateComponents([.year, .month, .day], from: date), written: birthdate,
                               minimumAge: minimumAge, now: now, run: run)
            }
        } else if minimumAge > 0 {
            throw ActivetaskError(.consentNotAccepted, "\(run.url.path): the Bridge app's minimum age of consent is \(minimumAge), so Bridge refuses a consent signature without a birthdate, and the run has no date answer to the question \(birthdateQuestion); ask the participant's birthdate in the consent task (a date question identified \(birthdateQuestion)), or name the question that asks it as the destination's birthdateQuestion")
        }
        json = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    /// Refuses a birthdate under `minimumAge` years before `now`'s date in UTC, as
    /// `ConsentSignatureValidator` does (a 29 February birthday is not of age on 28 February).
    private static func check(_ born: DateComponents, written: String, minimumAge: Int, now: Date,
                              run: TaskRunFolder) throws(ActivetaskError) {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let today = utc.dateComponents([.year, .month, .day], from: now)
        let (year, month, day) = (born.year ?? 0, born.month ?? 0, born.day ?? 0)
        let (thisYear, thisMonth, thisDay) = (today.year ?? 0, today.month ?? 0, today.day ?? 0)
        let age = thisYear - year - ((thisMonth, thisDay) < (month, day) ? 1 : 0)
        let leapDay = age == minimumAge && thisMonth == 2 && month == 2 && day == 29
        guard age < minimumAge || leapDay else { return }
        throw ActivetaskError(.consentNotAccepted, "\(run.url.path): the participant's birthdate \(written) is under the Bridge app's minimum age of consent (\(minimumAge) years), so Bridge refuses the signature; nothing of the run was queued")
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
