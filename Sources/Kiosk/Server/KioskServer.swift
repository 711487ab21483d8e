import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import RecordingFormat
import Synchronization

/// The kiosk's web server: serves the page (HTML, CSS and JavaScript shipped with this target)
/// and one WebSocket per open page, all under a random session token.
///
/// Every path starts with `/TOKEN/`; any request without it is refused with 403 before it
/// reaches a route. The server listens on 127.0.0.1 unless given another host.
package final class KioskServer: Sendable {
    /// The session token every URL carries.
    package let token: String
    /// Where commands and screens pass between the pages and the presenter.
    package let channel: KioskChannel
    private let images: [URL]
    private let running = Mutex<Task<Void, any Error>?>(nil)
    private let bound = Mutex<Result<Int, any Error>?>(nil)
    private let listening = DispatchSemaphore(value: 0)

    /// Creates a server with a new random token.
    /// - Parameters:
    ///   - channel: Where commands and screens pass between the pages and the presenter.
    ///   - images: The image files the page may load, by index (`image/N`); the task's image
    ///     choices.
    package init(channel: KioskChannel, images: [URL] = []) {
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }
            .map { String(repeating: "0", count: 8 - $0.count) + $0 }.joined()
        self.channel = channel
        self.images = images
    }

    /// Starts listening and returns once the socket is bound; call once.
    /// - Parameters:
    ///   - host: The interface address to listen on (`127.0.0.1` for this machine only).
    ///   - port: The port; 0 picks a free one.
    /// - Returns: The page's URL, token included.
    /// - Throws: `ActivetaskError` (`serverFailed`) naming the address when it cannot be bound, or the page's
    ///   resources when they are missing from the build.
    package func start(host: String, port: Int) throws(ActivetaskError) -> URL {
        let page = try KioskPage.load()
        let router = router(page: page)
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { [self] channel in
                bound.withLock { $0 = .success(channel.localAddress?.port ?? port) }
                listening.signal()
            },
            logger: Logger(label: "activetask.kiosk") { _ in SwiftLogNoOpLogHandler() })
        running.withLock { running in
            running = Task.detached { [self] in
                do {
                    try await application.run()
                } catch {
                    bound.withLock { if $0 == nil { $0 = .failure(error) } }
                    listening.signal()
                    throw error
                }
            }
        }
        listening.wait()
        switch bound.withLock({ $0 }) {
        case .success(let port)?:
            let shown = host.contains(":") ? "[\(host)]" : host
            return URL(string: "http://\(shown):\(port)/\(token)/")!
        case .failure(let error)?:
            throw ActivetaskError(.serverFailed, "cannot listen on \(host):\(port): \(error); choose another --port or free this one")
        case nil:
            throw ActivetaskError(.serverFailed, "the server on \(host):\(port) stopped before it listened")
        }
    }

    /// Ends every page's connection after its last screen (waiting up to a second for them),
    /// then stops listening.
    package func stop() {
        channel.close(waiting: 1)
        let task = running.withLock { running in
            defer { running = nil }
            return running
        }
        task?.cancel()
    }

    private func router(page: KioskPage) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: TokenCheck(prefix: "/\(token)/"))
        let root = RouterPath("\(token)")
        router.get(root) { _, _ in page.response(for: "index.html") }
        for name in KioskPage.files where name != "index.html" {
            router.get(RouterPath("\(token)/\(name)")) { _, _ in page.response(for: name) }
        }
        let images = self.images
        router.get(RouterPath("\(token)/image/:index")) { _, context -> Response in
            guard let index = context.parameters.get("index", as: Int.self), images.indices.contains(index),
                  let data = try? Data(contentsOf: images[index]) else { return Response(status: .notFound) }
            let type = images[index].pathExtension.lowercased() == "svg" ? "image/svg+xml" : "image/png"
            return KioskPage.response(data, type: type)
        }
        let channel = self.channel
        router.ws(RouterPath("\(token)/socket")) { inbound, outbound, _ in
            let (key, screens) = channel.connect()
            defer { channel.disconnect(key) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 16) {
                        guard case .text(let text) = message,
                              let command = KioskMessage.command(text, receivedAt: MonotonicClock.now()) else { continue }
                        channel.post(command)
                    }
                }
                // The page closing ends the reader; its screens end when the run is over.
                group.addTask {
                    for await screen in screens { try await outbound.write(.text(screen)) }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        }
        return router
    }
}

/// Refuses, with 403, every request whose path does not start with the session's token.
private struct TokenCheck: RouterMiddleware {
    typealias Context = BasicWebSocketRequestContext
    let prefix: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == String(prefix.dropLast()) {
            // Relative URLs on the page need the trailing slash.
            return Response(status: .movedPermanently, headers: [.location: prefix])
        }
        guard path.hasPrefix(prefix) else { return Response(status: .forbidden) }
        return try await next(request, context)
    }
}
