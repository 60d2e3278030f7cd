/* rep_atleast.h - talon atleast's table (report layer): "Jeux ayant plus
 * que…", the probability that a dealt hand is strictly better (by draw
 * class) than trips, two pair, a playable draw, and each pair, for one
 * deck, exact (tab_atleast.h), with the article's value beside ours.
 *
 * A cell "differs" when our exact value is outside the interval the
 * article's one printed decimal stands for (rounded or truncated, per
 * column).  For each such cell the reason says whether the other straight
 * convention would match, and whether the article's own trips and
 * two-pair cells contradict each other.  CSV keeps exactly deck,ace_low,
 * threshold,probability,article; text, md and json add diff, differs and
 * reason.
 */
#ifndef TALON_REP_ATLEAST_H
#define TALON_REP_ATLEAST_H

#include <stdbool.h>
#include <stdint.h>

#include "out.h"
#include "rules.h"
#include "tab_atleast.h"

/* How to word it. */
typedef struct rep_atleast_params {
    int lang;           /* 0 English, 1 French */
    uint64_t seed;      /* the run's seed, in the method fields */
    bool csv;           /* the table is for CSV: its five columns only, no diff, flag, reason or count of differences */
} rep_atleast_params;

/* Build one deck's table into t (out_init'ed here; the caller out_free's
 * it, and renders it unless out_failed): a is tab_atleast_exact of the
 * rules r, alt tab_atleast_exact_other of r (the other straight
 * convention, which the reasons quote).  The article's cells are shown
 * when r ranks in the modern order and the article prints r's deck; the
 * notes say so otherwise. */
void rep_atleast_table(out_table *t, const rep_atleast_params *p, const rules *r, const tab_atleast *a,
                       const tab_atleast *alt);

#endif
