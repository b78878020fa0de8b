//! Generic expansions shared by both legalizers: an operation rewritten into simpler generic
//! operations on the *same* types (rotates into shifts, ctpop into bit tricks, min/max into
//! setcc + select, overflow arithmetic into compares, ...), and calls of runtime library
//! functions through the target's `lower_call`.
//!
//! LegalizeOps uses an expansion when the target's action for a node is `Expand`; LegalizeTypes
//! uses the same ones for uncommon operations on illegal types and legalizes the simpler nodes
//! in its next round. Every expansion here is exact for all inputs the IR defines.

use super::graph::SelectionDAG;
use super::node::{ExtType, MemInfo, NodeData, NodeId, SDValue};
use super::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use crate::target::data_layout::DataLayout;
use crate::target::lowering::{ArgInfo, JumpTableEncoding};
use crate::isel::dag::lowering::{CallInfo, LegalizeAction, TargetLowering};

/// The low `bits` bits set.
pub(crate) fn low_mask(bits: u64) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Whether `op` on `vt` can be used as is (legal or lowered by the target).
pub(crate) fn legal_or_custom(tli: &dyn TargetLowering, op: Isd, vt: Evt) -> bool {
    tli.tables().is_operation_legal_or_custom(op, vt)
}

/// The type booleans compared from `vt` values have: the target's SETCC result type, or
/// while types are being legalized the legal integer it is promoted to.
pub(crate) fn bool_type(tli: &dyn TargetLowering, vt: Evt) -> Evt {
    let t = tli.setcc_result_type(vt);
    let tables = tli.tables();
    if tables.is_type_legal(t) {
        return t;
    }
    match tables.register_type_and_count(t) {
        Some((m, 1)) => m.into(),
        _ => t,
    }
}

/// The type of the amount of a shift of `vt` values: the target's, or i32 when that cannot
/// hold every amount below the width (integers wider than 256 bits with an i8 amount type).
pub(crate) fn shift_amount_type(tli: &dyn TargetLowering, vt: Evt) -> Evt {
    let st = tli.shift_amount_type(vt);
    let bits = vt.scalar_size_bits();
    if st.is_integer() && st.size_bits() < 64 && bits > 1u64 << st.size_bits() {
        Evt::int(32)
    } else {
        st
    }
}

/// A constant shift amount for shifting `vt` values.
pub(crate) fn shift_amount(dag: &mut SelectionDAG, tli: &dyn TargetLowering, vt: Evt, amount: u64) -> SDValue {
    let st = shift_amount_type(tli, vt);
    dag.constant(amount as u128, st)
}

/// `op x, amount` for a shift, the amount converted to the shift amount type of `x`.
pub(crate) fn shift(dag: &mut SelectionDAG, tli: &dyn TargetLowering, op: Isd, x: SDValue, amount: SDValue) -> SDValue {
    let vt = dag.value_type(x);
    let st = shift_amount_type(tli, vt);
    let amount = dag.zext_or_trunc(amount, st);
    dag.node1(op, vt, &[x, amount])
}

/// `op x, c` for a shift by a constant.
pub(crate) fn shift_by(dag: &mut SelectionDAG, tli: &dyn TargetLowering, op: Isd, x: SDValue, c: u64) -> SDValue {
    let vt = dag.value_type(x);
    let amount = shift_amount(dag, tli, vt, c);
    dag.node1(op, vt, &[x, amount])
}

/// `x` with the bits above `from` cleared.
pub(crate) fn zext_inreg(dag: &mut SelectionDAG, x: SDValue, from: Evt) -> SDValue {
    let vt = dag.value_type(x);
    if from.size_bits() >= vt.size_bits() {
        return x;
    }
    let mask = dag.low_bits_mask(from.size_bits(), vt);
    dag.node1(Isd::And, vt, &[x, mask])
}

/// `x` with the bits above `from` copies of bit `from - 1`.
pub(crate) fn sext_inreg(dag: &mut SelectionDAG, x: SDValue, from: Evt) -> SDValue {
    let vt = dag.value_type(x);
    if from.size_bits() >= vt.size_bits() {
        return x;
    }
    let t = dag.value_type_node(from);
    dag.node1(Isd::SignExtendInreg, vt, &[x, t])
}

