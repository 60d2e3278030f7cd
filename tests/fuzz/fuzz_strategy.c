/* fuzz_strategy.c - libFuzzer target of the strategy file parser
 * (strategy.c, format in strategies/README.md).
 *
 * Input: the whole input is the file's text, given to strategy_parse as
 * (pointer, length) without a terminating NUL, as the parser allows (ASan
 * sees any read past the end).
 *
 * Checks, besides ASan and UBSan:
 *  - strategy_parse returns TALON_OK or TALON_E_PARSE; on error the output
 *    strategy is untouched, the error's line is 0 or one of the text's
 *    lines and its message a non-empty one-line string;
 *  - on success strategy_check passes, and the round trip holds:
 *    strategy_format writes text (shorter than STRATEGY_TEXT_MAX) that
 *    parses back to the same struct, byte for byte, and formats to the
 *    same text again; a short buffer gets a NUL-terminated prefix;
 *  - the parsed strategy binds to rules (strategy_plan_init, a deck and
 *    conventions taken from the input) and decides a few pseudo-random
 *    hands sensibly: the kept cards are a subset of the hand, at least the
 *    rule's core and exactly the rule's keep, draw = 5 - kept <= 4, served
 *    and rule in range, and pat hands stand without folding.
 */
#include <stdint.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "fuzz.h"
#include "strategy.h"

static uint64_t random_hand(uint64_t deck, uint64_t *state)
{
    int idx[64];
    int n = card_list(deck, idx);
    uint64_t hand = 0;
    while (card_count(hand) < 5)
        hand |= 1ULL << idx[fuzz_mix(state) % (uint64_t)n];
    return hand;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    strategy s, before;
    memset(&s, 0xa5, sizeof s);
    before = s;
    strategy_error err;
    int rc = strategy_parse((const char *)data, size, &s, &err);
    FUZZ_CHECK(rc == TALON_OK || rc == TALON_E_PARSE);
    if (rc != TALON_OK) {
        FUZZ_CHECK(memcmp(&s, &before, sizeof s) == 0);
        size_t lines = 1;
        for (size_t i = 0; i < size; i++)
            lines += data[i] == '\n';
        FUZZ_CHECK(err.line >= 0 && (size_t)err.line <= lines);
        size_t ml = strnlen(err.msg, sizeof err.msg);
        FUZZ_CHECK(ml > 0 && ml < sizeof err.msg && !memchr(err.msg, '\n', ml));
        return 0;
    }
    FUZZ_CHECK(strategy_check(&s) == TALON_OK);

    /* Round trip through the text format. */
    char text[STRATEGY_TEXT_MAX], again[STRATEGY_TEXT_MAX];
    size_t len = strategy_format(&s, text, sizeof text);
    FUZZ_CHECK(len < sizeof text && strlen(text) == len);
    strategy back;
    memset(&back, 0x5a, sizeof back);
    FUZZ_CHECK(strategy_parse(text, len, &back, &err) == TALON_OK);
    FUZZ_CHECK(memcmp(&s, &back, sizeof s) == 0);
    FUZZ_CHECK(strategy_format(&back, again, sizeof again) == len && strcmp(again, text) == 0);
    size_t small = size % 64;
    char tiny[64];
    memset(tiny, 'x', sizeof tiny);
    FUZZ_CHECK(strategy_format(&s, tiny, small) == len);
    if (small > 0) {
        size_t keep = len < small ? len : small - 1;
        FUZZ_CHECK(tiny[keep] == '\0' && memcmp(tiny, text, keep) == 0);
    }

    /* Bind and decide a few hands. */
    uint64_t state = size;
    for (size_t i = 0; i < size && i < 16; i++)
        state = state * 131 + data[i];
    int decksize = DECK_MIN + 4 * (int)(fuzz_mix(&state) % 9);
    rules r;
    FUZZ_CHECK(rules_init(&r, decksize, fuzz_mix(&state) & 1, (enum rules_order)(fuzz_mix(&state) % 3)) == TALON_OK);
    strategy_plan p;
    FUZZ_CHECK(strategy_plan_init(&p, &s, &r) == TALON_OK);
    static const uint8_t CORE[STRATEGY_NRULES] = {5, 4, 4, 4, 3, 2, 2, 1};
    for (int t = 0; t < 8; t++) {
        uint64_t hand = random_hand(r.deck, &state);
        strategy_play play;
        strategy_decide(&p, hand, &play);
        FUZZ_CHECK((play.keep & ~hand) == 0);
        int kept = card_count(play.keep);
        FUZZ_CHECK(play.rule < STRATEGY_NRULES && play.served < STRATEGY_NSERVED);
        FUZZ_CHECK(kept >= CORE[play.rule] && kept <= 5 && play.draw == 5 - kept && play.draw <= 4);
        FUZZ_CHECK(kept == s.keep[play.rule]);
        FUZZ_CHECK(play.fold == s.fold[play.rule]);
        if (play.rule == STRATEGY_R_PAT)
            FUZZ_CHECK(kept == 5 && !play.fold);
    }
    return 0;
}
