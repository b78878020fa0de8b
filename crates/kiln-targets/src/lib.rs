//! The target registry, after Cranelift's `isa::lookup`: every target built into kiln is one
//! line of [`TARGETS`], and [`lookup`] finds the one a triple names. `kiln llc`, `kiln mc`,
//! `kiln lli` and kiln-jit ask it for their target and build everything from the
//! [`TargetEntry`] it returns (the target machine, the MC pieces, the target's own options),
//! so no driver names a target. Adding a target is a new crate and a line here.
//!
//! ```
//! let target = kiln_targets::lookup("x86_64-unknown-linux-gnu")?;
//! assert_eq!(target.name, "x86-64");
//! assert!(kiln_targets::lookup("foo").unwrap_err().contains("unable to get target for 'foo'"));
//! # Ok::<(), String>(())
//! ```

pub use kiln_codegen::target::machine::{TargetEntry, TargetFlag};

/// Every target built into kiln.
pub const TARGETS: &[TargetEntry] = &[kiln_target_x86::TARGET, kiln_target_riscv::TARGET];

/// The triple compiled for when neither the command line nor the module gives one: the
/// host's architecture on Linux, as LLVM's default target is the host's.
pub fn default_triple() -> String {
    format!("{}-unknown-linux-gnu", std::env::consts::ARCH)
}

/// The triple to compile for: `explicit` (`-mtriple`) when given, else the module's, else
/// [`default_triple`].
pub fn choose_triple(explicit: &str, module: Option<&[u8]>) -> String {
    if !explicit.is_empty() {
        explicit.to_string()
    } else if let Some(t) = module.filter(|t| !t.is_empty()) {
        String::from_utf8_lossy(t).into_owned()
    } else {
        default_triple()
    }
}

/// The target that compiles for `triple` (its architecture, the first component). A triple
/// no target takes is an error naming it, as llc says it; so is an operating system whose
/// object format kiln does not write (kiln writes ELF).
pub fn lookup(triple: &str) -> Result<&'static TargetEntry, String> {
    let arch = triple.split('-').next().unwrap_or("");
    let target = TARGETS
        .iter()
        .find(|t| t.arches.contains(&arch))
        .ok_or_else(|| format!("unable to get target for '{triple}', see --version and --triple."))?;
    if triple.contains("windows") || triple.contains("darwin") || triple.contains("macos") {
        return Err(format!("unsupported target triple '{triple}' (kiln emits ELF for Linux)"));
    }
    Ok(target)
}

/// The target `-march` names (`x86-64`, or a triple architecture such as `x86_64`).
pub fn lookup_arch(arch: &str) -> Result<&'static TargetEntry, String> {
    TARGETS.iter().find(|t| t.has_arch(arch)).ok_or_else(|| {
        let names: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
        format!("invalid target '{arch}' (registered targets: {})", names.join(", "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_find_their_target() {
        for triple in ["x86_64-unknown-linux-gnu", "x86_64", "amd64-pc-linux"] {
            assert_eq!(lookup(triple).unwrap().name, "x86-64", "{triple}");
        }
        assert_eq!(lookup("aarch64-unknown-linux-gnu").unwrap_err(), "unable to get target for 'aarch64-unknown-linux-gnu', see --version and --triple.");
        assert!(lookup("x86_64-pc-windows-msvc").unwrap_err().contains("ELF"));
        assert_eq!(lookup_arch("x86-64").unwrap().name, "x86-64");
        assert!(lookup_arch("sparc").unwrap_err().contains("'sparc'"));
    }

    #[test]
    fn the_default_triple_has_a_target() {
        assert!(lookup(&default_triple()).is_ok());
        assert_eq!(choose_triple("", Some(b"x86_64-pc-linux-gnu")), "x86_64-pc-linux-gnu");
        assert_eq!(choose_triple("amd64", Some(b"x86_64-pc-linux-gnu")), "amd64");
    }
}
