//! `-gen-asm-matcher`: the table the assembly parser matches parsed
//! instructions against, and the mnemonic aliases it applies first.
//!
//! Every instruction with a plain mnemonic (not a pseudo, not code-gen-only)
//! and every `InstAlias` becomes a `MatchEntry`: mnemonic, one `MatchClass` per
//! written operand (a literal token such as `%cl`, a register class, or an
//! `AsmOperandClass` of an `Operand`), and how to build the `MCInst` from the
//! parsed operands (`MatchRender`: a part of a parsed operand, a copy of a
//! tied operand, a fixed register or immediate). Entries are sorted by
//! mnemonic, then by operand specificity (tokens, then smaller register
//! classes, then operand classes deeper in their `SuperClasses` chain), so
//! the parser takes the first entry that fits: `addl $1, %eax` finds the
//! imm8 form before the imm32 ones. An entry lists the assembler predicates
//! (`Requires<[...]>` of `AssemblerMatcherPredicate` defs) the parser must
//! have enabled to use it.

use super::asm_string::{syntax, AsmPiece};
use super::instr_model::{Instr, InstrModel};
use super::register_model::{defs_of, err, RegisterModel};
use super::rust_names::{list, str_lit};
use crate::record::{DagRef, RecordKeeper, RecordRef};
use kiln_support::Diagnostic;
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Class {
    Token(String),
    RegClass(u16),
    Operand(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Render {
    Parsed(usize, usize),
    Tied(u8),
    Reg(u16),
    Imm(i64),
}

struct Entry {
    mnemonic: String,
    opcode: usize,
    classes: Vec<Class>,
    render: Vec<Render>,
    /// Names of the assembler predicates the entry requires.
    predicates: Vec<String>,
}

/// The `Predicates` of a record that the assembler checks (`AssemblerMatcherPredicate`).
fn assembler_predicates(rec: RecordRef<'_>) -> Result<Vec<String>, Diagnostic> {
    if rec.field("Predicates").is_none() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for p in rec.get_value_as_list_of_defs("Predicates")? {
        if p.field("AssemblerMatcherPredicate").is_some() && p.get_value_as_bit("AssemblerMatcherPredicate")? {
            out.push(p.name().to_string());
        }
    }
    Ok(out)
}

struct Builder<'m, 'a> {
    regs: &'m RegisterModel<'a>,
    /// AsmOperandClass names and their specificity (superclass depth).
    operand_classes: Vec<(String, usize)>,
}

impl<'m, 'a> Builder<'m, 'a> {
    fn class_of(&mut self, def: RecordRef<'a>, at: RecordRef<'a>) -> Result<Class, Diagnostic> {
        let reg_class = if def.is_subclass_of_name("RegisterClass") {
            Some(def)
        } else if def.is_subclass_of_name("RegisterOperand") {
            Some(def.get_value_as_def("RegClass")?)
        } else {
            None
        };
        if let Some(rc) = reg_class {
            let id = self.regs.class(rc.name()).ok_or_else(|| err(at, format!("{} is not a register class", rc.name())))?;
            return Ok(Class::RegClass(id));
        }
        if !def.is_subclass_of_name("Operand") {
            return Err(err(at, format!("`{}' cannot be an assembly operand", def.name())));
        }
        let cls = def.get_value_as_def("ParserMatchClass")?;
        let name = cls.get_value_as_string("Name")?.to_string();
        if let Some(i) = self.operand_classes.iter().position(|c| c.0 == name) {
            return Ok(Class::Operand(i));
        }
        let mut depth = 0;
        let mut cur = cls;
        while let Some(sup) = cur.get_value_as_list_of_defs("SuperClasses")?.first().copied() {
            depth += 1;
            cur = sup;
            if depth > 64 {
                return Err(err(cls, format!("SuperClasses of {} form a cycle", cls.name())));
            }
        }
        self.operand_classes.push((name, depth));
        Ok(Class::Operand(self.operand_classes.len() - 1))
    }

    /// Sort key of a class: lower is more specific.
    fn rank(&self, c: &Class) -> usize {
        match c {
            Class::Token(_) => 0,
            Class::RegClass(id) => 1 + self.regs.classes[*id as usize].members.len(),
            Class::Operand(i) => 100_000 - self.operand_classes[*i].1,
        }
    }
}

/// The mnemonic text, or `None` when it embeds an operand (`j${cond}`).
fn mnemonic_text(pieces: &[AsmPiece]) -> Option<String> {
    let mut s = String::new();
    for p in pieces {
        match p {
            AsmPiece::Text(t) => s.push_str(t),
            AsmPiece::Operand(_) => return None,
        }
    }
    (!s.is_empty()).then_some(s)
}

/// The operand a written operand names (`*$dst` names `dst`), if any.
fn operand_name(pieces: &[AsmPiece]) -> Option<&str> {
    pieces.iter().find_map(|p| match p {
        AsmPiece::Operand(n) => Some(n.as_str()),
        AsmPiece::Text(_) => None,
    })
}

fn token_text(pieces: &[AsmPiece]) -> String {
    pieces
        .iter()
        .map(|p| match p {
            AsmPiece::Text(t) => t.as_str(),
            AsmPiece::Operand(_) => "",
        })
        .collect()
}

/// Written operands with parentheses around an operand reference (`${imm}(${rs1})`,
/// `(${rs1})`) become one written operand per piece: the immediate, `(`, the register, `)`,
/// as a parser for such a syntax reads them. Operands with text in parentheses only
/// (`(%rsi)`) stay whole.
fn split_at_parentheses(operands: Vec<Vec<AsmPiece>>) -> Vec<Vec<AsmPiece>> {
    let mut out = Vec::new();
    for op in operands {
        let has_reference = op.iter().any(|p| matches!(p, AsmPiece::Operand(_)));
        let has_parenthesis = op.iter().any(|p| matches!(p, AsmPiece::Text(t) if t.contains('(')));
        if !(has_reference && has_parenthesis) {
            out.push(op);
            continue;
        }
        for piece in op {
            match piece {
                AsmPiece::Operand(_) => out.push(vec![piece]),
                AsmPiece::Text(t) => out.extend(t.chars().map(|c| vec![AsmPiece::Text(c.to_string())])),
            }
        }
    }
    out
}

fn instr_entry<'a>(b: &mut Builder<'_, 'a>, opcode: usize, instr: &Instr<'a>) -> Result<Option<Entry>, Diagnostic> {
    if instr.asm_string.is_empty() || instr.flags.iter().any(|f| matches!(*f, "IS_PSEUDO" | "IS_CODE_GEN_ONLY")) {
        return Ok(None);
    }
    let mut syn = syntax(&instr.asm_string).map_err(|m| err(instr.rec, format!("{}: {m}", instr.name)))?;
    syn.operands = split_at_parentheses(syn.operands);
    let Some(mnemonic) = mnemonic_text(&syn.mnemonic) else { return Ok(None) };
    let written: Vec<Option<&str>> = syn.operands.iter().map(|o| operand_name(o)).collect();
    let mut classes = Vec::new();
    for (pieces, name) in syn.operands.iter().zip(&written) {
        match name {
            Some(n) => {
                let op = instr.named_operands.iter().find(|o| o.name == *n).ok_or_else(|| {
                    err(instr.rec, format!("assembly string of {} names ${n}, which is not an operand", instr.name))
                })?;
                classes.push(b.class_of(op.class, instr.rec)?);
            }
            None => classes.push(Class::Token(token_text(pieces))),
        }
    }
    let position = |name: &str| written.iter().position(|w| *w == Some(name));
    let mut render = Vec::new();
    for op in &instr.named_operands {
        if let Some(k) = position(op.name) {
            render.extend((0..op.count).map(|j| Render::Parsed(k, j)));
            continue;
        }
        if op.count != 1 {
            return Ok(None);
        }
        if let Some(d) = instr.operands[op.first].tied_to {
            render.push(Render::Tied(d));
            continue;
        }
        // A definition written through the use tied to it.
        let tied_use = instr.named_operands.iter().find(|u| u.count == 1 && instr.operands[u.first].tied_to == Some(op.first as u8));
        match tied_use.and_then(|u| position(u.name)) {
            Some(k) => render.push(Render::Parsed(k, 0)),
            None => return Ok(None),
        }
    }
    Ok(Some(Entry { mnemonic, opcode, classes, render, predicates: assembler_predicates(instr.rec)? }))
}

fn alias_entry<'a>(b: &mut Builder<'_, 'a>, model: &InstrModel<'a>, alias: RecordRef<'a>) -> Result<Entry, Diagnostic> {
    let asm = alias.get_value_as_string("AsmString")?;
    let mut syn = syntax(asm).map_err(|m| err(alias, m))?;
    syn.operands = split_at_parentheses(syn.operands);
    let mnemonic = mnemonic_text(&syn.mnemonic).ok_or_else(|| err(alias, "an alias's mnemonic cannot name an operand"))?;
    let result: DagRef<'a> = alias.get_value_as_dag("ResultInst")?;
    let target = result.operator.as_def().ok_or_else(|| err(alias, "ResultInst must start with an instruction"))?;
    let opcode = model
        .instrs
        .iter()
        .position(|i| i.rec.name() == target.name())
        .ok_or_else(|| err(alias, format!("{} is not an instruction", target.name())))?;
    let instr = &model.instrs[opcode];
    let written: Vec<Option<&str>> = syn.operands.iter().map(|o| operand_name(o)).collect();
    let mut classes: Vec<Option<Class>> = syn.operands.iter().map(|o| operand_name(o).is_none().then(|| Class::Token(token_text(o)))).collect();
    let mut args = result.args.iter();
    let mut render = Vec::new();
    for op in &instr.named_operands {
        if op.count == 1 {
            if let Some(d) = instr.operands[op.first].tied_to {
                render.push(Render::Tied(d));
                continue;
            }
        }
        let Some((value, name)) = args.next() else {
            return Err(err(alias, format!("ResultInst gives {} too few operands", instr.name)));
        };
        if let Some(n) = name {
            let k = written.iter().position(|w| *w == Some(*n)).ok_or_else(|| err(alias, format!("${n} is not in the alias's assembly string")))?;
            let def = value.as_def().ok_or_else(|| err(alias, format!("${n} needs an operand class")))?;
            classes[k] = Some(b.class_of(def, alias)?);
            render.extend((0..op.count).map(|j| Render::Parsed(k, j)));
        } else if let Some(v) = value.as_int() {
            render.push(Render::Imm(v));
        } else if let Some(reg) = value.as_def().and_then(|d| b.regs.reg(d.name())) {
            render.push(Render::Reg(reg));
        } else {
            return Err(err(alias, format!("cannot use `{}' as an operand of {}", value.to_tablegen(), instr.name)));
        }
    }
    if args.next().is_some() {
        return Err(err(alias, format!("ResultInst gives {} too many operands", instr.name)));
    }
    let classes = classes
        .into_iter()
        .enumerate()
        .map(|(k, c)| c.ok_or_else(|| err(alias, format!("operand {k} of the alias's assembly string is not used"))))
        .collect::<Result<_, _>>()?;
    Ok(Entry { mnemonic, opcode, classes, render, predicates: assembler_predicates(alias)? })
}

