//! Emission: turns each scheduled block of machine nodes into MachineInstrs at the end of its
//! machine block (registers for results, machine operands for leaves, register-class
//! constraints, ties, dead implicit defs, memory operands, sub-register pseudos), then at the
//! end of the function builds the PHIs, successor lists, live-in copies and stack objects.
//! Virtual registers of the DAG are [`FunctionLoweringInfo`]'s; each maps to a machine virtual
//! register when first seen, so registers the emitter creates never collide with ones the
//! lowering info creates for later blocks.
//!
//! Per-block state (the register of each value, the nodes scheduled twice) is dense tables
//! indexed by node id, reset per block; the `%ir.` and `@` names of memory and global operands
//! are interned once per function.

use super::function_info::FunctionLoweringInfo;
use super::graph::SelectionDAG;
use super::node::{NodeData, NodeFlags, NodeId, Reg, SDValue};
use super::opcodes::Isd;
use super::schedule::{glued_pred, is_uncopyable, minimal_class};
use crate::target::value_types::{Evt, Mvt};
use crate::mir::{
    BlockId, FrameIdx, InsertPoint, IrBlockRef, LiveIn, Llt, MIFlags, MachineFunction,
    MachineInstr, MachineOperand, MemAccess, MemFlags, MemOperand, MemValue, RegFlags, RegMask,
    StackObject, StackObjectKind, StrId,
};
use crate::target::lowering::TargetLowering;
use crate::target::target_opcode;
use crate::debug_info::{Di, MdNames};
use kiln_ir::{Function, MdId, Module, TypeTable, Value};
use kiln_mc::desc::{
    InstrDesc, InstrFlags, InstrInfo, PhysReg, RegClassId, RegisterInfo, SubRegIdx,
};
use rustc_hash::FxHashMap;

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
    mf: &'a mut MachineFunction,
    instrs: &'static InstrInfo,
    regs: &'static RegisterInfo,
    tli: &'a dyn TargetLowering,
    module: &'a Module,
    func: &'a Function,
    /// The machine block of each IR block, by IR block index.
    blocks: Vec<BlockId>,
    /// The machine register of each lowering-info virtual register, by index (`NONE`: not yet).
    vreg_map: Vec<Reg>,
    /// The registers of the values of the block being emitted (kept for their allocations).
    block_values: ValueRegs,
    /// Per node id, how often the block's schedule emits it.
    emit_count: Vec<u8>,
    /// Interned `%ir.` names of IR values and `@` names of globals, for memory operands and
    /// global operands.
    ir_names: FxHashMap<Value, Option<StrId>>,
    global_names: FxHashMap<kiln_ir::GlobalId, StrId>,
    global_mem_names: FxHashMap<kiln_ir::GlobalId, StrId>,
    /// `%ir.N` numbers of unnamed arguments, blocks and instructions.
    arg_slots: Vec<u32>,
    block_slots: Vec<u32>,
    inst_slots: Vec<u32>,
    /// With debug information: the `!N` names of metadata, each location's interned text, and
    /// the location of the node being emitted (given to the instructions it becomes).
    md_names: Option<&'a MdNames>,
    loc_texts: FxHashMap<MdId, StrId>,
    current_loc: StrId,
}

