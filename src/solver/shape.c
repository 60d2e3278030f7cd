/* shape.c - see shape.h. */
#include "shape.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "sanity.h"

/* Pool adjacent violators: the non-decreasing weighted least-squares fit of
 * y[0..n-1].  Blocks on a stack: each holds its weight, weighted sum and
 * length; a new point merges down while the block below has a larger mean. */
#define SHAPE_STACK SHAPE_STACK_MAX   /* up to this many points the fits use the stack (a solver calls them often) */

void shape_rising(const double *y, const double *w, int n, double *fit)
{
    double sbw[2 * SHAPE_STACK];
    int sbl[SHAPE_STACK];
    bool heap = n > SHAPE_STACK;
    double *bw = heap ? malloc((size_t)n * 2 * sizeof *bw) : sbw;
    int *bl = heap ? malloc((size_t)n * sizeof *bl) : sbl;
    if (!bw || !bl) {   /* no room: the data as it is (shape_apply checks its own allocations first) */
        for (int i = 0; i < n; i++)
            fit[i] = y[i];
        if (heap) {
            free(bw);
            free(bl);
        }
        return;
    }
    double *bs = bw + n;
    int top = 0;
    for (int i = 0; i < n; i++) {
        bw[top] = w[i];
        bs[top] = w[i] * y[i];
        bl[top] = 1;
        top++;
        while (top > 1 && bs[top - 2] * bw[top - 1] > bs[top - 1] * bw[top - 2]) {   /* mean below > mean above */
            bw[top - 2] += bw[top - 1];
            bs[top - 2] += bs[top - 1];
            bl[top - 2] += bl[top - 1];
            top--;
        }
    }
    for (int b = 0, i = 0; b < top; b++)
        for (int k = 0; k < bl[b]; k++)
            fit[i++] = bs[b] / bw[b];
    if (heap) {
        free(bw);
        free(bl);
    }
}

static double sse(const double *y, const double *w, const double *f, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += w[i] * (y[i] - f[i]) * (y[i] - f[i]);
    return s;
}

/* The fit that falls then rises: for every split m, the non-increasing fit
 * of y[0..m) (the rising fit of the reversed part) and the rising fit of
 * y[m..n); the split of least error wins (the first on a tie). */
void shape_valley(const double *y, const double *w, int n, double *fit)
{
    double sbuf[4 * SHAPE_STACK];
    bool heap = n > SHAPE_STACK;
    double *buf = heap ? malloc((size_t)n * 4 * sizeof *buf) : sbuf;
    if (!buf) {
        for (int i = 0; i < n; i++)
            fit[i] = y[i];
        return;
    }
    double *ry = buf, *rw = buf + n, *f = buf + 2 * n, *rf = buf + 3 * n;
    double best = INFINITY;
    for (int m = 0; m <= n; m++) {
        for (int i = 0; i < m; i++) {
            ry[i] = y[m - 1 - i];
            rw[i] = w[m - 1 - i];
        }
        shape_rising(ry, rw, m, rf);
        for (int i = 0; i < m; i++)
            f[i] = rf[m - 1 - i];
        shape_rising(y + m, w + m, n - m, f + m);
        double e = sse(y, w, f, n);
        if (e < best - 1e-15) {
            best = e;
            memcpy(fit, f, (size_t)n * sizeof *fit);
        }
    }
    if (heap)
        free(buf);
}

void shape_refit(double *p, int n, int stay, int first, double to)
{
    double go = 1 - p[stay];
    if (to < 0)
        to = 0;
    if (to > 1)
        to = 1;
    for (int a = 0; a < n; a++)
        if (a != stay)
            p[a] = go > 1e-12 ? p[a] * (to / go) : a == first ? to : 0;
    p[stay] = 1 - to;
}

void shape_refit_read(double *p, int n, int stay, int first, double to)
{
    double sum = 0;
    for (int a = 0; a < n; a++)
        sum += p[a];
    if (sum > 0)
        for (int a = 0; a < n; a++)
            p[a] /= sum;
    shape_refit(p, n, stay, first, to);
}

/* The sets a pass adds: a set the file lacked, with its fitted play. */
typedef struct adds {
    sanity_set *v;   /* v[k].lacked owned here */
    uint64_t n, cap;
} adds;

