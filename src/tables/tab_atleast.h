/* tab_atleast.h - "Jeux ayant plus que…" of the article "Poker fermé"
 * ("Probabilité d'avoir au moins...", transcribed in
 * tables/article/atleast.csv): the probability that a dealt 5-card hand is
 * strictly better, by draw class (dclass.h), than trips, two pair, a
 * playable draw, and a pair of each rank of the deck; exact, by enumerating
 * all C(N,5) hands.  Also the article's printed table, as data, and the
 * test of agreement with its rounding.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     tab_atleast t;
 *     tab_atleast_exact(&r, &t);
 *     for (int i = 0; i < t.nrows; i++) {
 *         double p = tab_atleast_prob(&t, i);          // P(class > t.rows[i].cls)
 *         double pct; bool trunc;
 *         char key[DCLASS_NAME_MAX];
 *         dclass_key(&r, t.rows[i].cls, key, sizeof key);   // "trips", "AA", ...
 *         if (tab_atleast_article(32, key, &pct, &trunc) == TALON_OK &&
 *             !tab_atleast_agrees(p, pct, trunc)) ...      // flag the cell
 *     }
 *
 * Rows, in the article's order: trips, two pair, draw (= P(two pair or
 * better)), then the pairs from aces down to the deck's lowest rank (a pair
 * rank not in the deck has no row).  "Better" is by class under the rules,
 * so under the archaic order the trips row leaves out straights (they rank
 * below trips there).  A generator fills a struct and never prints; no
 * globals; thread-safe.  52 cards take a few tens of milliseconds.
 */
#ifndef TALON_TAB_ATLEAST_H
#define TALON_TAB_ATLEAST_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "dclass.h"
#include "rules.h"

#define TAB_ATLEAST_MAX_ROWS (3 + CARD_RANKS)

typedef struct tab_atleast {
    int deck_size;
    bool ace_low;
    enum rules_order order;
    uint64_t total;                  /* C(deck_size, 5) */
    uint64_t counts[DCLASS_COUNT];   /* hands in each draw class */
    uint64_t pair_draw[CARD_RANKS];  /* one-pair hands of each rank that hold a playable draw: counted in
                                        DCLASS_DRAW, not in DCLASS_PAIR(rank) (what a pair class leaves out) */
    int nrows;
    struct {
        int cls;                     /* the threshold class */
        uint64_t better;             /* hands of a strictly higher class */
    } rows[TAB_ATLEAST_MAX_ROWS];
} tab_atleast;

/* Enumerate every hand of r's deck (eval5 + dclass_of_value) and fill t.
 * Always succeeds for a valid rules object (returns TALON_OK). */
int tab_atleast_exact(const rules *r, tab_atleast *t);

/* The same table under the other straight convention (r with ace-low
 * flipped, same deck and order): what a cell that differs from the article
 * is compared with.  Returns TALON_OK, or rules_init's error. */
int tab_atleast_exact_other(const rules *r, tab_atleast *t);

/* P(class > rows[i].cls) = rows[i].better / total. */
static inline double tab_atleast_prob(const tab_atleast *t, int i)
{
    return (double)t->rows[i].better / (double)t->total;
}

/* The article's printed cell for a deck (52, 48, 44, 40, 32) and a threshold
 * key as dclass_key writes it ("trips", "two-pair", "draw", "AA".."22"):
 * *percent is the printed percentage (14.4 for "14,4 %") and *truncated says
 * how that column was printed (52: truncated, like the article's 52-card
 * frequency table; the others rounded; see tables/article/README.md).
 * Returns TALON_OK; TALON_E_RANGE when the article has no such cell: a deck
 * it does not print, or a pair rank absent from the deck (the article prints
 * "0,0%" there, which is not data); TALON_E_PARSE for an unknown key.
 * The values are the transcription in tables/article/atleast.csv (a test
 * keeps the two identical). */
int tab_atleast_article(int deck, const char *key, double *percent, bool *truncated);

/* Whether an exact probability p (0..1) agrees with a printed percentage:
 * rounded to one decimal, |100p - percent| <= 0.05; truncated,
 * percent <= 100p < percent + 0.1 (both with 1e-9 slack for binary
 * fractions). */
bool tab_atleast_agrees(double p, double percent, bool truncated);

#endif
