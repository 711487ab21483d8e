#ifndef CSPEECHLOADER_H
#define CSPEECHLOADER_H

/// Opens libespeak-ng and ALSA's libasound, which the speech functions the package calls
/// (defined by this target as trampolines, see CLibraryLoader.h) need: once for the process.
/// @return NULL when both are open, else the library and why it cannot be opened, with the
///   Debian package to install.
const char *CSpeechLoaderOpen(void);
#endif
