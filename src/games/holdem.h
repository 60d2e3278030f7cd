/* holdem.h - Texas hold'em equities: hands or ranges against each other,
 * with a known board and dead cards, by exact enumeration or Monte Carlo.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     holdem_query q; holdem_query_init(&q);
 *     q.players = 2;
 *     range_parse("AsKs", r.deck, CARD_AUTO, &q.hands[0], NULL);
 *     range_parse("QQ", r.deck, CARD_AUTO, &q.hands[1], NULL);
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1; cfg.precision = 0.0005;
 *     holdem_result res;
 *     if (holdem_equity(&r, &q, &cfg, &res) == TALON_OK)
 *         printf("%.4f\n", holdem_share(&res, 0));   // AsKs's share of the pot
 *
 * The model.  Each player holds two cards from his range (a range of one
 * combo is a known hand; range_all() is a random hand); the board is the
 * given cards (0, 3, 4 or 5) completed to five from the rest of the deck.
 * Every outcome - one combo per player, all cards distinct and off the board
 * and dead cards, and one completion of the board - is equally likely.  So
 * card removal is exact: a combo that shares a card with the board, the dead
 * cards, a known hand, or (in a given deal) another player's combo, is
 * never dealt.  At the showdown each player's best five of seven (eval7
 * under the rules) is compared; the best hand wins the pot, k equal best
 * hands split it k ways.  A player's equity is his expected share.
 *
 * Exact mode counts the outcomes as integers: win[p] (p alone best) and
 * tie[p][k] (p among k equal best), over n outcomes, so the share is
 * (win + sum_k tie[p][k] / k) / n, an exact rational (holdem_share_exact).
 * Monte Carlo mode (mc.h: reproducible at any thread count) counts the same
 * over n trials and carries 95% intervals (holdem_ci).  HOLDEM_AUTO
 * enumerates when the estimated work is at most the query's exact_limit and
 * samples otherwise.
 *
 * Thread safety: holdem_equity may run concurrently on distinct results;
 * the query and rules are read only.
 */
#ifndef TALON_HOLDEM_H
#define TALON_HOLDEM_H

#include <stdbool.h>
#include <stdint.h>

#include "mc.h"
#include "range.h"
#include "rules.h"
#include "stats.h"

#define HOLDEM_MAX_PLAYERS 10
/* Default exact_limit: enumerate when the estimated work is at most this
 * many hand evaluations (after the suit symmetries), about one second on
 * the two cores of the reference machine (bench/bench_holdem.c). */
#define HOLDEM_EXACT_LIMIT 4.0e8
/* Monte Carlo: a deal of the ranges is drawn again (rejection) when two
 * players' combos share a card; a trial that needs more draws than this
 * fails the run (TALON_E_INVAL), as the ranges then almost never fit. */
#define HOLDEM_REJECT_MAX 1000000u

enum holdem_method {
    HOLDEM_AUTO = 0,   /* exact when the work is at most exact_limit, else Monte Carlo */
    HOLDEM_EXACT,      /* always enumerate (TALON_E_RANGE if it cannot be planned) */
    HOLDEM_MC          /* always Monte Carlo */
};

typedef struct holdem_query {
    int players;                           /* 2..HOLDEM_MAX_PLAYERS */
    range hands[HOLDEM_MAX_PLAYERS];       /* each player's range (1 combo: a known hand) */
    uint64_t board;                        /* 0, 3, 4 or 5 known board cards */
    uint64_t dead;                         /* cards known to be out (folded, burnt, seen) */
    enum holdem_method method;
    double exact_limit;                    /* HOLDEM_AUTO threshold; 0 = HOLDEM_EXACT_LIMIT */
} holdem_query;

typedef struct holdem_result {
    bool exact;                  /* true: enumeration; false: Monte Carlo */
    int players;
    uint64_t n;                  /* outcomes (exact) or trials (Monte Carlo) */
    uint64_t win[HOLDEM_MAX_PLAYERS];
    uint64_t tie[HOLDEM_MAX_PLAYERS][HOLDEM_MAX_PLAYERS + 1];  /* [p][k], k = 2..players */
    int combos[HOLDEM_MAX_PLAYERS];  /* combos left in each range after removing the
                                        board, dead cards and the known hands */
    uint64_t deals;              /* exact: valid deals of the hands (one combo each) */
    uint64_t boards;             /* exact: board completions per deal, C(rest, 5 - board) */
    double work;                 /* the estimated work (hand evaluations) of exact mode;
                                    when it was not run, a lower bound (the planning stops
                                    at the limit); +inf with HOLDEM_MC (not planned) */
    int bad_player;              /* TALON_E_INVAL: the player whose range is empty after
                                    card removal, or -1: no deal fits all ranges at once */
} holdem_result;

/* Defaults: 0 players, empty ranges, no board or dead cards, HOLDEM_AUTO. */
void holdem_query_init(holdem_query *q);

/* Compute the equities.  cfg (not NULL) gives the threads (both modes; the
 * result does not depend on them), and the seed, trials or precision of a
 * Monte Carlo run (precision: until every player's equity has a 95%
 * half-width below it); cfg->cancel is polled in both modes.
 * Returns TALON_OK;
 *   TALON_E_RANGE   players outside 2..10, more cards needed than the deck
 *                   has, or HOLDEM_EXACT for a case too large to plan, or the
 *                   Monte Carlo settings out of range (see mc_run);
 *   TALON_E_COUNT   board not 0, 3, 4 or 5 cards;
 *   TALON_E_DECK    board or dead cards outside the deck;
 *   TALON_E_DUP     a card both on the board and dead;
 *   TALON_E_INVAL   a range empty after card removal (out->bad_player says
 *                   whose), or no deal fits all ranges together (bad_player
 *                   -1), or a Monte Carlo run whose ranges almost never fit;
 *   TALON_E_NOMEM, TALON_E_CANCEL (out incomplete).
 * Combos of a range with a card outside the deck are ignored. */
int holdem_equity(const rules *r, const holdem_query *q, const mc_config *cfg, holdem_result *out);

/* Player p's share of the pot, (win + sum_k tie[k]/k) / n (0 when n == 0). */
double holdem_share(const holdem_result *res, int p);
/* The same as an exact fraction num/den, den = 2520 n (2520 = lcm(2..10)).
 * Returns TALON_OK, or TALON_E_RANGE if it would overflow 64 bits. */
int holdem_share_exact(const holdem_result *res, int p, uint64_t *num, uint64_t *den);
/* Outcomes where p ties for the best (sum over k of tie[p][k]). */
uint64_t holdem_ties(const holdem_result *res, int p);
/* Monte Carlo 95% intervals of p's equity (normal, from the share's first
 * two moments, computed from the integer counts, clamped into [0, 1]: the
 * whole of it for fewer than 2 trials), win and tie frequencies (Wilson).  Any pointer may be NULL.  For an exact result the intervals
 * are the points. */
void holdem_ci(const holdem_result *res, int p, stats_ci *equity, stats_ci *win, stats_ci *tie);

#endif
