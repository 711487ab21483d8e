import ActiveTasks
import ActiveTasksTesting
import Foundation
import RecordingFormat
import TaskFamilies
import TaskSessions
import TestSupport
import Testing

/// `LiveLocation`: the latest fix offered to location questions, dropped when the fix is lost.
@Suite struct LiveLocationTests {
    private func fix(_ latitude: Double) -> Sample {
        .location(LocationSample(timestamp: 0, uptime: 0, latitude: latitude, longitude: 8.5, horizontalAccuracy: 4))
    }

    @Test func theLatestFixIsOfferedUntilTheFixIsLost() throws {
        let source = MemorySampleSource(sensorTypes: [.location])
        let live = LiveLocation(source: source)
        try live.start()
        #expect(live.current == nil)
        source.add([fix(47.1), fix(47.2)])
        source.waitUntilEmitted()
        #expect(live.current == LocationAnswer(latitude: 47.2, longitude: 8.5, horizontalAccuracy: 4))
        source.add([.marker(MarkerRecord(timestamp: 1, event: .fixLost))])
        source.waitUntilEmitted()
        #expect(live.current == nil)
        source.add([fix(47.3), .marker(MarkerRecord(timestamp: 2, event: .sourceDisconnected))])
        source.waitUntilEmitted()
        #expect(live.current == nil)
        live.stop()
        #expect(!source.isRunning)
    }

    @Test func onlyTasksWithALocationQuestionThatOffersTheFixNeedIt() throws {
        let offered = try #require(TaskLoader.load(contentsOf: ProjectPaths.fixture("tasks/pain.json"), registry: .standard).task)
        #expect(LiveLocation.isOffered(in: offered))
        let typedOnly = try #require(TaskLoader.load(json: Array("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "w",
          "answerFormat": { "type": "location", "useCurrentLocation": false } } ] }
        """.utf8), registry: .standard).task)
        #expect(!LiveLocation.isOffered(in: typedOnly))
        #expect(!LiveLocation.isOffered(in: try #require(TaskLoader.load(contentsOf: ProjectPaths.fixture("tasks/survey.json"), registry: .standard).task)))
    }
}
