/* cmd_advise.c - `talon advise HAND --players P --position K [--history H]`:
 * the equilibrium's frequencies for a hand in a spot of the draw game and
 * what each action is worth, from a solved strategy file (advise.h does
 * the work; this file parses, calls advise_run and formats).
 *
 * The default solution is the shipped strategies/solved/draw-<P>p-<N>.txt
 * (both opening sizes in one game), else the pair draw-<P>p-<N>-pot.txt and
 * -half.txt that scripts/solve ships (each a game with one opening size):
 * then both are advised, one block of rows each, since a frequency belongs
 * to its own game.  --solution FILE names one file.  Every bad input is
 * one line and exit status 2 before any output.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "advise.h"
#include "cli.h"
#include "err.h"

#ifndef TALON_SOLVED_DIR
#define TALON_SOLVED_DIR "strategies/solved"
#endif

enum { C_GAME, C_ACTION, C_CODE, C_FREQ, C_EV, C_LO, C_HI, C_CI, C_N, C_NCOLS };

#define MAX_FILES 2

typedef struct advise_cli {
    advise_params p;
    int nfiles;
    advise_report rep[MAX_FILES];
    char path[MAX_FILES][1024];
    char label[MAX_FILES][16];   /* "", or "pot", "half" for the shipped pair */
    char hand[CARD_STR_MAX];
    int deck;
} advise_cli;

/* The shipped files for P players at this deck (see the top of the file). */
static void shipped(const cli_opts *o, advise_cli *u)
{
    static const char *const SUFFIX[] = {"", "pot", "half"};
    for (int i = 0; i < 3; i++) {
        char *path = u->path[u->nfiles];
        snprintf(path, sizeof u->path[0], "%s/draw-%dp-%d%s%s.txt", TALON_SOLVED_DIR, o->players, u->deck,
                 i ? "-" : "", SUFFIX[i]);
        if (access(path, R_OK) != 0)
            continue;
        snprintf(u->label[u->nfiles++], sizeof u->label[0], "%s", SUFFIX[i]);
        if (i == 0)
            return;   /* both sizes in one game */
    }
    if (u->nfiles == 0)
        cli_usage_error("no shipped solution for %d players at %d cards (%s/draw-%dp-%d-pot.txt): give --solution "
                        "FILE (talon solve --out FILE)", o->players, u->deck, TALON_SOLVED_DIR, o->players, u->deck);
}

/* The model: only the equilibrium (a solved strategy file) is known. */
static void check_model(const cli_opts *o)
{
    if (o->model && strcmp(o->model, "equilibrium") != 0)
        cli_usage_error("--model must be equilibrium (a solved strategy file), not '%s'", o->model);
}

static void parse(const cli_opts *o, advise_cli *u)
{
    check_model(o);
    if (!o->players_set)
        cli_usage_error("advise needs --players P (2 to 8)");
    if (o->players > 8)
        cli_usage_error("--players must be 2 to 8 for the draw game, not %d", o->players);
    if (!o->position)
        cli_usage_error("advise needs --position K (1 = speaks first, up to %d)", o->players);
    if (o->position > o->players)
        cli_usage_error("--position %d is outside 1..%d", o->position, o->players);
    u->deck = o->decks[0];
    rules r;
    cli_rules(o, u->deck, &r);
    advise_params_init(&u->p, o->players, &r);
    int n;
    u->p.hand = cli_cards(o, o->pos[0], u->deck, "hand", &n);
    if (n != 5)
        cli_usage_error("hand '%s' has %d card%s: give 5 cards", o->pos[0], n, n == 1 ? "" : "s");
    card_format(u->p.hand, o->notation != CARD_AUTO ? o->notation : card_detect(o->pos[0]), u->hand,
                sizeof u->hand);
    u->p.seat = o->position - 1;
    u->p.history = o->history ? o->history : "";
    u->p.drawn = o->drawn;
    if (o->solution) {
        snprintf(u->path[0], sizeof u->path[0], "%s", o->solution);
        u->nfiles = 1;
    } else {
        shipped(o, u);
    }
}

static void run(const cli_opts *o, advise_cli *u)
{
    for (int f = 0; f < u->nfiles; f++) {
        cli_mc_config(o, &u->p.mc);
        u->p.mc.precision = 0;
        u->p.solution = u->path[f];
        int rc = advise_run(&u->p, &u->rep[f]);
        cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
        if (rc == TALON_E_NOMEM)
            cli_fail("%s", u->rep[f].why);
        if (rc != TALON_OK)
            cli_usage_error("%s", u->rep[f].why);
    }
}

