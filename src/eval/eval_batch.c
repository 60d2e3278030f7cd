/* eval_batch.c - eval7 over arrays of hands, with hand-written SIMD kernels.
 *
 * Why hand-written.  GCC vectorises a plain loop over eval7 (eval.h) at
 * about 850 M hands/s on the AVX-512 test machine, with some 220
 * instructions per 32 hands.  The same formulas written with intrinsics take
 * about 95, because AVX-512 has what plain C cannot express:
 *   - vpternlog: any function of three bit vectors in one instruction (the
 *     half adders' outputs, the straight test, the kicker masks);
 *   - mask registers: a "select" is one masked move, a conditional "drop
 *     the lowest bit" one masked AND;
 *   - vpermw: a 32-entry table of 16-bit words in a register, indexed per
 *     lane, so the rules' category positions and kicker counts are looked
 *     up instead of computed;
 *   - vpopcntw (BITALG): a popcount per 16-bit lane.
 * And one shortcut that is only worth it in SIMD: a flush beats every
 * straight in every order (rules.h), so with a flush the straight test runs
 * on the flush suit (straight flush or nothing) and without one on all the
 * ranks; one straight test instead of two.
 *
 * Layout.  A step takes 32 hands (four 512-bit loads of 8 hands), transposes
 * them into four registers s0..s3, one per suit, each holding the 13-bit
 * rank mask of that suit for the 32 hands in 16-bit lanes (vpermt2w, then
 * vshufi64x2 to put hands 0..15 and 16..31 side by side), computes, and
 * writes the 32-bit values back in hand order (vpermt2w interleaving the
 * low and high 16-bit halves of each value).  A tail of fewer than 32 hands
 * is one more step with masked loads and stores (AVX-512) or goes through a
 * zero-padded local copy (AVX2).  The AVX2 kernel is the same
 * computation on 16 hands in 256-bit registers: compare results instead of
 * mask registers, blends, pshufb for the tables and for nibble popcounts.
 *
 * The formulas (eval.h has them with the scalar code; s_i = rank mask of
 * suit i, x0 = s0^s2, y0 = s0&s2, x1 = s1^s3, y1 = s1&s3):
 *   any = s0|s1|s2|s3,  p2 = (y0|y1) | (x0&x1)   (count >= 2),
 *   p3 = maj(x0|x1, y0, y1)                       (count >= 3),  p4 = y0&y1;
 *   flush suit fm = the s_i with popcount >= 5 (at most one), f5 = its top
 *   five (drop the lowest bit once if it has 6, twice if 7);
 *   m = fm if there is a flush, else any; straight top = the best run of m
 *   (eval__straight); with a flush it is a straight flush;
 *   G = quads ? p4 : trips ? p3 : p2; major = G less its lowest bit when
 *   popcount(G) + [trips] >= 3 (two trips, three pairs);
 *   idx = popcount(p2) + 4 [trips] + 8 [quads] -> the category position,
 *   the kicker count k, and whether it is a full house (its kicker is then
 *   the best other rank held twice, not the best other rank);
 *   kickers = the other ranks (the other pairs for a full house) less their
 *   lowest popcount - k (0..2) bits;
 *   value = the rank pattern's value, or the straight / flush / straight
 *   flush candidate when its category position is higher.
 * Category positions are kept shifted left by 10, so the value's high 16
 * bits are position << 10 | major >> 3 and its low 16 bits major << 13 |
 * minor, as in eval.h's layout.
 *
 * Dispatch.  eval_batch_plan_init resolves the path once
 * (__builtin_cpu_supports) and fills the constants; eval_batch_run branches
 * on the plan's path.  No global state.
 */
#include <string.h>

#include "err.h"
#include "eval.h"
#include "eval_batch.h"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define EB_X86 1
#include <immintrin.h>
#endif

/* Hands per step of the widest kernel, and the size of the tail buffer. */
#define EB_STEP 32

/* Ternary-logic immediates: the truth table of f(a, b, c) is f(0xf0, 0xcc, 0xaa). */
#define TL_A 0xf0
#define TL_B 0xcc
#define TL_C 0xaa
#define TL_OR3 (TL_A | TL_B | TL_C)
#define TL_A_OR_BC (TL_A | (TL_B & TL_C))
#define TL_MAJ ((TL_A & TL_B) | (TL_A & TL_C) | (TL_B & TL_C))
#define TL_AND3 (TL_A & TL_B & TL_C)
#define TL_A_AND_B_OR_C (TL_A & (TL_B | TL_C))

/* ---- scalar -------------------------------------------------------------- */

