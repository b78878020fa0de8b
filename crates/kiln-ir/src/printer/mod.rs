//! The printer: a [`Module`] back to `.ll` text that LLVM 14's `llvm-as` reads.
//!
//! Unnamed values, blocks and globals get their numbers from their position, so a module
//! read from text prints with the input's numbering. Function attributes print as groups
//! `#N` numbered in order of first use; metadata nodes that had a number keep it and all
//! others print inline. The output aims at equal meaning, not at `llvm-dis`'s exact layout.

mod attrs;
pub mod float;
mod values;

pub use values::{type_to_string, write_float, write_name, write_type};

use crate::attr::AttrSetId;
use crate::inst::{AtomicOrdering, Inst, InstData, InstFlags, Opcode, TailKind};
use crate::metadata::MdId;
use crate::module::{BlockId, FuncId, Function, GlobalId, GlobalKind, Linkage, Module, ThreadLocal, Visibility};
use crate::reader::LocalKey;
use crate::types::{Type, TypeTable};
use crate::value::Value;
use std::fmt::Write;
use attrs::{write_attr, write_attr_set};
use values::write_string;

/// The module as `.ll` text.
pub fn print(m: &Module) -> String {
    let mut p = Printer::new(m);
    p.module();
    p.out
}

/// One instruction of `f` as it prints in a function body (no indentation), for messages.
pub fn print_inst<'m>(m: &'m Module, f: &'m Function, id: crate::module::InstId) -> String {
    let mut p = Printer::new(m);
    p.func = Some(f);
    p.slots.compute(f);
    p.inst(id, &f.insts[id.index()]);
    p.out
}

/// Numbers of the unnamed arguments, blocks and instructions of one function.
#[derive(Default)]
pub(crate) struct Slots {
    pub arg: Vec<u32>,
    pub block: Vec<u32>,
    pub inst: Vec<u32>,
}

impl Slots {
    pub fn of(f: &Function) -> Slots {
        let mut s = Slots::default();
        s.compute(f);
        s
    }

    fn compute(&mut self, f: &Function) {
        self.arg.clear();
        self.block.clear();
        self.inst.clear();
        self.block.resize(f.blocks.len(), u32::MAX);
        self.inst.resize(f.insts.len(), u32::MAX);
        let mut n = 0;
        for a in &f.args {
            self.arg.push(n);
            if a.name.is_none() {
                n += 1;
            }
        }
        for &b in &f.layout {
            let block = &f.blocks[b.index()];
            if block.name.is_none() {
                self.block[b.index()] = n;
                n += 1;
            }
            for &i in &block.insts {
                let inst = &f.insts[i.index()];
                if inst.name.is_none() && inst.ty != TypeTable::VOID {
                    self.inst[i.index()] = n;
                    n += 1;
                }
            }
        }
    }
}

/// The block of an already-read function called `key` (for `blockaddress`).
pub(crate) fn find_block(m: &Module, f: FuncId, key: LocalKey) -> Option<BlockId> {
    let func = &m.functions[f.index()];
    match key {
        LocalKey::Named(s) => func.layout.iter().copied().find(|b| func.blocks[b.index()].name == Some(s)),
        LocalKey::Num(n) => {
            let slots = Slots::of(func);
            func.layout.iter().copied().find(|b| slots.block[b.index()] == n)
        }
    }
}

