//! Type inference for source patterns: every operation result and leaf gets the set of value
//! types it may have, narrowed to a fixpoint by the SDTypeProfile constraints of its node, by
//! register-class and ValueType leaves, by the operand types of the result instructions that
//! use a name, and by every other use of the same name. A pattern left with several possible
//! types is split into one pattern per type.
//!
//! `iPTR` (the pointer type, fixed only by the target) stands for "a pointer": it unifies
//! with exactly one integer type, and no type check is emitted for it.

use super::nodes::{Constraint, Vocabulary};
use super::patterns::{instr_defs, Kind, Pattern, Reader, Tree};
use rustc_hash::FxHashMap;

/// A set of value types, by their numbers (all below 64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeSet(pub u64);

impl TypeSet {
    pub const EMPTY: TypeSet = TypeSet(0);
    /// Not yet constrained (narrowed to the target's types when inference starts).
    pub const ALL: TypeSet = TypeSet(u64::MAX);

    pub fn single(vt: u8) -> TypeSet {
        TypeSet(1 << vt)
    }
    pub fn with(self, vt: u8) -> TypeSet {
        TypeSet(self.0 | 1 << vt)
    }
    pub fn has(self, vt: u8) -> bool {
        self.0 >> vt & 1 == 1
    }
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The type, when the set has exactly one.
    pub fn only(self) -> Option<u8> {
        (self.count() == 1).then(|| self.0.trailing_zeros() as u8)
    }
    pub fn members(self) -> impl Iterator<Item = u8> {
        (0..64u8).filter(move |&v| self.has(v))
    }
    pub fn intersect(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 & other.0)
    }
}

/// Type classes of the description's value types.
pub struct Classes {
    pub int: TypeSet,
    pub fp: TypeSet,
    pub vec: TypeSet,
    pub vec_int: TypeSet,
    pub vec_fp: TypeSet,
    pub ptr: Option<u8>,
    /// The types the target's register classes hold, and OtherVT: what "any type" means.
    pub universe: TypeSet,
}

impl Classes {
    pub fn new(reader: &Reader<'_, '_>) -> Classes {
        let v = reader.vocab;
        let mut c = Classes {
            int: TypeSet::EMPTY,
            fp: TypeSet::EMPTY,
            vec: TypeSet::EMPTY,
            vec_int: TypeSet::EMPTY,
            vec_fp: TypeSet::EMPTY,
            ptr: v.iptr(),
            universe: TypeSet::EMPTY,
        };
        for (name, &n) in &v.vts.by_name {
            let digits_after = |p: usize| name.len() > p && name[p..].bytes().all(|b| b.is_ascii_digit());
            if name.starts_with('i') && digits_after(1) {
                c.int = c.int.with(n);
            } else if name.starts_with('f') && digits_after(1) {
                c.fp = c.fp.with(n);
            } else if let Some(rest) = name.strip_prefix('v') {
                let elem = rest.trim_start_matches(|ch: char| ch.is_ascii_digit());
                if elem.len() < rest.len() && (elem.starts_with('i') || elem.starts_with('f')) {
                    c.vec = c.vec.with(n);
                    if elem.starts_with('i') {
                        c.vec_int = c.vec_int.with(n);
                    } else {
                        c.vec_fp = c.vec_fp.with(n);
                    }
                }
            }
        }
        for class in &reader.regs.classes {
            for vt in &class.value_types {
                if let Some(n) = v.vt(vt) {
                    c.universe = c.universe.with(n);
                }
            }
        }
        if let Some(o) = v.vt("OtherVT") {
            c.universe = c.universe.with(o);
        }
        c
    }

    /// Intersection where `{iPTR}` unifies with exactly one integer type.
    pub fn meet(&self, a: TypeSet, b: TypeSet) -> TypeSet {
        if let Some(p) = self.ptr {
            let ptr = TypeSet::single(p);
            for (x, y) in [(a, b), (b, a)] {
                if x == ptr {
                    if y.has(p) {
                        return ptr;
                    }
                    let ints = y.intersect(self.int);
                    return match ints.count() {
                        0 => TypeSet::EMPTY,
                        1 => ints,
                        _ => ptr,
                    };
                }
            }
        }
        a.intersect(b)
    }

    /// Whether a set needs no splitting: one type, or the pointer type.
    pub fn is_settled(&self, t: TypeSet) -> bool {
        t.count() == 1
    }
}