static void run_scalar(const eval_batch_plan *p, uint64_t base, const uint64_t *h, uint32_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t x = base | h[i];
#ifdef EB_X86
        /* One hand at a time, as documented: keep GCC from vectorising this
         * loop with whatever -march allows (the fallback must run anywhere
         * the build runs; the SIMD paths are the two others). */
        __asm__("" : "+r"(x));
#endif
        v[i] = eval7(p->r, x);
    }
}

static void run_scalar_suits(const eval_batch_plan *p, uint64_t base, const uint16_t *const u[4], uint32_t *v,
                             size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t x = base | (uint64_t)u[0][i] | (uint64_t)u[1][i] << 16 | (uint64_t)u[2][i] << 32
                     | (uint64_t)u[3][i] << 48;
#ifdef EB_X86
        __asm__("" : "+r"(x));
#endif
        v[i] = eval7(p->r, x);
    }
}

#ifdef EB_X86

/* ---- AVX-512 ------------------------------------------------------------- */

#define T512 __attribute__((target("avx512f,avx512bw,avx512bitalg")))
#define I512 static inline __attribute__((always_inline, target("avx512f,avx512bw,avx512bitalg")))

/* Word indexes for vpermt2w (0..31: the first register, 32..63: the second).
 * Transposition: output word k is word 4 * hand + suit of the pair (A, B),
 * hand = k & 15 and suit = k >> 4 (+ 2 for EB_TR23).  Output: 32-bit value j
 * takes its low half from lo[j] and its high half from hi[j] (word 32 + j),
 * j = 0..15 (EB_OUT0) or 16..31 (EB_OUT1). */
#define EB_Q4(f, k) f(k), f(k + 1), f(k + 2), f(k + 3)
#define EB_Q16(f, k) EB_Q4(f, k), EB_Q4(f, k + 4), EB_Q4(f, k + 8), EB_Q4(f, k + 12)
#define EB_Q32(f) EB_Q16(f, 0), EB_Q16(f, 16)
#define EB_TR01_K(k) (4 * ((k) & 15) + ((k) >> 4))
#define EB_TR23_K(k) (4 * ((k) & 15) + 2 + ((k) >> 4))
#define EB_OUT0_K(k) (((k) & 1) * 32 + ((k) >> 1))
#define EB_OUT1_K(k) (((k) & 1) * 32 + 16 + ((k) >> 1))
static const uint16_t EB_TR01[32] = {EB_Q32(EB_TR01_K)};
static const uint16_t EB_TR23[32] = {EB_Q32(EB_TR23_K)};
static const uint16_t EB_OUT0[32] = {EB_Q32(EB_OUT0_K)};
static const uint16_t EB_OUT1[32] = {EB_Q32(EB_OUT1_K)};

/* Constants of one kernel call, in registers. */
typedef struct k512c {
    __m512i tr01, tr23, out0, out1;   /* transposition / interleaving indices */
    __m512i pos, kick, notfull;       /* the plan's tables */
    __m512i ones, one, two, four, five, six, eight, wheel;
    __m512i p_st, p_fl, p_sf;
    __m128i ace_shift;
} k512c;

/* x & (x - 1) where k is set (drop the lowest bit), x elsewhere: x & (k ? x - 1 : x). */
I512 __m512i drop_low512(__m512i x, __mmask32 k, __m512i ones)
{
    return _mm512_and_si512(x, _mm512_mask_add_epi16(x, k, x, ones));
}

/* The four suit registers of 32 hands (64-bit words at h, base OR-ed in);
 * only the first `live` (1..32) are loaded when `live` is below 32 (masked
 * loads, touching no memory beyond them; the other lanes are garbage). */
I512 void load512(const k512c *c, __m512i base, const uint64_t *h, unsigned live, __m512i s[4])
{
    __m512i A, B, C, D;
    if (live >= 32) {
        A = _mm512_loadu_si512((const void *)h);
        B = _mm512_loadu_si512((const void *)(h + 8));
        C = _mm512_loadu_si512((const void *)(h + 16));
        D = _mm512_loadu_si512((const void *)(h + 24));
    } else {
        uint32_t lm = (uint32_t)((1ull << live) - 1);   /* bit i: hand i is live */
        A = _mm512_maskz_loadu_epi64((__mmask8)lm, h);
        B = _mm512_maskz_loadu_epi64((__mmask8)(lm >> 8), h + 8);
        C = _mm512_maskz_loadu_epi64((__mmask8)(lm >> 16), h + 16);
        D = _mm512_maskz_loadu_epi64((__mmask8)(lm >> 24), h + 24);
    }
    A = _mm512_or_si512(A, base);
    B = _mm512_or_si512(B, base);
    C = _mm512_or_si512(C, base);
    D = _mm512_or_si512(D, base);
    /* Transpose: AB01 = [suit 0 of hands 0..15 | suit 1 of hands 0..15], ... */
    __m512i AB01 = _mm512_permutex2var_epi16(A, c->tr01, B), AB23 = _mm512_permutex2var_epi16(A, c->tr23, B);
    __m512i CD01 = _mm512_permutex2var_epi16(C, c->tr01, D), CD23 = _mm512_permutex2var_epi16(C, c->tr23, D);
    s[0] = _mm512_shuffle_i64x2(AB01, CD01, 0x44);
    s[1] = _mm512_shuffle_i64x2(AB01, CD01, 0xee);
    s[2] = _mm512_shuffle_i64x2(AB23, CD23, 0x44);
    s[3] = _mm512_shuffle_i64x2(AB23, CD23, 0xee);
}

