//! Tests of the combiner and both legalizers on a toy 32-bit target whose only legal type is
//! i32. Besides dump expectations, every function is checked by *evaluating* its DAG before
//! and after combine + legalization on many inputs ([`eval`]): the results, the memory written
//! and the branch taken must agree, and the legalized DAG must hold only legal types and
//! operations. Library calls are evaluated by name.

use super::combine::{self, CombineLevel};
use super::expand::node_action;
use super::*;
use crate::isel::function_info::FunctionLoweringInfo;
use super::{legalize_ops, legalize_types};
use crate::target::data_layout::{DataLayout, ModuleLayout};
use crate::target::lowering::{ArgInfo, RegisterTypes, TargetLoweringBase};
use crate::isel::dag::lowering::{CallInfo, LegalizeAction, LoweringTables, TargetLowering};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::Module;
use kiln_mc::desc::{PhysReg, RegClassId};
use rustc_hash::FxHashMap;

fn phys(n: u32) -> Reg {
    Reg::phys(PhysReg(n as u16))
}

const DL: &str = "e-m:e-p:32:32-i64:64-n32-S128";
const RET: u32 = 0;
const CALL: u32 = 1;
const TOY_SMAX: u32 = 7;

/// i32 registers only; no bit-counting, rotate or byte-swap instructions; `srem` through the
/// library; a 32x32->64 multiply (UMUL_LOHI); `smax` custom-lowered to its own node and
/// `umin` custom with a fallback to the generic expansion.
struct Toy32 {
    tables: LoweringTables,
}

impl Toy32 {
    fn new() -> Toy32 {
        let mut t = LoweringTables::default();
        t.add_register_class(Mvt::I32, RegClassId(0));
        for op in [
            Isd::Ctpop,
            Isd::Ctlz,
            Isd::Cttz,
            Isd::Rotl,
            Isd::Rotr,
            Isd::Bswap,
            Isd::MulHs,
            Isd::MulHu,
            Isd::SelectCc,
            Isd::BrCc,
        ] {
            t.set_operation_action(op, Mvt::I32, LegalizeAction::Expand);
        }
        t.set_operation_action(Isd::UMulLoHi, Mvt::I32, LegalizeAction::Legal);
        t.set_operation_action(Isd::SRem, Mvt::I32, LegalizeAction::LibCall);
        t.set_operation_action(Isd::SMax, Mvt::I32, LegalizeAction::Custom);
        t.set_operation_action(Isd::UMin, Mvt::I32, LegalizeAction::Custom);
        Toy32 { tables: t }
    }

    /// `v` split into `k` i32 parts, low first.
    fn split(dag: &mut SelectionDAG, v: SDValue, k: u32) -> Vec<SDValue> {
        let i32t: Evt = Mvt::I32.into();
        if k == 1 {
            return vec![dag.zext_or_trunc(v, i32t)];
        }
        let wide = Evt::int(32 * k);
        let v = dag.zext_or_trunc(v, wide);
        let half = Evt::int(16 * k);
        let mut parts = Vec::new();
        for i in 0..2 {
            let index = dag.constant(i, i32t);
            let h = dag.node1(Isd::ExtractElement, half, &[v, index]);
            parts.extend(Toy32::split(dag, h, k / 2));
        }
        parts
    }

    fn join(dag: &mut SelectionDAG, parts: &[SDValue]) -> SDValue {
        if parts.len() == 1 {
            return parts[0];
        }
        let (lo, hi) = parts.split_at(parts.len() / 2);
        let (lo, hi) = (Toy32::join(dag, lo), Toy32::join(dag, hi));
        let vt = Evt::int(32 * parts.len() as u32);
        dag.node1(Isd::BuildPair, vt, &[lo, hi])
    }

    fn parts_of(&self, vt: Evt) -> Result<u32, String> {
        match self.tables.register_type_and_count(vt) {
            Some((Mvt::I32, k)) if k.is_power_of_two() => Ok(k),
            _ => Err(format!("unsupported type {vt} on the toy target")),
        }
    }
}

impl TargetLoweringBase for Toy32 {
    fn register_types(&self) -> &RegisterTypes {
        self.tables.register_types()
    }
}

