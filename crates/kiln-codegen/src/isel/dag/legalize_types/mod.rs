//! LegalizeTypes: rewrites a block's DAG until every value has a type the target holds in
//! registers ([`LoweringTables::is_type_legal`]).
//!
//! Integers narrower than a legal one are *promoted* (performed in the next legal width, the
//! extension each operation needs chosen per operation: `promote_int`); integers wider than
//! every legal one are *expanded* into low and high halves (`expand_int`); odd widths are
//! first promoted to the next power of two. The legalizer works in rounds: each round visits
//! the nodes in topological order and records, per illegal value, its promoted value or its
//! halves; a node whose results are legal but whose operands are not is rebuilt from those and
//! replaces the old one. New nodes may still have illegal types (an i128 splits into i64 halves
//! that a 32-bit target splits again); the next round handles them, until no value is illegal.
//! Any width works this way (an i168 bit-field container becomes an i256, then i128s, then
//! i64s); constants wider than 128 bits are split by their limbs (`limbs_shr`).
//! A float the target lacks but softens (`fp128` on RISC-V) lives as the integer of its width,
//! its operations library calls (`soften_float`); other floats the target lacks and vectors
//! are reported as unsupported, by type.

mod expand_int;
mod promote_int;
mod soften_float;

use super::expand::{self, bool_type, zext_inreg};
use super::graph::SelectionDAG;
use super::node::{NodeId, SDValue};
use super::opcodes::Isd;
use crate::target::value_types::{Evt, Mvt};
use crate::target::data_layout::DataLayout;
use crate::isel::dag::lowering::{opcode_name, LoweringTables, TargetLowering};
use rustc_hash::FxHashMap;

/// Rounds after which legalization gives up (each round at least halves the widest illegal
/// integer or makes a promoted value legal, so real DAGs need a handful).
const MAX_ROUNDS: usize = 32;

/// What legalization does with values of one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeAction {
    Legal,
    /// Held in this wider integer type (upper bits unspecified unless an operation needs them).
    Promote(Evt),
    /// Split into two integers of this (half) type, low half first.
    Expand(Evt),
    /// A float held as this integer of its width, its operations library calls.
    Soften(Evt),
}

/// The action for values of type `vt`. Chains, glue and `untyped` are always legal.
pub fn type_action(tables: &LoweringTables, vt: Evt) -> Result<TypeAction, String> {
    action_among(tables, &legal_integers(tables), vt)
}

/// The legal integer types, narrowest first.
fn legal_integers(tables: &LoweringTables) -> Vec<Mvt> {
    let mut ints: Vec<Mvt> =
        Mvt::ALL.iter().copied().filter(|m| m.is_integer() && tables.is_type_legal((*m).into())).collect();
    ints.sort_by_key(|m| m.size_bits());
    ints
}

/// [`type_action`] given the target's legal integers (narrowest first).
fn action_among(tables: &LoweringTables, legal_ints: &[Mvt], vt: Evt) -> Result<TypeAction, String> {
    if matches!(vt, Evt::Simple(Mvt::Other | Mvt::Glue | Mvt::Untyped | Mvt::IsVoid)) || tables.is_type_legal(vt) {
        return Ok(TypeAction::Legal);
    }
    if let Some(int) = tables.register_types().softened_type(vt) {
        return Ok(TypeAction::Soften(int));
    }
    if !vt.is_integer() {
        return Err(format!("unsupported type {vt}: the target has no registers for it (type legalization)"));
    }
    let bits = vt.size_bits();
    if let Some(&wider) = legal_ints.iter().find(|m| m.size_bits() as u64 >= bits) {
        return Ok(TypeAction::Promote(wider.into()));
    }
    if legal_ints.is_empty() {
        return Err(format!("unsupported type {vt}: the target has no legal integer type"));
    }
    if !bits.is_power_of_two() {
        return Ok(TypeAction::Promote(Evt::int(bits.next_power_of_two() as u32)));
    }
    Ok(TypeAction::Expand(Evt::int(bits as u32 / 2)))
}

/// Legalizes the types of every value of `dag`; returns whether anything changed.
pub fn run(dag: &mut SelectionDAG, tli: &dyn TargetLowering, dl: &DataLayout) -> Result<bool, String> {
    let legal_ints = legal_integers(tli.tables());
    let mut tl = TypeLegalizer {
        dag,
        tli,
        dl,
        legal_ints,
        promoted: FxHashMap::default(),
        expanded: FxHashMap::default(),
        softened: FxHashMap::default(),
    };
    let mut changed = false;
    for _ in 0..MAX_ROUNDS {
        if !tl.has_illegal_values() {
            return Ok(changed);
        }
        tl.promoted.clear();
        tl.expanded.clear();
        // Softened values are kept while both nodes live: a float node a deferred user still
        // reads must not be softened again (a second library call).
        let dag = &*tl.dag;
        tl.softened.retain(|k, v| !dag.node(k.node).deleted && !dag.node(v.node).deleted);
        for n in tl.dag.topological_order() {
            tl.dag.locate_new_nodes_at(n);
            if !tl.dag.node(n).deleted && matches!(tl.visit(n)?, Visit::Rewritten) {
                changed = true;
            }
        }
        tl.dag.remove_dead_nodes();
    }
    Err(format!("internal error: type legalization did not finish in {MAX_ROUNDS} rounds"))
}

