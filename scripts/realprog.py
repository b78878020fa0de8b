#!/usr/bin/env python3
"""Real programs with their own test suites, built by kiln and by LLVM 14's llc, side by side.

The programs come from Debian bookworm's source packages (`apt-get source`, with a deb-src entry
this script adds), cached with their builds under $KILN_CACHE/realprog. Every build goes through
scripts/kiln-cc (clang-14 to IR, then the back end, gcc to link), so a kiln build and its llc
reference differ in the back end only. Each program is built at -O0 and -O2, each either pic
(linked as PIE) or static (linked -no-pie), its libraries linked in statically, and its own tests
run. A test case passes when it passes in the kiln build and in the llc build, with the same
output where the output is deterministic (compressed files, the tests' own reports).
The C programs are also built from clang-19's IR (`-clang19`), with llc-19 as the reference build:
their trees and cache entries are apart from the clang-14 ones (kiln-cc's KILN_RP_CLANG).

  realprog.py                       every program, level and relocation model
  realprog.py zlib -O2 -pic         one program (conformance label), level or model; repeatable
  realprog.py -clang19 zlib         the program built from clang-19 IR (-clang14, the default, too)
  realprog.py -regalloc=basic zlib  kiln's build with another allocator (fast, basic, greedy, pbqp)
                                    and the allocation checker (-verify-regalloc); trees apart
  realprog.py --failures            also list each failing test case with its reason
  KILN_BINARY=PATH realprog.py ...   measure another kiln binary (a helper's branch) instead

Builds are kept: the llc references until the script's build recipe changes, the kiln builds
until the kiln binary does. IR and objects are cached by content (kiln-cc), so a rebuild after a
kiln change reruns only `kiln llc`.
"""

import argparse
import contextlib
import fcntl
import hashlib
import inspect
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import tempfile
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln")) / "realprog"
KILN = Path(os.environ.get("KILN_BINARY") or Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target") / "release" / "kiln")  # another build of kiln to measure


def installed_wrapper() -> Path:
    """kiln-cc (and its kiln-c++ link) copied into the cache, in a directory named by its content.
    Configured trees record the compiler's path, and the recipe identity includes it: a path
    inside one checkout would make every other checkout rebuild the shared trees."""
    source = REPO / "scripts" / "kiln-cc"
    text = source.read_bytes()
    home = CACHE / "bin" / hashlib.sha256(text).hexdigest()[:16]
    if not (home / "kiln-c++").exists():
        CACHE.joinpath("bin").mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=CACHE / "bin"))
        staging.chmod(0o755)
        (staging / "kiln-cc").write_bytes(text)
        (staging / "kiln-cc").chmod(0o755)
        (staging / "kiln-c++").symlink_to("kiln-cc")
        try:
            staging.rename(home)
        except OSError:  # another run installed the same content first
            shutil.rmtree(staging)
    return home / "kiln-cc"


WRAPPER = installed_wrapper()
DRIVERS = REPO / "bench" / "real"  # the parse drivers of tinyxml2 and jsoncpp
LEVELS = ("O0", "O2")
RELOCS = ("pic", "static")
REGALLOCS = ("fast", "basic", "greedy", "pbqp")  # -regalloc=X: kiln's build with that allocator (and its checker)
CLANGS = (14, 19)  # the clang whose IR the programs are built from (19: the C programs only)
RECIPE_VERSION = "1"  # bump when a shared helper of the recipes changes: every build is redone
DEB_SRC = Path("/etc/apt/sources.list.d/kiln-deb-src.sources")
JOBS = str(os.cpu_count() or 2)


@dataclass
class Case:
    ok: bool
    why: str = ""
    artifact: str = ""  # a file of the build tree whose bytes the llc build must match


@dataclass
class Program:
    label: str  # the Debian source package, which names the conformance checks
    version: str  # the upstream version the source directory ends in
    prepare: Callable[[Path], None]  # once per program, on the unpacked source: configure
    build: Callable[[Path, dict], None]  # in a copy of the prepared tree, with kiln-cc's variables
    test: Callable[[Path, dict], dict]  # -> {case name: Case}
    cxx: bool = False
    cases: list = field(default_factory=list)


