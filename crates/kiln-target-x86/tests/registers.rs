//! The generated x86-64 register file: sub-registers and aliases of the
//! general-purpose registers, class membership and allocation order, DWARF
//! numbers, encodings, name lookups and the System V callee-saved set.

use kiln_mc::desc::PhysReg;
use kiln_target_x86::{reg, reg_class, sub_reg_idx, REGISTER_INFO as RI};

fn names(regs: &[PhysReg]) -> Vec<&'static str> {
    regs.iter().map(|&r| RI.name(r)).collect()
}

#[test]
fn eax_sub_registers_and_aliases() {
    let eax = RI.desc(reg::EAX);
    assert_eq!(eax.asm_name, "eax");
    assert_eq!(names(eax.sub_regs), ["AX"]);
    assert_eq!(names(eax.all_sub_regs), ["AH", "AL", "AX"]);
    assert_eq!(names(eax.super_regs), ["RAX"]);
    assert_eq!(names(RI.aliases(reg::EAX)), ["AH", "AL", "AX", "RAX"]);
    assert!(RI.regs_overlap(reg::AH, reg::RAX));
    assert!(!RI.regs_overlap(reg::AH, reg::AL));
    assert!(!RI.regs_overlap(reg::EAX, reg::ECX));
    assert!(RI.is_sub_register(reg::AL, reg::RAX));
    assert!(!RI.is_sub_register(reg::RAX, reg::AL));
    // Sub-register indices compose down the chain RAX > EAX > AX > AL/AH.
    assert_eq!(RI.sub_reg(reg::RAX, sub_reg_idx::sub_32bit), Some(reg::EAX));
    assert_eq!(RI.sub_reg(reg::RAX, sub_reg_idx::sub_8bit), Some(reg::AL));
    assert_eq!(RI.sub_reg(reg::RAX, sub_reg_idx::sub_8bit_hi), Some(reg::AH));
    assert_eq!(RI.sub_reg(reg::RSI, sub_reg_idx::sub_8bit), Some(reg::SIL));
    assert_eq!(RI.sub_reg(reg::RSI, sub_reg_idx::sub_8bit_hi), None);
    assert_eq!(RI.sub_reg(reg::R12, sub_reg_idx::sub_16bit), Some(reg::R12W));
    assert_eq!(RI.sub_reg_index(reg::R9, reg::R9B), Some(sub_reg_idx::sub_8bit));
}

#[test]
fn classes() {
    let gr32 = RI.class_by_name("gr32").unwrap();
    assert_eq!(gr32, reg_class::GR32);
    for r in [reg::EAX, reg::ESP, reg::R8D, reg::R15D] {
        assert!(RI.contains(gr32, r), "{}", RI.name(r));
    }
    for r in [reg::AX, reg::RAX, reg::EIP, reg::XMM0, reg::NoRegister] {
        assert!(!RI.contains(gr32, r), "{}", RI.name(r));
    }
    let order = RI.class(gr32).alloc_order;
    assert_eq!(order.len(), 16);
    assert_eq!(names(&order[..3]), ["EAX", "ECX", "EDX"]);
    assert!(RI.contains(reg_class::GR64, reg::RIP));
    assert!(!RI.contains(reg_class::GR64_NOSP, reg::RSP) && RI.contains(reg_class::GR64_NOSP, reg::RBP));
    assert_eq!(RI.class(reg_class::FR64).members.len(), 16);
    assert_eq!(RI.class(reg_class::VR128).value_types, ["v4f32", "v2f64", "v16i8", "v8i16", "v4i32", "v2i64"]);
    assert_eq!(RI.class(reg_class::RFP80).spill_size, 80);
    assert!(!RI.class(reg_class::CCR).allocatable && RI.class(reg_class::CCR).copy_cost < 0);
    for name in ["gr8", "gr16", "gr64", "fr32", "fr64", "vr128", "rfp80", "rst", "ccr", "segment_reg", "gr8_abcd_h"] {
        assert!(RI.class_by_name(name).is_some(), "{name}");
    }
}

#[test]
fn dwarf_numbers_and_encodings() {
    let dwarf = |r| RI.dwarf_number(r, 0);
    assert_eq!(dwarf(reg::RAX), Some(0));
    assert_eq!(dwarf(reg::RDX), Some(1));
    assert_eq!(dwarf(reg::RCX), Some(2));
    assert_eq!(dwarf(reg::RSP), Some(7));
    assert_eq!(dwarf(reg::R15), Some(15));
    assert_eq!(dwarf(reg::RIP), Some(16));
    assert_eq!(dwarf(reg::XMM15), Some(32));
    assert_eq!(dwarf(reg::ST0), Some(33));
    assert_eq!(dwarf(reg::EFLAGS), Some(49));
    assert_eq!(dwarf(reg::FS), Some(54));
    assert_eq!(dwarf(reg::EAX), None);
    assert_eq!(RI.desc(reg::R13D).encoding, 13);
    assert_eq!(RI.desc(reg::BH).encoding, 7);
    assert_eq!(RI.desc(reg::SPL).encoding, 4);
}

#[test]
fn lookups_and_callee_saved() {
    assert_eq!(RI.find("R10D"), Some(reg::R10D));
    assert_eq!(RI.find_by_asm_name("r10d"), Some(reg::R10D));
    assert_eq!(RI.find_by_asm_name("st(3)"), Some(reg::ST3));
    assert_eq!(RI.find("EAXX"), None);
    let csr = RI.callee_saved_set("CSR_64").unwrap();
    assert_eq!(names(csr.saved), ["RBX", "R12", "R13", "R14", "R15", "RBP"]);
    for r in [reg::RBX, reg::EBX, reg::BL, reg::BH, reg::R12B, reg::BPL] {
        assert!(csr.preserves(r), "{}", RI.name(r));
    }
    for r in [reg::RAX, reg::EDI, reg::R11, reg::XMM0] {
        assert!(!csr.preserves(r), "{}", RI.name(r));
    }
}
