//! Vector values in the DAG builder, in one of two forms:
//! - whole: a node of the vector type itself (a LOAD, an ADD, a CopyFromReg), built where
//!   the type is legal (the target has a register class for it, as x86 has VR128 for the
//!   128-bit types) and the instruction is a load, a store, a bit cast, one of the
//!   elementwise arithmetic operations of [`whole_vector_node`] or a min/max or funnel-shift
//!   intrinsic ([`whole_vector_intrinsic`]); operation legalization then
//!   selects the node, or unrolls it into element operations where the target has no
//!   instruction for it (`Expand`, [`unroll_vector_op`](crate::isel::dag::vector_parts::unroll_vector_op));
//! - by elements: a BUILD_VECTOR node whose operands are its elements, the scalarized form
//!   every other vector instruction (and every vector of an illegal type) is built in.
//!
//! A vector with a multiple of a legal type's elements (`<16 x i32>`: four `<4 x i32>`) is
//! split into parts of that type, as LLVM's type legalizer splits until legal: its value is a
//! BUILD_VECTOR of the parts' elements, which
//! [`split_vector`] takes apart into the parts again, so its elementwise arithmetic, loads
//! and stores are one whole node per part, its truncation to a legal type the target's
//! sequence over the parts, and it crosses blocks in one register per part.
//!
//! A vector with fewer elements than a legal type's is widened to it where the target
//! prefers (`<8 x i8>` in a `v16i8`): its value is a BUILD_VECTOR of the low elements of one
//! register of the wide type, which its arithmetic, loads, stores, bit casts, compares,
//! extensions and truncations use whole ([`vector_widen`](super::vector_widen)).
//!
//! Compares of legal (or widened) vector types keep their result whole as a mask of the
//! operands' width ([`vector_mask`](super::vector_mask)).
//!
//! An instruction that needs the elements of a whole vector reads them by
//! EXTRACT_VECTOR_ELT; an operation of a legal type takes the whole form as soon as one
//! operand has it (a vector loaded from memory stays in its register), while values made of
//! elements stay elements until they meet one. Arguments, returns and calls pass vectors in
//! the target's vector registers
//! ([`vector_parts`](crate::isel::dag::vector_parts)). Across blocks a vector of a legal type
//! travels in one vector register, a widened one in its wide register, a split one in one per
//! part, other vectors in one
//! register per element, and an integer wider than every register (i128) in several
//! ([`FunctionLoweringInfo::create_regs`](super::FunctionLoweringInfo::create_regs)).
//! Loads and stores of other vectors become per-element accesses at the element offsets;
//! bitcasts that change the element count go through an integer of the full width (shifts
//! and ors, little-endian lane order); a variable element index becomes a chain of compares
//! and selects.

