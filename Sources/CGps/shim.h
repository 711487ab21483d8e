#ifndef CGPS_SHIM_H
#define CGPS_SHIM_H
#include <gps.h>

/// Sends a request string to gpsd; `gps_send` itself is variadic and does not import into Swift.
static inline int CGps_send(struct gps_data_t *data, const char *request) {
    return gps_send(data, "%s", request);
}

/// WATCH_ENABLE | WATCH_JSON, which are built from other macros and so do not import.
static const unsigned int CGps_watchEnableJSON = WATCH_ENABLE | WATCH_JSON;
/// WATCH_DISABLE.
static const unsigned int CGps_watchDisable = WATCH_DISABLE;
#endif
