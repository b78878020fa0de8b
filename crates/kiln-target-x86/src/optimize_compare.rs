//! x86-64's compare peephole (llc's `peephole-opt` with `X86InstrInfo::optimizeCompareInstr`):
//! a `test %x, %x` or `cmp $0, %x` whose flags the instruction that defined `%x` already set
//! goes, and that instruction's `EFLAGS` definition becomes live. `andl %esi, %edi; testl %edi,
//! %edi; je` becomes `andl %esi, %edi; je`.
//!
//! An arithmetic, logic or shift instruction sets ZF, SF and PF from its result as the compare
//! with zero does; the logic ones also clear OF (and CF) as it does, while the arithmetic ones
//! and shifts leave OF their own. So the flags' readers up to the next `EFLAGS` definition must
//! be conditional jumps, `set`s or `cmov`s whose condition reads only what the definition sets
//! alike: never CF (A, AE, B, BE, as llc), OF (O, NO, L, GE, LE, G) only after a logic
//! instruction; elsewhere L and GE, which after the compare (OF clear) read SF alone, become
//! S and NS (`cmovl` after `subq; testq` is `cmovs` after `subq`). The definition must be in the compare's block with nothing between them that
//! reads or writes `EFLAGS` (a call's register mask clobbers them), and the flags must not be
//! live out of the block. Runs on SSA machine code, where `%x` has one definition.

use kiln_codegen::mir::{InstId, MachineFunction, MachineOperand, Reg, RegFlags, RegUses};
use kiln_codegen::pipeline::table::{InsertionPoint, TargetPass};
use kiln_codegen::pipeline::{MirPass, PassContext};

use crate::generated::{opcode as o, reg, INSTR_INFO};

/// The pass row, at [`InsertionPoint::PreRegAlloc`] (after machine-cse, as llc's
/// `peephole-opt`).
pub const PASS: TargetPass = TargetPass {
    point: InsertionPoint::PreRegAlloc,
    pass: MirPass {
        name: "peephole-opt",
        title: "Peephole Optimizations",
        run: peephole_pass,
        min_opt: 1,
        after: &["machine-cse"],
        reason: "drops compares with zero whose flags the value's definition already set; on SSA code (one definition per register), after machine-cse has merged what it merges",
    },
};

fn peephole_pass(mf: &mut MachineFunction, cx: &PassContext) -> Result<(), String> {
    let removed = run(mf);
    if removed > 0 {
        cx.stats.borrow_mut().add("peephole-opt", "Number of compares eliminated", removed as u64);
    }
    Ok(())
}

/// What the flags of a defining instruction have in common with a compare of its result with
/// zero.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flags {
    /// ZF, SF and PF (add, sub, inc, dec, neg, adc, sbb, shifts by a non-zero count).
    ZeroSign,
    /// Those and OF, which it clears (and, or, xor).
    ZeroSignOverflow,
}

