#!/bin/sh
# Compares `kiln tblgen -print-records` with `llvm-tblgen -print-records` (LLVM 14) on the
# top-level .td of every LLVM 14 target: each directory T under llvm/lib/Target that has a T/T.td,
# read with `-I llvm/include -I llvm/lib/Target/T`. The output must be byte-identical.
# The sources are Debian bookworm's `llvm-toolchain-14` source package, fetched once with
# `apt-get source` through a private apt configuration (its own sources.list with a deb-src line
# and its own lists, under the cache; the system's apt configuration is not touched); its
# llvm/include and llvm/lib/Target are kept in $KILN_CACHE/llvm-14-src (default ~/.cache/kiln).
# Usage: scripts/tblgen-targets.sh [--sources | TARGET...]   (all 20 by default; builds kiln --release unless
# KILN= names a binary). Prints one line per target: pass (standard output byte-identical and the
# same exit status), or FAIL with the first differing line.
# Exit status 0 when every compared target is byte-identical.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LLVM_TBLGEN=${LLVM_TBLGEN:-llvm-tblgen}
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
SRC="$CACHE/llvm-14-src"
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if ! command -v "$LLVM_TBLGEN" >/dev/null 2>&1; then
    echo "tblgen-targets: $LLVM_TBLGEN not found; nothing to compare"; exit 0
fi

# Fetches and unpacks the source package into $SRC (a no-op when it is already there).
fetch_sources() {
    [ -f "$SRC/llvm/lib/Target/X86/X86.td" ] && return 0
    apt_dir="$CACHE/llvm-14-apt"
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/parts" "$apt_dir/prefs" || return 1
    echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR bookworm main" > "$apt_dir/sources.list"
    set -- -o Dir::Etc::SourceList="$apt_dir/sources.list" -o Dir::Etc::SourceParts="$apt_dir/parts" \
        -o Dir::Etc::PreferencesParts="$apt_dir/prefs" -o Dir::State::Lists="$apt_dir/lists" \
        -o Dir::Cache="$apt_dir/cache" -o APT::Sandbox::User="$(id -un)"
    echo "tblgen-targets: fetching llvm-toolchain-14 sources into $SRC" >&2
    apt-get "$@" -qq update || return 1
    work="$CACHE/llvm-14-src.tmp"
    rm -rf "$work" && mkdir -p "$work" || return 1
    command -v dpkg-source >/dev/null 2>&1 || { echo "tblgen-targets: dpkg-source missing (apt-get install dpkg-dev)" >&2; return 1; }
    (cd "$work" && apt-get "$@" -qq source llvm-toolchain-14 >/dev/null) || return 1
    tree=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'llvm-toolchain-14-*' | head -n 1)
    [ -n "$tree" ] && [ -f "$tree/llvm/lib/Target/X86/X86.td" ] || { echo "tblgen-targets: apt-get source gave no llvm-toolchain-14 tree" >&2; return 1; }
    # Only the .td trees are kept (76 MB of the 1.5 GB unpacked).
    rm -rf "$SRC" && mkdir -p "$SRC/llvm/lib" && mv "$tree/llvm/include" "$SRC/llvm/" \
        && mv "$tree/llvm/lib/Target" "$SRC/llvm/lib/" && rm -rf "$work"
}

fetch_sources || { echo "tblgen-targets: could not get the llvm-toolchain-14 sources" >&2; exit 1; }
# --sources: only fetch, and print the directory of the unpacked tree.
[ "${1:-}" = --sources ] && { echo "$SRC"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
TARGETS="$*"
if [ -z "$TARGETS" ]; then
    for dir in "$SRC"/llvm/lib/Target/*/; do
        t=$(basename "$dir")
        [ -f "$dir/$t.td" ] && TARGETS="$TARGETS $t"
    done
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass=0; total=0
for t in $TARGETS; do
    total=$((total + 1))
    set -- -I "$SRC/llvm/include" -I "$SRC/llvm/lib/Target/$t" -print-records "$SRC/llvm/lib/Target/$t/$t.td"
    "$LLVM_TBLGEN" "$@" > "$TMP/l.txt" 2> "$TMP/l.err"; lrc=$?
    timeout 300 "$KILN" tblgen "$@" > "$TMP/k.txt" 2> "$TMP/k.err"; krc=$?
    if [ "$lrc" -eq "$krc" ] && cmp -s "$TMP/l.txt" "$TMP/k.txt"; then
        pass=$((pass + 1)); printf '%-12s pass\n' "$t"
        # Warnings are not part of the records: note a difference without failing.
        cmp -s "$TMP/l.err" "$TMP/k.err" || printf '    (standard error differs: llvm-tblgen %s lines, kiln %s lines)\n' "$(wc -l < "$TMP/l.err")" "$(wc -l < "$TMP/k.err")"
    else
        line=$(cmp "$TMP/l.txt" "$TMP/k.txt" 2>/dev/null | sed -n 's/.*line \([0-9]*\).*/\1/p')
        [ -n "$line" ] || line=$(($(wc -l < "$TMP/k.txt") + 1))
        printf '%-12s FAIL at line %s (exit status llvm-tblgen %s, kiln %s)\n' "$t" "$line" "$lrc" "$krc"
        printf '    llvm-tblgen: %s\n' "$(sed -n "${line}p" "$TMP/l.txt" | cut -c1-200)"
        printf '    kiln:        %s\n' "$(sed -n "${line}p" "$TMP/k.txt" | cut -c1-200)"
        [ "$krc" -eq 0 ] || printf '    kiln error:  %s\n' "$(head -n 1 "$TMP/k.err" | cut -c1-300)"
    fi
done
echo "tblgen-targets: print-records byte-identical on $pass/$total LLVM 14 targets"
[ "$pass" -eq "$total" ]
