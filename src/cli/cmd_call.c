/* cmd_call.c - `talon call`: the weakest hand that should call an opening
 * at pot or half pot, by the opener's and the caller's positions, given
 * the opener's range from the opening table (tab_open, same model).
 *
 * For each model asked, the opening table is computed first (the opener's
 * range and the passers come from it), then every (opener, caller, bet)
 * cell asked for; all before printing.  Text and md: one table per model,
 * a row per (opener, caller).  csv and json: tidy, one row per model,
 * opener, caller and bet.
 *
 * Beside each model, the equilibrium's call (issue 16): the shipped
 * solution for these players and deck (strategies/solved, found as
 * `--model equilibrium` finds them) gives, for each opener and caller, the
 * pure threshold that calls as often as the solved game (the seats before
 * the opener checked, those between folded: the model's "the other players
 * fold").  A note counts where the model's threshold is the equilibrium's
 * class, a weaker or a stronger one.  Without a shipped file the column
 * says so.  --lang fr: every title, heading, note and the headline.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "cli_open.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"
#include "tab_call.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"
#include "tab_open.h"

#define CALL_TRIALS_B 60000
#define CALL_TRIALS_C 30000

static const char *const MODEL_KEY[OPEN_MODELS] = {"a", "b", "c"};

/* A class mask as runs: "QQ..KK", "draw+", "nothing..JJ, draw". */
static void mask_text(const rules *r, uint32_t m, int lang, char *buf, size_t size)
{
    int v[DCLASS_COUNT], n = 0;
    for (int k = 0; k < DCLASS_COUNT; k++)
        if (dclass_valid(r, k))
            v[n++] = k;
    size_t l = 0;
    buf[0] = 0;
    for (int i = 0; i < n;) {
        if (!(m >> v[i] & 1)) {
            i++;
            continue;
        }
        int j = i;
        while (j + 1 < n && (m >> v[j + 1] & 1))
            j++;
        char a[DCLASS_NAME_MAX], b[DCLASS_NAME_MAX];
        if (lang) {   /* the French names of talon open: "Dame..Roi", "Tirage+" */
            cli_open_class(r, v[i], lang, a, sizeof a);
            cli_open_class(r, v[j], lang, b, sizeof b);
        } else {
            dclass_key(r, v[i], a, sizeof a);
            dclass_key(r, v[j], b, sizeof b);
        }
        if (l < size) {
            if (j == n - 1 && j > i)
                l += (size_t)snprintf(buf + l, size - l, "%s%s+", l ? ", " : "", a);
            else if (j == i)
                l += (size_t)snprintf(buf + l, size - l, "%s%s", l ? ", " : "", a);
            else
                l += (size_t)snprintf(buf + l, size - l, "%s%s..%s", l ? ", " : "", a, b);
        }
        i = j + 1;
    }
    if (!l)
        snprintf(buf, size, "-");
}

static void cell_text(const rules *r, const call_cell *c, int lang, char *buf, size_t size)
{
    if (!c->computed) {
        snprintf(buf, size, " ");
        return;
    }
    if (!c->reachable) {
        snprintf(buf, size, "-");
        return;
    }
    char name[DCLASS_NAME_MAX];
    if (c->cls == OPEN_NONE)
        snprintf(name, sizeof name, "%s", lang ? "jamais" : "never");
    else
        cli_open_class(r, c->cls, lang, name, sizeof name);
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?",
             c->exceptions ? (lang ? " sauf tirage" : ", not draw") : "");
}

/* cell_text for a sentence: in French the class's full name ("paire de
 * rois", "brelan"), not the table's bare "Roi" (the article's column),
 * which reads as the card. */
static void sentence_cell(const rules *r, const call_cell *c, int lang, char *buf, size_t size)
{
    if (!lang || !c->computed || !c->reachable || c->cls == OPEN_NONE || c->cls == DCLASS_NOTHING) {
        cell_text(r, c, lang, buf, size);
        return;
    }
    char name[DCLASS_NAME_MAX];
    dclass_name(r, c->cls, 1, name, sizeof name);
    if (name[0] >= 'A' && name[0] <= 'Z')
        name[0] = (char)(name[0] - 'A' + 'a');
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?", c->exceptions ? " sauf tirage" : "");
}

