//! Custom lowering of 128-bit vectors in XMM registers with SSE2: BUILD_VECTOR and
//! EXTRACT_VECTOR_ELT become the X86ISD shuffle nodes of `td/X86PatVector.td`, a shift by a
//! splat constant one psll/psrl/psra with that count.
//!
//! BUILD_VECTOR and EXTRACT_VECTOR_ELT move vectors between elements and registers, as
//! LLVM's x86 lowering does without SSE4.1:
//! - building: each 32- or 64-bit element enters element 0 of a register (`scalar_to_vector`:
//!   movd/movq, or the scalar XMM register itself), pairs are joined by an unpack
//!   (unpcklps/punpckldq, unpcklpd/punpcklqdq) and halves by movlhps/punpcklqdq; 16-bit elements
//!   are inserted word by word (pinsrw), bytes first paired into words in a general register;
//!   words replaced in a vector that keeps its other words in place are inserted into it;
//!   an all-zero vector is xorps, an all-ones one pcmpeqd, other constants a load from the
//!   constant pool (`.LCPI0_0` in `.rodata.cst16`), a splat is element 0 copied by one
//!   pshufd (a byte or word first copied through a dword by punpcklbw and pshuflw); a vector rebuilt
//!   from its own elements is itself, one made of the elements of one or two vectors one SSE2
//!   shuffle where one fits (`super::shuffle`).
//! - extracting: element 0 of 32/64-bit vectors is selected directly (movd/movq, or the
//!   register as a scalar), other elements are first shuffled to position 0 (pshufd); words
//!   come out with pextrw, bytes from their word with a shift.
//!
//! Compares (SETCC of vectors, all-ones lanes where true) are pcmpeq/pcmpgt with swapped
//! operands, a final not (pxor with all ones) and, for unsigned predicates, both operands'
//! sign bits flipped; v2i64 equality is pcmpeqd with each dword pair and-ed to its swapped
//! self, its orderings dword compares joined (SSE4.2's pcmpgtq is not assumed). Float compares
//! are cmpps/cmppd with the predicate's immediate (operands swapped for ogt/oge/ult/ule),
//! `one` and `ueq` two of them joined. [`sign_bits`] gathers a vector's sign bits into an
//! integer (pmovmskb, movmskps/pd, packsswb first for words).

use crate::generated::{
    X86ISD_CMPP, X86ISD_MOVLHPS, X86ISD_MOVMSK, X86ISD_PACKSS, X86ISD_PCMPEQ, X86ISD_PCMPGT, X86ISD_PEXTRW, X86ISD_PINSRW,
    X86ISD_PSHUFD, X86ISD_PSHUFLW, X86ISD_UNPCKL, X86ISD_VONES, X86ISD_VSHLI, X86ISD_VSRAI, X86ISD_VSRLI, X86ISD_VZERO,
};
use crate::subtarget::{Feature, FeatureSet};
use kiln_codegen::isel::dag::vector_parts::rebuilt_source;
use kiln_codegen::isel::dag::{CondCode, ExtType, Isd, MemInfo, NodeData, NodeId, Opcode, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};

/// The vector types held in VR128.
pub const VECTOR_TYPES: [Mvt; 6] = [Mvt::V16I8, Mvt::V8I16, Mvt::V4I32, Mvt::V2I64, Mvt::V4F32, Mvt::V2F64];

fn is_vr128(vt: Evt) -> bool {
    vt.simple().is_some_and(|m| VECTOR_TYPES.contains(&m))
}

pub(super) fn target(n: u32) -> Opcode {
    Opcode::target(n)
}

pub(super) fn i8imm(dag: &mut SelectionDAG, v: u32) -> SDValue {
    dag.target_constant(v as u128, Mvt::I8.into())
}

pub(super) fn bitcast(dag: &mut SelectionDAG, v: SDValue, vt: Mvt) -> SDValue {
    if dag.value_type(v) == Evt::from(vt) {
        return v;
    }
    dag.node1(Isd::Bitcast, vt.into(), &[v])
}

/// Lowers `n` when it is a BUILD_VECTOR or EXTRACT_VECTOR_ELT of a VR128 type or a shift of
/// one by a splat constant; `None` for every other node (a shift by anything else is then
/// done element by element). An extraction the patterns select as is returns the node itself.
pub fn lower_operation(dag: &mut SelectionDAG, n: NodeId, features: FeatureSet) -> Result<Option<Vec<SDValue>>, String> {
    if is_vr128(dag.node_vts(n)[0]) {
        if let Some(v) = super::vector_arith::lower_operation(dag, n, features) {
            return Ok(Some(vec![v]));
        }
    }
    match dag.opcode(n).isd() {
        Some(op @ (Isd::Shl | Isd::Srl | Isd::Sra)) if is_vr128(dag.node_vts(n)[0]) => Ok(lower_shift(dag, n, op).map(|v| vec![v])),
        Some(Isd::SetCc) if is_vr128(dag.value_type(dag.operand(n, 0))) => {
            Ok(lower_compare(dag, n, features).map(|v| vec![v]))
        }
        Some(Isd::BuildVector) if is_vr128(dag.node_vts(n)[0]) => Ok(Some(vec![lower_build_vector(dag, n, features)?])),
        Some(Isd::ExtractVectorElt) if is_vr128(dag.value_type(dag.operand(n, 0))) => {
            Ok(Some(vec![lower_extract(dag, n)?]))
        }
        _ => Ok(None),
    }
}

