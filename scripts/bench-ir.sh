#!/usr/bin/env bash
# Reader speed: `kiln ir -disable-output` (read + verify) beside `llvm-as -disable-output` on
# one large module, median of 5 alternating runs each, ratio and peak memory printed.
# The module is csmith programs (../shared/corpus/csmith.sh) linked into one with llvm-link,
# each `main` renamed, until it passes 20 MB: clang's own IR, far past process start-up.
# Usage: bench-ir.sh [FILE.ll]   (FILE.ll instead of the linked module; typed pointers)
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
kiln=target/release/kiln
echo "module: $big ($(( $(stat -c %s "$big") / 1000000 )) MB)"
measure() { /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }
kt=(); lt=(); km=0; lm=0
for i in 1 2 3 4 5; do
  read -r t m < <(measure "$kiln" ir "$big" -disable-output); kt+=("$t"); km=$m
  read -r t m < <(measure llvm-as "$big" -disable-output); lt+=("$t"); lm=$m
done
median() { printf '%s\n' "$@" | sort -g | sed -n 3p; }
k=$(median "${kt[@]}"); l=$(median "${lt[@]}")
echo "kiln ir -disable-output:  median ${k}s  peak ${km} KB"
echo "llvm-as -disable-output:  median ${l}s  peak ${lm} KB"
python3 -c "print(f'ratio kiln/llvm-as: {float(\"$k\")/float(\"$l\"):.2f} (below 1.00: kiln is faster)')"
