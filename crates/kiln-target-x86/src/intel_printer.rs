//! The Intel-syntax instruction printer (`-x86-asm-syntax=intel`, llvm-mc's
//! `-output-asm-variant=1`), as `.intel_syntax noprefix` reads it: `mov eax,
//! dword ptr [rip + x]`. It interprets the same `-gen-asm-writer` tables as the
//! AT&T printer: the pieces of an opcode give the mnemonic and the operands in
//! AT&T order; the operands are printed the Intel way and reversed, and the
//! mnemonic loses the size suffix that the operands now state (`addl` → `add`,
//! `movzbl` → `movzx`; `intel_mnemonic`). Memory operands carry the size their
//! print method names (`printdwordmem` → `dword ptr`).

use crate::generated::{print_method, ASM_NO_OPERAND, REGISTER_INFO};
use crate::printer::{self, dwarf_register_name, memory_size, prefixes_and_pieces, COND_NAMES};
use kiln_mc::context::Context;
use kiln_mc::desc::PhysReg;
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::InstPrinter;
use std::fmt::Write;

pub struct X86IntelInstPrinter;

/// What the printed operands say about the instruction's operand size.
#[derive(Default)]
struct Sizes {
    /// A general-purpose register or a sized memory operand.
    integer: bool,
    /// An XMM register: SSE mnemonics keep their letters (`movq`, `pextrw`).
    vector: bool,
    /// A sized memory operand.
    memory: bool,
}

fn reg_name(r: u16) -> &'static str {
    REGISTER_INFO.asm_name(PhysReg(r))
}

fn write_value(ctx: &Context, out: &mut String, op: &MCOperand) {
    printer::write_value(ctx, out, op, "");
}

/// Prints the memory reference at `ops[0..5]` (base, scale, index, displacement, segment) as
/// `size ptr seg:[base + scale*index + disp]`.
pub fn write_memory(ctx: &Context, out: &mut String, ops: &[MCOperand], size: Option<&str>) {
    let reg = |i: usize| match ops.get(i) {
        Some(MCOperand::Reg(r)) => *r,
        _ => 0,
    };
    let (base, index, segment) = (reg(0), reg(2), reg(4));
    if let Some(size) = size {
        out.push_str(size);
        out.push_str(" ptr ");
    }
    if segment != 0 {
        out.push_str(reg_name(segment));
        out.push(':');
    }
    out.push('[');
    let mut need_plus = false;
    if base != 0 {
        out.push_str(reg_name(base));
        need_plus = true;
    }
    if index != 0 {
        if need_plus {
            out.push_str(" + ");
        }
        if let Some(MCOperand::Imm(scale)) = ops.get(1) {
            if *scale != 1 {
                let _ = write!(out, "{scale}*");
            }
        }
        out.push_str(reg_name(index));
        need_plus = true;
    }
    match ops.get(3) {
        Some(MCOperand::Imm(v)) => {
            let v = *v;
            if v != 0 || !need_plus {
                if !need_plus {
                    let _ = write!(out, "{v}");
                } else if v > 0 {
                    let _ = write!(out, " + {v}");
                } else {
                    let _ = write!(out, " - {}", v.unsigned_abs());
                }
            }
        }
        Some(disp) => {
            if need_plus {
                out.push_str(" + ");
            }
            write_value(ctx, out, disp);
        }
        None => {}
    }
    out.push(']');
}

/// Literal operand text of an AT&T string (`%cl`, `*`, `%es:(%rdi)`) in Intel form; a
/// literal memory reference takes its size from the AT&T mnemonic's suffix.
fn literal_operand(text: &str, att_mnemonic: &str, out: &mut String) {
    let text = text.trim().trim_start_matches('*');
    if let Some(open) = text.find('(') {
        let size = match att_mnemonic.chars().last() {
            Some('b') => "byte",
            Some('w') => "word",
            Some('l') => "dword",
            _ => "qword",
        };
        let _ = write!(out, "{size} ptr {}[{}]", text[..open].replace('%', ""), text[open + 1..].trim_end_matches(')').replace('%', ""));
    } else {
        out.push_str(&text.replace(['%', '$'], ""));
    }
}

/// The Intel mnemonic of AT&T mnemonic `att` (`suffix_is_text`: its last letter came from the
/// assembly string, not a condition code), given what the operands say about sizes, and the
/// first AT&T operand when it is literal text (`%st` in `fsubp %st, %st(1)`).
fn intel_mnemonic(att: &str, suffix_is_text: bool, sizes: &Sizes, first_literal: Option<&str>, operands: usize) -> String {
    // Sign and zero extensions name the widths in AT&T (`movzbl`) and the operands in Intel.
    if att == "movslq" {
        return "movsxd".to_string();
    }
    if att.len() == 6 && (att.starts_with("movs") || att.starts_with("movz")) && matches!(&att[4..5], "b" | "w") && matches!(&att[5..], "w" | "l" | "q") {
        return format!("{}x", &att[..4]);
    }
    let renamed = match att {
        "cbtw" => "cbw",
        "cwtl" => "cwde",
        "cltq" => "cdqe",
        "cwtd" => "cwd",
        "cltd" => "cdq",
        "cqto" => "cqo",
        "movabsq" => "movabs",
        "callq" => "call",
        "retq" => "ret",
        "jmpq" => "jmp",
        "pushq" => "push",
        "popq" => "pop",
        "leaveq" => "leave",
        "cmpxchg8b" | "cmpxchg16b" => att,
        "cvtsi2ssl" | "cvtsi2ssq" | "cvtsi2sdl" | "cvtsi2sdq" => &att[..att.len() - 1],
        _ => "",
    };
    if !renamed.is_empty() {
        return renamed.to_string();
    }
    if let Some(x87) = att.strip_prefix('f') {
        // AT&T and Intel name the reversed x87 subtractions and divisions with a register
        // destination the other way round: AT&T `fsubp %st, %st(1)` is Intel `fsubrp st(1), st`.
        if first_literal == Some("%st") && operands == 2 {
            for (a, b) in [("sub", "subr"), ("div", "divr")] {
                for pop in ["", "p"] {
                    if x87 == format!("{a}{pop}") {
                        return format!("f{b}{pop}");
                    }
                    if x87 == format!("{b}{pop}") {
                        return format!("f{a}{pop}");
                    }
                }
            }
        }
        if sizes.memory {
            // The memory forms' size letters: `flds`, `fldl`, `fldt`, `fildll`.
            for suffix in ["ll", "s", "l", "t", "q"] {
                if let Some(stem) = att.strip_suffix(suffix) {
                    if stem.len() > 2 {
                        return stem.to_string();
                    }
                }
            }
        }
        return att.to_string();
    }
    if suffix_is_text && sizes.integer && !sizes.vector && att.len() > 2 && att.ends_with(['b', 'w', 'l', 'q']) {
        return att[..att.len() - 1].to_string();
    }
    att.to_string()
}

