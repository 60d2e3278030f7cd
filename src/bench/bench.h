/* bench.h - the timing core of `talon bench`: evaluator, dealer, simulator
 * and exact-table throughput, and external evaluators (plug-ins, see
 * bench/talon_evaluator.h) loaded, verified and timed.  It measures and
 * fills structs; it never prints (src/cli/cmd_bench.c does).
 *
 * Usage:
 *     bench_cfg cfg;
 *     bench_cfg_init(&cfg);                          // 5 repetitions of >= 0.1 s, after a warm-up
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     bench_data d;
 *     if (bench_data_init(&d, &r, 1 << 20, 42) != TALON_OK) ...
 *     bench_eval_spec s = {.cards = 7, .order = BENCH_RANDOM, .impl = BENCH_BATCH};
 *     bench_stat st;
 *     bench_eval(&d, &s, &cfg, &st);                 // st.median: hands per second
 *     bench_data_free(&d);
 *
 *     bench_plugin p; char why[BENCH_WHY_MAX];
 *     if (bench_plugin_open(&p, "build/bench/libref_eval.so", why, sizeof why) != TALON_OK) ...
 *     bench_verify v;
 *     if (bench_plugin_verify(&p, 7, 0, &v) != TALON_OK) ...   // v.why says what is wrong
 *     s.impl = BENCH_PLUGIN; s.plugin = &p; bench_eval(&d, &s, &cfg, &st);
 *     bench_plugin_close(&p);
 *
 * Method (STYLE.md, "Benchmarks").  Inputs are built before any clock
 * starts (random hands from a fixed seed, the card lists of the
 * enumerations).  A measurement runs its work once untimed (the warm-up,
 * which also sizes it: a repetition repeats the work as many times as it
 * takes to last cfg.min_seconds), then cfg.reps timed repetitions; it
 * reports the median rate, the best and the worst.  Every value evaluated
 * goes into a checksum (the sum of the values), which must be the same on
 * every pass and is returned, so nothing can be optimised away and two
 * evaluators of the same hands can be compared.
 *
 * Threads: the evaluator and dealer measurements run on the calling thread
 * (one core); the simulator and the exact tables use the threads asked for;
 * plug-in verification uses all of them.  Functions are thread-safe on
 * distinct objects; timings taken concurrently disturb each other.
 */
#ifndef TALON_BENCH_H
#define TALON_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "eval_walk.h"
#include "rules.h"

/* Longest reason bench_plugin_open / bench_plugin_verify write. */
#define BENCH_WHY_MAX 320
/* Most repetitions of one measurement. */
#define BENCH_REPS_MAX 100

typedef struct bench_cfg {
    int reps;              /* timed repetitions, 1..BENCH_REPS_MAX (default 5) */
    double min_seconds;    /* least duration of one repetition (default 0.1) */
} bench_cfg;

void bench_cfg_init(bench_cfg *cfg);

/* One measurement.  Rates are items (hands, trials) per second. */
typedef struct bench_stat {
    double median, best, worst;   /* rates over the repetitions */
    double seconds;               /* median duration of one pass of the work */
    uint64_t items;               /* items in one pass */
    int passes;                   /* passes per repetition */
    int reps;
    uint64_t checksum;            /* of one pass (the same on every pass) */
    double cpu;                   /* median over the repetitions of the process's CPU time / wall
                                     time: about T for T busy threads on an idle machine, less when
                                     other processes take cores (a shared machine) */
} bench_stat;

/* ---- evaluators ------------------------------------------------------------ */

/* The inputs of the evaluator measurements for one rules object: arrays of
 * random 5- and 7-card hands, and the enumeration's card lists.  Not to be
 * moved or copied after init (its plan points into it). */
