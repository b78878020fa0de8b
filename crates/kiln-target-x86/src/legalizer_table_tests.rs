//! The legalizer table test: x86-64's rules must make every one of these small generic
//! functions legal: every integer and bitwise opcode over s1..s128, every floating-point
//! opcode over s32/s64/s80 (conversions to and from integers of s1..s128), and loads, stores,
//! extensions and truncations of vectors of s8..s64 with 2..16 elements. Each result must
//! verify and hold only instructions the rules call legal; the legalizer's step budget turns a
//! loop into an error, which fails the case. The only cases allowed to stay unsupported are
//! listed in [`UNSUPPORTED`] by opcode and width, with the reason, and a listed case that
//! legalizes fails too.

use crate::legalizer_info::X86GlobalIsel;
use crate::machine::{X86TargetMachine, MIR_TARGET};
use kiln_codegen::gisel::legalize_libcall::LibcallLowering;
use kiln_codegen::gisel::legalizer::{legalize, LegalizerTarget};
use kiln_codegen::gisel::legalizer_helper::LegalizerHelper;
use kiln_codegen::gisel::legalizer_info::{LegalizeAction, LegalityQuery};
use kiln_codegen::gisel::GlobalIselTarget;
use kiln_codegen::mir::{parse_mir, print_function, verify};
use kiln_codegen::target::machine::{TargetMachine, TargetOptions};
use kiln_codegen::target::target_opcode::is_generic;
use kiln_support::SourceFile;

/// The integer cases x86-64's rules cannot make legal: (opcode, the widths of s1..s128 that
/// are legal all the same, reason). None today: divisions wider than 64 bits and the
/// conversions of s128 are libgcc's calls, which the rules ask for and the legalizer makes,
/// and G_UMULH, G_SMULH, G_UADDE and G_USUBE, which only the legalizer itself builds, are
/// lowered at every width too.
const UNSUPPORTED: &[(&str, &[u32], &str)] = &[];

/// Whether the table expects case `name` to stay unsupported.
fn expected_unsupported(name: &str) -> bool {
    UNSUPPORTED.iter().any(|(op, legal, _)| {
        name.strip_prefix(op).and_then(|rest| rest.strip_prefix("_s")).and_then(|bits| bits.parse::<u32>().ok()).is_some_and(|bits| !legal.contains(&bits))
    })
}

/// The integer and bitwise opcodes and how many sources and results each has (the
/// instruction's shape for the special ones is in [`integer_case`]).
const INTEGER_OPCODES: &[(&str, usize, usize)] = &[
    ("G_ADD", 2, 1),
    ("G_SUB", 2, 1),
    ("G_MUL", 2, 1),
    ("G_UMULH", 2, 1),
    ("G_SMULH", 2, 1),
    ("G_AND", 2, 1),
    ("G_OR", 2, 1),
    ("G_XOR", 2, 1),
    ("G_SHL", 2, 1),
    ("G_LSHR", 2, 1),
    ("G_ASHR", 2, 1),
    ("G_FSHL", 3, 1),
    ("G_FSHR", 3, 1),
    ("G_ICMP", 2, 1),
    ("G_SELECT", 3, 1),
    ("G_SDIV", 2, 1),
    ("G_UDIV", 2, 1),
    ("G_SREM", 2, 1),
    ("G_UREM", 2, 1),
    ("G_SMIN", 2, 1),
    ("G_SMAX", 2, 1),
    ("G_UMIN", 2, 1),
    ("G_UMAX", 2, 1),
    ("G_SADDSAT", 2, 1),
    ("G_UADDSAT", 2, 1),
    ("G_SSUBSAT", 2, 1),
    ("G_USUBSAT", 2, 1),
    ("G_CTPOP", 1, 1),
    ("G_CTLZ", 1, 1),
    ("G_CTTZ", 1, 1),
    ("G_CTLZ_ZERO_UNDEF", 1, 1),
    ("G_CTTZ_ZERO_UNDEF", 1, 1),
    ("G_BSWAP", 1, 1),
    ("G_BITREVERSE", 1, 1),
    ("G_ABS", 1, 1),
    ("G_FREEZE", 1, 1),
    ("G_SEXT_INREG", 1, 1),
    ("G_SEXT", 1, 1),
    ("G_ZEXT", 1, 1),
    ("G_CONSTANT", 0, 1),
    ("G_IMPLICIT_DEF", 0, 1),
    ("G_SADDO", 2, 2),
    ("G_UADDO", 2, 2),
    ("G_SSUBO", 2, 2),
    ("G_USUBO", 2, 2),
    ("G_SMULO", 2, 2),
    ("G_UMULO", 2, 2),
    ("G_UADDE", 3, 2),
    ("G_USUBE", 3, 2),
];

