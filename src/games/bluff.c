/* bluff.c - the bluffing models of `talon bluff`, their closed forms, a
 * Monte Carlo of each game, and the article's statements as data.
 *
 * THE TOY GAME (models ANTE, POT, VALUE).  The middle holds M pots.  The
 * bettor (B) is strong with probability f, else weak (loses every
 * showdown).  Independently the caller (C) holds with probability q a high
 * hand H that beats the strong one, else a middling hand that beats only a
 * weak one.  B bets r pots or checks; facing a bet C calls or folds; a check
 * or a call goes to a showdown.  Payoffs u are what B takes out of the
 * middle minus what he adds (C gets M - u: constant sum).  H always calls
 * (calling wins M + r, folding 0): dominant.  B's strategy: sigma =
 * P(bet | strong), beta = P(bluff | weak); C's: c = P(call | bet, middling).
 * The three gains that decide the game (each "action minus alternative"):
 *
 *   strong, bet - check:  (1-q)[(1-c)M + c(M+r)] - q r - (1-q)M
 *                        = r [(1-q)c - q]                                 (G_S)
 *   weak, bluff - check:  (1-q)(1-c)M - [q + (1-q)c] r                    (G_W)
 *   middling, call - fold, facing a bet (Bayes on B's two kinds of bets):
 *                        [(1-f)beta (M+r) - f sigma r] / [(1-f)beta + f sigma]   (G_C)
 *
 * Equilibrium (ANTE and POT; they differ only by M).
 *   Mixed, the usual case: sigma = 1, G_W = 0 and G_C = 0:
 *     G_W = 0  ->  c = [(1-q)M - q r] / [(1-q)(M + r)]
 *     G_C = 0  ->  (1-f)beta (M + r) = f r  ->  bluffs b = (1-f)beta = f r/(M+r),
 *                  bluffs / value bets = r/(M+r), bluff share = r/(M+2r).
 *   This needs G_S >= 0 at that c, i.e. (1-q)c >= q, i.e. (1-2q)M >= 2q r:
 *   r <= r_max = (1-2q)M/(2q) (so q < 1/2); and beta <= 1, i.e.
 *   f r <= (1-f)(M+r) (always when f <= 1/2).
 *   All weak (beta would exceed 1): beta = 1, and the strong hand mixes so
 *   that C stays indifferent, sigma = (1-f)(M+r)/(f r); then G_S = 0 gives
 *   c = q/(1-q), and G_W = (1-2q)M - 2q r >= 0 for r <= r_max.
 *   No bet (r = 0, r >= r_max or q >= 1/2): at any c that keeps bluffs
 *   unprofitable the strong hand gains nothing by betting either, so no one
 *   bets; c is off the path: we report the least deterring c (G_W = 0,
 *   clamped to [0,1]).
 *   Value, u: E[u] = f(1-q)M + f sigma G_S + (1-f) beta G_W.  In the mixed
 *   case G_W = 0, and with c above
 *     E[u] = f(1-q)M + f r[(1-2q)M - 2q r]/(M + r).
 *   With x = r/M, d/dx of x[(1-2q) - 2qx]/(1+x) is zero where
 *     (1-2q) - 4qx - 2qx^2 = 0  ->  x* = 1/sqrt(2q) - 1,
 *   and the edge over checking everything is then f M (1 - sqrt(2q))^2.
 *   The expression is concave, and past the all-weak boundary
 *   x_b = (1-f)/(2f-1) (f > 1/2) the value falls (it is
 *   f(1-q)M + (1-f)[(1-2q)M - 2q r] there), so r* = M min(x*, x_b):
 *   +inf for q = 0 and f <= 1/2, 0 for q >= 1/2.
 *   Inverse (f <= 1/2): r* = R when q = 1/(2 (1 + R/M)^2).
 *   The "value" we report is zero-sum: E[u] - M/2 (each player put half).
 *
 * Why ANTE is the article's model.  Its three statements (optimal raise of
 * about two pots at q of about 10%; at a raise of two pots, bluff half as
 * often as the claimed hand, 7.5% for 15%, and check the other 77.5%; a
 * rational show of strength is a bluff 1/3 of the time) need bluffs/value =
 * r/(M+r) = 1/2 at r = 2, so M = 2: "pot" is one player's stake, von
 * Neumann's ante, and the middle holds two of them.  Then r* = 2(1/sqrt(2q)
 * - 1) is 2.47 at q = 10% and exactly 2 at q = 1/8, while in the POT reading
 * (M = 1, every chip in the middle) the bluff share is B/(P+2B) = 2/5 at
 * B = 2P, the bluffs 10% and r*(10%) = 1.24.
 *
 * VALUE (value-bet sizing, M = 1).  A player's rule of thumb: the middling
 * hands defend at the minimum defence frequency c = M/(M+r), the c at which
 * a pure bluff breaks even if every calling hand were middling (q ignored);
 * the weak hands bluff at the pot odds, b = f r/(M+r) (capped at 1 - f);
 * the strong hand bets when G_S >= 0 and sizes its bet for
 *   G_S = r [(1-q)M/(M+r) - q],   d/dr = 0  ->  (1 + r/M)^2 = (1-q)/q,
 *   r* = M (sqrt((1-q)/q) - 1): exactly 2 pots at q = 10%; inverse
 *   q = 1/(1 + (1 + R/M)^2).
 * Not an equilibrium when q > 0: a bluff loses G_W = -q r, because the
 * high hands call on top of the defence frequency.
 *
 * VN1944 (von Neumann and Morgenstern, "Theory of Games and Economic
 * Behavior", section 19).  Hands X (bettor), Y (caller) uniform on [0,1],
 * one ante each (the middle holds 2), bet b; check -> showdown.  The bettor
 * bluffs with X < alpha, value-bets X > beta; the caller calls Y >= gamma.
 * Indifferences (net results): the caller at gamma, beating the bluffs and
 * losing to the value bets, alpha(b+2) = (1-beta) b; the value-bettor at
 * beta, (beta - gamma) b = (1 - beta) b -> beta = (1+gamma)/2; the bluffer at
 * alpha, gamma - (1-gamma)(1+b) = 2 alpha - 1.  Solving:
 *   gamma = b(b+3)/((b+1)(b+4)),  1 - beta = (b+2)/((b+1)(b+4)),
 *   alpha = b/((b+1)(b+4)) = the value of the game,
 * maximal at b = 2 (d/db: (b+1)(b+4) - b(2b+5) = 4 - b^2): bet two antes;
 * then bluffs 1/9, value bets 2/9 (half), bluff share 1/3, the caller calls
 * 4/9, and a value bet faces a better hand (1-beta)/2 = 1/9 of the time.
 * So all three statements hold with "pot" = ante, q = 11%.
 *
 * The Monte Carlo plays each game with its strategies through mc_run (a
 * fixed stream per block: bit-identical at any thread count) and measures
 * every gain counterfactually on every hand it concerns (both actions'
 * payoffs from the same draws), so an indifference shows up as a mean of 0
 * within its interval.
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "bluff.h"
#include "err.h"
#include "rng.h"
#include "stats.h"

/* ---- models ---------------------------------------------------------------- */