pub fn run(rk: &RecordKeeper) -> Result<String, Diagnostic> {
    let regs = RegisterModel::build(rk)?;
    let model = InstrModel::build(rk, &regs)?;
    let mut b = Builder { regs: &regs, operand_classes: Vec::new() };
    let mut entries = Vec::new();
    for (opcode, instr) in model.instrs.iter().enumerate() {
        if let Some(e) = instr_entry(&mut b, opcode, instr)? {
            entries.push(e);
        }
    }
    for alias in defs_of(rk, "InstAlias") {
        entries.push(alias_entry(&mut b, &model, alias)?);
    }
    entries.sort_by(|x, y| {
        x.mnemonic.cmp(&y.mnemonic).then_with(|| {
            let rx: Vec<usize> = x.classes.iter().map(|c| b.rank(c)).collect();
            let ry: Vec<usize> = y.classes.iter().map(|c| b.rank(c)).collect();
            rx.cmp(&ry)
        })
    });

    let mut aliases = Vec::new();
    for a in defs_of(rk, "MnemonicAlias") {
        aliases.push((a.get_value_as_string("FromMnemonic")?.to_string(), a.get_value_as_string("ToMnemonic")?.to_string(), a));
    }
    aliases.sort_by(|x, y| x.0.cmp(&y.0));
    for w in aliases.windows(2) {
        if w[0].0 == w[1].0 && w[0].1 != w[1].1 {
            return Err(err(w[1].2, format!("mnemonic alias {} has two targets", w[1].0)));
        }
    }
    aliases.dedup_by(|x, y| x.0 == y.0);

    let mut out = String::new();
    out.push_str("// Assembly matcher tables, generated by kiln-tablegen -gen-asm-matcher. Do not edit.\n\n");
    out.push_str("/// The assembly operand classes (`AsmOperandClass` names).\n#[allow(non_upper_case_globals)]\npub mod operand_class {\n");
    for (i, (name, _)) in b.operand_classes.iter().enumerate() {
        let _ = writeln!(out, "    pub const {name}: u8 = {i};");
    }
    out.push_str("}\n\n");
    out.push_str("pub use ::kiln_mc::asm_tables::{MatchClass, MatchEntry, MatchRender};\n\n");
    let _ = writeln!(out, "/// Sorted by mnemonic, most specific operands first.\npub static MATCH_TABLE: [MatchEntry; {}] = [", entries.len());
    for e in &entries {
        let classes = list(e.classes.iter().map(|c| match c {
            Class::Token(t) => format!("MatchClass::Token({})", str_lit(t)),
            Class::RegClass(id) => format!("MatchClass::RegClass({})", regs.classes[*id as usize].path),
            Class::Operand(i) => format!("MatchClass::Operand(operand_class::{})", b.operand_classes[*i].0),
        }));
        let render = list(e.render.iter().map(|r| match r {
            Render::Parsed(k, j) => format!("MatchRender::Parsed {{ operand: {k}, part: {j} }}"),
            Render::Tied(d) => format!("MatchRender::Tied({d})"),
            Render::Reg(reg) => format!("MatchRender::Reg({})", regs.regs[*reg as usize].path),
            Render::Imm(v) => format!("MatchRender::Imm({v})"),
        }));
        let _ = writeln!(
            out,
            "    MatchEntry {{ mnemonic: {}, opcode: {}, classes: &{classes}, render: &{render}, predicates: &{} }},",
            str_lit(&e.mnemonic),
            e.opcode,
            list(e.predicates.iter().map(|p| str_lit(p)))
        );
    }
    out.push_str("];\n\n");
    let _ = writeln!(out, "/// Mnemonic aliases (from, to), sorted by `from`.\npub static MNEMONIC_ALIASES: [(&str, &str); {}] = [", aliases.len());
    for (from, to, _) in &aliases {
        let _ = writeln!(out, "    ({}, {}),", str_lit(from), str_lit(to));
    }
    out.push_str("];\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backends::parse_with_vocabulary as parse;

    #[test]
    fn orders_and_renders() {
        let src = r#"
def R0 : Register<"r0">; def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def ONE : RegisterClass<"T", [i32], 32, (add R0)>;
def Small : AsmOperandClass { let Name = "Small"; let SuperClasses = [ImmAsmOperand]; }
def simm : Operand<i32> { let ParserMatchClass = Small; }
def ADDri : Instruction { let OutOperandList = (outs GPR:$d); let InOperandList = (ins GPR:$s, i32imm:$i);
  let Constraints = "$s = $d"; let AsmString = "add\t$i, $d"; }
def ADDrs : Instruction { let OutOperandList = (outs GPR:$d); let InOperandList = (ins GPR:$s, simm:$i);
  let Constraints = "$s = $d"; let AsmString = "add\t$i, $d"; }
def INCr : Instruction { let OutOperandList = (outs GPR:$d); let InOperandList = (ins GPR:$s);
  let Constraints = "$s = $d"; let AsmString = "inc\t$d"; }
def : InstAlias<"add\t$$1, $d", (INCr GPR:$d)>;
def Mode64 : Predicate<"is64()"> { let AssemblerMatcherPredicate = 1; }
def : InstAlias<"clr", (ADDri R1, 0)>, Requires<[Mode64]>;
def : MnemonicAlias<"plus", "add">;
"#;
        let rk = parse(&src);
        let out = run(&rk).unwrap_or_else(|e| panic!("{e}"));
        let add1 = out.find(r#"mnemonic: "add", opcode: "#).unwrap();
        assert!(out[add1..].starts_with(r#"mnemonic: "add", opcode: "#) && out[add1..].contains(r#"Token("$1")"#), "{out}");
        let small = out.find("operand_class::Small").unwrap();
        let plain = out.find("operand_class::Imm),").unwrap();
        assert!(small < plain, "{out}");
        assert!(out.contains("MatchRender::Parsed { operand: 1, part: 0 }, MatchRender::Tied(0)"), "{out}");
        assert!(out.contains(r#"MatchRender::Reg(reg::R1), MatchRender::Tied(0), MatchRender::Imm(0)], predicates: &["Mode64"]"#), "{out}");
        assert!(out.contains(r#"("plus", "add")"#), "{out}");
    }
}