static int adds_push(adds *a, sanity_set *e)
{
    if (a->n == a->cap) {
        uint64_t cap = a->cap ? 2 * a->cap : 256;
        sanity_set *v = realloc(a->v, cap * sizeof *v);
        if (!v)
            return TALON_E_NOMEM;
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = *e;
    e->lacked = NULL;
    return TALON_OK;
}

static int by_key(const void *x, const void *y)
{
    const sanity_set *a = x, *b = y;
    return (a->key > b->key) - (a->key < b->key);
}

/* *d with the sets of a (sorted here) merged in by key (the old *d freed). */
static int merge(strat_data **d, adds *a)
{
    qsort(a->v, a->n, sizeof *a->v, by_key);
    strat_new *add = malloc(a->n * sizeof *add);
    if (!add)
        return TALON_E_NOMEM;
    for (uint64_t j = 0; j < a->n; j++)
        add[j] = (strat_new){a->v[j].key, a->v[j].lacked->n, a->v[j].lacked->p, a->v[j].lacked->name};
    strat_data *o;
    int rc = strat_merge(*d, add, a->n, NULL, &o);
    free(add);
    if (rc != TALON_OK)
        return rc;
    strat_free(*d);
    *d = o;
    return TALON_OK;
}

/* One pass: the sets met, fitted history by history; *moved: the largest
 * change at a set met as often as talon strategy check compares (sanity.h:
 * 1 deal in 10 000), the others being the rare sets a changed play led to.
 * A set the file lacks that the check compares joins the fit; when the fit
 * moves it, it goes into *add with its fitted play. */
static int pass(const draw_game *dg, const cfr_game *g, const profile *pf, strat_data *d, uint64_t deals,
                uint64_t seed, shape_report *rep, double *moved, adds *add)
{
    *moved = 0;
    sanity_params sp;
    sanity_params_init(&sp);
    sp.dg = dg;
    sp.g = g;
    sp.pf = pf;
    sp.deals = deals;
    sp.seed = seed;
    sanity_set *v;
    uint64_t m;
    int rc = sanity_sets(&sp, &v, &m);
    if (rc != TALON_OK)
        return rc;
    int cap = draw_game_post_count(draw_game_params(dg));
    double *buf = malloc((size_t)cap * 3 * sizeof *buf);
    sanity_set **held = malloc((size_t)cap * sizeof *held);
    if (!buf || !held) {
        free(buf);
        free(held);
        sanity_sets_free(v, m);
        return TALON_E_NOMEM;
    }
    double *y = buf, *w = buf + cap, *fit = buf + 2 * cap;
    uint64_t least = sanity_least(&sp), join = least / SHAPE_JOIN > 0 ? least / SHAPE_JOIN : 1;
    bool can_add = d->names && d->name_at;
    rep->groups = 0;
    rep->sets = m;
    rep->backoff = 0;
    for (uint64_t i = 0, j; i < m && rc == TALON_OK; i = j) {
        for (j = i + 1; j < m && v[j].group == v[i].group; j++)
            ;
        if (j - i > (uint64_t)cap)
            continue;
        /* the sets the file holds, and those it lacks that the check
         * compares (with a margin: a check of fewer deals, or other
         * deals, meets them as often by chance); a rarer set played by a
         * backoff set is left out: it
         * cannot change here, and in the fit it would pull its neighbours
         * pass after pass */
        int len = 0;
        for (uint64_t k = i; k < j; k++)
            if (!v[k].backoff || (can_add && v[k].lacked && v[k].visits >= join))
                held[len++] = &v[k];
            else
                rep->backoff++;
        if (len < 2)
            continue;
        rep->groups++;
        for (int k = 0; k < len; k++) {
            y[k] = held[k]->go;
            w[k] = (double)held[k]->visits;
        }
        if (held[0]->facing)
            shape_rising(y, w, len, fit);
        else
            shape_valley(y, w, len, fit);
        for (int k = 0; k < len; k++) {
            sanity_set *e = held[k];
            if (fabs(fit[k] - y[k]) < 1e-9)
                continue;
            int stay = e->stay, first = e->go1;   /* from the game: a file's set may have no names */
            double *p;
            int n;
            if (e->backoff) {
                p = e->lacked->p;
                n = e->lacked->n;
            } else {
                int64_t at = strat_find(d, e->key);
                if (at < 0) {   /* met as held, so held: a profile over another file */
                    rc = TALON_E_INVAL;
                    break;
                }
                p = d->p + d->p_at[at];
                n = d->nact[at];
            }
            if (stay >= n || first >= n)
                continue;
            /* the set's own probability, not the float the table kept */
            double go = 1 - p[stay], to = go + (fit[k] - y[k]);
            shape_refit_read(p, n, stay, first, to);
            if (e->backoff) {
                rc = adds_push(add, e);
                if (rc != TALON_OK)
                    break;
                rep->added++;
            }
            rep->changed++;
            if (fabs(fit[k] - y[k]) > rep->largest)
                rep->largest = fabs(fit[k] - y[k]);
            if (e->visits >= least && fabs(fit[k] - y[k]) > *moved)
                *moved = fabs(fit[k] - y[k]);
        }
    }
    free(held);
    free(buf);
    sanity_sets_free(v, m);
    return rc;
}

int shape_apply(const draw_game *dg, const cfr_game *g, profile *pf, strat_data **d, uint64_t deals,
                uint64_t seed, int passes, shape_report *rep)
{
    if (!dg || !g || !pf || !d || !*d || !rep || deals == 0 || passes < 1)
        return TALON_E_INVAL;
    memset(rep, 0, sizeof *rep);
    for (int k = 0; k < passes; k++) {
        double moved;
        adds add = {0};
        int rc = pass(dg, g, pf, *d, deals, seed, rep, &moved, &add);
        if (rc == TALON_OK && add.n) {
            rc = merge(d, &add);
            if (rc == TALON_OK)
                rc = profile_rebind(pf, *d);
        }
        for (uint64_t i = 0; i < add.n; i++)
            free(add.v[i].lacked);
        free(add.v);
        if (rc != TALON_OK)
            return rc;
        rep->passes++;
        rep->last = moved;
        if (moved < SHAPE_STILL)
            break;
    }
    return TALON_OK;
}
