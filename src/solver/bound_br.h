/* bound_br.h - a best response that bounds a solved strategy's gain from
 * ABOVE inside its abstraction (issue 25, item 4): cfr_br.h's sampled best
 * response and real_br.h's responder are real strategies measured on fresh
 * deals, so their gains are lower bounds; this module computes the exact best
 * response of one seat over a fixed sample of deals, whose value is then at
 * least that of every strategy the seat could play with the same
 * information, on the same deals.
 *
 *     bound_br_params p;
 *     bound_br_params_init(&p);
 *     p.dg = dg; p.g = &g; p.pf = eq;     // every seat plays the profile eq (profile.h)
 *     p.deals = 1 << 20; p.seed = 1;
 *     bound_br_result r;
 *     if (bound_br_run(&p, &r) == TALON_OK)
 *         printf("seat 1 gains at most %.4f antes a deal (95%%)\n", r.upper[0]);
 *
 * The sample game.  Deal i of the sample (i < deals) fixes every random
 * event of one deal: the five cards of each seat, the replacement cards
 * (the serve draws from the deal's own stream whatever the history, so the
 * same deal serves the same stock order on every branch), and each other
 * seat's choice at each of its decisions: at the k-th event of the public
 * history it plays cfr_sample_action(its profile's probabilities, u) with u
 * a uniform number hashed from (seed, i, k); or, while at most `enumerate`
 * players are in (default 2: heads-up, and the end of most multi-player
 * deals), every choice weighted by its probability, which takes that noise
 * out of the sample.  Along any line of play these
 * numbers are independent and uniform, so for every FIXED strategy of the
 * responder, its mean result over the sample is an unbiased estimate of its
 * expected result in the game.
 *
 * The responder.  Its information set at a decision is the file's own set
 * there (draw_game.h: its class before the draw, its bucket after, the
 * public history or the file's summary of it) together with its own sets
 * and actions before it on the line: what the abstraction gives it, and
 * nothing it forgets (the served class after the draw, what it saw in round
 * 1), so that it has perfect recall.  The others play as talon plays them
 * (the file, and its fallback, the article's rules, where it lacks a set);
 * at a set the file lacks, the responder has one more choice: to defer to
 * the fallback, as talon's own advice does there (the rules then read the
 * exact cards, but the responder never sees what they see).  Deferring is
 * worth something: heads-up, the pot file's responder raises and stands pat
 * with hands the file never plays so, and the rules play on for it (3.3
 * antes per 100 deals at least on fresh deals; without the choice, 0).  So
 * every strategy expressible on the file's
 * information sets, the file's own play as talon plays it and its most
 * likely action everywhere (deferring where the file lacks the set)
 * included, is one of its strategies.
 *
 * The bound.  Over the sample, the responder's best response is computed
 * exactly by backward induction over its information sets (perfect recall:
 * each set has one parent (set, action)): one walk a deal tries every one of
 * its actions at each of its decisions, the others and chance fixed by the
 * deal; each (set, action) sums the results of the lines where it is the
 * last decision; then, deepest sets first, V(set) = max over actions of (its
 * sums + the values of the sets below).  gain = (best response's total -
 * the profile's total) / deals, the profile's total with the responder
 * mixing as the file says.  For the true best response b* of the responder
 * (in the game, with this information), gain >= mean over the sample of
 * b*'s gain, an unbiased estimate of b*'s true gain G; so gain is biased
 * UP (E[gain] >= G), and
 *     upper = gain + 1.645 sd / sqrt(deals)
 * is a one-sided 95% upper confidence bound of G, with sd the standard
 * deviation of the per-deal gain of the sample's best response (a plug-in
 * for b*'s).  The bias (the best response fitting the sample's noise)
 * shrinks as 1/sqrt(deals) once the responder's sets stop multiplying:
 * heads-up at 32 cards (the pot file, 70 000 to 90 000 sets met) 1 048 576
 * deals give upper bounds of 0.072 and 0.057 antes a deal.  With more
 * players the history is long and the responder's sets nearly as many as
 * the deals (4 players, 262 144 deals: 460 000 to 830 000 sets): most are
 * met by one deal, whose cards the best response then fits, and the bound
 * stays loose (1.6 to 2.7 antes a deal there).  It is still a bound: loose,
 * not wrong (bench/RESULTS.md, "Upper bounds").
 *
 * The checks (same walk, same deals):
 *  - `likely`: the responder playing the file's most likely action at every
 *    decision (ties: the lowest action; deferring to the fallback where the
 *    file lacks the set), the others the profile: its mean
 *    gain over the sample is <= gain by construction (the tests check it),
 *    and over `fresh` other deals, with its 95% interval (an unbiased
 *    estimate of that deviation's true gain: below `upper` but for
 *    sampling).
 *  - `fresh`: the sample's best response played on `fresh` other deals (a
 *    set the sample never met plays as talon does): an unbiased estimate
 *    of what that fixed strategy wins, a LOWER bound of G.  So G
 *    lies, at 95% each, between fresh's lower end and upper.
 *
 * Determinism: sums are fixed-point integers (2^24 per ante, squares 2^16
 * per ante^2) added in any order, the backward induction runs in (depth,
 * key) order: the same seed gives the same bits at any --threads.
 *
 * Errors: TALON_E_INVAL (bad parameters; a set met with two different
 * parents: perfect recall broken, a bug), TALON_E_NOMEM, TALON_E_CANCEL;
 * why says which.  Thread safety: pure but for the progress callback.
 */
