/* bench_instr.c - one evaluator path over a fixed hand set, for counting
 * instructions with valgrind's callgrind (scripts/bench --instructions).
 *
 *     bench_instr PATH CARDS N [PLUGIN.so]
 *
 * Builds N random hands of CARDS (5 or 7) cards of the 52-card deck (seed
 * 42) as masks, as talon card indexes, as plug-in indexes (4 * rank + suit)
 * and as prepared eval_fast_hand values, then runs PATH over them once and
 * prints the checksum (the sum of the values).  The setup is the same for
 * every PATH, so (instructions of PATH - instructions of its empty loop) / N
 * is the cost of one evaluation, the same number on every run whatever the
 * machine's load.  Paths and their empty loops:
 *     empty_mask   eval_one eval_fast batch plugin_mask     (a mask a hand)
 *     empty_idx    eval_fast_idx incr plugin_idx            (indexes a hand)
 *     empty_prep   prepared                                 (an eval_fast_hand a hand)
 *     empty_enum   enum plugin_enum                         (every hand of 52 cards, N ignored)
 *     pairs_setup  pairs                                    (talon bench's rank-pair enumeration,
 *                                                            BENCH_PAIRS: two passes over every hand
 *                                                            of 52 cards, its warm-up and its timed
 *                                                            pass; N ignored)
 * The loops are the ones of talon bench (src/bench/bench.c): one hand at a
 * time through an empty asm, so nothing is vectorised.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "card.h"
#include "eval.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "rng.h"
#include "talon_evaluator.h"

#define OPAQUE(x) __asm__("" : "+r"(x))

static int usage(void)
{
    fprintf(stderr, "usage: bench_instr PATH CARDS N [PLUGIN.so] (see bench/bench_instr.c)\n");
    return 2;
}

/* Every hand of k cards of 52, incrementally, as talon bench's incr_enum;
 * or (empty) only the checksum of the masks. */
static uint64_t enum_all(const eval_fast *t, int k, int empty)
{
    uint64_t sum = 0;
    eval_fast_hand c[52];   /* the cards as addends (eval_fast_card), made once */
    for (int i = 0; i < 52; i++)
        c[i] = eval_fast_card(t, 16 * (i % 4) + i / 4);
    eval_fast_hand h0 = eval_fast_hand_empty();
    for (int a = 0; a < 52; a++) {
        eval_fast_hand ha = eval_fast_plus(h0, c[a]);
        for (int b = a + 1; b < 52; b++) {
            eval_fast_hand hb = eval_fast_plus(ha, c[b]);
            for (int d = b + 1; d < 52; d++) {
                eval_fast_hand hd = eval_fast_plus(hb, c[d]);
                for (int e = d + 1; e < 52; e++) {
                    eval_fast_hand he = eval_fast_plus(hd, c[e]);
                    if (k == 5) {
                        for (int f = e + 1; f < 52; f++) {
                            eval_fast_hand hf = eval_fast_plus(he, c[f]);
                            if (empty) {
                                OPAQUE(hf.key);
                                sum += hf.key;
                            } else
                                sum += eval_fast_eval(t, hf);
                        }
                        continue;
                    }
                    for (int f = e + 1; f < 52; f++) {
                        eval_fast_hand hf = eval_fast_plus(he, c[f]);
                        for (int g = f + 1; g < 52; g++) {
                            eval_fast_hand hg = eval_fast_plus(hf, c[g]);
                            for (int i = g + 1; i < 52; i++) {
                                eval_fast_hand hi = eval_fast_plus(hg, c[i]);
                                if (empty) {
                                    OPAQUE(hi.key);
                                    sum += hi.key;
                                } else
                                    sum += eval_fast_eval(t, hi);
                            }
                        }
                    }
                }
            }
        }
    }
    return sum;
}

