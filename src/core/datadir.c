/* datadir.c - the lookup of talon's data folders (datadir.h gives the order
 * and why).  The executable's folder comes from /proc/self/exe, read once per
 * call (no cache: a cache would be a global to guard, and a lookup is a few
 * system calls beside loading a strategy file of megabytes).  The install
 * prefix's folder is the one path compiled in: CMake passes it as
 * DATADIR_INSTALLED to this file alone; it names where `make install` puts the
 * data, never where the tree was built.
 */
#include "datadir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "err.h"

#ifndef DATADIR_INSTALLED
#define DATADIR_INSTALLED "/usr/local/share/talon"
#endif

/* The folder of the running executable into dir (no trailing slash), or false. */
static int exe_folder(char *dir, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", dir, size - 1);
    if (n <= 0 || (size_t)n >= size - 1)
        return 0;
    dir[n] = 0;
    char *slash = strrchr(dir, '/');
    if (!slash)
        return 0;
    *(slash == dir ? slash + 1 : slash) = 0;   /* "/talon" -> "/" */
    return 1;
}

int datadir_folders(char dirs[DATADIR_FOLDERS][DATADIR_PATH_MAX])
{
    int n = 0;
    const char *env = getenv(DATADIR_ENV);
    if (env && *env && strlen(env) < DATADIR_PATH_MAX)
        snprintf(dirs[n++], DATADIR_PATH_MAX, "%s", env);
    char exe[DATADIR_PATH_MAX - 16];   /* room for the suffixes below */
    if (exe_folder(exe, sizeof exe)) {
        const char *sep = strcmp(exe, "/") == 0 ? "" : "/";
        snprintf(dirs[n++], DATADIR_PATH_MAX, "%s%s../share/talon", exe, sep);
        snprintf(dirs[n++], DATADIR_PATH_MAX, "%s%sshare/talon", exe, sep);
    }
    snprintf(dirs[n++], DATADIR_PATH_MAX, "%s", DATADIR_INSTALLED);
    return n;
}

int datadir_find(const char *rel, char *path, size_t size, char *why, size_t why_size)
{
    if (!rel || !*rel || rel[0] == '/') {
        snprintf(why, why_size, "a data file is named relative to the data folder, not '%s'", rel ? rel : "");
        return TALON_E_INVAL;
    }
    char dirs[DATADIR_FOLDERS][DATADIR_PATH_MAX];
    int n = datadir_folders(dirs);
    size_t k = (size_t)snprintf(why, why_size, "%s is in none of talon's data folders:", rel);
    for (int i = 0; i < n; i++) {
        char full[2 * DATADIR_PATH_MAX];
        snprintf(full, sizeof full, "%s/%s", dirs[i], rel);
        struct stat st;
        if (stat(full, &st) == 0 && (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)) && access(full, R_OK) == 0) {
            if (strlen(full) >= size) {
                snprintf(why, why_size, "the path of %s is too long (%zu bytes)", rel, strlen(full));
                return TALON_E_RANGE;
            }
            memcpy(path, full, strlen(full) + 1);
            return TALON_OK;
        }
        if (k < why_size)
            k += (size_t)snprintf(why + k, why_size - k, "%s %s", i ? "," : "", dirs[i]);
    }
    const char *env = getenv(DATADIR_ENV);
    if (k < why_size && !(env && *env))
        snprintf(why + k, why_size - k, " (%s is not set)", DATADIR_ENV);
    return TALON_E_IO;
}
