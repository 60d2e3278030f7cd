# pandas.read_csv with its defaults reads talon's CSV: talon freq --deck 32
# --format csv, talon drawn --table origins and talon open --table
# article-equilibrium in CSV, and every file of tables/generated/, with
# named columns.
# Uses Debian's pandas (apt-get install python3-pandas) through
# /usr/bin/python3, or TALON_PANDAS_PYTHON.  Without pandas the test is
# skipped (exit 77, ctest's SKIP_RETURN_CODE): it is not counted as passed.
. "$(dirname "$0")/lib.bash"

PY=${TALON_PANDAS_PYTHON:-/usr/bin/python3}
if ! "$PY" -c 'import pandas' 2>/dev/null; then
    echo "SKIP: no pandas for $PY (apt-get install python3-pandas)"
    exit 77
fi
# One Python process reads every file (pandas takes seconds to import):
# a line "FILE: reason" for each that fails, nothing for those that pass.
run freq --deck 32 --format csv
expect_rc 0
printf '%s\n' "$out" >"$tmp/freq.csv"
# a second table of a command, by --table (its column keys as the others:
# two_pair, not two-pair)
run drawn --deck 32 --table origins --format csv
expect_rc 0
expect_out_line "deck,ace_low,final,pat,quads,two_pair,draw,trips,pair,nothing"
printf '%s\n' "$out" >"$tmp/origins.csv"
run open --players 5 --model a --table article-equilibrium --format csv
expect_rc 0
printf '%s\n' "$out" >"$tmp/open-eq.csv"
"$PY" - "$tmp/freq.csv" "$tmp/origins.csv" "$tmp/open-eq.csv" "$SRC"/tables/generated/*.csv >"$tmp/pandas" 2>&1 <<'PYEOF'
import sys, pandas
for path in sys.argv[1:]:
    try:
        d = pandas.read_csv(path)
    except Exception as e:
        print("%s: %s" % (path, str(e).splitlines()[0]))
        continue
    bad = [c for c in d.columns if str(c).startswith("Unnamed") or str(c).startswith("#")]
    if bad or len(d.columns) < 2 or len(d) == 0:
        print("%s: columns %r, %d rows" % (path, list(d.columns), len(d)))
PYEOF
for f in "$tmp/freq.csv" "$tmp/origins.csv" "$tmp/open-eq.csv" "$SRC"/tables/generated/*.csv; do
    desc="pandas.read_csv($f) with named columns"
    why=$(grep -F "$f: " "$tmp/pandas")
    [ -z "$why" ] && ok || ko "$why"
done
desc="pandas ran"
grep -q Traceback "$tmp/pandas" && ko "$(cat "$tmp/pandas")" || ok
finish
