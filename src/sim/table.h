/* table.h - the dealer of a whole table of French draw poker: P players,
 * five cards each from one deck, then the draw, each player in turn, with
 * the four-card rule and the re-shuffle of the discards when the stock runs
 * out; and the Monte Carlo runs built on it.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     strategy s; strategy_preset("standard", &s);
 *     strategy_plan p; strategy_plan_init(&p, &s, &r);
 *     table t;
 *     table_init(&t, &r, &p, 4, TABLE_FULL);          // 4 players, one deck
 *     rng g; rng_for_block(&g, seed, 0);
 *     table_hand h;
 *     table_deal(&t, &g, NULL, &h);                    // the five cards of each seat
 *     table_draw(&t, &g, 0, &h);                       // decisions, draw, final values
 *     // h.seat[s].final, h.seat[s].final_value (eval5), h.seat[s].folded ...
 *     table_free(&t);
 *
 * The game, as implemented (the French Wikipedia article "Poker fermé",
 * "Déroulement d'un coup" and "Cartes"; the classic French rules "Le Poker"
 * for the re-shuffle):
 *  - Seats 0..P-1 run clockwise from the dealer's left; the dealer is seat
 *    P-1.  The deck is shuffled (uniformly) and dealt one card at a time,
 *    seat 0 first, until every seat has five.  The cards left are the stock.
 *  - The draw: each seat in turn, from seat 0, decides by the strategy
 *    (strategy_decide_value on its five cards, tabulated by table_init): fold, or keep some cards and
 *    ask for 5 - kept.  A folding seat's cards are dead (mucked: never seen
 *    again this deal, not part of the discards).  A seat in `forced` never
 *    folds: it plays the strategy's forced play (strategy_play.keep, e.g.
 *    "draw 4 keeping the highest card" for an empty hand), as a blind does.
 *  - A player first discards (face down, onto the discard pile), then
 *    receives as many cards from the top of the stock.
 *  - Four-card rule: only one player per deal may exchange four cards, the
 *    first who asks (lowest seat).  He receives three at his turn and the
 *    fourth only after every seat has been served; if no later seat
 *    exchanged any card (he is the last to be served), the dealer first
 *    "burns" the top card, putting it under the stock, then gives him the
 *    next.  A later player whose strategy asks for four exchanges three
 *    instead: he keeps his kept card(s) plus the highest-ranked other card
 *    of his hand (lowest card index on equal ranks) - the rule we implement,
 *    since the strategy has no fallback of its own (for an empty hand:
 *    keep its two highest cards, draw three).
 *  - Re-shuffle ("Le Poker": "le donneur rassemble les cartes
 *    préalablement écartées, les bat ... afin de compléter à 5 les mains des
 *    joueurs non encore servis"): when a card is due and the stock is
 *    empty, the discards of the players already served (since the last
 *    re-shuffle) are shuffled into a new stock and the discard pile starts
 *    empty again; it can happen more than once in a deal.  The player being
 *    served keeps his own discards out of it, so that he is never given one
 *    back - unless the others' are not enough to serve him (the first
 *    player to draw at 8 players and 40 cards has nothing else): then his
 *    own go in too (table_hand.own_reused says when).  The four-card
 *    asker's fourth card comes from the stock as it is at the end, which
 *    may hold discards re-shuffled at a later player's turn, his own
 *    included.  Dead (folded) hands are never reused.  The discards are
 *    never used while the stock still has a card, and no card is ever in
 *    two hands; there are always enough cards (a player discards at least
 *    as many as he asks for).
 *  - Showdown: every seat that did not fold, with its final five cards
 *    (eval5 value; larger wins, equal values tie).
 * Single-player mode (TABLE_SOLO): each seat is dealt from its own full
 * deck and draws from the N-5 cards it does not hold, ignoring the other
 * seats' cards; the four-card rule does not apply (every seat is alone).
 * This is the model of the exact single-player "Cartes demandées" tables
 * (tab_drawn.h), and the way to check the dealer against them.
 *
 * Randomness.  The deck is shuffled lazily: each card dealt, to a hand or
 * from the stock, is a uniformly random card of those still in the deck
 * (resp. the stock), which is the same as dealing from the top of a
 * uniformly shuffled deck.  So a deal is a fixed function of the rng
 * stream; Monte Carlo runs (table_mc, tab_equity.h, tab_drawn.h) give every
 * block its own rng_for_block stream and are bit-identical at any thread
 * count.  table.c says how the cards are drawn (sets of cards as 64-bit
 * masks, several uniform draws per generator call).
 *
 * Thread safety: a table is read-only after table_init and may be shared;
 * a table_hand belongs to one thread.
 */
#ifndef TALON_TABLE_H
#define TALON_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "mc.h"
#include "rng.h"
#include "rules.h"
#include "strategy.h"

#define TABLE_MAX_PLAYERS 10

enum table_mode {
    TABLE_FULL = 0,   /* one deck for the whole table */
    TABLE_SOLO = 1    /* each seat alone with its own deck (single-player model) */
};

