/* test_eval_fast.c - the table evaluator (eval_fast.h): quick checks.
 *
 * eval_fast's values must be eval7's bit for bit, from every entry point
 * (packed mask, card indexes, incremental hand):
 *   - every 5-card hand of every deck of 20..40 cards and of 52 cards under
 *     every order and ace-low setting (tests/test_eval_fast_slow.c adds
 *     44 and 48 cards and all 7-card hands of 52);
 *   - random 6- and 7-card hands of every deck, order and ace-low setting
 *     (and their value ids, rank values and flush values);
 *   - the tables: sizes within the documented bounds, the rank keys of
 *     distinct multisets distinct, incremental adds in any order equal.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the random hands are 20 000 per deck, order and
 * ace-low setting, not 200 000: the same loop, every entry point and check
 * hand by hand (flushes included; eval_fast_each on a quarter of the hands,
 * as in Release), on a tenth of the hands (they were most of the test's
 * 20 s of CPU under ASan).  The Release suite runs 200 000.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "card.h"
#include "check_extra.h"
#include "eval_helpers.h"
#include "err.h"
#include "eval.h"
#include "eval_fast.h"
#include "rules.h"

/* Every 5-card hand of r's deck through the three entry points. */
static void check_every_5(const rules *r, const char *what)
{
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(r, &t), TALON_OK);
    int c[DECK_MAX], n = deck_cards(r, c);
    for (int a = 0; a < n; a++) {
        eval_fast_hand ha = eval_fast_add(t, eval_fast_hand_empty(), c[a]);
        for (int b = a + 1; b < n; b++) {
            eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
            for (int d = b + 1; d < n; d++) {
                eval_fast_hand hd = eval_fast_add(t, hb, c[d]);
                for (int e = d + 1; e < n; e++) {
                    eval_fast_hand he = eval_fast_add(t, hd, c[e]);
                    uint64_t tail = 0;   /* the last level in one call */
                    for (int f = e + 1; f < n; f++)
                        tail |= 1ULL << c[f];
                    uint32_t each[64];
                    eval_fast_each(t, he, tail, each);
                    for (int f = e + 1; f < n; f++) {
                        eval_fast_hand hf = eval_fast_add(t, he, c[f]);
                        int idx[5] = {c[f], c[a], c[d], c[b], c[e]};   /* any order */
                        uint32_t v = eval5(r, hf.mask);
                        CHECK(eval_fast_mask(t, hf.mask) == v && eval_fast_eval(t, hf) == v
                                  && eval_fast_cards(t, idx, 5) == v && each[c[f]] == v,
                              "%s: hand %016llx: eval5 %08x, mask %08x, incremental %08x, indexes %08x, "
                              "each %08x",
                              what, (unsigned long long)hf.mask, v, eval_fast_mask(t, hf.mask),
                              eval_fast_eval(t, hf), eval_fast_cards(t, idx, 5), each[c[f]]);
                        uint32_t id = eval_fast_mask_id(t, hf.mask);
                        CHECK(eval_fast_id_value(t, id) == v && eval_fast_eval_id(t, hf) == id,
                              "%s: hand %016llx: ids %u, %u", what, (unsigned long long)hf.mask, id,
                              eval_fast_eval_id(t, hf));
                    }
                }
            }
        }
    }
    eval_fast_free(t);
}

START_TEST(test_every_5_card_hand_of_decks_20_to_40_and_52_gets_eval5s_value_from_every_entry_point)
{
    static const int decks[] = {20, 24, 28, 32, 36, 40, 52};
    int deck = decks[_i];
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            char what[64];
            snprintf(what, sizeof what, "%d cards, ace-low %s, %s", deck, al ? "on" : "off",
                     rules_order_name(ORDERS[o]));
            check_every_5(&r, what);
        }
}
END_TEST

