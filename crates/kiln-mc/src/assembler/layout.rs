//! Fragments, layout and fixup resolution: the core of the object assembler.
//!
//! A section is a list of fragments: fixed data (with fixups), one relaxable instruction,
//! alignment padding, fills, `.org`, and LEB128 values whose sizes depend on addresses.
//! [`Assembly::layout`] assigns offsets and relaxes instructions whose fixups do not fit until
//! nothing changes (sizes only grow, so it converges); then every fixup is either resolved
//! and written, or handed to the object writer as a relocation.

use crate::context::{Context, ExprId, SectionId, SymbolDef, SymbolId};
use crate::dwarf_cfi::{write_sleb, write_uleb};
use crate::elf::{ObjectWriter, RelocationRequest};
use crate::expr::{evaluate, RelocatableValue, SymbolResolver, VariantKind};
use crate::inst::MCInst;
use crate::streamer::MCError;
use crate::target::{AsmBackend, CodeEmitter, Fixup, FixupKind, FixupResolution, UNKNOWN_FIXUP};

#[derive(Clone, Debug)]
pub enum FragmentKind {
    /// Bytes with fixups.
    Data,
    /// One instruction that may grow; its current encoding is a range of the section's shared
    /// bytes and fixups until relaxation gives it a longer one in `bytes`/`fixups`.
    Relaxable(MCInst),
    Align { alignment: u64, fill: i64, fill_size: u8, max_bytes: u64, code: bool },
    Fill { count: ExprId, value: i64, size: u8 },
    Org { offset: ExprId, fill: u8 },
    /// `bytes` hold the current encoding.
    Leb { value: ExprId, signed: bool },
}

#[derive(Clone, Debug)]
pub struct Fragment {
    pub kind: FragmentKind,
    /// The bytes and fixups of a fragment that is not [`shared`](Self::shared) (a relaxed
    /// instruction, a LEB128 value): boxed, since most fragments have none, so that a fragment
    /// is 80 bytes rather than 128.
    pub own: Option<Box<OwnBytes>>,
    /// Offset in the section and size, valid after layout.
    pub offset: u64,
    pub size: u64,
    pub loc: Option<u32>,
    /// Where a data fragment (or a relaxable instruction not relaxed yet) the streamer filled
    /// keeps its bytes and fixups: ranges of its section's [`SectionState::data`] and
    /// [`SectionState::data_fixups`], where the fragments of a section follow each other
    /// (only the last data fragment grows), instead of two vectors of its own, an allocation
    /// or more for each of the many small fragments between two branches and for each
    /// branch. [`SharedRange::NONE`]: in `bytes` and `fixups`.
    pub shared: SharedRange,
}

/// The bytes and fixups a fragment holds itself.
#[derive(Clone, Debug, Default)]
pub struct OwnBytes {
    pub bytes: Vec<u8>,
    pub fixups: Vec<Fixup>,
}

/// A fragment's ranges of its section's shared bytes and fixups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedRange {
    pub bytes: (u32, u32),
    pub fixups: (u32, u32),
}

impl SharedRange {
    /// Not shared: the fragment's bytes are its own.
    pub const NONE: SharedRange = SharedRange { bytes: (u32::MAX, u32::MAX), fixups: (u32::MAX, u32::MAX) };

    pub fn is_shared(&self) -> bool {
        self.bytes.0 != u32::MAX
    }
}

impl Fragment {
    pub fn new(kind: FragmentKind, loc: Option<u32>) -> Fragment {
        Fragment { kind, own: None, offset: 0, size: 0, loc, shared: SharedRange::NONE }
    }

    /// The bytes the fragment holds itself (none when it has no [`OwnBytes`]).
    pub fn own_bytes(&self) -> &[u8] {
        self.own.as_deref().map_or(&[], |o| &o.bytes)
    }

    /// The fixups the fragment holds itself.
    pub fn own_fixups(&self) -> &[Fixup] {
        self.own.as_deref().map_or(&[], |o| &o.fixups)
    }

    /// The fragment's own bytes and fixups, made empty on first use.
    pub fn own_mut(&mut self) -> &mut OwnBytes {
        self.own.get_or_insert_with(Default::default)
    }

