//! Selection patterns as trees: read from instruction `Pattern` fields and `Pattern`/`Pat`
//! defs, with fragments (`PatFrags`, `PatFrag`, `PatLeaf`, `ImmLeaf`) expanded in place, types
//! inferred ([`super::types`]), and one variant per order of the operands of commutative nodes.
//!
//! A source tree is made of SDNode operations and leaves (register classes, physical registers,
//! integers, ComplexPatterns, condition codes, value types); a result tree of instructions,
//! transforms and leaves. Fragment predicates become node predicates of the fragment's root.

use super::nodes::{Vocabulary, COMMUTATIVE};
use super::types::{self, TypeSet};
use crate::backends::instr_model::InstrModel;
use crate::backends::register_model::{err, RegisterModel};
use crate::init::Init;
use crate::record::{RecordKeeper, RecordRef, ValueRef};
use kiln_support::Diagnostic;

#[derive(Clone, Debug, PartialEq)]
pub enum Leaf {
    /// A register of a class (RegisterClass or RegisterOperand def name).
    RegClass(String),
    PhysReg(String),
    Int(i64),
    ComplexPat(usize),
    /// Index into `nodes::COND_CODES`.
    CondCode(u8),
    ValueType(u8),
    /// `?`, `srcvalue` or a fragment placeholder: anything.
    Any,
    /// Result trees only: a sub-register index, by name.
    SubRegIndex(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// An SDNode (index into the vocabulary) and its operands.
    Node(usize, Vec<Tree>),
    Leaf(Leaf),
    /// Result trees: an instruction (index into the instruction model) and its operands.
    Instr(usize, Vec<Tree>),
    /// Result trees: an SDNodeXForm (its code) applied to its operand.
    XForm(String, Box<Tree>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    pub kind: Kind,
    pub name: Option<String>,
    /// One type set per result (leaves: one).
    pub types: Vec<TypeSet>,
    /// Rust bool expressions over `dag` and `n` that must hold for the matched node.
    pub predicates: Vec<String>,
}

impl Tree {
    pub fn leaf(leaf: Leaf, name: Option<String>) -> Tree {
        Tree { kind: Kind::Leaf(leaf), name, types: vec![TypeSet::ALL], predicates: Vec::new() }
    }

    pub fn children(&self) -> &[Tree] {
        match &self.kind {
            Kind::Node(_, c) | Kind::Instr(_, c) => c,
            Kind::XForm(_, c) => std::slice::from_ref(&**c),
            Kind::Leaf(_) => &[],
        }
    }

    pub fn children_mut(&mut self) -> &mut [Tree] {
        match &mut self.kind {
            Kind::Node(_, c) | Kind::Instr(_, c) => c,
            Kind::XForm(_, c) => std::slice::from_mut(&mut **c),
            Kind::Leaf(_) => &mut [],
        }
    }

    /// The tree as `.td`-like text, for comments and messages.
    pub fn text(&self, vocab: &Vocabulary<'_>, instrs: &InstrModel<'_>) -> String {
        let mut s = match &self.kind {
            Kind::Node(n, c) => {
                let args: Vec<String> = c.iter().map(|t| t.text(vocab, instrs)).collect();
                format!("({}{}{})", vocab.nodes[*n].rec.name(), if args.is_empty() { "" } else { " " }, args.join(", "))
            }
            Kind::Instr(i, c) => {
                let args: Vec<String> = c.iter().map(|t| t.text(vocab, instrs)).collect();
                format!("({}{}{})", instrs.instrs[*i].name, if args.is_empty() { "" } else { " " }, args.join(", "))
            }
            Kind::XForm(_, c) => format!("(xform {})", c.text(vocab, instrs)),
            Kind::Leaf(l) => match l {
                Leaf::RegClass(c) => c.clone(),
                Leaf::PhysReg(r) => r.clone(),
                Leaf::Int(v) => v.to_string(),
                Leaf::ComplexPat(i) => vocab.complex[*i].rec.name().to_string(),
                Leaf::CondCode(c) => super::nodes::COND_CODES[*c as usize].to_string(),
                Leaf::ValueType(v) => vocab.vts.names.get(v).cloned().unwrap_or_default(),
                Leaf::Any => "?".to_string(),
                Leaf::SubRegIndex(s) => s.clone(),
            },
        };
        if let (Kind::Leaf(Leaf::Any), Some(n)) = (&self.kind, &self.name) {
            return format!("${n}");
        }
        if let Some(n) = &self.name {
            s.push_str(":$");
            s.push_str(n);
        }
        s
    }
}

/// One pattern: what to match, what to build, under which subtarget condition.
#[derive(Clone, Debug)]
pub struct Pattern {
    pub src: Tree,
    /// One result tree per value result of the source root (usually one).
    pub dst: Vec<Tree>,
    /// Rust bool expression over `st` (empty: always).
    pub predicate: String,
    pub added_complexity: i64,
    /// The record the pattern came from (for messages).
    pub origin: String,
}

pub struct Reader<'r, 'a> {
    pub vocab: &'r Vocabulary<'a>,
    pub instrs: &'r InstrModel<'a>,
    pub regs: &'r RegisterModel<'a>,
    pub rk: &'a RecordKeeper,
    instr_by_name: rustc_hash::FxHashMap<&'r str, usize>,
    /// Numbers the names given to fragment operands used twice.
    names_made: std::cell::Cell<u32>,
}

/// Reads every pattern of the description, with its variants, in definition order.
pub fn read_all<'a>(
    rk: &'a RecordKeeper,
    vocab: &Vocabulary<'a>,
    instrs: &InstrModel<'a>,
    regs: &RegisterModel<'a>,
) -> Result<Vec<Pattern>, Diagnostic> {
    let instr_by_name = instrs.instrs.iter().enumerate().map(|(i, ins)| (ins.name.as_str(), i)).collect();
    let reader = Reader { vocab, instrs, regs, rk, instr_by_name, names_made: std::cell::Cell::new(0) };
    let mut out = Vec::new();
    for (index, instr) in instrs.instrs.iter().enumerate() {
        let list = instr.rec.get_value_as_list("Pattern")?;
        for p in list {
            let d = p.as_dag().ok_or_else(|| err(instr.rec, "a Pattern entry is not a dag"))?;
            let op = d.operator.as_def().map(|o| o.name()).unwrap_or("");
            if op == "implicit" {
                continue;
            }
            for pat in reader.instruction_pattern(index, p)? {
                reader.finish(pat, &mut out)?;
            }
        }
    }
    if rk.class("Pattern").is_some() {
        for def in rk.defs() {
            if !def.is_subclass_of_name("Pattern") {
                continue;
            }
            for pat in reader.pat_def(def)? {
                reader.finish(pat, &mut out)?;
            }
        }
    }
    Ok(out)
}

fn predicate_of(rec: RecordRef<'_>) -> Result<String, Diagnostic> {
    let mut conds = Vec::new();
    if rec.field("Predicates").is_some() {
        for p in rec.get_value_as_list_of_defs("Predicates")? {
            let c = p.get_value_as_string("CondString")?.trim();
            if !c.is_empty() {
                conds.push(format!("({c})"));
            }
        }
    }
    // One condition needs no parentheses (rustc warns about them).
    if let [one] = conds.as_mut_slice() {
        *one = one[1..one.len() - 1].to_string();
    }
    Ok(conds.join(" && "))
}

fn code_of(rec: RecordRef<'_>, field: &str) -> Result<String, Diagnostic> {
    Ok(match rec.field(field) {
        Some(f) if !f.value.is_unset() => f.value.as_string().unwrap_or("").trim().to_string(),
        _ => String::new(),
    })
}

impl<'r, 'a> Reader<'r, 'a> {
    fn unique_names(&self) -> u32 {
        let n = self.names_made.get();
        self.names_made.set(n + 1);
        n
    }

