//! The registered targets (`kiln-targets`) as the command line sees them: their names for
//! `--version`, and the options each target declares for itself (x86's `-x86-asm-syntax`),
//! which `kiln llc` and `kiln mc` offer without naming them and hand back to the target as
//! given.

use clap::{Arg, ArgMatches, Command};
use kiln_targets::{TargetFlag, TARGETS};

/// The options of every target that `tool` (`"llc"`, `"mc"`) takes.
fn flags(tool: &str) -> impl Iterator<Item = &'static TargetFlag> + '_ {
    TARGETS.iter().flat_map(|t| t.flags.iter()).filter(move |f| f.tools.contains(&tool))
}

/// `command` with the target options of `tool` added.
pub fn add_flags(mut command: Command, tool: &str) -> Command {
    for flag in flags(tool) {
        command = command.arg(Arg::new(flag.name).long(flag.name).value_name("VALUE").help(flag.help));
    }
    command
}

/// The target options of `tool` given on the command line, each checked against the values
/// its target accepts.
pub fn given(m: &ArgMatches, tool: &str) -> Result<Vec<(&'static str, String)>, String> {
    let mut out = Vec::new();
    for flag in flags(tool) {
        let Some(value) = m.get_one::<String>(flag.name) else { continue };
        let value = value.strip_prefix('=').unwrap_or(value);
        if !flag.values.contains(&value) {
            return Err(format!("for the -{} option: Cannot find option named '{value}'! (expected {})", flag.name, flag.values.join(" or ")));
        }
        out.push((flag.name, value.to_string()));
    }
    Ok(out)
}

/// What `--version` prints: kiln's version, the default target and, for the tools that
/// compile or assemble, the registered targets as llc lists them.
pub fn version_text(list_targets: bool) -> String {
    let mut s = format!("kiln version {}\n  Default target: {}\n", env!("CARGO_PKG_VERSION"), kiln_targets::default_triple());
    if list_targets {
        s.push_str("\n  Registered Targets:\n");
        let width = TARGETS.iter().map(|t| t.name.len()).max().unwrap_or(0);
        for t in TARGETS {
            s.push_str(&format!("    {:<width$} - {}\n", t.name, t.description));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_options_are_offered_and_checked() {
        let cmd = add_flags(Command::new("llc"), "llc");
        let m = cmd.clone().get_matches_from(["llc", "--x86-asm-syntax=intel"]);
        assert_eq!(given(&m, "llc").unwrap(), [("x86-asm-syntax", "intel".to_string())]);
        let m = cmd.get_matches_from(["llc", "--x86-asm-syntax=fancy"]);
        assert!(given(&m, "llc").unwrap_err().contains("Cannot find option named 'fancy'"));
        assert!(add_flags(Command::new("ir"), "ir").get_arguments().next().is_none());
    }

    #[test]
    fn version_lists_the_registered_targets() {
        let text = version_text(true);
        assert!(text.starts_with("kiln version "), "{text}");
        assert!(text.contains("Registered Targets:\n    x86-64  - 64-bit X86: EM64T and AMD64\n    riscv64 - 64-bit RISC-V\n"), "{text}");
        assert!(!version_text(false).contains("Registered"));
    }
}
