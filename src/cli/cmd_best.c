/* cmd_best.c - `talon best HAND --players P`: the probability that a hand is
 * the best before the draw, with card removal, in three views, beside the
 * article's independence shortcut (1 - q)^(P-1); with --after-draw, also
 * after everybody's draw by a strategy (tab_best.h states the model). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_atleast.h"
#include "tab_best.h"

enum { C_DECK, C_ACE, C_ORDER, C_PLAYERS, C_HAND, C_FIGURE, C_PROB, C_LO, C_HI, C_CI, C_EXACT, C_N };

static void row(out_table *t, const cli_opts *o, const rules *r, const char *hand, const char *key,
                const char *label, double p, const stats_ci *ci, bool exact, uint64_t n)
{
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)r->deck_size);
    out_set_bool(t, C_ACE, r->ace_low);
    out_set_str(t, C_ORDER, rules_order_name(r->order));
    out_set_int(t, C_PLAYERS, (uint64_t)o->players);
    out_set_str(t, C_HAND, hand);
    out_set(t, C_FIGURE, key, label);
    out_set_prob(t, C_PROB, p);
    if (ci) {
        out_set_prob(t, C_LO, ci->lo);
        out_set_prob(t, C_HI, ci->hi);
        char lo[40], hi[40], both[90];
        out_percent(ci->lo, lo, sizeof lo);
        out_percent(ci->hi, hi, sizeof hi);
        snprintf(both, sizeof both, "[%s, %s]", lo, hi);
        out_set(t, C_CI, both, both);
    } else {
        out_set(t, C_CI, "", exact ? "exact" : "");
    }
    out_set_bool(t, C_EXACT, exact);
    out_set_int(t, C_N, n);
}

int cmd_best(const cli_opts *o)
{
    if (!o->players_set)
        cli_usage_error("best needs --players P (2 to 10)");
    /* Before the draw nobody draws: a strategy would be silently ignored. */
    if (!o->after_draw && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s sets how players draw: it needs --after-draw", o->strategy ? "strategy" : "camouflage");
    int deck = o->decks[0];
    rules r;
    cli_rules(o, deck, &r);

    best_query q = {.players = o->players};
    const char *arg = o->pos[0];
    int cls;
    int rc = dclass_parse(&r, arg, &cls);
    if (rc == TALON_OK) {
        q.cls = cls;
    } else if (rc == TALON_E_DECK) {
        char dn[40];
        cli_deck_name(deck, dn, sizeof dn);
        cli_usage_error("hand class '%s' does not exist in the deck of %s", arg, dn);
    } else {
        int n;
        q.hand = cli_cards(o, arg, deck, "hand", &n);
        if (n != 5)
            cli_usage_error("hand '%s' has %d card%s: give 5 cards or a class (KK, draw, two-pair...)", arg, n,
                            n == 1 ? "" : "s");
    }

    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.precision = 0.0005;   /* default: every figure to +-0.05 points */
    best_result b;
    rc = tab_best(&r, &q, &cfg, &b);
    if (rc == TALON_E_INVAL)
        cli_usage_error("no hand of the %d-card deck is in class '%s'", deck, arg);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", o->players, deck);
    cli_mc_done(rc);
    /* --after-draw: the same hand after everybody's draw (Monte Carlo). */
    strategy st;
    best_result ba;
    if (o->after_draw) {
        cli_strategy(o, "article", &st);
        best_query qa = q;
        qa.after_draw = true;
        qa.strategy = &st;
        cli_mc_config(o, &cfg);
        if (!o->trials_set && o->precision <= 0)
            cfg.precision = 0.0005;
        cli_mc_done(tab_best(&r, &qa, &cfg, &ba));
    }

    char key[DCLASS_NAME_MAX], cname[DCLASS_NAME_MAX], hand[CARD_STR_MAX];
    dclass_key(&r, b.cls, key, sizeof key);
    dclass_name(&r, b.cls, o->lang, cname, sizeof cname);
    if (q.hand)
        card_format(q.hand, o->notation != CARD_AUTO ? o->notation : card_detect(arg), hand, sizeof hand);
    else
        snprintf(hand, sizeof hand, "%s", key);

    char dn[40], al[80], title[400];
    cli_deck_name(deck, dn, sizeof dn);
    cli_ace_low_name(&r, al, sizeof al);
    snprintf(title, sizeof title, "Is %s the best hand %s the draw? %d players, %s", hand,
             o->after_draw ? "before and after" : "before", o->players, dn);
    out_table t;
    out_init(&t, title);
    out_note(&t, "hand", q.hand ? "%s (class: %s)" : "any hand of class %s%s", q.hand ? hand : cname,
             q.hand ? cname : "");
    char ch[40];
    out_group_digits(b.class_hands, ch, sizeof ch);
    if (!q.hand)
        out_note(&t, "class", "%s hands of the deck, each equally likely", ch);
    out_note(&t, "ace-low", "%s", al);
    out_note(&t, "order", "%s", rules_order_name(r.order));
    out_note(&t, "model", "%d other hand%s dealt from the rest of the deck (exact card removal), no draw", o->players - 1,
             o->players == 2 ? "" : "s");
    out_note(&t, "views", "ranking = by poker ranking now; article = draw class first (a playable draw beats any pair), "
                          "then ranking; class = draw class only");
    char nn[40];
    out_group_digits(b.n, nn, sizeof nn);
    if (b.exact)
        out_note(&t, "method", "exact: all %s opponent hands enumerated", nn);
    else
        out_note(&t, "method", "Monte Carlo: %s deals, seed %llu, 95%% Wilson intervals", nn,
                 (unsigned long long)o->seed);

    out_col(&t, "deck", "Deck", OUT_INT);
    out_col(&t, "ace_low", "Ace low", OUT_BOOL);
    out_col(&t, "order", "Order", OUT_STR);
    out_col(&t, "players", "Players", OUT_INT);
    out_col(&t, "hand", "Hand", OUT_STR);
    out_col(&t, "figure", "Figure", OUT_STR);
    out_col(&t, "probability", "Probability", OUT_NUM);
    out_col(&t, "ci_low", "CI low", OUT_NUM);
    out_col(&t, "ci_high", "CI high", OUT_NUM);
    out_col(&t, "ci", "95% interval", OUT_STR);
    out_col(&t, "exact", "Exact", OUT_BOOL);
    out_col(&t, "trials", "Deals", OUT_INT);
    int hidden[] = {C_DECK, C_ACE, C_ORDER, C_PLAYERS, C_HAND, C_LO, C_HI, C_EXACT, C_N};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        out_hide(&t, hidden[i]);
    out_display_only(&t, C_CI);

    static const struct {
        int view;
        const char *key, *label;
    } FIG[] = {
        {BEST_RANKING, "ranking_best", "best outright, by ranking"},
        {BEST_RANKING, "ranking_tie", "tied for best, by ranking"},
        {BEST_ARTICLE, "article_best", "best outright, article view"},
        {BEST_ARTICLE, "article_tie", "tied for best, article view"},
        {BEST_CLASS, "class_not_beaten", "no other hand of a higher class"},
    };
    for (size_t i = 0; i < sizeof FIG / sizeof FIG[0]; i++) {
        uint64_t k = FIG[i].key[strlen(FIG[i].key) - 1] == 'e' && strstr(FIG[i].key, "_tie")
                         ? b.tie[FIG[i].view]
                         : b.best[FIG[i].view];
        if (FIG[i].view == BEST_CLASS)
            k = b.best[BEST_CLASS] + b.tie[BEST_CLASS];
        double p = (double)k / (double)b.n;
        stats_ci ci;
        stats_wilson(k, b.n, STATS_CONF95, &ci);
        row(&t, o, &r, hand, FIG[i].key, FIG[i].label, p, b.exact ? NULL : &ci, b.exact, b.n);
    }

    if (o->after_draw) {
        char nn2[40];
        out_group_digits(ba.n, nn2, sizeof nn2);
        out_note(&t, "after the draw",
                 "%s deals at a table (one deck, four-card rule, re-shuffled discards), the hand at a random seat; "
                 "everybody draws by the strategy %s, the hand too (if the strategy folds it: its forced play); "
                 "the others' folded hands are out; ranking after the draw; seed %llu",
                 nn2, st.name[0] ? st.name : "(from a file)", (unsigned long long)o->seed);
        static const struct {
            const char *key, *label;
            bool tie;
        } AFT[] = {{"after_draw_best", "best outright after the draw", false},
                   {"after_draw_tie", "tied for best after the draw", true}};
        for (size_t i = 0; i < 2; i++) {
            uint64_t k = AFT[i].tie ? ba.tie[BEST_RANKING] : ba.best[BEST_RANKING];
            stats_ci ci;
            stats_wilson(k, ba.n, STATS_CONF95, &ci);
            row(&t, o, &r, hand, AFT[i].key, AFT[i].label, (double)k / (double)ba.n, &ci, false, ba.n);
        }
    }

    /* The article's shortcut, from our exact q and from its printed q. */
    int opp = o->players - 1;
    double ours = pow(1.0 - b.q, opp);
    char qs[40], label[160];
    out_percent(b.q, qs, sizeof qs);
    snprintf(label, sizeof label, "shortcut (1-q)^%d, our exact q = %s", opp, qs);
    row(&t, o, &r, hand, "shortcut_exact_q", label, ours, NULL, true, 0);
    double pct;
    bool trunc;
    if (tab_atleast_article(deck, key, &pct, &trunc) == TALON_OK) {
        double art = pow(1.0 - pct / 100.0, opp);
        snprintf(label, sizeof label, "shortcut (1-q)^%d, article's q = %.1f%%", opp, pct);
        row(&t, o, &r, hand, "shortcut_article_q", label, art, NULL, true, 0);
        out_note(&t, "article", "its shortcut gives %.1f%%; the card-removal class figure differs by %+.2f points",
                 100 * art, 100 * ((double)(b.best[BEST_CLASS] + b.tie[BEST_CLASS]) / (double)b.n - art));
    } else {
        out_note(&t, "article", "prints no q for class %s at %d cards", key, deck);
    }

    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
