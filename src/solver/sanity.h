/* sanity.h - answers no strategy of the draw game may give, checked on a
 * strategy file in the spots its own play reaches (issue 26, item 2).
 *
 * Usage:
 *     sanity_params p;
 *     sanity_params_init(&p);
 *     p.dg = dg; p.g = &g; p.pf = pf;            // the file's game and profile (profile.h)
 *     p.deals = 1u << 20; p.seed = 1;
 *     sanity_result r;
 *     if (sanity_run(&p, &r) == TALON_OK)
 *         for (int k = 0; k < SANITY_KINDS; k++)
 *             printf("%s: %s\n", sanity_name(k), r.item[k].over ? "FAILS" : "holds");
 *
 * How: p.deals deals in which every seat plays the file (a set the file
 * lacks plays the profile's fallback, and is not checked: the checks are of
 * the file).  At each decision of a set the file holds:
 *   SANITY_TOP      after the draw, facing a single bet (no raise yet), a
 *                   final hand whose strength (draw_game_strength: the share
 *                   of the deck's hands it beats) is at least p.top (0.99:
 *                   the top 1%) must not fold: P(fold) <= p.never_tol.
 *   SANITY_NOWIN    after the draw, facing a bet, a hand that cannot win (the
 *                   deck's lowest hand, the "no-win" bucket) must not call:
 *                   P(call) <= p.never_tol (a raise is a bluff: allowed).
 *   SANITY_QUADS    quads or a straight flush never folds: before the draw
 *                   the served hand, after it the final hand, facing any bet
 *                   or raise: P(fold) <= p.never_tol.
 * And over the sets of round 2 met in at least a share p.mono_share of the
 * deals (1 in 10 000: where a set's play weighs on the result), grouped by
 * everything but the bucket (the seat, the history, the served class of
 * the recall abstraction: the set's name without its bucket):
 *   SANITY_CALL     facing a bet, the probability of going on (call or
 *                   raise) does not fall as the bucket rises: for buckets
 *                   b < b', P(b) - P(b') <= p.mono_tol.
 *   SANITY_BET      not facing a bet, the probability of betting has no
 *                   peak inside: it falls, then rises (bluffs with the
 *                   weakest, value bets with the strongest, checks between),
 *                   so for b < b' < b'', P(b') - max(P(b), P(b'')) <=
 *                   p.mono_tol.  (Monotone betting would forbid the bluff,
 *                   which the equilibrium needs: a shape, not an order.)
 * The tolerance of the two last is for the solver's noise: a sampled
 * chance model (vector CFR+) or sampled iterations (MCCFR) leave sets of
 * neighbouring buckets a few points apart.  It does not cover
 * indifference: hands with the same value against the others' play (the
 * bluff-catchers of a history, say) may mix in any order in an
 * equilibrium, and such a file fails a shape by far more; the heads-up
 * files, converged to 0.0008, do (bench/RESULTS.md, "Sanity").  shape.h
 * fits a file to both shapes (talon strategy convert --shape).
 *
 * One thread, deterministic: a seed fixes every deal.  Memory: 40 bytes a
 * round-2 set met.  No printing.
 */
#ifndef TALON_SANITY_H
#define TALON_SANITY_H

#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "profile.h"

enum sanity_kind { SANITY_TOP = 0, SANITY_NOWIN, SANITY_QUADS, SANITY_CALL, SANITY_BET, SANITY_KINDS };

#define SANITY_WHERE_MAX 320

typedef struct sanity_params {
    const draw_game *dg;
    const cfr_game *g;
    const profile *pf;
    uint64_t deals;       /* self-play deals (default 1 048 576) */
    uint64_t seed;        /* default 1 */
    double top;           /* SANITY_TOP's strength threshold (default 0.99) */
    double never_tol;     /* the three "never" checks (default 0: exactly never) */
    double mono_tol;      /* SANITY_CALL and SANITY_BET (default 0.05) */
    double mono_share;    /* least visits of a set compared, a share of the deals (default 1e-4) */
    const volatile int *cancel;   /* NULL, or non-zero to stop between deals */
} sanity_params;

