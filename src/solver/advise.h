/* advise.h - `talon advise` as one library call: what the equilibrium of the
 * draw game (draw_game.h) does with one hand in one spot, and what each of
 * its actions is worth there (issue 16, item 4).
 *
 * Usage:
 *     advise_params p;
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     advise_params_init(&p, 4, &r);            // the game: draw_params_default
 *     p.solution = "strategies/solved/draw-4p-32.tsf";
 *     p.seat = 2;                               // position 3: seat 2 (seat 0 speaks first)
 *     card_parse("AsAhAdKc7s", CARD_AUTO, &p.hand, NULL, NULL);
 *     p.history = "c,c";                        // the two players before him checked
 *     p.mc.trials = 20000; p.mc.seed = 1;
 *     advise_report rep;
 *     if (advise_run(&p, &rep) != TALON_OK) puts(rep.why);
 *     // rep.act[i]: name, frequency, EV in antes with its 95% interval
 *
 * The history.  The public actions since the deal, in the draw game's short
 * codes, separated by commas (spaces and '|' also separate, so an
 * information set's name from a strategy file can be pasted):
 *     c check, oF open F (F a fraction of the pot, one of the game's open
 *     sizes), bF bet F (the same action: the first bet of a round; the file
 *     names write o in both rounds), f fold, = call, rF raise F, dK draw K.
 * Draw counts are part of the history (dK, in seat order of the players
 * still in), or given apart in `drawn` ("3,1" or "d3,d1": they go in where
 * the draw comes, and the history then holds none; errors name "drawn:
 * count 2").  A history through the draw puts the spot in round 2, and then
 * `hand` is the hero's FINAL five cards; before that it is his served hand.
 * The history must be playable from the deal and end where seat acts;
 * else TALON_E_PARSE and why names the first illegal action: "history:
 * action 3 'o2': no open size 2 (sizes: 0.5, 1)".
 *
 * Frequencies: the file's probabilities at the hero's information set (the
 * key the game computes from his hand's class or bucket, his seat and the
 * history).  A file without that set gives none (has_freq false): nothing
 * is invented.
 *
 * Expected values (Monte Carlo, mc.h's block engine: a seed gives the same
 * bits at any thread count).  A trial deals the hero's hand and the others
 * five cards each from the rest of the deck, uniformly, and replays the
 * history with that deal; its weight is the product of the probabilities
 * the equilibrium gives the OTHER players' actions of the history (their
 * information sets in that deal): importance sampling of the hidden cards
 * from their posterior under the equilibrium (self-normalised; no
 * rejection except a deal the equilibrium never plays, weight 0).  A spot
 * in round 2: the serve is played, then the hero's final hand is set to
 * `hand` (his discards are unknown to us: his served hand is taken to be
 * `hand` itself, so no discard of his is removed from what the others
 * could draw); a serve that gives another player one of the hero's final
 * cards has weight 0.  With `served`, the deal gives him those cards and
 * the serve's keep rule acts on them, so his set after the draw is the one
 * the solver met (its served class, under the recall abstraction) and his
 * discards leave the stock; his final hand must then be what the keep rule
 * keeps plus new cards, else TALON_E_PARSE.  Then, for each of the hero's actions, a copy of the
 * deal takes it and every seat, the hero included, follows the equilibrium
 * to the end (actions and the serve sampled); the value is the hero's net
 * gain in antes (the chips he already put in count as lost: folding is
 * worth minus those, exactly).  Each EV is the weighted mean over trials
 * with a 95% normal interval from the self-normalised estimator's delta-
 * method variance, sum w^2 (u - m)^2 / (sum w)^2; ess is the effective
 * number of trials (sum w)^2 / sum w^2.  The spot's value is the same mean
 * of sum_a freq(a) EV(a) per trial.  The strategy is the file profile of
 * profile.h (as talon duel plays it): where a replay or the continuation
 * meets a set the file lacks, that seat plays p.fallback's profile there
 * (talon advise: the article's play, as in talon duel), or without one the
 * profile's passive default (check, else call); `missing` counts those
 * continuation decisions.
 *
 * The game: players and rules from game (the caller's), every other
 * convention (sizes, raises, draw, abstraction, buckets) from the file's
 * game line (profile_file_game); players or rules that differ from the
 * file's are an error naming the first difference.
 *
 * Errors (rep.why, one line, always set): TALON_E_RANGE (seat outside
 * 0..players-1, hand not five cards of the deck, a game draw_game_init
 * refuses, trials 0), TALON_E_IO (the file cannot be read), TALON_E_PARSE
 * (a corrupt file, or the history), TALON_E_INVAL (a file for another game:
 * why names both game lines; a set of the file with another number of
 * actions than the game's), TALON_E_NOMEM, TALON_E_CANCEL (p.mc.cancel
 * raised).
 *
 * Thread safety: the parameters are read only; one call uses p.mc.threads
 * threads; no globals, no printing.
 */
