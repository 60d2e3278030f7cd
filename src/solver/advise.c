/* advise.c - the body of `talon advise` (advise.h states the model).
 *
 * The spot is rebuilt with the game's own callbacks only: root, the deal
 * with the hero's cards fixed (draw_game_deal_fixed), the history's actions
 * by index (each checked against the node's legal actions by its short
 * code), the serve and, in round 2, the hero's final hand
 * (draw_game_set_final).  So the information-set key is the one the solver
 * computed, and nothing here knows the betting rules.
 *
 * The Monte Carlo runs on mc_run's fixed blocks: a trial draws only from
 * its block's stream and the accumulator holds plain sums merged in block
 * order, so a seed gives identical bits at any thread count.  Weights are
 * products of probabilities (<= 1), sums of w and w^2 in doubles: their
 * rounding is the same in every run, which is all determinism needs.
 *
 * The strategy is read through policy() alone, the shared profile module's
 * file profile (profile.h, as talon duel reads it): a set the file lacks
 * plays its passive default there, counted.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advise.h"
#include "card.h"
#include "err.h"
#include "eval.h"
#include "profile.h"

/* The codes of the history, in the order of the game's action bytes. */
static const char CODES_HELP[] = "c check, oF open F, bF bet F, f fold, = call, rF raise F, dK draw K";

/* ---- action codes --------------------------------------------------------------- */

/* An action as the history writes it: a kind letter and, for o/b/r/d, a number. */
typedef struct code {
    char kind;      /* 'c', 'o' (o and b both), 'f', '=', 'r', 'd' */
    double x;       /* size or count */
} code;

/* The code of action a at s, from the game's name ("open 0.5" -> o 0.5). */
static code code_of(const cfr_game *g, const void *s, int a, char *text, size_t size)
{
    char nm[32];
    g->action_name(g->ctx, s, a, nm, sizeof nm);
    code c = {0, 0};
    const char *sp = strchr(nm, ' ');
    if (sp)
        c.x = strtod(sp + 1, NULL);
    if (strcmp(nm, "call") == 0)
        c.kind = '=';
    else if (strncmp(nm, "bet", 3) == 0)
        c.kind = 'o';
    else
        c.kind = nm[0];
    if (text)
        snprintf(text, size, "%c%s", strncmp(nm, "bet", 3) == 0 ? 'b' : c.kind, sp ? sp + 1 : "");
    return c;
}

/* Parse one token; 0 on success, else why says what is wrong.  where
 * names it in messages: "history: action 3". */
static int code_parse(const char *tok, code *c, const char *where, char *why, size_t ws)
{
    static const char KINDS[] = "cobf=rd";
    if (!*tok || !strchr(KINDS, tok[0])) {
        snprintf(why, ws, "%s '%s': not a code (%s)", where, tok, CODES_HELP);
        return TALON_E_PARSE;
    }
    c->kind = tok[0] == 'b' ? 'o' : tok[0];
    c->x = 0;
    bool sized = strchr("ord", c->kind) != NULL;
    if (!sized) {
        if (tok[1]) {
            snprintf(why, ws, "%s '%s': '%c' takes no number (%s)", where, tok, tok[0], CODES_HELP);
            return TALON_E_PARSE;
        }
        return TALON_OK;
    }
    char *end;
    c->x = strtod(tok + 1, &end);
    if (!tok[1] || *end || !isfinite(c->x) || c->x < 0 || !strchr("0123456789.", tok[1])) {
        snprintf(why, ws, "%s '%s': '%c' needs a %s, e.g. %c%s", where, tok, tok[0],
                 c->kind == 'd' ? "count" : "size", tok[0], c->kind == 'd' ? "3" : "0.5");
        return TALON_E_PARSE;
    }
    return TALON_OK;
}

/* The legal codes at s, "f, =, r1", into buf. */
static void legal_list(const cfr_game *g, const void *s, char *buf, size_t size)
{
    size_t k = 0;
    buf[0] = 0;
    for (int a = 0, n = g->actions(g->ctx, s); a < n && k < size; a++) {
        char t[24];
        code_of(g, s, a, t, sizeof t);
        k += (size_t)snprintf(buf + k, size - k, "%s%s", a ? ", " : "", t);
    }
}

