/* cmd_drawn.c - `talon drawn`: "Cartes demandées", the final hand by number
 * of cards drawn and how often each draw is asked, under a drawing
 * strategy, with the article's value beside ours; then the origins of the
 * final hands (the --strategy loader every command with a drawing strategy
 * shares, cli_strategy, is in cli_data.c).
 *
 * One player: tab_drawn_exact.  Several: Monte Carlo deals of a whole table
 * (table.h, tab_drawn_mc), in the same tab_drawn struct, with what the
 * dealer did (four-card rule, re-shuffles) as a note.  Every table
 * is computed completely before anything is printed.  A cell is flagged when
 * our value is outside the rounding of the article's printed value (the
 * article rounds; its 3-card rows at 48..40 cards print whole percents for
 * the first three columns); the reason gives the other straight convention's
 * value.  CSV keeps exactly deck,ace_low,players,cards_drawn,asked,final,
 * probability; the article, flags and the per-draw "asked" rows are for
 * text, md and json.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "err.h"
#include "stats.h"
#include "tab_drawn.h"
#include "tab_freq.h"
#include "table.h"

/* ---- computing ------------------------------------------------------------------------ */

static void compute(const cli_opts *o, const rules *r, const strategy *s, int players, tab_drawn *t)
{
    if (players <= 1) {
        int rc = tab_drawn_exact(r, s, o->threads, t);   /* 0: all cores; same result at any count */
        if (rc != TALON_OK)
            cli_fail("exact table for %d cards: %s", r->deck_size, err_str(rc));
        return;
    }
    /* Several players: Monte Carlo deals of the whole table (table.h), every
     * seat pooled, nobody forced (folding hands fold). */
    strategy_plan plan;
    if (strategy_plan_init(&plan, s, r) != TALON_OK)
        cli_fail("invalid strategy");
    table tb;
    int rc = table_init(&tb, r, &plan, players, TABLE_FULL);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", players, r->deck_size);
    if (rc != TALON_OK)
        cli_fail("table for %d players: %s", players, err_str(rc));
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.precision = 0.001;   /* default: every cell to +-0.1 point, the article's rounding */
    rc = tab_drawn_mc(&tb, s, &cfg, t);
    table_free(&tb);
    cli_mc_done(rc);
}

/* ---- output ----------------------------------------------------------------------------- */

