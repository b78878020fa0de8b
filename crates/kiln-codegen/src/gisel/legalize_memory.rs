//! Lowerings through memory: loads and stores the target has no single instruction for, and
//! vector artifacts lowered through a stack temporary.
//!
//! - A scalar load or store whose width is a whole number of bytes but not a power of two
//!   (s24, s40, s48, s72) becomes two accesses, the largest power of two below the width at
//!   the address and the rest after it, joined by G_MERGE_VALUES in the next power of two and
//!   truncated (a load) or split by G_UNMERGE_VALUES from it (a store). The rest is lowered
//!   again if its width is not a power of two either.
//! - A load or store of less than a byte of memory (a bool's `s1`, an `i4`) accesses its byte.
//! - A vector load or store the rules do not accept whole is done element by element at
//!   increasing offsets, the elements put together with G_BUILD_VECTOR or taken apart with
//!   G_UNMERGE_VALUES (which the artifact combiner then meets).
//! - G_BUILD_VECTOR, G_CONCAT_VECTORS, G_UNMERGE_VALUES of a vector, G_BITCAST to or from a
//!   vector and G_EXTRACT_VECTOR_ELT/G_INSERT_VECTOR_ELT go through a stack temporary the size
//!   of the vector: the pieces stored at their offsets and the whole loaded, or the reverse.
//!   This is correct for every shape and needs only the loads and stores of whole registers
//!   and of elements; it is -O0's answer, not a fast one.

use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::mir::{FrameIdx, InsertPoint, InstId, MachineOperand, MemAccess, MemOperand, MemValue, Reg, StackObject, StackObjectKind, StrId};
use crate::target::target_opcode as op;

