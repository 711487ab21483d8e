#include "CPangoCairo.h"
#include <CLibraryLoader.h>
#include <stddef.h>

// libpangocairo's dependencies (libpango, libcairo, libgobject, libglib) are opened with it, and
// dlsym on its handle finds their functions too.
static CLibraryLoaderLibrary pangocairo = CLIBRARYLOADER_LIBRARY("libpangocairo-1.0.so.0", "libpangocairo-1.0-0");

const char *CPangoCairoOpen(void) {
    return CLibraryLoaderOpen(&pangocairo);
}

CLIBRARYLOADER_FUNCTION(pangocairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_destroy, (cairo_t *cr), (cr))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_surface_t *, cairo_image_surface_create,
                        (cairo_format_t format, int width, int height), (format, width, height))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_surface_t *, cairo_pdf_surface_create_for_stream,
                        (cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points), (write_func, closure, width_in_points, height_in_points))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_pdf_surface_set_metadata,
                        (cairo_surface_t *surface, cairo_pdf_metadata_t metadata, const char *utf8), (surface, metadata, utf8))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_surface_finish, (cairo_surface_t *surface), (surface))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_status_t, cairo_surface_write_to_png_stream,
                        (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure), (surface, write_func, closure))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_status_t, cairo_status, (cairo_t *cr), (cr))
CLIBRARYLOADER_FUNCTION(pangocairo, const char *, cairo_status_to_string, (cairo_status_t status), (status))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_save, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_restore, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_line_width, (cairo_t *cr, double width), (cr, width))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_source_rgb,
                        (cairo_t *cr, double red, double green, double blue), (cr, red, green, blue))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_source_rgba,
                        (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_stroke, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_paint, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_show_page, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_select_font_face,
                        (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight), (cr, family, slant, weight))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_set_font_size, (cairo_t *cr, double size), (cr, size))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_scaled_font_t *, cairo_get_scaled_font, (cairo_t *cr), (cr))
CLIBRARYLOADER_FUNCTION(pangocairo, cairo_status_t, cairo_scaled_font_text_to_glyphs,
                        (cairo_scaled_font_t *scaled_font, double x, double y, const char *utf8, int utf8_len, cairo_glyph_t **glyphs,
                         int *num_glyphs, cairo_text_cluster_t **clusters, int *num_clusters, cairo_text_cluster_flags_t *cluster_flags),
                        (scaled_font, x, y, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_glyph_free, (cairo_glyph_t *glyphs), (glyphs))
CLIBRARYLOADER_PROCEDURE(pangocairo, cairo_show_text_glyphs,
                        (cairo_t *cr, const char *utf8, int utf8_len, const cairo_glyph_t *glyphs, int num_glyphs,
                         const cairo_text_cluster_t *clusters, int num_clusters, cairo_text_cluster_flags_t cluster_flags),
                        (cr, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags))
CLIBRARYLOADER_FUNCTION(pangocairo, PangoLayout *, pango_cairo_create_layout, (cairo_t *cr), (cr))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_cairo_show_layout_line, (cairo_t *cr, PangoLayoutLine *line), (cr, line))
CLIBRARYLOADER_FUNCTION(pangocairo, PangoFontDescription *, pango_font_description_from_string,
                        (const char *str), (str))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_font_description_free, (PangoFontDescription *desc), (desc))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_font_description_set_absolute_size,
                        (PangoFontDescription *desc, double size), (desc, size))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_font_description_set_style,
                        (PangoFontDescription *desc, PangoStyle style), (desc, style))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_font_description_set_weight,
                        (PangoFontDescription *desc, PangoWeight weight), (desc, weight))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_set_font_description,
                        (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_set_markup,
                        (PangoLayout *layout, const char *markup, int length), (layout, markup, length))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_set_width, (PangoLayout *layout, int width), (layout, width))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_get_extents,
                        (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (layout, ink_rect, logical_rect))
CLIBRARYLOADER_FUNCTION(pangocairo, PangoLayoutLine *, pango_layout_get_line_readonly,
                        (PangoLayout *layout, int line), (layout, line))
CLIBRARYLOADER_FUNCTION(pangocairo, PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_iter_free, (PangoLayoutIter *iter), (iter))
CLIBRARYLOADER_FUNCTION(pangocairo, int, pango_layout_iter_get_baseline, (PangoLayoutIter *iter), (iter))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_iter_get_line_extents,
                        (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect))
CLIBRARYLOADER_FUNCTION(pangocairo, gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iter), (iter))
CLIBRARYLOADER_FUNCTION(pangocairo, PangoGlyphItem *, pango_layout_iter_get_run_readonly, (PangoLayoutIter *iter), (iter))
CLIBRARYLOADER_FUNCTION(pangocairo, gboolean, pango_layout_iter_next_run, (PangoLayoutIter *iter), (iter))
CLIBRARYLOADER_FUNCTION(pangocairo, const char *, pango_layout_get_text, (PangoLayout *layout), (layout))
CLIBRARYLOADER_FUNCTION(pangocairo, int, pango_layout_get_unknown_glyphs_count, (PangoLayout *layout), (layout))
CLIBRARYLOADER_PROCEDURE(pangocairo, pango_layout_index_to_line_x,
                        (PangoLayout *layout, int index, gboolean trailing, int *line, int *x_pos), (layout, index, trailing, line, x_pos))

void CPangoCairoShowInvisibleText(cairo_t *cr, const char *utf8, double x, double baseline, double size) {
    cairo_glyph_t *glyphs = NULL;
    int count = 0;
    cairo_save(cr);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.01);
    if (cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(cr), x, baseline, ".", 1, &glyphs, &count, NULL, NULL, NULL)
            == CAIRO_STATUS_SUCCESS && count == 1) {
        int length = 0;
        while (utf8[length] != 0) length++;
        cairo_text_cluster_t cluster = { length, 1 };
        cairo_show_text_glyphs(cr, utf8, length, glyphs, 1, &cluster, 1, CAIRO_TEXT_CLUSTER_FLAG_NONE);
    }
    cairo_glyph_free(glyphs);
    cairo_restore(cr);
}
CLIBRARYLOADER_FUNCTION(pangocairo, PangoFontDescription *, pango_font_describe, (PangoFont *font), (font))
CLIBRARYLOADER_FUNCTION(pangocairo, const char *, pango_font_description_get_family,
                        (const PangoFontDescription *desc), (desc))
CLIBRARYLOADER_PROCEDURE(pangocairo, g_object_unref, (gpointer object), (object))
CLIBRARYLOADER_PROCEDURE(pangocairo, g_free, (gpointer mem), (mem))
CLIBRARYLOADER_FUNCTION(pangocairo, gchar *, g_markup_escape_text, (const gchar *text, gssize length), (text, length))
