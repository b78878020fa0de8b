//! The RISC-V subtarget: which standard extensions a function may use (M, A, F, D, C) and the
//! ABI. The features come from `-mattr` or a function's `"target-features"` attribute (clang
//! writes `+64bit,+a,+c,+d,+f,+m,+relax,-save-restore`); without either the target is RV64I.
//! The ABI comes from `-target-abi` or the module's `"target-abi"` flag; without either it is
//! lp64 (soft float).

use crate::feature_toggles;
use kiln_ir::{Attr, AttrSetId, Function, Module};
use rustc_hash::FxHashMap;

/// The integer calling convention, or the one that passes floating-point values in F registers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Abi {
    #[default]
    Lp64,
    Lp64d,
}

impl Abi {
    /// The ABI named `name` (`lp64`, `lp64d`); others are an error naming them.
    pub fn parse(name: &str) -> Result<Abi, String> {
        match name {
            "lp64" => Ok(Abi::Lp64),
            "lp64d" => Ok(Abi::Lp64d),
            other => Err(format!("unsupported RISC-V ABI '{other}' (kiln compiles for lp64 and lp64d)")),
        }
    }
}

/// The extensions one function is compiled for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RiscvSubtarget {
    pub has_m: bool,
    pub has_a: bool,
    pub has_f: bool,
    pub has_d: bool,
    pub has_c: bool,
    pub relax: bool,
}

/// Features a feature string may name that change nothing kiln does.
const IGNORED: &[&str] = &["64bit", "save-restore", "no-rvc-hints"];

impl RiscvSubtarget {
    /// The subtarget of feature string `features` (`+m,+a,-c`), on top of RV64I. A feature
    /// kiln does not know is an error naming it.
    pub fn new(features: &str) -> Result<RiscvSubtarget, String> {
        let mut st = RiscvSubtarget::default();
        for (f, on, name) in feature_toggles(features) {
            match name {
                "m" => st.has_m = on,
                "a" => st.has_a = on,
                "f" => st.has_f = on,
                "d" => {
                    st.has_d = on;
                    st.has_f |= on;
                }
                "c" => st.has_c = on,
                "relax" => st.relax = on,
                n if IGNORED.contains(&n) => {}
                _ if !on => {}
                _ => return Err(format!("unsupported RISC-V feature '{f}' (kiln knows m, a, f, d, c, relax)")),
            }
        }
        if st.has_f && !st.has_d {
            return Err("unsupported RISC-V features: F without D (kiln compiles RV64I, RV64IM(A) and RV64IM(A)FD)".to_string());
        }
        Ok(st)
    }

    /// The MC layer's feature string for the object: compressed instructions and relaxation.
    pub fn mc_features(&self) -> String {
        let mut s = Vec::new();
        if self.has_c {
            s.push("+c");
        }
        if self.relax {
            s.push("+relax");
        }
        s.join(",")
    }
}

/// The subtargets of a module: the module's own (from `-mattr`) first, then one per distinct
/// `"target-features"` string of its functions.
#[derive(Clone, Debug)]
pub struct FunctionSubtargets {
    list: Vec<RiscvSubtarget>,
    by_attr_set: FxHashMap<AttrSetId, u32>,
}

impl FunctionSubtargets {
    /// `-mattr` (`forced`, when given) overrides every function's attribute.
    pub fn new(module_subtarget: RiscvSubtarget, module: Option<&Module>, forced: bool) -> Result<FunctionSubtargets, String> {
        let mut subtargets = FunctionSubtargets { list: vec![module_subtarget], by_attr_set: FxHashMap::default() };
        let Some(module) = module.filter(|_| !forced) else { return Ok(subtargets) };
        for func in module.functions.iter().filter(|f| !f.is_declaration()) {
            let Some(features) = function_features(module, func) else { continue };
            let st = RiscvSubtarget::new(&features)?;
            let index = match subtargets.list.iter().position(|s| *s == st) {
                Some(i) => i as u32,
                None => {
                    subtargets.list.push(st);
                    subtargets.list.len() as u32 - 1
                }
            };
            subtargets.by_attr_set.insert(func.attrs.func, index);
        }
        Ok(subtargets)
    }

    pub fn index_of(&self, func: &Function) -> u32 {
        self.by_attr_set.get(&func.attrs.func).copied().unwrap_or(0)
    }

    pub fn get(&self, i: u32) -> &RiscvSubtarget {
        self.list.get(i as usize).unwrap_or(&self.list[0])
    }

    /// The features of the whole module: those every function's subtarget has (the object's
    /// header and compression follow the first function with attributes, as clang's objects
    /// all share them).
    pub fn module_wide(&self) -> RiscvSubtarget {
        self.list.get(1).copied().unwrap_or(self.list[0])
    }
}

/// A function's `"target-features"` attribute.
fn function_features(module: &Module, func: &Function) -> Option<String> {
    module.attr_sets.get(func.attrs.func).iter().find_map(|attr| match attr {
        Attr::Str(key, Some(value)) if &*module.symbols.text(*key) == "target-features" => Some(module.symbols.text(*value).into_owned()),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_strings() {
        let st = RiscvSubtarget::new("+64bit,+a,+c,+d,+f,+m,+relax,-save-restore").unwrap();
        assert!(st.has_m && st.has_a && st.has_f && st.has_d && st.has_c && st.relax);
        assert_eq!(RiscvSubtarget::new("").unwrap(), RiscvSubtarget::default());
        assert!(RiscvSubtarget::new("+v").unwrap_err().contains("'+v'"));
        assert!(RiscvSubtarget::new("+f").is_err());
        // A name that starts with a multi-byte character is an error, not a panic.
        assert!(RiscvSubtarget::new("é").unwrap_err().contains("'é'"));
        assert!(!RiscvSubtarget::new("m,-m").unwrap().has_m);
        assert_eq!(Abi::parse("lp64d"), Ok(Abi::Lp64d));
        assert!(Abi::parse("ilp32").unwrap_err().contains("ilp32"));
    }
}
