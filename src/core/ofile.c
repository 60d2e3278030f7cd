/* ofile.c - output files: atomic replace for files, write-through for FIFOs
 * and character devices, nothing else (ofile.h states the contract).
 *
 * Design.  Everything starts from resolve(): it walks the path's chain of
 * symbolic links itself (lstat, readlink; a relative target is joined to the
 * link's folder as a string, which the kernel then reads exactly as it reads
 * the link) until it reaches a path that is absent or not a link.  Only a
 * path that is absent or a regular file needs that walk: the rename must
 * name the final file, or it would replace the link.  When a link leads
 * (stat, which follows it) to anything else, the walk stops at once and the
 * kind decides; so /dev/stdout, whose /proc link names "pipe:[123]" rather
 * than a path, is written through like the pipe it is.
 *
 * The temporary file is created with open(O_CREAT | O_EXCL, 0666) under a
 * name of our own rather than by mkstemp: mkstemp makes 0600, and the
 * umask a new file should get cannot be read without setting it, which races
 * every other thread; with 0666 the kernel applies the umask (and a default
 * ACL) itself.  O_EXCL also refuses a link planted at the name.  A name that
 * exists already is retried with other letters, OFILE_TRIES times.
 *
 * Invariants: a temporary file exists only between ofile_open and the end of
 * ofile_commit or ofile_abort, which remove it unless it was renamed; the
 * target is never opened with O_CREAT or O_TRUNC, so a node that is not a
 * regular file is never replaced nor created as a regular file; a FIFO or a
 * device is opened only at commit, when the whole content is known.
 */
#include "ofile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "err.h"

#define OFILE_TRIES 100      /* temporary names tried before giving up */
#define OFILE_BASE_MAX 200   /* bytes of the target's name kept in the temporary's (NAME_MAX is 255) */

enum kind { K_NEW, K_REG, K_THROUGH };

struct ofile {
    enum kind kind;
    FILE *stream;
    char *path;     /* as given, for messages */
    char *target;   /* the path written: the end of the link chain */
    char *tmp;      /* K_NEW, K_REG: the temporary file */
    char *buf;      /* K_THROUGH: the content (open_memstream) */
    size_t len;
};

