/* test_range.c - the hold'em range parser: every syntax and its combo count,
 * short decks, French letters, errors and their positions, card removal,
 * and a fuzz loop over random strings (fixed seed). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "range.h"

static int count_of(const char *s, int deck)
{
    range g;
    size_t pos = 99;
    int rc = range_parse(s, deck_mask(deck), CARD_AUTO, &g, &pos);
    ck_assert_msg(rc == TALON_OK, "'%s' at %d cards: error %d at %zu", s, deck, rc, pos);
    return range_count(&g);
}

static int error_of(const char *s, size_t *pos)
{
    range g;
    int rc = range_parse(s, deck_mask(52), CARD_AUTO, &g, pos);
    ck_assert_int_eq(range_count(&g), 0);   /* nothing kept from a failed parse */
    return rc;
}

START_TEST(each_syntax_gives_the_right_number_of_combos)
{
    static const struct {
        const char *s;
        int n;
    } C[] = {
        {"QQ", 6},      {"QQ+", 18},      {"AKs", 4},    {"AKo", 12},     {"AK", 16},      {"KA", 16},
        {"A5s-A2s", 16}, {"A2s-A5s", 16}, {"random", 1326}, {"ANY", 1326}, {"KQo", 12},     {"QQ-99", 24},
        {"99-QQ", 24},  {"ATs+", 16},     {"AT+", 64},   {"22+", 78},     {"AsKs", 1},     {"KhKd", 1},
        {"QQ+,AKs", 22}, {"QQ+, AKs ", 22}, {"QQ+,KK", 18}, {"AK,AKs", 16}, {"AK-AT", 64},  {"T9s", 4},
        {"109s", 4},    {"1010", 6},      {"AKS", 4},    {"AKO", 12},     {"A5s-A2s,random", 1326},
    };
    for (size_t i = 0; i < sizeof C / sizeof C[0]; i++)
        ck_assert_msg(count_of(C[i].s, 52) == C[i].n, "'%s': %d combos, want %d", C[i].s, count_of(C[i].s, 52),
                      C[i].n);
}
END_TEST

START_TEST(french_rank_letters_and_french_cards_are_read)
{
    ck_assert_int_eq(count_of("DD+", 52), 18);    /* dame = queen */
    ck_assert_int_eq(count_of("ARs", 52), 4);     /* roi = king */
    ck_assert_int_eq(count_of("RVo", 52), 12);    /* valet = jack */
    ck_assert_int_eq(count_of("AD", 52), 16);     /* upper case: the French ace-queen */
    ck_assert_int_eq(count_of("RcRk", 52), 1);    /* two French cards */
    range g;
    uint64_t m;
    ck_assert_int_eq(range_parse("RcRk", deck_mask(52), CARD_AUTO, &g, NULL), TALON_OK);
    ck_assert_int_eq(card_parse("KhKd", CARD_EN, &m, NULL, NULL), TALON_OK);
    ck_assert(range_has(&g, m));
    /* one item may not mix the notations' letters */
    ck_assert_int_eq(error_of("DK", NULL), TALON_E_PARSE);
}
END_TEST

START_TEST(short_decks_keep_only_their_combos)
{
    ck_assert_int_eq(count_of("random", 36), 630);   /* C(36, 2) */
    ck_assert_int_eq(count_of("22", 36), 0);         /* no deuces: an empty range, not an error */
    ck_assert_int_eq(count_of("A5s-A2s", 36), 0);
    ck_assert_int_eq(count_of("A6s", 36), 4);
    ck_assert_int_eq(count_of("66+", 36), 54);       /* 9 ranks */
    ck_assert_int_eq(count_of("random", 20), 190);
    range g;
    size_t pos = 0;
    ck_assert_int_eq(range_parse("AsKs,2s3s", deck_mask(36), CARD_AUTO, &g, &pos), TALON_E_DECK);
    ck_assert_uint_eq(pos, 5);
}
END_TEST

START_TEST(malformed_ranges_are_errors_with_the_item_position)
{
    static const char *BAD[] = {"", "QQ+,", ",QQ", "AKx", "AKs+-", "QQs", "QQo", "AK-QJ", "AKs-AQo", "QQ-AK",
                                "Ad", "AsKsQs", "A", "AKss", "ZZ", "QQ++", "Q Q", "random+", "AK-A", "11"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        size_t pos;
        ck_assert_msg(error_of(BAD[i], &pos) == TALON_E_PARSE, "'%s' accepted", BAD[i]);
    }
    size_t pos = 0;
    ck_assert_int_eq(error_of("QQ+, AKx", &pos), TALON_E_PARSE);
    ck_assert_uint_eq(pos, 5);
    ck_assert_int_eq(error_of("AsAs", &pos), TALON_E_DUP);
    range g;
    ck_assert_int_eq(range_parse(NULL, deck_mask(52), CARD_AUTO, &g, NULL), TALON_E_INVAL);
}
END_TEST