/// `x % m` for a shift or rotate amount `x`: an `and` when `m` is a power of two.
fn modulo(dag: &mut SelectionDAG, x: SDValue, m: u64) -> SDValue {
    let avt = dag.value_type(x);
    if m.is_power_of_two() {
        let mask = dag.constant(m as u128 - 1, avt);
        return binop(dag, Isd::And, x, mask);
    }
    let b = dag.constant(m as u128, avt);
    binop(dag, Isd::URem, x, b)
}

/// The rotate a funnel shift of one value by itself is.
fn rotate_of(op: Isd) -> Isd {
    if op == Isd::Fshl { Isd::Rotl } else { Isd::Rotr }
}

fn binop(dag: &mut SelectionDAG, op: Isd, a: SDValue, b: SDValue) -> SDValue {
    let vt = dag.value_type(a);
    dag.node1(op, vt, &[a, b])
}

fn constant_like(dag: &mut SelectionDAG, x: SDValue, c: u128) -> SDValue {
    let vt = dag.value_type(x);
    dag.constant(c, vt)
}

/// `setcc a, b, cc` producing the boolean type for `a`'s type.
pub(crate) fn compare(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    a: SDValue,
    b: SDValue,
    cc: CondCode,
) -> SDValue {
    let vt = dag.value_type(a);
    let bt = bool_type(tli, vt);
    dag.setcc(bt, a, b, cc)
}

/// `select c, t, f` with `c` a boolean.
pub(crate) fn select(dag: &mut SelectionDAG, c: SDValue, t: SDValue, f: SDValue) -> SDValue {
    let vt = dag.value_type(t);
    dag.node1(Isd::Select, vt, &[c, t, f])
}

/// The constant value of `v` if it is a Constant node.
pub(crate) fn const_value(dag: &SelectionDAG, v: SDValue) -> Option<u128> {
    if dag.opcode(v.node).is(Isd::Constant) {
        dag.constant_value(v)
    } else {
        None
    }
}

/// The value of constant `v` (of any width) modulo `m`.
fn constant_mod(dag: &SelectionDAG, v: SDValue, m: u64) -> Option<u64> {
    if !dag.opcode(v.node).is(Isd::Constant) || m == 0 {
        return None;
    }
    let limbs = dag.constant_limbs(v)?;
    Some(limbs.iter().rev().fold(0u128, |r, &w| ((r << 64) | w as u128) % m as u128) as u64)
}

/// The byte-sized integer type memory holds a `mem_vt` integer in, when `mem_vt` is not a
/// whole number of bytes (i1 -> i8, i17 -> i24).
pub(crate) fn whole_bytes_type(mem_vt: Evt) -> Option<Evt> {
    let bits = mem_vt.size_bits();
    (mem_vt.is_integer() && !bits.is_multiple_of(8)).then(|| Evt::int(mem_vt.store_size() as u32 * 8))
}

/// A load producing `vt` of a `mem.mem_vt` integer that is not a whole number of bytes: stores
/// write such values zero-extended to whole bytes ([`store_whole_bytes`]), so the bytes are
/// loaded zero-extended and the value asserted zero-extended (or sign-extended in the
/// register). Returns the value and the chain.
pub(crate) fn load_whole_bytes(
    dag: &mut SelectionDAG,
    vt: Evt,
    chain: SDValue,
    ptr: SDValue,
    ext: ExtType,
    mem: MemInfo,
) -> (SDValue, SDValue) {
    let wide = whole_bytes_type(mem.mem_vt).unwrap_or(mem.mem_vt);
    let load_ext = if wide.size_bits() < vt.size_bits() { ExtType::ZeroExt } else { ExtType::NonExt };
    let load = dag.load(vt, chain, ptr, load_ext, MemInfo { mem_vt: wide, ..mem });
    let value = if ext == ExtType::SignExt {
        sext_inreg(dag, load, mem.mem_vt)
    } else {
        let t = dag.value_type_node(mem.mem_vt);
        dag.node1(Isd::AssertZext, vt, &[load, t])
    };
    (value, SDValue::new(load.node, 1))
}

/// A store of the low `mem.mem_vt` bits of `value` when that type is not a whole number of
/// bytes: the value is zero-extended to whole bytes.
pub(crate) fn store_whole_bytes(
    dag: &mut SelectionDAG,
    chain: SDValue,
    value: SDValue,
    ptr: SDValue,
    mem: MemInfo,
) -> SDValue {
    let wide = whole_bytes_type(mem.mem_vt).unwrap_or(mem.mem_vt);
    let v = zext_inreg(dag, value, mem.mem_vt);
    let truncating = wide.size_bits() < dag.value_type(value).size_bits();
    dag.store(chain, v, ptr, truncating, MemInfo { mem_vt: wide, ..mem })
}

