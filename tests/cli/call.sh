# talon call: the equilibrium's calls beside the threshold models (the
# shipped solutions), where none is shipped, one bet size, French, and the
# options it would ignore refused with one line, exit 2.
. "$(dirname "$0")/lib.bash"

# Five players, model (a), against an opening by the third: the solved
# game's pure calling threshold beside each model cell, the 5-player pot
# file marked NOT converged, and the count of where the model stands.
run call --players 5 --opener 3 --model a
expect_rc 0
expect_err_empty
expect_out_line "Opener  Caller  *Equilibrium* (pot / half)"
expect_out_line "3       4           KK+ / JJ..QQ                 two pair / QQ           * / *"
desc="talon call: the equilibrium column is filled"
case "$out" in *"no solution"*|*"does not apply"*) ko "no shipped solution read" ;; *) ok ;; esac
expect_out_line "  equilibrium: the solved betting game *draw-5p-40-pot.tsf: * iterations, exploitability inside the abstraction [0-9-]*.[0-9][0-9][0-9]*, in the real game at least [0-9]*.[0-9][0-9][0-9] [[]*] (seat *)*"
expect_out_line "  against the equilibrium: the model's threshold is the equilibrium's class in * of 8 cells, *stronger (less often) in *;*"

# One size: the heading names it alone, the cell too.
run call --players 5 --opener 3 --position 5 --bet half --model a
expect_rc 0
expect_out_line "Opener  Caller  Opener's range (half)  Call with (half)  Equilibrium* (half)"
expect_out_line "3       5       JJ..QQ                 QQ                [0-9A-Za-z]*"

# No shipped solution at 52 cards for 4 players: the column says so, the
# table is printed, exit 0.
run call --players 4 --deck 52 --opener 2 --model a
expect_rc 0
expect_err_empty
expect_out_line "2       3           TT+ / 66..99                 draw / 77               no solution"
expect_out_line "  equilibrium: no shipped solution for 4 players at 52 cards (strategies/solved/draw-4p-52-pot.tsf)*"

# French: headings, notes, cells, the column.
run call --players 6 --opener 2 --position 4 --model a --lang fr --format md
expect_rc 0
expect_out_line "| Ouvreur | Suiveur | Éventail de l'ouvreur (pot / demi) | Suivre avec (pot / demi) | Équilibre* (pot / demi) |"
expect_out_line "| 2 | 4 | Tirage+ / Roi..As | Double paire / As | * / * |"
expect_out_line "- face à l'équilibre: le seuil du modèle est la classe de l'équilibre dans * cases sur 2*"
desc="talon call --lang fr: no English heading or note"
case "$out" in *"Calling"*|*"Opener"*|*" the "*|*"model a:"*) ko "English left" ;; *) ok ;; esac

# csv: the equilibrium's rows (model equilibrium, its class, the share).
run call --players 5 --opener 3 --model a --format csv
expect_rc 0
expect_out_line "deck,ace_low,players,model,opener,caller,bet,*,decided,frequency,headline"
expect_out_line "40,true,5,equilibrium,3,1,pot,,,*,true,,,,,,,,,,*"

# --model equilibrium in csv: tidy, raw values, the gain's interval as
# gain_ci_low, gain_ci_high, the exploitability's likewise (no display
# strings; clamped at 0, issue 24).
run call --players 5 --opener 3 --position 4 --model equilibrium --format csv
expect_rc 0
expect_out_line "players,deck,opener,caller,bet,threshold,frequency,dclass,gain,gain_ci_low,gain_ci_high,exploitability,exploitability_ci_low,exploitability_ci_high,headline"
expect_out_line "5,40,3,4,pot,*,*,*,*,*,*,*"
expect_out_line "5,40,3,4,half,*"
# and in json: the headline and notes, the facts as fields (issue 18).
run call --players 5 --opener 3 --position 4 --model equilibrium --format json
expect_rc 0
expect_out_line '{"title": "Equilibrium calls of an opening", "headline": "At 5 players (40 cards (5..A)), *", "players": 5, "deck": 40, "equilibrium": {"solution_pot": "strategies/solved/draw-5p-40-pot.tsf", "exploitability_pot": [0-9-]*.[0-9]*, "solution_half": "strategies/solved/draw-5p-40-half.tsf", "exploitability_half": [0-9-]*.[0-9]*, "converged": [ft]*, "converged_goal": 0.02}, "notes": {"rule": *'
# A pot-only --solution file: the caller's gain at half pot is '-' too.
run call --model equilibrium --solution "$SRC/strategies/solved/check-2p-32-pot.tsf"
expect_rc 0
expect_out_line "1       2     * -     * [0-9].[0-9]* \[*\] / -"

# Options it would ignore: refused, one line, exit 2.
usage_error call --players 5 --model a --trials 1000
usage_error call --players 5 --model a --seed 2
usage_error call --players 5 --model a,b --camouflage on
usage_error call --players 5 --model equilibrium --opener 3 --bet half
usage_error call --players 5 --model equilibrium --strategy standard
usage_error call --players 5 --model equilibrium --seed 2
usage_error call --model equilibrium --solution strategies/solved/check-2p-32-pot.tsf --deck 40
usage_error call --model equilibrium --solution strategies/solved/check-2p-32-pot.tsf --ace-low off
usage_error call --model equilibrium --solution strategies/solved/check-2p-32-pot.tsf --order archaic
usage_error call --model equilibrium --players 9
expect_err_line "talon: --players must be 2 to 8 for the solved game (--model equilibrium), not 9"
run call --players 5 --model equilibrium --opener 3 --bet half
expect_err_line "talon: --bet: talon call --model equilibrium reads the solved game's calls and would ignore it"
# What a model reads is taken.
run call --players 4 --opener 2 --model b --trials 300 --seed 2
expect_rc 0
finish
