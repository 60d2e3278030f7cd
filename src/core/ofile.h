/* ofile.h - the one way libtalon writes an output file.
 *
 * Usage (a result written to a path the user named):
 *     char why[512];
 *     int rc = ofile_check(path, why, sizeof why);   // before the long run: exit 2 on failure
 *     ...compute...
 *     ofile *f;
 *     rc = ofile_open(path, &f, why, sizeof why);
 *     if (rc == TALON_OK) {
 *         fprintf(ofile_stream(f), "...");             // never fclose this stream
 *         rc = failed ? (ofile_abort(f), TALON_E_IO)   // nothing written, no temporary left
 *                     : ofile_commit(f, why, sizeof why);
 *     }
 *
 * What the path is decides how it is written:
 *  - absent, or a regular file: the content goes to a temporary file in the
 *    same folder (".NAME.XXXXXX", created with O_EXCL), is flushed and
 *    fsync'ed, then renamed over the path.  A reader sees the old file or
 *    the new one, never half of one; a failure leaves the old file as it
 *    was.  A replaced file keeps its permission bits (and, where we may,
 *    its owner); a new one gets 0666 less the umask, like any created file.
 *  - a symbolic link (a chain of them, or one whose target does not exist
 *    yet): followed to the final target, at most OFILE_LINKS_MAX links, a
 *    relative target read from the link's own folder; that target is then
 *    written as above, and the link stays a link.
 *  - a FIFO or a character device (/dev/null, /dev/full, a terminal): the
 *    content is kept in memory until ofile_commit, which opens the path
 *    (O_WRONLY | O_NOCTTY, never O_CREAT or O_TRUNC) and writes it through,
 *    checking every write; the node is never replaced.  Opening a FIFO
 *    blocks until a reader opens it (what `echo > fifo` does); a signal
 *    caught meanwhile (a handler without SA_RESTART) ends that wait, and
 *    the commit, with EINTR.  A reader that goes away gives EPIPE only if
 *    the caller ignores SIGPIPE (the CLI does); otherwise the signal ends
 *    the process, as for any writer.
 *  - anything else (a directory, a block device, a socket): refused with
 *    TALON_E_INVAL, why naming the kind ("is a directory").
 *
 * Errors: every function that can fail returns TALON_OK or a negative code of
 * err.h and writes one line without a final newline into why (why may be
 * NULL when why_size is 0), naming the path and the system's reason:
 *   TALON_E_INVAL  the path cannot be written this way (its kind, an empty
 *                  path, a link loop, a path too long);
 *   TALON_E_IO     the system refused (no such folder, permission, disk
 *                  full, a failed write, fsync or rename);
 *   TALON_E_NOMEM  an allocation failed.
 * After a failure of ofile_open nothing was created; after one of
 * ofile_commit the target is untouched (a regular file) or holds what the
 * device took before the error (a FIFO or device), and no temporary remains.
 *
 * Threads: one ofile belongs to one thread at a time; different ofiles may
 * be used concurrently (no globals).  Under MPI only rank 0 should write: the
 * callers keep that rule, this module knows nothing of ranks.
 */
#ifndef TALON_OFILE_H
#define TALON_OFILE_H

#include <stddef.h>
#include <stdio.h>

/* Most symbolic links followed to the target (the kernel's own limit is 40):
 * more is reported as a loop. */
#define OFILE_LINKS_MAX 40

/* An output file being written (opaque). */
typedef struct ofile ofile;

/* Whether path can be written as ofile_open would, without writing it: an
 * absent or regular target (after following links) needs a folder where a
 * temporary file can be created (one is created and removed); a FIFO or a
 * character device must be writable (access(2): it is not opened, so a
 * reader of a FIFO sees nothing and a device does nothing); any other kind
 * is refused.  For the check before a long run, so that a bad path fails in
 * a second rather than after the run; the path can still change before
 * ofile_open, which checks again.  Returns TALON_OK, TALON_E_INVAL or
 * TALON_E_IO (why says why). */
int ofile_check(const char *path, char *why, size_t why_size);

/* Start writing path (see the kinds above): *out gets a new ofile, to end
 * with exactly one of ofile_commit or ofile_abort.  Nothing is visible at
 * path until the commit.  Returns TALON_OK, or TALON_E_INVAL, TALON_E_IO,
 * TALON_E_NOMEM with *out set to NULL. */
int ofile_open(const char *path, ofile **out, char *why, size_t why_size);

/* The stream to write the content into; owned by f (do not fclose it).
 * A write error on it is kept by the stream and reported by ofile_commit. */
FILE *ofile_stream(ofile *f);

/* Finish: check the stream, then sync and rename the temporary file over
 * the target, or write the kept content through to the FIFO or device.
 * Frees f in every case.  Returns TALON_OK, TALON_E_IO (the write, the
 * sync or the rename failed; for /dev/full, "No space left on device") or
 * TALON_E_NOMEM. */
int ofile_commit(ofile *f, char *why, size_t why_size);

/* Give up: close the stream, remove the temporary file, free f; the target
 * is untouched.  f may be NULL. */
void ofile_abort(ofile *f);

#endif
