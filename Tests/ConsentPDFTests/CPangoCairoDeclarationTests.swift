import CPangoCairo
import Foundation
import Testing
import TestSupport

/// The package declares the part of cairo's, pango's and GLib's interfaces it uses
/// (`CPangoCairo.h`) instead of reading their headers; these are the values those headers give.
struct CPangoCairoDeclarationTests {
    /// Every constant, the rectangle's size and the offsets of the fields read through pango's
    /// pointers (a run's item, an item's font), as a program compiled against the real headers
    /// (`pkg-config --cflags pangocairo`, from libpango1.0-dev and libcairo2-dev) prints them.
    @Test(.timeLimit(.minutes(1))) func theDeclaredConstantsAreTheHeadersOwn() async throws {
        let folder = try TemporaryDirectory(prefix: "cpangocairo")
        let source = folder.url.appendingPathComponent("values.c")
        try Data("""
            #include <stddef.h>
            #include <stdio.h>
            #include <cairo.h>
            #include <cairo-pdf.h>
            #include <pango/pangocairo.h>
            int main(void) {
                printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %zu %zu %zu %zu %zu %zu %zu\\n", CAIRO_STATUS_SUCCESS, CAIRO_STATUS_WRITE_ERROR,
                       CAIRO_FORMAT_RGB24, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_JOIN_ROUND, CAIRO_PDF_METADATA_TITLE,
                       CAIRO_PDF_METADATA_AUTHOR, CAIRO_PDF_METADATA_SUBJECT, CAIRO_PDF_METADATA_CREATE_DATE, PANGO_STYLE_ITALIC,
                       PANGO_WEIGHT_BOLD, PANGO_WRAP_WORD_CHAR, PANGO_SCALE, sizeof(PangoRectangle), sizeof(gssize), sizeof(gboolean),
                       offsetof(PangoGlyphItem, item), offsetof(PangoItem, offset), offsetof(PangoItem, length),
                       offsetof(PangoItem, analysis.font));
                return 0;
            }
            """.utf8).write(to: source)
        let program = folder.url.appendingPathComponent("values").path
        let compiled = try await ActivetaskBinary.shell("cc \(source.path) -o \(program) $(pkg-config --cflags --libs pangocairo)")
        try #require(compiled.status == 0, "the real headers are needed (apt-get install libpango1.0-dev libcairo2-dev): \(compiled.stderr)")
        let printed = try await ActivetaskBinary.shell(program)
        let ours: [Int] = [Int(CAIRO_STATUS_SUCCESS.rawValue), Int(CAIRO_STATUS_WRITE_ERROR.rawValue), Int(CAIRO_FORMAT_RGB24.rawValue),
                           Int(CAIRO_LINE_CAP_ROUND.rawValue), Int(CAIRO_LINE_JOIN_ROUND.rawValue), Int(CAIRO_PDF_METADATA_TITLE.rawValue),
                           Int(CAIRO_PDF_METADATA_AUTHOR.rawValue), Int(CAIRO_PDF_METADATA_SUBJECT.rawValue),
                           Int(CAIRO_PDF_METADATA_CREATE_DATE.rawValue),
                           Int(PANGO_STYLE_ITALIC.rawValue), Int(PANGO_WEIGHT_BOLD.rawValue), Int(PANGO_WRAP_WORD_CHAR.rawValue),
                           Int(CPangoCairoScale), MemoryLayout<PangoRectangle>.size, MemoryLayout<gssize>.size, MemoryLayout<gboolean>.size,
                           MemoryLayout<PangoGlyphItem>.offset(of: \.item)!, MemoryLayout<PangoItem>.offset(of: \.offset)!,
                           MemoryLayout<PangoItem>.offset(of: \.length)!, MemoryLayout<PangoItem>.offset(of: \.analysis.font)!]
        #expect(printed.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } == ours,
                "headers: \(printed.stdout)")
    }
}