    /// How many bytes the fragment holds (shared or its own).
    pub fn byte_len(&self) -> usize {
        if self.shared.is_shared() {
            (self.shared.bytes.1 - self.shared.bytes.0) as usize
        } else {
            self.own_bytes().len()
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct SectionState {
    pub fragments: Vec<Fragment>,
    pub size: u64,
    /// The bytes and fixups of the section's shared data fragments, in fragment order (see
    /// [`Fragment::shared`]); a fixup's offset is from its fragment's start.
    pub data: Vec<u8>,
    pub data_fixups: Vec<Fixup>,
    /// Per fragment, the [`Span`] of a one-fixup relaxable instruction found by the last
    /// layout: kept for the next layout (after `.eh_frame` is added) and for the final pass,
    /// which then need not evaluate that fixup's expression again.
    spans: Vec<Option<Span>>,
}

impl SectionState {
    /// The bytes of `frag`, one of this section's fragments.
    pub fn bytes<'a>(&'a self, frag: &'a Fragment) -> &'a [u8] {
        if frag.shared.is_shared() {
            &self.data[frag.shared.bytes.0 as usize..frag.shared.bytes.1 as usize]
        } else {
            frag.own_bytes()
        }
    }

    /// The fixups of `frag`, one of this section's fragments.
    pub fn fixups<'a>(&'a self, frag: &'a Fragment) -> &'a [Fixup] {
        if frag.shared.is_shared() {
            &self.data_fixups[frag.shared.fixups.0 as usize..frag.shared.fixups.1 as usize]
        } else {
            frag.own_fixups()
        }
    }
}

/// Every section's fragments, indexed by `SectionId`.
#[derive(Default)]
pub struct Assembly {
    pub sections: Vec<SectionState>,
}

impl Assembly {
    /// Frees the fragments once every section's bytes are written out: the object writer only
    /// asks where labels are, so each label first gets its offset from its section's start
    /// (fragment 0, which a [`LayoutResolver`] over no fragments reads as offset 0). The
    /// fragments (the code's encodings, fixups and relaxable instructions, the largest part of
    /// a module's assembly) then need not stay beside the object file being built.
    pub fn release_fragments(&mut self, ctx: &mut Context) {
        for id in 0..ctx.symbol_count() as u32 {
            let sym = ctx.symbol_mut(SymbolId(id));
            if let SymbolDef::Label { section, fragment, offset } = sym.def {
                let base = self.sections.get(section.0 as usize).and_then(|s| s.fragments.get(fragment as usize)).map_or(0, |f| f.offset);
                sym.def = SymbolDef::Label { section, fragment: 0, offset: base + offset };
            }
        }
        for state in &mut self.sections {
            state.fragments = Vec::new();
            state.data = Vec::new();
            state.data_fixups = Vec::new();
            state.spans = Vec::new();
        }
    }
}

/// Label positions from the current layout.
pub struct LayoutResolver<'a> {
    pub sections: &'a [SectionState],
    /// How many `.set` symbols are being resolved inside each other (bounded, so that long
    /// chains end in an error instead of exhausting the stack).
    variable_depth: std::cell::Cell<u32>,
}

impl<'a> LayoutResolver<'a> {
    pub fn new(sections: &'a [SectionState]) -> LayoutResolver<'a> {
        LayoutResolver { sections, variable_depth: std::cell::Cell::new(0) }
    }
}

impl SymbolResolver for LayoutResolver<'_> {
    fn difference(&self, ctx: &Context, a: SymbolId, b: SymbolId) -> Option<i64> {
        let (sa, oa) = self.position(ctx, a)?;
        let (sb, ob) = self.position(ctx, b)?;
        (sa == sb).then(|| oa.wrapping_sub(ob) as i64)
    }
    fn position(&self, ctx: &Context, sym: SymbolId) -> Option<(SectionId, u64)> {
        match ctx.symbol(sym).def {
            SymbolDef::Label { section, fragment, offset } => {
                let frag = self.sections.get(section.0 as usize)?.fragments.get(fragment as usize);
                Some((section, frag.map_or(0, |f| f.offset) + offset))
            }
            SymbolDef::Variable(e) => {
                let depth = self.variable_depth.get();
                if depth > 64 {
                    return None;
                }
                self.variable_depth.set(depth + 1);
                let result = evaluate(ctx, e, self).ok().and_then(|v| match (v.sym_a, v.sym_b) {
                    (Some((a, VariantKind::None)), None) if a != sym => {
                        let (s, o) = self.position(ctx, a)?;
                        Some((s, o.wrapping_add(v.constant as u64)))
                    }
                    _ => None,
                });
                self.variable_depth.set(depth);
                result
            }
            _ => None,
        }
    }
}

/// Label positions known before layout: only within one fragment.
pub struct FragmentResolver;

impl SymbolResolver for FragmentResolver {
    fn difference(&self, ctx: &Context, a: SymbolId, b: SymbolId) -> Option<i64> {
        match (ctx.symbol(a).def, ctx.symbol(b).def) {
            (
                SymbolDef::Label { section: sa, fragment: fa, offset: oa },
                SymbolDef::Label { section: sb, fragment: fb, offset: ob },
            ) if sa == sb && fa == fb => Some(oa as i64 - ob as i64),
            _ => None,
        }
    }
    fn position(&self, _: &Context, _: SymbolId) -> Option<(SectionId, u64)> {
        None
    }
}

/// A fixup evaluated against a layout.
pub struct EvaluatedFixup {
    pub target: RelocatableValue,
    pub resolved: bool,
    pub value: i64,
}

/// The services layout needs from the target and the object format.
pub struct Services<'a> {
    pub backend: &'a dyn AsmBackend,
    pub emitter: Option<&'a dyn CodeEmitter>,
    pub writer: &'a dyn ObjectWriter,
}

fn err(loc: Option<u32>, message: impl Into<String>) -> MCError {
    MCError::new(loc, message)
}

/// Evaluates `fixup` at `position` (its offset in `section`).
pub fn evaluate_fixup(
    ctx: &Context,
    resolver: &LayoutResolver,
    services: &Services,
    section: SectionId,
    position: u64,
    fixup: &Fixup,
) -> Result<EvaluatedFixup, MCError> {
    let loc = (fixup.loc != u32::MAX).then_some(fixup.loc);
    let target = evaluate(ctx, fixup.expr, resolver).map_err(|m| err(loc, m))?;
    let info = services.backend.fixup_info(fixup.kind);
    let resolution = services.backend.fixup_resolution(fixup.kind);
    if let (FixupResolution::PairedWith(kinds), Some((label, _)), None) = (resolution, target.sym_a, target.sym_b) {
        if let Some(paired) = paired_fixup(ctx, resolver, services, label, kinds)? {
            let resolved = paired.resolved && !services.backend.force_relocation(fixup.kind);
            return Ok(EvaluatedFixup { target, resolved, value: paired.value.wrapping_add(target.constant) });
        }
    }
    let resolved = if info.pc_rel {
        match (target.sym_a, target.sym_b) {
            (Some((a, variant)), None) if variant == VariantKind::None || resolution == FixupResolution::IgnoringVariant => {
                ctx.symbol(a).is_defined() && services.writer.is_pcrel_resolved(ctx, resolver, a, section)
            }
            _ => false,
        }
    } else {
        target.is_absolute()
    } && !services.backend.force_relocation(fixup.kind);
    let mut value = target.constant;
    if let Some((a, _)) = target.sym_a {
        if let Some((_, off)) = resolver.position(ctx, a) {
            value = value.wrapping_add(off as i64);
        }
    }
    if let Some(b) = target.sym_b {
        if let Some((_, off)) = resolver.position(ctx, b) {
            value = value.wrapping_sub(off as i64);
        }
    }
    if info.pc_rel {
        value = value.wrapping_sub(position as i64);
    }
    Ok(EvaluatedFixup { target, resolved, value })
}

/// The fixup of one of `kinds` on the instruction at `label`, evaluated where it sits: found
/// in the label's own fragment, or at the start of the next one when the label ends its
/// fragment. `None` when `label` is not a label or no such fixup starts there.
fn paired_fixup(
    ctx: &Context,
    resolver: &LayoutResolver,
    services: &Services,
    label: SymbolId,
    kinds: &[FixupKind],
) -> Result<Option<EvaluatedFixup>, MCError> {
    let SymbolDef::Label { section, fragment, offset } = ctx.symbol(label).def else { return Ok(None) };
    let Some(state) = resolver.sections.get(section.0 as usize) else { return Ok(None) };
    let (fragment, offset) = match state.fragments.get(fragment as usize) {
        Some(frag) if offset == frag.size => (fragment as usize + 1, 0),
        _ => (fragment as usize, offset),
    };
    let Some(frag) = state.fragments.get(fragment) else { return Ok(None) };
    match state.fixups(frag).iter().find(|f| kinds.contains(&f.kind) && u64::from(f.offset) == offset) {
        Some(fixup) => evaluate_fixup(ctx, resolver, services, section, frag.offset + u64::from(fixup.offset), fixup).map(Some),
        None => Ok(None),
    }
}

impl Assembly {
    pub fn section(&self, id: SectionId) -> &SectionState {
        &self.sections[id.0 as usize]
    }

