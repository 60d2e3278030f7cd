/* rep_equity.c - talon equity's tables: the win figures of tab_equity, by
 * category and by pair rank, one table a model, beside the article's
 * figures, with the notes and the headline (rep_equity.h states the
 * contract). */
#include <math.h>
#include <stdio.h>

#include "err.h"
#include "eval.h"
#include "labels.h"
#include "rep_equity.h"
#include "stats.h"

enum { C_DECK, C_ACE, C_PLAYERS, C_MODEL, C_CAT, C_WIN, C_TIE, C_ART, C_SHARE, C_WLO, C_WHI, C_TLO, C_THI,
       C_HANDS, C_TRIALS, C_ALO, C_AHI, C_CI, C_ARTS, C_FIT, C_FITS };

static const char *const MODEL_TITLE[2][EQUITY_MODELS] = {
    {"before the draw", "after the draw (the hand always plays)", "after the draw (everybody plays)",
     "at the second round (by the hand after the draw)"},
    {"avant l'échange", "après l'échange (la main joue toujours)", "après l'échange (tout le monde joue)",
     "au deuxième tour (selon la main après l'échange)"}};

static const char *const MODEL_NOTE[2][EQUITY_MODELS] = {
    {"the %d hands as dealt are compared (a showdown before the draw; nobody folds)",
     "the hand always goes to the showdown (drawing by the strategy, or its forced play if the strategy folds it); "
     "the other %d players follow the strategy, and a hand it folds is out",
     "all %d players go to the showdown, hands the strategy folds making its forced play (an empty hand keeps its "
     "highest card and draws four; one four-card draw a deal)",
     "every hand that reaches the showdown when all %d players follow the strategy, by its category after the draw"},
    {"les %d mains telles que servies sont comparées (un abattage avant l'échange ; personne ne se couche)",
     "la main va toujours à l'abattage (elle écarte selon la stratégie, ou fait son jeu forcé si la stratégie la "
     "couche) ; les %d autres joueurs suivent la stratégie, et une main qu'elle couche est hors jeu",
     "les %d joueurs vont tous à l'abattage, les mains que la stratégie couche faisant leur jeu forcé (une main vide "
     "garde sa plus haute carte et en demande quatre ; une demande de quatre cartes par donne)",
     "chaque main qui arrive à l'abattage quand les %d joueurs suivent la stratégie, selon sa catégorie après "
     "l'échange"}};

static void pct(double p, char *buf, size_t size)
{
    out_percent(p, buf, size);
}

/* The article's figure as text: "70%", "98.97%", "20-25%". */
static void art_text(double lo, double hi, int dec, char *buf, size_t size)
{
    if (lo == hi)
        snprintf(buf, size, "%.*f%%", dec, lo);
    else
        snprintf(buf, size, "%.*f-%.*f%%", dec, lo, dec, hi);
}

