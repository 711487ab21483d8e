import Foundation
import Markup

/// What a consent review step collected for one signature (ResearchKit's
/// `ORKConsentSignatureResult`): whether the participant consented, their name, the signature and
/// its date. Written in the review step's result of `taskResult.json` with
/// `"resultType": "consentSignature"`; `identifier` is the signature's identifier.
///
/// A participant who disagreed has `consented: false` and no name, signature or date.
public struct ConsentSignatureResult: TypedResult {
    /// The type tag that marks a consent signature result in `taskResult.json`.
    public static let resultType = "consentSignature"

    /// Always `"consentSignature"`.
    public var type: String
    /// The signature's identifier.
    public var identifier: String
    /// Whether the participant agreed.
    public var consented: Bool
    /// The given name.
    public var givenName: String?
    /// The family name.
    public var familyName: String?
    /// The signature date as the signature's format writes it, in the document's time zone.
    public var signatureDate: String?
    /// The same moment as an ISO 8601 instant (UTC).
    public var signatureInstant: Date?
    /// The document's time zone (IANA name) the date is written in.
    public var timeZone: String?
    /// The signature.
    public var signature: ConsentSignatureMark?

    /// Creates the result of a review, keeping nothing but the disagreement when the participant
    /// disagreed.
    /// - Parameters:
    ///   - answer: What the participant entered.
    ///   - signature: The signature collected.
    ///   - document: The document, for the date's locale and time zone.
    ///   - date: When the participant signed.
    public init(answer: ConsentReviewAnswer, signature: ConsentSignature, document: ConsentDocument, date: Date) {
        type = Self.resultType
        identifier = signature.identifier
        consented = answer.consented
        guard answer.consented else { return }
        givenName = answer.givenName?.trimmingSpaces
        familyName = answer.familyName?.trimmingSpaces
        signatureDate = document.signatureDateText(date, format: signature.signatureDateFormatString)
        signatureInstant = date
        timeZone = document.timeZone.identifier
        self.signature = answer.signature
    }

    /// The printed name: given and family name joined by a space (the parts given).
    public var printedName: String {
        [givenName, familyName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
