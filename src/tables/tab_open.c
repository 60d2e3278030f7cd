/* tab_open.c - opening and calling thresholds by position, three models.
 *
 * Everything reduces to one quantity: P(win | the subject's class is c)
 * under a condition (open_cond: the class range each other seat must hold,
 * and which seats can beat the subject).  A threshold is then a search over
 * the classes, position by position, each position's thresholds becoming
 * the passers' ranges of the next.
 *
 * Model A is arithmetic on one hand's class distribution F (independent
 * hands): per opponent P(X <= c | lo <= X < hi), multiplied.  Models B and C
 * deal: the subject's hand is drawn uniformly from the list of every hand of
 * class c, then each constrained seat's five cards from what is left; if a
 * constrained seat's class is outside its range, the whole deal is thrown
 * away (the subject's hand too) and dealt again.  Keeping a deal only when
 * every condition holds is sampling from the deal conditioned on the
 * conditions, exactly: the subject's hand ends up weighted by the chance
 * that the others' conditions hold around it, as it must (redrawing only
 * the failing seat, "sampling in order", would not be: it drops that
 * weight).  Unconstrained opponents are dealt afterwards (model B: classes
 * compared; it stops at the first one of a higher class), or by the table
 * dealer with the subject and the constrained seats preset (model C, which
 * then runs the draw).  Seats that are neither constrained nor opponents do
 * not change the opponents' joint distribution, so model B never deals them.
 *
 * Each estimate is one mc_run with its own seed, a hash of (cfg->seed, the
 * model, the condition, the class, the round): a search evaluates the
 * classes it needs a few at a time in an OpenMP loop (each run single-
 * threaded), so the figures never depend on the threads or the schedule.
 * A search scans from the check ceiling (the first made class above two
 * pair) down to the first class below the level; undecided cells (an
 * interval containing the level) get up to OPEN_MAX_REFINE extra rounds,
 * each multiplying the deals by four (new deals merged in, new seed).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

#include "card.h"
#include "combo.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_atleast.h"
#include "tab_open.h"
#include "tab_open_int.h"

/* ---- levels and the class distribution ---------------------------------------- */

double open_alpha(enum open_bet bet, double callers)
{
    double b = bet == OPEN_POT ? 1.0 : 0.5;   /* the bet in pots */
    return b / (1.0 + (1.0 + callers) * b);
}

int open_class_cdf(const rules *r, bool article_q, double F[DCLASS_COUNT])
{
    tab_atleast t;
    tab_atleast_exact(r, &t);
    uint64_t cum = 0;
    for (int k = 0; k < DCLASS_COUNT; k++) {
        cum += t.counts[k];
        F[k] = (double)cum / (double)t.total;
    }
    if (!article_q)
        return TALON_OK;
    int have = 0;
    for (int i = 0; i < t.nrows; i++) {
        char key[DCLASS_NAME_MAX];
        double pct;
        bool trunc;
        dclass_key(r, t.rows[i].cls, key, sizeof key);
        if (tab_atleast_article(r->deck_size, key, &pct, &trunc) == TALON_OK) {
            F[t.rows[i].cls] = 1.0 - pct / 100.0;
            have++;
        }
    }
    if (!have)
        return TALON_E_INVAL;
    for (int k = 1; k < DCLASS_COUNT; k++)   /* exact cells beside printed ones: keep F non-decreasing */
        if (F[k] < F[k - 1])
            F[k] = F[k - 1];
    F[DCLASS_COUNT - 1] = 1.0;
    return TALON_OK;
}

/* ---- the environment ------------------------------------------------------------ */

