/* cmd_solve.c - talon solve: parse the options into solve_params, call
 * solve_run (src/solver/solve.h), print its report.
 *
 * Every figure comes from the library; this file only checks the options,
 * names the conventions and lays out three tables: the summary (each seat's
 * value and best-response gain), von Neumann's thresholds (vn1944), and the
 * convergence (exploitability against iterations, and seconds unless
 * --no-timing).  With --no-timing nothing in the output depends on the
 * machine or on --threads (the CLI test compares --threads 1 and 2 byte for
 * byte).  Bad input is one line on stderr and exit 2, before any output,
 * and never leaves a file behind.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "draw_vec.h"
#include "err.h"
#include "mc.h"
#include "ofile.h"
#include "profile.h"
#include "solve.h"
#include "stratfile.h"
#include "tab_duel.h"
#include "text.h"

/* "0.5,1": 1..SOLVE_MAX_SIZES distinct sizes in (0, 1000] (a size twice
 * would make two actions of one bet, splitting its regrets between them). */
static int parse_sizes(const char *name, const char *v, double *out)
{
    char buf[256];
    if (strlen(v) >= sizeof buf)
        cli_usage_error("--%s: list too long", name);
    strcpy(buf, v);
    int n = 0;
    for (char *tok = buf, *next; tok; tok = next) {
        next = strchr(tok, ',');
        if (next)
            *next++ = '\0';
        if (n == SOLVE_MAX_SIZES)
            cli_usage_error("--%s: at most %d sizes", name, SOLVE_MAX_SIZES);
        char *end;
        double x = text_is_decimal(tok) ? strtod(tok, &end) : NAN;
        if (!(x > 0 && x <= 1000))
            cli_usage_error("--%s: each size is a fraction of the pot above 0 and at most 1000, not '%s'", name,
                            tok);
        for (int i = 0; i < n; i++)
            if (out[i] == x)
                cli_usage_error("--%s: the size %g is given twice", name, x);
        out[n++] = x;
    }
    return n;
}

/* ---- from options to parameters ------------------------------------------ */

static void draw_options(const cli_opts *o, solve_params *p, strategy *fixed)
{
    const struct cli_solve *s = &o->solve;
    solve_draw *d = &p->draw;
    if (o->players_set && (o->players < 2 || o->players > 8))
        cli_usage_error("--players: talon solve covers 2 to 8 players, not %d", o->players);
    d->players = cli_players(o, 2);
    int deck = cli_table_deck(o, d->players);   /* --deck N, else the article's deck: 32 up to 4 players */
    if (5 * d->players > deck)
        cli_usage_error("%d players need %d cards, more than the %d of the deck", d->players, 5 * d->players, deck);
    cli_rules(o, deck, &d->r);
    if (s->open_sizes)
        d->n_open = parse_sizes("open-sizes", s->open_sizes, d->open_sizes);
    if (s->raise_sizes)
        d->n_raise = parse_sizes("raise-sizes", s->raise_sizes, d->raise_sizes);
    if (s->raises)
        d->max_raises = s->raises - 1;
    if (s->draw && strcmp(s->draw, "free") != 0) {
        if (strcmp(s->draw, "fixed") != 0 && strncmp(s->draw, "fixed:", 6) != 0)
            cli_usage_error("--draw must be free, fixed or fixed:STRATEGY, not '%s'", s->draw);
        cli_opts so = *o;
        so.strategy = s->draw[5] == ':' ? s->draw + 6 : NULL;
        cli_strategy(&so, "article", fixed);
        d->draw_fixed = true;
        d->fixed = fixed;
    }
    bool vector = s->algo && strcmp(s->algo, "vector") == 0;
    d->abstraction = !s->abstraction                    ? (vector ? 2 : 0)
                     : strcmp(s->abstraction, "fine") == 0   ? 1
                     : strcmp(s->abstraction, "recall") == 0 ? 2
                                                             : 0;
    if (vector && d->abstraction != 2)
        cli_usage_error("--algo vector solves the recall abstraction (classes before the draw, the class and the "
                        "bucket after): --abstraction %s does not apply", s->abstraction);
    if (vector && (d->players != 2 || d->draw_fixed))
        cli_usage_error("--algo vector solves heads-up draw poker with a free draw: %s",
                        d->players != 2 ? "give --players 2" : "--draw fixed does not apply");
    d->post_buckets = s->buckets;
    d->history = s->pub ? strcmp(s->pub, "summary") == 0 : d->players >= 3;
    if (vector && d->history)
        cli_usage_error("--algo vector keeps the whole public history: --public summary does not apply");
}