    /// Assigns offsets, relaxing until stable. The first pass lays out every section; later
    /// passes only the sections whose sizes can still change (relaxable instructions, LEB128
    /// values, fills of a computed count, `.org`), since the others hold the same offsets.
    /// Without fills of a computed count and `.org`s, sizes change only by relaxation, so a
    /// pass that relaxes nothing ends it (its layout is the one the relaxation checked).
    ///
    /// An instruction found to fit whose one fixup is a label of its own section is checked
    /// again from the distance to that label's fragment (see `Span`), without evaluating
    /// its expression.
    pub fn layout(&mut self, ctx: &mut Context, order: &[SectionId], services: &Services) -> Result<(), MCError> {
        let relaxable: usize = self.sections.iter().flat_map(|s| &s.fragments).filter(|f| !matches!(f.kind, FragmentKind::Data)).count();
        let limit = 2 * relaxable + 8;
        let dynamic: Vec<SectionId> = order.iter().copied().filter(|s| self.sections[s.0 as usize].fragments.iter().any(|f| may_change_size(ctx, f))).collect();
        let computed_sizes = dynamic.iter().any(|s| self.sections[s.0 as usize].fragments.iter().any(|f| matches!(f.kind, FragmentKind::Fill { .. } | FragmentKind::Org { .. }) && may_change_size(ctx, f)));
        // The spans an earlier layout found stay true: fragments are only added since.
        let mut spans: Vec<Vec<Option<Span>>> = dynamic
            .iter()
            .map(|s| {
                let state = &mut self.sections[s.0 as usize];
                let mut spans = std::mem::take(&mut state.spans);
                spans.resize(state.fragments.len(), None);
                spans
            })
            .collect();
        for pass in 0..limit {
            let mut changed = false;
            for &sid in if pass == 0 { order } else { &dynamic[..] } {
                changed |= self.layout_section(ctx, sid)? && computed_sizes;
            }
            for (&sid, spans) in dynamic.iter().zip(&mut spans) {
                changed |= self.relax_section(ctx, sid, services, spans)?;
            }
            if !changed {
                for (&sid, spans) in dynamic.iter().zip(spans) {
                    self.sections[sid.0 as usize].spans = spans;
                }
                return Ok(());
            }
        }
        Err(err(None, "layout did not converge (fill counts or .org targets depend on each other)"))
    }

