//! The object streamer: a full assembler behind the [`Streamer`] API.
//!
//! Directives append to the current section's fragments (see [`layout`]); instructions are
//! encoded by the target's [`CodeEmitter`] right away, into the data fragment or, when the
//! backend says they may need a longer form, into a fragment of their own. `finish` lays out
//! and relaxes, builds `.eh_frame` from the recorded CFI and `.debug_line` from the `.loc`
//! entries, resolves fixups, and lets the [`ObjectWriter`] write the file (the fragments
//! freed first: `finish` ends the stream).

pub mod layout;

use crate::context::{Binding, Context, ExprId, SectionId, SectionSpec, SymbolDef, SymbolId, SymbolType, Visibility};
use crate::dwarf_cfi::{build_eh_frame, CfiDirective, Frame, Place};
use crate::dwarf_line::{DwarfLoc, LineTable};
use crate::elf::consts::*;
use crate::elf::{AssembledObject, ObjectWriter};
use crate::expr::{evaluate, ExprNode, NoLayout, SymbolResolver, VariantKind};
use crate::inst::{MCInst, MCOperand};
use crate::streamer::{DataValue, MCError, MCResult, SymbolAttr, Streamer};
use crate::target::{AsmBackend, AsmInfo, CodeEmitter, Fixup, FixupKind};
use layout::{Assembly, FinalServices, Fragment, FragmentKind, FragmentResolver, LayoutResolver, SectionState, Services, SharedRange};

/// A [`Streamer`] that assembles into an object file.
pub struct ObjectStreamer {
    ctx: Context,
    asm_info: AsmInfo,
    backend: Box<dyn AsmBackend>,
    emitter: Option<Box<dyn CodeEmitter>>,
    writer: Box<dyn ObjectWriter>,
    assembly: Assembly,
    section_order: Vec<SectionId>,
    current: Option<SectionId>,
    registered: Vec<bool>,
    symbol_order: Vec<SymbolId>,
    file_names: Vec<String>,
    seen_ident: bool,
    addrsig: Option<Vec<SymbolId>>,
    frames: Vec<Frame>,
    open_frame: Option<(usize, SectionId)>,
    lines: LineTable,
    loc: Option<u32>,
    /// Reused by the expression walk.
    expr_stack: Vec<ExprId>,
    /// Largest section (in bytes) this streamer will materialise.
    pub max_section_size: u64,
}

impl ObjectStreamer {
    /// A streamer that starts in `.text`, as assemblers do.
    pub fn new(
        ctx: Context,
        asm_info: AsmInfo,
        backend: Box<dyn AsmBackend>,
        emitter: Option<Box<dyn CodeEmitter>>,
        writer: Box<dyn ObjectWriter>,
    ) -> ObjectStreamer {
        let mut ctx = ctx;
        ctx.label_names = false;
        let mut s = ObjectStreamer {
            ctx,
            asm_info,
            backend,
            emitter,
            writer,
            assembly: Assembly::default(),
            section_order: Vec::new(),
            current: None,
            registered: Vec::new(),
            symbol_order: Vec::new(),
            file_names: Vec::new(),
            seen_ident: false,
            addrsig: None,
            frames: Vec::new(),
            open_frame: None,
            lines: LineTable::default(),
            loc: None,
            expr_stack: Vec::new(),
            max_section_size: 1 << 32,
        };
        let text = s.ctx.text_section();
        s.switch_section(text).expect("switching to .text cannot fail");
        let align = s.asm_info.text_section_alignment.max(1);
        let sec = s.ctx.section_mut(text);
        sec.alignment = sec.alignment.max(align);
        s
    }

    fn error(&self, message: impl Into<String>) -> MCError {
        MCError::new(self.loc, message)
    }

    fn register(&mut self, sym: SymbolId) {
        let i = sym.0 as usize;
        if self.registered.len() <= i {
            self.registered.resize(self.ctx.symbol_count().max(i + 1), false);
        }
        if !self.registered[i] {
            self.registered[i] = true;
            self.symbol_order.push(sym);
        }
    }

