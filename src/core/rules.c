/* rules.c - building a rules object: deck, straight convention, ranking order.
 *
 * The ranking orders are data: each is the list of categories from weakest to
 * strongest, in the one const table below.  rules_init derives the position
 * of every category (cat_pos) and its inverse (pos_cat), then fills the
 * evaluator's per-rules constants (rules_eval_constants).  Nothing here is
 * global or mutable; the object is read-only once built.
 */
#include <string.h>

#include "card.h"
#include "err.h"
#include "rules.h"

/* The orders, weakest first.  Sources: modern = usual international order;
 * flush-over-full = a French rules page on poker fermé (classic French rules,
 * also usual for short decks, where a flush is rarer than a full house);
 * archaic = the French Wikipedia article "Poker fermé"
 * ("hiérarchie archaïque": the straight below trips, quads above the
 * straight flush). */
static const struct {
    const char *name;
    enum eval_cat cats[EVAL_NCAT];
} ORDERS[] = {
    [ORDER_MODERN] = {"modern",
        {EVAL_HIGH, EVAL_PAIR, EVAL_TWO_PAIR, EVAL_TRIPS, EVAL_STRAIGHT,
         EVAL_FLUSH, EVAL_FULL, EVAL_QUADS, EVAL_STRAIGHT_FLUSH}},
    [ORDER_FLUSH_OVER_FULL] = {"flush-over-full",
        {EVAL_HIGH, EVAL_PAIR, EVAL_TWO_PAIR, EVAL_TRIPS, EVAL_STRAIGHT,
         EVAL_FULL, EVAL_FLUSH, EVAL_QUADS, EVAL_STRAIGHT_FLUSH}},
    [ORDER_ARCHAIC] = {"archaic",
        {EVAL_HIGH, EVAL_PAIR, EVAL_TWO_PAIR, EVAL_STRAIGHT, EVAL_TRIPS,
         EVAL_FULL, EVAL_FLUSH, EVAL_STRAIGHT_FLUSH, EVAL_QUADS}},
};
#define N_ORDERS ((int)(sizeof ORDERS / sizeof ORDERS[0]))

static const struct {
    const char *key, *en, *fr;
} CAT_NAMES[EVAL_NCAT] = {
    [EVAL_HIGH] = {"high_card", "High card", "Carte haute"},
    [EVAL_PAIR] = {"pair", "Pair", "Paire"},
    [EVAL_TWO_PAIR] = {"two_pair", "Two pair", "Double paire"},
    [EVAL_TRIPS] = {"trips", "Three of a kind", "Brelan"},
    [EVAL_STRAIGHT] = {"straight", "Straight", "Quinte"},
    [EVAL_FLUSH] = {"flush", "Flush", "Couleur"},
    [EVAL_FULL] = {"full_house", "Full house", "Main pleine"},
    [EVAL_QUADS] = {"quads", "Four of a kind", "Carré"},
    [EVAL_STRAIGHT_FLUSH] = {"straight_flush", "Straight flush", "Quinte flush"},
};

/* The evaluator's per-rules constants (the ev_* fields of rules.h).  The
 * shape codes below are those eval.h computes; tests/test_eval.c checks every
 * hand of every deck and order against the reference evaluator, so a code
 * that disagreed with eval.h could not pass.  They live here, not in eval.c,
 * so that the rules layer does not depend on the evaluator above it. */
static void rules_eval_constants(rules *r)
{
    /* eval5 codes: 5 quads, 6 full, 7 trips, 8 two pair, 9 pair, 10 high,
     * 11 straight, 12 flush, 13 straight flush. */
    static const enum eval_cat CODE5[14] = {
        [5] = EVAL_QUADS, [6] = EVAL_FULL, [7] = EVAL_TRIPS, [8] = EVAL_TWO_PAIR,
        [9] = EVAL_PAIR, [10] = EVAL_HIGH, [11] = EVAL_STRAIGHT, [12] = EVAL_FLUSH,
        [13] = EVAL_STRAIGHT_FLUSH};
    /* eval7 rank-pattern codes: 0 high, 1 pair, 2 two pair, 4 trips, 5 full,
     * 7 quads (3 and 6 never occur). */
    static const enum eval_cat CODE7[8] = {
        EVAL_HIGH, EVAL_PAIR, EVAL_TWO_PAIR, EVAL_HIGH,
        EVAL_TRIPS, EVAL_FULL, EVAL_HIGH, EVAL_QUADS};

    r->ev_pos5 = 0;
    for (int c = 5; c < 14; c++)
        r->ev_pos5 |= (uint64_t)r->cat_pos[CODE5[c]] << (4 * c);
    r->ev_pos7 = 0;
    for (int c = 0; c < 8; c++)
        r->ev_pos7 |= (uint32_t)r->cat_pos[CODE7[c]] << (4 * c);
    r->ev_wheel = r->ace_low ? 0x10001u << (r->low_rank + 3) : 0;   /* both 16-bit lanes */
    r->ev_straight = (uint32_t)r->cat_pos[EVAL_STRAIGHT] << EVAL_CAT_SHIFT;
    r->ev_flush = (uint32_t)r->cat_pos[EVAL_FLUSH] << EVAL_CAT_SHIFT;
    r->ev_sflush = (uint32_t)r->cat_pos[EVAL_STRAIGHT_FLUSH] << EVAL_CAT_SHIFT;
}

int rules_init(rules *r, int deck_size, bool ace_low, enum rules_order order)
{
    if (deck_check(deck_size) != TALON_OK)
        return TALON_E_DECK;
    if ((int)order < 0 || (int)order >= N_ORDERS)
        return TALON_E_RANGE;
    memset(r, 0, sizeof *r);
    r->deck_size = deck_size;
    r->low_rank = deck_low_rank(deck_size);
    r->ace_low = ace_low;
    r->order = order;
    r->deck = deck_mask(deck_size);
    for (int pos = 0; pos < EVAL_NCAT; pos++) {
        enum eval_cat c = ORDERS[order].cats[pos];
        r->pos_cat[pos] = (uint8_t)c;
        r->cat_pos[c] = (uint8_t)pos;
    }
    rules_eval_constants(r);
    return TALON_OK;
}

int rules_order_parse(const char *s, enum rules_order *out)
{
    for (int i = 0; i < N_ORDERS; i++)
        if (strcmp(s, ORDERS[i].name) == 0) {
            *out = (enum rules_order)i;
            return TALON_OK;
        }
    return TALON_E_PARSE;
}

const char *rules_order_name(enum rules_order o)
{
    return ((int)o >= 0 && (int)o < N_ORDERS) ? ORDERS[o].name : "?";
}

const char *rules_cat_name(enum eval_cat c, int lang)
{
    if ((int)c < 0 || c >= EVAL_NCAT)
        return "?";
    return lang ? CAT_NAMES[c].fr : CAT_NAMES[c].en;
}

const char *rules_cat_key(enum eval_cat c)
{
    return ((int)c >= 0 && c < EVAL_NCAT) ? CAT_NAMES[c].key : "?";
}
