//! Widened vectors in the DAG builder: a vector type the target prefers to widen
//! ([`VectorTypeAction::Widen`], LLVM's `TypeWidenVector`: x86 holds a `<8 x i8>` in the low
//! half of a `v16i8`) is a BUILD_VECTOR of the elements of one register of the wider legal type,
//! whose elements above the value's are undefined, as a split vector is one of its parts'
//! ([`join_vector`]); [`split_vector`] finds that register again. Its elementwise arithmetic is
//! one node of the wide type (`Builder::whole_or_split`) where the target has the operation on
//! it; a 32- or 64-bit one is loaded as an integer of its width entering element 0
//! (SCALAR_TO_VECTOR: `movd`/`movq` from memory) and stored as element 0 of the register taken
//! as such integers (`movd`/`movq` to memory); bitcasts between widened types of one width are
//! bitcasts of the registers, to a scalar element 0 of the register. Whatever has no whole form
//! here is built by elements, as every vector of an illegal type was before.

use super::Builder;
use crate::isel::dag::lowering::LegalizeAction;
use crate::target::lowering::VectorTypeAction;
use crate::isel::dag::node::{ExtType, MemInfo, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::isel::dag::vector_parts::{join_vector, split_vector, vector_lanes};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{Inst, Opcode};

impl Builder<'_> {
    /// The legal type the vector type `vt` is widened into, if the target widens it.
    pub(super) fn widened_type(&self, vt: Evt) -> Option<Evt> {
        match self.tli.preferred_vector_action(vt) {
            VectorTypeAction::Widen(w) if vt.is_vector() && self.is_legal_vector(w.into()) => Some(w.into()),
            _ => None,
        }
    }

    /// Whether the elementwise `isd` on `ops` is built on the widened type `wide`: where the
    /// target selects or lowers it on that type, except divisions (their undefined elements
    /// could trap when the target computes every element) and shifts by amounts that differ
    /// per element (done element by element anyway, and by more elements when widened).
    pub(super) fn widens_op(&self, isd: Isd, wide: Evt, ops: &[SDValue]) -> bool {
        let Some(m) = wide.simple() else { return false };
        match self.tli.tables().operation_action(isd, m) {
            LegalizeAction::Legal => true,
            LegalizeAction::Custom if matches!(isd, Isd::Shl | Isd::Srl | Isd::Sra) => self.is_splat_constant_amount(ops[1]),
            LegalizeAction::Custom => !matches!(isd, Isd::UDiv | Isd::SDiv | Isd::URem | Isd::SRem),
            _ => false,
        }
    }

    /// Whether `v` is a BUILD_VECTOR whose elements are one constant (some may be undefined).
    fn is_splat_constant_amount(&self, v: SDValue) -> bool {
        if !self.dag.opcode(v.node).is(Isd::BuildVector) {
            return false;
        }
        let mut first = None;
        for l in self.dag.operands(v.node) {
            if self.dag.opcode(l.node).is(Isd::Undef) {
                continue;
            }
            let Some(c) = self.dag.constant_value(l) else { return false };
            if first.is_some_and(|f| f != c) {
                return false;
            }
            first = Some(c);
        }
        first.is_some()
    }

    /// The register of the widened type `wide` holding the vector `v` when it is whole there;
    /// `None` for a vector of elements.
    fn widened_register(&mut self, v: SDValue, wide: Evt) -> Result<Option<SDValue>, String> {
        let part = split_vector(self.dag, v, wide, 1)?[0];
        Ok(self.is_whole(part).then_some(part))
    }

    /// Whether every element of `v` is a constant or undefined.
    fn is_constant_lanes(&mut self, v: SDValue) -> bool {
        vector_lanes(self.dag, v)
            .iter()
            .all(|l| matches!(self.dag.opcode(l.node).isd(), Some(Isd::Constant | Isd::ConstantFp | Isd::Undef)))
    }

    /// The legal vector of `bits`-wide integers as wide as `wide`, for moving a widened
    /// vector's value between memory or a scalar and element 0.
    fn element_zero_type(&self, wide: Evt, bits: u64) -> Option<Evt> {
        let vt = Evt::vector(Evt::int(bits as u32), (wide.size_bits() / bits) as u32);
        (matches!(bits, 32 | 64) && self.is_legal_vector(vt)).then_some(vt)
    }

    /// A load of a widened 32- or 64-bit vector: an integer load of its width entering
    /// element 0 of the wide register; `None` to load it element by element.
    pub(super) fn widened_load(&mut self, inst: &Inst, mem: MemInfo) -> Result<Option<SDValue>, String> {
        let vt = mem.mem_vt;
        let Some(wide) = self.widened_type(vt) else { return Ok(None) };
        let bits = vt.size_bits();
        let Some(carrier) = self.element_zero_type(wide, bits) else { return Ok(None) };
        let int = Evt::int(bits as u32);
        let ptr = self.value(inst.operands[0])?;
        let chain = if mem.volatile { self.root() } else { self.dag.root };
        let load = self.dag.load(int, chain, ptr, ExtType::NonExt, MemInfo { mem_vt: int, ..mem });
        let out_chain = SDValue::new(load.node, 1);
        if mem.volatile {
            self.dag.root = out_chain;
        } else {
            self.pending_loads.push(out_chain);
        }
        let element0 = self.dag.node1(Isd::ScalarToVector, carrier, &[load]);
        let register = self.dag.node1(Isd::Bitcast, wide, &[element0]);
        Ok(Some(join_vector(self.dag, &[register], vt)))
    }

    /// A store of a widened 32- or 64-bit vector that is whole: element 0 of its register taken
    /// as an integer of its width, stored; a constant one as that integer; `false` to store it
    /// element by element (a vector of elements, a shuffle among them).
    pub(super) fn widened_store(&mut self, value: SDValue, ptr: SDValue, mem: MemInfo) -> Result<bool, String> {
        let vt = mem.mem_vt;
        let Some(wide) = self.widened_type(vt) else { return Ok(false) };
        let bits = vt.size_bits();
        let Some(carrier) = self.element_zero_type(wide, bits) else { return Ok(false) };
        let int = Evt::int(bits as u32);
        let scalar = if self.is_constant_lanes(value) {
            // The integer of its bits, which the combiner folds to one constant.
            self.vector_bitcast(value, int)?
        } else {
            let Some(register) = self.widened_register(value, wide)? else { return Ok(false) };
            let element0 = self.dag.node1(Isd::Bitcast, carrier, &[register]);
            let zero = self.dag.constant(0, Mvt::I64.into());
            self.dag.node1(Isd::ExtractVectorElt, int, &[element0, zero])
        };
        let chain = self.root();
        self.dag.root = self.dag.store(chain, scalar, ptr, false, MemInfo { mem_vt: int, ..mem });
        Ok(true)
    }

    /// `x` reinterpreted as `vt` when `x` is a whole widened vector and `vt` a widened vector
    /// of the same width held in a register of the same width (a bitcast of the registers), or
    /// a 32- or 64-bit scalar (element 0 of the register); when `x` is such a scalar and `vt`
    /// widened, `x` in element 0 of `vt`'s register; `None` otherwise.
    pub(super) fn widened_bitcast(&mut self, x: SDValue, vt: Evt) -> Result<Option<SDValue>, String> {
        let from = self.dag.value_type(x);
        if !from.is_vector() {
            return Ok(self.scalar_to_widened(x, vt));
        }
        let Some(wide) = self.widened_type(from) else { return Ok(None) };
        let Some(register) = self.widened_register(x, wide)? else { return Ok(None) };
        if vt.is_vector() {
            let Some(to_wide) = self.widened_type(vt).filter(|w| w.size_bits() == wide.size_bits()) else { return Ok(None) };
            let cast = self.dag.node1(Isd::Bitcast, to_wide, &[register]);
            return Ok(Some(join_vector(self.dag, &[cast], vt)));
        }
        let bits = vt.size_bits();
        let element = if vt.is_float() { vt } else { Evt::int(bits as u32) };
        let carrier = Evt::vector(element, (wide.size_bits() / bits) as u32);
        if !matches!(bits, 32 | 64) || !self.is_legal_vector(carrier) {
            return Ok(None);
        }
        let cast = self.dag.node1(Isd::Bitcast, carrier, &[register]);
        let zero = self.dag.constant(0, Mvt::I64.into());
        let scalar = self.dag.node1(Isd::ExtractVectorElt, element, &[cast, zero]);
        Ok(Some(self.bitcast(scalar, vt)))
    }

    /// The 32- or 64-bit scalar `x` as the widened vector type `vt`: `x` in element 0 of the
    /// register (SCALAR_TO_VECTOR: `movq %rax, %xmm0`).
    fn scalar_to_widened(&mut self, x: SDValue, vt: Evt) -> Option<SDValue> {
        let wide = self.widened_type(vt)?;
        let from = self.dag.value_type(x);
        let bits = from.size_bits();
        let carrier = Evt::vector(from, (wide.size_bits() / bits) as u32);
        if !matches!(bits, 32 | 64) || !self.is_legal_vector(carrier) {
            return None;
        }
        let element0 = self.dag.node1(Isd::ScalarToVector, carrier, &[x]);
        let register = self.dag.node1(Isd::Bitcast, wide, &[element0]);
        Some(join_vector(self.dag, &[register], vt))
    }

    /// A `trunc` whose result is widened, or a `zext`/`sext` of a widened vector, done on
    /// whole registers by the target's sequences: a truncation packs the operand's registers
    /// (padded with copies of the first to fill the wide result,
    /// [`TargetLowering::truncate_vector_parts`](crate::isel::dag::lowering::TargetLowering::truncate_vector_parts));
    /// an extension widens the low elements of the register
    /// ([`TargetLowering::extend_vector_low`](crate::isel::dag::lowering::TargetLowering::extend_vector_low)).
    /// `None` to convert element by element.
    pub(super) fn widened_cast(&mut self, inst: &Inst, vt: Evt) -> Result<Option<SDValue>, String> {
        let x = self.value(inst.operands[0])?;
        let from = self.dag.value_type(x);
        let (from_wide, to_wide) = (self.widened_type(from), self.widened_type(vt));
        match inst.opcode {
            Opcode::Trunc => {
                let Some(to_wide) = to_wide else { return Ok(None) };
                let (part_vt, count) = match (self.is_legal_vector(from), from_wide, self.split_parts(from)) {
                    (true, _, _) => (from, 1),
                    (_, Some(w), _) => (w, 1),
                    (_, _, Some(split)) => split,
                    _ => return Ok(None),
                };
                let mut parts = split_vector(self.dag, x, part_vt, count)?;
                let fill = (to_wide.num_elements() / part_vt.num_elements()) as usize;
                if !parts.iter().any(|&p| self.is_whole(p)) || parts.len() > fill {
                    return Ok(None);
                }
                // The filling parts' elements land above the result's: copies of the first
                // part, which the DAG merges with it, cost no instructions of their own.
                parts.resize(fill, parts[0]);
                let packed = self.tli.truncate_vector_parts(self.dag, &parts, to_wide);
                Ok(packed.map(|r| join_vector(self.dag, &[r], vt)))
            }
            Opcode::ZExt | Opcode::SExt => {
                let Some(from_wide) = from_wide else { return Ok(None) };
                let Some(register) = self.widened_register(x, from_wide)? else { return Ok(None) };
                let to = if self.is_legal_vector(vt) { vt } else if let Some(w) = to_wide { w } else { return Ok(None) };
                let op = if inst.opcode == Opcode::ZExt { Isd::ZeroExtend } else { Isd::SignExtend };
                let extended = self.tli.extend_vector_low(self.dag, op, register, to);
                Ok(extended.map(|r| join_vector(self.dag, &[r], vt)))
            }
            _ => Ok(None),
        }
    }
}