/// A shift of every element by the same constant count (undefined elements of the count
/// vector may be any count), where SSE2 has the instruction (psllw/pslld/psllq, psrl*,
/// psraw/psrad: no 64-bit arithmetic shift); bytes are shifted as words with the bits that
/// crossed from the neighbouring byte masked off ([`shift_bytes`]).
fn lower_shift(dag: &mut SelectionDAG, n: NodeId, op: Isd) -> Option<SDValue> {
    let vt = dag.node_vts(n)[0];
    let (x, amount) = (dag.operand(n, 0), dag.operand(n, 1));
    let bits = vt.scalar_size_bits();
    let node = match (op, vt.simple()?) {
        (Isd::Sra, Mvt::V2I64) => return None,
        (_, Mvt::V4F32 | Mvt::V2F64) => return None,
        (Isd::Shl, _) => X86ISD_VSHLI,
        (Isd::Srl, _) => X86ISD_VSRLI,
        _ => X86ISD_VSRAI,
    };
    if !dag.opcode(amount.node).is(Isd::BuildVector) {
        return None;
    }
    let mut count = None;
    for l in dag.operands(amount.node) {
        if is_undef(dag, l) {
            continue;
        }
        let c = constant_index(dag, l)?;
        if c as u64 >= bits || count.is_some_and(|k| k != c) {
            return None;
        }
        count = Some(c);
    }
    let count = count?;
    if vt.simple() == Some(Mvt::V16I8) {
        return Some(shift_bytes(dag, op, x, count));
    }
    let count = i8imm(dag, count);
    Some(dag.node1(target(node), vt, &[x, count]))
}

/// The bytes of `x` shifted by `count`: a word shift (psllw/psrlw) and a pand that clears the
/// bits each byte took from its neighbour; an arithmetic shift is the logical one with the
/// sign bit's copies restored as `(v ^ m) - m`, `m` the sign bit's new place.
fn shift_bytes(dag: &mut SelectionDAG, op: Isd, x: SDValue, count: u32) -> SDValue {
    let words = bitcast(dag, x, Mvt::V8I16);
    let node = if op == Isd::Shl { X86ISD_VSHLI } else { X86ISD_VSRLI };
    let imm = i8imm(dag, count);
    let shifted = dag.node1(target(node), Mvt::V8I16.into(), &[words, imm]);
    let bytes = bitcast(dag, shifted, Mvt::V16I8);
    let kept = if op == Isd::Shl { (0xffu32 << count) & 0xff } else { 0xff >> count };
    let splat = |dag: &mut SelectionDAG, c: u32| {
        let lane = dag.constant(c as u128, Mvt::I8.into());
        dag.node1(Isd::BuildVector, Mvt::V16I8.into(), &[lane; 16])
    };
    let mask = splat(dag, kept);
    let v = dag.node1(Isd::And, Mvt::V16I8.into(), &[bytes, mask]);
    if op != Isd::Sra {
        return v;
    }
    let sign = splat(dag, 0x80 >> count);
    let flipped = dag.node1(Isd::Xor, Mvt::V16I8.into(), &[v, sign]);
    dag.node1(Isd::Sub, Mvt::V16I8.into(), &[flipped, sign])
}

fn cond_code(dag: &SelectionDAG, v: SDValue) -> Option<CondCode> {
    match dag.node(v.node).data {
        NodeData::CondCode(cc) => Some(cc),
        _ => None,
    }
}

/// A vector of type `m` with every bit set (pcmpeqd of a register with itself).
fn all_ones(dag: &mut SelectionDAG, m: Mvt) -> SDValue {
    let int = Evt::from(m).change_to_integer().simple().expect("VR128 types are simple");
    let ones = dag.node1(target(X86ISD_VONES), int.into(), &[]);
    bitcast(dag, ones, m)
}

fn not(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
    let m = dag.value_type(v).simple().expect("VR128 types are simple");
    let ones = all_ones(dag, m);
    dag.node1(Isd::Xor, m.into(), &[v, ones])
}

/// SETCC of two vectors: every lane of the result (the integer vector of the operands'
/// width) all ones where the predicate holds. v2i64 uses pcmpeqq with SSE4.1 and pcmpgtq with
/// SSE4.2 where the function has them.
fn lower_compare(dag: &mut SelectionDAG, n: NodeId, features: FeatureSet) -> Option<SDValue> {
    let (a, b) = (dag.operand(n, 0), dag.operand(n, 1));
    let cc = cond_code(dag, dag.operand(n, 2))?;
    let result = dag.node_vts(n)[0].simple()?;
    let m = dag.value_type(a).simple()?;
    if matches!(m, Mvt::V4F32 | Mvt::V2F64) {
        let v = float_compare(dag, m, a, b, cc)?;
        return Some(bitcast(dag, v, result));
    }
    let cmp = |dag: &mut SelectionDAG, op: u32, x: SDValue, y: SDValue| dag.node1(target(op), m.into(), &[x, y]);
    let equality = matches!(cc, CondCode::Eq | CondCode::Ne);
    let quadword_instruction = if equality { Feature::Sse41 } else { Feature::Sse42 };
    if m == Mvt::V2I64 && !features.contains(quadword_instruction) {
        if !equality {
            return Some(quadword_order(dag, a, b, cc));
        }
        // Equal quadwords: both dwords equal.
        let negate = cc == CondCode::Ne;
        let (x, y) = (bitcast(dag, a, Mvt::V4I32), bitcast(dag, b, Mvt::V4I32));
        let eq = dag.node1(target(X86ISD_PCMPEQ), Mvt::V4I32.into(), &[x, y]);
        let imm = i8imm(dag, 0xB1);
        let swapped = dag.node1(target(X86ISD_PSHUFD), Mvt::V4I32.into(), &[eq, imm]);
        let both = dag.node1(Isd::And, Mvt::V4I32.into(), &[eq, swapped]);
        let v = bitcast(dag, both, Mvt::V2I64);
        return Some(if negate { not(dag, v) } else { v });
    }
    let (mut a, mut b) = (a, b);
    if matches!(cc, CondCode::Ugt | CondCode::Uge | CondCode::Ult | CondCode::Ule) {
        // Unsigned order is signed order with the sign bits flipped.
        let bits = m.scalar().size_bits() as u32;
        let sign = dag.constant(1u128 << (bits - 1), m.scalar().into());
        let signs = dag.node1(Isd::BuildVector, m.into(), &vec![sign; m.num_elements() as usize]);
        a = dag.node1(Isd::Xor, m.into(), &[a, signs]);
        b = dag.node1(Isd::Xor, m.into(), &[b, signs]);
    }
    // (instruction, swap the operands, negate the result)
    let (op, swap, negate) = match cc {
        CondCode::Eq => (X86ISD_PCMPEQ, false, false),
        CondCode::Ne => (X86ISD_PCMPEQ, false, true),
        CondCode::Sgt | CondCode::Ugt => (X86ISD_PCMPGT, false, false),
        CondCode::Slt | CondCode::Ult => (X86ISD_PCMPGT, true, false),
        CondCode::Sge | CondCode::Uge => (X86ISD_PCMPGT, true, true),
        CondCode::Sle | CondCode::Ule => (X86ISD_PCMPGT, false, true),
        _ => return None,
    };
    let v = if swap { cmp(dag, op, b, a) } else { cmp(dag, op, a, b) };
    Some(if negate { not(dag, v) } else { v })
}

