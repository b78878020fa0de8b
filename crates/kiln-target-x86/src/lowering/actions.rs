//! The x86-64 operation actions: for each generic operation and legal integer type, whether
//! the selection patterns take it as is (`Legal`, the default), it is done in a wider type
//! (`Promote`), rewritten generically (`Expand`) or lowered by [`super::custom`] (`Custom`).
//!
//! The choices follow what x86-64 has: comparisons, branches and selects go through EFLAGS
//! (custom: CMP + SETcc/Jcc/CMOVcc); division and high multiplication use the accumulator
//! pair (custom); bit scans need a zero check (custom, BSF/BSR + CMOV); there is no 8-bit
//! two-operand multiply (promoted); population count, min/max, funnel shifts and the
//! compare-and-branch/select forms are expanded. Scalar f32/f64 use SSE: their comparisons and
//! selects are custom, narrow and unsigned integer conversions widened. The 128-bit vectors
//! in XMM registers are built and taken apart by custom lowering; their elementwise
//! arithmetic is legal where SSE2 has the instruction (paddb, pand, pmullw, addps, ...) and
//! expanded element by element where it has not.

use kiln_codegen::isel::dag::Isd;

use kiln_codegen::target::value_types::Mvt;
use kiln_codegen::isel::dag::lowering::{LegalizeAction, LoweringTables};

/// The legal integer types.
const INT_TYPES: [Mvt; 4] = [Mvt::I8, Mvt::I16, Mvt::I32, Mvt::I64];

/// Integer operations lowered by `custom::lower_operation` on every legal integer type
/// (shifts only to make their count a byte).
const CUSTOM_INT_OPS: &[Isd] = &[
    Isd::Shl,
    Isd::Srl,
    Isd::Sra,
    Isd::Rotl,
    Isd::Rotr,
    Isd::SetCc,
    Isd::Select,
    Isd::SDiv,
    Isd::UDiv,
    Isd::SRem,
    Isd::URem,
    Isd::SDivRem,
    Isd::UDivRem,
    Isd::MulHs,
    Isd::MulHu,
    Isd::SMulLoHi,
    Isd::UMulLoHi,
    Isd::Ctlz,
    Isd::Cttz,
    Isd::CtlzZeroUndef,
    Isd::CttzZeroUndef,
];

/// Integer operations with no x86 instruction (without optional features), expanded.
const EXPAND_INT_OPS: &[Isd] = &[
    Isd::Ctpop,
    Isd::SelectCc,
    Isd::BrCc,
    Isd::SMin,
    Isd::SMax,
    Isd::UMin,
    Isd::UMax,
    Isd::Abs,
    Isd::Fshl,
    Isd::Fshr,
    Isd::UAddO,
    Isd::USubO,
    Isd::AddCarry,
    Isd::SubCarry,
];