typedef struct sanity_item {
    uint64_t spots;       /* decisions checked (the never checks), or sets compared (the shapes) */
    uint64_t over;        /* of them, beyond the tolerance */
    double worst;         /* the largest forbidden probability, or the largest drop or peak */
    double sum;           /* the forbidden probabilities summed (never checks) */
    char where[SANITY_WHERE_MAX];   /* the set of the worst ("" when none): its name, and for the
                                       shapes the buckets and probabilities compared */
} sanity_item;

typedef struct sanity_result {
    sanity_item item[SANITY_KINDS];
    uint64_t deals;
    uint64_t decisions;   /* decisions met */
    uint64_t missing;     /* of them, at sets the file lacks (not checked) */
    uint64_t sets2;       /* round-2 sets met */
} sanity_result;

void sanity_params_init(sanity_params *p);

/* A set the file lacks, met in sanity_sets' self-play: what its backoff set
 * plays there and the set's name line (as strat_data holds names), so that
 * shape.h can add it to the file. */
typedef struct sanity_lacked {
    int n;                          /* actions */
    double p[CFR_MAX_ACTIONS];      /* the backoff set's probabilities */
    char name[];                    /* "<action names>\t<set name>" */
} sanity_lacked;

/* A round-2 set met in the checks' self-play (sanity_sets; what the shapes
 * compare). */
typedef struct sanity_set {
    uint64_t key;      /* the set's key (g->infoset) */
    uint64_t group;    /* a hash of its name without the bucket: the sets of one history share it */
    uint64_t visits;   /* the decisions met at it */
    float go;          /* facing a bet: P(call or raise); else P(bet) */
    uint16_t bucket;   /* the acting seat's bucket (draw_state.bucket) */
    uint8_t facing;    /* facing a bet */
    uint8_t backoff;   /* the file lacks it: played by a backoff set */
    uint8_t stay;      /* the index of its fold (facing a bet) or check (else) */
    uint8_t go1;       /* facing a bet its call, else its first bet (CFR_MAX_ACTIONS: none) */
    sanity_lacked *lacked;   /* with backoff, from sanity_sets: malloc'd (sanity_sets_free), or NULL */
} sanity_set;

/* The round-2 sets met in p->deals deals of the file's own play (the
 * deals of sanity_run, the sets it holds or plays by a backoff set), every
 * one, sorted by group and bucket: *sets (the caller frees it) and *n.
 * TALON_OK, TALON_E_INVAL, TALON_E_NOMEM, TALON_E_CANCEL. */
int sanity_sets(const sanity_params *p, sanity_set **sets, uint64_t *n);

/* sets[0..n) from sanity_sets freed, with each one's `lacked` (a caller
 * that keeps one sets it to NULL first). */
void sanity_sets_free(sanity_set *sets, uint64_t n);

/* Run the checks.  TALON_OK; TALON_E_INVAL (NULL game, profile or result,
 * deals 0, a tolerance or threshold outside 0..1); TALON_E_NOMEM;
 * TALON_E_CANCEL (*cancel raised: r holds the deals played so far). */
int sanity_run(const sanity_params *p, sanity_result *r);

/* The shapes on one group's probabilities p[0..n-1] by rising bucket, for
 * the tests: the largest fall, max over i < j of p[i] - p[j] (0 when none),
 * and the largest inner peak, max over i < j < k of p[j] - max(p[i], p[k])
 * (0 when none or n < 3; -1: out of memory).  *over counts the j whose
 * fall (peak) exceeds tol; where[] the indices of the worst (-1: none). */
double sanity_fall(const double *p, int n, double tol, int *over, int where[2]);
double sanity_peak(const double *p, int n, double tol, int *over, int where[3]);

/* The least visits of a set the shapes compare: mono_share x deals, at least 1. */
uint64_t sanity_least(const sanity_params *p);

/* "top", "no-win", "quads", "call", "bet". */
const char *sanity_name(int kind);
/* One line: what the check asks, e.g. "after the draw, a hand in the top 1%
 * of final strength never folds to a single bet" (top from p). */
const char *sanity_rule(int kind, const sanity_params *p, char *buf, size_t size);

#endif