/// How the definition `opc` sets the flags, when it sets them from its result.
fn defines_flags(opc: u32, count: Option<i64>) -> Option<Flags> {
    match opc {
        o::AND8rr | o::AND16rr | o::AND32rr | o::AND64rr | o::AND8rm | o::AND16rm | o::AND32rm | o::AND64rm | o::AND8ri | o::AND16ri | o::AND32ri | o::AND16ri8 | o::AND32ri8 | o::AND64ri8 | o::AND64ri32
        | o::OR8rr | o::OR16rr | o::OR32rr | o::OR64rr | o::OR8rm | o::OR16rm | o::OR32rm | o::OR64rm | o::OR8ri | o::OR16ri | o::OR32ri | o::OR16ri8 | o::OR32ri8 | o::OR64ri8 | o::OR64ri32
        | o::XOR8rr | o::XOR16rr | o::XOR32rr | o::XOR64rr | o::XOR8rm | o::XOR16rm | o::XOR32rm | o::XOR64rm | o::XOR8ri | o::XOR16ri | o::XOR32ri | o::XOR16ri8 | o::XOR32ri8 | o::XOR64ri8 | o::XOR64ri32 => Some(Flags::ZeroSignOverflow),
        o::ADD8rr | o::ADD16rr | o::ADD32rr | o::ADD64rr | o::ADD8rm | o::ADD16rm | o::ADD32rm | o::ADD64rm | o::ADD8ri | o::ADD16ri | o::ADD32ri | o::ADD16ri8 | o::ADD32ri8 | o::ADD64ri8 | o::ADD64ri32
        | o::SUB8rr | o::SUB16rr | o::SUB32rr | o::SUB64rr | o::SUB8rm | o::SUB16rm | o::SUB32rm | o::SUB64rm | o::SUB8ri | o::SUB16ri | o::SUB32ri | o::SUB16ri8 | o::SUB32ri8 | o::SUB64ri8 | o::SUB64ri32
        | o::ADC8rr | o::ADC16rr | o::ADC32rr | o::ADC64rr | o::ADC8rm | o::ADC16rm | o::ADC32rm | o::ADC64rm | o::ADC8ri | o::ADC16ri | o::ADC32ri | o::ADC16ri8 | o::ADC32ri8 | o::ADC64ri8 | o::ADC64ri32
        | o::SBB8rr | o::SBB16rr | o::SBB32rr | o::SBB64rr | o::SBB8rm | o::SBB16rm | o::SBB32rm | o::SBB64rm | o::SBB8ri | o::SBB16ri | o::SBB32ri | o::SBB16ri8 | o::SBB32ri8 | o::SBB64ri8 | o::SBB64ri32
        | o::INC8r | o::INC16r | o::INC32r | o::INC64r | o::DEC8r | o::DEC16r | o::DEC32r | o::DEC64r | o::NEG8r | o::NEG16r | o::NEG32r | o::NEG64r => Some(Flags::ZeroSign),
        // A shift by zero leaves the flags alone; the count is taken modulo 32 (64 for the
        // 64-bit forms).
        o::SHL8r1 | o::SHL16r1 | o::SHL32r1 | o::SHL64r1 | o::SHR8r1 | o::SHR16r1 | o::SHR32r1 | o::SHR64r1 | o::SAR8r1 | o::SAR16r1 | o::SAR32r1 | o::SAR64r1 => Some(Flags::ZeroSign),
        o::SHL8ri | o::SHL16ri | o::SHL32ri | o::SHR8ri | o::SHR16ri | o::SHR32ri | o::SAR8ri | o::SAR16ri | o::SAR32ri => count.filter(|c| c & 31 != 0).map(|_| Flags::ZeroSign),
        o::SHL64ri | o::SHR64ri | o::SAR64ri => count.filter(|c| c & 63 != 0).map(|_| Flags::ZeroSign),
        _ => None,
    }
}

/// The register a compare with zero reads: `TESTrr %x, %x` or `CMPri %x, 0`.
fn compared_with_zero(mf: &MachineFunction, i: InstId) -> Option<Reg> {
    let m = mf.inst(i);
    let whole = |o: &MachineOperand| o.get_reg().filter(|r| r.is_virtual() && o.sub_reg().0 == 0);
    match (m.opcode, m.operands.as_slice()) {
        (o::TEST8rr | o::TEST16rr | o::TEST32rr | o::TEST64rr, [a, b, ..]) => whole(a).filter(|&r| whole(b) == Some(r)),
        (o::CMP8ri | o::CMP16ri | o::CMP32ri | o::CMP16ri8 | o::CMP32ri8 | o::CMP64ri8 | o::CMP64ri32, [a, MachineOperand::Imm(0), ..]) => whole(a),
        _ => None,
    }
}

fn is_eflags(o: &MachineOperand) -> bool {
    o.get_reg() == Some(Reg::phys(reg::EFLAGS))
}

/// Whether instruction `i` reads `EFLAGS`, and whether it writes them.
fn flag_access(mf: &MachineFunction, i: InstId) -> (bool, bool) {
    let m = mf.inst(i);
    let desc = INSTR_INFO.desc(m.opcode);
    let mut reads = desc.implicit_uses.contains(&reg::EFLAGS);
    let mut writes = desc.implicit_defs.contains(&reg::EFLAGS);
    for o in &m.operands {
        match o {
            MachineOperand::RegMask(_) => writes = true,
            MachineOperand::Reg { flags, .. } if is_eflags(o) => {
                if flags.contains(RegFlags::DEF) {
                    writes = true;
                } else {
                    reads = true;
                }
            }
            _ => {}
        }
    }
    (reads, writes)
}

