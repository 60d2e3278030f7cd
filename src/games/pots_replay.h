/* pots_replay.h - one hand from the players to the payout: replay a betting
 * sequence (or take the contributions as given), cut the pots, and award
 * them from a showdown order or to the last player in.  What `talon pots`
 * computes before it prints; the rules themselves are pots.h's.
 *
 * Usage (the side-pot example of the French hold'em rules page "Jouer au
 * poker", with the betting replayed):
 *     pots_player p[3];            // pots_parse_player("B:70", &p[0], ...), "C:1000", "A:1000"
 *     pots_hand *h = malloc(sizeof *h);
 *     char why[320];
 *     if (pots_replay(h, p, 3, 5, 10, "A raise 50, B allin, C call", NULL, why, sizeof why) != TALON_OK)
 *         puts(why);               // "--actions: action 2 is illegal: ..."
 *     // h->res: the pots; h->steps: each action as accepted; h->award: false (no showdown given)
 *
 * Two modes.  With actions (not NULL), the players give stacks only; the
 * first two post the blinds sb/bb and the actions are checked one by one
 * against the no-limit rules (pots_game_act).  Without, each player's
 * contribution is given (NAME:STACK:CONTRIB) and checked against the
 * blinds when bb > 0.  Either way the pots are then cut (pots_split) and,
 * when a showdown order is given or everyone else folded (and the betting
 * is over), awarded (pots_award).
 *
 * Messages.  On an input error `why` gets the one-line reason a user reads
 * (naming --actions or --showdown as pots.h's parsers do).  Pure and
 * thread-safe; h is the caller's (about 40 kB: better on the heap than on a
 * small stack).
 */
#ifndef TALON_POTS_REPLAY_H
#define TALON_POTS_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pots.h"

typedef struct pots_hand {
    int n;                                  /* players */
    pots_player p[POTS_MAX_PLAYERS];        /* after the betting: contributions, folds */
    int64_t sb, bb;                         /* the blinds (0/0: none given) */
    bool betting;                           /* actions were replayed (g, steps valid) */
    pots_game g;                            /* the game after the last action */
    pots_step steps[POTS_MAX_ACTIONS + 2];  /* every accepted action and street, in order */
    int nsteps;
    pots_result res;                        /* the pots, and the winnings when award */
    int live;                               /* players not folded */
    int last;                               /* the last of them in seat order (-1: none) */
    bool award;                             /* res says who won what */
    bool showdown;                          /* ... from a showdown order (not a walkover) */
} pots_hand;

/* Play the hand of the n players p (2..POTS_MAX_PLAYERS, as
 * pots_parse_player made them) with blinds sb/bb (0/0: none), the betting
 * text `actions` (NULL: contributions given) and the showdown order
 * `showdown` ("A,B=C", NULL: none), into *h.
 * Returns TALON_OK; TALON_E_PARSE, TALON_E_RANGE, TALON_E_COUNT or
 * TALON_E_INVAL with a reason in why (whysize bytes; why may be NULL) on
 * bad input: an illegal action ("--actions: action 3 is illegal: ..."),
 * contributions that break the rules, a showdown before the betting is
 * over or naming a folded player; TALON_E_NOMEM never.  -TALON_E_INVAL
 * (positive 7) when the pots fail to add up, which is a bug, never the
 * input's fault.  On error *h is partly filled and must not be read. */
int pots_replay(pots_hand *h, const pots_player *p, int n, int64_t sb, int64_t bb, const char *actions,
                const char *showdown, char *why, size_t whysize);

/* The return of pots_replay for a bug rather than bad input. */
#define POTS_E_INTERNAL (-TALON_E_INVAL)

#endif
