/* signal.h - WASI's emulated signals (raise and signal only) and the rest of
 * what talon's CLI names, for the WebAssembly build (scripts/web).  In the
 * page nothing ever sends a signal: Stop ends the Web Worker that runs talon,
 * so sigaction only records the handler and alarm never fires.
 */
#ifndef TALON_WEB_SIGNAL_H
#define TALON_WEB_SIGNAL_H
#include_next <signal.h>
#include <sys/types.h>

#ifndef SIGALRM
#define SIGALRM 14
#endif
#ifndef SA_RESTART
#define SA_RESTART 0x10000000
#endif
struct sigaction {
    void (*sa_handler)(int);
    sigset_t sa_mask;
    int sa_flags;
};
static inline int sigemptyset(sigset_t *s) { *s = 0; return 0; }
static inline int sigaction(int sig, const struct sigaction *sa, struct sigaction *old)
{
    if (old) {
        old->sa_handler = SIG_DFL;
        old->sa_mask = 0;
        old->sa_flags = 0;
    }
    if (sa)
        signal(sig, sa->sa_handler);
    return 0;
}
static inline int kill(pid_t pid, int sig) { (void)pid; (void)sig; return -1; }
#endif
