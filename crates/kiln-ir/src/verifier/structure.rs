//! Structural checks of a function body, run before anything that trusts the structure.
//!
//! Every block in the layout exists once and ends in exactly one terminator; every
//! instruction sits in exactly one block; every operand refers to something that exists
//! (instructions placed in this function, arguments, constants, globals, blocks in the
//! layout, metadata); operand counts and opcode-specific data fit the opcode, and labels,
//! metadata and inline asm appear only where an opcode takes them. Local names are unique.
//! Later checks (dominance, types, printing an instruction for a message) rely on all this.

use super::{At, Verifier};
use crate::inst::{Inst, InstData, Opcode};
use crate::module::Function;
use crate::value::Value;

/// What kind of operand an opcode takes at a position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// An ordinary value (never a label, metadata or inline asm).
    Value,
    Label,
    /// A call argument: a value or metadata.
    CallArg,
    /// A callee: a value or inline asm.
    Callee,
}

/// Where an opcode takes labels, call arguments or a callee among its operands; every other
/// operand is an ordinary value.
#[derive(Clone, Copy)]
enum Shape {
    /// Ordinary values only.
    Values,
    /// `br label %b` or `br i1 %c, label %t, label %f`.
    Br,
    /// Value and label pairs.
    Switch,
    /// An address, then labels.
    IndirectBr,
    /// Arguments, the callee, the normal and unwind labels.
    Invoke,
    /// Arguments, then the callee.
    Call,
}

impl Shape {
    /// The kind of operand `k` of `n`.
    #[inline]
    fn slot(self, k: usize, n: usize) -> Slot {
        match self {
            Shape::Values => Slot::Value,
            Shape::Br => if n == 1 || k > 0 { Slot::Label } else { Slot::Value },
            Shape::Switch => if k & 1 == 1 { Slot::Label } else { Slot::Value },
            Shape::IndirectBr => if k > 0 { Slot::Label } else { Slot::Value },
            Shape::Invoke => if k + 2 >= n { Slot::Label } else if k + 3 == n { Slot::Callee } else { Slot::CallArg },
            Shape::Call => if k + 1 == n { Slot::Callee } else { Slot::CallArg },
        }
    }
}

/// Checks the operand count and opcode data of `inst`; returns where its operands of each
/// kind are.
fn shape(inst: &Inst) -> Result<Shape, String> {
    let n = inst.operands.len();
    let op = inst.opcode;
    let data_ok = match (&inst.data, op) {
        (InstData::ICmp(_), Opcode::ICmp) | (InstData::FCmp(_), Opcode::FCmp) => true,
        (InstData::Alloca { .. }, Opcode::Alloca) => true,
        (InstData::Mem { .. }, Opcode::Load | Opcode::Store) => true,
        (InstData::Fence { .. }, Opcode::Fence) => true,
        (InstData::CmpXchg { .. }, Opcode::CmpXchg) => true,
        (InstData::AtomicRmw { .. }, Opcode::AtomicRmw) => true,
        (InstData::Gep { .. }, Opcode::GetElementPtr) => true,
        (InstData::Phi(blocks), Opcode::Phi) => blocks.len() == n,
        (InstData::Indices(idx), Opcode::ExtractValue | Opcode::InsertValue) => !idx.is_empty(),
        (InstData::Call(_), Opcode::Call | Opcode::Invoke) => true,
        (InstData::LandingPad { catch, .. }, Opcode::LandingPad) => catch.len() == n,
        (InstData::None, _) => !matches!(
            op,
            Opcode::ICmp
                | Opcode::FCmp
                | Opcode::Alloca
                | Opcode::Load
                | Opcode::Store
                | Opcode::Fence
                | Opcode::CmpXchg
                | Opcode::AtomicRmw
                | Opcode::GetElementPtr
                | Opcode::Phi
                | Opcode::ExtractValue
                | Opcode::InsertValue
                | Opcode::Call
                | Opcode::Invoke
                | Opcode::LandingPad
        ),
        _ => false,
    };
    if !data_ok {
        return Err(format!("'{}' has the wrong kind of instruction data", op.name()));
    }
    let (count_ok, shape) = counted_shape(op, n);
    if !count_ok {
        return Err(format!("'{}' with {} operands", op.name(), n));
    }
    Ok(shape)
}

/// Whether `op` takes `n` operands, and where it takes its operands of each kind.
fn counted_shape(op: Opcode, n: usize) -> (bool, Shape) {
    match op {
        Opcode::Ret => (n <= 1, Shape::Values),
        Opcode::Br => (n == 1 || n == 3, Shape::Br),
        Opcode::Switch => (n >= 2 && n & 1 == 0, Shape::Switch),
        Opcode::IndirectBr => (n >= 1, Shape::IndirectBr),
        Opcode::Invoke => (n >= 3, Shape::Invoke),
        Opcode::Call => (n >= 1, Shape::Call),
        Opcode::Resume | Opcode::FNeg | Opcode::Load | Opcode::VaArg | Opcode::ExtractValue | Opcode::Freeze => (n == 1, Shape::Values),
        Opcode::Unreachable | Opcode::Fence => (n == 0, Shape::Values),
        Opcode::Alloca => (n <= 1, Shape::Values),
        Opcode::Store | Opcode::AtomicRmw | Opcode::ExtractElement | Opcode::InsertValue => (n == 2, Shape::Values),
        Opcode::CmpXchg | Opcode::Select | Opcode::InsertElement | Opcode::ShuffleVector => (n == 3, Shape::Values),
        Opcode::GetElementPtr => (n >= 1, Shape::Values),
        Opcode::ICmp | Opcode::FCmp => (n == 2, Shape::Values),
        Opcode::Phi | Opcode::LandingPad => (true, Shape::Values),
        _ if op.is_binary() => (n == 2, Shape::Values),
        _ if op.is_cast() => (n == 1, Shape::Values),
        _ => (false, Shape::Values),
    }
}

