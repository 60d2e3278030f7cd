/* rep_open_wide.c - talon open's wide table, one per player count (text
 * and md), and its headline (rep_open_wide.h): position, the article, each
 * model as "pot / half", the equilibrium column with each seat's gain, and
 * which models give the article's cell; the notes come from
 * rep_open_notes.c.  The headline answers from the equilibrium where a
 * solution is shipped (DESIGN principle 7), else from the most realistic
 * threshold model asked for, saying why.  Pure formatting: every figure is
 * the open_report's (tab_open_report.h).
 */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "labels.h"
#include "rep_eq.h"
#include "rep_open.h"
#include "rep_open_notes.h"
#include "rep_open_wide.h"
#include "tab_open_report.h"

enum { W_POS, W_ART, W_A, W_B, W_C, W_EQ, W_GAIN, W_FITS, W_N };

/* One bet size of the headline: "two pair in the 1st seat, AA in the 2nd"
 * (the reachable seats) into buf at *l. */
static void headline_bet(const rep_open_params *par, const open_report *j, const open_table *tb, int b, char *buf,
                         size_t size, size_t *l)
{
    const int L = par->lang;
    int k = 0;
    for (int pos = 0; pos < j->players && *l < size; pos++) {
        const open_cell *c = &tb->cell[pos][b];
        if (!c->reachable)
            continue;
        char cell[64];
        rep_open_class(&j->r, c->cls, L, cell, sizeof cell);
        if (L && c->cls != DCLASS_NOTHING && c->cls != OPEN_NONE) {
            /* A sentence, not the article's table: "paire d'as", "brelan"
             * (the table's bare "As" reads as the card). */
            dclass_name(&j->r, c->cls, 1, cell, sizeof cell);
            if (cell[0] >= 'A' && cell[0] <= 'Z')
                cell[0] = (char)(cell[0] - 'A' + 'a');
        }
        const char *exc = c->exceptions ? (L ? " (sauf un tirage)" : " (but not a draw)") : "";
        if (L)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s en position %d", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, pos + 1);
        else
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s in the %s seat", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, rep_open_ordinal(pos, 0));
        k++;
    }
    if (!k && *l < size)
        *l += (size_t)snprintf(buf + *l, size - *l, "%s", L ? "jamais" : "never");
}

/* An equilibrium class in a sentence: the column's label ("KK (73%)",
 * "open draw (80%)"), but in French a pair in words ("paire de rois (73%)":
 * the column's bare "Roi" reads as the card), as the model headline does.
 * Any other class name of the file is the column's label. */
static void eq_words(const open_report *j, const eq_classes *c, int k, double f, int L, char *buf, size_t size)
{
    open_eq_label(c, k, f, L, buf, size);
    if (!L || k < 0 || k >= c->n || dclass_pair_rank(c->dclass[k]) < 0 || strncmp(c->name[k], "pair ", 5) != 0 ||
        strlen(c->name[k]) != 6)
        return;
    char nm[DCLASS_NAME_MAX], tail[32] = "";
    const char *br = strstr(buf, " (");
    if (br)
        snprintf(tail, sizeof tail, "%s", br);
    dclass_name(&j->r, c->dclass[k], 1, nm, sizeof nm);
    if (nm[0] >= 'A' && nm[0] <= 'Z')
        nm[0] = (char)(nm[0] - 'A' + 'a');
    snprintf(buf, size, "%s%s", nm, tail);
}

/* One bet size of the equilibrium's headline: "open draw (80%) in the 1st
 * seat, KK (73%) in the 2nd seat, never in the 5th seat" into buf at *l. */
