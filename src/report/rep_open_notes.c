/* rep_open_notes.c - the notes under talon open's wide table (text and md):
 * the conventions, the models' definitions, the cells a model left
 * undecided or with classes below the threshold that reach the level, and
 * the equilibrium column's files (rep_open_notes.h).  Pure formatting: the
 * figures are the open_report's (tab_open_report.h).
 */
#include <stdio.h>
#include <string.h>

#include "dclass.h"
#include "labels.h"
#include "rep_eq.h"
#include "rep_open.h"
#include "rep_open_notes.h"
#include "tab_open_report.h"

/* Model (a)'s note, and where our exact class frequencies would change
 * its thresholds (when it uses the article's printed ones). */
static void notes_model_a(const rep_open_params *par, const open_report *j, out_table *t)
{
    const int L = par->lang;
    if (!j->printed_q) {
        out_note(t, out_tr(L, "model a", "modèle a"),
                 L ? "la méthode de l'article : mains indépendantes, P(classe) de nos fréquences exactes "
                     "(l'article n'imprime pas de colonne pour %d cartes), calcul exact"
                   : "the article's method: independent hands, P(class) from our exact class "
                     "frequencies (the article prints no column for %d cards), exact arithmetic",
                 j->deck);
        return;
    }
    out_note(t, out_tr(L, "model a", "modèle a"),
             L ? "la méthode de l'article : mains indépendantes, P(classe) de sa colonne imprimée « Jeux ayant "
                 "plus que... » pour %d cartes (nos comptes exacts où elle n'imprime rien), calcul exact"
               : "the article's method: independent hands, P(class) from its printed \"Jeux ayant plus "
                 "que...\" column for %d cards (exact counts where it prints nothing), exact arithmetic",
             j->deck);
    char buf[600];
    int n = 0;
    size_t l = 0;
    buf[0] = 0;
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *x = &j->t[OPEN_MODEL_A].cell[pos][b], *y = &j->a_exact.cell[pos][b];
            if (x->cls == y->cls && x->reachable == y->reachable)
                continue;
            char s1[64], s2[64];
            rep_open_cell_text(&j->r, x, L, s1, sizeof s1);
            rep_open_cell_text(&j->r, y, L, s2, sizeof s2);
            if (l < sizeof buf)
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s %s %s -> %s", n ? "; " : "", rep_open_ordinal(pos, L),
                                      rep_open_bet_word(b, L), s1, s2);
            n++;
        }
    out_note(t, out_tr(L, "model a, exact q", "modèle a, q exact"),
             L ? "avec nos fréquences exactes à la place : %s" : "with our exact class frequencies instead: %s",
             n ? buf : out_tr(L, "the same thresholds", "les mêmes seuils"));
}