    /// Infers types, splits type-ambiguous patterns, adds commuted variants.
    fn finish(&self, mut pat: Pattern, out: &mut Vec<Pattern>) -> Result<(), Diagnostic> {
        let loc_rec = self.rk.def(&pat.origin);
        let fail = |m: String| match loc_rec {
            Some(r) => err(r, m),
            None => Diagnostic::global("kiln tblgen", m),
        };
        types::infer_pattern(&mut pat, self).map_err(|m| fail(format!("{m} in pattern of {}", pat.origin)))?;
        let mut typed = Vec::new();
        types::split_ambiguous(pat, self, &mut typed).map_err(fail)?;
        for p in typed {
            let variants = commuted(&p.src, self.vocab);
            for v in variants {
                out.push(Pattern { src: v, ..p.clone() });
            }
        }
        Ok(())
    }

    fn instruction_pattern(&self, index: usize, value: ValueRef<'a>) -> Result<Vec<Pattern>, Diagnostic> {
        let instr = &self.instrs.instrs[index];
        let rec = instr.rec;
        let d = value.as_dag().ok_or_else(|| err(rec, "a Pattern entry is not a dag"))?;
        let op = d.operator.as_def().map(|o| o.name()).unwrap_or("");
        type Named<'v> = (ValueRef<'v>, Option<&'v str>);
        let (results, expr): (Vec<Named<'a>>, Named<'a>) = if op == "set" {
            let (last, rest) = d.args.split_last().ok_or_else(|| err(rec, "(set) without a value"))?;
            (rest.to_vec(), *last)
        } else {
            (Vec::new(), (value, None))
        };
        let srcs = self.read(expr.0, expr.1.map(str::to_string), rec)?;
        // The result tree: the instruction applied to its uses, by name.
        let mut args = Vec::new();
        for o in &instr.named_operands[instr_defs(instr)..] {
            if o.name.is_empty() {
                return Err(err(rec, format!("an operand of {} has no name, so its pattern cannot bind it", instr.name)));
            }
            args.push(Tree::leaf(Leaf::Any, Some(o.name.to_string())));
        }
        let dst = Tree { kind: Kind::Instr(index, args), name: None, types: Vec::new(), predicates: Vec::new() };
        let mut out = Vec::new();
        for mut src in srcs {
            // `set` operands type the expression's results.
            let mut tys = Vec::new();
            for (v, name) in &results {
                let def = v.as_def().ok_or_else(|| err(rec, format!("(set {}) is not a register class or register", v.to_tablegen())))?;
                let t = self.leaf_types(def, rec)?;
                if let (Some(n), true) = (name, def.is_subclass_of_name("Register")) {
                    return Err(err(rec, format!("physical register {} cannot be named ${n}", def.name())));
                }
                tys.push(t);
            }
            if !results.is_empty() {
                if src.types.len() < tys.len() {
                    return Err(err(rec, format!("(set ...) of {} has {} results but its value has {}", instr.name, tys.len(), src.types.len())));
                }
                for (slot, t) in src.types.iter_mut().zip(tys) {
                    *slot = slot.intersect(t);
                }
            }
            out.push(Pattern {
                src,
                dst: vec![dst.clone()],
                predicate: predicate_of(rec)?,
                added_complexity: rec.get_value_as_int("AddedComplexity").unwrap_or(0),
                origin: instr.name.clone(),
            });
        }
        Ok(out)
    }

