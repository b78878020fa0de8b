//! `kiln ir`: reads LLVM IR (`.ll`) and prints it back, like `llvm-as | llvm-dis`.
//!
//! `kiln ir FILE.ll [-o OUT.ll]` (`-` is standard input/output); the module is verified
//! between reading and printing. `-disable-output` only reads and verifies.
//! `-opaque-pointers` is accepted for LLVM compatibility: the reader takes typed and opaque
//! pointers alike. Errors go to standard error as `FILE:LINE:COL: error:`, exit 1.

use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::{Read, Write};
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
    let (name, text) = match read_input(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("kiln ir: error: {input}: {e}");
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
            eprintln!("{name}: error: {e}");
        }
        return ExitCode::FAILURE;
    }
    if matches.get_flag("disable-output") {
        return ExitCode::SUCCESS;
    }
    let printed = kiln_ir::print(&module);
    let output = matches.get_one::<String>("output").map_or("-", String::as_str);
    let result = if output == "-" {
        std::io::stdout().lock().write_all(printed.as_bytes())
    } else {
        std::fs::write(output, printed)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kiln ir: error: {output}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn read_input(path: &str) -> std::io::Result<(String, String)> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text)?;
        Ok(("<stdin>".to_string(), text))
    } else {
        Ok((path.to_string(), std::fs::read_to_string(path)?))
    }
}
