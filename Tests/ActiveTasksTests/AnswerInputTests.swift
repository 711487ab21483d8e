import ActiveTasks
import Testing

/// Each answer format describes its own input — options, bounds, step, units, layout — so that
/// presenters and exporters read the description instead of asking which type the format is.
@Suite struct AnswerInputTests {
    @Test func choicesDescribeTheirOptionsWithWhatEachDoes() {
        let choice = ChoiceAnswerFormat(style: .multipleChoice, choices: [
            TextChoice(text: "Tea", value: .int(1)), TextChoice(text: "None", value: .int(0), isExclusive: true),
            TextChoice(text: "Other", isOther: true),
        ])
        #expect(choice.input.options == [AnswerOption(text: "Tea", value: .int(1)), AnswerOption(text: "None", value: .int(0), isExclusive: true),
                                         AnswerOption(text: "Other", value: .string("Other"), isOther: true)])
        let boolean = BooleanAnswerFormat()
        #expect(boolean.input.options.map(\.value) == [.bool(true), .bool(false)])
        #expect(SESAnswerFormat(topRungText: "best off").input.options.map(\.text) == (1...10).map(String.init))
        #expect(SESAnswerFormat(topRungText: "best off").input.maximumLabel == "best off")
    }

    @Test func numbersAndSlidersDescribeTheirBoundsStepAndStart() {
        let decimal = NumericAnswerFormat(style: .decimal, unit: "kg", minimum: 2.5, maximum: 250, maximumFractionDigits: 1).input
        #expect(decimal.minimum == 2.5 && decimal.maximum == 250 && decimal.unit == "kg" && decimal.step == 0.1 && decimal.fractionDigits == 1)
        let scale = ScaleAnswerFormat(minimum: 0, maximum: 10, step: 2).input
        #expect(scale.minimum == 0 && scale.maximum == 10 && scale.step == 2 && scale.initial == 4 && scale.fractionDigits == nil)
        let slider = ContinuousScaleAnswerFormat(minimum: 0, maximum: 100, maximumFractionDigits: 1,
                                                 appearance: ScaleAppearance(isVertical: true, minimumValueDescription: "none")).input
        #expect(slider.step == 0.1 && slider.initial == 50 && slider.fractionDigits == 1 && slider.isVertical && slider.minimumLabel == "none")
    }

    @Test func anAgeTakesItsAgesAndBoundsOnlyWhatItStores() {
        let age = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026).input
        #expect(age.ages == 18...90 && age.minimum == 18 && age.maximum == 90)
        let birthYear = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026, useYearForResult: true).input
        #expect(birthYear.ages == 18...90 && birthYear.minimum == nil && birthYear.maximum == nil)
        let year = YearAnswerFormat(minimum: 1900, allowFuture: false, currentYear: 2026).input
        #expect(year.isYear && year.minimum == 1900 && year.maximum == 2026)
    }

    @Test func aFormatOfOnesOwnDescribesNothingUnlessItSaysSo() {
        #expect(EmailAnswerFormat().input == AnswerInput())
    }
}
