#!/usr/bin/env bash
# The main job on the bundled example, through every stage kiln has today (README, "What works
# today"): kiln reads and verifies examples/fib.ll and prints it back; LLVM's llc compiles it
# (kiln llc is being built), and kiln's assembler turns that assembly into the object that runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release -q -p kiln
kiln=$PWD/target/release/kiln
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "== kiln ir: read, verify and print examples/fib.ll"
"$kiln" ir examples/fib.ll -o "$out/fib.kiln.ll"
llvm-as "$out/fib.kiln.ll" -o /dev/null && echo "kiln's print is valid LLVM IR ($(wc -l < "$out/fib.kiln.ll") lines)"
echo "== kiln mc: assemble llc's output for fib.ll into an ELF object, link and run it"
llc -O2 -relocation-model=pic examples/fib.ll -o "$out/fib.s"
"$kiln" mc -filetype=obj "$out/fib.s" -o "$out/fib.o"
gcc "$out/fib.o" -o "$out/fib"
"$out/fib"
