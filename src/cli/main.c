/* main.c - talon's entry point: the command table and top-level help.
 *
 * Each command is a row of COMMANDS: its options, its positional arguments,
 * its help text and its run function (cmd_*.c).  cli_parse validates
 * everything before run is called, so a command starts with good input.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_mpi.h"
#include "talon_version.h"

static const cli_command COMMANDS[] = {
    {"eval", "category and strength of a hand; which of two hands wins",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION, 1, 2,
     "Usage: talon eval CARDS [CARDS2] [options]\n"
     "\n"
     "Evaluate a hand of 5, 6 or 7 cards: its category, the five cards that play\n"
     "and its strength value (a larger value is a stronger hand under the chosen\n"
     "rules).  With two hands, says which wins or that they tie.\n"
     "\n"
     "Cards: English Ks2dQd9hTc (ranks 2-9 T J Q K A, also 10; suits s h d c) or\n"
     "French Rp2kDk9c10t (ranks 2-10 V D R A; suits p c k t = spades hearts\n"
     "diamonds clubs).  Letters are case-insensitive; spaces, commas and dashes\n"
     "may separate cards.  A card not in the chosen deck is an error.\n"
     "\n"
     "Examples:\n"
     "  talon eval Ks2dQd9hTc\n"
     "  talon eval AhJd8s7c5h Ac10c8d7d5d\n"
     "  talon eval Ac7d8h9sTc --deck 32 --ace-low on\n",
     cmd_eval, 0, 0},
    {"freq", "hand frequency table of a deck (exact; Monte Carlo on request)",
     OPT_DECK | OPT_DECK_ALL | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION, 0, 0,
     "Usage: talon freq [--deck N|all] [options]\n"
     "\n"
     "How many of the C(N,5) five-card hands of the deck fall in each category,\n"
     "by exact enumeration of every hand.  With --trials, also deals that many\n"
     "random hands (Monte Carlo, reproducible with --seed at any --threads) and\n"
     "prints each estimate with its 95% Wilson interval beside the exact value.\n"
     "\n"
     "The article's table: --deck 52 --ace-low on (it counts A-2-3-4-5) and\n"
     "--deck 32 --ace-low off (it plays the ace high only at 32 cards).\n"
     "\n"
     "CSV columns: deck,ace_low,order,category,combinations,total,probability\n"
     "(and with --trials: trials,seed,mc_count,mc_probability,ci_low,ci_high,in_ci).\n"
     "\n"
     "Examples:\n"
     "  talon freq --deck 32 --ace-low off\n"
     "  talon freq --deck all --format csv\n"
     "  talon freq --deck 52 --trials 10000000 --seed 7\n",
     cmd_freq, 0, 0},
    {"atleast", "P(a hand beats trips, two pair, a draw, each pair): \"Jeux ayant plus que\"",
     OPT_DECK | OPT_DECK_ALL | OPT_DECKS | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG, 0, 0,
     "Usage: talon atleast [--decks 52,48,44,40,32] [options]\n"
     "\n"
     "The probability that a dealt 5-card hand is strictly better than trips,\n"
     "two pair, a playable draw, and a pair of each rank (the article's \"Jeux\n"
     "ayant plus que...\" table), by exact enumeration of every hand of each deck,\n"
     "with the article's printed value beside ours.  A cell is flagged when ours\n"
     "is outside the interval the article's one decimal stands for (its 52-card\n"
     "column is truncated, the others rounded); the reason says whether the other\n"
     "straight convention fits, or the article contradicts itself.\n"
     "\n"
     "Classes: nothing < pair (by rank) < playable draw < two pair < trips < ...\n"
     "(made hands in the --order).  A playable draw is four to a flush or an\n"
     "open-ended four-straight (both completing ranks in the deck: at 32 cards\n"
     "7-8-9-10 is open-ended only with --ace-low on; J-Q-K-A never); a pair\n"
     "holding one counts as a draw; one-way and inside straight draws do not.\n"
     "\n"
     "Default decks: the article's 52,48,44,40,32.  The article's cells fit\n"
     "neither straight convention throughout (see the notes and flags).\n"
     "\n"
     "CSV columns: deck,ace_low,threshold,probability,article (probabilities as\n"
     "fractions; article empty where the article has no cell).  Text, md and json\n"
     "add diff (points), differs and reason.\n"
     "\n"
     "Examples:\n"
     "  talon atleast\n"
     "  talon atleast --decks 32 --ace-low off --lang fr\n"
     "  talon atleast --format csv\n",
     cmd_atleast, 0, 0},
    {"best", "probability that a hand is the best at P players, before the draw",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_NOTATION | OPT_MC |
         OPT_PRECISION | OPT_PLAYERS | OPT_AFTER_DRAW | OPT_STRATEGY | OPT_QUIET,
     1, 1,
     "Usage: talon best HAND --players P [--deck N|auto] [options]\n"
     "\n"
     "The probability that HAND is the best of P dealt hands before the draw,\n"
     "with exact card removal: the other P-1 hands are dealt from the cards\n"
     "left.  HAND is five cards (KhKd9s8c7h) or a class: a pair (AA, KK, ...,\n"
     "22; French RR, DD, VV, 1010), nothing, draw, two-pair, trips, straight,\n"
     "flush, full, quads, straight-flush; a class stands for every hand of it,\n"
     "equally likely.\n"
     "\n"
     "Three views of \"better\": ranking (poker ranking now); article (draw\n"
     "class first: a playable draw - four to a flush, an open-ended straight\n"
     "draw - beats any pair, as in the article's \"at least\" table); class\n"
     "(draw class only).  Beside them, the article's shortcut (1-q)^(P-1) with\n"
     "q = P(one hand is of a higher class), from our exact table and from the\n"
     "article's printed value.\n"
     "\n"
     "Exact (every opponent hand) for five given cards at 2 players; Monte\n"
     "Carlo otherwise, by default until every 95% half-width is under 0.05\n"
     "points (--precision), reproducible with --seed at any --threads.\n"
     "--deck auto takes the article's deck for the players (4 -> 32, 5 -> 40,\n"
     "... 8 -> 52).\n"
     "\n"
     "--after-draw adds the probability that HAND is the best after the draw:\n"
     "a table is dealt (one deck, the four-card rule, re-shuffled discards),\n"
     "HAND at a random seat; every player draws by --strategy (default\n"
     "article), HAND too - if the strategy folds it, it makes the forced play\n"
     "(an empty hand keeps its highest card and draws four) and still goes to\n"
     "the showdown; the other folded hands are out.  Monte Carlo.\n"
     "\n"
     "CSV columns: deck,ace_low,order,players,hand,figure,probability,ci_low,\n"
     "ci_high,exact,trials\n"
     "\n"
     "Examples:\n"
     "  talon best KK --players 4 --deck 32\n"
     "  talon best KhKd9s8c7h --players 2 --deck 32\n"
     "  talon best KK --players 4 --deck 32 --after-draw\n",
     cmd_best, 1, 0},
    {"drawn", "\"Cartes demandées\": final hands by cards drawn (0..4), and how often each is asked",
     OPT_DECK | OPT_DECK_ALL | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_PLAYERS_ONE | OPT_STRATEGY,
     0, 0,
     "Usage: talon drawn [--deck N|all] [--players P] [--strategy NAME|FILE]\n"
     "                   [--camouflage on|off] [options]\n"
     "\n"
     "For 0, 1, 2, 3 and 4 cards drawn: the distribution of the final hand and\n"
     "how often that draw is asked, under a drawing strategy; then where each\n"
     "final hand came from (served, or improved from a pair, trips, two pair or\n"
     "a draw).  With one player (the default) the table is exact: every hand of\n"
     "the deck and every replacement from its other N-5 cards.  With --players\n"
     "P > 1, Monte Carlo deals of a whole table drawing from one stock.\n"
     "\n"
     "Strategies: article (default: pairs and trips draw 2, weak pairs and\n"
     "empty hands fold), standard (pairs draw 3, trips 2), standard-camouflage,\n"
     "or a file (strategies/README.md).  Rows no hand draws under the strategy\n"
     "(3 and 4 cards for article) are \"memo\" rows, like the article's: the\n"
     "hands that would draw that many if every hand played, without camouflage\n"
     "(pairs draw 3, empty hands 4 keeping their highest card); their asked\n"
     "frequency is 0.\n"
     "\n"
     "Default decks: the article's 52, 48, 44, 40, 32; default --ace-low off\n"
     "here (the article's pat-hand table fits it exactly at every deck).  Our\n"
     "value is printed beside the article's; a cell is flagged when ours is\n"
     "outside the rounding of the printed value, with the other straight\n"
     "convention's value as a reason.\n"
     "\n"
     "CSV columns: deck,ace_low,players,cards_drawn,asked,final,probability\n"
     "(asked and probability as fractions; probability is P(final | cards\n"
     "drawn)).  Text, md and json add the article, diff, flag and reason, an\n"
     "\"asked\" row per number of cards, and the origins table.\n"
     "\n"
     "Examples:\n"
     "  talon drawn --deck 52\n"
     "  talon drawn --deck all --format csv\n"
     "  talon drawn --deck 32 --strategy standard --camouflage on\n"
     "  talon drawn --deck 32 --players 4 --trials 1000000\n",
     cmd_drawn, 1, 0},
    {"equity", "win probability of each served hand, before and after the draw (\"espérance de gain\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_AFTER_DRAW | OPT_QUIET,
     0, 0,
     "Usage: talon equity [--players P] [--deck N|auto] [--after-draw] [--strategy NAME|FILE] [options]\n"
     "\n"
     "The probability that a hand wins at the showdown, by its category and for\n"
     "pairs by rank, at P players (default 4) with one deck (default: the\n"
     "article's deck for the players, 4 -> 32 ... 8 -> 52), beside the article's\n"
     "figures (sources/000, \"espérance de gain\").  Monte Carlo deals of a whole\n"
     "table (the dealer of talon drawn --players: one deck, the four-card rule,\n"
     "the discards re-shuffled when the stock runs out); every seat is counted.\n"
     "\n"
     "Models:\n"
     "  before_draw     the served hands compared as dealt (nobody folds)\n"
     "  with --after-draw, also:\n"
     "  after_draw      the hand always goes to the showdown (drawing by the\n"
     "                  strategy, or its forced play: an empty hand keeps its\n"
     "                  highest card and draws four); the others follow the\n"
     "                  strategy and a hand it folds is out; rows: served hand\n"
     "  after_draw_all  everybody goes to the showdown (forced plays); served hand\n"
     "  second_round    every hand at the showdown when all follow the strategy,\n"
     "                  by its category after the draw\n"
     "Win = better than every other hand at the showdown; tie = tied for best\n"
     "(separate); share = 1 for a win, 1/k for a k-way tie.\n"
     "\n"
     "Strategy: article (default: weak pairs and empty hands fold, pairs and\n"
     "trips draw 2), standard, standard-camouflage, or a file.  The article's\n"
     "served-hand figures fit after_draw with the article strategy, but for the\n"
     "high card (it fits after_draw_all); its second-round figures fit\n"
     "second_round for trips and the made hands.\n"
     "\n"
     "Default: 4 000 000 deals (1 000 000 with --after-draw); --trials or\n"
     "--precision P (every category's win to +-P) to change it.\n"
     "\n"
     "CSV columns: deck,ace_low,players,model,category,win,tie,article,share,\n"
     "win_lo,win_hi,tie_lo,tie_hi,hands,trials,article_lo,article_hi\n"
     "(probabilities as fractions; hands = hands in the row, trials = deals).\n"
     "\n"
     "Examples:\n"
     "  talon equity --players 4\n"
     "  talon equity --players 8 --after-draw\n"
     "  talon equity --players 5 --deck 52 --after-draw --strategy standard --format csv\n",
     cmd_equity, 1, 0},
    {"open", "opening thresholds by position: the weakest hand to open at pot / half pot (\"Ouvrir\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_OPEN | OPT_QUIET,
     0, 0,
     "Usage: talon open [--players P] [--deck N|auto] [--model a|b|c|all] [--passers half|column]\n"
     "                  [--callers K] [--strategy NAME|FILE] [options]\n"
     "\n"
     "For each position (1st = speaks first), the weakest hand that may open at\n"
     "the size of the pot and at half the pot, knowing that the players before\n"
     "have passed, beside the article's table \"Paire nécessaire pour : Pot /\n"
     "demi-pot\" (sources/000), with the models that give each of its cells.\n"
     "Without --players: 4 to 8 players, each with the article's deck (4 -> 32\n"
     "cards, 5 -> 40, 6 -> 44, 7 -> 48, 8 -> 52); --deck N for another.\n"
     "\n"
     "Hands are ranked by opening class: nothing < pair (by rank) < playable\n"
     "draw (four to a flush, open-ended straight draw) < two pair < trips < ...\n"
     "\n"
     "The model, position by position (each position's thresholds condition\n"
     "the next):\n"
     "  level    the pot holds M, the opening bets B = M (pot) or M/2 (half).\n"
     "           The opener gains M when he wins and loses B when he loses, so\n"
     "           he may open when P(win) >= B/(M+B): 1/2 at pot, 1/3 at half pot\n"
     "           (the article's figures).  --callers K: K players pay the bet\n"
     "           and lose it when he wins, P(win) >= B/(M+(1+K)B): the article's\n"
     "           \"callers make the pot pay more\", thresholds shift down.\n"
     "  passers  each player before him passed, so holds a hand he would not\n"
     "           open with at half pot (--passers column: at the column's size,\n"
     "           as if everyone opened at that size only).  A passer stays in\n"
     "           and may call: he is an opponent, conditioned on having passed.\n"
     "  win      (a), (b): no other player holds a higher class (a tie on class\n"
     "           counts as a win, as in the article's 63.2%^3 example); (c): no\n"
     "           player at the showdown has a better hand after the draw.\n"
     "  threshold the weakest class that wins that often, every stronger class\n"
     "           too; a playable draw that fails in (c) is excepted (\"not\n"
     "           draw\": it does not open).\n"
     "Models (--model, default all):\n"
     "  a  the article's method: independent hands, P(class) from its printed\n"
     "     \"Jeux ayant plus que...\" table (our exact one at other decks), a\n"
     "     passer's conditioned on his class; exact arithmetic.  The notes say\n"
     "     which cells change with our exact frequencies.\n"
     "  b  the same before the draw, with exact card removal: the hands dealt\n"
     "     from one deck, the deal conditioned on the passers' hands.\n"
     "  c  after the draw: model b's deal, then everybody draws by --strategy\n"
     "     (default article); a hand it folds (weak pairs, empty hands) is out,\n"
     "     the others go to the showdown; the opener always plays.\n"
     "(b) and (c) are Monte Carlo: --trials deals per class estimate (default\n"
     "60 000 for b, 30 000 for c; --precision P: enough for a 95% half-width\n"
     "of P), --seed (default 1), identical at any --threads.  Where a 95%\n"
     "interval holds the level, the estimate is run again with 4 and then 16\n"
     "times the deals; a threshold still not decided is marked '?' and its\n"
     "intervals are listed.  '-': never reached (an earlier player opens with\n"
     "every hand).\n"
     "\n"
     "CSV columns: deck,ace_low,order,players,position,bet,model,threshold,\n"
     "reachable,exceptions,win,ci_low,ci_high,deals,weaker,weaker_win,\n"
     "weaker_ci_low,weaker_ci_high,weaker_deals,level,decided,article,fits\n"
     "(model a-exact: model a with our exact frequencies).\n"
     "\n"
     "Examples:\n"
     "  talon open --players 5\n"
     "  talon open --model a --passers column\n"
     "  talon open --players 6 --callers 0.5 --model a,b\n"
     "  talon open --format csv --lang fr\n",
     cmd_open, 1, 0},
    {"call", "calling thresholds: the weakest hand to call an opening at pot / half pot (\"Suivre\")",
     OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION |
         OPT_PLAYERS | OPT_STRATEGY | OPT_OPEN | OPT_CALL,
     0, 0,
     "Usage: talon call --players P [--position N] [--opener N] [--bet pot|half]\n"
     "                  [--model a|b|c|all] [--passers half|column] [--callers K] [options]\n"
     "\n"
     "The weakest hand with which the player at --position (default: each)\n"
     "should call when the player at --opener (default: each other) opened at\n"
     "pot or at half pot, given the opener's range from talon open (same\n"
     "model and options): a pot opening shows a hand that opens at pot, a\n"
     "half-pot opening one that opens at half pot but not at pot.\n"
     "\n"
     "Pot odds, as the article: calling B to win the M + B in the pot needs\n"
     "P(win) >= B/(M+B), 1/3 against a half-pot opening (\"half a pot to win\n"
     "three halves\"), 1/2 against a pot opening; with --callers K callers\n"
     "before him, B/(M+(1+K)B) (\"il joue à cinq contre un\").  Win: the\n"
     "opener's hand does not beat his (by class in a and b, a tie counting as a\n"
     "win; after both draw in c); the other players fold.  The players before\n"
     "the opener passed (as in talon open); a caller who spoke before the\n"
     "opener passed too, so he can only hold a hand he passed with: 'never'\n"
     "when none of those reaches the level.  Models a, b, c as in talon open.\n"
     "\n"
     "CSV columns: deck,ace_low,players,model,opener,caller,bet,opener_range,\n"
     "caller_classes,threshold,reachable,exceptions,win,ci_low,ci_high,weaker,\n"
     "weaker_win,weaker_ci_low,weaker_ci_high,level,decided\n"
     "\n"
     "Examples:\n"
     "  talon call --players 5 --opener 3\n"
     "  talon call --players 5 --opener 3 --position 5 --bet half --model a\n",
     cmd_call, 1, 0},
    {"solve", "equilibrium of a poker betting game by CFR, with its exploitability (draw, kuhn, leduc, vn1944)",
     OPT_SOLVE | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_MC, 0, 0,
     "Usage: talon solve [--game draw|kuhn|leduc|vn1944] [--iterations N | --target E] [options]\n"
     "\n"
     "Solves a betting game with counterfactual regret minimisation and says how\n"
     "far the solution is from an equilibrium.  Games: kuhn (Kuhn poker: the\n"
     "first seat's value is -1/18), leduc (Leduc hold'em: about -0.0856), vn1944\n"
     "(von Neumann's 1944 poker on a grid of --buckets hands, bet 2: compare\n"
     "talon bluff --model vn1944), draw (French draw poker: --players 2..8,\n"
     "--deck N|auto (auto: 32 cards up to 4 players, 40 at 5, then 4 more a\n"
     "player), ante 1 each, --open-sizes, --raise-sizes, --raises, --draw,\n"
     "--abstraction, --buckets; every choice is printed).\n"
     "\n"
     "Algorithms: tabular CFR+ where every chance event can be listed (kuhn,\n"
     "leduc, vn1944), external-sampling Monte Carlo CFR otherwise (draw), both\n"
     "reproducible: a --seed gives the same strategy, bit for bit, at any\n"
     "--threads.  Quality, always printed: each seat's best-response gain\n"
     "against the others' average strategies (exact when chance is listed;\n"
     "else estimated on --trials deals a seat, default 16384, with a 95%\n"
     "interval, the estimated policy's gain being a lower bound), their sum\n"
     "(the exploitability, antes per deal), and a convergence table\n"
     "(exploitability at the first checkpoint and at every doubling of the\n"
     "iterations).  --target E stops at the first checkpoint under E.\n"
     "\n"
     "--out FILE writes the average strategy (strategies/README.md, format\n"
     "talon-strategy 1, written to FILE.tmp and renamed); --load FILE checks such\n"
     "a file against the game and prints its quality instead of solving.\n"
     "--no-timing leaves out the time and memory, so that the output depends on\n"
     "nothing but the options (not on --threads).\n"
     "\n"
     "CSV: one tidy table kind,seat,iterations,seconds,value,low,high; kind is\n"
     "value or gain (a row per seat), exploitability, convergence (a row per\n"
     "checkpoint), and for vn1944 alpha, beta, gamma and their closed forms\n"
     "(low = high = value when exact; seconds 0 with --no-timing).\n"
     "\n"
     "Examples:\n"
     "  talon solve --game kuhn\n"
     "  talon solve --game leduc --iterations 5000 --out leduc.txt\n"
     "  talon solve --game vn1944 --buckets 200\n"
     "  talon solve --players 2 --deck 32 --iterations 100000 --threads 2\n",
     cmd_solve, 1, 1},
    {"duel", "strategy profiles played against each other: antes per 100 deals with intervals",
     OPT_DUEL | OPT_PLAYERS | OPT_DECK | OPT_DECK_AUTO | OPT_ACE_LOW | OPT_FORMAT | OPT_MC, 1, 8,
     "Usage: talon duel [--players P] [--deck N|auto] [--solution FILE] [--no-rotate] PROFILE...\n"
     "\n"
     "Plays strategy profiles against each other at one table of the draw game\n"
     "(talon solve's: ante 1 each, open 0.5 or 1 pot, one raise a round, the\n"
     "draw, a second round, showdown) and reports each profile's result in\n"
     "antes per 100 deals with a 95% interval.  Give one profile per seat, or\n"
     "one for every seat.  Profiles:\n"
     "  article      the article's opening table, its playable pairs to call,\n"
     "               its drawing strategy, its bluff rule (README: every choice)\n"
     "  a, b, c      talon open's and talon call's thresholds of that model\n"
     "  equilibrium  a solved strategy: strategies/solved/draw-<P>p-<deck>-pot.txt,\n"
     "               or --solution FILE (talon solve --out writes one)\n"
     "  FILE         any talon-strategy file\n"
     "A strategy file fixes the game (players, deck, sizes, raises, draw,\n"
     "buckets): options that contradict it are errors.  By default the\n"
     "profiles rotate over the seats deal by deal, so no profile keeps the\n"
     "first speaker's seat; --no-rotate seats profile i at seat i.  Results\n"
     "are identical at any --threads for a --seed and --trials (default\n"
     "200000); they sum to zero up to rounding.\n"
     "\n"
     "CSV columns: profile,seat,antes_per_100,ci_low,ci_high,decisions,defaults\n"
     "(defaults: decisions where a file lacked the information set and the\n"
     "profile checked or called instead)\n"
     "\n"
     "Examples:\n"
     "  talon duel --players 4 --deck 32 article equilibrium equilibrium equilibrium\n"
     "  talon duel --players 4 --solution eq.txt article equilibrium equilibrium equilibrium\n"
     "  talon duel --players 4 article a b c --trials 100000\n",
     cmd_duel, 1, 0},
    {"pots", "main and side pots from stacks and bets, who wins what; no-limit betting checks",
     OPT_FORMAT | OPT_POTS, 2, 10,
     "Usage: talon pots PLAYER PLAYER... [--blinds S/B] [--actions TEXT] [--showdown ORDER]\n"
     "\n"
     "The main and side pots of a hand, who may win each, and with --showdown who\n"
     "wins what.  Players are listed in seat order from the small blind (the first\n"
     "seat left of the button; heads-up the button posts the small blind and comes\n"
     "first), 2 to 10 of them, each as\n"
     "  NAME:STACK:CONTRIB[:fold]  chips at the start of the hand, chips put in the\n"
     "                             pot in the whole hand, :fold if he folded (his\n"
     "                             chips stay in the pots; he can win none)\n"
     "  NAME:STACK                 with --actions, which works the contributions out\n"
     "\n"
     "Pots: an uncalled bet (the part of the largest contribution above the second\n"
     "largest) goes back to its owner; then each distinct amount put in by a player\n"
     "still in the hand closes a pot, which the players who put in at least that\n"
     "much may win.  With --blinds S/B the first two players listed posted the\n"
     "blinds (their contributions must cover them).\n"
     "\n"
     "--actions replays a no-limit betting sequence, ',' between actions, '/'\n"
     "between streets: NAME fold | check | call | bet N | raise N | allin [N]\n"
     "(N is the player's total for the street: raise 50 = raise to 50; French\n"
     "passe, parole, suit, mise, relance, tapis).  Every action is checked: turn\n"
     "order, minimum bet (the big blind), minimum raise (the last full raise), and\n"
     "the invalid-raise rule: an all-in short of a full raise does not reopen the\n"
     "betting for players who have already acted (they may only call or fold).\n"
     "The first illegal action is a one-line error; after the last one the output\n"
     "says who is to act and what he may do.  Needs --blinds.\n"
     "\n"
     "--showdown A,B=C ranks every hand still in, best first, '=' between tied\n"
     "hands.  A split pot gives equal shares; the odd chips go one at a time to\n"
     "the tied winners in seat order from the first seat left of the button.\n"
     "\n"
     "CSV: with --actions the actions (n,street,player,kind,action,put,to,allin,\n"
     "pot), then the pots (pot,amount,level,made_of,eligible,winners), then the\n"
     "players (player,stack,put_in,returned,status,won,net,final_stack), each with\n"
     "its header, a blank line between.\n"
     "\n"
     "Examples (sources/001):\n"
     "  talon pots SB:1000:10:fold BB:1000:20:fold A:500:500 B:1000:1000 C:2000:1000 \\\n"
     "             --blinds 10/20 --showdown A,B,C\n"
     "  talon pots B:70 C:1000 A:1000 --blinds 5/10 --actions \"A raise 50, B allin, C call\"\n",
     cmd_pots, 0, 0},
    {"stud", "Cyber Stud: optimal raise strategy, house edge, progressive jackpot break-even",
     OPT_FORMAT | OPT_LANG | OPT_MC | OPT_PRECISION | OPT_STUD, 0, 0,
     "Usage: talon stud [--paytable FILE|standard] [--raise R] [--jackpot J]\n"
     "                  [--exact | --trials N] [options]\n"
     "\n"
     "Cyber Stud Poker (Caribbean Stud, sources/001), 52 cards: ante 1, five cards\n"
     "each, one dealer card face up; the player folds (loses the ante) or raises R\n"
     "antes (default 2).  The dealer qualifies with ace-king or better: if not, the\n"
     "ante wins 1:1 and the raise is returned; if so the better hand wins, the ante\n"
     "1:1 and the raise by the paytable, and a tie pushes.\n"
     "\n"
     "For every player hand and up card the expected value of raising is computed\n"
     "exactly (every dealer hand counted) and compared with folding (-1).  Printed:\n"
     "the house edge of this optimal play, the probability of every outcome, the\n"
     "strategy by hand (raise a pair or better, fold below ace-king, and which\n"
     "ace-king hands to raise, by up card), and the progressive jackpot side bet\n"
     "(1 unit; pays on the player's five cards): its expected value at --jackpot J\n"
     "and its break-even jackpot.\n"
     "\n"
     "--exact (the default): all 19 933 230 517 200 deals, counted without dealing\n"
     "them (suit symmetry, and inclusion-exclusion over the player's cards for the\n"
     "dealer's hands), in seconds on all cores.  --trials N (or --precision P):\n"
     "Monte Carlo deals, each played with its exact optimal decision, and the house\n"
     "edge with its 95% interval; with --exact too, both side by side.\n"
     "\n"
     "Paytables: standard (raise 1,1,2,3,4,5,7,20,50,100 for high card, pair, two\n"
     "pair, trips, straight, flush, full house, quads, straight flush, royal flush;\n"
     "jackpot flush 50, full house 100, quads 500, straight flush 10%, royal flush\n"
     "100%) or a file: paytables/README.md.\n"
     "\n"
     "Examples:\n"
     "  talon stud\n"
     "  talon stud --paytable paytables/standard.txt --jackpot 250000\n"
     "  talon stud --raise 3 --format csv\n"
     "  talon stud --trials 10000000 --seed 7\n",
     cmd_stud, 0, 1},
    {"holdem", "hold'em equities: hands or ranges vs hands / random, board and dead cards",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_NOTATION | OPT_MC | OPT_PRECISION | OPT_PLAYERS |
         OPT_BOARD | OPT_LANG | OPT_QUIET,
     1, CLI_MAX_POS,
     "Usage: talon holdem HANDS... [--board CARDS] [--dead CARDS] [--players N] [options]\n"
     "\n"
     "The equity of each hold'em hand: how often it wins, ties, and its share of\n"
     "the pot (a k-way tie gets 1/k), with the board completed to five cards.\n"
     "A hand is two cards (AsKs) or a range, comma-separated: QQ (a pair, 6\n"
     "combos), QQ+ (QQ, KK, AA), QQ-99, AKs (suited, 4), AKo (offsuit, 12), AK\n"
     "(16), ATs+ (ATs..AKs), A5s-A2s, random (every combo).  --players N adds\n"
     "random hands up to N players (2 to 10).  Card removal is exact: a combo\n"
     "sharing a card with the board, the dead cards or another hand is never\n"
     "dealt, and every valid deal is equally likely.\n"
     "\n"
     "Exact (integer counts over every deal and board) when that is small enough\n"
     "(e.g. any two known hands preflop, a hand against a random hand); Monte\n"
     "Carlo otherwise, until every equity's 95% half-width is under 0.05 points\n"
     "(or --trials / --precision, which also force Monte Carlo), reproducible\n"
     "with --seed at any --threads.\n"
     "\n"
     "Short-deck hold'em: --deck 36 --order flush-over-full (the ace also plays\n"
     "low: A-6-7-8-9, unless --ace-low off).\n"
     "\n"
     "CSV columns: player,hand,combos,equity,equity_low,equity_high,win,win_low,\n"
     "win_high,tie,tie_low,tie_high,exact,outcomes,wins,ties,share_num,share_den\n"
     "(exact: equity = share_num / share_den exactly).\n"
     "\n"
     "Examples:\n"
     "  talon holdem AsKs QdQc\n"
     "  talon holdem KhKd random random random\n"
     "  talon holdem QQ+,AKs random --board Qh7d2c\n"
     "  talon holdem AhKh --players 6 --dead 2c3d\n"
     "  talon holdem AsKd JcJd --deck 36 --order flush-over-full\n",
     cmd_holdem, 1, 0},
    {"bluff", "optimal bluff frequency, raise size, calling frequency and value (game theory)",
     OPT_BLUFF | OPT_FORMAT | OPT_MC | OPT_PRECISION, 0, 1,
     "Usage: talon bluff [TABLE] [--claimed F] [--opp-win Q] [--raise R] [--model NAME] [options]\n"
     "\n"
     "A stated game: the bettor holds the strong hand he claims with probability\n"
     "F (else a weak hand that loses every showdown) and bets R pots or checks;\n"
     "the caller beats the strong hand with probability Q (and then calls), else\n"
     "holds a hand that beats only a bluff, and calls or folds.  The middle holds\n"
     "M pots.  Prints, per model, the optimal raise r*, the bluff and check\n"
     "frequencies, the caller's calling frequency c and the value; a Monte Carlo\n"
     "of each game (both sides' indifference measured, 95% intervals); and the\n"
     "article's three statements beside each model, flagged where one fails.\n"
     "\n"
     "Models (--model, default all):\n"
     "  ante    equilibrium, \"pot\" = one player's ante, M = 2 (von Neumann's\n"
     "          unit): bluffs = F R/(M+R), c = [(1-Q)M - Q R]/[(1-Q)(M+R)],\n"
     "          r* = M(1/sqrt(2Q) - 1).  Fits the article: at R = 2, bluff half\n"
     "          of F (7.5% for 15%), 1/3 of bets are bluffs; r* = 2.47 at Q = 10%.\n"
     "  pot     the same, \"pot\" = every chip in the middle, M = 1: bluff share\n"
     "          B/(P+2B) (2/5 at B = 2P), r* = 1.24 at Q = 10%.\n"
     "  value   value-bet sizing, M = 1: c = P/(P+B) (minimum defence), bluffs at\n"
     "          pot odds, r* = P(sqrt((1-Q)/Q) - 1): 2 pots at Q = 10%.\n"
     "  vn1944  von Neumann's poker on [0,1], ante = pot: value b/((b+1)(b+4)),\n"
     "          best at b = 2; bluffs 1/9, value bets 2/9, the caller beats a\n"
     "          value bet 1/9 of the time.  Takes no --claimed/--opp-win.\n"
     "bluff.c derives every formula.  Without --raise each model plays its r*.\n"
     "Defaults: F = 0.15 (the article's draw), Q = 0.10; Monte Carlo 1 000 000\n"
     "deals per model, --seed 1.\n"
     "\n"
     "TABLE: strategies, check (the Monte Carlo), article, or all (default; csv,\n"
     "one tidy table, defaults to strategies).  CSV columns: strategies\n"
     "model,...,raise,optimal_raise,...,bluffs,checks,bluff_share,call,...,value,\n"
     "edge; check model,check,what,formula,mc,ci_low,ci_high,n,se,z,agrees;\n"
     "article model,statement,figure,claimed,raise,opp_win,article,ours,\n"
     "relation,tolerance,supported,printed.\n"
     "\n"
     "Examples:\n"
     "  talon bluff --claimed 0.15 --raise 2\n"
     "  talon bluff --opp-win 0.10\n"
     "  talon bluff article --format csv\n",
     cmd_bluff, 1, 0},
    {"bench", "evaluator and simulator throughput; verifies and times an external evaluator",
     OPT_DECK | OPT_ACE_LOW | OPT_ORDER | OPT_FORMAT | OPT_MC | OPT_BENCH, 0, 0,
     "Usage: talon bench [--what eval5,eval7,deal,sim,exact] [--threads T]\n"
     "                   [--evaluator LIB.so] [--reps N] [options]\n"
     "\n"
     "Throughput, each figure the median of --reps repetitions after a warm-up,\n"
     "with the best and worst, and a checksum of every value computed:\n"
     "  eval5, eval7  evaluations per second on one core: every hand of the deck\n"
     "                in enumeration order, and an array of 2^20 random hands\n"
     "                (--seed); talon's batch API (eval_batch.h, the SIMD path of\n"
     "                this CPU, and the others it has), a plain loop over\n"
     "                eval5/eval7, one hand at a time, the reference evaluator;\n"
     "  deal          the dealer alone and with the evaluator, one thread;\n"
     "  sim           the Monte Carlo engine (talon freq --trials), 1, 2, 4...\n"
     "                up to T threads (default: all cores) and the scaling\n"
     "                efficiency (--trials: per run);\n"
     "  exact         talon freq --deck all and talon drawn --deck all.\n"
     "The rules (--deck, --ace-low, --order) apply to all of them.\n"
     "\n"
     "--evaluator LIB.so loads an external evaluator through the plug-in ABI of\n"
     "bench/talon_evaluator.h, checks it first (category counts over every 5-\n"
     "and 7-card hand, order on every pair of a large set of hands), rejects it\n"
     "with a one-line reason (exit status 1) before any timing if it disagrees\n"
     "with talon, then times it beside talon and prints the speed ratios.  The\n"
     "build makes a sample, the reference evaluator: build/bench/libref_eval.so.\n"
     "The comparison uses the standard rules (52 cards, ace-low on, modern).\n"
     "\n"
     "bench/RESULTS.md holds the figures of the test machine; scripts/bench\n"
     "regenerates it.\n"
     "\n"
     "Examples:\n"
     "  talon bench\n"
     "  talon bench --what eval7 --format json\n"
     "  talon bench --what sim --threads 2 --reps 9\n"
     "  talon bench --what eval5,eval7 --evaluator build/bench/libref_eval.so\n",
     cmd_bench, 1, 0},
    {"tables", "regenerate every article table into tables/generated/ and tables/REPORT.md",
     OPT_TABLES | OPT_PRECISION, 0, 0,
     "Usage: talon tables [--out DIR] [--quick] [--precision P]\n"
     "\n"
     "The main job: runs every table command (frequencies, at least, best,\n"
     "cards drawn, win probabilities, opening thresholds, bluff, and our\n"
     "extensions to every deck and both straight conventions), writes each as\n"
     "CSV into DIR (default tables/generated; a header of # lines names the\n"
     "command, its seed and trials) and all of them, beside the article's\n"
     "values with flags, into DIR/../REPORT.md.  A progress line per table on\n"
     "stderr.  Monte Carlo tables use fixed seeds and trials, so a re-run\n"
     "reproduces every file byte for byte; --quick runs a tenth of the trials,\n"
     "--precision P replaces the trials by a precision target.\n"
     "\n"
     "Examples:\n"
     "  talon tables\n"
     "  talon tables --out /tmp/t/generated --quick\n",
     cmd_tables, 0, 0},
};
#define N_COMMANDS ((int)(sizeof COMMANDS / sizeof COMMANDS[0]))

static void usage(FILE *fp)
{
    fprintf(fp,
            "talon - probabilities and strategy of poker (French draw poker, 20..52 cards)\n"
            "\n"
            "Usage: talon <command> [arguments] [options]\n"
            "       talon <command> --help\n"
            "\n"
            "Commands:\n");
    for (int i = 0; i < N_COMMANDS; i++)
        fprintf(fp, "  %-8s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(fp,
            "\n"
            "Common options: --deck N, --ace-low on|off, --order modern|flush-over-full|archaic,\n"
            "--format text|csv|json|md, --lang en|fr.  Exit status: 0 ok, 1 failure, 2 bad input.\n");
}

int main(int argc, char **argv)
{
    /* A closed pipe (talon freq | head -1) must not kill us with SIGPIPE
     * mid-table; writes then fail and cli_emit reports it. */
    signal(SIGPIPE, SIG_IGN);
    /* Under mpirun: MPI, output from rank 0 only, every exit meets the other ranks. */
    cli_mpi_begin();
    if (argc < 2)
        cli_usage_error("missing command (see talon --help)");
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return cli_finish(0);
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("talon %s\n", TALON_VERSION_STRING);   /* CMake's project(VERSION) */
        return cli_finish(0);
    }
    for (int i = 0; i < N_COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) {
            cli_opts o;
            cli_parse(&COMMANDS[i], argc - 2, argv + 2, &o);
            return cli_finish(COMMANDS[i].run(&o));
        }
    cli_usage_error("unknown command '%s' (see talon --help)", argv[1]);
}
