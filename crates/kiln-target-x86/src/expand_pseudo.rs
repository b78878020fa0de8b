//! x86-64 pseudo instructions expanded after register allocation and frame lowering into
//! instructions the encoder knows: zeroing idioms (`MOV32r0` → `xor`, `V_SET0`/`FsFLD0S*` →
//! `xorps`, `V_SETALLONES` → `pcmpeqd`), `MOV32ri64` → a 32-bit `mov` that zero-extends,
//! and a 64-bit zero extension of a byte or word (`MOVZX64rm8`, the extending loads' pattern)
//! → the 32-bit one, which clears the upper half too and needs no REX.W byte (`movzbl` for
//! `movzbq`, as llc writes it),
//! `LEA32_64r` (an lea of 32-bit registers) → `LEA64_32r` of their 64-bit registers,
//! `SETB_C32r` → `sbb`, adds of disjoint bits (`ADD32rr_DB`) → `or`, `RET` → `retq`,
//! tail-call pseudos → `jmp`, `VASTART_SAVE_XMM_REGS` → a test of AL guarding the stores
//! of the XMM argument registers (a new block), and the `__builtin_setjmp`/`longjmp` pseudos
//! (`EH_SjLj_SetJmp64` splits its block and adds the address-taken resume block).

use kiln_codegen::mir::{InsertPoint, InstId, MachineFunction, MachineOperand, Reg, RegFlags};
use kiln_codegen::passes::expand_post_ra::TargetPseudoExpansion;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, reg_class, sub_reg_idx, NUM_OPCODES, REGISTER_INFO};

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
    m.operands.insert(1, undef);
    m.operands.insert(1, undef);
    m.tie_operands(0, 1);
    Ok(())
}

/// `dst64 = OP64 ...` → `dst32 = op ..., implicit-def dst64`: the 32-bit instruction `op`, whose
/// result clears the upper half of the 64-bit register.
fn low_half_def(mf: &mut MachineFunction, inst: InstId, op: u32) -> Result<(), String> {
    let dst = def_reg(mf, inst)?;
    let low = REGISTER_INFO.sub_reg(dst, sub_reg_idx::sub_32bit).ok_or("no 32-bit sub-register")?;
    let m = mf.inst_mut(inst);
    m.opcode = op;
    m.operands[0] = MachineOperand::reg_def(Reg::phys(low));
    m.operands.push(MachineOperand::reg(Reg::phys(dst), RegFlags::DEF.union(RegFlags::IMPLICIT)));
    Ok(())
}

/// `LEA32_64r dst, base32, scale, index32, disp, seg` → `LEA64_32r` of the 64-bit registers
/// of base and index: the 32-bit result depends on their low halves only.
fn wide_address(mf: &mut MachineFunction, inst: InstId) -> Result<(), String> {
    let gr64 = REGISTER_INFO.class(reg_class::GR64);
    let m = mf.inst_mut(inst);
    for k in [1, 3] {
        let Some(low) = m.operands.get(k).and_then(|o| o.get_reg()).and_then(|r| r.as_phys()) else { continue };
        let wide = gr64.members.iter().copied().find(|&r| REGISTER_INFO.sub_reg(r, sub_reg_idx::sub_32bit) == Some(low));
        let wide = wide.ok_or("LEA32_64r: an address register without a 64-bit register")?;
        let flags = m.operands[k].reg_flags();
        m.operands[k] = MachineOperand::reg(Reg::phys(wide), flags);
    }
    m.opcode = opcode::LEA64_32r;
    Ok(())
}

/// Register operands past a real instruction's description become implicit (`RET 0, $eax`
/// is `RET64 implicit $eax`).
fn make_implicit(ops: &mut [MachineOperand]) {
    for o in ops.iter_mut() {
        o.add_flags(RegFlags::IMPLICIT);
    }
}

