//! The IR verifier: checks that a [`Module`] is well formed before anything relies on it.
//!
//! Per function it checks, in order: structure (`structure.rs`: every block ends in exactly one
//! terminator, operands refer to things that exist, operand counts fit the opcode), the CFG
//! (the entry block has no predecessors, PHIs are grouped at the top with one entry per
//! predecessor edge), SSA dominance (over the dominator tree, [`DomTree`], built only for a
//! function whose values are used outside their block and the entry block; with
//! LLVM's rules for unreachable blocks and `invoke` results) and the types of every operand
//! (`types.rs`), and that a `musttail` call can be a tail call (`musttail.rs`). At module level it checks globals, function signatures and every `llvm.*`
//! declaration against kiln's intrinsic table. Messages name the function, block and
//! instruction (as the printer writes it). Scratch state is reset per function, not rebuilt.

pub mod dominance;
mod musttail;
mod structure;
mod types;
#[cfg(test)]
mod tests;

pub use dominance::DomTree;

use crate::intrinsics::{self, IntrinsicDef};
use crate::module::{BlockId, Function, GlobalId, GlobalKind, InstId, Module};
use crate::types::{Type, TypeTable};
use crate::value::Value;
use crate::Opcode;
use std::fmt;

/// Stop collecting after this many errors (the first ones matter most).
const MAX_ERRORS: usize = 100;

/// One problem found by the verifier, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// The function's name (`f`, or `@3` for a numbered one), if inside a function.
    pub function: Option<String>,
    /// The block's label (`%entry`, `%3`), if inside a block.
    pub block: Option<String>,
    /// The instruction as printed, if the problem is an instruction's.
    pub instruction: Option<String>,
    /// A global value's name (`@g`) for problems outside functions.
    pub global: Option<String>,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        if let Some(g) = &self.global {
            write!(f, "global '{g}'")?;
            sep = ", ";
        }
        if let Some(func) = &self.function {
            write!(f, "{sep}in function '{func}'")?;
            sep = ", ";
        }
        if let Some(b) = &self.block {
            write!(f, "{sep}block '{b}'")?;
            sep = ", ";
        }
        if !sep.is_empty() {
            f.write_str(": ")?;
        }
        if let Some(i) = &self.instruction {
            write!(f, "instruction '{i}': ")?;
        }
        f.write_str(&self.message)
    }
}

