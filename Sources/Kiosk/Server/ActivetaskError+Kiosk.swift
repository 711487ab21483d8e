import RecordingFormat

extension ActivetaskError.Code {
    /// The kiosk's server cannot serve its page: the address cannot be bound, or a page resource
    /// is missing from the build.
    package static let serverFailed = ActivetaskError.Code(rawValue: "serverFailed")
}
