//! Shuffles of 128-bit vectors with SSE2: a BUILD_VECTOR whose elements are elements of at
//! most two vectors of its own type (and zeros) — what the DAG builder makes of a
//! `shufflevector` — becomes one SSE2 shuffle where one fits:
//! - the source itself (the elements in place);
//! - one source of 32- or 64-bit elements in any order: pshufd;
//! - one source of words, each half reordered in place: pshuflw and/or pshufhw;
//! - two halves interleaved (the low or the high ones): punpckl*/punpckh*, unpcklps/unpckhps,
//!   unpcklpd/unpckhpd (a source with itself included);
//! - the low lanes from one source and the high lanes from another: shufps/shufpd;
//! - elements moved up or down by whole elements with zeros shifted in: pslldq/psrldq;
//! - the high elements of one source followed by the low ones of another (or of itself, a
//!   rotation): palignr where the function has SSSE3, else psrldq, pslldq and por.
//!
//! [`plan`] only decides (the extractions feeding a shuffle it accepts are left for it to
//! read, see `vector::feeds_only_shuffles`); [`lower`] builds the nodes. What fits none of
//! these is built element by element.

use super::vector::{bitcast, constant_index, i8imm, is_undef, is_zero_constant, pshufd, target};
use crate::subtarget::{Feature, FeatureSet};
use crate::generated::{
    X86ISD_PALIGNR, X86ISD_PSHUFHW, X86ISD_PSHUFLW, X86ISD_SHUFP, X86ISD_UNPCKH, X86ISD_UNPCKL, X86ISD_VSHLDQ, X86ISD_VSRLDQ, X86ISD_VZERO,
};
use kiln_codegen::isel::dag::{Isd, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};

/// Where the elements come from: a vector of the result's type, or zeros.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Source {
    Vector(SDValue),
    Zero,
}

/// The elements of a BUILD_VECTOR as (source, element) picks; `None` undefined.
struct Picks {
    sources: Vec<Source>,
    lanes: Vec<Option<(usize, u32)>>,
}

/// One SSE2 shuffle producing the BUILD_VECTOR (sources by their index among the shuffled vectors).
#[derive(Clone, Debug, PartialEq)]
pub enum Plan {
    Identity(usize),
    Pshufd(usize, Vec<Option<u32>>),
    /// pshuflw and pshufhw immediates (`None`: that half stays).
    Words(usize, Option<u32>, Option<u32>),
    Unpack { high: bool, first: usize, second: usize },
    /// shufps/shufpd of `first` (low lanes) and `second` (high lanes).
    Shufp { first: usize, second: usize, imm: u32 },
    /// The source moved by `bytes` (towards element 0 when `down`), zeros shifted in.
    ByteShift { source: usize, down: bool, bytes: u32 },
    /// `low`'s elements from `bytes` on, then `high`'s first ones: the two concatenated
    /// (`high` above) and moved down by `bytes`.
    Align { low: usize, high: usize, bytes: u32 },
}

fn picks(dag: &SelectionDAG, vt: Evt, lanes: &[SDValue]) -> Option<Picks> {
    let n = vt.num_elements();
    let mut sources: Vec<Source> = Vec::with_capacity(2);
    let mut out = Vec::with_capacity(lanes.len());
    let mut slot = |s: Source| -> Option<usize> {
        if let Some(i) = sources.iter().position(|&x| x == s) {
            return Some(i);
        }
        (sources.len() < 2).then(|| {
            sources.push(s);
            sources.len() - 1
        })
    };
    for (k, &l) in lanes.iter().enumerate() {
        if is_undef(dag, l) {
            out.push(None);
        } else if is_zero_constant(dag, l) {
            out.push(Some((slot(Source::Zero)?, k as u32)));
        } else if dag.opcode(l.node).is(Isd::ExtractVectorElt) {
            let src = dag.operand(l.node, 0);
            let e = constant_index(dag, dag.operand(l.node, 1)).filter(|&e| e < n)?;
            if dag.value_type(src) != vt {
                return None;
            }
            out.push(Some((slot(Source::Vector(src))?, e)));
        } else {
            return None;
        }
    }
    sources.iter().any(|s| matches!(s, Source::Vector(_))).then_some(Picks { sources, lanes: out })
}

