//! `X86Subtarget`: the instruction-set features code generation may use and the machine model
//! the schedulers read, from a CPU name (`-mcpu`, the `"target-cpu"` function attribute) and a
//! feature string (`-mattr`, `"target-features"`: `+sse4.2,-avx`).
//!
//! Features, processors and models come from `td/X86Processors.td` and `td/X86SchedGeneric.td`
//! through `-gen-subtarget` ([`SUBTARGET_INFO`]). Features are bits of one `u64`; each CPU names
//! its features, each feature the ones it implies (`avx2` implies `avx`, which implies
//! `sse4.2`, ...). Enabling a feature enables what it implies; disabling one disables everything
//! that implies it, as LLVM's feature strings do. Selection patterns test the subtarget through
//! `Predicate` strings such as `st.has(Feature::Cmov)`. Unknown CPU names are errors; unknown
//! feature names are kept in [`X86Subtarget::unknown_features`] so the driver can warn, as llc
//! does, and are ignored.

pub use crate::generated::Feature;
use crate::generated::SUBTARGET_INFO;
use kiln_codegen::target::subtarget_info::MachineModel;
use kiln_ir::{Attr, AttrSetId, Function, Module};
use rustc_hash::FxHashMap;

impl Feature {
    /// The name in feature strings (`sse4.2`).
    pub fn name(self) -> &'static str {
        SUBTARGET_INFO.features[self.0 as usize].name
    }

    pub fn from_name(name: &str) -> Option<Feature> {
        SUBTARGET_INFO.feature(name).map(|bit| Feature(bit as u8))
    }
}

/// A set of features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FeatureSet(u64);

impl FeatureSet {
    pub fn contains(self, f: Feature) -> bool {
        self.0 & (1 << f.0) != 0
    }

    /// Adds `f` and everything it implies.
    pub fn enable(&mut self, f: Feature) {
        self.0 = SUBTARGET_INFO.implied_closure(self.0 | 1 << f.0);
    }

    /// Removes `f` and everything that implies it.
    pub fn disable(&mut self, f: Feature) {
        self.0 &= !(1 << f.0);
        for (bit, _) in SUBTARGET_INFO.features.iter().enumerate() {
            if SUBTARGET_INFO.implied_closure(1 << bit) & (1 << f.0) != 0 {
                self.0 &= !(1 << bit);
            }
        }
    }
}

/// `func`'s `"target-cpu"` and `"target-features"` attributes, where it has them.
pub fn function_target_attributes(module: &Module, func: &Function) -> (Option<String>, Option<String>) {
    let (mut cpu, mut features) = (None, None);
    for attr in module.attr_sets.get(func.attrs.func) {
        if let Attr::Str(key, Some(value)) = attr {
            match &*module.symbols.text(*key) {
                "target-cpu" => cpu = Some(module.symbols.text(*value).into_owned()),
                "target-features" => features = Some(module.symbols.text(*value).into_owned()),
                _ => {}
            }
        }
    }
    (cpu, features)
}

/// What `-mcpu=help` prints: the processors and features of the generated tables.
pub fn cpu_help(tool: &str) -> String {
    SUBTARGET_INFO.help_text(tool)
}

/// The subtarget of one function (or of the whole module when no function overrides it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X86Subtarget {
    cpu: String,
    features: FeatureSet,
    model: &'static MachineModel,
    /// Names in the feature string that are not x86 features (ignored).
    pub unknown_features: Vec<String>,
    /// `-code-model`: the kernel's materializes absolute addresses sign-extended.
    pub code_model: kiln_codegen::target::machine::CodeModel,
}

impl Default for X86Subtarget {
    fn default() -> Self {
        X86Subtarget::new("", "").expect("the default CPU and empty features are valid")
    }
}

