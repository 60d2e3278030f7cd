/* stratfile.h - the strategy file of `talon solve --out`, in its two formats:
 * text (the readable export, "talon-strategy 1") and compact (the default and
 * what talon ships, "talon-strategy-compact 1").  Both hold the same facts:
 * the game line, the header's comment lines (command, seed, quality), and per
 * information set its key, its number of actions, their probabilities and
 * their names.  strategies/README.md ("Solved strategies") is the user's
 * description of both.
 *
 *     strat_data *d;
 *     char why[STRAT_WHY_MAX];
 *     if (strat_read("draw-2p-32-pot.tsf", STRAT_READ_SETS, &d, why, sizeof why) != TALON_OK)
 *         fail(why);                        // one line naming what is wrong
 *     int64_t i = strat_find(d, key);       // set i: d->nact[i] actions, probabilities d->p + d->p_at[i]
 *     strat_save("out.txt", d, STRAT_FORMAT_TEXT, why, sizeof why);   // the text export
 *     strat_free(d);
 *
 * The text format: one line per fact, the sets sorted by key:
 *     talon-strategy 1
 *     game: <the game line>
 *     # <comment lines>
 *     infosets: <N>
 *     <key: 16 hex digits> TAB <actions> TAB <probabilities, space-separated> TAB <action names> TAB <set name>
 *     end
 * Probabilities are written with 9 decimals, trailing zeros dropped; a line
 * whose probabilities do not sum to 1 within 1e-6 is refused.  CRLF line ends
 * are read as LF.
 *
 * The compact format (version 1; all integers little-endian):
 *     "talon-strategy-compact 1\n"       what the file is, readable by head -1
 *     u64 sets, u32 probability bits (24), u32 sections (5)
 *     per section: u32 tag, u64 raw bytes, u64 stored bytes, u32 CRC-32 of the raw bytes
 *     u32 CRC-32 of every byte above (the table's own checksum)
 *     the sections' stored bytes, in table order: each a zlib stream of its raw bytes
 * and nothing after.  The sections, in this order:
 *     GAME  the game line (no "game: ", no newline)
 *     HEAD  the comment lines, each "# ...\n"
 *     KEYS  the keys as LEB128 varints: the first, then each one's excess over the previous (> 0)
 *     NACT  one byte a set: its number of actions (1..CFR_MAX_ACTIONS)
 *     PROB  per set, its first nact - 1 probabilities as varints in units of 2^-24
 *           (the last is 2^24 minus their sum)
 *     NAME  per set, "<action names> TAB <set name>\n", as the text file's last two columns
 * Why this way: the sets' keys, counts, probabilities and names compress far
 * better as columns than as lines (the 13 shipped solutions: 130 MB of text,
 * about 14 MB compact); zlib because every Debian machine has it and a browser
 * inflates it natively (DecompressionStream("deflate")); a reader that needs
 * the strategy alone inflates four small sections and skips the names.
 *
 * Precision.  The compact file stores each probability as an integer q out of
 * 2^24, chosen by largest remainders so that a set's q sum to exactly 2^24:
 * each stored probability is within 2^-24 (6.0e-8) of the one written (0 stays
 * 0 and 1 stays 1).  The text export of a compact file prints q / 2^24 with 9
 * decimals (a further 5e-10 at most).  So a text file converted to compact and
 * back agrees with the original within 1e-7 (STRAT_PRECISION), probability by
 * probability.
 *
 * Errors (why: one line, naming the file, the line or the section):
 * TALON_E_IO (cannot read or write), TALON_E_PARSE (not a strategy file, a
 * version this reader does not know, a malformed or truncated line, a damaged
 * section: bad checksum, bad zlib data, a wrong size), TALON_E_NOMEM,
 * TALON_E_INVAL (bad arguments).  Nothing here prints.
 * Thread safety: a strat_data is read-only once read; functions keep no state.
 */
#ifndef TALON_STRATFILE_H
#define TALON_STRATFILE_H

#include <stdint.h>
#include <stdio.h>

#include "cfr_game.h"

#define STRAT_TEXT_MAGIC "talon-strategy 1"
#define STRAT_COMPACT_MAGIC "talon-strategy-compact 1"
#define STRAT_PROB_BITS 24
#define STRAT_PRECISION 1e-7   /* text -> compact -> text, each probability */
#define STRAT_WHY_MAX 512

enum strat_format { STRAT_FORMAT_COMPACT = 0, STRAT_FORMAT_TEXT = 1 };

/* What strat_read reads: the header alone (the game line and the comment
 * lines, and n as the file declares it), or also the sets, or also their names. */
