/* web_split.c - the page's split of a Monte Carlo run over several Web
 * Workers (see web_split.h for the protocol).
 *
 * Why files and rounds rather than threads: WebAssembly threads need a
 * SharedArrayBuffer, which a page gets only when its server sends the
 * cross-origin isolation headers, and the page must work from any static
 * server.  Independent workers need no shared memory: each plays its blocks,
 * the page hands the blocks to the next round, and the merge happens in one
 * talon in block order, exactly the native engine's merges.  Only the first
 * chunk not yet done is shared in a round: a later run may be set up from
 * an earlier one's total, and a precision run stops on its total, which a
 * part knows only once merged.  A round costs a new start of talon (and
 * its set-up: best's after-draw tables), so after its first precision
 * round a precision run's chunk spans its rounds up to twice the blocks
 * already done and at least 64 blocks: best's default, 64 blocks before and
 * after the draw, takes 2 + 2 rounds and the answer, where a chunk per
 * precision round took 4 + 4 and the answer.
 *
 * A part's file: a header (magic, acc_size, seed, trials, run, the chunk's
 * blocks [b0, b1), part, parts), then the accumulators of its blocks in
 * increasing order.  A file that does not match (it should never happen)
 * makes part 0 play on alone: the answer is then still the native one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "err.h"
#include "rng.h"
#include "web_split.h"

#define SPLIT_MAGIC 0x3170536e6f6c6174ULL   /* "talonSp1" */
#define SPLIT_MAX_PARTS 64

typedef struct {
    uint64_t magic, acc_size, seed, cap, run, b0, b1, part, parts;
} split_header;

static int g_parsed, g_part, g_parts, g_alone;
static uint64_t g_run;     /* runs met so far in this talon */
static uint64_t g_chunk;   /* chunks merged so far: the next one is in/<g_chunk>.<part> */

static void split_parse(void)
{
    g_parsed = 1;
    const char *s = getenv("TALON_WEB_SPLIT");
    int i, n;
    char extra;
    if (s && sscanf(s, "%d/%d%c", &i, &n, &extra) == 2 && n >= 2 && n <= SPLIT_MAX_PARTS && i >= 0 && i < n) {
        g_part = i;
        g_parts = n;
    }
}

static void acc_zero(const mc_sim *sim, void *acc)
{
    if (sim->zero)
        sim->zero(acc, sim->ctx);
    else
        memset(acc, 0, sim->acc_size);
}

/* Trials in block k of a run of cap trials (mc.c's block_len). */
static uint64_t block_len(uint64_t k, uint64_t cap)
{
    return cap - k * MC_BLOCK < MC_BLOCK ? cap - k * MC_BLOCK : MC_BLOCK;
}

