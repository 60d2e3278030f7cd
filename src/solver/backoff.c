/* backoff.c - see backoff.h. */
#include "backoff.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "rng.h"

#define NAME_LEN 400

/* A backoff set being summed. */
typedef struct bset {
    uint64_t key;      /* 0: an empty slot */
    uint64_t count;    /* decisions summed */
    int level, nact;
    double sum[CFR_MAX_ACTIONS];
    char *name;        /* "<action names>\t<set name>" */
} bset;

typedef struct acc {
    const cfr_game *g;
    const strat_data *in;
    bset *tab;
    uint64_t mask, used;
    uint64_t decisions, held;
    bool fail;
} acc;

static bset *slot(acc *a, uint64_t key)
{
    uint64_t i = rng_mix64(key) & a->mask;
    while (a->tab[i].key && a->tab[i].key != key)
        i = (i + 1) & a->mask;
    return &a->tab[i];
}

static bool grow(acc *a)
{
    uint64_t old = a->mask + 1;
    bset *t = a->tab;
    a->mask = 2 * old - 1;
    a->tab = calloc(2 * old, sizeof *a->tab);
    if (!a->tab) {
        a->tab = t;
        a->mask = old - 1;
        return false;
    }
    for (uint64_t i = 0; i < old; i++)
        if (t[i].key)
            *slot(a, t[i].key) = t[i];
    free(t);
    return true;
}

/* The name line of the backoff set at state st, level. */
static char *name_of(const cfr_game *g, const void *st, int level, int n)
{
    char line[2 * NAME_LEN + 8], name[NAME_LEN];
    if (g->backoff_name)
        g->backoff_name(g->ctx, st, level, name, sizeof name);
    cfr_set_line(g, st, n, g->backoff_name ? name : NULL, line, NAME_LEN);
    return strdup(line);
}

/* The file's probabilities at st into p (true), or uniform (false: it lacks the set). */
static bool file_play(const acc *a, const void *st, int n, double *p)
{
    int64_t i = strat_find(a->in, a->g->infoset(a->g->ctx, st));
    if (i >= 0 && a->in->nact[i] == n) {
        memcpy(p, a->in->p + a->in->p_at[i], (size_t)n * sizeof *p);
        return true;
    }
    for (int k = 0; k < n; k++)
        p[k] = 1.0 / n;
    return false;
}

/* Add p, the file's play at st, to each backoff set of st. */
static void add(acc *a, const void *st, int n, const double *p)
{
    for (int level = 1; level <= BACKOFF_MAX_LEVELS && !a->fail; level++) {
        uint64_t key = a->g->backoff(a->g->ctx, st, level);
        if (!key)
            break;
        if (4 * (a->used + 1) > 3 * (a->mask + 1) && !grow(a)) {
            a->fail = true;
            return;
        }
        bset *b = slot(a, key);
        if (!b->key) {
            b->key = key;
            b->level = level;
            b->nact = n;
            b->name = name_of(a->g, st, level, n);
            a->used++;
            if (!b->name) {
                a->fail = true;
                return;
            }
        }
        if (b->nact != n)
            continue;   /* cannot happen: a backoff set keeps the actions faced */
        b->count++;
        for (int k = 0; k < n; k++)
            b->sum[k] += p[k];
    }
}

/* One deal: every seat plays the file; seat x (>= 0) leaves its path at
 * random at each of its decisions with probability 1/2, and is not counted. */
static void play_deal(acc *a, unsigned char *st, rng *r, int x)
{
    const cfr_game *g = a->g;
    g->root(g->ctx, st);
    for (int depth = 0; depth < 1000 && !a->fail; depth++) {
        int who = g->node(g->ctx, st);
        if (who == CFR_TERMINAL)
            return;
        if (who == CFR_CHANCE) {
            g->chance_sample(g->ctx, st, r);
            continue;
        }
        int n = g->actions(g->ctx, st);
        double p[CFR_MAX_ACTIONS];
        bool held = file_play(a, st, n, p);
        if (who == x) {
            if (rng_double(r) < 0.5)
                for (int k = 0; k < n; k++)
                    p[k] = 1.0 / n;
        } else {
            a->decisions++;
            a->held += held;
            if (held)
                add(a, st, n, p);
        }
        g->act(g->ctx, st, cfr_sample_action(p, n, rng_double(r)));
    }
}

static int by_key(const void *x, const void *y)
{
    const bset *a = *(const bset *const *)x, *b = *(const bset *const *)y;
    return (a->key > b->key) - (a->key < b->key);
}

/* The output: in's sets and the backoff sets b[0..m) (sorted by key, their
 * sums made means here), merged by key. */
