# talon pots: the side pots of the French hold'em rules page "Jouer au
# poker", more pot shapes, the betting
# rules (the "relance invalide" example), formats, and bad input.
. "$(dirname "$0")/lib.bash"

# "Jouer au poker", "Cas du tapis": blinds 10/20 (posted by two players who fold),
# A all-in 500, B all-in 1 000, C calls; no improvement: A > B > C.
run pots SB:1000:10:fold BB:1000:20:fold A:500:500 B:1000:1000 C:2000:1000 --blinds 10/20 --showdown A,B,C
expect_rc 0
expect_err_empty
expect_out_line "Main pot*1 530*500 × 3 + 30*A, B, C*A 1 530"
expect_out_line "Side pot 1*1 000*500 × 2*B, C*B 1 000"
expect_out_line "A*500*500*0*all-in*1 530*1 030*1 530"
expect_out_line "C*2 000*1 000*0*in*0*-1 000*1 000"
expect_out_has "odd chips: one at a time to the tied winners in seat order"

# C shoves for 2 000: the 1 000 nobody can match goes back to him.
run pots A:500:500 B:1000:1000 C:2000:2000 --showdown C,A,B
expect_rc 0
expect_out_has "uncalled: 1 000 returned to C"
expect_out_line "Main pot*1 500*C 1 500"
expect_out_line "Side pot 1*1 000*C 1 000"

# Three all-ins of different sizes and a split side pot with an odd chip.
run pots A:100:100 F:500:101:fold B:500:151 C:500:151 --showdown A,C=B
expect_rc 0
expect_out_line "Main pot*400*100 × 4*A, B, C*A 400"
expect_out_line "Side pot 1*103*51 × 2 + 1*B, C*B 52, C 51 (split, odd chips as stated)"

# Everyone else folded: no showdown needed.
run pots A:1000:20:fold B:1000:60
expect_rc 0
expect_out_has "uncalled: 40 returned to B"
expect_out_line "Main pot*40*B 40"

# Without --showdown the winners are left open; single-player pots are settled.
run pots A:100:100 B:500:300 C:500:200:fold
expect_rc 0
expect_out_line "Main pot*300*A, B  *showdown)"
expect_out_line "Side pot 1*200*B*B 200 (uncontested)"
expect_out_has "not given"

# The betting of "Jouer au poker", "relance invalide": blinds 5/10, A raises to 50,
# B all-in to 70 (+20 only), C calls: A may only call 20 or fold.
run pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C call"
expect_rc 0
expect_out_has "to act: A, who may fold, call 20; no raise: B's all-in raise of 20 was short of a full raise of 40"
expect_out_line "2*pre-flop*B*all-in: raises to 70 (+20, short of a full raise of 40: does not reopen the betting)*65*130"
expect_out_line "Main pot*150*50 × 3*B, C, A"
run pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C call, A raise 150"
usage_error pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C call, A raise 150"
expect_err_line "talon: --actions: action 4 is illegal: A raise 150: A may only call or fold*less than a full raise of 40*"
# Had C raised by 40 or more, A could raise again.
run pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C raise 110, A raise 200, C call" --showdown A,B,C
expect_rc 0
expect_out_line "3*pre-flop*C*raises to 110 (+40, a full raise)*"
expect_out_line "4*pre-flop*A*raises to 200 (+90, a full raise)*"
expect_out_line "Main pot*210*70 × 3*B, C, A*A 210"
usage_error pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C raise 100"
expect_err_line "*minimum raise is to 110*"
# Streets, French verbs, and the end of the hand.
run pots A:1000 B:1000 C:1000 --blinds 5/10 --actions "C suit, A suit, B parole / A mise 20, B couche, C relance 60, A suit / A parole, C tapis, A couche"
expect_rc 0
expect_out_has "nobody: the hand is over, C is the last player in"
expect_out_has "uncalled: 930 returned to C"
expect_out_line "Main pot*150*70 × 2 + 10*C*C 150"
usage_error pots A:1000 B:1000 C:1000 --blinds 5/10 --actions "A call"
expect_err_line "*it is C's turn*"
usage_error pots A:1000 B:1000 C:1000 --blinds 5/10 --actions "C call, A call / A check"
expect_err_line "*betting on pre-flop is not over, B is to act*"
usage_error pots A:1000 B:1000 --blinds 5/10 --actions "A call" --showdown A,B
expect_err_line "*the betting is not over, B is to act*"

