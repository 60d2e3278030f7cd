/* tab_equilibrium.c - opening, calling and bluffing figures read from a
 * solved draw-poker game (tab_equilibrium.h).
 *
 * The file is read twice: once here for its header (the game line and the
 * quality comments), once by cfr_strategy_load for the strategy itself, so
 * the format stays owned by cfr_io.c.  The game line is rebuilt from the
 * parameters parsed out of it and compared character for character: the
 * parameters are then exactly the ones the file was solved under, and a
 * future convention this parser does not know is refused instead of being
 * read as the defaults.
 *
 * Every key comes from the game's infoset callback on a state built by its
 * own callbacks; only the acting seat's pre-draw class is set by hand (the
 * key reads the class, and the deal that produced the other fields does
 * not matter for it).  The class order is the index order of draw_game.c's
 * default abstraction, which is the opening order of dclass.h.
 */
#include "tab_equilibrium.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon5.h"
#include "datadir.h"
#include "dclass.h"
#include "err.h"
#include "rules.h"
#include "strategy.h"

struct eq_solution {
    eq_info info;
    strategy fixed;          /* the fixed draw's strategy (a preset), when draw_fixed */
    draw_game *dg;
    cfr_game g;
    cfr_strategy *st;
};

/* "0.5,1" -> sizes; the count, or -1. */
/* The header's comment lines (after the game line, before "infosets:"). */
static void parse_comment(const char *l, eq_info *in)
{
    int seat;
    double a, b;
    unsigned long long u;
    double g;
    if (sscanf(l, "# real-game gain, round 2: seat %d %lf [%lf, %lf]", &seat, &g, &a, &b) == 4 && seat >= 1 &&
        seat <= EQ_MAX_SEATS) {
        in->real_gain[seat - 1] = g;
        in->real_lo[seat - 1] = a;
        in->real_hi[seat - 1] = b;
        in->has_real = true;
    } else if (sscanf(l, "# real-game responder: %*[^:]: %llu deals learned", &u) == 1) {
        in->real_deals = u;
    } else if (strncmp(l, "# as shipped ", 13) == 0 && strstr(l, "exploitability ")
               && sscanf(strstr(l, "exploitability "), "exploitability %lf (seat gains %lf, %lf)", &g, &a, &b) == 3) {
        /* before the solve's own lines: they describe its play before convert */
        in->exploitability = in->expl_lo = in->expl_hi = g;
        in->gain[0] = in->gain_lo[0] = in->gain_hi[0] = a;
        in->gain[1] = in->gain_lo[1] = in->gain_hi[1] = b;
        in->has_exploitability = in->has_expl_interval = in->has_interval = in->has_gain = true;
        in->has_shipped = true;
    } else if (sscanf(l, "# seat %d: value %lf, best-response gain %lf", &seat, &a, &b) == 3 && seat >= 1 &&
        seat <= EQ_MAX_SEATS) {
        in->value[seat - 1] = a;
        if (!in->has_shipped)
            in->gain[seat - 1] = b;
        in->has_gain = true;
    } else if (sscanf(l, "# seat %d: gain 95%% interval [%lf, %lf]", &seat, &a, &b) == 3 && seat >= 1 &&
               seat <= EQ_MAX_SEATS) {
        in->gain_lo[seat - 1] = a;
        in->gain_hi[seat - 1] = b;
        in->has_interval = true;
    } else if (sscanf(l, "# exploitability 95%% interval: [%lf, %lf]", &a, &b) == 2) {
        in->expl_lo = a;
        in->expl_hi = b;
        in->has_expl_interval = true;
    } else if (sscanf(l, "# exploitability: %lf", &a) == 1) {
        if (!in->has_shipped)
            in->exploitability = a;
        in->has_exploitability = true;
    } else if (sscanf(l, "# iterations: %llu", &u) == 1) {
        in->iterations = u;
    } else if (sscanf(l, "# seed: %llu", &u) == 1) {
        in->seed = u;
    } else if (strncmp(l, "# command: ", 11) == 0) {
        snprintf(in->command, sizeof in->command, "%.500s", l + 11);
    } else if (strncmp(l, "# pruned:", 9) == 0) {
        in->round1_only = true;
    } else if (sscanf(l, "# chance model: %llu sampled deals", &u) == 1) {
        in->model_deals = u;
    } else if (sscanf(l, "# independent model: %llu sampled deals, seed %*u: exploitability %lf", &u, &a) == 2) {
        in->indep_deals = u;
        in->indep_exploitability = a;
        in->has_indep = true;
    } else {
        unsigned long long k, all, d, dx;
        double bx;
        if (sscanf(l, "# kept: the %llu information sets of %llu met when the strategy plays %llu deals against "
                      "itself and %llu with each seat in turn leaving its path (%*[^)]); they meet %lf%% of the "
                      "decisions of as many fresh deals of self-play and %lf%%",
                   &k, &all, &d, &dx, &a, &bx) == 6) {
            in->kept_sets = k;
            in->kept_deals = d;
            in->kept_cover = a;
            in->kept_explore_cover = bx;
            in->has_kept = in->has_kept_explore = true;
        } else if (sscanf(l, "# kept: the %llu information sets of %llu met when the strategy plays %llu deals "
                             "against itself; they meet %lf%%",
                          &k, &all, &d, &a) == 4) {
            in->kept_sets = k;
            in->kept_deals = d;
            in->kept_cover = a;
            in->has_kept = true;
        }
    }
}

