//! The GlobalISel match table and its interpreter. The table (`-gen-global-isel`) holds one
//! [`Rule`] per imported SelectionDAG pattern: the generic opcode it selects, what each operand
//! of the generic instruction must be (a register of a type in a bank covering a class, an
//! immediate passing a predicate, a given constant, a value the instruction reads from a
//! physical register), and the target instruction built from them. Rules are grouped by opcode
//! in pattern priority order; the first whose operands all match selects, as the DAG matcher's
//! first matching pattern does (`isel/dag/select.rs`). A target intrinsic that means a target
//! node (the `.td`'s `IntrinsicNode` records, [`IntrinsicNode`]) is a `G_INTRINSIC` that the
//! node's imported rules select, the intrinsic one of their operands.

use super::instruction_select::InstructionSelector;
use super::llt::Llt;
use crate::mir::{InstId, MachineOperand, Reg};
use crate::target::value_types::Mvt;
use crate::target::target_opcode as op;
use kiln_mc::desc::{PhysReg, RegClassId, SubRegIdx};
use std::sync::{Arc, Mutex, PoisonError};

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
    /// The intrinsic of a `G_INTRINSIC` (`intrinsic(@name)`).
    Intrinsic { name: &'static str },
    /// A register of type `ty` defined by a generic instruction of `opcode` whose use operands
    /// match `operands` (a nested node of the pattern, `(and $a, (xor $b, -1))`); the
    /// instruction stays for its other readers, and goes when it has none.
    Def { ty: Llt, opcode: u32, operands: &'static [OperandMatcher] },
    /// The register matched as entry `index` of the rule's matched operands (a name the
    /// pattern repeats, `(and $a, (add $a, -1))`).
    Same { index: u8 },
}

/// A target intrinsic that is one target node (an `IntrinsicNode` record, imported with the
/// rules): the SelectionDAG lowering builds `node` on whole vectors of type `vt` for a call,
/// where the function's subtarget passes pattern predicate `predicate` (0: always), and
/// GlobalISel selects its `G_INTRINSIC` by the node's rules.
#[derive(Clone, Copy, Debug)]
pub struct IntrinsicNode {
    /// The intrinsic's name (`llvm.x86.sse2.pmovmskb.128`).
    pub name: &'static str,
    /// The target node (its number among the target's SelectionDAG nodes).
    pub node: u32,
    /// The type of the node's vector operands.
    pub vt: Mvt,
    /// The subtarget predicate of the node's patterns over `vt`.
    pub predicate: u16,
}

/// One explicit use operand of the selected instruction. Its operand numbers index the rule's
/// matched operands in matching order: the generic instruction's operands, each nested
/// [`OperandMatcher::Def`] followed by its own operands.
#[derive(Clone, Copy, Debug)]
pub enum Render {
    /// The generic instruction's operand of that index: its register, or its immediate value.
    Operand(u8),
    /// An immediate from the pattern.
    Imm(i64),
    /// `(INSERT_SUBREG (IMPLICIT_DEF), operand, sub)`: matched operand `operand` as
    /// sub-register `sub` of an otherwise undefined register of `class`.
    InsertSubreg { operand: u8, class: RegClassId, sub: SubRegIdx },
    /// `(EXTRACT_SUBREG operand, sub)`: sub-register `sub` of matched operand `operand`, copied
    /// into a register of `class`.
    ExtractSubreg { operand: u8, class: RegClassId, sub: SubRegIdx },
    /// `(COPY_TO_REGCLASS operand, class)`: matched operand `operand` copied into a register of
    /// `class`.
    CopyToClass { operand: u8, class: RegClassId },
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

/// A target's imported rules and the predicates they name, indexed so that an instruction
/// tries only the rules of its opcode whose first operand has its first operand's type.
pub struct MatchTable {
    /// Grouped by opcode, each group in priority order.
    pub rules: &'static [Rule],
    /// Immediate predicate `index` of `imm`.
    pub imm_predicate: fn(u16, i64) -> bool,
    /// By opcode: its range in `groups`.
    by_opcode: Vec<(u32, u32)>,
    /// The rules of one opcode whose first operand has one type (`None`: every rule of an
    /// opcode that has a rule without operands), as a range of `order`.
    groups: Vec<(Option<Llt>, u32, u32)>,
    /// Rule numbers, grouped by opcode and first type, each group in priority order.
    order: Vec<u16>,
    /// One more than the largest subtarget predicate number a rule names.
    predicates: usize,
    /// By rule number: what building its instruction takes besides the instruction.
    info: Vec<RuleInfo>,
    /// By subtarget number, the rules it may use, once asked ([`MatchTable::live_rules`]).
    live: Mutex<Vec<Option<Arc<LiveRules>>>>,
}

/// The rules one subtarget may use: the table's groups without the rules whose subtarget
/// predicate fails there. Found once per subtarget, so that selection tries only these rather
/// than asking a predicate per rule tried.
pub struct LiveRules {
    /// By group of the table (`MatchTable::groups`): its range in `order`.
    groups: Vec<(u32, u32)>,
    /// Rule numbers, as the table's `order` without the rules the subtarget cannot use.
    order: Vec<u16>,
}

/// What building a rule's instruction takes besides the instruction, found once per table.
#[derive(Clone, Copy)]
struct RuleInfo {
    /// A copy into a physical register (an [`OperandMatcher::PhysReg`] operand).
    phys: bool,
    /// A sub-register or class conversion of an operand (a render other than an operand or
    /// an immediate).
    converts: bool,
}

/// The type an operand matcher requires (every matcher but an intrinsic's requires one).
fn matcher_type(matcher: &OperandMatcher) -> Option<Llt> {
    match *matcher {
        OperandMatcher::Reg { ty, .. } | OperandMatcher::Imm { ty, .. } | OperandMatcher::ImmEq { ty, .. } | OperandMatcher::PhysReg { ty, .. } | OperandMatcher::Def { ty, .. } => Some(ty),
        OperandMatcher::Intrinsic { .. } | OperandMatcher::Same { .. } => None,
    }
}

impl MatchTable {
    /// The table of `rules` (grouped by opcode, in priority order), with its index.
    pub fn new(rules: &'static [Rule], imm_predicate: fn(u16, i64) -> bool) -> MatchTable {
        assert!(rules.len() <= usize::from(u16::MAX), "rule numbers fit 16 bits");
        let opcodes = rules.iter().map(|r| r.opcode as usize + 1).max().unwrap_or(0);
        let predicates = rules.iter().map(|r| usize::from(r.predicate) + 1).max().unwrap_or(0);
        let info = rules
            .iter()
            .map(|r| RuleInfo {
                phys: r.operands.iter().any(|m| matches!(m, OperandMatcher::PhysReg { .. })),
                converts: r.renders.iter().any(|r| !matches!(r, Render::Imm(_) | Render::Operand(_))),
            })
            .collect();
        let mut table = MatchTable { rules, imm_predicate, by_opcode: vec![(0, 0); opcodes], groups: Vec::new(), order: Vec::new(), predicates, info, live: Mutex::new(Vec::new()) };
        let mut start = 0;
        while start < rules.len() {
            let opcode = rules[start].opcode;
            let end = start + rules[start..].iter().take_while(|r| r.opcode == opcode).count();
            let group_start = table.groups.len() as u32;
            let same = &rules[start..end];
            let keys: Vec<Option<Llt>> = if same.iter().any(|r| r.operands.first().and_then(matcher_type).is_none()) {
                vec![None]
            } else {
                let mut keys: Vec<Option<Llt>> = Vec::new();
                for r in same {
                    let key = matcher_type(&r.operands[0]);
                    if !keys.contains(&key) {
                        keys.push(key);
                    }
                }
                keys
            };
            for key in keys {
                let first = table.order.len() as u32;
                let members = (start..end).filter(|&k| key.is_none() || key == matcher_type(&rules[k].operands[0]));
                table.order.extend(members.map(|k| k as u16));
                table.groups.push((key, first, table.order.len() as u32));
            }
            assert_eq!(table.by_opcode[opcode as usize], (0, 0), "the rules of an opcode are together");
            table.by_opcode[opcode as usize] = (group_start, table.groups.len() as u32);
            start = end;
        }
        table
    }

    /// The rules subtarget number `subtarget` may use, `pattern_ok` answering its predicates
    /// (each asked once) the first time a subtarget is asked for; later from the table. A
    /// subtarget number names one subtarget for the table's life: the table belongs to the
    /// target whose subtargets the numbers count.
    pub fn live_rules(&self, subtarget: u32, pattern_ok: impl Fn(u16) -> bool) -> Arc<LiveRules> {
        let mut live = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        let slot = subtarget as usize;
        if let Some(Some(rules)) = live.get(slot) {
            return Arc::clone(rules);
        }
        let holds: Vec<bool> = (0..self.predicates).map(|p| p == 0 || pattern_ok(p as u16)).collect();
        let mut order = Vec::with_capacity(self.order.len());
        let groups = self
            .groups
            .iter()
            .map(|&(_, a, b)| {
                let first = order.len() as u32;
                order.extend(self.order[a as usize..b as usize].iter().filter(|&&k| holds[usize::from(self.rules[usize::from(k)].predicate)]));
                (first, order.len() as u32)
            })
            .collect();
        let rules = Arc::new(LiveRules { groups, order });
        if live.len() <= slot {
            live.resize(slot + 1, None);
        }
        live[slot] = Some(Arc::clone(&rules));
        rules
    }

    /// The rules of `opcode`, in priority order.
    pub fn rules_for(&self, opcode: u32) -> &'static [Rule] {
        let start = self.rules.partition_point(|r| r.opcode < opcode);
        let end = self.rules.partition_point(|r| r.opcode <= opcode);
        &self.rules[start..end]
    }

    /// Whether any rule selects `opcode`.
    pub fn has_rules(&self, opcode: u32) -> bool {
        self.by_opcode.get(opcode as usize).is_some_and(|&(g0, g1)| g0 != g1)
    }

    /// Whether a rule selects `G_INTRINSIC` of the intrinsic `name`.
    pub fn has_intrinsic(&self, name: &str) -> bool {
        self.rules_for(crate::target::target_opcode::G_INTRINSIC)
            .iter()
            .any(|r| r.operands.iter().any(|m| matches!(m, OperandMatcher::Intrinsic { name: n } if *n == name)))
    }

    /// The rules of `opcode` among `live` (a subtarget's, [`Self::live_rules`]) that may match
    /// an instruction whose first operand has type `first` (`None`: an operand of no type,
    /// which only a rule without operands can take), in priority order, each with its number.
    pub fn candidates<'t>(&'t self, live: &'t LiveRules, opcode: u32, first: Option<Llt>) -> impl Iterator<Item = (&'static Rule, usize)> + 't {
        let (g0, g1) = self.by_opcode.get(opcode as usize).copied().unwrap_or((0, 0));
        let group = (g0 as usize..g1 as usize).find(|&g| self.groups[g].0.is_none() || (first.is_some() && self.groups[g].0 == first));
        let (a, b) = group.map_or((0, 0), |g| (live.groups[g].0 as usize, live.groups[g].1 as usize));
        let rules = self.rules;
        live.order[a..b].iter().map(move |&k| (&rules[usize::from(k)], usize::from(k)))
    }
}

