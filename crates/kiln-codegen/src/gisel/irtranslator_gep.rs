//! `getelementptr` in generic machine IR: the base plus each index times its stride, as
//! LLVM's IRTranslator builds it. Constant indices are folded into one offset added last
//! (`G_PTR_ADD` of a `G_CONSTANT`); each other index is extended or truncated to the pointer
//! width, multiplied by its stride (`G_MUL`, none for a stride of 1) and added (`G_PTR_ADD`).
//!
//! A `getelementptr` whose result is a vector of addresses (`<N x ptr>`, from a vector base or
//! vector indices) computes in the vector forms: a scalar base or index is splatted with
//! `G_BUILD_VECTOR`, indices are `<N x s64>`, strides and constant offsets splats or per-lane
//! constant vectors, and the result is `G_PTR_ADD` of `<N x p0>` and `<N x s64>`, which the
//! legalizer takes apart element by element where the target has no such instruction. A
//! struct field index must be the same constant in every lane (the IR verifier's rule).

use super::irtranslator::{sign_extend, OneOrMany, Translator};
use super::llt::Llt;
use crate::mir::Reg;
use crate::target::target_opcode as op;
use kiln_ir::{ConstKind, Inst, InstData, Type, TypeId, Value};

impl Translator<'_, '_> {
    /// `getelementptr` `inst`: its address, or its vector of addresses.
    pub(super) fn gep(&mut self, inst: &Inst) -> Result<Reg, String> {
        let InstData::Gep { source } = inst.data else { return Err("no source type".to_string()) };
        self.gep_of(source, inst.ty, &inst.operands)
    }

    /// The `getelementptr` of result type `result_ty` over `source` with base and indices
    /// `operands` (an instruction's, or a constant expression's read in place).
    pub(super) fn gep_of(&mut self, source: TypeId, result_ty: TypeId, operands: &[Value]) -> Result<Reg, String> {
        let lanes = match self.module.types.get(result_ty) {
            // A one-element vector of addresses is its one address.
            Type::Vector { len: 1, scalable: false, .. } => None,
            Type::Vector { len, scalable: false, .. } => Some(*len),
            Type::Vector { .. } => return Err("a scalable vector of addresses".to_string()),
            _ => None,
        };
        let mut base = self.reg(operands[0])?;
        let index_ty = Llt::scalar(self.pointer_bits());
        let (ptr, index_ty) = match lanes {
            Some(n) => {
                if !self.ty(base).is_vector() {
                    base = self.splat(base, n);
                }
                (self.ty(base), Llt::vector(n, index_ty))
            }
            None => (self.ty(base), index_ty),
        };
        // The constant part of the offset, per lane (one, without an allocation, for a scalar
        // result).
        let mut offsets = match lanes {
            Some(n) => OneOrMany::Many(vec![0i64; n as usize]),
            None => OneOrMany::One(0i64),
        };
        let mut ty = source;
        for (k, &idx) in operands[1..].iter().enumerate() {
            let constant = self.constant_index(idx);
            // The first index steps over whole objects of the source type.
            let (stride, next) = if k == 0 {
                (self.layout.type_alloc_size(ty), ty)
            } else {
                match self.module.types.get(ty) {
                    Type::Struct { .. } | Type::Named { .. } => {
                        let field = match constant.as_deref() {
                            Some([first, rest @ ..]) if rest.iter().all(|x| x == first) => *first as usize,
                            _ => return Err("a struct index that is not the same constant in every lane".to_string()),
                        };
                        let sl = self.layout.struct_layout(ty).ok_or("a struct without a layout")?;
                        let at = *sl.offsets.get(field).ok_or("a struct index out of range")? as i64;
                        offsets.iter_mut().for_each(|o| *o = o.wrapping_add(at));
                        let fields = match self.module.types.get(ty) {
                            Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => fields,
                            _ => return Err("an opaque struct".to_string()),
                        };
                        ty = fields[field];
                        continue;
                    }
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => (self.layout.type_alloc_size(*elem), *elem),
                    _ => return Err("an index into a type that is not an aggregate".to_string()),
                }
            };
            ty = next;
            match constant {
                Some(c) => {
                    for (lane, o) in offsets.iter_mut().enumerate() {
                        let n = if c.len() == 1 { c[0] } else { c[lane] };
                        *o = o.wrapping_add(n.wrapping_mul(stride as i64));
                    }
                }
                None => {
                    let mut index = self.reg(idx)?;
                    if let Some(n) = lanes.filter(|_| !self.ty(index).is_vector()) {
                        let wide = self.resize(index, index_ty.element(), true);
                        index = self.splat(wide, n);
                    }
                    let index = self.resize(index, index_ty, true);
                    let scaled = if stride == 1 {
                        index
                    } else {
                        let size = self.constant_lanes(index_ty, &[stride as i64]);
                        self.emit_def(op::G_MUL, index_ty, &[index, size])
                    };
                    base = self.emit_def(op::G_PTR_ADD, ptr, &[base, scaled]);
                }
            }
        }
        if offsets.iter().any(|&o| o != 0) {
            let off = self.constant_lanes(index_ty, &offsets);
            base = self.emit_def(op::G_PTR_ADD, ptr, &[base, off]);
        }
        Ok(base)
    }

