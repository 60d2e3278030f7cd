/* rules.h - the rule conventions of one game, built once from options.
 *
 * Usage:
 *     rules r;
 *     if (rules_init(&r, 32, true, ORDER_MODERN) != TALON_OK) ...  // 32 cards, A-7-8-9-10 plays
 *     uint32_t v = eval5(&r, hand);
 *
 * A rules object holds the deck, the straight convention, the ranking order
 * and the few constants the evaluator derives from them (under 100 bytes,
 * built in well under a microsecond).  It is never modified after rules_init, so one
 * object may be shared read-only by any number of threads.  No globals.
 */
#ifndef TALON_RULES_H
#define TALON_RULES_H

#include <stdbool.h>
#include <stdint.h>

/* Hand categories, in their natural (modern) order, weakest first. */
/* Values carry the category's position in the order in bits 26..29 (eval.h). */
#define EVAL_CAT_SHIFT 26

enum eval_cat {
    EVAL_HIGH = 0,       /* high card / carte haute */
    EVAL_PAIR,           /* paire */
    EVAL_TWO_PAIR,       /* double paire */
    EVAL_TRIPS,          /* brelan */
    EVAL_STRAIGHT,       /* quinte */
    EVAL_FLUSH,          /* couleur */
    EVAL_FULL,           /* main pleine, full */
    EVAL_QUADS,          /* carre */
    EVAL_STRAIGHT_FLUSH, /* quinte flush */
    EVAL_NCAT
};

enum rules_order {
    ORDER_MODERN = 0,      /* high < pair < 2pair < trips < straight < flush < full < quads < SF */
    ORDER_FLUSH_OVER_FULL, /* ... < straight < full < flush < quads < SF  (French rules "Le Poker", short decks) */
    ORDER_ARCHAIC          /* high < pair < 2pair < straight < trips < full < flush < SF < quads ("Poker fermé") */
};

typedef struct rules {
    int deck_size;          /* 20, 24, ..., 52 */
    int low_rank;           /* lowest rank in the deck (RANK_2 at 52, RANK_7 at 32) */
    bool ace_low;           /* the ace also plays below low_rank in a straight */
    enum rules_order order;
    uint64_t deck;          /* the deck's cards (card.h encoding) */
    uint8_t cat_pos[EVAL_NCAT];  /* position of each category in the order, 0 = weakest */
    uint8_t pos_cat[EVAL_NCAT];  /* inverse: category at each position */
    /* Evaluator constants, filled by rules_init (rules.c); eval.h owns their
     * meaning.  No tables: the evaluator is pure bit arithmetic. */
    uint64_t ev_pos5;       /* eval5 shape code (5..13) -> category position, 4 bits per code */
    uint32_t ev_pos7;       /* eval7 rank-pattern code (0..7) -> category position, 4 bits each */
    uint32_t ev_wheel;      /* ace_low ? 0x10001 << (low_rank + 3) : 0 (the low ace, in ranks << 4) */
    uint32_t ev_straight;   /* cat_pos[EVAL_STRAIGHT] << EVAL_CAT_SHIFT */
    uint32_t ev_flush;      /* cat_pos[EVAL_FLUSH] << EVAL_CAT_SHIFT */
    uint32_t ev_sflush;     /* cat_pos[EVAL_STRAIGHT_FLUSH] << EVAL_CAT_SHIFT */
} rules;

/* Build the rules.  deck_size must pass deck_check(); order one of the enum.
 * Returns TALON_OK, TALON_E_DECK or TALON_E_RANGE. */
int rules_init(rules *r, int deck_size, bool ace_low, enum rules_order order);

/* Parse "modern" | "flush-over-full" | "archaic"; TALON_OK or TALON_E_PARSE. */
int rules_order_parse(const char *s, enum rules_order *out);
/* The option name of an order ("modern", ...). */
const char *rules_order_name(enum rules_order o);

/* Category names: lang 0 = English ("Straight flush"), 1 = French ("Quinte flush"). */
const char *rules_cat_name(enum eval_cat c, int lang);
/* Short machine name used in CSV/JSON: "straight_flush", "quads", ..., "high_card". */
const char *rules_cat_key(enum eval_cat c);

#endif
