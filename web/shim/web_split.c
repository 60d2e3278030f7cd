/* web_split.c - the page's split of a Monte Carlo run over several Web
 * Workers (see web_split.h for the protocol).
 *
 * Why files and rounds rather than threads: WebAssembly threads need a
 * SharedArrayBuffer, which a page gets only when its server sends the
 * cross-origin isolation headers, and the page must work from any static
 * server.  Independent workers need no shared memory: each plays its blocks,
 * the page hands the blocks to the next round, and the merge happens in one
 * talon in block order, exactly the native engine's merges.  Only the first
 * run not yet done is shared in a round, since a later run may be set up
 * from an earlier one's total, which a part knows only once merged.
 *
 * A part's file: a header (magic, acc_size, seed, trials, blocks, part,
 * parts, run), then the accumulators of its blocks in increasing order.  A
 * file that does not match the run (it should never happen) makes talon
 * play the run itself, alone: the answer is then still the native one.
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
    uint64_t magic, acc_size, seed, cap, nblocks, part, parts, run;
} split_header;

static int g_parsed, g_part, g_parts, g_alone;
static uint64_t g_run;   /* runs met so far in this talon */

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

/* Blocks of part i among nblocks: i, i+n, ... */
static uint64_t part_blocks(uint64_t nblocks, uint64_t i, uint64_t n)
{
    return nblocks > i ? (nblocks - i + n - 1) / n : 0;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The run's total from the parts' files of an earlier round: 1 merged, 0 no
 * files (the run is this round's), -1 files that do not match. */
static int split_merge(const mc_sim *sim, const split_header *want, void *acc)
{
    unsigned char *blocks[SPLIT_MAX_PARTS] = {0};
    int got = 0;
    for (uint64_t i = 0; i < want->parts; i++) {
        char path[64];
        snprintf(path, sizeof path, "/split/in/%llu.%llu", (unsigned long long)want->run, (unsigned long long)i);
        FILE *f = fopen(path, "rb");
        if (!f) {
            got = i == 0 ? 0 : -1;
            break;
        }
        split_header h;
        uint64_t nb = part_blocks(want->nblocks, i, want->parts);
        size_t bytes = (size_t)(nb * want->acc_size);
        blocks[i] = malloc(bytes ? bytes : 1);
        split_header w = *want;
        w.part = i;
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
        acc_zero(sim, acc);
        for (uint64_t k = 0; k < want->nblocks; k++)
            sim->merge(acc, blocks[k % want->parts] + (k / want->parts) * want->acc_size, sim->ctx);
    }
    for (uint64_t i = 0; i < want->parts; i++)
        free(blocks[i]);
    return got;
}

/* Play this part's blocks of the run into /split/out; exits. */
static _Noreturn void split_play(const mc_sim *sim, const mc_config *cfg, const split_header *h)
{
    FILE *out = fopen("/split/out", "wb");
    unsigned char *blk = malloc(sim->acc_size);
    if (!out || !blk || fwrite(h, sizeof *h, 1, out) != 1)
        _Exit(WEB_SPLIT_EXIT_FAILED);
    uint64_t mine = 0, done = 0;
    for (uint64_t k = h->part; k < h->nblocks; k += h->parts)
        mine += k + 1 < h->nblocks ? MC_BLOCK : h->cap - k * MC_BLOCK;
    double last = now();
    for (uint64_t k = h->part; k < h->nblocks; k += h->parts) {
        uint64_t n = k + 1 < h->nblocks ? MC_BLOCK : h->cap - k * MC_BLOCK;
        rng g;
        rng_for_block(&g, cfg->seed, k);
        acc_zero(sim, blk);
        sim->play(blk, n, &g, sim->ctx);
        if (fwrite(blk, 1, sim->acc_size, out) != sim->acc_size)
            _Exit(WEB_SPLIT_EXIT_FAILED);
        done += n;
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
    split_header h = {.magic = SPLIT_MAGIC, .acc_size = sim->acc_size, .seed = cfg->seed, .cap = cap,
                      .nblocks = nblocks, .part = (uint64_t)g_part, .parts = (uint64_t)g_parts, .run = g_run++};
    int merged = split_merge(sim, &h, acc);
    if (merged == 1) {
        if (cfg->progress)
            cfg->progress(cap, cap, cfg->progress_arg);
        if (trials_done)
            *trials_done = cap;
        *rc = TALON_OK;
        return true;
    }
    if (merged == 0 && !precision_mode && nblocks >= WEB_SPLIT_MIN_BLOCKS * (uint64_t)g_parts)
        split_play(sim, cfg, &h);
    /* played here: by part 0 alone, this run and every later one */
    if (g_part != 0)
        _Exit(WEB_SPLIT_EXIT_YIELD);
    g_alone = 1;
    return false;
}
