//! Fuzz logic for the `.mir` reader: [`check`] parses arbitrary bytes and,
//! when they parse, prints, parses the print and prints again, requiring the
//! two prints to be equal; the verifier also runs and must not panic, and on
//! what it accepts GlobalISel's legalizer runs (the document's rules) and must
//! leave a function it accepts again.
//!
//! [`TOY_TARGET`] is a small self-contained register file and instruction set
//! (so this crate needs no real target to test itself) that the fuzz `#[test]`
//! and the unit tests of the parser, printer and verifier use.

use kiln_mc::desc::{
    CalleeSavedSet, InstrDesc, InstrFlags, InstrInfo, OperandInfo, OperandKind, PhysReg, RegClassId, RegisterClassDesc, RegisterDesc, RegisterInfo,
    SubRegIndexDesc,
};
use kiln_support::SourceFile;

use super::{parse_mir, print_mir, verify, MirTarget};
use crate::target::target_opcode;

/// Parses `input` with [`TOY_TARGET`]; if it parses, print ∘ parse must be a fixed point.
pub fn check(input: &[u8]) {
    check_target(&TOY_TARGET, input);
}

/// [`check`] for any target.
pub fn check_target(target: &MirTarget, input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else { return };
    let file = SourceFile::new("fuzz.mir", text);
    let Ok(module) = parse_mir(&file, target) else { return };
    for mf in &module.functions {
        if verify(mf, target).is_ok() {
            check_legalizer(mf, target);
        }
    }
    let first = print_mir(&module, target);
    let again = parse_mir(&SourceFile::new("print.mir", first.clone()), target).unwrap_or_else(|e| panic!("kiln's print does not parse back: {e}\n{first}"));
    let second = print_mir(&again, target);
    assert_eq!(first, second, "printing the re-parsed MIR gives different text");
}

/// The legalizer, with the Legalizer document's rules, on a function the verifier accepts: it
/// ends with an error or with a function the verifier still accepts, never a panic or a hang.
fn check_legalizer(mf: &super::MachineFunction, target: &MirTarget) {
    let info = crate::gisel::document_rules::document_example_rules();
    let mut legalized = mf.clone();
    let hooks = crate::gisel::legalizer::LegalizerTarget { info: &info, custom: None, libcalls: None, mir: target, keep_phis: false, verify: true };
    if crate::gisel::legalizer::legalize(&mut legalized, &hooks, None).is_ok() {
        if let Err(e) = verify(&legalized, target) {
            let mut text = String::new();
            super::print_function(&mut text, &legalized, target);
            panic!("the legalized function does not verify: {e:?}\n{text}");
        }
    }
}

const fn reg(name: &'static str, asm_name: &'static str) -> RegisterDesc {
    RegisterDesc {
        name,
        asm_name,
        sub_regs: &[],
        sub_reg_indices: &[],
        indexed_sub_regs: &[],
        all_sub_regs: &[],
        super_regs: &[],
        aliases: &[],
        units: &[],
        dwarf_numbers: &[],
        cost_per_use: 0,
        encoding: 0,
    }
}

static TOY_REGS: [RegisterDesc; 7] =
    [reg("NoRegister", ""), reg("R0", "r0"), reg("R1", "r1"), reg("R2", "r2"), reg("R3", "r3"), reg("SP", "sp"), reg("FLAGS", "flags")];

/// The toy target's class numbers.
pub const TOY_GPR: RegClassId = RegClassId(0);
pub const TOY_CCR: RegClassId = RegClassId(1);
pub const TOY_R0: PhysReg = PhysReg(1);
pub const TOY_FLAGS: PhysReg = PhysReg(6);

