/* pots.h - main and side pots, who may win each, who wins what; and the
 * no-limit betting rules (minimum bet and raise, the "invalid raise" rule).
 *
 * Usage (the side-pot example of the French hold'em rules page "Jouer au
 * poker", "Cas du tapis": blinds 10/20 posted by two players who fold, A
 * all-in for 500, B all-in for 1 000, C calls):
 *     pots_player p[5];
 *     pots_parse_player("SB:1000:10:fold", &p[0], NULL, 0);  ... "C:2000:1000"
 *     pots_result res;
 *     pots_split(p, 5, &res);            // main pot 1 530 (500 x 3 + 30): A B C; side pot 1 000: B C
 *     int rank[5] = {-1, -1, 0, 1, 2};   // showdown: A best, then B, then C
 *     pots_award(p, 5, rank, &res);      // A wins 1 530, B wins 1 000
 *
 * Players are given in seat order starting with the small blind, i.e. the
 * first seat left of the button (heads-up the button posts the small blind
 * and is listed first).  Amounts are whole chips, 0 .. POTS_CHIPS_MAX.
 *
 * Pots.  The contributions of the players still in the hand ("live", not
 * folded) at their distinct levels L1 < L2 < ... cut the chips into pots:
 * pot k holds, from every player, folded or not, the part of his
 * contribution between L(k-1) and L(k), and may be won by the live players
 * who reached L(k).  Folded players' chips stay in the pots (dead money) but
 * make them eligible for none; a folded player's chips above the top live
 * level go to the top pot.  An uncalled bet - the part of the largest
 * contribution, when it is a live player's alone, above the second largest
 * - is returned to its owner first ("Jouer au poker", "Cas du tapis").
 *
 * Odd chips.  A pot split between tied winners gives each the same whole
 * number of chips; the chips left over go one at a time to the tied winners
 * in seat order from the first seat left of the button (the first player
 * listed; heads-up the second, the big blind).
 *
 * Betting (no limit).  pots_game replays a betting sequence and rejects an
 * illegal action with a one-line reason.  The first two players post the
 * blinds; pre-flop the player after the big blind acts first (heads-up the
 * small blind), after the flop the first live player left of the button.
 * A bet is at least the big blind; a raise is at least the last full raise
 * (the big blind at first) above the current bet; either may be less only
 * as an all-in.  An all-in raise short of a full raise does not reopen the
 * betting: a player who has already acted on the street may then only call
 * or fold, unless the bet he faces has grown by at least a full raise since
 * he last acted (several short all-ins can add up to one).  This is the
 * "relance invalide" rule of "Jouer au poker" and the usual TDA rule.
 *
 * All functions are pure and thread-safe.
 */
#ifndef TALON_POTS_H
#define TALON_POTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define POTS_MAX_PLAYERS 10          /* a hold'em table: 2 to 10 players */
#define POTS_NAME_MAX 16             /* bytes of a name, NUL included */
#define POTS_CHIPS_MAX 1000000000000LL   /* 10^12 chips: sums stay exact in int64 and double */
#define POTS_MAX_ACTIONS 256

typedef struct pots_player {
    char name[POTS_NAME_MAX];   /* letters, digits, '_' and '-'; unique in a hand */
    int64_t stack;              /* chips at the start of the hand */
    int64_t contrib;            /* chips put in the pot during the hand, 0..stack */
    bool folded;
} pots_player;

typedef struct pots_pot {
    int64_t amount;
    int64_t level;        /* the contribution level the pot goes up to */
    int64_t per_player;   /* level minus the previous level */
    int full;             /* players who put per_player in this pot */
    int64_t partial;      /* chips of players who put in less (folded players) */
    uint32_t eligible;    /* bit i: player i may win the pot */
    uint32_t winners;     /* after pots_award: bit i, player i wins (a share of) it */
    int64_t share[POTS_MAX_PLAYERS];   /* after pots_award: chips each player gets from it */
} pots_pot;

typedef struct pots_result {
    int n;                                  /* players */
    int npots;                              /* pot[0] is the main pot, then side pots */
    pots_pot pot[POTS_MAX_PLAYERS + 1];
    int64_t returned[POTS_MAX_PLAYERS];     /* uncalled chips returned */
    int returned_to;                        /* the player they went back to, -1 if none */
    int64_t total;                          /* sum of the contributions */
    bool awarded;                           /* pots_award was applied */
    int64_t won[POTS_MAX_PLAYERS];          /* after pots_award: chips won from the pots */
} pots_result;

/* Parse one player "NAME:STACK" or "NAME:STACK:CONTRIB" or
 * "NAME:STACK:CONTRIB:fold".  A missing contribution is 0 (the betting
 * sequence fills it in).  Returns TALON_OK, TALON_E_PARSE (malformed: name,
 * number, field) or TALON_E_RANGE (contribution above the stack, amount
 * above POTS_CHIPS_MAX), with a one-line reason in why (may be NULL). */
int pots_parse_player(const char *s, pots_player *p, char *why, size_t whysize);

/* Check a whole table: 2..POTS_MAX_PLAYERS players, distinct names, every
 * contribution within its stack, at least one player not folded; with
 * blinds (bb > 0), the first two contributions at least the small and big
 * blind (or the whole stack).  TALON_OK, TALON_E_COUNT, TALON_E_DUP,
 * TALON_E_RANGE or TALON_E_INVAL, with a reason. */
int pots_check(const pots_player *p, int n, int64_t sb, int64_t bb, char *why, size_t whysize);

/* Index of the player called name, or -1. */
int pots_find(const pots_player *p, int n, const char *name);

