//! Bit casts and element accesses of vectors whose elements are not whole bytes (`<8 x s1>`,
//! the masks vector compares make, or `<2 x s4>`): a stack temporary cannot hold them element
//! by element, so they go through the integer of all the vector's bits instead, element k in
//! bits k·e .. k·e + e - 1 for elements of e bits (LLVM's layout of `bitcast <8 x i1> to i8`).
//! A vector becomes that integer by zero-extending each element, shifting it to its place and
//! or-ing them together; the integer becomes a vector by shifting each element down and
//! truncating it. An element is read by shifting the integer right by the index times e, and
//! replaced by clearing its bits and or-ing the new value shifted into place. Everything left
//! is scalar arithmetic the usual rules widen or narrow.

use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineOperand, Reg};
use crate::target::target_opcode as op;

impl LegalizerHelper<'_> {
    /// Whether an operand of `i` is a vector of elements that are no whole number of bytes.
    pub(super) fn has_bit_elements(&self, i: InstId) -> bool {
        let pointer_bits = self.info.pointer_bits;
        self.mf.inst(i).operands.iter().filter_map(MachineOperand::get_reg).filter_map(|r| self.mf.regs.ty(r)).any(|t| t.is_vector() && t.element().element_bits(pointer_bits) % 8 != 0)
    }

    /// The integer type of as many bits as vector `ty`, and the width of one of its elements.
    fn bits_layout(&self, ty: Llt) -> Result<(Llt, u32), String> {
        let element_bits = ty.element().element_bits(self.info.pointer_bits);
        if !ty.is_vector() || ty.element().is_pointer() {
            return Err(format!("{ty} is no vector of scalars"));
        }
        Ok((Llt::scalar(element_bits * ty.lanes()), element_bits))
    }

    /// A shift of `value` (an integer) by `amount` bits, a constant of its own type.
    pub(super) fn shift_by(&mut self, at: InsertPoint, opcode: u32, value: Reg, amount: u32) -> Result<Reg, String> {
        if amount == 0 {
            return Ok(value);
        }
        let ty = self.ty(value)?;
        let amount = self.constant(at, ty, i64::from(amount));
        Ok(self.emit_value(at, opcode, ty, &[value, amount]))
    }

    /// The vector `v` as the integer of all its bits.
    fn vector_to_integer(&mut self, at: InsertPoint, v: Reg) -> Result<Reg, String> {
        let ty = self.ty(v)?;
        let (int, element_bits) = self.bits_layout(ty)?;
        let elements = self.unmerge(at, v, ty.element(), ty.lanes());
        let mut whole: Option<Reg> = None;
        for (k, element) in elements.into_iter().enumerate() {
            let wide = self.new_reg(int);
            self.resize_into(at, wide, element)?;
            let placed = self.shift_by(at, op::G_SHL, wide, k as u32 * element_bits)?;
            whole = Some(match whole {
                None => placed,
                Some(w) => self.emit_value(at, op::G_OR, int, &[w, placed]),
            });
        }
        whole.ok_or_else(|| format!("{ty} has no elements"))
    }

    /// `dst` (a vector) defined from `int`, the integer of all its bits.
    fn integer_to_vector(&mut self, at: InsertPoint, int: Reg, dst: Reg) -> Result<(), String> {
        let ty = self.ty(dst)?;
        let (_, element_bits) = self.bits_layout(ty)?;
        let mut elements = Vec::with_capacity(ty.lanes() as usize);
        for k in 0..ty.lanes() {
            let shifted = self.shift_by(at, op::G_LSHR, int, k * element_bits)?;
            let element = self.new_reg(ty.element());
            self.resize_into(at, element, shifted)?;
            elements.push(element);
        }
        self.merge_into(at, dst, &elements)?;
        Ok(())
    }

    /// The bit position of element `index` (any scalar) in the integer `int_ty` of a vector of
    /// `element_bits`-bit elements, as an `int_ty`.
    fn element_position(&mut self, at: InsertPoint, index: Reg, int_ty: Llt, element_bits: u32) -> Result<Reg, String> {
        let position = self.new_reg(int_ty);
        self.resize_into(at, position, index)?;
        if element_bits == 1 {
            return Ok(position);
        }
        let size = self.constant(at, int_ty, i64::from(element_bits));
        Ok(self.emit_value(at, op::G_MUL, int_ty, &[position, size]))
    }

    /// G_BITCAST, G_EXTRACT_VECTOR_ELT or G_INSERT_VECTOR_ELT of a vector of elements narrower
    /// than a byte, through the integer of the vector's bits.
    pub(super) fn lower_bit_vector(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let at = InsertPoint::Before(i);
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let (dst_ty, src_ty) = (self.ty(dst)?, self.ty(src)?);
        match opcode {
            G_BITCAST => {
                let int = if src_ty.is_vector() { self.vector_to_integer(at, src)? } else { src };
                if dst_ty.is_vector() {
                    self.integer_to_vector(at, int, dst)?;
                } else {
                    self.emit(at, COPY, &[dst], &[MachineOperand::reg_use(int)]);
                }
            }
            G_EXTRACT_VECTOR_ELT => {
                let (int_ty, element_bits) = self.bits_layout(src_ty)?;
                let int = self.vector_to_integer(at, src)?;
                let position = self.element_position(at, self.reg(i, 2)?, int_ty, element_bits)?;
                let shifted = self.emit_value(at, G_LSHR, int_ty, &[int, position]);
                self.resize_into(at, dst, shifted)?;
            }
            G_INSERT_VECTOR_ELT => {
                let (int_ty, element_bits) = self.bits_layout(src_ty)?;
                let int = self.vector_to_integer(at, src)?;
                let position = self.element_position(at, self.reg(i, 3)?, int_ty, element_bits)?;
                let ones = self.constant(at, int_ty, (1i64 << element_bits) - 1);
                let mask = self.emit_value(at, G_SHL, int_ty, &[ones, position]);
                let all = self.constant(at, int_ty, -1);
                let keep = self.emit_value(at, G_XOR, int_ty, &[mask, all]);
                let kept = self.emit_value(at, G_AND, int_ty, &[int, keep]);
                let value = self.new_reg(int_ty);
                self.resize_into(at, value, self.reg(i, 2)?)?;
                let placed = self.emit_value(at, G_SHL, int_ty, &[value, position]);
                let merged = self.emit_value(at, G_OR, int_ty, &[kept, placed]);
                self.integer_to_vector(at, merged, dst)?;
            }
            _ => return Err(format!("lowering {} of {src_ty} through its bits is not implemented", opcode_name(opcode))),
        }
        self.erase(i);
        Ok(())
    }
}
