/* dclass.h - draw classes: how strong a dealt 5-card hand is for the opening
 * decision, before the draw ("Paire jouable", "Tirages", "Jeux ayant plus
 * que…" in the French Wikipedia article "Poker fermé"; its tables are
 * transcribed in tables/article/).
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     int k = dclass_of(&r, hand);               // e.g. DCLASS_PAIR(RANK_K)
 *     if (k > DCLASS_PAIR(RANK_A)) ...             // a playable draw or better
 *     char buf[DCLASS_NAME_MAX];
 *     dclass_name(&r, k, 1, buf, sizeof buf);      // "Paire de rois"
 *     int t; dclass_parse(&r, "two-pair", &t);     // t == DCLASS_TWO_PAIR
 *
 * The classes, weakest first (a class is a small int; a larger int is a
 * stronger class; compare classes only under the same rules):
 *     0          DCLASS_NOTHING   high card, with no playable draw
 *     1..13      DCLASS_PAIR(rk)  a pair of rank rk (RANK_2..RANK_A), with no playable draw
 *     14         DCLASS_DRAW      a playable draw (high card or one pair holding one)
 *     15         DCLASS_TWO_PAIR
 *     16..21     the made categories above two pair, in the rules' order
 *                (modern: trips, straight, flush, full, quads, straight flush;
 *                archaic: straight, trips, full, flush, straight flush, quads)
 * Classes 0..15 are the same numbers under every order; a made class is
 * DCLASS_TWO_PAIR + cat_pos[cat] - cat_pos[EVAL_TWO_PAIR] (two pair sits at
 * position 2 in every order).  Pair classes of ranks below the deck's lowest
 * rank never occur (dclass_valid says so).
 *
 * Definitions (every choice that can change a count):
 *  - Made hands first.  The category comes from eval5 under the rules; a
 *    straight, flush or better is its made class, never a draw, and two pair
 *    or trips can hold no draw (at most three cards of a suit, at most three
 *    distinct ranks).  Draws only split the high-card and one-pair hands.
 *  - The rank line.  Ranks 2..A sit at positions 1..13 (position = rank+1);
 *    with r->ace_low the ace also sits at position r->low_rank, just below the
 *    deck's lowest rank (A-2-3-4-5 at 52, A-7-8-9-10 at 32).  A position is
 *    "in the deck" when its rank is.  A straight is five consecutive
 *    positions.
 *  - Four to a flush (DCLASS_F_FLUSH): exactly four cards of one suit.
 *  - Straight-flush draw (DCLASS_F_SFLUSH): those four suited cards fit in
 *    one window of five consecutive in-deck positions (open-ended, one-way or
 *    inside: the article counts "tirage (simple ou bilatéral) à la quinte
 *    flush" as playable).  Every straight-flush draw is also four to a flush,
 *    so it adds no hands to the playable set; the flag is kept for the
 *    drawing strategy.
 *  - Open-ended four-straight (DCLASS_F_OPEN): four distinct ranks at four
 *    consecutive positions, with the position just below and the position
 *    just above both in the deck AND holding two different ranks (so two
 *    ranks, eight cards, complete it).  Hence: J-Q-K-A is never open-ended;
 *    at 52 cards A-2-3-4 is one-way and 2-3-4-5 is open-ended only with
 *    ace_low; at 32 cards 7-8-9-10 is open-ended only with ace_low (the card
 *    below 7 is the low ace) and A-7-8-9 is one-way.  The one case where both
 *    ends exist but are the same rank is the 20-card deck with ace_low, where
 *    only an ace completes 10-J-Q-K at either end: one-way here.
 *  - One-way four-straight (DCLASS_F_ONEWAY): four consecutive positions
 *    completed by one rank only.
 *  - Inside straight draw (DCLASS_F_INSIDE): four ranks filling a window of
 *    five consecutive in-deck positions except an interior one (9-10-_-Q-K);
 *    DCLASS_F_DOUBLE_INSIDE when two different ranks each complete such a
 *    window (5-7-8-9-J: a 6 or a 10).  So at 24 cards with ace_low, A-10-J-Q
 *    (completed by a 9, A-9-10-J-Q, or a king, 10-J-Q-K-A) is a double
 *    inside draw, not a four-straight: eight outs, but not playable.
 *  - A playable draw is four to a flush (straight-flush draws included) or
 *    an open-ended four-straight.  One-way, inside and double-inside
 *    straight draws are not playable ("le tirage simple à la suite n'est pas
 *    considéré comme jouable"; the article names no double-inside draw, so we
 *    follow the list and leave it out even though it has as many
 *    outs as an open-ended draw).
 *  - A one-pair hand holding a playable draw is DCLASS_DRAW, above every
 *    pair: the article ranks "tirage jouable" above "paire jouable" and keeps
 *    the draw when a hand has both (its 32-card remark about keeping the pair
 *    is a drawing decision, not a change of class).
 *
 * All functions are pure and thread-safe; none allocates.
 */
