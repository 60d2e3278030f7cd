/* test_holdem.c - hold'em equities: published values, exact counts against
 * a naive enumeration (every deal, every board, eval7 on each hand), Monte
 * Carlo against exact within 4 standard errors, thread invariance, short
 * deck, and the input errors. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "holdem.h"
#include "range.h"

static rules R(int deck, bool al, enum rules_order o)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, al, o), TALON_OK);
    return r;
}

static uint64_t cards(const char *s)
{
    uint64_t m = 0;
    if (s)
        ck_assert_int_eq(card_parse(s, CARD_EN, &m, NULL, NULL), TALON_OK);
    return m;
}

/* A query from hand texts (NULL-terminated), board and dead cards. */
static holdem_query Q(const rules *r, const char *const *hands, const char *board, const char *dead)
{
    holdem_query q;
    holdem_query_init(&q);
    while (hands[q.players]) {
        ck_assert_int_eq(range_parse(hands[q.players], r->deck, CARD_AUTO, &q.hands[q.players], NULL), TALON_OK);
        q.players++;
    }
    q.board = cards(board);
    q.dead = cards(dead);
    return q;
}

static mc_config CFG(uint64_t trials, int threads)
{
    mc_config c;
    mc_config_init(&c);
    c.seed = 2024;
    c.trials = trials;
    c.threads = threads;
    return c;
}

static holdem_result run(const rules *r, const holdem_query *q, enum holdem_method m, uint64_t trials, int threads)
{
    holdem_query qq = *q;
    qq.method = m;
    mc_config c = CFG(trials, threads);
    holdem_result res;
    ck_assert_int_eq(holdem_equity(r, &qq, &c, &res), TALON_OK);
    ck_assert(res.exact == (m == HOLDEM_EXACT) || m == HOLDEM_AUTO);
    return res;
}

/* ---- the naive reference: every deal of the ranges, every board -------------- */

typedef struct naive {
    const rules *r;
    const holdem_query *q;
    uint64_t list[HOLDEM_MAX_PLAYERS][RANGE_MAX];
    int n[HOLDEM_MAX_PLAYERS];
    uint64_t hand[HOLDEM_MAX_PLAYERS];
    int rest[DECK_MAX], nrest;
    uint64_t win[HOLDEM_MAX_PLAYERS], tie[HOLDEM_MAX_PLAYERS][HOLDEM_MAX_PLAYERS + 1], total;
} naive;

static void naive_boards(naive *nv, int from, int need, uint64_t board)
{
    if (need == 0) {
        uint32_t v[HOLDEM_MAX_PLAYERS], M = 0;
        int t = 0;
        for (int p = 0; p < nv->q->players; p++) {
            v[p] = eval7(nv->r, nv->hand[p] | board);
            M = v[p] > M ? v[p] : M;
        }
        for (int p = 0; p < nv->q->players; p++)
            t += v[p] == M;
        for (int p = 0; p < nv->q->players; p++)
            if (v[p] == M) {
                if (t == 1)
                    nv->win[p]++;
                else
                    nv->tie[p][t]++;
            }
        nv->total++;
        return;
    }
    for (int i = from; i <= nv->nrest - need; i++)
        naive_boards(nv, i + 1, need - 1, board | 1ULL << nv->rest[i]);
}

static void naive_deals(naive *nv, int p, uint64_t used)
{
    if (p == nv->q->players) {
        nv->nrest = 0;
        for (uint64_t m = nv->r->deck & ~used; m; m &= m - 1)
            nv->rest[nv->nrest++] = __builtin_ctzll(m);
        naive_boards(nv, 0, 5 - card_count(nv->q->board), nv->q->board);
        return;
    }
    for (int i = 0; i < nv->n[p]; i++)
        if (!(nv->list[p][i] & used)) {
            nv->hand[p] = nv->list[p][i];
            naive_deals(nv, p + 1, used | nv->list[p][i]);
        }
}

