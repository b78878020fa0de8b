//! SelectionDAG tests: the graph operations (CSE, use lists, replace-all-uses, dead nodes) and
//! DAGs built from small `.ll` functions for a toy target, checked through the text dump.

use super::*;
use crate::isel::function_info::{FunctionLoweringInfo, ValueRegs};
use crate::target::data_layout::{DataLayout, ModuleLayout};
use crate::target::lowering::{ArgInfo, RegisterTypes, TargetLoweringBase};
use crate::isel::dag::lowering::{CallInfo, LegalizeAction, LoweringTables, TargetLowering};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::Module;
use kiln_mc::desc::{PhysReg, RegClassId};

/// A toy target: 8/16/32/64-bit integer registers, argument `i` in physical register `i + 1`,
/// the return value in register 1 and a target `RET` node (`target#0`) glued to its copy;
/// calls are a `CALL` node (`target#1`) between CALLSEQ_START and CALLSEQ_END.
struct ToyTarget {
    tables: LoweringTables,
}

impl ToyTarget {
    fn new() -> ToyTarget {
        let mut tables = LoweringTables::default();
        for (i, vt) in [Mvt::I8, Mvt::I16, Mvt::I32, Mvt::I64].into_iter().enumerate() {
            tables.add_register_class(vt, RegClassId(i as u16));
        }
        tables.set_operation_action(Isd::SDiv, Mvt::I8, LegalizeAction::Promote);
        ToyTarget { tables }
    }
}

impl TargetLoweringBase for ToyTarget {
    fn register_types(&self) -> &RegisterTypes {
        self.tables.register_types()
    }
}

impl TargetLowering for ToyTarget {
    fn tables(&self) -> &LoweringTables {
        &self.tables
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        _fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        _cc: u32,
        vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String> {
        if vararg {
            return Err("unsupported: variadic functions on the toy target".to_string());
        }
        let mut values = Vec::new();
        for a in args {
            let (reg_vt, _) =
                self.tables.register_type_and_count(a.vt).ok_or(format!("unsupported argument type {}", a.vt))?;
            let copy = dag.copy_from_reg(chain, Reg::phys(PhysReg(a.index as u16 + 1)), reg_vt.into());
            values.push(dag.any_ext_or_trunc(copy, a.vt));
        }
        Ok((values, chain))
    }

    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String> {
        if call.vararg {
            return Err("unsupported: variadic calls on the toy target".to_string());
        }
        let ptr: Evt = Mvt::I64.into();
        let mut chain = dag.callseq_start(call.chain, 0, ptr);
        let mut glue = None;
        let mut regs = Vec::new();
        for &(value, arg) in &call.args {
            if arg.flags.has(crate::target::calling_conv::ArgFlags::BYVAL) {
                return Err("unsupported: byval arguments on the toy target".to_string());
            }
            let (reg_vt, _) =
                self.tables.register_type_and_count(arg.vt).ok_or(format!("unsupported argument type {}", arg.vt))?;
            let value = match (arg.sext, arg.zext) {
                (true, _) => dag.sext_or_trunc(value, reg_vt.into()),
                (_, true) => dag.zext_or_trunc(value, reg_vt.into()),
                _ => dag.any_ext_or_trunc(value, reg_vt.into()),
            };
            let reg = Reg::phys(PhysReg(arg.index as u16 + 1));
            chain = dag.copy_to_reg(chain, reg, value, glue);
            glue = Some(SDValue::new(chain.node, 1));
            regs.push(dag.register(reg, reg_vt.into()));
        }
        let mut ops = vec![chain, call.callee];
        ops.extend(regs);
        ops.extend(glue);
        let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let node = dag.get_node(Opcode::target(1), vts, &ops, NodeData::None);
        let end = dag.callseq_end(SDValue::new(node, 0), 0, 0, ptr, Some(SDValue::new(node, 1)));
        let (mut chain, glue) = (end, SDValue::new(end.node, 1));
        let mut results = Vec::new();
        for &vt in &call.ret_vts {
            let (reg_vt, _) = self.tables.register_type_and_count(vt).ok_or(format!("unsupported result type {vt}"))?;
            let copy = dag.copy_from_reg_glued(chain, Reg::phys(PhysReg(1)), reg_vt.into(), glue);
            chain = SDValue::new(copy.node, 1);
            results.push(dag.any_ext_or_trunc(copy, vt));
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
        let mut ops = vec![chain];
        if let Some(&v) = values.first() {
            let copy = dag.copy_to_reg(chain, Reg::phys(PhysReg(1)), v, None);
            let vt = dag.value_type(v);
            ops = vec![copy, dag.register(Reg::phys(PhysReg(1)), vt), SDValue::new(copy.node, 1)];
        }
        let vts = dag.vt_list(&[Evt::OTHER]);
        Ok(SDValue::new(dag.get_node(Opcode::target(0), vts, &ops, NodeData::None), 0))
    }
}

const DL: &str = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

fn parse(body: &str) -> Module {
    let text = format!("target datalayout = \"{DL}\"\n{body}");
    let m = kiln_ir::parse("t.ll", &text).unwrap_or_else(|e| panic!("{e:?}"));
    kiln_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}"));
    m
}

/// Builds every block of the first function definition and returns their dumps, or the first error.
fn build(body: &str) -> Result<Vec<String>, String> {
    let m = parse(body);
    let layout = ModuleLayout::new(DataLayout::parse(DL).unwrap(), &m.types);
    let target = ToyTarget::new();
    let f = m.functions.iter().find(|f| !f.is_declaration()).expect("a function definition");
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target)?;
    let mut dag = SelectionDAG::new();
    let mut dumps = Vec::new();
    for &b in &f.layout {
        build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b)?;
        check_invariants(&dag);
        let name = |op: Opcode| match op.target_number() {
            Some(0) => Some("RET".to_string()),
            Some(1) => Some("CALL".to_string()),
            _ => None,
        };
        let cx = dump::DumpContext { target_opcode_name: Some(&name), ..dump::DumpContext::new(&m, f) };
        dumps.push(dump::dump(&dag, &cx));
    }
    Ok(dumps)
}

