/* bluff.h - optimal bluffing and raise size from stated game-theory models.
 *
 * Usage:
 *     bluff_strategy s;
 *     double r;
 *     bluff_optimal_raise(BLUFF_ANTE, 0.15, 0.10, &r);         // r = 2.4721 pots
 *     bluff_solve(BLUFF_ANTE, 0.15, 0.10, 2.0, &s);             // s.bluffs = 0.075, s.checks = 0.775,
 *                                                              // s.bluff_share = 1/3
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1; cfg.trials = 1000000;
 *     bluff_mc m;
 *     bluff_mc_run(&s, &cfg, &m, NULL);                        // m.checks[i]: formula vs MC, 95% CI
 *
 * The toy game (models ANTE, POT, VALUE).  Two players have put chips in the
 * middle (M pots, M = bluff_middle(model)).  The bettor holds the strong
 * hand he claims with probability f (--claimed) and otherwise a weak hand
 * that loses every showdown; independently the caller holds, with
 * probability q (--opp-win), a hand that beats the strong one (he always
 * calls with it) and otherwise a middling hand that beats only a bluff.  The
 * bettor bets r pots or checks; facing a bet the caller calls or folds; a
 * check or a call goes to a showdown, no further betting.  The models:
 *   BLUFF_ANTE    the equilibrium of the toy game, "pot" meaning one
 *                 player's stake (von Neumann's ante): M = 2.  Supports the
 *                 article's three statements.
 *   BLUFF_POT     the same equilibrium, "pot" meaning every chip in the
 *                 middle: M = 1; bluff share B/(P+2B).
 *   BLUFF_VALUE   value-bet sizing, M = 1: the middling hands call at the
 *                 minimum defence frequency P/(P+B) (computed as if q = 0),
 *                 bluffs at the pot odds, and the bet maximises the strong
 *                 hand's gain B[(1-q)P/(P+B) - q].  Not an equilibrium for
 *                 q > 0 (a bluff then loses qB).
 *   BLUFF_VN1944  von Neumann's continuous poker (1944): hands uniform on
 *                 [0,1], one ante each ("pot" = ante, M = 2), bet B.  f and q
 *                 are not inputs: they are what its solution implies.
 * bluff.c derives every formula.  All figures are in the model's pots.
 *
 * Every function is pure and thread-safe (bluff_mc_run as mc_run).
 */
#ifndef TALON_BLUFF_H
#define TALON_BLUFF_H

#include <stdbool.h>
#include <stdint.h>

#include "mc.h"

enum bluff_model { BLUFF_ANTE, BLUFF_POT, BLUFF_VALUE, BLUFF_VN1944, BLUFF_NMODELS };

/* How the equilibrium (or the heuristic) plays at a given raise. */
enum bluff_regime {
    BLUFF_MIXED,      /* strong hands bet, weak hands bluff with probability < 1, the
                         middling hands call with probability c: both sides indifferent */
    BLUFF_ALL_WEAK,   /* too few weak hands (f > 1/2, large raise): every weak hand bluffs,
                         strong hands bet with probability < 1, c = q/(1-q) */
    BLUFF_NO_BET,     /* no hand bets (raise 0 or too large, q >= 1/2, f = 0 or 1): value of checking */
    BLUFF_HEURISTIC,  /* model VALUE: frequencies from the stated rules, not an equilibrium */
    BLUFF_CONTINUOUS  /* model VN1944: thresholds on a continuum of hands */
};

/* The solution at one raise.  Frequencies are per deal unless named
 * otherwise.  Gains are "this action minus the alternative", in pots, for
 * the hand named, with the other side's strategy as given. */
typedef struct bluff_strategy {
    enum bluff_model model;
    enum bluff_regime regime;
    double claimed;      /* f: P(strong); VN1944: the value-betting hands 1 - beta */
    double opp_win;      /* q: P(caller beats the strong hand); VN1944: P(Y > X | X value-bets) */
    double raise;        /* r, pots */
    double middle;       /* M: pots in the middle before the raise */
    double bet_strong;   /* sigma: P(bet | strong) */
    double bluff_weak;   /* beta: P(bluff | weak) (VN1944: bluffs / hands that do not value-bet) */
    double value_bets;   /* f sigma */
    double bluffs;       /* (1-f) beta: the bluff frequency */
    double checks;       /* 1 - value_bets - bluffs */
    double bluff_share;  /* bluffs / (bluffs + value_bets); 0 when nothing bets */
    double bluff_ratio;  /* bluffs / value_bets; 0 when nothing bets */
    double call;         /* c: P(call | bet) for a caller hand that does not beat the strong one
                            (VN1944: for any caller hand) */
    double call_any;     /* P(call | bet) for any caller hand: q + (1-q)c */
    double caller_gain;  /* middling caller facing a bet: E[call - fold | bet]; NAN when nothing bets */
    double bluff_gain;   /* weak hand: E[bluff - check] */
    double bet_gain;     /* strong hand: E[bet - check] */
    double value;        /* the bettor's expected net result per deal, each player having put
                            half the middle (zero-sum) */
    double edge;         /* value minus the value when every hand checks: what betting is worth */
    /* VN1944 only (0 otherwise): the bettor bluffs below alpha, value-bets above
     * beta; the caller calls at or above gamma. */
    double alpha, beta, gamma;
} bluff_strategy;

