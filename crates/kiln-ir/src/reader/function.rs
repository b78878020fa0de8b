//! Reading function bodies: blocks, instructions, and local value numbering.
//!
//! Each instruction is read into an [`Inst`] and then given its slot: a fresh one, or the
//! slot reserved by an earlier forward reference to its name. Unnamed non-void results take
//! the next number, as in LLVM, so the numbering printed back is the one read.

use super::globals::AttrContext;
use super::lexer::Tok;
use super::{GroupUse, LocalKey, PResult, Parser};
use super::types::CmpPredicate;
use crate::attr::{Attr, AttrList};
use crate::inst::{
    AtomicOrdering, CallData, FastMathFlags, Inst, InstData, InstFlags, OperandBundle, Opcode,
    RmwOp, TailKind,
};
use crate::module::{Block, BlockId, FuncId, InlineAsm, InlineAsmId, InstId};
use crate::operands::Operands;
use crate::symbol::Sym;
use crate::types::{Type, TypeId, TypeTable};
use crate::value::Value;

fn new_inst(opcode: Opcode, ty: TypeId, operands: impl Into<Operands>, data: InstData) -> Inst {
    Inst { opcode, flags: InstFlags::default(), ty, name: None, operands: operands.into(), data, metadata: Default::default() }
}

/// `N` and where it ends when `src[pos..]` is ` align N` with `N` a valid alignment (a power
/// of two up to 2^32) written as decimal digits that end the token; anything else (another
/// spelling, an invalid value and its diagnostic) is left to the token-by-token reading. The
/// text is compared as one word and the digits summed as they are scanned.
fn plain_align(src: &[u8], pos: usize) -> Option<(u64, usize)> {
    const ALIGN: u64 = u64::from_le_bytes(*b" align \0");
    const FIRST_SEVEN: u64 = u64::MAX >> 8;
    let head = u64::from_le_bytes(src.get(pos..)?.get(..8)?.try_into().ok()?);
    if head & FIRST_SEVEN != ALIGN {
        return None;
    }
    let (value, end) = super::plain::decimal_digits(src, pos + b" align ".len())?;
    let after = src.get(end).copied().unwrap_or(b' ');
    if after == b':' || super::lexer::is_name_char(after) {
        return None;
    }
    (value.is_power_of_two() && value <= 1 << 32).then_some((value, end))
}

impl<'a> Parser<'a> {
    /// Reserves an instruction slot for a value used before its definition.
    pub fn placeholder_inst(&mut self, func: FuncId, ty: TypeId) -> InstId {
        let f = &mut self.m.functions[func.index()];
        f.insts.push(new_inst(Opcode::Unreachable, ty, Operands::new(), InstData::None));
        InstId(f.insts.len() as u32 - 1)
    }

    fn func_mut(&mut self) -> &mut crate::module::Function {
        let f = self.cur_func.expect("inside a function body");
        &mut self.m.functions[f.index()]
    }

    /// `{ blocks }` of function `f` whose arguments have the given names.
    pub fn parse_body(&mut self, f: FuncId, arg_names: &[(Option<LocalKey>, u32)]) -> PResult<()> {
        self.fs.reset();
        self.cur_func = Some(f);
        self.m.types.refresh_sized();
        // The body is read into the reused arena (the function has no instructions yet).
        let arena = std::mem::take(&mut self.inst_arena);
        debug_assert!(arena.is_empty() && self.m.functions[f.index()].insts.is_empty());
        self.m.functions[f.index()].insts = arena;
        let g = self.m.functions[f.index()].global;
        // Blocks that `blockaddress` named before this body: their ids are reserved.
        let mut reserved: Vec<(LocalKey, BlockId, u32)> =
            self.foreign_blocks.iter().filter(|((fg, _), _)| *fg == g).map(|((_, k), &(b, p))| (*k, b, p)).collect();
        reserved.sort_by_key(|r| r.1);
        for (key, block, pos) in reserved {
            self.foreign_blocks.remove(&(g, key));
            self.func_mut().blocks.push(Block::default());
            self.fs.blocks.insert(key, block);
            self.fs.block_pending.push(Some(pos));
        }
        for (i, &(key, pos)) in arg_names.iter().enumerate() {
            let key = key.unwrap_or(LocalKey::Num(self.fs.next_number));
            self.bind_local(key, Value::Arg(i as u32), pos)?;
        }
        self.expect_punct(b'{')?;
        while !self.is_punct(b'}') {
            if self.tok.tok == Tok::Eof {
                return self.err_here("expected '}' at the end of the function body");
            }
            if self.is_word("uselistorder") {
                self.parse_use_list_order()?;
                continue;
            }
            self.parse_block()?;
        }
        let end = self.tok.pos;
        self.body_end = end;
        self.advance();
        if self.m.functions[f.index()].layout.is_empty() {
            return self.err(end, "function body requires at least one basic block");
        }
        if let Some(&(_, pos)) = self.fs.forward.values().min_by_key(|(_, p)| *p) {
            return self.err(pos, "use of undefined value");
        }
        if let Some(pos) = self.fs.block_pending.iter().flatten().min() {
            return self.err(*pos, "use of undefined block");
        }
        // Every body stays in memory while the module compiles: it gets an exact-size copy of
        // the arena, which keeps its capacity for the next body.
        let func = &mut self.m.functions[f.index()];
        let mut arena = std::mem::take(&mut func.insts);
        func.insts = Vec::with_capacity(arena.len());
        func.insts.append(&mut arena);
        func.blocks.shrink_to_fit();
        self.inst_arena = arena;
        self.cur_func = None;
        Ok(())
    }

