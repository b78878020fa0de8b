#!/usr/bin/env bash
# Reader speed: `kiln ir -disable-output` (read + verify) beside `llvm-as -disable-output`, median
# of 5 alternating runs (scripts/side_by_side.py: wall, CPU, peak memory, ratios), on FILE.ll or,
# by default, one large module built once: csmith programs (../shared/corpus/csmith.sh) linked
# with llvm-link, each `main` renamed, until it passes 20 MB of clang's own IR, far past
# process start-up. Opaque-pointer input is detected and given -opaque-pointers.
# Usage: bench-ir.sh [FILE.ll]
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${KILN_CACHE:-$HOME/.cache/kiln}
big=${1:-$cache/bench/csmith-linked.ll}
if [ ! -s "$big" ]; then
  [ -d "$cache/csmith/ll/O0" ] || bash ../shared/corpus/csmith.sh "$cache/csmith" 1 200
  mkdir -p "$cache/bench/parts"; size=0; parts=()
  for f in $(ls "$cache/csmith/ll/O0"/*.ll | sort -V); do
    n=$(basename "$f" .ll)
    sed "s/@main(/@main_$n(/" "$f" > "$cache/bench/parts/$n.ll"
    parts+=("$cache/bench/parts/$n.ll"); size=$((size + $(stat -c %s "$f")))
    [ "$size" -gt 20000000 ] && break
  done
  llvm-link -S "${parts[@]}" -o "$big"; rm -rf "$cache/bench/parts"
fi
cargo build --release -q -p kiln
opaque=()
grep -qm1 -w 'ptr' "$big" && opaque=(-opaque-pointers)
python3 scripts/side_by_side.py "$(basename "$big") ($(( $(stat -c %s "$big") / 1000000 )) MB)" \
  -- target/release/kiln ir -disable-output "$big" -- llvm-as "${opaque[@]}" -disable-output "$big"