/* An action for people: "open 1" -> "opens pot" (verb) or "open pot". */
static void say(const char *name, bool verb, char *buf, size_t size)
{
    static const char *const VERBS[][2] = {{"check", "checks"}, {"open", "opens"}, {"bet", "bets"},
                                           {"fold", "folds"},   {"call", "calls"}, {"raise", "raises"},
                                           {"draw", "draws"}};
    char word[16] = "";
    double x = 0;
    int n = sscanf(name, "%15s %lf", word, &x);
    const char *w = word;
    for (size_t i = 0; i < sizeof VERBS / sizeof VERBS[0]; i++)
        if (strcmp(word, VERBS[i][0]) == 0)
            w = VERBS[i][verb];
    if (n < 2)
        snprintf(buf, size, "%s", w);
    else if (strcmp(word, "draw") == 0)
        snprintf(buf, size, "%s %g", w, x);
    else if (x == 1)
        snprintf(buf, size, "%s pot", w);
    else if (x == 0.5)
        snprintf(buf, size, "%s half pot", w);
    else
        snprintf(buf, size, "%s %g pot", w, x);
}

/* "checks 62% and opens pot 38%" (actions at 0.5% or more). */
static void freq_phrase(const advise_report *r, char *buf, size_t size)
{
    int shown[CFR_MAX_ACTIONS], n = 0;
    for (int a = 0; a < r->nact; a++)
        if (r->act[a].freq >= 0.005)
            shown[n++] = a;
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < n && k < size; i++) {
        char v[40];
        say(r->act[shown[i]].name, true, v, sizeof v);
        k += (size_t)snprintf(buf + k, size - k, "%s%s %.0f%%", i == 0 ? "" : i == n - 1 ? " and " : ", ", v,
                              100 * r->act[shown[i]].freq);
    }
}

/* One game's answer: what the equilibrium does, the best action's worth
 * against the most played other action (or the next best). */
static void answer(const advise_cli *u, int f, char *buf, size_t size)
{
    const advise_report *r = &u->rep[f];
    int best = 0, other = -1;
    for (int a = 1; a < r->nact; a++)
        if (r->act[a].ev > r->act[best].ev)
            best = a;
    for (int a = 0; a < r->nact; a++)
        if (a != best && (other < 0 || (r->has_freq ? r->act[a].freq > r->act[other].freq
                                                    : r->act[a].ev > r->act[other].ev)))
            other = a;
    char fq[300], bn[40], on[40], alt[160] = "";
    freq_phrase(r, fq, sizeof fq);
    say(r->act[best].name, false, bn, sizeof bn);
    if (other >= 0) {
        say(r->act[other].name, false, on, sizeof on);
        snprintf(alt, sizeof alt, " against %s %+.2f [%+.2f, %+.2f]", on, r->act[other].ev, r->act[other].lo,
                 r->act[other].hi);
    }
    if (r->has_freq)
        snprintf(buf, size, "%s %s; %s is worth %+.2f antes [%+.2f, %+.2f]%s.", u->hand, fq, bn, r->act[best].ev,
                 r->act[best].lo, r->act[best].hi, alt);
    else
        snprintf(buf, size, "the solution has no entry for %s here (%s); %s is worth %+.2f antes [%+.2f, %+.2f]%s.",
                 u->hand, r->cls_name, bn, r->act[best].ev, r->act[best].lo, r->act[best].hi, alt);
}

/* The answer first: one sentence per game ("in the pot-opening game, ..."). */
static void headline(out_table *t, const cli_opts *o, const advise_cli *u)
{
    char text[2000], one[800];
    size_t k = (size_t)snprintf(text, sizeof text, "At position %d of %d at %d cards, ", o->position, o->players,
                                u->deck);
    for (int f = 0; f < u->nfiles && k < sizeof text; f++) {
        answer(u, f, one, sizeof one);
        const char *game = !u->label[f][0] ? "" : strcmp(u->label[f], "pot") == 0 ? "pot-opening" : "half-pot";
        if (game[0])
            k += (size_t)snprintf(text + k, sizeof text - k, "%s the %s game, %s", f ? "  In" : "in", game, one);
        else
            k += (size_t)snprintf(text + k, sizeof text - k, "%s", one);
    }
    out_note(t, "answer", "%s", text);
}