/// The floating-point opcodes over one type, and how many sources each has.
const FLOAT_OPCODES: &[(&str, usize)] = &[
    ("G_FADD", 2),
    ("G_FSUB", 2),
    ("G_FMUL", 2),
    ("G_FDIV", 2),
    ("G_FREM", 2),
    ("G_FMINNUM", 2),
    ("G_FMAXNUM", 2),
    ("G_FCOPYSIGN", 2),
    ("G_FNEG", 1),
    ("G_FABS", 1),
    ("G_FSQRT", 1),
    ("G_FFLOOR", 1),
    ("G_FCEIL", 1),
    ("G_FRINT", 1),
    ("G_FMA", 3),
];

const FLOATS: [u32; 3] = [32, 64, 80];

/// A function of `body` (which returns) over the values `$rdi` and `$rsi` point to (`%0` and
/// `%1`), with the two s128 values of `$rdx:$rcx` and `$r8:$r9` in `%10` and `%11`.
fn function(name: &str, body: &str) -> String {
    format!(
        "---\nname: {name}\ntracksRegLiveness: true\nbody: |\n  bb.0:\n    liveins: $rdi, $rsi, $rdx, $rcx, $r8, $r9\n    %0:_(p0) = COPY $rdi\n    %1:_(p0) = COPY $rsi\n    %2:_(s64) = COPY $rdx\n    %3:_(s64) = COPY $rcx\n    %4:_(s64) = COPY $r8\n    %5:_(s64) = COPY $r9\n    %10:_(s128) = G_MERGE_VALUES %2(s64), %3(s64)\n    %11:_(s128) = G_MERGE_VALUES %4(s64), %5(s64)\n{body}\n...\n"
    )
}

/// `%20 = OP a, b` (or `%20 = OP a`, or `%20, %24 = OP a, b` with an s1 overflow flag) over
/// sN, the sources cut from the two s128 values, the result widened to s128 and returned in
/// `$rax:$rdx` (the flag stored through `%0`). `None` where the IR has no such instruction
/// (a byte swap of a width that is not a whole number of 16-bit halves, an extension to s128
/// from s128, a sign extension inside one bit, a constant wider than 64 bits).
fn integer_case(op: &str, sources: usize, results: usize, bits: u32) -> Option<String> {
    let ty = format!("s{bits}");
    let (a, b) = if bits == 128 { ("%10", "%11") } else { ("%12", "%13") };
    let cut = if bits == 128 { String::new() } else { format!("    %12:_({ty}) = G_TRUNC %10(s128)\n    %13:_({ty}) = G_TRUNC %11(s128)\n") };
    // A flag or carry from the low bit of $rdx.
    let flag = "%25:_(s1) = G_TRUNC %2(s64)";
    let (result_ty, body) = match (op, sources, results) {
        ("G_BSWAP", _, _) if bits % 16 != 0 => return None,
        ("G_SEXT" | "G_ZEXT", _, _) if bits == 128 => return None,
        ("G_SEXT_INREG", _, _) if bits == 1 => return None,
        // The IRTranslator builds wider constants from s64 pieces (and MIR's typed immediates
        // stop at 64 bits).
        ("G_CONSTANT", _, _) if bits > 64 => return None,
        ("G_ICMP", _, _) => ("s1".to_string(), format!("%20:_(s1) = G_ICMP intpred(slt), {a}({ty}), {b}")),
        ("G_SELECT", _, _) => (ty.clone(), format!("{flag}\n    %20:_({ty}) = G_SELECT %25(s1), {a}, {b}")),
        ("G_SEXT_INREG", _, _) => (ty.clone(), format!("%20:_({ty}) = G_SEXT_INREG {a}, {}", bits / 2)),
        ("G_SEXT" | "G_ZEXT", _, _) => ("s128".to_string(), format!("%20:_(s128) = {op} {a}({ty})")),
        ("G_CONSTANT", _, _) => (ty.clone(), format!("%20:_({ty}) = G_CONSTANT i{bits} 1")),
        ("G_IMPLICIT_DEF", _, _) => (ty.clone(), format!("%20:_({ty}) = G_IMPLICIT_DEF")),
        (_, 1, _) => (ty.clone(), format!("%20:_({ty}) = {op} {a}({ty})")),
        (_, 3, 1) => (ty.clone(), format!("%20:_({ty}) = {op} {a}, {b}, {a}")),
        (_, 3, 2) => (ty.clone(), format!("{flag}\n    %20:_({ty}), %24:_(s1) = {op} {a}, {b}, %25\n    G_STORE %24(s1), %0(p0) :: (store (s1))")),
        (_, _, 2) => (ty.clone(), format!("%20:_({ty}), %24:_(s1) = {op} {a}, {b}\n    G_STORE %24(s1), %0(p0) :: (store (s1))")),
        _ => (ty.clone(), format!("%20:_({ty}) = {op} {a}, {b}")),
    };
    Some(format!("{cut}    {body}\n{}", return_integer(&result_ty)))
}

