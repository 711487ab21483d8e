extension BuiltInLanguage {
    /// A number typed with the language's decimal mark (`7,5` in German) written with `.` as
    /// Swift reads it (`7.5`); text with a `.` already, or in a language that writes `.`, is
    /// left as it is.
    /// - Parameter typed: A typed number.
    public func pointDecimal(_ typed: String) -> String {
        guard let mark = locale.decimalSeparator, mark != ".", !typed.contains(".") else { return typed }
        return typed.replacingOccurrences(of: mark, with: ".")
    }
}