impl X86Subtarget {
    /// The subtarget of `cpu` (empty: generic x86-64) with the comma-separated `+name`/`-name`
    /// list `features` applied in order.
    pub fn new(cpu: &str, features: &str) -> Result<X86Subtarget, String> {
        let name = if cpu.is_empty() { "generic" } else { cpu };
        let processor = SUBTARGET_INFO
            .processor(name)
            .ok_or_else(|| format!("'{cpu}' is not a recognized processor for this target"))?;
        let mut set = FeatureSet(SUBTARGET_INFO.implied_closure(processor.features));
        let mut unknown = Vec::new();
        for item in features.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (enable, name) = match item.as_bytes()[0] {
                b'+' => (true, &item[1..]),
                b'-' => (false, &item[1..]),
                _ => (true, item),
            };
            match Feature::from_name(name) {
                Some(f) if enable => set.enable(f),
                Some(f) => set.disable(f),
                None => unknown.push(item.to_string()),
            }
        }
        // kiln generates 64-bit code only.
        set.enable(Feature::Mode64Bit);
        Ok(X86Subtarget { cpu: cpu.to_string(), features: set, model: processor.model, unknown_features: unknown, code_model: Default::default() })
    }

    /// The subtarget of `func`: its `"target-cpu"` and `"target-features"` attributes replace
    /// the module-wide `cpu` and `features` (`-mcpu`/`-mattr`) when present, as in llc.
    pub fn for_function(module: &Module, func: &Function, cpu: &str, features: &str) -> Result<X86Subtarget, String> {
        let (fn_cpu, fn_features) = function_target_attributes(module, func);
        X86Subtarget::new(fn_cpu.as_deref().unwrap_or(cpu), fn_features.as_deref().unwrap_or(features))
    }

    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    pub fn features(&self) -> FeatureSet {
        self.features
    }

    /// The processor's machine model (for the schedulers).
    pub fn sched_model(&self) -> &'static MachineModel {
        self.model
    }

    pub fn has(&self, f: Feature) -> bool {
        self.features.contains(f)
    }

    pub fn is_64bit(&self) -> bool {
        self.has(Feature::Mode64Bit)
    }
}

/// The subtargets a module's functions are compiled for: the module's own (`-mcpu`/`-mattr`,
/// index 0) and one per distinct `"target-cpu"`/`"target-features"` pair of its functions'
/// attributes, each built once when the target machine is made. A function's index is found by
/// its attribute set, so selecting a function costs one hash lookup.
#[derive(Clone, Debug)]
pub struct FunctionSubtargets {
    list: Vec<X86Subtarget>,
    by_attr_set: FxHashMap<AttrSetId, u32>,
}

impl FunctionSubtargets {
    /// The subtargets of `module`'s functions beside `module_subtarget`, made from `cpu` and
    /// `features`. A processor an attribute names that x86-64 does not know is ignored (the
    /// features still apply), as llc ignores it.
    pub fn new(module_subtarget: X86Subtarget, module: Option<&Module>, cpu: &str, features: &str) -> FunctionSubtargets {
        let mut subtargets = FunctionSubtargets { list: vec![module_subtarget], by_attr_set: FxHashMap::default() };
        let Some(module) = module else { return subtargets };
        let mut by_strings: FxHashMap<(String, String), u32> = FxHashMap::default();
        for func in module.functions.iter().filter(|f| !f.is_declaration()) {
            if subtargets.by_attr_set.contains_key(&func.attrs.func) {
                continue;
            }
            let (fn_cpu, fn_features) = function_target_attributes(module, func);
            if fn_cpu.is_none() && fn_features.is_none() {
                continue;
            }
            let key = (fn_cpu.unwrap_or_else(|| cpu.to_string()), fn_features.unwrap_or_else(|| features.to_string()));
            let index = match by_strings.get(&key) {
                Some(&index) => index,
                None => {
                    let mut st = X86Subtarget::new(&key.0, &key.1)
                        .or_else(|_| X86Subtarget::new("", &key.1))
                        .expect("the generic processor exists");
                    st.code_model = subtargets.list[0].code_model;
                    subtargets.list.push(st);
                    let index = subtargets.list.len() as u32 - 1;
                    by_strings.insert(key, index);
                    index
                }
            };
            subtargets.by_attr_set.insert(func.attrs.func, index);
        }
        subtargets
    }

    /// The index of `func`'s subtarget (0 when its attributes name none).
    pub fn index_of(&self, func: &Function) -> u32 {
        self.by_attr_set.get(&func.attrs.func).copied().unwrap_or(0)
    }

    /// How many subtargets there are (the module's and the functions' own).
    pub fn len(&self) -> u32 {
        self.list.len() as u32
    }