/* Exact mode must give the naive counts, integer for integer. */
static void check_against_naive(const rules *r, const holdem_query *q, const char *what)
{
    naive *nv = calloc(1, sizeof *nv);
    nv->r = r;
    nv->q = q;
    for (int p = 0; p < q->players; p++) {
        range g = q->hands[p];
        range_remove(&g, ~r->deck);
        nv->n[p] = range_list(&g, nv->list[p]);
    }
    naive_deals(nv, 0, q->board | q->dead);
    holdem_result res = run(r, q, HOLDEM_EXACT, 1, 0);
    ck_assert_msg(res.exact, "%s: not exact", what);
    ck_assert_msg(res.n == nv->total, "%s: %llu outcomes, naive %llu", what, (unsigned long long)res.n,
                  (unsigned long long)nv->total);
    ck_assert_msg(res.n == res.deals * res.boards, "%s: n != deals x boards", what);
    for (int p = 0; p < q->players; p++) {
        ck_assert_msg(res.win[p] == nv->win[p], "%s: player %d wins %llu, naive %llu", what, p + 1,
                      (unsigned long long)res.win[p], (unsigned long long)nv->win[p]);
        for (int k = 2; k <= q->players; k++)
            ck_assert_msg(res.tie[p][k] == nv->tie[p][k], "%s: player %d %d-way ties %llu, naive %llu", what, p + 1,
                          k, (unsigned long long)res.tie[p][k], (unsigned long long)nv->tie[p][k]);
    }
    free(nv);
}

/* ---- tests ------------------------------------------------------------------------- */

START_TEST(published_preflop_equities_are_reproduced_exactly)
{
    rules r = R(52, true, ORDER_MODERN);
    /* AA vs KK: 81.9% / 18.1% (every published calculator: 81.95 / 18.05). */
    holdem_query q = Q(&r, (const char *[]){"AA", "KK", NULL}, NULL, NULL);
    holdem_result res = run(&r, &q, HOLDEM_AUTO, 1, 0);
    ck_assert(res.exact);
    ck_assert_double_eq_tol(holdem_share(&res, 0), 0.8195, 0.0005);
    ck_assert_double_eq_tol(holdem_share(&res, 1), 0.1805, 0.0005);
    ck_assert_uint_eq(res.deals, 36);
    /* AKs vs QQ: about 46% / 54%. */
    q = Q(&r, (const char *[]){"AsKs", "QdQc", NULL}, NULL, NULL);
    res = run(&r, &q, HOLDEM_AUTO, 1, 0);
    ck_assert(res.exact);
    ck_assert_uint_eq(res.n, 1712304);   /* C(48, 5) boards */
    ck_assert_double_eq_tol(holdem_share(&res, 0), 0.462, 0.002);
    /* AA vs a random hand: 85.2%; 1225 hands x 1 712 304 boards. */
    q = Q(&r, (const char *[]){"AsAh", "random", NULL}, NULL, NULL);
    res = run(&r, &q, HOLDEM_AUTO, 1, 0);
    ck_assert(res.exact);
    ck_assert_uint_eq(res.n, 1225ULL * 1712304ULL);
    ck_assert_double_eq_tol(holdem_share(&res, 0), 0.8520, 0.0002);
    ck_assert_double_eq_tol(holdem_share(&res, 0) + holdem_share(&res, 1), 1.0, 1e-12);
}
END_TEST

START_TEST(exact_counts_equal_a_naive_enumeration)
{
    rules r = R(52, true, ORDER_MODERN);
    holdem_query q;
    q = Q(&r, (const char *[]){"AsKs", "QdQc", NULL}, NULL, NULL);
    check_against_naive(&r, &q, "AsKs QdQc preflop");   /* known hands: boards by rank multiset (run_known) */
    q = Q(&r, (const char *[]){"AhKh", "QsQc", NULL}, NULL, NULL);
    check_against_naive(&r, &q, "AhKh QsQc preflop");
    q = Q(&r, (const char *[]){"AsKs", "QdQc", "JhTh", NULL}, NULL, NULL);
    check_against_naive(&r, &q, "AsKs QdQc JhTh preflop, three players");
    q = Q(&r, (const char *[]){"AhKh", "random", NULL}, "Qh7h2c", NULL);
    check_against_naive(&r, &q, "AhKh random, flop with three hearts");
    q = Q(&r, (const char *[]){"QQ+,AKs", "random", NULL}, "Kd7c2c5c", NULL);
    check_against_naive(&r, &q, "QQ+,AKs random, turn");
    q = Q(&r, (const char *[]){"AsKs", "QQ", "random", NULL}, "Th9h2d", "Qh");
    check_against_naive(&r, &q, "AsKs QQ random, flop, a dead queen");
    q = Q(&r, (const char *[]){"AK", "JJ+", "T9s,98s", "22", NULL}, "Ts9s8d", NULL);
    check_against_naive(&r, &q, "four ranges, flop");
    q = Q(&r, (const char *[]){"AsAd", "KsKd", "QsQd", "JsJd", "Ts9s", "8c8h", "7c6c", "5d5h", "4s3s", "2c2d", NULL},
          "AhKhQh", NULL);
    check_against_naive(&r, &q, "ten known hands, flop");
    q = Q(&r, (const char *[]){"AsKd", "random", NULL}, "Ah2h3h4h5h", NULL);
    check_against_naive(&r, &q, "river, board flush");
}
END_TEST

