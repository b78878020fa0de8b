//! [`X86TargetMachine`]: the x86-64 target assembled for one module — its lowering (with the
//! module's globals and the relocation model), the subtarget from `-mcpu`/`-mattr`, the
//! register, instruction and frame hooks, the generated instruction selector and the streamers.

use crate::branch_info::X86BranchInfo;
use crate::expand_pseudo::X86PseudoExpansion;
use crate::frame_lowering::X86FrameLowering;
use crate::generated::{dag_isel, MATCHER_TABLE, REGISTER_BANK_NAMES, SUBTARGET_INFO};
use crate::instr_info::X86InstrInfo;
use crate::lowering::{custom::LoweringContext, X86TargetLowering};
use crate::mc_lower::X86AsmLowering;
use crate::register_info::X86RegisterInfo;
use crate::subtarget::{FunctionSubtargets, X86Subtarget};
use crate::{isel, INSTR_INFO, REGISTER_INFO};
use kiln_codegen::emit::TargetAsmLowering;
use kiln_codegen::gisel::GlobalIselTarget;
use kiln_codegen::isel::dag::schedule::{SchedModel, SchedulePolicy};
use kiln_codegen::isel::dag::select::{select_dag, MatcherTable};
use kiln_codegen::isel::dag::{SelectionDAG, SelectionDagTarget};
use kiln_codegen::mir::MirTarget;
use kiln_codegen::passes::branch_folding::TargetBranchInfo;
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;
use kiln_codegen::pipeline::table::TargetPass;
use kiln_codegen::target::frame_lowering::TargetFrameLowering;
use kiln_codegen::target::instr_info::TargetInstrInfo;
use kiln_codegen::isel::dag::lowering::TargetLowering;
use kiln_codegen::target::machine::{CodeModel, RelocModel, TargetMachine, TargetOptions};
use kiln_codegen::target::register_info::TargetRegisterInfo;
use kiln_codegen::prepare::atomic_expand::AtomicRmwExpansion;
use kiln_ir::{Module, RmwOp};
use kiln_mc::Streamer;

/// The x86-64 register and instruction tables as the MIR layer sees them.
pub const MIR_TARGET: MirTarget = MirTarget {
    regs: &REGISTER_INFO,
    instrs: &INSTR_INFO,
    reg_banks: &REGISTER_BANK_NAMES,
};

/// x86-64, configured for one compilation.
pub struct X86TargetMachine {
    options: TargetOptions,
    /// The subtargets of the module's functions (their `"target-features"`), the module's first.
    subtargets: FunctionSubtargets,
    lowering: X86TargetLowering,
    sched: SchedModel,
    /// The generated matcher table, indexed once for every block selected.
    matcher: MatcherTable<'static>,
    /// `-x86-asm-syntax`.
    syntax: crate::AsmSyntax,
    /// GlobalISel's rules.
    global_isel: crate::legalizer_info::X86GlobalIsel,
}

impl X86TargetMachine {
    /// The target for `options`; `module` (when there is one) lets lowering decide how each
    /// global is addressed. An unknown CPU or feature is an error naming it.
    pub fn new(
        options: TargetOptions,
        module: Option<&Module>,
    ) -> Result<X86TargetMachine, String> {
        let mut subtarget = X86Subtarget::new(&options.cpu, &options.features)?;
        subtarget.code_model = supported_code_model(&options)?;
        let syntax = crate::AsmSyntax::from_flags(&options.target_flags)?;
        let subtargets = FunctionSubtargets::new(subtarget.clone(), module, &options.cpu, &options.features);
        let mut lowering = X86TargetLowering::new();
        lowering.subtargets = (0..subtargets.len()).map(|i| subtargets.get(i).clone()).collect();
        if let Some(m) = module {
            lowering.custom = LoweringContext::new(m, options.reloc, options.code_model);
            if options.emulated_tls {
                lowering.custom.emulate_tls(m)?;
            }
        }
        let sched = SchedModel::new(subtarget.sched_model(), SUBTARGET_INFO.instr_sched_class);
        let global_isel = crate::legalizer_info::X86GlobalIsel::for_subtargets(subtargets.clone());
        Ok(X86TargetMachine {
            options,
            subtargets,
            lowering,
            sched,
            matcher: MatcherTable::new(&MATCHER_TABLE)?,
            syntax,
            global_isel,
        })
    }
}

/// The code model of `options` if kiln compiles it with that relocation model: small and
/// kernel with both, medium and large in static code; the rest is an error naming the
/// combination.
fn supported_code_model(options: &TargetOptions) -> Result<CodeModel, String> {
    match (options.code_model, options.reloc) {
        (CodeModel::Small | CodeModel::Kernel, _) | (_, RelocModel::Static) => Ok(options.code_model),
        (model, _) => Err(format!(
            "the {} code model with position-independent code is not supported yet (kiln compiles small and kernel code, and medium and large static code)",
            format!("{model:?}").to_lowercase(),
        )),
    }
}

impl TargetMachine for X86TargetMachine {
    fn options(&self) -> &TargetOptions {
        &self.options
    }

    fn mir_target(&self) -> MirTarget {
        MIR_TARGET
    }

    fn selection_dag(&self) -> &dyn SelectionDagTarget {
        self
    }

    fn global_isel(&self) -> Option<&dyn GlobalIselTarget> {
        Some(self)
    }

    fn register_info(&self) -> &dyn TargetRegisterInfo {
        &X86RegisterInfo
    }

    fn instr_info(&self) -> &dyn TargetInstrInfo {
        &X86InstrInfo
    }

