import HTTPTypes
import Hummingbird
import HummingbirdWebSocket

/// What every request to the kiosk passes before it reaches a route, and what every answer
/// carries.
///
/// - The path starts with the session's token (`/TOKEN/`), compared in constant time (403).
/// - Its `Host`, when given, names the server itself: the address it listens on, or for a loopback
///   address any loopback name (403) — so a page of another site whose name is made to resolve
///   to this machine (DNS rebinding) is refused.
/// - Its `Origin`, when given (a browser always gives it on a WebSocket), is this server's own
///   (403), so a page of another origin on the same machine cannot open the socket.
/// - Every answer carries a `Content-Security-Policy` (scripts, styles and connections only from
///   the server itself; never framed), `X-Frame-Options: DENY` and
///   `X-Content-Type-Options: nosniff`.
struct KioskRequestCheck: RouterMiddleware {
    typealias Context = BasicWebSocketRequestContext

    /// The token, as UTF-8.
    let token: [UInt8]
    /// The host names the `Host` header may give; `nil` when the server listens on every
    /// interface and any name may reach it.
    let hosts: Set<String>?

    /// The check for a server with `token` listening on `listen`.
    init(token: String, listen: String) {
        self.token = Array(token.utf8)
        let host = listen.lowercased()
        if host == "0.0.0.0" || host == "::" {
            hosts = nil
        } else if Self.isLoopback(host) {
            hosts = Self.loopbackNames.union([host])
        } else {
            hosts = [host]
        }
    }

    /// The names of this machine's loopback interface.
    static let loopbackNames: Set<String> = ["127.0.0.1", "::1", "localhost"]

    /// Whether `address` is a loopback address or name (127.0.0.0/8, ::1, localhost).
    static func isLoopback(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return loopbackNames.contains(lowered) || lowered.hasPrefix("127.")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await check(request, context: context, next: next)
        let host = request.head.authority ?? "127.0.0.1"
        response.headers[.contentSecurityPolicy] = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data: blob:; media-src 'self' data: blob:; connect-src 'self' ws://\(host) wss://\(host); "
            + "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return response
    }

    private func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let authority = request.head.authority, let hosts, !hosts.contains(Self.hostName(of: authority)) {
            return Response(status: .forbidden)
        }
        if let origin = request.headers[.origin], origin != "http://\(request.head.authority ?? "")",
           origin != "https://\(request.head.authority ?? "")" {
            return Response(status: .forbidden)
        }
        let path = Array(request.uri.path.utf8)
        guard path.first == UInt8(ascii: "/") else { return Response(status: .forbidden) }
        let segment = path.dropFirst().prefix { $0 != UInt8(ascii: "/") }
        guard Self.same(segment, token) else { return Response(status: .forbidden) }
        if path.count == token.count + 1 {
            // Relative URLs on the page need the trailing slash.
            return Response(status: .movedPermanently, headers: [.location: "/" + String(decoding: token, as: UTF8.self) + "/"])
        }
        return try await next(request, context)
    }

    /// Whether `a` and `b` hold the same bytes, in time that depends on their lengths only.
    static func same(_ a: some Collection<UInt8>, _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }

    /// The host name of a `Host` value, lowercased, without its port or IPv6 brackets.
    static func hostName(of authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") {
            return String(lowered[lowered.index(after: lowered.startIndex)..<close])
        }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
