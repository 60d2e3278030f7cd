/* cli.h - shared pieces of the command-line front end: options, errors,
 * command table.  Only the CLI (src/cli/) includes this; it uses the library
 * through its public headers only.
 *
 * Exit codes (cli_exit.h): 0 success, 1 runtime failure (I/O, out of
 * memory), 2 usage error (bad option, bad value, bad cards), 130 interrupted.
 */
#ifndef TALON_CLI_H
#define TALON_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "cli_exit.h"
#include "mc.h"
#include "out.h"
#include "rules.h"
#include "strategy.h"

#define CLI_MAX_POS 64
#define CLI_MAX_DECKS 9

/* Options a command accepts (bit set). */
enum {
    OPT_DECK = 1 << 0,      /* --deck N */
    OPT_DECK_ALL = 1 << 1,  /* --deck also takes "all" */
    OPT_ACE_LOW = 1 << 2,
    OPT_ORDER = 1 << 3,
    OPT_FORMAT = 1 << 4,
    OPT_LANG = 1 << 5,
    OPT_NOTATION = 1 << 6,
    OPT_MC = 1 << 7,        /* --trials --seed --threads */
    OPT_PRECISION = 1 << 8,
    OPT_PLAYERS = 1 << 9,
    OPT_DECKS = 1 << 10,    /* --decks 52,48,... */
    OPT_DECK_AUTO = 1 << 11, /* --deck also takes "auto" (from --players) */
    OPT_STRATEGY = 1 << 12,  /* --strategy NAME|FILE, --camouflage on|off */
    OPT_PLAYERS_ONE = 1 << 13, /* --players also takes 1 (single player) */
    OPT_POTS = 1 << 14,      /* --blinds S/B, --actions TEXT, --showdown ORDER */
    OPT_STUD = 1 << 15,      /* --paytable FILE|standard, --raise-antes R, --jackpot J, --exact */
    OPT_TABLES = 1 << 20,    /* --out DIR, --quick */
    OPT_BOARD = 1 << 16,     /* --board CARDS, --dead CARDS (hold'em: 2 cards a player) */
    OPT_BLUFF = 1 << 17,     /* --claimed F, --opp-win Q, --model NAME, --raise R in pots (any number: the command checks) */
    OPT_AFTER_DRAW = 1 << 21, /* --after-draw (a flag) */
    OPT_BENCH = 1 << 24,     /* --what LIST, --evaluator LIB.so, --reps N (bench) */
    OPT_OPEN = 1 << 27,      /* --model a|b|c|all, --passers half|column, --callers K (open, call) */
    OPT_CALL = 1 << 28,      /* --position N, --opener N, --bet pot|half (call) */
    OPT_SOLVE = 1 << 29,     /* --game, --iterations, --target, --out FILE, --load, draw game options (solve) */
    OPT_ADVISE = 1 << 26,    /* --position K, --history ACTIONS, --drawn COUNTS, --solution FILE, --model (advise) */
    OPT_DUEL = 1 << 30,      /* --solution FILE, --no-rotate (duel) */
    OPT_QUIET = 1 << 18,     /* --quiet: the headline alone (commands that answer a question) */
    OPT_TABLE = 1 << 19,     /* --table NAME|all|list: one of the command's tables (pots, stud, bluff, drawn) */
    OPT_STRATFILE = 1 << 22, /* --set NAME, --out FILE, --out-format compact|text (strategy) */
};

