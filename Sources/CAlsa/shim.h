#ifndef CALSA_SHIM_H
#define CALSA_SHIM_H
#include <alsa/asoundlib.h>

/// Drops alsa-lib's own error messages (it prints them to stderr); callers report errors themselves.
static void CAlsa_ignoreError(const char *file, int line, const char *function, int err, const char *format, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)format;
}

/// Stops alsa-lib from printing its errors to stderr.
static inline void CAlsa_silenceErrors(void) {
    snd_lib_error_set_handler(CAlsa_ignoreError);
}
#endif