    fn frame_lowering(&self) -> &dyn TargetFrameLowering {
        &X86FrameLowering
    }

    fn branch_info(&self) -> &dyn TargetBranchInfo {
        &X86BranchInfo
    }

    fn pseudo_expansion(&self) -> &dyn TargetPseudoExpansion {
        &X86PseudoExpansion
    }

    fn register_stack(&self) -> Option<&dyn kiln_codegen::target::register_info::TargetRegisterStack> {
        Some(&crate::x87_stackify::X87Stackifier)
    }

    fn machine_passes(&self) -> &'static [TargetPass] {
        &crate::x87_stackify::X86_PASSES
    }

    fn function_alignment(&self) -> (u64, u64) {
        (1, 16)
    }

    fn asm_lowering(&self) -> &dyn TargetAsmLowering {
        &X86AsmLowering
    }

    fn create_streamer(&self, object: bool) -> Box<dyn Streamer> {
        if object {
            Box::new(crate::elf_object_streamer())
        } else {
            Box::new(crate::asm_streamer(false, self.syntax))
        }
    }

    /// Locked `xchg`, `xadd` (add, sub) and `and`/`or`/`xor` exist; a locked logic operation
    /// does not return the old value, so a used one loops, as every other operation does.
    fn atomic_rmw_expansion(&self, op: RmwOp, fp: bool, result_used: bool) -> AtomicRmwExpansion {
        match op {
            RmwOp::Xchg if fp => AtomicRmwExpansion::AsInteger,
            RmwOp::Xchg | RmwOp::Add | RmwOp::Sub => AtomicRmwExpansion::Native,
            RmwOp::And | RmwOp::Or | RmwOp::Xor if !result_used => AtomicRmwExpansion::Native,
            _ => AtomicRmwExpansion::CmpXchgLoop,
        }
    }

    /// 64-bit `bt`.
    fn bit_test_word(&self) -> u32 {
        64
    }

    /// base + index × 1, 2, 4 or 8 + a sign-extended 32-bit displacement.
    fn addressing_mode(&self) -> kiln_codegen::target::machine::AddressingMode {
        kiln_codegen::target::machine::AddressingMode { scales: &[1, 2, 4, 8], min_offset: i32::MIN as i64, max_offset: i32::MAX as i64 }
    }

    fn create_memory_streamer(
        &self,
        sink: std::sync::mpsc::Sender<kiln_mc::memory_object::MemoryObject>,
    ) -> Result<Box<dyn Streamer>, String> {
        Ok(Box::new(kiln_mc::target_memory_streamer(&crate::X86Mc, sink)))
    }
}

impl SelectionDagTarget for X86TargetMachine {
    fn lowering(&self) -> &dyn TargetLowering {
        &self.lowering
    }

    fn select(&self, dag: &mut SelectionDAG) -> Result<(), String> {
        let hooks = dag_isel::DagIselHooks {
            subtarget: self.subtargets.get(dag.subtarget),
            select_manually: isel::select_manually,
        };
        select_dag(dag, &self.matcher, &hooks)
    }

    fn sched_model(&self) -> &SchedModel {
        &self.sched
    }

    /// Source order, as llc's x86 lowering sets (`Sched::Source`): its blocks keep the
    /// program's order, so values live briefly and PHI copies coalesce.
    fn scheduling_policy(&self) -> SchedulePolicy {
        SchedulePolicy::SourceRegReduction
    }

    fn function_subtarget(&self, _module: &Module, func: &kiln_ir::Function) -> u32 {
        self.subtargets.index_of(func)
    }
}

/// GlobalISel's hooks: the legalizer rules, banks and selection of
/// [`X86GlobalIsel`](crate::legalizer_info::X86GlobalIsel), and the call lowering of the
/// target lowering.
impl GlobalIselTarget for X86TargetMachine {
    /// -O0 selects through GlobalISel (falling back per function): its code matches llc -O0's
    /// FastISel line table more closely than the SelectionDAG's, at less CPU.
    fn default_at_o0(&self) -> bool {
        true
    }

    fn legalizer_info(&self) -> &kiln_codegen::gisel::legalizer_info::LegalizerInfo {
        self.global_isel.legalizer_info()
    }

    fn register_banks(&self) -> &'static [kiln_codegen::gisel::regbank::RegisterBank] {
        self.global_isel.register_banks()
    }

    fn operand_bank(&self, opcode: u32, operand: usize, ty: kiln_codegen::gisel::llt::Llt) -> Option<usize> {
        self.global_isel.operand_bank(opcode, operand, ty)
    }

    fn match_table(&self) -> Option<&kiln_codegen::gisel::match_table::MatchTable> {
        self.global_isel.match_table()
    }

    fn pattern_predicate(&self, subtarget: u32, index: u16) -> bool {
        self.global_isel.pattern_predicate(subtarget, index)
    }

    fn select(&self, sel: &mut kiln_codegen::gisel::instruction_select::InstructionSelector, i: kiln_codegen::mir::InstId) -> Result<bool, String> {
        self.global_isel.select(sel, i)
    }

    fn fold_load(&self, sel: &mut kiln_codegen::gisel::instruction_select::InstructionSelector, load: kiln_codegen::mir::InstId, user: kiln_codegen::mir::InstId, operand: usize) -> Result<bool, String> {
        self.global_isel.fold_load(sel, load, user, operand)
    }

    fn call_lowering(&self) -> Option<&dyn kiln_codegen::gisel::irtranslator_call::CallLoweringTarget> {
        Some(&self.lowering)
    }
}