/// A matched operand: a register or an immediate value.
#[derive(Clone, Copy)]
pub(super) enum Matched {
    Reg(Reg),
    Imm(i64),
    /// A `G_INTRINSIC`'s intrinsic (never rendered).
    Intrinsic,
}

/// Selects `i` by the first rule of `table` among the subtarget's `live` rules that matches it;
/// the instruction is built in `i`'s slot ([`InstructionSelector::rebuild`]), what it reads
/// converted before it. Returns whether a rule matched.
pub fn select_by_table(sel: &mut InstructionSelector, table: &MatchTable, live: &LiveRules, i: InstId) -> bool {
    let m = sel.mf.inst(i);
    if !table.has_rules(m.opcode) {
        return false;
    }
    // Every matcher requires a type of its operand: a register's, or a constant's width.
    let first = match m.operands.first() {
        Some(&MachineOperand::CImm { bits, .. }) => Some(Llt::scalar(bits)),
        Some(o) => o.get_reg().and_then(|r| sel.mf.regs.ty(r)),
        None => None,
    };
    // A rule matches as many operands as the instruction has explicit ones.
    let explicit = explicit_operands(&m.operands);
    // The selector's buffer, taken for the call: no allocation per rule tried.
    let mut matched = std::mem::take(&mut sel.matched);
    let mut selected = false;
    for (rule, k) in table.candidates(live, m.opcode, first) {
        if rule.operands.len() != explicit {
            continue;
        }
        matched.clear();
        if match_explicit_operands(sel, table, &sel.mf.inst(i).operands, rule.operands, &mut matched).is_some() {
            build(sel, rule, table.info[k], &matched, i);
            selected = true;
            break;
        }
    }
    sel.matched = matched;
    selected
}

