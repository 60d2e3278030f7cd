# talon bluff: the article's figures in the ante model, the optimal raise,
# the Monte Carlo check, the article table and its flags, formats, bad input.
. "$(dirname "$0")/lib.bash"

# A claimed 15% draw at a raise of two pots: bluff 7.5%, check 77.5%, a
# third of the bets are bluffs (ante model); the pot model's 2/5.
run bluff --claimed 0.15 --raise 2
expect_rc 0
expect_err_empty
expect_out_has "Bluff and raise: optimal strategies"
expect_out_line "ante *15.000%*10.000%*2.000*2.472*15.000%*7.500%*77.500%*33.333%*44.444%*"
expect_out_line "pot *15.000%*2.000*1.236*10.000%*75.000%*40.000%*"
expect_out_line "value *2.000*2.000*10.000%*75.000%*40.000%*33.333%*"
expect_out_line "vn1944 *22.222%*11.111%*2.000*2.000*11.111%*66.667%*33.333%*44.444%*+0.1111"
expect_out_has "raise: 2 pots, as given"
expect_out_has "Monte Carlo check of the formulas"
expect_out_has "1 000 000 deals per model, seed 1"
expect_out_line "ante *weak hand: bluff - check*0.00000*[-0.*, 0.*]*yes"
expect_out_line "ante *middling caller facing a bet: call - fold*0.00000*[-0.*, 0.*]*yes"
expect_out_line "vn1944 *bettor's hand alpha: bluff - check*0.00000*yes"
expect_out_has "supported: ante: 1, 2, 3; pot: none; value: 1; vn1944: 1, 2, 3"
expect_out_line "ante *2*bluff_frequency*0.15*2*7.500%*7.500%"
expect_out_line "pot *2*bluff_frequency*0.15*2*7.500%*10.000%*NOT SUPPORTED"
expect_out_line "pot *3*bluff_share*33.333%*40.000%*NOT SUPPORTED"
expect_out_line "vn1944 *2*bluff_frequency*n/a"
n=$(grep -c "yes$" "$tmp/out")
desc="talon bluff: every Monte Carlo check agrees"
[ "$n" = 29 ] && ok || ko "expected 29 agreeing checks, got $n"
grep -q "  no$" "$tmp/out" && ko "a Monte Carlo check disagrees" || ok

# The optimal raise at q = 10%: 2.47 pots (ante), 1.24 (pot), 2 (value).
run bluff --opp-win 0.10 strategies
expect_rc 0
expect_out_line "ante *15.000%*10.000%*2.472*2.472*"
expect_out_line "value *2.000*2.000*"
expect_out_has "ante regime: mixed: both sides indifferent; raise 2.472 pots is optimal at q = 0.1"
run bluff --opp-win 0.125 --model ante strategies
expect_out_line "ante *12.500%*2.000*2.000*"

# Formats: csv is one tidy table with full precision (the shortest digits that
# read back as the same double: 0.15, not 0.14999999999999999), json is valid.
run bluff --format csv --claimed 0.15 --raise 2
expect_rc 0
expect_out_line "model,title,pot_means,middle,claimed,opp_win,raise,optimal_raise,*,bluffs,checks,bluff_share,call,*,value,edge,headline"
expect_out_line "ante,*,2,0.15,0.1,2,2.4721359549995796,*,0.075,0.775,0.33333333333333*"
n=$(grep -c . "$tmp/out")
desc="talon bluff --format csv: header and 4 models"
[ "$n" = 5 ] && ok || ko "expected 5 lines, got $n"
run bluff check --format csv --model pot --trials 100000 --seed 3
expect_out_line "model,check,what,formula,mc,ci_low,ci_high,n,se,z,agrees"
expect_out_line "pot,bluff_gain,*,true"
run bluff article --format csv
expect_out_line "model,statement,figure,claimed,raise,opp_win,article,ours,relation,tolerance,supported,printed"
expect_out_line "value,1,optimal_raise,,,0.1,2,2,about,0.5,true,*"
expect_out_line "pot,3,bluff_share,,2,,0.3333333333333333,0.[34]*,about,*,false,*1/3 de bluff?"
run bluff --format json
expect_rc 0
desc="talon bluff --format json: three tables"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d) == 3' "$tmp/out" 2>/dev/null && ok || ko "not valid json"
run bluff --format md --model ante article
expect_out_has "| Model | # | Figure |"

