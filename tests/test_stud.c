/* test_stud.c - Cyber Stud (Caribbean Stud): the counting method against a
 * brute-force loop over the dealer's hands, the symmetry-reduced exact run
 * against every situation counted one by one, the published house edge of
 * optimal play, the qualification rule, the paytable format, the jackpot
 * break-even, and the Monte Carlo mode against the exact figure.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the exact 52-card game is still computed once (the
 * published figures need the whole deck, and the outcome lines and the
 * Monte Carlo test read it), but the other exact runs take 40 cards: the
 * same code on a fifth of the situations.
 *   - One thread against all: the counts are integer sums, equal at any
 *     thread count on any deck, so the check is the same on 40 cards.
 *   - The raise of 3 antes: at 52 cards it turns the house edge into a
 *     player's edge; at 40 the player is ahead already at 2 antes (the
 *     paytable is made for 52), so the check there is that the raise of 3
 *     is worth more than that of 2 (0.526 against 0.273 antes); and the
 *     ace-king hands are raised less often (none, against 8 064
 *     situations), as at 52 (151 428 against 2 862 264).  Both are exact
 *     figures of the 40-card game; the refusals are the same.
 *   - Monte Carlo: 100 000 trials instead of 400 000; the agreement is
 *     still within 4 standard errors of the run itself, and the bound on
 *     the standard error is doubled, as it scales with 1/sqrt(trials).
 * The Release suite runs everything at 52 cards and 400 000 trials.
 * In both, the checks inside the loops over situations are plain tests
 * (CHECK): a passing ck_assert costs a message to Check, which under ASan
 * took longer than the situation itself. */
#include <check.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "err.h"
#include "eval.h"
#include "rng.h"
#include "stud.h"

/* The deck of the exact runs other than the published game, under the
 * sanitizers (a fifth of the situations of 52 cards). */
#define SMALL_DECK 40

/* The tables are built once per deck and shared by the tests of a process. */
static stud_tables *tables_for(int deck)
{
    static stud_tables *cache[DECK_MAX + 1];
    static rules r[DECK_MAX + 1];
    if (!cache[deck]) {
        ck_assert_int_eq(rules_init(&r[deck], deck, true, ORDER_MODERN), TALON_OK);
        ck_assert_int_eq(stud_tables_new(&r[deck], 0, &cache[deck]), TALON_OK);
    }
    return cache[deck];
}

/* The exact standard game of a deck, computed once (2 s at 52 cards). */
static const stud_result *standard_exact_at(int deck)
{
    static stud_result res[DECK_MAX + 1];
    static bool done[DECK_MAX + 1];
    if (!done[deck]) {
        stud_game g;
        stud_game_standard(&g);
        ck_assert_int_eq(stud_exact(tables_for(deck), &g, 0, NULL, &res[deck]), TALON_OK);
        done[deck] = true;
    }
    return &res[deck];
}

static const stud_result *standard_exact(void)
{
    return standard_exact_at(52);
}

static uint64_t card(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, NULL), TALON_OK);
    return m;
}

/* Every dealer hand: the up card and 4 of the cards left. */
static void brute(const rules *r, uint64_t hand, int up, stud_counts *c)
{
    uint32_t v = eval5(r, hand), q = stud_qualifier(r);
    int rest[DECK_MAX], m = 0;
    for (int x = 0; x < 64; x++)
        if ((r->deck >> x & 1) && !(hand >> x & 1) && x != up)
            rest[m++] = x;
    memset(c, 0, sizeof *c);
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++)
            for (int d = b + 1; d < m; d++)
                for (int e = d + 1; e < m; e++) {
                    uint32_t dv = eval5(r, 1ULL << up | 1ULL << rest[a] | 1ULL << rest[b] | 1ULL << rest[d] |
                                               1ULL << rest[e]);
                    if (dv < q)
                        c->nq++;
                    else if (v > dv)
                        c->win++;
                    else if (v == dv)
                        c->tie++;
                    else
                        c->lose++;
                }
}

static void same_counts(const stud_counts *a, const stud_counts *b, const char *what)
{
    ck_assert_msg(a->nq == b->nq && a->win == b->win && a->tie == b->tie && a->lose == b->lose,
                  "%s: counted %llu/%llu/%llu/%llu, brute force %llu/%llu/%llu/%llu", what,
                  (unsigned long long)a->nq, (unsigned long long)a->win, (unsigned long long)a->tie,
                  (unsigned long long)a->lose, (unsigned long long)b->nq, (unsigned long long)b->win,
                  (unsigned long long)b->tie, (unsigned long long)b->lose);
}