    /// The value of constant index `idx` sign-extended to 64 bits, one per lane of a constant
    /// vector (one for a scalar or a vector zero, without an allocation); `None` when it is not
    /// a constant integer.
    fn constant_index(&self, idx: Value) -> Option<OneOrMany<i64>> {
        let Value::Const(c) = idx else { return None };
        let ty = self.module.value_type(Some(self.func), idx);
        let bits = match self.module.types.get(ty) {
            Type::Int(b) => *b,
            Type::Vector { elem, .. } => match self.module.types.get(*elem) {
                Type::Int(b) => *b,
                _ => return None,
            },
            _ => 64,
        };
        let lane = |c: kiln_ir::ConstId| match self.module.consts.get(c).kind {
            ConstKind::Int(n) => Some(sign_extend(n as i64, bits.min(64))),
            ConstKind::Zero | ConstKind::Null => Some(0),
            _ => None,
        };
        match &self.module.consts.get(c).kind {
            ConstKind::Vector(elems) => elems.iter().map(|&e| if let Value::Const(e) = e { lane(e) } else { None }).collect::<Option<Vec<i64>>>().map(OneOrMany::Many),
            _ => lane(c).map(OneOrMany::One),
        }
    }

    /// `G_BUILD_VECTOR` of `lanes` copies of `r`.
    fn splat(&mut self, r: Reg, lanes: u32) -> Reg {
        let t = Llt::vector(lanes, self.ty(r));
        self.emit_def(op::G_BUILD_VECTOR, t, &vec![r; lanes as usize])
    }

    /// A constant of type `t`: `G_CONSTANT values[0]` for a scalar; for a vector a
    /// `G_BUILD_VECTOR` of `values` per lane, or of `values[0]` in every lane when there is
    /// only one.
    fn constant_lanes(&mut self, t: Llt, values: &[i64]) -> Reg {
        if !t.is_vector() {
            return self.constant_here(t, values[0]);
        }
        let value_at = |lane: usize| if values.len() == 1 { values[0] } else { values[lane] };
        let mut elements: Vec<Reg> = Vec::with_capacity(t.lanes() as usize);
        for lane in 0..t.lanes() as usize {
            // One G_CONSTANT per distinct value.
            let r = match (0..lane).find(|&k| value_at(k) == value_at(lane)) {
                Some(k) => elements[k],
                None => self.constant_here(t.element(), value_at(lane)),
            };
            elements.push(r);
        }
        self.emit_def(op::G_BUILD_VECTOR, t, &elements)
    }
}
