/* cfr_games.h - the validation games of the CFR solver (cfr.h): small games
 * with known solutions, built on cfr_game.h.
 *
 * Usage:
 *     cfr_game g;
 *     kuhn_game_init(&g);                       // first player's value -1/18
 *     leduc_game_init(&g);                      // first player's value about -0.0856
 *     vn1944_ctx v = {.buckets = 100, .bet = 2};
 *     vn1944_game_init(&g, &v);                 // v must outlive g
 *     ... solve with cfr.h, then:
 *     vn1944_thresholds(solver, &v, &alpha, &beta, &gamma);
 *
 * Kuhn poker: cards J Q K, one each, ante 1, seat 0 checks or bets 1, seat 1
 * checks or bets after a check, calls or folds after a bet (Kuhn 1950).
 * Action 0 is check/fold, 1 bet/call.  Leduc hold'em (Southey et al. 2005):
 * six cards J J Q Q K K, ante 1, one private card each, a round of betting
 * (bets and raises of 2, at most two a round), a public card, a round (bets
 * of 4); a pair with the board wins, else the higher card, else a split.
 * Actions: with no bet to face 0 check, 1 bet; facing one 0 fold, 1 call,
 * 2 raise (while raises remain).  von Neumann's 1944 poker discretised: the
 * hands are `buckets` distinct values (i + 1/2)/buckets dealt without
 * replacement (so a hand always beats or loses), ante 1 each; seat 0 checks
 * (showdown for the antes) or bets `bet`; seat 1 folds or calls.  Every
 * chance node lists its outcomes (exact CFR+, exact best response).
 *
 * The games' contexts are read-only: thread-safe.  Every init returns
 * TALON_OK, or TALON_E_RANGE (vn1944: buckets outside 2..4096, bet not > 0).
 */
#ifndef TALON_CFR_GAMES_H
#define TALON_CFR_GAMES_H

#include "cfr.h"
#include "cfr_game.h"

int kuhn_game_init(cfr_game *g);
int leduc_game_init(cfr_game *g);

typedef struct vn1944_ctx {
    int buckets;   /* 2..4096 */
    double bet;    /* in antes, > 0 (von Neumann's optimum: 2) */
} vn1944_ctx;

int vn1944_game_init(cfr_game *g, const vn1944_ctx *v);

/* The solved strategy's thresholds in the closed form's terms, from its
 * frequencies (the discrete game has many equilibria that differ only in
 * which of the indifferent hands mix): alpha = P(seat 0 bets and holds a
 * hand below 1/2) (bluffs), beta = 1 - P(seat 0 bets and holds a hand above
 * 1/2) (value bets above beta), gamma = 1 - P(seat 1 calls).  Compare with
 * bluff_vn1944().  TALON_E_RANGE when a hand's set is missing. */
int vn1944_thresholds(const cfr_solver *s, const vn1944_ctx *v, double *alpha, double *beta, double *gamma);

#endif
