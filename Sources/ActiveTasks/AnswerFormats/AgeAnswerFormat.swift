import Markup
import RecordingFormat
import JSONValues

/// An age in whole years (ResearchKit's `ORKAgeAnswerFormat`), typed as the age or as the year
/// of birth, between `minimumAge` and `maximumAge` counted from `relativeYear`. Stored as the age,
/// or as the birth year it implies when `useYearForResult` is set.
public struct AgeAnswerFormat: AnswerFormat, Equatable {
    /// The youngest age allowed.
    public var minimumAge: Int
    /// The oldest age allowed.
    public var maximumAge: Int
    /// The year ages are counted from (a birth year `y` is the age `relativeYear − y`).
    public var relativeYear: Int
    /// Whether the answer stored is the birth year instead of the age.
    public var useYearForResult: Bool
    /// The Rave format (`n`, `n+`) of the item the age is exported to.
    public var raveFormat: RaveFormat?

    /// A typed number from this on is a year of birth, below it an age.
    private static let firstYear = 1000

    /// Creates an age format.
    /// - Parameters:
    ///   - minimumAge: The youngest age allowed.
    ///   - maximumAge: The oldest age allowed.
    ///   - relativeYear: The year ages are counted from.
    ///   - useYearForResult: Whether to store the birth year.
    ///   - raveFormat: The Rave format of the item it is exported to.
    public init(minimumAge: Int = 0, maximumAge: Int = 125, relativeYear: Int, useYearForResult: Bool = false,
                raveFormat: RaveFormat? = nil) {
        self.minimumAge = minimumAge
        self.maximumAge = maximumAge
        self.relativeYear = relativeYear
        self.useYearForResult = useYearForResult
        self.raveFormat = raveFormat
    }

    /// Reads `minimumAge` (0), `maximumAge` (125), `relativeYear` (the current year when the task
    /// is loaded), `useYearForResult` (false) and a Rave `format` (`n`, `n+`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(minimumAge: reader.int("minimumAge") ?? 0, maximumAge: reader.int("maximumAge") ?? 125,
                  relativeYear: reader.int("relativeYear") ?? CalendarYear.of(),
                  useYearForResult: reader.bool("useYearForResult") ?? false, raveFormat: reader.numericRaveFormat())
    }

    /// `"age"`.
    public var type: String { "age" }

    /// A whole number.
    public var inputKind: AnswerInputKind { .integer }

    /// The ages taken, and their bounds when an age (not the birth year) is stored.
    public var input: AnswerInput {
        AnswerInput(minimum: useYearForResult ? nil : Double(minimumAge), maximum: useYearForResult ? nil : Double(maximumAge),
                    ages: minimumAge...maximumAge)
    }

    /// `years`, or nothing when the birth year is stored.
    public var unit: String? { useYearForResult ? nil : "years" }
    /// `age in years (18–90) or year of birth`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Alter in Jahren (18–90) oder Geburtsjahr`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        BuiltInText.typingAge.text(in: language, String(minimumAge), String(maximumAge))
    }

    /// A negative minimum, bounds out of order.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimumAge < 0 { issues.append(TaskIssue(path: "minimumAge", "\(minimumAge) is negative")) }
        if maximumAge < minimumAge { issues.append(TaskIssue(path: "maximumAge", "\(maximumAge) is below minimumAge \(minimumAge)")) }
        if maximumAge >= Self.firstYear {
            issues.append(TaskIssue(path: "maximumAge", "\(maximumAge) would be read as a year of birth; use an age below \(Self.firstYear)"))
        }
        return issues
    }

    /// Accepts a whole number: an age, or a year of birth from 1000 on.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no whole number or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .int(let number) = value else { throw ActivetaskError(.invalidAnswer, "expected an age or a year of birth, found \(value.shown)") }
        return try checked(number, in: .english)
    }

    /// Accepts a typed age or year of birth.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no whole number or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed age or year of birth.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is no whole number or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let number = Int(text.trimmingSpaces) else { throw BuiltInText.refusedTypeYour.refusal(in: language, hint(in: language)) }
        return try checked(number, in: language)
    }

    private func checked(_ number: Int, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let age = number >= Self.firstYear ? relativeYear - number : number
        guard age >= minimumAge, age <= maximumAge else {
            let ages = [String(minimumAge), String(maximumAge), String(relativeYear - maximumAge), String(relativeYear - minimumAge)]
            throw number >= Self.firstYear
                ? BuiltInText.refusedBirthYear.refusal(in: language, values: [String(number), String(age), String(relativeYear)] + ages)
                : BuiltInText.refusedAge.refusal(in: language, values: [String(age)] + ages)
        }
        return .integer(useYearForResult ? relativeYear - age : age)
    }
}
