// peer_bench.cpp - talon and the public evaluators, every path inlined, in
// one process (issue 27): the like-for-like half of the evaluator benchmark.
//
//     peer_bench [--reps R] [--placements P] [--hands N] [--cpu C] [--paths P,...] [--format md|csv]
//     peer_bench --path P --eval E [--hands N]     one path once (callgrind)
//     peer_bench --list                            each evaluator's paths
//
// Built by CMake when a peer's checkout is given (-DOMPEVAL_DIR=,
// -DPHEVAL_DIR=; bench/peers/README.md), and with talon alone in the test
// build for its smoke test (tests/peers/peer_bench.sh): this file is ours, the peers' sources
// are compiled from the user's checkouts, with the same compiler and flags as
// talon's (one translation unit for talon and OMPEval, whose evaluators are
// header-inline; PokerHandEvaluator's C files joined by link-time
// optimisation, so its evaluate_Ncards is inlined into the loops as well).
//
// Paths (each evaluator called its own natural way, from the same hands):
//   idx7, idx5   one hand at a time from card indexes (each evaluator's own
//                encoding, converted before the clock starts);
//   mask7        one hand at a time from talon's packed masks (a peer lists
//                the mask's cards with a ctz loop, as a caller holding masks
//                would);
//   enum7, enum5 every hand of the 52-card deck, nested loops, one card
//                added a level (the same loops for all: enum_nest), the
//                deck's cards made once as addends: talon-ids the walk
//                (eval_walk_plus, eval_walk_id), talon (values) and
//                talon-sum-ids eval_fast_hand (eval_fast_plus, eval_fast_eval
//                and its id), OMPEval's Hand + of its Hand(i);
//                PokerHandEvaluator has no incremental API, so its loops call
//                evaluate_Ncards on the cards of each hand;
//   batch7       talon's eval_batch over the 7-card masks, beside each peer's
//                one-at-a-time idx7 (a batch against the peer's fastest path,
//                labelled so, never mixed with the one-at-a-time rows).
// talon has two rows: "talon" returns its 32-bit values, "talon-ids" its
// 16-bit value ids (the same order; the kind of number the peers return);
// the enumerations a third, "talon-sum-ids" (bench/peers/README.md).
// Method: the whole set of paths is run R times (default 16), interleaved
// (repetition r runs every path of every evaluator before r + 1), each at
// code placement r mod 8 (shift_code, below); a path's
// rate is its median over the R runs, with the lowest and highest; the
// ratio to talon-ids also repetition by repetition (the two runs a few
// milliseconds apart, under the same machine state: the machine's rates
// move by up to 2x from one hour to the next), its median and range.  The
// process pins itself to one core (--cpu, default the last one it may run on).  Every
// evaluator's values are mapped to one scale (the rank of the value among
// the 7 462 distinct values of the 52-card deck, 1 the weakest high card)
// and summed over the path's hands: the checksums must agree, or the run
// stops with status 1 before anything is timed.
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include <sched.h>
#include <unistd.h>

extern "C" {
#include "card.h"
#include "err.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "eval_walk.h"
#include "rules.h"
}
#ifdef PEER_OMPEVAL
#include "omp/HandEvaluator.h"
#endif
#ifdef PEER_PHEVAL
#include "phevaluator/phevaluator.h"
#endif