/* The notes every model shares: the level, the passers, a win, a threshold. */
static void notes_rules(const rep_open_params *par, out_table *t)
{
    const int L = par->lang;
    double ap = open_alpha(OPEN_POT, par->callers), ah = open_alpha(OPEN_HALF, par->callers);
    if (par->callers > 0)
        out_note(t, out_tr(L, "level", "niveau"),
                 L ? "ouvrir si P(gain) >= B/(M+(1+K)B) : pot M, mise B (M au pot, M/2 au demi-pot), K = %g "
                     "suiveurs qui paient la mise quand l'ouvreur gagne : %.4f au pot, %.4f au demi-pot (1/2 et 1/3 "
                     "sans suiveurs)"
                   : "open when P(win) >= B/(M+(1+K)B): pot M, bet B (M at pot, M/2 at half pot), K = %g callers "
                     "paying the bet when the opener wins: %.4f at pot, %.4f at half pot (1/2 and 1/3 without "
                     "callers)",
                 par->callers, ap, ah);
    else
        out_note(t, out_tr(L, "level", "niveau"), "%s",
                 L ? "ouvrir au pot si P(gain) >= 1/2, au demi-pot si P(gain) >= 1/3 (l'ouvreur gagne le pot M "
                     "quand il gagne, perd sa mise B quand il perd : point mort à B/(M+B)) ; --callers K ajoute K "
                     "mises au gain"
                   : "open at pot when P(win) >= 1/2, at half pot when P(win) >= 1/3 (the opener gains the pot M "
                     "when he wins, loses his bet B when he loses: break-even at B/(M+B)); --callers K adds K bets "
                     "to the gain");
    const char *passers_en[2] = {
        "each earlier player holds a hand he would not open with at half pot (his half-pot threshold), and stays "
        "in: he may call, so he is an opponent, conditioned on having passed",
        "each earlier player holds a hand he would not open with in this column (as if every player opened at "
        "this size only); he stays in and may call, so he is an opponent, conditioned on having passed"};
    const char *passers_fr[2] = {
        "chaque joueur précédent tient une main avec laquelle il n'ouvrirait pas au demi-pot (son seuil au "
        "demi-pot) et reste : il peut suivre, c'est donc un adversaire, conditionné par sa parole",
        "chaque joueur précédent tient une main avec laquelle il n'ouvrirait pas dans cette colonne (comme si "
        "chacun n'ouvrait qu'à cette taille) ; il reste et peut suivre : un adversaire, conditionné par sa parole"};
    out_note(t, out_tr(L, "passers", "paroles"), "%s",
             L ? passers_fr[par->passers != 0] : passers_en[par->passers != 0]);
    out_note(t, out_tr(L, "win", "gain"), "%s",
             L ? "(a), (b) : aucun autre joueur n'a de classe supérieure, une égalité de classe comptant comme un "
                 "gain (l'exemple 63,2 %^3 de l'article) ; (c) : aucune meilleure main à l'abattage après l'échange"
               : "(a), (b): no other player holds a higher class, a tie on class counting as a win (the "
                 "article's 63.2%^3 example); (c): no better hand at the showdown after the draw");
    out_note(t, out_tr(L, "threshold", "seuil"), "%s",
             L ? "la classe la plus faible qui gagne assez souvent, toutes les classes plus fortes aussi (sauf un "
                 "tirage jouable qui échoue : « sauf tirage ») ; « ? » = pas tranché à cette précision (un "
                 "intervalle à 95 % contient le niveau) ; « - » = jamais atteint (un joueur précédent ouvre toujours)"
               : "the weakest class that wins that often, every stronger class too (a failing playable draw "
                 "excepted: \"not draw\"); '?' = not decided at this precision (a 95% interval holds the level); "
                 "'-' = never reached (an earlier player always opens)");
}

void rep_open_notes_models(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s,
                           out_table *t)
{
    const int L = par->lang;
    char al[80], buf[600];
    label_ace_low_name_lang(&j->r, L, al, sizeof al);
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", label_order_name(j->r.order, L));
    int len = snprintf(buf, sizeof buf, "%s",
                       L ? "rien < paire (par rang) < tirage jouable" : "nothing < pair (by rank) < playable draw");
    for (int k = DCLASS_TWO_PAIR; k < DCLASS_COUNT && len > 0 && (size_t)len < sizeof buf; k++) {
        char name[DCLASS_NAME_MAX];
        len += snprintf(buf + len, sizeof buf - (size_t)len, " < %s", rep_open_class(&j->r, k, L, name, sizeof name));
    }
    out_note(t, "classes", "%s", buf);
    notes_rules(par, t);
    if (models & 1u << OPEN_MODEL_A)
        notes_model_a(par, j, t);
    char nb[40];
    if (models & 1u << OPEN_MODEL_B) {
        out_group_digits(j->t[OPEN_MODEL_B].trials, nb, sizeof nb);
        out_note(t, out_tr(L, "model b", "modèle b"),
                 L ? "avant l'échange avec retrait des cartes : %d mains d'un même jeu, la donne conditionnée par "
                     "les mains des joueurs qui ont passé (rejet) ; Monte-Carlo, %s donnes par estimation de classe "
                     "(x4, x16 près du niveau), graine %llu"
                   : "before the draw with card removal: %d hands from one deck, the deal conditioned on the "
                     "passers' hands (rejection); Monte Carlo, %s deals per class estimate (x4, x16 near the "
                     "level), seed %llu",
                 j->players, nb, (unsigned long long)par->seed);
    }
    if (models & 1u << OPEN_MODEL_C) {
        out_group_digits(j->t[OPEN_MODEL_C].trials, nb, sizeof nb);
        out_note(t, out_tr(L, "model c", "modèle c"),
                 L ? "après l'échange : la donne du modèle b, puis chaque joueur échange selon la stratégie « %s » "
                     "(la règle des quatre cartes, écarts remélangés) ; une main qu'elle abandonne sort, les autres "
                     "vont à l'abattage ; l'ouvreur joue toujours ; Monte-Carlo, %s donnes par estimation de classe "
                     "(x4, x16 près du niveau), graine %llu"
                   : "after the draw: model b's deal, then every player draws by the strategy '%s' (the "
                     "four-card rule, re-shuffled discards); a hand it folds is out, the others go to the showdown; "
                     "the opener always plays; Monte Carlo, %s deals per class estimate (x4, x16 near the level), "
                     "seed %llu",
                 s->name, nb, (unsigned long long)par->seed);
    }
}

