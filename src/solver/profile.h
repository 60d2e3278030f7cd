/* profile.h - a strategy profile for the draw game (draw_game.h): what one
 * seat does at any decision node, as action probabilities.  Used by `talon
 * duel` (tab_duel.h: profiles played against each other) and `talon advise`.
 *
 * Usage:
 *     draw_game *dg; cfr_game g;  draw_game_init(&dg, &params, &g);
 *     profile *eq, *art;
 *     char why[256];
 *     if (profile_file(&eq, dg, &g, "strategies/solved/x.tsf", "equilibrium", why, sizeof why)) ...
 *     profile_rules_data d;  duel_rules_article(dg, &d);   // or fill d yourself (tab_duel.h)
 *     profile_rules(&art, dg, &g, &d);
 *     double p[CFR_MAX_ACTIONS]; int n;
 *     int rc = profile_action_probs(art, state, p, &n);   // state: a player node of g
 *     // rc == PROFILE_DEFAULT: a file lacked the set; p is the default (below)
 *     profile_free(eq); profile_free(art);                // before draw_game_free(dg)
 *
 * Two kinds.
 *  - A file (`equilibrium`, or any talon-strategy 1 file): the probabilities
 *    the file gives at the information-set key the game computes
 *    (g.infoset).  A set the file lacks plays its fallback profile's
 *    action (profile_set_fallback: talon duel and advise give the article's
 *    rules), or without one the DEFAULT: check when checking is legal, else
 *    call (never fold, never bet), and at a draw node what the `article`
 *    preset draws; profile_action_probs then returns PROFILE_DEFAULT so the
 *    caller can count such nodes.
 *  - Rules (`article`, models `a`/`b`/`c`): a deterministic (or, for the
 *    bluff, mixed) rule on the acting seat's own cards, read from the public
 *    draw_state; the data (profile_rules_data) says:
 *      round 1, nobody opened yet: the seat's draw class (dclass.h) of its
 *        served hand; if it is in open_mask[seat][OPEN_POT] it opens at the
 *        game's size nearest 1 pot; else if in open_mask[seat][OPEN_HALF] at
 *        the size nearest 0.5 pot; else it checks.  Pot wins when both allow
 *        (the rule of tab_call.h's opener ranges: a hand strong enough for a
 *        pot opening opens at pot).  A game with one opening size uses
 *        that size's column alone (>= 0.75 pot: the pot column).  The seat
 *        is the position: everyone before it has checked.
 *      round 1, facing the opening (no raise yet): raise (the game's first
 *        raise size) with a class in raise_mask; else call with a class in
 *        call_mask[opener][seat][bet] (bet = OPEN_POT when the opening size
 *        is >= 0.75 pot, else OPEN_HALF); else fold.
 *      round 1, facing a raise: call with a class in raise_mask, else fold
 *        (never re-raise).
 *      the draw (free-draw games): "draw k" with k = the drawing strategy's
 *        count for the served hand (strategy.h, its forced play when it
 *        would fold: a player still in cannot fold at the draw), capped by
 *        what the node allows (3 after another's four-card draw).  NOTE: the
 *        game then keeps its own keep rule's cards (draw_game.h), which may
 *        differ from the strategy's (e.g. a pair drawing 2 keeps the best
 *        kicker by expected strength, not always the highest).  In a
 *        draw-fixed game there is no draw node: the game's fixed strategy
 *        draws for everyone.
 *      round 2, by the final hand's strength s (draw_game_strength: the
 *        share of the deck's 5-card hands it beats): nobody bet: bet (size
 *        nearest 1 pot) when s >= bet_min; else, when s < bluff_below, bet
 *        with probability bluff_prob (the bluff); else check.  Facing a bet:
 *        raise when s >= raise_min (and a raise is legal), call when s >=
 *        call_min, else fold.  Facing a raise: call when s >= raise_min,
 *        else fold.
 *
 * Ownership: a profile keeps pointers to dg and g (not owned; they must
 * outlive it) and owns its loaded file.  Thread safety: a profile is
 * read-only after construction; any number of threads may call
 * profile_action_probs on one profile at once.  No globals, no printing.
 */
#ifndef TALON_PROFILE_H
#define TALON_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "strategy.h"
#include "stratfile.h"

#define PROFILE_DEFAULT 1     /* profile_action_probs: a file lacked the set */
#define PROFILE_BACKOFF 2     /* profile_action_probs: a file lacked the set and played a backoff set of it */
#define PROFILE_NAME_MAX 32
#define PROFILE_SEATS CFR_MAX_PLAYERS

enum profile_bet { PROFILE_POT = 0, PROFILE_HALF = 1 };   /* = enum open_bet of tab_open.h */

