//! Table-driven instruction encoding for fixed-width targets: the tables of TableGen's
//! `-gen-emitter` (per opcode a base value and where each operand's bits go) and the generic
//! encoder that fills operand values into them. The target says only how one operand becomes
//! a number ([`encode_fields`]'s callback: a register's encoding, an immediate, or 0 and a
//! fixup for an expression).

use crate::inst::{MCInst, MCOperand};

/// Consecutive bits of the instruction word taken from consecutive bits of an operand value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitRun {
    pub inst_lsb: u8,
    pub operand_lsb: u8,
    pub width: u8,
}

/// One machine operand's place in an encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandField {
    /// The machine operand's index in the `MCInst`.
    pub operand: u8,
    /// The target's encoder method for it (a constant of the generated `encoder_method`).
    pub method: u8,
    pub runs: &'static [BitRun],
}

/// An opcode's encoding: `size` bytes (0 when it has none), the constant bits, the fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstrEncoding {
    pub size: u8,
    pub base: u64,
    pub fields: &'static [OperandField],
}

/// The instruction word of `inst`: `encoding.base` with every field's operand value, as
/// `value(field, operand)` gives it, placed into its bits. A missing operand is an error.
pub fn encode_fields(
    encoding: &InstrEncoding,
    inst: &MCInst,
    mut value: impl FnMut(&OperandField, &MCOperand) -> Result<u64, String>,
) -> Result<u64, String> {
    let mut word = encoding.base;
    for field in encoding.fields {
        let op = inst
            .operands
            .get(field.operand as usize)
            .ok_or_else(|| format!("operand {} of opcode {} is missing", field.operand, inst.opcode))?;
        let v = value(field, op)?;
        for run in field.runs {
            let mask = if run.width >= 64 { u64::MAX } else { (1u64 << run.width) - 1 };
            word |= ((v >> run.operand_lsb) & mask) << run.inst_lsb;
        }
    }
    Ok(word)
}

/// Appends the low `size` bytes of `word`, little-endian.
pub fn write_le(out: &mut Vec<u8>, word: u64, size: u8) {
    out.extend_from_slice(&word.to_le_bytes()[..size as usize]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_scattered_fields() {
        static RUNS: [BitRun; 2] = [BitRun { inst_lsb: 8, operand_lsb: 4, width: 4 }, BitRun { inst_lsb: 12, operand_lsb: 0, width: 4 }];
        static FIELDS: [OperandField; 1] = [OperandField { operand: 0, method: 0, runs: &RUNS }];
        let enc = InstrEncoding { size: 2, base: 0x0003, fields: &FIELDS };
        let inst = MCInst::new(1).with_imm(0xab);
        let word = encode_fields(&enc, &inst, |_, op| match op {
            MCOperand::Imm(v) => Ok(*v as u64),
            _ => Err("not an immediate".into()),
        })
        .unwrap();
        assert_eq!(word, 0xba03);
        let mut out = Vec::new();
        write_le(&mut out, word, enc.size);
        assert_eq!(out, [0x03, 0xba]);
        assert!(encode_fields(&enc, &MCInst::new(1), |_, _| Ok(0)).is_err());
    }
}
