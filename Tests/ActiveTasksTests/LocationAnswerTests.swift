import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import TerminalUI
import Testing
import JSONValues

/// The `location` answer format: answers from JSON and typed coordinates, ranges, results.
@Suite struct LocationAnswerTests {
    private let format = LocationAnswerFormat()

    private func rejection(_ value: JSONValue) -> String? {
        do {
            _ = try format.answer(from: value)
            return nil
        } catch {
            return error.message
        }
    }

    private func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    @Test func anAnswersFileCoordinateKeepsAccuracyAndAddress() throws {
        let value = object([("latitude", .double(52.5163)), ("longitude", .int(13)), ("horizontalAccuracy", .double(12.5)),
                            ("address", .string("Pariser Platz"))])
        #expect(try format.answer(from: value) == .location(LocationAnswer(latitude: 52.5163, longitude: 13,
                                                                             horizontalAccuracy: 12.5, address: "Pariser Platz")))
    }

    @Test func aTypedCoordinateIsLatitudeCommaLongitudeWithoutAccuracy() throws {
        #expect(try format.answer(fromText: " -33.8568 , 151.2153 ") == .location(LocationAnswer(latitude: -33.8568, longitude: 151.2153)))
        #expect(throws: ActivetaskError(.invalidAnswer, "type latitude, longitude in degrees (52.52, 13.405)")) { try format.answer(fromText: "52.52") }
        #expect(throws: ActivetaskError(.invalidAnswer, "type latitude, longitude in degrees (52.52, 13.405)")) { try format.answer(fromText: "north, east") }
    }

    @Test func latitudeAndLongitudeMustBeInRange() {
        #expect(rejection(object([("latitude", .int(91)), ("longitude", .int(0))])) == "latitude 91 is outside −90…90 degrees")
        #expect(rejection(object([("latitude", .int(-90)), ("longitude", .double(-180.5))])) == "longitude -180.5 is outside −180…180 degrees")
        #expect(rejection(object([("latitude", .int(0)), ("longitude", .int(0)), ("horizontalAccuracy", .int(-1))]))
                == "horizontalAccuracy -1 must be 0 or more metres")
        #expect(rejection(object([("latitude", .int(90)), ("longitude", .int(180))])) == nil)
    }

    @Test func aCoordinateNeedsBothNumbersAndNoOtherMembers() {
        #expect(rejection(object([("latitude", .int(1))])) == "a location needs both latitude and longitude in degrees")
        #expect(rejection(object([("latitude", .string("1")), ("longitude", .int(1))])) == #"latitude must be a number, found "1""#)
        #expect(rejection(object([("lat", .int(1)), ("longitude", .int(1))]))
                == #""lat" is not part of a location; use latitude, longitude, horizontalAccuracy and address"#)
        #expect(rejection(.string("52.5, 13.4")) == #"expected {"latitude": …, "longitude": …}, found "52.5, 13.4""#)
    }

    @Test func aFixBecomesItsCoordinateAndAccuracy() {
        let sample = LocationSample(timestamp: 1, uptime: 2, latitude: 48.1, longitude: 11.5, altitude: 520, horizontalAccuracy: 4)
        #expect(LocationAnswer(sample: sample) == LocationAnswer(latitude: 48.1, longitude: 11.5, horizontalAccuracy: 4))
    }

    @Test func aLocationResultIsWrittenWithItsTypeAndReadBack() throws {
        let answer = AnswerResult(identifier: "where", answerType: "location",
                                  value: .location(LocationAnswer(latitude: 52.5, longitude: 13.25, horizontalAccuracy: 3.5, address: "Berlin")))
        let data = try TaskResult.makeEncoder().encode(answer)
        let json = try JSONParser.parse(Array(data))
        #expect(json["valueType"] == .string("location"))
        #expect(json["value"] == object([("address", .string("Berlin")), ("horizontalAccuracy", .double(3.5)),
                                          ("latitude", .double(52.5)), ("longitude", .double(13.25))]))
        #expect(try JSONDecoder().decode(AnswerResult.self, from: data) == answer)
        let typed = AnswerResult(identifier: "where", answerType: "location", value: .location(LocationAnswer(latitude: 1.5, longitude: -2.25)))
        #expect(try JSONParser.parse(Array(try TaskResult.makeEncoder().encode(typed)))["value"]
                == object([("latitude", .double(1.5)), ("longitude", .double(-2.25))]))
    }

    @Test func useCurrentLocationIsReadAndDefaultsToTrue() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "a", "answerFormat": { "type": "location" } },
          { "type": "question", "identifier": "b", "answerFormat": { "type": "location", "useCurrentLocation": false } } ] }
        """)
        #expect(task.steps.map { ($0.questions[0].answerFormat as? LocationAnswerFormat)?.useCurrentLocation } == [true, false])
    }
}
