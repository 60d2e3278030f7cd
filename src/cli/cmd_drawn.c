/* cmd_drawn.c - `talon drawn`: "Cartes demandées", the final hand by number
 * of cards drawn and how often each draw is asked, under a drawing
 * strategy, with the article's value beside ours; then the origins of the
 * final hands.  Also cli_strategy, the --strategy/--camouflage loader every
 * command with a drawing strategy shares.
 *
 * One player: tab_drawn_exact.  Several: Monte Carlo deals of a whole table
 * (table.h, tab_drawn_mc), in the same tab_drawn struct, with what the
 * dealer did (four-card rule, re-shuffles) as a note.  Every table
 * is computed completely before anything is printed.  A cell is flagged when
 * our value is outside the rounding of the article's printed value (the
 * article rounds; its 3-card rows at 48..40 cards print whole percents for
 * the first three columns); the reason gives the other straight convention's
 * value.  CSV keeps exactly deck,ace_low,players,cards_drawn,asked,final,
 * probability; the article, flags and the per-draw "asked" rows are for
 * text, md and json.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "err.h"
#include "stats.h"
#include "tab_drawn.h"
#include "tab_freq.h"
#include "table.h"

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

/* ---- computing ------------------------------------------------------------------------ */

static void compute(const cli_opts *o, const rules *r, const strategy *s, int players, tab_drawn *t)
{
    if (players <= 1) {
        int rc = tab_drawn_exact(r, s, o->threads, t);   /* 0: all cores; same result at any count */
        if (rc != TALON_OK)
            cli_fail("exact table for %d cards: %s", r->deck_size, err_str(rc));
        return;
    }
    /* Several players: Monte Carlo deals of the whole table (table.h), every
     * seat pooled, nobody forced (folding hands fold). */
    strategy_plan plan;
    if (strategy_plan_init(&plan, s, r) != TALON_OK)
        cli_fail("invalid strategy");
    table tb;
    int rc = table_init(&tb, r, &plan, players, TABLE_FULL);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", players, r->deck_size);
    if (rc != TALON_OK)
        cli_fail("table for %d players: %s", players, err_str(rc));
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.precision = 0.001;   /* default: every cell to +-0.1 point, the article's rounding */
    rc = tab_drawn_mc(&tb, s, &cfg, t);
    table_free(&tb);
    cli_mc_done(rc);
}

/* ---- output ----------------------------------------------------------------------------- */

static const char *const RANK_TXT[CARD_RANKS] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};

/* One line: what the strategy does in this deck. */
static void strategy_note(const rules *r, const strategy *s, char *buf, size_t size)
{
    static const char *const WHAT[STRATEGY_NRULES] = {"pat", "quads", "two pair", "draws", "trips",
                                                      "playable pairs", "weak pairs", "empty hands"};
    int di = STRATEGY_DECK_INDEX(r->deck_size);
    size_t k = (size_t)snprintf(buf, size, "%s: ", s->name[0] ? s->name : "(unnamed)");
    for (int i = 0; i < STRATEGY_NRULES && k < size; i++) {
        char act[48];
        int dr = 5 - s->keep[i];
        if (dr == 0)
            snprintf(act, sizeof act, "stand");
        else
            snprintf(act, sizeof act, "draw %d", dr);
        if (s->fold[i])
            k += (size_t)snprintf(buf + k, size - k, "%s fold (forced: %s); ", WHAT[i], act);
        else
            k += (size_t)snprintf(buf + k, size - k, "%s %s; ", WHAT[i], act);
    }
    int pm = s->pair_min[di];
    if (k < size) {
        if (pm > RANK_A)
            k += (size_t)snprintf(buf + k, size - k, "no pair is playable; ");
        else if (pm <= r->low_rank)
            k += (size_t)snprintf(buf + k, size - k, "every pair is playable; ");
        else
            k += (size_t)snprintf(buf + k, size - k, "playable pairs: %s-%s and up; ", RANK_TXT[pm], RANK_TXT[pm]);
    }
    if (k < size)
        snprintf(buf + k, size - k, "a playable pair holding a flush draw keeps the %s",
                 s->pair_over_flush[di] ? "pair" : "draw");
}

enum { C_DECK, C_ACE, C_PLAYERS, C_CARDS, C_ASKED, C_FINAL, C_PROB };

