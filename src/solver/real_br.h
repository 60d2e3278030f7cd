/* real_br.h - a best response outside the abstraction: how much a player
 * who sees his exact cards wins against a solved strategy of the draw game
 * (draw_game.h), in the real game.  cfr_br.h measures a strategy inside its
 * own abstraction (51 classes before the draw, a few buckets after); this
 * module measures it against a responder whose information is finer, so the
 * figure says what the advice is worth at a real table.
 *
 *     real_br_params p;
 *     real_br_params_init(&p);
 *     p.dg = dg; p.g = &g; p.pf = eq;            // every seat plays the profile eq (profile.h)
 *     p.train = 1000000; p.eval = 1000000; p.seed = 1;
 *     real_br_result r;
 *     if (real_br_run(&p, &r) == TALON_OK)
 *         printf("seat 1 gains %.4f +- %.4f antes a deal\n", r.gain[0], r.hw[0]);
 *
 * The responder, by scope (what it changes; everything else it plays as
 * the profile, at every seat in turn, the other seats playing the profile
 * throughout):
 *  - REAL_BR_ROUND2: the betting round after the draw, where it sees the
 *    whole public history (every action and every draw count) and its
 *    exact final hand (its strength in `bins` bins, or its eval5 value).
 *  - REAL_BR_DRAW: and its discard: any of the 32 subsets of its served
 *    hand (within max_draw and the four-card rule), by the public history
 *    at its draw and its served hand up to suits (draw_game_canonical:
 *    10 808 classes at 32 cards).  draw_game_set_keep makes the serve keep
 *    the cards chosen; in a draw_fixed game the choice is made at the serve.
 *  - REAL_BR_WHOLE: and its bets before the draw, by the history and the
 *    served hand up to suits.
 * Its policy is learned on `train` deals, then evaluated on `eval` fresh
 * deals (other streams of the seed), so the gain is an unbiased estimate of
 * what that fixed real-game policy wins over the profile's own play, hence
 * of a LOWER BOUND of the seat's real-game best-response gain; its 95%
 * interval is a normal one over the evaluation deals.
 *
 * Measured (bench/RESULTS.md, "Real game"): heads-up, the pot file at 262 144
 * deals each way, 2 threads: round 2 0.7 s, draw 27 s, whole 57 s; 4 players
 * at 32 768 deals: round 2 0.8 s, whole 72 s.
 *
 * Learning.  On each training deal, the cards are dealt and the actions
 * before the scope's first choice (round 2, the seat's draw, or none)
 * sampled from the profile; then the rest of the deal is walked from that
 * state: at the responder's nodes every action, at the
 * others' every action weighted by its probability (with three players or
 * more still in, one action sampled instead), down to the showdown, whose
 * result is known since every card is.  At a node of the responder, for each
 * action a, the walk gives its value v_a (the responder playing its current
 * policy at its later nodes), and d_a = v_a - (the profile's mix of the
 * v's) is summed per cell (the public history, the exact final hand), with
 * its square and the weights.  The policy of a cell deviates from the
 * profile to the action with the largest mean d_a only when that mean is
 * more than REAL_BR_Z standard errors above 0 (and the cell has at least
 * REAL_BR_MIN_WEIGHT weight): a cell seen a few times, or where no action
 * beats the profile clearly, keeps the profile's play, so the fit to the
 * training deals' noise stays small.  The learning makes `passes` sweeps over
 * the same training deals (the later nodes' policy from the sweep before):
 * with at most R raises a round, R + 2 sweeps settle every depth of round 2,
 * one more the draw.  At the responder's draw every discard is walked (and
 * the profile's draw), on copies of one stream: the same draw counts get the
 * same replacement cards (common random numbers), so the differences d_a
 * are not blurred by the serve.  With REAL_BR_WHOLE, round 1 is learned
 * after the draw and round 2 (R + 2 more sweeps from the deal, the draw and
 * round 2 then playing what they learned): walking every discard under
 * every round-1 action would cost 30 times more.
 *
 * Evaluation: on each evaluation deal, the same sampling up to the scope's
 * first choice, then the rest walked twice from that state (the others'
 * actions weighted by their probabilities, or sampled alike with three or
 * more still in): once
 * with the responder on the learned policy, once on the profile; the deal's
 * gain is the difference (0 for a deal where the responder is out before
 * round 2, or that ends there).  Same deals for both: a paired estimate.
 *
 * Determinism: the training deals are cut into blocks of REAL_BR_BLOCK, each
 * from its own stream (rng_for_block), summed into a block table and merged
 * into the cell table strictly in block order; the evaluation is an mc_run.
 * The same seed gives the same bits at any number of threads.
 *
 * Errors: TALON_E_INVAL (bad parameters), TALON_E_NOMEM, TALON_E_CANCEL
 * (cfg.cancel raised); why says which.  Thread safety: pure but for the
 * progress callback; the profile and the game are read from many threads
 * (they are read-only).
 */
#ifndef TALON_REAL_BR_H
#define TALON_REAL_BR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "mc.h"
#include "profile.h"