    fn parse_block(&mut self) -> PResult<()> {
        let pos = self.tok.pos;
        let (key, name) = match self.tok.tok {
            Tok::Label { quoted } => {
                let raw = self.text();
                let key = if !quoted && raw.iter().all(u8::is_ascii_digit) {
                    let n = super::decimal_u64(raw).and_then(|n| u32::try_from(n).ok()).unwrap_or(u32::MAX);
                    if n != self.fs.next_number {
                        return self.err(pos, format!("label expected to be numbered '{}'", self.fs.next_number));
                    }
                    self.fs.next_number += 1;
                    LocalKey::Num(n)
                } else {
                    LocalKey::Named(self.intern_token(quoted))
                };
                self.advance();
                (key, if let LocalKey::Named(s) = key { Some(s) } else { None })
            }
            _ => {
                let n = self.fs.next_number;
                self.fs.next_number += 1;
                (LocalKey::Num(n), None)
            }
        };
        if self.fs.locals.contains_key(&key) {
            return self.err(pos, "redefinition of a value as a block");
        }
        let block = self.block_ref(key, pos);
        if self.fs.block_pending[block.index()].take().is_none() {
            return self.err(pos, "redefinition of block");
        }
        let f = self.func_mut();
        f.blocks[block.index()].name = name;
        f.layout.push(block);
        self.block_insts.clear();
        loop {
            let (id, op) = self.parse_instruction()?;
            self.block_insts.push(id);
            if op.is_terminator() {
                let insts = self.block_insts.as_slice().to_vec();
                self.func_mut().blocks[block.index()].insts = insts;
                return Ok(());
            }
        }
    }

    fn parse_instruction(&mut self) -> PResult<(InstId, Opcode)> {
        let pos = self.tok.pos;
        if self.tok.tok == Tok::DebugRecord {
            let inst = self.parse_debug_record()?;
            let f = self.func_mut();
            f.insts.push(inst);
            return Ok((InstId(f.insts.len() as u32 - 1), Opcode::Call));
        }
        let named = match self.tok.tok {
            Tok::Local { .. } | Tok::LocalNum(_) => {
                let key = self.local_key();
                let end = self.tok.end as usize;
                if self.src.get(end..end + 3) == Some(b" = ") {
                    // `%x = ` as written: the `=` read with the name, not as a token.
                    self.lex.pos = end + 3;
                    self.advance();
                } else {
                    self.advance();
                    self.expect_punct(b'=')?;
                }
                Some(key)
            }
            _ => None,
        };
        if self.tok.tok == Tok::DebugRecord {
            return self.err_here("a debug record cannot have a name");
        }
        if self.tok.tok != Tok::Word {
            return self.err_here("expected an instruction opcode");
        }
        self.md_after_comma = false;
        let mut inst = self.parse_inst_body()?;
        self.parse_attachments()?;
        if !self.attachments.is_empty() {
            inst.metadata = self.attachments.as_slice().into();
        }
        if inst.ty == TypeTable::VOID && named.is_some() {
            return self.err(pos, "instructions returning void cannot have a name");
        }
        let op = inst.opcode;
        let key = match named {
            Some(k) => Some(k),
            None if inst.ty != TypeTable::VOID => Some(LocalKey::Num(self.fs.next_number)),
            None => None,
        };
        if let Some(LocalKey::Named(s)) = key {
            inst.name = Some(s);
        }
        let f = self.cur_func.expect("inside a function body");
        let id = match key.and_then(|k| self.fs.forward.remove(&k)) {
            Some((id, use_pos)) => {
                let want = self.m.functions[f.index()].insts[id.index()].ty;
                if want != inst.ty {
                    return self.err(use_pos, format!("value used with type '{}' but defined with type '{}'", self.ty_str(want), self.ty_str(inst.ty)));
                }
                self.m.functions[f.index()].insts[id.index()] = inst;
                id
            }
            None => {
                let insts = &mut self.m.functions[f.index()].insts;
                insts.push(inst);
                InstId(insts.len() as u32 - 1)
            }
        };
        if let Some(k) = key {
            if self.fs.blocks.contains_key(&k) {
                return self.err(pos, "redefinition of a block name as a value");
            }
            self.bind_local(k, Value::Inst(id), pos)?;
        }
        // Attribute groups of this call site were recorded before the id was known.
        for (target, _, _) in self.group_uses.iter_mut().rev() {
            match target {
                GroupUse::Call(gf, gi) if *gf == f && gi.0 == u32::MAX => *gi = id,
                _ => break,
            }
        }
        Ok((id, op))
    }

