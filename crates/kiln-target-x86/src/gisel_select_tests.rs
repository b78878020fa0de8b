//! The selection table test: every generic opcode x86-64's legalizer has rules for, at every
//! type combination of s8..s64 (and p0) it calls legal, goes through RegBankSelect and
//! InstructionSelect in a small function and must come out fully selected and verified, or be
//! listed in [`NOT_SELECTED`] with the reason. An opcode with rules but no template here fails
//! the test, so a newly legal opcode cannot go unnoticed.

use crate::legalizer_info::X86GlobalIsel;
use crate::machine::MIR_TARGET;
use kiln_codegen::gisel::instruction_select::select_function;
use kiln_codegen::gisel::legalizer_info::{AtomicOrdering, LegalityQuery, MemDesc};
use kiln_codegen::gisel::llt::{types::*, Llt};
use kiln_codegen::gisel::regbank_select::select_banks;
use kiln_codegen::gisel::GlobalIselTarget;
use kiln_codegen::mir::{parse_mir, print_function, verify};
use kiln_codegen::target::target_opcode::{self as op, is_generic};
use kiln_support::SourceFile;

/// What x86-64 does not select yet although its legalizer calls it legal: (opcode, type 0
/// width, reason).
const NOT_SELECTED: &[(&str, u32, &str)] = &[
    ("G_MERGE_VALUES", 128, "an s128 lives in no register bank: GPR pairs are not a bank"),
    ("G_UNMERGE_VALUES", 64, "the s128 source lives in no register bank: GPR pairs are not a bank"),
    ("G_BLOCK_ADDR", 64, "block addresses need the IR's blockaddress constants, which a .mir function does not carry"),
    ("G_JUMP_TABLE", 64, "jump tables need the function's jump-table entries, which these test functions do not carry (llc/gisel/select-jump-table.ll runs them)"),
    ("G_BRJT", 64, "jump tables need the function's jump-table entries, which these test functions do not carry (llc/gisel/select-jump-table.ll runs them)"),
    ("G_UITOFP", 0, "lowered by the legalizer (through G_SITOFP), never selected"),
    ("G_FPTOUI", 0, "lowered by the legalizer (through G_FPTOSI), never selected"),
    ("G_CTLZ", 0, "lowered by the legalizer (G_CTLZ_ZERO_UNDEF and a select), never selected"),
    ("G_CTTZ", 0, "lowered by the legalizer (G_CTTZ_ZERO_UNDEF and a select), never selected"),
    ("G_BUILD_VECTOR", 0, "lowered by the legalizer (through a stack temporary), never selected"),
    ("G_CONCAT_VECTORS", 0, "lowered by the legalizer (through a stack temporary), never selected"),
    ("G_BITCAST", 0, "lowered by the legalizer (through a stack temporary), never selected"),
    ("G_EXTRACT_VECTOR_ELT", 0, "lowered by the legalizer (through a stack temporary), never selected"),
    ("G_INSERT_VECTOR_ELT", 0, "lowered by the legalizer (through a stack temporary), never selected"),
    ("G_FCEIL", 0, "a libcall by the legalizer (ceil, ceilf, ceill), never selected"),
    ("G_FFLOOR", 0, "a libcall by the legalizer (floor, floorf, floorl), never selected"),
    ("G_FRINT", 0, "a libcall by the legalizer (rint, rintf, rintl), never selected"),
    ("G_FREM", 0, "a libcall by the legalizer (fmod, fmodf, fmodl), never selected"),
    ("G_FMA", 0, "a libcall by the legalizer (fma, fmaf, fmal), never selected"),
    ("G_FMINNUM", 0, "a libcall by the legalizer (fmin, fminf, fminl), never selected"),
    ("G_FMAXNUM", 0, "a libcall by the legalizer (fmax, fmaxf, fmaxl), never selected"),
    ("G_CTPOP", 0, "lowered by the legalizer (the shift, mask and multiply count), never selected"),
    ("G_FCOPYSIGN", 0, "lowered by the legalizer (masks on the bits; s80 through a stack temporary), never selected"),
    ("G_SHUFFLE_VECTOR", 0, "lowered by the legalizer (element moves), never selected"),
    ("G_ABS", 0, "lowered by the legalizer (the sign by a shift, then xor and subtract), never selected"),
    ("G_SADDSAT", 0, "lowered by the legalizer (the overflow-reporting operation and a select), never selected"),
    ("G_UADDSAT", 0, "lowered by the legalizer (the overflow-reporting operation and a select), never selected"),
    ("G_SSUBSAT", 0, "lowered by the legalizer (the overflow-reporting operation and a select), never selected"),
    ("G_USUBSAT", 0, "lowered by the legalizer (the overflow-reporting operation and a select), never selected"),
    ("G_SEXT_INREG", 0, "lowered by the legalizer (two shifts), never selected"),
    ("G_SMULH", 0, "lowered by the legalizer (a multiply in twice the width), never selected"),
    ("G_SMIN", 0, "lowered by the legalizer (a compare and a select), never selected"),
    ("G_SMAX", 0, "lowered by the legalizer (a compare and a select), never selected"),
    ("G_UMIN", 0, "lowered by the legalizer (a compare and a select), never selected"),
    ("G_UMAX", 0, "lowered by the legalizer (a compare and a select), never selected"),
    ("G_BITREVERSE", 0, "lowered by the legalizer (a byte swap, then masks), never selected"),
    ("G_FSHL", 0, "lowered by the legalizer (two shifts and an or), never selected"),
    ("G_FSHR", 0, "lowered by the legalizer (two shifts and an or), never selected"),
    ("G_DYN_STACKALLOC", 0, "lowered by the legalizer (arithmetic on RSP), never selected (llc/gisel/irtranslator-stack.ll runs it)"),
];

