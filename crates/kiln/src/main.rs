//! `kiln`: one binary whose subcommands replace LLVM's tools and accept their flags.
//!
//! Each subcommand lives in its own module with a `command()` (its clap definition, with the
//! LLVM tool's option names) and a `run()`. [`args::normalize`] rewrites LLVM's single-dash
//! long options (`-mtriple=x`, `-print-records`) into the double-dash form clap parses, using
//! that subcommand's own list of long options, so `-o FILE` and `-O2` stay short options; an
//! argument that is none of its options is an error naming it, as LLVM's tools say it.
//! `--version` (or `-version`) prints kiln's version and, for llc, lli and mc, the targets
//! registered in [`targets`].

mod args;
mod io;
mod ir;
mod llc;
mod lli;
mod mc;
mod targets;
mod tblgen;

use std::process::ExitCode;

/// A subcommand: its name, one line of help, its clap definition and its entry point; whether
/// `--version` lists the registered targets.
struct Subcommand {
    name: &'static str,
    about: &'static str,
    command: fn() -> clap::Command,
    run: fn(&clap::ArgMatches) -> ExitCode,
    lists_targets: bool,
}

const SUBCOMMANDS: &[Subcommand] = &[
    Subcommand { name: "ir", about: "read LLVM IR (.ll) and print it back", command: ir::command, run: ir::run, lists_targets: false },
    Subcommand { name: "llc", about: "compile LLVM IR to assembly or objects (llc)", command: llc::command, run: llc::run, lists_targets: true },
    Subcommand { name: "lli", about: "run LLVM IR (.ll) in memory through the JIT (lli)", command: lli::command, run: lli::run, lists_targets: true },
    Subcommand { name: "mc", about: "assemble a target's assembly into objects (llvm-mc)", command: mc::command, run: mc::run, lists_targets: true },
    Subcommand { name: "tblgen", about: "read TableGen (.td) files and run a back end", command: tblgen::command, run: tblgen::run, lists_targets: false },
];

fn usage() -> String {
    let mut s = String::from("usage: kiln <subcommand> [options]\n\nsubcommands:\n");
    for sub in SUBCOMMANDS {
        s.push_str(&format!("  {:<8} {}\n", sub.name, sub.about));
    }
    s
}

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().collect();
    if argv.len() < 2 || matches!(argv[1].as_str(), "-h" | "--help" | "-help" | "help") {
        print!("{}", usage());
        return if argv.len() < 2 { ExitCode::FAILURE } else { ExitCode::SUCCESS };
    }
    if matches!(argv[1].as_str(), "--version" | "-version") {
        print!("{}", targets::version_text(true));
        return ExitCode::SUCCESS;
    }
    let name = argv.remove(1);
    let Some(sub) = SUBCOMMANDS.iter().find(|s| s.name == name) else {
        eprint!("kiln: error: unknown subcommand '{name}'\n{}", usage());
        return ExitCode::FAILURE;
    };
    let command = (sub.command)()
        .name(sub.name)
        .bin_name(format!("kiln {}", sub.name))
        .about(sub.about)
        .arg(clap::Arg::new("version").long("version").action(clap::ArgAction::SetTrue).help("Display the version of this program"));
    argv[0] = format!("kiln {}", sub.name);
    let argv = match args::normalize(&command, argv) {
        Ok(argv) => argv,
        Err(message) => {
            eprintln!("kiln {}: {message}", sub.name);
            return ExitCode::FAILURE;
        }
    };
    match command.try_get_matches_from(argv) {
        Ok(matches) if matches.get_flag("version") => {
            print!("{}", targets::version_text(sub.lists_targets));
            ExitCode::SUCCESS
        }
        Ok(matches) => (sub.run)(&matches),
        Err(e) => {
            let _ = e.print();
            if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
    }
}
