//! The DAG combiner: local simplifications run after building and after each legalization.
//!
//! A worklist holds every node; visiting one may replace it by a simpler value (constant
//! folding, `x + 0`, `x * 1`, `x & -1`, `(x op c1) op c2`, redundant extensions and truncations,
//! masks of bits already known to be zero, masks of a shift amount the shift ignores,
//! `x + (0 - y)` as `x - y`, `anyext (trunc x)` as `x`, a select on an `and`/`or` of two
//! conditions as two selects (where the target prefers it), a multiplication by a power of two (or
//! its negation) as a shift (when optimising), comparisons of constants, inverted comparisons,
//! branches on constants, MERGE_VALUES, a vector load only taken apart into its elements'
//! loads), after which its users go back on the list. Nodes
//! left without uses are deleted. After legalization a fold only creates nodes the target
//! can select ([`CombineLevel`]), so the combiner never undoes the legalizers' work; then,
//! when optimising, operations of a type the target finds slow are computed wider
//! (`combine_promote.rs`). A node no generic fold changes is offered to the target's own
//! folds (`TargetLowering::combine_node`).
//! Booleans (setcc results) are taken to hold 0 or 1. Constants and known-bits masks are
//! computed in 128 bits: wider values are left alone (never folded inexactly).

use super::combine_div;
use super::combine_promote;
use super::expand::{low_mask, shift_by};
use super::graph::SelectionDAG;
use super::node::{ExtType, MemInfo, NodeData, NodeFlags, NodeId, SDValue};
use super::opcodes::{CondCode, Isd};
use crate::target::value_types::Evt;
use crate::isel::dag::lowering::{LegalizeAction, TargetLowering};

/// Which legalization phases have run: what a fold may create.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CombineLevel {
    /// Any node.
    BeforeLegalize,
    /// Only nodes of legal types.
    AfterLegalizeTypes,
    /// Only nodes of legal types whose operation is `Legal`.
    AfterLegalizeDag,
}

/// Simplifies `dag` in place; returns whether anything changed (it never fails; the `Result`
/// gives every phase the same shape). `optimize` (above -O0) adds the folds that trade one
/// operation for several cheaper ones, such as division by a constant (`combine_div`).
pub fn run(dag: &mut SelectionDAG, tli: &dyn TargetLowering, level: CombineLevel, optimize: bool) -> Result<bool, String> {
    let order = dag.topological_order();
    let (worklist, queued) = (Vec::with_capacity(order.len()), vec![false; dag.node_capacity()]);
    let mut c = Combiner { dag, tli, level, optimize, worklist, queued };
    for &n in order.iter().rev() {
        c.push(n);
    }
    let mut changed = false;
    let (mut values, mut users) = (Vec::new(), Vec::new());
    while let Some(n) = c.worklist.pop() {
        c.queued[n.index()] = false;
        if c.dag.node(n).deleted {
            continue;
        }
        if c.delete_if_dead(n) {
            changed = true;
            continue;
        }
        c.dag.locate_new_nodes_at(n);
        values.clear();
        if c.dag.opcode(n).is(Isd::MergeValues) {
            values.extend(c.dag.operands(n));
        } else {
            let Some(v) = c.visit(n).or_else(|| c.tli.combine_node(c.dag, n, c.level, c.optimize)) else { continue };
            values.push(v);
        }
        if values.iter().enumerate().all(|(r, v)| *v == SDValue::new(n, r as u32)) {
            continue;
        }
        changed = true;
        users.clear();
        users.extend(c.dag.users(n).map(|(u, _)| u));
        for v in &values {
            c.push(v.node);
        }
        c.dag.replace_all_uses_with(n, &values);
        for &u in &users {
            c.push(u);
        }
        c.delete_if_dead(n);
    }
    changed |= c.dag.remove_dead_nodes() > 0;
    Ok(changed)
}

struct Combiner<'a> {
    dag: &'a mut SelectionDAG,
    tli: &'a dyn TargetLowering,
    level: CombineLevel,
    optimize: bool,
    worklist: Vec<NodeId>,
    queued: Vec<bool>,
}

/// The run of leading ones of a `bits`-wide mask.
fn leading(mask: u128, bits: u64) -> u128 {
    let all = low_mask(bits);
    let ones = (mask << (128 - bits as u32)).leading_ones() as u64;
    all & !low_mask(bits - ones.min(bits))
}

fn one(v: SDValue) -> Option<SDValue> {
    Some(v)
}

/// `value`'s low `bits` bits as a signed number (all of it when `bits` is 0 or 128).
pub(super) fn sext(value: u128, bits: u64) -> i128 {
    if bits == 0 || bits >= 128 {
        return value as i128;
    }
    let shift = 128 - bits as u32;
    ((value << shift) as i128) >> shift
}