/// Use lists agree with operands, and no two live CSE-able nodes are identical.
fn check_invariants(dag: &SelectionDAG) {
    let mut seen = rustc_hash::FxHashMap::default();
    for n in dag.node_ids() {
        for v in dag.operands(n) {
            assert!(!dag.node(v.node).deleted, "t{} uses deleted t{}", n.0, v.node.0);
            assert!(
                dag.users(v.node).any(|(u, used)| u == n && used == v),
                "use list of t{} misses t{}",
                v.node.0,
                n.0
            );
        }
        for (u, used) in dag.users(n) {
            assert!(dag.operands(u).any(|o| o == used), "stale use of t{} by t{}", n.0, u.0);
        }
        if !dag.node_vts(n).contains(&Evt::GLUE) {
            let node = dag.node(n);
            let key = (node.opcode, node.vts, node.data, dag.operands(n).collect::<Vec<_>>());
            assert!(seen.insert(key, n).is_none(), "t{} duplicates another node", n.0);
        }
    }
}

fn assert_dump(actual: &str, expected: &str) {
    let expected: String =
        expected.lines().map(|l| l.trim_start().strip_prefix('|').unwrap_or(l)).collect::<Vec<_>>().join("\n") + "\n";
    assert_eq!(actual, expected, "\nactual:\n{actual}");
}

#[test]
fn straight_line_arithmetic() {
    let dumps =
        build("define i32 @f(i32 %a, i32 %b) {\n  %s = add nsw i32 %a, %b\n  %t = shl i32 %s, 3\n  ret i32 %t\n}\n")
            .unwrap();
    assert_dump(
        &dumps[0],
        "SelectionDAG has 10 nodes:
        |  t0: ch = EntryToken
        |  t2: i32,ch = CopyFromReg t0, Register:i32 $1
        |  t4: i32,ch = CopyFromReg t0, Register:i32 $2
        |  t5: i32 = add nsw t2, t4
        |  t7: i32 = shl t5, Constant:i32<3>
        |  t8: ch,glue = CopyToReg t0, Register:i32 $1, t7
        |  t9: ch = RET t8, Register:i32 $1, t8:1
        |root: t9",
    );
}

#[test]
fn identical_nodes_are_built_once() {
    let dumps = build(
        "define i32 @f(i32 %a, i32 %b) {\n  %x = add i32 %a, %b\n  %y = add i32 %a, %b\n  %z = mul i32 %x, %y\n  ret i32 %z\n}\n",
    )
    .unwrap();
    assert!(dumps[0].contains("  t5: i32 = add t2, t4\n  t6: i32 = mul t5, t5\n"), "{}", dumps[0]);
    assert_eq!(dumps[0].matches(" = add ").count(), 1);
}

#[test]
fn branches_phis_and_values_across_blocks() {
    let dumps = build(
        "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %c = icmp slt i32 %a, %b\n  %s = sub i32 %b, %a\n  \
         br i1 %c, label %then, label %join\nthen:\n  %d = add i32 %s, 1\n  br label %join\njoin:\n  \
         %p = phi i32 [ %d, %then ], [ %a, %entry ]\n  %q = add i32 %p, %s\n  ret i32 %q\n}\n",
    )
    .unwrap();
    // %s lives in %0 and the phi in %1; entry fills %2 for the phi, `then` fills %3. The
    // branch to the fall-through block `then` is inverted into a branch to `join`.
    assert_dump(
        &dumps[0],
        "SelectionDAG has 17 nodes:
        |  t0: ch = EntryToken
        |  t2: i32,ch = CopyFromReg t0, Register:i32 $1
        |  t4: i32,ch = CopyFromReg t0, Register:i32 $2
        |  t7: i32 = sub t4, t2
        |  t6: i1 = setcc t2, t4, setslt:ch
        |  t9: ch,glue = CopyToReg t0, Register:i32 %0, t7
        |  t11: ch,glue = CopyToReg t0, Register:i32 %2, t2
        |  t12: ch = TokenFactor t9, t11
        |  t14: i1 = xor t6, Constant:i1<-1>
        |  t16: ch = brcond t12, t14, BasicBlock:ch<%join>
        |root: t16",
    );
    assert_dump(
        &dumps[1],
        "SelectionDAG has 7 nodes:
        |  t0: ch = EntryToken
        |  t2: i32,ch = CopyFromReg t0, Register:i32 %0
        |  t4: i32 = add t2, Constant:i32<1>
        |  t6: ch,glue = CopyToReg t0, Register:i32 %3, t4
        |root: t6",
    );
    assert_dump(
        &dumps[2],
        "SelectionDAG has 9 nodes:
        |  t0: ch = EntryToken
        |  t2: i32,ch = CopyFromReg t0, Register:i32 %1
        |  t4: i32,ch = CopyFromReg t0, Register:i32 %0
        |  t5: i32 = add t2, t4
        |  t7: ch,glue = CopyToReg t0, Register:i32 $1, t5
        |  t8: ch = RET t7, Register:i32 $1, t7:1
        |root: t8",
    );
}