/* The sizes of kind at s ("0.5, 1"), or "" when the kind is not legal here. */
static void size_list(const cfr_game *g, const void *s, char kind, char *buf, size_t size)
{
    size_t k = 0;
    buf[0] = 0;
    for (int a = 0, n = g->actions(g->ctx, s); a < n && k < size; a++) {
        code c = code_of(g, s, a, NULL, 0);
        if (c.kind == kind)
            k += (size_t)snprintf(buf + k, size - k, "%s%g", k ? ", " : "", c.x);
    }
}

/* Why token i (code c) is not one of the legal actions at s. */
static int illegal(const cfr_game *g, const draw_state *s, const char *tok, code c, const char *where, char *why,
                   size_t ws)
{
    char legal[160], sizes[80];
    legal_list(g, s, legal, sizeof legal);
    size_list(g, s, c.kind, sizes, sizeof sizes);
    static const char *const WHAT[] = {['o'] = "open size", ['r'] = "raise size", ['d'] = "draw of"};
    if (sizes[0] && strchr("ord", c.kind))
        snprintf(why, ws, "%s '%s': no %s %g (%s: %s)", where, tok,
                 tok[0] == 'b' ? "bet size" : WHAT[(int)c.kind], c.x,
                 c.kind == 'd' ? "draws" : "sizes", sizes);
    else
        snprintf(why, ws, "%s '%s' is not legal here: position %d may play %s", where, tok,
                 s->actor + 1, legal);
    return TALON_E_PARSE;
}

/* ---- the history ------------------------------------------------------------------ */

/* Play every chance node at s from gen (the serve). */
static void skip_chance(const cfr_game *g, void *s, rng *gen)
{
    while (g->node(g->ctx, s) == CFR_CHANCE)
        g->chance_sample(g->ctx, s, gen);
}

/* The next token of *p (separators: spaces, tabs, '|' and commas), NUL-
 * terminated in place; NULL at the end. */
static char *next_token(char **p)
{
    *p += strspn(*p, " \t|,");
    if (!**p)
        return NULL;
    char *tok = *p;
    *p += strcspn(*p, " \t|,");
    if (**p)
        *(*p)++ = 0;
    return tok;
}

/* Apply one token at s (its code c): the action's index into idx. */
static int apply(const cfr_game *g, draw_state *s, rng *gen, const char *tok, code c, const char *where, int *idx,
                 int *n, char *why, size_t ws)
{
    skip_chance(g, s, gen);
    if (g->node(g->ctx, s) == CFR_TERMINAL) {
        snprintf(why, ws, "%s '%s': the deal is already over", where, tok);
        return TALON_E_PARSE;
    }
    int a = -1;
    for (int k = 0, na = g->actions(g->ctx, s); k < na && a < 0; k++) {
        code l = code_of(g, s, k, NULL, 0);
        if (l.kind == c.kind && fabs(l.x - c.x) < 1e-9)
            a = k;
    }
    if (a < 0)
        return illegal(g, s, tok, c, where, why, ws);
    if (*n >= DRAW_HIST_MAX) {
        snprintf(why, ws, "history: more than %d actions", DRAW_HIST_MAX);
        return TALON_E_PARSE;
    }
    idx[(*n)++] = a;
    g->act(g->ctx, s, a);
    return TALON_OK;
}

/* At the draw, the counts of `drawn` not used yet (from *dp on). */
static int apply_drawn(const cfr_game *g, draw_state *s, rng *gen, char **dp, int *di, int *idx, int *n, char *why,
                       size_t ws)
{
    skip_chance(g, s, gen);
    char *tok;
    while (s->phase == DRAW_PH_DRAW && (tok = next_token(dp)) != NULL) {
        char where[40], dk[24];
        snprintf(where, sizeof where, "drawn: count %d", ++*di);
        snprintf(dk, sizeof dk, "%s%.20s", tok[0] == 'd' ? "" : "d", tok);   /* "3" or "d3" */
        code c;
        int rc = code_parse(dk, &c, where, why, ws);
        if (rc == TALON_OK && c.kind != 'd') {
            snprintf(why, ws, "%s '%s': not a draw count (0 to 5)", where, tok);
            rc = TALON_E_PARSE;
        }
        if (rc == TALON_OK)
            rc = apply(g, s, gen, dk, c, where, idx, n, why, ws);
        if (rc != TALON_OK)
            return rc;
        skip_chance(g, s, gen);
    }
    return TALON_OK;
}

