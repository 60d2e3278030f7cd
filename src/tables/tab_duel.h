/* tab_duel.h - strategy profiles (profile.h) played against each other at
 * one table of the draw game (`talon duel`, issue 16 item 5): each
 * profile's result in antes per 100 deals with a 95% interval.
 *
 * Usage:
 *     draw_game *dg; cfr_game g; draw_game_init(&dg, &params, &g);
 *     profile *pf[4]; char why[300];
 *     duel_profile_make("article", dg, &g, NULL, 1, &pf[0], why, sizeof why);
 *     for (int i = 1; i < 4; i++) duel_profile_make("equilibrium", dg, &g, "eq.txt", 1, &pf[i], why, sizeof why);
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1; cfg.trials = 200000;
 *     duel_result res;
 *     tab_duel(dg, &g, (const profile *const *)pf, true, &cfg, &res);
 *     // res.mean[0] = the article profile's antes per 100 deals, res.hw[0] its 95% half-width
 *
 * Seats and rotation.  Profile i of the list plays seat i when rotate is
 * false.  With rotate (the default of the CLI), deal j of each Monte Carlo
 * block (j = 0 .. MC_BLOCK-1) puts profile i at seat (i + j) mod P: every
 * profile speaks first as often as every other (up to one deal per block),
 * so a fixed seat's positional edge does not pass for a strategy's.
 * Results are per profile (the list's order).
 *
 * One deal: the draw game's callbacks from the root to a terminal node;
 * chance (the deal, the replacements) and every action drawn from the
 * block's PCG stream: at a player node the acting seat's profile gives its
 * probabilities (profile_action_probs) and one uniform draw picks the
 * action.  The payoffs (antes, summing to 0) are added per profile as a sum
 * and a sum of squares; mc_run merges the blocks in block order, so the
 * results are bit-identical at any thread count for a seed and a number of
 * deals.  The mean of a profile is sum / deals x 100 and its interval the
 * normal one, +/- 1.96 sd / sqrt(deals) x 100.  The profiles' means sum to
 * 0 up to rounding (every deal's payoffs sum to 0): res.total says so.
 *
 * Thread safety: profiles and the game are shared read-only; tab_duel uses
 * cfg->threads threads.  Never prints.
 */
#ifndef TALON_TAB_DUEL_H
#define TALON_TAB_DUEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draw_game.h"
#include "mc.h"
#include "profile.h"

/* Round 2 of the rule profiles, on the strength scale (draw_game_strength):
 * bet the top 15% (the article's bluff example claims a hand drawn 15% of
 * the time), raise the top 5%, call from 70% (a stated choice: it beats
 * every bluff and calls a pot bet, whose pot odds ask for 1 win in 3). */
#define DUEL_BET_MIN 0.85
#define DUEL_RAISE_MIN 0.95
#define DUEL_CALL_MIN 0.70
/* deals per class estimate of models b and c (their thresholds) in talon
 * duel, and in the players whose play talon solve --keep-played keeps */
#define DUEL_MODEL_TRIALS 4000

typedef struct duel_result {
    int players;
    bool rotate;
    uint64_t deals, seed;
    uint64_t void_deals;                 /* every seat checked in round 1: payoff 0 */
    uint64_t defaults[PROFILE_SEATS];    /* decisions where a file profile lacked the set */
    uint64_t decisions[PROFILE_SEATS];   /* decisions taken by each profile */
    double sum[PROFILE_SEATS], sumsq[PROFILE_SEATS];   /* antes per deal, summed */
    double mean[PROFILE_SEATS], hw[PROFILE_SEATS];     /* antes per 100 deals, 95% half-width */
    double total;                        /* sum of the means (0 up to rounding) */
} duel_result;

/* Play cfg->trials deals (cfg->seed, cfg->threads; fixed mode only) of
 * dg's game with profile pf[i] for i = 0 .. players-1.  TALON_OK, or
 * mc_run's errors (TALON_E_CANCEL: nothing valid in *out), TALON_E_INVAL
 * (NULL, precision mode). */
int tab_duel(const draw_game *dg, const cfr_game *g, const profile *const *pf, bool rotate, const mc_config *cfg,
             duel_result *out);

