/* rep_bench_plugin.c - the plug-in tables of `talon bench` (rep_bench_plugin.h):
 * each plug-in's verification against talon, talon vs each plug-in through
 * the plug-in ABI, and the side-by-side table of every evaluator on each
 * kind of input.  Formatting only: the rows were measured and checked by
 * cmd_bench.c through the bench layer (bench_plugins_verify, bench_eval_rows).
 *
 * Like with like only (STYLE.md, "Benchmarks"): a ratio sets a plug-in's
 * call against the same call of talon's own plug-in (bench_plugin_talon);
 * talon's direct paths are shown for reference, in no ratio.
 */
#include <stdio.h>
#include <string.h>

#include "rep_bench.h"
#include "rep_bench_plugin.h"
#include "rules.h"

#define TR(en, fr) out_tr(lang, en, fr)

enum { V_CARDS, V_CAT, V_PLUGIN, V_TALON, V_AGREE };

void rep_bench_verify_table(out_table *t, const bench_plugin *pl, const char *path, const bench_verify *v, int nv,
                            int lang)
{
    char title[128];
    snprintf(title, sizeof title, TR("Plug-in %s: verified against talon", "Greffon %s : vérifié face à talon"),
             pl->name);
    out_init(t, title);
    out_note(t, TR("library", "bibliothèque"), "%s",
             path ? path : TR("built in (src/bench/bench_abi.c)", "intégré (src/bench/bench_abi.c)"));
    out_note(t, TR("functions", "fonctions"), "eval5%s%s%s%s%s%s", pl->eval7 ? ", eval7" : "",
             pl->eval5_batch ? ", eval5_batch" : "", pl->eval7_batch ? ", eval7_batch" : "",
             pl->eval5_idx ? ", eval5_idx" : "", pl->eval7_idx ? ", eval7_idx" : "", pl->enumerate ? ", enum" : "");
    out_note(t, TR("categories", "catégories"),
             TR("from the plug-in's own order: a value's category is the number of categories whose weakest hand it "
                "reaches (52 cards, ace-low on, modern order)",
                "selon l'ordre propre du greffon : la catégorie d'une valeur est le nombre de catégories dont elle "
                "atteint la main la plus faible (52 cartes, as bas oui, ordre moderne)"));
    for (int i = 0; i < nv; i++) {
        char h[40];
        out_group_digits(v[i].ordered, h, sizeof h);
        out_note(t, v[i].cards == 5 ? TR("order, 5 cards", "ordre, 5 cartes") : TR("order, 7 cards", "ordre, 7 cartes"),
                 TR("the same as talon's on every pair of hands among %s %s",
                    "le même que celui de talon sur chaque paire de mains parmi %s %s"),
                 v[i].cards == 5 ? TR("all the", "toutes les") : TR("a sample of", "un échantillon de"), h);
    }
    if (pl->eval5_batch || pl->eval7_batch)
        out_note(t, TR("batch functions", "fonctions par lots"),
                 TR("the same values as the one-hand functions on those hands",
                    "les mêmes valeurs que les fonctions à une main sur ces mains"));
    if (!pl->eval7)
        out_note(t, "eval7", TR("not provided: 7-card hands not checked nor timed",
                                "non fournie : mains de 7 cartes ni vérifiées ni chronométrées"));
    out_col(t, "cards", TR("Cards", "Cartes"), OUT_INT);
    out_col(t, "category", TR("Category", "Catégorie"), OUT_STR);
    out_col(t, "plugin", TR("Plug-in", "Greffon"), OUT_INT);
    out_col(t, "talon", "talon", OUT_INT);
    out_col(t, "agree", TR("Agree", "Accord"), OUT_BOOL);
    t->group_col = V_CARDS;
    for (int i = 0; i < nv; i++)
        for (int c = EVAL_NCAT - 1; c >= 0; c--) {
            out_row(t);
            out_set_int(t, V_CARDS, (uint64_t)v[i].cards);
            out_set(t, V_CAT, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, lang));
            out_set_int(t, V_PLUGIN, v[i].count[c]);
            out_set_int(t, V_TALON, v[i].expect[c]);
            bool agree = v[i].count[c] == v[i].expect[c];
            if (lang)
                out_set(t, V_AGREE, agree ? "true" : "false", agree ? "oui" : "non");
            else
                out_set_bool(t, V_AGREE, agree);
        }
}

/* The kinds of call of the plug-in ABI, in the order the comparison tables
 * list them. */
