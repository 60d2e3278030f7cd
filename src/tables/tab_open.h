/* tab_open.h - opening and calling thresholds (the article's "Ouvrir, suivre
 * et relancer"): for each position, the weakest opening class (dclass.h) that
 * may open at the size of the pot and at half the pot, knowing that the
 * players before have passed; and the weakest class that should call an
 * opening.  Three models, the article's table beside them.
 *
 * Usage:
 *     rules r; rules_init(&r, 40, true, ORDER_MODERN);
 *     strategy s; strategy_preset("article", &s);
 *     open_query q = {.players = 5, .model = OPEN_MODEL_B, .trials = 40000, .strategy = &s};
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1;
 *     open_table t;
 *     if (tab_open(&r, &q, &cfg, &t) == TALON_OK)
 *         int k = t.cell[2][OPEN_POT].cls;   // third position, pot: e.g. DCLASS_PAIR(RANK_A)
 *     // the calls facing these openings: tab_call (tab_call.h), from t
 *
 * Positions are seats 0..players-1 in the order of speech (seat 0 speaks
 * first, as in table.h).  Classes: nothing < pairs by rank < playable draw
 * < two pair < made hands (dclass.h).
 *
 * The definitions (the CLI and the README state them in words):
 *  - The bets.  The pot holds M; an opening bets B = M ("pot") or M/2
 *    ("half").  With K callers (open_query.callers, a real K >= 0: how
 *    many players on average pay the bet and lose it when the opener wins),
 *    the opener's gain is M + K B when he wins and -B when he loses, so he
 *    breaks even at a win probability
 *        alpha = B / (M + (1 + K) B):   pot 1/(2+K), half 1/(3+K),
 *    which at K = 0 is the article's "gagner une fois sur deux" (pot) and
 *    "33 %" (half pot).  A caller facing the bet B with K callers before
 *    him uses the article's pot odds, the same formula: he stakes B to win
 *    the M + B + K B already in the pot ("un suivi d'un demi-pot permet
 *    d'espérer gagner trois fois plus ... 33 %").  (The expected-value
 *    break-even of a call is B / (M + (2 + K) B), a third at pot and a
 *    quarter at half pot: the article's rule is stricter.)
 *  - Passers.  The players before the opener passed: each holds less than
 *    his own opening threshold (OPEN_PASSERS_HALF: his half-pot threshold,
 *    below which he would not open at all; OPEN_PASSERS_COLUMN: the
 *    threshold of the column being computed, as if every player opened at
 *    that size only).  A passer stays in the hand: he may call the opening,
 *    so he counts as an opponent, with his hand conditioned on having
 *    passed ("leur main est inférieure à celle leur permettant d'ouvrir au
 *    demi-pot, ce qui diminue d'autant le risque").  Thresholds are computed
 *    position by position, each conditioning the next.
 *  - Winning.  Models A and B, before the draw: the opener wins when no
 *    other player holds a higher class (a tie on class counts as a win, as
 *    in the article's 0.632^3 example: "avoir moins" is "not more").  Model
 *    C, after the draw: every player draws by the strategy; a player whose
 *    hand the strategy folds (the article strategy: weak pairs and empty
 *    hands) is out, every other one goes to the showdown; the opener always
 *    plays (with the strategy's forced play if it would fold him); he wins
 *    when no final hand at the showdown is better than his (eval5; a tie
 *    counts as a win).
 *  - The threshold at a level alpha is the weakest valid class c such that
 *    c and every stronger class up to the check ceiling win with
 *    probability >= alpha, except that a playable draw may fail (it is
 *    then an exception: it does not open, and a passer may hold it);
 *    OPEN_NONE when even the strongest fails.  The check ceiling is the
 *    first made class above two pair (trips in the modern order);
 *    stronger classes are assumed to win at least as often (exact in model
 *    A, where the win probability increases with the class).  The
 *    exception is for model C: after the draw a four-card draw wins less
 *    often than a pair of aces, so the class order is not the order of
 *    after-draw strength.  A class below the threshold may also pass on
 *    its own (open_cell.holes lists those evaluated); it does not open.
 *    A passer at seat j holds a class outside his opening set (opens).
 *  - Model A, the article's method: the hands are independent, each with
 *    the class distribution of one dealt hand (exact counts, or the
 *    article's printed "Jeux ayant plus que…" cells when article_q is set);
 *    a passer's distribution is conditioned on his class being below his
 *    threshold:  P(win | c) = prod_passers P(X <= c | X < T_j) * P(X <= c)^later
 *    (X < T_j: X outside the passer's opening set, in general).
 *    Exact arithmetic, no Monte Carlo.
 *  - Model B: the same before the draw, with exact card removal: P hands
 *    dealt from one deck, the deal conditioned on the passers' classes and
 *    the opener's class (rejection of the whole deal: exact, unbiased).
 *    Monte Carlo.
 *  - Model C: model B's deal, then the draw at the table (table.h: the
 *    four-card rule, the discards re-shuffled).  Monte Carlo.
 *  - Calls (tab_call, in tab_call.h): the opener at seat o opened at a size, so his class
 *    is in his range: the classes that open at half pot but not at pot for
 *    a half-pot opening (a stronger hand would have opened at pot), those
 *    that open at pot for a pot opening.
 *    The caller at seat p wins against the opener's hand (by class in A
 *    and B, after the draw in C, both drawing); a tie counts as half a win
 *    here (on a class tie, e.g. two pairs of kings, the kickers decide:
 *    about even), not as a win as for openings, where the article's
 *    convention is kept; the other players are out (they fold; in C they
 *    still draw from the stock).
 *    A caller who spoke before the opener passed, so his class is below his
 *    own threshold: the weakest calling class is searched among those.
 *
 * Monte Carlo.  One estimate is P(win | class c) at one position: `trials`
 * accepted deals (deals meeting the conditions), run by the engine of mc.h
 * with its own seed (derived from cfg->seed, the model, the players, the
 * seats and the class), so every figure is bit-identical at any thread
 * count.  The classes a search needs are evaluated a few at a time in
 * parallel (OpenMP, cfg->threads).  When the interval (Wilson 95%) of the
 * threshold class or of the next weaker class contains alpha, both are
 * re-run with four times the deals, at most OPEN_MAX_REFINE times; a cell
 * still undecided then says so (open_cell.decided).
 *
 * A generator fills a struct and never prints.  No globals; thread-safe.
 */
