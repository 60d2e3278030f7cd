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
 *                       eval_fast_eval), as the peers' adapters enumerate,
 *                       through a table from the ABI's index to talon's.
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
    uint64_t k = eval_fast__key8(abi_tp, c, n);
    if (__builtin_expect((k & EVAL_FAST_SUITF) != 0, 0)) {
        uint64_t m = 0;
        for (int i = 0; i < n; i++)
            m |= abi_bit[c[i]];
        return eval_fast_mask(abi_t, m);
    }
    return eval_fast__rank(abi_tp, k);
}

static uint32_t abi_eval5_idx(const uint8_t *c) { return abi_idx(c, 5); }
static uint32_t abi_eval7_idx(const uint8_t *c) { return abi_idx(c, 7); }

static void abi_batch(const uint64_t *cards, uint32_t *values, size_t n)
{
    eval_batch_run(&abi_plan, 0, cards, values, n);
}

/* Every 5- or 7-card hand of the ABI's deck in its index order, one card
 * added a level (eval_fast_plus of cards made once, eval_fast_eval), as bench/bench_instr.c and
 * the peers' adapters enumerate: abi_card maps the ABI's index to talon's. */
static int abi_card[52];

static uint64_t abi_enum(int cards)
{
    const eval_fast *t = abi_t;
    eval_fast_hand c[52];   /* the cards as addends (eval_fast_card), made once */
    for (int i = 0; i < 52; i++)
        c[i] = eval_fast_card(t, abi_card[i]);
    uint64_t sum = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    for (int a = 0; a < 52; a++) {
        eval_fast_hand ha = eval_fast_plus(h0, c[a]);
        for (int b = a + 1; b < 52; b++) {
            eval_fast_hand hb = eval_fast_plus(ha, c[b]);
            for (int d = b + 1; d < 52; d++) {
                eval_fast_hand hd = eval_fast_plus(hb, c[d]);
                for (int e = d + 1; e < 52; e++) {
                    eval_fast_hand he = eval_fast_plus(hd, c[e]);
                    if (cards == 5) {
                        for (int f = e + 1; f < 52; f++)
                            sum += eval_fast_eval(t, eval_fast_plus(he, c[f]));
                        continue;
                    }
                    for (int f = e + 1; f < 52; f++) {
                        eval_fast_hand hf = eval_fast_plus(he, c[f]);
                        for (int g = f + 1; g < 52; g++) {
                            eval_fast_hand hg = eval_fast_plus(hf, c[g]);
                            for (int i = g + 1; i < 52; i++)
                                sum += eval_fast_eval(t, eval_fast_plus(hg, c[i]));
                        }
                    }
                }
            }
        }
    }
    return sum;
}

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
        if (rc == TALON_OK && !(tp = malloc(sizeof *tp)))
            rc = TALON_E_NOMEM;
        if (rc == TALON_OK)
            rc = eval_batch_plan_init(&abi_plan, &r, eval_batch_best());
        if (rc != TALON_OK) {
            eval_fast_free(t);
            free(tp);
            return rc;
        }
        /* tp: t's tables with card_key and card_key0 in the ABI's order */
        memcpy(tp, t, sizeof *tp);
        for (int i = 0; i < 52; i++) {
            int c = card_index(i / 4, i % 4);
            tp->card_key[i] = t->card_key[c];
            tp->card_key0[i] = t->card_key0[c];
            abi_bit[i] = 1ULL << c;
            abi_card[i] = c;
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
