/* opts.c - option parsing shared by every command.
 *
 * Options are "--name value" or "--name=value"; anything not starting with
 * "--" is positional ("-" alone too).  Every value is validated completely
 * (no trailing garbage, no overflow, no sign where none belongs) and every
 * failure is one line on stderr and exit status 2, before any output.
 *
 * Below it, so that it calls no command: opts_set.c (each option's value
 * checked and stored), cli_exit.c (the message and the exit), cli_deck.c
 * (--deck's words, the deck's name) and opts_solve.c (talon solve's own
 * options).
 */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_deck.h"
#include "opts_set.h"
#include "out_print.h"
#include "err.h"
#include "text.h"

static const char *g_cmd = "";   /* command name for messages; set once by cli_parse */

/* ---- the option table ---------------------------------------------------- */

static const struct {
    const char *name;
    unsigned flag;
    const char *arg;
    const char *help;
} OPTIONS[] = {
    {"deck", OPT_DECK, "N", "deck size: 20, 24, ..., 52 (default 52; the lowest ranks are removed)"},
    {"decks", OPT_DECKS, "LIST", "comma-separated deck sizes"},
    {"ace-low", OPT_ACE_LOW, "on|off", "the ace also plays below the lowest rank in a straight (default on)"},
    {"order", OPT_ORDER, "NAME", "ranking order: modern (default), flush-over-full, archaic"},
    {"notation", OPT_NOTATION, "auto|en|fr", "card notation of the input (default auto)"},
    {"players", OPT_PLAYERS, "P", "number of players"},
    {"trials", OPT_MC, "N", "Monte Carlo trials"},
    {"seed", OPT_MC, "S", "Monte Carlo seed (default 1)"},
    {"threads", OPT_MC, "T", "threads (default: all cores); results do not depend on it"},
    {"precision", OPT_PRECISION, "P", "run until every 95% half-width is below P, a fraction (0.001 = 0.1 point)"},
    {"format", OPT_FORMAT, "text|csv|json|md", "output format (default text)"},
    {"lang", OPT_LANG, "en|fr", "language of the output (default en; errors stay English)"},
    {"strategy", OPT_STRATEGY, "NAME|FILE", "drawing strategy: a preset or a file (strategies/README.md)"},
    {"camouflage", OPT_STRATEGY, "on|off", "pairs draw 2 and trips 1, keeping a kicker (on), or 3 and 2 (off) (default: the strategy's own rule)"},
    {"blinds", OPT_POTS, "S/B", "small and big blind, posted by the first two players listed"},
    {"actions", OPT_POTS, "TEXT", "betting sequence to check, e.g. \"A raise 50, B allin, C call / B check\""},
    {"showdown", OPT_POTS, "ORDER", "hands best first, '=' for a tie, e.g. A,B=C"},
    {"paytable", OPT_STUD, "FILE|standard", "raise and jackpot paytables (paytables/README.md)"},
    {"raise-antes", OPT_STUD, "R", "the raise, in antes (Cyber Stud has no pot: R x the ante; default 2)"},
    {"jackpot", OPT_STUD, "J", "the progressive jackpot meter, in side-bet units"},
    {"out", OPT_TABLES, "DIR", "directory of the generated CSV files (default tables/generated)"},
    {"quick", OPT_TABLES, NULL, "a one-minute version: Monte Carlo tables with a tenth of the trials"},
    {"exact", OPT_STUD, NULL, "exact enumeration (the default without --trials)"},
    {"quiet", OPT_QUIET, NULL, "print only the headline, the answer in one or two sentences (text format only)"},
    {"after-draw", OPT_AFTER_DRAW, "[on|off]", "after the draw: every player draws by the strategy (alone: on)"},
    {"board", OPT_BOARD, "CARDS", "known board cards: 3 (flop), 4 (turn) or 5 (river)"},
    {"dead", OPT_BOARD, "CARDS", "cards known to be out of play (folded, seen)"},
    {"claimed", OPT_BLUFF, "F", "probability that the bettor holds the hand he claims (default 0.15)"},
    {"opp-win", OPT_BLUFF, "Q", "probability that the caller beats the claimed hand (default 0.10)"},
    {"raise", OPT_BLUFF, "R", "the bet or raise, R x pot (the model's pot; default: each model's optimum)"},
    {"model", OPT_BLUFF, "NAME", "ante, pot, value, vn1944, all (default) or equilibrium (the solved game)"},
    {"solution", OPT_BLUFF, "FILE", "with --model equilibrium: a strategy file of talon solve (default: strategies/solved)"},
    {"what", OPT_BENCH, "LIST", "what to time: eval5,eval7,deal,sim,exact (default all)"},
    {"evaluator", OPT_BENCH, "LIB.so", "an evaluator plug-in (bench/talon_evaluator.h) to verify and time"},
    {"reps", OPT_BENCH, "N", "timed repetitions of each measurement, median reported (default 5)"},
    {"model", OPT_OPEN, "a|b|c|all", "a (article, independent), b (card removal), c (after the draw); a list: a,b; or equilibrium"},
    {"solution", OPT_OPEN, "FILE", "with --model equilibrium: a strategy file of talon solve (default: strategies/solved)"},
    {"passers", OPT_OPEN, "half|column", "earlier players hold less than their half-pot threshold (default), or the column's"},
    {"callers", OPT_OPEN, "K", "callers who pay the bet (0 to 7, may be fractional; default 0)"},
    {"position", OPT_CALL, "N", "the caller's position, 1 = speaks first (default: every position)"},
    {"opener", OPT_CALL, "N", "the opener's position (default: every position)"},
    {"bet", OPT_CALL, "pot|half", "the opening's size (default: both)"},
    {"game", OPT_SOLVE, "NAME", "draw (default), kuhn, leduc or vn1944"},
    {"iterations", OPT_SOLVE, "N", "CFR iterations (default: the game's; with --target, the most)"},
    {"checkpoint", OPT_SOLVE, "N", "iterations at the first quality checkpoint, then at every doubling (default: 1024 for mccfr, 8 for cfr+, 16 for vector)"},
    {"shapes", OPT_SOLVE, "on|off", "vector: each seat solved with its play after the draw held to talon strategy check's two shapes within each history (going on against a bet rising with the bucket, betting falling then rising), the other seat free; twice the time (default: off)"},
    {"prune", OPT_SOLVE, "on|off", "mccfr: regret-based pruning from iteration 16384 on (default: on at 3 players or more, off heads-up)"},
    {"target", OPT_SOLVE, "E", "stop at the first checkpoint where the exploitability is under E antes"},
    {"max-memory", OPT_SOLVE, "GIB", "the most memory the solver's tables (mccfr, cfr+) or chance model (vector) may take, in GiB (default 4)"},
    {"out", OPT_SOLVE, "FILE", "write the average strategy (strategies/README.md; compact unless --out-format text)"},
    {"out-format", OPT_SOLVE, "compact|text", "the --out file's format: compact (default; what talon ships) or text (readable)"},
    {"keep-played", OPT_SOLVE, "N", "with --out: write only the sets met when the solution plays N deals against itself and N with each seat in turn leaving its path (at random, and as talon duel's article, a, b, c) (default: every set)"},
    {"load", OPT_SOLVE, "FILE", "evaluate a strategy file instead of solving"},
    {"best-response", OPT_SOLVE, "abstract|real|bound", "with --load: inside the abstraction (default), a real-game responder that sees its exact cards (a lower bound, round 2), or the exact best response over a fixed sample of deals (an upper bound for a player with the file's information)"},
    {"scope", OPT_SOLVE, "round2|draw|whole", "--best-response real: what the responder changes: round2 its round-2 bets (default); draw its discard too (any, by the served hand up to suits); whole its round-1 bets too"},
    {"position", OPT_SOLVE, "N", "--best-response real or bound: only the seat at position N (default: every seat)"},
    {"algo", OPT_SOLVE, "NAME", "auto (default: cfr+ when chance can be listed, else mccfr), cfr+, mccfr, vector"},
    {"bucket-power", OPT_SOLVE, "K", "draw: the post-draw buckets cut strength^K, about the chance to beat K random hands (default 1; players - 1 spends them where a showdown against the field is decided)"},
    {"quads-apart", OPT_SOLVE, "on|off", "draw: quads get a post-draw bucket of their own, beside the straight flush's (default off: quads in the top strength bucket)"},
    {"buckets", OPT_SOLVE, "N", "vn1944: hands on the grid (default 100); draw: post-draw buckets (default 8); --best-response real: the responder's strength bins (default 64)"},
    {"open-sizes", OPT_SOLVE, "LIST", "draw: opening and bet sizes, fractions of the pot (default 0.5,1)"},
    {"raise-sizes", OPT_SOLVE, "LIST", "draw: raise sizes, fractions of the pot after calling (default 1)"},
    {"raises", OPT_SOLVE, "N", "draw: most raises a betting round, 0 to 4 (default 1)"},
    {"draw", OPT_SOLVE, "free|fixed[:S]", "draw: solved (free, default) or by strategy S (fixed; default article)"},
    {"abstraction", OPT_SOLVE, "classes|fine|recall", "draw: pre-draw hands by 51 classes (default), exactly, or classes with the class kept after the draw (recall; --algo vector's)"},
    {"public", OPT_SOLVE, "full|summary|seat|round1", "draw: what a player keeps of the public history after round 1: all of it, a summary, the summary and round 1's aggressor's seat, or the summary and the whole of round 1 (default: full at 2 players, summary at 3 or more)"},
    {"explain", OPT_SOLVE, NULL, "--best-response real: also where the responder gains (players in round 2, the bet faced, the final hand's strength, what it plays instead), from its training deals"},
    {"no-timing", OPT_SOLVE, NULL, "leave out the time and memory (the output then depends on nothing else)"},
    {"solution", OPT_DUEL, "FILE", "the strategy file the profile 'equilibrium' plays (default: strategies/solved/)"},
    {"position", OPT_ADVISE, "N", "the hero's position, 1 = speaks first (1 to --players)"},
    {"history", OPT_ADVISE, "ACTIONS", "the public actions before his turn, e.g. c,c,o0.5 (talon advise --help)"},
    {"drawn", OPT_ADVISE, "COUNTS", "the draw counts in seat order, e.g. 3,1 (or dK codes in --history)"},
    {"served", OPT_ADVISE, "CARDS", "after the draw: the five cards he was served (the heads-up files' sets need them)"},
    {"solution", OPT_ADVISE, "FILE", "the strategy file (talon solve --out; default: strategies/solved/)"},
    {"model", OPT_ADVISE, "equilibrium", "the model: the solved equilibrium (the only one)"},
    {"bet", OPT_ADVISE, "pot|half", "the shipped game: openings of a pot or of half a pot (default: the history's opening, else both)"},
    {"no-rotate", OPT_DUEL, NULL, "profile i keeps seat i (default: the profiles rotate over the seats deal by deal)"},
    {"set", OPT_STRATFILE, "NAME", "show: the sets whose name holds NAME, or whose key (hex) is NAME"},
    {"out", OPT_STRATFILE, "FILE", "convert: the file to write"},
    {"out-format", OPT_STRATFILE, "compact|text", "convert: the format written (default compact)"},
    {"threshold", OPT_STRATFILE, "T", "convert: in every set, each probability below T set to 0 and the rest scaled up (at most 1/16; default: none)"},
    {"never", OPT_STRATFILE, NULL, "convert: remove the answers no strategy may give: after the draw the lowest hand calls, the top 1% folds to a single bet, quads or better fold; before it quads fold (a header line counts the sets changed)"},
    {"shape", OPT_STRATFILE, "N", "convert: after the draw, within each history met in N deals of the file's own play (--seed), going on against a bet made to rise with the bucket and betting to fall then rise (least squares, each set weighted as met; a header line says how much moved; default: none)"},
    {"backoff", OPT_STRATFILE, "N", "convert: add the backoff sets, the file's play averaged as met in N deals of self-play and N a seat leaving its path (--seed; default: none)"},
    {"table", OPT_TABLE, "NAME", "one table: NAME, all, or list to print the names (default: all; csv: the main table)"},
};
#define N_OPTIONS ((int)(sizeof OPTIONS / sizeof OPTIONS[0]))

