#!/usr/bin/env bash
# tests/package/docs.sh TALON SRC [BUILD] - ctest "docs": talon(1) and the bash
# completion, regenerated from the current binary by scripts/manpage and
# scripts/completion, list every command of `talon --help` and every option
# of each `talon CMD --help` (so they cannot disagree with --help); the page
# renders without any troff warning (below); and BUILD's
# generated copies (BUILD/man/talon.1, BUILD/completion/talon) are these.
set -u
talon=$1 src=$2 build=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "docs: $*" >&2; fail=1; }

bash "$src/scripts/manpage" "$talon" "$tmp/talon.1" || { echo "docs: scripts/manpage failed" >&2; exit 1; }
bash "$src/scripts/completion" "$talon" "$tmp/talon.bash" || { echo "docs: scripts/completion failed" >&2; exit 1; }
bash -n "$tmp/talon.bash" || bad "the completion is not valid bash"

commands=$("$talon" --help | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit } on { print $1 }')
[ -n "$commands" ] || { echo "docs: no command list in talon --help" >&2; exit 1; }
first=$(grep -o 'compgen -W "[^"]*"' "$tmp/talon.bash" | head -n 1)
ncmd=0 nopt=0
for c in $commands; do
    ncmd=$((ncmd + 1))
    # The command's subsection of the page: from ".SS c" to the next .SS/.SH.
    section=$(awk -v c="$c" '$0 == ".SS " c { on = 1; next } on && /^\.S[SH] / { exit } on' "$tmp/talon.1")
    [ -n "$section" ] || bad "talon.1 has no subsection for '$c'"
    case " ${first#compgen -W \"} " in *" $c "*) ;; *) bad "the completion does not offer the command '$c'" ;; esac
    words=$(sed -n "s/^        $c) words=\"\\(.*\\)\" ;;\$/\\1/p" "$tmp/talon.bash")
    for opt in $("$talon" "$c" --help | sed -n '/^Options:$/,/^$/p' | grep -o -- '^  -[^ ]*\(, --[^ ]*\)\?' | tr -d ','); do
        nopt=$((nopt + 1))
        roff=$(sed 's/-/\\\\-/g' <<<"$opt")
        awk 'prev == ".TP" { print } { prev = $0 }' <<<"$section" | grep -q -- "$roff\\([^a-z-]\\|\$\\)" ||
            bad "talon.1, '$c': option $opt missing"
        case " $words " in *" $opt "*) ;; *) bad "completion, '$c': option $opt missing" ;; esac
    done
done
# The page renders without a single troff warning (all of them: -ww), as
# `man` shows it at 60, 80 (man's width off a terminal) and 132 columns, and
# through groff alone (its default device).  Needs man-db and groff-base
# (scripts/setup.sh installs them for scripts/test); without them this part
# is skipped and the test says SKIP (exit 77) once the rest has passed.
skip=""
if command -v man >/dev/null && command -v groff >/dev/null; then
    for w in 60 80 132; do
        errs=$(LC_ALL=C.UTF-8 MANWIDTH=$w man --warnings=w -l "$tmp/talon.1" 2>&1 >/dev/null)
        [ -z "$errs" ] || bad "man --warnings at $w columns:"$'\n'"$errs"
    done
    errs=$(groff -k -man -ww -z "$tmp/talon.1" 2>&1)
    [ -z "$errs" ] || bad "groff -man -ww:"$'\n'"$errs"
else
    skip="no man or groff to render talon.1 (apt-get install man-db groff-base)"
fi
if [ -n "$build" ]; then
    cmp -s "$tmp/talon.1" "$build/man/talon.1" || bad "$build/man/talon.1 is stale (rebuild)"
    cmp -s "$tmp/talon.bash" "$build/completion/talon" || bad "$build/completion/talon is stale (rebuild)"
fi
[ "$fail" = 0 ] || exit 1
echo "docs: talon.1 and the completion list all $ncmd commands and $nopt options of --help"
if [ -n "$skip" ]; then
    echo "SKIP: $skip"
    exit 77
fi
echo "docs: man renders talon.1 without a warning at 60, 80 and 132 columns"