    /// Recomputes offsets and sizes in one section; reports whether any size changed.
    fn layout_section(&mut self, ctx: &Context, sid: SectionId) -> Result<bool, MCError> {
        let mut changed = false;
        let mut offset = 0u64;
        let count = self.sections[sid.0 as usize].fragments.len();
        for i in 0..count {
            let size = {
                let resolver = LayoutResolver::new(&self.sections);
                let frag = &self.sections[sid.0 as usize].fragments[i];
                fragment_size(ctx, &resolver, frag, offset)?
            };
            let frag = &mut self.sections[sid.0 as usize].fragments[i];
            if frag.offset != offset || frag.size != size {
                changed |= frag.size != size;
                frag.offset = offset;
                frag.size = size;
            }
            offset = offset.checked_add(size).ok_or_else(|| err(frag.loc, "section size overflows 64 bits"))?;
        }
        self.sections[sid.0 as usize].size = offset;
        Ok(changed)
    }

    /// Relaxes instructions whose fixups no longer fit and re-encodes LEB128 values. An
    /// instruction relaxed into a form that cannot grow again becomes plain data, which later
    /// passes skip. `spans` holds, per fragment, the [`Span`] of a one-fixup instruction
    /// (found when it is first evaluated; a relaxed instruction's is dropped).
    fn relax_section(&mut self, ctx: &mut Context, sid: SectionId, services: &Services, spans: &mut [Option<Span>]) -> Result<bool, MCError> {
        let mut changed = false;
        let count = self.sections[sid.0 as usize].fragments.len();
        let mut leb = Vec::new();
        for i in 0..count {
            let relaxed = {
                let resolver = LayoutResolver::new(&self.sections);
                let state = &self.sections[sid.0 as usize];
                let frag = &state.fragments[i];
                match &frag.kind {
                    FragmentKind::Relaxable(inst) => {
                        let needs = match (spans[i], state.fixups(frag)) {
                            (Some(span), [fixup]) => services.backend.fixup_needs_relaxation(fixup, true, span.value(state, frag)),
                            _ => {
                                let mut needs = false;
                                for fixup in state.fixups(frag) {
                                    let ev = evaluate_fixup(ctx, &resolver, services, sid, frag.offset + fixup.offset as u64, fixup)?;
                                    if services.backend.fixup_needs_relaxation(fixup, ev.resolved, ev.value) {
                                        needs = true;
                                        break;
                                    }
                                    spans[i] = Span::of(ctx, services, sid, state, frag, &ev);
                                }
                                needs
                            }
                        };
                        if needs {
                            services.backend.relax_instruction(inst).map(Relaxed::Inst)
                        } else {
                            None
                        }
                    }
                    FragmentKind::Leb { value, signed } => {
                        let v = evaluate(ctx, *value, &resolver).map_err(|m| err(frag.loc, m))?;
                        if !v.is_absolute() {
                            return Err(err(frag.loc, "LEB128 value must be an absolute expression"));
                        }
                        leb.clear();
                        if *signed {
                            write_sleb(&mut leb, v.constant);
                        } else {
                            write_uleb(&mut leb, v.constant as u64);
                        }
                        (leb != frag.own_bytes()).then_some(Relaxed::Bytes)
                    }
                    _ => None,
                }
            };
            match relaxed {
                Some(Relaxed::Inst(inst)) => {
                    spans[i] = None;
                    let emitter = services.emitter.ok_or_else(|| err(None, "relaxation needs a code emitter"))?;
                    let frag = &mut self.sections[sid.0 as usize].fragments[i];
                    // The longer encoding is the fragment's own (its shared range, if it had
                    // one, is left unused).
                    frag.shared = SharedRange::NONE;
                    let loc = frag.loc;
                    let own = frag.own_mut();
                    own.bytes.clear();
                    own.fixups.clear();
                    emitter.encode_instruction(ctx, &inst, &mut own.bytes, &mut own.fixups).map_err(|m| err(loc, m))?;
                    for f in &mut own.fixups {
                        f.loc = loc.unwrap_or(u32::MAX);
                    }
                    frag.kind = if services.backend.may_need_relaxation(&inst) { FragmentKind::Relaxable(inst) } else { FragmentKind::Data };
                    changed = true;
                }
                Some(Relaxed::Bytes) => {
                    let bytes = &mut self.sections[sid.0 as usize].fragments[i].own_mut().bytes;
                    bytes.clear();
                    bytes.extend_from_slice(&leb);
                    changed = true;
                }
                None => {}
            }
        }
        Ok(changed)
    }

