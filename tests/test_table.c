/* test_table.c - the table dealer: distinct cards, the hand frequencies at
 * every seat, the four-card rule (one asker, his fourth card after everyone
 * is served, the burn), the re-shuffle of the discards (only once the stock
 * is empty, never a card twice), decisions equal to the strategy's, thread
 * invariance, and the single-player mode against the exact "Cartes
 * demandées" table. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "strategy.h"
#include "tab_drawn.h"
#include "tab_freq.h"
#include "table.h"

/* Checks in the per-deal loops: Check writes a checkpoint message for every
 * ck_assert (a write to a file each time), millions of them here; these only
 * call into Check when they fail. */
#define CHECK(c) do { if (!(c)) ck_abort_msg("Assertion '%s' failed (line %d)", #c, __LINE__); } while (0)
#define CHECK_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
    if (a_ != b_) ck_abort_msg("Assertion '%s == %s' failed: %lld != %lld (line %d)", #a, #b, a_, b_, __LINE__); } while (0)

/* A bound table (rules and plan live here, so the table may point to them). */
typedef struct fixture {
    rules r;
    strategy s;
    strategy_plan p;
    table t;
} fixture;

static void setup(fixture *f, int deck, int players, enum table_mode mode, const char *preset)
{
    ck_assert_int_eq(rules_init(&f->r, deck, true, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(strategy_preset(preset, &f->s), TALON_OK);
    ck_assert_int_eq(strategy_plan_init(&f->p, &f->s, &f->r), TALON_OK);
    ck_assert_int_eq(table_init(&f->t, &f->r, &f->p, players, mode), TALON_OK);
}

static uint64_t cards(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, NULL), TALON_OK);
    return m;
}

static mc_config cfg_of(uint64_t trials, int threads, uint64_t seed)
{
    mc_config c;
    mc_config_init(&c);
    c.trials = trials;
    c.seed = seed;
    c.threads = threads;
    return c;
}

/* Every invariant of one deal in full mode. */
static void check_deal(const fixture *f, const table_hand *h, uint32_t forced)
{
    const int P = f->t.players;
    uint64_t served = 0, final = 0;
    for (int s = 0; s < P; s++) {
        const table_seat *x = &h->seat[s];
        CHECK_EQ(card_count(x->served), 5);
        CHECK((x->served & ~f->r.deck) == 0);
        CHECK((served & x->served) == 0);
        served |= x->served;
        strategy_play pl;
        strategy_decide(&f->p, x->served, &pl);
        CHECK_EQ(pl.keep, x->play.keep);   /* the table's lookup is the strategy */
        CHECK_EQ(pl.draw, x->play.draw);
        CHECK_EQ(pl.served, x->play.served);
        CHECK_EQ(pl.fold, x->play.fold);
        CHECK_EQ(x->folded, pl.fold && !(forced >> s & 1));
        if (x->folded) {
            CHECK_EQ(x->final, 0);
            CHECK((h->mucked & x->served) == x->served);
            continue;
        }
        CHECK_EQ(card_count(x->final), 5);
        CHECK((x->final & ~f->r.deck) == 0);
        CHECK((x->kept & ~x->served) == 0);
        /* His discards are not given back to him (except when they were all
         * there was to re-shuffle; and the four-card asker's fourth card
         * may be one of his that another seat's re-shuffle put back). */
        if (h->own_reused >> s & 1)
            ;
        else if (s == h->four_seat)
            CHECK((card_count(x->final & x->served & ~x->kept)) <= (1));
        else
            CHECK((x->final & x->served) == x->kept);
        CHECK_EQ(card_count(x->final & ~x->kept), x->drawn);
        CHECK((final & x->final) == 0);
        final |= x->final;
        CHECK_EQ(x->final_value, eval5(&f->r, x->final));
    }
    CHECK((final & h->mucked) == 0);
    CHECK_EQ(h->stock0, f->r.deck & ~served);
    CHECK((h->from_stock & ~h->stock0) == 0);
    CHECK((h->from_pile & ~h->discards) == 0);
    CHECK((h->from_stock & h->from_pile) == 0);
    if (h->reshuffles) {
        /* Discards only once the stock is exhausted: every stock card was dealt. */
        CHECK_EQ(h->from_stock, h->stock0);
        CHECK(h->pile_first != 0 && (h->pile_first & ~h->discards) == 0);
    } else {
        CHECK_EQ(h->from_pile, 0);
    }
}

START_TEST(every_deal_gives_distinct_cards_and_follows_the_strategy)
{
    static const struct { int deck, players; uint32_t forced; } CASES[] = {
        {32, 4, 0}, {32, 6, 0x3f}, {52, 8, 0}, {52, 8, 0xff}, {40, 8, 0xff}, {20, 4, 0xf}, {52, 10, 0x3ff},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        fixture f;
        setup(&f, CASES[i].deck, CASES[i].players, TABLE_FULL, "standard");
        rng g;
        rng_for_block(&g, 7, i);
        table_hand h;
        for (int k = 0; k < 20000; k++) {
            table_deal(&f.t, &g, NULL, &h);
            for (int s = 0; s < h.players; s++)
                CHECK_EQ(h.seat[s].served_value, eval5(&f.r, h.seat[s].served));
            table_draw(&f.t, &g, CASES[i].forced, &h);
            check_deal(&f, &h, CASES[i].forced);
        }
        table_free(&f.t);
    }
}
END_TEST

START_TEST(every_seat_is_dealt_the_exact_hand_frequencies)
{
    fixture f;
    setup(&f, 32, 4, TABLE_FULL, "standard");
    tab_freq ex;
    tab_freq_exact(&f.r, &ex);
    const int N = 400000;
    uint64_t cnt[4][EVAL_NCAT] = {{0}};
    rng g;
    rng_for_block(&g, 11, 0);
    table_hand h;
    for (int k = 0; k < N; k++) {
        table_deal(&f.t, &g, NULL, &h);
        for (int s = 0; s < 4; s++)
            cnt[s][eval_category(&f.r, h.seat[s].served_value)]++;
    }
    for (int s = 0; s < 4; s++)
        for (int c = 0; c < EVAL_NCAT; c++) {
            double p = (double)ex.counts[c] / (double)ex.total, se = sqrt(p * (1 - p) / N);
            double est = (double)cnt[s][c] / N;
            ck_assert_msg(fabs(est - p) <= 4 * se + 1e-12, "seat %d category %d: %.5f vs exact %.5f", s, c, est, p);
        }
    table_free(&f.t);
}
END_TEST

START_TEST(only_the_first_player_asking_four_gets_four)
{
    /* Everyone forced in at 52 cards: empty hands ask four (keep their highest card). */
    fixture f;
    setup(&f, 52, 8, TABLE_FULL, "standard");
    rng g;
    rng_for_block(&g, 3, 0);
    table_hand h;
    int limited = 0, fours = 0;
    for (int k = 0; k < 50000; k++) {
        table_deal(&f.t, &g, NULL, &h);
        table_draw(&f.t, &g, 0xff, &h);
        check_deal(&f, &h, 0xff);
        int first = -1;
        for (int s = 0; s < 8; s++)
            if (h.seat[s].play.draw == 4 && first < 0)
                first = s;
        CHECK_EQ(h.four_seat, first);
        for (int s = 0; s < 8; s++) {
            const table_seat *x = &h.seat[s];
            if (s == first) {
                CHECK_EQ(x->drawn, 4);
                CHECK(!x->limited);
            } else if (x->play.draw == 4) {
                /* Later askers draw three, keeping their highest two cards. */
                CHECK(x->limited);
                CHECK_EQ(x->drawn, 3);
                uint64_t other = x->served & ~x->play.keep;
                int top = 31 - __builtin_clz(card_ranks(other));
                CHECK_EQ(card_count(x->kept), 2);
                CHECK(card_ranks(x->kept & ~x->play.keep) == 1u << top);
                limited++;
            } else {
                CHECK(!x->limited);
                CHECK((x->drawn) <= (3));
            }
        }
        fours += first >= 0;
    }
    ck_assert_int_gt(fours, 1000);
    ck_assert_int_gt(limited, 1000);
    table_free(&f.t);
}
END_TEST

START_TEST(the_fourth_card_comes_after_everyone_is_served)
{
    /* 24 cards (9..A), four players: a stock of 4.  Seat 0 holds nothing
     * (forced in: asks four), seats 1-3 a pair each (draw three).  Seat 0
     * gets three of the four stock cards; seat 1 the last one, then two of
     * seat 0's discards (re-shuffled); seat 2 the two left, then one of seat
     * 1's discards; seat 3 two of those, then one of seat 2's discards; and
     * seat 0's fourth card comes last: one of the two cards seat 2 threw
     * that are left - a card thrown after his turn. */
    fixture f;
    setup(&f, 24, 4, TABLE_FULL, "standard");
    uint64_t preset[4] = {cards("AsKhQdJc9s"), cards("KsKdAhTc9d"), cards("QsQcAdJhTh"), cards("JsJdAcKc9h")};
    rng g;
    rng_for_block(&g, 5, 0);
    table_hand h;
    for (int k = 0; k < 20000; k++) {
        table_deal(&f.t, &g, preset, &h);
        table_draw(&f.t, &g, 0x1, &h);
        check_deal(&f, &h, 0x1);
        CHECK_EQ(h.four_seat, 0);
        CHECK_EQ(h.seat[0].drawn, 4);
        for (int s = 1; s < 4; s++)
            CHECK_EQ(h.seat[s].drawn, 3);
        CHECK(!h.burnt);   /* seats 1-3 were served after him */
        CHECK_EQ(h.reshuffles, 3);
        CHECK_EQ(h.own_reused, 0);
        uint64_t thrown0 = h.seat[0].served & ~h.seat[0].kept, thrown2 = h.seat[2].served & ~h.seat[2].kept;
        CHECK_EQ(card_count(h.seat[0].final & h.stock0), 3);
        CHECK_EQ(card_count(h.seat[0].final & thrown2), 1);
        CHECK_EQ(card_count(h.seat[1].final & thrown0), 2);
        CHECK_EQ(h.pile_first, thrown0);
    }
    table_free(&f.t);
}
END_TEST

START_TEST(the_last_player_asking_four_has_a_card_burnt_first)
{
    /* Four players at 32 cards, only the dealer (seat 3) forced in with an
     * empty hand, the others pat or folding: he is the last served. */
    fixture f;
    setup(&f, 32, 4, TABLE_FULL, "standard");
    /* royal flush, straight flush, flush (pat), nothing */
    uint64_t preset[4] = {cards("AsKsQsJsTs"), cards("8h9hThJhQh"), cards("AdKdQdJd8d"), cards("AhQcTc8c7d")};
    rng g;
    rng_for_block(&g, 6, 0);
    table_hand h;
    for (int k = 0; k < 2000; k++) {
        table_deal(&f.t, &g, preset, &h);
        table_draw(&f.t, &g, 0x8, &h);
        check_deal(&f, &h, 0x8);
        CHECK_EQ(h.four_seat, 3);
        CHECK(h.burnt);
        CHECK_EQ(h.reshuffles, 0);
        CHECK_EQ(card_count(h.from_stock), 4);
    }
    table_free(&f.t);
}
END_TEST

START_TEST(discards_are_reshuffled_only_when_the_stock_is_empty)
{
    /* 8 players at 40 cards: no stock at all; 8 at 52 all forced in: a
     * stock of 12 for about 20 cards asked. */
    static const struct { int deck, players; uint32_t forced; } CASES[] = {{40, 8, 0}, {52, 8, 0xff}, {52, 10, 0}};
    for (size_t i = 0; i < 3; i++) {
        fixture f;
        setup(&f, CASES[i].deck, CASES[i].players, TABLE_FULL, "standard");
        rng g;
        rng_for_block(&g, 9, i);
        table_hand h;
        int reshuffled = 0, twice = 0;
        for (int k = 0; k < 20000; k++) {
            table_deal(&f.t, &g, NULL, &h);
            table_draw(&f.t, &g, CASES[i].forced, &h);
            check_deal(&f, &h, CASES[i].forced);   /* incl. stock exhausted before any discard is reused */
            reshuffled += h.reshuffles > 0;
            twice += h.reshuffles > 1;
            if (h.reshuffles == 0) {
                /* nothing reused: every card served is a stock card */
                CHECK_EQ(h.from_pile, 0);
            }
        }
        ck_assert_int_gt(reshuffled, 1000);
        if (CASES[i].deck == 40)
            ck_assert_int_gt(twice, 100);   /* repeated re-shuffles happen too */
        table_free(&f.t);
    }
}
END_TEST

START_TEST(the_result_is_the_same_at_one_two_and_three_threads)
{
    fixture f;
    setup(&f, 40, 8, TABLE_FULL, "standard");
    static table_counts c[3];
    for (int k = 0; k < 3; k++) {
        mc_config cfg = cfg_of(300000, k + 1, 42);
        uint64_t done;
        ck_assert_int_eq(table_mc(&f.t, 0, &cfg, &c[k], &done), TALON_OK);
        ck_assert_uint_eq(done, 300000);
    }
    ck_assert_mem_eq(&c[0], &c[1], sizeof c[0]);
    ck_assert_mem_eq(&c[0], &c[2], sizeof c[0]);
    ck_assert_uint_eq(c[0].hands, 8 * 300000ULL);
    ck_assert_uint_gt(c[0].reshuffle_deals, 0);
    /* another seed, other counts */
    mc_config cfg = cfg_of(300000, 2, 43);
    ck_assert_int_eq(table_mc(&f.t, 0, &cfg, &c[1], NULL), TALON_OK);
    ck_assert(memcmp(&c[0], &c[1], sizeof c[0]) != 0);
    table_free(&f.t);
}
END_TEST

/* table_mc's fused fast path against table_deal + table_draw, deal by
 * deal: the same generator stream (block 0), the same order (deal i+1 is
 * dealt before the draw of deal i), the same counts bit for bit. */
static void fast_path_agrees(int deck, int players, uint32_t forced)
{
    fixture f;
    setup(&f, deck, players, TABLE_FULL, "standard");
    const uint64_t N = 30000, seed = 1234;
    static uint64_t origin[6][EVAL_NCAT][STRATEGY_NSERVED];
    memset(origin, 0, sizeof origin);
    rng g;
    rng_for_block(&g, seed, 0);
    table_hand h[2];
    table_deal(&f.t, &g, NULL, &h[0]);
    for (uint64_t i = 0; i < N; i++) {
        if (i + 1 < N)
            table_deal(&f.t, &g, NULL, &h[(i + 1) & 1]);
        table_hand *x = &h[i & 1];
        table_draw(&f.t, &g, forced, x);
        for (int s = 0; s < players; s++) {
            const table_seat *y = &x->seat[s];
            int d = y->folded ? 5 : y->drawn;
            int c = y->folded ? y->served_cat : eval_category(&f.r, y->final_value);
            CHECK_EQ(y->served_cat, eval_category(&f.r, y->served_value));
            origin[d][c][y->play.served]++;
        }
    }
    static table_counts tc;
    mc_config cfg = cfg_of(N, 1, seed);
    ck_assert_int_eq(table_mc(&f.t, forced, &cfg, &tc, NULL), TALON_OK);
    ck_assert_mem_eq(origin, tc.origin, sizeof origin);
    table_free(&f.t);
}

START_TEST(the_fast_path_of_the_monte_carlo_run_deals_as_the_dealer_does)
{
    fast_path_agrees(32, 4, 0);      /* nearly always the fast path */
    fast_path_agrees(40, 8, 0xff);   /* often four-card draws and re-shuffles */
    fast_path_agrees(52, 10, 0);
}
END_TEST

/* The solo dealer against the exact table, cell by cell within 4 standard
 * errors (p from the exact table, n = hands dealt). */
static void solo_agrees(int deck, const char *preset, int camouflage)
{
    fixture f;
    ck_assert_int_eq(rules_init(&f.r, deck, true, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(strategy_preset(preset, &f.s), TALON_OK);
    if (camouflage >= 0)
        strategy_set_camouflage(&f.s, camouflage);
    ck_assert_int_eq(strategy_plan_init(&f.p, &f.s, &f.r), TALON_OK);
    ck_assert_int_eq(table_init(&f.t, &f.r, &f.p, 4, TABLE_SOLO), TALON_OK);
    static tab_drawn ex, mc;
    ck_assert_int_eq(tab_drawn_exact(&f.r, &f.s, 0, &ex), TALON_OK);
    mc_config cfg = cfg_of(500000, 0, 2024);
    ck_assert_int_eq(tab_drawn_mc(&f.t, &f.s, &cfg, &mc), TALON_OK);
    ck_assert_uint_eq(mc.total, 4 * 500000ULL);
    const double n = (double)mc.total;
    int cells = 0;
    for (int v = 0; v < STRATEGY_NSERVED; v++) {
        double p = (double)ex.folded[v] / (double)ex.total, se = sqrt(p * (1 - p) / n);
        double est = (double)mc.folded[v] / n;
        ck_assert_msg(fabs(est - p) <= 4 * se + 1e-12, "deck %d folded %d: %.6f vs %.6f", deck, v, est, p);
        for (int d = 0; d < TAB_DRAWN_ROWS; d++)
            for (int c = 0; c < EVAL_NCAT; c++) {
                p = (double)ex.played[v][d][c] / (double)ex.total;
                se = sqrt(p * (1 - p) / n);
                est = (double)mc.played[v][d][c] / n;
                ck_assert_msg(fabs(est - p) <= 4 * se + 1e-12, "deck %d served %d drew %d final %d: %.6f vs %.6f (se %.6f)",
                              deck, v, d, c, est, p, se);
                cells += p > 0;
            }
    }
    ck_assert_int_gt(cells, 10);
    table_free(&f.t);
}

START_TEST(single_player_mode_agrees_with_the_exact_cards_drawn_table)
{
    solo_agrees(32, "standard", -1);
    solo_agrees(52, "article", -1);
    solo_agrees(24, "standard", 1);
}
END_TEST

START_TEST(a_whole_table_where_every_hand_plays_meets_the_four_card_rule_and_the_reshuffle)
{
    /* strategies/blind.txt: the standard strategy with empty hands drawing
     * four.  8 players at 52 cards leave a stock of 12. */
    fixture f;
    ck_assert_int_eq(rules_init(&f.r, 52, false, ORDER_MODERN), TALON_OK);
    static const char TEXT[] = "name blind\nnothing draw 4\n";
    strategy_error e;
    ck_assert_int_eq(strategy_parse(TEXT, sizeof TEXT - 1, &f.s, &e), TALON_OK);
    ck_assert_int_eq(strategy_plan_init(&f.p, &f.s, &f.r), TALON_OK);
    ck_assert_int_eq(table_init(&f.t, &f.r, &f.p, 8, TABLE_FULL), TALON_OK);
    static tab_drawn mc;
    mc_config cfg = cfg_of(100000, 0, 77);
    ck_assert_int_eq(tab_drawn_mc(&f.t, &f.s, &cfg, &mc), TALON_OK);
    uint64_t drew[TAB_DRAWN_ROWS] = {0}, folded = 0;
    for (int v = 0; v < STRATEGY_NSERVED; v++) {
        folded += mc.folded[v];
        for (int d = 0; d < TAB_DRAWN_ROWS; d++)
            for (int c = 0; c < EVAL_NCAT; c++)
                drew[d] += mc.played[v][d][c];
    }
    ck_assert_uint_eq(folded, 0);
    /* One seat a deal exchanges four: the four-card row counts the deals. */
    ck_assert_uint_eq(drew[4], mc.dealer.fours);
    ck_assert_uint_gt(mc.dealer.fours, 90000);   /* nearly every deal has an empty hand */
    /* The later askers of four drew three. */
    ck_assert_uint_gt(mc.dealer.limited, 100000);
    ck_assert_uint_le(mc.dealer.limited, drew[3]);
    ck_assert_uint_le(mc.dealer.burns, mc.dealer.fours);
    /* About 19 cards asked for a stock of 12: nearly always a re-shuffle. */
    ck_assert_uint_gt(mc.dealer.reshuffle_deals, 99000);
    ck_assert_uint_ge(mc.dealer.reshuffles, mc.dealer.reshuffle_deals);
    table_free(&f.t);

    /* The article's strategy folds the empty hands: nobody draws four. */
    ck_assert_int_eq(strategy_preset("article", &f.s), TALON_OK);
    ck_assert_int_eq(strategy_plan_init(&f.p, &f.s, &f.r), TALON_OK);
    ck_assert_int_eq(table_init(&f.t, &f.r, &f.p, 8, TABLE_FULL), TALON_OK);
    ck_assert_int_eq(tab_drawn_mc(&f.t, &f.s, &cfg, &mc), TALON_OK);
    ck_assert_uint_eq(mc.dealer.fours, 0);
    ck_assert_uint_eq(mc.dealer.limited, 0);
    ck_assert_uint_eq(mc.dealer.burns, 0);
    table_free(&f.t);
}
END_TEST

START_TEST(impossible_tables_are_refused)
{
    rules r, r2;
    strategy s;
    strategy_plan p;
    table t;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(rules_init(&r2, 52, true, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(strategy_preset("standard", &s), TALON_OK);
    ck_assert_int_eq(strategy_plan_init(&p, &s, &r), TALON_OK);
    ck_assert_int_eq(table_init(&t, &r, &p, 7, TABLE_FULL), TALON_E_RANGE);   /* 35 cards from 32 */
    ck_assert_int_eq(table_init(&t, &r, &p, 0, TABLE_FULL), TALON_E_RANGE);
    ck_assert_int_eq(table_init(&t, &r, &p, TABLE_MAX_PLAYERS + 1, TABLE_SOLO), TALON_E_RANGE);
    ck_assert_int_eq(table_init(&t, &r2, &p, 4, TABLE_FULL), TALON_E_INVAL);  /* plan of other rules */
    ck_assert_int_eq(table_init(&t, &r, &p, 10, TABLE_SOLO), TALON_OK);     /* alone, any number */
    table_free(&t);
    table_free(&t);   /* idempotent */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("table");
    TCase *tc = tcase_create("the table dealer");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, every_deal_gives_distinct_cards_and_follows_the_strategy);
    tcase_add_test(tc, every_seat_is_dealt_the_exact_hand_frequencies);
    tcase_add_test(tc, only_the_first_player_asking_four_gets_four);
    tcase_add_test(tc, the_fourth_card_comes_after_everyone_is_served);
    tcase_add_test(tc, the_last_player_asking_four_has_a_card_burnt_first);
    tcase_add_test(tc, discards_are_reshuffled_only_when_the_stock_is_empty);
    tcase_add_test(tc, the_result_is_the_same_at_one_two_and_three_threads);
    tcase_add_test(tc, the_fast_path_of_the_monte_carlo_run_deals_as_the_dealer_does);
    tcase_add_test(tc, single_player_mode_agrees_with_the_exact_cards_drawn_table);
    tcase_add_test(tc, a_whole_table_where_every_hand_plays_meets_the_four_card_rule_and_the_reshuffle);
    tcase_add_test(tc, impossible_tables_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
