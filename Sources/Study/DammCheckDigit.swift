import ActiveTasks

/// Damm's check digit (H. Michael Damm, 2004): a quasigroup of order 10 whose table catches every
/// single-digit error and every swap of two adjacent digits, as clinic labels use for participant
/// ids. `572` has the check digit 4; the issue's `P-0042-7` is valid because the Damm digit of
/// 0042 is 7 (Luhn's would be 2).
public enum DammCheckDigit {
    /// Damm's weakly totally antisymmetric quasigroup, row by the interim digit, column by the
    /// next digit.
    private static let table: [[Int]] = [
        [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
        [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
        [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
        [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
        [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
        [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
        [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
        [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
        [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
        [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
    ]

    /// The check digit to append to the decimal digits of `text`.
    /// - Parameter text: An id without its check digit (`0042`, `572`); characters other than the
    ///   digits 0–9 are ignored.
    /// - Returns: The digit 0–9 that makes the digits followed by it valid; 0 when they already end
    ///   in their check digit.
    public static func checkDigit(of text: some StringProtocol) -> Int {
        text.reduce(0) { interim, character in
            character.wholeNumberValue.map { character.isASCII ? table[interim][$0] : interim } ?? interim
        }
    }

    /// Whether the decimal digits of `text`, its last digit being the check digit, are valid.
    /// - Parameter text: An id such as `P-0042-7`; characters other than the digits 0–9 are ignored.
    /// - Returns: `true` when `text` has at least two digits and its check digit is right.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        text.filter { $0.isASCII && $0.isNumber }.count >= 2 && checkDigit(of: text) == 0
    }
}
