/* rep_eq_bluff.c - the tables of `talon bluff --model equilibrium`
 * (rep_eq_bluff.h): how often the solved game's bets after the draw are
 * bluffs (a hand losing the showdown), by bet size beside the article's "a
 * third" and the toy models, and by seat and cards drawn; csv and json:
 * one tidy row per figure.  Pure formatting: the figures are eq_bluff's
 * (tab_equilibrium.h), run by the CLI (cmd_eq_bluff.c).
 */
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "err.h"
#include "labels.h"
#include "rep_eq.h"
#include "rep_eq_bluff.h"
#include "tab_equilibrium.h"

static void rate_text(const eq_rate *r, char *buf, size_t size)
{
    if (r->n == 0 || !(r->den > 0))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, "%.1f%% +/- %.1f (n %llu)", 100 * eq_rate_p(r), 100 * eq_rate_hw(r),
                 (unsigned long long)r->n);
}

/* By seat and draw count: how often a losing hand bets. */
static void bluff_by_seat(const eq_bluff_table *b, out_table *t, int L)
{
    out_init(t, out_tr(L, "Equilibrium bets after the draw, by seat and cards drawn",
                       "Mises de l'équilibre après l'écart, par place et cartes demandées"));
    static const char *const COLS[4][3] = {{"seat", "Seat", "Place"},
                                           {"drawn", "Drew", "Demandées"},
                                           {"bet_losing", "Bets with a losing hand", "Mise avec une main perdante"},
                                           {"bet", "Bets (any hand)", "Mise (toute main)"}};
    for (int c = 0; c < 4; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], OUT_STR);
    for (int s = 0; s < b->players; s++)
        for (int k = 0; k < EQ_MAX_DRAW; k++) {
            if (b->bet_any[s][k].n == 0)
                continue;
            char buf[96];
            out_row(t);
            snprintf(buf, sizeof buf, "%d", s + 1);
            out_set_str(t, 0, buf);
            snprintf(buf, sizeof buf, "%d", k);
            out_set_str(t, 1, buf);
            rate_text(&b->bet_losing[s][k], buf, sizeof buf);
            out_set_str(t, 2, buf);
            rate_text(&b->bet_any[s][k], buf, sizeof buf);
            out_set_str(t, 3, buf);
        }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             out_tr(L, "the first bet of round 2 (no bet before it): the probability that the seat bets, given a hand "
                       "that loses the showdown to an opponent still in (a bluff) or any hand; 95% half-widths; n = "
                       "decisions met on the sampled deals",
                    "la première mise du tour 2 (aucune mise avant) : la probabilité que la place mise, avec une main "
                    "qui perd l'abattage contre un adversaire encore en jeu (un bluff) ou avec toute main ; "
                    "demi-largeurs à 95 % ; n = décisions rencontrées sur les donnes tirées"));
}