static void headline_eq_bet(const rep_open_params *par, const open_report *j, int b, char *buf, size_t size, size_t *l)
{
    const int L = par->lang;
    const open_eq_col *q = &j->eq;
    if (q->f[b].idx < 0) {   /* the file has no opening of this size */
        if (*l < size)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s",
                                   L ? "aucune (le jeu résolu n'a pas cette mise)" : "none (the solved game has no such bet)");
        return;
    }
    for (int pos = 0; pos < j->players && *l < size; pos++) {
        double f;
        int k = open_eq_col_thr(q, pos, b, &f);
        char cell[96];
        if (k < 0)
            snprintf(cell, sizeof cell, "%s", L ? "jamais" : "never");
        else
            eq_words(j, &q->t[b].cls, k, f, L, cell, sizeof cell);
        if (L)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s en position %d", pos ? ", " : "", cell, pos + 1);
        else
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s in the %s seat", pos ? ", " : "", cell, rep_open_ordinal(pos, 0));
    }
}

/* The answer from the solved game (DESIGN principle 7: advice comes from
 * the solved game) where its files are shipped for these players, deck and
 * rules: the weakest class the equilibrium opens at each seat, read as the
 * pure threshold that opens as often (the column's reading), with the
 * files' quality in a few words: their exploitability and whether it meets
 * the goal.  Nothing here depends on the abstraction or the solver: the
 * classes and figures are what tab_equilibrium reads from the files. */
static void headline_eq(const rep_open_params *par, const open_report *j, char *buf, size_t size)
{
    const int L = par->lang;
    const open_eq_col *q = &j->eq;
    char qual[300];
    size_t ql = 0;
    bool conv = true;
    for (int b = 0; b < OPEN_BETS && ql < sizeof qual; b++) {
        if (q->f[b].idx < 0)
            continue;
        conv = conv && q->f[b].converged;
        const char *at = b ? (L ? "au demi-pot" : "at half pot") : (L ? "au pot" : "at pot");
        char ex[80];
        const eq_info *in = &q->f[b].info;
        if (in->has_exploitability)
            ql += (size_t)snprintf(qual + ql, sizeof qual - ql, "%s%s %s", ql ? (L ? " et " : " and ") : "",
                                   out_expl_text(in->exploitability, in->has_expl_interval, in->expl_lo, in->expl_hi, 3,
                                                 false, L, ex, sizeof ex),
                                   at);
        else
            ql += (size_t)snprintf(qual + ql, sizeof qual - ql, L ? "%snon donnée %s" : "%snot stated %s",
                                   ql ? (L ? " et " : " and ") : "", at);
    }
    char real[200], one[80];
    size_t rl = 0;
    for (int b = 0; b < OPEN_BETS && rl < sizeof real; b++)
        if (q->f[b].idx >= 0)
            rl += (size_t)snprintf(real + rl, sizeof real - rl, "%s%s %s", rl ? (L ? " et " : " and ") : "",
                                   rep_eq_real_text(&q->f[b].info, true, L, one, sizeof one),
                                   b ? (L ? "au demi-pot" : "at half pot") : (L ? "au pot" : "at pot"));
    size_t l = (size_t)snprintf(
        buf, size,
        L ? "À %d joueurs (%d cartes), l'équilibre du jeu d'enchères résolu (exploitabilité dans son abstraction %s, "
            "en antes par donne ; dans le jeu réel, un joueur qui voit ses cartes gagne au moins %s%s) ouvre au pot à "
            "partir de "
          : "At %d players (%d cards), the equilibrium of the solved betting game (exploitability inside its "
            "abstraction %s, antes a deal; in the real game a player who sees his cards wins at least %s%s) opens at "
            "pot from ",
        j->players, j->deck, qual, real,
        conv ? "" : (L ? " : NON convergé, l'objectif : " OPEN_EQ_GOAL_TEXT_FR : ": NOT converged, the goal: " OPEN_EQ_GOAL_TEXT));
    headline_eq_bet(par, j, OPEN_POT, buf, size, &l);
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", L ? " ; au demi-pot à partir de " : "; at half pot from ");
    headline_eq_bet(par, j, OPEN_HALF, buf, size, &l);
    if (l < size)
        snprintf(buf + l, size - l, "%s",
                 L ? ". Chaque position ouvre toute classe plus forte et la part entre parenthèses de la sienne "
                     "(l'équilibre panache : c'est le seuil qui ouvre aussi souvent que lui)."
                   : ". Each seat opens every stronger class and the share in brackets of its own (the equilibrium "
                     "mixes: this is the threshold that opens as often as it does).");
}

