//! x86-64's part of GlobalISel's call lowering (`kiln_codegen::gisel::irtranslator_call`):
//! the System V conventions by IR calling convention, the `ADJCALLSTACKDOWN64`/`UP64` call-frame
//! pseudos, `CALL64pcrel32` (through the PLT when the callee may be defined elsewhere) or
//! `CALL64r` with the `CSR_64` register mask, `RET`, AL = the number of vector registers a
//! variadic call uses, `rep movsq` for large `byval` copies, the trap and sjlj instructions,
//! inline asm addresses, and a variadic function's register save area and `va_list` (the
//! SelectionDAG's, from `call.rs`). The parts, locations and copies are the shared code's.

use super::call::{argument_registers_used, conventions, forwarded_registers, register_save_area, va_list_fields, VA_LIST_BYTES};
use super::X86TargetLowering;
use crate::generated::{opcode, reg};
use crate::INSTR_INFO;
use crate::register_info::csr_64_set;
use kiln_codegen::gisel::irtranslator_call::{BlockCopy, CallLoweringTarget, Callee};
use kiln_codegen::gisel::llt::Llt;
use kiln_codegen::isel::call_lowering::{SavedArgRegister, VaListField, ValueAssignment};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo, VarArgsInfo};
use kiln_codegen::mir::{MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags, RegMask, TargetFlags};
use kiln_codegen::target::calling_conv::CallingConvTable;
use kiln_codegen::target::value_types::Mvt;
use kiln_mc::desc::PhysReg;

/// The desc's implicit uses (`defs` false) or defs of `opcode` as operands (an iterator: every
/// call and call-frame pseudo takes them, and a vector each time would be an allocation).
pub(crate) fn implicit(opcode: u32, defs: bool) -> impl Iterator<Item = MachineOperand> {
    let (regs, flags): (&'static [PhysReg], RegFlags) = match (INSTR_INFO.get(opcode), defs) {
        (Some(desc), true) => (desc.implicit_defs, RegFlags::DEF.union(RegFlags::IMPLICIT)),
        (Some(desc), false) => (desc.implicit_uses, RegFlags::IMPLICIT),
        (None, _) => (&[], RegFlags::IMPLICIT),
    };
    regs.iter().map(move |&r| MachineOperand::reg(Reg::phys(r), flags))
}

/// The call-frame setup (`setup`) or destroy pseudo of a call passing `bytes` on the stack.
pub(crate) fn call_frame(setup: bool, bytes: u32) -> MachineInstr {
    let (opcode, amounts): (u32, &[i64]) = match setup {
        true => (opcode::ADJCALLSTACKDOWN64, &[bytes as i64, 0, 0]),
        false => (opcode::ADJCALLSTACKUP64, &[bytes as i64, 0]),
    };
    let mut mi = MachineInstr::new(opcode);
    mi.operands.extend(amounts.iter().map(|&a| MachineOperand::Imm(a)));
    mi.operands.extend(implicit(opcode, true));
    mi.operands.extend(implicit(opcode, false));
    mi
}

/// The `CSR_64` register mask: the registers a C call preserves.
pub(crate) fn c_call_preserved() -> Result<MachineOperand, String> {
    Ok(MachineOperand::RegMask(RegMask::CalleeSaved(csr_64_set()?)))
}

/// The operand naming a callee: a global (through its PLT entry when it may be defined
/// elsewhere), a library symbol (always through the PLT) or the register holding its address.
fn callee_operand(custom: &super::custom::LoweringContext, mf: &mut MachineFunction, callee: Callee) -> MachineOperand {
    match callee {
        Callee::Global { global, name } => {
            let target_flags = if custom.call_through_plt(global) { mf.intern_target_flags("x86-plt") } else { TargetFlags::NONE };
            MachineOperand::Global { name, offset: 0, target_flags }
        }
        Callee::Symbol(name) => MachineOperand::ExternalSymbol { name, offset: 0, target_flags: mf.intern_target_flags("x86-plt") },
        Callee::Reg(r) => MachineOperand::reg_use(r),
    }
}

impl CallLoweringTarget for X86TargetLowering {
    fn conventions(&self, cc: u32) -> Result<(&'static CallingConvTable, &'static CallingConvTable), String> {
        conventions(cc)
    }

    fn call_frame(&self, setup: bool, bytes: u32) -> MachineInstr {
        call_frame(setup, bytes)
    }

    fn call_frame_opcodes(&self) -> (u32, u32) {
        (opcode::ADJCALLSTACKDOWN64, opcode::ADJCALLSTACKUP64)
    }

    fn call(&self, mf: &mut MachineFunction, callee: Callee, args: &[PhysReg], results: &[PhysReg]) -> Result<MachineInstr, String> {
        if self.custom.far_calls() {
            return Err("unable to translate instruction: call: calls of the large code model are not translated yet".to_string());
        }
        let opcode = if matches!(callee, Callee::Reg(_)) { opcode::CALL64r } else { opcode::CALL64pcrel32 };
        let target = callee_operand(&self.custom, mf, callee);
        let mut mi = MachineInstr::new(opcode);
        mi.operands.push(target);
        mi.operands.push(c_call_preserved()?);
        mi.operands.extend(implicit(opcode, false));
        mi.operands.extend(args.iter().map(|&r| MachineOperand::reg(Reg::phys(r), RegFlags::IMPLICIT)));
        mi.operands.extend(implicit(opcode, true));
        mi.operands.extend(results.iter().map(|&r| MachineOperand::reg(Reg::phys(r), RegFlags::DEF.union(RegFlags::IMPLICIT))));
        Ok(mi)
    }

