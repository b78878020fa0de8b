//! [`RiscvTargetMachine`]: the RISC-V 64 target assembled for one module — the subtargets of
//! its functions (`-mattr` or their `"target-features"`), the ABI (`-target-abi` or the
//! module's `"target-abi"` flag), the lowering, the register, instruction and frame hooks, the
//! generated instruction selector and the streamers.

use crate::branch_info::{RiscvBranchInfo, RiscvBranchRelaxation, RiscvPseudoExpansion};
use crate::frame_lowering::RiscvFrameLowering;
use crate::generated::{dag_isel, MATCHER_TABLE, REGISTER_INFO, INSTR_INFO};
use crate::instr_info::RiscvInstrInfo;
use crate::lowering::RiscvTargetLowering;
use crate::mc_lower::RiscvAsmLowering;
use crate::register_info::RiscvRegisterInfo;
use crate::subtarget::{Abi, FunctionSubtargets, RiscvSubtarget};
use crate::{isel, printer, RiscvMc};
use kiln_codegen::emit::TargetAsmLowering;
use kiln_codegen::isel::dag::lowering::TargetLowering;
use kiln_codegen::isel::dag::schedule::SchedModel;
use kiln_codegen::isel::dag::select::{select_dag, MatcherTable};
use kiln_codegen::isel::dag::{SelectionDAG, SelectionDagTarget};
use kiln_codegen::mir::MirTarget;
use kiln_codegen::passes::branch_folding::TargetBranchInfo;
use kiln_codegen::passes::branch_relaxation::TargetBranchRelaxation;
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;
use kiln_codegen::prepare::atomic_expand::AtomicRmwExpansion;
use kiln_codegen::target::frame_lowering::TargetFrameLowering;
use kiln_codegen::target::instr_info::TargetInstrInfo;
use kiln_codegen::target::machine::{RelocModel, TargetMachine, TargetOptions};
use kiln_codegen::target::register_info::TargetRegisterInfo;
use kiln_ir::{Module, RmwOp};
use kiln_mc::Streamer;

/// The option that chooses the ABI (`lp64`, `lp64d`), as llc's `-target-abi`.
pub const TARGET_ABI_FLAG: &str = "target-abi";

/// The RISC-V register and instruction tables as the MIR layer sees them.
pub const MIR_TARGET: MirTarget = MirTarget { regs: &REGISTER_INFO, instrs: &INSTR_INFO, reg_banks: &[] };

/// RISC-V 64, configured for one compilation.
pub struct RiscvTargetMachine {
    options: TargetOptions,
    subtargets: FunctionSubtargets,
    lowering: RiscvTargetLowering,
    sched: SchedModel,
    matcher: MatcherTable<'static>,
    /// The MC pieces for the module: compression, relaxation, the float ABI of the header.
    mc: RiscvMc,
    /// The register hooks of the ABI (its callee-saved registers).
    registers: RiscvRegisterInfo,
}

impl RiscvTargetMachine {
    /// The target for `options` and `module`; unknown features or ABIs, and what kiln does
    /// not compile for RISC-V yet (position-independent code, F without D), are errors
    /// naming them.
    pub fn new(options: TargetOptions, module: Option<&Module>) -> Result<RiscvTargetMachine, String> {
        let abi_name = options.target_flag(TARGET_ABI_FLAG).map(str::to_string).or_else(|| module.and_then(|m| m.module_flag_string("target-abi")));
        let abi = abi_name.as_deref().filter(|a| !a.is_empty()).map_or(Ok(Abi::default()), Abi::parse)?;
        let module_subtarget = RiscvSubtarget::new(&options.features)?;
        let subtargets = FunctionSubtargets::new(module_subtarget, module, !options.features.is_empty())?;
        let wide = subtargets.module_wide();
        if abi == Abi::Lp64d && !wide.has_d {
            return Err("the lp64d ABI needs the D extension (-mattr=+d)".to_string());
        }
        if options.reloc == RelocModel::Pic && module.is_some_and(|m| !m.globals.is_empty()) {
            return Err("unsupported on riscv64 yet: position-independent code (use -relocation-model=static)".to_string());
        }
        let mc = RiscvMc { compressed: wide.has_c, relax: wide.relax, double_float_abi: abi == Abi::Lp64d };
        Ok(RiscvTargetMachine {
            lowering: RiscvTargetLowering::new(&wide, abi),
            registers: RiscvRegisterInfo { abi },
            options,
            subtargets,
            sched: SchedModel::default(),
            matcher: MatcherTable::new(&MATCHER_TABLE)?,
            mc,
        })
    }
}

