import ActiveTasksTesting
import RecordingFormat
import Foundation
import Recorders
import Testing
import TestSupport

/// Step-spanning recorders and device resolution, with the fixture replayed as the device.
@Suite struct RecordCoordinatorTests {
    private static let fixture = ProjectPaths.fixture("replay").path
    private static let replay = DeviceBinding(backend: "replay", device: fixture)

    /// A backend that finds one device per type and opens none: resolution only.
    private static let autodetecting = CannedSourceProvider(backend: "auto", devices: [
        .init(selector: "auto-accelerometer", sensorTypes: [.accelerometer]),
        .init(selector: "auto-touch", sensorTypes: [.touch]),
    ])

    @Test func flagBeatsProfileBeatsConfigurationBeatsAutodetect() throws {
        let configuration = RecorderConfiguration(identifier: "a", type: .accelerometer, device: "from-config")
        let providers: [any SampleSourceProvider] = [Self.autodetecting]
        let profile = DeviceProfile(bindings: [.accelerometer: DeviceBinding(device: "from-profile")])
        let flag = [SensorType.accelerometer: DeviceBinding(device: "from-flag")]
        let all = DeviceResolver(providers: providers, overrides: flag, profile: profile)
        #expect(try all.resolve(configuration).selector == "from-flag")
        #expect(try DeviceResolver(providers: providers, profile: profile).resolve(configuration).selector == "from-profile")
        #expect(try DeviceResolver(providers: providers).resolve(configuration).selector == "from-config")
        var bare = configuration
        bare.device = nil
        let detected = try DeviceResolver(providers: providers).resolve(bare)
        #expect(detected.selector == "auto-accelerometer" && detected.origin == "autodetect")
    }