def sh(cmd, cwd, env=None, timeout=3600, check=True):
    """Runs a command, returning (exit code, combined output); raises BuildError when check fails."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, timeout=timeout, shell=isinstance(cmd, str))
        out = p.stdout.decode(errors="replace") + p.stderr.decode(errors="replace")
        code = p.returncode
    except subprocess.TimeoutExpired:
        out, code = f"timed out after {timeout}s", 124
    if check and code != 0:
        raise BuildError(f"{cmd if isinstance(cmd, str) else ' '.join(map(str, cmd))}: exit {code}", out)
    return code, out


class BuildError(Exception):
    def __init__(self, what, output):
        super().__init__(what)
        self.output = output


# ---------------------------------------------------------------------------------- sources


def source_dir(prog: Program) -> Path:
    """The unpacked Debian source of `prog` (fetched with `apt-get source` on first use)."""
    src = CACHE / "src"
    found = sorted(p for p in src.glob(f"{prog.label}-{prog.version}*") if p.is_dir()) if src.is_dir() else []
    if found:
        return found[0]
    src.mkdir(parents=True, exist_ok=True)
    if not DEB_SRC.exists():
        mirror = debian_mirror()
        text = f"Types: deb-src\nURIs: {mirror}\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n"
        sudo(["tee", str(DEB_SRC)], stdin=text)
        sudo(["apt-get", "update", "-qq"])
    for tool in ("dpkg-source",):
        if shutil.which(tool) is None:
            sudo(["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "dpkg-dev"])
    sh(["apt-get", "source", "-qq", prog.label], cwd=src)
    found = sorted(p for p in src.glob(f"{prog.label}-{prog.version}*") if p.is_dir())
    if not found:
        raise BuildError(f"apt-get source {prog.label} gave no {prog.label}-{prog.version}* directory", "")
    return found[0]


def debian_mirror() -> str:
    for f in sorted(Path("/etc/apt/sources.list.d").glob("*.sources")) + [Path("/etc/apt/sources.list")]:
        if f.is_file():
            m = re.search(r"^\s*(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s*)?)(\S*debian\S*?)/?\s", f.read_text() + "\n", re.M)
            if m and "security" not in m.group(1):
                return m.group(1)
    return "http://deb.debian.org/debian"


def sudo(cmd, stdin=None):
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(prefix + cmd, input=stdin, text=True, check=True, stdout=subprocess.DEVNULL)


# ------------------------------------------------------------------------------------- data


def data_files() -> list:
    """The fixed file set the compressors round-trip (generated once, the same on every machine)."""
    out = CACHE / "data"
    if not (out / ".done").exists():
        out.mkdir(parents=True, exist_ok=True)
        rng = random.Random(20240601)
        words = ["the", "kiln", "fires", "clay", "into", "stone", "and", "a", "compressor", "finds", "every", "repeat", "of", "it", "0x1f", "{", "}", ";", "\n"]
        (out / "empty").write_bytes(b"")
        (out / "one").write_bytes(b"x")
        (out / "text").write_bytes(" ".join(rng.choice(words) for _ in range(40000)).encode())
        (out / "random").write_bytes(rng.randbytes(65536))
        (out / "zeros").write_bytes(bytes(262144))
        mixed = bytearray()
        while len(mixed) < 131072:
            mixed += rng.randbytes(rng.randrange(1, 64)) if rng.random() < 0.3 else bytes(range(rng.randrange(256))) * rng.randrange(1, 4)
        (out / "mixed").write_bytes(bytes(mixed))
        (out / ".done").touch()
    return [out / n for n in ("empty", "one", "text", "random", "zeros", "mixed")]


IDENTIFIERS = ["buffer", "length", "offset", "window", "state", "table", "count", "next", "prev", "hash", "node", "value", "index", "limit", "stream", "block"]
HOSTS = ["alpha.example.org", "beta.example.org", "gamma.example.net", "db-01", "db-02", "cache-7"]
MESSAGES = ["request served", "cache miss", "connection reset by peer", "slow query", "retrying", "checkpoint written"]


def bench_text(size: int, seed: int = 20240613) -> bytes:
    """`size` bytes of compressible, realistic input from a fixed seed: C-like source lines and
    log records (timestamps, hosts, addresses, numbers) in alternating chunks."""
    rng = random.Random(seed)
    out, clock = [], 1_700_000_000
    total = 0
    while total < size:
        lines = []
        if rng.random() < 0.5:
            for _ in range(rng.randrange(20, 200)):
                a, b = rng.choice(IDENTIFIERS), rng.choice(IDENTIFIERS)
                form = rng.randrange(4)
                indent = "    " * rng.randrange(1, 4)
                if form == 0:
                    lines.append(f"{indent}{a}_{b} = {a}[{b} + {rng.randrange(64)}] ^ (0x{rng.getrandbits(16):04x} << {rng.randrange(1, 31)});")
                elif form == 1:
                    lines.append(f"{indent}if ({a}->{b} >= {rng.randrange(1000)}) return {a}_{b}(&{b}, {rng.randrange(10)});")
                elif form == 2:
                    lines.append(f"{indent}for (size_t i = 0; i < {a}.{b}; i++) {{ /* {rng.choice(MESSAGES)} */")
                else:
                    lines.append(f"{indent}}}")
        else:
            for _ in range(rng.randrange(20, 200)):
                clock += rng.randrange(0, 3)
                ip = f"10.{rng.randrange(4)}.{rng.randrange(256)}.{rng.randrange(256)}"
                lines.append(f"{clock},{rng.choice(HOSTS)},{ip},{rng.choice(('INFO', 'INFO', 'WARN', 'ERROR'))},{rng.randrange(100000)},{rng.random() * 1000:.3f},{rng.choice(MESSAGES)}")
        chunk = ("\n".join(lines) + "\n").encode()
        out.append(chunk)
        total += len(chunk)
    return b"".join(out)[:size]


def xml_document(records: int, seed: int = 7) -> bytes:
    """A catalogue of `records` items with attributes, nested elements, entities and text."""
    rng = random.Random(seed)
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<catalog generator="kiln">\n']
    for i in range(records):
        tags = "".join(f"<tag weight=\"{rng.randrange(100)}\">{rng.choice(IDENTIFIERS)}</tag>" for _ in range(rng.randrange(1, 6)))
        words = " ".join(rng.choice(IDENTIFIERS) for _ in range(rng.randrange(5, 40)))
        out.append(f'  <item id="{i}" stock="{rng.randrange(10000)}" price="{rng.randrange(1, 100000)}">\n'
                   f"    <name>{rng.choice(IDENTIFIERS)} &amp; {rng.choice(IDENTIFIERS)} {i}</name>\n"
                   f"    <tags>{tags}</tags>\n    <!-- {rng.choice(MESSAGES)} -->\n"
                   f"    <description>{words} &lt;{rng.randrange(100)}&gt;</description>\n  </item>\n")
    out.append("</catalog>\n")
    return "".join(out).encode()


def json_document(records: int, seed: int = 11) -> bytes:
    """An array of `records` objects: strings with escapes, integers, reals, booleans, null, nesting."""
    rng = random.Random(seed)
    items = []
    for i in range(records):
        items.append({
            "id": i,
            "name": f"{rng.choice(IDENTIFIERS)} \"{rng.choice(IDENTIFIERS)}\"\t{i}",
            "price": round(rng.random() * 1000, 2),
            "stock": rng.randrange(-500, 10000),
            "active": rng.random() < 0.5,
            "parent": None if rng.random() < 0.3 else rng.randrange(i + 1),
            "tags": [rng.choice(IDENTIFIERS) for _ in range(rng.randrange(0, 6))],
            "history": [{"t": rng.randrange(1 << 40), "v": rng.random() * 1e6} for _ in range(rng.randrange(0, 4))],
            "note": " ".join(rng.choice(MESSAGES) for _ in range(rng.randrange(1, 5))),
        })
    return json.dumps(items, indent=1).encode()


def parse_documents() -> tuple:
    """(small XML, small JSON) the parse drivers' test cases read (generated once)."""
    out = CACHE / "data"
    out.mkdir(parents=True, exist_ok=True)
    xml, js = out / "parse.xml", out / "parse.json"
    if not xml.exists():
        (out / "parse.xml.tmp").write_bytes(xml_document(3000))
        (out / "parse.xml.tmp").rename(xml)
    if not js.exists():
        (out / "parse.json.tmp").write_bytes(json_document(3000))
        (out / "parse.json.tmp").rename(js)
    return xml, js


