//! LLVM-style command lines for clap.
//!
//! LLVM's tools spell long options with one dash (`-filetype=obj`, `-print-records`) and also
//! accept two. clap takes only `--long`, so each argument of the form `-NAME` or `-NAME=VALUE`
//! whose NAME is one of the command's long options is rewritten to `--NAME...` before parsing.
//! Short options stay as they are (`-o FILE`, `-x mir`); only LLVM's prefix options (`-O2`,
//! `-Idir`, `-DNAME`, and `-j2`) carry their value glued on. Anything else that starts with a dash is an
//! error naming the whole argument, as LLVM's `Unknown command line argument '-frobnicate'`,
//! instead of clap reading it as a cluster of short flags. A boolean flag takes `=true` or
//! `=false` as LLVM's do.

/// LLVM's `cl::Prefix` options: their value may follow the letter directly (`-O2`, `-Idir`);
/// and kiln llc's thread count, `-j2` as make spells it.
const PREFIX_OPTIONS: &[char] = &['O', 'I', 'D', 'j'];

/// Rewrites `argv` (the program name first) into the form clap parses for `command`, or says
/// which argument is not one of its options.
pub fn normalize(command: &clap::Command, argv: Vec<String>) -> Result<Vec<String>, String> {
    let arg_of_long = |name: &str| command.get_arguments().find(|a| a.get_long() == Some(name));
    let arg_of_short = |c: char| command.get_arguments().find(|a| a.get_short() == Some(c));
    // A command whose last positional gathers the rest (lli's program arguments) stops
    // reading options at its first positional argument.
    let trailing = command.get_positionals().any(|a| a.is_trailing_var_arg_set());
    let mut out = Vec::with_capacity(argv.len());
    let mut rest_verbatim = false;
    let mut value_follows = false;
    for (i, arg) in argv.into_iter().enumerate() {
        if i == 0 || rest_verbatim || std::mem::take(&mut value_follows) {
            out.push(arg);
            continue;
        }
        if arg == "--" {
            rest_verbatim = true;
            out.push(arg);
            continue;
        }
        let Some(body) = arg.strip_prefix('-').filter(|b| !b.is_empty()) else {
            // A positional argument (or `-`, standard input).
            rest_verbatim = trailing;
            out.push(arg);
            continue;
        };
        let body = body.strip_prefix('-').unwrap_or(body);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if matches!(name, "help" | "version") && value.is_none() {
            out.push(format!("--{name}"));
            continue;
        }
        if let Some(long) = arg_of_long(name) {
            let takes_value = long.get_action().takes_values();
            match (takes_value, value) {
                (false, None) => out.push(format!("--{name}")),
                (false, Some("true" | "1")) => out.push(format!("--{name}")),
                (false, Some("false" | "0")) => {}
                (false, Some(v)) => {
                    return Err(format!("for the -{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"))
                }
                (true, Some(_)) => out.push(format!("--{body}")),
                (true, None) => {
                    // `-name VALUE`, unless the option's value is optional (`-name` alone).
                    value_follows = !long.is_require_equals_set();
                    out.push(format!("--{name}"));
                }
            }
            continue;
        }
        if !arg.starts_with("--") {
            let mut chars = body.chars();
            let letter = chars.next().expect("a dash alone is positional");
            let glued = chars.as_str();
            if let Some(short) = arg_of_short(letter) {
                let takes_value = short.get_action().takes_values();
                let known = if takes_value {
                    glued.is_empty() || glued.starts_with('=') || PREFIX_OPTIONS.contains(&letter)
                } else {
                    glued.is_empty()
                };
                if known {
                    value_follows = takes_value && glued.is_empty();
                    out.push(arg);
                    continue;
                }
            }
        }
        return Err(format!("Unknown command line argument '{arg}'.  Try: '{} --help'", out[0]));
    }
    Ok(out)
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

    fn norm(args: &[&str]) -> Result<Vec<String>, String> {
        normalize(&cmd(), args.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn single_dash_long_options_become_double_dash() {
        assert_eq!(
            norm(&["t", "-mtriple=x86_64", "-print-records", "-opaque-pointers", "-o", "out", "-O2", "in.td"]).unwrap(),
            ["t", "--mtriple=x86_64", "--print-records", "--opaque-pointers", "-o", "out", "-O2", "in.td"]
        );
        let m = cmd().get_matches_from(norm(&["t", "-mtriple=x", "-O2", "-o", "f", "-"]).unwrap());
        assert_eq!(m.get_one::<String>("mtriple").unwrap(), "x");
        assert_eq!(m.get_one::<String>("opt").unwrap(), "2");
        assert_eq!(m.get_one::<String>("input").unwrap(), "-");
    }

    #[test]
    fn a_value_may_follow_its_option() {
        assert_eq!(norm(&["t", "-mtriple", "-weird", "-o", "-x.s"]).unwrap(), ["t", "--mtriple", "-weird", "-o", "-x.s"]);
        assert_eq!(norm(&["t", "--mtriple=x", "-o=f"]).unwrap(), ["t", "--mtriple=x", "-o=f"]);
    }

    #[test]
    fn boolean_flags_take_true_and_false() {
        assert_eq!(norm(&["t", "-print-records=true", "-opaque-pointers=false"]).unwrap(), ["t", "--print-records"]);
        assert!(norm(&["t", "-print-records=maybe"]).unwrap_err().contains("invalid value for boolean"));
    }

    #[test]
    fn unknown_options_name_the_whole_argument() {
        for bad in ["-frobnicate", "--frobnicate", "-regalloc=greedy", "-ofile", "-mtriplex"] {
            assert_eq!(
                norm(&["t", bad, "in.ll"]).unwrap_err(),
                format!("Unknown command line argument '{bad}'.  Try: 't --help'")
            );
        }
    }

    #[test]
    fn arguments_after_double_dash_or_trailing_positional_are_untouched() {
        assert_eq!(norm(&["t", "--", "-frobnicate"]).unwrap(), ["t", "--", "-frobnicate"]);
        let trailing = Command::new("t")
            .arg(Arg::new("opt").short('O'))
            .arg(Arg::new("input").num_args(1..).trailing_var_arg(true));
        let argv = ["t", "-O0", "prog.ll", "-frobnicate", "-O3"].map(String::from).to_vec();
        assert_eq!(normalize(&trailing, argv.clone()).unwrap(), argv);
    }
}
