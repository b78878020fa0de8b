//! Printing names, types, constants, operands and metadata.
//!
//! Floating-point constants print as exact hex; `float`/`half`... follow LLVM's rule of
//! writing the equal `double` for `float`, and their own bits (`0xH`, `0xK`, ...) otherwise.

use super::Printer;
use crate::constant::{ConstExprExtra, ConstKind};
use crate::metadata::{MdField, MdId, Metadata};
use crate::module::Module;
use crate::symbol::Sym;
use crate::types::{StructName, Type, TypeId};
use crate::value::Value;
use std::fmt::Write;

/// Writes `bytes` as an LLVM name after `sigil`, quoted when it needs to be.
pub fn write_name(out: &mut String, sigil: char, bytes: &[u8]) {
    out.push(sigil);
    write_ident(out, bytes);
}

/// Writes a name without sigil (labels), quoted when it needs to be.
pub fn write_ident(out: &mut String, bytes: &[u8]) {
    // One table lookup per byte (the lexer's name bytes, all ASCII, so that the text is
    // valid UTF-8 whenever it is plain).
    let plain = !bytes.is_empty() && !bytes[0].is_ascii_digit() && bytes.iter().all(|&b| crate::reader::lexer::is_name_char(b));
    if let Some(text) = plain.then(|| std::str::from_utf8(bytes).ok()).flatten() {
        out.push_str(text);
    } else {
        out.push('"');
        write_escaped(out, bytes);
        out.push('"');
    }
}

