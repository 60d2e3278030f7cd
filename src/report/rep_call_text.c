/* rep_call_text.c - talon call's tables for text and md (rep_call_text.h):
 * one table per model, a row per opener and caller (the opener's range,
 * the weakest calling hand, the equilibrium's), its notes, and the
 * headline under the most realistic model asked for; the class masks as
 * runs ("QQ..KK", "draw+") that the tidy rows print too.  Pure formatting:
 * the figures are the call_report's (tab_open_report.h).
 */
#include <stdio.h>

#include "dclass.h"
#include "labels.h"
#include "rep_call_text.h"
#include "rep_eq.h"
#include "rep_open.h"
#include "tab_call.h"
#include "tab_open_eq.h"
#include "tab_open_report.h"

/* A class mask as runs: "QQ..KK", "draw+", "nothing..JJ, draw". */
void rep_call_mask_text(const rules *r, uint32_t m, int lang, char *buf, size_t size)
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
            rep_open_class(r, v[i], lang, a, sizeof a);
            rep_open_class(r, v[j], lang, b, sizeof b);
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
        rep_open_class(r, c->cls, lang, name, sizeof name);
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

static void eq_text(const call_eq_col *q, int op, int p, int b, int lang, char *buf, size_t size)
{
    double f;
    int k = call_eq_col_thr(q, op, p, b, &f);
    if (k == -2)
        snprintf(buf, size, "-");
    else if (k == -1)
        snprintf(buf, size, "%s", lang ? "jamais" : "never");
    else
        open_eq_label(&q->t[b].cls, k, f, lang, buf, size);
}

/* Where model m's thresholds stand against the equilibrium's: one note. */
static void note_eq_fit(out_table *t, const rep_open_params *par, const call_report *u, int m)
{
    const int L = par->lang;
    int n[3];
    int cells = call_report_eq_fit(u, m, n);
    if (!u->eq.have)
        return;
    out_note(t, out_tr(L, "against the equilibrium", "face à l'équilibre"),
             L ? "le seuil du modèle est la classe de l'équilibre dans %d cases sur %d, plus faible (il suit plus "
                 "souvent) dans %d, plus fort (moins souvent) dans %d ; l'équilibre lu comme le seuil pur qui suit "
                 "aussi souvent que lui (toute classe plus forte et la part entre parenthèses de la sienne)"
               : "the model's threshold is the equilibrium's class in %d of %d cells, weaker (it calls more often) "
                 "in %d, stronger (less often) in %d; the equilibrium read as the pure threshold that calls as "
                 "often as it does (every stronger class and the share in brackets of its own)",
             n[1], cells, n[0], n[2]);
}

/* The equilibrium's note under model m's table: its files, or why there
 * are none, and where the model stands against it. */
static void eq_notes(out_table *t, const rep_open_params *par, const call_report *u, int m)
{
    const int L = par->lang;
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
        rep_eq_file_brief(&u->eq.f[b].info, u->eq.path[b], L, one, sizeof one);
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s", b ? "; " : "", one);
    }
    out_note(t, out_tr(L, "equilibrium", "équilibre"), "%s", buf);
    note_eq_fit(t, par, u, m);
}

/* The notes of model m's table (text, md). */
static void model_notes(out_table *t, const rep_open_params *par, const call_report *u, int m)
{
    const int L = par->lang;
    char al[80];
    label_ace_low_name_lang(&u->r, L, al, sizeof al);
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", label_order_name(u->r.order, L));
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
             open_alpha(OPEN_POT, par->callers), open_alpha(OPEN_HALF, par->callers), par->callers);
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
             par->passers ? out_tr(L, "each below his threshold of the column", "chacun sous son seuil de la colonne")
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
                 what, nb, (unsigned long long)par->seed);
    }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             L ? "« ? » = pas tranché à cette précision ; « - » = l'ouvreur n'ouvre jamais à cette taille ici (ou "
                 "n'est jamais atteint) ; jamais = aucune main qu'il peut tenir n'atteint le niveau"
               : "'?' = not decided at this precision; '-' = the opener never opens at this size "
                 "there (or is never reached); never = no hand he can hold reaches the level");
    eq_notes(t, par, u, m);
}

/* "pot / half", or the one size asked for with --bet. */
static void both_sizes(const rep_open_params *par, const char *pot, const char *half, char *buf, size_t size)
{
    if (par->bet < 0)
        snprintf(buf, size, "%s / %s", pot, half);
    else
        snprintf(buf, size, "%s", par->bet == 0 ? pot : half);
}