/// `a op b` on `bits`-wide constants, when defined.
fn fold_binary(op: Isd, a: u128, b: u128, bits: u64) -> Option<u128> {
    let mask = low_mask(bits);
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let v = match op {
        Isd::Add => a.wrapping_add(b),
        Isd::Sub => a.wrapping_sub(b),
        Isd::Mul => a.wrapping_mul(b),
        Isd::And => a & b,
        Isd::Or => a | b,
        Isd::Xor => a ^ b,
        Isd::Shl if b < bits as u128 => a << b,
        Isd::Srl if b < bits as u128 => a >> b,
        Isd::Sra if b < bits as u128 => (sa >> b) as u128,
        Isd::UDiv if b != 0 => a / b,
        Isd::URem if b != 0 => a % b,
        Isd::SDiv => sa.checked_div(sb)? as u128,
        Isd::SRem => sa.checked_rem(sb)? as u128,
        _ => return None,
    };
    Some(v & mask)
}

/// Whether `a cc b` holds for `bits`-wide integer constants.
fn fold_compare(cc: CondCode, a: u128, b: u128, bits: u64) -> Option<bool> {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    Some(match cc {
        CondCode::Eq => a == b,
        CondCode::Ne => a != b,
        CondCode::Ugt => a > b,
        CondCode::Uge => a >= b,
        CondCode::Ult => a < b,
        CondCode::Ule => a <= b,
        CondCode::Sgt => sa > sb,
        CondCode::Sge => sa >= sb,
        CondCode::Slt => sa < sb,
        CondCode::Sle => sa <= sb,
        _ => return None,
    })
}

