import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import Testing

/// `vertical`, `minimumValueDescription` and `maximumValueDescription` on scales.
@Suite struct ScaleAppearanceTests {
    @Test func aVerticalVASIsAContinuousScaleZeroToHundredWithDescribedEnds() throws {
        let task = try TestTasks.load("pain.json")
        let vas = try #require(task.steps.first { $0.identifier == "vas" }?.questions[0].answerFormat as? ContinuousScaleAnswerFormat)
        #expect(vas.minimum == 0 && vas.maximum == 100)
        #expect(vas.appearance == ScaleAppearance(isVertical: true, minimumValueDescription: "no pain",
                                                  maximumValueDescription: "worst pain imaginable"))
        #expect(vas.hint == "number 0–100 (0 decimals) (0 = no pain, 100 = worst pain imaginable)")
        #expect(try vas.answer(from: .double(37)) == .decimal(37))
        #expect(throws: ActivetaskError(.invalidAnswer, "37.4 is finer than this scale: type 37 or 38")) { try vas.answer(from: .double(37.4)) }
    }

    @Test func aContinuousScaleOfOneDecimalSaysDecimalInTheSingular() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "a",
          "answerFormat": { "type": "continuousScale", "minimum": 0, "maximum": 10, "maximumFractionDigits": 1 } } ] }
        """)
        let scale = try #require(task.steps[0].questions[0].answerFormat as? ContinuousScaleAnswerFormat)
        #expect(scale.hint == "number 0–10 (1 decimal)")
        #expect(scale.hint(in: .german) == "Zahl 0–10 (1 Nachkommastelle)")
    }

    @Test func aTypedNumberFinerThanTheScaleIsRefusedNotRoundedUnseen() throws {
        let scale = ContinuousScaleAnswerFormat(minimum: 0, maximum: 10, maximumFractionDigits: 1)
        #expect(throws: ActivetaskError(.invalidAnswer, "7.55 is finer than this scale: type 7.5 or 7.6")) { try scale.answer(fromText: "7.55") }
        #expect(throws: ActivetaskError(.invalidAnswer, "7,55 ist feiner als diese Skala: geben Sie 7,5 oder 7,6 ein")) {
            try scale.answer(fromText: "7,55", in: .german)
        }
        #expect(try scale.answer(fromText: "7.5") == .decimal(7.5))
    }

    @Test func aScaleIsHorizontalWithoutDescriptionsUnlessTold() throws {
        let task = try TestTasks.task("""
        { "identifier": "t", "steps": [
          { "type": "question", "identifier": "a", "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10 } },
          { "type": "question", "identifier": "b", "answerFormat": { "type": "scale", "minimum": 0, "maximum": 10, "vertical": true,
                                                                      "maximumValueDescription": "worst" } } ] }
        """)
        let plain = try #require(task.steps[0].questions[0].answerFormat as? ScaleAnswerFormat)
        #expect(plain.appearance == ScaleAppearance())
        #expect(plain.hint == "whole number 0–10")
        let described = try #require(task.steps[1].questions[0].answerFormat as? ScaleAnswerFormat)
        #expect(described.appearance.isVertical)
        #expect(described.hint == "whole number 0–10 (10 = worst)")
    }

    @Test func aDescriptionThatIsNotTextIsAnError() {
        let issues = TestTasks.issues("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "a",
          "answerFormat": { "type": "continuousScale", "minimum": 0, "maximum": 100, "vertical": "yes", "minimumValueDescription": 0 } } ] }
        """)
        #expect(issues == [
            #"steps[0].answerFormat.vertical: expected true or false, found a string "yes""#,
            #"steps[0].answerFormat.minimumValueDescription: expected a text: a string, an object of language tags ({"en": "…", "de": "…"}) or {"key": …}, found an integer 0"#,
        ])
    }
}
