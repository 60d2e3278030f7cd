/* cli_eq.c - what `talon open|call|bluff --model equilibrium` share in
 * the CLI (cli_eq.h): the pair of solution files behind a table
 * (--solution FILE, or the shipped strategies/solved/ files found in
 * talon's data folders, cli_shipped_find), refused with one line and exit
 * 2 when missing or unreadable; the shipped files of open's and call's
 * equilibrium column; and whether --model equilibrium is asked.  The
 * shipped files are shown by their name under the data folders
 * (strategies/solved/NAME), wherever they were found.  The files in words
 * are the report layer's (rep_eq.h).
 */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "cli.h"
#include "cli_data.h"
#include "cli_eq.h"
#include "datadir.h"
#include "err.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"

static eq_solution *load_or_exit(const char *path, const eq_solution *like)
{
    eq_solution *s;
    char why[1200];
    int rc = eq_load_like(path, like, &s, why, sizeof why);
    if (rc == TALON_E_NOMEM)
        cli_fail("out of memory");
    if (rc != TALON_OK)
        cli_usage_error("%s", why);
    return s;
}

/* Load the solutions for P players (deck from the options or the
 * article's); exits 2 when a file is missing or unreadable, or when
 * --players is outside what the draw game is solved for (2..8: the
 * solver's EQ_MAX_SEATS, and the counts the article gives a deck for). */
void cli_eq_pair_load(const cli_opts *o, int P, rep_eq_pair *e)
{
    if (o->players_set && (o->players < 2 || o->players > EQ_MAX_SEATS))
        cli_usage_error("--players must be 2 to %d for the solved game (--model equilibrium), not %d",
                        EQ_MAX_SEATS, o->players);
    memset(e, 0, sizeof *e);
    e->players = P;
    e->deck = o->deck_set && !o->deck_auto ? o->decks[0] : deck_for_players(P);
    if (o->solution) {
        e->s[0] = load_or_exit(o->solution, NULL);
        const eq_info *in = eq_info_of(e->s[0]);
        if (o->players_set && in->players != P)
            cli_usage_error("--solution '%s' is a %d-player game, not %d", o->solution, in->players, P);
        e->players = in->players;
        e->deck = in->deck;
        e->s[1] = e->s[0];
        for (int b = 0; b < 2; b++) {
            e->size_idx[b] = open_eq_size_index(eq_info_of(e->s[0]), open_eq_bet_size((enum open_bet)b));
            snprintf(e->path[b], sizeof e->path[b], "%s", o->solution);
        }
        return;
    }
    for (int b = 0; b < 2; b++) {
        char full[DATADIR_PATH_MAX];
        if (!cli_shipped_find(P, e->deck, rep_eq_bet_name(b), full, sizeof full, e->path[b], sizeof e->path[b]))
            cli_usage_error("no solution file for %d players at %d cards (%s in talon's data folders: "
                            "talon strategy list shows them): solve it with scripts/solve, or give --solution FILE",
                            P, e->deck, e->path[b]);
        e->s[b] = load_or_exit(full, b ? e->s[0] : NULL);   /* the half-pot file: the pot file's tables */
        e->size_idx[b] = open_eq_size_index(eq_info_of(e->s[b]), open_eq_bet_size((enum open_bet)b));
    }
}

bool cli_eq_column(int P, const rules *r, char path[][96], char *why, size_t why_size,
                   int (*read)(void *col, int b, const eq_solution *s), void *col)
{
    eq_solution *prev = NULL;   /* the pot file, kept for the half-pot file's tables */
    for (int b = 0; b < 2; b++) {
        eq_solution *sol = cli_eq_shipped(P, r, b, prev, path[b], sizeof path[b], why, why_size);
        eq_free(prev);
        prev = NULL;
        if (!sol)   /* the column says so: the table itself does not depend on it */
            return false;
        int rc = read(col, b, sol);
        if (rc == TALON_E_NOMEM)
            cli_fail("out of memory");
        if (rc != TALON_OK)
            cli_usage_error("%s: %s", path[b], err_str(rc));
        prev = sol;
    }
    eq_free(prev);
    return true;
}

bool cli_equilibrium_asked(const cli_opts *o)
{
    bool eq = o->model && strcmp(o->model, "equilibrium") == 0;
    if (o->solution && !eq)
        cli_usage_error("--solution goes with --model equilibrium");
    return eq;
}

