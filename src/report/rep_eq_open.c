/* rep_eq_open.c - the tables of `talon open --model equilibrium`
 * (rep_eq_open.h): the opening thresholds of the solved draw-poker game by
 * position, beside the article's cells and the threshold models a, b, c
 * (from 4 players), with each seat's best-response gain; a detail table of
 * every class's opening frequency; csv and json: one tidy row per player
 * count, position and bet.  Pure formatting: the figures are
 * tab_equilibrium's (eq_open) and tab_open_report's (the article's cells),
 * computed by the CLI (cmd_eq_open.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dclass.h"
#include "labels.h"
#include "rep_eq.h"
#include "rep_eq_open.h"
#include "rep_open.h"
#include "tab_equilibrium.h"
#include "tab_open.h"
#include "tab_open_eq.h"
#include "tab_open_report.h"

/* The equilibrium's threshold at bet b for position pos, and its dclass. */
static int eq_cell(const rep_eq_open_job *j, int pos, int b, int lang, char *buf, size_t size)
{
    int i = j->e.size_idx[b];
    if (i < 0) {
        snprintf(buf, size, "-");
        return -2;
    }
    const eq_open_table *t = &j->t[b];
    int k = t->equiv[pos][i];
    open_eq_label(&t->cls, k, k >= 0 ? t->equiv_frac[pos][i] : 1, lang, buf, size);
    return k >= 0 ? t->cls.dclass[k] : OPEN_NONE;
}

/* The stricter reading: every stronger class opens at least half the time. */
static void mono_cell(const rep_eq_open_job *j, int pos, int lang, char *buf, size_t size)
{
    char s[2][64];
    for (int b = 0; b < 2; b++) {
        int i = j->e.size_idx[b];
        const eq_open_table *t = &j->t[b];
        if (i < 0)
            snprintf(s[b], sizeof s[b], "-");
        else
            open_eq_label(&t->cls, t->threshold_size[pos][i], t->threshold_size[pos][i] >= 0 ? t->thr_size_freq[pos][i] : 1,
                       lang, s[b], sizeof s[b]);
    }
    snprintf(buf, size, "%s / %s", s[0], s[1]);
}

static void model_cell(const rep_eq_open_job *j, int m, int pos, int lang, char *buf, size_t size)
{
    char s0[48], s1[48];
    const open_cell *c0 = &j->models[m].cell[pos][0], *c1 = &j->models[m].cell[pos][1];
    snprintf(buf, size, "%s / %s", c0->reachable ? rep_open_class(&j->r, c0->cls, lang, s0, sizeof s0) : "-",
             c1->reachable ? rep_open_class(&j->r, c1->cls, lang, s1, sizeof s1) : "-");
}

enum { E_POS, E_ART, E_POT, E_HALF, E_FITS, E_MONO, E_A, E_B, E_C, E_GPOT, E_GHALF, E_N };

/* The notes of the opening thresholds: what a threshold and a seat's gain
 * mean; the text table's columns besides (every stronger class, models a,
 * b, c from 4 players) when columns, not for the tidy csv/json rows. */
static void open_notes(out_table *t, int P, int L, bool columns)
{
    out_note(t, out_tr(L, "rule", "règle"), "%s",
             L ? "seuil d'équilibre : la règle de seuil pure qui ouvre exactement aussi souvent que le jeu résolu "
                 "(mains pondérées par leur fréquence) : toute classe plus forte et NN % de celle-ci ; l'équilibre "
                 "lui-même panache (la table de détail donne la fréquence de chaque classe)"
               : "equilibrium threshold: the pure threshold rule that opens exactly as often as the solved "
                 "game (hands weighted by their frequency): every stronger class and NN% of that class; "
                 "the equilibrium itself mixes (the detail table gives every class's frequency)");
    if (columns)
        out_note(t, out_tr(L, "every stronger opens", "toute plus forte ouvre"), "%s",
                 L ? "la lecture plus stricte : la classe la plus faible telle que toute classe plus forte "
                     "(rencontrée, au moins 0.5 % des mains) ouvre au moins une fois sur deux, (NN %) sa propre "
                     "fréquence ; « aucune » là où une classe forte passe encore plus souvent qu'elle n'ouvre"
                   : "the stricter reading: the weakest class such that every stronger class (met, "
                     "holding at least 0.5% of the hands) opens at least half the time, (NN%) its "
                     "own frequency; 'none' where a strong class still checks more often than not");
    out_note(t, out_tr(L, "seat's gain", "gain de la place"), "%s",
             L ? "le gain en meilleure réponse de la place contre la solution, antes par donne, intervalle à 95 % : "
                 "la mesure de qualité par place (0 à un équilibre exact ; une estimation sous 0 est du bruit : 0, et "
                 "le haut de son intervalle)"
               : "the seat's best-response gain against the solution, antes per deal, 95% interval: "
                 "the per-seat quality figure (0 at an exact equilibrium; a sampled estimate below 0 is noise: 0, and "
                 "the top of its interval)");
    if (columns && P >= 4)
        out_note(t, out_tr(L, "models", "modèles"), "%s",
                 L ? "(a) la méthode de l'article, (b) retrait des cartes, (c) après l'échange (talon open)"
                   : "(a) the article's method, (b) card removal, (c) after the draw (talon open)");
}

