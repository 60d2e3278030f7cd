/* opts_set.c - each option's value checked and stored into cli_opts, for
 * cli_parse (opts.c; opts_set.h).  Every value is validated completely (no
 * trailing garbage, no overflow, no sign where none belongs) and every
 * failure is one line on stderr and exit status 2 (cli_usage_error).  The
 * options are in groups (decks, choices among words, numbers, text and
 * flags), each a function that says whether the name is one of its own;
 * talon solve's are in opts_solve.c.
 */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "opts_set.h"
#include "text.h"

/* ---- value parsers ------------------------------------------------------ */

static uint64_t parse_u64(const char *name, const char *v, uint64_t min, uint64_t max)
{
    if (!*v || !(*v >= '0' && *v <= '9'))
        cli_usage_error("--%s needs a non-negative integer, not '%s'", name, v);
    errno = 0;
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (*end)
        cli_usage_error("--%s needs a non-negative integer, not '%s'", name, v);
    if (errno == ERANGE || x > max || x < min)
        cli_usage_error("--%s must be between %llu and %llu, not '%s'", name,
                        (unsigned long long)min, (unsigned long long)max, v);
    return x;
}

static double parse_double(const char *name, const char *v, double min, double max)
{
    errno = 0;
    char *end;
    double x = strtod(v, &end);
    /* ERANGE also flags an underflow (1e-320): a tiny number, judged by min
     * and max like any other; an overflow (1e400) is inf, rejected. */
    bool underflow = errno == ERANGE && fabs(x) <= DBL_MIN;
    if (!text_is_decimal(v) || *end || (errno == ERANGE && !underflow) || !isfinite(x))
        cli_usage_error("--%s needs a number, not '%s'", name, v);
    if (x < min || x > max)
        cli_usage_error("--%s must be between %g and %g, not '%s'", name, min, max, v);
    return x;
}

static int parse_deck(const char *v)
{
    /* Digits only: any integer that is no deck size (99999999999999999999
     * too) gets the one message that names the sizes. */
    const char *p = v + strspn(v, "0");   /* leading zeros: 052 is 52 */
    size_t len = strspn(p, "0123456789");
    int d = !*v || p[len] ? (int)parse_u64("deck", v, 0, 1000) : len > 4 ? -1 : atoi(p);
    if (deck_check(d) != TALON_OK)
        cli_usage_error("--deck must be a multiple of 4 from %d to %d, not '%s'", DECK_MIN, DECK_MAX, v);
    return d;
}

/* --NAME's value among `words` (NULL-terminated): its index; else a usage
 * error "--NAME must be <list>, not 'v'". */
static int parse_choice(const char *name, const char *v, const char *const *words, const char *list)
{
    for (int i = 0; words[i]; i++)
        if (strcmp(v, words[i]) == 0)
            return i;
    cli_usage_error("--%s must be %s, not '%s'", name, list, v);
}

/* --deck N|auto|all and --decks LIST. */
static bool set_deck(const cli_command *cmd, cli_opts *o, const char *name, const char *v)
{
    if (strcmp(name, "deck") == 0) {
        o->deck_auto = false;
        if (strcmp(v, "auto") == 0 || strcmp(v, "all") == 0)   /* the words: one meaning, or a refusal (cli_deck.h) */
            cli_deck_word(cmd, v);
        if (strcmp(v, "auto") == 0) {
            o->deck_auto = true;
        } else if (strcmp(v, "all") == 0) {
            o->ndecks = 0;
            for (int d = DECK_MAX; d >= DECK_MIN; d -= 4)
                o->decks[o->ndecks++] = d;
        } else {
            o->ndecks = 1;
            o->decks[0] = parse_deck(v);
        }
        o->deck_set = true;
        return true;
    }
    if (strcmp(name, "decks") != 0)
        return false;
    char buf[256];
    if (strlen(v) >= sizeof buf)
        cli_usage_error("--decks: list too long");
    strcpy(buf, v);
    o->ndecks = 0;
    /* Split at every comma (strtok would skip empty items: "52," or "52,,48"). */
    for (char *tok = buf, *next; tok; tok = next) {
        next = strchr(tok, ',');
        if (next)
            *next++ = '\0';
        if (!*tok)
            cli_usage_error("--decks '%s': an empty item (a list such as 52,48,44,40,32)", v);
        if (o->ndecks == CLI_MAX_DECKS)
            cli_usage_error("--decks: at most %d deck sizes", CLI_MAX_DECKS);
        int d = parse_deck(tok);
        for (int i = 0; i < o->ndecks; i++)
            if (o->decks[i] == d)
                cli_usage_error("--decks: %d given twice", d);
        o->decks[o->ndecks++] = d;
    }
    if (o->ndecks == 0)
        cli_usage_error("--decks needs a list such as 52,48,44,40,32");
    o->deck_set = true;
    return true;
}

