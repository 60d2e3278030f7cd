/* draw_game.h - French draw poker ("poker fermé") as a cfr_game: the betting
 * game the CFR solver plays (issue 15, item 3).
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     draw_params p;
 *     draw_params_default(&p, 2, &r);            // heads-up, the defaults below
 *     p.post_buckets = 16;                       // any field may be changed before init
 *     draw_game *dg; cfr_game g;
 *     if (draw_game_init(&dg, &p, &g) != TALON_OK) ...   // allocates, precomputes (< 1 s)
 *     unsigned char s[sizeof(draw_state)];       // == g.state_size
 *     g.root(g.ctx, s);
 *     while ((who = g.node(g.ctx, s)) != CFR_TERMINAL)
 *         if (who == CFR_CHANCE) g.chance_sample(g.ctx, s, &rng);
 *         else g.act(g.ctx, s, a);                // 0 <= a < g.actions(g.ctx, s)
 *     g.payoff(g.ctx, s, u);                     // antes won, sum 0
 *     draw_game_free(dg);                        // g is dead from here on
 *
 * The game (every choice a parameter with the default shown):
 *  - P players (2..8), one deck of r.deck_size cards under r's rules.  Seat
 *    0 sits left of the dealer (seat P-1) and speaks first.  Each player
 *    antes 1, so the pot starts at P.  Payoffs are in antes: each player's
 *    net gain, summing to 0.
 *  - Chance 1 (DRAW_PH_DEAL): five cards to each seat from one shuffled deck.
 *  - Betting round 1: before any opening a player checks ("parole") or
 *    opens f x pot, f in open_sizes (default {0.5, 1}); after the opening
 *    each player in turn folds, calls or raises (while fewer than
 *    max_raises raises were made this round, default 1).  A raise of f
 *    (raise_sizes, default {1}) first matches the bet and then adds f x the
 *    pot after matching: raise to = bet + f (pot + to_call).  The round ends
 *    when every player still in has matched the last bet (or, with no
 *    opening, has checked).  All check: the deal is void, every ante goes
 *    back, payoff 0 for all.  One player left: he takes the pot.
 *  - The draw (DRAW_PH_DRAW), every player still in, in seat order: "draw
 *    k", k = 0..max_draw (default 5).  The four-card rule (table.h): only
 *    the first player asking four or more gets them; he receives k - 1 at
 *    his turn and the last card after every seat is served (with the burn
 *    when nobody after him drew), and a later player may ask at most 3 (his
 *    actions are then draw 0..3).  Which cards are kept is the keep rule
 *    below.  Draw counts are public.  Then chance 2 (DRAW_PH_SERVE) deals
 *    the replacements from the stock, re-shuffling the discards of the
 *    players already served when it runs out, exactly as src/sim/table.c
 *    does.  (Dealing the replacements after every decision is the same
 *    game: nobody sees another's new cards before round 2.)
 *    draw_fixed: no draw decision; at the serve node each player still in
 *    draws as the strategy `fixed` says (strategy_decide's keep; a player
 *    still in never folds there; a second four-card asker keeps his
 *    highest other card, as table.c does).  Only the betting is solved.
 *  - Betting round 2: the same rules ("bet f" instead of "open f"); the
 *    first to speak is the first player still in left of the dealer.
 *    Showdown among the players still in, eval5 values, ties split.
 *  - Simplifications: no stack limit (no all-in, no side pot); a raise can
 *    be re-raised only up to max_raises per round; the keep rule is fixed.
 *
 * The keep rule (draw k from hand H).  k = 0 keeps H, k = 5 keeps nothing;
 * for k = 1..4 it keeps the subset K of 5 - k cards of H maximising
 *     E[ strength(K + k cards drawn uniformly from deck minus K) ]
 * where strength(h) = the share of the deck's 5-card hands that h beats,
 * ties counted half (draw_game_strength).  The discarded cards are put back
 * into the deck for this expectation (and other players' cards ignored):
 * then the value depends on K alone, up to suit permutation, so it is
 * computed once per suit class of K (10 M evaluations at 52 cards, exact
 * integer sums) and the choice once per suit class of hands (134 459 at
 * 52 cards) at init.  Ties go to the first subset of the suit-canonical
 * hand (cards by increasing index, subsets in colex order), mapped back to
 * the hand's suits.  E.g. Ks Kh As 9c 7d keeps the kings drawing 3, the
 * kings and the ace drawing 2, the ace alone drawing 4; four to a flush
 * drawing 1 keeps the four (the tests check these).
 *
 * Information abstraction (the acting player's key; draw_game_describe
 * prints it in one line):
 *  - Before the draw (round 1 and the draw decision), the served hand's
 *    class.  DRAW_ABS_CLASSES (default), 51 classes: high card by top rank
 *    (13), pair by rank (13; no playable draw), draws (dclass.h): four to a
 *    flush, open-ended four-straight, straight-flush draw, each with or
 *    without a pair (6), two pair by top pair (13), trips (1), straight,
 *    flush, full, quads, straight flush (5).  DRAW_ABS_FINE: the exact hand
 *    up to suit permutation (draw_game_classes says how many).
 *  - After the draw (round 2), the final hand's bucket: 1 + min(B - 1,
 *    floor(B x strength^K)), B = post_buckets (default 8, 1..4096), K =
 *    post_power (default 1, 1..DRAW_MAX_POWER; strength^K is about the
 *    chance to beat K random hands, so K = players - 1 spends the buckets
 *    where a showdown against the field is decided: at 4 players and 32
 *    buckets the top one is the top 1% instead of 3%), with two
 *    exact buckets at the ends: 0 ("no-win") for the deck's lowest hand,
 *    which loses to or ties every other hand (it cannot win a showdown), and
 *    B + 1 for a straight flush; B + 2 buckets in all.  (The ends make the
 *    two forced answers checkable: a straight flush never folds, a hand
 *    that cannot win never calls on the last round.)  With quads_apart,
 *    quads have an exact bucket too, B + 1, and the straight flush B + 2
 *    (B + 3 in all): the rule that quads never fold then binds quads alone,
 *    not the full houses and straights of the top strength bucket.
 *  - Plus the seat, the round and the whole public history: every action
 *    and every player's draw count.  The key is exact when it fits: the
 *    history as a bit string (a leading 1, then 3 bits per event: the
 *    action's index, every node having at most 7 actions; a draw count in
 *    draw_fixed), times the number of (seat, round, class) headers, plus
 *    the header; top bit 0.  That covers every heads-up history at the
 *    default max_raises (10 events at most; the exact form holds 17
 *    events with the 51 classes, 13 with the 134 459 suit classes of 52
 *    cards).  A longer history gets a 63-bit hash of the same data
 *    (splitmix64 finaliser chain) with the top bit set: two different sets
 *    then collide with probability 2^-63, so n sets hold a collision with
 *    probability about n^2 / 2^64 (5e-6 at 10^7 sets).
 *  - The same class/bucket and public history give the same key whatever
 *    the other players hold (the test checks it), so the abstraction has
 *    imperfect recall: round 2 forgets the served hand.  DRAW_ABS_RECALL
 *    keeps it: after the draw the key holds the served class too (class x
 *    (B + 2) + bucket, 510 at the defaults), a perfect-recall abstraction
 *    (the vector solver's, draw_vec.h: its best response is then exact).
 *  - history = DRAW_HIST_SUMMARY (talon solve's default from 3 players on):
 *    at the draw and in round 2 the key keeps, besides the seat, the round
 *    and the class or bucket, only: the seat's own round-1 actions (so it
 *    forgets none of its own actions), how many players went to the draw
 *    and its place among them, the draw count of its "focus" opponent (the
 *    round-2 bettor or raiser it faces, else round 1's last aggressor; at
 *    the draw, round 1's aggressor if he has drawn) and whether that
 *    opponent was round 1's aggressor, the lowest draw count among the other
 *    opponents still in (at the draw: who have drawn), counts 4 and 5
 *    merged, whether the four-card rule is used up (at the draw, where it
 *    changes the actions), the seat's own draw count (round 2) and the
 *    round-2 actions exactly.  Round 1 keeps the whole history.  It is a
 *    function of what the full history knows (the test checks it), a
 *    63-bit hash with the top bit set.  Why: past heads-up the full key
 *    multiplies the sets by every opponent's draw count and the whole
 *    round-1 history: 5 players at 40 cards met 9 million sets in 4 096
 *    MCCFR iterations and overran the 4 GiB tables; the summary met 2.6
 *    million in 2 M iterations (bench/RESULTS.md, "Solver").
 *
 *  - history = DRAW_HIST_SEAT: the summary and the seat of round 1's
 *    aggressor.  history = DRAW_HIST_ROUND1: the summary and the whole of
 *    round 1 (its hash mixed into the key); its backoff sets are the whole
 *    history's (level 1 the summary's set, then the summary's levels).  Under either summary a round-2 set has three backoff sets
 *    (cfr_game.backoff, backoff.h), each forgetting more: level 1 the
 *    seat's round-1 actions, the focus's aggressor flag and the other
 *    opponents' draws; level 2 every draw count and the aggressor's seat
 *    too; level 3 the bucket's group of 8 instead of the bucket (the
 *    buckets that hold hands of the top 1% a group alone: the top bucket
 *    on strength^3 and with 8 buckets, 31 and 32 of 32 on strength^4 to ^6,
 *    30 to 32 on strength^7).
 *
 * Names (for strategy files): actions "check", "open 0.5", "bet 1",
 * "fold", "call", "raise 1", "draw 3"; info sets, seats counted from 1
 * there (seat 1 = seat 0 of the API, the first to speak), as talon solve
 * prints them:
 *     "seat 1 round 1 pair K | c,o1"
 *     "seat 1 draw two pair A | c,o1,="
 *     "seat 2 round 2 bucket 5/8 | c,o1,= | d1,d3 | c"  (buckets 1/8..8/8,
 *     "no-win", "straight flush")
 *     "seat 3 round 2 bucket 5/8 | mine c,=,d2 | 2nd of 3 at the draw |
 *      focus d1 (round-1 aggressor), others lowest d3 | c,b1"  (summary)
 * with the history in short codes: c check, oF open F, bF bet F, f fold,
 * = call, rF raise F, dK draw K.
 *
 * Information sets (draw_game_count_infosets), heads-up at 32 cards with
 * the defaults: 10 round-1, 56 draw and 2 560 round-2 public nodes, so
 * 66 x 51 + 2 560 x 10 = 28 966 sets; with DRAW_ABS_FINE (10 808 suit
 * classes at 32 cards, 134 459 at 52) 738 928 at 32 cards and 8.9 M at 52;
 * each doubling of post_buckets adds 20 480.  Past heads-up the public
 * tree grows with every player, round 2 most (the draw counts multiply
 * it): at 32 cards, 3 players 63 / 996 / 194 880 public nodes, 1.6 M sets;
 * 4 players 308 / 12 112 / 8.8 M nodes, 71 M sets (47 M with draw_fixed),
 * as upper bounds (many never occur in play).
 *
 * Cost: the state is a plain value of sizeof(draw_state) = 464 bytes,
 * copied by memcpy; root, act, chance_sample never allocate.  Init
 * evaluates about 12 M hands at 52 cards: 0.02 s of CPU at 32 cards, 0.2 s
 * at 52 (one core, portable build); it keeps the suit-class map (16 bytes
 * a slot: 512 kB at 32 cards, 4 MB at 52) and the strength table (128 kB).
 * Random legal play through the callbacks, one thread, CPU time
 * (build/bench/bench_draw_game 300000; Release, portable build, a shared
 * 2-core x86-64 machine): 4.5 M deals/s heads-up at 32 cards (4.5
 * decisions a deal), 2.0 M at 4 players, 1.55 M at 5 (40 cards), 0.9 M at
 * 8 (52 cards, 20 decisions a deal; there the class look-ups at the deal,
 * cache misses overlapped by prefetching, are most of the chance
 * callback's time).
 *
 * Thread safety: no globals.  draw_game_init and draw_game_free touch only
 * their own object; everything else is pure and may run on any number of
 * threads over one draw_game (read-only after init), each thread with its
 * own states and rng.  Randomness comes only from the rng passed in, so a
 * seed fixes every deal (the bench's checksum shows it).
 */
