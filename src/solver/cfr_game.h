/* cfr_game.h - the contract between a game and the CFR solver (cfr.h).
 *
 * A game is a table of callbacks over an opaque, fixed-size state that the
 * solver copies with memcpy (no pointers into itself, no heap).  The solver
 * never looks inside a state; the game never sees regrets or strategies.
 *
 *     cfr_game g;
 *     kuhn_game_init(&g, &ctx);              // or leduc_, vn1944_, draw_game_init
 *     unsigned char s[g.state_size];
 *     g.root(g.ctx, s);                      // a node before any chance event
 *     while ((who = g.node(g.ctx, s)) != CFR_TERMINAL) {
 *         if (who == CFR_CHANCE) g.chance_sample(g.ctx, s, &rng);
 *         else g.act(g.ctx, s, chosen_action);   // 0 .. g.actions(ctx, s) - 1
 *     }
 *     g.payoff(g.ctx, s, u);                 // u[p] for every player, zero-sum
 *
 * Chance: a game whose chance events are few (Kuhn's 6 deals, Leduc's) lists
 * them with chance_count / chance_apply, and the solver can then enumerate
 * them (exact CFR+ and an exact best response).  A game with too many (a real
 * deal from 32..52 cards) returns 0 from chance_count, and only
 * chance_sample is used (Monte Carlo CFR, a sampled best response).
 *
 * Information sets: infoset(ctx, s) is the key of the acting player's
 * information set: two states get the same key exactly when that player
 * cannot tell them apart under the game's abstraction, and then they have
 * the same number of actions with the same meanings.  Keys must not collide
 * between different sets (a game mixes the seat, the round, the bucket and
 * the public history into the key; the solver stores them in a hash table
 * and treats a collision as a bug).  The key 0 is reserved.
 *
 * Thread safety: ctx is read-only once the game is built and shared by every
 * thread; every callback is a pure function of (ctx, state, rng).  The rng
 * passed in is the solver's, one PCG stream per block of iterations, so a
 * game must draw all its randomness from it (never from a global) for the
 * solver's results to be reproducible to the bit.
 */
#ifndef TALON_CFR_GAME_H
#define TALON_CFR_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rng.h"

#define CFR_MAX_PLAYERS 8
#define CFR_MAX_ACTIONS 16   /* a game with more actions at a node is refused */

enum {
    CFR_TERMINAL = -1,   /* node(): the deal is over, payoff() applies */
    CFR_CHANCE = -2      /* node(): a chance event comes next */
};

typedef struct cfr_game {
    int players;                 /* 2 .. CFR_MAX_PLAYERS */
    size_t state_size;           /* bytes of one state (at most 4096) */
    const void *ctx;             /* the game's parameters, read-only */
    const char *name;            /* "kuhn", "leduc", "vn1944", "draw" */

    /* The state before any chance event or action. */
    void (*root)(const void *ctx, void *s);
    /* Who acts next: a seat 0..players-1, CFR_CHANCE or CFR_TERMINAL. */
    int (*node)(const void *ctx, const void *s);
    /* At a player node: the number of legal actions, 1..CFR_MAX_ACTIONS. */
    int (*actions)(const void *ctx, const void *s);
    /* Apply action a (0 <= a < actions()). */
    void (*act)(const void *ctx, void *s, int a);
    /* At a player node: the acting player's information-set key (not 0). */
    uint64_t (*infoset)(const void *ctx, const void *s);

    /* At a chance node: the number of outcomes when they can be listed
     * (then chance_apply applies outcome k and returns its probability; the
     * probabilities of one node sum to 1), or 0 when they cannot. */
    int (*chance_count)(const void *ctx, const void *s);
    double (*chance_apply)(const void *ctx, void *s, int k);
    /* At a chance node: draw one outcome from g with its true probability. */
    void (*chance_sample)(const void *ctx, void *s, rng *g);

    /* At a terminal node: each player's gain in antes (they sum to 0). */
    void (*payoff)(const void *ctx, const void *s, double u[CFR_MAX_PLAYERS]);

    /* Optional (may be NULL): a short name of action a at this node for the
     * strategy file and the CLI ("check", "open 0.5", "draw 3"...), written
     * into buf (at most size bytes, NUL-terminated). */
    void (*action_name)(const void *ctx, const void *s, int a, char *buf, size_t size);
    /* Optional (may be NULL): a readable name of the acting player's
     * information set ("seat 1, round 1, pair of kings, history c,c"). */
    void (*infoset_name)(const void *ctx, const void *s, char *buf, size_t size);
    /* Optional (may be NULL): at a player node, the key of a coarser set
     * that holds it, level 1 .. (each coarser than the one before), or 0 when
     * the game has no such level there: the backoff sets a strategy file may
     * add (backoff.h) for the sets it lacks.  Such keys never equal a key of
     * infoset(). */
    uint64_t (*backoff)(const void *ctx, const void *s, int level);
    /* Optional (with backoff): the readable name of that coarser set. */
    void (*backoff_name)(const void *ctx, const void *s, int level, char *buf, size_t size);
} cfr_game;

/* The names of the n actions at st, as a strategy file's line holds them:
 * joined by ',', a tab, newline or comma in a name made a space ("a0",
 * "a1"... without action_name), cut at `limit` characters; line has room for
 * 2 x limit + 8 bytes. */
static inline void cfr_action_names(const cfr_game *g, const void *st, int n, char *line, size_t limit)
{
    char an[32];
    size_t k = 0;
    line[0] = 0;
    for (int a = 0; a < n; a++) {
        if (g->action_name)
            g->action_name(g->ctx, st, a, an, sizeof an);
        else
            snprintf(an, sizeof an, "a%d", a);
        for (char *c = an; *c; c++)   /* the file's separators cannot appear in a name */
            if (*c == '\t' || *c == '\n' || *c == ',')
                *c = ' ';
        k += (size_t)snprintf(line + k, 2 * limit + 8 - k, "%s%s", a ? "," : "", an);
        if (k >= limit)
            break;
    }
    line[limit] = 0;
}

/* A set's name line as a strategy file holds it: its n actions' names
 * (cfr_action_names, cut at `limit`), a tab, then `name` (the set's name,
 * shorter than `limit`; "-" when NULL) with its tabs and line breaks made
 * spaces; line has room for 2 x limit + 8 bytes. */
static inline void cfr_set_line(const cfr_game *g, const void *st, int n, const char *name, char *line, size_t limit)
{
    cfr_action_names(g, st, n, line, limit);
    size_t k = strlen(line);
    snprintf(line + k, limit + 1, "\t%s", name ? name : "-");
    for (char *c = line + k + 1; *c; c++)
        if (*c == '\t' || *c == '\n' || *c == '\r')
            *c = ' ';
}

/* The action whose cumulative probability first exceeds u in [0, 1) (the
 * last one with a positive probability when rounding leaves u above the
 * total): how a profile's mix is sampled (talon duel, the real-game best
 * response), so that a zero-probability action is never drawn. */
static inline int cfr_sample_action(const double *p, int n, double u)
{
    double c = 0;
    int last = 0;
    for (int a = 0; a < n; a++) {
        if (p[a] <= 0)
            continue;
        c += p[a];
        last = a;
        if (u < c)
            return a;
    }
    return last;
}

#endif