#[test]
fn phi_edges_and_vreg_types_are_recorded() {
    let m = parse(
        "define i8 @f(i1 %c, i8 %a) {\nentry:\n  br i1 %c, label %x, label %y\nx:\n  br label %y\n\
         y:\n  %p = phi i8 [ %a, %x ], [ 7, %entry ]\n  %q = phi i1 [ true, %x ], [ %c, %entry ]\n  \
         %r = select i1 %q, i8 %p, i8 0\n  ret i8 %r\n}\n",
    );
    let layout = ModuleLayout::new(DataLayout::parse(DL).unwrap(), &m.types);
    let target = ToyTarget::new();
    let f = &m.functions[0];
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target).unwrap();
    let mut dag = SelectionDAG::new();
    for &b in &f.layout {
        build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b).unwrap();
    }
    let edges: Vec<(u32, u32)> = flinfo.phi_edges.iter().map(|e| (e.phi.0, e.pred.0)).collect();
    let (p, q) = (f.blocks[2].insts[0].0, f.blocks[2].insts[1].0);
    assert_eq!(edges, vec![(p, 0), (q, 0), (p, 1), (q, 1)]);
    // %a is used by the phi at the end of `x`, so it needs a register; the i1 phi is promoted to i8.
    assert!(flinfo.value_regs.contains_key(&kiln_ir::Value::Arg(1)));
    assert!(flinfo.vreg_types.iter().all(|&vt| vt == Mvt::I8), "{:?}", flinfo.vreg_types);
}

#[test]
fn memory_and_address_arithmetic() {
    let dumps = build(
        "%struct.S = type { i8, i32, [4 x i16] }\ndefine i16 @f(%struct.S* %p, i64 %i) {\n  %slot = alloca i32, align 4\n  \
         %f = getelementptr inbounds %struct.S, %struct.S* %p, i64 1, i32 2, i64 %i\n  %v = load i16, i16* %f, align 2\n  \
         %w = load i16, i16* %f, align 2\n  %g = getelementptr inbounds %struct.S, %struct.S* %p, i64 0, i32 1\n  \
         %x = load volatile i32, i32* %g, align 4\n  store i32 %x, i32* %slot, align 4\n  %s = add i16 %v, %w\n  ret i16 %s\n}\n",
    )
    .unwrap();
    // sizeof(S) = 16 and field 2 is at 8: &p[1].f2[i] = p + i*2 + 24. The two plain loads are
    // one node; the volatile load and the store are ordered after it.
    assert_dump(
        &dumps[0],
        "SelectionDAG has 21 nodes:
        |  t0: ch = EntryToken
        |  t2: i64,ch = CopyFromReg t0, Register:i64 $1
        |  t4: i64,ch = CopyFromReg t0, Register:i64 $2
        |  t6: i64 = mul t4, Constant:i64<2>
        |  t7: i64 = add t2, t6
        |  t9: i64 = add t7, Constant:i64<24>
        |  t11: i16,ch = load<(load 2, align 2)> t0, t9, undef:i64
        |  t17: i16 = add t11, t11
        |  t13: i64 = add t2, Constant:i64<4>
        |  t14: i32,ch = load<(volatile load 4, align 4)> t11:1, t13, undef:i64
        |  t16: ch = store<(store 4, align 4)> t14:1, t14, FrameIndex:i64<0>, undef:i64
        |  t19: ch,glue = CopyToReg t16, Register:i16 $1, t17
        |  t20: ch = RET t19, Register:i16 $1, t19:1
        |root: t20",
    );
}

#[test]
fn independent_loads_join_in_a_token_factor() {
    let dumps = build(
        "define i32 @f(i32* %p, i32* %q) {\n  %a = load i32, i32* %p\n  %b = load i32, i32* %q\n  \
         store i32 %a, i32* %q\n  ret i32 %b\n}\n",
    )
    .unwrap();
    assert!(dumps[0].contains("t8: ch = TokenFactor t6:1, t7:1\n"), "{}", dumps[0]);
    assert!(dumps[0].contains("t9: ch = store<(store 4, align 4)> t8, t6, t4, undef:i64\n"), "{}", dumps[0]);
}