def round_trips(tree: Path, env: dict, compress, decompress, levels) -> dict:
    """{file-level: Case}: compress each data file at each level, decompress, compare; the
    compressed bytes are the artifact the llc build's must equal."""
    cases = {}
    rt = tree / "kiln-rt"
    rt.mkdir(exist_ok=True)
    for f in data_files():
        for level in levels:
            name = f"{f.name}-{re.sub(r'[^0-9a-z]', '', level)}"  # "--ultra -22" -> ultra22
            packed, unpacked = rt / f"{name}.z", rt / f"{name}.out"
            code, out = sh(f"{compress(level)} < {f} > {packed}", tree, env, timeout=600, check=False)
            if code != 0:
                cases[name] = Case(False, f"compressing exits {code}: {first_line(out)}")
                continue
            code, out = sh(f"{decompress} < {packed} > {unpacked}", tree, env, timeout=600, check=False)
            if code != 0:
                cases[name] = Case(False, f"decompressing exits {code}: {first_line(out)}")
            elif unpacked.read_bytes() != f.read_bytes():
                cases[name] = Case(False, "the round trip changes the file")
            else:
                cases[name] = Case(True, artifact=str(packed.relative_to(tree)))
            unpacked.unlink(missing_ok=True)
    return cases


def exit_case(tree: Path, env: dict, cmd: str, timeout=1800) -> Case:
    code, out = sh(cmd, tree, env, timeout=timeout, check=False)
    return Case(code == 0, "" if code == 0 else f"exits {code}: {last_line(out)}")


