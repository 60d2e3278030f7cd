# Output files of every kind (issue 24): `talon solve --out X` for X a
# regular file, a new name, a symbolic link (dangling or not), a FIFO, a
# character device (/dev/null and /dev/full, or as root copies of them made
# by mknod), a directory, a path in a read-only folder or under a regular
# file; `talon tables --out` naming a file, a report that cannot be written,
# and Ctrl-C on a terminal.  After each run, the target's kind and content:
# a special file is never replaced by a regular one, a link stays a link, a
# refused path is refused before the run (exit 2), a failed write is one
# line and exit 1; and no temporary file is left.
. "$(dirname "$0")/lib.bash"

# Every run goes through `timeout`: a FIFO that is never opened by talon
# would otherwise block its reader, and talon one without a reader.
REAL=$TALON
TALON_TIMEOUT=20
work=$tmp/w
mkdir "$work"

solve() { run solve --game kuhn --iterations 1000 --no-timing "$@"; }
same_as_ref() {   # same_as_ref FILE: FILE holds what a regular --out holds
    cmp -s "$1" "$work/ref.txt" && ok || ko "$1 differs from the regular --out file"
}

solve --out "$work/ref.txt"
expect_rc 0
expect_err_empty
desc="a regular --out holds a strategy file (whatever its format)"
[ -s "$work/ref.txt" ] && ok || ko "no strategy file"

# A regular file: replaced (a new inode), its mode kept.
printf 'old\n' >"$work/reg.txt"
chmod 640 "$work/reg.txt"
solve --out "$work/reg.txt"
expect_rc 0
same_as_ref "$work/reg.txt"
desc="a replaced file keeps its mode"
[ "$(stat -c %a "$work/reg.txt")" = 640 ] && ok || ko "mode $(stat -c %a "$work/reg.txt")"

# A symbolic link: its target is written, the link stays; a dangling link
# creates its target.
printf 'old\n' >"$work/target.txt"
ln -s target.txt "$work/link"
solve --out "$work/link"
expect_rc 0
desc="--out a symlink"
[ -L "$work/link" ] && [ "$(readlink "$work/link")" = target.txt ] && ok || ko "the link was replaced"
same_as_ref "$work/target.txt"
ln -s made.txt "$work/dangling"
solve --out "$work/dangling"
expect_rc 0
desc="--out a dangling symlink"
[ -L "$work/dangling" ] && ok || ko "the link was replaced"
same_as_ref "$work/made.txt"

# A FIFO: written through to its reader, still a FIFO.
mkfifo "$work/fifo"
cat "$work/fifo" >"$work/fifo.got" &
reader=$!
solve --out "$work/fifo"
expect_rc 0
expect_err_empty
# the reader ends with talon's writing; one still waiting after 5 s (a talon
# that never opened the FIFO, or replaced it) is ended
for _ in $(seq 50); do kill -0 "$reader" 2>/dev/null || break; sleep 0.1; done
kill "$reader" 2>/dev/null
wait "$reader"
desc="--out a FIFO"
[ -p "$work/fifo" ] && ok || ko "the FIFO was replaced"
same_as_ref "$work/fifo.got"

# Character devices.  As root, copies made by mknod here (a talon that
# renamed over the node would otherwise replace the machine's own
# /dev/null); a user writes the real ones (which he cannot replace).
device() {   # device DEV NAME: prints the node to write, or nothing
    [ -c "$1" ] || return 0
    if [ "$(id -u)" != 0 ]; then
        echo "$1"
    elif mknod "$work/$2" c "$((16#$(stat -c %t "$1")))" "$((16#$(stat -c %T "$1")))" 2>/dev/null; then
        echo "$work/$2"
    fi
}
same_device() {   # same_device NODE DEV: NODE is still a character device with DEV's numbers
    [ -c "$1" ] && [ ! -L "$1" ] && [ "$(stat -c %t:%T "$1")" = "$(stat -c %t:%T "$2")" ] && ok ||
        ko "$1 is no longer the device"
}
null=$(device /dev/null null)
if [ -n "$null" ]; then
    solve --out "$null"
    expect_rc 0
    expect_err_empty
    desc="--out $null"
    same_device "$null" /dev/null
fi
# The write fails after the run: exit 1, one line, nothing on stdout, the
# device still a device (also through a link to it).
full=$(device /dev/full full)
if [ -n "$full" ]; then
    solve --out "$full"
    expect_rc 1
    expect_out_empty
    expect_err_line "talon: cannot write $full: No space left on device"
    desc="--out $full"
    same_device "$full" /dev/full
    ln -s "$full" "$work/full-link"
    solve --out "$work/full-link"
    expect_rc 1
    expect_err_line "talon: cannot write $work/full-link: No space left on device"
    desc="--out a link to $full"
    [ -L "$work/full-link" ] && ok || ko "the link was replaced"
    same_device "$full" /dev/full