/* The answer for one player count: from the equilibrium where a solution
 * is shipped for it (headline_eq), else under the most realistic
 * threshold model asked for ((c) after the draw, else (b), else (a)),
 * saying why: the weakest hand to open at pot and at half pot, seat by
 * seat. */
void rep_open_headline(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s, char *buf,
                       size_t size)
{
    const int L = par->lang;
    if (j->eq.have && (j->eq.f[OPEN_POT].idx >= 0 || j->eq.f[OPEN_HALF].idx >= 0)) {
        headline_eq(par, j, buf, size);
        return;
    }
    int m = models & 1u << OPEN_MODEL_C ? OPEN_MODEL_C : models & 1u << OPEN_MODEL_B ? OPEN_MODEL_B : OPEN_MODEL_A;
    static const char *const MODEL_EN[] = {"the article's method, independent hands", "before the draw, card removal",
                                           "after the draw"};
    static const char *const MODEL_FR[] = {"la méthode de l'article, mains indépendantes",
                                           "avant l'échange, retrait des cartes", "après l'échange"};
    const char *why = j->eq.have ? (L ? "le jeu résolu livré n'a ni le pot ni le demi-pot, "
                                      : "the shipped solved game having neither pot nor half pot, ")
                      : j->eq.why[0] ? (L ? "le jeu résolu livré ne s'appliquant pas (voir la note équilibre), "
                                          : "the shipped solved game not applying (see the equilibrium note), ")
                                     : (L ? "aucun jeu résolu n'étant livré pour ces joueurs et ce jeu, "
                                          : "no solved game being shipped for these players and deck, ");
    size_t l = (size_t)snprintf(buf, size, L ? "À %d joueurs (%d cartes), %sselon le modèle à seuil %s (%s%s%s) : ouvrez au pot avec au moins "
                                             : "At %d players (%d cards), %sby threshold model %s (%s%s%s): open at pot with at least ",
                                j->players, j->deck, why, rep_open_model_key(m), L ? MODEL_FR[m] : MODEL_EN[m],
                                m == OPEN_MODEL_C ? (L ? ", stratégie d'écart " : ", drawing strategy ") : "",
                                m == OPEN_MODEL_C ? s->name : "");
    headline_bet(par, j, &j->t[m], OPEN_POT, buf, size, &l);
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", L ? " ; au demi-pot avec au moins " : "; at half pot with at least ");
    headline_bet(par, j, &j->t[m], OPEN_HALF, buf, size, &l);
    int never = 0, undecided = 0, any = 0;
    for (int pos = 0; pos < j->players; pos++) {
        never += !j->t[m].cell[pos][OPEN_POT].reachable && !j->t[m].cell[pos][OPEN_HALF].reachable;
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &j->t[m].cell[pos][b];
            undecided += c->reachable && !c->decided;
            any += c->reachable && c->cls == DCLASS_NOTHING;
        }
    }
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", ".");
    if (never == 1 && l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s",
                              L ? " La dernière position n'ouvre jamais (un joueur précédent a toujours ouvert)."
                                : " The last seat never opens: an earlier player always has.");
    else if (never && l < size)
        l += (size_t)snprintf(buf + l, size - l,
                              L ? " Les %d dernières positions n'ouvrent jamais (un joueur précédent a toujours ouvert)."
                                : " The last %d seats never open: an earlier player always has.",
                              never);
    if (undecided && l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s",
                              L ? " « ? » : pas tranché à cette précision." : " '?': not decided at this precision.");
    if (any && l < size)
        snprintf(buf + l, size - l, "%s",
                 L ? " « toute main » : une fois que les précédents ont passé, toute main gagne assez souvent."
                   : " 'any hand': once the earlier players have passed, every hand wins often enough.");
}