static const struct call_kind {
    const char *name, *name_fr;
    enum bench_order order;
    enum bench_impl impl;
} CALLS[] = {
    {"masks, one hand a call", "masques, une main par appel", BENCH_RANDOM, BENCH_PLUGIN},
    {"card indexes, one hand a call", "indices de cartes, une main par appel", BENCH_RANDOM, BENCH_PLUGIN_IDX},
    {"arrays of masks (batch)", "tableaux de masques (par lots)", BENCH_RANDOM, BENCH_PLUGIN_BATCH},
    {"every hand in order, one hand a call", "chaque main dans l'ordre, une main par appel", BENCH_ENUM, BENCH_PLUGIN},
    {"every hand, its own enumeration", "chaque main, son énumération", BENCH_ENUM, BENCH_PLUGIN_ENUM},
};

static const rep_bench_row *find_row(rep_bench_row *const rows, int n, enum bench_impl im, enum bench_order o,
                                     const bench_plugin *pl)
{
    for (int i = 0; i < n; i++)
        if (rows[i].s.impl == im && rows[i].s.order == o && rows[i].s.plugin == pl)
            return &rows[i];
    return NULL;
}

enum { C_CARDS, C_CALL, C_TALON, C_PLUGIN, C_X };

/* talon vs a plug-in, both through the plug-in ABI (base: talon's own,
 * bench_plugin_talon): for each kind of call, the same function of each on
 * the same hands.  A plug-in without a batch function is timed one call a
 * hand in the batch row, and the row says so. */
void rep_bench_compare_table(out_table *t, const bench_plugin *base, const bench_plugin *pl,
                             rep_bench_row *const rows[2], const int nrows[2], int lang)
{
    char title[160];
    snprintf(title, sizeof title, TR("talon vs plug-in %s, both through the plug-in ABI: M evaluations/s, one core",
                                     "talon face au greffon %s, tous deux par l'ABI des greffons : M évaluations/s, "
                                     "un cœur"), pl->name);
    out_init(t, title);
    out_note(t, "x",
             TR("%s's rate / the plug-in's: the same kind of call on the same hands (one hand a call with one hand a "
                "call, batch with batch), each through a function pointer of the ABI (src/bench/talon_evaluator.h); "
                "talon's own paths called directly are in the tables above, in no ratio",
                "le débit de %s / celui du greffon : le même genre d'appel sur les mêmes mains (une main par appel "
                "face à une main par appel, par lots face à par lots), chacun par un pointeur de fonction de l'ABI "
                "(src/bench/talon_evaluator.h) ; les chemins de talon appelés directement sont dans les tables "
                "ci-dessus, dans aucun rapport"),
             base->name);
    out_col(t, "cards", TR("Cards", "Cartes"), OUT_INT);
    out_col(t, "call", TR("Call", "Appel"), OUT_STR);
    out_col(t, "talon_abi_m_per_s", base->name, OUT_NUM);
    out_col(t, "plugin_m_per_s", TR("Plug-in", "Greffon"), OUT_NUM);
    out_col(t, "x", "x", OUT_NUM);
    for (int k = 0; k < 2; k++)
        for (size_t i = 0; i < sizeof CALLS / sizeof CALLS[0]; i++) {
            const rep_bench_row *tr = find_row(rows[k], nrows[k], CALLS[i].impl, CALLS[i].order, base);
            const rep_bench_row *pr = find_row(rows[k], nrows[k], CALLS[i].impl, CALLS[i].order, pl);
            bool one_for_batch = false;
            if (!pr && CALLS[i].impl == BENCH_PLUGIN_BATCH) {
                pr = find_row(rows[k], nrows[k], BENCH_PLUGIN, CALLS[i].order, pl);
                one_for_batch = pr != NULL;
            }
            if (!tr || !pr)
                continue;
            out_row(t);
            out_set_int(t, C_CARDS, k == 0 ? 5u : 7u);
            if (one_for_batch) {
                char en[96], fr[128];
                snprintf(en, sizeof en, "%s; the plug-in has none: one hand a call", CALLS[i].name);
                snprintf(fr, sizeof fr, "%s ; le greffon n'en a pas : une main par appel", CALLS[i].name_fr);
                out_set(t, C_CALL, en, TR(en, fr));
            } else
                out_set(t, C_CALL, CALLS[i].name, TR(CALLS[i].name, CALLS[i].name_fr));
            rep_bench_rate(t, C_TALON, tr->st.median);
            rep_bench_rate(t, C_PLUGIN, pr->st.median);
            rep_bench_ratio(t, C_X, tr->st.median / pr->st.median);
        }
}