enum { T_OPENER, T_CALLER, T_RANGE, T_CALL, T_EQ, T_N };
enum {
    D_DECK, D_ACE, D_PLAYERS, D_MODEL, D_OPENER, D_CALLER, D_BET, D_RANGE, D_OWN, D_THR, D_REACH, D_EXC, D_WIN, D_LO,
    D_HI, D_WEAKER, D_WWIN, D_WLO, D_WHI, D_LEVEL, D_DECIDED, D_FREQ, D_NCOLS
};

/* ---- the equilibrium's calls: the shipped solutions ----------------------------------- */

/* The shipped files, found where `--model equilibrium` finds them
 * (cli_eq_shipped: talon's data folders) and named strategies/solved/NAME
 * in the output wherever they were, so outputs do not depend on the
 * checkout or the install. */
static const char *const BET_KEY[OPEN_BETS] = {"pot", "half"};
static const double BET_SIZE[OPEN_BETS] = {1.0, 0.5};

typedef struct call_eq {
    char why[400];                       /* !have: why the file could not be read ("" : not shipped) */
    bool have;                           /* both files found and read */
    char path[OPEN_BETS][96];            /* as shown: strategies/solved/draw-5p-40-pot.tsf */
    int idx[OPEN_BETS];                  /* the bet's index among its file's open sizes, -1: absent */
    eq_call_table t[OPEN_BETS];
    bool converged[OPEN_BETS];
    bool has_expl[OPEN_BETS];
    double expl[OPEN_BETS];              /* sampled: printed by out_expl_text, clamped by out_expl_num */
    bool has_expl_ci[OPEN_BETS];         /* its 95% interval [expl_lo, expl_hi] */
    double expl_lo[OPEN_BETS], expl_hi[OPEN_BETS];
    eq_info info[OPEN_BETS];             /* the files' headers: the real-game figure (cli_eq_real_text) */
    uint64_t iterations[OPEN_BETS];
} call_eq;

/* Read the pot and half-pot files for P players at `deck` (q->have false
 * when one is not shipped or cannot be read, q->why saying why: the
 * models' table is printed all the same, the column saying so). */
static void eq_shipped(int P, const rules *r, call_eq *q)
{
    q->have = true;
    for (int b = 0; b < OPEN_BETS; b++) {
        eq_solution *sol = cli_eq_shipped(P, r, b, q->path[b], sizeof q->path[b], q->why, sizeof q->why);
        if (!sol) {   /* the column says so: the table itself does not depend on it */
            q->have = false;
            return;
        }
        int rc = eq_call(sol, &q->t[b]);
        if (rc != TALON_OK) {
            eq_free(sol);
            if (rc == TALON_E_NOMEM)
                cli_fail("out of memory");
            cli_usage_error("%s: %s", q->path[b], err_str(rc));
        }
        const eq_info *in = eq_info_of(sol);
        q->idx[b] = -1;
        for (int i = 0; i < in->params.n_open; i++)
            if (fabs(in->params.open_sizes[i] - BET_SIZE[b]) < 1e-9)
                q->idx[b] = i;
        q->converged[b] = open_eq_converged(in);
        q->has_expl[b] = in->has_exploitability;
        q->expl[b] = in->exploitability;
        q->has_expl_ci[b] = in->has_expl_interval;
        q->expl_lo[b] = in->expl_lo;
        q->expl_hi[b] = in->expl_hi;
        q->info[b] = *in;
        q->iterations[b] = in->iterations;
        eq_free(sol);
    }
}

/* The equilibrium's equivalent calling threshold (class index, -1: never
 * calls; -2: none to show) and the share of its class. */
static int eq_thr(const call_eq *q, int op, int p, int b, double *frac)
{
    *frac = 1;
    if (!q->have || q->idx[b] < 0)
        return -2;
    int k = q->t[b].equiv[op][p][q->idx[b]];
    if (k >= 0)
        *frac = q->t[b].equiv_frac[op][p][q->idx[b]];
    return k;
}

static void eq_text(const call_eq *q, int op, int p, int b, int lang, char *buf, size_t size)
{
    double f;
    int k = eq_thr(q, op, p, b, &f);
    if (k == -2)
        snprintf(buf, size, "-");
    else if (k == -1)
        snprintf(buf, size, "%s", lang ? "jamais" : "never");
    else
        open_eq_label(&q->t[b].cls, k, f, lang, buf, size);
}

/* What the command computes: per model asked, the opening table and the calls. */
typedef struct call_run {
    int P, deck;
    rules r;
    strategy s;
    unsigned models;
    bool printed_q;              /* the article prints the class frequencies of this deck */
    open_table opens[OPEN_MODELS];
    call_table calls[OPEN_MODELS];
    call_eq eq;                  /* the equilibrium's calls */
} call_run;

