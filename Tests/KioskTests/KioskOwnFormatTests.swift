import ActiveTasks
import Foundation
import RecordingFormat
import Testing
@testable import Kiosk
import JSONValues

/// A format of one's own is drawn by the kiosk from the input it describes: its options, bounds
/// and layout reach the page without the kiosk knowing its type.
@Suite struct KioskOwnFormatTests {
    /// Five stars, stored as 1 to 5.
    struct StarRating: AnswerFormat {
        var type: String { "stars" }
        var inputKind: AnswerInputKind { .choice }
        var hint: String { "1 to 5 stars" }
        var input: AnswerInput {
            var input = AnswerInput()
            input.options = (1...5).map { AnswerOption(text: String(repeating: "★", count: $0), value: .int($0)) }
            input.isVertical = true
            return input
        }
        func definitionIssues() -> [TaskIssue] { [] }
        func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue { .choice(value) }
        func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue { .choice(.int(text.count)) }
    }

    /// A reading in millimetres of mercury, 60 to 250, in whole steps.
    struct BloodPressure: AnswerFormat {
        var type: String { "systolic" }
        var inputKind: AnswerInputKind { .integer }
        var hint: String { "mmHg" }
        var input: AnswerInput {
            var input = AnswerInput()
            (input.minimum, input.maximum, input.step, input.unit) = (60, 250, 1, "mmHg")
            return input
        }
        func definitionIssues() -> [TaskIssue] { [] }
        func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue { .integer(Int(value.doubleValue ?? 0)) }
        func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue { .integer(Int(text) ?? 0) }
    }

    @Test func itsOptionsAndLayoutReachThePage() {
        let question = KioskQuestion(Question(identifier: "rating", prompt: "How was it?", answerFormat: StarRating(), isOptional: false),
                                     images: [], currentLocation: nil, language: .english)
        #expect(question.input == "choice")
        #expect(question.options?.map(\.text) == ["★", "★★", "★★★", "★★★★", "★★★★★"])
        #expect(question.vertical == true)
    }

    @Test func itsBoundsUnitAndSignReachTheKeypadAndTheHint() {
        let question = KioskQuestion(Question(identifier: "systolic", prompt: "Systolic pressure", answerFormat: BloodPressure(), isOptional: false),
                                     images: [], currentLocation: nil, language: .german)
        #expect(question.input == "integer" && question.minimum == 60 && question.maximum == 250 && question.unit == "mmHg")
        #expect(question.negative == false, "no ± key for a reading that cannot be negative")
        #expect(question.hint == "Von 60 bis 250 mmHg")
    }

    @Test func theKeypadOffersMinusOnlyWhereANumberMayBeNegative() {
        func negative(_ format: any AnswerFormat) -> Bool {
            KioskQuestion(Question(identifier: "q", prompt: "?", answerFormat: format, isOptional: false), images: [], currentLocation: nil,
                          language: .english).negative
        }
        #expect(negative(NumericAnswerFormat(style: .decimal)) && negative(NumericAnswerFormat(style: .integer, minimum: -5)))
        #expect(!negative(NumericAnswerFormat(style: .integer, minimum: 0)) && !negative(BloodPressure()))
        #expect(!negative(AgeAnswerFormat(relativeYear: 2026, useYearForResult: true)) && !negative(YearAnswerFormat(currentYear: 2026)))
        #expect(!negative(HeightAnswerFormat()) && negative(LocationAnswerFormat()))
    }
}
