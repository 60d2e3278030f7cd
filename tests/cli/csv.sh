# CSV output loads as one plain table: no comment line ('#'), a header of
# named columns, every row as wide as the header (Python's csv module, so
# quoted fields count right).  Checked on talon freq --format csv and on
# every checked-in file of tables/generated/ (whose provenance is in
# tables/REPORT.md, not in '#' lines).  pandas' own reader: tests/cli/pandas.sh.
. "$(dirname "$0")/lib.bash"

PY=${TALON_PYTHON:-python3}
check_csv() {   # FILE: prints nothing when the file is a plain table, else the reason
    "$PY" - "$1" <<'PYEOF'
import csv, sys
path = sys.argv[1]
with open(path, newline="", encoding="utf-8") as f:
    text = f.read()
lines = text.splitlines()
bad = [i + 1 for i, l in enumerate(lines) if l.startswith("#")]
if bad:
    print("line %d starts with '#'" % bad[0]); sys.exit(0)
if not lines:
    print("empty"); sys.exit(0)
rows = list(csv.reader(lines))
head = rows[0]
if any(not h.strip() for h in head) or len(set(head)) != len(head):
    print("header has an empty or repeated column name: %r" % head); sys.exit(0)
if any(h.replace(".", "", 1).isdigit() for h in head):
    print("header looks like data: %r" % head); sys.exit(0)
for i, r in enumerate(rows[1:], 2):
    if len(r) != len(head):
        print("row %d has %d fields, the header %d (a blank line or a second table?)" % (i, len(r), len(head)))
        sys.exit(0)
PYEOF
}

if ! command -v "$PY" >/dev/null; then
    echo "FAIL: no $PY to read the CSV"
    exit 1
fi

run freq --deck 32 --format csv
expect_rc 0
printf '%s\n' "$out" >"$tmp/freq.csv"
desc="talon freq --deck 32 --format csv is one plain table"
why=$(check_csv "$tmp/freq.csv")
[ -z "$why" ] && ok || ko "$why"

for f in "$SRC"/tables/generated/*.csv; do
    desc="tables/generated/$(basename "$f") is one plain table"
    why=$(check_csv "$f")
    [ -z "$why" ] && ok || ko "$why"
done

desc="tables/REPORT.md names the command of every generated CSV"
for f in "$SRC"/tables/generated/*.csv; do
    grep -q "generated/$(basename "$f")\` | \`talon " "$SRC/tables/REPORT.md" || { ko "no command for $(basename "$f")"; continue; }
    ok
done
finish