typedef struct cli_opts {
    int ndecks;
    int decks[CLI_MAX_DECKS];   /* chosen deck sizes, in the order given */
    bool deck_set;
    bool deck_auto;             /* --deck auto: resolved from --players by cli_parse, else by cli_table_deck */
    int ace_low;                /* 1 on, 0 off */
    bool ace_low_set;
    enum rules_order order;
    bool order_set;
    enum out_format format;
    bool format_set;            /* --format given (tables: csv by default) */
    int lang;                   /* 0 English, 1 French */
    enum card_notation notation;
    uint64_t seed;
    bool seed_set;
    uint64_t trials;
    bool trials_set;
    int threads;                /* 0 = all cores */
    double precision;
    int players;
    bool players_set;
    int npos;
    const char *pos[CLI_MAX_POS];
    const char *strategy;       /* --strategy: a preset name or a file; NULL if not given */
    int camouflage;             /* --camouflage: 1 on, 0 off */
    bool camouflage_set;
    const char *blinds;         /* --blinds S/B, parsed by cmd_pots; NULL if not given */
    const char *actions;        /* --actions: a betting sequence; NULL if not given */
    const char *showdown;       /* --showdown: hands best first; NULL if not given */
    const char *paytable;       /* --paytable: "standard" or a file; NULL if not given */
    double raise;               /* --raise (bluff: pots) or --raise-antes (stud: antes); 0 if not given */
    double jackpot;             /* --jackpot: the jackpot meter */
    bool jackpot_set;
    bool exact;                 /* --exact (a flag: takes no value) */
    bool after_draw;            /* --after-draw [on|off] (equity, best): on, alone or with 'on' */
    bool after_draw_set;        /* --after-draw given (best's default is on, equity's off) */
    bool quiet;                 /* --quiet: print the headline alone (text only) */
    const char *out;            /* --out DIR (tables) */
    bool quick;                 /* --quick (tables) */
    const char *board;          /* --board: known board cards, checked by the command; NULL if not given */
    const char *dead;           /* --dead: dead cards, likewise */
    double claimed, opp_win;    /* --claimed, --opp-win (bluff): any number, checked by the command */
    bool claimed_set, opp_win_set;
    bool raise_set;             /* --raise or --raise-antes given (bluff: 0 is a valid raise) */
    const char *model;          /* --model (bluff): a model name; NULL if not given */
    const char *history;        /* --history (advise): the draw game's short codes; NULL if not given */
    const char *drawn;          /* --drawn (advise): the draw counts, "3,1"; NULL if not given */
    const char *served;         /* --served (advise): the hand served before the draw; NULL if not given */
    const char *solution;       /* --solution FILE (open, call, bluff with --model equilibrium) */
    const char *what;           /* --what (bench): a list, checked by the command; NULL if not given */
    const char *evaluator;      /* --evaluator (bench): a plug-in library; NULL if not given */
    int reps;                   /* --reps (bench): timed repetitions; 0 if not given */
    int passers;                /* --passers (open, call): 0 half (default), 1 column */
    double callers;             /* --callers (open, call): 0..7, default 0 */
    int position, opener;       /* --position, --opener (call): 1-based seats; 0 if not given */
    int bet;                    /* --bet (call): -1 both (default), 0 pot, 1 half */
    bool no_rotate;             /* --no-rotate (duel): profile i keeps seat i */
    const char *table;          /* --table (pots, stud): a table's name, all or list; NULL if not given */
    struct cli_solve {          /* talon solve (OPT_SOLVE), parsed by cli_solve_option; 0/NULL: not given */
        const char *game, *out, *load, *open_sizes, *raise_sizes, *draw, *abstraction, *algo, *pub, *prune;
        const char *best_response;   /* --best-response abstract|real|bound (NULL: abstract) */
        const char *scope;           /* --scope round2|draw|whole (--best-response real; NULL: round2) */
        uint64_t iterations, checkpoint, keep_played, backoff, shape;
        bool never;         /* strategy convert --never */
        const char *shapes; /* solve --shapes on|off (vector CFR+), NULL: off */
        double threshold;   /* strategy convert --threshold (0: none) */
        double target;
        double max_memory;      /* --max-memory: GiB of the solver's tables at most (0: not given, 4) */
        int raises;             /* --raises + 1 (0: not given) */
        int buckets;
        int bucket_power;       /* --bucket-power K (draw): post-draw buckets on strength^K (0: not given) */
        const char *quads_apart; /* --quads-apart on|off (draw), NULL: not given (off) */
        bool no_timing;
        bool explain;           /* --explain (--best-response real): where the responder gains, a table more */
        int out_format;         /* --out-format: enum strat_format, -1 not given (solve, strategy convert) */
    } solve;
    const char *set;            /* --set (strategy show): a set's key or part of its name; NULL if not given */
} cli_opts;

typedef struct cli_command {
    const char *name;
    const char *summary;
    unsigned opts;              /* OPT_* accepted */
    int min_pos, max_pos;       /* positional arguments */
    const char *usage;          /* full help text (after the generated options list) */
    int (*run)(const cli_opts *o);
    int mc_default;             /* 1: runs Monte Carlo without --trials (so --seed alone is fine) */
    int threads_exact;          /* 1: its exact computation uses --threads too (so --threads alone is fine) */
} cli_command;

/* Parse argv (after the command name) into o; exits on error or --help. */
void cli_parse(const cli_command *cmd, int argc, char **argv, cli_opts *o);

/* Build rules for one deck of o (exits with a usage error if impossible). */
void cli_rules(const cli_opts *o, int deck, rules *r);

/* Parse a card list for a deck; exits with a one-line reason on error.
 * what names the argument in messages ("hand", "board"). */
uint64_t cli_cards(const cli_opts *o, const char *s, int deck, const char *what, int *n);

/* cli_emit, except that in CSV each table keeps its own header, a blank
 * line between (for commands whose tables have different columns). */
void cli_emit_each(out_table *const *ts, int n, const cli_opts *o);

