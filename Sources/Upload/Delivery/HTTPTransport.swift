import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFileSystem
import NIOHTTP1
import NIOSSL
import RecordingFormat

/// The HTTP connections of one destination, through AsyncHTTPClient: TLS with the system's CA
/// store, or the destination's pinned CA file for its own host only (Bridge hands out S3 upload
/// URLs on another host, which the system's store vouches for); no redirects (credentials never
/// follow one), 10 s to connect, 30 s without a byte read, and one deadline on each exchange that
/// covers the request and the whole answer, its body included (a server that sends its headers
/// and then a byte now and then cannot hold a run). Every request names activetask and its
/// version in `User-Agent`; messages name a URL by `shown(_:)`, never with its query, which holds
/// a presigned URL's signature.
final class HTTPTransport: Sendable {
    /// The client for the destination's host (with its pinned CA, when it has one).
    private let studyClient: HTTPClient
    /// The client for other hosts (the system's CA store), when the destination pins a CA.
    private let otherClient: HTTPClient?
    private let destination: UploadDestination
    /// `activetask/0.1.0 (Linux)`.
    let userAgent: String

    /// How long one JSON request, its answer included, may take in all.
    static let requestTimeout: TimeAmount = .seconds(60)
    /// The slowest upload allowed before a PUT is abandoned: 32 KiB/s on top of `requestTimeout`.
    static let slowestUpload: Int64 = 32 * 1024

    /// Opens the clients for `destination`.
    /// - Parameters:
    ///   - destination: The destination.
    ///   - userAgent: The `User-Agent` of every request.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when its CA file cannot be read.
    init(destination: UploadDestination, userAgent: String) throws(ActivetaskError) {
        let system = TLSConfiguration.makeClientConfiguration()
        if let caFile = destination.caFile {
            var pinned = system
            do {
                pinned.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(caFile.path))
            } catch {
                throw ActivetaskError(.invalidConfiguration,
                                      "destination \(destination.name): caFile \(caFile.path) is not a readable PEM certificate file (\(error))")
            }
            studyClient = Self.client(tls: pinned)
            otherClient = Self.client(tls: system)
        } else {
            studyClient = Self.client(tls: system)
            otherClient = nil
        }
        self.destination = destination
        self.userAgent = userAgent
    }

    private static func client(tls: TLSConfiguration) -> HTTPClient {
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow,
                                                     timeout: .init(connect: .seconds(10), read: .seconds(30)))
        // A connection that cannot be made (refused, or a certificate that fails verification) fails
        // the attempt at once; the outbox's own backoff decides when to try again, and the journal
        // says why. AsyncHTTPClient would otherwise retry it until the request's deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Closes the clients' connections.
    func shutdown() async {
        try? await studyClient.shutdown()
        try? await otherClient?.shutdown()
    }

    /// The client for `url`: the pinned one for the destination's own scheme, host and port.
    func client(for url: URL) -> HTTPClient {
        let base = destination.baseURL
        let same = url.scheme?.lowercased() == base.scheme?.lowercased() && url.host?.lowercased() == base.host?.lowercased()
            && url.port == base.port
        return same ? studyClient : otherClient ?? studyClient
    }

    /// Sends `json` (when given) to `url`.
    /// - Parameters:
    ///   - method: The method.
    ///   - url: Where to.
    ///   - json: The body.
    ///   - headers: Further headers (`Bridge-Session`, `Authorization`).
    /// - Throws: `DeliveryFailure.retry` when no answer came (connection refused or reset, timeout).
    func send(_ method: HTTPMethod, _ url: URL, json: Data?, headers: [(String, String)] = []) async throws(DeliveryFailure) -> HTTPReply {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method
        request.headers.add(name: "User-Agent", value: userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let json {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: json))
        }
        return try await execute(request, on: client(for: url), label: "\(method.rawValue) \(Self.shown(url))", timeout: Self.requestTimeout)
    }

    /// Sends the file at `file` as the body of a request, streamed from disk.
    /// - Parameters:
    ///   - method: `PUT` or `POST`.
    ///   - file: The payload.
    ///   - byteCount: Its size, sent as Content-Length.
    ///   - url: Where to.
    ///   - headers: Further headers (Content-Type, Content-MD5, Authorization).
    /// - Throws: `DeliveryFailure.retry` when the file cannot be read or no answer came.
    func send(_ method: HTTPMethod, file: URL, byteCount: Int64, to url: URL,
              headers: [(String, String)]) async throws(DeliveryFailure) -> HTTPReply {
        let label = "\(method.rawValue) \(Self.shown(url))"
        let timeout = Self.requestTimeout + .seconds(byteCount / Self.slowestUpload)
        do {
            return try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(file.path)) { handle in
                var request = HTTPClientRequest(url: url.absoluteString)
                request.method = method
                request.headers.add(name: "User-Agent", value: userAgent)
                for (name, value) in headers { request.headers.add(name: name, value: value) }
                request.body = .stream(handle.readChunks(in: 0..<byteCount, chunkLength: .kibibytes(64)), length: .known(byteCount))
                return try await execute(request, on: client(for: url), label: label, timeout: timeout)
            }
        } catch let failure as DeliveryFailure {
            throw failure
        } catch {
            throw .retry("\(file.path): cannot be read for \(label) (\(error))", after: nil)
        }
    }

    /// `url` as messages and the journal show it: scheme, host, port and path, without user,
    /// password, query or fragment (a presigned URL's signature is in its query).
    /// - Parameter url: The URL.
    static func shown(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.host ?? "a URL" }
        let hidden = parts.query != nil
        parts.user = nil
        parts.password = nil
        parts.query = nil
        parts.fragment = nil
        return (parts.string ?? url.host ?? "a URL") + (hidden ? "?…" : "")
    }

    /// Sends `request` on `client` and reads its answer (the first MiB of its body), all within
    /// `timeout`: the deadline covers the body as well as the headers.
    /// - Throws: `DeliveryFailure.retry` when no answer came, or not all of it in time.
    func execute(_ request: HTTPClientRequest, on client: HTTPClient, label: String,
                 timeout: TimeAmount) async throws(DeliveryFailure) -> HTTPReply {
        let deadline = NIODeadline.now() + timeout
        let exchange: HTTPReply?
        do {
            exchange = try await withThrowingTaskGroup(of: HTTPReply?.self) { group in
                group.addTask {
                    let response = try await client.execute(request, deadline: deadline)
                    let body = try await response.body.collect(upTo: 1 << 20)
                    let retryAfter = response.headers.first(name: "Retry-After").flatMap { RetryAfter.seconds($0, now: Date()) }
                    return HTTPReply(status: Int(response.status.code), request: label, retryAfter: retryAfter,
                                     body: Data(body.readableBytesView))
                }
                group.addTask {
                    try await Task.sleep(for: .nanoseconds(timeout.nanoseconds))
                    return nil
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
        } catch let error as HTTPClientError where error == .deadlineExceeded {
            exchange = nil
        } catch {
            throw .retry(ConnectionFailure.sentence(for: error, sending: label, to: URL(string: request.url)), after: nil)
        }
        guard let exchange else {
            throw .retry("\(label): no complete answer within \(timeout.nanoseconds / 1_000_000_000) s; the server is too slow or stalled", after: nil)
        }
        return exchange
    }
}