/* The article's profile for dg's table (profile.h says what each part
 * does; docs/solver.md, "talon duel", says why):
 *  - opening: the article's "Paire nécessaire pour : Pot / demi-pot"
 *    (tab_open_article) for the table's players, seat = position; the
 *    class of the cell and every stronger one opens (pot first; a pair the
 *    deck lacks, 99 at 20 cards: every pair of the deck);
 *  - calling an opening: the article's playable pair for the deck (the
 *    `article` preset's, read inclusively: 99+ at 52/48 cards, TT+ at
 *    44/40, JJ+ below) and every stronger class (draws included),
 *    whoever opened and at either size;
 *  - raising in round 1, and calling a raise: trips or better;
 *  - drawing: the `article` preset (strategy.h);
 *  - round 2: bet the top 15% of the strength scale, bluff the rest with
 *    probability 0.5 x 0.15 / 0.85 (so bluffs are half the value bets:
 *    15% bet, 7.5% bluff, 77.5% check, the article's figures), raise and
 *    call as DUEL_RAISE_MIN / DUEL_CALL_MIN.
 * TALON_E_RANGE when the article has no row for that many players (it
 * prints 4 to 8). */
int duel_rules_article(const draw_game *dg, profile_rules_data *d);

/* A threshold model's profile (model 0, 1, 2 = a, b, c of tab_open.h):
 * open by tab_open's opening sets for the table (passers half, no
 * callers, the `article` drawing strategy for model c), call by tab_call's
 * calling sets for every opener, caller and size, raise as the article's,
 * round 2 as the article's without the bluff.  trials: deals per estimate
 * for models b and c; cfg: seed and threads.  tab_open's and tab_call's
 * errors. */
int duel_rules_model(const draw_game *dg, int model, uint64_t trials, const mc_config *cfg, profile_rules_data *d);

/* A threshold rule written in one word (for talon duel, and the family
 * of rules the tests play against the shipped equilibria, issue 26):
 *     rule:BASE[,KEY=VALUE]...
 * BASE (article, a, b, c) gives every part, as duel_rules_article and
 * duel_rules_model do; each KEY replaces one part, for every seat, opener
 * and size:
 *     open=CLASS    open with CLASS and every stronger class (dclass.h:
 *                   22..AA, draw, two-pair, trips, ...)
 *     call=CLASS    call an opening with CLASS and stronger
 *     raise=CLASS   raise in round 1, and call a raise, with CLASS and stronger
 *     bet=S         round 2: bet with a final strength of S or more (0..1)
 *     call2=S       round 2: call a bet with S or more
 *     raise2=S      round 2: raise a bet, or call a raise, with S or more
 *     bluff=S       round 2: bluff (bet) the hands below S ...
 *     bluff-prob=P  ... with probability P
 * A key given twice, an unknown key, a class the deck lacks or a number
 * outside [0, 1] is TALON_E_PARSE; the base's errors as those functions'.
 * why receives one line.  d->name is the spec, cut to PROFILE_NAME_MAX. */
int duel_rules_spec(const char *spec, const draw_game *dg, uint64_t model_trials, const mc_config *cfg,
                    profile_rules_data *d, char *why, size_t why_size);

/* A profile by name: "article", "a", "b", "c", a "rule:..." spec
 * (duel_rules_spec), "equilibrium" (the file
 * `solution`, which the caller resolves, e.g. eq_shipped_find), or a path
 * to a talon-strategy file (its missing sets played by duel_fallback).
 * model_trials as duel_rules_model.  TALON_OK;
 * TALON_E_PARSE (an unknown name that is no readable file), the loaders'
 * errors; why receives one line. */
int duel_profile_make(const char *spec, const draw_game *dg, const cfr_game *g, const char *solution,
                      uint64_t model_trials, const mc_config *cfg, profile **out, char *why, size_t why_size);

/* The play of a file profile at the sets its file lacks
 * (profile_set_fallback): the article's rule profile, or model a's below 4
 * players (the article has no opening row there).  duel_profile_make gives
 * it to every file profile, talon advise to its solution.  The errors of
 * duel_rules_model and profile_rules. */
int duel_fallback(const draw_game *dg, const cfr_game *g, uint64_t model_trials, const mc_config *cfg,
                  profile **out);

#endif
