/* bench.c - the timing core of `talon bench` (bench.h): measurements,
 * their inputs, and plug-in loading and verification.
 *
 * One harness times everything: a measurement is a "pass" function that
 * does a fixed amount of work and returns a checksum.  measure() warms it up
 * and sizes it (passes are repeated, 1, 4, 16... times, until a run lasts
 * a quarter of cfg.min_seconds or more; then a repetition is as many passes
 * as make cfg.min_seconds), runs cfg.reps repetitions, and keeps the median,
 * best and worst rates.  Every pass must return the same checksum; a pass
 * that does not is reported (TALON_E_PARSE), since that means the work
 * changed under the clock.
 *
 * The evaluator kernels are separate noinline functions, one per (what,
 * order), so the compiler vectorises each plain loop (BENCH_LOOP) or keeps it
 * scalar (BENCH_ONE: each hand goes through an empty asm, which emits no
 * instruction but hides where the hand comes from) exactly as in a caller's
 * code.  Enumerations visit the hands in lexicographic order of card
 * indexes, like nested loops; the innermost three loops run as one pass over
 * the list of card triples above the prefix's last card (a long inner loop
 * for the vectoriser and for eval_batch_run's base | tail form).
 *
 * Plug-ins are dlopen'ed (RTLD_NOW, so a missing dependency fails at open)
 * and verified before anything is timed: category counts over every hand,
 * the categories being read off the plug-in's own order (thresholds: its
 * values of talon's weakest hand of each category), then the order itself
 * on every pair of a set of hands (sort the pairs (talon value, plug-in
 * value); the plug-in agrees iff, along the sorted list, its value is
 * constant where talon's is and strictly increases where talon's does).
 */
#include <assert.h>
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <omp.h>

#include "talon_evaluator.h"
#include "bench.h"
#include "deal.h"
#include "err.h"
#include "eval.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "mc.h"
#include "rng.h"
#include "strategy.h"
#include "tab_drawn.h"
#include "tab_freq.h"
#include "timer.h"

#define NOINLINE __attribute__((noinline))
/* The value passes through an empty asm: no instruction, but the compiler
 * no longer knows where it comes from, so the loop is not vectorised. */
#define OPAQUE(x) __asm__("" : "+r"(x))

/* Batch results are summed in chunks of this many hands (16 KiB: L1). */
#define CHUNK 4096
/* The longest enumeration tail: the triples above card 1 of 52, C(50, 3). */
#define TAIL_MAX 19600

void bench_cfg_init(bench_cfg *cfg)
{
    cfg->reps = 5;
    cfg->min_seconds = 0.1;
}

/* CPU time of the whole process (all threads), seconds. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef uint64_t (*pass_fn)(void *arg);

/* Warm up, size, time (see the top).  items: per pass. */
static int measure(pass_fn f, void *arg, uint64_t items, const bench_cfg *cfg, bench_stat *st)
{
    if (!cfg || cfg->reps < 1 || cfg->reps > BENCH_REPS_MAX || !(cfg->min_seconds >= 0)
        || cfg->min_seconds > 100)
        return TALON_E_INVAL;
    memset(st, 0, sizeof *st);
    /* Warm-up and sizing: 1, then 4, 16, ... passes until a run lasts a
     * quarter of min_seconds (a long pass is warmed up once only). */
    double t0 = timer_now();
    uint64_t sum = f(arg);
    double dt = timer_now() - t0, k = 1;
    bool same = true;
    while (dt < cfg->min_seconds / 4 && k < 1e6) {
        k *= 4;
        t0 = timer_now();
        for (double i = 0; i < k; i++)
            same &= f(arg) == sum;
        dt = timer_now() - t0;
    }
    double passes = ceil(k * cfg->min_seconds / (dt > 1e-9 ? dt : 1e-9));
    if (passes < 1)
        passes = 1;
    if (passes > 1e7)
        passes = 1e7;

    double rate[BENCH_REPS_MAX], secs[BENCH_REPS_MAX], cpu[BENCH_REPS_MAX];
    for (int r = 0; r < cfg->reps; r++) {
        double c0 = cpu_now();
        t0 = timer_now();
        for (double i = 0; i < passes; i++)
            same &= f(arg) == sum;
        dt = timer_now() - t0;
        if (dt < 1e-9)
            dt = 1e-9;
        rate[r] = (double)items * passes / dt;
        secs[r] = dt / passes;
        cpu[r] = (cpu_now() - c0) / dt;
    }
    qsort(rate, (size_t)cfg->reps, sizeof rate[0], cmp_double);
    qsort(secs, (size_t)cfg->reps, sizeof secs[0], cmp_double);
    qsort(cpu, (size_t)cfg->reps, sizeof cpu[0], cmp_double);
    int m = cfg->reps / 2;
    bool even = cfg->reps % 2 == 0;
    st->median = even ? (rate[m - 1] + rate[m]) / 2 : rate[m];
    st->seconds = even ? (secs[m - 1] + secs[m]) / 2 : secs[m];
    st->cpu = even ? (cpu[m - 1] + cpu[m]) / 2 : cpu[m];
    st->best = rate[cfg->reps - 1];
    st->worst = rate[0];
    st->items = items;
    st->passes = (int)passes;
    st->reps = cfg->reps;
    st->checksum = sum;
    return same ? TALON_OK : TALON_E_PARSE;
}

/* ---- inputs -------------------------------------------------------------------- */

/* k random cards of the deck per hand (partial Fisher-Yates, PCG). */
static void random_hands(const rules *r, int k, uint64_t *h, size_t n, uint64_t seed, uint64_t stream)
{
    int cards[DECK_MAX], nc = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[nc++] = c;
    rng g;
    rng_seed(&g, seed, stream);
    for (size_t i = 0; i < n; i++) {
        uint64_t m = 0;
        for (int j = 0; j < k; j++) {
            int p = j + (int)rng_bounded(&g, (uint32_t)(nc - j));
            int t = cards[j];
            cards[j] = cards[p];
            cards[p] = t;
            m |= 1ULL << cards[j];
        }
        h[i] = m;
    }
}

/* The deck's cards, and the triples {c < d < e} ordered by c, d, e with
 * first[c] = index of the first triple starting at c (first[n] = count). */
static int card_lists(const rules *r, uint64_t *bit, uint64_t *triples, int *first)
{
    int n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            bit[n++] = 1ULL << c;
    int t = 0;
    for (int c = 0; c < n; c++) {
        first[c] = t;
        for (int d = c + 1; d < n; d++)
            for (int e = d + 1; e < n; e++)
                triples[t++] = bit[c] | bit[d] | bit[e];
    }
    first[n] = t;
    return n;
}

/* The cards of each hand as indexes: talon's (16 * suit + rank) and the
 * plug-ins' (4 * rank + suit), k a hand, in increasing order of talon's. */
static void hand_indexes(const uint64_t *h, size_t n, int k, uint8_t *idx, uint8_t *pidx)
{
    for (size_t i = 0; i < n; i++) {
        int c[7];
        int m = card_list(h[i], c);
        assert(m == k);
        (void)m;
        for (int j = 0; j < k; j++) {
            idx[i * (size_t)k + (size_t)j] = (uint8_t)c[j];
            pidx[i * (size_t)k + (size_t)j] = (uint8_t)(4 * card_rank(c[j]) + card_suit(c[j]));
        }
    }
}

#define TRIPLES_MAX (DECK_MAX * (DECK_MAX - 1) * (DECK_MAX - 2) / 6)
#define QUADS_MAX (TRIPLES_MAX * (DECK_MAX - 3) / 4)

int bench_data_init(bench_data *d, const rules *r, size_t n, uint64_t seed)
{
    if (!d || !r)
        return TALON_E_INVAL;
    memset(d, 0, sizeof *d);
    if (n < 1 || n > ((size_t)1 << 26))
        return TALON_E_RANGE;
    d->r = *r;
    d->n = n;
    d->rand5 = malloc(n * sizeof *d->rand5);
    d->rand7 = malloc(n * sizeof *d->rand7);
    d->idx5 = malloc(n * 5);
    d->idx7 = malloc(n * 7);
    d->pidx5 = malloc(n * 5);
    d->pidx7 = malloc(n * 7);
    d->triples = malloc(TRIPLES_MAX * sizeof *d->triples);
    d->buf = malloc((TAIL_MAX + CHUNK) * sizeof *d->buf);
    bool ok = d->rand5 && d->rand7 && d->triples && d->buf && d->idx5 && d->idx7 && d->pidx5 && d->pidx7
              && eval_fast_new(r, &d->fast) == TALON_OK && eval_walk_new(d->fast, &d->walk) == TALON_OK;
    for (int k = 0; k < 4; k++)
        ok &= (d->qsuit[k] = malloc(QUADS_MAX * sizeof *d->qsuit[k])) != NULL;
    if (!ok) {
        bench_data_free(d);
        return TALON_E_NOMEM;
    }
    for (int isa = 0; isa < EVAL_ISA_N; isa++)
        if (eval_batch_supported((enum eval_isa)isa))
            eval_batch_plan_init(&d->plan[isa], &d->r, (enum eval_isa)isa);
    random_hands(&d->r, 5, d->rand5, n, seed, 5);
    random_hands(&d->r, 7, d->rand7, n, seed, 7);
    hand_indexes(d->rand5, n, 5, d->idx5, d->pidx5);
    hand_indexes(d->rand7, n, 7, d->idx7, d->pidx7);
    d->ncards = card_lists(&d->r, d->bit, d->triples, d->first);
    /* The 4-card sets, suit-major: suit k of {c, d, e, f} is the OR of the
     * suit words of c and of the triple {d, e, f}. */
    int q = 0;
    for (int c = 0; c < d->ncards; c++) {
        d->qfirst[c] = q;
        for (int t = d->first[c + 1]; t < d->first[d->ncards]; t++, q++) {
            uint64_t m = d->bit[c] | d->triples[t];
            for (int k = 0; k < 4; k++)
                d->qsuit[k][q] = (uint16_t)(m >> 16 * k);
        }
    }
    d->qfirst[d->ncards] = q;
    return TALON_OK;
}