/* The same from suit-major arrays (no transposition): suit k of hand i is
 * u[k][i]; base[k] is the base's suit k in every lane. */
I512 void load512_suits(const uint16_t *const u[4], size_t i, const __m512i base[4], unsigned live, __m512i s[4])
{
    for (int k = 0; k < 4; k++) {
        __m512i x = live >= 32 ? _mm512_loadu_si512((const void *)(u[k] + i))
                               : _mm512_maskz_loadu_epi16((__mmask32)((1ull << live) - 1), u[k] + i);
        s[k] = _mm512_or_si512(x, base[k]);
    }
}

/* 32 hands as suit registers to 32 values at v (only `live` of them stored). */
I512 void core512(const k512c *c, const __m512i s[4], uint32_t *v, unsigned live)
{
    __m512i s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
    /* Rank counts. */
    __m512i x0 = _mm512_xor_si512(s0, s2), y0 = _mm512_and_si512(s0, s2);
    __m512i x1 = _mm512_xor_si512(s1, s3), y1 = _mm512_and_si512(s1, s3);
    __m512i any = _mm512_or_si512(_mm512_ternarylogic_epi32(s0, s1, s2, TL_OR3), s3);
    __m512i p2 = _mm512_ternarylogic_epi32(_mm512_or_si512(y0, y1), x0, x1, TL_A_OR_BC);
    __m512i p3 = _mm512_ternarylogic_epi32(_mm512_or_si512(x0, x1), y0, y1, TL_MAJ);
    __m512i p4 = _mm512_and_si512(y0, y1);

    /* Flush: the suit with five cards or more, and its top five. */
    __mmask32 f0 = _mm512_cmpgt_epu16_mask(_mm512_popcnt_epi16(s0), c->four);
    __mmask32 f1 = _mm512_cmpgt_epu16_mask(_mm512_popcnt_epi16(s1), c->four);
    __mmask32 f2 = _mm512_cmpgt_epu16_mask(_mm512_popcnt_epi16(s2), c->four);
    __mmask32 f3 = _mm512_cmpgt_epu16_mask(_mm512_popcnt_epi16(s3), c->four);
    __m512i fm = _mm512_maskz_mov_epi16(f0, s0);
    fm = _mm512_mask_mov_epi16(fm, f1, s1);
    fm = _mm512_mask_mov_epi16(fm, f2, s2);
    fm = _mm512_mask_mov_epi16(fm, f3, s3);
    __m512i nf = _mm512_popcnt_epi16(fm);
    __mmask32 kfl = _mm512_cmpgt_epu16_mask(nf, c->four);
    __m512i f5 = drop_low512(fm, _mm512_cmpgt_epu16_mask(nf, c->five), c->ones);
    f5 = drop_low512(f5, _mm512_cmpgt_epu16_mask(nf, c->six), c->ones);

    /* Straight (on all ranks) or straight flush (on the flush suit):
     * below = m << 4 | (m >> ace_shift & wheel), run = m & m<<1 & m<<2 & m<<3 & below,
     * top = run & ~(run >> 1). */
    __m512i m = _mm512_mask_mov_epi16(any, kfl, fm);
    __m512i below = _mm512_ternarylogic_epi32(_mm512_slli_epi16(m, 4), _mm512_srl_epi16(m, c->ace_shift),
                                              c->wheel, TL_A_OR_BC);
    __m512i a = _mm512_and_si512(m, _mm512_slli_epi16(m, 1));
    __m512i run = _mm512_ternarylogic_epi32(a, _mm512_slli_epi16(a, 2), below, TL_AND3);
    __m512i top = _mm512_andnot_si512(_mm512_srli_epi16(run, 1), run);
    __mmask32 kst = _mm512_test_epi16_mask(top, top);

    /* Rank pattern: group ranks, category, kickers. */
    __mmask32 k3 = _mm512_test_epi16_mask(p3, p3), k4 = _mm512_test_epi16_mask(p4, p4);
    __m512i G = _mm512_mask_mov_epi16(p2, k3, p3);
    G = _mm512_mask_mov_epi16(G, k4, p4);
    __m512i ng = _mm512_popcnt_epi16(G);
    ng = _mm512_mask_add_epi16(ng, k3, ng, c->one);
    __m512i major = drop_low512(G, _mm512_cmpgt_epu16_mask(ng, c->two), c->ones);
    __m512i idx = _mm512_popcnt_epi16(p2);
    idx = _mm512_mask_add_epi16(idx, k3, idx, c->four);
    idx = _mm512_mask_add_epi16(idx, k4, idx, c->eight);
    __m512i pos = _mm512_permutexvar_epi16(idx, c->pos);
    __m512i kick = _mm512_permutexvar_epi16(idx, c->kick);
    __m512i nfull = _mm512_permutexvar_epi16(idx, c->notfull);
    /* ms = (any ^ major) & (p2 | notfull): the other ranks, or the other pairs */
    __m512i ms = _mm512_ternarylogic_epi32(_mm512_xor_si512(any, major), p2, nfull, TL_A_AND_B_OR_C);
    __m512i excess = _mm512_sub_epi16(_mm512_popcnt_epi16(ms), kick);   /* 0..2 */
    __m512i minor = drop_low512(ms, _mm512_cmpgt_epi16_mask(excess, _mm512_setzero_si512()), c->ones);
    minor = drop_low512(minor, _mm512_cmpgt_epi16_mask(excess, c->one), c->ones);

    /* The straight / flush / straight flush candidate, if it ranks higher. */
    __m512i sp = _mm512_maskz_mov_epi16(kst, c->p_st);
    sp = _mm512_mask_mov_epi16(sp, kfl, c->p_fl);
    sp = _mm512_mask_mov_epi16(sp, kfl & kst, c->p_sf);
    __m512i smin = _mm512_mask_mov_epi16(f5, kst, top);
    __mmask32 kspec = _mm512_cmpgt_epu16_mask(sp, pos);
    __m512i hi = _mm512_or_si512(pos, _mm512_srli_epi16(major, 3));
    __m512i lo = _mm512_or_si512(_mm512_slli_epi16(major, 13), minor);
    hi = _mm512_mask_mov_epi16(hi, kspec, sp);
    lo = _mm512_mask_mov_epi16(lo, kspec, smin);
    __m512i v0 = _mm512_permutex2var_epi16(lo, c->out0, hi), v1 = _mm512_permutex2var_epi16(lo, c->out1, hi);
    if (live >= 32) {
        _mm512_storeu_si512((void *)v, v0);
        _mm512_storeu_si512((void *)(v + 16), v1);
    } else {
        uint32_t lm = (uint32_t)((1ull << live) - 1);
        _mm512_mask_storeu_epi32(v, (__mmask16)lm, v0);
        _mm512_mask_storeu_epi32(v + 16, (__mmask16)(lm >> 16), v1);
    }
}

