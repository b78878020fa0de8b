#!/usr/bin/env bash
# The main job on the bundled example, through every stage kiln has today (README, "What works
# today"): kiln reads and verifies examples/fib.ll and prints it back; kiln llc compiles it to
# an ELF object at -O0 and -O2, which gcc links and which runs beside llc's build of the same IR;
# kiln lli runs it in memory beside lli.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release -q -p kiln
kiln=${CARGO_TARGET_DIR:-$PWD/target}/release/kiln
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "== kiln ir: read, verify and print examples/fib.ll"
"$kiln" ir examples/fib.ll -o "$out/fib.kiln.ll"
llvm-as "$out/fib.kiln.ll" -o /dev/null && echo "kiln's print is valid LLVM IR ($(wc -l < "$out/fib.kiln.ll") lines)"
for level in O0 O2; do
    echo "== kiln llc -$level: compile fib.ll to an ELF object, link it and run it (llc's build beside it)"
    "$kiln" llc -$level -filetype=obj -relocation-model=pic examples/fib.ll -o "$out/fib.o"
    gcc "$out/fib.o" -o "$out/fib"
    echo "kiln: $("$out/fib")"
    llc -$level -filetype=obj -relocation-model=pic examples/fib.ll -o "$out/fib.llc.o"
    gcc "$out/fib.llc.o" -o "$out/fib.llc"
    echo "llc:  $("$out/fib.llc")"
done
echo "== kiln lli: run fib.ll in memory through the JIT (lli beside it)"
echo "kiln: $("$kiln" lli examples/fib.ll)"
echo "lli:  $(lli examples/fib.ll)"
