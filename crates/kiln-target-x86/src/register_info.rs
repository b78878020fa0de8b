//! x86-64's answers to `TargetRegisterInfo`: allocation orders (the `.td` order with the
//! caller-saved registers first and without the high-byte registers AH/BH/CH/DH, which cannot
//! be encoded beside REX-prefixed operands, as LLVM's 64-bit alternative GR8 order does), the reserved registers (stack and instruction
//! pointers, segment, flags and control registers, the x87 stack, and RBP when the function
//! keeps a frame pointer) and the System V callee-saved list.

use kiln_codegen::mir::MachineFunction;
use kiln_codegen::target::register_info::{RegSet, TargetRegisterInfo};
use kiln_mc::desc::{PhysReg, RegClassId, RegisterInfo};

use crate::generated::{reg, reg_class, REGISTER_INFO};

/// The x86-64 register information.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86RegisterInfo;

/// Registers no allocator touches, whatever the function.
const ALWAYS_RESERVED: [PhysReg; 22] = [
    reg::RSP, reg::RIP, reg::SSP, reg::EFLAGS, reg::FPSW, reg::FPCW, reg::MXCSR, reg::DF,
    reg::CS, reg::DS, reg::SS, reg::ES, reg::FS, reg::GS,
    reg::ST0, reg::ST1, reg::ST2, reg::ST3, reg::ST4, reg::ST5, reg::ST6, reg::ST7,
];

const HIGH_BYTES: [PhysReg; 4] = [reg::AH, reg::BH, reg::CH, reg::DH];

impl TargetRegisterInfo for X86RegisterInfo {
    fn tables(&self) -> &'static RegisterInfo {
        &REGISTER_INFO
    }

    fn allocation_order(&self, class: RegClassId, reserved: &RegSet) -> Vec<PhysReg> {
        let keep_high = class == reg_class::GR8_ABCD_H;
        let all = REGISTER_INFO.class(class).alloc_order;
        let usable = |r: &PhysReg| !reserved.contains(*r) && (keep_high || !HIGH_BYTES.contains(r));
        // Caller-saved registers first, as LLVM orders the classes: a callee-saved one costs a
        // save and a restore in the prologue and epilogue.
        // (A stable partition: the order within each half stays the class's.)
        let saved = overlaps_callee_saved();
        let mut order = Vec::with_capacity(all.len());
        order.extend(all.iter().filter(|r| usable(r) && !saved[r.index()]));
        order.extend(all.iter().filter(|r| usable(r) && saved[r.index()]));
        order
    }

    fn reserved_regs(&self, _mf: &MachineFunction, frame_pointer: bool) -> RegSet {
        // The two answers are built once (each allocation of a function asks).
        static SETS: std::sync::OnceLock<[RegSet; 2]> = std::sync::OnceLock::new();
        let [without_fp, with_fp] = SETS.get_or_init(|| {
            let mut set = RegSet::new(REGISTER_INFO.num_regs());
            for r in ALWAYS_RESERVED {
                set.insert_with_aliases(&REGISTER_INFO, r);
            }
            let mut with_fp = set.clone();
            with_fp.insert_with_aliases(&REGISTER_INFO, reg::RBP);
            [set, with_fp]
        });
        if frame_pointer { with_fp.clone() } else { without_fp.clone() }
    }

    fn callee_saved_regs(&self, _mf: &MachineFunction) -> &'static [PhysReg] {
        csr_64()
    }
}

/// The registers the SysV x86-64 convention's callees save.
fn csr_64() -> &'static [PhysReg] {
    REGISTER_INFO.callee_saved_set("CSR_64").map_or(&[], |s| s.saved)
}

/// The index of CSR_64 among the register tables' callee-saved sets: the register mask of a
/// System V call (C calls, `__tls_get_addr`), for SelectionDAG and GlobalISel alike (found by
/// name once).
pub(crate) fn csr_64_set() -> Result<u16, String> {
    static SET: std::sync::OnceLock<Result<u16, String>> = std::sync::OnceLock::new();
    SET.get_or_init(|| {
        REGISTER_INFO
            .callee_saved
            .iter()
            .position(|s| s.name == "CSR_64")
            .map(|k| k as u16)
            .ok_or_else(|| "internal error: the x86 register tables have no CSR_64".to_string())
    })
    .clone()
}

/// Per register (by number), whether it shares storage with a callee-saved register.
fn overlaps_callee_saved() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Box<[bool]>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| (0..REGISTER_INFO.num_regs()).map(|r| csr_64().iter().any(|&s| REGISTER_INFO.regs_overlap(s, PhysReg(r as u16)))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_and_reserved_registers() {
        let ri = X86RegisterInfo;
        let mf = MachineFunction::new("f");
        let with_fp = ri.reserved_regs(&mf, true);
        let without_fp = ri.reserved_regs(&mf, false);
        assert!(with_fp.contains(reg::SPL) && with_fp.contains(reg::EBP) && with_fp.contains(reg::RIP));
        assert!(!without_fp.contains(reg::RBP) && without_fp.contains(reg::ESP));
        let gr8 = ri.allocation_order(reg_class::GR8, &with_fp);
        assert_eq!(&gr8[..3], &[reg::AL, reg::CL, reg::DL]);
        let gr32 = ri.allocation_order(reg_class::GR32, &with_fp);
        assert_eq!(&gr32[..6], &[reg::EAX, reg::ECX, reg::EDX, reg::ESI, reg::EDI, reg::R8D]);
        assert_eq!(gr32.last(), Some(&reg::R13D));
        assert!(!gr8.contains(&reg::AH) && !gr8.contains(&reg::BPL) && !gr8.contains(&reg::SPL));
        let gr64 = ri.allocation_order(reg_class::GR64, &without_fp);
        assert!(gr64.contains(&reg::RBP) && !gr64.contains(&reg::RSP) && !gr64.contains(&reg::RIP));
        assert_eq!(ri.callee_saved_regs(&mf), &[reg::RBX, reg::R12, reg::R13, reg::R14, reg::R15, reg::RBP]);
        assert!(ri.is_allocatable(reg::R12D, &with_fp) && !ri.is_allocatable(reg::EFLAGS, &with_fp));
    }
}
