# peer_bench.sh - the like-for-like harness (bench/peers/peer_bench.cpp) built
# with talon alone, as the test build makes it: it runs, lists its paths, its
# checksums agree between talon's rows on every path, the enumerations visit
# C(deck, k) hands, every code placement is timed, and bad options get one
# line and status 2.  (Rates are not checked: timing lives in the harness.)
# Run by ctest as: bash peer_bench.sh /path/to/peer_bench /path/to/source
. "$(dirname "$0")/../cli/lib.bash"

run --list
expect_rc 0
expect_err_empty
expect_out_line "talon idx7 idx5 mask7 enum7 enum5 batch7"
expect_out_line "talon-ids idx7 idx5 mask7 enum7 enum5"
expect_out_line "talon-sum-ids enum7 enum5"

run --help
expect_rc 0
expect_out_line "usage: peer_bench *"
expect_out_line "paths: idx7 idx5 mask7 enum7 enum5 batch7"

# every path, CSV: talon's rows agree on each path's checksum (the batch row
# with idx7's), talon-ids' paired ratio to itself is 1, the enumerations of
# the first 12 cards visit C(12, 7) = C(12, 5) = 792 hands
run --reps 4 --hands 4096 --deck 12 --format csv
expect_rc 0
expect_err_empty
expect_out_line "path,evaluator,hands,mhands_median,*,checksum,raw_sum"
rows=$(grep -c '^[a-z0-9]*,talon' "$tmp/out")
[ "$rows" = 14 ] && ok || ko "$rows talon rows, expected 14 (idx7 idx5 mask7 batch7: 2 each, enum7 enum5: 3 each)"
bad=$(awk -F, 'NR > 1 { p = ($1 == "batch7") ? "idx7" : $1; if (p in ck && ck[p] != $(NF - 1)) print $1 " " $2; ck[p] = $(NF - 1) }' "$tmp/out")
[ -z "$bad" ] && ok || ko "checksums differ from the path's first row: $bad"
awk -F, '$1 ~ /^enum/ && $3 != 792 { exit 1 }' "$tmp/out" && ok || ko "an enumeration did not visit 792 hands"
awk -F, '$2 == "talon-ids" && ($10 != "1.0000" || $11 != "1.0000" || $12 != "1.0000") { exit 1 }' "$tmp/out" &&
    ok || ko "talon-ids' paired ratio to itself is not 1"
awk -F, 'NR > 1 && ($4 <= 0 || $NF == 0) { exit 1 }' "$tmp/out" && ok || ko "a row with no rate or a zero sum"

# markdown: the table by placement, a column a placement; none with one
run --reps 8 --hands 2048 --deck 12 --paths idx5,enum5
expect_rc 0
expect_out_has "repetition r at code placement r mod 8"
expect_out_line "| path | evaluator | +0 | +8 | +16 | +24 | +32 | +40 | +48 | +56 |"
expect_out_line "| enum5 | talon-ids | *.* | *.* | *.* | *.* | *.* | *.* | *.* | *.* |"
run --reps 4 --hands 2048 --deck 12 --paths idx5 --placements 4
expect_rc 0
expect_out_line "| path | evaluator | +0 | +16 | +32 | +48 |"
run --reps 2 --hands 2048 --deck 12 --paths idx5 --placements 1
expect_rc 0
case "$out" in *"By code placement"*) ko "a placement table with one placement" ;; *) ok ;; esac

# one path once (what callgrind runs): the walk's ids and eval_fast_hand's
# ids sum alike
run --path enum5 --eval talon-ids --deck 12
expect_rc 0
expect_out_line "enum5 talon-ids hands 792 sum *"
walk=${out##* }
run --path enum5 --eval talon-sum-ids --deck 12
expect_rc 0
[ "${out##* }" = "$walk" ] && ok || ko "talon-sum-ids' sum ${out##* } differs from the walk's $walk"

# bad input: one line, status 2
for args in "--reps 0" "--placements 9" "--placements 3" "--paths idx7,nope" "--format xml" "--hands" "--bogus 1" \
    "--path idx7 --eval OMPEval" "--path nope --eval talon" "--path idx7 --eval talon-sum-ids"; do
    # shellcheck disable=SC2086
    run $args
    expect_rc 2
    expect_out_empty
    expect_err_line "peer_bench: *"
done
finish
