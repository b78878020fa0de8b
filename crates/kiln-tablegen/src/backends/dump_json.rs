//! `-dump-json`: all defs as one JSON object, the data model of llvm-tblgen's JSON back end
//! (`!tablegen_json_version`, `!instanceof`, and per def its fields, `!name`, `!fields`,
//! `!superclasses`, `!anonymous`); values that are not plain data carry a `kind` and their
//! `printable` text form.

use crate::init::Init;
use crate::{InitId, RecordKeeper};
use kiln_support::Diagnostic;
use std::collections::BTreeMap;
use std::fmt::Write;

pub fn run(rk: &RecordKeeper) -> Result<String, Diagnostic> {
    let mut out = String::with_capacity(1 << 16);
    out.push_str("{\"!tablegen_json_version\": 1");
    let mut instances: BTreeMap<&str, Vec<&str>> = rk.classes().map(|c| (c.name(), Vec::new())).collect();
    for d in rk.defs_by_name() {
        out.push_str(",\n");
        string(&mut out, d.name());
        out.push_str(": {");
        let mut nonconcrete = Vec::new();
        for f in d.fields() {
            if f.is_nonconcrete_ok {
                nonconcrete.push(f.name);
            }
            string(&mut out, f.name);
            out.push_str(": ");
            value(rk, &mut out, f.value.id);
            out.push_str(", ");
        }
        out.push_str("\"!fields\": ");
        string_list(&mut out, nonconcrete.iter().copied());
        out.push_str(", \"!superclasses\": ");
        string_list(&mut out, d.superclasses().map(|s| s.name()));
        out.push_str(", \"!name\": ");
        string(&mut out, d.name());
        let _ = write!(out, ", \"!anonymous\": {}}}", d.is_anonymous());
        for s in d.superclasses() {
            instances.entry(s.name()).or_default().push(d.name());
        }
    }
    out.push_str(",\n\"!instanceof\": {");
    for (i, (class, defs)) in instances.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        string(&mut out, class);
        out.push_str(": ");
        string_list(&mut out, defs.iter().copied());
    }
    out.push_str("}}\n");
    Ok(out)
}

fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn string_list<'a>(out: &mut String, items: impl Iterator<Item = &'a str>) {
    out.push('[');
    for (i, s) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        string(out, s);
    }
    out.push(']');
}

fn value(rk: &RecordKeeper, out: &mut String, id: InitId) {
    match rk.init(id) {
        Init::Unset => out.push_str("null"),
        Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
        Init::Int(v) => {
            let _ = write!(out, "{v}");
        }
        Init::Str(s, _) => string(out, s),
        Init::Bits(elts) | Init::List(elts, _) => {
            out.push('[');
            for (i, e) in elts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                value(rk, out, *e);
            }
            out.push(']');
        }
        other => {
            out.push_str("{\"printable\": ");
            string(out, &rk.init_to_string(id));
            match other {
                Init::Def(r) => {
                    out.push_str(", \"kind\": \"def\", \"def\": ");
                    string(out, rk.record(*r).name());
                }
                Init::Var(n, _) => {
                    out.push_str(", \"kind\": \"var\", \"var\": ");
                    string(out, &rk.init_unquoted(*n));
                }
                Init::VarBit(v, bit) if matches!(rk.init(*v), Init::Var(..)) => {
                    let Init::Var(n, _) = rk.init(*v) else { return };
                    out.push_str(", \"kind\": \"varbit\", \"var\": ");
                    string(out, &rk.init_unquoted(*n));
                    let _ = write!(out, ", \"index\": {bit}");
                }
                Init::Dag(op, name, args) => {
                    out.push_str(", \"kind\": \"dag\", \"operator\": ");
                    value(rk, out, *op);
                    if let Some(n) = name {
                        out.push_str(", \"name\": ");
                        string(out, &rk.init_unquoted(*n));
                    }
                    out.push_str(", \"args\": [");
                    for (i, (a, n)) in args.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push('[');
                        value(rk, out, *a);
                        out.push_str(", ");
                        match n {
                            Some(n) => string(out, &rk.init_unquoted(*n)),
                            None => out.push_str("null"),
                        }
                        out.push(']');
                    }
                    out.push(']');
                }
                _ => out.push_str(", \"kind\": \"complex\""),
            }
            out.push('}');
        }
    }
}
