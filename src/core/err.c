/* err.c - texts of the error codes of err.h. */
#include "err.h"

#include <stdarg.h>
#include <stdio.h>

const char *err_str(int code)
{
    switch (code) {
    case TALON_OK: return "no error";
    case TALON_E_PARSE: return "malformed input";
    case TALON_E_DUP: return "duplicated card";
    case TALON_E_COUNT: return "wrong number of cards";
    case TALON_E_DECK: return "card not in the deck";
    case TALON_E_RANGE: return "value out of range";
    case TALON_E_NOMEM: return "out of memory";
    case TALON_E_INVAL: return "invalid parameters";
    case TALON_E_IO: return "input/output error";
    case TALON_E_CANCEL: return "interrupted";
    default: return "unknown error";
    }
}

int err_why(char *why, size_t size, int code, const char *fmt, ...)
{
    if (why && size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, size, fmt, ap);
        va_end(ap);
    }
    return code;
}