    /// Registers every symbol an expression names; TLS variants make their symbol TLS. A
    /// symbol, or a symbol plus a constant, (most operands and fixups) needs no walk.
    fn visit_expr(&mut self, e: ExprId) {
        match *self.ctx.expr(e) {
            ExprNode::Constant(_) => return,
            ExprNode::SymbolRef(s, variant) => return self.visit_symbol(s, variant),
            ExprNode::Binary(_, a, b) => {
                if let (&ExprNode::SymbolRef(s, variant), ExprNode::Constant(_)) = (self.ctx.expr(a), self.ctx.expr(b)) {
                    return self.visit_symbol(s, variant);
                }
            }
            ExprNode::Unary(..) => {}
        }
        let mut stack = std::mem::take(&mut self.expr_stack);
        stack.push(e);
        while let Some(e) = stack.pop() {
            match *self.ctx.expr(e) {
                ExprNode::Constant(_) => {}
                ExprNode::SymbolRef(s, variant) => self.visit_symbol(s, variant),
                ExprNode::Unary(_, a) => stack.push(a),
                ExprNode::Binary(_, a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
            }
        }
        self.expr_stack = stack;
    }

    /// Registers a symbol an expression refers to with `variant`.
    #[inline]
    fn visit_symbol(&mut self, s: SymbolId, variant: VariantKind) {
        if variant.is_tls() {
            let sym = self.ctx.symbol_mut(s);
            sym.ty = sym.ty.combine(SymbolType::Tls);
        }
        self.register(s);
    }

    /// Registers the symbols of an instruction's expression operands (most operands are
    /// registers and immediates, passed over here without a call).
    #[inline]
    fn visit_operands(&mut self, inst: &MCInst) {
        for op in &inst.operands {
            if let MCOperand::Expr(e) = *op {
                self.visit_expr(e);
            }
        }
    }

    fn current_section_or_err(&self) -> Result<SectionId, MCError> {
        self.current.ok_or_else(|| self.error("no section is active"))
    }

    fn state(&mut self, sid: SectionId) -> &mut SectionState {
        let i = sid.0 as usize;
        if self.assembly.sections.len() <= i {
            self.assembly.sections.resize_with(i + 1, SectionState::default);
        }
        &mut self.assembly.sections[i]
    }

    /// The data fragment at the end of the current section, created when needed (most
    /// instructions find it there: that check is inlined).
    #[inline]
    fn data_fragment(&mut self) -> Result<(SectionId, usize), MCError> {
        let sid = self.current_section_or_err()?;
        if let Some(state) = self.assembly.sections.get(sid.0 as usize) {
            if state.fragments.last().is_some_and(|f| matches!(f.kind, FragmentKind::Data) && f.shared.is_shared()) {
                return Ok((sid, state.fragments.len() - 1));
            }
        }
        self.new_data_fragment(sid)
    }

    /// [`data_fragment`](Self::data_fragment) when the section does not end in a shared one.
    fn new_data_fragment(&mut self, sid: SectionId) -> Result<(SectionId, usize), MCError> {
        let loc = self.loc;
        let state = self.state(sid);
        // Its bytes and fixups go at the end of the section's shared ones (each branch
        // starts a fragment of its own: most hold a few instructions).
        let (bytes, fixups) = Self::shared_ends(state, loc)?;
        let mut frag = Fragment::new(FragmentKind::Data, loc);
        frag.shared = SharedRange { bytes: (bytes, bytes), fixups: (fixups, fixups) };
        state.fragments.push(frag);
        Ok((sid, state.fragments.len() - 1))
    }

    /// Ends the shared data fragment `idx` of `state` at the end of the section's shared
    /// bytes and fixups, after something was appended to them.
    #[inline]
    fn extend_shared(state: &mut SectionState, idx: usize, loc: Option<u32>) -> MCResult {
        let (bytes, fixups) = Self::shared_ends(state, loc)?;
        state.fragments[idx].shared.bytes.1 = bytes;
        state.fragments[idx].shared.fixups.1 = fixups;
        Ok(())
    }

    /// How many shared bytes and fixups `state` holds, as a fragment's range records them.
    fn shared_ends(state: &SectionState, loc: Option<u32>) -> Result<(u32, u32), MCError> {
        let (Ok(bytes), Ok(fixups)) = (u32::try_from(state.data.len()), u32::try_from(state.data_fixups.len())) else {
            return Err(MCError::new(loc, "section too large for the assembler"));
        };
        Ok((bytes, fixups))
    }

    /// Encodes `inst` at the end of section `i`'s shared bytes and fixups, each new fixup's
    /// offset moved by `base` (where the instruction starts in its fragment) and given the
    /// current location; an instruction that cannot be encoded leaves nothing there. Returns
    /// the index of its first fixup.
    #[inline]
    fn encode_shared(&mut self, i: usize, inst: &MCInst, base: u32) -> Result<usize, MCError> {
        let Some(emitter) = self.emitter.as_deref() else { return Err(MCError::new(self.loc, "this target has no instruction encoder")) };
        let state = &mut self.assembly.sections[i];
        let (end, first_fixup) = (state.data.len(), state.data_fixups.len());
        if let Err(m) = emitter.encode_instruction(&mut self.ctx, inst, &mut state.data, &mut state.data_fixups) {
            state.data.truncate(end);
            state.data_fixups.truncate(first_fixup);
            return Err(MCError::new(self.loc, m));
        }
        let loc = self.loc.unwrap_or(u32::MAX);
        for f in &mut state.data_fixups[first_fixup..] {
            f.offset += base;
            f.loc = loc;
        }
        Ok(first_fixup)
    }

    /// Registers the symbols an encoded instruction refers to: its expression operands and
    /// the expressions of its `fixups` in section `i`.
    #[inline]
    fn visit_encoded(&mut self, inst: &MCInst, i: usize, fixups: std::ops::Range<usize>) {
        self.visit_operands(inst);
        for k in fixups {
            let e = self.assembly.sections[i].data_fixups[k].expr;
            self.visit_expr(e);
        }
    }

    fn push_fragment(&mut self, kind: FragmentKind) -> Result<&mut Fragment, MCError> {
        let sid = self.current_section_or_err()?;
        let loc = self.loc;
        let state = self.state(sid);
        state.fragments.push(Fragment::new(kind, loc));
        Ok(state.fragments.last_mut().expect("just pushed"))
    }

    fn append_data(&mut self, bytes: &[u8], fixups: &[Fixup]) -> MCResult {
        let (sid, idx) = self.data_fragment()?;
        let state = &mut self.assembly.sections[sid.0 as usize];
        let base = state.fragments[idx].byte_len() as u32;
        state.data.extend_from_slice(bytes);
        state.data_fixups.extend(fixups.iter().map(|f| Fixup { offset: f.offset + base, ..*f }));
        Self::extend_shared(state, idx, self.loc)
    }

    /// Checks a data value's size and registers the symbols it names; the fixup kind of a
    /// value of that size.
    fn check_value(&mut self, value: ExprId, size: u8) -> Result<FixupKind, MCError> {
        let kind = FixupKind::data(size).ok_or_else(|| self.error(format!("invalid value size {size}")))?;
        self.visit_expr(value);
        Ok(kind)
    }

    /// A data value's bits when they are known now (a constant, or a difference of labels
    /// in one fragment); `None` when a fixup must wait for the layout.
    fn known_value(&self, value: ExprId, size: u8) -> Result<Option<u64>, MCError> {
        let Ok(v) = evaluate(&self.ctx, value, &FragmentResolver) else { return Ok(None) };
        if !v.is_absolute() {
            return Ok(None);
        }
        let bits = 8 * size as u32;
        let fits = bits == 64 || (v.constant as u64) >> bits == 0 || v.constant >> (bits - 1) == -1;
        if !fits {
            return Err(self.error(format!("value evaluated as {} is out of range.", v.constant)));
        }
        Ok(Some(v.constant as u64))
    }

    fn raise_alignment(&mut self, align: u64) -> MCResult {
        let sid = self.current_section_or_err()?;
        let sec = self.ctx.section_mut(sid);
        sec.alignment = sec.alignment.max(align);
        Ok(())
    }

    fn check_alignment(&self, align: u64) -> MCResult {
        if align == 0 || !align.is_power_of_two() {
            return Err(self.error("alignment must be a power of 2"));
        }
        Ok(())
    }

    fn frame_mut(&mut self) -> Result<&mut Frame, MCError> {
        match self.open_frame {
            Some((i, sid)) => {
                if self.current != Some(sid) {
                    return Err(self.error("CFI directive in a different section than its .cfi_startproc"));
                }
                Ok(&mut self.frames[i])
            }
            None => Err(self.error("this directive must appear between .cfi_startproc and .cfi_endproc directives")),
        }
    }

    /// An instruction the backend may relax: a fragment of its own that keeps the instruction
    /// for relaxation. Its encoding goes to the end of the section's shared bytes and fixups
    /// like data (the fragment their range), so it allocates no vectors of its own unless
    /// layout relaxes it.
    fn emit_relaxable_instruction(&mut self, inst: &MCInst) -> MCResult {
        let sid = self.current_section_or_err()?;
        let loc = self.loc;
        let (bytes, first_fixup) = Self::shared_ends(self.state(sid), loc)?;
        let i = sid.0 as usize;
        self.encode_shared(i, inst, 0)?;
        let state = &mut self.assembly.sections[i];
        let (end, fixups_end) = Self::shared_ends(state, loc)?;
        let mut frag = Fragment::new(FragmentKind::Relaxable(inst.clone()), loc);
        frag.shared = SharedRange { bytes: (bytes, end), fixups: (first_fixup, fixups_end) };
        state.fragments.push(frag);
        self.visit_encoded(inst, i, first_fixup as usize..fixups_end as usize);
        Ok(())
    }

    fn cfi_label(&mut self) -> Result<SymbolId, MCError> {
        let l = self.ctx.create_temp_symbol();
        self.emit_label(l)?;
        Ok(l)
    }

    /// The current position, where `emit_label` would define a label (in the open
    /// data fragment, started when needed), for a CFI directive.
    fn cfi_place(&mut self) -> Result<Place, MCError> {
        let (sid, idx) = self.data_fragment()?;
        let offset = self.assembly.sections[sid.0 as usize].fragments[idx].byte_len();
        let offset = u32::try_from(offset).map_err(|_| self.error("fragment too large for a CFI directive"))?;
        Ok(Place { fragment: idx as u32, offset })
    }

    /// Gives the pending `.loc` (if any) a line-table entry at the current position (before
    /// an instruction or data, or when another `.loc` follows).
    #[inline]
    fn flush_line_entry(&mut self) -> MCResult {
        if let Some(loc) = self.lines.take_pending() {
            let sid = self.current_section_or_err()?;
            let label = self.ctx.create_temp_symbol();
            self.emit_label(label)?;
            self.lines.add_entry(sid, label, loc);
        }
        Ok(())
    }

    /// Builds `.debug_line` and `.debug_line_str` after the code is laid out.
    fn emit_debug_line(&mut self) -> Result<(), Vec<MCError>> {
        let one = |m: String| vec![MCError::new(None, m)];
        let comp_dir = std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_default();
        let table = {
            let resolver = LayoutResolver::new(&self.assembly.sections);
            let ctx = &self.ctx;
            let offset_of = |s: SymbolId| resolver.position(ctx, s).map(|p| p.1);
            let size_of = |s: SectionId| resolver.sections.get(s.0 as usize).map_or(0, |st| st.size);
            self.lines.build(&offset_of, &size_of, &comp_dir, ctx.dwarf_version).map_err(one)?
        };
        let saved = self.current;
        self.loc = None;
        let line_sec = self.ctx.get_or_create_section(&SectionSpec::new(".debug_line", SHT_PROGBITS, 0)).map_err(one)?;
        // A version 5 table keeps its names in `.debug_line_str`; version 4 inline.
        let str_sec = if table.string_fixups.is_empty() {
            None
        } else {
            let mut spec = SectionSpec::new(".debug_line_str", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS);
            spec.entsize = 1;
            Some(self.ctx.get_or_create_section(&spec).map_err(one)?)
        };
        let mut fixups = Vec::new();
        for &(offset, label) in &table.address_fixups {
            fixups.push(Fixup { offset, expr: self.ctx.symbol_ref(label), kind: FixupKind::DATA_8, loc: u32::MAX });
        }
        if let Some(str_sec) = str_sec {
            let str_base = self.ctx.section(str_sec).begin_symbol;
            for &(offset, str_offset) in &table.string_fixups {
                let base = self.ctx.symbol_ref(str_base);
                fixups.push(Fixup { offset, expr: self.ctx.add_constant(base, str_offset as i64), kind: FixupKind::DATA_4, loc: u32::MAX });
            }
        }
        fixups.sort_by_key(|f| f.offset);
        self.switch_section(line_sec).map_err(|e| vec![e])?;
        for f in &fixups {
            self.visit_expr(f.expr);
        }
        self.append_data(&table.bytes, &fixups).map_err(|e| vec![e])?;
        if let Some(str_sec) = str_sec {
            self.switch_section(str_sec).map_err(|e| vec![e])?;
            self.append_data(&table.line_str, &[]).map_err(|e| vec![e])?;
        }
        self.current = saved;
        Ok(())
    }

    /// Builds `.eh_frame` after the code is laid out.
    fn emit_eh_frame(&mut self) -> Result<(), Vec<MCError>> {
        let frames = std::mem::take(&mut self.frames);
        let eh = {
            let resolver = LayoutResolver::new(&self.assembly.sections);
            let ctx = &self.ctx;
            let offset_of = |s: SymbolId| resolver.position(ctx, s).map(|p| p.1);
            let place_offset = |s: SectionId, p: Place| {
                let frag = resolver.sections.get(s.0 as usize)?.fragments.get(p.fragment as usize)?;
                Some(frag.offset + p.offset as u64)
            };
            build_eh_frame(&frames, &self.asm_info.frame, self.asm_info.code_pointer_size, &offset_of, &place_offset).map_err(|m| vec![MCError::new(None, m)])?
        };
        let mut spec = SectionSpec::new(".eh_frame", self.asm_info.frame.eh_frame_section_type, SHF_ALLOC);
        spec.entsize = 0;
        let sid = self.ctx.get_or_create_section(&spec).map_err(|m| vec![MCError::new(None, m)])?;
        let saved = self.current;
        self.loc = None;
        self.switch_section(sid).map_err(|e| vec![e])?;
        self.raise_alignment(self.asm_info.code_pointer_size as u64).map_err(|e| vec![e])?;
        let fixups: Vec<Fixup> = eh
            .fixups
            .iter()
            .map(|&(offset, sym, kind)| Fixup { offset, expr: self.ctx.symbol_ref(sym), kind, loc: u32::MAX })
            .collect();
        for f in &fixups {
            self.visit_expr(f.expr);
        }
        self.append_data(&eh.bytes, &fixups).map_err(|e| vec![e])?;
        self.current = saved;
        Ok(())
    }
}

impl Streamer for ObjectStreamer {
    fn context(&self) -> &Context {
        &self.ctx
    }
    fn context_mut(&mut self) -> &mut Context {
        &mut self.ctx
    }
    fn asm_info(&self) -> &AsmInfo {
        &self.asm_info
    }
    fn set_loc(&mut self, loc: Option<u32>) {
        self.loc = loc;
    }
    fn current_section(&self) -> Option<SectionId> {
        self.current
    }

