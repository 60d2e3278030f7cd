/* rep_drawn_table.c - talon drawn's table (rep_drawn_table.h): the
 * columns, a row per number of cards drawn and per final category with the
 * article's value beside ours and a flag (with its reason) where ours is
 * outside the article's rounding, the comparison's notes, and the origins
 * of the final hands.  Pure formatting: the figures are tab_drawn's.
 */
#include <stdio.h>
#include <string.h>

#include "labels.h"
#include "rep_drawn_table.h"
#include "stats.h"
#include "tab_drawn.h"

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


void rep_drawn_cols(out_table *t, rep_drawn_ctx *x)
{
    int L = x->p->lang;
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
    if (!x->a->exact) {   /* Monte Carlo: the interval of probability, ci_low and ci_high in csv and json */
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
static void start_row(out_table *t, const rep_drawn_ctx *x, int d, bool memo, double asked)
{
    char cards_raw[8], cards_shown[24];
    snprintf(cards_raw, sizeof cards_raw, "%d", d);
    snprintf(cards_shown, sizeof cards_shown, !memo ? "%d" : x->p->lang ? "%d (mémo)" : "%d (memo)", d);
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)x->deck);
    out_set_bool(t, C_ACE, x->r.ace_low);
    out_set_int(t, C_PLAYERS, (uint64_t)x->players);
    out_set(t, C_CARDS, cards_raw, cards_shown);
    out_set_prob(t, C_ASKED, asked);
}

/* The article's value, the difference and, when it differs, the flag and
 * the reason: the other convention, a swapped column, what is known. */
static void set_article(out_table *t, rep_drawn_ctx *x, const tab_drawn_cmp *k, int d)
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
    const int L = x->p->lang;
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
static void asked_row(out_table *t, rep_drawn_ctx *x, int d, bool memo, double asked, uint64_t roww)
{
    start_row(t, x, d, memo, asked);
    const int L = x->p->lang;
    out_set(t, C_FINAL, "asked", L ? "(demandées)" : "(asked)");
    out_set_prob(t, C_PROB, asked);
    if (x->c_ci >= 0)
        set_ci(t, x->c_ci, roww, x->a->total);
    if (x->c_art < 0)
        return;
    tab_drawn_cmp k;
    tab_drawn_compare(x->a, x->alt, x->deck, d, -1, &k);
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
                 d, 100 * tab_drawn_asked(x->a, d, true));
        out_set_str(t, x->c_reason, buf);
    }
}

/* Row d's line for final category c (skipped in text and md when nothing
 * shows: a category this draw never makes and the article does not print). */
static void category_row(out_table *t, rep_drawn_ctx *x, int d, int c, bool memo, double asked, uint64_t roww,
                         bool art_row)
{
    const rep_drawn_params *o = x->p;
    tab_drawn_cmp k;
    tab_drawn_compare(x->a, x->alt, x->deck, d, c, &k);
    bool art_ok = x->have_art && k.printed;
    if ((o->format == OUT_TEXT || o->format == OUT_MD) && k.ours == 0 && !art_ok)
        return;
    start_row(t, x, d, memo, asked);
    out_set(t, C_FINAL, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, o->lang));
    out_set_prob(t, C_PROB, k.ours);
    if (x->c_ci >= 0 && roww) {
        uint64_t n = 0;
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            n += x->a->played[sv][d][c];
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
void rep_drawn_row(out_table *t, rep_drawn_ctx *x, int d)
{
    bool memo = false;
    double p[EVAL_NCAT];
    tab_drawn_row(x->a, d, p, &memo);
    double asked = tab_drawn_asked(x->a, d, false);
    uint64_t roww = 0;   /* Monte Carlo: hands in the row, for the intervals */
    for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
        for (int c = 0; c < EVAL_NCAT; c++)
            roww += x->a->played[sv][d][c];
    if (memo) {
        size_t k = strlen(x->memo_rows);
        snprintf(x->memo_rows + k, sizeof x->memo_rows - k, "%s%d (%.2f%%)", k ? ", " : "", d,
                 100 * tab_drawn_asked(x->a, d, true));
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
void rep_drawn_tail(out_table *t, const rep_drawn_ctx *x)
{
    const int L = x->p->lang;
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
void rep_drawn_origins(out_table *orig, const rep_drawn_ctx *x)
{
    const bool memo_view = false;
    int L = x->p->lang;
    char title[160];
    snprintf(title, sizeof title, L ? "Origine des mains finales, %s" : "Origins of the final hands, %s", x->dn);
    out_init(orig, title);
    label_conventions(orig, &x->r);
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
        if (tab_drawn_final(x->a, memo_view, (enum eval_cat)c) == 0)
            continue;
        out_row(orig);
        out_set_int(orig, 0, (uint64_t)x->deck);
        out_set_bool(orig, 1, x->r.ace_low);
        out_set(orig, 2, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, L));
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            out_set_prob(orig, 3 + sv, tab_drawn_origin(x->a, memo_view, (enum eval_cat)c, sv));
    }
}
