/* cfr.h - a game-independent counterfactual-regret solver over cfr_game.h.
 *
 * Usage (Kuhn poker, see cfr_games.h):
 *     cfr_game g;
 *     kuhn_game_init(&g);
 *     cfr_config cfg; cfr_config_init(&cfg);
 *     cfg.iterations = 2000; cfg.seed = 1;
 *     cfr_solver *s;
 *     if (cfr_init(&s, &g, &cfg) != TALON_OK) ...
 *     cfr_result r;
 *     int rc = cfr_solve(s, &r);          // r.quality.value[0] ~ -1/18, r.quality.exploitability < 0.001
 *     double p[CFR_MAX_ACTIONS]; int n;
 *     cfr_strategy_get(s, key, p, &n);    // the average strategy at one information set
 *     cfr_strategy_save(s, "kuhn.tsf", "kuhn", "# command: talon solve --game kuhn\n", STRAT_FORMAT_COMPACT, why,
 *                       sizeof why);
 *     cfr_free(s);
 *
 * Algorithms.  CFR_PLUS (tabular CFR+, Tammelin 2014): alternating updates,
 * regrets floored at 0 after each update, the average strategy weighted by
 * the iteration number (linear averaging); chance is enumerated, so every
 * chance node of the game must list its outcomes (chance_count > 0).  One
 * iteration = one update of each seat.  CFR_MCCFR (external-sampling Monte
 * Carlo CFR, Lanctot et al. 2009) with linear weights at block granularity
 * (linear CFR, Brown and Sandholm 2019, as in their Pluribus: block k's
 * regrets and strategy weigh k; DCFR's halving of negative regrets at each
 * block erased what a rarely met set learnt between visits): chance and the
 * other seats' actions are sampled, the traverser's are all explored.  One
 * iteration = one traversal for each seat in turn, each on its own deal.
 * A set's play enters its average only once its regrets are not all 0 (the
 * uniform play of a set not yet updated would linger in the average of a
 * rarely met set).  Regret-based pruning (CFR_PRUNE_AFTER below, with
 * cfg.prune): after a warm-up most traversals skip the traverser's
 * actions of very negative regret that it never plays.  The regrets and
 * strategy sums are stored multiplied by (blocks + 1), which makes the
 * linear weights a plain addition (cfr.c, block_apply): a block folds only
 * the sets its traversals changed, never a scan of the whole table.
 * CFR_AUTO picks CFR+ when the root is a chance node that lists its
 * outcomes, else MCCFR.
 *
 * Determinism.  MCCFR iterations run in blocks of CFR_BLOCK; a block is cut
 * into chunks of CFR_CHUNK iterations, chunk c drawing from its own stream
 * rng_for_block(&g, seed, c) (c counted from the start of the run).  Within a
 * block every traversal reads the regrets as they were at its start (frozen),
 * and adds its regret and average-strategy increments into per-action
 * accumulators as 64-bit fixed-point integers (value * 2^CFR_FIX_BITS,
 * rounded): integer additions commute, so the block's sums do not depend on
 * which thread did which chunk or in what order (atomic adds, no merge
 * buffers).  At the block's end the sums are applied to the floating-point
 * regrets and strategy sums action by action, each element on its own, in a
 * fixed arithmetic.  So a seed gives a bit-identical strategy at any thread
 * count.  (Where a new information set lands in the arrays depends on the
 * scheduling, but every figure is a function of its key alone, and files
 * list the sets sorted by key.)  CFR+ runs on one thread (its games are
 * small); it is deterministic trivially.  MPI (libtalon built with
 * TALON_MPI, the program under mpirun after mc_mpi_init, every rank calling
 * cfr_solve with the same game and configuration): chunk c of each MCCFR
 * block runs on rank c mod ranks, and at the block's end every rank sends
 * the sets whose sums it changed (key and int64 sums) to every other
 * (MPI_Allgatherv) and adds theirs into its own table by key; before each
 * checkpoint the ranks also exchange the keys they met.  So every rank holds
 * exactly a single process's sums and sets, and the strategy, the figures
 * and the file are bit-identical at any number of ranks (tests/mpi/mpi.sh).
 * The best response is not spread: every rank computes it (same figures).
 * A failure or cancel flag on one rank is agreed on at each block's end.
 *
 * Quality.  A best response for each seat against the others' average
 * strategies, computed level by level (a seat's information sets grouped by
 * how many of its own actions precede them: with perfect recall the sets of
 * one level are decided independently once the deeper levels are fixed).
 * Listed chance: exact.  Sampled chance: each level's counterfactual gains
 * over the average strategy are estimated on br_samples sampled deals (the
 * other seats' actions sampled too); a set deviates to its best action only
 * when that action's gain is 2 standard errors above 0, else it keeps the
 * average strategy.  The resulting policy is played on br_samples fresh
 * deals, giving its gain over the average strategy with a 95% normal
 * interval.  That policy is a real strategy, so its gain estimates a LOWER
 * bound of the true best-response gain (and an abstraction with imperfect
 * recall, like the draw game's, makes even the level-by-level choice a
 * heuristic).
 * Heads-up, the exploitability is the sum of both seats' gains (NashConv).
 *
 * Memory.  Information sets live in an open-addressing hash table (key ->
 * entry) and their actions in flat arrays (regret, strategy sum, two
 * fixed-point accumulators, three best-response sums: 56 bytes an action).  Sizes start small and
 * double between blocks when more than half full, never inside the hot loop
 * (a block that fills the table is discarded and run again after the growth:
 * its result is the same).  cfg.max_memory caps the total: TALON_E_NOMEM
 * beyond it.
 *
 * Errors (return codes of err.h): TALON_E_INVAL (NULL, a game that breaks
 * cfr_game.h's contract: too many actions, too deep, a state over 4096
 * bytes, CFR_PLUS on a game with sampled chance), TALON_E_RANGE (iterations
 * 0 or over CFR_ITER_MAX, threads out of range, target < 0), TALON_E_NOMEM,
 * TALON_E_CANCEL (cfg.cancel raised: the result holds the iterations done).
 *
 * Ownership and threads.  The solver keeps a pointer to the game (not
 * owned: it must outlive the solver); cfr_free frees everything else.  One
 * solver is used by one thread at a time; cfr_solve uses cfg.threads OpenMP
 * threads inside.  Distinct solvers are independent.
 */
