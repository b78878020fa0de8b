//! Exception handling in the Itanium/DWARF style (`invoke`, `landingpad`, `resume`).
//!
//! Selection numbers the function's type infos and filters from its IR ([`IrEhTables`], in
//! LLVM's order: blocks in reverse post-order, a landing pad's clauses last to first, so
//! `llvm.eh.typeid.for` answers what the LSDA will say); each `invoke` becomes its call between
//! two `EH_LABEL`s and each landing pad a block starting with its own `EH_LABEL` and copies of
//! the target's exception pointer and selector registers. The machine function carries the
//! result as [`EhInfo`] (which label ranges unwind to which pad, with which type ids), and the
//! AsmPrinter ([`lsda`]) writes `.cfi_personality`/`.cfi_lsda` and the LSDA in
//! `.gcc_except_table` from it: call-site, action and type tables as LLVM 14 lays them out.

pub mod lsda;

use kiln_ir::{BlockId, ConstKind, Function, GlobalId, InstData, Module, Opcode, Value};
use rustc_hash::FxHashMap;

use crate::mir::{BlockId as MachineBlock, StrId};

/// One landing pad of a machine function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandingPad {
    pub block: MachineBlock,
    /// The `EH_LABEL` at the top of the pad: where the unwinder lands.
    pub label: StrId,
    /// Catch type ids (positive), filter ids (negative) and cleanup (0), in LLVM's order; empty
    /// for a cleanup-only pad.
    pub type_ids: Vec<i32>,
    /// The `EH_LABEL` pairs around each call that unwinds here.
    pub ranges: Vec<(StrId, StrId)>,
}

/// The exception-handling tables of a machine function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EhInfo {
    /// In the order selection met them.
    pub landing_pads: Vec<LandingPad>,
    /// Type info `k` has type id `k + 1`: a global's MIR name, or `StrId::NONE` for the null
    /// catch-all.
    pub type_infos: Vec<StrId>,
    /// Filters: lists of type ids, each ended by 0; filter id `-1 - k` starts at index `k`.
    pub filter_ids: Vec<u32>,
}

impl EhInfo {
    pub fn is_empty(&self) -> bool {
        self.landing_pads.is_empty()
    }
}

/// Type ids of a function's landing pads and `llvm.eh.typeid.for` calls, from its IR.
#[derive(Debug, Default)]
pub struct IrEhTables {
    /// Type info `k` (`None`: the null catch-all) has type id `k + 1`.
    pub type_infos: Vec<Option<GlobalId>>,
    pub filter_ids: Vec<u32>,
    filter_ends: Vec<usize>,
    /// Each landing-pad block with its type ids, in the order selection creates them.
    pub pads: Vec<(BlockId, Vec<i32>)>,
}

