#!/usr/bin/env bash
# A linker for rustc (`-C linker=scripts/rustc-linker.sh`) that links rustc's executable as cc
# would and, when KILN_CRATE_OBJ is set, a second one (KILN_SWAPPED_EXE) from the same arguments
# with that object in place of the crate's own code (`*-cgu.0.rcgu.o`): kiln's code linked with
# rustc's std exactly as rustc links it. Used by scripts/conformance.py's rust-panic checks.
set -euo pipefail
cc "$@"
[ -n "${KILN_CRATE_OBJ:-}" ] || exit 0
args=() swapped=0 next_is_output=0
for a in "$@"; do
  if [ $next_is_output = 1 ]; then args+=("$KILN_SWAPPED_EXE"); next_is_output=0; continue; fi
  case $a in
    -o) args+=("$a"); next_is_output=1 ;;
    *-cgu.0.rcgu.o) args+=("$KILN_CRATE_OBJ"); swapped=$((swapped + 1)) ;;
    *) args+=("$a") ;;
  esac
done
[ $swapped = 1 ] || { echo "rustc-linker.sh: expected one *-cgu.0.rcgu.o among the linker's arguments, found $swapped" >&2; exit 1; }
cc "${args[@]}"
