/* rep_bench.c - the tables of `talon bench` (rep_bench.h): the evaluator
 * tables, the dealer, the Monte Carlo engine, the exact tables, and the
 * notes on the machine.  Formatting only: cmd_bench.c parses the options
 * and has the bench layer (bench.h, bench_run.c) measure and check; these
 * functions turn the filled structs into out_tables.  The plug-in tables
 * are in rep_bench_plugin.c.
 *
 * --lang fr: titles, headings, notes and row labels in French (TR); the CSV
 * and JSON names and values stay English.
 */
#include <stdio.h>
#include <string.h>

#include "eval_batch.h"
#include "labels.h"
#include "rep_bench.h"

/* The text of the output's language. */
#define TR(en, fr) out_tr(lang, en, fr)

/* ---- cells ---------------------------------------------------------------------- */

/* A rate in M/s: raw at full precision, shown with 3 significant digits or
 * as a whole number. */
void rep_bench_rate(out_table *t, int col, double per_s)
{
    double m = per_s / 1e6;
    char raw[40], shown[40];
    snprintf(raw, sizeof raw, "%.6g", m);
    snprintf(shown, sizeof shown, m >= 100 ? "%.0f" : m >= 10 ? "%.1f" : m >= 1 ? "%.2f" : "%.3f", m);
    out_set(t, col, raw, shown);
}

void rep_bench_ratio(out_table *t, int col, double x)
{
    char raw[40], shown[40];
    snprintf(raw, sizeof raw, "%.4g", x);
    snprintf(shown, sizeof shown, x >= 100 ? "%.0f x" : x >= 10 ? "%.1f x" : "%.2f x", x);
    out_set(t, col, raw, shown);
}

void rep_bench_hex(out_table *t, int col, uint64_t v)
{
    char s[24];
    snprintf(s, sizeof s, "%016llx", (unsigned long long)v);
    out_set_str(t, col, s);
}

/* ---- the rows of an evaluator table ------------------------------------------------------ */

/* Append a row to rows[n++]: its name in English (nm) and in the output's
 * language (fr), both formatted with the same arguments, and what to time. */
#define ROW(nm, fr, ord, im, is, pl_, tal, lim, ...)                                                  \
    do {                                                                                              \
        rep_bench_row *r_ = &rows[n++];                                                               \
        memset(r_, 0, sizeof *r_);                                                                    \
        snprintf(r_->name, sizeof r_->name, nm, __VA_ARGS__);                                          \
        snprintf(r_->shown, sizeof r_->shown, TR(nm, fr), __VA_ARGS__);                                \
        r_->s = (bench_eval_spec){.cards = cards, .order = ord, .impl = im, .isa = is, .plugin = pl_, \
                                  .limit = lim};                                                      \
        r_->talon = tal;                                                                              \
    } while (0)

/* talon's rows of one evaluator table (cards 5 or 7): every path. */
static int talon_rows(int cards, rep_bench_row *rows, int lang)
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
    ROW("talon eval_walk_hand, incremental%s", "talon eval_walk_hand, incrémental%s", BENCH_ENUM, BENCH_WALK,
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
        cards == 5 ? REP_BENCH_REF5_HANDS : REP_BENCH_REF7_HANDS, cards);
    return n;
}

/* A plug-in's rows: every function it has.  Its one-hand enumeration is
 * timed when a pass is short (5 cards, or a fast enough 7-card evaluator:
 * plugin_rate, its first look). */
