//! x86-64's `TargetInstrInfo`: register copies (`mov` in each width, `movaps` between XMM
//! registers, `movq`/`movd` between general and XMM registers) and spills/reloads through
//! frame-index memory operands `[FI, 1, $noreg, 0, $noreg]`, chosen by the register class's
//! spill size, the forms `llc -O0` emits (`MOV64mr %stack.0, 1, $noreg, 0, $noreg, $rax`);
//! the folding of a spill slot into an instruction (the `.td`'s `getMemoryForm` mapping:
//! `addl 8(%rsp), %eax`; a copy from or to a spilled value becomes the load or store itself);
//! and the unfolding of compares with a folded load (`cmpl $1, (%rax)` into `movl (%rax), %ecx`
//! and `cmpl $1, %ecx`), which the scheduler uses to repeat a compare.

use kiln_codegen::mir::{FrameIdx, InsertPoint, InstId, Llt, MachineFunction, MachineInstr, MachineOperand, MachineRegisterInfo, MemAccess, MemOperand, MemValue, Reg, RegFlags};
use kiln_codegen::target::instr_info::{TargetInstrInfo, UnfoldedLoad};
use kiln_codegen::target::target_opcode;
use kiln_codegen::target::value_types::Mvt;
use kiln_mc::desc::{InstrInfo, OperandKind, PhysReg, RegClassId};

use crate::generated::{get_memory_form, opcode, reg, reg_class, INSTR_INFO, REGISTER_INFO};

/// The x86-64 instruction hooks.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86InstrInfo;

/// The register file a physical register lives in, with its width in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bank {
    Gpr(u32),
    Xmm,
}

fn bank(r: PhysReg) -> Option<Bank> {
    let regs = &REGISTER_INFO;
    if regs.contains(reg_class::GR64, r) {
        Some(Bank::Gpr(64))
    } else if regs.contains(reg_class::GR32, r) {
        Some(Bank::Gpr(32))
    } else if regs.contains(reg_class::GR16, r) {
        Some(Bank::Gpr(16))
    } else if regs.contains(reg_class::GR8, r) {
        Some(Bank::Gpr(8))
    } else if regs.contains(reg_class::VR128, r) {
        Some(Bank::Xmm)
    } else {
        None
    }
}

fn name(r: PhysReg) -> String {
    REGISTER_INFO.name(r).to_ascii_lowercase()
}

/// Whether an 8-bit register can only be encoded with a REX prefix (SPL..DIL, R8B..R15B).
fn needs_rex(r: PhysReg) -> bool {
    REGISTER_INFO.desc(r).encoding >= 8 || [reg::SPL, reg::BPL, reg::SIL, reg::DIL].contains(&r)
}

/// The store and load opcodes and access width for spilling registers of `class`.
fn spill_opcodes(class: RegClassId) -> Result<(u32, u32, u32), String> {
    let desc = REGISTER_INFO.class(class);
    let first = *desc.members.first().ok_or_else(|| format!("register class {} is empty", desc.name))?;
    match (bank(first), desc.spill_size) {
        (Some(Bank::Gpr(64)), _) => Ok((opcode::MOV64mr, opcode::MOV64rm, 64)),
        (Some(Bank::Gpr(32)), _) => Ok((opcode::MOV32mr, opcode::MOV32rm, 32)),
        (Some(Bank::Gpr(16)), _) => Ok((opcode::MOV16mr, opcode::MOV16rm, 16)),
        (Some(Bank::Gpr(8)), _) => Ok((opcode::MOV8mr, opcode::MOV8rm, 8)),
        (Some(Bank::Xmm), 32) => Ok((opcode::MOVSSmr, opcode::MOVSSrm, 32)),
        (Some(Bank::Xmm), 64) => Ok((opcode::MOVSDmr, opcode::MOVSDrm, 64)),
        (Some(Bank::Xmm), 128) => Ok((opcode::MOVAPSmr, opcode::MOVAPSrm, 128)),
        // x87 values: the pre-stackifier pseudos, which the stackifier turns into fstpt/fldt.
        _ if class == reg_class::RFP80 => Ok((opcode::ST_FpP80m, opcode::LD_Fp80m, 80)),
        _ => Err(format!("no spill or reload instruction for register class {}", desc.name)),
    }
}