    fn pat_def(&self, def: RecordRef<'a>) -> Result<Vec<Pattern>, Diagnostic> {
        let src_value = def.get_value("PatternToMatch")?;
        let srcs = self.read(src_value, None, def)?;
        let mut dst = Vec::new();
        for r in def.get_value_as_list("ResultInstrs")? {
            dst.push(self.read_result(r, None, def)?);
        }
        if dst.is_empty() {
            return Err(err(def, format!("pattern {} has no result", def.name())));
        }
        let predicate = predicate_of(def)?;
        let added = def.get_value_as_int("AddedComplexity")?;
        Ok(srcs
            .into_iter()
            .map(|src| Pattern { src, dst: dst.clone(), predicate: predicate.clone(), added_complexity: added, origin: def.name().to_string() })
            .collect())
    }

    /// The types a register class / register operand / register def holds.
    pub fn leaf_types(&self, def: RecordRef<'a>, user: RecordRef<'a>) -> Result<TypeSet, Diagnostic> {
        if def.is_subclass_of_name("RegisterClass") {
            return self.class_types(def.name(), user);
        }
        if def.is_subclass_of_name("RegisterOperand") {
            return self.class_types(def.get_value_as_def("RegClass")?.name(), user);
        }
        if def.is_subclass_of_name("Register") {
            return Ok(self.reg_types(def.name()));
        }
        Err(err(user, format!("`{}' is not a register class or register", def.name())))
    }

