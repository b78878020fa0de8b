//! Names and literals for the Rust the target back ends emit.
//!
//! Record names become Rust identifiers unchanged where they can (`ADD32rr`,
//! `EAX`), as raw identifiers when they are keywords, and are an error naming
//! the record otherwise. Mapping names become function names in snake case
//! (`getPredicated` is `get_predicated`). Registers are ordered by natural
//! name order, so `R8` sorts before `R10` as a reader expects.

use std::cmp::Ordering;

/// Keywords that a raw identifier (`r#type`) can stand for.
const RAW_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn", "else", "enum", "extern", "false",
    "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub",
    "ref", "return", "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where",
    "while", "yield",
];

/// Keywords that cannot be identifiers at all.
const RESERVED: &[&str] = &["_", "self", "Self", "super", "crate"];

/// `name` as a Rust identifier, or `None` when it cannot be one.
pub fn rust_ident(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let first = chars.next()?;
    if !(first.is_ascii_alphabetic() || first == '_') || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    if RESERVED.contains(&name) {
        return None;
    }
    if RAW_KEYWORDS.contains(&name) {
        return Some(format!("r#{name}"));
    }
    Some(name.to_string())
}

/// `getFalsePredOpcode` → `get_false_pred_opcode`; `getXMLForm` → `get_xml_form`.
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase() || prev.is_ascii_digit() || (prev.is_ascii_uppercase() && next_lower) {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// Compares names with digit runs compared as numbers (`R8` < `R10`), then
/// byte-wise so that distinct names never compare equal.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (ab, bb) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < ab.len() && j < bb.len() {
        if ab[i].is_ascii_digit() && bb[j].is_ascii_digit() {
            let (si, sj) = (i, j);
            while i < ab.len() && ab[i].is_ascii_digit() {
                i += 1;
            }
            while j < bb.len() && bb[j].is_ascii_digit() {
                j += 1;
            }
            let (na, nb) = (a[si..i].trim_start_matches('0'), b[sj..j].trim_start_matches('0'));
            let ord = na.len().cmp(&nb.len()).then_with(|| na.cmp(nb));
            if ord != Ordering::Equal {
                return ord;
            }
        } else {
            if ab[i] != bb[j] {
                return ab[i].cmp(&bb[j]);
            }
            i += 1;
            j += 1;
        }
    }
    (ab.len() - i).cmp(&(bb.len() - j)).then_with(|| a.cmp(b))
}

/// A Rust string literal for `s`.
pub fn str_lit(s: &str) -> String {
    format!("{s:?}")
}

/// A bitset over `0..len` with the given members set, as `u64` words.
pub fn bitset_words(members: impl IntoIterator<Item = u16>, len: usize) -> Vec<u64> {
    let mut words = vec![0u64; len.div_ceil(64)];
    for m in members {
        words[m as usize / 64] |= 1 << (m % 64);
    }
    words
}

/// `[a, b, c]` from items already formatted.
pub fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let parts: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

/// The names of `candidates` that occur in `code` as whole words, joined
/// by ", " (for a `use` list that imports nothing unused). A candidate
/// ending in `::` is a module that must occur as a path prefix.
pub fn used_names(code: &str, candidates: &[&str]) -> String {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let used = |name: &str| {
        code.match_indices(name).any(|(i, _)| {
            !code[..i].ends_with(is_ident) && (name.ends_with("::") || !code[i + name.len()..].starts_with(is_ident))
        })
    };
    candidates.iter().filter(|n| used(n)).map(|n| n.trim_end_matches("::")).collect::<Vec<_>>().join(", ")
}

/// `    use path::{names};` when `names` is not empty.
pub fn push_use(out: &mut String, path: &str, names: &str) {
    if !names.is_empty() {
        out.push_str(&format!("    use {path}::{{{names}}};\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        assert_eq!(rust_ident("ADD32rr").as_deref(), Some("ADD32rr"));
        assert_eq!(rust_ident("type").as_deref(), Some("r#type"));
        assert_eq!(rust_ident("self"), None);
        assert_eq!(rust_ident("anonymous_1.x"), None);
        assert_eq!(rust_ident("9lives"), None);
    }

    #[test]
    fn snake() {
        assert_eq!(snake_case("getPredicated"), "get_predicated");
        assert_eq!(snake_case("getFalsePredOpcode"), "get_false_pred_opcode");
        assert_eq!(snake_case("getXMLForm"), "get_xml_form");
        assert_eq!(snake_case("get2Op"), "get2_op");
    }

    #[test]
    fn natural_order() {
        let mut v = vec!["R10", "R8", "R1", "RAX", "R10B", "R9"];
        v.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(v, ["R1", "R8", "R9", "R10", "R10B", "RAX"]);
        assert_eq!(natural_cmp("R01", "R1"), Ordering::Less);
    }

    #[test]
    fn used() {
        assert_eq!(used_names("x: PhysRegs, y: RegClassId(1)", &["PhysReg", "RegClassId"]), "RegClassId");
        assert_eq!(used_names("reg_class: reg::A", &["reg::", "reg_class::"]), "reg");
    }

    #[test]
    fn bitsets() {
        assert_eq!(bitset_words([0, 3, 64], 65), vec![9, 1]);
        assert_eq!(bitset_words([], 0), Vec::<u64>::new());
    }
}
