/* tab_equity.h - "espérance de gain" of the article "Poker fermé" (its
 * per-hand sections "Quinte flush" ... "Carte haute", transcribed in
 * tables/article/equity.csv): the probability that a hand wins at the
 * showdown, by its category (and, for pairs, by rank), at P players, before
 * and after the draw, under stated models; and the article's figures as
 * data.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     strategy s; strategy_preset("standard", &s);
 *     equity_query q = {.players = 4, .after = true};
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1; cfg.trials = 2000000;
 *     tab_equity *e = malloc(sizeof *e);
 *     tab_equity_mc(&r, &s, &q, &cfg, e);
 *     const equity_cell *c = &e->cell[EQUITY_AFTER][EVAL_TRIPS];
 *     double win = (double)c->win / c->n, tie = (double)c->tie / c->n;
 *
 * The models (every deal by the table dealer of table.h: one deck, the
 * strategy's draw, the four-card rule, the re-shuffle of the discards):
 *   EQUITY_BEFORE     the served hands of all P players are compared as
 *                     dealt (a showdown before the draw, nobody folds).
 *   EQUITY_AFTER      after the draw: the hand in question always goes to
 *                     the showdown (it draws by the strategy; a hand the
 *                     strategy folds makes the strategy's forced play, e.g.
 *                     an empty hand keeps its highest card and draws four);
 *                     every other player follows the strategy, and a hand
 *                     it folds is out.  Rows: the hand's served category.
 *   EQUITY_AFTER_ALL  after the draw, every player goes to the showdown
 *                     (all make their forced play when the strategy would
 *                     fold).  Rows: the served category.
 *   EQUITY_SECOND     the second round ("au deuxième tour"): every hand
 *                     that reaches the showdown when everybody follows the
 *                     strategy, by its category after the draw.
 * Counting: a hand wins when every other hand at the showdown is worse
 * (alone at the showdown, it wins); it ties when none is better and k-1 >=
 * 1 others are equal; `share` adds 1 for a win and 1/k for a k-way tie (the
 * pot it takes, on average).  Every seat of every deal is a sample (the
 * seats are pooled: the figures average over the positions); in
 * EQUITY_AFTER a seat the strategy folds is a sample of a second draw on
 * the same deal with that seat forced in.  Samples of one deal are not
 * independent; two hands of one deal cannot both win, so pooling makes the
 * Wilson intervals slightly conservative, not optimistic.
 *
 * Rows: the categories (enum eval_cat, 0..8), the pairs by rank
 * (EQUITY_ROW_PAIR(rank)), and the playable draws (EQUITY_ROW_DRAW: served
 * hands the strategy plays as a draw, strategy_play.served ==
 * STRATEGY_S_DRAW; a sub-set of the high-card and pair rows; not in
 * EQUITY_SECOND), and in EQUITY_SECOND only the unimproved pairs
 * (EQUITY_ROW_UNIMPROVED: a served pair still a pair of the same rank after
 * the draw, the article's "paire simple sans amélioration").
 *
 * A fixed hand (equity_query.hand): that hand is dealt to a seat drawn at
 * random each deal, the others at random from the rest of the deck, and
 * only that seat is counted (in its rows: its category, pair rank, draw);
 * EQUITY_SECOND then counts it in the EQUITY_AFTER draw (where it always
 * reaches the showdown), by its final category.
 */
#ifndef TALON_TAB_EQUITY_H
#define TALON_TAB_EQUITY_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "mc.h"
#include "rules.h"
#include "strategy.h"

enum { EQUITY_BEFORE = 0, EQUITY_AFTER, EQUITY_AFTER_ALL, EQUITY_SECOND, EQUITY_MODELS };

#define EQUITY_ROW_PAIR(rank) (EVAL_NCAT + (rank))
#define EQUITY_ROW_DRAW (EVAL_NCAT + CARD_RANKS)
#define EQUITY_ROW_UNIMPROVED (EQUITY_ROW_DRAW + 1)
#define EQUITY_ROWS (EQUITY_ROW_UNIMPROVED + 1)
/* share is in units of 1/EQUITY_SHARE_UNIT (lcm of 1..10, so a k-way tie's
 * 1/k is an integer).  Widths: a deal adds at most EQUITY_SHARE_UNIT to a
 * row's share (its winners split one pot) and at most TABLE_MAX_PLAYERS to
 * its n, so at MC_TRIALS_MAX (10^15) deals share <= 2.52e18 and n <= 1e16,
 * below 2^64 (asserted in tab_equity.c).  There is no sum of squared shares:
 * it would add up to 2520^2 a deal and pass 2^64 at 2.9e12 deals. */
#define EQUITY_SHARE_UNIT 2520u

typedef struct equity_cell {
    uint64_t n;       /* hands (samples) in the row */
    uint64_t win;     /* won outright */
    uint64_t tie;     /* tied for best */
    uint64_t share;   /* sum of the pot shares, in 1/EQUITY_SHARE_UNIT */
} equity_cell;

typedef struct equity_query {
    int players;      /* 2..10, 5 * players <= deck */
    bool after;       /* also the after-draw models (else EQUITY_BEFORE only) */
    uint64_t hand;    /* 0, or five cards of the deck: count that hand only */
} equity_query;

typedef struct tab_equity {
    int deck_size;
    bool ace_low;
    enum rules_order order;
    int players;
    bool after;
    char strategy[STRATEGY_NAME_MAX];
    uint64_t trials;                               /* deals */
    equity_cell cell[EQUITY_MODELS][EQUITY_ROWS];  /* models not run are all 0 */
} tab_equity;

/* Run the simulation (mc.h: bit-identical at any thread count).  s must
 * pass strategy_check.  Precision mode: until the 95% Wilson half-width of
 * the win probability of every category row (0..8) that has a sample in
 * every model run is below cfg->precision (the rarest rows need the most:
 * about 3 / precision^2 hands).  Returns TALON_OK; TALON_E_RANGE (players,
 * or more cards than the deck), TALON_E_COUNT (hand not 5 cards),
 * TALON_E_DECK (hand not in the deck), TALON_E_INVAL (NULL, a bad
 * strategy), TALON_E_NOMEM, or the engine's codes (TALON_E_CANCEL: out
 * holds the deals done). */
int tab_equity_mc(const rules *r, const strategy *s, const equity_query *q, const mc_config *cfg, tab_equity *out);

/* Machine key of a row: rules_cat_key for a category ("straight_flush",
 * ..., "high_card"), "AA".."22" for a pair rank, "draw",
 * "pair_unimproved".  Returns a
 * static string ("?" when out of range). */
const char *tab_equity_row_key(int row);

/* The model's key: "before_draw", "after_draw", "after_draw_all",
 * "second_round". */
const char *tab_equity_model_key(int model);

/* ---- the article's figures ------------------------------------------------------ */

/* What the article says for a row at (deck, players): the figures it
 * gives for the hand "served" (servi, d'entrée: second_round false) or "at
 * the second round" (second_round true), as percentages.  A point figure
 * sets *lo == *hi; "of the order of 20 to 25%" (no deck named) sets a range
 * that applies to every deck.  Figures named by deck only (98.97% "32
 * cartes") are placed at the article's player count for that deck (4 at 32,
 * 8 at 52); tables/article/equity.csv holds the same figures (a test
 * compares them).  *decimals (may be NULL): the decimals printed (0 or 2).
 * Returns TALON_OK, or TALON_E_RANGE when the article gives no figure. */
int tab_equity_article(int deck, int players, bool second_round, int row, double *lo, double *hi, int *decimals);

#endif
