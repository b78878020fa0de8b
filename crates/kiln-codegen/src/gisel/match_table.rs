//! The GlobalISel match table and its interpreter. The table (`-gen-global-isel`) holds one
//! [`Rule`] per imported SelectionDAG pattern: the generic opcode it selects, what each operand
//! of the generic instruction must be (a register of a type in a bank covering a class, an
//! immediate passing a predicate, a given constant, a value the instruction reads from a
//! physical register), and the target instruction built from them. Rules are grouped by opcode
//! in pattern priority order; the first whose operands all match selects, as the DAG matcher's
//! first matching pattern does (`isel/dag/select.rs`).

use super::instruction_select::InstructionSelector;
use super::llt::Llt;
use crate::mir::{InstId, MachineOperand, Reg};
use kiln_mc::desc::{PhysReg, RegClassId};

/// What one operand of the generic instruction must be.
#[derive(Clone, Copy, Debug)]
pub enum OperandMatcher {
    /// A register of type `ty` whose bank covers `class` (the pattern's register class).
    Reg { ty: Llt, class: RegClassId },
    /// An immediate of type `ty` (a `G_CONSTANT`'s value) for which the table's immediate
    /// predicate number `predicate` holds (0: any).
    Imm { ty: Llt, predicate: u16 },
    /// The constant `value` of type `ty`.
    ImmEq { ty: Llt, value: i64 },
    /// A register of type `ty` the instruction reads in the physical register `reg` (copied
    /// there first).
    PhysReg { ty: Llt, reg: PhysReg },
}

/// One explicit use operand of the selected instruction.
#[derive(Clone, Copy, Debug)]
pub enum Render {
    /// The generic instruction's operand of that index: its register, or its immediate value.
    Operand(u8),
    /// An immediate from the pattern.
    Imm(i64),
}

/// One imported pattern.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// The generic opcode.
    pub opcode: u32,
    /// The pattern's subtarget predicate number (0: none).
    pub predicate: u16,
    /// One matcher per operand of the generic instruction, definitions first.
    pub operands: &'static [OperandMatcher],
    /// The target instruction.
    pub instr: u32,
    /// Its explicit uses; its definitions are the generic instruction's.
    pub renders: &'static [Render],
}

/// A target's imported rules and the predicates they name.
pub struct MatchTable {
    /// Grouped by opcode, each group in priority order.
    pub rules: &'static [Rule],
    /// Immediate predicate `index` of `imm`.
    pub imm_predicate: fn(u16, i64) -> bool,
}

impl MatchTable {
    /// The rules of `opcode`, in priority order.
    pub fn rules_for(&self, opcode: u32) -> &'static [Rule] {
        let start = self.rules.partition_point(|r| r.opcode < opcode);
        let end = self.rules.partition_point(|r| r.opcode <= opcode);
        &self.rules[start..end]
    }
}

/// A matched operand: a register or an immediate value.
#[derive(Clone, Copy)]
pub(super) enum Matched {
    Reg(Reg),
    Imm(i64),
}

/// Selects `i` by the first rule of `table` that matches it (`pattern_ok` decides the rules'
/// subtarget predicates); the instruction is built before `i`, which the caller removes.
/// Returns whether a rule matched.
pub fn select_by_table(sel: &mut InstructionSelector, table: &MatchTable, pattern_ok: &dyn Fn(u16) -> bool, i: InstId) -> bool {
    let opcode = sel.mf.inst(i).opcode;
    // The selector's buffer, taken for the call: no allocation per rule tried.
    let mut matched = std::mem::take(&mut sel.matched);
    let mut selected = false;
    for rule in table.rules_for(opcode) {
        if rule.predicate != 0 && !pattern_ok(rule.predicate) {
            continue;
        }
        matched.clear();
        if match_rule(sel, table, rule, i, &mut matched).is_some() {
            build(sel, rule, &matched, i);
            selected = true;
            break;
        }
    }
    sel.matched = matched;
    selected
}

/// Fills `matched` with one entry per operand of `i` when `rule` matches it.
fn match_rule(sel: &InstructionSelector, table: &MatchTable, rule: &Rule, i: InstId, matched: &mut Vec<Matched>) -> Option<()> {
    let operands = &sel.mf.inst(i).operands;
    if operands.iter().filter(|o| !o.is_implicit()).count() != rule.operands.len() {
        return None;
    }
    for (operand, matcher) in operands.iter().zip(rule.operands) {
        let m = match *matcher {
            OperandMatcher::Reg { ty, class } => {
                let reg = operand.get_reg().filter(|r| r.is_virtual())?;
                (sel.mf.regs.ty(reg) == Some(ty) && sel.fits_class(reg, class)).then_some(Matched::Reg(reg))?
            }
            OperandMatcher::PhysReg { ty, .. } => {
                let reg = operand.get_reg().filter(|r| r.is_virtual())?;
                (sel.mf.regs.ty(reg) == Some(ty)).then_some(Matched::Reg(reg))?
            }
            OperandMatcher::Imm { ty, predicate } => {
                let value = immediate(sel, operand, ty)?;
                (table.imm_predicate)(predicate, value).then_some(Matched::Imm(value))?
            }
            OperandMatcher::ImmEq { ty, value } => (immediate(sel, operand, ty)? == value).then_some(Matched::Imm(value))?,
        };
        matched.push(m);
    }
    Some(())
}

/// The value of an immediate operand of type `ty`: a `G_CONSTANT`'s own, or the value of the
/// `G_CONSTANT` that defines a register operand.
fn immediate(sel: &InstructionSelector, operand: &MachineOperand, ty: Llt) -> Option<i64> {
    match *operand {
        MachineOperand::CImm { bits, value } => (Llt::scalar(bits) == ty).then_some(value),
        _ => {
            let reg = operand.get_reg()?;
            (sel.mf.regs.ty(reg) == Some(ty)).then(|| sel.constant_value(reg)).flatten()
        }
    }
}

fn build(sel: &mut InstructionSelector, rule: &Rule, matched: &[Matched], i: InstId) {
    let desc = sel.mir.instrs.desc(rule.instr);
    for (matcher, m) in rule.operands.iter().zip(matched) {
        if let (OperandMatcher::PhysReg { reg, .. }, Matched::Reg(value)) = (matcher, m) {
            sel.copy_to_phys(i, *reg, *value);
        }
    }
    let num_defs = usize::from(desc.num_defs);
    let mut b = sel.mf.build(crate::mir::InsertPoint::Before(i), rule.instr);
    for m in &matched[..num_defs] {
        if let Matched::Reg(r) = m {
            b = b.def(*r);
        }
    }
    for render in rule.renders {
        b = match *render {
            Render::Imm(v) => b.imm(v),
            Render::Operand(k) => match matched[usize::from(k)] {
                Matched::Reg(r) => b.use_reg(r),
                Matched::Imm(v) => b.imm(v),
            },
        };
    }
    let new = b.implicit_operands(desc).id();
    sel.constrain_operands(new);
}
