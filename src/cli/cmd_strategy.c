/* cmd_strategy.c - `talon strategy list|info|show|convert`: the strategy
 * files of talon solve, whatever their format (stratfile.h does the reading
 * and writing, rep_strategy.h lays out the tables; this file checks the
 * options, reads the files, runs the checks and prints).
 *
 *   list            talon's data folders (datadir.h) and the shipped solutions
 *                   found there, each from the first folder that has it
 *   info FILE       the file's format, game line, set count and header lines
 *   show FILE       the file in the text format (the readable export), or
 *                   with --set NAME the sets whose name holds NAME (or whose
 *                   key is NAME)
 *   convert FILE    to --out OUT in --out-format compact (default) or text
 *   check FILE      the answers no strategy may give (sanity.h), in --trials
 *                   deals of the file's own play: a row a check, exit 1 when
 *                   one fails
 *
 * FILE is a path, or a name under the data folders as the other commands
 * print it (strategies/solved/draw-4p-32-pot.tsf): a path that does not
 * exist is looked up there (cli_data_resolve, cli_data.h).  Every bad input
 * is one line and exit status 2 before any output; a corrupt file names what
 * is wrong.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_load.h"
#include "cmd_strategy_convert.h"
#include "datadir.h"
#include "err.h"
#include "rep_strategy.h"
#include "sanity.h"
#include "stratfile.h"

enum { SUB_LIST, SUB_INFO, SUB_SHOW, SUB_CONVERT, SUB_CHECK };
static const char *const SUBS[] = {"list", "info", "show", "convert", "check", NULL};

static void list(const cli_opts *o)
{
    char dirs[DATADIR_FOLDERS][DATADIR_PATH_MAX];
    const char *dir[DATADIR_FOLDERS];
    bool present[DATADIR_FOLDERS];
    int nd = datadir_folders(dirs);
    for (int i = 0; i < nd; i++) {
        struct stat st;
        dir[i] = dirs[i];
        present[i] = stat(dirs[i], &st) == 0 && S_ISDIR(st.st_mode);
    }
    out_table t;
    rep_strategy_list_begin(o->lang, dir, present, nd, &t);
    char **names;
    int n = cli_shipped_names(dirs, nd, &names);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        char rel[512], path[DATADIR_PATH_MAX], folder[DATADIR_PATH_MAX];
        if (cli_shipped_locate(names[i], rel, sizeof rel, path, sizeof path, folder, sizeof folder)) {
            strat_data *d;
            char why[STRAT_WHY_MAX];
            bool read = strat_read(path, STRAT_READ_HEADER, &d, why, sizeof why) == TALON_OK;
            uint64_t bytes = strategy_file_size(path);
            total += bytes;
            rep_strategy_list_row(o->lang, rel, folder, bytes, read ? d : NULL, &t);
            if (read)
                strat_free(d);
        }
        free(names[i]);
    }
    free(names);
    rep_strategy_list_end(o->lang, total, &t);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
}

static void info(const cli_opts *o, const char *path)
{
    strat_data *d = strategy_read_or_exit(path, STRAT_READ_HEADER);
    out_table t;
    rep_strategy_info_table(o->lang, o->pos[1], strategy_file_size(path), d, &t);
    strat_free(d);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
}

/* ---- show and convert ----------------------------------------------------------------- */

/* Does set i answer --set q: its key (hex, with or without leading zeros),
 * or its name (exact: whole; else a part of it)? */
static bool matches(const strat_data *d, uint64_t i, const char *q, bool exact)
{
    if (strspn(q, "0123456789abcdefABCDEF") == strlen(q) && strlen(q) <= 16 && strtoull(q, NULL, 16) == d->key[i])
        return true;
    const char *name = strchr(d->names + d->name_at[i], '\t');
    return name && (exact ? strcmp(name + 1, q) == 0 : strstr(name + 1, q) != NULL);
}

