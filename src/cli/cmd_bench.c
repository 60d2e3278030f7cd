/* cmd_bench.c - `talon bench`: evaluator, dealer, Monte Carlo and exact-table
 * throughput, and external evaluators (plug-ins, --evaluator A.so,B.so)
 * verified and timed beside talon's own, every talon path (batch, plain
 * loop, table evaluator from masks and from card indexes, incremental, one
 * at a time, reference) with checksums that must agree, and a side-by-side
 * table of talon's path and each plug-in's for each kind of input.
 *
 * Order of work: options checked; the plug-in, if any, loaded and verified
 * (a failure is one line on stderr and exit 1, before any timing); then
 * every measurement (src/bench.c does them and never prints); then the
 * tables, built completely and printed at once.  A status line on stderr
 * says what is being timed when stderr is a terminal.
 *
 * --lang fr: titles, headings, notes and row labels in French (TR); the CSV
 * and JSON names and values, the status line and errors stay English.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "eval_batch.h"

/* --what items. */
enum { W_EVAL5 = 1, W_EVAL7 = 2, W_DEAL = 4, W_SIM = 8, W_EXACT = 16 };
static const struct { const char *name; unsigned bit; } WHAT[] = {
    {"eval5", W_EVAL5}, {"eval7", W_EVAL7}, {"deal", W_DEAL}, {"sim", W_SIM}, {"exact", W_EXACT},
};
#define N_WHAT ((int)(sizeof WHAT / sizeof WHAT[0]))

#define RAND_HANDS (1u << 20)   /* random hands per array: 8 MiB each, in the L3 cache */
#define REF5_HANDS (1u << 18)   /* of them, given to the reference evaluator (~20 M/s) */
#define REF7_HANDS (1u << 15)   /* eval_ref7: ~1 M/s */
#define SIM_TRIALS (1ull << 23) /* Monte Carlo trials per pass (~0.25 s on one thread) */
#define DEAL_HANDS (1ull << 22)
#define PLUGIN_ENUM_MAX_S 2.0   /* a plug-in's enumeration is timed only if a pass is shorter */
#define PLUGINS_MAX 4           /* --evaluator A.so,B.so,... */
#define PLUGINS_ALL (PLUGINS_MAX + 1)   /* and talon's own, first (bench_plugin_talon) */
#define ROWS_MAX 48             /* rows of one evaluator table */

static unsigned parse_what(const char *s)
{
    if (!s)
        return W_EVAL5 | W_EVAL7 | W_DEAL | W_SIM | W_EXACT;
    char buf[128];
    if (strlen(s) >= sizeof buf)
        cli_usage_error("--what: list too long");
    strcpy(buf, s);
    unsigned what = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int k = -1;
        for (int i = 0; i < N_WHAT; i++)
            if (strcmp(tok, WHAT[i].name) == 0)
                k = i;
        if (k < 0)
            cli_usage_error("--what: unknown item '%s' (eval5, eval7, deal, sim, exact)", tok);
        what |= WHAT[k].bit;
    }
    if (!what)
        cli_usage_error("--what needs a list such as eval5,eval7,deal,sim,exact");
    return what;
}

/* ---- status line ---------------------------------------------------------------- */

static int g_tty = -1;
static double g_load;   /* the load average when the command started */
static int g_lang;      /* --lang: 0 English, 1 French (titles, headings, notes; errors stay English) */

/* The text of the output's language (status lines and errors stay English). */
#define TR(en, fr) out_tr(g_lang, en, fr)

