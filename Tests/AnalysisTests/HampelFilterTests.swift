@testable import SignalProcessing
import Testing

/// Mobilise-D's Hampel filter on a bout's step durations, and the cadence it gives a bout whose
/// contacts were partly missed.
@Suite struct HampelFilterTests {
    @Test func aStepSpanningAMissedContactTakesItsNeighboursMedianAndTheOthersStay() {
        let filtered = HampelFilter.apply([0.6, 0.62, 1.2, 0.58, 0.6])
        #expect(filtered == [0.6, 0.62, 0.6, 0.58, 0.6])
    }

    @Test func aBoutWithMissedContactsHasTheCadenceOfTheStepsItsNeighboursMade() throws {
        // Steps of about 0.65 s (92 steps/min); the contacts of four were missed (1.3–1.9 s steps),
        // which pulled the plain median to 0.775 s (77.4 steps/min). The first step's duration is
        // filtered to its window's median (0.65 s), the run of three long ones stays (its window's
        // median is long too).
        let steps = [1.3, 0.55, 0.65, 0.7, 0.65, 1.35, 1.3, 1.9, 0.85, 0.6]
        let contacts = steps.reduce(into: [10.0]) { $0.append($0[$0.count - 1] + $1) }
        let bout = WalkingBout(start: contacts[0], end: contacts[contacts.count - 1], initialContacts: contacts, strides: [], turns: [])
        #expect(abs(try #require(bout.cadence) - 60 / 0.675) < 1e-6)
    }
}
