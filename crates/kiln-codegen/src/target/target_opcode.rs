//! The target-independent opcodes, LLVM's `TargetOpcode`: PHI, COPY, IMPLICIT_DEF,
//! SUBREG_TO_REG, ... with the numbers `td/GenericOpcodes.td` fixes, which are the first opcodes
//! of every target (kiln-tablegen's instruction model places them at 0, 1, 2, ...). `build.rs`
//! generates the constants from that `.td` with the `gen-instr-info` back end, so passes name a
//! pseudo as `target_opcode::COPY`: never a name lookup or a literal number. The range
//! `0..COUNT` holds every target-independent opcode: the pseudos, then GlobalISel's generic
//! `G_*` opcodes (`isPreISelOpcode` in the same `.td`), sorted by name.

use kiln_mc::desc::InstrInfo;

mod generated {
    include!(concat!(env!("OUT_DIR"), "/TargetOpcodes.rs"));
}

pub use generated::opcode::*;

/// How many target-independent opcodes there are: a target's own opcodes start here.
pub const COUNT: u32 = generated::NUM_OPCODES;

/// The descriptions of the target-independent opcodes alone (operands, flags), as every
/// target's generated table starts with them; small test targets build their tables on it.
pub use generated::INSTR_INFO;

/// Whether `opcode` is one of GlobalISel's generic opcodes (`G_ADD`, ...).
pub fn is_generic(opcode: u32) -> bool {
    INSTR_INFO.get(opcode).is_some_and(|d| d.is_pre_isel_generic())
}

/// Checks that a target's table starts with the target-independent opcodes at their numbers;
/// an error names the first one out of place.
pub fn check(instrs: &InstrInfo) -> Result<(), String> {
    for (opcode, desc) in INSTR_INFO.descs.iter().enumerate() {
        match instrs.descs.get(opcode) {
            Some(d) if d.name == desc.name => {}
            other => return Err(format!("opcode {opcode} of the target is {}, not {}", other.map_or("missing", |d| d.name), desc.name)),
        }
    }
    Ok(())
}
