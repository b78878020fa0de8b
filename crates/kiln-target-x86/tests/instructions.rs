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

/// Prolog/epilog insertion asks the frame lowering about the stack pointer only for the
/// instructions whose description implicitly defines it: every opcode that moves it (with
/// operands that leave no doubt) or is a call-frame pseudo must.
#[test]
fn instructions_moving_the_stack_pointer_define_it() {
    use kiln_codegen::mir::{InsertPoint, MachineFunction, MachineOperand};
    use kiln_codegen::target::frame_lowering::{FrameLayout, TargetFrameLowering};
    use kiln_target_x86::{frame_lowering::X86FrameLowering, reg};
    let tfl = X86FrameLowering;
    let unreserved = FrameLayout { reserved_call_frame: false, ..FrameLayout::default() };
    let reserved = FrameLayout { reserved_call_frame: true, ..FrameLayout::default() };
    let mut mf = MachineFunction::new("f");
    let b = mf.create_block();
    let mut moving = Vec::new();
    for op in 0..NUM_OPCODES {
        let mut m = mf.new_inst(op);
        for _ in 0..3 {
            m.operands.push(MachineOperand::Imm(8));
        }
        let i = mf.insert_new(InsertPoint::End(b), m);
        let moves = tfl.sp_adjustment(&mf, i, &reserved) != 0 || tfl.sp_adjustment(&mf, i, &unreserved) != 0;
        if moves || tfl.call_frame_pseudo(op).is_some() {
            moving.push(INSTR_INFO.desc(op).name);
            assert!(INSTR_INFO.desc(op).implicit_defs.contains(&reg::RSP), "{} moves the stack pointer but does not define it", INSTR_INFO.desc(op).name);
        }
    }
    moving.sort_unstable();
    assert_eq!(moving, ["ADJCALLSTACKDOWN64", "ADJCALLSTACKUP64", "POP64r", "POP64rmm", "PUSH64i32", "PUSH64i8", "PUSH64r", "PUSH64rmm"]);
}
