//! The System V x86-64 calling convention: which register or stack slot each argument and
//! return value gets (from the generated tables of `td/X86CallingConv.td`), checked against
//! what `llc -O0` (LLVM 14) and gcc do for the same signatures, and the DAGs the x86 lowering
//! builds for incoming arguments, calls and returns of small IR functions.

use kiln_codegen::isel::dag::dump::{dump, DumpContext};
use kiln_codegen::isel::dag::{build_block, Isd, NodeData, Opcode, Reg, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::target::calling_conv::{split_value, ArgFlags, CCLoc, CCState, CCValue, CallingConvTable, LocInfo};
use kiln_codegen::target::data_layout::{DataLayout, ModuleLayout};
use kiln_codegen::isel::dag::lowering::{CallInfo, TargetLowering};
use kiln_codegen::target::lowering::TargetLoweringBase;
use kiln_codegen::target::machine::RelocModel;
use kiln_mc::desc::PhysReg;
use kiln_target_x86::generated::calling_conv::{RetCC_X86_64_C, CC_X86_64_C};
use kiln_target_x86::generated::{X86ISD_CALL, X86ISD_RET_FLAG};
use kiln_target_x86::isel::{MO_NO_FLAG, MO_PLT};
use kiln_target_x86::lowering::custom::LoweringContext;
use kiln_target_x86::lowering::X86TargetLowering;
use kiln_target_x86::{reg, REGISTER_INFO};

// ---- assignment -------------------------------------------------------------------

/// Where each part goes: `(IR argument, location, promotion)`.
fn assign(cc: &CallingConvTable, vararg: bool, args: &[(Evt, ArgFlags)]) -> Result<Vec<(u32, CCLoc, LocInfo)>, String> {
    let tli = X86TargetLowering::new();
    let mut parts: Vec<CCValue> = Vec::new();
    for (i, &(vt, flags)) in args.iter().enumerate() {
        split_value(tli.register_types(), vt, flags, i as u32, &mut parts)?;
    }
    let mut st = CCState::new(&REGISTER_INFO, vararg);
    st.analyze(cc, &parts)?;
    Ok(st.locs.iter().map(|l| (parts[l.value as usize].index, l.loc, l.info)).collect())
}

fn plain(vt: Mvt) -> (Evt, ArgFlags) {
    (vt.into(), ArgFlags::default())
}

fn i(bits: u32) -> (Evt, ArgFlags) {
    (Evt::int(bits), ArgFlags::default())
}

fn r(reg: PhysReg) -> CCLoc {
    CCLoc::Reg(reg)
}

fn stack(offset: u32, size: u32, align: u32) -> CCLoc {
    CCLoc::Stack { offset, size, align }
}

fn locs(v: &[(u32, CCLoc, LocInfo)]) -> Vec<CCLoc> {
    v.iter().map(|x| x.1).collect()
}

/// `call void @g(i32 1, i64 2, double 3.0, i128 4, float 5.0, i8 signext 6, i64 7, i64 8,
/// i64 9, i64 10, double 1.0 x 8)`: llc -O0 passes EDI, RSI, XMM0, RDX:RCX, XMM1, R8D, R9,
/// (%rsp), 8(%rsp), 16(%rsp), XMM2-XMM7, 24(%rsp), 32(%rsp) and reserves 40 bytes.
#[test]
fn mixed_arguments_match_llc() {
    let mut args = vec![
        i(32),
        i(64),
        plain(Mvt::F64),
        i(128),
        plain(Mvt::F32),
        (Evt::int(8), ArgFlags::default().with(ArgFlags::SEXT)),
        i(64),
        i(64),
        i(64),
        i(64),
    ];
    args.extend(std::iter::repeat_n(plain(Mvt::F64), 8));
    let tli = X86TargetLowering::new();
    let mut parts = Vec::new();
    for (k, &(vt, flags)) in args.iter().enumerate() {
        split_value(tli.register_types(), vt, flags, k as u32, &mut parts).unwrap();
    }
    let mut st = CCState::new(&REGISTER_INFO, false);
    st.analyze(&CC_X86_64_C, &parts).unwrap();
    let got: Vec<CCLoc> = st.locs.iter().map(|l| l.loc).collect();
    assert_eq!(
        got,
        vec![
            r(reg::EDI),
            r(reg::RSI),
            r(reg::XMM0),
            r(reg::RDX),
            r(reg::RCX),
            r(reg::XMM1),
            r(reg::R8D),
            r(reg::R9),
            stack(0, 8, 8),
            stack(8, 8, 8),
            stack(16, 8, 8),
            r(reg::XMM2),
            r(reg::XMM3),
            r(reg::XMM4),
            r(reg::XMM5),
            r(reg::XMM6),
            r(reg::XMM7),
            stack(24, 8, 8),
            stack(32, 8, 8),
        ]
    );
    assert_eq!(st.stack_size(), 40);
    // The i8 signext argument is sign-extended to 32 bits (clang relies on it).
    assert_eq!((st.locs[6].val_vt, st.locs[6].loc_vt, st.locs[6].info), (Mvt::I8, Mvt::I32, LocInfo::SExt));
}

/// `void g(long, long, long, long, long, __int128, long)`: gcc puts the __int128 at (%rsp) and
/// 8(%rsp) and the last long in R9 (psABI: a 128-bit integer never straddles registers and
/// memory). LLVM 14 splits it between R9 and the stack instead; kiln follows the psABI.
#[test]
fn i128_with_one_register_left_goes_to_the_stack_whole() {
    let args = [i(64), i(64), i(64), i(64), i(64), i(128), i(64)];
    let got = assign(&CC_X86_64_C, false, &args).unwrap();
    assert_eq!(
        locs(&got),
        vec![
            r(reg::RDI),
            r(reg::RSI),
            r(reg::RDX),
            r(reg::RCX),
            r(reg::R8),
            stack(0, 8, 16),
            stack(8, 8, 8),
            r(reg::R9)
        ]
    );
    // With the registers used up, an i128 after an 8-byte stack slot is 16-aligned.
    let args = [i(64), i(64), i(64), i(64), i(64), i(64), i(64), i(128), i(32)];
    let got = assign(&CC_X86_64_C, false, &args).unwrap();
    assert_eq!(locs(&got)[6..], [stack(0, 8, 8), stack(16, 8, 16), stack(24, 8, 8), stack(32, 8, 8)]);
}

/// `byval` objects are copied into the argument area (rounded up to 8 bytes) and take no
/// register; `sret` is an ordinary pointer in RDI; `nest` goes to R10.
#[test]
fn byval_sret_and_nest() {
    let byval = |size, align| (Evt::int(64), ArgFlags { bits: ArgFlags::BYVAL, byval_size: size, byval_align: align });
    let sret = (Evt::int(64), ArgFlags::default().with(ArgFlags::SRET));
    let nest = (Evt::int(64), ArgFlags::default().with(ArgFlags::NEST));
    let got = assign(&CC_X86_64_C, false, &[sret, byval(24, 8), i(32), byval(4, 4), byval(32, 16), nest]).unwrap();
    assert_eq!(
        locs(&got),
        vec![r(reg::RDI), stack(0, 24, 8), r(reg::ESI), stack(24, 8, 8), stack(32, 32, 16), r(reg::R10)]
    );
    // A 20-byte object takes 20 bytes; the next 8-byte slot starts at 24 (as llc's fixed stack
    // objects of pr67226 show).
    let got = assign(&CC_X86_64_C, false, &[byval(20, 4), byval(20, 4), byval(4, 4), i(64)]).unwrap();
    assert_eq!(locs(&got), vec![stack(0, 20, 8), stack(24, 20, 8), stack(48, 8, 8), r(reg::RDI)]);
}

/// Return values: RAX/EAX/AL, RAX:RDX for i128, XMM0 for floating point, FP0 (ST0) for
/// x86_fp80; a 128-bit vector or a `<2 x float>` (widened) in XMM0, a 256-bit one in XMM0 and
/// XMM1, a 512-bit one in XMM0-XMM3 (as llc without AVX); a larger one has no register
/// return convention.
#[test]
fn return_values() {
    let ret = |vt: Evt| assign(&RetCC_X86_64_C, false, &[(vt, ArgFlags::default())]).map(|v| locs(&v));
    assert_eq!(ret(Evt::int(64)).unwrap(), vec![r(reg::RAX)]);
    assert_eq!(ret(Evt::int(32)).unwrap(), vec![r(reg::EAX)]);
    assert_eq!(ret(Evt::int(1)).unwrap(), vec![r(reg::AL)]);
    assert_eq!(ret(Evt::int(16)).unwrap(), vec![r(reg::AX)]);
    assert_eq!(ret(Evt::int(128)).unwrap(), vec![r(reg::RAX), r(reg::RDX)]);
    assert_eq!(ret(Mvt::F64.into()).unwrap(), vec![r(reg::XMM0)]);
    assert_eq!(ret(Mvt::F32.into()).unwrap(), vec![r(reg::XMM0)]);
    assert_eq!(ret(Mvt::F80.into()).unwrap(), vec![r(reg::FP0)]);
    assert_eq!(ret(Mvt::V4I32.into()).unwrap(), vec![r(reg::XMM0)]);
    assert_eq!(ret(Mvt::V2F32.into()).unwrap(), vec![r(reg::XMM0)]);
    assert_eq!(ret(Mvt::V8I32.into()).unwrap(), vec![r(reg::XMM0), r(reg::XMM1)]);
    let four = vec![r(reg::XMM0), r(reg::XMM1), r(reg::XMM2), r(reg::XMM3)];
    assert_eq!(ret(Mvt::V16I32.into()).unwrap(), four);
    // Five registers' worth is returned in memory by llc (an sret pointer), which kiln refuses.
    assert!(ret(Evt::vector(Evt::int(32), 20)).is_err());
}

/// Vector arguments: one XMM register each (a `<2 x float>` widened to `<4 x float>`, a
/// `<8 x i32>` in two), after XMM7 16-byte stack slots, as llc -O2 does for
/// `(<2 x float> x 10)`: the ninth at (%rsp), the tenth at 16(%rsp).
#[test]
fn vector_arguments_match_llc() {
    let got = assign(&CC_X86_64_C, false, &[plain(Mvt::V16I8), plain(Mvt::V8I32), plain(Mvt::V2F64)]).unwrap();
    assert_eq!(locs(&got), vec![r(reg::XMM0), r(reg::XMM1), r(reg::XMM2), r(reg::XMM3)]);
    assert_eq!(got.iter().map(|l| l.0).collect::<Vec<_>>(), vec![0, 1, 1, 2]);
    let floats = vec![plain(Mvt::V2F32); 10];
    let got = assign(&CC_X86_64_C, false, &floats).unwrap();
    assert_eq!(locs(&got)[7..], [r(reg::XMM7), stack(0, 16, 16), stack(16, 16, 16)]);
}

/// Narrow integers take a 32-bit register, promoted as their attribute says.
#[test]
fn narrow_integers_are_promoted() {
    let sext = (Evt::int(16), ArgFlags::default().with(ArgFlags::SEXT));
    let zext = (Evt::int(8), ArgFlags::default().with(ArgFlags::ZEXT));
    let got = assign(&CC_X86_64_C, false, &[sext, zext, i(1), i(8)]).unwrap();
    assert_eq!(
        got,
        vec![
            (0, r(reg::EDI), LocInfo::SExt),
            (1, r(reg::ESI), LocInfo::ZExt),
            (2, r(reg::EDX), LocInfo::AExt),
            (3, r(reg::ECX), LocInfo::AExt)
        ]
    );
}

// ---- DAGs -------------------------------------------------------------------------

const DL: &str = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

struct Built {
    dumps: Vec<String>,
    flinfo: FunctionLoweringInfo,
    /// Each TargetGlobalAddress (a call's callee): the global's name and target flags.
    callees: Vec<(String, u8)>,
}

/// Builds every block of the function `name` of `body` with the x86 lowering.
fn build(body: &str, name: &str) -> Result<Built, String> {
    let text = format!("target datalayout = \"{DL}\"\ntarget triple = \"x86_64-unknown-linux-gnu\"\n{body}");
    let m = kiln_ir::parse("t.ll", &text).unwrap_or_else(|e| panic!("{e:?}"));
    let layout = ModuleLayout::new(DataLayout::parse(DL).unwrap(), &m.types);
    let mut tli = X86TargetLowering::new();
    tli.custom = LoweringContext::new(&m, RelocModel::Pic, Default::default());
    let f =
        m.functions.iter().find(|f| m.global_name(f.global) == Some(name.as_bytes())).expect("the function is defined");
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &tli)?;
    let mut dag = SelectionDAG::new();
    let mut dumps = Vec::new();
    let mut callees = Vec::new();
    let op_name = |op: Opcode| match op.target_number() {
        Some(n) if n == X86ISD_CALL => Some("X86ISD::CALL".to_string()),
        Some(n) if n == X86ISD_RET_FLAG => Some("X86ISD::RET_FLAG".to_string()),
        _ => None,
    };
    for &b in &f.layout {
        build_block(&mut dag, &m, f, &layout, &tli, &mut flinfo, b)?;
        let cx = DumpContext { target_opcode_name: Some(&op_name), ..DumpContext::new(&m, f) };
        dumps.push(dump(&dag, &cx));
        for n in dag.node_ids() {
            if let NodeData::Global { global, target_flags, .. } = dag.node(n).data {
                if dag.opcode(n).is(Isd::TargetGlobalAddress) {
                    let name = String::from_utf8_lossy(m.global_name(global).unwrap()).into_owned();
                    callees.push((name, target_flags));
                }
            }
        }
    }
    Ok(Built { dumps, flinfo, callees })
}