START_TEST(card_removal_drops_exactly_the_combos_touching_the_cards)
{
    range g;
    uint64_t qs, two;
    ck_assert_int_eq(card_parse("Qs", CARD_EN, &qs, NULL, NULL), TALON_OK);
    ck_assert_int_eq(card_parse("AsKd", CARD_EN, &two, NULL, NULL), TALON_OK);
    ck_assert_int_eq(range_parse("QQ+", deck_mask(52), CARD_AUTO, &g, NULL), TALON_OK);
    range_remove(&g, qs);
    ck_assert_int_eq(range_count(&g), 15);
    range_remove(&g, two);   /* As: 3 AA combos, Kd: 3 KK combos */
    ck_assert_int_eq(range_count(&g), 9);
    uint64_t list[RANGE_MAX];
    ck_assert_int_eq(range_list(&g, list), 9);
    for (int i = 0; i < 9; i++) {
        ck_assert_int_eq(card_count(list[i]), 2);
        ck_assert((list[i] & (qs | two)) == 0);
        ck_assert(range_has(&g, list[i]));
        if (i)
            ck_assert_uint_lt(__builtin_ctzll(list[i - 1]), __builtin_ctzll(list[i]) + 1);
    }
    range all;
    range_all(&all, deck_mask(52));
    ck_assert(range_is_all(&all, deck_mask(52), 0));
    range_remove(&all, two);
    ck_assert_int_eq(range_count(&all), 1225);
    ck_assert(range_is_all(&all, deck_mask(52), two));
    ck_assert(!range_is_all(&all, deck_mask(52), 0));
    ck_assert(!range_is_all(&g, deck_mask(52), two));
    ck_assert_uint_eq(range_cards(&all), deck_mask(52) & ~two);
}
END_TEST

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

START_TEST(random_strings_never_crash_and_leave_a_consistent_range)
{
    static const char ALPHA[] = "AKQJT98765432akqjtshdcpvrSOo+-, 10xX";
    uint64_t seed = 20240611;
    char s[24];
    for (int it = 0; it < 200000; it++) {
        int len = (int)(splitmix64(&seed) % 12);
        for (int i = 0; i < len; i++)
            s[i] = ALPHA[splitmix64(&seed) % (sizeof ALPHA - 1)];
        s[len] = 0;
        range g;
        size_t pos = 0;
        int rc = range_parse(s, deck_mask(52), CARD_AUTO, &g, &pos);
        if (rc != TALON_OK) {
            if (range_count(&g) != 0 || pos > (size_t)len)
                ck_abort_msg("'%s': error %d left %d combos, pos %zu", s, rc, range_count(&g), pos);
            continue;
        }
        int bits = 0;
        for (int c = 0; c < 64; c++) {
            bits += __builtin_popcountll(g.with[c]);
            for (uint64_t q = g.with[c]; q; q &= q - 1)
                if (!(g.with[__builtin_ctzll(q)] >> c & 1) || __builtin_ctzll(q) == c)
                    ck_abort_msg("'%s': asymmetric matrix", s);
        }
        if (bits != 2 * range_count(&g) || range_count(&g) > RANGE_MAX)
            ck_abort_msg("'%s': count %d, bits %d", s, range_count(&g), bits);
    }
}
END_TEST

/* A 1 MB range (issue 9's hostile input; the CLI cannot even receive one
 * as a single argument, Linux's limit being 128 KiB): refused at once as
 * longer than RANGE_STR_MAX, whether valid items, commas or garbage, with
 * an empty range and an error position at the start; one character under
 * the limit is read whole. */
START_TEST(a_one_megabyte_range_is_refused_and_the_limit_is_read_whole)
{
    const size_t mb = 1u << 20;
    char *s = malloc(mb + 1);
    ck_assert_ptr_nonnull(s);
    const char *fills[] = {"QQ+,AKs,", ",", "\x01zz", "AsKs "};
    for (size_t f = 0; f < sizeof fills / sizeof fills[0]; f++) {
        size_t k = strlen(fills[f]);
        for (size_t i = 0; i < mb; i++)
            s[i] = fills[f][i % k];
        s[mb] = '\0';
        range g;
        size_t pos = 99;
        ck_assert_int_eq(range_parse(s, deck_mask(52), CARD_AUTO, &g, &pos), TALON_E_PARSE);
        ck_assert_int_eq(g.n, 0);
        ck_assert_uint_eq(pos, 0);
    }
    /* Up to RANGE_STR_MAX characters of "AKs,AKs,...": the 4 combos of AKs. */
    size_t n = 0;
    while (n + 4 <= RANGE_STR_MAX) {
        memcpy(s + n, n ? ",AKs" : "AKs", n ? 4 : 3);
        n += n ? 4 : 3;
    }
    s[n] = '\0';
    range g, one;
    ck_assert_int_eq(range_parse(s, deck_mask(52), CARD_AUTO, &g, NULL), TALON_OK);
    ck_assert_int_eq(range_parse("AKs", deck_mask(52), CARD_AUTO, &one, NULL), TALON_OK);
    ck_assert_int_eq(g.n, 4);
    ck_assert_mem_eq(g.with, one.with, sizeof g.with);
    free(s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("range");
    TCase *tc = tcase_create("parsing and card removal");
    tcase_add_test(tc, each_syntax_gives_the_right_number_of_combos);
    tcase_add_test(tc, french_rank_letters_and_french_cards_are_read);
    tcase_add_test(tc, short_decks_keep_only_their_combos);
    tcase_add_test(tc, malformed_ranges_are_errors_with_the_item_position);
    tcase_add_test(tc, card_removal_drops_exactly_the_combos_touching_the_cards);
    tcase_add_test(tc, random_strings_never_crash_and_leave_a_consistent_range);
    tcase_add_test(tc, a_one_megabyte_range_is_refused_and_the_limit_is_read_whole);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