/* What the comparison found, per article table (tables/article/README.md
 * has the evidence); appended to the reason of every flagged cell. */
static const char *const KNOWN[TAB_DRAWN_ROWS] = {
    NULL,
    "more one-card askers than ours at small decks: the article's own 'plus que' table counts as many draws as ace-low on makes",
    "no playable-pair threshold gives the article's two-card askers (0.3 to 1.7 points off); the pair/trips mix follows them",
    "a pair drawing three: the article's two-pair cells are low and its pair cells high at every deck",
    "four cards to the highest card: the article's high-card cells are 3 to 6 points above ours",
};

static void build(const cli_opts *o, int deck, const strategy *s, out_table *t, out_table *orig)
{
    const int players = o->players_set ? o->players : 1;
    const bool csv = o->format == OUT_CSV;
    rules r;
    cli_rules(o, deck, &r);
    tab_drawn a;
    compute(o, &r, s, players, &a);

    /* The article's rows exist for this deck (single player only). */
    double dummy;
    int dd;
    bool have_art = players == 1 && tab_drawn_article_asked(deck, 0, &dummy, &dd) == TALON_OK;
    /* The other straight convention, for the reasons (text, md, json). */
    tab_drawn alt;
    bool have_alt = false;
    if (have_art && !csv) {
        rules ra;
        if (rules_init(&ra, deck, !r.ace_low, r.order) == TALON_OK &&
            tab_drawn_exact(&ra, s, o->threads, &alt) == TALON_OK)
            have_alt = true;
    }

    char dn[40], al[80], title[160], buf[600];
    cli_deck_name(deck, dn, sizeof dn);
    cli_ace_low_name(&r, al, sizeof al);
    if (players > 1)
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s, %d joueurs" : "Cards drawn, %s, %d players",
                 dn, players);
    else
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s" : "Cards drawn, %s", dn);
    out_init(t, title);
    out_note(t, "ace-low", "%s%s", al, o->ace_low_set ? "" : " (default here: the article's convention)");
    out_note(t, "order", "%s", rules_order_name(r.order));
    strategy_note(&r, s, buf, sizeof buf);
    out_note(t, "strategy", "%s", buf);
    if (a.exact) {
        char tot[40];
        out_group_digits(tab_binom(deck, 5), tot, sizeof tot);
        out_note(t, "method",
                 "exact, one player: each of the C(%d,5) = %s hands and every replacement from its other %d "
                 "cards (the discards are out of play)", deck, tot, deck - 5);
    } else {
        char nn[40];
        out_group_digits(a.trials, nn, sizeof nn);
        out_note(t, "method",
                 "Monte Carlo: %s deals of %d players from one stock (four-card rule, re-shuffled discards), "
                 "seed %llu, every seat counted; 95%% Wilson intervals; identical at any --threads",
                 nn, players, (unsigned long long)o->seed);
    }
    out_note(t, "folds", "%.3f%% of the hands fold", 100 * tab_drawn_folds(&a));
    if (!a.exact && a.trials) {
        /* How often the table's own rules came into play (sources/000: one
         * player a round exchanges four; sources/003: the discards are
         * re-shuffled when the stock runs out). */
        const double n = (double)a.trials;
        char lim[40];
        out_group_digits(a.dealer.limited, lim, sizeof lim);
        out_note(t, "dealer",
                 "a seat exchanged four cards in %.3f%% of the deals, a card burnt before the fourth in %.3f%%; "
                 "%s later askers of four held to three (four-card rule); the stock ran out and the discards "
                 "were re-shuffled in %.3f%% of the deals (%.3f times a deal on average)",
                 100 * a.dealer.fours / n, 100 * a.dealer.burns / n, lim, 100 * a.dealer.reshuffle_deals / n,
                 a.dealer.reshuffles / n);
    }

    out_col(t, "deck", "Deck", OUT_INT);
    out_col(t, "ace_low", "Ace low", OUT_BOOL);
    out_col(t, "players", "Players", OUT_INT);
    out_col(t, "cards_drawn", o->lang ? "Cartes" : "Cards", OUT_STR);
    out_col(t, "asked", o->lang ? "Demandées" : "Asked", OUT_NUM);
    out_col(t, "final", o->lang ? "Main finale" : "Final hand", OUT_STR);
    out_col(t, "probability", o->lang ? "Probabilité" : "Probability", OUT_NUM);
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
    out_hide(t, C_PLAYERS);
    out_hide(t, C_ASKED);   /* text shows it as an "asked" row */
    int c_ci = -1, c_art = -1, c_diff = -1, c_flag = -1, c_reason = -1;
    if (!csv && !a.exact) {
        c_ci = t->ncols;
        out_col(t, "ci", "95% interval", OUT_STR);
        out_display_only(t, c_ci);
    }
    if (!csv && have_art) {
        c_art = t->ncols;
        out_col(t, "article", "Article", OUT_NUM);
        c_diff = t->ncols;
        out_col(t, "diff", "Diff (points)", OUT_NUM);
        c_flag = t->ncols;
        out_col(t, "differs", "Flag", OUT_STR);
        c_reason = t->ncols;
        out_col(t, "reason", "Reason", OUT_STR);
    }
    t->group_col = C_CARDS;

    int ndiff = 0, ncells = 0;
    char memo_rows[64] = "";
    for (int d = 0; d < TAB_DRAWN_ROWS; d++) {
        double p[EVAL_NCAT];
        bool memo = false;
        bool have_row = tab_drawn_row(&a, d, p, &memo) == TALON_OK;
        double asked = tab_drawn_asked(&a, d, false);
        uint64_t roww = 0;   /* Monte Carlo: hands in the row, for the intervals */
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            for (int c = 0; c < EVAL_NCAT; c++)
                roww += a.played[sv][d][c];
        char cards_raw[8], cards_shown[24];
        snprintf(cards_raw, sizeof cards_raw, "%d", d);
        snprintf(cards_shown, sizeof cards_shown, memo ? "%d (memo)" : "%d", d);
        if (memo) {
            size_t k = strlen(memo_rows);
            snprintf(memo_rows + k, sizeof memo_rows - k, "%s%d (%.2f%%)", k ? ", " : "", d,
                     100 * tab_drawn_asked(&a, d, true));
        }
        double art_a;
        int art_dec;
        bool have_art_row = have_art && tab_drawn_article(deck, d, EVAL_HIGH, &art_a, &art_dec) != TALON_E_RANGE;
        for (int c = 0; c < EVAL_NCAT; c++)
            have_art_row = have_art_row || (have_art && tab_drawn_article(deck, d, (enum eval_cat)c, &art_a, &art_dec) == TALON_OK);

        /* The "asked" row (text, md, json). */
        if (!csv) {
            out_row(t);
            out_set_int(t, C_DECK, (uint64_t)deck);
            out_set_bool(t, C_ACE, r.ace_low);
            out_set_int(t, C_PLAYERS, (uint64_t)players);
            out_set(t, C_CARDS, cards_raw, cards_shown);
            out_set_prob(t, C_ASKED, asked);
            out_set(t, C_FINAL, "asked", o->lang ? "(demandées)" : "(asked)");
            out_set_prob(t, C_PROB, asked);
            if (c_ci >= 0) {
                stats_ci ci;
                stats_wilson(roww, a.total, STATS_CONF95, &ci);
                char lo[40], hi[40], both[90];
                out_percent(ci.lo, lo, sizeof lo);
                out_percent(ci.hi, hi, sizeof hi);
                snprintf(both, sizeof both, "[%s, %s]", lo, hi);
                out_set(t, c_ci, both, both);
            }
            if (c_art >= 0 && tab_drawn_article_asked(deck, d, &art_a, &art_dec) == TALON_OK) {
                char raw[32], shown[32];
                snprintf(raw, sizeof raw, "%.*f", art_dec + 2, art_a / 100.0);
                snprintf(shown, sizeof shown, "%.*f%%", art_dec, art_a);
                out_set(t, c_art, raw, shown);
                out_set_num(t, c_diff, 100.0 * asked - art_a, "%+.2f");
                ncells++;
                if (!tab_drawn_agrees(asked, art_a, art_dec)) {
                    ndiff++;
                    out_set_str(t, c_flag, "DIFFERS");
                    size_t k = 0;
                    buf[0] = 0;
                    if (have_alt) {
                        double pa = tab_drawn_asked(&alt, d, false);
                        if (fabs(pa - asked) < 5e-7)
                            k += (size_t)snprintf(buf, sizeof buf, "the same under either straight convention");
                        else
                            k += (size_t)snprintf(buf, sizeof buf, "ace-low %s: %.3f%% (%s)", alt.ace_low ? "on" : "off",
                                                  100 * pa, tab_drawn_agrees(pa, art_a, art_dec) ? "fits" : "does not fit");
                    }
                    if (k < sizeof buf && KNOWN[d])
                        snprintf(buf + k, sizeof buf - k, "%s%s", k ? "; " : "", KNOWN[d]);
                    out_set_str(t, c_reason, buf);
                }
            } else if (c_art >= 0 && memo) {
                out_set(t, c_art, "", "-");
                snprintf(buf, sizeof buf, "memo row: no hand draws %d under this strategy; %.3f%% would if every "
                         "hand played, without camouflage", d, 100 * tab_drawn_asked(&a, d, true));
                out_set_str(t, c_reason, buf);
            }
        }

        for (int c = 0; c < EVAL_NCAT; c++) {
            double pc = have_row ? p[c] : 0;
            bool art_ok = have_art && tab_drawn_article(deck, d, (enum eval_cat)c, &art_a, &art_dec) == TALON_OK;
            /* Text and md: leave out the categories this draw never makes
             * and the article does not print. */
            if ((o->format == OUT_TEXT || o->format == OUT_MD) && pc == 0 && !art_ok)
                continue;
            out_row(t);
            out_set_int(t, C_DECK, (uint64_t)deck);
            out_set_bool(t, C_ACE, r.ace_low);
            out_set_int(t, C_PLAYERS, (uint64_t)players);
            out_set(t, C_CARDS, cards_raw, cards_shown);
            out_set_prob(t, C_ASKED, asked);
            out_set(t, C_FINAL, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, o->lang));
            out_set_prob(t, C_PROB, pc);
            if (c_ci >= 0 && roww) {
                uint64_t k = 0;
                for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
                    k += a.played[sv][d][c];
                stats_ci ci;
                stats_wilson(k, roww, STATS_CONF95, &ci);
                char lo[40], hi[40], both[90];
                out_percent(ci.lo, lo, sizeof lo);
                out_percent(ci.hi, hi, sizeof hi);
                snprintf(both, sizeof both, "[%s, %s]", lo, hi);
                out_set(t, c_ci, both, both);
            }
            if (c_art < 0 || !have_art_row)
                continue;
            if (!art_ok) {
                out_set(t, c_art, "", "-");
                if (100 * pc >= 0.05) {   /* it would print as 0.1% or more */
                    ndiff++;
                    out_set_str(t, c_flag, "DIFFERS");
                    out_set_str(t, c_reason, "the article prints no value in this column");
                }
                continue;
            }
            char raw[32], shown[32];
            snprintf(raw, sizeof raw, "%.*f", art_dec + 2, art_a / 100.0);
            snprintf(shown, sizeof shown, "%.*f%%", art_dec, art_a);
            out_set(t, c_art, raw, shown);
            out_set_num(t, c_diff, 100.0 * pc - art_a, "%+.2f");
            ncells++;
            if (tab_drawn_agrees(pc, art_a, art_dec))
                continue;
            ndiff++;
            out_set_str(t, c_flag, "DIFFERS");
            double pa[EVAL_NCAT];
            size_t k = 0;
            buf[0] = 0;
            if (have_alt && tab_drawn_row(&alt, d, pa, NULL) == TALON_OK) {
                if (fabs(pa[c] - pc) < 5e-7)
                    k += (size_t)snprintf(buf, sizeof buf, "the same under either straight convention");
                else
                    k += (size_t)snprintf(buf, sizeof buf, "ace-low %s: %.3f%% (%s)", alt.ace_low ? "on" : "off",
                                          100 * pa[c], tab_drawn_agrees(pa[c], art_a, art_dec) ? "fits" : "does not fit");
            }
            /* A value printed one column off? */
            for (int nb = c - 1; nb <= c + 1 && k < sizeof buf; nb += 2)
                if (nb >= 0 && nb < EVAL_NCAT && p[nb] > 0 && tab_drawn_agrees(p[nb], art_a, art_dec))
                    k += (size_t)snprintf(buf + k, sizeof buf - k, "%sit is our %s value (columns swapped?)",
                                          k ? "; " : "", rules_cat_key((enum eval_cat)nb));
            if (k < sizeof buf && KNOWN[d])
                snprintf(buf + k, sizeof buf - k, "%s%s", k ? "; " : "", KNOWN[d]);
            out_set_str(t, c_reason, buf);
        }
    }
    if (memo_rows[0])
        out_note(t, "memo rows",
                 "%s: no hand draws that many under this strategy; each shows the hands that would if every hand "
                 "played without camouflage (pairs draw 3, trips 2, empty hands 4 keeping their highest card), "
                 "the share of hands in brackets; asked is 0", memo_rows);
    if (have_art) {
        out_note(t, "article",
                 "sources/000 \"Cartes demandées\" (rounded; empty cells inferred, tables/article/README.md); a cell "
                 "differs when ours is outside the rounding of the printed value");
        if (!csv)
            out_note(t, "differs", "%d of %d cells", ndiff, ncells);
    } else if (players == 1 && !csv) {
        out_note(t, "article", "the article has no %d-card table (it prints 52, 48, 44, 40, 32)", deck);
    }

    /* Origins (text, md, json): among the final hands of each category, the
     * share served as each class. */
    /* The played view: with the strategy as given, as the article's "provient
     * d'une paire (50 %)" figures are (pairs draw 3, trips 2, empty hands
     * fold: --strategy standard). */
    const bool memo_view = false;
    snprintf(title, sizeof title, o->lang ? "Origine des mains finales, %s" : "Origins of the final hands, %s", dn);
    out_init(orig, title);
    out_note(orig, "view", "the hands that played under the strategy (folded hands excluded)");
    out_note(orig, "reading", "row: final hand; columns: what the hand was when served (pat and quads kept: served)");
    out_col(orig, "deck", "Deck", OUT_INT);
    out_col(orig, "ace_low", "Ace low", OUT_BOOL);
    out_col(orig, "final", o->lang ? "Main finale" : "Final hand", OUT_STR);
    out_hide(orig, 0);
    out_hide(orig, 1);
    for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
        out_col(orig, strategy_served_key(sv), strategy_served_name(sv, o->lang), OUT_NUM);
    for (int c = 0; c < EVAL_NCAT; c++) {
        if (tab_drawn_final(&a, memo_view, (enum eval_cat)c) == 0)
            continue;
        out_row(orig);
        out_set_int(orig, 0, (uint64_t)deck);
        out_set_bool(orig, 1, r.ace_low);
        out_set(orig, 2, rules_cat_key((enum eval_cat)c), rules_cat_name((enum eval_cat)c, o->lang));
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++)
            out_set_prob(orig, 3 + sv, tab_drawn_origin(&a, memo_view, (enum eval_cat)c, sv));
    }
}

