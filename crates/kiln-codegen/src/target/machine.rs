//! [`TargetMachine`]: one object per target and module that hands the code generator every
//! target description it needs (register and instruction info, frame lowering, the asm
//! printer's hooks, and each instruction selector's own hooks behind its trait: the
//! SelectionDAG's [`SelectionDagTarget`]) together with the options `llc` takes (`-mcpu`, `-mattr`,
//! `-relocation-model`, `-code-model`, `-function-sections`, `-frame-pointer`, the optimisation
//! level, and the options a target registers for itself, [`TargetFlag`]).

use crate::emit::TargetAsmLowering;
use crate::isel::dag::SelectionDagTarget;
use crate::mir::MirTarget;
use crate::passes::branch_folding::TargetBranchInfo;
use crate::passes::expand_post_ra::TargetPseudoExpansion;
use crate::target::frame_lowering::TargetFrameLowering;
use crate::target::instr_info::TargetInstrInfo;
use crate::target::register_info::TargetRegisterInfo;
use kiln_mc::Streamer;

/// What a memory operand adds to its base register for free (LLVM's `isLegalAddressingMode`
/// in brief): an index register times one of `scales` (none when the target has no index
/// register), and a constant displacement from `min_offset` to `max_offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddressingMode {
    pub scales: &'static [u64],
    pub min_offset: i64,
    pub max_offset: i64,
}

/// How code refers to globals (`-relocation-model`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RelocModel {
    /// Absolute addresses; the executable is linked at a fixed address (`-no-pie`).
    Static,
    /// Position-independent: globals that may be preempted go through the GOT, calls through the PLT.
    #[default]
    Pic,
}

impl RelocModel {
    pub fn parse(text: &str) -> Result<RelocModel, String> {
        match text {
            "static" => Ok(RelocModel::Static),
            "pic" => Ok(RelocModel::Pic),
            other => Err(format!("unsupported relocation model '{other}' (expected static or pic)")),
        }
    }
}

/// How far code and data may be from each other (`-code-model`), as the x86-64 System V ABI
/// defines the models.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CodeModel {
    /// Code and data within the low 2 GiB (static) or within ±2 GiB of each other (pic).
    #[default]
    Small,
    /// The kernel's: code and data in the top 2 GiB, sign-extended 32-bit absolute addresses.
    Kernel,
    /// Code small; data above a size threshold in `.ldata`/`.lbss`, addressed with 64 bits.
    Medium,
    /// No assumption: every address is 64 bits (`movabsq`), calls go through a register.
    Large,
}

impl CodeModel {
    pub fn parse(text: &str) -> Result<CodeModel, String> {
        match text {
            "small" => Ok(CodeModel::Small),
            "kernel" => Ok(CodeModel::Kernel),
            "medium" => Ok(CodeModel::Medium),
            "large" => Ok(CodeModel::Large),
            other => Err(format!("unknown code model '{other}' (expected small, kernel, medium or large)")),
        }
    }
}

/// A command-line option that belongs to one target (x86's `-x86-asm-syntax=intel`). The
/// target lists its options; the drivers offer them and hand the values back through
/// [`TargetOptions::target_flags`] without knowing what they mean.
#[derive(Clone, Copy, Debug)]
pub struct TargetFlag {
    /// The option's name without the dash.
    pub name: &'static str,
    /// The values it takes, the default first.
    pub values: &'static [&'static str],
    pub help: &'static str,
    /// The tools that take it (`"llc"`, `"mc"`).
    pub tools: &'static [&'static str],
}

/// What a target registers (one line in the registry, `kiln-targets`): its name and
/// description as `llc --version` lists them, the triples it compiles for, its own
/// command-line options, and the pieces the drivers build from it — the [`TargetMachine`]
/// for `llc` and the JIT, the MC pieces for `mc` and the streamers.
#[derive(Clone, Copy)]
pub struct TargetEntry {
    /// The `-march` name (`x86-64`).
    pub name: &'static str,
    pub description: &'static str,
    /// The architectures of the triples it compiles for: a triple's first component
    /// (`x86_64`, `amd64`); `-march` takes these too.
    pub arches: &'static [&'static str],
    pub flags: &'static [TargetFlag],
    /// The target for `options` (its `triple` already chosen); `module`, when there is one,
    /// lets lowering decide how each global is addressed. Bad CPUs, features or option
    /// combinations are errors naming them.
    pub create_machine: fn(TargetOptions, Option<&kiln_ir::Module>) -> Result<Box<dyn TargetMachine>, String>,
    /// The encoder, backend, printers, parser and object-writer part for the MC tools.
    pub mc: &'static dyn kiln_mc::target::McTarget,
    /// What `-mcpu=help` prints for `tool`: the processors and features.
    pub cpu_help: fn(&str) -> String,
}

impl std::fmt::Debug for TargetEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TargetEntry").field("name", &self.name).finish_non_exhaustive()
    }
}

impl TargetEntry {
    /// Whether `arch` (a triple's first component or a `-march` value) names this target.
    pub fn has_arch(&self, arch: &str) -> bool {
        self.name == arch || self.arches.contains(&arch)
    }
}

