import ActiveTasks
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kiosk

/// The kiosk's server in-process (`HummingbirdTesting`, no socket, no browser): every request
/// needs the session token, and the page's files come with their types.
@Suite struct KioskServerRouteTests {
    @Test func requestsWithoutTheTokenAreRefusedAndThePageIsServedWithIt() async throws {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-route-\(UUID().uuidString).svg")
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: image)
        defer { try? FileManager.default.removeItem(at: image) }
        let server = KioskServer(channel: KioskChannel(), images: [image])
        let token = server.token
        try await server.application().test(.router) { client in
            for path in ["/", "/index.html", "/socket", "/\(String(token.reversed()))/", "/\(token)x/kiosk.js"] {
                try await client.execute(uri: path, method: .get) { #expect($0.status == .forbidden, "\(path)") }
            }
            try await client.execute(uri: "/\(token)", method: .get) { response in
                #expect(response.status == .movedPermanently && response.headers[.location] == "/\(token)/")
            }
            for (path, type) in [("", "text/html"), ("kiosk.js", "javascript"), ("kiosk.css", "text/css"), ("image/0", "image/svg+xml")] {
                try await client.execute(uri: "/\(token)/\(path)", method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.contentType]?.contains(type) == true, "\(path): \(response.headers[.contentType] ?? "")")
                }
            }
            try await client.execute(uri: "/\(token)/image/1", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func aRequestFromAnotherOriginOrForAnotherHostIsRefusedAndEveryAnswerCarriesTheSecurityHeaders() async throws {
        let server = KioskServer(channel: KioskChannel())
        let token = server.token
        // HummingbirdTesting's router client asks for host "localhost", a loopback name.
        try await server.application().test(.router) { client in
            for (origin, status) in [("http://localhost", HTTPResponse.Status.ok), ("http://evil.example", .forbidden),
                                     ("http://localhost:9", .forbidden), ("null", .forbidden)] {
                try await client.execute(uri: "/\(token)/", method: .get, headers: [.origin: origin]) { response in
                    #expect(response.status == status, "\(origin)")
                }
            }
            for path in ["/\(token)/", "/nope"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true
                            && response.headers[.contentSecurityPolicy]?.contains("connect-src 'self' ws://localhost wss://localhost") == true, "\(path)")
                    #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY", "\(path)")
                    #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff", "\(path)")
                }
            }
        }
        try await server.application(host: "192.0.2.1").test(.router) { client in
            try await client.execute(uri: "/\(token)/", method: .get) { #expect($0.status == .forbidden, "a Host that is not the server's address") }
        }
    }

    @Test func theTokenIsComparedWholeAndItsHostNameIsReadWithoutThePort() {
        let token = Array("0123456789abcdef0123456789abcdef".utf8)
        #expect(KioskRequestCheck.same(token, token))
        #expect(!KioskRequestCheck.same(token.dropLast(), token))
        #expect(!KioskRequestCheck.same(Array("0123456789abcdef0123456789abcdeF".utf8), token))
        #expect(KioskRequestCheck.hostName(of: "LocalHost:8080") == "localhost")
        #expect(KioskRequestCheck.hostName(of: "[::1]:8080") == "::1")
        #expect(KioskRequestCheck.hostName(of: "127.0.0.1") == "127.0.0.1")
    }

    @Test func listeningBeyondLoopbackWarnsThatTheTokenTravelsInPlainHTTP() {
        for loopback in ["127.0.0.1", "127.0.0.2", "::1", "LOCALHOST"] { #expect(KioskServer.plainHTTPWarning(listen: loopback) == nil, "\(loopback)") }
        let warning = KioskServer.plainHTTPWarning(listen: "0.0.0.0")
        #expect(warning?.hasPrefix("warning: --listen 0.0.0.0 serves the page and its token over plain HTTP to the network") == true
                && warning?.contains("put a TLS proxy in front") == true, "\(warning ?? "")")
    }

    @Test func onePageDrivesTheRunAtATime() {
        let channel = KioskChannel()
        let first = channel.connectDriver()
        #expect(first != nil)
        #expect(channel.connectDriver() == nil, "a second page while the first is connected")
        if let first { channel.disconnect(first.key) }
        #expect(channel.connectDriver() != nil, "a page once the first is gone")
    }