#define REAL_BR_BLOCK 4096        /* training deals a block (a block table's reach) */
#define REAL_BR_Z 2.0             /* standard errors a deviation needs */
#define REAL_BR_MIN_WEIGHT 8.0    /* weight (deals, by reach) a cell needs to deviate */
#define REAL_BR_MAX_ACTIONS 8     /* actions at a round-2 node (check, bets; fold, call, raises) */
/* The default cells by final hand: 64 bins of strength.  Heads-up at 32 cards
 * (the shipped pot file, 262 144 deals each way) 20 bins found 5.6 and 7.8
 * antes per 100 deals, 50 bins 8.8 and 9.3, 100 bins 8.3 and 9.3, 200 bins
 * 7.7 and 7.6, the exact eval5 value 1.1 and 1.0: finer cells see too few
 * deals each to pass the deviation test. */
#define REAL_BR_BINS 64

#define REAL_BR_KEEPS 32          /* discards at the draw: the subsets of the served hand */

/* Where the round-2 responder finds its gain (real_br_result.where): the
 * spot (players still in: 2, or 3 and more; facing no bet, a bet, or a
 * raise), the final hand's strength band (real_br_band) and what the
 * responder plays instead of the file (check, bet, fold, call, raise). */
enum { REAL_BR_SPOTS = 6, REAL_BR_BANDS = 8, REAL_BR_PLAYS = 5 };

enum real_br_scope {
    REAL_BR_ROUND2 = 0,  /* the profile before the draw, the exact final hand and history after */
    REAL_BR_DRAW = 1,    /* and at the draw any discard, by the served hand up to suits and the history */
    REAL_BR_WHOLE = 2    /* and round 1's bets by the served hand up to suits and the history */
};

typedef struct real_br_params {
    const draw_game *dg;
    const cfr_game *g;
    const profile *pf;        /* every seat's strategy (a file profile, with its fallback) */
    int seat;                 /* the responder's seat 0..P-1, or -1: every seat in turn */
    uint64_t train, eval;     /* deals to learn on, deals to evaluate on (each >= 1) */
    int passes;               /* learning sweeps a stage (0: the game's raises a round + 2, + 3 from the
                                 draw; whole: those, then raises + 2 for round 1) */
    int bins;                 /* the policy's cells by final hand: 0 its exact eval5 value, else
                                 floor(bins x strength) (draw_game_strength), 1..1000000 */
    enum real_br_scope scope;
    uint64_t seed;
    int threads;              /* 0: all cores (as mc_config) */
    const volatile int *cancel;   /* may be NULL: raised, the run stops with TALON_E_CANCEL */
    mc_progress_fn progress;  /* may be NULL: (deals done, deals planned) over both phases */
    void *progress_arg;
} real_br_params;

typedef struct real_br_result {
    int players;
    uint64_t train, eval;
    double gain[CFR_MAX_PLAYERS];     /* the responder's mean gain over the profile, antes a deal */
    double hw[CFR_MAX_PLAYERS];       /* its 95% half-width */
    uint64_t cells[CFR_MAX_PLAYERS];  /* cells met in training */
    uint64_t deviations[CFR_MAX_PLAYERS];  /* cells whose policy leaves the profile */
    uint64_t pre_cells[CFR_MAX_PLAYERS];        /* of them, before round 2's (scopes draw and whole) */
    uint64_t pre_deviations[CFR_MAX_PLAYERS];
    uint64_t reached[CFR_MAX_PLAYERS];     /* evaluation deals where the seat played round 2 */
    /* where[seat][spot][band][play]: the training deals' estimate of what each group of round-2 cells that
     * leave the file's play wins, antes a deal (the sum over the cells of their mean deviation times their
     * weight, over the training deals): in-sample, so it errs upwards; the measured gain is `gain` */
    double where[CFR_MAX_PLAYERS][REAL_BR_SPOTS][REAL_BR_BANDS][REAL_BR_PLAYS];
    double missing[CFR_MAX_PLAYERS];       /* share of the others' round-2 decisions (by weight) facing
                                              the learned policy at a set the file lacks: played there
                                              by the profile's fallback */
    bool done[CFR_MAX_PLAYERS];       /* this seat was measured */
    char why[256];
} real_br_result;

/* The strength band of real_br_result.where of a final hand of strength x
 * (draw_game_strength): below 0.5, 0.5-0.7, 0.7-0.8, 0.8-0.9, 0.9-0.95,
 * 0.95-0.97, 0.97-0.99, 0.99 and above; real_br_band_low gives each band's
 * lower end. */
int real_br_band(double x);
double real_br_band_low(int band);

/* Defaults: every seat, 262 144 deals each way, REAL_BR_BINS bins, seed 1, all threads, passes auto. */
void real_br_params_init(real_br_params *p);

/* Learn and evaluate (see above).  TALON_OK and r filled for the seats asked. */
int real_br_run(const real_br_params *p, real_br_result *r);

/* What the responder of a scope sees and changes, in words ("round 2: before the draw the profile's
 * play; after it ..."), and its name on the command line ("round2", "draw", "whole"). */
const char *real_br_scope_text(enum real_br_scope scope);
const char *real_br_scope_name(enum real_br_scope scope);

#endif