/// The shuffle making the BUILD_VECTOR of `lanes` (of type `vt`, a VR128 type), if one fits.
pub fn plan(dag: &SelectionDAG, vt: Evt, lanes: &[SDValue]) -> Option<Plan> {
    let p = picks(dag, vt, lanes)?;
    let n = lanes.len() as u32;
    let fits = |f: &dyn Fn(u32) -> (usize, u32)| p.lanes.iter().enumerate().all(|(k, l)| l.map_or(true, |l| l == f(k as u32)));
    let vector_sources: Vec<usize> = (0..p.sources.len()).filter(|&s| p.sources[s] != Source::Zero).collect();
    let bits = vt.scalar_size_bits();
    // One source.
    if let [s] = vector_sources[..] {
        if p.sources.len() == 1 {
            if fits(&|k| (s, k)) {
                return Some(Plan::Identity(s));
            }
            let elements: Vec<Option<u32>> = p.lanes.iter().map(|l| l.map(|(_, e)| e)).collect();
            if bits >= 32 {
                return Some(Plan::Pshufd(s, elements));
            }
            if bits == 16 {
                let half = |range: std::ops::Range<usize>, base: u32| -> Option<Option<u32>> {
                    let picks = &elements[range];
                    if picks.iter().enumerate().all(|(i, e)| e.map_or(true, |e| e == base + i as u32)) {
                        return Some(None);
                    }
                    if picks.iter().any(|e| e.is_some_and(|e| e < base || e >= base + 4)) {
                        return None;
                    }
                    let imm = picks.iter().enumerate().map(|(i, e)| (e.map_or(i as u32, |e| e - base)) << (2 * i)).sum();
                    Some(Some(imm))
                };
                if let (Some(low), Some(high)) = (half(0..4, 0), half(4..8, 4)) {
                    return Some(Plan::Words(s, low, high));
                }
            }
        }
    }
    // Two sources (or one twice): interleaved halves, low and high lanes, byte shifts.
    let count = p.sources.len();
    for first in 0..count {
        for second in 0..count {
            for high in [false, true] {
                let base = if high { n / 2 } else { 0 };
                if fits(&|k| (if k % 2 == 0 { first } else { second }, base + k / 2)) {
                    return Some(Plan::Unpack { high, first, second });
                }
            }
        }
    }
    if n == 4 || n == 2 {
        let half = n / 2;
        let from = |range: std::ops::Range<u32>| -> Option<Option<usize>> {
            let mut src = None;
            for k in range {
                if let Some((s, _)) = p.lanes[k as usize] {
                    if src.is_some_and(|x| x != s) {
                        return None;
                    }
                    src = Some(s);
                }
            }
            Some(src)
        };
        if let (Some(low), Some(high)) = (from(0..half), from(half..n)) {
            let (first, second) = (low.unwrap_or(0), high.unwrap_or(0));
            let field = if n == 4 { 2 } else { 1 };
            let imm = p.lanes.iter().enumerate().map(|(k, l)| l.map_or(0, |(_, e)| e) << (field * k as u32)).sum();
            return Some(Plan::Shufp { first, second, imm });
        }
    }
    if vector_sources.len() == count {
        for (low, high) in [(0, count - 1), (count - 1, 0)] {
            for t in 1..n {
                if fits(&|k| if k + t < n { (low, k + t) } else { (high, k + t - n) }) {
                    return Some(Plan::Align { low, high, bytes: t * (bits as u32 / 8) });
                }
            }
        }
    }
    if p.sources.len() == 2 && vector_sources.len() == 1 {
        let s = vector_sources[0];
        let zero = 1 - s;
        for t in 1..n {
            let bytes = t * (bits as u32 / 8);
            if fits(&|k| if k + t < n { (s, k + t) } else { (zero, k) }) {
                return Some(Plan::ByteShift { source: s, down: true, bytes });
            }
            if fits(&|k| if k >= t { (s, k - t) } else { (zero, k) }) {
                return Some(Plan::ByteShift { source: s, down: false, bytes });
            }
        }
    }
    None
}

/// The BUILD_VECTOR of `lanes` (type `m`) as one shuffle, if [`plan`] finds one (`features`:
/// the function's, for palignr).
pub fn lower(dag: &mut SelectionDAG, m: Mvt, lanes: &[SDValue], features: FeatureSet) -> Option<SDValue> {
    let vt: Evt = m.into();
    let plan = plan(dag, vt, lanes)?;
    let sources: Vec<SDValue> = picks(dag, vt, lanes)?
        .sources
        .iter()
        .map(|s| match *s {
            Source::Vector(v) => v,
            Source::Zero => dag.node1(target(X86ISD_VZERO), vt, &[]),
        })
        .collect();
    Some(match plan {
        Plan::Identity(s) => sources[s],
        Plan::Pshufd(s, elements) => pshufd(dag, m, sources[s], &elements),
        Plan::Words(s, low, high) => {
            let mut v = bitcast(dag, sources[s], Mvt::V8I16);
            for (imm, op) in [(low, X86ISD_PSHUFLW), (high, X86ISD_PSHUFHW)] {
                if let Some(imm) = imm {
                    let imm = i8imm(dag, imm);
                    v = dag.node1(target(op), Mvt::V8I16.into(), &[v, imm]);
                }
            }
            bitcast(dag, v, m)
        }
        Plan::Unpack { high, first, second } => {
            let op = if high { X86ISD_UNPCKH } else { X86ISD_UNPCKL };
            dag.node1(target(op), vt, &[sources[first], sources[second]])
        }
        Plan::Shufp { first, second, imm } => {
            let float = if lanes.len() == 4 { Mvt::V4F32 } else { Mvt::V2F64 };
            let (a, b) = (bitcast(dag, sources[first], float), bitcast(dag, sources[second], float));
            let imm = i8imm(dag, imm);
            let v = dag.node1(target(X86ISD_SHUFP), float.into(), &[a, b, imm]);
            bitcast(dag, v, m)
        }
        Plan::Align { low, high, bytes } => {
            let (lo, hi) = (bitcast(dag, sources[low], Mvt::V16I8), bitcast(dag, sources[high], Mvt::V16I8));
            let v = if features.contains(Feature::Ssse3) {
                let imm = i8imm(dag, bytes);
                dag.node1(target(X86ISD_PALIGNR), Mvt::V16I8.into(), &[hi, lo, imm])
            } else {
                let (down, up) = (i8imm(dag, bytes), i8imm(dag, 16 - bytes));
                let lo = dag.node1(target(X86ISD_VSRLDQ), Mvt::V16I8.into(), &[lo, down]);
                let hi = dag.node1(target(X86ISD_VSHLDQ), Mvt::V16I8.into(), &[hi, up]);
                dag.node1(Isd::Or, Mvt::V16I8.into(), &[lo, hi])
            };
            bitcast(dag, v, m)
        }
        Plan::ByteShift { source, down, bytes } => {
            let v = bitcast(dag, sources[source], Mvt::V16I8);
            let imm = i8imm(dag, bytes);
            let op = if down { X86ISD_VSRLDQ } else { X86ISD_VSHLDQ };
            let shifted = dag.node1(target(op), Mvt::V16I8.into(), &[v, imm]);
            bitcast(dag, shifted, m)
        }
    })
}