START_TEST(the_counting_method_matches_a_brute_force_loop_over_the_dealer_hands)
{
    stud_tables *t = tables_for(52);
    const rules *r = stud_tables_rules(t);
    /* Chosen hands: a royal flush, ace-king with the up card pairing it,
     * the weakest qualifier, a hand below it, a pair the up card matches,
     * quads, a wheel, a tie-prone ace-king hand. */
    static const char *HANDS[][2] = {
        {"AsKsQsJsTs", "2h"}, {"AhKd9c5s3h", "9s"}, {"AcKd4h3s2c", "Ah"}, {"QhJd9c7s3h", "Kd"},
        {"7h7d9cQs3h", "7s"}, {"5h5d5c5s3h", "3d"}, {"Ah2d3c4s5h", "5d"}, {"AhKdQcJs9h", "Ts"},
    };
    for (size_t k = 0; k < sizeof HANDS / sizeof HANDS[0]; k++) {
        uint64_t hand = card(HANDS[k][0]);
        int up = __builtin_ctzll(card(HANDS[k][1]));
        stud_counts a, b;
        ck_assert_int_eq(stud_situation(t, hand, up, &a), TALON_OK);
        brute(r, hand, up, &b);
        same_counts(&a, &b, HANDS[k][0]);
        ck_assert_uint_eq(a.nq + a.win + a.tie + a.lose, 163185);   /* C(46,4) */
    }
    /* And random situations. */
    rng g;
    rng_seed(&g, 52, 1);
    for (int k = 0; k < 24; k++) {
        uint64_t hand = 0;
        while (card_count(hand) < 5)
            hand |= 1ULL << card_index((int)rng_bounded(&g, 13), (int)rng_bounded(&g, 4));
        int up;
        do
            up = card_index((int)rng_bounded(&g, 13), (int)rng_bounded(&g, 4));
        while (hand >> up & 1);
        stud_counts a, b;
        ck_assert_int_eq(stud_situation(t, hand, up, &a), TALON_OK);
        brute(r, hand, up, &b);
        char what[CARD_STR_MAX];
        card_format(hand, CARD_EN, what, sizeof what);
        same_counts(&a, &b, what);
    }
    /* Bad situations are errors, not crashes. */
    stud_counts c;
    ck_assert_int_eq(stud_situation(t, card("AsKs"), 0, &c), TALON_E_COUNT);
    ck_assert_int_eq(stud_situation(t, card("AsKsQsJsTs"), __builtin_ctzll(card("As")), &c), TALON_E_DUP);
}
END_TEST

/* The exact run enumerates one situation per suit-symmetry class with a
 * weight; counting every (hand, up card) of a 24-card deck one by one with
 * stud_situation must give the very same integer totals. */
START_TEST(the_symmetry_weights_give_the_same_totals_as_every_situation_one_by_one)
{
    for (int deck = 24; deck <= 28; deck += 4) {
        stud_tables *t = tables_for(deck);
        const rules *r = stud_tables_rules(t);
        stud_game g;
        stud_game_standard(&g);
        stud_result res;
        ck_assert_int_eq(stud_exact(t, &g, 0, NULL, &res), TALON_OK);
        uint32_t q = stud_qualifier(r);
        int cards[DECK_MAX], n = 0;
        for (int x = 0; x < 64; x++)
            if (r->deck >> x & 1)
                cards[n++] = x;
        uint64_t cnt[STUD_NGROUPS][STUD_NOUT] = {{0}}, sits = 0;
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                for (int c = b + 1; c < n; c++)
                    for (int d = c + 1; d < n; d++)
                        for (int e = d + 1; e < n; e++) {
                            uint64_t hand = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] |
                                            1ULL << cards[d] | 1ULL << cards[e];
                            uint32_t v = eval5(r, hand);
                            int row = stud_row_of(r, v);
                            int grp = row == STUD_HIGH ? (v >= q ? STUD_G_AK : STUD_G_LOW) : row + 1;
                            for (int u = 0; u < n; u++) {
                                if (hand >> cards[u] & 1)
                                    continue;
                                stud_counts s;
                                CHECK(stud_situation(t, hand, cards[u], &s) == TALON_OK, "deck %d: situation "
                                      "%016llx, up %d refused", deck, (unsigned long long)hand, cards[u]);
                                sits++;
                                if (stud_should_raise(&g, row, &s)) {
                                    cnt[grp][STUD_NOQUAL] += s.nq;
                                    cnt[grp][STUD_WIN] += s.win;
                                    cnt[grp][STUD_TIE] += s.tie;
                                    cnt[grp][STUD_LOSE] += s.lose;
                                } else {
                                    cnt[grp][STUD_FOLD] += s.nq + s.win + s.tie + s.lose;
                                }
                            }
                        }
        ck_assert_uint_eq(sits, res.situations);
        for (int gr = 0; gr < STUD_NGROUPS; gr++)
            for (int o = 0; o < STUD_NOUT; o++)
                ck_assert_msg(cnt[gr][o] == res.count[gr][o], "deck %d %s %s: one by one %llu, exact %llu", deck,
                              stud_group_key(gr), stud_outcome_key(o), (unsigned long long)cnt[gr][o],
                              (unsigned long long)res.count[gr][o]);
        ck_assert_uint_lt(res.classes, res.situations / 20);   /* the symmetry saves ~24x */
    }
}
END_TEST