/* The pots of a valid table (pots_check).  Returns TALON_OK or
 * TALON_E_INVAL (nobody left in the hand). */
int pots_split(const pots_player *p, int n, pots_result *res);

/* The showdown "A,B=C,D": best hand first, '=' between hands that tie.  Every
 * live player must appear once; folded or unknown players are an error.
 * rank[i] is the place of player i (0 best, tied hands share a place), -1
 * for folded players.  TALON_OK or TALON_E_PARSE / TALON_E_INVAL, with a reason. */
int pots_parse_showdown(const char *s, const pots_player *p, int n, int rank[], char *why, size_t whysize);

/* Award every pot of res (from pots_split on the same players) to its
 * eligible players of the best rank, splitting with the odd-chip rule
 * above.  A pot with one eligible player goes to him whatever rank says;
 * otherwise every eligible player needs a rank >= 0.  TALON_OK or TALON_E_INVAL. */
int pots_award(const pots_player *p, int n, const int rank[], pots_result *res);

/* ---- betting ---------------------------------------------------------- */

enum pots_verb {
    POTS_FOLD, POTS_CHECK, POTS_CALL, POTS_BET, POTS_RAISE, POTS_ALLIN,
    POTS_NEXT    /* end of the street ('/' in the text) */
};

typedef struct pots_action {
    int player;
    enum pots_verb verb;
    int64_t amount;   /* bet, raise: the player's total for the street ("raise to");
                         allin: the expected total, or 0 for "whatever it is" */
} pots_action;

/* What an accepted action did. */
enum pots_kind {
    POTS_K_FOLD, POTS_K_CHECK, POTS_K_CALL,
    POTS_K_BET,           /* a full bet (at least the big blind) */
    POTS_K_RAISE,         /* a full raise: reopens the betting */
    POTS_K_SHORT_BET,     /* an all-in bet below the big blind */
    POTS_K_SHORT_RAISE,   /* an all-in raise short of a full raise: does not reopen */
    POTS_K_STREET         /* the next street was dealt */
};

typedef struct pots_step {
    int player;            /* -1 for POTS_K_STREET */
    int street;            /* 0 pre-flop, 1 flop, 2 turn, 3 river (the new one for POTS_K_STREET) */
    enum pots_kind kind;
    bool allin;            /* the player has no chips left */
    int64_t put;           /* chips put in by this action */
    int64_t to;            /* the player's total for the street afterwards */
    int64_t increment;     /* bet or raise: the amount above the previous bet */
    int64_t full_raise;    /* the full raise at the time (the minimum increment) */
    int64_t pot;           /* all chips in after the action */
} pots_step;

typedef struct pots_game {
    int n;
    pots_player p[POTS_MAX_PLAYERS];   /* contrib and folded evolve */
    int64_t sb, bb;
    int street;
    int64_t bet[POTS_MAX_PLAYERS];     /* chips in on this street */
    int64_t current;                   /* the bet to match on this street */
    int64_t min_raise;                 /* the last full raise (or bet, or the big blind) */
    int64_t level[POTS_MAX_PLAYERS];   /* `current` after the player's last action on this street */
    bool acted[POTS_MAX_PLAYERS];
    int to_act;                        /* the player to act, -1 when the street's betting is over */
    int short_by;                      /* the last short all-in raise of the street: its player, or -1 */
    int64_t short_to, short_inc;       /* ... its total and increment */
} pots_game;

/* Start a hand: players with their stacks (contrib and folded are reset),
 * blinds 0 <= sb <= bb, bb >= 1, posted by players 0 and 1 (all-in if short).
 * TALON_OK, or TALON_E_COUNT / TALON_E_RANGE / TALON_E_INVAL (bad players or blinds). */
int pots_game_init(pots_game *g, const pots_player *p, int n, int64_t sb, int64_t bb, char *why,
                   size_t whysize);

/* Apply one action (POTS_NEXT deals the next street once the street's
 * betting is over).  An illegal action changes nothing and returns
 * TALON_E_INVAL with a one-line reason ("A may only call or fold: ...").
 * st (may be NULL) describes an accepted action. */
int pots_game_act(pots_game *g, const pots_action *a, pots_step *st, char *why, size_t whysize);

/* What the player to act may do (g->to_act >= 0). */
typedef struct pots_options {
    int player;
    bool can_check, can_call, can_bet, can_raise;
    int64_t call_put;     /* chips a call puts in (less than owed when all-in) */
    int64_t min_to;       /* the smallest legal bet or raise (total for the street) */
    int64_t max_to;       /* all-in */
    bool reopened;        /* false: a short all-in raise left him only call or fold */
} pots_options;
void pots_game_options(const pots_game *g, pots_options *o);

/* True when no more betting can happen: one player left, or at most one
 * can still bet and nothing is owed, after the river or before. */
bool pots_game_over(const pots_game *g);

/* Parse "A raise 50, B allin, C call / B check, A bet 100" against the
 * players: actions separated by ',' or ';', streets by '/'.  Verbs
 * (case-insensitive): fold, check, call, bet N, raise N ("raise to N"),
 * allin [N]; French: passe|couche, parole, suit|paye, mise N, relance N,
 * tapis [N].  TALON_OK or TALON_E_PARSE (unknown player or verb, missing or
 * bad amount, too many actions) with *bad the index of the offending action
 * text (0-based; may be NULL) and a reason. */
int pots_parse_actions(const char *s, const pots_player *p, int n, pots_action *acts, int *nacts, int *bad,
                       char *why, size_t whysize);

/* "fold", "check", ... for messages. */
const char *pots_verb_name(enum pots_verb v);

#endif