/* Where a command's default differs from the generic help line above (or
 * the line states none), its own line: the defaults the program uses
 * (tests/cli/defaults.sh runs each without the option and with it). */
static const struct {
    const char *cmd, *name, *help;
} HELP_OWN[] = {
    {"tables", "format", "format of each table's file in DIR: csv (default), json, md or text (.txt); the report is Markdown"},
    {"drawn", "ace-low", "the ace also plays below the lowest rank in a straight (default off here: the article's convention)"},
    {"drawn", "deck", "deck size, or all (default: the article's five decks 52, 48, 44, 40, 32)"},
    {"drawn", "players", "players at the table, 1 to 10 (default 1: single-player mode, exact)"},
    {"drawn", "precision", "with --players 2+: run until every 95% half-width is below P, a fraction (default 0.001 = 0.1 point)"},
    {"atleast", "deck", "deck size, or all (default: the article's five decks, as --decks 52,48,44,40,32)"},
    {"atleast", "decks", "comma-separated deck sizes (default 52,48,44,40,32: the article's columns)"},
    {"equity", "deck", "deck size, or auto (default auto: the article's deck for --players, 4 -> 32 ... 8 -> 52)"},
    {"equity", "players", "number of players, 2 to 10 (default 4)"},
    {"open", "deck", "deck size, or auto (default auto: the article's deck for each player count)"},
    {"open", "players", "number of players, 4 to 8 (default: each of 4 to 8; --model equilibrium: 2 to 8)"},
    {"call", "deck", "deck size, or auto (default auto: the article's deck for --players)"},
    {"solve", "deck", "draw: deck size, or auto (default auto: the article's deck for --players, 2 to 4 -> 32 ... 8 -> 52)"},
    {"duel", "deck", "deck size, or auto (default auto: the article's deck for --players, 2 to 4 -> 32 ... 8 -> 52)"},
    {"bluff", "deck", "with --model equilibrium: deck size, or auto (default auto: the article's deck for --players)"},
    {"bluff", "players", "with --model equilibrium: players at the solved table, 2 to 8 (default 2)"},
    {"advise", "deck", "deck size, or auto (default auto: the article's deck for --players, the shipped solutions')"},
    {"best", "deck", "deck size, or auto (default auto: the article's deck for --players, 2 to 4 -> 32 ... 8 -> 52, else 52)"},
    {"best", "precision", "run until every 95% half-width, before and after the draw, is below P, a fraction (default 0.0005 = 0.05 point)"},
    {"holdem", "players", "number of players, 2 to 10 (default: the number of hands given, at least 2)"},
    {"holdem", "precision", "Monte Carlo when exact is too long: until every 95% half-width is below P, a fraction (default 0.0005)"},
    {"equity", "strategy", "drawing strategy: a preset or a file (strategies/README.md; default article)"},
    {"open", "strategy", "drawing strategy of model c: a preset or a file (strategies/README.md; default article)"},
    {"call", "strategy", "drawing strategy of model c: a preset or a file (strategies/README.md; default article)"},
    {"best", "strategy", "drawing strategy after the draw, a preset or a file (strategies/README.md; default article)"},
    {"best", "after-draw", "the figures after everybody's draw too, Monte Carlo (default on; off: before the draw only)"},
    {"equity", "after-draw", "the models after the draw too (default off; alone: on)"},
    {"drawn", "strategy", "drawing strategy: a preset or a file (strategies/README.md; default article)"},
    {"best", "players", "number of players, 2 to 10, required"},
    {"call", "players", "number of players, 4 to 8, required (--model equilibrium: 2 to 8, default 4)"},
    {"best", "trials", "Monte Carlo trials of each run, before and after the draw (default: until --precision 0.0005)"},
    {"equity", "trials", "Monte Carlo deals (default 4 000 000; 1 000 000 with --after-draw)"},
    {"drawn", "trials", "with --players 2+: Monte Carlo deals (default: until --precision 0.001)"},
    {"freq", "trials", "Monte Carlo trials beside the exact counts (default none: exact only)"},
    {"open", "trials", "deals per class estimate (default 60 000 for model b, 30 000 for c)"},
    {"call", "trials", "deals per class estimate (default 60 000 for model b, 30 000 for c)"},
    {"duel", "trials", "deals (default 200 000)"},
    {"advise", "trials", "Monte Carlo deals of the EVs (default 20 000)"},
    {"solve", "trials", "mccfr: best-response deals a seat for the quality figures (default 16 384); vector: deals of the chance model (default 4 194 304); --best-response real: deals to learn on, and as many to measure on; bound: the sample's deals, and as many fresh ones (default 262 144)"},
    {"bluff", "trials", "deals of the Monte Carlo check (default 1 000 000; --model equilibrium: 200 000)"},
    {"open", "precision", "instead of --trials: enough deals for a 95% half-width of P at 1/2, a fraction (0.001 = 0.1 point)"},
    {"call", "precision", "instead of --trials: enough deals for a 95% half-width of P at 1/2, a fraction (0.001 = 0.1 point)"},
    {"tables", "precision", "run until every 95% half-width is below P, a fraction (default: each table's fixed trials)"},
    {"open", "model", "a (article, independent), b (card removal), c (after the draw); a list: a,b; all (default); or equilibrium"},
    {"call", "model", "a (article, independent), b (card removal), c (after the draw); a list: a,b; all (default); or equilibrium"},
    {"freq", "precision", "a Monte Carlo column run until every 95% half-width is below P, a fraction (default none: exact only)"},
    {"equity", "precision", "run until every 95% half-width is below P, a fraction (default none: the fixed --trials)"},
    {"bluff", "precision", "the Monte Carlo check: run until every 95% half-width is below P, a fraction (default none: --trials)"},
    {"stud", "trials", "Monte Carlo deals instead of (or with --exact, beside) the exact count (default none: exact)"},
    {"stud", "precision", "Monte Carlo instead of the exact count, until every 95% half-width is below P, a fraction (default none: exact)"},
    {"stud", "paytable", "raise and jackpot paytables (default standard; paytables/README.md)"},
    {"stud", "jackpot", "the progressive jackpot meter, in side-bet units (default none: the break-even jackpot only)"},
    {"holdem", "trials", "Monte Carlo trials (default: exact when small enough, else until --precision 0.0005)"},
    {"holdem", "board", "known board cards: 3 (flop), 4 (turn) or 5 (river) (default none: preflop)"},
    {"holdem", "dead", "cards known to be out of play, folded or seen (default none)"},
    {"bench", "trials", "trials of each sim run (default 8 388 608)"},
    {"solve", "players", "draw: number of players, 2 to 8 (default 2)"},
    {"solve", "target", "stop at the first checkpoint where the exploitability is under E antes (default none: every iteration)"},
    {"duel", "players", "number of players, 2 to 8 (default: the number of profiles given; 4 for one)"},
    {"advise", "players", "number of players, 2 to 8, required"},
    {"advise", "position", "the hero's position, 1 = speaks first (1 to --players), required"},
    {"pots", "blinds", "small and big blind, posted by the first two players listed (default none; --actions needs it)"},
    {"pots", "showdown", "hands best first, '=' for a tie, e.g. A,B=C (default none: the winners stay open)"},
};

