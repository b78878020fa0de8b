//! Atomic instructions in the DAG: `load atomic`, `store atomic`, `atomicrmw`, `cmpxchg` and
//! `fence` become the ATOMIC_* nodes, each ordered on the chain like a volatile access (an
//! atomic operation neither moves across another nor disappears). Orderings the target needs
//! (a sequentially consistent store or fence) travel as TargetConstant operands holding the
//! `AtomicOrdering` discriminant. `cmpxchg` gives `{old, old == expected}`. The operations no
//! instruction implements were already rewritten by `prepare::atomic_expand`; what is left
//! and still unsupported (integers wider than 64 bits, misaligned accesses) is an error
//! naming it.

use super::Builder;
use crate::isel::dag::node::{ExtType, MemInfo, NodeData, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{AtomicOrdering, Inst, InstData, Opcode, RmwOp, TypeId, TypeTable, Value};

/// The `syncscope` of a fence that only orders against the same thread (a compiler barrier).
const SINGLE_THREAD: &str = "singlethread";

impl Builder<'_> {
    /// Lowers `inst` if it is atomic; `Ok(None)` when it is not (a plain load or store).
    pub(super) fn atomic_inst(&mut self, inst: &Inst) -> Result<Option<Option<SDValue>>, String> {
        match (inst.opcode, &inst.data) {
            (Opcode::Fence, &InstData::Fence { ordering, scope }) => {
                let cross_thread = scope.is_none_or(|s| self.module.symbols.text(s) != SINGLE_THREAD);
                let chain = self.root();
                let ord = self.dag.target_constant(ordering as u128, Mvt::I32.into());
                let cross = self.dag.target_constant(cross_thread as u128, Mvt::I32.into());
                self.dag.root = self.dag.node1(Isd::AtomicFence, Evt::OTHER, &[chain, ord, cross]);
                Ok(Some(None))
            }
            (Opcode::Load, &InstData::Mem { ordering, align, .. }) if ordering != AtomicOrdering::NotAtomic => {
                let mem = self.atomic_mem(inst, inst.ty, inst.operands[0], align, ordering)?;
                let ptr = self.value(inst.operands[0])?;
                let chain = self.root();
                let vts = self.dag.vt_list(&[mem.mem_vt, Evt::OTHER]);
                let data = NodeData::Load { ext: ExtType::NonExt, mem };
                let n = self.dag.get_node(Isd::AtomicLoad.into(), vts, &[chain, ptr], data);
                self.dag.root = SDValue::new(n, 1);
                Ok(Some(Some(SDValue::new(n, 0))))
            }
            (Opcode::Store, &InstData::Mem { ordering, align, .. }) if ordering != AtomicOrdering::NotAtomic => {
                let value_ty = self.value_ty(inst.operands[0]);
                let mem = self.atomic_mem(inst, value_ty, inst.operands[1], align, ordering)?;
                let value = self.value(inst.operands[0])?;
                let ptr = self.value(inst.operands[1])?;
                let chain = self.root();
                let ord = self.dag.target_constant(ordering as u128, Mvt::I32.into());
                let vts = self.dag.vt_list(&[Evt::OTHER]);
                let data = NodeData::Store { truncating: false, mem };
                let n = self.dag.get_node(Isd::AtomicStore.into(), vts, &[chain, ptr, value, ord], data);
                self.dag.root = SDValue::new(n, 0);
                Ok(Some(None))
            }
            (Opcode::AtomicRmw, &InstData::AtomicRmw { op, ordering, align, .. }) => {
                let node = match op {
                    RmwOp::Xchg => Isd::AtomicSwap,
                    RmwOp::Add => Isd::AtomicLoadAdd,
                    RmwOp::Sub => Isd::AtomicLoadSub,
                    RmwOp::And => Isd::AtomicLoadAnd,
                    RmwOp::Or => Isd::AtomicLoadOr,
                    RmwOp::Xor => Isd::AtomicLoadXor,
                    RmwOp::Nand => Isd::AtomicLoadNand,
                    RmwOp::Min => Isd::AtomicLoadMin,
                    RmwOp::Max => Isd::AtomicLoadMax,
                    RmwOp::UMin => Isd::AtomicLoadUMin,
                    RmwOp::UMax => Isd::AtomicLoadUMax,
                    other => {
                        return Err(format!(
                            "internal error: atomicrmw {} reached the DAG builder (AtomicExpand turns it into a loop)",
                            other.name()
                        ))
                    }
                };
                let mem = self.atomic_mem(inst, inst.ty, inst.operands[0], align, ordering)?;
                let ptr = self.value(inst.operands[0])?;
                let value = self.value(inst.operands[1])?;
                let old = self.read_modify_write(node, mem, &[ptr, value]);
                Ok(Some(Some(old)))
            }
            (Opcode::CmpXchg, &InstData::CmpXchg { success, failure, align, .. }) => {
                let value_ty = self.value_ty(inst.operands[1]);
                let mem = self.atomic_mem(inst, value_ty, inst.operands[0], align, merged_ordering(success, failure))?;
                let ops = [self.value(inst.operands[0])?, self.value(inst.operands[1])?, self.value(inst.operands[2])?];
                let old = self.read_modify_write(Isd::AtomicCmpSwap, mem, &ops);
                let ok = self.dag.setcc(Mvt::I1.into(), old, ops[1], CondCode::Eq);
                Ok(Some(Some(self.merge(&[old, ok]))))
            }
            _ => Ok(None),
        }
    }

    /// A node `(chain, ops...) -> (old value, ch)` reading and writing memory `mem`.
    fn read_modify_write(&mut self, node: Isd, mem: MemInfo, ops: &[SDValue]) -> SDValue {
        let chain = self.root();
        let vts = self.dag.vt_list(&[mem.mem_vt, Evt::OTHER]);
        let mut operands = vec![chain];
        operands.extend_from_slice(ops);
        let data = NodeData::Load { ext: ExtType::NonExt, mem };
        let n = self.dag.get_node(node.into(), vts, &operands, data);
        self.dag.root = SDValue::new(n, 1);
        SDValue::new(n, 0)
    }

    /// The memory operand of an atomic access of a `ty` value at `ptr` with `ordering`:
    /// integers and pointers of 8 to 64 bits, naturally aligned (the hardware's atomic accesses).
    fn atomic_mem(&self, inst: &Inst, ty: TypeId, ptr: Value, align: u64, ordering: AtomicOrdering) -> Result<MemInfo, String> {
        let what = || match inst.opcode {
            Opcode::Load | Opcode::Store => format!("atomic {}", inst.opcode.name()),
            other => other.name().to_string(),
        };
        let vt = self.evt(ty)?;
        if !vt.is_integer() || ty == TypeTable::I1 {
            return Err(format!("unsupported: {} of type {vt}", what()));
        }
        let bytes = vt.store_size();
        if !matches!(bytes, 1 | 2 | 4 | 8) {
            return Err(format!("unsupported: {} of {vt} (wider than the 8-byte atomic instructions)", what()));
        }
        // Without `align`, an atomicrmw or cmpxchg is aligned to its size (the IR's rule).
        let align = if align == 0 { bytes } else { align };
        if align < bytes {
            return Err(format!("unsupported: {} of {vt} aligned to {align} bytes (misaligned atomics need libcalls)", what()));
        }
        Ok(MemInfo { mem_vt: vt, align, volatile: true, source: Some((ptr, 0)), ordering })
    }
}

/// The ordering a `cmpxchg` needs on both of its paths (LLVM's `getMergedOrdering`): the
/// stronger of the two, with a release success and an acquire failure making acq_rel.
fn merged_ordering(success: AtomicOrdering, failure: AtomicOrdering) -> AtomicOrdering {
    use AtomicOrdering::{AcqRel, Acquire, Release};
    match (success, failure) {
        (Release, Acquire) => AcqRel,
        (s, f) => s.max(f),
    }
}
