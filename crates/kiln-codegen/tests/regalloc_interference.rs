//! Interference cases built by hand, allocated by every allocator of `RegAllocKind::ALL` and
//! proved by the checker: high pressure, calls clobbering registers, the fixed registers of
//! division and shifts, tied operands, sub-register classes, a value split around the region
//! where its register is free. Each case also states what the
//! allocation must look like (a value live across a call sits in a callee-saved register or
//! is reloaded after it; nothing live across `idivl` is in `$eax`/`$edx`; ...), and the checker
//! itself is shown to reject allocations broken on purpose.

use kiln_codegen::mir::{parse_mir, print_mir, BlockId, InstId, MirModule, MachineFunction, MachineOperand, Reg};
use kiln_codegen::regalloc::edits::{Edit, EditKind};
use kiln_codegen::regalloc::{checker, RegAllocKind};
use kiln_codegen::target::register_info::TargetRegisterInfo;
use kiln_mc::desc::PhysReg;
use kiln_support::SourceFile;
use kiln_target_x86::machine::MIR_TARGET;
use kiln_target_x86::regalloc_fuzzing::allocate;
use kiln_target_x86::register_info::X86RegisterInfo;

fn function(text: &str) -> MachineFunction {
    let module = parse_mir(&SourceFile::new("case.mir", text), &MIR_TARGET).unwrap_or_else(|e| panic!("{e}"));
    module.functions.into_iter().next().unwrap()
}

/// Allocates `text` with every allocator; hands each result and its edits to `inspect`.
fn every_allocator(text: &str, mut inspect: impl FnMut(RegAllocKind, &MachineFunction, &[Edit])) {
    for &kind in RegAllocKind::ALL {
        let mut mf = function(text);
        let edits = allocate(&mut mf, kind).unwrap_or_else(|e| panic!("-regalloc={kind:?}: {e}"));
        inspect(kind, &mf, &edits);
    }
}

/// The body of `mf` as `.mir` text, for failure messages.
fn show(mf: &MachineFunction) -> String {
    let text = print_mir(&MirModule { ir: None, functions: vec![mf.clone()] }, &MIR_TARGET);
    text[text.find("body:").unwrap_or(0)..].to_string()
}

fn reg(name: &str) -> PhysReg {
    MIR_TARGET.regs.find(name).unwrap_or_else(|| panic!("no register {name}"))
}

/// The physical registers instruction `i` reads (explicit uses).
fn reads(mf: &MachineFunction, i: InstId) -> Vec<PhysReg> {
    mf.inst(i).operands.iter().filter(|o| o.is_use()).filter_map(MachineOperand::get_reg).filter_map(Reg::as_phys).collect()
}

/// The instructions with opcode `name`, in layout order.
fn find(mf: &MachineFunction, name: &str) -> Vec<InstId> {
    let op = MIR_TARGET.instrs.find(name).unwrap();
    mf.layout().iter().flat_map(|&b| mf.block_insts(b).collect::<Vec<_>>()).filter(|&i| mf.inst(i).opcode == op).collect()
}