int advise_history_open(const char *text, double *size, char *why, size_t ws)
{
    char buf[1024];
    if (!text || strlen(text) >= sizeof buf)
        return TALON_E_RANGE;   /* advise_history_parse says what is wrong */
    strcpy(buf, text);
    char *p = buf, *tok;
    for (int i = 1; (tok = next_token(&p)) != NULL; i++) {
        char where[40];
        snprintf(where, sizeof where, "history: action %d", i);
        code c;
        int rc = code_parse(tok, &c, where, why, ws);
        if (rc != TALON_OK)
            return rc;
        if (c.kind == 'o') {
            *size = c.x;
            return TALON_OK;
        }
    }
    return TALON_E_RANGE;
}

/* The first empty action of a comma-separated list (two commas with only
 * blanks or '|' between, or a comma at either end): its 1-based number
 * (the actions before it, plus one), 0 if none; *how says which.
 * next_token would skip it silently and shift every later action onto the
 * wrong seat (issue 24: "c,,c" read as "c,c"). */
static int empty_action(const char *text, const char **how)
{
    int actions = 0, commas = 0;
    bool piece = false, in_token = false;   /* the piece since the last comma holds an action */
    for (const char *p = text;; p++) {
        if (*p == ',' || *p == '\0') {
            if (!piece && (*p == ',' || commas > 0)) {
                *how = commas == 0 ? "a comma at the start" : *p ? "two commas with nothing between"
                                                                 : "a comma at the end";
                return actions + 1;
            }
            if (!*p)
                return 0;
            commas++;
            piece = in_token = false;
        } else if (strchr(" \t|", *p)) {
            in_token = false;
        } else if (!in_token) {
            actions++;
            piece = in_token = true;
        }
    }
}

int advise_history_parse(const draw_game *dg, const cfr_game *g, const char *text, const char *drawn, int *idx,
                         int *n, char *why, size_t ws)
{
    (void)dg;
    draw_state s;
    rng gen;
    rng_seed(&gen, 1, 1);   /* any deal: the public tree does not depend on the cards */
    g->root(g->ctx, &s);
    *n = 0;
    char buf[1024], dbuf[256];
    text = text ? text : "";
    drawn = drawn ? drawn : "";
    if (strlen(text) >= sizeof buf || strlen(drawn) >= sizeof dbuf) {
        snprintf(why, ws, "%s: longer than %zu characters", strlen(text) >= sizeof buf ? "history" : "drawn",
                 strlen(text) >= sizeof buf ? sizeof buf - 1 : sizeof dbuf - 1);
        return TALON_E_PARSE;
    }
    const char *how;
    int e = empty_action(text, &how);
    if (e) {
        snprintf(why, ws, "history: action %d is empty (%s)", e, how);
        return TALON_E_PARSE;
    }
    if ((e = empty_action(drawn, &how)) != 0) {
        snprintf(why, ws, "drawn: count %d is empty (%s)", e, how);
        return TALON_E_PARSE;
    }
    strcpy(buf, text);
    strcpy(dbuf, drawn);
    char *p = buf, *dp = dbuf, *tok;
    int i = 0, di = 0;
    while ((tok = next_token(&p)) != NULL) {
        char where[40];
        snprintf(where, sizeof where, "history: action %d", ++i);
        code c;
        int rc = code_parse(tok, &c, where, why, ws);
        if (rc == TALON_OK && drawn[0] && c.kind == 'd') {
            snprintf(why, ws, "%s '%s': the draw counts are given by --drawn, not in the history", where, tok);
            rc = TALON_E_PARSE;
        }
        if (rc == TALON_OK)
            rc = apply_drawn(g, &s, &gen, &dp, &di, idx, n, why, ws);
        if (rc == TALON_OK)
            rc = apply(g, &s, &gen, tok, c, where, idx, n, why, ws);
        if (rc != TALON_OK)
            return rc;
    }
    int rc = apply_drawn(g, &s, &gen, &dp, &di, idx, n, why, ws);
    int left = 0;
    while (rc == TALON_OK && next_token(&dp))
        left++;
    if (left && di == 0)
        snprintf(why, ws, "drawn: the history does not reach the draw (the betting of round 1 is not over)");
    else if (left)
        snprintf(why, ws, "drawn: %d counts, but %d players drew", di + left, di);
    return left ? TALON_E_PARSE : rc;
}

