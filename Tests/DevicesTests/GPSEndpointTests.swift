import RecordingFormat
import Testing
import Devices

@Suite struct GPSEndpointTests {
    @Test func hostAndPortAreSplitAtTheColon() throws {
        #expect(try GPSEndpoint(parsing: "127.0.0.1:29470") == GPSEndpoint(host: "127.0.0.1", port: 29470))
    }

    @Test func aBareHostUsesGpsdsDefaultPort() throws {
        #expect(try GPSEndpoint(parsing: "gps.local") == GPSEndpoint(host: "gps.local", port: 2947))
        #expect(try GPSEndpoint(parsing: "::1") == GPSEndpoint(host: "::1", port: 2947))
    }

    @Test func bracketedIPv6KeepsItsColons() throws {
        let endpoint = try GPSEndpoint(parsing: "[::1]:3000")
        #expect(endpoint == GPSEndpoint(host: "::1", port: 3000))
        #expect(endpoint.description == "[::1]:3000")
    }

    @Test func aPortOutOfRangeIsRejectedWithTheWayOut() {
        #expect {
            try GPSEndpoint(parsing: "localhost:70000")
        } throws: { error in
            let error = error as? ActivetaskError
            return error?.code == .invalidConfiguration && error?.message.contains("'70000'") == true
                && error?.message.contains("HOST:PORT") == true
        }
    }

    @Test func anEmptyHostIsRejected() {
        #expect(throws: ActivetaskError.self) { try GPSEndpoint(parsing: ":2947") }
    }
}
