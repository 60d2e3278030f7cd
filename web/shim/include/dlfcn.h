/* dlfcn.h - for the WebAssembly build (scripts/web): WASI loads no shared
 * libraries, so talon bench --plugin fails with this reason. */
#ifndef TALON_WEB_DLFCN_H
#define TALON_WEB_DLFCN_H
#define RTLD_LAZY 1
#define RTLD_NOW 2
#define RTLD_LOCAL 0
#define RTLD_GLOBAL 0x100
static inline void *dlopen(const char *path, int mode) { (void)path; (void)mode; return 0; }
static inline char *dlerror(void) { return (char *)"plug-ins cannot be loaded in the browser"; }
static inline void *dlsym(void *h, const char *name) { (void)h; (void)name; return 0; }
static inline int dlclose(void *h) { (void)h; return 0; }
#endif