impl TargetLowering for Toy32 {
    fn tables(&self) -> &LoweringTables {
        &self.tables
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        _fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        _cc: u32,
        _vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String> {
        let mut next = 1;
        let mut values = Vec::new();
        for a in args {
            let k = self.parts_of(a.vt)?;
            let parts: Vec<SDValue> =
                (0..k).map(|i| dag.copy_from_reg(chain, phys(next + i), Mvt::I32.into())).collect();
            next += k;
            let v = Toy32::join(dag, &parts);
            values.push(dag.any_ext_or_trunc(v, a.vt));
        }
        Ok((values, chain))
    }

    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String> {
        let i32t: Evt = Mvt::I32.into();
        let mut chain = dag.callseq_start(call.chain, 0, i32t);
        let mut glue = None;
        let mut regs = Vec::new();
        for (i, &(value, arg)) in call.args.iter().enumerate() {
            if !self.tables.is_type_legal(arg.vt) {
                return Err(format!("unsupported call argument type {} on the toy target", arg.vt));
            }
            let reg = phys(i as u32 + 1);
            chain = dag.copy_to_reg(chain, reg, value, glue);
            glue = Some(SDValue::new(chain.node, 1));
            regs.push(dag.register(reg, arg.vt));
        }
        let mut ops = vec![chain, call.callee];
        ops.extend(regs);
        ops.extend(glue);
        let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let node = dag.get_node(Opcode::target(CALL), vts, &ops, NodeData::None);
        let end = dag.callseq_end(SDValue::new(node, 0), 0, 0, i32t, Some(SDValue::new(node, 1)));
        let (mut chain, mut glue) = (end, SDValue::new(end.node, 1));
        let mut results = Vec::new();
        for (i, &vt) in call.ret_vts.iter().enumerate() {
            if !self.tables.is_type_legal(vt) {
                return Err(format!("unsupported call result type {vt} on the toy target"));
            }
            let copy = dag.copy_from_reg_glued(chain, phys(i as u32 + 1), vt, glue);
            chain = SDValue::new(copy.node, 1);
            glue = SDValue::new(copy.node, 2);
            results.push(copy);
        }
        Ok((results, chain))
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        _fi: &FunctionLoweringInfo,
        chain: SDValue,
        _cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String> {
        let mut chain = chain;
        let mut glue = None;
        let mut regs = Vec::new();
        for &v in values {
            let k = self.parts_of(dag.value_type(v))?;
            for (i, part) in Toy32::split(dag, v, k).into_iter().enumerate() {
                let reg = phys(i as u32 + 1);
                chain = dag.copy_to_reg(chain, reg, part, glue);
                glue = Some(SDValue::new(chain.node, 1));
                regs.push(dag.register(reg, Mvt::I32.into()));
            }
        }
        let mut ops = vec![chain];
        ops.extend(regs);
        ops.extend(glue);
        let vts = dag.vt_list(&[Evt::OTHER]);
        Ok(SDValue::new(dag.get_node(Opcode::target(RET), vts, &ops, NodeData::None), 0))
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
        match dag.opcode(n).isd() {
            Some(Isd::SMax) => {
                let ops: Vec<SDValue> = dag.operands(n).collect();
                Ok(Some(vec![dag.node1(Opcode::target(TOY_SMAX), Mvt::I32.into(), &ops)]))
            }
            Some(Isd::UMin) => Ok(None),
            _ => Err("toy: no custom lowering".to_string()),
        }
    }
}

fn target_name(op: Opcode) -> Option<String> {
    match op.target_number()? {
        RET => Some("RET".into()),
        CALL => Some("CALL".into()),
        TOY_SMAX => Some("TOY_SMAX".into()),
        _ => None,
    }
}

fn parse(body: &str) -> Module {
    let text = format!("target datalayout = \"{DL}\"\n{body}");
    let m = kiln_ir::parse("t.ll", &text).unwrap_or_else(|e| panic!("{e:?}"));
    kiln_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    m
}

/// The legalized DAG holds only i32 values (besides chains, glue and immediates) and only
/// operations the toy selects.
fn assert_legal(dag: &SelectionDAG, tli: &Toy32, text: &str) {
    for n in dag.node_ids() {
        let op = dag.opcode(n).isd();
        let exempt =
            matches!(op, Some(Isd::TargetConstant | Isd::Register | Isd::BasicBlock | Isd::CondCode | Isd::ValueType));
        for &vt in dag.node_vts(n) {
            assert!(
                exempt || vt == Evt::OTHER || vt == Evt::GLUE || vt == Mvt::I32.into(),
                "t{} has type {vt}:\n{text}",
                n.0
            );
        }
        if let Some((action, _)) = node_action(dag, tli, n) {
            assert!(
                matches!(op, Some(Isd::TokenFactor | Isd::CopyToReg | Isd::CopyFromReg | Isd::Constant))
                    || action == LegalizeAction::Legal,
                "t{} is {action:?}:\n{text}",
                n.0
            );
        }
        assert!(!matches!(op, Some(Isd::BuildPair | Isd::ExtractElement | Isd::MergeValues)), "{text}");
    }
}

/// The whole pre-selection pipeline on one block's DAG.
fn legalize(dag: &mut SelectionDAG, tli: &Toy32, dl: &DataLayout) -> Result<(), String> {
    combine::run(dag, tli, CombineLevel::BeforeLegalize, false)?;
    legalize_types::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeTypes, false)?;
    legalize_ops::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeDag, false)?;
    Ok(())
}

fn dump_of(dag: &SelectionDAG, m: &Module, f: &kiln_ir::Function) -> String {
    let name = |op: Opcode| target_name(op);
    let cx = dump::DumpContext { target_opcode_name: Some(&name), ..dump::DumpContext::new(m, f) };
    dump::dump(dag, &cx)
}

/// Builds, legalizes and checks every block of the first function on `runs` inputs; returns
/// the legalized dumps.
fn check(body: &str, runs: u32) -> Result<Vec<String>, String> {
    let m = parse(body);
    let dl = DataLayout::parse(DL).unwrap();
    let layout = ModuleLayout::new(dl.clone(), &m.types);
    let target = Toy32::new();
    let f = m.functions.iter().find(|f| !f.is_declaration()).expect("a function definition");
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target)?;
    let mut dumps = Vec::new();
    // Registers carrying values between blocks hold an IR value in their low bits.
    let width_of = |v: kiln_ir::Value| {
        let ty = m.value_type(Some(f), v);
        Evt::from_ir_type(&m.types, &dl, ty).map(|vt| vt.size_bits()).unwrap_or(128)
    };
    let mut widths: FxHashMap<u32, u64> = flinfo.value_regs.iter().map(|(v, r)| (r.first.0, width_of(*v))).collect();
    for &b in &f.layout {
        let mut before = SelectionDAG::new();
        build_block(&mut before, &m, f, &layout, &target, &mut flinfo, b)?;
        let mut after = SelectionDAG::new();
        build_block(&mut after, &m, f, &layout, &target, &mut flinfo, b)?;
        for e in &flinfo.phi_edges {
            widths.insert(e.reg.0, width_of(kiln_ir::Value::Inst(e.phi)));
        }
        legalize(&mut after, &target, &dl)?;
        let text = dump_of(&after, &m, f);
        assert_legal(&after, &target, &text);
        let (before_order, after_order) = (before.topological_order(), after.topological_order());
        for seed in 0..runs {
            let expected = eval::run_in_order(&before, &before_order, seed as u64, &widths);
            let actual = eval::run_in_order(&after, &after_order, seed as u64, &widths);
            assert_eq!(expected, actual, "seed {seed}\nbefore:\n{}\nafter:\n{text}", dump_of(&before, &m, f));
        }
        dumps.push(text);
    }
    Ok(dumps)
}

fn assert_dump(actual: &str, expected: &str) {
    let expected: String =
        expected.lines().map(|l| l.trim_start().strip_prefix('|').unwrap_or(l)).collect::<Vec<_>>().join("\n") + "\n";
    assert_eq!(actual, expected, "\nactual:\n{actual}");
}

/// The DAG interpreter (integers up to 256 bits).
#[path = "legalize_eval.rs"]
mod eval;

// ---- functions from IR, checked by evaluation ----------------------------------------------

#[test]
fn promotes_i1_i8_i16_with_the_right_extensions() {
    check(
        "define i32 @f(i8 %a, i8 %b, i16 %c, i32 %d) {\n  %b1 = or i8 %b, 1\n  %q = udiv i8 %a, %b1\n  \
         %s = sdiv i8 %a, %b1\n  %r = urem i8 %a, %b1\n  %t = srem i8 %a, %b1\n  %x = add i8 %q, %s\n  \
         %y = mul i8 %x, %r\n  %z = xor i8 %y, %t\n  %sh = lshr i8 %z, 3\n  %sa = ashr i8 %a, 2\n  \
         %sl = shl i8 %sa, 1\n  %amt = and i8 %b, 7\n  %v1 = lshr i8 %a, %amt\n  %v2 = ashr i8 %a, %amt\n  \
         %c1 = icmp ult i8 %sh, %sl\n  %c2 = icmp slt i8 %v1, %v2\n  %c3 = and i1 %c1, %c2\n  \
         %c4 = icmp eq i16 %c, 7\n  %c5 = xor i1 %c3, %c4\n  %m = select i1 %c5, i8 %v1, i8 %v2\n  \
         %w = sext i8 %m to i16\n  %w2 = add i16 %w, %c\n  %w3 = ashr i16 %w2, 1\n  %e = zext i16 %w3 to i32\n  \
         %e2 = zext i1 %c5 to i32\n  %e3 = add i32 %e, %e2\n  %tr = trunc i32 %d to i16\n  \
         %tr2 = sext i16 %tr to i32\n  %u = icmp uge i16 %tr, %c\n  %u2 = sext i1 %u to i32\n  \
         %o = add i32 %e3, %tr2\n  %o2 = xor i32 %o, %u2\n  ret i32 %o2\n}\n",
        400,
    )
    .unwrap();
}

