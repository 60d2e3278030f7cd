/* cli_data.c - see cli_data.h.  The lookups the commands share: a shipped
 * solution by (players, deck, bet), a FILE that may be a name under the
 * data folders, the names of strategies/solved/ in every folder, the
 * --strategy loader, and talon stud's --paytable.  Where a file was found is never printed: the shown
 * name is the one under the data folders (eq_shipped_name), and a reason
 * that starts with the full path has that path replaced by it.
 */
#include "cli_data.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "err.h"
#include "stud.h"
#include "tab_equilibrium.h"

/* The opening sizes of the shipped pair, by bet index (0 pot, 1 half). */
static const char *const BET_NAME[2] = {"pot", "half"};

/* ---- the data folders ----------------------------------------------------------------- */

const char *cli_data_resolve(const char *given, char *buf, size_t size)
{
    struct stat st;
    char why[DATADIR_WHY_MAX];
    if (stat(given, &st) == 0 || given[0] == '/' || datadir_find(given, buf, size, why, sizeof why) != TALON_OK)
        return given;
    return buf;
}

bool cli_shipped_find(int players, int deck, const char *bet, char *path, size_t path_size, char *shown,
                      size_t shown_size)
{
    char why[DATADIR_WHY_MAX];
    eq_shipped_name(players, deck, bet, shown, shown_size);
    return eq_shipped_find(players, deck, bet, path, path_size, why, sizeof why) == TALON_OK;
}

