"""Writes an LLVM IR program (typed pointers, LLVM 14 syntax) that calls generic intrinsics on
fixed inputs, scalar and vector, and prints every result lane as "label hex". For the file
tests of kiln's intrinsic lowering (../lli/intrinsics-exec.ll).

  intrinsic_programs.py           the intrinsics LLVM 14 knows: llc's build is the reference
  intrinsic_programs.py new FILE  the LLVM 15+ ones (scmp/ucmp, is.fpclass, ldexp, frexp), which
                                  llc 14 cannot build: the expected output, computed here (libm
                                  through ctypes for ldexp/frexp), goes to FILE
"""
import struct, sys
NEW = len(sys.argv) > 1 and sys.argv[1] == 'new'
OLD = not NEW
lines = []
decls = set()
body = []
n = [0]
def tmp():
    n[0] += 1
    return "%%t%d" % n[0]
def call(ret, name, args):
    tys = [a[0] if isinstance(a, tuple) else (a if a.startswith("i32 immarg") else a.rsplit(" ", 1)[0]) for a in args]
    args = [" ".join(a) if isinstance(a, tuple) else a.replace("immarg ", "") for a in args]
    decls.add("declare %s @%s(%s)" % (ret, name, ", ".join(t.rsplit(" ", 1)[0] if "immarg" in t else t for t in tys)))
    t = tmp()
    body.append("  %s = call %s @%s(%s)" % (t, ret, name, ", ".join(args)))
    return t
def printi(label, ty, v):
    # print as i64
    t = tmp()
    if ty == "i64": t = v
    else:
        body.append("  %s = zext %s %s to i64" % (t, ty, v))
    body.append('  call void @show(i8* getelementptr ([32 x i8], [32 x i8]* @%s, i64 0, i64 0), i64 %s)' % (label, t))
strings = {}
def label(text):
    k = "s%d" % len(strings)
    strings[k] = text
    return k
def print_vec(text, ty, v, lanes, elem):
    for k in range(lanes):
        t = tmp()
        body.append("  %s = extractelement %s %s, i32 %d" % (t, ty, v, k))
        if elem.startswith("i"):
            printi(label("%s[%d]" % (text, k)), elem, t)
        else:
            t2 = tmp()
            ity = "i32" if elem == "float" else "i64"
            body.append("  %s = bitcast %s %s to %s" % (t2, elem, t, ity))
            printi(label("%s[%d]" % (text, k)), ity, t2)
def print_scalar(text, ty, v):
    if ty.startswith("i"):
        printi(label(text), ty, v)
    else:
        ity = "i32" if ty == "float" else "i64"
        t2 = tmp()
        body.append("  %s = bitcast %s %s to %s" % (t2, ty, v, ity))
        printi(label(text), ity, t2)
def load(ty, gname):
    t = tmp()
    body.append("  %s = load volatile %s, %s* @%s" % (t, ty, ty, gname))
    return t
globs = []
expected = []
import ctypes, math
libm = ctypes.CDLL("libm.so.6")
libm.ldexpf.restype = ctypes.c_float; libm.ldexpf.argtypes = [ctypes.c_float, ctypes.c_int]
libm.ldexp.restype = ctypes.c_double; libm.ldexp.argtypes = [ctypes.c_double, ctypes.c_int]
libm.frexpf.restype = ctypes.c_float; libm.frexpf.argtypes = [ctypes.c_float, ctypes.POINTER(ctypes.c_int)]
libm.frexp.restype = ctypes.c_double; libm.frexp.argtypes = [ctypes.c_double, ctypes.POINTER(ctypes.c_int)]
def fbits(x, elem):
    return struct.unpack("<I", struct.pack("<f", x))[0] if elem == "float" else struct.unpack("<Q", struct.pack("<d", x))[0]
def fpclass(x, elem, mask):
    b = fbits(x, elem); w = 32 if elem == "float" else 64; mb = 23 if w == 32 else 52
    neg = b >> (w - 1); a = b & ((1 << (w - 1)) - 1); exp = ((1 << (w - 1)) - 1) & ~((1 << mb) - 1)
    if a > exp: cls = 1 if a & (1 << (mb - 1)) else 0
    elif a == exp: cls = 2 if neg else 9
    elif a == 0: cls = 5 if neg else 6
    elif a < (1 << mb): cls = 4 if neg else 7
    else: cls = 3 if neg else 8
    return (mask >> cls) & 1
