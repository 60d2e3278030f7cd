/* rep_call_tidy.c - talon call's tidy table (csv and json; rep_call_tidy.h):
 * one row per model, opener, caller and bet with the estimates that
 * decided the cell, the equilibrium's rows beside them, and the
 * conventions and the solutions' quality as typed fields.  Pure
 * formatting: the figures are the call_report's (tab_open_report.h).
 */
#include <stdio.h>

#include "dclass.h"
#include "labels.h"
#include "rep_call_text.h"
#include "rep_call_tidy.h"
#include "rep_open.h"
#include "tab_call.h"
#include "tab_open_eq.h"
#include "tab_open_report.h"

enum {
    D_DECK, D_ACE, D_PLAYERS, D_MODEL, D_OPENER, D_CALLER, D_BET, D_RANGE, D_OWN, D_THR, D_REACH, D_EXC, D_WIN, D_LO,
    D_HI, D_WEAKER, D_WWIN, D_WLO, D_WHI, D_LEVEL, D_DECIDED, D_FREQ, D_NCOLS
};

static const char *const BET_KEY[OPEN_BETS] = {"pot", "half"};

/* One tidy row: a model, opener, caller and bet. */
static void tidy_row(out_table *t, const call_report *u, int m, int op, int p, int b)
{
    const call_cell *c = &u->calls[m].cell[op][p][b];
    const rules *r = &u->r;
    char key[DCLASS_NAME_MAX], rb[200], ob[200];
    out_row(t);
    out_set_int(t, D_DECK, (uint64_t)u->deck);
    out_set_bool(t, D_ACE, r->ace_low);
    out_set_int(t, D_PLAYERS, (uint64_t)u->P);
    out_set_str(t, D_MODEL, rep_open_model_key(m));
    out_set_int(t, D_OPENER, (uint64_t)op + 1);
    out_set_int(t, D_CALLER, (uint64_t)p + 1);
    out_set_str(t, D_BET, BET_KEY[b]);
    rep_call_mask_text(r, c->range, 0, rb, sizeof rb);
    rep_call_mask_text(r, c->own, 0, ob, sizeof ob);
    out_set_str(t, D_RANGE, rb);
    out_set_str(t, D_OWN, ob);
    out_set_bool(t, D_REACH, c->reachable);
    out_set_num(t, D_LEVEL, c->alpha, "%.6f");
    if (!c->reachable)
        return;
    out_set_str(t, D_THR, c->cls == OPEN_NONE ? "none" : dclass_key(r, c->cls, key, sizeof key));
    out_set_str(t, D_EXC, c->exceptions ? "draw" : "");
    out_set_bool(t, D_DECIDED, c->decided);
    if (c->cls != OPEN_NONE) {
        out_set_num(t, D_WIN, c->at.p, "%.6f");
        out_set_num(t, D_LO, c->at.lo, "%.6f");
        out_set_num(t, D_HI, c->at.hi, "%.6f");
    }
    if (c->weaker != OPEN_NONE) {
        out_set_str(t, D_WEAKER, dclass_key(r, c->weaker, key, sizeof key));
        out_set_num(t, D_WWIN, c->below.p, "%.6f");
        out_set_num(t, D_WLO, c->below.lo, "%.6f");
        out_set_num(t, D_WHI, c->below.hi, "%.6f");
    }
}

/* The equilibrium's row (model "equilibrium"): threshold = the dclass of
 * its pure calling threshold ("none": it never calls), frequency = the
 * share of that class it calls with, decided = the file meets the goal. */
static void tidy_eq_row(out_table *t, const call_report *u, int op, int p, int b)
{
    double f;
    int k = call_eq_col_thr(&u->eq, op, p, b, &f);
    if (k == -2)
        return;
    char key[DCLASS_NAME_MAX];
    out_row(t);
    out_set_int(t, D_DECK, (uint64_t)u->deck);
    out_set_bool(t, D_ACE, u->r.ace_low);
    out_set_int(t, D_PLAYERS, (uint64_t)u->P);
    out_set_str(t, D_MODEL, "equilibrium");
    out_set_int(t, D_OPENER, (uint64_t)op + 1);
    out_set_int(t, D_CALLER, (uint64_t)p + 1);
    out_set_str(t, D_BET, BET_KEY[b]);
    out_set_bool(t, D_REACH, true);
    int d = k >= 0 ? u->eq.t[b].cls.dclass[k] : OPEN_NONE;
    out_set_str(t, D_THR, d == OPEN_NONE ? "none" : dclass_key(&u->r, d, key, sizeof key));
    if (k >= 0)
        out_set_num(t, D_FREQ, f, "%.6f");
    out_set_bool(t, D_DECIDED, u->eq.f[b].converged);
}