/* The kernel's constants for a plan. */
I512 void init512(k512c *cp, const eval_batch_plan *p)
{
    *cp = (k512c){
        .tr01 = _mm512_loadu_si512(EB_TR01), .tr23 = _mm512_loadu_si512(EB_TR23),
        .out0 = _mm512_loadu_si512(EB_OUT0), .out1 = _mm512_loadu_si512(EB_OUT1),
        .pos = _mm512_loadu_si512(p->pos), .kick = _mm512_loadu_si512(p->kick),
        .notfull = _mm512_loadu_si512(p->notfull),
        .ones = _mm512_set1_epi16(-1), .one = _mm512_set1_epi16(1), .two = _mm512_set1_epi16(2),
        .four = _mm512_set1_epi16(4), .five = _mm512_set1_epi16(5), .six = _mm512_set1_epi16(6),
        .eight = _mm512_set1_epi16(8), .wheel = _mm512_set1_epi16((short)p->wheel),
        .p_st = _mm512_set1_epi16((short)p->p_straight), .p_fl = _mm512_set1_epi16((short)p->p_flush),
        .p_sf = _mm512_set1_epi16((short)p->p_sflush),
        .ace_shift = _mm_cvtsi32_si128(p->ace_shift),
    };
}

T512 static void run_avx512(const eval_batch_plan *p, uint64_t base, const uint64_t *h, uint32_t *v, size_t n)
{
    k512c c;
    init512(&c, p);
    __m512i b = _mm512_set1_epi64((long long)base), s[4];
    size_t i = 0;
    for (; i + EB_STEP <= n; i += EB_STEP) {
        load512(&c, b, h + i, 32, s);
        core512(&c, s, v + i, 32);
    }
    if (i < n) {
        load512(&c, b, h + i, (unsigned)(n - i), s);
        core512(&c, s, v + i, (unsigned)(n - i));
    }
}