static TOY_CLASSES: [RegisterClassDesc; 2] = [
    RegisterClassDesc {
        name: "gpr",
        members: &[PhysReg(1), PhysReg(2), PhysReg(3), PhysReg(4), PhysReg(5)],
        member_bits: &[0b11_1110],
        alloc_order: &[PhysReg(1), PhysReg(2), PhysReg(3), PhysReg(4)],
        value_types: &["i32"],
        spill_size: 32,
        spill_align: 32,
        copy_cost: 1,
        allocatable: true,
    },
    RegisterClassDesc {
        name: "ccr",
        members: &[PhysReg(6)],
        member_bits: &[0b100_0000],
        alloc_order: &[],
        value_types: &["i32"],
        spill_size: 32,
        spill_align: 32,
        copy_cost: -1,
        allocatable: false,
    },
];

static TOY_REGISTER_INFO: RegisterInfo = RegisterInfo {
    registers: &TOY_REGS,
    sub_reg_indices: &[SubRegIndexDesc { name: "", size: 0, offset: 0 }, SubRegIndexDesc { name: "sub_lo", size: 16, offset: 0 }],
    classes: &TOY_CLASSES,
    callee_saved: &[CalleeSavedSet { name: "CSR", saved: &[PhysReg(4)], preserved_bits: &[1 << 4] }],
    by_name: &[PhysReg(6), PhysReg(1), PhysReg(2), PhysReg(3), PhysReg(4), PhysReg(5)],
    by_asm_name: &[PhysReg(6), PhysReg(1), PhysReg(2), PhysReg(3), PhysReg(4), PhysReg(5)],
    classes_by_name: &[RegClassId(1), RegClassId(0)],
};

const fn operand(kind: OperandKind, reg_class: Option<RegClassId>, tied_to: Option<u8>) -> OperandInfo {
    OperandInfo { kind, reg_class, generic_type: None, tied_to, early_clobber: false }
}

const GPR: OperandInfo = operand(OperandKind::Register, Some(RegClassId(0)), None);
const IMM: OperandInfo = operand(OperandKind::Immediate, None, None);
const TARGET: OperandInfo = operand(OperandKind::PcRel, None, None);

const fn instr(name: &'static str, num_defs: u8, operands: &'static [OperandInfo], flags: InstrFlags) -> InstrDesc {
    InstrDesc { name, asm_string: "", num_defs, operands, implicit_defs: &[], implicit_uses: &[], flags, size: 0, ts_flags: 0 }
}

/// Opcodes of the toy target (named like the descriptions, as MIR writes them): the
/// target-independent ones (GlobalISel's `G_*` among them), then the toy's own.
#[allow(non_upper_case_globals)]
pub mod toy_opcode {
    pub use crate::target::target_opcode::*;
    pub const ADDrr: u32 = COUNT;
    pub const MOVri: u32 = COUNT + 1;
    pub const LOADrm: u32 = COUNT + 2;
    pub const JCC: u32 = COUNT + 3;
    pub const JMP: u32 = COUNT + 4;
    pub const RET: u32 = COUNT + 5;
    pub const CALL: u32 = COUNT + 6;
}

const TERM_BRANCH: InstrFlags = InstrFlags::IS_TERMINATOR.union(InstrFlags::IS_BRANCH);
const TOY_OWN: [InstrDesc; 7] = [
    InstrDesc {
        implicit_defs: &[PhysReg(6)],
        ..instr("ADDrr", 1, &[GPR, operand(OperandKind::Register, Some(RegClassId(0)), Some(0)), GPR], InstrFlags::IS_COMMUTABLE)
    },
    instr("MOVri", 1, &[GPR, IMM], InstrFlags::IS_MOVE_IMM),
    instr("LOADrm", 1, &[GPR, operand(OperandKind::Memory, Some(RegClassId(0)), None), operand(OperandKind::Memory, None, None)], InstrFlags::MAY_LOAD),
    InstrDesc { implicit_uses: &[PhysReg(6)], ..instr("JCC", 0, &[TARGET, IMM], TERM_BRANCH) },
    instr("JMP", 0, &[TARGET], TERM_BRANCH.union(InstrFlags::IS_BARRIER)),
    instr("RET", 0, &[], InstrFlags::IS_TERMINATOR.union(InstrFlags::IS_RETURN).union(InstrFlags::IS_BARRIER).union(InstrFlags::VARIADIC)),
    instr("CALL", 0, &[TARGET], InstrFlags::IS_CALL.union(InstrFlags::VARIADIC)),
];
const NUM_TOY_OPCODES: usize = target_opcode::COUNT as usize + TOY_OWN.len();

