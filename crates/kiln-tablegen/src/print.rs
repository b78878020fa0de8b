//! Text forms of types, values and records exactly as llvm-tblgen 14 prints them
//! (`getAsString`, `getAsUnquotedString`, `Record::print`), which `-print-records`, error
//! messages and the JSON `printable` entries all use.

use crate::init::{Init, InitId, StrFormat, UnOp};
use crate::record::{FieldKind, RecId, RecordKeeper};
use crate::types::{Ty, TyId};
use std::fmt::Write;

impl RecordKeeper {
    pub fn type_to_string(&self, ty: TyId) -> String {
        let mut s = String::new();
        self.write_type(&mut s, ty);
        s
    }

    pub(crate) fn write_type(&self, out: &mut String, ty: TyId) {
        match self.types.get(ty) {
            Ty::Bit => out.push_str("bit"),
            Ty::Bits(n) => {
                let _ = write!(out, "bits<{n}>");
            }
            Ty::Int => out.push_str("int"),
            Ty::String => out.push_str("string"),
            Ty::Dag => out.push_str("dag"),
            Ty::List(e) => {
                out.push_str("list<");
                self.write_type(out, *e);
                out.push('>');
            }
            Ty::Record(classes) => {
                if classes.len() == 1 {
                    out.push_str(&self.record(classes[0]).name);
                } else {
                    out.push('{');
                    for (i, c) in classes.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&self.record(*c).name);
                    }
                    out.push('}');
                }
            }
        }
    }

    /// The value as llvm-tblgen's `getAsString` prints it.
    pub fn init_to_string(&self, id: InitId) -> String {
        let mut s = String::new();
        self.write_init(&mut s, id);
        s
    }

    /// Strings without quotes, anonymous names as `anonymous_N`, others as `getAsString`.
    pub fn init_unquoted(&self, id: InitId) -> String {
        match self.inits.get(id) {
            Init::Str(s, _) => s.to_string(),
            _ => self.init_to_string(id),
        }
    }

    fn write_unquoted(&self, out: &mut String, id: InitId) {
        match self.inits.get(id) {
            Init::Str(s, _) => out.push_str(s),
            _ => self.write_init(out, id),
        }
    }

    pub(crate) fn write_init(&self, out: &mut String, id: InitId) {
        match self.inits.get(id) {
            Init::Unset => out.push('?'),
            Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Init::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *b);
                }
                out.push_str(" }");
            }
            Init::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Init::Str(s, StrFormat::String) => {
                out.push('"');
                out.push_str(s);
                out.push('"');
            }
            Init::Str(s, StrFormat::Code) => {
                out.push_str("[{");
                out.push_str(s);
                out.push_str("}]");
            }
            Init::List(elts, _) => {
                out.push('[');
                for (i, e) in elts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *e);
                }
                out.push(']');
            }
            Init::Def(r) => out.push_str(&self.record(*r).name),
            Init::Var(name, _) => self.write_unquoted(out, *name),
            Init::VarBit(v, bit) => {
                self.write_init(out, *v);
                let _ = write!(out, "{{{bit}}}");
            }
            Init::VarListElem(v, elt) => {
                self.write_init(out, *v);
                let _ = write!(out, "[{elt}]");
            }
            Init::Field(r, f) => {
                self.write_init(out, *r);
                out.push('.');
                self.write_unquoted(out, *f);
            }
            Init::Dag(op, name, args) => {
                out.push('(');
                self.write_init(out, *op);
                if let Some(n) = name {
                    out.push(':');
                    self.write_unquoted(out, *n);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    self.write_init(out, *a);
                    if let Some(n) = n {
                        out.push_str(":$");
                        self.write_unquoted(out, *n);
                    }
                }
                out.push(')');
            }
            Init::UnOp(op, lhs, ty) => {
                match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        self.write_type(out, *ty);
                        out.push('>');
                    }
                    UnOp::Not => out.push_str("!not"),
                    UnOp::Head => out.push_str("!head"),
                    UnOp::Tail => out.push_str("!tail"),
                    UnOp::Size => out.push_str("!size"),
                    UnOp::Empty => out.push_str("!empty"),
                    UnOp::GetDagOp => out.push_str("!getdagop"),
                }
                out.push('(');
                self.write_init(out, *lhs);
                out.push(')');
            }
            Init::BinOp(op, l, r, _) => {
                out.push_str(op.name());
                out.push('(');
                self.write_init(out, *l);
                out.push_str(", ");
                self.write_init(out, *r);
                out.push(')');
            }
            Init::TernOp(op, l, m, r, _) => {
                out.push_str(op.name());
                out.push('(');
                if matches!(op, crate::init::TernOp::Foreach | crate::init::TernOp::Filter) {
                    self.write_unquoted(out, *l);
                } else {
                    self.write_init(out, *l);
                }
                out.push_str(", ");
                self.write_init(out, *m);
                out.push_str(", ");
                self.write_init(out, *r);
                out.push(')');
            }
            Init::Cond(clauses, _) => {
                out.push_str("!cond(");
                for (i, (c, v)) in clauses.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *c);
                    out.push_str(": ");
                    self.write_init(out, *v);
                }
                out.push(')');
            }
            Init::Fold(start, list, a, b, expr, _) => {
                out.push_str("!foldl(");
                self.write_init(out, *start);
                out.push_str(", ");
                self.write_init(out, *list);
                out.push_str(", ");
                self.write_unquoted(out, *a);
                out.push_str(", ");
                self.write_unquoted(out, *b);
                out.push_str(", ");
                self.write_init(out, *expr);
                out.push(')');
            }
            Init::IsA(ty, e) => {
                out.push_str("!isa<");
                self.write_type(out, *ty);
                out.push_str(">(");
                self.write_init(out, *e);
                out.push(')');
            }
            Init::VarDef(class, args) => {
                out.push_str(&self.record(*class).name);
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *a);
                }
                out.push('>');
            }
            Init::AnonName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
        }
    }

    /// The type a field is printed with: `code` for a string field holding a code value.
    fn print_type(&self, out: &mut String, ty: TyId, value: InitId) {
        if ty == self.types.string {
            if let Init::Str(_, StrFormat::Code) = self.inits.get(value) {
                out.push_str("code");
                return;
            }
        }
        self.write_type(out, ty);
    }

    fn write_field(&self, out: &mut String, rec: RecId, index: usize) {
        let v = &self.record(rec).values[index];
        if v.kind == FieldKind::NonconcreteOk {
            out.push_str("field ");
        }
        self.print_type(out, v.ty, v.value);
        out.push(' ');
        self.write_unquoted(out, v.name);
        out.push_str(" = ");
        self.write_init(out, v.value);
    }

    /// One record as `-print-records` shows it (after the `class `/`def ` keyword).
    pub fn write_record(&self, out: &mut String, id: RecId) {
        let rec = self.record(id);
        out.push_str(&rec.name);
        if !rec.template_args.is_empty() {
            out.push('<');
            for (i, ta) in rec.template_args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if let Some(index) = rec.values.iter().position(|v| v.name == *ta) {
                    self.write_field(out, id, index);
                }
            }
            out.push('>');
        }
        out.push_str(" {");
        if !rec.superclasses.is_empty() {
            out.push_str("\t//");
            for (sc, _) in &rec.superclasses {
                out.push(' ');
                out.push_str(&self.record(*sc).name);
            }
        }
        out.push('\n');
        for pass_nonconcrete in [true, false] {
            for (i, v) in rec.values.iter().enumerate() {
                if (v.kind == FieldKind::NonconcreteOk) == pass_nonconcrete && !rec.is_template_arg(v.name) {
                    out.push_str("  ");
                    self.write_field(out, id, i);
                    out.push_str(";\n");
                }
            }
        }
        out.push_str("}\n");
    }
}
