/* strategy.h - drawing strategies as data: which cards a dealt 5-card hand
 * keeps, how many it draws, or whether it folds.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, false, ORDER_MODERN);
 *     strategy s;
 *     strategy_preset("standard", &s);          // or strategy_parse(text, len, &s, &err)
 *     strategy_set_camouflage(&s, true);        // optional: pairs keep a kicker, trips too
 *     strategy_plan p;
 *     strategy_plan_init(&p, &s, &r);           // once per (strategy, rules)
 *     strategy_play play;
 *     strategy_decide(&p, hand, &play);         // per hand: ~18 ns with eval5, no allocation
 *     if (play.fold && !forced) ... else draw play.draw cards to play.keep
 *
 * Two objects.  A `strategy` is plain data, independent of the deck: one
 * action per served class ("rule"), plus two settings per deck size (the
 * lowest playable pair, and what a playable pair holding a flush draw
 * keeps).  Presets live in one commented const table in strategy.c; a
 * strategy can also be read from text (the format of strategies/README.md).
 * A `strategy_plan` is a strategy bound to one rules object, with the
 * per-deck settings resolved and a few masks precomputed so that
 * strategy_decide is a short branch-light inline function.
 *
 * Rules (served classes), decided on the dealt hand in this order:
 *     pat        straight, flush, full house, straight flush: stand
 *     quads      keep the four (draw 1) or stand
 *     two-pair   keep the two pairs (draw 1) or stand
 *     trips      keep the three, plus the highest kickers when keep > 3
 *     draw       a playable draw (dclass.h: four to a flush, straight-flush
 *                draws included, or an open-ended four-straight) in a
 *                high-card or pair hand, except a playable pair holding a
 *                flush draw where the deck's pair_over_flush setting keeps
 *                the pair: keep the four (keep is always 4).
 *                A hand with both a flush draw and a different open-ended
 *                straight draw keeps the one with more outs in this deck
 *                (cards not in the hand completing a straight or better);
 *                on a tie, the flush draw.
 *     pair       a playable pair (rank >= the deck's pair_min) not played as
 *                a draw: keep the pair plus the highest (keep - 2) kickers
 *     weak-pair  a pair below pair_min (served class: pair), no playable draw
 *     nothing    high card without a playable draw: keep the highest
 *                `keep` cards
 * Every rule has `keep` (1..5 cards kept; draw = 5 - keep, so at most 4 by
 * the four-card rule) and `fold` (the hand folds unless forced; `keep` is
 * then its forced play, e.g. the blind's "draw 4 keeping the highest card").
 * A rule's keep is at least its core (pat 5, quads 4, two-pair 4, draw 4,
 * trips 3, pair and weak-pair 2, nothing 1): strategy_check enforces it.
 *
 * Kickers and ties.  "Highest" is by rank, the ace highest; in a high-card
 * hand all ranks differ, so the kept set is unique.  An open-ended straight
 * draw in a pair hand keeps the paired card of lower card index (suits never
 * matter to the draw's outcome: the kept four are not suited, else the hand
 * would hold a flush draw too).
 *
 * Thread safety: all functions are pure; a strategy and a plan are never
 * modified after init and may be shared read-only by any number of threads.
 * A plan holds a pointer to its rules, which must outlive it.
 */
#ifndef TALON_STRATEGY_H
#define TALON_STRATEGY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "eval.h"
#include "rules.h"

/* ---- served classes (what the dealt hand was, for origins) --------------- */

enum strategy_served {
    STRATEGY_S_PAT = 0,    /* straight, flush, full, straight flush (served) */
    STRATEGY_S_QUADS,
    STRATEGY_S_TWO_PAIR,
    STRATEGY_S_DRAW,       /* played as a draw (keeps four to a flush or a straight) */
    STRATEGY_S_TRIPS,
    STRATEGY_S_PAIR,       /* played as a pair, playable or not */
    STRATEGY_S_NOTHING,
    STRATEGY_NSERVED
};

/* ---- rules ------------------------------------------------------------- */

