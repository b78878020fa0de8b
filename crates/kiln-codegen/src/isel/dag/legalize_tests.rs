//! Tests of the combiner and both legalizers on a toy 32-bit target whose only legal type is
//! i32. Besides dump expectations, every function is checked by *evaluating* its DAG before
//! and after combine + legalization on many inputs ([`eval`]): the results, the memory written
//! and the branch taken must agree, and the legalized DAG must hold only legal types and
//! operations. Library calls are evaluated by name.

use super::combine::{self, CombineLevel};
use super::expand::node_action;
use super::*;
use super::{legalize_ops, legalize_types};
use crate::target::data_layout::{DataLayout, ModuleLayout};
use crate::target::lowering::{ArgInfo, CallInfo, LegalizeAction, LoweringTables, RegClassId, TargetLowering};
use kiln_ir::Module;
use kiln_mc::desc::PhysReg;
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
    combine::run(dag, tli, CombineLevel::BeforeLegalize)?;
    legalize_types::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeTypes)?;
    legalize_ops::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeDag)?;
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
        for seed in 0..runs {
            let expected = eval::run(&before, seed as u64, &widths);
            let actual = eval::run(&after, seed as u64, &widths);
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

/// A DAG interpreter over values of up to 128 bits.
mod eval {
    use super::super::*;
    use super::{CALL, RET, TOY_SMAX};
    use rustc_hash::FxHashMap;

    /// What a block computes: the registers it writes, the memory it writes, where it branches.
    #[derive(Debug, PartialEq, Eq)]
    pub struct Outcome {
        pub regs: Vec<(u32, u128)>,
        pub memory: Vec<(u64, u8)>,
        pub branch: Option<u32>,
    }

    fn mask(bits: u64) -> u128 {
        if bits >= 128 {
            u128::MAX
        } else {
            (1 << bits) - 1
        }
    }

    fn sext(v: u128, bits: u64) -> i128 {
        if bits >= 128 {
            v as i128
        } else {
            ((v << (128 - bits)) as i128) >> (128 - bits)
        }
    }

    fn hash(a: u64, b: u64) -> u128 {
        let mut x = a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_add(0xD1B5_4A32_D192_ED03);
        x ^= x >> 29;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 32;
        let y = x.wrapping_mul(0x94D0_49BB_1331_11EB);
        (x as u128) << 64 | y as u128
    }

    /// Inputs favour edge values (0, 1, all ones, the sign bit) a third of the time.
    fn input(seed: u64, reg: u32) -> u128 {
        let h = hash(seed, reg as u64);
        match h % 9 {
            0 => 0,
            1 => 1,
            2 => u128::MAX,
            3 => 1 << 31,
            4 => (1 << 31) - 1,
            5 => h >> 100,
            _ => h,
        }
    }

    fn libcall(name: &str, args: &[u128]) -> Vec<u128> {
        let bits: u64 = match &name[name.len() - 3..name.len() - 1] {
            "si" => 32,
            "di" => 64,
            "ti" => 128,
            _ => panic!("unknown library function {name}"),
        };
        let k = (bits / 32) as usize;
        let join = |parts: &[u128]| parts.iter().rev().fold(0u128, |acc, &p| (acc << 32) | (p & 0xffff_ffff));
        let (a, b) = (join(&args[..k]), join(&args[k..2 * k]));
        let (sa, sb) = (sext(a, bits), sext(b, bits));
        let r = match &name[2..name.len() - 3] {
            "mul" => a.wrapping_mul(b),
            "div" => sa.checked_div(sb).unwrap_or(0) as u128,
            "udiv" => a.checked_div(b).unwrap_or(0),
            "mod" => sa.checked_rem(sb).unwrap_or(0) as u128,
            "umod" => a.checked_rem(b).unwrap_or(0),
            other => panic!("unknown library function {other}"),
        } & mask(bits);
        (0..k).map(|i| (r >> (32 * i)) & 0xffff_ffff).collect()
    }

    /// Evaluates `dag`; values copied to a virtual register in `widths` count only in their low bits.
    pub fn run(dag: &SelectionDAG, seed: u64, widths: &FxHashMap<u32, u64>) -> Outcome {
        let mut values: FxHashMap<NodeId, Vec<u128>> = FxHashMap::default();
        let mut copies: FxHashMap<NodeId, (u32, u128)> = FxHashMap::default();
        let mut call_results: FxHashMap<NodeId, Vec<u128>> = FxHashMap::default();
        let mut memory: FxHashMap<u64, u8> = FxHashMap::default();
        let mut written: Vec<u64> = Vec::new();
        let mut out_regs: Vec<(u32, u128)> = Vec::new();
        let mut branch = None;
        let read = |memory: &FxHashMap<u64, u8>, addr: u64| -> u8 {
            memory.get(&addr).copied().unwrap_or(hash(addr, 77) as u8)
        };
        for n in dag.topological_order() {
            let ops: Vec<SDValue> = dag.operands(n).collect();
            let vts: Vec<Evt> = dag.node_vts(n).to_vec();
            let bits = vts[0].size_bits();
            let m = mask(bits);
            let get = |v: SDValue| values[&v.node][v.result as usize];
            let tbits = |v: SDValue| dag.value_type(v).size_bits();
            let node = dag.node(n);
            // Bits of "any" extensions and undefined values: deliberately not zero.
            let garbage = hash(seed ^ 0x5555, n.0 as u64);
            let op = dag.opcode(n);
            let result: Vec<u128> = if let Some(t) = op.target_number() {
                match t {
                    CALL => {
                        let mut args = Vec::new();
                        let mut g = ops.last().copied().filter(|g| dag.value_type(*g) == Evt::GLUE);
                        while let Some(glue) = g {
                            let (_, v) = copies[&glue.node];
                            args.push(v);
                            g = dag.operands(glue.node).nth(3).filter(|g| dag.value_type(*g) == Evt::GLUE);
                        }
                        args.reverse();
                        let NodeData::Symbol(s) = dag.node(ops[1].node).data else { panic!("callee") };
                        call_results.insert(n, libcall(dag.symbol_name(s), &args));
                        vec![0, 0]
                    }
                    RET => {
                        let mut g = ops.last().copied().filter(|g| dag.value_type(*g) == Evt::GLUE);
                        while let Some(glue) = g {
                            out_regs.push(copies[&glue.node]);
                            g = dag.operands(glue.node).nth(3).filter(|g| dag.value_type(*g) == Evt::GLUE);
                        }
                        vec![0]
                    }
                    TOY_SMAX => {
                        vec![(sext(get(ops[0]), 32).max(sext(get(ops[1]), 32)) as u128) & m]
                    }
                    _ => panic!("unknown target node"),
                }
            } else {
                let isd = op.isd().expect("generic node");
                let a = || get(ops[0]);
                let b = || get(ops[1]);
                let amount = |v: u128| v.min(1000) as u64;
                let cond = |i: usize| match dag.node(ops[i].node).data {
                    NodeData::CondCode(cc) => cc,
                    _ => panic!("condition"),
                };
                let compare = |cc: CondCode, x: u128, y: u128, w: u64| -> bool {
                    let (sx, sy) = (sext(x, w), sext(y, w));
                    match cc {
                        CondCode::Eq => x == y,
                        CondCode::Ne => x != y,
                        CondCode::Ult => x < y,
                        CondCode::Ule => x <= y,
                        CondCode::Ugt => x > y,
                        CondCode::Uge => x >= y,
                        CondCode::Slt => sx < sy,
                        CondCode::Sle => sx <= sy,
                        CondCode::Sgt => sx > sy,
                        CondCode::Sge => sx >= sy,
                        _ => panic!("float condition"),
                    }
                };
                let shl = |x: u128, s: u64| if s >= bits { 0 } else { (x << s) & m };
                let srl = |x: u128, s: u64| if s >= bits { 0 } else { x >> s };
                let sra = |x: u128, s: u64| (sext(x, bits) >> s.min(bits - 1)) as u128 & m;
                match isd {
                    Isd::EntryToken | Isd::TokenFactor | Isd::CallseqStart => vec![0],
                    Isd::CallseqEnd => vec![0, 0],
                    Isd::Constant | Isd::TargetConstant => {
                        vec![dag.constant_value(SDValue::new(n, 0)).unwrap()]
                    }
                    Isd::Undef => vec![garbage & m],
                    Isd::Register | Isd::BasicBlock | Isd::CondCode | Isd::ValueType | Isd::ExternalSymbol => vec![0],
                    Isd::FrameIndex => match node.data {
                        NodeData::FrameIndex(fi) => vec![0x1_0000 + 0x100 * fi as u128],
                        _ => panic!(),
                    },
                    Isd::CopyFromReg => {
                        let NodeData::Register(r) = dag.node(ops[1].node).data else { panic!() };
                        let v = match ops.get(2) {
                            Some(&glue) => {
                                // Walk the glue back to the call.
                                let mut g = glue.node;
                                while dag.opcode(g).target_number() != Some(CALL) {
                                    g = dag.operands(g).last().unwrap().node;
                                }
                                call_results[&g][r.0 as usize - 1]
                            }
                            None => input(seed, r.0),
                        };
                        let mut result = vec![v & m, 0];
                        result.resize(vts.len(), 0);
                        result
                    }
                    Isd::CopyToReg => {
                        let NodeData::Register(r) = dag.node(ops[1].node).data else { panic!() };
                        let v = get(ops[2]);
                        copies.insert(n, (r.0, v));
                        if r.is_virtual() {
                            out_regs.push((r.0, v & mask(widths.get(&r.0).copied().unwrap_or(128))));
                        }
                        vec![0, 0]
                    }
                    Isd::MergeValues => ops.iter().map(|&v| get(v)).collect(),
                    Isd::AssertZext | Isd::AssertSext => vec![a()],
                    Isd::Add => vec![a().wrapping_add(b()) & m],
                    Isd::Sub => vec![a().wrapping_sub(b()) & m],
                    Isd::Mul => vec![a().wrapping_mul(b()) & m],
                    Isd::UDiv => vec![a().checked_div(b()).unwrap_or(0)],
                    Isd::URem => vec![a().checked_rem(b()).unwrap_or(0)],
                    Isd::SDiv => {
                        vec![sext(a(), bits).checked_div(sext(b(), bits)).unwrap_or(0) as u128 & m]
                    }
                    Isd::SRem => {
                        vec![sext(a(), bits).checked_rem(sext(b(), bits)).unwrap_or(0) as u128 & m]
                    }
                    Isd::And => vec![a() & b()],
                    Isd::Or => vec![a() | b()],
                    Isd::Xor => vec![a() ^ b()],
                    Isd::Shl => vec![shl(a(), amount(b()))],
                    Isd::Srl => vec![srl(a(), amount(b()))],
                    Isd::Sra => vec![sra(a(), amount(b()))],
                    Isd::Rotl | Isd::Rotr => {
                        let s = (b() % bits as u128) as u64;
                        let s = if isd == Isd::Rotr { (bits - s) % bits } else { s };
                        vec![if s == 0 { a() } else { shl(a(), s) | srl(a(), bits - s) }]
                    }
                    Isd::Ctpop => vec![a().count_ones() as u128],
                    Isd::Ctlz | Isd::CtlzZeroUndef => {
                        vec![(a().leading_zeros() as u64 - (128 - bits)) as u128]
                    }
                    Isd::Cttz | Isd::CttzZeroUndef => {
                        vec![(a().trailing_zeros() as u64).min(bits) as u128]
                    }
                    Isd::Bswap => vec![a().swap_bytes() >> (128 - bits)],
                    Isd::ZeroExtend => vec![a()],
                    Isd::SignExtend => vec![sext(a(), tbits(ops[0])) as u128 & m],
                    Isd::AnyExtend => vec![(a() | (garbage & !mask(tbits(ops[0])))) & m],
                    Isd::Truncate => vec![a() & m],
                    Isd::SignExtendInreg => {
                        let NodeData::ValueType(t) = dag.node(ops[1].node).data else { panic!() };
                        vec![sext(a(), t.size_bits()) as u128 & m]
                    }
                    Isd::SetCc => vec![compare(cond(2), a(), b(), tbits(ops[0])) as u128],
                    Isd::Select => vec![if a() != 0 { b() } else { get(ops[2]) }],
                    Isd::SelectCc => {
                        vec![if compare(cond(4), a(), b(), tbits(ops[0])) { get(ops[2]) } else { get(ops[3]) }]
                    }
                    Isd::BuildPair => vec![a() | (b() << tbits(ops[0]))],
                    Isd::ExtractElement => vec![(a() >> (b() as u64 * bits)) & m],
                    Isd::UAddO => {
                        let s = a().wrapping_add(b()) & m;
                        vec![s, (s < a()) as u128]
                    }
                    Isd::USubO => vec![a().wrapping_sub(b()) & m, (a() < b()) as u128],
                    Isd::AddCarry => {
                        let c = get(ops[2]) & 1;
                        let (s1, o1) = a().overflowing_add(b());
                        let (s2, o2) = s1.overflowing_add(c);
                        vec![s2 & m, (o1 || o2 || s2 > m) as u128]
                    }
                    Isd::SubCarry => {
                        let c = get(ops[2]) & 1;
                        vec![a().wrapping_sub(b()).wrapping_sub(c) & m, (a() < b() || a() - b() < c) as u128]
                    }
                    Isd::SMin => vec![if sext(a(), bits) <= sext(b(), bits) { a() } else { b() }],
                    Isd::SMax => vec![if sext(a(), bits) >= sext(b(), bits) { a() } else { b() }],
                    Isd::UMin => vec![a().min(b())],
                    Isd::UMax => vec![a().max(b())],
                    Isd::Abs => vec![sext(a(), bits).unsigned_abs() & m],
                    Isd::Fshl | Isd::Fshr => {
                        let s = (get(ops[2]) % bits as u128) as u64;
                        let (hi, lo) = (a(), b());
                        vec![match (isd, s) {
                            (_, 0) if isd == Isd::Fshl => hi,
                            (_, 0) => lo,
                            (Isd::Fshl, s) => shl(hi, s) | srl(lo, bits - s),
                            (_, s) => shl(hi, bits - s) | srl(lo, s),
                        }]
                    }
                    Isd::MulHu => vec![(a() * b()) >> bits],
                    Isd::MulHs => vec![((sext(a(), bits) * sext(b(), bits)) >> bits) as u128 & m],
                    Isd::SDivRem => {
                        let (x, y) = (sext(a(), bits), sext(b(), bits));
                        vec![x.checked_div(y).unwrap_or(0) as u128 & m, x.checked_rem(y).unwrap_or(0) as u128 & m]
                    }
                    Isd::UDivRem => vec![a().checked_div(b()).unwrap_or(0), a().checked_rem(b()).unwrap_or(0)],
                    Isd::UMulLoHi => {
                        let p = a() * b();
                        vec![p & m, p >> bits]
                    }
                    Isd::Load => {
                        let NodeData::Load { ext, mem } = node.data else { panic!() };
                        let addr = get(ops[1]) as u64;
                        let mbits = mem.mem_vt.size_bits();
                        let mut v = 0u128;
                        for i in (0..mem.mem_vt.store_size()).rev() {
                            v = v << 8 | read(&memory, (addr + i) & 0xffff_ffff) as u128;
                        }
                        let v = v & mask(mbits);
                        let v = match ext {
                            ExtType::SignExt => sext(v, mbits) as u128 & m,
                            ExtType::AnyExt => (v | (garbage & !mask(mbits))) & m,
                            _ => v,
                        };
                        vec![v, 0]
                    }
                    Isd::Store => {
                        let NodeData::Store { mem, .. } = node.data else { panic!() };
                        let addr = get(ops[2]) as u64;
                        let mbits = mem.mem_vt.size_bits();
                        // Bits beyond the memory type up to whole bytes are stored as zero.
                        let v = get(ops[1]) & mask(mbits);
                        for i in 0..mem.mem_vt.store_size() {
                            memory.insert((addr + i) & 0xffff_ffff, (v >> (8 * i)) as u8);
                            written.push((addr + i) & 0xffff_ffff);
                        }
                        vec![0]
                    }
                    Isd::BrCond => {
                        let NodeData::BasicBlock(bb) = dag.node(ops[2].node).data else { panic!() };
                        if get(ops[1]) != 0 && branch.is_none() {
                            branch = Some(bb.0);
                        }
                        vec![0]
                    }
                    Isd::Br => {
                        let NodeData::BasicBlock(bb) = dag.node(ops[1].node).data else { panic!() };
                        if branch.is_none() {
                            branch = Some(bb.0);
                        }
                        vec![0]
                    }
                    other => panic!("the evaluator has no {}", other.dump_name()),
                }
            };
            values.insert(n, result);
        }
        written.sort_unstable();
        written.dedup();
        let memory = written.into_iter().map(|a| (a, memory[&a])).collect();
        out_regs.sort_unstable();
        Outcome { regs: out_regs, memory, branch }
    }
}

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
    let target = Toy32::new();
    let mut dag = SelectionDAG::new();
    let inputs: Vec<SDValue> = (0..2).map(|i| dag.copy_from_reg(dag.entry(), Reg::virt(i), Mvt::I32.into())).collect();
    let v = build(&mut dag, &inputs);
    dag.root = if dag.value_type(v) == Evt::OTHER { v } else { dag.copy_to_reg(dag.entry(), Reg::virt(9), v, None) };
    let before = dump::dump(&dag, &dump::DumpContext::NONE);
    combine::run(&mut dag, &target, level).unwrap();
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
        combine::run(&mut dag, &target, level).unwrap();
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
    const WIDTHS: [u32; 10] = [1, 8, 16, 17, 24, 32, 33, 64, 96, 128];
    let mut body = String::new();
    let mut values: Vec<(String, u32)> = vec![("%a".into(), 32), ("%b".into(), 64), ("%c".into(), 8)];
    let mut fresh = 0;
    let mut name = || {
        fresh += 1;
        format!("%v{fresh}")
    };
    // Memory slots at %p + 16k, each written with one type before it is read as that type.
    let mut slots: Vec<u32> = Vec::new();
    for _ in 0..24 {
        if next(6) == 0 {
            let address = |body: &mut String, k: usize, w: u32, name: &mut dyn FnMut() -> String| {
                let (g, q) = (name(), name());
                *body += &format!("  {g} = getelementptr i8, i8* %p, i32 {}\n", 16 * k);
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
                if w.is_power_of_two() {
                    body += &format!("  {amount} = and i{w} {other}, {}\n", w - 1);
                } else {
                    body += &format!("  {amount} = urem i{w} {other}, {w}\n");
                }
                body += &format!("  {n} = {op} i{w} {operand}, {amount}\n");
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
                let k = next(1 << 20) as u128;
                body += &format!("  {n} = add i{w} {operand}, {k}\n");
            }
        }
        values.push((n, w));
    }
    let mut acc = "0".to_string();
    for (v, w) in &values {
        let (v, w) = (v.clone(), *w);
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
    let mut kinds = [0usize; 4];
    for seed in 0..count {
        let ir = random_function(seed);
        for (k, what) in ["store i", "= load i", "br i1", "i128"].iter().enumerate() {
            kinds[k] += ir.contains(what) as usize;
        }
        check(&ir, 40).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{ir}"));
    }
    assert!(kinds.iter().all(|&k| k >= 10), "the generator covers memory, branches and i128: {kinds:?}");
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
