/* rep_holdem.c - the equity table of `talon holdem` from holdem_equity's
 * result: the columns (the intervals shown, the counts for programs), a row
 * a player, the headline, the notes (rep_holdem.h states the contract). */
#include <stdio.h>

#include "err.h"
#include "labels.h"
#include "rep_holdem.h"

enum { C_PLAYER, C_HAND, C_COMBOS, C_EQ, C_EQ_LO, C_EQ_HI, C_EQ_CI, C_WIN, C_WIN_LO, C_WIN_HI, C_WIN_CI, C_TIE,
       C_TIE_LO, C_TIE_HI, C_TIE_CI, C_EXACT, C_N, C_WINS, C_TIES, C_NUM, C_DEN };

static const char *street(int nb, int lang)
{
    return nb == 0   ? out_tr(lang, "preflop", "avant le flop")
           : nb == 3 ? "flop"
           : nb == 4 ? out_tr(lang, "turn", "tournant")
                     : out_tr(lang, "river", "rivière");
}

static void notes(out_table *t, const rep_holdem_params *rp, const holdem_result *res)
{
    const int L = rp->lang;
    char al[80], bs[CARD_STR_MAX];
    label_ace_low_name_lang(rp->r, L, al, sizeof al);
    if (rp->nb) {
        card_format(rp->board, rp->board_notation, bs, sizeof bs);
        out_note(t, out_tr(L, "board", "tableau"), "%s (%s)", bs, street(rp->nb, L));
    } else {
        out_note(t, out_tr(L, "board", "tableau"), "%s", out_tr(L, "none (preflop)", "aucun (avant le flop)"));
    }
    if (rp->nd) {
        card_format(rp->dead, rp->dead_notation, bs, sizeof bs);
        out_note(t, out_tr(L, "dead", "cartes mortes"), "%s", bs);
    }
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", label_order_name(rp->r->order, L));
    out_note(t, out_tr(L, "model", "modèle"), "%s",
             out_tr(L, "each player holds a combo of his range; combos sharing a card with the board, the dead "
                       "cards or another player's hand are never dealt; every valid deal and board equally likely",
                    "chaque joueur tient une combinaison de sa fourchette ; une combinaison qui partage une carte "
                    "avec le tableau, les cartes mortes ou la main d'un autre joueur n'est jamais donnée ; toutes "
                    "les donnes et tous les tableaux valides sont équiprobables"));
    char n1[40], n2[40], n3[40];
    out_group_digits(res->n, n3, sizeof n3);
    if (res->exact) {
        out_group_digits(res->deals, n1, sizeof n1);
        out_group_digits(res->boards, n2, sizeof n2);
        if (L)
            out_note(t, "méthode", "exacte : %s donne%s des mains x %s tableau%s = %s issue%s, comptées en entiers "
                                   "(symétrie des couleurs : une donne et un tableau de chaque classe équivalente, "
                                   "pondérés)",
                     n1, res->deals == 1 ? "" : "s", n2, res->boards == 1 ? "" : "x", n3, res->n == 1 ? "" : "s");
        else
            out_note(t, "method", "exact: %s deal%s of the hands x %s board%s = %s outcome%s, counted as integers "
                                  "(suit symmetry: one of each class of equivalent deals and boards, weighted)",
                     n1, res->deals == 1 ? "" : "s", n2, res->boards == 1 ? "" : "s", n3, res->n == 1 ? "" : "s");
        return;
    }
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "Monte Carlo: %s trials, seed %llu, 95%% intervals (equity: normal; win, tie: Wilson); "
                       "identical at any --threads",
                    "Monte-Carlo : %s tirages, graine %llu, intervalles à 95 %% (espérance : normal ; gain, "
                    "partage : Wilson) ; identique pour tout --threads"),
             n3, (unsigned long long)rp->seed);
    out_note(t, out_tr(L, "sampling", "échantillonnage"), "%s",
             out_tr(L, "the ranges' combos are drawn together and drawn again when two share a card (rejection); "
                       "random hands and the board are dealt from the cards left",
                    "les combinaisons des fourchettes sont tirées ensemble, et tirées à nouveau si deux partagent "
                    "une carte (rejet) ; les mains au hasard et le tableau sont donnés parmi les cartes restantes"));
    if (rp->auto_precision > 0)
        out_note(t, out_tr(L, "why", "pourquoi"),
                 out_tr(L, "exact enumeration would need more than %.2g hand evaluations; stopped when every "
                           "equity's 95%% half-width was under %g points (--precision)",
                        "l'énumération exacte demanderait plus de %.2g évaluations de mains ; arrêt quand chaque "
                        "demi-largeur à 95 %% est sous %g point (--precision)"),
                 res->work, 100 * rp->auto_precision);
}

