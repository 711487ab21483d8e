#ifndef CLIBRARYLOADER_H
#define CLIBRARYLOADER_H
/// A shared library opened at first use (dlopen) instead of at process start: what
/// `activetask analyze`, `export` and `validate` never call costs them nothing to start.
///
/// A loader target (CSpeechLoader, CPangoCairo) defines the library's functions the package calls as hidden
/// trampolines with the same names and types: each looks its function up once (dlsym) and calls it.
/// Callers check `CLibraryLoaderOpen` first, which names the library and why it cannot be opened;
/// a trampoline called on a library that cannot be opened ends the process with that message, as
/// a missing library at start would have.
typedef struct CLibraryLoaderLibrary {
    /// The file dlopen is given: the library's SONAME (`libespeak-ng.so.1`).
    const char *soname;
    /// What to install when it is missing (a Debian package).
    const char *package;
    /// Whether dlopen was tried (under the loader's lock).
    int tried;
    void *handle;
    /// Why the library could not be opened (dlerror's text) and what to install, else NULL.
    char *error;
} CLibraryLoaderLibrary;

/// A library not opened yet, with its SONAME and Debian package.
#define CLIBRARYLOADER_LIBRARY(soname, package) { (soname), (package), 0, 0, 0 }

/// Opens `library` (once for the process; later calls return the first outcome).
/// @return NULL when it is open, else why it cannot be (dlerror's text: the SONAME and why) and
///   the package to install (`…: cannot open shared object file: …; install libespeak-ng1`).
const char *CLibraryLoaderOpen(CLibraryLoaderLibrary *library);

/// The address of `name` in `library` (or a library it depends on), opening it if needed; ends
/// the process naming the library, the symbol and the package to install when either is missing.
void *CLibraryLoaderSymbol(CLibraryLoaderLibrary *library, const char *name);

/// Declares `found`, the address of `name` in `library`: looked up by the first call, then kept.
#define CLIBRARYLOADER_FOUND(library, name)                                                         \
    static __typeof__(&name) function;                                                             \
    __typeof__(&name) found = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                          \
    if (!found) {                                                                                   \
        found = (__typeof__(&name))CLibraryLoaderSymbol(&(library), #name);                          \
        __atomic_store_n(&function, found, __ATOMIC_RELEASE);                                       \
    }

/// Defines `name` (declared by the library's header, with `parameters` and `arguments` spelled as
/// in a prototype and a call) as a hidden trampoline into `library`: the first call looks the
/// function up, every call goes through the pointer found.
#define CLIBRARYLOADER_FUNCTION(library, result, name, parameters, arguments)                         \
    __attribute__((visibility("hidden"))) result name parameters {                                   \
        CLIBRARYLOADER_FOUND(library, name)                                                         \
        return found arguments;                                                                     \
    }

/// `CLIBRARYLOADER_FUNCTION` for a function that returns nothing.
#define CLIBRARYLOADER_PROCEDURE(library, name, parameters, arguments)                              \
    __attribute__((visibility("hidden"))) void name parameters {                                     \
        CLIBRARYLOADER_FOUND(library, name)                                                         \
        found arguments;                                                                            \
    }
#endif