eq_solution *cli_eq_shipped(int P, const rules *r, int b, const eq_solution *like, char *path, size_t path_size,
                            char *why, size_t why_size)
{
    char full[DATADIR_PATH_MAX], msg[DATADIR_WHY_MAX];
    why[0] = 0;
    if (!cli_shipped_find(P, r->deck_size, BET_NAME[b], full, sizeof full, path, path_size))
        return NULL;
    eq_solution *sol;
    int rc = eq_load_like(full, like, &sol, msg, sizeof msg);
    if (rc == TALON_E_NOMEM)
        cli_fail("out of memory");
    if (rc != TALON_OK) {
        size_t n = strlen(full);   /* the reason without the checkout's path */
        const char *w = strncmp(msg, full, n) == 0 && msg[n] == ':' ? msg + n + 1 : msg;
        snprintf(why, why_size, "%s: %.290s", path, w + (*w == ' '));
        return NULL;
    }
    const eq_info *in = eq_info_of(sol);
    const rules *fr = &in->params.r;
    if (in->players != P || fr->deck_size != r->deck_size || fr->ace_low != r->ace_low || fr->order != r->order) {
        /* solved under other rules (--ace-low, --order): another game, not this table's */
        snprintf(why, why_size, "%s: solved for %d players, %d cards, ace-low %s, %s order, not ace-low %s, %s",
                 path, in->players, fr->deck_size, fr->ace_low ? "on" : "off", rules_order_name(fr->order),
                 r->ace_low ? "on" : "off", rules_order_name(r->order));
        eq_free(sol);
        return NULL;
    }
    return sol;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int cli_shipped_names(char dirs[][DATADIR_PATH_MAX], int nd, char ***out)
{
    char **names = NULL;
    int n = 0, cap = 0;
    for (int i = 0; i < nd; i++) {
        char path[DATADIR_PATH_MAX + 32];
        snprintf(path, sizeof path, "%.*s/%s", DATADIR_PATH_MAX - 1, dirs[i], EQ_SHIPPED_DIR);
        DIR *dir = opendir(path);
        for (struct dirent *e; dir && (e = readdir(dir)) != NULL;) {
            if (e->d_name[0] == '.')
                continue;
            bool seen = false;
            for (int k = 0; k < n && !seen; k++)
                seen = strcmp(names[k], e->d_name) == 0;
            if (seen)
                continue;
            if (n == cap) {
                cap = cap ? 2 * cap : 32;
                char **nn = realloc(names, (size_t)cap * sizeof *nn);
                if (!nn)
                    cli_fail("out of memory");
                names = nn;
            }
            if (!(names[n++] = strdup(e->d_name)))
                cli_fail("out of memory");
        }
        if (dir)
            closedir(dir);
    }
    if (n > 1)
        qsort(names, (size_t)n, sizeof *names, by_name);
    *out = names;
    return n;
}

bool cli_shipped_locate(const char *name, char *rel, size_t rel_size, char *path, size_t path_size, char *folder,
                        size_t folder_size)
{
    char why[DATADIR_WHY_MAX];
    snprintf(rel, rel_size, "%s/%s", EQ_SHIPPED_DIR, name);
    if (datadir_find(rel, path, path_size, why, sizeof why) != TALON_OK)
        return false;
    const char *slash = strstr(path, rel);   /* the folder: the path less "/strategies/solved/NAME" */
    snprintf(folder, folder_size, "%.*s", slash ? (int)(slash - path - 1) : (int)strlen(path), path);
    return true;
}

/* ---- --strategy and --camouflage --------------------------------------------------- */

/* Largest strategy file read: a strategy is a dozen lines. */
#define STRATEGY_FILE_MAX 65536

void cli_strategy(const cli_opts *o, const char *dflt, strategy *s)
{
    const char *name = o->strategy ? o->strategy : dflt;
    if (strategy_preset(name, s) != TALON_OK) {
        FILE *fp = fopen(name, "rb");
        if (!fp) {
            char list[160] = "";
            for (int i = 0; strategy_preset_names[i]; i++) {
                strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
                strncat(list, strategy_preset_names[i], sizeof list - strlen(list) - 1);
            }
            cli_usage_error("--strategy '%s': not a preset (%s) and not a readable file (%s)", name, list,
                            strerror(errno));
        }
        static char buf[STRATEGY_FILE_MAX + 1];
        size_t n = fread(buf, 1, sizeof buf, fp);
        bool bad = ferror(fp);
        int why = errno;
        fclose(fp);
        if (bad && why == EISDIR)   /* fopen accepts a directory; bad input, not an I/O failure */
            cli_usage_error("--strategy '%s': a directory, not a strategy file", name);
        if (bad)
            cli_fail("--strategy '%s': read error", name);
        if (n > STRATEGY_FILE_MAX)
            cli_usage_error("--strategy '%s': larger than %d bytes, not a strategy file", name, STRATEGY_FILE_MAX);
        strategy_error e;
        if (strategy_parse(buf, n, s, &e) != TALON_OK) {
            if (e.line > 0)
                cli_usage_error("--strategy '%s': line %d: %s", name, e.line, e.msg);
            cli_usage_error("--strategy '%s': %s", name, e.msg);
        }
        if (!s->name[0]) {   /* unnamed: the file's base name */
            const char *b = strrchr(name, '/');
            snprintf(s->name, sizeof s->name, "%s", b ? b + 1 : name);
        }
    }
    if (o->camouflage_set)
        strategy_set_camouflage(s, o->camouflage != 0);
}

void cli_paytable(const char *arg, stud_paytable *pt)
{
    if (strcmp(arg, "standard") == 0) {
        stud_paytable_standard(pt);
        return;
    }
    FILE *fp = fopen(arg, "r");
    if (!fp)
        cli_usage_error("paytable '%s': %s", arg, strerror(errno));
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, fp);
    int err = ferror(fp), more = !feof(fp) && fgetc(fp) != EOF;
    fclose(fp);
    if (err)
        cli_usage_error("paytable '%s': cannot read it", arg);
    if (more)
        cli_usage_error("paytable '%s': larger than %zu bytes", arg, sizeof text - 1);
    text[n] = 0;
    if (memchr(text, 0, n))
        cli_usage_error("paytable '%s': not a text file", arg);
    int line;
    char why[256];
    if (stud_paytable_parse(text, pt, &line, why, sizeof why) != TALON_OK) {
        if (line > 0)
            cli_usage_error("paytable '%s' line %d: %s", arg, line, why);
        cli_usage_error("paytable '%s': %s", arg, why);
    }
}
