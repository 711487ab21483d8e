/// Writes numbers as task JSON and messages show them: without a fraction when they are whole
/// (`5`, `-1`), otherwise as Swift writes the `Double` (`0.25`).
package enum NumberText {
    /// `number` without a fraction when it is whole.
    /// - Parameter number: The number to write.
    package static func string(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// `number` to one decimal, without a trailing `.0`.
    /// - Parameter number: The number to write.
    package static func tenths(_ number: Double) -> String {
        string((number * 10).rounded() / 10)
    }
}