/// The bits of the little-endian 64-bit words `limbs` from bit `shift` up.
fn limbs_shr(limbs: &[u64], shift: u64) -> Vec<u64> {
    let (words, bits) = ((shift / 64) as usize, (shift % 64) as u32);
    (words..limbs.len())
        .map(|i| {
            let low = limbs[i] >> bits;
            let high = if bits == 0 { 0 } else { limbs.get(i + 1).map_or(0, |&w| w << (64 - bits)) };
            low | high
        })
        .collect()
}

/// The `bits`-wide value in `limbs` sign-extended to `to_bits` (as `ceil(to_bits / 64)` words).
fn limbs_sext(limbs: &[u64], bits: u64, to_bits: u64) -> Vec<u64> {
    let words = to_bits.div_ceil(64) as usize;
    let top = bits - 1;
    let negative = limbs.get((top / 64) as usize).is_some_and(|&w| w >> (top % 64) & 1 == 1);
    (0..words as u64)
        .map(|i| {
            let w = limbs.get(i as usize).copied().unwrap_or(0);
            if !negative || 64 * (i + 1) <= bits {
                w
            } else if 64 * i >= bits {
                u64::MAX
            } else {
                w | !((1u64 << (bits % 64)) - 1)
            }
        })
        .collect()
}

/// How an illegal result of a node is replaced.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Repl {
    /// By a value of the same type (legalized in a later round if that type is illegal).
    Same(SDValue),
    /// By a value of the promoted type whose low bits are the value.
    Promoted(SDValue),
    /// By its low and high halves.
    Expanded(SDValue, SDValue),
    /// A softened float by the integer of its bits.
    Softened(SDValue),
}

enum Visit {
    Legal,
    /// An operand was created this round and is not legalized yet (or its legalized form was
    /// merged away).
    Deferred,
    Rewritten,
}

pub(crate) struct TypeLegalizer<'a> {
    pub(crate) dag: &'a mut SelectionDAG,
    pub(crate) tli: &'a dyn TargetLowering,
    pub(crate) dl: &'a DataLayout,
    /// The target's legal integer types, narrowest first.
    legal_ints: Vec<Mvt>,
    promoted: FxHashMap<SDValue, SDValue>,
    expanded: FxHashMap<SDValue, (SDValue, SDValue)>,
    softened: FxHashMap<SDValue, SDValue>,
}

/// Leaves whose type is not a register value (immediates and names); never legalized.
fn is_exempt(op: Option<Isd>) -> bool {
    matches!(
        op,
        Some(
            Isd::EntryToken
                | Isd::TargetConstant
                | Isd::Register
                | Isd::BasicBlock
                | Isd::CondCode
                | Isd::ValueType
                | Isd::TargetFrameIndex
                | Isd::TargetGlobalAddress
                | Isd::TargetExternalSymbol
                | Isd::TargetBlockAddress
                | Isd::TargetJumpTable
                | Isd::TargetConstantPool
        )
    )
}