T512 static void run_avx512_suits(const eval_batch_plan *p, uint64_t base, const uint16_t *const u[4],
                                  uint32_t *v, size_t n)
{
    k512c c;
    init512(&c, p);
    __m512i b[4], s[4];
    for (int k = 0; k < 4; k++)
        b[k] = _mm512_set1_epi16((short)(base >> 16 * k & 0xffff));
    size_t i = 0;
    for (; i + EB_STEP <= n; i += EB_STEP) {
        load512_suits(u, i, b, 32, s);
        core512(&c, s, v + i, 32);
    }
    if (i < n) {
        load512_suits(u, i, b, (unsigned)(n - i), s);
        core512(&c, s, v + i, (unsigned)(n - i));
    }
}

/* ---- AVX2 ---------------------------------------------------------------- */

#define I256 static inline __attribute__((always_inline, target("avx2")))
#define T256 __attribute__((target("avx2")))

typedef struct k256c {
    __m256i tr, nib, lut, bytes1;
    __m256i pos, kick, notfull;   /* byte tables for pshufb (16 entries, both lanes) */
    __m256i ones, one, two, four, five, six, eight, lo8, wheel;
    __m256i p_st, p_fl, p_sf;
    __m128i ace_shift;
} k256c;

/* Popcount of each 16-bit lane: nibble lookups, then the two bytes summed. */
I256 __m256i pc256(const k256c *c, __m256i x)
{
    __m256i lo = _mm256_shuffle_epi8(c->lut, _mm256_and_si256(x, c->nib));
    __m256i hi = _mm256_shuffle_epi8(c->lut, _mm256_and_si256(_mm256_srli_epi16(x, 4), c->nib));
    return _mm256_maddubs_epi16(_mm256_add_epi8(lo, hi), c->bytes1);
}

/* Where mask (0 / -1 per lane) is set, b, else a.  (Not _mm256_blendv_epi8:
 * with it this kernel gave wrong values when built by GCC 12.2 at -O3
 * -march=native on the AVX-512 test machine, and right ones at -O1 or with
 * -mavx2 alone; not investigated further.  AND/ANDNOT/OR is exact, and GCC
 * makes one vpternlog of it where AVX-512 is enabled.) */
I256 __m256i sel256(__m256i a, __m256i b, __m256i mask)
{
    return _mm256_or_si256(_mm256_and_si256(mask, b), _mm256_andnot_si256(mask, a));
}
/* -1 where x != 0 */
I256 __m256i nz256(__m256i x) { return _mm256_xor_si256(_mm256_cmpeq_epi16(x, _mm256_setzero_si256()), _mm256_set1_epi16(-1)); }
I256 __m256i drop_low256(__m256i x, __m256i mask, __m256i ones)
{
    return sel256(x, _mm256_and_si256(x, _mm256_add_epi16(x, ones)), mask);
}
/* Table lookup t[idx] of a 16-entry byte table, idx 0..15 per 16-bit lane:
 * the low byte of each lane gets t[idx], the high byte t[0] (idx's high byte is 0). */
I256 __m256i look256(__m256i t, __m256i idx) { return _mm256_shuffle_epi8(t, idx); }

/* The four suit registers of 16 hands (64-bit words at h, base OR-ed in). */
I256 void load256(const k256c *c, __m256i base, const uint64_t *h, __m256i s[4])
{
    /* Transpose.  In each 128-bit lane (two hands) pshufb groups the words by
     * suit: dword j = suit j of the two hands; then 32- and 64-bit unpacks
     * gather each suit of 16 hands, lane 0 holding hands 0,1,4,5,8,9,12,13
     * and lane 1 hands 2,3,6,7,10,11,14,15 (undone by core256). */
    __m256i A = _mm256_shuffle_epi8(_mm256_or_si256(_mm256_loadu_si256((const void *)h), base), c->tr);
    __m256i B = _mm256_shuffle_epi8(_mm256_or_si256(_mm256_loadu_si256((const void *)(h + 4)), base), c->tr);
    __m256i C = _mm256_shuffle_epi8(_mm256_or_si256(_mm256_loadu_si256((const void *)(h + 8)), base), c->tr);
    __m256i D = _mm256_shuffle_epi8(_mm256_or_si256(_mm256_loadu_si256((const void *)(h + 12)), base), c->tr);
    __m256i AB01 = _mm256_unpacklo_epi32(A, B), AB23 = _mm256_unpackhi_epi32(A, B);
    __m256i CD01 = _mm256_unpacklo_epi32(C, D), CD23 = _mm256_unpackhi_epi32(C, D);
    s[0] = _mm256_unpacklo_epi64(AB01, CD01);
    s[1] = _mm256_unpackhi_epi64(AB01, CD01);
    s[2] = _mm256_unpacklo_epi64(AB23, CD23);
    s[3] = _mm256_unpackhi_epi64(AB23, CD23);
}

