@testable import Export
import Testing

/// Rave's numbers: plain decimal, never an exponent, no trailing `.0`.
@Suite struct PlainDecimalTests {
    @Test(arguments: [(1e-05, "0.00001"), (72.0, "72"), (72.5, "72.5"), (1e21, "1000000000000000000000"),
                      (-2.5e-07, "-0.00000025"), (0.1 + 0.2, "0.30000000000000004"), (27000.5, "27000.5")])
    func numbersAreWrittenWithoutExponentAndReadBackExactly(_ value: Double, _ text: String) {
        #expect(PlainDecimal.string(value) == text)
        #expect(Double(PlainDecimal.string(value)) == value)
    }
}
