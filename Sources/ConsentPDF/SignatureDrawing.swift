import ActiveTasks
import CPangoCairo

/// How a signature is drawn, in the signed PDF and in the image Bridge's consent API receives:
/// strokes as round-capped black paths (a lone point as a dot), or the typed initials in italics.
enum SignatureDrawing {
    /// Draws `mark` into the area at `x`, `y` (top-left corner) of `width` × `height`, the
    /// strokes' normalized points scaled into it.
    static func draw(_ mark: ConsentSignatureMark, x: Double, y: Double, width: Double, height: Double, on context: OpaquePointer) {
        cairo_save(context)
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_set_line_width(context, ConsentPDFLayout.strokeWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        for stroke in mark.strokes {
            guard let first = stroke.first else { continue }
            cairo_move_to(context, x + first.x * width, y + first.y * height)
            for point in stroke.dropFirst() {
                cairo_line_to(context, x + point.x * width, y + point.y * height)
            }
            if stroke.count == 1 { cairo_line_to(context, x + first.x * width, y + first.y * height) }
            cairo_stroke(context)
        }
        if mark.strokes.allSatisfy(\.isEmpty), let initials = mark.initials {
            let text = TextLayout(text: initials, context: context, size: height / 2.5, italic: true)
            text.draw(line: 0, x: x + 8, baseline: y + height - 12, on: context)
        }
        cairo_restore(context)
    }
}
