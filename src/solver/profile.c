/* profile.c - strategy profiles for the draw game (profile.h).
 *
 * A file profile is a loaded cfr_strategy plus the game's infoset callback:
 * one hash look-up per decision.  A rule profile reads the acting seat's
 * own cards from the public draw_state (served hand before the draw, final
 * hand after it) and the public history (who opened, at what size); it
 * never looks at another seat's cards, so it is a real strategy of the
 * game, only not one the abstraction's keys could express.  Both are
 * immutable after construction: profile_action_probs is a pure function of
 * (profile, state), which is what lets the duel run on any number of
 * threads with bit-identical results.
 */
#include "profile.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfr.h"
#include "dclass.h"
#include "err.h"

struct profile {
    enum profile_kind kind;
    char name[PROFILE_NAME_MAX];
    const draw_game *dg;
    cfr_game g;
    cfr_strategy *st;            /* PROFILE_FILE */
    profile_rules_data d;        /* PROFILE_RULES */
    strategy_plan plan;          /* d.draw (or the article preset for a file's default draw) bound to the rules */
    int a_pot, a_half;           /* action index of the game's size nearest 1 and 0.5 pot (1 + size index) */
    profile *fallback;           /* PROFILE_FILE: plays the sets the file lacks (owned), or NULL */
};

/* 1 + the index of the size nearest x (action 0 is check). */
static int nearest_size(const double *v, int n, double x)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (fabs(v[i] - x) < fabs(v[best] - x))
            best = i;
    return 1 + best;
}

static int profile_new(profile **out, const draw_game *dg, const cfr_game *g, enum profile_kind kind,
                       const char *name, const strategy *draw)
{
    *out = NULL;
    profile *pf = calloc(1, sizeof *pf);
    if (!pf)
        return TALON_E_NOMEM;
    const draw_params *p = draw_game_params(dg);
    pf->kind = kind;
    snprintf(pf->name, sizeof pf->name, "%s", name ? name : "");
    pf->dg = dg;
    pf->g = *g;
    pf->a_pot = nearest_size(p->open_sizes, p->n_open, 1.0);
    pf->a_half = nearest_size(p->open_sizes, p->n_open, 0.5);
    strategy art;
    if (!draw) {
        strategy_preset("article", &art);
        draw = &art;
    }
    int rc = strategy_plan_init(&pf->plan, draw, &p->r);
    if (rc != TALON_OK) {
        free(pf);
        return rc;
    }
    *out = pf;
    return TALON_OK;
}

/* The game line of a strategy file (either format), without "game: ". */
static int read_game_line(const char *path, char *buf, size_t size, char *why, size_t why_size)
{
    strat_data *d;
    int rc = strat_read(path, STRAT_READ_HEADER, &d, why, why_size);
    if (rc != TALON_OK)
        return rc;
    snprintf(buf, size, "%s", d->game);
    strat_free(d);
    return TALON_OK;
}

int profile_file_game(const char *path, draw_params *p, char *why, size_t why_size)
{
    char line[600], msg[400];
    strategy fixed;
    int rc = read_game_line(path, line, sizeof line, why, why_size);
    if (rc != TALON_OK)
        return rc;
    if (strncmp(line, "draw: ", 6) != 0) {
        snprintf(why, why_size, "%s: not a draw-game strategy (game: %.200s)", path, line);
        return TALON_E_INVAL;
    }
    rc = draw_params_parse(line + 6, p, &fixed, msg, sizeof msg);
    if (rc != TALON_OK) {
        snprintf(why, why_size, "%s: %s", path, msg);
        return rc;
    }
    if (p->draw_fixed) {   /* p must not point into this frame: the article preset is the NULL default */
        if (strcmp(fixed.name, "article") != 0) {
            snprintf(why, why_size, "%s: its draw is fixed by strategy '%s', which the duel cannot rebuild", path,
                     fixed.name);
            return TALON_E_INVAL;
        }
        p->fixed = NULL;
    }
    return TALON_OK;
}

