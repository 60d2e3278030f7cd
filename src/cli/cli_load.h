/* cli_load.h - a strategy file of the draw game loaded with its game, for
 * the commands that play one (talon solve --load ... --best-response
 * real|bound, talon strategy check): the file's game line built into a
 * game, the file as a profile with the article's rules where it lacks a set
 * (as duel and advise play it), and its header's figures. */
#ifndef TALON_CLI_LOAD_H
#define TALON_CLI_LOAD_H

#include "cfr_game.h"
#include "cli.h"
#include "draw_game.h"
#include "profile.h"
#include "tab_equilibrium.h"

typedef struct cli_loaded {
    draw_game *dg;
    cfr_game g;
    profile *pf;
    eq_solution *eq;
    const eq_info *in;   /* the header's figures, or NULL */
} cli_loaded;

/* Load path (exits with a one-line usage error when it is not a strategy
 * file of the draw game, or its game cannot be built). */
void cli_load_file(const cli_opts *o, const char *path, cli_loaded *l);
void cli_unload_file(cli_loaded *l);

#endif
