/* tab_equilibrium.h - what a solved draw-poker game says about opening,
 * calling and bluffing (issue 16, items 2 and 3): the figures `talon open`,
 * `talon call` and `talon bluff` print with --model equilibrium, read from a
 * strategy file written by `talon solve` (strategies/README.md,
 * "talon-strategy 1"), usually one shipped in strategies/solved/.
 *
 * Usage:
 *     eq_solution *s;
 *     char why[256];
 *     if (eq_load("strategies/solved/draw-2p-32-pot.tsf", &s, why, sizeof why) != TALON_OK) ...
 *     eq_open_table t;
 *     eq_open(s, &t);                     // t.threshold[pos], t.open[pos][cls]
 *     eq_bluff_table b;
 *     eq_bluff(s, 200000, 1, &b);         // Monte Carlo: the solved strategy played
 *     eq_free(s);
 *
 * Reading the file.  The file's `game:` line names every convention of the
 * game it was solved in.  eq_load parses it into draw_params, builds that
 * game (draw_game_init) and checks that the game describes itself with the
 * same line, character for character; a line it cannot rebuild is refused
 * (TALON_E_PARSE), never guessed.  Only the 51-class abstraction is read
 * (the class order below needs it).  The header's comment lines give the
 * solve's quality (each seat's best-response gain, its interval when
 * scripts/solve recorded it, the exploitability) and whether the file was
 * pruned to round 1 (scripts/solve keeps only the round-1 sets of games
 * with three players or more, whose full files are far too big to ship).
 *
 * Information sets are never computed here: a state is built by the game's
 * own callbacks (a sampled deal, then the actions of the history), the
 * acting seat's pre-draw class is set in the public draw_state, and the
 * game's infoset callback gives the key.
 *
 * Class order.  The game's 51 classes are numbered weakest first in the
 * opening order of dclass.h: high cards by rank, pairs by rank, the six
 * playable draws, two pair by rank, trips, straight, flush, full, quads,
 * straight flush.  A threshold is the weakest class such that every stronger
 * class that occurs in the deck, is met in the file and holds at least
 * EQ_MIN_SHARE of the hands opens (calls) with probability at least 1/2;
 * the others are skipped.
 *
 * Errors: TALON_E_IO (unreadable), TALON_E_PARSE (not a strategy file, a
 * game line this reader cannot rebuild, a malformed header), TALON_E_INVAL
 * (not the draw game, the fine abstraction, a file pruned to round 1 asked
 * for round 2), TALON_E_RANGE (bad arguments), TALON_E_NOMEM; `why` says
 * which.  Nothing here prints.
 *
 * Thread safety: an eq_solution is read-only after eq_load; the fill
 * functions may run on any threads over one solution.  eq_bluff is a
 * function of (solution, deals, seed) alone.
 */
#ifndef TALON_TAB_EQUILIBRIUM_H
#define TALON_TAB_EQUILIBRIUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfr.h"
#include "draw_game.h"

#define EQ_MAX_CLASSES 64
#define EQ_MAX_SEATS CFR_MAX_PLAYERS
#define EQ_MAX_SIZES DRAW_MAX_SIZES
#define EQ_MAX_DRAW 6          /* draw counts 0..5 */
#define EQ_NAME_MAX 32
/* Classes rarer than this share of the deck's hands (quads, the pat hands
 * at short decks, a few two pairs at 52 cards) do not decide a threshold:
 * MCCFR meets each of their sets a few hundred times in a short run, and
 * their frequencies are still near the uniform 50% where the common
 * classes have settled.  They stay in the detail (open[], call[]). */
#define EQ_MIN_SHARE 0.005

typedef struct eq_solution eq_solution;

