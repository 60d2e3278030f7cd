/* eval_batch.h - evaluate many hands at once with SIMD (AVX-512, AVX2),
 * chosen at run time, with exactly eval7's values.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     eval_batch_plan p;
 *     eval_batch_plan_init(&p, &r, EVAL_ISA_AUTO);    // once per rules; picks the CPU's best path
 *     eval_batch_run(&p, 0, hands, values, n);        // values[i] = eval7(&r, hands[i])
 *
 *     // enumeration: the same prefix of cards (a board, the first cards of a
 *     // nested loop) joined to each hand of a list
 *     eval_batch_run(&p, board, tails, values, n);    // values[i] = eval7(&r, board | tails[i])
 *
 *     eval_batch(&r, hands, values, n);               // one-off: plan and run in one call
 *
 *     // the fastest form for a list used many times: suit-major arrays
 *     uint16_t *s[4] = {s0, s1, s2, s3};                // n entries each
 *     eval_batch_suits_fill(tails, n, s);
 *     eval_batch_run_suits(&p, board, (const uint16_t *const *)s, values, n);
 *
 * Values.  values[i] is bit for bit eval7(r, base | hands[i]) (eval.h), so it
 * is also eval5's value on five cards: each hand (base | hands[i]) must hold
 * 5, 6 or 7 cards of r's deck (not checked: other words give unspecified
 * values, never undefined behaviour).  Every path gives the same values;
 * tests/test_eval_batch.c checks each path against eval7 on every rules
 * variant.
 *
 * Paths (enum eval_isa):
 *   EVAL_ISA_AVX512  32 hands per step in 16-bit lanes of 512-bit registers;
 *                    needs AVX-512 F, BW and BITALG (vpopcntw): Intel Ice
 *                    Lake and later, AMD Zen 4 and later.
 *   EVAL_ISA_AVX2    16 hands per step in 256-bit registers (popcounts by
 *                    nibble lookup); any x86-64 CPU since 2013 or so.
 *   EVAL_ISA_SCALAR  one hand at a time with eval7; portable.
 * The SIMD paths are compiled with target attributes, whatever the build's
 * -march, and used only when __builtin_cpu_supports says the CPU has them.
 * On other architectures only the scalar path exists.
 *
 * Speed (bench/RESULTS.md): on the AVX-512 test machine the AVX-512 path
 * does over 1 000 M hands/s on one core, random 7-card hands from an array;
 * calls on short lists pay a fixed cost of a few nanoseconds, so give it
 * hands by the hundred or more.
 *
 * Thread safety: a plan is never modified after eval_batch_plan_init and may
 * be shared read-only by any number of threads; it holds a pointer to its
 * rules, which must outlive it and stay unchanged.
 */
#ifndef TALON_EVAL_BATCH_H
#define TALON_EVAL_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules.h"

enum eval_isa {
    EVAL_ISA_AUTO = 0,   /* the best path this CPU supports */
    EVAL_ISA_SCALAR,
    EVAL_ISA_AVX2,
    EVAL_ISA_AVX512,
    EVAL_ISA_N
};

/* A rules object bound to a path, with the per-rules constants the SIMD
 * kernels load (category positions by rank pattern, kicker counts...).
 * Plain data, about 200 bytes; the fields are private to eval_batch.c. */
typedef struct eval_batch_plan {
    const rules *r;
    enum eval_isa isa;      /* the resolved path (never EVAL_ISA_AUTO) */
    /* Indexed by the rank pattern n2 + 4 [trips] + 8 [quads], n2 = number
     * of ranks held two times or more (0..3): the category position << 10,
     * the number of kickers, and 0 for a full house (its kicker is the
     * best other pair) else 0xffff. */
    uint16_t pos[32], kick[32], notfull[32];
    uint16_t p_straight, p_flush, p_sflush;   /* category positions << 10 */
    uint16_t ace_shift, wheel;                /* see eval__straight (eval.h) */
} eval_batch_plan;

/* Is a path available on this CPU (and in this build)?  EVAL_ISA_AUTO and
 * EVAL_ISA_SCALAR always are. */
bool eval_batch_supported(enum eval_isa isa);

/* The path EVAL_ISA_AUTO resolves to on this CPU. */
enum eval_isa eval_batch_best(void);

/* "auto", "scalar", "avx2", "avx512"; "?" for a value out of range. */
const char *eval_isa_name(enum eval_isa isa);

/* Bind rules to a path (EVAL_ISA_AUTO: eval_batch_best()).  Returns
 * TALON_OK, TALON_E_INVAL (NULL p or r) or TALON_E_RANGE (isa out of range,
 * or not supported on this CPU: p is then left unusable). */
int eval_batch_plan_init(eval_batch_plan *p, const rules *r, enum eval_isa isa);

/* values[i] = eval7(p->r, base | hands[i]) for 0 <= i < n (n may be 0).
 * hands and values need no particular alignment and must not overlap. */
void eval_batch_run(const eval_batch_plan *p, uint64_t base, const uint64_t *hands, uint32_t *values,
                    size_t n);

/* The same hands given suit-major ("structure of arrays"): hand i is
 *     base | suits[0][i] | suits[1][i] << 16 | suits[2][i] << 32 | suits[3][i] << 48,
 * each suits[k][i] a 13-bit rank mask (suit k's cards).  This is the form
 * the SIMD kernels compute on: from 64-bit hands they first transpose 32
 * hands into it (about 15% of their time), so a list evaluated many times
 * over, like the card triples of an enumeration with a different base each
 * time, is worth converting once (eval_batch_suits_fill).  The arrays need
 * no alignment; values[i] = eval7(p->r, hand i). */
void eval_batch_run_suits(const eval_batch_plan *p, uint64_t base, const uint16_t *const suits[4], uint32_t *values,
                          size_t n);

/* suits[k][i] = suit k of hands[i] (the rank bits 16k..16k+12), i < n. */
void eval_batch_suits_fill(const uint64_t *hands, size_t n, uint16_t *const suits[4]);

/* values[i] = eval7(r, hands[i]) on the best path: a plan made and used once. */
void eval_batch(const rules *r, const uint64_t *hands, uint32_t *values, size_t n);

#endif
