//! `X86Subtarget`: the instruction-set features code generation may use, from a CPU name
//! (`-mcpu`, the `"target-cpu"` function attribute) and a feature string (`-mattr`,
//! `"target-features"`: `+sse4.2,-avx`).
//!
//! Features are bits of one `u64`; each CPU names its features, each feature the ones it
//! implies (`avx2` implies `avx`, which implies `sse4.2`, ...). Enabling a feature enables what
//! it implies; disabling one disables everything that implies it, as LLVM's feature strings
//! do. Selection patterns test the subtarget through `Predicate` strings such as
//! `st.has(Feature::Cmov)`. Unknown CPU names are errors; unknown feature names are kept in
//! [`X86Subtarget::unknown_features`] so the driver can warn, as llc does, and are ignored.

use kiln_ir::{Attr, Function, Module};

macro_rules! features {
    ($($variant:ident = $name:literal => [$($implied:ident),*],)*) => {
        /// An x86 instruction-set feature, by its LLVM name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Feature { $($variant,)* }

        impl Feature {
            pub const ALL: &'static [Feature] = &[$(Feature::$variant,)*];

            /// The name in feature strings (`sse4.2`).
            pub fn name(self) -> &'static str {
                match self { $(Feature::$variant => $name,)* }
            }

            pub fn from_name(name: &str) -> Option<Feature> {
                match name { $($name => Some(Feature::$variant),)* _ => None }
            }

            /// The features this one directly implies.
            fn implied(self) -> &'static [Feature] {
                match self { $(Feature::$variant => &[$(Feature::$implied),*],)* }
            }
        }
    };
}

features! {
    Mode64Bit = "64bit" => [],
    X87 = "x87" => [],
    Cmov = "cmov" => [],
    Cx8 = "cx8" => [],
    Cx16 = "cx16" => [Cx8],
    Fxsr = "fxsr" => [],
    Mmx = "mmx" => [],
    Sahf = "sahf" => [],
    Sse = "sse" => [],
    Sse2 = "sse2" => [Sse],
    Sse3 = "sse3" => [Sse2],
    Ssse3 = "ssse3" => [Sse3],
    Sse41 = "sse4.1" => [Ssse3],
    Sse42 = "sse4.2" => [Sse41],
    Popcnt = "popcnt" => [],
    Lzcnt = "lzcnt" => [],
    Bmi = "bmi" => [],
    Bmi2 = "bmi2" => [],
    Movbe = "movbe" => [],
    Avx = "avx" => [Sse42],
    F16c = "f16c" => [Avx],
    Fma = "fma" => [Avx],
    Avx2 = "avx2" => [Avx],
    Avx512f = "avx512f" => [Avx2, F16c, Fma],
}

/// A set of features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FeatureSet(u64);

impl FeatureSet {
    pub fn contains(self, f: Feature) -> bool {
        self.0 & (1 << f as u8) != 0
    }

    /// Adds `f` and everything it implies.
    pub fn enable(&mut self, f: Feature) {
        self.0 |= 1 << f as u8;
        for &g in f.implied() {
            self.enable(g);
        }
    }

    /// Removes `f` and everything that implies it.
    pub fn disable(&mut self, f: Feature) {
        self.0 &= !(1 << f as u8);
        for &g in Feature::ALL {
            if self.contains(g) && g.implied().contains(&f) {
                self.disable(g);
            }
        }
    }
}

/// What every x86-64 processor has (the `x86-64` CPU).
const BASELINE: &[Feature] =
    &[Feature::Mode64Bit, Feature::X87, Feature::Cmov, Feature::Cx8, Feature::Fxsr, Feature::Mmx, Feature::Sse2];
const V2: &[Feature] = &[Feature::Cx16, Feature::Sahf, Feature::Popcnt, Feature::Sse42];
const V3: &[Feature] =
    &[Feature::Avx2, Feature::Bmi, Feature::Bmi2, Feature::F16c, Feature::Fma, Feature::Lzcnt, Feature::Movbe];

/// The features of a CPU name beyond the baseline (`None`: not a known CPU).
fn cpu_features(cpu: &str) -> Option<Vec<Feature>> {
    let mut f: Vec<Feature> = Vec::new();
    match cpu {
        "" | "generic" | "x86-64" | "k8" | "opteron" | "athlon64" | "nocona" => {}
        "core2" => f.extend([Feature::Ssse3, Feature::Cx16, Feature::Sahf]),
        "penryn" => f.extend([Feature::Sse41, Feature::Cx16, Feature::Sahf]),
        "x86-64-v2" | "nehalem" | "corei7" | "westmere" | "silvermont" | "goldmont" | "btver1" => f.extend(V2),
        "sandybridge" | "corei7-avx" | "ivybridge" | "core-avx-i" | "btver2" | "bdver1" => {
            f.extend(V2);
            f.push(Feature::Avx);
        }
        "x86-64-v3" | "haswell" | "core-avx2" | "broadwell" | "skylake" | "alderlake" | "znver1" | "znver2"
        | "znver3" => {
            f.extend(V2);
            f.extend(V3);
        }
        "x86-64-v4" | "skylake-avx512" | "cascadelake" | "icelake-client" | "icelake-server" | "tigerlake" => {
            f.extend(V2);
            f.extend(V3);
            f.push(Feature::Avx512f);
        }
        _ => return None,
    }
    Some(f)
}

/// The subtarget of one function (or of the whole module when no function overrides it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X86Subtarget {
    cpu: String,
    features: FeatureSet,
    /// Names in the feature string that are not x86 features (ignored).
    pub unknown_features: Vec<String>,
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
        let extra = cpu_features(cpu).ok_or_else(|| format!("'{cpu}' is not a recognized processor for this target"))?;
        let mut set = FeatureSet::default();
        for &f in BASELINE.iter().chain(&extra) {
            set.enable(f);
        }
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
        Ok(X86Subtarget { cpu: cpu.to_string(), features: set, unknown_features: unknown })
    }

    /// The subtarget of `func`: its `"target-cpu"` and `"target-features"` attributes replace
    /// the module-wide `cpu` and `features` (`-mcpu`/`-mattr`) when present, as in llc.
    pub fn for_function(module: &Module, func: &Function, cpu: &str, features: &str) -> Result<X86Subtarget, String> {
        let (mut fn_cpu, mut fn_features) = (None, None);
        for attr in module.attr_sets.get(func.attrs.func) {
            if let Attr::Str(key, Some(value)) = attr {
                match &*module.symbols.text(*key) {
                    "target-cpu" => fn_cpu = Some(module.symbols.text(*value).into_owned()),
                    "target-features" => fn_features = Some(module.symbols.text(*value).into_owned()),
                    _ => {}
                }
            }
        }
        X86Subtarget::new(fn_cpu.as_deref().unwrap_or(cpu), fn_features.as_deref().unwrap_or(features))
    }

    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    pub fn features(&self) -> FeatureSet {
        self.features
    }

    pub fn has(&self, f: Feature) -> bool {
        self.features.contains(f)
    }

    pub fn is_64bit(&self) -> bool {
        self.has(Feature::Mode64Bit)
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
