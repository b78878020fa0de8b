//! The assembly writer and matcher tables TableGen generates for every target
//! (`-gen-asm-writer`, `-gen-asm-matcher`), and the target-independent halves of the printer
//! and parser that read them.
//!
//! Writer: per opcode a run of [`AsmWriterPiece`]s (text, then an operand printed by a print
//! method the target implements); [`writer_pieces`] finds an opcode's run. Matcher: entries
//! sorted by mnemonic with the most specific operands first; [`find_match`] takes the first
//! entry whose predicates hold and whose operand classes accept the parsed operands (the
//! target decides what a class accepts), [`render`] builds the `MCInst` from the parsed
//! operands' machine parts.

use crate::context::Context;
use crate::desc::{PhysReg, RegClassId};
use crate::inst::{MCInst, MCOperand};

/// Literal text, then one operand printed by a print method.
#[derive(Clone, Copy, Debug)]
pub struct AsmWriterPiece {
    pub text: &'static str,
    pub operand: u8,
    pub method: u8,
}

/// `operand` of a piece that is text only.
pub const ASM_NO_OPERAND: u8 = u8::MAX;

/// The pieces of `opcode` in a target's writer tables (`None` for an unknown opcode).
pub fn writer_pieces(ranges: &[(u32, u16)], pieces: &'static [AsmWriterPiece], opcode: u32) -> Option<&'static [AsmWriterPiece]> {
    let &(start, count) = ranges.get(opcode as usize)?;
    pieces.get(start as usize..start as usize + count as usize)
}

/// What a machine operand must be for an alias to print an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasOperand {
    /// Exactly this register.
    Reg(PhysReg),
    /// Exactly this immediate.
    Imm(i64),
    /// Any register (the alias prints it).
    Register,
    /// An immediate or an expression that is a bare symbol (the alias prints it; `%lo(x)`
    /// and the like keep the instruction's own syntax).
    Immediate,
    /// Equal to machine operand `n` (an alias operand written twice in the instruction).
    Same(u8),
    /// Anything (a tied use).
    Any,
}

/// An alias the printer writes for an instruction (a printed `InstAlias`).
#[derive(Debug)]
pub struct AsmWriterAlias {
    pub opcode: u32,
    /// One per machine operand of the instruction.
    pub operands: &'static [AliasOperand],
    pub pieces: &'static [AsmWriterPiece],
}

/// The pieces of the first alias of `aliases` (sorted by opcode, preferred first) that prints
/// `inst`; `bare(e)` says whether expression operand `e` is a bare symbol reference.
pub fn alias_pieces(aliases: &'static [AsmWriterAlias], inst: &MCInst, bare: impl Fn(&MCOperand) -> bool) -> Option<&'static [AsmWriterPiece]> {
    let start = aliases.partition_point(|a| a.opcode < inst.opcode);
    let end = aliases.partition_point(|a| a.opcode <= inst.opcode);
    let fits = |a: &AsmWriterAlias| {
        a.operands.len() == inst.operands.len()
            && a.operands.iter().zip(&inst.operands).all(|(c, op)| match (*c, op) {
                (AliasOperand::Reg(r), MCOperand::Reg(x)) => r.0 == *x,
                (AliasOperand::Imm(v), MCOperand::Imm(x)) => v == *x,
                (AliasOperand::Register, MCOperand::Reg(_)) => true,
                (AliasOperand::Immediate, MCOperand::Imm(_)) => true,
                (AliasOperand::Immediate, MCOperand::Expr(_)) => bare(op),
                (AliasOperand::Same(n), _) => inst.operands.get(n as usize) == Some(op),
                (AliasOperand::Any, _) => true,
                _ => false,
            })
    };
    aliases[start..end].iter().find(|a| fits(a)).map(|a| a.pieces)
}

/// Writes an operand as every printer does unless its print method says otherwise: a
/// register by `reg_name` (nothing for register 0), an immediate in decimal, an expression in
/// GNU as syntax.
pub fn write_operand(ctx: &Context, out: &mut String, op: &MCOperand, reg_name: impl Fn(u16) -> String) {
    use std::fmt::Write;
    match op {
        MCOperand::Reg(0) => {}
        MCOperand::Reg(r) => out.push_str(&reg_name(*r)),
        MCOperand::Imm(v) => {
            let _ = write!(out, "{v}");
        }
        MCOperand::FpImm(bits) => {
            let _ = write!(out, "{}", f64::from_bits(*bits));
        }
        MCOperand::Expr(e) => out.push_str(&ctx.expr_to_string(*e)),
    }
}

/// What a written operand must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchClass {
    /// Exactly this text (spaces removed), e.g. `%cl`.
    Token(&'static str),
    /// A register of the class.
    RegClass(RegClassId),
    /// An operand of one of the target's `operand_class` constants.
    Operand(u8),
}

/// Where a machine operand of the matched instruction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchRender {
    /// Machine operand `part` of written operand `operand` (an x86 memory reference has five).
    Parsed { operand: u8, part: u8 },
    /// A copy of an earlier machine operand (a tied use).
    Tied(u8),
    Reg(PhysReg),
    Imm(i64),
}