static void compute(const cli_opts *o, call_run *u)
{
    if (!o->players_set)
        cli_usage_error("call needs --players P (4 to 8)");
    if (o->players < 4 || o->players > 8)
        cli_usage_error("--players must be 4 to 8 for the calling table, not %d", o->players);
    const int P = u->P = cli_players(o, 0);
    if (o->position > P)
        cli_usage_error("--position %d: there are %d players", o->position, P);
    if (o->opener > P)
        cli_usage_error("--opener %d: there are %d players", o->opener, P);
    if (o->position && o->position == o->opener)
        cli_usage_error("--position and --opener are the same player (%d)", o->opener);
    u->deck = cli_table_deck(o, P);
    cli_rules(o, u->deck, &u->r);
    u->models = cli_open_models(o);
    cli_strategy(o, "article", &u->s);
    uint32_t all = (1u << P) - 1;
    uint32_t openers = o->opener ? 1u << (o->opener - 1) : all;
    uint32_t calls = o->position ? 1u << (o->position - 1) : all;
    uint32_t bets = o->bet < 0 ? 3u : 1u << o->bet;
    double pct;
    bool trunc;
    u->printed_q = tab_atleast_article(u->deck, "AA", &pct, &trunc) == TALON_OK;
    eq_shipped(P, &u->r, &u->eq);
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(u->models >> m & 1))
            continue;
        open_query q;
        cli_open_run(o, &u->r, P, m, u->printed_q, &u->s, m == OPEN_MODEL_C ? CALL_TRIALS_C : CALL_TRIALS_B, &q,
                     &u->opens[m]);
        mc_config cfg;
        cli_mc_config(o, &cfg);
        cli_mc_done(tab_call(&u->r, &q, &u->opens[m], openers, calls, bets, &cfg, &u->calls[m]));
    }
}

