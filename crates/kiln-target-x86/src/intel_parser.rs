//! Intel-syntax input (`.intel_syntax noprefix`, or llvm-mc's `-x86-asm-syntax=intel`) for the
//! x86-64 assembler. [`X86DialectParser`] follows the `.intel_syntax`/`.att_syntax`
//! directives and hands AT&T statements to [`X86AsmParser`]; an Intel statement is read into
//! the AT&T parser's operands (registers, immediates, `size ptr seg:[base + scale*index +
//! disp]` memory references, `offset sym`), put in AT&T order, and its mnemonic given the AT&T
//! spelling (`movzx` → `movzbl`, `cdqe` → `cltq`, the size suffix a memory operand states), so
//! the one generated match table serves both syntaxes.
//!
//! As in LLVM's output the displacement of a memory reference comes after its registers, and
//! a symbol named like a register (`ss`, `fs`) cannot be referenced.

use crate::asm_parser::{immediate, match_instruction, memory, parse_statement, register_named, Kind, Operand, Statement, X86AsmParser};
use crate::generated::{reg_class, REGISTER_INFO};
use crate::AsmSyntax;
use kiln_mc::desc::PhysReg;
use kiln_mc::inst::MCOperand;
use kiln_mc::parser::lexer::TokenKind;
use kiln_mc::parser::{AsmParser, TargetAsmParser};
use kiln_support::Diagnostic;

/// The x86-64 [`TargetAsmParser`] for either syntax, switched by the syntax directives.
pub struct X86DialectParser {
    intel: bool,
    att: X86AsmParser,
}

impl X86DialectParser {
    /// A parser that starts in `syntax`.
    pub fn new(syntax: AsmSyntax) -> X86DialectParser {
        X86DialectParser { intel: syntax == AsmSyntax::Intel, att: X86AsmParser }
    }
}

/// An Intel operand with what the mnemonic needs to know about it.
struct IntelOperand {
    op: Operand,
    /// The size a memory operand states (`dword ptr`), in bytes.
    mem_size: Option<u32>,
    /// The width of a general-purpose register operand, in bytes.
    reg_size: Option<u32>,
    /// An x87 stack register (`st`, `st(i)`).
    x87: bool,
}

fn gpr_size(r: u16) -> Option<u32> {
    [(reg_class::GR8, 1), (reg_class::GR16, 2), (reg_class::GR32, 4), (reg_class::GR64, 8)]
        .into_iter()
        .find(|(class, _)| REGISTER_INFO.contains(*class, PhysReg(r)))
        .map(|(_, size)| size)
}

fn size_keyword(word: &str) -> Option<u32> {
    Some(match word {
        "byte" => 1,
        "word" => 2,
        "dword" => 4,
        "qword" => 8,
        "tbyte" | "xword" => 10,
        "xmmword" | "oword" => 16,
        _ => return None,
    })
}

/// A register written as an identifier (`eax`, `st`, `st(1)`), if the current token is one.
fn parse_register(p: &mut AsmParser<'_>) -> Result<Option<(u16, String)>, Diagnostic> {
    if !p.is(TokenKind::Identifier) {
        return Ok(None);
    }
    let name = p.tok_text().to_ascii_lowercase();
    if name == "st" {
        p.lex();
        if p.is(TokenKind::LParen) {
            p.lex();
            let n = p.tok();
            p.expect(TokenKind::Integer, "expected a stack index after st(")?;
            p.expect(TokenKind::RParen, "expected ')' after st(N")?;
            let r = register_named(&format!("st({})", n.int)).ok_or_else(|| p.error(n.start, "invalid stack index"))?;
            let text = if n.int == 0 { "%st".to_string() } else { format!("%st({})", n.int) };
            return Ok(Some((r, text)));
        }
        return Ok(Some((crate::generated::reg::ST0.0, "%st".to_string())));
    }
    let Some(r) = register_named(&name) else { return Ok(None) };
    p.lex();
    Ok(Some((r, format!("%{name}"))))
}

