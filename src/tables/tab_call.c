/* tab_call.c - calling thresholds: for each opener o, caller p and bet
 * size, the same search as an opening (tab_open_int.h) under the call's
 * condition: the opener's seat is forced in with his opening range, the
 * passers before him hold their passing classes, the caller's own classes
 * are those he passed with (if he spoke first) and the other players are
 * out.  A tie counts as half a win (open_cond.half_ties).  Cells not asked
 * for, or that cannot be reached (an opener who never gets to speak or
 * never opens at this size), stay with computed or reachable false.
 */
#include <stdlib.h>

#include "err.h"
#include "tab_call.h"
#include "tab_open_int.h"

int tab_call(const rules *r, const open_query *q, const open_table *open, uint32_t openers, uint32_t calls,
             uint32_t bets, const mc_config *cfg, call_table *out)
{
    int rc = open_check_query(r, q);
    if (rc != TALON_OK)
        return rc;
    const int P = q->players;
    if (open->players != P || open->model != q->model || open->passers != q->passers ||
        open->deck_size != r->deck_size || open->callers != q->callers)
        return TALON_E_INVAL;
    open_env e;
    rc = open_env_init(&e, r, q);
    if (rc != TALON_OK)
        return rc;
    call_table *res = calloc(1, sizeof *res);
    open_search *s = malloc(sizeof *s);
    if (!res || !s) {
        free(res);
        free(s);
        open_env_free(&e);
        return TALON_E_NOMEM;
    }
    res->players = P;
    res->model = q->model;
    for (int o = 0; o < P && rc == TALON_OK; o++)
        for (int p = 0; p < P && rc == TALON_OK; p++)
            for (int b = 0; b < OPEN_BETS && rc == TALON_OK; b++) {
                if (o == p || !(openers >> o & 1) || !(calls >> p & 1) || !(bets >> b & 1))
                    continue;
                call_cell *cell = &res->cell[o][p][b];
                cell->computed = true;
                cell->cls = cell->weaker = cell->at.cls = cell->below.cls = OPEN_NONE;
                cell->alpha = open_alpha(b, q->callers);
                const open_cell *oc = &open->cell[o][b];
                /* A half-pot opening: the hands that open at half pot but not at pot. */
                cell->range = b == OPEN_POT ? oc->opens : oc->opens & ~open->cell[o][OPEN_POT].opens;
                cell->own = p < o ? open_pass_mask(open, q->passers, p, b) : OPEN_ANY;
                if (!oc->reachable || !open_present(&e, cell->range) || !open_present(&e, cell->own))
                    continue;
                open_cond c = {
                    .players = P, .subject = p, .opponents = 1u << o, .forced = 1u << o, .half_ties = true};
                bool ok = true;
                for (int j = 0; j < P; j++) {
                    c.allow[j] = OPEN_ANY;
                    if (j == o) {
                        c.allow[j] = cell->range;
                    } else if (j < o && j != p) {
                        c.allow[j] = open_pass_mask(open, q->passers, j, b);
                        ok = ok && open_present(&e, c.allow[j]);
                    }
                }
                if (!ok)
                    continue;
                cell->reachable = true;
                open_search_init(s, &e, &c, cell->own, q->trials, cfg);
                int ti;
                rc = open_search_level(s, cell->alpha, &ti);
                if (rc == TALON_OK)
                    open_search_cell(s, cell->alpha, ti, &cell->cls, &cell->weaker, &cell->at, &cell->below,
                                     &cell->decided, &cell->opens, &cell->exceptions, &cell->holes);
                res->deals += s->deals;
                res->estimates += s->estimates;
            }
    free(s);
    open_env_free(&e);
    if (rc == TALON_OK)
        *out = *res;
    free(res);
    return rc;
}
