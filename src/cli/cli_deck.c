/* cli_deck.c - the one way the commands resolve --players and --deck, and
 * name the deck and the conventions (cli_deck.h says what each returns). */
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

void cli_deck_name(int deck, char *buf, size_t size)
{
    static const char *RN = "23456789TJQKA";
    int low = deck_low_rank(deck);
    if (RN[low] == 'T')
        snprintf(buf, size, "%d cards (10..A)", deck);
    else
        snprintf(buf, size, "%d cards (%c..A)", deck, RN[low]);
}

void cli_ace_low_name(const rules *r, char *buf, size_t size)
{
    static const char *RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    int low = r->low_rank;
    if (low + 4 > RANK_K) {   /* 20 cards: the low ace makes no new straight */
        snprintf(buf, size, "%s (makes no new straight in this deck)", r->ace_low ? "on" : "off");
        return;
    }
    snprintf(buf, size, "%s (A-%s-%s-%s-%s %s a straight)", r->ace_low ? "on" : "off",
             RN[low], RN[low + 1], RN[low + 2], RN[low + 3], r->ace_low ? "is" : "is not");
}

void cli_deck_name_lang(int deck, int lang, char *buf, size_t size)
{
    static const char *const RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    static const char *const RN_FR[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};
    int low = deck_low_rank(deck);
    snprintf(buf, size, lang ? "%d cartes (%s..A)" : "%d cards (%s..A)", deck, lang ? RN_FR[low] : RN[low]);
}

void cli_ace_low_name_lang(const rules *r, int lang, char *buf, size_t size)
{
    if (!lang) {
        cli_ace_low_name(r, buf, size);
        return;
    }
    static const char *const RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};
    int low = r->low_rank;
    if (low + 4 > RANK_K) {
        snprintf(buf, size, "%s (ne fait aucune quinte de plus dans ce jeu)", r->ace_low ? "oui" : "non");
        return;
    }
    snprintf(buf, size, "%s (A-%s-%s-%s-%s %s une quinte)", r->ace_low ? "oui" : "non", RN[low], RN[low + 1],
             RN[low + 2], RN[low + 3], r->ace_low ? "est" : "n'est pas");
}

const char *cli_order_name(enum rules_order order, int lang)
{
    if (!lang)
        return rules_order_name(order);
    return order == ORDER_MODERN ? "moderne" : order == ORDER_FLUSH_OVER_FULL ? "couleur au-dessus du full" : "archaïque";
}

void cli_conventions(out_table *t, const rules *r)
{
    out_field(t, "conventions.deck", OUT_INT, "%d", r->deck_size);
    out_field(t, "conventions.ace_low", OUT_BOOL, "%s", r->ace_low ? "true" : "false");
    out_field(t, "conventions.order", OUT_STR, "%s", rules_order_name(r->order));
}

void cli_method_fields(out_table *t, const cli_opts *o, bool exact, uint64_t trials)
{
    out_field(t, "exact", OUT_BOOL, "%s", exact ? "true" : "false");
    if (exact)
        return;
    out_field(t, "trials", OUT_INT, "%llu", (unsigned long long)trials);
    out_field(t, "seed", OUT_INT, "%llu", (unsigned long long)o->seed);
    out_field(t, "ci_level", OUT_NUM, "0.95");
}
