import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import Testing

/// A recorder's device settings read from task JSON and from `recording.json`-style Codable alike.
@Suite struct RecorderSettingsTests {
    static let touchRecorder = """
        { "identifier": "t", "steps": [ { "type": "active", "identifier": "a", "duration": 1, "recorders": [
          { "identifier": "touch", "type": "touch", "calibrationMatrix": [0, 1, 0, -1, 0, 1], "grab": true, "movementThreshold": 0.01 } ] } ] }
        """

    @Test func touchSettingsAreReadFromTaskJSONWithoutAWarning() throws {
        #expect(TestTasks.issues(Self.touchRecorder).isEmpty)
        let step = try #require(try TestTasks.task(Self.touchRecorder).steps.first as? any ActivityStep)
        let configuration = try #require(step.recorders.first)
        #expect(configuration.settings == DeviceSettings(calibrationMatrix: [0, 1, 0, -1, 0, 1], grab: true, movementThreshold: 0.01))
    }

    @Test func badTouchSettingsAreNamedWithTheirPath() {
        #expect(TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "active", "identifier": "a", "duration": 1, "recorders": [
          { "identifier": "touch", "type": "touch", "calibrationMatrix": [1, 0, 0], "movementThreshold": -0.5 },
          { "identifier": "motion", "type": "accelerometer", "grab": true },
          { "identifier": "pad", "type": "touch", "calibrationMatrix": [1, 0, "x", 0, 1, 0] } ] } ] }
        """) == [
            "steps[0].recorders[0].calibrationMatrix: must be 6 finite numbers a,b,c,d,e,f (libinput's 2×3 order), got 3: [1,0,0]; use [1,0,0,0,1,0] for none",
            "steps[0].recorders[0].movementThreshold: must be a distance ≥ 0 in normalized units (0.01 is 1% of the screen), got -0.5",
            "steps[0].recorders[1].grab: applies to touch recorders only; remove it from this accelerometer recorder",
            #"steps[0].recorders[2].calibrationMatrix[2]: expected a number, found a string "x""#,
        ])
    }

    @Test func codableKeepsTheFlatShapeAndRefusesWhatTheTaskReaderRefuses() throws {
        let configuration = RecorderConfiguration(identifier: "touch", type: .touch, device: "/dev/input/event3", chunkSeconds: 60,
                                                  stopStepIdentifier: "end", calibrationMatrix: [1, 0, 0, 0, 1, 0], grab: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(configuration), as: UTF8.self)
        #expect(text == #"{"calibrationMatrix":[1,0,0,0,1,0],"chunkSeconds":60,"device":"\/dev\/input\/event3","grab":false,"identifier":"touch","optional":false,"stopStepIdentifier":"end","type":"touch"}"#)
        #expect(try JSONDecoder().decode(RecorderConfiguration.self, from: Data(text.utf8)) == configuration)
        #expect(configuration.stopStepIdentifier == "end" && configuration.span.stopStepIdentifier == "end")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RecorderConfiguration.self, from: Data(#"{"identifier":"m","type":"gyroscope","movementThreshold":0.1}"#.utf8))
        }
    }
}