/// Writes a metadata name after `!` (`!dbg`, `!DILocation`, `!llvm.module.flags`); bytes
/// that cannot appear in one are escaped as `\XX`.
pub fn write_md_name(out: &mut String, bytes: &[u8]) {
    out.push('!');
    for (i, &b) in bytes.iter().enumerate() {
        let ok = b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_') || (i > 0 && b.is_ascii_digit());
        if ok {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Writes bytes with `"`, `\` and non-printable bytes as `\XX`.
pub fn write_escaped(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

pub fn write_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

/// The text of a type, for messages.
pub fn type_to_string(m: &Module, ty: TypeId) -> String {
    let mut s = String::new();
    write_type(&mut s, m, ty);
    s
}

pub fn write_type(out: &mut String, m: &Module, ty: TypeId) {
    match m.types.get(ty) {
        Type::Void => out.push_str("void"),
        Type::Label => out.push_str("label"),
        Type::Metadata => out.push_str("metadata"),
        Type::Token => out.push_str("token"),
        Type::X86Mmx => out.push_str("x86_mmx"),
        Type::X86Amx => out.push_str("x86_amx"),
        Type::Half => out.push_str("half"),
        Type::BFloat => out.push_str("bfloat"),
        Type::Float => out.push_str("float"),
        Type::Double => out.push_str("double"),
        Type::X86Fp80 => out.push_str("x86_fp80"),
        Type::Fp128 => out.push_str("fp128"),
        Type::PpcFp128 => out.push_str("ppc_fp128"),
        Type::Int(w) => {
            let _ = write!(out, "i{w}");
        }
        Type::Ptr { addrspace, pointee: None } => {
            out.push_str("ptr");
            if *addrspace != 0 {
                let _ = write!(out, " addrspace({addrspace})");
            }
        }
        Type::Ptr { addrspace, pointee: Some(p) } => {
            write_type(out, m, *p);
            if *addrspace != 0 {
                let _ = write!(out, " addrspace({addrspace})");
            }
            out.push('*');
        }
        Type::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(out, m, *elem);
            out.push(']');
        }
        Type::Vector { len, elem, scalable } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            let _ = write!(out, "{len} x ");
            write_type(out, m, *elem);
            out.push('>');
        }
        Type::Struct { fields, packed } => write_struct_body(out, m, fields, *packed),
        Type::Named { name: StructName::Named(s), .. } => write_name(out, '%', m.symbols.bytes(*s)),
        Type::Named { name: StructName::Numbered(n), .. } => {
            let _ = write!(out, "%{n}");
        }
        Type::Function { ret, params, vararg } => {
            write_type(out, m, *ret);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, m, *p);
            }
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
    }
}

pub fn write_struct_body(out: &mut String, m: &Module, fields: &[TypeId], packed: bool) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, m, *f);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// Float bits of type `ty` in LLVM's exact hex spellings.
pub fn write_float(out: &mut String, m: &Module, ty: TypeId, bits: u128) {
    let _ = match m.types.get(ty) {
        Type::Float => write!(out, "0x{:016X}", super::float::widen(bits as u64, 8, 23)),
        Type::Half => write!(out, "0xH{:04X}", bits),
        Type::BFloat => write!(out, "0xR{:04X}", bits),
        Type::X86Fp80 => write!(out, "0xK{:020X}", bits),
        // Low 64-bit word first, as LLVM spells it.
        Type::Fp128 => write!(out, "0xL{:032X}", bits.rotate_left(64)),
        Type::PpcFp128 => write!(out, "0xM{:032X}", bits),
        _ => write!(out, "0x{:016X}", bits as u64),
    };
}

impl<'m> Printer<'m> {
    pub(crate) fn ty(&mut self, ty: TypeId) {
        write_type(&mut self.out, self.m, ty);
    }

    /// `T v`.
    pub(crate) fn typed(&mut self, v: Value) {
        let ty = self.m.value_type(self.func, v);
        self.ty(ty);
        self.out.push(' ');
        self.value(v);
    }

    pub(crate) fn sym_name(&mut self, sigil: char, s: Sym) {
        write_name(&mut self.out, sigil, self.m.symbols.bytes(s));
    }

    /// A value without its type.
    pub(crate) fn value(&mut self, v: Value) {
        match v {
            Value::Inst(i) => {
                let f = self.func.expect("local value outside a function");
                match f.insts[i.index()].name {
                    Some(s) => self.sym_name('%', s),
                    None => {
                        let _ = write!(self.out, "%{}", self.slots.inst[i.index()]);
                    }
                }
            }
            Value::Arg(a) => {
                let f = self.func.expect("argument outside a function");
                match f.args[a as usize].name {
                    Some(s) => self.sym_name('%', s),
                    None => {
                        let _ = write!(self.out, "%{}", self.slots.arg[a as usize]);
                    }
                }
            }
            Value::Block(b) => {
                let f = self.func.expect("block outside a function");
                match f.blocks[b.index()].name {
                    Some(s) => self.sym_name('%', s),
                    None => {
                        let _ = write!(self.out, "%{}", self.slots.block[b.index()]);
                    }
                }
            }
            Value::Global(g) => self.global_name(g),
            Value::Const(c) => self.constant(c),
            Value::Metadata(md) => self.md_ref(md),
            Value::InlineAsm(a) => {
                let asm = &self.m.inline_asms[a.index()];
                self.out.push_str("asm ");
                for (on, word) in [
                    (asm.side_effect, "sideeffect "),
                    (asm.align_stack, "alignstack "),
                    (asm.intel_dialect, "inteldialect "),
                    (asm.unwind, "unwind "),
                ] {
                    if on {
                        self.out.push_str(word);
                    }
                }
                write_string(&mut self.out, &asm.asm);
                self.out.push_str(", ");
                write_string(&mut self.out, &asm.constraints);
            }
        }
    }

    pub(crate) fn global_name(&mut self, g: crate::module::GlobalId) {
        match self.m.globals[g.index()].name {
            Some(s) => self.sym_name('@', s),
            None => {
                let _ = write!(self.out, "@{}", self.global_numbers[g.index()]);
            }
        }
    }

    fn constant(&mut self, c: crate::constant::ConstId) {
        let m = self.m;
        let k = m.consts.get(c);
        match &k.kind {
            ConstKind::Int(v) => {
                let w = m.types.int_width(k.ty).unwrap_or(64);
                if w == 1 {
                    self.out.push_str(if *v & 1 == 1 { "true" } else { "false" });
                } else {
                    let s = if w >= 128 { *v as i128 } else { ((*v << (128 - w)) as i128) >> (128 - w) };
                    let _ = write!(self.out, "{s}");
                }
            }
            ConstKind::WideInt(words) => {
                let w = m.types.int_width(k.ty).unwrap_or(128);
                self.out.push_str(&crate::constant::wide_to_decimal(words, w));
            }
            ConstKind::Float(bits) => write_float(&mut self.out, m, k.ty, *bits),
            ConstKind::Null => self.out.push_str("null"),
            ConstKind::NoneToken => self.out.push_str("none"),
            ConstKind::Undef => self.out.push_str("undef"),
            ConstKind::Poison => self.out.push_str("poison"),
            ConstKind::Zero => self.out.push_str("zeroinitializer"),
            ConstKind::Array(elems) => self.elements('[', elems, ']'),
            ConstKind::Vector(elems) => self.elements('<', elems, '>'),
            ConstKind::Struct(elems) => {
                let packed = matches!(m.types.get(k.ty), Type::Struct { packed: true, .. } | Type::Named { body: Some((_, true)), .. });
                if packed {
                    self.out.push('<');
                }
                if elems.is_empty() {
                    self.out.push_str("{}");
                } else {
                    self.out.push_str("{ ");
                    self.list(elems);
                    self.out.push_str(" }");
                }
                if packed {
                    self.out.push('>');
                }
            }
            ConstKind::Bytes(b) => {
                self.out.push('c');
                write_string(&mut self.out, b);
            }
            ConstKind::BlockAddress { func, block } => {
                self.out.push_str("blockaddress(");
                self.global_name(*func);
                self.out.push_str(", ");
                self.block_in_other_function(*func, *block);
                self.out.push(')');
            }
            ConstKind::DsoLocalEquivalent(g) => {
                self.out.push_str("dso_local_equivalent ");
                self.global_name(*g);
            }
            ConstKind::NoCfi(g) => {
                self.out.push_str("no_cfi ");
                self.global_name(*g);
            }
            ConstKind::Expr(e) => {
                self.out.push_str(e.opcode.name());
                let flags = crate::inst::InstFlags(e.flags);
                self.int_flags(flags);
                match &e.extra {
                    ConstExprExtra::ICmp(p) => {
                        self.out.push(' ');
                        self.out.push_str(p.name());
                    }
                    ConstExprExtra::FCmp(p) => {
                        self.out.push(' ');
                        self.out.push_str(p.name());
                    }
                    _ => {}
                }
                if let ConstExprExtra::Gep { inrange_bytes: Some((lo, hi)), .. } = &e.extra {
                    let _ = write!(self.out, " inrange({lo}, {hi})");
                }
                self.out.push_str(" (");
                match &e.extra {
                    ConstExprExtra::Gep { source, inrange, .. } => {
                        self.ty(*source);
                        for (i, op) in e.operands.iter().enumerate() {
                            self.out.push_str(", ");
                            if *inrange == Some(i as u32) {
                                self.out.push_str("inrange ");
                            }
                            self.typed(*op);
                        }
                    }
                    ConstExprExtra::Indices(idx) => {
                        self.list(&e.operands);
                        for i in idx {
                            let _ = write!(self.out, ", {i}");
                        }
                    }
                    _ if e.opcode.is_cast() => {
                        self.typed(e.operands[0]);
                        self.out.push_str(" to ");
                        self.ty(k.ty);
                    }
                    _ => self.list(&e.operands),
                }
                self.out.push(')');
            }
        }
    }

    /// ` inbounds`, ` nuw nsw`, ` exact` and the later flags (` disjoint`, ` nneg`, ...),
    /// each with a leading space.
    pub(crate) fn int_flags(&mut self, f: crate::inst::InstFlags) {
        use crate::inst::InstFlags as F;
        const WORDS: [(u32, &str); 8] = [
            (F::INBOUNDS, " inbounds"), (F::NUSW, " nusw"), (F::NUW, " nuw"), (F::NSW, " nsw"), (F::EXACT, " exact"),
            (F::DISJOINT, " disjoint"), (F::NNEG, " nneg"), (F::SAMESIGN, " samesign"),
        ];
        for (bit, word) in WORDS {
            if f.has(bit) {
                self.out.push_str(word);
            }
        }
    }

    fn elements(&mut self, open: char, elems: &[Value], close: char) {
        self.out.push(open);
        self.list(elems);
        self.out.push(close);
    }

    /// `T a, T b, ...`.
    pub(crate) fn list(&mut self, vals: &[Value]) {
        for (i, v) in vals.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed(*v);
        }
    }

    fn block_in_other_function(&mut self, g: crate::module::GlobalId, block: u32) {
        let m = self.m;
        let crate::module::GlobalKind::Function(f) = m.globals[g.index()].kind else {
            let _ = write!(self.out, "%{block}");
            return;
        };
        let func = &m.functions[f.index()];
        match func.blocks.get(block as usize).and_then(|b| b.name) {
            Some(s) => self.sym_name('%', s),
            None => {
                let slots = super::Slots::of(func);
                let _ = write!(self.out, "%{}", slots.block.get(block as usize).copied().unwrap_or(block));
            }
        }
    }

    /// A metadata operand: `!N` for numbered nodes, otherwise written inline.
    pub(crate) fn md_ref(&mut self, id: MdId) {
        let n = self.md_numbers[id.index()];
        if n != u32::MAX {
            let _ = write!(self.out, "!{n}");
            return;
        }
        self.md_inline(id);
    }

    /// A metadata node's own text (`!{...}`, `!DIFoo(...)`, `!"s"`, `T v`).
    pub(crate) fn md_inline(&mut self, id: MdId) {
        let m = self.m;
        match &m.metadata[id.index()] {
            Metadata::String(s) => {
                self.out.push('!');
                write_string(&mut self.out, m.symbols.bytes(*s));
            }
            Metadata::Value(ty, v) => {
                self.ty(*ty);
                self.out.push(' ');
                self.value(*v);
            }
            Metadata::Tuple { distinct, ops } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push_str("!{");
                for (i, op) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match op {
                        Some(o) => self.md_ref(*o),
                        None => self.out.push_str("null"),
                    }
                }
                self.out.push('}');
            }
            Metadata::Node { distinct, kind, fields } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                write_md_name(&mut self.out, m.symbols.bytes(*kind));
                self.out.push('(');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if let Some(n) = name {
                        self.out.push_str(&m.symbols.text(*n));
                        self.out.push_str(": ");
                    }
                    match value {
                        MdField::Null => self.out.push_str("null"),
                        MdField::Int(v) => {
                            let _ = write!(self.out, "{v}");
                        }
                        MdField::Str(s) => write_string(&mut self.out, m.symbols.bytes(*s)),
                        MdField::Word(w) => self.out.push_str(&m.symbols.text(*w)),
                        MdField::Flags(ws) => {
                            for (j, w) in ws.iter().enumerate() {
                                if j > 0 {
                                    self.out.push_str(" | ");
                                }
                                self.out.push_str(&m.symbols.text(*w));
                            }
                        }
                        MdField::Md(r) => self.md_ref(*r),
                    }
                }
                self.out.push(')');
            }
        }
    }
}