void bench_data_free(bench_data *d)
{
    if (!d)
        return;
    free(d->rand5);
    free(d->rand7);
    free(d->idx5);
    free(d->idx7);
    free(d->pidx5);
    free(d->pidx7);
    eval_walk_free(d->walk);
    eval_fast_free(d->fast);
    d->idx5 = d->idx7 = d->pidx5 = d->pidx7 = NULL;
    d->fast = NULL;
    d->walk = NULL;
    free(d->triples);
    free(d->buf);
    d->rand5 = d->rand7 = d->triples = NULL;
    d->buf = NULL;
    for (int k = 0; k < 4; k++) {
        free(d->qsuit[k]);
        d->qsuit[k] = NULL;
    }
}

uint64_t bench_enum_count(const bench_data *d, int cards)
{
    return tab_binom(d->ncards, cards);
}

/* ---- evaluator kernels ------------------------------------------------------------ */

/* The checksum of a batch of values.  Cloned per ISA (GCC/clang function
 * multiversioning) so that in a portable build, where the rest of this
 * file is baseline x86-64, adding up the batch API's results does not cost
 * as much as computing them (SSE2 widening adds: about 0.3 ns a value). */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__AVX512F__)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
static uint64_t sum32(const uint32_t *v, size_t n)
{
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i];
    return s;
}

NOINLINE static uint64_t loop5_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval5(r, h[i]);
    return sum;
}

NOINLINE static uint64_t loop7_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval7(r, h[i]);
    return sum;
}

NOINLINE static uint64_t one5_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = h[i];
        OPAQUE(x);
        sum += eval5(r, x);
    }
    return sum;
}

NOINLINE static uint64_t one7_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = h[i];
        OPAQUE(x);
        sum += eval7(r, x);
    }
    return sum;
}

NOINLINE static uint64_t ref_rand(const rules *r, int cards, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += cards == 5 ? eval_ref5(r, h[i]) : eval_ref7(r, h[i]);
    return sum;
}

NOINLINE static uint64_t fn_rand(uint32_t (*f)(uint64_t), const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += f(h[i]);
    return sum;
}

NOINLINE static uint64_t batch_rand(const eval_batch_plan *p, const uint64_t *h, size_t n, uint32_t *buf)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t k = n - i < CHUNK ? n - i : CHUNK;
        eval_batch_run(p, 0, h + i, buf, k);
        sum += sum32(buf, k);
    }
    return sum;
}

NOINLINE static uint64_t pbatch_rand(void (*f)(const uint64_t *, uint32_t *, size_t), const uint64_t *h,
                                     size_t n, uint32_t *buf)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t k = n - i < CHUNK ? n - i : CHUNK;
        f(h + i, buf, k);
        sum += sum32(buf, k);
    }
    return sum;
}

/* The table evaluator, one hand at a time (nothing to vectorise: the
 * hand goes through OPAQUE all the same, as in one7_rand). */
NOINLINE static uint64_t fast_rand(const eval_fast *t, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = h[i];
        OPAQUE(x);
        sum += eval_fast_mask(t, x);
    }
    return sum;
}

/* From card-index arrays: k indexes a hand (k a constant in each branch,
 * so the adds unroll). */
NOINLINE static uint64_t fast_idx_rand(const eval_fast *t, int k, const uint8_t *c, size_t n)
{
    uint64_t sum = 0;
    if (k == 5)
        for (size_t i = 0; i < n; i++) {
            const uint8_t *x = c + 5 * i;
            OPAQUE(x);
            sum += eval_fast_cards8(t, x, 5);
        }
    else
        for (size_t i = 0; i < n; i++) {
            const uint8_t *x = c + 7 * i;
            OPAQUE(x);
            sum += eval_fast_cards8(t, x, 7);
        }
    return sum;
}

/* The incremental hand built from the indexes (key and mask), evaluated. */
NOINLINE static uint64_t incr_rand(const eval_fast *t, int k, const uint8_t *c, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *x = c + (size_t)k * i;
        OPAQUE(x);
        eval_fast_hand h = eval_fast_hand_empty();
        for (int j = 0; j < k; j++)
            h = eval_fast_add(t, h, x[j]);
        sum += eval_fast_eval(t, h);
    }
    return sum;
}

/* eval5 / eval7 from card indexes: the mask built, then evaluated (the
 * caller with index arrays and talon's bit evaluator). */
NOINLINE static uint64_t idx_loop_rand(const rules *r, int k, const uint8_t *c, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *x = c + (size_t)k * i;
        uint64_t m = 0;
        for (int j = 0; j < k; j++)
            m |= 1ULL << x[j];
        sum += k == 5 ? eval5(r, m) : eval7(r, m);
    }
    return sum;
}

NOINLINE static uint64_t pidx_rand(uint32_t (*f)(const uint8_t *), int k, const uint8_t *c, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += f(c + (size_t)k * i);
    return sum;
}

/* Enumerations: 5 cards = prefix {a < b} + a triple above b; 7 cards =
 * prefix {a < b < c < d} + a triple above d. */
#define TAIL(d, x) ((d)->triples + (d)->first[(x) + 1])
#define TAIL_N(d, x) ((size_t)((d)->first[(d)->ncards] - (d)->first[(x) + 1]))

NOINLINE static uint64_t loop5_enum(const bench_data *d)
{
    const rules *r = &d->r;
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++) {
            uint64_t m = d->bit[a] | d->bit[b];
            const uint64_t *t = TAIL(d, b);
            size_t nt = TAIL_N(d, b);
            for (size_t i = 0; i < nt; i++)
                sum += eval5(r, m | t[i]);
        }
    return sum;
}

NOINLINE static uint64_t loop7_enum(const bench_data *d)
{
    const rules *r = &d->r;
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++)
            for (int c = b + 1; c < d->ncards; c++)
                for (int e = c + 1; e < d->ncards; e++) {
                    uint64_t m = d->bit[a] | d->bit[b] | d->bit[c] | d->bit[e];
                    const uint64_t *t = TAIL(d, e);
                    size_t nt = TAIL_N(d, e);
                    for (size_t i = 0; i < nt; i++)
                        sum += eval7(r, m | t[i]);
                }
    return sum;
}

NOINLINE static uint64_t one5_enum(const bench_data *d)
{
    const rules *r = &d->r;
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++) {
            uint64_t m = d->bit[a] | d->bit[b];
            const uint64_t *t = TAIL(d, b);
            size_t nt = TAIL_N(d, b);
            for (size_t i = 0; i < nt; i++) {
                uint64_t x = m | t[i];
                OPAQUE(x);
                sum += eval5(r, x);
            }
        }
    return sum;
}

NOINLINE static uint64_t one7_enum(const bench_data *d)
{
    const rules *r = &d->r;
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++)
            for (int c = b + 1; c < d->ncards; c++)
                for (int e = c + 1; e < d->ncards; e++) {
                    uint64_t m = d->bit[a] | d->bit[b] | d->bit[c] | d->bit[e];
                    const uint64_t *t = TAIL(d, e);
                    size_t nt = TAIL_N(d, e);
                    for (size_t i = 0; i < nt; i++) {
                        uint64_t x = m | t[i];
                        OPAQUE(x);
                        sum += eval7(r, x);
                    }
                }
    return sum;
}

/* The deck's card indexes in rank-major order (all suits of the lowest rank
 * first) into c; returns their number.  The incremental enumerations below
 * run their loops in that order: consecutive hands then often differ by a
 * suit only and share their rank multiset. */
static int rank_major(const bench_data *d, int *c)
{
    int n = 0;
    for (int rank = 0; rank < CARD_RANKS; rank++)
        for (int suit = 0; suit < CARD_SUITS; suit++)
            if (d->r.deck >> card_index(rank, suit) & 1)
                c[n++] = card_index(rank, suit);
    assert(n == d->ncards);
    return n;
}

/* The incremental enumeration's loops for a hand type H: c[0..n) the
 * deck's cards as addends, h0 the empty hand, PLUS(h, card) the hand's
 * addition (a macro) and LAST2(h, from) a function that sums the values of
 * h plus every pair of cards of c[from..n), the values of every hand of
 * `cards` (5 or 7) cards summed into sum.  The last two levels are a
 * function of their own (INCR_LAST2), called once per hand of cards - 2
 * cards, so that the compiler gives the innermost loop registers of its
 * own rather than sharing them with the outer levels: with all seven
 * levels in one function the walk's rate moved by a fifth with the code's
 * placement (bench/RESULTS.md, "The walk"), as in peer_bench's enum_nest.
 * incr_enum and walk_enum below. */