static void columns(out_table *t, bool exact, int lang)
{
    static const char *const COLS[][3] = {
        {"player", "Player", "Joueur"}, {"hand", "Hand", "Main"}, {"combos", "Combos", "Combinaisons"},
        {"equity", "Equity", "Espérance"}, {"ci_low", "Equity low", "Espérance basse"},
        {"ci_high", "Equity high", "Espérance haute"}, {"equity_ci", "95% interval", "Intervalle à 95 %"},
        {"win", "Win", "Gain"}, {"win_ci_low", "Win low", "Gain bas"}, {"win_ci_high", "Win high", "Gain haut"},
        {"win_ci", "95% interval", "Intervalle à 95 %"}, {"tie", "Tie", "Partage"},
        {"tie_ci_low", "Tie low", "Partage bas"},
        {"tie_ci_high", "Tie high", "Partage haut"}, {"tie_ci", "95% interval", "Intervalle à 95 %"},
        {"exact", "Exact", "Exact"}, {"outcomes", "Outcomes", "Issues"}, {"wins", "Wins", "Gains"},
        {"ties", "Ties", "Partages"}, {"share_num", "Share num", "Part num"}, {"share_den", "Share den", "Part dén"}};
    static const enum out_type KIND[] = {OUT_INT, OUT_STR, OUT_INT, OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR,
                                         OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM,
                                         OUT_STR, OUT_BOOL, OUT_INT, OUT_INT, OUT_INT, OUT_INT, OUT_INT};
    for (int c = 0; c < (int)(sizeof KIND / sizeof KIND[0]); c++)
        out_col(t, COLS[c][0], COLS[c][lang ? 2 : 1], KIND[c]);
    int hidden[] = {C_EQ_LO, C_EQ_HI, C_WIN_LO, C_WIN_HI, C_TIE_LO, C_TIE_HI, C_EXACT, C_N, C_WINS, C_TIES,
                    C_NUM, C_DEN};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        out_hide(t, hidden[i]);
    out_display_only(t, C_EQ_CI);
    out_display_only(t, C_WIN_CI);
    out_display_only(t, C_TIE_CI);
    if (exact) {   /* no intervals to show: one "exact" column says it (hidden in both views) */
        out_hide(t, C_WIN_CI);
        out_hide(t, C_TIE_CI);
    }
}

static void player_row(out_table *t, const rep_holdem_params *rp, const holdem_result *res, int p, int lang)
{
    stats_ci ce, cw, ct;
    holdem_ci(res, p, &ce, &cw, &ct);
    out_row(t);
    out_set_int(t, C_PLAYER, (uint64_t)(p + 1));
    out_set_str(t, C_HAND, rp->label[p]);
    out_set_int(t, C_COMBOS, (uint64_t)res->combos[p]);
    const stats_ci *cs[3] = {&ce, &cw, &ct};
    const int col[3] = {C_EQ, C_WIN, C_TIE};
    for (int k = 0; k < 3; k++) {
        out_set_prob(t, col[k], cs[k]->est);
        out_set_prob(t, col[k] + 1, cs[k]->lo);
        out_set_prob(t, col[k] + 2, cs[k]->hi);
        if (res->exact) {
            out_set(t, col[k] + 3, "", out_tr(lang, "exact", "exact"));
        } else {
            out_set_interval(t, col[k] + 3, cs[k]->lo, cs[k]->hi);
        }
    }
    out_set_bool(t, C_EXACT, res->exact);
    out_set_int(t, C_N, res->n);
    out_set_int(t, C_WINS, res->win[p]);
    out_set_int(t, C_TIES, holdem_ties(res, p));
    uint64_t num, den;
    if (res->exact && holdem_share_exact(res, p, &num, &den) == TALON_OK) {
        char a[32], b[32];
        snprintf(a, sizeof a, "%llu", (unsigned long long)num);
        snprintf(b, sizeof b, "%llu", (unsigned long long)den);
        out_set(t, C_NUM, a, a);
        out_set(t, C_DEN, b, b);
    } else {
        out_set(t, C_NUM, "", "");
        out_set(t, C_DEN, "", "");
    }
}

/* The answer: each hand's share of the pot (its equity) at the showdown,
 * with its interval, in a sentence ("AsKs has 46.214% of the pot (exact),
 * QdQc 53.786%, ..."). */
static void headline(out_table *t, const rep_holdem_params *rp, const holdem_result *res)
{
    const int L = rp->lang;
    char buf[1600];
    size_t l = 0;
    for (int p = 0; p < rp->players && l < sizeof buf; p++) {
        stats_ci ce, cw, ct;
        holdem_ci(res, p, &ce, &cw, &ct);
        char e[32], lo[32], hi[32], iv[80];
        out_percent(ce.est, e, sizeof e);
        out_percent(ce.lo, lo, sizeof lo);
        out_percent(ce.hi, hi, sizeof hi);
        snprintf(iv, sizeof iv, res->exact ? " (%s)" : " [%s, %s]", res->exact ? out_tr(L, "exact", "exact") : lo, hi);
        if (p == 0)
            l += (size_t)snprintf(buf + l, sizeof buf - l,
                                  out_tr(L, "%s takes %s of the pot%s", "%s prend %s du pot%s"), rp->label[p], e, iv);
        else
            l += (size_t)snprintf(buf + l, sizeof buf - l, ", %s %s%s", rp->label[p], e, iv);
    }
    out_headline(t, out_tr(L, "%s, at %d players, %s (ties shared).", "%s, à %d joueurs, %s (égalités partagées)."),
                 buf, rp->players, street(rp->nb, L));
}

void rep_holdem_table(out_table *t, const rep_holdem_params *p, const holdem_result *res)
{
    char dn[40], title[200];
    label_deck_name_lang(p->r->deck_size, p->lang, dn, sizeof dn);
    snprintf(title, sizeof title, out_tr(p->lang, "Hold'em equity: %d players, %s, %s",
                                         "Espérance au hold'em : %d joueurs, %s, %s"),
             p->players, dn, street(p->nb, p->lang));
    out_init(t, title);
    headline(t, p, res);
    label_conventions(t, p->r);
    out_field(t, "players", OUT_INT, "%d", p->players);
    out_field(t, "street", OUT_STR, "%s", street(p->nb, 0));
    label_method_fields(t, p->seed, res->exact, res->n);
    notes(t, p, res);
    columns(t, res->exact, p->lang);
    for (int i = 0; i < p->players; i++)
        player_row(t, p, res, i, p->lang);
}
