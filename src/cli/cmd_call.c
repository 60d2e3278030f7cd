/* cmd_call.c - `talon call`: the weakest hand that should call an opening
 * at pot or half pot, by the opener's and the caller's positions, given
 * the opener's range from the opening table (tab_open, same model).
 *
 * For each model asked, the opening table is computed first (the opener's
 * range and the passers come from it), then every (opener, caller, bet)
 * cell asked for; all before printing.  Text and md: one table per model,
 * a row per (opener, caller).  csv and json: tidy, one row per model,
 * opener, caller and bet.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_deck.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"
#include "tab_call.h"
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
        dclass_key(r, v[i], a, sizeof a);
        dclass_key(r, v[j], b, sizeof b);
        (void)lang;
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

enum { T_OPENER, T_CALLER, T_RANGE, T_CALL, T_N };
enum {
    D_DECK, D_ACE, D_PLAYERS, D_MODEL, D_OPENER, D_CALLER, D_BET, D_RANGE, D_OWN, D_THR, D_REACH, D_EXC, D_WIN, D_LO,
    D_HI, D_WEAKER, D_WWIN, D_WLO, D_WHI, D_LEVEL, D_DECIDED, D_NCOLS
};

/* What the command computes: per model asked, the opening table and the calls. */
typedef struct call_run {
    int P, deck;
    rules r;
    strategy s;
    unsigned models;
    bool printed_q;              /* the article prints the class frequencies of this deck */
    open_table opens[OPEN_MODELS];
    call_table calls[OPEN_MODELS];
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
    out_set_str(t, D_BET, b ? "half" : "pot");
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

/* csv and json: one table, a row per model, opener, caller and bet. */
static void tidy_table(out_table *t, const cli_opts *o, const call_run *u)
{
    out_init(t, "Calling thresholds");
    out_note(t, "passers", "%s", o->passers ? "column" : "half");
    out_note(t, "callers", "%g", o->callers);
    out_note(t, "seed", "%llu", (unsigned long long)o->seed);
    static const char *const COLS[D_NCOLS] = {
        "deck",  "ace_low", "players",   "model", "opener", "caller", "bet",        "opener_range",
        "caller_classes", "threshold", "reachable", "exceptions", "win", "ci_low", "ci_high", "weaker",
        "weaker_win", "weaker_ci_low", "weaker_ci_high", "level", "decided"};
    static const enum out_type TYPES[D_NCOLS] = {OUT_INT, OUT_BOOL, OUT_INT, OUT_STR, OUT_INT, OUT_INT, OUT_STR,
                                                 OUT_STR, OUT_STR,  OUT_STR, OUT_BOOL, OUT_STR, OUT_NUM, OUT_NUM,
                                                 OUT_NUM, OUT_STR,  OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_BOOL};
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
}

/* The notes of model m's table (text, md). */
static void model_notes(out_table *t, const cli_opts *o, const call_run *u, int m)
{
    char al[80];
    cli_ace_low_name(&u->r, al, sizeof al);
    out_note(t, "ace-low", "%s", al);
    out_note(t, "order", "%s", rules_order_name(u->r.order));
    out_note(t, "range",
             "the opener's classes: a pot opening shows a hand that opens at pot; a half-pot opening one "
             "that opens at half pot but not at pot (from talon open, same model and options)");
    out_note(t, "level",
             "call when P(win) >= B/(M+(1+K)B), the article's pot odds (\"un suivi d'un demi-pot permet "
             "d'espérer gagner trois fois plus ... 33 %%\"): %.4f against a pot opening, %.4f against half "
             "pot, K = %g callers before him (the expected-value break-even would be B/(M+(2+K)B))",
             open_alpha(OPEN_POT, o->callers), open_alpha(OPEN_HALF, o->callers), o->callers);
    out_note(t, "win",
             m == OPEN_MODEL_C
                 ? "after the draw, both drawing by the strategy (the opener always plays): the opener's "
                   "final hand is not better than the caller's; the other players fold"
                 : "the opener's class is not higher than the caller's (a tie on class is a win); the other "
                   "players fold");
    out_note(t, "passers",
             "the players before the opener passed (%s), the caller too if he spoke before the opener: "
             "he calls only with a hand he passed with",
             o->passers ? "each below his threshold of the column" : "each below his half-pot threshold");
    if (m == OPEN_MODEL_A) {
        out_note(t, "model a", "independent hands, P(class) from %s",
                 u->printed_q ? "the article's printed \"Jeux ayant plus que...\" column"
                              : "our exact class frequencies");
    } else {
        char nb[40], what[200];
        out_group_digits(u->opens[m].trials, nb, sizeof nb);
        if (m == OPEN_MODEL_B)
            snprintf(what, sizeof what, "before the draw with card removal (the deal conditioned on the "
                                        "passers and the opener's range)");
        else
            snprintf(what, sizeof what, "after the draw, strategy '%s' (the deal conditioned as in b)", u->s.name);
        out_note(t, m == OPEN_MODEL_B ? "model b" : "model c",
                 "%s; Monte Carlo, %s deals per class estimate (x4, x16 near the level), seed %llu", what, nb,
                 (unsigned long long)o->seed);
    }
    out_note(t, "cells", "'?' = not decided at this precision; '-' = the opener never opens at this size "
                         "there (or is never reached); never = no hand he can hold reaches the level");
}

/* "pot / half", or the one size asked for with --bet. */
static void both_sizes(const cli_opts *o, const char *pot, const char *half, char *buf, size_t size)
{
    if (o->bet < 0)
        snprintf(buf, size, "%s / %s", pot, half);
    else
        snprintf(buf, size, "%s", o->bet == 0 ? pot : half);
}

/* Model m's table (text, md): a row per opener and caller. */
static void model_table(out_table *t, const cli_opts *o, const call_run *u, int m)
{
    char dn[40], title[200];
    cli_deck_name(u->deck, dn, sizeof dn);
    snprintf(title, sizeof title, "Calling an opening, model (%s), %d players, %s", MODEL_KEY[m], u->P, dn);
    out_init(t, title);
    model_notes(t, o, u, m);
    out_col(t, "opener", "Opener", OUT_STR);
    out_col(t, "caller", "Caller", OUT_STR);
    /* With --bet only that size is computed: name it alone rather than
     * leave the other half of "pot / half" blank (out_col keeps the
     * title pointer: literals). */
    out_col(t, "range",
            o->bet < 0    ? "Opener's range (pot / half)"
            : o->bet == 0 ? "Opener's range (pot)"
                          : "Opener's range (half)",
            OUT_STR);
    out_col(t, "call", o->bet < 0 ? "Call with (pot / half)" : o->bet == 0 ? "Call with (pot)" : "Call with (half)",
            OUT_STR);
    for (int op = 0; op < u->P; op++)
        for (int p = 0; p < u->P; p++) {
            const call_cell *c0 = &u->calls[m].cell[op][p][0], *c1 = &u->calls[m].cell[op][p][1];
            if (!c0->computed && !c1->computed)
                continue;
            out_row(t);
            char buf[400], r0[160], r1[160];
            snprintf(buf, sizeof buf, "%d", op + 1);
            out_set_str(t, T_OPENER, buf);
            snprintf(buf, sizeof buf, "%d%s", p + 1, p < op ? " (passed)" : "");
            out_set_str(t, T_CALLER, buf);
            mask_text(&u->r, c0->computed ? c0->range : 0, o->lang, r0, sizeof r0);
            mask_text(&u->r, c1->computed ? c1->range : 0, o->lang, r1, sizeof r1);
            both_sizes(o, r0, r1, buf, sizeof buf);
            out_set_str(t, T_RANGE, buf);
            cell_text(&u->r, c0, o->lang, r0, sizeof r0);
            cell_text(&u->r, c1, o->lang, r1, sizeof r1);
            both_sizes(o, r0, r1, buf, sizeof buf);
            out_set_str(t, T_CALL, buf);
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
    int nop = 0;
    for (int op = 0; op < u->P && l < sizeof buf; op++) {
        int k = 0;
        for (int p = 0; p < u->P && l < sizeof buf; p++) {
            const call_cell *c0 = &u->calls[m].cell[op][p][0], *c1 = &u->calls[m].cell[op][p][1];
            if (!c0->computed && !c1->computed)
                continue;
            if (!k)
                l += (size_t)snprintf(buf + l, sizeof buf - l, L ? "%s face à l'ouverture de la place %d, "
                                                                 : "%s against an opening by seat %d, ",
                                      nop++ ? ";" : "", op + 1);
            char r0[64], r1[64], both[160];
            cell_text(&u->r, c0, L, r0, sizeof r0);
            cell_text(&u->r, c1, L, r1, sizeof r1);
            both_sizes(o, r0, r1, both, sizeof both);
            if (l < sizeof buf)
                l += (size_t)snprintf(buf + l, sizeof buf - l, L ? "%s%s %d%s : %s" : "%s%s %d%s: %s", k ? ", " : "",
                                      L ? "place" : "seat", p + 1, p < op ? (L ? " (a passé)" : " (passed)") : "",
                                      both);
            k++;
        }
    }
    if (l < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "%s",
                 L ? ". « jamais » : aucune main n'atteint le niveau ; « ? » : pas tranché à cette précision."
                   : ". 'never': no hand reaches the level; '?': not decided at this precision.");
    out_headline(t, "%s", buf);
}

int cmd_call(const cli_opts *o)
{
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