impl Combiner<'_> {
    fn push(&mut self, n: NodeId) {
        if self.queued.len() <= n.index() {
            self.queued.resize(n.index() + 1, false);
        }
        if !self.queued[n.index()] {
            self.queued[n.index()] = true;
            self.worklist.push(n);
        }
    }

    /// Deletes `n` if nothing uses it (and it is not the root or the entry token).
    fn delete_if_dead(&mut self, n: NodeId) -> bool {
        if self.dag.has_uses(n) || n == self.dag.root.node || n == self.dag.entry().node || self.dag.node(n).deleted {
            return false;
        }
        for i in 0..self.dag.num_operands(n) {
            let o = self.dag.operand(n, i).node;
            self.push(o);
        }
        self.dag.delete_node(n);
        true
    }

    /// Whether a fold may create `op` producing `vt` (compared type for setcc) at this level.
    fn can_create(&self, op: Isd, vt: Evt) -> bool {
        let tables = self.tli.tables();
        match self.level {
            CombineLevel::BeforeLegalize => true,
            CombineLevel::AfterLegalizeTypes => tables.is_type_legal(vt),
            CombineLevel::AfterLegalizeDag => {
                tables.is_type_legal(vt)
                    && tables.operation_action(op, vt.simple().expect("legal types are simple"))
                        == LegalizeAction::Legal
            }
        }
    }

    fn constant(&self, v: SDValue) -> Option<u128> {
        constant_of(self.dag, v)
    }

    fn cond_code(&self, v: SDValue) -> Option<CondCode> {
        match self.dag.node(v.node).data {
            NodeData::CondCode(cc) => Some(cc),
            _ => None,
        }
    }

    /// The replacement value of `n`, a node of one result other than MergeValues (whose
    /// results are its operands), if it simplifies.
    fn visit(&mut self, n: NodeId) -> Option<SDValue> {
        let op = self.dag.opcode(n).isd()?;
        let vts = self.dag.node_vts(n);
        if vts.len() != 1 {
            return None;
        }
        let vt = vts[0];
        if vt.is_vector() {
            return None;
        }
        // The folds below read at most three operands, all of which their opcodes have.
        let mut ops = [SDValue::default(); 3];
        for (slot, v) in ops.iter_mut().zip(self.dag.operands(n)) {
            *slot = v;
        }
        let bits = vt.size_bits();
        if matches!(op, Isd::Shl | Isd::Srl | Isd::Sra | Isd::Rotl | Isd::Rotr) && vt.is_integer() {
            if let Some(amount) = self.unmasked_shift_amount(vt, op, ops[1]) {
                return one(self.dag.node1_flags(op, vt, &[ops[0], amount], self.dag.node(n).flags));
            }
        }
        match op {
            Isd::Add
            | Isd::Sub
            | Isd::Mul
            | Isd::And
            | Isd::Or
            | Isd::Xor
            | Isd::Shl
            | Isd::Srl
            | Isd::Sra
            | Isd::UDiv
            | Isd::SDiv
            | Isd::URem
            | Isd::SRem => self.visit_binary(n, op, vt, ops[0], ops[1]).or_else(|| self.promote(n, op, vt)),
            Isd::ExtractVectorElt => self
                .element_zero_of_scalar(n)
                .or_else(|| (self.level == CombineLevel::BeforeLegalize).then(|| self.scalarize_loaded_vector(n)).flatten()),
            Isd::SetCc => {
                let cc = self.cond_code(ops[2])?;
                let cvt = self.dag.value_type(ops[0]);
                if !cvt.is_integer() {
                    return None;
                }
                let cbits = cvt.size_bits();
                let result = match (self.constant(ops[0]), self.constant(ops[1])) {
                    (Some(a), Some(b)) => fold_compare(cc, a, b, cbits),
                    _ if ops[0] == ops[1] => fold_compare(cc, 0, 0, cbits),
                    (Some(_), None) => {
                        return one(self.dag.setcc(vt, ops[1], ops[0], cc.swapped()));
                    }
                    _ => None,
                }?;
                one(self.dag.constant(result as u128, vt))
            }
            Isd::Select => {
                if ops[1] == ops[2] {
                    return one(ops[1]);
                }
                if let Some(c) = self.constant(ops[0]) {
                    return one(if c != 0 { ops[1] } else { ops[2] });
                }
                self.visit_select(vt, ops[0], ops[1], ops[2])
            }
            Isd::BrCond => {
                let c = self.constant(ops[1])?;
                if c == 0 {
                    return one(ops[0]);
                }
                one(self.dag.node1(Isd::Br, Evt::OTHER, &[ops[0], ops[2]]))
            }
            Isd::Truncate | Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend => self.visit_cast(op, vt, ops[0]),
            Isd::SignExtendInreg => {
                let NodeData::ValueType(inner) = self.dag.node(ops[1].node).data else {
                    return None;
                };
                let ib = inner.size_bits();
                if ib >= bits {
                    return one(ops[0]);
                }
                if let Some(c) = self.constant(ops[0]) {
                    return one(self.dag.constant(sext(c, ib) as u128, vt));
                }
                let x = ops[0];
                let already = match self.dag.opcode(x.node).isd() {
                    Some(Isd::SignExtend) => self.dag.value_type(self.dag.operand(x.node, 0)).size_bits() <= ib,
                    Some(Isd::SignExtendInreg) => match self.dag.node(self.dag.operand(x.node, 1).node).data {
                        NodeData::ValueType(t) => t.size_bits() <= ib,
                        _ => false,
                    },
                    Some(Isd::Load) if x.result == 0 => matches!(
                        self.dag.node(x.node).data,
                        NodeData::Load { ext: ExtType::SignExt, mem } if mem.mem_vt.size_bits() <= ib
                    ),
                    Some(op) if op.is_atomic_read_modify_write() && x.result == 0 => matches!(
                        self.dag.node(x.node).data,
                        NodeData::Load { mem, .. } if mem.mem_vt.size_bits() <= ib && self.tli.atomic_result_sign_extends(mem.mem_vt)
                    ),
                    _ => false,
                };
                already.then_some(x)
            }
            Isd::Ctpop | Isd::Ctlz | Isd::Cttz | Isd::Bswap => {
                let c = self.constant(ops[0])?;
                let v = match op {
                    Isd::Ctpop => c.count_ones() as u128,
                    Isd::Ctlz => (c.leading_zeros() as u64 - (128 - bits)) as u128,
                    Isd::Cttz => (c.trailing_zeros() as u64).min(bits) as u128,
                    _ if bits.is_multiple_of(8) => c.swap_bytes() >> (128 - bits),
                    _ => return None,
                };
                one(self.dag.constant(v, vt))
            }
            _ => None,
        }
    }

    fn visit_binary(&mut self, n: NodeId, op: Isd, vt: Evt, a: SDValue, b: SDValue) -> Option<SDValue> {
        if !vt.is_integer() {
            return None;
        }
        let bits = vt.size_bits();
        let all = low_mask(bits);
        let (ca, cb) = (self.constant(a), self.constant(b));
        if let (Some(x), Some(y)) = (ca, cb) {
            let v = fold_binary(op, x, y, bits)?;
            return one(self.dag.constant(v, vt));
        }
        if op.is_commutative() && ca.is_some() {
            let flags = self.dag.node(n).flags;
            return one(self.dag.node1_flags(op, vt, &[b, a], flags));
        }
        if let Some(c) = cb {
            match (op, c) {
                (Isd::Add | Isd::Sub | Isd::Or | Isd::Xor | Isd::Shl | Isd::Srl | Isd::Sra, 0) => return one(a),
                (Isd::Mul | Isd::UDiv | Isd::SDiv, 1) => return one(a),
                (Isd::Mul | Isd::And, 0) => return one(b),
                (Isd::And, c) if c == all => return one(a),
                (Isd::Or, c) if c == all => return one(b),
                _ => {}
            }
            if self.optimize
                && self.level < CombineLevel::AfterLegalizeDag
                && matches!(op, Isd::UDiv | Isd::SDiv | Isd::URem | Isd::SRem)
            {
                let exact = self.dag.node(n).flags.has(NodeFlags::EXACT);
                if let Some(v) = combine_div::divide_by_constant(self.dag, self.tli, op, vt, a, c, exact) {
                    return one(v);
                }
            }
            if op == Isd::Mul && self.optimize {
                if let Some(v) = self.multiply_by_power_of_two(vt, a, c) {
                    return one(v);
                }
            }
            if op == Isd::And && (known_zero_bits(self.dag, a) | c) & all == all {
                return one(a);
            }
            if op == Isd::Xor && c == 1 {
                if let Some(inverted) = self.invert_setcc(a) {
                    return one(inverted);
                }
            }
            // (x op c1) op c2 -> x op (c1 op c2)
            if matches!(op, Isd::Add | Isd::Mul | Isd::And | Isd::Or | Isd::Xor)
                && self.dag.opcode(a.node).is(op)
                && self.dag.value_use_count(a) == 1
            {
                let inner = self.dag.operand(a.node, 1);
                if let Some(c1) = self.constant(inner) {
                    let folded = fold_binary(op, c1, c, bits)?;
                    let x = self.dag.operand(a.node, 0);
                    let k = self.dag.constant(folded, vt);
                    return one(self.dag.node1(op, vt, &[x, k]));
                }
            }
        }
        // x + (0 - y) and (0 - y) + x -> x - y; x - (0 - y) -> x + y (a pointer minus an
        // offset is a `getelementptr` by the negated offset).
        if matches!(op, Isd::Add | Isd::Sub) {
            let flipped = if op == Isd::Add { Isd::Sub } else { Isd::Add };
            let sides: &[(SDValue, SDValue)] = if op == Isd::Add { &[(a, b), (b, a)] } else { &[(a, b)] };
            for &(x, y) in sides {
                if self.dag.opcode(y.node).is(Isd::Sub) && self.constant(self.dag.operand(y.node, 0)) == Some(0) && self.can_create(flipped, vt) {
                    let z = self.dag.operand(y.node, 1);
                    return one(self.dag.node1(flipped, vt, &[x, z]));
                }
            }
        }
        if a == b {
            match op {
                Isd::Sub | Isd::Xor => return one(self.dag.constant(0, vt)),
                Isd::And | Isd::Or => return one(a),
                _ => {}
            }
        }
        None
    }

    /// `x * c` as a shift when `c` is a power of two, `0 - (x << k)` when it is a negated one
    /// (LLVM's `visitMUL`): a shift is one cycle where a multiply takes three, and the negation
    /// folds into an add that reads the product (`x + (0 - y)` is `x - y`).
    fn multiply_by_power_of_two(&mut self, vt: Evt, x: SDValue, c: u128) -> Option<SDValue> {
        let bits = vt.size_bits();
        if bits > 64 || !self.can_create(Isd::Shl, vt) {
            return None;
        }
        let negated = low_mask(bits) & c.wrapping_neg();
        if c.is_power_of_two() {
            return Some(shift_by(self.dag, self.tli, Isd::Shl, x, c.trailing_zeros() as u64));
        }
        // The sign bit alone is both its own negation and a power of two: handled above.
        if !negated.is_power_of_two() || !self.can_create(Isd::Sub, vt) {
            return None;
        }
        let shifted = shift_by(self.dag, self.tli, Isd::Shl, x, negated.trailing_zeros() as u64);
        let zero = self.dag.constant(0, vt);
        Some(self.dag.node1(Isd::Sub, vt, &[zero, shifted]))
    }

    /// The amount of a shift or rotate of `vt` without the mask `y & c` (possibly truncated
    /// or extended) when `c` keeps every bit the operation reads: for a rotate of a
    /// power-of-two width its amount modulo the width, for a shift of a legal type the bits
    /// the target's instruction reads ([`TargetLowering::shift_amount_bits_read`]; after type
    /// legalization only, when no shift is expanded any more). `None` when nothing changes.
    fn unmasked_shift_amount(&mut self, vt: Evt, op: Isd, amount: SDValue) -> Option<SDValue> {
        let bits = vt.size_bits();
        let read = if matches!(op, Isd::Rotl | Isd::Rotr) {
            if !bits.is_power_of_two() {
                return None;
            }
            bits as u128 - 1
        } else {
            if self.level == CombineLevel::BeforeLegalize || !self.tli.tables().is_type_legal(vt) {
                return None;
            }
            self.tli.shift_amount_bits_read(vt)?
        };
        let (cast, masked) = match self.dag.opcode(amount.node).isd()? {
            Isd::And => (None, amount),
            c @ (Isd::Truncate | Isd::ZeroExtend | Isd::AnyExtend) => (Some(c), self.dag.operand(amount.node, 0)),
            _ => return None,
        };
        if !self.dag.opcode(masked.node).is(Isd::And) || masked.result != 0 {
            return None;
        }
        let y = (0..2).find_map(|k| {
            let c = self.constant(self.dag.operand(masked.node, k))?;
            (c & read == read).then(|| self.dag.operand(masked.node, 1 - k))
        })?;
        match cast {
            None => Some(y),
            Some(c) => {
                let avt = self.dag.value_type(amount);
                let c = if self.dag.value_type(y).size_bits() > avt.size_bits() { Isd::Truncate } else { c };
                self.make_cast(c, avt, y)
            }
        }
    }

    /// `extract_vector_elt (load p), k` as a load of the element at `p + k * size` when the
    /// loaded vector is only ever taken apart by constant indices: each of those extractions
    /// becomes its element's load (taking the vector load's place in the chain), which is
    /// cheaper than loading the vector and moving every element out of its register. The
    /// vector may be an integer loaded into element 0 (`scalar_to_vector`: a widened vector's
    /// load) and be read through bitcasts; an element beyond the loaded bytes is undefined.
    fn scalarize_loaded_vector(&mut self, n: NodeId) -> Option<SDValue> {
        let mut bottom = self.dag.operand(n, 0);
        while self.dag.opcode(bottom.node).is(Isd::Bitcast) {
            bottom = self.dag.operand(bottom.node, 0);
        }
        let top = bottom;
        if self.dag.opcode(bottom.node).is(Isd::ScalarToVector) {
            bottom = self.dag.operand(bottom.node, 0);
            if self.dag.value_use_count(bottom) != 1 {
                return None;
            }
        }
        let vector = bottom;
        let NodeData::Load { ext: ExtType::NonExt, mem } = self.dag.node(vector.node).data else { return None };
        if vector.result != 0 || mem.volatile || !self.dag.value_type(top).is_vector() {
            return None;
        }
        let loaded_bytes = self.dag.value_type(vector).size_bits() / 8;
        let mut extracts = Vec::new();
        self.constant_extracts(top, &mut extracts)?;
        extracts.sort_unstable_by_key(|&(user, _, k)| (user, k));
        extracts.dedup_by_key(|e| e.0);
        let (chain, ptr) = (self.dag.operand(vector.node, 0), self.dag.operand(vector.node, 1));
        let pvt = self.dag.value_type(ptr);
        let mut chains = Vec::with_capacity(extracts.len());
        let mut mine = None;
        for (user, elem, k) in extracts {
            let size = elem.size_bits() / 8;
            let offset = k as u64 * size;
            let value = if offset + size > loaded_bytes {
                self.dag.undef(elem)
            } else {
                let addr = if offset == 0 {
                    ptr
                } else {
                    let c = self.dag.constant(offset as u128, pvt);
                    self.dag.node1(Isd::Add, pvt, &[ptr, c])
                };
                let align = if offset == 0 { mem.align } else { mem.align.min(1 << offset.trailing_zeros()) };
                let m = MemInfo { mem_vt: elem, align, source: mem.source.map(|(v, o)| (v, o + offset as i64)), ..mem };
                let load = self.dag.load(elem, chain, addr, ExtType::NonExt, m);
                chains.push(SDValue::new(load.node, 1));
                load
            };
            if user == n {
                mine = Some(value);
            } else {
                self.dag.replace_all_uses_with(user, &[value]);
            }
        }
        let tf = self.dag.token_factor(&chains);
        self.dag.replace_all_uses_of_value_with(SDValue::new(vector.node, 1), tf);
        mine
    }

    /// Appends every reader of the vector `v` (through bitcasts) as (extraction, element
    /// type, constant index); `None` when some reader is anything else, an element is not
    /// whole bytes or goes into a vector of a legal type (a shuffle the target does in
    /// registers).
    fn constant_extracts(&self, v: SDValue, out: &mut Vec<(NodeId, Evt, u128)>) -> Option<()> {
        let vt = self.dag.value_type(v);
        let elem = vt.scalar();
        for (user, used) in self.dag.users(v.node) {
            if used.result != v.result {
                continue;
            }
            match self.dag.opcode(user).isd() {
                Some(Isd::Bitcast) if self.dag.node_vts(user)[0].is_vector() => self.constant_extracts(SDValue::new(user, 0), out)?,
                Some(Isd::ExtractVectorElt) if self.dag.node_vts(user)[0] == elem && elem.size_bits() % 8 == 0 => {
                    // An element rebuilt into a vector register (a shuffle) stays in one.
                    let rebuilt = |(u, _): (NodeId, SDValue)| {
                        self.dag.opcode(u).is(Isd::BuildVector) && self.tli.tables().is_type_legal(self.dag.node_vts(u)[0])
                    };
                    if self.dag.users(user).any(rebuilt) {
                        return None;
                    }
                    let index = self.constant(self.dag.operand(user, 1));
                    out.push((user, elem, index.filter(|&k| k < vt.num_elements() as u128)?));
                }
                _ => return None,
            }
        }
        Some(())
    }

    /// `extract_vector_elt (scalar_to_vector x), 0`, read through bitcasts, as `x` itself when
    /// the element has `x`'s type (a widened vector's integer loaded and stored again).
    fn element_zero_of_scalar(&self, n: NodeId) -> Option<SDValue> {
        if self.constant(self.dag.operand(n, 1)) != Some(0) {
            return None;
        }
        let mut v = self.dag.operand(n, 0);
        while self.dag.opcode(v.node).is(Isd::Bitcast) {
            v = self.dag.operand(v.node, 0);
        }
        if !self.dag.opcode(v.node).is(Isd::ScalarToVector) {
            return None;
        }
        let x = self.dag.operand(v.node, 0);
        (self.dag.value_type(x) == self.dag.node_vts(n)[0]).then_some(x)
    }

    /// `n` computed in the wider type the target prefers (see [`combine_promote`]), once
    /// operations are legal and when optimising.
    fn promote(&mut self, n: NodeId, op: Isd, vt: Evt) -> Option<SDValue> {
        if !self.optimize || self.level != CombineLevel::AfterLegalizeDag || !vt.is_integer() {
            return None;
        }
        let (v, touched) = combine_promote::promote(self.dag, self.tli, n, op, vt)?;
        // The wide operation's extended operands may fold (`anyext (trunc x)`).
        let wide = self.dag.operand(v.node, 0).node;
        for k in 0..self.dag.num_operands(wide) {
            let o = self.dag.operand(wide, k).node;
            self.push(o);
        }
        for u in touched {
            self.push(u);
        }
        one(v)
    }

    /// `setcc` with the inverse condition when `v` is an integer setcc used only here.
    fn invert_setcc(&mut self, v: SDValue) -> Option<SDValue> {
        if !self.dag.opcode(v.node).is(Isd::SetCc) || self.dag.value_use_count(v) != 1 {
            return None;
        }
        let (l, r) = (self.dag.operand(v.node, 0), self.dag.operand(v.node, 1));
        let cc = self.cond_code(self.dag.operand(v.node, 2))?;
        if !self.dag.value_type(l).is_integer() {
            return None;
        }
        let inverse = cc.inverse_int()?;
        let vt = self.dag.value_type(v);
        Some(self.dag.setcc(vt, l, r, inverse))
    }

    /// When optimising, before type legalization, on a condition of type i1: `select c, x, false` is `and c,
    /// x` and `select c, true, x` is `or c, x` (i1 results); a select on an `and` or `or` of
    /// two conditions, read by nothing else, becomes two selects, each on one condition,
    /// where the target prefers that for `vt`
    /// ([`TargetLowering::normalize_to_select_sequence`]: x86 selects with a cmov on the flags
    /// of each compare rather than computing both booleans and testing their `and`).
    fn visit_select(&mut self, vt: Evt, c: SDValue, t: SDValue, f: SDValue) -> Option<SDValue> {
        if !self.optimize || self.level != CombineLevel::BeforeLegalize || self.dag.value_type(c) != Evt::int(1) {
            return None;
        }
        if vt == Evt::int(1) {
            if self.constant(f) == Some(0) {
                return one(self.dag.node1(Isd::And, vt, &[c, t]));
            }
            if self.constant(t).is_some_and(|v| v & 1 == 1) {
                return one(self.dag.node1(Isd::Or, vt, &[c, f]));
            }
        }
        let op = self.dag.opcode(c.node).isd()?;
        if !matches!(op, Isd::And | Isd::Or) || self.dag.value_use_count(c) != 1 || !self.tli.normalize_to_select_sequence(vt) {
            return None;
        }
        let (c0, c1) = (self.dag.operand(c.node, 0), self.dag.operand(c.node, 1));
        one(if op == Isd::And {
            let inner = self.dag.node1(Isd::Select, vt, &[c1, t, f]);
            self.dag.node1(Isd::Select, vt, &[c0, inner, f])
        } else {
            let inner = self.dag.node1(Isd::Select, vt, &[c1, t, f]);
            self.dag.node1(Isd::Select, vt, &[c0, t, inner])
        })
    }

    fn visit_cast(&mut self, op: Isd, vt: Evt, x: SDValue) -> Option<SDValue> {
        let xvt = self.dag.value_type(x);
        if !vt.is_integer() || !xvt.is_integer() {
            return None;
        }
        if xvt == vt {
            return one(x);
        }
        if let Some(c) = self.constant(x) {
            return one(match op {
                Isd::SignExtend => self.dag.constant_signed(sext(c, xvt.size_bits()), vt),
                _ => self.dag.constant(c, vt),
            });
        }
        if op != Isd::SignExtend {
            // A constant wider than 128 bits truncated or zero-extended: its limbs.
            if let Some(limbs) = self.dag.constant_limbs(x) {
                return one(self.dag.constant_from_limbs(&limbs, vt));
            }
        }
        let inner = self.dag.opcode(x.node).isd()?;
        if inner == Isd::Load && matches!(op, Isd::ZeroExtend | Isd::SignExtend) {
            return self.fold_extended_load(op, vt, x);
        }
        let is_ext = |o: Isd| matches!(o, Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend);
        if op == Isd::Truncate {
            if inner == Isd::Truncate {
                let y = self.dag.operand(x.node, 0);
                return self.make_cast(Isd::Truncate, vt, y);
            }
            if is_ext(inner) {
                let y = self.dag.operand(x.node, 0);
                let ybits = self.dag.value_type(y).size_bits();
                return match ybits.cmp(&vt.size_bits()) {
                    std::cmp::Ordering::Equal => one(y),
                    std::cmp::Ordering::Less => self.make_cast(inner, vt, y),
                    std::cmp::Ordering::Greater => self.make_cast(Isd::Truncate, vt, y),
                };
            }
            // trunc (and y, C) = trunc y when C keeps every bit the truncation keeps (a shift
            // amount masked to its byte: no zero extension to select).
            if inner == Isd::And && vt.size_bits() <= 64 {
                let mask = u128::MAX >> (128 - vt.size_bits());
                for k in 0..2 {
                    if self.constant(self.dag.operand(x.node, k)).is_some_and(|c| c & mask == mask) {
                        let y = self.dag.operand(x.node, 1 - k);
                        return self.make_cast(Isd::Truncate, vt, y);
                    }
                }
            }
            return None;
        }
        if op == Isd::AnyExtend && inner == Isd::Truncate {
            // anyext (trunc y): y itself, or y truncated or extended to the type.
            let y = self.dag.operand(x.node, 0);
            return match self.dag.value_type(y).size_bits().cmp(&vt.size_bits()) {
                std::cmp::Ordering::Equal => one(y),
                std::cmp::Ordering::Less => self.make_cast(Isd::AnyExtend, vt, y),
                std::cmp::Ordering::Greater => self.make_cast(Isd::Truncate, vt, y),
            };
        }
        if !is_ext(inner) {
            return None;
        }
        let y = self.dag.operand(x.node, 0);
        // zext(zext y), sext(sext y), sext(zext y) = zext y; anyext(ext y) = ext y.
        let merged = match (op, inner) {
            (Isd::ZeroExtend, Isd::ZeroExtend) => Isd::ZeroExtend,
            (Isd::SignExtend, Isd::SignExtend | Isd::ZeroExtend) => inner,
            (Isd::AnyExtend, _) => inner,
            _ => return None,
        };
        self.make_cast(merged, vt, y)
    }

    /// `zext (load p)` / `sext (load p)` → one extending load, when optimising and the target
    /// loads with that extension in one instruction; readers of the old load's chain take the
    /// new one's. When others read the plain load too, they read the extending load's
    /// truncation if the target truncates for free (`movzbl (%rax), %ecx` then `testb %cl,
    /// %cl` rather than `movb` and `movzbl`; LLVM's `ExtendUsesToFormExtLoad`). Unlike LLVM,
    /// this holds when both values leave the block too: the truncation is a sub-register
    /// copy the coalescer joins, so one register leaves, as after llc's CodeGenPrepare
    /// (`optimizeExtUses`) moved the truncation to the other blocks.
    fn fold_extended_load(&mut self, op: Isd, vt: Evt, x: SDValue) -> Option<SDValue> {
        let NodeData::Load { ext: ExtType::NonExt, mem } = self.dag.node(x.node).data else { return None };
        let ext = if op == Isd::ZeroExtend { ExtType::ZeroExt } else { ExtType::SignExt };
        let (Some(to), Some(from)) = (vt.simple(), mem.mem_vt.simple()) else { return None };
        if !self.optimize || !self.tli.is_load_ext_legal(ext, to, from) {
            return None;
        }
        let shared = self.dag.value_use_count(x) != 1;
        if shared && !self.tli.is_truncate_free(vt, mem.mem_vt) {
            return None;
        }
        let (chain, ptr) = (self.dag.operand(x.node, 0), self.dag.operand(x.node, 1));
        let load = self.dag.load(vt, chain, ptr, ext, mem);
        let old_chain = SDValue::new(x.node, 1);
        let users: Vec<NodeId> = self.dag.users(x.node).map(|(u, _)| u).collect();
        self.dag.replace_all_uses_of_value_with(old_chain, SDValue::new(load.node, 1));
        if shared {
            let narrow = self.dag.node1(Isd::Truncate, mem.mem_vt, &[load]);
            self.dag.replace_all_uses_of_value_with(x, narrow);
        }
        for u in users {
            self.push(u);
        }
        one(load)
    }

    fn make_cast(&mut self, op: Isd, vt: Evt, y: SDValue) -> Option<SDValue> {
        if !self.can_create(op, vt) {
            return None;
        }
        one(self.dag.node1(op, vt, &[y]))
    }
}

