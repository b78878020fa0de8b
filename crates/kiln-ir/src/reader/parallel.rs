//! Function bodies read on several threads ([`parse_file_jobs`], `kiln llc -j N`).
//!
//! Bodies are most of a module's text (three quarters of the reading time of a csmith
//! module). A first, serial pass reads everything outside them (types, globals,
//! declarations, attribute groups, metadata, comdats) and records where each body is: from
//! its `{` to the first `}` that starts a line, which is how every printer of IR ends one.
//! The bodies are then split into `jobs` runs of about equal size, in file order: this thread
//! reads the first run into the module itself, and each other run is read on a thread of its
//! own by a copy of the reader (module and all) as the first pass left it. Each copy
//! interns what its bodies add (constants, types, names, attribute sets, inline asm) into its
//! own tables, with ids past those of the first pass; merging a copy interns these into the
//! module in order (metadata, which is not interned, appended) and renumbers its bodies'
//! references to them. Nothing else changes: each body is read by the same code as in a
//! serial read.
//!
//! Whatever this scheme does not cover goes back to the serial reader ([`super::parse_file`]),
//! which then reads the whole text: any error (so the first error in file order is reported
//! exactly as a serial read reports it), a body that does not end where the first pass
//! thought, and bodies that add to what the first pass owns: global values (a use of an
//! undefined one), identified structs, `!N` nodes not defined, `blockaddress` of a function
//! read by another thread (it numbers that function's blocks) and debug records (they
//! declare intrinsics). The ids
//! of module-level entities then differ from a serial read's (the first pass creates what
//! the text after a body defines before that body's constants), never what they stand for.

use super::{LocalKey, Parser, PResult};
use crate::attr::{Attr, AttrList, AttrSetId};
use crate::constant::{ConstExpr, ConstExprExtra, ConstId, ConstKind, Constant};
use crate::inst::{Inst, InstData};
use crate::metadata::{MdField, MdId, Metadata};
use crate::module::{FuncId, InlineAsm, InlineAsmId, Module};
use crate::symbol::Sym;
use crate::types::{Type, TypeId};
use crate::value::Value;
use kiln_support::{Diagnostic, SourceFile};

/// Read text is released in pieces of at least this many bytes: one system call per body
/// would cost more than the pages it gives back early.
const RELEASE_AT_LEAST: usize = 4 << 20;

/// Where the text a reader has not yet released begins; the serial reader and each run of
/// the parallel one release what they have read behind it, [`RELEASE_AT_LEAST`] at a time.
pub(super) struct ReleasedUpTo(usize);

impl ReleasedUpTo {
    pub(super) fn new(at: usize) -> ReleasedUpTo {
        ReleasedUpTo(at)
    }

    /// The reader has read up to `at`: the text behind it is released once there is enough.
    pub(super) fn reached(&mut self, file: &SourceFile, at: usize) {
        if at - self.0 >= RELEASE_AT_LEAST {
            file.text.release(self.0..at);
            self.0 = at;
        }
    }

    /// The reader is done up to `at`: the rest behind it is released.
    pub(super) fn finish(self, file: &SourceFile, at: usize) {
        file.text.release(self.0..at);
    }
}

/// A body the first pass skipped: its function, argument names, and where its `{` and
/// closing `}` are.
pub(crate) struct Deferred {
    func: FuncId,
    args: Vec<(Option<LocalKey>, u32)>,
    open: u32,
    close: u32,
}

/// Parses a whole `.ll` file as [`super::parse_file`] does, the function bodies on `jobs`
/// threads when `jobs` is above 1 (see the module doc). The module is the same as a serial
/// read's but for the numbering of its constants, types, names and attribute sets; errors
/// are a serial read's.
pub fn parse_file_jobs(file: &SourceFile, jobs: usize) -> Result<Module, Diagnostic> {
    if jobs > 1 {
        if let Some(module) = parse_parallel(file, jobs) {
            return Ok(module);
        }
    }
    super::parse_file(file)
}

/// The lengths of the tables a copy of the reader shares with the module after the first
/// pass: a copy's entries below them are the module's, the others its own.
struct Base {
    syms: usize,
    types: usize,
    structs: usize,
    consts: usize,
    attr_sets: usize,
    inline_asms: usize,
    metadata: usize,
    globals: usize,
    group_uses: usize,
    pending_globals: usize,
    md_pending: usize,
    pending_structs: usize,
}

