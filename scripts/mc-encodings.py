#!/usr/bin/env python3
"""Encoding conformance of `kiln mc -show-encoding` against `llvm-mc -show-encoding`, per
distinct instruction line of llc's assembly for the torture corpus.

Takes every instruction line of `llc -O0` and `llc -O2` output (pic, cached under
$KILN_CACHE/llc-s/{O0,O2}; conformance.py builds that cache) or, with `--triple riscv64`, of
clang-14's RV64GC assembly for the torture corpus ($KILN_CACHE/riscv64-s/O2, also built by
conformance.py), keeps the distinct ones, and
assembles them with both tools, each line after a marker label so that the outputs split
back into lines. A line matches when its `encoding: [...]` lists are equal (`A` marks bytes
a fixup fills). Prints the share of distinct lines (and of all lines) that match and the
mnemonics that fail most often.

  mc-encodings.py [--triple x86_64|riscv64] [--limit N] [--show K] [DIR ...]   (DIRs of .s files instead of the torture cache)
"""

import argparse
import collections
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln"))
KILN = Path(os.environ.get("KILN_BIN", REPO / "target" / "release" / "kiln"))
ENCODING = re.compile(r"encoding: (\[[^\]]*\])")
# Per triple: the assembler options both tools get, and the default .s directories.
TRIPLES = {
    "x86_64": ([], [CACHE / "llc-s" / "O0", CACHE / "llc-s" / "O2"]),
    "riscv64": (["-triple=riscv64", "-mattr=+m,+a,+f,+d,+c"], [CACHE / "riscv64-s" / "O2"]),
}


def instruction_lines(text: str):
    for line in text.splitlines():
        if not line.startswith("\t") or len(line) < 2 or not line[1].isalpha():
            continue
        body = line.split("#", 1)[0].strip()
        if body:
            yield body


def encodings_by_marker(output: str, count: int):
    """Splits tool output at `.Lkiln_mark_N:` labels into per-line encoding lists."""
    result = [None] * count
    current = None
    for line in output.splitlines():
        m = re.match(r"\.Lkiln_mark_(\d+):", line)
        if m:
            current = int(m.group(1))
            result[current] = []
            continue
        if current is not None:
            e = ENCODING.search(line)
            if e:
                result[current].append(e.group(1))
    return result


def assemble(tool: list, lines: list):
    """Assembles the lines (dropping those the tool rejects) and returns per-line encodings."""
    alive = list(range(len(lines)))
    rejected = set()
    for _ in range(200):
        src = "".join(f".Lkiln_mark_{i}:\n\t{lines[i]}\n" for i in alive if i not in rejected)
        p = subprocess.run(tool + ["-show-encoding", "-"], input=src.encode(), capture_output=True)
        if p.returncode == 0:
            return encodings_by_marker(p.stdout.decode(errors="replace"), len(lines)), rejected
        bad = set()
        for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr.decode(errors="replace")):
            bad.add(int(m.group(1)))
        if not bad:
            raise SystemExit(f"{tool[0]} failed without a located error: {p.stderr.decode()[:500]}")
        kept = [i for i in alive if i not in rejected]
        for lineno in bad:
            # Each kept line i is two source lines: marker (2k+1) then instruction (2k+2).
            k = (lineno - 1) // 2
            if k < len(kept):
                rejected.add(kept[k])
    raise SystemExit("too many rounds of rejected lines")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triple", choices=sorted(TRIPLES), default="x86_64", help="the target of the assembly")
    ap.add_argument("--limit", type=int, default=0, help="only the N most frequent distinct lines")
    ap.add_argument("--show", type=int, default=25, help="how many failing mnemonics and examples to list")
    ap.add_argument("dirs", nargs="*", type=Path, help="directories of .s files (default: the torture llc-s cache)")
    args = ap.parse_args()
    counts = collections.Counter()
    options, default_dirs = TRIPLES[args.triple]
    for d in args.dirs or default_dirs:
        for s in sorted(d.glob("*.s")):
            counts.update(instruction_lines(s.read_text(errors="replace")))
    lines = [l for l, _ in counts.most_common(args.limit or None)]
    theirs, their_rejects = assemble(["llvm-mc"] + options, lines)
    ours, our_rejects = assemble([str(KILN), "mc"] + options, lines)
    considered = [i for i in range(len(lines)) if i not in their_rejects]
    ok = [i for i in considered if ours[i] is not None and ours[i] == theirs[i]]
    total_all = sum(counts[lines[i]] for i in considered)
    ok_all = sum(counts[lines[i]] for i in ok)
    print(f"distinct lines: {len(ok)}/{len(considered)} match ({100.0 * len(ok) / max(1, len(considered)):.2f}%)")
    print(f"all lines:      {ok_all}/{total_all} match ({100.0 * ok_all / max(1, total_all):.2f}%)")
    print(f"kiln rejects {len(our_rejects)} distinct lines; llvm-mc rejects {len(their_rejects)} (not counted)")
    failing = collections.Counter()
    examples = {}
    for i in considered:
        if i in ok:
            continue
        mnemonic = lines[i].split()[0]
        failing[mnemonic] += 1
        examples.setdefault(mnemonic, (lines[i], ours[i], theirs[i]))
    print("top missing or wrong mnemonics (distinct lines):")
    for mnemonic, n in failing.most_common(args.show):
        line, o, t = examples[mnemonic]
        print(f"  {mnemonic:12} {n:6}   e.g. {line!r}: kiln {o or 'rejected'} llvm-mc {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