    /// `, !kind !N` pairs after an instruction, into [`Parser::attachments`].
    fn parse_attachments(&mut self) -> PResult<()> {
        self.attachments.clear();
        loop {
            if self.md_after_comma {
                self.md_after_comma = false;
            } else if !self.eat_punct(b',') {
                return Ok(());
            }
            if self.tok.tok != Tok::MdName {
                return self.err_here("expected a metadata attachment ('!kind !N')");
            }
            let attachment = self.parse_attachment()?;
            self.attachments.push(attachment);
        }
    }

    /// Consumes `,` if an instruction-specific operand follows; stops before `, !kind`.
    fn more_operands(&mut self) -> bool {
        if self.md_after_comma || !self.is_punct(b',') {
            return false;
        }
        self.advance();
        if self.tok.tok == Tok::MdName {
            self.md_after_comma = true;
            return false;
        }
        true
    }

    fn parse_fmf(&mut self) -> FastMathFlags {
        let mut f = FastMathFlags::default();
        while self.tok.tok == Tok::Word {
            match FastMathFlags::bit(self.text()) {
                Some(b) => f.0 |= b,
                None => break,
            }
            self.advance();
        }
        f
    }

    fn value_ty(&self, v: Value) -> TypeId {
        let f = self.cur_func.map(|f| &self.m.functions[f.index()]);
        self.m.value_type(f, v)
    }

    fn expect_value_of(&mut self, ty: TypeId) -> PResult<Value> {
        let pos = self.tok.pos;
        if let Some((t, v)) = self.plain_typed_value() {
            return if t == ty { Ok(v) } else { self.type_mismatch(pos, ty, t) };
        }
        let t = self.parse_type()?;
        if t != ty {
            return self.type_mismatch(pos, ty, t);
        }
        self.parse_value(ty)
    }

    pub(super) fn label(&mut self) -> PResult<BlockId> {
        if self.tok.tok == Tok::Word {
            if let Some((key, pos)) = self.plain_label_at(self.tok.pos as usize) {
                return Ok(self.block_ref(key, pos));
            }
        }
        self.expect_word("label")?;
        let pos = self.tok.pos;
        if !matches!(self.tok.tok, Tok::Local { .. } | Tok::LocalNum(_)) {
            return self.err_here("expected a block name");
        }
        let key = self.local_key();
        self.advance();
        Ok(self.block_ref(key, pos))
    }

    fn parse_ordering(&mut self) -> PResult<(Option<Sym>, AtomicOrdering)> {
        let mut scope = None;
        if self.eat_word("syncscope") {
            self.expect_punct(b'(')?;
            scope = Some(self.expect_string_sym()?);
            self.expect_punct(b')')?;
        }
        let o = match AtomicOrdering::from_name(self.text()) {
            Some(o) if self.tok.tok == Tok::Word && o != AtomicOrdering::NotAtomic => o,
            _ => return self.err_here("expected an atomic ordering"),
        };
        self.advance();
        Ok((scope, o))
    }

    /// `, align N` as clang writes it after nearly every load, store and alloca, read from the
    /// text at once rather than as three tokens: its value, or 0 (and nothing read) for any
    /// other text.
    fn eat_plain_align(&mut self) -> u64 {
        if self.md_after_comma || !self.is_punct(b',') {
            return 0;
        }
        match plain_align(self.src, self.tok.end as usize) {
            Some((value, end)) => {
                self.lex.pos = end;
                self.advance();
                value
            }
            None => 0,
        }
    }

    /// `, align N` and metadata after a memory instruction.
    fn parse_align_tail(&mut self) -> PResult<u64> {
        let mut align = self.eat_plain_align();
        while self.more_operands() {
            if self.eat_word("align") {
                align = self.align_value()?;
            } else {
                return self.err_here("expected 'align'");
            }
        }
        Ok(align)
    }

    fn pointer_to(&mut self, ptr_pos: u32, ptr_ty: TypeId, value_ty: TypeId) -> PResult<()> {
        match self.m.types.get(ptr_ty) {
            Type::Ptr { pointee: None, .. } => Ok(()),
            Type::Ptr { pointee: Some(p), .. } if *p == value_ty => Ok(()),
            Type::Ptr { .. } => self.err(ptr_pos, "explicit pointee type doesn't match the operand's pointee type"),
            _ => self.err(ptr_pos, "operand must be a pointer"),
        }
    }

