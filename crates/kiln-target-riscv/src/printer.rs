//! The RISC-V instruction printer: the generic piece loop of `-gen-asm-writer`'s tables, an
//! instruction written as its preferred alias when one prints it (`ret`, `mv`, `li`,
//! `beqz`, ... from `td/RISCVInstrAliases.td`, as llvm-mc and llc print them), with
//! RISC-V's operand syntaxes: registers by ABI name (`a0`, `ft0`), immediates in decimal,
//! expressions with their `%variant(...)`, a rounding mode only when it is not `dyn`
//! (`, rtz`), fence sets as letters (`rw`) and CSRs by name.

use crate::generated::{print_method, ASM_WRITER_ALIASES, ASM_WRITER_PIECES, ASM_WRITER_RANGES, REGISTER_INFO};
use kiln_mc::asm_tables::{alias_pieces, writer_pieces, ASM_NO_OPERAND};
use kiln_mc::expr::{ExprNode, VariantKind};
use kiln_mc::context::Context;
use kiln_mc::desc::PhysReg;
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::InstPrinter;
use std::fmt::Write;

/// Rounding-mode names by their `frm` encoding (5 and 6 are reserved).
pub const ROUNDING_MODES: [(&str, i64); 6] = [("rne", 0), ("rtz", 1), ("rdn", 2), ("rup", 3), ("rmm", 4), ("dyn", 7)];

/// The CSRs named in assembly, by number.
pub const CSR_NAMES: [(&str, i64); 6] = [("fflags", 1), ("frm", 2), ("fcsr", 3), ("cycle", 0xc00), ("time", 0xc01), ("instret", 0xc02)];

/// A fence's predecessor or successor set: `i`, `o`, `r`, `w` from bit 3 down.
pub fn fence_set_text(bits: i64) -> String {
    let s: String = "iorw".chars().enumerate().filter(|(i, _)| bits >> (3 - i) & 1 == 1).map(|(_, c)| c).collect();
    if s.is_empty() {
        "0".to_string()
    } else {
        s
    }
}

pub struct RiscvInstPrinter;

fn write_operand(ctx: &Context, out: &mut String, op: &MCOperand) {
    kiln_mc::asm_tables::write_operand(ctx, out, op, |r| REGISTER_INFO.asm_name(PhysReg(r)).to_string());
}

impl InstPrinter for RiscvInstPrinter {
    fn print_inst(&self, ctx: &Context, inst: &MCInst, out: &mut String) {
        let bare = |op: &MCOperand| matches!(op, MCOperand::Expr(e) if matches!(ctx.expr(*e), ExprNode::SymbolRef(_, VariantKind::None)));
        let pieces = alias_pieces(&ASM_WRITER_ALIASES, inst, bare).or_else(|| writer_pieces(&ASM_WRITER_RANGES, &ASM_WRITER_PIECES, inst.opcode));
        let Some(pieces) = pieces else {
            let _ = write!(out, "<unknown opcode {}>", inst.opcode);
            return;
        };
        for piece in pieces {
            out.push_str(piece.text);
            if piece.operand == ASM_NO_OPERAND {
                continue;
            }
            let Some(op) = inst.operands.get(piece.operand as usize) else {
                out.push_str("<missing operand>");
                continue;
            };
            match (piece.method, op) {
                (print_method::printFRMArg, MCOperand::Imm(7)) => {}
                (print_method::printFRMArg, MCOperand::Imm(v)) => match ROUNDING_MODES.iter().find(|m| m.1 == *v) {
                    Some((name, _)) => {
                        let _ = write!(out, ", {name}");
                    }
                    None => {
                        let _ = write!(out, ", {v}");
                    }
                },
                (print_method::printFenceArg, MCOperand::Imm(v)) => out.push_str(&fence_set_text(*v)),
                (print_method::printCSRSystemRegister, MCOperand::Imm(v)) => match CSR_NAMES.iter().find(|c| c.1 == *v) {
                    Some((name, _)) => out.push_str(name),
                    None => write_operand(ctx, out, op),
                },
                _ => write_operand(ctx, out, op),
            }
        }
    }

    fn dwarf_register_name(&self, dwarf_reg: u32) -> Option<String> {
        (1..REGISTER_INFO.num_regs() as u16)
            .map(PhysReg)
            .find(|&r| REGISTER_INFO.dwarf_number(r, 0) == Some(dwarf_reg))
            .map(|r| REGISTER_INFO.asm_name(r).to_string())
    }
}