/// Bits of `v` known to be zero (a mask within its width), from constants, masks, zero
/// extensions, shifts, booleans and zero-extending loads; targets may use it in their lowering.
pub fn known_zero_bits(dag: &SelectionDAG, v: SDValue) -> u128 {
    known_zero(dag, v, 0)
}

fn known_zero(dag: &SelectionDAG, v: SDValue, depth: u32) -> u128 {
    let vt = dag.value_type(v);
    if !vt.is_integer() || depth > 6 {
        return 0;
    }
    let bits = vt.size_bits();
    if bits > 128 {
        // Masks are 128 bits wide: nothing is known about wider values.
        return 0;
    }
    let all = low_mask(bits);
    let n = v.node;
    let Some(op) = dag.opcode(n).isd() else {
        return 0;
    };
    let operand = |i: usize| dag.operand(n, i);
    let const_amount = |i: usize| constant_of(dag, operand(i)).filter(|&c| c < bits as u128).map(|c| c as u32);
    match op {
        Isd::Constant => !dag.constant_value(v).unwrap_or(0) & all,
        Isd::And => known_zero(dag, operand(0), depth + 1) | known_zero(dag, operand(1), depth + 1),
        Isd::Or | Isd::Xor => known_zero(dag, operand(0), depth + 1) & known_zero(dag, operand(1), depth + 1),
        Isd::Select => known_zero(dag, operand(1), depth + 1) & known_zero(dag, operand(2), depth + 1),
        // A sum has the trailing zeros both operands have, and at most one bit above the
        // longer of the two operands' significant parts.
        Isd::Add => {
            let (x, y) = (known_zero(dag, operand(0), depth + 1), known_zero(dag, operand(1), depth + 1));
            let trailing = ((x & y) | !all).trailing_ones().min(bits as u32) as u64;
            let high = leading(x, bits) & leading(y, bits);
            let above = (high << 1) & all;
            above | low_mask(trailing)
        }
        Isd::CopyFromReg if v.result == 0 => match dag.node(operand(1).node).data {
            NodeData::Register(r) => dag.live_out_known_zero(r) & all,
            _ => 0,
        },
        Isd::ZeroExtend => {
            let inner = dag.value_type(operand(0)).size_bits();
            (all & !low_mask(inner)) | known_zero(dag, operand(0), depth + 1)
        }
        Isd::Truncate => known_zero(dag, operand(0), depth + 1) & all,
        Isd::Srl => match const_amount(1) {
            Some(c) => ((known_zero(dag, operand(0), depth + 1) >> c) | (all & !(all >> c))) & all,
            None => 0,
        },
        Isd::Shl => match const_amount(1) {
            Some(c) => ((known_zero(dag, operand(0), depth + 1) << c) | low_mask(c as u64)) & all,
            None => 0,
        },
        // A quotient is at most the dividend, a remainder below the divisor and the dividend.
        Isd::UDiv => leading(known_zero(dag, operand(0), depth + 1), bits),
        Isd::URem => {
            leading(known_zero(dag, operand(0), depth + 1), bits)
                | leading(known_zero(dag, operand(1), depth + 1), bits)
        }
        Isd::SetCc if bits > 1 => all & !1,
        Isd::UAddO | Isd::USubO | Isd::AddCarry | Isd::SubCarry if v.result == 1 && bits > 1 => all & !1,
        Isd::Ctpop | Isd::Ctlz | Isd::Cttz => all & !low_mask(64 - bits.leading_zeros() as u64),
        Isd::AssertZext => match dag.node(operand(1).node).data {
            NodeData::ValueType(t) => all & !low_mask(t.size_bits()),
            _ => 0,
        },
        Isd::Load if v.result == 0 => match dag.node(n).data {
            NodeData::Load { ext: ExtType::ZeroExt, mem } => all & !low_mask(mem.mem_vt.size_bits()),
            _ => 0,
        },
        _ => 0,
    }
}

/// Records the bits known to be zero of each value the block copies into a virtual register
/// for other blocks (LLVM's `ComputeLiveOutVRegInfo`), so that [`known_zero_bits`] of a
/// block selected later knows them where it reads the register. Run once the block's DAG is
/// legal, before selection.
pub fn record_live_out_known_zero(dag: &mut SelectionDAG) {
    let mut found = Vec::new();
    for n in dag.node_ids() {
        if !dag.opcode(n).is(Isd::CopyToReg) {
            continue;
        }
        let NodeData::Register(r) = dag.node(dag.operand(n, 1).node).data else { continue };
        if r.is_virtual() {
            found.push((r, known_zero_bits(dag, dag.operand(n, 2))));
        }
    }
    for (r, zero) in found {
        dag.set_live_out_known_zero(r, zero);
    }
}

fn constant_of(dag: &SelectionDAG, v: SDValue) -> Option<u128> {
    if dag.opcode(v.node).is(Isd::Constant) {
        dag.constant_value(v)
    } else {
        None
    }
}