static void status(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void status(const char *fmt, ...)
{
    if (g_tty < 0)
        g_tty = isatty(STDERR_FILENO);
    if (!g_tty)
        return;
    char line[100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\r\033[Ktalon bench: %s", line);
    fflush(stderr);
}

static void status_end(void)
{
    if (g_tty > 0)
        fprintf(stderr, "\r\033[K");
}

static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---- cells ---------------------------------------------------------------------- */

/* A rate in M/s: raw at full precision, shown with 3 significant digits or
 * as a whole number. */
static void set_rate(out_table *t, int col, double per_s)
{
    double m = per_s / 1e6;
    char raw[40], shown[40];
    snprintf(raw, sizeof raw, "%.6g", m);
    snprintf(shown, sizeof shown, m >= 100 ? "%.0f" : m >= 10 ? "%.1f" : m >= 1 ? "%.2f" : "%.3f", m);
    out_set(t, col, raw, shown);
}

static void set_ratio(out_table *t, int col, double x)
{
    char raw[40], shown[40];
    snprintf(raw, sizeof raw, "%.4g", x);
    snprintf(shown, sizeof shown, x >= 100 ? "%.0f x" : x >= 10 ? "%.1f x" : "%.2f x", x);
    out_set(t, col, raw, shown);
}

static void set_hex(out_table *t, int col, uint64_t v)
{
    char s[24];
    snprintf(s, sizeof s, "%016llx", (unsigned long long)v);
    out_set_str(t, col, s);
}

static void check(int rc, const char *what)
{
    if (rc == TALON_E_PARSE)
        cli_fail("bench: %s: the checksum changed between passes (a non-deterministic evaluator?)", what);
    if (rc != TALON_OK)
        cli_fail("bench: %s: %s", what, err_str(rc));
}

/* ---- evaluators ------------------------------------------------------------------ */

typedef struct eval_row {
    char name[96];     /* English: the CSV and JSON value and error messages */
    char shown[96];    /* the name in the output's language */
    bench_eval_spec s;
    bool talon;        /* talon's own values: checksums must agree with the other talon rows */
    bench_stat st;
} eval_row;

enum { E_EVAL, E_ORDER, E_HANDS, E_RATE, E_BEST, E_WORST, E_XREF, E_SUM };

static const char *order_name(enum bench_order o)
{
    return o == BENCH_ENUM ? "enumeration" : "random";
}

/* The order in a cell: English in CSV and JSON, the output's language shown. */
static void set_order(out_table *t, int col, enum bench_order o)
{
    out_set(t, col, order_name(o), o == BENCH_ENUM ? TR("enumeration", "énumération") : TR("random", "aléatoire"));
}

#define ROW(nm, fr, ord, im, is, pl_, tal, lim, ...)                                              \
    do {                                                                                          \
        eval_row *r_ = &rows[n++];                                                                \
        memset(r_, 0, sizeof *r_);                                                                \
        snprintf(r_->name, sizeof r_->name, nm, __VA_ARGS__);                                      \
        snprintf(r_->shown, sizeof r_->shown, TR(nm, fr), __VA_ARGS__);                            \
        r_->s = (bench_eval_spec){.cards = cards, .order = ord, .impl = im, .isa = is, .plugin = pl_, \
                                  .limit = lim};                                                  \
        r_->talon = tal;                                                                          \
    } while (0)

/* talon's rows of one evaluator table (cards 5 or 7): every path. */
static int talon_rows(int cards, eval_row *rows)
{
    int n = 0;
    enum eval_isa best = eval_batch_best();
    const char *fn = cards == 5 ? "eval5" : "eval7";
    ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_ENUM, BENCH_BATCH, best, NULL, true, 0,
        eval_isa_name(best));
    ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_RANDOM, BENCH_BATCH, best, NULL, true, 0,
        eval_isa_name(best));
    for (int isa = EVAL_ISA_AVX512; isa > EVAL_ISA_AUTO; isa--)
        if (isa != (int)best && eval_batch_supported((enum eval_isa)isa))
            ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_RANDOM, BENCH_BATCH, (enum eval_isa)isa, NULL,
                true, 0, eval_isa_name((enum eval_isa)isa));
    ROW("talon %s, plain loop", "talon %s, boucle simple", BENCH_ENUM, BENCH_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon %s, plain loop", "talon %s, boucle simple", BENCH_RANDOM, BENCH_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon %s, plain loop from card indexes", "talon %s, boucle simple sur des indices de cartes", BENCH_RANDOM,
        BENCH_IDX_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon eval_fast, one at a time%s", "talon eval_fast, une main à la fois%s", BENCH_ENUM, BENCH_FAST,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast, one at a time%s", "talon eval_fast, une main à la fois%s", BENCH_RANDOM, BENCH_FAST,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast, from card indexes%s", "talon eval_fast, sur des indices de cartes%s", BENCH_RANDOM,
        BENCH_FAST_IDX, EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental%s", "talon eval_fast_hand, incrémental%s", BENCH_ENUM, BENCH_INCR,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental%s", "talon eval_fast_hand, incrémental%s", BENCH_RANDOM, BENCH_INCR,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental, last card by eval_fast_each%s",
        "talon eval_fast_hand, incrémental, dernière carte par eval_fast_each%s", BENCH_ENUM, BENCH_EACH, EVAL_ISA_AUTO,
        NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental, last two cards by rank pair%s",
        "talon eval_fast_hand, incrémental, deux dernières cartes par paire de rangs%s", BENCH_ENUM, BENCH_PAIRS,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon %s, one at a time", "talon %s, une main à la fois", BENCH_RANDOM, BENCH_ONE, EVAL_ISA_AUTO, NULL, true,
        0, fn);
    ROW("reference eval_ref%d", "référence eval_ref%d", BENCH_RANDOM, BENCH_REF, EVAL_ISA_AUTO, NULL, false,
        cards == 5 ? REF5_HANDS : REF7_HANDS, cards);
    return n;
}

/* A plug-in's rows: every function it has.  Its one-hand enumeration is
 * timed when a pass is short (5 cards, or a fast enough 7-card evaluator:
 * plugin_rate, its first look). */