static const struct {
    const char *key;
    const char *title;
    const char *pot;
    double middle;
    bool free;
} MODELS[BLUFF_NMODELS] = {
    [BLUFF_ANTE] = {"ante", "toy game equilibrium, von Neumann's units", "one player's ante", 2.0, true},
    [BLUFF_POT] = {"pot", "toy game equilibrium, usual pot units", "every chip in the middle", 1.0, true},
    [BLUFF_VALUE] = {"value", "value-bet sizing, minimum defence frequency", "every chip in the middle", 1.0, true},
    [BLUFF_VN1944] = {"vn1944", "von Neumann's continuous poker (1944)", "one player's ante", 2.0, false},
};

int bluff_model_parse(const char *name, enum bluff_model *m)
{
    for (int i = 0; i < BLUFF_NMODELS; i++)
        if (strcmp(name, MODELS[i].key) == 0) {
            *m = (enum bluff_model)i;
            return TALON_OK;
        }
    if (strcmp(name, "vonneumann") == 0) {
        *m = BLUFF_VN1944;
        return TALON_OK;
    }
    return TALON_E_PARSE;
}

static bool model_ok(enum bluff_model m) { return (int)m >= 0 && (int)m < BLUFF_NMODELS; }

const char *bluff_model_key(enum bluff_model m) { return model_ok(m) ? MODELS[m].key : "?"; }
const char *bluff_model_title(enum bluff_model m) { return model_ok(m) ? MODELS[m].title : "?"; }
const char *bluff_model_pot(enum bluff_model m) { return model_ok(m) ? MODELS[m].pot : "?"; }
double bluff_middle(enum bluff_model m) { return model_ok(m) ? MODELS[m].middle : NAN; }
bool bluff_model_free(enum bluff_model m) { return model_ok(m) && MODELS[m].free; }

