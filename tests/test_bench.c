/* test_bench.c - the timing core of `talon bench` (bench.h): what it
 * measures is what it says (checksums equal to sums computed here, the same
 * across talon's implementations and thread counts), bad arguments are
 * refused, and plug-ins are loaded, verified and rejected as documented.
 *
 * No timing is checked (STYLE.md: timing lives in `talon bench`, never in
 * tests): the measurements run with one short repetition.  The plug-ins are
 * the ones CMake builds next to the tests: <build>/bench/libref_eval.so (the
 * reference evaluator), libref_eval_broken.so (wrong counts) and
 * libref_eval_misorder.so (right counts, wrong order).
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build), two checks are Release-only, and the same code
 * runs on less:
 *   - bench_plugin_verify at 7 cards always counts all 133 784 560 hands,
 *     twice (20 to 30 s under ASan for a plug-in built with it).  The
 *     sanitized run still verifies talon's own evaluator behind the ABI at
 *     7 cards in full (the whole function, 9 s), but not the reference
 *     plug-in (its published counts) nor the misordering one (rejected by
 *     the 7-card order check; its 5-card rejection, the same verdict from
 *     verify5, stays).  Instead the two plug-ins' eval7 is checked on 2^16
 *     random hands against eval_ref7, the best of the 21 five-card subsets:
 *     the reference gives its very key (the key of the five cards that
 *     play), the misordering one the same but for a high card, whose last
 *     kicker it drops, and some hand of the sample shows it.
 *   - The rank-pair enumeration compares 7-card hands of the decks up to 28
 *     cards instead of 36: the two checksums must be equal on every deck,
 *     and the flush classes and the rank-pair diagonal all occur there.
 * The Release suite runs everything in full.
 */
#include <check.h>
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "card.h"
#include "check_extra.h"
#include "err.h"
#include "eval.h"
#include "rules.h"
#include "tab_freq.h"

static const bench_cfg QUICK = {.reps = 1, .min_seconds = 0};

/* A random 7-card hand of 52 cards (an LCG, the high bits). */
static uint64_t random7(uint64_t *s)
{
    uint64_t m = 0;
    while (card_count(m) < 7) {
        *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
        int c52 = (int)((*s >> 33) % 52);
        m |= card_bit(c52 / 4, c52 % 4);
    }
    return m;
}

/* <directory of this test executable>/bench/<name> */
static void plugin_path(const char *name, char *buf, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    ck_assert(n > 0);
    exe[n] = 0;
    snprintf(buf, size, "%s/bench/%s", dirname(exe), name);
}

static uint64_t sum_eval7(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += eval7(r, h[i]);
    return s;
}

/* The sum of eval7 over every k-card hand of the deck, by nested loops. */
static uint64_t sum_enum(const rules *r, int k)
{
    int c[DECK_MAX], n = 0;
    for (int i = 0; i < 64; i++)
        if (r->deck >> i & 1)
            c[n++] = i;
    uint64_t s = 0;
    int idx[7];
    for (int i = 0; i < k; i++)
        idx[i] = i;
    for (;;) {
        uint64_t x = 0;
        for (int i = 0; i < k; i++)
            x |= 1ULL << c[idx[i]];
        s += eval7(r, x);
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i)
            i--;
        if (i < 0)
            return s;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[j - 1] + 1;
    }
}

