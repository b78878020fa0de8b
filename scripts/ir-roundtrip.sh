#!/usr/bin/env bash
# Round-trip check of `kiln ir` against LLVM 14 (issue 2's acceptance test).
#
# usage: scripts/ir-roundtrip.sh [-j N] [-m typed|opaque|both] [-k DIR] DIR...
#
# For each .ll in each DIR: `kiln ir F.ll -o OUT.ll`, then `llvm-as < OUT.ll | llvm-dis` must be
# byte-identical to `llvm-as < F.ll | llvm-dis` (both through pipes, so the ModuleID matches).
# Opaque mode first rewrites F with `opt -opaque-pointers -S`, then does the same with
# `-opaque-pointers` on llvm-as/llvm-dis; files whose rewrite LLVM 14 itself cannot read back
# are listed as "llvm-crash" and not counted. Failures are listed per file (with the first
# differing line) in DIR-name logs under -k (default: a temporary directory).
# KILN selects the binary (default: target/release/kiln, built if missing).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=1
mode=both
keep=""
while getopts "j:m:k:" opt; do
    case $opt in
        j) jobs=$OPTARG ;;
        m) mode=$OPTARG ;;
        k) keep=$OPTARG ;;
        *) echo "usage: $0 [-j N] [-m typed|opaque|both] [-k DIR] DIR..." >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-j N] [-m typed|opaque|both] [-k DIR] DIR..." >&2; exit 2; }
KILN=${KILN:-$root/target/release/kiln}
if [ ! -x "$KILN" ]; then
    (cd "$root" && cargo build --release -p kiln >&2) || exit 2
fi
export KILN
work=${keep:-$(mktemp -d)}
mkdir -p "$work"

# One file in one mode; prints "STATUS FILE [detail]".
check_one() {
    local mode=$1 f=$2 t
    t=$(mktemp -d)
    local as=(llvm-as) dis=(llvm-dis) src=$f
    if [ "$mode" = opaque ]; then
        as=(llvm-as -opaque-pointers); dis=(llvm-dis -opaque-pointers)
        if ! opt -opaque-pointers -S "$f" -o "$t/r.ll" 2>/dev/null \
            || ! "${as[@]}" < "$t/r.ll" 2>/dev/null | "${dis[@]}" > "$t/ref.ll" 2>/dev/null \
            || [ "${PIPESTATUS[0]}" != 0 ]; then
            echo "llvm-crash $f"; rm -rf "$t"; return
        fi
        src=$t/r.ll
    else
        if ! "${as[@]}" < "$f" 2>/dev/null | "${dis[@]}" > "$t/ref.ll" 2>/dev/null || [ "${PIPESTATUS[0]}" != 0 ]; then
            echo "llvm-rejects-input $f"; rm -rf "$t"; return
        fi
    fi
    if ! "$KILN" ir "$src" -o "$t/out.ll" 2> "$t/err"; then
        echo "FAIL-read $f $(head -c 300 "$t/err" | head -1)"; rm -rf "$t"; return
    fi
    if ! "${as[@]}" < "$t/out.ll" 2> "$t/err" | "${dis[@]}" > "$t/got.ll" 2>/dev/null || [ -s "$t/err" ]; then
        echo "FAIL-llvm-as $f $(head -1 "$t/err")"; rm -rf "$t"; return
    fi
    if ! cmp -s "$t/ref.ll" "$t/got.ll"; then
        echo "FAIL-diff $f $(diff "$t/ref.ll" "$t/got.ll" | sed -n 2p | head -c 200)"; rm -rf "$t"; return
    fi
    echo "ok $f"; rm -rf "$t"
}
export -f check_one

status=0
modes=$mode
[ "$mode" = both ] && modes="typed opaque"
for dir in "$@"; do
    for m in $modes; do
        log="$work/$(echo "${dir%/}" | tr -c 'A-Za-z0-9_.\n-' '_')-$m.log"
        find "$dir" -maxdepth 1 -name '*.ll' | sort | xargs -r -P "$jobs" -I{} bash -c 'check_one "$0" "$1"' "$m" {} > "$log" 2>/dev/null
        ok=$(grep -c '^ok ' "$log")
        crash=$(grep -c '^llvm-' "$log")
        total=$(( $(wc -l < "$log") - crash ))
        echo "$dir [$m]: $ok/$total passed ($crash skipped: LLVM 14 itself cannot read them)"
        grep -v '^ok \|^llvm-' "$log" | head -20 | sed 's/^/    /'
        grep '^llvm-' "$log" | sed 's/^/    skipped: /'
        [ "$ok" = "$total" ] || status=1
    done
done
echo "logs in $work"
exit $status