static void say(char *why, size_t why_size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void say(char *why, size_t why_size, const char *fmt, ...)
{
    if (!why || why_size == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, why_size, fmt, ap);
    va_end(ap);
}

/* "PATH" or "PATH (link to TARGET)", for messages. */
static void shown(const char *path, const char *target, char *buf, size_t size)
{
    if (strcmp(path, target) == 0)
        snprintf(buf, size, "%s", path);
    else
        snprintf(buf, size, "%s (link to %s)", path, target);
}

static const char *kind_name(mode_t m)
{
    return S_ISDIR(m) ? "is a directory" : S_ISBLK(m) ? "is a block device" : S_ISSOCK(m) ? "is a socket"
                                                                                          : "is not a regular file";
}

/* Follow path's links to the path to write, *target (malloc'ed).  *kind:
 * K_NEW (absent), K_REG, or K_THROUGH (FIFO, character device); *st the
 * target's status (K_REG).  Other kinds: TALON_E_INVAL. */
static int resolve(const char *path, char **target, enum kind *kind, struct stat *st, char *why, size_t ws)
{
    *target = NULL;
    if (!path || !*path) {
        say(why, ws, "cannot write an empty path");
        return TALON_E_INVAL;
    }
    char *cur = strdup(path);
    if (!cur)
        return TALON_E_NOMEM;
    for (int links = 0;; links++) {
        if (lstat(cur, st) != 0) {
            if (errno != ENOENT) {
                say(why, ws, "cannot write %s: %s", path, strerror(errno));
                free(cur);
                return TALON_E_IO;
            }
            *kind = K_NEW;
            break;
        }
        if (S_ISLNK(st->st_mode)) {
            struct stat to;
            if (stat(cur, &to) == 0 && !S_ISREG(to.st_mode)) {
                *st = to;   /* not a file to rename: the kind decides, the kernel follows the link */
            } else {
                if (links == OFILE_LINKS_MAX) {
                    say(why, ws, "cannot write %s: too many levels of symbolic links", path);
                    free(cur);
                    return TALON_E_INVAL;
                }
                size_t size = (st->st_size > 0 ? (size_t)st->st_size : 256) + 1;
                char *to_name = NULL;
                ssize_t n;
                for (;;) {   /* a link's size may be 0 (/proc) or grow: read until it fits */
                    char *b = realloc(to_name, size);
                    if (!b) {
                        free(to_name);
                        free(cur);
                        return TALON_E_NOMEM;
                    }
                    to_name = b;
                    n = readlink(cur, to_name, size);
                    if (n < 0 || (size_t)n < size)
                        break;
                    size *= 2;
                }
                if (n < 0) {
                    say(why, ws, "cannot write %s: cannot read the link %s: %s", path, cur, strerror(errno));
                    free(to_name);
                    free(cur);
                    return TALON_E_IO;
                }
                to_name[n] = 0;
                /* a relative target is read from the link's folder: the part of cur up to its last '/' */
                const char *slash = strrchr(cur, '/');
                size_t keep = to_name[0] == '/' || !slash ? 0 : (size_t)(slash - cur) + 1;
                char *next = malloc(keep + (size_t)n + 1);
                if (!next) {
                    free(to_name);
                    free(cur);
                    return TALON_E_NOMEM;
                }
                memcpy(next, cur, keep);
                memcpy(next + keep, to_name, (size_t)n + 1);
                free(to_name);
                free(cur);
                cur = next;
                continue;
            }
        }
        if (S_ISREG(st->st_mode)) {
            *kind = K_REG;
        } else if (S_ISFIFO(st->st_mode) || S_ISCHR(st->st_mode)) {
            *kind = K_THROUGH;
        } else {
            char name[4200];
            shown(path, cur, name, sizeof name);
            say(why, ws, "cannot write %s: it %s", name, kind_name(st->st_mode));
            free(cur);
            return TALON_E_INVAL;
        }
        break;
    }
    size_t len = strlen(cur);
    if (*kind == K_NEW && cur[len - 1] == '/') {   /* "dir/": a name to create a folder, not a file */
        say(why, ws, "cannot write %s: it names a directory", path);
        free(cur);
        return TALON_E_INVAL;
    }
    *target = cur;
    return TALON_OK;
}

/* Create a new temporary file beside target, open for writing: *tmp its
 * name (malloc'ed), *fd its descriptor.  On failure errno says why. */
static int make_temp(const char *target, char **tmp, int *fd)
{
    const char *slash = strrchr(target, '/');
    size_t dir_len = slash ? (size_t)(slash - target) + 1 : 0;   /* with its '/' */
    const char *base = target + dir_len;
    size_t base_len = strlen(base);
    if (base_len > OFILE_BASE_MAX)
        base_len = OFILE_BASE_MAX;
    size_t size = dir_len + 1 + base_len + 8 + 1;
    char *name = malloc(size);
    if (!name) {
        errno = ENOMEM;
        return TALON_E_NOMEM;
    }
    static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    /* splitmix64 over time, pid and this frame's address: names that differ
     * between processes and threads; O_EXCL makes a clash harmless */
    uint64_t x = (uint64_t)now.tv_nsec ^ ((uint64_t)now.tv_sec << 30) ^ ((uint64_t)getpid() << 16) ^
                 (uint64_t)(uintptr_t)&now;
    for (int t = 0; t < OFILE_TRIES; t++) {
        x += 0x9e3779b97f4a7c15ULL;
        uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        char suffix[7];
        for (int i = 0; i < 6; i++, z /= 62)
            suffix[i] = letters[z % 62];
        suffix[6] = 0;
        snprintf(name, size, "%.*s.%.*s.%s", (int)dir_len, target, (int)base_len, base, suffix);
        *fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        if (*fd >= 0) {
            *tmp = name;
            return TALON_OK;
        }
        if (errno != EEXIST)
            break;
    }
    int e = errno;
    free(name);
    errno = e;
    return TALON_E_IO;
}

/* What ofile_check and ofile_open share: resolve, then refuse what cannot be
 * written (a folder without room for a temporary is found by the caller). */
static int writable(const char *path, char **target, enum kind *kind, struct stat *st, char *why, size_t ws)
{
    int rc = resolve(path, target, kind, st, why, ws);
    if (rc != TALON_OK)
        return rc;
    /* An existing file or node we may not write is refused, though its
     * folder would let a rename replace it: its mode says "do not write". */
    if (*kind != K_NEW && access(*target, W_OK) != 0) {
        char name[4200];
        shown(path, *target, name, sizeof name);
        say(why, ws, "cannot write %s: %s", name, strerror(errno));
        free(*target);
        *target = NULL;
        return TALON_E_IO;
    }
    return TALON_OK;
}

int ofile_check(const char *path, char *why, size_t why_size)
{
    char *target;
    enum kind kind;
    struct stat st;
    int rc = writable(path, &target, &kind, &st, why, why_size);
    if (rc != TALON_OK || kind == K_THROUGH) {
        free(target);
        return rc;
    }
    char *tmp;
    int fd;
    rc = make_temp(target, &tmp, &fd);
    if (rc == TALON_OK) {
        close(fd);
        unlink(tmp);
        free(tmp);
    } else if (rc == TALON_E_IO) {
        char name[4200];
        shown(path, target, name, sizeof name);
        say(why, why_size, "cannot write %s: %s", name, strerror(errno));
    }
    free(target);
    return rc;
}

int ofile_open(const char *path, ofile **out, char *why, size_t why_size)
{
    *out = NULL;
    ofile *f = calloc(1, sizeof *f);
    if (!f)
        return TALON_E_NOMEM;
    struct stat st;
    int rc = writable(path, &f->target, &f->kind, &st, why, why_size);
    if (rc == TALON_OK && !(f->path = strdup(path)))
        rc = TALON_E_NOMEM;
    if (rc == TALON_OK && f->kind == K_THROUGH) {
        if (!(f->stream = open_memstream(&f->buf, &f->len)))
            rc = TALON_E_NOMEM;
    } else if (rc == TALON_OK) {
        int fd = -1;
        char name[4200];
        shown(path, f->target, name, sizeof name);
        rc = make_temp(f->target, &f->tmp, &fd);
        if (rc == TALON_E_IO)
            say(why, why_size, "cannot write %s: %s", name, strerror(errno));
        /* a replaced file keeps its mode, and its owner where we may give it
         * (root; or a group of ours): a failed chown leaves the file ours */
        if (rc == TALON_OK && f->kind == K_REG) {
            if (fchmod(fd, st.st_mode & 07777) != 0) {
                say(why, why_size, "cannot write %s: cannot set the mode of %s: %s", name, f->tmp, strerror(errno));
                rc = TALON_E_IO;
            } else if ((st.st_uid != geteuid() || st.st_gid != getegid()) && fchown(fd, st.st_uid, st.st_gid) == 0) {
                fchmod(fd, st.st_mode & 07777);   /* chown clears set-id bits */
            }
        }
        if (rc == TALON_OK && !(f->stream = fdopen(fd, "w")))
            rc = TALON_E_NOMEM;
        if (rc != TALON_OK && fd >= 0) {
            close(fd);
            unlink(f->tmp);
        }
    }
    if (rc != TALON_OK) {
        if (f->stream)
            fclose(f->stream);
        free(f->buf);
        free(f->tmp);
        free(f->target);
        free(f->path);
        free(f);
        return rc;
    }
    *out = f;
    return TALON_OK;
}

FILE *ofile_stream(ofile *f)
{
    return f->stream;
}

static void ofile_free(ofile *f)
{
    free(f->buf);
    free(f->tmp);
    free(f->target);
    free(f->path);
    free(f);
}

/* Write the kept content through to the FIFO or device at f->target. */
static int write_through(ofile *f, const char *name, char *why, size_t ws)
{
    /* EINTR is not retried, here nor in write: a FIFO without a reader
     * blocks the open, and a caller's SIGINT handler (installed without
     * SA_RESTART) must be able to end the wait */
    int fd = open(f->target, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        say(why, ws, "cannot write %s: %s", name, strerror(errno));
        return TALON_E_IO;
    }
    /* the node may have been swapped for a file since ofile_open: writing a
     * regular file in place (no O_TRUNC) would leave a mixture */
    struct stat st;
    if (fstat(fd, &st) != 0 || !(S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))) {
        say(why, ws, "cannot write %s: it is no longer a FIFO or a character device", name);
        close(fd);
        return TALON_E_IO;
    }
    size_t done = 0;
    while (done < f->len) {
        ssize_t n = write(fd, f->buf + done, f->len - done);
        if (n <= 0) {
            say(why, ws, "cannot write %s: %s", name, n < 0 ? strerror(errno) : "the device took nothing");
            close(fd);
            return TALON_E_IO;
        }
        done += (size_t)n;
    }
    if (close(fd) != 0 && errno != EINTR) {
        say(why, ws, "cannot write %s: %s", name, strerror(errno));
        return TALON_E_IO;
    }
    return TALON_OK;
}