#define INCR_NEST(H, c, n, h0, cards, PLUS, LAST2, sum)                                            \
    do {                                                                                          \
        for (int a = 0; a < (n); a++) {                                                           \
            H ha = PLUS(h0, c[a]);                                                                \
            for (int b = a + 1; b < (n); b++) {                                                   \
                H hb = PLUS(ha, c[b]);                                                            \
                for (int e = b + 1; e < (n); e++) {                                               \
                    H he = PLUS(hb, c[e]);                                                        \
                    if ((cards) == 5) {                                                           \
                        sum += LAST2(he, e + 1);                                                  \
                        continue;                                                                 \
                    }                                                                             \
                    for (int f = e + 1; f < (n); f++) {                                           \
                        H hf = PLUS(he, c[f]);                                                    \
                        for (int g = f + 1; g < (n); g++)                                         \
                            sum += LAST2(PLUS(hf, c[g]), g + 1);                                  \
                    }                                                                             \
                }                                                                                 \
            }                                                                                     \
        }                                                                                         \
    } while (0)

/* The function of the last two levels: NAME(t, h, c, from, n) sums
 * EVAL(t, h plus c[i] plus c[j]) over from <= i < j < n. */
#define INCR_LAST2(NAME, T, H, PLUS, EVAL)                                                        \
    NOINLINE static uint64_t NAME(const T *t, H h, const H *c, int from, int n)                   \
    {                                                                                             \
        uint64_t s = 0;                                                                           \
        for (int i = from; i < n; i++) {                                                          \
            H hi = PLUS(h, c[i]);                                                                 \
            for (int j = i + 1; j < n; j++)                                                       \
                s += EVAL(PLUS(hi, c[j]));                                                        \
        }                                                                                         \
        return s;                                                                                 \
    }

#define FAST_PLUS(h, x) eval_fast_plus(h, x)
#define FAST_EVAL(h) eval_fast_eval(t, h)
INCR_LAST2(incr_last2, eval_fast, eval_fast_hand, FAST_PLUS, FAST_EVAL)
#define WALK_PLUS(h, x) eval_walk_plus(t, h, x)
#define WALK_EVAL(h) eval_walk_eval(t, h)
INCR_LAST2(walk_last2, eval_walk, eval_walk_hand, WALK_PLUS, WALK_EVAL)

/* The incremental enumeration: nested loops, one eval_fast_plus per level
 * (a caller's enumeration of boards, draws...).  The cards in rank-major
 * order (all suits of the lowest rank first): consecutive hands then often
 * differ by a suit only, share their rank multiset and hit the same table
 * entry (in L1), as in OMPEval's enumeration, which uses that order. */
NOINLINE static uint64_t incr_enum(const bench_data *d, int cards)
{
    const eval_fast *t = d->fast;
    int idx[DECK_MAX], n = rank_major(d, idx);
    eval_fast_hand c[DECK_MAX];   /* the cards as addends (eval_fast_card), made once */
    for (int i = 0; i < n; i++)
        c[i] = eval_fast_card(t, idx[i]);
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
#define FAST_LAST2(h, from) incr_last2(t, h, c, from, n)
    INCR_NEST(eval_fast_hand, c, n, h0, cards, FAST_PLUS, FAST_LAST2, sum);
#undef FAST_LAST2
    return sum;
}

/* incr_enum with the walk's hand (eval_walk.h): a table step a card, and
 * a hand one load from its id; the values summed, as incr_enum's. */
NOINLINE static uint64_t walk_enum(const bench_data *d, int cards)
{
    const eval_walk *t = d->walk;
    int idx[DECK_MAX], n = rank_major(d, idx);
    eval_walk_hand c[DECK_MAX];
    for (int i = 0; i < n; i++)
        c[i] = eval_walk_card(t, idx[i]);
    uint64_t sum = 0;
    eval_walk_hand h0 = eval_walk_empty();
#define WALK_LAST2(h, from) walk_last2(t, h, c, from, n)
    INCR_NEST(eval_walk_hand, c, n, h0, cards, WALK_PLUS, WALK_LAST2, sum);
#undef WALK_LAST2
    return sum;
}
#undef FAST_PLUS
#undef FAST_EVAL
#undef WALK_PLUS
#undef WALK_EVAL

/* incr_enum with its last level in one call: eval_fast_each gives the
 * values of the prefix plus each card after it (one lookup a rank), and the
 * loop sums them (what a caller's innermost loop does with them). */
NOINLINE static uint64_t each_enum(const bench_data *d, int cards)
{
    const eval_fast *t = d->fast;
    int c[DECK_MAX], n = rank_major(d, c);
    uint64_t after[DECK_MAX + 1] = {0};   /* after[i]: the cards c[i..n) */
    for (int i = n - 1; i >= 0; i--)
        after[i] = after[i + 1] | 1ULL << c[i];
    uint32_t v[64];
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    if (cards == 5) {
        for (int a = 0; a < n; a++) {
            eval_fast_hand ha = eval_fast_add(t, h0, c[a]);
            for (int b = a + 1; b < n; b++) {
                eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
                for (int e = b + 1; e < n; e++) {
                    eval_fast_hand he = eval_fast_add(t, hb, c[e]);
                    for (int f = e + 1; f + 1 < n; f++) {
                        eval_fast_each(t, eval_fast_add(t, he, c[f]), after[f + 1], v);
                        for (int g = f + 1; g < n; g++)
                            sum += v[c[g]];
                    }
                }
            }
        }
        return sum;
    }
    for (int a = 0; a < n; a++) {
        eval_fast_hand ha = eval_fast_add(t, h0, c[a]);
        for (int b = a + 1; b < n; b++) {
            eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
            for (int e = b + 1; e < n; e++) {
                eval_fast_hand he = eval_fast_add(t, hb, c[e]);
                for (int f = e + 1; f < n; f++) {
                    eval_fast_hand hf = eval_fast_add(t, he, c[f]);
                    for (int g = f + 1; g < n; g++) {
                        eval_fast_hand hg = eval_fast_add(t, hf, c[g]);
                        for (int i = g + 1; i + 1 < n; i++) {
                            eval_fast_each(t, eval_fast_add(t, hg, c[i]), after[i + 1], v);
                            for (int j = i + 1; j < n; j++)
                                sum += v[c[j]];
                        }
                    }
                }
            }
        }
    }
    return sum;
}

/* The incremental enumeration with its last two cards by rank pair, as a
 * caller may write it with eval_fast's public functions.  The cards in
 * rank-major order, nested loops adding a card a level (eval_fast_add) down
 * to a prefix of cards - 2 cards, then every pair (i, j) of the cards after
 * it.  The pairs of the deck are listed once, by their first card then
 * their second (so the pairs after a position are a suffix of the list),
 * with their rank pair x * 13 + y (x <= y) and the ranks they hold in one
 * suit.  Per prefix:
 *   - vr[x * 13 + y], the value of the prefix plus a card of rank x and one
 *     of rank y without a flush (eval_fast_rank_value), for the ranks of
 *     the cards left; computed again only when the prefix's ranks change
 *     (the last prefix card's next suit keeps them);
 *   - a suit s with 3 prefix cards (5 for a flush) flushes the pairs with
 *     both cards in s, with 4 the pairs with one or two, with 5 every pair;
 *     with 2 or fewer in every suit no pair flushes.  The lists are split
 *     the same way once (for each s: the pairs not both in s and those both
 *     in s; those with no card in s and those with one): the hands of a
 *     pair that cannot flush read vr, the others eval_fast_flush_value, and
 *     no hand is tested.
 * Every hand's value is read on its own (the loop sums them, what a
 * caller's loop would do with each); the values are eval7's, as the other
 * paths (the checksums agree). */
typedef struct pair_list {
    int start[DECK_MAX + 1];   /* the pairs whose first card is at position >= i */
    int n;
    uint8_t rp[DECK_MAX * (DECK_MAX - 1) / 2];    /* x * 13 + y */
    uint16_t sb[DECK_MAX * (DECK_MAX - 1) / 2];   /* the pair's ranks in the list's suit */
} pair_list;

enum { PAIRS_ALL, PAIRS_NOT_BOTH, PAIRS_BOTH, PAIRS_NONE, PAIRS_SOME };

static void pair_list_fill(pair_list *L, const int *c, int n, int s, int kind)
{
    L->n = 0;
    for (int i = 0; i < n; i++) {
        L->start[i] = L->n;
        for (int j = i + 1; j < n; j++) {
            int in = (c[i] >> 4 == s) + (c[j] >> 4 == s);
            bool keep = kind == PAIRS_ALL || (kind == PAIRS_NOT_BOTH && in < 2) || (kind == PAIRS_BOTH && in == 2)
                        || (kind == PAIRS_NONE && in == 0) || (kind == PAIRS_SOME && in > 0);
            if (!keep)
                continue;
            L->rp[L->n] = (uint8_t)(card_rank(c[i]) * 13 + card_rank(c[j]));
            L->sb[L->n] = (uint16_t)((c[i] >> 4 == s ? 1u << card_rank(c[i]) : 0)
                                     | (c[j] >> 4 == s ? 1u << card_rank(c[j]) : 0));
            L->n++;
        }
    }
    L->start[n] = L->n;
}

/* The hands of the pairs of L from position `from` that cannot flush. */
static inline uint64_t pairs_rank(const pair_list *L, int from, const uint32_t *vr)
{
    const uint8_t *p = L->rp + L->start[from], *e = L->rp + L->n;
    uint64_t s0 = 0, s1 = 0;
    for (; p + 2 <= e; p += 2) {
        s0 += vr[p[0]];
        s1 += vr[p[1]];
    }
    if (p < e)
        s0 += vr[p[0]];
    return s0 + s1;
}

