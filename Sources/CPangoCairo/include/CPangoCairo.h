#ifndef CPANGOCAIRO_H
#define CPANGOCAIRO_H
/// The part of cairo's, pango's and GLib's C interfaces the consent PDF uses, declared here
/// (their stable ABI: libcairo.so.2, libpango-1.0.so.0, libpangocairo-1.0.so.0, libglib-2.0.so.0)
/// so that the package needs neither their headers nor pkg-config, and opens the libraries at
/// first use (`CPangoCairoOpen`) instead of loading them, and the 40 libraries they bring, in every
/// process. Each constant's value is the one the real headers give (ConsentPDFTests compiles a
/// program against them and compares); add a function here and in CPangoCairo.c together.

typedef int gboolean;
typedef char gchar;
typedef void *gpointer;
typedef long gssize;

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFont PangoFont;

/// The start of pango's PangoAnalysis (pango-item.h) up to the font that draws its item; the two
/// fields before it are the engine pointers pango keeps for its ABI. Only read through a pointer
/// pango gives (CPangoCairoDeclarationTests compares the font's offset with the real header's).
typedef struct _PangoAnalysis {
    gpointer shape_engine;
    gpointer lang_engine;
    PangoFont *font;
} PangoAnalysis;

/// A run of text pango shapes with one font: its bytes in the layout's text and its analysis.
typedef struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;

/// The start of a layout's run (PangoGlyphItem, pango-glyph-item.h): its item.
typedef struct _PangoGlyphItem {
    PangoItem *item;
} PangoGlyphItem;

/// A rectangle in pango units (`CPangoCairoScale` to a point).
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

/// cairo's status codes: success, and the one the package's write callbacks return.
typedef enum _cairo_status {
    CAIRO_STATUS_SUCCESS = 0,
    CAIRO_STATUS_WRITE_ERROR = 11
} cairo_status_t;

typedef enum _cairo_format {
    CAIRO_FORMAT_RGB24 = 1
} cairo_format_t;

typedef enum _cairo_line_cap {
    CAIRO_LINE_CAP_ROUND = 1
} cairo_line_cap_t;

typedef enum _cairo_line_join {
    CAIRO_LINE_JOIN_ROUND = 1
} cairo_line_join_t;

typedef enum _cairo_pdf_metadata {
    CAIRO_PDF_METADATA_TITLE = 0,
    CAIRO_PDF_METADATA_AUTHOR = 1,
    CAIRO_PDF_METADATA_SUBJECT = 2,
    CAIRO_PDF_METADATA_CREATE_DATE = 5
} cairo_pdf_metadata_t;

typedef enum {
    PANGO_STYLE_ITALIC = 2
} PangoStyle;

typedef enum {
    PANGO_WEIGHT_BOLD = 700
} PangoWeight;

typedef enum {
    PANGO_WRAP_WORD_CHAR = 2
} PangoWrapMode;

typedef struct _cairo_scaled_font cairo_scaled_font_t;

/// A glyph of a scaled font at a position, in user space.
typedef struct {
    unsigned long index;
    double x;
    double y;
} cairo_glyph_t;

/// How many bytes of UTF-8 text and how many glyphs make one cluster.
typedef struct {
    int num_bytes;
    int num_glyphs;
} cairo_text_cluster_t;

typedef enum _cairo_text_cluster_flags {
    CAIRO_TEXT_CLUSTER_FLAG_NONE = 0
} cairo_text_cluster_flags_t;

typedef enum _cairo_font_slant {
    CAIRO_FONT_SLANT_NORMAL = 0
} cairo_font_slant_t;

typedef enum _cairo_font_weight {
    CAIRO_FONT_WEIGHT_NORMAL = 0
} cairo_font_weight_t;

typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);

/// PANGO_SCALE: pango units per point.
static const int CPangoCairoScale = 1024;

/// Opens libpangocairo (with libpango, libcairo, libgobject and libglib, which it depends on), once
/// for the process.
/// @return NULL when it is open, else the library and why it cannot be opened, with the Debian
///   package to install.
const char *CPangoCairoOpen(void);

cairo_t *cairo_create(cairo_surface_t *target);
void cairo_destroy(cairo_t *cr);
cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height);
cairo_surface_t *cairo_pdf_surface_create_for_stream(cairo_write_func_t write_func, void *closure, double width_in_points,
                                                     double height_in_points);
void cairo_pdf_surface_set_metadata(cairo_surface_t *surface, cairo_pdf_metadata_t metadata, const char *utf8);
void cairo_surface_destroy(cairo_surface_t *surface);
void cairo_surface_finish(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
cairo_status_t cairo_surface_status(cairo_surface_t *surface);
cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure);
cairo_status_t cairo_status(cairo_t *cr);
const char *cairo_status_to_string(cairo_status_t status);
void cairo_save(cairo_t *cr);
void cairo_restore(cairo_t *cr);
void cairo_scale(cairo_t *cr, double sx, double sy);
void cairo_move_to(cairo_t *cr, double x, double y);
void cairo_line_to(cairo_t *cr, double x, double y);
void cairo_set_line_cap(cairo_t *cr, cairo_line_cap_t line_cap);
void cairo_set_line_join(cairo_t *cr, cairo_line_join_t line_join);
void cairo_set_line_width(cairo_t *cr, double width);
void cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue);
void cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha);
void cairo_stroke(cairo_t *cr);
void cairo_paint(cairo_t *cr);
void cairo_show_page(cairo_t *cr);
void cairo_select_font_face(cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight);
void cairo_set_font_size(cairo_t *cr, double size);
cairo_scaled_font_t *cairo_get_scaled_font(cairo_t *cr);
cairo_status_t cairo_scaled_font_text_to_glyphs(cairo_scaled_font_t *scaled_font, double x, double y, const char *utf8, int utf8_len,
                                                cairo_glyph_t **glyphs, int *num_glyphs, cairo_text_cluster_t **clusters,
                                                int *num_clusters, cairo_text_cluster_flags_t *cluster_flags);
void cairo_glyph_free(cairo_glyph_t *glyphs);
void cairo_show_text_glyphs(cairo_t *cr, const char *utf8, int utf8_len, const cairo_glyph_t *glyphs, int num_glyphs,
                            const cairo_text_cluster_t *clusters, int num_clusters, cairo_text_cluster_flags_t cluster_flags);
PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_markup(PangoLayout *layout, const char *markup, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
PangoGlyphItem *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);
const char *pango_layout_get_text(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
void pango_layout_index_to_line_x(PangoLayout *layout, int index, gboolean trailing, int *line, int *x_pos);

/// Writes `utf8` at (`x`, `baseline`) as text a PDF reader extracts, all but invisible: one full
/// stop of DejaVu Sans at `size` and 1 % opacity, carrying `utf8` as its text (cairo
/// writes it as an ActualText span), for text drawn as an image (cairo 1.16 draws colour emoji
/// so). A glyph without ink (a space) or a clear colour would be dropped by cairo as drawing nothing.
void CPangoCairoShowInvisibleText(cairo_t *cr, const char *utf8, double x, double baseline, double size);
PangoFontDescription *pango_font_describe(PangoFont *font);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
void g_object_unref(gpointer object);
void g_free(gpointer mem);
gchar *g_markup_escape_text(const gchar *text, gssize length);
#endif