#[test]
fn narrow_loads_stores_and_branches() {
    let dumps = check(
        "define i16 @f(i8* %p, i16* %q, i1* %b, i8 %x) {\nentry:\n  %v = load i8, i8* %p\n  %w = load i16, i16* %q\n  \
         %s = add i8 %v, %x\n  store i8 %s, i8* %p\n  %e = sext i8 %s to i16\n  %m = mul i16 %e, %w\n  \
         store i16 %m, i16* %q\n  %c = icmp sgt i16 %m, 100\n  store i1 %c, i1* %b\n  %l = load i1, i1* %b\n  \
         br i1 %l, label %t, label %f\nt:\n  ret i16 %m\nf:\n  ret i16 %w\n}\n",
        300,
    )
    .unwrap();
    println!("{}", dumps[0]);
    // The i1 store writes a whole byte holding 0 or 1; its reload is a zero-extending byte load.
    assert!(dumps[0].contains("store<(store 1, align 1), trunc to i8>"), "{}", dumps[0]);
    assert!(dumps[0].contains("load<(load 1, align 1), zext from i8>"), "{}", dumps[0]);
}

#[test]
fn expands_i64_on_a_32_bit_target() {
    let dumps = check(
        "define i64 @g(i64 %a, i64 %b, i32 %s) {\n  %b1 = or i64 %b, 1\n  %x = add i64 %a, %b\n  \
         %y = sub i64 %x, 12345678901\n  %m = mul i64 %y, %b\n  %q = udiv i64 %m, %b1\n  %d = sdiv i64 %a, %b1\n  \
         %r = srem i64 %q, %b1\n  %u = urem i64 %d, %b1\n  %k = xor i64 %r, %u\n  %amt = and i32 %s, 63\n  \
         %amt64 = zext i32 %amt to i64\n  %l1 = shl i64 %k, %amt64\n  %l2 = lshr i64 %a, %amt64\n  \
         %l3 = ashr i64 %b, %amt64\n  %c1 = shl i64 %l1, 40\n  %c2 = lshr i64 %l2, 7\n  %c3 = ashr i64 %l3, 33\n  \
         %c4 = ashr i64 %c3, 32\n  %c5 = shl i64 %c4, 32\n  %c6 = lshr i64 %c5, 63\n  %t1 = or i64 %c1, %c2\n  \
         %t2 = and i64 %t1, %c4\n  %t3 = add i64 %t2, %c6\n  %cmp1 = icmp slt i64 %a, %b\n  \
         %cmp2 = icmp ugt i64 %t3, %l3\n  %cmp3 = icmp eq i64 %m, %a\n  %cmp4 = icmp sle i64 %a, -5\n  \
         %cc = or i1 %cmp1, %cmp2\n  %cc2 = xor i1 %cc, %cmp3\n  %cc3 = and i1 %cc2, %cmp4\n  \
         %sel = select i1 %cc3, i64 %t3, i64 %m\n  %sx = sext i32 %s to i64\n  %zx = zext i32 %s to i64\n  \
         %f = add i64 %sel, %sx\n  %f2 = sub i64 %f, %zx\n  %f3 = xor i64 %f2, %l2\n  ret i64 %f3\n}\n",
        400,
    )
    .unwrap();
    for call in ["__udivdi3", "__divdi3", "__moddi3", "__umoddi3"] {
        assert!(dumps[0].contains(&format!("ExternalSymbol:i32<'{call}'>")), "{call}:\n{}", dumps[0]);
    }
    assert!(dumps[0].contains("umul_lohi"), "the 64-bit multiply uses the 32x32->64 one:\n{}", dumps[0]);
}

#[test]
fn expands_i128_twice_on_a_32_bit_target() {
    let dumps = check(
        "define i128 @g(i128* %p, i128 %a, i64 %b, i32 %s) {\n  %v = load i128, i128* %p\n  \
         %bx = sext i64 %b to i128\n  %b1 = or i128 %bx, 1\n  %x = add i128 %a, %v\n  %y = sub i128 %x, %bx\n  \
         %m = mul i128 %y, %a\n  \
         %q = sdiv i128 %m, %b1\n  %amt = and i32 %s, 127\n  %amt128 = zext i32 %amt to i128\n  \
         %l = lshr i128 %q, %amt128\n  %h = ashr i128 %y, 70\n  %c = icmp ult i128 %l, %h\n  \
         %sel = select i1 %c, i128 %l, i128 %h\n  store i128 %sel, i128* %p\n  %t = trunc i128 %m to i64\n  \
         %t2 = zext i64 %t to i128\n  %r = xor i128 %sel, %t2\n  ret i128 %r\n}\n",
        300,
    )
    .unwrap();
    // The multiply is built from 32x32->64 products of the quarters, the division calls out.
    assert!(dumps[0].contains("umul_lohi") && !dumps[0].contains("__multi3"), "{}", dumps[0]);
    assert!(dumps[0].contains("ExternalSymbol:i32<'__divti3'>"), "{}", dumps[0]);
}