/* A card of deck drawn from *x (xorshift64), not in used. */
static int draw_card(uint64_t *x, uint64_t deck, uint64_t used)
{
    int n = card_count(deck & ~used);
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    int k = (int)(*x % (uint64_t)n);
    uint64_t m = deck & ~used;
    for (; k > 0; k--)
        m &= m - 1;
    return __builtin_ctzll(m);
}

START_TEST(known_hands_by_rank_multiset_match_the_naive_enumeration)
{
    /* Every player's hand known: boards by rank multiset and the flush
     * corrections (run_known).  Suited hands sharing a suit (a threshold of
     * 3), one card of it (4), boards and dead cards of every street, every
     * deck x ace-low x order. */
    static const char *const H[][5] = {
        {"AhKh", "QhJh", NULL},        {"AhKh", "2h3d", NULL},       {"7h2h", "7d2d", "7c2c", NULL},
        {"AsAh", "KsKh", "Qs2h", NULL}, {"AhKh", "AdKd", NULL},
    };
    rules r = R(52, true, ORDER_MODERN);
    for (size_t i = 0; i < sizeof H / sizeof H[0]; i++) {
        holdem_query q = Q(&r, H[i], NULL, NULL);
        check_against_naive(&r, &q, H[i][1]);
        q = Q(&r, H[i], "4h5h9c", "Th");
        check_against_naive(&r, &q, H[i][1]);
        q = Q(&r, H[i], "4h5h9h6c", NULL);
        check_against_naive(&r, &q, H[i][1]);
        q = Q(&r, H[i], "4h5h9h6c8h", NULL);
        check_against_naive(&r, &q, H[i][1]);
    }
    uint64_t x = 0x9e3779b97f4a7c15ULL;
    static const enum rules_order O[3] = {ORDER_MODERN, ORDER_FLUSH_OVER_FULL, ORDER_ARCHAIC};
    for (int t = 0; t < 240; t++) {
        int deck = 20 + 4 * (t % 9);
        rules rr = R(deck, t / 9 % 2 == 0, O[t / 18 % 3]);
        int players = 2 + t % 3;
        int nb = (int[]){0, 3, 4, 5}[t / 3 % 4];
        if (deck > 36 && nb == 0)
            nb = 3;   /* the naive preflop count: about 0.1 s a query at 52 cards */
        int ndead = t / 5 % 3;
        if (card_count(rr.deck) - 2 * players - nb - ndead < 5 - nb)
            continue;
        holdem_query q;
        holdem_query_init(&q);
        q.players = players;
        uint64_t used = 0;
        for (int p = 0; p < players; p++) {
            int a = draw_card(&x, rr.deck, used);
            used |= 1ULL << a;
            int b = draw_card(&x, rr.deck, used);
            used |= 1ULL << b;
            range_clear(&q.hands[p]);
            range_add(&q.hands[p], a, b);
        }
        for (int k = 0; k < nb; k++) {
            int c = draw_card(&x, rr.deck, used);
            used |= 1ULL << c;
            q.board |= 1ULL << c;
        }
        for (int k = 0; k < ndead; k++) {
            int c = draw_card(&x, rr.deck, used);
            used |= 1ULL << c;
            q.dead |= 1ULL << c;
        }
        char what[80];
        snprintf(what, sizeof what, "random known hands, case %d (%d cards, %d players, board %d)", t, deck,
                 players, nb);
        check_against_naive(&rr, &q, what);
    }
}
END_TEST

START_TEST(rank_classes_and_suit_symmetry_match_the_naive_enumeration_preflop)
{
    /* Preflop in small decks: the compressed path (rank classes, flush-capable
     * combos, board symmetry) with the naive count small enough to check. */
    static const struct {
        int deck;
        bool al;
        enum rules_order o;
        const char *h[4];
    } C[] = {
        {24, true, ORDER_MODERN, {"AsAh", "random", NULL}},
        {28, true, ORDER_MODERN, {"KsQs", "random", NULL}},
        {28, false, ORDER_FLUSH_OVER_FULL, {"9h8h", "random", NULL}},
        {24, true, ORDER_ARCHAIC, {"AA", "random", NULL}},
        {24, true, ORDER_MODERN, {"AsKd", "QQ", "random", NULL}},
        {20, true, ORDER_FLUSH_OVER_FULL, {"KK,AQs", "random", NULL}},
    };
    for (size_t i = 0; i < sizeof C / sizeof C[0]; i++) {
        rules r = R(C[i].deck, C[i].al, C[i].o);
        holdem_query q = Q(&r, C[i].h, NULL, NULL);
        char what[120];
        snprintf(what, sizeof what, "%d cards, %s, case %zu", C[i].deck, rules_order_name(C[i].o), i);
        check_against_naive(&r, &q, what);
    }
}
END_TEST

