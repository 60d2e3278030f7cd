/* rep_eq_bluff.h - the tables of `talon bluff --model equilibrium`, in
 * rep_eq_bluff.c: how often the solved game's bets after the draw are
 * bluffs, by bet size (beside the article's "a third" and talon bluff's toy
 * models) and by seat and cards drawn.  The CLI (cmd_eq_bluff.c) loads the
 * files and plays them on sampled deals (eq_bluff); these lay the figures
 * out.  Pure formatting: nothing printed, nothing exits; each out_init's
 * its tables and fills them.
 */
#ifndef TALON_REP_EQ_BLUFF_H
#define TALON_REP_EQ_BLUFF_H

#include <stdint.h>

#include "out.h"
#include "rep_eq.h"
#include "tab_equilibrium.h"

/* What the tables say of the run: its words and its sampling. */
typedef struct rep_eq_bluff_params {
    int lang;           /* 0 English, 1 French */
    uint64_t seed;      /* eq_bluff's seed */
    uint64_t deals;     /* the sampled deals of each file */
} rep_eq_bluff_params;

/* Text and md: file i's figures b (i = 0 the pot file, 1 the half-pot one
 * of e) as two tables, t[0] by bet size (with the headline, the deals and
 * the files' quality as notes) and t[1] by seat and cards drawn. */
void rep_eq_bluff_tables(const rep_eq_pair *e, const eq_bluff_table *b, int i, const rep_eq_bluff_params *p,
                         out_table *t);
/* csv and json: one tidy table of the nb files' figures b[0..nb), a row a
 * figure, with the text tables' headlines and notes, and the players, the
 * deck, the method, the deals that reached round 2 and the files' facts as
 * fields.  Out of memory: tidy is marked failed (out_failed). */
void rep_eq_bluff_tidy(const rep_eq_pair *e, const eq_bluff_table *b, int nb, const rep_eq_bluff_params *p,
                       out_table *tidy);

#endif