#ifndef TALON_ADVISE_H
#define TALON_ADVISE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "draw_game.h"
#include "mc.h"
#include "profile.h"

/* Trials of advise_run when p.mc.trials is 0: about 0.2 s a spot at four
 * players on one core, EVs to about +-0.05 antes on a spot reached often. */
#define ADVISE_TRIALS_DEFAULT 20000u

typedef struct advise_params {
    draw_params game;        /* players and rules (the rest comes from the file) */
    const char *solution;    /* a talon-strategy 1 file for that game */
    int seat;                /* 0..players-1; seat 0 speaks first (position 1) */
    uint64_t hand;           /* five cards: served (before the draw) or final (round 2) */
    uint64_t served;         /* round 2: the five cards he was served (0: not given); the draw's keep
                                rule must keep from them what hand holds.  Needed where the file's
                                sets after the draw hold the served class (the recall abstraction:
                                the heads-up shipped files); refused before the draw */
    const char *history;     /* short codes (above); NULL or "" for none */
    const char *drawn;       /* NULL/"", or the draw counts apart: "3,1" (then none in history) */
    mc_config mc;            /* trials (0: ADVISE_TRIALS_DEFAULT), seed, threads, progress, cancel */
    /* NULL, or the play at the sets the file lacks, built once the game is
     * (a rule profile of dg, e.g. tab_duel.h's duel_fallback; the report
     * owns it no longer than the call): profile_set_fallback */
    int (*fallback)(const draw_game *dg, const cfr_game *g, const mc_config *mc, profile **out);
} advise_params;

typedef struct advise_action {
    char name[24];           /* "check", "open 0.5", "draw 3" (the game's name) */
    char code[16];           /* "c", "o0.5", "d3" (the history's) */
    double freq;             /* the equilibrium's probability (has_freq) */
    double ev, lo, hi;       /* hero's mean gain in antes taking it, 95% interval */
    bool exact;              /* the same gain in every trial (a fold): lo == hi == ev */
} advise_action;

typedef struct advise_report {
    char game_id[512];       /* the game line the file must carry */
    int players, seat;
    int phase;               /* DRAW_PH_BET1, DRAW_PH_DRAW or DRAW_PH_BET2 */
    char infoset[256];       /* the hero's information set, as the file names it */
    uint64_t key;
    int cls;                 /* his pre-draw class, or his bucket in round 2 */
    char cls_name[64];       /* "pair K", "bucket 7/8" (0..B-1, as the file names it) */
    double pot, to_call, in; /* chips in the pot, his to match, his own already in */
    bool has_freq;           /* the file holds his set */
    double file_fold;        /* > 0: the file folds this often at his set, but he holds quads or better,
                                which never fold: act[].freq has the fold moved to the call */
    int nact;
    advise_action act[CFR_MAX_ACTIONS];
    double value, value_lo, value_hi;   /* sum freq x EV (has_freq) */
    uint64_t trials;         /* deals sampled */
    uint64_t used;           /* of them with weight > 0 */
    double ess;              /* effective trials */
    uint64_t decisions, missing;        /* continuation decisions, of them in sets the file lacks */
    char why[640];
} advise_report;

/* The game's defaults for `players` under r (draw_params_default), no
 * file, seat 0, no hand, no history, mc_config_init's defaults. */
void advise_params_init(advise_params *p, int players, const rules *r);

/* The key of the information set the hero's cards and the history put him
 * in, as the solver computes it (cfr_game.infoset), without any file: seat,
 * hand and served as in advise_params (served 0: taken to be hand), history
 * and drawn as advise_history_parse.  TALON_OK and *key; TALON_E_PARSE with
 * why (a history that does not reach the seat's turn, a final hand the keep
 * rule cannot give from served); TALON_E_RANGE (no deal reaches the spot). */
int advise_locate(const draw_game *dg, const cfr_game *g, int seat, uint64_t hand, uint64_t served,
                  const char *history, const char *drawn, uint64_t *key, char *why, size_t why_size);

/* The size of the history's opening: its first oF or bF code, before any
 * game is chosen (talon advise picks the shipped file of that opening size
 * with it).  TALON_OK and *size = F; TALON_E_RANGE when the history opens
 * nothing yet (only checks, or empty); TALON_E_PARSE with why when a code
 * before the opening is malformed.  Pure. */
int advise_history_open(const char *text, double *size, char *why, size_t why_size);

/* Parse a history (and drawn, the draw counts given apart, or NULL) for
 * the game g of dg and replay it from a deal: the
 * action indices (0 .. g.actions - 1 at each node) into idx[0..*n-1]
 * (room for DRAW_HIST_MAX).  TALON_OK, or TALON_E_PARSE with why naming
 * the first illegal action.  Pure. */
int advise_history_parse(const draw_game *dg, const cfr_game *g, const char *text, const char *drawn, int *idx,
                         int *n, char *why, size_t why_size);

int advise_run(const advise_params *p, advise_report *rep);

#endif