START_TEST(test_every_talon_implementation_sums_the_same_values_as_a_plain_loop)
{
    rules r;
    rules_init(&r, 24, true, ORDER_FLUSH_OVER_FULL);
    bench_data d;
    ck_assert_int_eq(bench_data_init(&d, &r, 5000, 3), TALON_OK);
    ck_assert_uint_eq(bench_enum_count(&d, 7), tab_binom(24, 7));
    static const enum bench_impl IMPL[] = {BENCH_BATCH, BENCH_LOOP, BENCH_ONE};
    for (int cards = 5; cards <= 7; cards += 2) {
        uint64_t want_rand = sum_eval7(&r, cards == 5 ? d.rand5 : d.rand7, d.n);
        uint64_t want_enum = sum_enum(&r, cards);
        for (int order = BENCH_ENUM; order <= BENCH_RANDOM; order++)
            for (int k = 0; k < 3; k++)
                for (int isa = EVAL_ISA_AUTO; isa < EVAL_ISA_N; isa++) {
                    if (IMPL[k] != BENCH_BATCH && isa != EVAL_ISA_AUTO)
                        continue;
                    if (!eval_batch_supported((enum eval_isa)isa))
                        continue;
                    bench_eval_spec s = {.cards = cards, .order = (enum bench_order)order, .impl = IMPL[k],
                                         .isa = (enum eval_isa)isa};
                    bench_stat st;
                    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
                    ck_assert_uint_eq(st.checksum, order == BENCH_ENUM ? want_enum : want_rand);
                    ck_assert_uint_eq(st.items, order == BENCH_ENUM ? tab_binom(24, cards) : d.n);
                    ck_assert(st.worst <= st.median && st.median <= st.best && st.worst > 0);
                    ck_assert_int_eq(st.reps, 1);
                    ck_assert_int_ge(st.passes, 1);
                }
        /* the table evaluator's paths (eval_fast.h): one hand at a time, from
         * card indexes, incremental, the last card by eval_fast_each, the
         * last two cards by rank pair; the walk's incremental hand */
        static const struct {
            enum bench_impl impl;
            enum bench_order order;
        } FAST[] = {{BENCH_FAST, BENCH_ENUM},     {BENCH_FAST, BENCH_RANDOM}, {BENCH_FAST_IDX, BENCH_RANDOM},
                    {BENCH_INCR, BENCH_ENUM},     {BENCH_INCR, BENCH_RANDOM}, {BENCH_EACH, BENCH_ENUM},
                    {BENCH_PAIRS, BENCH_ENUM},    {BENCH_WALK, BENCH_ENUM}};
        for (size_t k = 0; k < sizeof FAST / sizeof FAST[0]; k++) {
            bench_eval_spec s = {.cards = cards, .order = FAST[k].order, .impl = FAST[k].impl};
            bench_stat st;
            ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
            ck_assert_uint_eq(st.checksum, FAST[k].order == BENCH_ENUM ? want_enum : want_rand);
        }
        /* the reference: its own keys, on the first `limit` hands */
        bench_eval_spec s = {.cards = cards, .order = BENCH_RANDOM, .impl = BENCH_REF, .limit = 100};
        bench_stat st;
        ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
        uint64_t ref = 0;
        for (int i = 0; i < 100; i++)
            ref += cards == 5 ? eval_ref5(&r, d.rand5[i]) : eval_ref7(&r, d.rand7[i]);
        ck_assert_uint_eq(st.checksum, ref);
        ck_assert_uint_eq(st.items, 100);
    }
    bench_data_free(&d);
}
END_TEST

START_TEST(test_the_rank_pair_enumeration_sums_the_incremental_values_under_every_rules_variant)
{
    /* the walk's enumeration (eval_walk.h) as well; pairs_enum's flush classes (3, 4, 5 prefix cards of a suit) and rank
     * pairs (the diagonal only where two cards of the rank are left), on
     * every deck x ace-low x order: 5-card hands of every deck, 7-card
     * hands up to 36 cards (tests/test_bench_slow.c would take 52; under
     * the sanitizers up to 28) */
    static const enum rules_order O[3] = {ORDER_MODERN, ORDER_FLUSH_OVER_FULL, ORDER_ARCHAIC};
    const int deck7 = sanitized() ? 28 : 36;
    for (int deck = 20; deck <= 52; deck += 4)
        for (int al = 0; al < 2; al++)
            for (int o = 0; o < 3; o++) {
                rules r;
                ck_assert_int_eq(rules_init(&r, deck, al, O[o]), TALON_OK);
                bench_data d;
                ck_assert_int_eq(bench_data_init(&d, &r, 64, 3), TALON_OK);
                for (int cards = 5; cards <= (deck <= deck7 ? 7 : 5); cards += 2) {
                    bench_eval_spec a = {.cards = cards, .order = BENCH_ENUM, .impl = BENCH_INCR};
                    bench_eval_spec b = {.cards = cards, .order = BENCH_ENUM, .impl = BENCH_PAIRS};
                    bench_eval_spec c = {.cards = cards, .order = BENCH_ENUM, .impl = BENCH_WALK};
                    bench_stat sa, sb, sc;
                    ck_assert_int_eq(bench_eval(&d, &a, &QUICK, &sa), TALON_OK);
                    ck_assert_int_eq(bench_eval(&d, &b, &QUICK, &sb), TALON_OK);
                    ck_assert_int_eq(bench_eval(&d, &c, &QUICK, &sc), TALON_OK);
                    ck_assert_msg(sa.checksum == sb.checksum && sa.checksum == sc.checksum,
                                  "%d cards, ace-low %d, %s, %d-card hands", deck, al, rules_order_name(O[o]), cards);
                }
                bench_data_free(&d);
            }
}
END_TEST