/* ... and those that flush, fm the prefix's ranks in the flush suit. */
static inline uint64_t pairs_flush(const eval_fast *t, const pair_list *L, int from, uint32_t fm)
{
    uint64_t sum = 0;
    for (int p = L->start[from]; p < L->n; p++)
        sum += eval_fast_flush_value(t, fm | L->sb[p]);
    return sum;
}

/* The hands of a prefix h (3 or 5 cards) plus each pair after position g. */
static inline uint64_t pairs_after(const eval_fast *t, const pair_list *P, eval_fast_hand h, int g,
                                   const uint32_t *vr)
{
    /* bit 35 + 4 s of key + 2 SUIT1: suit s has 3 cards or more (count + 3 + 2 >= 8) */
    uint64_t f3 = (h.key + 2 * EVAL_FAST_SUIT1) & EVAL_FAST_SUITF;
    if (__builtin_expect(!f3, 1))
        return pairs_rank(&P[0], g + 1, vr);
    int s = EVAL_FAST_FLUSH_SUIT(f3);
    int k = (int)(h.key >> (32 + 4 * s) & 15) - 3;
    uint32_t fm = (uint32_t)(h.mask >> 16 * s) & 0x1fff;
    const pair_list *L = &P[1 + 4 * s];   /* [1 + 4 s + kind - 1] */
    if (k == 3)
        return pairs_rank(&L[PAIRS_NOT_BOTH - 1], g + 1, vr) + pairs_flush(t, &L[PAIRS_BOTH - 1], g + 1, fm);
    if (k == 4)
        return pairs_rank(&L[PAIRS_NONE - 1], g + 1, vr) + pairs_flush(t, &L[PAIRS_SOME - 1], g + 1, fm);
    return pairs_flush(t, &P[17 + s], g + 1, fm);   /* 5 of s: every pair flushes */
}

/* vr for prefix h whose last card is at position g: the rank pairs of the
 * cards after g (ranks r0 = rank of c[g + 1] and up; x == y == r0 only
 * when two cards of r0 are left: same[g + 1], the cards of c[g + 1]'s rank
 * from it on). */
static inline void pairs_values(const eval_fast *t, uint64_t key, int r0, int same, const uint64_t *rk,
                                uint32_t *vr)
{
    for (int x = r0; x < CARD_RANKS; x++) {
        uint64_t kx = key + rk[x];
        for (int y = x + (x == r0 && same < 2); y < CARD_RANKS; y++)
            vr[x * 13 + y] = eval_fast_rank_value(t, kx + rk[y]);
    }
}

NOINLINE static uint64_t pairs_enum(const bench_data *d, int cards)
{
    const eval_fast *t = d->fast;
    int c[DECK_MAX], same[DECK_MAX + 1], n = rank_major(d, c);
    same[n] = 0;
    for (int i = n - 1; i >= 0; i--)
        same[i] = 1 + (i + 1 < n && card_rank(c[i + 1]) == card_rank(c[i]) ? same[i + 1] : 0);
    /* P[0]: every pair; P[1 + 4 s + kind - 1]: suit s split; P[17 + s]: every pair, sb in suit s */
    pair_list *P = malloc(21 * sizeof *P);
    if (!P)
        return 0;
    pair_list_fill(&P[0], c, n, 0, PAIRS_ALL);
    for (int s = 0; s < CARD_SUITS; s++) {
        for (int kind = PAIRS_NOT_BOTH; kind <= PAIRS_SOME; kind++)
            pair_list_fill(&P[1 + 4 * s + kind - 1], c, n, s, kind);
        pair_list_fill(&P[17 + s], c, n, s, PAIRS_ALL);
    }
    uint64_t rk[CARD_RANKS];
    for (int q = 0; q < CARD_RANKS; q++)
        rk[q] = eval_fast_rank_key(t, q);
    uint32_t vr[13 * 13];
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    if (cards == 5) {
        for (int a = 0; a < n; a++) {
            eval_fast_hand ha = eval_fast_add(t, h0, c[a]);
            for (int b = a + 1; b < n; b++) {
                eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
                uint64_t last = ~0ULL;
                for (int e = b + 1; e + 2 < n; e++) {
                    eval_fast_hand he = eval_fast_add(t, hb, c[e]);
                    uint64_t kr = he.key & ~0x0000ffff00000000ULL;   /* the ranks alone */
                    if (kr != last) {
                        last = kr;
                        pairs_values(t, kr, card_rank(c[e + 1]), same[e + 1], rk, vr);
                    }
                    sum += pairs_after(t, P, he, e, vr);
                }
            }
        }
    } else {
        for (int a = 0; a < n; a++) {
            eval_fast_hand ha = eval_fast_add(t, h0, c[a]);
            for (int b = a + 1; b < n; b++) {
                eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
                for (int e = b + 1; e < n; e++) {
                    eval_fast_hand he = eval_fast_add(t, hb, c[e]);
                    for (int f = e + 1; f < n; f++) {
                        eval_fast_hand hf = eval_fast_add(t, he, c[f]);
                        uint64_t last = ~0ULL;
                        for (int g = f + 1; g + 2 < n; g++) {
                            eval_fast_hand hg = eval_fast_add(t, hf, c[g]);
                            uint64_t kr = hg.key & ~0x0000ffff00000000ULL;
                            if (kr != last) {
                                last = kr;
                                pairs_values(t, kr, card_rank(c[g + 1]), same[g + 1], rk, vr);
                            }
                            sum += pairs_after(t, P, hg, g, vr);
                        }
                    }
                }
            }
        }
    }
    free(P);
    return sum;
}

/* The table evaluator one hand at a time on the enumeration's masks (as
 * one7_enum). */
NOINLINE static uint64_t fast_enum(const bench_data *d, int cards)
{
    const eval_fast *t = d->fast;
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++) {
            if (cards == 5) {
                uint64_t m = d->bit[a] | d->bit[b];
                const uint64_t *tl = TAIL(d, b);
                for (size_t i = 0, nt = TAIL_N(d, b); i < nt; i++) {
                    uint64_t x = m | tl[i];
                    OPAQUE(x);
                    sum += eval_fast_mask(t, x);
                }
                continue;
            }
            for (int c = b + 1; c < d->ncards; c++)
                for (int e = c + 1; e < d->ncards; e++) {
                    uint64_t m = d->bit[a] | d->bit[b] | d->bit[c] | d->bit[e];
                    const uint64_t *tl = TAIL(d, e);
                    for (size_t i = 0, nt = TAIL_N(d, e); i < nt; i++) {
                        uint64_t x = m | tl[i];
                        OPAQUE(x);
                        sum += eval_fast_mask(t, x);
                    }
                }
        }
    return sum;
}

/* Any per-hand function (reference, plug-in) in enumeration order. */
typedef struct hand_fn {
    uint32_t (*f)(uint64_t);            /* a plug-in's, or NULL: */
    const rules *r;                     /* eval_ref5 / eval_ref7 under r */
} hand_fn;

static inline uint32_t call(const hand_fn *h, int cards, uint64_t x)
{
    if (h->f)
        return h->f(x);
    return cards == 5 ? eval_ref5(h->r, x) : eval_ref7(h->r, x);
}

NOINLINE static uint64_t fn_enum(const bench_data *d, int cards, const hand_fn *h)
{
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++) {
            if (cards == 5) {
                uint64_t m = d->bit[a] | d->bit[b];
                const uint64_t *t = TAIL(d, b);
                for (size_t i = 0, nt = TAIL_N(d, b); i < nt; i++)
                    sum += call(h, 5, m | t[i]);
                continue;
            }
            for (int c = b + 1; c < d->ncards; c++)
                for (int e = c + 1; e < d->ncards; e++) {
                    uint64_t m = d->bit[a] | d->bit[b] | d->bit[c] | d->bit[e];
                    const uint64_t *t = TAIL(d, e);
                    for (size_t i = 0, nt = TAIL_N(d, e); i < nt; i++)
                        sum += call(h, 7, m | t[i]);
                }
        }
    return sum;
}

/* The batch API on the enumeration: one call per prefix, base = the
 * prefix, the tail = the 4-card sets above it from the suit-major list
 * built once in bench_data_init (the partial state every prefix shares: no
 * transposition in the loop).  5 cards: prefix {a}; 7 cards: {a < b < c}.
 * Tails average 6 000 hands at 52 cards: the fixed cost of a call and its
 * partial last step are negligible (with 3-card tails, 500 on average, the
 * same loop ran about 10% slower at 52 cards and 25% at 32). */
/* The 4-card sets above card x, evaluated with base, in chunks (L1-sized results). */
static uint64_t batch_quads(const bench_data *d, const eval_batch_plan *p, uint64_t base, int x, uint32_t *buf)
{
    uint64_t sum = 0;
    int total = d->qfirst[d->ncards];
    for (int i = d->qfirst[x + 1]; i < total; i += CHUNK) {
        size_t k = (size_t)(total - i) < CHUNK ? (size_t)(total - i) : CHUNK;
        const uint16_t *u[4] = {d->qsuit[0] + i, d->qsuit[1] + i, d->qsuit[2] + i, d->qsuit[3] + i};
        eval_batch_run_suits(p, base, u, buf, k);
        sum += sum32(buf, k);
    }
    return sum;
}

