/* err.h - one error enum for the whole library.
 *
 * Every function of libtalon that can fail returns TALON_OK (0) or one of the
 * negative codes below; results go out through pointers.  err_str() gives a
 * short constant English text for a code.  The core never prints: the CLI
 * turns a code (plus whatever detail the failing call reported) into the one
 * line "talon: reason" on stderr.
 */
#ifndef TALON_ERR_H
#define TALON_ERR_H

#include <stddef.h>

enum talon_err {
    TALON_OK = 0,
    TALON_E_PARSE = -1,     /* malformed text (card, option value, file) */
    TALON_E_DUP = -2,       /* a card given twice */
    TALON_E_COUNT = -3,     /* wrong number of cards / items */
    TALON_E_DECK = -4,      /* card not in the chosen deck, or bad deck size */
    TALON_E_RANGE = -5,     /* a number outside its allowed range */
    TALON_E_NOMEM = -6,     /* allocation failed */
    TALON_E_INVAL = -7,     /* an invalid combination of parameters */
    TALON_E_IO = -8,        /* reading or writing a file failed */
    TALON_E_CANCEL = -9     /* interrupted (the caller's cancel flag was raised) */
};

/* Constant text for an error code; never NULL. Thread-safe. */
const char *err_str(int code);

/* The detail of a failure: fmt formatted into why[0..size) (nothing when why
 * is NULL or size 0), and code returned, so a function fails in one line:
 * return err_why(why, ws, TALON_E_PARSE, "line %ld: ...", no). */
int err_why(char *why, size_t size, int code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

#endif
