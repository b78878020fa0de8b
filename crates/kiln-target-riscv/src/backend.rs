//! The RISC-V assembler backend: its fixup kinds, how a resolved fixup's value is scattered
//! into the instruction (branch and jump offsets are split across the word; a hi20/lo12 pair
//! rounds the upper part so that the sign-extended lower part adds back), and the nops that
//! pad code alignment (`addi zero, zero, 0`, and `c.nop` for a 2-byte remainder with C). With
//! C, a branch or jump compressed to `c.beqz`/`c.bnez`/`c.j` whose target turns out to be out of
//! its reach (or in another section) relaxes to the full instruction.

use crate::mc_kinds::*;
use crate::encoder::FLAG_NO_COMPRESS;
use crate::generated::opcode;
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::{AsmBackend, Fixup, FixupKind, FixupKindInfo, FixupResolution};

pub struct RiscvAsmBackend {
    /// Compressed instructions are on (`+c`): 2-byte nops may pad.
    pub compressed: bool,
    /// The linker relaxes (`+relax`): every fixup becomes a relocation.
    pub relax: bool,
}

fn check_range(value: i64, bits: u32, name: &str) -> Result<(), String> {
    let limit = 1i64 << (bits - 1);
    if value < -limit || value >= limit {
        return Err(format!("fixup value out of range ({name}: {value})"));
    }
    if value & 1 != 0 {
        return Err(format!("fixup value must be 2-byte aligned ({name}: {value})"));
    }
    Ok(())
}

/// The bits a resolved fixup adds to the instruction, as a little-endian value from the
/// fixup's offset.
fn scattered(kind: FixupKind, value: i64) -> Result<u64, String> {
    let v = value as u64;
    Ok(match kind {
        HI20 | PCREL_HI20 | TPREL_HI20 | GOT_HI20 | TLS_GOT_HI20 | TLS_GD_HI20 => ((v.wrapping_add(0x800) >> 12) & 0xfffff) << 12,
        LO12_I | PCREL_LO12_I | TPREL_LO12_I => (v & 0xfff) << 20,
        LO12_S | PCREL_LO12_S | TPREL_LO12_S => ((v >> 5) & 0x7f) << 25 | (v & 0x1f) << 7,
        JAL => {
            check_range(value, 21, "jal")?;
            (v >> 20 & 1) << 31 | (v >> 1 & 0x3ff) << 21 | (v >> 11 & 1) << 20 | (v >> 12 & 0xff) << 12
        }
        BRANCH => {
            check_range(value, 13, "branch")?;
            (v >> 12 & 1) << 31 | (v >> 5 & 0x3f) << 25 | (v >> 1 & 0xf) << 8 | (v >> 11 & 1) << 7
        }
        RVC_JUMP => {
            check_range(value, 12, "c.j")?;
            (v >> 11 & 1) << 12 | (v >> 4 & 1) << 11 | (v >> 8 & 3) << 9 | (v >> 10 & 1) << 8 | (v >> 6 & 1) << 7 | (v >> 7 & 1) << 6 | (v >> 1 & 7) << 3 | (v >> 5 & 1) << 2
        }
        RVC_BRANCH => {
            check_range(value, 9, "c.b")?;
            (v >> 8 & 1) << 12 | (v >> 3 & 3) << 10 | (v >> 6 & 3) << 5 | (v >> 1 & 3) << 3 | (v >> 5 & 1) << 2
        }
        CALL | CALL_PLT => {
            let hi = (v.wrapping_add(0x800) >> 12) & 0xfffff;
            let lo = v & 0xfff;
            hi << 12 | (lo << 20) << 32
        }
        TPREL_ADD_FIXUP | RELAX => 0,
        _ => return Err(format!("fixup kind {} cannot be resolved here", kind.0)),
    })
}