#[test]
fn expands_integers_wider_than_128_bits() {
    // i168 and i129 are promoted to i256, which is split into i128, i64 and i32 halves; memory
    // accesses of 21 and 17 bytes are split into power-of-two pieces; wide constants are split
    // with their values; the product of llvm.smul.with.overflow.i65 needs 130 bits; funnel
    // shifts and rotates by constants (reduced modulo the width) become two shifts.
    let dumps = check(
        "define i32 @w(i168* %p, i129* %q, i256* %r, i192* %s, i64 %a, i32 %n) {\n\
         entry:\n  %v = load i168, i168* %p, align 1\n  %x = zext i64 %a to i168\n  \
         %c = xor i168 %v, 93536104789177786765035829306187792159214250640587\n  %y = or i168 %c, %x\n  \
         %sh = shl i168 %y, 37\n  %ash = ashr i168 %v, 100\n  %amt = and i32 %n, 127\n  \
         %amtw = zext i32 %amt to i168\n  %vl = lshr i168 %sh, %amtw\n  %va = ashr i168 %ash, %amtw\n  \
         %vs = shl i168 %va, %amtw\n  %cmp = icmp slt i168 %vl, %vs\n  \
         %sel = select i1 %cmp, i168 %vl, i168 %vs\n  store i168 %sel, i168* %p, align 1\n  \
         %w = load i129, i129* %q, align 1\n  %wx = sext i64 %a to i129\n  %wm = mul i129 %w, %wx\n  \
         %wa = add i129 %wm, -340282366920938463463374607431768211457\n  store i129 %wa, i129* %q, align 1\n  \
         %big = load i256, i256* %r, align 4\n  \
         %bs = sub i256 %big, 57896044618658096104847448245353678384672899991657757275303575998941507296369\n  \
         %bt = trunc i256 %bs to i192\n  %bx = sext i192 %bt to i256\n  %bz = zext i192 %bt to i256\n  \
         %bc = icmp ugt i256 %bx, %bz\n  %bm = mul i256 %bs, %big\n  store i256 %bm, i256* %r, align 4\n  \
         %g = load i192, i192* %s, align 8\n  %amt192 = zext i32 %amt to i192\n  %gs = ashr i192 %g, %amt192\n  \
         %gk = and i192 %gs, -1569275433846670190958947355801916603926823429006132085014\n  \
         %ge = icmp eq i192 %gk, %g\n  store i192 %gk, i192* %s, align 8\n  \
         %a32 = trunc i64 %a to i32\n  %ax = sext i32 %a32 to i65\n  %nx = sext i32 %n to i65\n  \
         %o = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %ax, i65 %nx)\n  \
         %ov = extractvalue { i65, i1 } %o, 1\n  %ol = extractvalue { i65, i1 } %o, 0\n  \
         %t1 = trunc i168 %sel to i32\n  %t2 = trunc i129 %wa to i32\n  %t3 = trunc i256 %bm to i32\n  \
         %t4 = trunc i65 %ol to i32\n  %f1 = zext i1 %cmp to i32\n  %f2 = zext i1 %bc to i32\n  \
         %f3 = zext i1 %ge to i32\n  %f4 = zext i1 %ov to i32\n  %x1 = xor i32 %t1, %t2\n  \
         %x2 = xor i32 %x1, %t3\n  %x3 = xor i32 %x2, %t4\n  %x4 = shl i32 %f2, 1\n  %x5 = shl i32 %f3, 2\n  \
         %x6 = shl i32 %f4, 3\n  %x7 = or i32 %f1, %x4\n  %x8 = or i32 %x7, %x5\n  %x9 = or i32 %x8, %x6\n  \
         %fs = call i168 @llvm.fshl.i168(i168 %v, i168 %sel, i168 77)\n  \
         %fr = call i192 @llvm.fshr.i192(i192 %g, i192 %gk, i192 200)\n  \
         %rl = call i256 @llvm.fshl.i256(i256 %big, i256 %big, i256 300)\n  %fst = trunc i168 %fs to i32\n  \
         %frs = lshr i192 %fr, 150\n  %frt = trunc i192 %frs to i32\n  %rlt = trunc i256 %rl to i32\n  \
         %y1 = xor i32 %fst, %frt\n  %y2 = xor i32 %y1, %rlt\n  %y3 = add i32 %x3, %y2\n  \
         %r0 = add i32 %y3, %x9\n  br i1 %ov, label %t, label %f\nt:\n  ret i32 %r0\nf:\n  ret i32 %t4\n}\n\
         declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65)\n\
         declare i168 @llvm.fshl.i168(i168, i168, i168)\ndeclare i192 @llvm.fshr.i192(i192, i192, i192)\n\
         declare i256 @llvm.fshl.i256(i256, i256, i256)\n",
        60,
    )
    .unwrap();
    // The 21-byte store is 5 words and a byte, the 17-byte one 4 words and a byte.
    for piece in ["store 4", "store 1"] {
        assert!(dumps[0].contains(&format!("({piece}, align 1)")), "{piece}:\n{}", dumps[0]);
    }
}

#[test]
fn odd_widths_promote_and_split_memory() {
    check(
        "define i32 @h(i17* %p, i33* %q, i24* %r, i40* %w, i32 %a, i64 %b) {\n  %a17 = trunc i32 %a to i17\n  \
         %a33 = zext i32 %a to i33\n  %b33 = trunc i64 %b to i33\n  %a24 = trunc i32 %a to i24\n  \
         %a40 = zext i32 %a to i40\n  store i17 %a17, i17* %p\n  store i33 %b33, i33* %q\n  store i24 %a24, i24* %r\n  \
         %x = load i17, i17* %p\n  %y = load i33, i33* %q\n  %z = load i24, i24* %r\n  %s = add i17 %x, %a17\n  \
         %d = udiv i17 %s, 3\n  %y2 = mul i33 %y, %a33\n  %y3 = lshr i33 %y2, 5\n  %z2 = sdiv i24 %z, 7\n  \
         %w1 = shl i40 %a40, 7\n  store i40 %w1, i40* %w\n  %w2 = load i40, i40* %w\n  %w3 = lshr i40 %w2, 3\n  \
         %w4 = trunc i40 %w3 to i32\n  store i17 %d, i17* %p\n  store i33 %y3, i33* %q\n  store i24 %z2, i24* %r\n  \
         %c = icmp sgt i33 %y3, %a33\n  %e = zext i1 %c to i32\n  %s32 = sext i17 %d to i32\n  \
         %z32 = sext i24 %z2 to i32\n  %o = add i32 %e, %s32\n  %o2 = add i32 %o, %z32\n  %o3 = xor i32 %o2, %w4\n  \
         ret i32 %o3\n}\n",
        300,
    )
    .unwrap();
}

#[test]
fn promoted_division_dump() {
    // The operands are zero-extended in the register; the quotient needs no mask (it is at
    // most the dividend), and the toy's zero-extension of the i8 result folds away.
    let dumps = check("define i8 @f(i8 %a, i8 %b) {\n  %q = udiv i8 %a, %b\n  ret i8 %q\n}\n", 50).unwrap();
    assert_dump(
        &dumps[0],
        "SelectionDAG has 11 nodes:
        |  t0: ch = EntryToken
        |  t2: i32,ch = CopyFromReg t0, Register:i32 $1
        |  t5: i32,ch = CopyFromReg t0, Register:i32 $2
        |  t12: i32 = and t2, Constant:i32<255>
        |  t13: i32 = and t5, Constant:i32<255>
        |  t14: i32 = udiv t12, t13
        |  t9: ch,glue = CopyToReg t0, Register:i32 $1, t14
        |  t10: ch = RET t9, Register:i32 $1, t9:1
        |root: t10",
    );
}

