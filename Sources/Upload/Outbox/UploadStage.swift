/// How far a result's delivery has got: each stage is journaled once the server confirmed it, so
/// an uploader killed at any moment resumes after the last confirmed stage.
package enum UploadStage: String, Sendable, Codable, CaseIterable {
    /// In the outbox; nothing confirmed by the server yet.
    case queued
    /// Rave: the gateway accepted the credentials.
    case authenticated
    /// REDCap: the server counted the run's record as imported; its recordings' file follows.
    case recordImported
    /// Bridge: the server opened an upload session (its id, URL and expiry are journaled).
    case sessionRequested
    /// Bridge: the server accepted the archive's bytes at the session's URL.
    case bodySent
    /// The server confirmed the result (Bridge: the upload session was completed, or the consent
    /// signature recorded; Rave: the form was accepted).
    case completed
    /// Bridge: the server validated the completed upload (`succeeded` at
    /// `/v3/uploadstatuses/{id}`).
    case validated
}
