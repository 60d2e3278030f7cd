/* sanity.c - the checks of sanity.h: self-play of a strategy file, the
 * forbidden answers counted at every decision, and the round-2 sets tallied
 * for the two shapes (see sanity.h for what each check asks). */
#include "sanity.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "eval.h"
#include "rng.h"

void sanity_params_init(sanity_params *p)
{
    *p = (sanity_params){.deals = 1u << 20, .seed = 1, .top = 0.99, .never_tol = 0, .mono_tol = 0.05,
                         .mono_share = 1e-4};
}

const char *sanity_name(int kind)
{
    static const char *const names[SANITY_KINDS] = {"top", "no-win", "quads", "call", "bet"};
    return kind >= 0 && kind < SANITY_KINDS ? names[kind] : "?";
}

const char *sanity_rule(int kind, const sanity_params *p, char *buf, size_t size)
{
    switch (kind) {
    case SANITY_TOP:
        snprintf(buf, size, "after the draw, a hand in the top %g%% of final strength never folds to a single bet",
                 100 * (1 - p->top));
        break;
    case SANITY_NOWIN:
        snprintf(buf, size, "after the draw, a hand that cannot win (the deck's lowest) never calls a bet");
        break;
    case SANITY_QUADS:
        snprintf(buf, size, "quads or a straight flush never folds, before the draw or after it");
        break;
    case SANITY_CALL:
        snprintf(buf, size, "after the draw, facing a bet: going on (call or raise) never falls as the bucket "
                            "rises, within a history");
        break;
    case SANITY_BET:
        snprintf(buf, size, "after the draw, no bet to face: betting falls then rises with the bucket (bluffs, "
                            "checks, value bets), within a history");
        break;
    default:
        snprintf(buf, size, "?");
    }
    return buf;
}

/* ---- the round-2 sets met -------------------------------------------------------------- */

/* A slot: a sanity_set (sanity.h); key 0 an empty slot (a draw set's key is
 * never 0: its history starts with a 1 bit). */
typedef sanity_set entry;

typedef struct table {
    entry *e;
    uint64_t cap, n;   /* cap a power of 2 */
} table;


static int table_grow(table *t)
{
    uint64_t cap = t->cap ? 2 * t->cap : 1u << 12;
    entry *e = calloc(cap, sizeof *e);
    if (!e)
        return TALON_E_NOMEM;
    for (uint64_t i = 0; i < t->cap; i++)
        if (t->e[i].key) {
            uint64_t j = rng_mix64(t->e[i].key) & (cap - 1);
            while (e[j].key)
                j = (j + 1) & (cap - 1);
            e[j] = t->e[i];
        }
    free(t->e);
    t->e = e;
    t->cap = cap;
    return TALON_OK;
}

/* The slot of key, inserted (visits 0) when new; *fresh says which.  NULL: out of memory. */
static entry *table_get(table *t, uint64_t key, bool *fresh)
{
    if (2 * (t->n + 1) > t->cap && table_grow(t) != TALON_OK)
        return NULL;
    uint64_t j = rng_mix64(key) & (t->cap - 1);
    while (t->e[j].key && t->e[j].key != key)
        j = (j + 1) & (t->cap - 1);
    *fresh = t->e[j].key == 0;
    if (*fresh) {
        t->e[j].key = key;
        t->n++;
    }
    return &t->e[j];
}

/* The span of a round-2 set's name that names its bucket ("bucket 5/8",
 * "no-win", "straight flush"): from after "round 2 " to the next " (" or
 * " |" (or the end). */
static void bucket_span(const char *name, size_t *from, size_t *to)
{
    const char *r = strstr(name, "round 2 ");
    if (!r) {
        *from = *to = strlen(name);
        return;
    }
    *from = (size_t)(r - name) + 8;
    const char *a = strstr(name + *from, " ("), *b = strstr(name + *from, " |");
    const char *e = a && (!b || a < b) ? a : b;
    *to = e ? (size_t)(e - name) : strlen(name);
}

static uint64_t group_of(const char *name)
{
    size_t from, to;
    bucket_span(name, &from, &to);
    uint64_t h = 0xcbf29ce484222325ULL;   /* FNV-1a over the name, the bucket left out */
    for (size_t i = 0; name[i]; i++) {
        if (i == from)
            i = to;
        if (!name[i])
            break;
        h = (h ^ (unsigned char)name[i]) * 0x100000001b3ULL;
    }
    return h;
}

/* ---- self-play -------------------------------------------------------------------------- */