/* ---- the Monte Carlo ---------------------------------------------------------------- */

#define SLOTS (CFR_MAX_ACTIONS + 1)   /* the actions, then the spot's value */

typedef struct ctx {
    const cfr_game *g;
    const draw_game *dg;
    const profile *pf;
    int seat, nact, nidx;
    int idx[DRAW_HIST_MAX];
    uint64_t hand;
    uint64_t served;           /* 0: the hand itself (advise_params.served) */
    bool post;                 /* the spot is in round 2 */
    bool has_freq;
    double freq[CFR_MAX_ACTIONS];
} ctx;

typedef struct acc {
    uint64_t n, used, decisions, missing;
    double sw, sw2;
    double swu[SLOTS], sw2u[SLOTS], sw2u2[SLOTS];
    double umin[SLOTS], umax[SLOTS];
} acc;

/* The strategy at s: the file's probabilities at the key the game computes
 * (profile.h); false when the file lacks the set (p is then the profile's
 * fallback's play, or its passive default: check, else call). */
static bool policy(const ctx *c, const void *s, double p[CFR_MAX_ACTIONS], int *n)
{
    return profile_action_probs(c->pf, s, p, n) != PROFILE_DEFAULT;
}

static int sample_action(const double *p, int n, rng *gen)
{
    double u = rng_double(gen), cum = 0;
    for (int a = 0; a < n - 1; a++) {
        cum += p[a];
        if (u < cum)
            return a;
    }
    return n - 1;
}

/* Chance at s; in a round-2 spot the hero's final hand replaces the serve's.
 * false: the serve gave another player one of the hero's cards. */
static bool chance(const ctx *c, void *s, rng *gen)
{
    while (c->g->node(c->g->ctx, s) == CFR_CHANCE) {
        c->g->chance_sample(c->g->ctx, s, gen);
        if (c->post && draw_game_set_final(c->dg, s, c->seat, c->hand) != TALON_OK)
            return false;
    }
    return true;
}

/* Everyone follows the equilibrium from s to the end: the hero's gain. */
static double rollout(const ctx *c, draw_state *s, rng *gen, acc *t)
{
    const cfr_game *g = c->g;
    int who;
    while ((who = g->node(g->ctx, s)) != CFR_TERMINAL) {
        if (who == CFR_CHANCE) {
            g->chance_sample(g->ctx, s, gen);
            continue;
        }
        double p[CFR_MAX_ACTIONS];
        int n;
        t->decisions++;
        t->missing += !policy(c, s, p, &n);
        g->act(g->ctx, s, sample_action(p, n, gen));
    }
    double u[CFR_MAX_PLAYERS];
    g->payoff(g->ctx, s, u);
    return u[c->seat];
}

/* One deal replayed to the spot: its weight (0: impossible). */
static double replay(const ctx *c, draw_state *s, rng *gen)
{
    const cfr_game *g = c->g;
    g->root(g->ctx, s);
    draw_game_deal_fixed(c->dg, s, c->seat, c->served ? c->served : c->hand, gen);
    double w = 1;
    for (int i = 0; i < c->nidx; i++) {
        if (!chance(c, s, gen))
            return 0;
        if (g->node(g->ctx, s) != c->seat) {
            double p[CFR_MAX_ACTIONS];
            int n;
            policy(c, s, p, &n);   /* a set the file lacks: the default, as in the continuation */
            w *= p[c->idx[i]];
            if (w == 0)
                return 0;
        }
        g->act(g->ctx, s, c->idx[i]);
    }
    return chance(c, s, gen) ? w : 0;
}

