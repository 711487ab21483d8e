import RecordingFormat

extension BuiltInText {
    /// A typed answer refused with this text in `language`.
    /// - Parameters:
    ///   - language: The run's language.
    ///   - values: The values, in order.
    func refusal(in language: BuiltInLanguage, _ values: String...) -> ActivetaskError {
        refusal(in: language, values: values)
    }

    /// A typed answer refused with this text in `language`.
    /// - Parameters:
    ///   - language: The run's language.
    ///   - values: The values, in order.
    func refusal(in language: BuiltInLanguage, values: [String]) -> ActivetaskError {
        ActivetaskError(.invalidAnswer, text(in: language, values: values))
    }
}