#ifndef TALON_TAB_OPEN_H
#define TALON_TAB_OPEN_H

#include <stdbool.h>
#include <stdint.h>

#include "dclass.h"
#include "mc.h"
#include "rules.h"
#include "strategy.h"
#include "table.h"

#define OPEN_MAX_PLAYERS 10
#define OPEN_NONE (-1)           /* no class reaches the level */
#define OPEN_ANY ((1u << DCLASS_COUNT) - 1)   /* every class, as a class mask (bit k = class k) */
#define OPEN_MAX_REFINE 2        /* extra rounds (x4 deals each) for an undecided cell */
#define OPEN_CALLERS_MAX 7.0

enum open_bet { OPEN_POT = 0, OPEN_HALF = 1, OPEN_BETS = 2 };
enum open_model { OPEN_MODEL_A = 0, OPEN_MODEL_B = 1, OPEN_MODEL_C = 2, OPEN_MODELS = 3 };
enum open_passers { OPEN_PASSERS_HALF = 0, OPEN_PASSERS_COLUMN = 1 };

typedef struct open_query {
    int players;                 /* 2..OPEN_MAX_PLAYERS, 5 * players <= deck size */
    enum open_model model;
    enum open_passers passers;
    double callers;              /* K, 0..OPEN_CALLERS_MAX */
    bool article_q;              /* model A: the article's printed cells (decks 52, 48, 44, 40, 32) */
    const strategy *strategy;    /* model C: the drawing strategy (strategy_check passes) */
    uint64_t trials;             /* models B, C: accepted deals per estimate (first round), >= 1 */
} open_query;

/* P(win | class) at one seat. */
typedef struct open_est {
    int cls;
    uint64_t win, tie, n;        /* Monte Carlo counts (tie: tied for best); n = 0 when exact (model A) */
    double p, lo, hi;            /* estimate and 95% Wilson interval (exact: lo = hi = p) */
} open_est;

typedef struct open_cell {
    bool reachable;              /* false: no hand can pass at every earlier seat */
    int cls;                     /* the threshold class, or OPEN_NONE */
    int weaker;                  /* the next weaker valid class (it fails), or OPEN_NONE */
    double alpha;                /* the level */
    open_est at, below;          /* the estimates at cls and at weaker (cls = OPEN_NONE if absent) */
    bool decided;                /* every deciding interval excludes alpha (always in A) */
    uint32_t opens;              /* the classes that open at this level: cls and stronger, but exceptions */
    uint32_t exceptions;         /* the draw class when it is above cls and fails (model C) */
    uint32_t holes;              /* classes below cls, among those evaluated, that reach alpha by themselves */
} open_cell;

