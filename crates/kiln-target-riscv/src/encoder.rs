//! The RISC-V code emitter: the generic table encoder of kiln-mc (`encode_fields` over
//! `-gen-emitter`'s `INSTR_ENCODINGS`) with RISC-V's operand values. A register is its
//! encoding, an immediate its value (branch and jump offsets without their bit 0), and an
//! expression a fixup chosen by its `%variant` and the instruction's format (`%lo` in an
//! I-type immediate is `lo12_i`, in an S-type one `lo12_s`; a bare symbol in a branch is
//! `branch`, in jal `jal`). `call`, `tail` and `jump` become auipc and jalr with one call fixup. With
//! `+relax` a relaxable fixup is followed by an `R_RISCV_RELAX` marker, as llvm-mc does. With
//! `+c` an instruction a compression rule fits is emitted in its 16-bit form.

use crate::asm_parser::{expression_fits, immediate_fits};
use crate::generated::{encoder_method, opcode, operand_class, reg, COMPRESS_RULES, INSTR_ENCODINGS, INSTR_INFO, REGISTER_INFO};
use kiln_mc::compress::compress;
use crate::mc_kinds::*;
use kiln_mc::context::Context;
use kiln_mc::desc::PhysReg;
use kiln_mc::encoding::{encode_fields, write_le, OperandField};
use kiln_mc::expr::{ExprNode, VariantKind};
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::{CodeEmitter, Fixup, FixupKind};
use kiln_mc::ExprId;

/// The instruction formats of `TSFlags{4-0}` (RISCVInstrFormats.td).
pub mod format {
    pub const I: u64 = 3;
    pub const S: u64 = 4;
    pub const B: u64 = 5;
    pub const J: u64 = 7;
    pub const CB: u64 = 15;
    pub const CJ: u64 = 16;
}

/// `MCInst::flags`: keep the instruction at its full size (a compressed branch or jump whose
/// target is out of reach relaxes to it).
pub const FLAG_NO_COMPRESS: u32 = 1;

/// The RISC-V encoder; `relax` marks relaxable fixups for the linker, `compressed` emits the
/// C extension's form of every instruction that has one (`COMPRESS_RULES`).
pub struct RiscvCodeEmitter {
    pub relax: bool,
    pub compressed: bool,
}

/// The compressed form of `inst`, when it has one.
pub fn compressed_form(ctx: &Context, inst: &MCInst) -> Option<MCInst> {
    if inst.flags & FLAG_NO_COMPRESS != 0 {
        return None;
    }
    compress(&COMPRESS_RULES, &REGISTER_INFO, inst, |class, op| match op {
        MCOperand::Imm(v) => immediate_fits(class, *v),
        MCOperand::Expr(e) => matches!(class, operand_class::SImm9Lsb0 | operand_class::SImm12Lsb0) && expression_fits(class, expression_variant(ctx, *e)),
        _ => false,
    })
}

/// The relocation variant of the symbol an expression refers to (`%lo(sym+4)` → `%lo`).
pub fn expression_variant(ctx: &Context, e: ExprId) -> VariantKind {
    match *ctx.expr(e) {
        ExprNode::SymbolRef(_, v) => v,
        ExprNode::Binary(_, a, b) => match expression_variant(ctx, a) {
            VariantKind::None => expression_variant(ctx, b),
            v => v,
        },
        ExprNode::Unary(_, a) => expression_variant(ctx, a),
        _ => VariantKind::None,
    }
}

/// The fixup of expression `e` in an instruction of format `fmt`, and whether the linker may
/// relax it.
fn fixup_kind(ctx: &Context, e: ExprId, fmt: u64, opcode: u32) -> Result<(FixupKind, bool), String> {
    let by_format = |i: FixupKind, s: FixupKind| if fmt == format::S { s } else { i };
    let variant = expression_variant(ctx, e);
    let kind = match variant {
        LO => by_format(LO12_I, LO12_S),
        HI => HI20,
        PCREL_LO => by_format(PCREL_LO12_I, PCREL_LO12_S),
        PCREL_HI => PCREL_HI20,
        GOT_PCREL_HI => GOT_HI20,
        TPREL_LO => by_format(TPREL_LO12_I, TPREL_LO12_S),
        TPREL_HI => TPREL_HI20,
        TPREL_ADD => TPREL_ADD_FIXUP,
        TLS_IE_PCREL_HI => TLS_GOT_HI20,
        TLS_GD_PCREL_HI => TLS_GD_HI20,
        VariantKind::None if fmt == format::J => JAL,
        VariantKind::None if fmt == format::B => BRANCH,
        VariantKind::None if fmt == format::CJ => RVC_JUMP,
        VariantKind::None if fmt == format::CB => RVC_BRANCH,
        VariantKind::None | VariantKind::Plt | PLT if is_call(opcode) => {
            if variant != VariantKind::None {
                CALL_PLT
            } else {
                CALL
            }
        }
        other => return Err(format!("{} cannot take the expression {} (relocation variant '{}')", INSTR_INFO.name(opcode), ctx.expr_to_string(e), other.name())),
    };
    let relaxable = !matches!(kind, JAL | BRANCH | RVC_JUMP | RVC_BRANCH | TLS_GOT_HI20 | TLS_GD_HI20);
    Ok((kind, relaxable))
}

