/* bench_abi.c - talon's own evaluator behind the plug-in ABI (issue 27):
 * `talon bench --evaluator PEER.so` times talon through function pointers
 * of exactly the plug-in ABI's kinds (talon_evaluator.h), as it times the
 * peer, so that every ratio of its comparison tables sets one kind of call
 * against the same kind.  The functions are the ones a talon plug-in would
 * export, written as a peer's adapter is written:
 *   eval5 / eval7       a mask: eval_fast_mask (talon's mask is the ABI's);
 *   eval5_idx / _idx7   indexes 4 * rank + suit: the key sum of eval_fast's
 *                       card-index path over a copy of its key table laid
 *                       out in the ABI's order (so no conversion per card);
 *                       a flush builds the mask from the same order;
 *   eval5/7_batch       eval_batch_run on the caller's array (the best ISA);
 *   enum                nested loops adding one card a level (eval_fast_add,
 *                       eval_fast_eval), as the peers' adapters enumerate.
 * The tables are built once, by bench_plugin_talon, before any thread
 * calls them; afterwards they are read-only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "card.h"
#include "err.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "rules.h"

static eval_fast *abi_t;          /* eval_fast of the standard rules */
static eval_fast *abi_tp;         /* the same, card_key in the ABI's order (4 * rank + suit) */
static uint64_t abi_bit[52];      /* ABI index -> talon's card bit */
static eval_batch_plan abi_plan;

static uint32_t abi_eval_mask(uint64_t cards) { return eval_fast_mask(abi_t, cards); }

static uint32_t abi_idx(const uint8_t *c, int n)
{
    uint64_t k = EVAL_FAST__KEY(abi_tp, c, n);
    if (__builtin_expect((k & EVAL_FAST_SUITF) != 0, 0)) {
        uint64_t m = 0;
        for (int i = 0; i < n; i++)
            m |= abi_bit[c[i]];
        return eval_fast_mask(abi_t, m);
    }
    return eval_fast__rank(abi_tp, EVAL_FAST_IA(k), EVAL_FAST_IB(k), EVAL_FAST_IC(k));
}

static uint32_t abi_eval5_idx(const uint8_t *c) { return abi_idx(c, 5); }
static uint32_t abi_eval7_idx(const uint8_t *c) { return abi_idx(c, 7); }

static void abi_batch(const uint64_t *cards, uint32_t *values, size_t n)
{
    eval_batch_run(&abi_plan, 0, cards, values, n);
}

/* eval_fast_add in the ABI's order: the key from the reordered table, the
 * mask in talon's layout (a flush reads it), from abi_bit. */
static inline eval_fast_hand abi_add(eval_fast_hand h, int c)
{
    h.key += abi_tp->card_key[c];
    h.mask |= abi_bit[c];
    return h;
}

static uint64_t abi_enum5(void)
{
    const eval_fast *t = abi_t;
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    for (int a = 0; a < 52; a++) {
        eval_fast_hand ha = abi_add(h0, a);
        for (int b = a + 1; b < 52; b++) {
            eval_fast_hand hb = abi_add(ha, b);
            for (int c = b + 1; c < 52; c++) {
                eval_fast_hand hc = abi_add(hb, c);
                for (int d = c + 1; d < 52; d++) {
                    eval_fast_hand hd = abi_add(hc, d);
                    for (int e = d + 1; e < 52; e++)
                        sum += eval_fast_eval(t, abi_add(hd, e));
                }
            }
        }
    }
    return sum;
}

static uint64_t abi_enum7(void)
{
    const eval_fast *t = abi_t;
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    for (int a = 0; a < 52; a++) {
        eval_fast_hand ha = abi_add(h0, a);
        for (int b = a + 1; b < 52; b++) {
            eval_fast_hand hb = abi_add(ha, b);
            for (int c = b + 1; c < 52; c++) {
                eval_fast_hand hc = abi_add(hb, c);
                for (int d = c + 1; d < 52; d++) {
                    eval_fast_hand hd = abi_add(hc, d);
                    for (int e = d + 1; e < 52; e++) {
                        eval_fast_hand he = abi_add(hd, e);
                        for (int f = e + 1; f < 52; f++) {
                            eval_fast_hand hf = abi_add(he, f);
                            for (int g = f + 1; g < 52; g++)
                                sum += eval_fast_eval(t, abi_add(hf, g));
                        }
                    }
                }
            }
        }
    }
    return sum;
}

static uint64_t abi_enum(int cards) { return cards == 5 ? abi_enum5() : abi_enum7(); }

int bench_plugin_talon(bench_plugin *p)
{
    if (!p)
        return TALON_E_INVAL;
    memset(p, 0, sizeof *p);
    if (!abi_t) {
        rules r;
        rules_init(&r, 52, true, ORDER_MODERN);
        eval_fast *t = NULL, *tp = NULL;
        int rc = eval_fast_new(&r, &t);
        if (rc == TALON_OK)
            rc = eval_fast_new(&r, &tp);
        if (rc == TALON_OK)
            rc = eval_batch_plan_init(&abi_plan, &r, eval_batch_best());
        if (rc != TALON_OK) {
            eval_fast_free(t);
            eval_fast_free(tp);
            return rc;
        }
        for (int i = 0; i < 52; i++) {
            int c = card_index(i / 4, i % 4);
            tp->card_key[i] = t->card_key[c];
            tp->card_key0[i] = t->card_key0[c];
            abi_bit[i] = 1ULL << c;
        }
        for (int i = 52; i < 64; i++)
            tp->card_key[i] = tp->card_key0[i] = 0;
        abi_t = t;
        abi_tp = tp;
    }
    snprintf(p->name, sizeof p->name, "%s", BENCH_TALON_ABI_NAME);
    p->eval5 = abi_eval_mask;
    p->eval7 = abi_eval_mask;
    p->eval5_batch = abi_batch;
    p->eval7_batch = abi_batch;
    p->eval5_idx = abi_eval5_idx;
    p->eval7_idx = abi_eval7_idx;
    p->enumerate = abi_enum;
    return TALON_OK;
}