/* The cells asked for: opener op, caller p, bet b. */
static bool asked(const rep_open_params *par, const call_report *u, int op, int p, int b)
{
    return op != p && (!par->opener || par->opener == op + 1) && (!par->position || par->position == p + 1) &&
           (par->bet < 0 || par->bet == b) && op < u->P && p < u->P;
}

/* The conventions and the solutions' quality as typed fields (JSON). */
static void tidy_fields(out_table *t, const rep_open_params *par, const call_report *u)
{
    label_conventions(t, &u->r);
    out_field(t, "conventions.players", OUT_INT, "%d", u->P);
    rep_open_conv_fields(par, t);
    out_field(t, "equilibrium.found", OUT_BOOL, "%s", u->eq.have ? "true" : "false");
    for (int b = 0; b < OPEN_BETS; b++) {
        char key[64];
        /* clamped at 0, with its interval (out_expl_num: issue 24) */
        snprintf(key, sizeof key, "equilibrium.exploitability_%s", BET_KEY[b]);
        const eq_info *in = &u->eq.f[b].info;
        if (u->eq.have && in->has_exploitability)
            out_field(t, key, OUT_NUM, "%.6f", out_expl_num(in->exploitability));
        else
            out_field(t, key, OUT_NUM, "%s", "");
        bool ci = u->eq.have && in->has_exploitability && in->has_expl_interval;
        for (int e = 0; e < 2; e++) {
            snprintf(key, sizeof key, "equilibrium.exploitability_%s_ci_%s", BET_KEY[b], e ? "high" : "low");
            if (ci)
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(e ? in->expl_hi : in->expl_lo));
            else
                out_field(t, key, OUT_NUM, "%s", "");
        }
    }
    out_field(t, "equilibrium.converged", OUT_BOOL, "%s",
              !u->eq.have ? "" : u->eq.f[0].converged && u->eq.f[1].converged ? "true" : "false");
    out_field(t, "equilibrium.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
}

/* csv and json: one table, a row per model, opener, caller and bet. */
void rep_call_tidy(out_table *t, const rep_open_params *par, const call_report *u)
{
    const int L = par->lang;   /* the title and notes in French (README); fields and columns stay names */
    out_init(t, out_tr(L, "Calling thresholds", "Seuils de suivi"));
    rep_open_conv_notes(par, t);
    out_note(t, out_tr(L, "equilibrium", "équilibre"),
             L ? "modèle equilibrium : le seuil pur de suivi de la solution livrée (strategies/solved) ; frequency : "
                 "la part de la classe du seuil avec laquelle elle suit ; decided : le fichier atteint l'objectif de "
                 "qualité (exploitabilité d'au plus %g ante par donne)"
               : "model equilibrium: the shipped solution's pure calling threshold (strategies/solved); frequency: "
                 "the share of the threshold class it calls with; decided: the file meets the quality goal "
                 "(exploitability at most %g antes per deal)",
             OPEN_EQ_GOAL);
    tidy_fields(t, par, u);
    static const char *const COLS[D_NCOLS] = {
        "deck",  "ace_low", "players",   "model", "opener", "caller", "bet",        "opener_range",
        "caller_classes", "threshold", "reachable", "exceptions", "win", "ci_low", "ci_high", "weaker",
        "weaker_win", "weaker_ci_low", "weaker_ci_high", "level", "decided", "frequency"};
    static const enum out_type TYPES[D_NCOLS] = {OUT_INT, OUT_BOOL, OUT_INT, OUT_STR, OUT_INT, OUT_INT, OUT_STR,
                                                 OUT_STR, OUT_STR,  OUT_STR, OUT_BOOL, OUT_STR, OUT_NUM, OUT_NUM,
                                                 OUT_NUM, OUT_STR,  OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_BOOL,
                                                 OUT_NUM};
    for (int c = 0; c < D_NCOLS; c++)
        out_col(t, COLS[c], COLS[c], TYPES[c]);
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(u->models >> m & 1))
            continue;
        for (int op = 0; op < u->P; op++)
            for (int p = 0; p < u->P; p++)
                for (int b = 0; b < OPEN_BETS; b++)
                    if (u->calls[m].cell[op][p][b].computed)
                        tidy_row(t, u, m, op, p, b);
    }
    for (int op = 0; op < u->P; op++)
        for (int p = 0; p < u->P; p++)
            for (int b = 0; b < OPEN_BETS; b++)
                if (asked(par, u, op, p, b))
                    tidy_eq_row(t, u, op, p, b);
}
