/* tab_freq.h - the hand-frequency table: how many of the C(N,5) hands of a
 * deck fall in each category, by exact enumeration.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, false, ORDER_MODERN);
 *     tab_freq t;
 *     tab_freq_exact(&r, &t);   // t.counts[EVAL_FLUSH] == 208, t.total == 201376
 *
 * A generator fills a struct and never prints.  Thread-safe (no shared state).
 */
#ifndef TALON_TAB_FREQ_H
#define TALON_TAB_FREQ_H

#include <stdint.h>
#include "mc.h"
#include "rules.h"

typedef struct tab_freq {
    int deck_size;
    bool ace_low;
    enum rules_order order;
    uint64_t counts[EVAL_NCAT];  /* hands of each category (enum eval_cat index) */
    uint64_t total;              /* C(deck_size, 5) */
} tab_freq;

/* Enumerate every 5-card hand of r's deck with eval5 and count categories.
 * Always succeeds for a valid rules object (returns TALON_OK). */
int tab_freq_exact(const rules *r, tab_freq *t);

/* The frequency table of the article "Poker fermé" ("Probabilités des
 * mains", transcribed in tables/article/frequencies.csv) as data: for deck
 * 52 (which counts the wheel: ace_low on) and 32 (ace high only: ace_low
 * off), the printed count of category c and its printed percentage with
 * its number of decimals.  Returns TALON_OK, or
 * TALON_E_RANGE when the article has no column for (deck, ace_low).
 * tests/test_freq.c checks these equal tables/article/frequencies.csv. */
int tab_freq_article(int deck, bool ace_low, enum eval_cat c, uint64_t *count, double *percent, int *decimals);

/* Binomial coefficient C(n, k) for 0 <= k <= n <= 64 (exact in 64 bits). */
uint64_t tab_binom(int n, int k);

/* The frequency simulation: deal 5 cards uniformly from r's deck and count
 * each hand's category (eval5) into counts[c] (enum eval_cat index; sum of
 * counts == *trials_done).  In precision mode it stops when every category's
 * 95% Wilson half-width is below cfg->precision.  r must stay valid and
 * unchanged during the call.  Returns as mc_run (mc.h) (counts untouched on a
 * parameter error). */
int tab_freq_mc(const rules *r, const mc_config *cfg, uint64_t counts[EVAL_NCAT], uint64_t *trials_done);

#endif