def expect(label, value):
    expected.append("%s %x" % (label[:31], value))
def g(name, ty, init):
    globs.append("@%s = global %s %s" % (name, ty, init))
def vec(ty, elem, vals):
    return "<" + ", ".join("%s %s" % (elem, v) for v in vals) + ">"
def hexf(x): return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]
def hexf32(x): return "0x%016X" % struct.unpack("<Q", struct.pack("<d", struct.unpack("<f", struct.pack("<f", x))[0]))[0]
INF = float("inf"); NAN = float("nan")
# integer vectors
ints = {"i8": [0, 1, 127, 128, 200, 255, 77, 3, 250, 5, 128, 129, 0, 64, 190, 17],
        "i16": [0, 1, 32767, 32768, 65535, 40000, 123, 9],
        "i32": [0, 1, 2147483647, 2147483648, 4294967295, 3000000000, 12345, 7],
        "i64": [0, 1, 9223372036854775807, 9223372036854775808, 18446744073709551615, 5]}
for elem, vals in ints.items():
    w = int(elem[1:])
    lanes = min(len(vals), 128 // w) if w < 64 else 2
    for name, sh in (("a", 0), ("b", 1)):
        vs = [vals[(i + sh * 3) % len(vals)] for i in range(lanes)]
        vs = [v - (1 << w) if v >= (1 << (w - 1)) else v for v in vs]
        if name == "a": va = vs
        else: vb = vs
        g("v%s%s" % (elem, name), "<%d x %s>" % (lanes, elem), vec(None, elem, vs))
    vt = "<%d x %s>" % (lanes, elem)
    sfx = "v%d%s" % (lanes, elem)
    a = load(vt, "v%sa" % elem); b = load(vt, "v%sb" % elem)
    for op in ["sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "smin", "smax", "umin", "umax"] * OLD:
        print_vec("%s.%s" % (op, sfx), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, b)]), lanes, elem)
    for op in (["ctpop", "bswap", "bitreverse"] if w > 8 else ["ctpop", "bitreverse"]) * OLD:
        print_vec("%s.%s" % (op, sfx), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a)]), lanes, elem)
    for op in ["ctlz", "cttz", "abs"] * OLD:
        print_vec("%s.%s" % (op, sfx), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "i1 false"]), lanes, elem)
    amt = tmp(); body.append("  %s = and %s %s, %s" % (amt, vt, b, vec(None, elem, [w - 1] * lanes)))
    for op in ["fshl", "fshr"] * OLD:
        print_vec("%s.%s" % (op, sfx), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, b), "%s %s" % (vt, amt)]), lanes, elem)
    for op in ["ushl.sat", "sshl.sat"] * OLD:
        print_vec("%s.%s" % (op, sfx), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, amt)]), lanes, elem)
    bvt = "<%d x i8>" % lanes
    for op in ["scmp", "ucmp"] * NEW:
        print_vec("%s.%s" % (op, sfx), bvt, call(bvt, "llvm.%s.v%di8.%s" % (op, lanes, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, b)]), lanes, "i8")
        for i in range(lanes):
            x, y = va[i], vb[i]
            if op == "ucmp": x, y = x % (1 << w), y % (1 << w)
            expect("%s.%s[%d]" % (op, sfx, i), ((x > y) - (x < y)) % 256)
    for op in ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"] * OLD:
        print_scalar("reduce.%s.%s" % (op, sfx), elem, call(elem, "llvm.vector.reduce.%s.%s" % (op, sfx), ["%s %s" % (vt, a)]))
    # scalar forms on lane 0 values
    x = tmp(); body.append("  %s = extractelement %s %s, i32 1" % (x, vt, a))
    y = tmp(); body.append("  %s = extractelement %s %s, i32 %d" % (y, vt, b, min(2, lanes - 1)))
    for op in ["sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "ushl.sat", "sshl.sat"] * OLD:
        yy = y
        if "shl" in op:
            yy = tmp(); body.append("  %s = and %s %s, %d" % (yy, elem, y, w - 1))
        print_scalar("%s.%s" % (op, elem), elem, call(elem, "llvm.%s.%s" % (op, elem), ["%s %s" % (elem, x), "%s %s" % (elem, yy)]))
    for op in ["scmp", "ucmp"] * NEW:
        print_scalar("%s.%s" % (op, elem), "i32", call("i32", "llvm.%s.i32.%s" % (op, elem), ["%s %s" % (elem, x), "%s %s" % (elem, y)]))
        p, q = va[1], vb[min(2, lanes - 1)]
        if op == "ucmp": p, q = p % (1 << w), q % (1 << w)
        expect("%s.%s" % (op, elem), ((p > q) - (p < q)) % (1 << 32))
# floats
fvals = {"float": [1.5, -2.25, 0.0, -0.0, INF, -INF, NAN, 1e-40, -1e-40, 3.4e38, 0.5, -7.75],
         "double": [1.5, -2.25, 0.0, -0.0, INF, -INF, NAN, 5e-320, -5e-320, 1.7e308, 2.5, -3.5]}
for elem, vals in fvals.items():
    lanes = 4 if elem == "float" else 2
    hx = hexf32 if elem == "float" else hexf
    sfx = "v%d%s" % (lanes, "f32" if elem == "float" else "f64")
    s1 = "f32" if elem == "float" else "f64"
    vt = "<%d x %s>" % (lanes, elem)
    ity = "i32" if elem == "float" else "i64"
    for chunk in range(0, len(vals), lanes):
        k = chunk // lanes
        for name, sh in (("a", 0), ("b", 1), ("c", 2)):
            vs = [vals[(chunk + i + sh * 5) % len(vals)] for i in range(lanes)]
            vs = [struct.unpack("<f", struct.pack("<f", v))[0] if elem == "float" else v for v in vs]
            if name == "a": fa = vs
            g("f%s%s%d" % (elem, name, k), vt, vec(None, elem, [hx(v) for v in vs]))
        a = load(vt, "f%sa%d" % (elem, k)); b = load(vt, "f%sb%d" % (elem, k)); c = load(vt, "f%sc%d" % (elem, k))
        tag = "%s#%d" % (sfx, k)
        for op in ["fabs", "sqrt", "floor", "ceil", "trunc", "rint", "nearbyint", "round"] * OLD:
            print_vec("%s.%s" % (op, tag), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a)]), lanes, elem)
        for op in ["minnum", "maxnum", "copysign"] * OLD:
            print_vec("%s.%s" % (op, tag), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, b)]), lanes, elem)
        for op in ["fptosi.sat", "fptoui.sat"] * OLD:
            ivt = "<%d x i32>" % lanes
            print_vec("%s.%s" % (op, tag), ivt, call(ivt, "llvm.%s.v%di32.%s" % (op, lanes, sfx), ["%s %s" % (vt, a)]), lanes, "i32")
        for op in ["fma", "fmuladd"] * OLD:
            print_vec("%s.%s" % (op, tag), vt, call(vt, "llvm.%s.%s" % (op, sfx), ["%s %s" % (vt, a), "%s %s" % (vt, b), "%s %s" % (vt, c)]), lanes, elem)
        for mask in [1, 2, 3, 4, 0x204, 8, 0x100, 0x108, 0x10, 0x90, 0x20, 0x60, 0x3ff, 0x1f8] * NEW:
            bv = "<%d x i1>" % lanes
            r = call(bv, "llvm.is.fpclass.%s" % sfx, ["%s %s" % (vt, a), "i32 immarg %d" % mask])
            print_vec("fpclass.%s.%x" % (tag, mask), bv, r, lanes, "i1")
            for i in range(lanes): expect("fpclass.%s.%x[%d]" % (tag, mask, i), fpclass(fa[i], elem, mask))
        iv = "<%d x i32>" % lanes
        ld = libm.ldexpf if elem == "float" else libm.ldexp
        for i in range(lanes * NEW): expect("ldexp.%s[%d]" % (tag, i), fbits(ld(fa[i], [3, -2, 1000, -1100][i]), elem))
        if NEW: print_vec("ldexp.%s" % tag, vt, call(vt, "llvm.ldexp.%s.v%di32" % (sfx, lanes), ["%s %s" % (vt, a), (iv, vec(None, "i32", [3, -2, 1000, -1100][:lanes]))]), lanes, elem)
        if OLD: print_scalar("reduce.fadd.%s" % tag, elem, call(elem, "llvm.vector.reduce.fadd.%s" % sfx, ["%s -0.0" % elem, "%s %s" % (vt, b)]))
        if OLD: print_scalar("reduce.fmul.%s" % tag, elem, call(elem, "llvm.vector.reduce.fmul.%s" % sfx, ["%s 1.0" % elem, "%s %s" % (vt, b)]))
        if OLD: print_scalar("reduce.fmax.%s" % tag, elem, call(elem, "llvm.vector.reduce.fmax.%s" % sfx, ["%s %s" % (vt, b)]))
        if OLD: print_scalar("reduce.fmin.%s" % tag, elem, call(elem, "llvm.vector.reduce.fmin.%s" % sfx, ["%s %s" % (vt, b)]))
        x = tmp(); body.append("  %s = extractelement %s %s, i32 0" % (x, vt, a))
        if OLD:
            for op in ["fptosi.sat", "fptoui.sat"]:
                print_scalar("%s.i64.%s" % (op, tag), "i64", call("i64", "llvm.%s.i64.%s" % (op, s1), ["%s %s" % (elem, x)]))
            print_scalar("powi.%s" % tag, elem, call(elem, "llvm.powi.%s.i32" % s1, ["%s %s" % (elem, x), "i32 -3"]))
            if elem == "double" and k < 2:
                # finite inputs only: lround of NaN or infinity is unspecified
                for op in ["lround", "llrint"]:
                    print_scalar("%s.%s" % (op, tag), "i64", call("i64", "llvm.%s.i64.%s" % (op, s1), ["%s %s" % (elem, x)]))
            continue
        print_scalar("fpclass.%s.%s" % (s1, tag), "i1", call("i1", "llvm.is.fpclass.%s" % s1, ["%s %s" % (elem, x), "i32 immarg 0x1f8".replace("0x1f8", "504")]))
        print_scalar("ldexp.%s.%s" % (s1, tag), elem, call(elem, "llvm.ldexp.%s.i32" % s1, ["%s %s" % (elem, x), "i32 -3"]))
        fr = call("{ %s, i32 }" % elem, "llvm.frexp.%s.i32" % s1, ["%s %s" % (elem, x)])
        m = tmp(); body.append("  %s = extractvalue { %s, i32 } %s, 0" % (m, elem, fr))
        e = tmp(); body.append("  %s = extractvalue { %s, i32 } %s, 1" % (e, elem, fr))
        print_scalar("frexp.m.%s" % tag, elem, m)
        print_scalar("frexp.e.%s" % tag, "i32", e)
        expect("fpclass.%s.%s" % (s1, tag), fpclass(fa[0], elem, 504))
        expect("ldexp.%s.%s" % (s1, tag), fbits(ld(fa[0], -3), elem))
        ex = ctypes.c_int(0)
        mant = (libm.frexpf if elem == "float" else libm.frexp)(fa[0], ctypes.byref(ex))
        expect("frexp.m.%s" % tag, fbits(mant, elem)); expect("frexp.e.%s" % tag, ex.value % (1 << 32))
out = []
out += globs
for k, t in strings.items():
    t = t[:31]
    out.append('@%s = private constant [32 x i8] c"%s%s"' % (k, t, "\\00" * (32 - len(t))))
out.append('@fmt = private constant [9 x i8] c"%s %llx\\0A\\00"')
out.append("declare i32 @printf(i8*, ...)")
out.append("define internal void @show(i8* %s, i64 %v) {\n  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* @fmt, i64 0, i64 0), i8* %s, i64 %v)\n  ret void\n}")
out += sorted(decls)
out.append("define i32 @main() {")
out += body
out.append("  ret i32 0\n}")
print("\n".join(out))
if NEW: open(sys.argv[2], "w").write("\n".join(expected) + "\n")