static int merge(const acc *a, bset **b, uint64_t m, const char *line, strat_data **out)
{
    strat_new *add = malloc((m ? m : 1) * sizeof *add);
    if (!add)
        return TALON_E_NOMEM;
    for (uint64_t j = 0; j < m; j++) {
        for (int k = 0; k < b[j]->nact; k++)
            b[j]->sum[k] /= (double)b[j]->count;
        add[j] = (strat_new){b[j]->key, b[j]->nact, b[j]->sum, b[j]->name};
    }
    int rc = strat_merge(a->in, add, m, line, out);
    free(add);
    return rc;
}

uint64_t backoff_strip(strat_data *d)
{
    uint64_t o = 0, at = 0;
    for (uint64_t i = 0; i < d->n; i++) {
        if (strstr(d->names + d->name_at[i], " | backoff "))
            continue;
        memmove(d->p + at, d->p + d->p_at[i], d->nact[i] * sizeof *d->p);
        d->key[o] = d->key[i];
        d->nact[o] = d->nact[i];
        d->p_at[o] = at;
        d->name_at[o] = d->name_at[i];
        at += d->nact[i];
        o++;
    }
    uint64_t removed = d->n - o;
    d->n = o;
    if (removed)
        strat_index(d);
    char *line = strstr(d->header, "# backoff: ");
    if (line) {
        char *end = strchr(line, '\n');
        memmove(line, end ? end + 1 : line + strlen(line), strlen(end ? end + 1 : line + strlen(line)) + 1);
    }
    return removed;
}

int backoff_build(const cfr_game *g, const strat_data *in, const backoff_params *bp, strat_data **out,
                  backoff_report *rep, char *why, size_t why_size)
{
    *out = NULL;
    memset(rep, 0, sizeof *rep);
    if (!g || !in || !bp || bp->deals == 0 || !in->key || !in->names) {
        snprintf(why, why_size, "backoff: bad arguments");
        return TALON_E_INVAL;
    }
    if (!g->backoff) {
        snprintf(why, why_size, "this game has no backoff sets (the draw game's of 3 players or more, whose history "
                                "is summarised after round 1, have)");
        return TALON_E_INVAL;
    }
    if (strstr(in->header, "# backoff: ")) {
        snprintf(why, why_size, "the file has its backoff sets already (its header's \"# backoff:\" line)");
        return TALON_E_INVAL;
    }
    acc a = {g, in, calloc(1024, sizeof(bset)), 1023, 0, 0, 0, false};
    unsigned char *st = malloc(g->state_size);
    if (!a.tab || !st) {
        free(a.tab);
        free(st);
        return TALON_E_NOMEM;
    }
    rng r;
    for (int x = -1; x < g->players && !a.fail; x++) {
        rng_for_block(&r, bp->seed ^ 0x6261636b6f6666ULL, (uint64_t)(x + 1));
        for (uint64_t k = 0; k < bp->deals && !a.fail; k++)
            play_deal(&a, st, &r, x);
    }
    free(st);
    bset **b = malloc((a.used ? a.used : 1) * sizeof *b);
    uint64_t m = 0;
    int rc = a.fail || !b ? TALON_E_NOMEM : TALON_OK;
    if (rc == TALON_OK) {
        for (uint64_t i = 0; i <= a.mask; i++)
            if (a.tab[i].key && a.tab[i].count >= (bp->min_decisions ? bp->min_decisions : 1) && strat_find(in, a.tab[i].key) < 0) {
                b[m++] = &a.tab[i];
                rep->added[a.tab[i].level - 1]++;
                rep->levels = a.tab[i].level > rep->levels ? a.tab[i].level : rep->levels;
            }
        if (m == 0) {
            snprintf(why, why_size, "no backoff set met in these deals (the draw game's round-2 sets of 3 players or "
                                    "more, whose history is summarised after round 1, have them)");
            rc = TALON_E_INVAL;
        }
    }
    if (rc == TALON_OK) {
        qsort(b, m, sizeof *b, by_key);
        rep->decisions = a.decisions;
        rep->held = a.held;
        char line[600];
        size_t k = (size_t)snprintf(line, sizeof line,
                                    "# backoff: %" PRIu64 " sets added (", m);
        for (int l = 0; l < rep->levels && k < sizeof line; l++)
            k += (size_t)snprintf(line + k, sizeof line - k, "%slevel %d: %" PRIu64, l ? ", " : "", l + 1,
                                  rep->added[l]);
        if (k < sizeof line)
            snprintf(line + k, sizeof line - k,
                     "), the file's own play averaged over the sets it holds, as met in %" PRIu64
                     " deals of self-play and as many with each seat in turn leaving its path at random (seed %"
                     PRIu64 "), each set from %" PRIu64 " decisions or more; a set the file lacks plays its backoff "
                     "set, finest first, before any rule\n",
                     bp->deals, bp->seed, bp->min_decisions ? bp->min_decisions : 1);
        rc = merge(&a, b, m, line, out);
    }
    for (uint64_t i = 0; i <= a.mask; i++)
        free(a.tab[i].name);
    free(a.tab);
    free(b);
    if (rc == TALON_E_NOMEM)
        snprintf(why, why_size, "out of memory");
    return rc;
}