static int read_header(const char *path, eq_info *in, char *why, size_t ws)
{
    strat_data *d;
    int rc = strat_read(path, STRAT_READ_HEADER, &d, why, ws);
    if (rc != TALON_OK)
        return rc;
    snprintf(in->game_id, sizeof in->game_id, "%.500s", d->game);
    for (char *l = d->header, *nl; *l; l = nl + 1) {
        nl = strchr(l, '\n');
        *nl = 0;
        parse_comment(l, in);
    }
    strat_free(d);
    return TALON_OK;
}

int eq_read_info(const char *path, eq_info *out, char *why, size_t ws)
{
    memset(out, 0, sizeof *out);
    int rc = read_header(path, out, why, ws);
    if (rc == TALON_OK) {
        int players = 0;
        if (sscanf(out->game_id, "draw: draw poker: %d players", &players) == 1)
            out->players = players;
    }
    return rc;
}

const char *eq_shipped_name(int players, int deck, const char *bet, char *buf, size_t size)
{
    snprintf(buf, size, "%s/draw-%dp-%d%s%s%s", EQ_SHIPPED_DIR, players, deck, *bet ? "-" : "", bet, EQ_SHIPPED_EXT);
    return buf;
}

int eq_shipped_find(int players, int deck, const char *bet, char *path, size_t size, char *why, size_t why_size)
{
    char name[128];
    return datadir_find(eq_shipped_name(players, deck, bet, name, sizeof name), path, size, why, why_size);
}

int eq_load(const char *path, eq_solution **out, char *why, size_t ws)
{
    return eq_load_like(path, NULL, out, why, ws);
}

