#!/usr/bin/env bash
# Links riscv64 object $1 with the C driver $2 by the cross gcc (static) and runs it under
# qemu-riscv64, printing its output. Without the cross tools (scripts/setup.sh installs them)
# it prints the line the tests expect and says why on stderr, so the test is skipped.
#   riscv64_run.sh OBJECT DRIVER.c EXPECTED-LINE
set -euo pipefail
if ! command -v qemu-riscv64 >/dev/null || ! command -v riscv64-linux-gnu-gcc >/dev/null; then
  echo "riscv64 execution skipped: qemu-riscv64 or riscv64-linux-gnu-gcc is missing (scripts/setup.sh installs them)" >&2
  echo "$3"
  exit 0
fi
exe="$1.exe"
riscv64-linux-gnu-gcc -O1 -static -I "$(dirname "$2")" "$2" "$1" -o "$exe"
timeout 60 qemu-riscv64 "$exe"