/// `[base + scale*index + disp]` after an optional segment; the current token is `[`.
fn parse_brackets(p: &mut AsmParser<'_>, segment: u16, loc: u32) -> Result<Operand, Diagnostic> {
    p.lex();
    let (mut base, mut index, mut scale) = (0u16, 0u16, 1i64);
    let mut disp = MCOperand::Imm(0);
    loop {
        let at = p.tok().start;
        if p.is(TokenKind::Integer) && p.peek().kind == TokenKind::Star {
            // `scale*index`
            scale = p.tok().int as i64;
            p.lex();
            p.lex();
            let (r, _) = parse_register(p)?.ok_or_else(|| p.error(p.tok().start, "expected an index register after '*'"))?;
            if index != 0 {
                return Err(p.error(at, "a memory reference has one index register"));
            }
            index = r;
        } else if let Some((r, _)) = parse_register(p)? {
            if p.is(TokenKind::Star) {
                p.lex();
                let t = p.tok();
                p.expect(TokenKind::Integer, "expected a scale after '*'")?;
                scale = t.int as i64;
                index = r;
            } else if base == 0 {
                base = r;
            } else if index == 0 {
                index = r;
            } else {
                return Err(p.error(at, "a memory reference has at most a base and an index register"));
            }
        } else {
            // The displacement: the rest up to `]` (a leading `-` is its sign).
            let e = p.parse_expression()?;
            disp = immediate(p.context_mut(), e);
        }
        if !(p.is(TokenKind::Plus) || p.is(TokenKind::Minus) && base | index != 0) {
            break;
        }
        if p.is(TokenKind::Plus) {
            p.lex();
        }
    }
    if ![1, 2, 4, 8].contains(&scale) {
        return Err(p.error(loc, "scale factor in address must be 1, 2, 4 or 8"));
    }
    p.expect(TokenKind::RBrac, "expected ']' at the end of the memory reference")?;
    Ok(memory([MCOperand::Reg(base), MCOperand::Imm(scale), MCOperand::Reg(index), disp, MCOperand::Reg(segment)], false, loc, p))
}

fn parse_operand(p: &mut AsmParser<'_>) -> Result<IntelOperand, Diagnostic> {
    let loc = p.tok().start;
    let mut mem_size = None;
    if p.is(TokenKind::Identifier) {
        if let Some(size) = size_keyword(&p.tok_text().to_ascii_lowercase()) {
            if matches!(p.peek().kind, TokenKind::Identifier | TokenKind::LBrac) {
                p.lex();
                if !p.tok_text().eq_ignore_ascii_case("ptr") {
                    return Err(p.error(p.tok().start, "expected 'ptr' after the operand size"));
                }
                p.lex();
                mem_size = Some(size);
            }
        }
    }
    if p.is(TokenKind::LBrac) {
        let op = parse_brackets(p, 0, loc)?;
        return Ok(IntelOperand { op, mem_size, reg_size: None, x87: false });
    }
    if let Some((r, text)) = parse_register(p)? {
        if p.is(TokenKind::Colon) {
            // `seg:[...]` or `seg:disp`
            p.lex();
            let op = if p.is(TokenKind::LBrac) {
                parse_brackets(p, r, loc)?
            } else {
                let e = p.parse_expression()?;
                let disp = immediate(p.context_mut(), e);
                memory([MCOperand::Reg(0), MCOperand::Imm(1), MCOperand::Reg(0), disp, MCOperand::Reg(r)], false, loc, p)
            };
            return Ok(IntelOperand { op, mem_size, reg_size: None, x87: false });
        }
        let x87 = text.starts_with("%st");
        let op = Operand { kind: Kind::Reg(r), text, star: false, loc };
        return Ok(IntelOperand { op, mem_size: None, reg_size: gpr_size(r), x87 });
    }
    if mem_size.is_some() {
        return Err(p.error(p.tok().start, "expected a memory reference after 'ptr'"));
    }
    let offset = p.is(TokenKind::Identifier) && p.tok_text().eq_ignore_ascii_case("offset");
    if offset {
        p.lex();
    }
    let e = p.parse_expression()?;
    let value = immediate(p.context_mut(), e);
    let op = match value {
        MCOperand::Imm(v) => Operand { kind: Kind::Imm(MCOperand::Imm(v)), text: format!("${v}"), star: false, loc },
        other if offset => Operand { kind: Kind::Imm(other), text: String::new(), star: false, loc },
        // A symbol alone is memory at that address (a branch target for jumps and calls).
        disp => memory([MCOperand::Reg(0), MCOperand::Imm(1), MCOperand::Reg(0), disp, MCOperand::Reg(0)], true, loc, p),
    };
    Ok(IntelOperand { op, mem_size: None, reg_size: None, x87: false })
}

/// The AT&T size suffix of an operand size in bytes.
fn suffix(size: u32) -> &'static str {
    match size {
        1 => "b",
        2 => "w",
        4 => "l",
        _ => "q",
    }
}

