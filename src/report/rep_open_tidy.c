/* rep_open_tidy.c - talon open's tidy table (csv and json; rep_open_tidy.h):
 * one row per player count, position, bet and model (a, a-exact, b, c,
 * equilibrium), with the estimates that decided the cell, each player
 * count's headline on its rows, and the conventions and the solutions'
 * quality as typed fields.  Pure formatting: the figures are the
 * open_report's (tab_open_report.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "dclass.h"
#include "rep_open.h"
#include "rep_open_wide.h"
#include "rep_open_tidy.h"
#include "tab_open_report.h"

static const char *const BET_KEY[OPEN_BETS] = {"pot", "half"};

/* ---- csv and json: tidy ------------------------------------------------------------------ */

enum {
    D_DECK, D_ACE, D_ORDER, D_PLAYERS, D_POS, D_BET, D_MODEL, D_THR, D_REACH, D_EXC, D_WIN, D_LO, D_HI, D_N, D_WEAKER,
    D_WWIN, D_WLO, D_WHI, D_WN, D_LEVEL, D_DECIDED, D_ART, D_FITS, D_FREQ, D_NCOLS
};

/* A new row: the deck, its conventions, the seat, the bet and the model. */
static void row_start(const open_report *j, int pos, int b, const char *model, out_table *t)
{
    out_row(t);
    out_set_int(t, D_DECK, (uint64_t)j->deck);
    out_set_bool(t, D_ACE, j->r.ace_low);
    out_set_str(t, D_ORDER, rules_order_name(j->r.order));
    out_set_int(t, D_PLAYERS, (uint64_t)j->players);
    out_set_int(t, D_POS, (uint64_t)pos + 1);
    out_set_str(t, D_BET, BET_KEY[b]);
    out_set_str(t, D_MODEL, model);
}

static void tidy_rows(const open_report *j, const char *model, const open_table *tb, out_table *t)
{
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &tb->cell[pos][b];
            char key[DCLASS_NAME_MAX];
            row_start(j, pos, b, model, t);
            out_set_bool(t, D_REACH, c->reachable);
            out_set_num(t, D_LEVEL, c->alpha, "%.6f");
            if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                out_set_str(t, D_ART, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                out_set_bool(t, D_FITS, open_report_fits(j, tb, pos, b));
            }
            if (!c->reachable)
                continue;
            out_set_str(t, D_THR, c->cls == OPEN_NONE ? "none" : dclass_key(&j->r, c->cls, key, sizeof key));
            out_set_str(t, D_EXC, c->exceptions ? "draw" : "");
            out_set_bool(t, D_DECIDED, c->decided);
            if (c->cls != OPEN_NONE) {
                out_set_num(t, D_WIN, c->at.p, "%.6f");
                out_set_num(t, D_LO, c->at.lo, "%.6f");
                out_set_num(t, D_HI, c->at.hi, "%.6f");
                out_set_int(t, D_N, c->at.n);
            }
            if (c->weaker != OPEN_NONE) {
                out_set_str(t, D_WEAKER, dclass_key(&j->r, c->weaker, key, sizeof key));
                out_set_num(t, D_WWIN, c->below.p, "%.6f");
                out_set_num(t, D_WLO, c->below.lo, "%.6f");
                out_set_num(t, D_WHI, c->below.hi, "%.6f");
                out_set_int(t, D_WN, c->below.n);
            }
        }
}

/* The equilibrium's rows (model "equilibrium"): threshold = the dclass of
 * its pure threshold, frequency = the share of that class it opens,
 * decided = the file meets the quality goal. */
static void tidy_eq_rows(const open_report *j, out_table *t)
{
    if (!j->eq.have)
        return;
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            double f;
            int k = open_eq_col_thr(&j->eq, pos, b, &f);
            if (k == -2)
                continue;
            char key[DCLASS_NAME_MAX];
            row_start(j, pos, b, "equilibrium", t);
            out_set_bool(t, D_REACH, true);
            int d = open_eq_col_dclass(&j->eq, pos, b);
            out_set_str(t, D_THR, d == OPEN_NONE ? "none" : dclass_key(&j->r, d, key, sizeof key));
            if (k >= 0)
                out_set_num(t, D_FREQ, f, "%.6f");
            out_set_bool(t, D_DECIDED, j->eq.f[b].converged);
            if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                out_set_str(t, D_ART, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                out_set_bool(t, D_FITS, open_report_eq_fits(j, pos, b));
            }
        }
}

/* The conventions and, per player count, the solutions' quality as fields. */
static void tidy_fields(const rep_open_params *par, const open_report *jobs, int n, out_table *t)
{
    /* The same facts as typed fields (JSON): the conventions, and per
     * player count the solutions' quality. */
    rep_open_conv_fields(par, t);
    out_field(t, "conventions.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
    for (int i = 0; i < n; i++) {
        const open_eq_col *q = &jobs[i].eq;
        char key[80];
        for (int b = 0; b < OPEN_BETS; b++) {
            /* clamped at 0, with its interval (out_expl_num: issue 24) */
            snprintf(key, sizeof key, "equilibrium.exploitability_%dp_%s", jobs[i].players, BET_KEY[b]);
            const eq_info *in = &q->f[b].info;
            if (q->have && in->has_exploitability)
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(in->exploitability));
            else
                out_field(t, key, OUT_NUM, "%s", "");
            bool ci = q->have && in->has_exploitability && in->has_expl_interval;
            for (int e = 0; e < 2; e++) {
                snprintf(key, sizeof key, "equilibrium.exploitability_%dp_%s_ci_%s", jobs[i].players, BET_KEY[b],
                         e ? "high" : "low");
                if (ci)
                    out_field(t, key, OUT_NUM, "%.6f", out_expl_num(e ? in->expl_hi : in->expl_lo));
                else
                    out_field(t, key, OUT_NUM, "%s", "");
            }
        }
        snprintf(key, sizeof key, "equilibrium.converged_%dp", jobs[i].players);
        if (q->have)
            out_field(t, key, OUT_BOOL, "%s", q->f[0].converged && q->f[1].converged ? "true" : "false");
        else
            out_field(t, key, OUT_BOOL, "%s", "");
    }
}