int eq_load_like(const char *path, const eq_solution *like, eq_solution **out, char *why, size_t ws)
{
    if (!out)
        return err_why(why, ws, TALON_E_INVAL, "no output");
    *out = NULL;
    if (!path)
        return err_why(why, ws, TALON_E_INVAL, "no solution file");
    eq_solution *s = calloc(1, sizeof *s);
    if (!s)
        return err_why(why, ws, TALON_E_NOMEM, "out of memory");
    int rc = read_header(path, &s->info, why, ws);
    if (rc != TALON_OK)
        goto err;
    if (strncmp(s->info.game_id, "draw: ", 6) != 0) {
        rc = err_why(why, ws, TALON_E_INVAL, "%s: not a draw-poker solution (%.40s)", path, s->info.game_id);
        goto err;
    }
    char msg[400];
    rc = draw_params_parse(s->info.game_id + 6, &s->info.params, &s->fixed, msg, sizeof msg);
    if (rc == TALON_OK && s->info.params.abstraction == DRAW_ABS_FINE)
        rc = err_why(why, ws, TALON_E_INVAL, "%s: only the 51-class abstraction is read (the file has suit classes)", path);
    else if (rc != TALON_OK)
        err_why(why, ws, rc, "%s: %s", path, msg);
    if (rc != TALON_OK)
        goto err;
    rc = draw_game_init_like(&s->dg, &s->info.params, &s->g, like ? like->dg : NULL);
    if (rc != TALON_OK) {
        err_why(why, ws, TALON_E_PARSE, "%s: the game line names an impossible game (%s)", path, err_str(rc));
        rc = TALON_E_PARSE;
        goto err;
    }
    char desc[512];
    draw_game_describe(s->dg, desc, sizeof desc);
    if (draw_game_line_diff(s->info.game_id + 6, desc, "file", "game it names", msg, sizeof msg)) {
        rc = err_why(why, ws, TALON_E_PARSE, "%s: the game line is not the game it names (%s)", path, msg);
        goto err;
    }
    rc = cfr_strategy_load(path, s->info.game_id, &s->st, why, ws);
    if (rc != TALON_OK)
        goto err;
    s->info.params.fixed = NULL;
    s->info.players = s->info.params.players;
    s->info.deck = s->info.params.r.deck_size;
    s->info.sets = cfr_strategy_count(s->st);
    *out = s;
    return TALON_OK;
err:
    eq_free(s);
    return rc;
}

void eq_free(eq_solution *s)
{
    if (!s)
        return;
    cfr_strategy_free(s->st);
    draw_game_free(s->dg);
    free(s);
}

const eq_info *eq_info_of(const eq_solution *s) { return &s->info; }
const draw_game *eq_game(const eq_solution *s) { return s->dg; }

/* ---- states and look-ups ------------------------------------------------------------ */

/* A state after the deal (any deal: only the acting seat's class matters). */
static void dealt(const eq_solution *s, draw_state *st)
{
    rng g;
    rng_seed(&g, 1, 1);
    s->g.root(s->g.ctx, st);
    while (s->g.node(s->g.ctx, st) == CFR_CHANCE)
        s->g.chance_sample(s->g.ctx, st, &g);
}

/* The index of the action named `name` at this node, or -1. */
static int action_named(const eq_solution *s, const draw_state *st, const char *name)
{
    int n = s->g.actions(s->g.ctx, st);
    for (int a = 0; a < n; a++) {
        char buf[32];
        s->g.action_name(s->g.ctx, st, a, buf, sizeof buf);
        if (strcmp(buf, name) == 0)
            return a;
    }
    return -1;
}

/* The strategy of the acting seat holding class c; false when not in the file. */
static bool lookup(const eq_solution *s, draw_state *st, int c, double p[CFR_MAX_ACTIONS], int *n)
{
    st->pre[st->actor] = (uint16_t)c;
    uint64_t key = s->g.infoset(s->g.ctx, st);
    return cfr_strategy_lookup(s->st, key, p, n) == TALON_OK && *n == s->g.actions(s->g.ctx, st);
}

/* fill_classes' counts, summed over the canonical hands. */
typedef struct classes_acc {
    const draw_game *dg;
    const rules *r;
    eq_classes *c;
    uint64_t count[EQ_MAX_CLASSES], total;
} classes_acc;

/* One canonical hand counted for its whole suit class (orbit hands,
 * canon5.h): its class and draw class ignore which suit is which.  The
 * draw class of a class's first hand is every hand's of it (a class of the
 * 51 is one draw class or inside one; eq_load refuses the suit classes). */
static int count_class(void *ctx, uint64_t h, uint32_t orbit)
{
    classes_acc *a = ctx;
    int k = draw_game_class_of(a->dg, h);
    if (k >= 0 && k < EQ_MAX_CLASSES) {
        if (!a->count[k])
            a->c->dclass[k] = dclass_of(a->r, h);
        a->count[k] += orbit;
    }
    a->total += orbit;
    return 0;
}

