/* web_split.h - the page's split of a Monte Carlo run over several Web
 * Workers (WebAssembly build only; web/shim/web_split.c).
 *
 * The page runs one talon per worker ("part" i of n, told by the environment
 * variable TALON_WEB_SPLIT=i/n), all with the same words.  A run is cut as
 * the native OpenMP engine cuts it: fixed blocks, block k drawn from
 * rng_for_block(seed, k) into a freshly zeroed accumulator; and into chunks:
 * the whole run in fixed mode; in precision mode, the first precision round
 * (MC_ROUND_BLOCKS), then the next rounds (+25% each) up to at least twice
 * the blocks already done and 4 * MC_ROUND_BLOCKS.  Part i plays blocks b0+i, b0+i+n, ... of the
 * first chunk not yet done, [b0, b1), writes their accumulators to
 * /split/out and exits (WEB_SPLIT_EXIT_PART).  The page then starts a new
 * round with every part's file of chunk c under /split/in/<c>.<part>; there,
 * talon merges each chunk's blocks into the total in block order b0, b0+1,
 * ... (the native engine's own sequence of merges, so the total is
 * bit-identical), checks the precision where mc_run checks it, and goes on
 * to the next chunk.  The round whose talon finds every chunk done prints the
 * answer.  A chunk too short to share (or a file that does not match) is
 * played by part 0 alone, with every later run; the other parts exit at once
 * (WEB_SPLIT_EXIT_YIELD).  Without TALON_WEB_SPLIT (node checks, one worker)
 * nothing changes.
 */
#ifndef TALON_WEB_SPLIT_H
#define TALON_WEB_SPLIT_H
#include <stdbool.h>
#include <stdint.h>

#include "mc.h"

/* Exit statuses of a part (talon's own are 0, 1, 2 and 130). */
#define WEB_SPLIT_EXIT_PART 80    /* its blocks of the chunk are in /split/out */
#define WEB_SPLIT_EXIT_YIELD 81   /* part 0 plays the rest alone */
#define WEB_SPLIT_EXIT_FAILED 82  /* /split/out could not be written */
/* A chunk is shared only when each part gets at least this many blocks: a
 * round costs a new start of talon (instantiation, parsing, set-up). */
#define WEB_SPLIT_MIN_BLOCKS 4u

/* Called by mc_run after its checks: returns true when the run was handled
 * here (*rc and *trials_done then set, acc filled: the total merged from
 * earlier rounds, or played on by part 0 alone), false when mc_run plays
 * it itself.  A part that plays its blocks does not return (it exits). */
bool web_split_run(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t cap, uint64_t nblocks,
                   bool precision_mode, uint64_t *trials_done, int *rc);
#endif