#[test]
fn unsupported_types_are_named() {
    let err = check("define float @f(float %a) {\n  ret float %a\n}\n", 1).unwrap_err();
    assert!(err.contains("unsupported type f32"), "{err}");
    // A division wider than any library function.
    let target = Toy32::new();
    let dl = DataLayout::parse(DL).unwrap();
    let mut dag = SelectionDAG::new();
    let x = dag.copy_from_reg(dag.entry(), Reg::virt(0), Mvt::I32.into());
    let wide = dag.node1(Isd::ZeroExtend, Evt::int(256), &[x]);
    let q = dag.node1(Isd::UDiv, Evt::int(256), &[wide, wide]);
    let back = dag.node1(Isd::Truncate, Mvt::I32.into(), &[q]);
    dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(1), back, None);
    let err = legalize_types::run(&mut dag, &target, &dl).unwrap_err();
    assert!(err.contains("unsupported: no library function for 'udiv' on i256"), "{err}");
}

// ---- hand-built DAGs -------------------------------------------------------------------

/// A DAG reading four i32 inputs (registers %0..%3) and copying `outputs(inputs)` to
/// registers %100...; legalized and compared by evaluation. Returns the legalized dump.
fn check_dag(outputs: impl Fn(&mut SelectionDAG, &[SDValue]) -> Vec<SDValue>) -> String {
    let target = Toy32::new();
    let dl = DataLayout::parse(DL).unwrap();
    let build = || {
        let mut dag = SelectionDAG::new();
        let inputs: Vec<SDValue> =
            (0..4).map(|i| dag.copy_from_reg(dag.entry(), Reg::virt(i), Mvt::I32.into())).collect();
        let values = outputs(&mut dag, &inputs);
        let mut copies = Vec::new();
        for (i, v) in values.into_iter().enumerate() {
            let k = target.parts_of(dag.value_type(v)).unwrap();
            for (j, part) in Toy32::split(&mut dag, v, k).into_iter().enumerate() {
                copies.push(dag.copy_to_reg(dag.entry(), Reg::virt(100 + 4 * i as u32 + j as u32), part, None));
            }
        }
        dag.root = dag.token_factor(&copies);
        dag
    };
    let before = build();
    let mut after = build();
    legalize(&mut after, &target, &dl).unwrap_or_else(|e| panic!("{e}"));
    let name = |op: Opcode| target_name(op);
    let cx = dump::DumpContext { target_opcode_name: Some(&name), ..dump::DumpContext::NONE };
    let text = dump::dump(&after, &cx);
    assert_legal(&after, &target, &text);
    for seed in 0..300 {
        let widths = FxHashMap::default();
        assert_eq!(eval::run(&before, seed, &widths), eval::run(&after, seed, &widths), "seed {seed}:\n{text}");
    }
    text
}

#[test]
fn expand_actions_on_i32() {
    let i32t: Evt = Mvt::I32.into();
    let text = check_dag(|dag, x| {
        let mut out = Vec::new();
        for op in [Isd::Ctpop, Isd::Ctlz, Isd::Cttz, Isd::Bswap, Isd::Abs] {
            out.push(dag.node1(op, i32t, &[x[0]]));
        }
        let nonzero = dag.node1(Isd::Or, i32t, &[x[1], x[3]]);
        let one = dag.constant(1, i32t);
        let nonzero = dag.node1(Isd::Or, i32t, &[nonzero, one]);
        out.push(dag.node1(Isd::CtlzZeroUndef, i32t, &[nonzero]));
        out.push(dag.node1(Isd::CttzZeroUndef, i32t, &[nonzero]));
        for op in [Isd::Rotl, Isd::Rotr, Isd::MulHs, Isd::MulHu, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax] {
            out.push(dag.node1(op, i32t, &[x[0], x[1]]));
        }
        for op in [Isd::Fshl, Isd::Fshr] {
            out.push(dag.node1(op, i32t, &[x[0], x[1], x[2]]));
        }
        let inner = dag.value_type_node(Mvt::I8.into());
        out.push(dag.node1(Isd::SignExtendInreg, i32t, &[x[2], inner]));
        let cc = dag.cond_code(CondCode::Sle);
        out.push(dag.node1(Isd::SelectCc, i32t, &[x[0], x[1], x[2], x[3], cc]));
        let list = dag.vt_list(&[i32t, i32t]);
        for op in [Isd::SDivRem, Isd::UDivRem] {
            let d = dag.get_node(op.into(), list, &[x[0], nonzero], NodeData::None);
            out.extend([SDValue::new(d, 0), SDValue::new(d, 1)]);
        }
        let list = dag.vt_list(&[i32t, Mvt::I1.into()]);
        let o = dag.get_node(Isd::UAddO.into(), list, &[x[0], x[1]], NodeData::None);
        let c = dag.get_node(Isd::AddCarry.into(), list, &[x[2], x[3], SDValue::new(o, 1)], NodeData::None);
        let s = dag.get_node(Isd::USubO.into(), list, &[x[0], x[1]], NodeData::None);
        let sc = dag.get_node(Isd::SubCarry.into(), list, &[x[2], x[3], SDValue::new(s, 1)], NodeData::None);
        for (n, r) in [(o, 0), (c, 0), (c, 1), (s, 0), (sc, 0), (sc, 1)] {
            let v = SDValue::new(n, r);
            out.push(dag.zext_or_trunc(v, i32t));
        }
        out
    });
    assert!(text.contains("TOY_SMAX"), "smax is custom-lowered:\n{text}");
    assert!(text.contains("ExternalSymbol:i32<'__modsi3'>"), "srem is a library call:\n{text}");
}

#[test]
fn expand_actions_on_illegal_types() {
    for bits in [8u32, 16, 64] {
        let vt = Evt::int(bits);
        check_dag(|dag, x| {
            let a = dag.sext_or_trunc(x[0], vt);
            let b = dag.sext_or_trunc(x[1], vt);
            let hi = dag.node1(Isd::BuildPair, Mvt::I64.into(), &[x[2], x[3]]);
            let c = dag.sext_or_trunc(hi, vt);
            let mut out = Vec::new();
            for op in [Isd::Ctpop, Isd::Ctlz, Isd::Cttz, Isd::Bswap, Isd::Abs] {
                out.push(dag.node1(op, vt, &[c]));
            }
            for op in [Isd::Rotl, Isd::Rotr, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax] {
                out.push(dag.node1(op, vt, &[a, b]));
            }
            out.push(dag.node1(Isd::Fshl, vt, &[a, b, c]));
            out.push(dag.node1(Isd::Fshr, vt, &[c, a, b]));
            let list = dag.vt_list(&[vt, Mvt::I1.into()]);
            let o = dag.get_node(Isd::UAddO.into(), list, &[a, c], NodeData::None);
            let k = dag.get_node(Isd::SubCarry.into(), list, &[b, c, SDValue::new(o, 1)], NodeData::None);
            out.extend([SDValue::new(o, 0), SDValue::new(k, 0)]);
            let carry = dag.zext_or_trunc(SDValue::new(k, 1), Mvt::I32.into());
            out.push(carry);
            out
        });
    }
}