START_TEST(test_bad_arguments_are_refused)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    bench_data d;
    ck_assert_int_eq(bench_data_init(&d, &r, 0, 1), TALON_E_RANGE);
    ck_assert_int_eq(bench_data_init(&d, &r, 64, 1), TALON_OK);
    bench_stat st;
    bench_eval_spec s = {.cards = 6, .order = BENCH_RANDOM, .impl = BENCH_LOOP};
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_E_INVAL);
    s.cards = 5;
    s.impl = BENCH_PLUGIN;   /* no plug-in */
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_E_INVAL);
    s.impl = BENCH_BATCH;
    s.isa = EVAL_ISA_N;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_E_RANGE);
    s.isa = EVAL_ISA_AUTO;
    bench_cfg bad = {.reps = 0, .min_seconds = 0};
    ck_assert_int_eq(bench_eval(&d, &s, &bad, &st), TALON_E_INVAL);
    bad.reps = BENCH_REPS_MAX + 1;
    ck_assert_int_eq(bench_eval(&d, &s, &bad, &st), TALON_E_INVAL);
    bench_data_free(&d);
    bench_cfg cfg;
    bench_cfg_init(&cfg);
    ck_assert_int_eq(cfg.reps, 5);
    ck_assert_int_eq(bench_deal(&r, BENCH_DEAL_ONLY, 0, &cfg, &st), TALON_E_INVAL);
    ck_assert_int_eq(bench_exact((enum bench_exact)7, true, ORDER_MODERN, 0, &cfg, &st), TALON_E_INVAL);
}
END_TEST

START_TEST(test_the_dealer_with_eval5_and_with_the_batch_sees_the_same_hands)
{
    rules r;
    rules_init(&r, 32, false, ORDER_MODERN);
    bench_stat a, b, c;
    ck_assert_int_eq(bench_deal(&r, BENCH_DEAL_ONLY, 10000, &QUICK, &a), TALON_OK);
    ck_assert_int_eq(bench_deal(&r, BENCH_DEAL_EVAL5, 10000, &QUICK, &b), TALON_OK);
    ck_assert_int_eq(bench_deal(&r, BENCH_DEAL_BATCH, 10000, &QUICK, &c), TALON_OK);
    ck_assert_uint_eq(b.checksum, c.checksum);
    ck_assert_uint_ne(a.checksum, b.checksum);
    ck_assert_uint_eq(a.items, 10000);
}
END_TEST

START_TEST(test_the_simulator_gives_the_same_counts_at_one_and_two_threads)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    bench_stat one, two;
    ck_assert_int_eq(bench_sim(&r, 1, 300000, &QUICK, &one), TALON_OK);
    ck_assert_int_eq(bench_sim(&r, 2, 300000, &QUICK, &two), TALON_OK);
    ck_assert_uint_eq(one.checksum, two.checksum);
    ck_assert_uint_eq(one.items, 300000);
    ck_assert(one.cpu > 0);
    ck_assert_int_eq(bench_sim(&r, -1, 1000, &QUICK, &one), TALON_E_RANGE);
    ck_assert_int_ge(bench_cores(), 1);
}
END_TEST