typedef struct run {
    const sanity_params *p;
    sanity_result *r;
    table t;
    bool lacked;   /* keep what a set played by a backoff set plays, and its name (sanity_sets) */
} run;

static int action_named(const cfr_game *g, const void *s, int n, const char *name)
{
    char buf[32];
    for (int a = 0; a < n; a++) {
        g->action_name(g->ctx, s, a, buf, sizeof buf);
        if (strcmp(buf, name) == 0)
            return a;
    }
    return -1;
}

/* A forbidden probability x met at s: counted, and the worst named. */
static void note(const run *u, int kind, const void *s, double x)
{
    sanity_item *it = &u->r->item[kind];
    it->spots++;
    it->sum += x;
    if (x > u->p->never_tol)
        it->over++;
    if (x > it->worst || !it->where[0]) {
        it->worst = x;
        u->p->g->infoset_name(u->p->g->ctx, s, it->where, sizeof it->where);
    }
}

static bool top_hand(enum eval_cat c)
{
    return c == EVAL_QUADS || c == EVAL_STRAIGHT_FLUSH;
}

/* What a set the file lacks plays at s (its backoff set's pr[0..n)) and its name line. */
static sanity_lacked *lacked_of(const cfr_game *g, const draw_state *s, const double *pr, int n)
{
    char line[2 * SANITY_WHERE_MAX + 8], name[SANITY_WHERE_MAX];
    g->infoset_name(g->ctx, s, name, sizeof name);
    cfr_set_line(g, s, n, name, line, SANITY_WHERE_MAX);
    size_t len = strlen(line) + 1;
    sanity_lacked *l = malloc(sizeof *l + len);
    if (!l)
        return NULL;
    l->n = n;
    for (int a = 0; a < CFR_MAX_ACTIONS; a++)
        l->p[a] = a < n ? pr[a] : 0;
    memcpy(l->name, line, len);
    return l;
}

static int check(run *u, const draw_state *s, const double *pr, int n, bool backoff)
{
    const sanity_params *p = u->p;
    const cfr_game *g = p->g;
    const rules *rl = &draw_game_params(p->dg)->r;
    int me = s->actor;
    bool facing = s->bet > s->contrib[me];
    int fold = facing ? action_named(g, s, n, "fold") : -1;
    if (s->phase == DRAW_PH_BET1) {
        if (fold >= 0 && top_hand(eval_category(rl, eval5(rl, s->hand[me]))))
            note(u, SANITY_QUADS, s, pr[fold]);
        return TALON_OK;
    }
    if (s->phase != DRAW_PH_BET2)
        return TALON_OK;
    if (facing) {
        if (s->raises == 0 && fold >= 0 && draw_game_strength(p->dg, s->hand[me]) >= p->top)
            note(u, SANITY_TOP, s, pr[fold]);
        int call = action_named(g, s, n, "call");
        if (s->bucket[me] == 0 && call >= 0)
            note(u, SANITY_NOWIN, s, pr[call]);
        if (fold >= 0 && top_hand(eval_category(rl, s->value[me])))
            note(u, SANITY_QUADS, s, pr[fold]);
    }
    bool fresh;
    entry *e = table_get(&u->t, g->infoset(g->ctx, s), &fresh);
    if (!e)
        return TALON_E_NOMEM;
    if (fresh) {
        char name[SANITY_WHERE_MAX];
        g->infoset_name(g->ctx, s, name, sizeof name);
        int stay = facing ? fold : action_named(g, s, n, "check");
        e->group = group_of(name);
        e->bucket = s->bucket[me];
        e->facing = facing;
        e->backoff = backoff;
        int go1 = facing ? action_named(g, s, n, "call") : stay == 0 ? 1 : 0;
        e->stay = (uint8_t)(stay >= 0 ? stay : CFR_MAX_ACTIONS);
        e->go1 = (uint8_t)(go1 >= 0 && go1 < n ? go1 : CFR_MAX_ACTIONS);
        e->go = (float)(stay >= 0 ? 1 - pr[stay] : 1);
        e->lacked = NULL;
        if (backoff && u->lacked) {
            e->lacked = lacked_of(g, s, pr, n);
            if (!e->lacked)
                return TALON_E_NOMEM;
        }
        u->r->sets2++;
    }
    e->visits++;
    return TALON_OK;
}

/* The deals of the run, from the seed: the checks at every decision, or
 * with find != 0 the name of the round-2 set `find` (the tables keep no
 * names: the shapes find their worst again so), into buf; returns TALON_OK
 * (found, or the checks done), TALON_E_NOMEM, TALON_E_CANCEL, or
 * TALON_E_RANGE (find not met). */
