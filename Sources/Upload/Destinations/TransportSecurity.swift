import Foundation
import RecordingFormat

/// Which URLs results may travel to: HTTPS anywhere, plain HTTP only to this machine.
enum TransportSecurity {
    /// Checks that `url` is HTTPS, or HTTP to a loopback address (`127.0.0.0/8`, `::1`,
    /// `localhost`).
    /// - Parameters:
    ///   - url: The URL.
    ///   - purpose: Where the URL came from, for the message (`destination sage: baseURL`).
    /// - Throws: `ActivetaskError(.invalidConfiguration)` naming the URL and the way out.
    static func check(_ url: URL, purpose: String) throws(ActivetaskError) {
        switch url.scheme?.lowercased() {
        case "https":
            guard url.host?.isEmpty == false else {
                throw ActivetaskError(.invalidConfiguration, "\(purpose): \(url.absoluteString) has no host")
            }
        case "http":
            guard let host = url.host, isLoopback(host) else {
                throw ActivetaskError(.invalidConfiguration,
                                      "\(purpose): \(url.absoluteString) is plain HTTP to another machine; use https:// (plain HTTP is allowed only to 127.0.0.1, ::1 or localhost)")
            }
        default:
            throw ActivetaskError(.invalidConfiguration, "\(purpose): \(url.absoluteString) is not an https:// URL")
        }
    }

    /// Whether `host` names this machine.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
