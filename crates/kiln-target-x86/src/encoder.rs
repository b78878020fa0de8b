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

use std::sync::OnceLock;

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

/// An absent field of a [`Plan`].
const NO: u8 = u8::MAX;

/// Where the operands of one opcode go, worked out once per opcode from its `TSFlags` and
/// operand list ([`plans`]): each field is a machine-operand index, or [`NO`].
#[derive(Clone, Copy, Debug)]
struct Plan {
    enc: Encoding,
    /// ModRM.reg: a register operand, else the fixed digit in `digit` (0 when there is none).
    reg_op: u8,
    digit: u8,
    /// ModRM.rm register operand.
    rm_reg: u8,
    /// First machine operand of the memory reference.
    mem: u8,
    /// Register added to the opcode.
    opcode_reg: u8,
    /// The immediate.
    imm: u8,
    /// Condition code added to the opcode.
    cond: u8,
    /// The register in VEX.vvvv.
    vvvv: u8,
    /// The fixup kind of a symbolic RIP-relative displacement, without and with REX.
    riprel: (FixupKind, FixupKind),
    /// How many operands an `MCInst` of the opcode has (its description's operand count).
    operands: usize,
    /// Bytes of the immediate field ([`Encoding::imm_size`]).
    imm_size: u8,
    /// The legacy prefixes of an instruction without flags ([`Prefixes::of`]).
    prefixes: Prefixes,
    /// The opcode map's escape bytes of a legacy (not VEX) encoding: none, `0F`, `0F 38` or
    /// `0F 3A`.
    escape: Prefixes,
}

/// Up to four bytes written together: an instruction's legacy prefixes or its opcode map's
/// escape bytes, worked out once per opcode rather than tested field by field per instruction.
#[derive(Clone, Copy, Debug, Default)]
struct Prefixes {
    bytes: [u8; 4],
    len: u8,
}

impl Prefixes {
    fn push(&mut self, b: u8) {
        self.bytes[self.len as usize] = b;
        self.len += 1;
    }

    /// The operand-size, lock, rep and repne prefixes, in that order, of an instruction of
    /// `enc` with `flags` (each written once, whether the opcode or the flags ask for it).
    fn of(enc: &Encoding, flags: u32) -> Prefixes {
        let mut p = Prefixes::default();
        if enc.op_size16 {
            p.push(0x66);
        }
        if enc.lock || flags & FLAG_LOCK != 0 {
            p.push(0xf0);
        }
        if enc.rep || flags & FLAG_REP != 0 {
            p.push(0xf3);
        }
        if flags & FLAG_REPNE != 0 {
            p.push(0xf2);
        }
        p
    }

    /// The escape bytes of opcode map `op_map` (none for the one-byte map).
    fn escape(op_map: u8) -> Prefixes {
        let mut p = Prefixes::default();
        match op_map {
            1 => p.push(0x0f),
            2 => {
                p.push(0x0f);
                p.push(0x38);
            }
            3 => {
                p.push(0x0f);
                p.push(0x3a);
            }
            _ => {}
        }
        p
    }
}

/// An opcode's [`Plan`], or why it has none (the message is written when an instruction
/// of the opcode comes, with its name).
#[derive(Debug)]
enum PlanState {
    Ready(Plan),
    Pseudo,
    Bad(Unencodable),
}

/// Why an opcode that is not a pseudo has no [`Plan`].
#[derive(Clone, Copy, Debug)]
enum Unencodable {
    TooManyOperands,
    TooFewOperands,
    UnknownForm(u8),
}

impl Unencodable {
    fn message(self, name: &str) -> String {
        match self {
            Unencodable::TooManyOperands => format!("{name} has more than {MAX_OPERANDS} operands"),
            Unencodable::TooFewOperands => format!("{name} has too few operands for its encoding"),
            Unencodable::UnknownForm(form) => format!("{name} has an unknown encoding form {form}"),
        }
    }
}

/// Every opcode's plan, indexed by opcode: the encoder looks each instruction's fields up
/// instead of unpacking `TSFlags` and walking the operand list per instruction.
fn plans() -> &'static [PlanState] {
    static PLANS: OnceLock<Box<[PlanState]>> = OnceLock::new();
    PLANS.get_or_init(|| (0..INSTR_INFO.num_opcodes() as u32).map(plan_of).collect())
}