/// An ordering compare of v2i64 from dword compares: the high dwords compared signed (or
/// unsigned, their sign bits flipped), the low ones unsigned (sign bits flipped); a quadword
/// is greater where its high dword is, or the high dwords are equal and the low one is.
fn quadword_order(dag: &mut SelectionDAG, a: SDValue, b: SDValue, cc: CondCode) -> SDValue {
    let (swap, negate) = match cc {
        CondCode::Sgt | CondCode::Ugt => (false, false),
        CondCode::Slt | CondCode::Ult => (true, false),
        CondCode::Sge | CondCode::Uge => (true, true),
        _ => (false, true),
    };
    let unsigned = matches!(cc, CondCode::Ugt | CondCode::Uge | CondCode::Ult | CondCode::Ule);
    let flip = if unsigned { 0x8000_0000_8000_0000u128 } else { 0x8000_0000 };
    let flip = dag.constant(flip, Mvt::I64.into());
    let flips = dag.node1(Isd::BuildVector, Mvt::V2I64.into(), &[flip, flip]);
    let (a, b) = if swap { (b, a) } else { (a, b) };
    let v4: Evt = Mvt::V4I32.into();
    let dwords = |dag: &mut SelectionDAG, x: SDValue| {
        let flipped = dag.node1(Isd::Xor, Mvt::V2I64.into(), &[x, flips]);
        bitcast(dag, flipped, Mvt::V4I32)
    };
    let (x, y) = (dwords(dag, a), dwords(dag, b));
    let gt = dag.node1(target(X86ISD_PCMPGT), v4, &[x, y]);
    let eq = dag.node1(target(X86ISD_PCMPEQ), v4, &[x, y]);
    let spread = |dag: &mut SelectionDAG, v: SDValue, imm: u32| {
        let imm = i8imm(dag, imm);
        dag.node1(target(X86ISD_PSHUFD), v4, &[v, imm])
    };
    // Dwords 0,0,2,2 (the low halves) and 1,1,3,3 (the high ones) across each quadword.
    let low_gt = spread(dag, gt, 0xA0);
    let high_eq = spread(dag, eq, 0xF5);
    let high_gt = spread(dag, gt, 0xF5);
    let low_decides = dag.node1(Isd::And, v4, &[high_eq, low_gt]);
    let greater = dag.node1(Isd::Or, v4, &[low_decides, high_gt]);
    let v = bitcast(dag, greater, Mvt::V2I64);
    if negate {
        not(dag, v)
    } else {
        v
    }
}

/// cmpps/cmppd: the immediate of each predicate, with the operands swapped where SSE has only
/// the mirrored one; `one` and `ueq` join two compares.
fn float_compare(dag: &mut SelectionDAG, m: Mvt, a: SDValue, b: SDValue, cc: CondCode) -> Option<SDValue> {
    let cmpp = |dag: &mut SelectionDAG, imm: u32, x: SDValue, y: SDValue| {
        let imm = i8imm(dag, imm);
        dag.node1(target(X86ISD_CMPP), m.into(), &[x, y, imm])
    };
    let (imm, swap) = match cc {
        CondCode::Oeq | CondCode::Eq => (0, false),
        CondCode::Olt => (1, false),
        CondCode::Ogt => (1, true),
        CondCode::Ole => (2, false),
        CondCode::Oge => (2, true),
        CondCode::Uo => (3, false),
        CondCode::Une | CondCode::Ne => (4, false),
        CondCode::Uge => (5, false),
        CondCode::Ule => (5, true),
        CondCode::Ugt => (6, false),
        CondCode::Ult => (6, true),
        CondCode::O => (7, false),
        CondCode::One | CondCode::Ueq => {
            // one: ordered and not equal; ueq: unordered or equal.
            let (first, second, join) =
                if cc == CondCode::One { (7, 4, Isd::And) } else { (3, 0, Isd::Or) };
            let x = cmpp(dag, first, a, b);
            let y = cmpp(dag, second, a, b);
            let int = if m == Mvt::V4F32 { Mvt::V4I32 } else { Mvt::V2I64 };
            let (x, y) = (bitcast(dag, x, int), bitcast(dag, y, int));
            let joined = dag.node1(join, int.into(), &[x, y]);
            return Some(bitcast(dag, joined, m));
        }
        _ => return None,
    };
    Some(if swap { cmpp(dag, imm, b, a) } else { cmpp(dag, imm, a, b) })
}

