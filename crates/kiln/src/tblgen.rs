//! `kiln tblgen`: llvm-tblgen's command line. Reads a `.td` file (`-I` include directories,
//! `-D` macros), runs one back end chosen by its action flag (`-print-records` by default,
//! `-dump-json`, and every other back end in `kiln_tablegen::backends::BACKENDS`) and writes
//! the result to `-o FILE` or standard output. Errors print as `FILE:LINE:COL: error:` with
//! the source line and a caret, and exit with status 1.

use clap::{Arg, ArgAction, ArgMatches, Command};
use kiln_tablegen::backends::{self, BACKENDS};
use std::path::PathBuf;
use std::process::ExitCode;

/// Stack of the thread that parses and runs the back end.
const STACK_SIZE: usize = 256 << 20;

pub fn command() -> Command {
    let mut cmd = Command::new("tblgen")
        .arg(Arg::new("include").short('I').action(ArgAction::Append).value_name("DIR").help("Directory of include files"))
        .arg(Arg::new("define").short('D').action(ArgAction::Append).value_name("NAME").help("Define a macro for #ifdef"))
        .arg(Arg::new("output").short('o').value_name("FILE").help("Output file (default: standard output)"))
        .arg(Arg::new("depfile").short('d').value_name("FILE").help("Write a Makefile dependency line (needs -o)"))
        .arg(Arg::new("input").value_name("FILE.td").default_value("-").help("Input file (- for standard input)"));
    for b in BACKENDS {
        cmd = cmd.arg(Arg::new(b.action).long(b.action).action(ArgAction::SetTrue).help(b.description));
    }
    cmd
}

/// `-I=DIR` reaches clap as the value `=DIR`.
fn option_values(m: &ArgMatches, id: &str) -> Vec<String> {
    m.get_many::<String>(id).into_iter().flatten().map(|s| s.strip_prefix('=').unwrap_or(s).to_string()).collect()
}

pub fn run(m: &ArgMatches) -> ExitCode {
    let chosen: Vec<_> = BACKENDS.iter().filter(|b| m.get_flag(b.action)).collect();
    let backend = match chosen.as_slice() {
        [] => backends::find("print-records").expect("print-records is registered"),
        [one] => *one,
        _ => {
            eprintln!("kiln tblgen: error: more than one action given");
            return ExitCode::FAILURE;
        }
    };
    let options = kiln_tablegen::Options {
        include_dirs: option_values(m, "include").into_iter().map(PathBuf::from).collect(),
        macros: option_values(m, "define"),
        ..Default::default()
    };
    let input = m.get_one::<String>("input").cloned().unwrap_or_else(|| "-".to_string());
    let output = m.get_one::<String>("output").cloned().filter(|o| o != "-");
    let depfile = m.get_one::<String>("depfile").cloned();
    if depfile.is_some() && output.is_none() {
        eprintln!("kiln tblgen: error: the option -d must be used together with -o");
        return ExitCode::FAILURE;
    }
    let target = output.clone().unwrap_or_default();
    // Deeply nested descriptions recurse deeply: give the work a large stack.
    let worker = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(move || {
        kiln_tablegen::parse_file(&input, &options).and_then(|rk| {
            let text = (backend.run)(&rk);
            if let Some(path) = &depfile {
                // The included files (the first dependency is the input itself).
                let mut deps: Vec<&str> = rk.dependencies.iter().skip(1).map(String::as_str).collect();
                deps.sort_unstable();
                deps.dedup();
                let line = format!("{target}:{}\n", deps.iter().map(|d| format!(" {d}")).collect::<String>());
                if let Err(e) = std::fs::write(path, line) {
                    return Err(kiln_support::Diagnostic::global("kiln tblgen", format!("cannot write '{path}': {e}")));
                }
            }
            // The process ends right after: leave the records to the OS instead of freeing them.
            std::mem::forget(rk);
            text
        })
    });
    let result = match worker.map(|w| w.join()) {
        Ok(Ok(r)) => r,
        _ => {
            eprintln!("kiln tblgen: error: the TableGen worker thread failed");
            return ExitCode::FAILURE;
        }
    };
    let text = match result {
        Ok(t) => t,
        Err(d) => {
            eprint!("{d}");
            return ExitCode::FAILURE;
        }
    };
    let written = match &output {
        Some(path) => std::fs::write(path, text.as_bytes()),
        _ => std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()),
    };
    if let Err(e) = written {
        eprintln!("kiln tblgen: error: cannot write output: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