static void add(acc *t, int k, double w, double u)
{
    t->swu[k] += w * u;
    t->sw2u[k] += w * w * u;
    t->sw2u2[k] += w * w * u * u;
    if (t->used == 1 || u < t->umin[k])
        t->umin[k] = u;
    if (t->used == 1 || u > t->umax[k])
        t->umax[k] = u;
}

static void play(void *va, uint64_t n, rng *gen, const void *vc)
{
    acc *t = va;
    const ctx *c = vc;
    for (uint64_t i = 0; i < n; i++) {
        t->n++;
        draw_state s;
        double w = replay(c, &s, gen);
        if (w == 0)
            continue;
        t->used++;
        t->sw += w;
        t->sw2 += w * w;
        double v = 0;
        for (int a = 0; a < c->nact; a++) {
            draw_state x = s;
            c->g->act(c->g->ctx, &x, a);
            double u = rollout(c, &x, gen, t);
            add(t, a, w, u);
            v += c->has_freq ? c->freq[a] * u : 0;
        }
        add(t, CFR_MAX_ACTIONS, w, v);
    }
}

static void merge(void *vi, const void *vf, const void *vc)
{
    (void)vc;
    acc *t = vi;
    const acc *f = vf;
    if (!f->used)
        return;
    for (int k = 0; k < SLOTS; k++) {
        t->umin[k] = t->used && t->umin[k] < f->umin[k] ? t->umin[k] : f->umin[k];
        t->umax[k] = t->used && t->umax[k] > f->umax[k] ? t->umax[k] : f->umax[k];
        t->swu[k] += f->swu[k];
        t->sw2u[k] += f->sw2u[k];
        t->sw2u2[k] += f->sw2u2[k];
    }
    t->n += f->n;
    t->used += f->used;
    t->decisions += f->decisions;
    t->missing += f->missing;
    t->sw += f->sw;
    t->sw2 += f->sw2;
}

/* Slot k's weighted mean and 95% interval (delta method). */
static void estimate(const acc *t, int k, double *m, double *lo, double *hi, bool *exact)
{
    *m = t->swu[k] / t->sw;
    *exact = t->umin[k] == t->umax[k];
    if (*exact) {
        *m = *lo = *hi = t->umin[k];
        return;
    }
    double num = t->sw2u2[k] - 2 * *m * t->sw2u[k] + *m * *m * t->sw2;
    double hw = 1.959963984540054 * sqrt(num > 0 ? num : 0) / t->sw;
    *lo = *m - hw;
    *hi = *m + hw;
}

/* ---- the run -------------------------------------------------------------------------- */

void advise_params_init(advise_params *p, int players, const rules *r)
{
    memset(p, 0, sizeof *p);
    draw_params_default(&p->game, players, r);
    mc_config_init(&p->mc);
}

/* The state at the spot from the deal seeded by `seed`; false when its
 * serve gave another player one of the hero's final cards. */
static bool reach(const ctx *c, draw_state *s, uint64_t seed)
{
    const cfr_game *g = c->g;
    rng gen;
    rng_seed(&gen, seed, 1);
    g->root(g->ctx, s);
    draw_game_deal_fixed(c->dg, s, c->seat, c->served ? c->served : c->hand, &gen);
    for (int i = 0; i < c->nidx; i++) {
        if (!chance(c, s, &gen))
            return false;
        g->act(g->ctx, s, c->idx[i]);
    }
    return chance(c, s, &gen);
}

/* The served hand against the spot (s: the state at the hero's turn, its
 * round in c->post): before the draw there is none to give; after it, the
 * recall abstraction needs it, and the final hand must be the keep rule's
 * cards from it plus new ones. */
