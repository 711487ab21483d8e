import Foundation

/// What an archive says about the app that made it and how it is protected.
package struct ArchiveOptions: Sendable {
    /// `appName` in info.json and metadata.json.
    package var appName: String
    /// The app's version (`0.1.0`); info.json says `version 0.1.0`.
    package var appVersion: String
    /// The zone whose UTC offset the archive's timestamps carry.
    package var timeZone: TimeZone
    /// A PEM X.509 certificate: when given, the archive is written as CMS enveloped data for it.
    package var recipientCertificate: URL?

    /// Creates archive options.
    /// - Parameters:
    ///   - appName: The app's name.
    ///   - appVersion: The app's version.
    ///   - timeZone: The zone of the timestamps.
    ///   - recipientCertificate: The study's certificate, to encrypt for.
    package init(appName: String, appVersion: String, timeZone: TimeZone, recipientCertificate: URL? = nil) {
        self.appName = appName
        self.appVersion = appVersion
        self.timeZone = timeZone
        self.recipientCertificate = recipientCertificate
    }
}
