/* rep_open_wide.h - talon open's wide table and its headline, in
 * rep_open_wide.c.  Pure formatting (report layer): nothing printed,
 * nothing exits.
 */
#ifndef TALON_REP_OPEN_WIDE_H
#define TALON_REP_OPEN_WIDE_H

#include <stddef.h>

#include "out.h"
#include "rep_open.h"
#include "strategy.h"
#include "tab_open_report.h"

/* The answer for one player count into buf[0..size): from the equilibrium
 * where its files are there (j->eq), else by the most realistic threshold
 * model of `models` (bit m: model m; s: model c's drawing strategy). */
void rep_open_headline(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s, char *buf,
                       size_t size);
/* The wide table of one player count into t (out_init'ed here): its
 * headline, notes, a row per position. */
void rep_open_wide(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s, out_table *t);

#endif
