/* stratfile.c - reading and writing strategy files, text and compact
 * (stratfile.h has both formats and the precision argument).
 *
 * Reading.  The first line tells the format.  The text reader takes a line at
 * a time (CRLF read as LF) and names the line of every problem: a set out of
 * order or repeated (with the line of the first), a count that does not match
 * 'infosets:', a malformed key, count or probability.  The compact reader reads
 * the section table, checks its CRC-32 and that the sections fill the file
 * exactly, then inflates only the sections asked for (the names are skipped
 * unless wanted), checks each one's size and CRC-32, and decodes it, refusing
 * anything that does not add up (keys not increasing, a varint running past
 * its section, probabilities over 1).  Sizes are checked against bounds from
 * the set count before any allocation, so a damaged table cannot ask for
 * gigabytes.
 *
 * Writing.  Everything is built in memory, then written in one go to the
 * stream: strat_save gives that stream to ofile, which replaces the target
 * atomically or writes a FIFO or device through.  The compact writer is
 * deterministic (zlib level 9 over the same bytes): the same strategy gives
 * the same file with the same zlib.
 */
#include "stratfile.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zlib.h>

#include "err.h"
#include "ofile.h"
#include "rng.h"

#define SCALE (1u << STRAT_PROB_BITS)
#define N_SECTIONS 6
#define MAGIC_LEN (sizeof STRAT_COMPACT_MAGIC)   /* with its '\n' (in place of the NUL) */
#define TABLE_ENTRY 24                          /* tag, raw, stored, crc */
#define MAX_SETS (1ULL << 32)
#define MAX_GAME 4096
#define MAX_HEAD (1u << 20)
#define MAX_NAME_LINE 512                       /* bytes of one set's names, newline included */

enum { SEC_GAME, SEC_HEAD, SEC_KEYS, SEC_NACT, SEC_PROB, SEC_NAME };
static const char TAGS[N_SECTIONS][5] = {"GAME", "HEAD", "KEYS", "NACT", "PROB", "NAME"};

/* ---- the data --------------------------------------------------------------------- */

strat_data *strat_alloc(uint64_t n, uint64_t probs, uint64_t names)
{
    strat_data *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->n = n;
    d->key = malloc((n ? n : 1) * sizeof *d->key);
    d->nact = malloc(n ? n : 1);
    d->p_at = malloc((n ? n : 1) * sizeof *d->p_at);
    d->p = malloc((probs ? probs : 1) * sizeof *d->p);
    if (names) {
        d->names = malloc(names);
        d->name_at = malloc((n ? n : 1) * sizeof *d->name_at);
    }
    if (!d->key || !d->nact || !d->p_at || !d->p || (names && (!d->names || !d->name_at))) {
        strat_free(d);
        return NULL;
    }
    return d;
}

int strat_merge(const strat_data *in, const strat_new *add, uint64_t m, const char *line, strat_data **out)
{
    *out = NULL;
    uint64_t probs = 0, names = 0;
    for (uint64_t i = 0; i < in->n; i++) {
        probs += in->nact[i];
        names += strlen(in->names + in->name_at[i]) + 1;
    }
    for (uint64_t j = 0; j < m; j++) {
        probs += (uint64_t)add[j].nact;
        names += strlen(add[j].name) + 1;
    }
    strat_data *d = strat_alloc(in->n + m, probs, names);
    if (!d)
        return TALON_E_NOMEM;
    size_t hl = strlen(in->header), ll = line ? strlen(line) : 0;
    d->format = in->format;
    d->game = strdup(in->game);
    d->header = malloc(hl + ll + 1);
    if (!d->game || !d->header) {
        strat_free(d);
        return TALON_E_NOMEM;
    }
    memcpy(d->header, in->header, hl);
    memcpy(d->header + hl, line ? line : "", ll + 1);
    uint64_t i = 0, j = 0, o = 0, at = 0, nat = 0;
    while (i < in->n || j < m) {
        bool from_in = j == m || (i < in->n && in->key[i] < add[j].key);
        const double *p = from_in ? in->p + in->p_at[i] : add[j].p;
        const char *name = from_in ? in->names + in->name_at[i] : add[j].name;
        d->key[o] = from_in ? in->key[i] : add[j].key;
        d->nact[o] = from_in ? in->nact[i] : (uint8_t)add[j].nact;
        d->p_at[o] = at;
        memcpy(d->p + at, p, (size_t)d->nact[o] * sizeof *d->p);
        at += d->nact[o];
        size_t len = strlen(name) + 1;
        memcpy(d->names + nat, name, len);
        d->name_at[o] = nat;
        nat += len;
        o++;
        if (from_in)
            i++;
        else
            j++;
    }
    strat_index(d);
    *out = d;
    return TALON_OK;
}

void strat_free(strat_data *d)
{
    if (!d)
        return;
    free(d->game);
    free(d->header);
    free(d->key);
    free(d->nact);
    free(d->p_at);
    free(d->p);
    free(d->names);
    free(d->name_at);
    free(d->idx);
    free(d);
}

