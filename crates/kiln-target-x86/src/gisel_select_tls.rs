//! x86-64's GlobalISel selection of thread-local addresses: a `G_GLOBAL_VALUE` whose target
//! flags name the TLS model the translator took from `LoweringContext::thread_local_flags`
//! (the SelectionDAG's model choice, `lowering/tls.rs`), built from the same instructions and
//! pseudos the SelectionDAG's patterns select (`td/X86InstrTLS.td`):
//! - `x86-tpoff` (local exec): `movq %fs:0, %tp; leaq sym@TPOFF(%tp), %dst`;
//! - `x86-gottpoff` (initial exec): `movq sym@GOTTPOFF(%rip), %off; movq %fs:0, %tp; addq`;
//! - `x86-tlsgd` (general dynamic): the `TLS_addr64` call pseudo in its own call frame, the
//!   address in RAX;
//! - `x86-tlsld` (local dynamic): `TLS_base_addr64`, then `leaq sym@DTPOFF(%rax_copy)`.
//!
//! Post-RA pseudo expansion writes the calls out exactly as the psABI spells them.

use crate::generated::{opcode, reg, reg_class};
use crate::lowering::gisel_call::{c_call_preserved, call_frame, implicit};
use kiln_codegen::gisel::instruction_select::InstructionSelector;
use kiln_codegen::mir::{InsertPoint, InstId, MachineInstr, MachineOperand, Reg, StrId, TargetFlags};

/// Selects `G_GLOBAL_VALUE` `i` (defining `dst` from symbol `name` + `offset`) when its target
/// flags `flags` name a TLS model; false for any other flags.
pub fn select(sel: &mut InstructionSelector, i: InstId, dst: Reg, name: StrId, offset: i64, flags: TargetFlags) -> Result<bool, String> {
    let at = InsertPoint::Before(i);
    let symbol = |sel: &mut InstructionSelector, flag: &str, offset: i64| MachineOperand::Global { name, offset, target_flags: sel.mf.intern_target_flags(flag) };
    sel.mf.regs.set_reg_class(dst, reg_class::GR64);
    // The symbol's offset folds into the displacement of the TPOFF and DTPOFF forms; the
    // other forms give the symbol's address, to which a nonzero offset is added.
    let base = if offset == 0 { dst } else { sel.new_vreg(reg_class::GR64) };
    match sel.mf.target_flags_str(flags) {
        "x86-tpoff" => {
            let tp = thread_pointer(sel, at);
            let sym = symbol(sel, "x86-tpoff", offset);
            sel.mf.build(at, opcode::LEA64r).def(dst).use_reg(tp).imm(1).use_reg(Reg::NONE).operand(sym).use_reg(Reg::NONE);
            return Ok(true);
        }
        "x86-gottpoff" => {
            let tp_offset = initial_exec_offset(sel, at, name);
            let tp = thread_pointer(sel, at);
            let add = sel.mf.build(at, opcode::ADD64rr).def(base).use_reg(tp).use_reg(tp_offset).implicit_def(Reg::phys(reg::EFLAGS)).id();
            sel.constrain_operands(add);
        }
        "x86-tlsgd" => tls_call(sel, at, opcode::TLS_addr64, name, "x86-tlsgd", base)?,
        "x86-tlsld" => {
            let module_block = sel.new_vreg(reg_class::GR64);
            tls_call(sel, at, opcode::TLS_base_addr64, name, "x86-tlsld", module_block)?;
            let sym = symbol(sel, "x86-dtpoff", offset);
            sel.mf.build(at, opcode::LEA64r).def(dst).use_reg(module_block).imm(1).use_reg(Reg::NONE).operand(sym).use_reg(Reg::NONE);
            return Ok(true);
        }
        _ => return Ok(false),
    }
    if base != dst {
        let disp = i32::try_from(offset).map_err(|_| format!("thread-local address offset {offset} beyond 32 bits"))?;
        sel.mf.build(at, opcode::LEA64r).def(dst).use_reg(base).imm(1).use_reg(Reg::NONE).imm(i64::from(disp)).use_reg(Reg::NONE);
    }
    Ok(true)
}

/// `movq sym@GOTTPOFF(%rip), %off`: an initial-exec symbol's offset from the thread pointer,
/// from its GOT entry (an access reads `%fs:(%off)`, the address adds `%fs:0`).
pub(crate) fn initial_exec_offset(sel: &mut InstructionSelector, at: InsertPoint, name: StrId) -> Reg {
    let offset = sel.new_vreg(reg_class::GR64);
    let sym = MachineOperand::Global { name, offset: 0, target_flags: sel.mf.intern_target_flags("x86-gottpoff") };
    sel.mf.build(at, opcode::MOV64rm).def(offset).use_reg(Reg::phys(reg::RIP)).imm(1).use_reg(Reg::NONE).operand(sym).use_reg(Reg::NONE);
    offset
}

/// `movq %fs:0, %tp`: the thread pointer, the TCB's address.
fn thread_pointer(sel: &mut InstructionSelector, at: InsertPoint) -> Reg {
    let tp = sel.new_vreg(reg_class::GR64);
    sel.mf.build(at, opcode::MOV64rm).def(tp).use_reg(Reg::NONE).imm(1).use_reg(Reg::NONE).imm(0).use_reg(Reg::phys(reg::FS));
    tp
}

/// The `__tls_get_addr` call pseudo `pseudo` on `name` with target flag `flag`, in its own
/// call frame as the SelectionDAG builds it, its result (RAX) copied to `result`.
fn tls_call(sel: &mut InstructionSelector, at: InsertPoint, pseudo: u32, name: StrId, flag: &str, result: Reg) -> Result<(), String> {
    sel.mf.insert_new(at, call_frame(true, 0));
    let mut call = MachineInstr::new(pseudo);
    call.operands.push(MachineOperand::Global { name, offset: 0, target_flags: sel.mf.intern_target_flags(flag) });
    call.operands.push(c_call_preserved()?);
    call.operands.extend(implicit(pseudo, false));
    call.operands.extend(implicit(pseudo, true));
    sel.mf.insert_new(at, call);
    sel.mf.insert_new(at, call_frame(false, 0));
    sel.mf.build(at, kiln_codegen::target::target_opcode::COPY).def(result).use_reg(Reg::phys(reg::RAX));
    Ok(())
}
