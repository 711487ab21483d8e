import Foundation
import RecordingFormat

/// A server that results are delivered to, as one entry of the destinations file names it.
///
/// No password or token is ever part of a description, a dump or an error message.
package struct UploadDestination: Sendable, CustomStringConvertible, CustomReflectable {
    /// The protocol a destination speaks.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// Medidata Rave through the Patient Cloud Gateway: authenticate, then post the
        /// `form_data` payload of `export rave`.
        case rave
        /// Sage Bridge (BridgeServer2): sign in, upload session, PUT of the archive with
        /// Content-MD5, completion, validation status; consent signatures to the consent API.
        case bridge
        /// REDCap's API: each run's record imported (`content=record`), its recordings filed into
        /// a file upload field (`content=file`), with the project's API token.
        case redcap
    }

    /// Who a destination signs in as.
    package enum Account: Sendable {
        /// Rave: the gateway user and its password.
        case rave(user: String, password: String)
        /// Bridge: one account for every run.
        case bridge(BridgeAccount)
        /// Bridge: each run signs in as its own participant (`externalId` = the run's participant
        /// id), with the password `participants.json` keeps for it.
        case participant(ParticipantsFile)
        /// REDCap: the project's API token (32 hexadecimal characters).
        case redcap(token: String)
    }

    /// The name the destinations file gives it (`--to NAME`).
    package let name: String
    /// The protocol.
    package let kind: Kind
    /// The server's base URL; HTTPS, or HTTP to a loopback address.
    package let baseURL: URL
    /// Who it signs in as.
    package let account: Account
    /// A PEM file of the certificate authorities to trust for `baseURL`'s host instead of the
    /// system's store (not for other hosts, such as Bridge's S3 upload URLs).
    package let caFile: URL?
    /// Bridge: the app (study) identifier every sign-in names.
    package let appId: String?
    /// Bridge: the subpopulation whose consent API receives a consent run's signature; `nil`
    /// sends no signature.
    package let consentSubpopulation: String?
    /// Bridge: the `schemaRevision` info.json names, by task identifier.
    package let schemaRevisions: [String: Int]
    /// Bridge: whether a consent run's names, strokes and signed PDF also go into its research
    /// archive (the study asks for them there); they never do otherwise.
    package let consentInArchive: Bool
    /// Bridge: the app's minimum age of consent (its `minAgeOfConsent`); over 0, Bridge refuses a
    /// consent signature without a birthdate or of a younger participant, so such a consent run
    /// is refused at enqueue.
    package let minAgeOfConsent: Int
    /// Bridge: the identifier of the question whose date answer is the consent signature's
    /// `birthdate`.
    package let birthdateQuestion: String

    /// The question a consent's birthdate comes from when the destination names none.
    package static let defaultBirthdateQuestion = "birthdate"

    /// Creates a destination.
    /// - Parameters:
    ///   - name: The name it is known by.
    ///   - kind: The protocol.
    ///   - baseURL: The server's base URL.
    ///   - account: Who it signs in as.
    ///   - caFile: A PEM file of trusted certificate authorities for `baseURL`'s host.
    ///   - appId: Bridge: the app identifier.
    ///   - consentSubpopulation: Bridge: the subpopulation that receives consent signatures.
    ///   - schemaRevisions: Bridge: schema revisions by task identifier.
    ///   - consentInArchive: Bridge: whether consent runs' names, strokes and PDF go into archives.
    ///   - minAgeOfConsent: Bridge: the app's minimum age of consent (0: none).
    ///   - birthdateQuestion: Bridge: the question whose answer is the consent's birthdate.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when `baseURL` is plain HTTP to a host
    ///   that is not a loopback address, or not HTTP at all.
    package init(name: String, kind: Kind, baseURL: URL, account: Account, caFile: URL? = nil, appId: String? = nil,
                 consentSubpopulation: String? = nil, schemaRevisions: [String: Int] = [:],
                 consentInArchive: Bool = false, minAgeOfConsent: Int = 0,
                 birthdateQuestion: String = UploadDestination.defaultBirthdateQuestion) throws(ActivetaskError) {
        try TransportSecurity.check(baseURL, purpose: "destination \(name): baseURL")
        self.name = name
        self.kind = kind
        self.baseURL = baseURL
        self.account = account
        self.caFile = caFile
        self.appId = appId
        self.consentSubpopulation = consentSubpopulation
        self.schemaRevisions = schemaRevisions
        self.consentInArchive = consentInArchive
        self.minAgeOfConsent = minAgeOfConsent
        self.birthdateQuestion = birthdateQuestion
    }

    /// `bridge destination NAME at URL as email a@b.org`, without a password.
    package var description: String {
        "\(kind.rawValue) destination \(name) at \(baseURL.absoluteString) as \(accountDescription)"
    }

    /// The account without its password: `board-17`, `externalId P-17`, `each run's participant`.
    package var accountDescription: String {
        switch account {
        case .rave(let user, _): user
        case .bridge(let account): account.description
        case .participant: "each run's participant"
        case .redcap: "its API token"
        }
    }

    /// The same fields as `description`: `dump` never shows a password.
    package var customMirror: Mirror {
        Mirror(self, children: ["name": name, "kind": kind, "baseURL": baseURL, "account": accountDescription,
                                "caFile": caFile as Any, "appId": appId as Any])
    }

    /// `{base}/path`, the path's components appended one by one so that a user name cannot add
    /// path segments or a query.
    func endpoint(_ components: String...) -> URL {
        components.reduce(baseURL) { $0.appendingPathComponent($1) }
    }
}
