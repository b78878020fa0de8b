//! SelectionDAGBuilder: the DAG of one basic block from kiln IR.
//!
//! The translation is direct (an IR `add` becomes an ADD node, a `getelementptr` the address
//! arithmetic the data layout implies, a static `alloca` a FrameIndex); the target only takes
//! part through [`TargetLowering`] hooks for incoming arguments, calls and returns. Chains follow
//! LLVM's scheme: loads that are not volatile hang off the current root and are collected, so
//! independent loads stay unordered; stores and volatile accesses first join the pending loads.
//! Values other blocks use are copied to their virtual registers ([`FunctionLoweringInfo`]),
//! and those copies join the chain before the terminator. Anything not handled yet is an
//! error naming the construct and the function, never a wrong DAG.

mod aggregate;
mod atomic;
mod debug_values;
mod eh;
mod float;
mod inline_asm;
mod elementwise;
mod intrinsics;
mod memory_ops;
mod stack;
mod switch;
mod target_intrinsic;
mod vector;
mod vector_mask;
mod vector_widen;


use crate::isel::function_info::{FunctionLoweringInfo, PhiEdge};
use super::graph::SelectionDAG;
use super::node::{ExtType, MemInfo, NodeFlags, SDValue};
use super::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use crate::target::data_layout::ModuleLayout;
use crate::target::calling_conv::ArgFlags;
use crate::target::lowering::ArgInfo;
use crate::isel::dag::lowering::{CallInfo, TargetLowering};
use kiln_ir::{
    AttrSetId, AtomicOrdering, BlockId, ConstExprExtra, ConstKind, Function, Inst, InstData, InstFlags, InstId, MdId, Module,
    Opcode, TailKind, Type, TypeId, TypeTable, Value,
};

/// Builds the DAG of `block` of `func` into `dag` (which is cleared first). `flinfo` must have
/// been [`set`](FunctionLoweringInfo::set) for `func`.
pub fn build_block(
    dag: &mut SelectionDAG,
    module: &Module,
    func: &Function,
    layout: &ModuleLayout,
    tli: &dyn TargetLowering,
    flinfo: &mut FunctionLoweringInfo,
    block: BlockId,
) -> Result<(), String> {
    dag.clear();
    dag.values.start_block(func.insts.len(), func.args.len());
    let mut b = Builder {
        dag,
        module,
        func,
        layout,
        tli,
        flinfo,
        block,
        pending_loads: Vec::new(),
        pending_exports: Vec::new(),
    };
    b.build()
}

struct Builder<'a> {
    dag: &'a mut SelectionDAG,
    module: &'a Module,
    func: &'a Function,
    layout: &'a ModuleLayout,
    tli: &'a dyn TargetLowering,
    flinfo: &'a mut FunctionLoweringInfo,
    block: BlockId,
    /// Chains of non-volatile loads not yet ordered before the next side effect.
    pending_loads: Vec<SDValue>,
    /// Chains of copies of values to their registers.
    pending_exports: Vec<SDValue>,
}

fn unsupported_inst(inst: &Inst) -> String {
    format!("unsupported instruction '{}'", inst.opcode.name())
}

