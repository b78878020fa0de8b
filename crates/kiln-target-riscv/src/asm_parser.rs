//! The RISC-V assembly parser: operands as the RISC-V assembly manual writes them (registers
//! by ABI or `xN`/`fN` name, immediates, `%lo(sym)`-style relocation functions, `imm(reg)`
//! addresses read as the immediate, `(`, the register and `)`, and words such as `rtz` or
//! `rw`), matched against `-gen-asm-matcher`'s table by kiln-mc's generic matcher; RISC-V
//! decides which operands each operand class accepts. `.attribute` directives are gathered
//! into the `.riscv.attributes` section at the end; `.option` directives are read.

use crate::generated::{operand_class, reg_class, MatchClass, MatchEntry, MATCH_TABLE, MNEMONIC_ALIASES, REGISTER_INFO};
use crate::mc_kinds::*;
use crate::printer::{CSR_NAMES, ROUNDING_MODES};
use kiln_mc::asm_tables;
use kiln_mc::context::SectionSpec;
use kiln_mc::desc::PhysReg;
use kiln_mc::dwarf_cfi::write_uleb;
use kiln_mc::expr::{evaluate, BinaryOp, ExprNode, NoLayout, VariantKind};
use kiln_mc::inst::MCOperand;
use kiln_mc::parser::lexer::TokenKind;
use kiln_mc::parser::{AsmParser, TargetAsmParser};
use kiln_mc::ExprId;
use kiln_support::Diagnostic;

/// `SHT_RISCV_ATTRIBUTES`.
const SHT_RISCV_ATTRIBUTES: u32 = 0x7000_0003;

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Reg(u16),
    Imm(i64),
    Expr(ExprId),
    /// `(` or `)`.
    Token(&'static str),
    /// A bare word that names no register: a rounding mode, fence set or CSR.
    Word(String),
}

#[derive(Clone, Debug)]
struct Operand {
    kind: Kind,
    loc: u32,
    /// A register's name as written: a symbol of that name when no register fits
    /// (`call f1`).
    written_name: Option<String>,
}

/// One `.attribute`: its tag and an integer or string value.
enum Attribute {
    Int(u64),
    Str(Vec<u8>),
}

/// The RISC-V [`TargetAsmParser`].
#[derive(Default)]
pub struct RiscvAsmParser {
    attributes: Vec<(u64, Attribute)>,
}

/// The register a name denotes: ABI names, `xN`, `fN` and `fp` (`s0`).
pub fn register_named(name: &str) -> Option<u16> {
    let lower = name.to_ascii_lowercase();
    if let Some(r) = REGISTER_INFO.find_by_asm_name(&lower) {
        return Some(r.0);
    }
    if lower == "fp" {
        return register_named("s0");
    }
    let (class, number) = match lower.split_at(1) {
        ("x", n) => (reg_class::GPR, n),
        ("f", n) => (reg_class::FPR64, n),
        _ => return None,
    };
    let n: u16 = number.parse().ok().filter(|n| *n < 32 && (number == "0" || !number.starts_with('0')))?;
    (1..REGISTER_INFO.num_regs() as u16).find(|&r| REGISTER_INFO.contains(class, PhysReg(r)) && REGISTER_INFO.desc(PhysReg(r)).encoding == n)
}

/// `%name(expr)` with the variant applied to the symbol inside; a constant inside is folded as
/// the relocation would (`%hi(0x12345)` is 0x12).
fn apply_variant(p: &mut AsmParser<'_>, variant: VariantKind, e: ExprId, at: u32) -> Result<Kind, Diagnostic> {
    let ctx = p.context_mut();
    if let Ok(v) = evaluate(ctx, e, &NoLayout) {
        if v.is_absolute() {
            let c = v.constant;
            let value = match variant {
                HI | PCREL_HI | TPREL_HI => (c.wrapping_add(0x800) >> 12) & 0xfffff,
                LO | PCREL_LO | TPREL_LO => (c << 52) >> 52,
                _ => return Err(p.error(at, format!("%{} needs a symbol", variant.name()))),
            };
            return Ok(Kind::Imm(value));
        }
    }
    let rebuilt = match *ctx.expr(e) {
        ExprNode::SymbolRef(s, VariantKind::None) => ctx.symbol_ref_variant(s, variant),
        ExprNode::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), a, b) => match *ctx.expr(a) {
            ExprNode::SymbolRef(s, VariantKind::None) => {
                let sym = ctx.symbol_ref_variant(s, variant);
                ctx.binary(op, sym, b)
            }
            _ => return Err(p.error(at, format!("%{} takes a symbol and an offset", variant.name()))),
        },
        _ => return Err(p.error(at, format!("%{} takes a symbol and an offset", variant.name()))),
    };
    Ok(Kind::Expr(rebuilt))
}

