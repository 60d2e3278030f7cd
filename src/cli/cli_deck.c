/* cli_deck.c - the one way the commands resolve --players and --deck
 * (cli_deck.h says what each returns). */
#include "card.h"
#include "cli_deck.h"

int cli_players(const cli_opts *o, int dflt)
{
    return o->players_set ? o->players : dflt;
}

cli_opts cli_article_decks(const cli_opts *o)
{
    static const int ARTICLE_DECKS[] = {52, 48, 44, 40, 32};
    cli_opts oo = *o;
    if (!o->deck_set) {
        oo.ndecks = 0;
        for (int i = 0; i < 5; i++)
            oo.decks[oo.ndecks++] = ARTICLE_DECKS[i];
    }
    return oo;
}

int cli_table_deck(const cli_opts *o, int players)
{
    if (o->deck_set && !o->deck_auto)
        return o->decks[0];
    int d = deck_for_players(players);
    return d < 0 ? DECK_MAX : d;
}