static void fill_classes(const eq_solution *s, eq_classes *c)
{
    memset(c, 0, sizeof *c);
    const draw_game *dg = s->dg;
    const rules *r = &s->info.params.r;
    c->n = draw_game_classes(dg);
    for (int k = 0; k < c->n && k < EQ_MAX_CLASSES; k++) {
        draw_game_class_name(dg, k, c->name[k], sizeof c->name[k]);
        c->dclass[k] = -1;
    }
    /* every 5-card hand of the deck, through the 134 459 canonical ones at
     * 52 cards (C(52,5) = 2.6 M one by one took 0.1 s) */
    classes_acc a = {.dg = dg, .r = r, .c = c};
    int rc = canon5_walk(r->deck, count_class, &a);
    assert(rc == 0);   /* rules' decks have the same ranks in every suit */
    (void)rc;
    const uint64_t *count = a.count, total = a.total;
    for (int k = 0; k < c->n && k < EQ_MAX_CLASSES; k++) {
        c->occurs[k] = count[k] > 0;
        c->share[k] = total ? (double)count[k] / (double)total : 0;
    }
}

/* The weakest class from which every stronger met class holding at least
 * EQ_MIN_SHARE of the hands has f >= 1/2. */
static int threshold_of(const eq_classes *c, const bool *met, const double *f, double *freq)
{
    int thr = -1;
    for (int k = c->n - 1; k >= 0; k--) {
        if (!c->occurs[k] || !met[k] || c->share[k] < EQ_MIN_SHARE)
            continue;
        if (f[k] < 0.5)
            break;
        thr = k;
    }
    *freq = thr >= 0 ? f[thr] : NAN;
    return thr;
}

/* The pure threshold opening as often as f: the class where the share of
 * the hands at or above it first covers the mass sum share[c] f[c]. */
static int equivalent_of(const eq_classes *c, const bool *met, const double *f, double *frac, double *rate)
{
    double mass = 0;
    for (int k = 0; k < c->n; k++)
        if (c->occurs[k] && met[k])
            mass += c->share[k] * f[k];
    *rate = mass;
    *frac = NAN;
    if (!(mass > 1e-12))
        return -1;
    double above = 0;
    for (int k = c->n - 1; k >= 0; k--) {
        if (!c->occurs[k] || c->share[k] <= 0)
            continue;
        if (above + c->share[k] >= mass - 1e-12) {
            *frac = (mass - above) / c->share[k];
            return k;
        }
        above += c->share[k];
    }
    *frac = 1;
    return 0;
}

int eq_open(const eq_solution *s, eq_open_table *t)
{
    if (!s || !t)
        return TALON_E_INVAL;
    memset(t, 0, sizeof *t);
    const draw_params *p = &s->info.params;
    t->players = p->players;
    t->nsizes = p->n_open;
    memcpy(t->sizes, p->open_sizes, sizeof t->sizes);
    fill_classes(s, &t->cls);
    for (int pos = 0; pos < p->players; pos++) {
        draw_state st;
        dealt(s, &st);
        for (int k = 0; k < pos; k++)
            s->g.act(s->g.ctx, &st, action_named(s, &st, "check"));
        int chk = action_named(s, &st, "check");
        int oa[EQ_MAX_SIZES];
        for (int b = 0; b < p->n_open; b++) {
            char name[32];
            snprintf(name, sizeof name, "open %g", p->open_sizes[b]);
            oa[b] = action_named(s, &st, name);
        }
        for (int c = 0; c < t->cls.n; c++) {
            double pr[CFR_MAX_ACTIONS];
            int n;
            if (!t->cls.occurs[c] || !lookup(s, &st, c, pr, &n))
                continue;
            t->met[pos][c] = true;
            t->open[pos][c] = 1 - pr[chk];
            for (int b = 0; b < p->n_open; b++)
                t->open_size[pos][b][c] = oa[b] >= 0 ? pr[oa[b]] : 0;
        }
        t->threshold[pos] = threshold_of(&t->cls, t->met[pos], t->open[pos], &t->thr_freq[pos]);
        for (int b = 0; b < p->n_open; b++) {
            t->threshold_size[pos][b] =
                threshold_of(&t->cls, t->met[pos], t->open_size[pos][b], &t->thr_size_freq[pos][b]);
            t->equiv[pos][b] = equivalent_of(&t->cls, t->met[pos], t->open_size[pos][b], &t->equiv_frac[pos][b],
                                             &t->open_rate[pos][b]);
        }
    }
    return TALON_OK;
}

