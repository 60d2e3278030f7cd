/* cli_exit.c - how the CLI ends: one line on stderr, "talon: reason", and
 * the exit status (cli_exit.h).  Every other file of src/cli/ reports
 * through these, so they stand below all of them and call none.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli_exit.h"

/* Messages quote the user's input, which may hold anything: a newline or an
 * escape sequence in it must not break the one-line rule (or drive the
 * terminal), bytes that are not UTF-8 must not reach a terminal or a log
 * raw (issue 24: talon eval $'\xff\xfeKs'), and a 128 KB argument must not
 * make a 128 KB line.  So every message goes out through put_clean: valid
 * UTF-8 prints as it is (French card names, accents), a control character
 * (C0, DEL, C1) or a byte that is not part of a valid UTF-8 character
 * prints as \xNN, one escape a byte; and a message over MSG_MAX bytes keeps
 * its first and last MSG_KEEP bytes (the reason comes last) around
 * "[... N bytes ...]", cut on UTF-8 character boundaries. */
#define MSG_MAX 1000
#define MSG_KEEP 400

/* The length of the valid UTF-8 character at s[0..n) (1 to 4), or 0 when
 * s[0] does not start one: a stray continuation byte, an overlong form, a
 * surrogate, a code point over U+10FFFF, a truncated sequence (RFC 3629). */
static size_t utf8_char(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (len == 0 || len > n)
        return 0;
    for (size_t k = 1; k < len; k++)
        if ((s[k] & 0xC0) != 0x80)
            return 0;
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F)     /* overlong; surrogates */
        || (c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] > 0x8F))  /* overlong; over U+10FFFF */
        return 0;
    return len;
}

static void put_clean(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        size_t len = utf8_char(u + i, n - i);
        bool control = len == 1 ? u[i] < 0x20 || u[i] == 0x7f : len == 2 && u[i] == 0xC2 && u[i + 1] < 0xA0;
        if (len == 0 || control) {
            for (size_t k = 0; k < (len ? len : 1); k++)
                fprintf(stderr, "\\x%02x", u[i + k]);
            i += len ? len : 1;
        } else {
            fwrite(u + i, 1, len, stderr);
            i += len;
        }
    }
}

static void vmsg(const char *fmt, va_list ap)
{
    char small[MSG_MAX + 1], *buf = small;
    va_list aq;
    va_copy(aq, ap);
    int len = vsnprintf(small, sizeof small, fmt, aq);
    va_end(aq);
    if (len < 0)
        len = 0, small[0] = 0;
    size_t n = (size_t)len;
    if (n > MSG_MAX) {
        char *big = malloc(n + 1);
        if (big) {
            vsnprintf(big, n + 1, fmt, ap);
            buf = big;
        } else {
            n = MSG_MAX;   /* out of memory: the head only */
        }
    }
    fputs("talon: ", stderr);
    if (n <= MSG_MAX) {
        put_clean(buf, n);
    } else {
        size_t head = MSG_KEEP, tail = n - MSG_KEEP;
        while (head > 0 && ((unsigned char)buf[head] & 0xC0) == 0x80)
            head--;
        while (tail < n && ((unsigned char)buf[tail] & 0xC0) == 0x80)
            tail++;
        put_clean(buf, head);
        fprintf(stderr, " [... %zu bytes ...] ", tail - head);
        put_clean(buf + tail, n - tail);
    }
    fputc('\n', stderr);
    if (buf != small)
        free(buf);
}

#ifdef TALON_FUZZ
jmp_buf *cli_exit_jmp;
int cli_exit_status;
#endif

_Noreturn void cli_exit(int status)
{
#ifdef TALON_FUZZ
    if (cli_exit_jmp) {   /* the fuzzer armed it: back to its setjmp (cli.h) */
        fflush(stdout);
        cli_exit_status = status;
        longjmp(*cli_exit_jmp, 1);
    }
#endif
    exit(status);
}

_Noreturn void cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmsg(fmt, ap);
    va_end(ap);
    cli_exit(CLI_EXIT_USAGE);
}

_Noreturn void cli_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmsg(fmt, ap);
    va_end(ap);
    cli_exit(CLI_EXIT_RUNTIME);
}