/// The AT&T spellings to try for Intel mnemonic `m` with operands `ops` (in Intel order), most
/// specific first.
fn att_mnemonics(m: &str, ops: &[IntelOperand]) -> Vec<String> {
    let size_of = |o: &IntelOperand| o.mem_size.or(o.reg_size);
    let renamed = match m {
        "cbw" => "cbtw",
        "cwde" => "cwtl",
        "cdqe" => "cltq",
        "cwd" => "cwtd",
        "cdq" => "cltd",
        "cqo" => "cqto",
        "movsxd" => "movslq",
        _ => "",
    };
    if !renamed.is_empty() {
        return vec![renamed.to_string()];
    }
    if let ("movzx" | "movsx", [dst, src]) = (m, ops) {
        if let (Some(d), Some(s)) = (size_of(dst), size_of(src)) {
            return vec![format!("{}{}{}", &m[..4], suffix(s), suffix(d))];
        }
    }
    if let ("cvtsi2ss" | "cvtsi2sd", [_, src]) = (m, ops) {
        if let Some(s) = size_of(src) {
            return vec![format!("{m}{}", suffix(s)), m.to_string()];
        }
    }
    if let Some(x87) = m.strip_prefix('f') {
        // AT&T names the reversed subtractions and divisions with a register destination the
        // other way round (`fsubrp st(1), st` is AT&T `fsubp %st, %st(1)`).
        if let [dst, src] = ops {
            if dst.x87 && dst.op.text != "%st" && src.op.text == "%st" {
                for (a, b) in [("sub", "subr"), ("div", "divr")] {
                    for pop in ["", "p"] {
                        if x87 == format!("{a}{pop}") {
                            return vec![format!("f{b}{pop}")];
                        }
                        if x87 == format!("{b}{pop}") {
                            return vec![format!("f{a}{pop}")];
                        }
                    }
                }
            }
        }
        if let Some(size) = ops.iter().find_map(|o| o.mem_size) {
            // Memory forms name the size: `flds`, `fldl`, `fldt`; integer ones `filds`, `fildll`.
            let letter = match (x87.starts_with('i'), size) {
                (true, 2) | (false, 4) => "s",
                (true, 4) | (false, 8) => "l",
                (true, 8) => "ll",
                _ => "t",
            };
            return vec![format!("{m}{letter}"), m.to_string()];
        }
        return vec![m.to_string()];
    }
    // A sized memory operand states the size when no register does (`mov dword ptr [x], 7`).
    let mut out = Vec::new();
    if let Some(size) = ops.iter().find_map(|o| o.mem_size.filter(|s| *s <= 8)) {
        out.push(format!("{m}{}", suffix(size)));
    }
    if m == "movabs" {
        out.push("movabsq".to_string());
    }
    out.push(m.to_string());
    out
}

fn parse_intel_instruction(mnemonic: &str, loc: u32, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
    let Statement { mnemonic, mnemonic_loc, flags, ops } = parse_statement(mnemonic, loc, p, parse_operand)?;
    let candidates = att_mnemonics(&mnemonic, &ops);
    let indirect = matches!(mnemonic.as_str(), "call" | "jmp");
    let att_ops: Vec<Operand> = ops
        .iter()
        .rev()
        .map(|o| {
            let mut op = o.op.clone();
            // `call rax`, `jmp qword ptr [...]`: AT&T's `*` operands.
            op.star = indirect && !matches!(op.kind, Kind::Mem { bare: true, .. });
            op
        })
        .collect();
    // The last spelling is the plainest: its error is the one to report.
    let mut error = None;
    for candidate in &candidates {
        match match_instruction(candidate, &att_ops) {
            Ok(mut inst) => {
                inst.flags |= flags;
                return p.emit_instruction(&inst, loc);
            }
            Err(e) => error = Some(e),
        }
    }
    let (message, at) = error.expect("every mnemonic has at least one AT&T spelling");
    Err(p.error(at.unwrap_or(mnemonic_loc), message))
}

impl TargetAsmParser for X86DialectParser {
    fn parse_instruction(&mut self, mnemonic: &str, loc: u32, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        if self.intel {
            parse_intel_instruction(mnemonic, loc, p)
        } else {
            self.att.parse_instruction(mnemonic, loc, p)
        }
    }

