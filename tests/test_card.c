/* test_card.c - card notation: both notations against each other, round
 * trips through card_format for every card and for random sets, every kind
 * of error with its code and offset, decks, and long or random input (a
 * small built-in fuzz; the real fuzzer comes later). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "rng.h"

/* ck_assert* reports every passing check to the runner (a write to a pipe
 * or file), which costs seconds over the loops below; REQUIRE talks to Check
 * only on failure. */
#define REQUIRE(c)                                                                     \
    do {                                                                               \
        if (!(c))                                                                      \
            ck_abort_msg("assertion '%s' failed", #c);                                 \
    } while (0)

/* Parse or fail the test. */
static uint64_t parse_ok(const char *s, enum card_notation nota, int want_n)
{
    uint64_t m = ~0ULL;
    int n = -1;
    size_t pos = 12345;
    int rc = card_parse(s, nota, &m, &n, &pos);
    if (rc != TALON_OK || n != want_n)
        ck_abort_msg("'%s' (notation %d): rc %d at %zu, %d cards (want %d)", s, (int)nota, rc, pos, n,
                     want_n);
    REQUIRE(card_count(m) == n);
    REQUIRE((m & ~CARD_ALL) == 0);
    return m;
}

/* Expect an error code at an offset; the outputs must be cleared. */
static void parse_err(const char *s, enum card_notation nota, int want_rc, size_t want_pos)
{
    uint64_t m = ~0ULL;
    int n = -1;
    size_t pos = 12345;
    int rc = card_parse(s, nota, &m, &n, &pos);
    if (rc != want_rc || pos != want_pos)
        ck_abort_msg("'%s' (notation %d): rc %d at %zu, want %d at %zu", s, (int)nota, rc, pos, want_rc,
                     want_pos);
    REQUIRE(m == 0 && n == 0);
}

/* Ks 2d Qd 9h Tc, the article's example. */
static uint64_t article_hand(void)
{
    return card_bit(RANK_K, 0) | card_bit(RANK_2, 2) | card_bit(RANK_Q, 2) | card_bit(RANK_9, 1) |
           card_bit(RANK_T, 3);
}

START_TEST(french_and_english_notations_parse_to_the_same_cards)
{
    uint64_t want = article_hand();
    ck_assert_uint_eq(parse_ok("Ks2dQd9hTc", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Rp2kDk9c10t", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Ks2dQd9hTc", CARD_EN, 5), want);
    ck_assert_uint_eq(parse_ok("Rp2kDk9c10t", CARD_FR, 5), want);
    ck_assert_int_eq(card_detect("Ks2dQd9hTc"), CARD_EN);
    ck_assert_int_eq(card_detect("Rp2kDk9c10t"), CARD_FR);
    /* every rank letter of each notation */
    ck_assert_uint_eq(parse_ok("AsKsQsJsTs", CARD_AUTO, 5), parse_ok("ApRpDpVp10p", CARD_AUTO, 5));
    ck_assert_uint_eq(parse_ok("2h3d4c5s6h7d8c9s", CARD_EN, 8), parse_ok("2c3k4t5p6c7k8t9p", CARD_FR, 8));
}
END_TEST

START_TEST(ten_is_written_10_or_t_in_english_and_10_in_french)
{
    ck_assert_uint_eq(parse_ok("10s", CARD_AUTO, 1), card_bit(RANK_T, 0));
    ck_assert_uint_eq(parse_ok("Ts", CARD_AUTO, 1), card_bit(RANK_T, 0));
    ck_assert_uint_eq(parse_ok("10h9h", CARD_EN, 2), parse_ok("Th9h", CARD_EN, 2));
    ck_assert_uint_eq(parse_ok("10p", CARD_AUTO, 1), card_bit(RANK_T, 0));
    ck_assert_uint_eq(parse_ok("9c10t", CARD_FR, 2), card_bit(RANK_9, 1) | card_bit(RANK_T, 3));
    parse_err("Tp", CARD_FR, TALON_E_PARSE, 0);   /* T is no French rank */
    parse_err("Ts 10s", CARD_EN, TALON_E_DUP, 3);
}
END_TEST

START_TEST(letters_are_case_insensitive)
{
    uint64_t want = article_hand();
    ck_assert_uint_eq(parse_ok("kS2DqD9HtC", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("KS2DQD9HTC", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("ks2dqd9htc", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("rP2KdK9C10T", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("RP2KDK9C10T", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("vpAT", CARD_AUTO, 2), card_bit(RANK_J, 0) | card_bit(RANK_A, 3));
}
END_TEST

START_TEST(tokens_may_be_separated_by_spaces_commas_or_dashes)
{
    uint64_t want = article_hand();
    ck_assert_uint_eq(parse_ok("Ks 2d Qd 9h Tc", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Ks,2d,Qd,9h,Tc", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Ks-2d-Qd-9h-Tc", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("  Ks, 2d -Qd\t9h,,Tc , ", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Rp, 2k - Dk 9c 10t", CARD_AUTO, 5), want);
    ck_assert_uint_eq(parse_ok("Ks2d Qd9h,Tc", CARD_AUTO, 5), want);
    /* but a separator cannot split a token */
    parse_err("K s", CARD_AUTO, TALON_E_PARSE, 0);
    parse_err("1 0s", CARD_AUTO, TALON_E_PARSE, 0);
}
END_TEST

START_TEST(an_empty_string_is_no_cards)
{
    ck_assert_uint_eq(parse_ok("", CARD_AUTO, 0), 0);
    ck_assert_uint_eq(parse_ok("", CARD_FR, 0), 0);
    ck_assert_uint_eq(parse_ok(" ,- \t", CARD_AUTO, 0), 0);
    ck_assert_int_eq(card_detect(""), CARD_EN);
}
END_TEST

START_TEST(every_single_card_round_trips_in_both_notations)
{
    for (int st = 0; st < CARD_SUITS; st++)
        for (int r = 0; r < CARD_RANKS; r++) {
            int c = card_index(r, st);
            for (int nota = CARD_EN; nota <= CARD_FR; nota++) {
                char name[4], text[CARD_STR_MAX];
                card_name(c, (enum card_notation)nota, name);
                size_t len = strlen(name);
                ck_assert(len == 2 || (len == 3 && nota == CARD_FR && r == RANK_T));
                ck_assert_uint_eq(parse_ok(name, (enum card_notation)nota, 1), 1ULL << c);
                ck_assert_uint_eq(card_format(1ULL << c, (enum card_notation)nota, text, sizeof text), len);
                ck_assert_str_eq(text, name);
            }
        }
    char b[4];
    card_name(card_index(RANK_T, 3), CARD_FR, b);
    ck_assert_str_eq(b, "10t");
    card_name(card_index(RANK_T, 3), CARD_EN, b);
    ck_assert_str_eq(b, "Tc");
    card_name(card_index(RANK_Q, 1), CARD_FR, b);
    ck_assert_str_eq(b, "Dc");
    card_name(card_index(RANK_J, 2), CARD_AUTO, b);   /* AUTO prints English */
    ck_assert_str_eq(b, "Jd");
}
END_TEST

/* A random subset of the 52 cards: each card kept with probability p/64. */
static uint64_t random_set(rng *g)
{
    uint32_t p = rng_bounded(g, 65);
    uint64_t m = 0;
    for (int c = 0; c < 64; c++)
        if ((CARD_ALL >> c & 1) && rng_bounded(g, 64) < p)
            m |= 1ULL << c;
    return m;
}

START_TEST(random_sets_round_trip_through_format_and_parse)
{
    rng g;
    rng_seed(&g, 2718u, 28u);
    for (int t = 0; t < 20000; t++) {
        uint64_t m = random_set(&g);
        for (int nota = CARD_EN; nota <= CARD_FR; nota++) {
            char text[CARD_STR_MAX], again[CARD_STR_MAX];
            size_t len = card_format(m, (enum card_notation)nota, text, sizeof text);
            REQUIRE(len < CARD_STR_MAX);
            REQUIRE(strlen(text) == len);
            REQUIRE(parse_ok(text, (enum card_notation)nota, card_count(m)) == m);
            card_format(m, (enum card_notation)nota, again, sizeof again);
            REQUIRE(strcmp(again, text) == 0);
            /* AUTO reads English text right always, and French text right
             * unless it is made of shared letters only, which happens exactly
             * for hearts (French c) of ranks 2..10 and A. */
            const uint64_t shared = 0x11ffULL << 16;   /* hearts 2..10, A */
            uint64_t autom = parse_ok(text, CARD_AUTO, card_count(m));
            if (nota == CARD_EN || (m & ~shared))
                REQUIRE(autom == m);
            else
                REQUIRE(card_detect(text) == CARD_EN);
        }
    }
}
END_TEST

START_TEST(format_orders_high_ranks_first_and_suits_spades_hearts_diamonds_clubs)
{
    char b[CARD_STR_MAX];
    uint64_t m = parse_ok("2c Ks Ac Ad Ah As 10d", CARD_EN, 7);
    ck_assert_uint_eq(card_format(m, CARD_EN, b, sizeof b), 14);
    ck_assert_str_eq(b, "AsAhAdAcKsTd2c");
    ck_assert_uint_eq(card_format(m, CARD_FR, b, sizeof b), 15);
    ck_assert_str_eq(b, "ApAcAkAtRp10k2t");
    ck_assert_uint_eq(card_format(m, CARD_AUTO, b, sizeof b), 14);
    ck_assert_str_eq(b, "AsAhAdAcKsTd2c");
    card_format(article_hand(), CARD_FR, b, sizeof b);
    ck_assert_str_eq(b, "RpDk10t9c2k");
    ck_assert_uint_eq(card_format(0, CARD_EN, b, sizeof b), 0);
    ck_assert_str_eq(b, "");
    /* the full deck fits CARD_STR_MAX in both notations */
    ck_assert_uint_eq(card_format(CARD_ALL, CARD_EN, b, sizeof b), 104);
    ck_assert_uint_eq(card_format(CARD_ALL, CARD_FR, b, sizeof b), 108);
    ck_assert_uint_eq(parse_ok(b, CARD_AUTO, 52), CARD_ALL);
}
END_TEST

START_TEST(format_truncates_like_snprintf)
{
    uint64_t m = parse_ok("AsKd10h", CARD_EN, 3);
    char b[8];
    memset(b, 'x', sizeof b);
    ck_assert_uint_eq(card_format(m, CARD_FR, b, 5), 7);   /* "ApRk10c" */
    ck_assert_str_eq(b, "ApRk");
    ck_assert_int_eq(b[5], 'x');
    ck_assert_uint_eq(card_format(m, CARD_FR, b, 6), 7);
    ck_assert_str_eq(b, "ApRk1");
    ck_assert_uint_eq(card_format(m, CARD_FR, b, 1), 7);
    ck_assert_str_eq(b, "");
    ck_assert_uint_eq(card_format(m, CARD_FR, NULL, 0), 7);
    ck_assert_uint_eq(card_format(m, CARD_FR, b, 8), 7);
    ck_assert_str_eq(b, "ApRk10c");
}
END_TEST

START_TEST(malformed_tokens_are_parse_errors_at_their_offset)
{
    static const struct { const char *s; size_t pos; } cases[] = {
        {"Kx", 0},           /* unknown suit */
        {"1s", 0},           /* 1 is no rank */
        {"1", 0},
        {"1x", 0},
        {"0s", 0},
        {"100s", 0},         /* ten with suit '0' */
        {"K", 0},            /* missing suit */
        {"10", 0},
        {"Zs", 0},           /* unknown rank */
        {"KsQ", 2},          /* last token has no suit */
        {"Ks,,?", 4},        /* stray character */
        {"Ks?", 2},
        {"Ks Qd\n", 5},      /* newline is no separator */
        {"As Kd 11h", 6},
        {"Ts10", 2},
        {"Ks 1", 3},
        {"Ks\xc3\xa9", 2},   /* UTF-8 e acute */
        {"\xff", 0},
        {"Ks;Qd", 2},
        {"Ks_Qd", 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        parse_err(cases[i].s, CARD_AUTO, TALON_E_PARSE, cases[i].pos);
        /* the same in a fixed notation when the letters allow it */
        parse_err(cases[i].s, CARD_EN, TALON_E_PARSE, cases[i].pos);
    }
    parse_err("Kx", CARD_FR, TALON_E_PARSE, 0);
    parse_err("1p", CARD_FR, TALON_E_PARSE, 0);
    parse_err("Rp Dk V", CARD_FR, TALON_E_PARSE, 6);
    /* errpos may be NULL, and out / n too */
    ck_assert_int_eq(card_parse("Kx", CARD_AUTO, NULL, NULL, NULL), TALON_E_PARSE);
    ck_assert_int_eq(card_parse("Ks", CARD_AUTO, NULL, NULL, NULL), TALON_OK);
}
END_TEST

START_TEST(a_duplicated_card_is_reported_at_its_second_occurrence)
{
    parse_err("KsKs", CARD_AUTO, TALON_E_DUP, 2);
    parse_err("Ks Qd ks", CARD_AUTO, TALON_E_DUP, 6);
    parse_err("Ts, 10s", CARD_AUTO, TALON_E_DUP, 4);
    parse_err("Rp rP", CARD_AUTO, TALON_E_DUP, 3);
    parse_err("10t Vk 10t", CARD_AUTO, TALON_E_DUP, 7);
    parse_err("Ac 2c Ac", CARD_AUTO, TALON_E_DUP, 6);
    /* the first error in the string wins, whatever its kind */
    parse_err("KsKs Zz", CARD_AUTO, TALON_E_DUP, 2);
    parse_err("Zz KsKs", CARD_AUTO, TALON_E_PARSE, 0);
}
END_TEST

/* Decision: mixing notations is a parse error at the first token with a
 * letter of the other notation, never a duplicate, even when both tokens
 * name the same card (Ks and Rp are both the king of spades). */
START_TEST(mixing_notations_is_a_parse_error_at_the_first_conflicting_token)
{
    parse_err("KsRp", CARD_AUTO, TALON_E_PARSE, 2);
    parse_err("Ks Rp", CARD_AUTO, TALON_E_PARSE, 3);
    parse_err("Rp Ks", CARD_AUTO, TALON_E_PARSE, 3);
    parse_err("Kp", CARD_AUTO, TALON_E_PARSE, 0);     /* English rank, French suit */
    parse_err("Rs", CARD_AUTO, TALON_E_PARSE, 0);     /* French rank, English suit */
    parse_err("Dd", CARD_AUTO, TALON_E_PARSE, 0);
    parse_err("Ac Ah Ap", CARD_AUTO, TALON_E_PARSE, 6);
    parse_err("Ac Ap Ah", CARD_AUTO, TALON_E_PARSE, 6);
    parse_err("As Ks Qd Jh Vc", CARD_AUTO, TALON_E_PARSE, 12);
    parse_err("2c 3c Tt", CARD_AUTO, TALON_E_PARSE, 6);
    parse_err("10c 10p 10s", CARD_AUTO, TALON_E_PARSE, 8);
    /* a fixed notation rejects the other one's letters */
    parse_err("Rp", CARD_EN, TALON_E_PARSE, 0);
    parse_err("Ks", CARD_FR, TALON_E_PARSE, 0);
    parse_err("Ah", CARD_FR, TALON_E_PARSE, 0);
    parse_err("Ap", CARD_EN, TALON_E_PARSE, 0);
}
END_TEST

START_TEST(shared_letters_alone_read_as_english)
{
    ck_assert_uint_eq(parse_ok("Ac", CARD_AUTO, 1), card_bit(RANK_A, 3));   /* ace of clubs */
    ck_assert_uint_eq(parse_ok("Ac", CARD_FR, 1), card_bit(RANK_A, 1));     /* ace of hearts */
    ck_assert_int_eq(card_detect("Ac 10c 9c"), CARD_EN);
    ck_assert_int_eq(card_detect("Ac 10c 9c Vc"), CARD_FR);
    ck_assert_uint_eq(parse_ok("Ac 10c 9c Vc", CARD_AUTO, 4),
                      card_bit(RANK_A, 1) | card_bit(RANK_T, 1) | card_bit(RANK_9, 1) | card_bit(RANK_J, 1));
    ck_assert_int_eq(card_detect("Ac 9p"), CARD_FR);
    ck_assert_int_eq(card_detect("Ac 9h"), CARD_EN);
    ck_assert_int_eq(card_detect("Zp Rp"), CARD_EN);   /* stops at the bad token */
    ck_assert_int_eq(card_detect(NULL), CARD_EN);
}
END_TEST

START_TEST(bad_arguments_are_rejected_without_crashing)
{
    uint64_t m = 1;
    int n = 1;
    size_t pos = 1;
    ck_assert_int_eq(card_parse(NULL, CARD_AUTO, &m, &n, &pos), TALON_E_INVAL);
    ck_assert_uint_eq(m, 0);
    ck_assert_int_eq(n, 0);
    ck_assert_uint_eq(pos, 0);
    ck_assert_int_eq(card_parse("Ks", (enum card_notation)7, &m, &n, &pos), TALON_E_INVAL);
}
END_TEST

START_TEST(a_deck_of_32_holds_exactly_the_ranks_7_to_ace)
{
    uint64_t d = deck_mask(32);
    ck_assert_int_eq(card_count(d), 32);
    ck_assert_uint_eq(card_ranks(d), 0x1fe0u);   /* bits 5 (seven) .. 12 (ace) */
    ck_assert_int_eq(deck_low_rank(32), RANK_7);
    for (int st = 0; st < CARD_SUITS; st++) {
        ck_assert(d & card_bit(RANK_7, st));
        ck_assert(d & card_bit(RANK_A, st));
        ck_assert(!(d & card_bit(RANK_6, st)));
    }
    for (int size = DECK_MIN; size <= DECK_MAX; size += 4) {
        ck_assert_int_eq(deck_check(size), TALON_OK);
        uint64_t m = deck_mask(size);
        ck_assert_int_eq(card_count(m), size);
        ck_assert_uint_eq(card_ranks(m), CARD_RANK_MASK & ~((1u << (CARD_RANKS - size / 4)) - 1u));
        ck_assert_uint_eq(m & ~CARD_ALL, 0);
    }
    ck_assert_uint_eq(deck_mask(52), CARD_ALL);
    static const int bad[] = {0, 18, 22, 56, -4, 16, 53, 51, 4};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_eq(deck_check(bad[i]), TALON_E_DECK);
}
END_TEST

START_TEST(card_ranks_merges_the_suits)
{
    ck_assert_uint_eq(card_ranks(article_hand()),
                      1u << RANK_K | 1u << RANK_2 | 1u << RANK_Q | 1u << RANK_9 | 1u << RANK_T);
    ck_assert_uint_eq(card_ranks(parse_ok("AsAhAdAc", CARD_EN, 4)), 1u << RANK_A);
    ck_assert_uint_eq(card_ranks(0), 0);
    ck_assert_uint_eq(card_ranks(CARD_ALL), CARD_RANK_MASK);
}
END_TEST

START_TEST(ten_thousand_cards_worth_of_text_do_not_crash)
{
    enum { CARDS = 10000 };
    size_t cap = CARDS * 4 + 1;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    rng g;
    rng_seed(&g, 10000u, 1u);

    /* random cards, French: a duplicate comes soon, at a token start */
    size_t len = 0;
    for (int i = 0; i < CARDS; i++) {
        char name[4];
        card_name((int)(rng_bounded(&g, 4) * 16 + rng_bounded(&g, 13)), CARD_FR, name);
        len += (size_t)snprintf(s + len, cap - len, "%s ", name);
    }
    uint64_t m;
    int n;
    size_t pos;
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, &n, &pos), TALON_E_DUP);
    ck_assert_uint_lt(pos, len);
    ck_assert(pos == 0 || s[pos - 1] == ' ');

    /* all 52 cards then 40 000 separators: valid */
    len = card_format(CARD_ALL, CARD_EN, s, cap);
    memset(s + len, ',', cap - 1 - len);
    s[cap - 1] = '\0';
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, &n, &pos), TALON_OK);
    ck_assert_uint_eq(m, CARD_ALL);

    /* 40 000 separators then a bad token at the very end */
    memset(s, '-', cap - 1);
    s[cap - 2] = 'K';
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, &n, &pos), TALON_E_PARSE);
    ck_assert_uint_eq(pos, cap - 2);

    /* "1010...10": ten of suit '1' */
    for (size_t i = 0; i + 1 < cap; i++)
        s[i] = (i & 1) ? '0' : '1';
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, &n, &pos), TALON_E_PARSE);
    ck_assert_uint_eq(pos, 0);
    free(s);
}
END_TEST

/* Random strings, half of them built from plausible tokens of both
 * notations with some noise, half of random bytes: whatever comes out must
 * be consistent. */
static size_t random_text(rng *g, char *s, size_t cap)
{
    static const char *const rank[] = {"A", "K", "Q", "T", "R", "D", "10", "9", "2", "a", "k"};
    static const char *const suit[] = {"s", "h", "c", "p", "k", "S", "C"};
    static const char *const noise[] = {" ", ",", "-", " , ", "1", "x", "?", "\xe9", "Z", "0", "\t"};
    size_t len = 0;
    if (rng_bounded(g, 2)) {
        int steps = (int)rng_bounded(g, 9);
        for (int i = 0; i < steps; i++) {
            const char *p[2] = {NULL, NULL};
            if (rng_bounded(g, 8)) {
                p[0] = rank[rng_bounded(g, sizeof rank / sizeof rank[0])];
                p[1] = suit[rng_bounded(g, sizeof suit / sizeof suit[0])];
            } else {
                p[0] = noise[rng_bounded(g, sizeof noise / sizeof noise[0])];
            }
            for (int k = 0; k < 2 && p[k]; k++)
                for (const char *c = p[k]; *c && len + 1 < cap; c++)
                    s[len++] = *c;
        }
    } else {
        size_t want = rng_bounded(g, (uint32_t)cap);
        while (len < want)
            s[len++] = (char)(1 + rng_bounded(g, 255));   /* any byte but NUL */
    }
    s[len] = '\0';
    return len;
}

START_TEST(random_strings_give_consistent_results)
{
    rng g;
    rng_seed(&g, 31337u, 7u);
    char s[40];
    int ok = 0, dup = 0, bad = 0;
    for (int t = 0; t < 200000; t++) {
        size_t len = random_text(&g, s, sizeof s);
        uint64_t m;
        int n;
        size_t pos;
        int rc = card_parse(s, CARD_AUTO, &m, &n, &pos);
        enum card_notation d = card_detect(s);
        if (rc == TALON_OK) {
            ok++;
            REQUIRE(card_count(m) == n);
            REQUIRE((m & ~CARD_ALL) == 0);
            uint64_t m2;
            REQUIRE(card_parse(s, d, &m2, NULL, NULL) == TALON_OK);
            REQUIRE(m2 == m);
            char text[CARD_STR_MAX];
            card_format(m, d, text, sizeof text);
            REQUIRE(card_parse(text, d, &m2, NULL, NULL) == TALON_OK);
            REQUIRE(m2 == m);
        } else {
            REQUIRE(rc == TALON_E_PARSE || rc == TALON_E_DUP);
            REQUIRE(pos < len);
            dup += rc == TALON_E_DUP;
            bad += rc == TALON_E_PARSE;
            /* the prefix before the bad token parses: errors come in order */
            char pre[40];
            memcpy(pre, s, pos);
            pre[pos] = '\0';
            REQUIRE(card_parse(pre, d, NULL, NULL, NULL) == TALON_OK);
            /* and the same error comes in the detected notation */
            size_t pos2;
            REQUIRE(card_parse(s, d, NULL, NULL, &pos2) == rc);
            REQUIRE(pos2 == pos);
        }
    }
    /* the generator makes all three outcomes common enough to matter */
    ck_assert_int_gt(ok, 2000);
    ck_assert_int_gt(dup, 2000);
    ck_assert_int_gt(bad, 2000);
}
END_TEST

static Suite *card_suite(void)
{
    Suite *s = suite_create("card");
    TCase *nota = tcase_create("both notations read the same cards");
    tcase_add_test(nota, french_and_english_notations_parse_to_the_same_cards);
    tcase_add_test(nota, ten_is_written_10_or_t_in_english_and_10_in_french);
    tcase_add_test(nota, letters_are_case_insensitive);
    tcase_add_test(nota, tokens_may_be_separated_by_spaces_commas_or_dashes);
    tcase_add_test(nota, an_empty_string_is_no_cards);
    tcase_add_test(nota, shared_letters_alone_read_as_english);
    suite_add_tcase(s, nota);
    TCase *fmt = tcase_create("printing and parsing are inverse");
    tcase_add_test(fmt, every_single_card_round_trips_in_both_notations);
    tcase_add_test(fmt, random_sets_round_trip_through_format_and_parse);
    tcase_add_test(fmt, format_orders_high_ranks_first_and_suits_spades_hearts_diamonds_clubs);
    tcase_add_test(fmt, format_truncates_like_snprintf);
    suite_add_tcase(s, fmt);
    TCase *err = tcase_create("bad input gives the right error at the right place");
    tcase_add_test(err, malformed_tokens_are_parse_errors_at_their_offset);
    tcase_add_test(err, a_duplicated_card_is_reported_at_its_second_occurrence);
    tcase_add_test(err, mixing_notations_is_a_parse_error_at_the_first_conflicting_token);
    tcase_add_test(err, bad_arguments_are_rejected_without_crashing);
    tcase_add_test(err, ten_thousand_cards_worth_of_text_do_not_crash);
    tcase_add_test(err, random_strings_give_consistent_results);
    suite_add_tcase(s, err);
    TCase *deck = tcase_create("decks keep the highest ranks");
    tcase_add_test(deck, a_deck_of_32_holds_exactly_the_ranks_7_to_ace);
    tcase_add_test(deck, card_ranks_merges_the_suits);
    suite_add_tcase(s, deck);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(card_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
