import RecordingFormat

extension ActivetaskError.Code {
    /// The signed consent PDF could not be drawn or written.
    package static let consentPDF = ActivetaskError.Code(rawValue: "consentPDF")
}