#ifndef TALON_DRAW_GAME_H
#define TALON_DRAW_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "cfr_game.h"
#include "rules.h"
#include "strategy.h"

#define DRAW_MAX_SIZES 4       /* open and raise sizes per list */
#define DRAW_MAX_RAISES 4      /* raises per betting round */
#define DRAW_MAX_BUCKETS 4096  /* post_buckets (talon solve --buckets takes as many) */
#define DRAW_BACKOFF_LEVELS 3  /* the backoff sets of a summary-history round-2 set (cfr_game.backoff) */
#define DRAW_MAX_POWER 7       /* post_power: strength^K, the chance to beat K random hands */
/* Longest public history: a round has at most P actions before an opening
 * (the opening included) and P - 1 answers to each bet (opening and up to 4
 * raises): 8 + 5 x 7 = 43; two rounds and 8 draw counts: 94. */
#define DRAW_HIST_MAX 96

/* What a player remembers of the public history at the draw and in round 2
 * (round 1 is always exact).  DRAW_HIST_FULL: every action and every draw
 * count.  DRAW_HIST_SUMMARY (for 3 players or more, where the full history
 * multiplies the sets beyond memory): his own round-1 actions, who went to
 * the draw, the round-1 aggressor (last opener or raiser) and the sizes, the
 * draw count of the "focus" opponent (the round-2 bettor or raiser he faces,
 * else the round-1 aggressor) and the lowest draw of the other opponents
 * (counts 4 and 5 merged), whether the four-card rule is used up, his own
 * draw count and the round-2 actions exactly.  DRAW_HIST_SEAT: the summary
 * and the seat of round 1's aggressor (issue 26: a summary that forgot it
 * played the same against an opening under the gun and one after three
 * checks, and the last seat's real-game responder won about 3 antes per 100
 * deals there at 4 players).  DRAW_HIST_ROUND1: the summary's draw counts
 * (the focus's and the others' lowest) and the whole of round 1 (who
 * checked, opened, called, raised and folded, in order), the seat's own draw
 * count and the round-2 actions: between the summary and the whole history
 * (issue 26: at 4 players the whole history took the last seat's real-game
 * responder from 2.8 to 0.7 antes per 100 deals, and at 5 players it does
 * not fit in memory). */