/// `$N` as the dump prints physical register `reg`.
fn p(reg: PhysReg) -> String {
    format!("${}", reg.0)
}

/// FileCheck-style: each pattern must occur in `text`, in order.
fn check_in_order(text: &str, patterns: &[String]) {
    let mut at = 0;
    for pat in patterns {
        match text[at..].find(pat.as_str()) {
            Some(k) => at += k + pat.len(),
            None => panic!("expected `{pat}` after offset {at} in:\n{text}"),
        }
    }
}

#[test]
fn incoming_arguments_in_registers_and_on_the_stack() {
    let b = build(
        "define i64 @f(i32 %a, i8 signext %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, double %x, i128 %w) {\n\
           %bb = sext i8 %b to i64\n\
           %s = add i64 %g, %bb\n\
           %t = trunc i128 %w to i64\n\
           %u = add i64 %s, %t\n\
           ret i64 %u\n\
         }",
        "f",
    )
    .unwrap();
    let fi = &b.flinfo;
    let live: Vec<PhysReg> = fi.live_ins.iter().map(|l| l.0).collect();
    assert_eq!(live, [reg::EDI, reg::ESI, reg::RDX, reg::RCX, reg::R8, reg::R9, reg::XMM0]);
    // %g at offset 0 of the argument area, %w (no register pair left) 16-aligned after it.
    let fixed: Vec<(i64, u64)> = fi.fixed_objects.iter().map(|o| (o.offset, o.size)).collect();
    assert_eq!(fixed, [(0, 8), (16, 8), (24, 8)]);
    let d = &b.dumps[0];
    check_in_order(
        d,
        &[
            "i32,ch = CopyFromReg t0, Register:i32 %1".to_string(),
            "i32 = AssertSext".to_string(),
            "ValueType:ch:i8".to_string(),
            "i8 = truncate".to_string(),
            "i64,ch = load<(load 8, align 16)> t0, FrameIndex:i64<-1>".to_string(),
            "i64,ch = load<(load 8, align 16)> t0, FrameIndex:i64<-2>".to_string(),
            "i64,ch = load<(load 8, align 8)> t0, FrameIndex:i64<-3>".to_string(),
            "i128 = build_pair".to_string(),
            format!("ch,glue = CopyToReg t0, Register:i64 {}", p(reg::RAX)),
            "ch = X86ISD::RET_FLAG".to_string(),
            format!("TargetConstant:i32<0>, Register:i64 {}", p(reg::RAX)),
        ],
    );
}