    fn variant_kinds(&self) -> &'static [kiln_mc::expr::VariantKind] {
        self.att.variant_kinds()
    }

    fn parse_directive(&mut self, name: &str, loc: u32, p: &mut AsmParser<'_>) -> Option<Result<(), Diagnostic>> {
        let intel = match name {
            ".intel_syntax" => true,
            ".att_syntax" => false,
            _ => return self.att.parse_directive(name, loc, p),
        };
        // Registers are written without `%` in Intel syntax and with it in AT&T syntax.
        let wanted = if intel { "noprefix" } else { "prefix" };
        if p.is(TokenKind::Identifier) {
            let t = p.tok();
            if p.tok_text() != wanted {
                return Some(Err(p.error(t.start, format!("'{name} {}' is not supported (kiln reads '{name} {wanted}')", p.tok_text()))));
            }
            p.lex();
        }
        if !p.at_end_of_statement() {
            return Some(Err(p.error(p.tok().start, format!("unexpected token in '{name}' directive"))));
        }
        self.intel = intel;
        Some(Ok(()))
    }

    fn dwarf_register(&self, name: &str) -> Option<u32> {
        self.att.dwarf_register(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_support::SourceFile;

    fn assemble(text: &str, syntax: AsmSyntax) -> Result<Vec<u8>, String> {
        let file = SourceFile::new("t.s", text);
        let mut obj = crate::elf_object_streamer();
        let mut parser = X86DialectParser::new(syntax);
        kiln_mc::parser::assemble(&file, &mut obj, Some(&mut parser)).map_err(|d| d.iter().map(|d| d.to_string()).collect())
    }

    #[test]
    fn intel_and_att_statements_assemble_alike() {
        let pairs = [
            ("mov eax, dword ptr [rip + x]", "movl x(%rip), %eax"),
            ("mov dword ptr [rsi - 12], 7", "movl $7, -12(%rsi)"),
            ("add rax, qword ptr [rsi + 8*rdi + 16]", "addq 16(%rsi,%rdi,8), %rax"),
            ("movzx eax, byte ptr [rdi]", "movzbl (%rdi), %eax"),
            ("movsx rdx, dx", "movswq %dx, %rdx"),
            ("movsxd rcx, ecx", "movslq %ecx, %rcx"),
            ("cdqe", "cltq"),
            ("cqo", "cqto"),
            ("movabs rax, 81985529216486895", "movabsq $81985529216486895, %rax"),
            ("mov edi, offset x", "movl $x, %edi"),
            ("lea rax, [rdi + rax + x]", "leaq x(%rdi,%rax), %rax"),
            ("shl edi, cl", "shll %cl, %edi"),
            ("call rax", "callq *%rax"),
            ("call x@PLT", "callq x@PLT"),
            ("jmp qword ptr [8*rax + x]", "jmpq *x(,%rax,8)"),
            ("mov dword ptr fs:[x@TPOFF], edi", "movl %edi, %fs:x@TPOFF"),
            ("mov rax, qword ptr fs:[0]", "movq %fs:0, %rax"),
            ("cvtsi2sd xmm1, rdi", "cvtsi2sdq %rdi, %xmm1"),
            ("movss xmm0, dword ptr [rsp - 4]", "movss -4(%rsp), %xmm0"),
            ("fld tbyte ptr [rip + x]", "fldt x(%rip)"),
            ("fild qword ptr [rsp]", "fildll (%rsp)"),
            ("fsubrp st(1), st", "fsubp %st, %st(1)"),
            ("fsub st, st(1)", "fsub %st(1), %st"),
            ("lock xadd dword ptr [rdi], eax", "lock xaddl %eax, (%rdi)"),
            ("push rbp", "pushq %rbp"),
            ("ret", "retq"),
        ];
        for (intel, att) in pairs {
            let a = assemble(&format!("\t.intel_syntax noprefix\n\t{intel}\n"), AsmSyntax::Att).unwrap_or_else(|e| panic!("{intel}: {e}"));
            let b = assemble(&format!("\t{att}\n"), AsmSyntax::Att).unwrap_or_else(|e| panic!("{att}: {e}"));
            assert_eq!(a, b, "{intel} / {att}");
            let c = assemble(&format!("\t{intel}\n\t.att_syntax\n"), AsmSyntax::Intel).unwrap();
            assert_eq!(a, c, "{intel} with the Intel default");
        }
    }

    #[test]
    fn bad_intel_input_is_an_error_naming_it() {
        let e = assemble("\tmov eax, dword [rax]\n", AsmSyntax::Intel).unwrap_err();
        assert!(e.contains("expected 'ptr' after the operand size"), "{e}");
        let e = assemble("\tfrobnicate eax\n", AsmSyntax::Intel).unwrap_err();
        assert!(e.contains("invalid instruction mnemonic 'frobnicate'"), "{e}");
        let e = assemble("\t.intel_syntax prefix\n", AsmSyntax::Att).unwrap_err();
        assert!(e.contains("'.intel_syntax prefix' is not supported"), "{e}");
    }
}
