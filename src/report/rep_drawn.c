/* rep_drawn.c - talon drawn's tables for one deck (rep_drawn.h): the
 * title, then the headline and notes (rep_drawn_notes.c), the columns, a
 * row per number of cards drawn and the article's comparison
 * (rep_drawn_table.c), and the origins of the final hands.
 */
#include <stdio.h>

#include "err.h"
#include "labels.h"
#include "rep_drawn.h"
#include "rep_drawn_notes.h"
#include "rep_drawn_table.h"

bool rep_drawn_has_article(int deck, int players)
{
    double dummy;
    int dd;
    return players == 1 && tab_drawn_article_asked(deck, 0, &dummy, &dd) == TALON_OK;
}

void rep_drawn_tables(const rep_drawn_params *p, const rules *r, int players, const strategy *s, const tab_drawn *a,
                      const tab_drawn *alt, out_table *t, out_table *orig)
{
    rep_drawn_ctx x = {
        .p = p, .r = *r, .deck = r->deck_size, .players = players, .csv = p->format == OUT_CSV, .a = a, .alt = alt};
    x.have_art = rep_drawn_has_article(x.deck, players);
    char title[160];
    label_deck_name_lang(x.deck, p->lang, x.dn, sizeof x.dn);
    if (players > 1)
        snprintf(title, sizeof title, p->lang ? "Cartes demandées, %s, %d joueurs" : "Cards drawn, %s, %d players",
                 x.dn, players);
    else
        snprintf(title, sizeof title, p->lang ? "Cartes demandées, %s" : "Cards drawn, %s", x.dn);
    out_init(t, title);
    if (p->headline)
        rep_drawn_headline(t, &x, s);
    rep_drawn_notes(t, &x, s);
    rep_drawn_cols(t, &x);
    for (int d = 0; d < TAB_DRAWN_ROWS; d++)
        rep_drawn_row(t, &x, d);
    rep_drawn_tail(t, &x);
    rep_drawn_origins(orig, &x);
}
