//! The SelectionDAG's half of TargetLowering: what DAG construction and legalization ask a
//! target beyond the facts every selector shares ([`TargetLoweringBase`]).
//!
//! [`LoweringTables`] adds to the shared register types, per (generic `Isd` opcode, value
//! type), the legalization action. [`TargetLowering`] adds the hooks that build DAG nodes:
//! incoming arguments, calls and returns for the target's calling conventions, `va_start`,
//! the operations the target marks custom, its own intrinsics.

use super::{CombineLevel, Isd, NodeId, SDValue, SelectionDAG};
use crate::isel::function_info::FunctionLoweringInfo;
use crate::target::lowering::{ArgInfo, RegisterTypes, TargetLoweringBase};
use crate::target::value_types::{Evt, Mvt};
use kiln_mc::desc::RegClassId;

/// An argument or result of a target intrinsic. The DAG builder scalarizes vectors, so a
/// vector is its elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntrinsicValue {
    Scalar(SDValue),
    Lanes(Vec<SDValue>),
}

/// A call of a target intrinsic, for [`TargetLowering::lower_target_intrinsic`].
#[derive(Clone, Debug)]
pub struct TargetIntrinsicCall<'a> {
    /// The full name (`llvm.x86.sse2.pavg.b`).
    pub name: &'a str,
    pub args: &'a [IntrinsicValue],
    /// Per argument, the vector itself when it is a whole vector of a legal type (a target may
    /// read it whole instead of its lanes).
    pub whole: &'a [Option<SDValue>],
    /// The result type (a vector type for a vector result); `None` for `void`.
    pub ret: Option<Evt>,
    /// The chain, for intrinsics that touch memory or processor state.
    pub chain: SDValue,
}

/// What a target intrinsic lowered to: its value (`None` for `void`) and the new chain.
pub type TargetIntrinsicResult = (Option<IntrinsicValue>, SDValue);

/// What legalization does with an operation on a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegalizeAction {
    /// The target selects it directly.
    Legal,
    /// Performed in a wider type.
    Promote,
    /// Rewritten into other generic operations.
    Expand,
    /// The target's `lower_operation` hook rewrites it.
    Custom,
    /// Turned into a call to a runtime library function.
    LibCall,
}

/// The SelectionDAG's per-type and per-operation tables: the shared [`RegisterTypes`] and,
/// per (generic opcode, value type), whether the target handles the operation as is or it must
/// be promoted, expanded, lowered by the target's hook or turned into a library call. Dense
/// arrays indexed by `Isd` and `Mvt`, so the legalizer's questions are array reads.
#[derive(Clone, Debug)]
pub struct LoweringTables {
    types: RegisterTypes,
    /// `actions[op * Mvt::COUNT + vt]`; everything starts `Legal` but [`EXPAND_BY_DEFAULT`].
    actions: Vec<LegalizeAction>,
    /// The type a `Promote` action promotes to, same indexing (`None`: the next legal type).
    promote_to: Vec<Option<Mvt>>,
}

/// Operations that start `Expand` (as in LLVM): a target that has instructions for them says so.
const EXPAND_BY_DEFAULT: &[Isd] = &[
    Isd::UAddO,
    Isd::USubO,
    Isd::AddCarry,
    Isd::SubCarry,
    Isd::SMulLoHi,
    Isd::UMulLoHi,
    Isd::SDivRem,
    Isd::UDivRem,
    Isd::SMin,
    Isd::SMax,
    Isd::UMin,
    Isd::UMax,
    Isd::Abs,
    Isd::UAddSat,
    Isd::USubSat,
    Isd::SAddSat,
    Isd::SSubSat,
    Isd::Fshl,
    Isd::Fshr,
    Isd::CtlzZeroUndef,
    Isd::CttzZeroUndef,
    Isd::BuildPair,
    Isd::ExtractElement,
    // Most targets have no prefetch instruction: the DAG builder drops the hint.
    Isd::Prefetch,
];

impl Default for LoweringTables {
    fn default() -> Self {
        let mut tables = LoweringTables {
            types: RegisterTypes::default(),
            actions: vec![LegalizeAction::Legal; Isd::COUNT * Mvt::COUNT],
            promote_to: vec![None; Isd::COUNT * Mvt::COUNT],
        };
        for &op in EXPAND_BY_DEFAULT {
            for &vt in Mvt::ALL {
                tables.set_operation_action(op, vt, LegalizeAction::Expand);
            }
        }
        tables
    }
}