    /// The served page lists every family's script and stylesheet in `families/`, each served with
    /// its type, and each script registers the view of a family's kind: the kinds the scripts
    /// register are the kinds of `KioskFamilyParts.all`.
    @Test func thePageLoadsEveryFamilysViewAndEachRegistersItsKind() async throws {
        let server = KioskServer(channel: KioskChannel())
        let token = server.token
        try await server.application().test(.router) { client in
            let index = try await client.execute(uri: "/\(token)/", method: .get) { String(buffer: $0.body) }
            #expect(!index.contains(KioskPage.familiesLine))
            let scripts = index.matches(of: #/<script src="(families/[a-z]+\.js)" defer></script>/#).map { String($0.1) }
            let styles = index.matches(of: #/<link rel="stylesheet" href="(families/[a-z]+\.css)">/#).map { String($0.1) }
            #expect(!styles.isEmpty, "\(index)")
            var registered: [String] = []
            for path in scripts {
                let script = try await client.execute(uri: "/\(token)/\(path)", method: .get) { response in
                    #expect(response.status == .ok && response.headers[.contentType]?.contains("javascript") == true, "\(path)")
                    return String(buffer: response.body)
                }
                let kinds = script.matches(of: #/registerView\("(\w+)", \{ build: /#).map { String($0.1) }
                #expect(!kinds.isEmpty, "\(path) registers no view")
                registered += kinds
            }
            for path in styles {
                try await client.execute(uri: "/\(token)/\(path)", method: .get) { response in
                    #expect(response.status == .ok && response.headers[.contentType]?.contains("text/css") == true, "\(path)")
                }
            }
            #expect(registered.sorted() == KioskFamilyParts.all.compactMap { $0.kind }.sorted())
        }
    }
}

/// What the page sends, read into the presenter's commands; anything else is ignored.
@Suite struct KioskMessageTests {
    @Test func everyCommandThePageSendsIsRead() {
        let messages: [(String, KioskCommand)] = [
            (#"{"command":"viewport","width":800,"height":480}"#, .viewport(width: 800, height: 480)),
            (#"{"command":"next"}"#, .next), (#"{"command":"back"}"#, .back), (#"{"command":"skip"}"#, .skip),
            (#"{"command":"cancel"}"#, .cancel), (#"{"command":"answer","text":"3"}"#, .answer("3")),
            (#"{"command":"currentLocation"}"#, .currentLocation), (#"{"command":"proceed"}"#, .proceed),
            (#"{"command":"press","side":"left"}"#, .press("left")), (#"{"command":"cell","index":4}"#, .cell(4)),
            (#"{"command":"review","consented":false}"#, .review(ConsentReviewAnswer(consented: false))),
            (#"{"command":"pointer","pointer":{"phase":"began","id":1,"x":0.5,"y":0.25,"pixelX":400,"pixelY":120,"age":3}}"#,
             .pointer(PagePointer(phase: .began, id: 1, x: 0.5, y: 0.25, pixelX: 400, pixelY: 120, age: 3), receivedAt: 7)),
            (#"{"command":"spoken","id":3,"age":0}"#, .spoken(cue: 3, at: 7)),
        ]
        for (text, command) in messages {
            #expect(KioskMessage.command(text, receivedAt: 7) == command, "\(text)")
        }
    }

    @Test func malformedOrUnknownMessagesAreIgnored() {
        for text in ["", "not json", #"{"command":"launch"}"#, #"{"command":"viewport","width":0,"height":480}"#,
                     #"{"command":"answer"}"#, #"{"command":"cell","index":"four"}"#, #"{"command":"review"}"#, #"{"width":3}"#] {
            #expect(KioskMessage.command(text, receivedAt: 0) == nil, "\(text)")
        }
    }

    @Test func aPointerWithAnIdOrPositionNoBrowserSendsIsRefused() {
        for field in ["\"id\":9223372036854775807", "\"id\":-2147483649", "\"pixelX\":2147483648", "\"pixelY\":-9223372036854775808"] {
            var pointer = ["\"id\":1", "\"pixelX\":400", "\"pixelY\":120"]
            pointer.removeAll { $0.hasPrefix(field.prefix { $0 != ":" }) }
            pointer.append(field)
            let text = #"{"command":"pointer","pointer":{"phase":"began","x":0.5,"y":0.25,"age":3,"# + pointer.joined(separator: ",") + "}}"
            #expect(KioskMessage.command(text, receivedAt: 0) == nil, "\(text)")
        }
        #expect(KioskMessage.command(#"{"command":"pointer","pointer":{"phase":"began","id":2147483647,"x":0,"y":0,"pixelX":-2147483648,"pixelY":0,"age":0}}"#,
                                     receivedAt: 0) != nil)
    }
}

/// The channel between the server and the presenter: commands arrive on the presenter's stream
/// in order, with a tick ending each frame, and no thread waits.
@Suite struct KioskChannelTests {
    @Test func postedCommandsArriveInOrderBeforeTheNextTick() async {
        let channel = KioskChannel()
        channel.post(.next)
        channel.post(.answer("2"))
        var events = channel.events.makeAsyncIterator()
        var received: [KioskCommand] = []
        await withDiscardingTaskGroup { group in
            group.addTask { await channel.tick(every: .milliseconds(10)) }
            while case .command(let command)? = await events.next() { received.append(command) }
            group.cancelAll()
        }
        #expect(received == [.next, .answer("2")])
    }

    @Test func aPageGetsTheCurrentScreenAtOnceAndEveryChangeUntilClosed() async {
        let channel = KioskChannel()
        channel.publish("first")
        let (key, screens) = channel.connect()
        #expect(channel.connections == 1)
        channel.publish("second")
        await channel.close(waiting: .milliseconds(50))
        var shown: [String] = []
        for await screen in screens { shown.append(screen) }
        #expect(shown == ["second"], "the newest screen is kept for a page that is behind")
        channel.disconnect(key)
        #expect(channel.connections == 0)
    }
}
