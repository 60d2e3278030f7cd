/* tab_open_report.c - one player count of `talon open` and its fit to the
 * article's table, and `talon call`'s models against the equilibrium
 * (tab_open_report.h).
 *
 * A cell fits when the model's class is the article's and the model opens
 * the whole class (a threshold that excepts a failing draw is a different
 * rule).  "Within one class" counts the article's class and the next valid
 * class of the deck either side: classes a short deck lacks (the low pairs)
 * are skipped, so at 32 cards "77" and "draw" are neighbours.
 */
#include "tab_open_report.h"

#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"

bool open_article_cells(int players, int deck, const rules *r, int cls[OPEN_MAX_PLAYERS][OPEN_BETS])
{
    const bool article = deck == deck_for_players(players) && players >= 4;
    for (int pos = 0; pos < players && pos < OPEN_MAX_PLAYERS; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const char *key;
            cls[pos][b] = OPEN_NONE;
            if (article && tab_open_article(players, pos + 1, (enum open_bet)b, &key, NULL) == TALON_OK &&
                dclass_parse(r, key, &cls[pos][b]) != TALON_OK)
                cls[pos][b] = OPEN_NONE;
        }
    return article;
}

void open_report_init(open_report *j, int players, int deck, const rules *r)
{
    memset(j, 0, sizeof *j);
    j->players = players;
    j->deck = deck;
    j->r = *r;
    double pct;
    bool trunc;
    j->printed_q = tab_atleast_article(deck, "AA", &pct, &trunc) == TALON_OK;
    j->article = open_article_cells(players, deck, &j->r, j->article_cls);
}

bool open_report_fits(const open_report *j, const open_table *t, int pos, enum open_bet b)
{
    const open_cell *c = &t->cell[pos][b];
    return j->article && c->reachable && c->cls == j->article_cls[pos][b] && !c->exceptions;
}

bool open_report_eq_fits(const open_report *j, int pos, enum open_bet b)
{
    return j->article && open_eq_col_vs(&j->eq, pos, b, j->article_cls[pos][b]) == OPEN_EQ_SAME;
}

bool open_report_adjacent(const rules *r, const open_cell *c, int art)
{
    if (!c->reachable || c->cls == OPEN_NONE || art == OPEN_NONE)
        return false;
    int lo = c->cls < art ? c->cls : art, hi = c->cls < art ? art : c->cls, between = 0;
    for (int k = lo + 1; k < hi; k++)
        between += dclass_valid(r, k);
    return between == 0;
}

void open_report_fit(const open_report *jobs, int n, int m, open_fit *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < n; i++) {
        const open_report *j = &jobs[i];
        if (!j->article || (m == OPEN_FIT_EQ && !j->eq.have))
            continue;
        for (int pos = 0; pos < j->players; pos++) {
            for (int b = 0; b < OPEN_BETS; b++) {
                if (m == OPEN_FIT_EQ) {
                    open_cell e = {.reachable = true, .cls = open_eq_col_dclass(&j->eq, pos, (enum open_bet)b)};
                    out->fits[b] += open_report_eq_fits(j, pos, (enum open_bet)b);
                    out->near += open_report_adjacent(&j->r, &e, j->article_cls[pos][b]);
                    continue;
                }
                const open_table *tb = m == OPEN_FIT_A_EXACT ? &j->a_exact : &j->t[m];
                out->fits[b] += open_report_fits(j, tb, pos, (enum open_bet)b);
                out->near += open_report_adjacent(&j->r, &tb->cell[pos][b], j->article_cls[pos][b]);
            }
            out->cells++;
        }
    }
}

int call_report_eq_fit(const call_report *u, int m, int n[3])
{
    n[0] = n[1] = n[2] = 0;
    if (!u->eq.have)
        return 0;
    int cells = 0;
    for (int op = 0; op < u->P; op++)
        for (int p = 0; p < u->P; p++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const call_cell *c = &u->calls[m].cell[op][p][b];
                double f;
                int k = call_eq_col_thr(&u->eq, op, p, (enum open_bet)b, &f);
                if (!c->computed || !c->reachable || k == -2)
                    continue;
                /* "never" on both sides is the same answer; "never" against a class is stronger */
                int cmp;
                if (c->cls == OPEN_NONE)
                    cmp = k < 0 ? OPEN_EQ_SAME : OPEN_EQ_STRONGER;
                else
                    cmp = open_eq_compare(&u->eq.t[b].cls, k, c->cls);
                n[cmp + 1]++;
                cells++;
            }
    return cells;
}