/* Shackleford's published analysis of optimal play (the "Wizard of Odds"
 * tables): a total loss of 1 041 372 912 372 antes over all
 * 19 933 230 517 200 deals, a house edge of 5.224% of the ante and 2.555% of
 * the total bet, 16 759 740 deals won with a royal flush. */
START_TEST(the_house_edge_of_optimal_play_is_the_published_5_224_percent)
{
    stud_tables *t = tables_for(52);
    stud_game g;
    stud_game_standard(&g);
    stud_result res = *standard_exact();
    ck_assert_uint_eq(res.deals, 19933230517200ULL);
    ck_assert_uint_eq(res.situations, 122151120ULL);
    __int128 total = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++)
        for (int o = 0; o < STUD_NOUT; o++)
            total += (__int128)res.count[gr][o] * (int64_t)stud_payoff(&g, gr, o);
    ck_assert_msg(total == -(__int128)1041372912372LL, "total %lld", (long long)total);
    ck_assert_uint_eq(res.count[STUD_G_ROYAL][STUD_WIN], 16759740ULL);
    double ev = stud_result_ev(&g, &res);
    ck_assert_double_eq_tol(ev, -0.052243, 5e-7);
    ck_assert_double_eq_tol(-ev / stud_result_avg_bet(&g, &res), 0.02555, 5e-5);
    /* The strategy facts: every pair or better raised, nothing below
     * ace-king, ace-king in between. */
    ck_assert(res.pairs_always);
    ck_assert(res.below_never);
    ck_assert_uint_gt(res.raised[STUD_G_AK], 0);
    ck_assert_uint_lt(res.raised[STUD_G_AK], res.sit[STUD_G_AK]);
    const rules *r = stud_tables_rules(t);
    ck_assert_uint_eq(res.weakest_raised, stud_qualifier(r));
    char buf[16];
    stud_value_ranks(r, res.always_from, buf, sizeof buf);
    ck_assert_str_eq(buf, "AKQJ2");
    /* The thread count does not change a single count (under the
     * sanitizers, on 40 cards). */
    const int deck = sanitized() ? SMALL_DECK : 52;
    stud_result one;
    ck_assert_int_eq(stud_exact(tables_for(deck), &g, 1, NULL, &one), TALON_OK);
    ck_assert_mem_eq(one.count, standard_exact_at(deck)->count, sizeof one.count);
}
END_TEST