START_TEST(test_random_6_and_7_card_hands_of_every_deck_get_eval7s_value)
{
    int deck = 20 + 4 * _i;
    uint64_t seed = 1000 + (uint64_t)deck;
    const int hands = sanitized() ? 20000 : 200000;   /* a tenth under the sanitizers: the top of this file */
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            eval_fast *t;
            ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
            int c[DECK_MAX], n = deck_cards(&r, c);
            for (int i = 0; i < hands; i++) {
                int k = 6 + (i & 1);
                for (int j = 0; j < k; j++) {   /* partial Fisher-Yates */
                    int p = j + (int)(splitmix64(&seed) % (uint64_t)(n - j)), x = c[j];
                    c[j] = c[p];
                    c[p] = x;
                }
                eval_fast_hand h = eval_fast_hand_empty();
                for (int j = 0; j < k; j++)
                    h = eval_fast_add(t, h, c[j]);
                uint32_t v = eval7(&r, h.mask);
                CHECK(eval_fast_mask(t, h.mask) == v && eval_fast_eval(t, h) == v
                          && eval_fast_cards(t, c, k) == v,
                      "%d cards, ace-low %d, order %d: hand %016llx: eval7 %08x, mask %08x, incremental %08x",
                      deck, al, o, (unsigned long long)h.mask, v, eval_fast_mask(t, h.mask),
                      eval_fast_eval(t, h));
                uint8_t c8[7];
                for (int j = 0; j < k; j++)
                    c8[j] = (uint8_t)c[j];
                CHECK(eval_fast_cards8(t, c8, k) == v, "8-bit indexes differ on %016llx",
                      (unsigned long long)h.mask);
                /* value ids: the id's value, and the key's id without a flush */
                uint32_t id = eval_fast_cards8_id(t, c8, k);
                CHECK(eval_fast_id_value(t, id) == v, "id of %016llx", (unsigned long long)h.mask);
                CHECK((h.key & EVAL_FAST_SUITF) || eval_fast_key_id(t, h.key) == id, "key id of %016llx",
                      (unsigned long long)h.mask);
                CHECK(eval_fast_mask_id(t, h.mask) == id && eval_fast_eval_id(t, h) == id,
                      "mask id %u, incremental id %u, card id %u of %016llx", eval_fast_mask_id(t, h.mask),
                      eval_fast_eval_id(t, h), id, (unsigned long long)h.mask);
                /* the same hand from cards as addends, added in reverse */
                eval_fast_hand hq = eval_fast_hand_empty();
                for (int j = k - 1; j >= 0; j--)
                    hq = eval_fast_plus(hq, eval_fast_card(t, c[j]));
                CHECK(hq.key == h.key && hq.mask == h.mask, "eval_fast_plus differs on %016llx",
                      (unsigned long long)h.mask);
                /* rank values: the key's ranks without a flush (the same
                 * ranks in the suits 0, 1, 2, 3, 0... by rank: no flush) and
                 * rank keys summed; a flush's value from its suit's ranks */
                uint64_t rkey = 0, nf = 0;
                int cnt[CARD_RANKS] = {0}, q = 0;
                for (int j = 0; j < k; j++) {
                    rkey += eval_fast_rank_key(t, card_rank(c[j]));
                    cnt[card_rank(c[j])]++;
                }
                for (int x = 0; x < CARD_RANKS; x++)
                    for (int y = 0; y < cnt[x]; y++, q++)
                        nf |= card_bit(x, q & 3);
                uint32_t vnf = eval7(&r, nf);
                CHECK(eval_fast_rank_value(t, h.key) == vnf && eval_fast_rank_value(t, rkey) == vnf,
                      "rank value of %016llx", (unsigned long long)h.mask);
                if (h.key & EVAL_FAST_SUITF) {
                    int s = EVAL_FAST_FLUSH_SUIT(h.key);
                    CHECK(eval_fast_flush_value(t, (uint32_t)(h.mask >> 16 * s) & 0x1fff) == v,
                          "flush value of %016llx", (unsigned long long)h.mask);
                }
                /* the first k - 1 cards plus each card left, in one call:
                 * on a quarter of the hands (50 000 of 6 and 7 cards a
                 * rules variant, both sizes: i & 6 leaves i & 1), since each
                 * costs an eval7 a card left (20 to 47 a hand: three
                 * quarters of this test's time); every 5-card hand of every
                 * deck checks eval_fast_each above, and the flush cases
                 * (a suit of 4 or more in the first k - 1 cards) come
                 * thousands of times a variant either way */
                if (i & 6)
                    continue;
                eval_fast_hand hp = eval_fast_hand_empty();
                for (int j = 0; j < k - 1; j++)
                    hp = eval_fast_add(t, hp, c[j]);
                uint64_t rest = r.deck & ~hp.mask;
                uint32_t each[64];
                eval_fast_each(t, hp, rest, each);
                for (uint64_t m = rest; m; m &= m - 1) {
                    int x = __builtin_ctzll(m);
                    CHECK(each[x] == eval7(&r, hp.mask | 1ULL << x), "each: %016llx plus card %d: %08x, eval7 %08x",
                          (unsigned long long)hp.mask, x, each[x], eval7(&r, hp.mask | 1ULL << x));
                }
            }
            eval_fast_free(t);
        }
}
END_TEST

/* Every rank multiset of at most 7 cards (at most 4 of a rank) of ranks
 * rank..12, with its key, into keys[] and its number of cards into size[]. */