#ifndef TALON_CFR_H
#define TALON_CFR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "mc.h"
#include "stratfile.h"

/* MCCFR iterations per block (regrets are frozen within a block) and per
 * stream.  Changing either changes every MCCFR result. */
#define CFR_BLOCK 256u
#define CFR_CHUNK 8u
/* Fixed-point scale of the block accumulators: 2^32 per ante.  A block adds
 * at most CFR_BLOCK * players increments of at most a few hundred antes to
 * one action: far below 2^63 / 2^32 = 2^31. */
#define CFR_FIX_BITS 32
/* MCCFR's regret-based pruning (as in Brown and Sandholm's Pluribus): from
 * iteration CFR_PRUNE_AFTER on, a traversal prunes with probability
 * CFR_PRUNE_PROB (drawn from its stream); a pruning traversal does not
 * explore the traverser's actions that its current strategy never plays
 * and whose regret (linear-weighted, per block) is below -CFR_PRUNE_REGRET
 * antes, and leaves their regrets as they are.  The other traversals
 * explore everything; and from CFR_PRUNE_AFTER on no regret falls below
 * -CFR_PRUNE_FLOOR antes (Pluribus' regret floor, just under the pruning
 * threshold), so a pruned action whose value improves is explored again
 * after a few good visits instead of climbing back from wherever its regret
 * had sunk, at a twentieth of the speed it fell.  Changing any of them
 * changes every MCCFR result past CFR_PRUNE_AFTER. */
#define CFR_PRUNE_AFTER 16384u
#define CFR_PRUNE_PROB 0.95
#define CFR_PRUNE_REGRET 300.0
#define CFR_PRUNE_FLOOR 310.0
/* The best response's accumulators: 2^24 per ante (sums over a million deals). */
#define CFR_BR_FIX_BITS 24
#define CFR_ITER_MAX 1000000000000ULL
#define CFR_MAX_DEPTH 255      /* nodes on one path from the root */
#define CFR_MAX_ROWS 48        /* rows of the convergence table */
/* Deals per best-response level and per evaluation, sampled games. */
#define CFR_BR_SAMPLES 16384u

/* CFR_VECTOR: heads-up draw poker only, by draw_vec.h (never by cfr_solve). */
enum cfr_algo { CFR_AUTO, CFR_PLUS, CFR_MCCFR, CFR_VECTOR };

