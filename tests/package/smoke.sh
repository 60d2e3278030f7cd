#!/usr/bin/env bash
# tests/package/smoke.sh SRC DEB... - the smoke test of the Debian packages
# (run by scripts/package --check, hence by .ci/run).  DEB... are the three
# packages of one build: talon, libtalonN, libtalon-dev (CMakeLists.txt,
# "install and packaging", says what each holds and why).  Checks, in order:
#  1. each file lies in the package it belongs to: bin/, share/talon/, the man
#     page and the completion in talon (no header, no .a, no libtalon.so*);
#     libtalon.so.N* alone in libtalonN; headers, libtalon.a, the libtalon.so
#     link, talon.pc, the CMake package and the C examples in libtalon-dev (no
#     bin/talon); share/talon/strategies/solved/ holds every file of SRC's
#     strategies/solved/;
#  2. the Depends, Recommends and Suggests that README.md ("Install") states for each
#     package equal the packages' own (dpkg-deb -f); a diff when not;
#  3. installed into a clean place, every file the README lists is there;
#     talon --version is the packages' version, man -w talon finds the page,
#     man renders it, the examples build against the installed headers and
#     libraries (tests/package/examples.sh: pkg-config and find_package),
#     talon freq --deck 32 gives the article's counts and talon advise reads
#     a solved strategy.
# Where: as root with TALON_SMOKE_DPKG_I=1 (CI, a throw-away machine), dpkg -i
# onto the system itself, which also checks Depends, then dpkg -P of all
# three; otherwise dpkg -x into a temporary root (no root needed, nothing
# touched outside it).
set -euo pipefail
src=$(cd "$1" && pwd)
shift
[ "$#" -ge 1 ] || { echo "usage: tests/package/smoke.sh SRC DEB..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "smoke: $*" >&2; exit 1; }
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)

# The packages by name: deb[talon], deb[libtalon0], deb[libtalon-dev].
declare -A deb
version=""
for d in "$@"; do
    d=$(cd "$(dirname "$d")" && pwd)/$(basename "$d")
    p=$(dpkg-deb -f "$d" Package)
    v=$(dpkg-deb -f "$d" Version)
    [ -z "${deb[$p]:-}" ] || fail "two packages named $p: ${deb[$p]} and $d"
    [ -z "$version" ] || [ "$v" = "$version" ] || fail "$d is version $v, the others $version"
    deb[$p]=$d version=$v
done
lib=""
for p in "${!deb[@]}"; do
    case "$p" in libtalon[0-9]*) lib=$p ;; esac
done
for p in talon "$lib" libtalon-dev; do
    [ -n "$p" ] && [ -n "${deb[$p]:-}" ] || fail "no package ${p:-libtalonN} among: ${!deb[*]}"
done
[ "${#deb[@]}" = 3 ] || fail "expected 3 packages, got ${#deb[@]}: ${!deb[*]}"
order=(talon "$lib" libtalon-dev)   # the order dpkg -i takes them in (each only needs the earlier)

