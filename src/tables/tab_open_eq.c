/* tab_open_eq.c - names and comparisons for the equilibrium column of
 * talon open and call (tab_open_eq.h).
 *
 * The names are read back from draw_game.c's default class names ("high
 * A", "pair K", "pair + flush draw", "two pair Q", "trips", "straight"...),
 * the ones eq_classes carries: the English short forms are those of
 * `--model equilibrium` (cmd_equilibrium.c), so both outputs name a class
 * alike.  The comparison is on dclass.h's scale, whose numbering is the
 * opening order (nothing < pairs by rank < draw < two pair < ...): a
 * smaller dclass is a weaker threshold.
 */
#include "tab_open_eq.h"

#include <stdio.h>
#include <string.h>

bool open_eq_converged(const eq_info *in)
{
    if (in->has_indep)   /* a vector file (heads-up): its figure in an independent model, the safe side */
        return in->indep_exploitability <= OPEN_EQ_GOAL_HU;
    if (in->players == 2)
        return in->has_exploitability && in->exploitability <= OPEN_EQ_GOAL_HU;
    if (in->has_gain) {   /* every seat's gain within the goal (issue 15's "under 0.02 a seat") */
        for (int i = 0; i < in->players && i < EQ_MAX_SEATS; i++)
            if (in->gain[i] > OPEN_EQ_GOAL)
                return false;
        return true;
    }
    return in->has_exploitability && in->exploitability <= OPEN_EQ_GOAL;
}

const char *open_eq_label(const eq_classes *c, int k, double freq, int lang, char *buf, size_t size)
{
    static const char RANKS[] = "23456789TJQKA";
    static const char *const FR_RANK[13] = {"Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit",
                                            "Neuf", "Dix", "Valet", "Dame", "Roi", "As"};
    static const char *const WORDS[][2] = {
        {"straight flush", "quinte flush"}, {"straight", "quinte"}, {"flush", "couleur"}, {"full", "full"},
        {"quads", "carré"}, {"trips", "brelan"}, {"flush draw", "tirage couleur"},
        {"open draw", "tirage quinte"}, {"sf draw", "tirage quinte flush"}};
    if (size == 0)
        return buf;
    if (k < 0 || k >= c->n) {
        snprintf(buf, size, "%s", lang ? "aucune" : "none");
        return buf;
    }
    const char *n = c->name[k];
    const char *rk = NULL;
    char base[EQ_NAME_MAX + 24];
    if (strncmp(n, "pair ", 5) == 0 && n[5] && !n[6] && (rk = strchr(RANKS, n[5])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "%s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "%c%c", n[5], n[5]);
    } else if (strncmp(n, "high ", 5) == 0 && n[5] && (rk = strchr(RANKS, n[5])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "hauteur %s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "%s high", n + 5);
    } else if (strncmp(n, "two pair ", 9) == 0 && n[9] && (rk = strchr(RANKS, n[9])) != NULL) {
        if (lang)
            snprintf(base, sizeof base, "double paire %s", FR_RANK[rk - RANKS]);
        else
            snprintf(base, sizeof base, "two pair %c", n[9]);
    } else {
        bool pair = strncmp(n, "pair + ", 7) == 0;
        const char *rest = pair ? n + 7 : n, *w = rest;
        for (size_t i = 0; lang && i < sizeof WORDS / sizeof WORDS[0]; i++)
            if (strcmp(rest, WORDS[i][0]) == 0)
                w = WORDS[i][1];
        snprintf(base, sizeof base, "%s%s", pair ? (lang ? "paire + " : "pair + ") : "", w);
    }
    if (freq < 0.005)   /* "(0%)" would read as "none of it": it is some, under one in 200 */
        snprintf(buf, size, "%s (<1%%)", base);
    else if (freq < 0.95)
        snprintf(buf, size, "%s (%.0f%%)", base, 100 * freq);
    else
        snprintf(buf, size, "%s", base);
    return buf;
}

enum open_eq_cmp open_eq_compare(const eq_classes *c, int k, int coarse)
{
    if (coarse < 0)
        return OPEN_EQ_NONE;
    if (k < 0 || k >= c->n)
        return OPEN_EQ_WEAKER;
    int d = c->dclass[k];
    return coarse < d ? OPEN_EQ_WEAKER : coarse > d ? OPEN_EQ_STRONGER : OPEN_EQ_SAME;
}