NOINLINE static uint64_t batch_enum(const bench_data *d, int cards, const eval_batch_plan *p, uint32_t *buf)
{
    uint64_t sum = 0;
    int n = d->ncards;
    for (int a = 0; a < n; a++) {
        if (cards == 5) {
            sum += batch_quads(d, p, d->bit[a], a, buf);
            continue;
        }
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                sum += batch_quads(d, p, d->bit[a] | d->bit[b] | d->bit[c], c, buf);
    }
    return sum;
}

/* A plug-in's batch function on the enumeration: the hands of a prefix are
 * written out, then evaluated. */
NOINLINE static uint64_t pbatch_enum(const bench_data *d, int cards,
                                     void (*f)(const uint64_t *, uint32_t *, size_t), uint64_t *hb,
                                     uint32_t *buf)
{
    uint64_t sum = 0;
    for (int a = 0; a < d->ncards; a++)
        for (int b = a + 1; b < d->ncards; b++) {
            if (cards == 5) {
                uint64_t m = d->bit[a] | d->bit[b];
                const uint64_t *t = TAIL(d, b);
                size_t nt = TAIL_N(d, b);
                for (size_t i = 0; i < nt; i++)
                    hb[i] = m | t[i];
                f(hb, buf, nt);
                sum += sum32(buf, nt);
                continue;
            }
            for (int c = b + 1; c < d->ncards; c++)
                for (int e = c + 1; e < d->ncards; e++) {
                    uint64_t m = d->bit[a] | d->bit[b] | d->bit[c] | d->bit[e];
                    const uint64_t *t = TAIL(d, e);
                    size_t nt = TAIL_N(d, e);
                    if (nt == 0)
                        continue;
                    for (size_t i = 0; i < nt; i++)
                        hb[i] = m | t[i];
                    f(hb, buf, nt);
                    sum += sum32(buf, nt);
                }
        }
    return sum;
}

typedef struct eval_arg {
    const bench_data *d;
    const bench_eval_spec *s;
    const eval_batch_plan *plan;
    const uint64_t *h;
    size_t n;
    hand_fn hf;
    uint64_t *hb;
} eval_arg;

static uint64_t eval_pass(void *arg)
{
    eval_arg *e = arg;
    const bench_data *d = e->d;
    const bench_eval_spec *s = e->s;
    const rules *r = &d->r;
    bool five = s->cards == 5;
    const bench_plugin *pl = s->plugin;
    if (s->order == BENCH_RANDOM) {
        switch (s->impl) {
        case BENCH_BATCH: return batch_rand(e->plan, e->h, e->n, d->buf);
        case BENCH_LOOP: return five ? loop5_rand(r, e->h, e->n) : loop7_rand(r, e->h, e->n);
        case BENCH_ONE: return five ? one5_rand(r, e->h, e->n) : one7_rand(r, e->h, e->n);
        case BENCH_REF: return ref_rand(r, s->cards, e->h, e->n);
        case BENCH_PLUGIN: return fn_rand(five ? pl->eval5 : pl->eval7, e->h, e->n);
        case BENCH_PLUGIN_BATCH:
            return pbatch_rand(five ? pl->eval5_batch : pl->eval7_batch, e->h, e->n, d->buf);
        case BENCH_FAST: return fast_rand(d->fast, e->h, e->n);
        case BENCH_FAST_IDX: return fast_idx_rand(d->fast, s->cards, five ? d->idx5 : d->idx7, e->n);
        case BENCH_INCR: return incr_rand(d->fast, s->cards, five ? d->idx5 : d->idx7, e->n);
        case BENCH_IDX_LOOP: return idx_loop_rand(r, s->cards, five ? d->idx5 : d->idx7, e->n);
        case BENCH_PLUGIN_IDX:
            return pidx_rand(five ? pl->eval5_idx : pl->eval7_idx, s->cards, five ? d->pidx5 : d->pidx7, e->n);
        case BENCH_EACH:
        case BENCH_PAIRS:
        case BENCH_WALK:
        case BENCH_PLUGIN_ENUM: return 0;
        }
    } else {
        switch (s->impl) {
        case BENCH_BATCH: return batch_enum(d, s->cards, e->plan, d->buf);
        case BENCH_LOOP: return five ? loop5_enum(d) : loop7_enum(d);
        case BENCH_ONE: return five ? one5_enum(d) : one7_enum(d);
        case BENCH_REF:
        case BENCH_PLUGIN: return fn_enum(d, s->cards, &e->hf);
        case BENCH_PLUGIN_BATCH:
            return pbatch_enum(d, s->cards, five ? pl->eval5_batch : pl->eval7_batch, e->hb, d->buf);
        case BENCH_FAST: return fast_enum(d, s->cards);
        case BENCH_INCR: return incr_enum(d, s->cards);
        case BENCH_EACH: return each_enum(d, s->cards);
        case BENCH_PAIRS: return pairs_enum(d, s->cards);
        case BENCH_WALK: return walk_enum(d, s->cards);
        case BENCH_PLUGIN_ENUM: return pl->enumerate(s->cards);
        case BENCH_FAST_IDX:
        case BENCH_IDX_LOOP:
        case BENCH_PLUGIN_IDX: return 0;
        }
    }
    return 0;
}

/* Does the plug-in have the function asked for?  Its index function must
 * give its one-hand function's values (the first 65 536 hands). */
static int plugin_check(const bench_data *d, const bench_eval_spec *s)
{
    const bench_plugin *p = s->plugin;
    bool five = s->cards == 5;
    if (!p || !p->eval5)
        return TALON_E_INVAL;
    switch (s->impl) {
    case BENCH_PLUGIN: return (five ? p->eval5 : p->eval7) ? TALON_OK : TALON_E_INVAL;
    case BENCH_PLUGIN_BATCH: return (five ? p->eval5_batch : p->eval7_batch) ? TALON_OK : TALON_E_INVAL;
    case BENCH_PLUGIN_ENUM: return p->enumerate && d->r.deck_size == 52 ? TALON_OK : TALON_E_INVAL;
    default: break;
    }
    uint32_t (*fi)(const uint8_t *) = five ? p->eval5_idx : p->eval7_idx;
    uint32_t (*fm)(uint64_t) = five ? p->eval5 : p->eval7;
    if (!fi || !fm)
        return TALON_E_INVAL;
    const uint64_t *h = five ? d->rand5 : d->rand7;
    const uint8_t *c = five ? d->pidx5 : d->pidx7;
    for (size_t i = 0; i < d->n && i < 65536; i++)
        if (fi(c + (size_t)s->cards * i) != fm(h[i]))
            return TALON_E_PARSE;
    return TALON_OK;
}

int bench_eval(const bench_data *d, const bench_eval_spec *s, const bench_cfg *cfg, bench_stat *out)
{
    if (!d || !s || !cfg || !out || (s->cards != 5 && s->cards != 7) || !d->rand5)
        return TALON_E_INVAL;
    bool five = s->cards == 5;
    eval_arg e = {.d = d, .s = s, .hf = {.r = &d->r}};
    if (s->impl == BENCH_BATCH) {
        if ((unsigned)s->isa >= EVAL_ISA_N || !eval_batch_supported(s->isa))
            return TALON_E_RANGE;
        e.plan = &d->plan[s->isa];
    }
    bool random_only = s->impl == BENCH_FAST_IDX || s->impl == BENCH_IDX_LOOP || s->impl == BENCH_PLUGIN_IDX;
    bool enum_only = s->impl == BENCH_PLUGIN_ENUM || s->impl == BENCH_EACH || s->impl == BENCH_PAIRS
                     || s->impl == BENCH_WALK;
    if ((random_only && s->order != BENCH_RANDOM) || (enum_only && s->order != BENCH_ENUM))
        return TALON_E_INVAL;
    if (s->impl >= BENCH_PLUGIN_IDX || s->impl == BENCH_PLUGIN || s->impl == BENCH_PLUGIN_BATCH) {
        int rc = plugin_check(d, s);
        if (rc != TALON_OK)
            return rc;
        e.hf.f = five ? s->plugin->eval5 : s->plugin->eval7;
    }
    uint64_t items;
    if (s->order == BENCH_RANDOM) {
        e.h = five ? d->rand5 : d->rand7;
        e.n = s->limit && s->limit < d->n ? s->limit : d->n;
        items = e.n;
    } else {
        items = bench_enum_count(d, s->cards);
    }
    if (s->impl == BENCH_PLUGIN_BATCH && s->order == BENCH_ENUM) {
        e.hb = malloc(TAIL_MAX * sizeof *e.hb);
        if (!e.hb)
            return TALON_E_NOMEM;
    }
    int rc = measure(eval_pass, &e, items, cfg, out);
    free(e.hb);
    return rc;
}