fn plan_of(opcode: u32) -> PlanState {
    let desc = INSTR_INFO.desc(opcode);
    let enc = Encoding::of(opcode);
    if enc.form == form::PSEUDO {
        return PlanState::Pseudo;
    }
    // The operands the encoding sees: tied uses repeat their definitions.
    let mut untied = [0u8; MAX_OPERANDS];
    let mut count = 0;
    for i in (0..desc.operands.len()).filter(|&i| desc.operands[i].tied_to.is_none()) {
        let Some(slot) = untied.get_mut(count) else { return PlanState::Bad(Unencodable::TooManyOperands) };
        *slot = i as u8;
        count += 1;
    }
    match layout(&enc, &untied[..count]) {
        Ok(mut plan) => {
            plan.riprel = riprel_kinds(opcode);
            plan.operands = desc.operands.len();
            plan.imm_size = enc.imm_size() as u8;
            plan.prefixes = Prefixes::of(&enc, 0);
            plan.escape = Prefixes::escape(enc.op_map);
            PlanState::Ready(plan)
        }
        Err(why) => PlanState::Bad(why),
    }
}

/// The riprel fixup kinds (without and with a REX prefix) LLVM's linkers can relax per instruction.
fn riprel_kinds(opc: u32) -> (FixupKind, FixupKind) {
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
        (RELOC_RIPREL_4BYTE_MOVQ_LOAD, RELOC_RIPREL_4BYTE_MOVQ_LOAD)
    } else if RELAXABLE.contains(&opc) {
        (RELOC_RIPREL_4BYTE_RELAX, RELOC_RIPREL_4BYTE_RELAX_REX)
    } else {
        (RELOC_RIPREL_4BYTE, RELOC_RIPREL_4BYTE)
    }
}

/// What the encoder needs of one register, by register number ([`regs`]), in two bytes.
#[derive(Clone, Copy, Debug, Default)]
struct RegBits {
    /// The hardware number (bit 3 is REX's extension bit).
    encoding: u8,
    /// [`RegBits::NEEDS_REX`], [`RegBits::FORBIDS_REX`], [`RegBits::GR32`].
    flags: u8,
}

impl RegBits {
    /// SPL/BPL/SIL/DIL need a REX prefix.
    const NEEDS_REX: u8 = 1;
    /// AH/BH/CH/DH cannot have one.
    const FORBIDS_REX: u8 = 2;
    /// A 32-bit register: as an address's base or index, it asks for the 0x67 prefix.
    const GR32: u8 = 4;