#[test]
fn calls_copy_arguments_and_results_around_the_call_node() {
    let b = build(
        "declare i128 @g(i32, i8 zeroext, double, i64, i64, i64, i64, i64, i64)\n\
         define i64 @f(i64 %a) {\n\
           %r = call i128 @g(i32 1, i8 zeroext 2, double 3.0, i64 %a, i64 %a, i64 %a, i64 %a, i64 %a, i64 %a)\n\
           %t = trunc i128 %r to i64\n\
           ret i64 %t\n\
         }",
        "f",
    )
    .unwrap();
    let d = &b.dumps[0];
    // i32 -> EDI, i8 zeroext -> ESI (extended), double -> XMM0, four i64 -> RDX, RCX, R8, R9,
    // two i64 -> (%rsp), 8(%rsp); the i128 result comes back in RAX:RDX.
    assert!(d.contains("i32 = zero_extend Constant:i8<2>"), "{d}");
    check_in_order(
        d,
        &[
            "ch = callseq_start t0, TargetConstant:i64<16>, TargetConstant:i64<0>".to_string(),
            "i64,ch = CopyFromReg t".to_string(),
            format!("Register:i64 {}", p(reg::RSP)),
            "ch = store<(store 8, align 16)>".to_string(),
            "ch = store<(store 8, align 8)>".to_string(),
            "ch = TokenFactor".to_string(),
            format!("Register:i32 {}", p(reg::EDI)),
            format!("Register:i32 {}", p(reg::ESI)),
            format!("Register:f64 {}", p(reg::XMM0)),
            format!("Register:i64 {}", p(reg::R9)),
            "ch,glue = X86ISD::CALL".to_string(),
            "TargetGlobalAddress:i64<@g> 0".to_string(),
            "RegisterMask:untyped<csr#".to_string(),
            "ch,glue = callseq_end".to_string(),
            "i64,ch,glue = CopyFromReg".to_string(),
            format!("Register:i64 {}", p(reg::RAX)),
            format!("Register:i64 {}", p(reg::RDX)),
            "i128 = build_pair".to_string(),
            "ch = X86ISD::RET_FLAG".to_string(),
        ],
    );
}