/* The file's header. */
typedef struct eq_info {
    draw_params params;          /* the game's (fixed: NULL, the strategy is the game's copy) */
    char game_id[512];           /* the game line, without "game: " */
    char command[512];           /* "talon solve ..." from "# command:", or "" */
    uint64_t iterations, seed, sets;
    int players, deck;
    bool has_gain;               /* "# seat N: value V, best-response gain G" lines */
    double value[EQ_MAX_SEATS], gain[EQ_MAX_SEATS];
    bool has_interval;           /* scripts/solve's "# seat N: gain 95% interval [lo, hi]" */
    double gain_lo[EQ_MAX_SEATS], gain_hi[EQ_MAX_SEATS];
    bool has_exploitability;
    double exploitability;       /* sum of the seats' gains (sampled: may fall below 0, noise around 0) */
    bool has_expl_interval;      /* scripts/solve's "# exploitability 95% interval: [lo, hi]" */
    double expl_lo, expl_hi;
    bool round1_only;            /* "# pruned:": only the round-1 sets were kept */
    uint64_t model_deals;        /* "# chance model: N sampled deals": talon solve --algo vector's file
                                    (its figures exact in that model); 0 otherwise */
    bool has_shipped;            /* scripts/solve's "# as shipped (...): ... exploitability E (seat gains
                                    G1, G2)": a vector file's exact figures in its own model after talon
                                    strategy convert changed its play; they replace the solve's own
                                    (exploitability, gain, the intervals) */
    bool has_indep;              /* scripts/solve's "# independent model: N sampled deals, seed S:
                                    exploitability E": the vector file measured in a second model */
    double indep_exploitability;
    uint64_t indep_deals;
    bool has_kept;               /* "# kept: the K information sets of N met when the strategy plays D
                                    deals against itself; they meet C% of the decisions" (--keep-played) */
    uint64_t kept_sets, kept_deals;
    double kept_cover;           /* percent */
    bool has_kept_explore;       /* "... and D with each seat in turn leaving its path ...; they meet C% of the
                                    decisions of ... self-play and X% of the others' decisions beside ..." */
    double kept_explore_cover;   /* percent */
    bool has_real;               /* scripts/solve's "# real-game gain, round 2: seat N G [lo, hi] antes per
                                    deal" lines (talon solve --best-response real: a lower bound) */
    double real_gain[EQ_MAX_SEATS], real_lo[EQ_MAX_SEATS], real_hi[EQ_MAX_SEATS];
    uint64_t real_deals;         /* "# real-game responder: ... N deals learned ..." */
} eq_info;

/* Load a strategy file of the draw game and build its game.  *out is NULL
 * on error.  About 0.1 s (the game's precomputation; the file's size). */
int eq_load(const char *path, eq_solution **out, char *why, size_t why_size);
/* The same, the game's tables copied from like's game when both are under
 * the same rules (draw_game_init_like): the second file of a pot and
 * half-pot pair without its own precomputation.  like: NULL (then exactly
 * eq_load) or a loaded solution, only read; it may be freed afterwards. */
int eq_load_like(const char *path, const eq_solution *like, eq_solution **out, char *why, size_t why_size);
void eq_free(eq_solution *s);

/* The header alone of a strategy file (any game, either format) into *out:
 * the game line and what its comment lines say (no game is built, no set
 * read).  TALON_OK, or an error of strat_read with why. */
int eq_read_info(const char *path, eq_info *out, char *why, size_t why_size);

/* The shipped solutions (scripts/solve writes them), by name relative to
 * talon's data folders (datadir.h): EQ_SHIPPED_DIR/draw-<P>p-<deck>-<bet>EXT,
 * bet "pot" or "half" (the game with that opening size alone), or "" for a
 * file of both sizes (draw-<P>p-<deck>EXT; none is shipped today). */
#define EQ_SHIPPED_DIR "strategies/solved"
#define EQ_SHIPPED_EXT ".tsf"

/* The shipped file's name for (players, deck, bet) into buf; returns buf. */
const char *eq_shipped_name(int players, int deck, const char *bet, char *buf, size_t size);

/* That file in the first data folder that holds it (datadir_find): TALON_OK
 * and its full path in path[0..size); TALON_E_IO when no folder has it, why
 * listing the folders searched; TALON_E_RANGE when the path does not fit. */
int eq_shipped_find(int players, int deck, const char *bet, char *path, size_t size, char *why, size_t why_size);
const eq_info *eq_info_of(const eq_solution *s);
const draw_game *eq_game(const eq_solution *s);

/* The classes, weakest first, with their names ("pair K") and the dclass.h
 * class of their hands (for the article's cells). */
typedef struct eq_classes {
    int n;                                   /* 51 */
    bool occurs[EQ_MAX_CLASSES];             /* some hand of the deck has it */
    double share[EQ_MAX_CLASSES];            /* share of the deck's 5-card hands */
    int dclass[EQ_MAX_CLASSES];              /* dclass_of of its hands */
    char name[EQ_MAX_CLASSES][EQ_NAME_MAX];
} eq_classes;

/* Opening: the first speaker at position pos (seat pos, 0-based, the
 * earlier seats having checked) holding class c. */