def first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")[:160]


def last_line(text: str) -> str:
    return next((line for line in reversed(text.splitlines()) if line.strip()), "")[:160]


# --------------------------------------------------------------------------------- programs


def make(tree, env, *args):
    sh(["make", "-k", f"-j{JOBS}", *args], tree, env)  # -k: the failure log names every file kiln fails on


def zlib_prepare(src: Path):
    sh(["./configure", "--static"], src, {**os.environ, "CC": str(WRAPPER), "CFLAGS": "-O2"})


def zlib_test(tree: Path, env: dict) -> dict:
    code, out = sh(["./example"], tree, env, timeout=600, check=False)
    (tree / "kiln-example.out").write_text(out)
    cases = {"example": Case(code == 0, f"exits {code}: {last_line(out)}" if code else "", "kiln-example.out")}
    return cases | round_trips(tree, env, lambda lv: f"./minigzip {lv}", "./minigzip -d", ("-1", "-6", "-9"))


def xz_prepare(src: Path):
    flags = ["--disable-shared", "--disable-nls", "--disable-doc", "--disable-xzdec", "--disable-lzmadec", "--disable-lzmainfo"]
    sh(["./configure", *flags, "CFLAGS=-O2"], src, {**os.environ, "CC": str(WRAPPER)})


def xz_build(tree: Path, env: dict):
    make(tree, env)
    make(tree / "tests", env, "check", "TESTS=")  # the test programs, not yet their run


def xz_test(tree: Path, env: dict) -> dict:
    sh(["make", "-C", "tests", "check"], tree, env, timeout=3600, check=False)
    cases = {}
    for trs in sorted((tree / "tests").glob("*.trs")):
        result = re.search(r":test-result:\s*(\S+)", trs.read_text())
        status = result.group(1) if result else "MISSING"
        log = trs.with_suffix(".log")
        why = "" if status in ("PASS", "SKIP") else f"{status}: {last_line(log.read_text(errors='replace')) if log.exists() else ''}"
        cases[trs.stem] = Case(status in ("PASS", "SKIP"), why)
    if not cases:
        cases["make-check"] = Case(False, "make check ran no test")
    return cases


