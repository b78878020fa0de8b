#!/bin/bash
# Two kiln binaries, same objects? Compiles every .ll of the given directories (default: the
# torture corpus's O0 and O2 IR) with each binary under each flag set, and compares the objects
# byte for byte: what a change that must not change output (a speed-up, a refactoring) is
# checked with. Prints, per flag set, how many objects are identical, differ or fail with one
# binary only, and lists the files that differ.
#   scripts/compare-objects.sh BEFORE AFTER [-- DIR...]
# Flag sets: -O0 (SelectionDAG), -O0 -global-isel -global-isel-abort=0, -O2; each over the IR
# of its own level (a DIR ending in /O0 or /O2, or both when the level is not in the name).
set -u
[ $# -ge 2 ] || { echo "usage: compare-objects.sh BEFORE AFTER [-- DIR...]"; exit 2; }
BEFORE=$1; AFTER=$2; shift 2
[ "${1:-}" = -- ] && shift
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=("$CACHE/torture/ll/O0" "$CACHE/torture/ll/O2")
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
status=0
for flags in "-O0" "-O0 -global-isel -global-isel-abort=0" "-O2"; do
    level=${flags%% *}; level=${level#-}
    same=0; differ=0; both_fail=0; one_fails=0
    for dir in "${dirs[@]}"; do
        case $dir in */O0|*/O2) [ "${dir##*/}" = "$level" ] || continue ;; esac
        for f in "$dir"/*.ll; do
            timeout 60 "$BEFORE" llc $flags -filetype=obj "$f" -o "$TMP/before.o" 2>/dev/null; b=$?
            timeout 60 "$AFTER" llc $flags -filetype=obj "$f" -o "$TMP/after.o" 2>/dev/null; a=$?
            if [ $b -ne 0 ] && [ $a -ne 0 ]; then both_fail=$((both_fail + 1))
            elif [ $b -ne 0 ] || [ $a -ne 0 ]; then one_fails=$((one_fails + 1)); echo "  exit $b before, $a after: $flags $f"
            elif cmp -s "$TMP/before.o" "$TMP/after.o"; then same=$((same + 1))
            else differ=$((differ + 1)); echo "  differs: $flags $f"
            fi
        done
    done
    echo "$flags: $same identical, $differ differ, $one_fails fail with one binary only, $both_fail fail with both"
    [ $differ -eq 0 ] && [ $one_fails -eq 0 ] || status=1
done
exit $status
