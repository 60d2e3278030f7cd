/* test_dclass.c - draw classes: hand-picked hands under both straight
 * conventions, and the bit-line draw detection against a slow reference
 * that counts the ranks completing each four-card subset. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"
#include "rules.h"

static rules mk(int deck, bool ace_low, enum rules_order order)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, ace_low, order), TALON_OK);
    return r;
}

static uint64_t hand(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_msg(card_parse(s, CARD_AUTO, &m, &n, NULL) == TALON_OK, "bad test hand %s", s);
    ck_assert_int_eq(n, 5);
    return m;
}

static int cls(int deck, bool ace_low, const char *s)
{
    rules r = mk(deck, ace_low, ORDER_MODERN);
    return dclass_of(&r, hand(s));
}

static unsigned flags(int deck, bool ace_low, const char *s)
{
    rules r = mk(deck, ace_low, ORDER_MODERN);
    return dclass_draws(&r, hand(s));
}

/* ---- hand-picked hands ---------------------------------------------------- */

START_TEST(at_52_cards_2345_is_open_ended_only_with_the_low_ace)
{
    ck_assert_int_eq(cls(52, true, "2s3h4d5c9s"), DCLASS_DRAW);     /* an ace or a 6 */
    ck_assert_int_eq(cls(52, false, "2s3h4d5c9s"), DCLASS_NOTHING); /* only a 6 */
    ck_assert(flags(52, false, "2s3h4d5c9s") & DCLASS_F_ONEWAY);
    ck_assert(!(flags(52, false, "2s3h4d5c9s") & DCLASS_F_OPEN));
}
END_TEST

START_TEST(at_52_cards_a234_and_jqka_are_one_way_under_both_conventions)
{
    for (int al = 0; al < 2; al++) {
        ck_assert_int_eq(cls(52, al, "As2h3d4c9s"), DCLASS_NOTHING);
        ck_assert_int_eq(cls(52, al, "JsQhKdAc5s"), DCLASS_NOTHING);
        ck_assert(flags(52, al, "JsQhKdAc5s") & DCLASS_F_ONEWAY);
    }
    ck_assert(flags(52, true, "As2h3d4c9s") & DCLASS_F_ONEWAY);   /* only a 5 */
    ck_assert(!(flags(52, false, "As2h3d4c9s") & (DCLASS_F_ONEWAY | DCLASS_F_OPEN)));
}
END_TEST

START_TEST(a_middle_four_straight_is_open_ended_under_both_conventions)
{
    for (int al = 0; al < 2; al++) {
        ck_assert_int_eq(cls(52, al, "9sTdJhQc3s"), DCLASS_DRAW);
        ck_assert_int_eq(cls(32, al, "8s9dThJcAs"), DCLASS_DRAW);   /* a 7 or a queen */
    }
}
END_TEST

START_TEST(at_32_cards_789T_is_open_ended_only_with_the_low_ace)
{
    ck_assert_int_eq(cls(32, true, "7s8d9hTcKs"), DCLASS_DRAW);      /* the low ace or a jack */
    ck_assert_int_eq(cls(32, false, "7s8d9hTcKs"), DCLASS_NOTHING);  /* a jack only */
    ck_assert(flags(32, false, "7s8d9hTcKs") & DCLASS_F_ONEWAY);
}
END_TEST

START_TEST(at_32_cards_a789_with_the_low_ace_is_one_way)
{
    ck_assert_int_eq(cls(32, true, "As7d8h9cKs"), DCLASS_NOTHING);   /* a 10 only */
    ck_assert(flags(32, true, "As7d8h9cKs") & DCLASS_F_ONEWAY);
    ck_assert(!(flags(32, false, "As7d8h9cKs") & (DCLASS_F_ONEWAY | DCLASS_F_OPEN | DCLASS_F_INSIDE)));
}
END_TEST

START_TEST(inside_straight_draws_are_not_playable)
{
    ck_assert_int_eq(cls(52, true, "5s6d8h9cKs"), DCLASS_NOTHING);
    ck_assert_int_eq(flags(52, true, "5s6d8h9cKs"), DCLASS_F_INSIDE);
    ck_assert_int_eq(cls(32, false, "7s8dThJcAs"), DCLASS_NOTHING);
    ck_assert_int_eq(cls(52, true, "As2d3h5cKs"), DCLASS_NOTHING);   /* wheel gutshot */
    ck_assert(flags(52, true, "As2d3h5cKs") & DCLASS_F_INSIDE);
    ck_assert(!(flags(52, false, "As2d3h5cKs") & DCLASS_F_INSIDE));
}
END_TEST

