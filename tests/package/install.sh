#!/usr/bin/env bash
# tests/package/install.sh BUILD SRC [--sanitized] - an installed talon finds its own data
# (ctest "install_moved"; issue 24).  `cmake --install BUILD --prefix A`,
# then A moved to B, then from a folder outside both trees, with no
# TALON_DATA_DIR: B/bin/talon answers advise, duel, open --model equilibrium
# and bluff --model equilibrium from B/share/talon.  The source and build
# trees are hidden under an empty tmpfs when the machine allows a private
# mount namespace (unshare -m as root, or unshare -rm); in any case the
# installed program must not contain the source or build tree's path
# (strings(1)-style grep), so it has no way back to them but the install
# prefix compiled in, which is not where they are.  Also: TALON_DATA_DIR
# comes first (a folder holding a broken copy of one file is read, and
# refused), and a folder without the file falls through to B's.
# --sanitized (an ASan/UBSan build): the path grep is skipped, since GCC
# writes the absolute source path into AddressSanitizer's module names.
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
sanitized=0
[ "${3:-}" = --sanitized ] && sanitized=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
npass=0
fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { npass=$((npass + 1)); }

cmake --install "$build" --prefix "$tmp/A" >/dev/null
mv "$tmp/A" "$tmp/B"
talon=$tmp/B/bin/talon
[ -x "$talon" ] || fail "no installed talon at $talon"

# 1. Nothing of the builder's trees in the installed program (nor in libtalon).
[ "$sanitized" = 1 ] && echo "install: a sanitizer build: the path grep is skipped (ASan's module names)"
[ "$sanitized" = 1 ] || for f in "$talon" $(find "$tmp/B" -name 'libtalon.so*' -type f) $(find "$tmp/B" -name libtalon.a); do
    for p in "$src" "$build"; do
        if grep -qaF "$p" "$f"; then
            fail "$f contains the path $p: $(grep -aoF "$p[^[:cntrl:]]*" "$f" | head -n 3 | tr '\n' ' ')"
        fi
    done
done
pass

# 2. The commands that read shipped data, run from / with a clean environment.
cmds=(
    "advise KhKd9s8c7h --players 4 --position 1"
    "advise AsAhAdKc7s --players 4 --position 4 --history c,o1,r1"
    "advise AsAhAdKc7s --players 4 --position 4 --history c,o0.5,r1"
    "duel --players 4 --deck 32 a equilibrium equilibrium equilibrium --trials 2000"
    "open --players 4 --model equilibrium"
    "bluff --model equilibrium --players 2 --deck 32 --trials 2000"
)
hide=""
mkdir -p "$tmp/probe"
for u in "unshare -m" "unshare -rm"; do
    # shellcheck disable=SC2086
    if $u sh -c 'mount -t tmpfs none "$1"' probe "$tmp/probe" 2>/dev/null; then
        hide=$u
        break
    fi
done
for c in "${cmds[@]}"; do
    # shellcheck disable=SC2086
    if [ -n "$hide" ]; then
        # A private mount namespace: the trees are empty folders inside it.
        out=$(cd / && env -u TALON_DATA_DIR $hide bash -c \
            'mount -t tmpfs none "$1" && case "$2" in "$1"/*) ;; *) mount -t tmpfs none "$2" ;; esac &&
             shift 2 && exec "$@"' \
            hide "$src" "$build" "$talon" $c 2>&1) || fail "talon $c (source and build trees hidden): $out"
    else
        out=$(cd / && env -u TALON_DATA_DIR "$talon" $c 2>&1) || fail "talon $c: $out"
    fi
    case "$out" in *strategies/solved/*) ;; *) fail "talon $c names no shipped solution: $out" ;; esac
    pass
done
[ -n "$hide" ] && echo "install: the source and build trees hidden with $hide" ||
    echo "install: no private mount namespace here: the trees were not hidden (the path grep stands for it)"

# 3. TALON_DATA_DIR first: a broken copy of the 4-player pot file there is
# read (and refused, naming it); an empty folder falls through to B's files.
name=$(cd "$tmp/B/share/talon" && ls strategies/solved/draw-4p-32-pot.* | head -n 1)
mkdir -p "$tmp/D/$(dirname "$name")" "$tmp/E"
head -c 100 "$tmp/B/share/talon/$name" >"$tmp/D/$name"
if out=$(cd / && TALON_DATA_DIR=$tmp/D "$talon" advise KhKd9s8c7h --players 4 --position 1 --bet pot 2>&1); then
    fail "TALON_DATA_DIR's broken file was not read first: $out"
fi
case "$out" in *"$name"*|*"$tmp/D"*) ;; *) fail "the error does not name the broken file: $out" ;; esac
pass
out=$(cd / && TALON_DATA_DIR=$tmp/E "$talon" advise KhKd9s8c7h --players 4 --position 1 2>&1) ||
    fail "an empty TALON_DATA_DIR does not fall through to the install: $out"
pass
# A file no folder has: one line naming the data folders' lookup.
out=$(cd / && TALON_DATA_DIR=$tmp/E "$talon" advise KhKd9s8c7h --players 3 --position 1 --deck 32 2>&1) &&
    fail "advise at 3 players found a solution that is not shipped: $out"
[ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || fail "not one line: $out"
pass
echo "$npass passed, 0 failed"
