import Foundation

/// Debug builds only: `ACTIVETASK_UPLOAD_KILL_AFTER=STAGE` makes the uploader kill itself with
/// SIGKILL right after the journal recorded STAGE (`sessionRequested`, `bodySent`, `completed`,
/// `authenticated`, `recordImported`), so tests can show that a power cut between any two stages loses nothing and
/// sends nothing twice. Release builds ignore it.
enum StageHook {
    /// Called after `stage` was journaled.
    static func journaled(_ stage: UploadStage) {
        #if DEBUG
        if ProcessInfo.processInfo.environment["ACTIVETASK_UPLOAD_KILL_AFTER"] == stage.rawValue {
            kill(getpid(), SIGKILL)
        }
        #endif
    }
}