// ---- combines --------------------------------------------------------------------------

fn combined(build: impl Fn(&mut SelectionDAG, &[SDValue]) -> SDValue, level: CombineLevel) -> String {
    combined_with(build, level, false)
}

/// [`combined`] with the optimising folds on or off.
fn combined_with(build: impl Fn(&mut SelectionDAG, &[SDValue]) -> SDValue, level: CombineLevel, optimize: bool) -> String {
    let target = Toy32::new();
    let mut dag = SelectionDAG::new();
    let inputs: Vec<SDValue> = (0..2).map(|i| dag.copy_from_reg(dag.entry(), Reg::virt(i), Mvt::I32.into())).collect();
    let v = build(&mut dag, &inputs);
    dag.root = if dag.value_type(v) == Evt::OTHER { v } else { dag.copy_to_reg(dag.entry(), Reg::virt(9), v, None) };
    let before = dump::dump(&dag, &dump::DumpContext::NONE);
    combine::run(&mut dag, &target, level, optimize).unwrap();
    let after = dump::dump(&dag, &dump::DumpContext::NONE);
    for seed in 0..50 {
        let mut reference = SelectionDAG::new();
        let inputs: Vec<SDValue> =
            (0..2).map(|i| reference.copy_from_reg(reference.entry(), Reg::virt(i), Mvt::I32.into())).collect();
        let v = build(&mut reference, &inputs);
        reference.root = if reference.value_type(v) == Evt::OTHER {
            v
        } else {
            reference.copy_to_reg(reference.entry(), Reg::virt(9), v, None)
        };
        let widths = FxHashMap::default();
        assert_eq!(eval::run(&reference, seed, &widths), eval::run(&dag, seed, &widths), "{before}\n{after}");
    }
    after
}

/// The value copied to %9 and its definition (after `=`; empty for inline leaves).
fn result_line(text: &str) -> (String, String) {
    let copy = text.lines().find(|l| l.contains("Register:i32 %9")).unwrap_or("");
    let operand = copy.rsplit(", ").next().unwrap_or("").to_string();
    let definition = text
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{operand}: ")))
        .map(|l| l.split(" = ").nth(1).unwrap().to_string())
        .unwrap_or_default();
    (operand, definition)
}

/// Builds a value from two inputs.
type BuildFn = dyn Fn(&mut SelectionDAG, &[SDValue]) -> SDValue;

#[test]
fn combines_fold_identities_constants_and_casts() {
    let i32t: Evt = Mvt::I32.into();
    let level = CombineLevel::BeforeLegalize;
    let c = |dag: &mut SelectionDAG, v: u128| dag.constant(v, Mvt::I32.into());
    let cases: Vec<(Box<BuildFn>, &str)> = vec![
        (
            Box::new(move |dag, x| {
                let z = c(dag, 0);
                dag.node1(Isd::Add, i32t, &[x[0], z])
            }),
            "t2",
        ),
        (
            Box::new(move |dag, x| {
                let k = c(dag, 1);
                dag.node1(Isd::Mul, i32t, &[k, x[0]])
            }),
            "t2",
        ),
        (
            Box::new(move |dag, x| {
                let k = c(dag, u32::MAX as u128);
                dag.node1(Isd::And, i32t, &[x[0], k])
            }),
            "t2",
        ),
        (
            Box::new(move |dag, x| {
                let (k3, k5) = (c(dag, 3), c(dag, 5));
                let m = dag.node1(Isd::Mul, i32t, &[x[0], k3]);
                dag.node1(Isd::Mul, i32t, &[m, k5])
            }),
            "mul t2, Constant:i32<15>",
        ),
        (
            Box::new(move |dag, _| {
                let (a, b) = (c(dag, 7), c(dag, 9));
                let s = dag.node1(Isd::Sub, i32t, &[a, b]);
                dag.node1(Isd::Shl, i32t, &[s, a])
            }),
            "Constant:i32<-256>",
        ),
        (
            Box::new(move |dag, x| {
                let t = dag.node1(Isd::Truncate, Mvt::I8.into(), &[x[0]]);
                let z = dag.node1(Isd::ZeroExtend, Mvt::I16.into(), &[t]);
                dag.node1(Isd::ZeroExtend, i32t, &[z])
            }),
            "zero_extend t5",
        ),
        (
            Box::new(move |dag, x| {
                let z = dag.node1(Isd::ZeroExtend, Mvt::I64.into(), &[x[0]]);
                dag.node1(Isd::Truncate, i32t, &[z])
            }),
            "t2",
        ),
        (
            Box::new(move |dag, x| {
                let s = dag.setcc(i32t, x[0], x[1], CondCode::Sgt);
                let one = c(dag, 1);
                dag.node1(Isd::And, i32t, &[s, one])
            }),
            "setcc t2, t4, setsgt:ch",
        ),
        (
            Box::new(move |dag, x| {
                let (a, b) = (c(dag, 5), c(dag, 4));
                let s = dag.setcc(Mvt::I1.into(), a, b, CondCode::Slt);
                dag.node1(Isd::Select, i32t, &[s, x[0], x[1]])
            }),
            "t4",
        ),
    ];
    for (build, expected) in cases {
        let text = combined(build, level);
        let (operand, definition) = result_line(&text);
        assert!(
            operand == expected || definition.ends_with(expected),
            "expected {expected}, got {operand} = {definition}:\n{text}"
        );
    }
    // The inverted comparison replaces the xor.
    let text = combined(
        |dag, x| {
            let s = dag.setcc(Mvt::I1.into(), x[0], x[1], CondCode::Ult);
            let one = dag.constant(1, Mvt::I1.into());
            let n = dag.node1(Isd::Xor, Mvt::I1.into(), &[s, one]);
            dag.node1(Isd::ZeroExtend, Mvt::I32.into(), &[n])
        },
        level,
    );
    assert!(text.contains("setcc t2, t4, setuge:ch") && !text.contains("xor"), "{text}");
}

