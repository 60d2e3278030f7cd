/* never.c - see never.h. */
#include "never.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "cfr_game.h"
#include "rng.h"

/* The strength of the deck's weakest quads. */
static double weakest_quads(const draw_game *dg)
{
    const rules *rl = &draw_game_params(dg)->r;
    for (int r = 0; r < CARD_RANKS; r++) {
        uint64_t four = 0;
        for (int su = 0; su < CARD_SUITS; su++)
            four |= card_bit(r, su);
        if ((four & rl->deck) != four)
            continue;
        uint64_t rest = rl->deck & ~four;
        return draw_game_strength(dg, four | (rest & -rest));
    }
    return 1;
}

/* The buckets a round-2 set's name covers ("round 2 bucket 5/32", "round 2
 * buckets 29-31/32", "round 2 no-win", "round 2 quads", "round 2 straight
 * flush"; B + 1 and SF their buckets): false when it is not a round-2 set. */
static bool buckets_of(const char *name, int B, int SF, int *lo, int *hi)
{
    const char *r = strstr(name, " round 2 ");
    if (!r)
        return false;
    r += 9;
    if (strncmp(r, "no-win", 6) == 0)
        *lo = *hi = 0;
    else if (strncmp(r, "straight flush", 14) == 0)
        *lo = *hi = SF;
    else if (strncmp(r, "quads", 5) == 0)
        *lo = *hi = B + 1;
    else if (sscanf(r, "buckets %d-%d/", lo, hi) == 2)
        ;
    else if (sscanf(r, "bucket %d/", lo) == 1)
        *hi = *lo;
    else
        return false;
    return true;
}

/* Move set i's probability of action `from` to action `to`; true when there was some. */
static bool move(strat_data *d, uint64_t i, int from, int to)
{
    double *p = d->p + d->p_at[i];
    if (from < 0 || to < 0 || p[from] <= 0)
        return false;
    p[to] += p[from];   /* the sum may pass 1 by a rounding: a file holds probabilities in [0, 1] */
    if (p[to] > 1)
        p[to] = 1;
    p[from] = 0;
    return true;
}

void never_apply(const draw_game *dg, strat_data *d, never_report *rep)
{
    memset(rep, 0, sizeof *rep);
    const draw_params *p = draw_game_params(dg);
    const int B = p->post_buckets, SF = draw_game_post_count(p) - 1;
    rep->top_bucket = draw_game_strength_bucket(p, 0.99);
    /* quads apart: their own bucket, B + 1, binds quads alone */
    rep->quads_bucket = p->quads_apart ? B + 1 : draw_game_strength_bucket(p, weakest_quads(dg));
    /* the lowest bucket none of whose hands is below NEVER_NARROW: (b - 1) / B >= NEVER_NARROW^K */
    double y = NEVER_NARROW;
    for (int k = 1; k < p->post_power; k++)
        y *= NEVER_NARROW;
    rep->narrow_bucket = 1 + (int)ceil(y * B);
    if (rep->narrow_bucket > SF)
        rep->narrow_bucket = SF;
    if (!d->names)
        return;
    for (uint64_t i = 0; i < d->n; i++) {
        const char *line = d->names + d->name_at[i];
        const char *name = strchr(line, '\t');
        int fold = strat_action_index(d, i, "fold"), call = strat_action_index(d, i, "call"), lo, hi;
        if (!name || fold < 0 || call < 0)
            continue;   /* no bet to face */
        if (strstr(name, " round 1 quads |") || strstr(name, " round 1 straight flush |")) {
            rep->quads += move(d, i, fold, call);
            continue;
        }
        if (!buckets_of(name, B, SF, &lo, &hi))
            continue;
        /* facing a single bet: a raise is still allowed (one a round), or the game has none */
        const char *raise = strstr(line, ",raise");
        bool single = p->max_raises == 0 || (p->max_raises == 1 && raise && raise < name);
        if (hi == 0)
            rep->nowin += move(d, i, call, fold);
        else if (lo >= rep->narrow_bucket && (hi >= rep->quads_bucket || (single && hi >= rep->top_bucket)))
            rep->top += move(d, i, fold, call);
    }
}

/* ---- naming the unnamed sets (never_name) -------------------------------- */