impl RiscvAsmParser {
    /// An expression, a `%variant(...)` or a number.
    fn parse_immediate(&self, p: &mut AsmParser<'_>) -> Result<Kind, Diagnostic> {
        let at = p.tok().start;
        if p.is(TokenKind::Percent) {
            p.lex();
            let name_tok = p.expect(TokenKind::Identifier, "expected a relocation function name after '%'")?;
            let name = p.text_of(&name_tok).to_ascii_lowercase();
            let variant = VariantKind::from_target_name(VARIANTS, &name).ok_or_else(|| p.error(name_tok.start, format!("unrecognized operand modifier '%{name}'")))?;
            p.expect(TokenKind::LParen, "expected '(' after the relocation function")?;
            let e = p.parse_expression()?;
            p.expect(TokenKind::RParen, "expected ')'")?;
            return apply_variant(p, variant, e, at);
        }
        let mut e = p.parse_expression()?;
        // `sym@plt` in RISC-V's own spelling, printed back as written (as llvm-mc does).
        if let ExprNode::SymbolRef(s, VariantKind::Plt) = *p.context().expr(e) {
            e = p.context_mut().symbol_ref_variant(s, PLT);
        }
        Ok(match evaluate(p.context_mut(), e, &NoLayout) {
            Ok(v) if v.is_absolute() => Kind::Imm(v.constant),
            _ => Kind::Expr(e),
        })
    }

    /// One comma-separated operand: one parsed operand, or an address's immediate, `(`,
    /// register and `)`.
    fn parse_operand(&self, p: &mut AsmParser<'_>, out: &mut Vec<Operand>) -> Result<(), Diagnostic> {
        let loc = p.tok().start;
        if p.is(TokenKind::Identifier) {
            let text = p.tok_text();
            let next = p.peek().kind;
            if let Some(r) = register_named(text) {
                p.lex();
                out.push(Operand { kind: Kind::Reg(r), loc, written_name: Some(text.to_string()) });
                return Ok(());
            }
            if matches!(next, TokenKind::Comma | TokenKind::EndOfStatement | TokenKind::Eof) && is_word(text) {
                p.lex();
                out.push(Operand { kind: Kind::Word(text.to_ascii_lowercase()), loc, written_name: None });
                return Ok(());
            }
        }
        let starts_address = p.is(TokenKind::LParen) && p.peek().kind == TokenKind::Identifier && register_named(p.text_of(&p.peek())).is_some();
        if !starts_address {
            let kind = self.parse_immediate(p)?;
            out.push(Operand { kind, loc, written_name: None });
            if !p.is(TokenKind::LParen) {
                return Ok(());
            }
        }
        let open = p.tok().start;
        p.lex();
        out.push(Operand { kind: Kind::Token("("), loc: open, written_name: None });
        let at = p.tok().start;
        let t = p.expect(TokenKind::Identifier, "expected a register")?;
        let r = register_named(p.text_of(&t)).ok_or_else(|| p.error(at, "expected a register"))?;
        out.push(Operand { kind: Kind::Reg(r), loc: at, written_name: None });
        let close = p.tok().start;
        p.expect(TokenKind::RParen, "expected ')'")?;
        out.push(Operand { kind: Kind::Token(")"), loc: close, written_name: None });
        Ok(())
    }
}

/// A bare word some operand class reads: a rounding mode, a fence set or a CSR name.
fn is_word(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    ROUNDING_MODES.iter().any(|m| m.0 == lower) || CSR_NAMES.iter().any(|c| c.0 == lower) || fence_set(&lower).is_some()
}