/// A memcpy longer than the 32 bytes -O0 copies in place is a call of the external `memcpy`.
#[test]
fn variadic_calls_set_al_and_memcpy_is_an_external_symbol() {
    let b = build(
        "declare i32 @printf(i8*, ...)\n\
         declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\n\
         define void @f(i8* %p, i8* %q) {\n\
           call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %q, i64 48, i1 false)\n\
           %r = call i32 (i8*, ...) @printf(i8* %p, double 1.0, i32 7)\n\
           ret void\n\
         }",
        "f",
    )
    .unwrap();
    let d = &b.dumps[0];
    check_in_order(
        d,
        &[
            "TargetExternalSymbol:i64<'memcpy'>".to_string(),
            "CopyToReg".to_string(),
            format!("Register:i8 {}, Constant:i8<1>", p(reg::AL)),
            "X86ISD::CALL".to_string(),
            "TargetGlobalAddress:i64<@printf>".to_string(),
            format!("Register:i8 {}", p(reg::AL)),
        ],
    );
}

#[test]
fn sret_is_returned_in_rax_and_byval_is_a_fixed_object() {
    let b = build(
        "%S = type { i64, i64, i64 }\n\
         define void @f(%S* sret(%S) %out, %S* byval(%S) align 8 %in) {\n\
           %p = getelementptr %S, %S* %in, i64 0, i32 1\n\
           %v = load i64, i64* %p\n\
           %q = getelementptr %S, %S* %out, i64 0, i32 1\n\
           store i64 %v, i64* %q\n\
           ret void\n\
         }",
        "f",
    )
    .unwrap();
    let fi = &b.flinfo;
    assert_eq!(fi.live_ins.iter().map(|l| l.0).collect::<Vec<_>>(), [reg::RDI]);
    assert_eq!(fi.sret_reg, Some(fi.live_ins[0].1));
    assert_eq!((fi.fixed_objects[0].offset, fi.fixed_objects[0].size, fi.fixed_objects[0].immutable), (0, 24, false));
    check_in_order(
        &b.dumps[0],
        &[
            "FrameIndex:i64<-1>".to_string(),
            "ch,glue = CopyToReg".to_string(),
            format!("Register:i64 {}", p(reg::RAX)),
            "X86ISD::RET_FLAG".to_string(),
            format!("Register:i64 {}", p(reg::RAX)),
        ],
    );
}