int cmd_drawn(const cli_opts *o)
{
    static const int ARTICLE_DECKS[] = {52, 48, 44, 40, 32};
    cli_opts oo = *o;
    if (!o->deck_set) {   /* default: the article's five tables */
        oo.ndecks = 0;
        for (int i = 0; i < 5; i++)
            oo.decks[oo.ndecks++] = ARTICLE_DECKS[i];
    }
    if (!o->ace_low_set)
        oo.ace_low = 0;   /* the article's convention (its pat-hand table) */
    int players = o->players_set ? o->players : 1;
    if (players == 1 && (o->trials_set || o->precision > 0 || o->seed_set))
        cli_usage_error("--trials, --precision and --seed need --players 2 or more (one player is exact)");
    for (int i = 0; i < oo.ndecks; i++)
        if (5 * players > oo.decks[i])
            cli_usage_error("%d players need %d cards, more than the %d of the deck", players, 5 * players,
                            oo.decks[i]);
    strategy s;
    cli_strategy(o, "article", &s);

    out_table tables[2 * CLI_MAX_DECKS], *ts[2 * CLI_MAX_DECKS];
    int n = 0;
    for (int i = 0; i < oo.ndecks; i++) {
        build(&oo, oo.decks[i], &s, &tables[2 * i], &tables[2 * i + 1]);
        ts[n++] = &tables[2 * i];
        if (o->format != OUT_CSV)
            ts[n++] = &tables[2 * i + 1];
    }
    cli_emit(ts, n, &oo);
    for (int i = 0; i < 2 * oo.ndecks; i++)
        out_free(&tables[i]);
    return 0;
}