/* The table's title, notes, fields and columns. */
static void tidy_head(const rep_open_params *par, const open_report *jobs, int n, out_table *t)
{
    const int L = par->lang;   /* the title and notes in French (README); fields and columns stay names */
    rep_open_conv_notes(par, t);
    out_note(t, out_tr(L, "equilibrium", "équilibre"),
             L ? "modèle equilibrium : le seuil pur de la solution livrée (strategies/solved) ; frequency : la part "
                 "de la classe du seuil qu'elle ouvre ; decided : le fichier atteint l'objectif de qualité "
                 "(exploitabilité d'au plus %g ante par donne)"
               : "model equilibrium: the shipped solution's pure threshold (strategies/solved); frequency: the "
                 "share of the threshold class it opens; decided: the file meets the quality goal "
                 "(exploitability at most %g antes per deal)",
             OPEN_EQ_GOAL);
    tidy_fields(par, jobs, n, t);
    static const char *const COLS[D_NCOLS][2] = {
        {"deck", "Deck"}, {"ace_low", "Ace low"}, {"order", "Order"}, {"players", "Players"},
        {"position", "Position"}, {"bet", "Bet"}, {"model", "Model"}, {"threshold", "Threshold"},
        {"reachable", "Reachable"}, {"exceptions", "Exceptions"}, {"win", "Win"}, {"ci_low", "CI low"},
        {"ci_high", "CI high"}, {"deals", "Deals"}, {"weaker", "Weaker"}, {"weaker_win", "Weaker win"},
        {"weaker_ci_low", "Weaker CI low"}, {"weaker_ci_high", "Weaker CI high"}, {"weaker_deals", "Weaker deals"},
        {"level", "Level"}, {"decided", "Decided"}, {"article", "Article"}, {"fits", "Fits"},
        {"frequency", "Frequency"}};
    static const enum out_type TYPES[D_NCOLS] = {OUT_INT, OUT_BOOL, OUT_STR, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_STR,
                                                 OUT_BOOL, OUT_STR, OUT_NUM,  OUT_NUM, OUT_NUM, OUT_INT, OUT_STR, OUT_NUM,
                                                 OUT_NUM,  OUT_NUM, OUT_INT, OUT_NUM,  OUT_BOOL, OUT_STR, OUT_BOOL,
                                                 OUT_NUM};
    for (int c = 0; c < D_NCOLS; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPES[c]);
    out_col(t, "row_headline", "", OUT_STR);   /* not a column of its own: the CSV's headline, row by row */
    out_display_only(t, D_NCOLS);
    t->headline_col = D_NCOLS;
}

/* hl[i]: the headline of jobs[i], the CSV's "headline" of its rows (a run
 * of several player counts answers for each). */
static void tidy_body(const open_report *jobs, int n, unsigned models, char *const *hl, out_table *t)
{
    for (int i = 0; i < n; i++) {
        int first = t->nrows;
        for (int m = 0; m < OPEN_MODELS; m++) {
            if (!(models >> m & 1))
                continue;
            tidy_rows(&jobs[i], rep_open_model_key(m), &jobs[i].t[m], t);
            if (m == OPEN_MODEL_A && jobs[i].printed_q)
                tidy_rows(&jobs[i], "a-exact", &jobs[i].a_exact, t);
        }
        tidy_eq_rows(&jobs[i], t);
        for (int r = first; r < t->nrows; r++)
            out_set_at(t, r, D_NCOLS, hl[i], hl[i]);
    }
}

void rep_open_tidy(const rep_open_params *par, const open_report *jobs, int n, unsigned models, const strategy *s,
                   out_table *t)
{
    out_init(t, out_tr(par->lang, "Opening thresholds", "Seuils d'ouverture"));
    char(*each)[1200] = calloc((size_t)n, sizeof *each);
    char *hl = malloc(1201 * (size_t)n + 1), *ptr[OPEN_MAX_PLAYERS];
    if (!each || !hl) {
        t->failed = 1;   /* out_failed: the caller says "out of memory" */
        free(each);
        free(hl);
        return;
    }
    size_t l = 0;
    for (int i = 0; i < n; i++) {
        rep_open_headline(par, &jobs[i], models, s, each[i], sizeof each[i]);
        l += (size_t)sprintf(hl + l, "%s%s", i ? " " : "", each[i]);
        ptr[i] = each[i];
    }
    tidy_head(par, jobs, n, t);
    tidy_body(jobs, n, models, ptr, t);
    out_headline(t, "%s", hl);
    free(each);
    free(hl);
}
