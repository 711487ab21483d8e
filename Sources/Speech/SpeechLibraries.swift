import CSpeechLoader
import RecordingFormat

/// libespeak-ng and ALSA's libasound, which the process opens at first use rather than at start
/// (`CSpeechLoader`): a command that never speaks does not load them or the 15 libraries they
/// pull in, and a board without them can still record, analyse and export.
enum SpeechLibraries {
    /// Opens both libraries, once for the process; every speech type calls this before its first
    /// call into either.
    /// - Throws: `ActivetaskError(.unsupported)` naming the library that cannot be opened, why,
    ///   and the Debian package to install, or `--speech off`.
    static func open() throws(ActivetaskError) {
        guard let reason = CSpeechLoaderOpen() else { return }
        throw ActivetaskError(.unsupported, "speech needs a library that cannot be opened: \(String(cString: reason)); "
                              + "or run with --speech off")
    }
}
