/* sys/wait.h - for the WebAssembly build (scripts/web): no child processes
 * in a Web Worker (unistd.h's fork fails), so waitpid never finds one. */
#ifndef TALON_WEB_SYS_WAIT_H
#define TALON_WEB_SYS_WAIT_H
#include <errno.h>
#include <sys/types.h>
#define WNOHANG 1
#define WIFEXITED(s) (((s) & 0x7f) == 0)
#define WEXITSTATUS(s) (((s) >> 8) & 0xff)
#define WIFSIGNALED(s) (((s) & 0x7f) != 0 && ((s) & 0x7f) != 0x7f)
#define WTERMSIG(s) ((s) & 0x7f)
static inline pid_t waitpid(pid_t pid, int *st, int opt) { (void)pid; (void)st; (void)opt; errno = ECHILD; return -1; }
#endif
