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
/// follow one), 10 s to connect, 30 s without a byte read, and a deadline on each request. Every
/// request names activetask and its version in `User-Agent`.
final class HTTPTransport: Sendable {
    /// The client for the destination's host (with its pinned CA, when it has one).
    private let studyClient: HTTPClient
    /// The client for other hosts (the system's CA store), when the destination pins a CA.
    private let otherClient: HTTPClient?
    private let destination: UploadDestination
    /// `activetask/0.1.0 (Linux)`.
    let userAgent: String

    /// How long one JSON request may take in all.
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
        return try await execute(request, on: client(for: url), label: "\(method.rawValue) \(url.absoluteString)", timeout: Self.requestTimeout)
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
        let label = "\(method.rawValue) \(url.absoluteString)"
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

    /// Sends `request` on `client` and reads its answer (the first MiB of its body).
    /// - Throws: `DeliveryFailure.retry` when no answer came.
    func execute(_ request: HTTPClientRequest, on client: HTTPClient, label: String,
                         timeout: TimeAmount) async throws(DeliveryFailure) -> HTTPReply {
        do {
            let response = try await client.execute(request, timeout: timeout)
            let body = try await response.body.collect(upTo: 1 << 20)
            let retryAfter = response.headers.first(name: "Retry-After").flatMap { RetryAfter.seconds($0, now: Date()) }
            return HTTPReply(status: Int(response.status.code), request: label, retryAfter: retryAfter,
                             body: Data(body.readableBytesView))
        } catch {
            throw .retry("\(label) failed: \(error)", after: nil)
        }
    }
}
