//! The x86-64 code emitter: `MCInst` → legacy-encoded bytes and fixups.
//!
//! Everything instruction-specific comes from the generated tables: the
//! `TSFlags` layout of `td/X86InstrFormats.td` ([`Encoding`]) and the operand
//! list. The emitter writes prefixes (segment, 0x66, lock/rep, mandatory
//! prefix), REX, the opcode map and opcode (or, for VEX instructions, the
//! two- or three-byte VEX prefix carrying REX's bits, the map, the mandatory
//! prefix and the vvvv register, then the opcode), ModRM/SIB with every 64-bit
//! addressing form (RIP-relative, no base, rsp/r12 needing a SIB byte, rbp/r13
//! needing a displacement, disp8 versus disp32), and the immediate. Symbolic
//! displacements, immediates and branch targets become fixups.

use crate::generated::{opcode, reg, INSTR_INFO, REGISTER_INFO};
use kiln_mc::context::{Context, ExprId};
use kiln_mc::desc::PhysReg;
use kiln_mc::expr::{evaluate, NoLayout};
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::target::{CodeEmitter, Fixup, FixupKind};
use crate::mc_kinds::{RELOC_BRANCH_4BYTE_PCREL, RELOC_RIPREL_4BYTE, RELOC_RIPREL_4BYTE_MOVQ_LOAD, RELOC_RIPREL_4BYTE_RELAX, RELOC_RIPREL_4BYTE_RELAX_REX, RELOC_SIGNED_4BYTE};

/// `MCInst::flags` bits for prefixes written before an instruction.
pub const FLAG_LOCK: u32 = 1;
pub const FLAG_REP: u32 = 2;
pub const FLAG_REPNE: u32 = 4;

/// Values of the `Form` field (the `Format` defs of X86InstrFormats.td).
pub mod form {
    pub const PSEUDO: u8 = 0;
    pub const RAW: u8 = 1;
    pub const ADD_REG: u8 = 2;
    pub const MRM_DEST_REG: u8 = 3;
    pub const MRM_DEST_MEM: u8 = 4;
    pub const MRM_SRC_REG: u8 = 5;
    pub const MRM_SRC_MEM: u8 = 6;
    pub const ADD_CC: u8 = 7;
    pub const MRM_XR_CC: u8 = 8;
    pub const MRM_XM_CC: u8 = 9;
    pub const MRM_SRC_REG_CC: u8 = 10;
    pub const MRM_SRC_MEM_CC: u8 = 11;
    pub const MRM_FIXED: u8 = 12;
    pub const ADD_REG_ST: u8 = 13;
    pub const MRM_SRC_REG_4V_OP3: u8 = 14;
    pub const MRM_SRC_MEM_4V_OP3: u8 = 15;
    pub const MRM0R: u8 = 16;
    pub const MRM0M: u8 = 24;
}

/// Values of the `ImmT` field.
pub mod imm {
    pub const NONE: u8 = 0;
    pub const IMM8: u8 = 1;
    pub const IMM8_PCREL: u8 = 2;
    pub const IMM16: u8 = 3;
    pub const IMM32: u8 = 4;
    pub const IMM32S: u8 = 5;
    pub const IMM32_PCREL: u8 = 6;
    pub const IMM64: u8 = 7;
}

/// The encoding fields of one opcode, unpacked from `TSFlags`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoding {
    pub form: u8,
    pub op_map: u8,
    pub op_size16: bool,
    pub op_prefix: u8,
    pub rex_w: bool,
    pub imm: u8,
    /// The lock prefix is part of the instruction.
    pub lock: bool,
    /// The rep prefix is part of the instruction (its assembly string spells it).
    pub rep: bool,
    /// VEX-encoded (REX_W is VEX.W).
    pub vex: bool,
    /// VEX.vvvv names a register operand (which one depends on the form).
    pub vex_4v: bool,
    pub opcode: u8,
    pub modrm: u8,
}