static int plugin_rows(int cards, const bench_plugin *pl, double plugin_rate, eval_row *rows)
{
    int n = 0;
    bool five = cards == 5;
    bool enumerate = five || (plugin_rate > 0 && 133784560.0 / plugin_rate < PLUGIN_ENUM_MAX_S);
    if (five ? pl->eval5 : pl->eval7) {
        ROW("plug-in %s", "greffon %s", BENCH_RANDOM, BENCH_PLUGIN, EVAL_ISA_AUTO, pl, false, 0, pl->name);
        if (enumerate)
            ROW("plug-in %s", "greffon %s", BENCH_ENUM, BENCH_PLUGIN, EVAL_ISA_AUTO, pl, false, 0, pl->name);
    }
    if (five ? pl->eval5_batch : pl->eval7_batch) {
        ROW("plug-in %s, batch", "greffon %s, par lots", BENCH_RANDOM, BENCH_PLUGIN_BATCH, EVAL_ISA_AUTO, pl, false, 0,
            pl->name);
        if (enumerate)
            ROW("plug-in %s, batch", "greffon %s, par lots", BENCH_ENUM, BENCH_PLUGIN_BATCH, EVAL_ISA_AUTO, pl, false,
                0, pl->name);
    }
    if (five ? pl->eval5_idx : pl->eval7_idx)
        ROW("plug-in %s, from card indexes", "greffon %s, sur des indices de cartes", BENCH_RANDOM, BENCH_PLUGIN_IDX,
            EVAL_ISA_AUTO, pl, false, 0, pl->name);
    if (pl->enumerate)
        ROW("plug-in %s, its enumeration", "greffon %s, son énumération", BENCH_ENUM, BENCH_PLUGIN_ENUM, EVAL_ISA_AUTO,
            pl, false, 0, pl->name);
    return n;
}
#undef ROW

/* The rows of one evaluator table: talon's, then each plug-in's. */
static int eval_rows(int cards, const bench_plugin *pl, int npl, const double *prate, eval_row *rows)
{
    int n = talon_rows(cards, rows);
    for (int i = 0; i < npl; i++)
        n += plugin_rows(cards, &pl[i], prate[i], rows + n);
    return n;
}

/* Time the rows, interleaved (bench_eval_set): repetition r of every row,
 * then r + 1. */
static void eval_measure(const bench_data *d, eval_row *rows, int n, const bench_cfg *cfg)
{
    bench_eval_spec s[ROWS_MAX];
    bench_stat st[ROWS_MAX];
    for (int i = 0; i < n; i++)
        s[i] = rows[i].s;
    status("eval%d: %d rows, %d interleaved rounds", n ? rows[0].s.cards : 0, n, cfg->reps);
    int rc = bench_eval_set(d, s, n, cfg, st);
    if (rc != TALON_OK) {
        for (int i = 0; i < n; i++)   /* name the row that fails */
            check(bench_eval(d, &s[i], cfg, &st[i]), rows[i].name);
        check(rc, "the evaluators");
    }
    for (int i = 0; i < n; i++)
        rows[i].st = st[i];
}

static void eval_table(out_table *t, int cards, const rules *r, const bench_data *d, eval_row *rows, int n,
                       const bench_cfg *cfg, uint64_t seed)
{
    char title[80], dn[40], al[120];
    snprintf(title, sizeof title, TR("Evaluator, %d-card hands: M evaluations/s, one core",
                                     "Évaluateur, mains de %d cartes : M évaluations/s, un cœur"), cards);
    out_init(t, title);
    cli_deck_name_lang(r->deck_size, g_lang, dn, sizeof dn);
    cli_ace_low_name_lang(r, g_lang, al, sizeof al);
    out_note(t, TR("rules", "règles"), TR("%s, ace-low %s, order %s", "%s, as bas %s, ordre %s"), dn, al,
             cli_order_name(r->order, g_lang));
    out_note(t, TR("method", "méthode"),
             TR("median of %d repetition%s of at least %.2g s after a warm-up, the rows interleaved "
                "(repetition r of every row, then r + 1); best and worst beside",
                "médiane de %d répétition%s d'au moins %.2g s après un échauffement, les lignes entrelacées "
                "(répétition r de chaque ligne, puis r + 1) ; la meilleure et la pire à côté"),
             cfg->reps, cfg->reps > 1 ? "s" : "", cfg->min_seconds);
    char nr[40], ne[40];
    out_group_digits(d->n, nr, sizeof nr);
    out_group_digits(bench_enum_count(d, cards), ne, sizeof ne);
    out_note(t, TR("hands", "mains"),
             TR("enumeration: all %s hands in order; random: an array of %s (seed %llu); reference: the first %u of it",
                "énumération : les %s mains dans l'ordre ; aléatoire : un tableau de %s (graine %llu) ; référence : "
                "ses %u premières"),
             ne, nr, (unsigned long long)seed, cards == 5 ? REF5_HANDS : REF7_HANDS);
    out_note(t, TR("checksum", "somme de contrôle"),
             TR("the sum of the values; equal on every talon row of the same hands (checked)",
                "la somme des valeurs ; égale sur chaque ligne de talon des mêmes mains (vérifié)"));

    out_col(t, "evaluator", TR("Evaluator", "Évaluateur"), OUT_STR);
    out_col(t, "order", TR("Hands", "Mains"), OUT_STR);
    out_col(t, "hands", TR("Count", "Nombre"), OUT_INT);
    out_col(t, "m_per_s", "M/s", OUT_NUM);
    out_col(t, "best_m_per_s", TR("Best", "Meilleur"), OUT_NUM);
    out_col(t, "worst_m_per_s", TR("Worst", "Pire"), OUT_NUM);
    out_col(t, "x_reference", TR("x ref", "x réf"), OUT_NUM);
    out_col(t, "checksum", TR("Checksum", "Somme de contrôle"), OUT_STR);
    out_hide(t, E_HANDS);

    /* Every talon row of the same hands (order) must have the same checksum. */
    double ref = 0;
    uint64_t sum[2] = {0, 0};
    bool have[2] = {false, false};
    for (int i = 0; i < n; i++) {
        if (rows[i].s.impl == BENCH_REF)
            ref = rows[i].st.median;
        if (!rows[i].talon)
            continue;
        int o = rows[i].s.order == BENCH_RANDOM;
        if (have[o] && sum[o] != rows[i].st.checksum)
            cli_fail("bench: %s gives other values than the other talon rows (checksum %016llx)", rows[i].name,
                     (unsigned long long)rows[i].st.checksum);
        sum[o] = rows[i].st.checksum, have[o] = true;
    }
    for (int i = 0; i < n; i++) {
        const eval_row *e = &rows[i];
        out_row(t);
        out_set(t, E_EVAL, e->name, e->shown);
        set_order(t, E_ORDER, e->s.order);
        out_set_int(t, E_HANDS, e->st.items);
        set_rate(t, E_RATE, e->st.median);
        set_rate(t, E_BEST, e->st.best);
        set_rate(t, E_WORST, e->st.worst);
        if (ref > 0)
            set_ratio(t, E_XREF, e->st.median / ref);
        else
            out_set_str(t, E_XREF, "");
        set_hex(t, E_SUM, e->st.checksum);
    }
}