/* 16 hands as suit registers to 16 values at v; natural: the lanes hold
 * hands 0..15 in order (suit-major input), else load256's order. */
I256 void core256(const k256c *c, const __m256i s[4], uint32_t *v, bool natural)
{
    __m256i s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
    __m256i x0 = _mm256_xor_si256(s0, s2), y0 = _mm256_and_si256(s0, s2);
    __m256i x1 = _mm256_xor_si256(s1, s3), y1 = _mm256_and_si256(s1, s3);
    __m256i any = _mm256_or_si256(_mm256_or_si256(s0, s1), _mm256_or_si256(s2, s3));
    __m256i oy = _mm256_or_si256(y0, y1), ox = _mm256_or_si256(x0, x1);
    __m256i p4 = _mm256_and_si256(y0, y1);
    __m256i p2 = _mm256_or_si256(oy, _mm256_and_si256(x0, x1));
    __m256i p3 = _mm256_or_si256(_mm256_and_si256(ox, oy), p4);

    __m256i fm = _mm256_and_si256(s0, _mm256_cmpgt_epi16(pc256(c, s0), c->four));
    fm = sel256(fm, s1, _mm256_cmpgt_epi16(pc256(c, s1), c->four));
    fm = sel256(fm, s2, _mm256_cmpgt_epi16(pc256(c, s2), c->four));
    fm = sel256(fm, s3, _mm256_cmpgt_epi16(pc256(c, s3), c->four));
    __m256i nf = pc256(c, fm);
    __m256i kfl = _mm256_cmpgt_epi16(nf, c->four);
    __m256i f5 = drop_low256(fm, _mm256_cmpgt_epi16(nf, c->five), c->ones);
    f5 = drop_low256(f5, _mm256_cmpgt_epi16(nf, c->six), c->ones);

    __m256i m = sel256(any, fm, kfl);
    __m256i below = _mm256_or_si256(_mm256_slli_epi16(m, 4),
                                    _mm256_and_si256(_mm256_srl_epi16(m, c->ace_shift), c->wheel));
    __m256i a = _mm256_and_si256(m, _mm256_slli_epi16(m, 1));
    __m256i run = _mm256_and_si256(_mm256_and_si256(a, _mm256_slli_epi16(a, 2)), below);
    __m256i top = _mm256_andnot_si256(_mm256_srli_epi16(run, 1), run);
    __m256i kst = nz256(top);

    __m256i k3 = nz256(p3), k4 = nz256(p4);
    __m256i G = sel256(p2, p3, k3);
    G = sel256(G, p4, k4);
    __m256i ng = _mm256_sub_epi16(pc256(c, G), k3);   /* + [trips]: k3 is -1 */
    __m256i major = drop_low256(G, _mm256_cmpgt_epi16(ng, c->two), c->ones);
    __m256i idx = _mm256_or_si256(pc256(c, p2), _mm256_and_si256(k3, c->four));
    idx = _mm256_or_si256(idx, _mm256_and_si256(k4, c->eight));
    __m256i pos = _mm256_slli_epi16(look256(c->pos, idx), 8);      /* table: position << 2 */
    __m256i kick = _mm256_and_si256(look256(c->kick, idx), c->lo8);
    __m256i nfull = _mm256_srai_epi16(_mm256_slli_epi16(look256(c->notfull, idx), 8), 8);   /* 0xff -> 0xffff */
    __m256i ms = _mm256_and_si256(_mm256_xor_si256(any, major), _mm256_or_si256(p2, nfull));
    __m256i excess = _mm256_sub_epi16(pc256(c, ms), kick);
    __m256i minor = drop_low256(ms, _mm256_cmpgt_epi16(excess, _mm256_setzero_si256()), c->ones);
    minor = drop_low256(minor, _mm256_cmpgt_epi16(excess, c->one), c->ones);

    __m256i sp = _mm256_and_si256(kst, c->p_st);
    sp = sel256(sp, c->p_fl, kfl);
    sp = sel256(sp, c->p_sf, _mm256_and_si256(kfl, kst));
    __m256i smin = sel256(f5, top, kst);
    __m256i kspec = _mm256_cmpgt_epi16(sp, pos);   /* positions << 10 < 2^15: signed compare is fine */
    __m256i hi = sel256(_mm256_or_si256(pos, _mm256_srli_epi16(major, 3)), sp, kspec);
    __m256i lo = sel256(_mm256_or_si256(_mm256_slli_epi16(major, 13), minor), smin, kspec);
    __m256i ul = _mm256_unpacklo_epi16(lo, hi), uh = _mm256_unpackhi_epi16(lo, hi), v0, v1;
    if (natural) {
        /* ul: hands 0-3 | 8-11, uh: 4-7 | 12-15 */
        v0 = _mm256_permute2x128_si256(ul, uh, 0x20);
        v1 = _mm256_permute2x128_si256(ul, uh, 0x31);
    } else {
        /* ul: hands 0,1,4,5 | 2,3,6,7; the 64-bit permute 0,2,1,3 restores the order */
        v0 = _mm256_permute4x64_epi64(ul, 0xd8);
        v1 = _mm256_permute4x64_epi64(uh, 0xd8);
    }
    _mm256_storeu_si256((void *)v, v0);
    _mm256_storeu_si256((void *)(v + 8), v1);
}