enum draw_history {
    DRAW_HIST_FULL = 0,
    DRAW_HIST_SUMMARY = 1,
    DRAW_HIST_SEAT = 2,
    DRAW_HIST_ROUND1 = 3
};

enum draw_abstraction {
    DRAW_ABS_CLASSES = 0,   /* 51 pre-draw classes, post_buckets after */
    DRAW_ABS_FINE = 1,      /* the exact hand up to suits before the draw */
    DRAW_ABS_RECALL = 2     /* 51 classes before; after, the bucket and the served class
                               (perfect recall: nothing a player knew is forgotten) */
};

typedef struct draw_params {
    int players;                        /* 2..8 */
    rules r;                            /* deck, ace-low, order (copied) */
    double open_sizes[DRAW_MAX_SIZES];  /* opening (round 1) and bet (round 2) sizes, x pot */
    int n_open;                         /* 1..4 */
    double raise_sizes[DRAW_MAX_SIZES]; /* raise sizes, x pot after calling */
    int n_raise;                        /* 1..4 (used only when max_raises > 0) */
    int max_raises;                     /* 0..DRAW_MAX_RAISES per round */
    int max_draw;                       /* 3..5: the most cards one player may exchange */
    int draw_fixed;                     /* 1: the draw follows `fixed`, no draw node */
    const strategy *fixed;              /* draw_fixed: the strategy (NULL: preset "article");
                                           copied at init */
    int abstraction;                    /* enum draw_abstraction */
    int post_buckets;                   /* 1..DRAW_MAX_BUCKETS */
    int post_power;                     /* 1..DRAW_MAX_POWER: the buckets cut strength^post_power (1: strength) */
    int quads_apart;                    /* 1: quads a post-draw bucket of their own, B + 1 (the straight
                                           flush then B + 2); 0 (default): quads in the strength buckets */
    int history;                        /* enum draw_history (default DRAW_HIST_FULL) */
} draw_params;

