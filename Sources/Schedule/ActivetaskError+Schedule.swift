import RecordingFormat

extension ActivetaskError.Code {
    /// A unit file with the name a schedule unit needs holds something else; it is kept unless
    /// `--force` is given.
    package static let unitExists = ActivetaskError.Code(rawValue: "unitExists")
    /// A value cannot be written into a unit (a control character, a space where the kiosk
    /// session's flags are split, a name longer than systemd takes).
    package static let unitValue = ActivetaskError.Code(rawValue: "unitValue")
    /// The adherence journal cannot be read or written.
    package static let journalUnavailable = ActivetaskError.Code(rawValue: "journalUnavailable")
}