I256 void init256(k256c *cp, const eval_batch_plan *p)
{
    uint8_t pos[32], kick[32], notfull[32];
    for (int k = 0; k < 16; k++) {
        pos[k] = pos[k + 16] = (uint8_t)(p->pos[k] >> 8);
        kick[k] = kick[k + 16] = (uint8_t)p->kick[k];
        notfull[k] = notfull[k + 16] = (uint8_t)p->notfull[k];
    }
    *cp = (k256c){
        /* per 128-bit lane: words 0,4,1,5,2,6,3,7 (bytes 0-1, 8-9, 2-3, ...) */
        .tr = _mm256_setr_epi8(0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15,
                               0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15),
        .nib = _mm256_set1_epi8(0x0f),
        .lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4),
        .bytes1 = _mm256_set1_epi8(1),
        .pos = _mm256_loadu_si256((const void *)pos), .kick = _mm256_loadu_si256((const void *)kick),
        .notfull = _mm256_loadu_si256((const void *)notfull),
        .ones = _mm256_set1_epi16(-1), .one = _mm256_set1_epi16(1), .two = _mm256_set1_epi16(2),
        .four = _mm256_set1_epi16(4), .five = _mm256_set1_epi16(5), .six = _mm256_set1_epi16(6),
        .eight = _mm256_set1_epi16(8), .lo8 = _mm256_set1_epi16(0xff),
        .wheel = _mm256_set1_epi16((short)p->wheel),
        .p_st = _mm256_set1_epi16((short)p->p_straight), .p_fl = _mm256_set1_epi16((short)p->p_flush),
        .p_sf = _mm256_set1_epi16((short)p->p_sflush),
        .ace_shift = _mm_cvtsi32_si128(p->ace_shift),
    };
}

T256 static void run_avx2(const eval_batch_plan *p, uint64_t base, const uint64_t *h, uint32_t *v, size_t n)
{
    k256c c;
    init256(&c, p);
    __m256i b = _mm256_set1_epi64x((long long)base), s[4];
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        load256(&c, b, h + i, s);
        core256(&c, s, v + i, false);
    }
    if (i < n) {
        uint64_t th[16] = {0};
        uint32_t tv[16];
        memcpy(th, h + i, (n - i) * sizeof *h);
        load256(&c, b, th, s);
        core256(&c, s, tv, false);
        memcpy(v + i, tv, (n - i) * sizeof *v);
    }
}

T256 static void run_avx2_suits(const eval_batch_plan *p, uint64_t base, const uint16_t *const u[4], uint32_t *v,
                                size_t n)
{
    k256c c;
    init256(&c, p);
    __m256i b[4], s[4];
    for (int k = 0; k < 4; k++)
        b[k] = _mm256_set1_epi16((short)(base >> 16 * k & 0xffff));
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        for (int k = 0; k < 4; k++)
            s[k] = _mm256_or_si256(_mm256_loadu_si256((const void *)(u[k] + i)), b[k]);
        core256(&c, s, v + i, true);
    }
    if (i < n) {
        uint16_t tu[4][16] = {{0}};
        uint32_t tv[16];
        for (int k = 0; k < 4; k++) {
            memcpy(tu[k], u[k] + i, (n - i) * sizeof *u[k]);
            s[k] = _mm256_or_si256(_mm256_loadu_si256((const void *)tu[k]), b[k]);
        }
        core256(&c, s, tv, true);
        memcpy(v + i, tv, (n - i) * sizeof *v);
    }
}

#endif /* EB_X86 */

/* ---- dispatch ------------------------------------------------------------ */

bool eval_batch_supported(enum eval_isa isa)
{
    switch (isa) {
    case EVAL_ISA_AUTO:
    case EVAL_ISA_SCALAR:
        return true;
#ifdef EB_X86
    case EVAL_ISA_AVX2:
        return __builtin_cpu_supports("avx2");
    case EVAL_ISA_AVX512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
               && __builtin_cpu_supports("avx512bitalg");
#endif
    default:
        return false;
    }
}

