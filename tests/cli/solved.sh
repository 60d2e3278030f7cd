# The shipped solutions (strategies/solved, issue 16): scripts/solve's short
# check file is reproduced byte for byte (same talon, same seed: the full
# files take minutes each and are reviewed with git diff instead); every
# shipped file loads and answers --model equilibrium; errors are one line,
# exit 2.
. "$(dirname "$0")/lib.bash"

# A short run of scripts/solve gives the checked-in file again.
desc="scripts/solve check-2p-32-pot reproduces strategies/solved/check-2p-32-pot.txt"
if bash "$SRC/scripts/solve" --talon "$TALON" --out "$tmp/solved" check-2p-32-pot 2>"$tmp/err" &&
    cmp -s "$tmp/solved/check-2p-32-pot.txt" "$SRC/strategies/solved/check-2p-32-pot.txt"; then
    ok
else
    ko "differs: $(diff "$tmp/solved/check-2p-32-pot.txt" "$SRC/strategies/solved/check-2p-32-pot.txt" 2>&1 | head -5)"
fi

# Every shipped file is one talon reads.
for f in "$SRC"/strategies/solved/draw-*.txt; do
    [ -e "$f" ] || continue
    run open --model equilibrium --solution "$f" --trials 200
    expect_rc 0
    expect_out_has "Equilibrium opening thresholds"
done

# The check file answers the three commands.
chk="$SRC/strategies/solved/check-2p-32-pot.txt"
run open --model equilibrium --solution "$chk"
expect_rc 0
expect_out_line "At 2 players (32 cards (7..A)), the solved game opens*"
run call --model equilibrium --solution "$chk"
expect_rc 0
expect_out_line "Equilibrium calls of an opening, 2 players*"
run bluff --model equilibrium --solution "$chk" --trials 20000
expect_rc 0
expect_out_line "*bets after the draw are bluffs*the article says a third."

# Errors: an unknown model, a missing file, a file that is no solution,
# --solution without the model.
usage_error open --model equilibrum
usage_error bluff --model equilibrum
usage_error open --model equilibrium --solution "$tmp/none.txt"
usage_error bluff --model equilibrium --solution "$SRC/strategies/README.md"
usage_error call --solution "$chk"
usage_error open --model equilibrium --players 3
finish
