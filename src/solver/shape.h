/* shape.h - the two shapes of sanity.h made to hold on a strategy file of
 * the draw game (issue 26, item 2; talon strategy convert --shape).
 *
 * After the draw, within a history (the round-2 sets that share everything
 * but the acting seat's bucket: sanity.h's groups), sanity.h asks that
 * going on against a bet (call or raise) never fall as the bucket rises,
 * and that betting, with no bet to face, fall then rise (bluffs, checks,
 * value bets).  A solved file breaks both where its hands are close to
 * indifferent (the bluff-catchers of a history call or fold in any order in
 * an equilibrium) and where a sampled solver left a rarely met set noisy.
 *
 * shape_apply plays `deals` deals of the file's own play (sanity_sets: the
 * same deals as talon strategy check with the same seed) and, in every
 * history met, replaces each set's probability of going on (facing a bet)
 * or of betting (no bet to face) by its weighted least-squares fit, each
 * set weighted by the decisions met at it:
 *   - facing a bet: the closest non-decreasing sequence (pool adjacent
 *     violators), which moves probability only between buckets out of
 *     order, and never lowers the top bucket nor raises the lowest;
 *   - no bet to face: the closest sequence that falls then rises (the best
 *     split into a non-increasing part and a non-decreasing part).
 * A set's other actions are scaled in proportion (calls and raises keep
 * their ratio; bet sizes theirs); a set that went on with probability 0
 * gets the new share as a call (facing) or as its first bet size.  The
 * total weight of going on in a history is kept (the fit's weighted mean
 * is the data's): what a history's hands do in sum does not change, only
 * which buckets do it.  A set the file lacks (played by a backoff set)
 * joins the fit when the check may compare it (met in 1 deal in 80 000 or
 * more: SHAPE_JOIN); if the fit moves it, it is added to the file with its backoff
 * set's play, fitted (a file that keeps part of its sets breaks the shapes
 * between the sets it holds and those it lacks: issue 26, the 6- and
 * 7-player half-pot files).  A rarer one is left out and not changed (the
 * report counts them): the check does not compare it, and in the fit it
 * would pull its neighbours pass after pass.  Passes
 * repeat the whole, since the file's play changes with it (a history that
 * a changed bet leads to is met more or less often, or for the first
 * time), until a pass moves no set that talon strategy check compares (met
 * in 1 deal in 10 000 or more) by SHAPE_STILL, or `passes` have run.
 *
 * What it costs in the real game is measured, not assumed (bench/RESULTS.md,
 * "Sanity"): the real-game responder of every file changed.
 *
 *     shape_report rep;
 *     shape_apply(dg, g, pf, &d, 1u << 20, 1, 2, &rep);   // pf: a profile over d (profile_data)
 */
#ifndef TALON_SHAPE_H
#define TALON_SHAPE_H

#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "profile.h"
#include "stratfile.h"

#define SHAPE_STACK_MAX 64   /* the most points a caller's stack buffers for the fits need hold */
#define SHAPE_PASSES 8     /* the most passes talon strategy convert --shape runs */
#define SHAPE_STILL 1e-6   /* a pass that moves no set's probability by this much is the last */
#define SHAPE_JOIN 8       /* a set the file lacks joins the fit when met 1/8 as often as the check
                              compares (1 deal in 80 000): a check of 262 144 deals (tests/cli/sanity.sh)
                              compares sets met 27 times in them, some met under 105 times in 1 048 576 */

typedef struct shape_report {
    int passes;           /* passes run */
    uint64_t groups;      /* histories of 2 sets or more met (last pass) */
    uint64_t sets;        /* round-2 sets met (last pass) */
    uint64_t changed;     /* set changes, all passes (a set changed twice counts twice) */
    uint64_t backoff;     /* sets met that the file lacks and the check does not compare (played by a
                             backoff set: left out of the fit; last pass) */
    uint64_t added;       /* sets the file lacked that the check may compare and the fit moved: added to it
                             with their backoff set's play, fitted (all passes) */
    double largest;       /* the largest change of a set's probability of going on or betting */
    double last;          /* the largest in the last pass at a set met in 1 deal in 10 000 or more
                             (the sets talon strategy check compares): under SHAPE_STILL, still */
} shape_report;

/* The fit of one history, for the tests: y[0..n-1] by rising bucket with
 * weights w (> 0) into fit[0..n-1].  shape_rising: the non-decreasing
 * least-squares fit; shape_valley: the fit that falls then rises. */
void shape_rising(const double *y, const double *w, int n, double *fit);
void shape_valley(const double *y, const double *w, int n, double *fit);

/* One set's probabilities p[0..n-1] with its probability of going on
 * (1 - p[stay], stay its fold or check) made `to` (clamped to 0..1): stay
 * takes 1 - to, the other actions are scaled in proportion, or, when they
 * had none, `first` takes it all. */
void shape_refit(double *p, int n, int stay, int first, double to);

/* shape_refit for a set read from a file: p is first scaled to sum to 1.
 * A file's probabilities sum to 1 only to its rounding (1e-9 a value in the
 * text format), and shape_refit multiplies the other actions by
 * to / (1 - p[stay]): where they had little, the rounding with them (an
 * 8-player set going on 4e-4 of the time, made to go on always, summed to
 * 1.0000026, which no file may hold). */
void shape_refit_read(double *p, int n, int stay, int first, double to);

/* Fit *d in place (see above): pf plays *d (profile_data over it, with the
 * fallback the check uses), so that the deals follow each change.  When
 * sets are added, *d is replaced by a larger strat_data (the old one
 * freed; *d needs names) and pf rebound to it (profile_rebind).
 * TALON_OK, TALON_E_INVAL, TALON_E_NOMEM. */
int shape_apply(const draw_game *dg, const cfr_game *g, profile *pf, strat_data **d, uint64_t deals,
                uint64_t seed, int passes, shape_report *rep);

#endif