impl AsmBackend for RiscvAsmBackend {
    fn target_fixups(&self) -> &'static [FixupKindInfo] {
        FIXUP_INFO
    }

    fn fixup_value_bits(&self, kind: FixupKind) -> u32 {
        // Offsets with an implied bit 0; the others are checked (or wrap, as %lo does) here.
        match kind {
            JAL => 21,
            BRANCH => 13,
            RVC_JUMP => 12,
            RVC_BRANCH => 9,
            _ => 64,
        }
    }

    fn force_relocation(&self, kind: FixupKind) -> bool {
        kind == RELAX || (self.relax && kind.is_target())
    }

    /// `%pcrel_hi(sym)` to a local label of the same section is resolved as a plain
    /// reference would be, and the `%pcrel_lo(label)` that completes it with it (without
    /// relaxation; with it, both stay relocations for the linker).
    fn fixup_resolution(&self, kind: FixupKind) -> FixupResolution {
        match kind {
            PCREL_HI20 => FixupResolution::IgnoringVariant,
            PCREL_LO12_I | PCREL_LO12_S => FixupResolution::PairedWith(&[PCREL_HI20]),
            _ => FixupResolution::Generic,
        }
    }

    fn apply_fixup(&self, kind: FixupKind, data: &mut [u8], value: u64) -> Result<(), String> {
        if !kind.is_target() {
            let info = self.fixup_info(kind);
            let n = (info.bit_size as usize).div_ceil(8);
            if data.len() < n {
                return Err(format!("fixup {} runs past the end of its fragment", info.name));
            }
            for (i, b) in data[..n].iter_mut().enumerate() {
                *b |= (value >> (8 * i)) as u8;
            }
            return Ok(());
        }
        if value == 0 {
            return Ok(());
        }
        let bits = scattered(kind, value as i64)?;
        let size = if matches!(kind, CALL | CALL_PLT) { 8 } else if matches!(kind, RVC_JUMP | RVC_BRANCH) { 2 } else { 4 };
        if data.len() < size {
            return Err("fixup runs past the end of its fragment".to_string());
        }
        for (i, b) in data[..size].iter_mut().enumerate() {
            *b |= (bits >> (8 * i)) as u8;
        }
        Ok(())
    }

    fn may_need_relaxation(&self, inst: &MCInst) -> bool {
        // The branches and jumps a compression rule may shorten, to a target not known yet.
        self.compressed
            && inst.flags & FLAG_NO_COMPRESS == 0
            && matches!(inst.opcode, opcode::BEQ | opcode::BNE | opcode::JAL)
            && inst.operands.iter().any(|o| matches!(o, MCOperand::Expr(_)))
    }

    fn fixup_needs_relaxation(&self, fixup: &Fixup, resolved: bool, value: i64) -> bool {
        match fixup.kind {
            RVC_BRANCH => !resolved || !(-256..=254).contains(&value),
            RVC_JUMP => !resolved || !(-2048..=2046).contains(&value),
            _ => false,
        }
    }

    fn relax_instruction(&self, inst: &MCInst) -> Option<MCInst> {
        (inst.flags & FLAG_NO_COMPRESS == 0).then(|| MCInst { flags: inst.flags | FLAG_NO_COMPRESS, ..inst.clone() })
    }

    fn write_nops(&self, out: &mut Vec<u8>, count: u64) -> Result<(), String> {
        let mut left = count;
        if left % 4 == 2 && self.compressed {
            out.extend_from_slice(&[0x01, 0x00]);
            left -= 2;
        }
        if left % 4 != 0 {
            // Bytes that cannot hold an instruction: zeros, as llvm-mc writes them.
            out.extend(std::iter::repeat(0).take((left % 4) as usize));
            left -= left % 4;
        }
        for _ in 0..left / 4 {
            out.extend_from_slice(&[0x13, 0x00, 0x00, 0x00]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scatters_offsets() {
        // beq a0, a1, -36 and j -44, as llvm-mc resolves them.
        let mut beq = 0x00b50063u32.to_le_bytes();
        RiscvAsmBackend { compressed: false, relax: false }.apply_fixup(BRANCH, &mut beq, -36i64 as u64).unwrap();
        assert_eq!(u32::from_le_bytes(beq), 0xfcb50ee3);
        let mut j = 0x0000006fu32.to_le_bytes();
        RiscvAsmBackend { compressed: false, relax: false }.apply_fixup(JAL, &mut j, -44i64 as u64).unwrap();
        assert_eq!(u32::from_le_bytes(j), 0xfd5ff06f);
        assert!(scattered(BRANCH, 5000).is_err());
        let mut nops = Vec::new();
        RiscvAsmBackend { compressed: true, relax: false }.write_nops(&mut nops, 6).unwrap();
        assert_eq!(nops, [0x01, 0x00, 0x13, 0, 0, 0]);
    }

    /// A code generator's branch whose target is out of reach (branch relaxation missed it)
    /// is an error naming the fixup, the label and the function, not a source location.
    #[test]
    fn out_of_reach_branches_say_where_they_are() {
        use kiln_mc::streamer::{Streamer, SymbolAttr};
        let mut s = kiln_mc::target_object_streamer(&crate::RiscvMc::default());
        let ctx = s.context_mut();
        let text = ctx.text_section();
        let (f, far) = (ctx.get_or_create_symbol("f"), ctx.get_or_create_symbol(".LBB0_1"));
        s.switch_section(text).unwrap();
        s.emit_symbol_attribute(f, SymbolAttr::TypeFunction).unwrap();
        s.emit_label(f).unwrap();
        let target = s.context_mut().symbol_ref(far);
        s.emit_instruction(&MCInst::new(opcode::BEQ).with_reg(crate::generated::reg::X10.0).with_reg(crate::generated::reg::X11.0).with_expr(target)).unwrap();
        s.emit_zeros(5000).unwrap();
        s.emit_label(far).unwrap();
        let errors = s.finish().unwrap_err();
        let message = &errors[0].message;
        assert!(errors[0].loc.is_none());
        assert!(message.contains("fixup_riscv_branch out of range: value 5004 does not fit in 13 bits"), "{message}");
        assert!(message.contains("to .LBB0_1, in function f at .text+0x0"), "{message}");
    }
}
