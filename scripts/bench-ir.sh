#!/usr/bin/env bash
# Reader speed on one large module: builds it once (csmith programs from ../shared/corpus/csmith.sh
# linked into one with llvm-link, each `main` renamed, until it passes 20 MB of clang's own IR,
# far past process start-up) and runs scripts/ir-bench.sh on it (kiln ir -disable-output beside
# llvm-as -disable-output, median of 5 alternating runs, ratio and peak memory).
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${KILN_CACHE:-$HOME/.cache/kiln}
big=$cache/bench/csmith-linked.ll
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
exec bash scripts/ir-bench.sh "$big" 5
