/* fuzz_cards.c - libFuzzer target of the card parser and printer (card.c).
 *
 * Input: byte 0 picks the notation (its value % 3: CARD_AUTO, CARD_EN,
 * CARD_FR) and the size of a deliberately short output buffer (byte 0 / 3);
 * the other bytes, NUL-terminated, are the text given to card_parse.
 *
 * Checks, besides ASan and UBSan on every call:
 *  - card_parse returns TALON_OK, TALON_E_PARSE or TALON_E_DUP; *errpos is
 *    within the string; on error the set and the count are 0, and the text
 *    before *errpos parses without error in the same notation (the error
 *    is at the first bad token, not later);
 *  - CARD_AUTO gives exactly what the notation card_detect names gives;
 *  - on success: n == popcount(set), only real cards (CARD_ALL);
 *  - round trips: the set printed by card_format in English and in French
 *    parses back, in that notation, to the same set and count, and under
 *    CARD_AUTO too whenever card_detect recognises the printed notation;
 *    the printed text is the concatenation of card_name of each card,
 *    highest rank first; a short buffer gets a NUL-terminated prefix of the
 *    full text and the same returned length (snprintf semantics).
 */
#include <stdint.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "fuzz.h"

static void check_round_trip(uint64_t set, int count, size_t small)
{
    static const enum card_notation NOTA[2] = {CARD_EN, CARD_FR};
    for (int k = 0; k < 2; k++) {
        char buf[CARD_STR_MAX];
        size_t len = card_format(set, NOTA[k], buf, sizeof buf);
        FUZZ_CHECK(len < sizeof buf && strlen(buf) == len);

        /* The text is card_name of each card, ranks A..2, suits 0..3. */
        char expect[CARD_STR_MAX];
        size_t e = 0;
        for (int r = RANK_A; r >= RANK_2; r--)
            for (int st = 0; st < CARD_SUITS; st++)
                if (set >> card_index(r, st) & 1) {
                    char name[4];
                    card_name(card_index(r, st), NOTA[k], name);
                    size_t nl = strlen(name);
                    FUZZ_CHECK(nl == 2 || nl == 3);
                    memcpy(expect + e, name, nl);
                    e += nl;
                }
        FUZZ_CHECK(e == len && memcmp(expect, buf, len) == 0);

        uint64_t back;
        int n;
        size_t pos;
        FUZZ_CHECK(card_parse(buf, NOTA[k], &back, &n, &pos) == TALON_OK);
        FUZZ_CHECK(back == set && n == count);
        if (card_detect(buf) == NOTA[k]) {
            FUZZ_CHECK(card_parse(buf, CARD_AUTO, &back, &n, &pos) == TALON_OK);
            FUZZ_CHECK(back == set && n == count);
        }

        /* Truncation: a prefix, NUL-terminated, same returned length. */
        char tiny[CARD_STR_MAX];
        memset(tiny, 'x', sizeof tiny);
        size_t tl = card_format(set, NOTA[k], tiny, small);
        FUZZ_CHECK(tl == len);
        if (small > 0) {
            size_t keep = len < small ? len : small - 1;
            FUZZ_CHECK(tiny[keep] == '\0' && memcmp(tiny, buf, keep) == 0);
        }
        FUZZ_CHECK(small >= sizeof tiny || tiny[small] == 'x');   /* nothing written past size */
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    enum card_notation nota = (enum card_notation)(data[0] % 3);
    size_t small = (size_t)(data[0] / 3) % 64;
    char *s = fuzz_cstr(data + 1, size - 1);
    size_t slen = strlen(s);

    uint64_t set = 1;
    int n = -1;
    size_t pos = (size_t)-1;
    int rc = card_parse(s, nota, &set, &n, &pos);
    FUZZ_CHECK(rc == TALON_OK || rc == TALON_E_PARSE || rc == TALON_E_DUP);
    FUZZ_CHECK(pos <= slen);
    enum card_notation used = nota == CARD_AUTO ? card_detect(s) : nota;
    FUZZ_CHECK(used == CARD_EN || used == CARD_FR);
    if (nota == CARD_AUTO) {   /* AUTO is the detected notation, nothing else */
        uint64_t set2;
        int n2;
        size_t pos2;
        int rc2 = card_parse(s, used, &set2, &n2, &pos2);
        FUZZ_CHECK(rc2 == rc && set2 == set && n2 == n && pos2 == pos);
    }

    if (rc != TALON_OK) {
        FUZZ_CHECK(set == 0 && n == 0);
        /* Everything before the offending token is a good list. */
        char *prefix = fuzz_cstr((const uint8_t *)s, pos);
        uint64_t pset;
        int pn;
        FUZZ_CHECK(card_parse(prefix, used, &pset, &pn, NULL) == TALON_OK);
        FUZZ_CHECK(pn == card_count(pset));
        free(prefix);
    } else {
        FUZZ_CHECK(pos == 0);
        FUZZ_CHECK((set & ~CARD_ALL) == 0);
        FUZZ_CHECK(n == card_count(set));
        check_round_trip(set, n, small);
    }
    /* A NULL result pointer is allowed and changes nothing. */
    FUZZ_CHECK(card_parse(s, nota, NULL, NULL, NULL) == rc);
    free(s);
    return 0;
}
