//! GlobalISel, the second instruction selector beside SelectionDAG: it works on whole machine
//! functions in generic machine IR (`G_*` opcodes over virtual registers that have a low-level
//! type and no register class yet) and makes them legal, then selects them. This module holds
//! the pieces built so far, one file per concept or phase:
//! - [`llt`]: the low-level types (`s32`, `p0`, `<4 x s32>`);
//! - [`legalizer_info`]: legality decided from a [`legalizer_info::LegalityQuery`] alone, by rule
//!   sets built per opcode group;
//! - [`legalizer_helper`]: how each action rewrites an instruction (widen, narrow (with
//!   [`narrow`] and [`narrow_shift`]), lower,
//!   fewer elements), with [`legalize_libcall`] (runtime calls for what the target lacks) and
//!   [`legalize_lower`] (bit counts, sign copies, overflow of any width, shuffles) and
//!   [`vector_bits`] (vectors of sub-byte elements through the integer of their bits);
//! - [`artifact_combiner`]: removes the merge/unmerge/extract/extension pairs legalization
//!   leaves;
//! - [`legalizer`]: the pass that drives them to a legal function or a clear error;
//! - [`regbank`], [`regbank_select`]: register banks and the pass giving each generic register one;
//! - [`match_table`], [`instruction_select`]: the match table imported from the SelectionDAG
//!   patterns, its interpreter, and the pass that selects target instructions;
//! - [`irtranslator`]: kiln IR into generic machine IR, with [`irtranslator_call`] (arguments,
//!   calls, returns through the shared calling-convention code), [`irtranslator_intrinsic`] and
//!   [`irtranslator_asm`] (inline assembly, from the plan the SelectionDAG shares),
//!   [`irtranslator_stack`] (dynamic allocas, the stack pointer and the frame chain),
//!   [`irtranslator_gep`] (`getelementptr`, over vectors of addresses too),
//!   [`irtranslator_atomic`] (`atomicrmw` and `cmpxchg` as `G_ATOMICRMW_*` and
//!   `G_ATOMIC_CMPXCHG_WITH_SUCCESS`),
//!   [`irtranslator_debug`] (`llvm.dbg.value`/`llvm.dbg.declare` as `DBG_VALUE`s),
//!   [`irtranslator_tail_call`] (tail calls, and a variadic function's `musttail` call passing
//!   on its `...`), [`irtranslator_tls`] (`-emulated-tls` addresses as `__emutls_get_address` calls).
//!
//! The generic opcodes themselves are `target::target_opcode::G_*`, generated from
//! `td/GenericOpcodes.td` with the target-independent pseudos.

pub mod llt;
pub mod verify_types;
pub mod legalizer_info;
pub mod legalizer_helper;
pub mod narrow;
pub mod narrow_shift;
pub mod vector;
pub mod vector_bits;
pub mod legalize_memory;
pub mod legalize_libcall;
pub mod legalize_lower;
pub mod artifact_combiner;
pub mod legalizer;
pub mod document_rules;
pub mod regbank;
pub mod regbank_select;
pub mod match_table;
pub mod instruction_select;
pub mod irtranslator;
pub mod irtranslator_call;
pub mod irtranslator_intrinsic;
pub mod irtranslator_target_intrinsic;
pub mod irtranslator_asm;
pub mod irtranslator_stack;
pub mod irtranslator_atomic;
pub mod irtranslator_gep;
pub mod irtranslator_debug;
pub mod irtranslator_eh;
pub mod irtranslator_tail_call;
pub mod irtranslator_tls;

use legalizer_helper::CustomLegalizer;
use legalizer_info::LegalizerInfo;

