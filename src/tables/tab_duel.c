/* tab_duel.c - profiles against each other (tab_duel.h).
 *
 * The duel is a plain mc_run simulation: one block plays its deals one
 * after the other through the draw game's callbacks, drawing chance and
 * every sampled action from the block's stream, and adds each profile's
 * payoff into a per-block accumulator of doubles; the engine merges the
 * blocks in block order, so the sums are the same bits at any thread
 * count.  Rotation uses the deal's index inside its block (the engine does
 * not pass the global index): deal j puts profile i at seat (i + j) mod P,
 * which balances the seats within a block up to one deal.
 *
 * The rule profiles are built here, not in solver/, because the article's
 * table (tab_open_article) and the models' thresholds (tab_open, tab_call)
 * live in this layer; solver/profile.c takes them as data.
 */
#include "tab_duel.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dclass.h"
#include "err.h"
#include "tab_call.h"
#include "tab_open.h"
#include "text.h"

typedef struct duel_ctx {
    const cfr_game *g;
    const profile *const *pf;
    int P;
    bool rotate;
} duel_ctx;

typedef struct duel_acc {
    double sum[PROFILE_SEATS], sumsq[PROFILE_SEATS];
    uint64_t deals, void_deals;
    uint64_t defaults[PROFILE_SEATS], decisions[PROFILE_SEATS];
} duel_acc;


static void duel_play(void *acc, uint64_t n, rng *rg, const void *vctx)
{
    const duel_ctx *c = vctx;
    const cfr_game *g = c->g;
    duel_acc *A = acc;
    draw_state s;
    for (uint64_t j = 0; j < n; j++) {
        int shift = c->rotate ? (int)(j % (uint64_t)c->P) : 0;
        g->root(g->ctx, &s);
        int who;
        while ((who = g->node(g->ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g->chance_sample(g->ctx, &s, rg);
                continue;
            }
            int i = (who - shift + c->P) % c->P;   /* the profile at seat who */
            double p[CFR_MAX_ACTIONS];
            int na;
            if (profile_action_probs(c->pf[i], &s, p, &na) == PROFILE_DEFAULT)
                A->defaults[i]++;
            A->decisions[i]++;
            g->act(g->ctx, &s, cfr_sample_action(p, na, rng_double(rg)));
        }
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, &s, u);
        for (int seat = 0; seat < c->P; seat++) {
            int i = (seat - shift + c->P) % c->P;
            A->sum[i] += u[seat];
            A->sumsq[i] += u[seat] * u[seat];
        }
        A->void_deals += s.void_deal;
    }
    A->deals += n;
}

static void duel_merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    duel_acc *t = into;
    const duel_acc *f = from;
    for (int i = 0; i < PROFILE_SEATS; i++) {
        t->sum[i] += f->sum[i];
        t->sumsq[i] += f->sumsq[i];
        t->defaults[i] += f->defaults[i];
        t->decisions[i] += f->decisions[i];
    }
    t->deals += f->deals;
    t->void_deals += f->void_deals;
}

int tab_duel(const draw_game *dg, const cfr_game *g, const profile *const *pf, bool rotate, const mc_config *cfg,
             duel_result *out)
{
    if (!dg || !g || !pf || !cfg || !out || cfg->precision != 0)
        return TALON_E_INVAL;
    const int P = draw_game_params(dg)->players;
    for (int i = 0; i < P; i++)
        if (!pf[i])
            return TALON_E_INVAL;
    duel_ctx c = {.g = g, .pf = pf, .P = P, .rotate = rotate};
    mc_sim sim = {.acc_size = sizeof(duel_acc), .play = duel_play, .merge = duel_merge, .ctx = &c};
    duel_acc A;
    uint64_t done = 0;
    int rc = mc_run(&sim, cfg, &A, &done);
    if (rc != TALON_OK)
        return rc;
    memset(out, 0, sizeof *out);
    out->players = P;
    out->rotate = rotate;
    out->deals = A.deals;
    out->seed = cfg->seed;
    out->void_deals = A.void_deals;
    const double n = (double)A.deals;
    for (int i = 0; i < P; i++) {
        out->sum[i] = A.sum[i];
        out->sumsq[i] = A.sumsq[i];
        out->defaults[i] = A.defaults[i];
        out->decisions[i] = A.decisions[i];
        double m = A.sum[i] / n, var = n > 1 ? (A.sumsq[i] - n * m * m) / (n - 1) : 0;
        out->mean[i] = 100 * m;
        out->hw[i] = 100 * 1.959963984540054 * sqrt(var > 0 ? var / n : 0);
        out->total += out->mean[i];
    }
    return TALON_OK;
}

