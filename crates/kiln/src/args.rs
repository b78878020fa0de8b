//! LLVM-style command lines for clap.
//!
//! LLVM's tools spell long options with one dash (`-filetype=obj`, `-print-records`) and also
//! accept two. clap takes only `--long`, so each argument of the form `-NAME` or `-NAME=VALUE`
//! whose NAME is one of the command's long options is rewritten to `--NAME...` before parsing.
//! Everything else (`-o FILE`, `-O2`, `-Idir`, `-`, positional files) is left as it is.

/// Rewrites single-dash long options that `command` defines into clap's double-dash form.
pub fn normalize(command: &clap::Command, argv: Vec<String>) -> Vec<String> {
    let longs: Vec<&str> = command.get_arguments().filter_map(|a| a.get_long()).collect();
    let mut past_double_dash = false;
    argv.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            if i == 0 || past_double_dash {
                return arg;
            }
            if arg == "--" {
                past_double_dash = true;
                return arg;
            }
            match arg.strip_prefix('-') {
                Some(rest) if !rest.starts_with('-') => {
                    let name = rest.split('=').next().unwrap_or(rest);
                    if longs.contains(&name) {
                        format!("-{arg}")
                    } else {
                        arg
                    }
                }
                _ => arg,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::normalize;
    use clap::{Arg, ArgAction, Command};

    fn cmd() -> Command {
        Command::new("t")
            .arg(Arg::new("mtriple").long("mtriple"))
            .arg(Arg::new("print-records").long("print-records").action(ArgAction::SetTrue))
            .arg(Arg::new("opaque-pointers").long("opaque-pointers").action(ArgAction::SetTrue))
            .arg(Arg::new("output").short('o'))
            .arg(Arg::new("opt").short('O'))
            .arg(Arg::new("input"))
    }

    fn norm(args: &[&str]) -> Vec<String> {
        normalize(&cmd(), args.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn single_dash_long_options_become_double_dash() {
        assert_eq!(
            norm(&["t", "-mtriple=x86_64", "-print-records", "-opaque-pointers", "-o", "out", "-O2", "in.td"]),
            ["t", "--mtriple=x86_64", "--print-records", "--opaque-pointers", "-o", "out", "-O2", "in.td"]
        );
        let m = cmd().get_matches_from(norm(&["t", "-mtriple=x", "-O2", "-o", "f", "-"]));
        assert_eq!(m.get_one::<String>("mtriple").unwrap(), "x");
        assert_eq!(m.get_one::<String>("opt").unwrap(), "2");
        assert_eq!(m.get_one::<String>("input").unwrap(), "-");
    }

    #[test]
    fn unknown_and_positional_arguments_are_untouched() {
        assert_eq!(norm(&["t", "-frobnicate", "--", "-mtriple"]), ["t", "-frobnicate", "--", "-mtriple"]);
    }
}
