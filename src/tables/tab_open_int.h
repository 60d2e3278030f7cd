/* tab_open_int.h - the internals that tab_open.c shares with tab_call.c
 * (the threshold search), not part of the public API: the way sqlite pairs
 * btree.h with btreeInt.h.  Only src/tables/tab_open.c and tab_call.c
 * include it; nothing here is installed or stable.
 *
 * A search finds, for one condition (open_cond) and one level alpha, the
 * weakest class whose P(win) reaches alpha, evaluating the classes it needs
 * a few at a time and refining undecided ones (tab_open.c says how).  The
 * struct is large (per-class estimates): callers malloc it.  A search is
 * used by one thread at a time; it runs its estimates in parallel itself.
 */
#ifndef TALON_TAB_OPEN_INT_H
#define TALON_TAB_OPEN_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "dclass.h"
#include "mc.h"
#include "rules.h"
#include "tab_open.h"

typedef struct open_search {
    const open_env *e;
    open_cond cond;
    uint64_t trials, seed;
    const mc_config *cfg;
    int nt;                      /* estimates queued together (OPEN_BATCH) */
    int nv, v[DCLASS_COUNT];     /* the candidate classes (of the subject), weakest first */
    int ceil;                    /* index in v of the check ceiling */
    bool have[DCLASS_COUNT];
    int round[DCLASS_COUNT];
    open_est est[DCLASS_COUNT];
    uint64_t deals;              /* deals run so far (every estimate's) */
    int estimates;               /* estimates made so far */
} open_search;

/* TALON_OK, or why q cannot be computed for r (as tab_open returns it). */
int open_check_query(const rules *r, const open_query *q);

/* The classes of mask m that some hand of e's deck has. */
uint32_t open_present(const open_env *e, uint32_t m);

/* The classes a passer at seat j may hold in column col of t: those he
 * would not open with (at half pot whatever col when p is OPEN_PASSERS_HALF). */
uint32_t open_pass_mask(const open_table *t, enum open_passers p, int j, int col);

/* A search for condition c over the subject's classes in `candidates` (those
 * of the deck only), `trials` accepted deals per estimate, seeds from
 * cfg->seed (cfg may be NULL: seed 0, one thread).  e and cfg must outlive s. */
void open_search_init(open_search *s, const open_env *e, const open_cond *c, uint32_t candidates, uint64_t trials,
                      const mc_config *cfg);

/* Run the search at level alpha; *t_out is the index in s->v of the weakest
 * class that reaches it (s->nv: none).  TALON_OK, or mc_run's error
 * (TALON_E_NOMEM, TALON_E_CANCEL). */
int open_search_level(open_search *s, double alpha, int *t_out);

/* The fields of a cell (open_cell, call_cell) from a finished search at
 * alpha with threshold index t. */
void open_search_cell(const open_search *s, double alpha, int t, int *cls, int *weaker, open_est *at,
                      open_est *below, bool *decided, uint32_t *opens, uint32_t *exceptions, uint32_t *holes);

#endif