static void print_help(const cli_command *cmd)
{
    printf("%s", cmd->usage);
    printf("\nOptions:\n");
    for (int i = 0; i < N_OPTIONS; i++) {
        unsigned f = OPTIONS[i].flag;
        if (!(cmd->opts & f))
            continue;
        const char *arg = OPTIONS[i].arg;
        if (f == OPT_DECK && (cmd->opts & OPT_DECK_ALL))
            arg = "N|all";
        if (f == OPT_DECK && (cmd->opts & OPT_DECK_AUTO))
            arg = "N|auto";
        char lhs[64];
        snprintf(lhs, sizeof lhs, "--%s%s%s", OPTIONS[i].name, arg ? " " : "", arg ? arg : "");
        const char *help = OPTIONS[i].help;
        for (size_t k = 0; k < sizeof HELP_OWN / sizeof HELP_OWN[0]; k++)
            if (strcmp(HELP_OWN[k].cmd, cmd->name) == 0 && strcmp(HELP_OWN[k].name, OPTIONS[i].name) == 0)
                help = HELP_OWN[k].help;
        printf("  %-24s %s\n", lhs, help);
    }
    printf("  %-24s %s\n", "-h, --help", "show this help");
}

/* The defaults, before any option. */
static void defaults(cli_opts *o)
{
    memset(o, 0, sizeof *o);
    o->ndecks = 1;
    o->decks[0] = 52;
    o->ace_low = 1;
    o->order = ORDER_MODERN;
    o->format = OUT_TEXT;
    o->notation = CARD_AUTO;
    o->seed = 1;
    o->bet = -1;
    o->solve.out_format = -1;
}