#ifndef TALON_DCLASS_H
#define TALON_DCLASS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules.h"

#define DCLASS_NOTHING 0
#define DCLASS_PAIR(rank) (1 + (rank))            /* rank: RANK_2..RANK_A */
#define DCLASS_DRAW 14
#define DCLASS_TWO_PAIR 15
#define DCLASS_COUNT (DCLASS_TWO_PAIR + EVAL_NCAT - 2)   /* 22 classes, 0..21 */
#define DCLASS_NAME_MAX 48                        /* enough for every name and key */

/* Draw flags (dclass_draws). */
enum {
    DCLASS_F_FLUSH = 1 << 0,         /* exactly four cards of one suit */
    DCLASS_F_SFLUSH = 1 << 1,        /* ... and they make a straight draw */
    DCLASS_F_OPEN = 1 << 2,          /* open-ended four-straight */
    DCLASS_F_ONEWAY = 1 << 3,        /* four-straight completed by one rank */
    DCLASS_F_INSIDE = 1 << 4,        /* inside straight draw */
    DCLASS_F_DOUBLE_INSIDE = 1 << 5, /* two inside draws with different missing ranks */
    DCLASS_F_PLAYABLE = DCLASS_F_FLUSH | DCLASS_F_OPEN  /* any of these makes a draw playable */
};

/* The draw class of exactly 5 cards of r->deck (asserted, not checked). */
int dclass_of(const rules *r, uint64_t hand);

/* The same when the caller already has v = eval5(r, hand) (the enumeration
 * loop of tab_atleast evaluates once). */
int dclass_of_value(const rules *r, uint64_t hand, uint32_t v);

/* The draw flags (DCLASS_F_*) of 5 cards, from the rules' rank line.  Only
 * meaningful for hands that are not a made straight or flush (a straight
 * contains four-straights; a flush has five cards of a suit, so no
 * DCLASS_F_FLUSH).  dclass_of uses them for high-card and one-pair hands. */
unsigned dclass_draws(const rules *r, uint64_t hand);

/* Whether the four-straight whose lowest card has rank `bottom` is
 * open-ended under r; bottom == RANK_A means the low-ace four-straight
 * (A-2-3-4 at 52), valid only with r->ace_low.  False when the four ranks
 * are not all in the deck. */
bool dclass_open_ended(const rules *r, int bottom);

/* Whether class k can occur under r: 0 <= k < DCLASS_COUNT and, for a pair,
 * its rank is in the deck. */
bool dclass_valid(const rules *r, int k);

/* The rank of a pair class, or -1 for any other class. */
int dclass_pair_rank(int k);

/* The category of a class: EVAL_HIGH for nothing, EVAL_PAIR for pairs, the
 * made category for two pair and above; EVAL_NCAT for DCLASS_DRAW (a draw is
 * a high-card or one-pair hand).  k must pass dclass_valid. */
enum eval_cat dclass_category(const rules *r, int k);

/* The class of a made category from two pair up (EVAL_TWO_PAIR..). */
int dclass_made(const rules *r, enum eval_cat c);

/* Machine key of a class, the form dclass_parse reads and CSV prints:
 * "nothing", "22".."TT".."AA", "draw", "two-pair", "trips", "straight",
 * "flush", "full", "quads", "straight-flush".  Writes at most size bytes,
 * NUL-terminated; returns buf.  Invalid k gives "?". */
const char *dclass_key(const rules *r, int k, char *buf, size_t size);

/* Display name: lang 0 English ("Pair of kings", "Draw", "Two pair",
 * "Three of a kind"), 1 French ("Paire de rois", "Tirage", "Double paire",
 * "Brelan").  Made classes use rules_cat_name.  Returns buf. */
const char *dclass_name(const rules *r, int k, int lang, char *buf, size_t size);

/* Parse a class name, case-insensitive: the keys above; a pair as two equal
 * rank letters, English (AA KK QQ JJ TT 99..22) or French (RR DD VV), with
 * "1010" for tens; "two_pair"/"twopair", "straight_flush", "full-house",
 * "full_house" and "high"/"high-card" for nothing are accepted too.
 * Returns TALON_OK, TALON_E_PARSE (unknown name) or TALON_E_DECK (a pair of a
 * rank not in r's deck). */
int dclass_parse(const rules *r, const char *s, int *out);

#endif