    pub fn class_types(&self, class: &str, user: RecordRef<'a>) -> Result<TypeSet, Diagnostic> {
        let c = self.regs.class(class).ok_or_else(|| err(user, format!("`{class}' is not a register class")))?;
        let mut t = TypeSet::EMPTY;
        for vt in &self.regs.classes[c as usize].value_types {
            if let Some(v) = self.vocab.vt(vt) {
                t = t.with(v);
            }
        }
        Ok(t)
    }

    /// The types of the classes that hold a physical register.
    pub fn reg_types(&self, reg: &str) -> TypeSet {
        let Some(r) = self.regs.reg(reg) else { return TypeSet::ALL };
        let mut t = TypeSet::EMPTY;
        for c in &self.regs.classes {
            if c.members.binary_search(&r).is_ok() {
                for vt in &c.value_types {
                    if let Some(v) = self.vocab.vt(vt) {
                        t = t.with(v);
                    }
                }
            }
        }
        if t == TypeSet::EMPTY {
            TypeSet::ALL
        } else {
            t
        }
    }

    /// Reads a source pattern value: every alternative of the fragments it uses.
    fn read(&self, v: ValueRef<'a>, name: Option<String>, rec: RecordRef<'a>) -> Result<Vec<Tree>, Diagnostic> {
        self.read_with(v, name, rec, &[])
    }

    /// `bindings`: fragment operand name → the trees standing for it.
    fn read_with(&self, v: ValueRef<'a>, name: Option<String>, rec: RecordRef<'a>, bindings: &[(String, Tree)]) -> Result<Vec<Tree>, Diagnostic> {
        match v.init() {
            Init::Int(i) => Ok(vec![Tree::leaf(Leaf::Int(*i), name)]),
            Init::Unset => self.bound_or(name, bindings, Leaf::Any),
            Init::Def(_) => {
                let def = v.as_def().expect("a def value");
                self.read_def(def, name, rec, bindings)
            }
            Init::Dag(..) => {
                let d = v.as_dag().expect("a dag value");
                let op = d.operator.as_def().ok_or_else(|| err(rec, format!("operator of {} is not a def", v.to_tablegen())))?;
                let name = name.or_else(|| d.operator_name.map(str::to_string));
                // Children, each with its alternatives.
                let mut child_alts = Vec::new();
                for (a, n) in &d.args {
                    child_alts.push(self.read_with(*a, n.map(str::to_string), rec, bindings)?);
                }
                if op.is_subclass_of_name("ValueType") {
                    let vt = self.vocab.vt(op.name()).expect("value types are known");
                    if child_alts.len() != 1 {
                        return Err(err(rec, format!("type cast ({} ...) takes one operand", op.name())));
                    }
                    let mut out = child_alts.pop().expect("one operand");
                    for t in &mut out {
                        t.types[0] = t.types[0].intersect(TypeSet::single(vt));
                        if name.is_some() {
                            t.name = name.clone();
                        }
                    }
                    return Ok(out);
                }
                let combos = cartesian(child_alts);
                let mut out = Vec::new();
                if let Some(&n) = self.vocab.node_by_name.get(op.name()) {
                    let node = &self.vocab.nodes[n];
                    if let Some(expected) = node.num_operands {
                        if expected != d.args.len() {
                            return Err(err(rec, format!("{} takes {expected} operands, not {} in {}", op.name(), d.args.len(), v.to_tablegen())));
                        }
                    }
                    for children in combos {
                        out.push(Tree {
                            kind: Kind::Node(n, children),
                            name: name.clone(),
                            types: vec![TypeSet::ALL; node.num_results],
                            predicates: Vec::new(),
                        });
                    }
                    return Ok(out);
                }
                if op.is_subclass_of_name("PatFrags") {
                    for children in combos {
                        out.extend(self.expand_fragment(op, children, name.clone(), rec)?);
                    }
                    return Ok(out);
                }
                Err(err(rec, format!("`{}' is not an SDNode, fragment or value type in {}", op.name(), v.to_tablegen())))
            }
            _ => Err(err(rec, format!("`{}' cannot appear in a selection pattern", v.to_tablegen()))),
        }
    }

