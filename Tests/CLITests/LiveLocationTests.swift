import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import Synchronization
import TaskSessions
import Testing

/// `LiveLocation`: the latest fix offered to location questions, dropped when the fix is lost.
@Suite struct LiveLocationTests {
    /// A source that hands its `emit` to the test.
    final class HandSource: SampleSource {
        let sensorTypes: [SensorType] = [.location]
        let device = DeviceDescription(name: "hand", identifier: "hand", backend: "test")
        let emit = Mutex<(@Sendable (Sample) -> Void)?>(nil)
        let stopped = Mutex(false)

        func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                   finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
            self.emit.withLock { $0 = emit }
        }

        func stop() { stopped.withLock { $0 = true } }

        func send(_ sample: Sample) { emit.withLock { $0 }?(sample) }
    }

    private func fix(_ latitude: Double) -> Sample {
        .location(LocationSample(timestamp: 0, uptime: 0, latitude: latitude, longitude: 8.5, horizontalAccuracy: 4))
    }

    @Test func theLatestFixIsOfferedUntilTheFixIsLost() throws {
        let source = HandSource()
        let live = LiveLocation(source: source)
        try live.start()
        #expect(live.current == nil)
        source.send(fix(47.1))
        source.send(fix(47.2))
        #expect(live.current == LocationAnswer(latitude: 47.2, longitude: 8.5, horizontalAccuracy: 4))
        source.send(.marker(MarkerRecord(timestamp: 1, event: .fixLost)))
        #expect(live.current == nil)
        source.send(fix(47.3))
        source.send(.marker(MarkerRecord(timestamp: 2, event: .sourceDisconnected)))
        #expect(live.current == nil)
        live.stop()
        #expect(source.stopped.withLock { $0 })
    }

    @Test func onlyTasksWithALocationQuestionThatOffersTheFixNeedIt() throws {
        let offered = try #require(TaskLoader.load(contentsOf: ProjectPaths.fixture("tasks/pain.json")).task)
        #expect(LiveLocation.isOffered(in: offered))
        let typedOnly = try #require(TaskLoader.load(json: Array("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "w",
          "answerFormat": { "type": "location", "useCurrentLocation": false } } ] }
        """.utf8)).task)
        #expect(!LiveLocation.isOffered(in: typedOnly))
        #expect(!LiveLocation.isOffered(in: try #require(TaskLoader.load(contentsOf: ProjectPaths.fixture("tasks/survey.json")).task)))
    }
}
