#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE as a constant Swift can import.
static const int CPangoCairoScale = PANGO_SCALE;
#endif