/* One position of the thresholds table; cnt: the cells that fit the
 * article, those within one class, the cells compared; the headline's
 * "pot / half" cells appended to hl at *hl_len. */
static void thresholds_row(int lang, const rep_eq_open_job *j, int pos, int cnt[3], char *hl, size_t hl_size,
                           size_t *hl_len, out_table *t)
{
    const int P = j->e.players, L = lang != 0;
    char fits_txt[2][4];   /* "yes", "no", "oui", "non" */
    out_row(t);
    char buf[160], s0[64], s1[64];
    snprintf(buf, sizeof buf, "%d", pos + 1);
    out_set_str(t, E_POS, buf);
    for (int b = 0; b < 2; b++) {
        int d = eq_cell(j, pos, b, L, buf, sizeof buf);
        out_set_str(t, b ? E_HALF : E_POT, buf);
        *hl_len += (size_t)snprintf(hl + *hl_len, hl_size - *hl_len, "%s%s", b ? " / " : pos ? ", " : "", buf);
        bool f = j->article && d == j->article_cls[pos][b];
        snprintf(fits_txt[b], sizeof fits_txt[b], "%s",
                 !j->article ? "" : f ? out_tr(L, "yes", "oui") : out_tr(L, "no", "non"));
        cnt[0] += f;
        /* dclass numbers adjacent classes consecutively (pairs by rank, then draw, two pair) */
        cnt[1] += j->article && d >= 0 && j->article_cls[pos][b] >= 0 && abs(d - j->article_cls[pos][b]) <= 1;
        cnt[2] += j->article && d != -2;
        /* a file without this size (a pot-only file's half column) has no gain for it either */
        if (j->e.size_idx[b] < 0)
            snprintf(buf, sizeof buf, "-");
        else
            rep_eq_gain_text(j->e.s[b], pos, L, buf, sizeof buf);
        out_set_str(t, b ? E_GHALF : E_GPOT, buf);
    }
    mono_cell(j, pos, L, buf, sizeof buf);
    out_set_str(t, E_MONO, buf);
    if (j->article) {
        snprintf(buf, sizeof buf, "%s / %s", rep_open_class(&j->r, j->article_cls[pos][0], lang, s0, sizeof s0),
                 rep_open_class(&j->r, j->article_cls[pos][1], lang, s1, sizeof s1));
        out_set_str(t, E_ART, buf);
        snprintf(buf, sizeof buf, "%s / %s", fits_txt[0], fits_txt[1]);
        out_set_str(t, E_FITS, buf);
    }
    for (int m = 0; P >= 4 && m < OPEN_MODELS; m++) {
        model_cell(j, m, pos, lang, buf, sizeof buf);
        out_set_str(t, E_A + m, buf);
    }
}