/* Side by side: for each kind of input, talon's own path for it (called
 * directly), then every plug-in's (through the ABI, talon's own first), and
 * each peer's ratio to talon's plug-in: like with like only. */
static const struct side_kind {
    const char *name, *name_fr;
    enum bench_order order;
    enum bench_impl talon, plugin;
} SIDE[] = {
    {"masks, one hand a call", "masques, une main par appel", BENCH_RANDOM, BENCH_FAST, BENCH_PLUGIN},
    {"card indexes, one hand a call", "indices de cartes, une main par appel", BENCH_RANDOM, BENCH_FAST_IDX,
     BENCH_PLUGIN_IDX},
    {"every hand, incremental", "chaque main, incrémental", BENCH_ENUM, BENCH_INCR, BENCH_PLUGIN_ENUM},
    {"arrays of masks (batch)", "tableaux de masques (par lots)", BENCH_RANDOM, BENCH_BATCH, BENCH_PLUGIN_BATCH},
};

static const rep_bench_row *side_plugin_row(rep_bench_row *const rows, int n, const struct side_kind *k,
                                           const bench_plugin *pl)
{
    const rep_bench_row *r = find_row(rows, n, k->plugin, k->order, pl);
    if (!r && k->plugin == BENCH_PLUGIN_BATCH)
        r = find_row(rows, n, BENCH_PLUGIN, k->order, pl);
    return r;
}

void rep_bench_side_table(out_table *t, const bench_plugin *pl, int npl, rep_bench_row *const rows[2],
                          const int nrows[2], int lang)
{
    out_init(t, TR("Side by side: the same hands, M evaluations/s, one core",
                   "Côte à côte : les mêmes mains, M évaluations/s, un cœur"));
    out_note(t, "x",
             TR("%s's rate / the plug-in's, both called through the ABI; the talon column is talon's own path called "
                "directly, for reference, in no ratio; a plug-in without a batch function is timed one call a hand",
                "le débit de %s / celui du greffon, tous deux appelés par l'ABI ; la colonne talon est le chemin de "
                "talon appelé directement, pour mémoire, dans aucun rapport ; un greffon sans fonction par lots est "
                "chronométré un appel par main"),
             pl[0].name);
    out_col(t, "cards", TR("Cards", "Cartes"), OUT_INT);
    out_col(t, "input", TR("Input", "Entrée"), OUT_STR);
    out_col(t, "talon_path", TR("talon path, called directly", "Chemin de talon, appelé directement"), OUT_STR);
    out_col(t, "talon_m_per_s", "talon", OUT_NUM);
    static char key[REP_BENCH_PLUGINS_ALL][2][24], head[REP_BENCH_PLUGINS_ALL][80];   /* out_col keeps the pointers */
    if (npl > REP_BENCH_PLUGINS_ALL)
        npl = REP_BENCH_PLUGINS_ALL;
    for (int p = 0; p < npl; p++) {
        snprintf(key[p][0], sizeof key[p][0], p ? "plugin%d_m_per_s" : "talon_abi_m_per_s", p);
        out_col(t, key[p][0], pl[p].name, OUT_NUM);
        if (p) {
            snprintf(key[p][1], sizeof key[p][1], "plugin%d_x", p);
            snprintf(head[p], sizeof head[p], "x %s", pl[p].name);
            out_col(t, key[p][1], head[p], OUT_NUM);
        }
    }
    for (int k = 0; k < 2; k++)
        for (size_t i = 0; i < sizeof SIDE / sizeof SIDE[0]; i++) {
            const rep_bench_row *tr = find_row(rows[k], nrows[k], SIDE[i].talon, SIDE[i].order, NULL);
            if (!tr)
                continue;
            out_row(t);
            out_set_int(t, 0, k == 0 ? 5u : 7u);
            out_set(t, 1, SIDE[i].name, TR(SIDE[i].name, SIDE[i].name_fr));
            out_set(t, 2, tr->name, tr->shown);
            rep_bench_rate(t, 3, tr->st.median);
            const rep_bench_row *base = side_plugin_row(rows[k], nrows[k], &SIDE[i], &pl[0]);
            for (int p = 0, col = 4; p < npl; col += p ? 2 : 1, p++) {
                const rep_bench_row *pr = side_plugin_row(rows[k], nrows[k], &SIDE[i], &pl[p]);
                if (pr)
                    rep_bench_rate(t, col, pr->st.median);
                else
                    out_set_str(t, col, "");
                if (p && pr && base)
                    rep_bench_ratio(t, col + 1, base->st.median / pr->st.median);
                else if (p)
                    out_set_str(t, col + 1, "");
            }
        }
}
