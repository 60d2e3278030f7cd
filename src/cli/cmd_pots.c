/* cmd_pots.c - `talon pots PLAYER...`: main and side pots from stacks and
 * contributions (or from a betting sequence checked action by action), who
 * may win each, and with --showdown who wins what.  The options are parsed
 * here; the hand is played by pots_replay (games/pots_replay.h), entirely
 * before the first table is printed; rep_pots.c lays out the tables. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "err.h"
#include "pots.h"
#include "pots_replay.h"
#include "rep_pots.h"

/* --blinds SMALL/BIG into *sb, *bb (a usage error when it is not). */
static void parse_blinds(const char *s, int64_t *sb, int64_t *bb)
{
    char *end;
    errno = 0;
    const char *slash = strchr(s, '/');
    if (!slash || s[0] < '0' || s[0] > '9' || slash[1] < '0' || slash[1] > '9')
        cli_usage_error("--blinds needs SMALL/BIG in whole chips, e.g. 10/20, not '%s'", s);
    long long a = strtoll(s, &end, 10);
    if (end != slash)
        cli_usage_error("--blinds needs SMALL/BIG in whole chips, e.g. 10/20, not '%s'", s);
    long long b = strtoll(slash + 1, &end, 10);
    if (*end)
        cli_usage_error("--blinds needs SMALL/BIG in whole chips, e.g. 10/20, not '%s'", s);
    if (errno == ERANGE || b > POTS_CHIPS_MAX)   /* strtoll saturates at LLONG_MAX */
        cli_usage_error("--blinds %s: a blind is above %lld chips", s, (long long)POTS_CHIPS_MAX);
    if (b < 1 || a > b)
        cli_usage_error("--blinds %s: the big blind must be 1 or more and the small blind at most the big", s);
    *sb = a;
    *bb = b;
}

/* The players of the command line, each NAME:STACK with --actions, else
 * NAME:STACK:CONTRIB[:fold]. */
static void parse_players(const cli_opts *o, pots_player *p)
{
    char why[320];
    for (int i = 0; i < o->npos; i++) {
        if (pots_parse_player(o->pos[i], &p[i], why, sizeof why) != TALON_OK)
            cli_usage_error("%s", why);
        int colons = 0;
        for (const char *c = o->pos[i]; *c; c++)
            colons += *c == ':';
        if (o->actions && colons > 1)
            cli_usage_error("player '%s': with --actions give NAME:STACK only (the actions make the contributions)",
                            o->pos[i]);
        if (!o->actions && colons < 2)
            cli_usage_error("player '%s' needs a contribution, NAME:STACK:CONTRIB (or give --actions)", o->pos[i]);
    }
}

int cmd_pots(const cli_opts *o)
{
    pots_player p[POTS_MAX_PLAYERS];
    parse_players(o, p);
    int64_t sb = 0, bb = 0;
    if (o->blinds)
        parse_blinds(o->blinds, &sb, &bb);
    if (o->actions && !o->blinds)
        cli_usage_error("--actions needs --blinds S/B (the minimum bet is the big blind)");
    /* Static (17 kB): an input error below leaves the command at once (the
     * fuzzer's harness jumps back), so nothing may be left allocated. */
    static pots_hand hand;
    pots_hand *h = &hand;
    char why[768];
    int rc = pots_replay(h, p, o->npos, sb, bb, o->actions, o->showdown, why, sizeof why);
    if (rc == POTS_E_INTERNAL)
        cli_fail("%s", why);
    if (rc != TALON_OK)
        cli_usage_error("%s", why);

    /* The actions (if any), the pots, the players; --table one of them. */
    static const char *const NAMES[] = {"pots", "players", "actions"};
    static const char *const WHY[] = {NULL, NULL, "the actions table replays --actions: give them"};
    bool avail[] = {true, true, h->betting};
    int one = cli_table(o, NAMES, REP_POTS_NTABLES, avail, WHY);
    rep_pots_params rp = {.lang = o->lang, .showdown = o->showdown};
    out_table tabs[REP_POTS_NTABLES], *ts[REP_POTS_NTABLES];
    int nt = rep_pots_tables(tabs, one, &rp, h);
    for (int i = 0; i < nt; i++)
        ts[i] = &tabs[i];
    cli_emit_each(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(ts[i]);
    return 0;
}