fi
rm -f "$work/null" "$work/full" "$work/full-link"

# Refused before the run (exit 2 at once: Leduc at a million iterations
# would take minutes, and `timeout` ends a run at 20 s with 124).
early() { run solve --game leduc --iterations 1000000 --no-timing "$@"; }
early --out "$work"
expect_rc 2
expect_out_empty
expect_err_line "talon: --out: cannot write $work: it is a directory"
early --out "$work/reg.txt/x.txt"
expect_rc 2
expect_err_line "talon: --out: cannot write $work/reg.txt/x.txt: Not a directory"
early --out "$work/nodir/x.txt"
expect_rc 2
expect_err_line "talon: --out: cannot write $work/nodir/x.txt: No such file or directory"
if [ "$(id -u)" != 0 ]; then   # root writes in a read-only folder
    mkdir "$work/ro"
    chmod 555 "$work/ro"
    early --out "$work/ro/x.txt"
    expect_rc 2
    expect_err_line "talon: --out: cannot write $work/ro/x.txt: Permission denied"
    desc="a read-only folder stays empty"
    [ -z "$(ls -A "$work/ro")" ] && ok || ko "something was written"
    chmod 755 "$work/ro"
fi

# talon tables --out: a folder.  A regular file (or a device) is refused
# with one line, untouched; a report that cannot be written (REPORT.md a
# folder here) is refused before the first table.
usage_error tables --out "$work/reg.txt"
expect_err_line "talon: --out $work/reg.txt: not a directory*"
same_as_ref "$work/reg.txt"
usage_error tables --out /dev/null
desc="tables --out /dev/null"
[ -c /dev/null ] && ok || ko "/dev/null is no longer a character device"
mkdir -p "$tmp/t/generated" "$tmp/t/REPORT.md"
usage_error tables --out "$tmp/t/generated"
expect_err_line "talon: --out: the report: cannot write $tmp/t/generated/../REPORT.md: it is a directory"
desc="no table written before the report is refused"
[ -z "$(ls -A "$tmp/t/generated")" ] && ok || ko "$(ls -A "$tmp/t/generated")"

# Ctrl-C during talon tables on a terminal (script(1) lends it one): the
# progress line is ended, "talon: interrupted" is the last line and the only
# one saying so (the child's own words are not repeated), exit 130, the
# finished tables kept, no report and no temporary file (checked below).
# The SIGINT comes once the fourth table is written: the fifth, an exact
# count (atleast, seconds), runs then: a child that dies of the signal and
# says nothing.
if command -v script >/dev/null 2>&1; then
    mkdir -p "$tmp/i"
    printf '#!/bin/sh\necho $$ >"$1"\nexec "$2" tables --quick --out "$3"\n' >"$tmp/i.sh"
    script -qfec "sh '$tmp/i.sh' '$tmp/i.pid' '$REAL' '$tmp/i/generated'" /dev/null >"$tmp/i.tty" 2>&1 </dev/null &
    sp=$!
    for _ in $(seq 600); do [ -s "$tmp/i/generated/frequencies-all-ace-low-off.csv" ] && break; sleep 0.05; done
    # The process group, as the terminal's Ctrl-C.  Read from /proc: the
    # shell script(1) starts may or may not exec its command, so talon's pid
    # is not always the group's number.
    ipid=$(cat "$tmp/i.pid")
    pgrp=$(sed 's/.*) //' "/proc/$ipid/stat" 2>/dev/null | cut -d' ' -f3)
    kill -INT -- "-${pgrp:-$ipid}"
    for _ in $(seq 200); do kill -0 "$sp" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$sp" 2>/dev/null && kill -KILL "$sp" "$(cat "$tmp/i.pid")"
    wait "$sp"
    rc=$?
    desc="talon tables on a terminal, interrupted"
    expect_rc 130
    lines=$(tr -d '\r' <"$tmp/i.tty")
    [ "$(printf '%s\n' "$lines" | tail -1)" = "talon: interrupted" ] && ok ||
        ko "the last line is not 'talon: interrupted': $(printf '%s' "$lines" | tail -1 | cat -v)"
    [ "$(printf '%s\n' "$lines" | grep -c interrupted)" = 1 ] && ok || ko "interrupted said more than once"
    [ -n "$(printf '%s\n' "$lines" | tail -2 | head -1)" ] && ok || ko "a blank line before 'talon: interrupted'"
    [ -f "$tmp/i/generated/frequencies-52.csv" ] && [ ! -e "$tmp/i/REPORT.md" ] && ok ||
        ko "the finished table is gone, or a report was written"
fi

desc="no temporary file left"
left=$(find "$tmp" -name '.*' | head -3)
[ -z "$left" ] && ok || ko "left behind: $left"
finish