namespace {

// The evaluators.
// talon twice: its values (eval7's, 32 bits: eval_fast_cards8 and the
// others) and its value ids (16 bits, the same order: eval_fast_cards8_id
// and the others, eval_fast.h), the kind of number OMPEval's evaluate and
// PokerHandEvaluator return.
// A third row for the enumerations only: talon's other incremental hand,
// eval_fast_hand (the sum of its cards' rank keys, evaluated by eval_fast's
// index as OMPEval's Hand is by its own), its ids, beside the walk's.
enum Eval { TALON, TALON_ID, TALON_SUM, OMPEVAL, PHEVAL, NEVAL };
const char *const EVAL_NAME[NEVAL] = {"talon", "talon-ids", "talon-sum-ids", "OMPEval", "PokerHandEvaluator"};
bool have(Eval e)
{
    (void)e;
#ifndef PEER_OMPEVAL
    if (e == OMPEVAL)
        return false;
#endif
#ifndef PEER_PHEVAL
    if (e == PHEVAL)
        return false;
#endif
    return true;
}

const eval_fast *T;
const eval_walk *W;
#ifdef PEER_OMPEVAL
const omp::HandEvaluator *OMP;
#endif

// A peer's card index 4 * rank + suit, from talon's 16 * suit + rank.
inline unsigned peer_card(int c) { return 4u * (unsigned)card_rank(c) + (unsigned)card_suit(c); }

// The hands: N random 7-card hands of 52 (their first 5 cards are the
// 5-card hands), in every encoding.
struct Hands {
    size_t n = 0;
    std::vector<uint8_t> tal;    // 7 talon indexes a hand
    std::vector<uint8_t> peer;   // 7 peer indexes a hand
    std::vector<uint64_t> mask;  // the 7 cards as talon's mask
};

uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Hands make_hands(size_t n, uint64_t seed)
{
    Hands h;
    h.n = n;
    h.tal.resize(7 * n);
    h.peer.resize(7 * n);
    h.mask.resize(n);
    uint64_t s = seed;
    for (size_t i = 0; i < n; i++) {
        uint64_t m = 0;
        for (int k = 0; k < 7;) {
            int c52 = (int)(splitmix(&s) % 52);
            int c = card_index(c52 / 4, c52 % 4);
            if (m >> c & 1)
                continue;
            m |= 1ULL << c;
            h.tal[7 * i + k] = (uint8_t)c;
            h.peer[7 * i + k] = (uint8_t)peer_card(c);
            k++;
        }
        h.mask[i] = m;
    }
    return h;
}

// One hand, each evaluator its natural way.
template <int K>
inline uint32_t talon_idx(const uint8_t *c) { return eval_fast_cards8(T, c, K); }
template <int K>
inline uint32_t talon_idx_id(const uint8_t *c) { return eval_fast_cards8_id(T, c, K); }

#ifdef PEER_OMPEVAL
template <int K>
inline uint32_t omp_idx(const uint8_t *c)
{
    omp::Hand h = omp::Hand::empty();
    for (int i = 0; i < K; i++)
        h += omp::Hand(c[i]);
    return OMP->evaluate(h);
}
inline uint32_t omp_mask(uint64_t m)
{
    omp::Hand h = omp::Hand::empty();
    for (; m; m &= m - 1)
        h += omp::Hand(peer_card(__builtin_ctzll(m)));
    return OMP->evaluate(h);
}
#endif

#ifdef PEER_PHEVAL
template <int K>
inline uint32_t ph_idx(const uint8_t *c)
{
    if (K == 5)
        return (uint32_t)evaluate_5cards(c[0], c[1], c[2], c[3], c[4]);
    return (uint32_t)evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
}
inline uint32_t ph_mask(uint64_t m)
{
    int c[7];
    for (int i = 0; i < 7; i++, m &= m - 1)
        c[i] = (int)peer_card(__builtin_ctzll(m));
    return (uint32_t)evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
}
#endif

// Sinks: the timed one sums raw values; the checking one sums each value's
// rank on the common scale.
struct Sum {
    uint64_t s = 0;
    void operator()(uint32_t v) { s += v; }
};
struct Ranked {
    const std::vector<uint32_t> *order;   // the evaluator's distinct values, weakest first
    bool lower_better;
    uint64_t s = 0;
    void operator()(uint32_t v)
    {
        uint32_t key = lower_better ? ~v : v;
        auto it = std::lower_bound(order->begin(), order->end(), key);
        s += (uint64_t)(it - order->begin()) + 1;
    }
};

// Code placement.  Where a loop lands depends on everything the compiler
// and the linker placed before it, and on the machine measured (AMD EPYC,
// Zen 2) it matters: one rebuild put the walk's innermost loop across two
// 64-byte lines instead of one, and its 7-card enumeration went from about
// 1 020 to 720 M hands/s with no change to its code (bench/peers/README.md,
// bench/RESULTS.md "Loop placement").  So every
// timed function exists in NPLACE copies whose code after the entry is
// shifted by 0, 8, ..., 56 bytes (a jump over that many bytes of padding,
// once a call), and repetition r runs copy r mod NPLACE: a rate's median
// is over placements as well as over time, for every evaluator alike.
// Steps of 8 bytes, not 16: functions start on 16-byte boundaries, so
// steps of 16 give each loop only the four places of its own residue mod
// 16, which differs between builds; on an AMD EPYC of family 26 (Zen 5)
// the native build's enum7 ratio read 0.98 to 1.21 over the four places
// at 0, 16, 32 and 48 and 1.31 to 1.40 over those at 8, 24, 40 and 56,
// with the same binary code (RESULTS, "Eight placements").  With all eight
// every loop visits every 8-byte place of a 64-byte line, wherever the
// linker put it.
const int NPLACE = 8, PLACE_STEP = 8;
template <int PAD>
inline void shift_code()
{
#if defined(__x86_64__) || defined(__i386__)
    if (PAD > 0)
        __asm__ volatile("jmp 1f\n\t.skip %c0, 0x90\n1:" : : "i"(PAD));
#endif
}

// The paths.  Each loop is a template on the sink, so the checked loop is
// the timed loop.
template <int PAD, class S>
__attribute__((noinline)) S run_idx(Eval e, int k, const Hands &h, S sink)
{
    shift_code<PAD>();
    const uint8_t *tc = h.tal.data(), *pc = h.peer.data();
    size_t n = h.n;
    switch (e) {
    case TALON:
        if (k == 7)
            for (size_t i = 0; i < n; i++)
                sink(talon_idx<7>(tc + 7 * i));
        else
            for (size_t i = 0; i < n; i++)
                sink(talon_idx<5>(tc + 7 * i));
        break;
    case TALON_ID:
        if (k == 7)
            for (size_t i = 0; i < n; i++)
                sink(talon_idx_id<7>(tc + 7 * i));
        else
            for (size_t i = 0; i < n; i++)
                sink(talon_idx_id<5>(tc + 7 * i));
        break;
#ifdef PEER_OMPEVAL
    case OMPEVAL:
        if (k == 7)
            for (size_t i = 0; i < n; i++)
                sink(omp_idx<7>(pc + 7 * i));
        else
            for (size_t i = 0; i < n; i++)
                sink(omp_idx<5>(pc + 7 * i));
        break;
#endif
#ifdef PEER_PHEVAL
    case PHEVAL:
        if (k == 7)
            for (size_t i = 0; i < n; i++)
                sink(ph_idx<7>(pc + 7 * i));
        else
            for (size_t i = 0; i < n; i++)
                sink(ph_idx<5>(pc + 7 * i));
        break;
#endif
    default:
        (void)pc;
        break;
    }
    return sink;
}

template <int PAD, class S>
__attribute__((noinline)) S run_mask(Eval e, const Hands &h, S sink)
{
    shift_code<PAD>();
    const uint64_t *m = h.mask.data();
    size_t n = h.n;
    switch (e) {
    case TALON:
        for (size_t i = 0; i < n; i++)
            sink(eval_fast_mask(T, m[i]));
        break;
    case TALON_ID:
        for (size_t i = 0; i < n; i++)
            sink(eval_fast_mask_id(T, m[i]));
        break;
#ifdef PEER_OMPEVAL
    case OMPEVAL:
        for (size_t i = 0; i < n; i++)
            sink(omp_mask(m[i]));
        break;
#endif
#ifdef PEER_PHEVAL
    case PHEVAL:
        for (size_t i = 0; i < n; i++)
            sink(ph_mask(m[i]));
        break;
#endif
    default:
        break;
    }
    return sink;
}

// Every hand of k cards of the first `deck` cards in rank-major order
// (4 * rank + suit: the peers' indexes; talon's card of the same rank and
// suit), one card added a level.  Each evaluator in a function of its own.

// The nest of loops every incremental evaluator runs, the same for each: a
// pointer a level walks the deck's addends (made once, before the loops),
// and the level's hand is the hand above plus that addend.  The last two
// levels are a function of their own, called once per hand of k - 2 cards
// (about 50 hands a call at 7 cards of 52, 25 at 5), so that the compiler
// gives the innermost loop registers of its own rather than sharing them
// with five outer levels.  Only the addend type, `plus` and `eval` differ
// between evaluators.
template <int PAD, class H, class Plus, class Ev, class S>
__attribute__((noinline)) void enum_last2(H h, const H *from, const H *end, Plus plus, Ev eval, S &sink)
{
    shift_code<PAD>();
    S s = std::move(sink);   // in registers for the loop (moved: value_order's sink holds a vector)
    for (const H *g = from; g < end; g++) {
        H hg = plus(h, *g);
        for (const H *j = g + 1; j < end; j++)
            s(eval(plus(hg, *j)));
    }
    sink = std::move(s);
}

template <int PAD, class H, class Plus, class Ev, class S>
inline S enum_nest(int k, const H *c, int deck, H h0, Plus plus, Ev eval, S sink)
{
    shift_code<PAD>();   // the outer loops move with the inner ones (enum_last2)
    const H *end = c + deck;
    for (const H *a = c; a < end; a++) {
        H ha = plus(h0, *a);
        for (const H *b = a + 1; b < end; b++) {
            H hb = plus(ha, *b);
            for (const H *d = b + 1; d < end; d++) {
                H hd = plus(hb, *d);
                if (k == 5) {
                    enum_last2<PAD>(hd, d + 1, end, plus, eval, sink);
                    continue;
                }
                for (const H *e = d + 1; e < end; e++) {
                    H he = plus(hd, *e);
                    for (const H *f = e + 1; f < end; f++)
                        enum_last2<PAD>(plus(he, *f), f + 1, end, plus, eval, sink);
                }
            }
        }
    }
    return sink;
}

// talon-ids: the walk (eval_walk.h), a table step a card and a hand one
// load from its id.  talon (values) and talon-sum-ids: eval_fast_hand, the
// sum of the cards' rank keys, evaluated by eval_fast's index (the values
// row uses it because its value is one load from the index, slot_value,
// where the walk's is one load after the id).
template <int PAD, class S>
__attribute__((noinline)) S enum_talon_walk(int k, int deck, S sink)
{
    eval_walk_hand c[52];   // the cards in this order, as addends (OMPEval's Hand(i) likewise)
    for (int i = 0; i < deck; i++)
        c[i] = eval_walk_card(W, card_index(i / 4, i % 4));
    const eval_walk *w = W;
    return enum_nest<PAD>(k, c, deck, eval_walk_empty(),
                     [w](eval_walk_hand h, eval_walk_hand x) { return eval_walk_plus(w, h, x); },
                     [w](eval_walk_hand h) { return eval_walk_id(w, h); }, sink);
}

template <int PAD, bool ID, class S>
__attribute__((noinline)) S enum_talon_sum(int k, int deck, S sink)
{
    eval_fast_hand c[52];
    for (int i = 0; i < deck; i++)
        c[i] = eval_fast_card(T, card_index(i / 4, i % 4));
    const eval_fast *t = T;
    return enum_nest<PAD>(k, c, deck, eval_fast_hand_empty(),
                     [](eval_fast_hand h, eval_fast_hand x) { return eval_fast_plus(h, x); },
                     [t](eval_fast_hand h) { return ID ? eval_fast_eval_id(t, h) : eval_fast_eval(t, h); }, sink);
}

#ifdef PEER_OMPEVAL
template <int PAD, class S>
__attribute__((noinline)) S enum_omp(int k, int deck, S sink)
{
    omp::Hand c[52];        // OMPEval's cards, Hand(i), as addends
    for (int i = 0; i < deck; i++)
        c[i] = omp::Hand((unsigned)i);
    return enum_nest<PAD>(k, c, deck, omp::Hand::empty(),
                     [](const omp::Hand &h, const omp::Hand &x) { return h + x; },
                     [](const omp::Hand &h) { return (uint32_t)OMP->evaluate(h); }, sink);
}
#endif

#ifdef PEER_PHEVAL
template <int PAD, class S>
__attribute__((noinline)) S enum_ph(int k, int deck, S sink)
{
    shift_code<PAD>();
    for (int a = 0; a < deck; a++)
        for (int b = a + 1; b < deck; b++)
            for (int d = b + 1; d < deck; d++)
                for (int e = d + 1; e < deck; e++) {
                    if (k == 5) {
                        for (int f = e + 1; f < deck; f++)
                            sink((uint32_t)evaluate_5cards(a, b, d, e, f));
                        continue;
                    }
                    for (int f = e + 1; f < deck; f++)
                        for (int g = f + 1; g < deck; g++)
                            for (int j = g + 1; j < deck; j++)
                                sink((uint32_t)evaluate_7cards(a, b, d, e, f, g, j));
                }
    return sink;
}
#endif

template <int PAD, class S>
__attribute__((noinline)) S run_enum(Eval e, int k, int deck, S sink)
{
    switch (e) {
    case TALON:
        return enum_talon_sum<PAD, false>(k, deck, sink);
    case TALON_ID:
        return enum_talon_walk<PAD>(k, deck, sink);
    case TALON_SUM:
        return enum_talon_sum<PAD, true>(k, deck, sink);
#ifdef PEER_OMPEVAL
    case OMPEVAL:
        return enum_omp<PAD>(k, deck, sink);
#endif
#ifdef PEER_PHEVAL
    case PHEVAL:
        return enum_ph<PAD>(k, deck, sink);
#endif
    default:
        break;
    }
    return sink;
}

// talon's batch over the 7-card masks (the values into a buffer, then summed
// by the sink, outside the batch call but inside the clock).
eval_batch_plan PLAN;
template <class S>
__attribute__((noinline)) S run_batch(const Hands &h, std::vector<uint32_t> &buf, S sink)
{
    const size_t chunk = 4096;
    buf.resize(chunk);
    for (size_t i = 0; i < h.n; i += chunk) {
        size_t m = std::min(chunk, h.n - i);
        eval_batch_run(&PLAN, 0, h.mask.data() + i, buf.data(), m);
        for (size_t j = 0; j < m; j++)
            sink(buf[j]);
    }
    return sink;
}

// A path: its name, what it runs and how many hands one run visits.
struct Path {
    const char *name;
    const char *what;
};
const Path PATHS[] = {
    {"idx7", "7 cards from card indexes, one at a time"},
    {"idx5", "5 cards from card indexes, one at a time"},
    {"mask7", "7 cards from talon's packed masks, one at a time (peers: a ctz loop lists the cards)"},
    {"enum7", "every 7-card hand of 52, nested loops, a card added a level (PokerHandEvaluator: evaluate_7cards a hand)"},
    {"enum5", "every 5-card hand of 52, nested loops, a card added a level (PokerHandEvaluator: evaluate_5cards a hand)"},
    {"batch7", "talon eval_batch over the 7-card masks (a batch path: compared with each peer's one-at-a-time idx7)"},
};
const int NPATH = (int)(sizeof PATHS / sizeof PATHS[0]);

uint64_t choose(int n, int k)
{
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

struct Ctx {
    Hands h;
    int deck = 52;
    std::vector<uint32_t> buf;
};

uint64_t hands_of(int p, const Ctx &c)
{
    if (!strcmp(PATHS[p].name, "enum7"))
        return choose(c.deck, 7);
    if (!strcmp(PATHS[p].name, "enum5"))
        return choose(c.deck, 5);
    return c.h.n;
}

// Does evaluator e have path p?  (The batch path is talon's.)
bool runs(int p, Eval e)
{
    if (e == TALON_SUM)
        return !strncmp(PATHS[p].name, "enum", 4);
    return have(e) && (strcmp(PATHS[p].name, "batch7") || e == TALON);
}

template <int PAD, class S>
S run_path_at(int p, Eval e, Ctx &c, S sink)
{
    const char *n = PATHS[p].name;
    if (!strcmp(n, "idx7"))
        return run_idx<PAD>(e, 7, c.h, sink);
    if (!strcmp(n, "idx5"))
        return run_idx<PAD>(e, 5, c.h, sink);
    if (!strcmp(n, "mask7"))
        return run_mask<PAD>(e, c.h, sink);
    if (!strcmp(n, "enum7"))
        return run_enum<PAD>(e, 7, c.deck, sink);
    if (!strcmp(n, "enum5"))
        return run_enum<PAD>(e, 5, c.deck, sink);
    return run_batch(c.h, c.buf, sink);   // eval_batch's loops are in libtalon, not placed here
}

// Path p of evaluator e at code placement `place` (0 .. NPLACE - 1): its
// code shifted by PLACE_STEP * place bytes.
template <class S>
S run_path(int p, Eval e, Ctx &c, S sink, int place = 0)
{
    switch (place) {
    case 1:
        return run_path_at<8>(p, e, c, sink);
    case 2:
        return run_path_at<16>(p, e, c, sink);
    case 3:
        return run_path_at<24>(p, e, c, sink);
    case 4:
        return run_path_at<32>(p, e, c, sink);
    case 5:
        return run_path_at<40>(p, e, c, sink);
    case 6:
        return run_path_at<48>(p, e, c, sink);
    case 7:
        return run_path_at<56>(p, e, c, sink);
    default:
        return run_path_at<0>(p, e, c, sink);
    }
}

// The distinct values of an evaluator over every 5-card hand of 52, on the
// common scale's order (weakest first).
std::vector<uint32_t> value_order(Eval e)
{
    Ctx c;
    struct Collect {
        std::vector<uint32_t> v;
        bool low;
        void operator()(uint32_t x) { v.push_back(low ? ~x : x); }
    } col;
    col.low = e == PHEVAL;
    col = run_enum<0>(e, 5, 52, col);
    std::sort(col.v.begin(), col.v.end());
    col.v.erase(std::unique(col.v.begin(), col.v.end()), col.v.end());
    return col.v;
}

double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int fail(const char *msg, const char *arg)
{
    fprintf(stderr, "peer_bench: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    return 2;
}

bool parse_count(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

int find_path(const char *name)
{
    for (int p = 0; p < NPATH; p++)
        if (!strcmp(PATHS[p].name, name))
            return p;
    return -1;
}

int find_eval(const char *name)
{
    for (int e = 0; e < NEVAL; e++)
        if (!strcasecmp(EVAL_NAME[e], name) || (e == PHEVAL && !strcasecmp(name, "pheval")))
            return e;
    return -1;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

}  // namespace

int main(int argc, char **argv)
{
    long reps = 16, nh = 1L << 20, cpu = -1, deck = 52, nplace = NPLACE;
    // placement q of nplace is copy q * (NPLACE / nplace): shifted by `step` q bytes
    auto place_of = [&](long rep) { return (int)(rep % nplace * (NPLACE / nplace)); };
    const char *fmt = "md", *one_path = nullptr, *one_eval = nullptr, *paths_arg = nullptr;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : nullptr;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            printf("usage: peer_bench [--reps R] [--placements P] [--hands N] [--cpu C] [--paths P,...] [--format md|csv]\n"
                   "       peer_bench --list                                     (each evaluator's paths)\n"
                   "       peer_bench --path P --eval E [--hands N] [--deck D]   (one path once, for callgrind)\n"
                   "paths:");
            for (int p = 0; p < NPATH; p++)
                printf(" %s", PATHS[p].name);
            printf("\nevaluators built in:");
            for (int e = 0; e < NEVAL; e++)
                if (have((Eval)e))
                    printf(" %s", EVAL_NAME[e]);
            printf("\n(bench/peers/peer_bench.cpp says what each path runs and how it is timed; --list: the "
                   "paths of each evaluator)\n");
            return 0;
        }
        if (!strcmp(a, "--list")) {   // one line an evaluator built in: its name, then its paths
            for (int e = 0; e < NEVAL; e++) {
                if (!have((Eval)e))
                    continue;
                printf("%s", EVAL_NAME[e]);
                for (int p = 0; p < NPATH; p++)
                    if (runs(p, (Eval)e))
                        printf(" %s", PATHS[p].name);
                printf("\n");
            }
            return 0;
        }
        if (!v)
            return fail("an option without its value", a);
        if (!strcmp(a, "--reps")) {
            if (!parse_count(v, 1, 1001, &reps))
                return fail("--reps wants 1 to 1001", v);
        } else if (!strcmp(a, "--placements")) {
            if (!parse_count(v, 1, NPLACE, &nplace) || NPLACE % nplace)
                return fail("--placements wants 1, 2, 4 or 8 (spread evenly over a 64-byte line)", v);
        } else if (!strcmp(a, "--hands")) {
            if (!parse_count(v, 1, 1L << 26, &nh))
                return fail("--hands wants 1 to 67108864", v);
        } else if (!strcmp(a, "--cpu")) {
            if (!parse_count(v, 0, 4095, &cpu))
                return fail("--cpu wants a core number", v);
        } else if (!strcmp(a, "--deck")) {
            if (!parse_count(v, 8, 52, &deck))
                return fail("--deck wants 8 to 52 (the first cards in rank order, for the enumerations)", v);
        } else if (!strcmp(a, "--format")) {
            if (strcmp(v, "md") && strcmp(v, "csv"))
                return fail("--format wants md or csv", v);
            fmt = v;
        } else if (!strcmp(a, "--path"))
            one_path = v;
        else if (!strcmp(a, "--eval"))
            one_eval = v;
        else if (!strcmp(a, "--paths"))
            paths_arg = v;
        else
            return fail("unknown option", a);
        i++;
    }

    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    eval_fast *t;
    if (eval_fast_new(&r, &t) != TALON_OK)
        return fail("eval_fast_new failed", nullptr);
    T = t;
    eval_walk *w;
    if (eval_walk_new(t, &w) != TALON_OK)
        return fail("eval_walk_new failed", nullptr);
    W = w;
    if (eval_batch_plan_init(&PLAN, &r, eval_batch_best()) != TALON_OK)
        return fail("eval_batch_plan_init failed", nullptr);
#ifdef PEER_OMPEVAL
    static const omp::HandEvaluator omp_eval;
    OMP = &omp_eval;
#endif
    Ctx c;
    c.deck = (int)deck;
    c.h = make_hands((size_t)nh, 42);

    // One path once (callgrind: --toggle-collect on its run_* function).
    if (one_path || one_eval) {
        int p = one_path ? find_path(one_path) : -1, e = one_eval ? find_eval(one_eval) : -1;
        if (p < 0)
            return fail("--path wants one of idx7 idx5 mask7 enum7 enum5 batch7", one_path);
        if (e < 0 || !runs(p, (Eval)e))
            return fail("--eval wants an evaluator built in that has the path", one_eval);
        Sum s;
        s = run_path(p, (Eval)e, c, s);
        printf("%s %s hands %llu sum %llu\n", PATHS[p].name, EVAL_NAME[e], (unsigned long long)hands_of(p, c),
               (unsigned long long)s.s);
        return 0;
    }

    bool want[NPATH];
    for (int p = 0; p < NPATH; p++)
        want[p] = !paths_arg;
    if (paths_arg) {
        std::string s(paths_arg);
        size_t at = 0;
        while (at <= s.size()) {
            size_t comma = s.find(',', at);
            std::string name = s.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
            int p = find_path(name.c_str());
            if (p < 0)
                return fail("--paths: no such path", name.c_str());
            want[p] = true;
            if (comma == std::string::npos)
                break;
            at = comma + 1;
        }
    }

    if (want[find_path("batch7")])
        want[find_path("idx7")] = true;   // the batch row sets talon's batch beside the peers' idx7
    if (cpu < 0) {   // the last core this process may run on (a container may allow fewer than are online)
        cpu_set_t allowed;
        CPU_ZERO(&allowed);
        cpu = sysconf(_SC_NPROCESSORS_ONLN) - 1;
        if (sched_getaffinity(0, sizeof allowed, &allowed) == 0)
            for (int k = CPU_SETSIZE - 1; k >= 0; k--)
                if (CPU_ISSET(k, &allowed)) {
                    cpu = k;
                    break;
                }
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET((int)cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        return fail("cannot pin to that core", nullptr);

    // The checksums on the common scale: every evaluator of a path must agree
    // (the batch with talon's one-at-a-time idx7).
    std::vector<uint32_t> order[NEVAL];
    for (int e = 0; e < NEVAL; e++)
        if (have((Eval)e))
            order[e] = value_order((Eval)e);
    uint64_t check[NPATH][NEVAL] = {};
    for (int p = 0; p < NPATH; p++) {
        if (!want[p])
            continue;
        for (int e = 0; e < NEVAL; e++) {
            if (!runs(p, (Eval)e))
                continue;
            if (order[e].size() != 7462)
                return fail("an evaluator does not have the 7 462 distinct values of 52 cards", EVAL_NAME[e]);
            Ranked rk;
            rk.order = &order[e];
            rk.lower_better = e == PHEVAL;
            rk = run_path(p, (Eval)e, c, rk);
            check[p][e] = rk.s;
            uint64_t want_ck = strcmp(PATHS[p].name, "batch7") ? check[p][TALON] : check[find_path("idx7")][TALON];
            if (want_ck && check[p][e] != want_ck) {
                fprintf(stderr, "peer_bench: %s: %s's checksum %llu differs from talon's %llu\n", PATHS[p].name,
                        EVAL_NAME[e], (unsigned long long)check[p][e], (unsigned long long)want_ck);
                return 1;
            }
        }
    }

    // The timed runs, interleaved; repetition rep at code placement
    // place_of(rep).  Every placement's raw sum must equal the first's.
    std::vector<double> secs[NPATH][NEVAL];
    uint64_t raw[NPATH][NEVAL] = {};
    for (long rep = 0; rep < reps; rep++)
        for (int p = 0; p < NPATH; p++)
            for (int e = 0; e < NEVAL; e++) {
                if (!want[p] || !runs(p, (Eval)e))
                    continue;
                Sum s;
                double t0 = now();
                s = run_path(p, (Eval)e, c, s, place_of(rep));
                secs[p][e].push_back(now() - t0);
                if (rep > 0 && s.s != raw[p][e]) {
                    fprintf(stderr, "peer_bench: %s: %s's sum at placement +%d differs from placement +0's\n",
                            PATHS[p].name, EVAL_NAME[e], PLACE_STEP * place_of(rep));
                    return 1;
                }
                raw[p][e] = s.s;
            }

    bool md = !strcmp(fmt, "md");
    if (md) {
        printf("Every path inlined in one process (bench/peers/peer_bench.cpp), pinned to core %ld, "
               "%ld interleaved repetitions, repetition r at code placement r mod %ld (the timed functions' code "
               "after their entry shifted by %d (r mod %ld) bytes); Mhands/s: median [lowest, highest run]; "
               "talon-ids / this, paired: the ratio of the two times within each repetition, median [lowest, "
               "highest]; "
               "checksum: the sum of the values' ranks among the 7 462 of 52 cards (equal across evaluators); "
               "random hands: %ld (seed 42)\n\n",
               cpu, reps, nplace, (int)(PLACE_STEP * (NPLACE / nplace)), nplace, nh);
        printf("| path | evaluator | Mhands/s | ns/hand | talon / this | talon-ids / this | "
               "talon-ids / this, paired | checksum | raw sum |\n");
        printf("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    } else
        printf("path,evaluator,hands,mhands_median,mhands_low,mhands_high,ns_per_hand,talon_over_this,"
               "talon_ids_over_this,talon_ids_paired_median,talon_ids_paired_low,talon_ids_paired_high,"
               "checksum,raw_sum\n");
    for (int p = 0; p < NPATH; p++) {
        if (!want[p])
            continue;
        double hands = (double)hands_of(p, c);
        bool batch = !strcmp(PATHS[p].name, "batch7");
        int idx7 = find_path("idx7");
        double tal = hands / median(secs[p][TALON]);
        // talon's ids (no batch path: its column is empty on the batch row)
        double tid = batch || secs[p][TALON_ID].empty() ? 0 : hands / median(secs[p][TALON_ID]);
        for (int e = 0; e < NEVAL; e++) {
            if (!have((Eval)e))
                continue;
            // the batch row: talon's batch, then each peer's idx7 beside it
            const std::vector<double> &sv = batch && e != TALON ? secs[idx7][e] : secs[p][e];
            if (sv.empty())
                continue;
            double med = hands / median(sv), lo = hands / *std::max_element(sv.begin(), sv.end()),
                   hi = hands / *std::min_element(sv.begin(), sv.end());
            std::string who = EVAL_NAME[e];
            if (batch)
                who += e == TALON ? " (eval_batch)" : " (idx7, one at a time)";
            uint64_t ck = batch && e != TALON ? check[idx7][e] : check[p][e];
            uint64_t rs = batch && e != TALON ? raw[idx7][e] : raw[p][e];
            char ids[32] = "", pair[64] = "";
            if (tid > 0) {
                snprintf(ids, sizeof ids, md ? "%.2f" : "%.4f", tid / med);
                // the same ratio repetition by repetition: this evaluator's time over talon-ids' in the
                // same repetition (run one after the other, so under the same machine state)
                std::vector<double> q;
                for (size_t rep = 0; rep < sv.size() && rep < secs[p][TALON_ID].size(); rep++)
                    q.push_back(sv[rep] / secs[p][TALON_ID][rep]);
                double qm = median(q), ql = *std::min_element(q.begin(), q.end()),
                       qh = *std::max_element(q.begin(), q.end());
                snprintf(pair, sizeof pair, md ? "%.2f [%.2f, %.2f]" : "%.4f,%.4f,%.4f", qm, ql, qh);
            } else if (!md)
                snprintf(pair, sizeof pair, ",,");
            if (md)
                printf("| %s | %s | %.1f [%.1f, %.1f] | %.2f | %.2f | %s | %s | %llu | %llu |\n", PATHS[p].name,
                       who.c_str(), med / 1e6, lo / 1e6, hi / 1e6, 1e9 / med, tal / med, ids, pair,
                       (unsigned long long)ck, (unsigned long long)rs);
            else
                printf("%s,%s,%.0f,%.3f,%.3f,%.3f,%.3f,%.4f,%s,%s,%llu,%llu\n", PATHS[p].name, who.c_str(),
                       hands, med / 1e6, lo / 1e6, hi / 1e6, 1e9 / med, tal / med, ids, pair,
                       (unsigned long long)ck, (unsigned long long)rs);
        }
    }
    if (md && nplace > 1) {
        // the same runs by placement: where a loop straddles a line, its row moves with the placement
        printf("\nBy code placement (the same runs; Mhands/s, the median of the repetitions at each "
               "placement):\n\n| path | evaluator |");
        for (int q = 0; q < nplace; q++)
            printf(" +%d |", PLACE_STEP * place_of(q));
        printf("\n| --- | --- |");
        for (int q = 0; q < nplace; q++)
            printf(" ---: |");
        printf("\n");
        for (int p = 0; p < NPATH; p++) {
            if (!want[p] || !strcmp(PATHS[p].name, "batch7"))
                continue;
            double hands = (double)hands_of(p, c);
            for (int e = 0; e < NEVAL; e++) {
                if (secs[p][e].empty())
                    continue;
                printf("| %s | %s |", PATHS[p].name, EVAL_NAME[e]);
                for (int q = 0; q < nplace; q++) {
                    std::vector<double> at;
                    for (size_t rep = (size_t)q; rep < secs[p][e].size(); rep += (size_t)nplace)
                        at.push_back(secs[p][e][rep]);
                    if (at.empty())
                        printf(" |");
                    else
                        printf(" %.1f |", hands / median(at) / 1e6);
                }
                printf("\n");
            }
        }
    }
    if (md) {
        printf("\n");
        for (int p = 0; p < NPATH; p++)
            if (want[p])
                printf("- %s: %s\n", PATHS[p].name, PATHS[p].what);
    }
    eval_fast_free(t);
    return 0;
}
