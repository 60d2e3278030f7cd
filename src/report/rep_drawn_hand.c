/* rep_drawn_hand.c - talon drawn HAND's table (rep_drawn_hand.h): each of
 * the 32 ways to keep a served hand with the exact probability of each
 * final category and of improving, the drawing strategy's choice marked,
 * under a headline that says what the strategy does and what it gains.
 * Pure formatting: the counts are tab_keeps's.
 */
#include <stdio.h>

#include "card.h"
#include "labels.h"
#include "rep_drawn_hand.h"

enum { C_DECK, C_ACE, C_HAND, C_KEEP, C_DRAW, C_CAT0 };
#define C_IMPROVES (C_CAT0 + EVAL_NCAT)
#define C_SETS (C_IMPROVES + 1)
#define C_STRAT (C_SETS + 1)

static void kept_text(const rep_drawn_keeps *u, uint64_t kept, int L, char *raw, size_t size, char *shown)
{
    card_format(kept, u->nota, raw, size);
    snprintf(shown, size, "%s", kept ? raw : L ? "(rien)" : "(none)");
}

/* A category's name inside a sentence, into buf: "two pair", "double paire". */
static const char *lower_name(enum eval_cat c, int L, char *buf, size_t size)
{
    snprintf(buf, size, "%s", rules_cat_name(c, L));
    if (buf[0] >= 'A' && buf[0] <= 'Z')
        buf[0] = (char)(buf[0] - 'A' + 'a');
    return buf;
}

/* "two pair 16.0%, ..." for the categories above the served one that row k
 * can make, strongest last, into buf. */
static void gains_text(const rep_drawn_keeps *u, int k, int L, char *buf, size_t size)
{
    const tab_keep *x = &u->k.keep[k];
    size_t n = 0;
    buf[0] = 0;
    for (int pos = u->r.cat_pos[u->k.served] + 1; pos < EVAL_NCAT && n < size; pos++) {
        int c = u->r.pos_cat[pos];
        if (!x->count[c])
            continue;
        char p[32], name[64];
        out_percent((double)x->count[c] / (double)x->sets, p, sizeof p);
        n += (size_t)snprintf(buf + n, size - n, "%s%s %s", n ? ", " : "",
                              lower_name((enum eval_cat)c, L, name, sizeof name), p);
    }
}

static void headline(out_table *t, const rep_drawn_keeps *u, int L)
{
    const tab_keeps *k = &u->k;
    const tab_keep *x = &k->keep[k->strategy];
    char dn[40], raw[CARD_STR_MAX], kept[CARD_STR_MAX], imp[32], gains[400], what[600];
    label_deck_name_lang(u->r.deck_size, L, dn, sizeof dn);
    kept_text(u, x->kept, L, raw, sizeof raw, kept);
    out_percent(tab_keeps_improves(&u->r, k, k->strategy), imp, sizeof imp);
    gains_text(u, k->strategy, L, gains, sizeof gains);
    if (x->draw == 0)
        snprintf(what, sizeof what, L ? "reste servie" : "stands pat");
    else
        snprintf(what, sizeof what,
                 L ? "%sgarde %s et demande %d carte%s : la main s'améliore %s du temps%s%s%s"
                   : "%skeeps %s and draws %d%s: the hand improves %s of the time%s%s%s",
                 k->folds ? (L ? "la jette ; obligée de jouer, elle " : "folds it; forced to play, it ") : "", kept,
                 x->draw, L && x->draw > 1 ? "s" : "", imp, gains[0] ? " (" : "", gains, gains[0] ? ")" : "");
    out_headline(t,
                 L ? "Avec %s à %s, la stratégie %s %s ; la table donne chacune des 32 façons de demander.  Exact : "
                     "chaque remplacement compté."
                   : "Holding %s at %s, the %s strategy %s; the table gives each of the 32 ways to draw.  Exact: "
                     "every replacement counted.",
                 u->hand, dn, u->s.name[0] ? u->s.name : (L ? "du fichier" : "from the file"), what);
}