/* Every class from cls up (the article's "this pair or better"). */
static uint32_t from_class(int cls)
{
    return cls < 0 ? 0 : (uint32_t)OPEN_ANY & ~((1u << cls) - 1);
}

/* What the article's and the models' profiles share: raises, drawing, round 2. */
static void rules_common(const draw_game *dg, const char *name, profile_rules_data *d)
{
    memset(d, 0, sizeof *d);
    snprintf(d->name, sizeof d->name, "%s", name);
    d->raise_mask = from_class(DCLASS_TWO_PAIR + 1);   /* trips or better */
    strategy_preset("article", &d->draw);
    d->bet_min = DUEL_BET_MIN;
    d->call_min = DUEL_CALL_MIN;
    d->raise_min = DUEL_RAISE_MIN;
    (void)dg;
}

int duel_rules_article(const draw_game *dg, profile_rules_data *d)
{
    const draw_params *p = draw_game_params(dg);
    rules_common(dg, "article", d);
    for (int pos = 0; pos < p->players; pos++)
        for (int b = 0; b < 2; b++) {
            const char *key;
            int cls;
            if (tab_open_article(p->players, pos + 1, (enum open_bet)b, &key, NULL) != TALON_OK)
                return TALON_E_RANGE;
            /* A pair below the deck's lowest rank (the 4-player row's 99 at
             * 20 cards, 10..A) opens every pair of the deck: its class number
             * at 52 cards (classes 0..15 are numbered alike at every deck)
             * gives that set through from_class. */
            rules full = p->r;
            full.low_rank = 0;
            if (dclass_parse(&full, key, &cls) != TALON_OK)
                return TALON_E_RANGE;
            d->open_mask[pos][b] = from_class(cls);
        }
    strategy_plan plan;
    strategy_plan_init(&plan, &d->draw, &p->r);
    uint32_t call = from_class(DCLASS_PAIR(plan.pair_min));
    for (int o = 0; o < p->players; o++)
        for (int c = 0; c < p->players; c++)
            d->call_mask[o][c][0] = d->call_mask[o][c][1] = call;
    /* bluffs half as often as the value bets, taken from the other hands */
    d->bluff_below = DUEL_BET_MIN;
    d->bluff_prob = 0.5 * (1 - DUEL_BET_MIN) / DUEL_BET_MIN;
    return TALON_OK;
}

int duel_rules_model(const draw_game *dg, int model, uint64_t trials, const mc_config *cfg, profile_rules_data *d)
{
    const draw_params *p = draw_game_params(dg);
    static const char *const names[] = {"a", "b", "c"};
    if (model < 0 || model > 2 || !cfg)
        return TALON_E_INVAL;
    rules_common(dg, names[model], d);
    open_query q = {.players = p->players,
                    .model = (enum open_model)model,
                    .passers = OPEN_PASSERS_HALF,
                    .callers = 0,
                    .strategy = &d->draw,
                    .trials = trials ? trials : 1};
    open_table *t = malloc(sizeof *t);
    call_table *ct = malloc(sizeof *ct);
    int rc = t && ct ? TALON_OK : TALON_E_NOMEM;
    if (rc == TALON_OK)
        rc = tab_open(&p->r, &q, cfg, t);
    uint32_t all = (1u << p->players) - 1;
    if (rc == TALON_OK)
        rc = tab_call(&p->r, &q, t, all, all, 3u, cfg, ct);
    for (int o = 0; rc == TALON_OK && o < p->players; o++)
        for (int b = 0; b < 2; b++) {
            const open_cell *oc = &t->cell[o][b];
            d->open_mask[o][b] = oc->reachable ? oc->opens : 0;
            for (int c = 0; c < p->players; c++) {
                const call_cell *cc = &ct->cell[o][c][b];
                d->call_mask[o][c][b] = cc->computed && cc->reachable ? cc->opens : 0;
            }
        }
    free(t);
    free(ct);
    return rc;
}

