#!/usr/bin/env python3
"""Spills and reloads per function, kiln -O2 beside llc -O2, over the real C programs' IR.

Both back ends compile every .ll scripts/realprog.py's -O2 pic kiln builds compiled (kiln-cc's
.kiln-ir-list of each C program; build them first with `realprog.py PROG -O2 -pic`) to assembly
and to an object. Spills and reloads are the AsmPrinter comments `# N-byte Spill`, `# N-byte
Reload` and `# N-byte Folded Reload` (llc's, and kiln's printed the same way), counted per
function; `.text` is the objects' `.text*` sections. llc's figures are cached by the IR file's
name (a content hash) in $KILN_CACHE/spill-counts, so a rerun only compiles with kiln.

  spill-counts.py                 totals per program and overall, and the 25 worst functions
  spill-counts.py --worst 50      more functions (by kiln's spills+reloads minus llc's)
  spill-counts.py --only lz4      one program (libzstd lz4 xz-utils zlib)
  spill-counts.py --jobs 1        files compiled one at a time (default 2)
  KILN_BINARY=PATH spill-counts.py   another kiln binary
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import realprog  # noqa: E402  (the builds' locations and the kiln binary)

CACHE = realprog.CACHE.parent / "spill-counts"
FLAGS = ["-O2", "-relocation-model=pic"]
SPILL_COMMENT = re.compile(r"# \d+-byte (?:Folded )?(Spill|Reload)")
FUNCTION_TYPE = re.compile(r"^\s*\.type\s+([^,\s]+),\s*@function")


def per_function(asm: str) -> dict:
    """{function: [spills, reloads]} from assembly text: a function starts at its label after its
    `.type NAME,@function` and ends at the next function's."""
    counts, functions, current = {}, set(), None
    for line in asm.splitlines():
        m = FUNCTION_TYPE.match(line)
        if m:
            functions.add(m.group(1))
            continue
        label = line.split("#", 1)[0].rstrip()
        if label.endswith(":") and label[:-1] in functions:
            current = label[:-1]
            counts.setdefault(current, [0, 0])
            continue
        m = SPILL_COMMENT.search(line)
        if m and current is not None:
            counts[current][0 if m.group(1) == "Spill" else 1] += 1
    return counts


def text_size(obj: Path) -> int:
    out = subprocess.run(["size", "-A", str(obj)], capture_output=True, text=True, check=True).stdout
    return sum(int(f[1]) for f in (line.split() for line in out.splitlines()) if len(f) >= 2 and (f[0] == ".text" or f[0].startswith(".text.")))


def compile_counts(cmd: list, ll: Path, tmp: Path):
    """{"functions": {...}, "text": bytes} for one back end, or None when it rejects the file."""
    asm, obj = tmp / f"{ll.stem}.s", tmp / f"{ll.stem}.o"
    for extra, out in (([], asm), (["-filetype=obj"], obj)):
        r = subprocess.run(cmd + FLAGS + extra + [str(ll), "-o", str(out)], capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            return None
    result = {"functions": per_function(asm.read_text(errors="replace")), "text": text_size(obj)}
    asm.unlink()
    obj.unlink()
    return result


def llc_counts(ll: Path, tmp: Path):
    cached = CACHE / f"{ll.stem}.json"
    if cached.exists():
        return json.loads(cached.read_text())
    result = compile_counts(["llc"], ll, tmp)
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(result))
    return result


def source_name(ll: Path) -> str:
    with ll.open(errors="replace") as f:
        for line in f:
            if line.startswith("source_filename"):
                return line.split("=", 1)[1].strip().strip('"')
    return ll.name


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--worst", type=int, default=25)
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    files = []  # (program, .ll)
    for prog in realprog.PROGRAMS:
        if prog.cxx or (only and prog.label not in only):
            continue
        listing = realprog.build_tree(prog, "O2", "pic", "kiln", 14) / ".kiln-ir-list"
        if not listing.exists():
            print(f"{prog.label}: not built (run realprog.py {prog.label} -O2 -pic)")
            continue
        files += [(prog.label, Path(p)) for p in sorted(set(listing.read_text().split())) if Path(p).exists()]
    kiln = [str(realprog.KILN), "llc", "-j1"]
    with tempfile.TemporaryDirectory(prefix="spill-counts-") as tmp:
        def one(item):
            prog, ll = item
            return prog, ll, compile_counts(kiln, ll, Path(tmp)), llc_counts(ll, Path(tmp))
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(one, files))
    per_prog, rows, rejected = {}, [], []
    for prog, ll, k, l in results:
        if k is None or l is None:
            rejected.append((prog, ll, "kiln" if k is None else "llc"))
            continue
        sums = per_prog.setdefault(prog, [0, 0, 0, 0, 0, 0, 0])  # files, kiln s, r, text, llc s, r, text
        sums[0] += 1
        for name, (s, r) in k["functions"].items():
            sums[1] += s
            sums[2] += r
            ls, lr = l["functions"].get(name, [0, 0])
            rows.append((s + r - ls - lr, s + r, ls + lr, name, source_name(ll)))
        for s, r in l["functions"].values():
            sums[4] += s
            sums[5] += r
        sums[3] += k["text"]
        sums[6] += l["text"]
    total = [sum(col) for col in zip(*per_prog.values())] if per_prog else [0] * 7
    print(f"{'program':12} {'files':>5} {'kiln s+r':>17} {'llc s+r':>17} {'ratio':>6} {'kiln .text':>11} {'llc .text':>10} {'ratio':>6}")
    for name, (n, ks, kr, kt, ls, lr, lt) in [*per_prog.items(), ("total", total)]:
        print(f"{name:12} {n:5} {ks + kr:7} ({ks:>4}+{kr:>5}) {ls + lr:7} ({ls:>4}+{lr:>5}) {(ks + kr) / max(ls + lr, 1):6.2f} {kt:11} {lt:10} {kt / max(lt, 1):6.3f}")
    for prog, ll, who in rejected:
        print(f"left out: {prog} {ll} (rejected by {who})")
    print(f"\nworst functions (kiln spills+reloads minus llc's), of {len(rows)}:")
    print(f"  {'excess':>6} {'kiln':>6} {'llc':>6}  function (file)")
    for excess, k, l, name, src in sorted(rows, reverse=True)[: args.worst]:
        print(f"  {excess:6} {k:6} {l:6}  {name} ({src})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
