//! LegalizerHelper: carries out one legalization step on one generic instruction, as the
//! LegalizerInfo decided it. Widening extends the operands of a type index (`G_ANYEXT`,
//! `G_SEXT` or `G_ZEXT`, whichever keeps the low bits of the result right) and truncates the
//! result back; lowering replaces an instruction by simpler ones (G_SEXT by G_ANYEXT, G_SHL,
//! G_ASHR, as the documents show; unsigned conversions by signed ones (of 64 bits for 32-bit
//! values, with a halving or a 2^63 offset for 64-bit ones); a bit count defined at zero by the
//! zero-undefined one and a select; `G_DYN_STACKALLOC` by arithmetic on the stack pointer).
//! Narrowing lives in [`super::narrow`], the lowerings that build bit arithmetic (population
//! count, sign copy, overflow of any width, shuffles) in [`super::legalize_lower`], the vector actions
//! in [`super::vector`], the lowerings through memory (odd-size accesses, vector loads and stores
//! by element, vector artifacts through a stack temporary) in [`super::legalize_memory`].
//!
//! Every instruction the helper creates or changes is recorded in [`LegalizerHelper::touched`]
//! so the legalizer can look at it again; what it cannot do is an error naming the opcode and
//! types, never a guess.

use super::legalize_libcall::LibcallLowering;
use super::legalizer_info::{LegalizeAction, LegalizeStep, LegalizerInfo, LegalityQuery, MemDesc, AtomicOrdering};
use super::llt::Llt;
use crate::mir::{InsertPoint, InstId, MachineFunction, MachineOperand, Reg};
use crate::target::target_opcode as op;
use kiln_support::inline_vec::{Filler, InlineVec};
use rustc_hash::FxHashMap;

/// A target's own legalization of the instructions its rules mark custom: it may change the
/// instruction it is given and create instructions (the legalizer counts their reads from the
/// instruction arena), and changes no other instruction.
pub type CustomLegalizer = dyn Fn(&mut LegalizerHelper, InstId) -> Result<(), String> + Send + Sync;

/// Rewrites instructions of one function.
pub struct LegalizerHelper<'a> {
    pub mf: &'a mut MachineFunction,
    pub info: &'a LegalizerInfo,
    /// Instructions created or changed since the caller last drained the list.
    pub touched: Vec<InstId>,
    /// The rules' answer to each query asked so far.
    steps: FxHashMap<QueryKey, LegalizeStep>,
    /// The artifact combiner's buffers, reused for every artifact it is offered.
    pub(super) artifact_regs: super::artifact_combiner::ArtifactRegs,
    /// [`type_operands`] of every opcode, looked up once per function rather than per query.
    type_positions: &'static [Option<[u8; 2]>],
}

/// A legality query held by value, as the key of [`LegalizerHelper::step`]'s answers.
#[derive(PartialEq, Eq, Hash)]
struct QueryKey {
    opcode: u32,
    types: QueryTypes,
    mem: InlineVec<MemDesc, 2>,
}

/// The types of a query's type indices, in place ([`LegalizerHelper::query_types`]).
pub type QueryTypes = InlineVec<Llt, 7>;

impl QueryKey {
    fn new(opcode: u32) -> QueryKey {
        QueryKey { opcode, types: InlineVec::new(), mem: InlineVec::new() }
    }
}

/// Where [`LegalizerHelper::fill_query`] puts types and memory descriptions.
trait Slots<T> {
    /// Sets slot `index`, filling any new slots before it with `fill`.
    fn set(&mut self, index: usize, value: T, fill: T);
    fn push(&mut self, value: T);
}

// A query has at most six type indices, one more for an unmerge's source, and one or two
// memory operands: they fit in place.
impl Filler for Llt {
    const FILLER: Llt = Llt::scalar(1);
}

impl Filler for MemDesc {
    const FILLER: MemDesc = MemDesc { size_bits: 0, ordering: AtomicOrdering::NotAtomic };
}

impl<T: Filler, const N: usize> Slots<T> for InlineVec<T, N> {
    fn set(&mut self, index: usize, value: T, fill: T) {
        while self.len() <= index {
            InlineVec::push(self, fill);
        }
        self[index] = value;
    }

    fn push(&mut self, value: T) {
        InlineVec::push(self, value);
    }
}

/// No operand of a type index in [`type_operands`].
const NO_OPERAND: u8 = u8::MAX;

/// Where the query of a generic opcode other than `G_UNMERGE_VALUES` finds the types of type
/// indices 0 and 1: the position of the last operand of each in the opcode's description
/// ([`NO_OPERAND`]: none), as [`LegalizerHelper::fill_query`] reads them (a later operand of an
/// index overrides an earlier one); `None` for an opcode with other type indices. Built once
/// from the descriptions.
fn type_operands(opcode: u32) -> Option<[u8; 2]> {
    type_operand_table().get(opcode as usize).copied().flatten()
}

/// [`type_operands`] of every opcode, by opcode.
fn type_operand_table() -> &'static [Option<[u8; 2]>] {
    static TABLE: std::sync::OnceLock<Vec<Option<[u8; 2]>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        (0..op::COUNT)
            .map(|opcode| {
                let desc = op::INSTR_INFO.get(opcode).filter(|_| opcode != op::G_UNMERGE_VALUES)?;
                let mut positions = [NO_OPERAND; 2];
                for (k, info) in desc.operands.iter().enumerate() {
                    let Some(index) = info.generic_type else { continue };
                    *positions.get_mut(usize::from(index))? = u8::try_from(k).ok().filter(|&k| k != NO_OPERAND)?;
                }
                Some(positions)
            })
            .collect()
    })
}

