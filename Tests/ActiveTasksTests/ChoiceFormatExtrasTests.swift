import ActiveTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// Text scales, "other, please specify", multiple-value pickers, the SES ladder and colour choices.
@Suite struct ChoiceFormatExtrasTests {
    private static let transport = ChoiceAnswerFormat(style: .singleChoice, choices: [
        TextChoice(text: "Walking", value: .string("walk")), TextChoice(text: "Car", value: .string("car")),
        TextChoice(text: "Other", value: .string("other"), isOther: true),
    ])

    @Test func aTextScaleNeedsTwoToEightStops() {
        let one = ChoiceAnswerFormat(style: .textScale, choices: [TextChoice(text: "Only")])
        #expect(one.definitionIssues().map(\.message) == ["has 1 choices; a text scale has 2 to 8 stops"])
        let nine = ChoiceAnswerFormat(style: .textScale, choices: (1...9).map { TextChoice(text: "\($0)") })
        #expect(nine.definitionIssues().count == 1)
        let five = ChoiceAnswerFormat(style: .textScale, choices: (1...5).map { TextChoice(text: "\($0)", value: .int($0)) })
        #expect(five.definitionIssues().isEmpty)
    }

    @Test func aTextScaleStoresTheStopsValue() throws {
        let format = ChoiceAnswerFormat(style: .textScale, choices: ["Poor", "Fair", "Good"].enumerated().map { TextChoice(text: $1, value: .int($0 + 1)) })
        #expect(try format.answer(fromText: "3") == .choice(.int(3)))
        #expect(try format.answer(from: .int(2)) == .choice(.int(2)))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .int(4)) } == "4 is not one of the choices [1, 2, 3]")
    }

    @Test func theOtherChoiceStoresWhatWasTypedInPlaceOfItsValue() throws {
        let format = Self.transport
        #expect(try format.answer(fromText: "3: bicycle") == .choice(.string("bicycle")))
        #expect(try format.answer(fromText: "3") == .choice(.string("other")), "unspecified, the choice's own value")
        #expect(try format.answer(fromText: "3:  ") == .choice(.string("other")))
        #expect(try format.answer(from: .object([JSONMember(key: "other", value: .string("bicycle"))])) == .choice(.string("bicycle")))
        #expect(format.hint == "choose one number; to specify \"Other\" type 3: your answer")
    }

    @Test func onlyTheOtherChoiceTakesText() {
        let format = Self.transport
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "1: fast") } == "only \"Other\" takes a typed answer; choose it to specify")
        let plain = ChoiceAnswerFormat(style: .singleChoice, choices: [TextChoice(text: "A")])
        #expect(refusal { () throws(ActivetaskError) in try plain.answer(fromText: "1: x") }?.hasPrefix("the question has no \"other\" choice") == true)
        #expect(refusal { () throws(ActivetaskError) in try plain.answer(from: .object([JSONMember(key: "other", value: .string("x"))])) }?
            .hasPrefix("the question has no \"other\" choice") == true)
    }

    @Test func multipleChoiceKeepsTheOtherTextAmongTheChoices() throws {
        let format = ChoiceAnswerFormat(style: .multipleChoice, choices: Self.transport.choices)
        #expect(try format.answer(fromText: "1,3: scooter") == .choices([.string("walk"), .string("scooter")]))
        #expect(try format.answer(from: .array([.string("car"), .object([JSONMember(key: "other", value: .string("scooter"))])]))
                == .choices([.string("car"), .string("scooter")]))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "1,2: x") } == "only \"Other\" takes a typed answer; choose it to specify")
    }

    @Test func twoOtherChoicesOrAnOtherOnAPickerAreDefinitionIssues() {
        let two = ChoiceAnswerFormat(style: .singleChoice, choices: [TextChoice(text: "A", isOther: true), TextChoice(text: "B", isOther: true)])
        #expect(two.definitionIssues().map(\.message).contains("has several \"other\" choices; keep one"))
        let picker = ChoiceAnswerFormat(style: .valuePicker, choices: [TextChoice(text: "A", isOther: true)])
        #expect(picker.definitionIssues().map(\.path) == ["choices[0].other"])
    }

    private static let sleep = MultipleValuePickerAnswerFormat(valuePickers: [
        ChoiceAnswerFormat(style: .valuePicker, choices: [TextChoice(text: "7 h", value: .int(7)), TextChoice(text: "8 h", value: .int(8))]),
        ChoiceAnswerFormat(style: .valuePicker, choices: [TextChoice(text: "0 min", value: .int(0)), TextChoice(text: "30 min", value: .int(30))]),
    ])

    @Test func aMultipleValuePickerStoresOneValuePerPicker() throws {
        let format = Self.sleep
        #expect(try format.answer(fromText: "7 h, 30 min") == .choices([.int(7), .int(30)]))
        #expect(try format.answer(fromText: "8 0") == .choices([.int(8), .int(0)]), "by value, split at spaces without a comma")
        #expect(try format.answer(from: .array([.int(7), .int(30)])) == .choices([.int(7), .int(30)]))
        #expect(format.text(of: [.int(7), .int(30)]) == "7 h 30 min")
    }

    @Test func aMultipleValuePickerNamesThePickerThatRefused() {
        let format = Self.sleep
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .array([.int(7), .int(15)])) } == "picker 2: 15 is not one of the choices [0, 30]")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .array([.int(7)])) } == "expected an array of 2 values, one per picker, found [7]")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "9 h, 0 min") }?.hasPrefix("\"9 h\" is not a choice of picker 1") == true)
        let single = MultipleValuePickerAnswerFormat(valuePickers: [Self.sleep.valuePickers[0]])
        #expect(single.definitionIssues().map(\.path) == ["valuePickers"])
    }

    @Test func theLadderHasTenRungsFromTheBottom() throws {
        let format = SESAnswerFormat(topRungText: "best off", bottomRungText: "worst off")
        #expect(format.options.count == 10)
        #expect(format.options.first == "rung 1, bottom: worst off")
        #expect(format.options.last == "rung 10, top: best off")
        #expect(try format.answer(fromText: "7") == .integer(7))
        #expect(try format.answer(from: .int(10)) == .integer(10))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "11") } == "11 is no rung; type a rung 1 (bottom) to 10 (top)")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .int(0)) } != nil)
    }

    @Test func aColourChoiceIsChosenByNumberOrValue() throws {
        let format = ColorChoiceAnswerFormat(colorChoices: [ColorChoice(color: "#D32F2F", text: "Red", value: .string("red")),
                                                            ColorChoice(color: "#1976D2", text: "Blue", value: .string("blue"))])
        #expect(format.options == ["Red", "Blue"])
        #expect(try format.answer(fromText: "2") == .choice(.string("blue")))
        #expect(try format.answer(from: .string("red")) == .choice(.string("red")))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .string("green")) } == "\"green\" is not one of the choices [\"red\", \"blue\"]")
    }

    @Test func aColourNotWrittenAsHexIsADefinitionIssue() {
        let format = ColorChoiceAnswerFormat(colorChoices: [ColorChoice(color: "red", text: "Red")])
        #expect(format.definitionIssues().map(\.path) == ["choices[0].color"])
    }

    @Test func everyNewFormatIsRegisteredByItsType() {
        let types = Set(StepRegistry.standard.answerFormatTypes)
        #expect(["height", "weight", "age", "year", "textScale", "multipleValuePicker", "ses", "colorChoice"].allSatisfy(types.contains))
        #expect(StepRegistry.standard.stepTypes.contains("review"))
    }
}