impl Encoding {
    pub fn of(opcode: u32) -> Encoding {
        let ts = INSTR_INFO.desc(opcode).ts_flags;
        Encoding {
            form: (ts & 0x7f) as u8,
            op_map: (ts >> 7 & 7) as u8,
            op_size16: ts >> 10 & 3 == 1,
            op_prefix: (ts >> 12 & 3) as u8,
            rex_w: ts >> 14 & 1 == 1,
            imm: (ts >> 15 & 0xf) as u8,
            lock: ts >> 19 & 1 == 1,
            rep: ts >> 20 & 1 == 1,
            vex: ts >> 21 & 1 == 1,
            vex_4v: ts >> 22 & 1 == 1,
            opcode: (ts >> 24) as u8,
            modrm: (ts >> 32) as u8,
        }
    }

    /// Bytes of the immediate field.
    pub fn imm_size(&self) -> usize {
        match self.imm {
            imm::IMM8 | imm::IMM8_PCREL => 1,
            imm::IMM16 => 2,
            imm::IMM32 | imm::IMM32S | imm::IMM32_PCREL => 4,
            imm::IMM64 => 8,
            _ => 0,
        }
    }
}

/// Number of machine operands of a memory reference.
pub const MEM_OPERANDS: usize = 5;

/// The x86-64 encoder (stateless: the tables are static).
pub struct X86CodeEmitter;

struct State<'a> {
    ctx: &'a mut Context,
    inst: &'a MCInst,
    out: &'a mut Vec<u8>,
    fixups: &'a mut Vec<Fixup>,
    start: usize,
    rex: u8,
    needs_rex: bool,
    /// A high-byte register (%ah..%bh) among the operands, which REX cannot encode.
    forbids_rex: Option<u16>,
}

fn reg_of(op: &MCOperand) -> Result<u16, String> {
    match op {
        MCOperand::Reg(r) => Ok(*r),
        other => Err(format!("expected a register operand, found {other:?}")),
    }
}

fn encoding_of(r: u16) -> u8 {
    REGISTER_INFO.desc(PhysReg(r)).encoding as u8
}

/// SPL/BPL/SIL/DIL need a REX prefix; AH/BH/CH/DH cannot have one.
fn byte_reg_rex(r: u16) -> (bool, bool) {
    let needs = [reg::SPL, reg::BPL, reg::SIL, reg::DIL].iter().any(|x| x.0 == r);
    let forbids = [reg::AH, reg::BH, reg::CH, reg::DH].iter().any(|x| x.0 == r);
    (needs, forbids)
}

impl State<'_> {
    fn note_reg(&mut self, r: u16) {
        let (needs, forbids) = byte_reg_rex(r);
        self.needs_rex |= needs;
        if forbids {
            self.forbids_rex = Some(r);
        }
    }

    /// A constant operand value, or the expression for a fixup.
    fn value(&self, op: &MCOperand) -> Result<Result<i64, ExprId>, String> {
        match op {
            MCOperand::Imm(v) => Ok(Ok(*v)),
            MCOperand::Expr(e) => match evaluate(self.ctx, *e, &NoLayout) {
                Ok(v) if v.is_absolute() => Ok(Ok(v.constant)),
                _ => Ok(Err(*e)),
            },
            other => Err(format!("expected an immediate or expression operand, found {other:?}")),
        }
    }

    fn fixup(&mut self, e: ExprId, kind: FixupKind, adjust: i64) {
        let expr = if adjust != 0 { self.ctx.add_constant(e, adjust) } else { e };
        self.fixups.push(Fixup { offset: (self.out.len() - self.start) as u32, expr, kind, loc: u32::MAX });
    }

    fn emit_le(&mut self, v: i64, size: usize) {
        for i in 0..size {
            self.out.push((v >> (8 * i)) as u8);
        }
    }
}

