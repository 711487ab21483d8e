import RecordingFormat
import CPangoCairo
import Foundation

/// A cairo PDF surface that writes into memory, and its drawing context. Used on one thread;
/// `finish()` ends the document.
final class PDFSurface {
    /// The bytes cairo has written so far.
    private final class Bytes {
        var data = Data()
    }

    /// The drawing context.
    let context: OpaquePointer
    private let surface: OpaquePointer
    private let bytes = Bytes()

    /// Creates a surface of pages `width` × `height` points.
    /// - Throws: `ActivetaskError` when cairo cannot be opened or cannot create it.
    init(width: Double, height: Double) throws(ActivetaskError) {
        try PangoCairoLibrary.open()
        let sink = Unmanaged.passUnretained(bytes).toOpaque()
        surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Bytes>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, sink, width, height)
        context = cairo_create(surface)
        try check("create the PDF surface")
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Sets one of the document's metadata entries (`CAIRO_PDF_METADATA_TITLE`, …).
    func setMetadata(_ key: cairo_pdf_metadata_t, _ value: String) {
        cairo_pdf_surface_set_metadata(surface, key, value)
    }

    /// Ends the current page and starts the next.
    func showPage() {
        cairo_show_page(context)
    }

    /// Ends the document.
    /// - Returns: The PDF's bytes.
    /// - Throws: `ActivetaskError` when cairo failed at any point.
    func finish() throws(ActivetaskError) -> Data {
        try check("draw the PDF")
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ActivetaskError(.consentPDF, "cairo could not finish the PDF: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes.data
    }

    /// Throws when the context or the surface is in an error state.
    private func check(_ what: String) throws(ActivetaskError) {
        for status in [cairo_surface_status(surface), cairo_status(context)] where status != CAIRO_STATUS_SUCCESS {
            throw ActivetaskError(.consentPDF, "cairo could not \(what): \(String(cString: cairo_status_to_string(status))); check that libcairo2 is installed and memory is available")
        }
    }
}
