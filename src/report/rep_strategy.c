/* rep_strategy.c - the tables of `talon strategy list|info|check`
 * (rep_strategy.h): the shipped solutions and the data folders, a file's
 * header, a file's sanity checks.  Pure formatting: the CLI reads the files
 * and runs the checks.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "draw_game.h"
#include "rep_strategy.h"
#include "sanity.h"
#include "stratfile.h"

/* ---- list ------------------------------------------------------------------------------ */

void rep_strategy_list_begin(int L, const char *const *dirs, const bool *present, int nd, out_table *t)
{
    out_init(t, out_tr(L, "Shipped solutions, in talon's data folders", "Solutions livrées, dans les dossiers de "
                                                                           "données de talon"));
    out_col(t, "name", out_tr(L, "Name", "Nom"), OUT_STR);
    out_col(t, "format", "Format", OUT_STR);
    out_col(t, "players", out_tr(L, "Players", "Joueurs"), OUT_INT);
    out_col(t, "deck", out_tr(L, "Deck", "Jeu"), OUT_INT);
    out_col(t, "open", out_tr(L, "Open", "Ouverture"), OUT_STR);
    out_col(t, "sets", out_tr(L, "Sets", "Ensembles"), OUT_INT);
    out_col(t, "bytes", out_tr(L, "Bytes", "Octets"), OUT_INT);
    out_col(t, "folder", out_tr(L, "Folder", "Dossier"), OUT_STR);
    for (int i = 0; i < nd; i++) {
        char key[40];
        snprintf(key, sizeof key, out_tr(L, "data folder %d", "dossier de données %d"), i + 1);
        out_note(t, key, "%s%s", dirs[i], present[i] ? "" : out_tr(L, " (absent)", " (absent)"));
    }
    out_note(t, "lookup", out_tr(L, "a file is read from the first folder that has it: %s, share/talon beside the "
                                    "program, the build tree's, the install prefix's",
                                 "un fichier est lu dans le premier dossier qui l'a : %s, share/talon à côté du "
                                 "programme, celui de l'arbre de compilation, celui du préfixe d'installation"),
             DATADIR_ENV);
}

void rep_strategy_list_row(int L, const char *name, const char *folder, uint64_t bytes, const strat_data *d,
                           out_table *t)
{
    out_row(t);
    out_set_str(t, 0, name);
    if (!d) {
        out_set_str(t, 1, out_tr(L, "unreadable", "illisible"));
    } else {
        int players = 0, deck = 0;
        char open[32] = "";
        sscanf(d->game, "draw: draw poker: %d players, %d cards, %*[^;]; ante 1; open %31s", &players, &deck, open);
        out_set_str(t, 1, strat_format_name(d->format));
        if (players)
            out_set_int(t, 2, (uint64_t)players);
        if (deck)
            out_set_int(t, 3, (uint64_t)deck);
        out_set_str(t, 4, open);
        out_set_int(t, 5, d->n);
    }
    out_set_int(t, 6, bytes);
    out_set_str(t, 7, folder);
}

void rep_strategy_list_end(int L, uint64_t total, out_table *t)
{
    char nb[40];
    out_group_digits(total, nb, sizeof nb);
    out_headline(t, out_tr(L, "%d shipped solutions, %s bytes in all.", "%d solutions livrées, %s octets en tout."),
                 t->nrows, nb);
}

/* ---- info ------------------------------------------------------------------------------ */

void rep_strategy_info_table(int L, const char *name, uint64_t bytes, const strat_data *d, out_table *t)
{
    out_init(t, out_tr(L, "Strategy file", "Fichier de stratégie"));
    out_col(t, "line", out_tr(L, "Header line", "Ligne d'en-tête"), OUT_STR);
    char nb[40], ns[40];
    out_group_digits(bytes, nb, sizeof nb);
    out_group_digits(d->n, ns, sizeof ns);
    out_headline(t, out_tr(L, "%s: %s format, %s sets, %s bytes.", "%s : format %s, %s ensembles, %s octets."), name,
                 strat_format_name(d->format), ns, nb);
    out_note(t, "format", "%s (%s)", strat_format_name(d->format),
             d->format == STRAT_FORMAT_TEXT ? STRAT_TEXT_MAGIC : STRAT_COMPACT_MAGIC);
    out_note(t, out_tr(L, "game", "jeu"), "%s", d->game);
    out_field(t, "format", OUT_STR, "%s", strat_format_name(d->format));
    out_field(t, "sets", OUT_INT, "%" PRIu64, d->n);
    out_field(t, "bytes", OUT_INT, "%" PRIu64, bytes);
    out_field(t, "game", OUT_STR, "%s", d->game);
    char *h = strdup(d->header);   /* cut into its lines ("# ...\n" each) */
    if (!h) {
        t->failed = 1;
        return;
    }
    for (char *l = h, *nl; *l; l = nl + 1) {
        nl = strchr(l, '\n');
        *nl = 0;
        out_row(t);
        out_set_str(t, 0, l);
    }
    free(h);
}

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

int rep_strategy_check_table(int L, const char *name, const draw_game *dg, const sanity_params *p,
                             const sanity_result *r, out_table *t)
{
    check_columns(L, t);
    int failed = 0, empty = 0;
    check_rows(L, p, r, &failed, &empty, t);
    char nd[40], ns[40], nm[40];
    out_group_digits(r->deals, nd, sizeof nd);
    out_group_digits(r->sets2, ns, sizeof ns);
    out_group_digits(r->missing, nm, sizeof nm);
    if (failed)
        out_headline(t, out_tr(L, "%s: %d of %d checks fail, in %s deals of its own play.",
                               "%s : %d tests sur %d échouent, en %s donnes de son propre jeu."),
                     name, failed, SANITY_KINDS, nd);
    else
        out_headline(t, out_tr(L, "%s: every check holds in %s deals of its own play%s.",
                               "%s : chaque test tient en %s donnes de son propre jeu%s."),
                     name, nd, empty ? out_tr(L, " (some met no spot)", " (certains sans cas)") : "");
    char desc[400];
    out_note(t, out_tr(L, "game", "jeu"), "%s", draw_game_describe(dg, desc, sizeof desc));
    out_note(t, out_tr(L, "how", "méthode"),
             "%s deals (seed %llu), every seat playing the file; a check counts the decisions at sets the file "
             "holds or plays by their backoff sets (%s decisions at sets it lacks with no backoff set, played by "
             "the article's rules, are not checked); the shapes compare the round-2 sets met %llu times or more "
             "(1 deal in 10 000), of %s met, grouped by all but the bucket",
             nd, (unsigned long long)p->seed, nm, (unsigned long long)sanity_least(p), ns);
    out_note(t, out_tr(L, "tolerance", "tolérance"),
             "the never checks: a probability above %g fails; the shapes: a fall (call) or an inner peak (bet) "
             "above %g fails (room for the solver's noise between neighbouring buckets; hands that are indifferent, "
             "as bluff-catchers can be, may mix in any order in an equilibrium, and still fail it)",
             p->never_tol, p->mono_tol);
    out_field(t, "deals", OUT_INT, "%llu", (unsigned long long)r->deals);
    out_field(t, "seed", OUT_INT, "%llu", (unsigned long long)p->seed);
    out_field(t, "failed", OUT_INT, "%d", failed);
    return failed;
}