/* By bet size, beside the article's statements and the toy models. */
static void bluff_by_size(const eq_bluff_table *b, out_table *t, int L)
{
    out_init(t, out_tr(L, "Equilibrium bluffs among bets, and calls, by bet size",
                       "Bluffs de l'équilibre parmi les mises, et suivis, par taille de mise"));
    static const char *const COLS[5][3] = {{"size", "Bet", "Mise"},
                                           {"bluff_share", "Bluffs among bets", "Bluffs parmi les mises"},
                                           {"call", "Calls (any hand)", "Suit (toute main)"},
                                           {"call_winning", "Calls (beats the bettor)", "Suit (bat le miseur)"},
                                           {"article", "Article / toy models", "Article / modèles jouets"}};
    for (int c = 0; c < 5; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], OUT_STR);
    char models[300];
    size_t l = (size_t)snprintf(models, sizeof models, "%s",
                                out_tr(L, "article: a third of bets are bluffs", "article : un tiers des mises sont des bluffs"));
    for (int m = BLUFF_ANTE; m <= BLUFF_VALUE; m++) {
        double r;
        bluff_strategy s;
        if (bluff_optimal_raise((enum bluff_model)m, 0.15, 0.10, &r) == TALON_OK &&
            bluff_solve((enum bluff_model)m, 0.15, 0.10, r, &s) == TALON_OK)
            l += (size_t)snprintf(models + l, sizeof models - l, out_tr(L, "; %s %.0f%% at %.2f pots", " ; %s %.0f %% à %.2f pots"),
                                  bluff_model_key((enum bluff_model)m), 100 * s.bluff_share, r);
    }
    for (int k = 0; k <= b->nsizes; k++) {
        const bool all = k == b->nsizes;
        char buf[96];
        out_row(t);
        if (all)
            snprintf(buf, sizeof buf, "%s", out_tr(L, "all sizes", "toutes tailles"));
        else
            snprintf(buf, sizeof buf, "%g pot", b->sizes[k]);
        out_set_str(t, 0, buf);
        rate_text(all ? &b->bluff_share_all : &b->bluff_share[k], buf, sizeof buf);
        out_set_str(t, 1, buf);
        if (!all) {
            rate_text(&b->call_any[k], buf, sizeof buf);
            out_set_str(t, 2, buf);
            rate_text(&b->call_winning[k], buf, sizeof buf);
            out_set_str(t, 3, buf);
        } else {
            out_set_str(t, 4, models);
        }
    }
    out_note(t, "article", "%s",
             out_tr(L, "the article \"Poker fermé\" (\"Bluff et relance\", tables/article/bluff.csv): the optimal "
                       "raise is about twice the pot when the opponent holds a winner 10% of "
                       "the time; at a raise of twice the pot bluff half as often as the claimed hand (7.5% for a "
                       "claimed 15%), i.e. a third of the bets are bluffs; the solved game offers only its own bet "
                       "sizes (the file's), so the raise size is not chosen here",
                    "l'article « Poker fermé » (« Bluff et relance », tables/article/bluff.csv) : la relance "
                    "optimale est d'environ deux fois le pot quand l'adversaire tient une "
                    "main gagnante 10 % du temps ; à une relance de deux fois le pot, bluffer moitié moins souvent "
                    "que la main annoncée (7,5 % pour 15 % annoncés), soit un tiers de bluffs parmi les mises ; le "
                    "jeu résolu n'offre que ses propres tailles de mise (celles du fichier) : la taille de la "
                    "relance n'est pas choisie ici"));
    out_note(t, out_tr(L, "toy models", "modèles jouets"), "%s",
             out_tr(L, "talon bluff's models at the article's f = 15%, q = 10%, each at its optimal raise",
                    "les modèles de talon bluff à f = 15 %, q = 10 % (ceux de l'article), chacun à sa relance optimale"));
}

/* csv and json: one tidy table (issue 18: a CSV file is one plain table),
 * a row per figure. */
static void tidy_rate(out_table *t, const char *file, const char *what, int seat, int drawn, double size,
                      const eq_rate *r)
{
    if (r->n == 0)
        return;
    out_row(t);
    out_set_str(t, 0, file);
    out_set_str(t, 1, what);
    if (seat > 0)
        out_set_int(t, 2, (uint64_t)seat);
    if (drawn >= 0)
        out_set_int(t, 3, (uint64_t)drawn);
    if (size > 0)
        out_set_num(t, 4, size, "%g");
    out_set_num(t, 5, eq_rate_p(r), "%.6f");
    out_set_num(t, 6, eq_rate_p(r) - eq_rate_hw(r), "%.6f");
    out_set_num(t, 7, eq_rate_p(r) + eq_rate_hw(r), "%.6f");
    out_set_num(t, 8, eq_rate_hw(r), "%.6f");
    out_set_int(t, 9, r->n);
}

static void bluff_tidy(const eq_bluff_table *b, int nb, int L, out_table *t)
{
    out_init(t, out_tr(L, "Equilibrium bluffing after the draw", "Bluff de l'équilibre après l'écart"));
    static const char *const COLS[10][2] = {{"solution", "Solution"}, {"what", "What"},     {"seat", "Seat"},
                                            {"drawn", "Drew"},        {"size", "Bet"},      {"p", "P"},
                                            {"ci_low", "CI low"},     {"ci_high", "CI high"},
                                            {"half_width", "Half-width"}, {"n", "Decisions"}};
    static const enum out_type TYPE[10] = {OUT_STR, OUT_STR, OUT_INT, OUT_INT, OUT_NUM,
                                           OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_INT};
    for (int c = 0; c < 10; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPE[c]);
    for (int i = 0; i < nb; i++) {
        const char *f = rep_eq_bet_name(i);
        tidy_rate(t, f, "bluff_share", 0, -1, 0, &b[i].bluff_share_all);
        for (int k = 0; k < b[i].nsizes; k++) {
            tidy_rate(t, f, "bluff_share", 0, -1, b[i].sizes[k], &b[i].bluff_share[k]);
            tidy_rate(t, f, "call", 0, -1, b[i].sizes[k], &b[i].call_any[k]);
            tidy_rate(t, f, "call_when_winning", 0, -1, b[i].sizes[k], &b[i].call_winning[k]);
        }
        for (int s = 0; s < b[i].players; s++)
            for (int k = 0; k < EQ_MAX_DRAW; k++) {
                tidy_rate(t, f, "bet_losing_hand", s + 1, k, 0, &b[i].bet_losing[s][k]);
                tidy_rate(t, f, "bet_any_hand", s + 1, k, 0, &b[i].bet_any[s][k]);
            }
    }
}