/// One way to match a mnemonic and its operands.
#[derive(Debug)]
pub struct MatchEntry {
    pub mnemonic: &'static str,
    pub opcode: u32,
    pub classes: &'static [MatchClass],
    pub render: &'static [MatchRender],
    /// Assembler predicates (`AssemblerMatcherPredicate` defs) that must all hold.
    pub predicates: &'static [&'static str],
}

/// The entries of `mnemonic` (the table is sorted by mnemonic).
pub fn entries<'t>(table: &'t [MatchEntry], mnemonic: &str) -> &'t [MatchEntry] {
    let start = table.partition_point(|e| e.mnemonic < mnemonic);
    let end = table.partition_point(|e| e.mnemonic <= mnemonic);
    &table[start..end]
}

/// `mnemonic` after the mnemonic aliases (`(from, to)` sorted by `from`).
pub fn resolve_alias<'a>(aliases: &'a [(&'a str, &'a str)], mnemonic: &'a str) -> &'a str {
    match aliases.binary_search_by(|a| a.0.cmp(mnemonic)) {
        Ok(i) => aliases[i].1,
        Err(_) => mnemonic,
    }
}

/// The first entry of `mnemonic` whose predicates are all `enabled` and whose `operand_count`
/// classes accept the parsed operands (`accepts(class, i)` for operand `i`).
pub fn find_match<'t>(
    table: &'t [MatchEntry],
    mnemonic: &str,
    operand_count: usize,
    enabled: &[&str],
    accepts: impl Fn(&MatchClass, usize) -> bool,
) -> Option<&'t MatchEntry> {
    entries(table, mnemonic).iter().find(|e| {
        e.predicates.iter().all(|p| enabled.contains(p))
            && e.classes.len() == operand_count
            && e.classes.iter().enumerate().all(|(i, c)| accepts(c, i))
    })
}

/// The instruction of a matched entry: each machine operand from `part(operand, part)` of the
/// parsed operands, a tied copy, or a fixed register or immediate.
pub fn render(entry: &MatchEntry, mut part: impl FnMut(usize, usize) -> MCOperand) -> MCInst {
    let mut inst = MCInst::new(entry.opcode);
    for r in entry.render {
        let op = match *r {
            MatchRender::Parsed { operand, part: p } => part(operand as usize, p as usize),
            MatchRender::Tied(i) => inst.operands[i as usize].clone(),
            MatchRender::Reg(r) => MCOperand::Reg(r.0),
            MatchRender::Imm(v) => MCOperand::Imm(v),
        };
        inst.operands.push(op);
    }
    inst
}

#[cfg(test)]
mod tests {
    use super::*;

    static TABLE: [MatchEntry; 3] = [
        MatchEntry { mnemonic: "add", opcode: 1, classes: &[MatchClass::Token("$1")], render: &[MatchRender::Imm(1)], predicates: &[] },
        MatchEntry { mnemonic: "add", opcode: 2, classes: &[MatchClass::Operand(0)], render: &[MatchRender::Parsed { operand: 0, part: 0 }, MatchRender::Tied(0)], predicates: &["P"] },
        MatchEntry { mnemonic: "sub", opcode: 3, classes: &[], render: &[], predicates: &[] },
    ];

    #[test]
    fn first_fitting_entry_wins() {
        assert_eq!(entries(&TABLE, "add").len(), 2);
        let e = find_match(&TABLE, "add", 1, &["P"], |c, _| matches!(c, MatchClass::Operand(_))).unwrap();
        assert_eq!(e.opcode, 2);
        assert!(find_match(&TABLE, "add", 1, &[], |c, _| matches!(c, MatchClass::Operand(_))).is_none());
        let inst = render(e, |_, _| MCOperand::Imm(7));
        assert_eq!(inst.operands, [MCOperand::Imm(7), MCOperand::Imm(7)]);
        assert_eq!(resolve_alias(&[("plus", "add")], "plus"), "add");
        assert_eq!(writer_pieces(&[(0, 0)], &[], 0).map(|p| p.len()), Some(0));
    }
}