static int served_check(const ctx *c, const draw_state *s, char *why, size_t ws)
{
    const draw_params *dp = draw_game_params(c->dg);
    char a[CARD_STR_MAX], b[CARD_STR_MAX];
    if (!c->post && c->served && c->served != c->hand)
        return err_why(why, ws, TALON_E_PARSE, "served: the spot is before the draw, where the hand given is the "
                       "hand served: --served is for a spot after the draw");
    if (!c->post || !c->served) {
        if (c->post && dp->abstraction == DRAW_ABS_RECALL)
            return err_why(why, ws, TALON_E_PARSE, "after the draw this file's sets hold the class of the hand "
                           "served: give the five cards he was served (talon advise --served CARDS)");
        return TALON_OK;
    }
    uint64_t keep = draw_game_keep(c->dg, c->served, s->ndraw[c->seat]);
    if ((c->hand & keep) != keep) {
        card_format(keep, CARD_EN, a, sizeof a);
        return err_why(why, ws, TALON_E_PARSE, "served: drawing %d, the game's keep rule keeps %s, which the final "
                       "hand does not hold all of", s->ndraw[c->seat], a);
    }
    uint64_t again = c->hand & c->served & ~keep;
    if (again) {
        card_format(again, CARD_EN, b, sizeof b);
        return err_why(why, ws, TALON_E_PARSE, "served: the final hand holds %s, which he discarded", b);
    }
    return TALON_OK;
}

/* The spot: the hero's set, its name, the chips, the frequencies. */
static int spot(ctx *c, advise_report *rep)
{
    const cfr_game *g = c->g;
    draw_state s;
    reach(c, &s, 1);   /* first without the final hand: which round is it? */
    int who = g->node(g->ctx, &s);
    if (who == CFR_TERMINAL) {
        snprintf(rep->why, sizeof rep->why, "history: the deal is over after it: nobody acts");
        return TALON_E_PARSE;
    }
    if (who != c->seat && c->nidx == 0) {
        snprintf(rep->why, sizeof rep->why, "history: none given, so position 1 speaks, not position %d (give the "
                 "actions before his turn, e.g. --history %s)", c->seat + 1, c->seat == 1 ? "c" : "c,c");
        return TALON_E_PARSE;
    }
    if (who != c->seat) {
        snprintf(rep->why, sizeof rep->why, "history: after it position %d speaks, not position %d", who + 1,
                 c->seat + 1);
        return TALON_E_PARSE;
    }
    c->post = s.phase == DRAW_PH_BET2;
    int rc = served_check(c, &s, rep->why, sizeof rep->why);
    if (rc != TALON_OK)
        return rc;
    /* The key needs the hero's final hand: a deal whose serve leaves it free
     * (all but a few are; the key does not depend on the others' cards). */
    for (uint64_t seed = 2; c->post && !reach(c, &s, seed); seed++)
        if (seed > 100000) {
            snprintf(rep->why, sizeof rep->why, "no deal reaches this spot with the hand");
            return TALON_E_RANGE;
        }
    rep->phase = s.phase;
    rep->key = g->infoset(g->ctx, &s);
    g->infoset_name(g->ctx, &s, rep->infoset, sizeof rep->infoset);
    rep->cls = s.phase == DRAW_PH_BET2 ? s.bucket[c->seat] : s.pre[c->seat];
    if (s.phase == DRAW_PH_BET2)
        draw_game_bucket_name(c->dg, rep->cls, rep->cls_name, sizeof rep->cls_name);
    else
        draw_game_class_name(c->dg, rep->cls, rep->cls_name, sizeof rep->cls_name);
    for (int i = 0; i < rep->players; i++)
        rep->pot += s.contrib[i];
    rep->in = s.contrib[c->seat];
    rep->to_call = s.bet - s.contrib[c->seat];
    c->nact = rep->nact = g->actions(g->ctx, &s);
    for (int a = 0; a < c->nact; a++) {
        g->action_name(g->ctx, &s, a, rep->act[a].name, sizeof rep->act[a].name);
        code_of(g, &s, a, rep->act[a].code, sizeof rep->act[a].code);
    }
    int n;
    double p[CFR_MAX_ACTIONS];
    if (policy(c, &s, p, &n)) {
        c->has_freq = rep->has_freq = true;
        /* quads or better never fold (never.h's rule, by the hand itself: the set's bucket or class may hold
           weaker hands, and a file's rare set may fold them): the fold goes to the call */
        const rules *rl = &draw_game_params(c->dg)->r;
        enum eval_cat cat = eval_category(rl, eval5(rl, c->hand));
        int fold = -1, call = -1;
        for (int a = 0; a < n; a++) {
            fold = strcmp(rep->act[a].name, "fold") == 0 ? a : fold;
            call = strcmp(rep->act[a].name, "call") == 0 ? a : call;
        }
        if ((cat == EVAL_QUADS || cat == EVAL_STRAIGHT_FLUSH) && fold >= 0 && call >= 0 && p[fold] > 0) {
            rep->file_fold = p[fold];
            p[call] += p[fold];
            p[fold] = 0;
        }
        for (int a = 0; a < n; a++)
            c->freq[a] = rep->act[a].freq = p[a];
    }
    return TALON_OK;
}

