#!/usr/bin/env bash
# Reader speed: `kiln ir -disable-output FILE` against `llvm-as -disable-output FILE`.
#
# usage: scripts/ir-bench.sh FILE.ll [RUNS]   (RUNS defaults to 5, alternating kiln and llvm-as)
# Prints the median wall time of each, the ratio llvm-as/kiln (> 1 means kiln is faster) and
# the peak resident memory of each (GNU time's %M, kilobytes).
# KILN selects the binary (default: target/release/kiln, built if missing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
file=$1
runs=${2:-5}
KILN=${KILN:-$root/target/release/kiln}
[ -x "$KILN" ] || (cd "$root" && cargo build --release -p kiln >&2)
opaque=()
grep -qm1 -w 'ptr' "$file" && opaque=(-opaque-pointers)
t=$(mktemp -d)
measure() { # label command... -> appends "seconds kilobytes" to $t/label
    local label=$1; shift
    /usr/bin/time -f '%e %M' -o "$t/one" "$@" > /dev/null
    cat "$t/one" >> "$t/$label"
}
for _ in $(seq "$runs"); do
    measure kiln "$KILN" ir -disable-output "$file"
    measure llvm llvm-as "${opaque[@]}" -disable-output "$file"
done
median() { sort -n -k1,1 "$1" | awk '{a[NR]=$1; m[NR]=$2} END {print a[int((NR+1)/2)], m[int((NR+1)/2)]}'; }
read -r kt km < <(median "$t/kiln")
read -r lt lm < <(median "$t/llvm")
size=$(stat -c %s "$file")
echo "file: $file ($((size / 1024)) KiB), median of $runs alternating runs"
echo "kiln ir -disable-output:  ${kt}s, peak ${km} KiB"
echo "llvm-as -disable-output:  ${lt}s, peak ${lm} KiB"
awk -v k="$kt" -v l="$lt" 'BEGIN { if (k > 0) printf "ratio llvm-as/kiln: %.2f\n", l / k; else print "ratio: kiln time below timer resolution" }'
rm -rf "$t"
