//! The AT&T instruction printer: a small interpreter over the tables of
//! `-gen-asm-writer`. Each opcode is a run of pieces (literal text, then an
//! operand printed by its print method); the methods are the few x86 operand
//! syntaxes: registers `%eax`, immediates `$5`, memory references
//! `%fs:-8(%rbp,%rcx,4)`, branch targets, condition-code suffixes and x87
//! stack registers `%st(1)`. `intel_printer` prints the same tables in Intel syntax.

use crate::encoder::{Encoding, FLAG_LOCK, FLAG_REP, FLAG_REPNE};
use crate::generated::{print_method, AsmWriterPiece, NUM_OPCODES, ASM_NO_OPERAND, ASM_WRITER_PIECES, ASM_WRITER_RANGES, REGISTER_INFO};
use kiln_mc::context::Context;
use kiln_mc::desc::PhysReg;
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::InstPrinter;
use std::fmt::Write;

/// The access size a memory print method names, as Intel syntax spells it (`Some(None)` for
/// an address without a size, `lea`'s); `None` when `method` prints no memory reference.
pub fn memory_size(method: u8) -> Option<Option<&'static str>> {
    Some(match method {
        print_method::printMemReference => None,
        print_method::printbytemem => Some("byte"),
        print_method::printwordmem => Some("word"),
        print_method::printdwordmem => Some("dword"),
        print_method::printqwordmem => Some("qword"),
        print_method::printtbytemem => Some("tbyte"),
        print_method::printxmmwordmem => Some("xmmword"),
        _ => return None,
    })
}

/// Condition-code suffixes by number (the low nibble of jcc/setcc/cmovcc).
pub const COND_NAMES: [&str; 16] = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"];

pub struct X86InstPrinter;

/// `%name` of a register (nothing for register 0).
pub fn write_reg(out: &mut String, r: u16) {
    if r != 0 {
        out.push('%');
        out.push_str(REGISTER_INFO.asm_name(PhysReg(r)));
    }
}

/// An operand's value: a register's name after `reg_prefix` (`%` in AT&T syntax), a number or
/// an expression.
pub fn write_value(ctx: &Context, out: &mut String, op: &MCOperand, reg_prefix: &str) {
    kiln_mc::asm_tables::write_operand(ctx, out, op, |r| format!("{reg_prefix}{}", REGISTER_INFO.asm_name(PhysReg(r))));
}

/// Prints the memory reference at `ops[0..5]` (base, scale, index, displacement, segment).
pub fn write_memory(ctx: &Context, out: &mut String, ops: &[MCOperand]) {
    let reg = |i: usize| match ops.get(i) {
        Some(MCOperand::Reg(r)) => *r,
        _ => 0,
    };
    let (base, index, segment) = (reg(0), reg(2), reg(4));
    if segment != 0 {
        write_reg(out, segment);
        out.push(':');
    }
    let disp = ops.get(3).cloned().unwrap_or(MCOperand::Imm(0));
    if !matches!(disp, MCOperand::Imm(0)) || (base == 0 && index == 0) {
        write_value(ctx, out, &disp, "%");
    }
    if base != 0 || index != 0 {
        out.push('(');
        write_reg(out, base);
        if index != 0 {
            out.push(',');
            write_reg(out, index);
            if let Some(MCOperand::Imm(scale)) = ops.get(1) {
                if *scale != 1 {
                    let _ = write!(out, ",{scale}");
                }
            }
        }
        out.push(')');
    }
}

/// Writes a condition code (`ne`) or an x87 stack register (`st(1)` after `reg_prefix`), as
/// both syntaxes print them; false when `method` prints neither.
pub fn write_cond_or_stack_register(ctx: &Context, out: &mut String, method: u8, op: &MCOperand, reg_prefix: &str) -> bool {
    match (method, op) {
        (print_method::printCondCode, MCOperand::Imm(cc @ 0..=15)) => out.push_str(COND_NAMES[*cc as usize]),
        (print_method::printSTiRegister, MCOperand::Reg(r)) => {
            let _ = write!(out, "{reg_prefix}st({})", REGISTER_INFO.desc(PhysReg(*r)).encoding);
        }
        (print_method::printCondCode | print_method::printSTiRegister, other) => write_value(ctx, out, other, reg_prefix),
        _ => return false,
    }
    true
}

/// Writes the prefixes of `inst` as llvm-mc prints them (`lock\t\txaddq ...`), then returns its
/// assembly-writer pieces (`None`, with a note in `out`, for an opcode without any).
pub fn prefixes_and_pieces(inst: &MCInst, out: &mut String) -> Option<&'static [AsmWriterPiece]> {
    let lock_in_opcode = inst.opcode < NUM_OPCODES && Encoding::of(inst.opcode).lock;
    for (flag, prefix) in [(FLAG_LOCK, "lock\t\t"), (FLAG_REP, "rep\t\t"), (FLAG_REPNE, "repne\t\t")] {
        if inst.flags & flag != 0 || (flag == FLAG_LOCK && lock_in_opcode) {
            out.push_str(prefix);
        }
    }
    let pieces = kiln_mc::asm_tables::writer_pieces(&ASM_WRITER_RANGES, &ASM_WRITER_PIECES, inst.opcode);
    if pieces.is_none() {
        let _ = write!(out, "<unknown opcode {}>", inst.opcode);
    }
    pieces
}

/// The register whose DWARF number is `dwarf_reg`, by its assembly name after `prefix`.
pub fn dwarf_register_name(dwarf_reg: u32, prefix: &str) -> Option<String> {
    (1..REGISTER_INFO.num_regs() as u16)
        .map(PhysReg)
        .find(|&r| REGISTER_INFO.dwarf_number(r, 0) == Some(dwarf_reg))
        .map(|r| format!("{prefix}{}", REGISTER_INFO.asm_name(r)))
}

impl InstPrinter for X86InstPrinter {
    fn print_inst(&self, ctx: &Context, inst: &MCInst, out: &mut String) {
        let Some(pieces) = prefixes_and_pieces(inst, out) else { return };
        for piece in pieces {
            out.push_str(piece.text);
            if piece.operand == ASM_NO_OPERAND {
                continue;
            }
            let i = piece.operand as usize;
            let Some(op) = inst.operands.get(i) else {
                out.push_str("<missing operand>");
                continue;
            };
            match piece.method {
                m if memory_size(m).is_some() => write_memory(ctx, out, &inst.operands[i..]),
                print_method::printPCRelImm => write_value(ctx, out, op, "%"),
                m if write_cond_or_stack_register(ctx, out, m, op, "%") => {}
                // printOperand: registers plain, immediates and expressions after `$`.
                _ => {
                    if !matches!(op, MCOperand::Reg(_)) {
                        out.push('$');
                    }
                    write_value(ctx, out, op, "%");
                }
            }
        }
    }

    fn dwarf_register_name(&self, dwarf_reg: u32) -> Option<String> {
        dwarf_register_name(dwarf_reg, "%")
    }
}
