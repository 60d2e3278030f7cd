/* backoff.h - backoff sets for a strategy file that keeps part of a
 * solution (talon solve --keep-played): where the file lacks a set, a
 * player plays the set's coarser "backoff" set (cfr_game.backoff: in the
 * draw game of 3 players or more, a round-2 set that forgets part of the
 * summary history, draw_game.c), whose strategy is the file's own play
 * averaged over the sets it holds that fall in it, each weighted by how
 * often a deal meets it.  Why: a kept file lacks the sets that only a
 * player leaving the solution's path leads to; the real-game responder
 * (real_br.h) found its gains there, where the others played the article's
 * rules (issue 26).  The backoff set answers with what the solution does in
 * the nearest spots it knows instead.
 *
 *     strat_data *in;  strat_read("x.tsf", STRAT_READ_NAMES, &in, why, sizeof why);
 *     backoff_params bp = {.deals = 200000, .seed = 1};
 *     strat_data *out;  backoff_report rep;
 *     if (backoff_build(&g, in, &bp, &out, &rep, why, sizeof why) == TALON_OK)
 *         strat_save("y.tsf", out, STRAT_FORMAT_COMPACT, why, sizeof why);
 *
 * The deals: bp.deals of the file's own play, then bp.deals with each seat
 * in turn leaving its path (at each of its decisions a uniformly drawn
 * legal action with probability 1/2, else the file's play; its own
 * decisions are not counted, the others' answers are), as talon solve
 * --keep-played explores.  At a set the file lacks a deal plays uniformly
 * (and counts nothing).  Every decision of a counted seat at a set the file
 * holds adds that set's probabilities to each of its backoff sets, level 1
 * up; a backoff set's strategy is their mean, kept when it averages
 * bp.min_decisions decisions or more.  The output is the input's
 * sets and the backoff sets (named by cfr_game.backoff_name, "seat 3 round
 * 2 bucket 5/8 | backoff 1: ...") sorted by key, with the input's header
 * and a "# backoff: ..." line saying what was added.  One thread, one seeded
 * stream a block: the same file from the same input and seed.
 *
 * TALON_OK; TALON_E_INVAL (no backoff in this game, a file that has its
 * backoff sets already: its header has the line; bad arguments); TALON_E_NOMEM.
 * why: one line.  Nothing here prints. */
#ifndef TALON_BACKOFF_H
#define TALON_BACKOFF_H

#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "stratfile.h"

#define BACKOFF_MAX_LEVELS 4

typedef struct backoff_params {
    uint64_t deals;           /* self-play deals, and as many a seat leaving its path (> 0) */
    uint64_t seed;
    uint64_t min_decisions;   /* a backoff set averaging fewer decisions is left out (0: 1);
                                 BACKOFF_MIN_DECISIONS is talon's */
} backoff_params;

/* The fewest decisions a backoff set talon builds averages: with 1, a set
 * met once or twice took a single set's play, and on the 4-player pot file
 * a top-1% hand then folded 0.87 to a single bet at its worst spot and quads
 * 0.999 (talon strategy check); with 16 the worst spots fell to 0.59 and
 * 0.40, the real-game gains stayed within their intervals, and the
 * decisions at a set with no backoff set rose from 1.4% to 4.1% (64: no
 * better).  bench/RESULTS.md, "Real game". */
#define BACKOFF_MIN_DECISIONS 16

typedef struct backoff_report {
    int levels;                             /* the levels met */
    uint64_t added[BACKOFF_MAX_LEVELS];     /* backoff sets a level */
    uint64_t decisions;                     /* counted decisions */
    uint64_t held;                          /* of them at a set the file holds */
} backoff_report;

int backoff_build(const cfr_game *g, const strat_data *in, const backoff_params *bp, strat_data **out,
                  backoff_report *rep, char *why, size_t why_size);

/* d without its backoff sets (those named "... | backoff N: ...") and its
 * header's "# backoff:" line, in place: what backoff_build was given, so
 * that the sets can be built again.  d must hold the names.  Returns the
 * number of sets removed. */
uint64_t backoff_strip(strat_data *d);

#endif