START_TEST(a_double_inside_draw_is_flagged_but_not_playable)
{
    unsigned f = flags(52, true, "5s7d8h9cJs");
    ck_assert(f & DCLASS_F_INSIDE);
    ck_assert(f & DCLASS_F_DOUBLE_INSIDE);
    ck_assert_int_eq(cls(52, true, "5s7d8h9cJs"), DCLASS_NOTHING);
}
END_TEST

START_TEST(four_to_a_flush_is_a_draw)
{
    ck_assert_int_eq(cls(52, true, "AhKh7h3h9s"), DCLASS_DRAW);
    ck_assert_int_eq(cls(32, false, "AhKh7h8h9s"), DCLASS_DRAW);
    ck_assert_int_eq(flags(52, true, "AhKh7h3h9s"), DCLASS_F_FLUSH);
}
END_TEST

START_TEST(a_pair_with_a_flush_draw_counts_as_a_draw_above_every_pair)
{
    int k = cls(52, true, "KhKs7h3h2h");
    ck_assert_int_eq(k, DCLASS_DRAW);
    ck_assert_int_gt(k, DCLASS_PAIR(RANK_A));
    ck_assert_int_eq(cls(52, true, "5c5d6h7s8c"), DCLASS_DRAW);   /* pair + open-ended */
    ck_assert_int_eq(cls(52, true, "KhKd7s4c2h"), DCLASS_PAIR(RANK_K));
    ck_assert_int_eq(cls(52, true, "JsQhKdAcAd"), DCLASS_PAIR(RANK_A)); /* pair + one-way */
}
END_TEST

START_TEST(a_straight_flush_inside_draw_is_playable)
{
    unsigned f = flags(52, true, "5h6h8h9hKs");
    ck_assert(f & DCLASS_F_SFLUSH);
    ck_assert(f & DCLASS_F_FLUSH);
    ck_assert_int_eq(cls(52, true, "5h6h8h9hKs"), DCLASS_DRAW);
    ck_assert(flags(52, true, "JhQhKhAh2s") & DCLASS_F_SFLUSH);   /* one-way SF draw */
    ck_assert(!(flags(52, true, "2h7hJhAh5s") & DCLASS_F_SFLUSH)); /* four to a flush only */
}
END_TEST

START_TEST(made_straights_and_flushes_are_their_made_class_not_draws)
{
    rules r = mk(52, true, ORDER_MODERN);
    ck_assert_int_eq(dclass_of(&r, hand("5s6d7h8c9s")), dclass_made(&r, EVAL_STRAIGHT));
    ck_assert_int_eq(dclass_of(&r, hand("As2d3h4c5s")), dclass_made(&r, EVAL_STRAIGHT));
    ck_assert_int_eq(dclass_of(&r, hand("2h5h6h7h8h")), dclass_made(&r, EVAL_FLUSH));
    ck_assert_int_eq(dclass_of(&r, hand("5h6h7h8h9h")), dclass_made(&r, EVAL_STRAIGHT_FLUSH));
    ck_assert_int_eq(dclass_of(&r, hand("KhKdKs4c2h")), dclass_made(&r, EVAL_TRIPS));
    ck_assert_int_eq(dclass_of(&r, hand("KhKd4s4c2h")), DCLASS_TWO_PAIR);
    rules r32 = mk(32, true, ORDER_MODERN);
    ck_assert_int_eq(dclass_of(&r32, hand("As7d8h9cTs")), dclass_made(&r32, EVAL_STRAIGHT));
    ck_assert_int_eq(cls(32, false, "As7d8h9cTs"), DCLASS_NOTHING);   /* 7-8-9-10 one-way, ace high */
}
END_TEST

START_TEST(at_20_cards_with_the_low_ace_tjqk_is_one_way_because_both_ends_are_the_ace)
{
    rules r = mk(20, true, ORDER_MODERN);
    ck_assert(!dclass_open_ended(&r, RANK_T));
    ck_assert_int_eq(dclass_of(&r, hand("TsJdQhKcKs")), DCLASS_PAIR(RANK_K));
    ck_assert(dclass_draws(&r, hand("TsJdQhKcKs")) & DCLASS_F_ONEWAY);
}
END_TEST