    /// The subtarget of index `i` (the module's when `i` is out of range).
    pub fn get(&self, i: u32) -> &X86Subtarget {
        self.list.get(i as usize).unwrap_or(&self.list[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baseline_is_x86_64() {
        let st = X86Subtarget::default();
        assert!(st.is_64bit() && st.has(Feature::Cmov) && st.has(Feature::Sse2) && st.has(Feature::Sse));
        assert!(!st.has(Feature::Sse3) && !st.has(Feature::Popcnt) && !st.has(Feature::Avx));
    }

    #[test]
    fn features_imply_and_disable_dependents() {
        let st = X86Subtarget::new("x86-64", "+avx2").unwrap();
        assert!(st.has(Feature::Avx) && st.has(Feature::Sse42) && st.has(Feature::Ssse3));
        let st = X86Subtarget::new("haswell", "-sse4.1").unwrap();
        assert!(!st.has(Feature::Sse41) && !st.has(Feature::Sse42) && !st.has(Feature::Avx2));
        assert!(st.has(Feature::Ssse3) && st.has(Feature::Lzcnt) && st.has(Feature::Popcnt));
    }

    #[test]
    fn cpus_and_unknown_names() {
        assert!(X86Subtarget::new("x86-64-v2", "").unwrap().has(Feature::Popcnt));
        assert!(!X86Subtarget::new("x86-64-v2", "").unwrap().has(Feature::Avx));
        assert!(X86Subtarget::new("pentium-9000", "").unwrap_err().contains("pentium-9000"));
        let st = X86Subtarget::new("", "+cx8,+crc32,-frobnicate").unwrap();
        assert_eq!(st.unknown_features, ["+crc32", "-frobnicate"]);
    }

    #[test]
    fn processors_come_with_the_generated_model() {
        let st = X86Subtarget::new("x86-64", "").unwrap();
        assert_eq!(st.sched_model().name, "X86GenericModel");
        assert_eq!(st.sched_model().load_latency, 5);
        assert_eq!(X86Subtarget::default().features(), st.features());
        let help = cpu_help("llc");
        // Columns as wide as the longest name: skylake-avx512 and avx512f.
        assert!(help.contains("\n  x86-64         - Select the x86-64 processor.\n"), "{help}");
        assert!(help.contains("\n  sse4.2  - Enable SSE 4.2 instructions.\n"), "{help}");
        assert_eq!(Feature::from_name("sse4.1"), Some(Feature::Sse41));
        assert_eq!(Feature::Avx2.name(), "avx2");
    }

    #[test]
    fn function_subtargets_are_made_once_per_distinct_attribute_pair() {
        let src = "define void @f() #0 {\n  ret void\n}\ndefine void @g() #1 {\n  ret void\n}\n\
                   define void @h() {\n  ret void\n}\ndefine void @k() #2 {\n  ret void\n}\n\
                   attributes #0 = { nounwind \"target-features\"=\"+sse4.1,+pclmul\" }\n\
                   attributes #1 = { \"target-features\"=\"+sse4.1,+pclmul\" }\n\
                   attributes #2 = { \"target-cpu\"=\"no-such-cpu\" \"target-features\"=\"+ssse3\" }\n";
        let module = kiln_ir::parse("t.ll", src).unwrap();
        let subtargets = FunctionSubtargets::new(X86Subtarget::default(), Some(&module), "", "");
        // The module's, the one +sse4.1,+pclmul of @f and @g, and @k's (its unknown CPU ignored).
        assert_eq!(subtargets.len(), 3);
        let [f, g, h, k] = [0, 1, 2, 3].map(|i| subtargets.index_of(&module.functions[i]));
        assert_eq!((f, g, h), (1, 1, 0));
        assert!(subtargets.get(f).has(Feature::Sse41) && subtargets.get(f).has(Feature::Pclmul));
        assert!(!subtargets.get(h).has(Feature::Ssse3));
        assert!(subtargets.get(k).has(Feature::Ssse3) && !subtargets.get(k).has(Feature::Sse41));
    }

    #[test]
    fn function_attributes_override_the_module_options() {
        let src = "define void @f() #0 {\n  ret void\n}\ndefine void @g() {\n  ret void\n}\n\
                   attributes #0 = { \"target-cpu\"=\"haswell\" \"target-features\"=\"+cx8,-avx\" }\n";
        let module = kiln_ir::parse("t.ll", src).unwrap();
        let f = &module.functions[0];
        let st = X86Subtarget::for_function(&module, f, "x86-64", "+sse4.2").unwrap();
        assert_eq!(st.cpu(), "haswell");
        assert!(!st.has(Feature::Avx) && st.has(Feature::Sse42) && st.has(Feature::Lzcnt));
        let g = &module.functions[1];
        let st = X86Subtarget::for_function(&module, g, "x86-64", "+sse4.2").unwrap();
        assert_eq!(st.cpu(), "x86-64");
        assert!(st.has(Feature::Sse42) && !st.has(Feature::Lzcnt));
    }
}