void rep_eq_open_thresholds(const rep_eq_open_job *j, int lang, out_table *t)
{
    const int P = j->e.players, L = lang != 0;
    char title[160], dn[40];
    label_deck_name_lang(j->e.deck, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Seuils d'ouverture de l'équilibre, %d joueurs, %s"
                                    : "Equilibrium opening thresholds, %d players, %s", P, dn);
    out_init(t, title);
    static const char *const COLS[E_N][3] = {
        {"position", "Position", "Position"}, {"article", "Article (pot / half)", "Article (pot / demi)"},
        {"pot", "Equilibrium, pot", "Équilibre, pot"}, {"half", "Equilibrium, half pot", "Équilibre, demi-pot"},
        {"fits", "Article fits (pot / half)", "Article conforme (pot / demi)"},
        {"monotone", "Every stronger opens (pot / half)", "Toute plus forte ouvre (pot / demi)"},
        {"a", "(a) pot / half", "(a) pot / demi"}, {"b", "(b) pot / half", "(b) pot / demi"},
        {"c", "(c) pot / half", "(c) pot / demi"}, {"gain_pot", "Seat's gain, pot", "Gain de la place, pot"},
        {"gain_half", "Seat's gain, half", "Gain de la place, demi"}};
    for (int c = 0; c < E_N; c++)
        out_col(t, COLS[c][0], COLS[c][1 + L], OUT_STR);
    if (!j->article) {
        out_hide(t, E_ART);
        out_hide(t, E_FITS);
    }
    if (P < 4)
        for (int m = 0; m < OPEN_MODELS; m++)
            out_hide(t, E_A + m);
    int cnt[3] = {0, 0, 0};   /* fits, near, cells */
    char hl[1600];
    size_t hl_len = 0;
    for (int pos = 0; pos < P; pos++)
        thresholds_row(lang, j, pos, cnt, hl, sizeof hl, &hl_len, t);
    const int fit = cnt[0], near = cnt[1], cells = cnt[2];
    if (j->article)
        out_headline(t, L ? "À %d joueurs (%s), le jeu résolu ouvre, par position (pot / demi-pot), à partir de %s ; "
                            "la table de l'article donne la même classe dans %d de ses %d cases, la même ou la "
                            "suivante de part et d'autre dans %d."
                          : "At %d players (%s), the solved game opens, by position (pot / half pot), from %s; the "
                            "article's table gives the same class in %d of its %d cells, the same or the next class "
                            "either side in %d.", P, dn, hl, fit, cells, near);
    else
        out_headline(t, L ? "À %d joueurs (%s), le jeu résolu ouvre, par position (pot / demi-pot), à partir de %s."
                          : "At %d players (%s), the solved game opens, by position (pot / half pot), from %s.", P, dn,
                     hl);
    open_notes(t, P, L, true);
    rep_eq_quality_notes(t, &j->e, L);
}

void rep_eq_open_detail(const rep_eq_open_job *j, int L, out_table *t)
{
    const int P = j->e.players;
    out_init(t, out_tr(L, "Equilibrium opening frequency by class and position (pot / half pot)",
                       "Fréquence d'ouverture de l'équilibre par classe et position (pot / demi-pot)"));
    out_col(t, "class", out_tr(L, "Class", "Classe"), OUT_STR);
    static const char *const POS[8][3] = {{"p1", "1st", "1er"}, {"p2", "2nd", "2e"}, {"p3", "3rd", "3e"},
                                          {"p4", "4th", "4e"},  {"p5", "5th", "5e"}, {"p6", "6th", "6e"},
                                          {"p7", "7th", "7e"},  {"p8", "8th", "8e"}};
    for (int pos = 0; pos < P; pos++)
        out_col(t, POS[pos][0], POS[pos][1 + (L != 0)], OUT_STR);
    const eq_classes *c = &j->t[0].cls;
    for (int k = c->n - 1; k >= 0; k--) {
        if (!c->occurs[k])
            continue;
        out_row(t);
        char buf[64];
        open_eq_label(c, k, 1, L, buf, sizeof buf);
        out_set_str(t, 0, buf);
        for (int pos = 0; pos < P; pos++) {
            char s[2][16];
            for (int b = 0; b < 2; b++) {
                int i = j->e.size_idx[b];
                if (i < 0 || !j->t[b].met[pos][k])
                    snprintf(s[b], sizeof s[b], "-");
                else
                    snprintf(s[b], sizeof s[b], "%.0f%%", 100 * j->t[b].open_size[pos][i][k]);
            }
            snprintf(buf, sizeof buf, "%s / %s", s[0], s[1]);
            out_set_str(t, 1 + pos, buf);
        }
    }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             L ? "la probabilité que le premier à parler à cette position, les précédents ayant passé, ouvre avec "
                 "cette classe ; « - » : un ensemble que le solveur n'a jamais rencontré"
               : "the probability that the first speaker at that position, the earlier ones having "
                 "checked, opens with that class; '-': a set the solver never met");
}

