//! Values of aggregate type (structs and arrays) in the DAG builder. As in LLVM, an aggregate
//! is the list of its scalar leaves in memory order: a MERGE_VALUES node whose results are
//! the leaves, so `extractvalue` picks results, `insertvalue` builds a new node, loads and
//! stores work leaf by leaf at the leaves' byte offsets, and returns and calls pass the
//! leaves in order. An aggregate that crosses blocks (or is a phi) lives in the registers of
//! its leaves, one group per leaf, consecutive (`FunctionLoweringInfo::leaf_regs`).

use super::{align_at, Builder};
use crate::isel::dag::node::{ExtType, MemInfo, NodeData, SDValue};
use crate::isel::dag::opcodes::{Isd, Opcode as DagOpcode};
use crate::target::value_types::Evt;
use crate::isel::function_info::{scalar_leaves, ValueRegs};
use kiln_ir::{ConstKind, Inst, InstData, Opcode, TypeId, Value};

impl Builder<'_> {
    /// The scalar leaves of `ty` with their byte offsets (one leaf for a scalar type).
    pub(super) fn leaves(&self, ty: TypeId) -> Result<Vec<(TypeId, u64)>, String> {
        scalar_leaves(self.module, self.layout, ty)
    }

    /// Whether values of `ty` are aggregates (lists of leaves).
    pub(super) fn is_aggregate(&self, ty: TypeId) -> bool {
        self.module.types.is_aggregate(ty)
    }

    /// The leaves of the value `v` (itself when it is a scalar).
    pub(super) fn parts(&mut self, v: Value) -> Result<Vec<SDValue>, String> {
        let ty = self.value_ty(v);
        let first = self.value(v)?;
        if !self.is_aggregate(ty) {
            return Ok(vec![first]);
        }
        let n = self.leaves(ty)?.len() as u32;
        Ok((0..n)
            .map(|i| SDValue::new(first.node, first.result + i))
            .collect())
    }

    /// One value standing for the leaves `parts` (result 0 of a MERGE_VALUES node).
    pub(super) fn merge(&mut self, parts: &[SDValue]) -> SDValue {
        let vts: Vec<Evt> = parts.iter().map(|&p| self.dag.value_type(p)).collect();
        let list = self.dag.vt_list(&vts);
        let node = self.dag.get_node(
            DagOpcode::from(Isd::MergeValues),
            list,
            parts,
            NodeData::None,
        );
        SDValue::new(node, 0)
    }

    /// An aggregate constant: its leaves as constants.
    pub(super) fn aggregate_constant(&mut self, v: Value) -> Result<SDValue, String> {
        let Value::Const(c) = v else {
            unreachable!("aggregate_constant takes constants")
        };
        let constant = self.module.consts.get(c);
        let ty = constant.ty;
        let parts = match &constant.kind {
            ConstKind::Struct(elems) | ConstKind::Array(elems) => {
                let mut parts = Vec::new();
                for &e in elems.clone().iter() {
                    parts.extend(self.parts(e)?);
                }
                parts
            }
            ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => {
                let undef = !matches!(constant.kind, ConstKind::Zero);
                let mut parts = Vec::new();
                for (leaf, _) in self.leaves(ty)? {
                    let vt = self.evt(leaf)?;
                    parts.push(match (undef, vt.is_float()) {
                        (true, _) => self.dag.undef(vt),
                        (false, true) => self.dag.constant_fp(0, vt),
                        (false, false) => self.dag.constant(0, vt),
                    });
                }
                parts
            }
            ConstKind::Bytes(bytes) => {
                let bytes = bytes.clone();
                let i8vt = self.evt(
                    self.module
                        .types
                        .element(ty, 0)
                        .ok_or("malformed byte string constant")?,
                )?;
                bytes
                    .iter()
                    .map(|&b| self.dag.constant(u128::from(b), i8vt))
                    .collect()
            }
            _ => return Err("unsupported aggregate constant".to_string()),
        };
        Ok(self.merge(&parts))
    }

    /// `extractvalue`, `insertvalue`, and selects, loads and stores of aggregates; `None` for
    /// other instructions.
    pub(super) fn aggregate_inst(
        &mut self,
        inst: &Inst,
    ) -> Result<Option<Option<SDValue>>, String> {
        match inst.opcode {
            Opcode::ExtractValue | Opcode::InsertValue => {
                let InstData::Indices(indices) = &inst.data else {
                    return Err("malformed aggregate instruction".to_string());
                };
                let agg_ty = self.value_ty(inst.operands[0]);
                let (start, count) = self.leaf_range(agg_ty, indices)?;
                let mut parts = self.parts(inst.operands[0])?;
                if inst.opcode == Opcode::ExtractValue {
                    let picked = &parts[start..start + count];
                    return Ok(Some(Some(if self.is_aggregate(inst.ty) {
                        self.merge(picked)
                    } else {
                        picked[0]
                    })));
                }
                let inserted = self.parts(inst.operands[1])?;
                parts.splice(start..start + count, inserted);
                Ok(Some(Some(self.merge(&parts))))
            }
            Opcode::Select if self.is_aggregate(inst.ty) => {
                // One select per leaf, on the same (scalar) condition.
                let cond = self.value(inst.operands[0])?;
                let (t, f) = (self.parts(inst.operands[1])?, self.parts(inst.operands[2])?);
                let picked: Vec<SDValue> =
                    t.iter().zip(&f).map(|(&t, &f)| self.dag.node1(Isd::Select, self.dag.value_type(t), &[cond, t, f])).collect();
                Ok(Some(Some(self.merge(&picked))))
            }
            Opcode::Load if self.is_aggregate(inst.ty) => {
                self.aggregate_load(inst).map(|v| Some(Some(v)))
            }
            Opcode::Store if self.is_aggregate(self.value_ty(inst.operands[0])) => {
                self.aggregate_store(inst)?;
                Ok(Some(None))
            }
            _ => Ok(None),
        }
    }

    /// The leaves `indices` select within `ty`: (first leaf, number of leaves).
    fn leaf_range(&self, ty: TypeId, indices: &[u32]) -> Result<(usize, usize), String> {
        let mut start = 0;
        let mut ty = ty;
        for &i in indices {
            let mut skipped = 0;
            for k in 0..i {
                let field = self
                    .module
                    .types
                    .element(ty, u64::from(k))
                    .ok_or("aggregate index out of range")?;
                skipped += self.leaves(field)?.len();
            }
            start += skipped;
            ty = self
                .module
                .types
                .element(ty, u64::from(i))
                .ok_or("aggregate index out of range")?;
        }
        Ok((start, self.leaves(ty)?.len()))
    }

    /// The value type, address and memory operand of the aggregate leaf of type `leaf` at
    /// `offset` from `ptr`, for an access of the whole aggregate aligned to `align`.
    fn leaf_access(&mut self, leaf: TypeId, ptr: SDValue, offset: u64, align: u64, volatile: bool) -> Result<(Evt, SDValue, MemInfo), String> {
        let vt = self.evt(leaf)?;
        let addr = self.leaf_address(ptr, offset);
        Ok((vt, addr, MemInfo { mem_vt: vt, align: align_at(align, offset), volatile, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic }))
    }

    fn leaf_address(&mut self, ptr: SDValue, offset: u64) -> SDValue {
        if offset == 0 {
            return ptr;
        }
        let vt = self.dag.value_type(ptr);
        let off = self.dag.constant(u128::from(offset), vt);
        self.dag.node1(Isd::Add, vt, &[ptr, off])
    }

    fn aggregate_load(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let InstData::Mem { align, .. } = inst.data else {
            return Err("malformed load".to_string());
        };
        let volatile = inst.flags.has(kiln_ir::InstFlags::VOLATILE);
        let ptr = self.value(inst.operands[0])?;
        let align = if align == 0 {
            self.layout.abi_align(inst.ty)
        } else {
            align
        };
        let chain = if volatile { self.root() } else { self.dag.root };
        let mut parts = Vec::new();
        let mut chains = Vec::new();
        for (leaf, offset) in self.leaves(inst.ty)? {
            let (vt, addr, mem) = self.leaf_access(leaf, ptr, offset, align, volatile)?;
            let load = self.dag.load(vt, chain, addr, ExtType::NonExt, mem);
            parts.push(load);
            chains.push(SDValue::new(load.node, 1));
        }
        if volatile {
            self.dag.root = self.dag.token_factor(&chains);
        } else {
            self.pending_loads.extend(chains);
        }
        Ok(self.merge(&parts))
    }

    fn aggregate_store(&mut self, inst: &Inst) -> Result<(), String> {
        let InstData::Mem { align, .. } = inst.data else {
            return Err("malformed store".to_string());
        };
        let volatile = inst.flags.has(kiln_ir::InstFlags::VOLATILE);
        let ty = self.value_ty(inst.operands[0]);
        let parts = self.parts(inst.operands[0])?;
        let ptr = self.value(inst.operands[1])?;
        let align = if align == 0 {
            self.layout.abi_align(ty)
        } else {
            align
        };
        let chain = self.root();
        let mut stores = Vec::new();
        for ((leaf, offset), value) in self.leaves(ty)?.into_iter().zip(parts) {
            let (_, addr, mem) = self.leaf_access(leaf, ptr, offset, align, volatile)?;
            stores.push(self.dag.store(chain, value, addr, false, mem));
        }
        self.dag.root = self.dag.token_factor(&stores);
        Ok(())
    }

    /// New registers for a value of IR type `ty` (an aggregate gets those of its leaves).
    pub(super) fn create_value_regs(&mut self, ty: TypeId) -> Result<ValueRegs, String> {
        self.flinfo.create_regs_for_type(self.module, self.layout, self.tli, ty)
    }

    /// The value of IR type `ty` held in `regs`: for an aggregate, its leaves read from their
    /// registers and merged.
    pub(super) fn copy_value_from_regs(&mut self, regs: ValueRegs, ty: TypeId) -> Result<SDValue, String> {
        if !self.is_aggregate(ty) {
            let vt = self.evt(ty)?;
            return self.copy_from_regs(regs, vt);
        }
        let groups = self.flinfo.leaf_regs(regs.first).ok_or("internal error: an aggregate value without leaf registers")?.to_vec();
        let leaves = self.leaves(ty)?;
        if groups.len() != leaves.len() {
            return Err("internal error: an aggregate's registers do not match its leaves".to_string());
        }
        let mut parts = Vec::with_capacity(leaves.len());
        for (group, (leaf, _)) in groups.into_iter().zip(leaves) {
            let vt = self.evt(leaf)?;
            parts.push(self.copy_from_regs(group, vt)?);
        }
        Ok(self.merge(&parts))
    }

    /// Copies `v` (of any type, leaf by leaf for an aggregate) into `regs`; the copies' chains.
    pub(super) fn copy_value_to_regs(&mut self, regs: ValueRegs, v: SDValue) -> Result<Vec<SDValue>, String> {
        let Some(groups) = self.flinfo.leaf_regs(regs.first).map(<[ValueRegs]>::to_vec) else {
            return self.copy_to_regs(regs, v);
        };
        let mut chains = Vec::new();
        for (k, group) in groups.into_iter().enumerate() {
            let part = SDValue::new(v.node, v.result + k as u32);
            chains.extend(self.copy_to_regs(group, part)?);
        }
        Ok(chains)
    }
}
