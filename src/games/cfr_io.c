/* cfr_io.c - the strategy file: write a solver's average strategy, read it
 * back (strategies/README.md, "Solved strategies", describes the format).
 *
 *   talon-strategy 1
 *   game: <game and conventions, one line>
 *   # <comment lines: the command, the seed, the quality...>
 *   infosets: <N>
 *   <key, 16 hex digits> TAB <actions> TAB <probabilities> TAB <action names> TAB <set's name>
 *   ... N lines, sorted by key
 *   end
 *
 * The names come from walking the game (every node when chance is listed;
 * sampled deals otherwise, a set never met then is named "-").  The file is
 * written through ofile (ofile.h: a temporary file renamed over a regular
 * one, a FIFO or device written through), so a reader never sees half a
 * file; the loader refuses a wrong version, another game line, a malformed or
 * missing line and probabilities that are not a distribution.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfr_int.h"
#include "err.h"
#include "ofile.h"
#include "rng.h"

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

static void name_store(namer *nm, int64_t e, const void *st)
{
    const cfr_game *g = nm->s->g;
    char line[2 * NAME_MAX_LEN + 8], an[32];
    size_t k = 0;
    int n = nm->s->tab[e].nact;
    for (int a = 0; a < n; a++) {
        if (g->action_name)
            g->action_name(g->ctx, st, a, an, sizeof an);
        else
            snprintf(an, sizeof an, "a%d", a);
        for (char *c = an; *c; c++)   /* the file's separators cannot appear in a name */
            if (*c == '\t' || *c == '\n' || *c == ',')
                *c = ' ';
        k += (size_t)snprintf(line + k, sizeof line - k, "%s%s", a ? "," : "", an);
        if (k >= NAME_MAX_LEN)
            break;
    }
    line[NAME_MAX_LEN] = 0;
    k = strlen(line);
    line[k++] = '\t';
    line[k] = 0;
    if (g->infoset_name)
        g->infoset_name(g->ctx, st, line + k, NAME_MAX_LEN);
    else
        snprintf(line + k, NAME_MAX_LEN, "-");
    for (char *c = line + k; *c; c++)
        if (*c == '\t' || *c == '\n' || *c == '\r')
            *c = ' ';
    size_t len = strlen(line) + 1;
    if (nm->len + len > nm->cap) {
        size_t cap = nm->cap ? 2 * nm->cap : 1 << 16;
        while (cap < nm->len + len)
            cap *= 2;
        char *b = realloc(nm->buf, cap);
        if (!b) {
            nm->fail = 1;
            return;
        }
        nm->buf = b;
        nm->cap = cap;
    }
    memcpy(nm->buf + nm->len, line, len);
    nm->at[e] = (uint32_t)nm->len + 1;
    nm->len += len;
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

static int write_body(cfr_solver *s, FILE *f, const namer *nm, const char *game_id, const char *header,
                      const uint8_t *keep, const char *extra)
{
    uint64_t n = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++)
        if (listed(s, keep, i))
            n++;
    uint64_t *ord = malloc((n ? n : 1) * 2 * sizeof *ord);   /* (key, entry) pairs */
    if (!ord)
        return TALON_E_NOMEM;
    uint64_t k = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++)
        if (listed(s, keep, i)) {
            ord[2 * k] = atomic_load(&s->tab[i].key);
            ord[2 * k + 1] = i;
            k++;
        }
    qsort(ord, n, 2 * sizeof *ord, by_key);
    fprintf(f, "talon-strategy 1\ngame: %s\n%s", game_id, header ? header : "");
    if (header && *header && header[strlen(header) - 1] != '\n')
        fputc('\n', f);
    if (extra)
        fputs(extra, f);
    fprintf(f, "infosets: %" PRIu64 "\n", n);
    for (uint64_t j = 0; j < n; j++) {
        int64_t e = (int64_t)ord[2 * j + 1];
        int na = s->tab[e].nact;
        double p[CFR_MAX_ACTIONS];
        cfr_average(s, e, na, p);
        fprintf(f, "%016" PRIx64 "\t%d\t", ord[2 * j], na);
        for (int a = 0; a < na; a++) {
            /* 9 decimals, trailing zeros dropped: "0", "1", "0.25" (a
             * thresholded or pure strategy is mostly 0s and 1s) */
            char num[32];
            int len = snprintf(num, sizeof num, "%.9f", p[a]);
            while (len > 1 && num[len - 1] == '0')
                num[--len] = 0;
            if (num[len - 1] == '.')
                num[--len] = 0;
            fprintf(f, "%s%s", a ? " " : "", num);
        }
        if (nm->at[e])
            fprintf(f, "\t%s\n", nm->buf + nm->at[e] - 1);
        else
            fprintf(f, "\t-\t-\n");
    }
    fprintf(f, "end\n");
    free(ord);
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