/* One tidy row: a model, opener, caller and bet. */
static void tidy_row(out_table *t, const call_run *u, int m, int op, int p, int b)
{
    const call_cell *c = &u->calls[m].cell[op][p][b];
    const rules *r = &u->r;
    char key[DCLASS_NAME_MAX], rb[200], ob[200];
    out_row(t);
    out_set_int(t, D_DECK, (uint64_t)u->deck);
    out_set_bool(t, D_ACE, r->ace_low);
    out_set_int(t, D_PLAYERS, (uint64_t)u->P);
    out_set_str(t, D_MODEL, MODEL_KEY[m]);
    out_set_int(t, D_OPENER, (uint64_t)op + 1);
    out_set_int(t, D_CALLER, (uint64_t)p + 1);
    out_set_str(t, D_BET, BET_KEY[b]);
    mask_text(r, c->range, 0, rb, sizeof rb);
    mask_text(r, c->own, 0, ob, sizeof ob);
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
static void tidy_eq_row(out_table *t, const call_run *u, int op, int p, int b)
{
    double f;
    int k = eq_thr(&u->eq, op, p, b, &f);
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
    out_set_bool(t, D_DECIDED, u->eq.converged[b]);
}

/* The cells asked for: opener op, caller p, bet b. */
static bool asked(const cli_opts *o, const call_run *u, int op, int p, int b)
{
    return op != p && (!o->opener || o->opener == op + 1) && (!o->position || o->position == p + 1) &&
           (o->bet < 0 || o->bet == b) && op < u->P && p < u->P;
}

/* csv and json: one table, a row per model, opener, caller and bet. */
static void tidy_table(out_table *t, const cli_opts *o, const call_run *u)
{
    const int L = o->lang;   /* the title and notes in French (README); fields and columns stay names */
    out_init(t, out_tr(L, "Calling thresholds", "Seuils de suivi"));
    out_note(t, out_tr(L, "passers", "paroles"), "%s",
             o->passers ? out_tr(L, "column", "colonne") : out_tr(L, "half", "demi-pot"));
    out_note(t, out_tr(L, "callers", "suiveurs"), "%g", o->callers);
    out_note(t, out_tr(L, "seed", "graine"), "%llu", (unsigned long long)o->seed);
    out_note(t, out_tr(L, "equilibrium", "équilibre"),
             L ? "modèle equilibrium : le seuil pur de suivi de la solution livrée (strategies/solved) ; frequency : "
                 "la part de la classe du seuil avec laquelle elle suit ; decided : le fichier atteint l'objectif de "
                 "qualité (exploitabilité d'au plus %g ante par donne)"
               : "model equilibrium: the shipped solution's pure calling threshold (strategies/solved); frequency: "
                 "the share of the threshold class it calls with; decided: the file meets the quality goal "
                 "(exploitability at most %g antes per deal)",
             OPEN_EQ_GOAL);
    cli_conventions(t, &u->r);
    out_field(t, "conventions.players", OUT_INT, "%d", u->P);
    out_field(t, "conventions.passers", OUT_STR, "%s", o->passers ? "column" : "half");
    out_field(t, "conventions.callers", OUT_NUM, "%g", o->callers);
    out_field(t, "conventions.seed", OUT_INT, "%llu", (unsigned long long)o->seed);
    out_field(t, "equilibrium.found", OUT_BOOL, "%s", u->eq.have ? "true" : "false");
    for (int b = 0; b < OPEN_BETS; b++) {
        char key[64];
        /* clamped at 0, with its interval (out_expl_num: issue 24) */
        snprintf(key, sizeof key, "equilibrium.exploitability_%s", BET_KEY[b]);
        if (u->eq.have && u->eq.has_expl[b])
            out_field(t, key, OUT_NUM, "%.6f", out_expl_num(u->eq.expl[b]));
        else
            out_field(t, key, OUT_NUM, "%s", "");
        bool ci = u->eq.have && u->eq.has_expl[b] && u->eq.has_expl_ci[b];
        for (int e = 0; e < 2; e++) {
            snprintf(key, sizeof key, "equilibrium.exploitability_%s_ci_%s", BET_KEY[b], e ? "high" : "low");
            if (ci)
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(e ? u->eq.expl_hi[b] : u->eq.expl_lo[b]));
            else
                out_field(t, key, OUT_NUM, "%s", "");
        }
    }
    out_field(t, "equilibrium.converged", OUT_BOOL, "%s",
              !u->eq.have ? "" : u->eq.converged[0] && u->eq.converged[1] ? "true" : "false");
    out_field(t, "equilibrium.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
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
                if (asked(o, u, op, p, b))
                    tidy_eq_row(t, u, op, p, b);
}

/* Where model m's thresholds stand against the equilibrium's: one note. */
static void note_eq_fit(out_table *t, const cli_opts *o, const call_run *u, int m)
{
    const int L = o->lang;
    if (!u->eq.have)
        return;
    int n[3] = {0, 0, 0}, cells = 0;
    for (int op = 0; op < u->P; op++)
        for (int p = 0; p < u->P; p++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const call_cell *c = &u->calls[m].cell[op][p][b];
                double f;
                int k = eq_thr(&u->eq, op, p, b, &f);
                if (!c->computed || !c->reachable || k == -2)
                    continue;
                /* "never" on both sides is the same answer; "never" against a class is stronger */
                int cmp;
                if (c->cls == OPEN_NONE)
                    cmp = k < 0 ? OPEN_EQ_SAME : OPEN_EQ_STRONGER;
                else
                    cmp = open_eq_compare(&u->eq.t[b].cls, k, c->cls);
                n[cmp + 1]++;
                cells++;
            }
    out_note(t, out_tr(L, "against the equilibrium", "face à l'équilibre"),
             L ? "le seuil du modèle est la classe de l'équilibre dans %d cases sur %d, plus faible (il suit plus "
                 "souvent) dans %d, plus fort (moins souvent) dans %d ; l'équilibre lu comme le seuil pur qui suit "
                 "aussi souvent que lui (toute classe plus forte et la part entre parenthèses de la sienne)"
               : "the model's threshold is the equilibrium's class in %d of %d cells, weaker (it calls more often) "
                 "in %d, stronger (less often) in %d; the equilibrium read as the pure threshold that calls as "
                 "often as it does (every stronger class and the share in brackets of its own)",
             n[1], cells, n[0], n[2]);
}

/* The notes of model m's table (text, md). */
static void model_notes(out_table *t, const cli_opts *o, const call_run *u, int m)
{
    const int L = o->lang;
    char al[80];
    cli_ace_low_name_lang(&u->r, L, al, sizeof al);
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", cli_order_name(u->r.order, L));
    out_note(t, out_tr(L, "range", "éventail"), "%s",
             L ? "les classes de l'ouvreur : une ouverture au pot montre une main qui ouvre au pot ; une ouverture "
                 "au demi-pot une main qui ouvre au demi-pot mais pas au pot (de talon open, même modèle et options)"
               : "the opener's classes: a pot opening shows a hand that opens at pot; a half-pot opening one "
                 "that opens at half pot but not at pot (from talon open, same model and options)");
    out_note(t, out_tr(L, "level", "niveau"),
             L ? "suivre si P(gain) >= B/(M+(1+K)B), la cote du pot de l'article (« un suivi d'un demi-pot permet "
                 "d'espérer gagner trois fois plus ... 33 %% ») : %.4f face à une ouverture au pot, %.4f face au "
                 "demi-pot, K = %g suiveurs avant lui (le point mort en espérance serait B/(M+(2+K)B))"
               : "call when P(win) >= B/(M+(1+K)B), the article's pot odds (\"un suivi d'un demi-pot permet "
                 "d'espérer gagner trois fois plus ... 33 %%\"): %.4f against a pot opening, %.4f against half "
                 "pot, K = %g callers before him (the expected-value break-even would be B/(M+(2+K)B))",
             open_alpha(OPEN_POT, o->callers), open_alpha(OPEN_HALF, o->callers), o->callers);
    out_note(t, out_tr(L, "win", "gain"), "%s",
             m == OPEN_MODEL_C
                 ? (L ? "après l'échange, les deux échangeant selon la stratégie (l'ouvreur joue toujours) : la main "
                        "finale de l'ouvreur n'est pas meilleure que celle du suiveur ; les autres joueurs passent"
                      : "after the draw, both drawing by the strategy (the opener always plays): the opener's "
                        "final hand is not better than the caller's; the other players fold")
                 : (L ? "la classe de l'ouvreur n'est pas supérieure à celle du suiveur (une égalité de classe est un "
                        "gain) ; les autres joueurs passent"
                      : "the opener's class is not higher than the caller's (a tie on class is a win); the other "
                        "players fold"));
    out_note(t, out_tr(L, "passers", "paroles"),
             L ? "les joueurs avant l'ouvreur ont passé (%s), le suiveur aussi s'il a parlé avant l'ouvreur : il ne "
                 "suit qu'avec une main avec laquelle il a passé"
               : "the players before the opener passed (%s), the caller too if he spoke before the opener: "
                 "he calls only with a hand he passed with",
             o->passers ? out_tr(L, "each below his threshold of the column", "chacun sous son seuil de la colonne")
                        : out_tr(L, "each below his half-pot threshold", "chacun sous son seuil au demi-pot"));
    if (m == OPEN_MODEL_A) {
        out_note(t, out_tr(L, "model a", "modèle a"), L ? "mains indépendantes, P(classe) %s" : "independent hands, P(class) from %s",
                 u->printed_q ? out_tr(L, "the article's printed \"Jeux ayant plus que...\" column",
                                       "de la colonne imprimée « Jeux ayant plus que... » de l'article")
                              : out_tr(L, "our exact class frequencies", "de nos fréquences exactes"));
    } else {
        char nb[40], what[240];
        out_group_digits(u->opens[m].trials, nb, sizeof nb);
        if (m == OPEN_MODEL_B)
            snprintf(what, sizeof what, "%s",
                     L ? "avant l'échange avec retrait des cartes (la donne conditionnée par les paroles et "
                         "l'éventail de l'ouvreur)"
                       : "before the draw with card removal (the deal conditioned on the passers and the opener's "
                         "range)");
        else
            snprintf(what, sizeof what,
                     L ? "après l'échange, stratégie « %s » (la donne conditionnée comme en b)"
                       : "after the draw, strategy '%s' (the deal conditioned as in b)",
                     u->s.name);
        out_note(t, m == OPEN_MODEL_B ? out_tr(L, "model b", "modèle b") : out_tr(L, "model c", "modèle c"),
                 L ? "%s ; Monte-Carlo, %s donnes par estimation de classe (x4, x16 près du niveau), graine %llu"
                   : "%s; Monte Carlo, %s deals per class estimate (x4, x16 near the level), seed %llu",
                 what, nb, (unsigned long long)o->seed);
    }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             L ? "« ? » = pas tranché à cette précision ; « - » = l'ouvreur n'ouvre jamais à cette taille ici (ou "
                 "n'est jamais atteint) ; jamais = aucune main qu'il peut tenir n'atteint le niveau"
               : "'?' = not decided at this precision; '-' = the opener never opens at this size "
                 "there (or is never reached); never = no hand he can hold reaches the level");
    if (!u->eq.have && u->eq.why[0]) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "une solution livrée ne s'applique pas (%s) : la colonne le dit"
                   : "a shipped solution does not apply (%s): the column says so",
                 u->eq.why);
        return;
    }
    if (!u->eq.have) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "pas de solution livrée pour %d joueurs à %d cartes (%s) : la colonne le dit"
                   : "no shipped solution for %d players at %d cards (%s): the column says so",
                 u->P, u->deck, u->eq.path[0]);
        return;
    }
    char buf[1000];
    size_t l = (size_t)snprintf(
        buf, sizeof buf, "%s",
        L ? "le jeu d'enchères résolu (comme le lit --model equilibrium ; les joueurs avant l'ouvreur ont passé, "
            "ceux entre lui et le suiveur abandonnent) : le seuil pur qui suit (ou relance) aussi souvent que lui ; "
          : "the solved betting game (as --model equilibrium reads it; the seats before the opener checked, those "
            "between him and the caller folded): the pure threshold that calls (or raises) as often as it does; ");
    for (int b = 0; b < OPEN_BETS && l < sizeof buf; b++) {
        char one[400];
        cli_eq_file_brief(&u->eq.info[b], u->eq.path[b], L, one, sizeof one);
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s", b ? "; " : "", one);
    }
    out_note(t, out_tr(L, "equilibrium", "équilibre"), "%s", buf);
    note_eq_fit(t, o, u, m);
}