typedef struct bench_data {
    rules r;
    eval_batch_plan plan[EVAL_ISA_N];   /* plan[isa] valid where eval_batch_supported(isa) */
    size_t n;                           /* hands per random array */
    uint64_t *rand5, *rand7;            /* n random 5-card / 7-card hands of r's deck */
    uint8_t *idx5, *idx7;               /* the same hands as card indexes (card.h), 5 / 7 a hand */
    uint8_t *pidx5, *pidx7;             /* the same as indexes 4 * rank + suit (plug-ins' encoding) */
    eval_fast *fast;                    /* eval_fast's tables for r */
    eval_walk *walk;                    /* eval_walk's, from fast */
    int ncards;
    uint64_t bit[DECK_MAX];             /* the deck's cards, increasing */
    uint64_t *triples;                  /* every {c < d < e} as a mask, by c, d, e */
    int first[DECK_MAX + 1];            /* index of the first triple starting at card c */
    uint16_t *qsuit[4];                 /* every 4-card set {c < d < e < f} by c, d, e, f,
                                           suit-major (eval_batch_run_suits) */
    int qfirst[DECK_MAX + 1];           /* index of the first 4-card set starting at card c */
    uint32_t *buf;                      /* scratch for batch results */
} bench_data;

/* Build the inputs: n random hands each (1 <= n <= 2^26) from `seed`.
 * Returns TALON_OK, TALON_E_INVAL (NULL), TALON_E_RANGE (n) or
 * TALON_E_NOMEM (about 16 n bytes plus 2.5 MB). */
int bench_data_init(bench_data *d, const rules *r, size_t n, uint64_t seed);
void bench_data_free(bench_data *d);

enum bench_order {
    BENCH_ENUM,     /* every hand of the deck, in enumeration order */
    BENCH_RANDOM    /* the random array */
};

enum bench_impl {
    BENCH_BATCH,         /* eval_batch_run (eval_batch.h) on spec.isa */
    BENCH_LOOP,          /* a plain loop over eval5 / eval7, inlined and vectorised by the compiler */
    BENCH_ONE,           /* eval5 / eval7 one hand at a time (the loop kept from vectorising) */
    BENCH_REF,           /* eval_ref5 / eval_ref7 (eval_ref.c) */
    BENCH_PLUGIN,        /* a plug-in's eval5 / eval7, one call per hand */
    BENCH_PLUGIN_BATCH,  /* a plug-in's batch function */
    BENCH_FAST,          /* eval_fast_mask (eval_fast.h), one hand at a time */
    BENCH_FAST_IDX,      /* eval_fast_cards8 from the card-index arrays (random only) */
    BENCH_INCR,          /* eval_fast_hand: enumeration by nested loops adding a card each;
                            random: each hand built from its card indexes, then evaluated */
    BENCH_EACH,          /* the same enumeration, its last level by eval_fast_each (enumeration only) */
    BENCH_PAIRS,         /* the same enumeration, its last two cards by rank pair (enumeration only) */
    BENCH_WALK,          /* eval_walk_hand (eval_walk.h): the same nested loops (enumeration only) */
    BENCH_IDX_LOOP,      /* eval5 / eval7 of the mask built from the card indexes (random only) */
    BENCH_PLUGIN_IDX,    /* a plug-in's eval5_idx / eval7_idx from its card-index arrays (random only) */
    BENCH_PLUGIN_ENUM    /* a plug-in's own enumeration (talon_evaluator_enum; 52 cards only) */
};

struct bench_plugin;

typedef struct bench_eval_spec {
    int cards;                          /* 5 or 7 */
    enum bench_order order;
    enum bench_impl impl;
    enum eval_isa isa;                  /* BENCH_BATCH: the path (EVAL_ISA_AUTO: the best) */
    const struct bench_plugin *plugin;  /* BENCH_PLUGIN*: an open plug-in */
    size_t limit;                       /* BENCH_RANDOM: only the first `limit` hands (0: all),
                                           for slow evaluators */
} bench_eval_spec;

