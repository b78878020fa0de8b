//! `kiln mc`: llvm-mc's command line for x86-64. Reads AT&T or Intel assembly (a file or `-`
//! for standard input; `.intel_syntax noprefix` and `.att_syntax` switch), assembles it with
//! the x86 target's parser, and writes either assembly text
//! (`-filetype=asm`, the default; `-show-encoding` adds each instruction's bytes) or an ELF
//! relocatable object (`-filetype=obj`) to `-o FILE` or standard output. Errors print as
//! `FILE:LINE:COL: error:` with the line and a caret, and exit with status 1.
//! `-output-asm-variant=1` prints Intel syntax; the target's own options (x86's
//! `-x86-asm-syntax=intel`, which makes Intel the syntax of the input) come from the target.

use clap::{Arg, ArgAction, ArgMatches, Command};
use kiln_mc::Streamer;
use kiln_support::SourceFile;
use std::process::ExitCode;

/// The triples `kiln mc` assembles for.
const TRIPLES: &[&str] = &["x86_64-unknown-linux-gnu", "x86_64-linux-gnu", "x86_64-pc-linux-gnu", "x86_64-unknown-linux", "x86_64"];

pub fn command() -> Command {
    let cmd = Command::new("mc")
        .arg(Arg::new("triple").long("triple").value_name("TRIPLE").default_value("x86_64-unknown-linux-gnu").help("Target triple to assemble for"))
        .arg(Arg::new("filetype").long("filetype").value_name("asm|obj").default_value("asm").help("Output file type"))
        .arg(Arg::new("show-encoding").long("show-encoding").action(ArgAction::SetTrue).help("Show instruction encodings"))
        .arg(Arg::new("output").short('o').value_name("FILE").help("Output file (default: standard output)"))
        .arg(Arg::new("dwarf-version").long("dwarf-version").value_name("N").default_value("4").help("DWARF version of the line table (a `.file 0` directive makes it 5)"))
        .arg(Arg::new("output-asm-variant").long("output-asm-variant").value_name("N").help("Syntax variant to use for output printing (x86: 0 AT&T, 1 Intel)"))
        .arg(Arg::new("input").value_name("FILE.s").default_value("-").help("Input file (- for standard input)"));
    crate::targets::add_flags(cmd, "mc")
}

fn value<'a>(m: &'a ArgMatches, id: &str) -> &'a str {
    let v = m.get_one::<String>(id).map(String::as_str).unwrap_or("");
    v.strip_prefix('=').unwrap_or(v)
}

pub fn run(m: &ArgMatches) -> ExitCode {
    let triple = value(m, "triple");
    if !TRIPLES.contains(&triple) {
        eprintln!("kiln mc: error: unsupported target triple '{triple}' (kiln mc assembles for x86_64-unknown-linux-gnu)");
        return ExitCode::FAILURE;
    }
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
    // As llvm-mc: `-x86-asm-syntax` is the input's syntax, `-output-asm-variant` the output's.
    let syntaxes = kiln_target_x86::AsmSyntax::from_flags(&target_flags).and_then(|input| {
        let output = m.get_one::<String>("output-asm-variant").map(|v| kiln_target_x86::AsmSyntax::from_variant(v.strip_prefix('=').unwrap_or(v))).transpose()?;
        Ok((input, output.unwrap_or_default()))
    });
    let (input_syntax, output_syntax) = match syntaxes {
        Ok(s) => s,
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
    let file = SourceFile::new(name, text);
    let mut streamer: Box<dyn Streamer> = if object {
        Box::new(kiln_target_x86::elf_object_streamer())
    } else {
        Box::new(kiln_target_x86::asm_streamer(m.get_flag("show-encoding"), output_syntax))
    };
    streamer.context_mut().dwarf_version = dwarf_version;
    let mut parser = kiln_target_x86::X86DialectParser::new(input_syntax);
    let bytes = match kiln_mc::parser::assemble(&file, streamer.as_mut(), Some(&mut parser)) {
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
