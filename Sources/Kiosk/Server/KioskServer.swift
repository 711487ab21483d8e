import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import RecordingFormat
import ServiceLifecycle

/// The kiosk's web server: serves the page (HTML, CSS and JavaScript shipped with this target, each
/// task family's view its own script and stylesheet under `families/`)
/// and one WebSocket per open page, all under a random session token, as a service of a
/// swift-service-lifecycle `ServiceGroup` (as Hummingbird's `runService()` runs it).
///
/// Every path starts with `/TOKEN/`; a request without it, or from another host or origin, is
/// refused with 403 before it reaches a route (`KioskRequestCheck`), and one page drives the run
/// at a time: a second socket is closed at once while the first is open (the page tries again
/// every second, so a reloaded page takes over once the old one is gone). The server listens on
/// 127.0.0.1 unless given another host.
package final class KioskServer: Sendable {
    /// The session token every URL carries.
    package let token: String
    /// Where commands and screens pass between the pages and the presenter.
    package let channel: KioskChannel
    private let images: [URL]

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

    /// The warning for listening on `listen` when it is not a loopback address: the page and its
    /// token then travel in plain HTTP over the network; `nil` for a loopback address.
    /// - Parameter listen: The address given to `--listen`.
    package static func plainHTTPWarning(listen: String) -> String? {
        guard !KioskRequestCheck.isLoopback(listen) else { return nil }
        return "warning: --listen \(listen) serves the page and its token over plain HTTP to the network, where anyone on the path "
            + "can read and answer it; listen on 127.0.0.1 and put a TLS proxy in front (docs/KIOSK.md, \"Another machine's browser\")"
    }

    /// Serves the page while `work` runs: listens, hands `work` the page's URL once the socket is
    /// bound, and when `work` returns (or throws) ends every page's connection after its last
    /// screen (waiting up to a second) and shuts the server down gracefully.
    /// - Parameters:
    ///   - host: The interface address to listen on (`127.0.0.1` for this machine only).
    ///   - port: The port; 0 picks a free one.
    ///   - work: What runs while the page is served, given its URL (token included).
    /// - Returns: What `work` returns.
    /// - Throws: `ActivetaskError` (`serverFailed`) naming the address when it cannot be bound, or
    ///   the page's resources when they are missing from the build; what `work` throws.
    package func serve<Value>(host: String, port: Int, _ work: (URL) async throws -> Value) async throws -> Value {
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let application = try application(host: host, port: port) { localPort in
            bound.yield(localPort)
            bound.finish()
        }
        let services = ServiceGroup(services: [application], logger: Self.logger)
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                defer { bound.finish() }
                try await services.run()
            }
            var listening = ports.makeAsyncIterator()
            guard let localPort = await listening.next() else {
                do {
                    try await tasks.waitForAll()
                } catch {
                    throw ActivetaskError(.serverFailed, "cannot listen on \(host):\(port): \(error); choose another --port or free this one")
                }
                throw ActivetaskError(.serverFailed, "the server on \(host):\(port) stopped before it listened")
            }
            let shown = host.contains(":") ? "[\(host)]" : host
            let outcome: Result<Value, any Error>
            do {
                outcome = .success(try await work(URL(string: "http://\(shown):\(localPort)/\(token)/")!))
            } catch {
                outcome = .failure(error)
            }
            await channel.close(waiting: .seconds(1))
            await services.triggerGracefulShutdown()
            try await tasks.waitForAll()
            return try outcome.get()
        }
    }

    /// The server as a Hummingbird application, for `serve` and for in-process tests.
    /// - Parameters:
    ///   - host: The interface address to listen on.
    ///   - port: The port; 0 picks a free one.
    ///   - running: Told the bound port once the server listens.
    /// - Throws: `ActivetaskError` when the page's resources are missing from the build.
    package func application(host: String = "127.0.0.1", port: Int = 0,
                             running: @escaping @Sendable (Int) -> Void = { _ in }) throws(ActivetaskError) -> some ApplicationProtocol {
        let router = router(page: try KioskPage.load(), listen: host)
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in running(channel.localAddress?.port ?? port) },
            logger: Self.logger)
    }

    private static let logger = Logger(label: "activetask.kiosk") { _ in SwiftLogNoOpLogHandler() }

    private func router(page: KioskPage, listen: String) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: KioskRequestCheck(token: token, listen: listen))
        let root = RouterPath("\(token)")
        router.get(root) { _, _ in page.response(for: "index.html") }
        for name in page.files where name != "index.html" {
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
            guard let (key, screens) = channel.connectDriver() else { return }
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
