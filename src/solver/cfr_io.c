/* cfr_io.c - a solver's average strategy to a strategy file, and a file
 * back to a strategy (stratfile.h has the two formats, text and compact;
 * strategies/README.md, "Solved strategies", describes them to users).
 *
 * The names come from walking the game (every node when chance is listed;
 * sampled deals otherwise, a set never met then is named "-").  The file is
 * written through stratfile and ofile (ofile.h: a temporary file renamed
 * over a regular one, a FIFO or device written through), so a reader never
 * sees half a file; the loader refuses a wrong version, another game line,
 * a malformed or missing line or section and probabilities that are not a
 * distribution.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfr_int.h"
#include "err.h"
#include "draw_game.h"
#include "rng.h"
#include "stratfile.h"

#define NAME_DEALS 2000u          /* sampled deals walked to name the sets */
#define NAME_NODES 20000000u      /* most nodes that naming walk visits */
#define NAME_MAX_LEN 200

typedef struct namer {
    cfr_solver *s;
    uint32_t *at;        /* per entry: offset + 1 of its names in buf, 0 none */
    char *buf;
    size_t len, cap;
    uint64_t nodes;
    int fail;
} namer;

/* Append text (and its NUL) to nm's buffer; false when out of memory. */
static bool name_append(namer *nm, const char *text)
{
    size_t len = strlen(text) + 1;
    if (nm->len + len > nm->cap) {
        size_t cap = nm->cap ? 2 * nm->cap : 1 << 16;
        while (cap < nm->len + len)
            cap *= 2;
        char *b = realloc(nm->buf, cap);
        if (!b) {
            nm->fail = 1;
            return false;
        }
        nm->buf = b;
        nm->cap = cap;
    }
    memcpy(nm->buf + nm->len, text, len);
    nm->len += len;
    return true;
}

static void name_store(namer *nm, int64_t e, const void *st)
{
    const cfr_game *g = nm->s->g;
    char line[2 * NAME_MAX_LEN + 8], name[NAME_MAX_LEN];
    if (g->infoset_name)
        g->infoset_name(g->ctx, st, name, sizeof name);
    cfr_set_line(g, st, nm->s->tab[e].nact, g->infoset_name ? name : NULL, line, NAME_MAX_LEN);
    size_t at = nm->len;
    if (name_append(nm, line))
        nm->at[e] = (uint32_t)at + 1;
}

/* Every action of every seat; chance enumerated when listed, else sampled. */
static void name_walk(namer *nm, cfr_walker *w, int d, rng *r)
{
    cfr_solver *s = nm->s;
    const cfr_game *g = s->g;
    unsigned char *st = cfr_state(s, w, d);
    int who = g->node(g->ctx, st);
    if (who == CFR_TERMINAL || d >= CFR_MAX_DEPTH || nm->fail || ++nm->nodes > NAME_NODES)
        return;
    unsigned char *ch = cfr_state(s, w, d + 1);
    size_t ss = g->state_size;
    if (who == CFR_CHANCE) {
        int k = g->chance_count ? g->chance_count(g->ctx, st) : 0;
        if (k <= 0) {
            memcpy(ch, st, ss);
            g->chance_sample(g->ctx, ch, r);
            name_walk(nm, w, d + 1, r);
        }
        for (int i = 0; i < k; i++) {
            memcpy(ch, st, ss);
            if (g->chance_apply(g->ctx, ch, i) > 0)
                name_walk(nm, w, d + 1, r);
        }
        return;
    }
    if (who < 0 || who >= g->players)
        return;
    int n = g->actions(g->ctx, st);
    int64_t e = cfr_find(s, g->infoset(g->ctx, st));
    if (e >= 0 && !nm->at[e])
        name_store(nm, e, st);
    for (int a = 0; a < n; a++) {
        memcpy(ch, st, ss);
        g->act(g->ctx, ch, a);
        name_walk(nm, w, d + 1, r);
    }
}

