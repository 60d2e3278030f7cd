/* stud.h - Cyber Stud Poker (Caribbean Stud): the player's optimal
 * raise/fold decision, the house edge of optimal play, the probability of
 * every outcome, and the progressive jackpot side bet.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     stud_game g; stud_game_standard(&g);          // raise 2 antes, 1,1,2,3,4,5,7,20,50,100
 *     stud_tables *t;
 *     if (stud_tables_new(&r, 0, &t) != TALON_OK) ... // ~83 MB at 52 cards, ~0.3 s
 *     stud_result res;
 *     stud_exact(t, &g, 0, NULL, &res);             // every deal, exact
 *     double edge = -stud_result_ev(&g, &res);      // 0.05224... of the ante
 *     stud_tables_free(t);
 *
 * The game.  The player antes 1 and gets five cards; the dealer gets five,
 * one face up.  The player folds (loses the ante) or raises `raise` antes
 * (2 in the casino game).  The dealer then shows: below ace-king (the weakest
 * qualifying hand is A-K and the three lowest other ranks of the deck) he
 * does not qualify, the ante wins 1:1 and the raise is returned; otherwise
 * the higher hand wins, the ante 1:1 and the raise by the paytable row of the
 * player's hand (a lost raise loses ante and raise), and a tie pushes both.
 * The jackpot side bet (1 unit) pays on the player's five cards alone,
 * whatever the dealer holds or the player does.
 *
 * Exact counting.  A situation is the player's hand P and the dealer's up
 * card u; the dealer's four hidden cards H come from the other n-6 cards.
 * For each situation the dealer hands below, equal to and above P, and the
 * non-qualifying ones, are counted without dealing them, by
 * inclusion-exclusion over the player's cards:
 *     #{H : H disjoint from P, f(u+H)} = sum over S subset of P, |S| <= 4, of
 *                                        (-1)^|S| #{H : S subset of H, f(u+H)}
 * and each term is read from tables built once per up card (prefix counts by
 * hand strength for |S| <= 1, sorted strength lists for |S| = 2, 3, one
 * evaluation for |S| = 4): 31 lookups instead of 163 185 evaluations at 52
 * cards.  Suit symmetry: u is taken in the first suit (weight 4) and P only
 * as the smallest of its images under the 6 permutations of the other three
 * suits (weight: the number of distinct images).  Every count is an exact
 * integer (a deal is one (P, u, H), C(52,5) * 47 * C(46,4) = 1.99e13 of them
 * at 52 cards); only the final expected values are floating point.
 *
 * Thread safety: tables are read-only once built and may be shared; every
 * function is reentrant.  No globals.
 */
#ifndef TALON_STUD_H
#define TALON_STUD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mc.h"
#include "rules.h"

/* Paytable rows: the nine categories, the royal flush split from the
 * straight flush (the ace-high straight flush). */
enum stud_row {
    STUD_HIGH = 0, STUD_PAIR, STUD_TWO_PAIR, STUD_TRIPS, STUD_STRAIGHT, STUD_FLUSH,
    STUD_FULL, STUD_QUADS, STUD_SFLUSH, STUD_ROYAL, STUD_NROWS
};

/* The player's hand groups of the reports: the rows, with the high card
 * split at the qualifier (a high card below it can never beat a dealer who
 * qualifies).  Group g >= STUD_G_PAIR is row g - 1. */
enum stud_group {
    STUD_G_LOW = 0,   /* high card below the qualifier (ace-king) */
    STUD_G_AK,        /* high card at least the qualifier: ace-king high */
    STUD_G_PAIR, STUD_G_TWO_PAIR, STUD_G_TRIPS, STUD_G_STRAIGHT, STUD_G_FLUSH,
    STUD_G_FULL, STUD_G_QUADS, STUD_G_SFLUSH, STUD_G_ROYAL, STUD_NGROUPS
};

/* What happens to one deal. */
enum stud_outcome {
    STUD_FOLD = 0,   /* the player folds: -1 */
    STUD_NOQUAL,     /* raised, the dealer does not qualify: +1 */
    STUD_WIN,        /* raised and won: +1 + raise * pay[row] */
    STUD_TIE,        /* raised, tie: 0 */
    STUD_LOSE,       /* raised and lost: -(1 + raise) */
    STUD_NOUT
};

/* Most distinct 5-card hand strengths in any deck (7462 at 52 cards). */
#define STUD_MAX_STRENGTHS 7462

typedef struct stud_paytable {
    double pay[STUD_NROWS];        /* the raise pays pay[row] to 1 on a win; >= 0 */
    double jp_fixed[STUD_NROWS];   /* jackpot side bet: fixed award (side-bet units); >= 0 */
    double jp_share[STUD_NROWS];   /* jackpot side bet: share of the jackpot meter (1 = 100%); >= 0 */
} stud_paytable;

