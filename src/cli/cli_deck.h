/* cli_deck.h - --players and --deck, resolved the same way by every command
 * that seats a table (call, open, equity, drawn, holdem, best).  Before,
 * four commands each had their own copy of "--deck as given, else the
 * article's deck for the players".
 *
 * Usage:
 *     int players = cli_players(o, 4);             // --players, else 4
 *     int deck = cli_table_deck(o, players);       // --deck N, else 32 at 4 players
 *
 * Pure functions of the parsed options; exit on nothing.  The words that
 * name a deck and the conventions are the report layer's (labels.h).
 */
#ifndef TALON_CLI_DECK_H
#define TALON_CLI_DECK_H

#include "cli.h"
#include "labels.h"

/* --deck: the one rule every command shares.
 *   --deck N     a deck of N cards, N = 20, 24, ..., 52 (the lowest ranks removed)
 *   --deck auto  the article's deck for --players (deck_for_players: 2 to 4
 *                players -> 32, 5 -> 40, 6 -> 44, 7 -> 48, 8 -> 52); needs
 *                --players; for commands that seat a draw-poker table
 *                (OPT_DECK_AUTO: equity, best, open, call, solve, duel, advise,
 *                bluff's --model equilibrium)
 *   --deck all   every deck, 52 down to 20, one after the other; for commands
 *                that tabulate by deck (OPT_DECK_ALL: freq, atleast, drawn)
 * A command without the flag refuses the word with one line, exit 2, that
 * says why and what to give instead (cli_deck_word). */
void cli_deck_word(const cli_command *cmd, const char *word);

/* --players, else dflt. */
int cli_players(const cli_opts *o, int dflt);

/* The deck for a table of `players`: --deck N as given, else (no --deck,
 * or --deck auto, which cli_parse already resolved from --players) the
 * article's deck for that many players (deck_for_players: 3 or 4 -> 32,
 * 5 -> 40, ..., 8 -> 52), and the full deck where the article has none. */
int cli_table_deck(const cli_opts *o, int players);

/* o with --deck defaulting to the article's five decks (52, 48, 44, 40,
 * 32: the columns of its "Jeux ayant plus que" and "Cartes demandées"
 * tables) when --deck was not given; o itself otherwise. */
cli_opts cli_article_decks(const cli_opts *o);

#endif
