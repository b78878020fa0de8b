#!/usr/bin/env bash
# Installs what kiln's build, tests and conformance runs need on a fresh Debian machine, and
# nothing when it is all there already: LLVM 14 (the oracle), clang-14 (corpus IR), FileCheck,
# the newer compilers whose IR kiln also reads: clang-15, clang-16, clang-19 and llvm-19
# (llvm-as-19/llvm-dis-19 judge the round trips of LLVM 19 IR), Debian's rustc, and for the
# riscv64 target the cross gcc, its C library and qemu-user (static riscv64 programs run under
# `qemu-riscv64`).
# The Rust toolchain itself comes with the machine (rustup's cargo).
set -euo pipefail
missing=()
command -v llc >/dev/null && command -v llvm-tblgen >/dev/null || missing+=(llvm)
command -v FileCheck-14 >/dev/null || missing+=(llvm-14-tools)
command -v clang-14 >/dev/null || missing+=(clang-14)
for v in 15 16 19; do command -v clang-$v >/dev/null || missing+=(clang-$v); done
[ -x /usr/lib/llvm-19/bin/llvm-dis ] || missing+=(llvm-19)
command -v gcc >/dev/null || missing+=(gcc)
command -v g++ >/dev/null || missing+=(g++)
command -v python3 >/dev/null || missing+=(python3)
command -v qemu-riscv64 >/dev/null || missing+=(qemu-user)
command -v riscv64-linux-gnu-gcc >/dev/null || missing+=(gcc-riscv64-linux-gnu)
[ -e /usr/riscv64-linux-gnu/lib/libc.a ] || missing+=(libc6-dev-riscv64-cross)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Debian's rustc 1.63 (LLVM 14 IR) builds the rust-panic conformance programs; rustup's rustc
# stays first on PATH, so it is looked for by its full path.
if [ ! -x /usr/bin/rustc ]; then
  echo "setup: installing rustc (Debian's, for the rust-panic programs)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends rustc >/dev/null
fi
command -v cargo >/dev/null || { echo "setup: cargo is missing (install Rust with rustup)" >&2; exit 1; }
