/* tab_keeps.c - see tab_keeps.h. */
#include "tab_keeps.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "card.h"
#include "err.h"

/* The kept cards' sort key: for as many drawn, the highest ranks first. */
static uint64_t keep_key(uint64_t kept)
{
    int c[5], n = card_list(kept, c);
    uint64_t key = 0;
    /* ranks high to low, then suits: 5 fields of 6 bits, each rank*4+suit */
    int v[5];
    for (int i = 0; i < n; i++)
        v[i] = card_rank(c[i]) * 4 + card_suit(c[i]);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j] > v[j - 1]; j--) {
            int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    for (int i = 0; i < 5; i++)
        key = key << 6 | (uint64_t)(i < n ? v[i] + 1 : 0);
    return key;
}

static int cmp_keep(const void *a, const void *b)
{
    const tab_keep *x = a, *y = b;
    if (x->draw != y->draw)
        return x->draw < y->draw ? -1 : 1;
    uint64_t kx = keep_key(x->kept), ky = keep_key(y->kept);
    return kx > ky ? -1 : kx < ky ? 1 : 0;
}

/* Every draw-subset of the stock's n cards added to kept, by category. */
static void count_draws(const rules *r, uint64_t kept, int draw, const uint64_t *stock, int n, tab_keep *k)
{
    int idx[5];
    for (int i = 0; i < draw; i++)
        idx[i] = i;
    for (;;) {
        uint64_t h = kept;
        for (int i = 0; i < draw; i++)
            h |= stock[idx[i]];
        k->count[eval_category(r, eval5(r, h))]++;
        k->sets++;
        int i = draw - 1;   /* the next subset, in lexicographic order */
        while (i >= 0 && idx[i] == n - draw + i)
            i--;
        if (i < 0)
            return;
        idx[i]++;
        for (int j = i + 1; j < draw; j++)
            idx[j] = idx[j - 1] + 1;
    }
}

int tab_keeps_exact(const rules *r, const strategy *s, uint64_t hand, tab_keeps *out)
{
    if (!r || !s || !out || bits_count64(hand) != 5 || (hand & ~r->deck))
        return TALON_E_INVAL;
    strategy_plan plan;
    if (strategy_plan_init(&plan, s, r) != TALON_OK)
        return TALON_E_INVAL;
    memset(out, 0, sizeof *out);
    out->hand = hand;
    out->served = eval_category(r, eval5(r, hand));
    uint64_t stock[64];
    int n = 0;
    for (uint64_t m = r->deck & ~hand; m; m &= m - 1)
        stock[n++] = m & -m;
    int hc[5];
    card_list(hand, hc);
    for (int sub = 0; sub < TAB_KEEPS; sub++) {
        tab_keep *k = &out->keep[sub];
        for (int i = 0; i < 5; i++)
            if (sub >> i & 1)
                k->kept |= 1ULL << hc[i];
        k->draw = 5 - bits_count32((uint32_t)sub);
        count_draws(r, k->kept, k->draw, stock, n, k);
    }
    qsort(out->keep, TAB_KEEPS, sizeof out->keep[0], cmp_keep);
    strategy_play play;
    strategy_decide(&plan, hand, &play);
    out->folds = play.fold;
    out->strategy = -1;
    for (int i = 0; i < TAB_KEEPS; i++)
        if (out->keep[i].kept == play.keep)
            out->strategy = i;
    return out->strategy >= 0 ? TALON_OK : TALON_E_INVAL;
}

double tab_keeps_improves(const rules *r, const tab_keeps *t, int k)
{
    const tab_keep *x = &t->keep[k];
    uint64_t up = 0;
    for (int c = 0; c < EVAL_NCAT; c++)
        if (r->cat_pos[c] > r->cat_pos[t->served])
            up += x->count[c];
    return x->sets ? (double)up / (double)x->sets : 0;
}
