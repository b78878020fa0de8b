//! Parses the `body: |` of a `.mir` function: block headers
//! (`bb.1.if.then (address-taken, align 16):`), `successors:` with
//! probabilities, `liveins:`, and instructions with their defs, flags,
//! operands, trailing properties (`debug-location !12`) and memory operands
//! (`:: (load (s32) from %ir.x, align 4)`); bundles are `BUNDLE ... {` with
//! members up to `}`.
//!
//! Blocks are created in a first pass over the headers so that operands may
//! name later blocks; every reference is checked when read.

use kiln_mc::desc::SubRegIdx;
use kiln_support::{Diagnostic, SourceFile};

use super::cfi::{CfiDirective, CfiShape};
use super::cursor::Cursor;
use super::function::{InsertPoint, IrBlockRef, MachineFunction, MAX_MIR_TARGET_FLAGS};
use super::instr::{MIFlags, MachineInstr, MemAccess, MemFlags, MemOperand, MemValue};
use super::operand::{BlockId, FrameIdx, InstId, Llt, MachineOperand, Reg, RegFlags, RegMask, StrId, TargetFlags};
use super::parser::{lookup_phys_reg, parse_class_or_bank};
use super::regs::RegClassOrBank;
use super::MirTarget;

/// Register-operand flag keywords and the flags they set.
pub(crate) const REG_FLAG_KEYWORDS: [(&str, RegFlags); 10] = [
    ("implicit", RegFlags::IMPLICIT),
    ("implicit-def", RegFlags(RegFlags::IMPLICIT.0 | RegFlags::DEF.0)),
    ("def", RegFlags::DEF),
    ("dead", RegFlags::DEAD),
    ("killed", RegFlags::KILL),
    ("undef", RegFlags::UNDEF),
    ("internal", RegFlags::INTERNAL_READ),
    ("early-clobber", RegFlags::EARLY_CLOBBER),
    ("debug-use", RegFlags::DEBUG_USE),
    ("renamable", RegFlags::RENAMABLE),
];

/// IR floating-point type names that start an FP immediate.
const FP_TYPES: [&str; 7] = ["half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"];
const ORDERINGS: [&str; 6] = ["unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"];

struct BodyParser<'a> {
    target: &'a MirTarget,
    mf: &'a mut MachineFunction,
    blocks: Vec<(u32, BlockId)>,
}

/// Parses `file.text[start..end]` into blocks and instructions of `mf`;
/// returns each block's MIR number with its id.
pub fn parse_body(file: &SourceFile, target: &MirTarget, mf: &mut MachineFunction, start: usize, end: usize) -> Result<Vec<(u32, BlockId)>, Diagnostic> {
    let lines = line_ranges(&file.text, start, end);
    let mut p = BodyParser { target, mf, blocks: Vec::new() };
    for &(s, e) in &lines {
        let mut c = Cursor::new(file, s, e);
        c.ws();
        if c.file.text[c.pos..e].starts_with("bb.") {
            let at = c.pos;
            c.pos += 3;
            let n = c.expect_u32("a block number")?;
            if p.blocks.iter().any(|&(m, _)| m == n) {
                return Err(c.err(at, format!("redefinition of block 'bb.{n}'")));
            }
            let b = p.mf.create_block();
            p.mf.block_mut(b).number = n;
            p.blocks.push((n, b));
        }
    }
    let mut current: Option<BlockId> = None;
    let mut block_index = 0;
    let mut bundle: Option<(InstId, usize)> = None;
    let mut seen_inst = false;
    for &(s, e) in &lines {
        let mut c = Cursor::new(file, s, e);
        if c.at_end() {
            continue;
        }
        let text = &c.file.text[c.pos..e];
        if text.starts_with("bb.") {
            if let Some((_, open)) = bundle {
                return Err(c.err(open, "unterminated bundle: expected '}'"));
            }
            let b = p.blocks[block_index].1;
            block_index += 1;
            p.block_header(&mut c, b)?;
            current = Some(b);
            seen_inst = false;
            continue;
        }
        let Some(b) = current else {
            return Err(c.err(c.pos, "expected a basic block header ('bb.N:')"));
        };
        if c.eat_str("successors:") {
            if seen_inst || !p.mf.block(b).succs.is_empty() {
                return Err(c.err(s, "'successors:' must come once, before the block's instructions"));
            }
            p.successors(&mut c, b)?;
        } else if c.eat_str("liveins:") {
            if seen_inst {
                return Err(c.err(s, "'liveins:' must come before the block's instructions"));
            }
            p.live_ins(&mut c, b)?;
        } else if c.eat(b'}') {
            if bundle.take().is_none() {
                return Err(c.err(c.pos - 1, "'}' without an open bundle"));
            }
            if !c.at_end() {
                return Err(c.err(c.pos, "expected end of line after '}'"));
            }
        } else {
            seen_inst = true;
            let (inst, opens) = p.instruction(&mut c)?;
            let id = p.mf.insert_new(InsertPoint::End(b), inst);
            if let Some((header, _)) = bundle {
                let prev = p.mf.prev_inst(id).unwrap_or(header);
                p.mf.inst_mut(prev).flags.insert(MIFlags::BUNDLED_SUCC);
                p.mf.inst_mut(id).flags.insert(MIFlags::BUNDLED_PRED);
                if opens {
                    return Err(c.err(c.pos - 1, "bundles cannot nest"));
                }
            } else if opens {
                bundle = Some((id, c.pos - 1));
            }
        }
    }
    if let Some((_, open)) = bundle {
        return Err(Diagnostic::error(file, open as u32, "unterminated bundle: expected '}'"));
    }
    Ok(p.blocks)
}

