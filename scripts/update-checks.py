#!/usr/bin/env python3
"""Re-blesses the CHECK lines of kiln's lit-style file tests (crates/kiln/tests/lit/) from
kiln's current output, like LLVM's update_llc_test_checks.py.

  scripts/update-checks.py FILE...

For each RUN line `CMD | FileCheck %s [--check-prefix=P]`, CMD is run and the file's lines
for prefix P (default CHECK) are replaced by a block generated from the output, appended at
the end of the file:
  - assembly (`kiln llc` without -stop-after/-run-pass): per function, `P-LABEL: name:` and
    `P-NEXT:` for each line of its body up to `.Lfunc_end` (comments are left out, except the
    `#APP`/`#NO_APP` markers around inline assembly and the `# 4-byte Spill`-style comments);
  - anything else: `P:` for the first non-blank line, `P-NEXT:` for the rest, `P-EMPTY:` for blank lines.
A RUN line that checks stderr (`2>&1`) or expects failure (`not kiln`) is taken as is: its
output is checked line by line the same way.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
KILN = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target")) / "release" / "kiln"


def run_lines(text):
    cmds, pending = [], ""
    for line in text.splitlines():
        at = line.find("RUN:")
        if at < 0:
            continue
        part = line[at + 4:].strip()
        if part.endswith("\\"):
            pending += part[:-1]
        else:
            cmds.append(pending + part)
            pending = ""
    return cmds


def asm_checks(out, prefix):
    lines, body = [], False
    for line in out.splitlines():
        label = re.match(r"^([A-Za-z_.$][\w.$]*):", line)
        # Comments are left out, except the #APP/#NO_APP markers around inline assembly and
        # the spill-slot comments (`# 4-byte Spill`, `# 8-byte Folded Reload`).
        code, _, note = line.partition("#")
        if line.strip() in ("#APP", "#NO_APP"):
            text = line.rstrip()
        elif re.fullmatch(r"\s*\d+-byte (Folded )?(Spill|Reload)\s*", note):
            text = f"{code.rstrip()} # {note.strip()}"
        else:
            text = code.rstrip()
        if label and not label.group(1).startswith(".L"):
            lines.append(f"{prefix}-LABEL: {label.group(1)}:")
            body = True
        elif body and text.strip():
            lines.append(f"{prefix}-NEXT: {text.strip()}")
            if text.strip().startswith(".Lfunc_end"):
                body = False
    return lines


def plain_checks(out, prefix):
    lines = []
    for line in out.rstrip().splitlines():
        if not line.strip():
            if lines:
                lines.append(f"{prefix}-EMPTY:" if not line else f"{prefix}-NEXT: {{{{^ +$}}}}")
            continue
        lines.append(f"{prefix}{'-NEXT' if lines else ''}: {line.rstrip()}")
    return lines


def update(path: Path):
    text = path.read_text()
    comment = "#" if path.suffix in (".mir", ".s") else ";"
    blocks = []
    for cmd in run_lines(text):
        if "FileCheck" not in cmd:
            continue
        producer = cmd.split("| FileCheck")[0].strip()
        m = re.search(r"--check-prefix(?:es)?[= ](\w+)", cmd)
        prefix = m.group(1) if m else "CHECK"
        expect_fail = producer.startswith("not ")
        shell = producer.removeprefix("not ").replace("%s", str(path)).replace("%t", "/tmp/kiln-update-checks")
        shell = re.sub(r"(^|\s)kiln\s", lambda mm: f"{mm.group(1)}{KILN} ", shell)
        p = subprocess.run(["bash", "-c", shell], capture_output=True, text=True)
        if (p.returncode != 0) != expect_fail:
            sys.exit(f"{path}: RUN: {producer}: exit {p.returncode}\n{p.stderr}")
        out = p.stdout
        is_asm = " llc " in f" {producer} " and not re.search(r"-(stop-after|stop-before|run-pass|print-)", producer) and "2>&1" not in producer
        checks = asm_checks(out, prefix) if is_asm else plain_checks(out, prefix)
        blocks.append((prefix, checks))
    prefixes = {p for p, _ in blocks}
    kept = [l for l in text.splitlines() if not re.match(rf"^\s*{re.escape(comment)}\s*({'|'.join(prefixes)})(-\w+)?:", l)]
    while kept and not kept[-1].strip():
        kept.pop()
    for _, checks in blocks:
        kept.append("")
        kept += [f"{comment} {c}" for c in checks]
    path.write_text("\n".join(kept) + "\n")


def main():
    if not KILN.exists() and shutil.which("cargo"):
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=REPO, check=True)
    for f in sys.argv[1:]:
        update(Path(f))
        print(f"updated {f}")


if __name__ == "__main__":
    main()