/* The long option argv[*i] ("--name", "--name=value", a flag, or an option
 * that takes the next word: *i moves past it) set into o, its name into
 * name[0..64).  Exits with a usage error on an option the command does not
 * take or a missing or unwanted value. */
static void parse_long(const cli_command *cmd, int argc, char **argv, int *i, cli_opts *o, char name[64])
{
    const char *a = argv[*i], *eq = strchr(a + 2, '=');
    size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
    if (len >= 64)
        cli_usage_error("unknown option '%.40s...' for '%s' (see talon %s --help)", a, cmd->name, cmd->name);
    memcpy(name, a + 2, len);
    name[len] = 0;
    int k = -1;
    for (int j = 0; j < N_OPTIONS; j++)
        if (strcmp(OPTIONS[j].name, name) == 0 && (cmd->opts & OPTIONS[j].flag))
            k = j;
    if (k < 0 && strcmp(name, "raise") == 0 && (cmd->opts & OPT_STUD))   /* --raise is in pots everywhere */
        cli_usage_error("talon stud's raise is in antes: give --raise-antes R (--raise is a number of pots, "
                        "as in talon bluff)");
    if (k < 0)
        cli_usage_error("unknown option '--%s' for '%s' (see talon %s --help)", name, cmd->name, cmd->name);
    const char *v;
    if (!OPTIONS[k].arg) {   /* a flag */
        if (eq)
            cli_usage_error("option '--%s' takes no value", name);
        v = "";
    } else if (eq)
        v = eq + 1;
    else if (OPTIONS[k].arg[0] == '[')   /* an optional on|off: the next word if it is one, else on */
        v = *i + 1 < argc && (strcmp(argv[*i + 1], "on") == 0 || strcmp(argv[*i + 1], "off") == 0) ? argv[++*i]
                                                                                                  : "on";
    else if (*i + 1 < argc)
        v = argv[++*i];
    else
        cli_usage_error("option '--%s' needs a value (%s)", name, OPTIONS[k].arg);
    cli_opts_set(cmd, o, name, v);
}

