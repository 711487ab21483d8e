import Testing
import Recorders

@Suite struct GpsEndpointTests {
    @Test func hostAndPortAreSplitAtTheColon() throws {
        #expect(try GpsEndpoint(parsing: "127.0.0.1:29470") == GpsEndpoint(host: "127.0.0.1", port: 29470))
    }

    @Test func aBareHostUsesGpsdsDefaultPort() throws {
        #expect(try GpsEndpoint(parsing: "gps.local") == GpsEndpoint(host: "gps.local", port: 2947))
        #expect(try GpsEndpoint(parsing: "::1") == GpsEndpoint(host: "::1", port: 2947))
    }

    @Test func bracketedIPv6KeepsItsColons() throws {
        let endpoint = try GpsEndpoint(parsing: "[::1]:3000")
        #expect(endpoint == GpsEndpoint(host: "::1", port: 3000))
        #expect(endpoint.description == "[::1]:3000")
    }

    @Test func aPortOutOfRangeIsRejectedWithTheWayOut() {
        #expect {
            try GpsEndpoint(parsing: "localhost:70000")
        } throws: { error in
            let error = error as? RecorderError
            return error?.kind == .invalidConfiguration && error?.message.contains("'70000'") == true
                && error?.message.contains("HOST:PORT") == true
        }
    }

    @Test func anEmptyHostIsRejected() {
        #expect(throws: RecorderError.self) { try GpsEndpoint(parsing: ":2947") }
    }
}
