#include "CSpeechLoader.h"
#include <CLibraryLoader.h>
#include <espeak-ng/speak_lib.h>
#include <alsa/asoundlib.h>

static CLibraryLoaderLibrary espeak = CLIBRARYLOADER_LIBRARY("libespeak-ng.so.1", "libespeak-ng1 (and espeak-ng-data)");
static CLibraryLoaderLibrary asound = CLIBRARYLOADER_LIBRARY("libasound.so.2", "libasound2");

const char *CSpeechLoaderOpen(void) {
    const char *error = CLibraryLoaderOpen(&espeak);
    return error ? error : CLibraryLoaderOpen(&asound);
}

CLIBRARYLOADER_FUNCTION(espeak, int, espeak_Initialize,
                        (espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options),
                        (output, buflength, path, options))
CLIBRARYLOADER_FUNCTION(espeak, const espeak_VOICE **, espeak_ListVoices, (espeak_VOICE *voice_spec), (voice_spec))
CLIBRARYLOADER_PROCEDURE(espeak, espeak_SetSynthCallback, (t_espeak_callback *callback), (callback))
CLIBRARYLOADER_FUNCTION(espeak, espeak_ERROR, espeak_SetVoiceByProperties, (espeak_VOICE *voice_spec), (voice_spec))
CLIBRARYLOADER_FUNCTION(espeak, espeak_ERROR, espeak_Synth,
                        (const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                         unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data),
                        (text, size, position, position_type, end_position, flags, unique_identifier, user_data))

CLIBRARYLOADER_FUNCTION(asound, int, snd_lib_error_set_handler, (snd_lib_error_handler_t handler), (handler))
CLIBRARYLOADER_FUNCTION(asound, int, snd_pcm_open, (snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode),
                        (pcm, name, stream, mode))
CLIBRARYLOADER_FUNCTION(asound, int, snd_pcm_set_params,
                        (snd_pcm_t *pcm, snd_pcm_format_t format, snd_pcm_access_t access, unsigned int channels,
                         unsigned int rate, int soft_resample, unsigned int latency),
                        (pcm, format, access, channels, rate, soft_resample, latency))
CLIBRARYLOADER_FUNCTION(asound, snd_pcm_sframes_t, snd_pcm_writei, (snd_pcm_t *pcm, const void *buffer, snd_pcm_uframes_t size),
                        (pcm, buffer, size))
CLIBRARYLOADER_FUNCTION(asound, int, snd_pcm_recover, (snd_pcm_t *pcm, int err, int silent), (pcm, err, silent))
CLIBRARYLOADER_FUNCTION(asound, int, snd_pcm_drain, (snd_pcm_t *pcm), (pcm))
CLIBRARYLOADER_FUNCTION(asound, int, snd_pcm_close, (snd_pcm_t *pcm), (pcm))
CLIBRARYLOADER_FUNCTION(asound, const char *, snd_strerror, (int errnum), (errnum))
