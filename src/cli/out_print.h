/* out_print.h - rendering report tables (out.h) as text, csv, json or
 * markdown (out_print.c): the CLI's formatting; the tables themselves are
 * built by the report layer. */
#ifndef TALON_OUT_PRINT_H
#define TALON_OUT_PRINT_H

#include <stdio.h>

#include "out.h"

/* Render; returns 0, or -1 if writing failed (closed pipe...). */
int out_print(const out_table *t, enum out_format f, FILE *fp);

/* Render several tables as one document (json: an array). */
int out_print_all(out_table *const *ts, int n, enum out_format f, FILE *fp);

/* Print the headlines of the tables alone, one paragraph each (--quiet);
 * returns 0, or -1 if writing failed. */
int out_print_headlines(out_table *const *ts, int n, FILE *fp);

#endif
