# talon stud: Cyber Stud Poker under optimal play, exact and Monte Carlo,
# paytable files, formats, and bad input.
. "$(dirname "$0")/lib.bash"

# One exact run (a few seconds) with a Monte Carlo run beside it.
run stud --exact --trials 100000 --seed 4
expect_rc 0
expect_err_empty
expect_out_line "  house edge: 5.2243% of the ante (2.555?% of the average total bet of 2.0445 antes)"
expect_out_line "  method: exact: all 19 933 230 517 200 deals*"
expect_out_line "  time: * s exact (* s tables + * s counting) on * thread*"
expect_out_line "  monte carlo: *% of the ante, 95% interval \[*%, *%\] from 100 000 deals (seed 4)"
expect_out_has "agreement: the exact edge is inside the Monte Carlo interval"
expect_out_line "Fold*47.775%*-1*-0.477745"
expect_out_line "Dealer does not qualify*22.738%*+1*+0.227385"
expect_out_line "Win with royal flush (100 to 1)*0.00008408%*+201*+0.000169"
expect_out_line "Total*100.000%*-0.052243"
expect_out_has "pair or better: always raise"
expect_out_has "below ace-king: always fold"
expect_out_has "thresholds: never raise below AK432; always raise from AKQJ2 up"
expect_out_line "Ace-king high*6.436%*36.406%*-0.9619"
expect_out_line "Q*100.000%*0.000%"
expect_out_has "break-even jackpot: 218 047"

# Monte Carlo alone: the edge with its interval; identical at 1 and 2 threads.
run stud --trials 50000 --seed 9 --threads 1 --format csv
expect_rc 0
expect_out_line "outcome,probability,net,return,headline"
cp "$tmp/out" "$tmp/one"
run stud --trials 50000 --seed 9 --threads 2 --format csv
cmp -s "$tmp/out" "$tmp/one" && ok || ko "csv differs between 1 and 2 threads"
run stud --trials 50000 --seed 9
expect_out_line "  house edge: *% of the ante, 95% interval \[*%, *%\] from 50 000 deals (seed 9)"
expect_out_line "  method: Monte Carlo: random deals*"

# Paytable files and the jackpot.
run stud --paytable "$SRC/paytables/jackpot-100-75-50.txt" --jackpot 250000 --trials 20000
expect_rc 0
expect_out_has "break-even jackpot: 263 205"
expect_out_has "at jackpot: 250 000: expected value -0.0386 per unit"
expect_out_line "Full house*0.1441%*75*0.1080"
run stud --paytable standard --raise-antes 3 --trials 20000 --format json
expect_rc 0
expect_out_has '"game": "52 cards; ante 1, raise 3 antes;'
run stud --lang fr --trials 20000 --format md
expect_out_has "| Issue |"
expect_out_has "Gagne avec quinte flush royale"
expect_out_has "- méthode: Monte-Carlo : donnes au hasard"
expect_out_has "| Main | Probabilité | Relancée |"
# one French word for the full house (talon's category name), one way to
# write a percentage (no space, as the tables: 5.2243%)
expect_out_has "couleur, main pleine, carré"
desc="stud --lang fr: no ' %' after a number, no 'full'"
printf '%s\n' "$out" | grep -v "à 95 %" | grep -q '[0-9] %\|full' && ko "$(printf '%s\n' "$out" | grep '[0-9] %\|full' | head -2)" || ok

# --table (issue 18, item 3): one table a CSV stream, the main one by default;
# list names them; a table this run does not make, or all in CSV, is refused.
run stud --trials 2000 --format csv
expect_rc 0
[ "$(grep -c '^outcome,probability' "$tmp/out")" = 1 ] && ! grep -q '^hand,' "$tmp/out" && ok || ko "csv holds more than the main table"
run stud --format csv --table jackpot --jackpot 250000
expect_rc 0
expect_out_line "hand,probability,pays,return"
# Options the chosen table would ignore are refused (one line, exit 2).
usage_error stud --trials 2000 --format csv --table jackpot
usage_error stud --jackpot 250000 --format csv
usage_error stud --jackpot 250000 --table strategy
usage_error stud --exact --trials 2000 --table strategy
run stud --table list
expect_rc 0
expect_out_line "outcomes (main)"
expect_out_line "ace-king"
usage_error stud --trials 2000 --table ace-king
expect_err_line "talon: --table ace-king: the ace-king table comes from the exact count*"
usage_error stud --format csv --table all
usage_error stud --table nosuch
expect_err_line "talon: --table must be outcomes, strategy, ace-king, jackpot, all or list, not 'nosuch'"
usage_error stud --seed 3
# JSON: the edge as a number, the method as fields.
run stud --trials 2000 --format json --table outcomes
expect_rc 0
expect_out_has '"house_edge": '
expect_out_has '"mc_house_edge_ci_low": '
expect_out_has '"exact": false, "monte_carlo": {"trials": 2000, "seed": 1, "ci_level": 0.95}'

# Bad paytables: exit 2, one line naming the file (and the line), nothing on stdout.
printf 'high_card 1\npair -1\n' >"$tmp/neg.txt"
usage_error stud --paytable "$tmp/neg.txt"
expect_err_line "talon: paytable '*neg.txt' line 2: row 'pair': negative value '-1'"
printf 'high_card 1\npair 1\ntwo_pair 2\n' >"$tmp/short.txt"
usage_error stud --paytable "$tmp/short.txt"
expect_err_line "talon: paytable '*short.txt': row 'trips' is missing*"
printf 'high_card 1\nace_king 1\n' >"$tmp/key.txt"
usage_error stud --paytable "$tmp/key.txt"
expect_err_line "*line 2: unknown row 'ace_king'*"
printf '[raise]\npair 1\npair 2\n' >"$tmp/dup.txt"
usage_error stud --paytable "$tmp/dup.txt"
usage_error stud --paytable "$tmp/no-such-file.txt"
expect_err_line "talon: paytable '*no-such-file.txt': No such file or directory"
usage_error stud --paytable ""
usage_error stud --raise-antes 0
usage_error stud --raise-antes -2
usage_error stud --raise-antes two
usage_error stud --raise 2            # --raise is in pots everywhere: stud names its unit
expect_err_line "talon: talon stud's raise is in antes: give --raise-antes R (--raise is a number of pots, as in talon bluff)"
usage_error stud --jackpot -5
usage_error stud --exact=yes
expect_err_line "talon: option '--exact' takes no value"
usage_error stud --trials 0
usage_error stud --seed 3
usage_error stud extra

run stud --help
expect_rc 0
expect_out_has "Usage: talon stud"
expect_out_has "--exact "
finish