/// A target's GlobalISel hooks, beside SelectionDAG's `SelectionDagTarget`
/// ([`crate::target::machine::TargetMachine::global_isel`]).
pub trait GlobalIselTarget: Sync {
    /// Whether GlobalISel selects at -O0 without `-global-isel`, falling back to the
    /// SelectionDAG per function (as LLVM's AArch64 target machine chooses for itself);
    /// [`GiselOptions::selection`].
    fn default_at_o0(&self) -> bool {
        false
    }
    /// The target's legalization rules.
    fn legalizer_info(&self) -> &LegalizerInfo;
    /// The target's legalization of what its rules mark `custom`.
    fn custom_legalizer(&self) -> Option<&CustomLegalizer> {
        None
    }
    /// The register banks (`-gen-register-bank`); none: no RegBankSelect.
    fn register_banks(&self) -> &'static [regbank::RegisterBank] {
        &[]
    }
    /// The bank (a number into [`Self::register_banks`]) operand `operand` of a generic
    /// `opcode` of type `ty` needs, as RegBankSelect's fast mode maps it.
    fn operand_bank(&self, _opcode: u32, _operand: usize, _ty: llt::Llt) -> Option<usize> {
        None
    }
    /// The match table imported from the selection patterns (`-gen-global-isel`).
    fn match_table(&self) -> Option<&match_table::MatchTable> {
        None
    }
    /// Whether the match table's subtarget predicate number `index` holds for the subtarget
    /// numbered `subtarget` (the function's, as the SelectionDAG's `function_subtarget`
    /// numbers them: 0 is the module's).
    fn pattern_predicate(&self, _subtarget: u32, _index: u16) -> bool {
        false
    }
    /// Hand-written selection of generic instruction `i` (what patterns cannot express): builds
    /// the target instructions before `i` and returns true, or false when it does not select it.
    fn select(&self, _sel: &mut instruction_select::InstructionSelector, _i: crate::mir::InstId) -> Result<bool, String> {
        Ok(false)
    }
    /// Folds the `G_LOAD` `load` into operand `operand` of the selected instruction `user`
    /// (FastISel's `tryToFoldLoadIntoMI`): builds, before `user`, the instruction that reads
    /// that operand from the load's address instead and returns true, or false when the target
    /// has no such form. The pass then erases `user` and `load`.
    fn fold_load(&self, _sel: &mut instruction_select::InstructionSelector, _load: crate::mir::InstId, _user: crate::mir::InstId, _operand: usize) -> Result<bool, String> {
        Ok(false)
    }
    /// The target's part of lowering arguments, calls and returns (the IRTranslator's).
    fn call_lowering(&self) -> Option<&dyn irtranslator_call::CallLoweringTarget> {
        None
    }
}

/// Whose rules the legalizer pass applies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LegalizerRules {
    /// The target's ([`GlobalIselTarget::legalizer_info`]).
    #[default]
    Target,
    /// The Legalizer document's examples ([`document_rules::document_example_rules`]), for tests.
    DocumentExample,
}

/// The GlobalISel options of a pipeline run.
#[derive(Clone, Copy, Debug, Default)]
pub struct GiselOptions {
    /// `-legalizer-rules=target|document-example`.
    pub legalizer_rules: LegalizerRules,
    /// `-debug-only=legalizer`: the legalizer describes each step on standard error.
    pub trace_legalizer: bool,
    /// `-global-isel[=true|false]`: functions are selected by GlobalISel
    /// (`pipeline::global_isel`) or by the SelectionDAG; `None` (no flag): the target's
    /// default ([`GiselOptions::selection`]).
    pub enabled: Option<bool>,
    /// `-global-isel-abort`: what a function GlobalISel cannot select does; `None` (no flag):
    /// it falls back silently where GlobalISel is the target's -O0 default, and is an error
    /// where `-global-isel` asked for it, as llc's default.
    pub abort: Option<GlobalIselAbort>,
}

impl GiselOptions {
    /// Whether functions are selected by GlobalISel at `opt_level`, and if so what a failure
    /// does; `default_at_o0`: the target's [`GlobalIselTarget::default_at_o0`]. As llc for
    /// AArch64: without `-global-isel`, such a target selects -O0 with GlobalISel and falls
    /// back per function (`-global-isel-abort=0`); `-global-isel=false` keeps the SelectionDAG;
    /// an explicit `-global-isel-abort` wins over both defaults.
    pub fn selection(&self, opt_level: u8, default_at_o0: bool) -> Option<GlobalIselAbort> {
        match self.enabled {
            Some(true) => Some(self.abort.unwrap_or(GlobalIselAbort::Error)),
            None if opt_level == 0 && default_at_o0 => Some(self.abort.unwrap_or(GlobalIselAbort::FallBack)),
            _ => None,
        }
    }
}

/// `-global-isel-abort=0|1|2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalIselAbort {
    /// 0: the function falls back to the SelectionDAG, silently (the default where GlobalISel
    /// is the target's -O0 selector).
    FallBack,
    /// 1 (llc's default under `-global-isel`): a function GlobalISel cannot select is an error.
    Error,
    /// 2: the function falls back with a remark naming what failed.
    FallBackWithRemark,
}
#[cfg(test)]
mod legalizer_tests;
