//! The GlobalISel match-table interpreter on a hand-written table over x86-64's instructions
//! and banks: the first matching rule wins, immediate predicates and exact constants decide
//! between rules, types and banks must fit, a physical-register operand is copied in, and what
//! no rule matches is left to the target hook (here: an error naming the instruction).

use kiln_codegen::gisel::instruction_select::select_function;
use kiln_codegen::gisel::legalizer_info::LegalizerInfo;
use kiln_codegen::gisel::llt::types::{S16, S32, S8};
use kiln_codegen::gisel::match_table::{MatchTable, OperandMatcher as M, Render, Rule};
use kiln_codegen::gisel::regbank::RegisterBank;
use kiln_codegen::gisel::GlobalIselTarget;
use kiln_codegen::mir::{parse_mir, print_function, verify, MirTarget};
use kiln_codegen::target::target_opcode as op;
use kiln_support::SourceFile;
use kiln_target_x86::{opcode, reg, reg_class};

static X86: MirTarget = MirTarget { regs: &kiln_target_x86::REGISTER_INFO, instrs: &kiln_target_x86::INSTR_INFO, reg_banks: &kiln_target_x86::generated::REGISTER_BANK_NAMES };

/// Immediate predicate 1: fits in a signed byte.
fn imm_predicate(index: u16, imm: i64) -> bool {
    match index {
        0 => true,
        1 => imm as i8 as i64 == imm,
        _ => false,
    }
}

const GR32: M = M::Reg { ty: S32, class: reg_class::GR32 };
const GR8: M = M::Reg { ty: S8, class: reg_class::GR8 };

/// Sorted by opcode (G_ADD < G_SHL < G_SUB), each group in priority order.
static RULES: [Rule; 7] = [
    Rule { opcode: op::G_ADD, predicate: 0, operands: &[GR32, GR32, M::Imm { ty: S32, predicate: 1 }], instr: opcode::ADD32ri8, renders: &[Render::Operand(1), Render::Operand(2)] },
    Rule { opcode: op::G_ADD, predicate: 0, operands: &[GR8, GR8, GR8], instr: opcode::ADD8rr, renders: &[Render::Operand(1), Render::Operand(2)] },
    Rule { opcode: op::G_ADD, predicate: 0, operands: &[GR32, GR32, M::Imm { ty: S32, predicate: 0 }], instr: opcode::ADD32ri, renders: &[Render::Operand(1), Render::Operand(2)] },
    Rule { opcode: op::G_ADD, predicate: 0, operands: &[GR32, GR32, GR32], instr: opcode::ADD32rr, renders: &[Render::Operand(1), Render::Operand(2)] },
    Rule { opcode: op::G_SHL, predicate: 0, operands: &[GR32, GR32, M::PhysReg { ty: S8, reg: reg::CL }], instr: opcode::SHL32rCL, renders: &[Render::Operand(1)] },
    // A rule whose subtarget predicate fails is skipped.
    Rule { opcode: op::G_SUB, predicate: 7, operands: &[GR32, M::ImmEq { ty: S32, value: 0 }, GR32], instr: opcode::NOT32r, renders: &[Render::Operand(2)] },
    Rule { opcode: op::G_SUB, predicate: 0, operands: &[GR32, M::ImmEq { ty: S32, value: 0 }, GR32], instr: opcode::NEG32r, renders: &[Render::Operand(2)] },
];

struct TableOnly {
    info: LegalizerInfo,
    table: MatchTable,
}

impl GlobalIselTarget for TableOnly {
    fn legalizer_info(&self) -> &LegalizerInfo {
        &self.info
    }
    fn register_banks(&self) -> &'static [RegisterBank] {
        &kiln_target_x86::generated::REGISTER_BANKS
    }
    fn match_table(&self) -> Option<&MatchTable> {
        Some(&self.table)
    }
    fn pattern_predicate(&self, _subtarget: u32, index: u16) -> bool {
        index != 7
    }
}

fn select(body: &str) -> Result<String, String> {
    let text = format!("---\nname: f\ntracksRegLiveness: true\nbody: |\n  bb.0:\n    liveins: $edi, $esi\n    %0:gpr(s32) = COPY $edi\n    %1:gpr(s32) = COPY $esi\n{body}    $eax = COPY %9(s32)\n    RET64 implicit $eax\n...\n");
    let mut module = parse_mir(&SourceFile::new("t.mir", text.as_str()), &X86).map_err(|e| e.to_string())?;
    let mf = &mut module.functions[0];
    let target = TableOnly { info: LegalizerInfo::new(64), table: MatchTable::new(&RULES, imm_predicate) };
    select_function(mf, &target, &X86, false, 0)?;
    verify(mf, &X86).map_err(|e| format!("{e:?}"))?;
    let mut out = String::new();
    print_function(&mut out, mf, &X86);
    Ok(out[out.find("body:").unwrap_or(0)..].to_string())
}