/* --table of a command with several tables: names[0..n-1] the tables'
 * names (names[0] the main one).  Returns the index asked, or -1 for all.
 * Without --table: all in text, md and json, the main table (0) in csv (one
 * table a CSV stream).  --table list prints the names, one a line, and
 * exits 0; an unknown name, or all with --format csv, is a usage error.
 * avail[i] false: table i is not made by this run (why[i] says why, in
 * the error when it is asked). */
int cli_table(const cli_opts *o, const char *const *names, int n, const bool *avail, const char *const *why);

/* talon tables' children (cmd_tables.c): when the environment names a file
 * (TALON_TABLES_MD; TALON_TABLES_MD_LANG=fr for French), a command that
 * computes once for both renderings writes its tables there too, as
 * --format md, so that talon tables need not run it a second time.
 * cli_md_copy returns false when not asked; else it fills *md (o with
 * --format md and that language) and sends cli_emit's output to the file
 * until cli_md_copy_end (which exits 1 on a write error).  open (and
 * --model equilibrium), call, equity, best and duel do, the slowest of
 * talon tables' jobs; it runs the others twice. */
bool cli_md_copy(const cli_opts *o, cli_opts *md);
void cli_md_copy_end(void);

/* Render tables to stdout (or to the Markdown copy, above); exits 1 on a
 * write error, 0 quietly when the reader closed the pipe. */
void cli_emit(out_table *const *ts, int n, const cli_opts *o);

/* Flush stdout; on a write error (other than a closed pipe, which is no
 * error) print one line and exit 1.  Returns status.  For output printed
 * outside cli_emit (help texts, and every command's last words via main). */
int cli_finish(int status);

/* Monte Carlo settings from the options, with the progress bar (stderr is
 * a terminal) and the Ctrl-C flag wired in. */
void cli_mc_config(const cli_opts *o, mc_config *cfg);
/* After mc_run: erase the bar; on TALON_E_CANCEL print "interrupted" and
 * exit 130, on another error exit 1. */
void cli_mc_done(int rc);

/* The drawing strategy of --strategy: cli_strategy, cli_data.h. */

int cmd_tables(const cli_opts *o);
int cmd_eval(const cli_opts *o);
int cmd_freq(const cli_opts *o);
int cmd_best(const cli_opts *o);
int cmd_atleast(const cli_opts *o);
int cmd_drawn(const cli_opts *o);
int cmd_pots(const cli_opts *o);
int cmd_stud(const cli_opts *o);
int cmd_holdem(const cli_opts *o);
int cmd_bluff(const cli_opts *o);
int cmd_equity(const cli_opts *o);
int cmd_bench(const cli_opts *o);
int cmd_open(const cli_opts *o);
int cmd_call(const cli_opts *o);
int cmd_solve(const cli_opts *o);
int cmd_advise(const cli_opts *o);

/* talon open|call|bluff --model equilibrium (cmd_eq_open.c, cmd_eq_call.c,
 * cmd_eq_bluff.c; what they share in cli_eq.c): the solved game's figures
 * from strategies/solved or --solution FILE.  Exit 2 with one line when a
 * file is missing or unreadable. */
/* Whether --model is "equilibrium" (exits 2 on --solution without it; cli_eq.c). */
bool cli_equilibrium_asked(const cli_opts *o);
int cli_open_equilibrium(const cli_opts *o);
/* The shipped solution of their equilibrium column: cli_eq_shipped, cli_data.h.
 * A solution file in words (its quality, its real-game figure, in brief):
 * rep_eq.h, the report layer's. */
int cli_call_equilibrium(const cli_opts *o);
int cli_bluff_equilibrium(const cli_opts *o);
int cmd_duel(const cli_opts *o);
int cmd_strategy(const cli_opts *o);
/* talon solve --load FILE --best-response real (cmd_solve_real.c), the game's
 * parameters already taken from the file into p. */
struct solve_params;
int cmd_solve_real(const cli_opts *o, const struct solve_params *p);
/* talon solve --load FILE --best-response bound (cmd_solve_real.c): the
 * sample's exact best response inside the abstraction (bound_br.h). */
int cmd_solve_bound(const cli_opts *o, const struct solve_params *p);

/* talon solve's own options (opts_solve.c): parse and check option `name`
 * with value v into o->solve; false when the name is not one of them.
 * Exits with a usage error on a bad value. */
bool cli_solve_option(cli_opts *o, const char *name, const char *v);

/* talon open and call (cmd_open.c): the models --model names (bit m =
 * enum open_model m; exits with a usage error on a bad name).  Their
 * run: cli_open.h; their tables: the report layer's rep_open*.h, rep_call*.h. */
unsigned cli_open_models(const cli_opts *o);

#endif