/// An i32 whose bit k is the sign bit of element k of `v`, a VR128 vector (the bits above
/// zero): pmovmskb for bytes, movmskps/movmskpd for 32- and 64-bit elements, words packed to
/// bytes first (and the copy in bits 8..15 cleared).
pub fn sign_bits(dag: &mut SelectionDAG, v: SDValue) -> Option<SDValue> {
    let vt = dag.value_type(v);
    let m = vt.simple().filter(|_| is_vr128(vt))?;
    let i32t: Evt = Mvt::I32.into();
    let input = match m {
        Mvt::V16I8 => v,
        Mvt::V8I16 => {
            let bytes = dag.node1(target(X86ISD_PACKSS), Mvt::V16I8.into(), &[v, v]);
            let bits = dag.node1(target(X86ISD_MOVMSK), i32t, &[bytes]);
            let low = dag.constant(0xFF, i32t);
            return Some(dag.node1(Isd::And, i32t, &[bits, low]));
        }
        Mvt::V4I32 | Mvt::V4F32 => bitcast(dag, v, Mvt::V4F32),
        _ => bitcast(dag, v, Mvt::V2F64),
    };
    Some(dag.node1(target(X86ISD_MOVMSK), i32t, &[input]))
}

pub(super) fn is_undef(dag: &SelectionDAG, v: SDValue) -> bool {
    dag.opcode(v.node).is(Isd::Undef)
}

pub(super) fn is_zero_constant(dag: &SelectionDAG, v: SDValue) -> bool {
    let node = dag.node(v.node);
    match node.data {
        NodeData::Constant(0) => node.opcode.is(Isd::Constant),
        NodeData::ConstantFp(0) => node.opcode.is(Isd::ConstantFp),
        _ => false,
    }
}

/// The constant index of an EXTRACT_VECTOR_ELT.
pub(super) fn constant_index(dag: &SelectionDAG, v: SDValue) -> Option<u32> {
    let node = dag.node(v.node);
    match node.data {
        NodeData::Constant(k) if node.opcode.is(Isd::Constant) => u32::try_from(k).ok(),
        _ => None,
    }
}

fn lower_build_vector(dag: &mut SelectionDAG, n: NodeId, features: FeatureSet) -> Result<SDValue, String> {
    let vt = dag.node_vts(n)[0];
    let m = vt.simple().expect("VR128 types are simple");
    let lanes: Vec<SDValue> = dag.operands(n).collect();
    if lanes.iter().all(|&l| is_undef(dag, l)) {
        return Ok(dag.undef(vt));
    }
    if lanes.iter().all(|&l| is_zero_constant(dag, l)) {
        return Ok(dag.node1(target(X86ISD_VZERO), vt, &[]));
    }
    let lane_bits = vt.scalar_size_bits() as u32;
    if !vt.scalar().is_float() && lanes.iter().all(|&l| dag.constant_value(l) == Some((1u128 << lane_bits) - 1)) {
        return Ok(all_ones(dag, m));
    }
    if let Some(v) = constant_vector(dag, m, &lanes) {
        return Ok(v);
    }
    // Elements whose extraction was lowered already (it had other readers) are read as
    // extractions again, so that a shuffle still finds its sources.
    let sources: Vec<SDValue> = lanes.iter().map(|&l| unlowered_extract(dag, l)).collect();
    if let Some(src) = rebuilt_source(dag, vt, &sources) {
        return Ok(src);
    }
    if let Some(v) = super::shuffle::lower(dag, m, &sources, features) {
        return Ok(v);
    }
    if let Some(v) = build_splat(dag, m, &lanes) {
        return Ok(v);
    }
    if m == Mvt::V8I16 {
        if let Some(v) = insert_words(dag, &lanes) {
            return Ok(v);
        }
    }

    if lanes.iter().any(|&l| dag.value_type(l) != vt.scalar()) {
        return Err(format!("unsupported BUILD_VECTOR of {vt} with elements of another type"));
    }
    // An extraction left for a shuffle of this vector (`feeds_only_shuffles`) that is no
    // shuffle after all (another of its elements was lowered first) is lowered now: it was
    // visited already and would reach selection as it is.
    let mut lanes = lanes;
    for l in lanes.iter_mut() {
        if dag.opcode(l.node).is(Isd::ExtractVectorElt) && is_vr128(dag.value_type(dag.operand(l.node, 0))) {
            *l = lower_extract(dag, l.node)?;
        }
    }
    let defined = |dag: &SelectionDAG, l: SDValue| (!is_undef(dag, l)).then_some(l);
    match m {
        Mvt::V4F32 | Mvt::V4I32 | Mvt::V2F64 | Mvt::V2I64 => {
            let scalars: Vec<Option<SDValue>> =
                lanes.iter().map(|&l| defined(dag, l).map(|l| dag.node1(Isd::ScalarToVector, vt, &[l]))).collect();
            Ok(build_by_unpacks(dag, m, &scalars))
        }
        Mvt::V8I16 => {
            let i32t: Evt = Mvt::I32.into();
            let words: Vec<Option<SDValue>> =
                lanes.iter().map(|&l| defined(dag, l).map(|l| dag.node1(Isd::AnyExtend, i32t, &[l]))).collect();
            Ok(build_words(dag, &words))
        }
        Mvt::V16I8 => {
            let words: Vec<Option<SDValue>> =
                lanes.chunks(2).map(|pair| byte_pair(dag, defined(dag, pair[0]), defined(dag, pair[1]))).collect();
            let v = build_words(dag, &words);
            Ok(bitcast(dag, v, Mvt::V16I8))
        }
        _ => Err(format!("unsupported BUILD_VECTOR of {vt}")),
    }
}

