/* eval_hash.c - generates src/eval/eval_fast_hash.[ch]: the rank multipliers
 * and the row offsets of eval_fast's one-load index (eval_fast.c, issue 27).
 *
 *     cc -O2 -o /tmp/eval_hash scripts/eval_hash.c
 *     /tmp/eval_hash SEED src/eval        # about half a minute
 *
 * The same SEED writes the same two files byte for byte (the checked-in ones
 * name theirs); tests/test_eval_fast.c checks what they promise (every key
 * distinct, every slot in range and used once), whatever the seed.
 *
 * The index.  A rank multiset of at most 7 cards (at most 4 of a rank) has
 * the key sum(count[r] * mult[r]); with the multipliers below every such key
 * differs, and a hand's key is the sum of its cards' (so it is built card by
 * card, or suit by suit from 13-bit masks).  Its slot is
 *     key + row_off[key >> SHIFT]     (32-bit arithmetic, wrapping)
 * a row displacement: the keys are cut into rows of 2^SHIFT, and each row is
 * moved (row_off) so that no two keys of 5 to 7 cards share a slot.  One
 * load of the offset and one of the value, against three loads of index
 * parts before (bench/RESULTS.md, "The one-load index").
 *
 * The multipliers.  mult[0] = 1; mult[r] is the smallest number above
 * mult[r - 1] with a residue modulo 2^SHIFT drawn at random (xorshift64 from
 * SEED) that keeps every multiset of ranks 0..r distinct.  Random residues
 * matter: the smallest multipliers (1, 5, 24, 112, ...: a greedy search)
 * put the keys of each row in one dense run of columns, and the runs do not
 * interleave (1.9 to 3.1 slots a key, against about 1.5 here).
 *
 * The offsets: rows in decreasing order of their number of keys, each at the
 * first displacement that puts its keys on free slots (first fit
 * decreasing; about 2.5 s).
 *
 * Written for this repository; no code of another project's. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHIFT 12
#define NRANK 13
#define MAXSUMS 200000

static uint64_t mult[NRANK];
static uint64_t sums[MAXSUMS];
static int nsums;

/* every multiset of ranks 0..nr-1 with at most `left` more cards and at least
 * minsize in all: its key into sums[] */