static int save(cfr_solver *s, const char *path, const char *game_id, const char *header, uint64_t deals,
                const cfr_explorer *ex, int n_ex, char *why, size_t why_size)
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
    ofile *f = NULL;
    if (rc == TALON_OK)
        rc = ofile_open(path, &f, why, why_size);
    if (rc == TALON_OK) {
        rc = write_body(s, ofile_stream(f), &nm, game_id, header, keep, deals ? extra : NULL);
        if (rc == TALON_OK)
            rc = ofile_commit(f, why, why_size);
        else
            ofile_abort(f);
    }
    free(nm.at);
    free(nm.buf);
    free(keep);
    return rc;
}

int cfr_strategy_save(cfr_solver *s, const char *path, const char *game_id, const char *header,
                      char *why, size_t why_size)
{
    return save(s, path, game_id, header, 0, NULL, 0, why, why_size);
}

int cfr_strategy_save_played(cfr_solver *s, const char *path, const char *game_id, const char *header,
                             uint64_t deals, const cfr_explorer *ex, int n_ex, char *why, size_t why_size)
{
    return save(s, path, game_id, header, deals, ex, n_ex, why, why_size);
}

/* ---- loading ------------------------------------------------------------------ */

struct cfr_strategy {
    uint64_t n;
    uint64_t *key;       /* sorted */
    uint8_t *nact;
    double *p;           /* n * CFR_MAX_ACTIONS */
};

void cfr_strategy_free(cfr_strategy *st)
{
    if (!st)
        return;
    free(st->key);
    free(st->nact);
    free(st->p);
    free(st);
}

uint64_t cfr_strategy_count(const cfr_strategy *st)
{
    return st->n;
}

/* One information-set line: key, count, probabilities (names ignored). */
static bool parse_set(char *line, uint64_t *key, int *n, double *p)
{
    char *end, *tab1 = strchr(line, '\t');
    if (!tab1 || tab1 - line != 16)
        return false;
    errno = 0;
    *key = strtoull(line, &end, 16);
    if (end != tab1 || errno || *key == 0)
        return false;
    long k = strtol(tab1 + 1, &end, 10);
    if (*end != '\t' || k < 1 || k > CFR_MAX_ACTIONS)
        return false;
    *n = (int)k;
    char *q = end + 1;
    double sum = 0;
    for (int a = 0; a < *n; a++) {
        if (a && *q++ != ' ')
            return false;
        if (!(*q >= '0' && *q <= '9'))
            return false;
        p[a] = strtod(q, &end);
        if (end == q || !(p[a] >= 0 && p[a] <= 1))
            return false;
        sum += p[a];
        q = end;
    }
    if (*q != '\t' && *q != '\n' && *q != 0)
        return false;
    return sum > 1 - 1e-6 && sum < 1 + 1e-6;
}

static int load_fail(FILE *f, cfr_strategy *st, char *line, int rc, char *why, size_t ws, const char *fmt,
                     long lineno, const char *path)
{
    snprintf(why, ws, fmt, path, lineno);
    fclose(f);
    free(line);
    cfr_strategy_free(st);
    return rc;
}