/* Small ranges are counted as classes of whole deals (run_known, one per
 * class of suit-equivalent deals, weighted): the counts must be the sums of
 * every deal's counts, each deal asked as known hands. */
static void sum_known(const rules *r, const holdem_query *q, int p, uint64_t used, uint64_t *hand, holdem_result *sum,
                      uint64_t *deals)
{
    if (p == q->players) {
        holdem_query k = *q;
        for (int i = 0; i < q->players; i++) {
            char txt[8];
            card_format(hand[i], CARD_EN, txt, sizeof txt);
            ck_assert_int_eq(range_parse(txt, r->deck, CARD_EN, &k.hands[i], NULL), TALON_OK);
        }
        holdem_result one = run(r, &k, HOLDEM_EXACT, 0, 1);
        sum->n += one.n;
        for (int i = 0; i < q->players; i++) {
            sum->win[i] += one.win[i];
            for (int t = 2; t <= q->players; t++)
                sum->tie[i][t] += one.tie[i][t];
        }
        (*deals)++;
        return;
    }
    uint64_t list[RANGE_MAX];
    int n = range_list(&q->hands[p], list);
    for (int i = 0; i < n; i++)
        if (!(list[i] & used)) {
            hand[p] = list[i];
            sum_known(r, q, p + 1, used | list[i], hand, sum, deals);
        }
}

START_TEST(small_ranges_count_as_the_sum_of_their_deals)
{
    rules r = R(52, true, ORDER_MODERN);
    static const struct {
        const char *h[4], *board, *dead;
    } C[] = {
        {{"AKs", "QQ", NULL}, NULL, NULL},
        {{"AhKh", "QQ", "JTs", NULL}, NULL, "2c"},
        {{"AK", "QQ", "JJ", NULL}, "2c7h9s", NULL},
        {{"AKs,AKo", "QQ+", NULL}, "Qh7d2c", NULL},
        {{"22", "33", "44", NULL}, "5s6s7s8d", NULL},
    };
    for (size_t i = 0; i < sizeof C / sizeof C[0]; i++) {
        holdem_query q = Q(&r, C[i].h, C[i].board, C[i].dead);
        holdem_result got = run(&r, &q, HOLDEM_EXACT, 0, 2), want;
        memset(&want, 0, sizeof want);
        uint64_t hand[HOLDEM_MAX_PLAYERS], deals = 0;
        sum_known(&r, &q, 0, q.board | q.dead, hand, &want, &deals);
        ck_assert_uint_eq(got.deals, deals);
        ck_assert_uint_eq(got.n, want.n);
        for (int p = 0; p < q.players; p++) {
            ck_assert_uint_eq(got.win[p], want.win[p]);
            for (int t = 2; t <= q.players; t++)
                ck_assert_uint_eq(got.tie[p][t], want.tie[p][t]);
        }
    }
}
END_TEST

START_TEST(monte_carlo_agrees_with_exact_within_four_standard_errors)
{
    rules r = R(52, true, ORDER_MODERN);
    static const struct {
        const char *h[5];
        const char *board;
    } C[] = {
        {{"AsKs", "QdQc", NULL}, NULL},
        {{"AK,QQ", "QQ+,AKs", "random", NULL}, "Qs7d2c"},   /* ranges drawn jointly, with rejection */
        {{"KhKd", "random", "random", NULL}, "9c8c3h4d"},
        {{"AhKh", "random", "random", NULL}, "2h3h4c"},      /* no range: dealt by plan, flushes looked up */
    };
    for (size_t i = 0; i < sizeof C / sizeof C[0]; i++) {
        holdem_query q = Q(&r, C[i].h, C[i].board, NULL);
        holdem_result ex = run(&r, &q, HOLDEM_EXACT, 1, 0);
        holdem_result mc = run(&r, &q, HOLDEM_MC, 2000000, 0);
        ck_assert(ex.exact && !mc.exact);
        ck_assert_uint_eq(mc.n, 2000000);
        for (int p = 0; p < q.players; p++) {
            double e = holdem_share(&ex, p), m = holdem_share(&mc, p);
            stats_ci ci;
            holdem_ci(&mc, p, &ci, NULL, NULL);
            double se = (ci.hi - ci.lo) / (2 * 1.959964);
            ck_assert_msg(fabs(m - e) < 4 * se, "case %zu player %d: MC %.6f, exact %.6f, se %.6f", i, p + 1, m, e,
                          se);
            double pw = (double)ex.win[p] / (double)ex.n, mw = (double)mc.win[p] / (double)mc.n;
            double sw = sqrt(pw * (1 - pw) / (double)mc.n);
            ck_assert_msg(fabs(mw - pw) < 4 * sw + 1e-12, "case %zu player %d win: MC %.6f, exact %.6f", i, p + 1, mw,
                          pw);
        }
    }
}
END_TEST