/* The equilibrium column's heading (literals: out_col keeps the pointer). */
static const char *eq_heading(const rep_open_params *par, const call_eq_col *q)
{
    const int L = par->lang != 0;
    bool nc = q->have && (par->bet < 0 ? !q->f[0].converged || !q->f[1].converged : !q->f[par->bet].converged);
    static const char *const H[3][2][2] = {
        {{"Equilibrium (pot / half)", "Équilibre (pot / demi)"},
         {"Equilibrium, NOT converged (pot / half)", "Équilibre, NON convergé (pot / demi)"}},
        {{"Equilibrium (pot)", "Équilibre (pot)"}, {"Equilibrium, NOT converged (pot)", "Équilibre, NON convergé (pot)"}},
        {{"Equilibrium (half)", "Équilibre (demi)"},
         {"Equilibrium, NOT converged (half)", "Équilibre, NON convergé (demi)"}}};
    return H[par->bet + 1][nc][L];
}

/* Model m's table (text, md): a row per opener and caller. */
void rep_call_model_table(out_table *t, const rep_open_params *par, const call_report *u, int m)
{
    const int L = par->lang;
    char dn[40], title[200];
    label_deck_name_lang(u->deck, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Suivre une ouverture, modèle (%s), %d joueurs, %s"
                                    : "Calling an opening, model (%s), %d players, %s",
             rep_open_model_key(m), u->P, dn);
    out_init(t, title);
    model_notes(t, par, u, m);
    out_col(t, "opener", out_tr(L, "Opener", "Ouvreur"), OUT_STR);
    out_col(t, "caller", out_tr(L, "Caller", "Suiveur"), OUT_STR);
    /* With --bet only that size is computed: name it alone rather than
     * leave the other half of "pot / half" blank (out_col keeps the
     * title pointer: literals). */
    out_col(t, "range",
            par->bet < 0    ? out_tr(L, "Opener's range (pot / half)", "Éventail de l'ouvreur (pot / demi)")
            : par->bet == 0 ? out_tr(L, "Opener's range (pot)", "Éventail de l'ouvreur (pot)")
                          : out_tr(L, "Opener's range (half)", "Éventail de l'ouvreur (demi)"),
            OUT_STR);
    out_col(t, "call",
            par->bet < 0    ? out_tr(L, "Call with (pot / half)", "Suivre avec (pot / demi)")
            : par->bet == 0 ? out_tr(L, "Call with (pot)", "Suivre avec (pot)")
                          : out_tr(L, "Call with (half)", "Suivre avec (demi)"),
            OUT_STR);
    out_col(t, "equilibrium", eq_heading(par, &u->eq), OUT_STR);
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
            rep_call_mask_text(&u->r, c0->computed ? c0->range : 0, par->lang, r0, sizeof r0);
            rep_call_mask_text(&u->r, c1->computed ? c1->range : 0, par->lang, r1, sizeof r1);
            both_sizes(par, r0, r1, buf, sizeof buf);
            out_set_str(t, T_RANGE, buf);
            cell_text(&u->r, c0, par->lang, r0, sizeof r0);
            cell_text(&u->r, c1, par->lang, r1, sizeof r1);
            both_sizes(par, r0, r1, buf, sizeof buf);
            out_set_str(t, T_CALL, buf);
            if (u->eq.have) {
                eq_text(&u->eq, op, p, 0, L, r0, sizeof r0);
                eq_text(&u->eq, op, p, 1, L, r1, sizeof r1);
                both_sizes(par, r0, r1, buf, sizeof buf);
                out_set_str(t, T_EQ, buf);
            } else {
                out_set_str(t, T_EQ, out_tr(L, "no solution", "pas de solution"));
            }
        }
}

/* The answer under the most realistic model asked for ((c) after the
 * draw, else (b), else (a)): for each opener, the weakest hand each other
 * seat calls with at pot / half pot. */
void rep_call_headline(const rep_open_params *par, const call_report *u, out_table *t)
{
    const int L = par->lang;
    int m = u->models & 1u << OPEN_MODEL_C ? OPEN_MODEL_C : u->models & 1u << OPEN_MODEL_B ? OPEN_MODEL_B : OPEN_MODEL_A;
    char buf[4000];
    size_t l = (size_t)snprintf(buf, sizeof buf, L ? "Modèle (%s), %d joueurs, %d cartes : suivre (%s) avec au moins,"
                                                   : "Model (%s), %d players, %d cards: call (%s) with at least,",
                                rep_open_model_key(m), u->P, u->deck,
                                par->bet < 0 ? (L ? "pot / demi-pot" : "pot / half pot") : par->bet == 0 ? "pot"
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
            both_sizes(par, r0, r1, both, sizeof both);
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
