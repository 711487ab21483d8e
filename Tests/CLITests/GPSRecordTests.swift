import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// `activetask record --location HOST:PORT` against real gpsd instances started by gpsfake.
@Suite(.serialized, .timeLimit(.minutes(1))) struct GPSRecordTests {
    /// Every sample and marker of the `location` recorder in `folder`.
    func recorded(in folder: URL) throws -> (locations: [LocationSample], markers: [MarkerRecord], samples: [Sample]) {
        var samples: [Sample] = []
        let report = try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder, recorderIdentifier: "location")) {
            samples.append($0)
        }
        #expect(report.tornLines.isEmpty)
        let locations = samples.compactMap { if case .location(let sample) = $0 { sample } else { nil } }
        let markers = samples.compactMap { if case .marker(let marker) = $0 { marker } else { nil } }
        return (locations, markers, samples)
    }

    /// Records `log` replayed by one gpsfake for `seconds` while gpsd's own reference replay of
    /// the same log runs on another port.
    func recordAlongsideReference(_ log: URL, seconds: Double, logs: URL) async throws -> (RunOutput, URL, [ReferenceFix]) {
        async let reference = GPSDReference.fixes(for: log, logDirectory: logs)
        let output = logs.appendingPathComponent("out")
        let gpsd = try await GPSFake(log: log, logDirectory: logs)
        defer { gpsd.stop() }
        let run = try await ActivetaskBinary.run(["record", "--location", gpsd.endpoint, "--duration", String(seconds),
                                                  "--output", output.path], timeout: seconds + 20)
        return (run, output, try await reference)
    }

    /// How many lines of the `location` recorder's chunks in `folder` so far hold `text`, read as
    /// the recording writes them (a line may be cut at the end).
    func lines(containing text: String, in folder: URL) -> Int {
        let chunks = (try? ChunkReader.chunkURLs(in: folder, recorderIdentifier: "location")) ?? []
        return chunks.reduce(0) { count, chunk in
            count + ((try? String(contentsOf: chunk, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains(text) }.count
        }
    }

    @Test func recordKeepsEveryFixGpsdReportsForTheWalkWithIdenticalCoordinates() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-record-walk")
        defer { withExtendedLifetime(logs) {} }
        let expected = try GPSFixtureExpectation.load("walk.nmea")
        let (run, output, reference) = try await recordAlongsideReference(ProjectPaths.fixture("gps/walk.nmea"), seconds: 28,
                                                                    logs: logs.url)
        #expect(run.status == 0, "\(run.stderr)")
        let recording = try recorded(in: output)
        let fixes = recording.locations.map { RecordedFix(time: $0.gpsTime, latitude: $0.latitude, longitude: $0.longitude) }
        let comparison = GPSDReference.compare(recorded: fixes, reference: reference)
        #expect(comparison.differences.isEmpty, "\(comparison.differences)")
        #expect(comparison.compared >= expected.fixes.count / 2)
        #expect(expected.differences(fixes).isEmpty, "\(expected.differences(fixes))")
        #expect(recording.locations.map(\.latitude).max() == expected.fixes.map(\.latitude).max())
        #expect(recording.markers.isEmpty, "\(recording.markers)")
        #expect(zip(recording.locations, recording.locations.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
    }

    @Test func lossOfFixIsRecordedAsMarkersWithoutPositions() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-record-fixloss")
        defer { withExtendedLifetime(logs) {} }
        let expected = try GPSFixtureExpectation.load("fixloss.nmea")
        let gpsd = try await GPSFake(log: ProjectPaths.fixture("gps/fixloss.nmea"), logDirectory: logs.url)
        defer { gpsd.stop() }
        let output = logs.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["record", "--location", gpsd.endpoint, "--duration", "10", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let recording = try recorded(in: output)
        #expect(recording.markers.map(\.event) == [.fixLost, .fixRegained])
        let lost = Set(expected.lostTimes)
        #expect(!recording.locations.isEmpty && recording.locations.allSatisfy { !lost.contains($0.gpsTime ?? -1) })
        let lostAt = try #require(recording.samples.firstIndex { $0.sensorType == nil })
        #expect(recording.samples[lostAt + 1].sensorType == nil, "a position was written while the fix was lost")
    }

    @Test func gpsdKilledMidRecordingIsAMarkedGapAndTheRecordingGoesOn() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-record-restart")
        defer { withExtendedLifetime(logs) {} }
        let log = ProjectPaths.fixture("gps/walk.nmea")
        let expected = try GPSFixtureExpectation.load("walk.nmea")
        let output = logs.url.appendingPathComponent("out")
        let first = try await GPSFake(log: log, logDirectory: logs.url, name: "first-gpsfake")
        let recorder = try ActivetaskBinary.start(["record", "--location", first.endpoint, "--duration", "12",
                                                   "--output", output.path], logDirectory: logs.url)
        // gpsd goes away once the recording holds a few fixes, and comes back once the recorder
        // has marked the loss.
        await waitUntil(timeout: 20) { lines(containing: "\"sensorType\":\"location\"", in: output) >= 4 }
        let daemon = try #require(first.daemonPID)
        await first.killDaemon()
        #expect(!ProcessTable.isAlive(daemon))
        await waitUntil(timeout: 20) { lines(containing: "sourceDisconnected", in: output) >= 1 }
        let second = try await GPSFake(log: log, port: first.port, logDirectory: logs.url, name: "second-gpsfake")
        defer { second.stop() }
        #expect(await recorder.exitStatus(timeout: 30) == 0, "\(recorder.stderr)")

        let recording = try recorded(in: output)
        #expect(recording.markers.map(\.event) == [.sourceDisconnected, .sourceReconnected], "\(recording.markers)")
        let gap = try #require(recording.samples.firstIndex { $0.sensorType == nil })
        #expect(recording.samples[gap + 1].sensorType == nil, "a sample was written during the gap")
        let before = recording.samples[..<gap].filter { $0.sensorType == .location }.count
        let after = recording.samples[(gap + 2)...].filter { $0.sensorType == .location }.count
        #expect(before >= 3 && after >= 3, "\(before) fixes before the gap, \(after) after")
        let fixes = recording.locations.map { RecordedFix(time: $0.gpsTime, latitude: $0.latitude, longitude: $0.longitude) }
        #expect(expected.differences(fixes).isEmpty)
    }

    @Test func gpsdThatNeverComesBackIsAnErrorAndTheFixesBeforeAreKept() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-record-gone")
        defer { withExtendedLifetime(logs) {} }
        let output = logs.url.appendingPathComponent("out")
        let gpsfake = try await GPSFake(log: ProjectPaths.fixture("gps/walk.nmea"), logDirectory: logs.url, name: "gpsfake")
        defer { gpsfake.stop() }
        let recorder = try ActivetaskBinary.start(["record", "--location", gpsfake.endpoint, "--duration", "6",
                                                   "--output", output.path], logDirectory: logs.url)
        await waitUntil(timeout: 20) { lines(containing: "\"sensorType\":\"location\"", in: output) >= 4 }
        await gpsfake.killDaemon()
        #expect(await recorder.exitStatus(timeout: 30) == 1)
        #expect(recorder.stderr.contains("gpsd at \(gpsfake.endpoint) went away"), "\(recorder.stderr)")
        #expect(recorder.stderr.contains("check that gpsd is running"), "\(recorder.stderr)")
        let summary = try RecordingSummary(contentsOf: output)
        #expect(summary.recorders.flatMap(\.errors).map(\.code) == [.deviceLost])
        let recording = try recorded(in: output)
        #expect(recording.markers.map(\.event) == [.sourceDisconnected], "\(recording.markers)")
        #expect(recording.locations.count >= 3, "\(recording.locations.count) fixes kept from before gpsd went away")
    }

    @Test func unreachableGpsdStopsTheRecordingNamingTheEndpointAndTheWayOut() async throws {
        let logs = try TemporaryDirectory(prefix: "gps-record-unreachable")
        defer { withExtendedLifetime(logs) {} }
        let port = try LoopbackPort.free()
        let run = try await ActivetaskBinary.run(["record", "--location", "127.0.0.1:\(port)", "--duration", "2",
                                            "--output", logs.url.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("gpsd at 127.0.0.1:\(port) is not reachable ("))
        #expect(run.stderr.contains("start gpsd or pass --location HOST:PORT"))
    }

    /// The real receivers' logs; for haicom-305N, whose README gives its geometry (5 m west, 10 m
    /// south and back: about 30 m), the distance the walk analysis measures from the recording.
    @Test(.enabled(if: ProjectPaths.sharedData("gpsd") != nil,
                   "../shared/data/gpsd is absent: the real receivers' logs are not recorded (see ../shared/data/README.md)"),
          arguments: [("haicom-305N.log", 20.0...35.0), ("bu353s4.log", nil)] as [(String, ClosedRange<Double>?)])
    func realReceiverLogsRecordWhatGpsdReports(_ name: String, walkedMeters: ClosedRange<Double>?) async throws {
        let log = try #require(ProjectPaths.sharedData("gpsd/\(name)"), "../shared/data/gpsd/\(name) is missing from the data folder")
        let lines = try String(contentsOf: log, encoding: .utf8).split(whereSeparator: \.isNewline).count
        let logs = try TemporaryDirectory(prefix: "gps-record-real")
        defer { withExtendedLifetime(logs) {} }
        let (run, output, reference) = try await recordAlongsideReference(log, seconds: Double(lines) * 0.1 + 4, logs: logs.url)
        #expect(run.status == 0, "\(run.stderr)")
        let fixes = try recorded(in: output).locations.map { RecordedFix(time: $0.gpsTime, latitude: $0.latitude, longitude: $0.longitude) }
        let comparison = GPSDReference.compare(recorded: fixes, reference: reference)
        #expect(comparison.differences.isEmpty, "\(name): \(comparison.differences)")
        #expect(comparison.compared > 0)
        if let walkedMeters {
            let analysis = try await ActivetaskBinary.run(["analyze", output.path, "--kind", "walk", "--format", "csv"])
            let rows = analysis.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            let column = try #require(rows.first?.firstIndex(of: "distanceMeters"), "\(analysis.stdout)")
            #expect(rows.count > 1 && rows[1][column] == "m", "the units row: \(analysis.stdout)")
            let distance = try #require(rows.count == 3 ? Double(rows[2][column]) : nil, "\(analysis.stdout)")
            #expect(walkedMeters.contains(distance), "\(name): analysed distance \(distance) m")
        }
    }
}