/* The options whose value is one word of a list. */
static bool set_choice(cli_opts *o, const char *name, const char *v)
{
    static const char *const ON_OFF[] = {"off", "on", NULL};
    if (strcmp(name, "ace-low") == 0) {
        o->ace_low = parse_choice(name, v, ON_OFF, "on or off");
        o->ace_low_set = true;
    } else if (strcmp(name, "order") == 0) {
        if (rules_order_parse(v, &o->order) != TALON_OK)
            cli_usage_error("--order must be modern, flush-over-full or archaic, not '%s'", v);
        o->order_set = true;
    } else if (strcmp(name, "notation") == 0) {
        static const char *const W[] = {"auto", "en", "fr", NULL};
        static const enum card_notation N[] = {CARD_AUTO, CARD_EN, CARD_FR};
        o->notation = N[parse_choice(name, v, W, "auto, en or fr")];
    } else if (strcmp(name, "format") == 0) {
        static const char *const W[] = {"text", "csv", "json", "md", NULL};
        static const enum out_format F[] = {OUT_TEXT, OUT_CSV, OUT_JSON, OUT_MD};
        o->format = F[parse_choice(name, v, W, "text, csv, json or md")];
        o->format_set = true;
    } else if (strcmp(name, "lang") == 0) {
        static const char *const W[] = {"en", "fr", NULL};
        o->lang = parse_choice(name, v, W, "en or fr");
    } else if (strcmp(name, "after-draw") == 0) {   /* alone: "on" (cli_parse) */
        o->after_draw = parse_choice(name, v, ON_OFF, "on or off");
        o->after_draw_set = true;
    } else if (strcmp(name, "camouflage") == 0) {
        o->camouflage = parse_choice(name, v, ON_OFF, "on or off");
        o->camouflage_set = true;
    } else if (strcmp(name, "passers") == 0) {
        static const char *const W[] = {"half", "column", NULL};
        o->passers = parse_choice(name, v, W, "half or column");
    } else if (strcmp(name, "bet") == 0) {
        static const char *const W[] = {"pot", "half", NULL};
        o->bet = parse_choice(name, v, W, "pot or half");
    } else {
        return false;
    }
    return true;
}

/* The options whose value is a number, each with its range. */
static bool set_number(const cli_command *cmd, cli_opts *o, const char *name, const char *v)
{
    if (strcmp(name, "players") == 0) {
        o->players = (int)parse_u64("players", v, (cmd->opts & OPT_PLAYERS_ONE) ? 1 : 2, 10);
        o->players_set = true;
    } else if (strcmp(name, "trials") == 0) {
        /* 10^13: the fastest simulation (freq, ~10^8 trials/s) then runs
         * about a day, and the widest per-trial increment of any accumulator
         * (an equity share, 2520 a deal) sums to 2.5e16, far below 2^64
         * (tests/test_robust.c states the bounds; MC_TRIALS_MAX is 10^15). */
        o->trials = parse_u64("trials", v, 1, 10000000000000ULL);
        o->trials_set = true;
    } else if (strcmp(name, "seed") == 0) {
        o->seed = parse_u64("seed", v, 0, UINT64_MAX);
        o->seed_set = true;
    } else if (strcmp(name, "threads") == 0) {
        o->threads = (int)parse_u64("threads", v, 1, 256);
    } else if (strcmp(name, "precision") == 0) {
        o->precision = parse_double("precision", v, 1e-6, 0.5);
    } else if (strcmp(name, "raise") == 0) {   /* bluff: in pots, any number, its range checked by the library */
        o->raise = parse_double("raise", v, -HUGE_VAL, HUGE_VAL);
        o->raise_set = true;
    } else if (strcmp(name, "raise-antes") == 0) {   /* stud: in antes */
        o->raise = parse_double("raise-antes", v, 0.01, 1000);
        o->raise_set = true;
    } else if (strcmp(name, "claimed") == 0) {
        o->claimed = parse_double("claimed", v, -HUGE_VAL, HUGE_VAL);
        o->claimed_set = true;
    } else if (strcmp(name, "opp-win") == 0) {
        o->opp_win = parse_double("opp-win", v, -HUGE_VAL, HUGE_VAL);
        o->opp_win_set = true;
    } else if (strcmp(name, "jackpot") == 0) {
        o->jackpot = parse_double("jackpot", v, 0, 1e12);
        o->jackpot_set = true;
    } else if (strcmp(name, "reps") == 0) {
        o->reps = (int)parse_u64("reps", v, 1, 100);
    } else if (strcmp(name, "callers") == 0) {
        o->callers = parse_double("callers", v, 0, 7);
    } else if (strcmp(name, "position") == 0) {
        o->position = (int)parse_u64("position", v, 1, 10);
    } else if (strcmp(name, "opener") == 0) {
        o->opener = (int)parse_u64("opener", v, 1, 10);
    } else {
        return false;
    }
    return true;
}