# The same seed gives the same bits at any thread count.
run bluff check --format csv --model ante --trials 300000 --seed 9 --threads 1
one=$out
run bluff check --format csv --model ante --trials 300000 --seed 9 --threads 3
desc="talon bluff: identical at 1 and 3 threads"
[ "$one" = "$out" ] && ok || ko "output differs between 1 and 3 threads"
run bluff check --model vn1944 --precision 0.003
expect_rc 0
expect_out_has "(stopped by --precision 0.003)"

# Bad input: exit 2, nothing on stdout, one line on stderr.
usage_error bluff --claimed 1.5
expect_err_line "talon: --claimed must be a probability between 0 and 1, not 1.5*"
usage_error bluff --claimed -0.01
usage_error bluff --opp-win 1.01
expect_err_line "talon: --opp-win must be a probability between 0 and 1*"
usage_error bluff --opp-win -1
usage_error bluff --raise -2
expect_err_line "talon: --raise must be a non-negative number of pots, not -2*"
usage_error bluff --raise abc
usage_error bluff --raise inf
usage_error bluff --claimed nan
usage_error bluff --model kuhn
usage_error bluff --model vn1944 --opp-win 0.1
usage_error bluff --opp-win 0
expect_err_line "talon: *unbounded*give --raise R"
usage_error bluff nosuchtable
usage_error bluff all --format csv
usage_error bluff --trials 0
usage_error bluff --deck 32
usage_error bluff --claimed
# Options the run would ignore are refused (issue 18, item 3).
usage_error bluff strategies --trials 1000
expect_err_line "talon: --trials sets the Monte Carlo check, and the table 'strategies' has none (give check or all)"
usage_error bluff --format csv --seed 3
usage_error bluff --model equilibrium --claimed 0.2
expect_err_line "talon: --model equilibrium reads the solved draw game: --claimed does not apply*"
usage_error bluff --model equilibrium --raise 2
usage_error bluff --deck all
expect_err_line "talon: --deck all does not fit 'bluff': *"
# --table as for pots and stud; list; one table a CSV stream.
run bluff --table list
expect_rc 0
expect_out_line "strategies (main)"
run bluff --table check --trials 2000 --format csv
expect_rc 0
expect_out_line "model,check,what,formula,mc,ci_low,ci_high,n,se,z,agrees"
usage_error bluff check --table check
usage_error bluff --table all --format csv
# JSON fields; French words for the library's rows.
run bluff check --trials 2000 --format json
expect_rc 0
expect_out_has '"exact": false, "trials": 2000, "seed": 1, "ci_level": 0.95'
run bluff --format json --model pot strategies
expect_rc 0
expect_out_has '"claimed": 0.15, "opp_win": 0.1, "raise_unit": "x pot (the model'"'"'s pot)"'
run bluff check --trials 2000 --lang fr --model pot
expect_rc 0
expect_out_line "pot *bluffs par donne *"
expect_out_has "résultat net du miseur par donne"
run bluff --model equilibrium --trials 2000 --lang fr
expect_rc 0
expect_out_line "À 2 joueurs (32 cartes (7..A)), en ouvrant au pot, *"
run bluff --model equilibrium --trials 2000 --format csv
expect_rc 0
expect_out_line "solution,what,seat,drawn,size,p,ci_low,ci_high,half_width,n,headline"
# json: the headlines and notes of the text, the facts as fields (issue 18).
run bluff --model equilibrium --trials 2000 --format json
expect_rc 0
expect_out_line '{"title": "Equilibrium bluffing after the draw", "headline": "At 2 players (32 cards (7..A)), opening at pot, * At 2 players (32 cards (7..A)), opening at half pot, *", "players": 2, "deck": 32, *'
expect_out_has '"equilibrium": {"solution_pot": "strategies/solved/draw-2p-32-pot.tsf", "exploitability_pot": '
expect_out_has '"article": {"bluff_share": 0.333333}, "notes": {"article": "the article \"Poker fermé\" ('
usage_error bluff --model equilibrium --players 9
expect_err_line "talon: --players must be 2 to 8 for the solved game (--model equilibrium), not 9"
usage_error bluff --model equilibrium --solution "$SRC/strategies/solved/check-2p-32-pot.tsf" --deck 40
expect_err_line "talon: --deck: the --solution file has its own deck (leave --deck out)"
# The article is named, with its transcription, not a file a clone lacks.
run bluff --trials 2000
expect_rc 0
expect_out_line '  source: the article "Poker fermé" (French Wikipedia), "Bluff et relance" and its notes 5-6, transcribed in tables/article/bluff.csv'
run bluff --model equilibrium --trials 2000
expect_rc 0
expect_out_line '  article: the article "Poker fermé" ("Bluff et relance", tables/article/bluff.csv): *'
case "$out" in *sources/0*) ko "sources/ named" ;; *) ok ;; esac

finish