const char *bluff_regime_name(enum bluff_regime r)
{
    switch (r) {
    case BLUFF_MIXED: return "mixed: both sides indifferent";
    case BLUFF_ALL_WEAK: return "every weak hand bluffs, the strong hand mixes";
    case BLUFF_NO_BET: return "no hand bets";
    case BLUFF_HEURISTIC: return "rule of thumb, not an equilibrium";
    case BLUFF_CONTINUOUS: return "thresholds on a continuum of hands";
    }
    return "?";
}

int bluff_check(double f, double q, double r)
{
    /* Written so that NaN fails every test. */
    if (!(f >= 0.0 && f <= 1.0) || !(q >= 0.0 && q <= 1.0) || !(r >= 0.0) || !isfinite(r))
        return TALON_E_RANGE;
    return TALON_OK;
}

/* ---- closed forms ---------------------------------------------------------- */

int bluff_vn1944(double b, double *alpha, double *beta, double *gamma, double *value)
{
    if (!(b >= 0.0) || !isfinite(b))
        return TALON_E_RANGE;
    double d = (b + 1.0) * (b + 4.0);
    *alpha = b / d;
    *beta = 1.0 - (b + 2.0) / d;
    *gamma = b * (b + 3.0) / d;
    *value = b / d;
    return TALON_OK;
}

/* Fill the derived fields of a toy-game strategy from f, q, r, M, sigma,
 * beta, c. */
static void toy_finish(bluff_strategy *s)
{
    const double f = s->claimed, q = s->opp_win, r = s->raise, M = s->middle;
    const double sig = s->bet_strong, be = s->bluff_weak, c = s->call;
    s->value_bets = f * sig;
    s->bluffs = (1.0 - f) * be;
    s->checks = 1.0 - s->value_bets - s->bluffs;
    double bets = s->value_bets + s->bluffs;
    s->bluff_share = bets > 0 ? s->bluffs / bets : 0.0;
    s->bluff_ratio = s->value_bets > 0 ? s->bluffs / s->value_bets : 0.0;
    s->call_any = q + (1.0 - q) * c;
    s->bet_gain = r * ((1.0 - q) * c - q);                                    /* G_S */
    s->bluff_gain = (1.0 - q) * (1.0 - c) * M - (q + (1.0 - q) * c) * r;      /* G_W */
    s->caller_gain = bets > 0 ? (s->bluffs * (M + r) - s->value_bets * r) / bets : NAN;   /* G_C */
    double u = f * (1.0 - q) * M + s->value_bets * s->bet_gain + s->bluffs * s->bluff_gain;
    s->value = u - M / 2.0;
    s->edge = u - f * (1.0 - q) * M;
}

static void solve_equilibrium(bluff_strategy *s)
{
    const double f = s->claimed, q = s->opp_win, r = s->raise, M = s->middle;
    /* c at which a bluff breaks even (G_W = 0); q = 1 leaves no middling hand. */
    double c_w = q < 1.0 ? ((1.0 - q) * M - q * r) / ((1.0 - q) * (M + r)) : 0.0;
    bool bets = r > 0 && q < 0.5 && 2.0 * q * r < (1.0 - 2.0 * q) * M;   /* r < r_max */
    if (!bets) {
        s->regime = BLUFF_NO_BET;
        s->bet_strong = s->bluff_weak = 0.0;
        s->call = fmin(1.0, fmax(0.0, c_w));
    } else if (f == 1.0) {   /* no weak hand: a bet is known strong, the middling hands fold */
        s->regime = BLUFF_NO_BET;
        s->bet_strong = s->bluff_weak = 0.0;
        s->call = 0.0;
    } else if (f == 0.0) {   /* no strong hand: a bet is known a bluff, so none is made (a middling hand would call) */
        s->regime = BLUFF_NO_BET;
        s->bet_strong = s->bluff_weak = 0.0;
        s->call = 1.0;
    } else if (f * r <= (1.0 - f) * (M + r)) {
        s->regime = BLUFF_MIXED;
        s->bet_strong = 1.0;
        s->bluff_weak = f > 0 ? f * r / ((1.0 - f) * (M + r)) : 0.0;
        s->call = c_w;
    } else {
        s->regime = BLUFF_ALL_WEAK;
        s->bluff_weak = f < 1.0 ? 1.0 : 0.0;
        s->bet_strong = (1.0 - f) * (M + r) / (f * r);
        s->call = q / (1.0 - q);
    }
}