/* The options kept as text (checked by their command) and the flags.
 * Which must not be empty: the message names what they need. */
static bool set_text(cli_opts *o, const char *name, const char *v)
{
    static const struct {
        const char *name;
        size_t field;            /* offsetof the const char * in cli_opts */
        const char *need;        /* non-NULL: an empty value is an error, "--NAME needs <need>" */
    } TEXT[] = {
        {"strategy", offsetof(cli_opts, strategy), "a preset name or a file"},
        {"blinds", offsetof(cli_opts, blinds), NULL},
        {"actions", offsetof(cli_opts, actions), NULL},
        {"showdown", offsetof(cli_opts, showdown), NULL},
        {"paytable", offsetof(cli_opts, paytable), "a file or 'standard'"},
        {"model", offsetof(cli_opts, model), NULL},
        {"solution", offsetof(cli_opts, solution), "a strategy file"},
        {"history", offsetof(cli_opts, history), NULL},
        {"drawn", offsetof(cli_opts, drawn), "counts such as 3,1"},
        {"served", offsetof(cli_opts, served), "five cards"},
        {"out", offsetof(cli_opts, out), "a directory"},
        {"board", offsetof(cli_opts, board), NULL},
        {"dead", offsetof(cli_opts, dead), NULL},
        {"what", offsetof(cli_opts, what), NULL},
        {"evaluator", offsetof(cli_opts, evaluator), "a shared library"},
        {"table", offsetof(cli_opts, table), "a table's name, all or list"},
        {"set", offsetof(cli_opts, set), "a set's key or part of its name"},
    };
    static const struct {
        const char *name;
        size_t field;            /* offsetof the bool in cli_opts */
    } FLAG[] = {{"quick", offsetof(cli_opts, quick)},
                {"quiet", offsetof(cli_opts, quiet)},
                {"exact", offsetof(cli_opts, exact)},
                {"no-rotate", offsetof(cli_opts, no_rotate)},
                {"never", offsetof(cli_opts, solve.never)}};
    for (size_t i = 0; i < sizeof TEXT / sizeof TEXT[0]; i++)
        if (strcmp(name, TEXT[i].name) == 0) {
            if (TEXT[i].need && !*v)
                cli_usage_error("--%s needs %s", name, TEXT[i].need);
            *(const char **)((char *)o + TEXT[i].field) = v;
            return true;
        }
    for (size_t i = 0; i < sizeof FLAG / sizeof FLAG[0]; i++)
        if (strcmp(name, FLAG[i].name) == 0) {
            *(bool *)((char *)o + FLAG[i].field) = true;
            return true;
        }
    return false;
}

void cli_opts_set(const cli_command *cmd, cli_opts *o, const char *name, const char *v)
{
    if ((cmd->opts & (OPT_SOLVE | OPT_STRATFILE)) && cli_solve_option(o, name, v))
        return;
    if (set_deck(cmd, o, name, v) || set_choice(o, name, v) || set_number(cmd, o, name, v))
        return;
    set_text(o, name, v);
}