#[test]
fn an_immediate_the_first_rule_accepts_selects_it() {
    let out = select("    %2:gpr(s32) = G_CONSTANT i32 5\n    %9:gpr(s32) = G_ADD %0, %2\n").unwrap();
    assert!(out.contains("%9:gr32 = ADD32ri8 %0, 5, implicit-def $eflags"), "{out}");
    // The constant, folded into its only reader, is gone.
    assert!(!out.contains("G_CONSTANT"), "{out}");
}

#[test]
fn a_failing_immediate_predicate_falls_through_to_the_next_rule() {
    let out = select("    %2:gpr(s32) = G_CONSTANT i32 1000\n    %9:gpr(s32) = G_ADD %0, %2\n").unwrap();
    assert!(out.contains("%9:gr32 = ADD32ri %0, 1000, implicit-def $eflags"), "{out}");
}

#[test]
fn registers_select_the_register_rule() {
    let out = select("    %9:gpr(s32) = G_ADD %0, %1\n").unwrap();
    assert!(out.contains("%9:gr32 = ADD32rr %0, %1, implicit-def $eflags"), "{out}");
}

#[test]
fn a_physical_register_operand_is_copied_in() {
    let out = select("    %2:gpr(s8) = COPY $sil\n    %9:gpr(s32) = G_SHL %0, %2(s8)\n").unwrap();
    assert!(out.contains("$cl = COPY %2\n    %9:gr32 = SHL32rCL %0, implicit-def $eflags, implicit $cl"), "{out}");
}

#[test]
fn exact_constants_and_subtarget_predicates_choose_the_rule() {
    let out = select("    %2:gpr(s32) = G_CONSTANT i32 0\n    %9:gpr(s32) = G_SUB %2, %1\n").unwrap();
    assert!(out.contains("%9:gr32 = NEG32r %1"), "{out}");
    let other = select("    %2:gpr(s32) = G_CONSTANT i32 1\n    %9:gpr(s32) = G_SUB %2, %1\n").unwrap_err();
    assert!(other.contains("cannot select: %9:gr32(s32) = G_SUB %2, %1"), "{other}");
}

#[test]
fn a_type_or_bank_that_does_not_fit_matches_nothing() {
    let e = select("    %2:vecr(s32) = COPY %1(s32)\n    %9:gpr(s32) = G_ADD %0, %2\n").unwrap_err();
    assert!(e.contains("cannot select: %9:gr32(s32) = G_ADD %0, %2"), "{e}");
}

#[test]
fn rules_are_found_by_opcode() {
    let table = MatchTable::new(&RULES, imm_predicate);
    assert_eq!(table.rules_for(op::G_ADD).len(), 4);
    assert_eq!(table.rules_for(op::G_SHL).len(), 1);
    assert!(table.rules_for(op::G_MUL).is_empty());
}

#[test]
fn an_instruction_tries_only_the_rules_of_its_first_operand_type() {
    let table = MatchTable::new(&RULES, imm_predicate);
    let live = table.live_rules(0, |_| true);
    let instrs = |opcode, first| table.candidates(&live, opcode, first).map(|(r, _)| r.instr).collect::<Vec<_>>();
    // In priority order, the rules of other types left out.
    assert_eq!(instrs(op::G_ADD, Some(S32)), [opcode::ADD32ri8, opcode::ADD32ri, opcode::ADD32rr]);
    assert_eq!(instrs(op::G_ADD, Some(S8)), [opcode::ADD8rr]);
    assert!(instrs(op::G_ADD, Some(S16)).is_empty() && instrs(op::G_ADD, None).is_empty());
    assert!(instrs(op::G_MUL, Some(S32)).is_empty());
    assert_eq!(instrs(op::G_SUB, Some(S32)), [opcode::NOT32r, opcode::NEG32r]);
}

#[test]
fn a_subtarget_tries_only_the_rules_its_predicates_allow_asked_once() {
    let table = MatchTable::new(&RULES, imm_predicate);
    let asked = std::cell::Cell::new(0);
    let ask = |holds: bool| {
        let asked = &asked;
        move |p: u16| {
            asked.set(asked.get() + 1);
            holds || p != 7
        }
    };
    let instrs = |live: &kiln_codegen::gisel::match_table::LiveRules| table.candidates(live, op::G_SUB, Some(S32)).map(|(r, _)| r.instr).collect::<Vec<_>>();
    // Predicate 7 fails on subtarget 1: NOT32r is left out.
    assert_eq!(instrs(&table.live_rules(1, ask(false))), [opcode::NEG32r]);
    let after_first = asked.get();
    assert_eq!(after_first, 7, "each predicate but 0 asked once");
    // Asked again, subtarget 1 keeps its answers; subtarget 0 is asked its own.
    assert_eq!(instrs(&table.live_rules(1, ask(true))), [opcode::NEG32r]);
    assert_eq!(asked.get(), after_first);
    assert_eq!(instrs(&table.live_rules(0, ask(true))), [opcode::NOT32r, opcode::NEG32r]);
}
