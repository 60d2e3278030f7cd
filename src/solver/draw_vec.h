/* draw_vec.h - heads-up draw poker solved by vector CFR+ over the public
 * tree, with a chance model estimated once from sampled deals (issue 15).
 *
 * Usage (inside solve.c; the game is a draw_game with 2 players, a free
 * draw and the DRAW_ABS_RECALL abstraction):
 *     cfr_solver *s;  cfr_init(&s, &g, &cfg);        // an empty table
 *     cfr_result res; char why[200];
 *     draw_vec_solve(dg, &g, &cfg, deals, s, &res, why, sizeof why);
 *     cfr_strategy_save(s, ...);                     // as after cfr_solve
 *
 * Why.  Under an abstraction, a strategy sees only each player's class
 * before the draw and his (class, bucket) after it, and the betting
 * history.  Given the two served classes, the cards inside them are
 * independent of every action; given the classes and both draw counts, so
 * are the final hands.  So the expected payoff of any abstract strategy
 * profile is the same as in a small game whose chance events are the class
 * pair (c0, c1), then, after the draw counts (k0, k1), the type pair
 * ((c0, b0), (c1, b1)), with the showdown paying its conditional
 * expectation.  That game is small enough to walk whole every iteration
 * with vectors of types (51 classes before the draw, 51 x (B + 2) types
 * after): CFR+ (Tammelin 2014: regret matching+, alternating updates,
 * linear averaging) converges in it without sampling noise, and its best
 * response is exact (perfect recall: each type is its own information set).
 * A type's play enters its average only once its regrets are not all 0
 * (as in the MCCFR), and the average drops an action under
 * DRAW_VEC_THRESHOLD of its weight; the figures and the file are those of
 * that final strategy.
 *
 * The chance model: P(c0, c1) and, for every (k0, k1) the draw allows (the
 * four-card rule), P((c0, b0), (c1, b1)) and E[sign of the showdown], are
 * counted over `deals` deals sampled by the game's own deal, every deal
 * served once for every (k0, k1) by draw_game_serve_pairs (the keep rule,
 * the four-card rule's limits; the replacement cards of every pair taken
 * from one random order of the stock: each pair's serve has the game's
 * distribution, and the pairs share their cards, so that the model's noise
 * does not tell the draw counts apart).  Those counts are integers, added atomically, so
 * the model does not depend on the thread count; deal chunk j draws from
 * stream rng_for_block(seed, j).  The figures (values, gains,
 * exploitability) are exact in that model; against the real deal they
 * carry the model's sampling error (a second model from another seed
 * measures it: talon solve --load).
 *
 * Cost (32 cards, defaults): the model holds four float matrices of
 * 510 x 510 per (k0, k1) pair (P and S, each in both orientations: 151 MB),
 * counted at about 0.9 s of CPU a million deals (64 M deals: 25 s on two
 * cores); 1 024 iterations take about 25 s more.
 *
 * Errors: TALON_E_INVAL (not heads-up, a fixed draw, another abstraction),
 * TALON_E_RANGE (iterations or deals 0, deals over DRAW_VEC_DEALS_MAX, a
 * model over cfg->max_memory: too many buckets), TALON_E_NOMEM,
 * TALON_E_CANCEL; why says which.
 */
#ifndef TALON_DRAW_VEC_H
#define TALON_DRAW_VEC_H

#include <stddef.h>
#include <stdint.h>

#include "cfr.h"
#include "draw_game.h"

/* The average strategy drops an action under this share of its type's
 * weight (thresholding, as in Brown and Sandholm's poker agents: what is
 * left of the first iterations' play), before it is measured or written. */
#define DRAW_VEC_THRESHOLD 0.001

/* Default deals of the chance model. */
#define DRAW_VEC_DEALS (1u << 22)
/* The most: a type pair's count is a 32-bit integer. */
#define DRAW_VEC_DEALS_MAX ((uint64_t)1 << 31)

/* Solve heads-up draw poker (dg, its cfr_game g) by vector CFR+ for
 * cfg->iterations iterations (checkpoints at cfg->first_check, default
 * 16, then doubling; stop early under cfg->target), with a chance model of
 * `deals` deals from cfg->seed, on cfg->threads threads.  Fills the
 * solver's table (an empty solver of g from cfr_init) with every possible
 * set's average strategy (and its regrets), and *res with the exact
 * figures in the model, algo CFR_VECTOR. */
int draw_vec_solve(const draw_game *dg, const cfr_game *g, const cfr_config *cfg, uint64_t deals, cfr_solver *s,
                   cfr_result *res, char *why, size_t why_size);

/* The quality of a strategy file's play (st, loaded for this game) in a
 * chance model of `deals` deals from cfg->seed: both seats' exact best
 * responses there.  With a model independent of the one the strategy was
 * solved in, the exploitability it reads errs upwards on average (each
 * best response also fits that model's sampling noise, while the profile's
 * value is unbiased): an estimate of the real game's that leans to the
 * safe side.  Fills res->quality (and seconds, memory). */
int draw_vec_evaluate(const draw_game *dg, const cfr_game *g, const cfr_config *cfg, uint64_t deals,
                      const cfr_strategy *st, cfr_result *res, char *why, size_t why_size);

#endif