/// The floating-point cases: `%13` an sN constant, the result returned in $xmm0 (or $rax).
fn float_cases(out: &mut Vec<Case>) {
    let case = |opcode: &'static str, types: Vec<Llt>, body: String| Case { opcode, types, mem: Vec::new(), body };
    let xmm = |r: &str, n: u32| format!("    $xmm0 = COPY {r}(s{n})\n    RET64 implicit $xmm0\n");
    for (n, ty) in [(32u32, "float"), (64, "double")] {
        let c = format!("    %13:_(s{n}) = G_FCONSTANT {ty} 1.5\n    %14:_(s{n}) = G_FCONSTANT {ty} 0.0\n");
        out.push(case("G_FCONSTANT", vec![s(n)], format!("{c}{}", xmm("%13", n))));
        for opcode in ["G_FNEG", "G_FABS", "G_FSQRT"] {
            out.push(case(opcode, vec![s(n)], format!("{c}    %12:_(s{n}) = {opcode} %13\n{}", xmm("%12", n))));
        }
        for opcode in ["G_FADD", "G_FSUB", "G_FMUL", "G_FDIV"] {
            out.push(case(opcode, vec![s(n)], format!("{c}    %12:_(s{n}) = {opcode} %13, %14\n{}", xmm("%12", n))));
        }
        for pred in ["oeq", "une", "olt", "uge", "ord", "true"] {
            out.push(case("G_FCMP", vec![S8, s(n)], format!("{c}    %12:_(s8) = G_FCMP floatpred({pred}), %13(s{n}), %14\n{}", ret("%12", 8))));
        }
        for i in [32u32, 64] {
            out.push(case("G_SITOFP", vec![s(n), s(i)], format!("{}    %12:_(s{n}) = G_SITOFP %10(s{i})\n{}", args(i), xmm("%12", n))));
            out.push(case("G_FPTOSI", vec![s(i), s(n)], format!("{c}    %12:_(s{i}) = G_FPTOSI %13(s{n})\n{}", ret("%12", i))));
        }
    }
    out.push(case("G_FPEXT", vec![S64, S32], format!("    %13:_(s32) = G_FCONSTANT float 1.5\n    %12:_(s64) = G_FPEXT %13(s32)\n{}", xmm("%12", 64))));
    out.push(case("G_FPTRUNC", vec![S32, S64], format!("    %13:_(s64) = G_FCONSTANT double 1.5\n    %12:_(s32) = G_FPTRUNC %13(s64)\n{}", xmm("%12", 32))));
}

