//! The x87 stackifier: after register allocation, rewrites the pseudo instructions on the
//! FP0-FP6 registers (LD_Fp80m, ADD_Fp80, UCOM_FpIr80, COPY, ...) into real x87 stack code
//! (fldt, fadd %st(i), fxch, fstp, fucomi) by simulating the register stack through each block.
//!
//! Which value dies where comes from a backward scan of the block: a use is the last one when
//! the register is not read again before it is redefined or the block ends. Nothing may stay on
//! the stack across a block boundary (at -O0 the allocator spills every value that crosses one),
//! and calls need an empty stack; code that breaks either gets an error, never a guess. The
//! transfers between the x87 stack and SSE or general registers, the truncating conversions and
//! the f80 constants go through a 16-byte scratch slot the pass creates once per function.
//! Inline assembly reads `$fpK` as ST(K) and leaves its outputs `$fp0`, `$fp1`, ... in ST(0),
//! ST(1), ...; the inputs it writes or clobbers are the ones it pops (GCC's x87 rules).

use kiln_codegen::mir::{BlockId, FrameIdx, InsertPoint, InstId, MachineFunction, MachineOperand, Reg, RegFlags};
use kiln_codegen::pipeline::table::{InsertionPoint, TargetPass};
use kiln_codegen::pipeline::{MirPass, PassContext};
use kiln_codegen::target::register_info::TargetRegisterStack;
use kiln_codegen::target::target_opcode;
use kiln_mc::desc::PhysReg;

use crate::generated::{opcode, reg, INSTR_INFO};

const FP: [PhysReg; 7] = [reg::FP0, reg::FP1, reg::FP2, reg::FP3, reg::FP4, reg::FP5, reg::FP6];
const ST: [PhysReg; 8] = [reg::ST0, reg::ST1, reg::ST2, reg::ST3, reg::ST4, reg::ST5, reg::ST6, reg::ST7];
/// A stack entry that holds a copy being turned into a result.
const TEMP: u8 = u8::MAX;

/// x86's own machine passes: the compare peephole on SSA code (llc's `peephole-opt`,
/// [`crate::optimize_compare`]) and the stackifier after allocation (llc's `x86-codegen`).
pub static X86_PASSES: [TargetPass; 2] = [crate::optimize_compare::PASS, TargetPass {
    point: InsertionPoint::PostRegAlloc,
    pass: MirPass {
        name: "x86-codegen",
        title: "X86 FP Stackifier",
        run: stackifier_pass,
        min_opt: 0,
        after: &["regallocfast"],
        reason: "x87 registers form a stack: allocation assigns flat FP0-FP6, then their code is rewritten into stack operations; before prologepilog, which lays out the pass's scratch slot",
    },
}];

fn stackifier_pass(mf: &mut MachineFunction, _: &PassContext) -> Result<(), String> {
    run(mf)
}

/// The x86 register stack: FP0-FP6.
#[derive(Clone, Copy, Debug, Default)]
pub struct X87Stackifier;

impl TargetRegisterStack for X87Stackifier {
    fn is_stack_register(&self, reg: PhysReg) -> bool {
        FP.contains(&reg)
    }
}

// FP0-FP6 are numbered consecutively, so an FP register is found by subtraction.
const _: () = {
    let mut k = 0;
    while k < FP.len() {
        assert!(FP[k].0 == FP[0].0 + k as u16);
        k += 1;
    }
};

fn fp_index(r: Reg) -> Option<u8> {
    let k = r.as_phys()?.0.wrapping_sub(reg::FP0.0);
    (usize::from(k) < FP.len()).then_some(k as u8)
}

/// The FP registers an instruction reads and writes, as bit masks.
fn fp_uses_defs(mf: &MachineFunction, i: InstId) -> (u8, u8) {
    let (mut uses, mut defs) = (0u8, 0u8);
    for op in &mf.inst(i).operands {
        if let MachineOperand::Reg { reg, flags, .. } = *op {
            if let Some(f) = fp_index(reg) {
                if flags.contains(RegFlags::DEF) {
                    defs |= 1 << f;
                } else if !flags.contains(RegFlags::UNDEF) {
                    uses |= 1 << f;
                }
            }
        }
    }
    (uses, defs)
}