static void notes(out_table *t, const rep_drawn_keeps *u, int L)
{
    char al[80], served[64];
    label_ace_low_name_lang(&u->r, L, al, sizeof al);
    lower_name(u->k.served, L, served, sizeof served);
    out_note(t, L ? "main" : "hand", L ? "%s (servie : %s)" : "%s (served: %s)", u->hand, served);
    out_note(t, L ? "méthode" : "method",
             L ? "exacte : pour chacune des 32 façons de garder (de rester servi à tout demander), chaque jeu de "
                 "cartes de remplacement parmi les %d cartes hors de la main, tous également probables (un joueur : "
                 "les cartes des autres sont inconnues, les écarts ne sont pas remélangés)"
               : "exact: for each of the 32 ways to keep (from standing pat to drawing five), every set of replacement "
                 "cards from the %d cards not in the hand, each equally likely (one player: the others' cards are "
                 "unknown, the discards are not shuffled back)",
             u->r.deck_size - 5);
    out_note(t, L ? "colonnes" : "columns",
             L ? "la probabilité de chaque main finale ; améliore = la main finale est d'une catégorie au-dessus de "
                 "la main servie (dans l'ordre de ces règles)"
               : "the probability of each final hand; improves = the final hand's category ranks above the served "
                 "hand's (in these rules' order)");
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(u->r.order, L));
}

void rep_drawn_hand(const rep_drawn_keeps *u, int lang, uint64_t seed, out_table *t)
{
    const int L = lang;
    char dn[40], title[200];
    label_deck_name_lang(u->r.deck_size, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Que demander : %s, %s" : "What to draw: %s, %s", u->hand, dn);
    out_init(t, title);
    label_conventions(t, &u->r);
    label_method_fields(t, seed, true, 0);
    out_field(t, "hand", OUT_STR, "%s", u->hand);
    out_field(t, "served", OUT_STR, "%s", rules_cat_key(u->k.served));
    out_field(t, "strategy", OUT_STR, "%s", u->s.name);
    out_field(t, "folds", OUT_BOOL, "%s", u->k.folds ? "true" : "false");
    headline(t, u, L);
    notes(t, u, L);
    out_col(t, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(t, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(t, "hand", L ? "Main" : "Hand", OUT_STR);
    out_col(t, "keep", L ? "Garder" : "Keep", OUT_STR);
    out_col(t, "draw", L ? "Demande" : "Draw", OUT_INT);
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--) {   /* strongest first, in these rules' order */
        int c = u->r.pos_cat[pos];
        out_col(t, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, L), OUT_NUM);
    }
    out_col(t, "improves", L ? "Améliore" : "Improves", OUT_NUM);
    out_col(t, "sets", L ? "Remplacements" : "Replacements", OUT_INT);
    out_col(t, "strategy", L ? "Stratégie" : "Strategy", OUT_BOOL);
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
    out_hide(t, C_HAND);
    for (int i = 0; i < TAB_KEEPS; i++) {
        const tab_keep *x = &u->k.keep[i];
        char raw[CARD_STR_MAX], shown[CARD_STR_MAX];
        out_row(t);
        out_set_int(t, C_DECK, (uint64_t)u->r.deck_size);
        out_set_bool(t, C_ACE, u->r.ace_low);
        out_set_str(t, C_HAND, u->hand);
        kept_text(u, x->kept, L, raw, sizeof raw, shown);
        out_set(t, C_KEEP, raw, shown);
        out_set_int(t, C_DRAW, (uint64_t)x->draw);
        for (int pos = EVAL_NCAT - 1, col = C_CAT0; pos >= 0; pos--, col++)
            out_set_prob(t, col, (double)x->count[u->r.pos_cat[pos]] / (double)x->sets);
        out_set_prob(t, C_IMPROVES, tab_keeps_improves(&u->r, &u->k, i));
        out_set_int(t, C_SETS, x->sets);
        out_set(t, C_STRAT, i == u->k.strategy ? "true" : "false", i == u->k.strategy ? u->s.name : "");
    }
}