/// The condition operand of a flag reader and the condition code it tests, when it is a `jcc`,
/// `setcc` or `cmov` (the last explicit operand of each).
fn condition(mf: &MachineFunction, i: InstId) -> Option<(usize, i64)> {
    let m = mf.inst(i);
    if !matches!(m.opcode, o::JCC_1 | o::JCC_4 | o::SETCCr | o::SETCCm | o::CMOV16rr | o::CMOV32rr | o::CMOV64rr | o::CMOV16rm | o::CMOV32rm | o::CMOV64rm) {
        return None;
    }
    let k = INSTR_INFO.desc(m.opcode).num_operands().checked_sub(1)?;
    match m.operands.get(k) {
        Some(MachineOperand::Imm(cc)) => Some((k, *cc)),
        _ => None,
    }
}

/// The condition a reader testing `cc` after a compare with zero tests instead on flags set as
/// `flags` describes, if there is one. Condition codes: 0 O, 1 NO, 2 B, 3 AE, 4 E, 5 NE, 6 BE,
/// 7 A, 8 S, 9 NS, 10 P, 11 NP, 12 L, 13 GE, 14 LE, 15 G. The compare clears OF, so there L is
/// S and GE is NS.
fn equivalent_condition(cc: i64, flags: Flags) -> Option<i64> {
    match (cc, flags) {
        (4 | 5 | 8 | 9 | 10 | 11, _) | (0 | 1 | 12..=15, Flags::ZeroSignOverflow) => Some(cc),
        (12, Flags::ZeroSign) => Some(8),
        (13, Flags::ZeroSign) => Some(9),
        _ => None,
    }
}

/// Removes the compares with zero of `mf` that the module doc describes; returns how many.
pub fn run(mf: &mut MachineFunction) -> usize {
    let uses = RegUses::compute(mf);
    let mut removed = 0;
    for b in mf.layout().to_vec() {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            let Some((def, readers)) = redundant_compare(mf, &uses, i) else { continue };
            for o in mf.inst_mut(def).operands.iter_mut() {
                if let MachineOperand::Reg { reg: r, flags, .. } = o {
                    if *r == Reg::phys(reg::EFLAGS) && flags.contains(RegFlags::DEF) {
                        flags.remove(RegFlags::DEAD);
                    }
                }
            }
            for (j, k, cc) in readers {
                mf.inst_mut(j).operands[k] = MachineOperand::Imm(cc);
            }
            mf.remove(i);
            removed += 1;
        }
    }
    removed
}

/// The instruction whose flags can stand in for compare `i`'s, when `i` is a compare with
/// zero that can go, with the condition operand (instruction, operand index, condition) of each
/// reader of the flags.
fn redundant_compare(mf: &MachineFunction, uses: &RegUses, i: InstId) -> Option<(InstId, Vec<(InstId, usize, i64)>)> {
    let x = compared_with_zero(mf, i)?;
    let [d] = uses.defs(x) else { return None };
    let (def, block) = (d.inst, mf.inst(i).parent());
    if d.operand != 0 || mf.inst(def).parent() != block {
        return None;
    }
    let dm = mf.inst(def);
    let count = dm.operands.iter().skip(1).find_map(|o| match o {
        MachineOperand::Imm(c) => Some(*c),
        _ => None,
    });
    let flags = defines_flags(dm.opcode, count)?;
    // The definition's own EFLAGS operand, which becomes live.
    if !dm.operands.iter().any(|o| is_eflags(o) && o.reg_flags().contains(RegFlags::DEF)) {
        return None;
    }
    // Nothing between the definition and the compare touches the flags (and the definition
    // comes first).
    let mut at = mf.next_inst(def);
    loop {
        let j = at?;
        if j == i {
            break;
        }
        if flag_access(mf, j) != (false, false) {
            return None;
        }
        at = mf.next_inst(j);
    }
    // Every reader of the compare's flags tests a condition the definition's flags answer.
    let mut readers = Vec::new();
    let mut at = mf.next_inst(i);
    while let Some(j) = at {
        let (reads, writes) = flag_access(mf, j);
        if reads {
            let (k, cc) = condition(mf, j)?;
            readers.push((j, k, equivalent_condition(cc, flags)?));
        }
        if writes {
            return Some((def, readers));
        }
        at = mf.next_inst(j);
    }
    let live_out = mf.block(block).succs.iter().any(|&s| mf.block(s).live_ins.iter().any(|&(r, _)| r == reg::EFLAGS));
    (!live_out).then_some((def, readers))
}