START_TEST(test_the_exact_frequency_tables_of_all_decks_are_timed)
{
    bench_stat st;
    ck_assert_int_eq(bench_exact(BENCH_EXACT_FREQ, true, ORDER_MODERN, 0, &QUICK, &st), TALON_OK);
    uint64_t hands = 0;
    for (int deck = 20; deck <= 52; deck += 4)
        hands += tab_binom(deck, 5);
    ck_assert_uint_eq(st.items, hands);
    ck_assert(st.seconds > 0);
}
END_TEST

START_TEST(test_a_library_that_is_missing_or_not_a_plugin_is_refused_with_a_reason)
{
    bench_plugin p;
    char why[BENCH_WHY_MAX];
    ck_assert_int_eq(bench_plugin_open(&p, "/nonexistent/libnothing.so", why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, "/nonexistent/libnothing.so"));
    ck_assert_ptr_null(strchr(why, '\n'));
    ck_assert_ptr_null(p.handle);
    ck_assert_int_eq(bench_plugin_open(&p, "libm.so.6", why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "talon_evaluator_abi"));
    ck_assert_ptr_null(p.handle);
}
END_TEST

START_TEST(test_the_reference_plugin_loads_and_passes_the_5_card_checks)
{
    char path[PATH_MAX + 32], why[BENCH_WHY_MAX];
    plugin_path("libref_eval.so", path, sizeof path);
    bench_plugin p;
    ck_assert_msg(bench_plugin_open(&p, path, why, sizeof why) == TALON_OK, "%s", why);
    ck_assert_str_eq(p.name, "reference");
    ck_assert_ptr_nonnull(p.eval7);
    ck_assert_ptr_nonnull(p.eval5_batch);
    ck_assert_ptr_nonnull(p.eval7_batch);
    bench_verify v;
    ck_assert_msg(bench_plugin_verify(&p, 5, 0, &v) == TALON_OK, "%s", v.why);
    ck_assert(v.ok);
    ck_assert_str_eq(v.why, "");
    ck_assert_uint_eq(v.hands, 2598960);
    ck_assert_uint_eq(v.ordered, 2598960);
    static const uint64_t COUNT5[EVAL_NCAT] = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};
    for (int c = 0; c < EVAL_NCAT; c++) {
        ck_assert_uint_eq(v.count[c], COUNT5[c]);
        ck_assert_uint_eq(v.expect[c], COUNT5[c]);
    }
    /* timed like any evaluator: its checksum is the sum of its own values */
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    bench_data d;
    ck_assert_int_eq(bench_data_init(&d, &r, 1000, 5), TALON_OK);
    bench_eval_spec s = {.cards = 5, .order = BENCH_RANDOM, .impl = BENCH_PLUGIN, .plugin = &p};
    bench_stat st;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
    uint64_t sum = 0;
    for (size_t i = 0; i < d.n; i++)
        sum += p.eval5(d.rand5[i]);
    ck_assert_uint_eq(st.checksum, sum);
    s.impl = BENCH_PLUGIN_BATCH;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
    ck_assert_uint_eq(st.checksum, sum);
    /* every 5-card hand in order: per call and batch agree */
    s.order = BENCH_ENUM;
    bench_stat st2;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st2), TALON_OK);
    s.impl = BENCH_PLUGIN;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_OK);
    ck_assert_uint_eq(st.checksum, st2.checksum);
    ck_assert_uint_eq(st.items, 2598960);
    bench_data_free(&d);
    bench_plugin_close(&p);
    ck_assert_ptr_null(p.handle);
}
END_TEST