typedef struct cfr_config {
    enum cfr_algo algo;
    uint64_t iterations;    /* 1..CFR_ITER_MAX; with target > 0, the most to run */
    double target;          /* 0: run every iteration; > 0: stop at the first checkpoint where
                               the exploitability (NashConv) is below it */
    uint64_t seed;          /* any value */
    int threads;            /* 0 = all cores (omp_get_max_threads), else 1..MC_THREADS_MAX */
    uint64_t br_samples;    /* sampled best response: deals per level and per evaluation
                               (0 = CFR_BR_SAMPLES) */
    uint64_t first_check;   /* iterations at the first checkpoint (0 = automatic); later ones double */
    size_t max_memory;      /* bytes of tables at most (0 = 4 GiB) */
    bool prune;             /* MCCFR: regret-based pruning (below); default off (talon solve turns it
                               on from 3 players on) */
    bool shapes;            /* vector CFR+ (draw_vec.h): each seat solved with its play after the draw
                               held to the shapes of sanity.h, the other seat free (draw_vec.c) */
    mc_progress_fn progress;   /* (iterations done, planned, arg), from the calling thread, <= 10/s */
    void *progress_arg;
    const volatile int *cancel;   /* non-zero stops the run between blocks */
} cfr_config;

/* One checkpoint of the convergence table. */
typedef struct cfr_row {
    uint64_t iterations;
    double seconds;
    double exploitability;   /* NashConv: the sum of the seats' gains */
    double half_width;       /* 95%, 0 when exact */
} cfr_row;

/* The quality of the average strategy. */
typedef struct cfr_quality {
    bool exact;                        /* listed chance: exact figures */
    uint64_t samples;                  /* sampled: deals per seat's evaluation */
    double value[CFR_MAX_PLAYERS];     /* each seat's expected gain, antes per deal */
    double value_hw[CFR_MAX_PLAYERS];  /* 95% half-width (0 exact) */
    double gain[CFR_MAX_PLAYERS];      /* best-response gain of each seat */
    double gain_hw[CFR_MAX_PLAYERS];
    uint64_t deviations[CFR_MAX_PLAYERS];  /* sampled: sets where the seat's best response leaves
                                              the average strategy (0: its gain is 0 by construction) */
    double exploitability;             /* sum of the gains */
    double exploitability_hw;
} cfr_quality;

typedef struct cfr_result {
    enum cfr_algo algo;        /* the one that ran */
    uint64_t iterations;       /* done */
    double seconds;            /* wall time of the run, quality passes included */
    size_t memory;             /* bytes of the solver's tables */
    uint64_t infosets, actions;
    bool target_met;
    cfr_quality quality;       /* of the final average strategy */
    int nrows;
    cfr_row rows[CFR_MAX_ROWS];
} cfr_result;

typedef struct cfr_solver cfr_solver;

/* Defaults: AUTO, 0 iterations (set them), no target, seed 0, all threads. */
void cfr_config_init(cfr_config *cfg);

/* Check the configuration and build an empty solver for game g.  *out is
 * NULL on error. */
int cfr_init(cfr_solver **out, const cfr_game *g, const cfr_config *cfg);

/* Run the iterations (checkpoints at cfg.first_check, then doubling, and at
 * the end) and measure the final quality; fills *r (also on
 * TALON_E_CANCEL, with what was done).  Call once. */
int cfr_solve(cfr_solver *s, cfr_result *r);

/* The average strategy at information set `key`: p[0..*n-1].  TALON_E_RANGE
 * when the set was never met. */
int cfr_strategy_get(const cfr_solver *s, uint64_t key, double p[CFR_MAX_ACTIONS], int *n);

/* true when the set at `key` was trained: its average strategy holds play,
 * or (a rare set met only as the traverser) its regrets, which then give
 * its strategy (cfr_strategy_get: the average, else regret matching, else
 * uniform for a set met but never updated or never met: false). */
bool cfr_strategy_trained(const cfr_solver *s, uint64_t key);
/* true when the set's average strategy holds play (not only regrets): its
 * own reach was above 0 at an update.  A set that is trained but not
 * averaged plays its current strategy, which may be far from converged
 * where the other seats' play rarely lets it be reached. */
bool cfr_strategy_averaged(const cfr_solver *s, uint64_t key);