/* Phases of a state. */
enum draw_phase {
    DRAW_PH_DEAL = 0,   /* chance: the five cards of every seat */
    DRAW_PH_BET1,       /* betting round 1 */
    DRAW_PH_DRAW,       /* draw decisions */
    DRAW_PH_SERVE,      /* chance: the replacement cards */
    DRAW_PH_BET2,       /* betting round 2 */
    DRAW_PH_END         /* terminal */
};

/* One node of the game.  A plain value (memcpy it); callers other than the
 * tests treat it as opaque bytes.  Fields are set by the callbacks only. */
typedef struct draw_state {
    uint64_t served[CFR_MAX_PLAYERS];  /* five cards dealt to each seat (0 before the deal) */
    uint64_t hand[CFR_MAX_PLAYERS];    /* current five cards: served, then final after the serve */
    uint64_t stock;                    /* after the deal: deck minus every hand; after the serve:
                                          the cards never used */
    uint64_t discards;                 /* every card discarded at the draw */
    uint64_t drawn;                    /* every replacement card dealt (audit) */
    uint64_t kover;                    /* draw_game_set_keep: the cards kover_seat keeps */
    uint64_t hcode;                    /* mixed-radix public history (see above), from 1 */
    uint64_t hhash;                    /* hash of the public history (when hcode overflows) */
    double contrib[CFR_MAX_PLAYERS];   /* chips put in by each seat, antes included */
    double bet;                        /* the highest contribution (the amount to match) */
    uint32_t value[CFR_MAX_PLAYERS];   /* eval5 of the final hand (after the serve; 0 if out) */
    uint32_t keeps[CFR_MAX_PLAYERS];   /* the keep rule's choices for the served hand (internal) */
    uint32_t own1[CFR_MAX_PLAYERS];    /* each seat's round-1 actions, 5 bits each (4 kind + size + 1) */
    uint16_t pre[CFR_MAX_PLAYERS];     /* pre-draw class of the served hand */
    uint16_t bucket[CFR_MAX_PLAYERS];  /* post-draw bucket (after the serve) */
    uint8_t hist[DRAW_HIST_MAX];       /* public history: one byte per action (below) */
    uint8_t nhist;
    uint8_t draw_at;                   /* hist index where the draw counts start */
    uint8_t bet2_at;                   /* hist index where round 2 starts */
    uint8_t phase;                     /* enum draw_phase */
    uint8_t actor;                     /* seat to act (betting, draw) */
    uint8_t in;                        /* bit s: seat s has not folded */
    uint8_t pending;                   /* bit s: seat s must still act this round */
    uint8_t opened;                    /* a bet was made this round */
    uint8_t raises;                    /* raises this round */
    uint8_t hover;                     /* hcode overflowed: the key is the hash */
    uint8_t ndraw[CFR_MAX_PLAYERS];    /* cards asked at the draw */
    int8_t four;                       /* seat that drew four or more, or -1 */
    uint8_t burnt;                     /* a card was burnt before the last card (audit) */
    uint8_t reshuffles;                /* times the discards became the stock (audit) */
    uint8_t void_deal;                 /* round 1 all checked */
    int8_t agg1;                       /* round 1's last opener or raiser, or -1 */
    int8_t agg2;                       /* round 2's last bettor or raiser, or -1 */
    uint16_t r1code;                   /* round 1's sizes: open index + 1, (last raise index + 1) << 3,
                                          raises << 6 */
    uint8_t in_draw;                   /* the seats that went to the draw */
    uint8_t kover_seat;                /* 1 + the seat whose keep draw_game_set_keep chose, or 0 */
} draw_state;

