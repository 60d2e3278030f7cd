/* cmd_tables.c - `talon tables`: regenerate every table of the article (and
 * our extensions) as CSV under tables/generated/, and tables/REPORT.md with
 * each table beside the article's values.
 *
 * The jobs are data (JOBS below): each is a talon command line.  Each runs
 * in a child process (this same executable), once with --format csv (or
 * the --format given: json, md, text) into <out>/<name>.csv (.json, .md,
 * .txt; one plain table, no comment lines: the report names the command,
 * seed and trials that made it) and once with --format md into the
 * report; a command that computes once for both renderings (cli_md_copy:
 * open, call, equity, best, duel, the slowest) writes the md in its
 * first run, to the file named by TALON_TABLES_MD, and is not run again.  A child's failure stops the run with its message, and a table is
 * only written once its command succeeded, so no file is ever half a table.
 * Every Monte Carlo job names its seed and trials, so re-running the job
 * reproduces its file bit for bit (tests/cli/tables.sh checks that the
 * checked-in files are current).
 *
 * Every file is written through ofile (ofile.h): a table's file and the
 * report replace a regular file atomically (or a link's target), are
 * written through to a FIFO or a device, and refuse any other kind; the
 * report's temporary file is made at the start, in the report's own folder,
 * so an unwritable report is refused before the first table.
 *
 * Progress: a line per table on stderr ("[13/20] equity-4-32  2.1 s").  When
 * stderr is a terminal (the rule of every command's progress bar), the
 * line is redrawn while a table runs, with the step (the CSV run, then the
 * md run, which takes about as long: its time left is estimated from the
 * first) and the seconds so far.  The children's stderr goes to a file,
 * copied to ours once the line is ended, so their messages never land in
 * the middle of our line nor their bars fight ours; the md run repeats the
 * CSV run's computation, so only the CSV run's warnings are shown (the md
 * run's words only when it fails).
 *
 * Ctrl-C: the terminal sends SIGINT to the children and to us; a child stops
 * (status 130, or killed by the signal when it runs no Monte Carlo), and we
 * end the progress line, say "talon: interrupted" (the child's own words are
 * dropped: they would say it twice), remove every temporary file and exit
 * 130, leaving every finished table in place and no report.  A SIGINT sent
 * to us alone is passed on to the running child.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "err.h"
#include "ofile.h"
#include "timer.h"

/* The per-table files' format (--format; csv by default): the option the
 * children get and the files' extension.  CSV and JSON stay English (names
 * and fields a program reads); text and md follow --lang. */
static const char *file_format(const cli_opts *o)
{
    static const char *const name[] = {[OUT_TEXT] = "text", [OUT_CSV] = "csv", [OUT_JSON] = "json", [OUT_MD] = "md"};
    return o->format_set ? name[o->format] : "csv";
}

static const char *file_ext(const cli_opts *o)
{
    static const char *const ext[] = {[OUT_TEXT] = "txt", [OUT_CSV] = "csv", [OUT_JSON] = "json", [OUT_MD] = "md"};
    return o->format_set ? ext[o->format] : "csv";
}

static void file_args(const cli_opts *o, char *buf, size_t n)
{
    bool fr = o->lang && o->format_set && (o->format == OUT_TEXT || o->format == OUT_MD);
    snprintf(buf, n, "--format %s%s", file_format(o), fr ? " --lang fr" : "");
}

typedef struct job {
    const char *name;    /* file name, without .csv */
    const char *title;   /* report heading */
    const char *args;    /* the talon command line, without "talon" and --format */
    int mc;              /* 1: carries --seed/--trials (--quick divides the trials by 10) */
    const char *title_fr;   /* the heading in French (--lang fr) */
} job;

