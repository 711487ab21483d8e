import Foundation
import RecordingFormat
import Recorders
import Testing
import TestSupport

/// Step folders are made relative to the output folder's descriptor and never through a link:
/// a step folder replaced by a symbolic link between two steps, or one planted under the next
/// step's name, stops that step's required recorder with an error naming the folder, and
/// nothing is written where the link points.
@Suite struct StepFolderSafetyTests {
    private static let replay = DeviceBinding(backend: "replay", device: ProjectPaths.fixture("replay").path)

    private static func coordinator(into output: URL) throws -> RecorderCoordinator {
        try RecorderCoordinator(
            taskConfigurations: [],
            stepConfigurations: ["one": [RecorderConfiguration(identifier: "one.motion", type: .accelerometer)],
                                 "two": [RecorderConfiguration(identifier: "two.motion", type: .accelerometer)]],
            resolver: DeviceResolver(providers: [ReplaySourceProvider(pace: .fast)], overrides: [.accelerometer: replay]),
            outputDirectory: output)
    }

    @Test func aLinkPlantedUnderTheNextStepsNameStopsItsRequiredRecorder() throws {
        let folder = try TemporaryDirectory(prefix: "step-link")
        let output = folder.url.appendingPathComponent("out")
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let coordinator = try Self.coordinator(into: output)
        try coordinator.start()
        #expect(coordinator.stepDidStart("one") == nil)
        #expect(coordinator.stepDidEnd("one").flatMap(\.files).count == 1)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("two"), withDestinationURL: elsewhere)
        let failure = try #require(coordinator.stepDidStart("two"))
        #expect(failure.identifier == "two.motion")
        #expect(failure.error.code == .outputNotWritable && failure.error.errno == .fileExists)
        #expect(failure.error.message.hasPrefix("recorder \"two.motion\" on \(Self.replay.device): output folder \(output.path)/two cannot be used"))
        _ = coordinator.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aStepFolderReplacedByALinkBeforeItsNextVisitIsNeverFollowed() throws {
        let folder = try TemporaryDirectory(prefix: "step-swap")
        let output = folder.url.appendingPathComponent("out")
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        let coordinator = try Self.coordinator(into: output)
        try coordinator.start()
        #expect(coordinator.stepDidStart("one") == nil)
        let first = coordinator.stepDidEnd("one").flatMap(\.files)
        // Between two visits the folder moves away and a link to it takes its place.
        try FileManager.default.moveItem(at: output.appendingPathComponent("one"), to: elsewhere)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("one"), withDestinationURL: elsewhere)
        let failure = try #require(coordinator.stepDidStart("one"))
        #expect(failure.error.errno == .tooManySymbolicLinks)
        #expect(failure.error.message.contains("\(output.path)/one cannot be used: it is a symbolic link, which is never followed"))
        _ = coordinator.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == first.map { ($0.relativePath as NSString).lastPathComponent })
    }
}