def lz4_build(tree: Path, env: dict):
    make(tree / "lib", env, "liblz4.a")  # Debian's lz4 links -llz4: the static library only
    make(tree / "programs", env, "lz4")
    make(tree / "tests", env, "frametest", "fuzzer")


def lz4_test(tree: Path, env: dict) -> dict:
    cases = round_trips(tree, env, lambda lv: f"programs/lz4 -c {lv}", "programs/lz4 -d -c", ("-1", "-9", "-12"))
    cases["frametest"] = exit_case(tree, env, "tests/frametest -s1 -i300 --no-prompt")
    cases["fuzzer"] = exit_case(tree, env, "tests/fuzzer -s1 -i200 --no-prompt")
    return cases


ZSTD_MAKE = ["ZSTD_NO_ASM=1", "HAVE_ZLIB=0", "HAVE_LZMA=0", "HAVE_LZ4=0", "MOREFLAGS=-DZSTD_DISABLE_ASM=1"]


def zstd_build(tree: Path, env: dict):
    make(tree / "programs", env, "zstd", *ZSTD_MAKE)
    make(tree / "tests", env, "fuzzer", "zstreamtest", *ZSTD_MAKE)


def zstd_test(tree: Path, env: dict) -> dict:
    levels = ("-1", "-3", "-19", "--ultra -22")
    cases = round_trips(tree, env, lambda lv: f"programs/zstd -q -c {lv}", "programs/zstd -q -d -c", levels)
    cases["fuzzer"] = exit_case(tree, env, "tests/fuzzer -s1 -i40 --no-big-tests")
    cases["zstreamtest"] = exit_case(tree, env, "tests/zstreamtest -s1 -i40 --no-big-tests")
    return cases


def tinyxml2_build(tree: Path, env: dict):
    make(tree, env, "xmltest", "libtinyxml2.a", f"CXX={WRAPPER.with_name('kiln-c++')}", "CXXFLAGS=")
    sh([str(WRAPPER.with_name("kiln-c++")), "-I.", str(DRIVERS / "xml_parse.cpp"), "libtinyxml2.a", "-o", "xml_parse"], tree, env)


def driver_case(tree: Path, env: dict, cmd: list, name: str) -> Case:
    """A parse driver (bench/real/) on its small document: its report is the artifact."""
    code, out = sh(cmd, tree, env, timeout=600, check=False)
    (tree / f"kiln-{name}.out").write_text(out)
    return Case(code == 0, f"exits {code}: {last_line(out)}" if code else "", f"kiln-{name}.out")


def tinyxml2_test(tree: Path, env: dict) -> dict:
    (tree / "resources" / "out").mkdir(exist_ok=True)
    code, out = sh(["./xmltest"], tree, env, timeout=600, check=False)
    cases = {}
    for n, line in enumerate(re.findall(r"^\[(pass|fail)\](.*)$", out, re.M)):
        cases[f"{n + 1:03}{line[1][:60]}"] = Case(line[0] == "pass", line[1].strip()[:160])
    if code != 0 or not cases:
        cases["exit"] = Case(False, f"xmltest exits {code}: {last_line(out)}")
    cases["xml_parse"] = driver_case(tree, env, ["./xml_parse", str(parse_documents()[0]), "2"], "xml_parse")
    return cases


def jsoncpp_build(tree: Path, env: dict):
    cxx = str(WRAPPER.with_name("kiln-c++"))
    lib = ["json_reader", "json_value", "json_writer"]
    tests = ["jsontest", "fuzz", "main"]
    for name in lib:
        sh([cxx, "-std=c++11", "-Iinclude", "-c", f"src/lib_json/{name}.cpp", "-o", f"{name}.o"], tree, env)
    sh(["ar", "rcs", "libjsoncpp.a"] + [f"{n}.o" for n in lib], tree, env)
    for name in tests:
        sh([cxx, "-std=c++11", "-Iinclude", "-Isrc/test_lib_json", "-c", f"src/test_lib_json/{name}.cpp", "-o", f"t_{name}.o"], tree, env)
    sh([cxx, "-o", "jsoncpp_test"] + [f"t_{n}.o" for n in tests] + ["libjsoncpp.a"], tree, env)
    sh([cxx, "-std=c++11", "-Iinclude", str(DRIVERS / "json_parse.cpp"), "libjsoncpp.a", "-o", "json_parse"], tree, env)