static const job JOBS[] = {
    {"frequencies-52", "Hand frequencies, 52 cards, as in the article (wheel counts)", "freq --deck 52 --ace-low on", 0,
     "Fréquences des mains, 52 cartes, comme dans l'article (quinte blanche comptée)"},
    {"frequencies-32", "Hand frequencies, 32 cards, as in the article (ace high only)", "freq --deck 32 --ace-low off", 0,
     "Fréquences des mains, 32 cartes, comme dans l'article (as haut seulement)"},
    {"frequencies-all-ace-low-on", "Hand frequencies, every deck, ace-low on", "freq --deck all --ace-low on", 0,
     "Fréquences des mains, tous les jeux, as bas oui"},
    {"frequencies-all-ace-low-off", "Hand frequencies, every deck, ace-low off", "freq --deck all --ace-low off", 0,
     "Fréquences des mains, tous les jeux, as bas non"},
    {"atleast-ace-low-on", "Jeux ayant plus que..., ace-low on", "atleast --ace-low on", 0,
     "Jeux ayant plus que..., as bas oui"},
    {"atleast-ace-low-off", "Jeux ayant plus que..., ace-low off", "atleast --ace-low off", 0,
     "Jeux ayant plus que..., as bas non"},
    {"best-kk-4-players-32", "Is a pair of kings best, before and after the draw? 4 players, 32 cards (the article's example)",
     "best KK --players 4 --deck 32 --seed 1 --trials 4000000", 1,
     "Une paire de rois est-elle la meilleure, avant et après l'échange ? 4 joueurs, 32 cartes (l'exemple de l'article)"},
    {"drawn", "Cartes demandees: final hand by cards drawn (article strategy, ace-low off)", "drawn", 0,
     "Cartes demandées : main finale selon les cartes demandées (stratégie de l'article, as bas non)"},
    {"drawn-standard-all", "Cards drawn under the standard strategy, every deck, ace-low on",
     "drawn --deck all --ace-low on --strategy standard", 0,
     "Cartes demandées avec la stratégie standard, tous les jeux, as bas oui"},
    {"open", "Opening thresholds by position, 4 to 8 players: models a, b, c beside the article (Ouvrir)",
     "open --seed 1 --trials 10000", 1,
     "Seuils d'ouverture par position, 4 à 8 joueurs : modèles a, b, c à côté de l'article (Ouvrir)"},
    {"open-column", "Opening thresholds, model a, each column with its own passers (the reading closest to the article)",
     "open --model a --passers column", 0,
     "Seuils d'ouverture, modèle a, chaque colonne avec ses propres paroles (la lecture la plus proche de l'article)"},
    {"call-5-players", "Calling an opening: 5 players, the opener third, models a and b (Suivre)",
     "call --players 5 --opener 3 --model a,b --seed 1 --trials 20000", 1,
     "Suivre une ouverture : 5 joueurs, l'ouvreur troisième, modèles a et b (Suivre)"},
    {"equity-4-32", "Win probability by served hand, before and after the draw, 4 players, 32 cards",
     "equity --players 4 --deck 32 --after-draw --seed 1 --trials 2000000", 1,
     "Probabilité de gain par main servie, avant et après l'échange, 4 joueurs, 32 cartes"},
    {"equity-8-52", "Win probability by served hand, before and after the draw, 8 players, 52 cards",
     "equity --players 8 --deck 52 --after-draw --seed 1 --trials 1000000", 1,
     "Probabilité de gain par main servie, avant et après l'échange, 8 joueurs, 52 cartes"},
    {"bluff", "Bluff frequency and raise size: the models' strategies", "bluff", 0,
     "Fréquence du bluff et taille de la relance : les stratégies des modèles"},
    {"bluff-article", "Bluff: the article's three statements under each model", "bluff article", 0,
     "Bluff : les trois affirmations de l'article sous chaque modèle"},
    /* The solved game (issue 16): read from strategies/solved, nothing solved here. */
    {"open-equilibrium", "Opening thresholds of the solved game (equilibrium), 4 to 8 players, beside the article and "
     "models a, b, c", "open --model equilibrium --seed 1 --trials 10000", 1,
     "Seuils d'ouverture du jeu résolu (équilibre), 4 à 8 joueurs, à côté de l'article et des modèles a, b, c"},
    {"open-equilibrium-2", "Opening in the solved heads-up game, 32 cards", "open --model equilibrium --players 2", 0,
     "Ouvrir dans le jeu résolu à deux joueurs, 32 cartes"},
    {"bluff-equilibrium", "Bluffing after the draw in the solved heads-up game, 32 cards, beside the article's statements",
     "bluff --model equilibrium --players 2 --seed 1 --trials 200000", 1,
     "Le bluff après l'échange dans le jeu résolu à deux joueurs, 32 cartes, à côté des affirmations de l'article"},
    {"duel-equilibrium-2", "Duel: model (a)'s thresholds against the solved heads-up game, 32 cards (antes per 100 deals)",
     "duel --players 2 --deck 32 a equilibrium --seed 1 --trials 200000", 1,
     "Duel : les seuils du modèle (a) contre le jeu résolu à deux joueurs, 32 cartes (antes pour 100 donnes)"},
    {"duel-article-4-32", "Duel: one article player against 3 equilibrium players, 32 cards (antes per 100 deals)",
     "duel --players 4 --deck 32 article equilibrium equilibrium equilibrium --seed 1 --trials 2000000", 1,
     "Duel : un joueur de l'article contre 3 joueurs d'équilibre, 32 cartes (antes pour 100 donnes)"},
    {"duel-article-8-52", "Duel: one article player against 7 equilibrium players, 52 cards (antes per 100 deals)",
     "duel --players 8 --deck 52 article equilibrium equilibrium equilibrium equilibrium equilibrium equilibrium "
     "equilibrium --seed 1 --trials 2000000", 1,
     "Duel : un joueur de l'article contre 7 joueurs d'équilibre, 52 cartes (antes pour 100 donnes)"},
};
#define N_JOBS ((int)(sizeof JOBS / sizeof JOBS[0]))