static void solve_value(bluff_strategy *s)
{
    const double f = s->claimed, q = s->opp_win, r = s->raise, M = s->middle;
    s->regime = BLUFF_HEURISTIC;
    s->call = M / (M + r);   /* minimum defence frequency, q ignored */
    bool bets = r > 0 && (1.0 - q) * s->call > q;
    if (!bets) {
        s->regime = BLUFF_NO_BET;
        s->bet_strong = s->bluff_weak = 0.0;
        return;
    }
    s->bet_strong = 1.0;
    double b = f * r / (M + r);   /* pot odds: bluffs / value bets = r/(M+r) */
    s->bluff_weak = f < 1.0 ? fmin(1.0, b / (1.0 - f)) : 0.0;
}

static void solve_vn(bluff_strategy *s)
{
    double a = 0, b = 0, g = 0, v = 0;
    bluff_vn1944(s->raise, &a, &b, &g, &v);   /* raise checked by bluff_solve */
    s->regime = BLUFF_CONTINUOUS;   /* at b = 0 too: the thresholds' limit, a "bet" of 0 being a check */
    s->alpha = a;
    s->beta = b;
    s->gamma = g;
    s->claimed = 1.0 - b;
    s->opp_win = (1.0 - b) / 2.0;       /* P(Y > X | X uniform on [beta, 1]) */
    s->bet_strong = 1.0;
    s->bluff_weak = b > 0 ? a / b : 0.0;
    s->value_bets = 1.0 - b;
    s->bluffs = a;
    s->checks = b - a;
    s->bluff_share = a + (1.0 - b) > 0 ? a / (a + 1.0 - b) : 0.0;
    s->bluff_ratio = a / (1.0 - b);
    s->call = s->call_any = 1.0 - g;
    /* The threshold hands are indifferent by construction. */
    s->caller_gain = s->bluff_gain = s->bet_gain = 0.0;
    s->value = s->edge = v;   /* checking every hand is worth 0 by symmetry */
}

int bluff_solve(enum bluff_model m, double f, double q, double r, bluff_strategy *s)
{
    if (!model_ok(m))
        return TALON_E_INVAL;
    int rc = bluff_check(f, q, r);
    if (rc != TALON_OK)
        return rc;
    bluff_strategy t;
    memset(&t, 0, sizeof t);
    t.model = m;
    t.claimed = f;
    t.opp_win = q;
    t.raise = r;
    t.middle = MODELS[m].middle;
    if (m == BLUFF_VN1944) {
        solve_vn(&t);
    } else {
        if (m == BLUFF_VALUE)
            solve_value(&t);
        else
            solve_equilibrium(&t);
        toy_finish(&t);
    }
    *s = t;
    return TALON_OK;
}

int bluff_optimal_raise(enum bluff_model m, double f, double q, double *r)
{
    if (!model_ok(m))
        return TALON_E_INVAL;
    int rc = bluff_check(f, q, 0.0);
    if (rc != TALON_OK)
        return rc;
    const double M = MODELS[m].middle;
    double x;
    switch (m) {
    case BLUFF_VN1944:
        *r = 2.0;   /* argmax b/((b+1)(b+4)) */
        return TALON_OK;
    case BLUFF_VALUE:
        x = q >= 0.5 ? 0.0 : q == 0.0 ? INFINITY : sqrt((1.0 - q) / q) - 1.0;
        break;
    default:
        x = q >= 0.5 ? 0.0 : q == 0.0 ? INFINITY : 1.0 / sqrt(2.0 * q) - 1.0;
        if (f > 0.5)   /* the all-weak boundary x_b = (1-f)/(2f-1) */
            x = fmin(x, (1.0 - f) / (2.0 * f - 1.0));
        break;
    }
    *r = M * x;
    return TALON_OK;
}