static size_t list_keys(int rank, int left, uint32_t key, int size, uint32_t *keys, uint8_t *sizes, size_t n)
{
    if (rank == 13) {
        keys[n] = key;
        sizes[n] = (uint8_t)size;
        return n + 1;
    }
    for (int c = 0; c <= 4 && c <= left; c++)
        n = list_keys(rank + 1, left - c, key + (uint32_t)c * eval_fast__mult[rank], size + c, keys, sizes, n);
    return n;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* What the generated index (eval_fast_hash.c, scripts/eval_hash.c)
 * promises, whatever its seed: distinct keys for distinct multisets of at
 * most 7 cards, a slot of its own for each of 5..7 cards, and every key of
 * at most 7 cards inside the row and slot tables; and the 5-card index
 * (built by eval_fast_new): a slot of its own for each multiset of 5 cards,
 * holding the main index's id and value. */
START_TEST(test_the_index_gives_every_rank_multiset_of_five_to_seven_cards_its_own_slot)
{
    enum { MAX = 120000 };
    uint32_t *keys = malloc(MAX * sizeof *keys), *slots = malloc(MAX * sizeof *slots);
    uint8_t *sizes = malloc(MAX);
    ck_assert(keys && slots && sizes);
    rules r = mk(52, true, ORDER_MODERN);
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
    size_t n = list_keys(0, 7, 0, 0, keys, sizes, 0), n57 = 0;
    ck_assert_uint_lt(n, MAX);
    for (size_t i = 0; i < n; i++) {
        CHECK((keys[i] >> EVAL_FAST_SHIFT) < EVAL_FAST_ROWS, "key %u: row out of the table", keys[i]);
        uint32_t s = eval_fast__slot(t, keys[i]);
        CHECK(s < EVAL_FAST_SLOTS, "key %u (%d cards): slot %u out of the table", keys[i], sizes[i], s);
        if (sizes[i] >= 5) {
            CHECK(t->slot[s] != 0, "key %u (%d cards): slot %u holds no value", keys[i], sizes[i], s);
            slots[n57++] = s;
        }
        if (sizes[i] == 5) {   /* the 5-card index: its slot holds the same id */
            CHECK((keys[i] >> EVAL_FAST_SHIFT5) < EVAL_FAST_ROWS5, "key %u: 5-card row out of the table", keys[i]);
            uint32_t s5 = eval_fast__slot5(t, keys[i]);
            CHECK(t->slot5[s5] == t->slot[s] && t->slot5_value[s5] == t->slot_value[s],
                  "key %u: the 5-card index's slot %u holds id %u, the main index's %u", keys[i], s5,
                  t->slot5[s5], t->slot[s]);
        }
    }
    size_t used5 = 0;   /* so no two 5-card multisets share a slot of it */
    for (size_t i = 0; i < EVAL_FAST_SLOTS5; i++)
        used5 += t->slot5[i] != 0;
    ck_assert_uint_eq(used5, 6175);
    /* multisets of 13 ranks, at most 4 each, with 5, 6, 7 cards: 6 175 + 18 395 + 49 205 */
    ck_assert_uint_eq(n57, 73775);
    qsort(keys, n, sizeof *keys, cmp_u32);
    for (size_t i = 1; i < n; i++)
        CHECK(keys[i] != keys[i - 1], "two multisets share the key %u", keys[i]);
    qsort(slots, n57, sizeof *slots, cmp_u32);
    for (size_t i = 1; i < n57; i++)
        CHECK(slots[i] != slots[i - 1], "two multisets of 5..7 cards share the slot %u", slots[i]);
    size_t used = 0;
    for (size_t i = 0; i < EVAL_FAST_SLOTS; i++)
        used += t->slot[i] != 0;
    ck_assert_uint_eq(used, 73775);   /* and no other slot holds a value */
    eval_fast_free(t);
    free(keys);
    free(slots);
    free(sizes);
}
END_TEST

START_TEST(test_the_tables_fit_in_810_kib_and_count_every_rank_multiset_once)
{
    ck_assert_uint_le(sizeof(eval_fast), 810 * 1024);
    rules r = mk(52, true, ORDER_MODERN);
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
    /* multisets of 13 ranks, at most 4 each, with 5, 6, 7 cards: 6 175 + 18 395 + 49 205 */
    ck_assert_uint_eq(t->nslot, 73775);
    ck_assert_uint_eq(t->nvalue, 7462 + 1);   /* the distinct values at 52 cards, and 0 */
    for (size_t i = 1; i < t->nvalue; i++)
        CHECK(t->value[i] > t->value[i - 1], "value[%zu] not increasing", i);
    eval_fast_free(t);
    rules r32 = mk(32, true, ORDER_MODERN);
    ck_assert_int_eq(eval_fast_new(&r32, &t), TALON_OK);
    ck_assert_uint_lt(t->nslot, 73775);
    eval_fast_free(t);
}
END_TEST

/* Ids compare as values do: the value table increases strictly. */
START_TEST(test_value_ids_are_in_increasing_order_of_value)
{
    for (int o = 0; o < 3; o++) {
        rules r = mk(52, true, ORDERS[o]);
        eval_fast *t;
        ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
        for (uint32_t id = 2; id < t->nvalue; id++)
            ck_assert_uint_lt(eval_fast_id_value(t, id - 1), eval_fast_id_value(t, id));
        eval_fast_free(t);
    }
}
END_TEST

START_TEST(test_new_rejects_null_and_free_takes_null)
{
    eval_fast *t = (eval_fast *)1;
    ck_assert_int_eq(eval_fast_new(NULL, &t), TALON_E_INVAL);
    ck_assert_ptr_null(t);
    rules r = mk(52, true, ORDER_MODERN);
    ck_assert_int_eq(eval_fast_new(&r, NULL), TALON_E_INVAL);
    eval_fast_free(NULL);
}
END_TEST

START_TEST(test_an_incremental_hand_is_the_same_in_any_order_of_cards)
{
    rules r = mk(52, true, ORDER_MODERN);
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
    uint64_t seed = 7;
    for (int i = 0; i < 10000; i++) {
        uint64_t m = 0;
        while (card_count(m) < 7)
            m |= 1ULL << (16 * (splitmix64(&seed) % 4) + splitmix64(&seed) % 13);
        int c[7];
        card_list(m, c);
        eval_fast_hand a = eval_fast_add_mask(t, eval_fast_hand_empty(), m), b = eval_fast_hand_empty();
        for (int j = 6; j >= 0; j--)
            b = eval_fast_add(t, b, c[j]);
        ck_assert_uint_eq(a.key, b.key);
        ck_assert_uint_eq(a.mask, m);
        ck_assert_uint_eq(eval_fast_eval(t, a), eval7(&r, m));
    }
    eval_fast_free(t);
}
END_TEST

/* eval_fast_cards8 reads cards 0..3 as one 32-bit word: a hand that ends
 * where its buffer ends, at every alignment, reads nothing past it (an
 * AddressSanitizer build, TALON_SANITIZE, stops on a byte too far) and gets
 * eval7's value. */
START_TEST(test_8_bit_indexes_are_read_within_the_hand_at_any_alignment)
{
    rules r = mk(52, true, ORDER_MODERN);
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
    uint64_t seed = 27;
    for (int n = 5; n <= 7; n++)
        for (int off = 0; off < 8; off++)
            for (int i = 0; i < 200; i++) {
                uint8_t *buf = malloc((size_t)(off + n)), *c = buf + off;
                ck_assert_ptr_nonnull(buf);
                uint64_t m = 0;
                for (int k = 0; k < n;) {
                    int x = (int)(splitmix64(&seed) % 52), ci = card_index(x / 4, x % 4);
                    if (m >> ci & 1)
                        continue;
                    m |= 1ULL << ci;
                    c[k++] = (uint8_t)ci;
                }
                uint32_t v = eval7(&r, m);
                CHECK(eval_fast_cards8(t, c, n) == v && eval_fast_id_value(t, eval_fast_cards8_id(t, c, n)) == v,
                      "%d cards at offset %d: %016llx", n, off, (unsigned long long)m);
                free(buf);
            }
    eval_fast_free(t);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("eval_fast");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_every_5_card_hand_of_decks_20_to_40_and_52_gets_eval5s_value_from_every_entry_point,
                        0, 7);
    tcase_add_loop_test(tc, test_random_6_and_7_card_hands_of_every_deck_get_eval7s_value, 0, 9);
    tcase_add_test(tc, test_the_tables_fit_in_810_kib_and_count_every_rank_multiset_once);
    tcase_add_test(tc, test_the_index_gives_every_rank_multiset_of_five_to_seven_cards_its_own_slot);
    tcase_add_test(tc, test_8_bit_indexes_are_read_within_the_hand_at_any_alignment);
    tcase_add_test(tc, test_new_rejects_null_and_free_takes_null);
    tcase_add_test(tc, test_value_ids_are_in_increasing_order_of_value);
    tcase_add_test(tc, test_an_incremental_hand_is_the_same_in_any_order_of_cards);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
