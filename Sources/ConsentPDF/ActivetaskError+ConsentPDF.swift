import RecordingFormat

extension ActivetaskError.Code {
    /// The signed consent PDF could not be drawn or written.
    public static let consentPDF = ActivetaskError.Code(rawValue: "consentPDF")
}
