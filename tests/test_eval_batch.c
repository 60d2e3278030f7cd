/* test_eval_batch.c - the batch evaluator (eval_batch.h) gives exactly
 * eval7's values, on every path this CPU has, forced one by one.
 *
 * Both input forms (64-bit hands, eval_batch_run; suit-major arrays,
 * eval_batch_run_suits).  Every rules variant (9 decks x ace-low x 3
 * orders) on random 5-, 6- and 7-card hands, with and without a base; every
 * length from 0 to 100 and unaligned arrays (the tails of the SIMD loops),
 * with guards against writes past the end; every 5-card hand of 52 cards, every 7-card hand of
 * 32 cards under each order, and every 7-card hand of 52 cards on each SIMD
 * path.  A path the CPU lacks is reported on stdout and skipped (its
 * refusal is tested); the scalar path runs everywhere.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "err.h"
#include "eval.h"
#include "eval_batch.h"
#include "rules.h"
#include "tab_freq.h"

static const enum eval_isa PATHS[] = {EVAL_ISA_SCALAR, EVAL_ISA_AVX2, EVAL_ISA_AVX512};
#define N_PATHS 3

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* k random cards of `deck` avoiding `avoid`. */
static uint64_t random_cards(uint64_t deck, uint64_t avoid, int k, uint64_t *seed)
{
    int cards[64], n = 0;
    for (int c = 0; c < 64; c++)
        if ((deck & ~avoid) >> c & 1)
            cards[n++] = c;
    uint64_t m = 0;
    for (int j = 0; j < k; j++) {
        int p = j + (int)(splitmix64(seed) % (uint64_t)(n - j));
        int t = cards[j];
        cards[j] = cards[p];
        cards[p] = t;
        m |= 1ULL << cards[j];
    }
    return m;
}

/* want[i] = eval7(base | hands[i]): a plain loop, which the compiler may vectorise. */
static void eval7_all(const rules *r, uint64_t base, const uint64_t *h, size_t n, uint32_t *want)
{
    for (size_t i = 0; i < n; i++)
        want[i] = eval7(r, base | h[i]);
}

/* values[i] == want[i] (NULL: eval7(base | hands[i])) for every i, on path
 * isa, with the hands as 64-bit words (eval_batch_run) and, when `suits` is
 * not NULL, the same hands suit-major (eval_batch_run_suits; suits[k] has
 * room for n entries). */
static void expect_eval7_form(const rules *r, enum eval_isa isa, uint64_t base, const uint64_t *h, size_t n,
                              uint32_t *v, const uint32_t *want_all, uint16_t *const *suits);

static void expect_eval7(const rules *r, enum eval_isa isa, uint64_t base, const uint64_t *h, size_t n,
                         uint32_t *v, const uint32_t *want_all)
{
    expect_eval7_form(r, isa, base, h, n, v, want_all, NULL);
}

static void expect_eval7_form(const rules *r, enum eval_isa isa, uint64_t base, const uint64_t *h, size_t n,
                              uint32_t *v, const uint32_t *want_all, uint16_t *const *suits)
{
    eval_batch_plan p;
    int rc = eval_batch_plan_init(&p, r, isa);
    CHECK(rc == TALON_OK, "%s, deck %d: eval_batch_plan_init %d, not TALON_OK (%d)", eval_isa_name(isa), r->deck_size,
          rc, TALON_OK);
    CHECK(p.isa == isa, "deck %d: asked %s (%d), the plan runs %s (%d)", r->deck_size, eval_isa_name(isa), (int)isa,
          eval_isa_name(p.isa), (int)p.isa);
    if (suits) {
        eval_batch_suits_fill(h, n, suits);
        const uint16_t *u[4] = {suits[0], suits[1], suits[2], suits[3]};
        eval_batch_run_suits(&p, base, u, v, n);
    } else {
        eval_batch_run(&p, base, h, v, n);
    }
    if (want_all && memcmp(v, want_all, n * sizeof *v) == 0)
        return;
    for (size_t i = 0; i < n; i++) {
        uint32_t want = want_all ? want_all[i] : eval7(r, base | h[i]);
        if (v[i] != want) {
            char cards[CARD_STR_MAX];
            card_format(base | h[i], CARD_EN, cards, sizeof cards);
            ck_abort_msg("%s%s, deck %d, ace-low %d, %s: %s (hand %zu of %zu) gives %08x, eval7 %08x",
                         eval_isa_name(isa), suits ? " suit-major" : "", r->deck_size, r->ace_low,
                         rules_order_name(r->order), cards, i, n, v[i], want);
        }
    }
}

