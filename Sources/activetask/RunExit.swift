/// The exit statuses of `run`, `present` and `kiosk` beyond 0 (completed, or ended by the
/// participant: the result is final) and 1 (failed, or refused before it started). A run saved
/// by a signal exits 128 + the signal's number (130, 143, 129); docs/TASK-JSON.md lists them all.
enum RunExit {
    /// The participant stopped and saved the run (Esc, the kiosk's Stop): `taskResult.json` is
    /// `saved` and `--resume` continues it. `EX_TEMPFAIL` of sysexits.h: try again later.
    static let saved: Int32 = 75
}