/// The target-independent descriptions followed by the toy's own, as a generated table is laid out.
const TOY_DESCS: [InstrDesc; NUM_TOY_OPCODES] = {
    let generic = target_opcode::INSTR_INFO.descs;
    let mut out = [TOY_OWN[0]; NUM_TOY_OPCODES];
    let mut k = 0;
    while k < NUM_TOY_OPCODES {
        out[k] = if k < generic.len() { generic[k] } else { TOY_OWN[k - generic.len()] };
        k += 1;
    }
    out
};

const fn name_less(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut k = 0;
    while k < a.len() && k < b.len() {
        if a[k] != b[k] {
            return a[k] < b[k];
        }
        k += 1;
    }
    a.len() < b.len()
}

/// The opcodes sorted by name (insertion sort, at compile time).
const TOY_BY_NAME: [u32; NUM_TOY_OPCODES] = {
    let mut order = [0u32; NUM_TOY_OPCODES];
    let mut k = 0;
    while k < NUM_TOY_OPCODES {
        let mut j = k;
        while j > 0 && name_less(TOY_DESCS[k].name, TOY_DESCS[order[j - 1] as usize].name) {
            order[j] = order[j - 1];
            j -= 1;
        }
        order[j] = k as u32;
        k += 1;
    }
    order
};

static TOY_DESC_TABLE: [InstrDesc; NUM_TOY_OPCODES] = TOY_DESCS;
static TOY_NAME_INDEX: [u32; NUM_TOY_OPCODES] = TOY_BY_NAME;
static TOY_INSTR_INFO: InstrInfo = InstrInfo { descs: &TOY_DESC_TABLE, by_name: &TOY_NAME_INDEX };

/// A small target: registers `$r0`-`$r3`, `$sp`, `$flags`; classes `gpr` and
/// `ccr`; sub-register index `sub_lo`; register mask `csr`; bank `gprb`;
/// opcodes in [`toy_opcode`].
pub static TOY_TARGET: MirTarget = MirTarget { regs: &TOY_REGISTER_INFO, instrs: &TOY_INSTR_INFO, reg_banks: &["gprb"] };

/// A function exercising most of the syntax, valid for [`TOY_TARGET`].
pub const TOY_SEED: &str = r#"--- |
  ; ModuleID = 'toy'
  define i32 @f(i32 %a) {
  entry:
    ret i32 %a
  }
...
---
name:            f
alignment:       16
tracksRegLiveness: true
registers:
  - { id: 0, class: gpr, preferred-register: '' }
  - { id: 1, class: gpr, preferred-register: '$r1' }
  - { id: 2, class: gpr, preferred-register: '' }
  - { id: 3, class: _, preferred-register: '' }
  - { id: 4, class: gprb, preferred-register: '' }
liveins:
  - { reg: '$r0', virtual-reg: '%0' }
frameInfo:
  maxAlignment:    4
  hasCalls:        true
