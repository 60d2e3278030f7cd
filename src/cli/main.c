/* main.c - talon's entry point: the command table and top-level help.
 *
 * Each command is a row of COMMANDS: its options, its positional arguments,
 * its help text and its run function (cmd_*.c).  cli_parse validates
 * everything before run is called, so a command starts with good input.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const cli_command COMMANDS[] = {
    {"eval", "category and strength of a hand; which of two hands wins",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION, 1, 2,
     "Usage: talon eval CARDS [CARDS2] [options]\n"
     "\n"
     "Evaluate a hand of 5, 6 or 7 cards: its category, the five cards that play\n"
     "and its strength value (a larger value is a stronger hand under the chosen\n"
     "rules).  With two hands, says which wins or that they tie.\n"
     "\n"
     "Cards: English Ks2dQd9hTc (ranks 2-9 T J Q K A, also 10; suits s h d c) or\n"
     "French Rp2kDk9c10t (ranks 2-10 V D R A; suits p c k t = spades hearts\n"
     "diamonds clubs).  Letters are case-insensitive; spaces, commas and dashes\n"
     "may separate cards.  A card not in the chosen deck is an error.\n"
     "\n"
     "Examples:\n"
     "  talon eval Ks2dQd9hTc\n"
     "  talon eval AhJd8s7c5h Ah10d8s7c5d\n"
     "  talon eval Ac7d8h9sTc --deck 32 --ace-low on\n",
     cmd_eval},
    {"freq", "hand frequency table of a deck (exact; Monte Carlo on request)",
     OPT_DECK | OPT_DECK_ALL | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION, 0, 0,
     "Usage: talon freq [--deck N|all] [options]\n"
     "\n"
     "How many of the C(N,5) five-card hands of the deck fall in each category,\n"
     "by exact enumeration of every hand.  With --trials, also deals that many\n"
     "random hands (Monte Carlo, reproducible with --seed at any --threads) and\n"
     "prints each estimate with its 95% Wilson interval beside the exact value.\n"
     "\n"
     "The article's table: --deck 52 --ace-low on (it counts A-2-3-4-5) and\n"
     "--deck 32 --ace-low off (it plays the ace high only at 32 cards).\n"
     "\n"
     "CSV columns: deck,ace_low,order,category,combinations,total,probability\n"
     "(and with --trials: trials,seed,mc_count,mc_probability,ci_low,ci_high,in_ci).\n"
     "\n"
     "Examples:\n"
     "  talon freq --deck 32 --ace-low off\n"
     "  talon freq --deck all --format csv\n"
     "  talon freq --deck 52 --trials 10000000 --seed 7\n",
     cmd_freq},
    {"atleast", "P(a hand beats trips, two pair, a draw, each pair): \"Jeux ayant plus que\"",
     OPT_DECK | OPT_DECK_ALL | OPT_DECKS | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG, 0, 0,
     "Usage: talon atleast [--decks 52,48,44,40,32] [options]\n"
     "\n"
     "The probability that a dealt 5-card hand is strictly better than trips,\n"
     "two pair, a playable draw, and a pair of each rank (the article's \"Jeux\n"
     "ayant plus que...\" table), by exact enumeration of every hand of each deck,\n"
     "with the article's printed value beside ours.  A cell is flagged when ours\n"
     "is outside the interval the article's one decimal stands for (its 52-card\n"
     "column is truncated, the others rounded); the reason says whether the other\n"
     "straight convention fits, or the article contradicts itself.\n"
     "\n"
     "Classes: nothing < pair (by rank) < playable draw < two pair < trips < ...\n"
     "(made hands in the --order).  A playable draw is four to a flush or an\n"
     "open-ended four-straight (both completing ranks in the deck: at 32 cards\n"
     "7-8-9-10 is open-ended only with --ace-low on; J-Q-K-A never); a pair\n"
     "holding one counts as a draw; one-way and inside straight draws do not.\n"
     "\n"
     "Default decks: the article's 52,48,44,40,32.  The article's cells fit\n"
     "neither straight convention throughout (see the notes and flags).\n"
     "\n"
     "CSV columns: deck,ace_low,threshold,probability,article (probabilities as\n"
     "fractions; article empty where the article has no cell).  Text, md and json\n"
     "add diff (points), differs and reason.\n"
     "\n"
     "Examples:\n"
     "  talon atleast\n"
     "  talon atleast --decks 32 --ace-low off --lang fr\n"
     "  talon atleast --format csv\n",
     cmd_atleast},
    {"best", "probability that a hand is the best at P players, before the draw",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION | OPT_MC |
         OPT_PRECISION | OPT_PLAYERS,
     1, 1,
     "Usage: talon best HAND --players P [--deck N|auto] [options]\n"
     "\n"
     "The probability that HAND is the best of P dealt hands before the draw,\n"
     "with exact card removal: the other P-1 hands are dealt from the cards\n"
     "left.  HAND is five cards (KhKd9s8c7h) or a class: a pair (AA, KK, ...,\n"
     "22; French RR, DD, VV, 1010), nothing, draw, two-pair, trips, straight,\n"
     "flush, full, quads, straight-flush; a class stands for every hand of it,\n"
     "equally likely.\n"
     "\n"
     "Three views of \"better\": ranking (poker ranking now); article (draw\n"
     "class first: a playable draw - four to a flush, an open-ended straight\n"
     "draw - beats any pair, as in the article's \"at least\" table); class\n"
     "(draw class only).  Beside them, the article's shortcut (1-q)^(P-1) with\n"
     "q = P(one hand is of a higher class), from our exact table and from the\n"
     "article's printed value.\n"
     "\n"
     "Exact (every opponent hand) for five given cards at 2 players; Monte\n"
     "Carlo otherwise, by default until every 95% half-width is under 0.05\n"
     "points (--precision), reproducible with --seed at any --threads.\n"
     "--deck auto takes the article's deck for the players (4 -> 32, 5 -> 40,\n"
     "... 8 -> 52).\n"
     "\n"
     "CSV columns: deck,ace_low,order,players,hand,figure,probability,ci_low,\n"
     "ci_high,exact,trials\n"
     "\n"
     "Examples:\n"
     "  talon best KK --players 4 --deck 32\n"
     "  talon best KhKd9s8c7h --players 2 --deck 32\n",
     cmd_best},
};
#define N_COMMANDS ((int)(sizeof COMMANDS / sizeof COMMANDS[0]))

static void usage(FILE *fp)
{
    fprintf(fp,
            "talon - probabilities and strategy of poker (French draw poker, 20..52 cards)\n"
            "\n"
            "Usage: talon <command> [arguments] [options]\n"
            "       talon <command> --help\n"
            "\n"
            "Commands:\n");
    for (int i = 0; i < N_COMMANDS; i++)
        fprintf(fp, "  %-8s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(fp,
            "\n"
            "Common options: --deck N, --ace-low on|off, --order modern|flush-over-full|archaic,\n"
            "--format text|csv|json|md, --lang en|fr.  Exit status: 0 ok, 1 failure, 2 bad input.\n");
}

int main(int argc, char **argv)
{
    /* A closed pipe (talon freq | head -1) must not kill us with SIGPIPE
     * mid-table; writes then fail and cli_emit reports it. */
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2)
        cli_usage_error("missing command (see talon --help)");
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("talon 0.1.0\n");
        return 0;
    }
    for (int i = 0; i < N_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) {
            cli_opts o;
            cli_parse(&COMMANDS[i], argc - 2, argv + 2, &o);
            return COMMANDS[i].run(&o);
        }
    cli_usage_error("unknown command '%s' (see talon --help)", argv[1]);
}