    fn bound_or(&self, name: Option<String>, bindings: &[(String, Tree)], leaf: Leaf) -> Result<Vec<Tree>, Diagnostic> {
        if let Some(n) = &name {
            if let Some((_, t)) = bindings.iter().find(|(b, _)| b == n) {
                return Ok(vec![t.clone()]);
            }
        }
        Ok(vec![Tree::leaf(leaf, name)])
    }

    fn read_def(&self, def: RecordRef<'a>, name: Option<String>, rec: RecordRef<'a>, bindings: &[(String, Tree)]) -> Result<Vec<Tree>, Diagnostic> {
        if def.name() == "node" || def.name() == "srcvalue" {
            return self.bound_or(name, bindings, Leaf::Any);
        }
        if def.is_subclass_of_name("RegisterClass") || def.is_subclass_of_name("RegisterOperand") {
            let class = if def.is_subclass_of_name("RegisterOperand") { def.get_value_as_def("RegClass")?.name() } else { def.name() };
            let mut t = Tree::leaf(Leaf::RegClass(class.to_string()), name);
            t.types[0] = self.class_types(class, rec)?;
            return Ok(vec![t]);
        }
        if def.is_subclass_of_name("Register") {
            let mut t = Tree::leaf(Leaf::PhysReg(def.name().to_string()), name);
            t.types[0] = self.reg_types(def.name());
            return Ok(vec![t]);
        }
        if let Some(&c) = self.vocab.complex_by_name.get(def.name()) {
            let mut t = Tree::leaf(Leaf::ComplexPat(c), name);
            t.types[0] = TypeSet::single(self.vocab.complex[c].vt);
            return Ok(vec![t]);
        }
        if def.is_subclass_of_name("CondCode") {
            let cc = def.get_value_as_string("ICmpPredicate")?;
            let i = super::nodes::COND_CODES.iter().position(|c| *c == cc).ok_or_else(|| err(def, format!("unknown condition `{cc}'")))?;
            let mut t = Tree::leaf(Leaf::CondCode(i as u8), name);
            t.types[0] = self.vocab.vt("OtherVT").map_or(TypeSet::ALL, TypeSet::single);
            return Ok(vec![t]);
        }
        if def.is_subclass_of_name("ValueType") {
            let mut t = Tree::leaf(Leaf::ValueType(self.vocab.vt(def.name()).expect("value types are known")), name);
            t.types[0] = self.vocab.vt("OtherVT").map_or(TypeSet::ALL, TypeSet::single);
            return Ok(vec![t]);
        }
        if let Some(&n) = self.vocab.node_by_name.get(def.name()) {
            let node = &self.vocab.nodes[n];
            if node.num_operands.unwrap_or(0) != 0 {
                return Err(err(rec, format!("{} needs operands; write ({} ...)", def.name(), def.name())));
            }
            return Ok(vec![Tree { kind: Kind::Node(n, Vec::new()), name, types: vec![TypeSet::ALL; node.num_results], predicates: Vec::new() }]);
        }
        if def.is_subclass_of_name("PatFrags") {
            return self.expand_fragment(def, Vec::new(), name, rec);
        }
        if let Some(n) = &name {
            if let Some((_, t)) = bindings.iter().find(|(b, _)| b == n) {
                return Ok(vec![t.clone()]);
            }
        }
        Err(err(rec, format!("`{}' cannot be a leaf of a selection pattern", def.name())))
    }