fixedStack:
  - { id: 0, type: default, offset: 8, size: 4, alignment: 8, stack-id: default,
      isImmutable: true, isAliased: false, callee-saved-register: '', callee-saved-restored: true,
      debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
stack:
  - { id: 0, name: x, type: default, offset: 0, size: 4, alignment: 4, stack-id: default,
      callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '',
      debug-info-expression: '', debug-info-location: '' }
callSites:       []
constants:
  - id:              0
    value:           'double 1.000000e+00'
    alignment:       8
    isTargetSpecific: false
machineFunctionInfo: {}
jumpTable:
  kind:            block-address
  entries:
    - id:              0
      blocks:          [ '%bb.1', '%bb.2' ]
body:             |
  bb.0.entry:
    successors: %bb.1(0x40000000), %bb.2(0x40000000)
    liveins: $r0

    %0:gpr = COPY $r0
    %1:gpr = MOVri -7
    %2:gpr = ADDrr %0, killed %1, implicit-def dead $flags
    %5:gpr = LOADrm %stack.0.x, 4 :: (load (s32) from %ir.a + 4, align 4)
    %6:gpr = LOADrm $sp, 0 :: (volatile dereferenceable load store monotonic (<2 x s16>) on `i32* @g`, !tbaa !3)
    frame-setup CALL target-flags(plt) @callee + 8, csr, implicit $sp, implicit-def $r0
    CALL &memcpy, CustomRegMask($r1,$r3), <mcsymbol .Ltmp0>, %const.0 - 8, !5, debug-location !12
    JCC %bb.2, 4, implicit $flags
    JMP %bb.1

  bb.1 (%ir-block.3, address-taken, align 16):
    successors: %bb.2
    %8:_(s32) = G_CONSTANT i32 7
    %3:_(s32) = G_ADD %8, %8
    %4:gprb(<2 x s32>) = G_BUILD_VECTOR %3(s32), %3(s32)
    CALL @f, i32 5, double 1.5, intpred(eq), shufflemask(0, undef), intrinsic(@llvm.trap)
    BUNDLE implicit-def $r1, implicit $r0 {
      $r1 = COPY $r0
      $r2 = COPY internal $r1
    }
    JMP %bb.2

  bb.2:
    %7:gpr = PHI %2, %bb.0, %2, %bb.1
    $r0 = COPY %7
    RET implicit $r0
...
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_mc::desc::SubRegIdx;

    const DICTIONARY: &[&str] = &[
        "%bb.", "bb.", "%stack.", "implicit-def ", "killed ", "dead ", ":: (load (s32) from %ir.x)", "COPY", "PHI", "JMP", "%0", "$r0", ":gpr",
        "(tied-def 0)", ":_(s7)", "(<2 x s32>)", "(p0)", "G_ADD", "G_ANYEXT", "G_UNMERGE_VALUES", "G_MERGE_VALUES", "i32 7", "{", "}", "successors:", "liveins:", "---", "...", "body: |", "registers:", "- { id: ", ".sub_lo", "(s32)", "debug-location !1",
    ];

    #[test]
    fn seed_round_trips() {
        check(TOY_SEED.as_bytes());
    }

    #[test]
    fn carriage_returns_in_the_embedded_ir_survive() {
        // Found by the coverage-guided fuzzer: each round trip dropped one `\r` per line.
        check(b"--- |\n  ; a\r\r\r\n  ; b\r\n...\n");
        let file = SourceFile::new("t.mir", "--- |\n  ; a\r\r\n...\n");
        assert_eq!(parse_mir(&file, &TOY_TARGET).unwrap().ir.as_deref(), Some("; a\r\r\n"));
    }

    #[test]
    fn fuzz_the_mir_reader() {
        kiln_support::fuzz::run(&[TOY_SEED.as_bytes()], DICTIONARY, 0x4d49_5221, 3000, check);
    }

    #[test]
    fn toy_tables_are_consistent() {
        for (k, &op) in TOY_INSTR_INFO.by_name.iter().enumerate().skip(1) {
            assert!(TOY_DESCS[TOY_INSTR_INFO.by_name[k - 1] as usize].name < TOY_DESCS[op as usize].name);
        }
        assert_eq!(TOY_INSTR_INFO.find("G_ADD"), Some(toy_opcode::G_ADD));
        assert_eq!(TOY_INSTR_INFO.find("CALL"), Some(toy_opcode::CALL));
        assert_eq!(target_opcode::check(&TOY_INSTR_INFO), Ok(()));
        assert_eq!(TOY_REGISTER_INFO.find("FLAGS"), Some(TOY_FLAGS));
        assert_eq!(TOY_REGISTER_INFO.class_by_name("ccr"), Some(TOY_CCR));
        assert_eq!(SubRegIdx(1), SubRegIdx(TOY_REGISTER_INFO.sub_reg_indices.iter().position(|s| s.name == "sub_lo").unwrap() as u16));
    }
}