/* ---- the plug-in ------------------------------------------------------------------- */

enum { V_CARDS, V_CAT, V_PLUGIN, V_TALON, V_AGREE };

static void verify_table(out_table *t, const bench_plugin *pl, const char *path, const bench_verify *v, int nv)
{
    char title[128];
    snprintf(title, sizeof title, TR("Plug-in %s: verified against talon", "Greffon %s : vérifié face à talon"),
             pl->name);
    out_init(t, title);
    out_note(t, TR("library", "bibliothèque"), "%s", path);
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
            out_set(t, V_CAT, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, g_lang));
            out_set_int(t, V_PLUGIN, v[i].count[c]);
            out_set_int(t, V_TALON, v[i].expect[c]);
            bool agree = v[i].count[c] == v[i].expect[c];
            if (g_lang)
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

static const eval_row *find_row(eval_row *const rows, int n, enum bench_impl im, enum bench_order o,
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
static void compare_table(out_table *t, const bench_plugin *base, const bench_plugin *pl, eval_row *const rows[2],
                          const int nrows[2])
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
            const eval_row *tr = find_row(rows[k], nrows[k], CALLS[i].impl, CALLS[i].order, base);
            const eval_row *pr = find_row(rows[k], nrows[k], CALLS[i].impl, CALLS[i].order, pl);
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
            set_rate(t, C_TALON, tr->st.median);
            set_rate(t, C_PLUGIN, pr->st.median);
            set_ratio(t, C_X, tr->st.median / pr->st.median);
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

static const eval_row *side_plugin_row(eval_row *const rows, int n, const struct side_kind *k, const bench_plugin *pl)
{
    const eval_row *r = find_row(rows, n, k->plugin, k->order, pl);
    if (!r && k->plugin == BENCH_PLUGIN_BATCH)
        r = find_row(rows, n, BENCH_PLUGIN, k->order, pl);
    return r;
}

static void side_table(out_table *t, const bench_plugin *pl, int npl, eval_row *const rows[2], const int nrows[2])
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
    static char key[PLUGINS_ALL][2][24], head[PLUGINS_ALL][80];   /* out_col keeps the pointers */
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
            const eval_row *tr = find_row(rows[k], nrows[k], SIDE[i].talon, SIDE[i].order, NULL);
            if (!tr)
                continue;
            out_row(t);
            out_set_int(t, 0, k == 0 ? 5u : 7u);
            out_set(t, 1, SIDE[i].name, TR(SIDE[i].name, SIDE[i].name_fr));
            out_set(t, 2, tr->name, tr->shown);
            set_rate(t, 3, tr->st.median);
            const eval_row *base = side_plugin_row(rows[k], nrows[k], &SIDE[i], &pl[0]);
            for (int p = 0, col = 4; p < npl; col += p ? 2 : 1, p++) {
                const eval_row *pr = side_plugin_row(rows[k], nrows[k], &SIDE[i], &pl[p]);
                if (pr)
                    set_rate(t, col, pr->st.median);
                else
                    out_set_str(t, col, "");
                if (p && pr && base)
                    set_ratio(t, col + 1, base->st.median / pr->st.median);
                else if (p)
                    out_set_str(t, col + 1, "");
            }
        }
}

