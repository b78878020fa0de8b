//! Inline assembly facts shared by selection, the machine passes and the AsmPrinter: the IR
//! constraint string parsed into operands, the flag word an INLINEASM instruction carries
//! before each operand group (LLVM's encoding, so kiln's `.mir` and llc's read alike), and the
//! assembly text with its operand references (`$0`, `${1:k}`, `$$`, `${:uid}`, dialect
//! alternatives `$(att$|intel$)`) expanded through a callback that prints each operand.
//!
//! An INLINEASM instruction is `INLINEASM &"text", EXTRA, FLAG, ops..., FLAG, ops...`: the
//! extra-info immediate (side effects, dialect, may load/store), then for every operand of the
//! constraint string (outputs, inputs, then clobbers) a flag immediate saying its kind and how
//! many machine operands follow (one register, one immediate, or a target's memory operands).
//! How each operand of an asm call is passed is decided in [`plan`], for both selectors.

use crate::mir::MachineOperand;
use crate::target::lowering::TargetLoweringBase;

pub mod plan;

/// Extra-info bits (the immediate after the text).
pub const EXTRA_HAS_SIDE_EFFECTS: i64 = 1;
pub const EXTRA_IS_ALIGN_STACK: i64 = 2;
pub const EXTRA_INTEL_DIALECT: i64 = 4;
pub const EXTRA_MAY_LOAD: i64 = 8;
pub const EXTRA_MAY_STORE: i64 = 16;

/// The kind of an operand group, the low three bits of its flag word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupKind {
    RegUse = 1,
    RegDef = 2,
    RegDefEarlyClobber = 3,
    Clobber = 4,
    Imm = 5,
    Mem = 6,
}

impl GroupKind {
    /// The kind of an output's group: an early-clobber definition or a plain one.
    pub fn def(early_clobber: bool) -> GroupKind {
        if early_clobber {
            GroupKind::RegDefEarlyClobber
        } else {
            GroupKind::RegDef
        }
    }
}

/// The memory-constraint ids a `Mem` flag word carries (`m`, `o`).
pub const MEM_CONSTRAINT_M: u32 = 3;
pub const MEM_CONSTRAINT_O: u32 = 4;

/// The flag word of one operand group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub u32);

impl Flag {
    const TIED_BIT: u32 = 0x8000_0000;

    pub fn new(kind: GroupKind, num_operands: usize) -> Flag {
        Flag(kind as u32 | (num_operands as u32) << 3)
    }

    /// A use tied to the definition of operand group `def_group`.
    pub fn tied_to(self, def_group: usize) -> Flag {
        Flag(self.0 | (def_group as u32) << 16 | Self::TIED_BIT)
    }

    /// A register group whose registers come from class `class` (its index).
    pub fn with_class(self, class: u16) -> Flag {
        Flag(self.0 | (u32::from(class) + 1) << 16)
    }

    /// A memory group with memory constraint `id`.
    pub fn with_memory_constraint(self, id: u32) -> Flag {
        Flag(self.0 | id << 16)
    }

    pub fn kind(self) -> Option<GroupKind> {
        Some(match self.0 & 7 {
            1 => GroupKind::RegUse,
            2 => GroupKind::RegDef,
            3 => GroupKind::RegDefEarlyClobber,
            4 => GroupKind::Clobber,
            5 => GroupKind::Imm,
            6 => GroupKind::Mem,
            _ => return None,
        })
    }

    pub fn num_operands(self) -> usize {
        ((self.0 >> 3) & 0x1fff) as usize
    }

    /// The group a tied use is tied to.
    pub fn tied(self) -> Option<usize> {
        (self.0 & Self::TIED_BIT != 0).then_some(((self.0 >> 16) & 0x7fff) as usize)
    }

    /// The register class index of an untied register group.
    pub fn class(self) -> Option<u16> {
        let k = (self.0 >> 16) & 0x7fff;
        (self.0 & Self::TIED_BIT == 0 && k != 0 && matches!(self.kind(), Some(GroupKind::RegUse | GroupKind::RegDef | GroupKind::RegDefEarlyClobber))).then(|| (k - 1) as u16)
    }
}

