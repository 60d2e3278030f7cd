/* tab_call.h - calling thresholds (the article's "Ouvrir, suivre et
 * relancer", the "suivre" part): the weakest class that should call an
 * opening at pot or at half pot, for each opener and caller position, in
 * the three models of tab_open.h (whose "Calls" paragraph defines the
 * opener's range, the caller's classes and the half-win tie).
 *
 * Usage:
 *     open_table t;                       // tab_open(&r, &q, &cfg, &t) first
 *     call_table *c = malloc(sizeof *c);   // large: [opener][caller][bet] cells
 *     if (tab_call(&r, &q, &t, 1u << 2, 1u << 3, 1u << OPEN_POT | 1u << OPEN_HALF, &cfg, c) == TALON_OK)
 *         int k = c->cell[2][3][OPEN_HALF].cls;   // opener third, caller fourth
 *
 * Determinism and threads as tab_open: every estimate has its own seed, so
 * the figures are the same at any thread count.  tab_call never prints.
 */
#ifndef TALON_TAB_CALL_H
#define TALON_TAB_CALL_H

#include <stdbool.h>
#include <stdint.h>

#include "mc.h"
#include "rules.h"
#include "tab_open.h"

typedef struct call_cell {
    bool computed;               /* asked for (tab_call's masks) */
    bool reachable;              /* false: the opener cannot be reached, or never opens at this size */
    uint32_t range;              /* the opener's classes (class mask) */
    uint32_t own;                /* the caller's possible classes: those he passed with, or OPEN_ANY */
    int cls;                     /* the weakest calling class, or OPEN_NONE (none he can hold) */
    int weaker;
    double alpha;
    open_est at, below;
    bool decided;
    uint32_t opens, exceptions, holes;   /* as in open_cell: opens = the classes that call */
} call_cell;

typedef struct call_table {
    int players;
    enum open_model model;
    uint64_t deals;
    int estimates;
    call_cell cell[OPEN_MAX_PLAYERS][OPEN_MAX_PLAYERS][OPEN_BETS];   /* [opener][caller][bet] */
} call_table;

/* The weakest class the player at seat c should call with when the player
 * at seat o (!= c) opened, at pot and at half pot, for every opener o in
 * the mask `openers`, caller c in `calls` and bet b in `bets` (bit b =
 * enum open_bet), given `open`, the opening table tab_open computed with
 * the same r and q (the opener's range and the passers come from it).
 * q->callers is the number of callers before this one.  Cells not asked
 * for are left with computed = false.  Returns as tab_open, and
 * TALON_E_INVAL when open does not match q. */
int tab_call(const rules *r, const open_query *q, const open_table *open, uint32_t openers, uint32_t calls,
             uint32_t bets, const mc_config *cfg, call_table *out);

#endif