int bluff_opp_win_for_raise(enum bluff_model m, double r, double *q)
{
    if (!model_ok(m))
        return TALON_E_INVAL;
    if (!(r >= 0.0) || !isfinite(r))
        return TALON_E_RANGE;
    const double M = MODELS[m].middle;
    double k = 1.0 + r / M;
    switch (m) {
    case BLUFF_VN1944: *q = (r + 2.0) / (2.0 * (r + 1.0) * (r + 4.0)); break;
    case BLUFF_VALUE: *q = 1.0 / (1.0 + k * k); break;
    default: *q = 1.0 / (2.0 * k * k); break;
    }
    return TALON_OK;
}

/* ---- Monte Carlo ----------------------------------------------------------- */

/* Check slots; the toy games use the first seven, VN1944 its own eight. */
enum { K_BLUFF, K_VALUE_BETS, K_CALL, K_CALLER_GAIN, K_BLUFF_GAIN, K_BET_GAIN, K_VALUE, K_OPP_WIN };

typedef struct slot {
    uint64_t n;      /* trials in the condition */
    uint64_t k;      /* successes (PROB checks) */
    double sum, sumsq;
} slot;

typedef struct acc {
    slot s[BLUFF_MAX_CHECKS];
} acc;

typedef struct ctx {
    bluff_strategy st;
    int nchecks;
    int slot_of[BLUFF_MAX_CHECKS];          /* output row -> slot */
    enum bluff_check_kind kind[BLUFF_MAX_CHECKS];
    double formula[BLUFF_MAX_CHECKS];
    double cond[BLUFF_MAX_CHECKS];          /* P(the row's condition): 0 = never sampled */
    const char *key[BLUFF_MAX_CHECKS], *what[BLUFF_MAX_CHECKS];
} ctx;

static inline void add_mean(slot *s, double x)
{
    s->n++;
    s->sum += x;
    s->sumsq += x * x;
}

static inline void add_prob(slot *s, bool hit)
{
    s->n++;
    s->k += hit;
}

static void toy_play(void *a, uint64_t n, rng *g, const void *cx)
{
    acc *A = a;
    const bluff_strategy *s = &((const ctx *)cx)->st;
    const double f = s->claimed, q = s->opp_win, r = s->raise, M = s->middle;
    for (uint64_t i = 0; i < n; i++) {
        /* Four draws per deal, always, whatever the branch. */
        bool strong = rng_double(g) < f;
        bool high = rng_double(g) < q;
        double mix = rng_double(g);
        bool calls = rng_double(g) < s->call || high;   /* a high hand always calls */
        bool bet = strong ? mix < s->bet_strong : mix < s->bluff_weak;
        double u;
        if (!bet)
            u = strong && !high ? M : 0.0;
        else if (!calls)
            u = M;
        else
            u = strong && !high ? M + r : -r;
        add_mean(&A->s[K_VALUE], u - M / 2.0);
        add_prob(&A->s[K_BLUFF], bet && !strong);
        add_prob(&A->s[K_VALUE_BETS], bet && strong);
        if (strong) {   /* bet - check: high -r - 0; middling calls r, folds 0 */
            add_mean(&A->s[K_BET_GAIN], high ? -r : calls ? r : 0.0);
        } else {        /* bluff - check: called -r, folded M; check 0 */
            add_mean(&A->s[K_BLUFF_GAIN], calls ? -r : M);
        }
        if (bet && !high) {   /* the middling caller facing a bet: call - fold */
            add_prob(&A->s[K_CALL], calls);
            add_mean(&A->s[K_CALLER_GAIN], strong ? -r : M + r);
        }
    }
}