enum strategy_rule {
    STRATEGY_R_PAT = 0,
    STRATEGY_R_QUADS,
    STRATEGY_R_TWO_PAIR,
    STRATEGY_R_DRAW,
    STRATEGY_R_TRIPS,
    STRATEGY_R_PAIR,
    STRATEGY_R_WEAK_PAIR,
    STRATEGY_R_NOTHING,
    STRATEGY_NRULES
};

/* Per-deck settings are indexed by deck_size / 4 - 5 (20 -> 0, ..., 52 -> 8). */
#define STRATEGY_NDECKS 9
#define STRATEGY_DECK_INDEX(deck_size) ((deck_size) / 4 - 5)
#define STRATEGY_NAME_MAX 32
/* pair_min value meaning "no pair is playable" (every pair is a weak pair). */
#define STRATEGY_NO_PAIR (RANK_A + 1)
/* Longest text strategy_format writes (with its NUL). */
#define STRATEGY_TEXT_MAX 1024

typedef struct strategy {
    char name[STRATEGY_NAME_MAX];        /* NUL-terminated; "" when unnamed */
    uint8_t keep[STRATEGY_NRULES];       /* cards kept, core..5 (see above) */
    bool fold[STRATEGY_NRULES];          /* folds unless forced (never for pat) */
    /* Lowest playable pair rank per deck (RANK_2..RANK_A, or
     * STRATEGY_NO_PAIR); ranks below the deck's lowest all play. */
    uint8_t pair_min[STRATEGY_NDECKS];
    /* A playable pair holding a flush draw (straight-flush draws
     * included): true keeps the pair (rule pair), false keeps the draw (rule
     * draw).  A pair holding only an open-ended straight draw always keeps
     * the draw (the article's advice is about flush draws only). */
    bool pair_over_flush[STRATEGY_NDECKS];
} strategy;

/* ---- presets and text ----------------------------------------------------- */

/* The preset names, in table order (NULL-terminated list, static storage):
 *   "standard"            DESIGN.md: pat stand, quads/two pair/draws draw 1,
 *                         trips draw 2, every pair draws 3, nothing folds
 *                         (forced: draws 4 keeping its highest card); a
 *                         playable pair holding a flush draw keeps the draw,
 *                         except at 32 cards and below (the article's advice)
 *   "standard-camouflage" the same, trips draw 1 and pairs draw 2, each
 *                         keeping its highest kicker
 *   "article"             the assumptions that best reproduce the article's
 *                         "Cartes demandées" tables: pairs and trips draw 2,
 *                         pairs below the article's playable pair (read
 *                         inclusively: nines and up at 52 and 48 cards, tens
 *                         at 44 and 40, jacks below) and empty hands fold, a
 *                         pair holding a flush draw keeps the draw (see
 *                         strategy.c and tables/article/README.md)
 * The authoritative list and each preset's reasoning are in strategy.c. */
extern const char *const strategy_preset_names[];

/* Copy preset `name` into *s.  TALON_OK, TALON_E_PARSE (unknown name; *s
 * untouched), TALON_E_INVAL (NULL argument). */
int strategy_preset(const char *name, strategy *s);

/* Parse errors: 1-based line of the first error (0: not line-specific) and a
 * one-line English reason, e.g. "keep 6: a hand keeps at most 5 cards". */
typedef struct strategy_error {
    int line;
    char msg[128];
} strategy_error;

/* Parse a strategy text (strategies/README.md) of len bytes; text need not
 * be NUL-terminated and may contain any bytes (a NUL byte is an error).  The
 * strategy starts from "standard" and each line overrides part of it.
 * Returns TALON_OK, TALON_E_PARSE (syntax, unknown rule/setting/deck/rank,
 * a keep outside its range; *err says where and why; *s untouched) or
 * TALON_E_INVAL (NULL text with len > 0, NULL s).  err may be NULL.  Never
 * reads outside text[0..len), never allocates, whatever the input. */
int strategy_parse(const char *text, size_t len, strategy *s, strategy_error *err);

/* Write s as text strategy_parse reads back to an equal strategy.  Writes
 * at most size bytes, NUL-terminated when size > 0; returns the length it
 * needed (like snprintf; under STRATEGY_TEXT_MAX). */
size_t strategy_format(const strategy *s, char *buf, size_t size);

