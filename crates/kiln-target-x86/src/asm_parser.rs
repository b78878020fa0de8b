//! The AT&T assembly parser for x86-64: operands (`%reg`, `$imm`, `$sym`,
//! `disp(base,index,scale)`, `%fs:` segments, `*` indirection, `%st(i)`,
//! `sym@PLT` and other relocation variants), then a match against the
//! generated table of `-gen-asm-matcher`.
//!
//! Matching: mnemonic aliases first (`ret` → `retq`, `jz` → `je`), then the
//! entries of the mnemonic in table order (most specific operand classes
//! first), so `addl $1, %eax` picks the imm8 form. A mnemonic without a size
//! suffix that matches nothing is retried with each of `b w l q` (`mov %eax,
//! %ebx` is `movl`). `lock`, `rep` and `repne` before an instruction on the
//! same line become prefix flags; on their own they are instructions.

use crate::encoder::{FLAG_LOCK, FLAG_REP, FLAG_REPNE, MEM_OPERANDS};
use crate::generated::{operand_class, reg, MatchClass, MatchEntry, MATCH_TABLE, MNEMONIC_ALIASES, REGISTER_INFO};
use kiln_mc::asm_tables;
use crate::printer::write_memory;
use kiln_mc::context::Context;
use kiln_mc::desc::PhysReg;
use kiln_mc::expr::{evaluate, NoLayout};
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::parser::lexer::TokenKind;
use kiln_mc::parser::{AsmParser, TargetAsmParser};
use kiln_support::Diagnostic;

#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Reg(u16),
    Imm(MCOperand),
    /// Base, scale, index, displacement, segment; `bare` when it was just an
    /// expression (an absolute address or a branch target).
    Mem { parts: [MCOperand; MEM_OPERANDS], bare: bool },
}

#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub(crate) kind: Kind,
    /// Canonical text for literal-token classes (`%cl`, `$1`, `(%rsi)`).
    pub(crate) text: String,
    /// Written after `*` (an indirect branch or call target).
    pub(crate) star: bool,
    pub(crate) loc: u32,
}

/// The x86-64 [`TargetAsmParser`].
#[derive(Default)]
pub struct X86AsmParser;

pub(crate) fn register_named(name: &str) -> Option<u16> {
    let lower = name.to_ascii_lowercase();
    REGISTER_INFO.find_by_asm_name(&lower).map(|r| r.0)
}

pub(crate) fn immediate(ctx: &Context, e: kiln_mc::ExprId) -> MCOperand {
    match evaluate(ctx, e, &NoLayout) {
        Ok(v) if v.is_absolute() => MCOperand::Imm(v.constant),
        _ => MCOperand::Expr(e),
    }
}

impl X86AsmParser {
    /// `%name`, `%st` or `%st(N)`; the current token is `%`.
    fn parse_register(&self, p: &mut AsmParser<'_>) -> Result<(u16, String), Diagnostic> {
        let at = p.tok().start;
        p.lex();
        if !p.is(TokenKind::Identifier) {
            return Err(p.error(at, "invalid register name"));
        }
        let name = p.tok_text().to_ascii_lowercase();
        p.lex();
        if name == "st" {
            if p.is(TokenKind::LParen) && p.peek().kind == TokenKind::Integer {
                p.lex();
                let n = p.tok();
                p.lex();
                p.expect(TokenKind::RParen, "expected ')' after %st(N")?;
                let r = register_named(&format!("st({})", n.int)).ok_or_else(|| p.error(n.start, "invalid stack index"))?;
                // `%st(0)` is `%st` for literal-register tokens.
                let text = if n.int == 0 { "%st".to_string() } else { format!("%st({})", n.int) };
                return Ok((r, text));
            }
            return Ok((reg::ST0.0, "%st".to_string()));
        }
        let r = register_named(&name).ok_or_else(|| p.error(at, "invalid register name"))?;
        Ok((r, format!("%{name}")))
    }