static void vn_play(void *a, uint64_t n, rng *g, const void *cx)
{
    acc *A = a;
    const bluff_strategy *s = &((const ctx *)cx)->st;
    const double b = s->raise, al = s->alpha, be = s->beta, ga = s->gamma;
    for (uint64_t i = 0; i < n; i++) {
        double x = rng_double(g), y = rng_double(g);
        bool bluff = x < al, value = x > be, bet = bluff || value, calls = y >= ga;
        double u;   /* net, antes of 1 */
        if (!bet)
            u = x > y ? 1.0 : -1.0;
        else if (!calls)
            u = 1.0;
        else
            u = x > y ? 1.0 + b : -(1.0 + b);
        add_mean(&A->s[K_VALUE], u);
        add_prob(&A->s[K_BLUFF], bluff);
        add_prob(&A->s[K_VALUE_BETS], value);
        if (bet)
            add_prob(&A->s[K_CALL], calls);
        if (value)
            add_prob(&A->s[K_OPP_WIN], y > x);
        /* Caller hands between alpha and beta beat every bluff and lose to
         * every value bet: one gain for all of them, zero at equilibrium. */
        if (bet && y > al && y < be)
            add_mean(&A->s[K_CALLER_GAIN], bluff ? 2.0 + b : -b);   /* (1+b) or -(1+b), minus fold's -1 */
        /* The threshold hands alpha and beta against this y: bet - check. */
        double sd_a = al > y ? 1.0 : -1.0, sd_b = be > y ? 1.0 : -1.0;
        double bet_a = calls ? (al > y ? 1.0 + b : -(1.0 + b)) : 1.0;
        double bet_b = calls ? (be > y ? 1.0 + b : -(1.0 + b)) : 1.0;
        add_mean(&A->s[K_BLUFF_GAIN], bet_a - sd_a);
        add_mean(&A->s[K_BET_GAIN], bet_b - sd_b);
    }
}

static void acc_merge(void *into, const void *from, const void *cx)
{
    acc *t = into;
    const acc *f = from;
    for (int i = 0; i < BLUFF_MAX_CHECKS; i++) {
        t->s[i].n += f->s[i].n;
        t->s[i].k += f->s[i].k;
        t->s[i].sum += f->s[i].sum;
        t->s[i].sumsq += f->s[i].sumsq;
    }
}

static void row_fill(const ctx *c, const acc *A, int i, bluff_check_row *row)
{
    const slot *s = &A->s[c->slot_of[i]];
    row->key = c->key[i];
    row->what = c->what[i];
    row->kind = c->kind[i];
    row->formula = c->formula[i];
    row->n = s->n;
    if (s->n == 0) {
        row->est = row->lo = row->hi = row->se = row->z = NAN;
        return;
    }
    stats_ci ci;
    double p = row->formula;
    if (row->kind == BLUFF_CHECK_PROB) {
        stats_wilson(s->k, s->n, STATS_CONF95, &ci);
        row->se = sqrt(p * (1.0 - p) / (double)s->n);
    } else {
        stats_mean(s->sum, s->sumsq, s->n, STATS_CONF95, &ci);
        double nn = (double)s->n, mean = s->sum / nn;
        double var = s->n > 1 ? (s->sumsq - nn * mean * mean) / (nn - 1.0) : INFINITY;
        row->se = sqrt(var > 0 ? var : 0.0) / sqrt(nn);
    }
    row->est = ci.est;
    row->lo = ci.lo;
    row->hi = ci.hi;
    double d = row->est - p;
    /* Payoffs are multiples of the bet and the middle: "equal" up to
     * rounding in the sums. */
    row->z = fabs(d) <= 1e-12 * (1.0 + fabs(p)) ? 0.0 : row->se > 0 ? d / row->se : copysign(INFINITY, d);
}

static bool acc_precise(const void *a, uint64_t trials, double precision, const void *cx)
{
    const ctx *c = cx;
    for (int i = 0; i < c->nchecks; i++) {
        if (c->cond[i] <= 0)
            continue;   /* never sampled: nothing to wait for */
        bluff_check_row row;
        row_fill(c, a, i, &row);
        if (row.n == 0 || !((row.hi - row.lo) / 2.0 < precision))
            return false;
    }
    return true;
}