#[test]
fn combines_branches_on_constants() {
    let text = combined(
        |dag, x| {
            let bb = dag.basic_block(kiln_ir::BlockId(3));
            let t = dag.constant(1, Mvt::I1.into());
            let c = dag.copy_to_reg(dag.entry(), Reg::virt(9), x[0], None);
            dag.node1(Isd::BrCond, Evt::OTHER, &[c, t, bb])
        },
        CombineLevel::AfterLegalizeDag,
    );
    assert!(text.contains("br t") && !text.contains("brcond"), "{text}");
    let text = combined(
        |dag, x| {
            let bb = dag.basic_block(kiln_ir::BlockId(3));
            let f = dag.constant(0, Mvt::I1.into());
            let c = dag.copy_to_reg(dag.entry(), Reg::virt(9), x[0], None);
            dag.node1(Isd::BrCond, Evt::OTHER, &[c, f, bb])
        },
        CombineLevel::AfterLegalizeDag,
    );
    assert!(!text.contains("br"), "a never-taken branch disappears:\n{text}");
}

#[test]
fn division_by_constants_becomes_multiplies_and_shifts() {
    let divisors = [2u128, 3, 5, 6, 7, 8, 10, 12, 25, 641, 0x8000_0000, 0xFFFF_FFF9, 0xFFFF_FFFF, 0x7FFF_FFFF];
    for op in [Isd::UDiv, Isd::SDiv, Isd::URem, Isd::SRem] {
        for d in divisors {
            // An exact division needs a multiple of d: (x & 0xffff) * d, which does not wrap.
            for exact in [false, true].into_iter().filter(|&e| !e || d < 0x8000) {
                let text = combined_with(
                    |dag, x| {
                        let vt = Mvt::I32.into();
                        let dc = dag.constant(d, vt);
                        let n = if exact {
                            let mask = dag.constant(0xffff, vt);
                            let low = dag.node1(Isd::And, vt, &[x[0], mask]);
                            dag.node1(Isd::Mul, vt, &[low, dc])
                        } else {
                            x[0]
                        };
                        let flags = NodeFlags(if exact { NodeFlags::EXACT } else { 0 });
                        dag.node1_flags(op, vt, &[n, dc], flags)
                    },
                    CombineLevel::BeforeLegalize,
                    true,
                );
                // The toy has UMUL_LOHI but no signed high multiply: only signed powers of two
                // and exact signed divisions lose their division.
                let signed = matches!(op, Isd::SDiv | Isd::SRem);
                let magnitude = (d as u32 as i32).unsigned_abs();
                let stays = signed && !magnitude.is_power_of_two() && !(exact && op == Isd::SDiv);
                assert_eq!(text.contains("div") || text.contains("rem"), stays, "{op:?} by {d}:\n{text}");
            }
        }
    }
}

#[test]
fn combines_after_legalization_create_only_legal_nodes() {
    // trunc (zext (trunc x to i16) to i64) to i8 folds to trunc (trunc x to i16) to i8 before
    // legalization; after it an i8 node is not created on the i32-only toy.
    let run = |level| {
        let target = Toy32::new();
        let mut dag = SelectionDAG::new();
        let x = dag.copy_from_reg(dag.entry(), Reg::virt(0), Mvt::I32.into());
        let t = dag.node1(Isd::Truncate, Mvt::I16.into(), &[x]);
        let z = dag.node1(Isd::ZeroExtend, Mvt::I64.into(), &[t]);
        let back = dag.node1(Isd::Truncate, Mvt::I8.into(), &[z]);
        dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(9), back, None);
        combine::run(&mut dag, &target, level, false).unwrap();
        dump::dump(&dag, &dump::DumpContext::NONE)
    };
    let before = run(CombineLevel::BeforeLegalize);
    assert!(before.contains("i8 = truncate t2\n") && !before.contains("zero_extend"), "{before}");
    let after = run(CombineLevel::AfterLegalizeTypes);
    assert!(after.contains("i64 = zero_extend t3\n") && after.contains("i8 = truncate t4\n"), "{after}");
}

// ---- random functions ------------------------------------------------------------------