/// Returns integer `%20` of type `ty`, widened to s128, in `$rax:$rdx`.
fn return_integer(ty: &str) -> String {
    let widen = if ty == "s128" { "%21:_(s128) = COPY %20(s128)".to_string() } else { format!("%21:_(s128) = G_ANYEXT %20({ty})") };
    format!("    {widen}\n    %22:_(s64), %23:_(s64) = G_UNMERGE_VALUES %21(s128)\n    $rax = COPY %22(s64)\n    $rdx = COPY %23(s64)\n    RET64 implicit $rax, implicit $rdx")
}

/// `%20 = OP` over the sN values loaded through `%0` (as many as `sources`), stored through `%1`.
fn float_case(op: &str, sources: usize, bits: u32) -> String {
    let ty = format!("s{bits}");
    let mut body = String::new();
    for k in 0..sources {
        body.push_str(&format!("    %{}:_({ty}) = G_LOAD %0(p0) :: (load ({ty}), align 1)\n", 12 + k));
    }
    let args: Vec<String> = (0..sources).map(|k| format!("%{}", 12 + k)).collect();
    body.push_str(&format!("    %20:_({ty}) = {op} {}\n    G_STORE %20({ty}), %1(p0) :: (store ({ty}), align 1)\n    RET64", args.join(", ")));
    body
}

/// `%20:_(to) = OP %12(from)`, `%12` loaded through `%0` (cut from the s128 `%10` when it is
/// an integer), the result stored through `%1` (an integer one returned).
fn conversion_case(op: &str, to: &str, from: &str, from_float: bool) -> String {
    let source = if from_float || from.starts_with('<') {
        format!("    %12:_({from}) = G_LOAD %0(p0) :: (load ({from}), align 1)\n")
    } else if from == "s128" {
        "    %12:_(s128) = COPY %10(s128)\n".to_string()
    } else {
        format!("    %12:_({from}) = G_TRUNC %10(s128)\n")
    };
    let result = if to.starts_with('s') && matches!(op, "G_FPTOSI" | "G_FPTOUI") {
        return_integer(to)
    } else {
        format!("    G_STORE %20({to}), %1(p0) :: (store ({to}), align 1)\n    RET64")
    };
    format!("{source}    %20:_({to}) = {op} %12({from})\n{result}")
}

/// An `fcmp` of two sN values, the s1 result stored.
fn fcmp_case(bits: u32) -> String {
    let ty = format!("s{bits}");
    format!("    %12:_({ty}) = G_LOAD %0(p0) :: (load ({ty}), align 1)\n    %13:_({ty}) = G_LOAD %0(p0) :: (load ({ty}), align 1)\n    %20:_(s1) = G_FCMP floatpred(olt), %12({ty}), %13\n    G_STORE %20(s1), %1(p0) :: (store (s1))\n    RET64")
}

/// A floating-point constant of sN (1.5), stored.
fn fconstant_case(bits: u32) -> String {
    let literal = match bits {
        32 => "float 1.500000e+00",
        64 => "double 1.500000e+00",
        _ => "x86_fp80 0xK3FFFC000000000000000",
    };
    format!("    %20:_(s{bits}) = G_FCONSTANT {literal}\n    G_STORE %20(s{bits}), %1(p0) :: (store (s{bits}), align 1)\n    RET64")
}