    fn parse_inst_body(&mut self) -> PResult<Inst> {
        let pos = self.tok.pos;
        let word = self.text();
        let tail = match word {
            b"tail" => TailKind::Tail,
            b"musttail" => TailKind::MustTail,
            b"notail" => TailKind::NoTail,
            _ => TailKind::None,
        };
        if tail != TailKind::None {
            self.advance();
            if !self.is_word("call") {
                return self.err_here("expected 'call'");
            }
        }
        let Some(op) = Opcode::from_name(self.text()) else {
            if self.is_later_keyword() {
                return self.later_keyword_error();
            }
            if matches!(self.text(), b"callbr" | b"catchswitch" | b"catchret" | b"cleanupret" | b"catchpad" | b"cleanuppad") {
                let word = String::from_utf8_lossy(self.text()).into_owned();
                return self.err_here(format!("the '{word}' instruction is not supported"));
            }
            return self.err_here("expected an instruction opcode");
        };
        self.advance();
        match op {
            Opcode::Ret => {
                let f = self.cur_func.expect("in a function");
                let ret = match self.m.types.get(self.m.functions[f.index()].ty) {
                    Type::Function { ret, .. } => *ret,
                    _ => TypeTable::VOID,
                };
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if ty != ret {
                    return self.type_mismatch(tpos, ret, ty);
                }
                let ops = if ty == TypeTable::VOID { Operands::new() } else { Operands::from([self.parse_value(ty)?]) };
                Ok(new_inst(op, TypeTable::VOID, ops, InstData::None))
            }
            Opcode::Br => {
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if ty == TypeTable::LABEL {
                    let v = self.parse_value(ty)?;
                    return Ok(new_inst(op, TypeTable::VOID, [v], InstData::None));
                }
                if ty != TypeTable::I1 {
                    return self.type_mismatch(tpos, TypeTable::I1, ty);
                }
                let c = self.parse_value(ty)?;
                let t = self.comma_label()?;
                let e = self.comma_label()?;
                Ok(new_inst(op, TypeTable::VOID, [c, Value::Block(t), Value::Block(e)], InstData::None))
            }
            Opcode::Switch => {
                let tpos = self.tok.pos;
                let (ty, v) = self.parse_typed_value()?;
                if !self.m.types.is_int(ty) {
                    return self.err(tpos, "switch condition must be an integer");
                }
                self.expect_punct(b',')?;
                let d = self.label()?;
                let mut ops = Operands::from([v, Value::Block(d)]);
                self.expect_punct(b'[')?;
                while !self.is_punct(b']') {
                    let cpos = self.tok.pos;
                    let c = self.expect_value_of(ty)?;
                    if !matches!(c, Value::Const(_)) {
                        return self.err(cpos, "case value is not a constant integer");
                    }
                    self.expect_punct(b',')?;
                    let b = self.label()?;
                    ops.push(c);
                    ops.push(Value::Block(b));
                }
                self.advance();
                Ok(new_inst(op, TypeTable::VOID, ops, InstData::None))
            }
            Opcode::IndirectBr => {
                let (_, addr) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                self.expect_punct(b'[')?;
                let mut ops = Operands::from([addr]);
                while !self.is_punct(b']') {
                    ops.push(Value::Block(self.label()?));
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
                self.expect_punct(b']')?;
                Ok(new_inst(op, TypeTable::VOID, ops, InstData::None))
            }
            Opcode::Resume => {
                let (_, v) = self.parse_typed_value()?;
                Ok(new_inst(op, TypeTable::VOID, [v], InstData::None))
            }
            Opcode::Unreachable => Ok(new_inst(op, TypeTable::VOID, Operands::new(), InstData::None)),
            Opcode::Call | Opcode::Invoke => self.parse_call(op, tail),
            Opcode::FNeg => {
                let fmf = self.parse_fmf();
                let tpos = self.tok.pos;
                let (ty, v) = self.parse_typed_value()?;
                if !self.m.types.is_float(self.m.types.scalar(ty)) {
                    return self.err(tpos, "fneg needs a floating-point operand");
                }
                let mut i = new_inst(op, ty, [v], InstData::None);
                i.flags.set_fmf(fmf);
                Ok(i)
            }
            _ if op.is_binary() => {
                let mut flags = InstFlags::default();
                if op.is_fp_binary() {
                    flags.set_fmf(self.parse_fmf());
                } else {
                    self.parse_arith_flags(op, &mut flags)?;
                }
                let tpos = self.tok.pos;
                let (ty, a) = self.parse_typed_value()?;
                self.check_binary_type(op, ty, tpos)?;
                let b = self.comma_value(ty)?;
                let mut i = new_inst(op, ty, [a, b], InstData::None);
                i.flags = flags;
                Ok(i)
            }
            _ if op.is_cast() => {
                let mut flags = InstFlags::default();
                self.parse_arith_flags(op, &mut flags)?;
                if matches!(op, Opcode::FpTrunc | Opcode::FpExt | Opcode::UiToFp | Opcode::SiToFp | Opcode::FpToUi | Opcode::FpToSi) {
                    flags.set_fmf(self.parse_fmf());
                }
                let (from, v) = self.parse_typed_value()?;
                self.expect_word("to")?;
                let to = self.parse_type()?;
                self.check_cast(op, from, to, pos)?;
                let mut i = new_inst(op, to, [v], InstData::None);
                i.flags = flags;
                Ok(i)
            }
            Opcode::ICmp | Opcode::FCmp => {
                let fmf = if op == Opcode::FCmp { self.parse_fmf() } else { FastMathFlags::default() };
                let mut flags = InstFlags::default();
                self.parse_arith_flags(op, &mut flags)?;
                let data = match self.parse_cmp_predicate(op)? {
                    CmpPredicate::Int(p) => InstData::ICmp(p),
                    CmpPredicate::Float(p) => InstData::FCmp(p),
                };
                let tpos = self.tok.pos;
                let (ty, a) = self.parse_typed_value()?;
                let s = self.m.types.scalar(ty);
                let ok = if op == Opcode::ICmp { self.m.types.is_int(s) || self.m.types.is_ptr(s) } else { self.m.types.is_float(s) };
                if !ok {
                    return self.err(tpos, format!("invalid operand type for {}", op.name()));
                }
                let b = self.comma_value(ty)?;
                let rty = self.m.types.bool_like(ty);
                let mut i = new_inst(op, rty, [a, b], data);
                i.flags = flags;
                i.flags.set_fmf(fmf);
                Ok(i)
            }
            Opcode::Select => {
                let fmf = self.parse_fmf();
                let cpos = self.tok.pos;
                let (cty, c) = self.parse_typed_value()?;
                if self.m.types.scalar(cty) != TypeTable::I1 {
                    return self.err(cpos, "select condition must be i1 or <N x i1>");
                }
                self.expect_punct(b',')?;
                let (ty, a) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let b = self.expect_value_of(ty)?;
                let mut i = new_inst(op, ty, [c, a, b], InstData::None);
                i.flags.set_fmf(fmf);
                Ok(i)
            }
            Opcode::Phi => {
                let fmf = self.parse_fmf();
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) || ty == TypeTable::LABEL {
                    return self.err(tpos, "phi node must have first class type");
                }
                let mut ops = Operands::new();
                let mut blocks = Vec::new();
                loop {
                    self.expect_punct(b'[')?;
                    ops.push(self.parse_value(ty)?);
                    self.expect_punct(b',')?;
                    let bpos = self.tok.pos;
                    if !matches!(self.tok.tok, Tok::Local { .. } | Tok::LocalNum(_)) {
                        return self.err_here("expected a block name");
                    }
                    let key = self.local_key();
                    self.advance();
                    blocks.push(self.block_ref(key, bpos));
                    self.expect_punct(b']')?;
                    if !self.more_operands() {
                        break;
                    }
                }
                let mut i = new_inst(op, ty, ops, InstData::Phi(blocks.into()));
                i.flags.set_fmf(fmf);
                Ok(i)
            }
            Opcode::Alloca => {
                let mut flags = InstFlags::default();
                if self.eat_word("inalloca") {
                    flags.set(InstFlags::INALLOCA);
                }
                if self.eat_word("swifterror") {
                    flags.set(InstFlags::SWIFTERROR);
                }
                let tpos = self.tok.pos;
                let allocated = self.parse_type()?;
                if !self.m.types.is_sized(allocated) {
                    return self.err(tpos, "cannot allocate unsized type");
                }
                let mut ops = Operands::new();
                let (mut align, mut addrspace) = (self.eat_plain_align(), 0);
                while self.more_operands() {
                    if self.eat_word("align") {
                        align = self.align_value()?;
                    } else if self.eat_word("addrspace") {
                        addrspace = self.paren_u32()?;
                    } else if ops.is_empty() && align == 0 {
                        let cpos = self.tok.pos;
                        let (cty, c) = self.parse_typed_value()?;
                        if !self.m.types.is_int(cty) {
                            return self.err(cpos, "element count must have integer type");
                        }
                        ops.push(c);
                    } else {
                        return self.err_here("expected 'align' or 'addrspace'");
                    }
                }
                let ty = if self.m.opaque_pointers { self.m.types.ptr(addrspace, None) } else { self.m.types.ptr(addrspace, Some(allocated)) };
                let mut i = new_inst(op, ty, ops, InstData::Alloca { allocated, align, addrspace });
                i.flags = flags;
                Ok(i)
            }
            Opcode::Load => {
                let atomic = self.eat_word("atomic");
                let mut flags = InstFlags::default();
                if self.eat_word("volatile") {
                    flags.set(InstFlags::VOLATILE);
                }
                let tpos = self.tok.pos;
                let ty = self.parse_type()?;
                if !self.m.types.is_sized(ty) || !self.m.types.is_first_class(ty) {
                    return self.err(tpos, "loading unsized types is not allowed");
                }
                let read = self.plain_pointer_operand(tpos as usize, self.tok.pos as usize, ty);
                let (ppos, pty, p) = self.address(read)?;
                self.pointer_to(ppos, pty, ty)?;
                let (scope, ordering) = if atomic { self.parse_ordering()? } else { (None, AtomicOrdering::NotAtomic) };
                let align = self.parse_align_tail()?;
                let mut i = new_inst(op, ty, [p], InstData::Mem { align, ordering, scope });
                i.flags = flags;
                Ok(i)
            }
            Opcode::Store => {
                let atomic = self.eat_word("atomic");
                let mut flags = InstFlags::default();
                if self.eat_word("volatile") {
                    flags.set(InstFlags::VOLATILE);
                }
                let tpos = self.tok.pos as usize;
                let (ty, v, pointer) = match self.plain_typed_value_text() {
                    Some((ty, v, type_end)) => (ty, v, self.plain_pointer_operand(tpos, type_end, ty)),
                    None => {
                        let (ty, v) = self.parse_typed_value()?;
                        (ty, v, None)
                    }
                };
                let (ppos, pty, p) = self.address(pointer)?;
                self.pointer_to(ppos, pty, ty)?;
                let (scope, ordering) = if atomic { self.parse_ordering()? } else { (None, AtomicOrdering::NotAtomic) };
                let align = self.parse_align_tail()?;
                let mut i = new_inst(op, TypeTable::VOID, [v, p], InstData::Mem { align, ordering, scope });
                i.flags = flags;
                Ok(i)
            }
            Opcode::Fence => {
                let (scope, ordering) = self.parse_ordering()?;
                Ok(new_inst(op, TypeTable::VOID, Operands::new(), InstData::Fence { ordering, scope }))
            }
            Opcode::CmpXchg => {
                let mut flags = InstFlags::default();
                if self.eat_word("weak") {
                    flags.set(InstFlags::WEAK);
                }
                if self.eat_word("volatile") {
                    flags.set(InstFlags::VOLATILE);
                }
                let ppos = self.tok.pos;
                let (pty, p) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let (ty, c) = self.parse_typed_value()?;
                self.pointer_to(ppos, pty, ty)?;
                self.expect_punct(b',')?;
                let n = self.expect_value_of(ty)?;
                let (scope, success) = self.parse_ordering()?;
                let failure = match AtomicOrdering::from_name(self.text()) {
                    Some(o) if self.tok.tok == Tok::Word && o != AtomicOrdering::NotAtomic => o,
                    _ => return self.err_here("expected an atomic ordering"),
                };
                self.advance();
                let align = self.parse_align_tail()?;
                let rty = self.m.types.intern(Type::Struct { fields: vec![ty, TypeTable::I1], packed: false });
                let mut i = new_inst(op, rty, [p, c, n], InstData::CmpXchg { success, failure, scope, align });
                i.flags = flags;
                Ok(i)
            }
            Opcode::AtomicRmw => {
                let mut flags = InstFlags::default();
                if self.eat_word("volatile") {
                    flags.set(InstFlags::VOLATILE);
                }
                let rmw = match RmwOp::from_name(self.text()) {
                    Some(r) if self.tok.tok == Tok::Word => r,
                    _ if self.is_later_keyword() => return self.later_keyword_error(),
                    _ => return self.err_here("expected an atomicrmw operation"),
                };
                self.advance();
                let ppos = self.tok.pos;
                let (pty, p) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let (ty, v) = self.parse_typed_value()?;
                self.pointer_to(ppos, pty, ty)?;
                let (scope, ordering) = self.parse_ordering()?;
                let align = self.parse_align_tail()?;
                let mut i = new_inst(op, ty, [p, v], InstData::AtomicRmw { op: rmw, ordering, scope, align });
                i.flags = flags;
                Ok(i)
            }
            Opcode::GetElementPtr => {
                let mut flags = InstFlags::default();
                self.parse_arith_flags(op, &mut flags)?;
                let tpos = self.tok.pos as usize;
                let source = self.parse_type()?;
                let mut ops = Operands::new();
                let mut types = std::mem::take(&mut self.gep_types);
                types.clear();
                if let Some((_, pty, p)) = self.plain_pointer_operand(tpos, self.tok.pos as usize, source) {
                    types.push(pty);
                    ops.push(p);
                }
                while self.more_operands() {
                    let (t, v) = self.parse_typed_value()?;
                    types.push(t);
                    ops.push(v);
                }
                if ops.is_empty() {
                    return self.err(pos, "expected a pointer operand");
                }
                let ty = self.gep_result(source, &types, &ops, pos)?;
                self.gep_types = types;
                let mut i = new_inst(op, ty, ops, InstData::Gep { source });
                i.flags = flags;
                Ok(i)
            }
            Opcode::VaArg => {
                let (_, list) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let ty = self.parse_type()?;
                Ok(new_inst(op, ty, [list], InstData::None))
            }
            Opcode::ExtractElement => {
                let (ty, v) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let (ity, i) = self.parse_typed_value()?;
                if !self.m.types.is_int(ity) {
                    return self.err(pos, "extractelement index must be an integer");
                }
                let elem = self.vector_elem(ty, pos)?;
                Ok(new_inst(op, elem, [v, i], InstData::None))
            }
            Opcode::InsertElement => {
                let (ty, v) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let elem = self.vector_elem(ty, pos)?;
                let e = self.expect_value_of(elem)?;
                self.expect_punct(b',')?;
                let (ity, i) = self.parse_typed_value()?;
                if !self.m.types.is_int(ity) {
                    return self.err(pos, "insertelement index must be an integer");
                }
                Ok(new_inst(op, ty, [v, e, i], InstData::None))
            }
            Opcode::ShuffleVector => {
                let (ty, a) = self.parse_typed_value()?;
                self.expect_punct(b',')?;
                let b = self.expect_value_of(ty)?;
                self.expect_punct(b',')?;
                let (mty, mask) = self.parse_typed_value()?;
                if !matches!(mask, Value::Const(_)) {
                    return self.err(pos, "shufflevector mask must be a constant");
                }
                let rty = self.shuffle_type(ty, mty, pos)?;
                Ok(new_inst(op, rty, [a, b, mask], InstData::None))
            }
            Opcode::ExtractValue | Opcode::InsertValue => {
                let (ty, agg) = self.parse_typed_value()?;
                let mut ops = Operands::from([agg]);
                if op == Opcode::InsertValue {
                    self.expect_punct(b',')?;
                    let (_, v) = self.parse_typed_value()?;
                    ops.push(v);
                }
                let mut idx = Vec::new();
                while self.more_operands() {
                    idx.push(self.expect_u32()?);
                }
                let elem = self.indexed_type(ty, &idx, pos)?;
                if op == Opcode::InsertValue && self.value_ty(ops[1]) != elem {
                    return self.type_mismatch(pos, elem, self.value_ty(ops[1]));
                }
                let rty = if op == Opcode::ExtractValue { elem } else { ty };
                Ok(new_inst(op, rty, ops, InstData::Indices(idx.into())))
            }
            Opcode::LandingPad => {
                let ty = self.parse_type()?;
                let cleanup = self.eat_word("cleanup");
                let mut ops = Operands::new();
                let mut catch = Vec::new();
                loop {
                    let is_catch = if self.eat_word("catch") {
                        true
                    } else if self.eat_word("filter") {
                        false
                    } else {
                        break;
                    };
                    let (_, v) = self.parse_typed_value()?;
                    ops.push(v);
                    catch.push(is_catch);
                }
                if !cleanup && ops.is_empty() {
                    return self.err(pos, "landingpad needs at least one clause or 'cleanup'");
                }
                Ok(new_inst(op, ty, ops, InstData::LandingPad { cleanup, catch: catch.into() }))
            }
            Opcode::Freeze => {
                let (ty, v) = self.parse_typed_value()?;
                Ok(new_inst(op, ty, [v], InstData::None))
            }
            _ => self.err(pos, format!("unsupported instruction '{}'", op.name())),
        }
    }

