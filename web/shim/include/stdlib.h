/* stdlib.h - WASI's, plus glibc's on_exit, which talon's MPI glue names
 * (src/cli/cli_mpi.c); posix.c's always fails: the page runs no MPI ranks. */
#ifndef TALON_WEB_STDLIB_H
#define TALON_WEB_STDLIB_H
#include_next <stdlib.h>
int on_exit(void (*fn)(int, void *), void *arg);
/* In wasi-libc, declared only for _XOPEN_SOURCE / _GNU_SOURCE. */
char *realpath(const char *restrict path, char *restrict resolved);
#endif