    /// `TCRETURNdi64` (through the PLT as [`call`](Self::call) would be) with no stack
    /// adjustment, as the SelectionDAG selects a sibling call; none to an address in a
    /// register, as the SelectionDAG makes none.
    fn tail_call(&self, mf: &mut MachineFunction, callee: Callee, args: &[PhysReg]) -> Result<Option<MachineInstr>, String> {
        if self.custom.far_calls() {
            return Ok(None);
        }
        if matches!(callee, Callee::Reg(_)) {
            return Ok(None);
        }
        let target = callee_operand(&self.custom, mf, callee);
        let mut mi = MachineInstr::new(opcode::TCRETURNdi64);
        mi.operands.extend([target, MachineOperand::Imm(0)]);
        mi.operands.extend(args.iter().map(|&r| MachineOperand::reg(Reg::phys(r), RegFlags::IMPLICIT)));
        mi.operands.push(c_call_preserved()?);
        mi.operands.extend(implicit(opcode::TCRETURNdi64, false));
        Ok(Some(mi))
    }

    /// The free argument registers and AL (`lowering::call::forwarded_registers`), as the SelectionDAG keeps them.
    fn forwarded_registers(&self, a: &ValueAssignment) -> Vec<(PhysReg, Mvt)> {
        let (gprs_used, xmms_used) = argument_registers_used(&a.state);
        forwarded_registers(gprs_used, xmms_used).collect()
    }

    fn ret(&self, results: &[PhysReg]) -> MachineInstr {
        let mut mi = MachineInstr::new(opcode::RET);
        mi.operands.push(MachineOperand::Imm(0));
        mi.operands.extend(results.iter().map(|&r| MachineOperand::reg_use(Reg::phys(r))));
        mi
    }

    /// AL: an upper bound of the vector registers holding arguments, for the callee's `va_start`.
    fn vararg_register(&self, args: &[PhysReg]) -> Option<(PhysReg, Llt, i64)> {
        let vector = args.iter().filter(|r| (reg::XMM0.0..=reg::XMM15.0).contains(&r.0)).count();
        Some((reg::AL, Llt::scalar(8), vector as i64))
    }

    /// `rep movsq`: RCX quadwords from RSI to RDI (the direction flag clear, as the psABI
    /// guarantees), as the SelectionDAG copies a large `byval` object.
    fn block_copy(&self) -> Option<BlockCopy> {
        let mut inst = MachineInstr::new(opcode::REP_MOVSQ_64);
        inst.operands.extend(implicit(opcode::REP_MOVSQ_64, true));
        inst.operands.extend(implicit(opcode::REP_MOVSQ_64, false));
        Some(BlockCopy { inst, unit: 8, count: reg::RCX, src: reg::RSI, dst: reg::RDI })
    }

    /// `TRAP` (ud2), and the sjlj pseudos the SelectionDAG selects (`EH_SjLj_SetJmp64`,
    /// whose result is in EAX, and `EH_SjLj_LongJmp64`) on the buffer's register.
    fn intrinsic(&self, name: &str, args: &[Reg]) -> Option<(MachineInstr, Option<PhysReg>)> {
        let (opcode, result) = match name {
            "llvm.trap" | "llvm.ubsantrap" => (opcode::TRAP, None),
            "llvm.eh.sjlj.setjmp" => (opcode::EH_SjLj_SetJmp64, Some(reg::EAX)),
            "llvm.eh.sjlj.longjmp" => (opcode::EH_SjLj_LongJmp64, None),
            _ => return None,
        };
        let mut mi = MachineInstr::new(opcode);
        if opcode != opcode::TRAP {
            mi.operands.push(MachineOperand::reg_use(*args.first()?));
        }
        mi.operands.extend(implicit(opcode, true));
        Some((mi, result))
    }

    /// The SSE prefetch of the locality's level (`PREFETCHT0` keeps the line closest), as the
    /// SelectionDAG patterns select it for either `rw`.
    fn prefetch(&self, address: Reg, _rw: i64, locality: i64) -> Option<MachineInstr> {
        let opcode = match locality {
            3 => opcode::PREFETCHT0,
            2 => opcode::PREFETCHT1,
            1 => opcode::PREFETCHT2,
            _ => opcode::PREFETCHNTA,
        };
        let mut mi = MachineInstr::new(opcode);
        mi.operands.extend(self.inline_asm_address(MachineOperand::reg_use(address))?);
        Some(mi)
    }

    /// Base, scale 1, no index, displacement 0, no segment.
    fn inline_asm_address(&self, base: MachineOperand) -> Option<Vec<MachineOperand>> {
        Some(vec![base, MachineOperand::Imm(1), MachineOperand::reg_use(Reg::NONE), MachineOperand::Imm(0), MachineOperand::reg_use(Reg::NONE)])
    }

    fn save_vararg_registers(&self, fi: &mut FunctionLoweringInfo, a: &ValueAssignment) -> Result<Vec<SavedArgRegister>, String> {
        let (gprs_used, xmms_used) = argument_registers_used(&a.state);
        Ok(register_save_area(fi, gprs_used, xmms_used, a.stack_size()))
    }

    fn va_list_fields(&self, va: &VarArgsInfo) -> Vec<VaListField> {
        va_list_fields(va).to_vec()
    }

    fn va_list_bytes(&self) -> u64 {
        VA_LIST_BYTES
    }
}