#[test]
fn casts_select_and_promoted_arguments() {
    let dumps = build(
        "define i8 @f(i1 %c, i8 %a, i8 %b) {\n  %s = select i1 %c, i8 %a, i8 %b\n  %z = zext i8 %s to i64\n  \
         %t = trunc i64 %z to i8\n  %e = sext i8 %t to i16\n  %r = trunc i16 %e to i8\n  ret i8 %r\n}\n",
    )
    .unwrap();
    for line in [
        "t3: i1 = truncate t2",
        "t8: i8 = select t3, t5, t7",
        "t9: i64 = zero_extend t8",
        "t10: i8 = truncate t9",
        "t11: i16 = sign_extend t10",
    ] {
        assert!(dumps[0].contains(line), "missing {line}:\n{}", dumps[0]);
    }
}

#[test]
fn unsupported_constructs_are_named() {
    for (body, message) in [
        ("define float @r(float %a) {\n  ret float %a\n}\n", "unsupported argument type f32"),
        (
            "define i32 @g(i32 %n) {\n  %p = alloca i32, i32 %n\n  %v = load i32, i32* %p\n  ret i32 %v\n}\n",
            "unsupported: a dynamic alloca on a target without a stack pointer register",
        ),
        (
            "declare i64 @llvm.readcyclecounter()\ndefine i64 @c() {\n  %l = call i64 @llvm.readcyclecounter()\n  ret i64 %l\n}\n",
            "unsupported intrinsic 'llvm.readcyclecounter'",
        ),
        (
            "%S = type { i64, i64 }\ndeclare void @g(%S* byval(%S))\ndefine void @b(%S* %p) {\n  call void @g(%S* byval(%S) %p)\n  ret void\n}\n",
            "unsupported: byval arguments on the toy target",
        ),
        (
            "define i128 @v(i128* %p) {\n  %x = load atomic i128, i128* %p seq_cst, align 16\n  ret i128 %x\n}\n",
            "unsupported: atomic load of i128 (wider than the 8-byte atomic instructions)",
        ),
        (
            "define void @s(i32 %x) {\n  switch i32 %x, label %d [ i32 1, label %d ]\nd:\n  ret void\n}\n",
            "unsupported: a switch with a reachable default (the IR preparation lowers those)",
        ),
    ] {
        let err = build(body).expect_err(body);
        assert!(err.contains(message), "{err}");
    }
}

#[test]
fn indirect_branches_block_addresses_and_table_switches() {
    let dumps = build(
        "define i8* @f(i8* %a, i32 %x) {\n  indirectbr i8* %a, [label %one, label %two]\none:\n  ret i8* blockaddress(@f, %two)\n\
         two:\n  switch i32 %x, label %u [ i32 2, label %one\n i32 5, label %one ]\nu:\n  unreachable\n}\n",
    )
    .unwrap();
    assert!(dumps[0].contains("brind t6, t2"), "{}", dumps[0]);
    assert!(dumps[1].contains("BlockAddress:i64<bb2> 0"), "{}", dumps[1]);
    // The table starts at the lowest case: index x - 2.
    assert!(dumps[2].contains("sub t"), "{}", dumps[2]);
    assert!(dumps[2].contains("JumpTable:i64<0>"), "{}", dumps[2]);
    assert!(dumps[2].contains("br_jt t"), "{}", dumps[2]);
}

#[test]
fn debug_and_lifetime_intrinsics_produce_nothing() {
    let dumps = build(
        "declare void @llvm.lifetime.start.p0i8(i64, i8*)\ndefine void @f() {\n  %a = alloca i8\n  \
         call void @llvm.lifetime.start.p0i8(i64 1, i8* %a)\n  ret void\n}\n",
    )
    .unwrap();
    assert_dump(&dumps[0], "SelectionDAG has 2 nodes:\n|  t0: ch = EntryToken\n|  t1: ch = RET t0\n|root: t1");
}

#[test]
fn constant_expression_addresses() {
    let dumps = build(
        "@.str = private constant [6 x i8] c\"hello\\00\"\ndefine i8 @f() {\n  \
         %v = load i8, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 2)\n  ret i8 %v\n}\n",
    )
    .unwrap();
    assert!(dumps[0].contains("t3: i64 = add GlobalAddress:i64<@.str> 0, Constant:i64<2>\n"), "{}", dumps[0]);
    assert!(dumps[0].contains("load<(load 1, align 1)> t0, t3, undef:i64"), "{}", dumps[0]);
}

#[test]
fn constant_expression_casts() {
    let dumps = build("@g = global i8 0\ndefine i64 @f() {\n  ret i64 zext (i32 ptrtoint (i8* @g to i32) to i64)\n}\n")
        .unwrap();
    assert!(
        dumps[0].contains("t2: i32 = truncate GlobalAddress:i64<@g> 0\n  t3: i64 = zero_extend t2\n"),
        "{}",
        dumps[0]
    );
}