/// The riprel fixup kind LLVM's linkers can relax per instruction.
fn riprel_kind(opc: u32, has_rex: bool) -> FixupKind {
    const RELAXABLE: &[u32] = &[
        opcode::CALL64m,
        opcode::JMP64m,
        opcode::TEST64mr,
        opcode::ADC64rm,
        opcode::ADD64rm,
        opcode::AND64rm,
        opcode::CMP64rm,
        opcode::OR64rm,
        opcode::SBB64rm,
        opcode::SUB64rm,
        opcode::XOR64rm,
    ];
    if opc == opcode::MOV64rm {
        RELOC_RIPREL_4BYTE_MOVQ_LOAD
    } else if RELAXABLE.contains(&opc) {
        if has_rex {
            RELOC_RIPREL_4BYTE_RELAX_REX
        } else {
            RELOC_RIPREL_4BYTE_RELAX
        }
    } else {
        RELOC_RIPREL_4BYTE
    }
}

/// Where the operands of one encoding go.
struct Layout {
    /// ModRM.reg: a register operand or a fixed digit.
    reg_field: Option<Result<u16, u8>>,
    /// ModRM.rm register operand.
    rm_reg: Option<u16>,
    /// First machine operand of the memory reference.
    mem: Option<usize>,
    /// Register added to the opcode.
    opcode_reg: Option<u16>,
    /// Operand index of the immediate.
    imm: Option<usize>,
    /// Condition code added to the opcode.
    cond: Option<u8>,
    /// The register in VEX.vvvv.
    vvvv: Option<u16>,
}