static int cmp_key(const void *a, const void *b, void *tab)
{
    (void)tab;
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int by_key(const void *a, const void *b)
{
    return cmp_key(a, b, NULL);
}

/* Is entry i ready and kept (keep NULL: every set)? */
static inline bool listed(const cfr_solver *s, const uint8_t *keep, uint64_t i)
{
    return atomic_load(&s->tab[i].key) && atomic_load(&s->tab[i].ready) == 1 && (!keep || keep[i]);
}

/* The listed (and kept) sets as a strat_data, sorted by key, each with its
 * average strategy and its names (taken from nm: nm->buf passes to it). */
static int to_data(cfr_solver *s, namer *nm, const char *game_id, const char *header, const uint8_t *keep,
                   const char *extra, strat_data **out)
{
    uint64_t n = 0, probs = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++)
        if (listed(s, keep, i)) {
            n++;
            probs += s->tab[i].nact;
        }
    uint64_t *ord = malloc((n ? n : 1) * 2 * sizeof *ord);   /* (key, entry) pairs */
    strat_data *d = strat_alloc(n, probs, 0);
    size_t hl = header ? strlen(header) : 0;
    if (d) {
        d->game = strdup(game_id);
        d->header = malloc(hl + 2 + (extra ? strlen(extra) : 0));
        d->name_at = malloc((n ? n : 1) * sizeof *d->name_at);
    }
    size_t none = nm->len;   /* "-\t-": the names of a set never met */
    if (!ord || !d || !d->game || !d->header || !d->name_at || !name_append(nm, "-\t-")) {
        free(ord);
        strat_free(d);
        return TALON_E_NOMEM;
    }
    /* the header: the caller's comment lines (a newline added if missing), then the kept line */
    snprintf(d->header, hl + 2, "%s%s", hl ? header : "", hl && header[hl - 1] != '\n' ? "\n" : "");
    if (extra)
        strcat(d->header, extra);
    uint64_t k = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++)
        if (listed(s, keep, i)) {
            ord[2 * k] = atomic_load(&s->tab[i].key);
            ord[2 * k + 1] = i;
            k++;
        }
    qsort(ord, n, 2 * sizeof *ord, by_key);
    uint64_t at = 0;
    for (uint64_t j = 0; j < n; j++) {
        int64_t e = (int64_t)ord[2 * j + 1];
        d->key[j] = ord[2 * j];
        d->nact[j] = (uint8_t)s->tab[e].nact;
        d->p_at[j] = at;
        cfr_average(s, e, s->tab[e].nact, d->p + at);
        at += (uint64_t)s->tab[e].nact;
        d->name_at[j] = nm->at[e] ? nm->at[e] - 1 : none;
    }
    d->names = nm->buf;
    nm->buf = NULL;
    free(ord);
    strat_index(d);
    *out = d;
    return TALON_OK;
}

/* One deal of the average strategy's own play (chance sampled, every seat
 * drawing its action from its average): keep and name every set met
 * (mark), or count the decisions and those at a kept set.  explorer >= 0:
 * that seat leaves the solution's path, playing ex's probabilities (ex
 * NULL: at each of its decisions a uniformly drawn legal action with
 * probability 1/2, else its average); its own sets are neither kept nor
 * counted (the others' answers to it are). */