int bench_eval_set(const bench_data *d, const bench_eval_spec *s, int n, const bench_cfg *cfg, bench_stat *out)
{
    if (!d || !s || !cfg || !out || n < 0 || cfg->reps < 1 || cfg->reps > BENCH_REPS_MAX)
        return TALON_E_INVAL;
    double *rate = malloc((size_t)n * (size_t)cfg->reps * sizeof *rate);
    if (!rate && n > 0)
        return TALON_E_NOMEM;
    bench_cfg one = *cfg;
    one.reps = 1;
    int rc = TALON_OK;
    /* Round robin: repetition r of every spec, then repetition r + 1, so
     * that a busier moment of a shared machine falls on all of them. */
    for (int r = 0; r < cfg->reps && rc == TALON_OK; r++)
        for (int i = 0; i < n && rc == TALON_OK; i++) {
            bench_stat st;
            rc = bench_eval(d, &s[i], &one, &st);
            if (rc == TALON_OK && r > 0 && st.checksum != out[i].checksum)
                rc = TALON_E_PARSE;
            if (rc != TALON_OK)
                break;
            if (r == 0)
                out[i] = st;
            rate[(size_t)i * (size_t)cfg->reps + (size_t)r] = st.median;
        }
    for (int i = 0; i < n && rc == TALON_OK; i++) {
        double *v = rate + (size_t)i * (size_t)cfg->reps;
        qsort(v, (size_t)cfg->reps, sizeof *v, cmp_double);
        int m = cfg->reps / 2;
        out[i].median = cfg->reps % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
        out[i].best = v[cfg->reps - 1];
        out[i].worst = v[0];
        out[i].reps = cfg->reps;
    }
    free(rate);
    return rc;
}

/* ---- dealer and simulator ----------------------------------------------------------- */

typedef struct deal_arg {
    const rules *r;
    enum bench_deal what;
    deal_deck deck;
    uint64_t hands;
    eval_batch_plan plan;
    uint64_t *hb;
    uint32_t *vb;
} deal_arg;

static uint64_t deal_pass(void *arg)
{
    deal_arg *a = arg;
    rng g;
    rng_for_block(&g, 12345, 0);
    deal_deck dd = a->deck;
    uint64_t sum = 0;
    switch (a->what) {
    case BENCH_DEAL_ONLY:
        for (uint64_t i = 0; i < a->hands; i++)
            sum += deal_cards(&dd, 5, &g);
        break;
    case BENCH_DEAL_EVAL5:
        for (uint64_t i = 0; i < a->hands; i++)
            sum += eval5(a->r, deal_cards(&dd, 5, &g));
        break;
    case BENCH_DEAL_BATCH:
        for (uint64_t i = 0; i < a->hands; i += CHUNK) {
            size_t k = a->hands - i < CHUNK ? (size_t)(a->hands - i) : CHUNK;
            for (size_t j = 0; j < k; j++)
                a->hb[j] = deal_cards(&dd, 5, &g);
            eval_batch_run(&a->plan, 0, a->hb, a->vb, k);
            sum += sum32(a->vb, k);
        }
        break;
    }
    return sum;
}

int bench_deal(const rules *r, enum bench_deal what, uint64_t hands, const bench_cfg *cfg, bench_stat *out)
{
    if (!r || !cfg || !out || hands == 0 || what < BENCH_DEAL_ONLY || what > BENCH_DEAL_BATCH)
        return TALON_E_INVAL;
    deal_arg a = {.r = r, .what = what, .hands = hands};
    int rc = deal_init(&a.deck, r->deck, 0);
    if (rc != TALON_OK)
        return rc;
    eval_batch_plan_init(&a.plan, r, EVAL_ISA_AUTO);
    a.hb = malloc(CHUNK * sizeof *a.hb);
    a.vb = malloc(CHUNK * sizeof *a.vb);
    if (!a.hb || !a.vb)
        rc = TALON_E_NOMEM;
    else
        rc = measure(deal_pass, &a, hands, cfg, out);
    free(a.hb);
    free(a.vb);
    return rc;
}

typedef struct sim_arg {
    const rules *r;
    mc_config cfg;
    int rc;
} sim_arg;

static uint64_t sim_pass(void *arg)
{
    sim_arg *a = arg;
    uint64_t counts[EVAL_NCAT], done = 0, sum = 0;
    int rc = tab_freq_mc(a->r, &a->cfg, counts, &done);
    if (rc != TALON_OK)
        a->rc = rc;
    for (int c = 0; c < EVAL_NCAT; c++)
        sum = sum * 1000003u + counts[c];
    return sum + done;
}

int bench_sim(const rules *r, int threads, uint64_t trials, const bench_cfg *cfg, bench_stat *out)
{
    if (!r || !cfg || !out)
        return TALON_E_INVAL;
    sim_arg a = {.r = r};
    mc_config_init(&a.cfg);
    a.cfg.threads = threads;
    a.cfg.seed = 12345;
    a.cfg.trials = trials;
    int rc = measure(sim_pass, &a, trials, cfg, out);
    return a.rc != TALON_OK ? a.rc : rc;
}

int bench_cores(void)
{
    return omp_get_num_procs();
}

/* ---- exact tables -------------------------------------------------------------------- */

typedef struct exact_arg {
    enum bench_exact what;
    bool ace_low;
    enum rules_order order;
    int threads;
    int rc;
} exact_arg;

static uint64_t exact_pass(void *arg)
{
    exact_arg *a = arg;
    uint64_t sum = 0;
    strategy s;
    if (a->what == BENCH_EXACT_DRAWN && strategy_preset("article", &s) != TALON_OK) {
        a->rc = TALON_E_INVAL;
        return 0;
    }
    for (int deck = DECK_MAX; deck >= DECK_MIN; deck -= 4) {
        rules r;
        int rc = rules_init(&r, deck, a->ace_low, a->order);
        if (rc == TALON_OK && a->what == BENCH_EXACT_FREQ) {
            tab_freq t;
            rc = tab_freq_exact(&r, &t);
            for (int c = 0; c < EVAL_NCAT; c++)
                sum = sum * 1000003u + t.counts[c];
        } else if (rc == TALON_OK) {
            tab_drawn t;
            rc = tab_drawn_exact(&r, &s, a->threads, &t);
            sum = sum * 1000003u + t.total;
            const uint64_t *cell = &t.played[0][0][0];
            for (size_t i = 0; i < sizeof t.played / sizeof *cell; i++)
                sum = sum * 1000003u + cell[i];
        }
        if (rc != TALON_OK)
            a->rc = rc;
    }
    return sum;
}

int bench_exact(enum bench_exact what, bool ace_low, enum rules_order order, int threads, const bench_cfg *cfg,
                bench_stat *out)
{
    if (!cfg || !out || (what != BENCH_EXACT_FREQ && what != BENCH_EXACT_DRAWN) || threads < 0)
        return TALON_E_INVAL;
    exact_arg a = {.what = what, .ace_low = ace_low, .order = order, .threads = threads};
    uint64_t items = 0;
    for (int deck = DECK_MAX; deck >= DECK_MIN; deck -= 4)
        items += tab_binom(deck, 5);
    int rc = measure(exact_pass, &a, items, cfg, out);
    return a.rc != TALON_OK ? a.rc : rc;
}

/* ---- plug-ins ---------------------------------------------------------------------------- */

static void why_set(char *why, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void why_set(char *why, size_t size, const char *fmt, ...)
{
    if (!why || size == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, size, fmt, ap);
    va_end(ap);
}

void bench_plugin_close(bench_plugin *p)
{
    if (p && p->handle)
        dlclose(p->handle);
    if (p)
        memset(p, 0, sizeof *p);
}

int bench_plugin_open(bench_plugin *p, const char *path, char *why, size_t whysize)
{
    if (!p || !path)
        return TALON_E_INVAL;
    memset(p, 0, sizeof *p);
    why_set(why, whysize, "%s", "");
    dlerror();
    /* dlopen searches the library path for a bare name ("name.so"), never
     * the current folder: a file of that name there is the one meant. */
    char here[4096];
    if (!strchr(path, '/') && strlen(path) + 3 <= sizeof here) {
        snprintf(here, sizeof here, "./%s", path);
        FILE *f = fopen(here, "rb");
        if (f) {
            fclose(f);
            path = here;
        }
    }
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        why_set(why, whysize, "cannot load evaluator '%s': %s", path, e ? e : "unknown error");
        for (char *c = why; why && *c; c++)   /* dlerror texts may hold newlines: keep one line */
            if (*c == '\n')
                *c = ' ';
        return TALON_E_IO;
    }
    p->handle = h;
    const uint32_t *abi = dlsym(h, TALON_EVALUATOR_SYM_ABI);
    talon_evaluator_name_fn name = (talon_evaluator_name_fn)dlsym(h, TALON_EVALUATOR_SYM_NAME);
    p->eval5 = (talon_evaluator_eval_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL5);
    p->eval7 = (talon_evaluator_eval_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL7);
    p->eval5_batch = (talon_evaluator_batch_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL5_BATCH);
    p->eval7_batch = (talon_evaluator_batch_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL7_BATCH);
    p->eval5_idx = (talon_evaluator_idx_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL5_IDX);
    p->eval7_idx = (talon_evaluator_idx_fn)dlsym(h, TALON_EVALUATOR_SYM_EVAL7_IDX);
    p->enumerate = (talon_evaluator_enum_fn)dlsym(h, TALON_EVALUATOR_SYM_ENUM);
    const char *missing = !abi ? TALON_EVALUATOR_SYM_ABI
                          : !name ? TALON_EVALUATOR_SYM_NAME
                          : !p->eval5 ? TALON_EVALUATOR_SYM_EVAL5
                          : NULL;
    if (missing) {
        why_set(why, whysize, "evaluator '%s' does not export %s (see bench/talon_evaluator.h)", path, missing);
        bench_plugin_close(p);
        return TALON_E_INVAL;
    }
    if (*abi != TALON_EVALUATOR_ABI) {
        why_set(why, whysize, "evaluator '%s' has ABI version %u, talon expects %u (bench/talon_evaluator.h)",
                path, (unsigned)*abi, TALON_EVALUATOR_ABI);
        bench_plugin_close(p);
        return TALON_E_INVAL;
    }
    const char *n = name();
    snprintf(p->name, sizeof p->name, "%.*s", (int)sizeof p->name - 1, n && *n ? n : path);
    for (char *c = p->name; *c; c++)
        if ((unsigned char)*c < ' ')
            *c = ' ';
    return TALON_OK;
}