enum profile_kind { PROFILE_FILE = 0, PROFILE_RULES = 1 };

/* The data of a rule profile.  Class masks: bit k = draw class k (dclass.h,
 * 0..DCLASS_COUNT-1). */
typedef struct profile_rules_data {
    char name[PROFILE_NAME_MAX];                          /* "article", "a", ... */
    uint32_t open_mask[PROFILE_SEATS][2];                 /* [seat][PROFILE_POT/HALF] */
    uint32_t call_mask[PROFILE_SEATS][PROFILE_SEATS][2];  /* [opener][caller][bet] */
    uint32_t raise_mask;                                  /* round 1 raises and calls of raises */
    strategy draw;                                        /* the drawing strategy (free-draw games) */
    double bet_min, call_min, raise_min;                  /* round 2 strength thresholds, 0..1 */
    double bluff_below, bluff_prob;                       /* round 2 bluff: hands below, probability */
} profile_rules_data;

typedef struct profile profile;

/* A file profile: load the talon-strategy 1 file at path for the game dg
 * (its game line must be "draw: " + draw_game_describe(dg)).  name labels
 * it ("equilibrium", or the path).  TALON_OK; TALON_E_IO (unreadable),
 * TALON_E_PARSE (corrupt), TALON_E_INVAL (another game or conventions: why
 * names the first differing convention), TALON_E_NOMEM.  why (may be NULL)
 * receives a one-line reason on error. */
int profile_file(profile **out, const draw_game *dg, const cfr_game *g, const char *path, const char *name,
                 char *why, size_t why_size);

/* A file profile of sets in memory: d (as strat_read gives it, or changed
 * since) read in place, not owned (it must outlive the profile).  The
 * caller sees that d is a strategy of dg's game.  TALON_OK, TALON_E_NOMEM. */
int profile_data(profile **out, const draw_game *dg, const cfr_game *g, const strat_data *d, const char *name);

/* A profile from profile_data made to read d instead (d grew or moved: its
 * sets are looked up again; d not owned).  TALON_OK; TALON_E_INVAL (not a
 * file profile), TALON_E_NOMEM (pf unchanged). */
int profile_rebind(profile *pf, const strat_data *d);

/* The game a strategy file was solved for: its game line parsed back into
 * draw parameters (players, deck, ace-low, order, sizes, raises, draw,
 * abstraction, buckets), so a duel can build the same game.  A draw fixed
 * by a strategy other than the article preset is refused (the file names
 * it only).  TALON_OK, TALON_E_IO, TALON_E_PARSE (no game line),
 * TALON_E_INVAL (not the draw game); why receives the reason. */
int profile_file_game(const char *path, draw_params *p, char *why, size_t why_size);

/* Whether the game of a file (fp, from profile_file_game) has the players,
 * deck, ace-low (0/1) and order asked, each -1 when not asked.  TALON_OK, or
 * TALON_E_INVAL with why naming the first that differs, in the words of the
 * game line, as every command says it: "F was solved for another game:
 * field 1: 'draw poker: 3 players' in the file, 'draw poker: 2 players'
 * in the game asked". */
int profile_file_fits(const char *path, const draw_params *fp, int players, int deck, int ace_low, int order,
                      char *why, size_t why_size);

/* A rule profile from d (copied).  TALON_OK, TALON_E_RANGE (a threshold
 * outside 0..1, d->draw failing strategy_check), TALON_E_INVAL (NULL),
 * TALON_E_NOMEM. */
int profile_rules(profile **out, const draw_game *dg, const cfr_game *g, const profile_rules_data *d);

/* The acting seat's action probabilities at state (a player node of the
 * profile's game): p[0..*n-1], *n = g.actions(state), summing to 1.
 * TALON_OK, PROFILE_BACKOFF (file profile, set not in the file but one of
 * its backoff sets is, finest first: p is that set's, backoff.h), or
 * PROFILE_DEFAULT (file profile, neither in the file: p is the default
 * above).  Pure and thread-safe. */
int profile_action_probs(const profile *pf, const void *state, double p[CFR_MAX_ACTIONS], int *n);

enum profile_kind profile_kind_of(const profile *pf);
const char *profile_name(const profile *pf);
/* Information sets of a file profile (0 for rules). */
uint64_t profile_file_sets(const profile *pf);

/* A file profile's play at the sets its file lacks: fb's (a rule profile
 * of the same game; pf owns it from now on, and frees it on error too),
 * instead of the passive default above; profile_action_probs still returns
 * PROFILE_DEFAULT there.  TALON_OK, TALON_E_INVAL. */
int profile_set_fallback(profile *pf, profile *fb);

void profile_free(profile *pf);

#endif