static volatile sig_atomic_t g_interrupted;
static volatile pid_t g_child;   /* the running child, 0 between children */

static void on_sigint(int sig)
{
    (void)sig;
    g_interrupted = 1;
    if (g_child > 0)
        kill(g_child, SIGINT);
}

/* The progress line of a running table (stderr a terminal): what runs and
 * for how long. */
typedef struct progress {
    bool tty;
    int i;                 /* the table, 0-based */
    const char *name;
    const char *step;      /* "csv" or "md" */
    double start, t0;      /* the table's start; the step's start */
    double expect;         /* the step's expected seconds (0: unknown) */
    long shown;            /* the whole second last drawn, -1: none yet */
} progress;

/* Redraw the line, once a second. */
static void progress_draw(progress *p)
{
    double now = timer_now();
    if ((long)(now - p->start) == p->shown)
        return;
    p->shown = (long)(now - p->start);
    fprintf(stderr, "\r\033[K[%2d/%d] %-28s %s, %.0f s", p->i + 1, N_JOBS, p->name, p->step, now - p->start);
    if (p->expect > 0) {
        double left = p->expect - (now - p->t0);
        fprintf(stderr, left > 0 ? " (about %.0f s left)" : " (finishing)", left);
    }
    fflush(stderr);
}

/* Copy the file at path to stderr and remove it. */
static void pass_stderr(const char *path)
{
    FILE *f = fopen(path, "r");
    if (f) {
        char buf[4096];
        size_t n;
        while ((n = fread(buf, 1, sizeof buf, f)) > 0)
            fwrite(buf, 1, n, stderr);
        fclose(f);
    }
    remove(path);
}

/* Run talon with args (split on spaces) plus extra, stdout to path and
 * stderr to errpath (the caller passes it on); returns the exit status, or
 * CHILD_SIGNALED + the signal that ended it.  While it runs, p's line is
 * redrawn every quarter second when stderr is a terminal. */
