/* never.c - see never.h. */
#include "never.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "card.h"

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
