//! Machine code: the target-independent classes instruction selection
//! produces and later passes rewrite (functions, blocks, instructions,
//! operands, virtual registers, frame, constant pool, jump tables, bundles),
//! a machine verifier, and the `.mir` text form (parser and printer) that
//! feeds single passes in tests and reads what LLVM 14's `llc
//! -stop-after=...` prints.
//!
//! Everything is parameterised by a [`MirTarget`]: the target's static
//! register and instruction tables from `kiln_mc::desc`.

mod body;
pub mod builder;
mod cursor;
pub mod frame;
pub mod function;
pub mod fuzzing;
pub mod instr;
pub mod operand;
mod parser;
pub mod printer;
pub mod regs;
pub mod verifier;
pub mod yaml;

use kiln_mc::desc::{InstrInfo, RegisterInfo};
use kiln_support::{Diagnostic, SourceFile};

pub use builder::InstBuilder;
pub use frame::{ConstantPoolEntry, FrameProperties, JumpTables, MachineFrameInfo, StackObject, StackObjectKind};
pub use function::{FunctionProperties, InsertPoint, InstIter, IrBlockRef, MachineBasicBlock, MachineFunction};
pub use instr::{InstrExtra, MIFlags, MachineInstr, MemAccess, MemFlags, MemOperand, MemValue};
pub use operand::{BlockId, FrameIdx, InstId, Llt, MachineOperand, Reg, RegFlags, RegMask, StrId};
pub use printer::{print_function, print_inst, print_mir};
pub use regs::{LiveIn, MachineRegisterInfo, OperandRef, RegClassOrBank, RegUses, VRegInfo};
pub use verifier::verify;

/// What the MIR parser, printer and verifier need to know about a target.
#[derive(Clone, Copy, Debug)]
pub struct MirTarget {
    pub regs: &'static RegisterInfo,
    pub instrs: &'static InstrInfo,
    /// GlobalISel register bank names as MIR writes them (`gpr`).
    pub reg_banks: &'static [&'static str],
}

/// A `.mir` file: the embedded LLVM IR (kept verbatim, without its block
/// indentation) and the machine functions.
#[derive(Clone, Debug, Default)]
pub struct MirModule {
    pub ir: Option<String>,
    pub functions: Vec<MachineFunction>,
}

/// Parses `.mir` text; errors are `FILE:LINE:COL: error:` diagnostics.
pub fn parse_mir(file: &SourceFile, target: &MirTarget) -> Result<MirModule, Diagnostic> {
    parser::parse_mir(file, target)
}