/* ---- dealer, simulator, exact tables ----------------------------------------------------- */

enum { D_WHAT, D_HANDS, D_RATE, D_BEST, D_WORST, D_SUM };

static void deal_table(out_table *t, const rules *r, const bench_cfg *cfg)
{
    static const struct { enum bench_deal what; const char *name, *name_fr; } D[] = {
        {BENCH_DEAL_ONLY, "deal 5 cards (deal_cards)", "donner 5 cartes (deal_cards)"},
        {BENCH_DEAL_EVAL5, "deal 5 cards + eval5", "donner 5 cartes + eval5"},
        {BENCH_DEAL_BATCH, "deal 4096 hands + eval_batch", "donner 4096 mains + eval_batch"},
    };
    out_init(t, TR("Dealer, one thread: M hands/s", "Donneur, un fil : M mains/s"));
    char dn[40];
    cli_deck_name_lang(r->deck_size, g_lang, dn, sizeof dn);
    out_note(t, TR("what", "quoi"),
             TR("partial Fisher-Yates from a %s deck with PCG32 (deal.h), as tab_freq_mc deals; no engine",
                "Fisher-Yates partiel d'un jeu de %s avec PCG32 (deal.h), comme donne tab_freq_mc ; sans moteur"),
             dn);
    out_col(t, "what", TR("What", "Quoi"), OUT_STR);
    out_col(t, "hands", TR("Hands", "Mains"), OUT_INT);
    out_col(t, "m_per_s", "M/s", OUT_NUM);
    out_col(t, "best_m_per_s", TR("Best", "Meilleur"), OUT_NUM);
    out_col(t, "worst_m_per_s", TR("Worst", "Pire"), OUT_NUM);
    out_col(t, "checksum", TR("Checksum", "Somme de contrôle"), OUT_STR);
    out_hide(t, D_HANDS);
    bench_stat st[3];
    for (int i = 0; i < 3; i++) {
        status("deal: %s", D[i].name);
        check(bench_deal(r, D[i].what, DEAL_HANDS, cfg, &st[i]), D[i].name);
    }
    if (st[1].checksum != st[2].checksum)
        cli_fail("bench: eval5 and eval_batch give other values on the same dealt hands");
    for (int i = 0; i < 3; i++) {
        out_row(t);
        out_set(t, D_WHAT, D[i].name, TR(D[i].name, D[i].name_fr));
        out_set_int(t, D_HANDS, st[i].items);
        set_rate(t, D_RATE, st[i].median);
        set_rate(t, D_BEST, st[i].best);
        set_rate(t, D_WORST, st[i].worst);
        set_hex(t, D_SUM, st[i].checksum);
    }
}

enum { S_THREADS, S_TRIALS, S_RATE, S_BEST, S_WORST, S_EFF, S_EFF_BEST, S_CPU, S_EFF_CPU, S_SUM };

