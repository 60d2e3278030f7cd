/* cli_load.c - see cli_load.h. */
#include "cli_load.h"

#include "err.h"
#include "tab_duel.h"

void cli_load_file(const cli_opts *o, const char *path, cli_loaded *l)
{
    draw_params dp;
    char why[512];
    if (profile_file_game(path, &dp, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    if (o->position && o->position > dp.players)
        cli_usage_error("--position %d: the file's game seats %d players", o->position, dp.players);
    int rc = draw_game_init(&l->dg, &dp, &l->g);
    if (rc != TALON_OK)
        cli_usage_error("%s: its game cannot be built: %s", path, err_str(rc));
    rc = profile_file(&l->pf, l->dg, &l->g, path, "equilibrium", why, sizeof why);
    if (rc != TALON_OK) {
        draw_game_free(l->dg);
        if (rc == TALON_E_NOMEM)
            cli_fail("out of memory");
        cli_usage_error("%s", why);
    }
    mc_config fc;
    mc_config_init(&fc);
    fc.seed = 1;
    fc.threads = o->threads;
    profile *fb = NULL;
    if (duel_fallback(l->dg, &l->g, DUEL_MODEL_TRIALS, &fc, &fb) == TALON_OK)
        profile_set_fallback(l->pf, fb);
    l->eq = NULL;
    char ewhy[256];
    l->in = eq_load(path, &l->eq, ewhy, sizeof ewhy) == TALON_OK ? eq_info_of(l->eq) : NULL;
}

void cli_unload_file(cli_loaded *l)
{
    eq_free(l->eq);
    profile_free(l->pf);   /* and its fallback, which it owns */
    draw_game_free(l->dg);
}
