"""Writes GlobalISel selection programs for the file test ../llc/gisel/select-int-exec.mir:
PREFIX.mir, legalized generic MIR with one function `i64 NAME(i64 a, i64 b)` per integer
operation and width x86-64's legalizer calls legal (arithmetic and bitwise operations with a
register and with a constant operand, division and remainder, multiply high, shifts by a register
and by a constant, compares, carries into selects, extensions, merges and unmerges, a stack
slot read back through a G_PTR_ADD), and PREFIX.c, a driver that calls each on 25 edge-case
values paired every way and compares with the same operation in C; it prints the number of
mismatches (0) and exits 1 on any.

  gisel_int_programs.py PREFIX
"""
import re, sys
PREFIX = sys.argv[1]
# Each function: name, body (the s64 arguments are %0 and %1, the result %r of s64), C
# expression of the result over int64_t a, b, C condition under which the call is skipped.
def tr(n, src, dst):  # dst:_(sn) = trunc src
    return f"    {dst}:_(s{n}) = G_TRUNC {src}(s64)\n" if n < 64 else f"    {dst}:_(s64) = COPY {src}(s64)\n"
def ext(n, src, kind="G_ZEXT"):
    return f"    %r:_(s64) = {kind} {src}(s{n})\n" if n < 64 else f"    %r:_(s64) = COPY {src}(s64)\n"
F = []
C = {8: "uint8_t", 16: "uint16_t", 32: "uint32_t", 64: "uint64_t"}
S = {8: "int8_t", 16: "int16_t", 32: "int32_t", 64: "int64_t"}
for n in [8, 16, 32, 64]:
    for op, cop, signed in [("G_SDIV", "/", True), ("G_UDIV", "/", False), ("G_SREM", "%", True), ("G_UREM", "%", False),
                            ("G_ADD", "+", False), ("G_SUB", "-", False), ("G_MUL", "*", False), ("G_AND", "&", False), ("G_OR", "|", False), ("G_XOR", "^", False)]:
        T = S[n] if signed else C[n]
        body = tr(n, "%0", "%a") + tr(n, "%1", "%b") + f"    %c:_(s{n}) = {op} %a, %b\n" + ext(n, "%c")
        guard = "b == 0 || (a == -1 && b == INT64_MIN)" if op in ("G_SDIV","G_SREM","G_UDIV","G_UREM") else "0"
        F.append((f"{op[2:].lower()}{n}", body, f"({C[n]})(({T})a {cop} ({T})b)", f"(({T})b == 0) || ({'1' if signed else '0'} && ({T})b == -1)" if "DIV" in op or "REM" in op else "0"))
        # with an immediate
        body = tr(n, "%0", "%a") + f"    %b:_(s{n}) = G_CONSTANT i{n} 7\n" + f"    %c:_(s{n}) = {op} %a, %b\n" + ext(n, "%c")
        F.append((f"{op[2:].lower()}{n}i", body, f"({C[n]})(({T})a {cop} ({T})7)", "0"))
    # umulh
    body = tr(n, "%0", "%a") + tr(n, "%1", "%b") + f"    %c:_(s{n}) = G_UMULH %a, %b\n" + ext(n, "%c")
    F.append((f"umulh{n}", body, f"({C[n]})(((unsigned __int128)({C[n]})a * ({C[n]})b) >> {n})", "0"))
    # shifts
    for op, cop, T in [("G_SHL", "<<", C[n]), ("G_LSHR", ">>", C[n]), ("G_ASHR", ">>", S[n])]:
        body = tr(n, "%0", "%a") + "    %b:_(s8) = G_TRUNC %1(s64)\n" + f"    %c:_(s{n}) = {op} %a, %b(s8)\n" + ext(n, "%c")
        F.append((f"{op[2:].lower()}{n}", body, f"({C[n]})(({T})a {cop} ((uint8_t)b % {n}))", f"(uint8_t)b >= {n}"))
        body = tr(n, "%0", "%a") + "    %b:_(s8) = G_CONSTANT i8 3\n" + f"    %c:_(s{n}) = {op} %a, %b(s8)\n" + ext(n, "%c")
        F.append((f"{op[2:].lower()}{n}i", body, f"({C[n]})(({T})a {cop} 3)", "0"))
    # compare + select
    body = tr(n, "%0", "%a") + tr(n, "%1", "%b") + f"    %c:_(s8) = G_ICMP intpred(slt), %a(s{n}), %b\n" + "    %r:_(s64) = G_ZEXT %c(s8)\n"
    F.append((f"slt{n}", body, f"(uint64_t)(({S[n]})a < ({S[n]})b)", "0"))
    for value in [-2, 100]:
        body = tr(n, "%0", "%a") + f"    %b:_(s{n}) = G_CONSTANT i{n} {value}\n    %c:_(s8) = G_ICMP intpred(ugt), %a(s{n}), %b\n" + "    %r:_(s64) = G_ZEXT %c(s8)\n"
        F.append((f"ugt{n}_{value & 0xff}", body, f"(uint64_t)(({C[n]})a > ({C[n]}){value})", "0"))
    body = tr(n, "%0", "%a") + tr(n, "%1", "%b") + f"    %x:_(s{n}), %o:_(s1) = G_UADDO %a, %b\n    %c:_(s{n}) = G_SELECT %o(s1), %a, %b\n" + ext(n, "%c")
    F.append((f"uaddo_sel{n}", body, f"(({C[n]})(({C[n]})a + ({C[n]})b) < ({C[n]})a) ? ({C[n]})a : ({C[n]})b", "0"))
    body = tr(n, "%0", "%a") + tr(n, "%1", "%b") + f"    %x:_(s{n}), %o:_(s1) = G_USUBO %a, %b\n    %y:_(s{n}), %p:_(s1) = G_USUBE %a, %b, %o\n    %c:_(s{n}) = G_SELECT %p(s1), %y, %x\n" + ext(n, "%c")
    F.append((f"usube{n}", body, f"(({C[n]})a < ({C[n]})b) ? ({C[n]})(({C[n]})a - ({C[n]})b - 1) : ({C[n]})(({C[n]})a - ({C[n]})b)", "0"))
    for m in [16, 32, 64]:
        if m > n:
            for kind, T in [("G_SEXT", S[n]), ("G_ZEXT", C[n])]:
                body = tr(n, "%0", "%a") + f"    %c:_(s{m}) = {kind} %a(s{n})\n" + ext(m, "%c")
                F.append((f"{kind[2:].lower()}{n}_{m}", body, f"({C[m]})({T})a", "0"))