static void add_row(ctx *c, int slot_i, enum bluff_check_kind kind, const char *key, const char *what,
                    double formula, double cond)
{
    int i = c->nchecks++;
    c->slot_of[i] = slot_i;
    c->kind[i] = kind;
    c->key[i] = key;
    c->what[i] = what;
    c->formula[i] = formula;
    c->cond[i] = cond;
}

int bluff_mc_run(const bluff_strategy *s, const mc_config *cfg, bluff_mc *out, uint64_t *trials_done)
{
    if (!s || !cfg || !out || !model_ok(s->model)) {
        if (trials_done)
            *trials_done = 0;
        return TALON_E_INVAL;
    }
    ctx c;
    memset(&c, 0, sizeof c);
    c.st = *s;
    const bool vn = s->model == BLUFF_VN1944;
    const double bets = s->value_bets + s->bluffs;
    add_row(&c, K_BLUFF, BLUFF_CHECK_PROB, "bluff_frequency", "bluffs per deal", s->bluffs, 1.0);
    add_row(&c, K_VALUE_BETS, BLUFF_CHECK_PROB, "value_bet_frequency", "value bets per deal", s->value_bets, 1.0);
    if (vn) {
        add_row(&c, K_CALL, BLUFF_CHECK_PROB, "call_frequency", "caller calls a bet", s->call, bets);
        add_row(&c, K_OPP_WIN, BLUFF_CHECK_PROB, "opp_win", "caller's hand beats a value bet", s->opp_win,
                s->value_bets);
        add_row(&c, K_CALLER_GAIN, BLUFF_CHECK_MEAN, "caller_gain",
                "caller between alpha and beta: call - fold, facing a bet", 0.0,
                bets * (s->beta - s->alpha));
        add_row(&c, K_BLUFF_GAIN, BLUFF_CHECK_MEAN, "bluff_gain", "bettor's hand alpha: bluff - check", 0.0, 1.0);
        add_row(&c, K_BET_GAIN, BLUFF_CHECK_MEAN, "bet_gain", "bettor's hand beta: bet - check", 0.0, 1.0);
    } else {
        double face = (1.0 - s->opp_win) * bets;
        add_row(&c, K_CALL, BLUFF_CHECK_PROB, "call_frequency", "middling caller calls a bet", s->call, face);
        add_row(&c, K_CALLER_GAIN, BLUFF_CHECK_MEAN, "caller_gain", "middling caller facing a bet: call - fold",
                s->caller_gain, face);
        add_row(&c, K_BLUFF_GAIN, BLUFF_CHECK_MEAN, "bluff_gain", "weak hand: bluff - check", s->bluff_gain,
                1.0 - s->claimed);
        add_row(&c, K_BET_GAIN, BLUFF_CHECK_MEAN, "bet_gain", "strong hand: bet - check", s->bet_gain, s->claimed);
    }
    add_row(&c, K_VALUE, BLUFF_CHECK_MEAN, "value", "bettor's net result per deal", s->value, 1.0);

    mc_sim sim = {
        .acc_size = sizeof(acc),
        .play = vn ? vn_play : toy_play,
        .merge = acc_merge,
        .precise = acc_precise,
        .ctx = &c,
    };
    acc total;
    uint64_t done = 0;
    int rc = mc_run(&sim, cfg, &total, &done);
    if (trials_done)
        *trials_done = done;
    if (rc != TALON_OK && rc != TALON_E_CANCEL)
        return rc;
    out->nchecks = c.nchecks;
    out->trials = done;
    for (int i = 0; i < c.nchecks; i++)
        row_fill(&c, &total, i, &out->checks[i]);
    return rc;
}

/* ---- the article's statements ---------------------------------------------- */

/* The article "Poker fermé", "Bluff et relance" and its notes 5 and 6; the same rows as
 * tables/article/bluff.csv (a test compares them).  Tolerance: half a unit
 * of the last digit the article prints ("deux" -> 0.5, "7,5 %" -> 0.0005,
 * "un dixième" -> 0.05, "de l'ordre de 10 %" -> 0.05); its fractions (la
 * moitié, 1/3, 2/3) are exact. */