int duel_fallback(const draw_game *dg, const cfr_game *g, uint64_t model_trials, const mc_config *cfg,
                  profile **out)
{
    *out = NULL;
    profile_rules_data d;
    int rc = duel_rules_article(dg, &d);
    if (rc == TALON_E_RANGE)
        rc = duel_rules_model(dg, 0, model_trials, cfg, &d);
    return rc == TALON_OK ? profile_rules(out, dg, g, &d) : rc;
}

/* One threshold of a rule spec: a plain decimal number in [0, 1]. */
static int spec_share(const char *v, double *x)
{
    if (!text_is_decimal(v))
        return TALON_E_PARSE;
    double d = strtod(v, NULL);
    if (!(d >= 0 && d <= 1))
        return TALON_E_PARSE;
    *x = d;
    return TALON_OK;
}

/* The rule profiles by name: article, a, b, c. */
static bool is_base(const char *name)
{
    return strcmp(name, "article") == 0 || (strlen(name) == 1 && name[0] >= 'a' && name[0] <= 'c');
}

/* The data of the rule profile `name` (is_base), or TALON_E_PARSE; why
 * receives one line on error. */
static int rules_base(const char *name, const draw_game *dg, uint64_t model_trials, const mc_config *cfg,
                      profile_rules_data *d, char *why, size_t why_size)
{
    int rc;
    if (strcmp(name, "article") == 0) {
        rc = duel_rules_article(dg, d);
        if (rc != TALON_OK)
            snprintf(why, why_size, "the article's opening table has no row for %d players (it prints 4 to 8)",
                     draw_game_params(dg)->players);
        return rc;
    }
    if (is_base(name)) {
        rc = duel_rules_model(dg, name[0] - 'a', model_trials, cfg, d);
        if (rc != TALON_OK)
            snprintf(why, why_size, "model %s: its thresholds cannot be computed: %s", name, err_str(rc));
        return rc;
    }
    snprintf(why, why_size, "'%s' is not article, a, b or c", name);
    return TALON_E_PARSE;
}

