//! RISC-V MachineInstr → MCInst lowering, the target half of the AsmPrinter. Machine and MC
//! instructions share opcode numbers, so lowering copies the explicit operands (registers,
//! immediates, symbols as expressions with their `%hi`/`%lo`/`@plt` variant from the target
//! flags, constant-pool entries and jump tables `%hi` on `lui` and `%lo` on the next instruction) and turns the code generator's pseudos into the instructions they stand for:
//! `PseudoCallSym` into `call` (auipc + jalr, one fixup), `PseudoCallReg` into `jalr ra`,
//! `PseudoRET` into `jalr zero, 0(ra)`, `PseudoBR` into `jal zero`, `PseudoBRIND` into
//! `jalr zero`.

use kiln_codegen::emit::{LowerContext, LoweredInsts, TargetAsmLowering};
use kiln_codegen::mir::{MachineInstr, MachineOperand, RegFlags};
use kiln_mc::desc::InstrFlags;
use kiln_mc::expr::VariantKind;
use kiln_mc::inst::{MCInst, MCOperand};

use crate::generated::{opcode, reg, INSTR_INFO};

/// The RISC-V lowering hook.
#[derive(Clone, Copy, Debug, Default)]
pub struct RiscvAsmLowering;

/// The relocation variant of MIR target flags on a symbolic operand.
fn variant_of(flags: &str) -> Result<VariantKind, String> {
    Ok(match flags {
        "" => VariantKind::None,
        "riscv-hi" => crate::mc_kinds::HI,
        "riscv-lo" => crate::mc_kinds::LO,
        "riscv-plt" => crate::mc_kinds::PLT,
        other => return Err(format!("unsupported operand target flags '{other}'")),
    })
}

/// Operand `op` of an instruction with `opcode`. A constant-pool entry is addressed
/// or jump table is addressed absolutely: `%hi` on a `lui`, `%lo` on the `ld` or `addi`.
fn operand(cx: &mut LowerContext<'_>, opcode: u32, op: &MachineOperand) -> Result<MCOperand, String> {
    Ok(match *op {
        MachineOperand::Reg { reg, sub_reg, .. } => {
            if reg.is_virtual() || sub_reg.0 != 0 {
                return Err("a virtual or sub-register operand reached the asm printer".into());
            }
            MCOperand::Reg(reg.0 as u16)
        }
        MachineOperand::Imm(v) => MCOperand::Imm(v),
        MachineOperand::CImm { value, .. } => MCOperand::Imm(value),
        _ => {
            let Some(s) = cx.symbol_operand(op)? else { return Err(format!("unsupported {} operand", op.kind_name())) };
            let variant = match op {
                MachineOperand::ConstantPool { .. } | MachineOperand::JumpTable { .. } if opcode == opcode::LUI => crate::mc_kinds::HI,
                MachineOperand::ConstantPool { .. } | MachineOperand::JumpTable { .. } => crate::mc_kinds::LO,
                _ => variant_of(s.target_flags)?,
            };
            let e = cx.ctx.symbol_ref_variant(s.symbol, variant);
            MCOperand::Expr(cx.ctx.add_constant(e, s.offset))
        }
    })
}

fn with_operands(op: u32, operands: Vec<MCOperand>) -> MCInst {
    let mut inst = MCInst::new(op);
    inst.operands = operands;
    inst
}

fn register(r: kiln_mc::desc::PhysReg) -> MCOperand {
    MCOperand::Reg(r.0)
}

impl TargetAsmLowering for RiscvAsmLowering {
    fn lower_instruction(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, out: &mut LoweredInsts) -> Result<(), String> {
        let desc = INSTR_INFO.get(mi.opcode).ok_or_else(|| format!("unknown opcode {}", mi.opcode))?;
        let first = |cx: &mut LowerContext<'_>| mi.operands.first().ok_or_else(|| format!("{} without operands", desc.name)).and_then(|o| operand(cx, mi.opcode, o));
        let inst = match mi.opcode {
            opcode::PseudoCallSym => with_operands(opcode::PseudoCALL, vec![first(cx)?]),
            opcode::PseudoCallReg => with_operands(opcode::JALR, vec![register(reg::X1), first(cx)?, MCOperand::Imm(0)]),
            opcode::PseudoRET => with_operands(opcode::JALR, vec![register(reg::X0), register(reg::X1), MCOperand::Imm(0)]),
            opcode::PseudoBR => with_operands(opcode::JAL, vec![register(reg::X0), first(cx)?]),
            opcode::PseudoBRIND => with_operands(opcode::JALR, vec![register(reg::X0), first(cx)?, MCOperand::Imm(0)]),
            _ if desc.has(InstrFlags::IS_PSEUDO) => return Err(format!("pseudo instruction {} reached the asm printer", desc.name)),
            _ => {
                let mut inst = MCInst::new(mi.opcode);
                let explicit = desc.operands.len().min(mi.operands.len());
                for op in &mi.operands[..explicit] {
                    match op {
                        MachineOperand::Reg { flags, .. } if flags.contains(RegFlags::IMPLICIT) => continue,
                        MachineOperand::RegMask(_) => continue,
                        _ => inst.operands.push(operand(cx, mi.opcode, op)?),
                    }
                }
                inst
            }
        };
        out.push_inst(inst);
        Ok(())
    }

    fn asm_parser(&self) -> Option<Box<dyn kiln_mc::parser::TargetAsmParser>> {
        Some(Box::new(crate::asm_parser::RiscvAsmParser::default()))
    }

    fn print_inline_asm_operand(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, group: kiln_codegen::inline_asm::Group, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
        crate::inline_asm::print_operand(cx, mi, group, modifier, out)
    }
}