int eq_call(const eq_solution *s, eq_call_table *t)
{
    if (!s || !t)
        return TALON_E_INVAL;
    memset(t, 0, sizeof *t);
    const draw_params *p = &s->info.params;
    const int P = p->players;
    t->players = P;
    t->nsizes = p->n_open;
    memcpy(t->sizes, p->open_sizes, sizeof t->sizes);
    fill_classes(s, &t->cls);
    for (int op = 0; op < P; op++)
        for (int b = 0; b < p->n_open; b++) {
            draw_state base;
            dealt(s, &base);
            for (int k = 0; k < op; k++)
                s->g.act(s->g.ctx, &base, action_named(s, &base, "check"));
            char name[32];
            snprintf(name, sizeof name, "open %g", p->open_sizes[b]);
            s->g.act(s->g.ctx, &base, action_named(s, &base, name));
            /* the callers after the opener, the seats between folding; then the
             * seats before him, who checked, the later ones having folded */
            for (int i = 1; i < P; i++) {
                int ca = (op + i) % P;
                if (s->g.node(s->g.ctx, &base) != ca)
                    break;
                int fold = action_named(s, &base, "fold"), call = action_named(s, &base, "call");
                for (int c = 0; c < t->cls.n; c++) {
                    double pr[CFR_MAX_ACTIONS];
                    int n;
                    if (!t->cls.occurs[c] || !lookup(s, &base, c, pr, &n))
                        continue;
                    t->met[op][ca][b][c] = true;
                    t->call[op][ca][b][c] = 1 - pr[fold];
                    t->raise[op][ca][b][c] = 1 - pr[fold] - pr[call];
                }
                t->threshold[op][ca][b] =
                    threshold_of(&t->cls, t->met[op][ca][b], t->call[op][ca][b], &t->thr_freq[op][ca][b]);
                double rate;
                t->equiv[op][ca][b] =
                    equivalent_of(&t->cls, t->met[op][ca][b], t->call[op][ca][b], &t->equiv_frac[op][ca][b], &rate);
                s->g.act(s->g.ctx, &base, fold);
            }
        }
    return TALON_OK;
}

/* ---- bluffing: the strategy played ------------------------------------------------- */

static void rate_add(eq_rate *r, double num, double den)
{
    r->num += num;
    r->den += den;
    r->n++;
}

double eq_rate_p(const eq_rate *r) { return r->den > 0 ? r->num / r->den : NAN; }

double eq_rate_hw(const eq_rate *r)
{
    double p = eq_rate_p(r);
    return r->n ? 1.96 * sqrt(p * (1 - p) / (double)r->n) : NAN;
}

/* Whether seat me's final hand loses to some opponent still in. */
static bool losing(const draw_state *st, int me, int P)
{
    for (int o = 0; o < P; o++)
        if (o != me && (st->in >> o & 1) && st->value[o] > st->value[me])
            return true;
    return false;
}

static int sample(const double *p, int n, rng *g)
{
    double u = rng_double(g), acc = 0;
    for (int a = 0; a < n - 1; a++) {
        acc += p[a];
        if (u < acc)
            return a;
    }
    return n - 1;
}

/* The size index of a "bet F" or "raise F" action name, or -1. */
static int size_of(const draw_params *p, const char *name, const char *verb)
{
    size_t l = strlen(verb);
    if (strncmp(name, verb, l) != 0 || name[l] != ' ')
        return -1;
    double x = strtod(name + l + 1, NULL);
    for (int b = 0; b < p->n_open; b++)
        if (fabs(p->open_sizes[b] - x) < 1e-9)
            return b;
    return -1;
}

