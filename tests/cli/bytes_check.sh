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

# same_bytes against cmp -s: with itself, a copy, and files that differ from
# many by a NUL only ('abc', 'abc\0', '\0') or by much
others=("$d/4" "$d/18" "$d/15" "$d/1" "$d/pairs-no-nul")
for f in "$d"/*; do
    # what the commands say, once (they read bytes, whatever the locale)
    cat_f=$(cat "$f" 2>/dev/null)   # 2>: the warning on an ignored NUL
    wc_l=$(wc -l <"$f")
    wc_c=$(wc -c <"$f")
    has_nul=0
    grep -qaP '\x00' "$f" && has_nul=1
    cp "$f" "$tmp/copy"
    cmps=()
    for g in "${others[@]}"; do cmp -s "$f" "$g"; cmps+=($?); done
    for loc in C C.UTF-8; do
        desc="${f##*/} in LC_ALL=$loc"
        (
            export LC_ALL=$loc
            fail=0
            slurp got "$f" 2>/dev/null
            [ "$got" = "$cat_f" ] || { echo "slurp differs from cat"; fail=1; }
            newlines got "$f"
            [ "$got" = "$wc_l" ] || { echo "newlines $got, wc -l $wc_l"; fail=1; }
            size got "$f"
            [ "$got" = "$wc_c" ] || { echo "size $got, wc -c $wc_c"; fail=1; }
            if file_bytes got "$f"; then
                [ "$has_nul" = 0 ] || { echo "file_bytes: status 0 on a file with a NUL"; fail=1; }
                printf '%s' "$got" >"$tmp/written"
                cmp -s "$f" "$tmp/written" || { echo "file_bytes: the bytes differ"; fail=1; }
            elif [ "$has_nul" = 0 ]; then
                echo "file_bytes: status 1 on a file without NUL"
                fail=1
            fi
            same_bytes "$f" "$f" || { echo "same_bytes: differs from itself"; fail=1; }
            same_bytes "$f" "$tmp/copy" || { echo "same_bytes: differs from its copy"; fail=1; }
            for k in "${!others[@]}"; do
                same_bytes "$f" "${others[$k]}"
                [ "$?" = "${cmps[$k]}" ] || { echo "same_bytes ${others[$k]##*/}: not cmp -s's ${cmps[$k]}"; fail=1; }
            done
            exit "$fail"
        ) >"$tmp/why" && ok || ko "$(tr '\n' ';' <"$tmp/why")"
    done
done
finish
