import ActiveTasks
import CPangoCairo
import Foundation
import Markup

/// Text laid out by pango for one PDF context: a paragraph, heading or label wrapped to a width,
/// in DejaVu Sans (`fonts-dejavu-core`), and for a character it lacks (CJK, emoji) the font
/// fontconfig's fallback finds for it (Debian's Noto fonts).
final class TextLayout {
    /// The families asked for: DejaVu Sans first, whatever fontconfig's own preference for "Sans"
    /// (Noto Sans once `fonts-noto-core` is installed), so that a document's layout does not change
    /// with the fonts installed for other scripts; then the system's sans-serif.
    static let families = "DejaVu Sans, Sans"

    /// One line of the layout: its index and its height and baseline from its top, in points.
    struct Line {
        var index: Int32
        var height: Double
        var baseline: Double
    }

    /// The pango layout.
    let layout: OpaquePointer
    /// The font size, in points.
    let size: Double
    /// The runs drawn in a colour emoji font (cairo draws them as images), found once.
    private lazy var imageRuns = shapedRuns.filter { $0.family.localizedCaseInsensitiveContains("emoji") }

    /// Lays out pango markup.
    /// - Parameters:
    ///   - markup: Pango markup (escaped text with `<b>` and `<i>`).
    ///   - context: The cairo context the text will be drawn on.
    ///   - size: The font size in points.
    ///   - bold: Whether the whole text is bold.
    ///   - italic: Whether the whole text is italic.
    ///   - width: The width to wrap at, in points; no wrapping when `nil`.
    init(markup: String, context: OpaquePointer, size: Double, bold: Bool = false, italic: Bool = false, width: Double? = nil) {
        layout = pango_cairo_create_layout(context)
        self.size = size
        let font = pango_font_description_from_string(Self.families)
        pango_font_description_set_absolute_size(font, size * Double(CPangoCairoScale))
        if bold { pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD) }
        if italic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(CPangoCairoScale)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_markup(layout, markup, -1)
    }

    /// Lays out plain text.
    convenience init(text: String, context: OpaquePointer, size: Double, bold: Bool = false, italic: Bool = false,
                     width: Double? = nil) {
        self.init(markup: Self.escaped(text), context: context, size: size, bold: bold, italic: italic, width: width)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The lines, top to bottom.
    var lines: [Line] {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var lines: [Line] = []
        var index: Int32 = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator) - logical.y)
            lines.append(Line(index: index, height: Double(logical.height) / Double(CPangoCairoScale),
                              baseline: baseline / Double(CPangoCairoScale)))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The width of the text, in points.
    var width: Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(CPangoCairoScale)
    }

    /// The text laid out, without markup.
    var text: String {
        pango_layout_get_text(layout).map { String(cString: $0) } ?? ""
    }

    /// The text's runs with the family of the font pango drew each in (a fallback's for a script
    /// or an emoji the first font lacks: "Noto Sans CJK JP", "Noto Color Emoji"), in order, runs of
    /// one family next to each other joined; spaces alone are left out.
    var fonts: [FontRun] {
        var runs: [FontRun] = []
        for (_, part, family) in shapedRuns {
            if runs.last?.family == family {
                runs[runs.count - 1].text += part
            } else if !part.allSatisfy(\.isWhitespace) {
                runs.append(FontRun(text: part, family: family))
            } else if !runs.isEmpty {
                runs[runs.count - 1].text += part
            }
        }
        return runs.map { FontRun(text: $0.text.trimmingCharacters(in: .whitespaces), family: $0.family) }
    }

    /// Every run pango shaped, in order: its first byte in `text`, its text and its font's family.
    private var shapedRuns: [(offset: Int32, text: String, family: String)] {
        let text = Array(self.text.utf8)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var runs: [(offset: Int32, text: String, family: String)] = []
        repeat {
            guard let item = pango_layout_iter_get_run_readonly(iterator)?.pointee.item.pointee, let font = item.analysis.font,
                  item.offset >= 0, item.length > 0, Int(item.offset) + Int(item.length) <= text.count else { continue }
            let description = pango_font_describe(font)
            defer { pango_font_description_free(description) }
            let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? "?"
            runs.append((item.offset, String(decoding: text[Int(item.offset)..<Int(item.offset + item.length)], as: UTF8.self), family))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// How many characters no installed font has a glyph for: drawn as a box with the
    /// character's code (pango's hex box), and read back as nothing.
    var missingGlyphs: Int {
        Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Draws line `index` with its baseline at (`x`, `baseline`).
    /// cairo 1.16 draws a colour font's glyphs (emoji) as images, which a PDF reader cannot read
    /// back as text: each such run on the line is also written as an invisible glyph carrying its
    /// text where it starts.
    func draw(line index: Int32, x: Double, baseline: Double, on context: OpaquePointer) {
        cairo_move_to(context, x, baseline)
        pango_cairo_show_layout_line(context, pango_layout_get_line_readonly(layout, index))
        for run in imageRuns {
            var line: Int32 = 0, position: Int32 = 0
            pango_layout_index_to_line_x(layout, run.offset, 0, &line, &position)
            guard line == index else { continue }
            CPangoCairoShowInvisibleText(context, run.text, x + Double(position) / Double(CPangoCairoScale), baseline, size)
        }
    }

    /// `markup`'s runs as pango markup.
    static func markup(_ runs: [ConsentMarkup.Run]) -> String {
        runs.map { run in
            var text = escaped(run.text)
            if run.isItalic { text = "<i>\(text)</i>" }
            if run.isBold { text = "<b>\(text)</b>" }
            return text
        }.joined()
    }

    /// `text` with the characters pango markup reserves escaped (glib's `g_markup_escape_text`).
    static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