/// Every case of the table: (name, function text).
fn cases() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut add = |name: String, body: String| {
        let text = function(&name, &body);
        out.push((name, text));
    };
    for &(op, sources, results) in INTEGER_OPCODES {
        for bits in 1..=128u32 {
            if let Some(body) = integer_case(op, sources, results, bits) {
                add(format!("{op}_s{bits}"), body);
            }
        }
    }
    for bits in FLOATS {
        for &(op, sources) in FLOAT_OPCODES {
            add(format!("{op}_s{bits}"), float_case(op, sources, bits));
        }
        add(format!("G_FCMP_s{bits}"), fcmp_case(bits));
        add(format!("G_FCONSTANT_s{bits}"), fconstant_case(bits));
        for other in FLOATS {
            let op = if other > bits { "G_FPEXT" } else { "G_FPTRUNC" };
            if other != bits {
                add(format!("{op}_s{other}_s{bits}"), conversion_case(op, &format!("s{other}"), &format!("s{bits}"), true));
            }
        }
        for int in 1..=128u32 {
            for op in ["G_FPTOSI", "G_FPTOUI"] {
                add(format!("{op}_s{int}_s{bits}"), conversion_case(op, &format!("s{int}"), &format!("s{bits}"), true));
            }
            for op in ["G_SITOFP", "G_UITOFP"] {
                add(format!("{op}_s{bits}_s{int}"), conversion_case(op, &format!("s{bits}"), &format!("s{int}"), false));
            }
        }
    }
    let elements = [8u32, 16, 32, 64];
    for lanes in 2..=16u32 {
        for &e in &elements {
            let v = format!("<{lanes} x s{e}>");
            add(
                format!("G_LOAD_G_STORE_v{lanes}s{e}"),
                format!("    %12:_({v}) = G_LOAD %0(p0) :: (load ({v}), align 1)\n    G_STORE %12({v}), %1(p0) :: (store ({v}), align 1)\n    RET64"),
            );
            for &wide in elements.iter().filter(|&&w| w > e) {
                let w = format!("<{lanes} x s{wide}>");
                for op in ["G_SEXT", "G_ZEXT", "G_ANYEXT"] {
                    add(format!("{op}_v{lanes}s{wide}_v{lanes}s{e}"), conversion_case(op, &w, &v, false));
                }
                add(format!("G_TRUNC_v{lanes}s{e}_v{lanes}s{wide}"), conversion_case("G_TRUNC", &v, &w, false));
            }
        }
    }
    out
}

/// Legalizes case `text`; `None` when the result is legal and verifies, else what is wrong.
fn check(target: &LegalizerTarget, text: &str) -> Option<String> {
    let info = target.info;
    let mut module = match parse_mir(&SourceFile::new("t.mir", text), &MIR_TARGET) {
        Ok(m) => m,
        Err(e) => return Some(format!("the case does not parse: {e}\n{text}")),
    };
    let mf = &mut module.functions[0];
    if let Err(e) = legalize(mf, target, None) {
        return Some(e);
    }
    let mut out = String::new();
    print_function(&mut out, mf, &MIR_TARGET);
    if let Err(e) = verify(mf, &MIR_TARGET) {
        return Some(format!("does not verify: {e:?}\n{out}"));
    }
    for b in mf.layout().to_vec() {
        for i in mf.block_insts(b).collect::<Vec<_>>() {
            let opcode = mf.inst(i).opcode;
            if !is_generic(opcode) {
                continue;
            }
            let (types, mem) = LegalizerHelper::query_types(mf, i);
            let step = info.action(&LegalityQuery::with_mem(opcode, &types, &mem));
            if step.action != LegalizeAction::Legal {
                return Some(format!("left {} {types:?}\n{out}", MIR_TARGET.instrs.name(opcode)));
            }
        }
    }
    None
}

#[test]
fn every_case_of_the_table_legalizes() {
    let hooks = X86GlobalIsel::new();
    let tm = X86TargetMachine::new(TargetOptions::default(), None).expect("the default x86-64 target");
    let calls = GlobalIselTarget::call_lowering(&tm).expect("x86-64 lowers calls for GlobalISel");
    let libcalls = Some(LibcallLowering { calls, regs: MIR_TARGET.regs, types: tm.selection_dag().lowering().register_types() });
    let target = LegalizerTarget { info: hooks.legalizer_info(), custom: None, libcalls, mir: &MIR_TARGET, keep_phis: false, verify: true };
    let mut failures = Vec::new();
    let cases = cases();
    for (name, text) in &cases {
        let allowed = expected_unsupported(name);
        match (check(&target, text), allowed) {
            (None, true) => failures.push(format!("{name}: legalized, but listed as unsupported")),
            (Some(why), false) => failures.push(format!("{name}: {why}")),
            _ => {}
        }
    }
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), cases.len(), failures.join("\n"));
}
