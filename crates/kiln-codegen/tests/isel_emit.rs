//! Scheduling and emission of hand-built x86 machine-node DAGs: each test builds the DAG
//! selection would produce for a small IR function, schedules it, emits MachineInstrs, runs
//! the machine verifier and compares the printed MIR.

use kiln_codegen::isel::dag::emitter::FunctionEmitter;
use kiln_codegen::isel::function_lowering::FunctionLowering;
use kiln_codegen::isel::dag::schedule::{schedule, SchedModel, SchedulePolicy, ScheduleTarget};
use kiln_codegen::isel::dag::{MemInfo, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo, PhiEdge, ValueRegs};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::mir::{print_function, verify, MachineFunction, MirTarget};
use kiln_codegen::target::lowering::{ArgInfo, RegisterTypes, TargetLoweringBase};
use kiln_codegen::isel::dag::lowering::{CallInfo, LoweringTables, TargetLowering};
use kiln_ir::{Module, Value};
use kiln_mc::desc::PhysReg;
use kiln_target_x86::instr_info::X86InstrInfo;
use kiln_target_x86::lowering::X86TargetLowering;
use kiln_target_x86::{opcode as op, reg, sub_reg_idx};

static X86: MirTarget = MirTarget {
    regs: &kiln_target_x86::REGISTER_INFO,
    instrs: &kiln_target_x86::INSTR_INFO,
    reg_banks: &[],
};

/// x86's lowering with its operand target flags named (flag 2: PLT).
struct Lowering(X86TargetLowering);

impl TargetLoweringBase for Lowering {
    fn register_types(&self) -> &RegisterTypes {
        self.0.tables().register_types()
    }

    fn target_flag_name(&self, flags: u8) -> Option<&'static str> {
        (flags == 2).then_some("x86-plt")
    }
}