START_TEST(at_24_cards_with_the_low_ace_a_T_J_Q_is_a_double_inside_draw_not_a_four_straight)
{
    rules r = mk(24, true, ORDER_MODERN);
    uint64_t h = hand("AsTdJhQcQs");   /* a 9 (A-9-10-J-Q) or a king (10-J-Q-K-A) */
    ck_assert_int_eq(dclass_draws(&r, h), DCLASS_F_INSIDE | DCLASS_F_DOUBLE_INSIDE);
    ck_assert_int_eq(dclass_of(&r, h), DCLASS_PAIR(RANK_Q));
}
END_TEST

START_TEST(open_endedness_depends_on_deck_and_ace_low)
{
    rules r52on = mk(52, true, ORDER_MODERN), r52off = mk(52, false, ORDER_MODERN);
    rules r32on = mk(32, true, ORDER_MODERN), r32off = mk(32, false, ORDER_MODERN);
    ck_assert(dclass_open_ended(&r52on, RANK_2));
    ck_assert(!dclass_open_ended(&r52off, RANK_2));
    ck_assert(!dclass_open_ended(&r52on, RANK_A));
    ck_assert(dclass_open_ended(&r52off, RANK_3));
    ck_assert(dclass_open_ended(&r52off, RANK_T));
    ck_assert(!dclass_open_ended(&r52on, RANK_J));
    ck_assert(dclass_open_ended(&r32on, RANK_7));
    ck_assert(!dclass_open_ended(&r32off, RANK_7));
    ck_assert(!dclass_open_ended(&r32on, RANK_A));
    ck_assert(dclass_open_ended(&r32off, RANK_8));
    ck_assert(!dclass_open_ended(&r32on, RANK_6));   /* 6 is not in the deck */
    ck_assert(!dclass_open_ended(&r32on, RANK_Q));
}
END_TEST

/* ---- order, names, parser ------------------------------------------------- */

START_TEST(classes_follow_the_rules_order_above_two_pair)
{
    rules m = mk(52, true, ORDER_MODERN), a = mk(52, true, ORDER_ARCHAIC), f = mk(52, true, ORDER_FLUSH_OVER_FULL);
    ck_assert_int_eq(dclass_made(&m, EVAL_TWO_PAIR), DCLASS_TWO_PAIR);
    ck_assert_int_eq(dclass_made(&m, EVAL_TRIPS), DCLASS_TWO_PAIR + 1);
    ck_assert_int_eq(dclass_made(&m, EVAL_STRAIGHT_FLUSH), DCLASS_COUNT - 1);
    ck_assert_int_lt(dclass_made(&a, EVAL_STRAIGHT), dclass_made(&a, EVAL_TRIPS));
    ck_assert_int_eq(dclass_made(&a, EVAL_QUADS), DCLASS_COUNT - 1);
    ck_assert_int_gt(dclass_made(&f, EVAL_FLUSH), dclass_made(&f, EVAL_FULL));
    for (int k = DCLASS_TWO_PAIR; k < DCLASS_COUNT; k++)
        ck_assert_int_eq(dclass_made(&a, dclass_category(&a, k)), k);
    ck_assert(DCLASS_NOTHING < DCLASS_PAIR(RANK_2) && DCLASS_PAIR(RANK_A) < DCLASS_DRAW &&
              DCLASS_DRAW < DCLASS_TWO_PAIR);
}
END_TEST

START_TEST(names_are_given_in_english_and_french)
{
    rules r = mk(52, true, ORDER_MODERN);
    char b[DCLASS_NAME_MAX];
    ck_assert_str_eq(dclass_name(&r, DCLASS_PAIR(RANK_K), 0, b, sizeof b), "Pair of kings");
    ck_assert_str_eq(dclass_name(&r, DCLASS_PAIR(RANK_K), 1, b, sizeof b), "Paire de rois");
    ck_assert_str_eq(dclass_name(&r, DCLASS_PAIR(RANK_A), 1, b, sizeof b), "Paire d'as");
    ck_assert_str_eq(dclass_name(&r, DCLASS_PAIR(RANK_T), 0, b, sizeof b), "Pair of tens");
    ck_assert_str_eq(dclass_name(&r, DCLASS_DRAW, 0, b, sizeof b), "Draw");
    ck_assert_str_eq(dclass_name(&r, DCLASS_DRAW, 1, b, sizeof b), "Tirage");
    ck_assert_str_eq(dclass_name(&r, DCLASS_TWO_PAIR, 0, b, sizeof b), "Two pair");
    ck_assert_str_eq(dclass_name(&r, DCLASS_TWO_PAIR, 1, b, sizeof b), "Double paire");
    ck_assert_str_eq(dclass_name(&r, dclass_made(&r, EVAL_TRIPS), 1, b, sizeof b), "Brelan");
    ck_assert_str_eq(dclass_name(&r, DCLASS_NOTHING, 1, b, sizeof b), "Rien");
    ck_assert_str_eq(dclass_key(&r, DCLASS_PAIR(RANK_T), b, sizeof b), "TT");
    ck_assert_str_eq(dclass_key(&r, dclass_made(&r, EVAL_STRAIGHT_FLUSH), b, sizeof b), "straight-flush");
    rules r32 = mk(32, true, ORDER_MODERN);
    ck_assert_str_eq(dclass_key(&r32, DCLASS_PAIR(RANK_2), b, sizeof b), "?");
    ck_assert_str_eq(dclass_key(&r32, DCLASS_COUNT, b, sizeof b), "?");
}
END_TEST

