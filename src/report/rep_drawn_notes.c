/* rep_drawn_notes.c - talon drawn's headline and notes
 * (rep_drawn_notes.h): the conventions, the drawing strategy in words, the
 * method (exact or Monte Carlo) and the dealer's rules, in English or
 * French (rep_drawn_params.lang).
 * Pure formatting: the figures are tab_drawn's.
 */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "labels.h"
#include "rep_drawn_notes.h"
#include "rep_drawn_table.h"
#include "stats.h"
#include "tab_drawn.h"
#include "tab_freq.h"

static const char *const RANK_TXT[2][CARD_RANKS] = {
    {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"},
    {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"}};

/* One line: what the strategy does in this deck, in English (L 0) or French (L 1). */
static void strategy_note(const rules *r, const strategy *s, int L, char *buf, size_t size)
{
    static const char *const WHAT[2][STRATEGY_NRULES] = {
        {"pat", "quads", "two pair", "draws", "trips", "playable pairs", "weak pairs", "empty hands"},
        {"servies", "carrés", "doubles paires", "tirages", "brelans", "paires jouables", "petites paires",
         "mains vides"}};
    int di = STRATEGY_DECK_INDEX(r->deck_size);
    size_t k = (size_t)snprintf(buf, size, "%s: ", s->name[0] ? s->name : L ? "(sans nom)" : "(unnamed)");
    for (int i = 0; i < STRATEGY_NRULES && k < size; i++) {
        char act[48];
        int dr = 5 - s->keep[i];
        if (dr == 0)
            snprintf(act, sizeof act, "%s", L ? "restent" : "stand");
        else
            snprintf(act, sizeof act, L ? "demandent %d" : "draw %d", dr);
        if (s->fold[i])
            k += (size_t)snprintf(buf + k, size - k, L ? "%s se couchent (forcées : %s) ; " : "%s fold (forced: %s); ",
                                  WHAT[L][i], act);
        else
            k += (size_t)snprintf(buf + k, size - k, L ? "%s %s ; " : "%s %s; ", WHAT[L][i], act);
    }
    int pm = s->pair_min[di];
    if (k < size) {
        if (pm > RANK_A)
            k += (size_t)snprintf(buf + k, size - k, "%s", L ? "aucune paire n'est jouable ; " : "no pair is playable; ");
        else if (pm <= r->low_rank)
            k += (size_t)snprintf(buf + k, size - k, "%s",
                                  L ? "toute paire est jouable ; " : "every pair is playable; ");
        else
            k += (size_t)snprintf(buf + k, size - k, L ? "paires jouables : %s-%s et mieux ; " : "playable pairs: %s-%s and up; ",
                                  RANK_TXT[L][pm], RANK_TXT[L][pm]);
    }
    if (k < size) {
        if (L)
            snprintf(buf + k, size - k, "une paire jouable tenant un tirage à la couleur garde %s",
                     s->pair_over_flush[di] ? "la paire" : "le tirage");
        else
            snprintf(buf + k, size - k, "a playable pair holding a flush draw keeps the %s",
                     s->pair_over_flush[di] ? "pair" : "draw");
    }
}


/* The notes above the table: conventions, strategy, method, folds, dealer. */
void rep_drawn_notes(out_table *t, const rep_drawn_ctx *x, const strategy *s)
{
    const rep_drawn_params *o = x->p;
    const int L = o->lang;
    const tab_drawn *a = x->a;
    char al[80], buf[800];
    label_conventions(t, &x->r);
    label_method_fields(t, o->seed, a->exact, a->trials);
    out_field(t, "players", OUT_INT, "%d", x->players);
    out_field(t, "strategy", OUT_STR, "%s", s->name);
    out_field_num(t, "folds", tab_drawn_folds(a));
    label_ace_low_name_lang(&x->r, L, al, sizeof al);
    out_note(t, L ? "as bas" : "ace-low", "%s%s", al,
             o->ace_low_set ? "" : L ? " (par défaut ici : la convention de l'article)"
                                     : " (default here: the article's convention)");
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(x->r.order, L));
    strategy_note(&x->r, s, L, buf, sizeof buf);
    out_note(t, L ? "stratégie" : "strategy", "%s", buf);
    if (a->exact) {
        char tot[40];
        out_group_digits(tab_binom(x->deck, 5), tot, sizeof tot);
        out_note(t, L ? "méthode" : "method",
                 L ? "exacte, un joueur : chacune des C(%d,5) = %s mains et chaque remplacement pris dans ses %d "
                     "autres cartes (les écarts sont hors jeu)"
                   : "exact, one player: each of the C(%d,5) = %s hands and every replacement from its other %d "
                     "cards (the discards are out of play)",
                 x->deck, tot, x->deck - 5);
    } else {
        char nn[40];
        out_group_digits(a->trials, nn, sizeof nn);
        out_note(t, L ? "méthode" : "method",
                 L ? "Monte Carlo : %s donnes de %d joueurs d'un seul talon (règle des quatre cartes, écarts "
                     "rebattus), graine %llu, chaque place comptée ; intervalles de Wilson à 95 %% ; identique "
                     "pour tout --threads"
                   : "Monte Carlo: %s deals of %d players from one stock (four-card rule, re-shuffled discards), "
                     "seed %llu, every seat counted; 95%% Wilson intervals; identical at any --threads",
                 nn, x->players, (unsigned long long)o->seed);
    }
    out_note(t, L ? "couchées" : "folds", L ? "%.3f%% des mains se couchent" : "%.3f%% of the hands fold",
             100 * tab_drawn_folds(a));
    if (!a->exact && a->trials) {
        /* How often the table's own rules came into play (the article:
         * one player a round exchanges four; the French rules of poker
         * fermé: the discards are re-shuffled when the stock runs out). */
        const double n = (double)a->trials;
        char lim[40];
        out_group_digits(a->dealer.limited, lim, sizeof lim);
        out_note(t, L ? "donneur" : "dealer",
                 L ? "une place a échangé quatre cartes dans %.3f%% des donnes, une carte brûlée avant la quatrième "
                     "dans %.3f%% ; %s demandeurs suivants de quatre limités à trois (règle des quatre cartes) ; le "
                     "talon s'est épuisé et les écarts ont été rebattus dans %.3f%% des donnes (%.3f fois par donne "
                     "en moyenne)"
                   : "a seat exchanged four cards in %.3f%% of the deals, a card burnt before the fourth in %.3f%%; "
                 "%s later askers of four held to three (four-card rule); the stock ran out and the discards "
                 "were re-shuffled in %.3f%% of the deals (%.3f times a deal on average)",
                 100 * a->dealer.fours / n, 100 * a->dealer.burns / n, lim, 100 * a->dealer.reshuffle_deals / n,
                 a->dealer.reshuffles / n);
    }
}

/* One share of the headline: "2.805%" (exact), "2.784% [2.748%, 2.820%]"
 * (Monte Carlo: the 95% Wilson interval of the table's rows). */
static void share_text(const rep_drawn_ctx *x, uint64_t k, char *buf, size_t size)
{
    char p[32], lo[32], hi[32];
    out_percent(x->a->total ? (double)k / (double)x->a->total : 0, p, sizeof p);
    if (x->a->exact) {
        snprintf(buf, size, "%s", p);
        return;
    }
    stats_ci ci;
    stats_wilson(k, x->a->total, STATS_CONF95, &ci);
    out_percent(ci.lo, lo, sizeof lo);
    out_percent(ci.hi, hi, sizeof hi);
    snprintf(buf, size, "%s [%s, %s]", p, lo, hi);
}

/* The answer for one deck: how often each draw is asked and how often a
 * hand folds; in the exact count a draw no hand asks for is said as such
 * ("no hand asks for three or four"), not as "0.000%" (a Monte Carlo zero
 * keeps its interval: none in the sample is not none). */
void rep_drawn_headline(out_table *t, const rep_drawn_ctx *x, const strategy *s)
{
    const int L = x->p->lang;
    static const char *const EN[TAB_DRAWN_ROWS] = {"of the hands stand pat", "ask for one card", "for two",
                                                   "for three", "for four"};
    static const char *const FR[TAB_DRAWN_ROWS] = {"des mains sont servies", "demandent une carte", "deux",
                                                   "trois", "quatre"};
    static const char *const NUM_EN[TAB_DRAWN_ROWS] = {"none", "one card", "two", "three", "four"};
    static const char *const NUM_FR[TAB_DRAWN_ROWS] = {"aucune", "une carte", "deux", "trois", "quatre"};
    char body[1200], none[120] = "";
    size_t l = 0, nl = 0;
    int k = 0, nz = 0;
    for (int d = 0; d < TAB_DRAWN_ROWS; d++) {
        uint64_t w = 0;
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            for (int c = 0; c < EVAL_NCAT; c++)
                w += x->a->played[sv][d][c];
        if (w == 0 && x->a->exact) {   /* none (exact: none at all, not none in a sample): listed apart */
            if (d > 0 && nl < sizeof none)
                nl += (size_t)snprintf(none + nl, sizeof none - nl, "%s%s", nz++ ? (L ? " ni " : " or ") : "",
                                       L ? NUM_FR[d] : NUM_EN[d]);
            continue;
        }
        char sh[120];
        share_text(x, w, sh, sizeof sh);
        /* "for two" needs "ask for one card" before it; alone it says "ask for two". */
        const char *what = L ? FR[d] : EN[d];
        char alone[48];
        if (d >= 2 && k == 0) {
            snprintf(alone, sizeof alone, L ? "en demandent %s" : "ask for %s", L ? NUM_FR[d] : NUM_EN[d]);
            what = alone;
        }
        if (l < sizeof body)
            l += (size_t)snprintf(body + l, sizeof body - l, "%s%s %s", k++ ? ", " : "", sh, what);
    }
    uint64_t fw = 0;
    for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
        fw += x->a->folded[sv];
    char fs[120];
    share_text(x, fw, fs, sizeof fs);
    if (l < sizeof body)
        l += (size_t)snprintf(body + l, sizeof body - l, L ? "%s%s se couchent" : "%s%s fold",
                              k ? (L ? " et " : ", and ") : "", fs);
    if (nz && l < sizeof body)
        snprintf(body + l, sizeof body - l, L ? " ; aucune main n'en demande %s" : "; no hand asks for %s", none);
    char who[80];
    snprintf(who, sizeof who, L ? "%d joueurs, Monte-Carlo, intervalles à 95 %%" : "%d players, Monte Carlo, 95%% intervals",
             x->players);
    out_headline(t, L ? "À %d cartes, selon la stratégie %s : %s (%s)." : "At %d cards, by the strategy %s: %s (%s).",
                 x->deck, s->name[0] ? s->name : (L ? "du fichier" : "from the file"), body,
                 x->players == 1 ? (L ? "exact, un joueur" : "exact, one player") : who);
}