fn is_call(opcode: u32) -> bool {
    matches!(opcode, opcode::PseudoCALL | opcode::PseudoTAIL | opcode::PseudoCALLReg | opcode::PseudoJump)
}

impl RiscvCodeEmitter {
    /// Encodes one real instruction (an `INSTR_ENCODINGS` entry), recording its fixups at
    /// `offset` within the output.
    /// `relax` is the expression of `R_RISCV_RELAX` markers (0), when relaxation is on.
    fn encode_real(&self, ctx: &Context, inst: &MCInst, offset: u32, relax: Option<ExprId>, out: &mut Vec<u8>, fixups: &mut Vec<Fixup>) -> Result<(), String> {
        let encoding = INSTR_ENCODINGS.get(inst.opcode as usize).filter(|e| e.size != 0).ok_or_else(|| {
            format!("{} has no encoding", INSTR_INFO.get(inst.opcode).map_or("an unknown opcode", |d| d.name))
        })?;
        let fmt = INSTR_INFO.desc(inst.opcode).ts_flags & 0x1f;
        let word = encode_fields(encoding, inst, |field: &OperandField, op| match op {
            MCOperand::Reg(r) => Ok(u64::from(REGISTER_INFO.desc(PhysReg(*r)).encoding)),
            MCOperand::Imm(v) if field.method == encoder_method::getImmOpValueAsr1 => Ok((*v >> 1) as u64),
            MCOperand::Imm(v) => Ok(*v as u64),
            MCOperand::Expr(e) if field.method != encoder_method::getMachineOpValue => {
                let (kind, relaxable) = fixup_kind(ctx, *e, fmt, inst.opcode)?;
                fixups.push(Fixup { offset, expr: *e, kind, loc: u32::MAX });
                if let Some(zero) = relax.filter(|_| relaxable) {
                    fixups.push(Fixup { offset, expr: zero, kind: RELAX, loc: u32::MAX });
                }
                Ok(0)
            }
            other => Err(format!("operand {other:?} of {} cannot be encoded", INSTR_INFO.name(inst.opcode))),
        })?;
        write_le(out, word, encoding.size);
        Ok(())
    }
}

impl CodeEmitter for RiscvCodeEmitter {
    fn encode_instruction(&self, ctx: &mut Context, inst: &MCInst, out: &mut Vec<u8>, fixups: &mut Vec<Fixup>) -> Result<(), String> {
        let relax = self.relax.then(|| ctx.constant(0));
        if !is_call(inst.opcode) {
            if self.compressed {
                if let Some(short) = compressed_form(ctx, inst) {
                    return self.encode_real(ctx, &short, 0, relax, out, fixups);
                }
            }
            return self.encode_real(ctx, inst, 0, relax, out, fixups);
        }
        // auipc LINK, 0; jalr RD, 0(LINK), the pair one `call` fixup covers.
        let (link, rd, func) = match (inst.opcode, inst.operands.as_slice()) {
            (opcode::PseudoCALL, [f]) => (reg::X1.0, reg::X1.0, f),
            (opcode::PseudoTAIL, [f]) => (reg::X6.0, reg::X0.0, f),
            (opcode::PseudoCALLReg, [MCOperand::Reg(r), f]) => (*r, *r, f),
            (opcode::PseudoJump, [MCOperand::Reg(r), f]) => (*r, reg::X0.0, f),
            _ => return Err(format!("malformed {}", INSTR_INFO.name(inst.opcode))),
        };
        let MCOperand::Expr(e) = func else {
            return Err(format!("{} needs a symbol", INSTR_INFO.name(inst.opcode)));
        };
        let (kind, _) = fixup_kind(ctx, *e, 0, inst.opcode)?;
        fixups.push(Fixup { offset: 0, expr: *e, kind, loc: u32::MAX });
        if let Some(zero) = relax {
            fixups.push(Fixup { offset: 0, expr: zero, kind: RELAX, loc: u32::MAX });
        }
        let auipc = MCInst::new(opcode::AUIPC).with_reg(link).with_imm(0);
        let jalr = MCInst::new(opcode::JALR).with_reg(rd).with_reg(link).with_imm(0);
        let mut unused = Vec::new();
        self.encode_real(ctx, &auipc, 0, None, out, &mut unused)?;
        self.encode_real(ctx, &jalr, 4, None, out, &mut unused)
    }
}