static int plugin_rows(int cards, const bench_plugin *pl, double plugin_rate, rep_bench_row *rows, int lang)
{
    int n = 0;
    bool five = cards == 5;
    bool enumerate = bench_plugin_enum_timed(cards, plugin_rate);
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

int rep_bench_eval_rows(int cards, const bench_plugin *pl, int npl, const double *prate, rep_bench_row *rows,
                        int lang)
{
    int n = talon_rows(cards, rows, lang);
    for (int i = 0; i < npl; i++)
        n += plugin_rows(cards, &pl[i], prate[i], rows + n, lang);
    return n;
}

/* ---- the evaluator tables ----------------------------------------------------------------- */

enum { E_EVAL, E_ORDER, E_HANDS, E_RATE, E_BEST, E_WORST, E_XREF, E_SUM };

static const char *order_name(enum bench_order o)
{
    return o == BENCH_ENUM ? "enumeration" : "random";
}

/* The order in a cell: English in CSV and JSON, the output's language shown. */
static void set_order(out_table *t, int col, enum bench_order o, int lang)
{
    out_set(t, col, order_name(o), o == BENCH_ENUM ? TR("enumeration", "énumération") : TR("random", "aléatoire"));
}

void rep_bench_eval_table(out_table *t, int cards, const rules *r, const bench_data *d, const rep_bench_row *rows,
                          int n, const bench_cfg *cfg, uint64_t seed, int lang)
{
    char title[80], dn[40], al[120];
    snprintf(title, sizeof title, TR("Evaluator, %d-card hands: M evaluations/s, one core",
                                     "Évaluateur, mains de %d cartes : M évaluations/s, un cœur"), cards);
    out_init(t, title);
    label_deck_name_lang(r->deck_size, lang, dn, sizeof dn);
    label_ace_low_name_lang(r, lang, al, sizeof al);
    out_note(t, TR("rules", "règles"), TR("%s, ace-low %s, order %s", "%s, as bas %s, ordre %s"), dn, al,
             label_order_name(r->order, lang));
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
             ne, nr, (unsigned long long)seed, cards == 5 ? REP_BENCH_REF5_HANDS : REP_BENCH_REF7_HANDS);
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

    double ref = 0;   /* the reference row's rate: the "x ref" column */
    for (int i = 0; i < n; i++)
        if (rows[i].s.impl == BENCH_REF)
            ref = rows[i].st.median;
    for (int i = 0; i < n; i++) {
        const rep_bench_row *e = &rows[i];
        out_row(t);
        out_set(t, E_EVAL, e->name, e->shown);
        set_order(t, E_ORDER, e->s.order, lang);
        out_set_int(t, E_HANDS, e->st.items);
        rep_bench_rate(t, E_RATE, e->st.median);
        rep_bench_rate(t, E_BEST, e->st.best);
        rep_bench_rate(t, E_WORST, e->st.worst);
        if (ref > 0)
            rep_bench_ratio(t, E_XREF, e->st.median / ref);
        else
            out_set_str(t, E_XREF, "");
        rep_bench_hex(t, E_SUM, e->st.checksum);
    }
}

void rep_bench_enum_skipped(out_table *t, int cards, const bench_plugin *pl, int npl, const double *prate, int lang)
{
    for (int p = 0; p < npl && cards == 7; p++)
        if (pl[p].eval7 && prate[p] > 0 && !bench_plugin_enum_timed(cards, prate[p]))
            out_note(t, TR("plug-in enumeration", "énumération du greffon"),
                     TR("%s, one call a hand: not timed (a pass: about %.0f s)",
                        "%s, un appel par main : non chronométrée (une passe : environ %.0f s)"),
                     pl[p].name, BENCH_ENUM7_HANDS / prate[p]);
}

/* ---- dealer, simulator, exact tables ----------------------------------------------------- */

enum { D_WHAT, D_HANDS, D_RATE, D_BEST, D_WORST, D_SUM };

void rep_bench_deal_table(out_table *t, const rules *r, const bench_stat st[BENCH_DEAL_N], int lang)
{
    /* bench_deal_name's, in French, in enum bench_deal order */
    static const char *const FR[BENCH_DEAL_N] = {"donner 5 cartes (deal_cards)", "donner 5 cartes + eval5",
                                                 "donner 4096 mains + eval_batch"};
    out_init(t, TR("Dealer, one thread: M hands/s", "Donneur, un fil : M mains/s"));
    char dn[40];
    label_deck_name_lang(r->deck_size, lang, dn, sizeof dn);
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
    for (int i = 0; i < BENCH_DEAL_N; i++) {
        const char *name = bench_deal_name((enum bench_deal)i);
        out_row(t);
        out_set(t, D_WHAT, name, TR(name, FR[i]));
        out_set_int(t, D_HANDS, st[i].items);
        rep_bench_rate(t, D_RATE, st[i].median);
        rep_bench_rate(t, D_BEST, st[i].best);
        rep_bench_rate(t, D_WORST, st[i].worst);
        rep_bench_hex(t, D_SUM, st[i].checksum);
    }
}