/// The opcodes [`X86PseudoExpansion`] expands (the arms of `expand_post_ra_pseudo` and
/// [`or_opcode`]; a test checks that it leaves every other opcode alone), one bit each.
static EXPANDED: [u64; (NUM_OPCODES as usize).div_ceil(64)] = opcode_set(&[
    opcode::MOV32r0,
    opcode::V_SET0,
    opcode::FsFLD0SS,
    opcode::FsFLD0SD,
    opcode::V_SETALLONES,
    opcode::SETB_C32r,
    opcode::MOV32ri64,
    opcode::LEA32_64r,
    opcode::MOVZX64rr8,
    opcode::MOVZX64rm8,
    opcode::MOVZX64rr16,
    opcode::MOVZX64rm16,
    opcode::RET,
    opcode::TCRETURNdi64,
    opcode::TCRETURNri64,
    opcode::VASTART_SAVE_XMM_REGS,
    opcode::TLS_addr64,
    opcode::TLS_base_addr64,
    opcode::EH_SjLj_SetJmp64,
    opcode::EH_SjLj_LongJmp64,
    opcode::ADD8rr_DB,
    opcode::ADD16rr_DB,
    opcode::ADD32rr_DB,
    opcode::ADD64rr_DB,
    opcode::ADD8ri_DB,
    opcode::ADD16ri_DB,
    opcode::ADD32ri_DB,
    opcode::ADD64ri32_DB,
    opcode::ADD16ri8_DB,
    opcode::ADD32ri8_DB,
    opcode::ADD64ri8_DB,
]);

/// The set of `ops`, one bit per opcode.
const fn opcode_set(ops: &[u32]) -> [u64; (NUM_OPCODES as usize).div_ceil(64)] {
    let mut set = [0; (NUM_OPCODES as usize).div_ceil(64)];
    let mut k = 0;
    while k < ops.len() {
        set[ops[k] as usize / 64] |= 1 << (ops[k] % 64);
        k += 1;
    }
    set
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
    let tail = mf.split_block_after(inst);
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

/// `TLS_addr64 @x(x86-tlsgd), <regmask>` / `TLS_base_addr64 @x(x86-tlsld), <regmask>`: the
/// `__tls_get_addr` call exactly as the psABI spells it, so the linker can relax it:
/// `data16 leaq x@TLSGD(%rip), %rdi; data16 data16 rex64 callq __tls_get_addr@PLT`, and for
/// local dynamic `leaq x@TLSLD(%rip), %rdi; callq __tls_get_addr@PLT`. The call keeps the
/// pseudo's register mask and implicit operands.
fn expand_tls_call(mf: &mut MachineFunction, inst: InstId, general: bool) -> Result<(), String> {
    let ops = mf.inst(inst).operands.clone();
    let sym = *ops.first().ok_or("TLS call pseudo without its symbol")?;
    let at = InsertPoint::Before(inst);
    if general {
        mf.build(at, opcode::DATA16_PREFIX);
    }
    let mut lea = mf.build(at, opcode::LEA64r).def(Reg::phys(reg::RDI)).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE);
    lea = lea.operand(sym);
    lea.use_reg(Reg::NONE);
    if general {
        mf.build(at, opcode::DATA16_PREFIX);
        mf.build(at, opcode::DATA16_PREFIX);
        mf.build(at, opcode::REX64_PREFIX);
    }
    let mut call = mf.build(at, opcode::CALL64pcrel32).external_symbol("__tls_get_addr", "x86-plt");
    for o in &ops[1..] {
        call = call.operand(*o);
    }
    call.implicit_use(Reg::phys(reg::RDI)).implicit_def(Reg::phys(reg::RAX));
    mf.remove(inst);
    Ok(())
}

/// The scratch register of the sjlj expansions: RAX, or RCX when the buffer is in RAX (both
/// are among the pseudos' definitions).
fn sjlj_scratch(buf: PhysReg) -> PhysReg {
    if buf == reg::RAX {
        reg::RCX
    } else {
        reg::RAX
    }
}

fn buffer_reg(mf: &MachineFunction, inst: InstId, what: &str) -> Result<PhysReg, String> {
    mf.inst(inst).operands.first().and_then(|o| o.get_reg()).and_then(|r| r.as_phys()).ok_or_else(|| format!("{what}: the buffer is not in a physical register"))
}