static void list_keys(int nr, int j, int left, int size, uint64_t key, int minsize)
{
    if (j == nr) {
        if (size >= minsize)
            sums[nsums++] = key;
        return;
    }
    for (int c = 0; c <= 4 && c <= left; c++)
        list_keys(nr, j + 1, left - c, size + c, key + (uint64_t)c * mult[j], minsize);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Do the multisets of at most 7 cards of ranks 0..nr-1 have distinct keys? */
static int distinct(int nr)
{
    nsums = 0;
    list_keys(nr, 0, 7, 0, 0, 0);
    qsort(sums, (size_t)nsums, sizeof *sums, cmp_u64);
    for (int i = 1; i < nsums; i++)
        if (sums[i] == sums[i - 1])
            return 0;
    return 1;
}

static uint64_t rng;
static uint64_t xorshift(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: eval_hash SEED DIR (writes DIR/eval_fast_hash.h and .c)\n");
        return 2;
    }
    unsigned long seed = strtoul(argv[1], NULL, 10);
    rng = 88172645463325252ULL + seed;
    const uint64_t W = 1ULL << SHIFT;
    mult[0] = 1;
    for (int r = 1; r < NRANK; r++) {
        uint64_t x = (mult[r - 1] & ~(W - 1)) + (xorshift() & (W - 1));
        if (x <= mult[r - 1])
            x += W;
        for (;; x += W) {
            mult[r] = x;
            if (distinct(r + 1))
                break;
        }
    }
    /* the keys of 5..7 cards, by row */
    nsums = 0;
    list_keys(NRANK, 0, 7, 0, 0, 5);
    int nkeys = nsums;
    uint64_t maxkey = 0;
    for (int i = 0; i < nkeys; i++)
        maxkey = sums[i] > maxkey ? sums[i] : maxkey;
    if (maxkey >> 31) {
        fprintf(stderr, "eval_hash: keys over 31 bits\n");
        return 1;
    }
    int rows = (int)(maxkey >> SHIFT) + 1;
    uint32_t *start = calloc((size_t)rows + 1, sizeof *start), *fill = calloc((size_t)rows, sizeof *fill);
    uint32_t *col = malloc((size_t)nkeys * sizeof *col), *off = calloc((size_t)rows, sizeof *off);
    int *order = malloc((size_t)rows * sizeof *order);
    size_t cap = (size_t)nkeys * 4 + W;
    uint8_t *used = calloc(cap, 1);
    if (!start || !fill || !col || !off || !order || !used)
        return 1;
    for (int i = 0; i < nkeys; i++)
        start[(sums[i] >> SHIFT) + 1]++;
    for (int r = 0; r < rows; r++)
        start[r + 1] += start[r];
    for (int i = 0; i < nkeys; i++) {
        uint32_t r = (uint32_t)(sums[i] >> SHIFT);
        col[start[r] + fill[r]++] = (uint32_t)(sums[i] & (W - 1));
    }
    /* rows by decreasing number of keys, ties by row (a stable counting sort) */
    int maxc = 0;
    for (int r = 0; r < rows; r++)
        maxc = (int)(start[r + 1] - start[r]) > maxc ? (int)(start[r + 1] - start[r]) : maxc;
    int k = 0;
    for (int c = maxc; c >= 1; c--)
        for (int r = 0; r < rows; r++)
            if ((int)(start[r + 1] - start[r]) == c)
                order[k++] = r;
    int nfull = k;
    /* end: past the last slot any key of a row can reach (its displacement +
     * 2^SHIFT), so that a key of fewer cards reads inside the table too;
     * a row without keys of 5..7 cards keeps the displacement minus its start
     * (its keys' slots: their columns) */
    size_t first_free = 0, top = 0, end = W;
    for (int r = 0; r < rows; r++)
        off[r] = (uint32_t)(0 - ((uint32_t)r << SHIFT));
    for (int q = 0; q < nfull; q++) {
        int r = order[q];
        while (used[first_free])
            first_free++;
        uint32_t c0 = col[start[r]];
        /* the row's first key on each free slot from first_free in turn */
        for (size_t p = first_free;; p++) {
            if (p + W >= cap) {
                fprintf(stderr, "eval_hash: the table outgrew %zu slots\n", cap);
                return 1;
            }
            if (used[p] || p < c0)
                continue;
            size_t o = p - c0;
            uint32_t i;
            for (i = start[r]; i < start[r + 1] && !used[o + col[i]]; i++)
                ;
            if (i < start[r + 1])
                continue;
            for (i = start[r]; i < start[r + 1]; i++) {
                used[o + col[i]] = 1;
                top = o + col[i] + 1 > top ? o + col[i] + 1 : top;
            }
            off[r] = (uint32_t)(o - ((size_t)r << SHIFT));   /* slot = key + off, modulo 2^32 */
            end = o + W > end ? o + W : end;
            break;
        }
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/eval_fast_hash.h", argv[2]);
    FILE *h = fopen(path, "w");
    snprintf(path, sizeof path, "%s/eval_fast_hash.c", argv[2]);
    FILE *c = fopen(path, "w");
    if (!h || !c) {
        fprintf(stderr, "eval_hash: cannot write into %s\n", argv[2]);
        return 1;
    }
    fprintf(h, "/* eval_fast_hash.h - the sizes of eval_fast's one-load index.  Generated by\n"
               " * scripts/eval_hash.c, seed %lu: do not edit (the design is there and in\n"
               " * eval_fast.c). */\n"
               "#ifndef TALON_EVAL_FAST_HASH_H\n#define TALON_EVAL_FAST_HASH_H\n\n#include <stdint.h>\n\n"
               "#define EVAL_FAST_SHIFT %d      /* a row: 2^SHIFT keys */\n"
               "#define EVAL_FAST_ROWS %d     /* (largest key of 7 cards >> SHIFT) + 1 */\n"
               "#define EVAL_FAST_SLOTS %zu   /* slots: %zu reach the %d multisets of 5..7 cards; the rest, keys of fewer */\n\n"
               "/* rank r (0 = deuce .. 12 = ace) -> its key; row -> its offset (slot = key + offset) */\n"
               "extern const uint32_t eval_fast__mult[13];\n"
               "extern const int32_t eval_fast__row_off[EVAL_FAST_ROWS];\n\n#endif\n",
            seed, SHIFT, rows, end, top, nkeys);
    fprintf(c, "/* eval_fast_hash.c - generated by scripts/eval_hash.c, seed %lu: do not edit. */\n"
               "#include \"eval_fast_hash.h\"\n\nconst uint32_t eval_fast__mult[13] = {",
            seed);
    for (int r = 0; r < NRANK; r++)
        fprintf(c, "%s%" PRIu64, r ? ", " : "", mult[r]);
    fprintf(c, "};\n\nconst int32_t eval_fast__row_off[EVAL_FAST_ROWS] = {\n");
    for (int r = 0; r < rows; r++)
        fprintf(c, "%s%" PRId32 "%s", r % 8 == 0 ? "    " : "", (int32_t)off[r], r + 1 == rows ? "\n" : r % 8 == 7 ? ",\n" : ", ");
    fprintf(c, "};\n");
    fclose(h);
    fclose(c);
    fprintf(stderr, "eval_hash: seed %lu: %d keys, %d rows of %d, %zu slots (%.3f a key), %zu in all\n", seed, nkeys,
            rows, 1 << SHIFT, top, (double)top / nkeys, end);
    return 0;
}
