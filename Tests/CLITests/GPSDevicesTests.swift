import Foundation
import Testing
import TestSupport

/// `activetask devices --gpsd HOST:PORT` against a real gpsd started by gpsfake.
@Suite(.serialized, .timeLimit(.minutes(1))) struct GPSDevicesTests {
    /// The gpsd report of `activetask devices --json`, decoded independently of the CLI's types.
    struct Report: Decodable {
        struct Device: Decodable {
            let identifier: String
            let details: [String: String]
        }
        let backend: String
        let devices: [Device]
        let problems: [String]
    }

    func gpsdReport(_ output: RunOutput) throws -> Report {
        let reports = try JSONDecoder().decode([Report].self, from: Data(output.stdout.utf8))
        return try #require(reports.first { $0.backend == "gpsd" }, "no gpsd report in \(output.stdout)")
    }

    @Test func unreachableGpsdIsAProblemNamingTheEndpointAndTheWayOut() async throws {
        let port = try LoopbackPort.free()
        let output = try await ActivetaskBinary.run(["devices", "--gpsd", "127.0.0.1:\(port)"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("problem: gpsd at 127.0.0.1:\(port) is not reachable ("))
        #expect(output.stdout.contains("start gpsd or pass --gpsd HOST:PORT"))
    }

    @Test func reachableGpsdListsTheReceiverGpspipeSeesAndAFixMode() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-devices")
        defer { withExtendedLifetime(logs) {} }
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/walk.nmea"),
                               logDirectory: logs.url)
        defer { gpsd.stop() }
        let pipe = try ChildProcess(executable: try which("gpspipe"), arguments: ["-w", "-n", "4", gpsd.endpoint],
                                    logDirectory: logs.url, name: "gpspipe")
        #expect(await pipe.exitStatus(timeout: 15) == 0)
        let devicesLine = try #require(pipe.stdout.split(whereSeparator: \.isNewline).first { $0.contains("\"class\":\"DEVICES\"") },
                                       "gpspipe printed no DEVICES report: \(pipe.stdout)")
        let path = try #require(devicesLine.firstMatch(of: /"path":"([^"]+)"/)?.1)

        let output = try await ActivetaskBinary.run(["devices", "--json", "--gpsd", gpsd.endpoint])
        #expect(output.status == 0, "\(output.stderr)")
        let report = try gpsdReport(output)
        #expect(report.problems.isEmpty)
        let device = try #require(report.devices.first)
        #expect(device.identifier == gpsd.endpoint)
        #expect(device.details["reachable"] == "yes")
        #expect(device.details["devices"]?.hasPrefix("\(path) (") == true, "\(device.details)")
        #expect(["2D", "3D"].contains(device.details["fixMode"]), "\(device.details)")
    }

    @Test func malformedGpsdOptionIsRejectedWithTheExpectedForm() async throws {
        let output = try await ActivetaskBinary.run(["devices", "--gpsd", "localhost:gps"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("port 'gps' is not a number from 1 to 65535"))
        #expect(output.stderr.contains("HOST:PORT"))
    }
}