START_TEST(test_the_reference_plugin_passes_the_7_card_checks)
{
    char path[PATH_MAX + 32], why[BENCH_WHY_MAX];
    plugin_path("libref_eval.so", path, sizeof path);
    bench_plugin p;
    ck_assert_msg(bench_plugin_open(&p, path, why, sizeof why) == TALON_OK, "%s", why);
    if (sanitized()) {
        /* its eval7 is eval_ref7 on a sample (see the top of the file) */
        rules r;
        rules_init(&r, 52, true, ORDER_MODERN);
        uint64_t s = 7;
        for (int i = 0; i < 1 << 16; i++) {
            uint64_t m = random7(&s);
            uint32_t got = p.eval7(m), want = eval_ref7(&r, m);
            if (got != want)
                ck_abort_msg("hand %016llx: the plug-in's eval7 %05x, eval_ref7 %05x", (unsigned long long)m, got,
                             want);
        }
        bench_plugin_close(&p);
        return;
    }
    bench_verify v;
    ck_assert_msg(bench_plugin_verify(&p, 7, 0, &v) == TALON_OK, "%s", v.why);
    static const uint64_t COUNT7[EVAL_NCAT] = {23294460, 58627800, 31433400, 6461620, 6180020,
                                               4047644,  3473184,  224848,   41584};
    for (int c = 0; c < EVAL_NCAT; c++)
        ck_assert_uint_eq(v.count[c], COUNT7[c]);
    ck_assert_uint_eq(v.hands, 133784560);
    ck_assert_uint_eq(v.ordered, 1u << 20);
    bench_plugin_close(&p);
}
END_TEST

/* talon's own evaluator behind the ABI (bench_abi.c, issue 27): every
 * function gives eval7's value of the same hand, from a mask, from card
 * indexes in the ABI's order (4 * rank + suit) and in a batch; its
 * enumeration sums every hand's value; and it passes the plug-in checks. */
START_TEST(test_talon_behind_the_plugin_abi_gives_eval7s_values_by_every_function)
{
    bench_plugin p;
    ck_assert_int_eq(bench_plugin_talon(&p), TALON_OK);
    ck_assert_str_eq(p.name, BENCH_TALON_ABI_NAME);
    ck_assert_ptr_null(p.handle);
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    uint64_t s = 99;
    enum { N = 4096 };
    static uint64_t m7[N];
    static uint32_t got[N];
    for (int i = 0; i < N; i++) {
        int k = i % 2 ? 7 : 5;
        uint64_t m = 0;
        uint8_t idx[7];
        for (int n = 0; n < k;) {
            s = s * 6364136223846793005ULL + 1442695040888963407ULL;
            int c52 = (int)((s >> 33) % 52);
            uint64_t bit = card_bit(c52 / 4, c52 % 4);   /* the ABI index: 4 * rank + suit */
            if (m & bit)
                continue;
            m |= bit;
            idx[n++] = (uint8_t)c52;
        }
        uint32_t want = eval7(&r, m);
        ck_assert_uint_eq(k == 5 ? p.eval5(m) : p.eval7(m), want);
        ck_assert_uint_eq(k == 5 ? p.eval5_idx(idx) : p.eval7_idx(idx), want);
        m7[i] = m;
    }
    /* the batch: 7-card hands (the odd ones) and 5-card hands (the even ones) */
    static uint64_t only7[N / 2], only5[N / 2];
    for (int i = 0; i < N / 2; i++) {
        only5[i] = m7[2 * i];
        only7[i] = m7[2 * i + 1];
    }
    p.eval7_batch(only7, got, N / 2);
    for (int i = 0; i < N / 2; i++)
        ck_assert_uint_eq(got[i], eval7(&r, only7[i]));
    p.eval5_batch(only5, got, N / 2);
    for (int i = 0; i < N / 2; i++)
        ck_assert_uint_eq(got[i], eval5(&r, only5[i]));
    /* the enumeration of every 5-card hand sums their values */
    uint64_t sum = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++)
                    for (int e = d + 1; e < 52; e++) {
                        int x[5] = {a, b, c, d, e};
                        uint64_t m = 0;
                        for (int j = 0; j < 5; j++)
                            m |= card_bit(x[j] / 4, x[j] % 4);
                        sum += eval5(&r, m);
                    }
    ck_assert_uint_eq(p.enumerate(5), sum);
    /* and of every 7-card hand, as talon bench's own incremental enumeration */
    bench_data d;
    ck_assert_int_eq(bench_data_init(&d, &r, 1000, 5), TALON_OK);
    bench_eval_spec es = {.cards = 7, .order = BENCH_ENUM, .impl = BENCH_INCR};
    bench_stat st;
    bench_cfg once = {.reps = 1, .min_seconds = 0};
    ck_assert_int_eq(bench_eval(&d, &es, &once, &st), TALON_OK);
    ck_assert_uint_eq(p.enumerate(7), st.checksum);
    bench_data_free(&d);
    bench_verify v;
    ck_assert_msg(bench_plugin_verify(&p, 5, 0, &v) == TALON_OK, "%s", v.why);
    ck_assert_msg(bench_plugin_verify(&p, 7, 0, &v) == TALON_OK, "%s", v.why);
    bench_plugin_close(&p);
}
END_TEST