/// How many of `operands` are explicit (not implicit registers).
fn explicit_operands(operands: &[MachineOperand]) -> usize {
    operands.iter().filter(|o| !o.is_implicit()).count()
}

/// Matches the explicit `operands` of an instruction against `matchers`, appending to `matched`.
fn match_operands(sel: &InstructionSelector, table: &MatchTable, operands: &[MachineOperand], matchers: &[OperandMatcher], matched: &mut Vec<Matched>) -> Option<()> {
    if explicit_operands(operands) != matchers.len() {
        return None;
    }
    match_explicit_operands(sel, table, operands, matchers, matched)
}

/// Fills `matched` with one entry per operand (and per operand of the instructions nested
/// matchers reach) when the explicit `operands` of an instruction, as many as `matchers`,
/// match them.
fn match_explicit_operands(sel: &InstructionSelector, table: &MatchTable, operands: &[MachineOperand], matchers: &[OperandMatcher], matched: &mut Vec<Matched>) -> Option<()> {
    for (operand, matcher) in operands.iter().zip(matchers) {
        let m = match *matcher {
            OperandMatcher::Reg { ty, class } => {
                let reg = operand.get_reg().filter(|r| r.is_virtual())?;
                let v = sel.mf.regs.vreg(reg)?;
                (v.ty == Some(ty) && sel.fits(v.class, class)).then_some(Matched::Reg(reg))?
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
            OperandMatcher::Intrinsic { name } => match *operand {
                MachineOperand::Intrinsic(id) if sel.mf.str(id) == name => Matched::Intrinsic,
                _ => return None,
            },
            OperandMatcher::Same { index } => {
                let reg = operand.get_reg()?;
                match matched.get(usize::from(index))? {
                    Matched::Reg(r) if *r == reg => Matched::Reg(reg),
                    _ => return None,
                }
            }
            OperandMatcher::Def { ty, opcode, operands: nested } => {
                let reg = operand.get_reg().filter(|r| r.is_virtual() && sel.mf.regs.ty(*r) == Some(ty))?;
                let def = sel.mf.inst(sel.def_of(reg)?);
                if def.opcode != opcode || def.operands.first().and_then(MachineOperand::get_reg) != Some(reg) {
                    return None;
                }
                matched.push(Matched::Reg(reg));
                match_operands(sel, table, &def.operands[1..], nested, matched)?;
                continue;
            }
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

fn build(sel: &mut InstructionSelector, rule: &Rule, info: RuleInfo, matched: &[Matched], i: InstId) {
    let desc = sel.mir.instrs.desc(rule.instr);
    if info.phys {
        let mut at = 0;
        for matcher in rule.operands {
            if let (OperandMatcher::PhysReg { reg, .. }, Some(&Matched::Reg(value))) = (matcher, matched.get(at)) {
                sel.copy_to_phys(i, *reg, value);
            }
            at += flat_len(matcher);
        }
    }
    let num_defs = usize::from(desc.num_defs);
    // The registers the sub-register and class conversions build, first.
    let converted: Vec<Reg> = match info.converts {
        true => rule.renders.iter().map(|r| convert(sel, r, matched, i)).collect(),
        false => Vec::new(),
    };
    // The instruction built last, in `i`'s slot.
    let mut b = sel.rebuild(i, rule.instr);
    for m in &matched[..num_defs] {
        if let Matched::Reg(r) = m {
            b = b.def(*r);
        }
    }
    for (k, render) in rule.renders.iter().enumerate() {
        b = match *render {
            Render::Imm(v) => b.imm(v),
            Render::Operand(k) => match matched[usize::from(k)] {
                Matched::Reg(r) => b.use_reg(r),
                Matched::Imm(v) => b.imm(v),
                Matched::Intrinsic => unreachable!("a rule renders no intrinsic"),
            },
            Render::InsertSubreg { .. } | Render::ExtractSubreg { .. } | Render::CopyToClass { .. } => b.use_reg(converted[k]),
        };
    }
    let new = b.implicit_operands(desc).id();
    sel.constrain_operands(new);
}

/// How many entries of the matched operands `matcher` fills: one, and a nested instruction's
/// operands.
fn flat_len(matcher: &OperandMatcher) -> usize {
    match matcher {
        OperandMatcher::Def { operands, .. } => 1 + operands.iter().map(flat_len).sum::<usize>(),
        _ => 1,
    }
}

/// The register a sub-register or class conversion of `render` builds before `i` (the
/// SelectionDAG emitter's forms: `IMPLICIT_DEF` and `INSERT_SUBREG`, a `COPY` of the
/// sub-register, a `COPY`); `Reg::NONE` for any other render.
fn convert(sel: &mut InstructionSelector, render: &Render, matched: &[Matched], i: InstId) -> Reg {
    let (operand, class, sub) = match *render {
        Render::InsertSubreg { operand, class, sub } | Render::ExtractSubreg { operand, class, sub } => (operand, class, sub),
        Render::CopyToClass { operand, class } => (operand, class, SubRegIdx(0)),
        Render::Imm(_) | Render::Operand(_) => return Reg::NONE,
    };
    let Some(&Matched::Reg(value)) = matched.get(usize::from(operand)) else { return Reg::NONE };
    // The value's own class, from its bank and type, as any selected instruction's operand.
    if let Ok(own) = sel.class_for(value) {
        sel.mf.regs.set_reg_class(value, own);
    }
    let at = crate::mir::InsertPoint::Before(i);
    let result = sel.new_vreg(class);
    match *render {
        Render::InsertSubreg { .. } => {
            let undef = sel.new_vreg(class);
            sel.mf.build(at, op::IMPLICIT_DEF).def(undef);
            sel.mf.build(at, op::INSERT_SUBREG).def(result).use_reg(undef).use_reg(value).imm(i64::from(sub.0)).tie(0, 1);
        }
        _ => {
            sel.mf.build(at, op::COPY).def(result).reg_sub(value, crate::mir::RegFlags::NONE, sub);
        }
    }
    result
}
