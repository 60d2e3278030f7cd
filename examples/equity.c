/* equity.c - a hold'em equity query with libtalon: two ranges head-up,
 * exact when the enumeration is small enough, else Monte Carlo with a 95%
 * interval (holdem.h).
 *     cc equity.c $(pkg-config --cflags --libs talon) -o equity
 *     ./equity AsKs QQ [BOARD]                      (hands or ranges; board 0, 3, 4 or 5 cards) */
#include <stdio.h>
#include <talon/talon.h>

int main(int argc, char **argv)
{
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    holdem_query q;
    holdem_query_init(&q);
    q.players = 2;
    const char *hand[2] = {argc > 1 ? argv[1] : "AsKs", argc > 2 ? argv[2] : "QQ"};
    for (int p = 0; p < 2; p++)
        if (range_parse(hand[p], r.deck, CARD_AUTO, &q.hands[p], NULL) != TALON_OK) {
            fprintf(stderr, "equity: bad hand or range '%s'\n", hand[p]);
            return 2;
        }
    if (argc > 3 && card_parse(argv[3], CARD_AUTO, &q.board, NULL, NULL) != TALON_OK) {
        fprintf(stderr, "equity: bad board '%s'\n", argv[3]);
        return 2;
    }
    mc_config cfg;   /* used only if the enumeration is too large: */
    mc_config_init(&cfg);
    cfg.seed = 1;              /* reproducible at any thread count */
    cfg.precision = 0.001;     /* until the 95% half-width is under 0.1% */
    holdem_result res;
    int rc = holdem_equity(&r, &q, &cfg, &res);
    if (rc != TALON_OK) {
        fprintf(stderr, "equity: %s\n", err_str(rc));
        return 1;
    }
    for (int p = 0; p < 2; p++) {
        stats_ci eq, win, tie;
        holdem_ci(&res, p, &eq, &win, &tie);
        printf("%-8s equity %.4f", hand[p], holdem_share(&res, p));
        if (!res.exact)
            printf("  (95%%: %.4f..%.4f)", eq.lo, eq.hi);
        printf("\n");
    }
    printf("%s over %llu %s\n", res.exact ? "exact" : "Monte Carlo", (unsigned long long)res.n,
           res.exact ? "outcomes" : "trials");
    return 0;
}