/// A random function over integers of many widths (legal, promoted, odd and expanded ones on
/// the toy): arithmetic, shifts by in-range amounts, divisions by non-zero values,
/// comparisons, selects, casts, stores and reloads; every value is folded into the i32 result,
/// returned from one of two blocks chosen by a comparison.
fn random_function(seed: u64) -> String {
    let mut state = seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    const WIDTHS: [u32; 14] = [1, 8, 16, 17, 24, 32, 33, 64, 96, 128, 129, 168, 192, 256];
    let mut body = String::new();
    let mut values: Vec<(String, u32)> = vec![("%a".into(), 32), ("%b".into(), 64), ("%c".into(), 8)];
    let mut fresh = 0;
    let mut name = || {
        fresh += 1;
        format!("%v{fresh}")
    };
    // Memory slots at %p + 32k, each written with one type before it is read as that type.
    let mut slots: Vec<u32> = Vec::new();
    for _ in 0..24 {
        if next(6) == 0 {
            let address = |body: &mut String, k: usize, w: u32, name: &mut dyn FnMut() -> String| {
                let (g, q) = (name(), name());
                *body += &format!("  {g} = getelementptr i8, i8* %p, i32 {}\n", 32 * k);
                *body += &format!("  {q} = bitcast i8* {g} to i{w}*\n");
                q
            };
            if slots.is_empty() || (slots.len() < 8 && next(2) == 0) {
                let (v, w) = values[next(values.len() as u64) as usize].clone();
                let q = address(&mut body, slots.len(), w, &mut name);
                body += &format!("  store i{w} {v}, i{w}* {q}, align 1\n");
                slots.push(w);
            } else {
                let k = next(slots.len() as u64) as usize;
                let w = slots[k];
                let q = address(&mut body, k, w, &mut name);
                let n = name();
                body += &format!("  {n} = load i{w}, i{w}* {q}, align 1\n");
                values.push((n, w));
            }
            continue;
        }
        let (src, sw) = values[next(values.len() as u64) as usize].clone();
        let w = WIDTHS[next(WIDTHS.len() as u64) as usize];
        // An operand of width w: an existing one, or a cast of src.
        let same: Vec<&(String, u32)> = values.iter().filter(|(_, vw)| *vw == w).collect();
        let operand = if !same.is_empty() && next(3) > 0 {
            same[next(same.len() as u64) as usize].0.clone()
        } else {
            let n = name();
            let cast = match sw.cmp(&w) {
                std::cmp::Ordering::Less => ["zext", "sext"][next(2) as usize],
                std::cmp::Ordering::Greater => "trunc",
                std::cmp::Ordering::Equal => "",
            };
            if cast.is_empty() {
                body += &format!("  {n} = add i{w} {src}, {}\n", next(100));
            } else {
                body += &format!("  {n} = {cast} i{sw} {src} to i{w}\n");
            }
            values.push((n.clone(), w));
            n
        };
        let others: Vec<String> = values.iter().filter(|(_, vw)| *vw == w).map(|(v, _)| v.clone()).collect();
        let other = others[next(others.len() as u64) as usize].clone();
        let n = name();
        match next(7) {
            0 | 1 => {
                let op = ["add", "sub", "mul", "and", "or", "xor"][next(6) as usize];
                body += &format!("  {n} = {op} i{w} {operand}, {other}\n");
            }
            2 => {
                let op = ["shl", "lshr", "ashr"][next(3) as usize];
                let amount = name();
                if w.is_power_of_two() || w > 128 {
                    // (Wider than 128 bits: below the power of two under the width.)
                    let below = if w.is_power_of_two() { w } else { 1 << (31 - w.leading_zeros()) };
                    body += &format!("  {amount} = and i{w} {other}, {}\n", below - 1);
                } else {
                    body += &format!("  {amount} = urem i{w} {other}, {w}\n");
                }
                body += &format!("  {n} = {op} i{w} {operand}, {amount}\n");
            }
            3 if w > 128 => {
                // No library function divides more than 128 bits: a product instead.
                body += &format!("  {n} = mul i{w} {operand}, {other}\n");
            }
            3 => {
                let op = ["udiv", "sdiv", "urem", "srem"][next(4) as usize];
                let divisor = name();
                body += &format!("  {divisor} = or i{w} {other}, 1\n");
                body += &format!("  {n} = {op} i{w} {operand}, {divisor}\n");
            }
            4 => {
                let cc = ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"][next(10) as usize];
                body += &format!("  {n} = icmp {cc} i{w} {operand}, {other}\n");
                values.push((n, 1));
                continue;
            }
            5 => {
                let conds: Vec<String> = values.iter().filter(|(_, vw)| *vw == 1).map(|(v, _)| v.clone()).collect();
                let c = if conds.is_empty() {
                    let c = name();
                    body += &format!("  {c} = icmp slt i{w} {operand}, {other}\n");
                    c
                } else {
                    conds[next(conds.len() as u64) as usize].clone()
                };
                body += &format!("  {n} = select i1 {c}, i{w} {operand}, i{w} {other}\n");
            }
            _ => {
                // Small constants, negative ones (all ones above) and 128-bit ones.
                let k = match next(3) {
                    0 if w > 64 => ((next(1 << 63) as u128) << 64 | next(1 << 63) as u128).to_string(),
                    1 if w > 1 => format!("-{}", 1 + next(1 << 20)),
                    _ => next(1 << 20).to_string(),
                };
                body += &format!("  {n} = add i{w} {operand}, {k}\n");
            }
        }
        values.push((n, w));
    }
    let mut acc = "0".to_string();
    for (v, w) in &values {
        let (v, w) = (v.clone(), *w);
        // Wide values are folded in halves (x ^ x >> half) first, so every bit counts.
        let (mut v, mut width) = (v, w);
        while width > 32 {
            width = width.div_ceil(2);
            let (s, f) = (name(), name());
            body += &format!("  {s} = lshr i{w} {v}, {width}\n  {f} = xor i{w} {v}, {s}\n");
            v = f;
        }
        let x = name();
        match w.cmp(&32) {
            std::cmp::Ordering::Less => body += &format!("  {x} = zext i{w} {v} to i32\n"),
            std::cmp::Ordering::Greater => body += &format!("  {x} = trunc i{w} {v} to i32\n"),
            std::cmp::Ordering::Equal => body += &format!("  {x} = add i32 {v}, 0\n"),
        }
        let y = name();
        body += &format!("  {y} = xor i32 {acc}, {x}\n");
        acc = y;
    }
    let conds: Vec<String> = values.iter().filter(|(_, vw)| *vw == 1).map(|(v, _)| v.clone()).collect();
    let tail = match conds.first() {
        Some(c) => {
            format!("  br i1 {c}, label %t, label %f\nt:\n  ret i32 {acc}\nf:\n  ret i32 7\n")
        }
        None => format!("  ret i32 {acc}\n"),
    };
    format!("define i32 @r(i32 %a, i64 %b, i8 %c, i8* %p) {{\nentry:\n{body}{tail}}}\n")
}

#[test]
fn random_functions_keep_their_meaning() {
    // KILN_RANDOM_FUNCTIONS=N checks more functions (e.g. in a release build).
    let count = std::env::var("KILN_RANDOM_FUNCTIONS").ok().and_then(|n| n.parse().ok()).unwrap_or(60);
    let mut kinds = [0usize; 5];
    for seed in 0..count {
        let ir = random_function(seed);
        for (k, what) in ["store i", "= load i", "br i1", "i128"].iter().enumerate() {
            kinds[k] += ir.contains(what) as usize;
        }
        kinds[4] += ["i129", "i168", "i192", "i256"].iter().all(|w| ir.contains(w)) as usize;
        check(&ir, 40).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{ir}"));
    }
    assert!(kinds.iter().all(|&k| k >= 10), "the generator covers memory, branches, i128 and wider: {kinds:?}");
}

#[test]
fn conversions_of_expanded_integers_call_the_library() {
    let mut target = Toy32::new();
    target.tables.add_register_class(Mvt::F64, RegClassId(1));
    let dl = DataLayout::parse(DL).unwrap();
    let mut dag = SelectionDAG::new();
    let i32t: Evt = Mvt::I32.into();
    let lo = dag.copy_from_reg(dag.entry(), Reg::virt(0), i32t);
    let hi = dag.copy_from_reg(dag.entry(), Reg::virt(1), i32t);
    let x = dag.node1(Isd::BuildPair, Mvt::I64.into(), &[lo, hi]);
    let f = dag.node1(Isd::UintToFp, Mvt::F64.into(), &[x]);
    let y = dag.node1(Isd::FpToSint, Mvt::I64.into(), &[f]);
    let parts = Toy32::split(&mut dag, y, 2);
    let copies: Vec<SDValue> = parts
        .iter()
        .enumerate()
        .map(|(i, &p)| dag.copy_to_reg(dag.entry(), Reg::virt(10 + i as u32), p, None))
        .collect();
    dag.root = dag.token_factor(&copies);
    legalize(&mut dag, &target, &dl).unwrap();
    let name = |op: Opcode| target_name(op);
    let cx = dump::DumpContext { target_opcode_name: Some(&name), ..dump::DumpContext::NONE };
    let text = dump::dump(&dag, &cx);
    assert!(text.contains("ExternalSymbol:i32<'__floatundidf'>"), "{text}");
    assert!(text.contains("ExternalSymbol:i32<'__fixdfdi'>"), "{text}");
    assert!(!text.contains("i64"), "{text}");
}

#[cfg(test)]
#[path = "vector_tests.rs"]
mod vector_tests;