/* History bytes: the action's kind in the high nibble, its index in the low.
 *   DRAW_H_CHECK, DRAW_H_OPEN | i (open_sizes[i], "bet" in round 2),
 *   DRAW_H_FOLD, DRAW_H_CALL, DRAW_H_RAISE | i, DRAW_H_DRAW | k. */
enum {
    DRAW_H_CHECK = 0x00,
    DRAW_H_OPEN = 0x10,
    DRAW_H_FOLD = 0x20,
    DRAW_H_CALL = 0x30,
    DRAW_H_RAISE = 0x40,
    DRAW_H_DRAW = 0x50
};

typedef struct draw_game draw_game;   /* opaque; built by draw_game_init */

/* The defaults above for `players` and a copy of *r (players is stored even
 * when out of range: draw_game_init reports it). */
void draw_params_default(draw_params *p, int players, const rules *r);

/* Check p and build the game: precomputes the suit classes (class and keep
 * choice of every hand; 0.12 s at 52 cards) and fills *g (g->ctx points into
 * *out; g lives as long as *out).  Returns TALON_OK, TALON_E_RANGE (players
 * outside 2..8, 5 x players > deck, a size not finite or <= 0 or > 1000,
 * n_open/n_raise outside 1..4, max_raises outside 0..4, max_draw outside
 * 3..5, post_buckets outside 1..4096, an unknown abstraction, a fixed
 * strategy failing strategy_check), TALON_E_INVAL (NULL argument, rules
 * not from rules_init) or TALON_E_NOMEM; on error *out = NULL, nothing
 * allocated, *g untouched. */