int main(int argc, char **argv)
{
    if (argc < 4)
        return usage();
    const char *path = argv[1];
    int k = atoi(argv[2]);
    size_t n = (size_t)strtoull(argv[3], NULL, 10);
    if ((k != 5 && k != 7) || n < 1)
        return usage();
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    eval_fast *t;
    eval_batch_plan plan;
    uint64_t *h = malloc(n * sizeof *h);
    uint8_t *ti = malloc(n * (size_t)k), *pi = malloc(n * (size_t)k);
    eval_fast_hand *ph = malloc(n * sizeof *ph);
    uint32_t *buf = malloc(n * sizeof *buf);
    if (!h || !ti || !pi || !ph || !buf || eval_fast_new(&r, &t) != 0
        || eval_batch_plan_init(&plan, &r, EVAL_ISA_AUTO) != 0)
        return 1;
    rng g;
    rng_seed(&g, 42, (uint64_t)k);
    for (size_t i = 0; i < n; i++) {
        uint64_t m = 0;
        while (card_count(m) < k)
            m |= card_bit((int)rng_bounded(&g, 13), (int)rng_bounded(&g, 4));
        h[i] = m;
        int c[7];
        card_list(m, c);
        for (int j = 0; j < k; j++) {
            ti[i * (size_t)k + (size_t)j] = (uint8_t)c[j];
            pi[i * (size_t)k + (size_t)j] = (uint8_t)(4 * card_rank(c[j]) + card_suit(c[j]));
        }
        ph[i] = eval_fast_add_mask(t, eval_fast_hand_empty(), m);
    }
    uint32_t (*pmask)(uint64_t) = NULL;
    uint32_t (*pidx)(const uint8_t *) = NULL;
    uint64_t (*penum)(int) = NULL;
    if (argc > 4) {
        void *so = dlopen(argv[4], RTLD_NOW | RTLD_LOCAL);
        if (!so) {
            fprintf(stderr, "bench_instr: %s\n", dlerror());
            return 1;
        }
        pmask = (uint32_t (*)(uint64_t))dlsym(so, k == 5 ? TALON_EVALUATOR_SYM_EVAL5 : TALON_EVALUATOR_SYM_EVAL7);
        pidx = (uint32_t (*)(const uint8_t *))dlsym(so, k == 5 ? TALON_EVALUATOR_SYM_EVAL5_IDX
                                                                : TALON_EVALUATOR_SYM_EVAL7_IDX);
        penum = (uint64_t (*)(int))dlsym(so, TALON_EVALUATOR_SYM_ENUM);
    }
    uint64_t sum = 0;
    if (strcmp(path, "empty_mask") == 0) {
        for (size_t i = 0; i < n; i++) {
            uint64_t x = h[i];
            OPAQUE(x);
            sum += x;
        }
    } else if (strcmp(path, "eval_one") == 0) {
        for (size_t i = 0; i < n; i++) {
            uint64_t x = h[i];
            OPAQUE(x);
            sum += k == 5 ? eval5(&r, x) : eval7(&r, x);
        }
    } else if (strcmp(path, "eval_fast") == 0) {
        for (size_t i = 0; i < n; i++) {
            uint64_t x = h[i];
            OPAQUE(x);
            sum += eval_fast_mask(t, x);
        }
    } else if (strcmp(path, "batch") == 0) {
        eval_batch_run(&plan, 0, h, buf, n);
        for (size_t i = 0; i < n; i++)
            sum += buf[i];
    } else if (strcmp(path, "plugin_mask") == 0 && pmask) {
        for (size_t i = 0; i < n; i++)
            sum += pmask(h[i]);
    } else if (strcmp(path, "empty_idx") == 0) {
        if (k == 5)
            for (size_t i = 0; i < n; i++) {
                const uint8_t *x = ti + 5 * i;
                OPAQUE(x);
                sum += x[0];
            }
        else
            for (size_t i = 0; i < n; i++) {
                const uint8_t *x = ti + 7 * i;
                OPAQUE(x);
                sum += x[0];
            }
    } else if (strcmp(path, "eval_fast_idx") == 0) {
        /* one loop per hand size, so that no test of k is left inside */
        if (k == 5)
            for (size_t i = 0; i < n; i++) {
                const uint8_t *x = ti + 5 * i;
                OPAQUE(x);
                sum += eval_fast_cards8(t, x, 5);
            }
        else
            for (size_t i = 0; i < n; i++) {
                const uint8_t *x = ti + 7 * i;
                OPAQUE(x);
                sum += eval_fast_cards8(t, x, 7);
            }
    } else if (strcmp(path, "incr") == 0) {
        for (size_t i = 0; i < n; i++) {
            const uint8_t *x = ti + (size_t)k * i;
            OPAQUE(x);
            eval_fast_hand e = eval_fast_hand_empty();
            for (int j = 0; j < k; j++)
                e = eval_fast_add(t, e, x[j]);
            sum += eval_fast_eval(t, e);
        }
    } else if (strcmp(path, "plugin_idx") == 0 && pidx) {
        if (k == 5)   /* the same loop shapes as eval_fast_idx */
            for (size_t i = 0; i < n; i++)
                sum += pidx(pi + 5 * i);
        else
            for (size_t i = 0; i < n; i++)
                sum += pidx(pi + 7 * i);
    } else if (strcmp(path, "empty_prep") == 0) {
        for (size_t i = 0; i < n; i++) {
            eval_fast_hand e = ph[i];
            OPAQUE(e.key);
            sum += e.key;
        }
    } else if (strcmp(path, "prepared") == 0) {
        for (size_t i = 0; i < n; i++) {
            eval_fast_hand e = ph[i];
            OPAQUE(e.key);
            sum += eval_fast_eval(t, e);
        }
    } else if (strcmp(path, "empty_enum") == 0 || strcmp(path, "enum") == 0) {
        sum = enum_all(t, k, path[0] == 'e' && path[1] == 'm');
    } else if (strcmp(path, "pairs_setup") == 0 || strcmp(path, "pairs") == 0) {
        bench_data d;
        if (bench_data_init(&d, &r, 1, 42) != 0)
            return 1;
        if (path[5] == 0) {
            bench_eval_spec s = {.cards = k, .order = BENCH_ENUM, .impl = BENCH_PAIRS};
            bench_cfg one = {.reps = 1, .min_seconds = 0};
            bench_stat st;
            if (bench_eval(&d, &s, &one, &st) != 0)
                return 1;
            sum = st.checksum;
        }
        bench_data_free(&d);
    } else if (strcmp(path, "plugin_enum") == 0 && penum) {
        sum = penum(k);
    } else {
        return usage();
    }
    printf("%llu\n", (unsigned long long)sum);
    eval_fast_free(t);
    free(h);
    free(ti);
    free(pi);
    free(ph);
    free(buf);
    return 0;
}