#[test]
fn long_token_factors_drop_repeats_in_order() {
    let mut dag = SelectionDAG::new();
    let one = dag.constant(1, i32());
    let chains: Vec<SDValue> = (0..40).map(|i| dag.copy_to_reg(dag.entry(), Reg::virt(i), one, None)).collect();
    let mut twice = chains.clone();
    twice.extend(chains.iter().copied());
    let tf = dag.token_factor(&twice);
    assert_eq!(dag.operands(tf.node).collect::<Vec<_>>(), chains);
}

#[test]
fn loops_copy_their_own_phi_inputs() {
    let m = parse(
        "define i32 @sum(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  \
         %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]\n  %acc1 = add i32 %acc, %i\n  %i1 = add i32 %i, 1\n  \
         %done = icmp eq i32 %i1, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret i32 %acc1\n}\n",
    );
    let layout = ModuleLayout::for_module(&m).unwrap();
    let target = ToyTarget::new();
    let f = &m.functions[0];
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target).unwrap();
    let mut dag = SelectionDAG::new();
    build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, f.layout[1]).unwrap();
    check_invariants(&dag);
    let text = dump::dump(&dag, &dump::DumpContext::new(&m, f));
    // The back edge: both phi inputs are copied to fresh registers, then a conditional branch
    // to `exit` (the next block) is inverted into a branch back to `loop`.
    assert_eq!(flinfo.phi_edges.len(), 2);
    assert_eq!(text.matches("CopyToReg").count(), 3, "two phi inputs and %acc1 for `exit`:\n{text}");
    assert_eq!(text.matches("CopyFromReg").count(), 3, "two phis and %n:\n{text}");
    assert!(text.contains("brcond") && text.contains("BasicBlock:ch<%loop>"), "{text}");
    assert!(text.contains("setcc") && text.contains("seteq:ch"), "{text}");
}

#[test]
fn calls_go_through_the_target_hook() {
    let dumps = build(
        "declare i32 @g(i8, i32)\ndefine i32 @f(i8 %a, i32 %b, i32* %p) {\n  %v = load i32, i32* %p\n  \
         %r = call i32 @g(i8 zeroext %a, i32 %v)\n  %s = add i32 %r, %b\n  ret i32 %s\n}\n",
    )
    .unwrap();
    // The pending load is ordered before the call; arguments are copied in a glued sequence.
    assert_dump(
        &dumps[0],
        "SelectionDAG has 21 nodes:
        |  t0: ch = EntryToken
        |  t2: i8,ch = CopyFromReg t0, Register:i8 $1
        |  t4: i32,ch = CopyFromReg t0, Register:i32 $2
        |  t6: i64,ch = CopyFromReg t0, Register:i64 $3
        |  t8: i32,ch = load<(load 4, align 4)> t0, t6, undef:i64
        |  t11: ch = callseq_start t8:1, TargetConstant:i64<0>, TargetConstant:i64<0>
        |  t12: ch,glue = CopyToReg t11, Register:i8 $1, t2
        |  t13: ch,glue = CopyToReg t12, Register:i32 $2, t8, t12:1
        |  t14: ch,glue = CALL t13, GlobalAddress:i64<@g> 0, Register:i8 $1, Register:i32 $2, t13:1
        |  t15: ch,glue = callseq_end t14, TargetConstant:i64<0>, TargetConstant:i64<0>, t14:1
        |  t17: i32,ch,glue = CopyFromReg t15, Register:i32 $1, t15:1
        |  t18: i32 = add t17, t4
        |  t19: ch,glue = CopyToReg t17:1, Register:i32 $1, t18
        |  t20: ch = RET t19, Register:i32 $1, t19:1
        |root: t20",
    );
}

// ---- graph operations ------------------------------------------------------------------

fn i32() -> Evt {
    Mvt::I32.into()
}

#[test]
fn replace_all_uses_merges_users_that_become_identical() {
    let mut dag = SelectionDAG::new();
    let a = dag.copy_from_reg(dag.entry(), Reg::virt(0), i32());
    let b = dag.copy_from_reg(dag.entry(), Reg::virt(1), i32());
    let x = dag.node1(Isd::Add, i32(), &[a, b]);
    let y = dag.node1(Isd::Add, i32(), &[a, a]);
    assert_ne!(x, y);
    let mx = dag.node1(Isd::Mul, i32(), &[x, x]);
    let my = dag.node1(Isd::Mul, i32(), &[y, y]);
    let sum = dag.node1(Isd::Sub, i32(), &[mx, my]);
    dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(2), sum, None);
    // b := a makes x identical to y, then mx identical to my.
    dag.replace_all_uses_of_value_with(b, a);
    check_invariants(&dag);
    let live: Vec<NodeId> = dag.node_ids().collect();
    assert!(!live.contains(&x.node) || !live.contains(&y.node));
    assert_eq!(dag.operand(dag.root.node, 2), sum);
    assert_eq!(dag.operand(sum.node, 0), dag.operand(sum.node, 1), "both products are one node now");
    assert_eq!(dag.value_use_count(a), 2);
}