    fn switch_section(&mut self, section: SectionId) -> MCResult {
        if let Some(sig) = self.ctx.section(section).group {
            self.register(sig);
        }
        if !self.section_order.contains(&section) {
            self.section_order.push(section);
            self.state(section);
        }
        if self.current != Some(section) {
            // A `.loc` does not carry over into another section.
            self.lines.take_pending();
        }
        self.current = Some(section);
        let begin = self.ctx.section(section).begin_symbol;
        self.register(begin);
        Ok(())
    }

    fn emit_label(&mut self, symbol: SymbolId) -> MCResult {
        let sid = self.current_section_or_err()?;
        if self.ctx.symbol(symbol).is_defined() {
            return Err(self.error(format!("invalid symbol redefinition: '{}'", self.ctx.symbol(symbol).name)));
        }
        self.register(symbol);
        let (_, idx) = self.data_fragment()?;
        let offset = self.assembly.sections[sid.0 as usize].fragments[idx].byte_len() as u64;
        let tls = self.ctx.section(sid).flags & SHF_TLS != 0;
        let sym = self.ctx.symbol_mut(symbol);
        sym.def = SymbolDef::Label { section: sid, fragment: idx as u32, offset };
        if tls {
            sym.ty = sym.ty.combine(SymbolType::Tls);
        }
        Ok(())
    }