int draw_game_init(draw_game **out, const draw_params *p, cfr_game *g);

/* draw_game_init, with the precomputed tables copied from `like` when it is
 * a game under the same rules (deck size, ace-low, order), whatever its
 * other parameters: the same game, built in a few milliseconds instead of
 * 0.12 s at 52 cards (talon open and call load a pot and a half-pot
 * solution of one deck).  like: NULL (then exactly draw_game_init) or a
 * game from draw_game_init, only read (safe while other threads read it);
 * it may be freed afterwards.  Same returns as draw_game_init. */
int draw_game_init_like(draw_game **out, const draw_params *p, cfr_game *g, const draw_game *like);

/* Free a game (NULL is fine). */
void draw_game_free(draw_game *dg);

/* The parameters the game was built with. */
const draw_params *draw_game_params(const draw_game *dg);

/* One line of conventions for outputs, e.g. "draw poker: 2 players, 32
 * cards, ace-low on, modern; ante 1; open 0.5,1 pot; raise 1 pot, 1 per
 * round; draw 0..5 by the keep rule; pre-draw 51 classes, post-draw 8
 * buckets" ("draw fixed by strategy article" with draw_fixed; "51 classes"
 * or "10808 suit classes"; "; history summarised after round 1" ending it
 * under DRAW_HIST_SUMMARY).  Under 350 characters.  Writes at most size
 * bytes, NUL-terminated; returns buf. */
const char *draw_game_describe(const draw_game *dg, char *buf, size_t size);

/* The inverse: a line as draw_game_describe writes it, into p (from
 * draw_params_default; "draw fixed by strategy NAME" needs a preset NAME,
 * copied into *fixed, which p->fixed then points to).  The line is read
 * field by field, its fields being what ", " and "; " separate; TALON_OK, or
 * TALON_E_PARSE with why naming the first field it cannot read and the form
 * expected ("field 2 of the game line, '32 cardz': expected 'N cards'").  It
 * does not build the game: draw_game_init checks what p asks, and
 * draw_game_describe's line, compared with draw_game_line_diff, says whether
 * the game is the one the line names. */
int draw_params_parse(const char *line, draw_params *p, strategy *fixed, char *why, size_t why_size);

/* The first field where two game lines differ, for a message: "field 3:
 * 'ace-low off' in the first, 'ace-low on' in the second", each field whole
 * (fields as draw_params_parse splits them); "field 13: 'with the served
 * class' in the first, none in the second" where one line ends first.  Writes at most size bytes; returns 1 when they differ, 0
 * when they are the same. */
int draw_game_line_diff(const char *a, const char *b, const char *name_a, const char *name_b, char *out,
                        size_t size);

/* Information sets of the abstraction: the number of (class, public
 * history) pairs at the decision nodes of each phase, i.e. the public
 * decision nodes times the classes (or buckets) there.  An upper bound on
 * the sets CFR can meet (a few classes never meet a few histories).
 * Counts the full history's public nodes whatever p.history says (the
 * summary's sets are fewer: a function of them).
 * Walks the public tree; stops when it has visited max_nodes public nodes
 * and returns TALON_E_RANGE (the counts so far are then lower bounds).
 * TALON_OK, TALON_E_RANGE, TALON_E_INVAL. */
typedef struct draw_infosets {
    uint64_t public_nodes[3];   /* decision nodes of the public tree: round 1, draw, round 2 */
    uint64_t classes[3];        /* classes (buckets) each of them is split into */
    uint64_t total;             /* sum of public_nodes[i] x classes[i] */
} draw_infosets;
int draw_game_count_infosets(const draw_game *dg, uint64_t max_nodes, draw_infosets *out);

/* ---- the abstraction's pieces, for tests and for `talon advise` ----------- */

/* The post-draw bucket (1..post_buckets) of a final hand of strength x
 * (draw_game_strength) under p's buckets: 1 + min(B - 1, floor(B x^K)). */
int draw_game_strength_bucket(const draw_params *p, double x);

/* Number of pre-draw classes (51, or the suit classes of the deck). */
int draw_game_classes(const draw_game *dg);
/* The pre-draw class of 5 cards of the deck (asserted). */
int draw_game_class_of(const draw_game *dg, uint64_t hand);
/* Name of a class: "high A", "pair K", "flush draw", "pair + open draw",
 * "two pair Q", "trips", "full"...; with DRAW_ABS_FINE its representative
 * hand ("AsKsQs9h7d").  Returns buf. */
