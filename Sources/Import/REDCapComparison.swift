/// One comparison of REDCap branching logic: a field (or one checkbox option of it) against a
/// number or a quoted string, such as `[smoker] = '1'` or `[symptoms(2)] <> "0"`.
package struct REDCapComparison: Sendable, Equatable {
    /// The variable compared.
    package var field: String
    /// The checkbox option compared (`2` in `[symptoms(2)]`); `nil` for the field's own value.
    package var checkboxCode: String?
    /// The comparison, with the field on its left: `=`, `<>`, `>`, `<`, `>=` or `<=`.
    package var comparator: String
    /// The value compared with, without its quotes.
    package var value: String

    /// Creates a comparison.
    /// - Parameters:
    ///   - field: The variable compared.
    ///   - checkboxCode: The checkbox option compared, if any.
    ///   - comparator: `=`, `<>`, `>`, `<`, `>=` or `<=` (`!=` is read as `<>`).
    ///   - value: The value compared with.
    package init(field: String, checkboxCode: String? = nil, comparator: String, value: String) {
        self.field = field
        self.checkboxCode = checkboxCode
        self.comparator = comparator
        self.value = value
    }

    /// The comparison as REDCap writes it, for messages.
    package var text: String {
        "[\(field)\(checkboxCode.map { "(\($0))" } ?? "")] \(comparator) '\(value)'"
    }
}