START_TEST(test_a_plugin_with_wrong_counts_is_rejected_naming_the_category_and_a_hand)
{
    char path[PATH_MAX + 32], why[BENCH_WHY_MAX];
    plugin_path("libref_eval_broken.so", path, sizeof path);
    bench_plugin p;
    ck_assert_msg(bench_plugin_open(&p, path, why, sizeof why) == TALON_OK, "%s", why);
    bench_verify v;
    ck_assert_int_eq(bench_plugin_verify(&p, 5, 0, &v), TALON_E_INVAL);
    ck_assert(!v.ok);
    ck_assert_str_eq(v.why, "5-card category counts differ from talon's: three of a kind 73920, expected 54912 "
                            "(first differing hand AsAh3s2s2h: talon says two pair, the plug-in three of a kind)");
    bench_plugin_close(&p);
}
END_TEST

START_TEST(test_a_plugin_with_the_right_counts_but_the_wrong_order_is_rejected)
{
    char path[PATH_MAX + 32], why[BENCH_WHY_MAX];
    plugin_path("libref_eval_misorder.so", path, sizeof path);
    bench_plugin p;
    ck_assert_msg(bench_plugin_open(&p, path, why, sizeof why) == TALON_OK, "%s", why);
    bench_verify v;
    ck_assert_int_eq(bench_plugin_verify(&p, 5, 0, &v), TALON_E_INVAL);
    ck_assert_uint_eq(v.count[EVAL_HIGH], 1302540);   /* the counts passed */
    ck_assert_msg(strstr(v.why, "5-card hands: the plug-in orders ") && strstr(v.why, "(talon: the second wins, "
                                                                                    "the plug-in: a tie)"),
                  "%s", v.why);
    if (!sanitized()) {
        ck_assert_int_eq(bench_plugin_verify(&p, 7, 0, &v), TALON_E_INVAL);
        ck_assert_msg(strstr(v.why, "7-card hands: the plug-in orders "), "%s", v.why);
    } else {
        /* its eval7 is eval_ref7 but for a high card's last kicker, on a
         * sample where that kicker sometimes differs (see the top) */
        rules r;
        rules_init(&r, 52, true, ORDER_MODERN);
        uint64_t s = 7;
        int dropped = 0;
        for (int i = 0; i < 1 << 16; i++) {
            uint64_t m = random7(&s);
            uint32_t got = p.eval7(m), want = eval_ref7(&r, m);
            bool high = eval_ref_category(&r, want) == EVAL_HIGH;
            if (got != (high ? want & ~15u : want))
                ck_abort_msg("hand %016llx: the plug-in's eval7 %05x, eval_ref7 %05x", (unsigned long long)m, got,
                             want);
            dropped += got != want;
        }
        ck_assert_int_gt(dropped, 0);
    }
    /* the broken builds have no batch function: timing one is refused */
    ck_assert_ptr_null(p.eval5_batch);
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    bench_data d;
    ck_assert_int_eq(bench_data_init(&d, &r, 100, 5), TALON_OK);
    bench_eval_spec s = {.cards = 5, .order = BENCH_RANDOM, .impl = BENCH_PLUGIN_BATCH, .plugin = &p};
    bench_stat st;
    ck_assert_int_eq(bench_eval(&d, &s, &QUICK, &st), TALON_E_INVAL);
    bench_data_free(&d);
    bench_plugin_close(&p);
}
END_TEST