pub(crate) struct Printer<'m> {
    pub m: &'m Module,
    pub out: String,
    pub func: Option<&'m Function>,
    pub slots: Slots,
    pub global_numbers: Vec<u32>,
    pub md_numbers: Vec<u32>,
    /// Attribute sets printed as groups, in the order of their numbers (`#0`, `#1`, ...).
    groups: Vec<AttrSetId>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module) -> Printer<'m> {
        let mut global_numbers = vec![u32::MAX; m.globals.len()];
        let mut n = 0;
        let order = m.vars.iter().chain(&m.aliases).chain(&m.ifuncs).copied().chain(m.functions.iter().map(|f| f.global));
        for g in order {
            if m.globals[g.index()].name.is_none() {
                global_numbers[g.index()] = n;
                n += 1;
            }
        }
        let mut md_numbers = vec![u32::MAX; m.metadata.len()];
        for &(num, id) in &m.md_numbered {
            md_numbers[id.index()] = num;
        }
        Printer { m, out: String::with_capacity(1 << 16), func: None, slots: Slots::default(), global_numbers, md_numbers, groups: Vec::new() }
    }

    fn module(&mut self) {
        let m = self.m;
        for (key, v) in [("source_filename", &m.source_filename), ("target datalayout", &m.data_layout), ("target triple", &m.triple)] {
            if let Some(v) = v {
                self.out.push_str(key);
                self.out.push_str(" = ");
                write_string(&mut self.out, v);
                self.out.push('\n');
            }
        }
        for line in &m.module_asm {
            self.out.push_str("module asm ");
            write_string(&mut self.out, line);
            self.out.push('\n');
        }
        self.out.push('\n');
        for &t in &m.types.structs {
            if let Type::Named { body, .. } = m.types.get(t) {
                self.ty(t);
                self.out.push_str(" = type ");
                match body {
                    Some((fields, packed)) => values::write_struct_body(&mut self.out, m, fields, *packed),
                    None => self.out.push_str("opaque"),
                }
                self.out.push('\n');
            }
        }
        for c in &m.comdats {
            self.sym_name('$', c.name);
            let kind = crate::module::ComdatKind::ALL.iter().find(|(k, _)| *k == c.kind).map_or("any", |(_, n)| n);
            let _ = writeln!(self.out, " = comdat {kind}");
        }
        for &g in &m.vars {
            self.global_var(g);
        }
        for &g in m.aliases.iter().chain(&m.ifuncs) {
            self.alias(g);
        }
        for f in m.functions.iter().filter(|f| !m.debug_record_decls.contains(&f.global)) {
            self.out.push('\n');
            self.function(f);
        }
        self.out.push('\n');
        let groups = std::mem::take(&mut self.groups);
        for (number, &set) in groups.iter().enumerate() {
            let _ = write!(self.out, "attributes #{number} = {{");
            for a in attrs::sorted_attrs(m, set) {
                self.out.push(' ');
                write_attr(&mut self.out, m, a, true);
            }
            self.out.push_str(" }\n");
        }
        for (name, ops) in &m.named_metadata {
            values::write_md_name(&mut self.out, m.symbols.bytes(*name));
            self.out.push_str(" = !{");
            for (i, &op) in ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md_ref(op);
            }
            self.out.push_str("}\n");
        }
        for &(n, id) in &m.md_numbered {
            let _ = write!(self.out, "!{n} = ");
            self.md_inline(id);
            self.out.push('\n');
        }
    }

    /// Refers to attribute set `set` as a group, numbered densely in order of first use so
    /// that reading the print back and printing again gives the same numbers.
    fn group_ref(&mut self, set: AttrSetId) {
        if !set.is_empty() {
            let number = self.groups.iter().position(|&g| g == set).unwrap_or_else(|| {
                self.groups.push(set);
                self.groups.len() - 1
            });
            let _ = write!(self.out, " #{number}");
        }
    }

    /// Linkage, preemption, visibility, DLL storage, TLS and unnamed_addr, each + space.
    fn global_prefix(&mut self, g: GlobalId, is_decl: bool) {
        let gl = &self.m.globals[g.index()];
        match gl.linkage {
            Linkage::Default | Linkage::External => {
                if is_decl && !gl.is_function() {
                    self.out.push_str("external ");
                }
            }
            l => {
                self.out.push_str(l.name());
                self.out.push(' ');
            }
        }
        if gl.dso_local {
            self.out.push_str("dso_local ");
        }
        if gl.visibility != Visibility::Default {
            self.out.push_str(gl.visibility.name());
            self.out.push(' ');
        }
        if gl.dll_storage != Default::default() {
            self.out.push_str(gl.dll_storage.name());
            self.out.push(' ');
        }
        match gl.thread_local {
            ThreadLocal::Default => {}
            ThreadLocal::GeneralDynamic => self.out.push_str("thread_local "),
            t => {
                let _ = write!(self.out, "thread_local({}) ", t.name());
            }
        }
    }

    fn unnamed_addr(&mut self, g: GlobalId) {
        let u = self.m.globals[g.index()].unnamed_addr;
        if u != Default::default() {
            self.out.push_str(u.name());
            self.out.push(' ');
        }
    }

    /// `, section "s"`, `, partition`, `, comdat($c)`, `, align N`.
    fn global_tail(&mut self, g: GlobalId, comma: bool) {
        let m = self.m;
        let gl = &m.globals[g.index()];
        let sep = if comma { ", " } else { " " };
        if let Some(s) = gl.section {
            self.out.push_str(sep);
            self.out.push_str("section ");
            write_string(&mut self.out, m.symbols.bytes(s));
        }
        if let Some(s) = gl.partition {
            self.out.push_str(sep);
            self.out.push_str("partition ");
            write_string(&mut self.out, m.symbols.bytes(s));
        }
        if let Some(c) = gl.comdat {
            self.out.push_str(sep);
            self.out.push_str("comdat(");
            self.sym_name('$', m.comdats[c.index()].name);
            self.out.push(')');
        }
        if gl.align != 0 {
            let _ = write!(self.out, "{sep}align {}", gl.align);
        }
    }

    fn attachments(&mut self, md: &[(crate::symbol::Sym, MdId)], comma: bool) {
        for &(kind, node) in md {
            self.out.push_str(if comma { ", " } else { " " });
            values::write_md_name(&mut self.out, self.m.symbols.bytes(kind));
            self.out.push(' ');
            self.md_ref(node);
        }
    }

    fn global_var(&mut self, g: GlobalId) {
        let m = self.m;
        let gl = &m.globals[g.index()];
        let GlobalKind::Var { constant, init, externally_initialized } = gl.kind else { return };
        self.global_name(g);
        self.out.push_str(" = ");
        self.global_prefix(g, init.is_none());
        self.unnamed_addr(g);
        if gl.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", gl.addrspace);
        }
        if externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out.push_str(if constant { "constant " } else { "global " });
        self.ty(gl.value_ty);
        if let Some(init) = init {
            self.out.push(' ');
            self.value(init);
        }
        self.global_tail(g, true);
        self.attachments(&gl.metadata, true);
        self.group_ref(gl.attrs);
        self.out.push('\n');
    }

    fn alias(&mut self, g: GlobalId) {
        let m = self.m;
        let gl = &m.globals[g.index()];
        let (word, target) = match gl.kind {
            GlobalKind::Alias { aliasee } => ("alias ", aliasee),
            GlobalKind::IFunc { resolver } => ("ifunc ", resolver),
            _ => return,
        };
        self.global_name(g);
        self.out.push_str(" = ");
        self.global_prefix(g, false);
        self.unnamed_addr(g);
        self.out.push_str(word);
        self.ty(gl.value_ty);
        self.out.push_str(", ");
        self.typed(target);
        if let Some(s) = gl.partition {
            self.out.push_str(", partition ");
            write_string(&mut self.out, m.symbols.bytes(s));
        }
        self.out.push('\n');
    }

    fn function(&mut self, f: &'m Function) {
        let m = self.m;
        let g = f.global;
        let gl = &m.globals[g.index()];
        let decl = f.is_declaration();
        self.func = Some(f);
        self.slots.compute(f);
        if decl {
            self.out.push_str("declare");
            self.attachments(&gl.metadata, false);
            self.out.push(' ');
        } else {
            self.out.push_str("define ");
        }
        self.global_prefix(g, decl);
        write_calling_convention(&mut self.out, f.cc);
        write_attr_set(&mut self.out, m, f.attrs.ret);
        let Type::Function { ret, params, vararg } = m.types.get(f.ty) else { return };
        self.ty(*ret);
        self.out.push(' ');
        self.global_name(g);
        self.out.push('(');
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(*p);
            for a in attrs::sorted_attrs(m, f.attrs.param(i)) {
                self.out.push(' ');
                write_attr(&mut self.out, m, a, false);
            }
            if !decl {
                self.out.push(' ');
                self.value(Value::Arg(i as u32));
            }
        }
        if *vararg {
            self.out.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        let u = gl.unnamed_addr;
        if u != Default::default() {
            self.out.push(' ');
            self.out.push_str(u.name());
        }
        if gl.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", gl.addrspace);
        }
        self.group_ref(f.attrs.func);
        self.global_tail(g, false);
        if let Some(gc) = f.gc {
            self.out.push_str(" gc ");
            write_string(&mut self.out, m.symbols.bytes(gc));
        }
        for (word, v) in [(" prefix ", f.prefix), (" prologue ", f.prologue), (" personality ", f.personality)] {
            if let Some(v) = v {
                self.out.push_str(word);
                self.typed(v);
            }
        }
        if decl {
            self.out.push('\n');
            self.func = None;
            return;
        }
        self.attachments(&gl.metadata, false);
        self.out.push_str(" {\n");
        for (bi, &b) in f.layout.iter().enumerate() {
            let block = &f.blocks[b.index()];
            if bi > 0 {
                self.out.push('\n');
            }
            match block.name {
                Some(s) => {
                    values::write_ident(&mut self.out, m.symbols.bytes(s));
                    self.out.push_str(":\n");
                }
                None => {
                    let _ = writeln!(self.out, "{}:", self.slots.block[b.index()]);
                }
            }
            for &i in &block.insts {
                self.out.push_str("  ");
                self.inst(i, &f.insts[i.index()]);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
        self.func = None;
    }

    fn inst(&mut self, id: crate::module::InstId, inst: &Inst) {
        let m = self.m;
        if inst.ty != TypeTable::VOID {
            self.value(Value::Inst(id));
            self.out.push_str(" = ");
        }
        if inst.flags.has(InstFlags::DEBUG_RECORD) {
            self.debug_record(inst);
            return;
        }
        let op = inst.opcode;
        let ops = &inst.operands;
        if let InstData::Call(c) = &inst.data {
            if c.tail != TailKind::None {
                self.out.push_str(c.tail.name());
                self.out.push(' ');
            }
        }
        self.out.push_str(op.name());
        self.inst_flags(inst);
        match (&inst.data, op) {
            (_, Opcode::Ret) => {
                if ops.is_empty() {
                    self.out.push_str(" void");
                } else {
                    self.out.push(' ');
                    self.typed(ops[0]);
                }
            }
            (_, Opcode::Switch) => {
                self.out.push(' ');
                self.typed(ops[0]);
                self.out.push_str(", ");
                self.typed(ops[1]);
                self.out.push_str(" [");
                for pair in ops[2..].chunks(2) {
                    self.out.push_str("\n    ");
                    self.typed(pair[0]);
                    self.out.push_str(", ");
                    self.typed(pair[1]);
                }
                self.out.push_str("\n  ]");
            }
            (_, Opcode::IndirectBr) => {
                self.out.push(' ');
                self.typed(ops[0]);
                self.out.push_str(", [");
                self.list(&ops[1..]);
                self.out.push(']');
            }
            (InstData::Call(c), _) => {
                self.out.push(' ');
                write_calling_convention(&mut self.out, c.cc);
                write_attr_set(&mut self.out, m, c.attrs.ret);
                let callee = inst.callee().expect("calls have a callee");
                let callee_ty = m.value_type(self.func, callee);
                if let Type::Ptr { addrspace, .. } = m.types.get(callee_ty) {
                    if *addrspace != 0 {
                        let _ = write!(self.out, "addrspace({addrspace}) ");
                    }
                }
                let Type::Function { ret, vararg, .. } = m.types.get(c.fn_ty) else { return };
                let ret_is_fn_ptr = matches!(m.types.get(*ret), Type::Ptr { pointee: Some(p), .. } if matches!(m.types.get(*p), Type::Function { .. }));
                if *vararg || ret_is_fn_ptr {
                    self.ty(c.fn_ty);
                } else {
                    self.ty(*ret);
                }
                self.out.push(' ');
                self.value(callee);
                self.out.push('(');
                for (i, &a) in inst.call_args().iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let ty = m.value_type(self.func, a);
                    self.ty(ty);
                    self.out.push(' ');
                    write_attr_set(&mut self.out, m, c.attrs.param(i));
                    self.value(a);
                }
                // As LLVM prints it: a musttail call in a variadic function forwards its varargs.
                if c.tail == TailKind::MustTail && self.func.is_some_and(|f| matches!(m.types.get(f.ty), Type::Function { vararg: true, .. })) {
                    self.out.push_str(if inst.call_args().is_empty() { "..." } else { ", ..." });
                }
                self.out.push(')');
                self.group_ref(c.attrs.func);
                if !c.bundles.is_empty() {
                    self.out.push_str(" [ ");
                    for (i, b) in c.bundles.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        write_string(&mut self.out, m.symbols.bytes(b.tag));
                        self.out.push('(');
                        self.list(&b.inputs);
                        self.out.push(')');
                    }
                    self.out.push_str(" ]");
                }
                if op == Opcode::Invoke {
                    let n = ops.len();
                    self.out.push_str("\n          to ");
                    self.typed(ops[n - 2]);
                    self.out.push_str(" unwind ");
                    self.typed(ops[n - 1]);
                }
            }
            (InstData::ICmp(p), _) => {
                let _ = write!(self.out, " {} ", p.name());
                self.typed(ops[0]);
                self.out.push_str(", ");
                self.value(ops[1]);
            }
            (InstData::FCmp(p), _) => {
                let _ = write!(self.out, " {} ", p.name());
                self.typed(ops[0]);
                self.out.push_str(", ");
                self.value(ops[1]);
            }
            (InstData::Alloca { allocated, align, addrspace }, _) => {
                self.out.push(' ');
                self.ty(*allocated);
                if let Some(&count) = ops.first() {
                    self.out.push_str(", ");
                    self.typed(count);
                }
                if *align != 0 {
                    let _ = write!(self.out, ", align {align}");
                }
                if *addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            (InstData::Mem { align, ordering, scope }, _) => {
                self.out.push(' ');
                if op == Opcode::Load {
                    self.ty(inst.ty);
                    self.out.push_str(", ");
                    self.typed(ops[0]);
                } else {
                    self.list(ops);
                }
                self.ordering(*scope, *ordering);
                if *align != 0 {
                    let _ = write!(self.out, ", align {align}");
                }
            }
            (InstData::Fence { ordering, scope }, _) => self.ordering(*scope, *ordering),
            (InstData::CmpXchg { success, failure, scope, align }, _) => {
                self.out.push(' ');
                self.list(ops);
                self.ordering(*scope, *success);
                let _ = write!(self.out, " {}", failure.name());
                if *align != 0 {
                    let _ = write!(self.out, ", align {align}");
                }
            }
            (InstData::AtomicRmw { op: rmw, ordering, scope, align }, _) => {
                let _ = write!(self.out, " {} ", rmw.name());
                self.list(ops);
                self.ordering(*scope, *ordering);
                if *align != 0 {
                    let _ = write!(self.out, ", align {align}");
                }
            }
            (InstData::Gep { source }, _) => {
                self.out.push(' ');
                self.ty(*source);
                self.out.push_str(", ");
                self.list(ops);
            }
            (InstData::Phi(blocks), _) => {
                self.out.push(' ');
                self.ty(inst.ty);
                for (i, (&v, &b)) in ops.iter().zip(blocks).enumerate() {
                    self.out.push_str(if i > 0 { ", [ " } else { " [ " });
                    self.value(v);
                    self.out.push_str(", ");
                    self.value(Value::Block(b));
                    self.out.push_str(" ]");
                }
            }
            (InstData::Indices(idx), _) => {
                self.out.push(' ');
                self.list(ops);
                for i in idx {
                    let _ = write!(self.out, ", {i}");
                }
            }
            (InstData::LandingPad { cleanup, catch }, _) => {
                self.out.push(' ');
                self.ty(inst.ty);
                if *cleanup {
                    self.out.push_str(" cleanup");
                }
                for (&v, &is_catch) in ops.iter().zip(catch) {
                    self.out.push_str(if is_catch { " catch " } else { " filter " });
                    self.typed(v);
                }
            }
            _ if op.is_cast() => {
                self.out.push(' ');
                self.typed(ops[0]);
                self.out.push_str(" to ");
                self.ty(inst.ty);
            }
            _ if op.is_binary() => {
                self.out.push(' ');
                self.typed(ops[0]);
                self.out.push_str(", ");
                self.value(ops[1]);
            }
            (_, Opcode::VaArg) => {
                self.out.push(' ');
                self.typed(ops[0]);
                self.out.push_str(", ");
                self.ty(inst.ty);
            }
            _ => {
                if !ops.is_empty() {
                    self.out.push(' ');
                    self.list(ops);
                }
            }
        }
        self.attachments(&inst.metadata, true);
    }

    /// Flags right after the opcode: `nuw nsw`, `exact`, `inbounds`, fast-math, `volatile`...
    fn inst_flags(&mut self, inst: &Inst) {
        let f = inst.flags;
        match inst.opcode {
            Opcode::Load | Opcode::Store => {
                if let InstData::Mem { ordering, .. } = inst.data {
                    if ordering != AtomicOrdering::NotAtomic {
                        self.out.push_str(" atomic");
                    }
                }
                if f.has(InstFlags::VOLATILE) {
                    self.out.push_str(" volatile");
                }
            }
            Opcode::CmpXchg => {
                if f.has(InstFlags::WEAK) {
                    self.out.push_str(" weak");
                }
                if f.has(InstFlags::VOLATILE) {
                    self.out.push_str(" volatile");
                }
            }
            Opcode::AtomicRmw if f.has(InstFlags::VOLATILE) => self.out.push_str(" volatile"),
            Opcode::Alloca => {
                if f.has(InstFlags::INALLOCA) {
                    self.out.push_str(" inalloca");
                }
                if f.has(InstFlags::SWIFTERROR) {
                    self.out.push_str(" swifterror");
                }
            }
            _ => {
                self.int_flags(f);
                let fmf = f.fmf();
                if fmf.0 == crate::inst::FastMathFlags::ALL {
                    self.out.push_str(" fast");
                } else {
                    for (i, name) in crate::inst::FastMathFlags::NAMES.iter().enumerate() {
                        if fmf.0 & (1 << i) != 0 {
                            self.out.push(' ');
                            self.out.push_str(name);
                        }
                    }
                }
            }
        }
    }

    /// A call read from a debug record, written back as one: `#dbg_value(V, !var, !expr, !loc)`.
    fn debug_record(&mut self, inst: &Inst) {
        let m = self.m;
        let name = inst.callee().and_then(|c| match c {
            Value::Global(g) => m.globals[g.index()].name.map(|s| m.symbols.bytes(s)),
            _ => None,
        });
        let kind = name.and_then(|n| n.strip_prefix(b"llvm.")).unwrap_or(b"dbg.value");
        self.out.push('#');
        self.out.push_str(&String::from_utf8_lossy(kind).replace('.', "_"));
        self.out.push('(');
        for &a in inst.call_args() {
            self.value(a);
            self.out.push_str(", ");
        }
        if let Some(&(_, loc)) = inst.metadata.first() {
            self.md_ref(loc);
        }
        self.out.push(')');
    }

    fn ordering(&mut self, scope: Option<crate::symbol::Sym>, ordering: AtomicOrdering) {
        if ordering == AtomicOrdering::NotAtomic {
            return;
        }
        if let Some(s) = scope {
            self.out.push_str(" syncscope(");
            write_string(&mut self.out, self.m.symbols.bytes(s));
            self.out.push(')');
        }
        self.out.push(' ');
        self.out.push_str(ordering.name());
    }
}

/// `tailcc `, or `cc N ` for a convention without a keyword; nothing for C's.
fn write_calling_convention(out: &mut String, cc: u32) {
    match crate::calling_conv::keyword(cc) {
        _ if cc == crate::calling_conv::C => {}
        Some(name) => {
            out.push_str(name);
            out.push(' ');
        }
        None => {
            let _ = write!(out, "cc {cc} ");
        }
    }
}