const char *draw_game_class_name(const draw_game *dg, int cls, char *buf, size_t size);
/* The post-draw buckets in all, 0 (no-win) to the straight flush's:
 * post_buckets + 2, + 3 with quads_apart. */
int draw_game_post_count(const draw_params *p);
/* Name of a post-draw bucket (0..draw_game_post_count - 1): "no-win",
 * "bucket 3/8", "quads" (quads_apart), "straight flush".  Returns buf. */
const char *draw_game_bucket_name(const draw_game *dg, int b, char *buf, size_t size);
/* strength(hand) in [0, 1): the share of the deck's 5-card hands that
 * hand beats, ties half. */
double draw_game_strength(const draw_game *dg, uint64_t hand);
/* The cards the keep rule keeps when drawing k (0..5) from hand (5 cards of
 * the deck, asserted). */
uint64_t draw_game_keep(const draw_game *dg, uint64_t hand, int k);

/* The suit-canonical form of a 5-card hand (its suit masks in decreasing
 * order: one hand per class of suit permutations) and the cards of hand
 * that the canonical hand's cards at positions pm (bit i: its i-th lowest
 * card) are.  real_br.c keys a player's cells by the first and names his
 * discards by the second, so that suit-equivalent hands share them. */
uint64_t draw_game_canonical(uint64_t hand);
uint64_t draw_game_canonical_cards(uint64_t hand, uint32_t pm);

/* Any discard, for a best response that is not bound to the keep rule
 * (real_br.c): seat keeps exactly the cards `keep` (a subset of its served
 * hand) instead of what the keep rule (or the fixed strategy of draw_fixed)
 * keeps.  Free draw: call it at seat's draw node (phase DRAW, seat to act),
 * and then play the draw action of 5 - |keep| cards; the four-card rule and
 * max_draw are the caller's to respect (|keep| >= 5 - the node's largest
 * count).  draw_fixed: call it at the serve (phase SERVE, seat still in);
 * the serve then treats the keep as the fixed strategy's, but that a
 * second four-card asker keeps his highest other cards up to two (he is
 * served three at most, as the rule says).  One seat per state.
 * TALON_OK, or TALON_E_INVAL (another phase or seat, a keep not in the
 * served hand, another seat's keep already set: s untouched). */
int draw_game_set_keep(const draw_game *dg, void *s, int seat, uint64_t keep);

/* ---- every draw pair at once, for draw_vec.c's chance model ---------------- */

/* Heads-up, free draw, right after the deal (s as chance_sample left it,
 * nobody acted): the final hand of each seat for each draw count k (0 ..
 * max_draw) under the keep rule, every count's replacement cards taken from
 * one random order of the stock (seat 0 the first k0 of its first 8 cards,
 * seat 1 the last k1), so that each legal pair (k0, k1) is a real serve's
 * distribution and the pairs share their cards (common random numbers).
 * value[seat][k] is eval5's, bucket[seat][k] the abstraction's.  TALON_OK,
 * or TALON_E_INVAL (another game or state). */
int draw_game_serve_pairs(const draw_game *dg, const void *s, rng *g, uint32_t value[2][6], uint16_t bucket[2][6]);

/* ---- fixed cards, for `talon advise` (a spot with the hero's cards known) -- */

/* The deal (the chance node at DRAW_PH_DEAL) with seat's five cards fixed
 * to hand: every other seat gets 5 cards drawn uniformly from the rest of
 * the deck, from g; the state is then exactly as after chance_sample (the
 * first round begins).  TALON_OK, or TALON_E_INVAL (not at the deal, seat
 * out of range, hand not 5 cards of the deck: s untouched). */
int draw_game_deal_fixed(const draw_game *dg, void *s, int seat, uint64_t hand, rng *g);

/* Right after the serve (round 2 begun, nobody acted in it yet), replace
 * seat's final hand by hand (its value and bucket recomputed; the other
 * seats', the stock and the audit fields untouched).  The caller answers
 * for the card removal: the seat's served cards and discards stay what the
 * serve made them.  TALON_OK; TALON_E_DUP (hand shares a card with another
 * seat still in: s untouched); TALON_E_INVAL (another phase, a seat out or
 * out of range, hand not 5 cards of the deck). */
int draw_game_set_final(const draw_game *dg, void *s, int seat, uint64_t hand);

#endif