/// The name of a generic opcode, for messages.
pub fn opcode_name(opcode: u32) -> &'static str {
    op::INSTR_INFO.get(opcode).map_or("<not a generic opcode>", |d| d.name)
}

impl<'a> LegalizerHelper<'a> {
    pub fn new(mf: &'a mut MachineFunction, info: &'a LegalizerInfo) -> LegalizerHelper<'a> {
        LegalizerHelper { mf, info, touched: Vec::new(), steps: FxHashMap::default(), artifact_regs: Default::default(), type_positions: type_operand_table() }
    }

    // ---- reading instructions ----

    /// The type of a generic virtual register.
    pub fn ty(&self, reg: Reg) -> Result<Llt, String> {
        self.mf.regs.ty(reg).ok_or_else(|| format!("%{} has no type", reg.virt_index().unwrap_or(0)))
    }

    /// The register of operand `k` of `i`.
    pub fn reg(&self, i: InstId, k: usize) -> Result<Reg, String> {
        let m = self.mf.inst(i);
        m.operands.get(k).and_then(MachineOperand::get_reg).ok_or_else(|| format!("operand {k} of {} is not a register", opcode_name(m.opcode)))
    }

    /// The query that asks about instruction `i`: its opcode, the type of each type index and
    /// its memory operands, in place.
    pub fn query_types(mf: &MachineFunction, i: InstId) -> (QueryTypes, InlineVec<MemDesc, 2>) {
        let mut q = QueryKey::new(mf.inst(i).opcode);
        Self::fill_query(mf, i, &mut q.types, &mut q.mem);
        (q.types, q.mem)
    }

    /// Fills `types` and `mem` with the query that asks about instruction `i`: the type of each
    /// type index and its memory operands, without allocating while they have room.
    fn fill_query(mf: &MachineFunction, i: InstId, types: &mut impl Slots<Llt>, mem: &mut impl Slots<MemDesc>) {
        Self::fill_types(mf, i, types);
        for operand in &mf.inst(i).mem_operands {
            mem.push(MemDesc {
                size_bits: operand.size.map_or(0, |t| t.size_bits(64)),
                ordering: AtomicOrdering::from_mir_name(operand.ordering.map(|s| mf.str(s))),
            });
        }
    }

    /// The types of [`query_types`](Self::query_types) alone, in place: a step reads only them
    /// (not the memory operands), and allocates nothing.
    pub fn query_type_list(mf: &MachineFunction, i: InstId) -> QueryTypes {
        let mut types = QueryTypes::new();
        Self::fill_types(mf, i, &mut types);
        types
    }

    /// Type `index` of [`query_type_list`](Self::query_type_list), read from the one operand
    /// the opcode's type index was located at when it has one (a step needs only the type it
    /// changes), else from the whole list.
    pub fn query_type(mf: &MachineFunction, i: InstId, index: u8) -> Option<Llt> {
        let m = mf.inst(i);
        let located = type_operands(m.opcode).and_then(|positions| {
            let k = *positions.get(usize::from(index)).filter(|&&k| k != NO_OPERAND)?;
            let reg = m.operands.get(usize::from(k))?.get_reg()?;
            Some(mf.regs.ty(reg).unwrap_or(Llt::scalar(1)))
        });
        located.or_else(|| Self::query_type_list(mf, i).get(usize::from(index)).copied())
    }

    /// The types half of [`fill_query`](Self::fill_query).
    fn fill_types(mf: &MachineFunction, i: InstId, types: &mut impl Slots<Llt>) {
        let m = mf.inst(i);
        let desc = op::INSTR_INFO.get(m.opcode);
        let operand_types = desc.map(|d| d.operands).unwrap_or(&[]);
        for (k, info) in operand_types.iter().enumerate() {
            let (Some(index), Some(reg)) = (info.generic_type, m.operands.get(k).and_then(MachineOperand::get_reg)) else { continue };
            types.set(usize::from(index), mf.regs.ty(reg).unwrap_or(Llt::scalar(1)), Llt::scalar(1));
        }
        // G_UNMERGE_VALUES: type 1 is its source, the last operand.
        if m.opcode == op::G_UNMERGE_VALUES {
            if let Some(src) = m.operands.iter().rev().find(|o| o.is_use()).and_then(MachineOperand::get_reg) {
                types.push(mf.regs.ty(src).unwrap_or(Llt::scalar(1)));
            }
        }
    }

    /// What the rules say about `i`: the common queries from the rules' shared table
    /// ([`LegalizerInfo::cached_action`]), the others remembered here for each query already
    /// asked (the answer depends on the query alone, and a function asks the same few queries
    /// many times).
    pub fn step(&mut self, i: InstId) -> LegalizeStep {
        if let Some(step) = self.common_step(i) {
            return step;
        }
        let mut key = QueryKey::new(self.mf.inst(i).opcode);
        Self::fill_query(self.mf, i, &mut key.types, &mut key.mem);
        if let Some(&step) = self.steps.get(&key) {
            return step;
        }
        let step = self.info.action(&LegalityQuery::with_mem(key.opcode, &key.types, &key.mem));
        self.steps.insert(key, step);
        step
    }

    /// Whether `i` is legal as it is: for most instructions one look at the rules' shared
    /// table ([`LegalizerInfo::known_legal`]), the types read from the operands the opcode's
    /// type indices were located at once; else the answer of [`step`](Self::step).
    pub fn is_legal(&mut self, i: InstId) -> bool {
        match self.known_legal(i) {
            Some(legal) => legal,
            None => self.step(i).action == LegalizeAction::Legal,
        }
    }

    /// [`is_legal`](Self::is_legal) from the shared table alone: the query of
    /// [`table_query`](Self::table_query), `None` where that query is not read this way or
    /// the table has no answer yet.
    #[inline]
    fn known_legal(&self, i: InstId) -> Option<bool> {
        let (opcode, types, mem) = self.table_query(i)?;
        self.info.known_legal(opcode, types, mem)
    }

    /// The step of `i` from the rules' shared table when its query is one the table holds
    /// (at most two type indices, no memory operand or one that is not atomic): the query of
    /// [`table_query`](Self::table_query).
    fn common_step(&self, i: InstId) -> Option<LegalizeStep> {
        let (opcode, types, mem) = self.table_query(i)?;
        self.info.cached_step(opcode, types, mem)
    }

    /// The query of [`fill_query`](Self::fill_query) as the rules' shared table is keyed:
    /// the opcode, the type of each of the two type indices read from the last operand of
    /// that index (located once per opcode, [`type_operands`]), and the size of a memory
    /// operand that is not atomic; `None` for an instruction whose query is not read this way
    /// (more type indices, an unmerge, several or atomic memory operands, an operand that is
    /// missing or not a register where a type is read, index 1 without index 0), which the
    /// caller asks the rules about in full.
    #[inline(always)]
    fn table_query(&self, i: InstId) -> Option<(u32, [Option<Llt>; 2], Option<u64>)> {
        let m = self.mf.inst(i);
        let mem = match m.mem_operands.as_slice() {
            [] => None,
            [operand] if operand.ordering.is_none() => Some(operand.size.map_or(0, |t| t.size_bits(64))),
            _ => return None,
        };
        let positions = (*self.type_positions.get(m.opcode as usize)?)?;
        let operands = m.operands.as_slice();
        let ty_at = |k: u8| -> Option<Option<Llt>> {
            if k == NO_OPERAND {
                return Some(None);
            }
            let reg = operands.get(usize::from(k))?.get_reg()?;
            Some(Some(self.mf.regs.ty(reg).unwrap_or(Llt::scalar(1))))
        };
        let types = [ty_at(positions[0])?, ty_at(positions[1])?];
        if types[0].is_none() && types[1].is_some() {
            return None;
        }
        Some((m.opcode, types, mem))
    }

    // ---- building instructions ----

    pub fn new_reg(&mut self, ty: Llt) -> Reg {
        self.mf.regs.create_generic_vreg(ty)
    }

    /// Creates `defs = opcode uses` at `at`.
    pub fn emit(&mut self, at: InsertPoint, opcode: u32, defs: &[Reg], uses: &[MachineOperand]) -> InstId {
        self.emit_operands(at, opcode, defs, uses.iter().copied())
    }

    /// [`emit`](Self::emit) with the uses from an iterator, written straight into the new
    /// instruction's operand list (no list of them built first).
    fn emit_operands(&mut self, at: InsertPoint, opcode: u32, defs: &[Reg], uses: impl Iterator<Item = MachineOperand>) -> InstId {
        let mut m = self.mf.new_inst(opcode);
        m.operands.extend(defs.iter().map(|&d| MachineOperand::reg_def(d)));
        m.operands.extend(uses);
        let id = self.mf.insert_new(at, m);
        self.touched.push(id);
        id
    }

    /// A new register of type `ty` defined by `opcode` over `uses`.
    pub fn emit_value(&mut self, at: InsertPoint, opcode: u32, ty: Llt, uses: &[Reg]) -> Reg {
        let dst = self.new_reg(ty);
        self.emit_operands(at, opcode, &[dst], uses.iter().map(|&r| MachineOperand::reg_use(r)));
        dst
    }

    /// `G_CONSTANT` of `value` as a `ty` (a scalar).
    pub fn constant(&mut self, at: InsertPoint, ty: Llt, value: i64) -> Reg {
        let dst = self.new_reg(ty);
        self.emit(at, op::G_CONSTANT, &[dst], &[MachineOperand::CImm { bits: ty.scalar_bits(), value }]);
        dst
    }

    /// Splits `src` into `count` registers of `part` (low part first).
    pub fn unmerge(&mut self, at: InsertPoint, src: Reg, part: Llt, count: u32) -> Vec<Reg> {
        let parts: Vec<Reg> = (0..count).map(|_| self.new_reg(part)).collect();
        self.emit(at, op::G_UNMERGE_VALUES, &parts, &[MachineOperand::reg_use(src)]);
        parts
    }

    /// Defines `dst` from `parts` (low part first): a merge of scalars, a vector built from
    /// elements, or a concatenation of vectors.
    pub fn merge_into(&mut self, at: InsertPoint, dst: Reg, parts: &[Reg]) -> Result<InstId, String> {
        let dst_ty = self.ty(dst)?;
        let part_ty = self.ty(parts[0])?;
        let opcode = match (dst_ty.is_vector(), part_ty.is_vector()) {
            (false, false) => op::G_MERGE_VALUES,
            (true, false) => op::G_BUILD_VECTOR,
            (true, true) => op::G_CONCAT_VECTORS,
            (false, true) => return Err(format!("cannot merge vectors of {part_ty} into the scalar {dst_ty}")),
        };
        let ops: Vec<MachineOperand> = parts.iter().map(|&r| MachineOperand::reg_use(r)).collect();
        Ok(self.emit(at, opcode, &[dst], &ops))
    }

    /// Replaces the register of operand `k` of `i`.
    pub fn set_operand_reg(&mut self, i: InstId, k: usize, reg: Reg) {
        self.mf.inst_mut(i).operands[k].set_reg(reg);
    }

    /// Unlinks `i`; its results must have no readers left.
    pub fn erase(&mut self, i: InstId) {
        self.mf.remove(i);
    }

    /// Where to put instructions that read the results of `i`: after it, or after the block's
    /// PHIs when `i` is a PHI.
    pub fn after(&self, i: InstId) -> InsertPoint {
        let mut last = i;
        if self.mf.inst(i).opcode == op::G_PHI || self.mf.inst(i).opcode == op::PHI {
            while let Some(n) = self.mf.next_inst(last).filter(|&n| matches!(self.mf.inst(n).opcode, op::G_PHI | op::PHI)) {
                last = n;
            }
        }
        InsertPoint::After(last)
    }

    /// Where to compute a value a PHI reads from `pred`: before the block's terminators.
    pub fn before_terminators(&self, pred: crate::mir::BlockId) -> InsertPoint {
        let first_terminator = self.mf.block_insts(pred).find(|&t| op::INSTR_INFO.get(self.mf.inst(t).opcode).is_some_and(|d| d.is_terminator()));
        match first_terminator {
            Some(t) => InsertPoint::Before(t),
            None => InsertPoint::End(pred),
        }
    }

    // ---- actions ----

    /// Carries out `step` on `i`: `Ok(false)` when `i` is already legal.
    pub fn apply(&mut self, i: InstId, step: &LegalizeStep, custom: Option<&CustomLegalizer>, libcalls: Option<&LibcallLowering>) -> Result<bool, String> {
        let (index, ty) = (step.type_index, step.new_type);
        match step.action {
            LegalizeAction::Legal => return Ok(false),
            LegalizeAction::WidenScalar => self.widen_scalar(i, index, ty)?,
            LegalizeAction::NarrowScalar => self.narrow_scalar(i, index, ty)?,
            LegalizeAction::FewerElements => self.fewer_elements(i, index, ty)?,
            LegalizeAction::MoreElements => self.more_elements(i, index, ty)?,
            LegalizeAction::Lower => self.lower(i)?,
            LegalizeAction::Custom => match custom {
                Some(hook) => hook(self, i)?,
                None => return Err("the rules say custom, but the target has no custom legalization".to_string()),
            },
            LegalizeAction::Libcall => self.libcall(i, libcalls)?,
            LegalizeAction::Unsupported => return Err("unsupported".to_string()),
        }
        Ok(true)
    }

    /// How the sources of type index `index` of `i` extend when that index widens, and how
    /// the results come back (truncation).
    fn widening_ops(&self, i: InstId, index: u8) -> Option<(u32, u32)> {
        use op::*;
        let m = self.mf.inst(i);
        let int = |ext| Some((ext, G_TRUNC));
        match (m.opcode, index) {
            (G_ADD | G_SUB | G_MUL | G_AND | G_OR | G_XOR | G_SHL | G_SELECT | G_IMPLICIT_DEF | G_CONSTANT | G_LOAD | G_SEXTLOAD | G_ZEXTLOAD | G_STORE | G_PHI | G_SEXT_INREG | G_FREEZE, 0) => int(G_ANYEXT),
            (G_SDIV | G_SREM | G_SMIN | G_SMAX | G_ASHR | G_ABS, 0) => int(G_SEXT),
            (G_UDIV | G_UREM | G_UMIN | G_UMAX | G_LSHR, 0) => int(G_ZEXT),
            (G_SHL | G_LSHR | G_ASHR | G_CTPOP, 1) => int(G_ZEXT),
            (G_SELECT | G_BRCOND, _) => int(G_ANYEXT),
            (G_ICMP | G_FCMP | G_CTPOP, 0) => int(G_ANYEXT),
            (G_ICMP, 1) => {
                let signed = matches!(m.operands.get(1), Some(MachineOperand::Predicate { name, .. }) if matches!(self.mf.str(*name), "sgt" | "sge" | "slt" | "sle"));
                int(if signed { G_SEXT } else { G_ZEXT })
            }
            (G_ANYEXT | G_SEXT | G_ZEXT, 0) => int(m.opcode),
            (G_ANYEXT | G_SEXT | G_ZEXT, 1) => int(m.opcode),
            (G_TRUNC, 0) => int(G_ANYEXT),
            (G_TRUNC, 1) => int(G_ANYEXT),
            (G_PTR_ADD, 1) => int(G_SEXT),
            (G_PTRTOINT, 0) => int(G_ANYEXT),
            (G_INTTOPTR, 1) => int(G_ZEXT),
            (G_FADD | G_FSUB | G_FMUL | G_FDIV | G_FREM | G_FMA | G_FNEG | G_FABS | G_FSQRT | G_FMINNUM | G_FMAXNUM, 0) => Some((G_FPEXT, G_FPTRUNC)),
            (G_FCMP, 1) => Some((G_FPEXT, G_FPTRUNC)),
            (G_FPTOSI | G_FPTOUI, 0) => int(G_ANYEXT),
            (G_FPTOSI | G_FPTOUI, 1) => Some((G_FPEXT, G_FPTRUNC)),
            (G_SITOFP, 1) => int(G_SEXT),
            (G_UITOFP, 1) => int(G_ZEXT),
            (G_SITOFP | G_UITOFP, 0) => Some((G_FPEXT, G_FPTRUNC)),
            _ => None,
        }
    }

    /// Makes type index `index` of `i` the wider `wide`: sources extended before `i`, the
    /// result defined in a new register and truncated back after it.
    pub fn widen_scalar(&mut self, i: InstId, index: u8, wide: Llt) -> Result<(), String> {
        let opcode = self.mf.inst(i).opcode;
        let Some((ext, trunc)) = self.widening_ops(i, index) else {
            return Err(format!("widening type {index} of {} is not implemented", opcode_name(opcode)));
        };
        let desc = op::INSTR_INFO.desc(opcode);
        let num_defs = self.mf.inst(i).operands.iter().take_while(|o| o.is_def()).count();
        let operand_count = self.mf.inst(i).operands.len();
        // Sources first (so their new registers are numbered before the result's).
        for k in num_defs..operand_count {
            let typed = desc.operands.get(k).and_then(|o| o.generic_type) == Some(index);
            let phi_value = opcode == op::G_PHI && k % 2 == 1;
            if !typed && !phi_value {
                continue;
            }
            let src = self.reg(i, k)?;
            let at = if phi_value {
                let pred = self.mf.inst(i).operands[k + 1].block().ok_or("a G_PHI value without its block")?;
                self.before_terminators(pred)
            } else {
                InsertPoint::Before(i)
            };
            let wide_src = self.emit_value(at, ext, wide, &[src]);
            self.set_operand_reg(i, k, wide_src);
        }
        if opcode == op::G_CONSTANT && index == 0 {
            let narrow = self.ty(self.reg(i, 0)?)?.scalar_bits();
            if let MachineOperand::CImm { bits, value } = &mut self.mf.inst_mut(i).operands[1] {
                // As LLVM: byte-sized constants sign-extend, others zero-extend.
                let shift = 64u32.saturating_sub(narrow);
                *value = if narrow % 8 == 0 { (*value << shift) >> shift } else { ((*value as u64) << shift >> shift) as i64 };
                *bits = wide.scalar_bits();
            }
        }
        for k in 0..num_defs {
            if desc.operands.get(k).and_then(|o| o.generic_type) != Some(index) && !(k > 0 && opcode == op::G_UNMERGE_VALUES) {
                continue;
            }
            let dst = self.reg(i, k)?;
            let wide_dst = self.new_reg(wide);
            self.set_operand_reg(i, k, wide_dst);
            let at = self.after(i);
            self.emit(at, trunc, &[dst], &[MachineOperand::reg_use(wide_dst)]);
        }
        self.touched.push(i);
        Ok(())
    }

    /// An unsigned conversion of 64 bits through the signed one. To floating point: a value
    /// with the top bit set is halved (its low bit or-ed in, so rounding stays right),
    /// converted and doubled; to an s80, which holds every 64-bit value exactly, 2^64 is added
    /// to the signed conversion of such a value instead. From floating point: a value of 2^63
    /// or more has 2^63 taken off before the conversion and the top bit set after it.
    fn lower_unsigned_conversion_64(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
        let at = InsertPoint::Before(i);
        let s64 = Llt::scalar(64);
        if self.mf.inst(i).opcode == G_UITOFP {
            let float = self.ty(dst)?;
            let zero = self.constant(at, s64, 0);
            let negative = self.new_reg(Llt::scalar(1));
            let slt = self.mf.intern("slt");
            self.emit(at, G_ICMP, &[negative], &[MachineOperand::Predicate { float: false, name: slt }, MachineOperand::reg_use(src), MachineOperand::reg_use(zero)]);
            let direct = self.emit_value(at, G_SITOFP, float, &[src]);
            if float.scalar_bits() == 80 {
                // direct + (negative ? 1.0 : 0.0) * 2^64, without a select of s80.
                let flag = self.emit_value(at, G_ZEXT, Llt::scalar(32), &[negative]);
                let flag = self.emit_value(at, G_SITOFP, float, &[flag]);
                let (ty, literal) = (self.mf.intern("x86_fp80"), self.mf.intern("0xK403F8000000000000000"));
                let two_64 = self.new_reg(float);
                self.emit(at, G_FCONSTANT, &[two_64], &[MachineOperand::FPImm { ty, literal }]);
                let fudge = self.emit_value(at, G_FMUL, float, &[flag, two_64]);
                self.emit(at, G_FADD, &[dst], &[MachineOperand::reg_use(direct), MachineOperand::reg_use(fudge)]);
                return Ok(());
            }
            let one = self.constant(at, s64, 1);
            let half = self.emit_value(at, G_LSHR, s64, &[src, one]);
            let low = self.emit_value(at, G_AND, s64, &[src, one]);
            let rounded = self.emit_value(at, G_OR, s64, &[half, low]);
            let converted = self.emit_value(at, G_SITOFP, float, &[rounded]);
            let doubled = self.emit_value(at, G_FADD, float, &[converted, converted]);
            self.emit(at, G_SELECT, &[dst], &[MachineOperand::reg_use(negative), MachineOperand::reg_use(doubled), MachineOperand::reg_use(direct)]);
        } else {
            let float = self.ty(src)?;
            // 2^63.
            let (type_name, literal) = match float.scalar_bits() {
                32 => ("float", "0x43E0000000000000"),
                64 => ("double", "0x43E0000000000000"),
                _ => ("x86_fp80", "0xK403E8000000000000000"),
            };
            let (ty, literal) = (self.mf.intern(type_name), self.mf.intern(literal));
            let limit = self.new_reg(float);
            self.emit(at, G_FCONSTANT, &[limit], &[MachineOperand::FPImm { ty, literal }]);
            let small = self.new_reg(Llt::scalar(1));
            let olt = self.mf.intern("olt");
            self.emit(at, G_FCMP, &[small], &[MachineOperand::Predicate { float: true, name: olt }, MachineOperand::reg_use(src), MachineOperand::reg_use(limit)]);
            let direct = self.emit_value(at, G_FPTOSI, s64, &[src]);
            let reduced = self.emit_value(at, G_FSUB, float, &[src, limit]);
            let converted = self.emit_value(at, G_FPTOSI, s64, &[reduced]);
            let top = self.constant(at, s64, i64::MIN);
            let big = self.emit_value(at, G_XOR, s64, &[converted, top]);
            self.emit(at, G_SELECT, &[dst], &[MachineOperand::reg_use(small), MachineOperand::reg_use(direct), MachineOperand::reg_use(big)]);
        }
        Ok(())
    }

    /// Whether merge or unmerge `i` joins or splits parts of several whole words (pointer
    /// widths) each, which [`lower`](Self::lower) regroups through a merge of words.
    fn regroups_into_words(&self, i: InstId) -> Result<bool, String> {
        let word = self.info.pointer_bits;
        let m = self.mf.inst(i);
        let defs = m.operands.iter().take_while(|o| o.is_def()).count();
        let part = if m.opcode == op::G_MERGE_VALUES { self.reg(i, 1)? } else { self.reg(i, 0)? };
        let whole = if m.opcode == op::G_MERGE_VALUES { self.reg(i, 0)? } else { self.reg(i, defs)? };
        let (part, whole) = (self.ty(part)?, self.ty(whole)?);
        Ok(part.is_scalar() && whole.is_scalar() && part.scalar_bits() > word && part.scalar_bits() % word == 0)
    }

    /// Replaces `i` by equivalent simpler instructions.
    pub fn lower(&mut self, i: InstId) -> Result<(), String> {
        use op::*;
        let opcode = self.mf.inst(i).opcode;
        let at = InsertPoint::Before(i);
        let vector_operand = self.mf.inst(i).operands.iter().filter_map(MachineOperand::get_reg).any(|r| self.mf.regs.ty(r).is_some_and(Llt::is_vector));
        match opcode {
            G_LOAD | G_STORE if vector_operand => return self.scalarize_memory(i),
            G_LOAD | G_STORE if !self.accesses_bits(i) => return self.lower_odd_memory(i),
            G_BITCAST | G_EXTRACT_VECTOR_ELT | G_INSERT_VECTOR_ELT if self.has_bit_elements(i) => return self.lower_bit_vector(i),
            G_BUILD_VECTOR | G_CONCAT_VECTORS | G_BITCAST | G_EXTRACT_VECTOR_ELT | G_INSERT_VECTOR_ELT => return self.lower_through_stack(i),
            G_UNMERGE_VALUES if vector_operand => return self.lower_through_stack(i),
            G_LOAD | G_STORE if self.accesses_bits(i) => return self.lower_bit_memory(i),
            // A vector PHI element by element; a vector freeze as a copy (one register holds
            // the one value every reader sees).
            G_PHI if vector_operand => {
                let ty = self.ty(self.reg(i, 0)?)?;
                self.split_phi(i, ty.element(), ty.lanes())?;
            }
            G_FREEZE if vector_operand => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                self.emit(at, COPY, &[dst], &[MachineOperand::reg_use(src)]);
            }
            G_BITREVERSE if self.ty(self.reg(i, 0)?)?.scalar_bits() <= 64 => self.lower_bitreverse(i)?,
            G_BSWAP | G_BITREVERSE => self.lower_reversal_widened(i)?,
            G_FSHL | G_FSHR => self.lower_funnel_shift(i)?,
            // A vector of undefined elements.
            G_IMPLICIT_DEF if vector_operand => {
                let dst = self.reg(i, 0)?;
                let ty = self.ty(dst)?;
                let undef = self.emit_value(at, G_IMPLICIT_DEF, ty.element(), &[]);
                self.merge_into(at, dst, &vec![undef; ty.lanes() as usize])?;
            }
            G_CTPOP => self.lower_ctpop(i)?,
            G_FCOPYSIGN => self.lower_fcopysign(i)?,
            G_SADDO | G_UADDO | G_SSUBO | G_USUBO | G_SMULO | G_UMULO => self.lower_overflow_op(i)?,
            G_SADDSAT | G_UADDSAT | G_SSUBSAT | G_USUBSAT => self.lower_saturating(i)?,
            G_UMULH | G_SMULH => self.lower_multiply_high(i)?,
            G_UADDE | G_USUBE => self.lower_carry_op(i)?,
            G_SHUFFLE_VECTOR => self.lower_shuffle_vector(i)?,
            // %1 = G_ANYEXT %0; %2 = G_CONSTANT (wide - narrow); %3 = G_SHL %1, %2; %4 = G_ASHR %3, %2
            G_SEXT | G_SEXT_INREG => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let ty = self.ty(dst)?;
                let narrow = if opcode == G_SEXT { self.ty(src)?.element().scalar_bits() } else { self.mf.inst(i).operands[2].imm().unwrap_or(0) as u32 };
                let wide_src = if opcode == G_SEXT { self.emit_value(at, G_ANYEXT, ty, &[src]) } else { src };
                let amount = self.constant(at, ty.element(), i64::from(ty.element().scalar_bits() - narrow));
                let shifted = self.emit_value(at, G_SHL, ty, &[wide_src, amount]);
                self.emit(at, G_ASHR, &[dst], &[MachineOperand::reg_use(shifted), MachineOperand::reg_use(amount)]);
            }
            // %1 = G_ANYEXT %0; %2 = G_AND %1, (1 << narrow) - 1; or, wider than a constant
            // holds, %2 = G_SHL %1, (wide - narrow); %3 = G_LSHR %2, (wide - narrow)
            G_ZEXT => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let ty = self.ty(dst)?;
                let narrow = self.ty(src)?.element().scalar_bits();
                if ty.is_vector() {
                    return Err(format!("lowering G_ZEXT from {} to {ty} is not implemented", self.ty(src)?));
                }
                let wide_src = self.emit_value(at, G_ANYEXT, ty, &[src]);
                if ty.scalar_bits() <= 64 {
                    let mask = self.constant(at, ty, ((1u64 << narrow) - 1) as i64);
                    self.emit(at, G_AND, &[dst], &[MachineOperand::reg_use(wide_src), MachineOperand::reg_use(mask)]);
                } else {
                    let amount = self.constant(at, ty, i64::from(ty.scalar_bits() - narrow));
                    let shifted = self.emit_value(at, G_SHL, ty, &[wide_src, amount]);
                    self.emit(at, G_LSHR, &[dst], &[MachineOperand::reg_use(shifted), MachineOperand::reg_use(amount)]);
                }
            }
            // min/max: a compare and a select.
            G_SMIN | G_SMAX | G_UMIN | G_UMAX => {
                let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
                let ty = self.ty(dst)?;
                let pred = match opcode {
                    G_SMIN => "slt",
                    G_SMAX => "sgt",
                    G_UMIN => "ult",
                    _ => "ugt",
                };
                let cond_ty = if ty.is_vector() { Llt::fixed_vector(ty.lanes(), 1) } else { Llt::scalar(1) };
                let cond = self.new_reg(cond_ty);
                let name = self.mf.intern(pred);
                self.emit(at, G_ICMP, &[cond], &[MachineOperand::Predicate { float: false, name }, MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
                self.emit(at, G_SELECT, &[dst], &[MachineOperand::reg_use(cond), MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
            }
            // a - (a / b) * b
            G_SREM | G_UREM => {
                let (dst, a, b) = (self.reg(i, 0)?, self.reg(i, 1)?, self.reg(i, 2)?);
                let ty = self.ty(dst)?;
                let quotient = self.emit_value(at, if opcode == G_SREM { G_SDIV } else { G_UDIV }, ty, &[a, b]);
                let product = self.emit_value(at, G_MUL, ty, &[quotient, b]);
                self.emit(at, G_SUB, &[dst], &[MachineOperand::reg_use(a), MachineOperand::reg_use(product)]);
            }
            // (a ^ s) - s, s = a >> (bits - 1) arithmetically.
            G_ABS => {
                let (dst, a) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let ty = self.ty(dst)?;
                let amount = self.constant(at, ty.element(), i64::from(ty.element().scalar_bits() - 1));
                let sign = self.emit_value(at, G_ASHR, ty, &[a, amount]);
                let flipped = self.emit_value(at, G_XOR, ty, &[a, sign]);
                self.emit(at, G_SUB, &[dst], &[MachineOperand::reg_use(flipped), MachineOperand::reg_use(sign)]);
            }
            // Unsigned conversions of at most 32 bits through the signed ones at 64 bits, which
            // hold every such value exactly.
            G_UITOFP | G_FPTOUI => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let int = if opcode == G_UITOFP { self.ty(src)? } else { self.ty(dst)? };
                if int.is_vector() || int.scalar_bits() > 64 {
                    return Err(format!("lowering {} of {int} is not implemented", opcode_name(opcode)));
                }
                if int.scalar_bits() == 64 {
                    self.lower_unsigned_conversion_64(i)?;
                } else if opcode == G_UITOFP {
                    let wide = self.emit_value(at, G_ZEXT, Llt::scalar(64), &[src]);
                    self.emit(at, G_SITOFP, &[dst], &[MachineOperand::reg_use(wide)]);
                } else {
                    let wide = self.emit_value(at, G_FPTOSI, Llt::scalar(64), &[src]);
                    self.emit(at, G_TRUNC, &[dst], &[MachineOperand::reg_use(wide)]);
                }
            }
            G_CTLZ | G_CTTZ | G_CTLZ_ZERO_UNDEF | G_CTTZ_ZERO_UNDEF if !matches!(self.ty(self.reg(i, 1)?)?.scalar_bits(), 16 | 32 | 64) => self.lower_count_zeros_resized(i)?,
            // x == 0 ? width : the count with zero undefined.
            G_CTLZ | G_CTTZ => {
                let (dst, src) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let (ty, src_ty) = (self.ty(dst)?, self.ty(src)?);
                if ty.is_vector() {
                    return Err(format!("lowering {} of {ty} is not implemented", opcode_name(opcode)));
                }
                let undef_opcode = if opcode == G_CTLZ { G_CTLZ_ZERO_UNDEF } else { G_CTTZ_ZERO_UNDEF };
                let count = self.emit_value(at, undef_opcode, ty, &[src]);
                let zero = self.constant(at, src_ty, 0);
                let is_zero = self.new_reg(Llt::scalar(1));
                let name = self.mf.intern("eq");
                self.emit(at, G_ICMP, &[is_zero], &[MachineOperand::Predicate { float: false, name }, MachineOperand::reg_use(src), MachineOperand::reg_use(zero)]);
                let width = self.constant(at, ty, i64::from(src_ty.scalar_bits()));
                self.emit(at, G_SELECT, &[dst], &[MachineOperand::reg_use(is_zero), MachineOperand::reg_use(width), MachineOperand::reg_use(count)]);
            }
            // Parts of whole words (s128 parts of an s256): a merge of the words, the form the
            // artifact combiner meets (shifts of the wide value would be narrowed back into a
            // merge of the parts).
            G_MERGE_VALUES | G_UNMERGE_VALUES if self.regroups_into_words(i)? => {
                let m = self.mf.inst(i);
                let defs: Vec<Reg> = m.operands.iter().take_while(|o| o.is_def()).filter_map(MachineOperand::get_reg).collect();
                let sources: Vec<Reg> = m.operands[defs.len()..].iter().filter_map(MachineOperand::get_reg).collect();
                let word = Llt::scalar(self.info.pointer_bits);
                let mut words = Vec::new();
                for &s in &sources {
                    let count = self.ty(s)?.scalar_bits() / word.scalar_bits();
                    words.extend(if count == 1 { vec![s] } else { self.unmerge(at, s, word, count) });
                }
                let mut next = 0;
                for &d in &defs {
                    let count = (self.ty(d)?.scalar_bits() / word.scalar_bits()) as usize;
                    let group = &words[next..next + count];
                    if count == 1 {
                        self.emit(at, COPY, &[d], &[MachineOperand::reg_use(group[0])]);
                    } else {
                        self.merge_into(at, d, group)?;
                    }
                    next += count;
                }
            }
            // The parts zero-extended, shifted into place and or-ed together.
            G_MERGE_VALUES => {
                let dst = self.reg(i, 0)?;
                let ty = self.ty(dst)?;
                let sources: Vec<Reg> = self.mf.inst(i).operands[1..].iter().filter_map(MachineOperand::get_reg).collect();
                let part_bits = self.ty(sources[0])?.scalar_bits();
                let mut acc = self.emit_value(at, G_ZEXT, ty, &[sources[0]]);
                for (k, &part) in sources.iter().enumerate().skip(1) {
                    let wide = self.emit_value(at, G_ZEXT, ty, &[part]);
                    let amount = self.constant(at, ty, i64::from(part_bits) * k as i64);
                    let shifted = self.emit_value(at, G_SHL, ty, &[wide, amount]);
                    let into = if k + 1 == sources.len() { dst } else { self.new_reg(ty) };
                    self.emit(at, G_OR, &[into], &[MachineOperand::reg_use(acc), MachineOperand::reg_use(shifted)]);
                    acc = into;
                }
            }
            // Each part shifted down and truncated.
            G_UNMERGE_VALUES => {
                let m = self.mf.inst(i);
                let src = m.operands.last().and_then(MachineOperand::get_reg).ok_or("G_UNMERGE_VALUES without a source")?;
                let defs: Vec<Reg> = m.operands.iter().take_while(|o| o.is_def()).filter_map(MachineOperand::get_reg).collect();
                let src_ty = self.ty(src)?;
                let part_bits = self.ty(defs[0])?.scalar_bits();
                if !src_ty.is_scalar() {
                    return Err(format!("lowering G_UNMERGE_VALUES of {src_ty} is not implemented"));
                }
                // Shifts of a value wider than a word are narrowed into an unmerge of it into
                // words: this very instruction again.
                if part_bits >= self.info.pointer_bits && src_ty.scalar_bits() > self.info.pointer_bits {
                    return Err(format!("G_UNMERGE_VALUES of {src_ty} into s{part_bits} pieces whose definition the artifact combiner cannot take apart"));
                }
                for (k, &d) in defs.iter().enumerate() {
                    let part = if k == 0 {
                        src
                    } else {
                        let amount = self.constant(at, src_ty, i64::from(part_bits) * k as i64);
                        self.emit_value(at, G_LSHR, src_ty, &[src, amount])
                    };
                    self.emit(at, G_TRUNC, &[d], &[MachineOperand::reg_use(part)]);
                }
            }
            // %sp = COPY $sp; %new = G_SUB (G_PTRTOINT %sp), size, aligned down by G_AND;
            // $sp = COPY %new, which is the allocation.
            G_DYN_STACKALLOC => {
                let (dst, size) = (self.reg(i, 0)?, self.reg(i, 1)?);
                let align = self.mf.inst(i).operands.get(2).and_then(MachineOperand::imm).unwrap_or(1);
                let sp = Reg::phys(self.info.stack_pointer.ok_or("lowering G_DYN_STACKALLOC needs the target's stack pointer register")?);
                let (ptr_ty, int_ty) = (self.ty(dst)?, self.ty(size)?);
                let old = self.new_reg(ptr_ty);
                self.emit(at, COPY, &[old], &[MachineOperand::reg_use(sp)]);
                let old_int = self.emit_value(at, G_PTRTOINT, int_ty, &[old]);
                let mut new = self.emit_value(at, G_SUB, int_ty, &[old_int, size]);
                if align > 1 {
                    let mask = self.constant(at, int_ty, -align);
                    new = self.emit_value(at, G_AND, int_ty, &[new, mask]);
                }
                let new_ptr = self.emit_value(at, G_INTTOPTR, ptr_ty, &[new]);
                self.emit(at, COPY, &[sp], &[MachineOperand::reg_use(new_ptr)]);
                self.emit(at, COPY, &[dst], &[MachineOperand::reg_use(new_ptr)]);
            }
            _ => return Err(format!("lowering {} is not implemented", opcode_name(opcode))),
        }
        self.erase(i);
        Ok(())
    }
}