    fn has(self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

/// The per-register tables: [`RegBits`] and the segment-override prefix of a segment
/// register (0 for the others).
struct Regs {
    bits: Box<[RegBits]>,
    segment_prefix: Box<[u8]>,
}

impl Regs {
    #[inline(always)]
    fn bits(&self, r: u16) -> RegBits {
        self.bits.get(r as usize).copied().unwrap_or_default()
    }
}

fn regs() -> &'static Regs {
    static REGS: OnceLock<Regs> = OnceLock::new();
    REGS.get_or_init(|| {
        let gr32 = REGISTER_INFO.class(crate::generated::reg_class::GR32);
        let all = || (0..REGISTER_INFO.num_regs()).map(|r| PhysReg(r as u16));
        let bits = all()
            .map(|reg| {
                let mut flags = 0;
                if [reg::SPL, reg::BPL, reg::SIL, reg::DIL].contains(&reg) {
                    flags |= RegBits::NEEDS_REX;
                }
                if [reg::AH, reg::BH, reg::CH, reg::DH].contains(&reg) {
                    flags |= RegBits::FORBIDS_REX;
                }
                if reg.0 != 0 && gr32.contains(reg) {
                    flags |= RegBits::GR32;
                }
                RegBits { encoding: REGISTER_INFO.desc(reg).encoding as u8, flags }
            })
            .collect();
        let segment_prefix = all()
            .map(|reg| match REGISTER_INFO.name(reg) {
                "ES" => 0x26,
                "CS" => 0x2e,
                "SS" => 0x36,
                "DS" => 0x3e,
                "FS" => 0x64,
                "GS" => 0x65,
                _ => 0,
            })
            .collect();
        Regs { bits, segment_prefix }
    })
}

/// Why an instruction with a plan cannot be encoded: small and `Copy`, so that the encoder's
/// checks return in registers; [`Bad::message`] writes the text (operands by index).
#[derive(Clone, Copy, Debug)]
enum Bad {
    NotRegister(u8),
    NotValue(u8),
    Condition(u8),
    RexForbidden(u16),
    NotSegment(u16),
    BranchTarget(u8),
    ImmediateSize,
    ScaleNotImmediate(u8),
    Scale(i64),
    RspIndex,
    RipIndex,
}

impl Bad {
    fn message(self, inst: &MCInst) -> String {
        let name = || INSTR_INFO.desc(inst.opcode).name;
        let op = |i: u8| &inst.operands[i as usize];
        match self {
            Bad::NotRegister(i) => format!("expected a register operand, found {:?}", op(i)),
            Bad::NotValue(i) => format!("expected an immediate or expression operand, found {:?}", op(i)),
            Bad::Condition(i) => format!("{}: condition code must be 0-15, not {:?}", name(), op(i)),
            Bad::RexForbidden(r) => format!("can't encode '{}' in an instruction requiring REX prefix", REGISTER_INFO.asm_name(PhysReg(r))),
            Bad::NotSegment(r) => format!("{} is not a segment register", REGISTER_INFO.name(PhysReg(r))),
            Bad::BranchTarget(i) => format!("{}: a branch target cannot be {:?}", name(), op(i)),
            Bad::ImmediateSize => "bad immediate size".to_string(),
            Bad::ScaleNotImmediate(i) => format!("memory scale must be an immediate, not {:?}", op(i)),
            Bad::Scale(s) => format!("memory scale must be 1, 2, 4 or 8, not {s}"),
            Bad::RspIndex => "%rsp cannot be an index register".to_string(),
            Bad::RipIndex => "a RIP-relative address cannot have an index register".to_string(),
        }
    }
}

/// The longest encoding the emitter writes: four legacy prefixes, a segment and an
/// address-size prefix, a three-byte VEX prefix or a mandatory prefix, REX and a two-byte
/// map, the opcode, ModRM, SIB, a 4-byte displacement and an 8-byte immediate (26 bytes).
const MAX_BYTES: usize = 32;

/// One instruction being encoded: its bytes go to a buffer on the stack, copied to the
/// output once at the end (one length check, where pushing each byte onto the output
/// checked its capacity per byte); fixup offsets count from the instruction's first byte.
/// The encoding's helpers are `#[inline(always)]`, so that one function holds the whole
/// encoding and the state's fields can live in registers (on xz-O0, 2.2M fewer
/// instructions than with `emit_memory` called).
struct State<'a> {
    ctx: &'a mut Context,
    fixups: &'a mut Vec<Fixup>,
    ops: &'a [MCOperand],
    /// [`MAX_BYTES`] and room for the fixed-size writes at its end.
    bytes: [u8; MAX_BYTES + 8],
    len: usize,
    rex: u8,
    needs_rex: bool,
    /// A high-byte register (%ah..%bh) among the operands, which REX cannot encode.
    forbids_rex: Option<u16>,
}