int open_check_query(const rules *r, const open_query *q)
{
    if (q->players < 2 || q->players > OPEN_MAX_PLAYERS || 5 * q->players > r->deck_size)
        return TALON_E_RANGE;
    if (!(q->callers >= 0 && q->callers <= OPEN_CALLERS_MAX))   /* NaN fails too */
        return TALON_E_RANGE;
    if ((int)q->model < 0 || q->model >= OPEN_MODELS)
        return TALON_E_INVAL;
    if (q->passers != OPEN_PASSERS_HALF && q->passers != OPEN_PASSERS_COLUMN)
        return TALON_E_INVAL;
    if (q->model != OPEN_MODEL_A && q->trials == 0)
        return TALON_E_RANGE;
    if (q->model == OPEN_MODEL_C && (!q->strategy || strategy_check(q->strategy) != TALON_OK))
        return TALON_E_INVAL;
    return TALON_OK;
}

int open_env_init(open_env *e, const rules *r, const open_query *q)
{
    memset(e, 0, sizeof *e);
    int rc = open_check_query(r, q);
    if (rc != TALON_OK)
        return rc;
    e->r = r;
    e->players = q->players;
    e->model = q->model;
    rc = open_class_cdf(r, q->model == OPEN_MODEL_A && q->article_q, e->F);
    if (rc != TALON_OK)
        return rc;
    tab_atleast t;
    tab_atleast_exact(r, &t);
    memcpy(e->count, t.counts, sizeof e->count);
    if (q->model == OPEN_MODEL_A)
        return TALON_OK;

    /* Every hand of the deck, grouped by class (counting sort). */
    e->start[0] = 0;
    for (int k = 0; k < DCLASS_COUNT; k++)
        e->start[k + 1] = e->start[k] + e->count[k];
    e->hands = malloc(t.total * sizeof *e->hands);
    if (!e->hands)
        return TALON_E_NOMEM;
    uint64_t fill[DCLASS_COUNT];
    memcpy(fill, e->start, sizeof fill);
    int cards[DECK_MAX];
    int nc = card_list(r->deck, cards);
    for (int a = 0; a < nc; a++)
        for (int b = a + 1; b < nc; b++)
            for (int c = b + 1; c < nc; c++)
                for (int d = c + 1; d < nc; d++) {
                    uint64_t h4 = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] | 1ULL << cards[d];
                    for (int x = d + 1; x < nc; x++) {
                        uint64_t h = h4 | 1ULL << cards[x];
                        e->hands[fill[dclass_of(r, h)]++] = h;
                    }
                }
    if (q->model == OPEN_MODEL_C) {
        rc = strategy_plan_init(&e->plan, q->strategy, r);
        if (rc == TALON_OK)
            rc = table_init(&e->tab, r, &e->plan, q->players, TABLE_FULL);
        if (rc != TALON_OK) {
            free(e->hands);
            e->hands = NULL;
            return rc;
        }
        e->have_table = true;
    }
    return TALON_OK;
}

void open_env_free(open_env *e)
{
    free(e->hands);
    e->hands = NULL;
    if (e->have_table)
        table_free(&e->tab);
    e->have_table = false;
}

/* ---- one estimate ------------------------------------------------------------------ */


/* Five uniformly random cards of *left (*n cards), removed from it. */
static inline uint64_t deal5(rng *g, uint64_t *left, uint32_t *n)
{
    uint64_t h = 0, m = *left;
    for (uint32_t i = 0; i < 5; i++) {
        uint64_t c = combo_nth_card(m, rng_bounded(g, *n - i));
        m ^= c;
        h |= c;
    }
    *left = m;
    *n -= 5;
    return h;
}

typedef struct win_ctx {
    const open_env *e;
    const open_cond *c;
    int cls;
    int ncons, cons[OPEN_MAX_PLAYERS];    /* constrained seats, in seat order */
    int nfree, free_opp[OPEN_MAX_PLAYERS];/* unconstrained opponents */
} win_ctx;

typedef struct win_acc {
    uint64_t n, win, tie;   /* deals, outright wins, ties for best */
} win_acc;

/* The subject's hand and the constrained seats' hands, by rejection of the
 * whole deal: returns the cards left (*nleft of them) and fills hand[];
 * *opp_top is the highest class among the constrained opponents (-1 if
 * none). */
