#!/usr/bin/env bash
# Links riscv64 object $1 with the C driver $2 by the cross gcc (static) and runs it under
# qemu-riscv64. With a reference source $4, the driver is also linked with the cross gcc's
# build of it and the two outputs are compared: "outputs match" or the difference. Without the
# cross tools (scripts/setup.sh installs them) it prints the line the test expects ($3) and
# says why on stderr, so the test is skipped.
#   riscv64_run.sh OBJECT DRIVER.c EXPECTED-LINE [REFERENCE.c]
set -euo pipefail
if ! command -v qemu-riscv64 >/dev/null || ! command -v riscv64-linux-gnu-gcc >/dev/null; then
  echo "riscv64 execution skipped: qemu-riscv64 or riscv64-linux-gnu-gcc is missing (scripts/setup.sh installs them)" >&2
  echo "$3"
  exit 0
fi
inc="$(dirname "$2")"
riscv64-linux-gnu-gcc -O1 -static -I "$inc" "$2" "$1" -o "$1.exe"
if [ $# -lt 4 ]; then
  timeout 60 qemu-riscv64 "$1.exe"
  exit
fi
riscv64-linux-gnu-gcc -O1 -static -I "$inc" "$2" "$4" -o "$1.ref.exe"
timeout 60 qemu-riscv64 "$1.exe" > "$1.out"
timeout 60 qemu-riscv64 "$1.ref.exe" > "$1.ref.out"
diff "$1.ref.out" "$1.out" && echo "outputs match"