const PRESSURE: &str = r#"---
name:            pressure
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $rdi

    %0:gr64 = COPY $rdi
    %1:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg
    %2:gr32 = MOV32rm %0, 1, $noreg, 4, $noreg
    %3:gr32 = MOV32rm %0, 1, $noreg, 8, $noreg
    %4:gr32 = MOV32rm %0, 1, $noreg, 12, $noreg
    %5:gr32 = MOV32rm %0, 1, $noreg, 16, $noreg
    %6:gr32 = MOV32rm %0, 1, $noreg, 20, $noreg
    %7:gr32 = MOV32rm %0, 1, $noreg, 24, $noreg
    %8:gr32 = MOV32rm %0, 1, $noreg, 28, $noreg
    %9:gr32 = MOV32rm %0, 1, $noreg, 32, $noreg
    %10:gr32 = MOV32rm %0, 1, $noreg, 36, $noreg
    %11:gr32 = MOV32rm %0, 1, $noreg, 40, $noreg
    %12:gr32 = MOV32rm %0, 1, $noreg, 44, $noreg
    %13:gr32 = MOV32rm %0, 1, $noreg, 48, $noreg
    %14:gr32 = MOV32rm %0, 1, $noreg, 52, $noreg
    %15:gr32 = MOV32rm %0, 1, $noreg, 56, $noreg
    %16:gr32 = MOV32rm %0, 1, $noreg, 60, $noreg
    %17:gr32 = MOV32rm %0, 1, $noreg, 64, $noreg
    MOV32mr %0, 1, $noreg, 0, $noreg, %17
    MOV32mr %0, 1, $noreg, 4, $noreg, %16
    MOV32mr %0, 1, $noreg, 8, $noreg, %15
    MOV32mr %0, 1, $noreg, 12, $noreg, %14
    MOV32mr %0, 1, $noreg, 16, $noreg, %13
    MOV32mr %0, 1, $noreg, 20, $noreg, %12
    MOV32mr %0, 1, $noreg, 24, $noreg, %11
    MOV32mr %0, 1, $noreg, 28, $noreg, %10
    MOV32mr %0, 1, $noreg, 32, $noreg, %9
    MOV32mr %0, 1, $noreg, 36, $noreg, %8
    MOV32mr %0, 1, $noreg, 40, $noreg, %7
    MOV32mr %0, 1, $noreg, 44, $noreg, %6
    MOV32mr %0, 1, $noreg, 48, $noreg, %5
    MOV32mr %0, 1, $noreg, 52, $noreg, %4
    MOV32mr %0, 1, $noreg, 56, $noreg, %3
    MOV32mr %0, 1, $noreg, 60, $noreg, %2
    MOV32mr %0, 1, $noreg, 64, $noreg, %1
    RET64
...
"#;

#[test]
fn high_pressure_spills_and_reloads() {
    // Seventeen 32-bit values and the pointer live at once; fifteen registers (no $rsp, and
    // $rbp keeps the frame): some values must go to the stack and come back.
    every_allocator(PRESSURE, |kind, _, edits| {
        let spills = edits.iter().filter(|e| matches!(e.kind, EditKind::Spill { .. })).count();
        let reloads = edits.iter().filter(|e| matches!(e.kind, EditKind::Reload { .. })).count();
        assert!(spills >= 3 && reloads >= 3, "-regalloc={kind:?}: {spills} spills, {reloads} reloads");
    });
}

#[test]
fn region_splitting_keeps_a_value_where_its_register_is_free() {
    // kiln/tests/lit/llc/regalloc-greedy-region-split.mir: %1 loses the callee-saved registers to six
    // heavier values live across the two calls of bb.3, and the calls clobber the others
    // there. Greedy keeps it in a caller-saved register through the diamond before them, so
    // neither bb.1 nor bb.2 reloads it (splitting block by block reloaded in each); every
    // allocator's result passes the checker.
    let text = include_str!("../../kiln/tests/lit/llc/regalloc-greedy-region-split.mir");
    every_allocator(text, |kind, mf, edits| {
        let reloads_in = |b: u32| edits.iter().filter(|e| matches!(e.kind, EditKind::Reload { .. }) && mf.inst(e.inst).parent() == BlockId(b)).count();
        let reloads = edits.iter().filter(|e| matches!(e.kind, EditKind::Reload { .. } | EditKind::Fold { .. })).count();
        if kind == RegAllocKind::Greedy {
            assert_eq!((reloads_in(1), reloads_in(2)), (0, 0), "{}", show(mf));
            assert!(reloads_in(3) >= 1, "{}", show(mf));
            assert!(reloads <= 8, "{reloads} reloads and folds\n{}", show(mf));
        }
    });
}

/// Seventeen values loaded from `$rdi` at once, then summed, each read once as the second
/// source of an addition.
fn sums() -> String {
    let mut body = String::from("    %0:gr64 = COPY $rdi\n");
    for v in 1..=17 {
        body += &format!("    %{v}:gr32 = MOV32rm %0, 1, $noreg, {}, $noreg\n", 4 * (v - 1));
    }
    for (k, v) in (1..=16).rev().enumerate() {
        let acc = if k == 0 { 17 } else { 17 + k };
        body += &format!("    %{}:gr32 = ADD32rr %{acc}, %{v}, implicit-def dead $eflags\n", 18 + k);
    }
    format!("---\nname: sums\ntracksRegLiveness: true\nbody: |\n  bb.0:\n    liveins: $rdi\n\n{body}    $eax = COPY %33\n    RET64 implicit $eax\n...\n")
}