impl Builder<'_> {
    fn build(&mut self) -> Result<(), String> {
        let entry_block = self.func.layout[0];
        if self.block == entry_block {
            self.lower_arguments()?;
        }
        let insts = &self.func.blocks[self.block.index()].insts;
        let dbg = self.module.symbols.lookup(b"dbg");
        for (position, &i) in insts.iter().enumerate() {
            let inst = &self.func.insts[i.index()];
            // The position in the block, not the instruction's id: the reader numbers a value
            // used before its definition (by a phi) where it is first named.
            self.dag.current_order = position as u32 + 1;
            let previous_loc = self.dag.current_loc;
            self.dag.current_loc = dbg.and_then(|k| inst.attachment(k));
            if inst.opcode == Opcode::Phi {
                // The phi's register is filled by every predecessor.
                let regs = self.flinfo.value_regs[&Value::Inst(i)];
                let v = self.copy_value_from_regs(regs, inst.ty)?;
                self.dag.values.set_inst(i, v);
                continue;
            }
            if inst.opcode == Opcode::Call && self.record_debug_value(inst) {
                continue;
            }
            if inst.opcode == Opcode::Invoke {
                self.invoke(i, inst, previous_loc)?;
                break;
            }
            if inst.opcode.is_terminator() {
                self.copy_phi_inputs_to_successors(inst, previous_loc)?;
                self.lower_terminator(inst)?;
                break;
            }
            if let Some(v) = self.lower_inst(i, inst)? {
                self.dag.values.set_inst(i, v);
                self.export_if_needed(Value::Inst(i), v)?;
            }
            if inst.opcode == Opcode::Call && self.tli.is_tail_call(self.dag, self.dag.root) {
                // The tail call is the block's terminator; the `ret` after it has no code.
                break;
            }
        }
        self.dag.remove_dead_nodes();
        Ok(())
    }

    // ---- values ----------------------------------------------------------------------

    fn evt(&self, ty: TypeId) -> Result<Evt, String> {
        Evt::from_ir_type(&self.module.types, &self.layout.dl, ty)
    }

    fn ptr_vt(&self, addrspace: u32) -> Evt {
        self.tli.pointer_ty(&self.layout.dl, addrspace).into()
    }

    fn value_ty(&self, v: Value) -> TypeId {
        self.module.value_type(Some(self.func), v)
    }

    /// The DAG value of an IR operand.
    fn value(&mut self, v: Value) -> Result<SDValue, String> {
        match v {
            Value::Inst(i) => {
                if let Some(sd) = self.dag.values.inst(i) {
                    return Ok(sd);
                }
                if let Some(&fi) = self.flinfo.static_allocas.get(&i) {
                    let vt = self.ptr_vt(self.layout.dl.alloca_addrspace);
                    return Ok(self.dag.frame_index(fi, vt));
                }
                let sd = self.copy_in(v, self.func.insts[i.index()].ty)?;
                self.dag.values.set_inst(i, sd);
                Ok(sd)
            }
            Value::Arg(a) => match self.dag.values.arg(a) {
                Some(sd) => Ok(sd),
                None => {
                    let sd = self.copy_in(v, self.func.args[a as usize].ty)?;
                    self.dag.values.set_arg(a, sd);
                    Ok(sd)
                }
            },
            Value::Const(_) => self.constant(v),
            Value::Global(g) => {
                let vt = self.ptr_vt(self.module.globals[g.index()].addrspace);
                Ok(self.dag.global_address(g, 0, vt))
            }
            Value::Block(_) => Err("unsupported operand: a basic block used as a value".to_string()),
            Value::Metadata(_) => Err("unsupported operand: metadata".to_string()),
            Value::InlineAsm(_) => Err("unsupported operand: inline asm".to_string()),
        }
    }

    /// A value defined in another block, read from its register.
    fn copy_in(&mut self, v: Value, ty: TypeId) -> Result<SDValue, String> {
        let regs =
            *self.flinfo.value_regs.get(&v).ok_or("internal error: a value from another block has no register")?;
        self.copy_value_from_regs(regs, ty)
    }

    /// Copies `v` to its register if other blocks use it.
    fn export_if_needed(&mut self, ir: Value, v: SDValue) -> Result<(), String> {
        if let Some(regs) = self.flinfo.value_regs.get(&ir).copied() {
            let copies = self.copy_value_to_regs(regs, v)?;
            self.pending_exports.extend(copies);
        }
        Ok(())
    }

    fn constant(&mut self, v: Value) -> Result<SDValue, String> {
        let Value::Const(c) = v else { unreachable!("constant() takes constants") };
        if self.module.types.vector_shape(self.module.consts.get(c).ty).is_some() {
            return self.vector_constant(c);
        }
        if self.is_aggregate(self.module.consts.get(c).ty) {
            return self.aggregate_constant(v);
        }
        let c = self.module.consts.get(c);
        let vt = self.evt(c.ty)?;
        match &c.kind {
            ConstKind::Int(n) => Ok(self.dag.constant(*n, vt)),
            ConstKind::WideInt(limbs) if vt.is_integer() => Ok(self.dag.constant_from_limbs(limbs, vt)),
            ConstKind::Float(bits) => Ok(self.dag.constant_fp(*bits, vt)),
            ConstKind::Null if vt.is_integer() => Ok(self.dag.constant(0, vt)),
            ConstKind::Zero if vt.is_integer() => Ok(self.dag.constant(0, vt)),
            ConstKind::Undef | ConstKind::Poison => Ok(self.dag.undef(vt)),
            ConstKind::BlockAddress { func, block } => Ok(self.dag.block_address(*func, *block, vt)),
            ConstKind::Expr(e) => match (e.opcode, &e.extra) {
                (Opcode::GetElementPtr, ConstExprExtra::Gep { source, .. }) => {
                    self.address_arithmetic(e.operands[0], &e.operands[1..], *source, c.ty)
                }
                (Opcode::PtrToInt | Opcode::PtrToAddr | Opcode::IntToPtr, _) => {
                    let x = self.value(e.operands[0])?;
                    Ok(self.dag.zext_or_trunc(x, vt))
                }
                (Opcode::ZExt | Opcode::SExt | Opcode::Trunc, _) => {
                    let x = self.value(e.operands[0])?;
                    Ok(self.dag.node1(cast_node(e.opcode), vt, &[x]))
                }
                (Opcode::BitCast, _) => {
                    let x = self.value(e.operands[0])?;
                    if self.dag.value_type(x).is_vector() {
                        return self.vector_bitcast(x, vt);
                    }
                    Ok(self.bitcast(x, vt))
                }
                (Opcode::ICmp, ConstExprExtra::ICmp(pred)) => {
                    let (l, r) = (self.value(e.operands[0])?, self.value(e.operands[1])?);
                    Ok(self.dag.setcc(vt, l, r, CondCode::from_int_predicate(*pred)))
                }
                (Opcode::Select, _) => {
                    let ops = [self.value(e.operands[0])?, self.value(e.operands[1])?, self.value(e.operands[2])?];
                    Ok(self.dag.node1(Isd::Select, vt, &ops))
                }
                (op, _) if op.is_int_binary() && vt.is_integer() => {
                    let (l, mut r) = (self.value(e.operands[0])?, self.value(e.operands[1])?);
                    let isd = int_binary_node(op).ok_or_else(|| format!("unsupported constant expression '{}'", op.name()))?;
                    if matches!(isd, Isd::Shl | Isd::Srl | Isd::Sra) {
                        let amount_vt = super::expand::shift_amount_type(self.tli, vt);
                        r = self.dag.zext_or_trunc(r, amount_vt);
                    }
                    Ok(self.dag.node1(isd, vt, &[l, r]))
                }
                (op, _) => Err(format!("unsupported constant expression '{}'", op.name())),
            },
            other => Err(format!("unsupported constant {}", constant_kind_name(other))),
        }
    }

    // ---- arguments, phis, terminators -------------------------------------------------

    /// The arguments as the target sees them: an argument of aggregate type (clang's `[2 x i64]`
    /// for a small struct on RISC-V) is one argument per leaf, as LLVM's ComputeValueVTs splits
    /// it, and its value the merge of the leaves.
    fn lower_arguments(&mut self) -> Result<(), String> {
        let mut infos = Vec::with_capacity(self.func.args.len());
        let mut leaf_counts = Vec::with_capacity(self.func.args.len());
        for (i, arg) in self.func.args.iter().enumerate() {
            let flags = self.arg_flags(self.func.attrs.param(i), arg.ty)?;
            let first = infos.len();
            self.push_arg_infos(arg.ty, i as u32, flags, &mut infos)?;
            leaf_counts.push(infos.len() - first);
        }
        let vararg = matches!(self.module.types.get(self.func.ty), Type::Function { vararg: true, .. });
        let entry = self.dag.entry();
        let (values, chain) =
            self.tli.lower_formal_arguments(self.dag, self.flinfo, entry, self.func.cc, vararg, &infos)?;
        if values.len() != infos.len() {
            return Err(format!("internal error: the target lowered {} of {} arguments", values.len(), infos.len()));
        }
        self.dag.root = chain;
        let mut next = 0;
        for (i, count) in leaf_counts.into_iter().enumerate() {
            let v = match self.is_aggregate(self.func.args[i].ty) {
                true => self.merge(&values[next..next + count]),
                false => values[next],
            };
            next += count;
            self.dag.values.set_arg(i as u32, v);
            self.export_if_needed(Value::Arg(i as u32), v)?;
        }
        Ok(())
    }

    /// Appends the [`ArgInfo`]s of argument `index` of IR type `ty`: one, or one per leaf of an
    /// aggregate (without the extension flags, which belong to scalars).
    fn push_arg_infos(&self, ty: TypeId, index: u32, flags: ArgFlags, infos: &mut Vec<ArgInfo>) -> Result<(), String> {
        if !self.is_aggregate(ty) {
            let (zext, sext) = (flags.has(ArgFlags::ZEXT), flags.has(ArgFlags::SEXT));
            infos.push(ArgInfo { vt: self.evt(ty)?, index, zext, sext, flags });
            return Ok(());
        }
        let leaf_flags = flags.without(ArgFlags::ZEXT).without(ArgFlags::SEXT);
        for (leaf, _) in self.leaves(ty)? {
            infos.push(ArgInfo { vt: self.evt(leaf)?, index, zext: false, sext: false, flags: leaf_flags });
        }
        Ok(())
    }

    /// Copies, for every phi of every successor, this block's incoming value to a new register.
    /// The copies' source location is, as in llc, not the terminator's: above -O0 it is that of
    /// the instruction before the terminator (`previous_loc`), at -O0 that of the incoming value
    /// when it is an instruction and none otherwise (a constant's copy must not put a row of the
    /// terminator's line before the block's last statement).
    fn copy_phi_inputs_to_successors(&mut self, term: &Inst, previous_loc: Option<MdId>) -> Result<(), String> {
        let mut seen: Vec<BlockId> = Vec::new();
        for succ in term.successors() {
            if seen.contains(&succ) {
                continue;
            }
            seen.push(succ);
            self.copy_phi_inputs_to(succ, previous_loc)?;
        }
        Ok(())
    }

    /// Copies this block's incoming value of every phi of `succ` to a new register (located as
    /// [`copy_phi_inputs_to_successors`](Self::copy_phi_inputs_to_successors) says).
    fn copy_phi_inputs_to(&mut self, succ: BlockId, previous_loc: Option<MdId>) -> Result<(), String> {
        let dbg = self.module.symbols.lookup(b"dbg");
        let own_loc = self.dag.current_loc;
        for &p in &self.func.blocks[succ.index()].insts {
            let phi = &self.func.insts[p.index()];
            let InstData::Phi(preds) = &phi.data else { break };
            let Some(k) = preds.iter().position(|&b| b == self.block) else { continue };
            self.dag.current_loc = match phi.operands[k] {
                _ if self.flinfo.optimize => previous_loc,
                Value::Inst(v) => dbg.and_then(|k| self.func.insts[v.index()].attachment(k)),
                _ => None,
            };
            let incoming = self.value(phi.operands[k])?;
            let regs = self.create_value_regs(phi.ty)?;
            let copies = self.copy_value_to_regs(regs, incoming)?;
            self.pending_exports.extend(copies);
            self.flinfo.phi_edges.push(PhiEdge { phi: p, pred: self.block, reg: regs.first });
        }
        self.dag.current_loc = own_loc;
        Ok(())
    }

    /// The block after this one in layout order (a branch there falls through).
    fn next_block(&self) -> Option<BlockId> {
        let pos = self.flinfo.layout_position[self.block.index()] as usize;
        self.func.layout.get(pos + 1).copied()
    }

    fn lower_terminator(&mut self, inst: &Inst) -> Result<(), String> {
        let chain = self.control_root();
        let block_of = |v: Value| match v {
            Value::Block(b) => Ok(b),
            _ => Err("malformed branch: destination is not a block".to_string()),
        };
        let next = self.next_block();
        let root = match inst.opcode {
            Opcode::Ret => {
                let mut values = Vec::new();
                if let Some(&v) = inst.operands.first() {
                    values = self.parts(v)?;
                }
                self.tli.lower_return(self.dag, self.flinfo, chain, self.func.cc, &values)?
            }
            Opcode::Br if inst.operands.len() == 1 => {
                let dest = block_of(inst.operands[0])?;
                if Some(dest) == next && self.is_debug_lone_branch(dest) {
                    // As llc -O0: a block of nothing but a branch keeps it, so that its source
                    // line (or line 0) has an instruction.
                    let bb = self.dag.basic_block(dest);
                    self.dag.node1(Isd::Br, Evt::OTHER, &[chain, bb])
                } else {
                    self.branch(chain, dest, next)
                }
            }
            Opcode::Br => {
                let mut cond = self.value(inst.operands[0])?;
                if !self.dag.optimizing && self.is_compare_only_for_branch(inst.operands[0]) {
                    let loc = self.dag.current_loc;
                    self.dag.locate_compare_leaves(cond.node, loc);
                }
                let (mut on_true, mut on_false) = (block_of(inst.operands[1])?, block_of(inst.operands[2])?);
                if Some(on_true) == next && on_true != on_false {
                    // Branch on the inverted condition so the true edge falls through.
                    // The inverted condition keeps the condition's source location.
                    let (vt, branch_loc) = (self.dag.value_type(cond), self.dag.current_loc);
                    self.dag.current_loc = self.dag.node(cond.node).debug_loc.or(branch_loc);
                    let one = self.dag.constant(1, vt);
                    cond = self.dag.node1(Isd::Xor, vt, &[cond, one]);
                    self.dag.current_loc = branch_loc;
                    std::mem::swap(&mut on_true, &mut on_false);
                }
                let bb = self.dag.basic_block(on_true);
                let brcond = self.dag.node1(Isd::BrCond, Evt::OTHER, &[chain, cond, bb]);
                self.branch(brcond, on_false, next)
            }
            Opcode::IndirectBr => {
                let address = self.value(inst.operands[0])?;
                self.dag.node1(Isd::BrInd, Evt::OTHER, &[chain, address])
            }
            Opcode::Switch => self.switch_through_jump_table(chain, inst)?,
            Opcode::Unreachable => chain,
            Opcode::Resume => self.resume(inst)?,
            _ => return Err(unsupported_inst(inst)),
        };
        self.dag.root = root;
        Ok(())
    }

    /// Whether the block of a function with debug information (a `!dbg` subprogram) is only a
    /// branch (and debug-info calls) to `dest`, which has no phis (their copies would end the
    /// block otherwise).
    fn is_debug_lone_branch(&self, dest: BlockId) -> bool {
        let insts = &self.func.blocks[self.block.index()].insts;
        let is_debug_call = |i: &InstId| self.is_debug_call(&self.func.insts[i.index()]);
        let dest_has_phi = self.func.blocks[dest.index()].insts.first().is_some_and(|&i| self.func.insts[i.index()].opcode == Opcode::Phi);
        let dbg = self.module.symbols.lookup(b"dbg");
        let has_debug_info = self.module.globals[self.func.global.index()].metadata.iter().any(|&(kind, _)| Some(kind) == dbg);
        has_debug_info && !dest_has_phi && insts.split_last().is_some_and(|(_, rest)| rest.iter().all(is_debug_call))
    }

    /// Whether `inst` is a call of an `llvm.dbg.*` intrinsic (no code, and no say in any).
    fn is_debug_call(&self, inst: &Inst) -> bool {
        crate::isel::tail_call::is_debug_call(self.module, inst)
    }

    /// `BR` to `dest` unless it is the fall-through block.
    fn branch(&mut self, chain: SDValue, dest: BlockId, next: Option<BlockId>) -> SDValue {
        if Some(dest) == next {
            return chain;
        }
        let bb = self.dag.basic_block(dest);
        self.dag.node1(Isd::Br, Evt::OTHER, &[chain, bb])
    }

    // ---- chains ----------------------------------------------------------------------

    /// The root with every pending load ordered before it.
    /// Whether `cond` is a compare of this block that only the block's branch reads (llc -O0
    /// selects such a compare with its branch).
    fn is_compare_only_for_branch(&self, cond: Value) -> bool {
        let Value::Inst(c) = cond else { return false };
        let block = &self.func.blocks[self.block.index()];
        matches!(self.func.insts[c.index()].opcode, Opcode::ICmp | Opcode::FCmp)
            && self.flinfo.inst_block[c.index()] == self.block
            && !self.flinfo.value_regs.contains_key(&cond)
            && block.insts.iter().flat_map(|&i| &self.func.insts[i.index()].operands).filter(|&&v| v == cond).count() == 1
    }

    fn root(&mut self) -> SDValue {
        if !self.pending_loads.is_empty() {
            let loads = std::mem::take(&mut self.pending_loads);
            self.dag.root = self.dag.token_factor(&loads);
        }
        self.dag.root
    }

    /// The root with pending loads and register copies: what the terminator depends on.
    fn control_root(&mut self) -> SDValue {
        let root = self.root();
        let mut chains = std::mem::take(&mut self.pending_exports);
        if root != self.dag.entry() {
            chains.push(root);
        }
        let r = self.dag.token_factor(&chains);
        self.dag.root = r;
        r
    }

    // ---- instructions ----------------------------------------------------------------

    fn lower_inst(&mut self, id: InstId, inst: &Inst) -> Result<Option<SDValue>, String> {
        let op = inst.opcode;
        if let Some(v) = self.vector_inst(inst)? {
            return Ok(v);
        }
        if op.is_int_binary() {
            return self.binary(inst).map(Some);
        }
        if let Some(v) = self.float_inst(inst)? {
            return Ok(Some(v));
        }
        if let Some(v) = self.aggregate_inst(inst)? {
            return Ok(v);
        }
        if let Some(v) = self.atomic_inst(inst)? {
            return Ok(v);
        }
        let v = match op {
            Opcode::ICmp => {
                let InstData::ICmp(pred) = inst.data else { return Err(unsupported_inst(inst)) };
                let (l, r) = (self.value(inst.operands[0])?, self.value(inst.operands[1])?);
                let vt = self.evt(inst.ty)?;
                self.dag.setcc(vt, l, r, CondCode::from_int_predicate(pred))
            }
            Opcode::Select => {
                if self.module.types.vector_shape(self.value_ty(inst.operands[0])).is_some() {
                    return Err("unsupported instruction 'select' with a vector condition".to_string());
                }
                let vt = self.evt(inst.ty)?;
                let ops = [self.value(inst.operands[0])?, self.value(inst.operands[1])?, self.value(inst.operands[2])?];
                self.dag.node1(Isd::Select, vt, &ops)
            }
            Opcode::ZExt | Opcode::SExt | Opcode::Trunc => {
                let x = self.value(inst.operands[0])?;
                let vt = self.evt(inst.ty)?;
                self.dag.node1(cast_node(op), vt, &[x])
            }
            Opcode::PtrToInt | Opcode::PtrToAddr | Opcode::IntToPtr => {
                let x = self.value(inst.operands[0])?;
                let vt = self.evt(inst.ty)?;
                self.dag.zext_or_trunc(x, vt)
            }
            Opcode::BitCast => {
                let x = self.value(inst.operands[0])?;
                let vt = self.evt(inst.ty)?;
                self.bitcast(x, vt)
            }
            Opcode::Alloca => {
                if !self.flinfo.static_allocas.contains_key(&id) {
                    return self.dynamic_alloca(inst).map(Some);
                }
                // Uses refer to the frame index directly (see `value`).
                return Ok(None);
            }
            Opcode::Load => return self.load(inst).map(Some),
            Opcode::Store => {
                self.store(inst)?;
                return Ok(None);
            }
            Opcode::GetElementPtr => {
                let InstData::Gep { source } = inst.data else { return Err(unsupported_inst(inst)) };
                self.address_arithmetic(inst.operands[0], &inst.operands[1..], source, inst.ty)?
            }
            // A frozen value is one fixed value; the operand's computation already is one.
            Opcode::Freeze => self.value(inst.operands[0])?,
            Opcode::Call if self.is_ignored_intrinsic(inst) => return Ok(None),
            Opcode::Call => return self.call(inst),
            Opcode::LandingPad => self.landing_pad(inst)?,
            _ => return Err(unsupported_inst(inst)),
        };
        Ok(Some(v))
    }

    /// A call through the target's `lower_call`; its result, if it has one.
    fn call(&mut self, inst: &Inst) -> Result<Option<SDValue>, String> {
        let data = inst.call_data().ok_or_else(|| unsupported_inst(inst))?;
        let callee = inst.callee().ok_or_else(|| unsupported_inst(inst))?;
        match callee {
            Value::InlineAsm(asm) => return self.inline_asm(inst, asm),
            Value::Global(g) => {
                if let Some(name) = self.module.global_name(g).filter(|n| n.starts_with(b"llvm.")) {
                    if let Some(symbol) = memory_libcall(name) {
                        return self.memory_libcall(inst, symbol);
                    }
                    // LLVM 19 names them by pointer type (`llvm.va_start.p0`).
                    let base = name.strip_suffix(b".p0").unwrap_or(name);
                    if base == b"llvm.va_start" || base == b"llvm.va_copy" {
                        return self.va_intrinsic(inst, base == b"llvm.va_copy");
                    }
                    let text = String::from_utf8_lossy(name).into_owned();
                    if let Some(v) = self.target_intrinsic(inst, &text)? {
                        return Ok(v);
                    }
                    if let intrinsics::Lowered::Done(v) = self.intrinsic(inst, &text)? {
                        return Ok(v);
                    }
                    return Err(format!("unsupported intrinsic '{}'", String::from_utf8_lossy(name)));
                }
            }
            _ => {}
        }
        if !data.bundles.is_empty() {
            return Err("unsupported call with operand bundles".to_string());
        }
        let Type::Function { params, vararg, .. } = self.module.types.get(data.fn_ty) else {
            return Err("malformed call: the callee type is not a function type".to_string());
        };
        let (fixed_params, vararg) = (params.len(), *vararg);
        // Aggregate arguments as their leaves, as for the function's own arguments.
        let mut args = Vec::with_capacity(inst.call_args().len());
        let mut num_fixed_args = 0;
        let mut infos = Vec::new();
        for (i, &a) in inst.call_args().iter().enumerate() {
            let ty = self.value_ty(a);
            let mut flags = self.arg_flags(data.attrs.param(i), ty)?;
            if i >= fixed_params {
                flags = flags.with(ArgFlags::VARARG);
            }
            infos.clear();
            self.push_arg_infos(ty, i as u32, flags, &mut infos)?;
            let values = self.parts(a)?;
            if i < fixed_params {
                num_fixed_args += infos.len();
            }
            args.extend(values.into_iter().zip(infos.iter().copied()));
        }
        let mut ret_vts = Vec::new();
        if inst.ty != TypeTable::VOID {
            for (leaf, _) in self.leaves(inst.ty)? {
                ret_vts.push(self.evt(leaf)?);
            }
        }
        let callee = self.value(callee)?;
        let insts = &self.func.blocks[self.block.index()].insts;
        let pos = insts.iter().position(|&i| std::ptr::eq(&self.func.insts[i.index()], inst));
        let tail = pos.is_some_and(|pos| crate::isel::tail_call::may_tail_call(self.module, self.func, insts, pos, self.flinfo));
        // A tail call ends the block: the copies of values other blocks use go before it.
        let chain = if tail { self.control_root() } else { self.root() };
        // A variadic function's musttail call passes on its own `...` in the registers it came in.
        let forwarded = match data.tail == TailKind::MustTail && self.flinfo.forwards_varargs {
            true => self.flinfo.forwarded_regs.clone(),
            false => Vec::new(),
        };
        let info = CallInfo { chain, callee, cc: data.cc, args, num_fixed_args, vararg, ret_vts, tail, forwarded };
        let (results, chain) = self.tli.lower_call(self.dag, &info)?;
        if data.tail == TailKind::MustTail && !(tail && self.tli.is_tail_call(self.dag, chain)) {
            return Err("unsupported: a musttail call the target cannot make a tail call (arguments on the stack, \
                        an indirect callee, a different convention or an sret it does not pass on)"
                .to_string());
        }
        if results.len() != info.ret_vts.len() {
            return Err(format!(
                "internal error: the target lowered {} of {} call results",
                results.len(),
                info.ret_vts.len()
            ));
        }
        self.dag.root = chain;
        if self.is_aggregate(inst.ty) {
            return Ok(Some(self.merge(&results)));
        }
        Ok(results.first().copied())
    }

    /// The calling-convention flags of an argument of IR type `ty` with parameter attributes
    /// `set`: extensions, `byval` (with the object's size and alignment), `sret`, `inreg`,
    /// `nest`. Attributes no convention handles yet are errors naming them.
    fn arg_flags(&self, set: AttrSetId, ty: TypeId) -> Result<ArgFlags, String> {
        crate::isel::call_lowering::arg_flags(self.module, self.layout, set, ty)
    }

    /// `llvm.va_start(list)` / `llvm.va_copy(list, src)` through the target, which knows its
    /// `va_list` layout and where the variable arguments are.
    fn va_intrinsic(&mut self, inst: &Inst, copy: bool) -> Result<Option<SDValue>, String> {
        let args = inst.call_args();
        if args.len() != 1 + copy as usize {
            return Err(format!("malformed call of '{}'", if copy { "llvm.va_copy" } else { "llvm.va_start" }));
        }
        let list = self.value(args[0])?;
        let src = if copy { Some(self.value(args[1])?) } else { None };
        let chain = self.root();
        self.dag.root = match src {
            Some(src) => self.tli.lower_va_copy(self.dag, chain, list, src)?,
            None => self.tli.lower_va_start(self.dag, self.flinfo, chain, list)?,
        };
        Ok(None)
    }

    /// `llvm.memcpy`/`memmove`/`memset` as a call of the C library function of that name;
    /// above -O0 one of a constant length (volatile too) the target does in at most
    /// [`TargetLoweringBase::max_stores_per_memcpy`](crate::target::lowering::TargetLoweringBase::max_stores_per_memcpy)
    /// (`memmove`, `memset`: theirs) accesses is done in place, as llc does, and at -O0 a
    /// `memcpy` of at most
    /// [`TargetLoweringBase::max_inline_memcpy_bytes_at_o0`](crate::target::lowering::TargetLoweringBase::max_inline_memcpy_bytes_at_o0) bytes.
    fn memory_libcall(&mut self, inst: &Inst, symbol: &str) -> Result<Option<SDValue>, String> {
        let [dst, second, len, volatile] = inst.call_args() else {
            return Err(format!("malformed call of the {symbol} intrinsic"));
        };
        if symbol == "memset" && matches!(*second, Value::Const(c) if matches!(self.module.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison)) {
            // Undefined bytes are whatever the memory holds (llc stores nothing either).
            return Ok(None);
        }
        if let Some(n) = self.module.const_int(*len) {
            let kind = memory_ops::MemOpKind::of(symbol);
            let volatile = self.module.const_int(*volatile) != Some(0);
            let in_place = if self.flinfo.optimize {
                let limit = match kind {
                    memory_ops::MemOpKind::Set => self.tli.max_stores_per_memset(),
                    memory_ops::MemOpKind::Copy => self.tli.max_stores_per_memcpy(),
                    memory_ops::MemOpKind::Move => self.tli.max_stores_per_memmove(),
                };
                n >= 0 && limit > 0 && self.inline_memory(inst, kind, Some(limit))?
            } else {
                symbol == "memcpy"
                    && !volatile
                    && n >= 0
                    && n as u64 <= self.tli.max_inline_memcpy_bytes_at_o0()
                    && self.inline_memory(inst, kind, None)?
            };
            if in_place {
                return Ok(None);
            }
        }
        let (dst, second, len) = (self.value(*dst)?, self.value(*second)?, self.value(*len)?);
        let ptr_vt = self.dag.value_type(dst);
        let (second, second_vt) = if symbol == "memset" {
            let int: Evt = Mvt::I32.into();
            (self.dag.zext_or_trunc(second, int), int)
        } else {
            (second, self.dag.value_type(second))
        };
        let len = self.dag.zext_or_trunc(len, ptr_vt);
        let arg = |vt, index| {
            let zext = symbol == "memset" && index == 1;
            let flags = if zext { ArgFlags::default().with(ArgFlags::ZEXT) } else { ArgFlags::default() };
            ArgInfo { vt, index, zext, sext: false, flags }
        };
        let args = vec![(dst, arg(ptr_vt, 0)), (second, arg(second_vt, 1)), (len, arg(ptr_vt, 2))];
        let callee = self.dag.external_symbol(symbol, ptr_vt);
        let chain = self.root();
        let info =
            CallInfo { chain, callee, cc: 0, args, num_fixed_args: 3, vararg: false, ret_vts: Vec::new(), tail: false, forwarded: Vec::new() };
        let (_, chain) = self.tli.lower_call(self.dag, &info)?;
        self.dag.root = chain;
        Ok(None)
    }

    /// `x` reinterpreted as `vt` (pointer casts between equal widths are no-ops; through a
    /// stack temporary where no register move joins the two types).
    fn bitcast(&mut self, x: SDValue, vt: Evt) -> SDValue {
        let from = self.dag.value_type(x);
        if from == vt {
            x
        } else if self.bitcast_needs_memory(from, vt) {
            self.bitcast_through_stack(x, vt)
        } else {
            self.dag.node1(Isd::Bitcast, vt, &[x])
        }
    }

    /// Calls with no code: debug info markers, lifetime markers, assumptions.
    fn is_ignored_intrinsic(&self, inst: &Inst) -> bool {
        let Some(callee) = inst.callee().and_then(|c| match c {
            Value::Global(g) => self.module.global_name(g),
            _ => None,
        }) else {
            return false;
        };
        let ignored: [&[u8]; 13] = [
            b"llvm.dbg.declare",
            b"llvm.dbg.value",
            b"llvm.dbg.label",
            b"llvm.dbg.assign",
            b"llvm.lifetime.start",
            b"llvm.lifetime.end",
            b"llvm.assume",
            b"llvm.donothing",
            // Alias-analysis scope markers: no code.
            b"llvm.experimental.noalias.scope.decl",
            // Releases nothing on any target kiln has.
            b"llvm.va_end",
            b"llvm.sideeffect",
            b"llvm.var.annotation",
            b"llvm.invariant.end",
        ];
        ignored
            .iter()
            .any(|name| callee == *name || (callee.starts_with(name) && callee.get(name.len()) == Some(&b'.')))
    }

    fn binary(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let isd = int_binary_node(inst.opcode).ok_or_else(|| unsupported_inst(inst))?;
        let vt = self.evt(inst.ty)?;
        if !vt.is_integer_or_int_vector() {
            return Err(unsupported_inst(inst));
        }
        let l = self.value(inst.operands[0])?;
        let mut r = self.value(inst.operands[1])?;
        if matches!(isd, Isd::Shl | Isd::Srl | Isd::Sra) {
            let amount_vt = super::expand::shift_amount_type(self.tli, vt);
            r = self.dag.zext_or_trunc(r, amount_vt);
        }
        let mut flags = 0;
        for (ir, sd) in
            [(InstFlags::NUW, NodeFlags::NUW), (InstFlags::NSW, NodeFlags::NSW), (InstFlags::EXACT, NodeFlags::EXACT)]
        {
            if inst.flags.has(ir) {
                flags |= sd;
            }
        }
        Ok(self.dag.node1_flags(isd, vt, &[l, r], NodeFlags(flags)))
    }

    fn mem_info(&self, inst: &Inst, value_ty: TypeId, ptr: Value) -> Result<MemInfo, String> {
        let InstData::Mem { align, ordering, .. } = inst.data else { return Err(unsupported_inst(inst)) };
        if ordering != AtomicOrdering::NotAtomic {
            return Err(format!("unsupported instruction 'atomic {}'", inst.opcode.name()));
        }
        let align = if align == 0 { self.layout.abi_align(value_ty) } else { align };
        Ok(MemInfo {
            mem_vt: self.evt(value_ty)?,
            align,
            volatile: inst.flags.has(InstFlags::VOLATILE),
            source: Some((ptr, 0)),
            ordering: kiln_ir::AtomicOrdering::NotAtomic,
        })
    }

    fn load(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let mem = self.mem_info(inst, inst.ty, inst.operands[0])?;
        let ptr = self.value(inst.operands[0])?;
        let chain = if mem.volatile { self.root() } else { self.dag.root };
        let load = self.dag.load(mem.mem_vt, chain, ptr, ExtType::NonExt, mem);
        let out_chain = SDValue::new(load.node, 1);
        if mem.volatile {
            self.dag.root = out_chain;
        } else {
            self.pending_loads.push(out_chain);
        }
        Ok(load)
    }

    fn store(&mut self, inst: &Inst) -> Result<(), String> {
        let value_ty = self.value_ty(inst.operands[0]);
        let mem = self.mem_info(inst, value_ty, inst.operands[1])?;
        let value = self.value(inst.operands[0])?;
        let ptr = self.value(inst.operands[1])?;
        let chain = self.root();
        self.dag.root = self.dag.store(chain, value, ptr, false, mem);
        Ok(())
    }

    /// `getelementptr source, base, indices...` as adds and multiplies on the pointer type;
    /// constant offsets are summed and added once.
    fn address_arithmetic(
        &mut self,
        base: Value,
        indices: &[Value],
        source: TypeId,
        result_ty: TypeId,
    ) -> Result<SDValue, String> {
        let types = &self.module.types;
        if types.vector_shape(result_ty).is_some() {
            return Err("unsupported instruction 'getelementptr' on vectors of pointers".to_string());
        }
        let addrspace = match types.get(result_ty) {
            Type::Ptr { addrspace, .. } => *addrspace,
            _ => 0,
        };
        let vt = self.ptr_vt(addrspace);
        let mut addr = self.value(base)?;
        let mut offset: i128 = 0;
        let mut ty = source;
        for (k, &idx) in indices.iter().enumerate() {
            let step = if k == 0 {
                self.layout.type_alloc_size(source)
            } else if let Some(sl) = self.layout.struct_layout(ty) {
                let field = self.module.const_int(idx).ok_or("malformed getelementptr: non-constant struct index")?;
                let field = usize::try_from(field).map_err(|_| "malformed getelementptr: negative struct index")?;
                offset += *sl.offsets.get(field).ok_or("malformed getelementptr: struct index out of range")? as i128;
                ty = self.module.types.element(ty, field as u64).ok_or("malformed getelementptr")?;
                continue;
            } else {
                ty = self.module.types.element(ty, 0).ok_or("malformed getelementptr: index into a non-aggregate")?;
                self.layout.type_alloc_size(ty)
            };
            if let Some(c) = self.module.const_int(idx) {
                offset = offset.wrapping_add(c.wrapping_mul(step as i128));
                continue;
            }
            let i = self.value(idx)?;
            if self.dag.value_type(i).is_vector() {
                return Err("unsupported instruction 'getelementptr' with vector indices".to_string());
            }
            let i = self.dag.sext_or_trunc(i, vt);
            let scaled = if step == 1 {
                i
            } else {
                let s = self.dag.constant(step as u128, vt);
                self.dag.node1(Isd::Mul, vt, &[i, s])
            };
            addr = self.dag.node1(Isd::Add, vt, &[addr, scaled]);
        }
        let offset = offset as u128;
        if offset != 0 && vt.size_bits() > 0 {
            let c = self.dag.constant(offset, vt);
            addr = self.dag.node1(Isd::Add, vt, &[addr, c]);
        }
        Ok(addr)
    }
}

