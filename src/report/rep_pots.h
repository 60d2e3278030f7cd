/* rep_pots.h - the report of `talon pots` (report layer): one no-limit
 * hand, as pots_replay (games/pots_replay.h) played it, laid out as tables:
 * the betting action by action (with what the player to act may do), the
 * main and side pots with who may win each and, after a showdown or a
 * walkover, who won what, and each player's chips, in English or French.
 * The caller (the CLI) parses the players, the blinds, the actions and the
 * showdown order and replays the hand; nothing here checks input, prints or
 * fails but by out_failed.
 */
#ifndef TALON_REP_POTS_H
#define TALON_REP_POTS_H

#include "out.h"
#include "pots_replay.h"

/* What the tables say besides the hand. */
typedef struct rep_pots_params {
    int lang;                    /* 0 English, 1 French */
    const char *showdown;        /* the showdown order as given ("A,B=C", the showdown note); NULL: none */
} rep_pots_params;

/* The tables, in the order of talon pots' --table names. */
enum rep_pots_table { REP_POTS_POTS, REP_POTS_PLAYERS, REP_POTS_ACTIONS, REP_POTS_NTABLES };

/* Build into tabs the tables of the hand h (pots_replay's, TALON_OK): with
 * which < 0, all that h makes in their printed order, the actions (when
 * h->betting), the pots, the players; else the one table `which` (enum
 * rep_pots_table; REP_POTS_ACTIONS only when h->betting).  Every table
 * carries the same JSON fields: the unit (chips), the players, the blinds
 * (when given: h->bb > 0) and whether the pots were awarded.  Returns the
 * number of tables built (out_init'd here, tabs[0..n-1]; the caller
 * out_frees them; REP_POTS_NTABLES are enough).  On an allocation failure a
 * table is out_failed. */
int rep_pots_tables(out_table *tabs, int which, const rep_pots_params *p, const pots_hand *h);

#endif