/* "pot / half", or the one size asked for with --bet. */
static void both_sizes(const cli_opts *o, const char *pot, const char *half, char *buf, size_t size)
{
    if (o->bet < 0)
        snprintf(buf, size, "%s / %s", pot, half);
    else
        snprintf(buf, size, "%s", o->bet == 0 ? pot : half);
}

/* The equilibrium column's heading (literals: out_col keeps the pointer). */
static const char *eq_heading(const cli_opts *o, const call_eq *q)
{
    const int L = o->lang != 0;
    bool nc = q->have && (o->bet < 0 ? !q->converged[0] || !q->converged[1] : !q->converged[o->bet]);
    static const char *const H[3][2][2] = {
        {{"Equilibrium (pot / half)", "Équilibre (pot / demi)"},
         {"Equilibrium, NOT converged (pot / half)", "Équilibre, NON convergé (pot / demi)"}},
        {{"Equilibrium (pot)", "Équilibre (pot)"}, {"Equilibrium, NOT converged (pot)", "Équilibre, NON convergé (pot)"}},
        {{"Equilibrium (half)", "Équilibre (demi)"},
         {"Equilibrium, NOT converged (half)", "Équilibre, NON convergé (demi)"}}};
    return H[o->bet + 1][nc][L];
}

/* Model m's table (text, md): a row per opener and caller. */
static void model_table(out_table *t, const cli_opts *o, const call_run *u, int m)
{
    const int L = o->lang;
    char dn[40], title[200];
    if (L)
        cli_deck_name_lang(u->deck, L, dn, sizeof dn);
    else
        cli_deck_name(u->deck, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Suivre une ouverture, modèle (%s), %d joueurs, %s"
                                    : "Calling an opening, model (%s), %d players, %s",
             MODEL_KEY[m], u->P, dn);
    out_init(t, title);
    model_notes(t, o, u, m);
    out_col(t, "opener", out_tr(L, "Opener", "Ouvreur"), OUT_STR);
    out_col(t, "caller", out_tr(L, "Caller", "Suiveur"), OUT_STR);
    /* With --bet only that size is computed: name it alone rather than
     * leave the other half of "pot / half" blank (out_col keeps the
     * title pointer: literals). */
    out_col(t, "range",
            o->bet < 0    ? out_tr(L, "Opener's range (pot / half)", "Éventail de l'ouvreur (pot / demi)")
            : o->bet == 0 ? out_tr(L, "Opener's range (pot)", "Éventail de l'ouvreur (pot)")
                          : out_tr(L, "Opener's range (half)", "Éventail de l'ouvreur (demi)"),
            OUT_STR);
    out_col(t, "call",
            o->bet < 0    ? out_tr(L, "Call with (pot / half)", "Suivre avec (pot / demi)")
            : o->bet == 0 ? out_tr(L, "Call with (pot)", "Suivre avec (pot)")
                          : out_tr(L, "Call with (half)", "Suivre avec (demi)"),
            OUT_STR);
    out_col(t, "equilibrium", eq_heading(o, &u->eq), OUT_STR);
    for (int op = 0; op < u->P; op++)
        for (int p = 0; p < u->P; p++) {
            const call_cell *c0 = &u->calls[m].cell[op][p][0], *c1 = &u->calls[m].cell[op][p][1];
            if (!c0->computed && !c1->computed)
                continue;
            out_row(t);
            char buf[400], r0[160], r1[160];
            snprintf(buf, sizeof buf, "%d", op + 1);
            out_set_str(t, T_OPENER, buf);
            snprintf(buf, sizeof buf, "%d%s", p + 1, p < op ? out_tr(L, " (passed)", " (a passé)") : "");
            out_set_str(t, T_CALLER, buf);
            mask_text(&u->r, c0->computed ? c0->range : 0, o->lang, r0, sizeof r0);
            mask_text(&u->r, c1->computed ? c1->range : 0, o->lang, r1, sizeof r1);
            both_sizes(o, r0, r1, buf, sizeof buf);
            out_set_str(t, T_RANGE, buf);
            cell_text(&u->r, c0, o->lang, r0, sizeof r0);
            cell_text(&u->r, c1, o->lang, r1, sizeof r1);
            both_sizes(o, r0, r1, buf, sizeof buf);
            out_set_str(t, T_CALL, buf);
            if (u->eq.have) {
                eq_text(&u->eq, op, p, 0, L, r0, sizeof r0);
                eq_text(&u->eq, op, p, 1, L, r1, sizeof r1);
                both_sizes(o, r0, r1, buf, sizeof buf);
                out_set_str(t, T_EQ, buf);
            } else {
                out_set_str(t, T_EQ, out_tr(L, "no solution", "pas de solution"));
            }
        }
}