static inline uint64_t deal_constrained(const win_ctx *x, rng *g, uint64_t hand[OPEN_MAX_PLAYERS], uint32_t *nleft,
                                        int *opp_top)
{
    const open_env *e = x->e;
    const rules *r = e->r;
    const open_cond *c = x->c;
    const uint64_t first = e->start[x->cls];
    const uint32_t nclass = (uint32_t)e->count[x->cls];
    for (;;) {
        uint64_t hs = e->hands[first + rng_bounded(g, nclass)];
        uint64_t left = r->deck ^ hs;
        uint32_t n = (uint32_t)r->deck_size - 5;
        hand[c->subject] = hs;
        int top = -1;
        bool ok = true;
        for (int i = 0; i < x->ncons; i++) {
            int s = x->cons[i];
            uint64_t h = deal5(g, &left, &n);
            int k = dclass_of(r, h);
            if (!(c->allow[s] >> k & 1)) {
                ok = false;
                break;
            }
            hand[s] = h;
            if (c->opponents >> s & 1)
                top = k > top ? k : top;
        }
        if (ok) {
            *nleft = n;
            *opp_top = top;
            return left;
        }
    }
}

static void play_b(void *acc, uint64_t n, rng *g, const void *vctx)
{
    const win_ctx *x = vctx;
    win_acc *a = acc;
    const rules *r = x->e->r;
    uint64_t hand[OPEN_MAX_PLAYERS];
    for (uint64_t t = 0; t < n; t++) {
        uint32_t m;
        int top;
        uint64_t left = deal_constrained(x, g, hand, &m, &top);
        for (int i = 0; i < x->nfree && top <= x->cls; i++) {   /* stop at the first better hand */
            int k = dclass_of(r, deal5(g, &left, &m));
            top = k > top ? k : top;
        }
        a->win += top < x->cls;
        a->tie += top == x->cls;
        a->n++;
    }
}

static void play_c(void *acc, uint64_t n, rng *g, const void *vctx)
{
    const win_ctx *x = vctx;
    win_acc *a = acc;
    const table *tb = &x->e->tab;
    const open_cond *c = x->c;
    const int P = c->players;
    uint64_t hand[OPEN_MAX_PLAYERS], preset[TABLE_MAX_PLAYERS];
    table_hand h;
    for (uint64_t t = 0; t < n; t++) {
        uint32_t m;
        int top;
        deal_constrained(x, g, hand, &m, &top);
        for (int s = 0; s < P; s++)
            preset[s] = 0;
        preset[c->subject] = hand[c->subject];
        for (int i = 0; i < x->ncons; i++)
            preset[x->cons[i]] = hand[x->cons[i]];
        table_deal(tb, g, preset, &h);
        table_draw(tb, g, c->forced | 1u << c->subject, &h);
        uint32_t mine = h.seat[c->subject].final_value, best = 0;
        for (int s = 0; s < P; s++)
            if ((c->opponents >> s & 1) && h.seat[s].final_value > best)
                best = h.seat[s].final_value;   /* 0 when folded */
        a->win += best < mine;
        a->tie += best == mine;
        a->n++;
    }
}

static void merge_win(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    win_acc *t = into;
    const win_acc *f = from;
    t->n += f->n;
    t->win += f->win;
    t->tie += f->tie;
}

/* The estimate from the counts: a tie is a win (Wilson interval of
 * win + tie) or half a win (outcomes 0, 1/2, 1: the normal interval of
 * their mean, sum = win + tie/2, sum of squares = win + tie/4). */
static void set_est(open_est *o, int cls, uint64_t win, uint64_t tie, uint64_t n, bool half_ties)
{
    stats_ci ci;
    if (half_ties)
        stats_mean((double)win + 0.5 * (double)tie, (double)win + 0.25 * (double)tie, n, STATS_CONF95, &ci);
    else
        stats_wilson(win + tie, n, STATS_CONF95, &ci);
    o->cls = cls;
    o->win = win;
    o->tie = tie;
    o->n = n;
    o->p = ci.est;
    o->lo = ci.lo < 0 ? 0 : ci.lo;
    o->hi = ci.hi > 1 ? 1 : ci.hi;
}

