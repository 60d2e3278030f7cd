# talon equity: the models, the article's figures beside ours, CSV, thread
# invariance and the input checks.
. "$(dirname "$0")/lib.bash"

# Default: 4 players, the article's 32 cards, before the draw only.
run equity --trials 100000 --seed 3
expect_rc 0
expect_err_empty
expect_out_has "Win probability before the draw, 4 players, 32 cards (7..A)"
expect_out_has "100 000 deals, seed 3"
expect_out_line "Three of a kind*%*%*\[*%, *%\]*70%*"
expect_out_line "  AA *%*"
desc="no after-draw table without --after-draw"
case "$out" in *"after the draw"*) ko "after-draw table printed" ;; *) ok ;; esac

# --after-draw: the three after-draw models; the article's second-round figures.
run equity --players 4 --after-draw --trials 30000 --seed 3
expect_rc 0
expect_out_has "Win probability after the draw (the hand always plays), 4 players"
expect_out_has "Win probability after the draw (everybody plays), 4 players"
expect_out_has "Win probability at the second round (by the hand after the draw), 4 players"
expect_out_line "  pair, unimproved*9%*"
expect_out_has "strategy: article (--strategy)"

# CSV: the stated columns, one header, deck auto from the players.
run equity --players 8 --after-draw --trials 20000 --format csv
expect_rc 0
expect_out_line "deck,ace_low,players,model,category,win,tie,article,share,ci_low,ci_high,tie_ci_low,tie_ci_high,hands,trials,article_low,article_high,fits,headline"
expect_out_line "52,true,8,before_draw,straight_flush,*,*,0.9998,*,*,*,*,*,*,20000,0.9998,0.9998,*"
expect_out_line "52,true,8,after_draw,quads,*,*,0.995,*,0.995,0.995,*"
expect_out_line "52,true,8,second_round,trips,*,*,0.71,*,0.71,0.71,*"
expect_out_line "52,true,8,after_draw_all,pair,*,*,,*,0.2,0.25,*"
desc="one CSV header for the four models"
[ "$(grep -c '^deck,' "$tmp/out")" = 1 ] && ok || ko "header count"

# The same bytes at 1, 2 and 3 threads.
run equity --players 5 --after-draw --trials 40000 --seed 9 --threads 1 --format csv
one=$out
run equity --players 5 --after-draw --trials 40000 --seed 9 --threads 2 --format csv
two=$out
run equity --players 5 --after-draw --trials 40000 --seed 9 --threads 3 --format csv
desc="threads 1, 2, 3 give identical output"
[ "$one" = "$two" ] && [ "$one" = "$out" ] && ok || ko "outputs differ"

# Another deck, strategy and language.
run equity --players 3 --deck 52 --strategy standard --after-draw --trials 20000 --lang fr
expect_rc 0
expect_out_has "Espérance de gain avant l'échange, 3 joueurs, 52 cartes (2..A)"
expect_out_has "stratégie: standard"
expect_out_line "  méthode: Monte Carlo : 20 000 donnes*"
expect_out_line "Main*Gagne*Partage*Part*Mains*Intervalle à 95 %*Article*Accord"
case "$out" in *"method:"*) ko "stdout has English 'method:'" ;; *) ok ;; esac

expect_out_has "Brelan"

# JSON fields; CSV intervals named ci_low, ci_high
run equity --players 4 --trials 2000 --format json
expect_rc 0
expect_out_has '"exact": false, "trials": 2000, "seed": 1, "ci_level": 0.95'
expect_out_has '"ci_low": '
# a strategy without --after-draw would be ignored: refused
usage_error equity --players 4 --strategy standard
usage_error equity --players 4 --camouflage on
usage_error equity --players 7 --deck 32        # 35 cards from 32
usage_error equity --players 11
usage_error equity --after-draw=yes             # on or off, or nothing
usage_error equity --strategy nosuchpreset
usage_error equity --deck 30
usage_error equity KK                           # no positional argument
finish