impl LoweringTables {
    fn slot(op: Isd, vt: Mvt) -> usize {
        op as usize * Mvt::COUNT + vt.index()
    }

    /// The legal types and their register classes.
    pub fn register_types(&self) -> &RegisterTypes {
        &self.types
    }

    /// [`RegisterTypes::add_register_class`].
    pub fn add_register_class(&mut self, vt: Mvt, class: RegClassId) {
        self.types.add_register_class(vt, class);
    }

    /// [`RegisterTypes::soften_float`].
    pub fn soften_float(&mut self, vt: Mvt) {
        self.types.soften_float(vt);
    }

    /// [`RegisterTypes::register_class`].
    pub fn register_class(&self, vt: Mvt) -> Option<RegClassId> {
        self.types.register_class(vt)
    }

    /// [`RegisterTypes::is_type_legal`].
    pub fn is_type_legal(&self, vt: Evt) -> bool {
        self.types.is_type_legal(vt)
    }

    /// [`RegisterTypes::register_type_and_count`].
    pub fn register_type_and_count(&self, vt: Evt) -> Option<(Mvt, u32)> {
        self.types.register_type_and_count(vt)
    }

    pub fn set_operation_action(&mut self, op: Isd, vt: Mvt, action: LegalizeAction) {
        self.actions[Self::slot(op, vt)] = action;
    }

    pub fn operation_action(&self, op: Isd, vt: Mvt) -> LegalizeAction {
        self.actions[Self::slot(op, vt)]
    }

    /// `Promote` `op` on `from` by performing it in `to`.
    pub fn add_promoted_to_type(&mut self, op: Isd, from: Mvt, to: Mvt) {
        self.set_operation_action(op, from, LegalizeAction::Promote);
        self.promote_to[Self::slot(op, from)] = Some(to);
    }

    pub fn promoted_type(&self, op: Isd, vt: Mvt) -> Option<Mvt> {
        self.promote_to[Self::slot(op, vt)]
    }

    /// Whether `op` on `vt` is legal or custom-lowered on a legal type.
    pub fn is_operation_legal_or_custom(&self, op: Isd, vt: Evt) -> bool {
        self.is_type_legal(vt)
            && matches!(
                self.operation_action(op, vt.simple().expect("legal types are simple")),
                LegalizeAction::Legal | LegalizeAction::Custom
            )
    }
}

/// An outgoing call as the calling convention sees it.
#[derive(Clone, Debug)]
pub struct CallInfo {
    /// The chain the call is ordered after.
    pub chain: SDValue,
    /// The callee: a GlobalAddress, an ExternalSymbol or a computed address.
    pub callee: SDValue,
    pub cc: u32,
    /// Argument values with their descriptions (`index` is the position in the call).
    pub args: Vec<(SDValue, ArgInfo)>,
    /// Arguments before the `...` of a variadic callee (all of them otherwise).
    pub num_fixed_args: usize,
    pub vararg: bool,
    /// Types of the call's results (empty for `void`).
    pub ret_vts: Vec<Evt>,
    /// `tail`/`musttail` marker: the call may (must) become a tail call.
    pub tail: bool,
    /// A variadic function's `musttail` call that passes on its own `...`: the registers to
    /// restore as they came in ([`FunctionLoweringInfo::forwarded_regs`]); empty otherwise.
    pub forwarded: Vec<crate::isel::function_info::ForwardedReg>,
}

/// A constant-length memory operation as [`TargetLowering::mem_op_widest_type`] sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemOpShape {
    /// Bytes copied or filled.
    pub size: u64,
    /// The known alignment of the destination, and of the source of a copy (memset: `None`).
    pub dst_align: u64,
    pub src_align: Option<u64>,
    /// Whether vector registers may be used (not in a `noimplicitfloat` function).
    pub vectors_allowed: bool,
}

impl MemOpShape {
    /// Whether both ends are aligned to at least `align` bytes.
    pub fn is_aligned(&self, align: u64) -> bool {
        self.dst_align >= align && self.src_align.map_or(true, |a| a >= align)
    }
}

/// The target hooks of SelectionDAG construction and legalization, over the facts every
/// selector shares ([`TargetLoweringBase`]).
pub trait TargetLowering: TargetLoweringBase {
    fn tables(&self) -> &LoweringTables;