impl State<'_> {
    /// Appends a byte ([`MAX_BYTES`] bounds what one instruction writes, so the index wraps
    /// only in name: it lets the compiler drop the bounds check).
    #[inline(always)]
    fn push(&mut self, b: u8) {
        self.bytes[self.len % MAX_BYTES] = b;
        self.len = self.len % MAX_BYTES + 1;
    }

    /// Appends `p`'s bytes: all four are written (a fixed-size copy), `p.len` kept.
    #[inline(always)]
    fn push_all(&mut self, p: Prefixes) {
        let at = self.len % MAX_BYTES;
        self.bytes[at..at + 4].copy_from_slice(&p.bytes);
        self.len = at + p.len as usize;
    }

    #[inline(always)]
    fn note_reg(&mut self, r: u16, bits: RegBits) {
        self.needs_rex |= bits.has(RegBits::NEEDS_REX);
        if bits.has(RegBits::FORBIDS_REX) {
            self.forbids_rex = Some(r);
        }
    }

    /// The register operand `i`.
    #[inline(always)]
    fn reg(&self, i: u8) -> Result<u16, Bad> {
        match self.ops[i as usize] {
            MCOperand::Reg(r) => Ok(r),
            _ => Err(Bad::NotRegister(i)),
        }
    }

    /// The register operand `i` with its bits, or nothing when the plan has no such field.
    #[inline(always)]
    fn reg_field(&self, regs: &Regs, i: u8) -> Result<Option<(u16, RegBits)>, Bad> {
        if i == NO {
            return Ok(None);
        }
        let r = self.reg(i)?;
        Ok(Some((r, regs.bits(r))))
    }

    /// The constant value of operand `i`, or the expression for a fixup.
    #[inline(always)]
    fn value(&self, i: u8) -> Result<Result<i64, ExprId>, Bad> {
        match self.ops[i as usize] {
            MCOperand::Imm(v) => Ok(Ok(v)),
            MCOperand::Expr(e) => match evaluate(self.ctx, e, &NoLayout) {
                Ok(v) if v.is_absolute() => Ok(Ok(v.constant)),
                _ => Ok(Err(e)),
            },
            _ => Err(Bad::NotValue(i)),
        }
    }

    #[inline(always)]
    fn fixup(&mut self, e: ExprId, kind: FixupKind, adjust: i64) {
        let expr = if adjust != 0 { self.ctx.add_constant(e, adjust) } else { e };
        self.fixups.push(Fixup { offset: self.len as u32, expr, kind, loc: u32::MAX });
    }

    /// The low `size` bytes of `v`, little-endian: all eight are written (a fixed-size copy,
    /// into the room `bytes` has past [`MAX_BYTES`]), `size` kept.
    #[inline(always)]
    fn emit_le(&mut self, v: i64, size: usize) {
        let at = self.len % MAX_BYTES;
        self.bytes[at..at + 8].copy_from_slice(&v.to_le_bytes());
        self.len = at + size;
    }

    /// A value of `size` bytes: the constant, or zeros and a fixup of `kind`.
    #[inline(always)]
    fn emit_value(&mut self, v: Result<i64, ExprId>, size: usize, kind: FixupKind) {
        match v {
            Ok(v) => self.emit_le(v, size),
            Err(e) => {
                self.fixup(e, kind, 0);
                self.emit_le(0, size);
            }
        }
    }
}

impl CodeEmitter for X86CodeEmitter {
    fn encode_instruction(&self, ctx: &mut Context, inst: &MCInst, out: &mut Vec<u8>, fixups: &mut Vec<Fixup>) -> Result<(), String> {
        let plan = plan_for(inst)?;
        let first_fixup = fixups.len();
        let mut st = State { ctx, fixups, ops: &inst.operands, bytes: [0; MAX_BYTES + 8], len: 0, rex: 0, needs_rex: false, forbids_rex: None };
        match encode(&mut st, plan, inst.flags) {
            Ok(()) => {
                // The whole buffer is copied (a fixed-size copy) and the rest cut off again.
                let end = out.len() + st.len;
                out.extend_from_slice(&st.bytes[..MAX_BYTES]);
                out.truncate(end);
                Ok(())
            }
            Err(why) => {
                // Nothing of an instruction that cannot be encoded stays.
                fixups.truncate(first_fixup);
                Err(why.message(inst))
            }
        }
    }
}

/// The plan of `inst`'s opcode, or why it has none.
#[inline]
fn plan_for(inst: &MCInst) -> Result<&'static Plan, String> {
    match plans().get(inst.opcode as usize) {
        Some(PlanState::Ready(plan)) if plan.operands == inst.operands.len() => Ok(plan),
        Some(PlanState::Ready(plan)) => {
            let name = INSTR_INFO.desc(inst.opcode).name;
            Err(format!("{name} takes {} operands, not {}", plan.operands, inst.operands.len()))
        }
        Some(PlanState::Pseudo) => Err(format!("{} is a pseudo-instruction and has no encoding", INSTR_INFO.desc(inst.opcode).name)),
        Some(PlanState::Bad(why)) => {
            let desc = INSTR_INFO.desc(inst.opcode);
            if inst.operands.len() != desc.operands.len() {
                return Err(format!("{} takes {} operands, not {}", desc.name, desc.operands.len(), inst.operands.len()));
            }
            Err(why.message(desc.name))
        }
        None => Err(format!("opcode {} is not an x86 instruction", inst.opcode)),
    }
}