    /// Resolves or relocates every fixup and returns the section's bytes. Each fragment is
    /// written, then its fixups applied to the written bytes in place (no copy of a
    /// fragment); a `SHT_NOBITS` section's fragments are only checked to be zero.
    pub fn finalize_section(
        &self,
        ctx: &Context,
        sid: SectionId,
        services: &mut FinalServices,
        is_virtual: bool,
    ) -> Result<Vec<u8>, Vec<MCError>> {
        let mut errors = Vec::new();
        let mut write_errors = Vec::new();
        let mut out = Vec::new();
        let state = &self.sections[sid.0 as usize];
        let resolver = LayoutResolver::new(&self.sections);
        if !is_virtual {
            out.reserve(state.size as usize);
        }
        let mut scratch = Vec::new();
        for (i, frag) in state.fragments.iter().enumerate() {
            let start = out.len();
            let bytes = if is_virtual {
                // Nothing is written: the patched bytes go to a scratch buffer to be checked.
                scratch.clear();
                scratch.extend_from_slice(state.bytes(frag));
                &mut scratch[..]
            } else {
                if let Err(e) = write_fragment(services.backend, frag, state.bytes(frag), &mut out) {
                    write_errors.push(e);
                }
                // A fragment with fixups holds bytes (data or an instruction), written as they are.
                &mut out[start..]
            };
            let fixups = state.fixups(frag);
            // A relaxable instruction's one fixup with a span has its value from two offsets.
            let span = match (&frag.kind, fixups) {
                (FragmentKind::Relaxable(_), [_]) => state.spans.get(i).copied().flatten(),
                _ => None,
            };
            for fixup in fixups {
                let known = span.and_then(|span| apply_resolved(services.backend, fixup, span.value(state, frag), bytes));
                let position = frag.offset + fixup.offset as u64;
                if let Err(e) = known.unwrap_or_else(|| apply_one(ctx, &resolver, services, sid, position, fixup, bytes)) {
                    errors.push(e);
                }
            }
            if is_virtual && !is_zero_fragment(frag, fixups.is_empty(), bytes) {
                let name = &ctx.section(sid).name;
                write_errors.push(err(frag.loc, format!("SHT_NOBITS section '{name}' cannot have non-zero initializers")));
            }
        }
        errors.append(&mut write_errors);
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }
}

/// Where a fixup without a source location is, for its errors: the symbol it refers to (or
/// the unnamed label's place), the function around it and the section offset.
fn fixup_site(ctx: &Context, resolver: &LayoutResolver, sid: SectionId, position: u64, target: &RelocatableValue) -> String {
    let section = &ctx.section(sid).name;
    let symbol = match target.sym_a {
        Some((sym, _)) if !ctx.symbol(sym).name.is_empty() => format!("to {}", ctx.symbol(sym).name),
        Some((sym, _)) => match resolver.position(ctx, sym) {
            Some((s, at)) => format!("to the local label at {}+{at:#x}", ctx.section(s).name),
            None => "to an unnamed local label".to_string(),
        },
        None => "of a constant".to_string(),
    };
    let function = (0..ctx.symbol_count() as u32)
        .map(SymbolId)
        .filter(|&id| ctx.symbol(id).ty == crate::context::SymbolType::Function)
        .filter_map(|id| resolver.position(ctx, id).filter(|&(s, at)| s == sid && at <= position).map(|(_, at)| (at, id)))
        .max_by_key(|&(at, _)| at);
    match function {
        Some((_, id)) => format!("{symbol}, in function {} at {section}+{position:#x}", ctx.symbol(id).name),
        None => format!("{symbol}, at {section}+{position:#x}"),
    }
}

/// How a one-fixup instruction's fixup value follows the layout, when it depends only on
/// where one label of its own section is: the fixup is PC-relative, resolved (a local label;
/// resolution does not depend on the layout), not paired with another fixup, and its
/// expression is the label plus constants. Its value is then the distance from the
/// instruction's fragment to the label's plus a fixed bias, so later passes recompute it
/// from two offsets instead of evaluating the expression again.
#[derive(Clone, Copy, Debug)]
struct Span {
    /// The label's fragment.
    target: u32,
    /// The value minus the distance (label's fragment offset minus the instruction's).
    bias: i64,
}

impl Span {
    /// The span of `frag`'s only fixup, evaluated to `ev`.
    fn of(ctx: &Context, services: &Services, sid: SectionId, state: &SectionState, frag: &Fragment, ev: &EvaluatedFixup) -> Option<Span> {
        let [fixup] = state.fixups(frag) else { return None };
        let simple = ev.resolved
            && is_symbol_plus_constant(ctx, fixup.expr)
            && services.backend.fixup_info(fixup.kind).pc_rel
            && !matches!(services.backend.fixup_resolution(fixup.kind), FixupResolution::PairedWith(_));
        let (true, Some((a, _)), None) = (simple, ev.target.sym_a, ev.target.sym_b) else { return None };
        match ctx.symbol(a).def {
            SymbolDef::Label { section, fragment, .. } if section == sid && (fragment as usize) < state.fragments.len() => {
                let span = Span { target: fragment, bias: 0 };
                Some(Span { bias: ev.value.wrapping_sub(span.distance(state, frag)), ..span })
            }
            _ => None,
        }
    }

