import RecordingFormat
import Foundation
import Devices
import Synchronization
import Testing
import TestSupport

/// Collects what a source emits, from its queue.
final class SampleCollector: Sendable {
    private let store = Mutex<[Sample]>([])

    func append(_ sample: Sample) { store.withLock { $0.append(sample) } }

    var samples: [Sample] { store.withLock { $0 } }

    var locations: [LocationSample] {
        samples.compactMap { if case .location(let sample) = $0 { sample } else { nil } }
    }

    var markers: [MarkerRecord] {
        samples.compactMap { if case .marker(let marker) = $0 { marker } else { nil } }
    }

    var fixes: [RecordedFix] {
        locations.map { RecordedFix(time: $0.gpsTime, latitude: $0.latitude, longitude: $0.longitude) }
    }
}

/// `GPSSource` in process against real gpsd instances started by gpsfake.
@Suite(.serialized, .timeLimit(.minutes(1))) struct GPSSourceTests {
    /// Starts a source on `endpoint` that appends to the returned collector.
    func record(_ endpoint: String) throws -> (GPSSource, SampleCollector) {
        let collector = SampleCollector()
        let source = GPSSource(endpoint: try GPSEndpoint(parsing: endpoint))
        try source.start(zero: .now(), emit: { @Sendable in collector.append($0) }, finish: { @Sendable _ in })
        return (source, collector)
    }

    @Test func lossOfFixIsAMarkerPairAndNoPosition() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-fixloss")
        defer { withExtendedLifetime(logs) {} }
        let expected = try GPSFixtureExpectation.load("fixloss.nmea")
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/fixloss.nmea"),
                               logDirectory: logs.url)
        defer { gpsd.stop() }
        let (source, collector) = try record(gpsd.endpoint)
        await waitUntilIdle(idle: 3, timeout: 40) { collector.samples.count }
        source.stop()

        let events = collector.markers.map(\.event)
        #expect(events == [.fixLost, .fixRegained])
        #expect(events.filter { $0 == .fixLost }.count == expected.fixLostCount)
        let lost = Set(expected.lostTimes)
        #expect(collector.locations.allSatisfy { !lost.contains($0.gpsTime ?? -1) })
        #expect(expected.differences(collector.fixes).isEmpty)
        let samples = collector.samples
        let lostAt = try #require(samples.firstIndex { if case .marker(let m) = $0 { m.event == .fixLost } else { false } })
        let regainedAt = try #require(samples.firstIndex { if case .marker(let m) = $0 { m.event == .fixRegained } else { false } })
        #expect(regainedAt == lostAt + 1, "a position was written while the fix was lost")
        let before = samples[..<lostAt].compactMap { if case .location(let s) = $0 { s.gpsTime } else { nil } }
        let after = samples[regainedAt...].compactMap { if case .location(let s) = $0 { s.gpsTime } else { nil } }
        #expect(before.allSatisfy { $0 < lost.min()! } && after.allSatisfy { $0 > lost.max()! })
        #expect(!before.isEmpty && !after.isEmpty)
    }

    @Test func gpsdDyingMidRecordingIsMarkedAndReconnectedWithDataKept() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-restart")
        defer { withExtendedLifetime(logs) {} }
        let log = ProjectPaths.fixture("gps/walk.nmea")
        let expected = try GPSFixtureExpectation.load("walk.nmea")
        let first = try await GPSFake(log: log, logDirectory: logs.url, name: "first-gpsfake")
        let (source, collector) = try record(first.endpoint)
        defer { source.stop() }
        await waitUntil(timeout: 30) { collector.locations.count >= 5 }
        let daemon = try #require(first.daemonPID)
        await first.killDaemon()
        #expect(!ProcessTable.isAlive(daemon))
        await waitUntil(timeout: 10) { collector.markers.contains { $0.event == .sourceDisconnected } }
        let beforeRestart = collector.locations

        let second = try await GPSFake(log: log, port: first.port, logDirectory: logs.url, name: "second-gpsfake")
        defer { second.stop() }
        await waitUntil(timeout: 30) { collector.locations.count >= beforeRestart.count + 5 }
        source.stop()

        let samples = collector.samples
        let events = collector.markers.map(\.event)
        #expect(events == [.sourceDisconnected, .sourceReconnected], "\(collector.markers)")
        #expect(beforeRestart.count >= 5)
        #expect(Array(collector.locations.prefix(beforeRestart.count)) == beforeRestart, "fixes before the restart were lost")
        let disconnectedAt = try #require(samples.firstIndex { if case .marker(let m) = $0 { m.event == .sourceDisconnected } else { false } })
        #expect(samples[disconnectedAt + 1].sensorType == nil, "a sample was written during the gap")
        #expect(collector.locations.count >= beforeRestart.count + 5)
        #expect(expected.differences(collector.fixes).isEmpty)
        let reconnected = try #require(collector.markers.last)
        #expect(reconnected.message?.contains("gpsd at \(first.endpoint) is back after") == true)
    }

    @Test func unreachableGpsdFailsToStartNamingTheEndpointAndTheWayOut() throws {
        let port = try LoopbackPort.free()
        let source = GPSSource(endpoint: GPSEndpoint(host: "127.0.0.1", port: port))
        #expect {
            try source.start(zero: .now(), emit: { @Sendable _ in }, finish: { @Sendable _ in })
        } throws: { error in
            let error = error as? ActivetaskError
            return error?.code == .connectionFailed
                && error?.message.hasPrefix("gpsd at 127.0.0.1:\(port) is not reachable (") == true
                && error?.message.hasSuffix("): start gpsd or pass --location HOST:PORT") == true
        }
    }
}