/* Visit every information set reachable (listed chance: all; sampled: those
 * met on a few thousand sampled deals, the others named by their key only)
 * and write the average strategy to `path` in a format of stratfile.h
 * (compact, or the text export), `game_id` on its game line
 * (the game and its conventions: a loader refuses a file for another), then
 * `header` (comment lines, each starting "# "), written through ofile
 * (ofile.h: a temporary file renamed over a regular file or a link's target,
 * a FIFO or character device written through): never half-written.
 * TALON_E_IO or TALON_E_INVAL (a path that cannot be written: a folder, a
 * socket; why says what) or TALON_E_NOMEM. */
int cfr_strategy_save(cfr_solver *s, const char *path, const char *game_id, const char *header,
                      enum strat_format format, char *why, size_t why_size);

/* The same, but the file lists only the sets met when the average strategy
 * plays `deals` sampled deals against itself (every seat, one thread,
 * streams from cfg.seed: the same file at any --threads), each named from
 * the state it was met in; a comment line says how many were kept and the
 * share of the decisions of as many fresh deals that meet a kept set.  For
 * the games too large to ship whole (5 players: millions of sets, most met
 * only by the training's exploration).  deals 0: cfr_strategy_save. */
/* An outside player for cfr_strategy_save_played: the action probabilities
 * of the acting seat at a player node (probs returns TALON_OK, or anything
 * else to play the solution's own there).  Read-only; name labels it. */
typedef struct cfr_explorer {
    const char *name;
    int (*probs)(const void *ctx, const void *state, double p[CFR_MAX_ACTIONS], int *n);
    const void *ctx;
} cfr_explorer;

#define CFR_MAX_EXPLORERS 8

/* ... and, beside those deals of self-play, `deals` more with each seat in
 * turn leaving the solution's path (a uniformly drawn action at each of
 * its decisions with probability 1/2), and `deals` with each seat in turn
 * played by each of ex[0..n_ex-1] (n_ex <= CFR_MAX_EXPLORERS): the other
 * seats' sets met there are kept too, so that a duel or an advice off the
 * solution's own path finds the answers to it. */
int cfr_strategy_save_played(cfr_solver *s, const char *path, const char *game_id, const char *header,
                             enum strat_format format, uint64_t deals, const cfr_explorer *ex, int n_ex, char *why,
                             size_t why_size);

/* A strategy loaded back from a file. */
typedef struct cfr_strategy cfr_strategy;

/* Load a file written by cfr_strategy_save; game_id must equal the file's
 * (NULL accepts any).  TALON_E_IO (unreadable), TALON_E_PARSE (wrong
 * version, malformed or truncated: why names the line), TALON_E_INVAL
 * (another game or conventions).  *out is NULL on error. */
int cfr_strategy_load(const char *path, const char *game_id, cfr_strategy **out, char *why, size_t why_size);
/* A strategy that reads d in place (d is not copied, not owned: it must
 * outlive the strategy, and cfr_strategy_free leaves it).  TALON_OK,
 * TALON_E_NOMEM. */
int cfr_strategy_view(const strat_data *d, cfr_strategy **out);
/* The probabilities at `key` from a loaded file; TALON_E_RANGE if absent. */
int cfr_strategy_lookup(const cfr_strategy *st, uint64_t key, double p[CFR_MAX_ACTIONS], int *n);
/* Information sets in a loaded file. */
uint64_t cfr_strategy_count(const cfr_strategy *st);
void cfr_strategy_free(cfr_strategy *st);

/* The quality of a loaded strategy instead of a solved one (the solver
 * runs no iteration: call it on a fresh solver instead of cfr_solve).  A set
 * the file lacks plays uniformly.  TALON_E_INVAL when a set of the file has
 * another number of actions than the game's (another game or conventions);
 * else as cfr_solve.  st is not kept after the call. */
int cfr_evaluate(cfr_solver *s, const cfr_strategy *st, cfr_result *r);

void cfr_free(cfr_solver *s);

/* "CFR+ (...)", "MCCFR (external sampling, linear weights per block)". */
const char *cfr_algo_name(enum cfr_algo a);
/* The same, for a run of configuration cfg: MCCFR adds ", regret-based
 * pruning" with cfg->prune. */
const char *cfr_algo_label(enum cfr_algo a, const cfr_config *cfg);

#endif