#[test]
fn calls_with_byval_copy_the_object_into_the_argument_area() {
    let b = build(
        "%S = type { i64, i32 }\n\
         declare void @g(%S* byval(%S) align 8)\n\
         define void @f(%S* %p) {\n\
           call void @g(%S* byval(%S) align 8 %p)\n\
           ret void\n\
         }",
        "f",
    )
    .unwrap();
    let d = &b.dumps[0];
    check_in_order(
        d,
        &[
            "callseq_start t0, TargetConstant:i64<16>".to_string(),
            "i64,ch = load<(load 8, align 8)>".to_string(),
            "ch = store<(store 8, align 16)>".to_string(),
            "i64,ch = load<(load 8, align 8)>".to_string(),
            "ch = store<(store 8, align 8)>".to_string(),
            "X86ISD::CALL".to_string(),
        ],
    );
}

/// A variadic function saves the argument registers its fixed arguments leave free (RSI..R9,
/// XMM1..XMM7 here) in a 176-byte register save area; `va_start` writes gp_offset 8,
/// fp_offset 48 + 16, the overflow area (the first stack argument) and the save area into the
/// `va_list`; `va_copy` copies its 24 bytes; `va_end` is nothing.
#[test]
fn variadic_definitions_save_registers_for_va_start() {
    let b = build(
        "%struct.__va_list_tag = type { i32, i32, i8*, i8* }\n\
         declare void @llvm.va_start(i8*)\n\
         declare void @llvm.va_copy(i8*, i8*)\n\
         declare void @llvm.va_end(i8*)\n\
         define i32 @f(i32 %n, double %d, ...) {\n\
           %ap = alloca [1 x %struct.__va_list_tag], align 16\n\
           %aq = alloca [1 x %struct.__va_list_tag], align 16\n\
           %p = bitcast [1 x %struct.__va_list_tag]* %ap to i8*\n\
           %q = bitcast [1 x %struct.__va_list_tag]* %aq to i8*\n\
           call void @llvm.va_start(i8* %p)\n\
           call void @llvm.va_copy(i8* %q, i8* %p)\n\
           call void @llvm.va_end(i8* %p)\n\
           ret i32 %n\n\
         }",
        "f",
    )
    .unwrap();
    let fi = &b.flinfo;
    let live: Vec<PhysReg> = fi.live_ins.iter().map(|l| l.0).collect();
    assert_eq!(
        live,
        [
            reg::EDI,
            reg::XMM0,
            reg::RSI,
            reg::RDX,
            reg::RCX,
            reg::R8,
            reg::R9,
            reg::XMM1,
            reg::XMM2,
            reg::XMM3,
            reg::XMM4,
            reg::XMM5,
            reg::XMM6,
            reg::XMM7
        ]
    );
    let va = fi.varargs.expect("variadic info");
    assert_eq!((va.gp_offset, va.fp_offset, va.reg_save_area, va.overflow_area), (8, 64, 2, -1));
    assert_eq!((fi.frame_objects[2].size, fi.frame_objects[2].align), (176, 16));
    assert_eq!((fi.fixed_objects[0].offset, fi.fixed_objects[0].size), (0, 8));
    let d = &b.dumps[0];
    for pat in [
        "store<(store 8, align 8)> t0, t",
        "store<(store 8, align 16)> t0, t",
        "ch = store<(store 4, align 4)> t",
        "Constant:i32<8>, FrameIndex:i64<0>",
        "Constant:i32<64>",
        "FrameIndex:i64<-1>",
        "FrameIndex:i64<2>",
        "i64,ch = load<(load 8, align 8)>",
    ] {
        assert!(d.contains(pat), "`{pat}` not in:\n{d}");
    }
}