    fn emit_assignment(&mut self, symbol: SymbolId, value: ExprId) -> MCResult {
        match self.ctx.symbol(symbol).def {
            SymbolDef::Undefined | SymbolDef::Variable(_) => {}
            _ => return Err(self.error(format!("redefinition of '{}'", self.ctx.symbol(symbol).name))),
        }
        if references(&self.ctx, value, symbol) {
            return Err(self.error(format!("cyclic definition of '{}'", self.ctx.symbol(symbol).name)));
        }
        self.register(symbol);
        self.visit_expr(value);
        self.ctx.symbol_mut(symbol).def = SymbolDef::Variable(value);
        Ok(())
    }

    fn emit_symbol_attribute(&mut self, symbol: SymbolId, attr: SymbolAttr) -> MCResult {
        self.register(symbol);
        apply_attribute(&mut self.ctx, symbol, attr).map_err(|m| self.error(m))
    }

    fn emit_size(&mut self, symbol: SymbolId, size: ExprId) -> MCResult {
        self.ctx.symbol_mut(symbol).size = Some(size);
        Ok(())
    }

    fn emit_common(&mut self, symbol: SymbolId, size: u64, align: u64, local: bool) -> MCResult {
        if align != 0 {
            self.check_alignment(align)?;
        }
        if self.ctx.symbol(symbol).is_defined() && !matches!(self.ctx.symbol(symbol).def, SymbolDef::Common { .. }) {
            return Err(self.error(format!("symbol '{}' is already defined", self.ctx.symbol(symbol).name)));
        }
        self.register(symbol);
        let size_expr = self.ctx.constant(size as i64);
        let sym = self.ctx.symbol_mut(symbol);
        sym.ty = sym.ty.combine(SymbolType::Object);
        sym.size = Some(size_expr);
        if local || sym.binding == Some(Binding::Local) {
            sym.binding = Some(Binding::Local);
            let saved = self.current;
            let bss = self.ctx.bss_section();
            self.switch_section(bss)?;
            self.emit_value_to_alignment(align.max(1), 0, 1, 0)?;
            self.emit_label(symbol)?;
            self.emit_zeros(size)?;
            if let Some(s) = saved {
                self.switch_section(s)?;
            }
        } else {
            sym.def = SymbolDef::Common { size, align: align.max(1) };
        }
        Ok(())
    }