/// Encodes an instruction whose operand count fits its `plan` into `st`.
#[inline(always)]
fn encode(st: &mut State<'_>, plan: &Plan, flags: u32) -> Result<(), Bad> {
    let enc = &plan.enc;
    let regs = regs();
    let reg_field = st.reg_field(regs, plan.reg_op)?;
    let rm_reg = st.reg_field(regs, plan.rm_reg)?;
    let opcode_reg = st.reg_field(regs, plan.opcode_reg)?;
    let vvvv = st.reg_field(regs, plan.vvvv)?;
    let cond = if plan.cond == NO {
        0
    } else {
        match st.ops[plan.cond as usize] {
            MCOperand::Imm(cc @ 0..=15) => cc as u8,
            _ => return Err(Bad::Condition(plan.cond)),
        }
    };

    // REX bits and byte-register constraints.
    if enc.rex_w {
        st.rex |= 8;
    }
    if let Some((r, bits)) = reg_field {
        st.note_reg(r, bits);
        if bits.encoding & 8 != 0 {
            st.rex |= 4;
        }
    }
    if let Some((r, bits)) = rm_reg.or(opcode_reg) {
        st.note_reg(r, bits);
        if bits.encoding & 8 != 0 {
            st.rex |= 1;
        }
    }
    let mut segment = 0;
    let mut address_size = false;
    // The memory reference's base and index registers.
    let mut mem_regs = (0, 0);
    if plan.mem != NO {
        let m = plan.mem;
        let base = st.reg(m)?;
        let index = st.reg(m + 2)?;
        let seg = st.reg(m + 4)?;
        mem_regs = (base, index);
        let (base_bits, index_bits) = (regs.bits(base), regs.bits(index));
        if base != 0 && base != reg::RIP.0 && base_bits.encoding & 8 != 0 {
            st.rex |= 1;
        }
        if index != 0 && index_bits.encoding & 8 != 0 {
            st.rex |= 2;
        }
        address_size = base_bits.has(RegBits::GR32) || index_bits.has(RegBits::GR32) || base == reg::EIP.0;
        segment = seg;
    }
    if let (Some(r), true) = (st.forbids_rex, st.rex != 0 || st.needs_rex || enc.vex) {
        return Err(Bad::RexForbidden(r));
    }

    // Prefixes.
    if segment != 0 {
        match regs.segment_prefix.get(segment as usize) {
            Some(&byte) if byte != 0 => st.push(byte),
            _ => return Err(Bad::NotSegment(segment)),
        }
    }
    st.push_all(if flags == 0 { plan.prefixes } else { Prefixes::of(enc, flags) });
    if address_size {
        st.push(0x67);
    }
    if enc.vex {
        let vvvv = vvvv.map_or(0, |(_, bits)| bits.encoding);
        emit_vex(st, enc, vvvv);
    } else {
        match enc.op_prefix {
            1 => st.push(0x66),
            2 => st.push(0xf3),
            3 => st.push(0xf2),
            _ => {}
        }
        if st.rex != 0 || st.needs_rex {
            st.push(0x40 | st.rex);
        }
        st.push_all(plan.escape);
    }

    // Opcode.
    let opc = enc.opcode.wrapping_add(cond);
    if let Some((_, bits)) = opcode_reg {
        if enc.form == form::ADD_REG_ST {
            st.push(opc);
            st.push(enc.modrm.wrapping_add(bits.encoding & 7));
        } else {
            st.push(opc.wrapping_add(bits.encoding & 7));
        }
    } else {
        st.push(opc);
    }
    if enc.form == form::MRM_FIXED {
        st.push(enc.modrm);
    }

    // ModRM / SIB / displacement.
    let reg_field_bits = match reg_field {
        Some((_, bits)) => bits.encoding & 7,
        None => plan.digit,
    };
    let imm_size = plan.imm_size as usize;
    if let Some((_, bits)) = rm_reg {
        st.push(0xc0 | reg_field_bits << 3 | (bits.encoding & 7));
    } else if plan.mem != NO {
        let has_rex = st.rex != 0 || st.needs_rex;
        let riprel = if has_rex { plan.riprel.1 } else { plan.riprel.0 };
        emit_memory(st, regs, plan.mem, mem_regs, reg_field_bits, imm_size as i64, riprel)?;
    }

    // Immediate.
    if plan.imm != NO {
        match enc.imm {
            imm::IMM8_PCREL | imm::IMM32_PCREL => {
                let e = match st.ops[plan.imm as usize] {
                    MCOperand::Expr(e) => e,
                    MCOperand::Imm(v) => st.ctx.constant(v),
                    _ => return Err(Bad::BranchTarget(plan.imm)),
                };
                let kind = if imm_size == 1 { FixupKind::PCREL_1 } else { RELOC_BRANCH_4BYTE_PCREL };
                st.fixup(e, kind, -(imm_size as i64));
                st.emit_le(0, imm_size);
            }
            _ => match st.value(plan.imm)? {
                Ok(v) => st.emit_le(v, imm_size),
                Err(e) => {
                    let kind = match enc.imm {
                        imm::IMM32S => RELOC_SIGNED_4BYTE,
                        _ => FixupKind::data(imm_size as u8).ok_or(Bad::ImmediateSize)?,
                    };
                    st.fixup(e, kind, 0);
                    st.emit_le(0, imm_size);
                }
            },
        }
    }
    Ok(())
}