/* What the options say together, once all are read: --deck auto resolved
 * by --players, then the checks across options. */
static void check_together(const cli_command *cmd, cli_opts *o)
{
    /* --deck auto with --players: resolved here.  Without --players it
     * stays a word: the command takes the article's deck for the players it
     * seats by default (cli_table_deck: equity's 4, solve's 2, open's 4 to 8
     * each, ...), as it does with no --deck at all; a command that needs
     * --players says so itself. */
    if (o->deck_auto && o->players_set) {
        int d = deck_for_players(o->players);
        if (d < 0)
            cli_usage_error("--deck auto covers 2 to 8 players, not %d: give --deck", o->players);
        o->ndecks = 1;
        o->decks[0] = d;
    }
    if (o->players_set && !(cmd->opts & OPT_BOARD))   /* hold'em deals 2 a player: its command checks */
        for (int i = 0; i < o->ndecks; i++)
            if (5 * o->players > o->decks[i])
                cli_usage_error("%d players need %d cards, more than the %d of the deck", o->players,
                                5 * o->players, o->decks[i]);
    if (o->quiet && o->format != OUT_TEXT)
        cli_usage_error("--quiet prints the headline alone, as text: with --format json it is the field \"headline\", with --format csv the column \"headline\"");
    if (o->seed_set && !o->trials_set && !o->precision && !cmd->mc_default)
        cli_usage_error("--seed needs --trials (or --precision): it only seeds a Monte Carlo run");
    if (o->threads && !o->trials_set && !o->precision && !cmd->mc_default && !cmd->threads_exact)
        cli_usage_error("--threads needs --trials (or --precision)");
}

