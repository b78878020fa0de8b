//! The DAG interpreter of the legalization tests: evaluates a block's DAG (before or after
//! legalization) on inputs that follow from a seed, over integers of up to 256 bits (products
//! up to 512), so that a legalized DAG can be compared with the original one on i129, i168,
//! i192 and i256 values as well as on narrow ones. Library calls (`__divdi3`, ...) are
//! evaluated by name; bits the DAG leaves unspecified (undef, any-extension) are garbage, not
//! zero, so code that relies on them is caught.

use super::super::*;
use super::{CALL, RET, TOY_SMAX};
use crate::target::value_types::Evt;
use rustc_hash::FxHashMap;

/// An unsigned 512-bit integer (little-endian words), arithmetic wrapping at 2^512.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct W([u64; 8]);

impl Ord for W {
    fn cmp(&self, other: &W) -> std::cmp::Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }
}

impl PartialOrd for W {
    fn partial_cmp(&self, other: &W) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl W {
    const ZERO: W = W([0; 8]);

    pub fn from_u128(v: u128) -> W {
        let mut w = W::ZERO;
        w.0[0] = v as u64;
        w.0[1] = (v >> 64) as u64;
        w
    }

    fn from_limbs(limbs: &[u64]) -> W {
        let mut w = W::ZERO;
        w.0[..limbs.len()].copy_from_slice(limbs);
        w
    }

    fn low_u64(self) -> u64 {
        self.0[0]
    }

    fn is_zero(self) -> bool {
        self == W::ZERO
    }

    /// The low `bits` bits set.
    fn mask(bits: u64) -> W {
        let mut w = W::ZERO;
        for (i, word) in w.0.iter_mut().enumerate() {
            let b = bits.saturating_sub(64 * i as u64);
            *word = if b >= 64 { u64::MAX } else { (1u64 << b) - 1 };
        }
        w
    }

    fn bit(self, i: u64) -> bool {
        i < 512 && self.0[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    fn not(self) -> W {
        W(self.0.map(|x| !x))
    }

    fn and(self, o: W) -> W {
        W(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }

    fn or(self, o: W) -> W {
        W(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }

    fn xor(self, o: W) -> W {
        W(std::array::from_fn(|i| self.0[i] ^ o.0[i]))
    }

    fn add(self, o: W) -> W {
        let mut r = W::ZERO;
        let mut carry = false;
        for i in 0..8 {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            r.0[i] = s2;
            carry = c1 || c2;
        }
        r
    }

    fn neg(self) -> W {
        self.not().add(W::from_u128(1))
    }

    fn sub(self, o: W) -> W {
        self.add(o.neg())
    }

    fn mul(self, o: W) -> W {
        let mut r = [0u64; 8];
        for i in 0..8 {
            let mut carry = 0u128;
            for j in 0..8 - i {
                let t = self.0[i] as u128 * o.0[j] as u128 + r[i + j] as u128 + carry;
                r[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        W(r)
    }

    fn shl(self, s: u64) -> W {
        if s >= 512 {
            return W::ZERO;
        }
        let (words, bits) = ((s / 64) as usize, (s % 64) as u32);
        let mut r = W::ZERO;
        for i in (words..8).rev() {
            let low = self.0[i - words] << bits;
            let carried = if bits == 0 || i == words { 0 } else { self.0[i - words - 1] >> (64 - bits) };
            r.0[i] = low | carried;
        }
        r
    }

    fn shr(self, s: u64) -> W {
        if s >= 512 {
            return W::ZERO;
        }
        let (words, bits) = ((s / 64) as usize, (s % 64) as u32);
        let mut r = W::ZERO;
        for i in 0..8 - words {
            let high = self.0[i + words] >> bits;
            let carried = if bits == 0 || i + words == 7 { 0 } else { self.0[i + words + 1] << (64 - bits) };
            r.0[i] = high | carried;
        }
        r
    }

    fn count_ones(self) -> u64 {
        self.0.iter().map(|w| w.count_ones() as u64).sum()
    }

    /// The number of significant bits.
    fn width(self) -> u64 {
        (0..8).rev().find(|&i| self.0[i] != 0).map_or(0, |i| 64 * i as u64 + 64 - self.0[i].leading_zeros() as u64)
    }

    fn trailing_zeros(self) -> u64 {
        (0..8).find(|&i| self.0[i] != 0).map_or(512, |i| 64 * i as u64 + self.0[i].trailing_zeros() as u64)
    }

    /// Quotient and remainder (`None` for a zero divisor).
    fn divrem(self, d: W) -> Option<(W, W)> {
        if d.is_zero() {
            return None;
        }
        let (mut q, mut r) = (W::ZERO, W::ZERO);
        for i in (0..self.width()).rev() {
            r = r.shl(1);
            if self.bit(i) {
                r.0[0] |= 1;
            }
            if r >= d {
                r = r.sub(d);
                q.0[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        Some((q, r))
    }
}

/// The value `v` of `bits` bits sign-extended to all 512 bits.
fn sext(v: W, bits: u64) -> W {
    if bits == 0 || bits >= 512 || !v.bit(bits - 1) {
        v.and(W::mask(bits))
    } else {
        v.or(W::mask(bits).not())
    }
}

/// Whether `x < y` as signed `bits`-wide values.
fn signed_lt(x: W, y: W, bits: u64) -> bool {
    let flip = W::from_u128(1).shl(bits - 1);
    x.xor(flip).and(W::mask(bits)) < y.xor(flip).and(W::mask(bits))
}

/// Signed division and remainder of `bits`-wide values (`None` for a zero divisor),
/// truncated to the width: MIN / -1 wraps to MIN like the machine's division of the wider
/// values a promoted division computes.
fn sdivrem(a: W, b: W, bits: u64) -> Option<(W, W)> {
    let m = W::mask(bits);
    let (na, nb) = (a.bit(bits - 1), b.bit(bits - 1));
    let abs = |x: W, negative: bool| if negative { x.neg().and(m) } else { x };
    let (q, r) = abs(a, na).divrem(abs(b, nb))?;
    let q = if na != nb { q.neg() } else { q };
    let r = if na { r.neg() } else { r };
    Some((q.and(m), r.and(m)))
}

/// What a block computes: the registers it writes, the memory it writes, where it branches.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub regs: Vec<(u32, W)>,
    pub memory: Vec<(u64, u8)>,
    pub branch: Option<u32>,
}

fn hash(a: u64, b: u64) -> u128 {
    let mut x = a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_add(0xD1B5_4A32_D192_ED03);
    x ^= x >> 29;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 32;
    let y = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    (x as u128) << 64 | y as u128
}

/// 512 pseudo-random bits.
fn hash_wide(a: u64, b: u64) -> W {
    let mut w = W::ZERO;
    for i in 0..4 {
        let h = hash(a ^ ((i as u64) << 56), b);
        (w.0[2 * i], w.0[2 * i + 1]) = (h as u64, (h >> 64) as u64);
    }
    w
}

/// Inputs favour edge values (0, 1, all ones, the sign bit) a third of the time.
fn input(seed: u64, reg: u32) -> W {
    let h = hash(seed, reg as u64);
    W::from_u128(match h % 9 {
        0 => 0,
        1 => 1,
        2 => u128::MAX,
        3 => 1 << 31,
        4 => (1 << 31) - 1,
        5 => h >> 100,
        _ => h,
    })
}

fn libcall(name: &str, args: &[W]) -> Vec<W> {
    let bits: u64 = match &name[name.len() - 3..name.len() - 1] {
        "si" => 32,
        "di" => 64,
        "ti" => 128,
        _ => panic!("unknown library function {name}"),
    };
    let k = (bits / 32) as usize;
    let word = W::mask(32);
    let join = |parts: &[W]| parts.iter().rev().fold(W::ZERO, |acc, &p| acc.shl(32).or(p.and(word)));
    let (a, b) = (join(&args[..k]), join(&args[k..2 * k]));
    let r = match &name[2..name.len() - 3] {
        "mul" => a.mul(b),
        "div" => sdivrem(a, b, bits).map_or(W::ZERO, |(q, _)| q),
        "udiv" => a.divrem(b).map_or(W::ZERO, |(q, _)| q),
        "mod" => sdivrem(a, b, bits).map_or(W::ZERO, |(_, r)| r),
        "umod" => a.divrem(b).map_or(W::ZERO, |(_, r)| r),
        other => panic!("unknown library function {other}"),
    }
    .and(W::mask(bits));
    (0..k as u64).map(|i| r.shr(32 * i).and(word)).collect()
}

/// Evaluates `dag`; values copied to a virtual register in `widths` count only in their low bits.
pub fn run(dag: &SelectionDAG, seed: u64, widths: &FxHashMap<u32, u64>) -> Outcome {
    run_in_order(dag, &dag.topological_order(), seed, widths)
}

/// [`run`] with the DAG's topological order computed once for many seeds.
pub fn run_in_order(dag: &SelectionDAG, order: &[NodeId], seed: u64, widths: &FxHashMap<u32, u64>) -> Outcome {
    let mut values: FxHashMap<NodeId, Vec<W>> = FxHashMap::default();
    let mut copies: FxHashMap<NodeId, (u32, W)> = FxHashMap::default();
    let mut call_results: FxHashMap<NodeId, Vec<W>> = FxHashMap::default();
    let mut memory: FxHashMap<u64, u8> = FxHashMap::default();
    let mut written: Vec<u64> = Vec::new();
    let mut out_regs: Vec<(u32, W)> = Vec::new();
    let mut branch = None;
    let read =
        |memory: &FxHashMap<u64, u8>, addr: u64| -> u8 { memory.get(&addr).copied().unwrap_or(hash(addr, 77) as u8) };
    let one = W::from_u128(1);
    let flag = |b: bool| W::from_u128(b as u128);
    for &n in order {
        let ops: Vec<SDValue> = dag.operands(n).collect();
        let vts: Vec<Evt> = dag.node_vts(n).to_vec();
        let bits = vts[0].size_bits();
        assert!(bits <= 256 || !vts[0].is_integer(), "the evaluator handles integers of up to 256 bits");
        let m = W::mask(bits);
        let get = |v: SDValue| values[&v.node][v.result as usize];
        let tbits = |v: SDValue| dag.value_type(v).size_bits();
        let node = dag.node(n);
        // Bits of "any" extensions and undefined values: deliberately not zero.
        let garbage = || hash_wide(seed ^ 0x5555, n.0 as u64);
        let op = dag.opcode(n);
        let result: Vec<W> = if let Some(t) = op.target_number() {
            match t {
                CALL => {
                    let mut args = Vec::new();
                    let mut g = ops.last().copied().filter(|g| dag.value_type(*g) == Evt::GLUE);
                    while let Some(glue) = g {
                        let (_, v) = copies[&glue.node];
                        args.push(v);
                        g = dag.operands(glue.node).nth(3).filter(|g| dag.value_type(*g) == Evt::GLUE);
                    }
                    args.reverse();
                    let NodeData::Symbol { index: s, .. } = dag.node(ops[1].node).data else { panic!("callee") };
                    call_results.insert(n, libcall(dag.symbol_name(s), &args));
                    vec![W::ZERO, W::ZERO]
                }
                RET => {
                    let mut g = ops.last().copied().filter(|g| dag.value_type(*g) == Evt::GLUE);
                    while let Some(glue) = g {
                        out_regs.push(copies[&glue.node]);
                        g = dag.operands(glue.node).nth(3).filter(|g| dag.value_type(*g) == Evt::GLUE);
                    }
                    vec![W::ZERO]
                }
                TOY_SMAX => {
                    let (x, y) = (get(ops[0]), get(ops[1]));
                    vec![if signed_lt(x, y, 32) { y } else { x }]
                }
                _ => panic!("unknown target node"),
            }
        } else {
            let isd = op.isd().expect("generic node");
            let a = || get(ops[0]);
            let b = || get(ops[1]);
            let amount = |v: W| if v.width() > 16 { 1000 } else { v.low_u64() };
            let cond = |i: usize| match dag.node(ops[i].node).data {
                NodeData::CondCode(cc) => cc,
                _ => panic!("condition"),
            };
            let compare = |cc: CondCode, x: W, y: W, w: u64| -> bool {
                match cc {
                    CondCode::Eq => x == y,
                    CondCode::Ne => x != y,
                    CondCode::Ult => x < y,
                    CondCode::Ule => x <= y,
                    CondCode::Ugt => x > y,
                    CondCode::Uge => x >= y,
                    CondCode::Slt => signed_lt(x, y, w),
                    CondCode::Sle => !signed_lt(y, x, w),
                    CondCode::Sgt => signed_lt(y, x, w),
                    CondCode::Sge => !signed_lt(x, y, w),
                    _ => panic!("float condition"),
                }
            };
            let shl = |x: W, s: u64| if s >= bits { W::ZERO } else { x.shl(s).and(m) };
            let srl = |x: W, s: u64| if s >= bits { W::ZERO } else { x.shr(s) };
            let sra = |x: W, s: u64| sext(x, bits).shr(s.min(bits - 1)).and(m);
            let is_negative = |x: W| x.bit(bits - 1);
            match isd {
                Isd::EntryToken | Isd::TokenFactor | Isd::CallseqStart => vec![W::ZERO],
                Isd::CallseqEnd => vec![W::ZERO, W::ZERO],
                Isd::Constant | Isd::TargetConstant => {
                    vec![W::from_limbs(&dag.constant_limbs(SDValue::new(n, 0)).unwrap())]
                }
                Isd::Undef => vec![garbage().and(m)],
                Isd::Register | Isd::BasicBlock | Isd::CondCode | Isd::ValueType | Isd::ExternalSymbol => {
                    vec![W::ZERO]
                }
                Isd::FrameIndex => match node.data {
                    NodeData::FrameIndex(fi) => vec![W::from_u128(0x1_0000 + 0x100 * fi as u128)],
                    _ => panic!(),
                },
                Isd::CopyFromReg => {
                    let NodeData::Register(r) = dag.node(ops[1].node).data else { panic!() };
                    let v = match ops.get(2) {
                        Some(&glue) => {
                            // Walk the glue back to the call.
                            let mut g = glue.node;
                            while dag.opcode(g).target_number() != Some(CALL) {
                                g = dag.operands(g).last().unwrap().node;
                            }
                            call_results[&g][r.0 as usize - 1]
                        }
                        None => input(seed, r.0),
                    };
                    let mut result = vec![v.and(m), W::ZERO];
                    result.resize(vts.len(), W::ZERO);
                    result
                }
                Isd::CopyToReg => {
                    let NodeData::Register(r) = dag.node(ops[1].node).data else { panic!() };
                    let v = get(ops[2]);
                    copies.insert(n, (r.0, v));
                    if r.is_virtual() {
                        out_regs.push((r.0, v.and(W::mask(widths.get(&r.0).copied().unwrap_or(512)))));
                    }
                    vec![W::ZERO, W::ZERO]
                }
                Isd::MergeValues => ops.iter().map(|&v| get(v)).collect(),
                Isd::AssertZext | Isd::AssertSext => vec![a()],
                Isd::Add => vec![a().add(b()).and(m)],
                Isd::Sub => vec![a().sub(b()).and(m)],
                Isd::Mul => vec![a().mul(b()).and(m)],
                Isd::UDiv => vec![a().divrem(b()).map_or(W::ZERO, |(q, _)| q)],
                Isd::URem => vec![a().divrem(b()).map_or(W::ZERO, |(_, r)| r)],
                Isd::SDiv => vec![sdivrem(a(), b(), bits).map_or(W::ZERO, |(q, _)| q)],
                Isd::SRem => vec![sdivrem(a(), b(), bits).map_or(W::ZERO, |(_, r)| r)],
                Isd::And => vec![a().and(b())],
                Isd::Or => vec![a().or(b())],
                Isd::Xor => vec![a().xor(b())],
                Isd::Shl => vec![shl(a(), amount(b()))],
                Isd::Srl => vec![srl(a(), amount(b()))],
                Isd::Sra => vec![sra(a(), amount(b()))],
                Isd::Rotl | Isd::Rotr => {
                    let s = b().divrem(W::from_u128(bits as u128)).unwrap().1.low_u64();
                    let s = if isd == Isd::Rotr { (bits - s) % bits } else { s };
                    vec![if s == 0 { a() } else { shl(a(), s).or(srl(a(), bits - s)) }]
                }
                Isd::Ctpop => vec![W::from_u128(a().count_ones() as u128)],
                Isd::Ctlz | Isd::CtlzZeroUndef => vec![W::from_u128((bits - a().width()) as u128)],
                Isd::Cttz | Isd::CttzZeroUndef => vec![W::from_u128(a().trailing_zeros().min(bits) as u128)],
                Isd::Bswap => {
                    let x = a();
                    let r = (0..bits / 8)
                        .fold(W::ZERO, |acc, i| acc.or(x.shr(8 * i).and(W::mask(8)).shl(bits - 8 - 8 * i)));
                    vec![r]
                }
                Isd::ZeroExtend => vec![a()],
                Isd::SignExtend => vec![sext(a(), tbits(ops[0])).and(m)],
                Isd::AnyExtend => vec![a().or(garbage().and(W::mask(tbits(ops[0])).not())).and(m)],
                Isd::Truncate => vec![a().and(m)],
                Isd::SignExtendInreg => {
                    let NodeData::ValueType(t) = dag.node(ops[1].node).data else { panic!() };
                    vec![sext(a(), t.size_bits()).and(m)]
                }
                Isd::SetCc => vec![flag(compare(cond(2), a(), b(), tbits(ops[0])))],
                Isd::Select => vec![if !a().is_zero() { b() } else { get(ops[2]) }],
                Isd::SelectCc => {
                    vec![if compare(cond(4), a(), b(), tbits(ops[0])) { get(ops[2]) } else { get(ops[3]) }]
                }
                Isd::BuildPair => vec![a().or(b().shl(tbits(ops[0])))],
                Isd::ExtractElement => vec![a().shr(b().low_u64() * bits).and(m)],
                Isd::UAddO => {
                    let s = a().add(b()).and(m);
                    vec![s, flag(s < a())]
                }
                Isd::USubO => vec![a().sub(b()).and(m), flag(a() < b())],
                Isd::AddCarry => {
                    let c = get(ops[2]).and(one);
                    let s = a().add(b()).add(c);
                    vec![s.and(m), flag(s.bit(bits))]
                }
                Isd::SubCarry => {
                    let c = get(ops[2]).and(one);
                    vec![a().sub(b()).sub(c).and(m), flag(a() < b().add(c))]
                }
                Isd::SMin => vec![if signed_lt(b(), a(), bits) { b() } else { a() }],
                Isd::SMax => vec![if signed_lt(a(), b(), bits) { b() } else { a() }],
                Isd::UMin => vec![a().min(b())],
                Isd::UMax => vec![a().max(b())],
                Isd::Abs => vec![if is_negative(a()) { a().neg().and(m) } else { a() }],
                Isd::Fshl | Isd::Fshr => {
                    let s = get(ops[2]).divrem(W::from_u128(bits as u128)).unwrap().1.low_u64();
                    let (hi, lo) = (a(), b());
                    vec![match (isd, s) {
                        (_, 0) if isd == Isd::Fshl => hi,
                        (_, 0) => lo,
                        (Isd::Fshl, s) => shl(hi, s).or(srl(lo, bits - s)),
                        (_, s) => shl(hi, bits - s).or(srl(lo, s)),
                    }]
                }
                Isd::MulHu => vec![a().mul(b()).shr(bits)],
                Isd::MulHs => {
                    // The unsigned high half minus b if a < 0 and minus a if b < 0.
                    let mut h = a().mul(b()).shr(bits);
                    if is_negative(a()) {
                        h = h.sub(b());
                    }
                    if is_negative(b()) {
                        h = h.sub(a());
                    }
                    vec![h.and(m)]
                }
                Isd::SDivRem => {
                    let (q, r) = sdivrem(a(), b(), bits).unwrap_or_default();
                    vec![q, r]
                }
                Isd::UDivRem => {
                    let (q, r) = a().divrem(b()).unwrap_or_default();
                    vec![q, r]
                }
                Isd::UMulLoHi => {
                    let p = a().mul(b());
                    vec![p.and(m), p.shr(bits)]
                }
                Isd::Load => {
                    let NodeData::Load { ext, mem } = node.data else { panic!() };
                    let addr = get(ops[1]).low_u64();
                    let mbits = mem.mem_vt.size_bits();
                    let mut v = W::ZERO;
                    for i in (0..mem.mem_vt.store_size()).rev() {
                        v = v.shl(8).or(W::from_u128(read(&memory, (addr + i) & 0xffff_ffff) as u128));
                    }
                    let v = v.and(W::mask(mbits));
                    let v = match ext {
                        ExtType::SignExt => sext(v, mbits).and(m),
                        ExtType::AnyExt => v.or(garbage().and(W::mask(mbits).not())).and(m),
                        _ => v,
                    };
                    vec![v, W::ZERO]
                }
                Isd::Store => {
                    let NodeData::Store { mem, .. } = node.data else { panic!() };
                    let addr = get(ops[2]).low_u64();
                    let mbits = mem.mem_vt.size_bits();
                    // Bits beyond the memory type up to whole bytes are stored as zero.
                    let v = get(ops[1]).and(W::mask(mbits));
                    for i in 0..mem.mem_vt.store_size() {
                        memory.insert((addr + i) & 0xffff_ffff, v.shr(8 * i).low_u64() as u8);
                        written.push((addr + i) & 0xffff_ffff);
                    }
                    vec![W::ZERO]
                }
                Isd::BrCond => {
                    let NodeData::BasicBlock(bb) = dag.node(ops[2].node).data else { panic!() };
                    if !get(ops[1]).is_zero() && branch.is_none() {
                        branch = Some(bb.0);
                    }
                    vec![W::ZERO]
                }
                Isd::Br => {
                    let NodeData::BasicBlock(bb) = dag.node(ops[1].node).data else { panic!() };
                    if branch.is_none() {
                        branch = Some(bb.0);
                    }
                    vec![W::ZERO]
                }
                other => panic!("the evaluator has no {}", other.dump_name()),
            }
        };
        values.insert(n, result);
    }
    written.sort_unstable();
    written.dedup();
    let memory = written.into_iter().map(|a| (a, memory[&a])).collect();
    out_regs.sort_unstable();
    Outcome { regs: out_regs, memory, branch }
}

#[test]
fn wide_arithmetic_of_the_evaluator() {
    let x = W::from_u128(u128::MAX).shl(100).or(W::from_u128(12345));
    let y = W::from_u128(0xdead_beef_1234_5678_9abc);
    let (q, r) = x.divrem(y).unwrap();
    assert_eq!(q.mul(y).add(r), x);
    assert!(r < y);
    assert_eq!(x.shl(77).shr(77), x);
    assert_eq!(x.sub(x), W::ZERO);
    assert_eq!(sext(W::from_u128(0x80), 8), W::mask(7).not());
    assert!(signed_lt(W::mask(200), W::ZERO, 200));
    assert_eq!(sdivrem(W::mask(256), W::from_u128(2), 256), Some((W::ZERO, W::mask(256))));
    let min = W::from_u128(1).shl(191);
    assert_eq!(sdivrem(min, W::mask(192), 192), Some((min, W::ZERO)));
}