    fn in_variadic_function(&self) -> bool {
        let f = self.cur_func.expect("inside a function body");
        matches!(self.m.types.get(self.m.functions[f.index()].ty), Type::Function { vararg: true, .. })
    }

    /// `call`/`invoke` after the opcode.
    fn parse_call(&mut self, op: Opcode, tail: TailKind) -> PResult<Inst> {
        let fmf = self.parse_fmf();
        let cc = self.parse_cc()?.unwrap_or(0);
        let mut ret_attrs = Vec::new();
        self.parse_attrs(AttrContext::Ret, &mut ret_attrs, None)?;
        let mut addrspace = 0;
        if self.eat_word("addrspace") {
            addrspace = self.paren_u32()?;
        }
        let tpos = self.tok.pos;
        let ty = self.parse_type()?;
        // The callee: resolved once the function type is known (after the arguments).
        let callee_pos = self.tok.pos;
        let callee_tok = self.tok;
        enum Callee {
            Token,
            Asm { asm: Box<[u8]>, constraints: Box<[u8]>, flags: [bool; 4], offset: u32 },
            Value(TypeId, Value),
        }
        let callee = match self.tok.tok {
            Tok::Local { .. } | Tok::LocalNum(_) | Tok::Global { .. } | Tok::GlobalNum(_) => {
                self.advance();
                Callee::Token
            }
            Tok::Word if matches!(self.text(), b"undef" | b"null" | b"poison") => {
                self.advance();
                Callee::Token
            }
            Tok::Word if self.text() == b"asm" => {
                let offset = self.tok.pos;
                self.advance();
                let mut flags = [false; 4];
                for (i, w) in ["sideeffect", "alignstack", "inteldialect", "unwind"].iter().enumerate() {
                    flags[i] = self.eat_word(w);
                }
                let asm = self.expect_string()?;
                self.expect_punct(b',')?;
                let constraints = self.expect_string()?;
                Callee::Asm { asm, constraints, flags, offset }
            }
            Tok::Word => {
                let (t, v) = self.parse_const_expr()?;
                Callee::Value(t, v)
            }
            _ => return self.err_here("expected a callee"),
        };
        // Arguments.
        self.expect_punct(b'(')?;
        let mut ops = Operands::new();
        let mut arg_types = std::mem::take(&mut self.type_list);
        arg_types.clear();
        let mut param_attrs = Vec::new();
        let mut attrs: Vec<Attr> = Vec::new();
        while !self.is_punct(b')') {
            let apos = self.tok.pos;
            if self.tok.tok == Tok::Ellipsis {
                // `...` last: a musttail call in a variadic function forwards its varargs (they
                // always are; the mark only helps the reader).
                if tail != TailKind::MustTail || !self.in_variadic_function() {
                    return self.err(apos, "'...' in a call's arguments needs a musttail call in a variadic function");
                }
                self.advance();
                break;
            }
            let aty = self.parse_type()?;
            attrs.clear();
            self.parse_attrs(AttrContext::Param, &mut attrs, None)?;
            if !self.m.types.is_first_class(aty) && aty != TypeTable::METADATA || aty == TypeTable::LABEL {
                return self.err(apos, "invalid type for a call argument");
            }
            ops.push(self.parse_value(aty)?);
            arg_types.push(aty);
            param_attrs.push(self.m.attr_sets.intern_in_place(&mut attrs));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b')')?;
        while param_attrs.last().is_some_and(|a| a.is_empty()) {
            param_attrs.pop();
        }
        let f = self.cur_func.expect("in a function");
        let mut fn_attrs = Vec::new();
        self.parse_attrs(AttrContext::Function, &mut fn_attrs, Some(GroupUse::Call(f, InstId(u32::MAX))))?;
        let mut bundles = Vec::new();
        if self.eat_punct(b'[') {
            loop {
                let tag = self.expect_string_sym()?;
                self.expect_punct(b'(')?;
                let mut inputs = Vec::new();
                while !self.is_punct(b')') {
                    let (_, v) = self.parse_typed_value()?;
                    inputs.push(v);
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
                self.expect_punct(b')')?;
                bundles.push(OperandBundle { tag, inputs });
                if !self.eat_punct(b',') {
                    break;
                }
            }
            self.expect_punct(b']')?;
        }
        // The function type: given, or built from the return type and the arguments.
        let matches = match self.m.types.get(ty) {
            Type::Function { params, vararg, .. } => Some(
                if *vararg { params.len() <= arg_types.len() } else { params.len() == arg_types.len() }
                    && params.iter().zip(&arg_types).all(|(p, a)| p == a),
            ),
            _ => None,
        };
        let fn_ty = match matches {
            Some(false) => return self.err(tpos, "argument types do not match the function type"),
            Some(true) => {
                self.type_list = arg_types;
                ty
            }
            None => {
                if !self.m.types.is_first_class(ty) && ty != TypeTable::VOID {
                    return self.err(tpos, "invalid return type for a call");
                }
                self.m.types.intern_reusing(Type::Function { ret: ty, params: arg_types, vararg: false }, &mut self.type_list)
            }
        };
        let ret = match self.m.types.get(fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => TypeTable::VOID,
        };
        let callee_ty = if self.m.opaque_pointers { self.m.types.ptr(addrspace, None) } else { self.m.types.ptr(addrspace, Some(fn_ty)) };
        let callee = match callee {
            Callee::Token => {
                let save = (self.lex.pos, self.tok);
                self.tok = callee_tok;
                let v = self.parse_value(callee_ty);
                self.lex.pos = save.0;
                self.tok = save.1;
                v?
            }
            Callee::Asm { asm, constraints, flags, offset } => {
                let [side_effect, align_stack, intel_dialect, unwind] = flags;
                self.m.inline_asms.push(InlineAsm { ty: callee_ty, fn_ty, asm, constraints, side_effect, align_stack, intel_dialect, unwind, offset });
                Value::InlineAsm(InlineAsmId(self.m.inline_asms.len() as u32 - 1))
            }
            Callee::Value(t, v) => {
                if t != callee_ty {
                    return self.type_mismatch(callee_pos, callee_ty, t);
                }
                v
            }
        };
        ops.push(callee);
        if op == Opcode::Invoke {
            self.expect_word("to")?;
            let normal = self.label()?;
            self.expect_word("unwind")?;
            let unwind = self.label()?;
            ops.push(Value::Block(normal));
            ops.push(Value::Block(unwind));
        }
        let attrs = AttrList {
            func: self.m.attr_sets.intern(fn_attrs),
            ret: self.m.attr_sets.intern(ret_attrs),
            params: param_attrs,
        };
        let data = CallData { fn_ty, cc, attrs, tail, bundles };
        let mut i = new_inst(op, ret, ops, InstData::Call(Box::new(data)));
        i.flags.set_fmf(fmf);
        Ok(i)
    }
}