/// Narrows the types of `pat.src` to a fixpoint; an error names a contradiction.
pub fn infer_pattern(pat: &mut Pattern, reader: &Reader<'_, '_>) -> Result<(), String> {
    let classes = Classes::new(reader);
    let mut named: FxHashMap<String, TypeSet> = FxHashMap::default();
    // What the result instructions say about names and the root's results.
    for (i, d) in pat.dst.iter().enumerate() {
        result_constraints(d, reader, &classes, &mut named);
        if let Kind::Instr(index, _) = &d.kind {
            let instr = &reader.instrs.instrs[*index];
            let defs = instr_defs(instr);
            let first = if pat.dst.len() > 1 { i } else { 0 };
            for (k, o) in instr.named_operands[..defs].iter().enumerate() {
                if let Some(t) = operand_types(o.class, reader, &classes) {
                    if let Some(slot) = pat.src.types.get_mut(first + k) {
                        *slot = classes.meet(*slot, t);
                    }
                }
                if pat.dst.len() > 1 {
                    break;
                }
            }
        } else if d.types.len() == 1 && d.types[0] != TypeSet::ALL && pat.src.types.len() > i {
            pat.src.types[i] = classes.meet(pat.src.types[i], d.types[0]);
        }
    }
    restrict_universe(&mut pat.src, &classes);
    for _ in 0..64 {
        let before = pat.src.clone();
        // Every use of a name has the same type.
        let mut seen: FxHashMap<String, TypeSet> = named.clone();
        collect_names(&pat.src, &classes, &mut seen);
        apply(&mut pat.src, reader.vocab, &classes, &seen)?;
        if pat.src == before {
            return Ok(());
        }
    }
    Err("type inference does not settle".to_string())
}

fn restrict_universe(t: &mut Tree, classes: &Classes) {
    for ty in &mut t.types {
        if *ty == TypeSet::ALL {
            *ty = classes.universe;
        }
    }
    for c in t.children_mut() {
        restrict_universe(c, classes);
    }
}

/// The types an instruction operand class holds, if it says.
fn operand_types(class: crate::record::RecordRef<'_>, reader: &Reader<'_, '_>, classes: &Classes) -> Option<TypeSet> {
    if class.is_subclass_of_name("RegisterClass") || class.is_subclass_of_name("RegisterOperand") {
        return reader.leaf_types(class, class).ok();
    }
    if class.is_subclass_of_name("Operand") {
        let parts = class.get_value_as_dag("MIOperandInfo").ok()?;
        if !parts.args.is_empty() {
            return None;
        }
        let vt = reader.vocab.vt(class.get_value_as_def("Type").ok()?.name())?;
        if Some(vt) == classes.ptr || reader.vocab.vt("OtherVT") == Some(vt) {
            return None;
        }
        return Some(TypeSet::single(vt));
    }
    None
}

fn result_constraints(t: &Tree, reader: &Reader<'_, '_>, classes: &Classes, named: &mut FxHashMap<String, TypeSet>) {
    if let Kind::Instr(index, children) = &t.kind {
        let instr = &reader.instrs.instrs[*index];
        let uses = &instr.named_operands[instr_defs(instr)..];
        for (c, o) in children.iter().zip(uses) {
            if let (Some(name), Some(ty)) = (&c.name, operand_types(o.class, reader, classes)) {
                let e = named.entry(name.clone()).or_insert(TypeSet::ALL);
                *e = if *e == TypeSet::ALL { ty } else { classes.meet(*e, ty) };
            }
        }
    }
    for c in t.children() {
        result_constraints(c, reader, classes, named);
    }
}

fn collect_names(t: &Tree, classes: &Classes, seen: &mut FxHashMap<String, TypeSet>) {
    if let (Some(n), Some(&ty)) = (&t.name, t.types.first()) {
        let e = seen.entry(n.clone()).or_insert(TypeSet::ALL);
        *e = if *e == TypeSet::ALL { ty } else { classes.meet(*e, ty) };
    }
    for c in t.children() {
        collect_names(c, classes, seen);
    }
}

