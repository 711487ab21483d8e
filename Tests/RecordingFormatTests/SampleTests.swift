import Testing
@testable import RecordingFormat

@Suite struct SampleTests {
    @Test func markerHasNoSensorType() {
        let marker = Sample.marker(MarkerRecord(timestamp: 1.5, event: .stepStarted, stepIdentifier: "walk"))
        #expect(marker.sensorType == nil)
        #expect(marker.timestamp == 1.5)
    }
}