int duel_rules_spec(const char *spec, const draw_game *dg, uint64_t model_trials, const mc_config *cfg,
                    profile_rules_data *d, char *why, size_t why_size)
{
    const draw_params *p = draw_game_params(dg);
    if (strncmp(spec, "rule:", 5) != 0) {
        snprintf(why, why_size, "'%s' is no rule profile (rule:BASE,KEY=VALUE,...)", spec);
        return TALON_E_PARSE;
    }
    char buf[512];
    if (strlen(spec + 5) >= sizeof buf) {
        snprintf(why, why_size, "rule profile: longer than %zu characters", sizeof buf - 1);
        return TALON_E_PARSE;
    }
    snprintf(buf, sizeof buf, "%s", spec + 5);
    /* the parts, split at each comma: an empty one is refused */
    char *part[64];
    int nparts = 0;
    for (char *q = buf; nparts < 64;) {
        part[nparts++] = q;
        char *c = strchr(q, ',');
        if (!c)
            break;
        *c = '\0';
        q = c + 1;
    }
    for (int i = 1; i < nparts; i++)
        if (!*part[i]) {
            snprintf(why, why_size, "rule profile '%s': an empty part (two commas, or one at the end)", spec);
            return TALON_E_PARSE;
        }
    char inner[300];
    int rc = rules_base(part[0], dg, model_trials, cfg, d, inner, sizeof inner);
    if (rc != TALON_OK) {
        snprintf(why, why_size, "rule profile '%s': its base: %s", spec, inner);
        return rc;
    }
    snprintf(d->name, sizeof d->name, "%s", spec);
    static const char *const keys[] = {"open", "call", "raise", "bet", "call2", "raise2", "bluff", "bluff-prob"};
    unsigned seen = 0;
    for (int i = 1; i < nparts; i++) {
        char *kv = part[i], *eq = strchr(kv, '=');
        int k = -1;
        if (eq) {
            *eq = '\0';
            for (int j = 0; j < (int)(sizeof keys / sizeof *keys); j++)
                if (strcmp(kv, keys[j]) == 0)
                    k = j;
        }
        if (k < 0) {
            snprintf(why, why_size, "rule profile '%s': '%s' is no KEY=VALUE of open, call, raise (a class: "
                     "QQ, draw, two-pair, trips...), bet, call2, raise2, bluff, bluff-prob (0 to 1)", spec, kv);
            return TALON_E_PARSE;
        }
        if (seen & (1u << k)) {
            snprintf(why, why_size, "rule profile '%s': %s given twice", spec, keys[k]);
            return TALON_E_PARSE;
        }
        seen |= 1u << k;
        const char *v = eq + 1;
        if (k <= 2) {
            int cls;
            if (dclass_parse(&p->r, v, &cls) != TALON_OK || !dclass_valid(&p->r, cls)) {
                snprintf(why, why_size, "rule profile '%s': %s=%s: not a class of the %d-card deck (22..AA, draw, "
                         "two-pair, trips, straight, flush, full, quads, straight-flush)", spec, keys[k], v,
                         p->r.deck_size);
                return TALON_E_PARSE;
            }
            uint32_t m = from_class(cls);
            for (int o = 0; o < PROFILE_SEATS; o++)
                for (int b = 0; b < 2; b++) {
                    if (k == 0)
                        d->open_mask[o][b] = m;
                    for (int c = 0; k == 1 && c < PROFILE_SEATS; c++)
                        d->call_mask[o][c][b] = m;
                }
            if (k == 2)
                d->raise_mask = m;
            continue;
        }
        double x;
        if (spec_share(v, &x) != TALON_OK) {
            snprintf(why, why_size, "rule profile '%s': %s=%s: a number from 0 to 1 (a share of the strength scale%s)",
                     spec, keys[k], v, k == 7 ? ", or a probability" : "");
            return TALON_E_PARSE;
        }
        double *dst[] = {NULL, NULL, NULL, &d->bet_min, &d->call_min, &d->raise_min, &d->bluff_below, &d->bluff_prob};
        *dst[k] = x;
    }
    return TALON_OK;
}

int duel_profile_make(const char *spec, const draw_game *dg, const cfr_game *g, const char *solution,
                      uint64_t model_trials, const mc_config *cfg, profile **out, char *why, size_t why_size)
{
    *out = NULL;
    profile_rules_data d;
    int rc;
    if (is_base(spec) || strncmp(spec, "rule:", 5) == 0) {
        rc = is_base(spec) ? rules_base(spec, dg, model_trials, cfg, &d, why, why_size)
                           : duel_rules_spec(spec, dg, model_trials, cfg, &d, why, why_size);
        return rc == TALON_OK ? profile_rules(out, dg, g, &d) : rc;
    }
    const char *path = strcmp(spec, "equilibrium") == 0 ? solution : spec;
    if (!path) {
        snprintf(why, why_size, "equilibrium: no solution file");
        return TALON_E_IO;
    }
    rc = profile_file(out, dg, g, path, spec, why, why_size);
    if (rc != TALON_OK)
        return rc;
    profile *fb = NULL;
    rc = duel_fallback(dg, g, model_trials, cfg, &fb);
    if (rc == TALON_OK)
        rc = profile_set_fallback(*out, fb);
    if (rc != TALON_OK) {
        snprintf(why, why_size, "%s: the play where the file lacks a set cannot be set up: %s", path, err_str(rc));
        profile_free(*out);
        *out = NULL;
    }
    return rc;
}