use super::float::float_node;
use super::elementwise::{is_elementwise, whole_vector_intrinsic};
use super::{align_at, cast_node, int_binary_node, Builder};
use crate::isel::function_info::ValueRegs;
use crate::isel::dag::vector_parts::{join_vector, split_vector, vector_lanes};
use crate::isel::dag::node::{ExtType, MemInfo, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::lowering::VectorTypeAction;
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{ConstExprExtra, ConstKind, Inst, InstData, Opcode, TypeId, Value};

/// `llvm.vector.reduce.*` over integers: (name prefix, combining node).
const REDUCTIONS: &[(&str, Isd)] = &[
    ("llvm.vector.reduce.add.", Isd::Add),
    ("llvm.vector.reduce.mul.", Isd::Mul),
    ("llvm.vector.reduce.and.", Isd::And),
    ("llvm.vector.reduce.or.", Isd::Or),
    ("llvm.vector.reduce.xor.", Isd::Xor),
    ("llvm.vector.reduce.smax.", Isd::SMax),
    ("llvm.vector.reduce.smin.", Isd::SMin),
    ("llvm.vector.reduce.umax.", Isd::UMax),
    ("llvm.vector.reduce.umin.", Isd::UMin),
];

/// `llvm.vector.reduce.*` over floats: (name prefix, how two values combine: a node or the
/// elementwise intrinsic of the same meaning).
const FLOAT_REDUCTIONS: &[(&str, &str)] = &[
    ("llvm.vector.reduce.fadd.", "fadd"),
    ("llvm.vector.reduce.fmul.", "fmul"),
    ("llvm.vector.reduce.fmax.", "llvm.maxnum."),
    ("llvm.vector.reduce.fmin.", "llvm.minnum."),
];

/// The node of an elementwise instruction built on whole vectors of a legal type: the integer
/// and floating-point binary operations (shifts, whose amounts are elements too, included).
fn whole_vector_node(op: Opcode) -> Option<Isd> {
    int_binary_node(op).or_else(|| float_node(op).filter(|n| matches!(n, Isd::FAdd | Isd::FSub | Isd::FMul | Isd::FDiv)))
}

fn vreg_part(first: crate::mir::Reg, k: u32) -> crate::mir::Reg {
    crate::mir::Reg::virt(first.virt_index().expect("value registers are virtual") + k)
}

impl Builder<'_> {
    /// Whether `v` has a vector type.
    pub(super) fn is_vector_value(&self, v: Value) -> bool {
        self.module.types.vector_shape(self.value_ty(v)).is_some()
    }

    /// Lowers `inst` when it produces or reads a vector; `None` when it involves none. The
    /// inner option is the instruction's value (stores have none).
    pub(super) fn vector_inst(&mut self, inst: &Inst) -> Result<Option<Option<SDValue>>, String> {
        let result_vector = self.module.types.vector_shape(inst.ty).is_some();
        if !result_vector && !inst.operands.iter().any(|&v| self.is_vector_value(v)) {
            return Ok(None);
        }
        if self
            .module
            .types
            .vector_shape(inst.ty)
            .is_some_and(|(_, scalable)| scalable)
        {
            return Err("unsupported scalable vector".to_string());
        }
        let op = inst.opcode;
        let unsupported = || format!("unsupported instruction '{}' on vectors", op.name());
        let v = match op {
            Opcode::Store => {
                self.vector_store(inst)?;
                return Ok(Some(None));
            }
            Opcode::Load => self.vector_load(inst)?,
            Opcode::ExtractElement => return self.extract_element(inst).map(|v| Some(Some(v))),
            Opcode::InsertElement => self.insert_element(inst)?,
            Opcode::ShuffleVector => self.shuffle(inst)?,
            Opcode::BitCast => {
                let x = self.value(inst.operands[0])?;
                let vt = self.evt(inst.ty)?;
                if let Some(bits) = self.mask_bits(x, vt) {
                    return Ok(Some(Some(bits)));
                }
                return self.vector_bitcast(x, vt).map(|v| Some(Some(v)));
            }
            Opcode::Freeze => self.value(inst.operands[0])?,
            Opcode::ICmp | Opcode::FCmp => self.vector_compare(inst)?,
            Opcode::Select => self.vector_select(inst)?,
            Opcode::Call if self.is_ignored_intrinsic(inst) => return Ok(Some(None)),
            Opcode::Call => return self.vector_call(inst).map(Some),
            Opcode::GetElementPtr => self.vector_gep(inst)?,
            _ if !result_vector => return Err(unsupported()),
            _ => {
                let vt = self.evt(inst.ty)?;
                if let Some(v) = self.whole_vector_op(inst, vt)? {
                    return Ok(Some(Some(v)));
                }
                if let Some(v) = self.mask_op(inst, vt)? {
                    return Ok(Some(Some(v)));
                }
                if let Some(v) = self.split_truncate(inst, vt)? {
                    return Ok(Some(Some(v)));
                }
                if let Some(v) = self.widened_cast(inst, vt)? {
                    return Ok(Some(Some(v)));
                }
                self.per_lane(vt, &inst.operands, |b, ops| b.lane_op(inst, vt.scalar(), ops))?
            }
        };
        Ok(Some(Some(v)))
    }

    /// Whether `vt` is a vector type the target holds in one register.
    pub(super) fn is_legal_vector(&self, vt: Evt) -> bool {
        vt.is_vector() && self.tli.tables().is_type_legal(vt)
    }

    /// Whether `v` is a vector in its whole form (not a BUILD_VECTOR or UNDEF of elements).
    pub(super) fn is_whole(&self, v: SDValue) -> bool {
        self.dag.value_type(v).is_vector()
            && !matches!(self.dag.opcode(v.node).isd(), Some(Isd::BuildVector | Isd::Undef))
    }

    /// Whether `v` is a BUILD_VECTOR of constants (some may be undefined, not all).
    fn is_constant_vector(&self, v: SDValue) -> bool {
        if self.dag.opcode(v.node).isd() != Some(Isd::BuildVector) {
            return false;
        }
        let lane_kind = |l: SDValue| match self.dag.opcode(l.node).isd() {
            Some(Isd::Constant | Isd::ConstantFp) => Some(true),
            Some(Isd::Undef) => Some(false),
            _ => None,
        };
        let kinds: Option<Vec<bool>> = self.dag.operands(v.node).map(lane_kind).collect();
        kinds.is_some_and(|k| k.contains(&true))
    }

    /// The legal vector type the illegal vector type `vt` splits into and how many of it
    /// ([`TargetLoweringBase::preferred_vector_action`](crate::target::lowering::TargetLoweringBase::preferred_vector_action)).
    pub(super) fn split_parts(&self, vt: Evt) -> Option<(Evt, usize)> {
        match self.tli.preferred_vector_action(vt) {
            VectorTypeAction::Split(part, count) => Some((part.into(), count as usize)),
            _ => None,
        }
    }

    /// `inst` as one node of the legal vector type `vt` when one of its operands is already a
    /// whole vector, or as one node per part of a vector type that splits into legal ones
    /// when a part of an operand is whole; `None` to build it by elements.
    fn whole_vector_op(&mut self, inst: &Inst, vt: Evt) -> Result<Option<SDValue>, String> {
        let Some(isd) = whole_vector_node(inst.opcode) else { return Ok(None) };
        if inst.operands.iter().any(|&o| self.value_ty(o) != inst.ty) {
            return Ok(None);
        }
        let ops = inst.operands.iter().map(|&o| self.value(o)).collect::<Result<Vec<_>, _>>()?;
        self.whole_or_split(isd, vt, &ops)
    }

    /// The elementwise node `isd` on `ops`, all of type `vt`: one node when `vt` is legal and
    /// an operand is whole; one node per legal part, joined, when `vt` splits (or one of the
    /// wide type when `vt` is widened) and a part of an operand is whole; `None` otherwise
    /// (the caller builds it by elements).
    fn whole_or_split(&mut self, isd: Isd, vt: Evt, ops: &[SDValue]) -> Result<Option<SDValue>, String> {
        if self.is_legal_vector(vt) {
            return Ok(ops.iter().any(|&o| self.is_whole(o)).then(|| self.dag.node1(isd, vt, ops)));
        }
        let (part_vt, count) = match (self.split_parts(vt), self.widened_type(vt)) {
            (Some(split), _) => split,
            (None, Some(wide)) if self.widens_op(isd, wide, ops) => (wide, 1),
            _ => return Ok(None),
        };
        let split = ops
            .iter()
            .map(|&o| split_vector(self.dag, o, part_vt, count))
            .collect::<Result<Vec<_>, _>>()?;
        if !split.iter().flatten().any(|&p| self.is_whole(p)) {
            return Ok(None);
        }
        let parts: Vec<SDValue> = (0..count)
            .map(|k| {
                let part_ops: Vec<SDValue> = split.iter().map(|o| o[k]).collect();
                self.dag.node1(isd, part_vt, &part_ops)
            })
            .collect();
        Ok(Some(join_vector(self.dag, &parts, vt)))
    }

    /// A `trunc` to the legal vector type `vt` of a vector that splits into legal parts, one
    /// of them whole: the target's sequence over the parts
    /// ([`TargetLowering::truncate_vector_parts`](crate::isel::dag::lowering::TargetLowering::truncate_vector_parts));
    /// `None` to truncate element by element.
    fn split_truncate(&mut self, inst: &Inst, vt: Evt) -> Result<Option<SDValue>, String> {
        if inst.opcode != Opcode::Trunc || !self.is_legal_vector(vt) {
            return Ok(None);
        }
        let Some((part_vt, count)) = self.split_parts(self.evt(self.value_ty(inst.operands[0]))?) else { return Ok(None) };
        let x = self.value(inst.operands[0])?;
        let parts = split_vector(self.dag, x, part_vt, count)?;
        if !parts.iter().any(|&p| self.is_whole(p)) {
            return Ok(None);
        }
        Ok(self.tli.truncate_vector_parts(self.dag, &parts, vt))
    }

    /// One element of an elementwise instruction.
    fn lane_op(&mut self, inst: &Inst, elem: Evt, ops: &[SDValue]) -> Result<SDValue, String> {
        let op = inst.opcode;
        if let Some(isd) = int_binary_node(op) {
            let mut r = ops[1];
            if matches!(isd, Isd::Shl | Isd::Srl | Isd::Sra) {
                let amount_vt = self.tli.shift_amount_type(elem);
                r = self.dag.zext_or_trunc(r, amount_vt);
            }
            // Flags (nuw/nsw/exact) are left off: dropping them is always correct.
            return Ok(self.dag.node1(isd, elem, &[ops[0], r]));
        }
        if let Some(isd) = float_node(op) {
            return Ok(self.dag.node1(isd, elem, ops));
        }
        match op {
            Opcode::FRem => {
                let symbol = match elem.simple() {
                    Some(Mvt::F32) => "fmodf",
                    Some(Mvt::F64) => "fmod",
                    _ => {
                        return Err(format!(
                            "unsupported instruction 'frem' on vectors of {elem}"
                        ))
                    }
                };
                self.libcall(symbol, ops, elem)
            }
            Opcode::ZExt | Opcode::SExt | Opcode::Trunc => {
                Ok(self.dag.node1(cast_node(op), elem, ops))
            }
            Opcode::PtrToInt | Opcode::PtrToAddr | Opcode::IntToPtr => Ok(self.dag.zext_or_trunc(ops[0], elem)),
            _ => Err(format!(
                "unsupported instruction '{}' on vectors",
                op.name()
            )),
        }
    }

    /// The vector of type `vt` whose element k is `lane` applied to element k of each operand.
    fn per_lane(
        &mut self,
        vt: Evt,
        operands: &[Value],
        mut lane: impl FnMut(&mut Self, &[SDValue]) -> Result<SDValue, String>,
    ) -> Result<SDValue, String> {
        let lanes: Vec<Vec<SDValue>> = operands.iter().map(|&o| self.elements(o)).collect::<Result<_, _>>()?;
        let mut out = Vec::with_capacity(vt.num_elements() as usize);
        let mut ops = Vec::with_capacity(lanes.len());
        for k in 0..vt.num_elements() as usize {
            ops.clear();
            ops.extend(lanes.iter().map(|l| l[k]));
            out.push(lane(self, &ops)?);
        }
        Ok(self.build_vector(vt, &out))
    }

    /// A vector value from its elements.
    /// An elementwise intrinsic as one `node` of the legal vector type `ty` when every argument
    /// is a vector of that type and one of them is whole (as [`Self::whole_vector_op`]); `None`
    /// to build it by elements.
    fn whole_intrinsic(&mut self, node: Isd, ty: TypeId, args: &[Value]) -> Result<Option<SDValue>, String> {
        let vt = self.evt(ty)?;
        if args.iter().any(|&a| self.value_ty(a) != ty) {
            return Ok(None);
        }
        let ops = args.iter().map(|&a| self.value(a)).collect::<Result<Vec<_>, _>>()?;
        self.whole_or_split(node, vt, &ops)
    }

    pub(super) fn build_vector(&mut self, vt: Evt, lanes: &[SDValue]) -> SDValue {
        self.dag.node1(Isd::BuildVector, vt, lanes)
    }

    /// The element values of the vector `v`.
    pub(super) fn elements(&mut self, v: Value) -> Result<Vec<SDValue>, String> {
        let sd = self.value(v)?;
        self.sd_elements(sd)
    }

    /// The elements of a vector in either form (a whole vector's by EXTRACT_VECTOR_ELT).
    fn sd_elements(&mut self, sd: SDValue) -> Result<Vec<SDValue>, String> {
        if !self.dag.value_type(sd).is_vector() {
            return Err(format!(
                "internal error: the elements of a non-vector '{}'",
                crate::isel::dag::lowering::opcode_name(self.dag, sd.node)
            ));
        }
        Ok(vector_lanes(self.dag, sd))
    }

    /// A constant of vector type: its elements, a zeroinitializer or undef.
    pub(super) fn vector_constant(&mut self, c: kiln_ir::ConstId) -> Result<SDValue, String> {
        let c = self.module.consts.get(c);
        let vt = self.evt(c.ty)?;
        let elem = vt.scalar();
        let n = vt.num_elements() as usize;
        let lanes = match &c.kind {
            ConstKind::Vector(values) => {
                let values = values.clone();
                values
                    .iter()
                    .map(|&e| self.value(e))
                    .collect::<Result<Vec<_>, _>>()?
            }
            ConstKind::Zero if elem.is_float() => vec![self.dag.constant_fp(0, elem); n],
            ConstKind::Zero => vec![self.dag.constant(0, elem); n],
            ConstKind::Undef | ConstKind::Poison => vec![self.dag.undef(elem); n],
            ConstKind::Expr(e) => {
                let (ty, e) = (c.ty, e.clone());
                return match (e.opcode, &e.extra) {
                    (Opcode::GetElementPtr, ConstExprExtra::Gep { source, .. }) => {
                        self.vector_address(*source, e.operands[0], &e.operands[1..], ty)
                    }
                    (Opcode::BitCast, _) => {
                        let x = self.value(e.operands[0])?;
                        self.vector_bitcast(x, vt)
                    }
                    (op, _) => Err(format!(
                        "unsupported constant expression '{}' on vectors",
                        op.name()
                    )),
                };
            }
            _ => return Err(format!("unsupported vector constant of type {vt}")),
        };
        if lanes.len() != n || lanes.iter().any(|&l| self.dag.value_type(l) != elem) {
            return Err(format!("malformed vector constant of type {vt}"));
        }
        Ok(self.build_vector(vt, &lanes))
    }

    /// The per-element accesses of a vector load or store: (element type, byte size).
    fn element_access(&self, vt: Evt) -> Result<(Evt, u64), String> {
        let elem = vt.scalar();
        let bits = elem.size_bits();
        if !matches!(bits, 8 | 16 | 32 | 64) {
            return Err(format!(
                "unsupported load or store of {vt} (elements of {bits} bits)"
            ));
        }
        Ok((elem, bits / 8))
    }

    fn element_address(&mut self, ptr: SDValue, offset: u64) -> SDValue {
        if offset == 0 {
            return ptr;
        }
        let pvt = self.dag.value_type(ptr);
        let c = self.dag.constant(offset as u128, pvt);
        self.dag.node1(Isd::Add, pvt, &[ptr, c])
    }

    fn vector_load(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let mem = self.mem_info(inst, inst.ty, inst.operands[0])?;
        if self.is_legal_vector(mem.mem_vt) {
            return self.load(inst);
        }
        if let Some(v) = self.widened_load(inst, mem)? {
            return Ok(v);
        }
        let ptr = self.value(inst.operands[0])?;
        // A vector that splits into legal ones is loaded part by part, the rest by elements.
        let split = self.split_parts(mem.mem_vt);
        let (elem, size) = match split {
            Some((part_vt, _)) => (part_vt, part_vt.size_bits() / 8),
            None => self.element_access(mem.mem_vt)?,
        };
        let count = split.map_or(mem.mem_vt.num_elements() as u64, |(_, n)| n as u64);
        let mut lanes = Vec::new();
        let mut chain = if mem.volatile {
            self.root()
        } else {
            self.dag.root
        };
        for k in 0..count {
            let offset = k * size;
            let addr = self.element_address(ptr, offset);
            let m = MemInfo {
                mem_vt: elem,
                align: align_at(mem.align, offset),
                volatile: mem.volatile,
                source: Some((inst.operands[0], offset as i64)),
                ordering: kiln_ir::AtomicOrdering::NotAtomic,
            };
            let load = self.dag.load(elem, chain, addr, ExtType::NonExt, m);
            let out_chain = SDValue::new(load.node, 1);
            if mem.volatile {
                chain = out_chain;
            } else {
                self.pending_loads.push(out_chain);
            }
            lanes.push(load);
        }
        if mem.volatile {
            self.dag.root = chain;
        }
        if split.is_some() {
            return Ok(join_vector(self.dag, &lanes, mem.mem_vt));
        }
        Ok(self.build_vector(mem.mem_vt, &lanes))
    }

    fn vector_store(&mut self, inst: &Inst) -> Result<(), String> {
        let value_ty = self.value_ty(inst.operands[0]);
        let mem = self.mem_info(inst, value_ty, inst.operands[1])?;
        let value = self.value(inst.operands[0])?;
        let ptr = self.value(inst.operands[1])?;
        if self.is_legal_vector(mem.mem_vt) && (self.is_whole(value) || self.is_constant_vector(value) || self.is_shuffle(value)) {
            // A constant is stored whole too: one vector store of a zeroed register or a
            // constant-pool entry, as llc does, rather than one store per element; so is a
            // shuffle, which the target builds from its sources' registers.
            let chain = self.root();
            self.dag.root = self.dag.store(chain, value, ptr, false, mem);
            return Ok(());
        }
        if self.widened_store(value, ptr, mem)? {
            return Ok(());
        }
        // A vector that splits into legal ones is stored part by part when a part is whole
        // or constant, the rest by elements.
        let mut parts = None;
        if let Some((part_vt, count)) = self.split_parts(mem.mem_vt) {
            let split = split_vector(self.dag, value, part_vt, count)?;
            if split.iter().any(|&p| self.is_whole(p) || self.is_constant_vector(p)) {
                parts = Some((part_vt, split));
            }
        }
        let (elem, size, lanes) = match parts {
            Some((part_vt, split)) => (part_vt, part_vt.size_bits() / 8, split),
            None => {
                let (elem, size) = self.element_access(mem.mem_vt)?;
                (elem, size, self.sd_elements(value)?)
            }
        };
        let mut chain = self.root();
        let mut stores = Vec::new();
        for (k, &lane) in lanes.iter().enumerate() {
            let offset = k as u64 * size;
            let addr = self.element_address(ptr, offset);
            let m = MemInfo {
                mem_vt: elem,
                align: align_at(mem.align, offset),
                volatile: mem.volatile,
                source: Some((inst.operands[1], offset as i64)),
                ordering: kiln_ir::AtomicOrdering::NotAtomic,
            };
            let st = self.dag.store(chain, lane, addr, false, m);
            if mem.volatile {
                chain = st;
            } else {
                stores.push(st);
            }
        }
        self.dag.root = if mem.volatile {
            chain
        } else {
            self.dag.token_factor(&stores)
        };
        Ok(())
    }

    /// Element `k` of `lanes` chosen by the index value `idx` (a constant or a compare chain);
    /// `None` for an index known out of range (the result is poison).
    fn select_lane(&mut self, lanes: &[SDValue], idx: Value) -> Result<SDValue, String> {
        let elem = self.dag.value_type(lanes[0]);
        if let Some(k) = self.module.const_int(idx) {
            let k = usize::try_from(k).ok().filter(|&k| k < lanes.len());
            return Ok(k.map_or_else(|| self.dag.undef(elem), |k| lanes[k]));
        }
        let i = self.value(idx)?;
        let ivt = self.dag.value_type(i);
        let bool_vt: Evt = Mvt::I1.into();
        let mut acc = lanes[0];
        for (k, &lane) in lanes.iter().enumerate().skip(1) {
            let c = self.dag.constant(k as u128, ivt);
            let eq = self.dag.setcc(bool_vt, i, c, CondCode::Eq);
            acc = self.dag.node1(Isd::Select, elem, &[eq, lane, acc]);
        }
        Ok(acc)
    }

    fn extract_element(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let lanes = self.elements(inst.operands[0])?;
        if lanes.is_empty() {
            return Err("malformed extractelement of an empty vector".to_string());
        }
        self.select_lane(&lanes, inst.operands[1])
    }

    fn insert_element(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let vt = self.evt(inst.ty)?;
        let mut lanes = self.elements(inst.operands[0])?;
        let x = self.value(inst.operands[1])?;
        let idx = inst.operands[2];
        if let Some(k) = self.module.const_int(idx) {
            match usize::try_from(k).ok().filter(|&k| k < lanes.len()) {
                Some(k) => lanes[k] = x,
                // Out of range: the whole result is poison.
                None => lanes = vec![self.dag.undef(vt.scalar()); lanes.len()],
            }
            return Ok(self.build_vector(vt, &lanes));
        }
        let i = self.value(idx)?;
        let ivt = self.dag.value_type(i);
        let bool_vt: Evt = Mvt::I1.into();
        for (k, lane) in lanes.iter_mut().enumerate() {
            let c = self.dag.constant(k as u128, ivt);
            let eq = self.dag.setcc(bool_vt, i, c, CondCode::Eq);
            *lane = self.dag.node1(Isd::Select, vt.scalar(), &[eq, x, *lane]);
        }
        Ok(self.build_vector(vt, &lanes))
    }

    fn shuffle(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let vt = self.evt(inst.ty)?;
        let n = vt.num_elements() as usize;
        let mut inputs = self.elements(inst.operands[0])?;
        inputs.extend(self.elements(inst.operands[1])?);
        let Value::Const(mask) = inst.operands[2] else {
            return Err("malformed shufflevector: the mask is not a constant".to_string());
        };
        let mask: Vec<Option<usize>> = match &self.module.consts.get(mask).kind {
            ConstKind::Zero => vec![Some(0); n],
            ConstKind::Undef | ConstKind::Poison => vec![None; n],
            ConstKind::Vector(values) => values
                .iter()
                .map(|&m| self.module.const_int(m).map(|k| k as usize))
                .collect(),
            _ => return Err("unsupported shufflevector mask".to_string()),
        };
        if mask.len() != n {
            return Err("malformed shufflevector: mask length".to_string());
        }
        let elem = vt.scalar();
        let mut lanes = Vec::with_capacity(n);
        for m in mask {
            match m.filter(|&k| k < inputs.len()) {
                Some(k) => lanes.push(inputs[k]),
                None => lanes.push(self.dag.undef(elem)),
            }
        }
        Ok(self.build_vector(vt, &lanes))
    }

    fn vector_compare(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let vt = self.evt(inst.ty)?;
        let elem = vt.scalar();
        let cc = match inst.data {
            InstData::ICmp(p) => Some(CondCode::from_int_predicate(p)),
            InstData::FCmp(p) => super::float::float_cond_code(p),
            _ => return Err("malformed compare".to_string()),
        };
        if let Some(cc) = cc {
            let (a, b) = (self.value(inst.operands[0])?, self.value(inst.operands[1])?);
            if let Some(v) = self.whole_compare(vt, a, b, cc)? {
                return Ok(v);
            }
        }
        let (a, b) = (
            self.elements(inst.operands[0])?,
            self.elements(inst.operands[1])?,
        );
        let mut lanes = Vec::with_capacity(a.len());
        for (&l, &r) in a.iter().zip(&b) {
            lanes.push(match (cc, inst.data.clone()) {
                (Some(cc), _) => self.dag.setcc(elem, l, r, cc),
                (None, InstData::FCmp(kiln_ir::FloatPredicate::True)) => self.dag.constant(1, elem),
                (None, _) => self.dag.constant(0, elem),
            });
        }
        Ok(self.build_vector(vt, &lanes))
    }

    fn vector_select(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let vt = self.evt(inst.ty)?;
        let n = vt.num_elements() as usize;
        if self.is_vector_value(inst.operands[0]) {
            let cond = self.value(inst.operands[0])?;
            let (a, b) = (self.value(inst.operands[1])?, self.value(inst.operands[2])?);
            if let Some(v) = self.mask_select(vt, cond, a, b)? {
                return Ok(v);
            }
        }
        let conds = if self.is_vector_value(inst.operands[0]) {
            self.elements(inst.operands[0])?
        } else {
            vec![self.value(inst.operands[0])?; n]
        };
        let (a, b) = (
            self.elements(inst.operands[1])?,
            self.elements(inst.operands[2])?,
        );
        let mut lanes = Vec::with_capacity(n);
        for k in 0..n {
            lanes.push(
                self.dag
                    .node1(Isd::Select, vt.scalar(), &[conds[k], a[k], b[k]]),
            );
        }
        Ok(self.build_vector(vt, &lanes))
    }

    /// Whether `v` is a BUILD_VECTOR reading elements of other vectors (a `shufflevector`),
    /// which the target may build whole: a bit cast of it is then cast whole as well.
    fn is_shuffle(&self, v: SDValue) -> bool {
        self.dag.opcode(v.node).is(Isd::BuildVector)
            && self.dag.operands(v.node).any(|l| self.dag.opcode(l.node).is(Isd::ExtractVectorElt))
    }

    /// `x` reinterpreted as `vt` where `x` or `vt` is a vector.
    pub(super) fn vector_bitcast(&mut self, x: SDValue, vt: Evt) -> Result<SDValue, String> {
        let from = self.dag.value_type(x);
        if from == vt {
            return Ok(x);
        }
        if from.size_bits() != vt.size_bits() {
            return Err(format!("malformed bitcast from {from} to {vt}"));
        }
        if (self.is_whole(x) || self.is_shuffle(x)) && self.is_legal_vector(from) && self.is_legal_vector(vt) {
            return Ok(self.dag.node1(Isd::Bitcast, vt, &[x]));
        }
        if let Some(v) = self.widened_bitcast(x, vt)? {
            return Ok(v);
        }
        if from.is_vector() && vt.is_vector() && from.num_elements() == vt.num_elements() {
            let lanes = self.sd_elements(x)?;
            let out: Vec<SDValue> = lanes
                .iter()
                .map(|&l| self.bitcast(l, vt.scalar()))
                .collect();
            return Ok(self.build_vector(vt, &out));
        }
        let (fw, tw) = (from.scalar_size_bits(), vt.scalar_size_bits());
        if from.is_vector() && vt.is_vector() && (fw % tw == 0 || tw % fw == 0) && fw.min(tw) >= 8 {
            return self.regroup_lanes(x, vt);
        }
        // Through an integer of the full width, element 0 in the low bits; DAG constants and
        // known-bits masks cover 128 bits, so wider reinterpretations are refused.
        let total = from.size_bits() as u32;
        if total > 128 {
            return Err(format!(
                "unsupported bitcast from {from} to {vt}: wider than 128 bits"
            ));
        }
        let wide = Evt::int(total);
        let int = if from.is_vector() {
            let lanes = self.sd_elements(x)?;
            let w = from.scalar_size_bits() as u32;
            let mut acc: Option<SDValue> = None;
            for (k, &lane) in lanes.iter().enumerate() {
                let li = self.bitcast(lane, Evt::int(w));
                let mut part = self.dag.zext_or_trunc(li, wide);
                if k > 0 {
                    let amount_vt = self.tli.shift_amount_type(wide);
                    let sh = self.dag.constant((k as u32 * w) as u128, amount_vt);
                    part = self.dag.node1(Isd::Shl, wide, &[part, sh]);
                }
                acc = Some(match acc {
                    None => part,
                    Some(a) => self.dag.node1(Isd::Or, wide, &[a, part]),
                });
            }
            acc.ok_or("malformed bitcast of an empty vector")?
        } else {
            self.bitcast(x, wide)
        };
        if !vt.is_vector() {
            return Ok(self.bitcast(int, vt));
        }
        let w = vt.scalar_size_bits() as u32;
        let mut out = Vec::with_capacity(vt.num_elements() as usize);
        for k in 0..vt.num_elements() {
            let mut part = int;
            if k > 0 {
                let amount_vt = self.tli.shift_amount_type(wide);
                let sh = self.dag.constant((k * w) as u128, amount_vt);
                part = self.dag.node1(Isd::Srl, wide, &[part, sh]);
            }
            let li = self.dag.zext_or_trunc(part, Evt::int(w));
            out.push(self.bitcast(li, vt.scalar()));
        }
        Ok(self.build_vector(vt, &out))
    }

    /// `x` reinterpreted as the vector type `vt` whose elements are a whole number of `x`'s or
    /// a whole fraction of one: each wide element is split into (or joined from) narrow ones
    /// with shifts, the low bits first (little-endian lane order), so no integer wider than
    /// an element is needed.
    fn regroup_lanes(&mut self, x: SDValue, vt: Evt) -> Result<SDValue, String> {
        let from = self.dag.value_type(x);
        let (fw, tw) = (from.scalar_size_bits() as u32, vt.scalar_size_bits() as u32);
        let lanes: Vec<SDValue> = self
            .sd_elements(x)?
            .iter()
            .map(|&l| self.bitcast(l, Evt::int(fw)))
            .collect();
        let mut out = Vec::with_capacity(vt.num_elements() as usize);
        if fw > tw {
            let amount_vt = self.tli.shift_amount_type(Evt::int(fw));
            for j in 0..vt.num_elements() {
                let (lane, part) = (lanes[(j * tw / fw) as usize], j % (fw / tw));
                let mut v = lane;
                if part > 0 {
                    let sh = self.dag.constant((part * tw) as u128, amount_vt);
                    v = self.dag.node1(Isd::Srl, Evt::int(fw), &[lane, sh]);
                }
                out.push(self.dag.zext_or_trunc(v, Evt::int(tw)));
            }
        } else {
            let wide = Evt::int(tw);
            let amount_vt = self.tli.shift_amount_type(wide);
            for group in lanes.chunks((tw / fw) as usize) {
                let mut acc: Option<SDValue> = None;
                for (i, &l) in group.iter().enumerate() {
                    let mut part = self.dag.zext_or_trunc(l, wide);
                    if i > 0 {
                        let sh = self.dag.constant((i as u32 * fw) as u128, amount_vt);
                        part = self.dag.node1(Isd::Shl, wide, &[part, sh]);
                    }
                    acc = Some(match acc {
                        None => part,
                        Some(a) => self.dag.node1(Isd::Or, wide, &[a, part]),
                    });
                }
                out.push(acc.ok_or("malformed bitcast of an empty vector")?);
            }
        }
        let out: Vec<SDValue> = out.iter().map(|&l| self.bitcast(l, vt.scalar())).collect();
        Ok(self.build_vector(vt, &out))
    }

    /// The constant of `idx` in lane `k` (a scalar constant applies to every lane).
    fn lane_const(&self, idx: Value, k: usize) -> Option<i128> {
        if let Some(c) = self.module.const_int(idx) {
            return Some(c);
        }
        let Value::Const(c) = idx else { return None };
        match &self.module.consts.get(c).kind {
            ConstKind::Zero => Some(0),
            ConstKind::Vector(values) => values.get(k).and_then(|&v| self.module.const_int(v)),
            _ => None,
        }
    }

    /// `getelementptr` on vectors of pointers or with vector indices: the address arithmetic
    /// per lane (a scalar base or index applies to every lane).
    fn vector_gep(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let InstData::Gep { source } = inst.data else {
            return Err("malformed getelementptr".to_string());
        };
        self.vector_address(source, inst.operands[0], &inst.operands[1..], inst.ty)
    }

    /// The per-lane addresses of `getelementptr source, base, indices` of type `result_ty`.
    fn vector_address(
        &mut self,
        source: TypeId,
        base: Value,
        indices: &[Value],
        result_ty: TypeId,
    ) -> Result<SDValue, String> {
        let vt = self.evt(result_ty)?;
        let pvt = vt.scalar();
        let n = vt.num_elements() as usize;
        let lanes_of = |b: &mut Self, v: Value| -> Result<Vec<SDValue>, String> {
            if b.is_vector_value(v) {
                b.elements(v)
            } else {
                Ok(vec![b.value(v)?; n])
            }
        };
        let mut addrs = lanes_of(self, base)?;
        for k in 0..n {
            let mut offset: i128 = 0;
            let mut ty = source;
            for (j, &idx) in indices.iter().enumerate() {
                let step = if j == 0 {
                    self.layout.type_alloc_size(source)
                } else if let Some(sl) = self.layout.struct_layout(ty) {
                    let field = self
                        .lane_const(idx, k)
                        .ok_or("malformed getelementptr: non-constant struct index")?;
                    let field = usize::try_from(field)
                        .map_err(|_| "malformed getelementptr: negative struct index")?;
                    offset += *sl
                        .offsets
                        .get(field)
                        .ok_or("malformed getelementptr: struct index out of range")?
                        as i128;
                    ty = self
                        .module
                        .types
                        .element(ty, field as u64)
                        .ok_or("malformed getelementptr")?;
                    continue;
                } else {
                    ty = self
                        .module
                        .types
                        .element(ty, 0)
                        .ok_or("malformed getelementptr: index into a non-aggregate")?;
                    self.layout.type_alloc_size(ty)
                };
                if let Some(c) = self.lane_const(idx, k) {
                    offset = offset.wrapping_add(c.wrapping_mul(step as i128));
                    continue;
                }
                let i = lanes_of(self, idx)?[k];
                let i = self.dag.sext_or_trunc(i, pvt);
                let scaled = if step == 1 {
                    i
                } else {
                    let s = self.dag.constant(step as u128, pvt);
                    self.dag.node1(Isd::Mul, pvt, &[i, s])
                };
                addrs[k] = self.dag.node1(Isd::Add, pvt, &[addrs[k], scaled]);
            }
            if offset != 0 {
                let c = self.dag.constant(offset as u128, pvt);
                addrs[k] = self.dag.node1(Isd::Add, pvt, &[addrs[k], c]);
            }
        }
        Ok(self.build_vector(vt, &addrs))
    }

    /// Calls reading or returning vectors: reductions, per-element intrinsics and calls of
    /// functions.
    fn vector_call(&mut self, inst: &Inst) -> Result<Option<SDValue>, String> {
        let name = match inst.callee() {
            Some(Value::Global(g)) => self
                .module
                .global_name(g)
                .map(|n| String::from_utf8_lossy(n).into_owned()),
            _ => None,
        };
        let Some(name) = name.filter(|n| n.starts_with("llvm.")) else {
            // A call of a function: the calling convention passes the vectors in registers.
            return self.call(inst);
        };
        if let Some(v) = self.target_intrinsic(inst, &name)? {
            return Ok(v);
        }
        let args = inst.call_args().to_vec();
        if let Some(&(_, node)) = REDUCTIONS.iter().find(|(p, _)| name.starts_with(p)) {
            let x = self.value(args[0])?;
            if let Some(any_or_all) = self.mask_reduction(node, x) {
                return Ok(Some(any_or_all));
            }
            let lanes = self.elements(args[0])?;
            let vt = self.evt(inst.ty)?;
            let mut acc = *lanes
                .first()
                .ok_or("malformed reduction of an empty vector")?;
            for &lane in &lanes[1..] {
                acc = self.dag.node1(node, vt, &[acc, lane]);
            }
            return Ok(Some(acc));
        }
        if let Some(&(_, combine)) = FLOAT_REDUCTIONS.iter().find(|(p, _)| name.starts_with(p)) {
            // fadd/fmul fold the start value and the lanes in order; fmax/fmin have no start.
            let (start, vector) = match args[..] {
                [start, vector] => (Some(self.value(start)?), vector),
                [vector] => (None, vector),
                _ => return Err(format!("malformed {name} call")),
            };
            let vt = self.evt(inst.ty)?;
            let mut lanes = start.into_iter().chain(self.elements(vector)?);
            let mut acc = lanes.next().ok_or("malformed reduction of an empty vector")?;
            for lane in lanes {
                acc = match combine {
                    "fadd" => self.dag.node1(Isd::FAdd, vt, &[acc, lane]),
                    "fmul" => self.dag.node1(Isd::FMul, vt, &[acc, lane]),
                    intrinsic => self.elementwise(intrinsic, vt, &[acc, lane])?.ok_or("malformed float reduction")?,
                };
            }
            return Ok(Some(acc));
        }
        if is_elementwise(&name) {
            let vt = self.evt(inst.ty)?;
            if !vt.is_vector() {
                return Err(format!("unsupported intrinsic '{name}' on vectors"));
            }
            if let Some(node) = whole_vector_intrinsic(&name) {
                // abs's poison flag is no operand of the node (ABS may give INT_MIN for it).
                let operands = if node == Isd::Abs { &args[..1] } else { &args[..] };
                if let Some(v) = self.whole_intrinsic(node, inst.ty, operands)? {
                    return Ok(Some(v));
                }
            }
            // Vector arguments go lane by lane; scalar ones (a poison flag, a class mask) whole.
            let mut lanes = Vec::with_capacity(args.len());
            for &a in &args {
                lanes.push(if self.is_vector_value(a) { Ok(self.elements(a)?) } else { Err(self.value(a)?) });
            }
            let mut out = Vec::with_capacity(vt.num_elements() as usize);
            for k in 0..vt.num_elements() as usize {
                let ops: Vec<SDValue> = lanes.iter().map(|l| match l {
                    Ok(elements) => elements[k],
                    Err(whole) => *whole,
                }).collect();
                let lane = self.elementwise(&name, vt.scalar(), &ops)?;
                out.push(lane.ok_or_else(|| format!("unsupported intrinsic '{name}' on vectors"))?);
            }
            return Ok(Some(self.build_vector(vt, &out)));
        }
        Err(format!("unsupported intrinsic '{name}' on vectors"))
    }

    // ---- values in registers across blocks ---------------------------------------------

    /// The value of type `vt` held in `regs` (one register, one per vector element, or the
    /// halves of a wide integer).
    pub(super) fn copy_from_regs(&mut self, regs: ValueRegs, vt: Evt) -> Result<SDValue, String> {
        let entry = self.dag.entry();
        if vt.is_vector() && Evt::from(regs.vt) == vt {
            return Ok(self.dag.copy_from_reg(entry, regs.first, vt));
        }
        if vt.is_vector() && regs.vt.is_vector() {
            // The legal vector parts of a split vector.
            let parts: Vec<SDValue> =
                (0..regs.count).map(|k| self.dag.copy_from_reg(entry, vreg_part(regs.first, k), regs.vt.into())).collect();
            return Ok(join_vector(self.dag, &parts, vt));
        }
        let mut parts = Vec::with_capacity(regs.count as usize);
        for k in 0..regs.count {
            parts.push(
                self.dag
                    .copy_from_reg(entry, vreg_part(regs.first, k), regs.vt.into()),
            );
        }
        if vt.is_vector() {
            let lanes: Vec<SDValue> = parts
                .iter()
                .map(|&p| self.dag.any_ext_or_trunc(p, vt.scalar()))
                .collect();
            return Ok(self.build_vector(vt, &lanes));
        }
        if let [one] = parts[..] {
            return Ok(self.dag.any_ext_or_trunc(one, vt));
        }
        // Halves joined pairwise up to a power of two of parts (missing high parts undefined).
        let part_bits = regs.vt.size_bits();
        let mut level = parts;
        level.resize(
            level.len().next_power_of_two(),
            self.dag.undef(regs.vt.into()),
        );
        let mut bits = part_bits;
        while level.len() > 1 {
            bits *= 2;
            level = level
                .chunks(2)
                .map(|p| self.dag.node1(Isd::BuildPair, Evt::int(bits), p))
                .collect();
        }
        if !vt.is_integer() && vt.size_bits() == u64::from(bits) {
            // A softened float (fp128) travels as its bits.
            return Ok(self.dag.node1(Isd::Bitcast, vt, &[level[0]]));
        }
        Ok(self.dag.any_ext_or_trunc(level[0], vt))
    }

    /// Copies `v` into `regs`; returns the chains of the copies.
    pub(super) fn copy_to_regs(
        &mut self,
        regs: ValueRegs,
        v: SDValue,
    ) -> Result<Vec<SDValue>, String> {
        let vt = self.dag.value_type(v);
        let part_vt: Evt = regs.vt.into();
        let parts = if vt.is_vector() && part_vt == vt {
            vec![v]
        } else if vt.is_vector() && part_vt.is_vector() {
            split_vector(self.dag, v, part_vt, regs.count as usize)?
        } else if vt.is_vector() {
            let lanes = self.sd_elements(v)?;
            lanes
                .iter()
                .map(|&l| self.dag.any_ext_or_trunc(l, part_vt))
                .collect()
        } else if regs.count == 1 {
            vec![self.dag.any_ext_or_trunc(v, part_vt)]
        } else {
            // Split in halves down to the register width; parts beyond `count` are dropped.
            let n = regs.count.next_power_of_two();
            let wide = Evt::int(n * regs.vt.size_bits());
            // A softened float (fp128) travels as its bits.
            let v = if vt.is_integer() || vt.size_bits() != wide.size_bits() { v } else { self.dag.node1(Isd::Bitcast, wide, &[v]) };
            let mut level = vec![self.dag.any_ext_or_trunc(v, wide)];
            let i32t: Evt = Mvt::I32.into();
            while level.len() < n as usize {
                let half = Evt::int(self.dag.value_type(level[0]).size_bits() as u32 / 2);
                let mut next = Vec::with_capacity(level.len() * 2);
                for &w in &level {
                    for k in 0..2 {
                        let index = self.dag.constant(k, i32t);
                        next.push(self.dag.node1(Isd::ExtractElement, half, &[w, index]));
                    }
                }
                level = next;
            }
            level.truncate(regs.count as usize);
            level
        };
        if parts.len() != regs.count as usize {
            return Err(format!(
                "internal error: {vt} has {} parts for {} registers",
                parts.len(),
                regs.count
            ));
        }
        let entry = self.dag.entry();
        Ok(parts
            .into_iter()
            .enumerate()
            .map(|(k, p)| {
                self.dag
                    .copy_to_reg(entry, vreg_part(regs.first, k as u32), p, None)
            })
            .collect())
    }
}