void strat_index(strat_data *d)
{
    free(d->idx);
    d->idx = NULL;
    d->idx_mask = d->idx_n = 0;
    d->idx_key = NULL;
    if (!d->key || d->n == 0 || d->n > (1ULL << 30))
        return;
    uint64_t size = 16;
    while (size < 2 * d->n)
        size *= 2;
    uint32_t *idx = calloc(size, sizeof *idx);
    if (!idx)
        return;
    for (uint64_t i = 0; i < d->n; i++) {
        uint64_t h = rng_mix64(d->key[i]) & (size - 1);
        while (idx[h])
            h = (h + 1) & (size - 1);
        idx[h] = (uint32_t)(i + 1);
    }
    d->idx = idx;
    d->idx_mask = size - 1;
    d->idx_n = d->n;
    d->idx_key = d->key;
}

int64_t strat_find(const strat_data *d, uint64_t key)
{
    if (d->idx && d->idx_n == d->n && d->idx_key == d->key) {
        for (uint64_t h = rng_mix64(key) & d->idx_mask;; h = (h + 1) & d->idx_mask) {
            uint32_t v = d->idx[h];
            if (!v)
                return -1;
            if (d->key[v - 1] == key)
                return (int64_t)v - 1;
        }
    }
    uint64_t lo = 0, hi = d->key ? d->n : 0;
    while (lo < hi) {   /* the first index whose key is >= key */
        uint64_t mid = lo + (hi - lo) / 2;
        if (d->key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < (d->key ? d->n : 0) && d->key[lo] == key ? (int64_t)lo : -1;
}

int strat_action_index(const strat_data *d, uint64_t i, const char *name)
{
    if (!d->names || i >= d->n)
        return -1;
    size_t len = strlen(name);
    int k = 0;
    for (const char *c = d->names + d->name_at[i]; *c && *c != '\t'; k++) {
        size_t n = strcspn(c, ",\t");
        if (n == len && strncmp(c, name, len) == 0)
            return k;
        c += n;
        if (*c == ',')
            c++;
    }
    return -1;
}

uint64_t strat_threshold(strat_data *d, double t)
{
    uint64_t changed = 0;
    for (uint64_t i = 0; i < d->n; i++) {
        double *p = d->p + d->p_at[i], kept = 0;
        int n = d->nact[i], cut = 0;
        for (int a = 0; a < n; a++) {
            if (p[a] > 0 && p[a] < t)
                cut++;
            else
                kept += p[a];
        }
        if (cut == 0 || kept <= 0)
            continue;
        for (int a = 0; a < n; a++)
            p[a] = p[a] < t ? 0 : p[a] / kept;
        changed++;
    }
    return changed;
}

const char *strat_format_name(enum strat_format format)
{
    return format == STRAT_FORMAT_TEXT ? "text" : "compact";
}

int strat_format_parse(const char *name, enum strat_format *format)
{
    if (name && strcmp(name, "text") == 0)
        *format = STRAT_FORMAT_TEXT;
    else if (name && strcmp(name, "compact") == 0)
        *format = STRAT_FORMAT_COMPACT;
    else
        return TALON_E_PARSE;
    return TALON_OK;
}

/* A growing byte buffer. */
typedef struct buf {
    unsigned char *b;
    size_t len, cap;
    bool fail;
} buf;

static void put(buf *x, const void *p, size_t n)
{
    if (x->fail || n == 0)   /* nothing: the buffer may still be NULL (memcpy wants none) */
        return;
    if (x->len + n > x->cap) {
        size_t cap = x->cap ? x->cap : 4096;
        while (cap < x->len + n)
            cap *= 2;
        unsigned char *b = realloc(x->b, cap);
        if (!b) {
            x->fail = true;
            return;
        }
        x->b = b;
        x->cap = cap;
    }
    memcpy(x->b + x->len, p, n);
    x->len += n;
}

static void put_varint(buf *x, uint64_t v)
{
    unsigned char t[10];
    int k = 0;
    do {   /* LEB128: 7 bits a byte, low first, the top bit says "more" */
        t[k++] = (unsigned char)((v & 0x7f) | (v >= 0x80 ? 0x80 : 0));
        v >>= 7;
    } while (v);
    put(x, t, (size_t)k);
}

static void put_u32(buf *x, uint32_t v)
{
    unsigned char t[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16), (unsigned char)(v >> 24)};
    put(x, t, 4);
}

static void put_u64(buf *x, uint64_t v)
{
    put_u32(x, (uint32_t)v);
    put_u32(x, (uint32_t)(v >> 32));
}

static uint32_t get_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get_u64(const unsigned char *p)
{
    return get_u32(p) | (uint64_t)get_u32(p + 4) << 32;
}

/* One varint at *p (before end) into *v: false when it runs past end or over 64 bits. */
static bool get_varint(const unsigned char **p, const unsigned char *end, uint64_t *v)
{
    uint64_t x = 0;
    for (int shift = 0; *p < end && shift < 64; shift += 7) {
        unsigned char c = *(*p)++;
        if (shift == 63 && c > 1)
            return false;
        x |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80)) {
            *v = x;
            return true;
        }
    }
    return false;
}

