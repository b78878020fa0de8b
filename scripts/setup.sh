#!/usr/bin/env bash
# Installs what kiln's build, tests and conformance runs need on a fresh Debian machine, and
# nothing when it is all there already: LLVM 14 (the oracle), clang-14 (corpus IR), FileCheck.
# The Rust toolchain itself comes with the machine (rustup's cargo).
set -euo pipefail
missing=()
command -v llc >/dev/null && command -v llvm-tblgen >/dev/null || missing+=(llvm)
command -v FileCheck-14 >/dev/null || missing+=(llvm-14-tools)
command -v clang-14 >/dev/null || missing+=(clang-14)
command -v gcc >/dev/null || missing+=(gcc)
command -v g++ >/dev/null || missing+=(g++)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v cargo >/dev/null || { echo "setup: cargo is missing (install Rust with rustup)" >&2; exit 1; }