impl InstPrinter for X86IntelInstPrinter {
    fn print_inst(&self, ctx: &Context, inst: &MCInst, out: &mut String) {
        let Some(pieces) = prefixes_and_pieces(inst, out) else { return };
        let mut mnemonic = String::new();
        let mut suffix_is_text = true;
        // The operands in AT&T order, each with its literal text (if it is all literal).
        let mut operands: Vec<(String, String)> = Vec::new();
        let mut in_mnemonic = true;
        let mut sizes = Sizes::default();
        for piece in pieces {
            let mut text = piece.text;
            if in_mnemonic {
                match text.split_once('\t') {
                    Some((m, rest)) => {
                        mnemonic.push_str(m);
                        if !m.is_empty() {
                            suffix_is_text = true;
                        }
                        in_mnemonic = false;
                        operands.push(Default::default());
                        text = rest;
                    }
                    None => {
                        mnemonic.push_str(text);
                        if !text.is_empty() {
                            suffix_is_text = true;
                        }
                        text = "";
                    }
                }
            }
            if !in_mnemonic {
                for (i, part) in text.split(',').enumerate() {
                    if i > 0 {
                        operands.push(Default::default());
                    }
                    operands.last_mut().expect("an operand is open").1.push_str(part);
                }
            }
            if piece.operand == ASM_NO_OPERAND {
                continue;
            }
            let i = piece.operand as usize;
            let Some(op) = inst.operands.get(i) else {
                out.push_str("<missing operand>");
                continue;
            };
            if in_mnemonic {
                // A condition code inside the mnemonic (`j$cond`, `set$cond`).
                match op {
                    MCOperand::Imm(cc @ 0..=15) => mnemonic.push_str(COND_NAMES[*cc as usize]),
                    other => write_value(ctx, &mut mnemonic, other),
                }
                suffix_is_text = false;
                continue;
            }
            let Some((printed, literal)) = operands.last_mut() else { continue };
            literal.clear();
            match piece.method {
                m if memory_size(m).is_some() => {
                    let size = memory_size(m).flatten();
                    sizes.memory |= size.is_some();
                    sizes.integer |= size.is_some();
                    write_memory(ctx, printed, &inst.operands[i..], size);
                }
                m if printer::write_cond_or_stack_register(ctx, printed, m, op, "") => {}
                print_method::printPCRelImm => write_value(ctx, printed, op),
                _ => {
                    match op {
                        MCOperand::Reg(r) => {
                            let name = reg_name(*r);
                            if name.starts_with("xmm") {
                                sizes.vector = true;
                            } else if !name.starts_with("st") {
                                sizes.integer = true;
                            }
                        }
                        MCOperand::Expr(_) => printed.push_str("offset "),
                        _ => {}
                    }
                    write_value(ctx, printed, op);
                }
            }
        }
        // Registers written out in the assembly string (`%eax` of `addl $1, %eax`) state the
        // size as well.
        for (printed, literal) in &operands {
            let name = literal.trim().trim_start_matches('*');
            if printed.is_empty() && name.starts_with('%') && !name.contains(['(', ':']) && !name.starts_with("%st") {
                sizes.integer = true;
            }
        }
        let att_mnemonic = mnemonic.replace(';', " ");
        let first_literal = operands.first().map(|(_, l)| l.trim()).filter(|l| !l.is_empty());
        let last_word = att_mnemonic.rsplit(' ').next().unwrap_or("");
        let intel = intel_mnemonic(last_word, suffix_is_text, &sizes, first_literal, operands.len());
        out.push_str(&att_mnemonic[..att_mnemonic.len() - last_word.len()]);
        out.push_str(&intel);
        for (n, (printed, literal)) in operands.iter().rev().enumerate() {
            out.push_str(if n == 0 { "\t" } else { ", " });
            if printed.is_empty() {
                literal_operand(literal, last_word, out);
            } else {
                out.push_str(printed);
            }
        }
    }

    fn dwarf_register_name(&self, dwarf_reg: u32) -> Option<String> {
        dwarf_register_name(dwarf_reg, "")
    }

    fn syntax_directive(&self) -> Option<&'static str> {
        Some(".intel_syntax noprefix")
    }
}
