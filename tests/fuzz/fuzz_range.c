/* fuzz_range.c - libFuzzer target of the hold'em range parser (range.c).
 *
 * Input: byte 0 picks the deck (value % 9: 20, 24, ..., 52 cards) and the
 * notation (value / 9 % 3: CARD_AUTO, CARD_EN, CARD_FR); the other bytes,
 * NUL-terminated, are the range text.
 *
 * Checks, besides ASan and UBSan:
 *  - range_parse returns TALON_OK, TALON_E_PARSE, TALON_E_DECK or
 *    TALON_E_DUP; *errpos is within the text; on error the range is empty;
 *  - on success the matrix invariant of range.c: with[] symmetric, no card
 *    paired with itself, only cards of the deck, n == half the total
 *    popcount, at most C(deck, 2) combos; range_list gives n distinct
 *    two-card combos in order, each range_has; range_cards and range_is_all
 *    agree with them; range_remove keeps the invariant and drops exactly the
 *    combos touching the dead cards;
 *  - union: the text is a comma-separated union, so each item parses alone
 *    and the union of the items is the range;
 *  - round trip (there is no range printer): the combos written as two
 *    cards each with card_format, English and French, comma-separated (in
 *    chunks under RANGE_STR_MAX), parse back to the same range.
 */
#include <stdint.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "fuzz.h"
#include "range.h"

static void check_invariant(const range *g, uint64_t deck)
{
    int total = 0;
    for (int c = 0; c < 64; c++) {
        uint64_t w = g->with[c];
        if (!(deck >> c & 1)) {
            FUZZ_CHECK(w == 0);
            continue;
        }
        FUZZ_CHECK((w & ~deck) == 0);
        FUZZ_CHECK(!(w >> c & 1));
        for (uint64_t m = w; m; m &= m - 1)
            FUZZ_CHECK(g->with[__builtin_ctzll(m)] >> c & 1);
        total += card_count(w);
    }
    FUZZ_CHECK(total % 2 == 0 && g->n == total / 2);
    int nd = card_count(deck);
    FUZZ_CHECK(g->n >= 0 && g->n <= nd * (nd - 1) / 2 && g->n <= RANGE_MAX);
}

static bool same(const range *a, const range *b)
{
    return a->n == b->n && memcmp(a->with, b->with, sizeof a->with) == 0;
}

static void unite(range *acc, const range *g)
{
    for (int c = 0; c < 64; c++)
        for (uint64_t m = g->with[c]; m; m &= m - 1)
            if (c < __builtin_ctzll(m))
                range_add(acc, c, __builtin_ctzll(m));
}

/* Print the combos in notation nota, parse them back in chunks, compare. */
static void check_round_trip(const range *g, const uint64_t *list, int n, uint64_t deck,
                             enum card_notation nota)
{
    static char text[RANGE_STR_MAX + 1];
    range acc, part;
    range_clear(&acc);
    int i = 0;
    while (i < n) {
        size_t len = 0;
        while (i < n) {
            char two[CARD_STR_MAX];
            size_t l = card_format(list[i], nota, two, sizeof two);
            FUZZ_CHECK(l >= 4 && l <= 6);
            if (len + l + 1 > RANGE_STR_MAX)
                break;
            if (len)
                text[len++] = ',';
            memcpy(text + len, two, l);
            len += l;
            i++;
        }
        text[len] = '\0';
        size_t pos;
        int rc = range_parse(text, deck, nota, &part, &pos);
        FUZZ_CHECK(rc == TALON_OK);
        unite(&acc, &part);
    }
    FUZZ_CHECK(same(&acc, g));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int decksize = DECK_MIN + 4 * (data[0] % 9);
    uint64_t deck = deck_mask(decksize);
    enum card_notation nota = (enum card_notation)(data[0] / 9 % 3);
    char *s = fuzz_cstr(data + 1, size - 1);
    size_t slen = strlen(s);

    static range g;   /* static: 520 bytes each, keep the fuzzer's stack small */
    static range item, acc;
    size_t pos = (size_t)-1;
    int rc = range_parse(s, deck, nota, &g, &pos);
    FUZZ_CHECK(rc == TALON_OK || rc == TALON_E_PARSE || rc == TALON_E_DECK || rc == TALON_E_DUP);
    FUZZ_CHECK(pos <= slen);
    if (rc != TALON_OK) {
        FUZZ_CHECK(g.n == 0);
        for (int c = 0; c < 64; c++)
            FUZZ_CHECK(g.with[c] == 0);
        free(s);
        return 0;
    }
    check_invariant(&g, deck);

    static uint64_t list[RANGE_MAX];
    int n = range_list(&g, list);
    FUZZ_CHECK(n == g.n);
    uint64_t cards = 0;
    for (int i = 0; i < n; i++) {
        FUZZ_CHECK(card_count(list[i]) == 2 && (list[i] & ~deck) == 0);
        FUZZ_CHECK(range_has(&g, list[i]));
        if (i > 0) {   /* by lower card, then higher: strictly increasing pairs */
            int a0 = __builtin_ctzll(list[i - 1]), b0 = 63 - __builtin_clzll(list[i - 1]);
            int a1 = __builtin_ctzll(list[i]), b1 = 63 - __builtin_clzll(list[i]);
            FUZZ_CHECK(a0 < a1 || (a0 == a1 && b0 < b1));
        }
        cards |= list[i];
    }
    FUZZ_CHECK(range_cards(&g) == cards);
    int nd = card_count(deck);
    FUZZ_CHECK(range_is_all(&g, deck, 0) == (n == nd * (nd - 1) / 2));

    /* Union of the items. */
    range_clear(&acc);
    size_t start = 0;
    for (;;) {
        size_t end = start;
        while (s[end] && s[end] != ',')
            end++;
        char *one = fuzz_cstr((const uint8_t *)s + start, end - start);
        FUZZ_CHECK(range_parse(one, deck, nota, &item, NULL) == TALON_OK);
        free(one);
        unite(&acc, &item);
        if (!s[end])
            break;
        start = end + 1;
    }
    FUZZ_CHECK(same(&acc, &g));

    /* Printing and parsing back, in both notations. */
    check_round_trip(&g, list, n, deck, CARD_EN);
    check_round_trip(&g, list, n, deck, CARD_FR);

    /* Card removal: dead cards from the input's length and first bytes. */
    uint64_t dead = 0;
    for (size_t i = 0; i < slen && i < 4; i++)
        dead |= 1ULL << ((unsigned char)s[i] % 64);
    dead &= CARD_ALL;
    item = g;
    range_remove(&item, dead);
    check_invariant(&item, deck);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool touches = (list[i] & dead) != 0;
        FUZZ_CHECK(range_has(&item, list[i]) == !touches);
        kept += !touches;
    }
    FUZZ_CHECK(item.n == kept);
    free(s);
    return 0;
}