START_TEST(results_are_identical_at_one_two_and_three_threads)
{
    rules r = R(52, true, ORDER_MODERN);
    holdem_query q = Q(&r, (const char *[]){"KhKd", "random", "QQ+,AKs", "random", NULL}, NULL, NULL);
    holdem_result mc[3], ex[3];
    for (int t = 1; t <= 3; t++)
        mc[t - 1] = run(&r, &q, HOLDEM_MC, 500000, t);
    ck_assert_mem_eq(&mc[0], &mc[1], sizeof mc[0]);
    ck_assert_mem_eq(&mc[0], &mc[2], sizeof mc[0]);
    q = Q(&r, (const char *[]){"KhKd", "random", "random", "random", NULL}, NULL, NULL);   /* dealt by plan */
    for (int t = 1; t <= 3; t++)
        mc[t - 1] = run(&r, &q, HOLDEM_MC, 300000, t);
    ck_assert_mem_eq(&mc[0], &mc[1], sizeof mc[0]);
    ck_assert_mem_eq(&mc[0], &mc[2], sizeof mc[0]);
    q = Q(&r, (const char *[]){"AKs", "QQ", NULL}, "Qh8d3s", NULL);
    for (int t = 1; t <= 3; t++)
        ex[t - 1] = run(&r, &q, HOLDEM_EXACT, 1, t);
    ck_assert_mem_eq(&ex[0], &ex[1], sizeof ex[0]);
    ck_assert_mem_eq(&ex[0], &ex[2], sizeof ex[0]);
}
END_TEST

START_TEST(short_deck_plays_the_ace_low_straight_and_flush_over_full)
{
    /* 36 cards, A-6-7-8-9 is a straight: AsKd beats JcJd on 6h7d8c9sQs. */
    rules r = R(36, true, ORDER_FLUSH_OVER_FULL);
    holdem_query q = Q(&r, (const char *[]){"AsKd", "JcJd", NULL}, "6h7d8c9sQs", NULL);
    holdem_result res = run(&r, &q, HOLDEM_AUTO, 1, 0);
    ck_assert(res.exact);
    ck_assert_uint_eq(res.n, 1);
    ck_assert_uint_eq(res.win[0], 1);
    rules off = R(36, false, ORDER_FLUSH_OVER_FULL);
    res = run(&off, &q, HOLDEM_AUTO, 1, 0);
    ck_assert_uint_eq(res.win[1], 1);
    /* A flush beats a full house: AhKh vs 7c7d on 7h8h9hTd8s. */
    q = Q(&r, (const char *[]){"AhKh", "7c7d", NULL}, "7h8h6hTd8s", NULL);
    res = run(&r, &q, HOLDEM_AUTO, 1, 0);
    ck_assert_uint_eq(res.win[0], 1);
    /* Exact preflop and flop against the naive count. */
    q = Q(&r, (const char *[]){"AsKs", "QdQc", NULL}, NULL, NULL);
    check_against_naive(&r, &q, "36 cards, AsKs QdQc preflop");
    q = Q(&r, (const char *[]){"AhTh", "QQ", "random", NULL}, "6h7h9c", NULL);
    check_against_naive(&r, &q, "36 cards, AhTh QQ random, flop");
}
END_TEST

