/* pots_replay.c - a whole hand of `talon pots` as one library call: the
 * betting replayed action by action (pots_game), the contributions checked,
 * the pots cut and awarded.  It was the body of cmd_pots; the CLI now only
 * parses the options and prints h.  The order of the checks is the order of
 * the messages a user meets (betting first, then the contributions, then
 * the showdown), so the first problem in the input is the one reported.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "pots_replay.h"

/* Replay the actions on top of the blinds; the players' contributions and
 * folds end up in h->p. */
static int replay_actions(pots_hand *h, const char *actions, char *why, size_t whysize)
{
    int rc = pots_game_init(&h->g, h->p, h->n, h->sb, h->bb, why, whysize);
    if (rc != TALON_OK)
        return rc;
    pots_action acts[POTS_MAX_ACTIONS];
    int na, bad;
    rc = pots_parse_actions(actions, h->p, h->n, acts, &na, &bad, why, whysize);
    if (rc != TALON_OK)
        return rc;
    char inner[320];   /* the size cmd_pots always gave pots_game_act */
    int k = 0;   /* actions so far, the street marks not counted: the user's numbering */
    for (int i = 0; i < na; i++) {
        if (acts[i].verb != POTS_NEXT)
            k++;
        rc = pots_game_act(&h->g, &acts[i], &h->steps[h->nsteps], inner, sizeof inner);
        if (rc != TALON_OK) {
            if (why && acts[i].verb == POTS_NEXT)
                snprintf(why, whysize, "--actions: after action %d: %s", k, inner);
            else if (why)
                snprintf(why, whysize, "--actions: action %d is illegal: %s", k, inner);
            return rc;
        }
        h->nsteps++;
    }
    memcpy(h->p, h->g.p, sizeof h->p[0] * (size_t)h->n);
    return TALON_OK;
}

/* Who wins: the showdown order, or the last player in once the betting is over. */
static int settle(pots_hand *h, const char *showdown, char *why, size_t whysize)
{
    int rank[POTS_MAX_PLAYERS];
    if (showdown) {
        if (h->betting && h->g.to_act >= 0) {
            if (why)
                snprintf(why, whysize, "--showdown: the betting is not over, %s is to act", h->g.p[h->g.to_act].name);
            return TALON_E_INVAL;
        }
        int rc = pots_parse_showdown(showdown, h->p, h->n, rank, why, whysize);
        if (rc != TALON_OK)
            return rc;
        h->award = h->showdown = true;
    } else if (h->live == 1 && (!h->betting || h->g.to_act < 0)) {
        for (int i = 0; i < h->n; i++)
            rank[i] = i == h->last ? 0 : -1;
        h->award = true;
    }
    if (h->award && pots_award(h->p, h->n, rank, &h->res) != TALON_OK) {
        if (why)
            snprintf(why, whysize, "cannot award the pots (internal error)");
        return POTS_E_INTERNAL;
    }
    return TALON_OK;
}

int pots_replay(pots_hand *h, const pots_player *p, int n, int64_t sb, int64_t bb, const char *actions,
                const char *showdown, char *why, size_t whysize)
{
    if (!h || !p || n < 0 || n > POTS_MAX_PLAYERS)
        return TALON_E_INVAL;
    memset(h, 0, sizeof *h);
    h->n = n;
    memcpy(h->p, p, sizeof p[0] * (size_t)n);
    h->sb = sb;
    h->bb = bb;
    h->betting = actions != NULL;
    h->last = -1;
    int rc = h->betting ? replay_actions(h, actions, why, whysize) : pots_check(h->p, n, sb, bb, why, whysize);
    if (rc == TALON_OK)
        rc = pots_check(h->p, n, 0, 0, why, whysize);
    if (rc != TALON_OK)
        return rc;
    if (pots_split(h->p, n, &h->res) != TALON_OK) {
        if (why)
            snprintf(why, whysize, "the pots do not add up to the contributions (internal error)");
        return POTS_E_INTERNAL;
    }
    for (int i = 0; i < n; i++)
        if (!h->p[i].folded) {
            h->live++;
            h->last = i;
        }
    return settle(h, showdown, why, whysize);
}
