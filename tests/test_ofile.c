/* test_ofile.c - output files: each kind of target is made in a fresh
 * temporary folder (a regular file, a new name, links, a FIFO, devices, a
 * folder, a socket, a read-only folder) and written through ofile; the
 * target's kind, mode and content are checked after, and that no temporary
 * file is left beside it.  As root the devices are copies made by mknod
 * (device() below): a broken writer must not cost the machine its
 * /dev/null.  Check runs each case in its own process, so a case may change
 * its umask. */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "err.h"
#include "ofile.h"

static char dir[256];

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/test_ofile.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

/* rm -r of the folder (it holds only what a case made, one level deep). */
static void teardown(void)
{
    chmod(dir, 0700);
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)))
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
                char p[600];
                snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
                if (unlink(p) != 0)
                    rmdir(p);
            }
        closedir(d);
    }
    rmdir(dir);
}

static const char *at(const char *name)
{
    static char buf[4][600];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", dir, name);
    return buf[k];
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

/* The file's whole content (up to 4 KB), or "(missing)". */
static const char *get(const char *path)
{
    static char buf[4096];
    FILE *f = fopen(path, "r");
    if (!f)
        return "(missing)";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* Entries of the case's folder, "." and ".." excepted. */
static int entries(void)
{
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
    closedir(d);
    return n;
}

/* Write text to path through ofile; the commit's code. */
static int write_text(const char *path, const char *text, char *why, size_t ws)
{
    ofile *f;
    int rc = ofile_open(path, &f, why, ws);
    if (rc != TALON_OK)
        return rc;
    fputs(text, ofile_stream(f));
    return ofile_commit(f, why, ws);
}

static mode_t kind_of(const char *path)
{
    struct stat st;
    ck_assert_int_eq(lstat(path, &st), 0);
    return st.st_mode & S_IFMT;
}

START_TEST(a_regular_file_is_replaced_and_keeps_its_mode)
{
    put(at("out.txt"), "old\n");
    ck_assert_int_eq(chmod(at("out.txt"), 0640), 0);
    struct stat before, after;
    ck_assert_int_eq(stat(at("out.txt"), &before), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("out.txt"), why, sizeof why), TALON_OK);
    ck_assert_int_eq(write_text(at("out.txt"), "new content\n", why, sizeof why), TALON_OK);
    ck_assert_str_eq(get(at("out.txt")), "new content\n");
    ck_assert_int_eq(stat(at("out.txt"), &after), 0);
    ck_assert_int_eq(after.st_mode & 07777, 0640);
    ck_assert(S_ISREG(after.st_mode));
    ck_assert(after.st_ino != before.st_ino);   /* a new file renamed over it, not rewritten in place */
    ck_assert_int_eq(entries(), 1);             /* no temporary left */
}
END_TEST

START_TEST(a_new_file_gets_0666_less_the_umask)
{
    char why[512] = "";
    umask(027);
    ck_assert_int_eq(write_text(at("a.txt"), "a\n", why, sizeof why), TALON_OK);
    umask(0);
    ck_assert_int_eq(write_text(at("b.txt"), "b\n", why, sizeof why), TALON_OK);
    struct stat st;
    ck_assert_int_eq(stat(at("a.txt"), &st), 0);
    ck_assert_int_eq(st.st_mode & 07777, 0640);
    ck_assert_int_eq(stat(at("b.txt"), &st), 0);
    ck_assert_int_eq(st.st_mode & 07777, 0666);
    ck_assert_str_eq(get(at("a.txt")), "a\n");
    ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(a_symlink_is_followed_and_stays_a_link)
{
    put(at("target.txt"), "old\n");
    ck_assert_int_eq(symlink("target.txt", at("link")), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("link"), why, sizeof why), TALON_OK);
    ck_assert_int_eq(write_text(at("link"), "new\n", why, sizeof why), TALON_OK);
    ck_assert_int_eq(kind_of(at("link")), S_IFLNK);
    char to[64] = "";
    ck_assert_int_eq(readlink(at("link"), to, sizeof to - 1), 10);
    ck_assert_str_eq(to, "target.txt");
    ck_assert_str_eq(get(at("target.txt")), "new\n");
    ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(a_chain_of_relative_links_is_followed_from_each_links_folder)
{
    /* sub/l2 -> ../l1 (read from sub/), l1 -> target.txt (read from dir) */
    ck_assert_int_eq(mkdir(at("sub"), 0700), 0);
    put(at("target.txt"), "old\n");
    ck_assert_int_eq(symlink("target.txt", at("l1")), 0);
    ck_assert_int_eq(symlink("../l1", at("sub/l2")), 0);
    char why[512] = "";
    ck_assert_int_eq(write_text(at("sub/l2"), "new\n", why, sizeof why), TALON_OK);
    ck_assert_int_eq(kind_of(at("sub/l2")), S_IFLNK);
    ck_assert_int_eq(kind_of(at("l1")), S_IFLNK);
    ck_assert_str_eq(get(at("target.txt")), "new\n");
    ck_assert_int_eq(entries(), 3);
    unlink(at("sub/l2"));
}
END_TEST

START_TEST(a_dangling_symlink_creates_its_target)
{
    ck_assert_int_eq(symlink("made.txt", at("link")), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("link"), why, sizeof why), TALON_OK);
    ck_assert_int_eq(write_text(at("link"), "made\n", why, sizeof why), TALON_OK);
    ck_assert_int_eq(kind_of(at("link")), S_IFLNK);
    ck_assert_int_eq(kind_of(at("made.txt")), S_IFREG);
    ck_assert_str_eq(get(at("made.txt")), "made\n");
    ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(a_link_loop_is_refused)
{
    ck_assert_int_eq(symlink("b", at("a")), 0);
    ck_assert_int_eq(symlink("a", at("b")), 0);
    char why[512] = "";
    ofile *f = (ofile *)&why;
    ck_assert_int_eq(ofile_open(at("a"), &f, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_null(f);
    ck_assert_ptr_nonnull(strstr(why, "symbolic links"));
    ck_assert_int_eq(ofile_check(at("a"), why, sizeof why), TALON_E_INVAL);
    ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(a_fifo_is_written_through_to_its_reader)
{
    ck_assert_int_eq(mkfifo(at("fifo"), 0600), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("fifo"), why, sizeof why), TALON_OK);   /* does not open it */
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {   /* the reader: the FIFO's content into got.txt */
        int in = open(at("fifo"), O_RDONLY);
        int out = open(at("got.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        char buf[256];
        ssize_t n;
        while (in >= 0 && out >= 0 && (n = read(in, buf, sizeof buf)) > 0)
            if (write(out, buf, (size_t)n) != n)
                _exit(2);
        _exit(in >= 0 && out >= 0 && close(out) == 0 ? 0 : 1);
    }
    int rc = write_text(at("fifo"), "through the pipe\n", why, sizeof why);
    int st;
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert_int_eq(rc, TALON_OK);
    ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    ck_assert_str_eq(get(at("got.txt")), "through the pipe\n");
    ck_assert_int_eq(kind_of(at("fifo")), S_IFIFO);
    ck_assert_int_eq(entries(), 2);
}
END_TEST

/* The device to write: as root a copy of dev made by mknod in the case's
 * folder (a writer that wrongly renamed over the node would otherwise
 * replace the machine's own /dev/null), else dev itself (which a user
 * cannot replace).  NULL: no such device, or no copy allowed (a container
 * without CAP_MKNOD): the case is skipped. */
static const char *device(const char *dev, const char *name)
{
    struct stat st;
    if (stat(dev, &st) != 0 || !S_ISCHR(st.st_mode) || access(dev, W_OK) != 0)
        return NULL;
    if (geteuid() != 0)
        return dev;
    return mknod(at(name), S_IFCHR | 0666, st.st_rdev) == 0 ? at(name) : NULL;
}

/* path is still a character device with dev's numbers. */
static void same_device(const char *path, const char *dev)
{
    struct stat a, b;
    ck_assert_int_eq(lstat(path, &a), 0);
    ck_assert_int_eq(stat(dev, &b), 0);
    ck_assert(S_ISCHR(a.st_mode));
    ck_assert(a.st_rdev == b.st_rdev);
}

START_TEST(dev_full_gives_an_io_error_and_stays_a_character_device)
{
    const char *full = device("/dev/full", "full");
    if (!full)
        return;
    char why[512] = "";
    ck_assert_int_eq(ofile_check(full, why, sizeof why), TALON_OK);
    ck_assert_int_eq(write_text(full, "nowhere\n", why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, full));
    ck_assert_ptr_nonnull(strstr(why, strerror(ENOSPC)));
    same_device(full, "/dev/full");
}
END_TEST

START_TEST(dev_null_takes_the_content_and_stays_a_character_device)
{
    const char *null = device("/dev/null", "null");
    if (!null)
        return;
    char why[512] = "";
    ck_assert_int_eq(ofile_check(null, why, sizeof why), TALON_OK);
    ck_assert_int_eq(write_text(null, "gone\n", why, sizeof why), TALON_OK);
    same_device(null, "/dev/null");
    ck_assert_int_eq(entries(), geteuid() == 0 ? 1 : 0);   /* the copy, and no temporary */
}
END_TEST

START_TEST(a_link_to_a_device_writes_the_device_and_stays_a_link)
{
    const char *null = device("/dev/null", "null");
    if (!null)
        return;
    ck_assert_int_eq(symlink(null, at("link")), 0);
    char why[512] = "";
    ck_assert_int_eq(write_text(at("link"), "gone\n", why, sizeof why), TALON_OK);
    ck_assert_int_eq(kind_of(at("link")), S_IFLNK);
    same_device(null, "/dev/null");
    ck_assert_int_eq(entries(), geteuid() == 0 ? 2 : 1);
}
END_TEST

START_TEST(a_directory_is_refused)
{
    char why[512] = "";
    ck_assert_int_eq(ofile_check(dir, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "is a directory"));
    ofile *f;
    ck_assert_int_eq(ofile_open(dir, &f, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "is a directory"));
    ck_assert_int_eq(ofile_check(at("missing/"), why, sizeof why), TALON_E_INVAL);
    ck_assert_int_eq(entries(), 0);
}
END_TEST

START_TEST(a_socket_is_refused)
{
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    ck_assert_int_ge(s, 0);
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    snprintf(a.sun_path, sizeof a.sun_path, "%s", at("sock"));
    ck_assert_int_eq(bind(s, (struct sockaddr *)&a, sizeof a), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("sock"), why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "is a socket"));
    ck_assert_int_eq(write_text(at("sock"), "x", why, sizeof why), TALON_E_INVAL);
    ck_assert_int_eq(kind_of(at("sock")), S_IFSOCK);
    close(s);
}
END_TEST

START_TEST(a_read_only_folder_is_refused_by_the_check)
{
    if (geteuid() == 0)
        return;   /* root writes in a read-only folder: see the next case */
    ck_assert_int_eq(chmod(dir, 0555), 0);
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("out.txt"), why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, strerror(EACCES)));
    ofile *f;
    ck_assert_int_eq(ofile_open(at("out.txt"), &f, why, sizeof why), TALON_E_IO);
    ck_assert_int_eq(entries(), 0);
}
END_TEST

START_TEST(a_path_under_a_regular_file_or_a_missing_folder_is_refused_by_the_check)
{
    put(at("file"), "x\n");
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("file/out.txt"), why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, strerror(ENOTDIR)));
    ck_assert_int_eq(ofile_check(at("nodir/out.txt"), why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, strerror(ENOENT)));
    ck_assert_int_eq(ofile_check("", why, sizeof why), TALON_E_INVAL);
    ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(abort_leaves_no_temporary_file_and_the_target_untouched)
{
    put(at("out.txt"), "old\n");
    char why[512] = "";
    ofile *f;
    ck_assert_int_eq(ofile_open(at("out.txt"), &f, why, sizeof why), TALON_OK);
    fputs("half a fil", ofile_stream(f));
    fflush(ofile_stream(f));
    ck_assert_int_eq(entries(), 2);   /* the temporary, beside the target */
    ofile_abort(f);
    ck_assert_str_eq(get(at("out.txt")), "old\n");
    ck_assert_int_eq(entries(), 1);
    ofile_abort(NULL);
    /* a new name: nothing at all */
    ck_assert_int_eq(ofile_open(at("new.txt"), &f, why, sizeof why), TALON_OK);
    ofile_abort(f);
    ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(the_check_leaves_nothing_behind)
{
    char why[512] = "";
    ck_assert_int_eq(ofile_check(at("out.txt"), why, sizeof why), TALON_OK);
    ck_assert_int_eq(entries(), 0);
}
END_TEST

static Suite *ofile_suite(void)
{
    Suite *s = suite_create("ofile");
    TCase *tc = tcase_create("kinds");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, a_regular_file_is_replaced_and_keeps_its_mode);
    tcase_add_test(tc, a_new_file_gets_0666_less_the_umask);
    tcase_add_test(tc, a_symlink_is_followed_and_stays_a_link);
    tcase_add_test(tc, a_chain_of_relative_links_is_followed_from_each_links_folder);
    tcase_add_test(tc, a_dangling_symlink_creates_its_target);
    tcase_add_test(tc, a_link_loop_is_refused);
    tcase_add_test(tc, a_fifo_is_written_through_to_its_reader);
    tcase_add_test(tc, dev_full_gives_an_io_error_and_stays_a_character_device);
    tcase_add_test(tc, dev_null_takes_the_content_and_stays_a_character_device);
    tcase_add_test(tc, a_link_to_a_device_writes_the_device_and_stays_a_link);
    tcase_add_test(tc, a_directory_is_refused);
    tcase_add_test(tc, a_socket_is_refused);
    tcase_add_test(tc, a_read_only_folder_is_refused_by_the_check);
    tcase_add_test(tc, a_path_under_a_regular_file_or_a_missing_folder_is_refused_by_the_check);
    tcase_add_test(tc, abort_leaves_no_temporary_file_and_the_target_untouched);
    tcase_add_test(tc, the_check_leaves_nothing_behind);
    tcase_set_timeout(tc, 20);   /* a FIFO case that hangs fails instead */
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(ofile_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