/* "ante", "pot", "value", "vn1944" (also "vonneumann" for VN1944).
 * TALON_OK or TALON_E_PARSE. */
int bluff_model_parse(const char *name, enum bluff_model *m);
/* Short key ("ante") and a one-line title; never NULL. */
const char *bluff_model_key(enum bluff_model m);
const char *bluff_model_title(enum bluff_model m);
/* What "pot" means in the model: "one player's ante" or "every chip in the middle". */
const char *bluff_model_pot(enum bluff_model m);
/* M, the pots in the middle before the raise: 2 (ANTE, VN1944) or 1. */
double bluff_middle(enum bluff_model m);
/* Whether f and q are inputs (false for VN1944, whose solution fixes them). */
bool bluff_model_free(enum bluff_model m);
/* "mixed", "all weak hands bluff", ...; never NULL. */
const char *bluff_regime_name(enum bluff_regime r);

/* Check the inputs: f and q in [0,1], r >= 0 and finite (NaN is out of
 * range).  TALON_OK or TALON_E_RANGE. */
int bluff_check(double f, double q, double r);

/* The strategy of model m at raise r (pots).  f and q are ignored by VN1944
 * (they are still checked).  TALON_OK, TALON_E_RANGE (bluff_check), or
 * TALON_E_INVAL (m not a model); *s untouched on error. */
int bluff_solve(enum bluff_model m, double f, double q, double r, bluff_strategy *s);

/* The raise that maximises the model's value (ANTE, POT: the equilibrium
 * value; VALUE: the strong hand's gain; VN1944: the game's value, r = 2).
 * +INFINITY when the value grows without bound (q = 0, f <= 1/2), 0 when no
 * bet pays.  Return codes as bluff_solve. */
int bluff_optimal_raise(enum bluff_model m, double f, double q, double *r);

/* The inverse (f <= 1/2): the q at which raise r is optimal.  VN1944: the q
 * its solution implies at raise r.  TALON_E_RANGE for r < 0 or not finite. */
int bluff_opp_win_for_raise(enum bluff_model m, double r, double *q);

/* von Neumann's continuous game at bet b (antes of 1): alpha, beta, gamma
 * and the value, in closed form.  TALON_E_RANGE for b < 0 or not finite. */
int bluff_vn1944(double b, double *alpha, double *beta, double *gamma, double *value);

/* ---- the Monte Carlo check ------------------------------------------------ */

#define BLUFF_MAX_CHECKS 8

enum bluff_check_kind { BLUFF_CHECK_PROB, BLUFF_CHECK_MEAN };

/* One figure checked by simulation: the formula beside the MC estimate. */
typedef struct bluff_check_row {
    const char *key;        /* "bluff_frequency", "caller_gain", ... */
    const char *what;       /* a line for people */
    enum bluff_check_kind kind;   /* PROB: Wilson interval; MEAN: normal interval */
    double formula;
    uint64_t n;             /* trials in the check's condition (0: the condition never occurred) */
    double est, lo, hi;     /* the estimate and its 95% interval (NAN when n == 0) */
    double se;              /* standard error (PROB: at the formula's p) */
    double z;               /* (est - formula) / se; 0 when both agree exactly */
} bluff_check_row;

typedef struct bluff_mc {
    int nchecks;
    bluff_check_row checks[BLUFF_MAX_CHECKS];
    uint64_t trials;
} bluff_mc;

/* Play the game of s with its strategies, cfg->trials deals (or until every
 * 95% half-width is below cfg->precision), with counterfactual payoffs so
 * that each indifference is measured on every hand it concerns:
 *   ANTE, POT, VALUE: bluff frequency, middling caller's calling frequency,
 *     caller_gain, bluff_gain, bet_gain, value;
 *   VN1944: bluff and value-bet frequencies, calling frequency, opp_win,
 *     value.
 * Deterministic for a seed (mc_run).  Returns as mc_run (out untouched on a
 * parameter error; on TALON_E_CANCEL it holds the prefix that ran). */
int bluff_mc_run(const bluff_strategy *s, const mc_config *cfg, bluff_mc *out, uint64_t *trials_done);

/* ---- the article's statements (tables/article/bluff.csv) ------------------ */

enum bluff_relation { BLUFF_ABOUT, BLUFF_ABOVE };

typedef struct bluff_statement {
    int statement;          /* 1, 2, 3: the article's statements in order */
    const char *figure;     /* optimal_raise, opp_win_for_2_pots, bluff_frequency, ... */
    double claimed, raise, opp_win;   /* the article's parameters; NAN where it states none */
    double value;           /* the article's figure */
    enum bluff_relation relation;     /* ABOUT: |ours - value| <= tolerance; ABOVE: ours > value */
    double tolerance;       /* half a unit of the article's last printed digit */
    const char *printed;    /* the article's words */
} bluff_statement;

/* The transcription, in the CSV's order; *n receives the count. */
const bluff_statement *bluff_statements(int *n);

/* Our figure for a statement in model m: the parameters the article leaves
 * out default to its examples (f = 0.15, q = 0.10).  TALON_OK, or
 * TALON_E_RANGE when the figure does not apply to the model (VN1944 has no
 * free f: a frequency "for a 15% draw"); *ours is then NAN. */
int bluff_statement_eval(enum bluff_model m, const bluff_statement *st, double *ours);
/* Whether ours agrees with the article's figure under its relation. */
bool bluff_statement_agrees(const bluff_statement *st, double ours);

#endif
