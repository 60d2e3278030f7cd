/* tab_drawn_cmp.c - "Cartes demandées" against the article, cell by cell:
 * whether our value is inside the rounding of the printed one and, when it
 * is not, the evidence a reader needs (the other straight convention's
 * value, a neighbouring column that fits).  This was inside cmd_drawn,
 * which also computed the second table itself; the CLI now only words it.
 */
#include <math.h>

#include "err.h"
#include "tab_drawn.h"

/* Values closer than this are "the same" (the tables are exact: any real
 * difference is far larger). */
#define SAME_EPS 5e-7

bool tab_drawn_article_has_row(int deck, int d)
{
    double a;
    int dec;
    if (tab_drawn_article(deck, d, EVAL_HIGH, &a, &dec) != TALON_E_RANGE)
        return true;
    for (int c = 0; c < EVAL_NCAT; c++)
        if (tab_drawn_article(deck, d, (enum eval_cat)c, &a, &dec) == TALON_OK)
            return true;
    return false;
}

int tab_drawn_exact_other(const rules *r, const strategy *s, int threads, tab_drawn *t)
{
    rules ra;
    int rc = rules_init(&ra, r->deck_size, !r->ace_low, r->order);
    return rc != TALON_OK ? rc : tab_drawn_exact(&ra, s, threads, t);
}

/* Our row d (zeros where the table has none). */
static void row_or_zero(const tab_drawn *t, int d, double p[EVAL_NCAT], bool *have)
{
    *have = tab_drawn_row(t, d, p, NULL) == TALON_OK;
    if (!*have)
        for (int c = 0; c < EVAL_NCAT; c++)
            p[c] = 0;
}

int tab_drawn_compare(const tab_drawn *t, const tab_drawn *alt, int deck, int d, int c, tab_drawn_cmp *out)
{
    if (d < 0 || d >= TAB_DRAWN_ROWS || c < -1 || c >= EVAL_NCAT)
        return TALON_E_RANGE;
    *out = (tab_drawn_cmp){0};
    double p[EVAL_NCAT], pa[EVAL_NCAT];
    bool have;
    row_or_zero(t, d, p, &have);
    out->ours = c < 0 ? tab_drawn_asked(t, d, false) : p[c];
    int rc = c < 0 ? tab_drawn_article_asked(deck, d, &out->article, &out->decimals)
                   : tab_drawn_article(deck, d, (enum eval_cat)c, &out->article, &out->decimals);
    out->printed = rc == TALON_OK;
    if (!out->printed)
        return TALON_OK;
    out->differs = !tab_drawn_agrees(out->ours, out->article, out->decimals);
    if (alt) {
        row_or_zero(alt, d, pa, &out->have_alt);
        if (c < 0) {
            out->have_alt = true;
            out->alt = tab_drawn_asked(alt, d, false);
        } else {
            out->alt = pa[c];
        }
        out->alt_ace_low = alt->ace_low;
        out->alt_same = fabs(out->alt - out->ours) < SAME_EPS;
        out->alt_fits = tab_drawn_agrees(out->alt, out->article, out->decimals);
    }
    for (int nb = c - 1; c >= 0 && nb <= c + 1; nb += 2)   /* a value printed one column off? */
        if (nb >= 0 && nb < EVAL_NCAT && p[nb] > 0 && tab_drawn_agrees(p[nb], out->article, out->decimals))
            out->swapped |= 1u << nb;
    return TALON_OK;
}
