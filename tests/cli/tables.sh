# talon tables: the checked-in tables/generated/ and tables/REPORT.md are
# current (every job is exact or carries its seed and trials, so a re-run
# reproduces every file byte for byte).
. "$(dirname "$0")/lib.bash"

mkdir -p "$tmp/t"
desc="talon tables --out $tmp/t/generated"
"$TALON" tables --out "$tmp/t/generated" >"$tmp/out" 2>"$tmp/err"
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
expect_rc 0
expect_out_has "tables written to"
for f in "$tmp"/t/generated/*.csv; do
    name=$(basename "$f")
    desc="tables/generated/$name is current"
    if cmp -s "$f" "$SRC/tables/generated/$name"; then ok; else ko "differs from a fresh run (regenerate with scripts/run and review with git diff)"; fi
done
desc="tables/REPORT.md is current"
if cmp -s "$tmp/t/REPORT.md" "$SRC/tables/REPORT.md"; then ok; else ko "differs from a fresh run"; fi
n_new=$(ls "$tmp"/t/generated/*.csv | wc -l)
n_old=$(ls "$SRC"/tables/generated/*.csv | wc -l)
desc="no stale file in tables/generated"
[ "$n_new" = "$n_old" ] && ok || ko "$n_old checked-in files, $n_new generated"
finish