def jsoncpp_test(tree: Path, env: dict) -> dict:
    code, listing = sh(["./jsoncpp_test", "--list-tests"], tree, env, timeout=600, check=False)
    names = [line.strip() for line in listing.splitlines() if line.strip()] if code == 0 else []
    code, out = sh(["./jsoncpp_test"], tree, env, timeout=600, check=False)
    ran = dict(re.findall(r"^Testing (\S+): (OK|FAILED)", out, re.M))
    cases = {n: Case(ran.get(n) == "OK", "" if ran.get(n) == "OK" else ran.get(n, f"not run (exit {code})")) for n in names}
    if not cases:
        cases["exit"] = Case(False, f"jsoncpp_test --list-tests exits {code}: {last_line(listing)}")
    cases["json_parse"] = driver_case(tree, env, ["./json_parse", str(parse_documents()[1]), "2"], "json_parse")
    return cases


def no_prepare(src: Path):
    pass


PROGRAMS = [
    Program("zlib", "1.2.13", zlib_prepare, lambda t, e: make(t, e, "example", "minigzip"), zlib_test),
    Program("xz-utils", "5.4.1", xz_prepare, xz_build, xz_test),
    Program("lz4", "1.9.4", no_prepare, lz4_build, lz4_test),
    Program("libzstd", "1.5.4", no_prepare, zstd_build, zstd_test),
    Program("tinyxml2", "9.0.0", no_prepare, tinyxml2_build, tinyxml2_test, cxx=True),
    Program("libjsoncpp", "1.9.5", no_prepare, jsoncpp_build, jsoncpp_test, cxx=True),
]
BY_LABEL = {p.label: p for p in PROGRAMS}


# ----------------------------------------------------------------------------------- builds