    /// The type of shift amounts for shifts of `vt` (before legalization: `vt` itself).
    fn shift_amount_type(&self, vt: Evt) -> Evt {
        vt
    }

    /// The low bits of a variable shift amount that a selected shift (`shl`, `srl`, `sra`) of
    /// the legal type `vt` reads, as a mask (x86: 31 below 64 bits, 63 for 64), or `None` when
    /// the target's shifts read more. The DAG combiner drops a mask of the amount that keeps
    /// these bits (`x << (n & 63)` is `shlq %cl`; LLVM's x86 `MaskedShiftAmountPats`).
    fn shift_amount_bits_read(&self, _vt: Evt) -> Option<u128> {
        None
    }

    /// Whether a load of `mem_vt` extended (`ext`: zero or sign) to `vt` is one instruction,
    /// so the DAG combiner may fold an extension of a loaded value into the load (LLVM's
    /// `isLoadExtLegal`).
    fn is_load_ext_legal(&self, _ext: super::ExtType, _vt: Mvt, _mem_vt: Mvt) -> bool {
        false
    }

    /// Whether truncating an integer of type `from` to the narrower `to` costs nothing (the
    /// narrow value is the low part of the wide register), so the DAG combiner may extend a
    /// load that other nodes read and give them its truncation (LLVM's `isTruncateFree`).
    fn is_truncate_free(&self, _from: Evt, _to: Evt) -> bool {
        false
    }

    /// Whether `select (and c0, c1), x, y` (of type `vt`) is better as `select c0, (select c1,
    /// x, y), y` (and `or` likewise), as for a target that selects on each comparison's own
    /// condition register or flags (LLVM's `shouldNormalizeToSelectSequence`).
    fn normalize_to_select_sequence(&self, _vt: Evt) -> bool {
        false
    }

    /// The target's own fold of node `n` (LLVM's `PerformDAGCombine`), asked by the DAG
    /// combiner when none of its generic folds applies: the value replacing `n`, or `None`.
    /// `level` bounds what it may create ([`CombineLevel`]); `optimize` is set above -O0.
    fn combine_node(&self, _dag: &mut SelectionDAG, _n: NodeId, _level: CombineLevel, _optimize: bool) -> Option<SDValue> {
        None
    }

    /// The wider type in which to compute the integer operation `n` (an `add`, `sub`, `mul`,
    /// `and`, `or`, `xor` or shift), when its own type is slow on the target, or `None` to
    /// keep it (LLVM's `IsDesirableToPromoteOp`); the DAG combiner then computes it on
    /// extended operands and truncates (`combine_promote.rs`).
    fn promoted_operation_type(&self, _dag: &SelectionDAG, _n: NodeId) -> Option<Mvt> {
        None
    }

    /// The widest access a constant-length `memcpy`, `memmove` or `memset` described by `op`
    /// starts with (LLVM's `getOptimalMemOpType`); narrower integers finish the tail. By
    /// default the widest legal integer up to 64 bits, i32 below 8 bytes.
    fn mem_op_widest_type(&self, _dag: &SelectionDAG, op: &MemOpShape) -> Evt {
        if op.size >= 8 && self.tables().is_type_legal(Mvt::I64.into()) {
            Mvt::I64.into()
        } else {
            Mvt::I32.into()
        }
    }

    /// Whether an access of `vt` below its natural alignment is fast, so that the last access
    /// of an inline copy or fill may overlap the one before it instead of being split into
    /// narrower ones.
    fn is_misaligned_access_fast(&self, _dag: &SelectionDAG, _vt: Evt) -> bool {
        true
    }

    /// Lowers the function's incoming arguments for calling convention `cc`: returns one value
    /// per entry of `args` (of that entry's type) and the new chain. Registers live into the
    /// function, their virtual registers and incoming stack slots are recorded in `fi`. An
    /// argument kind the convention does not handle yet is an error naming it.
    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String>;

    /// Lowers a call: returns one value per `ret_vts` entry and the chain after the call.
    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String>;

    /// Whether `chain`, returned by [`lower_call`](Self::lower_call) for a call marked `tail`,
    /// is a tail call: it ends the block (the `ret` after it is not lowered).
    fn is_tail_call(&self, _dag: &SelectionDAG, _chain: SDValue) -> bool {
        false
    }