/// Sets the operation actions of x86-64 in `tables`.
pub fn configure(tables: &mut LoweringTables) {
    use LegalizeAction::*;
    for vt in INT_TYPES {
        for &op in CUSTOM_INT_OPS {
            tables.set_operation_action(op, vt, Custom);
        }
        for &op in EXPAND_INT_OPS {
            tables.set_operation_action(op, vt, Expand);
        }
    }
    // imul has no 8-bit two-operand form.
    tables.add_promoted_to_type(Isd::Mul, Mvt::I8, Mvt::I32);
    // Atomics: loads and weaker stores are moves, the rest picks its locked form
    // (`super::atomic`); fences and stores are keyed by their chain type.
    for vt in INT_TYPES {
        for op in [Isd::AtomicLoad, Isd::AtomicLoadAdd, Isd::AtomicLoadSub, Isd::AtomicLoadAnd, Isd::AtomicLoadOr, Isd::AtomicLoadXor, Isd::AtomicCmpSwap] {
            tables.set_operation_action(op, vt, Custom);
        }
    }
    tables.set_operation_action(Isd::AtomicStore, Mvt::Other, Custom);
    tables.set_operation_action(Isd::AtomicFence, Mvt::Other, Custom);
    // prefetcht0/t1/t2/nta (X86PatIntrinsics.td), keyed by the chain type.
    tables.set_operation_action(Isd::Prefetch, Mvt::Other, Legal);
    // BRCOND is keyed by its chain type.
    tables.set_operation_action(Isd::BrCond, Mvt::Other, Custom);
    // Symbol addresses depend on the relocation model and the symbol's visibility.
    tables.set_operation_action(Isd::GlobalAddress, Mvt::I64, Custom);
    tables.set_operation_action(Isd::BlockAddress, Mvt::I64, Custom);
    tables.set_operation_action(Isd::JumpTable, Mvt::I64, Custom);
    tables.set_operation_action(Isd::ConstantPool, Mvt::I64, Custom);
    // BR_JT loads the entry and jumps through it (BRIND).
    tables.set_operation_action(Isd::BrJt, Mvt::Other, Expand);
    // __builtin_setjmp's result comes back in EAX after the pseudo (keyed by the result).
    tables.set_operation_action(Isd::EhSjljSetjmp, Mvt::I32, Custom);
    // SIGN_EXTEND_INREG is keyed by the inner type: movsx covers 8, 16 and 32 bits.
    tables.set_operation_action(Isd::SignExtendInreg, Mvt::I1, Expand);

    // Scalar SSE floating point: comparisons through ucomis flags, selects of the bits in
    // general registers. Conversions exist from and to i32/i64 signed (keyed by the integer
    // type for int-to-fp); narrower and unsigned ones go through a wider signed type.
    for vt in [Mvt::F32, Mvt::F64, Mvt::F80] {
        tables.set_operation_action(Isd::SetCc, vt, Custom);
        tables.set_operation_action(Isd::Select, vt, Custom);
        tables.set_operation_action(Isd::SelectCc, vt, Expand);
        tables.set_operation_action(Isd::BrCc, vt, Expand);
    }
    for vt in [Mvt::I8, Mvt::I16] {
        tables.add_promoted_to_type(Isd::SintToFp, vt, Mvt::I32);
        tables.add_promoted_to_type(Isd::UintToFp, vt, Mvt::I32);
        tables.add_promoted_to_type(Isd::FpToSint, vt, Mvt::I32);
        tables.add_promoted_to_type(Isd::FpToUint, vt, Mvt::I32);
    }
    tables.add_promoted_to_type(Isd::UintToFp, Mvt::I32, Mvt::I64);
    tables.add_promoted_to_type(Isd::FpToUint, Mvt::I32, Mvt::I64);
    tables.set_operation_action(Isd::UintToFp, Mvt::I64, Custom);
    tables.set_operation_action(Isd::FpToUint, Mvt::I64, Custom);

    // 128-bit vectors in XMM registers: built from and taken apart into their elements by
    // unpacks, shuffles and word inserts and extracts (EXTRACT_VECTOR_ELT is keyed by the
    // vector type).
    for vt in super::vector::VECTOR_TYPES {
        tables.set_operation_action(Isd::BuildVector, vt, Custom);
        tables.set_operation_action(Isd::ExtractVectorElt, vt, Custom);
        // Elementwise arithmetic: what SSE2 lacks is done element by element.
        for &op in VECTOR_ELEMENTWISE_OPS {
            tables.set_operation_action(op, vt, Expand);
        }
        // Shifts by a splat constant are one instruction, compares pcmpeq/pcmpgt/cmpps
        // (SETCC is keyed by its operands' type) (`super::vector`).
        for op in [Isd::Shl, Isd::Srl, Isd::Sra, Isd::SetCc] {
            tables.set_operation_action(op, vt, Custom);
        }
        // Minimum, maximum and funnel shifts by the function's features (`super::vector_arith`).
        for op in [Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax, Isd::Fshl, Isd::Fshr] {
            tables.set_operation_action(op, vt, Custom);
        }
    }
    for (ops, types) in SSE2_VECTOR_OPS {
        for &op in *ops {
            for &vt in *types {
                tables.set_operation_action(op, vt, Legal);
            }
        }
    }
    // pmulld with SSE4.1, two pmuludq without.
    tables.set_operation_action(Isd::Mul, Mvt::V4I32, Custom);
    // pmuludq and cross products (`super::vector_arith`).
    tables.set_operation_action(Isd::Mul, Mvt::V2I64, Custom);
}

/// The elementwise operations the DAG builder builds on whole 128-bit vectors.
const VECTOR_ELEMENTWISE_OPS: &[Isd] = &[
    Isd::Add,
    Isd::Sub,
    Isd::Mul,
    Isd::And,
    Isd::Or,
    Isd::Xor,
    Isd::Shl,
    Isd::Srl,
    Isd::Sra,
    Isd::UDiv,
    Isd::SDiv,
    Isd::URem,
    Isd::SRem,
    Isd::FAdd,
    Isd::FSub,
    Isd::FMul,
    Isd::FDiv,
];