/// The bits of a fence set written as letters in `iorw` order.
fn fence_set(text: &str) -> Option<i64> {
    let mut bits = 0;
    let mut last = None;
    for c in text.chars() {
        let i = "iorw".find(c)?;
        if last.is_some_and(|l| l >= i) {
            return None;
        }
        last = Some(i);
        bits |= 8 >> i;
    }
    (!text.is_empty()).then_some(bits)
}

/// The value a word has for an operand class, if it is one of the class's words.
fn word_value(class: u8, word: &str) -> Option<i64> {
    match class {
        operand_class::FRMArg => ROUNDING_MODES.iter().find(|m| m.0 == word).map(|m| m.1),
        operand_class::FenceArg => fence_set(word),
        operand_class::CSRSystemRegister => CSR_NAMES.iter().find(|c| c.0 == word).map(|c| c.1),
        _ => None,
    }
}

/// Whether an immediate value fits operand class `class` (an assembler operand class of the
/// description; also what the compression rules check).
pub fn immediate_fits(class: u8, v: i64) -> bool {
    let aligned = |bits: u32, lsb_zeros: u32| v >= 0 && v < (1 << bits) && v % (1 << lsb_zeros) == 0;
    let signed = |bits: u32| v >= -(1 << (bits - 1)) && v < (1 << (bits - 1));
    match class {
        operand_class::SImm12 => signed(12),
        operand_class::UImm20LUI | operand_class::UImm20AUIPC => (0..=0xfffff).contains(&v),
        operand_class::SImm13Lsb0 => signed(13) && v % 2 == 0,
        operand_class::SImm21Lsb0JAL => signed(21) && v % 2 == 0,
        operand_class::UImmLog2XLen => (0..64).contains(&v),
        operand_class::UImm5 => (0..32).contains(&v),
        operand_class::CSRSystemRegister => (0..4096).contains(&v),
        operand_class::SImm6 => signed(6),
        operand_class::SImm6NonZero => signed(6) && v != 0,
        operand_class::CLUIImm => (1..32).contains(&v) || (0xfffe0..=0xfffff).contains(&v),
        operand_class::UImmLog2XLenNonZero => (1..64).contains(&v),
        operand_class::UImm7Lsb00 => aligned(7, 2),
        operand_class::UImm8Lsb00 => aligned(8, 2),
        operand_class::UImm8Lsb000 => aligned(8, 3),
        operand_class::UImm9Lsb000 => aligned(9, 3),
        operand_class::UImm10Lsb00NonZero => aligned(10, 2) && v != 0,
        operand_class::SImm10Lsb0000NonZero => signed(10) && v % 16 == 0 && v != 0,
        operand_class::SImm9Lsb0 => signed(9) && v % 2 == 0,
        operand_class::SImm12Lsb0 => signed(12) && v % 2 == 0,
        _ => false,
    }
}

/// Whether an expression whose symbol has relocation variant `variant` fits operand class
/// `class`: `%lo` in a 12-bit immediate, `%hi` in lui's, a bare symbol as a branch target.
pub fn expression_fits(class: u8, variant: VariantKind) -> bool {
    match class {
        operand_class::SImm12 => matches!(variant, LO | PCREL_LO | TPREL_LO),
        operand_class::UImm20LUI => matches!(variant, HI | TPREL_HI),
        operand_class::UImm20AUIPC => matches!(variant, PCREL_HI | GOT_PCREL_HI | TLS_IE_PCREL_HI | TLS_GD_PCREL_HI),
        operand_class::SImm13Lsb0 | operand_class::SImm21Lsb0JAL | operand_class::SImm9Lsb0 | operand_class::SImm12Lsb0 => variant == VariantKind::None,
        operand_class::CallSymbol => matches!(variant, VariantKind::None | VariantKind::Plt | PLT),
        _ => false,
    }
}

/// Whether operand class `class` accepts `op`.
fn operand_fits(p: &AsmParser<'_>, class: u8, op: &Kind) -> bool {
    match op {
        Kind::Imm(v) => immediate_fits(class, *v),
        Kind::Expr(e) => expression_fits(class, crate::encoder::expression_variant(p.context(), *e)),
        Kind::Word(w) => word_value(class, w).is_some(),
        _ => false,
    }
}