    @Test func missingRequiredSensorFailsBeforeAnythingStarts() throws {
        let folder = try TemporaryDirectory(prefix: "missing")
        let output = folder.url.appendingPathComponent("out")
        #expect {
            _ = try RecorderCoordinator(taskConfigurations: [RecorderConfiguration(identifier: "walk.touch", type: .touch)],
                                        resolver: DeviceResolver(providers: [ReplaySourceProvider()]), outputDirectory: output)
        } throws: { error in
            guard let error = error as? ActivetaskError, error.code == .deviceNotFound else { return false }
            return ["recorder \"walk.touch\" needs a touch", "--touch DEV", "--device-profile", "\"device\""].allSatisfy(error.message.contains)
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aMissingSensorIsNamedWithItsArticle() {
        let resolver = DeviceResolver(providers: [ReplaySourceProvider()])
        let messages = [SensorType.accelerometer, .gyroscope].map { type in
            #expect(throws: ActivetaskError.self) { _ = try resolver.resolve(RecorderConfiguration(identifier: "motion", type: type)) }
                .map(\.message) ?? ""
        }
        #expect(messages[0].contains("recorder \"motion\" needs an accelerometer and none was found"), "\(messages[0])")
        #expect(messages[1].contains("recorder \"motion\" needs a gyroscope and none was found"), "\(messages[1])")
    }

    @Test func optionalSensorThatCannotStartBecomesAnErrorResult() throws {
        let folder = try TemporaryDirectory(prefix: "optional")
        let coordinator = try RecorderCoordinator(
            taskConfigurations: [RecorderConfiguration(identifier: "accel", type: .accelerometer, bufferCapacity: 5000),
                                 RecorderConfiguration(identifier: "touch", type: .touch, optional: true)],
            resolver: DeviceResolver(providers: [ReplaySourceProvider(pace: .fast)], overrides: [.accelerometer: Self.replay]),
            outputDirectory: folder.url)
        try coordinator.start()
        #expect(coordinator.wait(seconds: 20) == .sourcesFinished)
        let results = coordinator.finish()
        let touch = try #require(results.first { $0.identifier == "touch" })
        #expect(touch.files.isEmpty && touch.errors.map(\.code) == [.deviceNotFound])
        let accel = try #require(results.first { $0.identifier == "accel" })
        #expect(accel.errors.isEmpty && accel.files.reduce(0) { $0 + $1.sampleCount } == 1000)
    }

    @Test func spanningRecorderGetsAMarkerAtEveryStepChange() throws {
        let folder = try TemporaryDirectory(prefix: "steps")
        let coordinator = try RecorderCoordinator(
            taskConfigurations: [RecorderConfiguration(identifier: "motion", type: .accelerometer, bufferCapacity: 5000),
                                 RecorderConfiguration(identifier: "walk-only", type: .accelerometer, bufferCapacity: 5000,
                                                       startStepIdentifier: "walk", stopStepIdentifier: "walk")],
            stepConfigurations: ["walk": [RecorderConfiguration(identifier: "gyro", type: .gyroscope, bufferCapacity: 5000)]],
            resolver: DeviceResolver(providers: [ReplaySourceProvider(pace: .fast)],
                                     overrides: [.accelerometer: Self.replay, .gyroscope: Self.replay]),
            outputDirectory: folder.url)
        try coordinator.start()
        coordinator.stepDidStart("instructions")
        _ = coordinator.stepDidEnd("instructions")
        coordinator.stepDidStart("walk")
        #expect(coordinator.wait(seconds: 20) == .sourcesFinished)
        let walk = coordinator.stepDidEnd("walk")
        #expect(walk.flatMap(\.errors).isEmpty)
        #expect(Set(walk.map(\.identifier)) == ["gyro", "walk-only"])
        #expect(walk.flatMap(\.files).filter { $0.identifier == "gyro" }.allSatisfy { $0.relativePath.hasPrefix("walk/gyro-") })
        let results = coordinator.finish()
        #expect(results.map(\.identifier).sorted() == ["gyro", "motion", "walk-only"])

        var markers: [MarkerRecord] = []
        try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder.url, recorderIdentifier: "motion")) {
            if case .marker(let marker) = $0 { markers.append(marker) }
        }
        #expect(markers.map { "\($0.event.rawValue) \($0.stepIdentifier ?? "")" }
                == ["stepStarted instructions", "stepEnded instructions", "stepStarted walk", "stepEnded walk"])
        #expect(markers.map(\.timestamp) == markers.map(\.timestamp).sorted())

        var walkOnly: [String] = []
        try ChunkReader.forEachSample(inChunks: try ChunkReader.chunkURLs(in: folder.url, recorderIdentifier: "walk-only")) {
            if case .marker(let marker) = $0 { walkOnly.append("\(marker.event.rawValue) \(marker.stepIdentifier ?? "")") }
        }
        #expect(walkOnly == ["stepStarted walk", "stepEnded walk"])
    }

    @Test func aStepVisitedAgainRecordsIntoAVisitFolderOfItsOwn() throws {
        let folder = try TemporaryDirectory(prefix: "revisit")
        let coordinator = try RecorderCoordinator(
            taskConfigurations: [],
            stepConfigurations: ["walk": [RecorderConfiguration(identifier: "gyro", type: .gyroscope, bufferCapacity: 5000)]],
            resolver: DeviceResolver(providers: [ReplaySourceProvider(pace: .fast)], overrides: [.gyroscope: Self.replay]),
            outputDirectory: folder.url)
        try coordinator.start()
        var visits: [[RecorderResult]] = []
        for _ in 1...3 {
            coordinator.stepDidStart("walk")
            #expect(coordinator.wait(seconds: 20) == .sourcesFinished)
            visits.append(coordinator.stepDidEnd("walk"))
        }
        #expect(visits.flatMap { $0.flatMap(\.errors) }.isEmpty)
        let folders = visits.map { Set($0.flatMap(\.files).map { ($0.relativePath as NSString).deletingLastPathComponent }) }
        #expect(folders == [["walk"], ["walk/visit-2"], ["walk/visit-3"]])
        for visit in visits {
            #expect(visit.flatMap(\.files).reduce(0) { $0 + $1.sampleCount } == 1000, "each visit replays the whole recording")
        }
        _ = coordinator.finish()
    }

    @Test func duplicateIdentifiersAreRejected() {
        #expect(throws: ActivetaskError.self) {
            _ = try RecorderCoordinator(taskConfigurations: [RecorderConfiguration(identifier: "a", type: .accelerometer),
                                                             RecorderConfiguration(identifier: "a", type: .gyroscope)],
                                        resolver: DeviceResolver(providers: [ReplaySourceProvider()]),
                                        outputDirectory: URL(fileURLWithPath: "/tmp/unused"))
        }
    }
}