static void row(out_table *t, int L, const rules *r, const tab_equity *e, int model, int k)
{
    const equity_cell *c = &e->cell[model][k];
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)r->deck_size);
    out_set_bool(t, C_ACE, r->ace_low);
    out_set_int(t, C_PLAYERS, (uint64_t)e->players);
    out_set_str(t, C_MODEL, tab_equity_model_key(model));
    char name[64];
    const char *key = tab_equity_row_key(k);
    if (k < EVAL_NCAT)
        snprintf(name, sizeof name, "%s", rules_cat_name((enum eval_cat)k, L));
    else if (k == EQUITY_ROW_DRAW)
        snprintf(name, sizeof name, "%s", L ? "  tirage (joué)" : "  draw (played)");
    else if (k == EQUITY_ROW_UNIMPROVED)
        snprintf(name, sizeof name, "%s", L ? "  paire non améliorée" : "  pair, unimproved");
    else if (!L)
        snprintf(name, sizeof name, "  %s", key);
    else {   /* a pair row in French letters: KK -> RR, TT -> 1010 */
        size_t n = (size_t)snprintf(name, sizeof name, "  ");
        for (const char *p = key; *p && n + 3 < sizeof name; p++)
            n += (size_t)snprintf(name + n, sizeof name - n, "%s",
                                  *p == 'K' ? "R" : *p == 'Q' ? "D" : *p == 'J' ? "V" : *p == 'T' ? "10" : (char[2]){*p, 0});
    }
    out_set(t, C_CAT, key, name);
    out_set_int(t, C_HANDS, c->n);
    out_set_int(t, C_TRIALS, e->trials);
    if (c->n) {
        stats_ci w, ti;
        stats_wilson(c->win, c->n, STATS_CONF95, &w);
        stats_wilson(c->tie, c->n, STATS_CONF95, &ti);
        out_set_prob(t, C_WIN, w.est);
        out_set_prob(t, C_TIE, ti.est);
        out_set_prob(t, C_SHARE, (double)c->share / EQUITY_SHARE_UNIT / (double)c->n);
        out_set_prob(t, C_WLO, w.lo);
        out_set_prob(t, C_WHI, w.hi);
        out_set_prob(t, C_TLO, ti.lo);
        out_set_prob(t, C_THI, ti.hi);
        char lo[40], hi[40], both[90];
        pct(w.lo, lo, sizeof lo);
        pct(w.hi, hi, sizeof hi);
        snprintf(both, sizeof both, "[%s, %s]", lo, hi);
        out_set(t, C_CI, both, both);
    } else {
        out_set(t, C_WIN, "", "-");
        out_set(t, C_TIE, "", "-");
        out_set(t, C_SHARE, "", "-");
        out_set(t, C_CI, "", "");
    }
    double alo, ahi;
    int dec;
    bool second = model == EQUITY_SECOND;
    if (tab_equity_article(r->deck_size, e->players, second, k, &alo, &ahi, &dec) == TALON_OK) {
        char a[40], raw[40];
        art_text(alo, ahi, dec, a, sizeof a);
        /* as printed: a percentage with at most two decimals, so %.6g of the fraction is exact */
        if (alo == ahi) {
            snprintf(raw, sizeof raw, "%.6g", alo / 100);
            out_set(t, C_ART, raw, a);
        } else {
            out_set(t, C_ART, "", a);
        }
        snprintf(raw, sizeof raw, "%.6g", alo / 100);
        out_set(t, C_ALO, raw, raw);
        snprintf(raw, sizeof raw, "%.6g", ahi / 100);
        out_set(t, C_AHI, raw, raw);
        out_set(t, C_ARTS, a, a);
        /* Fits: our 95% interval meets the article's figure widened by
         * half a unit of its last printed digit. */
        if (c->n) {
            stats_ci w;
            stats_wilson(c->win, c->n, STATS_CONF95, &w);
            double half = 0.5 * pow(10, -dec) / 100;
            bool fits = w.hi >= alo / 100 - half && w.lo <= ahi / 100 + half;
            const char *yes = L ? "oui" : "yes", *no = L ? "non" : "no";
            out_set(t, C_FIT, fits ? yes : no, fits ? yes : no);
            out_set_bool(t, C_FITS, fits);
        }
    }
}

/* The notes under the title: the strategy, the rows, the counting, the
 * conventions, the method and the article's figures. */
static void notes(const rep_equity_params *p, const rules *r, const tab_equity *e, int model, out_table *t)
{
    const int L = p->lang;
    char al[80];
    label_ace_low_name_lang(r, L, al, sizeof al);
    if (model != EQUITY_BEFORE)
        out_note(t, L ? "stratégie" : "strategy",
                 L ? "%s (--strategy) ; un jeu, un joueur par donne peut demander quatre cartes, les écarts rebattus "
                     "quand le talon est épuisé (talon drawn --help)"
                   : "%s (--strategy); one deck, one player a deal may draw four, the discards "
                     "re-shuffled when the stock runs out (talon drawn --help)",
                 e->strategy[0] ? e->strategy : L ? "(d'un fichier)" : "(from a file)");
    /* Item 2 of issue 18: the same name, the same hands, or said how they differ. */
    if (model != EQUITY_SECOND)
        out_note(t, L ? "lignes" : "rows", "%s",
                 L ? "la catégorie de la main servie ; une ligne de paire (AA, RR, ...) compte toutes les paires de ce "
                     "rang, celles qui tiennent un tirage jouable comprises (la classe RR de talon best les laisse à sa "
                     "classe tirage) ; tirage (joué) : les mains servies que la stratégie joue comme un tirage, une "
                     "partie des lignes carte haute et paire"
                   : "the served hand's category; a pair row (AA, KK, ...) counts every pair of that rank, those "
                     "holding a playable draw too (talon best's class KK leaves them to its draw class); draw "
                     "(played): the served hands the strategy plays as a draw, a part of the high-card and pair rows");
    out_note(t, L ? "décompte" : "counting", "%s",
             L ? "gagne = meilleure que toutes les autres mains à l'abattage (seule à l'abattage : gagne) ; partage = "
                 "à égalité pour la meilleure ; part = 1 pour un gain, 1/k pour un partage à k"
               : "win = better than every other hand at the showdown (alone there: a win); tie = "
                 "tied for best; share = 1 for a win, 1/k for a k-way tie");
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(r->order, L));
    char nn[40];
    out_group_digits(e->trials, nn, sizeof nn);
    out_note(t, L ? "méthode" : "method",
             L ? "Monte Carlo : %s donnes, graine %llu, chaque place comptée ; intervalles de Wilson à 95 %% ; "
                 "identique pour tout --threads"
               : "Monte Carlo: %s deals, seed %llu, every seat counted; 95%% Wilson intervals; "
                 "identical at any --threads",
             nn, (unsigned long long)p->seed);
    if (model != EQUITY_SECOND)
        out_note(t, "article", "%s",
                 L ? "les chiffres de l'article pour une main servie (« servi », « d'entrée », tables/article/equity.csv) : "
                     "ceux qu'il donne pour un jeu placé à 4 joueurs pour 32 cartes et à 8 pour 52, ses fourchettes données "
                     "pour aucune table (une paire 20-25 %, ...) à toutes les tables ; accord = notre intervalle "
                     "rencontre l'arrondi du chiffre"
                   : "the article's figures for a served hand (\"servi\", \"d'entrée\", tables/article/equity.csv): "
                     "those given for a deck placed at 4 players for 32 cards and 8 for 52, its ranges stated for no "
                     "table (a pair 20-25%, ...) at every table; fits = our interval meets the figure's rounding");
    else
        out_note(t, "article", "%s",
                 L ? "les chiffres de l'article « au deuxième tour » (tables/article/equity.csv)"
                   : "the article's figures \"au deuxième tour\" (tables/article/equity.csv)");
}