impl CodeEmitter for X86CodeEmitter {
    fn encode_instruction(&self, ctx: &mut Context, inst: &MCInst, out: &mut Vec<u8>, fixups: &mut Vec<Fixup>) -> Result<(), String> {
        let desc = INSTR_INFO.get(inst.opcode).ok_or_else(|| format!("opcode {} is not an x86 instruction", inst.opcode))?;
        let enc = Encoding::of(inst.opcode);
        if enc.form == form::PSEUDO {
            return Err(format!("{} is a pseudo-instruction and has no encoding", desc.name));
        }
        if inst.operands.len() != desc.operands.len() {
            return Err(format!("{} takes {} operands, not {}", desc.name, desc.operands.len(), inst.operands.len()));
        }
        // The operands the encoding sees: tied uses repeat their definitions.
        let mut untied = [0usize; MAX_OPERANDS];
        let mut count = 0;
        for i in (0..desc.operands.len()).filter(|&i| desc.operands[i].tied_to.is_none()) {
            *untied.get_mut(count).ok_or_else(|| format!("{} has more than {MAX_OPERANDS} operands", desc.name))? = i;
            count += 1;
        }
        let layout = layout(&enc, &untied[..count], inst, desc.name)?;
        let mut st = State { ctx, inst, out, fixups, start: 0, rex: 0, needs_rex: false, forbids_rex: None };
        st.start = st.out.len();

        // REX bits and byte-register constraints.
        if enc.rex_w {
            st.rex |= 8;
        }
        if let Some(Ok(r)) = layout.reg_field {
            st.note_reg(r);
            if encoding_of(r) & 8 != 0 {
                st.rex |= 4;
            }
        }
        if let Some(r) = layout.rm_reg.or(layout.opcode_reg) {
            st.note_reg(r);
            if encoding_of(r) & 8 != 0 {
                st.rex |= 1;
            }
        }
        let mut segment = 0u16;
        let mut address_size = false;
        if let Some(m) = layout.mem {
            let base = reg_of(&inst.operands[m])?;
            let index = reg_of(&inst.operands[m + 2])?;
            segment = reg_of(&inst.operands[m + 4])?;
            if base != 0 && base != reg::RIP.0 && encoding_of(base) & 8 != 0 {
                st.rex |= 1;
            }
            if index != 0 && encoding_of(index) & 8 != 0 {
                st.rex |= 2;
            }
            let is32 = |r: u16| r != 0 && REGISTER_INFO.class(crate::generated::reg_class::GR32).contains(PhysReg(r));
            address_size = is32(base) || is32(index) || base == reg::EIP.0;
        }
        if let (Some(r), true) = (st.forbids_rex, st.rex != 0 || st.needs_rex || enc.vex) {
            return Err(format!("can't encode '{}' in an instruction requiring REX prefix", REGISTER_INFO.asm_name(PhysReg(r))));
        }

        // Prefixes.
        if segment != 0 {
            let byte = match REGISTER_INFO.name(PhysReg(segment)) {
                "ES" => 0x26,
                "CS" => 0x2e,
                "SS" => 0x36,
                "DS" => 0x3e,
                "FS" => 0x64,
                "GS" => 0x65,
                other => return Err(format!("{other} is not a segment register")),
            };
            st.out.push(byte);
        }
        if enc.op_size16 {
            st.out.push(0x66);
        }
        if enc.lock || inst.flags & FLAG_LOCK != 0 {
            st.out.push(0xf0);
        }
        if enc.rep || inst.flags & FLAG_REP != 0 {
            st.out.push(0xf3);
        }
        if inst.flags & FLAG_REPNE != 0 {
            st.out.push(0xf2);
        }
        if address_size {
            st.out.push(0x67);
        }
        if enc.vex {
            let vvvv = layout.vvvv.map_or(0, encoding_of);
            emit_vex(&mut st, &enc, vvvv);
        } else {
            match enc.op_prefix {
                1 => st.out.push(0x66),
                2 => st.out.push(0xf3),
                3 => st.out.push(0xf2),
                _ => {}
            }
            if st.rex != 0 || st.needs_rex {
                st.out.push(0x40 | st.rex);
            }
            match enc.op_map {
                1 => st.out.push(0x0f),
                2 => st.out.extend_from_slice(&[0x0f, 0x38]),
                3 => st.out.extend_from_slice(&[0x0f, 0x3a]),
                _ => {}
            }
        }

        // Opcode.
        let mut opc = enc.opcode;
        if let Some(cc) = layout.cond {
            opc = opc.wrapping_add(cc);
        }
        if let Some(r) = layout.opcode_reg {
            if enc.form == form::ADD_REG_ST {
                st.out.push(opc);
                st.out.push(enc.modrm.wrapping_add(encoding_of(r) & 7));
            } else {
                st.out.push(opc.wrapping_add(encoding_of(r) & 7));
            }
        } else {
            st.out.push(opc);
        }
        if enc.form == form::MRM_FIXED {
            st.out.push(enc.modrm);
        }

        // ModRM / SIB / displacement.
        let reg_bits = match layout.reg_field {
            Some(Ok(r)) => encoding_of(r) & 7,
            Some(Err(digit)) => digit,
            None => 0,
        };
        if let Some(r) = layout.rm_reg {
            st.out.push(0xc0 | reg_bits << 3 | (encoding_of(r) & 7));
        } else if let Some(m) = layout.mem {
            let has_rex = st.rex != 0 || st.needs_rex;
            emit_memory(&mut st, m, reg_bits, enc.imm_size() as i64, inst.opcode, has_rex)?;
        }

        // Immediate.
        if let Some(i) = layout.imm {
            let size = enc.imm_size();
            let op = inst.operands[i].clone();
            match enc.imm {
                imm::IMM8_PCREL | imm::IMM32_PCREL => {
                    let e = match op {
                        MCOperand::Expr(e) => e,
                        MCOperand::Imm(v) => st.ctx.constant(v),
                        other => return Err(format!("{}: a branch target cannot be {other:?}", desc.name)),
                    };
                    let kind = if size == 1 { FixupKind::PCREL_1 } else { RELOC_BRANCH_4BYTE_PCREL };
                    st.fixup(e, kind, -(size as i64));
                    st.emit_le(0, size);
                }
                _ => match st.value(&op)? {
                    Ok(v) => st.emit_le(v, size),
                    Err(e) => {
                        let kind = match enc.imm {
                            imm::IMM32S => RELOC_SIGNED_4BYTE,
                            _ => FixupKind::data(size as u8).ok_or("bad immediate size")?,
                        };
                        st.fixup(e, kind, 0);
                        st.emit_le(0, size);
                    }
                },
            }
        }
        Ok(())
    }
}