/// The replacement values of node `n` rewritten into simpler generic operations of the same
/// types, or `None` when there is no generic expansion for it.
/// `BR_JT(chain, table, index)`: loads entry `index` of the table and jumps there with
/// BRIND; a 32-bit entry of position-independent code is an offset from the table's address.
fn expand_br_jt(dag: &mut SelectionDAG, tli: &dyn TargetLowering, chain: SDValue, table: SDValue, index: SDValue) -> SDValue {
    let ptr_vt = dag.value_type(table);
    let encoding = tli.jump_table_encoding();
    let entry_size = encoding.entry_size(ptr_vt.store_size());
    let index = dag.zext_or_trunc(index, ptr_vt);
    let offset = shift_by(dag, tli, Isd::Shl, index, u64::from(entry_size.trailing_zeros()));
    let entry_address = binop(dag, Isd::Add, table, offset);
    let (entry_vt, ext) = match encoding {
        JumpTableEncoding::BlockAddress => (ptr_vt, ExtType::NonExt),
        JumpTableEncoding::LabelDifference32 => (Mvt::I32.into(), ExtType::SignExt),
    };
    let mem = MemInfo { mem_vt: entry_vt, align: entry_size, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
    let entry = dag.load(ptr_vt, chain, entry_address, ext, mem);
    let chain = SDValue::new(entry.node, 1);
    let target = match encoding {
        JumpTableEncoding::BlockAddress => entry,
        JumpTableEncoding::LabelDifference32 => binop(dag, Isd::Add, entry, table),
    };
    dag.node1(Isd::BrInd, Evt::OTHER, &[chain, target])
}

pub(crate) fn expand_node(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    n: NodeId,
) -> Result<Option<Vec<SDValue>>, String> {
    let Some(op) = dag.opcode(n).isd() else {
        return Ok(None);
    };
    let ops: Vec<SDValue> = dag.operands(n).collect();
    let vts: Vec<Evt> = dag.node_vts(n).to_vec();
    let vt = vts[0];
    if vt.is_vector() {
        return Ok(super::legalize_ops::expand_vector_op(dag, tli, n));
    }
    let bits = vt.size_bits();
    let v = match op {
        Isd::BrJt => expand_br_jt(dag, tli, ops[0], ops[1], ops[2]),
        Isd::SDiv | Isd::UDiv | Isd::SRem | Isd::URem => {
            let signed = matches!(op, Isd::SDiv | Isd::SRem);
            let divrem = if signed { Isd::SDivRem } else { Isd::UDivRem };
            let rem = matches!(op, Isd::SRem | Isd::URem);
            if legal_or_custom(tli, divrem, vt) {
                let list = dag.vt_list(&[vt, vt]);
                let d = dag.get_node(divrem.into(), list, &ops, NodeData::None);
                SDValue::new(d, rem as u32)
            } else if rem && legal_or_custom(tli, if signed { Isd::SDiv } else { Isd::UDiv }, vt) {
                // a % b == a - (a / b) * b
                let q = binop(dag, if signed { Isd::SDiv } else { Isd::UDiv }, ops[0], ops[1]);
                let p = binop(dag, Isd::Mul, q, ops[1]);
                binop(dag, Isd::Sub, ops[0], p)
            } else {
                let name = int_libcall_name(op, bits)?;
                libcall(dag, tli, dl, name, &ops, &[vt], signed)?[0]
            }
        }
        Isd::SDivRem | Isd::UDivRem => {
            let (d, r) = if op == Isd::SDivRem { (Isd::SDiv, Isd::SRem) } else { (Isd::UDiv, Isd::URem) };
            let q = binop(dag, d, ops[0], ops[1]);
            let m = binop(dag, r, ops[0], ops[1]);
            return Ok(Some(vec![q, m]));
        }
        Isd::MulHs | Isd::MulHu => {
            let lohi = if op == Isd::MulHs { Isd::SMulLoHi } else { Isd::UMulLoHi };
            if legal_or_custom(tli, lohi, vt) {
                let list = dag.vt_list(&[vt, vt]);
                SDValue::new(dag.get_node(lohi.into(), list, &ops, NodeData::None), 1)
            } else if op == Isd::MulHs
                && (legal_or_custom(tli, Isd::UMulLoHi, vt) || legal_or_custom(tli, Isd::MulHu, vt))
            {
                // The signed high half from the unsigned one: subtract b if a < 0 and a if b < 0.
                let hu = dag.node1(Isd::MulHu, vt, &ops);
                let sa = shift_by(dag, tli, Isd::Sra, ops[0], bits - 1);
                let sb = shift_by(dag, tli, Isd::Sra, ops[1], bits - 1);
                let fa = binop(dag, Isd::And, sa, ops[1]);
                let fb = binop(dag, Isd::And, sb, ops[0]);
                let r = binop(dag, Isd::Sub, hu, fa);
                binop(dag, Isd::Sub, r, fb)
            } else {
                match wide_multiply(dag, tli, op == Isd::MulHs, ops[0], ops[1]) {
                    Some((_, hi)) => hi,
                    None => return Ok(None),
                }
            }
        }
        Isd::SMulLoHi | Isd::UMulLoHi => {
            let mulh = if op == Isd::SMulLoHi { Isd::MulHs } else { Isd::MulHu };
            let lo = binop(dag, Isd::Mul, ops[0], ops[1]);
            let hi = if legal_or_custom(tli, mulh, vt) {
                binop(dag, mulh, ops[0], ops[1])
            } else {
                match wide_multiply(dag, tli, op == Isd::SMulLoHi, ops[0], ops[1]) {
                    Some((_, hi)) => hi,
                    None => return Ok(None),
                }
            };
            return Ok(Some(vec![lo, hi]));
        }
        Isd::UAddO | Isd::USubO => {
            let (arith, lhs_of_cmp) = if op == Isd::UAddO { (Isd::Add, None) } else { (Isd::Sub, Some(ops[0])) };
            let r = binop(dag, arith, ops[0], ops[1]);
            // a + b wraps iff the sum is below a; a - b borrows iff a < b.
            let c = match lhs_of_cmp {
                None => dag.setcc(vts[1], r, ops[0], CondCode::Ult),
                Some(a) => dag.setcc(vts[1], a, ops[1], CondCode::Ult),
            };
            return Ok(Some(vec![r, c]));
        }
        Isd::AddCarry | Isd::SubCarry => {
            let cin = dag.zext_or_trunc(ops[2], vt);
            let cvt = vts[1];
            let (r, c) = if op == Isd::AddCarry {
                let s1 = binop(dag, Isd::Add, ops[0], ops[1]);
                let c1 = dag.setcc(cvt, s1, ops[0], CondCode::Ult);
                let s2 = binop(dag, Isd::Add, s1, cin);
                let c2 = dag.setcc(cvt, s2, s1, CondCode::Ult);
                (s2, binop(dag, Isd::Or, c1, c2))
            } else {
                let d1 = binop(dag, Isd::Sub, ops[0], ops[1]);
                let b1 = dag.setcc(cvt, ops[0], ops[1], CondCode::Ult);
                let d2 = binop(dag, Isd::Sub, d1, cin);
                let b2 = dag.setcc(cvt, d1, cin, CondCode::Ult);
                (d2, binop(dag, Isd::Or, b1, b2))
            };
            return Ok(Some(vec![r, c]));
        }
        Isd::Fshl | Isd::Fshr if ops[0] == ops[1] && legal_or_custom(tli, rotate_of(op), vt) => {
            // A funnel shift of one value by itself is a rotate (by a constant too: `roll $7`).
            shift(dag, tli, rotate_of(op), ops[0], ops[2])
        }
        Isd::Rotl | Isd::Rotr | Isd::Fshl | Isd::Fshr if constant_mod(dag, ops[ops.len() - 1], bits).is_some() => {
            // A constant amount (of any width) reduced here: two shifts by constants.
            let c = constant_mod(dag, ops[ops.len() - 1], bits).expect("checked above");
            let (hi, lo) = if matches!(op, Isd::Rotl | Isd::Rotr) { (ops[0], ops[0]) } else { (ops[0], ops[1]) };
            // fshl/rotl by c is fshr/rotr by B - c.
            let left = if matches!(op, Isd::Rotl | Isd::Fshl) { c } else { (bits - c) % bits };
            match (left, op) {
                (0, Isd::Fshr) => lo,
                (0, _) => hi,
                _ => {
                    let h = shift_by(dag, tli, Isd::Shl, hi, left);
                    let l = shift_by(dag, tli, Isd::Srl, lo, bits - left);
                    binop(dag, Isd::Or, h, l)
                }
            }
        }
        Isd::Rotl | Isd::Rotr => {
            // rotl x, c == (x << (c % B)) | (x >> ((B - c % B) % B))
            let (first, second) = if op == Isd::Rotl { (Isd::Shl, Isd::Srl) } else { (Isd::Srl, Isd::Shl) };
            let avt = dag.value_type(ops[1]);
            let b = dag.constant(bits as u128, avt);
            let c = modulo(dag, ops[1], bits);
            let back = binop(dag, Isd::Sub, b, c);
            let back = modulo(dag, back, bits);
            let x1 = dag.node1(first, vt, &[ops[0], c]);
            let x2 = dag.node1(second, vt, &[ops[0], back]);
            binop(dag, Isd::Or, x1, x2)
        }
        Isd::Fshl | Isd::Fshr => {
            // fshl a, b, c == (a << c') | ((b >> 1) >> (B - 1 - c')) with c' = c % B: never a
            // shift by B or more, and c' == 0 gives a.
            let avt = dag.value_type(ops[2]);
            let c = modulo(dag, ops[2], bits);
            let b1 = dag.constant(bits as u128 - 1, avt);
            let inv = binop(dag, Isd::Sub, b1, c);
            let onev = dag.constant(1, avt);
            if op == Isd::Fshl {
                let hi = dag.node1(Isd::Shl, vt, &[ops[0], c]);
                let lo = dag.node1(Isd::Srl, vt, &[ops[1], onev]);
                let lo = dag.node1(Isd::Srl, vt, &[lo, inv]);
                binop(dag, Isd::Or, hi, lo)
            } else {
                let lo = dag.node1(Isd::Srl, vt, &[ops[1], c]);
                let hi = dag.node1(Isd::Shl, vt, &[ops[0], onev]);
                let hi = dag.node1(Isd::Shl, vt, &[hi, inv]);
                binop(dag, Isd::Or, hi, lo)
            }
        }
        Isd::Ctpop => {
            if !bits.is_multiple_of(8) || bits > 128 || !bits.is_power_of_two() {
                return Ok(None);
            }
            let rep = |byte: u128| (0..bits / 8).fold(0u128, |acc, i| acc | byte << (8 * i));
            let x = ops[0];
            let s1 = shift_by(dag, tli, Isd::Srl, x, 1);
            let m1 = constant_like(dag, x, rep(0x55));
            let s1 = binop(dag, Isd::And, s1, m1);
            let x = binop(dag, Isd::Sub, x, s1);
            let m2 = constant_like(dag, x, rep(0x33));
            let lo2 = binop(dag, Isd::And, x, m2);
            let s2 = shift_by(dag, tli, Isd::Srl, x, 2);
            let hi2 = binop(dag, Isd::And, s2, m2);
            let x = binop(dag, Isd::Add, lo2, hi2);
            let s4 = shift_by(dag, tli, Isd::Srl, x, 4);
            let x = binop(dag, Isd::Add, x, s4);
            let m4 = constant_like(dag, x, rep(0x0f));
            let mut x = binop(dag, Isd::And, x, m4);
            // Every byte now holds its own count; add the bytes up.
            let mut width = 8;
            while width < bits {
                let s = shift_by(dag, tli, Isd::Srl, x, width);
                x = binop(dag, Isd::Add, x, s);
                width *= 2;
            }
            if bits > 8 {
                let m = constant_like(dag, x, 0xff);
                x = binop(dag, Isd::And, x, m);
            }
            x
        }
        Isd::Ctlz | Isd::CtlzZeroUndef => {
            if op == Isd::Ctlz && legal_or_custom(tli, Isd::CtlzZeroUndef, vt) {
                let zero = constant_like(dag, ops[0], 0);
                let is_zero = compare(dag, tli, ops[0], zero, CondCode::Eq);
                let b = constant_like(dag, ops[0], bits as u128);
                let c = dag.node1(Isd::CtlzZeroUndef, vt, &[ops[0]]);
                select(dag, is_zero, b, c)
            } else if op == Isd::CtlzZeroUndef {
                dag.node1(Isd::Ctlz, vt, &[ops[0]])
            } else {
                // Smear the leading one rightwards, then count the zeros left: ctpop(~x).
                let mut x = ops[0];
                let mut s = 1;
                while s < bits {
                    let t = shift_by(dag, tli, Isd::Srl, x, s);
                    x = binop(dag, Isd::Or, x, t);
                    s *= 2;
                }
                let all = dag.all_ones(vt);
                let inv = binop(dag, Isd::Xor, x, all);
                dag.node1(Isd::Ctpop, vt, &[inv])
            }
        }
        Isd::Cttz | Isd::CttzZeroUndef => {
            if op == Isd::Cttz && legal_or_custom(tli, Isd::CttzZeroUndef, vt) {
                let zero = constant_like(dag, ops[0], 0);
                let is_zero = compare(dag, tli, ops[0], zero, CondCode::Eq);
                let b = constant_like(dag, ops[0], bits as u128);
                let c = dag.node1(Isd::CttzZeroUndef, vt, &[ops[0]]);
                select(dag, is_zero, b, c)
            } else if op == Isd::CttzZeroUndef {
                dag.node1(Isd::Cttz, vt, &[ops[0]])
            } else {
                // The trailing zeros of x are the ones of ~x & (x - 1).
                let x = ops[0];
                let onec = constant_like(dag, x, 1);
                let dec = binop(dag, Isd::Sub, x, onec);
                let all = dag.all_ones(vt);
                let inv = binop(dag, Isd::Xor, x, all);
                let t = binop(dag, Isd::And, inv, dec);
                if legal_or_custom(tli, Isd::Ctlz, vt) && !legal_or_custom(tli, Isd::Ctpop, vt) {
                    let l = dag.node1(Isd::Ctlz, vt, &[t]);
                    let b = constant_like(dag, x, bits as u128);
                    binop(dag, Isd::Sub, b, l)
                } else {
                    dag.node1(Isd::Ctpop, vt, &[t])
                }
            }
        }
        Isd::Bswap => {
            if !bits.is_multiple_of(16) || bits > 128 {
                return Ok(None);
            }
            let bytes = bits / 8;
            let mut acc: Option<SDValue> = None;
            for i in 0..bytes {
                let j = bytes - 1 - i;
                // byte i moves to byte j
                let byte = if i < j {
                    let mask = constant_like(dag, ops[0], 0xffu128 << (8 * i));
                    let b = binop(dag, Isd::And, ops[0], mask);
                    shift_by(dag, tli, Isd::Shl, b, 8 * (j - i))
                } else {
                    let s = shift_by(dag, tli, Isd::Srl, ops[0], 8 * (i - j));
                    let mask = constant_like(dag, ops[0], 0xffu128 << (8 * j));
                    binop(dag, Isd::And, s, mask)
                };
                acc = Some(match acc {
                    None => byte,
                    Some(a) => binop(dag, Isd::Or, a, byte),
                });
            }
            acc.expect("at least two bytes")
        }
        Isd::SignExtendInreg => {
            let NodeData::ValueType(inner) = dag.node(ops[1].node).data else {
                return Err("malformed sign_extend_inreg: no ValueType operand".to_string());
            };
            let s = bits - inner.size_bits();
            let l = shift_by(dag, tli, Isd::Shl, ops[0], s);
            shift_by(dag, tli, Isd::Sra, l, s)
        }
        Isd::Abs => {
            let y = shift_by(dag, tli, Isd::Sra, ops[0], bits - 1);
            let a = binop(dag, Isd::Add, ops[0], y);
            binop(dag, Isd::Xor, a, y)
        }
        Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax => {
            let cc = match op {
                Isd::SMin => CondCode::Slt,
                Isd::SMax => CondCode::Sgt,
                Isd::UMin => CondCode::Ult,
                _ => CondCode::Ugt,
            };
            let c = compare(dag, tli, ops[0], ops[1], cc);
            select(dag, c, ops[0], ops[1])
        }
        Isd::SelectCc => {
            let NodeData::CondCode(cc) = dag.node(ops[4].node).data else {
                return Err("malformed select_cc: no condition code".to_string());
            };
            let c = compare(dag, tli, ops[0], ops[1], cc);
            select(dag, c, ops[2], ops[3])
        }
        Isd::BrCc => {
            let NodeData::CondCode(cc) = dag.node(ops[1].node).data else {
                return Err("malformed br_cc: no condition code".to_string());
            };
            let c = compare(dag, tli, ops[2], ops[3], cc);
            dag.node1(Isd::BrCond, Evt::OTHER, &[ops[0], c, ops[4]])
        }
        Isd::Select if vt.is_integer() => {
            // f ^ ((t ^ f) & -c) with c a 0/1 boolean.
            let c = dag.zext_or_trunc(ops[0], vt);
            let zero = constant_like(dag, c, 0);
            let mask = binop(dag, Isd::Sub, zero, c);
            let d = binop(dag, Isd::Xor, ops[1], ops[2]);
            let d = binop(dag, Isd::And, d, mask);
            binop(dag, Isd::Xor, ops[2], d)
        }
        Isd::BuildPair => {
            let half = dag.value_type(ops[0]).size_bits();
            let lo = dag.zext_or_trunc(ops[0], vt);
            let hi = dag.any_ext_or_trunc(ops[1], vt);
            let hi = shift_by(dag, tli, Isd::Shl, hi, half);
            binop(dag, Isd::Or, lo, hi)
        }
        Isd::ExtractElement => {
            let index = const_value(dag, ops[1]).ok_or("malformed extract_element: index is not a constant")?;
            let x = if index == 0 { ops[0] } else { shift_by(dag, tli, Isd::Srl, ops[0], bits * index as u64) };
            dag.any_ext_or_trunc(x, vt)
        }
        Isd::MergeValues => return Ok(Some(ops)),
        Isd::Mul => {
            let name = int_libcall_name(op, bits)?;
            libcall(dag, tli, dl, name, &ops, &[vt], false)?[0]
        }
        _ => return Ok(None),
    };
    Ok(Some(vec![v]))
}

/// The double-width product of `a` and `b` computed in a wider legal type with MUL, as
/// (low, high) halves, when there is such a type.
fn wide_multiply(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    signed: bool,
    a: SDValue,
    b: SDValue,
) -> Option<(SDValue, SDValue)> {
    let vt = dag.value_type(a);
    let wide: Evt = Mvt::integer(vt.size_bits() as u32 * 2)?.into();
    if !legal_or_custom(tli, Isd::Mul, wide) {
        return None;
    }
    let (wa, wb) = if signed {
        (dag.sext_or_trunc(a, wide), dag.sext_or_trunc(b, wide))
    } else {
        (dag.zext_or_trunc(a, wide), dag.zext_or_trunc(b, wide))
    };
    let p = dag.node1(Isd::Mul, wide, &[wa, wb]);
    let lo = dag.any_ext_or_trunc(p, vt);
    let hi = shift_by(dag, tli, Isd::Srl, p, vt.size_bits());
    let hi = dag.any_ext_or_trunc(hi, vt);
    Some((lo, hi))
}

/// The compiler-rt / libgcc function converting between an integer of `int_bits` and a float
/// type (`op` is one of FP_TO_SINT, FP_TO_UINT, SINT_TO_FP, UINT_TO_FP).
pub(crate) fn conversion_libcall_name(op: Isd, int_bits: u64, float: Evt) -> Result<String, String> {
    let f = match float.size_bits() {
        32 => "sf",
        64 => "df",
        80 => "xf",
        128 => "tf",
        _ => return Err(format!("unsupported: no library function converting {float}")),
    };
    let i = match int_bits {
        32 => "si",
        64 => "di",
        128 => "ti",
        _ => return Err(format!("unsupported: no library function converting i{int_bits}")),
    };
    Ok(match op {
        Isd::FpToSint => format!("__fix{f}{i}"),
        Isd::FpToUint => format!("__fixuns{f}{i}"),
        Isd::SintToFp => format!("__float{i}{f}"),
        Isd::UintToFp => format!("__floatun{i}{f}"),
        _ => return Err(format!("unsupported: '{}' is not a conversion", op.dump_name())),
    })
}

/// The compiler-rt / libgcc function for an integer operation of `bits` width.
pub(crate) fn int_libcall_name(op: Isd, bits: u64) -> Result<&'static str, String> {
    let names: [&'static str; 3] = match op {
        Isd::Mul => ["__mulsi3", "__muldi3", "__multi3"],
        Isd::SDiv => ["__divsi3", "__divdi3", "__divti3"],
        Isd::UDiv => ["__udivsi3", "__udivdi3", "__udivti3"],
        Isd::SRem => ["__modsi3", "__moddi3", "__modti3"],
        Isd::URem => ["__umodsi3", "__umoddi3", "__umodti3"],
        _ => return Err(format!("unsupported: no library function for '{}'", op.dump_name())),
    };
    match bits {
        32 => Ok(names[0]),
        64 => Ok(names[1]),
        128 => Ok(names[2]),
        _ => Err(format!("unsupported: no library function for '{}' on i{bits}", op.dump_name())),
    }
}

