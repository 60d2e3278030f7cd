# shellcheck shell=bash
# bytes.bash - a file's bytes, newlines and size without starting a process
# (sourced by lib.bash and golden.sh).  A fork and exec of cat or wc costs a
# few milliseconds on a loaded 2-core machine, about as much as many talon
# runs, and the CLI tests made seven of them a run.  Each helper gives what
# the command in its comment gives, byte for byte; a file with a NUL byte
# (which a shell variable cannot hold) goes through that command.
#
#   slurp VAR FILE        VAR=$(cat FILE): the bytes less trailing newlines
#   newlines VAR FILE     VAR=$(wc -l <FILE): the number of newline bytes
#   size VAR FILE         VAR=$(wc -c <FILE): the number of bytes
#   same_bytes A B        cmp -s A B: status 0 when the two files are equal
#   file_bytes VAR FILE   status 0 and VAR = FILE's exact bytes, or status 1
#                         when FILE holds a NUL byte (VAR is then partial)
# tests/cli/bytes_check.sh checks each against the command on hostile files.
# (VAR is a name reference: shellcheck cannot see the assignments reach it.)
# shellcheck disable=SC2034

file_bytes() {
    local -n fb_v=$1
    # bytes, not characters: in a UTF-8 locale bash 5.2's read drops a \001
    # that follows an incomplete multibyte sequence
    local LC_ALL=C
    # read stops at a NUL (status 0) or at the end of the file (status 1)
    ! IFS= read -r -d '' fb_v <"$2"
}
slurp() {
    local -n sl_v=$1
    local LC_ALL=C
    if file_bytes sl_v "$2"; then
        while [[ $sl_v == *$'\n' ]]; do sl_v=${sl_v%$'\n'}; done
    else
        sl_v=$(cat "$2")
    fi
}
newlines() {
    local -n nl_v=$1
    local LC_ALL=C nl_x nl_l
    if file_bytes nl_x "$2"; then
        mapfile nl_l <"$2"   # one element a line, with its newline
        nl_v=${#nl_l[@]}
        if [ "$nl_v" -gt 0 ] && [[ ${nl_l[-1]} != *$'\n' ]]; then nl_v=$((nl_v - 1)); fi
    else
        nl_v=$(wc -l <"$2")
    fi
}
size() {
    local -n sz_v=$1
    local LC_ALL=C sz_x   # ${#x} counts bytes, not characters
    if file_bytes sz_x "$2"; then
        sz_v=${#sz_x}
    else
        sz_v=$(wc -c <"$2")
    fi
}
same_bytes() {
    local LC_ALL=C sb_a sb_b
    if file_bytes sb_a "$1" && file_bytes sb_b "$2"; then
        [ "$sb_a" = "$sb_b" ]
    else
        cmp -s "$1" "$2"
    fi
}