impl Base {
    fn of(p: &Parser<'_>) -> Base {
        Base {
            syms: p.m.symbols.len(),
            types: p.m.types.len(),
            structs: p.m.types.structs.len(),
            consts: p.m.consts.len(),
            attr_sets: p.m.attr_sets.len(),
            inline_asms: p.m.inline_asms.len(),
            metadata: p.m.metadata.len(),
            globals: p.m.globals.len(),
            group_uses: p.group_uses.len(),
            pending_globals: p.pending_globals.len(),
            md_pending: p.md_pending.len(),
            pending_structs: p.pending_structs.len(),
        }
    }

    /// Whether reader `p`'s bodies added only what merging renumbers.
    fn only_renumbered(&self, p: &Parser<'_>) -> bool {
        p.m.globals.len() == self.globals
            && p.m.types.structs.len() == self.structs
            && p.pending_globals.len() == self.pending_globals
            && p.md_pending.len() == self.md_pending
            && p.pending_structs.len() == self.pending_structs
            && p.foreign_blocks.is_empty()
            && p.record_intrinsics.is_empty()
    }
}

/// The module read with its bodies on `jobs` threads, or `None` where the serial reader must
/// read it (see the module doc).
fn parse_parallel(file: &SourceFile, jobs: usize) -> Option<Module> {
    let mut p = Parser::new(file);
    p.deferring = true;
    p.parse_items().ok()?;
    p.deferring = false;
    let deferred = std::mem::take(&mut p.deferred);
    // The text before the first body and after the last (a module's metadata, often a third
    // of an optimised module's text) is read; the runs release the rest as they read it.
    let (head, tail) = match (deferred.first(), deferred.last()) {
        (Some(first), Some(last)) => (first.open as usize, last.close as usize),
        _ => (file.text.len(), file.text.len()),
    };
    file.text.release(0..head);
    file.text.release(tail..file.text.len());
    let runs: Vec<&[Deferred]> = split_runs(&deferred, jobs).into_iter().filter(|r| !r.is_empty()).collect();
    let base = Base::of(&p);
    if !base.only_renumbered(&p) {
        return None;
    }
    if runs.len() <= 1 {
        p.read_run(&deferred).ok()?;
        p.finish().ok()?;
        crate::intrinsics::upgrade_names(&mut p.m);
        return Some(p.m);
    }
    let copies: Vec<Parser<'_>> = runs[1..].iter().map(|_| p.copy()).collect();
    let (own, read) = std::thread::scope(|scope| {
        let threads: Vec<_> = copies
            .into_iter()
            .zip(&runs[1..])
            .map(|(mut copy, run)| scope.spawn(move || copy.read_run(run).ok().map(|()| copy)))
            .collect();
        let own = p.read_run(runs[0]).is_ok();
        let read: Vec<Option<Parser<'_>>> =
            threads.into_iter().map(|t| t.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect();
        (own, read)
    });
    if !own || !base.only_renumbered(&p) {
        return None;
    }
    for (copy, run) in read.into_iter().zip(&runs[1..]) {
        p.merge(copy?, &base, run)?;
    }
    p.finish().ok()?;
    crate::intrinsics::upgrade_names(&mut p.m);
    Some(p.m)
}

/// `deferred` cut into `jobs` consecutive runs of about equal text (each cut at the body
/// boundary nearest its share; a run may be empty).
fn split_runs(deferred: &[Deferred], jobs: usize) -> Vec<&[Deferred]> {
    let prefix: Vec<u64> = std::iter::once(0)
        .chain(deferred.iter().scan(0, |sum, d| {
            *sum += u64::from(d.close - d.open);
            Some(*sum)
        }))
        .collect();
    let total = prefix[deferred.len()];
    let mut cuts = vec![0];
    for k in 1..jobs as u64 {
        let target = total * k / jobs as u64;
        let i = prefix.partition_point(|&p| p < target).min(deferred.len());
        let i = if i > 0 && target - prefix[i - 1] < prefix[i] - target { i - 1 } else { i };
        cuts.push(i.max(cuts[cuts.len() - 1]));
    }
    cuts.push(deferred.len());
    cuts.windows(2).map(|c| &deferred[c[0]..c[1]]).collect()
}

impl<'a> Parser<'a> {
    /// Skips the body of `f`, which starts at the current `{`, to the first `}` that starts a
    /// line, and records it for [`Parser::read_deferred`].
    pub(super) fn defer_body(&mut self, func: FuncId, args: Vec<(Option<LocalKey>, u32)>) -> PResult<()> {
        let open = self.tok.pos as usize;
        // `str::find` of one byte is a word-at-a-time search.
        let mut close = open;
        loop {
            match self.file.text[close + 1..].find('}') {
                Some(k) => close += k + 1,
                None => return self.err_here("expected '}' at the end of the function body"),
            }
            if self.src[close - 1] == b'\n' {
                break;
            }
        }
        self.deferred.push(Deferred { func, args, open: open as u32, close: close as u32 });
        self.lex.pos = close + 1;
        self.advance();
        Ok(())
    }

    /// Reads the bodies of `run` in file order, releasing the text behind them a few
    /// megabytes at a time ([`kiln_support::Text::release`]: the pages of a mapped file
    /// otherwise stay in memory until the module is read, its peak). The first pass has read
    /// the text between bodies; only a serial read after a failure reads any of it again.
    fn read_run(&mut self, run: &[Deferred]) -> PResult<()> {
        let Some(first) = run.first() else { return Ok(()) };
        let mut released = ReleasedUpTo::new(first.open as usize);
        for d in run {
            self.read_deferred(d)?;
            released.reached(self.file, d.close as usize);
        }
        released.finish(self.file, run[run.len() - 1].close as usize);
        Ok(())
    }

    /// Reads a body the first pass skipped; an error when it does not end where it was
    /// thought to.
    fn read_deferred(&mut self, d: &Deferred) -> PResult<()> {
        self.lex.pos = d.open as usize;
        self.advance();
        self.parse_body(d.func, &d.args)?;
        if self.body_end != d.close {
            return self.err(d.open, "the function body does not end at the first '}' that starts a line");
        }
        Ok(())
    }

    /// A copy of this reader, to read bodies on another thread.
    fn copy(&self) -> Parser<'a> {
        Parser {
            file: self.file,
            src: self.src,
            lex: super::lexer::Lexer::new(self.src),
            tok: self.tok,
            m: self.m.clone(),
            scratch: Vec::new(),
            attachments: Vec::new(),
            numbered_globals: self.numbered_globals.clone(),
            pending_globals: self.pending_globals.clone(),
            md_slots: self.md_slots.clone(),
            md_pending: self.md_pending.clone(),
            attr_groups: self.attr_groups.clone(),
            group_uses: self.group_uses.clone(),
            comdat_names: self.comdat_names.clone(),
            pending_structs: self.pending_structs.clone(),
            foreign_blocks: self.foreign_blocks.clone(),
            has_pointers: self.has_pointers,
            md_after_comma: false,
            depth: 0,
            fs: Default::default(),
            cur_func: None,
            record_intrinsics: self.record_intrinsics.clone(),
            gep_types: Vec::new(),
            type_list: Vec::new(),
            small_ints: self.small_ints.clone(),
            sym_globals: self.sym_globals.clone(),
            type_cache: self.type_cache.clone(),
            const_expr_cache: self.const_expr_cache.clone(),
            inst_arena: Vec::new(),
            block_insts: Vec::new(),
            deferring: false,
            deferred: Vec::new(),
            body_end: 0,
        }
    }

    /// Takes the bodies of `run` from `copy`, which read them: what it interned past `base`
    /// is interned here in order, and the bodies' references to it renumbered.
    fn merge(&mut self, mut copy: Parser<'a>, base: &Base, run: &[Deferred]) -> Option<()> {
        if !base.only_renumbered(&copy) {
            return None;
        }
        let cm = &copy.m;
        let mut map = Renumber {
            base,
            syms: Vec::new(),
            types: Vec::new(),
            consts: Vec::new(),
            attr_sets: Vec::new(),
            inline_asms: Vec::new(),
            metadata: self.m.metadata.len() as u32,
        };
        for s in base.syms..cm.symbols.len() {
            let sym = self.m.symbols.intern(cm.symbols.bytes(Sym(s as u32)));
            map.syms.push(sym);
        }
        for t in base.types..cm.types.len() {
            let ty = map.type_of(cm.types.get(TypeId(t as u32)))?;
            map.types.push(self.m.types.intern(ty));
        }
        for c in base.consts..cm.consts.len() {
            let constant = map.constant(cm.consts.get(ConstId(c as u32)));
            map.consts.push(self.m.consts.intern(constant));
        }
        for a in base.attr_sets..cm.attr_sets.len() {
            let attrs: Vec<Attr> = cm.attr_sets.get(AttrSetId(a as u32)).iter().map(|a| map.attr(a)).collect();
            map.attr_sets.push(self.m.attr_sets.intern(attrs));
        }
        for asm in &cm.inline_asms[base.inline_asms..] {
            self.m.inline_asms.push(InlineAsm { ty: map.ty(asm.ty), fn_ty: map.ty(asm.fn_ty), ..asm.clone() });
            map.inline_asms.push(InlineAsmId(self.m.inline_asms.len() as u32 - 1));
        }
        for md in &cm.metadata[base.metadata..] {
            let md = map.metadata(md);
            self.m.metadata.push(md);
        }
        self.group_uses.extend_from_slice(&copy.group_uses[base.group_uses..]);
        for d in run {
            let from = &mut copy.m.functions[d.func.index()];
            let to = &mut self.m.functions[d.func.index()];
            to.insts = std::mem::take(&mut from.insts);
            to.blocks = std::mem::take(&mut from.blocks);
            to.layout = std::mem::take(&mut from.layout);
            for inst in &mut to.insts {
                map.inst(inst);
            }
            for block in &mut to.blocks {
                block.name = block.name.map(|s| map.sym(s));
            }
        }
        Some(())
    }
}

