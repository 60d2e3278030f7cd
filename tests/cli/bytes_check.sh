# shellcheck shell=bash
# The helpers of bytes.bash against the commands they replace (cat, wc -l,
# wc -c, cmp -s), on files a talon run could leave: empty, newlines only,
# no final newline, CR, backslashes and printf escapes, invalid UTF-8, NUL bytes
# (first, inside, last, alone), a long line, every ordered pair of bytes;
# in the C and a UTF-8 locale.  A helper that differed would let a CLI test compare the
# wrong bytes, so each must agree everywhere.
. "$(dirname "$0")/lib.bash"

d=$tmp/files
mkdir -p "$d"
i=0
put() { i=$((i + 1)); printf "$1" >"$d/$i"; }
put ''
put '\n'
put '\n\n\n'
put 'abc'
put 'abc\n'
put 'abc\n\n\n'
put 'a\nb'
put 'a\r\nb\r\n'
put '\\n %%s %%d\\\\\n'
put '\377\376\375\n\200'
put 'caf\303\251 \342\231\240\n'
put '\303'
put 'abc\n\0'
put 'a\0b\n'
put '\0'
put '\0\n'
put 'x\n\0\n'
put 'abc\0'
put '\n\0\n\n'
head -c 20000 /dev/zero | tr '\0' 'x' >"$d/long"
# every ordered pair of bytes, with and without NUL (a lead byte of UTF-8
# followed by every byte, a byte after every lead byte)
pairs() {   # pairs FIRST: the bytes FIRST..255 each followed by FIRST..255
    local a b h row
    for ((a = $1; a < 256; a++)); do
        row=""
        for ((b = $1; b < 256; b++)); do
            printf -v h '\\x%02x\\x%02x' "$a" "$b"
            row+=$h
        done
        printf "$row"
    done
}
pairs 0 >"$d/pairs"
pairs 1 >"$d/pairs-no-nul"
{ for _ in $(seq 300); do echo "  time: 1.5 s, 2 threads"; done; printf 'end'; } >"$d/lines"

for loc in C C.UTF-8; do
    for f in "$d"/*; do
        desc="$(basename "$f") in LC_ALL=$loc"
        (
            export LC_ALL=$loc
            fail=0
            want=$(cat "$f" 2>/dev/null)   # the warning on an ignored NUL
            slurp got "$f" 2>/dev/null
            [ "$got" = "$want" ] || { echo "slurp differs from cat"; fail=1; }
            want=$(wc -l <"$f")
            newlines got "$f"
            [ "$got" = "$want" ] || { echo "newlines $got, wc -l $want"; fail=1; }
            want=$(wc -c <"$f")
            size got "$f"
            [ "$got" = "$want" ] || { echo "size $got, wc -c $want"; fail=1; }
            if file_bytes got "$f"; then
                printf '%s' "$got" >"$f.copy"
                cmp -s "$f" "$f.copy" || { echo "file_bytes: the bytes differ"; fail=1; }
                rm -f "$f.copy"
            elif ! grep -qaP '\x00' "$f"; then
                echo "file_bytes: status 1 on a file without NUL"
                fail=1
            fi
            for g in "$d"/*; do   # same_bytes against cmp -s on every pair
                same_bytes "$f" "$g"
                a=$?
                cmp -s "$f" "$g"
                b=$?
                [ "$a" = "$b" ] || { echo "same_bytes $(basename "$g"): $a, cmp -s: $b"; fail=1; }
            done
            exit "$fail"
        ) >"$tmp/why" && ok || ko "$(tr '\n' ';' <"$tmp/why")"
    done
done
finish
