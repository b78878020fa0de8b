//! RISC-V's answers to `TargetRegisterInfo`: the `.td` allocation orders (temporaries and
//! arguments before saved registers, as llc's), the reserved registers (zero, ra, sp, gp, tp,
//! and s0 when the function keeps a frame pointer) and the LP64 callee-saved list (ra first).

use kiln_codegen::mir::MachineFunction;
use kiln_codegen::target::register_info::{RegSet, TargetRegisterInfo};
use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};

use crate::generated::{reg, REGISTER_INFO};

/// The RISC-V register information.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvRegisterInfo;

/// Registers no allocator touches: zero, the return address (saved and restored by the
/// prologue when a call clobbers it), the stack, global and thread pointers.
const ALWAYS_RESERVED: [PhysReg; 5] = [reg::X0, reg::X1, reg::X2, reg::X3, reg::X4];

impl TargetRegisterInfo for RiscvRegisterInfo {
    fn tables(&self) -> &'static RegisterInfo {
        &REGISTER_INFO
    }

    fn allocation_order(&self, class: RegClassId, reserved: &RegSet) -> Vec<PhysReg> {
        REGISTER_INFO.class(class).alloc_order.iter().copied().filter(|&r| !reserved.contains(r)).collect()
    }

    fn reserved_regs(&self, _mf: &MachineFunction, frame_pointer: bool) -> RegSet {
        let mut set = RegSet::new(REGISTER_INFO.num_regs());
        for r in ALWAYS_RESERVED {
            set.insert_with_aliases(&REGISTER_INFO, r);
        }
        if frame_pointer {
            set.insert_with_aliases(&REGISTER_INFO, reg::X8);
        }
        set
    }

    fn callee_saved_regs(&self, _mf: &MachineFunction) -> &'static [PhysReg] {
        REGISTER_INFO.callee_saved_set("CSR_LP64").map_or(&[], |s| s.saved)
    }
}
