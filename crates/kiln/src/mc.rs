//! `kiln mc`: llvm-mc's command line. Reads assembly (a file or `-` for standard input) for
//! the target the registry (`kiln-targets`) finds for `-triple`, assembles it with that
//! target's parser, and writes either assembly text (`-filetype=asm`, the default;
//! `-show-encoding` adds each instruction's bytes; `-mattr` the target's assembler features, as
//! RISC-V's `+c`) or an ELF relocatable object
//! (`-filetype=obj`) to `-o FILE` or standard output. Errors print as `FILE:LINE:COL: error:`
//! with the line and a caret, and exit with status 1. `-output-asm-variant=N` chooses the
//! target's printer (x86: 1 is Intel syntax); the target's own options (x86's
//! `-x86-asm-syntax=intel`, which makes Intel the syntax of the input) configure its parser.

use clap::{Arg, ArgAction, ArgMatches, Command};
use kiln_mc::Streamer;
use kiln_support::SourceFile;
use std::process::ExitCode;

pub fn command() -> Command {
    let cmd = Command::new("mc")
        .arg(Arg::new("triple").long("triple").value_name("TRIPLE").help("Target triple to assemble for (default: the host's)"))
        .arg(Arg::new("filetype").long("filetype").value_name("asm|obj").default_value("asm").help("Output file type"))
        .arg(Arg::new("mattr").long("mattr").value_name("+a,-b,...").help("Target features to enable (+) or disable (-)"))
        .arg(Arg::new("show-encoding").long("show-encoding").action(ArgAction::SetTrue).help("Show instruction encodings"))
        .arg(Arg::new("output").short('o').value_name("FILE").help("Output file (default: standard output)"))
        .arg(Arg::new("dwarf-version").long("dwarf-version").value_name("N").default_value("4").help("DWARF version of the line table (a `.file 0` directive makes it 5)"))
        .arg(Arg::new("output-asm-variant").long("output-asm-variant").value_name("N").default_value("0").help("Syntax variant to use for output printing (numbered by the target; 0 is its default)"))
        .arg(Arg::new("input").value_name("FILE.s").default_value("-").help("Input file (- for standard input)"));
    crate::targets::add_flags(cmd, "mc")
}

fn value<'a>(m: &'a ArgMatches, id: &str) -> &'a str {
    let v = m.get_one::<String>(id).map(String::as_str).unwrap_or("");
    v.strip_prefix('=').unwrap_or(v)
}

pub fn run(m: &ArgMatches) -> ExitCode {
    let triple = kiln_targets::choose_triple(value(m, "triple"), None);
    let configured = kiln_targets::lookup(&triple).and_then(|t| Ok((t.mc, t.mc.with_features(value(m, "mattr"))?)));
    let (registered, configured) = match configured {
        Ok(t) => t,
        Err(e) => {
            eprintln!("kiln mc: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let target: &dyn kiln_mc::target::McTarget = configured.as_deref().unwrap_or(registered);
    let object = match value(m, "filetype") {
        "asm" => false,
        "obj" => true,
        other => {
            eprintln!("kiln mc: error: unknown file type '{other}' (expected asm or obj)");
            return ExitCode::FAILURE;
        }
    };
    let target_flags = match crate::targets::given(m, "mc") {
        Ok(f) => f,
        Err(e) => {
            eprintln!("kiln mc: {e}");
            return ExitCode::FAILURE;
        }
    };
    // As llvm-mc: the target's options configure the parser, `-output-asm-variant` the printer.
    let pieces = target.asm_parser(&target_flags).and_then(|parser| Ok((parser, target.inst_printer(value(m, "output-asm-variant"))?)));
    let (mut parser, printer) = match pieces {
        Ok(p) => p,
        Err(e) => {
            eprintln!("kiln mc: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let dwarf_version = match value(m, "dwarf-version").parse::<u16>() {
        Ok(v @ 4..=5) => v,
        _ => {
            eprintln!("kiln mc: error: unsupported -dwarf-version '{}' (kiln writes DWARF 4 and 5)", value(m, "dwarf-version"));
            return ExitCode::FAILURE;
        }
    };
    let input = value(m, "input");
    let (name, text) = match crate::io::read_input("mc", input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let file = SourceFile::with_text(name, text);
    let mut streamer: Box<dyn Streamer> = if object {
        Box::new(kiln_mc::target_object_streamer(target))
    } else {
        Box::new(kiln_mc::target_asm_streamer(target, printer, m.get_flag("show-encoding")))
    };
    streamer.context_mut().dwarf_version = dwarf_version;
    let bytes = match kiln_mc::parser::assemble(&file, streamer.as_mut(), Some(parser.as_mut())) {
        Ok(b) => b,
        Err(diagnostics) => {
            for d in diagnostics {
                eprint!("{d}");
            }
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = crate::io::write_output("mc", m.get_one::<String>("output").map(String::as_str), &bytes) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
