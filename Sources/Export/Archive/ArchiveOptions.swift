import Foundation

/// What an archive says about the app that made it, which of the run's files it holds and how it
/// is protected.
package struct ArchiveOptions: Sendable {
    /// `appName` in info.json and metadata.json.
    package var appName: String
    /// The app's version (`0.1.0`); info.json says `version 0.1.0`.
    package var appVersion: String
    /// The zone whose UTC offset the archive's timestamps carry.
    package var timeZone: TimeZone
    /// A PEM X.509 certificate: when given, the archive is written as CMS enveloped data for it.
    package var recipientCertificate: URL?
    /// `schemaRevision` in info.json: the revision of the Bridge schema `item` names.
    package var schemaRevision: Int?
    /// Whether a consent run's names, signature strokes and signed PDF go into the archive; a
    /// research archive leaves them out unless the study asks for them.
    package var includesConsent: Bool
    /// Which of the run's files the archive holds.
    package var part: ArchivePart

    /// Creates archive options.
    /// - Parameters:
    ///   - appName: The app's name.
    ///   - appVersion: The app's version.
    ///   - timeZone: The zone of the timestamps.
    ///   - recipientCertificate: The study's certificate, to encrypt for.
    ///   - schemaRevision: The Bridge schema's revision.
    ///   - includesConsent: Whether consent names, strokes and PDFs are included.
    ///   - part: Which files the archive holds.
    package init(appName: String, appVersion: String, timeZone: TimeZone, recipientCertificate: URL? = nil,
                 schemaRevision: Int? = nil, includesConsent: Bool = true, part: ArchivePart = .whole) {
        self.appName = appName
        self.appVersion = appVersion
        self.timeZone = timeZone
        self.recipientCertificate = recipientCertificate
        self.schemaRevision = schemaRevision
        self.includesConsent = includesConsent
        self.part = part
    }
}