START_TEST(the_outcome_lines_and_group_returns_add_up_to_the_result)
{
    stud_game g;
    stud_game_standard(&g);
    const stud_result *res = standard_exact();
    stud_line lines[STUD_NLINES];
    stud_result_lines(&g, res, lines);
    ck_assert_int_eq(lines[0].outcome, STUD_FOLD);
    ck_assert_int_eq(lines[1].outcome, STUD_NOQUAL);
    ck_assert_int_eq(lines[STUD_NLINES - 2].outcome, STUD_TIE);
    ck_assert_int_eq(lines[STUD_NLINES - 1].outcome, STUD_LOSE);
    const stud_line *royal = &lines[2 + STUD_ROYAL];
    ck_assert_int_eq(royal->outcome, STUD_WIN);
    ck_assert_int_eq(royal->row, STUD_ROYAL);
    ck_assert_uint_eq(royal->deals, 16759740ULL);
    ck_assert_double_eq(royal->net, 201.0);   /* 1 + 2 antes x 100 to 1 */
    ck_assert_int_eq(lines[0].row, -1);
    uint64_t deals = 0;
    double sum = 0;
    for (int i = 0; i < STUD_NLINES; i++) {
        deals += lines[i].deals;
        sum += (double)lines[i].deals * lines[i].net;
    }
    ck_assert_uint_eq(deals, res->deals);
    ck_assert_double_eq_tol(sum / (double)deals, stud_result_ev(&g, res), 1e-12);
    /* The high-card line gathers the two high-card groups (below ace-king and ace-king). */
    ck_assert_uint_eq(lines[2 + STUD_HIGH].deals, res->count[STUD_G_AK][STUD_WIN] + res->count[STUD_G_LOW][STUD_WIN]);
    double groups = 0, total = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++) {
        double ret, n = stud_group_return(&g, res, gr, &ret);
        groups += n;
        total += ret;
    }
    ck_assert_double_eq(groups, (double)res->deals);
    ck_assert_double_eq_tol(total / groups, stud_result_ev(&g, res), 1e-12);
}
END_TEST

START_TEST(the_dealer_qualifies_with_ace_king_or_better)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    uint32_t q = stud_qualifier(&r);
    ck_assert_uint_eq(q, eval5(&r, card("AcKd4h3s2c")));
    ck_assert_uint_lt(eval5(&r, card("AcQdJhTs8c")), q);    /* ace-queen: not qualified */
    ck_assert_uint_lt(eval5(&r, card("KcQdJhTs8c")), q);
    ck_assert_uint_ge(eval5(&r, card("AcKd5h3s2c")), q);
    ck_assert_uint_ge(eval5(&r, card("2c2d5h3s7c")), q);    /* any pair */
    ck_assert_uint_ge(eval5(&r, card("Ac2d3h4s5c")), q);    /* the wheel is a straight */
    /* A non-qualifying dealer pays the ante 1:1 and returns the raise,
     * whatever the player holds. */
    stud_game g;
    stud_game_standard(&g);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_LOW, STUD_NOQUAL), 1.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_ROYAL, STUD_NOQUAL), 1.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_ROYAL, STUD_WIN), 201.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_AK, STUD_WIN), 3.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_PAIR, STUD_LOSE), -3.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_PAIR, STUD_TIE), 0.0);
    ck_assert_double_eq(stud_payoff(&g, STUD_G_PAIR, STUD_FOLD), -1.0);
    /* A hand below ace-king can only win when the dealer does not qualify. */
    stud_tables *t = tables_for(52);
    stud_counts c;
    ck_assert_int_eq(stud_situation(t, card("QhJd9c7s3h"), __builtin_ctzll(card("2d")), &c), TALON_OK);
    ck_assert_uint_eq(c.win, 0);
    ck_assert_uint_eq(c.tie, 0);
    /* EV of raising from counts: (nq + win (1 + 2 pay) - lose 3) / total. */
    stud_counts k = {.nq = 10, .win = 5, .tie = 1, .lose = 4};
    ck_assert_double_eq_tol(stud_ev_raise(&g, STUD_TWO_PAIR, &k), (10 + 5 * 5 - 4 * 3) / 20.0, 1e-15);
    /* Rows: the royal flush is split from the straight flush. */
    ck_assert_int_eq(stud_row_of(&r, eval5(&r, card("AsKsQsJsTs"))), STUD_ROYAL);
    ck_assert_int_eq(stud_row_of(&r, eval5(&r, card("KsQsJsTs9s"))), STUD_SFLUSH);
    ck_assert_int_eq(stud_row_of(&r, eval5(&r, card("As2s3s4s5s"))), STUD_SFLUSH);
}
END_TEST