/* A set's probabilities as integers out of SCALE summing to SCALE exactly,
 * by largest remainders: each within 1/SCALE of p[a] / sum(p); a 0 stays 0
 * (its remainder is 0, and the units handed out are fewer than the
 * positive remainders). */
static void quantize(const double *p, int n, uint32_t *q)
{
    double sum = 0, frac[CFR_MAX_ACTIONS];
    for (int a = 0; a < n; a++)
        sum += p[a];
    uint64_t total = 0;
    for (int a = 0; a < n; a++) {
        double f = p[a] / sum * SCALE;
        q[a] = (uint32_t)floor(f);
        frac[a] = f - q[a];
        total += q[a];
    }
    for (uint64_t left = total < SCALE ? SCALE - total : 0; left > 0; left--) {
        int best = -1;
        for (int a = 0; a < n; a++)
            if (frac[a] > 0 && (best < 0 || frac[a] > frac[best]))
                best = a;
        if (best < 0)
            break;
        q[best]++;
        frac[best] = 0;
    }
}

/* ---- writing ------------------------------------------------------------------------ */

static int check_data(const strat_data *d, char *why, size_t ws)
{
    if (!d || !d->game || strchr(d->game, '\n') || !d->header || (d->n && (!d->key || !d->nact || !d->p_at || !d->p)))
        return err_why(why, ws, TALON_E_INVAL, "a strategy without its game line or sets");
    size_t hl = strlen(d->header);
    if (hl && (d->header[0] != '#' || d->header[hl - 1] != '\n' || strstr(d->header, "\n\n")))
        return err_why(why, ws, TALON_E_INVAL, "the header must be comment lines '# ...', each ending with a newline");
    for (uint64_t i = 0; i < d->n; i++) {
        if (d->key[i] == 0 || (i && d->key[i] <= d->key[i - 1]) || d->nact[i] < 1 || d->nact[i] > CFR_MAX_ACTIONS)
            return err_why(why, ws, TALON_E_INVAL, "set %" PRIu64 ": keys must increase and actions be 1..%d", i,
                        CFR_MAX_ACTIONS);
        double sum = 0;
        for (int a = 0; a < d->nact[i]; a++) {
            double x = d->p[d->p_at[i] + (uint64_t)a];
            if (!(x >= 0 && x <= 1))
                return err_why(why, ws, TALON_E_INVAL, "set %016" PRIx64 ": a probability outside [0, 1]", d->key[i]);
            sum += x;
        }
        if (!(sum > 1 - 1e-6 && sum < 1 + 1e-6))
            return err_why(why, ws, TALON_E_INVAL, "set %016" PRIx64 ": probabilities summing to %.9g", d->key[i], sum);
    }
    return TALON_OK;
}

static const char *names_of(const strat_data *d, uint64_t i)
{
    return d->name_at ? d->names + d->name_at[i] : "-\t-";
}

/* The text format to f; 0, or the errno of the first failed write (the
 * rest is not written: a reader that closed the pipe wants no more). */
static int write_text(FILE *f, const strat_data *d)
{
    fprintf(f, "%s\ngame: %s\n%s", STRAT_TEXT_MAGIC, d->game, d->header);
    fprintf(f, "infosets: %" PRIu64 "\n", d->n);
    for (uint64_t i = 0; i < d->n; i++) {
        fprintf(f, "%016" PRIx64 "\t%d\t", d->key[i], d->nact[i]);
        for (int a = 0; a < d->nact[i]; a++) {
            /* 9 decimals, trailing zeros dropped: "0", "1", "0.25" (a pure
             * or thresholded strategy is mostly 0s and 1s) */
            char num[32];
            int len = snprintf(num, sizeof num, "%.9f", d->p[d->p_at[i] + (uint64_t)a]);
            while (len > 1 && num[len - 1] == '0')
                num[--len] = 0;
            if (num[len - 1] == '.')
                num[--len] = 0;
            fprintf(f, "%s%s", a ? " " : "", num);
        }
        if (fprintf(f, "\t%s\n", names_of(d, i)) < 0 || ferror(f))
            return errno ? errno : EIO;
    }
    if (fputs("end\n", f) < 0 || ferror(f))
        return errno ? errno : EIO;
    return 0;
}