/* Probability of one hand's class being in mask m, from F. */
static double mass(const double *F, uint32_t m)
{
    double p = 0;
    for (int k = 0; k < DCLASS_COUNT; k++)
        if (m >> k & 1)
            p += F[k] - (k ? F[k - 1] : 0.0);
    return p;
}

/* Model A: independent hands,
 *     P(not beaten | c) = prod over opponents P(X <= c | X in allowed),
 * and with half ties, minus half of P(not beaten) - P(all below c). */
static int win_exact(const open_env *e, const open_cond *c, int cls, open_est *out)
{
    const uint32_t upto = (1u << (cls + 1)) - 1, below = (1u << cls) - 1;   /* classes 0..cls, 0..cls-1 */
    double p = 1.0, q = 1.0;
    for (int s = 0; s < c->players; s++) {
        if (s == c->subject || !(c->opponents >> s & 1))
            continue;
        double all = mass(e->F, c->allow[s]);
        if (!(all > 0))
            return TALON_E_INVAL;
        p *= mass(e->F, c->allow[s] & upto) / all;
        q *= mass(e->F, c->allow[s] & below) / all;
    }
    if (c->half_ties)
        p -= 0.5 * (p - q);
    out->cls = cls;
    out->win = out->tie = out->n = 0;
    out->p = out->lo = out->hi = p;
    return TALON_OK;
}

/* The classes of mask m that some hand of the deck has. */
uint32_t open_present(const open_env *e, uint32_t m)
{
    uint32_t out = 0;
    for (int k = 0; k < DCLASS_COUNT; k++)
        if ((m >> k & 1) && e->count[k])
            out |= 1u << k;
    return out;
}

static int check_cond(const open_env *e, const open_cond *c, int cls)
{
    if (c->players != e->players || c->subject < 0 || c->subject >= c->players)
        return TALON_E_RANGE;
    if (cls < 0 || cls >= DCLASS_COUNT || e->count[cls] == 0)
        return TALON_E_RANGE;
    if (c->opponents >> c->subject & 1 || c->opponents >> c->players || c->forced >> c->players)
        return TALON_E_RANGE;
    for (int s = 0; s < c->players; s++) {
        if (s == c->subject)
            continue;
        if (c->allow[s] & ~OPEN_ANY)
            return TALON_E_RANGE;
        if (!open_present(e, c->allow[s]))
            return TALON_E_INVAL;
    }
    return TALON_OK;
}

int open_win(const open_env *e, const open_cond *c, int cls, uint64_t trials, uint64_t seed,
             const mc_config *cfg, open_est *out)
{
    int rc = check_cond(e, c, cls);
    if (rc != TALON_OK)
        return rc;
    if (e->model == OPEN_MODEL_A)
        return win_exact(e, c, cls, out);
    if (trials == 0)
        return TALON_E_RANGE;
    win_ctx x = {.e = e, .c = c, .cls = cls};
    for (int s = 0; s < c->players; s++) {
        if (s == c->subject)
            continue;
        if (open_present(e, c->allow[s]) != open_present(e, OPEN_ANY))
            x.cons[x.ncons++] = s;
        else if (c->opponents >> s & 1)
            x.free_opp[x.nfree++] = s;
    }
    mc_sim sim = {.acc_size = sizeof(win_acc),
                  .play = e->model == OPEN_MODEL_B ? play_b : play_c,
                  .merge = merge_win,
                  .ctx = &x};
    mc_config k;
    mc_config_init(&k);
    k.threads = cfg ? cfg->threads : 0;
    k.cancel = cfg ? cfg->cancel : NULL;
    k.seed = seed;
    k.trials = trials;
    win_acc a = {0};
    uint64_t done = 0;
    rc = mc_run(&sim, &k, &a, &done);
    if (rc != TALON_OK)
        return rc;
    set_est(out, cls, a.win, a.tie, a.n, c->half_ties);
    return TALON_OK;
}