#define CHILD_SIGNALED 256
static int run_child(const char *self, const char *args, const char *extra, const char *path, progress *p,
                     const char *errpath)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s %s", args, extra);
    char *argv[64];
    int argc = 0;
    argv[argc++] = (char *)self;
    for (char *tok = strtok(buf, " "); tok && argc < 63; tok = strtok(NULL, " "))
        argv[argc++] = tok;
    argv[argc] = NULL;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        signal(SIGINT, SIG_DFL);   /* exec resets it anyway; until then, the default */
        FILE *f = freopen(path, "w", stdout);
        if (!f)
            _exit(1);
        if (!freopen(errpath, "w", stderr))
            _exit(1);
        execv(self, argv);
        _exit(127);
    }
    g_child = pid;
    if (g_interrupted)   /* a Ctrl-C between children: this one must stop too */
        kill(pid, SIGINT);
    int st;
    for (;;) {
        pid_t w = waitpid(pid, &st, p && p->tty ? WNOHANG : 0);
        if (w == pid)
            break;
        if (w < 0 && errno != EINTR) {
            g_child = 0;
            return -1;
        }
        if (w == 0) {   /* still running: redraw, wait a quarter second */
            progress_draw(p);
            struct timespec q = {0, 250000000L};
            nanosleep(&q, NULL);
        }
    }
    g_child = 0;
    return WIFEXITED(st) ? WEXITSTATUS(st) : CHILD_SIGNALED + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* Copy the file at from into to; -1 when it cannot be read (to's errors
 * are its own, checked by whoever commits it). */
static int copy_file(const char *from, FILE *to)
{
    FILE *f = fopen(from, "r");
    if (!f)
        return -1;
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, n, to);
    int bad = ferror(f);
    fclose(f);
    return bad ? -1 : 0;
}

/* args with the trials divided by 10 (--quick) or replaced by --precision. */
static void adjust(const job *j, const cli_opts *o, char *out, size_t size)
{
    snprintf(out, size, "%s", j->args);
    if (!j->mc)
        return;
    char *t = strstr(out, "--trials ");
    if (!t)
        return;
    char *num = t + strlen("--trials ");
    unsigned long long n = strtoull(num, NULL, 10);
    char rest[512];
    char *end = strchr(num, ' ');
    snprintf(rest, sizeof rest, "%s", end ? end : "");
    if (o->precision > 0)
        snprintf(t, size - (size_t)(t - out), "--precision %g%s", o->precision, rest);
    else if (o->quick)
        snprintf(t, size - (size_t)(t - out), "--trials %llu%s", n / 10, rest);
}

/* The report's head: what made it, then the list of tables.  A report
 * that cannot be written is a bad --out (exit 2), found before any table. */
static ofile *report_open(const cli_opts *o, const char *path)
{
    char why[4600];
    ofile *of;
    if (ofile_open(path, &of, why, sizeof why) != TALON_OK)
        cli_usage_error("--out: the report: %s", why);
    FILE *rep = ofile_stream(of);
    if (o->lang)
        fprintf(rep, "# talon : les tables de l'article, recalculées\n\n"
                     "Produit par `talon tables --lang fr%s%s` - ne pas modifier ; relancer `talon tables --lang fr` "
                     "pour le refaire (la version anglaise, REPORT.md, est celle que `scripts/run` refait).\n\n"
                     "Chaque table donne la valeur de l'article à côté de la nôtre (là où l'article en a une) et "
                     "signale les cases qui diffèrent au-delà de l'arrondi de l'article et de notre erreur, avec la "
                     "raison. Les chiffres exacts le disent ; ceux de Monte-Carlo portent un intervalle à 95 %%, leur "
                     "graine et leur nombre de donnes. Les fichiers CSV à côté de ce rapport gardent nos valeurs en "
                     "pleine précision (noms de colonnes et valeurs en anglais).\n\n",
                o->quick ? " --quick" : "", o->precision > 0 ? " --precision" : "");
    else
        fprintf(rep, "# talon: the article's tables, regenerated\n\n"
                     "Generated by `talon tables%s%s` - do not edit; run `scripts/run` (or `talon tables`) to "
                     "regenerate, and review the change with `git diff`.\n\n"
                     "Each table prints the article's value beside ours (where the article has one) and flags "
                     "the cells that differ beyond the article's rounding and our error, with the reason. "
                     "Exact figures say so; Monte Carlo figures carry a 95%% interval, their seed and trials. "
                     "The CSV files beside this report hold our values at full precision.\n\n",
                o->quick ? " --quick" : "", o->precision > 0 ? " --precision" : "");
    /* The CSV files hold one plain table each (a header row, no comment
     * lines: pandas and R read them as they are); what made each is here. */
    fprintf(rep, o->lang ? "| fichier | produit par | table |\n| --- | --- | --- |\n"
                         : "| file | made by | table |\n| --- | --- | --- |\n");
    for (int i = 0; i < N_JOBS; i++) {
        char args[1024];
        adjust(&JOBS[i], o, args, sizeof args);
        char fa[64];
        file_args(o, fa, sizeof fa);
        fprintf(rep, "| `generated/%s.%s` | `talon %s %s` | %s |\n", JOBS[i].name, file_ext(o), args, fa,
                o->lang ? JOBS[i].title_fr : JOBS[i].title);
    }
    fputc('\n', rep);
    return of;
}