impl TargetMachine for RiscvTargetMachine {
    fn options(&self) -> &TargetOptions {
        &self.options
    }

    fn mir_target(&self) -> MirTarget {
        MIR_TARGET
    }

    fn selection_dag(&self) -> &dyn SelectionDagTarget {
        self
    }

    fn register_info(&self) -> &dyn TargetRegisterInfo {
        &self.registers
    }

    fn instr_info(&self) -> &dyn TargetInstrInfo {
        &RiscvInstrInfo
    }

    fn frame_lowering(&self) -> &dyn TargetFrameLowering {
        &RiscvFrameLowering
    }

    fn branch_info(&self) -> &dyn TargetBranchInfo {
        &RiscvBranchInfo
    }

    fn pseudo_expansion(&self) -> &dyn TargetPseudoExpansion {
        &RiscvPseudoExpansion
    }

    fn branch_relaxation(&self) -> Option<&dyn TargetBranchRelaxation> {
        Some(&RiscvBranchRelaxation)
    }

    /// 4-byte instructions (2 with C); llc aligns functions to 4 (2 with C).
    fn function_alignment(&self) -> (u64, u64) {
        let align = if self.mc.compressed { 2 } else { 4 };
        (align, align)
    }

    fn asm_lowering(&self) -> &dyn TargetAsmLowering {
        &RiscvAsmLowering
    }

    fn create_streamer(&self, object: bool) -> Box<dyn Streamer> {
        if object {
            Box::new(kiln_mc::target_object_streamer(&self.mc))
        } else {
            Box::new(kiln_mc::target_asm_streamer(&self.mc, Box::new(printer::RiscvInstPrinter), false))
        }
    }

    /// Every integer read-modify-write is selected as it is (`atomic.rs`: an AMO, or an lr/sc
    /// loop for `nand` and the part-word ones, as llc's); a floating-point exchange works on
    /// the integer, `fadd`/`fsub` become compare-exchange loops.
    fn atomic_rmw_expansion(&self, op: RmwOp, fp: bool, _result_used: bool) -> AtomicRmwExpansion {
        match op {
            RmwOp::Xchg if fp => AtomicRmwExpansion::AsInteger,
            RmwOp::FAdd | RmwOp::FSub => AtomicRmwExpansion::CmpXchgLoop,
            _ => AtomicRmwExpansion::Native,
        }
    }

    /// Atomic loads and stores are plain ones between fences (the RVWMO mapping).
    fn fence_atomic_loads_and_stores(&self) -> bool {
        true
    }

    /// The register width.
    fn bit_test_word(&self) -> u32 {
        64
    }

    /// A base register plus a 12-bit signed immediate, no index register.
    fn addressing_mode(&self) -> kiln_codegen::target::machine::AddressingMode {
        kiln_codegen::target::machine::AddressingMode { scales: &[], min_offset: -2048, max_offset: 2047 }
    }
}

impl SelectionDagTarget for RiscvTargetMachine {
    fn lowering(&self) -> &dyn TargetLowering {
        &self.lowering
    }

    fn select(&self, dag: &mut SelectionDAG) -> Result<(), String> {
        let hooks = dag_isel::DagIselHooks { subtarget: self.subtargets.get(dag.subtarget), select_manually: isel::select_manually };
        select_dag(dag, &self.matcher, &hooks)
    }

    fn sched_model(&self) -> &SchedModel {
        &self.sched
    }

    fn function_subtarget(&self, _module: &Module, func: &kiln_ir::Function) -> u32 {
        self.subtargets.index_of(func)
    }
}