/// The atomic read-modify-writes on every width and on pointers: the old value read (an
/// exchange, `lock xadd`) and unread (the locked memory forms, with a register and with a
/// constant), and a compare-exchange whose old value and success flag are both read.
fn atomic_cases(out: &mut Vec<Case>) {
    let rmw = |opcode: &'static str, t: &str, n: u64, body: String| Case { opcode, types: vec![if t == "p0" { P0 } else { s(n as u32) }, P0], mem: vec![n], body };
    for n in WIDTHS {
        let mem = format!(":: (load store seq_cst (s{n}))");
        for opcode in ["G_ATOMICRMW_XCHG", "G_ATOMICRMW_ADD", "G_ATOMICRMW_SUB"] {
            out.push(rmw(opcode, "s", n.into(), format!("{}    %12:_(s{n}) = {opcode} %2(p0), %10 {mem}
{}", args(n), ret("%12", n))));
        }
        for opcode in ["G_ATOMICRMW_ADD", "G_ATOMICRMW_SUB", "G_ATOMICRMW_AND", "G_ATOMICRMW_OR", "G_ATOMICRMW_XOR"] {
            out.push(rmw(opcode, "s", n.into(), format!("{}    %12:_(s{n}) = {opcode} %2(p0), %10 {mem}
    RET64
", args(n))));
            out.push(rmw(opcode, "s", n.into(), format!("    %13:_(s{n}) = G_CONSTANT i{n} 7
    %12:_(s{n}) = {opcode} %2(p0), %13 {mem}
    RET64
")));
        }
        out.push(Case {
            opcode: "G_ATOMIC_CMPXCHG_WITH_SUCCESS",
            types: vec![s(n), S1, P0],
            mem: vec![u64::from(n)],
            body: format!("{}    %12:_(s{n}), %13:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %2(p0), %10, %11 :: (load store seq_cst seq_cst (s{n}))
    %14:_(s{n}) = G_SELECT %13(s1), %10, %12
{}", args(n), ret("%14", n)),
        });
    }
    let back = "    $rax = COPY %12(p0)
    RET64 implicit $rax
";
    out.push(rmw("G_ATOMICRMW_XCHG", "p0", 64, format!("    %12:_(p0) = G_ATOMICRMW_XCHG %2(p0), %2 :: (load store seq_cst (s64))
{back}")));
    out.push(Case {
        opcode: "G_ATOMIC_CMPXCHG_WITH_SUCCESS",
        types: vec![P0, S1, P0],
        mem: vec![64],
        body: format!("    %12:_(p0), %13:_(s1) = G_ATOMIC_CMPXCHG_WITH_SUCCESS %2(p0), %2, %2 :: (load store acq_rel monotonic (s64))
{back}"),
    });
}

const WIDTHS: [u32; 4] = [8, 16, 32, 64];

/// One test function: the opcode it tests, its legality query types, and the MIR body
/// (`%0`, `%1` are s64 arguments in $rdi/$rsi, `%2` a pointer in $rdx; the result goes back in
/// $rax).
struct Case {
    opcode: &'static str,
    types: Vec<Llt>,
    mem: Vec<u64>,
    body: String,
}

fn s(bits: u32) -> Llt {
    Llt::scalar(bits)
}

/// `%10`, `%11` as sN values cut from the arguments, and the code returning `%r` of sN.
fn args(bits: u32) -> String {
    if bits == 64 {
        "    %10:_(s64) = COPY %0(s64)\n    %11:_(s64) = COPY %1(s64)\n".to_string()
    } else {
        format!("    %10:_(s{bits}) = G_TRUNC %0(s64)\n    %11:_(s{bits}) = G_TRUNC %1(s64)\n")
    }
}

fn ret(reg: &str, bits: u32) -> String {
    if bits == 64 {
        format!("    $rax = COPY {reg}(s64)\n    RET64 implicit $rax\n")
    } else {
        format!("    %99:_(s64) = G_ZEXT {reg}(s{bits})\n    $rax = COPY %99(s64)\n    RET64 implicit $rax\n")
    }
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let case = |opcode: &'static str, types: Vec<Llt>, body: String| Case { opcode, types, mem: Vec::new(), body };
    for n in WIDTHS {
        for opcode in ["G_ADD", "G_SUB", "G_MUL", "G_AND", "G_OR", "G_XOR", "G_UMULH", "G_SDIV", "G_UDIV", "G_SREM", "G_UREM"] {
            out.push(case(opcode, vec![s(n)], format!("{}    %12:_(s{n}) = {opcode} %10, %11\n{}", args(n), ret("%12", n))));
            // With a constant operand (the immediate patterns).
            out.push(case(opcode, vec![s(n)], format!("{}    %13:_(s{n}) = G_CONSTANT i{n} 7\n    %12:_(s{n}) = {opcode} %10, %13\n{}", args(n), ret("%12", n))));
        }
        for opcode in ["G_SHL", "G_LSHR", "G_ASHR"] {
            out.push(case(opcode, vec![s(n), S8], format!("{}    %13:_(s8) = G_TRUNC %1(s64)\n    %12:_(s{n}) = {opcode} %10, %13(s8)\n{}", args(n), ret("%12", n))));
            out.push(case(opcode, vec![s(n), S8], format!("{}    %13:_(s8) = G_CONSTANT i8 3\n    %12:_(s{n}) = {opcode} %10, %13(s8)\n{}", args(n), ret("%12", n))));
        }
        for opcode in ["G_UADDO", "G_USUBO"] {
            out.push(case(opcode, vec![s(n), S1], format!("{}    %12:_(s{n}), %13:_(s1) = {opcode} %10, %11\n    %14:_(s{n}) = G_SELECT %13(s1), %10, %12\n{}", args(n), ret("%14", n))));
        }
        for (opcode, first) in [("G_UADDE", "G_UADDO"), ("G_USUBE", "G_USUBO")] {
            out.push(case(opcode, vec![s(n), S1], format!("{}    %12:_(s{n}), %13:_(s1) = {first} %10, %11\n    %14:_(s{n}), %15:_(s1) = {opcode} %10, %11, %13\n    %16:_(s{n}) = G_SELECT %15(s1), %12, %14\n{}", args(n), ret("%16", n))));
        }
        out.push(case("G_ICMP", vec![S8, s(n)], format!("{}    %12:_(s8) = G_ICMP intpred(ult), %10(s{n}), %11\n{}", args(n), ret("%12", 8))));
        out.push(case("G_SELECT", vec![s(n), S1], format!("{}    %12:_(s8) = G_TRUNC %1(s64)\n    %13:_(s1) = G_TRUNC %12(s8)\n    %14:_(s{n}) = G_SELECT %13(s1), %10, %11\n{}", args(n), ret("%14", n))));
        out.push(case("G_CONSTANT", vec![s(n)], format!("    %12:_(s{n}) = G_CONSTANT i{n} -2\n{}", ret("%12", n))));
        out.push(case("G_IMPLICIT_DEF", vec![s(n)], format!("    %12:_(s{n}) = G_IMPLICIT_DEF\n{}", ret("%12", n))));
        out.push(Case {
            opcode: "G_LOAD",
            types: vec![s(n), P0],
            mem: vec![u64::from(n)],
            body: format!("    %12:_(s{n}) = G_LOAD %2(p0) :: (load (s{n}))\n{}", ret("%12", n)),
        });
        out.push(Case {
            opcode: "G_STORE",
            types: vec![s(n), P0],
            mem: vec![u64::from(n)],
            body: format!("{}    G_STORE %10(s{n}), %2(p0) :: (store (s{n}))\n    RET64\n", args(n)),
        });
        for m in WIDTHS.into_iter().filter(|&m| m > n) {
            for opcode in ["G_ANYEXT", "G_ZEXT", "G_SEXT"] {
                out.push(case(opcode, vec![s(m), s(n)], format!("{}    %12:_(s{m}) = {opcode} %10(s{n})\n{}", args(n), ret("%12", m))));
            }
            out.push(case("G_TRUNC", vec![s(n), s(m)], format!("{}    %12:_(s{n}) = G_TRUNC %10(s{m})\n{}", args(m), ret("%12", n))));
        }
        for opcode in ["G_SADDO", "G_SSUBO", "G_SMULO", "G_UMULO"] {
            out.push(case(opcode, vec![s(n), S1], format!("{}    %12:_(s{n}), %13:_(s1) = {opcode} %10, %11\n    %14:_(s{n}) = G_SELECT %13(s1), %10, %12\n{}", args(n), ret("%14", n))));
        }
        out.push(case("G_FREEZE", vec![s(n)], format!("{}    %12:_(s{n}) = G_FREEZE %10\n{}", args(n), ret("%12", n))));
        if n > 8 {
            out.push(case("G_BSWAP", vec![s(n)], format!("{}    %12:_(s{n}) = G_BSWAP %10\n{}", args(n), ret("%12", n))));
            for opcode in ["G_CTTZ_ZERO_UNDEF", "G_CTLZ_ZERO_UNDEF"] {
                out.push(case(opcode, vec![s(n), s(n)], format!("{}    %12:_(s{n}) = {opcode} %10(s{n})\n{}", args(n), ret("%12", n))));
            }
        }
        out.push(case(
            "G_PHI",
            vec![s(n)],
            format!("{}    %20:_(s8) = G_TRUNC %1(s64)\n    G_BRCOND %20(s8), %bb.2\n  bb.1:\n    successors: %bb.2\n  bb.2:\n    %12:_(s{n}) = G_PHI %10(s{n}), %bb.0, %11(s{n}), %bb.1\n{}", args(n), ret("%12", n)),
        ));
    }
    for (wide, half) in [(64u32, 32u32), (32, 16), (16, 8), (128, 64)] {
        let body = if wide == 128 {
            "    %12:_(s128) = G_MERGE_VALUES %0(s64), %1(s64)\n    %13:_(s64), %14:_(s64) = G_UNMERGE_VALUES %12(s128)\n    $rax = COPY %13(s64)\n    RET64 implicit $rax\n".to_string()
        } else {
            format!("{}    %12:_(s{wide}) = G_MERGE_VALUES %10(s{half}), %11(s{half})\n{}", args(half), ret("%12", wide))
        };
        out.push(case("G_MERGE_VALUES", vec![s(wide), s(half)], body.clone()));
        let unmerge = if wide == 128 {
            body
        } else {
            format!("{}    %12:_(s{half}), %13:_(s{half}) = G_UNMERGE_VALUES %10(s{wide})\n{}", args(wide), ret("%13", half))
        };
        out.push(case("G_UNMERGE_VALUES", vec![s(half), s(wide)], unmerge));
    }
    out.push(case("G_CONSTANT", vec![P0], "    %12:_(p0) = G_CONSTANT i64 0\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_IMPLICIT_DEF", vec![P0], "    %12:_(p0) = G_IMPLICIT_DEF\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_ICMP", vec![S8, P0], format!("    %12:_(s8) = G_ICMP intpred(eq), %2(p0), %2\n{}", ret("%12", 8))));
    out.push(case("G_SELECT", vec![P0, S1], "    %12:_(s8) = G_TRUNC %1(s64)\n    %13:_(s1) = G_TRUNC %12(s8)\n    %14:_(p0) = G_SELECT %13(s1), %2, %2\n    $rax = COPY %14(p0)\n    RET64 implicit $rax\n".into()));
    out.push(Case { opcode: "G_LOAD", types: vec![P0, P0], mem: vec![64], body: "    %12:_(p0) = G_LOAD %2(p0) :: (load (p0))\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into() });
    out.push(Case { opcode: "G_STORE", types: vec![P0, P0], mem: vec![64], body: "    G_STORE %2(p0), %2(p0) :: (store (p0))\n    RET64\n".into() });
    out.push(case("G_PTR_ADD", vec![P0, S64], "    %12:_(p0) = G_PTR_ADD %2, %0(s64)\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_FRAME_INDEX", vec![P0], "    %12:_(p0) = G_FRAME_INDEX %stack.0\n    G_STORE %1(s64), %12(p0) :: (store (s64))\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_GLOBAL_VALUE", vec![P0], "    %12:_(p0) = G_GLOBAL_VALUE @g\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_INTTOPTR", vec![P0, S64], "    %12:_(p0) = G_INTTOPTR %0(s64)\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_PTRTOINT", vec![S64, P0], "    %12:_(s64) = G_PTRTOINT %2(p0)\n    $rax = COPY %12(s64)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_FREEZE", vec![P0], "    %12:_(p0) = G_FREEZE %2\n    $rax = COPY %12(p0)\n    RET64 implicit $rax\n".into()));
    out.push(case("G_FENCE", vec![], "    G_FENCE 7, 1\n    G_FENCE 4, 1\n    G_FENCE 7, 0\n    RET64\n".into()));
    out.push(case("G_BR", vec![], "    G_BR %bb.1\n  bb.1:\n    RET64\n".into()));
    out.push(case("G_BRINDIRECT", vec![P0], "    G_BRINDIRECT %2(p0)\n".into()));
    // A target intrinsic the imported rules select (pmovmskb: the baseline ISA's).
    let mask = "    %12:_(<16 x s8>) = G_LOAD %2(p0) :: (load (<16 x s8>))\n    %13:_(s32) = G_INTRINSIC intrinsic(@llvm.x86.sse2.pmovmskb.128), %12(<16 x s8>)\n";
    out.push(case("G_INTRINSIC", vec![], format!("{mask}{}", ret("%13", 32))));
    // 128-bit vectors: one XMM register.
    for ty in [V16S8, V8S16, V4S32, V2S64] {
        let load = format!("    %12:_({ty}) = G_LOAD %2(p0) :: (load ({ty}))\n");
        out.push(Case { opcode: "G_LOAD", types: vec![ty, P0], mem: vec![128], body: format!("{load}    $xmm0 = COPY %12({ty})\n    RET64 implicit $xmm0\n") });
        out.push(Case { opcode: "G_STORE", types: vec![ty, P0], mem: vec![128], body: format!("{load}    G_STORE %12({ty}), %2(p0) :: (store ({ty}))\n    RET64\n") });
        out.push(case("G_IMPLICIT_DEF", vec![ty], format!("    %12:_({ty}) = G_IMPLICIT_DEF\n    $xmm0 = COPY %12({ty})\n    RET64 implicit $xmm0\n")));
    }
    float_cases(&mut out);
    atomic_cases(&mut out);
    for cond in [S1, S8] {
        let make = if cond == S1 { "    %20:_(s8) = G_TRUNC %1(s64)\n    %21:_(s1) = G_TRUNC %20(s8)\n" } else { "    %21:_(s8) = G_TRUNC %1(s64)\n" };
        out.push(case("G_BRCOND", vec![cond], format!("{make}    G_BRCOND %21({cond}), %bb.1\n    RET64\n  bb.1:\n    RET64\n")));
    }
    out
}

fn function(name: &str, body: &str) -> String {
    let successors = if body.contains("%bb.2") {
        "    successors: %bb.1, %bb.2\n"
    } else if body.contains("%bb.1") {
        "    successors: %bb.1\n"
    } else {
        ""
    };
    format!(
        "---\nname: {name}\nlegalized: true\ntracksRegLiveness: true\nstack:\n  - {{ id: 0, size: 8, alignment: 8 }}\nbody: |\n  bb.0:\n{successors}    liveins: $rdi, $rsi, $rdx\n    %0:_(s64) = COPY $rdi\n    %1:_(s64) = COPY $rsi\n    %2:_(p0) = COPY $rdx\n{body}...\n"
    )
}

/// Every legal opcode/type combination selects, or is listed; quotes how many select.
#[test]
fn every_legal_combination_selects_or_is_listed() {
    let hooks = X86GlobalIsel::new();
    let info = hooks.legalizer_info();
    let cases = cases();
    let mut failures = Vec::new();
    for opcode in (0..op::INSTR_INFO.descs.len() as u32).filter(|&o| is_generic(o) && info.has_rules(o)) {
        let name = op::INSTR_INFO.name(opcode);
        if !cases.iter().any(|c| c.opcode == name) && !NOT_SELECTED.iter().any(|n| n.0 == name) {
            failures.push(format!("{name}: has legalization rules but no selection test case"));
        }
    }
    let (mut selected, mut combinations) = (0, 0);
    for (k, c) in cases.iter().enumerate() {
        let opcode = op::INSTR_INFO.find(c.opcode).expect("a generic opcode");
        let mem: Vec<MemDesc> = c.mem.iter().map(|&size_bits| MemDesc { size_bits, ordering: AtomicOrdering::NotAtomic }).collect();
        if !info.is_legal(&LegalityQuery::with_mem(opcode, &c.types, &mem)) {
            continue;
        }
        combinations += 1;
        let text = function(&format!("case{k}"), &c.body);
        let mut module = parse_mir(&SourceFile::new("t.mir", text.as_str()), &MIR_TARGET).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let mf = &mut module.functions[0];
        let result = select_banks(mf, &hooks, &MIR_TARGET)
            .and_then(|()| select_function(mf, &hooks, &MIR_TARGET, false, 0))
            .and_then(|()| verify(mf, &MIR_TARGET).map_err(|e| format!("does not verify: {e:?}")));
        let width = c.types.first().map_or(0, |t| t.size_bits(64) as u32);
        let listed = NOT_SELECTED.iter().find(|n| n.0 == c.opcode && n.1 == width);
        match (result, listed) {
            (Ok(()), None) => selected += 1,
            (Ok(()), Some(_)) => failures.push(format!("{} {:?}: selects, but is listed as not selected", c.opcode, c.types)),
            (Err(_), Some(_)) => {}
            (Err(e), None) => {
                let mut out = String::new();
                print_function(&mut out, mf, &MIR_TARGET);
                failures.push(format!("{} {:?}: {e}\n{text}", c.opcode, c.types));
            }
        }
    }
    eprintln!("{selected} of {combinations} legal generic opcode/type combinations select");
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