enum eval_isa eval_batch_best(void)
{
    if (eval_batch_supported(EVAL_ISA_AVX512))
        return EVAL_ISA_AVX512;
    if (eval_batch_supported(EVAL_ISA_AVX2))
        return EVAL_ISA_AVX2;
    return EVAL_ISA_SCALAR;
}

const char *eval_isa_name(enum eval_isa isa)
{
    static const char *const NAMES[EVAL_ISA_N] = {"auto", "scalar", "avx2", "avx512"};
    return (unsigned)isa < EVAL_ISA_N ? NAMES[isa] : "?";
}

int eval_batch_plan_init(eval_batch_plan *p, const rules *r, enum eval_isa isa)
{
    if (!p || !r)
        return TALON_E_INVAL;
    memset(p, 0, sizeof *p);
    if ((unsigned)isa >= EVAL_ISA_N || !eval_batch_supported(isa))
        return TALON_E_RANGE;
    p->r = r;
    p->isa = isa == EVAL_ISA_AUTO ? eval_batch_best() : isa;
    /* The rank pattern n2 + 4 [trips] + 8 [quads] (quads imply trips):
     *   0 high card (5 kickers), 1 pair (3), 2-3 two pair (1: with three
     *   pairs the third is a kicker candidate), 5 trips (2), 6-7 full house
     *   (1: the best other pair), 13-15 quads (1).  Other indexes never occur. */
    static const struct { uint8_t idx; uint8_t cat; uint8_t kick; } PATTERN[] = {
        {0, EVAL_HIGH, 5}, {1, EVAL_PAIR, 3}, {2, EVAL_TWO_PAIR, 1}, {3, EVAL_TWO_PAIR, 1},
        {5, EVAL_TRIPS, 2}, {6, EVAL_FULL, 1}, {7, EVAL_FULL, 1},
        {13, EVAL_QUADS, 1}, {14, EVAL_QUADS, 1}, {15, EVAL_QUADS, 1},
    };
    for (int i = 0; i < 32; i++)
        p->notfull[i] = 0xffff;
    for (size_t i = 0; i < sizeof PATTERN / sizeof PATTERN[0]; i++) {
        int k = PATTERN[i].idx;
        p->pos[k] = (uint16_t)(r->cat_pos[PATTERN[i].cat] << 10);
        p->kick[k] = PATTERN[i].kick;
        p->notfull[k] = PATTERN[i].cat == EVAL_FULL ? 0 : 0xffff;
    }
    p->p_straight = (uint16_t)(r->cat_pos[EVAL_STRAIGHT] << 10);
    p->p_flush = (uint16_t)(r->cat_pos[EVAL_FLUSH] << 10);
    p->p_sflush = (uint16_t)(r->cat_pos[EVAL_STRAIGHT_FLUSH] << 10);
    p->ace_shift = (uint16_t)(9 - r->low_rank);   /* ace bit 12 -> low_rank + 3 */
    p->wheel = (uint16_t)(r->ev_wheel & 0xffff);
    return TALON_OK;
}

void eval_batch_run(const eval_batch_plan *p, uint64_t base, const uint64_t *hands, uint32_t *values,
                    size_t n)
{
    switch (p->isa) {
#ifdef EB_X86
    case EVAL_ISA_AVX512:
        run_avx512(p, base, hands, values, n);
        return;
    case EVAL_ISA_AVX2:
        run_avx2(p, base, hands, values, n);
        return;
#endif
    default:
        run_scalar(p, base, hands, values, n);
        return;
    }
}

void eval_batch_run_suits(const eval_batch_plan *p, uint64_t base, const uint16_t *const suits[4], uint32_t *values,
                          size_t n)
{
    switch (p->isa) {
#ifdef EB_X86
    case EVAL_ISA_AVX512:
        run_avx512_suits(p, base, suits, values, n);
        return;
    case EVAL_ISA_AVX2:
        run_avx2_suits(p, base, suits, values, n);
        return;
#endif
    default:
        run_scalar_suits(p, base, suits, values, n);
        return;
    }
}

void eval_batch_suits_fill(const uint64_t *hands, size_t n, uint16_t *const suits[4])
{
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < 4; k++)
            suits[k][i] = (uint16_t)(hands[i] >> 16 * k);
}

void eval_batch(const rules *r, const uint64_t *hands, uint32_t *values, size_t n)
{
    eval_batch_plan p;
    eval_batch_plan_init(&p, r, EVAL_ISA_AUTO);
    eval_batch_run(&p, 0, hands, values, n);
}
