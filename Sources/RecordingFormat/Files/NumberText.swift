/// Writes numbers as task JSON and messages show them: without a fraction when they are whole
/// (`5`, `-1`), otherwise as Swift writes the `Double` (`0.25`).
package enum NumberText {
    /// `number` without a fraction when it is whole.
    /// - Parameter number: The number to write.
    package static func string(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// `count` and the noun for that many: `1 step visit`, `2 step visits`.
    /// - Parameters:
    ///   - count: How many.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other count.
    package static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `number` to one decimal, without a trailing `.0`.
    /// - Parameter number: The number to write.
    package static func tenths(_ number: Double) -> String {
        string((number * 10).rounded() / 10)
    }
}
