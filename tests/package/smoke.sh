#!/usr/bin/env bash
# tests/package/smoke.sh DEB SRC - the smoke test of the Debian package (run
# by scripts/package --check, hence by .ci/run).  Installs DEB into a clean
# place, then checks it holds every installed file the README lists and runs
# talon --version (the package's version), man -w talon, the examples built
# against the installed headers and libraries (tests/package/examples.sh:
# pkg-config and find_package) and talon freq --deck 32.
# Where: as root with TALON_SMOKE_DPKG_I=1 (CI, a throw-away machine), dpkg -i
# onto the system itself, which also checks Depends, then dpkg -P; otherwise
# dpkg -x into a temporary root (no root needed, nothing touched outside it).
set -euo pipefail
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$2" && pwd)
tmp=$(mktemp -d)
version=$(dpkg-deb -f "$deb" Version)
if [ "$(id -u)" = 0 ] && [ "${TALON_SMOKE_DPKG_I:-0}" = 1 ]; then
    trap 'dpkg -P talon >/dev/null || true; rm -rf "$tmp"' EXIT
    dpkg -i "$deb"
    root=/
    prefix=/usr
else
    trap 'rm -rf "$tmp"' EXIT
    root=$tmp/root
    dpkg -x "$deb" "$root"
    prefix=$root/usr
    export PATH=$prefix/bin:$PATH MANPATH=$prefix/share/man
fi
fail() { echo "smoke: $*" >&2; exit 1; }
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
lib=$prefix/lib/$multiarch
for f in bin/talon include/talon/talon.h include/talon/talon_version.h include/talon/eval.h \
         lib/$multiarch/libtalon.a lib/$multiarch/libtalon.so lib/$multiarch/pkgconfig/talon.pc \
         lib/$multiarch/cmake/talon/talonConfig.cmake lib/$multiarch/cmake/talon/talonConfigVersion.cmake \
         lib/$multiarch/cmake/talon/talonTargets.cmake share/man/man1/talon.1 \
         share/bash-completion/completions/talon share/talon/strategies/standard.txt \
         share/talon/paytables/standard.txt share/doc/talon/examples/eval_hands.c; do
    [ -e "$prefix/$f" ] || fail "the package lacks $f"
done
ls "$lib"/libtalon.so.[0-9]* >/dev/null 2>&1 || fail "the package lacks libtalon.so.N"

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
echo "smoke: the package $deb passed"
