import ActiveTasks
import CPangoCairo
import Foundation
import RecordingFormat

/// A signature as a PNG image, as Bridge's consent API takes it (`imageData`, base64, with
/// `imageMimeType: image/png`): the signed PDF's signature area (216 × 72 points) at twice its
/// size, black strokes on white.
package enum SignatureImage {
    /// The image's MIME type.
    package static let mimeType = "image/png"

    /// The PNG of `mark`.
    /// - Throws: `ActivetaskError(.consentPDF)` when cairo cannot be opened, draw or encode it.
    package static func png(of mark: ConsentSignatureMark) throws(ActivetaskError) -> Data {
        try PangoCairoLibrary.open()
        final class Bytes {
            var data = Data()
        }
        let scale = 2.0
        let width = ConsentPDFLayout.signatureWidth, height = ConsentPDFLayout.signatureHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width * scale), Int32(height * scale)) else {
            throw ActivetaskError(.consentPDF, "cairo could not create a signature image")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        SignatureDrawing.draw(mark, x: 0, y: 0, width: width, height: height, on: context)
        cairo_surface_flush(surface)
        let bytes = Bytes()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Bytes>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(bytes).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ActivetaskError(.consentPDF, "cairo could not encode the signature as PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes.data
    }
}
