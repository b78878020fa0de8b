#!/usr/bin/env python3
"""Decodes the exception-handling data of an x86-64 ELF relocatable object into text that does
not depend on code layout, so kiln's and llc's objects for the same IR can be diffed:

- `.eh_frame`: each CIE's augmentation string, personality (encoding and the symbol its pointer
  resolves to through relocations), LSDA and FDE pointer encodings; each FDE's function, CIE
  and LSDA (the GCC_except_table symbol it points at).
- `.gcc_except_table`: per GCC_except_table<N>, the header encodings, every call-site entry
  (landing pads numbered in order of appearance, code offsets checked for order and range but
  not printed), the action chain of each entry with catch types and filters resolved to the
  type-info symbols (through `.DW.stub` pointers when indirect).

With --unordered the call-site entries of each table are sorted and pads not numbered, for code
whose block layout differs (llc's block placement at -O2).

Usage: lsda-decode.py [--unordered] OBJECT"""
import struct
import sys

R_NAMES = {1: "R_X86_64_64", 2: "R_X86_64_PC32", 10: "R_X86_64_32", 11: "R_X86_64_32S", 24: "R_X86_64_PC64"}


class Elf:
    def __init__(self, data):
        self.data = data
        (shoff,) = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
        self.sections = []
        for i in range(shnum):
            name, typ, flags, addr, off, size, link, info, align, entsize = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
            self.sections.append(dict(name=name, type=typ, off=off, size=size, link=link, info=info))
        strtab = self.sections[shstrndx]
        for s in self.sections:
            s["name"] = self.cstr(strtab["off"] + s["name"])
        self.symbols = []
        for s in self.sections:
            if s["type"] == 2:  # SHT_SYMTAB
                names = self.sections[s["link"]]
                for k in range(s["size"] // 24):
                    name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", data, s["off"] + k * 24)
                    self.symbols.append(dict(name=self.cstr(names["off"] + name), type=info & 15, shndx=shndx, value=value))
        self.relocs = {}  # section index -> {offset: (type, symbol index, addend)}
        for s in self.sections:
            if s["type"] == 4:  # SHT_RELA
                table = self.relocs.setdefault(s["info"], {})
                for k in range(s["size"] // 24):
                    off, info, addend = struct.unpack_from("<QQq", data, s["off"] + k * 24)
                    table[off] = (info & 0xFFFFFFFF, info >> 32, addend)

    def cstr(self, off):
        end = self.data.index(b"\0", off)
        return self.data[off:end].decode()

    def section(self, name):
        for i, s in enumerate(self.sections):
            if s["name"] == name:
                return i, s
        return None, None

    def symbol_at(self, shndx, value, prefix=""):
        for s in self.symbols:
            if s["shndx"] == shndx and s["value"] == value and s["name"].startswith(prefix) and s["type"] != 3 and s["name"]:
                return s["name"]
        return None

    def target(self, shndx, off):
        """What the relocated field at `off` of section `shndx` points to: (reloc name, symbol
        or section+offset, section index, offset) or None."""
        r = self.relocs.get(shndx, {}).get(off)
        if r is None:
            return None
        typ, sym, addend = r
        s = self.symbols[sym]
        if s["type"] == 3 or not s["name"]:  # STT_SECTION: a local target
            sec = s["shndx"]
            return R_NAMES.get(typ, str(typ)), None, sec, s["value"] + addend
        return R_NAMES.get(typ, str(typ)), s["name"] + (f"+{addend}" if addend else ""), s["shndx"], s["value"] + addend

    def describe(self, shndx, off):
        """A layout-independent name of a relocated pointer field."""
        t = self.target(shndx, off)
        if t is None:
            return "no relocation"
        rname, name, sec, value = t
        if name is None or name.startswith(".L"):
            named = self.symbol_at(sec, value)
            if named is not None and not named.startswith(".L"):
                name = named
            else:
                # A local pointer (a .DW.stub): what it holds.
                inner = self.target(sec, value)
                name = f"stub -> {inner[1]} ({inner[0]})" if inner else f"{self.sections[sec]['name']}+?"
        return f"{rname} {name}"


def uleb(data, p):
    v = shift = 0
    while True:
        b = data[p]
        p += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return v, p


def sleb(data, p):
    v, end = uleb(data, p)
    if data[end - 1] & 0x40:
        v -= 1 << (7 * (end - p))
    return v, end


def decode_eh_frame(elf, out):
    idx, sec = elf.section(".eh_frame")
    if sec is None:
        out.append("no .eh_frame")
        return
    data = elf.data[sec["off"]:sec["off"] + sec["size"]]
    lsda_secs = lsda_sections(elf)
    p = 0
    cies = {}
    while p + 4 <= len(data):
        (length,) = struct.unpack_from("<I", data, p)
        if length == 0:
            break
        start = p + 4
        (cie_id,) = struct.unpack_from("<I", data, start)
        if cie_id == 0:
            q = start + 4 + 1
            aug = data[q:data.index(b"\0", q)].decode()
            q += len(aug) + 1
            _, q = uleb(data, q)
            _, q = sleb(data, q)
            q += 1
            line = [f"CIE #{len(cies)} augmentation {aug!r}"]
            if aug.startswith("z"):
                _, q = uleb(data, q)
                for c in aug[1:]:
                    if c == "P":
                        enc = data[q]
                        line.append(f"personality enc=0x{enc:02x} {elf.describe(idx, q + 1)}")
                        q += 1 + {0x03: 4, 0x0B: 4, 0x00: 8}.get(enc & 0x0F, 4)
                    elif c == "L":
                        line.append(f"lsda enc=0x{data[q]:02x}")
                        q += 1
                    elif c == "R":
                        line.append(f"fde enc=0x{data[q]:02x}")
                        q += 1
            cies[p] = len(cies)
            out.append("  ".join(line))
        else:
            cie = cies.get(start - cie_id, "?")
            fn = elf.target(idx, start + 4)
            fname = "?"
            if fn:
                fname = fn[1] if fn[1] and not fn[1].startswith(".L") else elf.symbol_at(fn[2], fn[3]) or "?"
            line = f"FDE {fname} cie=#{cie}"
            # pc_begin and pc_range (sdata4 each), then the augmentation data when the CIE has 'z'.
            q = start + 12
            aug_len, q = uleb(data, q)
            if aug_len:
                t = elf.target(idx, q)
                if t and t[2] in lsda_secs:
                    line += " lsda=" + (elf.symbol_at(t[2], t[3], "GCC_except_table") or f"+{t[3]}")
                else:
                    line += " lsda=?"
            out.append(line)
        p = start + length


def lsda_sections(elf):
    """The indices of `.gcc_except_table` and its per-function (COMDAT) variants."""
    return [i for i, s in enumerate(elf.sections) if s["name"] == ".gcc_except_table" or s["name"].startswith(".gcc_except_table.")]


def decode_lsdas(elf, out, unordered):
    tables = []
    for idx in lsda_sections(elf):
        sec = elf.sections[idx]
        tables += [(s["name"], idx, s["value"], sec["name"]) for s in elf.symbols if s["shndx"] == idx and s["name"].startswith("GCC_except_table")]
    if not tables:
        out.append("no LSDA")
    tables.sort(key=lambda t: int(t[0][len("GCC_except_table"):]))
    for name, idx, start, section in tables:
        sec = elf.sections[idx]
        data = elf.data[sec["off"]:sec["off"] + sec["size"]]
        p = start
        lpstart, tt_enc = data[p], data[p + 1]
        p += 2
        tt_base = None
        if tt_enc != 0xFF:
            off, p = uleb(data, p)
            tt_base = p + off
        cs_enc = data[p]
        p += 1
        cs_len, p = uleb(data, p)
        cs_end = p + cs_len
        out.append(f"{name} in {section}: lpstart=0x{lpstart:02x} ttype=0x{tt_enc:02x} callsite=0x{cs_enc:02x}")
        pads, last_end, sites = [], 0, []
        while p < cs_end:
            begin, p = uleb(data, p)
            length, p = uleb(data, p)
            lp, p = uleb(data, p)
            action, p = uleb(data, p)
            if begin < last_end:
                out.append("  ERROR: call sites out of order")
            last_end = begin + length
            if lp:
                if lp not in pads:
                    pads.append(lp)
                where = "pad" if unordered else f"pad #{pads.index(lp)}"
            else:
                where = "no pad"
            sites.append(f"  call site: {where}, actions {chain(data, cs_end, action, tt_base, tt_enc, elf, idx)}")
        out.extend(sorted(sites) if unordered else sites)


def chain(data, actions_base, action, tt_base, tt_enc, elf, idx):
    """The action records from `action` (1-based into the table) as text."""
    if action == 0:
        return "none"
    parts = []
    p = actions_base + action - 1
    for _ in range(64):
        value, q = sleb(data, p)
        nxt, _ = sleb(data, q)
        if value > 0:
            parts.append("catch " + type_info(data, tt_base, tt_enc, value, elf, idx))
        elif value == 0:
            parts.append("cleanup")
        else:
            f = tt_base + (-value - 1)
            ids = []
            while True:
                t, f = uleb(data, f)
                if t == 0:
                    break
                ids.append(type_info(data, tt_base, tt_enc, t, elf, idx))
            parts.append("filter [" + ", ".join(ids) + "]")
        if nxt == 0:
            break
        p = q + nxt
    return "; ".join(parts)


def type_info(data, tt_base, tt_enc, k, elf, idx):
    size = {0x03: 4, 0x0B: 4, 0x00: 8, 0x04: 8, 0x0C: 8}[tt_enc & 0x0F]
    at = tt_base - k * size
    if int.from_bytes(data[at:at + size], "little") == 0 and elf.target(idx, at) is None:
        return "null"
    return elf.describe(idx, at)


def main():
    unordered = "--unordered" in sys.argv[1:]
    path = [a for a in sys.argv[1:] if a != "--unordered"][0]
    elf = Elf(open(path, "rb").read())
    out = []
    decode_eh_frame(elf, out)
    decode_lsdas(elf, out, unordered)
    print("\n".join(out))


if __name__ == "__main__":
    main()