    fn distance(self, state: &SectionState, frag: &Fragment) -> i64 {
        state.fragments[self.target as usize].offset.wrapping_sub(frag.offset) as i64
    }

    /// The fixup's value in the current layout.
    fn value(self, state: &SectionState, frag: &Fragment) -> i64 {
        self.distance(state, frag).wrapping_add(self.bias)
    }
}

/// Whether `e` is a symbol plus or minus constants, so that its constant part cannot hold a
/// label difference folded from the layout.
fn is_symbol_plus_constant(ctx: &Context, e: ExprId) -> bool {
    use crate::expr::{BinaryOp, ExprNode};
    match *ctx.expr(e) {
        ExprNode::SymbolRef(..) => true,
        ExprNode::Binary(BinaryOp::Add | BinaryOp::Sub, a, b) => {
            is_symbol_plus_constant(ctx, a) && matches!(ctx.expr(b), ExprNode::Constant(_))
        }
        _ => false,
    }
}

enum Relaxed {
    Inst(MCInst),
    /// The LEB128 value's new bytes, in `relax_section`'s buffer.
    Bytes,
}

/// Services for the final pass, where the writer records relocations.
pub struct FinalServices<'a> {
    pub backend: &'a dyn AsmBackend,
    pub writer: &'a mut dyn ObjectWriter,
}