/// The program's instructions that read a spill slot in place of a register, with their edits.
fn folds(edits: &[Edit]) -> Vec<(InstId, u8, kiln_codegen::mir::FrameIdx)> {
    edits.iter().filter_map(|e| if let EditKind::Fold { operand, slot } = e.kind { Some((e.inst, operand, slot)) } else { None }).collect()
}

#[test]
fn spilled_sources_fold_into_the_additions() {
    // Seventeen values loaded at once and then summed: the interval allocators read the
    // spilled ones straight from their slots (`addl 8(%rsp), %eax`), with no reload.
    every_allocator(&sums(), |kind, mf, edits| {
        if kind == RegAllocKind::Fast {
            return;
        }
        let folded = folds(edits);
        assert!(!folded.is_empty(), "-regalloc={kind:?}: no fold\n{}", show(mf));
        for (i, operand, _) in folded {
            assert_eq!(MIR_TARGET.instrs.name(mf.inst(i).opcode), "ADD32rm", "-regalloc={kind:?}");
            assert_eq!(operand, 2);
        }
    });
}

#[test]
fn the_checker_rejects_broken_folds() {
    let before = function(&sums());
    let mut after = function(&sums());
    let target = kiln_codegen::regalloc::Target { tri: &X86RegisterInfo, tii: &kiln_target_x86::instr_info::X86InstrInfo, stack: None, frame_pointer: true };
    let edits = kiln_codegen::regalloc::run(RegAllocKind::Greedy, &mut after, &target, &mut Default::default(), false).unwrap();
    let reserved = X86RegisterInfo.reserved_regs(&before, true);
    let check = |after: &MachineFunction, edits: &[Edit]| checker::check(&before, after, edits, MIR_TARGET.regs, &kiln_target_x86::instr_info::X86InstrInfo, &reserved);
    check(&after, &edits).unwrap();
    let folded = folds(&edits);
    let spill_slots: Vec<_> = edits.iter().filter_map(|e| if let EditKind::Spill { slot, .. } = e.kind { Some(slot) } else { None }).collect();
    let (i, operand, slot) = folded[0];
    let other = *spill_slots.iter().find(|&&s| s != slot).expect("two spill slots");
    let at = operand as usize;
    // 1. The folded addition reads another spill slot than its edit says.
    let mut wrong = after.clone();
    wrong.inst_mut(i).operands[at] = MachineOperand::FrameIndex(other);
    let e = check(&wrong, &edits).unwrap_err();
    assert!(e.contains("not the target's fold"), "{e}");
    // 2. Instruction and edit agree on the other slot, which holds another value.
    let mut wrong_edits = edits.clone();
    for e in wrong_edits.iter_mut().filter(|e| e.inst == i) {
        e.kind = EditKind::Fold { operand, slot: other };
    }
    let e = check(&wrong, &wrong_edits).unwrap_err();
    assert!(e.contains("does not hold"), "{e}");
    // 3. A fold the edit list leaves out, and a fold claimed for an unfolded instruction.
    let without: Vec<Edit> = edits.iter().copied().filter(|e| e.inst != i).collect();
    assert!(check(&after, &without).is_err());
    let plain = find(&after, "ADD32rr")[0];
    let mut claimed = edits.clone();
    claimed.push(Edit { inst: plain, kind: EditKind::Fold { operand, slot } });
    assert!(check(&after, &claimed).unwrap_err().contains("not the target's fold"));
}

const ACROSS_CALL: &str = r#"---
name:            across_call
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $edi, $esi

    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
    %3:fr64 = CVTSI2SDrr %2
    ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit-def $ssp, implicit $rsp, implicit $ssp
    $edi = COPY %0
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $ssp, implicit $edi, implicit-def $eax
    ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit-def $ssp, implicit $rsp, implicit $ssp
    %4:gr32 = COPY $eax
    %5:gr32 = CVTTSD2SIrr %3
    %6:gr32 = ADD32rr %4, %2, implicit-def dead $eflags
    %7:gr32 = ADD32rr %6, %5, implicit-def dead $eflags
    $eax = COPY %7
    RET64 implicit $eax
...
"#;

