//! Printing attributes: keyword attributes with their values, string attributes, and the
//! structured attributes of LLVM 15-22 in the syntax LLVM reads (`memory(read, argmem:
//! readwrite)`, `captures(address, ret: address, provenance)`, `range(i64 0, 10)`, ...).

use super::values::{write_string, write_type};
use crate::attr::{AllocKindBits, Attr, AttrKind, AttrSetId, CaptureBits, FpClass, MemoryEffects};
use crate::module::Module;
use std::fmt::Write;

/// One attribute; `in_group` selects the `attributes #N = {...}` spelling.
pub fn write_attr(out: &mut String, m: &Module, a: &Attr, in_group: bool) {
    match a {
        Attr::Flag(k) => out.push_str(k.name()),
        Attr::Int(AttrKind::Align, v) => {
            let _ = if in_group { write!(out, "align={v}") } else { write!(out, "align {v}") };
        }
        Attr::Int(AttrKind::AlignStack, v) => {
            let _ = if in_group { write!(out, "alignstack={v}") } else { write!(out, "alignstack({v})") };
        }
        Attr::Int(k, v) => {
            let _ = write!(out, "{}({v})", k.name());
        }
        Attr::Type(k, t) => {
            out.push_str(k.name());
            if let Some(t) = t {
                out.push('(');
                write_type(out, m, *t);
                out.push(')');
            }
        }
        Attr::AllocSize(a, b) => {
            let _ = match b {
                Some(b) => write!(out, "allocsize({a},{b})"),
                None => write!(out, "allocsize({a})"),
            };
        }
        Attr::VScaleRange(a, b) => {
            let _ = write!(out, "vscale_range({a},{b})");
        }
        Attr::Str(k, v) => {
            write_string(out, m.symbols.bytes(*k));
            if let Some(v) = v {
                out.push('=');
                write_string(out, m.symbols.bytes(*v));
            }
        }
        Attr::Memory(effects) => write_memory(out, *effects),
        Attr::Captures { other, ret } => {
            out.push_str("captures(");
            if other == ret {
                write_captures(out, *other);
            } else {
                if *other != 0 {
                    write_captures(out, *other);
                    out.push_str(", ");
                }
                out.push_str("ret: ");
                write_captures(out, *ret);
            }
            out.push(')');
        }
        Attr::Range { ty, lo, hi } => {
            let width = m.types.int_width(*ty).unwrap_or(128);
            out.push_str("range(");
            write_type(out, m, *ty);
            let _ = write!(out, " {}, {})", signed(*lo, width), signed(*hi, width));
        }
        Attr::NoFpClass(bits) => {
            out.push_str("nofpclass(");
            let mut left = *bits;
            let mut first = true;
            for &(name, b) in &FpClass::NAMES {
                if left & b == b {
                    out.push_str(if first { "" } else { " " });
                    out.push_str(name);
                    left &= !b;
                    first = false;
                }
            }
            out.push(')');
        }
        Attr::Initializes(ranges) => {
            out.push_str("initializes(");
            for (i, (lo, hi)) in ranges.iter().enumerate() {
                let _ = write!(out, "{}({lo}, {hi})", if i > 0 { ", " } else { "" });
            }
            out.push(')');
        }
        Attr::AllocKind(bits) => {
            out.push_str("allockind(\"");
            let names: Vec<&str> = AllocKindBits::NAMES.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, n)| *n).collect();
            out.push_str(&names.join(","));
            out.push_str("\")");
        }
        Attr::UwTableSync => out.push_str("uwtable(sync)"),
    }
}

/// `memory(...)`: the access to other memory as the default, then each location that differs.
fn write_memory(out: &mut String, effects: MemoryEffects) {
    let other = effects.get(MemoryEffects::OTHER);
    let locations = &MemoryEffects::LOCATIONS[..MemoryEffects::OTHER];
    let uniform = (0..locations.len()).all(|l| effects.get(l) == other);
    out.push_str("memory(");
    let mut first = true;
    if other != 0 || uniform {
        out.push_str(MemoryEffects::ACCESS[other as usize]);
        first = false;
    }
    for (l, (name, _)) in locations.iter().enumerate() {
        let access = effects.get(l);
        if access != other {
            let _ = write!(out, "{}{name}: {}", if first { "" } else { ", " }, MemoryEffects::ACCESS[access as usize]);
            first = false;
        }
    }
    out.push(')');
}

/// The components of a `captures` set: `none` or a list (`all` reads as `address, provenance`).
fn write_captures(out: &mut String, bits: u8) {
    if bits == 0 {
        out.push_str("none");
        return;
    }
    let mut parts = Vec::new();
    if bits & CaptureBits::ADDRESS == CaptureBits::ADDRESS {
        parts.push("address");
    } else if bits & CaptureBits::ADDRESS_IS_NULL != 0 {
        parts.push("address_is_null");
    }
    if bits & CaptureBits::PROVENANCE == CaptureBits::PROVENANCE {
        parts.push("provenance");
    } else if bits & CaptureBits::READ_PROVENANCE != 0 {
        parts.push("read_provenance");
    }
    out.push_str(&parts.join(", "));
}

/// `v` (the low `width` bits) as a signed decimal.
fn signed(v: u128, width: u32) -> i128 {
    if width >= 128 {
        v as i128
    } else {
        ((v << (128 - width)) as i128) >> (128 - width)
    }
}

/// The attributes of a set in print order: keyword attributes as interned, then string
/// attributes by key text (interned order depends on symbol ids, which differ between
/// modules, so sorting by text keeps the printed form stable across a re-read).
pub fn sorted_attrs(m: &Module, set: AttrSetId) -> Vec<&Attr> {
    let mut attrs: Vec<&Attr> = m.attr_sets.get(set).iter().collect();
    attrs.sort_by(|a, b| match (a, b) {
        (Attr::Str(ka, va), Attr::Str(kb, vb)) => (m.symbols.bytes(*ka), va.map(|v| m.symbols.bytes(v)))
            .cmp(&(m.symbols.bytes(*kb), vb.map(|v| m.symbols.bytes(v)))),
        (Attr::Str(..), _) => std::cmp::Ordering::Greater,
        (_, Attr::Str(..)) => std::cmp::Ordering::Less,
        _ => a.cmp(b),
    });
    attrs
}

/// A parameter or return attribute set, each attribute followed by a space.
pub fn write_attr_set(out: &mut String, m: &Module, set: AttrSetId) {
    for a in sorted_attrs(m, set) {
        write_attr(out, m, a, false);
        out.push(' ');
    }
}