typedef struct eq_open_table {
    int players, nsizes;
    double sizes[EQ_MAX_SIZES];              /* open sizes, x pot */
    eq_classes cls;
    bool met[EQ_MAX_SEATS][EQ_MAX_CLASSES];  /* the set is in the file */
    double open[EQ_MAX_SEATS][EQ_MAX_CLASSES];              /* P(open, any size) */
    double open_size[EQ_MAX_SEATS][EQ_MAX_SIZES][EQ_MAX_CLASSES];
    int threshold[EQ_MAX_SEATS];             /* class, or -1 when even the strongest does not */
    double thr_freq[EQ_MAX_SEATS];           /* its opening frequency */
    /* per size: the weakest class from which every stronger one opens at
     * that size with probability >= 1/2 (-1: none) */
    int threshold_size[EQ_MAX_SEATS][EQ_MAX_SIZES];
    double thr_size_freq[EQ_MAX_SEATS][EQ_MAX_SIZES];
    /* per size: the equivalent threshold, the pure threshold rule that opens
     * exactly as often as the equilibrium: every class above `equiv` and the
     * share equiv_frac of class `equiv` (hands weighted by their share of the
     * deal; classes never met count as not opening).  Defined whenever the
     * equilibrium opens at all (-1 otherwise), mixed or not. */
    int equiv[EQ_MAX_SEATS][EQ_MAX_SIZES];
    double equiv_frac[EQ_MAX_SEATS][EQ_MAX_SIZES];
    double open_rate[EQ_MAX_SEATS][EQ_MAX_SIZES];   /* P(open at that size) over all hands */
} eq_open_table;

int eq_open(const eq_solution *s, eq_open_table *t);

/* Calling: seat `caller` facing an opening of size index b by seat
 * `opener` (the seats before the opener checked, those between folded);
 * continuing = calling or raising. */
typedef struct eq_call_table {
    int players, nsizes;
    double sizes[EQ_MAX_SIZES];
    eq_classes cls;
    bool met[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES][EQ_MAX_CLASSES];
    double call[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES][EQ_MAX_CLASSES];   /* P(call or raise) */
    double raise[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES][EQ_MAX_CLASSES];
    int threshold[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES];   /* -1: none */
    double thr_freq[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES];
    /* the equivalent threshold, as eq_open_table's (over the classes the
     * caller can hold: all, weighted by their share) */
    int equiv[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES];
    double equiv_frac[EQ_MAX_SEATS][EQ_MAX_SEATS][EQ_MAX_SIZES];
} eq_call_table;

int eq_call(const eq_solution *s, eq_call_table *t);

/* Bluffing after the draw, by playing the solved strategy on `deals`
 * sampled deals (seeded; one thread).  A "bluff" is a bet or raise in round
 * 2 with a hand that loses the showdown to at least one opponent still in
 * (as the cards lie).  Each decision adds its action probabilities (not
 * one sampled action) to the counts, so the figures are expectations over
 * the strategy's mixing; the path then follows one sampled action.
 * Half-widths: 1.96 sqrt(p (1 - p) / n), n the decisions counted (the
 * probability weights vary less than Bernoulli draws, so they are a little
 * wide). */
typedef struct eq_rate {
    double num, den;     /* summed weights */
    uint64_t n;          /* decisions */
} eq_rate;

typedef struct eq_bluff_table {
    int players, nsizes;
    double sizes[EQ_MAX_SIZES];
    uint64_t deals;          /* sampled */
    uint64_t reached;        /* deals that reached round 2 */
    /* the first bet of round 2, by seat and draw count: opportunities,
     * bets (any size), and bets with a losing hand */
    eq_rate bet_losing[EQ_MAX_SEATS][EQ_MAX_DRAW];    /* P(bet | losing hand) */
    eq_rate bet_any[EQ_MAX_SEATS][EQ_MAX_DRAW];       /* P(bet) */
    eq_rate bet_losing_seat[EQ_MAX_SEATS];            /* all draw counts */
    /* by bet size (the first bet of round 2, all seats): the share of bluffs */
    eq_rate bluff_share[EQ_MAX_SIZES];
    eq_rate bluff_share_all;
    /* facing that bet: P(call or raise), of all hands and of hands that
     * beat the bettor */
    eq_rate call_any[EQ_MAX_SIZES];
    eq_rate call_winning[EQ_MAX_SIZES];
    /* raises in round 2 (after a bet): the share made with a losing hand */
    eq_rate raise_bluff_share;
} eq_bluff_table;

int eq_bluff(const eq_solution *s, uint64_t deals, uint64_t seed, eq_bluff_table *t);

/* p = num / den (NAN when den is 0) and its 95% half-width. */
double eq_rate_p(const eq_rate *r);
double eq_rate_hw(const eq_rate *r);

#endif