for wide, half in [(64, 32), (32, 16), (16, 8)]:
    body = tr(half, "%0", "%a") + tr(half, "%1", "%b") + f"    %c:_(s{wide}) = G_MERGE_VALUES %a(s{half}), %b(s{half})\n" + ext(wide, "%c")
    F.append((f"merge{wide}", body, f"({C[wide]})(({C[half]})a | ((uint64_t)({C[half]})b << {half}))", "0"))
    body = tr(wide, "%0", "%a") + f"    %l:_(s{half}), %h:_(s{half}) = G_UNMERGE_VALUES %a(s{wide})\n    %c:_(s{half}) = G_XOR %l, %h\n" + ext(half, "%c")
    F.append((f"unmerge{wide}", body, f"({C[half]})(({C[wide]})a ^ (({C[wide]})a >> {half}))", "0"))
# loads/stores through frame index and ptr_add
body = "    %s:_(p0) = G_FRAME_INDEX %stack.0\n    G_STORE %0(s64), %s(p0) :: (store (s64))\n    %k:_(s64) = G_CONSTANT i64 4\n    %q:_(p0) = G_PTR_ADD %s, %k(s64)\n    %l:_(s16) = G_LOAD %q(p0) :: (load (s16))\n    %r:_(s64) = G_SEXT %l(s16)\n"
F.append(("stack16", body, "(uint64_t)(int64_t)(int16_t)(a >> 32)", "0"))

ir = "\n".join(f"  define i64 @{n}(i64 %a, i64 %b) {{\n    ret i64 0\n  }}" for n, _, _, _ in F)
out = ["--- |\n" + ir + "\n..."]
# Virtual registers by letter, numbered from %10.
NUM = {v: 10 + i for i, v in enumerate("abcrxoyps kqlh".replace(" ", ""))}
F = [(n, re.sub(r"%([a-z])\b", lambda m: f"%{NUM[m.group(1)]}", b), e, sk) for n, b, e, sk in F]
for name, body, _, _ in F:
    stack = "stack:\n  - { id: 0, size: 8, alignment: 8 }\n" if "stack" in body else ""
    out.append(f"---\nname: {name}\nlegalized: true\ntracksRegLiveness: true\n{stack}body: |\n  bb.0:\n    liveins: $rdi, $rsi\n    %0:_(s64) = COPY $rdi\n    %1:_(s64) = COPY $rsi\n{body}    $rax = COPY %13(s64)\n    RET64 implicit $rax\n...")
open(PREFIX + ".mir", "w").write("\n".join(out) + "\n")
c = ["#include <stdio.h>\n#include <stdint.h>\n#include <inttypes.h>"]
for name, _, expr, skip in F:
    c.append(f"uint64_t {name}(int64_t, int64_t);\nstatic uint64_t ref_{name}(int64_t a, int64_t b) {{ (void)b; return {expr}; }}\nstatic int skip_{name}(int64_t a, int64_t b) {{ (void)a; (void)b; return {skip}; }}")
c.append("static const int64_t V[] = {0, 1, 2, 3, 7, -1, -2, -7, 100, -100, 127, -128, 255, 256, 32767, -32768, 65535, 0x7fffffff, -0x7fffffffLL - 1, 0xffffffffLL, 0x123456789abcdefLL, -0x123456789abcdefLL, INT64_MAX, INT64_MIN, 0x8000000000000001LL};")
c.append("int main(void) {\n  int bad = 0, checked = 0;\n  for (unsigned i = 0; i < sizeof V / sizeof *V; i++) for (unsigned j = 0; j < sizeof V / sizeof *V; j++) {\n    int64_t a = V[i], b = V[j];")
for name, _, _, _ in F:
    c.append(f"    if (!skip_{name}(a, b)) {{ checked++; uint64_t g = {name}(a, b), w = ref_{name}(a, b); if (g != w && bad++ < 30) printf(\"{name}(%\" PRId64 \", %\" PRId64 \") = %\" PRIx64 \", want %\" PRIx64 \"\\n\", a, b, g, w); }}")
c.append("  }\n  printf(\"%d functions, %d mismatches\\n\", " + str(len(F)) + ", bad);\n  return bad != 0;\n}")
open(PREFIX + ".c", "w").write("\n".join(c) + "\n")