/// Rewrites every block of `mf`; an error names the construct the pass cannot handle.
pub fn run(mf: &mut MachineFunction) -> Result<(), String> {
    // A function the allocator gave no x87 register is left in O(1), without a look at its code.
    if mf.regs.allocated_phys.as_ref().is_some_and(|named| !FP.iter().any(|&r| named.contains(r))) {
        return Ok(());
    }
    let blocks: Vec<BlockId> = mf.layout().to_vec();
    let mut scratch = None;
    let mut insts: Vec<InstId> = Vec::new();
    for b in blocks {
        // Most blocks have no x87 code: they are looked at once and left.
        if !mf.block_insts(b).any(|i| fp_uses_defs(mf, i) != (0, 0)) {
            continue;
        }
        insts.clear();
        insts.extend(mf.block_insts(b));
        // Backward liveness: per instruction, the uses that are last uses and the dead defs.
        let mut facts = vec![(0u8, 0u8); insts.len()];
        let mut live = 0u8;
        for (k, &i) in insts.iter().enumerate().rev() {
            let (uses, defs) = fp_uses_defs(mf, i);
            let after = live & !defs;
            facts[k] = (uses & !after, defs & !live);
            live = after | uses;
        }
        if live != 0 {
            return Err(format!("x87 stackifier: an x87 register is live into bb.{} (values must cross blocks in memory)", b.0));
        }
        let mut s = Block { mf, stack: Vec::new(), at: insts[0], scratch: &mut scratch };
        for (k, &i) in insts.iter().enumerate() {
            s.at = i;
            let (first_new, loc) = (s.mf.num_insts_allocated(), s.mf.inst(i).debug_loc);
            s.rewrite(i, facts[k].0, facts[k].1)?;
            // The stack instructions that replace a pseudo keep its source location.
            for n in first_new..s.mf.num_insts_allocated() {
                s.mf.inst_mut(InstId(n as u32)).debug_loc = loc;
            }
        }
        if !s.stack.is_empty() {
            return Err(format!("x87 stackifier: values left on the x87 stack at the end of bb.{}", b.0));
        }
    }
    Ok(())
}

struct Block<'a> {
    mf: &'a mut MachineFunction,
    /// FP register numbers, bottom first; the last is ST(0).
    stack: Vec<u8>,
    /// The instruction being rewritten: new code goes before it.
    at: InstId,
    scratch: &'a mut Option<FrameIdx>,
}

/// Where a memory reference's five operands start.
enum Mem {
    /// Copy operands [from, from + 5) of the pseudo.
    Operands(usize),
    /// The scratch slot at this displacement.
    Scratch(i64),
}

