//! The vector actions of the legalizer on element-wise instructions (arithmetic, shifts,
//! comparisons, selects, conversions that keep the element count): fewer elements splits every
//! vector operand into pieces with G_UNMERGE_VALUES, repeats the instruction per piece and puts
//! the results together with G_CONCAT_VECTORS or G_BUILD_VECTOR; more elements pads every
//! vector operand with undefined elements, computes in the wider vector and keeps the leading
//! elements of the result. Scalar operands (a select's scalar condition) are shared by all
//! pieces.

use super::legalizer_helper::{opcode_name, LegalizerHelper};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineInstr, MachineOperand, Reg};
use crate::target::target_opcode as op;

/// Whether `opcode` works element by element on its vector operands.
fn is_elementwise(opcode: u32) -> bool {
    use op::*;
    matches!(
        opcode,
        G_ADD | G_SUB | G_MUL | G_SDIV | G_UDIV | G_SREM | G_UREM | G_AND | G_OR | G_XOR | G_SHL | G_LSHR | G_ASHR | G_SMIN | G_SMAX | G_UMIN
            | G_UMAX | G_UMULH | G_SMULH | G_SADDSAT | G_UADDSAT | G_SSUBSAT | G_USUBSAT | G_ABS | G_BSWAP | G_BITREVERSE | G_CTPOP | G_CTLZ | G_CTTZ | G_FSHL | G_FSHR
            | G_FREEZE | G_ICMP | G_FCMP | G_SELECT | G_ANYEXT | G_SEXT | G_ZEXT | G_TRUNC | G_FADD | G_FSUB | G_FMUL | G_FDIV | G_FREM | G_FMA
            | G_FNEG | G_FABS | G_FSQRT | G_FMINNUM | G_FMAXNUM | G_FPEXT | G_FPTRUNC | G_FPTOSI | G_FPTOUI | G_SITOFP | G_UITOFP | G_IMPLICIT_DEF
            | G_SEXT_INREG | G_PTRTOINT | G_INTTOPTR | G_PTR_ADD
    )
}

impl LegalizerHelper<'_> {
    /// The element count of the instruction's vectors (they all agree for element-wise ones).
    fn vector_lanes(&self, i: InstId) -> Result<u32, String> {
        let m = self.mf.inst(i);
        if !is_elementwise(m.opcode) {
            return Err(format!("changing the element count of {} is not implemented", opcode_name(m.opcode)));
        }
        let lanes = m.operands.iter().filter_map(MachineOperand::get_reg).filter_map(|r| self.mf.regs.ty(r)).map(Llt::lanes).max().unwrap_or(0);
        if lanes == 0 {
            return Err(format!("{} has no vector operand", opcode_name(m.opcode)));
        }
        Ok(lanes)
    }

    /// Repeats `i` once per group of `piece_lanes` elements.
    pub fn fewer_elements(&mut self, i: InstId, index: u8, piece: Llt) -> Result<(), String> {
        let lanes = self.vector_lanes(i)?;
        let piece_lanes = piece.lanes().max(1);
        if lanes % piece_lanes != 0 || piece_lanes >= lanes {
            return Err(format!("splitting type {index} of {} lanes into pieces of {piece} is not implemented", lanes));
        }
        let count = lanes / piece_lanes;
        let at = InsertPoint::Before(i);
        let template = self.mf.inst(i).clone();
        // Each operand as `count` pieces (or itself, for scalars).
        let mut split: Vec<Vec<MachineOperand>> = Vec::new();
        let mut results: Vec<(Reg, Vec<Reg>)> = Vec::new();
        for o in &template.operands {
            let vector = o.get_reg().and_then(|r| self.mf.regs.ty(r)).filter(|t| t.lanes() == lanes);
            match (o.get_reg(), vector) {
                (Some(reg), Some(ty)) if o.is_def() => {
                    let parts: Vec<Reg> = (0..count).map(|_| self.new_reg(ty.with_lanes(piece_lanes))).collect();
                    split.push(parts.iter().map(|&p| MachineOperand::reg_def(p)).collect());
                    results.push((reg, parts));
                }
                (Some(reg), Some(ty)) => {
                    let parts = self.unmerge(at, reg, ty.with_lanes(piece_lanes), count);
                    split.push(parts.into_iter().map(MachineOperand::reg_use).collect());
                }
                _ => split.push(vec![*o; count as usize]),
            }
        }
        for k in 0..count as usize {
            let mut m = MachineInstr::new(template.opcode);
            m.flags = template.flags;
            m.operands = split.iter().map(|ops| ops[k]).collect();
            let id = self.mf.insert_new(at, m);
            self.touched.push(id);
        }
        for (dst, parts) in results {
            self.merge_into(at, dst, &parts)?;
        }
        self.erase(i);
        Ok(())
    }

    /// Computes `i` in vectors of `wide.lanes()` elements, the extra ones undefined.
    pub fn more_elements(&mut self, i: InstId, index: u8, wide: Llt) -> Result<(), String> {
        let lanes = self.vector_lanes(i)?;
        let wide_lanes = wide.lanes();
        if wide_lanes <= lanes {
            return Err(format!("padding type {index} of {} lanes to {wide} makes no progress", lanes));
        }
        let at = InsertPoint::Before(i);
        let template = self.mf.inst(i).clone();
        let mut operands = Vec::new();
        let mut results: Vec<(Reg, Reg)> = Vec::new();
        for o in &template.operands {
            let vector = o.get_reg().and_then(|r| self.mf.regs.ty(r)).filter(|t| t.lanes() == lanes);
            match (o.get_reg(), vector) {
                (Some(reg), Some(ty)) if o.is_def() => {
                    let padded = self.new_reg(ty.with_lanes(wide_lanes));
                    operands.push(MachineOperand::reg_def(padded));
                    results.push((reg, padded));
                }
                (Some(reg), Some(ty)) => {
                    let mut elements = self.unmerge(at, reg, ty.element(), lanes);
                    let undef = self.emit_value(at, op::G_IMPLICIT_DEF, ty.element(), &[]);
                    elements.resize(wide_lanes as usize, undef);
                    let padded = self.new_reg(ty.with_lanes(wide_lanes));
                    self.merge_into(at, padded, &elements)?;
                    operands.push(MachineOperand::reg_use(padded));
                }
                _ => operands.push(*o),
            }
        }
        let mut m = MachineInstr::new(template.opcode);
        m.flags = template.flags;
        m.operands = operands.into();
        let id = self.mf.insert_new(at, m);
        self.touched.push(id);
        for (dst, padded) in results {
            let ty = self.ty(padded)?;
            let elements = self.unmerge(at, padded, ty.element(), wide_lanes);
            self.merge_into(at, dst, &elements[..lanes as usize])?;
        }
        self.erase(i);
        Ok(())
    }
}
