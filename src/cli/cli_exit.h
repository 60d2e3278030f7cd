/* cli_exit.h - how the CLI ends (cli_exit.c): one line on stderr and an
 * exit status.  Included by cli.h; the lowest piece of src/cli/, it needs
 * nothing else of it.
 *
 * Exit codes: 0 success, 1 runtime failure (I/O, out of memory),
 * 2 usage error (bad option, bad value, bad cards), 130 interrupted.
 */
#ifndef TALON_CLI_EXIT_H
#define TALON_CLI_EXIT_H

#define CLI_EXIT_USAGE 2
#define CLI_EXIT_RUNTIME 1

/* Where the option layer ends the process: cli_usage_error, cli_fail,
 * --help and cli_emit's closed pipe call cli_exit(status), which is
 * exit(status).  The fuzz build (TALON_FUZZ defined, tests/fuzz/fuzz_cli.c)
 * needs cli_parse to return to the fuzzer instead: when cli_exit_jmp points
 * to a jmp_buf, cli_exit stores status in cli_exit_status and longjmps there
 * (nothing is freed: the caller must own no allocation across the jump).
 * The normal build has neither variable and always exits. */
_Noreturn void cli_exit(int status);
#ifdef TALON_FUZZ
#include <setjmp.h>
extern jmp_buf *cli_exit_jmp;
extern int cli_exit_status;
#endif

/* Print "talon: <message>" on stderr and exit with status CLI_EXIT_USAGE. */
_Noreturn void cli_usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Same with status CLI_EXIT_RUNTIME. */
_Noreturn void cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