static void sim_table(out_table *t, const rules *r, int max_threads, uint64_t trials, const bench_cfg *cfg)
{
    out_init(t, TR("Monte Carlo engine (tab_freq_mc: deal 5 + eval5 + count): M hands/s",
                   "Moteur de Monte-Carlo (tab_freq_mc : donner 5 + eval5 + compter) : M mains/s"));
    char tr[40];
    out_group_digits(trials, tr, sizeof tr);
    out_note(t, TR("run", "exécution"),
             TR("%s trials per run, seed 12345, %d cores; the checksum folds the counts (the same at any thread count)",
                "%s tirages par exécution, graine 12345, %d cœurs ; la somme de contrôle replie les comptes (la même "
                "à tout nombre de fils)"),
             tr, bench_cores());
    out_note(t, TR("efficiency", "efficacité"),
             TR("rate at T threads / (T x rate at 1 thread), from the medians; \"best\": from the quietest runs",
                "débit à T fils / (T x débit à 1 fil), d'après les médianes ; « meilleure » : d'après les "
                "exécutions les plus calmes"));
    out_col(t, "threads", TR("Threads", "Fils"), OUT_INT);
    out_col(t, "trials", TR("Trials", "Tirages"), OUT_INT);
    out_col(t, "m_per_s", "M/s", OUT_NUM);
    out_col(t, "best_m_per_s", TR("Best", "Meilleur"), OUT_NUM);
    out_col(t, "worst_m_per_s", TR("Worst", "Pire"), OUT_NUM);
    out_col(t, "efficiency", TR("Efficiency", "Efficacité"), OUT_NUM);
    out_col(t, "efficiency_best", TR("Eff. best", "Eff. meilleure"), OUT_NUM);
    out_col(t, "cpu_share", TR("CPU got", "CPU obtenu"), OUT_NUM);
    out_col(t, "efficiency_per_cpu", TR("Eff. per CPU", "Eff. par CPU"), OUT_NUM);
    out_col(t, "checksum", TR("Checksum", "Somme de contrôle"), OUT_STR);
    out_hide(t, S_TRIALS);
    out_note(t, TR("cpu got", "cpu obtenu"),
             TR("the process's CPU time / (wall time x threads), median: below 100%% the threads waited for a core "
                "(other work on the machine), not for each other",
                "le temps CPU du processus / (temps réel x fils), médiane : sous 100 %% les fils ont attendu un cœur "
                "(d'autres travaux sur la machine), non les uns les autres"));
    out_note(t, TR("eff. per cpu", "eff. par cpu"),
             TR("hands per CPU-second at T threads / at 1 thread: the share of the CPU time obtained that went into "
                "hands; below 100%%, time lost in the engine or to contention the CPU time does not show (a busy "
                "host, shared caches)",
                "mains par seconde CPU à T fils / à 1 fil : la part du temps CPU obtenu qui est allée aux mains ; "
                "sous 100 %%, du temps perdu dans le moteur ou en contention que le temps CPU ne montre pas (un hôte "
                "chargé, des caches partagés)"));
    int list[16], n = 0;
    for (int k = 1; k < max_threads && n < 15; k *= 2)
        list[n++] = k;
    list[n++] = max_threads;
    bench_stat one = {0};
    for (int i = 0; i < n; i++) {
        bench_stat st;
        status("sim: %d thread%s", list[i], list[i] > 1 ? "s" : "");
        check(bench_sim(r, list[i], trials, cfg, &st), "tab_freq_mc");
        if (i == 0)
            one = st;
        else if (st.checksum != one.checksum)
            cli_fail("bench: tab_freq_mc gave other counts at %d threads", list[i]);
        out_row(t);
        out_set_int(t, S_THREADS, (uint64_t)list[i]);
        out_set_int(t, S_TRIALS, trials);
        set_rate(t, S_RATE, st.median);
        set_rate(t, S_BEST, st.best);
        set_rate(t, S_WORST, st.worst);
        char raw[40], shown[40];
        double e = st.median / (list[i] * one.median), eb = st.best / (list[i] * one.best);
        snprintf(raw, sizeof raw, "%.4g", e);
        snprintf(shown, sizeof shown, "%.0f%%", 100 * e);
        out_set(t, S_EFF, raw, shown);
        snprintf(raw, sizeof raw, "%.4g", eb);
        snprintf(shown, sizeof shown, "%.0f%%", 100 * eb);
        out_set(t, S_EFF_BEST, raw, shown);
        double got = st.cpu / list[i];
        snprintf(raw, sizeof raw, "%.4g", got);
        snprintf(shown, sizeof shown, "%.0f%%", 100 * got);
        out_set(t, S_CPU, raw, shown);
        double per_cpu = (st.median / st.cpu) / (one.median / one.cpu);
        snprintf(raw, sizeof raw, "%.4g", per_cpu);
        snprintf(shown, sizeof shown, "%.0f%%", 100 * per_cpu);
        out_set(t, S_EFF_CPU, raw, shown);
        set_hex(t, S_SUM, st.checksum);
    }
}

enum { X_WHAT, X_THREADS, X_SECONDS, X_BEST, X_RATE, X_SUM };

static void exact_table(out_table *t, const rules *r, int threads, const bench_cfg *cfg)
{
    out_init(t, TR("Exact tables, all nine decks (20..52 cards): seconds",
                   "Tables exactes, les neuf jeux (20..52 cartes) : secondes"));
    out_note(t, TR("rules", "règles"), TR("ace-low %s, order %s", "as bas %s, ordre %s"),
             r->ace_low ? TR("on", "oui") : TR("off", "non"), cli_order_name(r->order, g_lang));
    out_note(t, TR("method", "méthode"),
             TR("median of %d run%s after a warm-up; the drawn tables use the article's strategy",
                "médiane de %d exécution%s après un échauffement ; les tables de cartes demandées suivent la "
                "stratégie de l'article"),
             cfg->reps, cfg->reps > 1 ? "s" : "");
    out_col(t, "what", TR("Command", "Commande"), OUT_STR);
    out_col(t, "threads", TR("Threads", "Fils"), OUT_INT);
    out_col(t, "seconds", TR("Seconds", "Secondes"), OUT_NUM);
    out_col(t, "best_seconds", TR("Best", "Meilleur"), OUT_NUM);
    out_col(t, "m_hands_per_s", TR("M hands/s", "M mains/s"), OUT_NUM);
    out_col(t, "checksum", TR("Checksum", "Somme de contrôle"), OUT_STR);
    static const struct { enum bench_exact what; const char *name; } X[] = {
        {BENCH_EXACT_FREQ, "talon freq --deck all"},
        {BENCH_EXACT_DRAWN, "talon drawn --deck all"},
    };
    for (int i = 0; i < 2; i++) {
        bench_stat st;
        status("exact: %s", X[i].name);
        check(bench_exact(X[i].what, r->ace_low, r->order, threads, cfg, &st), X[i].name);
        out_row(t);
        out_set_str(t, X_WHAT, X[i].name);
        out_set_int(t, X_THREADS, X[i].what == BENCH_EXACT_FREQ ? 1u : (uint64_t)(threads ? threads : bench_cores()));
        char raw[40], shown[40];
        snprintf(raw, sizeof raw, "%.6g", st.seconds);
        snprintf(shown, sizeof shown, "%.3f", st.seconds);
        out_set(t, X_SECONDS, raw, shown);
        double best = (double)st.items / st.best;
        snprintf(raw, sizeof raw, "%.6g", best);
        snprintf(shown, sizeof shown, "%.3f", best);
        out_set(t, X_BEST, raw, shown);
        set_rate(t, X_RATE, st.median);
        set_hex(t, X_SUM, st.checksum);
    }
}