int cfr_strategy_load(const char *path, const char *game_id, cfr_strategy **out, char *why, size_t ws)
{
    *out = NULL;
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(why, ws, "cannot read %s: %s", path, strerror(errno));
        return TALON_E_IO;
    }
    cfr_strategy *st = calloc(1, sizeof *st);
    char *line = NULL;
    size_t cap = 0;
    long no = 0;
    if (!st)
        return load_fail(f, st, line, TALON_E_NOMEM, why, ws, "%s: out of memory (line %ld)", 0, path);
    if (getline(&line, &cap, f) < 0 || (++no, strcmp(line, "talon-strategy 1\n") != 0))
        return load_fail(f, st, line, TALON_E_PARSE, why, ws,
                         "%s: not a strategy file of version 1 (line %ld: expected 'talon-strategy 1')", 1, path);
    if (getline(&line, &cap, f) < 0 || (++no, strncmp(line, "game: ", 6) != 0))
        return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: line %ld: expected 'game: ...'", 2, path);
    line[strcspn(line, "\n")] = 0;
    if (game_id && strcmp(line + 6, game_id) != 0) {
        snprintf(why, ws, "%s: a strategy for '%s', not for '%s'", path, line + 6, game_id);
        fclose(f);
        free(line);
        cfr_strategy_free(st);
        return TALON_E_INVAL;
    }
    uint64_t n = 0;
    bool have_n = false;
    while (!have_n && getline(&line, &cap, f) >= 0) {
        no++;
        if (line[0] == '#')
            continue;
        char *end;
        if (strncmp(line, "infosets: ", 10) != 0 || !(line[10] >= '0' && line[10] <= '9') ||
            (n = strtoull(line + 10, &end, 10), *end != '\n') || n > (1ULL << 32))
            return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: line %ld: expected 'infosets: N'", no, path);
        have_n = true;
    }
    if (!have_n)
        return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: line %ld: truncated (no 'infosets:' line)", no, path);
    st->key = malloc((n ? n : 1) * sizeof *st->key);
    st->nact = malloc(n ? n : 1);
    st->p = malloc((n ? n : 1) * CFR_MAX_ACTIONS * sizeof *st->p);
    if (!st->key || !st->nact || !st->p)
        return load_fail(f, st, line, TALON_E_NOMEM, why, ws, "%s: out of memory at line %ld", no, path);
    for (uint64_t i = 0; i < n; i++) {
        int k;
        if (getline(&line, &cap, f) < 0)
            return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: truncated after line %ld", no, path);
        no++;
        if (!parse_set(line, &st->key[i], &k, st->p + i * CFR_MAX_ACTIONS))
            return load_fail(f, st, line, TALON_E_PARSE, why, ws,
                             "%s: line %ld: malformed (key, actions, probabilities summing to 1)", no, path);
        if (i > 0 && st->key[i] <= st->key[i - 1])
            return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: line %ld: keys out of order or repeated", no,
                             path);
        st->nact[i] = (uint8_t)k;
    }
    st->n = n;
    if (getline(&line, &cap, f) < 0 || (++no, strcmp(line, "end\n") != 0) || getline(&line, &cap, f) >= 0)
        return load_fail(f, st, line, TALON_E_PARSE, why, ws, "%s: line %ld: expected 'end' as the last line", no,
                         path);
    fclose(f);
    free(line);
    *out = st;
    return TALON_OK;
}

int cfr_strategy_lookup(const cfr_strategy *st, uint64_t key, double p[CFR_MAX_ACTIONS], int *n)
{
    uint64_t lo = 0, hi = st->n;
    while (lo < hi) {   /* the first index whose key is >= key */
        uint64_t mid = lo + (hi - lo) / 2;
        if (st->key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == st->n || st->key[lo] != key)
        return TALON_E_RANGE;
    *n = st->nact[lo];
    memcpy(p, st->p + lo * CFR_MAX_ACTIONS, (size_t)*n * sizeof *p);
    return TALON_OK;
}