/* ---- the search ------------------------------------------------------------------- */

/* Classes queued together when a scan needs one: the needed class and the
 * next ones in the scan's direction, run side by side.  A constant, not
 * the thread count, so that which estimates are made (and the deals
 * counted) never depends on the threads; 4 keeps two to four cores busy
 * for about one estimate in four wasted. */
#define OPEN_BATCH 4

static uint64_t mix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A seed from the run's seed and everything that defines an estimate. */
static uint64_t seed_of(uint64_t seed, const open_env *e, const open_cond *c, int cls, int round)
{
    uint64_t h = mix64(seed ^ 0x6f70656e00000000ULL);   /* "open" */
    h = mix64(h ^ (uint64_t)e->model << 8 ^ (uint64_t)c->players);
    h = mix64(h ^ (uint64_t)c->subject << 48 ^ (uint64_t)c->forced << 16 ^ c->opponents ^ (uint64_t)c->half_ties << 62);
    for (int s = 0; s < c->players; s++)
        h = mix64(h ^ (uint64_t)(s + 1) << 40 ^ c->allow[s]);
    return mix64(h ^ (uint64_t)cls << 20 ^ (uint64_t)round);
}

/* The search itself (open_search) is declared in tab_open_int.h: tab_call.c runs it too. */
void open_search_init(open_search *s, const open_env *e, const open_cond *c, uint32_t candidates, uint64_t trials,
                      const mc_config *cfg)
{
    memset(s, 0, sizeof *s);
    s->e = e;
    s->cond = *c;
    s->trials = trials;
    s->seed = cfg ? cfg->seed : 0;
    s->cfg = cfg;
    s->nt = OPEN_BATCH;
    s->ceil = -1;
    for (int k = 0; k < DCLASS_COUNT; k++)
        if ((candidates >> k & 1) && e->count[k] > 0) {
            if (s->ceil < 0 && k > DCLASS_TWO_PAIR)
                s->ceil = s->nv;
            s->v[s->nv++] = k;
        }
    if (s->ceil < 0)
        s->ceil = s->nv - 1;
}

/* Evaluate (or refine: 3 * 4^(r-1) * trials more deals at round r, so
 * 4^r * trials in all) the classes at indices idx[0..n-1], in parallel. */
static int search_run(open_search *s, const int *idx, int n)
{
    int rc_all = TALON_OK;
    open_est got[DCLASS_COUNT];
    int rcs[DCLASS_COUNT];
    mc_config one;
    mc_config_init(&one);
    one.threads = n > 1 ? 1 : (s->cfg ? s->cfg->threads : 0);   /* one run alone: all threads */
    one.cancel = s->cfg ? s->cfg->cancel : NULL;
    int nt = s->cfg && s->cfg->threads > 0 ? s->cfg->threads : omp_get_max_threads();
    nt = nt < n ? nt : n;
#pragma omp parallel for schedule(dynamic, 1) num_threads(nt) if (n > 1 && s->e->model != OPEN_MODEL_A)
    for (int i = 0; i < n; i++) {
        int k = s->v[idx[i]];
        int round = s->have[k] ? s->round[k] + 1 : 0;
        uint64_t t = round == 0 ? s->trials : 3 * s->trials << (2 * (round - 1));
        rcs[i] = open_win(s->e, &s->cond, k, t, seed_of(s->seed, s->e, &s->cond, k, round), &one, &got[i]);
    }
    for (int i = 0; i < n; i++) {
        if (rcs[i] != TALON_OK) {
            if (rc_all == TALON_OK)
                rc_all = rcs[i];
            continue;
        }
        int k = s->v[idx[i]];
        if (s->e->model != OPEN_MODEL_A && s->have[k]) {
            set_est(&s->est[k], k, s->est[k].win + got[i].win, s->est[k].tie + got[i].tie,
                    s->est[k].n + got[i].n, s->cond.half_ties);
            s->round[k]++;
        } else {
            s->est[k] = got[i];
            s->round[k] = 0;
        }
        s->deals += got[i].n;
        s->estimates++;
        s->have[k] = true;
    }
    return rc_all;
}