int profile_file_fits(const char *path, const draw_params *fp, int players, int deck, int ace_low, int order,
                      char *why, size_t why_size)
{
    const rules *r = &fp->r;
    char a[64] = "", b[64] = "";
    int field = 0;
    if (players >= 0 && players != fp->players) {
        field = 1;
        snprintf(a, sizeof a, "draw poker: %d players", fp->players);
        snprintf(b, sizeof b, "draw poker: %d players", players);
    } else if (deck >= 0 && deck != r->deck_size) {
        field = 2;
        snprintf(a, sizeof a, "%d cards", r->deck_size);
        snprintf(b, sizeof b, "%d cards", deck);
    } else if (ace_low >= 0 && (ace_low != 0) != r->ace_low) {
        field = 3;
        snprintf(a, sizeof a, "ace-low %s", r->ace_low ? "on" : "off");
        snprintf(b, sizeof b, "ace-low %s", ace_low ? "on" : "off");
    } else if (order >= 0 && (enum rules_order)order != r->order) {
        field = 4;
        snprintf(a, sizeof a, "%s", rules_order_name(r->order));
        snprintf(b, sizeof b, "%s", rules_order_name((enum rules_order)order));
    }
    if (!field)
        return TALON_OK;
    snprintf(why, why_size, "%s was solved for another game: field %d: '%s' in the file, '%s' in the game asked", path,
             field, a, b);
    return TALON_E_INVAL;
}

int profile_file(profile **out, const draw_game *dg, const cfr_game *g, const char *path, const char *name,
                 char *why, size_t why_size)
{
    char dummy[8];
    if (!why) {
        why = dummy;
        why_size = sizeof dummy;
    }
    *out = NULL;
    char desc[400], id[512];
    snprintf(id, sizeof id, "draw: %s", draw_game_describe(dg, desc, sizeof desc));
    cfr_strategy *st;
    int rc = cfr_strategy_load(path, id, &st, why, why_size);
    if (rc == TALON_E_INVAL) {
        char line[600], diff[400];
        char w[STRAT_WHY_MAX];
        if (read_game_line(path, line, sizeof line, w, sizeof w) == TALON_OK) {
            /* the lines without their "draw: ", so that field 1 reads as profile_file_fits writes it */
            draw_game_line_diff(line + 6 * (strncmp(line, "draw: ", 6) == 0), id + 6, "file", "game asked", diff,
                                sizeof diff);
            snprintf(why, why_size, "%s was solved for another game: %s", path, diff);
        }
    }
    if (rc != TALON_OK)
        return rc;
    rc = profile_new(out, dg, g, PROFILE_FILE, name ? name : path, NULL);
    if (rc != TALON_OK) {
        cfr_strategy_free(st);
        return rc;
    }
    (*out)->st = st;
    return TALON_OK;
}

int profile_data(profile **out, const draw_game *dg, const cfr_game *g, const strat_data *d, const char *name)
{
    cfr_strategy *st;
    int rc = cfr_strategy_view(d, &st);
    if (rc != TALON_OK)
        return rc;
    rc = profile_new(out, dg, g, PROFILE_FILE, name ? name : "", NULL);
    if (rc != TALON_OK) {
        cfr_strategy_free(st);
        return rc;
    }
    (*out)->st = st;
    return TALON_OK;
}

int profile_rebind(profile *pf, const strat_data *d)
{
    if (!pf || !d || pf->kind != PROFILE_FILE)
        return TALON_E_INVAL;
    cfr_strategy *st;
    int rc = cfr_strategy_view(d, &st);
    if (rc != TALON_OK)
        return rc;
    cfr_strategy_free(pf->st);
    pf->st = st;
    return TALON_OK;
}

int profile_rules(profile **out, const draw_game *dg, const cfr_game *g, const profile_rules_data *d)
{
    if (!out || !dg || !g || !d)
        return TALON_E_INVAL;
    *out = NULL;
    const double t[] = {d->bet_min, d->call_min, d->raise_min, d->bluff_below, d->bluff_prob};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!(t[i] >= 0 && t[i] <= 1))
            return TALON_E_RANGE;
    if (strategy_check(&d->draw) != TALON_OK)
        return TALON_E_RANGE;
    int rc = profile_new(out, dg, g, PROFILE_RULES, d->name, &d->draw);
    if (rc == TALON_OK)
        (*out)->d = *d;
    return rc;
}

/* One action with probability 1. */
static void pure(double p[CFR_MAX_ACTIONS], int n, int a)
{
    for (int i = 0; i < n; i++)
        p[i] = 0;
    p[a] = 1;
}

/* The draw node: the drawing strategy's count (its forced play when it
 * would fold), capped by the node (n - 1 cards at most). */
static int draw_action(const profile *pf, const draw_state *s, int n)
{
    strategy_play play;
    strategy_decide(&pf->plan, s->served[s->actor], &play);
    return play.draw < n - 1 ? play.draw : n - 1;
}