/// A call of the library function `name` with `args` (each of a legal type), returning values
/// of `ret_vts` (legal types; several for a result returned in several registers, low part
/// first). The call hangs off the entry token and its chain is not joined to the block's
/// chain: the function has no side effects, its results order it.
pub(crate) fn libcall(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    dl: &DataLayout,
    name: &str,
    args: &[SDValue],
    ret_vts: &[Evt],
    signed: bool,
) -> Result<Vec<SDValue>, String> {
    let ptr: Evt = tli.pointer_ty(dl, 0).into();
    library_call(dag, tli, ptr, name, args, ret_vts, signed)
}

/// The address of a thread-local variable under `-emulated-tls`:
/// `__emutls_get_address(control) + offset`, where `control` is the address of the variable's
/// control variable `__emutls_v.X` ([`crate::prepare::emulated_tls`]).
pub fn emulated_tls_address(dag: &mut SelectionDAG, tli: &dyn TargetLowering, control: SDValue, offset: i64) -> Result<SDValue, String> {
    let ptr = dag.value_type(control);
    let address = library_call(dag, tli, ptr, "__emutls_get_address", &[control], &[ptr], false)?[0];
    if offset == 0 {
        return Ok(address);
    }
    let offset = dag.constant(offset as u128, ptr);
    Ok(dag.node1(Isd::Add, ptr, &[address, offset]))
}

