/* cli_deck.c - the one way the commands resolve --players and --deck
 * (cli_deck.h says what each returns; the deck's words: labels.c). */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "cli_deck.h"

void cli_deck_word(const cli_command *cmd, const char *word)
{
    bool all = strcmp(word, "all") == 0;
    if ((cmd->opts & (all ? OPT_DECK_ALL : OPT_DECK_AUTO)) != 0)
        return;
    /* Why the word has no meaning here: the command plays one deck (all), or
     * its deck does not follow the article's player counts (auto). */
    static const struct {
        const char *cmd, *why;
    } WHY[] = {
        {"holdem", "hold'em is dealt from one deck, and the article's decks are for draw poker"},
        {"bench", "it times one deck at a time (its exact part already covers every deck)"},
        {"eval", "a hand is ranked in one deck"},
        {"bluff", "the stated models have no deck, and --model equilibrium reads one solved game"},
    };
    const char *why = all ? "it answers for one deck at a time" : "it seats no draw-poker table by --players";
    for (size_t i = 0; i < sizeof WHY / sizeof WHY[0]; i++)
        if (strcmp(WHY[i].cmd, cmd->name) == 0)
            why = WHY[i].why;
    cli_usage_error("--deck %s does not fit '%s': %s; give a deck size (20, 24, ..., 52)", word, cmd->name, why);
}

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