/// Aggregates come to the lowering as several values: `{ i64, double }` is returned in RAX and
/// XMM0, `{ i64, i64 }` in RAX and RDX, both ways (psABI classification of two eightbytes).
#[test]
fn multiple_return_values_take_successive_return_registers() {
    let tli = X86TargetLowering::new();
    let fi = FunctionLoweringInfo::default();
    let mut dag = SelectionDAG::new();
    let i64vt: Evt = Mvt::I64.into();
    let a = dag.constant(1, i64vt);
    let x = dag.constant_fp(0x3ff0_0000_0000_0000, Mvt::F64.into());
    let entry = dag.entry();
    let ret = tli.lower_return(&mut dag, &fi, entry, 0, &[a, x]).unwrap();
    let ops: Vec<String> = dag.operands(ret.node).map(|v| format!("{:?}", dag.node(v.node).data)).collect();
    assert!(ops[2].contains(&format!("Register(Reg({}))", reg::RAX.0)), "{ops:?}");
    assert!(ops[3].contains(&format!("Register(Reg({}))", reg::XMM0.0)), "{ops:?}");
    let callee = dag.external_symbol("g", i64vt);
    let call = CallInfo {
        chain: entry,
        callee,
        cc: 0,
        args: Vec::new(),
        num_fixed_args: 0,
        vararg: false,
        ret_vts: vec![i64vt, i64vt],
        tail: false,
        forwarded: Vec::new(),
    };
    let (results, _) = tli.lower_call(&mut dag, &call).unwrap();
    let regs: Vec<NodeData> = results.iter().map(|r| dag.node(dag.operand(r.node, 1).node).data).collect();
    assert_eq!(regs, [NodeData::Register(Reg::phys(reg::RAX)), NodeData::Register(Reg::phys(reg::RDX))]);
}