START_TEST(every_key_parses_back_to_its_class_under_every_order)
{
    for (int o = ORDER_MODERN; o <= ORDER_ARCHAIC; o++)
        for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4) {
            rules r = mk(deck, true, (enum rules_order)o);
            int seen = 0;
            for (int k = 0; k < DCLASS_COUNT; k++) {
                if (!dclass_valid(&r, k))
                    continue;
                char key[DCLASS_NAME_MAX];
                int back = -1;
                dclass_key(&r, k, key, sizeof key);
                ck_assert_msg(dclass_parse(&r, key, &back) == TALON_OK && back == k, "order %d deck %d key %s",
                              o, deck, key);
                seen++;
            }
            ck_assert_int_eq(seen, DCLASS_COUNT - r.low_rank);
        }
}
END_TEST

START_TEST(the_parser_takes_both_notations_and_rejects_the_rest)
{
    rules r = mk(52, true, ORDER_MODERN), r32 = mk(32, true, ORDER_MODERN);
    int k;
    ck_assert_int_eq(dclass_parse(&r, "KK", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_K));
    ck_assert_int_eq(dclass_parse(&r, "rr", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_K));
    ck_assert_int_eq(dclass_parse(&r, "VV", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_J));
    ck_assert_int_eq(dclass_parse(&r, "DD", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_Q));
    ck_assert_int_eq(dclass_parse(&r, "1010", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_T));
    ck_assert_int_eq(dclass_parse(&r, "tt", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_PAIR(RANK_T));
    ck_assert_int_eq(dclass_parse(&r, "Two_Pair", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_TWO_PAIR);
    ck_assert_int_eq(dclass_parse(&r, "straight_flush", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_COUNT - 1);
    ck_assert_int_eq(dclass_parse(&r, "full-house", &k), TALON_OK);
    ck_assert_int_eq(k, dclass_made(&r, EVAL_FULL));
    ck_assert_int_eq(dclass_parse(&r, "high-card", &k), TALON_OK);
    ck_assert_int_eq(k, DCLASS_NOTHING);
    ck_assert_int_eq(dclass_parse(&r32, "22", &k), TALON_E_DECK);
    ck_assert_int_eq(dclass_parse(&r32, "66", &k), TALON_E_DECK);
    ck_assert_int_eq(dclass_parse(&r32, "77", &k), TALON_OK);
    const char *bad[] = {"", "K", "KQ", "KKK", "xx", "pair", "two pair", "10", "1111", "drawx",
                         "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(dclass_parse(&r, bad[i], &k) == TALON_E_PARSE, "'%s' parsed", bad[i]);
}
END_TEST

/* ---- the reference: count the ranks that complete each four-card subset ---- */

static bool ref_is_straight(const rules *r, const int *rk5)
{
    int s[5];
    memcpy(s, rk5, sizeof s);
    for (int i = 1; i < 5; i++)   /* insertion sort */
        for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
            int t = s[j];
            s[j] = s[j - 1];
            s[j - 1] = t;
        }
    for (int i = 1; i < 5; i++)
        if (s[i] == s[i - 1])
            return false;
    if (s[4] - s[0] == 4)
        return true;
    int lo = r->low_rank;
    return r->ace_low && s[4] == RANK_A && s[0] == lo && s[1] == lo + 1 && s[2] == lo + 2 && s[3] == lo + 3;
}

/* Where c sits in the straight t[0..3] + c: bit 0 set if it is the lowest
 * or highest card under some reading of the ace, bit 1 if it is an interior
 * card under some reading.  The ace reads high (A above K) or, under
 * ace_low, low (A below the deck's lowest rank); at 20 cards with ace_low,
 * 10-J-Q-K-A is a straight both ways, so a king completing A-10-J-Q is an
 * end (A low) and a hole (A high). */
static int ref_where(const rules *r, const int *t, int c)
{
    int s[5] = {t[0], t[1], t[2], t[3], c}, where = 0;
    for (int low_ace = 0; low_ace < 2; low_ace++) {
        if (low_ace && !r->ace_low)
            continue;
        int v[5], mn = 99, mx = -99;
        for (int i = 0; i < 5; i++) {
            v[i] = (low_ace && s[i] == RANK_A) ? r->low_rank - 1 : s[i];
            mn = v[i] < mn ? v[i] : mn;
            mx = v[i] > mx ? v[i] : mx;
        }
        if (mx - mn != 4)
            continue;   /* not a straight under this reading */
        where |= (v[4] == mn || v[4] == mx) ? 1 : 2;
    }
    return where;
}

/* Completing ranks of four distinct ranks t: ranks of the deck, not in t,
 * that make a straight with them. */
static int ref_completions(const rules *r, const int *t, int *out)
{
    int n = 0;
    for (int c = r->low_rank; c <= RANK_A; c++) {
        if (c == t[0] || c == t[1] || c == t[2] || c == t[3])
            continue;
        int s[5] = {t[0], t[1], t[2], t[3], c};
        if (ref_is_straight(r, s))
            out[n++] = c;
    }
    return n;
}

static unsigned ref_draws(const rules *r, uint64_t h)
{
    unsigned f = 0;
    for (int s = 0; s < 4; s++) {
        int t[5], n = 0;
        for (int k = 0; k < 13; k++)
            if (h >> (16 * s + k) & 1)
                t[n++] = k;
        if (n != 4)
            continue;
        f |= DCLASS_F_FLUSH;
        int comp[13];
        if (ref_completions(r, t, comp) > 0)
            f |= DCLASS_F_SFLUSH;
    }
    int d[5], nd = 0;
    for (int k = 0; k < 13; k++)
        if (card_ranks(h) >> k & 1)
            d[nd++] = k;
    bool hole[13] = {false};
    int nholes = 0;
    for (int skip = 0; skip < nd && nd >= 4; skip++) {
        if (nd == 4 && skip > 0)
            break;
        int t[4], n = 0;
        for (int i = 0; i < nd; i++)
            if (nd == 4 || i != skip)
                t[n++] = d[i];
        int comp[13];
        int nc = ref_completions(r, t, comp);
        /* Open-ended: two ranks, each completing at an end (a four-straight
         * extended either way); one-way: one end completion; a completion
         * inside the straight is an inside draw.  (At 24 cards with ace_low,
         * A-10-J-Q has two completions, 9 and K, both inside: a double
         * inside draw, not a four-straight.) */
        int ends = 0;
        for (int j = 0; j < nc; j++) {
            int w = ref_where(r, t, comp[j]);
            ends += w & 1;
            if (w & 2) {
                f |= DCLASS_F_INSIDE;
                if (!hole[comp[j]]) {
                    hole[comp[j]] = true;
                    nholes++;
                }
            }
        }
        if (ends == 2)
            f |= DCLASS_F_OPEN;
        else if (ends == 1)
            f |= DCLASS_F_ONEWAY;
        CHECK(nc <= 2, "hand %016llx, ranks %d %d %d %d: %d completions, more than 2",
              (unsigned long long)h, t[0], t[1], t[2], t[3], nc);
    }
    if (nholes >= 2)
        f |= DCLASS_F_DOUBLE_INSIDE;
    return f;
}

START_TEST(draws_match_the_completion_count_reference_on_every_hand_of_small_decks)
{
    const int decks[] = {20, 24, 28, 32};   /* the degenerate short decks and the article's 32 */
    for (size_t di = 0; di < sizeof decks / sizeof decks[0]; di++)
        for (int al = 0; al < 2; al++) {
            rules r = mk(decks[di], al, ORDER_MODERN);
            int cards[DECK_MAX], n = 0;
            for (int c = 0; c < 64; c++)
                if (r.deck >> c & 1)
                    cards[n++] = c;
            uint64_t checked = 0;
            for (int a = 0; a < n; a++)
                for (int b = a + 1; b < n; b++)
                    for (int c = b + 1; c < n; c++)
                        for (int d = c + 1; d < n; d++)
                            for (int e = d + 1; e < n; e++) {
                                uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] |
                                             1ULL << cards[d] | 1ULL << cards[e];
                                enum eval_cat cat = eval_ref_category(&r, eval_ref5(&r, h));
                                if (cat != EVAL_HIGH && cat != EVAL_PAIR)
                                    continue;
                                unsigned want = ref_draws(&r, h), got = dclass_draws(&r, h);
                                if (want != got) {
                                    char s[CARD_STR_MAX];
                                    card_format(h, CARD_EN, s, sizeof s);
                                    ck_abort_msg("deck %d ace_low %d %s: draws %#x, reference %#x", decks[di], al,
                                                 s, got, want);
                                }
                                checked++;
                            }
            ck_assert_uint_gt(checked, 0);
        }
}
END_TEST

/* At 52 cards every rank pattern: four or five distinct ranks (suits spread
 * so no flush draw), and every four-rank set in one suit. */
START_TEST(draws_match_the_reference_on_every_rank_pattern_at_52_cards)
{
    for (int al = 0; al < 2; al++) {
        rules r = mk(52, al, ORDER_MODERN);
        for (unsigned m = 0; m < (1u << 13); m++) {
            int nb = __builtin_popcount(m);
            if (nb != 4 && nb != 5)
                continue;
            uint64_t h = 0;
            int i = 0;
            for (int k = 0; k < 13; k++)
                if (m >> k & 1)
                    h |= card_bit(k, i++ % 4);
            if (nb == 4) {   /* pair the lowest rank, in a suit not yet used for it */
                int k = __builtin_ctz(m);
                h |= card_bit(k, 1);
            }
            if (eval_ref_category(&r, eval_ref5(&r, h)) == EVAL_STRAIGHT)
                continue;
            ck_assert_msg(dclass_draws(&r, h) == ref_draws(&r, h), "ace_low %d ranks %#x: %#x vs %#x", al, m,
                          dclass_draws(&r, h), ref_draws(&r, h));
            if (nb == 4) {   /* the same four ranks suited, plus an off-suit card of another rank */
                int other = 0;
                while (m >> other & 1)
                    other++;
                uint64_t s = (uint64_t)m << 16 | card_bit(other, 0);
                if (eval_ref_category(&r, eval_ref5(&r, s)) == EVAL_STRAIGHT)
                    continue;
                ck_assert_msg(dclass_draws(&r, s) == ref_draws(&r, s), "ace_low %d suited %#x: %#x vs %#x", al, m,
                              dclass_draws(&r, s), ref_draws(&r, s));
            }
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dclass");
    TCase *tc = tcase_create("draw classes");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, at_52_cards_2345_is_open_ended_only_with_the_low_ace);
    tcase_add_test(tc, at_52_cards_a234_and_jqka_are_one_way_under_both_conventions);
    tcase_add_test(tc, a_middle_four_straight_is_open_ended_under_both_conventions);
    tcase_add_test(tc, at_32_cards_789T_is_open_ended_only_with_the_low_ace);
    tcase_add_test(tc, at_32_cards_a789_with_the_low_ace_is_one_way);
    tcase_add_test(tc, inside_straight_draws_are_not_playable);
    tcase_add_test(tc, a_double_inside_draw_is_flagged_but_not_playable);
    tcase_add_test(tc, four_to_a_flush_is_a_draw);
    tcase_add_test(tc, a_pair_with_a_flush_draw_counts_as_a_draw_above_every_pair);
    tcase_add_test(tc, a_straight_flush_inside_draw_is_playable);
    tcase_add_test(tc, made_straights_and_flushes_are_their_made_class_not_draws);
    tcase_add_test(tc, at_20_cards_with_the_low_ace_tjqk_is_one_way_because_both_ends_are_the_ace);
    tcase_add_test(tc, at_24_cards_with_the_low_ace_a_T_J_Q_is_a_double_inside_draw_not_a_four_straight);
    tcase_add_test(tc, open_endedness_depends_on_deck_and_ace_low);
    tcase_add_test(tc, classes_follow_the_rules_order_above_two_pair);
    tcase_add_test(tc, names_are_given_in_english_and_french);
    tcase_add_test(tc, every_key_parses_back_to_its_class_under_every_order);
    tcase_add_test(tc, the_parser_takes_both_notations_and_rejects_the_rest);
    tcase_add_test(tc, draws_match_the_completion_count_reference_on_every_hand_of_small_decks);
    tcase_add_test(tc, draws_match_the_reference_on_every_rank_pattern_at_52_cards);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