fn apply_one(
    ctx: &Context,
    resolver: &LayoutResolver,
    services: &mut FinalServices,
    sid: SectionId,
    position: u64,
    fixup: &Fixup,
    bytes: &mut [u8],
) -> Result<(), MCError> {
    let loc = (fixup.loc != u32::MAX).then_some(fixup.loc);
    let ev = {
        let view = Services { backend: services.backend, emitter: None, writer: &*services.writer };
        evaluate_fixup(ctx, resolver, &view, sid, position, fixup)?
    };
    let info = services.backend.fixup_info(fixup.kind);
    if info == UNKNOWN_FIXUP {
        return Err(err(loc, format!("the target does not know fixup kind {}", fixup.kind.0)));
    }
    let value = if ev.resolved {
        let bits = services.backend.fixup_value_bits(fixup.kind);
        if !fits_field(ev.value, bits, info.pc_rel) {
            let message = if bits % 8 == 0 {
                let bytes = bits / 8;
                format!("value of {} is too large for field of {} byte{}", ev.value, bytes, if bytes == 1 { "" } else { "s" })
            } else {
                format!("fixup {} out of range: value {} does not fit in {} bits", info.name, ev.value, bits)
            };
            if loc.is_some() {
                return Err(err(loc, message));
            }
            return Err(err(loc, format!("{message} ({})", fixup_site(ctx, resolver, sid, position, &ev.target))));
        }
        ev.value as u64
    } else {
        let req = RelocationRequest { section: sid, offset: position, kind: fixup.kind, info, target: ev.target, loc };
        services.writer.record_relocation(ctx, resolver, &req)?
    };
    let at = fixup.offset as usize;
    if at > bytes.len() {
        return Err(err(loc, "fixup offset outside its fragment"));
    }
    services.backend.apply_fixup(fixup.kind, &mut bytes[at..], value).map_err(|m| err(loc, m))
}

/// [`apply_one`] of a fixup known to be resolved to `value` (a span's): `None` when the value
/// does not fit or the kind is unknown, for `apply_one` to find and word the error.
fn apply_resolved(backend: &dyn AsmBackend, fixup: &Fixup, value: i64, bytes: &mut [u8]) -> Option<Result<(), MCError>> {
    let info = backend.fixup_info(fixup.kind);
    let bits = backend.fixup_value_bits(fixup.kind);
    let at = fixup.offset as usize;
    if info == UNKNOWN_FIXUP || !fits_field(value, bits, info.pc_rel) || at > bytes.len() {
        return None;
    }
    let loc = (fixup.loc != u32::MAX).then_some(fixup.loc);
    Some(backend.apply_fixup(fixup.kind, &mut bytes[at..], value as u64).map_err(|m| err(loc, m)))
}

/// Whether `value` fits a fixup's field of `bits` bits: signed when the fixup is relative to
/// the PC, else signed or unsigned (one bit more).
fn fits_field(value: i64, bits: u32, pc_rel: bool) -> bool {
    bits >= 64 || fits_signed(value, if pc_rel { bits } else { bits + 1 })
}

fn fits_signed(v: i64, bits: u32) -> bool {
    if bits >= 64 {
        return true;
    }
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << (bits - 1)) - 1;
    (min..=max).contains(&(v as i128))
}

/// Whether a fragment in a `SHT_NOBITS` section contributes only zeros.
fn is_zero_fragment(frag: &Fragment, no_fixups: bool, bytes: &[u8]) -> bool {
    match &frag.kind {
        FragmentKind::Data | FragmentKind::Relaxable(_) | FragmentKind::Leb { .. } => no_fixups && bytes.iter().all(|&b| b == 0),
        FragmentKind::Align { fill, code, .. } => *fill == 0 && !*code || frag.size == 0,
        FragmentKind::Fill { value, .. } => *value == 0 || frag.size == 0,
        FragmentKind::Org { fill, .. } => *fill == 0 || frag.size == 0,
    }
}

/// Whether a fragment's size may change once it has been laid out: data and alignment
/// padding (which depends on offsets in its own section only) do not, nor a fill of a
/// constant count.
fn may_change_size(ctx: &Context, frag: &Fragment) -> bool {
    match frag.kind {
        FragmentKind::Data | FragmentKind::Align { .. } => false,
        FragmentKind::Fill { count, .. } => !matches!(ctx.expr(count), crate::expr::ExprNode::Constant(_)),
        FragmentKind::Relaxable(_) | FragmentKind::Org { .. } | FragmentKind::Leb { .. } => true,
    }
}