/// `EH_SjLj_SetJmp64 $buf`: stores the address of a new resume block in `8(buf)` and sets EAX
/// to 0, falling into the rest of the block (split off). The resume block, placed last and
/// marked address-taken, is where `longjmp` arrives: it sets EAX to 1 and jumps back. Every
/// instruction keeps the pseudo's source location, as llc's.
fn expand_setjmp(mf: &mut MachineFunction, inst: InstId) -> Result<(), String> {
    let buf = buffer_reg(mf, inst, "EH_SjLj_SetJmp64")?;
    let scratch = Reg::phys(sjlj_scratch(buf));
    let head = mf.inst(inst).parent();
    let sink = mf.split_block_after(inst);
    let last = *mf.layout().last().ok_or("a function without blocks")?;
    let resume = mf.create_block_after(last);
    mf.block_mut(resume).address_taken = true;
    let (eax, eflags) = (Reg::phys(reg::EAX), Reg::phys(reg::EFLAGS));
    let at = InsertPoint::Before(inst);
    let loc = mf.inst(inst).debug_loc;
    mf.build(at, opcode::LEA64r).def(scratch).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE).block(resume).use_reg(Reg::NONE).debug_loc(loc);
    mf.build(at, opcode::MOV64mr).use_reg(Reg::phys(buf)).imm(1).use_reg(Reg::NONE).imm(8).use_reg(Reg::NONE).reg(scratch, RegFlags::KILL).debug_loc(loc);
    let zero = mf.build(at, opcode::XOR32rr).def(eax).reg(eax, RegFlags::UNDEF).reg(eax, RegFlags::UNDEF).implicit_def(eflags).debug_loc(loc).id();
    mf.inst_mut(zero).tie_operands(0, 1);
    mf.remove(inst);
    mf.add_successor(head, sink, None);
    mf.add_successor(head, resume, None);
    mf.build(InsertPoint::End(resume), opcode::MOV32ri).def(eax).imm(1).debug_loc(loc);
    mf.build(InsertPoint::End(resume), opcode::JMP_1).block(sink).debug_loc(loc);
    mf.add_successor(resume, sink, None);
    // Only EAX (and the reserved RBP/RSP) survive the setjmp.
    mf.block_mut(sink).live_ins = vec![(reg::EAX, None)];
    mf.renumber_blocks();
    Ok(())
}

