/* cmd_drawn_hand.h - `talon drawn HAND`: every way to draw from one hand
 * (cmd_drawn_hand.c). */
#ifndef TALON_CMD_DRAWN_HAND_H
#define TALON_CMD_DRAWN_HAND_H

#include "cli.h"

int cmd_drawn_hand(const cli_opts *o);

#endif
