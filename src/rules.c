/* rules.c - building a rules object: deck, straight convention, ranking order.
 *
 * The ranking orders are data: each is the list of categories from weakest to
 * strongest, in the one const table below.  rules_init derives the position
 * of every category (cat_pos) and its inverse (pos_cat), then lets the
 * evaluator fill its own small tables (eval_tables_init).  Nothing here is
 * global or mutable; the object is read-only once built.
 */
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "rules.h"

/* The orders, weakest first.  Sources: modern = usual international order;
 * flush-over-full = sources/003 (classic French rules, also usual for short
 * decks, where a flush is rarer than a full house); archaic = sources/000
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
    eval_tables_init(r);
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
