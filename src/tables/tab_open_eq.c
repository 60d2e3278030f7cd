/* tab_open_eq.c - names and comparisons for the equilibrium column of
 * talon open and call (tab_open_eq.h).
 *
 * The names are read back from draw_game.c's default class names ("high
 * A", "pair K", "pair + flush draw", "two pair Q", "trips", "straight"...),
 * the ones eq_classes carries: the English short forms are those of
 * `--model equilibrium` (cmd_eq_open.c), so both outputs name a class
 * alike.  The comparison is on dclass.h's scale, whose numbering is the
 * opening order (nothing < pairs by rank < draw < two pair < ...): a
 * smaller dclass is a weaker threshold.
 *
 * The columns' files (open_eq_col, call_eq_col) keep a copy of each file's
 * header and the thresholds, not the solution: the caller frees it as soon
 * as they are read, so a run over five player counts holds no strategy.
 */
#include "tab_open_eq.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "err.h"

bool open_eq_converged(const eq_info *in)
{
    if (in->has_indep)   /* a vector file (heads-up): its figure in an independent model, the safe side */
        return in->indep_exploitability <= OPEN_EQ_GOAL_HU;
    if (in->players == 2)
        return in->has_exploitability && in->exploitability <= OPEN_EQ_GOAL_HU;
    if (in->has_gain) {   /* every seat's gain within the goal (issue 15's "under 0.02 a seat") */
        for (int i = 0; i < in->players && i < EQ_MAX_SEATS; i++)
            if (in->gain[i] > OPEN_EQ_GOAL)
                return false;
        return true;
    }
    return in->has_exploitability && in->exploitability <= OPEN_EQ_GOAL;
}

const char *open_eq_label(const eq_classes *c, int k, double freq, int lang, char *buf, size_t size)
{
    static const char RANKS[] = "23456789TJQKA";
    static const char *const FR_RANK[13] = {"Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit",
                                            "Neuf", "Dix", "Valet", "Dame", "Roi", "As"};
    static const char *const WORDS[][2] = {
        {"straight flush", "quinte flush"}, {"straight", "quinte"}, {"flush", "couleur"}, {"full", "full"},
        {"quads", "carré"}, {"trips", "brelan"}, {"flush draw", "tirage couleur"},
        {"open draw", "tirage quinte"}, {"sf draw", "tirage quinte flush"}};
    if (size == 0)
        return buf;
    if (k < 0 || k >= c->n) {
        snprintf(buf, size, "%s", lang ? "aucune" : "none");
        return buf;
    }
    const char *n = c->name[k];
    const char *rk = NULL;
    char base[EQ_NAME_MAX + 24];
    if (strncmp(n, "pair ", 5) == 0 && n[5] && !n[6] && (rk = strchr(RANKS, n[5])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "%s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "%c%c", n[5], n[5]);
    } else if (strncmp(n, "high ", 5) == 0 && n[5] && (rk = strchr(RANKS, n[5])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "hauteur %s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "%s high", n + 5);
    } else if (strncmp(n, "two pair ", 9) == 0 && n[9] && (rk = strchr(RANKS, n[9])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "double paire %s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "two pair %c", n[9]);
    } else {
        bool pair = strncmp(n, "pair + ", 7) == 0;
        const char *rest = pair ? n + 7 : n, *w = rest;
        for (size_t i = 0; lang && i < sizeof WORDS / sizeof WORDS[0]; i++)
            if (strcmp(rest, WORDS[i][0]) == 0)
                w = WORDS[i][1];
        snprintf(base, sizeof base, "%s%s", pair ? (lang ? "paire + " : "pair + ") : "", w);
    }
    if (freq < 0.005)   /* "(0%)" would read as "none of it": it is some, under one in 200 */
        snprintf(buf, size, "%s (<1%%)", base);
    else if (freq < 0.95)
        snprintf(buf, size, "%s (%.0f%%)", base, 100 * freq);
    else
        snprintf(buf, size, "%s", base);
    return buf;
}

enum open_eq_cmp open_eq_compare(const eq_classes *c, int k, int coarse)
{
    if (coarse < 0)
        return OPEN_EQ_NONE;
    if (k < 0 || k >= c->n)
        return OPEN_EQ_WEAKER;
    int d = c->dclass[k];
    return coarse < d ? OPEN_EQ_WEAKER : coarse > d ? OPEN_EQ_STRONGER : OPEN_EQ_SAME;
}

double open_eq_bet_size(enum open_bet b)
{
    return b == OPEN_HALF ? 0.5 : 1.0;
}

int open_eq_size_index(const eq_info *in, double size)
{
    for (int i = 0; i < in->params.n_open; i++)
        if (fabs(in->params.open_sizes[i] - size) < 1e-9)
            return i;
    return -1;
}

int open_eq_real_max(const eq_info *in, double *g, double *lo, double *hi)
{
    int best = -1;
    for (int s = 0; in->has_real && s < in->players && s < EQ_MAX_SEATS; s++)
        if (best < 0 || in->real_gain[s] > in->real_gain[best])
            best = s;
    if (best >= 0) {
        *g = in->real_gain[best];
        *lo = in->real_lo[best];
        *hi = in->real_hi[best];
    }
    return best;
}

static void file_read(const eq_solution *s, enum open_bet b, open_eq_file *f)
{
    const eq_info *in = eq_info_of(s);
    f->idx = open_eq_size_index(in, open_eq_bet_size(b));
    f->converged = open_eq_converged(in);
    f->info = *in;
}

int open_eq_col_read(open_eq_col *q, enum open_bet b, const eq_solution *s)
{
    int rc = eq_open(s, &q->t[b]);
    if (rc == TALON_OK)
        file_read(s, b, &q->f[b]);
    return rc;
}

int open_eq_col_thr(const open_eq_col *q, int pos, enum open_bet b, double *frac)
{
    *frac = 1;
    if (!q->have || q->f[b].idx < 0)
        return -2;
    int k = q->t[b].equiv[pos][q->f[b].idx];
    if (k >= 0)
        *frac = q->t[b].equiv_frac[pos][q->f[b].idx];
    return k;
}

enum open_eq_cmp open_eq_col_vs(const open_eq_col *q, int pos, enum open_bet b, int coarse)
{
    double f;
    int k = open_eq_col_thr(q, pos, b, &f);
    if (k == -2 || coarse == OPEN_NONE)
        return OPEN_EQ_NONE;
    return open_eq_compare(&q->t[b].cls, k, coarse);
}

int open_eq_col_dclass(const open_eq_col *q, int pos, enum open_bet b)
{
    double f;
    int k = open_eq_col_thr(q, pos, b, &f);
    return k >= 0 ? q->t[b].cls.dclass[k] : OPEN_NONE;
}

int call_eq_col_read(call_eq_col *q, enum open_bet b, const eq_solution *s)
{
    int rc = eq_call(s, &q->t[b]);
    if (rc == TALON_OK)
        file_read(s, b, &q->f[b]);
    return rc;
}

int call_eq_col_thr(const call_eq_col *q, int op, int p, enum open_bet b, double *frac)
{
    *frac = 1;
    if (!q->have || q->f[b].idx < 0)
        return -2;
    int k = q->t[b].equiv[op][p][q->f[b].idx];
    if (k >= 0)
        *frac = q->t[b].equiv_frac[op][p][q->f[b].idx];
    return k;
}