    /// `(base, index, scale)` after an optional displacement; the current token is `(`.
    fn parse_address(&self, p: &mut AsmParser<'_>, disp: MCOperand, segment: u16, loc: u32) -> Result<Operand, Diagnostic> {
        p.lex();
        let mut base = 0;
        let mut index = 0;
        let mut scale = 1;
        if p.is(TokenKind::Percent) {
            base = self.parse_register(p)?.0;
        }
        if p.is(TokenKind::Comma) {
            p.lex();
            if p.is(TokenKind::Percent) {
                index = self.parse_register(p)?.0;
            }
            if p.is(TokenKind::Comma) {
                p.lex();
                let t = p.tok();
                let value = p.parse_absolute_expression()?;
                if ![1, 2, 4, 8].contains(&value) {
                    return Err(p.error(t.start, "scale factor in address must be 1, 2, 4 or 8"));
                }
                scale = value;
            }
        }
        p.expect(TokenKind::RParen, "unexpected token in memory operand")?;
        Ok(memory([MCOperand::Reg(base), MCOperand::Imm(scale), MCOperand::Reg(index), disp, MCOperand::Reg(segment)], false, loc, p))
    }

    fn parse_operand(&self, p: &mut AsmParser<'_>) -> Result<Operand, Diagnostic> {
        let loc = p.tok().start;
        let star = p.is(TokenKind::Star);
        if star {
            p.lex();
        }
        let mut op = self.parse_operand_body(p, loc)?;
        op.star = star;
        Ok(op)
    }

    fn parse_operand_body(&self, p: &mut AsmParser<'_>, loc: u32) -> Result<Operand, Diagnostic> {
        match p.tok().kind {
            TokenKind::Percent => {
                let (r, text) = self.parse_register(p)?;
                if !p.is(TokenKind::Colon) {
                    return Ok(Operand { kind: Kind::Reg(r), text, star: false, loc });
                }
                p.lex();
                if p.is(TokenKind::LParen) {
                    return self.parse_address(p, MCOperand::Imm(0), r, loc);
                }
                let e = p.parse_expression()?;
                let disp = immediate(p.context_mut(), e);
                if p.is(TokenKind::LParen) {
                    return self.parse_address(p, disp, r, loc);
                }
                Ok(memory([MCOperand::Reg(0), MCOperand::Imm(1), MCOperand::Reg(0), disp, MCOperand::Reg(r)], false, loc, p))
            }
            TokenKind::Dollar => {
                p.lex();
                let e = p.parse_expression()?;
                let value = immediate(p.context_mut(), e);
                let text = match value {
                    MCOperand::Imm(v) => format!("${v}"),
                    _ => String::new(),
                };
                Ok(Operand { kind: Kind::Imm(value), text, star: false, loc })
            }
            TokenKind::LParen if p.peek().kind == TokenKind::Percent || p.peek().kind == TokenKind::Comma => {
                self.parse_address(p, MCOperand::Imm(0), 0, loc)
            }
            _ => {
                let e = p.parse_expression()?;
                let disp = immediate(p.context_mut(), e);
                if p.is(TokenKind::LParen) {
                    return self.parse_address(p, disp, 0, loc);
                }
                Ok(memory([MCOperand::Reg(0), MCOperand::Imm(1), MCOperand::Reg(0), disp, MCOperand::Reg(0)], true, loc, p))
            }
        }
    }
}

pub(crate) fn memory(parts: [MCOperand; MEM_OPERANDS], bare: bool, loc: u32, p: &mut AsmParser<'_>) -> Operand {
    let mut text = String::new();
    write_memory(p.context_mut(), &mut text, &parts);
    Operand { kind: Kind::Mem { parts, bare }, text, star: false, loc }
}

fn constant(op: &Operand) -> Option<i64> {
    match op.kind {
        Kind::Imm(MCOperand::Imm(v)) => Some(v),
        _ => None,
    }
}

/// Whether an immediate fits an x86 immediate operand class.
fn imm_fits(class: u8, op: &Operand) -> bool {
    let Kind::Imm(_) = op.kind else { return false };
    let value = constant(op).map(|v| v as u64);
    let sext8 = |v: u64| v <= 0x7f || v >= 0xffff_ffff_ffff_ff80;
    match class {
        operand_class::ImmSExti16i8 => value.is_some_and(|v| sext8(v) || (0xff80..=0xffff).contains(&v)),
        operand_class::ImmSExti32i8 => value.is_some_and(|v| sext8(v) || (0xffff_ff80..=0xffff_ffff).contains(&v)),
        operand_class::ImmSExti64i8 => value.is_some_and(sext8),
        operand_class::ImmSExti64i32 => value.map_or(true, |v| v <= 0x7fff_ffff || v >= 0xffff_ffff_8000_0000),
        operand_class::ImmUnsignedi8 => value.map_or(true, |v| v <= 0xff || v >= 0xffff_ffff_ffff_ff80),
        _ => true,
    }
}