static void play_deal(namer *nm, uint8_t *keep, bool mark, rng *r, uint64_t *dec, uint64_t *hit, int explorer,
                      const cfr_explorer *ex)
{
    cfr_solver *s = nm->s;
    const cfr_game *g = s->g;
    cfr_walker *w = &s->walkers[0];
    int d = 0;
    g->root(g->ctx, cfr_state(s, w, 0));
    for (;;) {
        unsigned char *st = cfr_state(s, w, d);
        int who = g->node(g->ctx, st);
        if (who == CFR_TERMINAL || d >= CFR_MAX_DEPTH || nm->fail)
            return;
        unsigned char *ch = cfr_state(s, w, d + 1);
        memcpy(ch, st, g->state_size);
        d++;
        if (who == CFR_CHANCE) {
            g->chance_sample(g->ctx, ch, r);
            continue;
        }
        int n = g->actions(g->ctx, st);
        double p[CFR_MAX_ACTIONS];
        int64_t e = cfr_find(s, g->infoset(g->ctx, st));
        if (e >= 0 && s->tab[e].nact == n) {
            cfr_average(s, e, n, p);
        } else {
            for (int a = 0; a < n; a++)
                p[a] = 1.0 / n;   /* what a loaded file plays at a set it lacks */
        }
        if (who == explorer) {
            if (ex) {
                double q[CFR_MAX_ACTIONS];
                int m = 0;
                if (ex->probs(ex->ctx, st, q, &m) == TALON_OK && m == n)
                    memcpy(p, q, (size_t)n * sizeof *p);
            } else if (rng_double(r) < 0.5) {
                for (int a = 0; a < n; a++)
                    p[a] = 1.0 / n;
            }
        } else if (mark) {
            if (e >= 0 && !keep[e]) {
                keep[e] = 1;
                name_store(nm, e, st);
            }
        } else {
            ++*dec;
            *hit += e >= 0 && keep[e];
        }
        double x = rng_double(r);
        int a = 0;
        while (a < n - 1 && x >= p[a])
            x -= p[a++];
        g->act(g->ctx, ch, a);
    }
}

/* `deals` deals of one sort: kind -2 self-play (seat -1), -1 seat x at
 * random, k >= 0 seat x played by ex; pass 0 keeps, pass 1 counts into
 * *dec and *hit.  Each (kind, seat, pass) its own stream: the same file at
 * any threads. */
static void play_block(namer *nm, uint8_t *keep, int pass, uint64_t deals, int kind, int x, const cfr_explorer *ex,
                       uint64_t *dec, uint64_t *hit)
{
    rng r;
    uint64_t block = ((uint64_t)(kind + 2) * (CFR_MAX_PLAYERS + 1) + (uint64_t)(x + 1)) * 2 + (uint64_t)pass;
    rng_for_block(&r, nm->s->cfg.seed ^ 0x6b656570ULL, block);
    for (uint64_t i = 0; i < deals && !nm->fail; i++)
        play_deal(nm, keep, pass == 0, &r, dec, hit, x, ex);
}

static int save(cfr_solver *s, const char *path, const char *game_id, const char *header,
                enum strat_format format, uint64_t deals, const cfr_explorer *ex, int n_ex, char *why,
                size_t why_size)
{
    if (!s || !path || !game_id || strchr(game_id, '\n') || n_ex < 0 || n_ex > CFR_MAX_EXPLORERS ||
        (n_ex && !ex))
        return TALON_E_INVAL;
    namer nm = {s, calloc(s->tab_mask + 1, sizeof(uint32_t)), NULL, 0, 0, 0, 0};
    uint8_t *keep = deals ? calloc(s->tab_mask + 1, 1) : NULL;
    if (!nm.at || (deals && !keep)) {
        free(nm.at);
        free(keep);
        return TALON_E_NOMEM;
    }
    rng r;
    char extra[1200] = "";
    if (deals) {
        /* the kept sets, named where they were met: the strategy's own
         * play (kind -2), then each seat in turn leaving its path (kind -1:
         * at random; kind k: the outside player ex[k]), whose opponents'
         * answers a duel against another profile needs; then the share of
         * the decisions of fresh deals of each sort that they cover */
        uint64_t dec[2] = {0, 0}, hit[2] = {0, 0}, kept = 0, all = 0;
        for (int pass = 0; pass < 2; pass++) {
            play_block(&nm, keep, pass, deals, -2, -1, NULL, dec, hit);
            for (int k = -1; k < n_ex; k++)
                for (int x = 0; x < s->g->players; x++)
                    play_block(&nm, keep, pass, deals, k, x, k >= 0 ? &ex[k] : NULL, dec + 1, hit + 1);
        }
        for (uint64_t i = 0; i <= s->tab_mask; i++)
            if (listed(s, NULL, i)) {
                all++;
                kept += keep[i];
            }
        char who[300] = "a uniformly drawn action at each of its decisions with probability 1/2";
        for (int k = 0; k < n_ex; k++) {
            size_t len = strlen(who);
            snprintf(who + len, sizeof who - len, "%s%s", k == 0 ? ", or the player " : k == n_ex - 1 ? " or " : ", ",
                     ex[k].name);
        }
        snprintf(extra, sizeof extra,
                 "# kept: the %" PRIu64 " information sets of %" PRIu64 " met when the strategy plays %" PRIu64
                 " deals against itself and %" PRIu64
                 " with each seat in turn leaving its path (%s: the others' answers are kept); they meet %.4f%% of "
                 "the decisions of as many fresh deals of self-play and %.4f%% of the others' decisions beside a "
                 "seat leaving its path (a set not listed: solve --load plays it uniformly; duel and advise play "
                 "the article's rules there, model a's below 4 players)\n",
                 kept, all, deals, deals * (uint64_t)(n_ex + 1), who,
                 dec[0] ? 100.0 * (double)hit[0] / (double)dec[0] : 100.0,
                 dec[1] ? 100.0 * (double)hit[1] / (double)dec[1] : 100.0);
    } else {
        rng_for_block(&r, s->cfg.seed ^ 0x6e616d6573ULL, 0);
        for (unsigned i = 0; i < NAME_DEALS && !nm.fail && nm.nodes < NAME_NODES; i++) {
            s->g->root(s->g->ctx, cfr_state(s, &s->walkers[0], 0));
            name_walk(&nm, &s->walkers[0], 0, &r);
            if (s->algo == CFR_PLUS)
                break;   /* listed chance: one walk met every set */
        }
    }
    int rc = nm.fail ? TALON_E_NOMEM : TALON_OK;
    strat_data *d = NULL;
    if (rc == TALON_OK)
        rc = to_data(s, &nm, game_id, header, keep, deals ? extra : NULL, &d);
    if (rc == TALON_OK)
        rc = strat_save(path, d, format, why, why_size);
    else
        snprintf(why, why_size, "out of memory");
    strat_free(d);
    free(nm.at);
    free(nm.buf);
    free(keep);
    return rc;
}