/// `l` as `extract_vector_elt v, k` when it is [`lower_extract`]'s form of that for a 32-bit
/// element (element k of `v` brought to element 0 by pshufd, then extracted); `l` otherwise.
fn unlowered_extract(dag: &mut SelectionDAG, l: SDValue) -> SDValue {
    if !dag.opcode(l.node).is(Isd::ExtractVectorElt) || constant_index(dag, dag.operand(l.node, 1)) != Some(0) {
        return l;
    }
    let shuffled = dag.operand(l.node, 0);
    if dag.opcode(shuffled.node) != target(X86ISD_PSHUFD) {
        return l;
    }
    let (v, imm) = (dag.operand(shuffled.node, 0), dag.operand(shuffled.node, 1));
    let Some(imm) = dag.constant_value(imm) else { return l };
    let k = (imm & 3) as u32;
    if imm != u128::from(k * 0x55) || !matches!(dag.value_type(v).simple(), Some(Mvt::V4I32 | Mvt::V4F32)) {
        return l;
    }
    let index = dag.constant(k as u128, Mvt::I64.into());
    let elem = dag.value_type(l);
    dag.node1(Isd::ExtractVectorElt, elem, &[v, index])
}

/// A vector whose elements are all one value: that value in element 0 (movd/movq) copied to
/// the others by one pshufd; bytes and words only when constant (the 32-bit constant
/// repeating them, splat the same way).
fn build_splat(dag: &mut SelectionDAG, m: Mvt, lanes: &[SDValue]) -> Option<SDValue> {
    let first = lanes[0];
    if lanes.iter().any(|&l| l != first) {
        return None;
    }
    let (m32, scalar) = match m {
        Mvt::V4I32 | Mvt::V4F32 | Mvt::V2I64 | Mvt::V2F64 => (m, first),
        Mvt::V8I16 | Mvt::V16I8 if dag.constant_value(first).is_none() => return Some(splat_narrow(dag, m, first)),
        Mvt::V8I16 | Mvt::V16I8 => {
            let bits = m.scalar().size_bits();
            let c = dag.constant_value(first)? & ((1u128 << bits) - 1);
            let repeated = (0..32 / bits).fold(0u128, |acc, k| acc | c << (k * bits));
            (Mvt::V4I32, dag.constant(repeated, Mvt::I32.into()))
        }
        _ => return None,
    };
    let element = dag.node1(Isd::ScalarToVector, m32.into(), &[scalar]);
    let picks = vec![Some(0); m32.num_elements() as usize];
    let splat = pshufd(dag, m32, element, &picks);
    Some(bitcast(dag, splat, m))
}

