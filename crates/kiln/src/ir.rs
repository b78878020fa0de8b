//! `kiln ir`: reads LLVM IR (`.ll`) and prints it back, like `llvm-as | llvm-dis`.
//!
//! `kiln ir FILE.ll [-o OUT.ll]` (`-` is standard input/output); the module is verified
//! between reading and printing. `-disable-output` only reads and verifies.
//! `-opaque-pointers` is accepted for LLVM compatibility: the reader takes typed and opaque
//! pointers alike. Errors go to standard error as `FILE:LINE:COL: error:`, exit 1.

use clap::{Arg, ArgAction, ArgMatches, Command};
use std::process::ExitCode;

pub fn command() -> Command {
    Command::new("ir")
        .arg(Arg::new("input").default_value("-").help("input .ll file ('-' for standard input)"))
        .arg(Arg::new("output").short('o').value_name("FILE").help("output file ('-' for standard output)"))
        .arg(Arg::new("disable-output").long("disable-output").action(ArgAction::SetTrue).help("read only, print nothing"))
        .arg(
            Arg::new("opaque-pointers")
                .long("opaque-pointers")
                .action(ArgAction::SetTrue)
                .help("accepted for LLVM compatibility (opaque pointers are always read)"),
        )
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let input = matches.get_one::<String>("input").map_or("-", String::as_str);
    let (name, text) = match crate::io::read_input("ir", input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let module = match kiln_ir::parse(&name, &text) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{d}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(errors) = kiln_ir::verify_module(&module) {
        for e in &errors {
            eprint!("{}", kiln_ir::locate::verifier_diagnostic(&name, &text, e));
        }
        return ExitCode::FAILURE;
    }
    if matches.get_flag("disable-output") {
        return ExitCode::SUCCESS;
    }
    let printed = kiln_ir::print(&module);
    let output = matches.get_one::<String>("output").map(String::as_str);
    match crate::io::write_output("ir", output, printed.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