typedef struct table {
    const rules *r;
    const strategy_plan *plan;
    int players;            /* 1..TABLE_MAX_PLAYERS; full mode: 5 * players <= deck */
    enum table_mode mode;
    uint8_t ncards;         /* cards in the deck */
    /* Internal: the strategy's decision for every hand of the deck, by the
     * hand's colex index (table.c explains the packing), allocated by
     * table_init: C(N,5) entries of 2 bytes (5.2 MB at 52 cards, 400 kB at
     * 32).  pos[c] is card c's position in the deck, binom[i][x] = C(x, i+1);
     * card[] lists the deck's cards, lowest index first. */
    uint16_t *lut;
    uint8_t card[DECK_MAX];
    uint8_t pos[64];
    uint32_t binom[5][DECK_MAX];
} table;

typedef struct table_seat {
    uint64_t served;        /* the five cards dealt */
    uint64_t kept;          /* the cards kept at the draw (served when pat; 0 when folded) */
    uint64_t final;         /* the five cards at showdown; 0 when folded */
    uint32_t served_value;  /* eval5(served) (table_deal computes it; table_mc does not) */
    uint32_t final_value;   /* eval5(final); 0 when folded (below every hand) */
    strategy_play play;     /* the strategy's decision on `served` */
    uint8_t served_cat;     /* enum eval_cat of served */
    uint8_t drawn;          /* cards exchanged: 0..4 (0 when folded) */
    bool folded;
    bool limited;           /* asked for four after another seat did: drew three */
    uint32_t key;           /* internal: the served hand's index in the decision table */
} table_seat;

typedef struct table_hand {
    int players;
    table_seat seat[TABLE_MAX_PLAYERS];
    int four_seat;          /* the seat that exchanged four cards, or -1 */
    bool burnt;             /* a card was burnt before the fourth card */
    int reshuffles;         /* times the discards became the stock */
    /* Audit masks (full mode; tests check the rules with them). */
    uint64_t stock0;        /* the stock after the deal */
    uint64_t from_stock;    /* cards drawn from that stock */
    uint64_t from_pile;     /* cards drawn from re-shuffled discards */
    uint64_t discards;      /* every card discarded this deal */
    uint64_t pile_first;    /* the discards shuffled at the first re-shuffle */
    uint64_t mucked;        /* the cards of folded hands */
    uint32_t own_reused;    /* bit s: seat s's own discards went into a re-shuffle
                               (the others' were not enough to serve him) */
} table_hand;

/* Bind a table: r and plan (bound to the same rules) must outlive it.
 * players 1..TABLE_MAX_PLAYERS, and 5 * players <= deck size in full mode.
 * Tabulates the strategy's decision for every hand of the deck (C(N,5)
 * calls of strategy_decide_value: ~50 ms at 52 cards, 4 ms at 32).
 * TALON_OK, TALON_E_RANGE (players), TALON_E_INVAL (NULL, or a plan bound
 * to other rules), TALON_E_NOMEM; on error nothing is allocated.  Free
 * with table_free. */
int table_init(table *t, const rules *r, const strategy_plan *plan, int players, enum table_mode mode);

/* Free what table_init allocated (t may be a zeroed table; idempotent). */
void table_free(table *t);

/* Deal the five cards of every seat.  preset: NULL, or per seat the five
 * cards that seat must hold (0 = deal it at random); preset hands must be
 * 5 cards of the deck and disjoint (asserted).  Fills players, the served
 * cards and their values (the rest is set by table_draw). */
void table_deal(const table *t, rng *g, const uint64_t *preset, table_hand *h);

/* The draw on the hands dealt in h (it may be run several times on one
 * deal, e.g. with different forced seats: each run draws anew from the same
 * stock, deck minus the served hands).  forced: bit s set = seat s never
 * folds.  Fills the decisions, final hands and values, and the audit
 * fields. */
void table_draw(const table *t, rng *g, uint32_t forced, table_hand *h);

/* ---- Monte Carlo: final hands by cards drawn -------------------------------- */

/* Counts over every seat of every deal (seats pooled), by cards exchanged
 * (0..4, then index 5 = folded) and final category (eval5 of the final
 * hand; for index 5, the category of the folded served hand). */
typedef struct table_counts {
    uint64_t deals;
    uint64_t hands;                      /* deals * players */
    uint64_t final[6][EVAL_NCAT];        /* [drawn or 5 = folded][category] */
    uint64_t served[6][STRATEGY_NSERVED];/* [drawn or 5 = folded][served class] */
    uint64_t origin[6][EVAL_NCAT][STRATEGY_NSERVED]; /* [drawn][final category][served class] */
    uint64_t limited;                    /* seats held to three by the four-card rule */
    uint64_t fours;                      /* deals where a seat exchanged four */
    uint64_t burns;                      /* deals with a burnt card */
    uint64_t reshuffle_deals;            /* deals with at least one re-shuffle */
    uint64_t reshuffles;                 /* re-shuffles in all */
} table_counts;

/* Play cfg->trials deals (mc.h engine: bit-identical at any thread count)
 * with forced seats `forced` and count every seat into *out.  Precision
 * mode: every final[d][c] / hands cell to cfg->precision.  Returns as
 * mc_run (out untouched on a parameter error); TALON_E_NOMEM. */
int table_mc(const table *t, uint32_t forced, const mc_config *cfg, table_counts *out, uint64_t *done);

#endif