/// The words MIR writes after the extra-info immediate (`sideeffect mayload attdialect`).
pub fn extra_comment(extra: i64) -> String {
    let mut words: Vec<&str> = [(EXTRA_HAS_SIDE_EFFECTS, "sideeffect"), (EXTRA_MAY_LOAD, "mayload"), (EXTRA_MAY_STORE, "maystore"), (EXTRA_IS_ALIGN_STACK, "alignstack")]
        .iter()
        .filter(|(bit, _)| extra & bit != 0)
        .map(|&(_, w)| w)
        .collect();
    words.push(if extra & EXTRA_INTEL_DIALECT != 0 { "inteldialect" } else { "attdialect" });
    words.join(" ")
}

/// The words MIR writes after a flag word (`regdef:GR32`, `reguse tiedto:$0`, `mem:m`).
/// `class_name` names a class by index (`None`: a number this target does not have).
pub fn flag_comment(flag: Flag, class_name: impl Fn(u16) -> Option<String>) -> String {
    let mut out = match flag.kind() {
        Some(GroupKind::RegUse) => "reguse",
        Some(GroupKind::RegDef) => "regdef",
        Some(GroupKind::RegDefEarlyClobber) => "regdef-ec",
        Some(GroupKind::Clobber) => "clobber",
        Some(GroupKind::Imm) => "imm",
        Some(GroupKind::Mem) => "mem",
        None => "?",
    }
    .to_string();
    if let Some(name) = flag.class().and_then(class_name) {
        out.push(':');
        out.push_str(&name);
    }
    if flag.kind() == Some(GroupKind::Mem) {
        out.push_str(match (flag.0 >> 16) & 0x7fff {
            MEM_CONSTRAINT_M => ":m",
            MEM_CONSTRAINT_O => ":o",
            _ => "",
        });
    }
    if let Some(t) = flag.tied() {
        out.push_str(&format!(" tiedto:${t}"));
    }
    out
}

/// One operand group of an INLINEASM instruction: its flag and the index of its first operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    pub flag: Flag,
    pub first: usize,
}

/// The operand groups of an INLINEASM's operands (`operands[0]` the text, `[1]` the extra info).
pub fn groups(operands: &[MachineOperand]) -> Result<Vec<Group>, String> {
    let mut out = Vec::new();
    let mut k = 2;
    while let Some(&MachineOperand::Imm(f)) = operands.get(k) {
        let flag = Flag(f as u32);
        if flag.kind().is_none() || k + 1 + flag.num_operands() > operands.len() {
            return Err(format!("INLINEASM operand {k}: malformed flag word {f}"));
        }
        out.push(Group { flag, first: k + 1 });
        k += 1 + flag.num_operands();
    }
    Ok(out)
}

/// Whether a constraint is an output, an input or a clobber.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintRole {
    Output,
    Input,
    Clobber,
}

/// One comma-separated entry of an IR constraint string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    pub role: ConstraintRole,
    pub early_clobber: bool,
    /// `*`: the operand is a pointer to the value (`=*m`, `*m`).
    pub indirect: bool,
    /// The codes of the alternative in force (`r`, `m`, `{ax}`, `^Yz`, a matched output number).
    pub codes: Vec<String>,
}

impl Constraint {
    /// The output this input must share a register with (`0`).
    pub fn matching(&self) -> Option<usize> {
        self.codes.first().and_then(|c| c.parse().ok())
    }
}

/// Parses an IR constraint string. Of multiple alternatives (`r|m`), the first is used: it is
/// the register one in the forms clang writes, which llc picks too.
pub fn parse_constraints(text: &str) -> Result<Vec<Constraint>, String> {
    let mut out = Vec::new();
    if text.is_empty() {
        return Ok(out);
    }
    for entry in text.split(',') {
        let mut s = entry;
        let mut role = ConstraintRole::Input;
        if let Some(rest) = s.strip_prefix('~') {
            role = ConstraintRole::Clobber;
            s = rest;
        } else if let Some(rest) = s.strip_prefix('=') {
            role = ConstraintRole::Output;
            s = rest;
        }
        let early_clobber = s.starts_with('&');
        s = s.trim_start_matches('&');
        let indirect = s.starts_with('*');
        s = s.trim_start_matches('*');
        s = s.trim_start_matches('%');
        let alternative = s.split('|').next().unwrap_or("");
        let codes = split_codes(alternative).ok_or_else(|| format!("malformed inline asm constraint '{entry}'"))?;
        if codes.is_empty() {
            return Err(format!("empty inline asm constraint in \"{text}\""));
        }
        out.push(Constraint { role, early_clobber, indirect, codes });
    }
    Ok(out)
}

