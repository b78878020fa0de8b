//! `kiln lli`: lli's command line. Compiles `FILE.ll` (and every `-extra-module`) with the
//! `llc` pipeline into memory through kiln-jit, links them in place (against the process, the
//! `-dlopen` libraries, libm and libstdc++), runs the constructors,
//! calls `main` (or `-entry-function`) with `FILE` (or `-fake-argv0`) and the remaining
//! arguments and exits with main's return value; the destructors run at exit, also when the
//! program calls `exit()`. Bitcode inputs are an error naming the file: kiln reads text IR.
//! `-global-isel[=0]` and `-global-isel-abort` choose the selector as in `llc`.

use clap::{Arg, ArgAction, ArgMatches, Command};
use kiln_jit::{Jit, JitOptions};
use kiln_support::Text;
use std::process::ExitCode;

pub fn command() -> Command {
    let value = |name: &'static str, value_name: &'static str, help: &'static str| {
        Arg::new(name).long(name).value_name(value_name).help(help)
    };
    Command::new("lli")
        .arg(
            Arg::new("input")
                .value_name("FILE.ll [ARGS]...")
                .num_args(1..)
                .trailing_var_arg(true)
                .default_value("-")
                .help("The module to run (- for standard input), then the program's arguments"),
        )
        .arg(
            Arg::new("opt")
                .short('O')
                .value_name("N")
                .default_value("2")
                .help("Optimization level 0..3 (default 2)"),
        )
        .arg(value("mcpu", "CPU", "Target CPU").default_value(""))
        .arg(value("mattr", "+a,-b", "Target features").default_value(""))
        .arg(
            value("extra-module", "FILE.ll", "Another module to link in (repeatable)")
                .action(ArgAction::Append),
        )
        .arg(
            value("dlopen", "LIB", "A shared library to load before linking (repeatable)")
                .action(ArgAction::Append),
        )
        .arg(value("entry-function", "NAME", "The function to call instead of main").default_value("main"))
        .arg(value("fake-argv0", "NAME", "The program name main sees in argv[0]"))
        .args(crate::llc::global_isel_args())
}

fn value<'a>(m: &'a ArgMatches, id: &str) -> Option<&'a str> {
    m.get_one::<String>(id).map(|v| v.strip_prefix('=').unwrap_or(v))
}

pub fn run(m: &ArgMatches) -> ExitCode {
    match run_program(m) {
        Ok(status) => std::process::exit(status),
        Err(message) => {
            eprint!("{message}");
            if !message.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// The text of an IR file; bitcode (raw or wrapped) is an error naming it.
fn read_ir(path: &str) -> Result<(String, Text), String> {
    if path == "-" {
        return crate::io::read_input("lli", path);
    }
    let bytes = std::fs::read(path).map_err(|e| format!("kiln lli: error: cannot read '{path}': {e}"))?;
    if bytes.starts_with(b"BC\xc0\xde") || bytes.starts_with(&[0xde, 0xc0, 0x17, 0x0b]) {
        return Err(format!("kiln lli: error: {path}: bitcode is not supported; kiln reads text IR (.ll)"));
    }
    Ok((path.to_string(), Text::from(String::from_utf8_lossy(&bytes).into_owned())))
}

fn run_program(m: &ArgMatches) -> Result<i32, String> {
    let opt_level = match value(m, "opt").unwrap_or("2") {
        "0" => 0,
        "1" => 1,
        "2" | "" => 2,
        "3" => 3,
        other => return Err(format!("kiln lli: error: invalid optimization level '-O{other}' (expected -O0..-O3)")),
    };
    let options = JitOptions {
        opt_level,
        cpu: value(m, "mcpu").unwrap_or("").to_string(),
        features: value(m, "mattr").unwrap_or("").to_string(),
        gisel: crate::llc::global_isel_choice("lli", m)?,
    };
    let inputs: Vec<&String> = m.get_many::<String>("input").into_iter().flatten().collect();
    // The program's arguments come from the raw command line (`args::normalize` maps
    // arguments one to one), so one that looks like an lli flag reaches the program unchanged.
    let raw: Vec<String> = std::env::args().collect();
    let program_args = &raw[raw.len().saturating_sub(inputs.len().saturating_sub(1))..];
    let file = inputs.first().map_or("-", |s| s.as_str());
    for lib in m.get_many::<String>("dlopen").into_iter().flatten() {
        kiln_jit::resolve::load_library(lib.strip_prefix('=').unwrap_or(lib)).map_err(|e| format!("kiln lli: error: {e}"))?;
    }
    let mut jit = Jit::new(options);
    let modules = std::iter::once(file).chain(m.get_many::<String>("extra-module").into_iter().flatten().map(|s| s.strip_prefix('=').unwrap_or(s)));
    for path in modules {
        let (name, text) = read_ir(path)?;
        jit.add_ir(&name, &text).map_err(|e| {
            if e.starts_with(&format!("{name}:")) {
                e
            } else {
                format!("kiln lli: error: {name}: {e}")
            }
        })?;
    }
    let entry = value(m, "entry-function").unwrap_or("main");
    jit.check_entry(entry).map_err(|e| format!("kiln lli: error: {e}"))?;
    jit.finalize().map_err(|e| format!("kiln lli: error: {e}"))?;
    let argv0 = value(m, "fake-argv0").unwrap_or(file).to_string();
    let args: Vec<String> = std::iter::once(argv0).chain(program_args.iter().cloned()).collect();
    // SAFETY: running the compiled program is what lli is for. The destructors run at exit,
    // also when the program calls exit(), so the code stays mapped until the process ends.
    let status = unsafe {
        jit.run_destructors_at_exit().map_err(|e| format!("kiln lli: error: {e}"))?;
        jit.run_main(entry, &args)
    }
    .map_err(|e| format!("kiln lli: error: {e}"))?;
    std::mem::forget(jit);
    Ok(status)
}