void cli_parse(const cli_command *cmd, int argc, char **argv, cli_opts *o)
{
    defaults(o);
    g_cmd = cmd->name;
    bool deck_given = false, decks_given = false;   /* --deck and --decks: one or the other, not both */
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            print_help(cmd);
            cli_exit(cli_finish(0));
        }
        if (a[0] == '-' && a[1] == '-' && a[2]) {
            char name[64];
            parse_long(cmd, argc, argv, &i, o, name);
            deck_given = deck_given || strcmp(name, "deck") == 0;
            decks_given = decks_given || strcmp(name, "decks") == 0;
            if (deck_given && decks_given)   /* the later would replace the earlier without a word */
                cli_usage_error("--deck and --decks both given: give one (--deck N for one deck, --decks LIST for several)");
        } else if (a[0] == '-' && a[1] && !(a[1] >= '0' && a[1] <= '9')) {
            cli_usage_error("unknown option '%s' for '%s' (see talon %s --help)", a, cmd->name, cmd->name);
        } else {
            if (o->npos == CLI_MAX_POS)
                cli_usage_error("too many arguments for '%s'", cmd->name);
            o->pos[o->npos++] = a;
        }
    }
    if (o->npos < cmd->min_pos)
        cli_usage_error("'%s' needs %s (see talon %s --help)", cmd->name,
                        cmd->min_pos == 1 ? "an argument" : "more arguments", cmd->name);
    if (o->npos > cmd->max_pos)
        cli_usage_error("too many arguments for '%s': '%s' (see talon %s --help)", cmd->name,
                        o->pos[cmd->max_pos], cmd->name);
    check_together(cmd, o);
}

