//! x86-64's GlobalISel legalization rules: integer and bitwise operations on 8, 16, 32 and 64
//! bits (narrower scalars widen to the next power of two and at least s8, wider ones split
//! into s64 pieces), shifts by an s8 amount (the CL register), compares producing s8, loads
//! and stores of whole registers, pointers of 64 bits (narrower integers zero-extended into
//! them, narrower results truncated), overflow-reporting arithmetic on 8..64 bits, zero counts
//! and byte swaps on 16..64 bits, atomic exchanges, adds, subtracts, ands, ors, xors and
//! compare-exchanges of whole registers; what x86-64 has no instruction for is lowered by the shared
//! lowerings (saturating arithmetic, min/max, bit reversal, other widths of the counts and
//! swaps). The facts are x86-64's registers and instructions; the rule language is the shared
//! one of `kiln_codegen::gisel`. Division and remainder wider than 64 bits and the
//! conversions of 128-bit integers are library calls (`__divti3`, `__fixsfti`, ...). The table
//! test (`legalizer_table_tests.rs`) legalizes every opcode and width these rules answer for.

use kiln_codegen::gisel::legalizer_info::predicates::{all, is_scalar, is_vector, mem_size_differs_from_type, size_not_pow2, LegalityPredicate, LegalityQuery};
use kiln_codegen::gisel::legalizer_info::LegalizerInfo;
use kiln_codegen::gisel::llt::types::*;
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::gisel::llt::Llt;
use kiln_codegen::gisel::match_table::MatchTable;
use kiln_codegen::gisel::regbank::RegisterBank;
use kiln_codegen::gisel::GlobalIselTarget;
use kiln_codegen::mir::InstId;
use crate::subtarget::{FunctionSubtargets, X86Subtarget};
use kiln_codegen::target::target_opcode::*;

/// x86-64's GlobalISel hooks.
pub struct X86GlobalIsel {
    info: LegalizerInfo,
    /// What the match table's subtarget predicates test: the module's subtarget and its
    /// functions' own, by number.
    subtargets: FunctionSubtargets,
    match_table: MatchTable,
}

impl GlobalIselTarget for X86GlobalIsel {
    fn legalizer_info(&self) -> &LegalizerInfo {
        &self.info
    }
    fn register_banks(&self) -> &'static [RegisterBank] {
        &crate::generated::REGISTER_BANKS
    }
    fn operand_bank(&self, opcode: u32, operand: usize, ty: Llt) -> Option<usize> {
        crate::gisel_select::operand_bank(opcode, operand, ty)
    }
    fn match_table(&self) -> Option<&MatchTable> {
        Some(&self.match_table)
    }
    fn pattern_predicate(&self, subtarget: u32, index: u16) -> bool {
        crate::generated::global_isel::gisel_pattern_predicate(index, self.subtargets.get(subtarget))
    }
    fn select(&self, sel: &mut InstructionSelector, i: InstId) -> Result<bool, String> {
        crate::gisel_select::select(sel, i)
    }
    fn fold_load(&self, sel: &mut InstructionSelector, load: InstId, user: InstId, operand: usize) -> Result<bool, String> {
        crate::gisel_select::fold_load(sel, load, user, operand)
    }
}

/// Type 0 and type 1 are scalars, type 0 the wider (`wider`) or the narrower one, and type 0
/// a register width when it is the wider.
fn resizes(wider: bool) -> LegalityPredicate {
    Box::new(move |q: &LegalityQuery| match (q.ty(0), q.ty(1)) {
        (Some(dst), Some(src)) if dst.is_scalar() && src.is_scalar() => {
            let (d, s) = (dst.scalar_bits(), src.scalar_bits());
            if wider {
                d > s && matches!(d, 8 | 16 | 32 | 64)
            } else {
                d < s && matches!(s, 8 | 16 | 32 | 64)
            }
        }
        _ => false,
    })
}

/// Type `index` is a scalar of whole s64 words, more than one (an s128, an s192).
fn whole_words(index: u8) -> LegalityPredicate {
    Box::new(move |q: &LegalityQuery| q.ty(index).is_some_and(|t| t.is_scalar() && t.scalar_bits() > 64 && t.scalar_bits() % 64 == 0))
}

/// Type 1 is a scalar of one of `widths`.
fn source_in(widths: &'static [u32]) -> LegalityPredicate {
    Box::new(move |q: &LegalityQuery| q.ty(1).is_some_and(|t| t.is_scalar() && widths.contains(&t.scalar_bits())))
}

impl X86GlobalIsel {
    /// The hooks for the baseline x86-64 subtarget.
    pub fn new() -> X86GlobalIsel {
        let baseline = X86Subtarget::new("", "").expect("the baseline x86-64 subtarget exists");
        X86GlobalIsel::for_subtargets(FunctionSubtargets::new(baseline, None, "", ""))
    }