static const char *const RANK_TXT[2][CARD_RANKS] = {
    {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"},
    {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"}};

/* One line: what the strategy does in this deck, in the words of --lang (L). */
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

enum { C_DECK, C_ACE, C_PLAYERS, C_CARDS, C_ASKED, C_FINAL, C_PROB, C_LO, C_HI };   /* C_LO, C_HI: Monte Carlo only */

/* What the comparison found, per article table (tables/article/README.md
 * has the evidence); appended to the reason of every flagged cell. */
static const char *const KNOWN[2][TAB_DRAWN_ROWS] = {
    {NULL,
     "more one-card askers than ours at small decks: the article's own 'plus que' table counts as many draws as ace-low on makes",
     "no playable-pair threshold gives the article's two-card askers (0.3 to 1.7 points off); the pair/trips mix follows them",
     "a pair drawing three: the article's two-pair cells are low and its pair cells high at every deck",
     "four cards to the highest card: the article's high-card cells are 3 to 6 points above ours"},
    {NULL,
     "plus de demandes d'une carte que chez nous aux petits jeux : la table « plus que » de l'article compte autant de "
     "tirages que l'as bas en fait",
     "aucun seuil de paire jouable ne donne les demandes de deux cartes de l'article (0.3 à 1.7 point d'écart) ; le "
     "mélange paires/brelans les suit",
     "une paire qui demande trois cartes : les cases double paire de l'article sont basses et ses cases paire hautes "
     "à tous les jeux",
     "quatre cartes à la plus haute carte : les cases carte haute de l'article sont de 3 à 6 points au-dessus des "
     "nôtres"}};

/* One deck's tables in the making. */
typedef struct drawn_ctx {
    const cli_opts *o;
    rules r;
    int deck, players;
    bool csv;
    tab_drawn a;                 /* ours */
    tab_drawn alt;               /* the other straight convention (have_alt) */
    bool have_art, have_alt;
    int c_ci, c_art, c_diff, c_flag, c_reason;   /* optional columns, -1 when absent */
    int ndiff, ncells;
    char memo_rows[64];
    char dn[40];                 /* the deck's name */
} drawn_ctx;

/* The notes above the table: conventions, strategy, method, folds, dealer. */
static void drawn_notes(out_table *t, const drawn_ctx *x, const strategy *s)
{
    const cli_opts *o = x->o;
    const int L = o->lang;
    const tab_drawn *a = &x->a;
    char al[80], buf[800];
    cli_conventions(t, &x->r);
    cli_method_fields(t, o, a->exact, a->trials);
    out_field(t, "players", OUT_INT, "%d", x->players);
    out_field(t, "strategy", OUT_STR, "%s", s->name);
    out_field_num(t, "folds", tab_drawn_folds(a));
    cli_ace_low_name_lang(&x->r, L, al, sizeof al);
    out_note(t, L ? "as bas" : "ace-low", "%s%s", al,
             o->ace_low_set ? "" : L ? " (par défaut ici : la convention de l'article)"
                                     : " (default here: the article's convention)");
    out_note(t, L ? "ordre" : "order", "%s", cli_order_name(x->r.order, L));
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

/* The columns: the CSV ones, then the interval and the article's (not CSV). */
static void drawn_cols(out_table *t, drawn_ctx *x)
{
    int L = x->o->lang;
    out_col(t, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(t, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(t, "players", L ? "Joueurs" : "Players", OUT_INT);
    out_col(t, "cards_drawn", L ? "Cartes" : "Cards", OUT_STR);
    out_col(t, "asked", L ? "Demandées" : "Asked", OUT_NUM);
    out_col(t, "final", L ? "Main finale" : "Final hand", OUT_STR);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
    out_hide(t, C_PLAYERS);
    out_hide(t, C_ASKED);   /* text shows it as an "asked" row */
    x->c_ci = x->c_art = x->c_diff = x->c_flag = x->c_reason = -1;
    if (!x->a.exact) {   /* Monte Carlo: the interval of probability, ci_low and ci_high in csv and json */
        out_col(t, "ci_low", L ? "IC bas" : "CI low", OUT_NUM);
        out_col(t, "ci_high", L ? "IC haut" : "CI high", OUT_NUM);
        out_hide(t, C_LO);
        out_hide(t, C_HI);
        x->c_ci = t->ncols;
        out_col(t, "ci", L ? "Intervalle à 95 %" : "95% interval", OUT_STR);
        out_display_only(t, x->c_ci);
    }
    if (!x->csv && x->have_art) {
        x->c_art = t->ncols;
        out_col(t, "article", "Article", OUT_NUM);
        x->c_diff = t->ncols;
        out_col(t, "diff", L ? "Écart (points)" : "Diff (points)", OUT_NUM);
        x->c_flag = t->ncols;
        out_col(t, "differs", L ? "Signal" : "Flag", OUT_STR);
        x->c_reason = t->ncols;
        out_col(t, "reason", L ? "Raison" : "Reason", OUT_STR);
    }
    t->group_col = C_CARDS;
}

/* The 95% Wilson interval of k in n: "[lo, hi]" in column col, its bounds
 * in ci_low and ci_high. */
static void set_ci(out_table *t, int col, uint64_t k, uint64_t n)
{
    stats_ci ci;
    stats_wilson(k, n, STATS_CONF95, &ci);
    out_set_interval(t, col, ci.lo, ci.hi);
    out_set_prob(t, C_LO, ci.lo);
    out_set_prob(t, C_HI, ci.hi);
}

/* The start of a row: the CSV columns. */
static void start_row(out_table *t, const drawn_ctx *x, int d, bool memo, double asked)
{
    char cards_raw[8], cards_shown[24];
    snprintf(cards_raw, sizeof cards_raw, "%d", d);
    snprintf(cards_shown, sizeof cards_shown, !memo ? "%d" : x->o->lang ? "%d (mémo)" : "%d (memo)", d);
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)x->deck);
    out_set_bool(t, C_ACE, x->r.ace_low);
    out_set_int(t, C_PLAYERS, (uint64_t)x->players);
    out_set(t, C_CARDS, cards_raw, cards_shown);
    out_set_prob(t, C_ASKED, asked);
}

/* The article's value, the difference and, when it differs, the flag and
 * the reason: the other convention, a swapped column, what is known. */
static void set_article(out_table *t, drawn_ctx *x, const tab_drawn_cmp *k, int d)
{
    char raw[32], shown[32], buf[600];
    snprintf(raw, sizeof raw, "%.*f", k->decimals + 2, k->article / 100.0);
    snprintf(shown, sizeof shown, "%.*f%%", k->decimals, k->article);
    out_set(t, x->c_art, raw, shown);
    out_set_num(t, x->c_diff, 100.0 * k->ours - k->article, "%+.2f");
    x->ncells++;
    if (!k->differs)
        return;
    x->ndiff++;
    const int L = x->o->lang;
    out_set_str(t, x->c_flag, L ? "DIFFÈRE" : "DIFFERS");
    size_t n = 0;
    buf[0] = 0;
    if (k->have_alt && k->alt_same)
        n += (size_t)snprintf(buf, sizeof buf, "%s",
                              L ? "la même sous l'une ou l'autre convention de quinte"
                                : "the same under either straight convention");
    else if (k->have_alt)
        n += (size_t)snprintf(buf, sizeof buf, L ? "as bas %s : %.3f%% (%s)" : "ace-low %s: %.3f%% (%s)",
                              k->alt_ace_low ? (L ? "oui" : "on") : (L ? "non" : "off"), 100 * k->alt,
                              k->alt_fits ? (L ? "concorde" : "fits") : (L ? "ne concorde pas" : "does not fit"));
    for (int nb = 0; nb < EVAL_NCAT && n < sizeof buf; nb++)
        if (k->swapped >> nb & 1)
            n += (size_t)snprintf(buf + n, sizeof buf - n,
                                  L ? "%sc'est notre valeur %s (colonnes interverties ?)"
                                    : "%sit is our %s value (columns swapped?)",
                                  n ? (L ? " ; " : "; ") : "",
                                  L ? rules_cat_name((enum eval_cat)nb, 1) : rules_cat_key((enum eval_cat)nb));
    if (n < sizeof buf && KNOWN[L][d])
        snprintf(buf + n, sizeof buf - n, "%s%s", n ? (L ? " ; " : "; ") : "", KNOWN[L][d]);
    out_set_str(t, x->c_reason, buf);
}

/* Row d's "asked" line (text, md, json). */
static void asked_row(out_table *t, drawn_ctx *x, int d, bool memo, double asked, uint64_t roww)
{
    start_row(t, x, d, memo, asked);
    const int L = x->o->lang;
    out_set(t, C_FINAL, "asked", L ? "(demandées)" : "(asked)");
    out_set_prob(t, C_PROB, asked);
    if (x->c_ci >= 0)
        set_ci(t, x->c_ci, roww, x->a.total);
    if (x->c_art < 0)
        return;
    tab_drawn_cmp k;
    tab_drawn_compare(&x->a, x->have_alt ? &x->alt : NULL, x->deck, d, -1, &k);
    if (k.printed) {
        set_article(t, x, &k, d);
    } else if (memo) {
        char buf[300];
        out_set(t, x->c_art, "", "-");
        snprintf(buf, sizeof buf,
                 L ? "ligne pour mémoire : aucune main ne demande %d cartes selon cette stratégie ; %.3f%% le "
                     "feraient si toutes jouaient, sans camouflage"
                   : "memo row: no hand draws %d under this strategy; %.3f%% would if every "
                     "hand played, without camouflage",
                 d, 100 * tab_drawn_asked(&x->a, d, true));
        out_set_str(t, x->c_reason, buf);
    }
}

/* Row d's line for final category c (skipped in text and md when nothing
 * shows: a category this draw never makes and the article does not print). */
static void category_row(out_table *t, drawn_ctx *x, int d, int c, bool memo, double asked, uint64_t roww,
                         bool art_row)
{
    const cli_opts *o = x->o;
    tab_drawn_cmp k;
    tab_drawn_compare(&x->a, x->have_alt ? &x->alt : NULL, x->deck, d, c, &k);
    bool art_ok = x->have_art && k.printed;
    if ((o->format == OUT_TEXT || o->format == OUT_MD) && k.ours == 0 && !art_ok)
        return;
    start_row(t, x, d, memo, asked);
    out_set(t, C_FINAL, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, o->lang));
    out_set_prob(t, C_PROB, k.ours);
    if (x->c_ci >= 0 && roww) {
        uint64_t n = 0;
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            n += x->a.played[sv][d][c];
        set_ci(t, x->c_ci, n, roww);
    }
    if (x->c_art < 0 || !art_row)
        return;
    if (art_ok) {
        set_article(t, x, &k, d);
    } else {
        out_set(t, x->c_art, "", "-");
        if (100 * k.ours >= 0.05) {   /* it would print as 0.1% or more */
            x->ndiff++;
            out_set_str(t, x->c_flag, o->lang ? "DIFFÈRE" : "DIFFERS");
            out_set_str(t, x->c_reason,
                        o->lang ? "l'article n'imprime pas de valeur dans cette colonne"
                                : "the article prints no value in this column");
        }
    }
}

/* Row d: its "asked" line, then a line per final category. */
static void drawn_row(out_table *t, drawn_ctx *x, int d)
{
    bool memo = false;
    double p[EVAL_NCAT];
    tab_drawn_row(&x->a, d, p, &memo);
    double asked = tab_drawn_asked(&x->a, d, false);
    uint64_t roww = 0;   /* Monte Carlo: hands in the row, for the intervals */
    for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
        for (int c = 0; c < EVAL_NCAT; c++)
            roww += x->a.played[sv][d][c];
    if (memo) {
        size_t k = strlen(x->memo_rows);
        snprintf(x->memo_rows + k, sizeof x->memo_rows - k, "%s%d (%.2f%%)", k ? ", " : "", d,
                 100 * tab_drawn_asked(&x->a, d, true));
    }
    bool art_row = x->have_art && tab_drawn_article_has_row(x->deck, d);
    if (!x->csv)
        asked_row(t, x, d, memo, asked, roww);
    for (int c = 0; c < EVAL_NCAT; c++)
        category_row(t, x, d, c, memo, asked, roww, art_row);
}

/* The notes after the rows: memo rows (above the table, with the others),
 * then the article and the count of differences, under it (issue 18: the
 * answer and its table first, the article's comparison after them). */
static void drawn_tail(out_table *t, const drawn_ctx *x)
{
    const int L = x->o->lang;
    if (x->memo_rows[0])
        out_note(t, L ? "lignes pour mémoire" : "memo rows",
                 L ? "%s : aucune main ne demande autant selon cette stratégie ; chacune montre les mains qui le "
                     "feraient si toutes jouaient sans camouflage (paires 3 cartes, brelans 2, mains vides 4 en gardant "
                     "leur plus haute carte), la part des mains entre parenthèses ; demandées vaut 0"
                   : "%s: no hand draws that many under this strategy; each shows the hands that would if every hand "
                     "played without camouflage (pairs draw 3, trips 2, empty hands 4 keeping their highest card), "
                     "the share of hands in brackets; asked is 0",
                 x->memo_rows);
    if (x->have_art) {
        out_note_below(t, "article", "%s",
                 L ? "l'article, « Cartes demandées » (arrondi ; cases vides déduites : tables/article/drawn-*.csv et "
                     "tables/article/README.md) ; une case diffère quand la nôtre sort de l'arrondi de la valeur "
                     "imprimée"
                   : "the article's \"Cartes demandées\" (rounded; empty cells inferred: tables/article/drawn-*.csv and "
                     "tables/article/README.md); a cell differs when ours is outside the rounding of the printed value");
        if (!x->csv)
            out_note_below(t, L ? "diffèrent" : "differs", L ? "%d cases sur %d" : "%d of %d cells", x->ndiff, x->ncells);
    } else if (x->players == 1 && !x->csv) {
        out_note_below(t, "article",
                 L ? "l'article n'a pas de table à %d cartes (il imprime 52, 48, 44, 40, 32)"
                   : "the article has no %d-card table (it prints 52, 48, 44, 40, 32)",
                 x->deck);
    }
}

/* Origins (text, md, json): among the final hands of each category, the
 * share served as each class.  The played view: with the strategy as
 * given, as the article's "provient d'une paire (50 %)" figures are (pairs
 * draw 3, trips 2, empty hands fold: --strategy standard). */
static void origins(out_table *orig, const drawn_ctx *x)
{
    const bool memo_view = false;
    int L = x->o->lang;
    char title[160];
    snprintf(title, sizeof title, L ? "Origine des mains finales, %s" : "Origins of the final hands, %s", x->dn);
    out_init(orig, title);
    cli_conventions(orig, &x->r);
    out_note(orig, L ? "vue" : "view", "%s",
             L ? "les mains qui ont joué selon la stratégie (mains couchées exclues)"
               : "the hands that played under the strategy (folded hands excluded)");
    out_note(orig, L ? "lecture" : "reading", "%s",
             L ? "ligne : main finale ; colonnes : ce qu'était la main servie (servies et carrés gardés : servi)"
               : "row: final hand; columns: what the hand was when served (pat and quads kept: served)");
    out_col(orig, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(orig, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(orig, "final", L ? "Main finale" : "Final hand", OUT_STR);
    out_hide(orig, 0);
    out_hide(orig, 1);
    for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
        out_col(orig, strategy_served_key(sv), strategy_served_name(sv, L), OUT_NUM);
    for (int c = 0; c < EVAL_NCAT; c++) {
        if (tab_drawn_final(&x->a, memo_view, (enum eval_cat)c) == 0)
            continue;
        out_row(orig);
        out_set_int(orig, 0, (uint64_t)x->deck);
        out_set_bool(orig, 1, x->r.ace_low);
        out_set(orig, 2, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, L));
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            out_set_prob(orig, 3 + sv, tab_drawn_origin(&x->a, memo_view, (enum eval_cat)c, sv));
    }
}

/* One share of the headline: "2.805%" (exact), "2.784% [2.748%, 2.820%]"
 * (Monte Carlo: the 95% Wilson interval of the table's rows). */
static void share_text(const drawn_ctx *x, uint64_t k, char *buf, size_t size)
{
    char p[32], lo[32], hi[32];
    out_percent(x->a.total ? (double)k / (double)x->a.total : 0, p, sizeof p);
    if (x->a.exact) {
        snprintf(buf, size, "%s", p);
        return;
    }
    stats_ci ci;
    stats_wilson(k, x->a.total, STATS_CONF95, &ci);
    out_percent(ci.lo, lo, sizeof lo);
    out_percent(ci.hi, hi, sizeof hi);
    snprintf(buf, size, "%s [%s, %s]", p, lo, hi);
}

/* The answer for one deck: how often each draw is asked and how often a
 * hand folds; in the exact count a draw no hand asks for is said as such
 * ("no hand asks for three or four"), not as "0.000%" (a Monte Carlo zero
 * keeps its interval: none in the sample is not none). */
static void headline(out_table *t, const drawn_ctx *x, const strategy *s)
{
    const int L = x->o->lang;
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
                w += x->a.played[sv][d][c];
        if (w == 0 && x->a.exact) {   /* none (exact: none at all, not none in a sample): listed apart */
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
        fw += x->a.folded[sv];
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

static void build(const cli_opts *o, int deck, const strategy *s, out_table *t, out_table *orig)
{
    drawn_ctx *x = calloc(1, sizeof *x);
    if (!x)
        cli_fail("out of memory");
    x->o = o;
    x->deck = deck;
    x->players = cli_players(o, 1);
    x->csv = o->format == OUT_CSV;
    cli_rules(o, deck, &x->r);
    compute(o, &x->r, s, x->players, &x->a);
    /* The article's rows exist for this deck (single player only); the
     * other straight convention, for the reasons (text, md, json). */
    double dummy;
    int dd;
    x->have_art = x->players == 1 && tab_drawn_article_asked(deck, 0, &dummy, &dd) == TALON_OK;
    x->have_alt = x->have_art && !x->csv && tab_drawn_exact_other(&x->r, s, o->threads, &x->alt) == TALON_OK;

    char title[160];
    cli_deck_name_lang(deck, o->lang, x->dn, sizeof x->dn);
    if (x->players > 1)
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s, %d joueurs" : "Cards drawn, %s, %d players",
                 x->dn, x->players);
    else
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s" : "Cards drawn, %s", x->dn);
    out_init(t, title);
    if (o->ndecks == 1)
        headline(t, x, s);
    drawn_notes(t, x, s);
    drawn_cols(t, x);
    for (int d = 0; d < TAB_DRAWN_ROWS; d++)
        drawn_row(t, x, d);
    drawn_tail(t, x);
    origins(orig, x);
    free(x);
}

int cmd_drawn(const cli_opts *o)
{
    cli_opts oo = cli_article_decks(o);   /* default: the article's five tables */
    if (!o->ace_low_set)
        oo.ace_low = 0;   /* the article's convention (its pat-hand table) */
    if (o->quiet && oo.ndecks != 1)
        cli_usage_error("--quiet prints the headline of one deck: give --deck N");
    int players = cli_players(o, 1);
    if (players == 1 && (o->trials_set || o->precision > 0 || o->seed_set))
        cli_usage_error("--trials, --precision and --seed need --players 2 or more (one player is exact)");
    for (int i = 0; i < oo.ndecks; i++)
        if (5 * players > oo.decks[i])
            cli_usage_error("%d players need %d cards, more than the %d of the deck", players, 5 * players,
                            oo.decks[i]);
    /* --table: the cards-drawn table (the main one: CSV holds it alone by
     * default) or the origins, one table a CSV stream (cli_table). */
    static const char *const NAMES[] = {"drawn", "origins"};
    int one = cli_table(o, NAMES, 2, NULL, NULL);
    strategy s;
    cli_strategy(o, "article", &s);

    out_table tables[2 * CLI_MAX_DECKS], *ts[2 * CLI_MAX_DECKS];
    int n = 0;
    for (int i = 0; i < oo.ndecks; i++) {
        build(&oo, oo.decks[i], &s, &tables[2 * i], &tables[2 * i + 1]);
        if (one != 1)
            ts[n++] = &tables[2 * i];
        if (one != 0)
            ts[n++] = &tables[2 * i + 1];
    }
    cli_emit(ts, n, &oo);
    for (int i = 0; i < 2 * oo.ndecks; i++)
        out_free(&tables[i]);
    return 0;
}