fn apply(t: &mut Tree, vocab: &Vocabulary<'_>, classes: &Classes, names: &FxHashMap<String, TypeSet>) -> Result<(), String> {
    if let (Some(n), Some(ty)) = (&t.name, t.types.first_mut()) {
        if let Some(&named) = names.get(n) {
            // What other uses of the name say narrows the type unless it contradicts it (an
            // immediate operand of a narrower type than the value it encodes is fine).
            let met = classes.meet(*ty, named);
            if named != TypeSet::ALL && met != TypeSet::EMPTY {
                *ty = met;
            }
        }
    }
    if let Kind::Node(n, children) = &mut t.kind {
        let node = &vocab.nodes[*n];
        let results = node.num_results;
        for c in &node.constraints {
            let get = |slot: usize, t: &Vec<TypeSet>, ch: &Vec<Tree>| -> Option<TypeSet> {
                if slot < results {
                    t.get(slot).copied()
                } else {
                    ch.get(slot - results).and_then(|c| c.types.first().copied())
                }
            };
            let narrow = |slot: usize, f: &dyn Fn(TypeSet) -> TypeSet, types: &mut Vec<TypeSet>, ch: &mut Vec<Tree>| {
                if slot < results {
                    if let Some(s) = types.get_mut(slot) {
                        *s = f(*s);
                    }
                } else if let Some(s) = ch.get_mut(slot - results).and_then(|c| c.types.first_mut()) {
                    *s = f(*s);
                }
            };
            match *c {
                Constraint::IsVt(s, vt) => narrow(s, &|x| classes.meet(x, TypeSet::single(vt)), &mut t.types, children),
                Constraint::IsInt(s) => narrow(s, &|x| int_like(x, classes), &mut t.types, children),
                Constraint::IsFp(s) => narrow(s, &|x| x.intersect(TypeSet(classes.fp.0 | classes.vec_fp.0)), &mut t.types, children),
                Constraint::IsVec(s) => narrow(s, &|x| x.intersect(classes.vec), &mut t.types, children),
                Constraint::IsPtr(s) => {
                    if let Some(p) = classes.ptr {
                        narrow(s, &|x| classes.meet(x, TypeSet::single(p)), &mut t.types, children)
                    }
                }
                Constraint::SameAs(a, b) => {
                    if let (Some(x), Some(y)) = (get(a, &t.types, children), get(b, &t.types, children)) {
                        let m = classes.meet(x, y);
                        narrow(a, &|_| m, &mut t.types, children);
                        narrow(b, &|_| m, &mut t.types, children);
                    }
                }
                Constraint::Other => {}
            }
        }
    }
    for ty in &t.types {
        if *ty == TypeSet::EMPTY {
            return Err(format!("no type fits {}", t.name.as_deref().map_or("an operand".to_string(), |n| format!("${n}"))));
        }
    }
    for c in t.children_mut() {
        apply(c, vocab, classes, names)?;
    }
    Ok(())
}

fn int_like(x: TypeSet, classes: &Classes) -> TypeSet {
    let allowed = TypeSet(classes.int.0 | classes.vec_int.0 | classes.ptr.map_or(0, |p| 1 << p));
    x.intersect(allowed)
}

/// Splits a pattern whose types are not all settled into one pattern per possible type of the
/// first unsettled position.
pub fn split_ambiguous(pat: Pattern, reader: &Reader<'_, '_>, out: &mut Vec<Pattern>) -> Result<(), String> {
    let classes = Classes::new(reader);
    let mut path = Vec::new();
    match first_unsettled(&pat.src, &classes, &mut path) {
        None => {
            out.push(pat);
            Ok(())
        }
        Some((slot, set)) => {
            if out.len() > 256 {
                return Err(format!("pattern of {} has too many possible types", pat.origin));
            }
            for vt in set.members() {
                let mut p = pat.clone();
                let node = node_at(&mut p.src, &path);
                node.types[slot] = TypeSet::single(vt);
                if infer_pattern(&mut p, reader).is_ok() {
                    split_ambiguous(p, reader, out)?;
                }
            }
            Ok(())
        }
    }
}

fn first_unsettled(t: &Tree, classes: &Classes, path: &mut Vec<usize>) -> Option<(usize, TypeSet)> {
    for (i, ty) in t.types.iter().enumerate() {
        if !classes.is_settled(*ty) {
            return Some((i, *ty));
        }
    }
    for (i, c) in t.children().iter().enumerate() {
        path.push(i);
        if let Some(found) = first_unsettled(c, classes, path) {
            return Some(found);
        }
        path.pop();
    }
    None
}

fn node_at<'t>(t: &'t mut Tree, path: &[usize]) -> &'t mut Tree {
    match path.split_first() {
        None => t,
        Some((&i, rest)) => node_at(&mut t.children_mut()[i], rest),
    }
}