fn class_matches(class: &MatchClass, op: &Operand) -> bool {
    match *class {
        MatchClass::Token(t) => op.text == t,
        MatchClass::RegClass(c) => matches!(op.kind, Kind::Reg(r) if REGISTER_INFO.contains(c, PhysReg(r))),
        MatchClass::Operand(operand_class::Mem) => matches!(op.kind, Kind::Mem { .. }),
        MatchClass::Operand(operand_class::BranchTarget) => {
            !op.star && matches!(&op.kind, Kind::Mem { bare: true, parts } if matches!(parts[4], MCOperand::Reg(0)))
        }
        MatchClass::Operand(c) => imm_fits(c, op),
    }
}

/// The machine operands of a parsed operand.
fn parts(op: &Operand) -> Vec<MCOperand> {
    match &op.kind {
        Kind::Reg(r) => vec![MCOperand::Reg(*r)],
        Kind::Imm(v) => vec![v.clone()],
        Kind::Mem { parts, .. } => parts.to_vec(),
    }
}

fn render(entry: &MatchEntry, ops: &[Operand]) -> MCInst {
    asm_tables::render(entry, |operand, part| {
        let o = &ops[operand];
        match (&o.kind, entry.classes[operand]) {
            // A branch target is the displacement alone.
            (Kind::Mem { parts, .. }, MatchClass::Operand(operand_class::BranchTarget)) => parts[3].clone(),
            _ => parts(o)[part].clone(),
        }
    })
}

/// The entries of a mnemonic.
pub(crate) fn entries(mnemonic: &str) -> &'static [MatchEntry] {
    asm_tables::entries(&MATCH_TABLE, mnemonic)
}

fn resolve_alias(mnemonic: &str) -> &str {
    asm_tables::resolve_alias(&MNEMONIC_ALIASES, mnemonic)
}

/// The assembler predicates that hold: kiln assembles 64-bit code.
const ENABLED_PREDICATES: &[&str] = &["In64BitMode"];

/// The first entry of `mnemonic` that fits `ops`.
fn find_match(mnemonic: &str, ops: &[Operand]) -> Option<&'static MatchEntry> {
    asm_tables::find_match(&MATCH_TABLE, mnemonic, ops.len(), ENABLED_PREDICATES, |c, i| class_matches(c, &ops[i]))
}

/// Matches a mnemonic and operands to an instruction: `Err` carries the
/// message and the operand (if any) to point at.
pub(crate) fn match_instruction(mnemonic: &str, ops: &[Operand]) -> Result<MCInst, (String, Option<u32>)> {
    let mnemonic = resolve_alias(mnemonic);
    if let Some(e) = find_match(mnemonic, ops) {
        return Ok(render(e, ops));
    }
    if !entries(mnemonic).is_empty() {
        // Point at the first operand no entry of this arity accepts.
        let loc = ops.iter().enumerate().find_map(|(i, o)| {
            let accepted = entries(mnemonic).iter().any(|e| e.classes.len() == ops.len() && class_matches(&e.classes[i], o));
            (!accepted).then_some(o.loc)
        });
        return Err(("invalid operand for instruction".to_string(), loc));
    }
    let mut found: Vec<&'static MatchEntry> = Vec::new();
    for suffix in ["b", "w", "l", "q"] {
        let full = format!("{mnemonic}{suffix}");
        if let Some(e) = find_match(resolve_alias(&full), ops) {
            found.push(e);
        }
    }
    match found.as_slice() {
        [e] => Ok(render(e, ops)),
        [] if (["b", "w", "l", "q"].iter()).any(|s| !entries(resolve_alias(&format!("{mnemonic}{s}"))).is_empty()) => {
            Err(("invalid operand for instruction".to_string(), None))
        }
        [] => Err((format!("invalid instruction mnemonic '{mnemonic}'"), None)),
        _ => Err(("ambiguous instructions require an explicit suffix".to_string(), None)),
    }
}

/// An instruction statement in either syntax: its mnemonic (lower case) and where it is, the
/// prefix flags written before it, and its operands as written.
pub(crate) struct Statement<T> {
    pub(crate) mnemonic: String,
    pub(crate) mnemonic_loc: u32,
    pub(crate) flags: u32,
    pub(crate) ops: Vec<T>,
}

