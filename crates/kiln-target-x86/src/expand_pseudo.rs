//! x86-64 pseudo instructions expanded after register allocation and frame lowering into
//! instructions the encoder knows: zeroing idioms (`MOV32r0` → `xor`, `V_SET0`/`FsFLD0S*` →
//! `xorps`, `V_SETALLONES` → `pcmpeqd`), `MOV32ri64` → a 32-bit `mov` that zero-extends,
//! `SETB_C32r` → `sbb`, adds of disjoint bits (`ADD32rr_DB`) → `or`, `RET` → `retq`,
//! tail-call pseudos → `jmp`, and `VASTART_SAVE_XMM_REGS` → a test of AL guarding the stores
//! of the XMM argument registers (a new block).

use kiln_codegen::mir::{InsertPoint, InstId, MachineFunction, MachineOperand, Reg, RegFlags};
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, sub_reg_idx, INSTR_INFO, REGISTER_INFO};

/// The x86-64 post-RA pseudo expansion.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86PseudoExpansion;

/// x86 condition code `E` (equal / zero), as `JCC_1` takes it.
const COND_E: i64 = 4;

fn def_reg(mf: &MachineFunction, inst: InstId) -> Result<PhysReg, String> {
    mf.inst(inst).operands.first().and_then(|o| o.get_reg()).and_then(|r| r.as_phys()).ok_or_else(|| "expected a physical register definition".to_string())
}

/// Turns `dst = PSEUDO [implicit ops]` into `dst = OP undef dst, undef dst [implicit ops]`,
/// the register-with-itself idioms, keeping the pseudo's extra operands.
fn self_op(mf: &mut MachineFunction, inst: InstId, op: u32) -> Result<(), String> {
    let dst = Reg::phys(def_reg(mf, inst)?);
    let m = mf.inst_mut(inst);
    m.opcode = op;
    let undef = MachineOperand::reg(dst, RegFlags::UNDEF);
    m.operands.splice(1..1, [undef, undef]);
    m.tie_operands(0, 1);
    Ok(())
}

/// Register operands past a real instruction's description become implicit (`RET 0, $eax`
/// is `RET64 implicit $eax`).
fn make_implicit(ops: &mut [MachineOperand]) {
    for o in ops.iter_mut() {
        o.add_flags(RegFlags::IMPLICIT);
    }
}

fn or_opcode(op: u32) -> Option<u32> {
    Some(match op {
        opcode::ADD8rr_DB => opcode::OR8rr,
        opcode::ADD16rr_DB => opcode::OR16rr,
        opcode::ADD32rr_DB => opcode::OR32rr,
        opcode::ADD64rr_DB => opcode::OR64rr,
        opcode::ADD8ri_DB => opcode::OR8ri,
        opcode::ADD16ri_DB => opcode::OR16ri,
        opcode::ADD32ri_DB => opcode::OR32ri,
        opcode::ADD64ri32_DB => opcode::OR64ri32,
        opcode::ADD16ri8_DB => opcode::OR16ri8,
        opcode::ADD32ri8_DB => opcode::OR32ri8,
        opcode::ADD64ri8_DB => opcode::OR64ri8,
        _ => return None,
    })
}

