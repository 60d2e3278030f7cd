/* text.h - small checks on text shared by the parsers of the library and
 * the CLI. */
#ifndef TALON_TEXT_H
#define TALON_TEXT_H

#include <stdbool.h>

/* Whether s is a plain decimal number, whole: an optional sign, digits with
 * at most one decimal point (at least one digit), an optional exponent
 * (e or E, an optional sign, digits).  strtod alone also takes leading
 * spaces, hexadecimal ("0x10"), "inf" and "nan", which no user of talon
 * means as a count or a price. */
static inline bool text_is_decimal(const char *s)
{
    int digits = 0;
    if (*s == '+' || *s == '-')
        s++;
    for (; *s >= '0' && *s <= '9'; s++)
        digits++;
    if (*s == '.')
        for (s++; *s >= '0' && *s <= '9'; s++)
            digits++;
    if (!digits)
        return false;
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        if (!(*s >= '0' && *s <= '9'))
            return false;
        while (*s >= '0' && *s <= '9')
            s++;
    }
    return *s == '\0';
}

#endif
