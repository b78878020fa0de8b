#!/usr/bin/env bash
# The main job on the bundled example: builds kiln and runs examples/fib.ll through every
# stage kiln has today (see README "What works today").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release -q -p kiln
kiln=target/release/kiln
echo "== kiln ir: read, verify and print examples/fib.ll"
$kiln ir examples/fib.ll -o /tmp/kiln-fib.ll
llvm-as /tmp/kiln-fib.ll -o /dev/null && echo "kiln's print of fib.ll is valid LLVM IR ($(wc -l < /tmp/kiln-fib.ll) lines)"