START_TEST(test_the_runs_of_talon_bench_measure_every_step_and_check_that_they_agree)
{
    rules r;
    rules_init(&r, 32, false, ORDER_MODERN);
    bench_stat st[BENCH_DEAL_N];
    int failed = 7, n = 0, differs = 7;
    ck_assert_int_eq(bench_deal_all(&r, 10000, &QUICK, st, &failed, NULL, NULL), TALON_OK);
    ck_assert_int_eq(failed, -1);
    ck_assert_uint_eq(st[BENCH_DEAL_EVAL5].checksum, st[BENCH_DEAL_BATCH].checksum);
    ck_assert_str_eq(bench_deal_name(BENCH_DEAL_EVAL5), "deal 5 cards + eval5");
    bench_sim_step steps[BENCH_SIM_STEPS];
    ck_assert_int_eq(bench_sim_scale(&r, 3, 100000, &QUICK, steps, &n, &differs, NULL, NULL), TALON_OK);
    ck_assert_int_eq(n, 3);   /* 1, 2, then 3 threads */
    ck_assert_int_eq(steps[0].threads, 1);
    ck_assert_int_eq(steps[1].threads, 2);
    ck_assert_int_eq(steps[2].threads, 3);
    ck_assert_int_eq(differs, 0);
    ck_assert(steps[0].eff == 1.0);   /* 1 thread against itself */
    ck_assert_str_eq(bench_exact_name(BENCH_EXACT_DRAWN), "talon drawn --deck all");
    /* Whether a plug-in's enumeration is timed: always at 5 cards; at 7, a pass under 2 s. */
    ck_assert(bench_plugin_enum_timed(5, 0));
    ck_assert(bench_plugin_enum_timed(7, 1e9));
    ck_assert(!bench_plugin_enum_timed(7, 1e6));
    ck_assert(!bench_plugin_enum_timed(7, 0));
    /* talon's rows must agree on the same hands; a row not talon's may differ. */
    bench_eval_spec s[3] = {{.order = BENCH_ENUM}, {.order = BENCH_RANDOM}, {.order = BENCH_ENUM}};
    bench_stat v[3] = {{.checksum = 5}, {.checksum = 6}, {.checksum = 5}};
    bool same[3] = {true, true, true};
    ck_assert_int_eq(bench_eval_disagree(s, v, same, 3), -1);
    v[2].checksum = 4;
    ck_assert_int_eq(bench_eval_disagree(s, v, same, 3), 2);
    same[2] = false;
    ck_assert_int_eq(bench_eval_disagree(s, v, same, 3), -1);
}
END_TEST

static Suite *bench_suite(void)
{
    Suite *s = suite_create("bench");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_every_talon_implementation_sums_the_same_values_as_a_plain_loop);
    tcase_add_test(tc, test_the_rank_pair_enumeration_sums_the_incremental_values_under_every_rules_variant);
    tcase_add_test(tc, test_bad_arguments_are_refused);
    tcase_add_test(tc, test_the_dealer_with_eval5_and_with_the_batch_sees_the_same_hands);
    tcase_add_test(tc, test_the_simulator_gives_the_same_counts_at_one_and_two_threads);
    tcase_add_test(tc, test_the_exact_frequency_tables_of_all_decks_are_timed);
    tcase_add_test(tc, test_the_runs_of_talon_bench_measure_every_step_and_check_that_they_agree);
    suite_add_tcase(s, tc);
    TCase *pl = tcase_create("plug-ins");
    tcase_set_timeout(pl, 600);
    tcase_add_test(pl, test_a_library_that_is_missing_or_not_a_plugin_is_refused_with_a_reason);
    tcase_add_test(pl, test_the_reference_plugin_loads_and_passes_the_5_card_checks);
    tcase_add_test(pl, test_the_reference_plugin_passes_the_7_card_checks);
    tcase_add_test(pl, test_talon_behind_the_plugin_abi_gives_eval7s_values_by_every_function);
    tcase_add_test(pl, test_a_plugin_with_wrong_counts_is_rejected_naming_the_category_and_a_hand);
    tcase_add_test(pl, test_a_plugin_with_the_right_counts_but_the_wrong_order_is_rejected);
    suite_add_tcase(s, pl);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(bench_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