/* LSD radix sort of 64-bit keys, 16 bits a pass; tmp: n more keys. */
static void radix_sort(uint64_t *k, uint64_t *tmp, size_t n, size_t *count /* 65536 */)
{
    for (int shift = 0; shift < 64; shift += 16) {
        memset(count, 0, 65536 * sizeof *count);
        for (size_t i = 0; i < n; i++)
            count[k[i] >> shift & 0xffff]++;
        size_t pos = 0;
        for (size_t b = 0; b < 65536; b++) {
            size_t c = count[b];
            count[b] = pos;
            pos += c;
        }
        for (size_t i = 0; i < n; i++)
            tmp[count[k[i] >> shift & 0xffff]++] = k[i];
        memcpy(k, tmp, n * sizeof *k);
    }
}

/* The plug-in's category of value u: how many category thresholds it reaches. */
static inline int plug_pos(const uint32_t thr[EVAL_NCAT], uint32_t u)
{
    int p = 0;
    for (int i = 1; i < EVAL_NCAT; i++)
        p += u >= thr[i];
    return p;
}

/* The pairs (talon value, plug-in value) of n hands: does the plug-in order
 * them as talon does?  keys is clobbered.  On a difference, *ta, *tb are
 * the two talon values and *ua, *ub the plug-in's, with ta <= tb. */
static bool order_agrees(uint64_t *keys, uint64_t *tmp, size_t n, size_t *count, uint32_t *ta, uint32_t *tb,
                         uint32_t *ua, uint32_t *ub)
{
    radix_sort(keys, tmp, n, count);
    for (size_t i = 1; i < n; i++) {
        uint32_t t0 = (uint32_t)(keys[i - 1] >> 32), t1 = (uint32_t)(keys[i] >> 32);
        uint32_t u0 = (uint32_t)keys[i - 1], u1 = (uint32_t)keys[i];
        if (t0 == t1 ? u0 != u1 : u0 >= u1) {
            *ta = t0, *tb = t1, *ua = u0, *ub = u1;
            return false;
        }
    }
    return true;
}

/* Find, among n hands with values t and u, one with talon value tv and
 * plug-in value uv. */
static uint64_t find_hand(const uint64_t *h, const uint32_t *t, const uint32_t *u, size_t n, uint32_t tv,
                          uint32_t uv)
{
    for (size_t i = 0; i < n; i++)
        if (t[i] == tv && u[i] == uv)
            return h[i];
    return 0;
}

/* The English name of the category at position pos, in lower case ("three of a kind"). */
static const char *cat_name(const rules *r, int pos, char buf[32])
{
    snprintf(buf, 32, "%s", rules_cat_name((enum eval_cat)r->pos_cat[pos], 0));
    if (buf[0] >= 'A' && buf[0] <= 'Z')
        buf[0] = (char)(buf[0] - 'A' + 'a');
    return buf;
}

/* Check thresholds and counts; fill v->why on failure.  mismatch: the first
 * hand whose categories differ (0: none), with its two positions. */
static bool counts_agree(const rules *r, bench_verify *v, uint64_t mismatch, int tpos, int upos)
{
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--) {
        int c = r->pos_cat[pos];
        if (v->count[c] == v->expect[c])
            continue;
        char hand[CARD_STR_MAX] = "", n0[32], n1[32], n2[32];
        if (mismatch)
            card_format(mismatch, CARD_EN, hand, sizeof hand);
        why_set(v->why, sizeof v->why,
                "%d-card category counts differ from talon's: %s %llu, expected %llu%s%s%s%s%s%s%s", v->cards,
                cat_name(r, pos, n0), (unsigned long long)v->count[c], (unsigned long long)v->expect[c],
                mismatch ? " (first differing hand " : "", hand, mismatch ? ": talon says " : "",
                mismatch ? cat_name(r, tpos, n1) : "", mismatch ? ", the plug-in " : "",
                mismatch ? cat_name(r, upos, n2) : "", mismatch ? ")" : "");
        return false;
    }
    return true;
}

/* The thresholds: the plug-in's values of talon's weakest hand of each
 * category, which must increase with the category. */
static bool thresholds(const rules *r, uint32_t (*f)(uint64_t), const uint64_t weakest[EVAL_NCAT],
                       uint32_t thr[EVAL_NCAT], bench_verify *v)
{
    for (int pos = 0; pos < EVAL_NCAT; pos++) {
        thr[pos] = f(weakest[pos]);
        if (pos > 0 && thr[pos] <= thr[pos - 1]) {
            char a[CARD_STR_MAX], b[CARD_STR_MAX], n0[32], n1[32];
            card_format(weakest[pos], CARD_EN, a, sizeof a);
            card_format(weakest[pos - 1], CARD_EN, b, sizeof b);
            why_set(v->why, sizeof v->why,
                    "%d-card hands: the plug-in does not rank %s (the weakest %s) above %s (the weakest %s)",
                    v->cards, a, cat_name(r, pos, n0), b, cat_name(r, pos - 1, n1));
            return false;
        }
    }
    return true;
}

/* Hands a, b with talon values ta <= tb and plug-in values ua, ub. */
static void order_why(bench_verify *v, uint64_t ha, uint64_t hb, uint32_t ta, uint32_t tb, uint32_t ua, uint32_t ub)
{
    char a[CARD_STR_MAX], b[CARD_STR_MAX];
    card_format(ha, CARD_EN, a, sizeof a);
    card_format(hb, CARD_EN, b, sizeof b);
    why_set(v->why, sizeof v->why,
            "%d-card hands: the plug-in orders %s and %s differently from talon (talon: %s, the plug-in: %s)",
            v->cards, a, b, ta == tb ? "a tie" : "the second wins",
            ua == ub ? "a tie" : ua < ub ? "the second wins" : "the first wins");
}

/* Does the plug-in's batch function give the values u of its one-hand
 * function on the n hands h?  scratch: room for n 64-bit words. */
static bool batch_agrees(void (*f)(const uint64_t *, uint32_t *, size_t), const uint64_t *h, const uint32_t *u,
                         size_t n, uint64_t *scratch, bench_verify *v)
{
    uint32_t *b = (uint32_t *)scratch;
    for (size_t i = 0; i < n; i += CHUNK)
        f(h + i, b + i, n - i < CHUNK ? n - i : CHUNK);
    for (size_t i = 0; i < n; i++)
        if (b[i] != u[i]) {
            char hand[CARD_STR_MAX];
            card_format(h[i], CARD_EN, hand, sizeof hand);
            why_set(v->why, sizeof v->why, "%d-card hands: the batch function gives %s another value than the "
                    "one-hand function (%u, not %u)", v->cards, hand, (unsigned)b[i], (unsigned)u[i]);
            return false;
        }
    return true;
}

static int verify5(const bench_plugin *p, const rules *r, const eval_batch_plan *plan, int nt, bench_verify *v)
{
    const size_t n = 2598960;
    uint64_t *h = malloc(n * sizeof *h), *keys = malloc(n * sizeof *keys), *tmp = malloc(n * sizeof *tmp);
    uint32_t *t = malloc(n * sizeof *t), *u = malloc(n * sizeof *u);
    size_t *count = malloc(65536 * sizeof *count);
    int rc = TALON_E_NOMEM;
    if (!h || !keys || !tmp || !t || !u || !count)
        goto out;
    size_t k = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++)
                    for (int e = d + 1; e < 52; e++)
                        h[k++] = card_bit(a % 13, a / 13) | card_bit(b % 13, b / 13) | card_bit(c % 13, c / 13)
                                 | card_bit(d % 13, d / 13) | card_bit(e % 13, e / 13);
    eval_batch_run(plan, 0, h, t, n);
#pragma omp parallel for num_threads(nt) schedule(static)
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t m = n - i < CHUNK ? n - i : CHUNK;
        for (size_t j = i; j < i + m; j++)
            u[j] = p->eval5(h[j]);
    }
    rc = TALON_E_INVAL;
    if (p->eval5_batch && !batch_agrees(p->eval5_batch, h, u, n, tmp, v))
        goto out;
    uint64_t weakest[EVAL_NCAT] = {0};
    uint32_t low[EVAL_NCAT];
    for (int c = 0; c < EVAL_NCAT; c++)
        low[c] = UINT32_MAX;
    for (size_t i = 0; i < n; i++) {
        int pos = (int)(t[i] >> EVAL_CAT_SHIFT);
        if (t[i] < low[pos])
            low[pos] = t[i], weakest[pos] = h[i];
    }
    uint32_t thr[EVAL_NCAT];
    if (!thresholds(r, p->eval5, weakest, thr, v))
        goto out;
    uint64_t mismatch = 0;
    int tpos = 0, upos = 0;
    for (size_t i = 0; i < n; i++) {
        int tp = (int)(t[i] >> EVAL_CAT_SHIFT), up = plug_pos(thr, u[i]);
        v->expect[r->pos_cat[tp]]++;
        v->count[r->pos_cat[up]]++;
        if (tp != up && !mismatch)
            mismatch = h[i], tpos = tp, upos = up;
        keys[i] = (uint64_t)t[i] << 32 | u[i];
    }
    v->hands = n;
    if (!counts_agree(r, v, mismatch, tpos, upos))
        goto out;
    uint32_t ta, tb, ua, ub;
    v->ordered = n;
    if (!order_agrees(keys, tmp, n, count, &ta, &tb, &ua, &ub)) {
        order_why(v, find_hand(h, t, u, n, ta, ua), find_hand(h, t, u, n, tb, ub), ta, tb, ua, ub);
        goto out;
    }
    rc = TALON_OK;