/* Time one evaluator on one set of hands (on the calling thread).
 * Returns TALON_OK, TALON_E_INVAL (a NULL, cards not 5 or 7, a plug-in
 * without the function asked for, an order the implementation lacks, bad
 * cfg) or TALON_E_RANGE (an ISA this CPU lacks), or TALON_E_PARSE if the
 * checksum changed between passes (a non-deterministic evaluator) or a
 * plug-in's index function disagrees with its one-hand function.  The checksum is the sum of the values:
 * equal for every talon implementation on the same hands. */
int bench_eval(const bench_data *d, const bench_eval_spec *s, const bench_cfg *cfg, bench_stat *out);

/* Time n evaluators interleaved: repetition r of each in turn, then r + 1
 * (cfg->reps rounds; each repetition warmed up and sized as by bench_eval),
 * so that on a shared machine a busy moment does not fall on one of them
 * only; out[i] as bench_eval's for s[i], its median, best and worst over
 * the rounds.  Returns as bench_eval (the first error stops). */
int bench_eval_set(const bench_data *d, const bench_eval_spec *s, int n, const bench_cfg *cfg, bench_stat *out);

/* Number of hands of an enumeration: C(deck, cards). */
uint64_t bench_enum_count(const bench_data *d, int cards);

/* ---- dealer and simulator ---------------------------------------------------- */

enum bench_deal {
    BENCH_DEAL_ONLY,    /* deal 5 cards (deal_cards), nothing else */
    BENCH_DEAL_EVAL5,   /* deal 5 cards and evaluate them with eval5, one at a time */
    BENCH_DEAL_BATCH    /* deal a block of hands into an array, then eval_batch it */
};

/* Dealt hands per second on the calling thread, `hands` per pass from a
 * fixed seed.  Returns TALON_OK, TALON_E_INVAL or TALON_E_NOMEM. */
int bench_deal(const rules *r, enum bench_deal what, uint64_t hands, const bench_cfg *cfg, bench_stat *out);

/* The Monte Carlo engine's frequency simulation (tab_freq_mc: deal 5, eval5,
 * count), `trials` per pass on `threads` threads, seed fixed: the checksum
 * folds the counts, so it is the same at any thread count.  Returns as
 * mc_run, or TALON_E_INVAL on a bad cfg. */
int bench_sim(const rules *r, int threads, uint64_t trials, const bench_cfg *cfg, bench_stat *out);

/* Logical cores (omp_get_num_procs). */
int bench_cores(void);

/* ---- exact tables -------------------------------------------------------------- */

enum bench_exact {
    BENCH_EXACT_FREQ,    /* tab_freq_exact for every deck size, 20..52 (`talon freq --deck all`) */
    BENCH_EXACT_DRAWN    /* tab_drawn_exact, "article" strategy, every deck (`talon drawn --deck all`) */
};

/* One pass computes the table for all nine deck sizes under ace_low and
 * order; items = the 5-card hands of all the decks.  threads as
 * tab_drawn_exact (tab_freq_exact is single-threaded).  Returns TALON_OK or
 * the generator's error. */
int bench_exact(enum bench_exact what, bool ace_low, enum rules_order order, int threads, const bench_cfg *cfg,
                bench_stat *out);

/* ---- plug-ins -------------------------------------------------------------------- */

typedef struct bench_plugin {
    void *handle;                                        /* dlopen's; NULL when closed or built in */
    char name[64];                                       /* talon_evaluator_name(), truncated */
    uint32_t (*eval5)(uint64_t cards);                   /* never NULL once open */
    uint32_t (*eval7)(uint64_t cards);                   /* NULL if the plug-in has none */
    void (*eval5_batch)(const uint64_t *cards, uint32_t *values, size_t n);   /* or NULL */
    void (*eval7_batch)(const uint64_t *cards, uint32_t *values, size_t n);   /* or NULL */
    uint32_t (*eval5_idx)(const uint8_t *cards);         /* or NULL */
    uint32_t (*eval7_idx)(const uint8_t *cards);         /* or NULL */
    uint64_t (*enumerate)(int cards);                    /* or NULL */
} bench_plugin;