impl TypeLegalizer<'_> {
    pub(crate) fn action(&self, vt: Evt) -> Result<TypeAction, String> {
        action_among(self.tli.tables(), &self.legal_ints, vt)
    }

    pub(crate) fn is_legal(&self, vt: Evt) -> bool {
        matches!(self.action(vt), Ok(TypeAction::Legal))
    }

    /// Whether some value (other than an immediate or a name) has an illegal type.
    fn has_illegal_values(&self) -> bool {
        self.dag
            .node_ids()
            .any(|n| !is_exempt(self.dag.opcode(n).isd()) && self.dag.node_vts(n).iter().any(|&vt| !self.is_legal(vt)))
    }

    fn visit(&mut self, n: NodeId) -> Result<Visit, String> {
        if is_exempt(self.dag.opcode(n).isd()) {
            return Ok(Visit::Legal);
        }
        let mut illegal_operand = None;
        for (i, v) in self.dag.operands(n).enumerate() {
            if is_exempt(self.dag.opcode(v.node).isd()) || self.is_legal(self.dag.value_type(v)) {
                continue;
            }
            // A recorded value may have been merged into an identical node (and deleted) when
            // a replacement made them equal; the next round records it afresh.
            let live = |x: SDValue| !self.dag.node(x.node).deleted;
            let recorded = match (self.promoted.get(&v), self.expanded.get(&v), self.softened.get(&v)) {
                (Some(&p), _, _) | (_, _, Some(&p)) => live(p),
                (_, Some(&(lo, hi)), _) => live(lo) && live(hi),
                _ => false,
            };
            if !recorded {
                return Ok(Visit::Deferred);
            }
            illegal_operand.get_or_insert(i);
        }
        let illegal_result = self.dag.node_vts(n).iter().position(|&vt| !self.is_legal(vt));
        // A node that reads a softened float but makes none (a compare, a conversion) is
        // rewritten from its operand first: promoting its result would copy the node with the
        // float operand, which the next round would soften again (a second library call).
        let softened_operand = illegal_operand.filter(|&i| self.softened.contains_key(&self.dag.operand(n, i)));
        let makes_softened = self.dag.node_vts(n).iter().any(|&vt| matches!(self.action(vt), Ok(TypeAction::Soften(_))));
        if let (Some(i), false) = (softened_operand, makes_softened) {
            let values = self.soften_operand(n, i)?;
            self.dag.replace_all_uses_with(n, &values);
            return Ok(Visit::Rewritten);
        }
        if makes_softened && self.dag.node_vts(n).iter().enumerate().all(|(r, &vt)| self.is_legal(vt) || self.softened.contains_key(&SDValue::new(n, r as u32))) {
            return Ok(Visit::Legal);
        }
        if let Some(r) = illegal_result {
            let (vt, num_results) = (self.dag.node_vts(n)[r], self.dag.node_vts(n).len());
            let repls = match self.action(vt)? {
                TypeAction::Promote(nvt) => self.promote_result(n, r, nvt)?,
                TypeAction::Expand(half) => self.expand_result(n, r, half)?,
                TypeAction::Soften(int) => self.soften_result(n, r, int)?,
                TypeAction::Legal => unreachable!("an illegal result has a legalizing action"),
            };
            debug_assert_eq!(repls.len(), num_results);
            for (r, repl) in repls.into_iter().enumerate() {
                let old = SDValue::new(n, r as u32);
                match repl {
                    Repl::Same(v) => {
                        if v != old {
                            self.dag.replace_all_uses_of_value_with(old, v);
                        }
                    }
                    Repl::Promoted(v) => {
                        self.promoted.insert(old, v);
                    }
                    Repl::Expanded(lo, hi) => {
                        self.expanded.insert(old, (lo, hi));
                    }
                    Repl::Softened(v) => {
                        self.softened.insert(old, v);
                    }
                }
            }
            return Ok(Visit::Rewritten);
        }
        let Some(i) = illegal_operand else {
            return Ok(Visit::Legal);
        };
        let v = self.dag.operand(n, i);
        let values = if self.promoted.contains_key(&v) {
            self.promote_operand(n, i)?
        } else if self.softened.contains_key(&v) {
            self.soften_operand(n, i)?
        } else {
            self.expand_operand(n, i)?
        };
        self.dag.replace_all_uses_with(n, &values);
        Ok(Visit::Rewritten)
    }

    /// An error for node `n` that this legalizer cannot handle.
    pub(crate) fn unsupported(&self, n: NodeId, what: &str) -> String {
        format!("unsupported: {what} of '{}' (type legalization)", opcode_name(self.dag, n))
    }

    /// The promoted value of `v` (its bits above the original width unspecified); `v`
    /// itself when its type is legal.
    pub(crate) fn promoted(&self, v: SDValue) -> Result<SDValue, String> {
        if self.is_legal(self.dag.value_type(v)) {
            return Ok(v);
        }
        self.promoted
            .get(&v)
            .copied()
            .ok_or_else(|| format!("internal error: t{} has no promoted value (type legalization)", v.node.0))
    }

    /// The promoted value of `v` with the extra bits zero.
    pub(crate) fn zext_promoted(&mut self, v: SDValue) -> Result<SDValue, String> {
        let p = self.promoted(v)?;
        let vt = self.dag.value_type(v);
        Ok(zext_inreg(self.dag, p, vt))
    }

    /// The promoted value of `v` with the extra bits copies of its sign bit.
    pub(crate) fn sext_promoted(&mut self, v: SDValue) -> Result<SDValue, String> {
        let p = self.promoted(v)?;
        let vt = self.dag.value_type(v);
        Ok(expand::sext_inreg(self.dag, p, vt))
    }

    /// The halves of an expanded value.
    pub(crate) fn expanded(&self, v: SDValue) -> Result<(SDValue, SDValue), String> {
        self.expanded
            .get(&v)
            .copied()
            .ok_or_else(|| format!("internal error: t{} has no expanded halves (type legalization)", v.node.0))
    }

    /// A boolean operand (a select or branch condition, a carry) as a legal value holding 0 or 1.
    pub(crate) fn bool_operand(&mut self, v: SDValue) -> Result<SDValue, String> {
        if self.is_legal(self.dag.value_type(v)) {
            Ok(v)
        } else {
            self.zext_promoted(v)
        }
    }

    /// A shift amount as a legal value (amounts are below the shifted width, so the low half
    /// of an expanded amount is the amount).
    pub(crate) fn amount_operand(&mut self, v: SDValue) -> Result<SDValue, String> {
        let vt = self.dag.value_type(v);
        if self.is_legal(vt) {
            return Ok(v);
        }
        if self.promoted.contains_key(&v) {
            return self.zext_promoted(v);
        }
        Ok(self.expanded(v)?.0)
    }

    /// The boolean type for comparing `vt` values.
    pub(crate) fn bool_type(&self, vt: Evt) -> Evt {
        bool_type(self.tli, vt)
    }
}