/// The stores and loads of [`spill_opcodes`] that are plain moves (the x87 pseudos are not:
/// they become popping stores and pushing loads, which llc calls folded).
const SPILL_MOVES: &[u32] = &[
    opcode::MOV64mr,
    opcode::MOV64rm,
    opcode::MOV32mr,
    opcode::MOV32rm,
    opcode::MOV16mr,
    opcode::MOV16rm,
    opcode::MOV8mr,
    opcode::MOV8rm,
    opcode::MOVSSmr,
    opcode::MOVSSrm,
    opcode::MOVSDmr,
    opcode::MOVSDrm,
    opcode::MOVAPSmr,
    opcode::MOVAPSrm,
];

fn stack_access(mf: &MachineFunction, access: MemAccess, slot: FrameIdx, bits: u32) -> MemOperand {
    let mut m = MemOperand::new(access, Some(Llt::scalar(bits)), MemValue::Frame(slot));
    m.align = mf.frame.object(slot).map(|o| o.alignment);
    m
}

/// The x86 memory reference to stack slot `slot`: `[FI, 1, $noreg, 0, $noreg]`.
fn slot_reference(slot: FrameIdx) -> [MachineOperand; 5] {
    [MachineOperand::FrameIndex(slot), MachineOperand::Imm(1), MachineOperand::reg_use(Reg::NONE), MachineOperand::Imm(0), MachineOperand::reg_use(Reg::NONE)]
}

/// The plain load and store of a register of `class`, when it is a general or XMM register.
fn plain_spill_opcodes(class: RegClassId) -> Option<(u32, u32, u32)> {
    spill_opcodes(class).ok().filter(|&(store, load, _)| SPILL_MOVES.contains(&store) && SPILL_MOVES.contains(&load))
}

/// Whether a copy's other operand `other` (a virtual register or a physical one) moves with
/// the same load and store as a register of a class whose plain moves are `moves`.
fn same_moves(mf: &MachineFunction, other: &MachineOperand, moves: (u32, u32, u32)) -> bool {
    let Some(r) = other.get_reg().filter(|r| !r.is_none()) else { return false };
    if other.sub_reg().0 != 0 {
        return false;
    }
    match r.as_phys() {
        Some(p) => INSTR_INFO.desc(moves.1).operands[0].reg_class.is_some_and(|c| REGISTER_INFO.contains(c, p)),
        None => mf.regs.reg_class(r).and_then(plain_spill_opcodes) == Some(moves),
    }
}

/// A compare or test reading memory: (its opcode, the register form, whether the memory
/// operand comes first (`mi`/`mr` forms) rather than after a register (`rm`), the width).
const UNFOLDABLE: &[(u32, u32, bool, u32)] = &[
    (opcode::CMP8mi, opcode::CMP8ri, true, 8),
    (opcode::CMP8mr, opcode::CMP8rr, true, 8),
    (opcode::CMP8rm, opcode::CMP8rr, false, 8),
    (opcode::CMP16mi, opcode::CMP16ri, true, 16),
    (opcode::CMP16mi8, opcode::CMP16ri8, true, 16),
    (opcode::CMP16mr, opcode::CMP16rr, true, 16),
    (opcode::CMP16rm, opcode::CMP16rr, false, 16),
    (opcode::CMP32mi, opcode::CMP32ri, true, 32),
    (opcode::CMP32mi8, opcode::CMP32ri8, true, 32),
    (opcode::CMP32mr, opcode::CMP32rr, true, 32),
    (opcode::CMP32rm, opcode::CMP32rr, false, 32),
    (opcode::CMP64mi32, opcode::CMP64ri32, true, 64),
    (opcode::CMP64mi8, opcode::CMP64ri8, true, 64),
    (opcode::CMP64mr, opcode::CMP64rr, true, 64),
    (opcode::CMP64rm, opcode::CMP64rr, false, 64),
    (opcode::TEST8mi, opcode::TEST8ri, true, 8),
    (opcode::TEST8mr, opcode::TEST8rr, true, 8),
    (opcode::TEST16mi, opcode::TEST16ri, true, 16),
    (opcode::TEST16mr, opcode::TEST16rr, true, 16),
    (opcode::TEST32mi, opcode::TEST32ri, true, 32),
    (opcode::TEST32mr, opcode::TEST32rr, true, 32),
    (opcode::TEST64mi32, opcode::TEST64ri32, true, 64),
    (opcode::TEST64mr, opcode::TEST64rr, true, 64),
];