/* The equilibrium column's heading, with the NOT converged mark (literals:
 * out_col keeps the pointer). */
static const char *eq_heading(const open_eq_col *q, int lang)
{
    static const char *const H[4][2] = {
        {"Equilibrium pot / half", "Équilibre pot / demi"},
        {"Equilibrium pot (NOT converged) / half", "Équilibre pot (NON convergé) / demi"},
        {"Equilibrium pot / half (NOT converged)", "Équilibre pot / demi (NON convergé)"},
        {"Equilibrium, NOT converged: pot / half", "Équilibre, NON convergé : pot / demi"}};
    int k = !q->have ? 0 : (!q->f[OPEN_POT].converged) | (!q->f[OPEN_HALF].converged) << 1;
    return H[k][lang != 0];
}

/* One position of the wide table; nfit[m] counts the cells where model m
 * (nfit[OPEN_MODELS]: the equilibrium) gives the article's threshold. */
static void wide_row(const rep_open_params *par, const open_report *j, unsigned models, int pos,
                     int nfit[OPEN_MODELS + 1], out_table *t)
{
    const int L = par->lang;
    out_row(t);
    out_set_str(t, W_POS, rep_open_ordinal(pos, L));
    char buf[160], s1[64], s2[64];
    if (j->article) {
        snprintf(buf, sizeof buf, "%s / %s", rep_open_class(&j->r, j->article_cls[pos][0], L, s1, sizeof s1),
                 rep_open_class(&j->r, j->article_cls[pos][1], L, s2, sizeof s2));
        out_set_str(t, W_ART, buf);
    }
    char fit[2][24] = {"", ""};
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        rep_open_cell_text(&j->r, &j->t[m].cell[pos][0], L, s1, sizeof s1);
        rep_open_cell_text(&j->r, &j->t[m].cell[pos][1], L, s2, sizeof s2);
        snprintf(buf, sizeof buf, "%s / %s", s1, s2);
        out_set_str(t, W_A + m, buf);
        for (int b = 0; b < OPEN_BETS; b++)
            if (open_report_fits(j, &j->t[m], pos, (enum open_bet)b)) {
                size_t l = strlen(fit[b]);
                snprintf(fit[b] + l, sizeof fit[b] - l, "%s%s", l ? " " : "", rep_open_model_key(m));
                nfit[m]++;
            }
    }
    if (j->eq.have) {
        rep_open_eq_text(&j->eq, pos, 0, L, s1, sizeof s1);
        rep_open_eq_text(&j->eq, pos, 1, L, s2, sizeof s2);
        snprintf(buf, sizeof buf, "%s / %s", s1, s2);
        out_set_str(t, W_EQ, buf);
        for (int b = 0; b < OPEN_BETS; b++) {
            const eq_info *in = &j->eq.f[b].info;
            if (in->has_gain)
                out_expl_text(in->gain[pos], in->has_interval, 0, in->gain_hi[pos], 3, true, L, b ? s2 : s1, sizeof s1);
            else
                snprintf(b ? s2 : s1, sizeof s1, "?");
            if (open_report_eq_fits(j, pos, (enum open_bet)b)) {
                size_t l = strlen(fit[b]);
                snprintf(fit[b] + l, sizeof fit[b] - l, "%s%s", l ? " " : "", out_tr(L, "eq", "éq"));
                nfit[OPEN_MODELS]++;
            }
        }
        snprintf(buf, sizeof buf, "%s / %s", s1, s2);
        out_set_str(t, W_GAIN, buf);
    } else {
        out_set_str(t, W_EQ, out_tr(L, "no solution", "pas de solution"));
    }
    snprintf(buf, sizeof buf, "%s / %s", fit[0][0] ? fit[0] : "-", fit[1][0] ? fit[1] : "-");
    out_set_str(t, W_FITS, buf);
}

