# Monte Carlo runs are reproducible: the same seed and trials print the same
# bytes at any thread count; another seed prints other figures.
. "$(dirname "$0")/lib.bash"

run freq --deck 32 --trials 1000000 --seed 11 --threads 1 --format csv
expect_rc 0
one=$out
run freq --deck 32 --trials 1000000 --seed 11 --threads 2 --format csv
two=$out
run freq --deck 32 --trials 1000000 --seed 11 --threads 3 --format csv
three=$out
desc="threads 1, 2, 3 give identical output"
[ "$one" = "$two" ] && [ "$one" = "$three" ] && ok || ko "outputs differ"
run freq --deck 32 --trials 1000000 --seed 12 --threads 2 --format csv
desc="another seed gives other figures"
[ "$one" != "$out" ] && ok || ko "same output for seeds 11 and 12"

# Every Monte Carlo figure comes with its interval and trial count.
run freq --deck 52 --trials 200000 --seed 3
expect_out_has "200 000 hands dealt, seed 3"
expect_out_line "Pair*\[*%, *%\]*"

# Precision mode stops by itself and says so.
run freq --deck 40 --precision 0.002 --seed 5
expect_rc 0
expect_out_has "stopped by --precision"

# A trial cap reached before the precision: said so, not "stopped by --precision".
run freq --deck 52 --trials 1000 --precision 0.01 --seed 1
expect_rc 0
expect_out_has "(--precision 0.01 not reached: stopped at the trial cap)"
finish