enum { STRAT_READ_HEADER = 0, STRAT_READ_SETS = 1, STRAT_READ_NAMES = 3 };

typedef struct strat_data {
    enum strat_format format;   /* the file's, as read */
    char *game;                 /* the game line, without "game: " */
    char *header;               /* the comment lines, "# ...\n" each; "" for none */
    uint64_t n;                 /* the number of sets */
    uint64_t *key;              /* [n], strictly increasing, non-zero (NULL: header only) */
    uint8_t *nact;              /* [n], 1..CFR_MAX_ACTIONS */
    uint64_t *p_at;             /* [n]: set i's probabilities are p[p_at[i] .. p_at[i] + nact[i]) */
    double *p;                  /* each set's sum to 1 */
    char *names;                /* with names: set i's "<action names>\t<set name>" at names + name_at[i] */
    uint64_t *name_at;          /* [n] (NULL: no names; a set without a name has "-\t-") */
    /* A hash index of key for strat_find (strat_index; NULL: strat_find
     * halves key): idx[h] is set i + 1, 0 empty.  It serves while n and key
     * are those it was made for (idx_n, idx_key); strat_read, strat_merge,
     * the solver's export and backoff_strip make it. */
    uint32_t *idx;
    uint64_t idx_mask, idx_n;
    const uint64_t *idx_key;
} strat_data;

/* (Re)make d's hash index of its keys (at most 1/2 full): strat_find then
 * costs about one probe instead of log2(n) halvings (a third of a sampled
 * best response's time went there).  Without memory, or with more than
 * 2^30 sets, d keeps none and strat_find halves. */
void strat_index(strat_data *d);

/* Read a strategy file of either format (told by its first line), what as
 * above.  TALON_OK and *out (strat_free it), or an error with why. */
int strat_read(const char *path, unsigned what, strat_data **out, char *why, size_t why_size);

/* A new strat_data for n sets, each with room for `probs` probabilities in
 * all and names when `names` bytes > 0 (the caller fills every array, and
 * game and header with strdup'd text).  NULL when out of memory. */
strat_data *strat_alloc(uint64_t n, uint64_t probs, uint64_t names);

/* A set for strat_merge to add: its key, its nact probabilities p and its
 * name line ("<action names>\t<set name>"). */
typedef struct strat_new {
    uint64_t key;
    int nact;
    const double *p;
    const char *name;
} strat_new;

/* in's sets (with names) and add[0..m) (sorted by key, no key of in's)
 * merged by key into a new strat_data, with in's format, game and header
 * and `line` after it (NULL: none).  TALON_OK, TALON_E_NOMEM. */
int strat_merge(const strat_data *in, const strat_new *add, uint64_t m, const char *line, strat_data **out);

/* Write d to the stream in a format.  The sets must be sorted by key and
 * each set's probabilities sum to 1 (within 1e-6); TALON_E_INVAL else.  A
 * failed write stops it: TALON_E_IO, errno kept (EPIPE: the reader left). */
int strat_write(FILE *f, const strat_data *d, enum strat_format format, char *why, size_t why_size);

/* strat_write to path through ofile.h (atomic replace of a regular file; a
 * FIFO or character device written through; other kinds refused). */
int strat_save(const char *path, const strat_data *d, enum strat_format format, char *why, size_t why_size);

/* The index of key among d's sets, or -1. */
int64_t strat_find(const strat_data *d, uint64_t key);

/* The index of the action named `name` among set i's action names (its
 * name line "fold,call,raise 1\tseat 1 ..."), or -1 (no such action, or d
 * holds no names). */
int strat_action_index(const strat_data *d, uint64_t i, const char *name);

/* Thresholding: in every set, each probability below t set to 0 and the
 * others scaled to sum to 1 (a set whose every probability is below t is
 * left as it is; t <= 1 / CFR_MAX_ACTIONS never meets one).  Returns the
 * number of sets changed.  Why: an average strategy of CFR keeps small
 * probabilities of its early iterations on actions its regrets have
 * dropped (a strong hand folding 0.3% of the time); thresholding them is
 * known to do no harm in the real game and often good (Ganzfried,
 * Sandholm and Waugh, 2012), and talon measures it each time (the file's
 * real-game responder, real_br.h). */
uint64_t strat_threshold(strat_data *d, double t);

/* "compact" or "text"; and back (TALON_E_PARSE for another word). */
const char *strat_format_name(enum strat_format format);
int strat_format_parse(const char *name, enum strat_format *format);

void strat_free(strat_data *d);

#endif