    /// A fragment applied to operand trees: each alternative with the operands substituted and
    /// the fragment's predicates on its root.
    fn expand_fragment(&self, frag: RecordRef<'a>, args: Vec<Tree>, name: Option<String>, rec: RecordRef<'a>) -> Result<Vec<Tree>, Diagnostic> {
        let ops = frag.get_value_as_dag("Operands")?;
        if ops.args.len() != args.len() {
            return Err(err(rec, format!("fragment {} takes {} operands, not {}", frag.name(), ops.args.len(), args.len())));
        }
        let fragments = frag.get_value_as_list("Fragments")?;
        let mut bindings = Vec::new();
        for ((_, n), mut t) in ops.args.iter().zip(args) {
            let n = n.ok_or_else(|| err(frag, format!("operands of fragment {} must be named", frag.name())))?;
            // An operand used twice must match the same value twice: give it a name (one no
            // result can refer to) so that the second use checks it is the same.
            if t.name.is_none() && fragments.iter().any(|f| uses_of(*f, n) > 1) {
                t.name = Some(format!("{}.{n}.{}", frag.name(), self.unique_names()));
            }
            bindings.push((n.to_string(), t));
        }
        let pred = code_of(frag, "PredicateCode")?;
        let imm = code_of(frag, "ImmediateCode")?;
        let mut out = Vec::new();
        for f in fragments {
            for mut t in self.read_with(f, None, frag, &bindings)? {
                if !pred.is_empty() {
                    t.predicates.push(pred.clone());
                }
                if !imm.is_empty() {
                    t.predicates.push(format!("{}{imm}{}", IMM_PREDICATE.0, IMM_PREDICATE.1));
                }
                if name.is_some() {
                    t.name = name.clone();
                }
                out.push(t);
            }
        }
        Ok(out)
    }