#[test]
fn a_user_that_becomes_the_twin_of_the_replaced_node_survives_it() {
    // Two identical nodes chained (two prefetches, the second ordered after the first): when
    // the first is replaced by its chain, the second becomes its twin. It must not merge
    // into the replaced node, which a legalizer has visited and would never visit again.
    let mut dag = SelectionDAG::new();
    let a = dag.copy_from_reg(dag.entry(), Reg::virt(0), i32());
    let b = dag.copy_from_reg(dag.entry(), Reg::virt(1), i32());
    let first = dag.node1(Isd::Add, i32(), &[a, b]);
    let second = dag.node1(Isd::Add, i32(), &[first, b]);
    dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(2), second, None);
    dag.replace_all_uses_with(first.node, &[a]);
    assert_eq!(dag.operand(dag.root.node, 2), second, "the twin keeps its own node");
    assert_eq!(dag.value_use_count(first), 0);
    dag.remove_dead_nodes();
    check_invariants(&dag);
    assert!(dag.node(first.node).deleted && !dag.node(second.node).deleted);
    // The replaced node is out of the CSE map: the twin is what an identical node finds now.
    assert_eq!(dag.node1(Isd::Add, i32(), &[a, b]), second);
}

#[test]
fn replacing_the_root_moves_it() {
    let mut dag = SelectionDAG::new();
    let c = dag.constant(1, i32());
    let first = dag.copy_to_reg(dag.entry(), Reg::virt(0), c, None);
    let second = dag.copy_to_reg(dag.entry(), Reg::virt(1), c, None);
    dag.root = first;
    dag.replace_all_uses_with(first.node, &[second, SDValue::new(second.node, 1)]);
    assert_eq!(dag.root, second);
}

#[test]
fn dead_nodes_are_removed_transitively() {
    let mut dag = SelectionDAG::new();
    let a = dag.copy_from_reg(dag.entry(), Reg::virt(0), i32());
    let one = dag.constant(1, i32());
    let dead = dag.node1(Isd::Add, i32(), &[a, one]);
    let _deader = dag.node1(Isd::Shl, i32(), &[dead, one]);
    dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(1), a, None);
    let before = dag.num_live_nodes();
    assert_eq!(dag.remove_dead_nodes(), 3, "shl, add and the constant");
    assert_eq!(dag.num_live_nodes(), before - 3);
    check_invariants(&dag);
    // A node identical to a deleted one is created anew, not found in the CSE map.
    let one = dag.constant(1, i32());
    let again = dag.node1(Isd::Add, i32(), &[a, one]);
    assert_ne!(again, dead);
    assert!(!dag.node(again.node).deleted);
}

#[test]
fn clear_starts_a_fresh_dag() {
    let mut dag = SelectionDAG::new();
    let c = dag.constant(5, i32());
    dag.root = dag.node1(Isd::TokenFactor, Evt::OTHER, &[dag.entry(), c]);
    dag.clear();
    assert_eq!(dag.num_live_nodes(), 1);
    assert_eq!(dag.root, dag.entry());
    let c2 = dag.constant(5, i32());
    assert_eq!((c.node.0, c2.node.0), (1, 1), "ids restart after the entry token");
    assert_eq!(dag.constant(0x1_0000_0005, i32()), c2, "constants are truncated to their type before CSE");
}

#[test]
fn glue_producing_nodes_are_never_merged() {
    let mut dag = SelectionDAG::new();
    let c = dag.constant(1, i32());
    let a = dag.copy_to_reg(dag.entry(), Reg::phys(PhysReg(1)), c, None);
    let b = dag.copy_to_reg(dag.entry(), Reg::phys(PhysReg(1)), c, None);
    assert_ne!(a, b);
}