/// The most operands an instruction the encoder takes has.
const MAX_OPERANDS: usize = 16;

/// Assigns the encoding operands (`ops`, tied uses removed) to fields.
fn layout(enc: &Encoding, ops: &[u8]) -> Result<Plan, Unencodable> {
    let mut l = Plan {
        enc: *enc,
        reg_op: NO,
        digit: 0,
        rm_reg: NO,
        mem: NO,
        opcode_reg: NO,
        imm: NO,
        cond: NO,
        vvvv: NO,
        riprel: (RELOC_RIPREL_4BYTE, RELOC_RIPREL_4BYTE),
        operands: 0,
        imm_size: 0,
        prefixes: Prefixes::default(),
        escape: Prefixes::default(),
    };
    let mut next = 0usize;
    let mut take = |n: usize| -> Result<u8, Unencodable> {
        let i = *ops.get(next).ok_or(Unencodable::TooFewOperands)?;
        next += n;
        Ok(i)
    };
    let cc_form = matches!(enc.form, form::ADD_CC | form::MRM_XR_CC | form::MRM_XM_CC | form::MRM_SRC_REG_CC | form::MRM_SRC_MEM_CC);
    match enc.form {
        form::RAW | form::ADD_CC | form::MRM_FIXED => {}
        form::ADD_REG | form::ADD_REG_ST => l.opcode_reg = take(1)?,
        form::MRM_DEST_REG => {
            l.rm_reg = take(1)?;
            l.reg_op = take(1)?;
        }
        form::MRM_DEST_MEM => {
            l.mem = take(MEM_OPERANDS)?;
            l.reg_op = take(1)?;
        }
        form::MRM_SRC_REG | form::MRM_SRC_REG_CC => {
            l.reg_op = take(1)?;
            if enc.vex_4v {
                l.vvvv = take(1)?;
            }
            l.rm_reg = take(1)?;
        }
        form::MRM_SRC_MEM | form::MRM_SRC_MEM_CC => {
            l.reg_op = take(1)?;
            if enc.vex_4v {
                l.vvvv = take(1)?;
            }
            l.mem = take(MEM_OPERANDS)?;
        }
        form::MRM_SRC_REG_4V_OP3 => {
            l.reg_op = take(1)?;
            l.rm_reg = take(1)?;
            l.vvvv = take(1)?;
        }
        form::MRM_SRC_MEM_4V_OP3 => {
            l.reg_op = take(1)?;
            l.mem = take(MEM_OPERANDS)?;
            l.vvvv = take(1)?;
        }
        form::MRM_XR_CC => {
            l.digit = 0;
            l.rm_reg = take(1)?;
        }
        form::MRM_XM_CC => {
            l.digit = 0;
            l.mem = take(MEM_OPERANDS)?;
        }
        f if (form::MRM0R..form::MRM0R + 8).contains(&f) => {
            l.digit = f - form::MRM0R;
            if enc.vex_4v {
                l.vvvv = take(1)?;
            }
            l.rm_reg = take(1)?;
        }
        f if (form::MRM0M..form::MRM0M + 8).contains(&f) => {
            l.digit = f - form::MRM0M;
            if enc.vex_4v {
                l.vvvv = take(1)?;
            }
            l.mem = take(MEM_OPERANDS)?;
        }
        other => return Err(Unencodable::UnknownForm(other)),
    }
    if enc.imm != imm::NONE {
        l.imm = take(1)?;
    }
    if cc_form {
        l.cond = take(1)?;
    }
    Ok(l)
}