static bool passes(const open_search *s, int i, double alpha)
{
    return s->est[s->v[i]].p >= alpha;
}

static bool is_draw(const open_search *s, int i)
{
    return s->v[i] == DCLASS_DRAW;
}

/* Queue index i and up to nt - 1 more unevaluated indices from it in
 * direction dir (lookahead: the estimates run side by side). */
static int queue(const open_search *s, int i, int dir, int *need)
{
    int nn = 0;
    for (int j = i; j >= 0 && j < s->nv && nn < s->nt; j += dir)
        if (!s->have[s->v[j]])
            need[nn++] = j;
    return nn;
}

/* The scan, on the estimates so far.  Returns the number of indices
 * queued in need[] (to evaluate first), or 0 with *t set: the index in v
 * of the threshold, or nv when no candidate qualifies. */
static int scan(const open_search *s, double alpha, int *need, int *t)
{
    const int c = s->ceil;
    if (!s->have[s->v[c]])
        return queue(s, c, -1, need);
    if (!passes(s, c, alpha) && !is_draw(s, c)) {
        /* The ceiling fails: the weakest stronger class that passes. */
        for (int i = c + 1; i < s->nv; i++) {
            if (!s->have[s->v[i]])
                return queue(s, i, +1, need);
            if (passes(s, i, alpha)) {
                *t = i;
                return 0;
            }
        }
        *t = s->nv;
        return 0;
    }
    /* Down from the ceiling while classes pass (a failing draw is skipped). */
    int lowest = passes(s, c, alpha) ? c : s->nv;
    for (int i = c - 1; i >= 0; i--) {
        if (!s->have[s->v[i]])
            return queue(s, i, -1, need);
        if (passes(s, i, alpha))
            lowest = i;
        else if (!is_draw(s, i))
            break;
    }
    *t = lowest;
    return 0;
}

/* The indices whose side of alpha decides the threshold t: t itself, the
 * next weaker class (and the one below it when that is a failing draw),
 * and a failing draw above t. */
static int deciding(const open_search *s, double alpha, int t, int *d)
{
    int n = 0;
    if (t < s->nv)
        d[n++] = t;
    int w = t - 1;
    if (w >= 0) {
        d[n++] = w;
        if (is_draw(s, w) && w - 1 >= 0)
            d[n++] = w - 1;
    }
    for (int i = t + 1; i <= s->ceil && i < s->nv; i++)
        if (is_draw(s, i) && s->have[s->v[i]] && !passes(s, i, alpha))
            d[n++] = i;
    return n;
}

static bool straddles(const open_search *s, int i, double alpha)
{
    const open_est *o = &s->est[s->v[i]];
    return o->p >= alpha ? o->lo < alpha : o->hi >= alpha;
}

/* Search the threshold at alpha: evaluates what the scan needs, then
 * refines the deciding classes while their intervals hold alpha.  *t as
 * scan's. */
int open_search_level(open_search *s, double alpha, int *t_out)
{
    for (;;) {
        int need[DCLASS_COUNT], t = 0;
        int nn = scan(s, alpha, need, &t);
        if (nn == 0 && s->e->model != OPEN_MODEL_A) {
            int d[DCLASS_COUNT], nd = deciding(s, alpha, t, d);
            for (int i = 0; i < nd; i++)
                if (straddles(s, d[i], alpha) && s->round[s->v[d[i]]] < OPEN_MAX_REFINE)
                    need[nn++] = d[i];
        }
        if (nn == 0) {
            *t_out = t;
            return TALON_OK;
        }
        int rc = search_run(s, need, nn);   /* each pass evaluates or refines: it ends */
        if (rc != TALON_OK)
            return rc;
    }
}

