//! x86-64 MachineInstr → MCInst lowering, the target half of the AsmPrinter.
//!
//! Machine and MC instructions share opcode numbers (both come from the generated
//! `INSTR_INFO`), so lowering copies the explicit operands: registers, immediates, and symbolic
//! operands (globals, external symbols, blocks, constant-pool entries, jump tables, block
//! addresses) as `MCExpr`s whose variant comes from the operand's target flags (`@PLT`,
//! `@GOTPCREL`, `@TLSGD`, `@GOTTPOFF`, `@TPOFF`, ...); implicit operands and register masks
//! are dropped. A few codegen-only forms become the instruction llc emits for them: the
//! `_NOREX` byte moves, tail-jump pseudos, the accumulator short forms (`addl $1000, %eax`
//! as `05 imm32`) and `movslq %eax, %rax` as `cltq`. Inline assembly goes through the AT&T
//! parser ([`crate::asm_parser::X86AsmParser`]).

use std::sync::OnceLock;

use kiln_codegen::emit::{LowerContext, LoweredInsts, TargetAsmLowering};
use kiln_codegen::mir::{MachineInstr, MachineOperand};
use kiln_mc::desc::InstrFlags;
use kiln_mc::expr::VariantKind;
use kiln_mc::inst::MCOperand;

use crate::generated::{opcode, reg, INSTR_INFO};

/// The x86-64 lowering hook.
#[derive(Clone, Copy, Debug, Default)]
pub struct X86AsmLowering;

/// The relocation variant of MIR target flags on a symbolic operand.
pub fn variant_of(flags: &str) -> Result<VariantKind, String> {
    Ok(match flags {
        "" => VariantKind::None,
        "x86-plt" => VariantKind::Plt,
        "x86-got" => VariantKind::Got,
        "x86-gotoff" => VariantKind::GotOff,
        "x86-gotpcrel" => VariantKind::GotPcRel,
        "x86-gotpcrel-norelax" => crate::mc_kinds::GOTPCREL_NORELAX,
        "x86-gottpoff" => VariantKind::GotTpOff,
        "x86-gotntpoff" => crate::mc_kinds::GOTNTPOFF,
        "x86-indntpoff" => crate::mc_kinds::INDNTPOFF,
        "x86-tpoff" => VariantKind::TpOff,
        "x86-ntpoff" => crate::mc_kinds::NTPOFF,
        "x86-dtpoff" => VariantKind::DtpOff,
        "x86-tlsgd" => VariantKind::TlsGd,
        "x86-tlsld" => VariantKind::TlsLd,
        "x86-tlsldm" => crate::mc_kinds::TLSLDM,
        other => return Err(format!("unsupported operand target flags '{other}'")),
    })
}

/// What lowering does with one opcode, worked out once per opcode ([`plans`]) so that an
/// instruction takes one table lookup: the opcode its `MCInst` gets (codegen-only forms found
/// by name, so that forms the description does not have are simply absent: `X_NOREX` → `X`,
/// `TAILJMPd64` → `JMP_1`, ...), how many operands are explicit, and the accumulator short
/// form of that opcode (`ADD32ri` → `ADD32i32`).
#[derive(Clone, Copy, Debug)]
struct Plan {
    opcode: u32,
    /// The description's operand count, or [`VARIADIC`].
    explicit: u16,
    /// A pseudo that nothing renames, which cannot reach the printer.
    pseudo: bool,
    /// The accumulator short form of `opcode`, or [`NONE`].
    accumulator: u32,
}

/// No accumulator form in a [`Plan`].
const NONE: u32 = u32::MAX;
/// Every machine operand of a variadic instruction is explicit.
const VARIADIC: u16 = u16::MAX;

fn plans() -> &'static [Plan] {
    static TABLE: OnceLock<Box<[Plan]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let find = |n: &str| INSTR_INFO.find(n);
        let count = INSTR_INFO.num_opcodes();
        let mut direct: Vec<u32> = (0..count as u32).collect();
        for op in 0..count as u32 {
            if let Some(real) = INSTR_INFO.name(op).strip_suffix("_NOREX").and_then(find) {
                direct[op as usize] = real;
            }
        }
        for (pseudo, real) in [("TAILJMPd64", "JMP_1"), ("TAILJMPr64", "JMP64r"), ("TAILJMPm64", "JMP64m"), ("TAILJMPd64_CC", "JCC_1"), ("TAILJMPr64_REX", "JMP64r_REX"), ("TAILJMPm64_REX", "JMP64m_REX")] {
            if let (Some(p), Some(r)) = (find(pseudo), find(real)) {
                direct[p as usize] = r;
            }
        }
        let mut accumulator = vec![NONE; count];
        for base in ["ADC", "ADD", "AND", "CMP", "OR", "SBB", "SUB", "TEST", "XOR"] {
            for (long, short) in [("8ri", "8i8"), ("16ri", "16i16"), ("32ri", "32i32"), ("64ri32", "64i32")] {
                if let (Some(l), Some(s)) = (find(&format!("{base}{long}")), find(&format!("{base}{short}"))) {
                    accumulator[l as usize] = s;
                }
            }
        }
        (0..count)
            .map(|op| {
                let desc = INSTR_INFO.desc(op as u32);
                let opcode = direct[op];
                Plan {
                    opcode,
                    explicit: if desc.is_variadic() { VARIADIC } else { desc.operands.len().min(VARIADIC as usize - 1) as u16 },
                    pseudo: desc.has(InstrFlags::IS_PSEUDO) && opcode == op as u32,
                    accumulator: accumulator[opcode as usize],
                }
            })
            .collect()
    })
}

