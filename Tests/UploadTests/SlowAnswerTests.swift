import AsyncHTTPClient
import Foundation
import NIOCore
import Testing
import TestSupport
@testable import Upload

/// One deadline covers a request and its whole answer: a server that sends its headers and then
/// a byte now and then fails the attempt in time, as a retry that names no query.
@Suite struct SlowAnswerTests {
    /// A loopback server that answers every request with headers promising 100 bytes, then
    /// sends one byte a second.
    private static let dribbler = """
        import socket, sys, time, threading
        server = socket.socket(); server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", int(sys.argv[1]))); server.listen(4); print("listening", flush=True)
        def serve(connection):
            connection.recv(65536)
            connection.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\nContent-Length: 100\\r\\n\\r\\n")
            try:
                for _ in range(100):
                    connection.sendall(b" "); time.sleep(1)
            except OSError:
                pass
        while True:
            connection, _ = server.accept()
            threading.Thread(target=serve, args=(connection,), daemon=True).start()
        """

    @Test(.timeLimit(.minutes(1)))
    func aBodyThatTricklesInFailsAtTheDeadlineAsARetryWithoutTheQuery() async throws {
        let folder = try TemporaryDirectory(prefix: "slow-answer")
        let port = try LoopbackPort.free()
        let server = try ChildProcess(executable: try which("python3"), arguments: ["-c", Self.dribbler, String(port)],
                                      logDirectory: folder.url, name: "dribbler")
        defer { server.send(SIGKILL) }
        await waitUntil(timeout: 10) { server.stdout.contains("listening") }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let destination = try UploadDestination(name: "slow", kind: .redcap, baseURL: base, account: .redcap(token: String(repeating: "0", count: 32)))
        let transport = try HTTPTransport(destination: destination, userAgent: "activetask-test")
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/s3/upload?X-Amz-Signature=secret"))
        let started = ContinuousClock.now
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .PUT
        var failure: DeliveryFailure?
        do {
            _ = try await transport.execute(request, on: transport.client(for: url), label: "PUT \(HTTPTransport.shown(url))", timeout: .seconds(3))
        } catch {
            failure = error
        }
        await transport.shutdown()
        let elapsed = ContinuousClock.now - started
        guard case .retry(let message, .none)? = failure else {
            Issue.record("expected a retry, got \(String(describing: failure))")
            return
        }
        #expect(message == "PUT http://127.0.0.1:\(port)/s3/upload?…: no complete answer within 3 s; the server is too slow or stalled")
        #expect(elapsed < .seconds(10), "\(elapsed)")
        #expect(!message.contains("secret"))
    }
}