/* Round 1 with the rules: see profile.h. */
static int round1(const profile *pf, const draw_state *s, int n)
{
    const profile_rules_data *d = &pf->d;
    const draw_params *gp = draw_game_params(pf->dg);
    const int me = s->actor;
    uint32_t c = 1u << dclass_of(&gp->r, s->served[me]);
    if (!s->opened) {
        /* A game with one opening size: the column of that size alone (a
         * pot-only game must not open the half-pot column's hands at pot). */
        if (gp->n_open == 1)
            return (d->open_mask[me][gp->open_sizes[0] >= 0.75 ? PROFILE_POT : PROFILE_HALF] & c) ? 1 : 0;
        if (d->open_mask[me][PROFILE_POT] & c)
            return pf->a_pot;
        return (d->open_mask[me][PROFILE_HALF] & c) ? pf->a_half : 0;
    }
    if (s->raises > 0)
        return (d->raise_mask & c) ? 1 : 0;
    if ((d->raise_mask & c) && n > 2)
        return 2;
    /* Round 1 starts at history 0 and every seat is in until the opening,
     * so the opener's seat is the number of checks before his byte. */
    int opener = 0;
    while (opener < s->nhist && (s->hist[opener] & 0xf0) != DRAW_H_OPEN)
        opener++;
    double size = gp->open_sizes[s->hist[opener] & 15];
    int bet = size >= 0.75 ? PROFILE_POT : PROFILE_HALF;
    return (d->call_mask[opener][me][bet] & c) ? 1 : 0;
}

/* Round 2 with the rules: returns the action, or -1 for the bluff's mix. */
static int round2(const profile *pf, const draw_state *s, int n)
{
    const profile_rules_data *d = &pf->d;
    double st = draw_game_strength(pf->dg, s->hand[s->actor]);
    if (!s->opened) {
        if (st >= d->bet_min)
            return pf->a_pot;
        return st < d->bluff_below && d->bluff_prob > 0 ? -1 : 0;
    }
    if (s->raises > 0)
        return st >= d->raise_min ? 1 : 0;
    if (st >= d->raise_min && n > 2)
        return 2;
    return st >= d->call_min ? 1 : 0;
}

int profile_action_probs(const profile *pf, const void *state, double p[CFR_MAX_ACTIONS], int *n)
{
    const draw_state *s = state;
    *n = pf->g.actions(pf->g.ctx, state);
    if (pf->kind == PROFILE_FILE) {
        int m;
        if (cfr_strategy_lookup(pf->st, pf->g.infoset(pf->g.ctx, state), p, &m) == TALON_OK && m == *n)
            return TALON_OK;
        /* a set it lacks: its backoff sets, finest first (backoff.h) */
        for (int level = 1; pf->g.backoff; level++) {
            uint64_t key = pf->g.backoff(pf->g.ctx, state, level);
            if (!key)
                break;
            if (cfr_strategy_lookup(pf->st, key, p, &m) == TALON_OK && m == *n)
                return PROFILE_BACKOFF;
        }
        /* the default: the fallback's play, else check, else call (the
         * article's draw at a draw node) */
        if (pf->fallback)
            profile_action_probs(pf->fallback, state, p, n);
        else
            pure(p, *n, s->phase == DRAW_PH_DRAW ? draw_action(pf, s, *n) : s->opened ? 1 : 0);
        return PROFILE_DEFAULT;
    }
    if (s->phase == DRAW_PH_DRAW) {
        pure(p, *n, draw_action(pf, s, *n));
    } else if (s->phase == DRAW_PH_BET1) {
        pure(p, *n, round1(pf, s, *n));
    } else {
        int a = round2(pf, s, *n);
        if (a >= 0) {
            pure(p, *n, a);
        } else {
            pure(p, *n, 0);
            p[0] = 1 - pf->d.bluff_prob;
            p[pf->a_pot] = pf->d.bluff_prob;
        }
    }
    return TALON_OK;
}

enum profile_kind profile_kind_of(const profile *pf)
{
    return pf->kind;
}

const char *profile_name(const profile *pf)
{
    return pf->name;
}

uint64_t profile_file_sets(const profile *pf)
{
    return pf->kind == PROFILE_FILE ? cfr_strategy_count(pf->st) : 0;
}

int profile_set_fallback(profile *pf, profile *fb)
{
    if (!pf || !fb || pf->kind != PROFILE_FILE || fb->kind != PROFILE_RULES || fb->dg != pf->dg) {
        profile_free(fb);
        return TALON_E_INVAL;
    }
    profile_free(pf->fallback);
    pf->fallback = fb;
    return TALON_OK;
}

void profile_free(profile *pf)
{
    if (!pf)
        return;
    profile_free(pf->fallback);
    cfr_strategy_free(pf->st);
    free(pf);
}