/* TALON_OK when every field of s is in range (keep within core..5, pair_min
 * RANK_2..STRATEGY_NO_PAIR, pat not folding, name NUL-terminated), else
 * TALON_E_RANGE.  strategy_parse and the presets always pass. */
int strategy_check(const strategy *s);

/* Camouflage on: pairs (both pair rules) keep 3 (draw 2 with the highest
 * kicker) and trips keep 4 (draw 1); off: pairs keep 2 and trips keep 3.
 * Other rules, folds and per-deck settings are unchanged. */
void strategy_set_camouflage(strategy *s, bool on);

/* Names: rule keys as in the text format ("pat", "quads", "two-pair",
 * "draw", "trips", "pair", "weak-pair", "nothing"); served class keys, for
 * data (CSV columns, JSON keys: underscores, as rules.h's category keys)
 * ("pat", "quads", "two_pair", "draw", "trips", "pair", "nothing") and
 * display names (lang 0 English, 1 French: "Servi", "Carré", "Double paire",
 * "Tirage", "Brelan", "Paire", "Rien").  Out of range: "?". */
const char *strategy_rule_key(int rule);
const char *strategy_served_key(int served);
const char *strategy_served_name(int served, int lang);

/* ---- the bound plan and the decision --------------------------------------- */

typedef struct strategy_play {
    uint64_t keep;    /* the cards kept: a subset of the hand (the forced play when fold) */
    uint8_t draw;     /* cards asked: 5 - popcount(keep), 0..4 */
    uint8_t served;   /* enum strategy_served */
    uint8_t rule;     /* enum strategy_rule that decided */
    bool fold;        /* the strategy folds this hand unless forced (blind) */
} strategy_play;

/* Internal: fields are read by the inline strategy_decide; set only by
 * strategy_plan_init. */
typedef struct strategy_plan {
    const rules *r;
    uint8_t keep[STRATEGY_NRULES];
    bool fold[STRATEGY_NRULES];
    uint8_t pair_min;          /* resolved for r's deck */
    bool pair_over_flush;      /* resolved for r's deck */
    uint32_t open_pos;         /* bit p: the four-straight at rank-line positions p..p+3 is
                                  open-ended (dclass_open_ended); position = rank + 1, and
                                  with ace_low the ace also at position low_rank */
    uint32_t ace_low_pos;      /* r->ace_low ? 1 << r->low_rank : 0 */
    strategy s;                /* the strategy, as given */
} strategy_plan;

/* Bind s to r (both valid: strategy_check(s) == TALON_OK, r from rules_init).
 * r must outlive the plan.  TALON_OK, TALON_E_RANGE (s fails strategy_check),
 * TALON_E_INVAL (NULL argument). */
int strategy_plan_init(strategy_plan *p, const strategy *s, const rules *r);

/* The slow path of strategy_decide (internal): a high-card or pair hand
 * holding a flush draw and a different open-ended straight draw. */
uint64_t strategy__double_draw(const strategy_plan *p, uint64_t hand, uint64_t flush4, uint64_t straight4);

/* The rank-line mask of 13-bit rank mask m: bit rank+1 per rank, plus the
 * ace at position low_rank when the ace plays low. */
static inline uint32_t strategy__line(const strategy_plan *p, uint32_t m)
{
    return m << 1 | ((m >> RANK_A & 1u) ? p->ace_low_pos : 0u);
}

/* The cards of hand whose rank is in the 13-bit mask m. */
static inline uint64_t strategy__ranks(uint64_t hand, uint32_t m)
{
    return hand & ((uint64_t)m * 0x0001000100010001ULL);
}

/* m without its lowest set bits, keeping the highest k (0 <= k <= 5). */
static inline uint32_t strategy__top(uint32_t m, int k)
{
    int extra = bits_count32(m) - k;
    for (int i = 0; i < extra; i++)
        m &= m - 1;
    return m;
}

/* Decide for exactly 5 cards of the plan's deck when the caller already has
 * v = eval5(p->r, hand).  Fills *out completely.  Pure; asserts its
 * preconditions. */