static int write_compact(FILE *f, const strat_data *d, char *why, size_t ws)
{
    buf raw[N_SECTIONS] = {{0}};
    put(&raw[SEC_GAME], d->game, strlen(d->game));
    put(&raw[SEC_HEAD], d->header, strlen(d->header));
    uint64_t prev = 0;
    for (uint64_t i = 0; i < d->n; i++) {
        put_varint(&raw[SEC_KEYS], d->key[i] - prev);
        prev = d->key[i];
        put(&raw[SEC_NACT], &d->nact[i], 1);
        uint32_t q[CFR_MAX_ACTIONS];
        quantize(d->p + d->p_at[i], d->nact[i], q);
        for (int a = 0; a + 1 < d->nact[i]; a++)
            put_varint(&raw[SEC_PROB], q[a]);
        const char *nm = names_of(d, i);
        put(&raw[SEC_NAME], nm, strlen(nm));
        put(&raw[SEC_NAME], "\n", 1);
    }
    buf out = {0}, table = {0};
    unsigned char *z = NULL;
    int rc = TALON_OK;
    put(&table, STRAT_COMPACT_MAGIC "\n", MAGIC_LEN);
    put_u64(&table, d->n);
    put_u32(&table, STRAT_PROB_BITS);
    put_u32(&table, N_SECTIONS);
    for (int s = 0; s < N_SECTIONS && rc == TALON_OK; s++) {
        if (raw[s].fail) {
            rc = err_why(why, ws, TALON_E_NOMEM, "out of memory");
            break;
        }
        uLongf zl = compressBound(raw[s].len);
        free(z);
        z = malloc(zl ? zl : 1);
        if (!z || compress2(z, &zl, raw[s].b ? raw[s].b : (const Bytef *)"", raw[s].len, 9) != Z_OK) {
            rc = err_why(why, ws, TALON_E_NOMEM, "out of memory (compressing %s)", TAGS[s]);
            break;
        }
        put(&table, TAGS[s], 4);
        put_u64(&table, raw[s].len);
        put_u64(&table, zl);
        put_u32(&table, (uint32_t)crc32(0L, raw[s].b ? raw[s].b : (const Bytef *)"", (uInt)raw[s].len));
        put(&out, z, zl);
    }
    if (rc == TALON_OK)
        put_u32(&table, (uint32_t)crc32(0L, table.b, (uInt)table.len));
    if (rc == TALON_OK && (table.fail || out.fail))
        rc = err_why(why, ws, TALON_E_NOMEM, "out of memory");
    if (rc == TALON_OK && (fwrite(table.b, 1, table.len, f) != table.len || fwrite(out.b, 1, out.len, f) != out.len))
        rc = err_why(why, ws, TALON_E_IO, "cannot write: %s", strerror(errno ? errno : EIO));
    free(z);
    free(table.b);
    free(out.b);
    for (int s = 0; s < N_SECTIONS; s++)
        free(raw[s].b);
    return rc;
}

int strat_write(FILE *f, const strat_data *d, enum strat_format format, char *why, size_t ws)
{
    int rc = check_data(d, why, ws);
    if (rc != TALON_OK)
        return rc;
    if (format == STRAT_FORMAT_TEXT) {
        int e = write_text(f, d);
        if (e) {
            err_why(why, ws, TALON_E_IO, "cannot write: %s", strerror(e));
            errno = e;   /* for the caller: EPIPE, ENOSPC... */
            return TALON_E_IO;
        }
        return TALON_OK;
    }
    return write_compact(f, d, why, ws);
}

int strat_save(const char *path, const strat_data *d, enum strat_format format, char *why, size_t ws)
{
    int rc = check_data(d, why, ws);
    if (rc != TALON_OK)
        return rc;
    ofile *o;
    rc = ofile_open(path, &o, why, ws);
    if (rc != TALON_OK)
        return rc;
    rc = strat_write(ofile_stream(o), d, format, why, ws);
    if (rc == TALON_OK)
        return ofile_commit(o, why, ws);
    ofile_abort(o);
    return rc;
}

/* ---- reading the text format --------------------------------------------------------- */

typedef struct reader {
    FILE *f;
    const char *path;
    char *line;
    size_t cap;
    long no;          /* the line just read */
    char *why;
    size_t ws;
} reader;

/* The next line without its LF or CRLF; NULL at the end. */
static char *next_line(reader *r)
{
    ssize_t len = getline(&r->line, &r->cap, r->f);
    if (len < 0)
        return NULL;
    r->no++;
    if (len && r->line[len - 1] == '\n')
        r->line[--len] = 0;
    if (len && r->line[len - 1] == '\r')
        r->line[--len] = 0;
    return r->line;
}

