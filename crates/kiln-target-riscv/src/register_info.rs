//! RISC-V's answers to `TargetRegisterInfo`: the `.td` allocation orders (temporaries and
//! arguments before saved registers, as llc's), the reserved registers (zero, ra, sp, gp, tp,
//! s0 when the function keeps a frame pointer, t0 when its frame may outgrow 12-bit offsets,
//! see `frame_lowering`) and the callee-saved list of the ABI (ra first; LP64D adds fs0-fs11).

use kiln_codegen::mir::MachineFunction;
use kiln_codegen::target::register_info::{RegSet, TargetRegisterInfo};
use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};

use crate::generated::{reg, REGISTER_INFO};

/// The RISC-V register information for one ABI.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvRegisterInfo {
    pub abi: crate::subtarget::Abi,
}

/// Registers no allocator touches: zero, the return address (saved and restored by the
/// prologue when a call clobbers it), the stack, global and thread pointers.
const ALWAYS_RESERVED: [PhysReg; 5] = [reg::X0, reg::X1, reg::X2, reg::X3, reg::X4];

impl TargetRegisterInfo for RiscvRegisterInfo {
    fn tables(&self) -> &'static RegisterInfo {
        &REGISTER_INFO
    }

    fn allocation_order(&self, class: RegClassId, reserved: &RegSet) -> Vec<PhysReg> {
        let mut order: Vec<PhysReg> = REGISTER_INFO.class(class).alloc_order.iter().copied().filter(|&r| !reserved.contains(r)).collect();
        // Caller-saved registers first: a callee-saved one costs a save and a restore.
        let saved = self.callee_saved_regs(&MachineFunction::default());
        order.sort_by_key(|r| saved.contains(r));
        order
    }

    fn reserved_regs(&self, mf: &MachineFunction, frame_pointer: bool) -> RegSet {
        let mut set = RegSet::new(REGISTER_INFO.num_regs());
        for r in ALWAYS_RESERVED {
            set.insert_with_aliases(&REGISTER_INFO, r);
        }
        if frame_pointer {
            set.insert_with_aliases(&REGISTER_INFO, reg::X8);
        }
        if crate::frame_lowering::may_need_scratch(mf) {
            set.insert_with_aliases(&REGISTER_INFO, crate::frame_lowering::FRAME_SCRATCH);
        }
        set
    }

    fn callee_saved_regs(&self, _mf: &MachineFunction) -> &'static [PhysReg] {
        REGISTER_INFO.callee_saved_set(crate::lowering::callee_saved_name(self.abi)).map_or(&[], |s| s.saved)
    }
}