static void check_game_options(const cli_opts *o, enum solve_game g)
{
    const struct cli_solve *s = &o->solve;
    const char *bad = o->players_set ? "--players" : o->deck_set ? "--deck" : s->open_sizes ? "--open-sizes"
                      : s->raise_sizes ? "--raise-sizes" : s->raises ? "--raises" : s->draw ? "--draw"
                      : s->abstraction ? "--abstraction" : s->pub ? "--public" : o->ace_low_set ? "--ace-low" : o->order_set ? "--order"
                      : NULL;
    if (g != SOLVE_DRAW && bad)
        cli_usage_error("%s applies to --game draw only, not to %s", bad, solve_game_name(g));
    if (g != SOLVE_DRAW && g != SOLVE_VN1944 && s->buckets)
        cli_usage_error("--buckets applies to --game vn1944 and draw only, not to %s", solve_game_name(g));
    if (g == SOLVE_VN1944 && s->buckets && s->buckets < 2)
        cli_usage_error("--buckets: vn1944 needs 2 to 4096 hands, not %d", s->buckets);
    if (s->load && s->out)
        cli_usage_error("--load evaluates a strategy file: it cannot be given with --out");
    if (s->keep_played && !s->out)
        cli_usage_error("--keep-played says which sets --out writes: give --out FILE");
    if (s->out_format >= 0 && !s->out)
        cli_usage_error("--out-format is the format --out writes: give --out FILE");
    /* real and bound: a file measured by a responder of its own (cmd_solve_real.c) */
    bool real = s->best_response && strcmp(s->best_response, "abstract") != 0;
    if (real && (!s->load || g != SOLVE_DRAW))
        cli_usage_error("--best-response %s measures a strategy file of the draw game: give --load FILE",
                        s->best_response);
    if (o->position && !real)
        cli_usage_error("--position picks the seat of --best-response real or bound");
    if (real && (s->algo || s->prune || s->target))
        cli_usage_error("--best-response %s measures the file as it is: %s does not apply", s->best_response,
                        s->algo ? "--algo" : s->prune ? "--prune" : "--target");
    if (s->scope && !(s->best_response && strcmp(s->best_response, "real") == 0))
        cli_usage_error("--scope says what --best-response real's responder changes: give --best-response real");
    if (real && s->buckets && strcmp(s->best_response, "bound") == 0)
        cli_usage_error("--best-response bound uses the file's own buckets: --buckets does not apply");
    /* --load with --algo vector: the file's play measured in a vector chance model (--trials deals, --seed) */
    bool vec_load = s->algo && strcmp(s->algo, "vector") == 0;
    const char *solving = s->iterations ? "--iterations" : s->target ? "--target" : s->checkpoint ? "--checkpoint"
                          : s->max_memory > 0 ? "--max-memory"
                          : s->algo && !vec_load ? "--algo" : NULL;
    if (s->load && solving)
        cli_usage_error("--load evaluates a strategy file without solving: %s does not apply", solving);
    /* Sampling (the seed, and --trials deals for the best response) happens
     * under Monte Carlo CFR alone: auto is mccfr for draw, cfr+ for the rest. */
    bool algo_auto = !s->algo || strcmp(s->algo, "auto") == 0;   /* auto: mccfr for draw, cfr+ for the rest */
    bool sampled = algo_auto ? g == SOLVE_DRAW : strcmp(s->algo, "mccfr") == 0 || strcmp(s->algo, "vector") == 0;
    if (s->algo && strcmp(s->algo, "vector") == 0 && g != SOLVE_DRAW)
        cli_usage_error("--algo vector solves the draw game only, not %s", solve_game_name(g));
    bool mccfr = algo_auto ? g == SOLVE_DRAW : strcmp(s->algo, "mccfr") == 0;
    if (s->prune && (!mccfr || s->load))
        cli_usage_error("--prune applies to Monte Carlo CFR (--algo mccfr, the default of --game draw) while solving");
    if (!sampled && (o->trials_set || o->seed_set))
        cli_usage_error("%s applies to sampled solving (--algo mccfr, the default of --game draw): %s is solved "
                        "and checked exactly", o->trials_set ? "--trials" : "--seed", solve_game_name(g));
}

/* Refuse an --out that cannot be written before the run (a folder, a
 * socket, a missing or read-only folder: ofile_check), so that it fails in
 * a second, not after hours.  Under MPI only rank 0 writes the file, so only
 * rank 0 checks (the others would race it for its temporary file); its
 * error ends the job. */
static void check_out(const char *out)
{
    if (mc_mpi_rank() != 0)
        return;
    char why[4600];
    if (ofile_check(out, why, sizeof why) != TALON_OK)
        cli_usage_error("--out: %s", why);
}