static int play(run *u, uint64_t find, char *buf, size_t size)
{
    const sanity_params *p = u->p;
    const cfr_game *g = p->g;
    rng rg;
    rng_seed(&rg, p->seed, 0x5a17);
    for (uint64_t d = 0; d < p->deals; d++) {
        if (p->cancel && *p->cancel)
            return TALON_E_CANCEL;
        draw_state s;
        g->root(g->ctx, &s);
        int who;
        while ((who = g->node(g->ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g->chance_sample(g->ctx, &s, &rg);
                continue;
            }
            if (find && s.phase == DRAW_PH_BET2 && g->infoset(g->ctx, &s) == find) {
                g->infoset_name(g->ctx, &s, buf, size);
                return TALON_OK;
            }
            double pr[CFR_MAX_ACTIONS];
            int n;
            int how = profile_action_probs(p->pf, &s, pr, &n);
            bool lacks = how == PROFILE_DEFAULT;
            if (!find) {
                u->r->decisions++;
                u->r->missing += lacks;
                if (!lacks && check(u, &s, pr, n, how == PROFILE_BACKOFF) != TALON_OK)
                    return TALON_E_NOMEM;
            }
            double x = rng_double(&rg);
            int a = 0;
            while (a < n - 1 && x >= pr[a])
                x -= pr[a++];
            g->act(g->ctx, &s, a);
        }
        u->r->deals += !find;
    }
    return find ? TALON_E_RANGE : TALON_OK;
}

/* ---- the shapes ------------------------------------------------------------------------- */

static int by_group(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    if (x->group != y->group)
        return x->group < y->group ? -1 : 1;
    return (x->bucket > y->bucket) - (x->bucket < y->bucket);
}

/* The name of the set `key` (its hex key if the replay misses it, which it cannot). */
static void name_of(run *u, uint64_t key, char *buf, size_t size)
{
    snprintf(buf, size, "set %016llx", (unsigned long long)key);
    play(u, key, buf, size);
}

static void bucket_text(const run *u, int b, char *buf, size_t size)
{
    draw_game_bucket_name(u->p->dg, b, buf, size);
}

uint64_t sanity_least(const sanity_params *p)
{
    double x = ceil(p->mono_share * (double)p->deals);
    return x < 1 ? 1 : (uint64_t)x;
}

double sanity_fall(const double *p, int n, double tol, int *over, int where[2])
{
    double worst = 0;
    int hi = 0;   /* the index of the highest p so far */
    *over = 0;
    where[0] = where[1] = -1;
    for (int k = 1; k < n; k++) {
        double drop = p[hi] - p[k];
        *over += drop > tol;
        if (drop > worst) {
            worst = drop;
            where[0] = hi;
            where[1] = k;
        }
        if (p[k] > p[hi])
            hi = k;
    }
    return worst;
}

double sanity_peak(const double *p, int n, double tol, int *over, int where[3])
{
    double worst = 0;
    *over = 0;
    where[0] = where[1] = where[2] = -1;
    if (n < 3)
        return 0;
    int *suf = malloc((size_t)n * sizeof *suf);   /* suf[k]: the index of the lowest p from k on */
    if (!suf)
        return -1;
    suf[n - 1] = n - 1;
    for (int k = n - 1; k-- > 0;)
        suf[k] = p[k] < p[suf[k + 1]] ? k : suf[k + 1];
    int lo = 0;   /* the index of the lowest p before k */
    for (int k = 1; k + 1 < n; k++) {
        int side = p[lo] > p[suf[k + 1]] ? lo : suf[k + 1];
        double peak = p[k] - p[side];
        *over += peak > tol;
        if (peak > worst) {
            worst = peak;
            where[0] = lo;
            where[1] = k;
            where[2] = suf[k + 1];
        }
        if (p[k] < p[lo])
            lo = k;
    }
    free(suf);
    return worst;
}

static int shapes(run *u)
{
    const sanity_params *p = u->p;
    entry *v = malloc((u->t.n ? u->t.n : 1) * sizeof *v);
    double *go = malloc((size_t)draw_game_post_count(draw_game_params(p->dg)) * sizeof *go);
    if (!v || !go) {
        free(v);
        free(go);
        return TALON_E_NOMEM;
    }
    uint64_t m = 0, least = sanity_least(p);
    for (uint64_t i = 0; i < u->t.cap; i++)
        if (u->t.e[i].key && u->t.e[i].visits >= least)
            v[m++] = u->t.e[i];
    qsort(v, m, sizeof *v, by_group);
    entry wc[2] = {{0}}, wb[3] = {{0}};
    sanity_item *ic = &u->r->item[SANITY_CALL], *ib = &u->r->item[SANITY_BET];
    int rc = TALON_OK;
    for (uint64_t i = 0, j; i < m; i = j) {
        for (j = i + 1; j < m && v[j].group == v[i].group; j++)
            ;
        int len = (int)(j - i), over, w[3];
        const entry *e = v + i;
        if (len < (e->facing ? 2 : 3))
            continue;
        for (int k = 0; k < len; k++)
            go[k] = e[k].go;
        sanity_item *it = e->facing ? ic : ib;
        double worst = e->facing ? sanity_fall(go, len, p->mono_tol, &over, w)
                                 : sanity_peak(go, len, p->mono_tol, &over, w);
        if (worst < 0) {
            rc = TALON_E_NOMEM;
            break;
        }
        it->spots += (uint64_t)len;
        it->over += (uint64_t)over;
        if (worst > it->worst) {
            it->worst = worst;
            if (e->facing) {
                wc[0] = e[w[0]];
                wc[1] = e[w[1]];
            } else {
                wb[0] = e[w[0]];
                wb[1] = e[w[1]];
                wb[2] = e[w[2]];
            }
        }
    }
    char name[SANITY_WHERE_MAX - 96], b0[32], b2[32];
    if (rc == TALON_OK && wc[0].key) {
        name_of(u, wc[0].key, name, sizeof name);
        bucket_text(u, wc[1].bucket, b2, sizeof b2);
        if (snprintf(ic->where, sizeof ic->where, "%s: goes on %.3f, at %s %.3f", name, wc[0].go, b2, wc[1].go) < 0)
            ic->where[0] = 0;
    }
    if (rc == TALON_OK && wb[0].key) {
        name_of(u, wb[1].key, name, sizeof name);
        bucket_text(u, wb[0].bucket, b0, sizeof b0);
        bucket_text(u, wb[2].bucket, b2, sizeof b2);
        if (snprintf(ib->where, sizeof ib->where, "%s: bets %.3f, at %s %.3f and at %s %.3f", name, wb[1].go, b0,
                     wb[0].go, b2, wb[2].go) < 0)
            ib->where[0] = 0;
    }
    free(v);
    free(go);
    return rc;
}

static bool params_ok(const sanity_params *p)
{
    return p && p->dg && p->g && p->pf && p->deals > 0 && p->top >= 0 && p->top <= 1 && p->never_tol >= 0 &&
           p->never_tol <= 1 && p->mono_tol >= 0 && p->mono_tol <= 1 && p->mono_share >= 0 && p->mono_share <= 1;
}

int sanity_sets(const sanity_params *p, sanity_set **sets, uint64_t *n)
{
    if (!params_ok(p) || !sets || !n)
        return TALON_E_INVAL;
    *sets = NULL;
    *n = 0;
    sanity_result r;
    memset(&r, 0, sizeof r);
    run u = {.p = p, .r = &r, .lacked = true};
    int rc = play(&u, 0, NULL, 0);
    sanity_set *v = rc == TALON_OK ? malloc((u.t.n ? u.t.n : 1) * sizeof *v) : NULL;
    if (rc == TALON_OK && !v)
        rc = TALON_E_NOMEM;
    if (rc == TALON_OK) {
        for (uint64_t i = 0; i < u.t.cap; i++)
            if (u.t.e[i].key)
                v[(*n)++] = u.t.e[i];
        qsort(v, *n, sizeof *v, by_group);
        *sets = v;
    } else {
        for (uint64_t i = 0; i < u.t.cap; i++)
            if (u.t.e[i].key)
                free(u.t.e[i].lacked);
    }
    free(u.t.e);
    return rc;
}

void sanity_sets_free(sanity_set *sets, uint64_t n)
{
    if (!sets)
        return;
    for (uint64_t i = 0; i < n; i++)
        free(sets[i].lacked);
    free(sets);
}

int sanity_run(const sanity_params *p, sanity_result *r)
{
    if (!params_ok(p) || !r)
        return TALON_E_INVAL;
    memset(r, 0, sizeof *r);
    run u = {.p = p, .r = r};
    int rc = play(&u, 0, NULL, 0);
    if (rc == TALON_OK)
        rc = shapes(&u);
    free(u.t.e);
    return rc;
}