    /// Reads a result tree.
    fn read_result(&self, v: ValueRef<'a>, name: Option<String>, rec: RecordRef<'a>) -> Result<Tree, Diagnostic> {
        match v.init() {
            Init::Int(i) => Ok(Tree::leaf(Leaf::Int(*i), name)),
            Init::Unset => Ok(Tree::leaf(Leaf::Any, name)),
            Init::Def(_) => {
                let def = v.as_def().expect("a def value");
                if def.is_subclass_of_name("SubRegIndex") {
                    return Ok(Tree::leaf(Leaf::SubRegIndex(def.name().to_string()), name));
                }
                if def.is_subclass_of_name("Register") && name.is_none() {
                    let mut t = Tree::leaf(Leaf::PhysReg(def.name().to_string()), None);
                    t.types[0] = self.reg_types(def.name());
                    return Ok(t);
                }
                if (def.is_subclass_of_name("RegisterClass") || def.is_subclass_of_name("RegisterOperand")) && name.is_none() {
                    let class = if def.is_subclass_of_name("RegisterOperand") { def.get_value_as_def("RegClass")?.name() } else { def.name() };
                    return Ok(Tree::leaf(Leaf::RegClass(class.to_string()), None));
                }
                if let Some(&i) = self.instr_by_name.get(def.name()) {
                    return Ok(Tree { kind: Kind::Instr(i, Vec::new()), name, types: Vec::new(), predicates: Vec::new() });
                }
                // A named operand (`GR32:$src`, `imm:$x`, `addr:$p`): refers to the source by name.
                if name.is_some() {
                    return Ok(Tree::leaf(Leaf::Any, name));
                }
                Err(err(rec, format!("`{}' cannot be a leaf of a result pattern", def.name())))
            }
            Init::Dag(..) => {
                let d = v.as_dag().expect("a dag value");
                let op = d.operator.as_def().ok_or_else(|| err(rec, format!("operator of {} is not a def", v.to_tablegen())))?;
                let mut children = Vec::new();
                for (a, n) in &d.args {
                    children.push(self.read_result(*a, n.map(str::to_string), rec)?);
                }
                if op.is_subclass_of_name("ValueType") {
                    let vt = self.vocab.vt(op.name()).expect("value types are known");
                    let mut child = children.pop().filter(|_| d.args.len() == 1).ok_or_else(|| err(rec, format!("type cast ({} ...) takes one operand", op.name())))?;
                    child.types = vec![TypeSet::single(vt)];
                    return Ok(child);
                }
                if let Some(&i) = self.instr_by_name.get(op.name()) {
                    return Ok(Tree { kind: Kind::Instr(i, children), name, types: Vec::new(), predicates: Vec::new() });
                }
                if op.is_subclass_of_name("SDNodeXForm") {
                    let code = code_of(op, "XFormFunction")?;
                    let child = children.pop().filter(|_| d.args.len() == 1).ok_or_else(|| err(rec, format!("transform {} takes one operand", op.name())))?;
                    return Ok(Tree { kind: Kind::XForm(code, Box::new(child)), name, types: vec![TypeSet::ALL], predicates: Vec::new() });
                }
                Err(err(rec, format!("`{}' is not an instruction, transform or value type in result {}", op.name(), v.to_tablegen())))
            }
            _ => Err(err(rec, format!("`{}' cannot appear in a result pattern", v.to_tablegen()))),
        }
    }
}

/// The Rust text around an `ImmLeaf`'s `ImmediateCode` (a bool expression over `imm: i64`)
/// among a node's predicates.
const IMM_PREDICATE: (&str, &str) = ("{ let imm = ::kiln_codegen::isel::dag::matcher::immediate_value(dag, n); ", " }");

/// The `ImmediateCode` of a node predicate that came from an `ImmLeaf`, or `None` for a
/// predicate over the DAG node.
pub fn immediate_code(predicate: &str) -> Option<&str> {
    predicate.strip_prefix(IMM_PREDICATE.0)?.strip_suffix(IMM_PREDICATE.1)
}

/// How many arguments of a dag (at any depth) are named `name`.
fn uses_of(v: ValueRef<'_>, name: &str) -> usize {
    let Some(d) = v.as_dag() else { return 0 };
    d.args.iter().map(|(a, n)| usize::from(*n == Some(name)) + uses_of(*a, name)).sum()
}

/// The number of explicit definitions (named operands of `outs`).
pub fn instr_defs(instr: &crate::backends::instr_model::Instr<'_>) -> usize {
    instr.named_operands.iter().take_while(|o| o.first < instr.num_defs).count()
}

fn cartesian(alts: Vec<Vec<Tree>>) -> Vec<Vec<Tree>> {
    let mut out: Vec<Vec<Tree>> = vec![Vec::new()];
    for options in alts {
        let mut next = Vec::with_capacity(out.len() * options.len());
        for prefix in &out {
            for o in &options {
                let mut p = prefix.clone();
                p.push(o.clone());
                next.push(p);
            }
        }
        out = next;
    }
    out
}

/// The tree and its variants with the first two operands of commutative nodes swapped (all
/// combinations), leaving out swaps that cannot change what matches.
fn commuted(t: &Tree, vocab: &Vocabulary<'_>) -> Vec<Tree> {
    let Kind::Node(n, children) = &t.kind else { return vec![t.clone()] };
    let mut child_variants: Vec<Vec<Tree>> = children.iter().map(|c| commuted(c, vocab)).collect();
    let commutative = vocab.nodes[*n].props & COMMUTATIVE != 0 && children.len() >= 2;
    let mut out = Vec::new();
    let both_plain = children.len() >= 2 && is_plain_leaf(&children[0]) && is_plain_leaf(&children[1]);
    let orders: &[bool] = if commutative && !both_plain && children[0] != children[1] { &[false, true] } else { &[false] };
    let variants = cartesian(std::mem::take(&mut child_variants));
    for &swap in orders {
        for v in &variants {
            let mut v = v.clone();
            if swap {
                v.swap(0, 1);
            }
            out.push(Tree { kind: Kind::Node(*n, v), ..t.clone() });
        }
    }
    out
}

/// A leaf that matches any value of its type (swapping two of them matches the same nodes).
fn is_plain_leaf(t: &Tree) -> bool {
    matches!(t.kind, Kind::Leaf(Leaf::RegClass(_) | Leaf::Any)) && t.predicates.is_empty()
}