/// The slot number `%ir-block.N` writes, when `name` is one as the printer writes it (no sign,
/// no leading zero): such a reference is kept as the number, and prints back the same.
fn slot_number(name: &str) -> Option<u32> {
    let canonical = name.bytes().all(|c| c.is_ascii_digit()) && (name == "0" || !name.starts_with('0'));
    name.parse().ok().filter(|_| canonical)
}

fn line_ranges(text: &str, start: usize, end: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut pos = start;
    while pos < end {
        let e = text[pos..end].find('\n').map_or(end, |k| pos + k);
        out.push((pos, e));
        pos = e + 1;
    }
    out
}

impl BodyParser<'_> {
    fn block_ref(&self, c: &Cursor, at: usize, n: u32) -> Result<BlockId, Diagnostic> {
        self.blocks.iter().find(|&&(m, _)| m == n).map(|&(_, b)| b).ok_or_else(|| c.err(at, format!("use of undefined block '%bb.{n}'")))
    }

    fn block_header(&mut self, c: &mut Cursor, b: BlockId) -> Result<(), Diagnostic> {
        c.pos += 3;
        c.expect_u32("a block number")?;
        if c.pos < c.end && c.bytes()[c.pos] == b'.' {
            c.pos += 1;
            let name = c.take_while(|ch| ch != b' ' && ch != b':' && ch != b'(');
            if name.is_empty() {
                return Err(c.err(c.pos, "expected a block name after '.'"));
            }
            let id = self.mf.intern(name);
            self.mf.block_mut(b).ir_block = IrBlockRef::Named(id);
        }
        if c.eat(b'(') {
            loop {
                let at = c.pos;
                if c.eat_str("%ir-block.") {
                    let name = c.name("an IR block name")?;
                    if self.mf.block(b).ir_block != IrBlockRef::None {
                        return Err(c.err(at, "block already names its IR block"));
                    }
                    self.mf.block_mut(b).ir_block = match slot_number(name) {
                        Some(n) => IrBlockRef::Slot(n),
                        None => IrBlockRef::ByName(self.mf.intern(name)),
                    };
                } else if c.eat_word("address-taken") {
                    self.mf.block_mut(b).address_taken = true;
                } else if c.eat_word("landing-pad") {
                    self.mf.block_mut(b).landing_pad = true;
                } else if c.eat_word("ehfunclet-entry") {
                    self.mf.block_mut(b).eh_funclet_entry = true;
                } else if c.eat_word("align") {
                    let a = c.expect_int("an alignment")?;
                    self.mf.block_mut(b).alignment = Some(a as u64);
                } else if c.eat_word("bbsections") {
                    c.ws();
                    let s = c.take_while(|ch| ch.is_ascii_alphanumeric() || ch == b'_');
                    let id = self.mf.intern(s);
                    self.mf.block_mut(b).section = Some(id);
                } else {
                    let word = c.peek_ident().unwrap_or("");
                    return Err(c.err(at, format!("unknown basic block attribute '{word}'")));
                }
                if !c.eat(b',') {
                    break;
                }
            }
            c.expect(b')', "')'")?;
        }
        c.expect(b':', "':' after the block header")?;
        if !c.at_end() {
            return Err(c.err(c.pos, "expected end of line after the block header"));
        }
        Ok(())
    }

    fn successors(&mut self, c: &mut Cursor, b: BlockId) -> Result<(), Diagnostic> {
        if c.at_end() {
            return Ok(());
        }
        loop {
            let at = c.pos;
            if !c.eat_str("%bb.") {
                return Err(c.err(at, "expected a successor block ('%bb.N')"));
            }
            let n = c.expect_u32("a block number")?;
            let s = self.block_ref(c, at, n)?;
            let prob = if c.eat(b'(') {
                let p = c.expect_int("a branch probability")?;
                c.expect(b')', "')'")?;
                Some(u32::try_from(p).map_err(|_| c.err(at, "branch probability out of range"))?)
            } else {
                None
            };
            self.mf.add_successor(b, s, prob);
            if !c.eat(b',') {
                break;
            }
        }
        if !c.at_end() {
            return Err(c.err(c.pos, "expected ',' or end of line"));
        }
        Ok(())
    }

    fn live_ins(&mut self, c: &mut Cursor, b: BlockId) -> Result<(), Diagnostic> {
        if c.at_end() {
            return Ok(());
        }
        loop {
            let at = c.pos;
            let reg = self.phys_reg(c)?.ok_or_else(|| c.err(at, "expected a physical register"))?;
            let mask = if c.eat(b':') { Some(c.expect_int("a lane mask")? as u64) } else { None };
            self.mf.block_mut(b).live_ins.push((reg, mask));
            if !c.eat(b',') {
                break;
            }
        }
        if !c.at_end() {
            return Err(c.err(c.pos, "expected ',' or end of line"));
        }
        Ok(())
    }

    /// `$name` as a physical register (`None` when the cursor is not at `$`).
    fn phys_reg(&self, c: &mut Cursor) -> Result<Option<kiln_mc::desc::PhysReg>, Diagnostic> {
        if c.peek() != Some(b'$') {
            return Ok(None);
        }
        let at = c.pos;
        c.pos += 1;
        let name = c.take_while(|ch| ch.is_ascii_alphanumeric() || ch == b'_');
        lookup_phys_reg(self.target, name).map(Some).ok_or_else(|| c.err(at, format!("unknown register '${name}'")))
    }

    fn starts_register(&self, c: &mut Cursor) -> bool {
        match c.peek() {
            Some(b'$') => true,
            Some(b'%') => c.peek2().is_some_and(|ch| ch.is_ascii_digit()),
            _ => c.peek_ident().is_some_and(|w| REG_FLAG_KEYWORDS.iter().any(|(k, _)| *k == w)),
        }
    }

    /// One instruction line; returns the instruction and whether it opens a bundle.
    fn instruction(&mut self, c: &mut Cursor) -> Result<(MachineInstr, bool), Diagnostic> {
        let mut ops: Vec<MachineOperand> = Vec::new();
        let mut ties: Vec<(usize, u32, usize)> = Vec::new();
        if self.starts_register(c) {
            loop {
                let op = self.reg_operand(c, true, ops.len(), &mut ties)?;
                ops.push(op);
                if !c.eat(b',') {
                    break;
                }
            }
            c.expect(b'=', "'=' after the instruction's definitions")?;
        }
        let mut flags = MIFlags::NONE;
        while let Some(w) = c.peek_ident() {
            let Some(&(f, _)) = MIFlags::KEYWORDS.iter().find(|(_, k)| *k == w) else { break };
            c.pos += w.len();
            flags.insert(f);
        }
        let at = c.pos;
        let name = c.ident().ok_or_else(|| c.err(at, "expected an instruction opcode"))?;
        let opcode = self.target.instrs.find(name).ok_or_else(|| c.err(at, format!("unknown instruction '{name}'")))?;
        let mut inst = MachineInstr::new(opcode);
        inst.flags = flags;
        let mut first = true;
        while !c.at_end() && c.peek() != Some(b'{') && !c.file.text[c.pos..c.end].starts_with("::") {
            if !first && !c.eat(b',') {
                return Err(c.err(c.pos, "expected ',' between operands"));
            }
            first = false;
            if !self.trailing(c, &mut inst)? {
                if inst.debug_loc != StrId::NONE || inst.extra.is_some() {
                    return Err(c.err(c.pos, "operands must come before debug-location and instruction symbols"));
                }
                let op = self.operand(c, name, ops.len(), &mut ties)?;
                ops.push(op);
            }
        }
        if c.eat_str("::") {
            loop {
                let m = self.mem_operand(c)?;
                inst.mem_operands.push(m);
                if !c.eat(b',') {
                    break;
                }
            }
        }
        let opens = c.eat(b'{');
        if !c.at_end() {
            return Err(c.err(c.pos, "expected end of line after the instruction"));
        }
        for (use_index, def_index, at) in ties {
            let def_index = def_index as usize;
            if def_index >= ops.len() || !ops[def_index].is_def() || def_index > 255 || use_index > 255 {
                return Err(c.err(at, format!("tied-def {def_index} does not name a register definition")));
            }
            if ops[def_index].tied_to().is_some() {
                return Err(c.err(at, format!("definition {def_index} is tied twice")));
            }
            if let MachineOperand::Reg { tied_to, .. } = &mut ops[def_index] {
                *tied_to = Some(use_index as u8);
            }
            if let MachineOperand::Reg { tied_to, .. } = &mut ops[use_index] {
                *tied_to = Some(def_index as u8);
            }
        }
        // Ties the description implies are not written (`(tied-def N)` is only
        // printed for ties it does not imply); add them.
        let desc = self.target.instrs.desc(opcode);
        let explicit = ops.iter().take_while(|o| !o.is_implicit() && !matches!(o, MachineOperand::RegMask(_))).count();
        for (k, info) in desc.operands.iter().enumerate().take(explicit) {
            let Some(d) = info.tied_to.map(usize::from) else { continue };
            if d < explicit && ops[d].is_def() && ops[k].is_use() && ops[k].tied_to().is_none() && ops[d].tied_to().is_none() {
                if let MachineOperand::Reg { tied_to, .. } = &mut ops[d] {
                    *tied_to = Some(k as u8);
                }
                if let MachineOperand::Reg { tied_to, .. } = &mut ops[k] {
                    *tied_to = Some(d as u8);
                }
            }
        }
        inst.operands = ops.into();
        Ok((inst, opens))
    }

    /// `pre-instr-symbol`, `post-instr-symbol`, `heap-alloc-marker`,
    /// `debug-instr-number`, `debug-location`; false when none is next.
    fn trailing(&mut self, c: &mut Cursor, inst: &mut MachineInstr) -> Result<bool, Diagnostic> {
        let Some(w) = c.peek_ident() else { return Ok(false) };
        match w {
            "pre-instr-symbol" | "post-instr-symbol" => {
                c.pos += w.len();
                let sym = self.mc_symbol(c)?;
                let extra = inst.extra_mut();
                if w == "pre-instr-symbol" {
                    extra.pre_instr_symbol = Some(sym);
                } else {
                    extra.post_instr_symbol = Some(sym);
                }
            }
            "heap-alloc-marker" => {
                c.pos += w.len();
                let md = self.metadata(c)?;
                inst.extra_mut().heap_alloc_marker = Some(md);
            }
            "debug-instr-number" => {
                c.pos += w.len();
                let n = c.expect_u32("an instruction number")?;
                inst.extra_mut().debug_instr_number = Some(n);
            }
            "debug-location" => {
                c.pos += w.len();
                inst.debug_loc = self.metadata(c)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn mc_symbol(&mut self, c: &mut Cursor) -> Result<StrId, Diagnostic> {
        if !c.eat_str("<mcsymbol ") {
            return Err(c.err(c.pos, "expected '<mcsymbol name>'"));
        }
        let name = c.balanced(b'<', b'>')?;
        Ok(self.mf.intern(name.trim()))
    }

    /// `!12`, `!name`, `!DIExpression(...)`, `!{...}`, `!"text"`, kept as written.
    fn metadata(&mut self, c: &mut Cursor) -> Result<StrId, Diagnostic> {
        c.ws();
        let start = c.pos;
        if !c.eat(b'!') {
            return Err(c.err(start, "expected metadata ('!N')"));
        }
        match c.bytes().get(c.pos).filter(|_| c.pos < c.end) {
            Some(b'{') => {
                c.pos += 1;
                c.balanced(b'{', b'}')?;
            }
            Some(b'"') => {
                c.quoted()?;
            }
            Some(_) => {
                let word = c.take_while(|ch| ch.is_ascii_alphanumeric() || matches!(ch, b'_' | b'.' | b'-'));
                if word.is_empty() {
                    return Err(c.err(c.pos, "expected a metadata name or number"));
                }
                if c.pos < c.end && c.bytes()[c.pos] == b'(' {
                    c.pos += 1;
                    c.balanced(b'(', b')')?;
                }
            }
            None => return Err(c.err(c.pos, "expected a metadata name or number")),
        }
        let text = &c.file.text[start..c.pos];
        Ok(self.mf.intern(text))
    }

    fn reg_operand(&mut self, c: &mut Cursor, lhs: bool, index: usize, ties: &mut Vec<(usize, u32, usize)>) -> Result<MachineOperand, Diagnostic> {
        let mut flags = if lhs { RegFlags::DEF } else { RegFlags::NONE };
        while let Some(w) = c.peek_ident() {
            let Some(&(_, f)) = REG_FLAG_KEYWORDS.iter().find(|(k, _)| *k == w) else { break };
            if flags.contains(f) && f != RegFlags::DEF {
                return Err(c.err(c.pos, format!("duplicate register flag '{w}'")));
            }
            c.pos += w.len();
            flags.insert(f);
        }
        let at = c.pos;
        let reg = if let Some(p) = self.phys_reg(c)? {
            Reg::phys(p)
        } else if c.eat(b'%') {
            let n = c.take_while(|ch| ch.is_ascii_digit());
            let n: u32 = n.parse().ok().filter(|&n| n < 1 << 24).ok_or_else(|| c.err(at, "expected a virtual register number ('%N')"))?;
            self.mf.regs.ensure_vreg(n);
            Reg::virt(n)
        } else {
            return Err(c.err(at, "expected a register"));
        };
        let mut sub_reg = SubRegIdx(0);
        if c.pos < c.end && c.bytes()[c.pos] == b'.' {
            c.pos += 1;
            let sat = c.pos;
            let name = c.take_while(|ch| ch.is_ascii_alphanumeric() || ch == b'_');
            let idx = self.target.regs.sub_reg_indices.iter().position(|s| s.name == name && !name.is_empty());
            sub_reg = SubRegIdx(idx.ok_or_else(|| c.err(sat, format!("unknown sub-register index '{name}'")))? as u16);
        }
        if c.pos < c.end && c.bytes()[c.pos] == b':' && c.peek2() != Some(b':') {
            c.pos += 1;
            let cat = c.pos;
            let name = c.take_while(|ch| ch.is_ascii_alphanumeric() || ch == b'_');
            if !reg.is_virtual() {
                return Err(c.err(cat, "only virtual registers take a register class"));
            }
            let class = parse_class_or_bank(self.target, self.mf, name).ok_or_else(|| c.err(cat, format!("unknown register class or bank '{name}'")))?;
            let info = self.mf.regs.vreg_mut(reg).expect("vreg was created above");
            if class != RegClassOrBank::None {
                if info.class != RegClassOrBank::None && info.class != class {
                    return Err(c.err(cat, format!("conflicting register class '{name}' for '%{}'", reg.virt_index().unwrap_or(0))));
                }
                info.class = class;
            }
        }
        while c.pos < c.end && c.bytes()[c.pos] == b'(' {
            c.pos += 1;
            if c.eat_word("tied-def") {
                let tat = c.pos;
                let d = c.expect_u32("an operand index")?;
                c.expect(b')', "')'")?;
                if flags.contains(RegFlags::DEF) {
                    return Err(c.err(tat, "only a use can be tied to a definition"));
                }
                ties.push((index, d, tat));
            } else {
                let tat = c.pos;
                let ty = parse_llt(c)?;
                c.expect(b')', "')'")?;
                if !reg.is_virtual() {
                    return Err(c.err(tat, "only virtual registers have a type"));
                }
                let info = self.mf.regs.vreg_mut(reg).expect("vreg was created above");
                if info.ty.is_some_and(|t| t != ty) {
                    return Err(c.err(tat, format!("conflicting type '{ty}' for '%{}'", reg.virt_index().unwrap_or(0))));
                }
                info.ty = Some(ty);
            }
        }
        Ok(MachineOperand::Reg { reg, flags, sub_reg, tied_to: None })
    }

    /// `target-flags(a, b)`: the flag names joined by ", ".
    fn target_flags(&mut self, c: &mut Cursor) -> Result<TargetFlags, Diagnostic> {
        let start = c.pos;
        if !c.eat_word("target-flags") {
            return Ok(TargetFlags::NONE);
        }
        c.expect(b'(', "'('")?;
        let mut names = Vec::new();
        loop {
            let at = c.pos;
            names.push(c.ident().ok_or_else(|| c.err(at, "expected a target flag name"))?);
            if !c.eat(b',') {
                break;
            }
        }
        c.expect(b')', "')'")?;
        let text = names.join(", ");
        let known = self.mf.target_flag_count();
        let flags = self.mf.intern_target_flags(&text);
        if self.mf.target_flag_count() > known && known >= MAX_MIR_TARGET_FLAGS {
            return Err(c.err(start, format!("more than {MAX_MIR_TARGET_FLAGS} different target flags in one function")));
        }
        Ok(flags)
    }

    fn offset(&mut self, c: &mut Cursor) -> Result<i64, Diagnostic> {
        let save = c.pos;
        let neg = if c.eat(b'+') {
            false
        } else if c.peek() == Some(b'-') && c.peek2() == Some(b' ') {
            c.pos += 1;
            true
        } else {
            c.pos = save;
            return Ok(0);
        };
        let v = c.expect_int("an offset")?;
        Ok(if neg { v.wrapping_neg() } else { v })
    }

    fn operand(&mut self, c: &mut Cursor, opcode: &str, index: usize, ties: &mut Vec<(usize, u32, usize)>) -> Result<MachineOperand, Diagnostic> {
        if self.starts_register(c) {
            return self.reg_operand(c, false, index, ties);
        }
        let at = c.pos;
        let target_flags = self.target_flags(c)?;
        let Some(ch) = c.peek() else { return Err(c.err(c.pos, "expected an operand")) };
        let op = match ch {
            b'%' => {
                c.pos += 1;
                let word = c.take_while(|x| x.is_ascii_alphanumeric() || x == b'-' || x == b'_');
                if !c.eat(b'.') {
                    return Err(c.err(at, format!("unknown operand '%{word}'")));
                }
                match word {
                    "bb" => {
                        let n = c.expect_u32("a block number")?;
                        MachineOperand::Block(self.block_ref(c, at, n)?)
                    }
                    "stack" | "fixed-stack" => MachineOperand::FrameIndex(self.frame_ref(c, at, word == "fixed-stack")?),
                    "const" => {
                        let index = c.expect_u32("a constant-pool index")?;
                        if index as usize >= self.mf.constants.len() {
                            return Err(c.err(at, format!("use of undefined constant '%const.{index}'")));
                        }
                        let offset = self.offset(c)?;
                        MachineOperand::ConstantPool { index, offset, target_flags }
                    }
                    "jump-table" => MachineOperand::JumpTable { index: c.expect_u32("a jump-table index")?, target_flags },
                    "subreg" => {
                        let name = c.take_while(|x| x.is_ascii_alphanumeric() || x == b'_');
                        let idx = self.target.regs.sub_reg_indices.iter().position(|s| s.name == name && !name.is_empty());
                        MachineOperand::Imm(idx.ok_or_else(|| c.err(at, format!("unknown sub-register index '{name}'")))? as i64)
                    }
                    _ => return Err(c.err(at, format!("unsupported MIR operand '%{word}.'"))),
                }
            }
            b'@' => {
                c.pos += 1;
                let name = c.name("a global name")?;
                let name = self.mf.intern(name);
                MachineOperand::Global { name, offset: self.offset(c)?, target_flags }
            }
            b'&' => {
                c.pos += 1;
                let name = c.name("a symbol name")?;
                let name = self.mf.intern(name);
                MachineOperand::ExternalSymbol { name, offset: self.offset(c)?, target_flags }
            }
            b'!' => MachineOperand::Metadata(self.metadata(c)?),
            b'<' => MachineOperand::McSymbol { name: self.mc_symbol(c)?, target_flags },
            b'-' | b'0'..=b'9' => MachineOperand::Imm(c.int().ok_or_else(|| c.err(at, "expected an integer"))?),
            _ => {
                let word = c.ident().ok_or_else(|| c.err(c.pos, "expected an operand"))?;
                match word {
                    "blockaddress" => {
                        c.expect(b'(', "'('")?;
                        let text = c.balanced(b'(', b')')?;
                        let text = self.mf.intern(text);
                        MachineOperand::BlockAddress { text, offset: self.offset(c)?, target_flags }
                    }
                    "intrinsic" => {
                        c.expect(b'(', "'('")?;
                        c.expect(b'@', "'@'")?;
                        let name = c.name("an intrinsic name")?;
                        c.expect(b')', "')'")?;
                        MachineOperand::Intrinsic(self.mf.intern(name))
                    }
                    "intpred" | "floatpred" => {
                        c.expect(b'(', "'('")?;
                        let pat = c.pos;
                        let name = c.ident().ok_or_else(|| c.err(pat, "expected a predicate"))?;
                        c.expect(b')', "')'")?;
                        MachineOperand::Predicate { float: word == "floatpred", name: self.mf.intern(name) }
                    }
                    "shufflemask" => {
                        c.expect(b'(', "'('")?;
                        let mut lanes = Vec::new();
                        if !c.eat(b')') {
                            loop {
                                lanes.push(if c.eat_word("undef") { -1 } else { c.expect_int("a mask element")? as i32 });
                                if !c.eat(b',') {
                                    break;
                                }
                            }
                            c.expect(b')', "')'")?;
                        }
                        self.mf.shuffle_masks.push(lanes);
                        MachineOperand::ShuffleMask(self.mf.shuffle_masks.len() as u32 - 1)
                    }
                    "CustomRegMask" => {
                        c.expect(b'(', "'('")?;
                        let mut regs = Vec::new();
                        loop {
                            let rat = c.pos;
                            regs.push(self.phys_reg(c)?.ok_or_else(|| c.err(rat, "expected a physical register"))?);
                            if !c.eat(b',') {
                                break;
                            }
                        }
                        c.expect(b')', "')'")?;
                        self.mf.custom_masks.push(regs);
                        MachineOperand::RegMask(RegMask::Custom(self.mf.custom_masks.len() as u32 - 1))
                    }
                    _ if opcode == "CFI_INSTRUCTION" => MachineOperand::Cfi(self.cfi_directive(c, word, at)?),
                    _ if FP_TYPES.contains(&word) => {
                        c.ws();
                        let lit = c.take_while(|x| x.is_ascii_alphanumeric() || matches!(x, b'.' | b'-' | b'+'));
                        if lit.is_empty() {
                            return Err(c.err(c.pos, "expected a floating-point literal"));
                        }
                        let literal = self.mf.intern(lit);
                        MachineOperand::FPImm { ty: self.mf.intern(word), literal }
                    }
                    _ if word.len() > 1 && word.starts_with('i') && word[1..].bytes().all(|d| d.is_ascii_digit()) => {
                        let bits: u32 = word[1..].parse().map_err(|_| c.err(at, "bad integer type"))?;
                        if bits == 0 || bits > 64 {
                            return Err(c.err(at, format!("typed immediates wider than 64 bits are not supported ('{word}')")));
                        }
                        let value = if bits == 1 && c.eat_word("true") {
                            1
                        } else if bits == 1 && c.eat_word("false") {
                            0
                        } else {
                            c.expect_int("an integer")?
                        };
                        MachineOperand::CImm { bits, value }
                    }
                    _ => match self.target.regs.callee_saved.iter().position(|s| s.name.eq_ignore_ascii_case(word)) {
                        Some(k) => MachineOperand::RegMask(RegMask::CalleeSaved(k as u16)),
                        None => return Err(c.err(at, format!("unknown operand '{word}' of '{opcode}'"))),
                    },
                }
            }
        };
        let takes_flags = matches!(
            op,
            MachineOperand::ConstantPool { .. }
                | MachineOperand::JumpTable { .. }
                | MachineOperand::Global { .. }
                | MachineOperand::ExternalSymbol { .. }
                | MachineOperand::BlockAddress { .. }
                | MachineOperand::McSymbol { .. }
        );
        if !target_flags.is_none() && !takes_flags {
            return Err(c.err(at, format!("a {} operand takes no target flags", op.kind_name())));
        }
        Ok(op)
    }

    /// The operands of a `CFI_INSTRUCTION` directive after its keyword `word`; returns its index.
    fn cfi_directive(&mut self, c: &mut Cursor, word: &str, at: usize) -> Result<u32, Diagnostic> {
        let Some((_, shape)) = CfiDirective::KEYWORDS.iter().find(|(k, _)| *k == word) else {
            return Err(c.err(at, format!("unsupported CFI directive '{word}'")));
        };
        let mut regs = [kiln_mc::desc::PhysReg(0); 2];
        let mut value = 0;
        let (nregs, int) = match shape {
            CfiShape::None => (0, false),
            CfiShape::Int => (0, true),
            CfiShape::Reg => (1, false),
            CfiShape::RegInt => (1, true),
            CfiShape::RegReg => (2, false),
        };
        for (k, slot) in regs.iter_mut().enumerate().take(nregs) {
            if k > 0 {
                c.expect(b',', "','")?;
            }
            c.ws();
            let rat = c.pos;
            *slot = self.phys_reg(c)?.ok_or_else(|| c.err(rat, "expected a physical register"))?;
        }
        if int {
            if nregs > 0 {
                c.expect(b',', "','")?;
            }
            c.ws();
            value = c.expect_int("an offset")?;
        }
        let d = CfiDirective::from_parts(word, regs, value).ok_or_else(|| c.err(at, format!("unsupported CFI directive '{word}'")))?;
        self.mf.cfi_directives.push(d);
        Ok(self.mf.cfi_directives.len() as u32 - 1)
    }

    /// After `%stack.` or `%fixed-stack.`: the number and, for `%stack`, an optional `.name`.
    fn frame_ref(&mut self, c: &mut Cursor, at: usize, fixed: bool) -> Result<FrameIdx, Diagnostic> {
        let n = c.expect_u32("a stack object number")?;
        let fi = if fixed { FrameIdx::fixed(n) } else { FrameIdx(n as i32) };
        if self.mf.frame.object(fi).is_none() {
            let kind = if fixed { "fixed-stack" } else { "stack" };
            return Err(c.err(at, format!("use of undefined stack object '%{kind}.{n}'")));
        }
        if !fixed && c.pos < c.end && c.bytes()[c.pos] == b'.' {
            c.pos += 1;
            c.name("a stack object name")?;
        }
        Ok(fi)
    }

    fn mem_operand(&mut self, c: &mut Cursor) -> Result<MemOperand, Diagnostic> {
        c.expect(b'(', "'(' to start a memory operand")?;
        let mut m = MemOperand::new(MemAccess::Load, None, MemValue::None);
        loop {
            if c.peek() == Some(b'"') {
                let q = c.quoted()?;
                let id = self.mf.intern(q);
                m.rare_mut().target_flags.push(id);
                continue;
            }
            let Some(w) = c.peek_ident() else { break };
            let Some(&(f, _)) = MemFlags::KEYWORDS.iter().find(|(_, k)| *k == w) else { break };
            c.pos += w.len();
            m.flags.0 |= f.0;
        }
        m.access = if c.eat_word("load") {
            if c.eat_word("store") {
                MemAccess::LoadStore
            } else {
                MemAccess::Load
            }
        } else if c.eat_word("store") {
            MemAccess::Store
        } else {
            return Err(c.err(c.pos, "expected 'load' or 'store'"));
        };
        if c.eat_word("syncscope") {
            c.expect(b'(', "'('")?;
            let q = c.quoted()?;
            m.rare_mut().sync_scope = Some(self.mf.intern(q));
            c.expect(b')', "')'")?;
        }
        for failure in [false, true] {
            if let Some(w) = c.peek_ident().filter(|w| ORDERINGS.contains(w)) {
                c.pos += w.len();
                let ordering = Some(self.mf.intern(w));
                if failure {
                    m.rare_mut().failure_ordering = ordering;
                } else {
                    m.ordering = ordering;
                }
            }
        }
        if !c.eat_word("unknown-size") {
            c.expect(b'(', "'(' before the access size")?;
            m.size = Some(parse_llt(c)?);
            c.expect(b')', "')'")?;
        }
        if c.eat_word("from") || c.eat_word("into") || c.eat_word("on") {
            m.value = self.mem_value(c)?;
            m.offset = self.offset(c)?;
        }
        while c.eat(b',') {
            if c.eat_word("align") {
                m.align = Some(c.expect_int("an alignment")? as u64);
            } else if c.eat_word("basealign") {
                m.rare_mut().base_align = Some(c.expect_int("an alignment")? as u64);
            } else if c.eat_word("addrspace") {
                m.rare_mut().addr_space = Some(c.expect_u32("an address space")?);
            } else if c.peek() == Some(b'!') {
                let kind = self.metadata(c)?;
                let node = self.metadata(c)?;
                m.rare_mut().metadata.push((kind, node));
            } else {
                return Err(c.err(c.pos, "expected 'align', 'basealign', 'addrspace' or metadata in a memory operand"));
            }
        }
        c.expect(b')', "')' to end the memory operand")?;
        Ok(m)
    }

    fn mem_value(&mut self, c: &mut Cursor) -> Result<MemValue, Diagnostic> {
        let at = c.pos;
        c.ws();
        let start = c.pos;
        if c.eat_str("%ir.") {
            let name = c.name("an IR value name")?;
            // A slot number as MIR writes one (no leading zero) is the value's number.
            let slot = name.parse::<u32>().ok().filter(|n| n.to_string() == name);
            return Ok(slot.map_or_else(|| MemValue::Ir(self.mf.intern(name)), MemValue::IrSlot));
        }
        if c.eat_str("%stack.") {
            return Ok(MemValue::Frame(self.frame_ref(c, at, false)?));
        }
        if c.eat_str("%fixed-stack.") {
            return Ok(MemValue::Frame(self.frame_ref(c, at, true)?));
        }
        if c.eat_str("%ir-block.") {
            c.name("an IR block name")?;
        } else if c.eat(b'`') {
            let Some(k) = c.file.text[c.pos..c.end].find('`') else {
                return Err(c.err(start, "unterminated IR constant ('`')"));
            };
            c.pos += k + 1;
        } else if c.eat(b'@') {
            c.name("a global name")?;
        } else if c.eat_word("call-entry") {
            c.ws();
            if !(c.eat(b'@') || c.eat(b'&')) {
                return Err(c.err(c.pos, "expected '@' or '&' after 'call-entry'"));
            }
            c.name("a symbol name")?;
        } else if c.eat_word("custom") {
            c.quoted()?;
        } else if !["constant-pool", "got", "jump-table", "stack", "unknown-address"].iter().any(|w| c.eat_word(w)) {
            return Err(c.err(start, "unknown memory operand value"));
        }
        let text = &c.file.text[start..c.pos];
        Ok(MemValue::Other(self.mf.intern(text)))
    }
}

/// `s32`, `p0`, `<4 x s32>`, `<2 x p0>` ([`Llt::parse`] says what is valid).
pub(crate) fn parse_llt(c: &mut Cursor) -> Result<Llt, Diagnostic> {
    c.ws();
    let at = c.pos;
    let element = |c: &mut Cursor| -> Result<Llt, Diagnostic> {
        c.ws();
        let at = c.pos;
        let word = c.take_while(|x| x.is_ascii_alphanumeric());
        Llt::parse_element(word).map_err(|e| c.err(at, e))
    };
    if c.eat(b'<') {
        let lanes = c.expect_u32("an element count")?;
        c.expect_word("x")?;
        let elem = element(c)?;
        c.expect(b'>', "'>'")?;
        if lanes == 0 || lanes > crate::gisel::llt::MAX_LANES {
            return Err(c.err(at, format!("a vector type has 1 to {} elements, not {lanes}", crate::gisel::llt::MAX_LANES)));
        }
        return Ok(Llt::vector(lanes, elem));
    }
    element(c)
}