static int check_params(const advise_params *p, advise_report *rep)
{
    const rules *r = &p->game.r;
    if (p->seat < 0 || p->seat >= p->game.players) {
        snprintf(rep->why, sizeof rep->why, "position %d is outside 1..%d", p->seat + 1, p->game.players);
        return TALON_E_RANGE;
    }
    if (card_count(p->hand) != 5 || (p->hand & ~r->deck)) {
        snprintf(rep->why, sizeof rep->why, "the hand must be five cards of the %d-card deck", r->deck_size);
        return TALON_E_RANGE;
    }
    if (!p->solution) {
        snprintf(rep->why, sizeof rep->why, "no solution file");
        return TALON_E_IO;
    }
    return TALON_OK;
}

/* The Monte Carlo over the hidden cards, into rep. */
static int simulate(const advise_params *p, ctx *c, advise_report *rep)
{
    mc_sim sim = {.acc_size = sizeof(acc), .play = play, .merge = merge, .ctx = c};
    mc_config cfg = p->mc;
    if (!cfg.trials)
        cfg.trials = ADVISE_TRIALS_DEFAULT;
    cfg.precision = 0;
    acc *t = calloc(1, sizeof *t);
    if (!t)
        return TALON_E_NOMEM;
    int rc = mc_run(&sim, &cfg, t, NULL);
    if (rc == TALON_OK && t->used == 0) {
        snprintf(rep->why, sizeof rep->why,
                 "the equilibrium never plays this history: none of %llu deals has weight > 0",
                 (unsigned long long)t->n);
        rc = TALON_E_RANGE;
    }
    if (rc == TALON_OK) {
        rep->trials = t->n;
        rep->used = t->used;
        rep->ess = t->sw * t->sw / t->sw2;
        rep->decisions = t->decisions;
        rep->missing = t->missing;
        for (int a = 0; a < c->nact; a++) {
            advise_action *x = &rep->act[a];
            estimate(t, a, &x->ev, &x->lo, &x->hi, &x->exact);
        }
        bool ex;
        if (c->has_freq)
            estimate(t, CFR_MAX_ACTIONS, &rep->value, &rep->value_lo, &rep->value_hi, &ex);
    }
    free(t);
    return rc;
}

static int run_game(const advise_params *p, const draw_game *dg, const cfr_game *g, advise_report *rep)
{
    char desc[400];
    snprintf(rep->game_id, sizeof rep->game_id, "draw: %s", draw_game_describe(dg, desc, sizeof desc));
    ctx *c = calloc(1, sizeof *c);
    if (!c)
        return TALON_E_NOMEM;
    *c = (ctx){.g = g, .dg = dg, .seat = p->seat, .hand = p->hand, .served = p->served};
    profile *pf = NULL;
    int rc = profile_file(&pf, dg, g, p->solution, "equilibrium", rep->why, sizeof rep->why);
    if (rc == TALON_OK && p->fallback) {
        profile *fb = NULL;
        rc = p->fallback(dg, g, &p->mc, &fb);
        if (rc == TALON_OK)
            rc = profile_set_fallback(pf, fb);
        if (rc != TALON_OK)
            snprintf(rep->why, sizeof rep->why, "the play where the file lacks a set cannot be set up: %s",
                     err_str(rc));
    }
    if (rc == TALON_OK)
        rc = advise_history_parse(dg, g, p->history, p->drawn, c->idx, &c->nidx, rep->why, sizeof rep->why);
    if (rc == TALON_OK) {
        c->pf = pf;
        rc = spot(c, rep);
    }
    if (rc == TALON_OK)
        rc = simulate(p, c, rep);
    profile_free(pf);
    free(c);
    return rc;
}