/* The undecided cells with their intervals, one note. */
void rep_open_notes_undecided(const rep_open_params *par, const open_report *j, unsigned models, out_table *t)
{
    const int L = par->lang;
    char buf[1200];
    size_t l = 0;
    int n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || c->decided || l >= sizeof buf)
                    continue;
                char s1[48], s2[48];
                rep_open_class(&j->r, c->cls, L, s1, sizeof s1);
                rep_open_class(&j->r, c->weaker, L, s2, sizeof s2);
                l += (size_t)snprintf(buf + l, sizeof buf - l,
                                      "%s(%s) %s %s: %s %.4f [%.4f, %.4f], %s %.4f [%.4f, %.4f], %s %.4f",
                                      n ? "; " : "", rep_open_model_key(m), rep_open_ordinal(pos, L), rep_open_bet_word(b, L), s1, c->at.p,
                                      c->at.lo, c->at.hi, s2, c->below.p, c->below.lo, c->below.hi,
                                      out_tr(L, "level", "niveau"), c->alpha);
                n++;
            }
    }
    if (n)
        out_note(t, out_tr(L, "undecided", "non tranché"), "%s", buf);
    /* Classes below a threshold that reach the level by themselves. */
    l = 0;
    n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || !c->holes || l >= sizeof buf)
                    continue;
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s(%s) %s %s:", n ? "; " : "", rep_open_model_key(m),
                                      rep_open_ordinal(pos, L), rep_open_bet_word(b, L));
                for (int k = 0; k < DCLASS_COUNT && l < sizeof buf; k++)
                    if (c->holes >> k & 1) {
                        char nm[DCLASS_NAME_MAX];
                        l += (size_t)snprintf(buf + l, sizeof buf - l, " %s",
                                              L ? rep_open_class(&j->r, k, L, nm, sizeof nm)
                                                : dclass_key(&j->r, k, nm, sizeof nm));
                    }
                n++;
            }
    }
    if (n)
        out_note(t, out_tr(L, "below", "sous le seuil"),
                 L ? "classes sous un seuil qui atteignent le niveau seules (la classe plus forte suivante non : "
                     "elles n'ouvrent pas selon la règle du seuil) : %s"
                   : "classes under a threshold that reach the level by themselves (the next stronger class does "
                     "not: they do not open by the threshold rule): %s",
                 buf);
}

/* The equilibrium column's note: which files, their quality. */
void rep_open_notes_eq(const rep_open_params *par, const open_report *j, out_table *t)
{
    const int L = par->lang;
    const open_eq_col *q = &j->eq;
    if (!q->have && q->why[0]) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "une solution livrée ne s'applique pas (%s) : la colonne le dit"
                   : "a shipped solution does not apply (%s): the column says so",
                 q->why);
        return;
    }
    if (!q->have) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "pas de solution livrée pour %d joueurs à %d cartes (%s) : la colonne le dit ; scripts/solve "
                     "en calcule une (talon open --model equilibrium --solution FICHIER la lit)"
                   : "no shipped solution for %d players at %d cards (%s): the column says so; scripts/solve "
                     "makes one (talon open --model equilibrium --solution FILE reads it)",
                 j->players, j->deck, q->path[0]);
        return;
    }
    char buf[800];
    size_t l = (size_t)snprintf(
        buf, sizeof buf, "%s",
        L ? "le jeu d'enchères résolu (comme le lit --model equilibrium) : le seuil pur qui ouvre aussi souvent que "
            "l'équilibre, toutes les classes plus fortes et NN % de la sienne ; gain du siège : son gain en "
            "meilleure réponse (antes par donne, 0 à un équilibre exact ; une estimation sous 0 est du bruit : 0, et "
            "le haut de son intervalle à 95 %), pot / demi ; "
          : "the solved betting game (as --model equilibrium reads it): the pure threshold that opens as often as "
            "the equilibrium, every stronger class and NN% of its own; seat's gain: the seat's best-response gain "
            "(antes per deal, 0 at an exact equilibrium; a sampled estimate below 0 is noise: 0, and the top of its "
            "95% interval), pot / half; ");
    for (int b = 0; b < OPEN_BETS && l < sizeof buf; b++) {
        char one[400];
        rep_eq_file_brief(&q->f[b].info, q->path[b], L, one, sizeof one);
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s", b ? "; " : "", one);
    }
    out_note(t, out_tr(L, "equilibrium", "équilibre"), "%s", buf);
}