impl IrEhTables {
    /// Numbers the type infos of `func` as LLVM's selection does.
    pub fn compute(module: &Module, func: &Function) -> Result<IrEhTables, String> {
        let mut t = IrEhTables::default();
        if func.personality.is_none() {
            return Ok(t);
        }
        for b in reverse_post_order(func) {
            let block = &func.blocks[b.index()];
            for &i in &block.insts {
                let inst = &func.insts[i.index()];
                match (&inst.opcode, &inst.data) {
                    (Opcode::LandingPad, InstData::LandingPad { cleanup, catch }) => {
                        let mut ids = Vec::new();
                        if *cleanup {
                            ids.push(0);
                        }
                        for (k, &is_catch) in catch.iter().enumerate().rev() {
                            let clause = inst.operands[k];
                            if is_catch {
                                let ti = type_info_global(module, clause)?;
                                ids.push(t.type_id_for(ti));
                            } else {
                                let list = filter_globals(module, clause)?;
                                let ids_in: Vec<u32> = list.into_iter().map(|g| t.type_id_for(g) as u32).collect();
                                ids.push(t.filter_id_for(&ids_in));
                            }
                        }
                        // A pad that only cleans up has no actions.
                        if ids == [0] {
                            ids.clear();
                        }
                        t.add_pad(b, Some(ids));
                    }
                    (Opcode::Call, _) if is_typeid_for(module, inst.callee()) => {
                        if let Some(&arg) = inst.call_args().first() {
                            let ti = type_info_global(module, arg)?;
                            t.type_id_for(ti);
                        }
                    }
                    (Opcode::Invoke, _) => {
                        if let Some(&Value::Block(pad)) = inst.operands.last() {
                            t.add_pad(pad, None);
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(t)
    }

    fn add_pad(&mut self, b: BlockId, ids: Option<Vec<i32>>) {
        match self.pads.iter_mut().find(|(p, _)| *p == b) {
            Some(entry) => {
                if let Some(ids) = ids {
                    entry.1 = ids;
                }
            }
            None => self.pads.push((b, ids.unwrap_or_default())),
        }
    }

    /// The type id of `ti` (added when new).
    pub fn type_id_for(&mut self, ti: Option<GlobalId>) -> i32 {
        if let Some(k) = self.type_infos.iter().position(|&x| x == ti) {
            return k as i32 + 1;
        }
        self.type_infos.push(ti);
        self.type_infos.len() as i32
    }

    /// The type id `llvm.eh.typeid.for(v)` stands for.
    pub fn type_id_of(&self, module: &Module, v: Value) -> Result<i32, String> {
        let ti = type_info_global(module, v)?;
        self.type_infos
            .iter()
            .position(|&x| x == ti)
            .map(|k| k as i32 + 1)
            .ok_or_else(|| "llvm.eh.typeid.for of a type the function does not catch".to_string())
    }

    /// The filter id of a list of type ids: an existing filter whose tail it is, else a new one.
    fn filter_id_for(&mut self, ids: &[u32]) -> i32 {
        for &end in &self.filter_ends {
            if end >= ids.len() && self.filter_ids[end - ids.len()..end] == *ids {
                return -1 - (end - ids.len()) as i32;
            }
        }
        let id = -1 - self.filter_ids.len() as i32;
        self.filter_ids.extend_from_slice(ids);
        self.filter_ends.push(self.filter_ids.len());
        self.filter_ids.push(0);
        id
    }

    /// The type ids of landing-pad block `b`.
    pub fn pad_type_ids(&self, b: BlockId) -> &[i32] {
        self.pads.iter().find(|(p, _)| *p == b).map_or(&[], |(_, ids)| ids.as_slice())
    }
}

fn is_typeid_for(module: &Module, callee: Option<Value>) -> bool {
    matches!(callee, Some(Value::Global(g)) if module.global_name(g).is_some_and(|n| n == b"llvm.eh.typeid.for"))
}

/// The global a clause or `llvm.eh.typeid.for` operand names through pointer casts; `None` for
/// a null pointer (catch-all).
fn type_info_global(module: &Module, mut v: Value) -> Result<Option<GlobalId>, String> {
    loop {
        match v {
            Value::Global(g) => return Ok(Some(g)),
            Value::Const(c) => match &module.consts.get(c).kind {
                ConstKind::Null | ConstKind::Zero => return Ok(None),
                ConstKind::Expr(e) if matches!(e.opcode, Opcode::BitCast | Opcode::AddrSpaceCast) => v = e.operands[0],
                ConstKind::Expr(e) if e.opcode == Opcode::GetElementPtr && e.operands.len() > 1 && e.operands[1..].iter().all(|&i| module.const_int(i) == Some(0)) => v = e.operands[0],
                _ => return Err("unsupported type info in a landing pad clause (not a global)".to_string()),
            },
            _ => return Err("unsupported type info in a landing pad clause (not a constant)".to_string()),
        }
    }
}

/// The type infos of a `filter` clause (an array constant).
fn filter_globals(module: &Module, v: Value) -> Result<Vec<Option<GlobalId>>, String> {
    let Value::Const(c) = v else { return Err("malformed filter clause".to_string()) };
    match &module.consts.get(c).kind {
        ConstKind::Zero => {
            let n = match module.types.get(module.consts.get(c).ty) {
                kiln_ir::Type::Array { len, .. } => *len,
                _ => 0,
            };
            Ok(vec![None; n as usize])
        }
        ConstKind::Array(items) => items.iter().map(|&x| type_info_global(module, x)).collect(),
        _ => Err("malformed filter clause (not an array)".to_string()),
    }
}

/// The blocks of `func` reachable from its entry in reverse post-order (successors in
/// terminator order), the order LLVM selects blocks in, then the unreachable ones (which LLVM
/// deletes and kiln still selects) in layout order.
fn reverse_post_order(func: &Function) -> Vec<BlockId> {
    let mut order = Vec::with_capacity(func.blocks.len());
    let mut visited = vec![false; func.blocks.len()];
    let succs = |b: BlockId| -> Vec<BlockId> {
        func.blocks[b.index()].insts.last().map_or_else(Vec::new, |&t| func.insts[t.index()].successors().collect())
    };
    let entry = func.layout[0];
    visited[entry.index()] = true;
    let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> = vec![(entry, succs(entry), 0)];
    while let Some((b, list, k)) = stack.last_mut() {
        if let Some(&s) = list.get(*k) {
            *k += 1;
            if !visited[s.index()] {
                visited[s.index()] = true;
                let l = succs(s);
                stack.push((s, l, 0));
            }
        } else {
            order.push(*b);
            stack.pop();
        }
    }
    order.reverse();
    order.extend(func.layout.iter().copied().filter(|b| !visited[b.index()]));
    order
}

/// The per-function records of selection: label names and the ranges they delimit.
#[derive(Debug, Default)]
pub struct EhLabels {
    /// Labels made so far in this function (`EH_LABEL` operands are `.Ltmp<k>` until the
    /// printer gives each a module-unique temporary).
    pub count: u32,
    /// `(begin, end, landing pad)` of each invoke.
    pub invokes: Vec<(u32, u32, BlockId)>,
    /// The label and the exception pointer and selector registers of each landing pad.
    pub pads: FxHashMap<BlockId, PadRegs>,
}

/// What a landing pad block starts with.
#[derive(Clone, Copy, Debug)]
pub struct PadRegs {
    pub label: u32,
    pub pointer: crate::mir::Reg,
    pub selector: crate::mir::Reg,
    /// The physical registers the two arrive in.
    pub phys: (kiln_mc::desc::PhysReg, kiln_mc::desc::PhysReg),
}

impl EhLabels {
    pub fn clear(&mut self) {
        self.count = 0;
        self.invokes.clear();
        self.pads.clear();
    }

    pub fn new_label(&mut self) -> u32 {
        self.count += 1;
        self.count - 1
    }

    /// What the MIR name of every label starts with (label `k` is `.Ltmp<k>`).
    pub const PREFIX: &'static str = ".Ltmp";
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tables(text: &str) -> (Module, IrEhTables) {
        let m = kiln_ir::parse("t.ll", text).expect("test IR parses");
        let t = IrEhTables::compute(&m, &m.functions[m.functions.len() - 1]).expect("tables");
        (m, t)
    }

    const IR: &str = "@A = external constant ptr\n@B = external constant ptr\n\
        declare void @f()\ndeclare i32 @p(...)\ndeclare i32 @llvm.eh.typeid.for(ptr)\n\
        define void @g() personality ptr @p {\n\
        entry:\n  invoke void @f() to label %next unwind label %first\n\
        next:\n  invoke void @f() to label %done unwind label %second\n\
        done:\n  ret void\n\
        first:\n  %a = landingpad { ptr, i32 } cleanup catch ptr @A catch ptr null\n  %t = call i32 @llvm.eh.typeid.for(ptr @B)\n  resume { ptr, i32 } %a\n\
        second:\n  %b = landingpad { ptr, i32 } filter [1 x ptr] [ptr @B] filter [2 x ptr] [ptr @A, ptr @B] filter [0 x ptr] zeroinitializer\n  resume { ptr, i32 } %b\n}\n";

    #[test]
    fn clauses_are_numbered_last_to_first_in_reverse_post_order() {
        let (m, t) = tables(IR);
        let a = m.lookup_global("A");
        let b = m.lookup_global("B");
        // `first` comes before `second` in reverse post-order; its clauses count backwards.
        assert_eq!(t.type_infos, [None, a, b]);
        assert_eq!(t.pads.len(), 2);
        assert_eq!(t.pads[0].1, [0, 1, 2]);
        // Last clause first: the empty filter, then `[A, B]`, whose tail `[B]` reuses.
        assert_eq!(t.filter_ids, [0, 2, 3, 0]);
        assert_eq!(t.pads[1].1, [-1, -2, -3]);
        assert_eq!(t.type_id_of(&m, Value::Global(b.unwrap())).unwrap(), 3);
    }

    #[test]
    fn cleanup_only_pads_have_no_type_ids() {
        let ir = IR.replace("cleanup catch ptr @A catch ptr null", "cleanup");
        let (_, t) = tables(&ir);
        assert!(t.pads[0].1.is_empty());
    }
}