/* ---- the command ------------------------------------------------------------------------- */

static void machine_notes(out_table *t, double seconds)
{
    char cpu[128];
    bench_cpu_name(cpu, sizeof cpu);
    out_note(t, "machine", TR("%s, %d logical cores; load average %.2f at the start",
                              "%s, %d cœurs logiques ; charge moyenne %.2f au départ"),
             cpu, bench_cores(), g_load);
    out_note(t, TR("compiler", "compilateur"), "%s %s, %s",
#ifdef __clang__
             "clang",
#else
             "GCC",
#endif
             __VERSION__,
#ifdef __OPTIMIZE__
             TR("optimised", "optimisé")
#else
             TR("NOT optimised (a debug build: the figures mean little)",
                "NON optimisé (une construction de débogage : les chiffres disent peu)")
#endif
    );
    out_note(t, "simd",
             TR("eval_batch on this CPU: %s (built for %s)", "eval_batch sur ce processeur : %s (compilé pour %s)"),
             eval_isa_name(eval_batch_best()),
#if defined(__AVX512BITALG__) && defined(__AVX512BW__)
             TR("AVX-512, -march with BITALG", "AVX-512, -march avec BITALG")
#elif defined(__AVX2__)
             "AVX2"
#else
             TR("baseline x86-64 or another architecture", "x86-64 de base ou une autre architecture")
#endif
    );
    out_note(t, TR("total time", "temps total"), "%.1f s", seconds);
}

/* Load and verify the plug-ins of --evaluator A.so[,B.so...] (nothing is
 * timed before all pass).  Returns how many. */
static int plugins_load(const cli_opts *o, const rules *r, bench_plugin *pl, char path[][512], bench_verify ver[][2],
                        int *nver)
{
    if (!o->evaluator)
        return 0;
    if (r->deck_size != 52 || !r->ace_low || r->order != ORDER_MODERN)
        cli_usage_error("--evaluator compares under the standard rules: 52 cards, --ace-low on, --order modern");
    char buf[1024];
    if (strlen(o->evaluator) >= sizeof buf)
        cli_usage_error("--evaluator: list too long");
    strcpy(buf, o->evaluator);
    /* talon's own evaluator behind the same ABI comes first: every ratio
     * sets a plug-in's call against the same call of talon's. */
    if (bench_plugin_talon(&pl[0]) != TALON_OK)
        cli_fail("bench: %s", err_str(TALON_E_NOMEM));
    snprintf(path[0], 512, "%s", TR("built in (src/bench/bench_abi.c)", "intégré (src/bench/bench_abi.c)"));
    int n = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n == PLUGINS_MAX)
            cli_usage_error("--evaluator: at most %d plug-ins", PLUGINS_MAX);
        n++;
        snprintf(path[n], 512, "%s", tok);
        char why[BENCH_WHY_MAX];
        if (bench_plugin_open(&pl[n], tok, why, sizeof why) != TALON_OK)
            cli_usage_error("%s", why);   /* a plug-in that is not there or not one: bad input, exit 2 */
    }
    n++;   /* talon's own plug-in and the n opened */
    for (int p = 0; p < n; p++) {
        nver[p] = 0;
        for (int cards = 5; cards <= 7 && (cards == 5 || pl[p].eval7); cards += 2) {
            status("verifying plug-in %s, %d-card hands", pl[p].name, cards);
            if (bench_plugin_verify(&pl[p], cards, o->threads, &ver[p][nver[p]]) != TALON_OK) {
                status_end();
                cli_fail("evaluator '%s' rejected: %s", pl[p].name, ver[p][nver[p]].why);
            }
            nver[p]++;
        }
    }
    return n;
}

/* A first look at a plug-in's 7-card speed (the faster of its one-hand and
 * batch functions), so that a slow one's enumeration, minutes long, is
 * skipped. */
static double plugin_first_look(const bench_data *d, const bench_plugin *pl)
{
    double prate = 0;
    if (!pl->eval7)
        return 0;
    bench_eval_spec s = {.cards = 7, .order = BENCH_RANDOM, .impl = BENCH_PLUGIN, .plugin = pl, .limit = 1u << 16};
    bench_cfg quick = {.reps = 1, .min_seconds = 0.05};
    bench_stat st;
    status("eval7: plug-in %s, a first look", pl->name);
    for (int b = 0; b < (pl->eval7_batch ? 2 : 1); b++) {
        s.impl = b ? BENCH_PLUGIN_BATCH : BENCH_PLUGIN;
        check(bench_eval(d, &s, &quick, &st), pl->name);
        if (st.median > prate)
            prate = st.median;
    }
    return prate;
}