static void columns(int L, out_table *t)
{
    /* CSV: win with ci_low, ci_high (its 95% interval, the name every
     * command gives the interval of its main figure), tie with
     * tie_ci_low, tie_ci_high; article_low, article_high: the article's
     * printed figure or range (not an interval). */
    out_col(t, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(t, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(t, "players", L ? "Joueurs" : "Players", OUT_INT);
    out_col(t, "model", L ? "Modèle" : "Model", OUT_STR);
    out_col(t, "category", L ? "Main" : "Hand", OUT_STR);
    out_col(t, "win", L ? "Gagne" : "Win", OUT_NUM);
    out_col(t, "tie", L ? "Partage" : "Tie", OUT_NUM);
    out_col(t, "article", "Article", OUT_NUM);
    out_col(t, "share", L ? "Part" : "Share", OUT_NUM);
    out_col(t, "ci_low", L ? "IC bas" : "CI low", OUT_NUM);
    out_col(t, "ci_high", L ? "IC haut" : "CI high", OUT_NUM);
    out_col(t, "tie_ci_low", L ? "IC bas (partage)" : "Tie CI low", OUT_NUM);
    out_col(t, "tie_ci_high", L ? "IC haut (partage)" : "Tie CI high", OUT_NUM);
    out_col(t, "hands", L ? "Mains" : "Hands", OUT_INT);
    out_col(t, "trials", L ? "Donnes" : "Deals", OUT_INT);
    out_col(t, "article_low", L ? "Article bas" : "Article low", OUT_NUM);
    out_col(t, "article_high", L ? "Article haut" : "Article high", OUT_NUM);
    out_col(t, "win_ci", L ? "Intervalle à 95 %" : "95% interval", OUT_STR);
    out_col(t, "article_text", "Article", OUT_STR);
    out_col(t, "fits_text", L ? "Accord" : "Fits", OUT_STR);
    out_col(t, "fits", L ? "Accord" : "Fits", OUT_BOOL);   /* the same for programs: true, false, "" without a figure */
    int hidden[] = {C_DECK, C_ACE, C_PLAYERS, C_MODEL, C_WLO, C_WHI, C_TLO, C_THI, C_TRIALS, C_ART, C_ALO, C_AHI, C_FITS};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        out_hide(t, hidden[i]);
    out_display_only(t, C_CI);
    out_display_only(t, C_ARTS);
    out_display_only(t, C_FIT);
}

static void build(const rep_equity_params *p, const rules *r, const tab_equity *e, int model, out_table *t)
{
    const int L = p->lang;
    char dn[40], title[200];
    label_deck_name_lang(r->deck_size, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Espérance de gain %s, %d joueurs, %s" : "Win probability %s, %d players, %s",
             MODEL_TITLE[L ? 1 : 0][model], e->players, dn);
    out_init(t, title);
    label_conventions(t, r);
    label_method_fields(t, p->seed, false, e->trials);
    out_field(t, "players", OUT_INT, "%d", e->players);
    out_field(t, "model", OUT_STR, "%s", tab_equity_model_key(model));
    if (model != EQUITY_BEFORE)
        out_field(t, "strategy", OUT_STR, "%s", e->strategy);
    out_note(t, L ? "modèle" : "model", MODEL_NOTE[L ? 1 : 0][model],
             model == EQUITY_AFTER ? e->players - 1 : e->players);
    notes(p, r, e, model, t);
    columns(L, t);

    /* Strongest category first, in the rules' order; the pairs by rank after
     * the pair row; then the draw / unimproved-pair rows. */
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--) {
        int k = r->pos_cat[pos];
        row(t, L, r, e, model, k);
        if (k == EVAL_PAIR)
            for (int rk = RANK_A; rk >= r->low_rank; rk--)
                row(t, L, r, e, model, EQUITY_ROW_PAIR(rk));
    }
    if (model == EQUITY_SECOND)
        row(t, L, r, e, model, EQUITY_ROW_UNIMPROVED);
    else
        row(t, L, r, e, model, EQUITY_ROW_DRAW);
}

/* "42.1% [41.9%, 42.3%]" of row k of model m, "-" without a sample. */
static void win_text(const tab_equity *e, int m, int k, char *buf, size_t size)
{
    const equity_cell *c = &e->cell[m][k];
    if (!c->n) {
        snprintf(buf, size, "-");
        return;
    }
    stats_ci w;
    stats_wilson(c->win, c->n, STATS_CONF95, &w);
    char p[32], lo[32], hi[32];
    pct(w.est, p, sizeof p);
    pct(w.lo, lo, sizeof lo);
    pct(w.hi, hi, sizeof hi);
    snprintf(buf, size, "%s [%s, %s]", p, lo, hi);
}

/* The answer: how often a served hand wins the showdown, for the hands a
 * player meets most, under the most realistic model run (after the draw,
 * the hand playing and the others following the strategy; else before). */
static void headline(const rep_equity_params *p, const rules *r, const tab_equity *e, out_table *t)
{
    const int L = p->lang, m = e->after ? EQUITY_AFTER : EQUITY_BEFORE;
    static const char *const RANK_EN[CARD_RANKS] = {"twos",  "threes", "fours", "fives", "sixes", "sevens", "eights",
                                                    "nines", "tens",   "jacks", "queens", "kings", "aces"};
    static const char *const RANK_FR[CARD_RANKS] = {"deux", "trois", "quatre", "cinq",  "six", "sept", "huit",
                                                    "neuf", "dix",   "valets", "dames", "rois", "as"};
    char pa[160], pl[160], pr[160], tp[160], tr[160], dr[160], hc[160];
    win_text(e, m, EVAL_PAIR, pr, sizeof pr);
    win_text(e, m, EQUITY_ROW_PAIR(RANK_A), pa, sizeof pa);
    win_text(e, m, EQUITY_ROW_PAIR(r->low_rank), pl, sizeof pl);
    win_text(e, m, EVAL_TWO_PAIR, tp, sizeof tp);
    win_text(e, m, EVAL_TRIPS, tr, sizeof tr);
    win_text(e, m, EQUITY_ROW_DRAW, dr, sizeof dr);
    win_text(e, m, EVAL_HIGH, hc, sizeof hc);
    char when[200];
    if (m == EQUITY_BEFORE)
        snprintf(when, sizeof when, "%s", L ? "avant l'échange" : "before the draw");
    else
        snprintf(when, sizeof when, L ? "après l'échange (les autres suivent la stratégie %s)"
                                      : "after the draw (the others following the strategy %s)",
                 e->strategy[0] ? e->strategy : (L ? "du fichier" : "from the file"));
    out_headline(t,
                 L ? "À %d joueurs (%d cartes), %s, une main servie gagne seule l'abattage : une paire %s (d'%s %s, de %s %s), "
                     "double paire %s, brelan %s, un tirage jouable %s, rien %s."
                   : "At %d players (%d cards), %s, a served hand wins the showdown alone: a pair %s (of %s %s, of %s %s), "
                     "two pair %s, trips %s, a playable draw %s, high card %s.",
                 e->players, r->deck_size, when, pr, L ? RANK_FR[RANK_A] : RANK_EN[RANK_A], pa,
                 L ? RANK_FR[r->low_rank] : RANK_EN[r->low_rank], pl, tp, tr, dr, hc);
}

int rep_equity_tables(out_table tables[EQUITY_MODELS], const rep_equity_params *p, const rules *r, const tab_equity *e)
{
    int n = e->after ? EQUITY_MODELS : 1;
    for (int m = 0; m < n; m++)
        build(p, r, e, m, &tables[m]);
    headline(p, r, e, &tables[0]);
    return n;
}
