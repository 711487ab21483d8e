import Foundation
import RecordingFormat

/// A server that results are delivered to, as one entry of the destinations file names it.
///
/// The password is never part of a description, a dump or an error message.
package struct UploadDestination: Sendable, CustomStringConvertible, CustomReflectable {
    /// The protocol a destination speaks.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// Medidata Rave through the Patient Cloud Gateway: authenticate, then post the
        /// `form_data` payload of `export rave`.
        case rave
        /// A Sage Bridge-style server: upload session, PUT of the archive with Content-MD5,
        /// completion.
        case bridge
    }

    /// The name the destinations file gives it (`--to NAME`).
    package let name: String
    /// The protocol.
    package let kind: Kind
    /// The server's base URL; HTTPS, or HTTP to a loopback address.
    package let baseURL: URL
    /// The account name.
    package let user: String
    /// The account's password.
    let password: String
    /// A PEM file of the certificate authorities to trust instead of the system's store.
    package let caFile: URL?

    /// Creates a destination.
    /// - Parameters:
    ///   - name: The name it is known by.
    ///   - kind: The protocol.
    ///   - baseURL: The server's base URL.
    ///   - user: The account name.
    ///   - password: The account's password.
    ///   - caFile: A PEM file of trusted certificate authorities, replacing the system's store.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when `baseURL` is plain HTTP to a host
    ///   that is not a loopback address, or not HTTP at all.
    package init(name: String, kind: Kind, baseURL: URL, user: String, password: String, caFile: URL? = nil) throws(ActivetaskError) {
        try TransportSecurity.check(baseURL, purpose: "destination \(name): baseURL")
        self.name = name
        self.kind = kind
        self.baseURL = baseURL
        self.user = user
        self.password = password
        self.caFile = caFile
    }

    /// `bridge destination NAME at URL as USER`, without the password.
    package var description: String {
        "\(kind.rawValue) destination \(name) at \(baseURL.absoluteString) as \(user)"
    }

    /// The same fields as `description`: `dump` never shows the password.
    package var customMirror: Mirror {
        Mirror(self, children: ["name": name, "kind": kind, "baseURL": baseURL, "user": user, "caFile": caFile as Any])
    }

    /// `{base}/path`, the path's components appended one by one so that a user name cannot add
    /// path segments or a query.
    func endpoint(_ components: String...) -> URL {
        components.reduce(baseURL) { $0.appendingPathComponent($1) }
    }
}
