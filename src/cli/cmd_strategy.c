/* cmd_strategy.c - `talon strategy list|info|show|convert`: the strategy
 * files of talon solve, whatever their format (stratfile.h does the reading
 * and writing; this file parses, calls and formats).
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
#include <inttypes.h>
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
#include "ofile.h"
#include "sanity.h"
#include "stratfile.h"

enum { SUB_LIST, SUB_INFO, SUB_SHOW, SUB_CONVERT, SUB_CHECK };
static const char *const SUBS[] = {"list", "info", "show", "convert", "check", NULL};

static void list(const cli_opts *o)
{
    int L = o->lang;
    char dirs[DATADIR_FOLDERS][DATADIR_PATH_MAX];
    int nd = datadir_folders(dirs);
    out_table t;
    out_init(&t, out_tr(L, "Shipped solutions, in talon's data folders", "Solutions livrées, dans les dossiers de "
                                                                            "données de talon"));
    out_col(&t, "name", out_tr(L, "Name", "Nom"), OUT_STR);
    out_col(&t, "format", "Format", OUT_STR);
    out_col(&t, "players", out_tr(L, "Players", "Joueurs"), OUT_INT);
    out_col(&t, "deck", out_tr(L, "Deck", "Jeu"), OUT_INT);
    out_col(&t, "open", out_tr(L, "Open", "Ouverture"), OUT_STR);
    out_col(&t, "sets", out_tr(L, "Sets", "Ensembles"), OUT_INT);
    out_col(&t, "bytes", out_tr(L, "Bytes", "Octets"), OUT_INT);
    out_col(&t, "folder", out_tr(L, "Folder", "Dossier"), OUT_STR);
    for (int i = 0; i < nd; i++) {
        struct stat st;
        char key[40];
        snprintf(key, sizeof key, out_tr(L, "data folder %d", "dossier de données %d"), i + 1);
        out_note(&t, key, "%s%s", dirs[i],
                 stat(dirs[i], &st) == 0 && S_ISDIR(st.st_mode) ? "" : out_tr(L, " (absent)", " (absent)"));
    }
    out_note(&t, "lookup", out_tr(L, "a file is read from the first folder that has it: %s, share/talon beside the "
                                     "program, the build tree's, the install prefix's",
                                  "un fichier est lu dans le premier dossier qui l'a : %s, share/talon à côté du "
                                  "programme, celui de l'arbre de compilation, celui du préfixe d'installation"),
             DATADIR_ENV);
    char **names;
    int n = cli_shipped_names(dirs, nd, &names);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        char rel[512], path[DATADIR_PATH_MAX], folder[DATADIR_PATH_MAX];
        if (!cli_shipped_locate(names[i], rel, sizeof rel, path, sizeof path, folder, sizeof folder))
            continue;
        strat_data *d;
        char swhy[STRAT_WHY_MAX];
        out_row(&t);
        out_set_str(&t, 0, rel);
        uint64_t bytes = strategy_file_size(path);
        total += bytes;
        if (strat_read(path, STRAT_READ_HEADER, &d, swhy, sizeof swhy) != TALON_OK) {
            out_set_str(&t, 1, out_tr(L, "unreadable", "illisible"));
        } else {
            int players = 0, deck = 0;
            char open[32] = "";
            sscanf(d->game, "draw: draw poker: %d players, %d cards, %*[^;]; ante 1; open %31s", &players, &deck,
                   open);
            out_set_str(&t, 1, strat_format_name(d->format));
            if (players)
                out_set_int(&t, 2, (uint64_t)players);
            if (deck)
                out_set_int(&t, 3, (uint64_t)deck);
            out_set_str(&t, 4, open);
            out_set_int(&t, 5, d->n);
            strat_free(d);
        }
        out_set_int(&t, 6, bytes);
        out_set_str(&t, 7, folder);
        free(names[i]);
    }
    free(names);
    char nb[40];
    out_group_digits(total, nb, sizeof nb);
    out_headline(&t, out_tr(L, "%d shipped solutions, %s bytes in all.", "%d solutions livrées, %s octets en tout."),
                 t.nrows, nb);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
}

/* ---- info ------------------------------------------------------------------------------ */