/// [`libcall`] with the pointer type given (the type of the callee's address).
fn library_call(
    dag: &mut SelectionDAG,
    tli: &dyn TargetLowering,
    ptr: Evt,
    name: &str,
    args: &[SDValue],
    ret_vts: &[Evt],
    signed: bool,
) -> Result<Vec<SDValue>, String> {
    let callee = dag.external_symbol(name, ptr);
    let args: Vec<(SDValue, ArgInfo)> = args
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let vt = dag.value_type(v);
            (
                v,
                ArgInfo {
                    vt,
                    index: i as u32,
                    zext: false,
                    sext: signed && vt.size_bits() < 32,
                    flags: Default::default(),
                },
            )
        })
        .collect();
    let info = CallInfo {
        chain: dag.entry(),
        callee,
        cc: 0,
        num_fixed_args: args.len(),
        args,
        vararg: false,
        ret_vts: ret_vts.to_vec(),
        tail: false,
        forwarded: Vec::new(),
    };
    let (results, _chain) = tli.lower_call(dag, &info).map_err(|e| format!("{e} (library call '{name}')"))?;
    if results.len() != ret_vts.len() {
        return Err(format!(
            "internal error: the target lowered {} of {} results of '{name}'",
            results.len(),
            ret_vts.len()
        ));
    }
    Ok(results)
}