int cfr_strategy_save(cfr_solver *s, const char *path, const char *game_id, const char *header,
                      enum strat_format format, char *why, size_t why_size)
{
    return save(s, path, game_id, header, format, 0, NULL, 0, why, why_size);
}

int cfr_strategy_save_played(cfr_solver *s, const char *path, const char *game_id, const char *header,
                             enum strat_format format, uint64_t deals, const cfr_explorer *ex, int n_ex, char *why,
                             size_t why_size)
{
    return save(s, path, game_id, header, format, deals, ex, n_ex, why, why_size);
}

/* ---- loading ------------------------------------------------------------------ */

void cfr_strategy_free(cfr_strategy *st)
{
    if (!st)
        return;
    if (!st->view)
        strat_free(st->d);
    free(st);
}

uint64_t cfr_strategy_count(const cfr_strategy *st)
{
    return st->d->n;
}

int cfr_strategy_load(const char *path, const char *game_id, cfr_strategy **out, char *why, size_t ws)
{
    *out = NULL;
    strat_data *d;
    int rc = strat_read(path, STRAT_READ_SETS, &d, why, ws);
    if (rc != TALON_OK)
        return rc;
    if (game_id && strcmp(d->game, game_id) != 0) {
        char diff[400];
        draw_game_line_diff(d->game, game_id, "file", "game asked", diff, sizeof diff);
        snprintf(why, ws, "%s: a strategy for another game (%s)", path, diff);
        strat_free(d);
        return TALON_E_INVAL;
    }
    cfr_strategy *st = malloc(sizeof *st);
    if (!st) {
        strat_free(d);
        snprintf(why, ws, "out of memory");
        return TALON_E_NOMEM;
    }
    st->d = d;
    st->view = false;
    *out = st;
    return TALON_OK;
}

int cfr_strategy_view(const strat_data *d, cfr_strategy **out)
{
    *out = malloc(sizeof **out);
    if (!*out)
        return TALON_E_NOMEM;
    (*out)->d = (strat_data *)d;   /* read only: cfr_strategy_lookup reads, cfr_strategy_free leaves it */
    (*out)->view = true;
    return TALON_OK;
}