/* Blocks of part i among the n parts of [b0, b1): b0+i, b0+i+n, ... */
static uint64_t part_blocks(const split_header *h, uint64_t i)
{
    uint64_t nb = h->b1 - h->b0;
    return nb > i ? (nb - i + h->parts - 1) / h->parts : 0;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The end of the precision round after the one ending at `end` (mc_run's rule). */
static uint64_t next_end(uint64_t end)
{
    return end + (end / 4 > MC_ROUND_BLOCKS ? end / 4 : MC_ROUND_BLOCKS);
}

/* Merges blocks [b0, b1) of the parts' files of an earlier round into acc,
 * in block order: 1 merged, 0 no files (the chunk is this round's), -1
 * files that do not match (acc untouched).  With precision > 0, the merge
 * stops at the first precision round end inside the chunk where the run is
 * precise, as mc_run stops there (*b1 is then that end). */
static int split_merge(const mc_sim *sim, const split_header *want, void *acc, double precision, uint64_t *b1)
{
    unsigned char *blocks[SPLIT_MAX_PARTS] = {0};
    int got = 0;
    for (uint64_t i = 0; i < want->parts; i++) {
        char path[64];
        snprintf(path, sizeof path, "/split/in/%llu.%llu", (unsigned long long)g_chunk, (unsigned long long)i);
        FILE *f = fopen(path, "rb");
        if (!f) {
            got = i == 0 ? 0 : -1;
            break;
        }
        split_header h, w = *want;
        w.part = i;
        size_t bytes = (size_t)(part_blocks(want, i) * want->acc_size);
        blocks[i] = malloc(bytes ? bytes : 1);
        int ok = blocks[i] && fread(&h, sizeof h, 1, f) == 1 && memcmp(&h, &w, sizeof h) == 0
                 && fread(blocks[i], 1, bytes, f) == bytes && fgetc(f) == EOF;
        fclose(f);
        if (!ok) {
            got = -1;
            break;
        }
        got = 1;
    }
    if (got == 1) {
        uint64_t stop = want->b0 == 0 ? MC_ROUND_BLOCKS : next_end(want->b0);   /* the next round end */
        for (uint64_t k = want->b0; k < want->b1; k++) {
            sim->merge(acc, blocks[(k - want->b0) % want->parts] + (k - want->b0) / want->parts * want->acc_size,
                       sim->ctx);
            if (precision > 0 && k + 1 == stop && k + 1 < want->b1) {
                if (sim->precise(acc, (k + 1) * MC_BLOCK, precision, sim->ctx)) {
                    *b1 = k + 1;
                    break;
                }
                stop = next_end(stop);
            }
        }
    }
    for (uint64_t i = 0; i < want->parts; i++)
        free(blocks[i]);
    return got;
}

/* Plays this part's blocks of [b0, b1) into /split/out; exits. */
static _Noreturn void split_play(const mc_sim *sim, const mc_config *cfg, const split_header *h)
{
    FILE *out = fopen("/split/out", "wb");
    unsigned char *blk = malloc(sim->acc_size);
    if (!out || !blk || fwrite(h, sizeof *h, 1, out) != 1)
        _Exit(WEB_SPLIT_EXIT_FAILED);
    uint64_t mine = 0, done = 0;
    for (uint64_t k = h->b0 + h->part; k < h->b1; k += h->parts)
        mine += block_len(k, h->cap);
    double last = now();
    for (uint64_t k = h->b0 + h->part; k < h->b1; k += h->parts) {
        rng g;
        rng_for_block(&g, cfg->seed, k);
        acc_zero(sim, blk);
        sim->play(blk, block_len(k, h->cap), &g, sim->ctx);
        if (fwrite(blk, 1, sim->acc_size, out) != sim->acc_size)
            _Exit(WEB_SPLIT_EXIT_FAILED);
        done += block_len(k, h->cap);
        if (cfg->progress && now() - last >= MC_PROGRESS_INTERVAL) {
            cfg->progress(done, mine, cfg->progress_arg);
            last = now();
        }
    }
    if (cfg->progress)
        cfg->progress(mine, mine, cfg->progress_arg);
    if (fclose(out) != 0)
        _Exit(WEB_SPLIT_EXIT_FAILED);
    _Exit(WEB_SPLIT_EXIT_PART);
}

bool web_split_run(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t cap, uint64_t nblocks,
                   bool precision_mode, uint64_t *trials_done, int *rc)
{
    if (!g_parsed)
        split_parse();
    if (g_parts < 2 || g_alone)
        return false;
    /* The run in chunks: the whole run in fixed mode, each precision round
     * in precision mode (the stop is checked where mc_run checks it). */
    split_header h = {.magic = SPLIT_MAGIC, .acc_size = sim->acc_size, .seed = cfg->seed, .cap = cap,
                      .run = g_run++, .part = (uint64_t)g_part, .parts = (uint64_t)g_parts};
    uint64_t end = precision_mode ? MC_ROUND_BLOCKS : nblocks;
    acc_zero(sim, acc);
    for (;;) {
        /* The chunk: in precision mode, the first precision round, then the
         * rounds up to at least twice the blocks done and 4 rounds' worth
         * (speculation: a run of B blocks takes about log2(B / 64) + 2
         * chunks instead of one per round, and plays at most twice the
         * blocks it needs, as a chunk stops at most half-way). */
        if (precision_mode && h.b0 > 0)
            while (end < nblocks && (end < 2 * h.b0 || end < 4 * MC_ROUND_BLOCKS))
                end = next_end(end);
        h.b1 = end < nblocks ? end : nblocks;
        int merged = split_merge(sim, &h, acc, precision_mode ? cfg->precision : 0.0, &h.b1);
        if (merged != 1) {
            if (merged == 0 && h.b1 - h.b0 >= WEB_SPLIT_MIN_BLOCKS * h.parts)
                split_play(sim, cfg, &h);
            break;
        }
        g_chunk++;
        uint64_t trials = h.b1 == nblocks ? cap : h.b1 * MC_BLOCK;
        if (h.b1 == nblocks || (precision_mode && sim->precise(acc, trials, cfg->precision, sim->ctx))) {
            if (cfg->progress)
                cfg->progress(trials, trials, cfg->progress_arg);
            if (trials_done)
                *trials_done = trials;
            *rc = TALON_OK;
            return true;
        }
        h.b0 = h.b1;
        end = next_end(h.b1);
    }
    /* The rest is played here, by part 0 alone, with every later run. */
    if (g_part != 0)
        _Exit(WEB_SPLIT_EXIT_YIELD);
    g_alone = 1;
    if (h.b0 == 0)
        return false;   /* the whole run: mc_run's own engine */
    /* The run from block b0 on, serially, exactly as mc_run would go on. */
    unsigned char *blk = malloc(sim->acc_size);
    if (!blk) {
        *rc = TALON_E_NOMEM;
        return true;
    }
    for (;;) {
        for (uint64_t k = h.b0; k < h.b1; k++) {
            if (cfg->cancel && *cfg->cancel) {
                free(blk);
                if (trials_done)
                    *trials_done = k * MC_BLOCK;
                *rc = TALON_E_CANCEL;
                return true;
            }
            rng g;
            rng_for_block(&g, cfg->seed, k);
            acc_zero(sim, blk);
            sim->play(blk, block_len(k, cap), &g, sim->ctx);
            sim->merge(acc, blk, sim->ctx);
        }
        uint64_t trials = h.b1 == nblocks ? cap : h.b1 * MC_BLOCK;
        if (cfg->progress)
            cfg->progress(trials, h.b1 == nblocks ? cap : h.b1 * MC_BLOCK, cfg->progress_arg);
        if (h.b1 == nblocks || (precision_mode && sim->precise(acc, trials, cfg->precision, sim->ctx))) {
            free(blk);
            if (trials_done)
                *trials_done = trials;
            *rc = TALON_OK;
            return true;
        }
        h.b0 = h.b1;
        h.b1 = next_end(h.b1) < nblocks ? next_end(h.b1) : nblocks;
    }
}