# 1. Which package each installed path belongs to (files and links; not
# directories); anything unforeseen is an error, so a new install() rule
# has to be placed here on purpose.
owner() {
    case "$1" in
    ./usr/bin/talon | ./usr/share/talon/* | ./usr/share/man/man1/talon.1* | \
    ./usr/share/bash-completion/completions/talon) echo talon ;;
    ./usr/lib/"$multiarch"/libtalon.so.[0-9]*) echo "$lib" ;;
    ./usr/include/talon/*.h | ./usr/lib/"$multiarch"/libtalon.a | ./usr/lib/"$multiarch"/libtalon.so | \
    ./usr/lib/"$multiarch"/pkgconfig/talon.pc | ./usr/lib/"$multiarch"/cmake/talon/*.cmake | \
    ./usr/share/doc/talon/examples/*) echo libtalon-dev ;;
    *) echo "?" ;;
    esac
}
for p in "${order[@]}"; do
    # dpkg-deb -c: mode owner size date time path [-> target]
    dpkg-deb -c "${deb[$p]}" | awk '$1 !~ /^d/ { print $6 }' >"$tmp/$p.files"
    n=0
    while read -r f; do
        o=$(owner "$f")
        [ "$o" = "$p" ] || fail "$p holds $f, which belongs to ${o/\?/no package (unforeseen: place it in smoke.sh)}"
        n=$((n + 1))
    done <"$tmp/$p.files"
    echo "smoke: $p $version: $n files, each in its place; $(dpkg-deb -f "${deb[$p]}" Installed-Size) KiB installed, $(($(stat -L -c %s "${deb[$p]}") / 1024)) KiB .deb"
done
# Every shipped solution, whatever its format.
for f in "$src"/strategies/solved/*; do
    [ -f "$f" ] || continue
    grep -qxF "./usr/share/talon/strategies/solved/$(basename "$f")" "$tmp/talon.files" ||
        fail "talon lacks share/talon/strategies/solved/$(basename "$f")"
done
echo "smoke: talon holds the $(grep -c '^\./usr/share/talon/strategies/solved/' "$tmp/talon.files") files of strategies/solved/"

# 2. README.md's stated control fields: the fenced block of section "Install"
# whose lines start with "Package:", one stanza per package.
awk '/^## / { ins = ($0 == "## Install"); next }
     !ins { next }
     /^```/ { if (fence) { fence = 0; if (take) exit } else { fence = 1; n = 0; take = 0 } next }
     fence { if (n++ == 0) take = /^Package: /; if (take) print }' "$src/README.md" >"$tmp/readme.control"
[ -s "$tmp/readme.control" ] || fail "README.md, Install: no fenced block of 'Package:' stanzas"
for p in $(sed -n 's/^Package: //p' "$tmp/readme.control"); do
    [ -n "${deb[$p]:-}" ] || fail "README.md, Install names a package $p that the build does not make"
done
for p in $(sed -n 's/^Package: //p' "$tmp/readme.control") ${order[@]}; do
    grep -qx "Package: $p" "$tmp/built.control" 2>/dev/null && continue
    [ -s "$tmp/built.control" ] && echo >>"$tmp/built.control"
    {
        echo "Package: $p"
        for field in Depends Recommends Suggests; do
            value=$(dpkg-deb -f "${deb[$p]}" "$field")
            [ -z "$value" ] || echo "$field: $value"
        done
    } >>"$tmp/built.control"
done
if ! diff -u --label README.md --label "the .debs (dpkg-deb -f)" "$tmp/readme.control" "$tmp/built.control" >&2; then
    fail "README.md, Install: the stated Depends/Recommends/Suggests are not the packages' (above: - README, + real)"
fi
echo "smoke: README.md states each package's Depends, Recommends and Suggests as they are"

# 3. Install.
if [ "$(id -u)" = 0 ] && [ "${TALON_SMOKE_DPKG_I:-0}" = 1 ]; then
    trap 'dpkg -P libtalon-dev "$lib" talon >/dev/null || true; rm -rf "$tmp"' EXIT
    dpkg -i "${deb[talon]}" "${deb[$lib]}" "${deb[libtalon-dev]}"
    root=/
    prefix=/usr
else
    root=$tmp/root
    for p in "${order[@]}"; do dpkg -x "${deb[$p]}" "$root"; done
    prefix=$root/usr
    export PATH=$prefix/bin:$PATH MANPATH=$prefix/share/man
fi
libdir=$prefix/lib/$multiarch
for f in bin/talon include/talon/talon.h include/talon/talon_version.h include/talon/eval.h \
         lib/$multiarch/libtalon.a lib/$multiarch/libtalon.so lib/$multiarch/pkgconfig/talon.pc \
         lib/$multiarch/cmake/talon/talonConfig.cmake lib/$multiarch/cmake/talon/talonConfigVersion.cmake \
         lib/$multiarch/cmake/talon/talonTargets.cmake share/man/man1/talon.1 \
         share/bash-completion/completions/talon share/talon/strategies/standard.txt \
         share/talon/paytables/standard.txt share/doc/talon/examples/eval_hands.c; do
    [ -e "$prefix/$f" ] || fail "the packages lack $f"
done
ls "$libdir"/libtalon.so.[0-9]* >/dev/null 2>&1 || fail "the packages lack libtalon.so.N"

t=$(command -v talon)
[ "$t" = "$prefix/bin/talon" ] || fail "talon is $t, not the package's"
[ "$(talon --version)" = "talon $version" ] || fail "talon --version says '$(talon --version)', the package is $version"
echo "smoke: $(talon --version)"
page=$(man -w talon) || fail "man -w talon found no page"
[ "$page" = "$prefix/share/man/man1/talon.1" ] || fail "man -w talon gives $page"
echo "smoke: man -w talon: $page"
man -l "$page" >/dev/null 2>&1 || fail "man cannot render $page"
bash -n "$prefix/share/bash-completion/completions/talon" || fail "the completion is not valid bash"
bash "$src/tests/package/examples.sh" "$prefix" "$src"
out=$(talon freq --deck 32) || fail "talon freq --deck 32 failed"
# The article's 32-card figures: 201 376 hands, 204 flushes (ace-low on).
grep -q 'C(32,5) = 201 376 hands' <<<"$out" && grep -Eq '^Flush +204 ' <<<"$out" ||
    fail "talon freq --deck 32 does not give 201 376 hands with 204 flushes"
echo "$out" | tail -n 4
# A shipped solution read by the installed talon (heads-up, 32 cards).
out=$(cd "$tmp" && talon advise KsKd9s8h7c --players 2 --position 1) || fail "talon advise found no solved strategy"
grep -q '^Advice for KsKd9s8h7c at position 1 of 2' <<<"$out" || fail "talon advise gave no advice"
echo "smoke: talon advise KsKd9s8h7c --players 2 --position 1: $(grep -m 1 '^  solution pot: ' <<<"$out" | cut -d';' -f1)"
echo "smoke: the packages ${order[*]} $version passed"
