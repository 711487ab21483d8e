#ifndef CIIO_SHIM_H
#define CIIO_SHIM_H
#include <iio.h>
#endif
