/* tab_open_eq.h - reading a solved game's thresholds beside the threshold
 * models: the equilibrium column of `talon open` and `talon call` (issue
 * 16, item 2).  tab_equilibrium.h reads the solution (eq_open, eq_call give
 * the pure threshold that plays as often as the equilibrium, on the
 * solver's 51 classes); this module names those classes for people, in
 * English or French, compares them with a threshold on dclass.h's coarse
 * scale (the article's cell, a model's), and states whether a solution
 * meets the quality goal.
 *
 * Usage:
 *     eq_open_table t;                          // eq_open(solution, &t)
 *     int k = t.equiv[pos][size];               // -1: never opens
 *     char buf[64];
 *     open_eq_label(&t.cls, k, t.equiv_frac[pos][size], 0, buf, sizeof buf);   // "AA (18%)"
 *     if (open_eq_compare(&t.cls, k, article_cls) == OPEN_EQ_STRONGER) ...     // the article opens less
 *
 * Pure functions of their arguments: no state, thread-safe, never print.
 */
#ifndef TALON_TAB_OPEN_EQ_H
#define TALON_TAB_OPEN_EQ_H

#include <stdbool.h>
#include <stddef.h>

#include "tab_equilibrium.h"

/* The quality goal of a solution, the one `--model equilibrium` states
 * ("under 0.02 a seat"; issue 15): every seat's best-response gain at most
 * this many antes per deal (a vector file: its exploitability in an
 * independent chance model, scripts/solve's line; a file without gains: the
 * exploitability).  Above it, or without the figure, the outputs say NOT
 * converged. */
#define OPEN_EQ_GOAL 0.02
/* Heads-up, issue 15's goal is on the sum of the two gains: under 0.01. */
#define OPEN_EQ_GOAL_HU 0.01
/* The goal in words, for "NOT converged (the goal: ...)" (lang 1: French). */
#define OPEN_EQ_GOAL_TEXT "every seat's gain at most 0.02 antes a deal, heads-up their sum at most 0.01"
#define OPEN_EQ_GOAL_TEXT_FR \
    "le gain de chaque place au plus 0.02 ante par donne, à deux leur somme au plus 0.01"

/* Whether the file meets the goal above, by its header's figures. */
bool open_eq_converged(const eq_info *in);

/* Class k of c by its short name, with " (NN%)" when freq < 0.95 (the
 * share of the class the threshold takes), " (<1%)" under 0.005:
 * "KK (40%)", "A high", "two pair Q", "pair + flush draw", "trips";
 * k < 0 or out of range: "none".  lang 1: French ("Roi (40%)", "hauteur
 * As", "double paire Dame", "paire + tirage couleur", "brelan", "aucune").
 * Returns buf (always terminated when size > 0). */
const char *open_eq_label(const eq_classes *c, int k, double freq, int lang, char *buf, size_t size);

/* Where a threshold on dclass.h's coarse scale (coarse: a dclass, the
 * article's cell or a model's; -1: none) stands against the equilibrium's
 * pure threshold, class k of c (-1: the equilibrium never plays there):
 *   OPEN_EQ_WEAKER    coarse is a weaker class: it plays more hands
 *   OPEN_EQ_SAME      the same dclass (the equilibrium plays every
 *                     stronger class and all or part of this one)
 *   OPEN_EQ_STRONGER  a stronger class: it plays fewer hands
 *   OPEN_EQ_NONE      coarse is -1 (nothing to compare)
 * A threshold against an equilibrium that never plays is weaker. */
enum open_eq_cmp { OPEN_EQ_NONE = -2, OPEN_EQ_WEAKER = -1, OPEN_EQ_SAME = 0, OPEN_EQ_STRONGER = 1 };
enum open_eq_cmp open_eq_compare(const eq_classes *c, int k, int coarse);

#endif