fn accepts(p: &AsmParser<'_>, class: &MatchClass, op: &Operand) -> bool {
    match (*class, &op.kind) {
        (MatchClass::Token(t), Kind::Token(k)) => t == *k,
        (MatchClass::RegClass(c), Kind::Reg(r)) => REGISTER_INFO.contains(c, PhysReg(*r)),
        (MatchClass::Operand(c), kind) => operand_fits(p, c, kind),
        _ => false,
    }
}

fn machine_operand(entry: &MatchEntry, ops: &[Operand], i: usize) -> MCOperand {
    match (&ops[i].kind, entry.classes[i]) {
        (Kind::Reg(r), _) => MCOperand::Reg(*r),
        (Kind::Imm(v), _) => MCOperand::Imm(*v),
        (Kind::Expr(e), _) => MCOperand::Expr(*e),
        (Kind::Word(w), MatchClass::Operand(c)) => MCOperand::Imm(word_value(c, w).unwrap_or(0)),
        _ => MCOperand::Imm(0),
    }
}

impl RiscvAsmParser {
    fn parse_attribute(&mut self, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        let tag = p.parse_absolute_expression()?;
        p.expect(TokenKind::Comma, "expected comma")?;
        let value = if p.is(TokenKind::String) { Attribute::Str(p.parse_string()?) } else { Attribute::Int(p.parse_absolute_expression()? as u64) };
        match self.attributes.iter_mut().find(|a| a.0 == tag as u64) {
            Some(a) => a.1 = value,
            None => self.attributes.push((tag as u64, value)),
        }
        Ok(())
    }
}

impl TargetAsmParser for RiscvAsmParser {
    fn parse_instruction(&mut self, mnemonic: &str, loc: u32, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        let mnemonic = mnemonic.to_ascii_lowercase();
        let mut ops = Vec::new();
        if !p.at_end_of_statement() {
            loop {
                self.parse_operand(p, &mut ops)?;
                if !p.is(TokenKind::Comma) {
                    break;
                }
                p.lex();
            }
            if !p.at_end_of_statement() {
                return Err(p.error(p.tok().start, "unexpected token"));
            }
        }
        let mnemonic = asm_tables::resolve_alias(&MNEMONIC_ALIASES, &mnemonic);
        let mut found = asm_tables::find_match(&MATCH_TABLE, mnemonic, ops.len(), &[], |c, i| accepts(p, c, &ops[i]));
        if found.is_none() && ops.iter().any(|o| o.written_name.is_some()) {
            // Names of registers read as symbols instead (`call f1`).
            let mut as_symbols = ops.clone();
            for op in &mut as_symbols {
                if let Some(name) = op.written_name.take() {
                    let ctx = p.context_mut();
                    let sym = ctx.get_or_create_symbol(&name);
                    op.kind = Kind::Expr(ctx.symbol_ref(sym));
                }
            }
            found = asm_tables::find_match(&MATCH_TABLE, mnemonic, ops.len(), &[], |c, i| accepts(p, c, &as_symbols[i]));
            if found.is_some() {
                ops = as_symbols;
            }
        }
        let zero_offset = |k: usize| matches!(ops[k].kind, Kind::Imm(0)) && matches!(ops.get(k + 1).map(|o| &o.kind), Some(Kind::Token("(")));
        if found.is_none() && (0..ops.len()).any(zero_offset) {
            // `0(a0)` where the instruction takes an address without an offset (`lr`, `sc`,
            // the AMOs), as inline asm prints memory operands: the 0 is left out.
            let without: Vec<Operand> = (0..ops.len()).filter(|&k| !zero_offset(k)).map(|k| ops[k].clone()).collect();
            found = asm_tables::find_match(&MATCH_TABLE, mnemonic, without.len(), &[], |c, i| accepts(p, c, &without[i]));
            if found.is_some() {
                ops = without;
            }
        }
        let Some(entry) = found else {
            let candidates = asm_tables::entries(&MATCH_TABLE, mnemonic);
            if candidates.is_empty() {
                return Err(p.error(loc, format!("unrecognized instruction mnemonic '{mnemonic}'")));
            }
            let bad = ops.iter().enumerate().find(|(i, o)| !candidates.iter().any(|e| e.classes.len() == ops.len() && accepts(p, &e.classes[*i], o)));
            return Err(p.error(bad.map_or(loc, |(_, o)| o.loc), "invalid operand for instruction"));
        };
        let inst = asm_tables::render(entry, |i, _| machine_operand(entry, &ops, i));
        p.emit_instruction(&inst, loc)
    }

