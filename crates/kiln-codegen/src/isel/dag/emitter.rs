//! Emission: turns each scheduled block of machine nodes into MachineInstrs at the end of its
//! machine block (registers for results, machine operands for leaves, register-class
//! constraints, ties, dead implicit defs, memory operands, sub-register pseudos). The
//! function-level rest (machine blocks, the PHIs, successor lists, live-in copies and stack
//! objects at the end) is the selector-independent [`FunctionLowering`].
//! Virtual registers of the DAG are [`FunctionLoweringInfo`]'s; each maps to a machine virtual
//! register when first seen, so registers the emitter creates never collide with ones the
//! lowering info creates for later blocks.
//!
//! Per-block state (the register of each value, the nodes scheduled twice) is dense tables
//! indexed by node id, reset per block; the `%ir.` and `@` names of memory and global operands
//! are interned once per function.

use crate::isel::function_info::FunctionLoweringInfo;
use crate::isel::function_lowering::FunctionLowering;
use super::debug_values::DebugOperand;
use super::graph::SelectionDAG;
use super::node::{NodeData, NodeFlags, NodeId, Reg, SDValue};
use super::opcodes::Isd;
use super::schedule::{glued_pred, is_uncopyable, minimal_class};
use crate::target::value_types::Evt;
use crate::mir::{
    BlockId, FrameIdx, InsertPoint, InstId, Llt, MIFlags, MachineInstr, MachineOperand,
    MemAccess, MemFlags, MemOperand, MemValue, RegFlags, RegMask,
};
use crate::target::target_opcode;
use crate::debug_info::MdNames;
use kiln_ir::Value;
use kiln_mc::desc::{
    InstrDesc, InstrInfo, PhysReg, RegClassId, SubRegIdx,
};

/// Emits the machine code of one function, block by block.
///
/// Machine node convention (what selection produces): opcode `Opcode::machine(n)`; results are
/// the explicit defs, then one result per implicit def the pattern uses (`EFLAGS`), then `ch`
/// if chained, then `glue`; operands are the explicit uses in order (complex operands already
/// expanded), then the chain, then glue.
///
/// Explicit defs get a new virtual register of the class the descriptor asks for (or directly
/// the virtual register a CopyToReg user copies the value to, when that has the same class);
/// implicit physical defs that are read get a COPY out, unless every reader copies them back
/// into the same register and it cannot be copied (EFLAGS). CopyFromReg of a virtual register
/// is that register; CopyToReg becomes a COPY unless the value already lives there.
/// IMPLICIT_DEF is emitted at each use. Leaves become immediates and global, symbol, frame
/// index, block and register-mask operands; physical register operands past a non-variadic
/// descriptor's operands become implicit uses. Uses are constrained to the descriptor's class
/// (narrowing the virtual register to a common sub-class of at least four registers, copying
/// otherwise); ties come from the descriptor; implicit defs nobody reads are dead (a call with
/// a register mask gets implicit defs of the registers read after it); loads and stores get
/// memory operands. EXTRACT_SUBREG and COPY_TO_REGCLASS become COPYs (with a sub-register
/// index); INSERT_SUBREG, SUBREG_TO_REG and REG_SEQUENCE stay generic instructions.
pub struct FunctionEmitter<'a> {
    lowering: FunctionLowering<'a>,
    /// The registers of the values of the block being emitted (kept for their allocations).
    block_values: ValueRegs,
    /// Per node id, how often the block's schedule emits it.
    emit_count: Vec<u8>,
}

impl<'a> FunctionEmitter<'a> {
    /// Emits the blocks of the function `lowering` prepared.
    pub fn new(lowering: FunctionLowering<'a>) -> FunctionEmitter<'a> {
        FunctionEmitter { lowering, block_values: ValueRegs::default(), emit_count: Vec::new() }
    }

    /// Source locations and the variables of stack objects
    /// ([`FunctionLowering::attach_debug_info`]).
    pub fn attach_debug_info(&mut self, names: &'a MdNames, flinfo: &FunctionLoweringInfo) {
        self.lowering.attach_debug_info(names, flinfo);
    }

    /// Emits the nodes of `order` (from [`super::schedule::schedule`]) at the end of the
    /// machine block of IR block `block`.
    pub fn emit_block(
        &mut self,
        dag: &SelectionDAG,
        order: &[NodeId],
        block: kiln_ir::BlockId,
    ) -> Result<(), String> {
        let mb = self.lowering.machine_block(block)?;
        let mut vregs = std::mem::take(&mut self.block_values);
        vregs.reset(dag.node_capacity());
        let mut emit_count = std::mem::take(&mut self.emit_count);
        emit_count.clear();
        emit_count.resize(dag.node_capacity(), 0);
        for &n in order {
            emit_count[n.index()] = emit_count[n.index()].saturating_add(1);
        }
        let mut e = Emitter {
            dag,
            f: &mut self.lowering,
            block: mb,
            vregs,
            repeated: false,
        };
        let mut placed = vec![false; dag.debug_values.len()];
        // The first instruction of each node that emitted any, with the node's IR position.
        let mut firsts: Vec<(u32, InstId)> = Vec::new();
        let result = order.iter().try_for_each(|&n| {
            e.repeated = emit_count[n.index()] > 1;
            let last = e.f.mf.last_inst(mb);
            e.emit_node(n)?;
            if let Some(first) = last.map_or_else(|| e.f.mf.first_inst(mb), |l| e.f.mf.next_inst(l)) {
                firsts.push((dag.node(n).ir_order, first));
            }
            e.emit_debug_values_of(n, &mut placed);
            Ok(())
        });
        if result.is_ok() {
            e.emit_other_debug_values(&placed, &firsts);
        }
        self.block_values = e.vregs;
        self.emit_count = emit_count;
        result
    }

    /// Completes the function after every block is emitted ([`FunctionLowering::finish`]).
    pub fn finish(self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        self.lowering.finish(flinfo)
    }
}

/// The register of each emitted value of a block: per node id the start of its results'
/// registers in `regs` (`u32::MAX`: none yet).
#[derive(Default)]
struct ValueRegs {
    first: Vec<u32>,
    regs: Vec<Reg>,
}

impl ValueRegs {
    /// Empties the table for a DAG whose node ids are below `nodes`.
    fn reset(&mut self, nodes: usize) {
        self.first.clear();
        self.first.resize(nodes, u32::MAX);
        self.regs.clear();
    }