#ifndef TALON_BOUND_BR_H
#define TALON_BOUND_BR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "mc.h"
#include "profile.h"

#define BOUND_BR_Z 1.6448536269514722   /* one-sided 95% */
#define BOUND_BR_BLOCK 1024             /* deals a block (the unit of work and of progress) */

typedef struct bound_br_params {
    const draw_game *dg;
    const cfr_game *g;
    const profile *pf;        /* every seat's strategy (a file profile, with its fallback) */
    int seat;                 /* the responder's seat 0..P-1, or -1: every seat in turn */
    uint64_t deals;           /* the sample (>= 1) */
    uint64_t fresh;           /* fresh deals for the checks (0: none) */
    uint64_t seed;
    int enumerate;            /* the others' actions are enumerated (weighted by the file) while at most
                                 this many players are in, sampled per deal with more (default 2) */
    int threads;              /* 0: all cores */
    const volatile int *cancel;
    mc_progress_fn progress;  /* may be NULL: (deals done, planned) over every pass */
    void *progress_arg;
} bound_br_params;

typedef struct bound_br_result {
    int players;
    uint64_t deals, fresh;
    bool done[CFR_MAX_PLAYERS];
    double value[CFR_MAX_PLAYERS];     /* the profile's mean result on the sample, antes a deal */
    double gain[CFR_MAX_PLAYERS];      /* the sample's best response's gain over the profile */
    double sd[CFR_MAX_PLAYERS];        /* its per-deal standard deviation */
    double replay[CFR_MAX_PLAYERS];    /* its policy replayed on the sample: gain again, to rounding */
    double upper[CFR_MAX_PLAYERS];     /* gain + BOUND_BR_Z sd / sqrt(deals) */
    double likely_in[CFR_MAX_PLAYERS]; /* the most-likely-action deviation's gain on the sample */
    double likely[CFR_MAX_PLAYERS], likely_hw[CFR_MAX_PLAYERS];   /* on fresh deals, 95% two-sided */
    double fresh_gain[CFR_MAX_PLAYERS], fresh_hw[CFR_MAX_PLAYERS];   /* the best response on fresh deals */
    uint64_t sets[CFR_MAX_PLAYERS];    /* the responder's information sets met */
    uint64_t deviations[CFR_MAX_PLAYERS];   /* sets whose best action is not the file's most likely */
    double missing[CFR_MAX_PLAYERS];   /* fresh deals, the sample's best response: the share of the others'
                                          decisions (by weight) at a set the file lacks, where the profile's
                                          fallback plays */
    char why[256];
} bound_br_result;

/* Defaults: every seat, 262 144 deals, as many fresh, enumerate 2, seed 1, all threads. */
void bound_br_params_init(bound_br_params *p);

int bound_br_run(const bound_br_params *p, bound_br_result *r);

#endif