    fn parse_directive(&mut self, name: &str, _loc: u32, p: &mut AsmParser<'_>) -> Option<Result<(), Diagnostic>> {
        match name {
            ".attribute" => Some(self.parse_attribute(p)),
            ".option" => {
                let at = p.tok().start;
                let known = p.is(TokenKind::Identifier) && matches!(p.tok_text(), "push" | "pop" | "rvc" | "norvc" | "relax" | "norelax" | "pic" | "nopic");
                if !known {
                    return Some(Err(p.error(at, "unknown option, expected 'push', 'pop', 'rvc', 'norvc', 'relax', 'norelax', 'pic' or 'nopic'")));
                }
                p.lex();
                Some(Ok(()))
            }
            _ => None,
        }
    }

    fn directive_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[(".half", ".2byte"), (".hword", ".2byte"), (".word", ".4byte"), (".dword", ".8byte")]
    }

    fn variant_kinds(&self) -> &'static [VariantKind] {
        VARIANTS
    }

    fn dwarf_register(&self, name: &str) -> Option<u32> {
        REGISTER_INFO.dwarf_number(PhysReg(register_named(name)?), 0)
    }

    fn finish(&mut self, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        if self.attributes.is_empty() {
            return Ok(());
        }
        let mut contents = Vec::new();
        for (tag, value) in &self.attributes {
            write_uleb(&mut contents, *tag);
            match value {
                Attribute::Int(v) => write_uleb(&mut contents, *v),
                Attribute::Str(s) => {
                    contents.extend_from_slice(s);
                    contents.push(0);
                }
            }
        }
        // Format 'A', then one vendor subsection "riscv" holding one file-wide (tag 1) list.
        let file_len = 1 + 4 + contents.len() as u32;
        let vendor_len = 4 + 6 + file_len;
        let mut bytes = vec![b'A'];
        bytes.extend_from_slice(&vendor_len.to_le_bytes());
        bytes.extend_from_slice(b"riscv\0");
        bytes.push(1);
        bytes.extend_from_slice(&file_len.to_le_bytes());
        bytes.extend_from_slice(&contents);
        let spec = SectionSpec::new(".riscv.attributes", SHT_RISCV_ATTRIBUTES, 0);
        let end = p.tok().start;
        let section = p.context_mut().get_or_create_section(&spec).map_err(|m| p.error(end, m))?;
        let streamer = p.streamer();
        streamer.switch_section(section).and_then(|()| streamer.emit_bytes(&bytes)).map_err(|e| p.error(end, e.message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_and_word_names() {
        assert_eq!(register_named("a0"), register_named("x10"));
        assert_eq!(register_named("fp"), register_named("s0"));
        assert_eq!(register_named("f10"), register_named("fa0"));
        assert_eq!(register_named("x32"), None);
        assert_eq!(register_named("x05"), None);
        assert_eq!(fence_set("rw"), Some(3));
        assert_eq!(fence_set("iorw"), Some(15));
        assert_eq!(fence_set("wr"), None);
        assert_eq!(word_value(operand_class::FRMArg, "rtz"), Some(1));
    }

    #[test]
    fn a_zero_offset_address_is_accepted_where_no_offset_is_taken() {
        let file = kiln_support::SourceFile::new("amo.s", "amoadd.d a0, a1, 0(a2)\nlr.w t0, 0(a0)\namoadd.d a0, a1, (a2)\n");
        let target = crate::RiscvMc::default();
        let mut streamer = kiln_mc::target_asm_streamer(&target, Box::new(crate::printer::RiscvInstPrinter), false);
        let mut parser = RiscvAsmParser::default();
        let text = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)).map_err(|d| format!("{d:?}")).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert_eq!(text.matches("amoadd.d\ta0, a1, (a2)").count(), 2, "{text}");
        assert!(text.contains("lr.w\tt0, (a0)"), "{text}");
        let bad = kiln_support::SourceFile::new("bad.s", "amoadd.d a0, a1, 4(a2)\n");
        assert!(kiln_mc::parser::assemble(&bad, &mut streamer, Some(&mut parser)).is_err());
    }
}