out:
    free(h);
    free(keys);
    free(tmp);
    free(t);
    free(u);
    free(count);
    return rc;
}

/* Per-thread state of the 7-card passes. */
typedef struct v7_part {
    uint32_t low[EVAL_NCAT];
    uint64_t weakest[EVAL_NCAT];
    uint64_t count[EVAL_NCAT], expect[EVAL_NCAT];
    uint64_t mis_key, mis_hand;    /* first mismatch: enumeration key, hand */
    int tpos, upos;
    int fail;
} v7_part;

static int verify7(const bench_plugin *p, const rules *r, const eval_batch_plan *plan, int nt, bench_verify *v)
{
    uint64_t bit[DECK_MAX];
    int first[DECK_MAX + 1];
    uint64_t *triples = malloc(TRIPLES_MAX * sizeof *triples);
    v7_part *parts = calloc((size_t)nt, sizeof *parts);
    const size_t ns = (size_t)1 << 20;
    uint64_t *h = malloc(ns * sizeof *h), *keys = malloc(ns * sizeof *keys), *tmp = malloc(ns * sizeof *tmp);
    uint32_t *t = malloc(ns * sizeof *t), *u = malloc(ns * sizeof *u);
    size_t *count = malloc(65536 * sizeof *count);
    int rc = TALON_E_NOMEM;
    if (!triples || !parts || !h || !keys || !tmp || !t || !u || !count)
        goto out;
    int nc = card_lists(r, bit, triples, first);
    int npairs = nc * (nc - 1) / 2;

    /* Pass 1 (talon): the weakest hand of each category;
     * pass 2 (both): the categories, counted. */
    uint32_t thr[EVAL_NCAT];
    for (int pass = 1; pass <= 2; pass++) {
        for (int i = 0; i < nt; i++) {
            memset(&parts[i], 0, sizeof parts[i]);
            for (int c = 0; c < EVAL_NCAT; c++)
                parts[i].low[c] = UINT32_MAX;
            parts[i].mis_key = UINT64_MAX;
        }
#pragma omp parallel num_threads(nt)
        {
            v7_part *pt = &parts[omp_get_thread_num()];
            uint32_t *tv = malloc(TAIL_MAX * sizeof *tv), *uv = malloc(TAIL_MAX * sizeof *uv);
            uint64_t *hv = malloc(TAIL_MAX * sizeof *hv);
            if (!tv || !uv || !hv)
                pt->fail = 1;
#pragma omp for schedule(dynamic, 1)
            for (int ab = 0; ab < npairs; ab++) {
                if (pt->fail)
                    continue;
                int a = 0, rest = ab;   /* the ab-th pair {a < b}, in order */
                while (rest >= nc - 1 - a)
                    rest -= nc - 1 - a, a++;
                int b = a + 1 + rest;
                for (int c = b + 1; c < nc; c++)
                    for (int d = c + 1; d < nc; d++) {
                        uint64_t m = bit[a] | bit[b] | bit[c] | bit[d];
                        const uint64_t *tail = triples + first[d + 1];
                        size_t n = (size_t)(first[nc] - first[d + 1]);
                        if (n == 0)
                            continue;
                        eval_batch_run(plan, m, tail, tv, n);
                        if (pass == 1) {
                            for (size_t i = 0; i < n; i++) {
                                int pos = (int)(tv[i] >> EVAL_CAT_SHIFT);
                                if (tv[i] < pt->low[pos])
                                    pt->low[pos] = tv[i], pt->weakest[pos] = m | tail[i];
                            }
                            continue;
                        }
                        for (size_t i = 0; i < n; i++) {
                            hv[i] = m | tail[i];
                            uv[i] = p->eval7(hv[i]);
                        }
                        for (size_t i = 0; i < n; i++) {
                            int tp = (int)(tv[i] >> EVAL_CAT_SHIFT), up = plug_pos(thr, uv[i]);
                            pt->expect[tp]++;
                            pt->count[up]++;
                            if (tp != up) {
                                uint64_t key = ((uint64_t)(((a * 64 + b) * 64 + c) * 64 + d) << 20) | i;
                                if (key < pt->mis_key)
                                    pt->mis_key = key, pt->mis_hand = hv[i], pt->tpos = tp, pt->upos = up;
                            }
                        }
                    }
            }
            free(tv);
            free(uv);
            free(hv);
        }
        for (int i = 0; i < nt; i++)
            if (parts[i].fail)
                goto out;
        if (pass == 1) {
            uint64_t weakest[EVAL_NCAT] = {0};
            uint32_t low[EVAL_NCAT];
            for (int c = 0; c < EVAL_NCAT; c++)
                low[c] = UINT32_MAX;
            for (int i = 0; i < nt; i++)
                for (int c = 0; c < EVAL_NCAT; c++)
                    if (parts[i].low[c] < low[c])
                        low[c] = parts[i].low[c], weakest[c] = parts[i].weakest[c];
            rc = TALON_E_INVAL;
            if (!thresholds(r, p->eval7, weakest, thr, v))
                goto out;
        }
    }
    uint64_t mis_key = UINT64_MAX, mismatch = 0;
    int tpos = 0, upos = 0;
    for (int i = 0; i < nt; i++) {
        for (int pos = 0; pos < EVAL_NCAT; pos++) {
            v->count[r->pos_cat[pos]] += parts[i].count[pos];
            v->expect[r->pos_cat[pos]] += parts[i].expect[pos];
            v->hands += parts[i].count[pos];
        }
        if (parts[i].mis_key < mis_key)
            mis_key = parts[i].mis_key, mismatch = parts[i].mis_hand, tpos = parts[i].tpos, upos = parts[i].upos;
    }
    rc = TALON_E_INVAL;
    if (!counts_agree(r, v, mismatch, tpos, upos))
        goto out;

    /* Pass 3: the order on a random sample. */
    random_hands(r, 7, h, ns, 0x7a10e5u, 77);
    eval_batch_run(plan, 0, h, t, ns);
#pragma omp parallel for num_threads(nt) schedule(static)
    for (size_t i = 0; i < ns; i += CHUNK) {
        size_t m = ns - i < CHUNK ? ns - i : CHUNK;
        for (size_t j = i; j < i + m; j++)
            u[j] = p->eval7(h[j]);
    }
    if (p->eval7_batch && !batch_agrees(p->eval7_batch, h, u, ns, tmp, v))
        goto out;
    for (size_t i = 0; i < ns; i++)
        keys[i] = (uint64_t)t[i] << 32 | u[i];
    v->ordered = ns;
    uint32_t ta, tb, ua, ub;
    if (!order_agrees(keys, tmp, ns, count, &ta, &tb, &ua, &ub)) {
        order_why(v, find_hand(h, t, u, ns, ta, ua), find_hand(h, t, u, ns, tb, ub), ta, tb, ua, ub);
        goto out;
    }
    rc = TALON_OK;
out:
    free(triples);
    free(parts);
    free(h);
    free(keys);
    free(tmp);
    free(t);
    free(u);
    free(count);
    return rc;
}

int bench_plugin_verify(const bench_plugin *p, int cards, int threads, bench_verify *v)
{
    if (!v)
        return TALON_E_INVAL;
    memset(v, 0, sizeof *v);
    v->cards = cards;
    if (!p || !p->eval5 || (cards != 5 && cards != 7) || threads < 0) {
        why_set(v->why, sizeof v->why, "%s", "invalid arguments");
        return TALON_E_INVAL;
    }
    if (cards == 7 && !p->eval7) {
        why_set(v->why, sizeof v->why, "the plug-in has no %s", TALON_EVALUATOR_SYM_EVAL7);
        return TALON_E_INVAL;
    }
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    eval_batch_plan plan;
    eval_batch_plan_init(&plan, &r, EVAL_ISA_AUTO);
    int nt = threads ? threads : omp_get_max_threads();
    int rc = cards == 5 ? verify5(p, &r, &plan, nt, v) : verify7(p, &r, &plan, nt, v);
    if (rc == TALON_E_NOMEM)
        why_set(v->why, sizeof v->why, "%s", "out of memory");
    v->ok = rc == TALON_OK;
    return rc;
}

/* ---- the machine ------------------------------------------------------------------------ */

void bench_cpu_name(char *buf, size_t size)
{
    if (!buf || size == 0)
        return;
    snprintf(buf, size, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) != 0)
            continue;
        const char *c = strchr(line, ':');
        if (!c)
            break;
        c++;
        while (*c == ' ' || *c == '\t')
            c++;
        size_t n = strcspn(c, "\n");
        snprintf(buf, size, "%.*s", (int)n, c);
        break;
    }
    fclose(f);
}

double bench_load(void)
{
    FILE *f = fopen("/proc/loadavg", "r");
    if (!f)
        return -1;
    double load = -1;
    if (fscanf(f, "%lf", &load) != 1)
        load = -1;
    fclose(f);
    return load;
}