/// The most operands an instruction the encoder takes has (its stack buffer of them).
const MAX_OPERANDS: usize = 16;

/// Assigns the encoding operands (`ops`, tied uses removed) to fields.
fn layout(enc: &Encoding, ops: &[usize], inst: &MCInst, name: &str) -> Result<Layout, String> {
    let mut l = Layout { reg_field: None, rm_reg: None, mem: None, opcode_reg: None, imm: None, cond: None, vvvv: None };
    let mut next = 0usize;
    let mut take = |n: usize| -> Result<usize, String> {
        let i = *ops.get(next).ok_or_else(|| format!("{name} has too few operands for its encoding"))?;
        next += n;
        Ok(i)
    };
    let cc_form = matches!(enc.form, form::ADD_CC | form::MRM_XR_CC | form::MRM_XM_CC | form::MRM_SRC_REG_CC | form::MRM_SRC_MEM_CC);
    let reg = |i: usize| reg_of(&inst.operands[i]);
    match enc.form {
        form::RAW | form::ADD_CC | form::MRM_FIXED => {}
        form::ADD_REG | form::ADD_REG_ST => l.opcode_reg = Some(reg(take(1)?)?),
        form::MRM_DEST_REG => {
            l.rm_reg = Some(reg(take(1)?)?);
            l.reg_field = Some(Ok(reg(take(1)?)?));
        }
        form::MRM_DEST_MEM => {
            l.mem = Some(take(MEM_OPERANDS)?);
            l.reg_field = Some(Ok(reg(take(1)?)?));
        }
        form::MRM_SRC_REG | form::MRM_SRC_REG_CC => {
            l.reg_field = Some(Ok(reg(take(1)?)?));
            if enc.vex_4v {
                l.vvvv = Some(reg(take(1)?)?);
            }
            l.rm_reg = Some(reg(take(1)?)?);
        }
        form::MRM_SRC_MEM | form::MRM_SRC_MEM_CC => {
            l.reg_field = Some(Ok(reg(take(1)?)?));
            if enc.vex_4v {
                l.vvvv = Some(reg(take(1)?)?);
            }
            l.mem = Some(take(MEM_OPERANDS)?);
        }
        form::MRM_SRC_REG_4V_OP3 => {
            l.reg_field = Some(Ok(reg(take(1)?)?));
            l.rm_reg = Some(reg(take(1)?)?);
            l.vvvv = Some(reg(take(1)?)?);
        }
        form::MRM_SRC_MEM_4V_OP3 => {
            l.reg_field = Some(Ok(reg(take(1)?)?));
            l.mem = Some(take(MEM_OPERANDS)?);
            l.vvvv = Some(reg(take(1)?)?);
        }
        form::MRM_XR_CC => {
            l.reg_field = Some(Err(0));
            l.rm_reg = Some(reg(take(1)?)?);
        }
        form::MRM_XM_CC => {
            l.reg_field = Some(Err(0));
            l.mem = Some(take(MEM_OPERANDS)?);
        }
        f if (form::MRM0R..form::MRM0R + 8).contains(&f) => {
            l.reg_field = Some(Err(f - form::MRM0R));
            if enc.vex_4v {
                l.vvvv = Some(reg(take(1)?)?);
            }
            l.rm_reg = Some(reg(take(1)?)?);
        }
        f if (form::MRM0M..form::MRM0M + 8).contains(&f) => {
            l.reg_field = Some(Err(f - form::MRM0M));
            if enc.vex_4v {
                l.vvvv = Some(reg(take(1)?)?);
            }
            l.mem = Some(take(MEM_OPERANDS)?);
        }
        other => return Err(format!("{name} has an unknown encoding form {other}")),
    }
    if enc.imm != imm::NONE {
        l.imm = Some(take(1)?);
    }
    if cc_form {
        let i = take(1)?;
        match inst.operands[i] {
            MCOperand::Imm(cc @ 0..=15) => l.cond = Some(cc as u8),
            ref other => return Err(format!("{name}: condition code must be 0-15, not {other:?}")),
        }
    }
    Ok(l)
}

