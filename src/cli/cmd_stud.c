/* cmd_stud.c - `talon stud`: Cyber Stud Poker (Caribbean Stud) under
 * optimal play, exactly (every deal counted) and/or by Monte Carlo: the
 * house edge, the outcomes, the strategy by hand, the ace-king decisions by
 * up card, and the progressive jackpot side bet.  The paytable file is
 * read and checked, and everything computed, before anything is printed;
 * the tables are rep_stud.c's. */
#include <stdlib.h>

#include <omp.h>

#include "cli.h"
#include "cli_data.h"
#include "err.h"
#include "rep_stud.h"
#include "stud.h"
#include "timer.h"

/* jackpot_only: --table jackpot, which needs neither count (the side bet
 * pays on the player's five cards): the seconds of the exact count are
 * not spent. */
static void compute(const cli_opts *o, rep_stud_run *u, bool jackpot_only)
{
    stud_game_standard(&u->g);
    if (o->paytable)
        cli_paytable(o->paytable, &u->g.pay);
    if (o->raise > 0)
        u->g.raise = o->raise;
    u->mc = !jackpot_only && (o->trials_set || o->precision > 0);
    u->exact = !jackpot_only && (o->exact || !u->mc);
    if (rules_init(&u->r, 52, true, ORDER_MODERN) != TALON_OK)
        cli_fail("cannot build the 52-card rules");
    if (jackpot_only) {
        stud_jackpot(&u->r, &u->g.pay, o->jackpot, &u->jp_ev, &u->jp_be, u->jp_prob);
        u->R = NULL;   /* no table of the counts is made */
        return;
    }
    double t0 = timer_now();
    stud_tables *tab;
    int rc = stud_tables_new(&u->r, o->threads, &tab);
    if (rc != TALON_OK)
        cli_fail("cannot build the counting tables: %s", err_str(rc));
    u->t_tables = timer_now() - t0;
    if (u->exact) {
        double t1 = timer_now();
        rc = stud_exact(tab, &u->g, o->threads, NULL, &u->ex);
        if (rc != TALON_OK)
            cli_fail("exact computation failed: %s", err_str(rc));
        u->t_exact = timer_now() - t1;
    }
    if (u->mc) {
        mc_config cfg;
        cli_mc_config(o, &cfg);
        double t1 = timer_now();
        rc = stud_mc(tab, &u->g, &cfg, &u->sim);
        cli_mc_done(rc);
        u->t_mc = timer_now() - t1;
    }
    stud_tables_free(tab);
    stud_jackpot(&u->r, &u->g.pay, o->jackpot, &u->jp_ev, &u->jp_be, u->jp_prob);
    u->threads = o->threads ? o->threads : omp_get_max_threads();
    u->R = u->exact ? &u->ex : &u->sim;
}

/* With --table NAME, the options that table would not use are refused (issue
 * 18: options a command would ignore), one line, exit 2: the jackpot meter
 * shows in the jackpot table only; the jackpot table counts the player's
 * five cards (no raise, no dealer, nothing dealt by Monte Carlo); the
 * Monte Carlo run feeds the outcomes table, and the strategy table only
 * when there is no exact count (--exact beside --trials gives it the
 * exact one); the ace-king table is exact. */
static void refuse_ignored(const cli_opts *o, int one, const char *const *names)
{
    if (one < 0)
        return;
    const bool mc = o->trials_set || o->precision > 0 || o->seed_set;
    const char *mcopt = o->trials_set ? "--trials" : o->precision > 0 ? "--precision" : "--seed";
    if (o->jackpot_set && one != REP_STUD_JACKPOT)
        cli_usage_error("--jackpot sets the jackpot table's meter, and the table '%s' does not show it (give jackpot "
                        "or all)", names[one]);
    if (one == REP_STUD_JACKPOT && (mc || o->exact || o->raise_set))
        cli_usage_error("%s does not apply to the table 'jackpot': the side bet pays on the player's five cards alone",
                        mc ? mcopt : o->exact ? "--exact" : "--raise-antes");
    if (mc && (one == REP_STUD_ACE_KING || (one == REP_STUD_STRATEGY && o->exact)))
        cli_usage_error("%s sets the Monte Carlo run, and the table '%s' comes from the exact count (give outcomes or "
                        "all)", mcopt, names[one]);
}

int cmd_stud(const cli_opts *o)
{
    /* --table: checked before the run (a wrong name costs no counting) and
       before any allocation (a usage error exits at once). */
    static const char *const NAMES[] = {"outcomes", "strategy", "ace-king", "jackpot"};
    static const char *const WHY[] = {NULL, NULL, "the ace-king table comes from the exact count: drop --trials, or "
                                      "add --exact", NULL};
    bool exact = o->exact || !(o->trials_set || o->precision > 0);
    bool avail[] = {true, true, exact, true};
    int one = cli_table(o, NAMES, REP_STUD_NTABLES, avail, WHY);
    refuse_ignored(o, one, NAMES);
    rep_stud_run *u = calloc(1, sizeof *u);
    if (!u)
        cli_fail("out of memory");
    compute(o, u, one == REP_STUD_JACKPOT);
    rep_stud_params p = {.lang = o->lang, .seed = o->seed, .paytable = o->paytable, .jackpot_set = o->jackpot_set,
                         .jackpot = o->jackpot};
    out_table tabs[REP_STUD_NTABLES], *ts[REP_STUD_NTABLES];
    int nt = 0;
    for (int i = 0; i < REP_STUD_NTABLES; i++)
        if ((one < 0 && avail[i]) || one == i)
            rep_stud_table(&tabs[nt++], i, &p, u);
    for (int i = 0; i < nt; i++)
        ts[i] = &tabs[i];
    cli_emit_each(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(ts[i]);
    free(u);
    return 0;
}