/* The canonical command (every choice stated), for the file's header. */
static void command_line(const cli_opts *o, const solve_params *p, char *buf, size_t size)
{
    size_t k = (size_t)snprintf(buf, size, "# command: talon solve --game %s", solve_game_name(p->game));
    if (p->game == SOLVE_DRAW)
        k += (size_t)snprintf(buf + k, size - k, " --players %d --deck %d --ace-low %s --order %s",
                              p->draw.players, p->draw.r.deck_size, p->draw.r.ace_low ? "on" : "off",
                              rules_order_name(p->draw.r.order));
    if (p->game == SOLVE_VN1944)
        k += (size_t)snprintf(buf + k, size - k, " --buckets %d", p->vn_buckets);
    /* The abstraction and the algorithm, as given (--algo vector's file
     * then names its solver; the game line holds the sizes, raises and
     * draw, which this line leaves out: the shipped files, made before,
     * carry it as it is; --buckets, when given, is here too, so the line
     * alone reproduces the solve). */
    const struct cli_solve *s = &o->solve;
    if (p->game == SOLVE_DRAW && s->buckets && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --buckets %d", s->buckets);
    if (s->abstraction && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --abstraction %s", s->abstraction);
    if (s->algo && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --algo %s", s->algo);
    if (k < size)
        k += (size_t)snprintf(buf + k, size - k, " --iterations %llu --seed %llu",
                          (unsigned long long)p->cfg.iterations, (unsigned long long)p->cfg.seed);
    if (p->cfg.target > 0 && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --target %g", p->cfg.target);
    if (s->prune && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --prune %s", s->prune);
    if (s->keep_played && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --keep-played %llu", (unsigned long long)s->keep_played);
    if (s->checkpoint && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --checkpoint %llu", (unsigned long long)s->checkpoint);
    if (o->trials_set && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --trials %llu", (unsigned long long)o->trials);
    if (k < size)
        snprintf(buf + k, size - k, "\n");
}

/* --keep-played in the draw game: the sets met when talon duel's rule
 * players (article, a, b, c; article from 4 players, where the article has
 * an opening row) sit at each seat in turn beside the solution are kept
 * too, so a duel of those against the file finds the answers to them.  The
 * models' thresholds as talon duel computes them by default (seed 1,
 * DUEL_MODEL_TRIALS deals an estimate): the same at any --threads. */
typedef struct solve_explorers {
    profile *pf[4];
    int n;
    int threads;
} solve_explorers;

static int explorer_probs(const void *ctx, const void *state, double p[CFR_MAX_ACTIONS], int *n)
{
    return profile_action_probs(ctx, state, p, n) == TALON_OK ? TALON_OK : TALON_E_INVAL;
}

static int explorers_make(void *ctx, const draw_game *dg, const cfr_game *g, cfr_explorer *ex, int *n, char *why,
                          size_t why_size)
{
    static const char *const names[] = {"article", "a", "b", "c"};
    solve_explorers *e = ctx;
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 1;
    cfg.threads = e->threads;
    *n = 0;
    for (int i = 0; i < 4; i++) {
        if (i == 0 && draw_game_params(dg)->players < 4)
            continue;
        char w[256] = "";
        int rc = duel_profile_make(names[i], dg, g, NULL, DUEL_MODEL_TRIALS, &cfg, &e->pf[e->n], w, sizeof w);
        if (rc != TALON_OK) {
            snprintf(why, why_size, "--keep-played: the player %s: %s", names[i], w);
            return rc;
        }
        ex[*n] = (cfr_explorer){names[i], explorer_probs, e->pf[e->n]};
        e->n++;
        ++*n;
    }
    return TALON_OK;
}

static void explorers_done(void *ctx)
{
    solve_explorers *e = ctx;
    for (int i = 0; i < e->n; i++)
        profile_free(e->pf[i]);
    e->n = 0;
}

/* --load FILE: the game is the file's, as advise and duel take it (its
 * game line, "NAME: ..."), unless --game names one (a different one is
 * then refused when the file is read). */
static void load_game_name(const cli_opts *o, solve_params *p)
{
    strat_data *d;
    char why[STRAT_WHY_MAX], name[16] = "";
    if (o->solve.game)
        return;   /* the game given: a file of another is refused when it is read */
    if (strat_read(o->solve.load, STRAT_READ_HEADER, &d, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    sscanf(d->game, "%15[a-z0-9]", name);
    strat_free(d);
    if (solve_game_parse(name, &p->game) != TALON_OK)
        cli_usage_error("%s: a strategy of the game '%s', which talon solve does not know", o->solve.load, name);
}

/* --load FILE in the draw game: the file's players, deck, rules, sizes,
 * raises, draw, abstraction, history and buckets.  The players, deck,
 * ace-low and order given must be the file's (refused in duel's words);
 * another option given (--open-sizes...) stands, and a file of another
 * game is then refused when it is read, naming the field. */
static void load_draw_params(const cli_opts *o, solve_params *p)
{
    const struct cli_solve *s = &o->solve;
    draw_params fp;
    char why[STRAT_WHY_MAX];
    if (profile_file_game(s->load, &fp, why, sizeof why) != TALON_OK ||
        profile_file_fits(s->load, &fp, o->players_set ? o->players : -1,
                          o->deck_set && !o->deck_auto ? o->decks[0] : -1, o->ace_low_set ? o->ace_low : -1,
                          o->order_set ? (int)o->order : -1, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    solve_draw *sd = &p->draw;
    sd->players = fp.players;
    sd->r = fp.r;
    if (!s->open_sizes) {
        sd->n_open = fp.n_open;
        memcpy(sd->open_sizes, fp.open_sizes, sizeof sd->open_sizes);
    }
    if (!s->raise_sizes) {
        sd->n_raise = fp.n_raise;
        memcpy(sd->raise_sizes, fp.raise_sizes, sizeof sd->raise_sizes);
    }
    if (!s->raises)
        sd->max_raises = fp.max_raises;
    if (!s->draw) {
        sd->draw_fixed = fp.draw_fixed;
        sd->fixed = NULL;   /* profile_file_game: a fixed draw is the article preset's, NULL here */
    }
    if (!s->abstraction)
        sd->abstraction = fp.abstraction;
    if (!s->pub)
        sd->history = fp.history;
    if (!s->buckets)
        sd->post_buckets = fp.post_buckets;
}

static void make_params(const cli_opts *o, solve_params *p, strategy *fixed, char *header, size_t hsize)
{
    const struct cli_solve *s = &o->solve;
    solve_params_init(p);
    if (s->game && solve_game_parse(s->game, &p->game) != TALON_OK)
        cli_usage_error("--game must be kuhn, leduc, vn1944 or draw, not '%s'", s->game);
    if (s->load)
        load_game_name(o, p);
    check_game_options(o, p->game);
    if (p->game == SOLVE_DRAW)
        draw_options(o, p, fixed);
    if (p->game == SOLVE_DRAW && s->load)
        load_draw_params(o, p);
    if (p->game == SOLVE_VN1944 && s->buckets)
        p->vn_buckets = s->buckets;
    p->cfg.iterations = s->iterations ? s->iterations
                        : s->target   ? 1000 * solve_default_iterations(p->game)
                                      : solve_default_iterations(p->game);
    p->cfg.target = s->target;
    if (s->max_memory > 0)
        p->cfg.max_memory = (size_t)(s->max_memory * (double)(1u << 30));
    p->cfg.first_check = s->checkpoint;
    p->keep_played = s->keep_played;
    /* Pruning pays where the tree is wide (5 players at 40 cards: half the
     * CPU time for the same quality); heads-up it did not (bench/RESULTS.md),
     * and a rarely met set's early noise lingers longer with it. */
    p->cfg.prune = s->prune ? strcmp(s->prune, "on") == 0 : p->game == SOLVE_DRAW && p->draw.players >= 3;
    p->cfg.seed = o->seed;
    p->cfg.threads = o->threads;
    p->cfg.br_samples = o->trials_set ? o->trials : 0;
    p->cfg.algo = !s->algo || !strcmp(s->algo, "auto") ? CFR_AUTO
                  : !strcmp(s->algo, "cfr+")             ? CFR_PLUS
                  : !strcmp(s->algo, "vector")           ? CFR_VECTOR
                                                         : CFR_MCCFR;
    if (p->cfg.algo == CFR_VECTOR) {   /* --trials: the chance model's deals (its best response is exact) */
        p->vec_deals = p->cfg.br_samples;
        p->cfg.br_samples = 0;
    }
    p->out = s->out;
    p->out_format = s->out_format >= 0 ? (enum strat_format)s->out_format : STRAT_FORMAT_COMPACT;
    p->load = s->load;
    if (p->out)
        check_out(p->out);
    command_line(o, p, header, hsize);
    p->header = header;
}

/* ---- output ------------------------------------------------------------------ */

enum { S_SEAT, S_VALUE, S_VLO, S_VHI, S_VCI, S_GAIN, S_GLO, S_GHI, S_GCI };

/* gain: a best-response gain, whose interval's ends print clamped at 0
 * (out_expl_num: issue 24). */
static void interval(out_table *t, int col, double m, double hw, bool exact, bool gain, int lang)
{
    char shown[64];
    if (exact)
        snprintf(shown, sizeof shown, "%s", out_tr(lang, "exact", "exact"));
    else if (gain)
        snprintf(shown, sizeof shown, "[%+.4f, %+.4f]", out_expl_num(m - hw), out_expl_num(m + hw));
    else
        snprintf(shown, sizeof shown, "[%+.4f, %+.4f]", m - hw, m + hw);
    out_set(t, col, "", shown);
}

/* A cell of a best-response gain or an exploitability: raw clamped at 0,
 * shown by out_expl_text (a sampled estimate below 0: "0 (up to 0.0123)"). */
static void set_expl(out_table *t, int col, double v, double hw, bool exact, int lang)
{
    char raw[40], shown[80];
    out_num_raw(out_expl_num(v), raw, sizeof raw);
    out_set(t, col, raw, out_expl_text(v, !exact, v - hw, v + hw, 6, true, lang, shown, sizeof shown));
}

static void summary_notes(const cli_opts *o, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    const int L = o->lang;
    out_note(t, out_tr(L, "game", "jeu"), "%s", rep->game_id);
    out_note(t, "conventions", "%s",
             out_tr(L, "payoffs in antes per deal (each seat antes 1); seat 1 acts first",
                    "gains en antes par donne (chaque place met 1 ante) ; la place 1 parle la première"));
    if (rep->loaded)
        out_note(t, out_tr(L, "strategy", "stratégie"),
                 out_tr(L, "%s (%llu information sets), evaluated, not solved",
                        "%s (%llu ensembles d'information), évaluée, non résolue"),
                 p->load, (unsigned long long)rep->loaded_sets);
    else
        out_note(t, out_tr(L, "algorithm", "algorithme"), out_tr(L, "%s; %llu iterations, seed %llu%s",
                                                                 "%s ; %llu itérations, graine %llu%s"),
                 cfr_algo_label(r->algo, &p->cfg), (unsigned long long)r->iterations, (unsigned long long)p->cfg.seed,
                 p->cfg.target > 0 ? (r->target_met ? out_tr(L, "; target met", " ; cible atteinte")
                                                    : out_tr(L, "; target NOT met", " ; cible NON atteinte"))
                                   : "");
    const char *br = out_tr(L, "best response", "meilleure réponse");
    if (p->cfg.algo == CFR_VECTOR)
        out_note(t, br,
                 out_tr(L, "exact in the chance model (%llu sampled deals, seed %llu: the class pair, then for "
                           "every pair of draw counts the final types and the showdown's mean sign); against the "
                           "real deal the figures carry that model's sampling error (measure it with --load FILE "
                           "--algo vector --seed S, another seed: its exploitability errs upwards on average)",
                        "exacte dans le modèle du hasard (%llu donnes échantillonnées, graine %llu : la paire de "
                        "classes, puis pour chaque paire de nombres de cartes demandées les types finaux et le "
                        "signe moyen de l'abattage) ; face à la vraie donne, les chiffres portent l'erreur "
                        "d'échantillonnage de ce modèle (la mesurer : --load FICHIER --algo vector --seed S, une "
                        "autre graine ; son exploitabilité penche vers le haut en moyenne)"),
                 (unsigned long long)(p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS), (unsigned long long)p->cfg.seed);
    else if (q->exact)
        out_note(t, br, "%s", out_tr(L, "exact (every chance outcome enumerated)",
                                     "exacte (toutes les issues du hasard énumérées)"));
    else
        out_note(t, br, out_tr(L, "sampled: %llu deals a seat per estimate, 95%% normal intervals; the "
                                  "estimated policy's gain is a lower bound of the true best response's",
                               "échantillonnée : %llu donnes par place et par estimation, intervalles normaux à "
                               "95 %% ; le gain de la politique estimée minore celui de la vraie meilleure réponse"),
                 (unsigned long long)q->samples);
    char ex[96];
    out_expl_text(q->exploitability, !q->exact, q->exploitability - q->exploitability_hw,
                  q->exploitability + q->exploitability_hw, 6, false, L, ex, sizeof ex);
    out_note(t, out_tr(L, "exploitability", "exploitabilité"), out_tr(L, "%s antes per deal (%s%s)", "%s ante par donne (%s%s)"),
             ex,
             rep->players == 2 ? out_tr(L, "the sum of both seats' best-response gains",
                                        "la somme des gains de meilleure réponse des deux places")
                               : out_tr(L, "NashConv: the sum of the seats' gains", "NashConv : la somme des gains des places"),
             /* the draw game is solved in an abstraction: say so (issue 25) */
             p->game != SOLVE_DRAW ? ""
                                   : out_tr(L, "; inside the game's abstraction: a player who sees his exact cards may "
                                               "win more, measured by --load FILE --best-response real",
                                            " ; dans l'abstraction du jeu : un joueur qui voit ses cartes exactes peut "
                                            "gagner plus, mesuré par --load FICHIER --best-response real"));
    if (!q->exact) {
        char hw[64], dev[256];
        snprintf(hw, sizeof hw, "+/- %.6f (95%s)", q->exploitability_hw, L ? " %" : "%");
        out_note(t, out_tr(L, "exploitability interval", "intervalle de l'exploitabilité"), "%s", hw);
        size_t k = 0;
        for (int s = 0; s < rep->players && k < sizeof dev; s++)
            k += (size_t)snprintf(dev + k, sizeof dev - k, "%s%llu", s ? ", " : "",
                                  (unsigned long long)q->deviations[s]);
        out_note(t, out_tr(L, "best-response deviations", "écarts de la meilleure réponse"),
                 out_tr(L, "%s information sets a seat (where a gain is 2 standard errors above the average "
                           "strategy's; none: the gain is 0 by construction)",
                        "%s ensembles d'information par place (où un gain dépasse de 2 écarts-types celui de la "
                        "stratégie moyenne ; aucun : le gain est nul par construction)"),
                 dev);
    }
    if (p->cfg.target > 0)
        out_note(t, out_tr(L, "target", "cible"), out_tr(L, "%g antes per deal, checked at every checkpoint",
                                                        "%g ante par donne, vérifiée à chaque point de contrôle"),
                 p->cfg.target);
    out_note(t, out_tr(L, "information sets", "ensembles d'information"), out_tr(L, "%llu (%llu actions)", "%llu (%llu actions)"),
             (unsigned long long)r->infosets, (unsigned long long)r->actions);
    if (!o->solve.no_timing)
    {
        char th[32];
        if (o->threads)
            snprintf(th, sizeof th, "%d", o->threads);
        else
            snprintf(th, sizeof th, "%s", out_tr(L, "all", "tous les"));
        out_note(t, out_tr(L, "time", "temps"), out_tr(L, "%.3f s, %s thread%s; tables %.1f MiB",
                                                       "%.3f s, %s fil%s ; tables %.1f Mio"),
                 r->seconds, th, o->threads == 1 ? "" : "s", (double)r->memory / 1048576.0);
    }
    if (p->out)
        out_note(t, out_tr(L, "strategy file", "fichier de stratégie"), "%s (%s format, strategies/README.md)",
                 p->out, strat_format_name(p->out_format));
    /* The same facts for a program (JSON). */
    out_field(t, "game", OUT_STR, "%s", solve_game_name(p->game));
    if (p->game == SOLVE_DRAW)
        cli_conventions(t, &p->draw.r);
    out_field(t, "players", OUT_INT, "%d", rep->players);
    out_field(t, "payoff_unit", OUT_STR, "antes per deal");
    out_field(t, "iterations", OUT_INT, "%llu", (unsigned long long)r->iterations);
    /* clamped at 0, with its interval (out_expl_num: issue 24) */
    out_field_num(t, "exploitability", out_expl_num(q->exploitability));
    if (!q->exact) {
        out_field_num(t, "exploitability_ci_low", out_expl_num(q->exploitability - q->exploitability_hw));
        out_field_num(t, "exploitability_ci_high", out_expl_num(q->exploitability + q->exploitability_hw));
    }
    cli_method_fields(t, o, q->exact, q->samples);
    if (p->cfg.algo == CFR_VECTOR) {   /* exact in a sampled chance model: which one */
        out_field(t, "algorithm", OUT_STR, "vector");
        out_field(t, "chance_model_deals", OUT_INT, "%llu",
                  (unsigned long long)(p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS));
        out_field(t, "chance_model_seed", OUT_INT, "%llu", (unsigned long long)p->cfg.seed);
    }
    if (p->cfg.target > 0)
        out_field(t, "target_met", OUT_BOOL, "%s", r->target_met ? "true" : "false");
}

static void summary_table(const cli_opts *o, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_quality *q = &rep->res.quality;
    const int L = o->lang;
    char title[96];
    snprintf(title, sizeof title, "talon solve: %s", solve_game_name(p->game));
    out_init(t, title);
    summary_notes(o, p, rep, t);
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "value", out_tr(L, "Value", "Valeur"), OUT_NUM);
    out_col(t, "value_ci_low", out_tr(L, "Value low", "Valeur basse"), OUT_NUM);
    out_col(t, "value_ci_high", out_tr(L, "Value high", "Valeur haute"), OUT_NUM);
    out_col(t, "value_ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_col(t, "gain", out_tr(L, "Best-response gain", "Gain de meilleure réponse"), OUT_NUM);
    out_col(t, "gain_ci_low", out_tr(L, "Gain low", "Gain bas"), OUT_NUM);
    out_col(t, "gain_ci_high", out_tr(L, "Gain high", "Gain haut"), OUT_NUM);
    out_col(t, "gain_ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_hide(t, S_VLO);
    out_hide(t, S_VHI);
    out_hide(t, S_GLO);
    out_hide(t, S_GHI);
    out_display_only(t, S_VCI);
    out_display_only(t, S_GCI);
    for (int s = 0; s < rep->players; s++) {
        out_row(t);
        out_set_int(t, S_SEAT, (uint64_t)s + 1);
        out_set_num(t, S_VALUE, q->value[s], "%+.6f");
        out_set_num(t, S_VLO, q->value[s] - q->value_hw[s], "%+.6f");
        out_set_num(t, S_VHI, q->value[s] + q->value_hw[s], "%+.6f");
        interval(t, S_VCI, q->value[s], q->value_hw[s], q->exact, false, L);
        set_expl(t, S_GAIN, q->gain[s], q->gain_hw[s], q->exact, L);
        out_set_num(t, S_GLO, out_expl_num(q->gain[s] - q->gain_hw[s]), "%.6f");
        out_set_num(t, S_GHI, out_expl_num(q->gain[s] + q->gain_hw[s]), "%.6f");
        interval(t, S_GCI, q->gain[s], q->gain_hw[s], q->exact, true, L);
    }
}

static void vn_table(const solve_report *rep, out_table *t, int L)
{
    out_init(t, out_tr(L, "von Neumann 1944: the solution's thresholds against the closed form",
                       "von Neumann 1944 : les seuils de la solution face à la forme close"));
    out_note(t, out_tr(L, "read from frequencies", "lus dans les fréquences"),
             out_tr(L, "alpha = P(bet, hand < 1/2), beta = 1 - P(bet, hand > 1/2), gamma = 1 - P(call)",
                    "alpha = P(mise, main < 1/2), beta = 1 - P(mise, main > 1/2), gamma = 1 - P(suivre)"));
    out_note(t, out_tr(L, "closed form", "forme close"), "%s",
             out_tr(L, "bluff.h (talon bluff --model vn1944): alpha = b/((b+1)(b+4)), value = alpha",
                    "bluff.h (talon bluff --model vn1944) : alpha = b/((b+1)(b+4)), valeur = alpha"));
    out_col(t, "quantity", out_tr(L, "Quantity", "Grandeur"), OUT_STR);
    out_col(t, "solved", out_tr(L, "Solved", "Résolue"), OUT_NUM);
    out_col(t, "closed_form", out_tr(L, "Closed form", "Forme close"), OUT_NUM);
    out_col(t, "difference", out_tr(L, "Difference", "Écart"), OUT_NUM);
    const char *names[] = {out_tr(L, "alpha (bluffs below)", "alpha (bluffe en dessous)"),
                           out_tr(L, "beta (value bets above)", "beta (mise pour la valeur au-dessus)"),
                           out_tr(L, "gamma (calls above)", "gamma (suit au-dessus)"),
                           out_tr(L, "value (seat 1)", "valeur (place 1)")};
    double got[] = {rep->alpha, rep->beta, rep->gamma, rep->res.quality.value[0]};
    double cf[] = {rep->cf_alpha, rep->cf_beta, rep->cf_gamma, rep->cf_value};
    for (int i = 0; i < 4; i++) {
        out_row(t);
        out_set_str(t, 0, names[i]);
        out_set_num(t, 1, got[i], "%.4f");
        out_set_num(t, 2, cf[i], "%.4f");
        out_set_num(t, 3, got[i] - cf[i], "%+.4f");
    }
}

static void convergence_table(const cli_opts *o, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    bool timing = !o->solve.no_timing, exact = r->quality.exact;
    const int L = o->lang;
    out_init(t, out_tr(L, "Convergence: exploitability against iterations",
                       "Convergence : exploitabilité selon les itérations"));
    out_note(t, out_tr(L, "checkpoints", "points de contrôle"), "%s",
             out_tr(L, "the first, then every doubling of the iterations, and the last",
                    "le premier, puis à chaque doublement des itérations, et le dernier"));
    out_col(t, "iterations", out_tr(L, "Iterations", "Itérations"), OUT_INT);
    if (timing)
        out_col(t, "seconds", out_tr(L, "Seconds", "Secondes"), OUT_NUM);
    out_col(t, "exploitability", out_tr(L, "Exploitability", "Exploitabilité"), OUT_NUM);
    if (!exact)
        out_col(t, "half_width", out_tr(L, "95% half-width", "Demi-largeur à 95 %"), OUT_NUM);
    for (int i = 0; i < r->nrows; i++) {
        int c = 0;
        out_row(t);
        out_set_int(t, c++, r->rows[i].iterations);
        if (timing)
            out_set_num(t, c++, r->rows[i].seconds, "%.3f");
        set_expl(t, c++, r->rows[i].exploitability, r->rows[i].half_width, exact, L);
        if (!exact)
            out_set_num(t, c++, r->rows[i].half_width, "%.6f");
    }
}

/* CSV: one tidy table (the formatter's CSV shares one header among tables):
 * a row per figure, "kind" saying which (value, gain, exploitability at the
 * end, then convergence rows, then vn1944's thresholds). */
static void csv_row(out_table *t, const char *kind, int seat, uint64_t iters, double sec, double v, double hw)
{
    /* a gain or an exploitability (>= 0 in truth), its interval too, clamped at 0 (out_expl_num: issue 24) */
    bool expl = strcmp(kind, "gain") == 0 || strcmp(kind, "exploitability") == 0 || strcmp(kind, "convergence") == 0;
    double lo = v - hw, hi = v + hw;
    out_row(t);
    out_set_str(t, 0, kind);
    out_set_int(t, 1, (uint64_t)seat);
    out_set_int(t, 2, iters);
    out_set_num(t, 3, sec, "%g");
    out_set_num(t, 4, expl ? out_expl_num(v) : v, "%g");
    out_set_num(t, 5, expl ? out_expl_num(lo) : lo, "%g");
    out_set_num(t, 6, expl ? out_expl_num(hi) : hi, "%g");
}

static void csv_table(const cli_opts *o, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    bool timing = !o->solve.no_timing;
    out_init(t, "talon solve");
    const char *cols[] = {"kind", "seat", "iterations", "seconds", "value", "ci_low", "ci_high"};
    for (int c = 0; c < 7; c++)
        out_col(t, cols[c], cols[c], c == 0 ? OUT_STR : c < 3 ? OUT_INT : OUT_NUM);
    for (int s = 0; s < rep->players; s++)
        csv_row(t, "value", s + 1, r->iterations, 0, q->value[s], q->value_hw[s]);
    for (int s = 0; s < rep->players; s++)
        csv_row(t, "gain", s + 1, r->iterations, 0, q->gain[s], q->gain_hw[s]);
    csv_row(t, "exploitability", 0, r->iterations, timing ? r->seconds : 0, q->exploitability, q->exploitability_hw);
    for (int i = 0; i < r->nrows; i++)
        csv_row(t, "convergence", 0, r->rows[i].iterations, timing ? r->rows[i].seconds : 0,
                r->rows[i].exploitability, r->rows[i].half_width);
    if (rep->has_vn) {
        const char *k[] = {"alpha", "beta", "gamma", "closed_alpha", "closed_beta", "closed_gamma"};
        double v[] = {rep->alpha, rep->beta, rep->gamma, rep->cf_alpha, rep->cf_beta, rep->cf_gamma};
        for (int i = 0; i < 6; i++)
            csv_row(t, k[i], 0, r->iterations, 0, v[i], 0);
    }
}

int cmd_solve(const cli_opts *o)
{
    solve_params p;
    strategy fixed;
    char header[2048];
    make_params(o, &p, &fixed, header, sizeof header);
    static solve_explorers ex;
    ex.threads = o->threads;
    p.explorers = explorers_make;
    p.explorers_done = explorers_done;
    p.explorers_ctx = &ex;
    mc_config mc;
    cli_mc_config(o, &mc);
    p.cfg.progress = mc.progress;
    p.cfg.cancel = mc.cancel;
    if (o->solve.best_response && strcmp(o->solve.best_response, "real") == 0)
        return cmd_solve_real(o, &p);
    if (o->solve.best_response && strcmp(o->solve.best_response, "bound") == 0)
        return cmd_solve_bound(o, &p);
    static solve_report rep;
    int rc = solve_run(&p, &rep);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    /* Writing --out failed after the run (/dev/full, a full disk): a runtime
     * failure.  --out is never given with --load, the other source of I/O
     * errors (an unreadable file: bad input). */
    if (rc == TALON_E_NOMEM || (rc == TALON_E_IO && p.out))
        cli_fail("%s", rep.why);
    if (rc != TALON_OK)
        cli_usage_error("%s", rep.why);
    out_table ts[3];
    out_table *tp[3];
    int n = 0;
    if (o->format == OUT_CSV) {
        csv_table(o, &rep, &ts[n++]);
        tp[0] = &ts[0];
        cli_emit(tp, 1, o);
        out_free(&ts[0]);
        return 0;
    }
    summary_table(o, &p, &rep, &ts[n++]);
    if (rep.has_vn)
        vn_table(&rep, &ts[n++], o->lang);
    if (!rep.loaded)
        convergence_table(o, &rep, &ts[n++]);
    for (int i = 0; i < n; i++)
        tp[i] = &ts[i];
    cli_emit(tp, n, o);
    for (int i = 0; i < n; i++)
        out_free(&ts[i]);
    return 0;
}
