//! Machine code: the target-independent classes instruction selection
//! produces and later passes rewrite (functions, blocks, instructions,
//! operands, virtual registers, frame, constant pool, jump tables, bundles),
//! a machine verifier, and the `.mir` text form (parser and printer) that
//! feeds single passes in tests and reads what LLVM 14's `llc
//! -stop-after=...` prints.
//!
//! Everything is parameterised by a [`MirTarget`]: the target's static
//! register and instruction tables from `kiln_mc::desc`.
//!
//! ```
//! use kiln_codegen::mir::fuzzing::{toy_opcode as op, TOY_GPR, TOY_TARGET};
//! use kiln_codegen::mir::*;
//!
//! let mut mf = MachineFunction::new("f");
//! let entry = mf.create_block();
//! let (a, b) = (mf.regs.create_vreg(TOY_GPR), mf.regs.create_vreg(TOY_GPR));
//! mf.build(InsertPoint::End(entry), op::MOVri).def(a).imm(7);
//! let add = mf.build(InsertPoint::End(entry), op::ADDrr).def(b).use_reg(a).use_reg(a).tie(0, 1).id();
//! mf.build(InsertPoint::End(entry), op::RET).implicit_use(b);
//! assert_eq!(print_inst(&mf, &TOY_TARGET, add), "%1:gpr = ADDrr %0, %0");
//! assert_eq!(RegUses::compute(&mf).uses(a).len(), 2);
//! verify(&mf, &TOY_TARGET).unwrap();
//! let text = print_mir(&MirModule { ir: None, functions: vec![mf] }, &TOY_TARGET);
//! let again = parse_mir(&kiln_support::SourceFile::new("f.mir", text.as_str()), &TOY_TARGET).unwrap();
//! assert_eq!(print_mir(&again, &TOY_TARGET), text);
//! ```

mod body;
pub mod builder;
pub mod cfi;
mod cursor;
pub mod frame;
pub mod function;
pub mod fuzzing;
pub mod instr;
pub mod operand;
pub mod operands;
mod parser;
pub mod printer;
pub mod regs;
pub mod verifier;
pub mod yaml;

use kiln_mc::desc::{InstrInfo, RegisterInfo};
use kiln_support::{Diagnostic, SourceFile};

pub use builder::InstBuilder;
pub use cfi::CfiDirective;
pub use frame::{ConstantPoolEntry, FrameProperties, JumpTables, MachineFrameInfo, StackObject, StackObjectKind};
pub use function::{DetachedDebugValue, FunctionProperties, FunctionSpares, InsertPoint, InstIter, IrBlockRef, MachineBasicBlock, MachineFunction};
pub use instr::{InstrExtra, MIFlags, MachineInstr, MemAccess, MemFlags, MemOperand, MemOperands, MemRare, MemValue};
pub use operand::{BlockId, FrameIdx, InstId, Llt, MachineOperand, Reg, RegFlags, RegMask, StrId, TargetFlags};
pub use operands::Operands;
pub use printer::{print_function, print_inst, print_mir};
pub use regs::{DefUseCounts, ImplicitDefs, LiveIn, MachineRegisterInfo, OperandRef, RegClassOrBank, RegUses, VRegInfo};
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
