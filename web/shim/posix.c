/* posix.c - the POSIX calls talon names that wasi-libc has not, for the
 * WebAssembly build (scripts/web).  Each fails as the system would without
 * the facility (ENOSYS), or answers as a lone user would (ids 0): in the page
 * talon only answers questions, it runs no MPI ranks (dup, tmpfile, on_exit)
 * and writes no files whose owner or mode matters (fchown, fchmod).
 */
#include <errno.h>
#include <stdio.h>
#include <sys/types.h>

int dup(int fd)
{
    (void)fd;
    errno = ENOSYS;
    return -1;
}

FILE *tmpfile(void)
{
    errno = ENOSYS;
    return NULL;
}

int on_exit(void (*fn)(int, void *), void *arg)
{
    (void)fn;
    (void)arg;
    return -1;
}

int fchmod(int fd, mode_t mode)
{
    (void)fd;
    (void)mode;
    return 0;
}

int fchown(int fd, uid_t u, gid_t g)
{
    (void)fd;
    (void)u;
    (void)g;
    return 0;
}

uid_t geteuid(void) { return 0; }
gid_t getegid(void) { return 0; }