static inline void strategy_decide_value(const strategy_plan *p, uint64_t hand, uint32_t v,
                                         strategy_play *out)
{
    const rules *r = p->r;
    enum eval_cat c = eval_category(r, v);
    uint32_t major = (v >> 13) & CARD_RANK_MASK, minor = v & CARD_RANK_MASK;
    int rule;
    uint64_t keep;
    switch (c) {
    case EVAL_STRAIGHT:
    case EVAL_FLUSH:
    case EVAL_FULL:
    case EVAL_STRAIGHT_FLUSH:
        rule = STRATEGY_R_PAT;
        keep = hand;
        break;
    case EVAL_QUADS:
        rule = STRATEGY_R_QUADS;
        keep = p->keep[rule] >= 5 ? hand : strategy__ranks(hand, major);
        break;
    case EVAL_TWO_PAIR:
        rule = STRATEGY_R_TWO_PAIR;
        keep = p->keep[rule] >= 5 ? hand : strategy__ranks(hand, major);
        break;
    case EVAL_TRIPS:
        rule = STRATEGY_R_TRIPS;
        keep = strategy__ranks(hand, major | strategy__top(minor, p->keep[rule] - 3));
        break;
    default: {   /* high card or one pair: look for playable draws */
        uint64_t flush4 = 0, straight4 = 0;
        for (int s = 0; s < CARD_SUITS; s++) {
            uint64_t sm = hand & (0x1fffULL << (16 * s));
            flush4 = bits_count64(sm) == 4 ? sm : flush4;
        }
        uint32_t any = major | minor;
        uint32_t line = strategy__line(p, any);
        /* c4 bit q <=> positions q..q+3 all held: line & line>>1 & line>>2 & line>>3 */
        uint32_t c4 = line & line >> 1 & line >> 2 & line >> 3 & p->open_pos;
        if (c4) {
            int q = __builtin_ctz(c4);
            /* positions q..q+3 -> ranks q-1..q+2; position low_rank (q) is the ace when ace-low */
            uint32_t rk = (0xfu << q) >> 1;   /* rank q-1 at q = low_rank is not in the deck */
            rk |= (p->ace_low_pos >> q & 1u) << RANK_A;
            uint64_t cards = strategy__ranks(hand, rk);
            /* A pair hand holds both cards of the paired rank (its four ranks
             * are the four of the draw): drop the higher-index one,
             * x & (x - 1) = x without its lowest bit. */
            uint64_t pc = strategy__ranks(hand, major);
            straight4 = cards & ~(pc & (pc - 1));
        }
        bool pair = c == EVAL_PAIR;
        bool playable_pair = pair && major >= (1u << p->pair_min);
        bool has_draw = (flush4 | straight4) != 0;
        if (has_draw && !(playable_pair && flush4 && p->pair_over_flush)) {
            rule = STRATEGY_R_DRAW;
            if (flush4 && straight4 && flush4 != straight4)
                keep = strategy__double_draw(p, hand, flush4, straight4);
            else
                keep = flush4 ? flush4 : straight4;
        } else if (pair) {
            rule = playable_pair ? STRATEGY_R_PAIR : STRATEGY_R_WEAK_PAIR;
            keep = strategy__ranks(hand, major | strategy__top(minor, p->keep[rule] - 2));
        } else {
            rule = STRATEGY_R_NOTHING;
            keep = strategy__ranks(hand, strategy__top(minor, p->keep[rule]));
        }
        break;
    }
    }
    static const uint8_t served_of_rule[STRATEGY_NRULES] = {
        STRATEGY_S_PAT, STRATEGY_S_QUADS, STRATEGY_S_TWO_PAIR, STRATEGY_S_DRAW,
        STRATEGY_S_TRIPS, STRATEGY_S_PAIR, STRATEGY_S_PAIR, STRATEGY_S_NOTHING};
    out->keep = keep;
    out->draw = (uint8_t)(5 - bits_count64(keep));
    out->served = served_of_rule[rule];
    out->rule = (uint8_t)rule;
    out->fold = p->fold[rule];
}

/* Decide for exactly 5 cards of the plan's deck (evaluates the hand). */
static inline void strategy_decide(const strategy_plan *p, uint64_t hand, strategy_play *out)
{
    strategy_decide_value(p, hand, eval5(p->r, hand), out);
}

#endif