/// `signext`/`zeroext` return values are extended to 32 bits (`zeroext i1` to 8) and returned
/// in EAX (AL), as llc does; without an attribute an i8 is returned as is in AL.
#[test]
fn extended_return_values() {
    let ret_of = |attr: &str, ty: &str| {
        build(&format!("define {attr} {ty} @f({ty} %a) {{\n ret {ty} %a\n}}"), "f").unwrap().dumps[0].clone()
    };
    let d = ret_of("signext", "i8");
    check_in_order(&d, &["i32 = sign_extend".to_string(), format!("Register:i32 {}", p(reg::EAX))]);
    let d = ret_of("zeroext", "i1");
    check_in_order(&d, &["i8 = zero_extend".to_string(), format!("Register:i8 {}", p(reg::AL))]);
    let d = ret_of("zeroext", "i16");
    check_in_order(&d, &["i32 = zero_extend".to_string(), format!("Register:i32 {}", p(reg::EAX))]);
    let d = ret_of("", "i8");
    assert!(d.contains(&format!("Register:i8 {}", p(reg::AL))) && !d.contains("extend"), "{d}");
}

/// Calls of functions that may live in another module go through the PLT (`g@PLT`, as llc
/// writes them); calls of functions defined here (dso_local, internal) do not.
#[test]
fn calls_of_preemptible_functions_go_through_the_plt() {
    let b = build(
        "declare void @ext()\n\
         define internal void @local() {\n ret void\n}\n\
         define dso_local void @mine() {\n ret void\n}\n\
         define void @f() {\n\
           call void @ext()\n\
           call void @local()\n\
           call void @mine()\n\
           ret void\n\
         }",
        "f",
    )
    .unwrap();
    assert_eq!(
        b.callees,
        [("ext".to_string(), MO_PLT), ("local".to_string(), MO_NO_FLAG), ("mine".to_string(), MO_NO_FLAG)]
    );
}

/// A `byval` object over 128 bytes is copied by `rep movsq` (RCX quadwords, RDI destination,
/// RSI source), the bytes after the last quadword by a load and a store.
#[test]
fn large_byval_objects_are_copied_by_rep_movsq() {
    let b = build(
        "%B = type { [604 x i8] }\ndeclare void @g(%B* byval(%B))\n\
         define void @f(%B* %p) {\n call void @g(%B* byval(%B) %p)\n ret void\n}",
        "f",
    )
    .unwrap();
    check_in_order(
        &b.dumps[0],
        &[
            "callseq_start t0, TargetConstant:i64<608>".to_string(),
            "CopyToReg t".to_string(),
            format!("Register:i64 {}, Constant:i64<75>", p(reg::RCX)),
            format!("Register:i64 {}", p(reg::RDI)),
            format!("Register:i64 {}", p(reg::RSI)),
            format!("ch,glue = machine#{}", kiln_target_x86::opcode::REP_MOVSQ_64),
            "i32,ch = load<(load 4, align 1)>".to_string(),
            "ch = store<(store 4, align 8)>".to_string(),
            "X86ISD::CALL".to_string(),
        ],
    );
}

#[test]
fn unsupported_cases_are_errors_naming_them() {
    let err = |body: &str| build(body, "f").err().unwrap_or_else(|| panic!("expected an error for {body}"));
    let e = err("define cc 64 void @f() {\n ret void\n}");
    assert!(e.contains("calling convention cc 64"), "{e}");
    let e = err("define i256 @f(i256 %a) {\n ret i256 %a\n}");
    assert!(e.contains("i256"), "{e}");
}