/// `rm` → `r`, `m`; `{ax}` stays whole; `^Yz` is a two-letter code; digits form one number.
fn split_codes(s: &str) -> Option<Vec<String>> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let end = match b[k] {
            b'{' => k + s[k..].find('}')? + 1,
            b'^' => (k + 3 <= b.len()).then_some(k + 3)?,
            c if c.is_ascii_digit() => k + b[k..].iter().take_while(|c| c.is_ascii_digit()).count(),
            _ => k + s[k..].chars().next()?.len_utf8(),
        };
        out.push(s[k..end].to_string());
        k = end;
    }
    Some(out)
}

/// A reference in the assembly text the printer fills in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextRef<'t> {
    /// `$N`, `${N}` or `${N:modifier}`.
    Operand { index: usize, modifier: Option<&'t str> },
    /// `${:uid}`: a number unique to this asm statement.
    Uid,
    /// `${:comment}`: the assembler's comment string.
    Comment,
    /// `${:private}`: the private label prefix.
    Private,
}

/// The assembly text of dialect `dialect` (0 for AT&T) with every operand reference replaced by
/// what `print` writes for it; `$$` is a dollar sign.
pub fn expand_text(text: &str, dialect: usize, mut print: impl FnMut(&mut String, TextRef<'_>) -> Result<(), String>) -> Result<String, String> {
    let invalid = || format!("invalid operand in inline asm: '{text}'");
    let mut out = String::with_capacity(text.len());
    // Inside `$(...$)`: the number of the alternative being read.
    let mut alternative: Option<usize> = None;
    let b = text.as_bytes();
    let mut k = 0;
    while k < b.len() {
        let emitting = alternative.is_none_or(|a| a == dialect);
        if b[k] != b'$' {
            let c = text[k..].chars().next().unwrap_or('\0');
            if emitting {
                out.push(c);
            }
            k += c.len_utf8();
            continue;
        }
        k += 1;
        match b.get(k) {
            Some(b'$') => {
                if emitting {
                    out.push('$');
                }
                k += 1;
            }
            Some(b'(') if alternative.is_none() => {
                alternative = Some(0);
                k += 1;
            }
            Some(b'|') if alternative.is_some() => {
                alternative = alternative.map(|a| a + 1);
                k += 1;
            }
            Some(b')') if alternative.is_some() => {
                alternative = None;
                k += 1;
            }
            Some(b'{') => {
                let end = text[k..].find('}').ok_or_else(|| format!("unterminated operand reference in inline asm: '{text}'"))? + k;
                let inner = &text[k + 1..end];
                k = end + 1;
                let (number, modifier) = match inner.split_once(':') {
                    Some((n, m)) => (n, Some(m)),
                    None => (inner, None),
                };
                let r = match (number, modifier) {
                    ("", Some("uid")) => TextRef::Uid,
                    ("", Some("comment")) => TextRef::Comment,
                    ("", Some("private")) => TextRef::Private,
                    _ => TextRef::Operand { index: number.parse().map_err(|_| invalid())?, modifier: modifier.filter(|m| !m.is_empty()) },
                };
                if emitting {
                    print(&mut out, r)?;
                }
            }
            Some(c) if c.is_ascii_digit() => {
                let digits = b[k..].iter().take_while(|c| c.is_ascii_digit()).count();
                let index = text[k..k + digits].parse().map_err(|_| invalid())?;
                k += digits;
                if emitting {
                    print(&mut out, TextRef::Operand { index, modifier: None })?;
                }
            }
            _ => return Err(format!("bad '$' in inline asm: '{text}'")),
        }
    }
    if alternative.is_some() {
        return Err(format!("unterminated dialect alternatives in inline asm: '{text}'"));
    }
    Ok(out)
}

/// Checks every inline asm of `module` before selection: the dialect, each constraint code
/// (the target must know it; clobbers must name registers), and the operand numbers of the
/// text's references. Returns each problem with the byte offset of its `asm` keyword.
pub fn check_module(module: &kiln_ir::Module, tli: &dyn TargetLoweringBase) -> Vec<(u32, String)> {
    let mut problems = Vec::new();
    for asm in &module.inline_asms {
        let text = String::from_utf8_lossy(&asm.asm);
        let constraints = String::from_utf8_lossy(&asm.constraints);
        if let Err(e) = check_one(&text, &constraints, asm.intel_dialect, tli) {
            problems.push((asm.offset, format!("unsupported inline asm \"{}\": {e}", text.escape_default())));
        }
    }
    problems
}

fn check_one(text: &str, constraints: &str, intel: bool, tli: &dyn TargetLoweringBase) -> Result<(), String> {
    if intel {
        return Err("Intel syntax (inteldialect)".to_string());
    }
    let parsed = parse_constraints(constraints)?;
    let mut operands = 0;
    for c in &parsed {
        if c.role == ConstraintRole::Clobber {
            let code = &c.codes[0];
            if !code.eq_ignore_ascii_case("{memory}") {
                tli.inline_asm_register(code, None)?;
            }
            continue;
        }
        operands += 1;
        if c.matching().is_some() {
            continue;
        }
        for code in &c.codes {
            if tli.inline_asm_constraint_kind(code).is_none() {
                return Err(format!("unsupported constraint '{code}'"));
            }
        }
    }
    expand_text(text, 0, |_, r| match r {
        TextRef::Operand { index, .. } if index >= operands => Err(format!("operand ${index} does not exist (it has {operands})")),
        _ => Ok(()),
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(text: &str) -> Result<String, String> {
        expand_text(text, 0, |out, r| {
            match r {
                TextRef::Operand { index, modifier } => out.push_str(&format!("<{index}{}>", modifier.map_or(String::new(), |m| format!(":{m}")))),
                TextRef::Uid => out.push('7'),
                TextRef::Comment => out.push('#'),
                TextRef::Private => out.push_str(".L"),
            }
            Ok(())
        })
    }

    #[test]
    fn references_dollars_and_dialects_expand() {
        assert_eq!(expand("addl $$1, $0").unwrap(), "addl $1, <0>");
        assert_eq!(expand("movl ${1:k}, ${0} ${:comment} x${:uid}").unwrap(), "movl <1:k>, <0> # x7");
        assert_eq!(expand("$(cwtl$|cwde$) $12").unwrap(), "cwtl <12>");
        assert!(expand("$(b$|c").is_err());
        assert!(expand("${0:k").is_err());
        assert!(expand("$x").is_err());
    }

    #[test]
    fn constraints_parse_into_roles_and_codes() {
        let c = parse_constraints("=&r,=*m,rm,0,{ax},^Yz,r|m,~{memory}").unwrap();
        assert_eq!((c[0].role, c[0].early_clobber, c[0].codes.clone()), (ConstraintRole::Output, true, vec!["r".to_string()]));
        assert!(c[1].indirect && c[1].role == ConstraintRole::Output);
        assert_eq!(c[2].codes, ["r", "m"]);
        assert_eq!(c[3].matching(), Some(0));
        assert_eq!(c[4].codes, ["{ax}"]);
        assert_eq!(c[5].codes, ["^Yz"]);
        assert_eq!(c[6].codes, ["r"]);
        assert_eq!((c[7].role, c[7].codes.clone()), (ConstraintRole::Clobber, vec!["{memory}".to_string()]));
        assert!(parse_constraints("r,,m").is_err());
    }

    #[test]
    fn flag_words_are_llvms() {
        assert_eq!(Flag::new(GroupKind::Clobber, 1).0, 12);
        assert_eq!(Flag::new(GroupKind::RegUse, 1).tied_to(0).0, 2147483657);
        assert_eq!(Flag::new(GroupKind::Mem, 5).with_memory_constraint(MEM_CONSTRAINT_M).0, 196654);
        assert_eq!(Flag::new(GroupKind::RegDef, 1).with_class(34).class(), Some(34));
        assert_eq!(Flag(2147483657).tied(), Some(0));
        assert_eq!(Flag(13).kind(), Some(GroupKind::Imm));
    }
}