#[test]
fn calls_clobber_the_caller_saved_registers() {
    // %2 (gr32) and %3 (fr64, whose every register the call clobbers) live across the call:
    // after it each is read from a callee-saved register or from a reload.
    let saved: Vec<PhysReg> = ["EBX", "EBP", "R12D", "R13D", "R14D", "R15D"].map(reg).to_vec();
    every_allocator(ACROSS_CALL, |kind, mf, edits| {
        let reloaded: Vec<PhysReg> = edits.iter().filter_map(|e| if let EditKind::Reload { to, .. } = e.kind { Some(to) } else { None }).collect();
        let ok = |p: PhysReg| saved.iter().any(|&s| MIR_TARGET.regs.regs_overlap(s, p)) || reloaded.iter().any(|&r| MIR_TARGET.regs.regs_overlap(r, p));
        let adds = find(mf, "ADD32rr");
        let cvt = find(mf, "CVTTSD2SIrr");
        assert!(reads(mf, cvt[0]).into_iter().all(ok), "-regalloc={kind:?}: %3 read after the call from a clobbered register");
        assert!(reads(mf, adds[1]).into_iter().any(ok), "-regalloc={kind:?}: %2 read after the call from a clobbered register");
    });
}

const DIVIDE_AND_SHIFT: &str = r#"---
name:            divshift
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $edi, $esi, $edx

    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = COPY $edx
    %3:gr32 = MOV32ri 1000
    $eax = COPY %0
    CDQ implicit-def $eax, implicit-def $edx, implicit $eax
    IDIV32r %1, implicit-def $eax, implicit-def $edx, implicit-def dead $eflags, implicit $eax, implicit $edx
    %4:gr32 = COPY $eax
    %5:gr32 = COPY $edx
    $cl = COPY %2.sub_8bit
    %6:gr32 = SHL32rCL %4, implicit-def dead $eflags, implicit $cl
    %7:gr32 = ADD32rr %6, %5, implicit-def dead $eflags
    %8:gr32 = ADD32rr %7, %3, implicit-def dead $eflags
    %9:gr32 = ADD32rr %8, %0, implicit-def dead $eflags
    %10:gr32 = ADD32rr %9, %1, implicit-def dead $eflags
    $eax = COPY %10
    RET64 implicit $eax
...
"#;

#[test]
fn division_and_shift_registers_are_fixed() {
    // %0, %1 and %3 live across `idivl` (which writes $eax and $edx) and the shift (which
    // reads $cl, written just before it): none may be in those registers there.
    let fixed: Vec<PhysReg> = ["EAX", "EDX", "ECX"].map(reg).to_vec();
    every_allocator(DIVIDE_AND_SHIFT, |kind, mf, edits| {
        let adds = find(mf, "ADD32rr");
        let remat_or_reload = edits.iter().any(|e| !matches!(e.kind, EditKind::Spill { .. } | EditKind::Delete));
        for &i in &adds[1..] {
            let clash = reads(mf, i).into_iter().filter(|&p| fixed.iter().any(|&f| MIR_TARGET.regs.regs_overlap(f, p))).count();
            // The second operand (a value from before the division) is in a fixed register only
            // when it was brought back after the shift.
            assert!(clash <= 1 || remat_or_reload, "-regalloc={kind:?}: values from before the division read from $eax/$edx/$ecx");
        }
        // The divisor is not in $eax or $edx.
        let div = find(mf, "IDIV32r")[0];
        let divisor = mf.inst(div).operands[0].get_reg().and_then(Reg::as_phys).unwrap();
        assert!(!MIR_TARGET.regs.regs_overlap(divisor, reg("EAX")) && !MIR_TARGET.regs.regs_overlap(divisor, reg("EDX")), "-regalloc={kind:?}: the divisor in $eax or $edx\n{}", show(mf));
    });
}

const TIED: &str = r#"---
name:            tied
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $edi, $esi

    %0:gr32 = COPY $edi
    %1:gr32 = COPY $esi
    %2:gr32 = ADD32rr %0, %1, implicit-def dead $eflags
    %3:gr32 = SUB32rr %0, %2, implicit-def dead $eflags
    %4:gr32 = IMUL32rr %2, %3, implicit-def dead $eflags
    %5:gr32 = ADD32rr %4, %0, implicit-def dead $eflags
    %6:gr32 = XOR32rr %5, %1, implicit-def dead $eflags
    $eax = COPY %6
    RET64 implicit $eax
...
"#;