#[test]
fn dot_output_has_nodes_edges_and_file_name() {
    let mut dag = SelectionDAG::new();
    let a = dag.copy_from_reg(dag.entry(), Reg::virt(0), i32());
    let five = dag.constant(5, i32());
    let s = dag.node1(Isd::Add, i32(), &[a, five]);
    dag.root = dag.copy_to_reg(SDValue::new(a.node, 1), Reg::virt(1), s, None);
    let dot = dump::to_dot(&dag, "t", &dump::DumpContext::NONE);
    assert!(dot.starts_with("digraph \"t\" {"));
    assert!(dot.contains(&format!("n{}:in0 -> n{}:out0;", s.node.0, a.node.0)), "{dot}");
    assert!(
        dot.contains(&format!("n{}:in0 -> n{}:out1 [color=blue, style=dashed];", dag.root.node.0, a.node.0)),
        "{dot}"
    );
    assert!(dot.contains("Constant\\<5\\>"), "record syntax in labels is escaped:\n{dot}");
    let dir = std::env::temp_dir().join(format!("kiln-dag-dot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dump::write_dot_file(&dag, &dir, "main", "isel", &dump::DumpContext::NONE).unwrap();
    assert_eq!(path.file_name().unwrap(), "main.isel.dot");
    assert!(std::fs::read_to_string(&path).unwrap().contains("isel for 'main'"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every `SDNode` of `td/SelectionDAG.td` names an [`Isd`] node and every `CondCode` def a
/// [`CondCode`], so generated matcher tables can use the Rust numbering.
#[test]
fn selection_dag_td_names_resolve() {
    let path = format!("{}/SelectionDAG.td", crate::TD_DIR);
    let options = kiln_tablegen::Options { include_dirs: vec![crate::TD_DIR.into()], ..Default::default() };
    let rk = kiln_tablegen::parse_file(&path, &options).unwrap_or_else(|e| panic!("{e}"));
    let nodes = rk.defs_derived_from("SDNode").unwrap();
    assert!(nodes.len() > 40);
    for def in nodes {
        let name = def.get_value_as_string("Opcode").unwrap();
        let isd = Isd::from_td_name(name).unwrap_or_else(|| panic!("{} names unknown {name}", def.name()));
        assert_eq!(format!("ISD::{}", isd.td_name()), name);
    }
    let all_cc = [
        CondCode::Eq,
        CondCode::Ne,
        CondCode::Ugt,
        CondCode::Uge,
        CondCode::Ult,
        CondCode::Ule,
        CondCode::Sgt,
        CondCode::Sge,
        CondCode::Slt,
        CondCode::Sle,
        CondCode::Oeq,
        CondCode::Ogt,
        CondCode::Oge,
        CondCode::Olt,
        CondCode::Ole,
        CondCode::One,
        CondCode::O,
        CondCode::Uo,
        CondCode::Ueq,
        CondCode::Une,
    ];
    for def in rk.defs_derived_from("CondCode").unwrap() {
        let name = def.get_value_as_string("ICmpPredicate").unwrap();
        assert!(all_cc.iter().any(|cc| cc.name() == name), "{} = {name}", def.name());
    }
}

#[test]
fn opcode_number_space() {
    assert_eq!(Opcode::from(Isd::Add).isd(), Some(Isd::Add));
    assert_eq!(Opcode::target(3).target_number(), Some(3));
    assert_eq!(Opcode::target(3).isd(), None);
    assert_eq!(Opcode::machine(7).machine_number(), Some(7));
    assert_eq!(Opcode::machine(7).target_number(), None);
    assert!(Isd::COUNT < Opcode::FIRST_TARGET as usize);
    assert_eq!(CondCode::Slt.swapped(), CondCode::Sgt);
    assert_eq!(CondCode::Ult.inverse_int(), Some(CondCode::Uge));
}

#[test]
fn lowering_tables() {
    let t = ToyTarget::new();
    let tables = t.tables();
    assert_eq!(tables.operation_action(Isd::SDiv, Mvt::I8), LegalizeAction::Promote);
    assert_eq!(tables.operation_action(Isd::SDiv, Mvt::I32), LegalizeAction::Legal);
    assert!(tables.is_type_legal(Mvt::I64.into()) && !tables.is_type_legal(Mvt::I1.into()));
    assert_eq!(tables.register_type_and_count(Mvt::I1.into()), Some((Mvt::I8, 1)));
    assert_eq!(tables.register_type_and_count(Evt::int(24)), Some((Mvt::I32, 1)));
    assert_eq!(tables.register_type_and_count(Evt::int(200)), Some((Mvt::I64, 4)));
    assert_eq!(tables.register_type_and_count(Mvt::F64.into()), None);
    let mut promoted = LoweringTables::default();
    promoted.add_promoted_to_type(Isd::Ctpop, Mvt::I8, Mvt::I32);
    assert_eq!(promoted.promoted_type(Isd::Ctpop, Mvt::I8), Some(Mvt::I32));
    assert_eq!(promoted.operation_action(Isd::Ctpop, Mvt::I8), LegalizeAction::Promote);
}

/// Builds the DAG of every block of every function of the c-torture corpus (`KILN_TORTURE_LL`,
/// e.g. `~/.cache/kiln/torture/ll/O0`) for the toy target: no panics, and every failure is an
/// "unsupported ..." error. Prints how many functions build and the most common failures.
#[test]
#[ignore = "needs the corpus; run with KILN_TORTURE_LL=DIR cargo test --release -- --ignored corpus"]
fn corpus_builds_or_names_what_is_unsupported() {
    let dir = std::env::var("KILN_TORTURE_LL").expect("set KILN_TORTURE_LL to a directory of .ll files");
    let mut paths: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.sort();
    let target = ToyTarget::new();
    let (mut built, mut failed, mut nodes) = (0usize, 0usize, 0usize);
    let mut reasons: rustc_hash::FxHashMap<String, usize> = Default::default();
    let mut dag = SelectionDAG::new();
    let mut flinfo = FunctionLoweringInfo::default();
    let mut build_time = std::time::Duration::ZERO;
    for path in paths.iter().filter(|p| p.extension().is_some_and(|e| e == "ll")) {
        let text = std::fs::read_to_string(path).unwrap();
        let Ok(m) = kiln_ir::parse(&path.to_string_lossy(), &text) else { continue };
        let layout = ModuleLayout::for_module(&m).unwrap();
        for f in m.functions.iter().filter(|f| !f.is_declaration()) {
            let start = std::time::Instant::now();
            let result = flinfo.set(&m, f, &layout, &target).and_then(|()| {
                f.layout.iter().try_for_each(|&b| {
                    build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b)?;
                    nodes += dag.num_live_nodes();
                    Ok(())
                })
            });
            build_time += start.elapsed();
            match result {
                Ok(()) => built += 1,
                Err(e) => {
                    failed += 1;
                    assert!(e.contains("unsupported"), "{}: {e}", path.display());
                    let key = e.split(" in function").next().unwrap().to_string();
                    *reasons.entry(key).or_default() += 1;
                }
            }
        }
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("built {built} functions, {failed} unsupported, {nodes} nodes; DAG building took {build_time:?}");
    for (reason, count) in top.iter().take(25) {
        println!("{count:6}  {reason}");
    }
}

#[test]
fn memory_intrinsics_become_library_calls() {
    let dumps = build(
        "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)\ndeclare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)\n\
         define void @f(i8* %d, i8* %s, i8 %v) {\n  call void @llvm.memset.p0i8.i64(i8* %d, i8 %v, i64 16, i1 false)\n  \
         call void @llvm.memcpy.p0i8.p0i8.i32(i8* %d, i8* %s, i32 8, i1 false)\n  ret void\n}\n",
    )
    .unwrap();
    for line in [
        "t8: i32 = zero_extend t6",
        "t12: ch,glue = CopyToReg t11, Register:i64 $1, t2",
        "t14: ch,glue = CopyToReg t12, Register:i32 $2, t8, t12:1",
        "t16: ch,glue = CopyToReg t14, Register:i64 $3, Constant:i64<16>, t14:1",
        "CALL t16, ExternalSymbol:i64<'memset'>, Register:i64 $1, Register:i32 $2, Register:i64 $3, t16:1",
        "t22: ch = callseq_start t18,",
        "ExternalSymbol:i64<'memcpy'>",
    ] {
        assert!(dumps[0].contains(line), "missing {line}:\n{}", dumps[0]);
    }
    // memcpy.inline never calls: 11 bytes are an 8-, a 2- and a 1-byte load and store.
    let dumps = build(
        "declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8*, i8*, i64, i1)\ndefine void @f(i8* %d, i8* %s) {\n  \
         call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %d, i8* %s, i64 11, i1 false)\n  ret void\n}\n",
    )
    .unwrap();
    assert!(!dumps[0].contains("ExternalSymbol"), "{}", dumps[0]);
    for width in ["i64,ch = load", "i16,ch = load", "i8,ch = load"] {
        assert!(dumps[0].contains(width), "missing {width}:\n{}", dumps[0]);
    }
}

#[test]
fn aggregates_cross_blocks_in_one_register_group_per_leaf() {
    let m = parse(
        "define i32 @f(i1 %c, i32 %a) {\nentry:\n  %s = insertvalue { i32, i1 } undef, i32 %a, 0\n  \
         br i1 %c, label %x, label %y\nx:\n  %t = insertvalue { i32, i1 } %s, i1 true, 1\n  br label %y\n\
         y:\n  %p = phi { i32, i1 } [ %t, %x ], [ %s, %entry ]\n  %v = extractvalue { i32, i1 } %p, 0\n  \
         %o = extractvalue { i32, i1 } %s, 0\n  %r = add i32 %v, %o\n  ret i32 %r\n}\n",
    );
    let layout = ModuleLayout::new(DataLayout::parse(DL).unwrap(), &m.types);
    let target = ToyTarget::new();
    let f = &m.functions[0];
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target).unwrap();
    let mut dag = SelectionDAG::new();
    for &b in &f.layout {
        build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b).unwrap();
    }
    // The phi and %s (used in `x` and `y`) each get an i32 and an i8 (the promoted i1).
    let phi = kiln_ir::Value::Inst(f.blocks[2].insts[0]);
    let regs = flinfo.value_regs[&phi];
    assert_eq!(regs.count, 2);
    let groups = flinfo.leaf_regs(regs.first).unwrap();
    let types: Vec<Mvt> = groups.iter().map(|g| g.vt).collect();
    assert_eq!(types, vec![Mvt::I32, Mvt::I8]);
    let first = regs.first.virt_index().unwrap() as usize;
    assert_eq!(&flinfo.vreg_types[first..first + 2], &[Mvt::I32, Mvt::I8]);
    // Each edge fills a fresh pair of consecutive registers.
    assert_eq!(flinfo.phi_edges.len(), 2);
    for e in &flinfo.phi_edges {
        assert_eq!(flinfo.leaf_regs(e.reg).map(<[ValueRegs]>::len), Some(2));
    }
}