/// The VEX prefix: the two-byte form (C5: R̄ vvvv̄ L pp) where it can say everything (map 0F,
/// W 0, no X or B extension), else the three-byte one (C4: R̄ X̄ B̄ mmmmm, then W vvvv̄ L pp).
/// R, X and B are the REX bits the operands asked for; L is 0 (no 256-bit forms).
#[inline(always)]
fn emit_vex(st: &mut State<'_>, enc: &Encoding, vvvv: u8) {
    let inverted = |bit: u8| u8::from(st.rex & bit == 0);
    let (r, x, b) = (inverted(4), inverted(2), inverted(1));
    let tail = (!vvvv & 0xf) << 3 | enc.op_prefix;
    if enc.op_map == 1 && !enc.rex_w && x == 1 && b == 1 {
        st.push(0xc5);
        st.push(r << 7 | tail);
    } else {
        st.push(0xc4);
        st.push(r << 7 | x << 6 | b << 5 | enc.op_map);
        st.push(u8::from(enc.rex_w) << 7 | tail);
    }
}

/// ModRM, SIB and displacement of the memory reference whose [`MEM_OPERANDS`] operands
/// (base, scale, index, displacement, segment) start at operand `m`, its base and index
/// registers `(base, index)` as the caller read them; `riprel` is the fixup kind of a
/// symbolic RIP-relative one.
#[inline(always)]
fn emit_memory(st: &mut State<'_>, regs: &Regs, m: u8, (base, index): (u16, u16), reg_field_bits: u8, imm_size: i64, riprel: FixupKind) -> Result<(), Bad> {
    let scale = match st.ops[m as usize + 1] {
        MCOperand::Imm(s) => s,
        _ => return Err(Bad::ScaleNotImmediate(m + 1)),
    };
    let disp = st.value(m + 3)?;
    let ss = match scale {
        1 => 0u8,
        2 => 1,
        4 => 2,
        8 => 3,
        _ => return Err(Bad::Scale(scale)),
    };
    let index_encoding = regs.bits(index).encoding;
    if index != 0 && index_encoding == 4 && (index == reg::RSP.0 || index == reg::ESP.0) {
        return Err(Bad::RspIndex);
    }
    let modrm = |md: u8, rm: u8| md << 6 | reg_field_bits << 3 | rm;
    // RIP-relative: mod 00, rm 101, disp32 relative to the next instruction.
    if base == reg::RIP.0 || base == reg::EIP.0 {
        if index != 0 {
            return Err(Bad::RipIndex);
        }
        st.push(modrm(0, 5));
        match disp {
            Ok(v) => st.emit_le(v, 4),
            Err(e) => {
                st.fixup(e, riprel, -4 - imm_size);
                st.emit_le(0, 4);
            }
        }
        return Ok(());
    }
    let index_bits = if index == 0 { 4 } else { index_encoding & 7 };
    if base == 0 {
        // No base: SIB with base 101 and a disp32 (rm 101 alone is RIP-relative).
        st.push(modrm(0, 4));
        st.push(ss << 6 | index_bits << 3 | 5);
        st.emit_value(disp, 4, RELOC_SIGNED_4BYTE);
        return Ok(());
    }
    let base_bits = regs.bits(base).encoding & 7;
    let (md, disp8) = match disp {
        Ok(0) if base_bits != 5 => (0u8, 0),
        Ok(v) if (-128..=127).contains(&v) => (1, v),
        _ => (2, 0),
    };
    if index == 0 && base_bits != 4 {
        st.push(modrm(md, base_bits));
    } else {
        st.push(modrm(md, 4));
        st.push(ss << 6 | index_bits << 3 | base_bits);
    }
    match md {
        1 => st.emit_le(disp8, 1),
        2 => st.emit_value(disp, 4, RELOC_SIGNED_4BYTE),
        _ => {}
    }
    Ok(())
}