/* The game: the caller's players and rules, the file's other conventions
 * (sizes, raises, draw, abstraction, buckets: its game line), so that a
 * file solved with other sizes is read as it was solved; a file that cannot
 * be read, or whose players or rules differ, is refused in the words talon
 * duel uses (profile_file_game, profile_file_fits). */
static int game_of(const advise_params *p, draw_params *gp, advise_report *rep)
{
    draw_params fp;
    *gp = p->game;
    const rules *r = &p->game.r;
    int rc = profile_file_game(p->solution, &fp, rep->why, sizeof rep->why);
    if (rc == TALON_OK)
        rc = profile_file_fits(p->solution, &fp, p->game.players, r->deck_size, r->ace_low, (int)r->order, rep->why,
                               sizeof rep->why);
    if (rc != TALON_OK)
        return rc;
    memcpy(gp->open_sizes, fp.open_sizes, sizeof gp->open_sizes);
    memcpy(gp->raise_sizes, fp.raise_sizes, sizeof gp->raise_sizes);
    gp->n_open = fp.n_open;
    gp->n_raise = fp.n_raise;
    gp->max_raises = fp.max_raises;
    gp->max_draw = fp.max_draw;
    gp->draw_fixed = fp.draw_fixed;
    gp->fixed = fp.fixed;
    gp->abstraction = fp.abstraction;
    gp->post_buckets = fp.post_buckets;
    gp->post_power = fp.post_power;
    gp->quads_apart = fp.quads_apart;
    gp->history = fp.history;
    return TALON_OK;
}

int advise_run(const advise_params *p, advise_report *rep)
{
    memset(rep, 0, sizeof *rep);
    rep->players = p->game.players;
    rep->seat = p->seat;
    int rc = check_params(p, rep);
    if (rc != TALON_OK)
        return rc;
    draw_game *dg;
    cfr_game g;
    draw_params gp;
    rc = game_of(p, &gp, rep);
    if (rc != TALON_OK)
        return rc;
    rc = draw_game_init(&dg, &gp, &g);
    if (rc != TALON_OK) {
        snprintf(rep->why, sizeof rep->why, "the draw game cannot be built: %s (players %d, deck %d)",
                 err_str(rc), p->game.players, p->game.r.deck_size);
        return rc;
    }
    rc = run_game(p, dg, &g, rep);
    if (rc != TALON_OK && !rep->why[0])
        snprintf(rep->why, sizeof rep->why, "%s", err_str(rc));
    draw_game_free(dg);
    return rc;
}

int advise_locate(const draw_game *dg, const cfr_game *g, int seat, uint64_t hand, uint64_t served,
                  const char *history, const char *drawn, uint64_t *key, char *why, size_t ws)
{
    ctx *c = calloc(1, sizeof *c);
    if (!c)
        return err_why(why, ws, TALON_E_NOMEM, "out of memory");
    *c = (ctx){.g = g, .dg = dg, .seat = seat, .hand = hand, .served = served};
    int rc = advise_history_parse(dg, g, history, drawn, c->idx, &c->nidx, why, ws);
    draw_state s;
    if (rc == TALON_OK) {
        reach(c, &s, 1);
        if (g->node(g->ctx, &s) != seat)
            rc = err_why(why, ws, TALON_E_PARSE, "history: it does not end where position %d speaks", seat + 1);
    }
    if (rc == TALON_OK) {
        c->post = s.phase == DRAW_PH_BET2;
        rc = served_check(c, &s, why, ws);
    }
    for (uint64_t seed = 2; rc == TALON_OK && c->post && !reach(c, &s, seed); seed++)
        if (seed > 100000)
            rc = err_why(why, ws, TALON_E_RANGE, "no deal reaches this spot with the hand");
    if (rc == TALON_OK)
        *key = g->infoset(g->ctx, &s);
    free(c);
    return rc;
}