#[test]
fn tied_operands_share_a_register() {
    // Two-address lowering copies a tied source that stays live (%0 into SUB32rr); after
    // allocation every tied pair is one register.
    every_allocator(TIED, |kind, mf, _| {
        for name in ["ADD32rr", "SUB32rr", "IMUL32rr", "XOR32rr"] {
            for i in find(mf, name) {
                let ops = &mf.inst(i).operands;
                assert_eq!(ops[0].get_reg(), ops[1].get_reg(), "-regalloc={kind:?}: {name} tied operands differ");
            }
        }
    });
}

const SUB_REGISTERS: &str = r#"---
name:            subregs
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $edi, $rsi

    %0:gr32_abcd = COPY $edi
    %1:gr64 = COPY $rsi
    %2:gr8_abcd_h = COPY %0.sub_8bit_hi
    %3:gr8 = COPY %2
    %4:gr32 = MOVZX32rr8 %3
    %5:gr8 = COPY %1.sub_8bit
    %6:gr8 = ADD8rr %5, %3, implicit-def dead $eflags
    %7:gr64 = INSERT_SUBREG %1, %6, %subreg.sub_8bit
    %8:gr32 = COPY %7.sub_32bit
    %9:gr32 = ADD32rr %8, %4, implicit-def dead $eflags
    %10:gr32 = ADD32rr %9, %0, implicit-def dead $eflags
    $eax = COPY %10
    RET64 implicit $eax
...
"#;

#[test]
fn sub_register_classes_are_respected() {
    // %0 must be one of eax/ebx/ecx/edx (it has a high byte), and its high byte is read.
    every_allocator(SUB_REGISTERS, |kind, mf, _| {
        let abcd = MIR_TARGET.regs.class_by_name("gr32_abcd").unwrap();
        let last = *find(mf, "ADD32rr").last().unwrap();
        let x = reads(mf, last)[1];
        assert!(MIR_TARGET.regs.contains(abcd, x) || !MIR_TARGET.regs.contains(MIR_TARGET.regs.class_by_name("gr32").unwrap(), x), "-regalloc={kind:?}: %0 in ${x:?}, outside gr32_abcd");
    });
}

#[test]
fn the_checker_rejects_broken_allocations() {
    // Allocate with basic without the checker, then break the result three ways.
    let prepare = || {
        let mut mf = function(DIVIDE_AND_SHIFT);
        kiln_codegen::passes::two_address::run(&mut mf, MIR_TARGET.instrs).unwrap();
        mf
    };
    let before = prepare();
    let mut after = prepare();
    let target = kiln_codegen::regalloc::Target { tri: &X86RegisterInfo, tii: &kiln_target_x86::instr_info::X86InstrInfo, stack: None, frame_pointer: true };
    let edits = kiln_codegen::regalloc::run(RegAllocKind::Basic, &mut after, &target, &mut Default::default(), false).unwrap();
    let reserved = X86RegisterInfo.reserved_regs(&before, true);
    let check = |after: &MachineFunction, edits: &[Edit]| checker::check(&before, after, edits, MIR_TARGET.regs, &kiln_target_x86::instr_info::X86InstrInfo, &reserved);
    check(&after, &edits).unwrap();
    // 1. The last addition reads %1 from another register.
    let mut wrong = after.clone();
    let last = *find(&wrong, "ADD32rr").last().unwrap();
    let MachineOperand::Reg { reg: r, .. } = wrong.inst(last).operands[2] else { panic!() };
    let other = if r == Reg::phys(reg("R9D")) { reg("R10D") } else { reg("R9D") };
    wrong.inst_mut(last).operands[2].set_reg(Reg::phys(other));
    let e = check(&wrong, &edits).unwrap_err();
    assert!(e.contains("does not hold %1"), "{e}");
    // 2. The divisor is read from $eax, which holds the dividend.
    let mut wrong = after.clone();
    let div = find(&wrong, "IDIV32r")[0];
    wrong.inst_mut(div).operands[0].set_reg(Reg::phys(reg("EAX")));
    assert!(check(&wrong, &edits).unwrap_err().contains("does not hold %1"));
    // 3. An edit list that leaves out an inserted instruction (or, with none inserted, one
    //    that claims a spill the code does not have).
    match edits.split_first() {
        Some((_, rest)) => assert!(check(&after, rest).is_err()),
        None => assert!(check(&after, &[Edit { inst: last, kind: EditKind::Delete }]).is_err()),
    }
}