static void show(const cli_opts *o, const char *path)
{
    strat_data *d = strategy_read_or_exit(path, STRAT_READ_NAMES);
    char why[STRAT_WHY_MAX];
    if (o->set) {
        /* the matching sets alone, each as its line of the text format */
        strat_data view = *d;
        uint64_t m = 0;
        bool exact = false;   /* a name given whole picks that set alone */
        for (uint64_t i = 0; i < d->n && !exact; i++)
            exact = matches(d, i, o->set, true);
        for (uint64_t i = 0; i < d->n; i++)
            if (matches(d, i, o->set, exact)) {
                d->key[m] = d->key[i];
                d->nact[m] = d->nact[i];
                d->p_at[m] = d->p_at[i];
                d->name_at[m] = d->name_at[i];
                m++;
            }
        if (m == 0) {
            strat_free(d);
            cli_usage_error("--set '%s': no set of %s has that key or a name holding it (talon strategy show FILE "
                            "lists them all)", o->set, o->pos[1]);
        }
        view.n = m;
        char *buf = NULL;
        size_t len = 0;
        FILE *mem = open_memstream(&buf, &len);
        if (!mem || strat_write(mem, &view, STRAT_FORMAT_TEXT, why, sizeof why) != TALON_OK || fclose(mem) != 0)
            cli_fail("out of memory");
        /* the set lines: from after "infosets: m\n" to before "end\n" */
        char *from = strstr(buf, "\ninfosets: ");
        from = from ? strchr(from + 1, '\n') + 1 : buf;
        fwrite(from, 1, (size_t)(buf + len - 4 - from), stdout);
        free(buf);
    } else {
        int rc = strat_write(stdout, d, STRAT_FORMAT_TEXT, why, sizeof why);
        if (rc == TALON_E_IO && errno == EPIPE)   /* the reader closed the pipe (show | head): not an error */
            clearerr(stdout);
        else if (rc != TALON_OK)
            cli_fail("cannot write the output: %s", rc == TALON_E_IO ? strerror(errno) : why);
    }
    strat_free(d);
}

static int check(const cli_opts *o, const char *path)
{
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    sanity_params p;
    sanity_params_init(&p);
    p.dg = ld.dg;
    p.g = &ld.g;
    p.pf = ld.pf;
    if (o->trials_set)
        p.deals = o->trials;
    p.seed = o->seed;
    mc_config mc;
    cli_mc_config(o, &mc);
    p.cancel = mc.cancel;
    sanity_result r;
    int rc = sanity_run(&p, &r);
    if (rc != TALON_OK) {
        cli_unload_file(&ld);
        if (rc == TALON_E_CANCEL)
            cli_fail("interrupted");
        cli_fail("%s", rc == TALON_E_NOMEM ? "out of memory" : err_str(rc));
    }
    out_table t;
    int failed = rep_strategy_check_table(o->lang, o->pos[1], ld.dg, &p, &r, &t);
    cli_unload_file(&ld);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return failed ? 1 : 0;
}

int cmd_strategy(const cli_opts *o)
{
    int sub = -1;
    for (int i = 0; SUBS[i]; i++)
        if (strcmp(o->pos[0], SUBS[i]) == 0)
            sub = i;
    if (sub < 0)
        cli_usage_error("strategy: '%s' is not list, info, show, convert or check (see talon strategy --help)",
                        o->pos[0]);
    if (sub == SUB_LIST && o->npos > 1)
        cli_usage_error("strategy list takes no file: '%s'", o->pos[1]);
    if (sub != SUB_LIST && o->npos < 2)
        cli_usage_error("strategy %s needs a strategy file", SUBS[sub]);
    if (o->set && sub != SUB_SHOW)
        cli_usage_error("--set goes with strategy show");
    if ((o->solve.out || o->solve.out_format >= 0 || o->solve.backoff || o->solve.shape || o->solve.never ||
         o->solve.threshold > 0) && sub != SUB_CONVERT)
        cli_usage_error("--%s goes with strategy convert", o->solve.out          ? "out"
                                                           : o->solve.backoff    ? "backoff"
                                                           : o->solve.shape      ? "shape"
                                                           : o->solve.never      ? "never"
                                                           : o->solve.threshold > 0 ? "threshold"
                                                                                 : "out-format");
    if (o->format_set && (sub == SUB_SHOW || sub == SUB_CONVERT))
        cli_usage_error("--format goes with strategy list and info (show prints the text format itself)");
    if (o->trials_set && sub != SUB_CHECK)
        cli_usage_error("--trials goes with strategy check");
    if (o->seed_set && sub != SUB_CHECK && !(sub == SUB_CONVERT && (o->solve.backoff || o->solve.shape)))
        cli_usage_error("--seed goes with strategy check, and convert --backoff or --shape");
    char buf[DATADIR_PATH_MAX];
    const char *path = sub == SUB_LIST ? NULL : cli_data_resolve(o->pos[1], buf, sizeof buf);
    int status = 0;   /* check: 1 when a check fails */
    switch (sub) {
    case SUB_LIST:
        list(o);
        break;
    case SUB_INFO:
        info(o, path);
        break;
    case SUB_SHOW:
        show(o, path);
        break;
    case SUB_CONVERT:
        strategy_convert(o, path);
        break;
    default:
        status = check(o, path);
        break;
    }
    return cli_finish(status);
}