/// The node of an integer extension or truncation (`zext`, `sext`, `trunc`).
fn cast_node(op: Opcode) -> Isd {
    match op {
        Opcode::ZExt => Isd::ZeroExtend,
        Opcode::SExt => Isd::SignExtend,
        _ => Isd::Truncate,
    }
}

/// The alignment known at `offset` bytes past an address aligned to `align`.
fn align_at(align: u64, offset: u64) -> u64 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros())
    }
}

/// The DAG node of an integer binary IR opcode.
fn int_binary_node(op: Opcode) -> Option<Isd> {
    Some(match op {
        Opcode::Add => Isd::Add,
        Opcode::Sub => Isd::Sub,
        Opcode::Mul => Isd::Mul,
        Opcode::UDiv => Isd::UDiv,
        Opcode::SDiv => Isd::SDiv,
        Opcode::URem => Isd::URem,
        Opcode::SRem => Isd::SRem,
        Opcode::Shl => Isd::Shl,
        Opcode::LShr => Isd::Srl,
        Opcode::AShr => Isd::Sra,
        Opcode::And => Isd::And,
        Opcode::Or => Isd::Or,
        Opcode::Xor => Isd::Xor,
        _ => return None,
    })
}

/// The C library function implementing a memory intrinsic (not the `.inline` variants, which
/// must not call out).
fn memory_libcall(intrinsic: &[u8]) -> Option<&'static str> {
    [(&b"llvm.memcpy."[..], "memcpy"), (b"llvm.memmove.", "memmove"), (b"llvm.memset.", "memset")]
        .into_iter()
        .find(|(prefix, _)| intrinsic.starts_with(prefix) && !intrinsic[prefix.len()..].starts_with(b"inline"))
        .map(|(_, symbol)| symbol)
}

fn constant_kind_name(kind: &ConstKind) -> &'static str {
    match kind {
        ConstKind::Int(_) => "integer",
        ConstKind::WideInt(_) => "wide integer (over 128 bits)",
        ConstKind::Float(_) => "float",
        ConstKind::Null => "null of a non-pointer type",
        ConstKind::NoneToken => "none",
        ConstKind::Undef | ConstKind::Poison => "undef",
        ConstKind::Zero => "zeroinitializer of an aggregate or vector",
        ConstKind::Array(_) | ConstKind::Bytes(_) => "array",
        ConstKind::Struct(_) => "struct",
        ConstKind::Vector(_) => "vector",
        ConstKind::BlockAddress { .. } => "blockaddress",
        ConstKind::DsoLocalEquivalent(_) => "dso_local_equivalent",
        ConstKind::NoCfi(_) => "no_cfi",
        ConstKind::Expr(_) => "expression",
    }
}