/* A fraction: raw to 4 significant digits, shown as a whole percentage. */
static void set_percent(out_table *t, int col, double x)
{
    char raw[40], shown[40];
    snprintf(raw, sizeof raw, "%.4g", x);
    snprintf(shown, sizeof shown, "%.0f%%", 100 * x);
    out_set(t, col, raw, shown);
}

enum { S_THREADS, S_TRIALS, S_RATE, S_BEST, S_WORST, S_EFF, S_EFF_BEST, S_CPU, S_EFF_CPU, S_SUM };

void rep_bench_sim_table(out_table *t, const bench_sim_step *steps, int n, uint64_t trials, int lang)
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
    for (int i = 0; i < n; i++) {
        const bench_sim_step *s = &steps[i];
        out_row(t);
        out_set_int(t, S_THREADS, (uint64_t)s->threads);
        out_set_int(t, S_TRIALS, trials);
        rep_bench_rate(t, S_RATE, s->st.median);
        rep_bench_rate(t, S_BEST, s->st.best);
        rep_bench_rate(t, S_WORST, s->st.worst);
        set_percent(t, S_EFF, s->eff);
        set_percent(t, S_EFF_BEST, s->eff_best);
        set_percent(t, S_CPU, s->cpu_share);
        set_percent(t, S_EFF_CPU, s->eff_per_cpu);
        rep_bench_hex(t, S_SUM, s->st.checksum);
    }
}

enum { X_WHAT, X_THREADS, X_SECONDS, X_BEST, X_RATE, X_SUM };

void rep_bench_exact_table(out_table *t, const rules *r, int threads, const bench_cfg *cfg,
                           const bench_stat st[BENCH_EXACT_N], int lang)
{
    out_init(t, TR("Exact tables, all nine decks (20..52 cards): seconds",
                   "Tables exactes, les neuf jeux (20..52 cartes) : secondes"));
    out_note(t, TR("rules", "règles"), TR("ace-low %s, order %s", "as bas %s, ordre %s"),
             r->ace_low ? TR("on", "oui") : TR("off", "non"), label_order_name(r->order, lang));
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
    for (int i = 0; i < BENCH_EXACT_N; i++) {
        enum bench_exact what = (enum bench_exact)i;
        out_row(t);
        out_set_str(t, X_WHAT, bench_exact_name(what));
        out_set_int(t, X_THREADS, what == BENCH_EXACT_FREQ ? 1u : (uint64_t)(threads ? threads : bench_cores()));
        char raw[40], shown[40];
        snprintf(raw, sizeof raw, "%.6g", st[i].seconds);
        snprintf(shown, sizeof shown, "%.3f", st[i].seconds);
        out_set(t, X_SECONDS, raw, shown);
        double best = (double)st[i].items / st[i].best;
        snprintf(raw, sizeof raw, "%.6g", best);
        snprintf(shown, sizeof shown, "%.3f", best);
        out_set(t, X_BEST, raw, shown);
        rep_bench_rate(t, X_RATE, st[i].median);
        rep_bench_hex(t, X_SUM, st[i].checksum);
    }
}

/* ---- the machine ------------------------------------------------------------------------- */

void rep_bench_machine_notes(out_table *t, double seconds, double load, int lang)
{
    char cpu[128];
    bench_cpu_name(cpu, sizeof cpu);
    out_note(t, "machine", TR("%s, %d logical cores; load average %.2f at the start",
                              "%s, %d cœurs logiques ; charge moyenne %.2f au départ"),
             cpu, bench_cores(), load);
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