/// What a copy's ids past [`Base`] are in the module.
struct Renumber<'b> {
    base: &'b Base,
    syms: Vec<Sym>,
    types: Vec<TypeId>,
    consts: Vec<ConstId>,
    attr_sets: Vec<AttrSetId>,
    inline_asms: Vec<InlineAsmId>,
    /// Where the copy's own metadata starts in the module's arena.
    metadata: u32,
}

impl Renumber<'_> {
    fn sym(&self, s: Sym) -> Sym {
        s.0.checked_sub(self.base.syms as u32).map_or(s, |k| self.syms[k as usize])
    }

    fn ty(&self, t: TypeId) -> TypeId {
        t.0.checked_sub(self.base.types as u32).map_or(t, |k| self.types[k as usize])
    }

    fn attr_set(&self, a: AttrSetId) -> AttrSetId {
        a.0.checked_sub(self.base.attr_sets as u32).map_or(a, |k| self.attr_sets[k as usize])
    }

    fn md(&self, md: MdId) -> MdId {
        md.0.checked_sub(self.base.metadata as u32).map_or(md, |k| MdId(self.metadata + k))
    }

    fn metadata(&self, md: &Metadata) -> Metadata {
        match md {
            &Metadata::String(s) => Metadata::String(self.sym(s)),
            &Metadata::Value(ty, v) => Metadata::Value(self.ty(ty), self.value(v)),
            Metadata::Tuple { distinct, ops } => {
                Metadata::Tuple { distinct: *distinct, ops: ops.iter().map(|op| op.map(|m| self.md(m))).collect() }
            }
            Metadata::Node { distinct, kind, fields } => Metadata::Node {
                distinct: *distinct,
                kind: self.sym(*kind),
                fields: fields.iter().map(|(name, field)| (name.map(|s| self.sym(s)), self.md_field(field))).collect(),
            },
        }
    }

    fn md_field(&self, field: &MdField) -> MdField {
        match field {
            &MdField::Str(s) => MdField::Str(self.sym(s)),
            &MdField::Word(s) => MdField::Word(self.sym(s)),
            MdField::Flags(flags) => MdField::Flags(flags.iter().map(|&s| self.sym(s)).collect()),
            &MdField::Md(m) => MdField::Md(self.md(m)),
            other => other.clone(),
        }
    }

    fn value(&self, v: Value) -> Value {
        match v {
            Value::Metadata(md) => Value::Metadata(self.md(md)),
            Value::Const(c) => {
                Value::Const(c.0.checked_sub(self.base.consts as u32).map_or(c, |k| self.consts[k as usize]))
            }
            Value::InlineAsm(a) => {
                Value::InlineAsm(a.0.checked_sub(self.base.inline_asms as u32).map_or(a, |k| self.inline_asms[k as usize]))
            }
            v => v,
        }
    }

    fn values(&self, values: &[Value]) -> Vec<Value> {
        values.iter().map(|&v| self.value(v)).collect()
    }

    /// A copy's new type in the module's ids (`None` for an identified struct, which only
    /// the first pass makes).
    fn type_of(&self, ty: &Type) -> Option<Type> {
        Some(match ty {
            &Type::Ptr { addrspace, pointee } => Type::Ptr { addrspace, pointee: pointee.map(|t| self.ty(t)) },
            &Type::Array { len, elem } => Type::Array { len, elem: self.ty(elem) },
            &Type::Vector { len, elem, scalable } => Type::Vector { len, elem: self.ty(elem), scalable },
            Type::Struct { fields, packed } => Type::Struct { fields: fields.iter().map(|&t| self.ty(t)).collect(), packed: *packed },
            Type::Function { ret, params, vararg } => {
                Type::Function { ret: self.ty(*ret), params: params.iter().map(|&t| self.ty(t)).collect(), vararg: *vararg }
            }
            Type::Named { .. } => return None,
            other => other.clone(),
        })
    }

    fn constant(&self, c: &Constant) -> Constant {
        let kind = match &c.kind {
            ConstKind::Array(v) => ConstKind::Array(self.values(v)),
            ConstKind::Struct(v) => ConstKind::Struct(self.values(v)),
            ConstKind::Vector(v) => ConstKind::Vector(self.values(v)),
            ConstKind::Expr(e) => {
                let extra = match &e.extra {
                    &ConstExprExtra::Gep { source, inrange, inrange_bytes } => {
                        ConstExprExtra::Gep { source: self.ty(source), inrange, inrange_bytes }
                    }
                    other => other.clone(),
                };
                ConstKind::Expr(Box::new(ConstExpr { opcode: e.opcode, flags: e.flags, operands: self.values(&e.operands), extra }))
            }
            other => other.clone(),
        };
        Constant { ty: self.ty(c.ty), kind }
    }

    fn attr(&self, a: &Attr) -> Attr {
        match a {
            &Attr::Type(kind, ty) => Attr::Type(kind, ty.map(|t| self.ty(t))),
            &Attr::Str(key, value) => Attr::Str(self.sym(key), value.map(|s| self.sym(s))),
            &Attr::Range { ty, lo, hi } => Attr::Range { ty: self.ty(ty), lo, hi },
            other => other.clone(),
        }
    }

    fn attr_list(&self, list: &AttrList) -> AttrList {
        AttrList {
            func: self.attr_set(list.func),
            ret: self.attr_set(list.ret),
            params: list.params.iter().map(|&a| self.attr_set(a)).collect(),
        }
    }

    fn inst(&self, inst: &mut Inst) {
        inst.ty = self.ty(inst.ty);
        inst.name = inst.name.map(|s| self.sym(s));
        for v in inst.operands.as_mut_slice() {
            *v = self.value(*v);
        }
        match &mut inst.data {
            InstData::Alloca { allocated, .. } => *allocated = self.ty(*allocated),
            InstData::Mem { scope, .. }
            | InstData::Fence { scope, .. }
            | InstData::CmpXchg { scope, .. }
            | InstData::AtomicRmw { scope, .. } => *scope = scope.map(|s| self.sym(s)),
            InstData::Gep { source } => *source = self.ty(*source),
            InstData::Call(call) => {
                call.fn_ty = self.ty(call.fn_ty);
                call.attrs = self.attr_list(&call.attrs);
                for bundle in &mut call.bundles {
                    bundle.tag = self.sym(bundle.tag);
                    for v in &mut bundle.inputs {
                        *v = self.value(*v);
                    }
                }
            }
            InstData::None
            | InstData::ICmp(_)
            | InstData::FCmp(_)
            | InstData::Phi(_)
            | InstData::Indices(_)
            | InstData::LandingPad { .. } => {}
        }
        for (kind, md) in &mut inst.metadata {
            (*kind, *md) = (self.sym(*kind), self.md(*md));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four bodies, each adding constants, types, names, attribute sets, inline asm and
    /// metadata of its own or shared with another body.
    const MODULE: &str = "%struct.S = type { i32, double }
@g = global i32 7
define i32 @a(i32 %x) {
entry:
  %y = add nsw i32 %x, 123456
  %p = alloca <3 x i16>, align 8
  %z = call i32 @c(i32 %y) #1, !annotation !1
  ret i32 %z
}
define i64 @b(ptr %p, i64 %n) {
  %1 = cmpxchg ptr %p, i64 %n, i64 987654 seq_cst seq_cst
  %2 = extractvalue { i64, i1 } %1, 0
  call void asm sideeffect \"nop # $0\", \"r,~{dirflag}\"(i64 %2), !srcloc !2
  ret i64 %2
}
define i32 @c(i32 %v) {
start:
  %q = add nsw i32 %v, 123456
  %s = alloca %struct.S, align 8
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store double 2.5, ptr %f, align 8
  call void @llvm.dbg.value(metadata i32 %q, metadata !3, metadata !DIExpression()), !dbg !4
  ret i32 %q
}
define <2 x float> @d(<2 x float> %v) {
  %w = fadd <2 x float> %v, <float 1.0, float 0x3FB99999A0000000>
  %r = call <2 x float> @e(<2 x float> %w) \"odd\"=\"attr\"
  ret <2 x float> %r
}
declare <2 x float> @e(<2 x float>)
declare void @llvm.dbg.value(metadata, metadata, metadata)
attributes #1 = { nounwind \"k\"=\"v\" }
!1 = !{!\"shared\"}
!2 = !{i64 42}
!3 = !DILocalVariable(name: \"q\", scope: null)
!4 = !DILocation(line: 3, scope: null)
";

    fn read(text: &str, jobs: usize) -> Option<Module> {
        parse_parallel(&SourceFile::new("t.ll", text), jobs)
    }

    #[test]
    fn bodies_read_on_threads_print_as_a_serial_read() {
        let serial = crate::print(&crate::parse("t.ll", MODULE).unwrap());
        for jobs in [2, 3, 4, 8] {
            let module = read(MODULE, jobs).unwrap_or_else(|| panic!("-j{jobs} fell back to the serial reader"));
            assert_eq!(crate::print(&module), serial, "-j{jobs}");
        }
    }

    #[test]
    fn runs_are_consecutive_and_balanced() {
        let d = |open, close| Deferred { func: FuncId(0), args: Vec::new(), open, close };
        let bodies = [d(0, 10), d(10, 20), d(20, 30), d(30, 100)];
        let lens: Vec<usize> = split_runs(&bodies, 2).iter().map(|r| r.len()).collect();
        assert_eq!(lens, [3, 1], "the last body is most of the text");
        let lens: Vec<usize> = split_runs(&bodies[..3], 3).iter().map(|r| r.len()).collect();
        assert_eq!(lens, [1, 1, 1]);
    }

    #[test]
    fn what_threads_cannot_read_goes_to_the_serial_reader() {
        // A body closed in the middle of a line, a block address of a function another thread
        // reads, and errors: the serial reader reads (or rejects) each.
        let one_line = "define void @f() { ret void }\ndefine void @g() {\n  ret void\n}\n";
        let foreign = "define void @f() {\nb:\n  br label %c\nc:\n  ret void\n}\ndefine ptr @g() {\n  ret ptr blockaddress(@f, %c)\n}\n";
        let own = "define ptr @f() {\nb:\n  ret ptr blockaddress(@f, %b)\n}\ndefine void @g() {\n  ret void\n}\n";
        assert!(read(one_line, 2).is_none());
        assert!(read(foreign, 2).is_none());
        assert!(read(own, 2).is_some());
        for text in [one_line, foreign, own] {
            let threaded = parse_file_jobs(&SourceFile::new("t.ll", text), 2).unwrap();
            assert_eq!(crate::print(&threaded), crate::print(&crate::parse("t.ll", text).unwrap()));
        }
    }

    #[test]
    fn the_first_error_in_file_order_is_reported() {
        let text = "define void @f() {\n  ret i32 1\n}\ndefine void @g() {\n  %x = add i32 %y, 1\n  ret void\n}\n@h = global i32 undefined_word\n";
        let serial = crate::parse("t.ll", text).unwrap_err().to_string();
        assert!(serial.contains("t.ll:2:"), "{serial}");
        for jobs in [2, 3] {
            let threaded = parse_file_jobs(&SourceFile::new("t.ll", text), jobs).unwrap_err().to_string();
            assert_eq!(threaded, serial, "-j{jobs}");
        }
    }
}