impl Block<'_> {
    fn depth(&self, f: u8) -> Result<usize, String> {
        self.stack.iter().rev().position(|&x| x == f).ok_or_else(|| match f {
            TEMP => "x87 stackifier: no result on the x87 stack".to_string(),
            _ => format!("x87 stackifier: $fp{f} is read but not on the x87 stack"),
        })
    }

    fn scratch_slot(&mut self) -> FrameIdx {
        if let Some(slot) = *self.scratch {
            return slot;
        }
        let slot = self.mf.frame.create_spill_slot(16, 16, Default::default());
        *self.scratch = Some(slot);
        slot
    }

    /// Emits `op` (a register-form instruction on ST(i) when `st` is given) before the pseudo.
    fn emit_st(&mut self, op: u32, st: Option<usize>) {
        let b = self.mf.build(InsertPoint::Before(self.at), op);
        if let Some(i) = st {
            b.reg(Reg::phys(ST[i]), RegFlags::NONE);
        }
    }

    /// Emits memory instruction `op` with optional register operands before (`def`) and after
    /// (`src`) the address; immediate `imm` goes last.
    fn emit_mem(&mut self, op: u32, def: Option<Reg>, mem: Mem, src: Option<Reg>, imm: Option<i64>) {
        let pseudo = self.at;
        let (addr, mems): (Vec<MachineOperand>, Vec<_>) = match mem {
            Mem::Operands(from) => {
                let inst = self.mf.inst(pseudo);
                (inst.operands[from..from + 5].to_vec(), inst.mem_operands.to_vec())
            }
            Mem::Scratch(disp) => {
                let slot = self.scratch_slot();
                let ops = vec![
                    MachineOperand::FrameIndex(slot),
                    MachineOperand::Imm(1),
                    MachineOperand::reg_use(Reg::NONE),
                    MachineOperand::Imm(disp),
                    MachineOperand::reg_use(Reg::NONE),
                ];
                (ops, Vec::new())
            }
        };
        let mut b = self.mf.build(InsertPoint::Before(pseudo), op);
        if let Some(d) = def {
            b = b.def(d);
        }
        for a in addr {
            b = b.operand(a);
        }
        if let Some(r) = src {
            b = b.reg(r, RegFlags::NONE);
        }
        if let Some(v) = imm {
            b = b.imm(v);
        }
        for m in mems {
            b = b.mem(m);
        }
    }

    fn push(&mut self, f: u8) -> Result<(), String> {
        if self.stack.len() >= 8 {
            return Err("x87 stackifier: the x87 stack overflows (more than 8 values)".into());
        }
        self.stack.push(f);
        Ok(())
    }

    /// Brings `f` to ST(0): moved there (fxch) when this is its last use, else copied (fld),
    /// the copy marked TEMP.
    fn to_top(&mut self, f: u8, last_use: bool) -> Result<(), String> {
        let d = self.depth(f)?;
        if last_use {
            if d != 0 {
                self.emit_st(opcode::XCH_F, Some(d));
                let (n, at) = (self.stack.len(), self.stack.len() - 1 - d);
                self.stack.swap(n - 1, at);
            }
            *self.stack.last_mut().expect("non-empty") = TEMP;
            Ok(())
        } else {
            self.emit_st(opcode::LD_Frr, Some(d));
            self.push(TEMP)
        }
    }

    /// Removes the value at depth `d` (fstp %st(d) keeps ST(0) in its place).
    fn pop_at(&mut self, d: usize) {
        self.pop_at_point(InsertPoint::Before(self.at), d);
    }

    /// [`Self::pop_at`] with the `fstp` at `at`; returns it.
    fn pop_at_point(&mut self, at: InsertPoint, d: usize) -> InstId {
        let pop = self.mf.build(at, opcode::ST_FPrr).reg(Reg::phys(ST[d]), RegFlags::NONE).id();
        let n = self.stack.len();
        let top = self.stack[n - 1];
        self.stack[n - 1 - d] = top;
        self.stack.pop();
        pop
    }

    /// Gives the TEMP entry (the result just computed) the name of the defined register,
    /// popping it when it is dead.
    fn define_top(&mut self, f: u8, dead: bool) -> Result<(), String> {
        if self.stack.contains(&f) {
            return Err(format!("x87 stackifier: $fp{f} is redefined while its old value is live"));
        }
        let d = self.depth(TEMP)?;
        let n = self.stack.len();
        self.stack[n - 1 - d] = f;
        if dead {
            self.pop_at(d);
        }
        Ok(())
    }

    fn fp_operand(&self, i: InstId, k: usize) -> Result<u8, String> {
        let inst = self.mf.inst(i);
        inst.operands
            .get(k)
            .and_then(|op| op.get_reg())
            .and_then(fp_index)
            .ok_or_else(|| format!("x87 stackifier: operand {k} of {} is not an x87 register", INSTR_INFO.name(inst.opcode)))
    }

    /// Stores the value of `f` with popping store `pop` (after bringing it to the top).
    fn store(&mut self, f: u8, last_use: bool, pop: u32, mem: Mem) -> Result<(), String> {
        self.to_top(f, last_use)?;
        self.emit_mem(pop, None, mem, None, None);
        self.stack.pop();
        Ok(())
    }

    /// Swaps ST(0) and ST(`d`) (fxch).
    fn exchange(&mut self, d: usize) {
        if d != 0 {
            self.emit_st(opcode::XCH_F, Some(d));
            let n = self.stack.len();
            self.stack.swap(n - 1, n - 1 - d);
        }
    }

    /// Inline assembly: its x87 inputs `$fp0..$fpN` are put in ST(0)..ST(N) (fxch); the inputs
    /// it also writes or clobbers are consumed (they must be the topmost ones), then its
    /// outputs `$fp0..$fpM` are on top, `$fp0` in ST(0). Inputs must die at the asm; inputs it
    /// leaves and unused outputs are popped after it.
    fn inline_asm(&mut self, i: InstId, kills: u8, dead: u8) -> Result<(), String> {
        let (mut uses, mut outs, mut clobbers) = (0u8, 0u8, 0u8);
        for op in &self.mf.inst(i).operands {
            if let MachineOperand::Reg { reg, flags, .. } = *op {
                let Some(f) = fp_index(reg) else { continue };
                // Outputs are definitions; clobbers are early-clobber definitions.
                match (flags.contains(RegFlags::DEF), flags.contains(RegFlags::EARLY_CLOBBER)) {
                    (false, _) => uses |= 1 << f,
                    (true, false) => outs |= 1 << f,
                    (true, true) => clobbers |= 1 << f,
                }
            }
        }
        let contiguous = |mask: u8| mask & mask.wrapping_add(1) == 0;
        let fail = |why: &str| Err(format!("x87 stackifier: inline asm {why}"));
        if !contiguous(uses) || !contiguous(outs) {
            return fail("x87 operands must be ST(0), ST(1), ... in order");
        }
        if uses & !kills != 0 {
            return fail("reads an x87 value that stays live after it");
        }
        if clobbers & !(uses | outs) != 0 {
            return fail("clobbers an x87 register that is not one of its operands");
        }
        let inputs = uses.count_ones() as usize;
        for k in (0..inputs).rev() {
            let d = self.depth(k as u8)?;
            if d != k {
                self.exchange(d);
                self.exchange(k);
            }
        }
        let consumed = uses & (outs | clobbers);
        if !contiguous(consumed) {
            return fail("pops an x87 input that is below one it keeps");
        }
        for _ in 0..consumed.count_ones() {
            self.stack.pop();
        }
        for k in (0..outs.count_ones() as u8).rev() {
            if self.stack.contains(&k) {
                return fail(&format!("writes $fp{k} while its old value is live"));
            }
            self.push(k)?;
        }
        let mut last = i;
        for f in 0..8u8 {
            let left_input = (uses & !consumed) & (1 << f) != 0;
            let unused_output = outs & dead & (1 << f) != 0;
            if left_input || unused_output {
                let d = self.depth(f)?;
                last = self.pop_at_point(InsertPoint::After(last), d);
            }
        }
        Ok(())
    }

    fn rewrite(&mut self, i: InstId, kills: u8, dead: u8) -> Result<(), String> {
        let op = self.mf.inst(i).opcode;
        let desc = INSTR_INFO.desc(op);
        let killed = |f: u8| kills & (1 << f) != 0;
        let is_dead = |f: u8| dead & (1 << f) != 0;
        let fp = |s: &Self, k: usize| s.fp_operand(i, k);
        let load = match op {
            opcode::LD_Fp80m => Some(opcode::LD_F80m),
            opcode::LD_Fp64m80 => Some(opcode::LD_F64m),
            opcode::LD_Fp32m80 => Some(opcode::LD_F32m),
            opcode::ILD_Fp16m80 => Some(opcode::ILD_F16m),
            opcode::ILD_Fp32m80 => Some(opcode::ILD_F32m),
            opcode::ILD_Fp64m80 => Some(opcode::ILD_F64m),
            _ => None,
        };
        let binary = match op {
            opcode::ADD_Fp80 => Some(opcode::ADD_FST0r),
            opcode::SUB_Fp80 => Some(opcode::SUB_FST0r),
            opcode::MUL_Fp80 => Some(opcode::MUL_FST0r),
            opcode::DIV_Fp80 => Some(opcode::DIV_FST0r),
            _ => None,
        };
        let unary = match op {
            opcode::CHS_Fp80 => Some(opcode::CHS_F),
            opcode::ABS_Fp80 => Some(opcode::ABS_F),
            opcode::SQRT_Fp80 => Some(opcode::SQRT_F),
            _ => None,
        };
        if let Some(real) = load {
            let d = fp(self, 0)?;
            self.emit_mem(real, None, Mem::Operands(1), None, None);
            self.push(TEMP)?;
            self.define_top(d, is_dead(d))?;
        } else if let Some(real) = binary {
            let (d, a, b) = (fp(self, 0)?, fp(self, 1)?, fp(self, 2)?);
            self.to_top(a, killed(a))?;
            if a == b {
                self.emit_st(real, Some(0));
            } else {
                let j = self.depth(b)?;
                self.emit_st(real, Some(j));
                if killed(b) {
                    self.pop_at(j);
                }
            }
            self.define_top(d, is_dead(d))?;
        } else if let Some(real) = unary {
            let (d, a) = (fp(self, 0)?, fp(self, 1)?);
            self.to_top(a, killed(a))?;
            self.emit_st(real, None);
            self.define_top(d, is_dead(d))?;
        } else {
            match op {
                // An undefined value: any value will do, zero keeps the stack depth right.
                target_opcode::IMPLICIT_DEF if fp(self, 0).is_ok() => {
                    let d = fp(self, 0)?;
                    self.emit_st(opcode::LD_F0, None);
                    self.push(TEMP)?;
                    self.define_top(d, is_dead(d))?;
                }
                opcode::LD_Fp080 | opcode::LD_Fp180 => {
                    let d = fp(self, 0)?;
                    self.emit_st(if op == opcode::LD_Fp080 { opcode::LD_F0 } else { opcode::LD_F1 }, None);
                    self.push(TEMP)?;
                    self.define_top(d, is_dead(d))?;
                }
                opcode::LD_Fp80imm => {
                    let d = fp(self, 0)?;
                    let (lo, hi) = {
                        let ops = &self.mf.inst(i).operands;
                        (ops[1].imm().unwrap_or(0), ops[2].imm().unwrap_or(0))
                    };
                    self.emit_mem(opcode::MOV32mi, None, Mem::Scratch(0), None, Some(lo as u32 as i32 as i64));
                    self.emit_mem(opcode::MOV32mi, None, Mem::Scratch(4), None, Some((lo >> 32) as u32 as i32 as i64));
                    self.emit_mem(opcode::MOV16mi, None, Mem::Scratch(8), None, Some(hi as u16 as i16 as i64));
                    self.emit_mem(opcode::LD_F80m, None, Mem::Scratch(0), None, None);
                    self.push(TEMP)?;
                    self.define_top(d, is_dead(d))?;
                }
                opcode::ST_FpP80m | opcode::ST_Fp80m64 | opcode::ST_FpP80m64 | opcode::ST_Fp80m32 | opcode::ST_FpP80m32 => {
                    let f = fp(self, 5)?;
                    let pop = match op {
                        opcode::ST_FpP80m => opcode::ST_FP80m,
                        opcode::ST_Fp80m64 | opcode::ST_FpP80m64 => opcode::ST_FP64m,
                        _ => opcode::ST_FP32m,
                    };
                    self.store(f, killed(f), pop, Mem::Operands(0))?;
                }
                opcode::CMOV_Fp80 => {
                    let (d, f, t) = (fp(self, 0)?, fp(self, 1)?, fp(self, 2)?);
                    let cond = self.mf.inst(i).operands[3].imm().unwrap_or(-1);
                    let fcmov = match cond {
                        2 => opcode::CMOVB_F,
                        3 => opcode::CMOVNB_F,
                        4 => opcode::CMOVE_F,
                        5 => opcode::CMOVNE_F,
                        6 => opcode::CMOVBE_F,
                        7 => opcode::CMOVNBE_F,
                        10 => opcode::CMOVP_F,
                        11 => opcode::CMOVNP_F,
                        _ => return Err(format!("x87 stackifier: fcmov has no condition {cond}")),
                    };
                    self.to_top(f, killed(f))?;
                    if f != t {
                        let j = self.depth(t)?;
                        self.emit_st(fcmov, Some(j));
                        if killed(t) {
                            self.pop_at(j);
                        }
                    }
                    self.define_top(d, is_dead(d))?;
                }
                opcode::UCOM_FpIr80 => {
                    let (a, b) = (fp(self, 0)?, fp(self, 1)?);
                    self.to_top(a, killed(a))?;
                    let j = if a == b { 0 } else { self.depth(b)? };
                    self.emit_st(opcode::UCOM_FIr, Some(j));
                    // The compared copy (or last use) of `a` goes, then `b` if this was its last use.
                    self.pop_at(0);
                    if a != b && killed(b) {
                        let j = self.depth(b)?;
                        self.pop_at(j);
                    }
                }
                opcode::Fp80_FROM_FR32 | opcode::Fp80_FROM_FR64 | opcode::Fp80_FROM_GR32 | opcode::Fp80_FROM_GR64 => {
                    let d = fp(self, 0)?;
                    let src = self.mf.inst(i).operands[1].get_reg().unwrap_or(Reg::NONE);
                    let (mov, ld) = match op {
                        opcode::Fp80_FROM_FR32 => (opcode::MOVSSmr, opcode::LD_F32m),
                        opcode::Fp80_FROM_FR64 => (opcode::MOVSDmr, opcode::LD_F64m),
                        opcode::Fp80_FROM_GR32 => (opcode::MOV32mr, opcode::ILD_F32m),
                        _ => (opcode::MOV64mr, opcode::ILD_F64m),
                    };
                    self.emit_mem(mov, None, Mem::Scratch(0), Some(src), None);
                    self.emit_mem(ld, None, Mem::Scratch(0), None, None);
                    self.push(TEMP)?;
                    self.define_top(d, is_dead(d))?;
                }
                opcode::FR32_FROM_Fp80 | opcode::FR64_FROM_Fp80 => {
                    let f = fp(self, 1)?;
                    let dst = self.mf.inst(i).operands[0].get_reg().unwrap_or(Reg::NONE);
                    let (st, mov) = if op == opcode::FR32_FROM_Fp80 {
                        (opcode::ST_FP32m, opcode::MOVSSrm)
                    } else {
                        (opcode::ST_FP64m, opcode::MOVSDrm)
                    };
                    self.store(f, killed(f), st, Mem::Scratch(0))?;
                    self.emit_mem(mov, Some(dst), Mem::Scratch(0), None, None);
                }
                opcode::GR32_FROM_Fp80 | opcode::GR64_FROM_Fp80 => {
                    // Round toward zero: save the control word, set RC = 11 in a copy, load it,
                    // store the integer, restore.
                    let f = fp(self, 1)?;
                    let dst = self.mf.inst(i).operands[0].get_reg().unwrap_or(Reg::NONE);
                    let (ist, mov) = if op == opcode::GR32_FROM_Fp80 {
                        (opcode::IST_FP32m, opcode::MOV32rm)
                    } else {
                        (opcode::IST_FP64m, opcode::MOV64rm)
                    };
                    self.emit_mem(opcode::FNSTCW16m, None, Mem::Scratch(0), None, None);
                    self.emit_mem(opcode::FNSTCW16m, None, Mem::Scratch(2), None, None);
                    self.emit_mem(opcode::OR16mi, None, Mem::Scratch(2), None, Some(0xC00));
                    self.emit_mem(opcode::FLDCW16m, None, Mem::Scratch(2), None, None);
                    self.store(f, killed(f), ist, Mem::Scratch(8))?;
                    self.emit_mem(opcode::FLDCW16m, None, Mem::Scratch(0), None, None);
                    self.emit_mem(mov, Some(dst), Mem::Scratch(8), None, None);
                }
                target_opcode::COPY => {
                    let (d, s) = (fp(self, 0), fp(self, 1));
                    match (d, s) {
                        (Ok(d), Ok(s)) if killed(s) => {
                            let at = self.stack.len() - 1 - self.depth(s)?;
                            self.stack[at] = TEMP;
                            self.define_top(d, is_dead(d))?;
                        }
                        (Ok(d), Ok(s)) => {
                            self.to_top(s, false)?;
                            self.define_top(d, is_dead(d))?;
                        }
                        (Err(_), Err(_)) => return Ok(()),
                        _ => return Err("x87 stackifier: a copy between an x87 register and another register file".into()),
                    }
                }
                target_opcode::INLINEASM => return self.inline_asm(i, kills, dead),
                _ if desc.is_call() => {
                    if !self.stack.is_empty() {
                        return Err("x87 stackifier: x87 values live across a call".into());
                    }
                    let (uses, defs) = fp_uses_defs(self.mf, i);
                    if uses != 0 || (defs != 0 && defs != 1 && defs != 3) {
                        return Err(
                            "x87 stackifier: a call passing x87 registers other than $fp0 or $fp0 and $fp1 results".into()
                        );
                    }
                    // The results: ST(0) is $fp0 and, for two (a complex long double), ST(1)
                    // is $fp1. Unused ones are popped after the call.
                    if defs == 3 {
                        self.push(1)?;
                    }
                    if defs != 0 {
                        self.push(0)?;
                    }
                    let mut last = i;
                    for f in [0, 1] {
                        if defs & (1 << f) != 0 && is_dead(f) {
                            let d = self.depth(f)?;
                            last = self.pop_at_point(InsertPoint::After(last), d);
                        }
                    }
                    return Ok(());
                }
                _ if desc.is_return() => {
                    let (uses, defs) = fp_uses_defs(self.mf, i);
                    if uses == 3 && self.stack == [0, 1] {
                        // Two results: $fp0 goes to ST(0), $fp1 to ST(1).
                        self.emit_st(opcode::XCH_F, Some(1));
                        self.stack.swap(0, 1);
                    }
                    let expected: Option<&[u8]> = match uses {
                        0 => Some(&[]),
                        1 => Some(&[0]),
                        3 => Some(&[1, 0]),
                        _ => None,
                    };
                    if defs != 0 || expected != Some(&self.stack[..]) {
                        return Err(
                            "x87 stackifier: a return needs exactly its $fp0 (and $fp1) results on the x87 stack".into()
                        );
                    }
                    // The callee's ST(0) is the caller's result: the return pops it.
                    self.stack.clear();
                    return Ok(());
                }
                _ => {
                    if fp_uses_defs(self.mf, i) != (0, 0) {
                        return Err(format!("x87 stackifier: unsupported x87 instruction {}", desc.name));
                    }
                    return Ok(());
                }
            }
        }
        self.mf.remove(i);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_codegen::mir::{parse_mir, print_function, MirTarget};
    use kiln_support::SourceFile;

    use crate::generated::REGISTER_INFO;

    static X86: MirTarget = MirTarget { regs: &REGISTER_INFO, instrs: &INSTR_INFO, reg_banks: &[] };

    /// Stackifies the one function of `body` and returns its printed body.
    /// The first word of each body line of a stackified function: its opcodes in order.
    fn opcodes(out: &str) -> Vec<&str> {
        out.lines().skip(2).map(|l| l.trim().split(' ').next().unwrap_or("")).collect()
    }

    fn stackify(body: &str) -> Result<String, String> {
        let text = format!("---\nname: f\nbody: |\n{body}...\n");
        let mut m = parse_mir(&SourceFile::new("t.mir", &text), &X86).map_err(|d| d.to_string())?;
        let mf = &mut m.functions[0];
        run(mf)?;
        let mut out = String::new();
        print_function(&mut out, mf, &X86);
        Ok(out[out.find("body:").unwrap_or(0)..].to_string())
    }

    #[test]
    fn x86_passes_fit_the_pass_table() {
        assert_eq!(kiln_codegen::pipeline::table::check_order(&X86_PASSES), Ok(()));
    }

    #[test]
    fn functions_the_fast_allocator_gave_no_x87_register_are_skipped_unread() {
        // The same x87 code before allocation: once allocated it names FP registers and is
        // rewritten; a function of general registers alone is recorded without them.
        let x87 = "  bb.0:
    %0:rfp80 = LD_Fp80m $rip, 1, $noreg, 0, $noreg
    %1:rfp80 = LD_Fp80m $rip, 1, $noreg, 16, $noreg
    %2:rfp80 = ADD_Fp80 %0, %1
    ST_FpP80m $rip, 1, $noreg, 32, $noreg, %2
    RET 0
";
        let integer = "  bb.0:
    %0:gr32 = MOV32rm $rip, 1, $noreg, 0, $noreg
    MOV32mr $rip, 1, $noreg, 4, $noreg, %0
    RET 0
";
        for (body, has_x87) in [(x87, true), (integer, false)] {
            let text = format!("---\nname: f\nbody: |\n{body}...\n");
            let mut m = parse_mir(&SourceFile::new("t.mir", &text), &X86).unwrap();
            let mf = &mut m.functions[0];
            crate::regalloc_fuzzing::allocate(mf, kiln_codegen::regalloc::RegAllocKind::Fast).unwrap();
            let named = mf.regs.allocated_phys.as_ref().expect("the fast allocator records its registers");
            assert_eq!(FP.iter().any(|&r| named.contains(r)), has_x87);
            assert!(named.contains(reg::RIP));
            run(mf).unwrap();
            let mut out = String::new();
            print_function(&mut out, mf, &X86);
            // The pseudo `LD_Fp80m` became the stack's `LD_F80m`.
            assert_eq!(out.contains("LD_F80m"), has_x87, "{out}");
        }
    }

    #[test]
    fn arithmetic_moves_kills_and_pops() {
        // (b - a) * a: b moves over a (fxch), a dies with the multiply (fstp %st(1)).
        let out = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    renamable $fp1 = LD_Fp80m $rdi, 1, $noreg, 0, $noreg
    renamable $fp0 = SUB_Fp80 renamable $fp0, renamable $fp1
    renamable $fp0 = MUL_Fp80 renamable $fp0, renamable $fp1
    $fp0 = COPY renamable $fp0
    RET 0, $fp0
",
        )
        .unwrap();
        let ops = opcodes(&out);
        assert_eq!(ops, ["LD_F80m", "LD_F80m", "XCH_F", "SUB_FST0r", "MUL_FST0r", "ST_FPrr", "RET", "..."], "{out}");
        assert!(out.contains("XCH_F $st1") && out.contains("ST_FPrr $st1"), "{out}");
    }

    #[test]
    fn live_values_are_copied_and_dead_results_popped() {
        // The stored value stays live for the compare: fld %st(0) then fstpt; the compare pops
        // both; the unused load is popped at once.
        let out = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, renamable $fp0
    renamable $fp1 = LD_Fp080
    UCOM_FpIr80 renamable $fp0, renamable $fp1, implicit-def $eflags
    renamable $fp2 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    RET 0
",
        )
        .unwrap();
        let ops = opcodes(&out);
        assert_eq!(
            ops,
            ["LD_F80m", "LD_Frr", "ST_FP80m", "LD_F0", "XCH_F", "UCOM_FIr", "ST_FPrr", "ST_FPrr", "LD_F80m", "ST_FPrr", "RET", "..."],
            "{out}"
        );
    }

    #[test]
    fn two_results_are_returned_in_st0_and_st1() {
        // $fp0 (loaded first) ends below $fp1: an fxch puts $fp0 in ST(0) for the return.
        let out = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    renamable $fp1 = LD_Fp80m $rdi, 1, $noreg, 0, $noreg
    RET 0, $fp0, $fp1
",
        )
        .unwrap();
        let ops = opcodes(&out);
        assert_eq!(ops, ["LD_F80m", "LD_F80m", "XCH_F", "RET", "..."], "{out}");
    }

    #[test]
    fn two_call_results_arrive_in_st0_and_st1() {
        // The call leaves $fp0 in ST(0) and $fp1 in ST(1); the unused $fp1 is popped from
        // under $fp0 (fstp %st(1)) and $fp0 is stored.
        let out = stackify(
            "  bb.0:
    CALL64pcrel32 0, implicit-def $fp0, implicit-def $fp1
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, killed renamable $fp0
    RET 0
",
        )
        .unwrap();
        let ops = opcodes(&out);
        assert_eq!(ops, ["CALL64pcrel32", "ST_FPrr", "ST_FP80m", "RET", "..."], "{out}");
        assert!(out.contains("ST_FPrr $st1"), "{out}");
    }

    #[test]
    fn inline_asm_takes_its_inputs_in_order_and_leaves_its_output_on_top() {
        // $fp1 is loaded last (ST(0)) but is ST(1) to the asm: an fxch; fpatan pops the
        // clobbered input and leaves its output; the unused result of a second asm is popped.
        let out = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    renamable $fp1 = LD_Fp80m $rdi, 1, $noreg, 0, $noreg
    INLINEASM &\"fpatan\", 1, 10, implicit-def $fp0, 9, $fp0, 9, $fp1, 12, implicit-def dead early-clobber $fp1
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, killed renamable $fp0
    INLINEASM &\"fld1\", 1, 10, implicit-def $fp0
    RET 0
",
        )
        .unwrap();
        let ops = opcodes(&out);
        assert_eq!(ops, ["LD_F80m", "LD_F80m", "XCH_F", "INLINEASM", "ST_FP80m", "INLINEASM", "ST_FPrr", "RET", "..."], "{out}");
        assert!(out.contains("XCH_F $st1") && out.contains("ST_FPrr $st0"), "{out}");
    }

    #[test]
    fn inline_asm_inputs_that_stay_live_are_refused() {
        let err = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    INLINEASM &\"fxam\", 1, $fp0
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, killed renamable $fp0
    RET 0
",
        )
        .unwrap_err();
        assert!(err.contains("stays live"), "{err}");
    }

    #[test]
    fn values_crossing_blocks_are_refused() {
        let err = stackify(
            "  bb.0:
    successors: %bb.1
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    JMP_1 %bb.1
  bb.1:
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, renamable $fp0
    RET 0
",
        )
        .unwrap_err();
        assert!(err.contains("live into bb.1"), "{err}");
        let err = stackify(
            "  bb.0:
    renamable $fp0 = LD_Fp80m $rsi, 1, $noreg, 0, $noreg
    CALL64pcrel32 &g, csr_64
    ST_FpP80m $rdi, 1, $noreg, 0, $noreg, renamable $fp0
    RET 0
",
        )
        .unwrap_err();
        assert!(err.contains("across a call"), "{err}");
    }
}
