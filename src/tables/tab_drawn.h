/* tab_drawn.h - "Cartes demandées": the distribution of the final hand by
 * number of cards drawn (0..4), how often each draw is asked, and where each
 * final hand came from (served, or improved from a pair, trips, two pair or
 * a draw), under a drawing strategy.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, false, ORDER_MODERN);
 *     strategy s; strategy_preset("article", &s);
 *     tab_drawn t;
 *     tab_drawn_exact(&r, &s, 0, &t);               // exact, all threads
 *     double p[EVAL_NCAT]; bool memo;
 *     tab_drawn_row(&t, 1, p, &memo);               // final hands of the one-card draws
 *     double a = tab_drawn_asked(&t, 1);            // 0.116...: share of hands drawing one
 *     double o = tab_drawn_origin(&t, true, EVAL_QUADS, STRATEGY_S_PAIR);
 *
 * One struct for two producers.  tab_drawn_exact fills it for one player
 * alone (every hand, every replacement from the other N-5 cards; the
 * discards are not shuffled back).  A Monte Carlo table dealer (several
 * players drawing from one stock) fills the same struct with trial counts:
 * tab_drawn_init, then per player hand `played[served][draw][final]++` or
 * `folded[served]++`, `total++`, the dealer's counts per deal, and
 * tab_drawn_merge to add accumulators (table.h, tab_drawn_mc).
 *
 * Weights.  Every cell is a weight; a probability is a weight / total.
 * Exact: each dealt hand weighs `unit` = lcm of C(N-5, d) for d = 0..4, and
 * a hand drawing d cards spreads its weight over its C(N-5, d) replacements,
 * unit / C(N-5, d) each, so every cell is an exact integer and
 * total = C(N,5) * unit.  Monte Carlo: unit = 1, each player hand dealt
 * weighs 1, total = trials * players.
 *
 * Two views of every hand:
 *   played  the strategy as given: a hand that folds counts in folded[],
 *           the others in played[served class][cards drawn][final category];
 *           sum(played) + sum(folded) == total.
 *   memo    (has_memo; exact only) every hand plays, with camouflage off
 *           (pairs draw 3, trips 2) and folding hands making their forced
 *           play (empty hands draw 4 keeping the highest card): the
 *           article's 3- and 4-card tables "pour mémoire" are memo rows;
 *           sum(memo) == total.
 *
 * The struct is plain data (about 6 KB, no pointers): copy, zero and add it
 * freely.  Functions are pure and thread-safe on distinct structs.
 */
#ifndef TALON_TAB_DRAWN_H
#define TALON_TAB_DRAWN_H

#include <stdbool.h>
#include <stdint.h>

#include "rules.h"
#include "strategy.h"
#include "table.h"

#define TAB_DRAWN_ROWS 5   /* cards drawn: 0, 1, 2, 3, 4 */

typedef struct tab_drawn {
    int deck_size;
    bool ace_low;
    enum rules_order order;
    int players;                         /* 1: single player; > 1: table deals */
    bool exact;                          /* true: tab_drawn_exact; false: Monte Carlo */
    char strategy[STRATEGY_NAME_MAX];    /* the strategy's name ("" if unnamed) */
    uint64_t trials;                     /* Monte Carlo: table deals; exact: 0 */
    uint64_t unit;                       /* weight of one dealt hand (exact: see above; MC: 1) */
    uint64_t total;                      /* weight of all dealt hands */
    uint64_t played[STRATEGY_NSERVED][TAB_DRAWN_ROWS][EVAL_NCAT];
    uint64_t folded[STRATEGY_NSERVED];
    bool has_memo;
    uint64_t memo[STRATEGY_NSERVED][TAB_DRAWN_ROWS][EVAL_NCAT];
    /* What the dealer did (a whole table, Monte Carlo; zero otherwise): how
     * often the rules of the article and of the classic French rules (the
     * four-card rule, the re-shuffle) that a single player never meets
     * came into play. */
    struct {
        uint64_t fours;            /* deals where a seat exchanged four cards */
        uint64_t limited;          /* seats that asked four after another did: held to three */
        uint64_t burns;            /* deals with a card burnt before the fourth card */
        uint64_t reshuffle_deals;  /* deals where the stock ran out: discards re-shuffled */
        uint64_t reshuffles;       /* re-shuffles in all */
    } dealer;
} tab_drawn;

/* Zero t and set its conventions from r, the strategy's name and players
 * (unit 1, exact false, has_memo false).  For producers; tab_drawn_exact
 * calls it itself. */
void tab_drawn_init(tab_drawn *t, const rules *r, const strategy *s, int players);

/* Add the cells, trials and total of `from` into `into` (same conventions,
 * asserted; has_memo is kept only when both have it). */
void tab_drawn_merge(tab_drawn *into, const tab_drawn *from);

/* Exact single-player table.  Suit symmetry: only one hand per class of
 * hands equal under a permutation of the suits is decided, weighted by the
 * class's size; the replacements are counted, not dealt (inclusion-exclusion
 * over the discards on "how many five-card hands containing X are of each
 * category", for every set X of 1..4 cards, from one pass over the C(N,5)
 * hands).  threads: OpenMP threads, 0 = all; the result does not depend on
 * it.  s must pass strategy_check.  Returns TALON_OK, TALON_E_RANGE (a bad
 * strategy or threads < 0), TALON_E_INVAL (NULL), TALON_E_NOMEM (the count
 * tables: about 10 MB at 52 cards). */