/// The action for node `n`: the target's table entry for its opcode and the type that
/// decides it (the result type for most nodes; the compared type for setcc-like nodes, the
/// stored type for stores, the inner type for sign_extend_inreg).
pub(crate) fn node_action(dag: &SelectionDAG, tli: &dyn TargetLowering, n: NodeId) -> Option<(LegalizeAction, Evt)> {
    let op = dag.opcode(n).isd()?;
    let vt = match op {
        Isd::SetCc | Isd::SelectCc => dag.value_type(dag.operand(n, 0)),
        Isd::BrCc => dag.value_type(dag.operand(n, 2)),
        Isd::Store => dag.value_type(dag.operand(n, 1)),
        Isd::SintToFp | Isd::UintToFp | Isd::ExtractVectorElt => dag.value_type(dag.operand(n, 0)),
        Isd::SignExtendInreg => match dag.node(dag.operand(n, 1).node).data {
            NodeData::ValueType(inner) => inner,
            _ => return None,
        },
        Isd::BrCond | Isd::Br | Isd::BrInd | Isd::BrJt | Isd::Trap | Isd::DebugTrap => Evt::OTHER,
        _ => *dag.node_vts(n).first()?,
    };
    let m = vt.simple()?;
    Some((tli.tables().operation_action(op, m), vt))
}
