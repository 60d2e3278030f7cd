/* fuzz_dclass.c - libFuzzer target of the hand-class parser (dclass.c):
 * dclass_parse, and dclass_key / dclass_name on what it returns.
 *
 * Input: byte 0 picks the rules (value % 9: the deck 20, 24, ..., 52;
 * bit 4: ace-low; value / 32 % 3: the ranking order); the other bytes,
 * NUL-terminated, are the class name.
 *
 * Checks, besides ASan and UBSan:
 *  - the result is TALON_OK, TALON_E_PARSE or TALON_E_DECK; TALON_E_DECK
 *    only for a pair whose rank is below the deck's lowest (the same text
 *    is that pair under 52-card rules);
 *  - on success the class passes dclass_valid, and its key (dclass_key)
 *    parses back to the same class (round trip); so does the key in upper
 *    case, and the input in upper case (names are case-insensitive);
 *    dclass_name gives a non-empty name, never "?", that fits its buffer;
 *    dclass_category is a category (or EVAL_NCAT for the draw class only).
 */
#include <stdint.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "fuzz.h"

static void upper(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int deck = DECK_MIN + 4 * (data[0] % 9);
    bool ace_low = data[0] >> 4 & 1;
    enum rules_order order = (enum rules_order)(data[0] / 32 % 3);
    rules r, r52;
    FUZZ_CHECK(rules_init(&r, deck, ace_low, order) == TALON_OK);
    FUZZ_CHECK(rules_init(&r52, 52, ace_low, order) == TALON_OK);
    char *s = fuzz_cstr(data + 1, size - 1);

    int k = -12345;
    int rc = dclass_parse(&r, s, &k);
    FUZZ_CHECK(rc == TALON_OK || rc == TALON_E_PARSE || rc == TALON_E_DECK);
    if (rc == TALON_E_DECK) {
        int k52;
        FUZZ_CHECK(dclass_parse(&r52, s, &k52) == TALON_OK);
        int rk = dclass_pair_rank(k52);
        FUZZ_CHECK(rk >= 0 && rk < r.low_rank);
    } else if (rc == TALON_OK) {
        FUZZ_CHECK(dclass_valid(&r, k));
        char key[DCLASS_NAME_MAX], name[DCLASS_NAME_MAX];
        dclass_key(&r, k, key, sizeof key);
        FUZZ_CHECK(strlen(key) > 0 && strcmp(key, "?") != 0 && strlen(key) < sizeof key - 1);
        int back = -1;
        FUZZ_CHECK(dclass_parse(&r, key, &back) == TALON_OK && back == k);
        upper(key);
        FUZZ_CHECK(dclass_parse(&r, key, &back) == TALON_OK && back == k);
        char *up = fuzz_cstr((const uint8_t *)s, strlen(s));
        upper(up);
        FUZZ_CHECK(dclass_parse(&r, up, &back) == TALON_OK && back == k);
        free(up);
        for (int lang = 0; lang < 2; lang++) {
            dclass_name(&r, k, lang, name, sizeof name);
            FUZZ_CHECK(strlen(name) > 0 && strcmp(name, "?") != 0 && strlen(name) < sizeof name - 1);
        }
        enum eval_cat c = dclass_category(&r, k);
        FUZZ_CHECK(k == DCLASS_DRAW ? c == EVAL_NCAT : (int)c >= 0 && c < EVAL_NCAT);
        /* The same text under 52-card rules of the same order: the same
         * class (class numbers depend on the order only). */
        int k52;
        FUZZ_CHECK(dclass_parse(&r52, s, &k52) == TALON_OK && k52 == k);
    }
    free(s);
    return 0;
}