int tab_drawn_exact(const rules *r, const strategy *s, int threads, tab_drawn *t);

/* Share of all dealt hands (played ones: memo false) that draw d cards
 * (0 <= d < TAB_DRAWN_ROWS); with memo true, the same under the memo view. */
double tab_drawn_asked(const tab_drawn *t, int d, bool memo);

/* Share of all dealt hands that fold (played view). */
double tab_drawn_folds(const tab_drawn *t);

/* Distribution p[eval_cat] of the final hand among the hands drawing d
 * cards: from the played view when some hand draws d, else from the memo
 * view (*memo = true).  TALON_OK, or TALON_E_RANGE when no hand draws d in
 * either view (p all 0) or d is out of range.  memo may be NULL. */
int tab_drawn_row(const tab_drawn *t, int d, double p[EVAL_NCAT], bool *memo);

/* Origins: among the final hands of category c (played or memo view), the
 * share that was served as class `served` (STRATEGY_S_PAT for c a pat
 * category, STRATEGY_S_QUADS for quads kept: "served"; the others:
 * "improved from").  0 when no final hand is of category c. */
double tab_drawn_origin(const tab_drawn *t, bool memo, enum eval_cat c, int served);

/* Weight of the final hands of category c (sum over served classes and
 * draws) in a view. */
uint64_t tab_drawn_final(const tab_drawn *t, bool memo, enum eval_cat c);

/* ---- the article's tables ("Cartes demandées", tables/article/drawn-*.csv) - */

/* The article's printed cell for deck 52, 48, 44, 40 or 32, d cards drawn
 * (0..4) and final category c: *percent the printed percentage, *decimals
 * how many decimals it was printed with (0, 1 or 2; the values are rounded).
 * The text lost the empty cells; which column each printed value belongs to
 * is inferred in tables/article/README.md.  Returns TALON_OK, or
 * TALON_E_RANGE when the article has no such cell (an empty cell, another
 * deck, d or c out of range).  The values are those of
 * tables/article/drawn-<d>.csv (a test compares them). */
int tab_drawn_article(int deck, int d, enum eval_cat c, double *percent, int *decimals);

/* The article's "Fréquence" column: the share of hands asking d cards
 * (printed for d = 0, 1, 2 only).  Returns as tab_drawn_article. */
int tab_drawn_article_asked(int deck, int d, double *percent, int *decimals);

/* Whether probability p (a fraction) is within the rounding of a value
 * printed as `percent` with `decimals` decimals: |100 p - percent| <= half a
 * unit of the last printed digit. */
bool tab_drawn_agrees(double p, double percent, int decimals);

/* ---- comparing with the article (tab_drawn_cmp.c) ------------------------- */

/* One cell of ours against the article's printed value. */
typedef struct tab_drawn_cmp {
    bool printed;        /* the article prints this cell (else nothing below but ours is set) */
    double article;      /* the printed value, in percent */
    int decimals;        /* ... printed with this many decimals */
    double ours;         /* our probability, a fraction */
    bool differs;        /* ours is outside the rounding of the printed value (tab_drawn_agrees) */
    bool have_alt;       /* the other straight convention's value is known */
    bool alt_ace_low;    /* ... that convention */
    double alt;          /* ... its probability */
    bool alt_same;       /* ... equal to ours (within 5e-7) */
    bool alt_fits;       /* ... inside the printed rounding */
    uint32_t swapped;    /* bit k: our value of category k, next to c, fits the printed one (columns swapped?) */
} tab_drawn_cmp;

/* Compare cell (d, c) of t, a table for `deck` cards, with the article's:
 * c an enum eval_cat, or -1 for the share of hands asking d cards (the
 * "Fréquence" column).  alt (NULL: none) is the same table under the other
 * straight convention (tab_drawn_exact_other), for the reason of a
 * difference.  Returns TALON_OK, or TALON_E_RANGE for d or c out of range.
 * Pure. */
int tab_drawn_compare(const tab_drawn *t, const tab_drawn *alt, int deck, int d, int c, tab_drawn_cmp *out);

/* Whether the article's table for deck prints anything in row d. */
bool tab_drawn_article_has_row(int deck, int d);

/* The exact single-player table of r's deck and order under the other
 * straight convention (ace-low flipped): what a flagged cell is compared
 * with.  Returns as tab_drawn_exact. */
int tab_drawn_exact_other(const rules *r, const strategy *s, int threads, tab_drawn *t);

/* The "Cartes demandées" table of a whole table (tab_drawn.h): table_mc
 * with nobody forced, every seat's hand pooled, converted into a Monte
 * Carlo tab_drawn (unit 1, trials = deals, total = deals * players,
 * played[served][drawn][final], folded[served] and the dealer's counts;
 * no memo view).  s is
 * the strategy t's plan was bound from (its name goes into out).  In
 * TABLE_SOLO mode with any number of players it estimates the exact
 * single-player table of tab_drawn_exact.  Returns as table_mc. */
int tab_drawn_mc(const table *t, const strategy *s, const mc_config *cfg, tab_drawn *out);

#endif
