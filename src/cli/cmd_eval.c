/* cmd_eval.c - `talon eval CARDS [CARDS2]`: category, the five cards that
 * play, the strength value; with two hands, which one wins.  Here the
 * cards are read and checked; rep_eval.c evaluates and lays them out. */
#include "cli.h"
#include "cli_deck.h"
#include "rep_eval.h"

int cmd_eval(const cli_opts *o)
{
    int deck = o->decks[0];
    rules r;
    cli_rules(o, deck, &r);

    uint64_t hands[2];
    int nh = o->npos;
    for (int i = 0; i < nh; i++) {
        int n;
        hands[i] = cli_cards(o, o->pos[i], deck, nh == 2 ? (i ? "second hand" : "first hand") : "hand", &n);
        if (n < 5 || n > 7)
            cli_usage_error("hand '%s' has %d card%s: give 5, 6 or 7", o->pos[i], n, n == 1 ? "" : "s");
    }
    if (nh == 2) {
        uint64_t both = hands[0] & hands[1];
        if (both) {
            char name[4];
            card_name(__builtin_ctzll(both), card_detect(o->pos[0]), name);
            cli_usage_error("card %s is in both hands", name);
        }
    }

    rep_eval_params p = {.lang = o->lang,
                         .notation = o->notation != CARD_AUTO ? o->notation : card_detect(o->pos[0])};
    out_table t;
    rep_eval_table(&t, &p, &r, hands, nh);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