typedef struct stud_game {
    double raise;        /* the raise in antes, > 0 (2 in the casino game) */
    stud_paytable pay;
} stud_game;

/* Standard tables.  Raise: 1,1,2,3,4,5,7,20,50,100 (high card .. royal).
 * Jackpot (the usual one for a 1-unit side bet): flush 50, full house 100,
 * quads 500, straight flush 10% of the jackpot, royal flush 100%. */
void stud_paytable_standard(stud_paytable *pt);
/* raise 2 and the standard tables. */
void stud_game_standard(stud_game *g);

/* Parse a paytable file's text (NUL-terminated; ownership stays with the
 * caller).  Format, one row per line, '#' starts a comment:
 *     [raise]              optional: rows before any section are [raise]
 *     high_card 1          KEY VALUE: every one of the ten keys once
 *     ...
 *     [jackpot]            optional section; rows not given pay nothing, and
 *     flush 50             without the section the standard jackpot table
 *     straight_flush 10%   stands; VALUE is a fixed award or a percentage of
 *                          the jackpot meter
 * Keys: high_card pair two_pair trips straight flush full_house quads
 * straight_flush royal_flush.  Values: non-negative decimal numbers.
 * Returns TALON_OK, or TALON_E_PARSE with *errline (may be NULL) the 1-based
 * line (0: the file as a whole, e.g. a missing row) and a one-line reason in
 * why[whysize] (may be NULL); *pt is written only on success. */
int stud_paytable_parse(const char *text, stud_paytable *pt, int *errline, char *why, size_t whysize);

/* "high_card", ..., "royal_flush"; NULL outside 0..STUD_NROWS-1. */
const char *stud_row_key(int row);
/* Row names: lang 0 English ("Royal flush"), 1 French ("Quinte flush royale"). */
const char *stud_row_name(int row, int lang);
/* Group names ("Ace-king high", ...); lang as above. */
const char *stud_group_name(int group, int lang);
/* Short machine name of a group ("ace_king", ...). */
const char *stud_group_key(int group);
const char *stud_outcome_key(int outcome);

/* The row of a 5-card value of eval5 under r. */
int stud_row_of(const rules *r, uint32_t v);
/* The value of the weakest qualifying hand: high card A, K and the three
 * lowest other ranks of r's deck that make no straight (A-K-4-3-2 at 52
 * cards).  The dealer qualifies iff eval5(dealer) >= stud_qualifier(r). */
uint32_t stud_qualifier(const rules *r);
/* The payoff of one deal, in antes, for a hand of `group` (the win pays the
 * group's row). */
double stud_payoff(const stud_game *g, int group, int outcome);

/* Dealer completions of one situation, by what they do to a raise: the
 * dealer does not qualify, qualifies below the player, ties, beats him.
 * nq + win + tie + lose = C(n-6, 4). */
typedef struct stud_counts {
    uint64_t nq, win, tie, lose;
} stud_counts;

/* Expected value of raising, in antes, from a situation's counts (folding
 * is -1).  The optimal player raises iff it is strictly better. */
double stud_ev_raise(const stud_game *g, int row, const stud_counts *c);
static inline bool stud_should_raise(const stud_game *g, int row, const stud_counts *c)
{
    return stud_ev_raise(g, row, c) > -1.0;
}

/* The counting tables of every up card of a deck (opaque). */
typedef struct stud_tables stud_tables;

/* Build the tables for r's deck (a copy of r is kept).  At 52 cards: 13 up
 * ranks x 6.4 MB, built on `threads` threads (0: all cores) in about 0.3 s.
 * Returns TALON_OK, TALON_E_NOMEM or TALON_E_INVAL (NULL argument).  Free
 * with stud_tables_free (NULL is fine). */
int stud_tables_new(const rules *r, int threads, stud_tables **out);
void stud_tables_free(stud_tables *t);
/* The rules the tables were built for. */
const rules *stud_tables_rules(const stud_tables *t);

/* Exact counts of one situation: hand = 5 cards of the deck, up = card index
 * of the dealer's up card (in the deck, not in hand).  TALON_OK, or
 * TALON_E_COUNT / TALON_E_DECK / TALON_E_DUP for a bad hand or up card. */
int stud_situation(const stud_tables *t, uint64_t hand, int up, stud_counts *c);

