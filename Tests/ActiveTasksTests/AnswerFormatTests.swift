import TestSupport
import RecordingFormat
import ActiveTasks
import Foundation
import Testing
import JSONValues

@Suite struct AnswerFormatTests {
    private func rejection(_ format: any AnswerFormat, _ value: JSONValue) -> String? {
        do {
            _ = try format.answer(from: value)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func raveDigitsMapToTenToTheNMinusOne() throws {
        let task = try TestTasks.task("""
        { "identifier": "rave", "steps": [
          { "type": "question", "identifier": "a", "answerFormat": { "type": "integer", "format": "3" } },
          { "type": "question", "identifier": "b", "answerFormat": { "type": "integer", "format": "3+" } },
          { "type": "question", "identifier": "c", "answerFormat": { "type": "text", "format": "$20" } } ] }
        """)
        let threeDigits = try #require(task.steps[0].questions[0].answerFormat as? NumericAnswerFormat)
        #expect(threeDigits.minimum == nil && threeDigits.maximum == 999)
        let exactlyThree = try #require(task.steps[1].questions[0].answerFormat as? NumericAnswerFormat)
        #expect(exactlyThree.minimum == 100 && exactlyThree.maximum == 999)
        #expect((task.steps[2].questions[0].answerFormat as? TextAnswerFormat)?.maximumLength == 20)
        #expect(rejection(exactlyThree, .int(99)) == "99 is below the minimum 100")
        #expect(rejection(exactlyThree, .int(1000)) == "1000 is above the maximum 999")
        #expect(RaveFormat("1+")?.minimum == 0)
        #expect(RaveFormat("x3") == nil && RaveFormat("$0") == nil)
    }

    @Test func numericAnswersRespectBoundsAndStyle() throws {
        let integer = NumericAnswerFormat(style: .integer, unit: "years", minimum: 0, maximum: 120)
        #expect(try integer.answer(from: .int(42)) == .integer(42))
        #expect(try integer.answer(fromText: " 7 ") == .integer(7))
        #expect(rejection(integer, .double(4.5)) == "4.5 is not a whole number")
        #expect(rejection(integer, .int(121)) == "121 is above the maximum 120")
        #expect(rejection(integer, .string("4")) == #"expected a number, found "4""#)
        let decimal = NumericAnswerFormat(style: .decimal, maximumFractionDigits: 1)
        #expect(try decimal.answer(fromText: "72.5") == .decimal(72.5))
        #expect(throws: ActivetaskError(.invalidAnswer, "72.55 has more than 1 digits after the point")) { try decimal.answer(fromText: "72.55") }
    }

    @Test func scaleAnswersMustLieOnAStep() throws {
        let scale = ScaleAnswerFormat(minimum: 0, maximum: 10, step: 2)
        #expect(try scale.answer(from: .int(6)) == .integer(6))
        #expect(rejection(scale, .int(7)) == "7 is not on the scale; values go from 0 in steps of 2")
        #expect(rejection(scale, .int(12)) == "12 is outside 0–10")
        #expect(scale.definitionIssues().isEmpty)
        #expect(ScaleAnswerFormat(minimum: 0, maximum: 13).definitionIssues().isEmpty)
        #expect(ScaleAnswerFormat(minimum: 0, maximum: 14).definitionIssues().map(\.path) == ["step"])
        #expect(ScaleAnswerFormat(minimum: -10001, maximum: 0, step: 1000).definitionIssues().map(\.path).contains("minimum"))
        #expect(ScaleAnswerFormat(minimum: 0, maximum: 4, defaultValue: 5).definitionIssues().map(\.path) == ["defaultValue"])
    }

    @Test func continuousScaleTakesItsFractionDigitsAndRefusesFinerValuesRatherThanRoundThem() throws {
        let scale = ContinuousScaleAnswerFormat(minimum: 0, maximum: 1, maximumFractionDigits: 2)
        #expect(try scale.answer(from: .double(0.46)) == .decimal(0.46))
        #expect(rejection(scale, .double(0.456)) == "0.456 is finer than this scale: type 0.45 or 0.46")
        #expect(rejection(scale, .double(1.5)) == "1.5 is outside 0–1")
        #expect(ContinuousScaleAnswerFormat(minimum: 0, maximum: 1, maximumFractionDigits: 5).definitionIssues().map(\.path) == ["maximumFractionDigits"])
    }

    @Test func choicesAcceptValuesAndNumbersAndHonourExclusiveChoices() throws {
        let single = ChoiceAnswerFormat(style: .singleChoice, choices: [TextChoice(text: "Low", value: .int(0)), TextChoice(text: "High", value: .int(1))])
        #expect(try single.answer(from: .int(1)) == .choice(.int(1)))
        #expect(try single.answer(fromText: "1") == .choice(.int(0)))
        #expect(rejection(single, .int(2)) == "2 is not one of the choices [0, 1]")
        #expect(throws: ActivetaskError(.invalidAnswer, "type one number from 1 to 2")) { try single.answer(fromText: "3") }
        let multiple = ChoiceAnswerFormat(style: .multipleChoice, choices: [
            TextChoice(text: "Noise"), TextChoice(text: "Light"), TextChoice(text: "Nothing", value: .string("none"), isExclusive: true),
        ])
        #expect(try multiple.answer(fromText: "2, 1") == .choices([.string("Noise"), .string("Light")]))
        #expect(rejection(multiple, .array([.string("Noise"), .string("none")])) == #""Nothing" excludes every other choice"#)
        #expect(rejection(multiple, .array([.string("Noise"), .string("Noise")])) == "a choice is given twice")
        let picker = ChoiceAnswerFormat(style: .valuePicker, choices: [TextChoice(text: "Back"), TextChoice(text: "Side")])
        #expect(try picker.answer(from: .string("Side")) == .choice(.string("Side")))
    }

    @Test func textAnswersCheckLengthAndTheWholePattern() throws {
        let text = TextAnswerFormat(maximumLength: 3, validationRegularExpression: "[A-Z]+", invalidMessage: "capital letters only")
        #expect(try text.answer(from: .string("JD")) == .text("JD"))
        #expect(rejection(text, .string("jd")) == "capital letters only")
        #expect(rejection(text, .string("JDx")) == "capital letters only")
        #expect(rejection(text, .string("ABCD")) == "4 characters is more than the maximum 3")
        #expect(TextAnswerFormat(validationRegularExpression: "(").definitionIssues().map(\.path) == ["validationRegularExpression", "invalidMessage"])
    }

    @Test func emailAnswersNeedANameAndADomain() throws {
        let email = EmailAnswerFormat()
        #expect(try email.answer(from: .string("jd@example.org")) == .text("jd@example.org"))
        for bad in ["jd", "jd@", "@example.org", "jd@example", "j d@example.org", "a@b@c.org"] {
            #expect(rejection(email, .string(bad)) != nil, "\(bad)")
        }
    }

    @Test func datesTimesAndIntervalsRespectTheirBounds() throws {
        let date = DateAnswerFormat(minimumDate: DateText.date(from: "2000-01-01"), maximumDate: DateText.date(from: "2000-12-31"))
        #expect(try date.answer(from: .string("2000-06-15")) == .date(Date(timeIntervalSince1970: 961_027_200)))
        #expect(rejection(date, .string("1999-12-31")) == "1999-12-31 is before the earliest date 2000-01-01T00:00:00.000Z")
        #expect(rejection(date, .string("15/06/2000")) == #""15/06/2000" is not a date yyyy-MM-dd"#)
        let time = TimeOfDayAnswerFormat(minimum: TimeOfDay("18:00"))
        #expect(try time.answer(from: .string("22:45")) == .timeOfDay(TimeOfDay(hour: 22, minute: 45)))
        #expect(rejection(time, .string("07:00")) == "07:00 is before the earliest time 18:00:00")
        #expect(rejection(time, .string("24:00")) == #""24:00" is not a time; write HH:mm"#)
        let interval = TimeIntervalAnswerFormat(maximum: 3600)
        #expect(try interval.answer(fromText: "0:30") == .timeInterval(1800))
        #expect(rejection(interval, .int(3601)) == "3601 s is above the maximum 3600 s")
        #expect(TimeIntervalAnswerFormat(minimum: 10, maximum: 5).definitionIssues().map(\.description) == ["maximum: 5 is below minimum 10"])
    }

    @Test func booleanAcceptsNumbersWordsAndLabels() throws {
        let boolean = BooleanAnswerFormat(yes: "Oui", no: "Non")
        #expect(try boolean.answer(fromText: "oui") == .boolean(true))
        #expect(try boolean.answer(fromText: "2") == .boolean(false))
        #expect(rejection(boolean, .int(1)) == "expected true or false, found 1")
    }
}