/// Size of a fragment placed at `offset`.
fn fragment_size(ctx: &Context, resolver: &LayoutResolver, frag: &Fragment, offset: u64) -> Result<u64, MCError> {
    Ok(match &frag.kind {
        FragmentKind::Data | FragmentKind::Relaxable(_) | FragmentKind::Leb { .. } => frag.byte_len() as u64,
        FragmentKind::Align { alignment, max_bytes, .. } => {
            let pad = (alignment - offset % alignment) % alignment;
            if *max_bytes != 0 && pad > *max_bytes {
                0
            } else {
                pad
            }
        }
        FragmentKind::Fill { count, size, .. } => {
            let v = evaluate(ctx, *count, resolver).map_err(|m| err(frag.loc, m))?;
            if !v.is_absolute() {
                return Err(err(frag.loc, "expected assembly-time absolute expression"));
            }
            if v.constant < 0 {
                return Err(err(frag.loc, "'.fill' directive with negative repeat count has no effect"));
            }
            (v.constant as u64).checked_mul(*size as u64).ok_or_else(|| err(frag.loc, "fill size overflows"))?
        }
        FragmentKind::Org { offset: target, .. } => {
            let v = evaluate(ctx, *target, resolver).map_err(|m| err(frag.loc, m))?;
            let dest = match (v.sym_a, v.sym_b) {
                (None, None) => v.constant,
                (Some((a, VariantKind::None)), None) => match resolver.position(ctx, a) {
                    Some((_, o)) => (o as i64).wrapping_add(v.constant),
                    None => return Err(err(frag.loc, "expected assembly-time absolute expression")),
                },
                _ => return Err(err(frag.loc, "expected assembly-time absolute expression")),
            };
            if dest < offset as i64 {
                return Err(err(frag.loc, format!("invalid .org offset '{dest}' (at offset '{offset}')")));
            }
            dest as u64 - offset
        }
    })
}

fn write_fragment(
    backend: &dyn AsmBackend,
    frag: &Fragment,
    bytes: &[u8],
    out: &mut Vec<u8>,
) -> Result<(), MCError> {
    match &frag.kind {
        FragmentKind::Data | FragmentKind::Relaxable(_) | FragmentKind::Leb { .. } => out.extend_from_slice(bytes),
        FragmentKind::Align { fill, fill_size, code, .. } => {
            if *code {
                backend.write_nops(out, frag.size).map_err(|m| err(frag.loc, m))?;
            } else {
                write_pattern(out, *fill, *fill_size, frag.size);
            }
        }
        FragmentKind::Fill { value, size, .. } => write_pattern(out, *value, *size, frag.size),
        FragmentKind::Org { fill, .. } => out.resize(out.len() + frag.size as usize, *fill),
    }
    Ok(())
}

/// Repeats the little-endian `size`-byte `value` over `len` bytes (a partial tail is cut).
fn write_pattern(out: &mut Vec<u8>, value: i64, size: u8, len: u64) {
    let size = size.clamp(1, 8) as usize;
    let pattern = value.to_le_bytes();
    if value == 0 {
        out.resize(out.len() + len as usize, 0);
        return;
    }
    for i in 0..len as usize {
        out.push(pattern[i % size]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn released_fragments_leave_every_label_where_it_was() {
        let mut ctx = Context::default();
        let text = ctx.text_section();
        let label = ctx.get_or_create_symbol(".LBB0_1");
        let mut assembly = Assembly::default();
        assembly.sections.resize_with(text.0 as usize + 1, SectionState::default);
        for (offset, size) in [(0, 5), (5, 2), (7, 9)] {
            let mut frag = Fragment::new(FragmentKind::Data, None);
            frag.own_mut().bytes = vec![0x90; size];
            (frag.offset, frag.size) = (offset, size as u64);
            assembly.sections[text.0 as usize].fragments.push(frag);
        }
        ctx.symbol_mut(label).def = SymbolDef::Label { section: text, fragment: 2, offset: 3 };
        let before = LayoutResolver::new(&assembly.sections).position(&ctx, label);
        assembly.release_fragments(&mut ctx);
        assert!(assembly.sections.iter().all(|s| s.fragments.is_empty()));
        assert_eq!(before, Some((text, 10)));
        assert_eq!(LayoutResolver::new(&assembly.sections).position(&ctx, label), before);
        assert_eq!(LayoutResolver::new(&assembly.sections).position(&ctx, ctx.section(text).begin_symbol), Some((text, 0)));
    }
}