/* A job's scratch files in the tables' folder (hidden names): the two
 * runs' outputs and their stderr.  Removed whatever happens. */
typedef struct scratch {
    char out[4200], md[4200], err[4200], errmd[4200];
} scratch;

static void scratch_remove(const scratch *t)
{
    remove(t->out);
    remove(t->md);
    remove(t->err);
    remove(t->errmd);
}

/* Ctrl-C, once the progress line is ended: drop the scratch files and the
 * report's temporary file, say so, exit 130. */
static _Noreturn void interrupted(const scratch *t, ofile *rep)
{
    if (t)
        scratch_remove(t);
    ofile_abort(rep);
    fputs("talon: interrupted\n", stderr);
    cli_exit(130);
}

/* Write the file at from to path through ofile; TALON_OK or why says why. */
static int install_file(const char *from, const char *path, char *why, size_t why_size)
{
    ofile *f;
    int rc = ofile_open(path, &f, why, why_size);
    if (rc != TALON_OK)
        return rc;
    if (copy_file(from, ofile_stream(f)) != 0) {
        snprintf(why, why_size, "cannot read %s: %s", from, strerror(errno));
        ofile_abort(f);
        return TALON_E_IO;
    }
    return ofile_commit(f, why, why_size);
}

/* Run table i as two children (its file's format, then md, into scratch
 * files), write its file and append the md to the report.  On a failure or
 * Ctrl-C, remove what was written and exit. */