START_TEST(test_the_paths_are_reported_and_a_missing_one_is_refused)
{
    ck_assert(eval_batch_supported(EVAL_ISA_AUTO));
    ck_assert(eval_batch_supported(EVAL_ISA_SCALAR));
    ck_assert(!eval_batch_supported(EVAL_ISA_N));
    ck_assert(eval_batch_supported(eval_batch_best()));
    ck_assert_int_ne(eval_batch_best(), EVAL_ISA_AUTO);
    ck_assert_str_eq(eval_isa_name(EVAL_ISA_AVX512), "avx512");
    ck_assert_str_eq(eval_isa_name(EVAL_ISA_N), "?");
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    eval_batch_plan p;
    ck_assert_int_eq(eval_batch_plan_init(&p, &r, EVAL_ISA_AUTO), TALON_OK);
    ck_assert_int_eq(p.isa, eval_batch_best());
    ck_assert_int_eq(eval_batch_plan_init(&p, &r, EVAL_ISA_N), TALON_E_RANGE);
    ck_assert_int_eq(eval_batch_plan_init(&p, NULL, EVAL_ISA_AUTO), TALON_E_INVAL);
    for (int i = 0; i < N_PATHS; i++)
        if (!eval_batch_supported(PATHS[i]))
            ck_assert_int_eq(eval_batch_plan_init(&p, &r, PATHS[i]), TALON_E_RANGE);
    printf("test_eval_batch: paths on this CPU:");
    for (int i = 0; i < N_PATHS; i++)
        printf(" %s%s", eval_isa_name(PATHS[i]), eval_batch_supported(PATHS[i]) ? "" : " (absent, skipped)");
    printf("; best %s\n", eval_isa_name(eval_batch_best()));
}
END_TEST

/* Loop index: one of the 54 rules variants. */
START_TEST(test_each_path_gives_eval7s_values_on_random_hands_of_every_rules_variant)
{
    int deck = DECK_MIN + 4 * (_i / 6), ace = _i / 3 % 2;
    enum rules_order order = (enum rules_order)(_i % 3);
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, ace, order), TALON_OK);
    enum { N = 60000 };
    uint64_t *h = malloc(N * sizeof *h), *t = malloc(N * sizeof *t);
    uint32_t *v = malloc(N * sizeof *v), *w = malloc(N * sizeof *w), *wt = malloc(N * sizeof *wt);
    ck_assert(h && t && v && w && wt);
    uint64_t seed = 1000 + (uint64_t)_i;
    for (int i = 0; i < N; i++)
        h[i] = random_cards(r.deck, 0, 5 + i % 3, &seed);
    /* with a base: 2 fixed cards joined to 3, 4 or 5 others */
    uint64_t base = random_cards(r.deck, 0, 2, &seed);
    for (int i = 0; i < N; i++)
        t[i] = random_cards(r.deck, base, 3 + i % 3, &seed);
    uint16_t *su[4];
    for (int k = 0; k < 4; k++)
        ck_assert_ptr_nonnull(su[k] = malloc(N * sizeof *su[k]));
    eval7_all(&r, 0, h, N, w);
    eval7_all(&r, base, t, N, wt);
    for (int k = 0; k < N_PATHS; k++) {
        if (!eval_batch_supported(PATHS[k]))
            continue;
        expect_eval7(&r, PATHS[k], 0, h, N, v, w);
        expect_eval7(&r, PATHS[k], base, t, N, v, wt);
        expect_eval7_form(&r, PATHS[k], 0, h, N, v, w, su);
        expect_eval7_form(&r, PATHS[k], base, t, N, v, wt, su);
    }
    for (int k = 0; k < 4; k++)
        free(su[k]);
    free(h);
    free(t);
    free(v);
    free(w);
    free(wt);
}
END_TEST

