/* cfr_int.h - the solver's internals, shared by cfr.c (table, training),
 * cfr_br.c (best response, quality), cfr_io.c (strategy files), cfr_run.c
 * (the run: blocks and checkpoints) and draw_vec.c (which fills a solver's
 * table with its solution, so that the files, the look-ups and the sampled
 * evaluation work on it as on any).
 * Not a public header: only those five files include it. */
#ifndef TALON_CFR_INT_H
#define TALON_CFR_INT_H

#include <stdatomic.h>

#include "cfr.h"

/* A strategy loaded from a file (cfr_strategy_load, cfr_io.c): its sets,
 * looked up by cfr_strategy_lookup (cfr.c) where cfr_average reads it. */
struct cfr_strategy {
    strat_data *d;
    bool view;   /* cfr_strategy_view: d is the caller's */
};

/* br[] of a set where the best response plays the average strategy. */
#define CFR_BR_SIGMA 255

/* One information set.  key is 0 while the slot is free; a thread claims it
 * with a compare-and-swap, fills the other fields, then sets ready
 * (release); a reader that finds the key waits for ready (acquire). */
typedef struct cfr_entry {
    _Atomic uint64_t key;
    uint32_t off;            /* first action in the action arrays */
    uint8_t nact;
    uint8_t player;
    uint8_t depth;           /* actions of `player` before this set */
    _Atomic uint8_t ready;   /* 0 filling, 1 ready, 2 no room (the block is redone) */
} cfr_entry;

/* One action of a set: its cumulative regret and strategy sum, and the two
 * block accumulators (fixed point) the traversals add into.  Kept together
 * so that a visit reads and writes one or two cache lines of a set, not one
 * in each of four arrays (the tables run to gigabytes, and the misses are
 * most of an MCCFR iteration's time). */
typedef struct cfr_act {
    double regret, ssum;
    _Atomic int64_t dreg, dsum;   /* between blocks: the sampled best response's sums (cfr_br.c) */
} cfr_act;

/* A thread's workspace: a stack of states, one per depth. */
typedef struct cfr_walker {
    unsigned char *stack;    /* (CFR_MAX_DEPTH + 1) * state_size */
    uint64_t *touched;       /* MCCFR: every set this thread's traversals changed first in the
                                block, as its first slot | its actions << 32 (block_apply folds
                                only those) */
    uint32_t ntouched;
    bool touched_full;       /* more than CFR_TOUCHED_MAX: block_apply scans every slot */
} cfr_walker;

/* Sets a thread may list as changed in one block before block_apply falls
 * back to scanning every slot (8 MiB a thread). */
#define CFR_TOUCHED_MAX (1u << 20)

struct cfr_solver {
    const cfr_game *g;
    cfr_config cfg;
    enum cfr_algo algo;
    int threads;
    /* the table */
    cfr_entry *tab;
    uint64_t tab_mask;                /* capacity - 1, a power of two */
    _Atomic uint64_t nentries;
    _Atomic uint64_t nslots;          /* actions allocated */
    uint64_t slot_cap;
    _Atomic int overflow;             /* a block ran out of room */
    _Atomic int bad_game;             /* the game broke its contract */
    cfr_act *act;                     /* per action: regret, strategy sum, block accumulators */
    _Atomic uint8_t *dirty;           /* per slot (the set's first): listed in a walker's touched[] */
    /* best response scratch (cfr_br.c): sampled, each action's gain and its
     * square in its cfr_act's dreg and dsum (0 between blocks, and 0 again
     * when the response is done); exact (CFR+ only, else NULL), plain sums */
    double *cfvx;                     /* per action, exact (one thread) */
    uint8_t *br;                      /* per entry: the best response's action */
    cfr_walker *walkers;              /* one per thread */
    const cfr_strategy *loaded;       /* cfr_evaluate: the average strategy comes from here */
    _Atomic int mismatch;             /* a loaded set's action count differs from the game's */
    uint64_t block;                   /* blocks (CFR+: seat updates) done */
    uint64_t iter;                    /* iterations done */
    /* MPI (cfr.c built with TALON_MPI; plain fields in every build so that
     * the layout is the same for cfr_br.c and cfr_io.c): this rank and the
     * number of ranks the MCCFR blocks are spread over (1: one process),
     * the run's communicator (MPI_Comm_c2f), and the merge's buffers. */
    int mpi_rank, mpi_size, mpi_comm;
    int64_t *msend, *mrecv;
    size_t msend_cap, mrecv_cap;
};

/* Look up key; insert it (nact actions, player, depth) if absent.  Returns
 * the entry index, or -1 when the table or the arrays are full (overflow is
 * then raised) or the game broke the contract (bad_game). */
int64_t cfr_lookup(cfr_solver *s, uint64_t key, int nact, int player, int depth);
/* The entry of key, or -1; never inserts. */
int64_t cfr_find(const cfr_solver *s, uint64_t key);
/* Regret matching (current strategy) and the average strategy of entry e. */
void cfr_current(const cfr_solver *s, int64_t e, int n, double *p);
void cfr_average(const cfr_solver *s, int64_t e, int n, double *p);
/* The state at depth d of walker w. */
static inline unsigned char *cfr_state(const cfr_solver *s, cfr_walker *w, int d)
{
    return w->stack + (size_t)d * s->g->state_size;
}
/* Grow the table and arrays if over half full (between blocks only). */
int cfr_grow(cfr_solver *s);
size_t cfr_memory(const cfr_solver *s);

/* Quality of the current average strategy (cfr_br.c); `round` selects the
 * sampled streams. */
int cfr_quality_measure(cfr_solver *s, uint64_t round, cfr_quality *q);

/* For the run (cfr_run.c), from cfr.c: one block of training (MCCFR
 * iterations [s->iter, s->iter + n), or one CFR+ iteration), and the MPI
 * steps around it (no-ops without TALON_MPI or with one rank): begin and end
 * a run, agree on a return code across the ranks, merge the ranks' tables
 * (sums: the block accumulators too). */
int cfr_run_block(cfr_solver *s, uint64_t n);
void cfr_mpi_begin(cfr_solver *s);
void cfr_mpi_end(cfr_solver *s);
int cfr_mpi_agree(const cfr_solver *s, int rc);
int cfr_mpi_merge(cfr_solver *s, int rc, bool sums);

#endif
