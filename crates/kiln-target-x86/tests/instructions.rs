//! The generated x86-64 instruction table: so far the target-independent
//! pseudos, with fixed opcodes, operand descriptions and name lookup.

use kiln_codegen::target::target_opcode;
use kiln_mc::desc::{InstrFlags, OperandKind};
use kiln_target_x86::{opcode, INSTR_INFO, NUM_OPCODES};

#[test]
fn generic_pseudos() {
    assert_eq!(target_opcode::check(&INSTR_INFO), Ok(()));
    assert_eq!(opcode::PHI, target_opcode::PHI);
    assert_eq!(INSTR_INFO.num_opcodes(), NUM_OPCODES as usize);
    assert_eq!(INSTR_INFO.find("COPY"), Some(target_opcode::COPY));
    assert_eq!(INSTR_INFO.find("NOT_AN_OPCODE"), None);
    let insert = INSTR_INFO.desc(opcode::INSERT_SUBREG);
    assert_eq!(insert.name, "INSERT_SUBREG");
    assert_eq!(insert.num_defs, 1);
    assert_eq!(insert.tied_to(1), Some(0));
    assert_eq!(insert.operands[3].kind, OperandKind::Immediate);
    assert!(insert.has(InstrFlags::IS_PSEUDO.union(InstrFlags::IS_CODE_GEN_ONLY)));
    assert!(INSTR_INFO.desc(opcode::PHI).is_variadic());
    assert!(INSTR_INFO.desc(opcode::IMPLICIT_DEF).has(InstrFlags::IS_REMATERIALIZABLE));
}