impl TargetInstrInfo for X86InstrInfo {
    fn tables(&self) -> &'static InstrInfo {
        &INSTR_INFO
    }

    fn copy_phys_reg(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, src: PhysReg, kill: bool) -> Result<InstId, String> {
        let op = match (bank(dst), bank(src)) {
            (Some(Bank::Gpr(64)), Some(Bank::Gpr(64))) => opcode::MOV64rr,
            (Some(Bank::Gpr(32)), Some(Bank::Gpr(32))) => opcode::MOV32rr,
            (Some(Bank::Gpr(16)), Some(Bank::Gpr(16))) => opcode::MOV16rr,
            (Some(Bank::Gpr(8)), Some(Bank::Gpr(8))) => {
                let high = |r| [reg::AH, reg::BH, reg::CH, reg::DH].contains(&r);
                if (high(dst) && needs_rex(src)) || (high(src) && needs_rex(dst)) {
                    return Err(format!("cannot copy ${} to ${}: a high-byte register beside a REX-only one", name(src), name(dst)));
                }
                opcode::MOV8rr
            }
            (Some(Bank::Xmm), Some(Bank::Xmm)) => opcode::MOVAPSrr,
            (Some(Bank::Xmm), Some(Bank::Gpr(64))) => opcode::MOV64toPQIrr,
            (Some(Bank::Gpr(64)), Some(Bank::Xmm)) => opcode::MOVPQIto64rr,
            (Some(Bank::Xmm), Some(Bank::Gpr(32))) => opcode::MOVDI2PDIrr,
            (Some(Bank::Gpr(32)), Some(Bank::Xmm)) => opcode::MOVPDI2DIrr,
            _ => return Err(format!("no instruction copies ${} to ${}", name(src), name(dst))),
        };
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        Ok(mf.build(at, op).def(Reg::phys(dst)).reg(Reg::phys(src), src_flags).id())
    }

    fn store_reg_to_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, src: PhysReg, kill: bool, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        let (store, _, bits) = spill_opcodes(class)?;
        let mem = stack_access(mf, MemAccess::Store, slot, bits);
        let src_flags = if kill { RegFlags::KILL } else { RegFlags::NONE };
        let b = mf.build(at, store).frame_index(slot).imm(1).use_reg(Reg::NONE).imm(0).use_reg(Reg::NONE);
        Ok(b.reg(Reg::phys(src), src_flags).mem(mem).id())
    }

    fn load_reg_from_stack_slot(&self, mf: &mut MachineFunction, at: InsertPoint, dst: PhysReg, slot: FrameIdx, class: RegClassId) -> Result<InstId, String> {
        let (_, load, bits) = spill_opcodes(class)?;
        let mem = stack_access(mf, MemAccess::Load, slot, bits);
        let b = mf.build(at, load).def(Reg::phys(dst)).frame_index(slot).imm(1).use_reg(Reg::NONE).imm(0).use_reg(Reg::NONE);
        Ok(b.mem(mem).id())
    }

    fn fold_stack_slot(&self, mf: &MachineFunction, mi: &MachineInstr, operand: usize, slot: FrameIdx) -> Option<MachineInstr> {
        let folded_op = mi.operands.get(operand)?;
        let class = folded_op.get_reg().filter(|r| r.is_virtual()).and_then(|r| mf.regs.reg_class(r))?;
        let tied = mi.operands.iter().enumerate().any(|(k, o)| o.tied_to().is_some_and(|t| k >= operand || t >= operand));
        if folded_op.sub_reg().0 != 0 || tied || folded_op.reg_flags().contains(RegFlags::UNDEF) {
            return None;
        }
        // `slot` is the value's spill slot, as wide as its class's spills.
        let moves @ (store, load, bits) = plain_spill_opcodes(class)?;
        if mi.opcode == target_opcode::COPY {
            // A copy from a spilled value is its reload; a copy to one, its spill.
            let [dst, src] = mi.operands.as_slice() else { return None };
            let (other, access) = if operand == 1 { (dst, MemAccess::Load) } else { (src, MemAccess::Store) };
            if !same_moves(mf, other, moves) || dst.sub_reg().0 != 0 {
                return None;
            }
            let mut folded = MachineInstr::new(if operand == 1 { load } else { store });
            if operand == 1 {
                folded.operands.push(*dst);
                folded.operands.extend(slot_reference(slot));
            } else {
                folded.operands.extend(slot_reference(slot));
                folded.operands.push(*src);
            }
            folded.mem_operands.push(stack_access(mf, access, slot, bits));
            return Some(folded);
        }
        if folded_op.is_def() {
            return None;
        }
        let memory_form = get_memory_form(mi.opcode, 0)?;
        let register_desc = INSTR_INFO.desc(mi.opcode);
        let memory_desc = INSTR_INFO.desc(memory_form);
        // The memory reference takes the place of the register operand, which must be as wide
        // as the slot.
        let first_memory = memory_desc.operands.iter().position(|o| o.kind == OperandKind::Memory)?;
        let operand_class = register_desc.operands.get(operand)?.reg_class?;
        if first_memory != operand || REGISTER_INFO.class(operand_class).spill_size != REGISTER_INFO.class(class).spill_size {
            return None;
        }
        let mut folded = MachineInstr::new(memory_form);
        folded.operands.extend_from_slice(&mi.operands[..operand]);
        folded.operands.extend(slot_reference(slot));
        folded.operands.extend_from_slice(&mi.operands[operand + 1..]);
        folded.mem_operands = mi.mem_operands.clone();
        folded.mem_operands.push(stack_access(mf, MemAccess::Load, slot, bits));
        Some(folded)
    }

    fn is_stack_slot_move(&self, op: u32) -> bool {
        SPILL_MOVES.contains(&op)
    }

    fn unfold_memory_operand(&self, op: u32) -> Option<UnfoldedLoad> {
        let &(_, reg_form, mem_first, bits) = UNFOLDABLE.iter().find(|e| e.0 == op)?;
        let (load, loaded) = match bits {
            8 => (opcode::MOV8rm, Mvt::I8),
            16 => (opcode::MOV16rm, Mvt::I16),
            32 => (opcode::MOV32rm, Mvt::I32),
            _ => (opcode::MOV64rm, Mvt::I64),
        };
        Some(UnfoldedLoad { load, op: reg_form, mem_operand: if mem_first { 0 } else { 1 }, mem_operands: 5, loaded })
    }

    /// `%a = ADD64ri8/ADD64ri32 %b, imm` whose flags are dead → `%a = LEA64r %b, 1, $noreg, imm, $noreg`;
    /// `%a = ADD64rr %b, %c` → `%a = LEA64r %b, 1, %c, 0, $noreg`, `%c` narrowed to `GR64_NOSP`
    /// (an address's index register cannot be `$rsp`); `%a = SHL64ri %b, 1..3` →
    /// `%a = LEA64r $noreg, 2..8, %b, 0, $noreg`, `%b` narrowed so. The 32-bit forms
    /// likewise become `LEA32_64r` (`GR32_NOSP` indexes).
    fn convert_to_three_address(&self, mi: &MachineInstr, regs: &mut MachineRegisterInfo) -> Option<MachineInstr> {
        let [dst, src, other, flags] = mi.operands.as_slice() else { return None };
        let whole = |o: &MachineOperand| o.get_reg().is_some_and(|r| r.is_virtual()) && o.sub_reg().0 == 0 && !o.reg_flags().contains(RegFlags::UNDEF);
        if !whole(dst) || !whole(src) || !flags.reg_flags().contains(RegFlags::DEAD) {
            return None;
        }
        let wide = matches!(mi.opcode, opcode::ADD64ri8 | opcode::ADD64ri32 | opcode::ADD64rr | opcode::SHL64ri);
        let (full, nosp, lea_opcode) = match wide {
            true => (reg_class::GR64, reg_class::GR64_NOSP, opcode::LEA64r),
            false => (reg_class::GR32, reg_class::GR32_NOSP, opcode::LEA32_64r),
        };
        // An index register cannot be `$rsp`/`$esp`: narrow it to the class without it.
        let index_reg = |regs: &mut MachineRegisterInfo, index: Reg| {
            let class = regs.reg_class(index)?;
            let without_sp = REGISTER_INFO.class(nosp);
            if !REGISTER_INFO.class(class).members.iter().all(|&r| without_sp.contains(r)) {
                if class != full {
                    return None;
                }
                regs.set_reg_class(index, nosp);
            }
            Some(index)
        };
        let (base, scale, index, disp) = match (mi.opcode, *other) {
            (opcode::ADD64ri8 | opcode::ADD64ri32 | opcode::ADD32ri8 | opcode::ADD32ri, MachineOperand::Imm(disp)) => {
                (src.get_reg()?, 1, Reg::NONE, disp)
            }
            (opcode::ADD64rr | opcode::ADD32rr, o) if whole(&o) => (src.get_reg()?, 1, index_reg(regs, o.get_reg()?)?, 0),
            (opcode::SHL64ri | opcode::SHL32ri, MachineOperand::Imm(k @ 1..=3)) => (Reg::NONE, 1 << k, index_reg(regs, src.get_reg()?)?, 0),
            _ => return None,
        };
        // A 32-bit immediate is sign-extended into the 32-bit displacement either way.
        let disp = if wide { disp } else { disp as i32 as i64 };
        let mut lea = MachineInstr::new(lea_opcode);
        lea.operands.extend([
            MachineOperand::reg_def(dst.get_reg()?),
            MachineOperand::reg_use(base),
            MachineOperand::Imm(scale),
            MachineOperand::reg_use(index),
            MachineOperand::Imm(disp),
            MachineOperand::reg_use(Reg::NONE),
        ]);
        Some(lea)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_codegen::mir::{print_inst, verify, MirTarget};

    static X86: MirTarget = MirTarget { regs: &REGISTER_INFO, instrs: &INSTR_INFO, reg_banks: &[] };

    #[test]
    fn copies_spills_and_reloads() {
        let ii = X86InstrInfo;
        let mut mf = MachineFunction::new("f");
        let b = mf.create_block();
        let slot = mf.frame.create_spill_slot(8, 8, Default::default());
        let c = ii.copy_phys_reg(&mut mf, InsertPoint::End(b), reg::RCX, reg::RAX, true).unwrap();
        let s = ii.store_reg_to_stack_slot(&mut mf, InsertPoint::End(b), reg::RCX, true, slot, reg_class::GR64).unwrap();
        let l = ii.load_reg_from_stack_slot(&mut mf, InsertPoint::End(b), reg::EDX, slot, reg_class::GR32).unwrap();
        let x = ii.copy_phys_reg(&mut mf, InsertPoint::End(b), reg::XMM1, reg::XMM0, false).unwrap();
        mf.build(InsertPoint::End(b), opcode::RET64);
        assert_eq!(print_inst(&mf, &X86, c), "$rcx = MOV64rr killed $rax");
        assert_eq!(print_inst(&mf, &X86, s), "MOV64mr %stack.0, 1, $noreg, 0, $noreg, killed $rcx :: (store (s64) into %stack.0, align 8)");
        assert_eq!(print_inst(&mf, &X86, l), "$edx = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0, align 8)");
        assert_eq!(print_inst(&mf, &X86, x), "$xmm1 = MOVAPSrr $xmm0");
        verify(&mf, &X86).unwrap();
        assert!(ii.copy_phys_reg(&mut mf, InsertPoint::End(b), reg::AH, reg::SIL, false).is_err());
        assert!(ii.store_reg_to_stack_slot(&mut mf, InsertPoint::End(b), reg::EFLAGS, false, slot, reg_class::CCR).is_err());
    }

    #[test]
    fn spill_slots_fold_into_memory_forms() {
        let text = "---\nname: f\nbody: |\n  bb.0:\n    %0:gr32 = COPY $edi\n    %1:gr32 = COPY $esi\n    %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags\n    TEST32rr %2, %1, implicit-def $eflags\n    %3:gr64 = COPY $rdx\n    CMP64rr %3, %3, implicit-def $eflags\n    %4:fr64 = COPY $xmm0\n    %5:fr64 = ADDSDrr %4, %4\n    %6:gr32 = MOVZX32rr8 %2.sub_8bit\n    %7:gr64 = COPY %3\n    %8:fr64 = COPY %5\n    $eax = COPY %2\n    RET64 implicit $eax\n...\n";
        let mut mf = kiln_codegen::mir::parse_mir(&kiln_support::SourceFile::new("t.mir", text), &X86).expect("valid MIR").functions.remove(0);
        let slot = mf.frame.create_spill_slot(8, 8, Default::default());
        let b = mf.layout()[0];
        let insts: Vec<InstId> = mf.block_insts(b).collect();
        let ii = X86InstrInfo;
        let mut fold = |i: usize, operand: usize| {
            let folded = ii.fold_stack_slot(&mf, mf.inst(insts[i]), operand, slot)?;
            let id = mf.insert_new(InsertPoint::End(b), folded);
            Some(print_inst(&mf, &X86, id))
        };
        assert_eq!(fold(2, 2).unwrap(), "%2:gr32 = ADD32rm %0, %stack.0, 1, $noreg, 0, $noreg, implicit-def dead $eflags :: (load (s32) from %stack.0, align 8)");
        assert_eq!(fold(3, 0).unwrap(), "TEST32mr %stack.0, 1, $noreg, 0, $noreg, %1, implicit-def $eflags :: (load (s32) from %stack.0, align 8)");
        assert_eq!(fold(5, 1).unwrap(), "CMP64rm %3, %stack.0, 1, $noreg, 0, $noreg, implicit-def $eflags :: (load (s64) from %stack.0, align 8)");
        // A copy to a spilled value is its spill; from one, its reload.
        assert_eq!(fold(0, 0).unwrap(), "MOV32mr %stack.0, 1, $noreg, 0, $noreg, $edi :: (store (s32) into %stack.0, align 8)");
        assert_eq!(fold(11, 1).unwrap(), "$eax = MOV32rm %stack.0, 1, $noreg, 0, $noreg :: (load (s32) from %stack.0, align 8)");
        assert_eq!(fold(9, 1).unwrap(), "%7:gr64 = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0, align 8)");
        assert_eq!(fold(10, 0).unwrap(), "MOVSDmr %stack.0, 1, $noreg, 0, $noreg, %5 :: (store (s64) into %stack.0, align 8)");
        // The tied source, a physical register, a sub-register read and an instruction
        // without a memory form do not fold.
        assert_eq!(fold(2, 1), None);
        assert_eq!(fold(0, 1), None);
        assert_eq!(fold(8, 1), None);
        assert_eq!(fold(7, 1), None);
        assert_eq!(fold(12, 0), None);
        // The memory form of every mapped register form replaces one register operand by the
        // five of a memory reference.
        for op in 0..INSTR_INFO.num_opcodes() as u32 {
            if let Some(m) = get_memory_form(op, 0) {
                let (r, m) = (INSTR_INFO.desc(op), INSTR_INFO.desc(m));
                assert!(m.may_load() && !r.may_load(), "{}", r.name);
                assert_eq!(r.num_operands() + 4, m.num_operands(), "{}", r.name);
                assert_eq!((r.implicit_defs, r.implicit_uses), (m.implicit_defs, m.implicit_uses), "{}", r.name);
            }
        }
    }

    #[test]
    fn unfolded_compares_match_their_folded_forms() {
        let ii = X86InstrInfo;
        for &(folded, _, _, _) in UNFOLDABLE {
            let u = ii.unfold_memory_operand(folded).unwrap();
            let (f, r, l) = (INSTR_INFO.desc(folded), INSTR_INFO.desc(u.op), INSTR_INFO.desc(u.load));
            assert!(f.may_load() && !r.may_load() && l.may_load(), "{}", f.name);
            assert_eq!((f.num_defs, r.num_defs, l.num_defs), (0, 0, 1), "{}", f.name);
            assert_eq!(f.implicit_defs, r.implicit_defs, "{}", f.name);
            assert_eq!(f.num_operands() + 1, r.num_operands() + u.mem_operands, "{}", f.name);
            assert_eq!(l.num_operands(), 1 + u.mem_operands, "{}", f.name);
            assert_eq!(l.name, format!("MOV{}rm", u.loaded.size_bits()));
        }
        assert_eq!(ii.unfold_memory_operand(opcode::CMP32rm).unwrap().mem_operand, 1);
        assert_eq!(ii.unfold_memory_operand(opcode::ADD32rm), None);
    }
}