/* Load a plug-in (dlopen with RTLD_NOW | RTLD_LOCAL).  A path without '/'
 * is searched by the dynamic loader's rules, as dlopen does.  Returns
 * TALON_OK, TALON_E_IO (it cannot be loaded: why has dlerror's text) or
 * TALON_E_INVAL (a required symbol is missing, or the ABI version differs:
 * why says which); p is then closed.  why gets a one-line reason (no
 * "talon:" prefix), why may be NULL. */
int bench_plugin_open(bench_plugin *p, const char *path, char *why, size_t whysize);
void bench_plugin_close(bench_plugin *p);

/* talon's own evaluator as a plug-in (bench_abi.c): the ABI's functions
 * over eval_fast and eval_batch, called through the same pointers as a
 * loaded plug-in's, so that talon bench compares like with like (issue 27).
 * The standard rules (52 cards, ace-low, modern order); its tables are
 * built on the first call (call it before any thread times it).  Returns
 * TALON_OK, TALON_E_NOMEM or TALON_E_INVAL (NULL); closing it is a no-op. */
#define BENCH_TALON_ABI_NAME "talon (ABI)"
int bench_plugin_talon(bench_plugin *p);

/* What bench_plugin_verify checked. */
typedef struct bench_verify {
    int cards;                       /* 5 or 7 */
    uint64_t hands;                  /* hands whose category was counted (all of them) */
    uint64_t count[EVAL_NCAT];       /* by category, from the plug-in's order */
    uint64_t expect[EVAL_NCAT];      /* by category, talon's (the exact counts) */
    uint64_t ordered;                /* hands whose pairwise order was compared */
    bool ok;
    char why[BENCH_WHY_MAX];         /* the first failure, one line; "" when ok */
} bench_verify;

/* Check a plug-in's eval5 (cards 5) or eval7 (cards 7) against talon under
 * the standard rules (52 cards, ace-low, modern order): the category counts
 * over every hand, the category of a value being derived from the
 * plug-in's own order (the number of categories whose weakest hand, found
 * by talon, the value reaches), and the order of the values on every pair
 * of hands (5 cards: all 2 598 960 hands; 7 cards: a fixed random sample of
 * 2^20).  threads: OpenMP threads for the counts (0 = all cores); the
 * plug-in's functions are called concurrently.  Returns TALON_OK (v->ok),
 * TALON_E_INVAL (v->why: the first difference found; or the plug-in has no
 * eval7) or TALON_E_NOMEM. */
int bench_plugin_verify(const bench_plugin *p, int cards, int threads, bench_verify *v);

/* ---- the runs of talon bench (bench_run.c) ------------------------------------------ */

/* Told, before each step of a run below, what is about to be timed or
 * checked: one English line (no "talon bench:" prefix) such as
 * "sim: 4 threads"; ctx as given.  May be NULL.  For a status line: it is
 * called on the calling thread, and the measurement waits for it. */
typedef void (*bench_progress_fn)(void *ctx, const char *what);

/* Hands of a 52-card deck's 7-card enumeration, C(52, 7). */
#define BENCH_ENUM7_HANDS 133784560.0
/* A plug-in's one-hand 7-card enumeration is timed only if a pass (at its
 * first-look rate) is shorter than this: a slow one would take minutes. */
#define BENCH_PLUGIN_ENUM_MAX_S 2.0

/* Verify n plug-ins (bench_plugin_verify): each one's eval5, then its eval7
 * if it has one; ver[p][0 .. nver[p] - 1] are what was checked.  Returns
 * TALON_OK, or the first failure's code with *failed = p and the reason in
 * ver[p][nver[p]].why (the checks before it counted in nver[p]). */