/// What `llc` was asked for: the target triple, CPU, features and code-generation options.
#[derive(Clone, Debug, Default)]
pub struct TargetOptions {
    pub triple: String,
    pub cpu: String,
    /// `-mattr`: `+feature,-feature` as given.
    pub features: String,
    pub reloc: RelocModel,
    pub code_model: CodeModel,
    /// 0..=3 (`-O0`..`-O3`).
    pub opt_level: u8,
    /// `-function-sections`: each function in its own `.text.NAME` section.
    pub function_sections: bool,
    /// `-data-sections`: each global variable in its own `.data.NAME` (`.bss.NAME`, ...) section.
    pub data_sections: bool,
    /// `-unique-section-names=false`: those sections keep the plain name with a unique id.
    pub no_unique_section_names: bool,
    /// `-frame-pointer`: the policy of functions without a `"frame-pointer"` attribute.
    pub frame_pointer: crate::target::frame_lowering::FramePointerPolicy,
    /// `-emulated-tls`: thread-local variables through `__emutls_get_address` and control
    /// variables ([`crate::prepare::emulated_tls`]) instead of the ELF TLS sections.
    pub emulated_tls: bool,
    /// The target's own options ([`TargetFlag`]) that were given, by name.
    pub target_flags: Vec<(&'static str, String)>,
    /// `-dwarf-version`: the DWARF version of debug information (otherwise the module's
    /// "Dwarf Version" flag).
    pub dwarf_version: Option<u16>,
}

impl TargetOptions {
    /// The value of the target option `name`, if it was given.
    pub fn target_flag(&self, name: &str) -> Option<&str> {
        self.target_flags.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }
}

/// A target, configured for one compilation; shared by the `-j` code generation threads, so
/// it holds no state that compiling a function changes.
pub trait TargetMachine: Sync {
    fn options(&self) -> &TargetOptions;

    /// The register and instruction tables (for MIR text, the verifier and the passes).
    fn mir_target(&self) -> MirTarget;

    fn register_info(&self) -> &dyn TargetRegisterInfo;

    fn instr_info(&self) -> &dyn TargetInstrInfo;

    fn frame_lowering(&self) -> &dyn TargetFrameLowering;

    /// Branch analysis for branch folding.
    fn branch_info(&self) -> &dyn TargetBranchInfo;

    /// Branch relaxation's hooks, for a target whose assembler leaves branches out of reach an
    /// error (RISC-V); `None` where the assembler relaxes them itself (x86's `jmp`/`jcc` grow
    /// from 2 to 5 or 6 bytes), so the pass does not run.
    fn branch_relaxation(&self) -> Option<&dyn crate::passes::branch_relaxation::TargetBranchRelaxation> {
        None
    }

    /// Expands the target's pseudo-instructions that survive register allocation.
    fn pseudo_expansion(&self) -> &dyn TargetPseudoExpansion;

    /// The target's stack-shaped register file, if it has one (x86: x87).
    fn register_stack(&self) -> Option<&dyn crate::target::register_info::TargetRegisterStack> {
        None
    }

    /// The target's own machine passes, each at its insertion point of the pass table.
    fn machine_passes(&self) -> &'static [crate::pipeline::table::TargetPass] {
        &[]
    }

    /// The SelectionDAG selector's hooks: lowering into DAG nodes, selection, scheduling.
    fn selection_dag(&self) -> &dyn SelectionDagTarget;

    /// GlobalISel's hooks (legalization rules, ...), for a target that has them.
    fn global_isel(&self) -> Option<&dyn crate::gisel::GlobalIselTarget> {
        None
    }

    /// Function alignment in bytes: the minimum, and the preferred one used unless the
    /// function is optimised for size.
    fn function_alignment(&self) -> (u64, u64);

    /// The asm printer's hooks (MachineInstr to MCInst).
    fn asm_lowering(&self) -> &dyn TargetAsmLowering;

    /// A fresh streamer: an ELF object writer when `object`, else assembly text.
    fn create_streamer(&self, object: bool) -> Box<dyn Streamer>;

    /// What AtomicExpand does with an `atomicrmw` `op` (on a floating-point type when `fp`;
    /// `result_used` when its old value is used): the target's instructions decide which
    /// operations become compare-exchange loops.
    fn atomic_rmw_expansion(&self, op: kiln_ir::RmwOp, fp: bool, result_used: bool) -> crate::prepare::atomic_expand::AtomicRmwExpansion;

    /// Whether atomic loads and stores are plain accesses ordered by fences around them
    /// (LLVM's `shouldInsertFencesForAtomic`; `prepare::atomic_expand` places the fences).
    fn fence_atomic_loads_and_stores(&self) -> bool {
        false
    }

    /// The width in bits of the word a switch's bit tests use (LLVM: the pointer's).
    fn bit_test_word(&self) -> u32;

    /// What a load's or store's address adds to a base register without an instruction
    /// (loop strength reduction, `prepare::strength_reduce`, plans its pointers by it).
    fn addressing_mode(&self) -> AddressingMode;

    /// An object streamer that sends the assembled module to `sink` instead of writing a file
    /// (the JIT's input); targets without one say so.
    fn create_memory_streamer(
        &self,
        sink: std::sync::mpsc::Sender<kiln_mc::memory_object::MemoryObject>,
    ) -> Result<Box<dyn Streamer>, String> {
        drop(sink);
        Err(format!("the target '{}' cannot compile into memory", self.options().triple))
    }
}