typedef struct open_table {
    int deck_size;
    bool ace_low;
    enum rules_order order;
    int players;
    enum open_model model;
    enum open_passers passers;
    double callers;
    bool article_q;
    uint64_t trials, seed;       /* the query's trials and cfg->seed (Monte Carlo models) */
    uint64_t deals;              /* accepted deals simulated in all (0 for model A) */
    int estimates;               /* class estimates computed */
    open_cell cell[OPEN_MAX_PLAYERS][OPEN_BETS];
} open_table;

/* The opening table for q->players at r's deck.  cfg: seed, threads,
 * cancel flag and progress (called from the calling thread between
 * positions with done/total = deals so far / an estimate of the whole);
 * cfg->trials and cfg->precision are not used (q->trials is).
 * Returns TALON_OK; TALON_E_RANGE (players outside 2..OPEN_MAX_PLAYERS or
 * 5 * players > deck, callers outside 0..OPEN_CALLERS_MAX or NaN, trials
 * 0), TALON_E_INVAL (model or passers out of the enum; model C without a
 * valid strategy; article_q at a deck the article does not print),
 * TALON_E_NOMEM, TALON_E_CANCEL (nothing valid in *out). */
int tab_open(const rules *r, const open_query *q, const mc_config *cfg, open_table *out);

/* ---- the pieces, for tests --------------------------------------------------- */

/* The break-even level alpha = B / (M + (1 + K) B) of a bet with K callers. */
double open_alpha(enum open_bet bet, double callers);

/* P(class <= k) of one dealt hand, for k = 0..DCLASS_COUNT-1: from exact
 * counts, or (article_q) 1 - the article's printed "Jeux ayant plus que…"
 * cell where it prints one (rows trips, two pair, draw and the pairs) and
 * the exact value elsewhere, made non-decreasing.  TALON_E_INVAL when
 * article_q and the article has no column for r's deck. */
int open_class_cdf(const rules *r, bool article_q, double F[DCLASS_COUNT]);

/* The condition of one estimate: the seat whose class is given, the
 * classes each other seat may hold (a class mask, OPEN_ANY: any), the
 * seats whose hands can beat the subject, and the seats that never fold
 * (model C; the subject always plays). */
typedef struct open_cond {
    int players;
    int subject;
    uint32_t allow[OPEN_MAX_PLAYERS];
    uint32_t opponents;
    uint32_t forced;
    bool half_ties;              /* a tie for best counts as half a win (calls), not a win (openings) */
} open_cond;

/* What the estimates share for one rules object and player count: the
 * class distribution, every hand of the deck grouped by class, and for
 * model C the bound strategy and the table.  Read-only once built. */
typedef struct open_env {
    const rules *r;
    int players;
    enum open_model model;
    double F[DCLASS_COUNT];
    uint64_t count[DCLASS_COUNT];
    uint64_t *hands;             /* C(N,5) hands, class by class */
    uint64_t start[DCLASS_COUNT + 1];
    strategy_plan plan;
    table tab;
    bool have_table;
} open_env;

/* Build (model B and C allocate the hand lists; C the table).  Returns as
 * tab_open.  Free with open_env_free. */
int open_env_init(open_env *e, const rules *r, const open_query *q);
void open_env_free(open_env *e);

/* P(the subject is not beaten | his class is cls, the condition), a tie
 * for best counting as a win or (c->half_ties) as half a win: exact in
 * model A, else `trials` accepted deals seeded with `seed` (threads:
 * cfg->threads for the engine; the interval is Wilson's, or with half
 * ties the normal interval of the mean).  *deals (may be NULL) receives the
 * deals.  TALON_OK; TALON_E_RANGE (bad seats or ranges, cls invalid or of
 * no hand); TALON_E_INVAL (the condition cannot be met: some range holds
 * no hand); engine errors. */
int open_win(const open_env *e, const open_cond *c, int cls, uint64_t trials, uint64_t seed,
             const mc_config *cfg, open_est *out);

/* The article's table "Paire nécessaire pour : Pot / demi-pot": the class
 * key (dclass_key form: "draw", "AA", "KK", ...) of the cell for 4..8
 * players, a 1-based position and a bet; *printed (may be NULL) the
 * article's words ("Tirage", "As", ...).  TALON_OK, or TALON_E_RANGE where
 * the article has no cell.  The values are the transcription in
 * tables/article/open.csv (a test keeps the two identical). */
int tab_open_article(int players, int position, enum open_bet bet, const char **key, const char **printed);

#endif