void rep_eq_bluff_tables(const rep_eq_pair *e, const eq_bluff_table *b, int i, const rep_eq_bluff_params *p,
                         out_table *t)
{
    const int L = p->lang;
    char dn[40];
    label_deck_name_lang(e->deck, L, dn, sizeof dn);
    bluff_by_size(b, &t[0], L);
    bluff_by_seat(b, &t[1], L);
    out_headline(&t[0],
                 out_tr(L, "At %d players (%s), opening %s, the solved game's bets after the draw are bluffs (a "
                           "hand losing the showdown) %.1f%% of the time (+/- %.1f); the article says a third.",
                        "À %d joueurs (%s), en ouvrant %s, les mises du jeu résolu après l'écart sont des bluffs "
                        "(une main qui perd l'abattage) %.1f %% du temps (+/- %.1f) ; l'article dit un tiers."),
                 e->players, dn, i ? out_tr(L, "at half pot", "à demi-pot") : out_tr(L, "at pot", "au pot"),
                 100 * eq_rate_p(&b->bluff_share_all), 100 * eq_rate_hw(&b->bluff_share_all));
    out_note(&t[0], out_tr(L, "deals", "donnes"),
             out_tr(L, "%llu sampled deals (seed %llu), %llu reached round 2",
                    "%llu donnes tirées (graine %llu), %llu ont atteint le tour 2"),
             (unsigned long long)p->deals, (unsigned long long)p->seed, (unsigned long long)b->reached);
    rep_eq_quality_notes(&t[0], e, L);
}

/* The text tables' headlines and notes (the deals of the half-pot file's
 * under their own key) into the tidy table. */
static void tidy_words(const out_table *tab, int nb, int L, out_table *tidy)
{
    if (nb == 1)
        out_headline(tidy, "%s", tab[0].headline);
    else
        out_headline(tidy, "%s %s", tab[0].headline, tab[2].headline);
    for (int i = 0; i < tab[0].nnotes; i++)   /* article, toy models, deals, the solutions */
        out_note(tidy, tab[0].notes[i].key, "%s", tab[0].notes[i].value);
    for (int i = 0; i < tab[1].nnotes; i++)   /* what a bet_* row measures */
        out_note(tidy, tab[1].notes[i].key, "%s", tab[1].notes[i].value);
    for (int i = 0; nb == 2 && i < tab[2].nnotes; i++)
        if (strcmp(tab[2].notes[i].key, out_tr(L, "deals", "donnes")) == 0)
            out_note(tidy, out_tr(L, "deals (half)", "donnes (demi-pot)"), "%s", tab[2].notes[i].value);
}

void rep_eq_bluff_tidy(const rep_eq_pair *e, const eq_bluff_table *b, int nb, const rep_eq_bluff_params *p,
                       out_table *tidy)
{
    const int L = p->lang;
    out_table tab[4];
    bool failed = false;
    for (int i = 0; i < nb; i++) {
        rep_eq_bluff_tables(e, &b[i], i, p, &tab[2 * i]);
        failed = failed || out_failed(&tab[2 * i]) || out_failed(&tab[2 * i + 1]);
    }
    bluff_tidy(b, nb, L, tidy);
    if (failed)
        tidy->failed = 1;   /* out_failed: the caller says "out of memory" */
    else
        tidy_words(tab, nb, L, tidy);
    out_field(tidy, "players", OUT_INT, "%d", e->players);
    out_field(tidy, "deck", OUT_INT, "%d", e->deck);
    label_method_fields(tidy, p->seed, false, p->deals);
    for (int i = 0; i < nb; i++) {
        char key[40];
        snprintf(key, sizeof key, "reached_round2.%s", rep_eq_bet_name(i));
        out_field(tidy, key, OUT_INT, "%llu", (unsigned long long)b[i].reached);
    }
    rep_eq_solution_fields(tidy, e, "");
    out_field(tidy, "article.bluff_share", OUT_NUM, "%.6f", 1.0 / 3);   /* "un tiers" */
    for (int i = 0; i < 2 * nb; i++)
        out_free(&tab[i]);
}