impl LegalizerHelper<'_> {
    /// The width of `ty` in bits (pointers at the target's pointer width).
    fn bits_of(&self, ty: Llt) -> u64 {
        ty.size_bits(self.info.pointer_bits)
    }

    /// `base + offset` (the base itself for offset 0).
    fn offset_address(&mut self, at: InsertPoint, base: Reg, offset: u64) -> Result<Reg, String> {
        if offset == 0 {
            return Ok(base);
        }
        let addr_ty = self.ty(base)?;
        let amount = self.constant(at, Llt::scalar(self.info.pointer_bits), offset as i64);
        Ok(self.emit_value(at, op::G_PTR_ADD, addr_ty, &[base, amount]))
    }

    /// A load of a `ty` from `addr`, described by `mem` moved `offset` bytes on.
    fn load_piece(&mut self, at: InsertPoint, ty: Llt, addr: Reg, mem: &MemOperand, offset: u64) -> Result<Reg, String> {
        let dst = self.new_reg(ty);
        self.load_piece_into(at, dst, addr, mem, offset)?;
        Ok(dst)
    }

    /// `dst = G_LOAD addr + offset`, described by `mem` moved `offset` bytes on.
    fn load_piece_into(&mut self, at: InsertPoint, dst: Reg, addr: Reg, mem: &MemOperand, offset: u64) -> Result<(), String> {
        let ty = self.ty(dst)?;
        let piece_addr = self.offset_address(at, addr, offset)?;
        let id = self.emit(at, op::G_LOAD, &[dst], &[MachineOperand::reg_use(piece_addr)]);
        let piece = self.piece_mem(mem, ty, offset);
        self.mf.inst_mut(id).mem_operands.push(piece);
        Ok(())
    }

    /// A store of `value` to `addr`, described by `mem` moved `offset` bytes on.
    fn store_piece(&mut self, at: InsertPoint, value: Reg, addr: Reg, mem: &MemOperand, offset: u64) -> Result<(), String> {
        let ty = self.ty(value)?;
        let piece_addr = self.offset_address(at, addr, offset)?;
        let id = self.emit(at, op::G_STORE, &[], &[MachineOperand::reg_use(value), MachineOperand::reg_use(piece_addr)]);
        let piece = self.piece_mem(mem, ty, offset);
        self.mf.inst_mut(id).mem_operands.push(piece);
        Ok(())
    }

    /// `mem` narrowed to a `ty` at `offset` bytes further: the alignment is what both the
    /// original alignment and the offset guarantee.
    fn piece_mem(&self, mem: &MemOperand, ty: Llt, offset: u64) -> MemOperand {
        let mut piece = mem.clone();
        piece.size = Some(ty);
        piece.offset += offset as i64;
        if offset != 0 {
            piece.align = mem.align.map(|a| a.min(1 << offset.trailing_zeros()));
        }
        piece
    }

    /// A scalar load or store of a width that is a whole number of bytes but no power of two:
    /// the largest power of two below it, then the rest.
    pub(super) fn lower_odd_memory(&mut self, i: InstId) -> Result<(), String> {
        let m = self.mf.inst(i);
        let (is_load, value, addr) = (m.opcode == op::G_LOAD, self.reg(i, 0)?, self.reg(i, 1)?);
        let mem = m.mem_operands.first().cloned().ok_or("a generic load or store without its memory operand")?;
        let ty = self.ty(value)?;
        let bits = ty.scalar_bits();
        if !ty.is_scalar() || bits % 8 != 0 || bits.is_power_of_two() || mem.size.map(|t| self.bits_of(t)) != Some(u64::from(bits)) {
            return Err(format!("lowering {} of {ty} is not implemented", opcode_name(m.opcode)));
        }
        let low_bits = 1u32 << (31 - bits.leading_zeros());
        let (low, high, whole) = (Llt::scalar(low_bits), Llt::scalar(bits - low_bits), Llt::scalar(2 * low_bits));
        let at = InsertPoint::Before(i);
        let high_offset = u64::from(low_bits / 8);
        if is_load {
            let low_part = self.load_piece(at, low, addr, &mem, 0)?;
            let high_part = self.load_piece(at, high, addr, &mem, high_offset)?;
            let high_wide = self.emit_value(at, op::G_ANYEXT, low, &[high_part]);
            let merged = self.emit_value(at, op::G_MERGE_VALUES, whole, &[low_part, high_wide]);
            self.emit(at, op::G_TRUNC, &[value], &[MachineOperand::reg_use(merged)]);
        } else {
            let wide = self.emit_value(at, op::G_ANYEXT, whole, &[value]);
            let parts = self.unmerge(at, wide, low, 2);
            let high_part = self.emit_value(at, op::G_TRUNC, high, &[parts[1]]);
            self.store_piece(at, parts[0], addr, &mem, 0)?;
            self.store_piece(at, high_part, addr, &mem, high_offset)?;
        }
        self.erase(i);
        Ok(())
    }

    /// Whether load or store `i` accesses less than a byte of memory (an `i1` global's `s1`).
    pub(super) fn accesses_bits(&self, i: InstId) -> bool {
        self.mf.inst(i).mem_operands.first().and_then(|m| m.size).is_some_and(|t| self.bits_of(t) < 8)
    }

    /// A load or store of less than a byte of memory (a bool, an `i4`): the byte that holds it,
    /// its bits above the value's always 0 (a stored value is masked to the memory's width, as
    /// llc stores it; a loaded one zero-extends).
    pub(super) fn lower_bit_memory(&mut self, i: InstId) -> Result<(), String> {
        let m = self.mf.inst(i);
        let (is_load, value, addr) = (m.opcode == op::G_LOAD, self.reg(i, 0)?, self.reg(i, 1)?);
        let mem = m.mem_operands.first().cloned().ok_or("a generic load or store without its memory operand")?;
        if !self.ty(value)?.is_scalar() {
            return Err(format!("lowering a {} of {} bits of memory into a {} is not implemented", opcode_name(m.opcode), mem.size.map_or(0, |t| self.bits_of(t)), self.ty(value)?));
        }
        let byte = Llt::scalar(8);
        let at = InsertPoint::Before(i);
        if is_load {
            let loaded = self.load_piece(at, byte, addr, &mem, 0)?;
            self.resize_into(at, value, loaded)?;
        } else {
            let as_byte = self.new_reg(byte);
            self.resize_into(at, as_byte, value)?;
            let bits = mem.size.map_or(1, |t| self.bits_of(t));
            let mask = self.constant(at, byte, (1 << bits) - 1);
            let bit = self.emit_value(at, op::G_AND, byte, &[as_byte, mask]);
            self.store_piece(at, bit, addr, &mem, 0)?;
        }
        self.erase(i);
        Ok(())
    }

    /// A vector load or store element by element.
    pub(super) fn scalarize_memory(&mut self, i: InstId) -> Result<(), String> {
        let m = self.mf.inst(i);
        let (is_load, value, addr) = (m.opcode == op::G_LOAD, self.reg(i, 0)?, self.reg(i, 1)?);
        let mem = m.mem_operands.first().cloned().ok_or("a generic load or store without its memory operand")?;
        let ty = self.ty(value)?;
        let element = ty.element();
        let element_bits = self.bits_of(element);
        if !ty.is_vector() || element_bits % 8 != 0 || mem.size.map(|t| self.bits_of(t)) != Some(self.bits_of(ty)) {
            return Err(format!("splitting {} of {ty} into elements is not implemented", opcode_name(m.opcode)));
        }
        let at = InsertPoint::Before(i);
        let step = element_bits / 8;
        if is_load {
            let mut elements = Vec::new();
            for k in 0..u64::from(ty.lanes()) {
                elements.push(self.load_piece(at, element, addr, &mem, k * step)?);
            }
            self.merge_into(at, value, &elements)?;
        } else {
            let elements = self.unmerge(at, value, element, ty.lanes());
            for (k, &e) in elements.iter().enumerate() {
                self.store_piece(at, e, addr, &mem, k as u64 * step)?;
            }
        }
        self.erase(i);
        Ok(())
    }

    /// A stack temporary of `bytes`, its address, and the memory operand of an access to it.
    fn stack_temporary(&mut self, at: InsertPoint, bytes: u64) -> (Reg, MemOperand) {
        let align = bytes.next_power_of_two().clamp(1, 16);
        let fi: FrameIdx = self.mf.frame.create_stack_object(StackObject::new(StackObjectKind::Default, bytes, align, StrId::NONE));
        let addr = self.new_reg(Llt::pointer(0));
        self.emit(at, op::G_FRAME_INDEX, &[addr], &[MachineOperand::FrameIndex(fi)]);
        let mut mem = MemOperand::new(MemAccess::Load, None, MemValue::Frame(fi));
        mem.align = Some(align);
        (addr, mem)
    }

    /// The bytes of `sources` (stored one after the other in a stack temporary) read back as
    /// values of `types` (loaded one after the other): how an s80 integer is cut into an s64
    /// and an s16, or put together from s64 pieces, without an s80 operation.
    pub(super) fn repack_through_stack(&mut self, at: InsertPoint, sources: &[Reg], types: &[Llt]) -> Result<Vec<Reg>, String> {
        let stored: u64 = sources.iter().map(|&r| self.ty(r).map(|t| self.bits_of(t))).sum::<Result<u64, String>>()?;
        let loaded: u64 = types.iter().map(|&t| self.bits_of(t)).sum();
        if stored % 8 != 0 || loaded % 8 != 0 || types.iter().any(|&t| self.bits_of(t) % 8 != 0) {
            return Err(format!("repacking {stored} bits as {loaded} through memory needs whole bytes"));
        }
        let (addr, mem) = self.stack_temporary(at, stored.max(loaded) / 8);
        let store_mem = MemOperand { access: MemAccess::Store, ..mem.clone() };
        let mut offset = 0;
        for &s in sources {
            self.store_piece(at, s, addr, &store_mem, offset)?;
            offset += self.bits_of(self.ty(s)?) / 8;
        }
        let mut offset = 0;
        let mut values = Vec::with_capacity(types.len());
        for &t in types {
            values.push(self.load_piece(at, t, addr, &mem, offset)?);
            offset += self.bits_of(t) / 8;
        }
        Ok(values)
    }

    /// A vector artifact, a bit cast or an element access through a stack temporary.
    pub(super) fn lower_through_stack(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let m = self.mf.inst(i).clone();
        let at = InsertPoint::Before(i);
        let defs: Vec<Reg> = m.operands.iter().take_while(|o| o.is_def()).filter_map(MachineOperand::get_reg).collect();
        let sources: Vec<Reg> = m.operands[defs.len()..].iter().filter_map(MachineOperand::get_reg).collect();
        let byte_sized = |h: &Self, r: Reg| h.ty(r).map(|t| h.bits_of(t.element()) % 8 == 0);
        for &r in defs.iter().chain(&sources) {
            if !byte_sized(self, r)? {
                return Err(format!("lowering {} of {} through memory is not implemented", opcode_name(m.opcode), self.ty(r)?));
            }
        }
        let store_mem = |mem: &MemOperand| MemOperand { access: MemAccess::Store, ..mem.clone() };
        match m.opcode {
            // The pieces stored one after the other, the whole loaded.
            G_BUILD_VECTOR | G_CONCAT_VECTORS | G_BITCAST => {
                let whole = defs[0];
                let bytes = self.bits_of(self.ty(whole)?) / 8;
                let (addr, mem) = self.stack_temporary(at, bytes);
                let mut offset = 0;
                for &s in &sources {
                    self.store_piece(at, s, addr, &store_mem(&mem), offset)?;
                    offset += self.bits_of(self.ty(s)?) / 8;
                }
                self.load_piece_into(at, whole, addr, &mem, 0)?;
            }
            // The whole stored, the pieces loaded.
            G_UNMERGE_VALUES => {
                let whole = *sources.last().ok_or("G_UNMERGE_VALUES without a source")?;
                let bytes = self.bits_of(self.ty(whole)?) / 8;
                let (addr, mem) = self.stack_temporary(at, bytes);
                self.store_piece(at, whole, addr, &store_mem(&mem), 0)?;
                let mut offset = 0;
                for &d in &defs {
                    let ty = self.ty(d)?;
                    self.load_piece_into(at, d, addr, &mem, offset)?;
                    offset += self.bits_of(ty) / 8;
                }
            }
            // The vector stored, one element read or replaced at a computed address.
            G_EXTRACT_VECTOR_ELT | G_INSERT_VECTOR_ELT => {
                let (vector, index) = (sources[0], *sources.last().expect("an element access has an index"));
                let vector_ty = self.ty(vector)?;
                let element = vector_ty.element();
                // Room for a power of two of elements, so that masking the index keeps any
                // index inside the temporary and every valid one unchanged (a `<3 x s32>`'s 1
                // and 2 stay 1 and 2; with a mask of 2, 1 would become 0).
                let room = u64::from(vector_ty.lanes().next_power_of_two());
                let (addr, mem) = self.stack_temporary(at, room * self.bits_of(element) / 8);
                self.store_piece(at, vector, addr, &store_mem(&mem), 0)?;
                let offset_ty = Llt::scalar(self.info.pointer_bits);
                let index_ty = self.ty(index)?;
                let wide_index = if index_ty == offset_ty {
                    index
                } else if index_ty.scalar_bits() < offset_ty.scalar_bits() {
                    self.emit_value(at, G_ZEXT, offset_ty, &[index])
                } else {
                    self.emit_value(at, G_TRUNC, offset_ty, &[index])
                };
                // An index past the end is undefined: keep the access inside the temporary.
                let last = self.constant(at, offset_ty, room as i64 - 1);
                let clamped = self.emit_value(at, G_AND, offset_ty, &[wide_index, last]);
                let size = self.constant(at, offset_ty, (self.bits_of(element) / 8) as i64);
                let scaled = self.emit_value(at, G_MUL, offset_ty, &[clamped, size]);
                let element_addr = self.emit_value(at, G_PTR_ADD, Llt::pointer(0), &[addr, scaled]);
                let mut element_mem = mem.clone();
                element_mem.size = Some(element);
                element_mem.align = Some(1);
                element_mem.offset = 0;
                if m.opcode == G_EXTRACT_VECTOR_ELT {
                    let id = self.emit(at, G_LOAD, &[defs[0]], &[MachineOperand::reg_use(element_addr)]);
                    self.mf.inst_mut(id).mem_operands.push(element_mem);
                } else {
                    let id = self.emit(at, G_STORE, &[], &[MachineOperand::reg_use(sources[1]), MachineOperand::reg_use(element_addr)]);
                    self.mf.inst_mut(id).mem_operands.push(store_mem(&element_mem));
                    self.load_piece_into(at, defs[0], addr, &mem, 0)?;
                }
            }
            _ => return Err(format!("lowering {} through memory is not implemented", opcode_name(m.opcode))),
        }
        self.erase(i);
        Ok(())
    }
}