#define EXACT 1e-9
static const bluff_statement STATEMENTS[] = {
    {1, "optimal_raise", NAN, NAN, 0.10, 2.0, BLUFF_ABOUT, 0.5,
     "Le niveau de relance optimum est de l'ordre de deux fois le pot"},
    {1, "opp_win_for_2_pots", NAN, 2.0, NAN, 0.10, BLUFF_ABOUT, 0.05,
     "quand l'adversaire a une probabilité de main gagnante sur la main forte supposée de l'ordre de 10 %"},
    {2, "bluff_ratio", NAN, 2.0, NAN, 0.5, BLUFF_ABOUT, EXACT,
     "La fréquence optimale du bluff est de la moitié de la fréquence de la main prétendue"},
    {2, "bluff_frequency", 0.15, 2.0, NAN, 0.075, BLUFF_ABOUT, 0.0005,
     "si un bluff prétend avoir réussi un tirage (probabilité a priori de 15 %), il faut bluffer dans 7,5 % des cas"},
    {2, "check_frequency", 0.15, 2.0, NAN, 0.775, BLUFF_ABOUT, 0.0005,
     "et passer dans les 77,5 % de cas restants"},
    {2, "weak_bluff_share", 0.15, 2.0, NAN, 0.1, BLUFF_ABOUT, 0.05,
     "on peut bluffer sur à peu près un dixième des mains perdantes"},
    {3, "strong_share_min", NAN, 2.0, NAN, 0.5, BLUFF_ABOVE, 0.0,
     "Quand un joueur rationnel affiche un jeu fort, ce jeu fort est détenu plus d'une fois sur deux"},
    {3, "bluff_share", NAN, 2.0, NAN, 1.0 / 3.0, BLUFF_ABOUT, EXACT,
     "Quand les relances sont à deux fois le pot, la proportion optimale est de 1/3 de bluff"},
    {3, "strong_share", NAN, 2.0, NAN, 2.0 / 3.0, BLUFF_ABOUT, EXACT, "contre 2/3 de main réelle"},
};

const bluff_statement *bluff_statements(int *n)
{
    *n = (int)(sizeof STATEMENTS / sizeof STATEMENTS[0]);
    return STATEMENTS;
}

/* The article's own example, for the parameters a statement leaves out. */
#define ART_CLAIMED 0.15
#define ART_OPP_WIN 0.10
#define ART_RAISE 2.0

int bluff_statement_eval(enum bluff_model m, const bluff_statement *st, double *ours)
{
    *ours = NAN;
    if (!model_ok(m))
        return TALON_E_INVAL;
    /* VN1944 fixes f: a figure "for a 15% draw" does not apply to it. */
    if (!MODELS[m].free && !isnan(st->claimed))
        return TALON_E_RANGE;
    double f = isnan(st->claimed) ? ART_CLAIMED : st->claimed;
    double q = isnan(st->opp_win) ? ART_OPP_WIN : st->opp_win;
    double r = isnan(st->raise) ? ART_RAISE : st->raise;
    const char *k = st->figure;
    if (strcmp(k, "optimal_raise") == 0)
        return bluff_optimal_raise(m, f, q, ours);
    if (strcmp(k, "opp_win_for_2_pots") == 0)
        return bluff_opp_win_for_raise(m, r, ours);
    bluff_strategy s;
    int rc = bluff_solve(m, f, q, r, &s);
    if (rc != TALON_OK)
        return rc;
    if (strcmp(k, "bluff_ratio") == 0)
        *ours = s.bluff_ratio;
    else if (strcmp(k, "bluff_frequency") == 0)
        *ours = s.bluffs;
    else if (strcmp(k, "check_frequency") == 0)
        *ours = s.checks;
    else if (strcmp(k, "weak_bluff_share") == 0)
        *ours = s.bluff_weak;
    else if (strcmp(k, "bluff_share") == 0)
        *ours = s.bluff_share;
    else if (strcmp(k, "strong_share") == 0 || strcmp(k, "strong_share_min") == 0)
        *ours = 1.0 - s.bluff_share;
    else
        return TALON_E_PARSE;
    return TALON_OK;
}

bool bluff_statement_agrees(const bluff_statement *st, double ours)
{
    if (isnan(ours))
        return false;
    if (st->relation == BLUFF_ABOVE)
        return ours > st->value;
    return fabs(ours - st->value) <= st->tolerance + 1e-12;
}