#define NAME_LINE_MAX 200   /* cfr_io.c's NAME_MAX_LEN: the same lines */

typedef struct namer {
    const draw_game *dg;
    const cfr_game *g;
    strat_data *d;
    char **line;        /* [d->n]: the new name line of an unnamed set, or NULL */
    uint64_t named;
    rng r;
    int rc;
} namer;

static bool unnamed(const strat_data *d, int64_t i)
{
    return strcmp(d->names + d->name_at[i], "-\t-") == 0;
}

/* Every type of the seat to act at st, each set of d found unnamed named. */
static void name_types(namer *w, const draw_state *st)
{
    const draw_params *p = draw_game_params(w->dg);
    const int C = draw_game_classes(w->dg), NB = draw_game_post_count(p), me = st->actor;
    const bool post = st->phase == DRAW_PH_BET2, recall = p->abstraction == DRAW_ABS_RECALL;
    const int T = !post ? C : recall ? C * NB : NB;
    for (int t = 0; t < T && w->rc == TALON_OK; t++) {
        draw_state x = *st;
        if (!post)
            x.pre[me] = (uint16_t)t;
        else if (recall) {
            x.pre[me] = (uint16_t)(t / NB);
            x.bucket[me] = (uint16_t)(t % NB);
        } else
            x.bucket[me] = (uint16_t)t;
        int64_t i = strat_find(w->d, w->g->infoset(w->g->ctx, &x));
        if (i < 0 || w->line[i] || !unnamed(w->d, i))
            continue;
        char name[NAME_LINE_MAX], line[2 * NAME_LINE_MAX + 8];   /* cfr_set_line's room */
        w->g->infoset_name(w->g->ctx, &x, name, sizeof name);
        cfr_set_line(w->g, &x, w->g->actions(w->g->ctx, &x), name, line, NAME_LINE_MAX);
        if (!(w->line[i] = strdup(line)))
            w->rc = TALON_E_NOMEM;
        w->named++;
    }
}

static void name_walk(namer *w, const draw_state *s)
{
    draw_state st = *s;
    int who;
    while ((who = w->g->node(w->g->ctx, &st)) == CFR_CHANCE)
        w->g->chance_sample(w->g->ctx, &st, &w->r);
    if (who == CFR_TERMINAL || w->rc != TALON_OK)
        return;
    name_types(w, &st);
    int n = w->g->actions(w->g->ctx, &st);
    for (int a = 0; a < n; a++) {
        draw_state ch = st;
        w->g->act(w->g->ctx, &ch, a);
        name_walk(w, &ch);
    }
}

int never_name(const draw_game *dg, const cfr_game *g, strat_data *d, uint64_t *named)
{
    *named = 0;
    const draw_params *p = draw_game_params(dg);
    if (!d->names || !d->name_at || p->players != 2 || p->abstraction == DRAW_ABS_FINE)
        return TALON_OK;
    namer w = {.dg = dg, .g = g, .d = d, .line = calloc(d->n ? d->n : 1, sizeof(char *)), .rc = TALON_OK};
    if (!w.line)
        return TALON_E_NOMEM;
    rng_seed(&w.r, 1, 0x6e616d65);
    draw_state root;
    g->root(g->ctx, &root);
    name_walk(&w, &root);
    if (w.rc == TALON_OK && w.named) {   /* the names again, the new lines in place of "-\t-" */
        size_t len = 0;
        for (uint64_t i = 0; i < d->n; i++)
            len += strlen(w.line[i] ? w.line[i] : d->names + d->name_at[i]) + 1;
        char *buf = malloc(len ? len : 1);
        if (!buf)
            w.rc = TALON_E_NOMEM;
        for (uint64_t i = 0, at = 0; buf && i < d->n; i++) {
            const char *l = w.line[i] ? w.line[i] : d->names + d->name_at[i];
            size_t k = strlen(l) + 1;
            memcpy(buf + at, l, k);
            d->name_at[i] = at;
            at += k;
        }
        if (buf) {
            free(d->names);
            d->names = buf;
        }
    }
    for (uint64_t i = 0; i < d->n; i++)
        free(w.line[i]);
    free(w.line);
    *named = w.rc == TALON_OK ? w.named : 0;
    return w.rc;
}
