/* test_strategy.c - drawing strategies: the decision on hand-picked hands for
 * every rule, the presets, the text format (good files, every kind of error
 * with its line number, the example files, round trips) and a fuzz run of
 * the parser on random and mutated input. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "err.h"
#include "rng.h"
#include "rules.h"
#include "strategy.h"

static uint64_t cards(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, NULL), TALON_OK);
    return m;
}

/* Decide `hand` under preset `name` (camouflage -1: as the preset). */
static strategy_play decide(const char *name, int camouflage, int deck, bool ace_low, const char *hand)
{
    static rules r;   /* the plan points to it; one decision at a time */
    strategy s;
    strategy_plan p;
    ck_assert_int_eq(rules_init(&r, deck, ace_low, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(strategy_preset(name, &s), TALON_OK);
    if (camouflage >= 0)
        strategy_set_camouflage(&s, camouflage);
    ck_assert_int_eq(strategy_plan_init(&p, &s, &r), TALON_OK);
    strategy_play pl;
    strategy_decide(&p, cards(hand), &pl);
    ck_assert_uint_eq(pl.draw, 5 - __builtin_popcountll(pl.keep));
    ck_assert((pl.keep & ~cards(hand)) == 0);
    return pl;
}

static void expect(strategy_play pl, const char *keep, int served, bool fold)
{
    ck_assert_msg(pl.keep == cards(keep), "kept %llx, expected %s", (unsigned long long)pl.keep, keep);
    ck_assert_int_eq(pl.served, served);
    ck_assert_int_eq(pl.fold, fold);
}

/* ---- decisions ---------------------------------------------------------------- */

START_TEST(pat_hands_stand)
{
    expect(decide("standard", -1, 52, true, "5h6c7d8s9s"), "5h6c7d8s9s", STRATEGY_S_PAT, false);
    expect(decide("standard", -1, 52, true, "2h7h9hJhKh"), "2h7h9hJhKh", STRATEGY_S_PAT, false);
    expect(decide("article", -1, 32, false, "KhKdKs7c7d"), "KhKdKs7c7d", STRATEGY_S_PAT, false);
    expect(decide("standard", -1, 32, true, "Ac7c8c9cTc"), "Ac7c8c9cTc", STRATEGY_S_PAT, false);  /* ace-low SF */
    ck_assert_uint_eq(decide("standard", -1, 52, true, "AhKhQhJhTh").draw, 0);
}
END_TEST

START_TEST(quads_and_two_pair_draw_one)
{
    strategy_play q = decide("standard", -1, 52, true, "9h9d9s9c2d");
    expect(q, "9h9d9s9c", STRATEGY_S_QUADS, false);
    ck_assert_uint_eq(q.draw, 1);
    strategy_play t = decide("article", -1, 32, false, "AhAdJsJc8d");
    expect(t, "AhAdJsJc", STRATEGY_S_TWO_PAIR, false);
    ck_assert_uint_eq(t.draw, 1);
}
END_TEST

START_TEST(trips_draw_two_or_one_keeping_the_best_kicker_with_camouflage)
{
    strategy_play a = decide("standard", -1, 52, true, "7h7d7s2cKd");
    expect(a, "7h7d7s", STRATEGY_S_TRIPS, false);
    ck_assert_uint_eq(a.draw, 2);
    strategy_play b = decide("standard", 1, 52, true, "7h7d7s2cKd");
    expect(b, "7h7d7sKd", STRATEGY_S_TRIPS, false);
    ck_assert_uint_eq(b.draw, 1);
    expect(decide("standard-camouflage", -1, 52, true, "7h7d7sAc2d"), "7h7d7sAc", STRATEGY_S_TRIPS, false);
    /* The article's tables: trips draw two. */
    ck_assert_uint_eq(decide("article", -1, 52, false, "7h7d7s2cKd").draw, 2);
}
END_TEST

START_TEST(pairs_draw_three_or_two_keeping_the_best_kicker_with_camouflage)
{
    strategy_play a = decide("standard", -1, 52, true, "KhKd2s7c9d");
    expect(a, "KhKd", STRATEGY_S_PAIR, false);
    ck_assert_uint_eq(a.draw, 3);
    ck_assert_uint_eq(a.rule, STRATEGY_R_PAIR);
    strategy_play b = decide("standard", 1, 52, true, "KhKd2s7c9d");
    expect(b, "KhKd9d", STRATEGY_S_PAIR, false);
    ck_assert_uint_eq(b.draw, 2);
    /* The ace is the best kicker. */
    expect(decide("standard", 1, 52, true, "4h4dAs7cTd"), "4h4dAs", STRATEGY_S_PAIR, false);
    /* article: playable pairs keep a kicker. */
    expect(decide("article", -1, 52, false, "QhQd2s7c9d"), "QhQd9d", STRATEGY_S_PAIR, false);
}
END_TEST

START_TEST(an_unplayable_pair_folds_or_draws_three_as_the_strategy_says)
{
    /* article: the playable pair read inclusively, nines and up at 52. */
    strategy_play a = decide("article", -1, 52, false, "8h8d2s7cKd");
    expect(a, "8h8d", STRATEGY_S_PAIR, true);   /* folds; forced: draw 3 */
    ck_assert_uint_eq(a.rule, STRATEGY_R_WEAK_PAIR);
    ck_assert_uint_eq(a.draw, 3);
    expect(decide("article", -1, 52, false, "9h9d2s7cKd"), "9h9dKd", STRATEGY_S_PAIR, false);
    /* 44 and 40: tens and up; 32: jacks and up. */
    ck_assert(decide("article", -1, 44, false, "9h9d4s7cKd").fold);
    ck_assert(!decide("article", -1, 44, false, "ThTd4s7cKd").fold);
    ck_assert(decide("article", -1, 32, false, "ThTd8s7cKd").fold);
    ck_assert(!decide("article", -1, 32, false, "JhJd8s7cKd").fold);
    /* standard: the strict reading (tens and up at 52) decides the rule,
     * and every pair plays. */
    strategy_play s = decide("standard", -1, 52, true, "9h9d5s7cKd");
    expect(s, "9h9d", STRATEGY_S_PAIR, false);
    ck_assert_uint_eq(s.rule, STRATEGY_R_WEAK_PAIR);
    ck_assert_uint_eq(decide("standard", -1, 52, true, "ThTd5s7cKd").rule, STRATEGY_R_PAIR);
    ck_assert_uint_eq(decide("standard", -1, 32, true, "JhJd8s7cKd").rule, STRATEGY_R_WEAK_PAIR);
    ck_assert_uint_eq(decide("standard", -1, 32, true, "QhQd8s7cKd").rule, STRATEGY_R_PAIR);
}
END_TEST

START_TEST(empty_hands_fold_or_keep_their_highest_card_when_forced)
{
    strategy_play a = decide("standard", -1, 52, true, "2h5d9sJcKd");
    expect(a, "Kd", STRATEGY_S_NOTHING, true);
    ck_assert_uint_eq(a.draw, 4);
    expect(decide("article", -1, 32, false, "7h8d9sJcAd"), "Ad", STRATEGY_S_NOTHING, true);
    /* A one-way straight draw (J-Q-K-A) and an inside draw are not playable. */
    expect(decide("standard", -1, 52, true, "JhQdKsAc3d"), "Ac", STRATEGY_S_NOTHING, true);
    expect(decide("standard", -1, 52, true, "5h6d8s9c2d"), "9c", STRATEGY_S_NOTHING, true);
}
END_TEST

START_TEST(playable_draws_keep_their_four_cards)
{
    strategy_play f = decide("standard", -1, 52, true, "2h7h9hJhKd");
    expect(f, "2h7h9hJh", STRATEGY_S_DRAW, false);
    ck_assert_uint_eq(f.draw, 1);
    expect(decide("standard", -1, 52, true, "5h6d7s8c2d"), "5h6d7s8c", STRATEGY_S_DRAW, false);
    /* 2-3-4-5 is open-ended at 52 only when the ace plays low. */
    expect(decide("standard", -1, 52, true, "2h3d4s5cKd"), "2h3d4s5c", STRATEGY_S_DRAW, false);
    expect(decide("standard", -1, 52, false, "2h3d4s5cKd"), "Kd", STRATEGY_S_NOTHING, true);
    /* 32 cards: 7-8-9-10 is open-ended with ace-low (the ace below the 7). */
    expect(decide("standard", -1, 32, true, "7h8d9sTcKd"), "7h8d9sTc", STRATEGY_S_DRAW, false);
    expect(decide("standard", -1, 32, false, "7h8d9sTcKd"), "Kd", STRATEGY_S_NOTHING, true);
    /* A straight-flush draw is a flush draw. */
    expect(decide("standard", -1, 52, true, "9hThJhQhAd"), "9hThJhQh", STRATEGY_S_DRAW, false);
}
END_TEST

START_TEST(a_flush_and_straight_double_draw_keeps_the_one_with_more_outs)
{
    /* Four spades 9-T-J-2 and the open-ended 9-T-J-Q.  Flush outs: N/4 - 4;
     * straight outs: 8. */
    const char *h = "9sTsJs2sQh";
    expect(decide("standard", -1, 52, true, h), "9sTsJs2s", STRATEGY_S_DRAW, false);   /* 9 > 8 */
    expect(decide("standard", -1, 48, true, "9sTsJs3sQh"), "9sTsJs3s", STRATEGY_S_DRAW, false);  /* 8 = 8: flush */
    expect(decide("standard", -1, 44, true, "9sTsJs4sQh"), "9sTsJsQh", STRATEGY_S_DRAW, false);  /* 7 < 8 */
    expect(decide("standard", -1, 32, false, "9sTsJs7sQh"), "9sTsJsQh", STRATEGY_S_DRAW, false); /* 4 < 8 */
}
END_TEST

START_TEST(a_pair_holding_a_flush_draw_keeps_the_draw_at_52_and_the_pair_at_32)
{
    const char *h = "KsKh7s9sAs";   /* kings, and four spades A-K-9-7 */
    strategy_play a = decide("standard", -1, 52, true, h);
    expect(a, "Ks7s9sAs", STRATEGY_S_DRAW, false);
    ck_assert_uint_eq(a.draw, 1);
    strategy_play b = decide("standard", -1, 32, true, h);
    expect(b, "KsKh", STRATEGY_S_PAIR, false);
    ck_assert_uint_eq(b.draw, 3);
    /* A weak pair holding a flush draw is a draw at any deck. */
    expect(decide("standard", -1, 32, true, "8s8h7s9sAs"), "8s7s9sAs", STRATEGY_S_DRAW, false);
    /* The article's tables keep the draw at 32 too. */
    expect(decide("article", -1, 32, false, h), "Ks7s9sAs", STRATEGY_S_DRAW, false);
    /* An open-ended straight draw in a pair hand keeps one card of the pair. */
    strategy_play c = decide("standard", -1, 52, true, "9h9cTsJdQc");
    ck_assert_int_eq(c.served, STRATEGY_S_DRAW);
    ck_assert_uint_eq(card_ranks(c.keep), card_ranks(cards("9hTsJdQc")));
    ck_assert_uint_eq(c.draw, 1);
}
END_TEST

START_TEST(every_hand_of_a_deck_gets_a_consistent_decision)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    for (int i = 0; strategy_preset_names[i]; i++) {
        strategy s;
        strategy_plan p;
        ck_assert_int_eq(strategy_preset(strategy_preset_names[i], &s), TALON_OK);
        ck_assert_int_eq(strategy_plan_init(&p, &s, &r), TALON_OK);
        uint64_t deck = r.deck, n = 0;
        for (uint64_t a = deck; a; a &= a - 1)
            for (uint64_t b = a & (a - 1); b; b &= b - 1)
                for (uint64_t c = b & (b - 1); c; c &= c - 1)
                    for (uint64_t d = c & (c - 1); d; d &= d - 1)
                        for (uint64_t e = d & (d - 1); e; e &= e - 1) {
                            uint64_t h = (a & -a) | (b & -b) | (c & -c) | (d & -d) | (e & -e);
                            strategy_play pl;
                            strategy_decide(&p, h, &pl);
                            CHECK((pl.keep & ~h) == 0, "%s: hand %016llx: keep %016llx not in the hand",
                                  strategy_preset_names[i], (unsigned long long)h,
                                  (unsigned long long)pl.keep);
                            CHECK(pl.draw == 5 - __builtin_popcountll(pl.keep),
                                  "%s: hand %016llx: draw %d, keep %016llx has %d cards",
                                  strategy_preset_names[i], (unsigned long long)h, pl.draw,
                                  (unsigned long long)pl.keep, __builtin_popcountll(pl.keep));
                            CHECK(pl.draw <= 4, "%s: hand %016llx: draw %d > 4", strategy_preset_names[i],
                                  (unsigned long long)h, pl.draw);
                            CHECK(pl.served < STRATEGY_NSERVED && pl.rule < STRATEGY_NRULES,
                                  "%s: hand %016llx: served %d (of %d), rule %d (of %d)",
                                  strategy_preset_names[i], (unsigned long long)h, pl.served,
                                  (int)STRATEGY_NSERVED, pl.rule, (int)STRATEGY_NRULES);
                            CHECK(pl.draw == 5 - s.keep[pl.rule],
                                  "%s: hand %016llx: draw %d, rule %d keeps %d",
                                  strategy_preset_names[i], (unsigned long long)h, pl.draw, pl.rule,
                                  s.keep[pl.rule]);
                            n++;
                        }
        ck_assert_uint_eq(n, 201376);
    }
}
END_TEST

/* ---- presets and text ------------------------------------------------------------ */

START_TEST(the_presets_are_valid_and_listed)
{
    int n = 0;
    for (; strategy_preset_names[n]; n++) {
        strategy s;
        ck_assert_int_eq(strategy_preset(strategy_preset_names[n], &s), TALON_OK);
        ck_assert_str_eq(s.name, strategy_preset_names[n]);
        ck_assert_int_eq(strategy_check(&s), TALON_OK);
    }
    ck_assert_int_eq(n, 3);
    strategy s;
    ck_assert_int_eq(strategy_preset("nonsense", &s), TALON_E_PARSE);
    ck_assert_int_eq(strategy_preset(NULL, &s), TALON_E_INVAL);
}
END_TEST

static int parse(const char *text, strategy *s, strategy_error *e)
{
    return strategy_parse(text, strlen(text), s, e);
}

START_TEST(a_good_file_sets_every_kind_of_line)
{
    const char *text =
        "# a comment\n"
        "\n"
        "name  tight   # trailing comment\n"
        "QUADS stand\n"
        "two-pair keep 5\n"
        "trips draw 1\n"
        "pair keep 3\r\n"
        "weak-pair fold forced draw 3\n"
        "nothing fold forced keep 2\n"
        "playable-pair 52,48 JJ\n"
        "playable-pair 44 vv\n"
        "playable-pair 20 none\n"
        "pair-flush * pair\n"
        "pair-flush 52 draw\n"
        "\tdraw\tdraw 1";   /* no final newline */
    strategy s;
    strategy_error e;
    ck_assert_int_eq(parse(text, &s, &e), TALON_OK);
    ck_assert_str_eq(s.name, "tight");
    ck_assert_uint_eq(s.keep[STRATEGY_R_QUADS], 5);
    ck_assert_uint_eq(s.keep[STRATEGY_R_TWO_PAIR], 5);
    ck_assert_uint_eq(s.keep[STRATEGY_R_TRIPS], 4);
    ck_assert_uint_eq(s.keep[STRATEGY_R_PAIR], 3);
    ck_assert_uint_eq(s.keep[STRATEGY_R_WEAK_PAIR], 2);
    ck_assert(s.fold[STRATEGY_R_WEAK_PAIR]);
    ck_assert_uint_eq(s.keep[STRATEGY_R_NOTHING], 2);
    ck_assert(s.fold[STRATEGY_R_NOTHING]);
    ck_assert_uint_eq(s.pair_min[STRATEGY_DECK_INDEX(52)], RANK_J);
    ck_assert_uint_eq(s.pair_min[STRATEGY_DECK_INDEX(48)], RANK_J);
    ck_assert_uint_eq(s.pair_min[STRATEGY_DECK_INDEX(44)], RANK_J);
    ck_assert_uint_eq(s.pair_min[STRATEGY_DECK_INDEX(40)], RANK_J);   /* standard's */
    ck_assert_uint_eq(s.pair_min[STRATEGY_DECK_INDEX(20)], STRATEGY_NO_PAIR);
    ck_assert(!s.pair_over_flush[STRATEGY_DECK_INDEX(52)]);
    ck_assert(s.pair_over_flush[STRATEGY_DECK_INDEX(48)]);
    /* An empty text is the standard strategy, unnamed. */
    strategy st, e0;
    strategy_preset("standard", &st);
    ck_assert_int_eq(strategy_parse("", 0, &e0, NULL), TALON_OK);
    memset(st.name, 0, sizeof st.name);
    ck_assert_mem_eq(&st, &e0, sizeof st);
}
END_TEST

START_TEST(each_kind_of_error_names_its_line)
{
    static const struct {
        const char *text;
        int line;
        const char *msg;   /* a part of the message */
    } BAD[] = {
        {"pair keep 6\n", 1, "at most 5"},
        {"# ok\npair keep 3\nnothing keep 6\n", 3, "keep 6"},
        {"\n\nflush draw 1\n", 3, "unknown rule 'flush'"},
        {"pair discard 2\n", 1, "unknown action 'discard'"},
        {"pair draw\n", 1, "needs a number"},
        {"pair draw two\n", 1, "not a number"},
        {"pair draw 5\n", 1, "four-card rule"},
        {"pair keep 0\n", 1, "keep at least 1"},
        {"pair keep 1\n", 1, "class needs 2"},
        {"trips draw 3\n", 1, "class needs 3"},
        {"draw draw 2\n", 1, "draw is exactly 4"},
        {"pat draw 1\n", 1, "class needs 5"},
        {"pat fold\n", 1, "never fold"},
        {"nothing fold now\n", 1, "forced"},
        {"nothing fold forced\n", 1, "unknown action"},
        {"pair draw 3 please\n", 1, "unexpected 'please'"},
        {"playable-pair 50 TT\n", 1, "'50' is not a deck size"},
        {"playable-pair 52, TT\n", 1, "not a deck size"},
        {"playable-pair 52 T9\n", 1, "'T9' is not a pair"},
        {"playable-pair\n", 1, "needs decks"},
        {"pair-flush 32 maybe\n", 1, "draw or pair"},
        {"camouflage yes\n", 1, "on or off"},
        {"name\n", 1, "name needs"},
        {"name aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n", 1, "name needs"},
        {"pair\n", 1, "needs an action"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        strategy s, before;
        strategy_preset("article", &s);
        before = s;
        strategy_error e;
        ck_assert_int_eq(parse(BAD[i].text, &s, &e), TALON_E_PARSE);
        ck_assert_msg(e.line == BAD[i].line, "'%s': line %d", BAD[i].text, e.line);
        ck_assert_msg(strstr(e.msg, BAD[i].msg) != NULL, "'%s': message '%s'", BAD[i].text, e.msg);
        ck_assert_mem_eq(&s, &before, sizeof s);   /* untouched */
    }
    /* A NUL byte. */
    strategy s;
    strategy_error e;
    ck_assert_int_eq(strategy_parse("pair draw 3\nnothing\0 fold\n", 24, &s, &e), TALON_E_PARSE);
    ck_assert_int_eq(e.line, 2);
    ck_assert_int_eq(strategy_parse(NULL, 3, &s, &e), TALON_E_INVAL);
    ck_assert_int_eq(strategy_parse("", 0, NULL, &e), TALON_E_INVAL);
}
END_TEST

static void read_file(const char *path, char *buf, size_t size, size_t *n)
{
    FILE *fp = fopen(path, "rb");
    ck_assert_msg(fp != NULL, "cannot open %s", path);
    *n = fread(buf, 1, size, fp);
    fclose(fp);
}

START_TEST(the_example_files_parse_and_the_preset_files_are_the_presets)
{
    static const char *const FILES[] = {"standard", "standard-camouflage", "article", "tight", "blind"};
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        char path[512], buf[8192];
        size_t n;
        snprintf(path, sizeof path, "%s/strategies/%s.txt", TALON_SOURCE_DIR, FILES[i]);
        read_file(path, buf, sizeof buf, &n);
        strategy s, p;
        strategy_error e;
        ck_assert_msg(strategy_parse(buf, n, &s, &e) == TALON_OK, "%s: line %d: %s", path, e.line, e.msg);
        ck_assert_str_eq(s.name, FILES[i]);
        if (strategy_preset(FILES[i], &p) == TALON_OK)
            ck_assert_msg(memcmp(&s, &p, sizeof s) == 0, "%s differs from the preset", path);
    }
}
END_TEST

START_TEST(format_writes_text_that_parses_back_to_the_same_strategy)
{
    for (int i = 0; strategy_preset_names[i]; i++) {
        strategy s, back;
        strategy_preset(strategy_preset_names[i], &s);
        for (int cam = 0; cam < 2; cam++) {
            strategy_set_camouflage(&s, cam);
            char buf[STRATEGY_TEXT_MAX];
            size_t n = strategy_format(&s, buf, sizeof buf);
            ck_assert(n < sizeof buf);
            strategy_error e;
            ck_assert_msg(parse(buf, &back, &e) == TALON_OK, "line %d: %s\n%s", e.line, e.msg, buf);
            ck_assert_mem_eq(&s, &back, sizeof s);
        }
    }
    /* Truncation behaves like snprintf. */
    strategy s;
    strategy_preset("article", &s);
    char small[10];
    size_t need = strategy_format(&s, small, sizeof small);
    ck_assert(need > sizeof small);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
}
END_TEST

/* The parser on random bytes and on mutations of a good file: never a
 * crash, and whatever it accepts is a valid strategy that round-trips. */
START_TEST(the_parser_survives_random_and_mutated_input)
{
    static const char GOOD[] =
        "name x\npat stand\nquads draw 1\ntwo-pair keep 4\ntrips draw 2\npair keep 3\n"
        "weak-pair fold forced draw 3\nnothing fold forced keep 1\nplayable-pair 52,48 TT\n"
        "pair-flush 32 pair\ncamouflage off\n# end\n";
    static const char ALPHABET[] = "pairdwkeflsntqu0123456789,*#-TJQKAVDR \n\t\r\0x";
    rng g;
    rng_for_block(&g, 20240601, 0);
    char buf[512];
    int accepted = 0;
    for (int it = 0; it < 200000; it++) {
        size_t n;
        if (it & 1) {   /* mutate the good file */
            n = sizeof GOOD - 1;
            memcpy(buf, GOOD, n);
            int edits = 1 + (int)rng_bounded(&g, 4);
            for (int k = 0; k < edits; k++) {
                size_t at = rng_bounded(&g, (uint32_t)n);
                switch (rng_bounded(&g, 3)) {
                case 0: buf[at] = ALPHABET[rng_bounded(&g, sizeof ALPHABET - 1)]; break;
                case 1: buf[at] = (char)rng_bounded(&g, 256); break;
                default:   /* delete */
                    memmove(buf + at, buf + at + 1, n - at - 1);
                    n--;
                }
            }
        } else {        /* random bytes from the alphabet, or any byte */
            n = rng_bounded(&g, sizeof buf);
            bool any = rng_bounded(&g, 2);
            for (size_t k = 0; k < n; k++)
                buf[k] = any ? (char)rng_bounded(&g, 256) : ALPHABET[rng_bounded(&g, sizeof ALPHABET - 1)];
        }
        /* Exactly n bytes, no terminator: a read past the end is an ASan error. */
        char *exact = malloc(n ? n : 1);
        memcpy(exact, buf, n);
        strategy s;
        strategy_error e;
        int rc = strategy_parse(exact, n, &s, &e);
        free(exact);
        if (rc == TALON_OK) {
            accepted++;
            ck_assert_int_eq(strategy_check(&s), TALON_OK);
            char txt[STRATEGY_TEXT_MAX];
            strategy back;
            strategy_format(&s, txt, sizeof txt);
            ck_assert_int_eq(parse(txt, &back, NULL), TALON_OK);
            ck_assert_mem_eq(&s, &back, sizeof s);
        } else {
            CHECK(rc == TALON_E_PARSE, "case %d: rc %d, not TALON_E_PARSE (%d)", it, rc, TALON_E_PARSE);
            CHECK(e.line >= 0 && strlen(e.msg) > 0, "case %d: error line %d, message \"%.*s\"", it, e.line,
                  (int)sizeof e.msg, e.msg);
        }
    }
    ck_assert(accepted > 100);   /* the mutations reach the accepting paths too */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("strategy");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, pat_hands_stand);
    tcase_add_test(tc, quads_and_two_pair_draw_one);
    tcase_add_test(tc, trips_draw_two_or_one_keeping_the_best_kicker_with_camouflage);
    tcase_add_test(tc, pairs_draw_three_or_two_keeping_the_best_kicker_with_camouflage);
    tcase_add_test(tc, an_unplayable_pair_folds_or_draws_three_as_the_strategy_says);
    tcase_add_test(tc, empty_hands_fold_or_keep_their_highest_card_when_forced);
    tcase_add_test(tc, playable_draws_keep_their_four_cards);
    tcase_add_test(tc, a_flush_and_straight_double_draw_keeps_the_one_with_more_outs);
    tcase_add_test(tc, a_pair_holding_a_flush_draw_keeps_the_draw_at_52_and_the_pair_at_32);
    tcase_add_test(tc, every_hand_of_a_deck_gets_a_consistent_decision);
    tcase_add_test(tc, the_presets_are_valid_and_listed);
    tcase_add_test(tc, a_good_file_sets_every_kind_of_line);
    tcase_add_test(tc, each_kind_of_error_names_its_line);
    tcase_add_test(tc, the_example_files_parse_and_the_preset_files_are_the_presets);
    tcase_add_test(tc, format_writes_text_that_parses_back_to_the_same_strategy);
    tcase_add_test(tc, the_parser_survives_random_and_mutated_input);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
