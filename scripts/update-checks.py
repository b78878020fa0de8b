#!/usr/bin/env python3
"""Re-blesses the CHECK lines of kiln's lit-style file tests (crates/kiln/tests/lit/) from
kiln's current output, like LLVM's update_llc_test_checks.py.

  scripts/update-checks.py [--force] FILE...

Every RUN line is run as the lit runner runs it (from crates/kiln, `%t` a scratch path), with
each FileCheck call capturing its input, whether piped, redirected (`< %t.txt`) or after `&&`.
A file with checks this script would not write (-NOT/-DAG/-SAME, regexes, several bare `P:`
lines) was written by hand and is left alone unless --force.

The file's lines for each prefix P that a FileCheck call names (default CHECK) are replaced
by a block generated from its input, appended at the end of the file:
  - assembly (`kiln llc` without -stop-after/-run-pass, piped straight into FileCheck): per
    function, `P-LABEL: name:` and `P-NEXT:` for each line of its body up to `.Lfunc_end`
    (comments are left out, except the
    `#APP`/`#NO_APP` markers around inline assembly and the `# 4-byte Spill`-style comments);
  - anything else: `P:` for the first non-blank line, `P-NEXT:` for the rest, `P-EMPTY:` for blank lines.
A RUN line that checks stderr (`2>&1`) or expects failure (`not kiln`) is taken as is: its
output is checked line by line the same way. With `--check-prefixes=CHECK,PIC` and
`CHECK,STATIC`, what both outputs share (per function for assembly) goes under CHECK once,
the rest under the last prefix; one prefix given different outputs by two RUN lines is an error.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FORCE = False
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


CAPTURE = r"""
not() { ! "$@"; }
FileCheck() {
  n=$(ls "$CAPTURES" | wc -l)
  printf '%s\n' "$*" > "$CAPTURES/$n.args"
  cat > "$CAPTURES/$n.out"
}
"""


def prefixes_of(args):
    m = re.search(r"-?-check-prefix(?:es)?[= ]([\w,-]+)", args)
    return m.group(1).split(",") if m else ["CHECK"]


def captured_runs(path: Path, text: str):
    """Runs every RUN line as the lit runner does (from crates/kiln, `%t` a scratch path),
    with FileCheck replaced by a capture of its input: a list of (prefixes, is_asm, output),
    one per FileCheck call, in order."""
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for cmd in run_lines(text):
            captures = Path(tmp) / "captures"
            shutil.rmtree(captures, ignore_errors=True)
            captures.mkdir()
            shell = cmd.replace("%s", str(path.resolve())).replace("%t", f"{tmp}/t")
            shell = re.sub(r"(^|\s)kiln\s", lambda mm: f"{mm.group(1)}{KILN} ", shell)
            p = subprocess.run(["bash", "-o", "pipefail", "-c", CAPTURE + shell], capture_output=True,
                               text=True, cwd=REPO / "crates" / "kiln", env={**os.environ, "CAPTURES": str(captures)})
            if p.returncode != 0:
                sys.exit(f"{path}: RUN: {cmd}: exit {p.returncode}\n{p.stderr}")
            producers = cmd.split("FileCheck")[:-1]
            for n, producer in enumerate(producers):
                producer = re.split(r"&&|;", producer)[-1]
                args = (captures / f"{n}.args").read_text()
                # Assembly checks only when llc's output goes straight into FileCheck: after
                # another stage of the pipe (`| grep -A4 ...`) the lines are checked as they are.
                stages = producer.rstrip().split("|")
                last_stage = stages[-2] if producer.rstrip().endswith("|") and len(stages) > 1 else ""
                is_asm = (" llc " in f" {last_stage} "
                          and not re.search(r"-(stop-after|stop-before|run-pass|print-)", last_stage)
                          and "2>&1" not in last_stage)
                # The checkout's own path in the output matches any prefix.
                out = (captures / f"{n}.out").read_text().replace(f"{REPO}/", "{{.*}}")
                runs.append((prefixes_of(args), is_asm, out))
    return runs


def units(prefix_free_checks):
    """Splits check lines into units, one per function for assembly (from its LABEL line)."""
    out = []
    for kind, line in prefix_free_checks:
        if kind == "-LABEL" or not out:
            out.append((line if kind == "-LABEL" else None, []))
        out[-1][1].append((kind, line))
    return out


def hand_written_checks(text, comment, prefixes):
    """The first check line that this script would not have written: a -NOT/-DAG/-SAME
    check, a regex other than the blank-line one or a checkout path, or a second bare `P:` line."""
    bare = {}
    for line in text.splitlines():
        m = re.match(rf"^\s*{re.escape(comment)}\s*({'|'.join(prefixes)})(-\w+)?:(.*)", line)
        if not m:
            continue
        kind, body = m.group(2) or "", m.group(3)
        bare[m.group(1)] = bare.get(m.group(1), 0) + (kind == "")
        if (kind not in ("", "-LABEL", "-NEXT", "-EMPTY") or bare[m.group(1)] > 1
                or "{{" in body.replace("{{^ +$}}", "").replace("{{.*}}", "")):
            return line.strip()
    return None


def update(path: Path):
    text = path.read_text()
    comment = "#" if path.suffix in (".mir", ".s") else ";"
    runs = []
    for prefixes, is_asm, out in captured_runs(path, text):
        checks = asm_checks(out, "") if is_asm else plain_checks(out, "")
        parsed = [(re.match(r"^(-\w+)?: ?", c).group(1) or "", re.sub(r"^(-\w+)?: ?", "", c, count=1)) for c in checks]
        runs.append((prefixes, dict(units(parsed))))
    # Each unit goes under the first of its run's prefixes whose every run has the same
    # unit (lines shared by `--check-prefixes=CHECK,PIC` and `CHECK,STATIC` go under CHECK
    # once), else under the run's last prefix, which must then agree wherever it is used.
    chosen = {}
    order = []
    for prefixes, unit_map in runs:
        for name, body in unit_map.items():
            for i, prefix in enumerate(prefixes):
                sharing = [u for ps, u in runs if prefix in ps]
                if all(u.get(name) == body for u in sharing) or i == len(prefixes) - 1:
                    key = (prefix, name)
                    if key in chosen and chosen[key] != body:
                        sys.exit(f"{path}: prefix {prefix} checks {name or 'the output'} differently in two RUN lines; give them their own prefixes")
                    if key not in chosen:
                        chosen[key] = body
                        order.append(key)
                    break
    regenerated = {p for ps, _ in runs for p in ps}
    hand_written = hand_written_checks(text, comment, regenerated)
    if hand_written and not FORCE:
        sys.exit(f"{path}: has hand-written checks ({hand_written}); --force replaces them")
    kept = [l for l in text.splitlines() if not re.match(rf"^\s*{re.escape(comment)}\s*({'|'.join(regenerated)})(-\w+)?:", l)]
    while kept and not kept[-1].strip():
        kept.pop()
    last_prefix = None
    for prefix, name in order:
        if prefix != last_prefix or name is None:
            kept.append("")
        last_prefix = prefix
        kept += [f"{comment} {prefix}{kind}: {line}".rstrip() for kind, line in chosen[(prefix, name)]]
    path.write_text("\n".join(kept) + "\n")


def main():
    if not KILN.exists() and shutil.which("cargo"):
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=REPO, check=True)
    global FORCE
    FORCE = "--force" in sys.argv
    for f in [a for a in sys.argv[1:] if a != "--force"]:
        update(Path(f))
        print(f"updated {f}")


if __name__ == "__main__":
    main()
