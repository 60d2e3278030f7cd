# talon open and talon call: the article's table beside the models, the
# model stated in the help, reproducibility, and the input checks.
. "$(dirname "$0")/lib.bash"

# Five players, model (a): the article's arithmetic, exact.
run open --players 5 --model a
expect_rc 0
expect_err_empty
expect_out_has "Opening thresholds at pot / half pot, 5 players, 40 cards (5..A)"
expect_out_line "1st       draw / AA  draw / AA       a / a"
expect_out_line "3rd       AA / JJ    KK / JJ         - / a"
expect_out_line "  passers: each earlier player holds a hand he would not open with at half pot*"
expect_out_line "  article: *cells where a model gives the article's threshold, of 10: (a) 6"

# Each column with its own passers: the article's third position, aces / jacks.
run open --players 5 --model a --passers column
expect_rc 0
expect_out_line "3rd       AA / JJ    AA / JJ         a / a"

# Callers make the pot pay more: the levels fall, so do the thresholds.
run open --players 5 --model a --callers 1
expect_rc 0
expect_out_line "  level: open when P(win) >= B/(M*K = 1 callers*0.3333 at pot, 0.2500 at half pot*"
expect_out_line "5th       QQ / 88    77 / 66 *"

# French names, and the tidy csv.
run open --players 4 --model a --lang fr
expect_rc 0
expect_out_line "3e        As / Valet    Roi / Valet            - / a"
run open --players 5 --model a --format csv
expect_rc 0
expect_out_line "deck,ace_low,order,players,position,bet,model,threshold,reachable,exceptions,win,ci_low,ci_high,deals,weaker,weaker_win,weaker_ci_low,weaker_ci_high,weaker_deals,level,decided,article,fits"
expect_out_line "40,true,modern,5,3,pot,a,KK,true,,0.5475*,QQ,0.4536*,AA,false"
expect_out_line "40,true,modern,5,3,pot,a-exact,KK,true,*"

# Monte Carlo models: the same bytes at one and two threads.
run open --players 4 --model b,c --trials 3000 --seed 5 --threads 1 --format csv
expect_rc 0
one=$out
run open --players 4 --model b,c --trials 3000 --seed 5 --threads 2 --format csv
expect_rc 0
desc="talon open: one thread and two give the same csv"
[ "$one" = "$out" ] && ok || ko "outputs differ"
expect_out_line "32,true,modern,4,1,pot,b,*,true,*"
expect_out_line "32,true,modern,4,1,half,c,*,true,*"

# A deck that is not the article's: no comparison.
run open --players 4 --deck 52 --model a
expect_rc 0
expect_out_has "not compared: the article's table for 4 players uses 32 cards"

# The model is stated in the help.
run open --help
expect_rc 0
expect_out_has "P(win) >= B/(M+B)"
expect_out_has "may call: he is an opponent, conditioned on having passed"

# talon call: against the third of five, model (a).
run call --players 5 --opener 3 --model a
expect_rc 0
expect_out_has "Calling an opening, model (a), 5 players, 40 cards (5..A)"
expect_out_line "3       1 (passed)  KK+ / JJ..QQ                 never / QQ"
expect_out_line "3       5           KK+ / JJ..QQ                 two pair / QQ"
run call --players 5 --opener 3 --position 5 --bet half --model a --format csv
expect_rc 0
expect_out_line "40,true,5,a,3,5,half,JJ..QQ,nothing+,QQ,true,,0.75,0.75,0.75,JJ,0.25,*"

usage_error open --players 3
usage_error open --players 9
usage_error open --players 8 --deck 32
usage_error open --model z
usage_error open --model a,x
usage_error open --passers some
usage_error open --callers -1
usage_error open --callers 8
usage_error open --bet pot
usage_error call
usage_error call --players 5 --position 6
usage_error call --players 5 --opener 2 --position 2
usage_error call --players 5 --bet third
finish
