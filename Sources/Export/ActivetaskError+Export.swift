import RecordingFormat

extension ActivetaskError.Code {
    /// A Rave study file is malformed or misses a key; the message has one line per problem.
    package static let invalidStudy = ActivetaskError.Code(rawValue: "invalidStudy")
    /// Answers cannot become Rave data values (a broken format, a shared OID, an ambiguous choice);
    /// the message has one line per item.
    package static let invalidDataValue = ActivetaskError.Code(rawValue: "invalidDataValue")
    /// The run did not complete, so it is not a form to submit.
    package static let runNotCompleted = ActivetaskError.Code(rawValue: "runNotCompleted")
    /// An archive could not be encrypted for the certificate given.
    package static let encryptionFailed = ActivetaskError.Code(rawValue: "encryptionFailed")
}
