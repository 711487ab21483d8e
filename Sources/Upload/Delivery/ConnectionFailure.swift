import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// A request that got no answer, in words: where it went, what happened and what to do
/// (`nothing accepts connections at 127.0.0.1 port 9 (connection refused)`), where NIO's and
/// AsyncHTTPClient's own descriptions read `SingleConnectionFailure(target: [IPv4]…)` and
/// `connection reset (error set): Connection refused (errno: 111)`.
enum ConnectionFailure {
    /// The sentence for `error`, met sending `label` (`POST https://…/v3/auth/signIn`) to `url`.
    /// - Parameters:
    ///   - error: What AsyncHTTPClient threw.
    ///   - label: The request, as the journal names it.
    ///   - url: Where it went.
    /// - Returns: What happened, where, and what to do; the outbox tries the item again later.
    static func sentence(for error: any Error, sending label: String, to url: URL?) -> String {
        let place = "\(url?.host ?? "the server") port \(url?.port ?? (url?.scheme == "http" ? 80 : 443))"
        let reach = "check baseURL in the destinations file, the network and that the server is running"
        let (what, advice): (String, String) = switch error {
        case is NIOSSLError, is BoringSSLError:
            ("the TLS handshake with \(place) failed (\(error))", "check that caFile in the destinations file holds the certificate the server uses")
        default:
            (Self.what(error, at: place), reach)
        }
        return "\(label) got no answer: \(what); \(advice); the outbox tries again later"
    }

    /// What `error` means at `place`.
    private static func what(_ error: any Error, at place: String) -> String {
        switch error {
        case let failure as NIOConnectionError:
            if let first = failure.connectionErrors.first { return what(first.error, at: place) }
            return "the name \(failure.host) could not be resolved (DNS)"
        case let failure as IOError:
            switch failure.errnoCode {
            case ECONNREFUSED: return "nothing accepts connections at \(place) (connection refused)"
            case ECONNRESET: return "\(place) closed the connection (connection reset)"
            case ENETUNREACH, EHOSTUNREACH: return "\(place) cannot be reached from this network (no route)"
            case ETIMEDOUT: return "\(place) did not answer the connection (timed out)"
            default: return "the connection to \(place) failed: \(String(cString: strerror(failure.errnoCode)).lowercased())"
            }
        case let failure as HTTPClientError where failure == .connectTimeout:
            return "\(place) did not accept the connection in time (connect timeout)"
        case let failure as HTTPClientError where failure == .remoteConnectionClosed:
            return "\(place) closed the connection before it answered"
        default:
            return "the exchange with \(place) failed (\(error))"
        }
    }
}