typedef struct stud_result {
    bool exact;                  /* true: every deal; false: Monte Carlo trials */
    uint64_t deals;              /* deals counted: C(n,5)*(n-5)*C(n-6,4), or the trials */
    uint64_t count[STUD_NGROUPS][STUD_NOUT];   /* deals by the player's group and outcome */
    /* Exact only (zero for Monte Carlo): */
    uint64_t situations;         /* (hand, up card) pairs: C(n,5) * (n-5) */
    uint64_t classes;            /* of them, the suit-symmetry classes enumerated */
    uint64_t sit[STUD_NGROUPS];  /* situations by group */
    uint64_t raised[STUD_NGROUPS];   /* ... and those where raising is optimal */
    /* Ace-king high hands by the up card's rank (0 = deuce) and whether the
     * up card pairs one of the player's cards: [rank][paired][0 situations, 1 raised]. */
    uint64_t ak_up[13][2][2];
    uint32_t weakest_raised;     /* value of the weakest hand raised in some situation */
    uint32_t always_from;        /* value of the weakest hand from which every hand is
                                    raised in every situation (0: none) */
    bool pairs_always;           /* every pair or better is raised in every situation */
    bool below_never;            /* no high card below the qualifier is ever raised */
} stud_result;

/* Exact optimal play: for every situation, the counts, the better decision,
 * the outcomes.  threads 0 = all cores; the result does not depend on it
 * (integer sums).  cancel (NULL or a flag) stops the run: TALON_E_CANCEL.
 * Returns TALON_OK, TALON_E_RANGE (raise <= 0, a negative pay),
 * TALON_E_NOMEM, TALON_E_INVAL, TALON_E_CANCEL. */
int stud_exact(const stud_tables *t, const stud_game *g, int threads, const volatile int *cancel,
               stud_result *res);

/* Monte Carlo: deal cfg->trials (or until the 95% half-width of the
 * expected value is below cfg->precision) random deals; each is played with
 * the exact optimal decision of its situation (stud_situation) and its
 * outcome counted.  res->exact is false and the exact-only fields are 0.
 * Reproducible: same seed and trials, same counts, at any thread count.
 * Returns as mc_run. */
int stud_mc(const stud_tables *t, const stud_game *g, const mc_config *cfg, stud_result *res);

/* Expected value per ante of the play counted in res (exact or estimated):
 * sum over count[group][outcome] * payoff / deals.  The house edge is -ev. */
double stud_result_ev(const stud_game *g, const stud_result *res);
/* Monte Carlo: the 95% interval of the expected value (normal approximation
 * from the counts); for an exact result lo = hi = ev. */
void stud_result_ci(const stud_game *g, const stud_result *res, double *lo, double *hi);
/* The average total bet per ante: 1 + raise * P(raise). */
double stud_result_avg_bet(const stud_game *g, const stud_result *res);

/* The outcome table of a result, one line per way a deal ends, in this
 * order: the player folds, the dealer does not qualify, a win with each
 * paytable row (high card .. royal flush), a tie, a loss. */
#define STUD_NLINES (STUD_NROWS + 4)
typedef struct stud_line {
    int outcome;      /* STUD_FOLD .. STUD_LOSE */
    int row;          /* STUD_WIN: the paytable row the raise is paid at; else -1 */
    uint64_t deals;   /* deals of the result that end so */
    double net;       /* the player's payoff of such a deal, in antes */
} stud_line;
/* Fill out[STUD_NLINES] from res under g's paytable.  The deals add up to
 * res->deals; sum deals * net / res->deals is stud_result_ev.  Pure. */
void stud_result_lines(const stud_game *g, const stud_result *res, stud_line out[STUD_NLINES]);
/* The deals of group gr in res (returned) and, in *ret, their summed payoff
 * in antes (ret / deals is the group's expected value).  Pure. */
double stud_group_return(const stud_game *g, const stud_result *res, int gr, double *ret);

/* The jackpot side bet, exactly from the frequencies of the player's rows
 * over the C(n,5) hands: ev = expected return of a 1-unit side bet at the
 * given jackpot (net of the unit), breakeven = the jackpot where ev = 0
 * (+inf when no row pays a share of the jackpot), prob[row] (may be NULL)
 * the probability of each row.  Returns TALON_OK or TALON_E_INVAL. */
int stud_jackpot(const rules *r, const stud_paytable *pt, double jackpot, double *ev, double *breakeven,
                 double prob[STUD_NROWS]);

/* The ranks of a value, high to low, as text: "AKJ83", "22AK5", "5432A"
 * (a straight from its top card; the wheel ends with its ace), "T" for a
 * ten; v a value of eval5 under r.  buf of 8 bytes at least. */
void stud_value_ranks(const rules *r, uint32_t v, char *buf, size_t size);

#endif