impl TargetLowering for Lowering {
    fn tables(&self) -> &LoweringTables {
        self.0.tables()
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String> {
        self.0
            .lower_formal_arguments(dag, fi, chain, cc, vararg, args)
    }

    fn lower_call(
        &self,
        dag: &mut SelectionDAG,
        call: &CallInfo,
    ) -> Result<(Vec<SDValue>, SDValue), String> {
        self.0.lower_call(dag, call)
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String> {
        self.0.lower_return(dag, fi, chain, cc, values)
    }
}

fn i32t() -> Evt {
    Mvt::I32.into()
}

/// A machine node `opcode` with result types `vts`, operands `ops` and data.
fn machine(
    dag: &mut SelectionDAG,
    opcode: u32,
    vts: &[Evt],
    ops: &[SDValue],
    data: NodeData,
) -> NodeId {
    let vts = dag.vt_list(vts);
    dag.get_node(Opcode::machine(opcode), vts, ops, data)
}

/// Ends `dag` with `JCC_1 taken, E, flags` and `JMP_1 other`: a conditional branch on the
/// flags `flags` copies into EFLAGS (its glue result).
fn end_with_branch(dag: &mut SelectionDAG, flags: SDValue, taken: u32, other: u32) {
    let t = dag.basic_block(kiln_ir::BlockId(taken));
    let cond = dag.target_constant(4, Evt::Simple(Mvt::I8));
    let jcc = machine(dag, op::JCC_1, &[Evt::OTHER], &[t, cond, flags, SDValue::new(flags.node, 1)], NodeData::None);
    let e = dag.basic_block(kiln_ir::BlockId(other));
    dag.root = SDValue::new(machine(dag, op::JMP_1, &[Evt::OTHER], &[e, SDValue::new(jcc, 0)], NodeData::None), 0);
}

fn phys(dag: &mut SelectionDAG, r: PhysReg, vt: Evt) -> SDValue {
    dag.register(Reg::phys(r), vt)
}

/// `RET 0, $eax` after copying `value` to `$eax`.
fn ret_value(dag: &mut SelectionDAG, chain: SDValue, value: SDValue) -> SDValue {
    let copy = dag.copy_to_reg(chain, Reg::phys(reg::EAX), value, None);
    let zero = dag.target_constant(0, i32t());
    let eax = phys(dag, reg::EAX, i32t());
    SDValue::new(
        machine(
            dag,
            op::RET,
            &[Evt::OTHER],
            &[zero, eax, copy, SDValue::new(copy.node, 1)],
            NodeData::None,
        ),
        0,
    )
}

/// One IR function (the module's last), its lowering info and its selected block DAGs.
struct Fixture {
    module: Module,
    tli: Lowering,
    fli: FunctionLoweringInfo,
    dags: Vec<SelectionDAG>,
}

impl Fixture {
    fn new(ir: &str) -> Fixture {
        let module = kiln_ir::parse("t.ll", ir).unwrap();
        Fixture {
            module,
            tli: Lowering(X86TargetLowering::new()),
            fli: FunctionLoweringInfo::default(),
            dags: Vec::new(),
        }
    }

    fn func(&self) -> &kiln_ir::Function {
        self.module.functions.last().unwrap()
    }

    /// Schedules and emits every block's DAG (block k of the layout is `dags[k]`); returns
    /// the error or the verified function's body. Scheduling may rewrite the DAGs (unfolding
    /// loads), so a second run schedules the rewritten ones.
    fn run(&mut self, policy: SchedulePolicy) -> Result<String, String> {
        let mut dags = std::mem::take(&mut self.dags);
        let result = self.run_dags(&mut dags, policy);
        self.dags = dags;
        result
    }

    fn run_dags(&self, dags: &mut [SelectionDAG], policy: SchedulePolicy) -> Result<String, String> {
        let model = SchedModel::default();
        let st = ScheduleTarget {
            instrs: X86.instrs,
            regs: X86.regs,
            model: &model,
            instr_info: Some(&X86InstrInfo),
        };
        let mut mf = MachineFunction::new("f");
        let mut e = FunctionEmitter::new(FunctionLowering::new(
            &mut mf,
            &self.fli,
            X86.instrs,
            X86.regs,
            &self.tli,
            &self.module,
            self.func(),
            false,
        )?);
        for (k, dag) in dags.iter_mut().enumerate() {
            let order = schedule(dag, policy, st)?;
            e.emit_block(dag, &order, self.func().layout[k])?;
        }
        e.finish(&self.fli)?;
        let mut text = String::new();
        print_function(&mut text, &mf, &X86);
        if let Err(errors) = verify(&mf, &X86) {
            panic!("{}\n{text}", errors.join("\n"));
        }
        let body = text.split("body:").nth(1).unwrap_or(&text);
        Ok(body
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && *l != "|" && *l != "...")
            .collect::<Vec<_>>()
            .join("\n"))
    }

    fn add(&mut self, dag: SelectionDAG) {
        self.dags.push(dag);
    }
}

#[test]
fn arguments_add_and_return() {
    let mut f =
        Fixture::new("define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n");
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let a = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    let b = dag.copy_from_reg(entry, Reg::phys(reg::ESI), i32t());
    dag.current_order = 1;
    let add = machine(
        &mut dag,
        op::ADD32rr,
        &[i32t(), i32t()],
        &[a, b],
        NodeData::None,
    );
    dag.current_order = 2;
    dag.root = ret_value(&mut dag, entry, SDValue::new(add, 0));
    f.add(dag);
    assert_eq!(
        f.run(SchedulePolicy::Source).unwrap(),
        "bb.0 (%ir-block.0):\n%0:gr32 = COPY $edi\n%1:gr32 = COPY $esi\n%2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags\n$eax = COPY %2\nRET 0, $eax"
    );
}

/// `entry`: `%0 = a + 1` exported, compare `a` with 5, branch; `t`: return 1; `e`: return %0.
fn branch_dag(f: &mut Fixture, add_order: u32) -> SelectionDAG {
    f.fli.vreg_types.push(Mvt::I32);
    let exported = Reg::virt(0);
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let a = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    dag.current_order = 1;
    let five = dag.target_constant(5, i32t());
    let cmp = machine(
        &mut dag,
        op::CMP32ri8,
        &[i32t()],
        &[a, five],
        NodeData::None,
    );
    dag.current_order = add_order;
    let one = dag.target_constant(1, i32t());
    let add = machine(
        &mut dag,
        op::ADD32ri8,
        &[i32t(), i32t()],
        &[a, one],
        NodeData::None,
    );
    let export = dag.copy_to_reg(entry, exported, SDValue::new(add, 0), None);
    dag.current_order = 3;
    let flags = dag.copy_to_reg(export, Reg::phys(reg::EFLAGS), SDValue::new(cmp, 0), None);
    end_with_branch(&mut dag, flags, 1, 2);
    dag
}

const BRANCH_IR: &str = "define i32 @f(i32 %a) {\nentry:\n  %c = icmp eq i32 %a, 5\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 %a\n}\n";

fn branch_tail_blocks(f: &mut Fixture) {
    let mut dag = SelectionDAG::new();
    let one = dag.target_constant(1, i32t());
    let mov = machine(&mut dag, op::MOV32ri, &[i32t()], &[one], NodeData::None);
    let entry = dag.entry();
    dag.root = ret_value(&mut dag, entry, SDValue::new(mov, 0));
    f.add(dag);
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let v = dag.copy_from_reg(entry, Reg::virt(0), i32t());
    dag.root = ret_value(&mut dag, entry, v);
    f.add(dag);
}

const BRANCH_TAIL: &str = "bb.1.t:\n%2:gr32 = MOV32ri 1\n$eax = COPY %2\nRET 0, $eax\nbb.2.e:\n$eax = COPY %0\nRET 0, $eax";

#[test]
fn eflags_stay_live_from_compare_to_branch() {
    // Source order would put the flag-clobbering add between the compare and the branch.
    for policy in [SchedulePolicy::Source, SchedulePolicy::SourceRegReduction, SchedulePolicy::RegPressure] {
        let mut f = Fixture::new(BRANCH_IR);
        let dag = branch_dag(&mut f, 2);
        f.add(dag);
        branch_tail_blocks(&mut f);
        let text = f.run(policy).unwrap();
        let expected = "bb.0.entry:\nsuccessors: %bb.1, %bb.2\n%1:gr32 = COPY $edi\n%0:gr32 = ADD32ri8 %1, 1, implicit-def dead $eflags\n\
                        CMP32ri8 %1, 5, implicit-def $eflags\nJCC_1 %bb.1, 4, implicit $eflags\nJMP_1 %bb.2\n";
        assert_eq!(text, format!("{expected}{BRANCH_TAIL}"), "{policy:?}");
    }
}

#[test]
fn source_order_follows_ir_order() {
    // With the add first in the IR, it stays first; the compare is still right before the jump.
    let mut f = Fixture::new(BRANCH_IR);
    let dag = branch_dag(&mut f, 0);
    f.add(dag);
    branch_tail_blocks(&mut f);
    assert!(f
        .run(SchedulePolicy::Source)
        .unwrap()
        .contains("%0:gr32 = ADD32ri8 %1, 1, implicit-def dead $eflags\nCMP32ri8"));
}

#[test]
fn loads_stores_frame_indices_and_globals() {
    let ir = "@g = global i32 0\ndefine void @f() {\n  %x = alloca i32\n  %v = load i32, i32* %x\n  %y = add i32 %v, 1\n  store i32 %y, i32* @g\n  ret void\n}\n";
    let mut f = Fixture::new(ir);
    let g = f.module.lookup_global("g").unwrap();
    let alloca = f.func().blocks[0].insts[0];
    f.fli.static_allocas.insert(alloca, 0);
    f.fli
        .frame_objects
        .push(kiln_codegen::isel::function_info::FrameObject { size: 4, align: 4 });
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let i8t = Evt::Simple(Mvt::I8);
    let vts = dag_vts(&mut dag, Mvt::I64);
    let fi = SDValue::new(
        dag.get_node(
            kiln_codegen::isel::dag::Isd::TargetFrameIndex.into(),
            vts,
            &[],
            NodeData::FrameIndex(0),
        ),
        0,
    );
    let scale = dag.target_constant(1, i8t);
    let noreg = dag.register(Reg::NONE, Evt::Simple(Mvt::I64));
    let disp = dag.target_constant(0, i32t());
    let seg = dag.register(Reg::NONE, Evt::Simple(Mvt::I16));
    let mem = |source| MemInfo {
        mem_vt: i32t(),
        align: 4,
        volatile: false,
        source,
        ordering: kiln_ir::AtomicOrdering::NotAtomic,
    };
    let load = NodeData::Load {
        ext: kiln_codegen::isel::dag::ExtType::NonExt,
        mem: mem(Some((Value::Inst(alloca), 0))),
    };
    dag.current_order = 1;
    let x = machine(
        &mut dag,
        op::MOV32rm,
        &[i32t(), Evt::OTHER],
        &[fi, scale, noreg, disp, seg, entry],
        load,
    );
    dag.current_order = 2;
    let one = dag.target_constant(1, i32t());
    let y = machine(
        &mut dag,
        op::ADD32ri8,
        &[i32t(), i32t()],
        &[SDValue::new(x, 0), one],
        NodeData::None,
    );
    dag.current_order = 3;
    let rip = phys(&mut dag, reg::RIP, Evt::Simple(Mvt::I64));
    let vts = dag_vts(&mut dag, Mvt::I64);
    let ga = SDValue::new(
        dag.get_node(
            kiln_codegen::isel::dag::Isd::TargetGlobalAddress.into(),
            vts,
            &[],
            NodeData::Global {
                global: g,
                offset: 0,
                target_flags: 0,
            },
        ),
        0,
    );
    let store = NodeData::Store {
        truncating: false,
        mem: mem(Some((Value::Global(g), 0))),
    };
    let st = machine(
        &mut dag,
        op::MOV32mr,
        &[Evt::OTHER],
        &[
            rip,
            scale,
            noreg,
            ga,
            seg,
            SDValue::new(y, 0),
            SDValue::new(x, 1),
        ],
        store,
    );
    dag.current_order = 4;
    let zero = dag.target_constant(0, i32t());
    dag.root = SDValue::new(
        machine(
            &mut dag,
            op::RET,
            &[Evt::OTHER],
            &[zero, SDValue::new(st, 0)],
            NodeData::None,
        ),
        0,
    );
    f.add(dag);
    assert_eq!(
        f.run(SchedulePolicy::RegPressure).unwrap(),
        "bb.0 (%ir-block.0):\n%0:gr32 = MOV32rm %stack.0.x, 1, $noreg, 0, $noreg :: (load (s32) from %ir.x)\n\
         %1:gr32 = ADD32ri8 %0, 1, implicit-def dead $eflags\n\
         MOV32mr $rip, 1, $noreg, @g, $noreg, killed %1 :: (store (s32) into @g)\nRET 0"
    );
}

fn dag_vts(dag: &mut SelectionDAG, vt: Mvt) -> kiln_codegen::isel::dag::VTListId {
    dag.vt_list(&[vt.into()])
}

#[test]
fn phis_subregisters_and_successors() {
    let ir = "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %m\nb:\n  br label %m\n\
              m:\n  %p = phi i32 [ 1, %a ], [ 2, %b ]\n  ret i32 %p\n}\n";
    let mut f = Fixture::new(ir);
    let func = f.func();
    let phi = func.blocks[3].insts[0];
    f.fli.vreg_types.extend([Mvt::I32, Mvt::I32, Mvt::I32]);
    f.fli.value_regs.insert(
        Value::Inst(phi),
        ValueRegs {
            first: Reg::virt(0),
            vt: Mvt::I32,
            count: 1,
        },
    );
    for (pred, r) in [(1, 1), (2, 2)] {
        f.fli.phi_edges.push(PhiEdge {
            phi,
            pred: kiln_ir::BlockId(pred),
            reg: Reg::virt(r),
        });
    }
    // entry: test the low byte of the argument, branch.
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let arg = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    let i8t = Evt::Simple(Mvt::I8);
    let idx = dag.target_constant(u128::from(sub_reg_idx::sub_8bit.0), i32t());
    let low = machine(
        &mut dag,
        op::EXTRACT_SUBREG,
        &[i8t],
        &[arg, idx],
        NodeData::None,
    );
    let one = dag.target_constant(1, i8t);
    let test = machine(
        &mut dag,
        op::TEST8ri,
        &[i32t()],
        &[SDValue::new(low, 0), one],
        NodeData::None,
    );
    let flags = dag.copy_to_reg(entry, Reg::phys(reg::EFLAGS), SDValue::new(test, 0), None);
    end_with_branch(&mut dag, flags, 2, 1);
    f.add(dag);
    // a and b: the phi's incoming constant, straight into the edge register.
    for (value, r) in [(1, 1), (2, 2)] {
        let mut dag = SelectionDAG::new();
        let c = dag.target_constant(value, i32t());
        let mov = machine(&mut dag, op::MOV32ri, &[i32t()], &[c], NodeData::None);
        let entry = dag.entry();
        let copy = dag.copy_to_reg(entry, Reg::virt(r), SDValue::new(mov, 0), None);
        let m = dag.basic_block(kiln_ir::BlockId(3));
        dag.root = SDValue::new(
            machine(
                &mut dag,
                op::JMP_1,
                &[Evt::OTHER],
                &[m, copy],
                NodeData::None,
            ),
            0,
        );
        f.add(dag);
    }
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let p = dag.copy_from_reg(entry, Reg::virt(0), i32t());
    dag.root = ret_value(&mut dag, entry, p);
    f.add(dag);
    assert_eq!(
        f.run(SchedulePolicy::Source).unwrap(),
        "bb.0.entry:\nsuccessors: %bb.1, %bb.2\n%3:gr32 = COPY $edi\n%4:gr8 = COPY %3.sub_8bit\nTEST8ri killed %4, 1, implicit-def $eflags\n\
         JCC_1 %bb.2, 4, implicit $eflags\nJMP_1 %bb.1\n\
         bb.1.a:\nsuccessors: %bb.3\n%1:gr32 = MOV32ri 1\nJMP_1 %bb.3\n\
         bb.2.b:\nsuccessors: %bb.3\n%2:gr32 = MOV32ri 2\nJMP_1 %bb.3\n\
         bb.3.m:\n%0:gr32 = PHI %1, %bb.1, %2, %bb.2\n$eax = COPY %0\nRET 0, $eax"
    );
}

#[test]
fn unselected_nodes_are_rejected() {
    let mut f = Fixture::new("define i32 @f(i32 %a) {\n  ret i32 %a\n}\n");
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let a = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    let sum = dag.node1(kiln_codegen::isel::dag::Isd::Add, i32t(), &[a, a]);
    dag.root = ret_value(&mut dag, entry, sum);
    f.add(dag);
    let err = f.run(SchedulePolicy::Source).unwrap_err();
    assert!(err.contains("unselected node 'add'"), "{err}");
}

#[test]
fn call_sequence_with_live_in_argument() {
    let ir = "declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %r = call i32 @g(i32 %a)\n  %s = add i32 %r, 1\n  ret i32 %s\n}\n";
    let mut f = Fixture::new(ir);
    let g = f.module.lookup_global("g").unwrap();
    let a_reg = f.fli.add_live_in(reg::EDI, Mvt::I32);
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let a = dag.copy_from_reg(entry, a_reg, i32t());
    dag.current_order = 1;
    let zero = dag.target_constant(0, i32t());
    let down = machine(
        &mut dag,
        op::ADJCALLSTACKDOWN64,
        &[Evt::OTHER, Evt::GLUE],
        &[zero, zero, zero, entry],
        NodeData::None,
    );
    let arg = dag.copy_to_reg(SDValue::new(down, 0), Reg::phys(reg::EDI), a, None);
    let vts = dag.vt_list(&[Mvt::I64.into()]);
    let callee = dag.get_node(
        kiln_codegen::isel::dag::Isd::TargetGlobalAddress.into(),
        vts,
        &[],
        NodeData::Global {
            global: g,
            offset: 0,
            target_flags: 2,
        },
    );
    let edi = phys(&mut dag, reg::EDI, i32t());
    let mask = dag.register_mask(0);
    let call = machine(
        &mut dag,
        op::CALL64pcrel32,
        &[Evt::OTHER, Evt::GLUE],
        &[
            SDValue::new(callee, 0),
            edi,
            mask,
            arg,
            SDValue::new(arg.node, 1),
        ],
        NodeData::None,
    );
    let up = machine(
        &mut dag,
        op::ADJCALLSTACKUP64,
        &[Evt::OTHER, Evt::GLUE],
        &[zero, zero, SDValue::new(call, 0), SDValue::new(call, 1)],
        NodeData::None,
    );
    let r = dag.copy_from_reg_glued(
        SDValue::new(up, 0),
        Reg::phys(reg::EAX),
        i32t(),
        SDValue::new(up, 1),
    );
    dag.current_order = 2;
    let one = dag.target_constant(1, i32t());
    let s = machine(
        &mut dag,
        op::ADD32ri8,
        &[i32t(), i32t()],
        &[r, one],
        NodeData::None,
    );
    dag.current_order = 3;
    dag.root = ret_value(&mut dag, SDValue::new(r.node, 1), SDValue::new(s, 0));
    f.add(dag);
    assert_eq!(
        f.run(SchedulePolicy::Source).unwrap(),
        "bb.0 (%ir-block.0):\nliveins: $edi\n%0:gr32 = COPY $edi\n\
         ADJCALLSTACKDOWN64 0, 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit $rsp\n\
         $edi = COPY %0\n\
         CALL64pcrel32 target-flags(x86-plt) @g, csr_64, implicit $rsp, implicit $edi, implicit-def $rsp, implicit-def $eax\n\
         ADJCALLSTACKUP64 0, 0, implicit-def dead $rsp, implicit-def dead $eflags, implicit $rsp\n\
         %1:gr32 = COPY $eax\n%2:gr32 = ADD32ri8 %1, 1, implicit-def dead $eflags\n$eax = COPY %2\nRET 0, $eax"
    );
}

/// `MOV32mr %stack.0, 1, $noreg, 0, $noreg, value` after `chain`.
fn store_to_slot(dag: &mut SelectionDAG, chain: SDValue, value: SDValue) -> SDValue {
    let vts = dag.vt_list(&[Mvt::I64.into()]);
    let fi = SDValue::new(
        dag.get_node(
            kiln_codegen::isel::dag::Isd::TargetFrameIndex.into(),
            vts,
            &[],
            NodeData::FrameIndex(0),
        ),
        0,
    );
    let scale = dag.target_constant(1, Evt::Simple(Mvt::I8));
    let noreg = dag.register(Reg::NONE, Evt::Simple(Mvt::I64));
    let disp = dag.target_constant(0, i32t());
    let seg = dag.register(Reg::NONE, Evt::Simple(Mvt::I16));
    let ops = [fi, scale, noreg, disp, seg, value, chain];
    SDValue::new(
        machine(dag, op::MOV32mr, &[Evt::OTHER], &ops, NodeData::None),
        0,
    )
}

#[test]
fn compare_is_repeated_when_its_flags_are_clobbered_in_between() {
    // The flags of one compare feed a SETCC and, after a flag-clobbering add and a store
    // that must come first, the conditional jump: the compare is emitted twice.
    let mut f = Fixture::new(BRANCH_IR);
    f.fli
        .frame_objects
        .push(kiln_codegen::isel::function_info::FrameObject { size: 4, align: 4 });
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let arg = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    // `a` has one use, but the compare reading it is emitted twice: no kill flag.
    let three = dag.target_constant(3, i32t());
    let a = machine(&mut dag, op::ADD32ri8, &[i32t(), i32t()], &[arg, three], NodeData::None);
    let five = dag.target_constant(5, i32t());
    let cmp = SDValue::new(
        machine(
            &mut dag,
            op::CMP32ri8,
            &[i32t()],
            &[SDValue::new(a, 0), five],
            NodeData::None,
        ),
        0,
    );
    let c1 = dag.copy_to_reg(entry, Reg::phys(reg::EFLAGS), cmp, None);
    let cond = dag.target_constant(4, Evt::Simple(Mvt::I8));
    let set = machine(
        &mut dag,
        op::SETCCr,
        &[Evt::Simple(Mvt::I8)],
        &[cond, SDValue::new(c1.node, 1)],
        NodeData::None,
    );
    let wide = machine(
        &mut dag,
        op::MOVZX32rr8,
        &[i32t()],
        &[SDValue::new(set, 0)],
        NodeData::None,
    );
    let one = dag.target_constant(1, i32t());
    let add = machine(
        &mut dag,
        op::ADD32ri8,
        &[i32t(), i32t()],
        &[SDValue::new(wide, 0), one],
        NodeData::None,
    );
    let st = store_to_slot(&mut dag, entry, SDValue::new(add, 0));
    let c2 = dag.copy_to_reg(st, Reg::phys(reg::EFLAGS), cmp, None);
    end_with_branch(&mut dag, c2, 1, 2);
    f.add(dag);
    let mut tail = SelectionDAG::new();
    let c = tail.target_constant(1, i32t());
    let mov = machine(&mut tail, op::MOV32ri, &[i32t()], &[c], NodeData::None);
    let entry = tail.entry();
    tail.root = ret_value(&mut tail, entry, SDValue::new(mov, 0));
    f.add(tail);
    let mut last = SelectionDAG::new();
    let entry = last.entry();
    let zero = last.target_constant(0, i32t());
    last.root = SDValue::new(
        machine(
            &mut last,
            op::RET,
            &[Evt::OTHER],
            &[zero, entry],
            NodeData::None,
        ),
        0,
    );
    f.add(last);
    for policy in [SchedulePolicy::Source, SchedulePolicy::SourceRegReduction, SchedulePolicy::RegPressure] {
        let text = f.run(policy).unwrap();
        let expected = "bb.0.entry:\nsuccessors: %bb.1, %bb.2\n%0:gr32 = COPY $edi\n\
                        %1:gr32 = ADD32ri8 %0, 3, implicit-def dead $eflags\nCMP32ri8 %1, 5, implicit-def $eflags\n\
                        %2:gr8 = SETCCr 4, implicit $eflags\n%3:gr32 = MOVZX32rr8 killed %2\n%4:gr32 = ADD32ri8 %3, 1, implicit-def dead $eflags\n\
                        CMP32ri8 %1, 5, implicit-def $eflags\nMOV32mr %stack.0, 1, $noreg, 0, $noreg, killed %4\nJCC_1 %bb.1, 4, implicit $eflags\nJMP_1 %bb.2\n";
        assert!(text.starts_with(expected), "{policy:?}:\n{text}");
    }
}

#[test]
fn subregister_pseudos_and_class_constraints() {
    // i64 index = zext of a loaded i32 (SUBREG_TO_REG), used as the index of an address
    // (GR64_NOSP: the register's class is narrowed); an i16 inserted into an undefined i32.
    let ir = "define i32 @f(i32 %a) {\n  ret i32 %a\n}\n";
    let mut f = Fixture::new(ir);
    let mut dag = SelectionDAG::new();
    let entry = dag.entry();
    let a = dag.copy_from_reg(entry, Reg::phys(reg::EDI), i32t());
    let i64t: Evt = Mvt::I64.into();
    let zero = dag.target_constant(0, i64t);
    let sub32 = dag.target_constant(u128::from(sub_reg_idx::sub_32bit.0), i32t());
    let wide = machine(
        &mut dag,
        op::SUBREG_TO_REG,
        &[i64t],
        &[zero, a, sub32],
        NodeData::None,
    );
    let rip = dag.register(Reg::phys(reg::RIP), i64t);
    let scale = dag.target_constant(4, Evt::Simple(Mvt::I8));
    let disp = dag.target_constant(0, i32t());
    let seg = dag.register(Reg::NONE, Evt::Simple(Mvt::I16));
    let load = machine(
        &mut dag,
        op::MOV32rm,
        &[i32t(), Evt::OTHER],
        &[rip, scale, SDValue::new(wide, 0), disp, seg, entry],
        NodeData::None,
    );
    let i16t: Evt = Mvt::I16.into();
    let sub16 = dag.target_constant(u128::from(sub_reg_idx::sub_16bit.0), i32t());
    let low = machine(
        &mut dag,
        op::EXTRACT_SUBREG,
        &[i16t],
        &[SDValue::new(load, 0), sub16],
        NodeData::None,
    );
    let undef = machine(&mut dag, op::IMPLICIT_DEF, &[i32t()], &[], NodeData::None);
    let ins = machine(
        &mut dag,
        op::INSERT_SUBREG,
        &[i32t()],
        &[SDValue::new(undef, 0), SDValue::new(low, 0), sub16],
        NodeData::None,
    );
    dag.root = ret_value(&mut dag, SDValue::new(load, 1), SDValue::new(ins, 0));
    f.add(dag);
    assert_eq!(
        f.run(SchedulePolicy::Source).unwrap(),
        "bb.0 (%ir-block.0):\n%0:gr32 = COPY $edi\n%1:gr64_nosp = SUBREG_TO_REG 0, %0, %subreg.sub_32bit\n\
         %2:gr32 = MOV32rm $rip, 4, killed %1, 0, $noreg\n%3:gr16 = COPY %2.sub_16bit\n%5:gr32 = IMPLICIT_DEF\n\
         %4:gr32 = INSERT_SUBREG %5, killed %3, %subreg.sub_16bit\n$eax = COPY %4\nRET 0, $eax"
    );
}

#[test]
fn compare_with_folded_load_is_unfolded_when_its_flags_would_be_clobbered() {
    // `select (volatile *p == 0), zext(*q > 4), o`: the compare of *q is chained after the
    // volatile load folded into the first compare, and its setcc feeds the cmov that reads the
    // first compare's flags. The first compare's load is split out so that the register
    // compare can follow the second compare.
    let ir = "define i32 @f(i64* %p, i32* %q, i32 %o) {\n  ret i32 %o\n}\n";
    for policy in [SchedulePolicy::Source, SchedulePolicy::SourceRegReduction, SchedulePolicy::RegPressure] {
        let mut f = Fixture::new(ir);
        let mut dag = SelectionDAG::new();
        let entry = dag.entry();
        let i64t = Evt::Simple(Mvt::I64);
        let i8t = Evt::Simple(Mvt::I8);
        let p = dag.copy_from_reg(entry, Reg::phys(reg::RDI), i64t);
        let q = dag.copy_from_reg(entry, Reg::phys(reg::RSI), i64t);
        let o = dag.copy_from_reg(entry, Reg::phys(reg::EDX), i32t());
        let scale = dag.target_constant(1, i8t);
        let noreg = dag.register(Reg::NONE, i64t);
        let disp = dag.target_constant(0, i32t());
        let seg = dag.register(Reg::NONE, Evt::Simple(Mvt::I16));
        let load = |vt, volatile| NodeData::Load {
            ext: kiln_codegen::isel::dag::ExtType::NonExt,
            mem: MemInfo { mem_vt: vt, align: 8, volatile, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic },
        };
        dag.current_order = 1;
        let zero = dag.target_constant(0, i64t);
        let c1 = machine(
            &mut dag,
            op::CMP64mi8,
            &[i32t(), Evt::OTHER],
            &[p, scale, noreg, disp, seg, zero, entry],
            load(i64t, true),
        );
        dag.current_order = 2;
        let four = dag.target_constant(4, i32t());
        let c2 = machine(
            &mut dag,
            op::CMP32mi8,
            &[i32t(), Evt::OTHER],
            &[q, scale, noreg, disp, seg, four, SDValue::new(c1, 1)],
            load(i32t(), false),
        );
        let f2 = dag.copy_to_reg(entry, Reg::phys(reg::EFLAGS), SDValue::new(c2, 0), None);
        let g = dag.target_constant(15, i8t);
        let set = machine(&mut dag, op::SETCCr, &[i8t], &[g, SDValue::new(f2.node, 1)], NodeData::None);
        let z = machine(&mut dag, op::MOVZX32rr8, &[i32t()], &[SDValue::new(set, 0)], NodeData::None);
        dag.current_order = 3;
        let f1 = dag.copy_to_reg(entry, Reg::phys(reg::EFLAGS), SDValue::new(c1, 0), None);
        let e = dag.target_constant(4, i8t);
        let cmov = machine(
            &mut dag,
            op::CMOV32rr,
            &[i32t()],
            &[SDValue::new(z, 0), o, e, SDValue::new(f1.node, 1)],
            NodeData::None,
        );
        dag.current_order = 4;
        dag.root = ret_value(&mut dag, SDValue::new(c2, 1), SDValue::new(cmov, 0));
        f.add(dag);
        let text = f.run(policy).unwrap();
        // The registers are numbered in emission order; SourceRegReduction copies each argument
        // right above its first reader (the copies have no IR position).
        let (load, second, set, zx) = match policy {
            SchedulePolicy::Source => ("%3:gr64 = MOV64rm %0", "%1, 1", "%4", "%5"),
            SchedulePolicy::SourceRegReduction => ("%1:gr64 = MOV64rm %0", "%2, 1", "%3", "%4"),
            SchedulePolicy::RegPressure => ("%1:gr64 = MOV64rm %0", "%2, 1", "%4", "%5"),
        };
        let loaded = &load[..2];
        let expected = format!(
            "{load}, 1, $noreg, 0, $noreg :: (volatile load (s64))\n\
             CMP32mi8 {second}, $noreg, 0, $noreg, 4, implicit-def $eflags :: (load (s32), align 8)\n\
             {set}:gr8 = SETCCr 15, implicit $eflags\n\
             CMP64ri8 killed {loaded}, 0, implicit-def $eflags\n\
             {zx}:gr32 = MOVZX32rr8 killed {set}\n\
             %6:gr32 = CMOV32rr {zx}, "
        );
        let body: Vec<&str> = text.lines().filter(|l| !l.contains("= COPY $")).collect();
        assert!(body.join("\n").contains(&expected), "{policy:?}\n{text}");
        // The original compare with the folded load is gone: the load is done once.
        assert_eq!(text.matches("MOV64rm").count() + text.matches("CMP64mi8").count(), 1, "{text}");
    }
}