static void notes(out_table *t, const cli_opts *o, const advise_cli *u)
{
    const advise_report *r = &u->rep[0];
    static const char *const ROUND[] = {[DRAW_PH_BET1] = "betting round 1 (before the draw)",
                                        [DRAW_PH_DRAW] = "the draw",
                                        [DRAW_PH_BET2] = "betting round 2 (after the draw)"};
    out_note(t, "spot", "%s; history %s%s%s; pot %.4g antes, %.4g to call, %.4g of them his", ROUND[r->phase],
             u->p.history[0] ? u->p.history : "(none)", u->p.drawn ? ", drawn " : "", u->p.drawn ? u->p.drawn : "",
             r->pot, r->to_call, r->in);
    out_note(t, "hand", "%s (%s: %s)", u->hand, r->phase == DRAW_PH_BET2 ? "final hand, bucket" : "served hand, class",
             r->cls_name);
    char nd[40];
    out_group_digits(r->trials, nd, sizeof nd);
    out_note(t, "EV model",
             "hero's net gain in antes (chips already in count as lost), each action taken then every seat "
             "following the equilibrium to the end; Monte Carlo: %s deals of the others' hands from the rest "
             "of the deck, each weighted by the probability the equilibrium gives their actions of the history "
             "(importance sampling), seed %llu, 95%% intervals", nd, (unsigned long long)o->seed);
    for (int f = 0; f < u->nfiles; f++) {
        r = &u->rep[f];
        char key[24], nu[40];
        snprintf(key, sizeof key, "solution%s%s", u->label[f][0] ? " " : "", u->label[f]);
        out_note(t, key, "%s; %s", u->path[f], r->game_id);
        out_note(t, "information set", "%s (key %016llx)%s", r->infoset, (unsigned long long)r->key,
                 r->has_freq ? "" : ": NOT in the file, no frequencies");
        out_group_digits(r->used, nu, sizeof nu);
        out_note(t, "deals", "%s with weight > 0, %.0f effective", nu, r->ess);
        if (r->missing)
            out_note(t, "missing sets", "%llu of %llu continuation decisions met a set the file lacks (played: "
                     "check, else call)", (unsigned long long)r->missing, (unsigned long long)r->decisions);
        if (r->has_freq)
            out_note(t, "spot value", "%+.3f antes [%+.3f, %+.3f] (the equilibrium's mix of the actions)", r->value,
                     r->value_lo, r->value_hi);
    }
}

static void columns(out_table *t, const advise_cli *u)
{
    static const char *const COLS[][2] = {{"game", "Game"}, {"action", "Action"}, {"code", "Code"},   {"frequency", "Frequency"},
                                          {"ev", "EV (antes)"}, {"ev_low", "CI low"}, {"ev_high", "CI high"},
                                          {"ci", "95% interval"}, {"deals", "Deals"}};
    static const enum out_type TYPES[] = {OUT_STR, OUT_STR, OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR, OUT_INT};
    for (int c = 0; c < C_NCOLS; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPES[c]);
    if (u->nfiles == 1)
        out_hide(t, C_GAME);
    out_hide(t, C_LO);
    out_hide(t, C_HI);
    out_display_only(t, C_CI);
}

static void rows(out_table *t, const advise_cli *u)
{
    for (int f = 0; f < u->nfiles; f++) {
        const advise_report *r = &u->rep[f];
        for (int a = 0; a < r->nact; a++) {
            const advise_action *x = &r->act[a];
            out_row(t);
            out_set_str(t, C_GAME, u->label[f][0] ? u->label[f] : "file");
            out_set_str(t, C_ACTION, x->name);
            out_set_str(t, C_CODE, x->code);
            if (r->has_freq)
                out_set_prob(t, C_FREQ, x->freq);
            else
                out_set(t, C_FREQ, "", "-");
            out_set_num(t, C_EV, x->ev, "%+.3f");
            out_set_num(t, C_LO, x->lo, "%+.3f");
            out_set_num(t, C_HI, x->hi, "%+.3f");
            char ci[64];
            if (x->exact)
                snprintf(ci, sizeof ci, "exact");
            else
                snprintf(ci, sizeof ci, "[%+.3f, %+.3f]", x->lo, x->hi);
            out_set(t, C_CI, ci, ci);
            out_set_int(t, C_N, r->used);
        }
    }
}

int cmd_advise(const cli_opts *o)
{
    /* Static, not on the heap: a usage error exits from inside parse or run,
     * and a block held only in a register would then read as a leak. */
    static advise_cli store;
    advise_cli *u = &store;
    memset(u, 0, sizeof *u);
    parse(o, u);
    run(o, u);
    out_table t;
    char title[320];
    snprintf(title, sizeof title, "Advice for %s at position %d of %d, %d cards (equilibrium)", u->hand,
             o->position, o->players, u->deck);
    out_init(&t, title);
    headline(&t, o, u);
    notes(&t, o, u);
    columns(&t, u);
    rows(&t, u);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
