/* bench_stratfile.c - how long a strategy file takes to load, in each
 * format (stratfile.h): what `talon advise`, `duel` and `open --model
 * equilibrium` pay before they start.  Build with the project
 * (build/bench/bench_stratfile).
 *
 *     bench_stratfile [REPEATS] FILE...      (default 7 repeats)
 *
 * For each FILE (either format) the program writes its text export and its
 * compact form to temporary files, then times, REPEATS times interleaved,
 * strat_read of each with the sets (STRAT_READ_SETS: what the commands
 * load), and of the compact one with the names too (talon strategy show),
 * and prints the median wall time in milliseconds (the page cache warm:
 * every file is read once before timing) and each file's size.  A checksum
 * of the keys and probabilities read is printed so the work cannot be
 * skipped, and it must be the same for the two formats up to the
 * probabilities' storage (it is printed for each).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "err.h"
#include "stratfile.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Load path once; its time in seconds and a checksum of what was read. */
static double load(const char *path, unsigned what, double *sum)
{
    char why[STRAT_WHY_MAX];
    strat_data *d;
    double t0 = now();
    if (strat_read(path, what, &d, why, sizeof why) != TALON_OK) {
        fprintf(stderr, "bench_stratfile: %s\n", why);
        exit(1);
    }
    double t = now() - t0;
    double s = 0;
    for (uint64_t i = 0; i < d->n; i++)
        s += (double)(d->key[i] & 0xffff) + d->p[d->p_at[i]];
    *sum = s;
    strat_free(d);
    return t;
}

static long long size_of(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

int main(int argc, char **argv)
{
    int reps = 7, first = 1;
    if (argc > 1 && strspn(argv[1], "0123456789") == strlen(argv[1])) {
        reps = atoi(argv[1]);
        first = 2;
    }
    if (reps < 1 || first >= argc) {
        fprintf(stderr, "usage: bench_stratfile [REPEATS] FILE...\n");
        return 2;
    }
    char txt[64], tsf[64];
    snprintf(txt, sizeof txt, "/tmp/bench_stratfile_%d.txt", (int)getpid());
    snprintf(tsf, sizeof tsf, "/tmp/bench_stratfile_%d.tsf", (int)getpid());
    printf("# strat_read wall time, median of %d interleaved loads (warm cache), milliseconds\n", reps);
    printf("%-28s %8s %12s %12s %10s %10s %12s %14s\n", "file", "sets", "text bytes", "compact", "text ms",
           "compact ms", "+names ms", "checksums");
    for (int f = first; f < argc; f++) {
        char why[STRAT_WHY_MAX];
        strat_data *d;
        if (strat_read(argv[f], STRAT_READ_NAMES, &d, why, sizeof why) != TALON_OK ||
            strat_save(txt, d, STRAT_FORMAT_TEXT, why, sizeof why) != TALON_OK ||
            strat_save(tsf, d, STRAT_FORMAT_COMPACT, why, sizeof why) != TALON_OK) {
            fprintf(stderr, "bench_stratfile: %s\n", why);
            return 1;
        }
        uint64_t n = d->n;
        strat_free(d);
        double *t[3], sum[3];
        for (int k = 0; k < 3; k++)
            t[k] = malloc((size_t)reps * sizeof *t[k]);
        load(txt, STRAT_READ_SETS, &sum[0]);   /* warm the cache */
        load(tsf, STRAT_READ_NAMES, &sum[2]);
        for (int r = 0; r < reps; r++) {
            t[0][r] = load(txt, STRAT_READ_SETS, &sum[0]);
            t[1][r] = load(tsf, STRAT_READ_SETS, &sum[1]);
            t[2][r] = load(tsf, STRAT_READ_NAMES, &sum[2]);
        }
        for (int k = 0; k < 3; k++)
            qsort(t[k], (size_t)reps, sizeof *t[k], cmp_double);
        const char *base = strrchr(argv[f], '/') ? strrchr(argv[f], '/') + 1 : argv[f];
        printf("%-28s %8llu %12lld %12lld %10.1f %10.1f %12.1f %.6e/%.6e\n", base, (unsigned long long)n,
               size_of(txt), size_of(tsf), 1e3 * t[0][reps / 2], 1e3 * t[1][reps / 2], 1e3 * t[2][reps / 2],
               sum[0], sum[1]);
        for (int k = 0; k < 3; k++)
            free(t[k]);
    }
    remove(txt);
    remove(tsf);
    return 0;
}