int bench_plugins_verify(const bench_plugin *pl, int n, int threads, bench_verify (*ver)[2], int *nver, int *failed,
                         bench_progress_fn progress, void *ctx);

/* A first look at a plug-in's 7-card speed: the faster of its one-hand and
 * batch functions on 2^16 random hands, one repetition of 0.05 s (0 when it
 * has no eval7).  Returns as bench_eval. */
int bench_plugin_first_look(const bench_data *d, const bench_plugin *pl, double *rate, bench_progress_fn progress,
                            void *ctx);

/* Whether a plug-in's one-hand enumeration of `cards`-card hands is timed:
 * always at 5 cards; at 7 when rate (its first look, hands/s) makes a pass
 * shorter than BENCH_PLUGIN_ENUM_MAX_S. */
bool bench_plugin_enum_timed(int cards, double rate);

/* bench_eval_set; when it fails, the rows are timed one by one to find the
 * one that fails: returns its code with *failed its index, or the set's
 * code with *failed = -1.  *failed = -1 on success too. */
int bench_eval_rows(const bench_data *d, const bench_eval_spec *s, int n, const bench_cfg *cfg, bench_stat *out,
                    int *failed);

/* The first row i with same[i] whose checksum differs from an earlier row
 * with same[] on the same order (the same hands), or -1 when they all
 * agree: talon's paths must all give the same values. */
int bench_eval_disagree(const bench_eval_spec *s, const bench_stat *st, const bool *same, int n);

/* The dealer's three measurements, in enum bench_deal order, each named by
 * bench_deal_name (English).  Returns TALON_OK; a measurement's error with
 * *failed its index; or TALON_E_PARSE with *failed = -1 when eval5 and
 * eval_batch give other values on the same dealt hands. */
#define BENCH_DEAL_N 3
const char *bench_deal_name(enum bench_deal what);
int bench_deal_all(const rules *r, uint64_t hands, const bench_cfg *cfg, bench_stat out[BENCH_DEAL_N], int *failed,
                   bench_progress_fn progress, void *ctx);

/* One thread count of bench_sim_scale, with its scaling against 1 thread
 * (fractions, 1 = perfect). */
typedef struct bench_sim_step {
    int threads;
    bench_stat st;
    double eff;          /* rate at T / (T x rate at 1), from the medians */
    double eff_best;     /* the same from the best repetitions */
    double cpu_share;    /* st.cpu / T: the share of T cores the process got */
    double eff_per_cpu;  /* hands per CPU-second at T / at 1 */
} bench_sim_step;

#define BENCH_SIM_STEPS 16

/* bench_sim at 1, 2, 4, ... threads below max_threads (15 at most), then
 * max_threads: steps[0 .. *n - 1].  The counts must be the same at every
 * thread count: when they are not, returns TALON_E_PARSE with *differs the
 * thread count (else *differs = 0).  Another error stops the run and is
 * returned. */
int bench_sim_scale(const rules *r, int max_threads, uint64_t trials, const bench_cfg *cfg,
                    bench_sim_step steps[BENCH_SIM_STEPS], int *n, int *differs, bench_progress_fn progress,
                    void *ctx);

/* The exact tables' two measurements, each named by bench_exact_name (the
 * command that makes the table).  Returns TALON_OK or the first error, with
 * *failed its index. */
#define BENCH_EXACT_N 2
const char *bench_exact_name(enum bench_exact what);
int bench_exact_all(bool ace_low, enum rules_order order, int threads, const bench_cfg *cfg,
                    bench_stat out[BENCH_EXACT_N], int *failed, bench_progress_fn progress, void *ctx);

/* ---- the machine ----------------------------------------------------------------- */

/* The CPU's model name (Linux /proc/cpuinfo "model name"), or "unknown". */
void bench_cpu_name(char *buf, size_t size);

/* The 1-minute load average (Linux /proc/loadavg), or -1 if unknown. */
double bench_load(void);

#endif
