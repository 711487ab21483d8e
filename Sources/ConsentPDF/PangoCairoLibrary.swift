import CPangoCairo
import RecordingFormat

/// libpangocairo with cairo, pango and GLib, which the process opens when it first draws a consent
/// PDF or a signature rather than at start (`CPangoCairo`): a command that never draws does not
/// load them or the 40-odd libraries they bring.
enum PangoCairoLibrary {
    /// Opens the libraries, once for the process; every drawing type calls this before its first
    /// call into them.
    /// - Throws: `ActivetaskError(.consentPDF)` naming the library that cannot be opened, why, and
    ///   the Debian package to install.
    static func open() throws(ActivetaskError) {
        guard let reason = CPangoCairoOpen() else { return }
        throw ActivetaskError(.consentPDF, "the consent PDF needs a library that cannot be opened: \(String(cString: reason))")
    }
}