/* The article note: its table and the fit counts of the wide table's
 * ncells cells, or why there is no comparison. */
static void wide_article_note(const rep_open_params *par, const open_report *j, unsigned models,
                              const int nfit[OPEN_MODELS + 1], int ncells, out_table *t)
{
    const int L = par->lang;
    if (!j->article) {
        out_note(t, "article",
                 L ? "pas de comparaison : la table de l'article pour %d joueurs est à %d cartes"
                   : "not compared: the article's table for %d players uses %d cards",
                 j->players, deck_for_players(j->players));
        return;
    }
    char fb[200];
    size_t l = 0;
    for (int m = 0; m < OPEN_MODELS; m++)
        if (models >> m & 1)
            l += (size_t)snprintf(fb + l, sizeof fb - l, "%s(%s) %d", l ? ", " : "", rep_open_model_key(m), nfit[m]);
    if (j->eq.have)
        l += (size_t)snprintf(fb + l, sizeof fb - l, "%s%s %d", l ? ", " : "", out_tr(L, "equilibrium", "équilibre"),
                              nfit[OPEN_MODELS]);
    out_note(t, "article",
             L ? "le tableau de l'article « Paire nécessaire pour : Pot / demi-pot » (tables/article/open.csv), son jeu pour "
                 "%d joueurs ; cases où un modèle donne le seuil de l'article, sur %d : %s"
               : "the article's \"Paire nécessaire pour : Pot / demi-pot\" (tables/article/open.csv), its deck for "
                 "%d players; cells where a model gives the article's threshold, of %d: %s",
             j->players, ncells, fb);
}

void rep_open_wide(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s, out_table *t)
{
    const int L = par->lang;
    char dn[40], title[200];
    label_deck_name_lang(j->deck, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Ouvertures au pot / demi-pot, %d joueurs, %s"
                                    : "Opening thresholds at pot / half pot, %d players, %s",
             j->players, dn);
    out_init(t, title);
    char hl[1200];
    rep_open_headline(par, j, models, s, hl, sizeof hl);
    out_headline(t, "%s", hl);
    rep_open_notes_models(par, j, models, s, t);
    out_col(t, "position", "Position", OUT_STR);
    out_col(t, "article", "Article", OUT_STR);
    out_col(t, "a", out_tr(L, "(a) pot / half", "(a) pot / demi"), OUT_STR);
    out_col(t, "b", out_tr(L, "(b) pot / half", "(b) pot / demi"), OUT_STR);
    out_col(t, "c", out_tr(L, "(c) pot / half", "(c) pot / demi"), OUT_STR);
    out_col(t, "equilibrium", eq_heading(&j->eq, L), OUT_STR);
    out_col(t, "gain", out_tr(L, "Seat's gain (eq.)", "Gain du siège (éq.)"), OUT_STR);
    out_col(t, "fits", out_tr(L, "Fits the article (pot / half)", "Conforme à l'article (pot / demi)"), OUT_STR);
    for (int m = 0; m < OPEN_MODELS; m++)
        if (!(models >> m & 1))
            out_hide(t, W_A + m);
    if (!j->eq.have)
        out_hide(t, W_GAIN);
    if (!j->article) {
        out_hide(t, W_ART);
        out_hide(t, W_FITS);
    }
    int nfit[OPEN_MODELS + 1] = {0}, ncells = 0;
    for (int pos = 0; pos < j->players; pos++) {
        wide_row(par, j, models, pos, nfit, t);
        ncells += 2;
    }
    rep_open_notes_undecided(par, j, models, t);
    rep_open_notes_eq(par, j, t);
    wide_article_note(par, j, models, nfit, ncells, t);
}