static void run_job(const cli_opts *o, int i, const char *self, const char *dir, ofile *rep)
{
    const job *j = &JOBS[i];
    char args[1024];
    adjust(j, o, args, sizeof args);
    scratch t;
    snprintf(t.out, sizeof t.out, "%s/.%s.tmp", dir, j->name);
    snprintf(t.md, sizeof t.md, "%s/.%s.md.tmp", dir, j->name);
    snprintf(t.err, sizeof t.err, "%s/.%s.err.tmp", dir, j->name);
    snprintf(t.errmd, sizeof t.errmd, "%s/.%s.errmd.tmp", dir, j->name);
    double t0 = timer_now();
    progress pr = {.tty = isatty(STDERR_FILENO), .i = i, .name = j->name, .step = "csv", .start = t0, .t0 = t0,
                   .shown = -1};
    if (!pr.tty)
        fprintf(stderr, "[%2d/%d] %-28s ", i + 1, N_JOBS, j->name);
    char fa[64];
    file_args(o, fa, sizeof fa);
    /* the commands that can (cli_md_copy) write the md from the same run */
    remove(t.md);
    if (setenv("TALON_TABLES_MD", t.md, 1) != 0 || setenv("TALON_TABLES_MD_LANG", o->lang ? "fr" : "en", 1) != 0)
        cli_fail("cannot set the environment: %s", strerror(errno));
    int rc = run_child(self, args, fa, t.out, &pr, t.err);
    unsetenv("TALON_TABLES_MD");
    unsetenv("TALON_TABLES_MD_LANG");
    const char *said = t.err;   /* the stderr of the last run */
    if (rc == 0 && !g_interrupted && access(t.md, F_OK) != 0) {
        /* the md run repeats the computation: about as long as the first run */
        pr.step = "md";
        pr.t0 = timer_now();
        pr.expect = pr.t0 - t0;
        pr.shown = -1;
        rc = run_child(self, args, o->lang ? "--format md --lang fr" : "--format md", t.md, &pr, t.errmd);
        said = t.errmd;
    }
    double t1 = timer_now();
    if (pr.tty)   /* the line ends here; the child's messages after it */
        fprintf(stderr, "\r\033[K[%2d/%d] %-28s ", i + 1, N_JOBS, j->name);
    if (g_interrupted || rc == 130 || rc == CHILD_SIGNALED + SIGINT) {
        fputc('\n', stderr);
        interrupted(&t, rep);
    }
    if (rc != 0) {
        fputc('\n', stderr);
        pass_stderr(said);
        scratch_remove(&t);
        ofile_abort(rep);
        if (rc < 0)
            cli_fail("table %s failed (talon %s): cannot run it", j->name, args);
        if (rc >= CHILD_SIGNALED)
            cli_fail("table %s failed (talon %s): ended by signal %d", j->name, args, rc - CHILD_SIGNALED);
        cli_fail("table %s failed (talon %s): exit status %d", j->name, args, rc);
    }
    fprintf(stderr, "%.1f s\n", t1 - t0);
    pass_stderr(t.err);   /* the first run's warnings (the md run's repeat them) */

    /* The file: the command's output as it is (its provenance is in the report). */
    char file[4200], why[4600];
    snprintf(file, sizeof file, "%s/%s.%s", dir, j->name, file_ext(o));
    if (install_file(t.out, file, why, sizeof why) != TALON_OK) {
        scratch_remove(&t);
        ofile_abort(rep);
        cli_fail("%s", why);
    }
    FILE *r = ofile_stream(rep);
    fprintf(r, "## %s\n\n`talon %s%s`\n\n", o->lang ? j->title_fr : j->title, args, o->lang ? " --lang fr" : "");
    if (copy_file(t.md, r) != 0) {
        scratch_remove(&t);
        ofile_abort(rep);
        cli_fail("cannot read %s", t.md);
    }
    fputc('\n', r);
    scratch_remove(&t);
}

int cmd_tables(const cli_opts *o)
{
    if (mc_mpi_size() > 1)
        cli_usage_error("tables runs each table as a child process and cannot be spread over MPI ranks: run it without mpirun");
    const char *dir = o->out ? o->out : "tables/generated";
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        cli_fail("cannot find the talon executable (/proc/self/exe)");
    self[len] = 0;
    /* A folder that cannot be made or written is a bad --out: exit 2. */
    struct stat st;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        cli_usage_error("--out %s: cannot create it: %s", dir, strerror(errno));
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        cli_usage_error("--out %s: not a directory (--out names the folder of the tables)", dir);
    if (access(dir, W_OK) != 0)
        cli_usage_error("--out %s: cannot write there: %s", dir, strerror(errno));
    struct sigaction sa = {0};
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_sigint;   /* no SA_RESTART: waitpid returns EINTR and waits again */
    sigaction(SIGINT, &sa, NULL);
    /* kill PID (SIGTERM, to us alone): the same clean stop, the child told by a SIGINT,
     * so no hidden temporary file is left behind as a plain kill would leave it */
    sigaction(SIGTERM, &sa, NULL);

    char report[4200];
    /* --lang fr: the French report beside the English one (the CSV files are the same). */
    snprintf(report, sizeof report, "%s/../%s", dir, o->lang ? "REPORT.fr.md" : "REPORT.md");
    ofile *rep = report_open(o, report);
    for (int i = 0; i < N_JOBS; i++)
        run_job(o, i, self, dir, rep);
    if (g_interrupted)   /* after the last table: no report */
        interrupted(NULL, rep);
    char why[4600];
    if (ofile_commit(rep, why, sizeof why) != TALON_OK)
        cli_fail("%s", why);
    char *where = realpath(report, NULL);
    printf("talon: %d tables written to %s/, report in %s\n", N_JOBS, dir, where ? where : report);
    free(where);
    return 0;
}