/* The fields of a cell from a finished search at alpha, threshold index t. */
void open_search_cell(const open_search *s, double alpha, int t, int *cls, int *weaker, open_est *at,
                      open_est *below, bool *decided, uint32_t *opens, uint32_t *exceptions, uint32_t *holes)
{
    open_est none = {.cls = OPEN_NONE};
    *at = *below = none;
    *cls = *weaker = OPEN_NONE;
    *opens = *exceptions = *holes = 0;
    if (t < s->nv) {
        *cls = s->v[t];
        *at = s->est[s->v[t]];
    }
    int w = t - 1;
    if (w >= 0) {
        *weaker = s->v[w];
        *below = s->est[s->v[w]];
    }
    for (int i = t; i < s->nv; i++) {
        if (is_draw(s, i) && s->have[s->v[i]] && !passes(s, i, alpha))
            *exceptions |= 1u << s->v[i];
        else
            *opens |= 1u << s->v[i];
    }
    for (int i = 0; i < w; i++)
        if (s->have[s->v[i]] && passes(s, i, alpha) && !is_draw(s, i))
            *holes |= 1u << s->v[i];
    int d[DCLASS_COUNT], nd = deciding(s, alpha, t, d);
    *decided = true;
    for (int i = 0; i < nd; i++)
        if (straddles(s, d[i], alpha))
            *decided = false;
}

/* ---- the opening table ----------------------------------------------------------------- */

/* The classes a passer at seat j may hold in column col: those he would not open with. */
uint32_t open_pass_mask(const open_table *t, enum open_passers p, int j, int col)
{
    return OPEN_ANY & ~t->cell[j][p == OPEN_PASSERS_HALF ? OPEN_HALF : col].opens;
}

static void cell_none(open_cell *cell, double alpha)
{
    memset(cell, 0, sizeof *cell);
    cell->cls = cell->weaker = cell->at.cls = cell->below.cls = OPEN_NONE;
    cell->alpha = alpha;
}

int tab_open(const rules *r, const open_query *q, const mc_config *cfg, open_table *out)
{
    open_env e;
    int rc = open_env_init(&e, r, q);
    if (rc != TALON_OK)
        return rc;
    open_table *t = calloc(1, sizeof *t);
    open_search *s = malloc(sizeof *s);
    if (!t || !s) {
        free(t);
        free(s);
        open_env_free(&e);
        return TALON_E_NOMEM;
    }
    t->deck_size = r->deck_size;
    t->ace_low = r->ace_low;
    t->order = r->order;
    t->players = q->players;
    t->model = q->model;
    t->passers = q->passers;
    t->callers = q->callers;
    t->article_q = q->model == OPEN_MODEL_A && q->article_q;
    t->trials = q->model == OPEN_MODEL_A ? 0 : q->trials;
    t->seed = q->model == OPEN_MODEL_A || !cfg ? 0 : cfg->seed;
    const int P = q->players;
    for (int i = 0; i < P && rc == TALON_OK; i++) {
        /* One search per distinct condition: both columns share it when the
         * passers are bounded by their half-pot thresholds. */
        int ncols = q->passers == OPEN_PASSERS_HALF ? 1 : OPEN_BETS;
        for (int col = 0; col < ncols && rc == TALON_OK; col++) {
            int bets[2] = {col, OPEN_HALF}, nb = q->passers == OPEN_PASSERS_HALF ? 2 : 1;
            open_cond c = {.players = P, .subject = i};
            bool ok = true;
            for (int j = 0; j < P; j++) {
                c.allow[j] = j < i ? open_pass_mask(t, q->passers, j, col) : OPEN_ANY;
                if (j != i)
                    c.opponents |= 1u << j;
                if (j < i && (!t->cell[j][bets[0]].reachable || !open_present(&e, c.allow[j])))
                    ok = false;   /* nobody gets here: an earlier seat always opens */
            }
            for (int b = 0; b < nb; b++)
                cell_none(&t->cell[i][bets[b]], open_alpha(bets[b], q->callers));
            if (!ok)
                continue;
            open_search_init(s, &e, &c, OPEN_ANY, q->trials, cfg);
            for (int b = 0; b < nb && rc == TALON_OK; b++) {
                open_cell *cell = &t->cell[i][bets[b]];
                cell->reachable = true;
                int ti;
                rc = open_search_level(s, cell->alpha, &ti);
                if (rc == TALON_OK)
                    open_search_cell(s, cell->alpha, ti, &cell->cls, &cell->weaker, &cell->at, &cell->below,
                                     &cell->decided, &cell->opens, &cell->exceptions, &cell->holes);
            }
            t->deals += s->deals;
            t->estimates += s->estimates;
        }
        if (cfg && cfg->progress && rc == TALON_OK && t->deals)
            cfg->progress(t->deals, t->deals * (uint64_t)P / (uint64_t)(i + 1), cfg->progress_arg);
    }
    free(s);
    open_env_free(&e);
    if (rc == TALON_OK)
        *out = *t;
    free(t);
    return rc;
}