/// The ones SSE2 has an instruction for (`td/X86PatVector.td`), by the types it has it on.
const SSE2_VECTOR_OPS: &[(&[Isd], &[Mvt])] = &[
    (&[Isd::Add, Isd::Sub, Isd::And, Isd::Or, Isd::Xor], &[Mvt::V16I8, Mvt::V8I16, Mvt::V4I32, Mvt::V2I64]),
    (&[Isd::Mul], &[Mvt::V8I16]),
    // paddusb/w, psubusb/w, paddsb/w, psubsb/w (dwords and quadwords are expanded on whole vectors).
    (&[Isd::UAddSat, Isd::USubSat, Isd::SAddSat, Isd::SSubSat], &[Mvt::V16I8, Mvt::V8I16]),
    (&[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::FDiv], &[Mvt::V4F32, Mvt::V2F64]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_of_x86_64() {
        let mut tables = LoweringTables::default();
        configure(&mut tables);
        assert_eq!(tables.operation_action(Isd::SetCc, Mvt::I32), LegalizeAction::Custom);
        assert_eq!(tables.operation_action(Isd::BrCond, Mvt::Other), LegalizeAction::Custom);
        assert_eq!(tables.operation_action(Isd::SDiv, Mvt::I8), LegalizeAction::Custom);
        assert_eq!(tables.operation_action(Isd::Mul, Mvt::I8), LegalizeAction::Promote);
        assert_eq!(tables.promoted_type(Isd::Mul, Mvt::I8), Some(Mvt::I32));
        assert_eq!(tables.operation_action(Isd::Mul, Mvt::I32), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::Ctpop, Mvt::I64), LegalizeAction::Expand);
        assert_eq!(tables.operation_action(Isd::Add, Mvt::I16), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::UintToFp, Mvt::I64), LegalizeAction::Custom);
        assert_eq!(tables.operation_action(Isd::SignExtendInreg, Mvt::I1), LegalizeAction::Expand);
        assert_eq!(tables.operation_action(Isd::SignExtendInreg, Mvt::I8), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::Add, Mvt::V16I8), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::Mul, Mvt::V16I8), LegalizeAction::Expand);
        assert_eq!(tables.operation_action(Isd::Mul, Mvt::V8I16), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::FAdd, Mvt::V2F64), LegalizeAction::Legal);
        assert_eq!(tables.operation_action(Isd::Shl, Mvt::V4I32), LegalizeAction::Custom);
        assert_eq!(tables.operation_action(Isd::SetCc, Mvt::V2F64), LegalizeAction::Custom);
    }

    #[test]
    fn narrow_vectors_widen_wide_ones_split() {
        use kiln_codegen::target::lowering::{TargetLoweringBase, VectorTypeAction};
        use kiln_codegen::target::value_types::Evt;
        let tli = super::super::X86TargetLowering::new();
        let v = |e: Mvt, n: u32| Evt::vector(e.into(), n);
        assert_eq!(tli.preferred_vector_action(v(Mvt::I8, 8)), VectorTypeAction::Widen(Mvt::V16I8));
        assert_eq!(tli.preferred_vector_action(v(Mvt::I16, 2)), VectorTypeAction::Widen(Mvt::V8I16));
        assert_eq!(tli.preferred_vector_action(v(Mvt::F32, 2)), VectorTypeAction::Widen(Mvt::V4F32));
        assert_eq!(tli.preferred_vector_action(v(Mvt::I32, 3)), VectorTypeAction::Widen(Mvt::V4I32));
        assert_eq!(tli.preferred_vector_action(v(Mvt::I32, 16)), VectorTypeAction::Split(Mvt::V4I32, 4));
        // Legal types, one-element vectors and vectors of i1 are not widened.
        assert_eq!(tli.preferred_vector_action(v(Mvt::I32, 4)), VectorTypeAction::Scalarize);
        assert_eq!(tli.preferred_vector_action(v(Mvt::I64, 1)), VectorTypeAction::Scalarize);
        assert_eq!(tli.preferred_vector_action(v(Mvt::I1, 8)), VectorTypeAction::Scalarize);
    }
}