void cli_rules(const cli_opts *o, int deck, rules *r)
{
    if (rules_init(r, deck, o->ace_low != 0, o->order) != TALON_OK)
        cli_usage_error("invalid rules for a %d-card deck", deck);
}

uint64_t cli_cards(const cli_opts *o, const char *s, int deck, const char *what, int *n)
{
    uint64_t m;
    size_t pos = 0;
    int rc = card_parse(s, o->notation, &m, n, &pos);
    /* Where it went wrong: the character's position (from 1) and what
     * follows, cut after 12 characters with "..." so it cannot read as the
     * end of the input. */
    const char *more = strlen(s + pos) > 12 ? "..." : "";
    if (rc == TALON_E_DUP)
        cli_usage_error("%s '%s': duplicated card at character %zu ('%.12s%s')", what, s, pos + 1, s + pos, more);
    if (rc != TALON_OK)
        cli_usage_error("%s '%s': malformed card at character %zu ('%.12s%s')", what, s, pos + 1, s + pos, more);
    uint64_t outside = m & ~deck_mask(deck);
    if (outside) {
        char name[4], dn[40];
        card_name(__builtin_ctzll(outside), card_detect(s), name);
        label_deck_name(deck, dn, sizeof dn);
        cli_usage_error("%s '%s': card %s is not in the deck of %s", what, s, name, dn);
    }
    return m;
}

