//! Atomic read-modify-writes in generic machine IR, as LLVM's IRTranslator builds them:
//! `atomicrmw OP` becomes `G_ATOMICRMW_OP` (the old value, from the address and the operand)
//! and `cmpxchg` `G_ATOMIC_CMPXCHG_WITH_SUCCESS` (the old value and an `s1` success flag, the
//! two leaves of its `{ iN, i1 }` result), each with one `load store` memory operand carrying
//! the ordering (a `cmpxchg`'s also its failure ordering) and the sync scope. What a target
//! has no instruction for was rewritten before selection by AtomicExpand
//! (`prepare/atomic_expand.rs`, e.g. x86-64's `nand`/`max` loops), as for the SelectionDAG;
//! the target's legalizer rules say which of the rest it selects.

use super::irtranslator::Translator;
use super::llt::Llt;
use crate::mir::{MachineOperand, MemAccess, MemOperand};
use crate::target::target_opcode as op;
use kiln_ir::{AtomicOrdering, InstData, InstFlags, RmwOp, Sym};

/// The generic opcode of an `atomicrmw` operation.
fn rmw_opcode(rmw: RmwOp) -> u32 {
    match rmw {
        RmwOp::Xchg => op::G_ATOMICRMW_XCHG,
        RmwOp::Add => op::G_ATOMICRMW_ADD,
        RmwOp::Sub => op::G_ATOMICRMW_SUB,
        RmwOp::And => op::G_ATOMICRMW_AND,
        RmwOp::Nand => op::G_ATOMICRMW_NAND,
        RmwOp::Or => op::G_ATOMICRMW_OR,
        RmwOp::Xor => op::G_ATOMICRMW_XOR,
        RmwOp::Max => op::G_ATOMICRMW_MAX,
        RmwOp::Min => op::G_ATOMICRMW_MIN,
        RmwOp::UMax => op::G_ATOMICRMW_UMAX,
        RmwOp::UMin => op::G_ATOMICRMW_UMIN,
        RmwOp::FAdd => op::G_ATOMICRMW_FADD,
        RmwOp::FSub => op::G_ATOMICRMW_FSUB,
    }
}

impl Translator<'_, '_> {
    /// The `load store` memory operand of an atomic read-modify-write of a `t` through operand
    /// `ptr` of the instruction, aligned to `align`, ordered by `ordering`.
    fn rmw_mem_operand(&mut self, t: Llt, ptr: kiln_ir::Value, align: u64, ordering: AtomicOrdering, scope: Option<Sym>, volatile: bool) -> MemOperand {
        let align = if align == 0 { t.size_bits(self.pointer_bits()).div_ceil(8) } else { align };
        let mut mem = self.mem_operand(MemAccess::LoadStore, t, ptr, 0, align, ordering, volatile);
        if let Some(s) = scope {
            let name = format!("\"{}\"", self.module.symbols.text(s));
            mem.rare_mut().sync_scope = Some(self.f.mf.intern(&name));
        }
        mem
    }

    /// `atomicrmw` instruction `i`: `%old = G_ATOMICRMW_OP %addr, %val`.
    pub(super) fn atomic_rmw(&mut self, i: kiln_ir::InstId) -> Result<(), String> {
        let inst = &self.func.insts[i.index()];
        let InstData::AtomicRmw { op: rmw, ordering, scope, align } = inst.data else { return Err("malformed atomicrmw".to_string()) };
        let t = self.llt(inst.ty)?;
        let (addr, val) = (self.reg(inst.operands[0])?, self.reg(inst.operands[1])?);
        let mem = self.rmw_mem_operand(t, inst.operands[0], align, ordering, scope, inst.flags.has(InstFlags::VOLATILE));
        let old = self.new_reg(t);
        let mut mi = self.f.mf.new_memory_inst(rmw_opcode(rmw));
        mi.operands.extend([MachineOperand::reg_def(old), MachineOperand::reg_use(addr), MachineOperand::reg_use(val)]);
        mi.add_mem_operand(mem);
        self.put(mi);
        self.define(i, &[old])
    }

    /// `cmpxchg` instruction `i`: `%old, %success = G_ATOMIC_CMPXCHG_WITH_SUCCESS %addr, %cmp,
    /// %new` (a weak one is a strong one: it never fails spuriously).
    pub(super) fn atomic_cmpxchg(&mut self, i: kiln_ir::InstId) -> Result<(), String> {
        let inst = &self.func.insts[i.index()];
        let InstData::CmpXchg { success, failure, scope, align } = inst.data else { return Err("malformed cmpxchg".to_string()) };
        let value_ty = self.module.value_type(Some(self.func), inst.operands[1]);
        let t = self.llt(value_ty)?;
        let (addr, cmp, new) = (self.reg(inst.operands[0])?, self.reg(inst.operands[1])?, self.reg(inst.operands[2])?);
        let mut mem = self.rmw_mem_operand(t, inst.operands[0], align, success, scope, inst.flags.has(InstFlags::VOLATILE));
        mem.rare_mut().failure_ordering = Some(self.f.mf.intern(failure.name()));
        let (old, ok) = (self.new_reg(t), self.new_reg(Llt::scalar(1)));
        let mut mi = self.f.mf.new_memory_inst(op::G_ATOMIC_CMPXCHG_WITH_SUCCESS);
        mi.operands.extend([
            MachineOperand::reg_def(old),
            MachineOperand::reg_def(ok),
            MachineOperand::reg_use(addr),
            MachineOperand::reg_use(cmp),
            MachineOperand::reg_use(new),
        ]);
        mi.add_mem_operand(mem);
        self.put(mi);
        self.define(i, &[old, ok])
    }
}