/* The answer under the most realistic model asked for ((c) after the
 * draw, else (b), else (a)): for each opener, the weakest hand each other
 * seat calls with at pot / half pot. */
static void headline(const cli_opts *o, const call_run *u, out_table *t)
{
    const int L = o->lang;
    int m = u->models & 1u << OPEN_MODEL_C ? OPEN_MODEL_C : u->models & 1u << OPEN_MODEL_B ? OPEN_MODEL_B : OPEN_MODEL_A;
    char buf[4000];
    size_t l = (size_t)snprintf(buf, sizeof buf, L ? "Modèle (%s), %d joueurs, %d cartes : suivre (%s) avec au moins,"
                                                   : "Model (%s), %d players, %d cards: call (%s) with at least,",
                                MODEL_KEY[m], u->P, u->deck,
                                o->bet < 0 ? (L ? "pot / demi-pot" : "pot / half pot") : o->bet == 0 ? "pot"
                                                                                        : (L ? "demi-pot" : "half pot"));
    int nop = 0, nsilent = 0, dash = 0, silent[OPEN_MAX_PLAYERS];
    for (int op = 0; op < u->P && l < sizeof buf; op++) {
        /* An opener who never opens under this model (an earlier seat
         * always has) is said once at the end, not as a row of '- / -'. */
        bool any = false, computed = false;
        for (int p = 0; p < u->P; p++)
            for (int b = 0; b < 2; b++) {
                const call_cell *c = &u->calls[m].cell[op][p][b];
                computed = computed || c->computed;
                any = any || (c->computed && c->reachable);
            }
        if (computed && !any) {
            silent[nsilent++] = op;
            continue;
        }
        int k = 0;
        for (int p = 0; p < u->P && l < sizeof buf; p++) {
            const call_cell *c0 = &u->calls[m].cell[op][p][0], *c1 = &u->calls[m].cell[op][p][1];
            if (!c0->computed && !c1->computed)
                continue;
            dash += (c0->computed && !c0->reachable) || (c1->computed && !c1->reachable);
            if (!k)
                l += (size_t)snprintf(buf + l, sizeof buf - l, L ? "%s face à l'ouverture de la place %d, "
                                                                 : "%s against an opening by seat %d, ",
                                      nop++ ? (L ? " ;" : ";") : "", op + 1);
            char r0[64], r1[64], both[160];
            sentence_cell(&u->r, c0, L, r0, sizeof r0);
            sentence_cell(&u->r, c1, L, r1, sizeof r1);
            both_sizes(o, r0, r1, both, sizeof both);
            if (l < sizeof buf)
                l += (size_t)snprintf(buf + l, sizeof buf - l, L ? "%s%s %d%s : %s" : "%s%s %d%s: %s", k ? ", " : "",
                                      L ? "place" : "seat", p + 1, p < op ? (L ? " (a passé)" : " (passed)") : "",
                                      both);
            k++;
        }
    }
    if (l < sizeof buf)
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s", nop ? "." : "");
    if (nsilent && l < sizeof buf) {
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s", L ? (nsilent > 1 ? " Les places" : " La place")
                                                              : (nsilent > 1 ? " Seats" : " Seat"));
        for (int i = 0; i < nsilent && l < sizeof buf; i++)
            l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%d", !i ? " " : i == nsilent - 1 ? (L ? " et " : " and ") : ", ",
                                  silent[i] + 1);
        if (l < sizeof buf)
            l += (size_t)snprintf(buf + l, sizeof buf - l, "%s",
                                  L ? (nsilent > 1 ? " n'ouvrent jamais sous ce modèle (un joueur précédent a toujours ouvert)."
                                                   : " n'ouvre jamais sous ce modèle (un joueur précédent a toujours ouvert).")
                                    : (nsilent > 1 ? " never open under this model (an earlier seat always has)."
                                                   : " never opens under this model (an earlier seat always has)."));
    }
    if (dash && l < sizeof buf)
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s",
                              L ? " « - » : l'ouvreur n'ouvre jamais à cette taille." : " '-': the opener never opens at that size.");
    if (l < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "%s",
                 L ? " « jamais » : aucune main n'atteint le niveau ; « ? » : pas tranché à cette précision."
                   : " 'never': no hand reaches the level; '?': not decided at this precision.");
    out_headline(t, "%s", buf);
}