/// A vector of constant (or undefined) elements: a load from the function's constant pool
/// (`.LCPI`, 16-byte aligned), the entry written as integers of the elements' width.
fn constant_vector(dag: &mut SelectionDAG, m: Mvt, lanes: &[SDValue]) -> Option<SDValue> {
    let bits = m.scalar().size_bits() as u32;
    let mut values = Vec::with_capacity(lanes.len());
    for &l in lanes {
        let node = dag.node(l.node);
        values.push(match node.data {
            _ if is_undef(dag, l) => 0,
            NodeData::Constant(c) if node.opcode.is(Isd::Constant) => c,
            NodeData::ConstantFp(c) if node.opcode.is(Isd::ConstantFp) => c as u128,
            _ => return None,
        });
    }
    let int = Evt::from(m).change_to_integer().simple()?;
    // Signed decimal, as the IR reader takes it at every width.
    let signed = |v: u128| ((v << (128 - bits)) as i128) >> (128 - bits);
    let elements: Vec<String> = values.iter().map(|&v| format!("i{bits} {}", signed(v))).collect();
    let text = format!("<{} x i{bits}> <{}>", lanes.len(), elements.join(", "));
    let address = dag.constant_pool(text, 16, Mvt::I64.into());
    let mem = MemInfo { mem_vt: int.into(), align: 16, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
    let entry = dag.entry();
    let load = dag.load(int.into(), entry, address, ExtType::NonExt, mem);
    Some(bitcast(dag, load, m))
}

/// A byte or word in a general register copied to every element: movd, the byte doubled into
/// a word (punpcklbw), the word copied through the low quadword (pshuflw) and that dword
/// through the register (pshufd).
fn splat_narrow(dag: &mut SelectionDAG, m: Mvt, scalar: SDValue) -> SDValue {
    let wide = dag.node1(Isd::AnyExtend, Mvt::I32.into(), &[scalar]);
    let mut v = dag.node1(Isd::ScalarToVector, Mvt::V4I32.into(), &[wide]);
    if m == Mvt::V16I8 {
        let bytes = bitcast(dag, v, Mvt::V16I8);
        v = dag.node1(target(X86ISD_UNPCKL), Mvt::V16I8.into(), &[bytes, bytes]);
    }
    let words = bitcast(dag, v, Mvt::V8I16);
    let zero = i8imm(dag, 0);
    let low = dag.node1(target(X86ISD_PSHUFLW), Mvt::V8I16.into(), &[words, zero]);
    let dwords = bitcast(dag, low, Mvt::V4I32);
    let splat = dag.node1(target(X86ISD_PSHUFD), Mvt::V4I32.into(), &[dwords, zero]);
    bitcast(dag, splat, m)
}

/// The elements `picks` of `src` (a one-source shuffle) by one pshufd: 32-bit elements pick a
/// dword each, 64-bit ones a pair of dwords.
pub(super) fn pshufd(dag: &mut SelectionDAG, m: Mvt, src: SDValue, picks: &[Option<u32>]) -> SDValue {
    let dwords: Vec<u32> = if picks.len() == 4 {
        picks.iter().enumerate().map(|(k, p)| p.unwrap_or(k as u32)).collect()
    } else {
        picks
            .iter()
            .enumerate()
            .flat_map(|(k, p)| {
                let q = p.unwrap_or(k as u32);
                [2 * q, 2 * q + 1]
            })
            .collect()
    };
    let imm_value = dwords.iter().enumerate().map(|(k, &d)| d << (2 * k)).sum();
    let imm = i8imm(dag, imm_value);
    let shuffle_vt = if m == Mvt::V4F32 { Mvt::V4F32 } else { Mvt::V4I32 };
    let input = bitcast(dag, src, shuffle_vt);
    let shuffled = dag.node1(target(X86ISD_PSHUFD), shuffle_vt.into(), &[input, imm]);
    bitcast(dag, shuffled, m)
}

/// Whether every user of the extraction `n` is a BUILD_VECTOR that one shuffle builds
/// ([`super::shuffle::plan`]) or, for words, that takes `n` only in its own place (words
/// inserted into `n`'s vector, [`insert_words`]): the extraction is then left to it.
fn feeds_only_shuffles(dag: &SelectionDAG, n: NodeId, vt: Evt) -> bool {
    let mut users = dag.users(n).peekable();
    users.peek().is_some()
        && users.all(|(u, _)| {
            dag.opcode(u).is(Isd::BuildVector) && dag.node_vts(u)[0] == vt && {
                let lanes: Vec<SDValue> = dag.operands(u).collect();
                let in_place = |(k, &l): (usize, &SDValue)| l.node != n || word_in_place(dag, k, l).is_some();
                (vt == Mvt::V8I16.into() && lanes.iter().enumerate().all(in_place)) || super::shuffle::plan(dag, vt, &lanes).is_some()
            }
        })
}

/// A 2- or 4-element vector of type `m` from its elements already in element 0 of registers
/// (`None` for undefined ones): unpacks join pairs, movlhps / punpcklqdq join the halves.
fn build_by_unpacks(dag: &mut SelectionDAG, m: Mvt, scalars: &[Option<SDValue>]) -> SDValue {
    let vt: Evt = m.into();
    let pair = |dag: &mut SelectionDAG, a: Option<SDValue>, b: Option<SDValue>| match (a, b) {
        (a, None) => a,
        (a, Some(b)) => {
            let a = a.unwrap_or_else(|| dag.undef(vt));
            Some(dag.node1(target(X86ISD_UNPCKL), vt, &[a, b]))
        }
    };
    let low = pair(dag, scalars[0], scalars[1]);
    if scalars.len() == 2 {
        return low.unwrap_or_else(|| dag.undef(vt));
    }
    let high = pair(dag, scalars[2], scalars[3]);
    let low = low.unwrap_or_else(|| dag.undef(vt));
    let Some(high) = high else { return low };
    if m == Mvt::V4F32 {
        return dag.node1(target(X86ISD_MOVLHPS), vt, &[low, high]);
    }
    let (l, h) = (bitcast(dag, low, Mvt::V2I64), bitcast(dag, high, Mvt::V2I64));
    let joined = dag.node1(target(X86ISD_UNPCKL), Mvt::V2I64.into(), &[l, h]);
    bitcast(dag, joined, m)
}

/// Two bytes as the low 16 bits of an i32 (first byte low).
fn byte_pair(dag: &mut SelectionDAG, lo: Option<SDValue>, hi: Option<SDValue>) -> Option<SDValue> {
    let i32t: Evt = Mvt::I32.into();
    let high = hi.map(|h| {
        let h = dag.node1(Isd::AnyExtend, i32t, &[h]);
        let eight = dag.constant(8, Mvt::I8.into());
        dag.node1(Isd::Shl, i32t, &[h, eight])
    });
    match (lo, high) {
        (None, high) => high,
        (Some(l), None) => Some(dag.node1(Isd::AnyExtend, i32t, &[l])),
        (Some(l), Some(h)) => {
            let l = dag.node1(Isd::ZeroExtend, i32t, &[l]);
            Some(dag.node1(Isd::Or, i32t, &[l, h]))
        }
    }
}

/// A v8i16 from eight words in the low 16 bits of i32 values (`None` undefined): word 0 by
/// movd, the others by pinsrw.
/// A v8i16 vector that keeps another one's words in place but for some (`insertelement`):
/// those words inserted into it by pinsrw, as llc's INSERT_VECTOR_ELT lowering does
/// (`pinsrw $3, (%rdi), %xmm0` for a loaded word), rather than all eight words moved out
/// and back.
fn insert_words(dag: &mut SelectionDAG, lanes: &[SDValue]) -> Option<SDValue> {
    let vt: Evt = Mvt::V8I16.into();
    let source = lanes.iter().enumerate().find_map(|(k, &l)| word_in_place(dag, k, l))?;
    let mut acc = source;
    for (k, &l) in lanes.iter().enumerate() {
        if is_undef(dag, l) || word_in_place(dag, k, l) == Some(source) {
            continue;
        }
        let word = dag.node1(Isd::AnyExtend, Mvt::I32.into(), &[l]);
        let index = i8imm(dag, k as u32);
        acc = dag.node1(target(X86ISD_PINSRW), vt, &[acc, word, index]);
    }
    Some(acc)
}

/// The v8i16 vector whose word `k` the element `l` is, when it is extracted from there.
fn word_in_place(dag: &SelectionDAG, k: usize, l: SDValue) -> Option<SDValue> {
    if !dag.opcode(l.node).is(Isd::ExtractVectorElt) {
        return None;
    }
    let (src, index) = (dag.operand(l.node, 0), dag.operand(l.node, 1));
    (dag.value_type(src) == Mvt::V8I16.into() && constant_index(dag, index) == Some(k as u32)).then_some(src)
}

fn build_words(dag: &mut SelectionDAG, words: &[Option<SDValue>]) -> SDValue {
    let vt: Evt = Mvt::V8I16.into();
    let mut acc = match words[0] {
        Some(w) => {
            let v = dag.node1(Isd::ScalarToVector, Mvt::V4I32.into(), &[w]);
            bitcast(dag, v, Mvt::V8I16)
        }
        None => dag.undef(vt),
    };
    for (k, w) in words.iter().enumerate().skip(1) {
        if let Some(w) = *w {
            let index = i8imm(dag, k as u32);
            acc = dag.node1(target(X86ISD_PINSRW), vt, &[acc, w, index]);
        }
    }
    acc
}

fn lower_extract(dag: &mut SelectionDAG, n: NodeId) -> Result<SDValue, String> {
    let (v, index) = (dag.operand(n, 0), dag.operand(n, 1));
    let vt = dag.value_type(v);
    let m = vt.simple().expect("VR128 types are simple");
    let elem = dag.node_vts(n)[0];
    let k = constant_index(dag, index)
        .filter(|&k| k < vt.num_elements())
        .ok_or_else(|| format!("unsupported EXTRACT_VECTOR_ELT of {vt} with a variable or out-of-range index"))?;
    let i64t: Evt = Mvt::I64.into();
    let i32t: Evt = Mvt::I32.into();
    if feeds_only_shuffles(dag, n, vt) {
        return Ok(SDValue::new(n, 0));
    }
    match m {
        Mvt::V4F32 | Mvt::V4I32 | Mvt::V2F64 | Mvt::V2I64 if k == 0 => Ok(SDValue::new(n, 0)),
        Mvt::V4F32 | Mvt::V4I32 => {
            // Element k in every position.
            let imm = i8imm(dag, k * 0x55);
            let shuffled = dag.node1(target(X86ISD_PSHUFD), vt, &[v, imm]);
            let zero = dag.constant(0, i64t);
            Ok(dag.node1(Isd::ExtractVectorElt, elem, &[shuffled, zero]))
        }
        Mvt::V2F64 | Mvt::V2I64 => {
            // The high quadword to the low one: dwords 2, 3, 2, 3.
            let as_dwords = bitcast(dag, v, Mvt::V4I32);
            let imm = i8imm(dag, 0xEE);
            let shuffled = dag.node1(target(X86ISD_PSHUFD), Mvt::V4I32.into(), &[as_dwords, imm]);
            let back = bitcast(dag, shuffled, m);
            let zero = dag.constant(0, i64t);
            Ok(dag.node1(Isd::ExtractVectorElt, elem, &[back, zero]))
        }
        Mvt::V8I16 | Mvt::V16I8 => {
            let words = bitcast(dag, v, Mvt::V8I16);
            let word_index = if m == Mvt::V8I16 { k } else { k / 2 };
            let imm = i8imm(dag, word_index);
            let mut w = dag.node1(target(X86ISD_PEXTRW), i32t, &[words, imm]);
            if m == Mvt::V16I8 && k % 2 == 1 {
                let eight = dag.constant(8, Mvt::I8.into());
                w = dag.node1(Isd::Srl, i32t, &[w, eight]);
            }
            Ok(dag.node1(Isd::Truncate, elem, &[w]))
        }
        _ => Err(format!("unsupported EXTRACT_VECTOR_ELT of {vt}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_codegen::mir::Reg;

    fn args(dag: &mut SelectionDAG, vt: Mvt, n: u32) -> Vec<SDValue> {
        let entry = dag.entry();
        (0..n).map(|k| dag.copy_from_reg(entry, Reg::virt(k), vt.into())).collect()
    }

    fn lowered(dag: &mut SelectionDAG, v: SDValue) -> SDValue {
        let values = lower_operation(dag, v.node, FeatureSet::default()).unwrap().expect("a vector node is lowered");
        values[0]
    }

    #[test]
    fn four_floats_are_unpacked_in_pairs_and_joined_by_movlhps() {
        let mut dag = SelectionDAG::new();
        let lanes = args(&mut dag, Mvt::F32, 4);
        let bv = dag.node1(Isd::BuildVector, Mvt::V4F32.into(), &lanes);
        let v = lowered(&mut dag, bv);
        assert_eq!(dag.opcode(v.node), target(X86ISD_MOVLHPS));
        let (low, high) = (dag.operand(v.node, 0), dag.operand(v.node, 1));
        for (pair, first) in [(low, 0), (high, 2)] {
            assert_eq!(dag.opcode(pair.node), target(X86ISD_UNPCKL));
            let a = dag.operand(pair.node, 0);
            assert!(dag.opcode(a.node).is(Isd::ScalarToVector));
            assert_eq!(dag.operand(a.node, 0), lanes[first]);
        }
    }

    #[test]
    fn a_widened_pair_is_one_unpack_and_undefined_lanes_cost_nothing() {
        let mut dag = SelectionDAG::new();
        let mut lanes = args(&mut dag, Mvt::F32, 2);
        let undef = dag.undef(Mvt::F32.into());
        lanes.extend([undef, undef]);
        let bv = dag.node1(Isd::BuildVector, Mvt::V4F32.into(), &lanes);
        let v = lowered(&mut dag, bv);
        assert_eq!(dag.opcode(v.node), target(X86ISD_UNPCKL));
    }

    #[test]
    fn bytes_are_paired_into_words_and_inserted() {
        let mut dag = SelectionDAG::new();
        let lanes = args(&mut dag, Mvt::I8, 16);
        let bv = dag.node1(Isd::BuildVector, Mvt::V16I8.into(), &lanes);
        let v = lowered(&mut dag, bv);
        assert!(dag.opcode(v.node).is(Isd::Bitcast));
        let mut acc = dag.operand(v.node, 0);
        let mut inserted = Vec::new();
        while dag.opcode(acc.node) == target(X86ISD_PINSRW) {
            let index = dag.operand(acc.node, 2);
            inserted.push(dag.node(index.node).data);
            let word = dag.operand(acc.node, 1);
            assert!(dag.opcode(word.node).is(Isd::Or));
            acc = dag.operand(acc.node, 0);
        }
        assert_eq!(inserted, (1..8).rev().map(|k| NodeData::Constant(k)).collect::<Vec<_>>());
        // Word 0 enters by movd.
        assert!(dag.opcode(acc.node).is(Isd::Bitcast));
    }

    #[test]
    fn zeros_are_xorps_and_rebuilt_registers_are_themselves() {
        let mut dag = SelectionDAG::new();
        let zero = dag.constant(0, Mvt::I32.into());
        let bv = dag.node1(Isd::BuildVector, Mvt::V4I32.into(), &[zero; 4]);
        let v = lowered(&mut dag, bv);
        assert_eq!(dag.opcode(v.node), target(X86ISD_VZERO));

        let src = args(&mut dag, Mvt::V2I64, 1)[0];
        let lanes: Vec<SDValue> = (0..2)
            .map(|k| {
                let index = dag.constant(k, Mvt::I64.into());
                dag.node1(Isd::ExtractVectorElt, Mvt::I64.into(), &[src, index])
            })
            .collect();
        let bv = dag.node1(Isd::BuildVector, Mvt::V2I64.into(), &lanes);
        assert_eq!(lowered(&mut dag, bv), src);
    }

    #[test]
    fn reordered_elements_of_one_vector_are_one_pshufd() {
        let mut dag = SelectionDAG::new();
        let src = args(&mut dag, Mvt::V2F64, 1)[0];
        let extract = |dag: &mut SelectionDAG, k: u128| {
            let index = dag.constant(k, Mvt::I64.into());
            dag.node1(Isd::ExtractVectorElt, Mvt::F64.into(), &[src, index])
        };
        let (hi, lo) = (extract(&mut dag, 1), extract(&mut dag, 0));
        let bv = dag.node1(Isd::BuildVector, Mvt::V2F64.into(), &[hi, lo]);
        // The element-1 extraction is left to the shuffle that reads it.
        assert_eq!(lowered(&mut dag, hi), hi);
        let v = lowered(&mut dag, bv);
        assert!(dag.opcode(v.node).is(Isd::Bitcast));
        let shuffle = dag.operand(v.node, 0);
        assert_eq!(dag.opcode(shuffle.node), target(X86ISD_PSHUFD));
        // Dwords 2, 3, 0, 1.
        assert_eq!(dag.node(dag.operand(shuffle.node, 1).node).data, NodeData::Constant(0x4E));
    }

    #[test]
    fn elements_are_shuffled_to_position_zero_or_extracted_as_words() {
        let mut dag = SelectionDAG::new();
        let v = args(&mut dag, Mvt::V4F32, 1)[0];
        let three = dag.constant(3, Mvt::I64.into());
        let e = dag.node1(Isd::ExtractVectorElt, Mvt::F32.into(), &[v, three]);
        let x = lowered(&mut dag, e);
        assert!(dag.opcode(x.node).is(Isd::ExtractVectorElt));
        let shuffle = dag.operand(x.node, 0);
        assert_eq!(dag.opcode(shuffle.node), target(X86ISD_PSHUFD));
        assert_eq!(dag.node(dag.operand(shuffle.node, 1).node).data, NodeData::Constant(0xFF));
        // Element 0 is selected as it is.
        let zero = dag.constant(0, Mvt::I64.into());
        let e0 = dag.node1(Isd::ExtractVectorElt, Mvt::F32.into(), &[v, zero]);
        assert_eq!(lowered(&mut dag, e0), e0);

        let bytes = args(&mut dag, Mvt::V16I8, 1)[0];
        let five = dag.constant(5, Mvt::I64.into());
        let b = dag.node1(Isd::ExtractVectorElt, Mvt::I8.into(), &[bytes, five]);
        let t = lowered(&mut dag, b);
        assert!(dag.opcode(t.node).is(Isd::Truncate));
        let shifted = dag.operand(t.node, 0);
        assert!(dag.opcode(shifted.node).is(Isd::Srl));
        let word = dag.operand(shifted.node, 0);
        assert_eq!(dag.opcode(word.node), target(X86ISD_PEXTRW));
        assert_eq!(dag.node(dag.operand(word.node, 1).node).data, NodeData::Constant(2));

        let variable = args(&mut dag, Mvt::I64, 1)[0];
        let bad = dag.node1(Isd::ExtractVectorElt, Mvt::F32.into(), &[v, variable]);
        assert!(lower_operation(&mut dag, bad.node, FeatureSet::default()).unwrap_err().contains("variable"));
    }
}