/// `EH_SjLj_LongJmp64 $buf`: reloads the frame pointer, the stack pointer and the resume
/// address from the buffer and jumps there; RBP is written last, so the buffer may be in it.
/// The loads and the jump keep the pseudo's source location, as llc's.
fn expand_longjmp(mf: &mut MachineFunction, inst: InstId) -> Result<(), String> {
    let buf = Reg::phys(buffer_reg(mf, inst, "EH_SjLj_LongJmp64")?);
    let scratch = Reg::phys(sjlj_scratch(buf.as_phys().ok_or("EH_SjLj_LongJmp64: no buffer register")?));
    let at = InsertPoint::Before(inst);
    let loc = mf.inst(inst).debug_loc;
    for (dst, offset) in [(scratch, 8), (Reg::phys(reg::RSP), 16), (Reg::phys(reg::RBP), 0)] {
        mf.build(at, opcode::MOV64rm).def(dst).use_reg(buf).imm(1).use_reg(Reg::NONE).imm(offset).use_reg(Reg::NONE).debug_loc(loc);
    }
    mf.build(at, opcode::JMP64r).reg(scratch, RegFlags::KILL).debug_loc(loc);
    mf.remove(inst);
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
            opcode::MOV32ri64 => low_half_def(mf, inst, opcode::MOV32ri)?,
            opcode::LEA32_64r => wide_address(mf, inst)?,
            opcode::MOVZX64rr8 => low_half_def(mf, inst, opcode::MOVZX32rr8)?,
            opcode::MOVZX64rm8 => low_half_def(mf, inst, opcode::MOVZX32rm8)?,
            opcode::MOVZX64rr16 => low_half_def(mf, inst, opcode::MOVZX32rr16)?,
            opcode::MOVZX64rm16 => low_half_def(mf, inst, opcode::MOVZX32rm16)?,
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
            opcode::TLS_addr64 | opcode::TLS_base_addr64 => expand_tls_call(mf, inst, op == opcode::TLS_addr64)?,
            opcode::EH_SjLj_SetJmp64 => expand_setjmp(mf, inst)?,
            opcode::EH_SjLj_LongJmp64 => expand_longjmp(mf, inst)?,
            _ => match or_opcode(op) {
                Some(or) => mf.inst_mut(inst).opcode = or,
                None => return Ok(false),
            },
        }
        Ok(true)
    }

    fn expanded_opcodes(&self) -> Option<&'static [u64]> {
        Some(&EXPANDED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generated::INSTR_INFO;
    use kiln_codegen::mir::{parse_mir, print_function, MirTarget};
    use kiln_support::SourceFile;

    static X86: MirTarget = MirTarget { regs: &REGISTER_INFO, instrs: &INSTR_INFO, reg_banks: &[] };

    /// Expands every pseudo of the one function of `body`; its printed body.
    fn expand(body: &str) -> String {
        let text = format!("---\nname: f\nbody: |\n{body}...\n");
        let mut m = parse_mir(&SourceFile::new("t.mir", &text), &X86).expect("valid MIR");
        let mf = &mut m.functions[0];
        let insts: Vec<InstId> = mf.layout().to_vec().into_iter().flat_map(|b| mf.block_insts(b).collect::<Vec<_>>()).collect();
        for i in insts {
            X86PseudoExpansion.expand_post_ra_pseudo(mf, i).expect("expands");
        }
        let mut out = String::new();
        print_function(&mut out, mf, &X86);
        out[out.find("body:").unwrap_or(0)..].to_string()
    }

    /// The post-RA pass asks about the opcodes of `EXPANDED` alone: every other opcode is left
    /// as it is (here with three register operands, as most instructions have).
    #[test]
    fn only_the_listed_opcodes_are_expanded() {
        use kiln_codegen::mir::{InsertPoint, MachineFunction, MachineOperand, Reg};
        let mut mf = MachineFunction::new("f");
        let b = mf.create_block();
        for op in 0..NUM_OPCODES {
            if EXPANDED[op as usize / 64] >> (op % 64) & 1 != 0 {
                continue;
            }
            let mut m = mf.new_inst(op);
            for r in [reg::RAX, reg::RCX, reg::RDX] {
                m.operands.push(MachineOperand::reg_use(Reg::phys(r)));
            }
            let i = mf.insert_new(InsertPoint::End(b), m);
            assert_eq!(X86PseudoExpansion.expand_post_ra_pseudo(&mut mf, i), Ok(false), "{}", INSTR_INFO.desc(op).name);
            assert_eq!(mf.inst(i).opcode, op);
        }
    }

    #[test]
    fn setjmp_splits_the_block_and_adds_an_address_taken_resume_block() {
        let out = expand(
            "  bb.0:
    EH_SjLj_SetJmp64 $rax
    $ecx = COPY $eax
    RET 0, $ecx
",
        );
        // The buffer is in RAX, so RCX is the scratch; the resume block comes last.
        assert!(out.contains("$rcx = LEA64r $rip, 1, $noreg, %bb.2, $noreg"), "{out}");
        assert!(out.contains("MOV64mr $rax, 1, $noreg, 8, $noreg, killed $rcx"), "{out}");
        assert!(out.contains("XOR32rr undef $eax, undef $eax"), "{out}");
        assert!(out.contains("bb.1:") && out.contains("bb.2 (address-taken):"), "{out}");
        assert!(out.contains("$eax = MOV32ri 1") && out.contains("JMP_1 %bb.1"), "{out}");
    }

    #[test]
    fn longjmp_loads_the_frame_pointer_last() {
        let out = expand(
            "  bb.0:
    EH_SjLj_LongJmp64 $rbp
",
        );
        let loads: Vec<&str> = out.lines().map(str::trim).filter(|l| l.contains("MOV64rm")).collect();
        assert_eq!(
            loads,
            [
                "$rax = MOV64rm $rbp, 1, $noreg, 8, $noreg",
                "$rsp = MOV64rm $rbp, 1, $noreg, 16, $noreg",
                "$rbp = MOV64rm $rbp, 1, $noreg, 0, $noreg"
            ],
            "{out}"
        );
        assert!(out.contains("JMP64r killed $rax"), "{out}");
    }
}