/// `VASTART_SAVE_XMM_REGS $al, <address>, offset, $xmm0, ...`: if AL (the number of vector
/// registers a variadic call passed) is not zero, store each XMM register at address +
/// offset + 16 * k.
fn expand_vastart_save(mf: &mut MachineFunction, inst: InstId) -> Result<(), String> {
    let phi = INSTR_INFO.find("PHI").ok_or("the x86 tables have no PHI")?;
    let ops = mf.inst(inst).operands.clone();
    let al = ops.first().and_then(|o| o.get_reg()).ok_or("VASTART_SAVE_XMM_REGS: no AL operand")?;
    let address: Vec<MachineOperand> = ops.get(1..6).ok_or("VASTART_SAVE_XMM_REGS: no address")?.to_vec();
    if matches!(address[0], MachineOperand::FrameIndex(_)) {
        return Err("VASTART_SAVE_XMM_REGS: frame index not yet eliminated".into());
    }
    let disp = address[3].imm().ok_or("VASTART_SAVE_XMM_REGS: displacement is not an immediate")?;
    let offset = ops.get(6).and_then(|o| o.imm()).ok_or("VASTART_SAVE_XMM_REGS: no offset")?;
    let xmms: Vec<PhysReg> = ops[7..].iter().filter(|o| o.is_use() && !o.is_implicit()).filter_map(|o| o.get_reg().and_then(|r| r.as_phys())).collect();

    let head = mf.inst(inst).parent();
    let tail = mf.split_block_after(inst, phi);
    let guarded = mf.create_block_after(head);
    let eflags = Reg::phys(reg::EFLAGS);
    let at = InsertPoint::Before(inst);
    mf.build(at, opcode::TEST8rr).use_reg(al).use_reg(al).implicit_def(eflags);
    mf.build(at, opcode::JCC_1).block(tail).imm(COND_E).reg(eflags, RegFlags::IMPLICIT.union(RegFlags::KILL));
    mf.remove(inst);
    mf.add_successor(head, tail, None);
    mf.add_successor(head, guarded, None);
    mf.add_successor(guarded, tail, None);
    for (k, &x) in xmms.iter().enumerate() {
        let mut b = mf.build(InsertPoint::End(guarded), opcode::MOVAPSmr);
        for (j, a) in address.iter().enumerate() {
            b = b.operand(if j == 3 { MachineOperand::Imm(disp + offset + 16 * k as i64) } else { *a });
        }
        b.use_reg(Reg::phys(x));
        mf.block_mut(guarded).live_ins.push((x, None));
    }
    if let Some(base) = address[0].get_reg().and_then(|r| r.as_phys()) {
        mf.block_mut(guarded).live_ins.push((base, None));
    }
    let head_live: Vec<(PhysReg, Option<u64>)> = mf.block(head).live_ins.clone();
    let tail_block = mf.block_mut(tail);
    for l in head_live {
        if !tail_block.live_ins.contains(&l) {
            tail_block.live_ins.push(l);
        }
    }
    mf.renumber_blocks();
    Ok(())
}

impl TargetPseudoExpansion for X86PseudoExpansion {
    fn expand_post_ra_pseudo(&self, mf: &mut MachineFunction, inst: InstId) -> Result<bool, String> {
        let op = mf.inst(inst).opcode;
        match op {
            opcode::MOV32r0 => self_op(mf, inst, opcode::XOR32rr)?,
            opcode::V_SET0 | opcode::FsFLD0SS | opcode::FsFLD0SD => self_op(mf, inst, opcode::XORPSrr)?,
            opcode::V_SETALLONES => self_op(mf, inst, opcode::PCMPEQDrr)?,
            opcode::SETB_C32r => {
                self_op(mf, inst, opcode::SBB32rr)?;
                let eflags = Reg::phys(reg::EFLAGS);
                let m = mf.inst_mut(inst);
                if !m.operands.iter().any(|o| o.is_use() && o.get_reg() == Some(eflags)) {
                    m.operands.push(MachineOperand::reg(eflags, RegFlags::IMPLICIT));
                }
            }
            opcode::MOV32ri64 => {
                let dst = def_reg(mf, inst)?;
                let low = REGISTER_INFO.sub_reg(dst, sub_reg_idx::sub_32bit).ok_or("MOV32ri64: no 32-bit sub-register")?;
                let m = mf.inst_mut(inst);
                m.opcode = opcode::MOV32ri;
                m.operands[0] = MachineOperand::reg_def(Reg::phys(low));
                m.operands.push(MachineOperand::reg(Reg::phys(dst), RegFlags::DEF.union(RegFlags::IMPLICIT)));
            }
            opcode::RET => {
                let pop = mf.inst(inst).operands.first().and_then(|o| o.imm()).ok_or("RET: no pop amount")?;
                let m = mf.inst_mut(inst);
                if pop == 0 {
                    m.opcode = opcode::RET64;
                    m.operands.remove(0);
                    make_implicit(&mut m.operands[..]);
                } else {
                    m.opcode = opcode::RETI64;
                    make_implicit(&mut m.operands[1..]);
                }
            }
            opcode::TCRETURNdi64 | opcode::TCRETURNri64 => {
                let stack_adjust = mf.inst(inst).operands.get(1).and_then(|o| o.imm()).unwrap_or(0);
                if stack_adjust != 0 {
                    return Err(format!("a tail call that moves the stack by {stack_adjust} bytes is not supported"));
                }
                let m = mf.inst_mut(inst);
                m.opcode = if op == opcode::TCRETURNdi64 { opcode::JMP_4 } else { opcode::JMP64r };
                m.operands.remove(1);
                make_implicit(&mut m.operands[1..]);
            }
            opcode::VASTART_SAVE_XMM_REGS => expand_vastart_save(mf, inst)?,
            _ => match or_opcode(op) {
                Some(or) => mf.inst_mut(inst).opcode = or,
                None => return Ok(false),
            },
        }
        Ok(true)
    }
}