int cli_finish(int status)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno == EPIPE)   /* the reader closed the pipe: not an error (as in cli_emit) */
            return status;
        cli_fail("cannot write the output: %s", errno ? strerror(errno) : "write error");
    }
    return status;
}

int cli_table(const cli_opts *o, const char *const *names, int n, const bool *avail, const char *const *why)
{
    if (!o->table)
        return o->format == OUT_CSV && !o->quiet ? 0 : -1;
    if (o->quiet)
        cli_usage_error("--quiet prints the headline alone: --table does not apply");
    if (strcmp(o->table, "list") == 0) {
        for (int i = 0; i < n; i++)
            printf("%s%s\n", names[i], i == 0 ? " (main)" : "");
        cli_exit(cli_finish(0));
    }
    char list[256];
    size_t k = 0;
    for (int i = 0; i < n && k < sizeof list; i++)
        k += (size_t)snprintf(list + k, sizeof list - k, "%s, ", names[i]);
    if (strcmp(o->table, "all") == 0) {
        if (o->format == OUT_CSV)
            cli_usage_error("--table all: a CSV stream holds one table; give one of %slist", list);
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (strcmp(o->table, names[i]) == 0) {
            if (avail && !avail[i])
                cli_usage_error("--table %s: %s", names[i], why && why[i] ? why[i] : "not made by this run");
            return i;
        }
    cli_usage_error("--table must be %sall or list, not '%s'", list, o->table);
}

/* Where cli_emit writes: stdout, or talon tables' Markdown copy between
 * cli_md_copy and cli_md_copy_end. */
static FILE *g_md_copy;

static FILE *emit_stream(void)
{
    return g_md_copy ? g_md_copy : stdout;
}

bool cli_md_copy(const cli_opts *o, cli_opts *md)
{
    const char *path = getenv("TALON_TABLES_MD");
    if (!path || !*path)
        return false;
    const char *lang = getenv("TALON_TABLES_MD_LANG");
    *md = *o;
    md->format = OUT_MD;
    md->format_set = true;
    md->lang = lang && strcmp(lang, "fr") == 0;
    g_md_copy = fopen(path, "w");
    if (!g_md_copy)
        cli_fail("cannot write %s: %s", path, strerror(errno));
    return true;
}

void cli_md_copy_end(void)
{
    FILE *f = g_md_copy;
    g_md_copy = NULL;
    errno = 0;
    if (f && (ferror(f) | fclose(f)) != 0)
        cli_fail("cannot write the Markdown copy: %s", errno ? strerror(errno) : "write error");
}

/* A table whose building ran out of memory (out_failed) is never printed,
 * nor any of the tables printed with it. */
static void check_built(out_table *const *ts, int n)
{
    for (int i = 0; i < n; i++)
        if (out_failed(ts[i]))
            cli_fail("out of memory");
}

void cli_emit_each(out_table *const *ts, int n, const cli_opts *o)
{
    check_built(ts, n);
    if (o->format != OUT_CSV || o->quiet) {
        cli_emit(ts, n, o);
        return;
    }
    for (int i = 0; i < n; i++) {
        if (i)
            fputc('\n', emit_stream());
        cli_emit(&ts[i], 1, o);
    }
}

void cli_emit(out_table *const *ts, int n, const cli_opts *o)
{
    check_built(ts, n);
    errno = 0;
    FILE *to = emit_stream();
    if ((o->quiet ? out_print_headlines(ts, n, to) : out_print_all(ts, n, o->format, to)) != 0) {
        if (errno == EPIPE)   /* the reader closed the pipe (talon freq | head -1): not an error */
            cli_exit(0);
        cli_fail("cannot write the output: %s", strerror(errno));
    }
}
