# talon duel: the results sum to zero, the same bytes at --threads 1 and 2,
# a strategy file fixes the game, and bad input (unknown profile, missing
# solution file, wrong profile count, options contradicting the file): one
# line on stderr, exit 2, nothing on stdout.
. "$(dirname "$0")/lib.bash"

# Rule profiles only: the headline, the sum check, one row per profile.
run duel --players 4 --deck 32 article a a a --trials 20000 --seed 3
expect_rc 0
expect_err_empty
expect_out_line "One article player at a table of 3 a players * antes per 100 deals \[*\] (20 000 deals, seed 3)."
expect_out_line "  check: the results sum to * antes per 100 deals*"
expect_out_line "article  all (1) *"

# --quiet: the headline alone.
run duel --players 4 --deck 32 article a a a --trials 20000 --seed 3 --quiet
expect_rc 0
desc="talon duel --quiet: one line"
[ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && ok || ko "not one line"
expect_out_line "One article player at a table of 3 a players *"

# The same bytes at 1 and 2 threads.
run duel --players 4 --deck 32 --trials 70000 --threads 1 --format csv article b a article
one=$out
expect_rc 0
run duel --players 4 --deck 32 --trials 70000 --threads 2 --format csv article b a article
desc="talon duel: the same output at --threads 1 and 2"
[ "$out" = "$one" ] && ok || ko "outputs differ"

# The CSV rows sum to zero (antes per 100 deals, to 1e-6).
desc="talon duel: the profiles' results sum to 0"
awk -F, 'NR > 1 { s += $3 } END { exit !(s < 1e-6 && s > -1e-6) }' "$tmp/out" && ok || ko "sum not 0"

# A strategy file fixes the game: an empty one (no information set: every
# decision is the default, check or call) for 4 players at 32 cards.
run solve --players 4 --deck 32 --open-sizes 1 --raises 0 --draw fixed --iterations 16 --trials 64 --no-timing \
    --out "$tmp/eq4.txt"
expect_rc 0
run duel --solution "$tmp/eq4.txt" article equilibrium equilibrium --players 3 --trials 100
expect_rc 2
expect_err_line "talon: *eq4.txt was solved for another game: field 1: 'draw poker: 4 players' in the file, 'draw poker: 3 players' in the game asked"
run duel --solution "$tmp/eq4.txt" --deck 36 article equilibrium equilibrium equilibrium --trials 100
expect_rc 2
expect_err_line "talon: *eq4.txt was solved for another game: field 2: '32 cards' in the file, '36 cards' in the game asked"
run duel --solution "$tmp/eq4.txt" article equilibrium equilibrium equilibrium --trials 5000
expect_rc 0
expect_out_line "One article player at a table of 3 equilibrium players *"
expect_out_has "draw fixed by strategy article"

# Every deck of 20 to 52 cards that seats five cards a player (issue 24): at
# 20 cards (10..A) the article's 4-player row opens from 99, every pair there.
run duel --players 4 --deck 20 article a a a --trials 500
expect_rc 0
expect_out_line "One article player at a table of 3 a players *"

# Bad input.
usage_error duel --players 4 article nonsense a a
expect_err_line "talon: unknown profile 'nonsense'*"
usage_error duel --players 4 --deck 32 --solution /nonexistent/eq.txt article equilibrium
usage_error duel --players 4 --deck 32 --solution /nonexistent/eq.txt equilibrium
expect_err_line "talon: equilibrium: no solution file '/nonexistent/eq.txt'*"
usage_error duel --players 4 article a a
expect_err_line "talon: duel: 3 profiles for 4 players*"
usage_error duel --players 2 --deck 32 article a
expect_err_line "talon: the article's opening table has no row for 2 players*"
usage_error duel --players 8 --deck 36 a
expect_err_line "talon: 8 players need 40 cards*"
usage_error duel --players 5 --deck 20 a
expect_err_line "talon: 5 players need 25 cards, more than the 20 of the deck"
usage_error duel
# Refused as ignored: --solution when no seat plays the equilibrium (issue 18, item 3).
usage_error duel --players 2 --deck 32 a b --solution "$SRC/strategies/solved/check-2p-32-pot.tsf"
expect_err_line "talon: --solution is the file the profile 'equilibrium' plays, and no seat plays it*"
usage_error duel --players 2 --deck all a b
# French, and JSON fields.
run duel --players 2 --deck 32 a b --trials 1000 --lang fr
expect_rc 0
expect_out_line "Profil *Place *Antes/100 *IC bas *IC haut*"
expect_out_has "méthode: Monte-Carlo : 1 000 donnes"
run duel --players 2 --deck 32 a b --trials 1000 --format json
expect_rc 0
expect_out_has '"conventions": {"deck": 32, "ace_low": true, "order": "modern"}, "players": 2'
expect_out_has '"exact": false, "trials": 1000, "seed": 1, "ci_level": 0.95'

finish
