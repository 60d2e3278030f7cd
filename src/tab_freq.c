/* tab_freq.c - exact hand frequencies by enumerating all C(N,5) hands.
 *
 * Five nested loops over the deck's cards in increasing index order visit
 * each 5-card set exactly once; the partial masks are kept so the innermost
 * loop does one OR and one eval5.  2 598 960 hands at 52 cards take a few
 * milliseconds, so no symmetry reduction is needed here; the simple loop is
 * the one easiest to trust.
 */
#include "card.h"
#include "err.h"
#include "eval.h"
#include "tab_freq.h"

uint64_t tab_binom(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    if (k > n - k)
        k = n - k;
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        /* c*(n-k+i) = C(n-k+i,i)*i is exact; 128 bits keep it from overflowing up to n = 64 */
        c = (uint64_t)((unsigned __int128)c * (unsigned)(n - k + i) / (unsigned)i);
    return c;
}

int tab_freq_exact(const rules *r, tab_freq *t)
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;

    uint64_t counts[EVAL_NCAT] = {0};
    for (int a = 0; a < n; a++) {
        uint64_t ma = 1ULL << cards[a];
        for (int b = a + 1; b < n; b++) {
            uint64_t mb = ma | 1ULL << cards[b];
            for (int c = b + 1; c < n; c++) {
                uint64_t mc = mb | 1ULL << cards[c];
                for (int d = c + 1; d < n; d++) {
                    uint64_t md = mc | 1ULL << cards[d];
                    for (int e = d + 1; e < n; e++)
                        counts[eval_category(r, eval5(r, md | 1ULL << cards[e]))]++;
                }
            }
        }
    }
    t->deck_size = r->deck_size;
    t->ace_low = r->ace_low;
    t->order = r->order;
    t->total = 0;
    for (int i = 0; i < EVAL_NCAT; i++) {
        t->counts[i] = counts[i];
        t->total += counts[i];
    }
    return TALON_OK;
}