int ofile_commit(ofile *f, char *why, size_t why_size)
{
    char name[4200];
    shown(f->path, f->target, name, sizeof name);
    int rc = TALON_OK;
    if (f->kind == K_THROUGH) {
        /* open_memstream's buffer is final once closed; a failure was an allocation */
        bool bad = ferror(f->stream);
        if (fclose(f->stream) != 0 || bad)
            rc = TALON_E_NOMEM;
        else
            rc = write_through(f, name, why, why_size);
        ofile_free(f);
        return rc;
    }
    int e = 0;
    if (fflush(f->stream) != 0 || ferror(f->stream))
        e = errno ? errno : EIO;
    /* fsync before rename: after a crash the name holds the old content or
     * the whole new one (EINVAL: a file system that cannot sync) */
    if (!e && fsync(fileno(f->stream)) != 0 && errno != EINVAL)
        e = errno;
    if (fclose(f->stream) != 0 && !e)
        e = errno ? errno : EIO;
    if (e) {
        say(why, why_size, "cannot write %s: %s", name, strerror(e));
        rc = TALON_E_IO;
    } else if (rename(f->tmp, f->target) != 0) {
        say(why, why_size, "cannot write %s: cannot rename %s over it: %s", name, f->tmp, strerror(errno));
        rc = TALON_E_IO;
    }
    if (rc != TALON_OK) {
        unlink(f->tmp);
    } else {
        /* the rename itself is durable once the folder is synced; a
         * folder that cannot be opened or synced leaves it to the system */
        char *slash = strrchr(f->target, '/');
        if (slash)
            slash[1] = 0;   /* f->target is not needed any more: cut to its folder */
        int dfd = open(slash ? f->target : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd >= 0) {
            fsync(dfd);
            close(dfd);
        }
    }
    ofile_free(f);
    return rc;
}

void ofile_abort(ofile *f)
{
    if (!f)
        return;
    fclose(f->stream);
    if (f->tmp)
        unlink(f->tmp);
    ofile_free(f);
}