START_TEST(share_is_an_exact_fraction_of_integer_counts)
{
    rules r = R(52, true, ORDER_MODERN);
    holdem_query q = Q(&r, (const char *[]){"AsKs", "AdKd", "QQ", NULL}, "2c3c4h", NULL);
    holdem_result res = run(&r, &q, HOLDEM_EXACT, 1, 0);
    uint64_t sum = 0, den = 0;
    for (int p = 0; p < 3; p++) {
        uint64_t num, d;
        ck_assert_int_eq(holdem_share_exact(&res, p, &num, &d), TALON_OK);
        ck_assert_double_eq_tol((double)num / (double)d, holdem_share(&res, p), 1e-15);
        sum += num;
        den = d;
    }
    ck_assert_uint_eq(sum, den);   /* the pot is shared out completely */
    ck_assert_uint_gt(res.tie[0][2], 0);   /* AsKs and AdKd split often */
}
END_TEST

START_TEST(bad_queries_are_refused_with_their_reason)
{
    rules r = R(52, true, ORDER_MODERN);
    mc_config c = CFG(1000, 1);
    holdem_result res;
    holdem_query q = Q(&r, (const char *[]){"AsKs", "QdQc", NULL}, NULL, NULL);
    q.board = cards("2c");
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_COUNT);
    q.board = cards("2c3c");
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_COUNT);
    q.board = cards("2c3c4c5c6c7c");
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_COUNT);
    q.board = cards("2c3c4c");
    q.dead = cards("2c");
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_DUP);
    q.dead = 0;
    q.players = 11;
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_RANGE);
    q.players = 1;
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_RANGE);
    /* a range emptied by the board */
    q = Q(&r, (const char *[]){"AsKs", "QQ", NULL}, "QsQhQd", NULL);
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_INVAL);
    ck_assert_int_eq(res.bad_player, 1);
    /* ... or by another player's known hand */
    q = Q(&r, (const char *[]){"AsKs", "AsKs,AhKs,KsAd,AcKs", NULL}, NULL, NULL);
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_INVAL);
    ck_assert_int_eq(res.bad_player, 1);
    /* ranges that cannot be dealt together: six aces */
    q = Q(&r, (const char *[]){"AA", "AA", "AA", NULL}, NULL, NULL);
    for (int m = HOLDEM_AUTO; m <= HOLDEM_MC; m++) {
        q.method = (enum holdem_method)m;
        ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_E_INVAL);
        ck_assert_int_eq(res.bad_player, -1);
    }
    /* too many cards: 8 players (16 cards) and a board (5) from 20 */
    rules small = R(20, true, ORDER_MODERN);
    q = Q(&small, (const char *[]){"random", "random", "random", "random", "random", "random", "random", "random",
                                   NULL},
          NULL, NULL);
    ck_assert_int_eq(holdem_equity(&small, &q, &c, &res), TALON_E_RANGE);
}
END_TEST

START_TEST(large_cases_fall_back_to_monte_carlo_with_an_interval)
{
    rules r = R(52, true, ORDER_MODERN);
    holdem_query q = Q(&r, (const char *[]){"KhKd", "random", "random", "random", NULL}, NULL, NULL);
    mc_config c = CFG(0, 0);
    c.precision = 0.0005;
    holdem_result res;
    ck_assert_int_eq(holdem_equity(&r, &q, &c, &res), TALON_OK);
    ck_assert(!res.exact);
    stats_ci ci;
    holdem_ci(&res, 0, &ci, NULL, NULL);
    ck_assert_double_lt(ci.hi - ci.lo, 0.001);
    ck_assert(ci.lo > 0.575 && ci.hi < 0.59);   /* KK vs 3 random: about 58.2% */
    ck_assert_double_ge(res.work, HOLDEM_EXACT_LIMIT);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("holdem");
    TCase *tc = tcase_create("equities");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, published_preflop_equities_are_reproduced_exactly);
    tcase_add_test(tc, exact_counts_equal_a_naive_enumeration);
    tcase_add_test(tc, known_hands_by_rank_multiset_match_the_naive_enumeration);
    tcase_add_test(tc, rank_classes_and_suit_symmetry_match_the_naive_enumeration_preflop);
    tcase_add_test(tc, small_ranges_count_as_the_sum_of_their_deals);
    tcase_add_test(tc, monte_carlo_agrees_with_exact_within_four_standard_errors);
    tcase_add_test(tc, results_are_identical_at_one_two_and_three_threads);
    tcase_add_test(tc, short_deck_plays_the_ace_low_straight_and_flush_over_full);
    tcase_add_test(tc, share_is_an_exact_fraction_of_integer_counts);
    tcase_add_test(tc, bad_queries_are_refused_with_their_reason);
    tcase_add_test(tc, large_cases_fall_back_to_monte_carlo_with_an_interval);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