    fn get(&self, v: SDValue) -> Option<Reg> {
        let first = *self.first.get(v.node.index())?;
        let r = *self.regs.get(first.checked_add(v.result)? as usize)?;
        (first != u32::MAX && !r.is_none()).then_some(r)
    }

    /// Records `reg` for `v`, a value of a node with `results` results.
    fn insert(&mut self, v: SDValue, results: usize, reg: Reg) {
        if self.first.len() <= v.node.index() {
            self.first.resize(v.node.index() + 1, u32::MAX);
        }
        if self.first[v.node.index()] == u32::MAX {
            self.first[v.node.index()] = self.regs.len() as u32;
            self.regs.resize(self.regs.len() + results, Reg::NONE);
        }
        self.regs[(self.first[v.node.index()] + v.result) as usize] = reg;
    }
}

/// Emission state of one block.
struct Emitter<'e, 'a, 'd> {
    dag: &'d SelectionDAG,
    f: &'e mut FunctionLowering<'a>,
    block: BlockId,
    /// The register holding each emitted value.
    vregs: ValueRegs,
    /// Whether the node being emitted is one the schedule emits twice (a repeated compare):
    /// its operands get no kill flags.
    repeated: bool,
}

fn is_data(vt: Evt) -> bool {
    vt != Evt::OTHER && vt != Evt::GLUE
}