def kiln_id() -> str:
    h = hashlib.sha256()
    with open(KILN, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return "kiln-" + h.hexdigest()[:24]


def recipe_id(prog: Program, *parts) -> str:
    """The identity of a program's recipe: the source of its steps and kiln-cc, and kiln-cc's path,
    which configured trees name (a change redoes the builds; the path is the cache's, so every
    checkout with the same kiln-cc shares them)."""
    text = RECIPE_VERSION + "".join(inspect.getsource(p) for p in parts) + str(WRAPPER)
    drivers = b"".join(f.read_bytes() for f in sorted(DRIVERS.glob("*.cpp")))
    return hashlib.sha256(text.encode() + WRAPPER.read_bytes() + drivers).hexdigest()[:16]


HELD_LOCKS: set = set()


@contextlib.contextmanager
def locked(tree: Path):
    """Holds `tree`'s lock file (beside it) while a process checks, builds or reads the tree:
    runs from several checkouts share the cache, and one must not copy, test or record a
    tree another is rebuilding (a reference build failed that way and its failure was cached)."""
    if tree in HELD_LOCKS:
        yield
        return
    tree.parent.mkdir(parents=True, exist_ok=True)
    with open(tree.parent / f".{tree.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        HELD_LOCKS.add(tree)
        try:
            yield
        finally:
            HELD_LOCKS.discard(tree)


def prepared(prog: Program) -> Path:
    """The configured source tree every build of `prog` copies (made once per recipe version)."""
    out = CACHE / "prepared" / prog.label
    with locked(out):
        return prepare_locked(prog, out)


def prepare_locked(prog: Program, out: Path) -> Path:
    stamp = out / ".kiln-prepared"
    identity = recipe_id(prog, prog.prepare)
    if stamp.exists() and stamp.read_text() == identity:
        return out
    shutil.rmtree(out, ignore_errors=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(source_dir(prog), out, symlinks=True)
    prog.prepare(out)
    stamp.write_text(identity)
    return out


def build_tree(prog: Program, level: str, reloc: str, backend: str, clang: int, regalloc: str = "") -> Path:
    name = f"{level}-{reloc}-{backend}" + (f"-regalloc-{regalloc}" if regalloc else "") + ("" if clang == 14 else f"-clang{clang}")
    return CACHE / "build" / prog.label / name


def regalloc_args(regalloc: str) -> str:
    """kiln llc's options for a build with another allocator than the level's own: that allocator,
    with the allocation checker on."""
    return f"-regalloc={regalloc} -verify-regalloc" if regalloc else ""


def build_and_test(prog: Program, level: str, reloc: str, backend: str, clang: int = 14, regalloc: str = "", tests: bool = True) -> dict:
    """{case: Case} for one build from clang-`clang` IR, built and tested unless cached. Back ends:
    "llc" (that clang's release of llc), "kiln", and "kiln+llc" (kiln, with llc for the files kiln
    rejects: to find kiln's wrong code past them); `regalloc` names kiln's allocator (-regalloc=)
    when it is not the level's default. Levels O0g and O2g build with debug information (kiln-cc).
    Without `tests` the build is not tested: its one case is "build"."""
    llc = "llc" if clang == 14 else f"llc-{clang}"
    backend_id = f"llc{clang}" if backend == "llc" else kiln_id() + ("+llc" if backend == "kiln+llc" else "")
    backend_id += f" {regalloc_args(regalloc)}" if regalloc else ""
    identity = f"{recipe_id(prog, prog.prepare, prog.build, prog.test)} {backend_id} clang{clang}" + ("" if tests else " untested")
    tree = build_tree(prog, level, reloc, backend, clang, regalloc)
    with locked(tree):
        return build_and_test_locked(prog, tree, identity, llc, backend, backend_id, level, reloc, clang, regalloc, tests)


def build_and_test_locked(prog, tree, identity, llc, backend, backend_id, level, reloc, clang, regalloc, tests) -> dict:
    results = tree / ".kiln-results.json"
    if results.exists() and (tree / ".kiln-identity").read_text() == identity:
        return {k: Case(**v) for k, v in json.loads(results.read_text()).items()}
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(prepared(prog), tree, symlinks=True)
    (tree / ".kiln-backend-failures").write_text("")
    (tree / ".kiln-ir-list").write_text("")
    env = {
        **os.environ,
        "CC": str(WRAPPER),
        "CXX": str(WRAPPER.with_name("kiln-c++")),
        "KILN_RP_CLANG": str(clang),
        "KILN_RP_BACKEND": llc if backend == "llc" else str(KILN),
        "KILN_RP_BACKEND_ID": backend_id,
        "KILN_RP_LEVEL": level,
        "KILN_RP_RELOC": reloc,
        "KILN_RP_CACHE": str(CACHE / "cc"),
        "KILN_RP_LOG": str(tree / ".kiln-backend-failures"),
        "KILN_RP_IR_LIST": str(tree / ".kiln-ir-list"),
        "KILN_RP_LLC_ARGS": regalloc_args(regalloc),
        "KILN_RP_FALLBACK": "llc" if backend == "kiln+llc" else "",
    }
    try:
        prog.build(tree, env)
        cases = prog.test(tree, env) if tests else {"build": Case(True)}
    except BuildError as e:
        failures = (tree / ".kiln-backend-failures").read_text().splitlines()
        why = failures[0].split("  # for ", 1)[-1] if failures else f"{e}: {last_line(e.output)}"
        cases = {"build": Case(False, "build fails: " + why)}
    (tree / ".kiln-identity").write_text(identity)
    results.write_text(json.dumps({k: vars(v) for k, v in cases.items()}, indent=1))
    return cases


def compare(prog: Program, level: str, reloc: str, backend="kiln", clang: int = 14, regalloc: str = "") -> dict:
    """{case: Case} over the reference's cases: ok when kiln's build passes the case as llc's does
    (same artifact bytes); a case the llc build fails is reported as skipped (why starts 'llc:').
    `regalloc`: kiln's build uses that allocator (llc's keeps its default)."""
    ref_tree = build_tree(prog, level, reloc, "llc", clang)
    our_tree = build_tree(prog, level, reloc, backend, clang, regalloc)
    with locked(ref_tree), locked(our_tree):
        return compare_locked(prog, level, reloc, backend, clang, regalloc, ref_tree, our_tree)


def compare_locked(prog, level, reloc, backend, clang, regalloc, ref_tree, our_tree) -> dict:
    ref = build_and_test(prog, level, reloc, "llc", clang)
    ours = build_and_test(prog, level, reloc, backend, clang, regalloc)
    out = {}
    for name, r in ref.items():
        k = ours.get(name) or ours.get("build") or Case(False, "not run")
        if not r.ok:
            out[name] = Case(False, f"llc: {r.why}")
        elif not k.ok:
            out[name] = k
        elif r.artifact and (ref_tree / r.artifact).read_bytes() != (our_tree / k.artifact).read_bytes():
            out[name] = Case(False, f"{r.artifact} differs from the llc build's")
        else:
            out[name] = Case(True)
    return out


def combinations(selected_labels, levels, relocs, clangs=(14,)):
    for clang in clangs:
        for prog in PROGRAMS:
            if (selected_labels and prog.label not in selected_labels) or (clang != 14 and prog.cxx):
                continue
            for level in levels:
                for reloc in relocs:
                    yield prog, level, reloc, clang


def label(prog: Program, level: str, reloc: str, clang: int, regalloc: str = "") -> str:
    """The name of one build in reports and conformance checks: zlib-O2-pic, clang19-zlib-O2-pic,
    regalloc-basic-zlib-O2-pic."""
    prefix = ("" if clang == 14 else f"clang{clang}-") + (f"regalloc-{regalloc}-" if regalloc else "")
    return prefix + f"{prog.label}-{level}-{reloc}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("select", nargs="*", help="program labels, -O0/-O2, -pic/-static")
    ap.add_argument("--failures", action="store_true")
    ap.add_argument("--fallback", action="store_true", help="build with llc what kiln rejects (and list those files)")
    args, rest = ap.parse_known_args()
    words = args.select + rest
    labels = [w for w in words if w in BY_LABEL]
    levels = [w[1:] for w in words if w[1:] in LEVELS] or list(LEVELS)
    relocs = [w[1:] for w in words if w[1:] in RELOCS] or list(RELOCS)
    clang_words = {f"-clang{c}": c for c in CLANGS}
    clangs = [clang_words[w] for w in words if w in clang_words] or [14]
    regalloc_words = {f"-regalloc={r}": r for r in REGALLOCS}
    regallocs = [regalloc_words[w] for w in words if w in regalloc_words] or [""]
    flags = ("--failures", "--fallback")
    known = flags + tuple(clang_words) + tuple(regalloc_words)
    unknown = [w for w in words if w not in BY_LABEL and w[1:] not in LEVELS + RELOCS and w not in known]
    if unknown:
        print(f"realprog: unknown program or option {unknown[0]} (programs: {', '.join(BY_LABEL)})", file=sys.stderr)
        return 1
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=REPO, check=True)
    for (prog, level, reloc, clang), regalloc in itertools.product(combinations(labels, levels, relocs, clangs), regallocs):
        backend = "kiln+llc" if "--fallback" in words or args.fallback else "kiln"
        cases = compare(prog, level, reloc, backend, clang, regalloc)
        passed = sum(c.ok for c in cases.values())
        ref_failed = sum(c.why.startswith("llc:") for c in cases.values())
        extra = f", {ref_failed} fail with llc too" if ref_failed else ""
        print(f"{label(prog, level, reloc, clang, regalloc)}: {passed} of {len(cases)} test cases pass{extra}", flush=True)
        if args.failures or "--failures" in words:
            for name, c in cases.items():
                if not c.ok:
                    print(f"    {name}: {c.why}")
        if backend == "kiln+llc":
            for line in (build_tree(prog, level, reloc, backend, clang, regalloc) / ".kiln-backend-failures").read_text().splitlines():
                print(f"    built by llc: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
