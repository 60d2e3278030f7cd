# talon holdem: exact and Monte Carlo equities, ranges, short deck, and the input checks.
. "$(dirname "$0")/lib.bash"

# Two known hands preflop: exact, AKs vs QQ about 46% / 54%.
run holdem AsKs QdQc
expect_rc 0
expect_err_empty
expect_out_has "exact: 1 deal of the hands x 1 712 304 boards = 1 712 304 outcomes"
expect_out_line "*1*AsKs*46.214%*exact*46.018%*0.3932%"
expect_out_line "*2*QdQc*53.786%*exact*53.589%*0.3932%"

# AA vs KK: the published 81.9% / 18.1%; the exact share as a fraction.
run holdem AA KK --format csv
expect_rc 0
expect_out_line "player,hand,combos,equity,ci_low,ci_high,win,win_ci_low,win_ci_high,tie,tie_ci_low,tie_ci_high,exact,outcomes,wins,ties,share_num,share_den,headline"
expect_out_line "1,AA,6,0.8194*,true,61642944,*"
expect_out_line "2,KK,6,0.1805*,true,61642944,*"

# JSON: the method and the conventions as fields a program reads (issue 18, item 3).
run holdem AA KK --format json
expect_rc 0
expect_out_has '"conventions": {"deck": 52, "ace_low": true, "order": "modern"}'
expect_out_has '"players": 2, "street": "preflop", "exact": true, "notes"'
run holdem AA KK --trials 2000 --format json
expect_rc 0
expect_out_has '"exact": false, "trials": 2000, "seed": 1, "ci_level": 0.95'
expect_out_has '"ci_low": '

# --deck takes a size only: all and auto are refused, saying why (one line, exit 2).
usage_error holdem AsKs QdQc --deck all
expect_err_line "talon: --deck all does not fit 'holdem': *"
usage_error holdem AsKs QdQc --deck auto
expect_err_line "talon: --deck auto does not fit 'holdem': *"

# KK against three random hands: Monte Carlo, interval under 0.1 point wide.
run holdem KhKd random random random
expect_rc 0
expect_out_has "Monte Carlo:"
expect_out_has "seed 1, 95% intervals"
expect_out_line "*1*KhKd*58.*%*\[58.*%, 58.*%\]*"
run holdem KhKd random random random --format csv
expect_rc 0
width=$(awk -F, '$1 == 1 { print ($6 - $5 < 0.001) ? "narrow" : "wide" }' "$tmp/out")
[ "$width" = narrow ] && ok || ko "KK's interval is not under 0.1 point"

# Same seed and trials: the same output at 1 and 2 threads.
run holdem QQ+,AKs random random --trials 200000 --seed 5 --threads 1
expect_rc 0
one=$out
run holdem QQ+,AKs random random --trials 200000 --seed 5 --threads 2
[ "$out" = "$one" ] && ok || ko "output differs between 1 and 2 threads"
expect_out_has "200 000 trials, seed 5"

# A range against a random hand on a flop: exact.
run holdem QQ+,AKs random --board Qh7d2c
expect_rc 0
expect_out_has "exact:"
expect_out_has "board: Qh7d2c (flop)"
expect_out_line "*1*QQ+,AKs*19*83.043%*exact*"

# Dead cards, --players padding with random hands, French cards.
run holdem AsKs QdQc --dead 2c3c4c
expect_rc 0
expect_out_has "x 1 221 759 boards"
expect_out_has "dead: 4c3c2c"
run holdem AhKh --players 3 --trials 100000
expect_rc 0
expect_out_line "*3*random*1 225*"
run holdem RcRk DpDt
expect_rc 0
expect_out_line "*1*RcRk*"

# Short deck: 36 cards, flush over full, A-6-7-8-9 is a straight.
run holdem AsKd JcJd --board 6h7d8c9sQs --deck 36 --order flush-over-full
expect_rc 0
expect_out_line "*1*AsKd*100.000%*exact*"
run holdem AsKd JcJd --board 6h7d8c9sQs --deck 36 --order flush-over-full --ace-low off
expect_out_line "*2*JdJc*100.000%*exact*"

# Bad input: one line on stderr, exit 2, nothing on stdout.
usage_error holdem AsKsQs QdQc                       # three cards
usage_error holdem As QdQc                           # one card
usage_error holdem AsKs AsQd                         # a card in two hands
usage_error holdem AsKs QdQc --board AsQh7c          # a hand card on the board
usage_error holdem AsKs QdQc --dead Ks               # a hand card dead
usage_error holdem AsKs QdQc --board 2c3c4c --dead 2c
usage_error holdem AsKs QdQc --board 2c              # board of 1
usage_error holdem AsKs QdQc --board 2c3c            # board of 2
usage_error holdem AsKs QdQc --board 2c3c4c5c6c7c    # board of 6
usage_error holdem AsKs QQ --board QsQhQd            # range empty after card removal
usage_error holdem AA AA AA                          # no deal fits the three ranges
usage_error holdem AsKs --players 11                 # more than 10 players
usage_error holdem AA KK QQ JJ TT 99 88 77 66 55 44  # 11 hands
usage_error holdem AsKs QdQc KK --players 2
usage_error holdem QQ+,AKx random
usage_error holdem 22 QQ --deck 36                   # no deuces in 36 cards
usage_error holdem AsKs,2s3s QQ --deck 36
usage_error holdem random random random random random random random random --deck 20
run holdem AsKs QQ --board QsQhQd
expect_err_line "talon: hand 2 'QQ' is empty after card removal*"
run holdem AsKsQs QdQc
expect_err_line "talon: hand 1 'AsKsQs' has 3 cards*"
finish