    /// The hooks for `subtargets` (the match table's subtarget predicates test the function's).
    pub fn for_subtargets(subtargets: FunctionSubtargets) -> X86GlobalIsel {
        let mut info = LegalizerInfo::new(64);
        let scalars = [S8, S16, S32, S64];
        let xmm_vectors = [V16S8, V8S16, V4S32, V2S64];
        // Two addresses (a vector `getelementptr`'s result) fill an XMM register too.
        const V2P0: Llt = Llt::vector(2, P0);
        info.actions(&[G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR])
            .legal_for(&scalars)
            .scalarize(0)
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S8, S64);
        // High halves of other widths (and every signed one): in a type twice as wide.
        info.actions(&[G_UMULH]).legal_for(&scalars).scalarize(0).lower();
        info.actions(&[G_SMULH]).scalarize(0).lower();
        info.actions(&[G_SDIV, G_UDIV, G_SREM, G_UREM])
            .legal_for(&scalars)
            .scalarize(0)
            .min_scalar(0, S8)
            .widen_scalar_to_next_pow2(0)
            .libcall();
        // A shift of whole s64 words (s192) is narrowed into them as it is, not widened first.
        info.actions(&[G_SHL, G_LSHR, G_ASHR])
            .legal_for(&[(S8, S8), (S16, S8), (S32, S8), (S64, S8)])
            .scalarize(0)
            .narrow_scalar_if(whole_words(0), Box::new(|_: &LegalityQuery| (0, S64)))
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S8, S64)
            .clamp_scalar(1, S8, S8);
        // Unsigned overflow and carries of other widths: computed in a wider type and checked
        // (the shared lowerings).
        info.actions(&[G_UADDO, G_UADDE, G_USUBO, G_USUBE])
            .legal_for(&[(S8, S1), (S16, S1), (S32, S1), (S64, S1)])
            .lower_if(is_scalar(0));
        info.actions(&[G_ICMP])
            .legal_for_cartesian_product(&[&[S8], &[S8, S16, S32, S64, P0]])
            .scalarize(0)
            .clamp_scalar(0, S8, S8)
            .widen_scalar_to_next_pow2(1)
            .clamp_scalar(1, S8, S64);
        info.actions(&[G_SELECT])
            .legal_for_cartesian_product(&[&[S8, S16, S32, S64, P0], &[S1]])
            .scalarize(0)
            .scalarize(1)
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S8, S64);
        info.actions(&[G_CONSTANT, G_IMPLICIT_DEF, G_PHI])
            .legal_for(&[S8, S16, S32, S64, P0])
            .legal_for(&xmm_vectors)
            .lower_if(is_vector(0))
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S8, S64);
        info.actions(&[G_ANYEXT]).legal_if(resizes(true)).scalarize(0).widen_scalar_to_next_pow2(0).clamp_scalar(0, S8, S64);
        // From an odd width under 64 bits (an s40 loaded in pieces): shifts, or a mask; from a
        // wider one, in s64 pieces (shifts in the destination's width would be narrowed into
        // pieces of the very value being extended).
        info.actions(&[G_ZEXT, G_SEXT])
            .legal_if(all(vec![resizes(true), source_in(&[1, 8, 16, 32])]))
            .scalarize(0)
            .lower_if(all(vec![is_scalar(1), Box::new(|q: &LegalityQuery| q.ty(1).is_some_and(|t| t.scalar_bits() < 64 && !matches!(t.scalar_bits(), 1 | 8 | 16 | 32)))]))
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S8, S64);
        // A source of whole s64 pieces (s192) is cut into them, and so is an s80 (a legal load's
        // width, of an x87 value or of a volatile `i80` bit-field): widening either to the next
        // power of two would make a G_ANYEXT that the artifact combiner folds straight back.
        info.actions(&[G_TRUNC])
            .legal_if(resizes(false))
            .scalarize(0)
            .narrow_scalar_if(whole_words(1), Box::new(|_: &LegalityQuery| (1, S64)))
            .narrow_scalar_if(Box::new(|q: &LegalityQuery| q.ty(1) == Some(S80)), Box::new(|_: &LegalityQuery| (1, S64)))
            .widen_scalar_to_next_pow2(1)
            .clamp_scalar(1, S16, S64);
        info.actions(&[G_MERGE_VALUES]).legal_for(&[(S128, S64), (S64, S32), (S32, S16), (S16, S8)]).lower();
        info.actions(&[G_UNMERGE_VALUES]).legal_for(&[(S64, S128), (S32, S64), (S16, S32), (S8, S16)]).lower();
        // A 128-bit vector is one XMM register; other vectors go element by element, and
        // widths of whole bytes that are no power of two (s24, s40, s48, s72) in two pieces.
        info.actions(&[G_LOAD, G_STORE])
            .legal_for_types_with_mem_size(&[(S8, P0, 8), (S16, P0, 16), (S32, P0, 32), (S64, P0, 64), (P0, P0, 64), (S80, P0, 80)])
            .legal_for_types_with_mem_size(&[(V16S8, P0, 128), (V8S16, P0, 128), (V4S32, P0, 128), (V2S64, P0, 128), (V2P0, P0, 128)])
            // A bool in memory (an `i1` global): its byte.
            .lower_if(Box::new(|q: &LegalityQuery| q.mem.first().is_some_and(|m| m.size_bits < 8)))
            .lower_if(is_vector(0))
            // (Whole s64 words, an s192, are narrowed into them instead.)
            .lower_if(all(vec![size_not_pow2(0), Box::new(|q: &LegalityQuery| q.ty(0).is_some_and(|t| t.scalar_bits() % 8 == 0 && t.scalar_bits() % 64 != 0)), Box::new(|q: &LegalityQuery| !mem_size_differs_from_type(0)(q))]))
            .clamp_scalar(0, S8, S64);
        // Atomic read-modify-writes of a whole register (AtomicExpand made the others
        // compare-exchange loops): `xchg`, `lock xadd`, the locked memory forms, `lock cmpxchg`.
        let atomic_widths = [(S8, P0, 8), (S16, P0, 16), (S32, P0, 32), (S64, P0, 64), (P0, P0, 64)];
        info.actions(&[G_ATOMICRMW_XCHG, G_ATOMICRMW_ADD, G_ATOMICRMW_SUB, G_ATOMICRMW_AND, G_ATOMICRMW_OR, G_ATOMICRMW_XOR])
            .legal_for_types_with_mem_size(&atomic_widths);
        info.actions(&[G_ATOMIC_CMPXCHG_WITH_SUCCESS]).legal_if(Box::new(move |q: &LegalityQuery| {
            let mem = q.mem.first().map(|m| m.size_bits);
            q.ty(1) == Some(S1) && atomic_widths.iter().any(|&(v, p, m)| q.ty(0) == Some(v) && q.ty(2) == Some(p) && mem == Some(m))
        }));
        // Vector artifacts, bit casts and element accesses: through a stack temporary.
        info.actions(&[G_BUILD_VECTOR, G_CONCAT_VECTORS, G_BITCAST, G_EXTRACT_VECTOR_ELT, G_INSERT_VECTOR_ELT]).lower();
        // A vector of addresses (a vector `getelementptr`) is computed element by element.
        info.actions(&[G_PTR_ADD]).legal_for(&[(P0, S64)]).scalarize(0);
        info.actions(&[G_FRAME_INDEX, G_GLOBAL_VALUE, G_BLOCK_ADDR]).legal_for(&[P0]);
        info.actions(&[G_BRCOND]).legal_for(&[S1, S8]);
        // What the IRTranslator makes of control flow, floating point and pointer casts.
        info.actions(&[G_BR, G_FENCE]).legal();
        info.actions(&[G_BRINDIRECT, G_JUMP_TABLE]).legal_for(&[P0]);
        info.actions(&[G_BRJT]).legal_for(&[(P0, S64)]);
        info.actions(&[G_FREEZE]).legal_for(&[S8, S16, S32, S64, P0]).lower_if(is_vector(0)).widen_scalar_to_next_pow2(0).clamp_scalar(0, S8, S64);
        info.actions(&[G_FCONSTANT, G_FADD, G_FSUB, G_FMUL, G_FDIV]).legal_for(&[S32, S64, S80]).scalarize(0);
        info.actions(&[G_FCMP]).legal_for_cartesian_product(&[&[S8], &[S32, S64, S80]]).scalarize(0).clamp_scalar(0, S8, S8);
        info.actions(&[G_FPEXT]).legal_for(&[(S64, S32), (S80, S32), (S80, S64)]).scalarize(0);
        info.actions(&[G_FPTRUNC]).legal_for(&[(S32, S64), (S32, S80), (S64, S80)]).scalarize(0);
        // Conversions with 128-bit integers are the runtime's (`__fixsfti`, `__floattixf`, ...);
        // unsigned ones of 64 bits and less go through the signed ones (the shared lowering).
        let floats: &[Llt] = &[S32, S64, S80];
        info.actions(&[G_SITOFP])
            .legal_for_cartesian_product(&[floats, &[S32, S64]])
            .scalarize(0)
            .libcall_for_cartesian_product(&[floats, &[S128]])
            .widen_scalar_to_next_pow2(1)
            .clamp_scalar(1, S32, S64);
        info.actions(&[G_FPTOSI])
            .legal_for_cartesian_product(&[&[S32, S64], floats])
            .scalarize(0)
            .libcall_for_cartesian_product(&[&[S128], floats])
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S32, S64);
        info.actions(&[G_UITOFP])
            .scalarize(0)
            .libcall_for_cartesian_product(&[floats, &[S128]])
            .widen_scalar_to_next_pow2(1)
            .clamp_scalar(1, S32, S64)
            .lower_for_cartesian_product(&[floats, &[S32, S64]]);
        info.actions(&[G_FPTOUI])
            .scalarize(0)
            .libcall_for_cartesian_product(&[&[S128], floats])
            .widen_scalar_to_next_pow2(0)
            .clamp_scalar(0, S32, S64)
            .lower_for_cartesian_product(&[&[S32, S64], floats]);
        // Through the zero-undefined counts; other widths in a wider one or in s64 halves.
        info.actions(&[G_CTLZ, G_CTTZ]).scalarize(0).lower();
        // A vector of pointers is cast element by element.
        info.actions(&[G_PTRTOINT]).legal_for(&[(S64, P0)]).scalarize(0).clamp_scalar(0, S64, S64);
        info.actions(&[G_INTTOPTR]).legal_for(&[(P0, S64)]).scalarize(0).clamp_scalar(1, S64, S64);
        info.actions(&[G_FNEG, G_FABS, G_FSQRT]).legal_for(&[S32, S64, S80]).scalarize(0);
        // What x86-64 has no instruction for (without SSE4.1's ROUNDSS): the C library's.
        info.actions(&[G_FFLOOR, G_FCEIL, G_FRINT, G_FREM, G_FMA, G_FMINNUM, G_FMAXNUM]).libcall_for(&[S32, S64, S80]).scalarize(0);
        // Wider byte swaps and bit reversals in s64 pieces (s128), or in the next power of two
        // and shifted down (s48, s80).
        info.actions(&[G_BSWAP]).legal_for(&[S16, S32, S64]).scalarize(0).narrow_scalar_if(whole_words(0), Box::new(|_: &LegalityQuery| (0, S64))).lower();
        info.actions(&[G_CTTZ_ZERO_UNDEF, G_CTLZ_ZERO_UNDEF]).legal_for(&[(S16, S16), (S32, S32), (S64, S64)]).scalarize(0).lower();
        info.actions(&[G_SADDO, G_SSUBO, G_SMULO, G_UMULO]).legal_for(&[(S8, S1), (S16, S1), (S32, S1), (S64, S1)]).lower_if(is_scalar(0));
        // Without POPCNT in the baseline: the bit-parallel sum (the shared lowering), on s8..s64
        // sources (wider ones add the counts of their s64 pieces).
        info.actions(&[G_CTPOP]).scalarize(0).widen_scalar_to_next_pow2(1).clamp_scalar(1, S8, S64).lower();
        // Masks on the bits (an s80's through memory).
        info.actions(&[G_FCOPYSIGN]).scalarize(0).lower_for(&[S32, S64, S80]);
        // Element moves.
        info.actions(&[G_SHUFFLE_VECTOR]).lower();
        // Without CMOV-based patterns: a shift, xor and subtract; a compare and a select.
        info.actions(&[G_ABS]).scalarize(0).widen_scalar_to_next_pow2(0).min_scalar(0, S8).lower();
        info.actions(&[G_SMIN, G_SMAX, G_UMIN, G_UMAX]).scalarize(0).lower();
        // The overflow-reporting operation and a select of the bound (the shared lowering).
        info.actions(&[G_SADDSAT, G_UADDSAT, G_SSUBSAT, G_USUBSAT]).scalarize(0).lower();
        // Two shifts (the shared lowering).
        info.actions(&[G_SEXT_INREG]).scalarize(0).lower();
        // A byte swap and masks; two shifts and an or.
        info.actions(&[G_BITREVERSE]).scalarize(0).narrow_scalar_if(whole_words(0), Box::new(|_: &LegalityQuery| (0, S64))).lower();
        info.actions(&[G_FSHL, G_FSHR]).scalarize(0).lower();
        // Dynamic allocas move RSP (the shared lowering).
        info.actions(&[G_DYN_STACKALLOC]).lower();
        // Target intrinsics the IRTranslator makes a G_INTRINSIC of are those the match table
        // selects (on 128-bit vectors, whole).
        info.actions(&[G_INTRINSIC]).legal();
        info.stack_pointer = Some(crate::generated::reg::RSP);
        let match_table = MatchTable::new(&crate::generated::global_isel::GISEL_RULES, crate::generated::global_isel::gisel_imm_predicate);
        X86GlobalIsel { info, subtargets, match_table }
    }
}

impl Default for X86GlobalIsel {
    fn default() -> Self {
        Self::new()
    }
}