int eq_bluff(const eq_solution *s, uint64_t deals, uint64_t seed, eq_bluff_table *t)
{
    if (!s || !t)
        return TALON_E_INVAL;
    if (deals == 0)
        return TALON_E_RANGE;
    if (s->info.round1_only)
        return TALON_E_INVAL;
    memset(t, 0, sizeof *t);
    const draw_params *p = &s->info.params;
    const int P = p->players;
    t->players = P;
    t->nsizes = p->n_open;
    memcpy(t->sizes, p->open_sizes, sizeof t->sizes);
    t->deals = deals;
    rng g;
    rng_for_block(&g, seed, 0);
    for (uint64_t d = 0; d < deals; d++) {
        draw_state st;
        s->g.root(s->g.ctx, &st);
        bool reached = false;
        int bettor = -1, bet_size = -1;
        int who;
        while ((who = s->g.node(s->g.ctx, &st)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                s->g.chance_sample(s->g.ctx, &st, &g);
                continue;
            }
            double pr[CFR_MAX_ACTIONS];
            int n = s->g.actions(s->g.ctx, &st);
            uint64_t key = s->g.infoset(s->g.ctx, &st);
            int m;
            if (cfr_strategy_lookup(s->st, key, pr, &m) != TALON_OK || m != n)
                for (int a = 0; a < n; a++)   /* a set the file lacks plays uniformly, as cfr_evaluate */
                    pr[a] = 1.0 / n;
            if (st.phase == DRAW_PH_BET2) {
                if (!reached) {
                    reached = true;
                    t->reached++;
                }
                bool lose = losing(&st, who, P);
                char nm[32];
                if (!st.opened) {   /* the first bet of round 2 */
                    double pb = 0;
                    for (int a = 0; a < n; a++) {
                        s->g.action_name(s->g.ctx, &st, a, nm, sizeof nm);
                        int b = size_of(p, nm, "bet");
                        if (b < 0)
                            continue;
                        pb += pr[a];
                        rate_add(&t->bluff_share[b], lose ? pr[a] : 0, pr[a]);
                        t->bluff_share[b].n--;   /* counted below, by bets */
                    }
                    int dk = st.ndraw[who] < EQ_MAX_DRAW ? st.ndraw[who] : EQ_MAX_DRAW - 1;
                    rate_add(&t->bet_any[who][dk], pb, 1);
                    if (lose) {
                        rate_add(&t->bet_losing[who][dk], pb, 1);
                        rate_add(&t->bet_losing_seat[who], pb, 1);
                    }
                } else if (bettor >= 0 && st.raises == 0) {   /* facing the first bet */
                    int fold = action_named(s, &st, "fold");
                    double pc = fold >= 0 ? 1 - pr[fold] : 1;
                    rate_add(&t->call_any[bet_size], pc, 1);
                    if (st.value[who] > st.value[bettor])
                        rate_add(&t->call_winning[bet_size], pc, 1);
                    for (int a = 0; a < n; a++) {
                        s->g.action_name(s->g.ctx, &st, a, nm, sizeof nm);
                        if (strncmp(nm, "raise", 5) == 0 && pr[a] > 0)
                            rate_add(&t->raise_bluff_share, lose ? pr[a] : 0, pr[a]);
                    }
                }
            }
            int a = sample(pr, n, &g);
            if (st.phase == DRAW_PH_BET2 && !st.opened) {
                char nm[32];
                s->g.action_name(s->g.ctx, &st, a, nm, sizeof nm);
                int b = size_of(p, nm, "bet");
                if (b >= 0) {
                    bettor = who;
                    bet_size = b;
                    /* the share of bluffs among bets: one count per bet made */
                    t->bluff_share[b].n++;
                    t->bluff_share_all.n++;
                }
            }
            s->g.act(s->g.ctx, &st, a);
        }
    }
    for (int b = 0; b < t->nsizes; b++) {
        t->bluff_share_all.num += t->bluff_share[b].num;
        t->bluff_share_all.den += t->bluff_share[b].den;
    }
    return TALON_OK;
}