    fn emit_bytes(&mut self, bytes: &[u8]) -> MCResult {
        self.flush_line_entry()?;
        self.append_data(bytes, &[])
    }

    fn packs_data(&self) -> bool {
        // A `.loc` waiting for the next data's position takes it from the first value the
        // per-value calls emit, which may follow a fill.
        !self.lines.is_pending()
    }

    /// The image in one append to the data fragment; each value as `emit_value` writes it:
    /// known now (a constant or a difference of labels in one fragment) into the appended
    /// bytes, else a fixup.
    fn emit_data(&mut self, bytes: &[u8], values: &[DataValue]) -> MCResult {
        self.flush_line_entry()?;
        let (sid, idx) = self.data_fragment()?;
        let i = sid.0 as usize;
        let base = self.assembly.sections[i].fragments[idx].byte_len();
        let start = self.assembly.sections[i].data.len();
        self.assembly.sections[i].data.extend_from_slice(bytes);
        let mut result = Ok(());
        for v in values {
            let at = v.offset as usize;
            if at + v.size as usize > bytes.len() {
                result = Err(self.error("a data value lies outside its image"));
                break;
            }
            match self.check_value(v.expr, v.size).and_then(|kind| Ok((kind, self.known_value(v.expr, v.size)?))) {
                Ok((_, Some(known))) => {
                    let data = &mut self.assembly.sections[i].data[start + at..start + at + v.size as usize];
                    data.copy_from_slice(&known.to_le_bytes()[..v.size as usize]);
                }
                Ok((kind, None)) => {
                    let Ok(offset) = u32::try_from(base + at) else {
                        result = Err(self.error("section too large for the assembler"));
                        break;
                    };
                    let fixup = Fixup { offset, expr: v.expr, kind, loc: self.loc.unwrap_or(u32::MAX) };
                    self.assembly.sections[i].data_fixups.push(fixup);
                }
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        let state = &mut self.assembly.sections[i];
        Self::extend_shared(state, idx, self.loc)?;
        result
    }

    fn emit_value(&mut self, value: ExprId, size: u8) -> MCResult {
        let kind = self.check_value(value, size)?;
        self.flush_line_entry()?;
        match self.known_value(value, size)? {
            Some(known) => self.emit_int(known, size),
            None => {
                let fixup = Fixup { offset: 0, expr: value, kind, loc: self.loc.unwrap_or(u32::MAX) };
                self.append_data(&[0; 8][..size as usize], &[fixup])
            }
        }
    }

    fn emit_int(&mut self, value: u64, size: u8) -> MCResult {
        if !matches!(size, 1 | 2 | 4 | 8) {
            return Err(self.error(format!("invalid value size {size}")));
        }
        self.flush_line_entry()?;
        let bytes = value.to_le_bytes();
        self.append_data(&bytes[..size as usize], &[])
    }

    fn emit_leb128(&mut self, value: ExprId, signed: bool) -> MCResult {
        self.visit_expr(value);
        if let Ok(v) = evaluate(&self.ctx, value, &NoLayout) {
            if v.is_absolute() {
                let mut bytes = Vec::new();
                if signed {
                    crate::dwarf_cfi::write_sleb(&mut bytes, v.constant);
                } else {
                    crate::dwarf_cfi::write_uleb(&mut bytes, v.constant as u64);
                }
                return self.append_data(&bytes, &[]);
            }
        }
        self.push_fragment(FragmentKind::Leb { value, signed })?;
        Ok(())
    }

    fn emit_fill(&mut self, count: ExprId, size: u8, value: i64) -> MCResult {
        self.visit_expr(count);
        self.push_fragment(FragmentKind::Fill { count, value, size: size.clamp(1, 8) })?;
        Ok(())
    }

    fn emit_zeros(&mut self, count: u64) -> MCResult {
        let e = self.ctx.constant(count as i64);
        self.emit_fill(e, 1, 0)
    }

    fn emit_value_to_alignment(&mut self, align: u64, fill: i64, fill_size: u8, max_bytes: u64) -> MCResult {
        self.check_alignment(align)?;
        self.push_fragment(FragmentKind::Align { alignment: align, fill, fill_size, max_bytes, code: false })?;
        self.raise_alignment(align)
    }

    fn emit_code_alignment(&mut self, align: u64, max_bytes: u64) -> MCResult {
        self.check_alignment(align)?;
        self.push_fragment(FragmentKind::Align { alignment: align, fill: 0, fill_size: 1, max_bytes, code: true })?;
        self.raise_alignment(align)
    }

    fn emit_value_to_offset(&mut self, offset: ExprId, fill: u8) -> MCResult {
        self.visit_expr(offset);
        self.push_fragment(FragmentKind::Org { offset, fill })?;
        Ok(())
    }

    fn emit_instruction(&mut self, inst: &MCInst) -> MCResult {
        self.flush_line_entry()?;
        if self.backend.may_need_relaxation(inst) {
            return self.emit_relaxable_instruction(inst);
        }
        // Encoded straight into the data fragment; its fixups' offsets then move from the
        // instruction's start to the fragment's.
        let (sid, idx) = self.data_fragment()?;
        let i = sid.0 as usize;
        // Where the instruction starts in its fragment.
        let base = self.assembly.sections[i].fragments[idx].byte_len() as u32;
        let first_fixup = self.encode_shared(i, inst, base)?;
        let state = &mut self.assembly.sections[i];
        let fixup_count = state.data_fixups.len();
        Self::extend_shared(state, idx, self.loc)?;
        self.visit_encoded(inst, i, first_fixup..fixup_count);
        Ok(())
    }

    fn emit_file_name(&mut self, name: &str) -> MCResult {
        self.file_names.push(name.to_string());
        Ok(())
    }

    fn emit_ident(&mut self, text: &str) -> MCResult {
        let mut spec = SectionSpec::new(".comment", SHT_PROGBITS, SHF_MERGE | SHF_STRINGS);
        spec.entsize = 1;
        let comment = self.ctx.get_or_create_section(&spec).map_err(|m| self.error(m))?;
        let saved = self.current;
        self.switch_section(comment)?;
        if !self.seen_ident {
            self.emit_int(0, 1)?;
            self.seen_ident = true;
        }
        self.emit_bytes(text.as_bytes())?;
        self.emit_int(0, 1)?;
        if let Some(s) = saved {
            self.switch_section(s)?;
        }
        Ok(())
    }

    fn emit_addrsig(&mut self) -> MCResult {
        self.addrsig.get_or_insert_with(Vec::new);
        Ok(())
    }

    fn emit_addrsig_sym(&mut self, symbol: SymbolId) -> MCResult {
        self.register(symbol);
        self.addrsig.get_or_insert_with(Vec::new).push(symbol);
        Ok(())
    }

    fn emit_cfi(&mut self, directive: CfiDirective) -> MCResult {
        match directive {
            CfiDirective::StartProc { simple } => {
                if self.open_frame.is_some() {
                    return Err(self.error("starting new .cfi frame before finishing the previous one"));
                }
                let sid = self.current_section_or_err()?;
                let begin = self.cfi_label()?;
                self.frames.push(Frame::new(sid, begin, simple));
                self.open_frame = Some((self.frames.len() - 1, sid));
            }
            CfiDirective::EndProc => {
                self.frame_mut()?;
                let end = self.cfi_place()?;
                self.frame_mut()?.end = Some(end);
                self.open_frame = None;
            }
            CfiDirective::Instruction(inst) => {
                self.frame_mut()?;
                let place = self.cfi_place()?;
                self.frame_mut()?.instructions.push((place, inst));
            }
            CfiDirective::Personality { encoding, symbol } => {
                self.frame_mut()?.personality = symbol.filter(|_| encoding != 0xff).map(|s| (encoding, s));
            }
            CfiDirective::Lsda { encoding, symbol } => {
                self.frame_mut()?.lsda = symbol.filter(|_| encoding != 0xff).map(|s| (encoding, s));
            }
            CfiDirective::SignalFrame => self.frame_mut()?.signal_frame = true,
            CfiDirective::ReturnColumn(reg) => self.frame_mut()?.return_column = Some(reg),
        }
        Ok(())
    }

    fn emit_dwarf_file(&mut self, number: u32, directory: &str, name: &str, md5: Option<[u8; 16]>) -> MCResult {
        // The compilation directory is directory 0 (as in llc's objects, not in its assembly).
        let directory = if self.ctx.line_table_comp_dir.as_deref() == Some(directory) { "" } else { directory };
        self.lines.add_file(number, directory, name, md5).map_err(|m| self.error(m))
    }

    fn emit_dwarf_loc(&mut self, loc: DwarfLoc) -> MCResult {
        // Two `.loc`s in a row: the first still marks the current position.
        self.flush_line_entry()?;
        self.lines.set_loc(loc).map_err(|m| self.error(m))
    }

    fn current_dwarf_loc(&self) -> Option<DwarfLoc> {
        self.lines.current()
    }

    fn finish(&mut self) -> Result<Vec<u8>, Vec<MCError>> {
        if self.open_frame.is_some() {
            return Err(vec![MCError::new(None, "Unfinished frame!")]);
        }
        let order = self.section_order.clone();
        {
            let services = Services { backend: &*self.backend, emitter: self.emitter.as_deref(), writer: &*self.writer };
            self.assembly.layout(&mut self.ctx, &order, &services).map_err(|e| vec![e])?;
        }
        if !self.frames.is_empty() || self.lines.is_used() {
            if !self.frames.is_empty() {
                self.emit_eh_frame()?;
            }
            if self.lines.is_used() {
                self.emit_debug_line()?;
            }
            let order = self.section_order.clone();
            let services = Services { backend: &*self.backend, emitter: self.emitter.as_deref(), writer: &*self.writer };
            self.assembly.layout(&mut self.ctx, &order, &services).map_err(|e| vec![e])?;
        }
        let order = self.section_order.clone();
        let mut data = Vec::with_capacity(order.len());
        let mut sizes = Vec::with_capacity(order.len());
        let mut errors = Vec::new();
        for &sid in &order {
            let size = self.assembly.section(sid).size;
            let is_virtual = self.ctx.section(sid).is_virtual();
            if !is_virtual && size > self.max_section_size {
                errors.push(MCError::new(None, format!("section '{}' is too large ({size} bytes)", self.ctx.section(sid).name)));
                data.push(Vec::new());
                sizes.push(size);
                continue;
            }
            let mut services = FinalServices { backend: &*self.backend, writer: &mut *self.writer };
            match self.assembly.finalize_section(&self.ctx, sid, &mut services, is_virtual) {
                Ok(bytes) => data.push(bytes),
                Err(e) => {
                    errors.extend(e);
                    data.push(Vec::new());
                }
            }
            sizes.push(size);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        self.assembly.release_fragments(&mut self.ctx);
        let resolver = LayoutResolver::new(&self.assembly.sections);
        let obj = AssembledObject {
            ctx: &self.ctx,
            sections: &order,
            data: &data,
            sizes: &sizes,
            symbols: &self.symbol_order,
            file_names: &self.file_names,
            addrsig: self.addrsig.as_deref(),
            layout: &resolver,
        };
        self.writer.write_object(&obj)
    }
}

/// Applies a symbol attribute directive to a symbol (shared with the assembly streamer so
/// both reject the same things).
pub fn apply_attribute(ctx: &mut Context, symbol: SymbolId, attr: SymbolAttr) -> Result<(), String> {
    let sym = ctx.symbol_mut(symbol);
    // Weak may follow global; other changes of an explicit binding are mistakes.
    let rebind = |sym: &mut crate::context::Symbol, to: Binding, name: &str| {
        match (sym.binding, to) {
            (None, _) | (Some(Binding::Global), Binding::Weak) => {}
            (Some(from), to) if from == to => {}
            _ => return Err(format!("{} changed binding to {name}", sym.name)),
        }
        sym.binding = Some(to);
        Ok(())
    };
    match attr {
        SymbolAttr::Global => rebind(sym, Binding::Global, "STB_GLOBAL")?,
        SymbolAttr::Local => rebind(sym, Binding::Local, "STB_LOCAL")?,
        SymbolAttr::Weak => rebind(sym, Binding::Weak, "STB_WEAK")?,
        SymbolAttr::Hidden => sym.visibility = Visibility::Hidden,
        SymbolAttr::Protected => sym.visibility = Visibility::Protected,
        SymbolAttr::Internal => sym.visibility = Visibility::Internal,
        SymbolAttr::TypeFunction => sym.ty = sym.ty.combine(SymbolType::Function),
        SymbolAttr::TypeObject => sym.ty = sym.ty.combine(SymbolType::Object),
        SymbolAttr::TypeTls => sym.ty = sym.ty.combine(SymbolType::Tls),
        SymbolAttr::TypeGnuIfunc => sym.ty = sym.ty.combine(SymbolType::GnuIfunc),
        SymbolAttr::TypeNoType => {}
        SymbolAttr::TypeCommon | SymbolAttr::TypeGnuUniqueObject => {
            return Err(format!("symbol type @{} is not supported", attr.type_name().unwrap_or("")));
        }
    }
    Ok(())
}

/// Whether `e` refers to `target`, directly or through `.set` symbols.
pub fn references(ctx: &Context, e: ExprId, target: SymbolId) -> bool {
    let mut stack = vec![e];
    let mut steps = 0usize;
    while let Some(e) = stack.pop() {
        steps += 1;
        if steps > 100_000 {
            return true;
        }
        match *ctx.expr(e) {
            ExprNode::Constant(_) => {}
            ExprNode::SymbolRef(s, _) => {
                if s == target {
                    return true;
                }
                if let SymbolDef::Variable(v) = ctx.symbol(s).def {
                    stack.push(v);
                }
            }
            ExprNode::Unary(_, a) => stack.push(a),
            ExprNode::Binary(_, a, b) => {
                stack.push(a);
                stack.push(b);
            }
        }
    }
    false
}