impl<'a> FunctionEmitter<'a> {
    /// Prepares `mf` (which must be empty) for `func`: one machine block per IR block in layout
    /// order, the virtual registers `flinfo` has numbered so far, the static allocas' stack
    /// objects.
    pub fn new(
        mf: &'a mut MachineFunction,
        flinfo: &FunctionLoweringInfo,
        instrs: &'static InstrInfo,
        regs: &'static RegisterInfo,
        tli: &'a dyn TargetLowering,
        module: &'a Module,
        func: &'a Function,
    ) -> Result<FunctionEmitter<'a>, String> {
        if mf.num_blocks() != 0 || mf.regs.num_vregs() != 0 || !mf.frame.objects.is_empty() {
            return Err("instruction emission needs an empty machine function".to_string());
        }
        let mut e = FunctionEmitter {
            mf,
            instrs,
            regs,
            tli,
            module,
            func,
            blocks: vec![BlockId(u32::MAX); func.blocks.len()],
            vreg_map: Vec::new(),
            block_values: ValueRegs::default(),
            emit_count: Vec::new(),
            ir_names: FxHashMap::default(),
            global_names: FxHashMap::default(),
            global_mem_names: FxHashMap::default(),
            arg_slots: vec![u32::MAX; func.args.len()],
            block_slots: vec![u32::MAX; func.blocks.len()],
            inst_slots: vec![u32::MAX; func.insts.len()],
            md_names: None,
            loc_texts: FxHashMap::default(),
            current_loc: StrId::NONE,
        };
        e.number_slots();
        for &b in &func.layout {
            let mb = e.mf.create_block();
            e.blocks[b.index()] = mb;
            let block = &func.blocks[b.index()];
            let ir = match block.name {
                Some(s) => IrBlockRef::Named(e.mf.intern(&ir_ident(module.symbols.bytes(s)))),
                None => IrBlockRef::Slot(e.mf.intern(&e.block_slots[b.index()].to_string())),
            };
            e.mf.block_mut(mb).ir_block = ir;
        }
        e.mark_address_taken_blocks();
        for (k, &vt) in flinfo.vreg_types.iter().enumerate() {
            e.map_reg(Reg::virt(k as u32), vt.into())?;
        }
        let mut allocas: Vec<(i32, kiln_ir::InstId)> = flinfo
            .static_allocas
            .iter()
            .map(|(&i, &fi)| (fi, i))
            .collect();
        allocas.sort_unstable();
        for (k, object) in flinfo.frame_objects.iter().enumerate() {
            let mut so = StackObject::new(
                StackObjectKind::Default,
                object.size,
                object.align,
                StrId::NONE,
            );
            if let Some(&(_, i)) = allocas.iter().find(|&&(fi, _)| fi == k as i32) {
                if let Some(name) = func.insts[i.index()].name {
                    so.name =
                        e.mf.intern(&String::from_utf8_lossy(module.symbols.bytes(name)));
                }
            }
            e.mf.frame.create_stack_object(so);
        }
        e.mf.regs.tracks_liveness = true;
        Ok(e)
    }

    fn number_slots(&mut self) {
        let func = self.func;
        let mut n = 0;
        for (k, a) in func.args.iter().enumerate() {
            if a.name.is_none() {
                self.arg_slots[k] = n;
                n += 1;
            }
        }
        for &b in &func.layout {
            let block = &func.blocks[b.index()];
            if block.name.is_none() {
                self.block_slots[b.index()] = n;
                n += 1;
            }
            for &i in &block.insts {
                let inst = &func.insts[i.index()];
                if inst.name.is_none() && inst.ty != TypeTable::VOID {
                    self.inst_slots[i.index()] = n;
                    n += 1;
                }
            }
        }
    }

    /// Flags the blocks some `blockaddress` of the module names: their label must stay.
    fn mark_address_taken_blocks(&mut self) {
        let consts = &self.module.consts;
        for &c in consts.block_addresses() {
            if let kiln_ir::ConstKind::BlockAddress { func, block } = consts.get(c).kind {
                let mb = self.blocks.get(block as usize).copied().filter(|mb| mb.0 != u32::MAX);
                if let (true, Some(mb)) = (func == self.func.global, mb) {
                    self.mf.block_mut(mb).address_taken = true;
                }
            }
        }
    }

    /// `@f, %ir-block.x` of MIR's `blockaddress(...)` for block `block` of function `g`.
    fn block_address_text(&self, g: kiln_ir::GlobalId, block: u32) -> Result<String, String> {
        let bad = || format!("blockaddress of a block ({block}) that is not in a function");
        let f = self.module.function_of(Value::Global(g)).ok_or_else(bad)?;
        let b = f.blocks.get(block as usize).ok_or_else(bad)?;
        let name = match b.name {
            Some(s) => ir_ident(self.module.symbols.bytes(s)),
            None if g == self.func.global => self.block_slots[block as usize].to_string(),
            None => {
                // The block's number in `f`'s value numbering.
                let mut n = f.args.iter().filter(|a| a.name.is_none()).count();
                for &other in &f.layout {
                    let ob = &f.blocks[other.index()];
                    if other.0 == block {
                        break;
                    }
                    n += usize::from(ob.name.is_none());
                    n += ob.insts.iter().filter(|&&i| f.insts[i.index()].name.is_none() && f.insts[i.index()].ty != TypeTable::VOID).count();
                }
                n.to_string()
            }
        };
        Ok(format!("@{}, %ir-block.{name}", self.global_name(g)))
    }

    /// The machine block of IR block `b`.
    pub fn machine_block(&self, b: kiln_ir::BlockId) -> Result<BlockId, String> {
        self.blocks
            .get(b.index())
            .copied()
            .filter(|mb| mb.0 != u32::MAX)
            .ok_or_else(|| format!("IR block {} has no machine block", b.index()))
    }

    /// The machine register of a DAG register (lowering-info numbering for virtual registers),
    /// creating it with the class of `vt` the first time.
    fn map_reg(&mut self, r: Reg, vt: Evt) -> Result<Reg, String> {
        let Some(k) = r.virt_index() else {
            return Ok(r);
        };
        let k = k as usize;
        if self.vreg_map.len() <= k {
            self.vreg_map.resize(k + 1, Reg::NONE);
        }
        if self.vreg_map[k].is_none() {
            let class = self.class_for(vt)?;
            self.vreg_map[k] = self.mf.regs.create_vreg(class);
        }
        Ok(self.vreg_map[k])
    }

    /// The register class values of `vt` live in.
    fn class_for(&self, vt: Evt) -> Result<RegClassId, String> {
        vt.simple()
            .and_then(|m| self.tli.tables().register_class(m))
            .ok_or_else(|| format!("no register class for values of type {vt}"))
    }

    /// The text MIR writes after `%ir.` for an IR value, or `None` when it has none.
    fn ir_value_name(&self, v: Value) -> Option<String> {
        let (name, slot) = match v {
            Value::Inst(i) => (self.func.insts[i.index()].name, self.inst_slots[i.index()]),
            Value::Arg(a) => (self.func.args[a as usize].name, self.arg_slots[a as usize]),
            _ => return None,
        };
        match name {
            Some(s) => Some(ir_ident(self.module.symbols.bytes(s))),
            None => (slot != u32::MAX).then(|| slot.to_string()),
        }
    }

    /// [`ir_value_name`](Self::ir_value_name), interned (once per value).
    fn ir_value_name_id(&mut self, v: Value) -> Option<StrId> {
        if let Some(&id) = self.ir_names.get(&v) {
            return id;
        }
        let id = self.ir_value_name(v).map(|name| self.mf.intern(&name));
        self.ir_names.insert(v, id);
        id
    }

    /// [`global_name`](Self::global_name), interned (once per global).
    fn global_name_id(&mut self, g: kiln_ir::GlobalId) -> StrId {
        if let Some(&id) = self.global_names.get(&g) {
            return id;
        }
        let id = self.mf.intern(&self.global_name(g));
        self.global_names.insert(g, id);
        id
    }

    /// `@` and [`global_name`](Self::global_name), interned (once per global): how a memory
    /// operand names a global.
    fn global_mem_name_id(&mut self, g: kiln_ir::GlobalId) -> StrId {
        if let Some(&id) = self.global_mem_names.get(&g) {
            return id;
        }
        let id = self.mf.intern(&format!("@{}", self.global_name(g)));
        self.global_mem_names.insert(g, id);
        id
    }

    /// A global's name as MIR writes it after `@` (quoted when needed; numbered when unnamed).
    fn global_name(&self, g: kiln_ir::GlobalId) -> String {
        if let Some(bytes) = self.module.global_name(g) {
            return ir_ident(bytes);
        }
        let m = self.module;
        let order = m
            .vars
            .iter()
            .chain(&m.aliases)
            .chain(&m.ifuncs)
            .copied()
            .chain(m.functions.iter().map(|f| f.global));
        let number = order
            .filter(|x| m.global(*x).name.is_none())
            .position(|x| x == g);
        number.map_or_else(|| g.0.to_string(), |n| n.to_string())
    }

    /// Emits the nodes of `order` (from [`super::schedule::schedule`]) at the end of the
    /// machine block of IR block `block`.
    pub fn emit_block(
        &mut self,
        dag: &SelectionDAG,
        order: &[NodeId],
        block: kiln_ir::BlockId,
    ) -> Result<(), String> {
        let mb = self.machine_block(block)?;
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
            f: self,
            block: mb,
            vregs,
            repeated: false,
        };
        let result = order.iter().try_for_each(|&n| {
            e.repeated = emit_count[n.index()] > 1;
            e.emit_node(n)
        });
        self.block_values = e.vregs;
        self.emit_count = emit_count;
        result
    }

    /// Gives the emitted instructions the source locations of their nodes, and the stack objects
    /// of allocas that `llvm.dbg.declare` describes their variables (as MIR writes both: `!N`).
    pub fn attach_debug_info(&mut self, names: &'a MdNames, flinfo: &FunctionLoweringInfo) {
        self.md_names = Some(names);
        let di = Di { module: self.module };
        let Some(declare) = self.module.lookup_global("llvm.dbg.declare") else { return };
        for inst in &self.func.insts {
            if inst.opcode != kiln_ir::Opcode::Call || inst.callee() != Some(Value::Global(declare)) {
                continue;
            }
            let md = |k: usize| match inst.operands.get(k) {
                Some(&Value::Metadata(m)) => Some(m),
                _ => None,
            };
            let (Some(address), Some(var), Some(expr)) = (md(0), md(1), md(2)) else { continue };
            let kiln_ir::Metadata::Value(_, Value::Inst(alloca)) = self.module.metadata[address.index()] else { continue };
            let Some(&fi) = flinfo.static_allocas.get(&alloca) else { continue };
            // Only plain addresses: an expression that computes from the address has no MIR
            // text kiln reads back.
            if di.positional(expr).next().is_some() {
                continue;
            }
            let (Some(var), Some(loc)) = (names.text(var), di.dbg_attachment(&inst.metadata).and_then(|l| names.text(l))) else { continue };
            let (var, expr, loc) = (self.mf.intern(&var), self.mf.intern("!DIExpression()"), self.mf.intern(&loc));
            if let Some(object) = self.mf.frame.object_mut(crate::mir::FrameIdx(fi)) {
                object.debug_info_variable = var;
                object.debug_info_expression = expr;
                object.debug_info_location = loc;
            }
        }
    }

    /// The interned `!N` text of a node's location (none without debug information).
    fn loc_text(&mut self, loc: Option<MdId>) -> StrId {
        let (Some(names), Some(loc)) = (self.md_names, loc) else { return StrId::NONE };
        if let Some(&s) = self.loc_texts.get(&loc) {
            return s;
        }
        let s = names.text(loc).map_or(StrId::NONE, |t| self.mf.intern(&t));
        self.loc_texts.insert(loc, s);
        s
    }

    /// Completes the function after every block is emitted: PHIs, successor lists, live-in
    /// copies and the incoming-argument stack objects.
    pub fn finish(mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        if !flinfo.jump_tables.is_empty() {
            self.mf.jump_tables.kind = self.mf.intern(self.tli.jump_table_encoding().mir_kind());
            for table in &flinfo.jump_tables {
                let blocks = table.iter().map(|&b| self.machine_block(b)).collect::<Result<Vec<_>, _>>()?;
                self.mf.jump_tables.tables.push(blocks);
            }
        }
        self.start_landing_pads(flinfo)?;
        self.add_successors()?;
        self.emit_phis(flinfo)?;
        self.emit_live_in_copies(flinfo)?;
        if !self.mf.frame.fixed_objects.is_empty() {
            return Err("the machine function already has fixed stack objects".to_string());
        }
        for o in &flinfo.fixed_objects {
            let mut so = StackObject::new(StackObjectKind::Default, o.size, 1, StrId::NONE);
            so.is_immutable = o.immutable;
            self.mf.frame.create_fixed_object(so, o.offset);
        }
        // Objects argument lowering created after `new` (a variadic function's register save area).
        for object in flinfo
            .frame_objects
            .iter()
            .skip(self.mf.frame.objects.len())
        {
            let so = StackObject::new(
                StackObjectKind::Default,
                object.size,
                object.align,
                StrId::NONE,
            );
            self.mf.frame.create_stack_object(so);
        }
        // LLVM's marker of a frame whose stack pointer moves at run time, one per dynamic alloca.
        for _ in 0..flinfo.dynamic_allocas {
            let so = StackObject::new(StackObjectKind::VariableSized, 0, 1, StrId::NONE);
            self.mf.frame.create_stack_object(so);
        }
        self.mf.frame.props.is_frame_address_taken |= flinfo.frame_address_taken;
        self.mf.frame.props.is_return_address_taken |= flinfo.return_address_taken;
        self.mf.frame.props.has_must_tail_in_var_arg_func |= flinfo.forwards_varargs;
        Ok(())
    }

    /// `EH_LABEL` of the function's exception-handling label `k`.
    fn eh_label(&mut self, k: u32) -> Result<MachineInstr, String> {
        let opcode = target_opcode::EH_LABEL;
        let name = self.mf.intern(&crate::eh::EhLabels::name(k));
        let mut mi = MachineInstr::new(opcode);
        mi.operands.push(MachineOperand::McSymbol { name, target_flags: StrId::NONE });
        Ok(mi)
    }

    /// Starts each landing pad with its label and copies of the exception pointer and selector
    /// registers (live into the block), and records the function's exception tables.
    fn start_landing_pads(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let eh = &flinfo.eh;
        for (pad, type_ids) in &eh.pads {
            let Some(regs) = flinfo.eh_labels.pads.get(pad).copied() else {
                return Err("unsupported: exception handling on a target without exception registers".to_string());
            };
            let mb = self.machine_block(*pad)?;
            let label = self.eh_label(regs.label)?;
            let label_name = match label.operands[0] {
                MachineOperand::McSymbol { name, .. } => name,
                _ => StrId::NONE,
            };
            for (vreg, phys) in [(regs.selector, regs.phys.1), (regs.pointer, regs.phys.0)] {
                let vreg = self.info_reg(flinfo, vreg)?;
                let mut mi = MachineInstr::new(target_opcode::COPY);
                mi.operands.push(MachineOperand::reg_def(vreg));
                mi.operands.push(MachineOperand::reg_use(Reg::phys(phys)));
                self.mf.insert_new(InsertPoint::Start(mb), mi);
            }
            self.mf.insert_new(InsertPoint::Start(mb), label);
            let block = self.mf.block_mut(mb);
            block.landing_pad = true;
            block.live_ins.push((regs.phys.0, None));
            block.live_ins.push((regs.phys.1, None));
            let mut ranges = Vec::new();
            for &(begin, end, p) in &flinfo.eh_labels.invokes {
                if p == *pad {
                    ranges.push((self.mf.intern(&crate::eh::EhLabels::name(begin)), self.mf.intern(&crate::eh::EhLabels::name(end))));
                }
            }
            self.mf.eh.landing_pads.push(crate::eh::LandingPad { block: mb, label: label_name, type_ids: type_ids.clone(), ranges });
        }
        for &ti in &eh.type_infos {
            let name = match ti {
                Some(g) => self.global_name_id(g),
                None => StrId::NONE,
            };
            self.mf.eh.type_infos.push(name);
        }
        self.mf.eh.filter_ids.clone_from(&eh.filter_ids);
        Ok(())
    }

    /// The machine register of lowering-info register `r`, of the type the info gives it.
    fn info_reg(&mut self, flinfo: &FunctionLoweringInfo, r: Reg) -> Result<Reg, String> {
        let vt = r
            .virt_index()
            .and_then(|k| flinfo.vreg_types.get(k as usize))
            .copied()
            .unwrap_or(Mvt::Untyped);
        self.map_reg(r, vt.into())
    }

    /// Builds the PHIs of every IR phi at the start of its block from the registers the
    /// predecessors filled (`flinfo.phi_edges`); an edge the DAG folded away (a branch on a
    /// constant) is not a predecessor any more and gives no operand.
    fn emit_phis(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let func = self.func;
        for &b in &func.layout {
            let mut phis = Vec::new();
            for &p in &func.blocks[b.index()].insts {
                if func.insts[p.index()].opcode != kiln_ir::Opcode::Phi {
                    break;
                }
                let regs = flinfo
                    .value_regs
                    .get(&Value::Inst(p))
                    .ok_or("a phi has no register")?;
                // A value in several registers (vector elements, halves of a wide integer)
                // has one PHI per register; each edge's registers are consecutive too.
                let part = |r: Reg, k: u32| Reg::virt(r.virt_index().expect("phi registers are virtual") + k);
                for k in 0..regs.count {
                    let mut mi = MachineInstr::new(target_opcode::PHI);
                    let def = self.info_reg(flinfo, part(regs.first, k))?;
                    mi.operands.push(MachineOperand::reg_def(def));
                    let mb = self.machine_block(b)?;
                    let mut seen: Vec<BlockId> = Vec::new();
                    for e in flinfo.phi_edges.iter().filter(|e| e.phi == p) {
                        let pred = self.machine_block(e.pred)?;
                        if seen.contains(&pred) || !self.mf.block(mb).preds.contains(&pred) {
                            continue;
                        }
                        seen.push(pred);
                        let r = self.info_reg(flinfo, part(e.reg, k))?;
                        mi.operands.push(MachineOperand::reg_use(r));
                        mi.operands.push(MachineOperand::Block(pred));
                    }
                    phis.push(mi);
                }
            }
            let mb = self.machine_block(b)?;
            for mi in phis.into_iter().rev() {
                self.mf.insert_new(InsertPoint::Start(mb), mi);
            }
        }
        Ok(())
    }

    /// Sets each block's successors: the blocks its instructions name, and the next block in
    /// the layout when the block falls into it (its IR terminator goes there but the branch
    /// was left out, and the block does not end in a barrier). They are listed in the IR
    /// terminator's order; a branch the DAG folded away (on a constant) leaves no edge.
    fn add_successors(&mut self) -> Result<(), String> {
        let func = self.func;
        for (k, &b) in func.layout.iter().enumerate() {
            let mb = self.machine_block(b)?;
            let mut reached: Vec<BlockId> = Vec::new();
            for i in self.mf.block_insts(mb) {
                let inst = self.mf.inst(i);
                if inst.opcode == target_opcode::PHI {
                    continue;
                }
                reached.extend(inst.operands.iter().filter_map(MachineOperand::block));
                for op in &inst.operands {
                    if let MachineOperand::JumpTable { index, .. } = *op {
                        reached.extend(self.mf.jump_tables.tables.get(index as usize).into_iter().flatten());
                    }
                }
            }
            let terminator = func.blocks[b.index()].insts.last().map(|&t| &func.insts[t.index()]);
            let ir_succs: Vec<kiln_ir::BlockId> = terminator.map_or_else(Vec::new, |t| t.successors().collect());
            if let Some(t) = terminator.filter(|t| t.opcode == kiln_ir::Opcode::Invoke) {
                // The call may unwind to the landing pad.
                if let Some(&Value::Block(pad)) = t.operands.last() {
                    reached.push(self.machine_block(pad)?);
                }
            }
            if terminator.is_some_and(|t| t.opcode == kiln_ir::Opcode::IndirectBr) {
                // An indirect branch may go to any block it lists.
                for &s in &ir_succs {
                    reached.push(self.machine_block(s)?);
                }
            }
            let barrier = self
                .mf
                .last_inst(mb)
                .and_then(|i| self.instrs.get(self.mf.inst(i).opcode))
                .is_some_and(|d| d.has(InstrFlags::IS_BARRIER));
            if let Some(&next) = func.layout.get(k + 1) {
                if !barrier && ir_succs.contains(&next) {
                    reached.push(self.machine_block(next)?);
                }
            }
            let mut succs: Vec<BlockId> = Vec::new();
            for s in ir_succs {
                let s = self.machine_block(s)?;
                if reached.contains(&s) && !succs.contains(&s) {
                    succs.push(s);
                }
            }
            for s in reached {
                if !succs.contains(&s) {
                    succs.push(s);
                }
            }
            for s in succs {
                self.mf.add_successor(mb, s, None);
            }
        }
        Ok(())
    }

    /// Copies the live-in physical registers into their virtual registers at the top of the
    /// entry block and records them as live-ins of the function and the block; a live-in whose
    /// register is never read is dropped. As in LLVM each copy goes to the very top, so they
    /// come out in reverse order.
    fn emit_live_in_copies(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let entry = self.machine_block(self.func.layout[0])?;
        let mut live = Vec::new();
        for &(phys, r) in &flinfo.live_ins {
            live.push((phys, self.info_reg(flinfo, r)?));
        }
        // Which of the live-in registers some instruction reads: one scan that stops when all
        // are found (arguments are mostly read in the entry block), no use lists.
        let mut read = vec![false; live.len()];
        let mut unread = live.len();
        'scan: for &b in self.mf.layout() {
            for i in self.mf.block_insts(b) {
                let m = self.mf.inst(i);
                if m.is_bundled_with_succ() && !m.is_inside_bundle() {
                    continue;
                }
                for op in m.operands.iter().filter(|op| !op.is_def()) {
                    let Some(r) = op.get_reg().filter(|r| r.is_virtual()) else { continue };
                    for (k, &(_, vreg)) in live.iter().enumerate() {
                        if vreg == r && !read[k] {
                            read[k] = true;
                            unread -= 1;
                        }
                    }
                    if unread == 0 {
                        break 'scan;
                    }
                }
            }
        }
        for (k, (phys, vreg)) in live.into_iter().enumerate() {
            if !read[k] {
                continue;
            }
            let mut mi = MachineInstr::new(target_opcode::COPY);
            mi.operands.push(MachineOperand::reg_def(vreg));
            mi.operands.push(MachineOperand::reg_use(Reg::phys(phys)));
            self.mf.insert_new(InsertPoint::Start(entry), mi);
            self.mf.regs.live_ins.push(LiveIn {
                reg: phys,
                vreg: Some(vreg),
            });
            self.mf.block_mut(entry).live_ins.push((phys, None));
        }
        Ok(())
    }
}