/// For an instruction of a module as the reader returned it, whether every operand sits
/// where its opcode takes one of its kind and none is metadata (whose locals
/// [`Verifier::operands`] looks at). The reader proves the rest of [`Verifier::operands`] by
/// construction: each operand it reads exists (a value used before its definition is
/// defined by the end of the body or is an error, and so is a block), and it builds each
/// opcode with its operand count and kind of data. What it does not prove is the kind of an
/// operand read against the type the text gives (`store label %b, ptr %p` reads).
#[inline(always)]
fn fits_as_read(inst: &Inst) -> bool {
    let n = inst.operands.len();
    let (_, shape) = counted_shape(inst.opcode, n);
    if let Shape::Values = shape {
        return inst.operands.iter().all(|v| !matches!(v, Value::Block(_) | Value::Metadata(_) | Value::InlineAsm(_)));
    }
    inst.operands.iter().enumerate().all(|(k, &v)| match v {
        Value::Block(_) => shape.slot(k, n) == Slot::Label,
        Value::Metadata(_) => false,
        Value::InlineAsm(_) => shape.slot(k, n) == Slot::Callee,
        _ => shape.slot(k, n) != Slot::Label,
    })
}

impl Verifier<'_> {
    /// Checks the structure of `f`; false when later checks must not run on it.
    pub(super) fn structure(&mut self, f: &Function) -> bool {
        if self.as_read && self.structure_as_read(f) {
            return true;
        }
        let before = self.errors.len();
        let nb = f.blocks.len();
        self.in_layout.clear();
        self.in_layout.resize(nb, false);
        self.inst_block.clear();
        self.inst_block.resize(f.insts.len(), u32::MAX);
        self.inst_pos.clear();
        self.inst_pos.resize(f.insts.len(), 0);
        for &b in &f.layout {
            if b.index() >= nb || self.in_layout[b.index()] {
                self.error(f, At::Function, format!("block #{} is missing or appears twice in the layout", b.0));
                return false;
            }
            self.in_layout[b.index()] = true;
        }
        for &b in &f.layout {
            let insts = &f.blocks[b.index()].insts;
            if insts.is_empty() {
                self.error(f, At::Block(b), "block is empty (it must end in a terminator)".into());
                continue;
            }
            for (pos, &i) in insts.iter().enumerate() {
                if i.index() >= f.insts.len() || self.inst_block[i.index()] != u32::MAX {
                    self.error(f, At::Block(b), format!("instruction #{} is missing or appears twice", i.0));
                    return false;
                }
                self.inst_block[i.index()] = b.0;
                self.inst_pos[i.index()] = pos as u32;
            }
            let last = insts[insts.len() - 1];
            if !f.insts[last.index()].opcode.is_terminator() {
                let msg = format!("block does not end in a terminator (it ends in '{}')", f.insts[last.index()].opcode.name());
                self.error(f, At::Block(b), msg);
            }
        }
        if self.errors.len() > before {
            return false;
        }
        for &b in &f.layout {
            let insts = &f.blocks[b.index()].insts;
            for (pos, &i) in insts.iter().enumerate() {
                if let Err(msg) = self.operands(f, &f.insts[i.index()]) {
                    // The instruction cannot be printed safely: describe it instead.
                    let inst = &f.insts[i.index()];
                    let msg = format!("instruction #{} ('{}' with {} operands): {msg}", i.0, inst.opcode.name(), inst.operands.len());
                    self.error(f, At::Block(b), msg);
                } else if pos + 1 < insts.len() && f.insts[i.index()].opcode.is_terminator() {
                    self.error(f, At::Inst(b, i), "terminator in the middle of a block".into());
                }
            }
        }
        if self.errors.len() == before {
            self.unique_names(f);
        }
        self.errors.len() == before
    }

    /// [`Verifier::structure`] of a function as the reader returned it, in one pass: true when
    /// every operand sits where its opcode takes one of its kind ([`fits_as_read`]); false,
    /// with nothing reported, for the full checks to find what is wrong. The reader proves the
    /// rest: the layout names every block once, each block ends in its only terminator, each
    /// instruction is in one block, and a local name is defined once (a repeated one is its
    /// error).
    fn structure_as_read(&mut self, f: &Function) -> bool {
        self.inst_block.clear();
        self.inst_block.resize(f.insts.len(), u32::MAX);
        self.inst_pos.clear();
        self.inst_pos.resize(f.insts.len(), 0);
        for &b in &f.layout {
            for (pos, &i) in f.blocks[b.index()].insts.iter().enumerate() {
                if !fits_as_read(&f.insts[i.index()]) {
                    return false;
                }
                self.inst_block[i.index()] = b.0;
                self.inst_pos[i.index()] = pos as u32;
            }
        }
        true
    }

    /// Operand references and counts of one instruction.
    fn operands(&self, f: &Function, inst: &Inst) -> Result<(), String> {
        let shape = shape(inst)?;
        let m = self.m;
        let n = inst.operands.len();
        let mut metadata = false;
        for (k, &v) in inst.operands.iter().enumerate() {
            let slot = shape.slot(k, n);
            metadata |= matches!(v, Value::Metadata(_));
            let exists = match v {
                Value::Inst(i) => i.index() < f.insts.len() && self.inst_block[i.index()] != u32::MAX,
                Value::Arg(a) => (a as usize) < f.args.len(),
                Value::Const(c) => c.index() < m.consts.len(),
                Value::Global(g) => g.index() < m.globals.len(),
                Value::Block(b) => b.index() < f.blocks.len() && self.in_layout[b.index()],
                Value::Metadata(md) => md.index() < m.metadata.len(),
                Value::InlineAsm(a) => a.index() < m.inline_asms.len(),
            };
            if !exists {
                return Err(format!("operand {k} refers to something that is not in this function or module ({v:?})"));
            }
            let fits = match v {
                Value::Block(_) => slot == Slot::Label,
                Value::Metadata(_) => slot == Slot::CallArg,
                Value::InlineAsm(_) => slot == Slot::Callee,
                _ => slot != Slot::Label,
            };
            if !fits {
                return Err(format!("operand {k} ({v:?}) is not allowed in that position"));
            }
        }
        // Nearly no instruction has metadata operands: its operands are not looked at again.
        if metadata {
            for &md in inst.operands.iter().filter_map(|v| if let Value::Metadata(md) = v { Some(md) } else { None }) {
                if let Some(local) = self.stray_local(f, md) {
                    return Err(format!("metadata operand refers to a local value that is not in this function ({local:?})"));
                }
            }
        }
        if let InstData::Phi(blocks) = &inst.data {
            if let Some(b) = blocks.iter().find(|b| b.index() >= f.blocks.len() || !self.in_layout[b.index()]) {
                return Err(format!("PHI names block #{} which is not in the function", b.0));
            }
        }
        Ok(())
    }

    /// A function-local value inside metadata operand `md` (directly, or in a node's fields
    /// such as `!DIArgList`) that does not exist in `f`.
    fn stray_local(&self, f: &Function, md: crate::metadata::MdId) -> Option<Value> {
        let local_ok = |v: Value| match v {
            Value::Inst(i) => i.index() < f.insts.len() && self.inst_block[i.index()] != u32::MAX,
            Value::Arg(a) => (a as usize) < f.args.len(),
            Value::Block(_) => false,
            _ => true,
        };
        let value_of = |id: crate::metadata::MdId| match self.m.metadata.get(id.index()) {
            Some(crate::metadata::Metadata::Value(_, v)) => Some(*v),
            _ => None,
        };
        if let Some(v) = value_of(md) {
            return (!local_ok(v)).then_some(v);
        }
        if let Some(crate::metadata::Metadata::Node { fields, .. }) = self.m.metadata.get(md.index()) {
            for (_, field) in fields {
                if let crate::metadata::MdField::Md(inner) = field {
                    if let Some(v) = value_of(*inner).filter(|&v| !local_ok(v)) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    /// Arguments, blocks and instruction results share one namespace per function.
    fn unique_names(&mut self, f: &Function) {
        self.name_round += 1;
        if self.name_seen.len() < self.m.symbols.len() {
            self.name_seen.resize(self.m.symbols.len(), 0);
        }
        let round = self.name_round;
        let seen = &mut self.name_seen;
        // Whether `s` was already a name of this function (marking it one).
        let mut repeated = |s: crate::symbol::Sym| std::mem::replace(&mut seen[s.0 as usize], round) == round;
        let mut dup = None;
        for a in &f.args {
            if let Some(s) = a.name {
                if repeated(s) {
                    dup = dup.or(Some((s, None)));
                }
            }
        }
        for &b in &f.layout {
            if let Some(s) = f.blocks[b.index()].name {
                if repeated(s) {
                    dup = dup.or(Some((s, Some((b, None)))));
                }
            }
            for &i in &f.blocks[b.index()].insts {
                if let Some(s) = f.insts[i.index()].name {
                    if repeated(s) {
                        dup = dup.or(Some((s, Some((b, Some(i))))));
                    }
                }
            }
        }
        if let Some((s, place)) = dup {
            let msg = format!("the name '%{}' is defined more than once", self.m.symbols.text(s));
            let at = match place {
                None => At::Function,
                Some((b, None)) => At::Block(b),
                Some((b, Some(i))) => At::Inst(b, i),
            };
            self.error(f, at, msg);
        }
    }
}