/* The evaluator tables (and, with plug-ins, their verification, the
 * comparisons and the side-by-side table) into ts; returns how many. */
static int eval_section(const cli_opts *o, unsigned what, const rules *r, const bench_cfg *cfg, bench_plugin *pl,
                        int npl, char path[][512], bench_verify ver[][2], const int *nver, out_table *tables)
{
    bench_data d;
    status("preparing the hands");
    int rc = bench_data_init(&d, r, RAND_HANDS, o->seed);
    if (rc != TALON_OK)
        cli_fail("bench: %s", err_str(rc));
    static eval_row rows[2][ROWS_MAX];
    int nrows[2] = {0, 0}, nt = 0;
    for (int k = 0; k < 2; k++) {
        int cards = k == 0 ? 5 : 7;
        if (!(what & (k == 0 ? W_EVAL5 : W_EVAL7)))
            continue;
        double prate[PLUGINS_ALL] = {0};
        for (int p = 0; p < npl && cards == 7; p++)
            prate[p] = plugin_first_look(&d, &pl[p]);
        nrows[k] = eval_rows(cards, pl, npl, prate, rows[k]);
        eval_measure(&d, rows[k], nrows[k], cfg);
        eval_table(&tables[nt], cards, r, &d, rows[k], nrows[k], cfg, o->seed);
        for (int p = 0; p < npl && cards == 7; p++)
            if (pl[p].eval7 && prate[p] > 0 && 133784560.0 / prate[p] >= PLUGIN_ENUM_MAX_S)
                out_note(&tables[nt], TR("plug-in enumeration", "énumération du greffon"),
                         TR("%s, one call a hand: not timed (a pass: about %.0f s)",
                            "%s, un appel par main : non chronométrée (une passe : environ %.0f s)"),
                         pl[p].name, 133784560.0 / prate[p]);
        nt++;
    }
    bench_data_free(&d);
    eval_row *rp[2] = {rows[0], rows[1]};
    for (int p = 0; p < npl; p++) {
        verify_table(&tables[nt++], &pl[p], path[p], ver[p], nver[p]);
        if (p)
            compare_table(&tables[nt++], &pl[0], &pl[p], rp, nrows);
    }
    if (npl)
        side_table(&tables[nt++], pl, npl, rp, nrows);
    return nt;
}

int cmd_bench(const cli_opts *o)
{
    double t_start = wall();
    g_load = bench_load();
    g_lang = o->lang;
    unsigned what = parse_what(o->what);
    /* Options that no measurement asked would use are refused, not ignored. */
    if (o->trials_set && !(what & W_SIM))
        cli_usage_error("--trials sets the trials of each sim run: --what has no sim");
    if (o->seed_set && !(what & (W_EVAL5 | W_EVAL7)))
        cli_usage_error("--seed draws the random hands of eval5 and eval7: --what has neither");
    rules r;
    cli_rules(o, o->decks[0], &r);
    bench_cfg cfg;
    bench_cfg_init(&cfg);
    if (o->reps)
        cfg.reps = o->reps;

    /* The plug-ins: loaded and verified before anything is timed. */
    bench_plugin pl[PLUGINS_ALL] = {{0}};
    bench_verify ver[PLUGINS_ALL][2];
    int nver[PLUGINS_ALL];
    char path[PLUGINS_ALL][512];
    int npl = plugins_load(o, &r, pl, path, ver, nver);

    out_table tables[4 + 2 * PLUGINS_ALL + 4], *ts[4 + 2 * PLUGINS_ALL + 4];
    int nt = 0;
    if (what & (W_EVAL5 | W_EVAL7))
        nt = eval_section(o, what, &r, &cfg, pl, npl, path, ver, nver, tables);
    else
        for (int p = 0; p < npl; p++)
            verify_table(&tables[nt++], &pl[p], path[p], ver[p], nver[p]);
    if (what & W_DEAL)
        deal_table(&tables[nt++], &r, &cfg);
    if (what & W_SIM)
        sim_table(&tables[nt++], &r, o->threads ? o->threads : bench_cores(), o->trials_set ? o->trials : SIM_TRIALS,
                  &cfg);
    if (what & W_EXACT) {
        bench_cfg xc = {.reps = cfg.reps > 3 ? 3 : cfg.reps, .min_seconds = 0};
        exact_table(&tables[nt++], &r, o->threads, &xc);
    }
    status_end();
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    machine_notes(ts[0], wall() - t_start);
    cli_emit(ts, nt, o);
    for (int p = 0; p < npl; p++)   /* after the tables: their headings point at the names */
        bench_plugin_close(&pl[p]);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    return 0;
}
