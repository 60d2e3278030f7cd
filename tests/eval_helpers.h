/* eval_helpers.h - what the evaluator tests share (test_eval*.c): the three
 * ranking orders, a rules object that must build, a seeded generator, and a
 * deck's cards in increasing order.  Include after <check.h>. */
#ifndef TALON_TESTS_EVAL_HELPERS_H
#define TALON_TESTS_EVAL_HELPERS_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "rules.h"

static const enum rules_order ORDERS[] = {ORDER_MODERN, ORDER_FLUSH_OVER_FULL, ORDER_ARCHAIC};

static inline rules mk(int deck, bool ace_low, enum rules_order order)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, ace_low, order), 0);
    return r;
}

/* SplitMix64: the tests' random hands, reproducible from the seed. */
static inline uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* r's cards, increasing; returns their number. */
static inline int deck_cards(const rules *r, int cards[DECK_MAX])
{
    int n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    return n;
}

#endif
