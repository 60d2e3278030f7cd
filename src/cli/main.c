/* main.c - talon's entry point: the command table and top-level help.
 *
 * Each command is a row of COMMANDS: its options, its positional arguments,
 * its help text (CLI_HELP_*, in cli_help_*.c: text only, kept out of the
 * way of the table) and its run function (cmd_*.c).  cli_parse validates
 * everything before run is called, so a command starts with good input.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_help.h"
#include "cli_mpi.h"
#include "talon_version.h"

static const cli_command COMMANDS[] = {
    {"eval", "category and strength of a hand; which of two hands wins",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION, 1, 2,
     CLI_HELP_EVAL,
     cmd_eval, 0, 0},
    {"freq", "hand frequency table of a deck (exact; Monte Carlo on request)",
     OPT_DECK | OPT_DECK_ALL | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION, 0, 0,
     CLI_HELP_FREQ,
     cmd_freq, 0, 0},
    {"atleast", "P(a hand beats trips, two pair, a draw, each pair): \"Jeux ayant plus que\"",
     OPT_DECK | OPT_DECK_ALL | OPT_DECKS | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG, 0, 0,
     CLI_HELP_ATLEAST,
     cmd_atleast, 0, 0},
    {"best", "probability that a hand is the best at P players, before and after the draw",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION | OPT_MC |
         OPT_PRECISION | OPT_PLAYERS | OPT_AFTER_DRAW | OPT_STRATEGY | OPT_QUIET,
     1, 1,
     CLI_HELP_BEST,
     cmd_best, 1, 0},
    {"drawn", "\"Cartes demandées\": final hands by cards drawn (0..4), and how often each is asked",
     OPT_DECK | OPT_DECK_ALL | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_PLAYERS_ONE | OPT_STRATEGY | OPT_QUIET | OPT_TABLE,
     0, 1,
     CLI_HELP_DRAWN,
     cmd_drawn, 1, 0},
    {"equity", "win probability of each served hand, before and after the draw (\"espérance de gain\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_AFTER_DRAW | OPT_QUIET,
     0, 0,
     CLI_HELP_EQUITY,
     cmd_equity, 1, 0},
    {"open", "opening thresholds by position: the weakest hand to open at pot / half pot (\"Ouvrir\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_OPEN | OPT_QUIET | OPT_TABLE,
     0, 0,
     CLI_HELP_OPEN,
     cmd_open, 1, 0},
    {"call", "calling thresholds: the weakest hand to call an opening at pot / half pot (\"Suivre\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_OPEN | OPT_CALL | OPT_QUIET,
     0, 0,
     CLI_HELP_CALL,
     cmd_call, 1, 0},
    {"solve", "equilibrium of a poker betting game by CFR, with its exploitability (draw, kuhn, leduc, vn1944)",
     OPT_SOLVE | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_MC | OPT_LANG,
     0, 0,
     CLI_HELP_SOLVE,
     cmd_solve, 1, 1},
    {"strategy", "strategy files of talon solve: the shipped ones, a file's header, as text, converted",
     OPT_STRATFILE | OPT_MC | OPT_FORMAT | OPT_LANG, 1, 2,
     CLI_HELP_STRATEGY,
     cmd_strategy, 1, 0},
    {"duel", "strategy profiles played against each other: antes per 100 deals with intervals",
     OPT_DUEL | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_FORMAT | OPT_MC | OPT_QUIET | OPT_LANG,
     1, 8,
     CLI_HELP_DUEL,
     cmd_duel, 1, 0},
    {"advise", "the equilibrium's play of a hand in a spot of the draw game, and each action's value in antes",
     OPT_ADVISE | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_NOTATION | OPT_FORMAT |
         OPT_MC | OPT_LANG | OPT_QUIET,
     1, 1,
     CLI_HELP_ADVISE,
     cmd_advise, 1, 0},
    {"pots", "main and side pots from stacks and bets, who wins what; no-limit betting checks",
     OPT_FORMAT | OPT_POTS | OPT_LANG | OPT_TABLE, 2, 10,
     CLI_HELP_POTS,
     cmd_pots, 0, 0},
    {"stud", "Cyber Stud: optimal raise strategy, house edge, progressive jackpot break-even",
     OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION | OPT_STUD | OPT_QUIET | OPT_TABLE, 0, 0,
     CLI_HELP_STUD,
     cmd_stud, 0, 1},
    {"holdem", "hold'em equities: hands or ranges vs hands / random, board and dead cards",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_NOTATION | OPT_MC | OPT_PRECISION | OPT_PLAYERS |
         OPT_BOARD | OPT_LANG | OPT_QUIET,
     1, CLI_MAX_POS,
     CLI_HELP_HOLDEM,
     cmd_holdem, 1, 0},
    {"bluff", "optimal bluff frequency, raise size, calling frequency and value (game theory)",
     OPT_BLUFF | OPT_FORMAT | OPT_MC | OPT_PRECISION | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_LANG | OPT_QUIET |
         OPT_TABLE,
     0, 1,
     CLI_HELP_BLUFF,
     cmd_bluff, 1, 0},
    {"bench", "evaluator and simulator throughput; verifies and times an external evaluator",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_BENCH, 0, 0,
     CLI_HELP_BENCH,
     cmd_bench, 1, 0},
    {"tables", "regenerate every article table into tables/generated/ and tables/REPORT.md",
     OPT_TABLES | OPT_PRECISION | OPT_LANG | OPT_FORMAT, 0, 0,
     CLI_HELP_TABLES,
     cmd_tables, 0, 0},
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
            "--format text|csv|json|md, --lang en|fr.  Exit status: 0 ok, 1 failure, 2 bad input.\n"
            "A command that answers a question starts with a headline; --quiet prints it\n"
            "alone, JSON holds it in the field \"headline\", and CSV in a last column\n"
            "\"headline\" on every row (after the columns each command's help lists).\n");
}

int main(int argc, char **argv)
{
    /* A closed pipe (talon freq | head -1) must not kill us with SIGPIPE
     * mid-table; writes then fail and cli_emit reports it. */
    signal(SIGPIPE, SIG_IGN);
    /* Under mpirun: MPI, output from rank 0 only, every exit meets the other ranks. */
    cli_mpi_begin();
    if (argc < 2)
        cli_usage_error("missing command (see talon --help)");
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return cli_finish(0);
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("talon %s\n", TALON_VERSION_STRING);   /* CMake's project(VERSION) */
        return cli_finish(0);
    }
    for (int i = 0; i < N_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) {
            cli_opts o;
            cli_parse(&COMMANDS[i], argc - 2, argv + 2, &o);
            return cli_finish(COMMANDS[i].run(&o));
        }
    cli_usage_error("unknown command '%s' (see talon --help)", argv[1]);
}