static void info(const cli_opts *o, const char *path)
{
    int L = o->lang;
    strat_data *d = strategy_read_or_exit(path, STRAT_READ_HEADER);
    out_table t;
    out_init(&t, out_tr(L, "Strategy file", "Fichier de stratégie"));
    out_col(&t, "line", out_tr(L, "Header line", "Ligne d'en-tête"), OUT_STR);
    char nb[40], ns[40];
    out_group_digits(strategy_file_size(path), nb, sizeof nb);
    out_group_digits(d->n, ns, sizeof ns);
    out_headline(&t, out_tr(L, "%s: %s format, %s sets, %s bytes.", "%s : format %s, %s ensembles, %s octets."), o->pos[1],
                 strat_format_name(d->format), ns, nb);
    out_note(&t, "format", "%s (%s)", strat_format_name(d->format),
             d->format == STRAT_FORMAT_TEXT ? STRAT_TEXT_MAGIC : STRAT_COMPACT_MAGIC);
    out_note(&t, out_tr(L, "game", "jeu"), "%s", d->game);
    out_field(&t, "format", OUT_STR, "%s", strat_format_name(d->format));
    out_field(&t, "sets", OUT_INT, "%" PRIu64, d->n);
    out_field(&t, "bytes", OUT_INT, "%" PRIu64, strategy_file_size(path));
    out_field(&t, "game", OUT_STR, "%s", d->game);
    for (char *l = d->header, *nl; *l; l = nl + 1) {
        nl = strchr(l, '\n');
        *nl = 0;
        out_row(&t);
        out_set_str(&t, 0, l);
    }
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

/* line ("# ...\n") appended to d's header. */
/* ---- check ---------------------------------------------------------------------------- */

/* The check table's columns. */
static void check_columns(int L, out_table *t)
{
    out_init(t, out_tr(L, "Sanity of a strategy file", "Bon sens d'un fichier de stratégie"));
    out_col(t, "check", out_tr(L, "Check", "Test"), OUT_STR);
    out_col(t, "rule", out_tr(L, "Rule", "Règle"), OUT_STR);
    out_col(t, "spots", out_tr(L, "Spots", "Cas"), OUT_INT);
    out_col(t, "over", out_tr(L, "Beyond", "Au-delà"), OUT_INT);
    out_col(t, "mean", out_tr(L, "Mean", "Moyenne"), OUT_NUM);
    out_col(t, "worst", out_tr(L, "Worst", "Pire"), OUT_NUM);
    out_col(t, "tolerance", out_tr(L, "Tolerance", "Tolérance"), OUT_NUM);
    out_col(t, "verdict", out_tr(L, "Verdict", "Verdict"), OUT_STR);
    out_col(t, "where", out_tr(L, "Worst at", "Pire en"), OUT_STR);
}

/* A row a check; *failed, *empty: the checks that fail, that met no spot. */
static void check_rows(int L, const sanity_params *p, const sanity_result *r, int *failed, int *empty, out_table *t)
{
    for (int k = 0; k < SANITY_KINDS; k++) {
        const sanity_item *it = &r->item[k];
        char rule[200];
        bool shape = k == SANITY_CALL || k == SANITY_BET;
        const char *verdict = it->over ? "fails" : it->spots ? "holds" : "none";
        const char *shown = it->over ? out_tr(L, "FAILS", "ÉCHEC")
                            : it->spots ? out_tr(L, "holds", "tenu") : out_tr(L, "no spot met", "aucun cas");
        *failed += it->over > 0;
        *empty += it->spots == 0;
        out_row(t);
        out_set_str(t, 0, sanity_name(k));
        out_set_str(t, 1, sanity_rule(k, p, rule, sizeof rule));
        out_set_int(t, 2, it->spots);
        out_set_int(t, 3, it->over);
        if (shape)
            out_set(t, 4, "", "-");
        else
            out_set_num(t, 4, it->spots ? it->sum / (double)it->spots : 0, "%.6f");
        out_set_num(t, 5, it->worst, "%.6f");
        out_set_num(t, 6, shape ? p->mono_tol : p->never_tol, "%g");
        out_set(t, 7, verdict, shown);
        out_set_str(t, 8, it->where[0] ? it->where : "-");
    }
}

static int check(const cli_opts *o, const char *path)
{
    int L = o->lang;
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
    check_columns(L, &t);
    int failed = 0, empty = 0;
    check_rows(L, &p, &r, &failed, &empty, &t);
    char nd[40], ns[40], nm[40];
    out_group_digits(r.deals, nd, sizeof nd);
    out_group_digits(r.sets2, ns, sizeof ns);
    out_group_digits(r.missing, nm, sizeof nm);
    if (failed)
        out_headline(&t, out_tr(L, "%s: %d of %d checks fail, in %s deals of its own play.",
                                "%s : %d tests sur %d échouent, en %s donnes de son propre jeu."),
                     o->pos[1], failed, SANITY_KINDS, nd);
    else
        out_headline(&t, out_tr(L, "%s: every check holds in %s deals of its own play%s.",
                                "%s : chaque test tient en %s donnes de son propre jeu%s."),
                     o->pos[1], nd, empty ? out_tr(L, " (some met no spot)", " (certains sans cas)") : "");
    char desc[400];
    out_note(&t, out_tr(L, "game", "jeu"), "%s", draw_game_describe(ld.dg, desc, sizeof desc));
    out_note(&t, out_tr(L, "how", "méthode"),
             "%s deals (seed %llu), every seat playing the file; a check counts the decisions at sets the file "
             "holds or plays by their backoff sets (%s decisions at sets it lacks with no backoff set, played by "
             "the article's rules, are not checked); the shapes "
             "compare the round-2 sets met %llu times or more (1 deal in 10 000), of %s met, grouped by all but the bucket",
             nd, (unsigned long long)p.seed, nm, (unsigned long long)sanity_least(&p), ns);
    out_note(&t, out_tr(L, "tolerance", "tolérance"),
             "the never checks: a probability above %g fails; the shapes: a fall (call) or an inner peak (bet) "
             "above %g fails (room for the solver's noise between neighbouring buckets; hands that are indifferent, "
             "as bluff-catchers can be, may mix in any order in an equilibrium, and still fail it)",
             p.never_tol, p.mono_tol);
    out_field(&t, "deals", OUT_INT, "%llu", (unsigned long long)r.deals);
    out_field(&t, "seed", OUT_INT, "%llu", (unsigned long long)p.seed);
    out_field(&t, "failed", OUT_INT, "%d", failed);
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