/// The VEX prefix: the two-byte form (C5: R̄ vvvv̄ L pp) where it can say everything (map 0F,
/// W 0, no X or B extension), else the three-byte one (C4: R̄ X̄ B̄ mmmmm, then W vvvv̄ L pp).
/// R, X and B are the REX bits the operands asked for; L is 0 (no 256-bit forms).
fn emit_vex(st: &mut State<'_>, enc: &Encoding, vvvv: u8) {
    let inverted = |bit: u8| u8::from(st.rex & bit == 0);
    let (r, x, b) = (inverted(4), inverted(2), inverted(1));
    let tail = (!vvvv & 0xf) << 3 | enc.op_prefix;
    if enc.op_map == 1 && !enc.rex_w && x == 1 && b == 1 {
        st.out.extend_from_slice(&[0xc5, r << 7 | tail]);
    } else {
        st.out.extend_from_slice(&[0xc4, r << 7 | x << 6 | b << 5 | enc.op_map, u8::from(enc.rex_w) << 7 | tail]);
    }
}

fn emit_memory(st: &mut State<'_>, m: usize, reg_bits: u8, imm_size: i64, opc: u32, has_rex: bool) -> Result<(), String> {
    let ops = &st.inst.operands;
    let base = reg_of(&ops[m])?;
    let scale = match ops[m + 1] {
        MCOperand::Imm(s) => s,
        ref other => return Err(format!("memory scale must be an immediate, not {other:?}")),
    };
    let index = reg_of(&ops[m + 2])?;
    let disp_op = ops[m + 3].clone();
    let disp = st.value(&disp_op)?;
    let ss = match scale {
        1 => 0u8,
        2 => 1,
        4 => 2,
        8 => 3,
        _ => return Err(format!("memory scale must be 1, 2, 4 or 8, not {scale}")),
    };
    if index != 0 && encoding_of(index) == 4 && (index == reg::RSP.0 || index == reg::ESP.0) {
        return Err("%rsp cannot be an index register".to_string());
    }
    let modrm = |md: u8, rm: u8| md << 6 | reg_bits << 3 | rm;
    // RIP-relative: mod 00, rm 101, disp32 relative to the next instruction.
    if base == reg::RIP.0 || base == reg::EIP.0 {
        if index != 0 {
            return Err("a RIP-relative address cannot have an index register".to_string());
        }
        st.out.push(modrm(0, 5));
        match disp {
            Ok(v) => st.emit_le(v, 4),
            Err(e) => {
                st.fixup(e, riprel_kind(opc, has_rex), -4 - imm_size);
                st.emit_le(0, 4);
            }
        }
        return Ok(());
    }
    let emit_disp32 = |st: &mut State<'_>, disp: Result<i64, ExprId>| match disp {
        Ok(v) => st.emit_le(v, 4),
        Err(e) => {
            st.fixup(e, RELOC_SIGNED_4BYTE, 0);
            st.emit_le(0, 4);
        }
    };
    let index_bits = if index == 0 { 4 } else { encoding_of(index) & 7 };
    if base == 0 {
        // No base: SIB with base 101 and a disp32 (rm 101 alone is RIP-relative).
        st.out.push(modrm(0, 4));
        st.out.push(ss << 6 | index_bits << 3 | 5);
        emit_disp32(st, disp);
        return Ok(());
    }
    let base_bits = encoding_of(base) & 7;
    let (md, disp8) = match disp {
        Ok(0) if base_bits != 5 => (0u8, None),
        Ok(v) if (-128..=127).contains(&v) => (1, Some(v)),
        _ => (2, None),
    };
    if index == 0 && base_bits != 4 {
        st.out.push(modrm(md, base_bits));
    } else {
        st.out.push(modrm(md, 4));
        st.out.push(ss << 6 | index_bits << 3 | base_bits);
    }
    match md {
        1 => st.emit_le(disp8.unwrap_or(0), 1),
        2 => emit_disp32(st, disp),
        _ => {}
    }
    Ok(())
}