/// Reads `lock`/`rep`/`repne` prefixes on the statement's line, then the comma-separated
/// operands with `operand`, up to the end of the statement.
pub(crate) fn parse_statement<T>(
    mnemonic: &str,
    loc: u32,
    p: &mut AsmParser<'_>,
    mut operand: impl FnMut(&mut AsmParser<'_>) -> Result<T, Diagnostic>,
) -> Result<Statement<T>, Diagnostic> {
    let mut mnemonic = mnemonic.to_ascii_lowercase();
    let mut mnemonic_loc = loc;
    let mut flags = 0;
    loop {
        let prefix = match resolve_alias(&mnemonic) {
            "lock" => FLAG_LOCK,
            "rep" => FLAG_REP,
            "repne" => FLAG_REPNE,
            _ => 0,
        };
        if prefix == 0 || !p.is(TokenKind::Identifier) {
            break;
        }
        flags |= prefix;
        mnemonic_loc = p.tok().start;
        mnemonic = p.tok_text().to_ascii_lowercase();
        p.lex();
    }
    let mut ops = Vec::new();
    if !p.at_end_of_statement() {
        loop {
            ops.push(operand(p)?);
            if !p.is(TokenKind::Comma) {
                break;
            }
            p.lex();
        }
        if !p.at_end_of_statement() {
            return Err(p.error(p.tok().start, "unexpected token in argument list"));
        }
    }
    Ok(Statement { mnemonic, mnemonic_loc, flags, ops })
}

impl TargetAsmParser for X86AsmParser {
    fn parse_instruction(&mut self, mnemonic: &str, loc: u32, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        let Statement { mnemonic, mnemonic_loc, flags, ops } = parse_statement(mnemonic, loc, p, |p| self.parse_operand(p))?;
        let mut inst = match_instruction(&mnemonic, &ops).map_err(|(m, at)| p.error(at.unwrap_or(mnemonic_loc), m))?;
        inst.flags |= flags;
        p.emit_instruction(&inst, loc)
    }

    fn variant_kinds(&self) -> &'static [kiln_mc::expr::VariantKind] {
        crate::mc_kinds::VARIANTS
    }

    fn parse_directive(&mut self, name: &str, _loc: u32, p: &mut AsmParser<'_>) -> Option<Result<(), Diagnostic>> {
        // The mode and syntax directives llc writes are the defaults here.
        match name {
            ".code64" | ".att_syntax" => {
                while !p.at_end_of_statement() {
                    p.lex();
                }
                Some(Ok(()))
            }
            _ => None,
        }
    }

    fn dwarf_register(&self, name: &str) -> Option<u32> {
        let r = REGISTER_INFO.find_by_asm_name(&name.to_ascii_lowercase())?;
        REGISTER_INFO.dwarf_number(r, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn imm(v: i64) -> Operand {
        Operand { kind: Kind::Imm(MCOperand::Imm(v)), text: format!("${v}"), star: false, loc: 0 }
    }
    fn gr(r: u16) -> Operand {
        Operand { kind: Kind::Reg(r), text: format!("%{}", REGISTER_INFO.asm_name(PhysReg(r))), star: false, loc: 0 }
    }

    #[test]
    fn picks_the_shortest_immediate_form() {
        use crate::generated::opcode;
        let m = |s: &str, ops: &[Operand]| match_instruction(s, ops).map(|i| i.opcode);
        assert_eq!(m("addl", &[imm(1), gr(reg::ECX.0)]), Ok(opcode::ADD32ri8));
        assert_eq!(m("addl", &[imm(1000), gr(reg::EAX.0)]), Ok(opcode::ADD32i32));
        assert_eq!(m("addl", &[imm(1000), gr(reg::ECX.0)]), Ok(opcode::ADD32ri));
        assert_eq!(m("addq", &[imm(-1), gr(reg::RCX.0)]), Ok(opcode::ADD64ri8));
        assert_eq!(m("mov", &[gr(reg::EAX.0), gr(reg::ECX.0)]), Ok(opcode::MOV32rr));
        assert_eq!(m("ret", &[]), Ok(opcode::RET64));
        assert_eq!(m("shll", &[imm(1), gr(reg::EAX.0)]), Ok(opcode::SHL32r1));
        assert!(m("addl", &[gr(reg::AL.0), gr(reg::ECX.0)]).is_err());
        assert!(m("frobnicate", &[]).unwrap_err().0.contains("invalid instruction mnemonic"));
    }
}