# Formats.
run pots A:500:500 B:1000:1000 C:2000:1000 --showdown A,B,C --format csv
expect_rc 0
expect_out_line "pot,amount,level,made_of,eligible,winners"
expect_out_line "main,1500,500,500\*3+0,A;B;C,A:1500"
# One table a CSV stream (issue 18): the pots by default, another by --table.
grep -q "^player," "$tmp/out" && ko "the default csv holds the players table too" || ok
run pots A:500:500 B:1000:1000 C:2000:1000 --showdown A,B,C --format csv --table players
expect_rc 0
expect_out_line "player,stack,put_in,returned,status,won,net,final_stack"
grep -q "^pot," "$tmp/out" && ko "--table players holds the pots table too" || ok
run pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C call" --format csv --table actions
expect_rc 0
expect_out_line "n,street,player,kind,action,put,to,allin,pot"
expect_out_line '1,pre-flop,A,raise,"raises to 50 (+40, a full raise)",50,50,false,65'
run pots A:500:500 B:1000:500 --table list
expect_rc 0
expect_out_line "pots (main)"
usage_error pots A:500:500 B:1000:1000 --table actions
expect_err_line "talon: --table actions: the actions table replays --actions: give them"
usage_error pots A:500:500 B:1000:1000 --table all --format csv
usage_error pots A:500:500 B:1000:1000 --table bets
run pots A:500:500 B:1000:1000 C:2000:1000 --showdown A,B,C --format json
expect_out_has '"winners": "A:1500"'
expect_out_has '"unit": "chips", "players": 3, "showdown": true'
# French: the actions in French words, the data keep English keys.
run pots B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin" --lang fr --table actions
expect_rc 0
expect_out_has "à parler: C, qui peut passer, suivre 60, relancer de 110 à 1 000"
expect_out_line "1 *avant le flop *A *relance à 50 (+40, une relance complète)*"
run pots A:500:500 B:1000:1000 --format md
expect_out_has "| Pot |"

# Bad input: exit 2, one line on stderr, nothing on stdout.
usage_error pots A:-500:0 B:100:100                  # negative stack
expect_err_line "*stack '-500' must be a whole number*"
usage_error pots A:500:600 B:1000:100                # contribution above the stack
expect_err_line "*contribution 600 is more than the stack 500*"
usage_error pots A:500:500 B:1000:1000 --showdown A,D # unknown player
expect_err_line "talon: --showdown: unknown player 'D'"
usage_error pots A:500:500 B:1000:1000:fold C:100:100 --showdown A,B,C
expect_err_line "*B folded*"
usage_error pots A:500:500 B:1000:1000 C:100:100 --showdown A,B
expect_err_line "*C is still in the hand*"
usage_error pots A:500:500                           # one player
usage_error pots A:500:500 A:100:100                 # a name twice
usage_error pots A:500 B:100                         # no contribution, no actions
usage_error pots A:500:5 B:100:100 --blinds 10/20    # the blind not covered
usage_error pots A:500:500 B:1000:1000 --blinds 20/10
usage_error pots A:500:500 B:1000:1000 --blinds ten
usage_error pots A:500 B:100 --actions "A call"      # actions need blinds
usage_error pots A:500:100 B:100 --blinds 5/10 --actions "A call"
usage_error pots A:500 B:100 --blinds 5/10 --actions "A jump 50"
usage_error pots A:500:500:folded B:100:100
usage_error pots A:500:500:fold B:100:100:fold

run pots --help
expect_rc 0
expect_out_has "Usage: talon pots"
finish