/* csv and json: one tidy row per player count, position and bet. */
static void open_tidy(const rep_eq_open_job *jobs, int n, int L, out_table *t)
{
    out_init(t, out_tr(L, "Equilibrium opening thresholds", "Seuils d'ouverture de l'équilibre"));
    /* gain and exploitability clamped at 0, with their intervals (out_expl_num: issue 24) */
    static const char *const COLS[15][2] = {
        {"players", "Players"},   {"deck", "Deck"},         {"position", "Position"},   {"bet", "Bet"},
        {"threshold", "Threshold"}, {"frequency", "Frequency"}, {"dclass", "Class"}, {"article", "Article"},
        {"fits", "Fits"},         {"gain", "Gain"},         {"gain_ci_low", "Gain CI low"}, {"gain_ci_high", "Gain CI high"},
        {"exploitability", "Exploitability"}, {"exploitability_ci_low", "Exploitability CI low"},
        {"exploitability_ci_high", "Exploitability CI high"}};
    static const enum out_type TYPE[15] = {OUT_INT, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_NUM, OUT_STR, OUT_STR,
                                           OUT_BOOL, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM};
    for (int c = 0; c < 15; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPE[c]);
    for (int i = 0; i < n; i++) {
        const rep_eq_open_job *j = &jobs[i];
        for (int pos = 0; pos < j->e.players; pos++)
            for (int b = 0; b < 2; b++) {
                int si = j->e.size_idx[b];
                if (si < 0)
                    continue;
                const eq_open_table *ot = &j->t[b];
                const eq_info *in = eq_info_of(j->e.s[b]);
                int k = ot->equiv[pos][si];
                char key[DCLASS_NAME_MAX];
                out_row(t);
                out_set_int(t, 0, (uint64_t)j->e.players);
                out_set_int(t, 1, (uint64_t)j->e.deck);
                out_set_int(t, 2, (uint64_t)pos + 1);
                out_set_str(t, 3, rep_eq_bet_name(b));
                out_set_str(t, 4, k >= 0 ? ot->cls.name[k] : "none");
                if (k >= 0) {
                    out_set_num(t, 5, ot->equiv_frac[pos][si], "%.4f");
                    out_set_str(t, 6, dclass_key(&j->r, ot->cls.dclass[k], key, sizeof key));
                }
                if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                    out_set_str(t, 7, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                    out_set_bool(t, 8, k >= 0 && ot->cls.dclass[k] == j->article_cls[pos][b]);
                }
                out_set_num(t, 9, out_expl_num(in->gain[pos]), "%.6f");
                if (in->has_interval) {
                    out_set_num(t, 10, out_expl_num(in->gain_lo[pos]), "%.6f");
                    out_set_num(t, 11, out_expl_num(in->gain_hi[pos]), "%.6f");
                }
                out_set_num(t, 12, out_expl_num(in->exploitability), "%.6f");
                if (in->has_expl_interval) {
                    out_set_num(t, 13, out_expl_num(in->expl_lo), "%.6f");
                    out_set_num(t, 14, out_expl_num(in->expl_hi), "%.6f");
                }
            }
    }
}

/* A note per file of jobs[i] (where it is, its quality): the tidy table of
 * several player counts. */
static void file_notes(const rep_eq_open_job *j, int L, out_table *t)
{
    for (int b = 0; b < 2; b++) {
        char q[1024], key[64];
        rep_eq_quality_text(eq_info_of(j->e.s[b]), L, q, sizeof q);
        snprintf(key, sizeof key, L ? "solution %d joueurs, %s" : "solution %d players, %s", j->e.players,
                 b ? out_tr(L, "half", "demi-pot") : "pot");
        out_note(t, key, "%s: %s", j->e.path[b], q);
    }
}

void rep_eq_open_data(const rep_eq_open_job *jobs, int n, int lang, out_table *t)
{
    const int L = lang != 0;
    open_tidy(jobs, n, L, t);
    open_notes(t, jobs[0].e.players, L, false);
    char *hl = NULL;
    size_t l = 0;
    for (int i = 0; i < n; i++) {
        out_table th;
        rep_eq_open_thresholds(&jobs[i], lang, &th);
        char *grown = out_failed(&th) ? NULL : realloc(hl, l + strlen(th.headline) + 2);
        if (!grown) {
            out_free(&th);
            free(hl);
            t->failed = 1;   /* out_failed: the caller says "out of memory" */
            return;
        }
        hl = grown;
        l += (size_t)sprintf(hl + l, "%s%s", i ? " " : "", th.headline);
        out_free(&th);
        char tag[16];
        snprintf(tag, sizeof tag, "_%dp", jobs[i].e.players);
        rep_eq_solution_fields(t, &jobs[i].e, tag);
        if (n == 1)
            rep_eq_quality_notes(t, &jobs[i].e, L);
        else
            file_notes(&jobs[i], L, t);
    }
    out_headline(t, "%s", hl);
    free(hl);
}