START_TEST(test_every_length_and_alignment_is_exact_and_writes_nothing_past_the_end)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    uint64_t seed = 7, h[104];
    uint32_t v[104];
    for (int i = 0; i < 104; i++)
        h[i] = random_cards(r.deck, 0, 7, &seed);
    for (int k = 0; k < N_PATHS; k++) {
        if (!eval_batch_supported(PATHS[k]))
            continue;
        for (size_t n = 0; n <= 100; n++)
            for (size_t off = 0; off < 3; off++)
                for (int form = 0; form < 2; form++) {
                    /* suit-major arrays of exactly n entries, at an odd offset */
                    uint16_t sbuf[4][104], *su[4] = {sbuf[0] + off, sbuf[1] + off, sbuf[2] + off, sbuf[3] + off};
                    for (int i = 0; i < 104; i++)
                        v[i] = 0xdeadbeefu;
                    expect_eval7_form(&r, PATHS[k], 0, h + off, n, v + off, NULL, form ? su : NULL);
                    for (size_t i = 0; i < 104; i++)
                        CHECK(i >= off && i < off + n ? 1 : v[i] == 0xdeadbeefu,
                              "%s, n %zu, offset %zu, form %d: values[%zd] written", eval_isa_name(PATHS[k]), n,
                              off, form, (ptrdiff_t)i - (ptrdiff_t)off);
                }
    }
    /* eval_batch: the one-off form */
    eval_batch(&r, h, v, 100);
    for (int i = 0; i < 100; i++)
        ck_assert_uint_eq(v[i], eval7(&r, h[i]));
}
END_TEST

/* Every k-card hand of r's deck, in chunks, on every path (the SIMD ones
 * only when simd_only). */
static void every_hand(const rules *r, int k, bool simd_only, bool suits)
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    enum { CH = 1 << 16 };
    uint64_t *h = malloc((CH + 64) * sizeof *h);
    uint32_t *v = malloc((CH + 64) * sizeof *v), *w = malloc((CH + 64) * sizeof *w);
    ck_assert(h && v && w);
    uint16_t *su[4];
    for (int i = 0; i < 4; i++)
        ck_assert_ptr_nonnull(su[i] = malloc((CH + 64) * sizeof *su[i]));
    uint64_t total = 0;
    size_t m = 0;
    int idx[7];
    for (int i = 0; i < k; i++)
        idx[i] = i;
    for (;;) {
        uint64_t x = 0;
        for (int i = 0; i < k; i++)
            x |= 1ULL << cards[idx[i]];
        h[m++] = x;
        /* next combination */
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i)
            i--;
        bool last = i < 0;
        if (!last) {
            idx[i]++;
            for (int j = i + 1; j < k; j++)
                idx[j] = idx[j - 1] + 1;
        }
        if (m == CH || last) {
            eval7_all(r, 0, h, m, w);
            for (int p = 0; p < N_PATHS; p++)
                if (eval_batch_supported(PATHS[p]) && !(simd_only && PATHS[p] == EVAL_ISA_SCALAR)) {
                    expect_eval7(r, PATHS[p], 0, h, m, v, w);
                    if (suits)
                        expect_eval7_form(r, PATHS[p], 0, h, m, v, w, su);
                }
            total += m;
            m = 0;
        }
        if (last)
            break;
    }
    ck_assert_uint_eq(total, tab_binom(n, k));
    free(h);
    free(v);
    free(w);
    for (int i = 0; i < 4; i++)
        free(su[i]);
}

START_TEST(test_every_5_card_hand_of_52_cards_on_every_path)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    every_hand(&r, 5, false, true);
}
END_TEST

/* Loop index: order x ace-low. */
START_TEST(test_every_7_card_hand_of_32_cards_on_every_path_under_each_order)
{
    rules r;
    rules_init(&r, 32, _i % 2, (enum rules_order)(_i / 2));
    every_hand(&r, 7, false, true);
}
END_TEST

START_TEST(test_every_7_card_hand_of_52_cards_on_each_simd_path)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    every_hand(&r, 7, true, false);
}
END_TEST

static Suite *eval_batch_suite(void)
{
    Suite *s = suite_create("eval_batch");
    TCase *tc = tcase_create("paths");
    tcase_add_test(tc, test_the_paths_are_reported_and_a_missing_one_is_refused);
    tcase_add_loop_test(tc, test_each_path_gives_eval7s_values_on_random_hands_of_every_rules_variant, 0, 54);
    tcase_add_test(tc, test_every_length_and_alignment_is_exact_and_writes_nothing_past_the_end);
    suite_add_tcase(s, tc);
    TCase *all = tcase_create("every hand");
    tcase_set_timeout(all, 600);
    tcase_add_test(all, test_every_5_card_hand_of_52_cards_on_every_path);
    tcase_add_loop_test(all, test_every_7_card_hand_of_32_cards_on_every_path_under_each_order, 0, 6);
    tcase_add_test(all, test_every_7_card_hand_of_52_cards_on_each_simd_path);
    suite_add_tcase(s, all);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(eval_batch_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