START_TEST(the_paytable_format_is_parsed_and_bad_tables_are_rejected)
{
    static const char *GOOD =
        "# a comment\n"
        "[raise]\n"
        "high_card 1\npair 1\ntwo_pair 2\ntrips 3\nstraight 4\nflush 5\nfull_house 7\n"
        "quads 20\nstraight_flush 50\nroyal_flush 100   # trailing comment\n"
        "\n[jackpot]\nflush 50\nfull_house 100\nquads 500\nstraight_flush 10%\nroyal_flush 100%\n";
    stud_paytable a, b;
    stud_paytable_standard(&b);
    int line;
    char why[256];
    ck_assert_int_eq(stud_paytable_parse(GOOD, &a, &line, why, sizeof why), TALON_OK);
    ck_assert_mem_eq(&a, &b, sizeof a);
    /* Without [jackpot], the standard jackpot table. */
    ck_assert_int_eq(stud_paytable_parse("high_card 1\npair 1\ntwo_pair 2\ntrips 3\nstraight 4\nflush 5\n"
                                         "full_house 8\nquads 25\nstraight_flush 50\nroyal_flush 250\n",
                                         &a, &line, why, sizeof why), TALON_OK);
    ck_assert_double_eq(a.pay[STUD_FULL], 8);
    ck_assert_double_eq(a.jp_fixed[STUD_QUADS], 500);
    /* A missing row, a negative one, unknown keys, duplicates, garbage. */
    ck_assert_int_eq(stud_paytable_parse("high_card 1\npair 1\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(line, 0);
    ck_assert_ptr_nonnull(strstr(why, "two_pair' is missing"));
    ck_assert_int_eq(stud_paytable_parse("high_card 1\npair -1\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(line, 2);
    ck_assert_ptr_nonnull(strstr(why, "negative"));
    ck_assert_int_eq(stud_paytable_parse("ace_king 1\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("pair 1\npair 2\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(line, 2);
    ck_assert_int_eq(stud_paytable_parse("pair one\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("pair 1 2\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("pair\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("pair 10%\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("[bonus]\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(stud_paytable_parse("pair nan\n", &a, &line, why, sizeof why), TALON_E_PARSE);
    /* The paytables shipped in paytables/ parse. */
    const char *files[] = {TALON_SOURCE_DIR "/paytables/standard.txt",
                           TALON_SOURCE_DIR "/paytables/jackpot-100-75-50.txt"};
    for (int i = 0; i < 2; i++) {
        FILE *fp = fopen(files[i], "r");
        ck_assert_ptr_nonnull(fp);
        static char text[8192];
        size_t n = fread(text, 1, sizeof text - 1, fp);
        fclose(fp);
        text[n] = 0;
        ck_assert_msg(stud_paytable_parse(text, &a, &line, why, sizeof why) == TALON_OK, "%s line %d: %s", files[i],
                      line, why);
        if (i == 0)
            ck_assert_mem_eq(&a, &b, sizeof a);
    }
}
END_TEST

/* Break-even jackpots published for two jackpot tables (Shackleford,
 * Contingencies Nov/Dec 2000): quads/full/flush 100/75/50 -> 263 205,
 * 150/100/50 -> 246 784; ours for the 500/100/50 standard: 218 047. */
START_TEST(the_jackpot_break_even_matches_the_published_figures)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    stud_paytable pt;
    stud_paytable_standard(&pt);
    double ev, be, prob[STUD_NROWS];
    ck_assert_int_eq(stud_jackpot(&r, &pt, 0, &ev, &be, prob), TALON_OK);
    ck_assert_double_eq_tol(prob[STUD_ROYAL], 4.0 / 2598960, 1e-18);
    ck_assert_double_eq_tol(prob[STUD_SFLUSH], 36.0 / 2598960, 1e-18);
    ck_assert_double_eq_tol(be, (2598960.0 - 941800.0) / 7.6, 1e-6);
    ck_assert_int_eq(stud_jackpot(&r, &pt, be, &ev, NULL, NULL), TALON_OK);
    ck_assert_double_eq_tol(ev, 0.0, 1e-12);
    pt.jp_fixed[STUD_QUADS] = 100;
    pt.jp_fixed[STUD_FULL] = 75;
    ck_assert_int_eq(stud_jackpot(&r, &pt, 0, &ev, &be, NULL), TALON_OK);
    ck_assert_int_eq((int)floor(be), 263205);
    pt.jp_fixed[STUD_QUADS] = 150;
    pt.jp_fixed[STUD_FULL] = 100;
    ck_assert_int_eq(stud_jackpot(&r, &pt, 0, &ev, &be, NULL), TALON_OK);
    ck_assert_int_eq((int)floor(be), 246784);
    /* Each 10 000 of jackpot adds 2.924 cents per unit. */
    double e1, e2;
    stud_jackpot(&r, &pt, 10000, &e1, NULL, NULL);
    stud_jackpot(&r, &pt, 20000, &e2, NULL, NULL);
    ck_assert_double_eq_tol(e2 - e1, 0.02924, 1e-5);
}
END_TEST

START_TEST(the_monte_carlo_mode_agrees_with_the_exact_figure_within_4_standard_errors)
{
    stud_tables *t = tables_for(52);
    stud_game g;
    stud_game_standard(&g);
    stud_result ex = *standard_exact(), mc1, mc2;
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 11;
    cfg.trials = sanitized() ? 100000 : 400000;
    cfg.threads = 2;
    ck_assert_int_eq(stud_mc(t, &g, &cfg, &mc1), TALON_OK);
    ck_assert_uint_eq(mc1.deals, cfg.trials);
    double lo, hi;
    stud_result_ci(&g, &mc1, &lo, &hi);
    double se = (hi - lo) / 2 / 1.959964;
    double exact = stud_result_ev(&g, &ex), est = stud_result_ev(&g, &mc1);
    ck_assert_msg(fabs(est - exact) < 4 * se, "Monte Carlo %.5f, exact %.5f, SE %.5f", est, exact, se);
    ck_assert_double_lt(se, 0.01 * sqrt(400000.0 / (double)cfg.trials));   /* 0.01 at 400 000 */
    /* The fold rate too (a proportion: binomial SE). */
    uint64_t folds = 0, efolds = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++) {
        folds += mc1.count[gr][STUD_FOLD];
        efolds += ex.count[gr][STUD_FOLD];
    }
    double p = (double)efolds / (double)ex.deals, f = (double)folds / (double)mc1.deals;
    ck_assert_double_lt(fabs(f - p), 4 * sqrt(p * (1 - p) / (double)mc1.deals));
    /* Same seed, one thread: the same counts. */
    cfg.threads = 1;
    ck_assert_int_eq(stud_mc(t, &g, &cfg, &mc2), TALON_OK);
    ck_assert_mem_eq(mc1.count, mc2.count, sizeof mc1.count);
}
END_TEST

START_TEST(the_raise_size_and_paytable_are_parameters)
{
    const int deck = sanitized() ? SMALL_DECK : 52;
    stud_tables *t = tables_for(deck);
    stud_game g, g2;
    stud_game_standard(&g);
    stud_game_standard(&g2);
    stud_result a, b;
    g.raise = 3;
    ck_assert_int_eq(stud_exact(t, &g, 0, NULL, &a), TALON_OK);
    /* A bigger raise with the same pays helps the player (he raises only
     * when ahead on average): the edge turns in his favour (on 40 cards,
     * where he is ahead at 2 antes already: his edge grows), and he folds
     * more often. */
    if (deck == 52)
        ck_assert_double_gt(stud_result_ev(&g, &a), 0.0);
    else
        ck_assert_double_gt(stud_result_ev(&g, &a), stud_result_ev(&g2, standard_exact_at(deck)));
    ck_assert_uint_lt(a.raised[STUD_G_AK], standard_exact_at(deck)->raised[STUD_G_AK]);
    /* Nonsense is refused. */
    g.raise = 0;
    ck_assert_int_eq(stud_exact(t, &g, 0, NULL, &b), TALON_E_RANGE);
    g.raise = 2;
    g.pay.pay[STUD_PAIR] = -1;
    ck_assert_int_eq(stud_exact(t, &g, 0, NULL, &b), TALON_E_RANGE);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("stud");
    TCase *tc = tcase_create("Cyber Stud");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, the_counting_method_matches_a_brute_force_loop_over_the_dealer_hands);
    tcase_add_test(tc, the_symmetry_weights_give_the_same_totals_as_every_situation_one_by_one);
    tcase_add_test(tc, the_house_edge_of_optimal_play_is_the_published_5_224_percent);
    tcase_add_test(tc, the_outcome_lines_and_group_returns_add_up_to_the_result);
    tcase_add_test(tc, the_dealer_qualifies_with_ace_king_or_better);
    tcase_add_test(tc, the_paytable_format_is_parsed_and_bad_tables_are_rejected);
    tcase_add_test(tc, the_jackpot_break_even_matches_the_published_figures);
    tcase_add_test(tc, the_monte_carlo_mode_agrees_with_the_exact_figure_within_4_standard_errors);
    tcase_add_test(tc, the_raise_size_and_paytable_are_parameters);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);   /* share the tables between tests */
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