/// Verifies a whole module; on failure returns every problem found (up to a limit).
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifierError>> {
    let mut v = Verifier::new(m);
    v.module();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// [`verify_module`] on `jobs` threads: the module-level checks on this one, then the
/// functions in `jobs` contiguous runs of about equal instruction counts, one per thread. The
/// errors are the serial run's: each run's in order, the runs in module order, the first
/// `MAX_ERRORS` (100) of them.
pub fn verify_module_jobs(m: &Module, jobs: usize) -> Result<(), Vec<VerifierError>> {
    verify_jobs(m, jobs, false)
}

/// [`verify_module_jobs`] for a module exactly as the reader returned it
/// ([`crate::reader::parse_file_jobs`]), not changed since: the type checks the reader
/// already made while reading an instruction are not made again (`types::proven_by_reader`
/// says which). The errors are [`verify_module_jobs`]'s.
pub fn verify_read_module_jobs(m: &Module, jobs: usize) -> Result<(), Vec<VerifierError>> {
    verify_jobs(m, jobs, true)
}

fn verify_jobs(m: &Module, jobs: usize, as_read: bool) -> Result<(), Vec<VerifierError>> {
    let total: usize = m.functions.iter().map(|f| f.insts.len()).sum();
    let mut v = Verifier::new(m);
    v.as_read = as_read;
    if jobs <= 1 || m.functions.len() < 2 {
        v.module();
        return if v.errors.is_empty() { Ok(()) } else { Err(v.errors) };
    }
    v.globals();
    // Cut the function list where the instructions so far pass each share of the total.
    let mut cuts = vec![0];
    let mut sum = 0;
    for (i, f) in m.functions.iter().enumerate() {
        sum += f.insts.len();
        if sum * jobs >= total * cuts.len() && cuts.len() < jobs {
            cuts.push(i + 1);
        }
    }
    cuts.push(m.functions.len());
    let runs: Vec<Vec<VerifierError>> = std::thread::scope(|scope| {
        let workers: Vec<_> = cuts[1..cuts.len() - 1]
            .iter()
            .zip(&cuts[2..])
            .map(|(&from, &to)| {
                let intrinsic = v.intrinsic.clone();
                scope.spawn(move || {
                    let mut w = Verifier::new(m);
                    w.intrinsic = intrinsic;
                    w.as_read = as_read;
                    w.functions(from, to);
                    w.errors
                })
            })
            .collect();
        v.functions(0, cuts[1]);
        workers.into_iter().map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    for errors in runs {
        v.errors.extend(errors);
    }
    v.errors.truncate(MAX_ERRORS);
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// Verifies one function body (and nothing module-wide except the intrinsics it calls).
pub fn verify_function(m: &Module, f: crate::module::FuncId) -> Result<(), Vec<VerifierError>> {
    let mut v = Verifier::new(m);
    v.classify_intrinsics(false);
    v.function(&m.functions[f.index()]);
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// How a global value takes part in intrinsic checks.
#[derive(Clone, Copy)]
enum IntrinsicState {
    NotIntrinsic,
    /// A valid declaration of a table entry.
    Valid(&'static IntrinsicDef),
    /// An `llvm.*` function already reported as wrong.
    Invalid,
}

struct Verifier<'m> {
    m: &'m Module,
    /// The module is as the reader returned it (see [`verify_read_module_jobs`]).
    as_read: bool,
    errors: Vec<VerifierError>,
    intrinsic: Vec<IntrinsicState>,
    dom: DomTree,
    /// Per instruction: its block (`u32::MAX` when in none) and position in it.
    inst_block: Vec<u32>,
    inst_pos: Vec<u32>,
    /// Per block: whether it is in the layout.
    in_layout: Vec<bool>,
    /// Per interned name: the number of the function whose names last included it (names
    /// are dense `u32`s, so a duplicate is found by index, not by hash).
    name_seen: Vec<u32>,
    /// The number of the function being checked (starts at 1; 0 marks no function).
    name_round: u32,
    scratch_blocks: Vec<BlockId>,
    scratch_incoming: Vec<(BlockId, Value)>,
    scratch_ints: Vec<i128>,
}

/// Where an error is, for its message.
#[derive(Clone, Copy)]
pub(crate) enum At {
    Function,
    Block(BlockId),
    Inst(BlockId, InstId),
}

impl<'m> Verifier<'m> {
    fn new(m: &'m Module) -> Verifier<'m> {
        Verifier {
            m,
            as_read: false,
            errors: Vec::new(),
            intrinsic: Vec::new(),
            dom: DomTree::new(),
            inst_block: Vec::new(),
            inst_pos: Vec::new(),
            in_layout: Vec::new(),
            name_seen: Vec::new(),
            name_round: 0,
            scratch_blocks: Vec::new(),
            scratch_incoming: Vec::new(),
            scratch_ints: Vec::new(),
        }
    }

    fn full(&self) -> bool {
        self.errors.len() >= MAX_ERRORS
    }

    fn push(&mut self, e: VerifierError) {
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(e);
        }
    }

    /// `@name` of a global value (numbered ones as the printer numbers them).
    fn global_name(&self, g: GlobalId) -> String {
        let gl = &self.m.globals[g.index()];
        if let Some(s) = gl.name {
            let mut out = String::new();
            crate::printer::write_name(&mut out, '@', self.m.symbols.bytes(s));
            return out;
        }
        let m = self.m;
        let order = m.vars.iter().chain(&m.aliases).chain(&m.ifuncs).copied().chain(m.functions.iter().map(|f| f.global));
        let n = order.filter(|&o| m.globals[o.index()].name.is_none()).position(|o| o == g);
        format!("@{}", n.map_or_else(|| "?".to_string(), |n| n.to_string()))
    }

    fn error_global(&mut self, g: GlobalId, message: String) {
        let global = Some(self.global_name(g));
        self.push(VerifierError { function: None, block: None, instruction: None, global, message });
    }

    /// Records an error inside function `f`.
    fn error(&mut self, f: &Function, at: At, message: String) {
        if self.full() {
            return;
        }
        let fname = self.global_name(f.global);
        let function = Some(fname.strip_prefix('@').unwrap_or(&fname).to_string());
        let (block, inst) = match at {
            At::Function => (None, None),
            At::Block(b) => (Some(b), None),
            At::Inst(b, i) => (Some(b), Some(i)),
        };
        let block = block.map(|b| self.block_label(f, b));
        let instruction = inst.map(|i| crate::printer::print_inst(self.m, f, i));
        self.push(VerifierError { function, block, instruction, global: None, message });
    }

    fn block_label(&self, f: &Function, b: BlockId) -> String {
        match f.blocks.get(b.index()).and_then(|blk| blk.name) {
            Some(s) => {
                let mut out = String::new();
                crate::printer::write_name(&mut out, '%', self.m.symbols.bytes(s));
                out
            }
            None if b.index() < f.blocks.len() => format!("%{}", crate::printer::Slots::of(f).block[b.index()]),
            None => format!("<block #{}>", b.0),
        }
    }

    fn ty_str(&self, ty: crate::types::TypeId) -> String {
        crate::printer::type_to_string(self.m, ty)
    }

    fn module(&mut self) {
        self.globals();
        self.functions(0, self.m.functions.len());
    }

    /// The module-level checks: intrinsic declarations and global values.
    fn globals(&mut self) {
        let m = self.m;
        self.classify_intrinsics(true);
        for (i, gl) in m.globals.iter().enumerate() {
            let g = GlobalId(i as u32);
            if !m.types.is_ptr(gl.ty) {
                self.error_global(g, format!("global value has non-pointer type '{}'", self.ty_str(gl.ty)));
                continue;
            }
            let operand = match gl.kind {
                GlobalKind::Var { init: Some(v), .. } | GlobalKind::Alias { aliasee: v } | GlobalKind::IFunc { resolver: v } => Some(v),
                _ => None,
            };
            let in_module = |v: Value| match v {
                Value::Const(c) => c.index() < m.consts.len(),
                Value::Global(o) => o.index() < m.globals.len(),
                _ => false,
            };
            if operand.is_some_and(|v| !in_module(v)) {
                self.error_global(g, "initializer or target must be a constant or global value of this module".into());
                continue;
            }
            match gl.kind {
                GlobalKind::Pending => self.error_global(g, "global value is referenced but never defined".into()),
                GlobalKind::Var { init: Some(init), .. } => {
                    let ty = m.value_type(None, init);
                    if ty != gl.value_ty {
                        let msg = format!("initializer of type '{}' for a global of type '{}'", self.ty_str(ty), self.ty_str(gl.value_ty));
                        self.error_global(g, msg);
                    }
                }
                GlobalKind::Var { init: None, .. } => {}
                GlobalKind::Function(fid) => {
                    let ok = m.functions.get(fid.index()).is_some_and(|f| f.global == g && f.ty == gl.value_ty);
                    if !ok {
                        self.error_global(g, "function global does not match its function".into());
                    }
                }
                GlobalKind::Alias { aliasee: v } | GlobalKind::IFunc { resolver: v } => {
                    if !m.types.is_ptr(m.value_type(None, v)) {
                        self.error_global(g, "alias or ifunc target must be a pointer".into());
                    }
                }
            }
        }
    }

    /// The signatures and bodies of functions `from..to`.
    fn functions(&mut self, from: usize, to: usize) {
        for f in &self.m.functions[from..to] {
            if self.full() {
                return;
            }
            self.signature(f);
            if !f.is_declaration() {
                self.function(f);
            }
        }
    }

    /// Decides which globals are valid intrinsics; with `report`, reports the others.
    fn classify_intrinsics(&mut self, report: bool) {
        let m = self.m;
        self.intrinsic.clear();
        self.intrinsic.resize(m.globals.len(), IntrinsicState::NotIntrinsic);
        for f in &m.functions {
            let g = f.global;
            if !intrinsics::is_intrinsic(m, g) {
                continue;
            }
            let name = m.symbols.bytes(m.globals[g.index()].name.expect("intrinsics are named"));
            if f.is_declaration() && intrinsics::lookup(name).is_none() && intrinsics::is_target_intrinsic(name) {
                continue;
            }
            if !f.is_declaration() {
                self.intrinsic[g.index()] = IntrinsicState::Invalid;
                if report {
                    self.error_global(g, "llvm intrinsics cannot be defined".into());
                }
                continue;
            }
            match intrinsics::check_signature(m, name, f.ty) {
                Ok(def) => self.intrinsic[g.index()] = IntrinsicState::Valid(def),
                Err(msg) => {
                    self.intrinsic[g.index()] = IntrinsicState::Invalid;
                    if report {
                        self.error_global(g, msg);
                    }
                }
            }
        }
    }

    /// The function type agrees with the arguments.
    fn signature(&mut self, f: &Function) {
        let t = &self.m.types;
        let Type::Function { ret, params, .. } = t.get(f.ty) else {
            self.error(f, At::Function, format!("function has non-function type '{}'", self.ty_str(f.ty)));
            return;
        };
        if matches!(t.get(*ret), Type::Label | Type::Metadata) || (!t.is_first_class(*ret) && *ret != TypeTable::VOID) {
            self.error(f, At::Function, format!("invalid return type '{}'", self.ty_str(*ret)));
        }
        if params.len() != f.args.len() || params.iter().zip(&f.args).any(|(&p, a)| p != a.ty) {
            self.error(f, At::Function, "arguments do not match the function type".into());
        }
        let annotated = std::iter::once((f.attrs.ret, *ret)).chain(params.iter().enumerate().map(|(i, &p)| (f.attrs.param(i), p)));
        for (set, ty) in annotated {
            for a in self.m.attr_sets.get(set) {
                if let crate::attr::Attr::Range { ty: range_ty, .. } = a {
                    if *range_ty != t.scalar(ty) {
                        let msg = format!("range({}) does not match the type '{}' it annotates", self.ty_str(*range_ty), self.ty_str(ty));
                        self.error(f, At::Function, msg);
                    }
                }
            }
        }
    }

    fn function(&mut self, f: &Function) {
        if !self.structure(f) {
            return;
        }
        let mut dom = std::mem::take(&mut self.dom);
        dom.compute_cfg(f);
        let mut tree = false;
        let entry = f.layout[0];
        if !dom.preds(entry).is_empty() {
            self.error(f, At::Block(entry), "entry block must not have predecessors".into());
        }
        for &b in &f.layout {
            if self.full() {
                break;
            }
            self.phis(f, &dom, b);
            for (pos, &i) in f.blocks[b.index()].insts.iter().enumerate() {
                let inst = &f.insts[i.index()];
                if let Err(msg) = self.dominance(f, &mut dom, &mut tree, b, i) {
                    self.error(f, At::Inst(b, i), msg);
                } else if let Err(msg) = types::check(self, f, inst) {
                    self.error(f, At::Inst(b, i), msg);
                } else if inst.opcode != Opcode::Call {
                    // Only a call can be `musttail`.
                } else if let Err(msg) = musttail::check_if_musttail(self, f, b, pos) {
                    self.error(f, At::Inst(b, i), msg);
                }
            }
        }
        self.dom = dom;
    }

    /// PHIs grouped at the top, one entry per predecessor edge, duplicates agreeing; a
    /// landingpad right after them.
    fn phis(&mut self, f: &Function, dom: &DomTree, b: BlockId) {
        let insts = &f.blocks[b.index()].insts;
        let mut in_phis = true;
        for (pos, &i) in insts.iter().enumerate() {
            let inst = &f.insts[i.index()];
            if inst.opcode == Opcode::LandingPad && (pos > 0 && f.insts[insts[pos - 1].index()].opcode != Opcode::Phi) {
                self.error(f, At::Inst(b, i), "landingpad must be the first non-PHI instruction of its block".into());
            }
            if inst.opcode != Opcode::Phi {
                in_phis = false;
                continue;
            }
            if !in_phis {
                self.error(f, At::Inst(b, i), "PHI nodes must be grouped at the top of the block".into());
                continue;
            }
            let crate::InstData::Phi(blocks) = &inst.data else { continue };
            let preds = dom.preds(b);
            if blocks.len() != preds.len() {
                let msg = format!("PHI has {} incoming values but the block has {} predecessor edges", blocks.len(), preds.len());
                self.error(f, At::Inst(b, i), msg);
                continue;
            }
            self.scratch_blocks.clear();
            self.scratch_blocks.extend_from_slice(preds);
            self.scratch_blocks.sort_unstable();
            self.scratch_incoming.clear();
            self.scratch_incoming.extend(blocks.iter().copied().zip(inst.operands.iter().copied()));
            self.scratch_incoming.sort_unstable_by_key(|e| e.0);
            let stranger = self.scratch_incoming.iter().find(|e| self.scratch_blocks.binary_search(&e.0).is_err()).map(|e| e.0);
            if let Some(entry) = stranger {
                let msg = format!("PHI has an entry for '{}', which is not a predecessor", self.block_label(f, entry));
                self.error(f, At::Inst(b, i), msg);
                continue;
            }
            let missing = self.scratch_blocks.iter().zip(&self.scratch_incoming).find(|(p, e)| **p != e.0).map(|(p, _)| *p);
            if let Some(pred) = missing {
                let msg = format!("PHI has no entry for predecessor '{}'", self.block_label(f, pred));
                self.error(f, At::Inst(b, i), msg);
                continue;
            }
            let conflict = self.scratch_incoming.windows(2).find(|w| w[0].0 == w[1].0 && w[0].1 != w[1].1).map(|w| w[0].0);
            if let Some(block) = conflict {
                let msg = format!("PHI has different incoming values for the same block '{}'", self.block_label(f, block));
                self.error(f, At::Inst(b, i), msg);
            }
        }
    }

    /// Every instruction operand of instruction `i` (in block `b`) dominates its use. The
    /// dominator tree is built on the first question only the tree answers (`tree` says
    /// whether it is): a value of the entry block dominates every reachable block, and one
    /// of the using block is checked by position.
    fn dominance(&self, f: &Function, dom: &mut DomTree, tree: &mut bool, b: BlockId, i: InstId) -> Result<(), String> {
        let inst = &f.insts[i.index()];
        let phi_blocks = match &inst.data {
            crate::InstData::Phi(blocks) => Some(blocks),
            _ => None,
        };
        let entry = f.layout[0];
        for (k, &op) in inst.operands.iter().enumerate() {
            let Value::Inst(d) = op else { continue };
            let def_block = BlockId(self.inst_block[d.index()]);
            let def = &f.insts[d.index()];
            let needs_tree = if phi_blocks.is_some() {
                def.opcode == Opcode::Invoke || def_block != entry
            } else {
                def_block != b && (def.opcode == Opcode::Invoke || def_block != entry)
            };
            if needs_tree && !*tree {
                dom.compute_tree();
                *tree = true;
            }
            let dom = &*dom;
            if let Some(blocks) = phi_blocks {
                // A PHI use happens at the end of its incoming block.
                let from = blocks[k];
                if !dom.is_reachable(from) {
                    continue;
                }
                let ok = if def.opcode == Opcode::Invoke {
                    let normal = invoke_normal_dest(def);
                    if from == def_block {
                        b == normal && dom.succs(def_block).iter().filter(|&&s| s == normal).count() == 1
                    } else {
                        dom.edge_dominates(def_block, normal, from)
                    }
                } else {
                    def_block == entry || dom.dominates(def_block, from)
                };
                if !ok {
                    return Err(format!("operand {} does not dominate the end of incoming block '{}'", self.value_name(f, op), self.block_label(f, from)));
                }
                continue;
            }
            if d == i {
                if dom.is_reachable(b) {
                    return Err("only PHI nodes may reference their own value".into());
                }
                continue;
            }
            if !dom.is_reachable(b) {
                continue;
            }
            let ok = if def_block == b {
                self.inst_pos[d.index()] < self.inst_pos[i.index()]
            } else if def.opcode == Opcode::Invoke {
                dom.edge_dominates(def_block, invoke_normal_dest(def), b)
            } else {
                def_block == entry || dom.dominates(def_block, b)
            };
            if !ok {
                return Err(format!("instruction does not dominate all uses: operand {} is used before it is defined", self.value_name(f, op)));
            }
        }
        Ok(())
    }

    /// `%name` or `%N` of a local value, for messages.
    fn value_name(&self, f: &Function, v: Value) -> String {
        let name = match v {
            Value::Inst(i) => f.insts[i.index()].name,
            Value::Arg(a) => f.args[a as usize].name,
            _ => None,
        };
        match (name, v) {
            (Some(s), _) => {
                let mut out = String::new();
                crate::printer::write_name(&mut out, '%', self.m.symbols.bytes(s));
                out
            }
            (None, Value::Inst(i)) => format!("%{}", crate::printer::Slots::of(f).inst[i.index()]),
            (None, Value::Arg(a)) => format!("%{}", crate::printer::Slots::of(f).arg[a as usize]),
            _ => "value".into(),
        }
    }
}

/// The normal destination of an invoke (its next-to-last operand).
fn invoke_normal_dest(inst: &crate::Inst) -> BlockId {
    match inst.operands[inst.operands.len() - 2] {
        Value::Block(b) => b,
        _ => BlockId(u32::MAX),
    }
}
