/* unistd.h - WASI's, plus the process calls WASI has not, for the
 * WebAssembly build (scripts/web): there is one process in a Web Worker, so
 * fork and exec fail with ENOSYS (talon tables, which runs itself in
 * children, says so and stops) and alarm never fires.
 */
#ifndef TALON_WEB_UNISTD_H
#define TALON_WEB_UNISTD_H
#include_next <unistd.h>
#include <errno.h>
#include <sys/types.h>

static inline pid_t fork(void) { errno = ENOSYS; return -1; }
static inline int execv(const char *path, char *const argv[]) { (void)path; (void)argv; errno = ENOSYS; return -1; }
static inline int dup2(int a, int b) { (void)a; (void)b; errno = ENOSYS; return -1; }
/* posix.c: dup fails (ENOSYS); the owner and mode calls succeed doing
 * nothing, and the ids are 0 (one user, files the page never writes). */
int dup(int fd);
int fchmod(int fd, mode_t mode);
int fchown(int fd, uid_t u, gid_t g);
uid_t geteuid(void);
gid_t getegid(void);
static inline unsigned alarm(unsigned s) { (void)s; return 0; }
#endif