    /// Lowers `llvm.va_start(list)` in a variadic function: fills the `va_list` at `list` from
    /// what argument lowering recorded in `fi`; returns the chain after the stores.
    fn lower_va_start(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        list: SDValue,
    ) -> Result<SDValue, String> {
        let _ = (dag, fi, chain, list);
        Err("unsupported intrinsic 'llvm.va_start' on this target".to_string())
    }

    /// Lowers `llvm.va_copy(list, src)`: copies the target's `va_list`; returns the new chain.
    fn lower_va_copy(&self, dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> {
        let _ = (dag, chain, list, src);
        Err("unsupported intrinsic 'llvm.va_copy' on this target".to_string())
    }

    /// Lowers `ret` of `values` (empty for `ret void`) and returns the chain ending the block;
    /// `fi` holds what argument lowering recorded (such as the incoming `sret` pointer).
    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String>;

    /// Lowers node `n`, whose action is `Custom`, into values replacing its results (one per
    /// result, chains included); `Ok(None)` asks for the generic expansion instead.
    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
        Err(format!("unsupported: the target has no custom lowering of '{}'", opcode_name(dag, n)))
    }

    /// Lowers a call of one of the target's own intrinsics (`llvm.x86.*`); `Ok(None)` when the
    /// target does not know it (the builder then reports it unsupported, by name).
    fn lower_target_intrinsic(
        &self,
        dag: &mut SelectionDAG,
        call: &TargetIntrinsicCall,
    ) -> Result<Option<TargetIntrinsicResult>, String> {
        let _ = (dag, call);
        Ok(None)
    }

    /// Whether the old value of an atomic read-modify-write or compare-exchange of `mem_vt`,
    /// promoted to a register, comes sign-extended from `mem_vt` (LLVM's
    /// `getExtendForAtomicOps` returning SIGN_EXTEND): the combiner then drops a
    /// sign extension of it.
    fn atomic_result_sign_extends(&self, mem_vt: Evt) -> bool {
        let _ = mem_vt;
        false
    }

    /// The type of a SETCC comparing values of `vt` once types are legal (the type booleans
    /// are promoted to); the booleans hold 0 or 1.
    fn setcc_result_type(&self, vt: Evt) -> Evt {
        let _ = vt;
        Mvt::I1.into()
    }

    /// An i32 whose bit k is the sign bit of element k of `v`, a vector of a legal type (x86's
    /// pmovmskb/movmskps; the bits above the element count zero); `None` when the target has no such instruction (the DAG builder then
    /// gathers a vector compare's bits element by element).
    fn vector_sign_bits(&self, dag: &mut SelectionDAG, v: SDValue) -> Option<SDValue> {
        let _ = (dag, v);
        None
    }

    /// The vector of the legal type `vt` whose elements are those of `parts` (whole vectors of
    /// one legal type, elements in order) each truncated to `vt`'s element: the `trunc` of a
    /// vector that splits into `parts` (x86's packs); `None` when the target has no such
    /// sequence (the DAG builder then truncates element by element).
    fn truncate_vector_parts(&self, dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt) -> Option<SDValue> {
        let _ = (dag, parts, vt);
        None
    }

    /// The vector of the legal type `vt` whose elements are the low elements of `x` (a whole
    /// vector of a legal type with narrower elements) each extended by `op` (ZERO_EXTEND or
    /// SIGN_EXTEND) to `vt`'s element: the `zext`/`sext` of a widened vector (x86's unpacks
    /// with zero or with the sign); `None` when the target has no such sequence (the DAG
    /// builder then extends element by element).
    fn extend_vector_low(&self, dag: &mut SelectionDAG, op: Isd, x: SDValue, vt: Evt) -> Option<SDValue> {
        let _ = (dag, op, x, vt);
        None
    }

    /// Appends the target's memory operands addressing `ptr` (for `m` inline-asm operands);
    /// `false` when the target has no memory operands for inline assembly.
    fn inline_asm_address(&self, dag: &mut SelectionDAG, ptr: SDValue, out: &mut Vec<SDValue>) -> bool {
        let _ = (dag, ptr, out);
        false
    }
}

/// The dump name of `n`'s opcode with its result types, for error messages.
pub fn opcode_name(dag: &SelectionDAG, n: NodeId) -> String {
    let name = super::dump::opcode_name(dag.opcode(n), &super::dump::DumpContext::NONE);
    let vts: Vec<String> = dag.node_vts(n).iter().map(|vt| vt.to_string()).collect();
    format!("{name}:{}", vts.join(","))
}