/* ---- the article's table ------------------------------------------------------------ */

/* The article's "Paire nécessaire pour : Pot / demi-pot", by players (8..4)
 * and position; transcribed in tables/article/open.csv. */
static const struct {
    int players;
    const char *cells[8][2][2];   /* [position][pot, half][key, printed] */
} ART[] = {
    {8, {{{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"KK", "Roi"}},
         {{"AA", "As"}, {"QQ", "Dame"}}, {{"AA", "As"}, {"JJ", "Valet"}}, {{"KK", "Roi"}, {"TT", "Dix"}},
         {{"QQ", "Dame"}, {"99", "Neuf"}}, {{"QQ", "Dame"}, {"88", "Huit"}}}},
    {7, {{{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"KK", "Roi"}}, {{"AA", "As"}, {"KK", "Roi"}},
         {{"AA", "As"}, {"QQ", "Dame"}}, {{"KK", "Roi"}, {"JJ", "Valet"}}, {{"QQ", "Dame"}, {"99", "Neuf"}},
         {{"JJ", "Valet"}, {"88", "Huit"}}}},
    {6, {{{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"KK", "Roi"}}, {{"AA", "As"}, {"QQ", "Dame"}},
         {{"AA", "As"}, {"JJ", "Valet"}}, {{"KK", "Roi"}, {"TT", "Dix"}}, {{"QQ", "Dame"}, {"88", "Huit"}}}},
    {5, {{{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"QQ", "Dame"}}, {{"AA", "As"}, {"JJ", "Valet"}},
         {{"KK", "Roi"}, {"TT", "Dix"}}, {{"QQ", "Dame"}, {"88", "Huit"}}}},
    {4, {{{"draw", "Tirage"}, {"AA", "As"}}, {{"draw", "Tirage"}, {"KK", "Roi"}}, {{"AA", "As"}, {"JJ", "Valet"}},
         {{"QQ", "Dame"}, {"99", "Neuf"}}}},
};

int tab_open_article(int players, int position, enum open_bet bet, const char **key, const char **printed)
{
    if ((int)bet < 0 || bet >= OPEN_BETS)
        return TALON_E_RANGE;
    for (size_t i = 0; i < sizeof ART / sizeof ART[0]; i++) {
        if (ART[i].players != players)
            continue;
        if (position < 1 || position > players)
            return TALON_E_RANGE;
        if (key)
            *key = ART[i].cells[position - 1][bet][0];
        if (printed)
            *printed = ART[i].cells[position - 1][bet][1];
        return TALON_OK;
    }
    return TALON_E_RANGE;
}