/// `bytes` as an LLVM identifier (quoted when needed), without sigil.
fn ir_ident(bytes: &[u8]) -> String {
    let mut s = String::new();
    kiln_ir::printer::write_name(&mut s, '@', bytes);
    s.split_off(1)
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
    f: &'e mut FunctionEmitter<'a>,
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
        let mut mi = MachineInstr::new(target_opcode::COPY);
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
        let mut mi = MachineInstr::new(target_opcode::IMPLICIT_DEF);
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

    fn emit_node(&mut self, n: NodeId) -> Result<(), String> {
        self.f.current_loc = self.f.loc_text(self.dag.node(n).debug_loc);
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
        let NodeData::Symbol(s) = self.dag.node(text.node).data else { return Err("INLINEASM without its text".into()) };
        let name = self.f.mf.intern(self.dag.symbol_name(s));
        let mut mi = MachineInstr::new(opcode);
        mi.operands.push(MachineOperand::ExternalSymbol { name, offset: 0, target_flags: StrId::NONE });
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
                        let mut explicit = Vec::with_capacity(1);
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
        ops: &mut Vec<MachineOperand>,
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
                let target_flags = self.f.mf.intern(flags);
                MachineOperand::Global {
                    name,
                    offset,
                    target_flags,
                }
            }
            (Some(Isd::ExternalSymbol | Isd::TargetExternalSymbol), NodeData::Symbol(s)) => {
                let name = self.f.mf.intern(self.dag.symbol_name(s));
                MachineOperand::ExternalSymbol {
                    name,
                    offset: 0,
                    target_flags: crate::mir::StrId::NONE,
                }
            }
            (
                Some(Isd::BlockAddress | Isd::TargetBlockAddress),
                NodeData::BlockAddress { func, block, offset, target_flags },
            ) => {
                let text = self.f.block_address_text(func, block)?;
                let flags = self.target_flags(target_flags)?;
                let text = self.f.mf.intern(&text);
                let target_flags = self.f.mf.intern(flags);
                MachineOperand::BlockAddress { text, offset, target_flags }
            }
            (Some(Isd::JumpTable | Isd::TargetJumpTable), NodeData::JumpTable(index)) => {
                MachineOperand::JumpTable { index, target_flags: crate::mir::StrId::NONE }
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
        let mut ops: Vec<MachineOperand> = Vec::with_capacity(
            num_defs + num_operands + desc.implicit_defs.len() + desc.implicit_uses.len(),
        );
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
            ops.push(MachineOperand::reg_def(reg));
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
        let mut mi = MachineInstr::new(opcode);
        mi.operands = ops;
        for k in num_defs..explicit.min(desc.num_operands()) {
            if let Some(d) = desc.tied_to(k) {
                mi.tie_operands(d, k);
            }
        }
        mi.flags = node_mi_flags(self.dag.node(n).flags);
        mi.mem_operands = self.mem_operands(n, desc);
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
            Some((v, off)) => match self.f.ir_value_name_id(v) {
                Some(name) => (MemValue::Ir(name), off),
                None => (MemValue::None, 0),
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
