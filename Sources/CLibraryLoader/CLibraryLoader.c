#define _GNU_SOURCE
#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Held while a library is opened: dlopen once per library, and its outcome read whole.
static pthread_mutex_t openingLock = PTHREAD_MUTEX_INITIALIZER;

const char *CLibraryLoaderOpen(CLibraryLoaderLibrary *library) {
    pthread_mutex_lock(&openingLock);
    if (!library->tried) {
        library->tried = 1;
        library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
        if (!library->handle) {
            const char *reason = dlerror();
            if (asprintf(&library->error, "%s; install %s", reason ? reason : library->soname, library->package) < 0) {
                library->error = (char *)library->soname;
            }
        }
    }
    const char *error = library->error;
    pthread_mutex_unlock(&openingLock);
    return error;
}

void *CLibraryLoaderSymbol(CLibraryLoaderLibrary *library, const char *name) {
    const char *error = CLibraryLoaderOpen(library);
    void *address = error ? NULL : dlsym(library->handle, name);
    if (error) {
        fprintf(stderr, "activetask: %s is needed for %s, but %s\n", library->soname, name, error);
        abort();
    }
    if (!address) {
        fprintf(stderr, "activetask: %s is needed for %s, but it does not define it; install %s\n", library->soname, name,
                library->package);
        abort();
    }
    return address;
}
