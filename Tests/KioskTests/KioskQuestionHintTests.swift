import ActiveTasks
import Testing
@testable import Kiosk

/// The hint the kiosk page shows under a typed answer is in the run's language, numbers with its
/// decimal mark.
@Suite struct KioskQuestionHintTests {
    @Test func aNumbersBoundsAreSaidInTheRunsLanguageWithItsDecimalMark() {
        let weight = NumericAnswerFormat(style: .decimal, unit: "kg", minimum: 2.5, maximum: 250)
        #expect(KioskQuestion.participantHint(weight, in: .english) == "From 2.5 to 250 kg")
        #expect(KioskQuestion.participantHint(weight, in: .german) == "Von 2,5 bis 250 kg")
        #expect(KioskQuestion.participantHint(weight, in: .french) == "De 2,5 à 250 kg")
        let floor = NumericAnswerFormat(style: .integer, minimum: 18)
        #expect(KioskQuestion.participantHint(floor, in: .spanish) == "Al menos 18")
    }

    @Test func agesAndYearsAreSaidInTheRunsLanguage() {
        let age = AgeAnswerFormat(minimumAge: 18, maximumAge: 90, relativeYear: 2026)
        #expect(KioskQuestion.participantHint(age, in: .german) == "Ihr Alter (18 bis 90 Jahre) oder Ihr Geburtsjahr")
        let year = YearAnswerFormat(minimum: 1900, allowFuture: false, currentYear: 2026)
        #expect(KioskQuestion.participantHint(year, in: .english) == "A year from 1900 to 2026")
        #expect(KioskQuestion.participantHint(year, in: .spanish) == "Un año de 1900 a 2026")
    }
}