impl Emitter<'_, '_, '_> {
    fn instrs(&self) -> &'static InstrInfo {
        self.f.instrs
    }

    /// `DBG_VALUE`s of the values node `n` computed, right after its instructions.
    fn emit_debug_values_of(&mut self, n: NodeId, placed: &mut [bool]) {
        for (k, dv) in self.dag.debug_values.iter().enumerate() {
            let DebugOperand::Node(v) = dv.operand else { continue };
            if v.node != n || placed[k] {
                continue;
            }
            let Some(reg) = self.vregs.get(v) else { continue };
            placed[k] = true;
            if let Some(mi) = self.f.debug_value(dv.variable, dv.expression, dv.loc, dv.indirect, MachineOperand::reg_use(reg)) {
                self.f.mf.insert_new(InsertPoint::End(self.block), mi);
            }
        }
    }

    /// The other `DBG_VALUE`s of the block (constants, registers of other blocks, values whose
    /// node has no register), each in IR order: before the first instruction of a node that
    /// comes after it in the IR (`firsts`, in block order), else before the block's terminators.
    fn emit_other_debug_values(&mut self, placed: &[bool], firsts: &[(u32, InstId)]) {
        let end = match self.f.mf.first_terminator(self.block, self.f.instrs) {
            Some(t) => InsertPoint::Before(t),
            None => InsertPoint::End(self.block),
        };
        for (k, dv) in self.dag.debug_values.iter().enumerate() {
            if placed[k] {
                continue;
            }
            let at = firsts.iter().find(|&&(order, _)| order > dv.order).map_or(end, |&(_, i)| InsertPoint::Before(i));
            let location = match dv.operand {
                DebugOperand::Imm(n) => MachineOperand::Imm(n),
                DebugOperand::Node(v) => match self.dag.node(v.node).data {
                    NodeData::Constant(c) => MachineOperand::Imm(c as i64),
                    _ => MachineOperand::reg_use(Reg::NONE),
                },
                DebugOperand::Vreg(r, _) => MachineOperand::reg_use(self.f.mapped_reg(r).unwrap_or(Reg::NONE)),
                DebugOperand::Undef => MachineOperand::reg_use(Reg::NONE),
                DebugOperand::Frame(fi) => {
                    self.f.describe_stack_object(fi, dv.variable, dv.expression, dv.loc);
                    continue;
                }
            };
            if let Some(mi) = self.f.debug_value(dv.variable, dv.expression, dv.loc, dv.indirect, location) {
                self.f.mf.insert_new(at, mi);
            }
        }
    }

    /// Records the register holding value `v`.
    fn set_value_reg(&mut self, v: SDValue, reg: Reg) {
        let results = self.dag.node_vts(v.node).len();
        self.vregs.insert(v, results, reg);
    }

    fn new_vreg(&mut self, class: RegClassId) -> Reg {
        self.f.mf.regs.create_vreg(class)
    }

    fn class_for(&self, vt: Evt) -> Result<RegClassId, String> {
        self.f.class_for(vt)
    }

    /// The machine register named by Register node `v`.
    fn dag_reg(&mut self, v: SDValue) -> Result<Reg, String> {
        match self.dag.node(v.node).data {
            NodeData::Register(r) => self.f.map_reg(r, self.dag.value_type(v)),
            _ => Err(format!("node t{} is not a register", v.node.0)),
        }
    }

    fn insert(&mut self, mut inst: MachineInstr) -> crate::mir::InstId {
        inst.debug_loc = self.f.current_loc;
        self.f.mf.insert_new(InsertPoint::End(self.block), inst)
    }

    fn copy(&mut self, dst: Reg, src: Reg, sub_reg: SubRegIdx) {
        let mut mi = self.f.mf.new_inst(target_opcode::COPY);
        mi.operands.push(MachineOperand::reg_def(dst));
        mi.operands.push(MachineOperand::Reg {
            reg: src,
            flags: RegFlags::NONE,
            sub_reg,
            tied_to: None,
        });
        self.insert(mi);
    }

    fn implicit_def(&mut self, dst: Reg) {
        let mut mi = self.f.mf.new_inst(target_opcode::IMPLICIT_DEF);
        mi.operands.push(MachineOperand::reg_def(dst));
        self.insert(mi);
    }

    fn machine_opcode(&self, v: SDValue) -> Option<u32> {
        self.dag.opcode(v.node).machine_number()
    }

    /// Whether `v` is an undefined value (IMPLICIT_DEF or UNDEF), materialised at each use.
    fn is_undef(&self, v: SDValue) -> bool {
        self.dag.opcode(v.node).is(Isd::Undef)
            || self.machine_opcode(v) == Some(target_opcode::IMPLICIT_DEF)
    }

    /// The virtual register of a CopyToReg that copies `v` into a virtual register of `class`.
    fn copy_to_vreg_user(
        &mut self,
        v: SDValue,
        class: Option<RegClassId>,
    ) -> Result<Option<Reg>, String> {
        let dag = self.dag;
        let dests = dag
            .users(v.node)
            .filter(|&(user, used)| {
                used == v && dag.opcode(user).is(Isd::CopyToReg) && dag.operand(user, 2) == v
            })
            .map(|(user, _)| dag.operand(user, 1));
        for d in dests {
            let r = self.dag_reg(d)?;
            if r.is_virtual() && class.is_none_or(|c| self.f.mf.regs.reg_class(r) == Some(c)) {
                return Ok(Some(r));
            }
        }
        Ok(None)
    }

    /// The source location of node `n`'s instructions. At -O0 a constant or frame address that
    /// several source places asked for ([`Node::loc_source`](super::node::Node::loc_source))
    /// and that one instruction reads from a register takes the location of the last request
    /// at or before that reader, as llc -O0 materialises such a value for each instruction
    /// that asks for it.
    fn node_loc(&self, n: NodeId) -> Option<kiln_ir::MdId> {
        let dag = self.dag;
        let node = dag.node(n);
        let Some(leaf) = node.loc_source else { return node.debug_loc };
        if dag.optimizing || !dag.operands(n).all(|v| dag.num_operands(v.node) == 0) {
            return node.debug_loc;
        }
        let mut users = dag.users(n).map(|(user, _)| user);
        let reader = match users.next() {
            Some(reader) if users.all(|user| user == reader) => dag.node(reader).ir_order,
            _ => return node.debug_loc,
        };
        let asked = dag.shared_leaf_requests.iter().filter(|&&(of, order, _)| of == leaf && order <= reader);
        asked.max_by_key(|&&(_, order, _)| order).map_or(node.debug_loc, |&(_, _, loc)| loc)
    }

    fn emit_node(&mut self, n: NodeId) -> Result<(), String> {
        self.f.current_loc = self.f.loc_text(self.node_loc(n));
        let opcode = self.dag.opcode(n);
        if let Some(op) = opcode.machine_number() {
            return self.emit_machine(n, op);
        }
        match opcode.isd() {
            Some(Isd::TokenFactor | Isd::EntryToken) => Ok(()),
            Some(Isd::CopyToReg) => self.emit_copy_to_reg(n),
            Some(Isd::InlineAsm) => self.emit_inline_asm(n),
            Some(Isd::EhLabel) => {
                let k = self.dag.constant_value(self.dag.operand(n, 1)).ok_or("malformed EH_LABEL node")?;
                let mi = self.f.eh_label(k as u32)?;
                self.insert(mi);
                Ok(())
            }
            Some(Isd::CopyFromReg) => {
                let src = self.dag_reg(self.dag.operand(n, 1))?;
                match src.as_phys() {
                    Some(p) => self.copy_from_phys(SDValue::new(n, 0), p),
                    None => {
                        self.set_value_reg(SDValue::new(n, 0), src);
                        Ok(())
                    }
                }
            }
            Some(isd) => Err(format!(
                "cannot emit the unselected node '{}'",
                isd.dump_name()
            )),
            None => Err(format!(
                "cannot emit the unselected target node {}",
                opcode.target_number().unwrap_or(opcode.0)
            )),
        }
    }

    /// INLINEASM from an InlineAsm node: the text (a symbol operand), the extra-info
    /// immediate, then each operand group's flag word and operands
    /// ([`crate::inline_asm`]): register definitions (physical ones implicit, as LLVM writes
    /// them), uses (a tied use tied to its definition), clobbers as implicit early-clobber
    /// definitions, immediates and the target's memory operands.
    fn emit_inline_asm(&mut self, n: NodeId) -> Result<(), String> {
        use crate::inline_asm::{Flag, GroupKind};
        let opcode = target_opcode::INLINEASM;
        let desc = self.instrs().get(opcode).ok_or("the target has no INLINEASM instruction")?;
        let ops: Vec<SDValue> =
            self.dag.operands(n).filter(|&v| self.dag.value_type(v) != Evt::OTHER && self.dag.value_type(v) != Evt::GLUE).collect();
        let [text, extra, rest @ ..] = &ops[..] else { return Err("malformed INLINEASM node".into()) };
        let NodeData::Symbol { index: s, .. } = self.dag.node(text.node).data else { return Err("INLINEASM without its text".into()) };
        let name = self.f.mf.intern(self.dag.symbol_name(s));
        let mut mi = self.f.mf.new_inst(opcode);
        mi.operands.push(MachineOperand::ExternalSymbol { name, offset: 0, target_flags: crate::mir::TargetFlags::NONE });
        mi.operands.push(MachineOperand::Imm(self.dag.constant_value(*extra).unwrap_or(0) as i64));
        // The operand index of each group's first operand, for tied uses.
        let mut group_starts: Vec<usize> = Vec::new();
        let mut k = 0;
        while k < rest.len() {
            let flag = Flag(self.dag.constant_value(rest[k]).ok_or("INLINEASM without a flag word")? as u32);
            let count = flag.num_operands();
            let group = rest.get(k + 1..k + 1 + count).ok_or("INLINEASM flag word with missing operands")?;
            mi.operands.push(MachineOperand::Imm(i64::from(flag.0)));
            group_starts.push(mi.operands.len());
            let kind = flag.kind().ok_or("malformed INLINEASM flag word")?;
            for &v in group {
                let is_reg = self.dag.opcode(v.node).is(Isd::Register);
                let op = match kind {
                    GroupKind::RegDef | GroupKind::RegDefEarlyClobber | GroupKind::Clobber if is_reg => {
                        let mut reg = self.dag_reg(v)?;
                        if let (Some(class), true) = (flag.class(), reg.is_virtual()) {
                            reg = self.constrain(reg, RegClassId(class));
                        }
                        let mut flags = RegFlags::DEF;
                        if reg.is_physical() {
                            flags.insert(RegFlags::IMPLICIT);
                        }
                        if kind != GroupKind::RegDef {
                            flags.insert(RegFlags::EARLY_CLOBBER);
                        }
                        MachineOperand::reg(reg, flags)
                    }
                    GroupKind::RegUse if is_reg => {
                        let mut reg = self.dag_reg(v)?;
                        if let (Some(class), true) = (flag.class(), reg.is_virtual()) {
                            reg = self.constrain(reg, RegClassId(class));
                        }
                        match flag.tied().map(|g| group_starts.get(g).copied()) {
                            Some(Some(def)) => MachineOperand::Reg { reg, flags: RegFlags::NONE, sub_reg: SubRegIdx(0), tied_to: Some(def as u8) },
                            Some(None) => return Err("INLINEASM use tied to a missing group".into()),
                            None => MachineOperand::reg_use(reg),
                        }
                    }
                    GroupKind::Imm | GroupKind::Mem => {
                        let mut explicit = crate::mir::Operands::new();
                        let mut implicit = Vec::new();
                        self.add_operand(&mut explicit, &mut implicit, v, desc, usize::MAX)?;
                        explicit.pop().or(implicit.pop()).ok_or("INLINEASM operand without a machine operand")?
                    }
                    _ => return Err("malformed INLINEASM operand".into()),
                };
                let at = mi.operands.len();
                if let MachineOperand::Reg { tied_to: Some(def), .. } = op {
                    if let Some(MachineOperand::Reg { tied_to, .. }) = mi.operands.get_mut(usize::from(def)) {
                        *tied_to = Some(at as u8);
                    }
                }
                mi.operands.push(op);
            }
            k += 1 + count;
        }
        self.insert(mi);
        Ok(())
    }

    fn emit_copy_to_reg(&mut self, n: NodeId) -> Result<(), String> {
        let dst = self.dag_reg(self.dag.operand(n, 1))?;
        let value = self.dag.operand(n, 2);
        if self.is_undef(value) {
            self.implicit_def(dst);
            return Ok(());
        }
        let src = self.value_reg(value)?;
        if src != dst {
            self.copy(dst, src, SubRegIdx(0));
        }
        Ok(())
    }

    /// The register holding `v` (a fresh IMPLICIT_DEF for undefined values).
    fn value_reg(&mut self, v: SDValue) -> Result<Reg, String> {
        if self.dag.opcode(v.node).is(Isd::Register) {
            return self.dag_reg(v);
        }
        if self.is_undef(v) {
            let vt = self.dag.value_type(v);
            let r = self.new_vreg(self.class_for(vt)?);
            self.implicit_def(r);
            return Ok(r);
        }
        self.vregs.get(v).ok_or_else(|| {
            let what = self
                .dag
                .opcode(v.node)
                .isd()
                .map_or("a machine node".to_string(), |i| {
                    format!("'{}'", i.dump_name())
                });
            format!(
                "value t{}:{} ({what}) is used before it is emitted",
                v.node.0, v.result
            )
        })
    }

    /// The register for a physical register result `v` of its node: EmitCopyFromReg.
    fn copy_from_phys(&mut self, v: SDValue, src: PhysReg) -> Result<(), String> {
        let regs = self.f.regs;
        let dest = self.copy_to_vreg_user(v, None)?;
        let all_copy_back = dest.is_none()
            && self.dag.users(v.node).filter(|&(_, used)| used == v).all(|(user, _)| {
                self.dag.opcode(user).is(Isd::CopyToReg)
                    && self.dag.operand(user, 2) == v
                    && matches!(self.dag.node(self.dag.operand(user, 1).node).data, NodeData::Register(r) if r.as_phys() == Some(src))
            });
        let minimal = minimal_class(regs, src);
        if dest.is_none() && all_copy_back && is_uncopyable(regs, src) {
            self.set_value_reg(v, Reg::phys(src));
            return Ok(());
        }
        let vt = self.dag.value_type(v);
        let dst = match dest {
            Some(d) => d,
            None => {
                let class = match self.class_for(vt) {
                    Ok(c) => c,
                    Err(e) => minimal.ok_or(e)?,
                };
                self.new_vreg(class)
            }
        };
        self.copy(dst, Reg::phys(src), SubRegIdx(0));
        self.set_value_reg(v, dst);
        Ok(())
    }

    /// `reg` usable where class `rc` is required: the register itself (its class narrowed to a
    /// common sub-class of at least four registers if needed) or a copy in a new register.
    fn constrain(&mut self, reg: Reg, rc: RegClassId) -> Reg {
        let regs = self.f.regs;
        let Some(cur) = self.f.mf.regs.reg_class(reg) else {
            return reg;
        };
        let want = regs.class(rc);
        let have = regs.class(cur);
        if have.members.iter().all(|&r| want.contains(r)) {
            return reg;
        }
        let common = (0..regs.classes.len())
            .map(|c| RegClassId(c as u16))
            .filter(|&c| {
                let cls = regs.class(c);
                cls.allocatable
                    && cls
                        .members
                        .iter()
                        .all(|&r| want.contains(r) && have.contains(r))
            })
            .max_by_key(|&c| regs.class(c).members.len());
        if let Some(c) = common.filter(|&c| regs.class(c).members.len() >= 4) {
            self.f.mf.regs.set_reg_class(reg, c);
            return reg;
        }
        let new = self.new_vreg(rc);
        self.copy(new, reg, SubRegIdx(0));
        new
    }

    /// Adds node operand `v` as operand `index` of an instruction described by `desc`:
    /// explicit operands go to `ops`, extra physical register uses to `implicit`.
    fn add_operand(
        &mut self,
        ops: &mut crate::mir::Operands,
        implicit: &mut Vec<MachineOperand>,
        v: SDValue,
        desc: &InstrDesc,
        index: usize,
    ) -> Result<(), String> {
        let node = self.dag.node(v.node);
        let vt = self.dag.value_type(v);
        let class = desc.operands.get(index).and_then(|o| o.reg_class);
        let op = match (node.opcode.isd(), node.data) {
            (Some(Isd::Register), NodeData::Register(_)) => {
                let r = self.dag_reg(v)?;
                if r.is_physical() && index >= desc.num_operands() && !desc.is_variadic() {
                    implicit.push(MachineOperand::reg(r, RegFlags::IMPLICIT));
                    return Ok(());
                }
                let r = match class {
                    Some(rc) if r.is_virtual() => self.constrain(r, rc),
                    _ => r,
                };
                MachineOperand::reg_use(r)
            }
            (Some(Isd::Constant | Isd::TargetConstant), NodeData::Constant(c)) => {
                let bits = vt.size_bits() as u32;
                let value = if (1..64).contains(&bits) {
                    ((c as i64) << (64 - bits)) >> (64 - bits)
                } else {
                    c as i64
                };
                MachineOperand::Imm(value)
            }
            (
                Some(Isd::GlobalAddress | Isd::TargetGlobalAddress),
                NodeData::Global {
                    global,
                    offset,
                    target_flags,
                },
            ) => {
                let name = self.f.global_name_id(global);
                let flags = self.target_flags(target_flags)?;
                let target_flags = self.f.mf.intern_target_flags(flags);
                MachineOperand::Global {
                    name,
                    offset,
                    target_flags,
                }
            }
            (Some(Isd::ExternalSymbol | Isd::TargetExternalSymbol), NodeData::Symbol { index, target_flags }) => {
                let name = self.f.mf.intern(self.dag.symbol_name(index));
                let flags = self.target_flags(target_flags)?;
                let target_flags = self.f.mf.intern_target_flags(flags);
                MachineOperand::ExternalSymbol { name, offset: 0, target_flags }
            }
            (
                Some(Isd::BlockAddress | Isd::TargetBlockAddress),
                NodeData::BlockAddress { func, block, offset, target_flags },
            ) => {
                let text = self.f.block_address_text(func, block)?;
                let flags = self.target_flags(target_flags)?;
                let text = self.f.mf.intern(&text);
                let target_flags = self.f.mf.intern_target_flags(flags);
                MachineOperand::BlockAddress { text, offset, target_flags }
            }
            (Some(Isd::JumpTable | Isd::TargetJumpTable), NodeData::JumpTable(index)) => {
                MachineOperand::JumpTable { index, target_flags: crate::mir::TargetFlags::NONE }
            }
            (Some(Isd::ConstantPool | Isd::TargetConstantPool), NodeData::ConstantPool(index)) => {
                MachineOperand::ConstantPool { index, offset: 0, target_flags: crate::mir::TargetFlags::NONE }
            }
            (Some(Isd::FrameIndex | Isd::TargetFrameIndex), NodeData::FrameIndex(fi)) => {
                MachineOperand::FrameIndex(FrameIdx(fi))
            }
            (Some(Isd::BasicBlock), NodeData::BasicBlock(b)) => {
                MachineOperand::Block(self.f.machine_block(b)?)
            }
            (Some(Isd::RegisterMask), NodeData::RegisterMask(set)) => {
                MachineOperand::RegMask(RegMask::CalleeSaved(set))
            }
            (Some(isd @ (Isd::ConstantFp | Isd::CondCode | Isd::ValueType)), _) => {
                return Err(format!(
                    "unsupported: a '{}' operand of a machine instruction",
                    isd.dump_name()
                ));
            }
            _ => {
                let r = self.value_reg(v)?;
                let r = match class {
                    Some(rc) if r.is_virtual() => self.constrain(r, rc),
                    _ => r,
                };
                // A value with one use dies there, unless the use is tied (the def takes the
                // register over), the value came from a CopyFromReg (its register lives on) or
                // the instruction is emitted twice.
                let kill = r.is_virtual()
                    && self.dag.value_use_count(v) == 1
                    && !self.dag.opcode(v.node).is(Isd::CopyFromReg)
                    && desc.tied_to(index).is_none()
                    && !self.repeated;
                let flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
                MachineOperand::reg(r, flags)
            }
        };
        ops.push(op);
        Ok(())
    }

    fn target_flags(&self, flags: u8) -> Result<&'static str, String> {
        match flags {
            0 => Ok(""),
            _ => self
                .f
                .tli
                .target_flag_name(flags)
                .ok_or_else(|| format!("unknown operand target flags {flags}")),
        }
    }

    /// How many operands of `n` come before its chain and glue (a chained node has a `ch`
    /// result and its chain as the last operand before the glue).
    fn num_value_operands(&self, n: NodeId) -> usize {
        let mut count = self.dag.num_operands(n);
        if glued_pred(self.dag, n).is_some() {
            count -= 1;
        }
        if count > 0
            && self.dag.node_vts(n).contains(&Evt::OTHER)
            && self.dag.value_type(self.dag.operand(n, count - 1)) == Evt::OTHER
        {
            count -= 1;
        }
        count
    }

    fn emit_machine(&mut self, n: NodeId, opcode: u32) -> Result<(), String> {
        if opcode == target_opcode::IMPLICIT_DEF {
            // A fresh IMPLICIT_DEF is emitted at each use.
            return Ok(());
        }
        if opcode == target_opcode::EXTRACT_SUBREG || opcode == target_opcode::COPY_TO_REGCLASS {
            return self.emit_copy_like(n, opcode);
        }
        let desc = self
            .instrs()
            .get(opcode)
            .ok_or_else(|| format!("opcode {opcode} is not an instruction of the target"))?;
        let dag = self.dag;
        let vts = dag.node_vts(n);
        let num_values = vts.iter().take_while(|&&vt| is_data(vt)).count();
        let num_defs = desc.num_defs as usize;
        let num_operands = self.num_value_operands(n);
        let mut mi = self.f.mf.new_inst(opcode);
        let mut ops = std::mem::take(&mut mi.operands);
        ops.reserve(num_defs + num_operands + desc.implicit_defs.len() + desc.implicit_uses.len());
        for i in 0..num_defs {
            let vt = vts.get(i).copied().filter(|_| i < num_values);
            let class = match (desc.operands.get(i).and_then(|o| o.reg_class), vt) {
                _ if opcode == target_opcode::REG_SEQUENCE => {
                    let v = self.dag.operand(n, 0);
                    let id = self
                        .dag
                        .constant_value(v)
                        .ok_or("REG_SEQUENCE without a register class")?;
                    RegClassId(id as u16)
                }
                (Some(c), _) => c,
                (None, Some(vt)) => self.class_for(vt)?,
                (None, None) => {
                    return Err(format!(
                        "{}: no register class for definition {i}",
                        desc.name
                    ))
                }
            };
            let reg = match vt {
                Some(_) => {
                    let v = SDValue::new(n, i as u32);
                    let reg = match self.copy_to_vreg_user(v, Some(class))? {
                        Some(r) => r,
                        None => self.new_vreg(class),
                    };
                    self.set_value_reg(v, reg);
                    reg
                }
                None => self.new_vreg(class),
            };
            let mut def = MachineOperand::reg_def(reg);
            if desc.operands.get(i).is_some_and(|o| o.early_clobber) {
                def = MachineOperand::reg(reg, RegFlags::DEF.union(RegFlags::EARLY_CLOBBER));
            }
            ops.push(def);
        }
        let mut implicit = Vec::new();
        let operands = (0..num_operands).map(|k| dag.operand(n, k));
        if opcode == target_opcode::REG_SEQUENCE {
            for (k, v) in operands.enumerate().skip(1) {
                if k % 2 == 1 {
                    ops.push(MachineOperand::reg_use(self.value_reg(v)?));
                } else {
                    let idx = self
                        .dag
                        .constant_value(v)
                        .ok_or("REG_SEQUENCE without a sub-register index")?;
                    ops.push(MachineOperand::Imm(idx as i64));
                }
            }
        } else {
            for (k, v) in operands.enumerate() {
                self.add_operand(&mut ops, &mut implicit, v, desc, num_defs + k)?;
            }
        }
        let explicit = ops.len();
        for &r in desc.implicit_defs {
            ops.push(MachineOperand::reg(
                Reg::phys(r),
                RegFlags::DEF.union(RegFlags::IMPLICIT),
            ));
        }
        for &r in desc.implicit_uses {
            ops.push(MachineOperand::reg(Reg::phys(r), RegFlags::IMPLICIT));
        }
        ops.extend(implicit);
        mi.operands = ops;
        for k in num_defs..explicit.min(desc.num_operands()) {
            if let Some(d) = desc.tied_to(k) {
                mi.tie_operands(d, k);
            }
        }
        mi.flags = node_mi_flags(self.dag.node(n).flags);
        mi.mem_operands = self.mem_operands(n, desc).into();
        let inst = self.insert(mi);

        // Implicit physical defs read by other nodes get their value copied out.
        let mut used: Vec<PhysReg> = Vec::new();
        for i in num_defs..num_values {
            let r = *desc.implicit_defs.get(i - num_defs).ok_or_else(|| {
                format!(
                    "{}: result {i} has no implicit definition to come from",
                    desc.name
                )
            })?;
            let v = SDValue::new(n, i as u32);
            if self.dag.value_use_count(v) > 0 {
                used.push(r);
                self.copy_from_phys(v, r)?;
            }
        }
        self.glued_users_reads(n, &mut used);
        self.mark_dead_defs(inst, &used);
        Ok(())
    }

    /// Physical registers the nodes glued below `n` read (CopyFromReg sources, implicit uses
    /// and physical register operands of machine nodes).
    fn glued_users_reads(&self, n: NodeId, used: &mut Vec<PhysReg>) {
        let mut cur = n;
        while let Some(user) = self.glued_user(cur) {
            let opcode = self.dag.opcode(user);
            if opcode.is(Isd::CopyFromReg) {
                if let NodeData::Register(r) = self.dag.node(self.dag.operand(user, 1).node).data {
                    used.extend(r.as_phys());
                }
            } else if let Some(d) = opcode.machine_number().and_then(|op| self.instrs().get(op)) {
                used.extend_from_slice(d.implicit_uses);
                for v in self.dag.operands(user) {
                    if let (true, NodeData::Register(r)) = (
                        self.dag.opcode(v.node).is(Isd::Register),
                        self.dag.node(v.node).data,
                    ) {
                        used.extend(r.as_phys());
                    }
                }
            }
            cur = user;
        }
    }

    fn glued_user(&self, n: NodeId) -> Option<NodeId> {
        self.dag
            .users(n)
            .map(|(u, _)| u)
            .find(|&u| glued_pred(self.dag, u) == Some(n))
    }

    /// Marks physical defs of `inst` that overlap no register in `used` dead; a call with a
    /// register mask gets implicit defs of the used registers the mask clobbers.
    fn mark_dead_defs(&mut self, inst: crate::mir::InstId, used: &[PhysReg]) {
        let regs = self.f.regs;
        let mi = self.f.mf.inst_mut(inst);
        let mut has_mask = false;
        for op in mi.operands.iter_mut() {
            if matches!(op, MachineOperand::RegMask(_)) {
                has_mask = true;
            }
            let Some(p) = op.get_reg().and_then(Reg::as_phys).filter(|_| op.is_def()) else {
                continue;
            };
            if !used.iter().any(|&u| regs.regs_overlap(u, p)) {
                op.add_flags(RegFlags::DEAD);
            }
        }
        if has_mask {
            for &u in used {
                let defined = mi
                    .operands
                    .iter()
                    .any(|o| o.is_def() && o.get_reg() == Some(Reg::phys(u)));
                if !defined {
                    mi.operands.push(MachineOperand::reg(
                        Reg::phys(u),
                        RegFlags::DEF.union(RegFlags::IMPLICIT),
                    ));
                }
            }
        }
    }

    /// EXTRACT_SUBREG `(src, idx)` and COPY_TO_REGCLASS `(src, class)` as COPYs.
    fn emit_copy_like(&mut self, n: NodeId, opcode: u32) -> Result<(), String> {
        let v = SDValue::new(n, 0);
        let vt = self.dag.value_type(v);
        let src = self.dag.operand(n, 0);
        let imm = self
            .dag
            .constant_value(self.dag.operand(n, 1))
            .ok_or("sub-register index or class is not a constant")?;
        let regs = self.f.regs;
        let (class, sub) = if opcode == target_opcode::EXTRACT_SUBREG {
            (self.class_for(vt)?, SubRegIdx(imm as u16))
        } else {
            let c = RegClassId(imm as u16);
            if c.index() >= regs.classes.len() {
                return Err(format!("COPY_TO_REGCLASS to unknown class {imm}"));
            }
            (c, SubRegIdx(0))
        };
        let dst = match self.copy_to_vreg_user(v, Some(class))? {
            Some(r) => r,
            None => self.new_vreg(class),
        };
        let src_reg = self.value_reg(src)?;
        match src_reg.as_phys() {
            Some(p) if sub.0 != 0 => {
                let part = regs
                    .sub_reg(p, sub)
                    .ok_or_else(|| format!("${} has no sub-register {}", regs.name(p), sub.0))?;
                self.copy(dst, Reg::phys(part), SubRegIdx(0));
            }
            _ => self.copy(dst, src_reg, sub),
        }
        self.set_value_reg(v, dst);
        Ok(())
    }

    fn mem_operands(&mut self, n: NodeId, desc: &InstrDesc) -> Vec<MemOperand> {
        let (mem, is_load) = match self.dag.node(n).data {
            NodeData::Load { mem, .. } => (mem, true),
            NodeData::Store { mem, .. } => (mem, false),
            _ => return Vec::new(),
        };
        let vt = mem.mem_vt;
        let size = if vt.is_vector() {
            Some(Llt::fixed_vector(vt.num_elements(), vt.scalar_size_bits() as u32))
        } else if vt.size_bits() > 0 {
            Some(Llt::scalar(vt.size_bits() as u32))
        } else {
            None
        };
        let (value, offset) = match mem.source {
            Some((Value::Global(g), off)) => (MemValue::Other(self.f.global_mem_name_id(g)), off),
            Some((v, off)) => match self.f.ir_mem_value(v) {
                MemValue::None => (MemValue::None, 0),
                value => (value, off),
            },
            None => (MemValue::None, 0),
        };
        let make = |access| {
            let mut m = MemOperand::new(access, size, value);
            m.offset = offset;
            // MIR leaves out the alignment when it is the access size.
            m.align = (Some(mem.align) != size.map(|_| vt.store_size())).then_some(mem.align);
            if mem.volatile {
                m.flags = MemFlags(m.flags.0 | MemFlags::VOLATILE.0);
            }
            m
        };
        if desc.may_load() && desc.may_store() {
            vec![make(MemAccess::Store), make(MemAccess::Load)]
        } else if is_load {
            vec![make(MemAccess::Load)]
        } else {
            vec![make(MemAccess::Store)]
        }
    }
}

fn node_mi_flags(flags: NodeFlags) -> MIFlags {
    let mut f = MIFlags::NONE;
    for (bit, mi) in [
        (NodeFlags::NUW, MIFlags::NO_UNSIGNED_WRAP),
        (NodeFlags::NSW, MIFlags::NO_SIGNED_WRAP),
        (NodeFlags::EXACT, MIFlags::IS_EXACT),
    ] {
        if flags.has(bit) {
            f.insert(mi);
        }
    }
    f
}