/* Options this command would ignore are refused (issue 18), one line,
 * exit 2.  --model equilibrium reads a solved game: no threshold model
 * runs, so nothing of theirs is read, nor --bet (both sizes are shown);
 * a --solution file has its own deck and rules (--deck, --ace-low, --order:
 * refused the same way by talon open).  The threshold models:
 * model a alone deals nothing; only model c draws. */
static void refuse_ignored(const cli_opts *o)
{
    const char *opt = NULL;
    if (cli_equilibrium_asked(o)) {
        if (o->bet >= 0)
            opt = "bet";
        else if (o->passers)
            opt = "passers";
        else if (o->callers > 0)
            opt = "callers";
        else if (o->strategy || o->camouflage_set)
            opt = o->strategy ? "strategy" : "camouflage";
        else if (o->trials_set || o->precision > 0 || o->seed_set || o->threads)
            opt = o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads";
        else if (o->solution && (o->deck_set || o->ace_low_set || o->order_set))
            opt = o->deck_set ? "deck" : o->ace_low_set ? "ace-low" : "order";
        if (opt)
            cli_usage_error("--%s: talon call --model equilibrium reads the solved game's calls%s and would "
                            "ignore it",
                            opt, o->solution ? " from --solution" : "");
        return;
    }
    unsigned models = cli_open_models(o);
    const char *asked = o->model ? o->model : "all";
    if (!(models & (1u << OPEN_MODEL_B | 1u << OPEN_MODEL_C)) &&
        (o->trials_set || o->precision > 0 || o->seed_set || o->threads))
        cli_usage_error("--%s: model a is exact arithmetic, it deals nothing (--model %s; --trials, --precision, "
                        "--seed and --threads are for models b and c)",
                        o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads",
                        asked);
    if (!(models & 1u << OPEN_MODEL_C) && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s: only model c draws (--model %s)", o->strategy ? "strategy" : "camouflage", asked);
}

int cmd_call(const cli_opts *o)
{
    refuse_ignored(o);
    if (cli_equilibrium_asked(o))
        return cli_call_equilibrium(o);
    call_run *u = calloc(1, sizeof *u);
    if (!u)
        cli_fail("out of memory");
    compute(o, u);
    out_table tables[OPEN_MODELS], *ts[OPEN_MODELS];
    int nt = 0;
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        tidy_table(&tables[nt++], o, u);
    } else {
        for (int m = 0; m < OPEN_MODELS; m++)
            if (u->models >> m & 1)
                model_table(&tables[nt++], o, u, m);
    }
    if (nt)
        headline(o, u, &tables[0]);
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    free(u);
    return 0;
}