impl X86AsmLowering {
    fn operand(&self, cx: &mut LowerContext<'_>, op: &MachineOperand) -> Result<MCOperand, String> {
        Ok(match *op {
            MachineOperand::Reg { reg, sub_reg, .. } => {
                if reg.is_virtual() {
                    return Err("virtual register reached the asm printer".into());
                }
                if sub_reg.0 != 0 {
                    return Err("sub-register operand reached the asm printer".into());
                }
                MCOperand::Reg(reg.0 as u16)
            }
            MachineOperand::Imm(v) => MCOperand::Imm(v),
            MachineOperand::CImm { value, .. } => MCOperand::Imm(value),
            _ => {
                let Some(s) = cx.symbol_operand(op)? else { return Err(format!("unsupported {} operand", op.kind_name())) };
                let variant = variant_of(s.target_flags)?;
                let e = cx.ctx.symbol_ref_variant(s.symbol, variant);
                MCOperand::Expr(cx.ctx.add_constant(e, s.offset))
            }
        })
    }
}

impl TargetAsmLowering for X86AsmLowering {
    /// `MEMBARRIER`, a fence that only orders the compiler, emits nothing.
    fn emits_nothing(&self, opcode: u32) -> bool {
        opcode == opcode::MEMBARRIER
    }

    fn lower_instruction(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, out: &mut LoweredInsts) -> Result<(), String> {
        let Some(&plan) = plans().get(mi.opcode as usize) else { return Err(format!("unknown opcode {}", mi.opcode)) };
        if plan.pseudo {
            return Err(format!("pseudo instruction {} reached the asm printer", INSTR_INFO.name(mi.opcode)));
        }
        let inst = out.push(plan.opcode);
        let explicit = if plan.explicit == VARIADIC { mi.operands.len() } else { (plan.explicit as usize).min(mi.operands.len()) };
        inst.operands.reserve(explicit);
        for op in &mi.operands[..explicit] {
            // Registers and immediates, most operands, are copied here; the rest (and the
            // errors) go through `operand`.
            let lowered = match *op {
                MachineOperand::Reg { flags, .. } if flags.contains(kiln_codegen::mir::RegFlags::IMPLICIT) => continue,
                MachineOperand::RegMask(_) => continue,
                MachineOperand::Reg { reg, sub_reg, .. } if !reg.is_virtual() && sub_reg.0 == 0 => MCOperand::Reg(reg.0 as u16),
                MachineOperand::Imm(v) => MCOperand::Imm(v),
                _ => self.operand(cx, op)?,
            };
            inst.operands.push(lowered);
        }
        if plan.accumulator != NONE {
            let accumulator = matches!(inst.operands.first(), Some(MCOperand::Reg(r)) if [reg::AL, reg::AX, reg::EAX, reg::RAX].iter().any(|a| a.0 == *r));
            if accumulator {
                let imm = inst.operands.pop().ok_or("accumulator form without an immediate")?;
                inst.operands.clear();
                inst.operands.push(imm);
                inst.opcode = plan.accumulator;
            }
        }
        // Sign extension of the accumulator into itself has one-byte forms.
        if let (opcode::MOVSX16rr8 | opcode::MOVSX32rr16 | opcode::MOVSX64rr32, [MCOperand::Reg(d), MCOperand::Reg(s), ..]) = (inst.opcode, &inst.operands[..]) {
            let short = match inst.opcode {
                opcode::MOVSX16rr8 if *d == reg::AX.0 && *s == reg::AL.0 => Some(opcode::CBW),
                opcode::MOVSX32rr16 if *d == reg::EAX.0 && *s == reg::AX.0 => Some(opcode::CWDE),
                opcode::MOVSX64rr32 if *d == reg::RAX.0 && *s == reg::EAX.0 => Some(opcode::CDQE),
                _ => None,
            };
            if let Some(op) = short {
                inst.opcode = op;
                inst.operands.clear();
            }
        }
        Ok(())
    }

    fn asm_parser(&self) -> Option<Box<dyn kiln_mc::parser::TargetAsmParser>> {
        Some(Box::new(crate::asm_parser::X86AsmParser))
    }

    fn print_inline_asm_operand(&self, cx: &mut LowerContext<'_>, mi: &MachineInstr, group: kiln_codegen::inline_asm::Group, modifier: Option<&str>, out: &mut String) -> Result<(), ()> {
        crate::inline_asm::print_operand(cx, mi, group, modifier, out)
    }
}