static int at_line(reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int at_line(reader *r, const char *fmt, ...)
{
    char msg[STRAT_WHY_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return err_why(r->why, r->ws, TALON_E_PARSE, "%s: line %ld: %s", r->path, r->no, msg);
}

/* One set's line: key, count, probabilities into d at index i (its
 * probabilities from *np on), and its names when wanted. */
static int text_set(reader *r, strat_data *d, uint64_t i, uint64_t *np, size_t *pcap, buf *names)
{
    char *line = r->line, *end;
    char *tab1 = strchr(line, '\t');
    if (!tab1 || tab1 - line != 16 || strspn(line, "0123456789abcdefABCDEF") != 16)
        return at_line(r, "expected a set: a key of 16 hex digits, a tab, then the actions ('%.40s')", line);
    uint64_t key = strtoull(line, NULL, 16);
    if (key == 0)
        return at_line(r, "the key 0 is reserved");
    errno = 0;
    long k = strtol(tab1 + 1, &end, 10);
    if (end == tab1 + 1 || *end != '\t' || k < 1 || k > CFR_MAX_ACTIONS)
        return at_line(r, "set %016" PRIx64 ": the number of actions must be 1 to %d", key, CFR_MAX_ACTIONS);
    if (*np + (uint64_t)k > *pcap) {
        size_t cap = *pcap * 2 + 64;
        double *p = realloc(d->p, cap * sizeof *p);
        if (!p)
            return err_why(r->why, r->ws, TALON_E_NOMEM, "%s: out of memory at line %ld", r->path, r->no);
        d->p = p;
        *pcap = cap;
    }
    char *q = end + 1;
    double sum = 0;
    for (int a = 0; a < k; a++) {
        if (a && *q++ != ' ')
            return at_line(r, "set %016" PRIx64 ": %ld probabilities expected, separated by spaces", key, k);
        double x = (*q >= '0' && *q <= '9') ? strtod(q, &end) : -1;
        if (!(*q >= '0' && *q <= '9') || end == q || !(x >= 0 && x <= 1))
            return at_line(r, "set %016" PRIx64 ": probability %d is not a number from 0 to 1", key, a + 1);
        d->p[*np + (uint64_t)a] = x;
        sum += x;
        q = end;
    }
    if (*q != '\t' && *q != 0)
        return at_line(r, "set %016" PRIx64 ": more than %ld probabilities", key, k);
    if (!(sum > 1 - 1e-6 && sum < 1 + 1e-6))
        return at_line(r, "set %016" PRIx64 ": the probabilities sum to %.9g, not 1", key, sum);
    d->key[i] = key;
    d->nact[i] = (uint8_t)k;
    d->p_at[i] = *np;
    *np += (uint64_t)k;
    if (names) {
        const char *nm = *q == '\t' ? q + 1 : "-\t-";
        d->name_at[i] = names->len;
        put(names, nm, strlen(nm) + 1);
    }
    return TALON_OK;
}

static int read_text(reader *r, unsigned what, strat_data *d)
{
    if (!next_line(r) || strncmp(r->line, "game: ", 6) != 0)
        return at_line(r, "expected 'game: ...' (the game line)");
    if (!(d->game = strdup(r->line + 6)))
        return err_why(r->why, r->ws, TALON_E_NOMEM, "out of memory");
    buf head = {0};
    uint64_t n = 0;
    long n_line = 0;
    while (next_line(r)) {
        if (r->line[0] == '#') {
            put(&head, r->line, strlen(r->line));
            put(&head, "\n", 1);
            continue;
        }
        char *end;
        if (strncmp(r->line, "infosets: ", 10) != 0 || !(r->line[10] >= '0' && r->line[10] <= '9') ||
            (n = strtoull(r->line + 10, &end, 10), *end) || n > MAX_SETS) {
            free(head.b);
            return at_line(r, "expected 'infosets: N' (the number of sets) or a comment line '# ...'");
        }
        n_line = r->no;
        struct stat st;
        if (fstat(fileno(r->f), &st) == 0 && n > (uint64_t)st.st_size / 16) {
            free(head.b);
            return at_line(r, "'infosets: %" PRIu64 "', more sets than a file of %jd bytes holds", n,
                           (intmax_t)st.st_size);
        }
        break;
    }
    put(&head, "", 1);
    if (head.fail || !(d->header = (char *)head.b)) {
        free(head.b);
        return err_why(r->why, r->ws, TALON_E_NOMEM, "out of memory");
    }
    if (!n_line)
        return err_why(r->why, r->ws, TALON_E_PARSE, "%s: truncated after line %ld: no 'infosets: N' line", r->path,
                    r->no);
    d->n = n;
    if (!(what & STRAT_READ_SETS))
        return TALON_OK;
    d->key = malloc((n ? n : 1) * sizeof *d->key);
    d->nact = malloc(n ? n : 1);
    d->p_at = malloc((n ? n : 1) * sizeof *d->p_at);
    size_t pcap = (size_t)n * 3 + 16;
    d->p = malloc(pcap * sizeof *d->p);
    buf names = {0};
    bool want_names = (what & STRAT_READ_NAMES) == STRAT_READ_NAMES;
    if (want_names)
        d->name_at = malloc((n ? n : 1) * sizeof *d->name_at);
    if (!d->key || !d->nact || !d->p_at || !d->p || (want_names && !d->name_at))
        return err_why(r->why, r->ws, TALON_E_NOMEM, "%s: out of memory for %" PRIu64 " sets", r->path, n);
    uint64_t np = 0;
    int rc = TALON_OK;
    long prev_line = 0;
    for (uint64_t i = 0; i < n && rc == TALON_OK; i++) {
        if (!next_line(r)) {
            rc = err_why(r->why, r->ws, TALON_E_PARSE,
                      "%s: truncated: line %ld says 'infosets: %" PRIu64 "', the file ends after %" PRIu64
                      " sets (line %ld)", r->path, n_line, n, i, r->no);
            break;
        }
        if (strcmp(r->line, "end") == 0) {
            rc = at_line(r, "'end' after %" PRIu64 " sets, but line %ld says 'infosets: %" PRIu64
                            "': %" PRIu64 " missing", i, n_line, n, n - i);
            break;
        }
        rc = text_set(r, d, i, &np, &pcap, want_names ? &names : NULL);
        if (rc == TALON_OK && i > 0 && d->key[i] <= d->key[i - 1]) {
            if (d->key[i] == d->key[i - 1])
                rc = at_line(r, "set %016" PRIx64 " repeated (first at line %ld)", d->key[i], prev_line);
            else
                rc = at_line(r, "set %016" PRIx64 " out of order: after %016" PRIx64 " (line %ld); sets are "
                                "sorted by key", d->key[i], d->key[i - 1], prev_line);
        }
        prev_line = r->no;
    }
    if (rc == TALON_OK && names.fail)
        rc = err_why(r->why, r->ws, TALON_E_NOMEM, "out of memory");
    d->names = (char *)names.b;
    if (rc != TALON_OK)
        return rc;
    if (!next_line(r))
        return err_why(r->why, r->ws, TALON_E_PARSE, "%s: truncated after line %ld: no 'end' line", r->path, r->no);
    if (strcmp(r->line, "end") != 0) {
        if (strlen(r->line) > 17 && r->line[16] == '\t')
            return at_line(r, "a set beyond the %" PRIu64 " that line %ld announces ('infosets: %" PRIu64 "')", n,
                           n_line, n);
        return at_line(r, "expected 'end' after the %" PRIu64 " sets", n);
    }
    if (next_line(r))
        return at_line(r, "more after the 'end' line");
    return TALON_OK;
}

/* ---- reading the compact format ------------------------------------------------------- */

typedef struct section {
    uint64_t raw, stored, offset;
    uint32_t crc;
} section;

/* Section s inflated into a new buffer (*out, raw bytes; NUL-terminated for the text ones). */
static int inflate_section(FILE *f, const char *path, int s, const section *sec, unsigned char **out, char *why,
                           size_t ws)
{
    *out = NULL;
    unsigned char *z = malloc(sec->stored ? sec->stored : 1), *raw = malloc(sec->raw + 1);
    if (!z || !raw) {
        free(z);
        free(raw);
        return err_why(why, ws, TALON_E_NOMEM, "%s: out of memory for section %s (%" PRIu64 " bytes)", path, TAGS[s],
                    sec->raw);
    }
    int rc = TALON_OK;
    uLongf len = (uLongf)sec->raw;
    int zr;
    if (fseeko(f, (off_t)sec->offset, SEEK_SET) != 0 || fread(z, 1, sec->stored, f) != sec->stored)
        rc = err_why(why, ws, TALON_E_IO, "%s: cannot read section %s: %s", path, TAGS[s],
                  ferror(f) ? strerror(errno) : "the file is shorter than its table says");
    else if ((zr = uncompress(raw, &len, z, (uLong)sec->stored)) != Z_OK || len != sec->raw)
        rc = err_why(why, ws, TALON_E_PARSE, "%s: section %s is damaged: its zlib data %s", path, TAGS[s],
                  zr == Z_OK       ? "inflates to another size than the table says"
                  : zr == Z_BUF_ERROR ? "inflates to more bytes than the table says, or stops short"
                                    : "is not valid (a corrupt file)");
    else if ((uint32_t)crc32(0L, raw, (uInt)len) != sec->crc)
        rc = err_why(why, ws, TALON_E_PARSE, "%s: section %s is damaged: CRC-32 %08x, the table says %08x", path,
                  TAGS[s], (unsigned)crc32(0L, raw, (uInt)len), sec->crc);
    free(z);
    if (rc != TALON_OK) {
        free(raw);
        return rc;
    }
    raw[sec->raw] = 0;
    *out = raw;
    return TALON_OK;
}

static int read_compact(FILE *f, const char *path, unsigned what, strat_data *d, char *why, size_t ws)
{
    unsigned char t[MAGIC_LEN + 16 + N_SECTIONS * TABLE_ENTRY + 4];
    size_t fixed = MAGIC_LEN + 16;
    if (fseeko(f, 0, SEEK_SET) != 0 || fread(t, 1, fixed, f) != fixed)
        return err_why(why, ws, TALON_E_PARSE, "%s: truncated: shorter than the compact format's header", path);
    if (memcmp(t, STRAT_COMPACT_MAGIC "\n", MAGIC_LEN) != 0)
        return err_why(why, ws, TALON_E_PARSE, "%s: the first line is not '%s'", path, STRAT_COMPACT_MAGIC);
    uint64_t n = get_u64(t + MAGIC_LEN);
    uint32_t bits = get_u32(t + MAGIC_LEN + 8), nsec = get_u32(t + MAGIC_LEN + 12);
    if (nsec != N_SECTIONS)
        return err_why(why, ws, TALON_E_PARSE, "%s: the header is damaged: %u sections, version 1 has %d", path, nsec,
                    N_SECTIONS);
    size_t tlen = fixed + N_SECTIONS * TABLE_ENTRY + 4;
    if (fread(t + fixed, 1, tlen - fixed, f) != tlen - fixed)
        return err_why(why, ws, TALON_E_PARSE, "%s: truncated in its section table", path);
    uint32_t crc = (uint32_t)crc32(0L, t, (uInt)(tlen - 4));
    if (crc != get_u32(t + tlen - 4))
        return err_why(why, ws, TALON_E_PARSE, "%s: the section table is damaged: CRC-32 %08x, stored %08x", path,
                    (unsigned)crc, get_u32(t + tlen - 4));
    if (bits != STRAT_PROB_BITS || n > MAX_SETS)
        return err_why(why, ws, TALON_E_PARSE, "%s: %u probability bits and %" PRIu64 " sets: this talon reads %d bits "
                    "and at most 2^32 sets", path, bits, n, STRAT_PROB_BITS);
    struct stat st;
    if (fstat(fileno(f), &st) != 0)
        return err_why(why, ws, TALON_E_IO, "%s: %s", path, strerror(errno));
    section sec[N_SECTIONS];
    uint64_t off = tlen;
    /* bounds from n: a damaged-but-checksummed table cannot ask for more */
    const uint64_t max_raw[N_SECTIONS] = {MAX_GAME, MAX_HEAD, 10 * n, n, 4 * (CFR_MAX_ACTIONS - 1) * n,
                                          MAX_NAME_LINE * n};
    for (int s = 0; s < N_SECTIONS; s++) {
        const unsigned char *e = t + fixed + (size_t)s * TABLE_ENTRY;
        if (memcmp(e, TAGS[s], 4) != 0)
            return err_why(why, ws, TALON_E_PARSE, "%s: section %d is '%.4s', version 1 has %s there", path, s + 1,
                        (const char *)e, TAGS[s]);
        sec[s].raw = get_u64(e + 4);
        sec[s].stored = get_u64(e + 12);
        sec[s].crc = get_u32(e + 20);
        sec[s].offset = off;
        if (sec[s].raw > max_raw[s])
            return err_why(why, ws, TALON_E_PARSE, "%s: section %s: %" PRIu64 " bytes, more than %" PRIu64
                        " sets can hold", path, TAGS[s], sec[s].raw, n);
        off = sec[s].stored > UINT64_MAX - off ? UINT64_MAX : off + sec[s].stored;
    }
    if (off != (uint64_t)st.st_size)
        return err_why(why, ws, TALON_E_PARSE, "%s: %s: the file has %jd bytes, its table says %" PRIu64, path,
                    off > (uint64_t)st.st_size ? "truncated" : "bytes after the last section", (intmax_t)st.st_size,
                    off);
    d->n = n;
    unsigned char *raw[N_SECTIONS] = {NULL};
    int last = (what & STRAT_READ_NAMES) == STRAT_READ_NAMES ? SEC_NAME : what & STRAT_READ_SETS ? SEC_PROB : SEC_HEAD;
    int rc = TALON_OK;
    for (int s = 0; s <= last && rc == TALON_OK; s++)
        rc = inflate_section(f, path, s, &sec[s], &raw[s], why, ws);
    if (rc == TALON_OK && (strlen((char *)raw[SEC_GAME]) != sec[SEC_GAME].raw || strchr((char *)raw[SEC_GAME], '\n')))
        rc = err_why(why, ws, TALON_E_PARSE, "%s: section GAME is not one line of text", path);
    if (rc == TALON_OK) {
        const char *h = (const char *)raw[SEC_HEAD];
        size_t hl = strlen(h);
        if (hl != sec[SEC_HEAD].raw || (hl && (h[0] != '#' || h[hl - 1] != '\n' || strstr(h, "\n\n"))))
            rc = err_why(why, ws, TALON_E_PARSE, "%s: section HEAD is not comment lines '# ...'", path);
    }
    if (rc == TALON_OK) {
        d->game = (char *)raw[SEC_GAME];
        d->header = (char *)raw[SEC_HEAD];
        raw[SEC_GAME] = raw[SEC_HEAD] = NULL;
    }
    if (rc == TALON_OK && last >= SEC_PROB) {
        d->key = malloc((n ? n : 1) * sizeof *d->key);
        d->nact = malloc(n ? n : 1);
        d->p_at = malloc((n ? n : 1) * sizeof *d->p_at);
        if (!d->key || !d->nact || !d->p_at)
            rc = err_why(why, ws, TALON_E_NOMEM, "%s: out of memory for %" PRIu64 " sets", path, n);
    }
    if (rc == TALON_OK && last >= SEC_PROB) {
        const unsigned char *k = raw[SEC_KEYS], *kend = k + sec[SEC_KEYS].raw;
        uint64_t key = 0, probs = 0;
        if (sec[SEC_NACT].raw != n)
            rc = err_why(why, ws, TALON_E_PARSE, "%s: section NACT has %" PRIu64 " bytes for %" PRIu64 " sets", path,
                      sec[SEC_NACT].raw, n);
        for (uint64_t i = 0; i < n && rc == TALON_OK; i++) {
            uint64_t delta = 0;
            if (!get_varint(&k, kend, &delta) || (i > 0 && delta == 0) || key + delta < key || key + delta == 0)
                rc = err_why(why, ws, TALON_E_PARSE, "%s: section KEYS is damaged at set %" PRIu64
                          " (keys must increase)", path, i + 1);
            key += delta;
            d->key[i] = key;
            d->nact[i] = raw[SEC_NACT][i];
            if (rc == TALON_OK && (d->nact[i] < 1 || d->nact[i] > CFR_MAX_ACTIONS))
                rc = err_why(why, ws, TALON_E_PARSE, "%s: section NACT: set %" PRIu64 " has %d actions", path, i + 1,
                          d->nact[i]);
            d->p_at[i] = probs;
            probs += d->nact[i];
        }
        if (rc == TALON_OK && k != kend)
            rc = err_why(why, ws, TALON_E_PARSE, "%s: section KEYS has bytes after its %" PRIu64 " keys", path, n);
        if (rc == TALON_OK && !(d->p = malloc((probs ? probs : 1) * sizeof *d->p)))
            rc = err_why(why, ws, TALON_E_NOMEM, "%s: out of memory", path);
        const unsigned char *q = raw[SEC_PROB], *qend = q + sec[SEC_PROB].raw;
        for (uint64_t i = 0; i < n && rc == TALON_OK; i++) {
            uint64_t left = SCALE;
            double *p = d->p + d->p_at[i];
            for (int a = 0; a + 1 < d->nact[i] && rc == TALON_OK; a++) {
                uint64_t v;
                if (!get_varint(&q, qend, &v) || v > left)
                    rc = err_why(why, ws, TALON_E_PARSE, "%s: section PROB is damaged at set %016" PRIx64
                              " (its probabilities exceed 1 or are cut short)", path, d->key[i]);
                else {
                    p[a] = (double)v / SCALE;
                    left -= v;
                }
            }
            p[d->nact[i] - 1] = (double)left / SCALE;
        }
        if (rc == TALON_OK && q != qend)
            rc = err_why(why, ws, TALON_E_PARSE, "%s: section PROB has bytes after the last set's", path);
    }
    if (rc == TALON_OK && last == SEC_NAME) {
        if (!(d->name_at = malloc((n ? n : 1) * sizeof *d->name_at)))
            rc = err_why(why, ws, TALON_E_NOMEM, "%s: out of memory", path);
        char *s = (char *)raw[SEC_NAME], *end = s + sec[SEC_NAME].raw;
        for (uint64_t i = 0; i < n && rc == TALON_OK; i++) {
            char *nl = memchr(s, '\n', (size_t)(end - s));
            char *tab = nl ? memchr(s, '\t', (size_t)(nl - s)) : NULL;
            if (!nl || !tab || memchr(s, 0, (size_t)(nl - s)))
                rc = err_why(why, ws, TALON_E_PARSE, "%s: section NAME is damaged at set %" PRIu64, path, i + 1);
            else {
                *nl = 0;
                d->name_at[i] = (uint64_t)(s - (char *)raw[SEC_NAME]);
                s = nl + 1;
            }
        }
        if (rc == TALON_OK && s != end)
            rc = err_why(why, ws, TALON_E_PARSE, "%s: section NAME has more lines than sets", path);
        if (rc == TALON_OK) {
            d->names = (char *)raw[SEC_NAME];
            raw[SEC_NAME] = NULL;
        }
    }
    for (int s = 0; s < N_SECTIONS; s++)
        free(raw[s]);
    return rc;
}

/* ---- either ----------------------------------------------------------------------------- */

int strat_read(const char *path, unsigned what, strat_data **out, char *why, size_t ws)
{
    if (!out || !path)
        return err_why(why, ws, TALON_E_INVAL, "no strategy file");
    *out = NULL;
    FILE *f = fopen(path, "rb");
    if (!f)
        return err_why(why, ws, TALON_E_IO, "cannot read %s: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        return err_why(why, ws, TALON_E_IO, "cannot read %s: it is a folder", path);
    }
    strat_data *d = calloc(1, sizeof *d);
    reader r = {f, path, NULL, 0, 0, why, ws};
    int rc;
    if (!d) {
        rc = err_why(why, ws, TALON_E_NOMEM, "out of memory");
    } else if (!next_line(&r)) {
        rc = err_why(why, ws, TALON_E_PARSE, "%s: empty: not a strategy file", path);
    } else if (strcmp(r.line, STRAT_COMPACT_MAGIC) == 0) {
        d->format = STRAT_FORMAT_COMPACT;
        rc = read_compact(f, path, what, d, why, ws);
    } else if (strcmp(r.line, STRAT_TEXT_MAGIC) == 0) {
        d->format = STRAT_FORMAT_TEXT;
        rc = read_text(&r, what, d);
    } else if (strncmp(r.line, "talon-strategy", 14) == 0 && strlen(r.line) < 64) {
        rc = err_why(why, ws, TALON_E_PARSE, "%s: '%s': a version this talon does not read (it reads '%s' and '%s')",
                  path, r.line, STRAT_TEXT_MAGIC, STRAT_COMPACT_MAGIC);
    } else {
        rc = err_why(why, ws, TALON_E_PARSE, "%s: not a strategy file (line 1 is neither '%s' nor '%s')", path,
                  STRAT_TEXT_MAGIC, STRAT_COMPACT_MAGIC);
    }
    free(r.line);
    fclose(f);
    if (rc != TALON_OK) {
        strat_free(d);
        return rc;
    }
    strat_index(d);
    *out = d;
    return TALON_OK;
}
