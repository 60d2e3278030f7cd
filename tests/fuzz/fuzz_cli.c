/* fuzz_cli.c - libFuzzer target of the command line as a whole: the option
 * parser cli_parse (src/cli/opts.c) on an argv built from the input, for
 * every command of talon's command table, then the cheap checks a command
 * makes on its arguments before it computes anything.
 *
 * Input: byte 0 picks the command (value % the number of commands, in the
 * order of COMMANDS in src/cli/main.c); the other bytes are the arguments
 * after the command name, split at every NUL byte, the one byte no argument
 * can hold, so that every argv is some input ("--actions" takes spaces; two
 * NULs in a row make an empty argument; at most MAX_ARGS arguments).
 *
 * The command table is static in main.c, so this file includes main.c with
 * main renamed (the fuzz build links the other CLI objects, talon_cli, and
 * libFuzzer's main).  cli_parse exits on a usage error and on --help; here
 * cli_exit_jmp is armed (cli.h: cli_exit longjmps back when TALON_FUZZ is
 * defined), so an exit returns to this function with its status, and
 * nothing between the setjmp and an exit may allocate.  stdout goes to
 * /dev/null (help texts, the tables of eval and pots); run it with
 * -close_fd_mask=2 to silence the "talon: ..." messages (scripts/fuzz does).
 *
 * Checks, besides ASan and UBSan:
 *  - an exit has status 0 (--help) or 2 (usage error), never 1 or another;
 *  - when cli_parse returns, the options are consistent: 1..9 decks, each a
 *    valid size and distinct; the positional count within the command's
 *    bounds; players, threads, ace-low, lang, format, notation in range;
 *    --deck auto resolved to the deck of --players; cli_rules accepts
 *    every deck;
 *  - then, per command, what it checks before computing: eval and pots run
 *    whole (one evaluation; a pot split), best parses its hand as a class
 *    or cards, holdem its hands as ranges and --board/--dead as cards, open
 *    and call their --model list.  No simulation is ever started.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "dclass.h"
#include "err.h"
#include "fuzz.h"
#include "range.h"

#define main talon_main
#include "main.c"
#undef main

#define MAX_ARGS 256

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    if (!freopen("/dev/null", "w", stdout))
        abort();
    return 0;
}

static void check_opts(const cli_command *cmd, const cli_opts *o)
{
    FUZZ_CHECK(o->ndecks >= 1 && o->ndecks <= CLI_MAX_DECKS);
    for (int i = 0; i < o->ndecks; i++) {
        FUZZ_CHECK(deck_check(o->decks[i]) == TALON_OK);
        for (int j = 0; j < i; j++)
            FUZZ_CHECK(o->decks[j] != o->decks[i]);
        rules r;
        cli_rules(o, o->decks[i], &r);
        FUZZ_CHECK(r.deck_size == o->decks[i]);
    }
    FUZZ_CHECK(o->npos >= cmd->min_pos && o->npos <= cmd->max_pos && o->npos <= CLI_MAX_POS);
    for (int i = 0; i < o->npos; i++)
        FUZZ_CHECK(o->pos[i] != NULL);
    FUZZ_CHECK(o->ace_low == 0 || o->ace_low == 1);
    FUZZ_CHECK(o->lang == 0 || o->lang == 1);
    FUZZ_CHECK(o->camouflage == 0 || o->camouflage == 1);
    FUZZ_CHECK(o->format == OUT_TEXT || o->format == OUT_CSV || o->format == OUT_JSON || o->format == OUT_MD);
    FUZZ_CHECK(o->notation == CARD_AUTO || o->notation == CARD_EN || o->notation == CARD_FR);
    FUZZ_CHECK(o->threads >= 0 && o->threads <= 256);
    FUZZ_CHECK(!o->players_set || (o->players >= 1 && o->players <= 10));
    FUZZ_CHECK(!o->trials_set || o->trials >= 1);
    FUZZ_CHECK(o->precision == 0 || (o->precision >= 1e-6 && o->precision <= 0.5));
    FUZZ_CHECK(o->bet >= -1 && o->bet <= 1);
    FUZZ_CHECK(o->passers == 0 || o->passers == 1);
    FUZZ_CHECK(o->callers >= 0 && o->callers <= 7);
    /* --deck auto is resolved by the parser only with --players; without it
       the command takes the article's deck for the players it seats by
       default (cli_table_deck). */
    if (o->deck_auto && o->players_set)
        FUZZ_CHECK(o->ndecks == 1 && o->decks[0] == deck_for_players(o->players));
    if (o->strategy)
        FUZZ_CHECK(*o->strategy);
    if (o->paytable)
        FUZZ_CHECK(*o->paytable);
}

/* What a command checks before it computes (or the whole command when it
 * is as cheap as that). */
static void check_command(const cli_command *cmd, const cli_opts *o)
{
    const char *name = cmd->name;
    int deck = o->decks[0];
    if (strcmp(name, "eval") == 0 || strcmp(name, "pots") == 0) {
        FUZZ_CHECK(cmd->run(o) == 0);
        return;
    }
    if (strcmp(name, "best") == 0) {
        rules r;
        cli_rules(o, deck, &r);
        int cls, n;
        int rc = dclass_parse(&r, o->pos[0], &cls);
        if (rc == TALON_OK)
            FUZZ_CHECK(dclass_valid(&r, cls));
        else if (rc != TALON_E_DECK) {
            uint64_t m = cli_cards(o, o->pos[0], deck, "hand", &n);
            FUZZ_CHECK(card_count(m) == n && (m & ~deck_mask(deck)) == 0);
        }
        return;
    }
    if (strcmp(name, "holdem") == 0) {
        int n;
        if (o->board)
            FUZZ_CHECK(card_count(cli_cards(o, o->board, deck, "board", &n)) == n);
        if (o->dead)
            FUZZ_CHECK(card_count(cli_cards(o, o->dead, deck, "dead cards", &n)) == n);
        for (int i = 0; i < o->npos; i++) {
            static range g;
            size_t pos;
            int rc = range_parse(o->pos[i], deck_mask(deck), o->notation, &g, &pos);
            FUZZ_CHECK(rc != TALON_OK || range_count(&g) <= RANGE_MAX);
            FUZZ_CHECK(pos <= strlen(o->pos[i]));
        }
        return;
    }
    if (strcmp(name, "open") == 0 || strcmp(name, "call") == 0) {
        unsigned m = cli_open_models(o);
        FUZZ_CHECK(m != 0 && m < 8);
        return;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const cli_command *cmd = &COMMANDS[data[0] % N_COMMANDS];
    /* argv: the bytes after the first, split at each NUL. */
    char *buf = fuzz_cstr(data + 1, size - 1);
    char **argv = malloc(sizeof *argv * (MAX_ARGS + 1));
    if (!argv)
        abort();
    int argc = 0;
    if (size > 1) {
        argv[argc++] = buf;
        for (size_t i = 0; i < size - 1 && argc < MAX_ARGS; i++)
            if (buf[i] == '\0')
                argv[argc++] = buf + i + 1;
    }
    argv[argc] = NULL;

    static jmp_buf back;
    static cli_opts o;
    cli_exit_jmp = &back;
    if (setjmp(back) == 0) {
        cli_parse(cmd, argc, argv, &o);
        check_opts(cmd, &o);
        check_command(cmd, &o);
    } else {
        FUZZ_CHECK(cli_exit_status == 0 || cli_exit_status == CLI_EXIT_USAGE);
    }
    cli_exit_jmp = NULL;
    free(argv);
    free(buf);
    return 0;
}
