//! `kiln llc`: llc's command line. Reads LLVM IR (`.ll`) and compiles it, for the target the
//! registry (`kiln-targets`) finds for its triple, to
//! assembly (`-filetype=asm`, the default), an ELF object (`-filetype=obj`) or nothing
//! (`-filetype=null`); or reads machine IR (`.mir`, or `-x mir`) and runs the passes named by
//! `-run-pass`, printing the result. The pipeline's debugging options (`-print-after-all`,
//! `-stop-after`, `-verify-machineinstrs`, `-time-passes`, `-stats`, `-view-*-dags`) come from
//! kiln-codegen's pass table. Code generation options: `-relocation-model`, `-code-model`,
//! `-function-sections`, `-data-sections`, `-unique-section-names`, `-frame-pointer`, `-dwarf-version`,
//! `-regalloc`, `-emulated-tls`, `-j N` (threads), `-global-isel[=0|1]` with `-global-isel-abort=0|1|2`
//! (without the flag, a target may choose GlobalISel at -O0, falling back per function as
//! `-global-isel-abort=0`), and the options the targets register (x86's `-x86-asm-syntax`).

use clap::{Arg, ArgAction, ArgMatches, Command};
use kiln_codegen::pipeline::llc::{self as driver, FileType, ViewDags};
use kiln_codegen::gisel::{GiselOptions, GlobalIselAbort, LegalizerRules};
use kiln_codegen::pipeline::PassOptions;
use kiln_codegen::regalloc::RegAllocKind;
use kiln_codegen::target::frame_lowering::FramePointerPolicy;
use kiln_codegen::target::machine::{CodeModel, RelocModel, TargetEntry, TargetOptions};
use kiln_support::{SourceFile, Text};
use std::process::ExitCode;

/// The `-view-*-dags` flags and the DAG stage each one writes.
const VIEW_FLAGS: &[(&str, &str)] = &[
    ("view-dag-combine1-dags", "combine1"),
    ("view-legalize-dags", "legalize"),
    ("view-dag-combine2-dags", "combine2"),
    ("view-isel-dags", "isel"),
    ("view-sched-dags", "sched"),
];

pub fn command() -> Command {
    let flag = |name: &'static str, help: &'static str| {
        Arg::new(name)
            .long(name)
            .action(ArgAction::SetTrue)
            .help(help)
    };
    let list = |name: &'static str, help: &'static str| {
        Arg::new(name)
            .long(name)
            .value_name("PASS")
            .action(ArgAction::Append)
            .help(help)
    };
    let mut cmd = Command::new("llc")
        .arg(
            Arg::new("input")
                .value_name("FILE")
                .default_value("-")
                .help("Input .ll or .mir file (- for standard input)"),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .value_name("FILE")
                .help("Output file (default: standard output)"),
        )
        .arg(
            Arg::new("opt")
                .short('O')
                .value_name("N")
                .default_value("2")
                .help("Optimization level 0..3"),
        )
        .arg(
            Arg::new("jobs")
                .short('j')
                .value_name("N")
                .help("Compile functions on N threads (default: one per core); the output is the same for every N"),
        )
        .arg(
            Arg::new("mtriple")
                .long("mtriple")
                .value_name("TRIPLE")
                .help("Target triple (default: the module's, else the host's)"),
        )
        .arg(
            Arg::new("march")
                .long("march")
                .value_name("ARCH")
                .help("Architecture, as --version lists the registered targets"),
        )
        .arg(
            Arg::new("mcpu")
                .long("mcpu")
                .value_name("CPU")
                .default_value("")
                .help("Target CPU"),
        )
        .arg(
            Arg::new("mattr")
                .long("mattr")
                .value_name("+a,-b")
                .default_value("")
                .help("Target features"),
        )
        .arg(
            Arg::new("filetype")
                .long("filetype")
                .value_name("asm|obj|null")
                .default_value("asm")
                .help("Output file type"),
        )
        .arg(
            Arg::new("relocation-model")
                .long("relocation-model")
                .value_name("static|pic")
                .help("Relocation model (default: static, as llc)"),
        )
        .arg(
            Arg::new("code-model")
                .long("code-model")
                .value_name("small|kernel|medium|large")
                .help("Code model (default: small)"),
        )
        .arg(
            Arg::new("dwarf-version")
                .long("dwarf-version")
                .value_name("N")
                .help("DWARF version of the debug information (default: the module's \"Dwarf Version\" flag)"),
        )
        .arg(flag("function-sections", "Emit functions into separate sections"))
        .arg(flag("data-sections", "Emit data into separate sections"))
        .arg(flag("emulated-tls", "Use emulated TLS model"))
        .arg(
            Arg::new("unique-section-names")
                .long("unique-section-names")
                .value_name("true|false")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true")
                .help("Give unique names to every section (default: true)"),
        )
        .arg(
            Arg::new("frame-pointer")
                .long("frame-pointer")
                .value_name("all|non-leaf|none")
                .help("Frame pointer elimination policy of functions without a \"frame-pointer\" attribute"),
        )
        .arg(
            Arg::new("regalloc")
                .long("regalloc")
                .value_name("default|fast|basic|greedy|pbqp")
                .help("Register allocator to use (default: fast at -O0, greedy above)"),
        )
        .arg(flag("verify-regalloc", "Check each register allocation with the allocation checker"))
        .arg(flag("print-live-intervals", "Print the machine analyses (loops, live intervals) before an allocator that uses them"))
        .arg(flag("print-machine-bfi", "Print the branch probabilities and block frequencies before an allocator that uses them"))
        .arg(flag("disable-block-placement", "Disable probability-driven block placement"))
        .arg(
            Arg::new("x")
                .short('x')
                .value_name("LANG")
                .help("Input language (ir or mir; default from the file name)"),
        )
        .arg(flag(
            "print-after-all",
            "Print machine code after each pass",
        ))
        .arg(list("print-after", "Print machine code after PASS"))
        .arg(list("print-before", "Print machine code before PASS"))
        .arg(
            Arg::new("stop-after")
                .long("stop-after")
                .value_name("PASS")
                .help("Stop after PASS and print the machine IR"),
        )
        .arg(
            Arg::new("stop-before")
                .long("stop-before")
                .value_name("PASS")
                .help("Stop before PASS and print the machine IR"),
        )
        .arg(list(
            "run-pass",
            "Run PASS (comma-separated list allowed) on .mir input and print the result",
        ))
        .arg(
            Arg::new("legalizer-rules")
                .long("legalizer-rules")
                .value_name("RULES")
                .help("GlobalISel legalizer rules: target (default) or document-example (the Legalizer document's, for tests)"),
        )
        .args(global_isel_args())
        .arg(
            Arg::new("debug-only")
                .long("debug-only")
                .value_name("PASS")
                .help("Describe each step of PASS on standard error (legalizer)"),
        )
        .arg(flag(
            "verify-machineinstrs",
            "Verify machine code after each pass",
        ))
        .arg(flag("time-passes", "Print the time each pass took"))
        .arg(flag("stats", "Print the statistics passes collected (spills, reloads, copies, instructions per pass)"));
    for (name, _) in VIEW_FLAGS {
        cmd = cmd.arg(flag(
            name,
            "Write FUNCTION.STAGE.dot Graphviz files of the DAG at this stage",
        ));
    }
    crate::targets::add_flags(cmd, "llc")
}

/// `-frame-pointer`'s values, as the IR attribute spells them.
fn frame_pointer(text: &str) -> Result<FramePointerPolicy, String> {
    match text {
        "all" => Ok(FramePointerPolicy::All),
        "non-leaf" => Ok(FramePointerPolicy::NonLeaf),
        "none" => Ok(FramePointerPolicy::None),
        other => Err(format!("kiln llc: for the -frame-pointer option: Cannot find option named '{other}'! (expected all, non-leaf or none)")),
    }
}

/// `-regalloc`: fast (-O0's), greedy (the default above -O0), basic or pbqp.
fn check_regalloc(text: &str) -> Result<RegAllocKind, String> {
    RegAllocKind::parse(text).ok_or_else(|| format!("kiln llc: for the -regalloc option: Cannot find option named '{text}'! (expected default, fast, basic, greedy or pbqp)"))
}

/// `-unique-section-names[=true|false]`.
fn boolean(name: &str, text: &str) -> Result<bool, String> {
    match text {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        other => Err(format!("kiln llc: for the -{name} option: '{other}' is invalid value for boolean argument! Try 0 or 1")),
    }
}

/// `-global-isel[=true|false]` and `-global-isel-abort=0|1|2`, which `kiln lli` takes too.
pub(crate) fn global_isel_args() -> [Arg; 2] {
    [
        Arg::new("global-isel")
            .long("global-isel")
            .value_name("true|false")
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value("true")
            .help("Select instructions with GlobalISel (default: at -O0 on targets that choose it, none yet); -stop-after=irtranslator or legalizer prints its generic machine IR"),
        Arg::new("global-isel-abort")
            .long("global-isel-abort")
            .value_name("0|1|2")
            .help("What a function GlobalISel cannot select does: 0 (the default at -O0 without -global-isel) falls back to SelectionDAG, 1 (the -global-isel default) is an error, 2 falls back with a remark"),
    ]
}

/// The GlobalISel choice of `tool`'s command line ([`global_isel_args`]); the other options
/// at their defaults.
pub(crate) fn global_isel_choice(tool: &str, m: &ArgMatches) -> Result<GiselOptions, String> {
    Ok(GiselOptions {
        enabled: match value(m, "global-isel") {
            None => None,
            Some("true" | "1") => Some(true),
            Some("false" | "0") => Some(false),
            Some(other) => return Err(format!("kiln {tool}: for the -global-isel option: '{other}' is invalid value for boolean argument! Try 0 or 1")),
        },
        abort: match value(m, "global-isel-abort") {
            None => None,
            Some("0") => Some(GlobalIselAbort::FallBack),
            Some("1") => Some(GlobalIselAbort::Error),
            Some("2") => Some(GlobalIselAbort::FallBackWithRemark),
            Some(other) => return Err(format!("kiln {tool}: for the -global-isel-abort option: Cannot find option named '{other}'! (expected 0, 1 or 2)")),
        },
        ..GiselOptions::default()
    })
}

fn value<'a>(m: &'a ArgMatches, id: &str) -> Option<&'a str> {
    m.get_one::<String>(id)
        .map(|v| v.strip_prefix('=').unwrap_or(v))
}

fn values(m: &ArgMatches, id: &str) -> Vec<String> {
    m.get_many::<String>(id)
        .into_iter()
        .flatten()
        .flat_map(|v| v.strip_prefix('=').unwrap_or(v).split(','))
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

pub fn run(m: &ArgMatches) -> ExitCode {
    match compile(m) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            if !message.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// Keeps glibc's mmap threshold at its initial 128 KiB for the whole run, so that every block
/// that large (function bodies, the text, machine-instruction arenas, the assembler's fragment,
/// symbol and expression arrays) lives in a mapping of its own: freed, it goes back to the
/// system; grown, `mremap` moves it without a copy. By default glibc raises the threshold to
/// the size of each mapped block freed (up to 32 MiB), after which such blocks come from the
/// heap, whose holes a later, larger growth cannot use: the peak then followed the sum of what
/// each phase left behind rather than what was live. Measured (peak RSS, `-O0 -filetype=obj`):
/// csmith-O0 61 -> 53 MB at -j1 and 96 -> 72 MB at -j2, zstd-O0 101 -> 94 and 121 -> 100 MB.
///
/// Also caps glibc at two malloc arenas: this thread's (the module, the printer, the object)
/// and one that every other thread (`-j` readers and workers) shares. With an arena per thread,
/// what a worker frees (a function's tables once it is done) stays resident in an arena only
/// that worker uses, beside the other worker's: regex-O0 `-j2` peak RSS 138-145 -> 135-138 MB
/// (`-j1` has no other thread and is unchanged). The workers' small allocations mostly come
/// from glibc's per-thread cache, which takes no lock.
fn keep_large_blocks_mapped() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only tunes the allocator; it is called before this process starts any
    // thread, and a rejected value leaves glibc's default in place.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

fn compile(m: &ArgMatches) -> Result<(), String> {
    keep_large_blocks_mapped();
    let opt_level = match value(m, "opt").unwrap_or("2") {
        "0" => 0,
        "1" => 1,
        "2" | "" => 2,
        "3" => 3,
        other => {
            return Err(format!(
                "kiln llc: error: invalid optimization level '-O{other}' (expected -O0..-O3)"
            ))
        }
    };
    let file_type = match value(m, "filetype").unwrap_or("asm") {
        "asm" => FileType::Asm,
        "obj" => FileType::Obj,
        "null" => FileType::Null,
        other => {
            return Err(format!(
                "kiln llc: error: unknown file type '{other}' (expected asm, obj or null)"
            ))
        }
    };
    let regalloc = value(m, "regalloc").map(check_regalloc).transpose()?.unwrap_or_default();
    let mut pass_options = PassOptions {
        print_after_all: m.get_flag("print-after-all"),
        print_after: values(m, "print-after"),
        print_before: values(m, "print-before"),
        stop_after: value(m, "stop-after").map(str::to_string),
        stop_before: value(m, "stop-before").map(str::to_string),
        verify: m.get_flag("verify-machineinstrs"),
        verify_regalloc: m.get_flag("verify-regalloc"),
        time_passes: m.get_flag("time-passes"),
        stats: m.get_flag("stats"),
        regalloc,
        print_live_intervals: m.get_flag("print-live-intervals"),
        print_machine_bfi: m.get_flag("print-machine-bfi"),
        disable_block_placement: m.get_flag("disable-block-placement"),
        jobs: value(m, "jobs")
            .map(|v| v.parse::<usize>().map_err(|_| format!("kiln llc: error: invalid thread count '-j{v}' (expected a number)")))
            .transpose()?
            .unwrap_or(0),
        gisel: GiselOptions {
            legalizer_rules: match value(m, "legalizer-rules") {
                None | Some("target") => LegalizerRules::Target,
                Some("document-example") => LegalizerRules::DocumentExample,
                Some(other) => return Err(format!("kiln llc: error: unknown -legalizer-rules '{other}' (expected target or document-example)")),
            },
            trace_legalizer: match value(m, "debug-only") {
                None => false,
                Some("legalizer") => true,
                Some(other) => return Err(format!("kiln llc: error: -debug-only={other}: only the legalizer describes its steps")),
            },
            ..global_isel_choice("llc", m)?
        },
        earlier_phases: Vec::new(),
    };
    let view = ViewDags {
        stages: VIEW_FLAGS
            .iter()
            .filter(|(f, _)| m.get_flag(f))
            .map(|(_, s)| *s)
            .collect(),
    };
    let input = value(m, "input").unwrap_or("-");
    let read_started = std::time::Instant::now();
    let (name, mut text) = crate::io::read_input("llc", input)?;
    let read_file = read_started.elapsed();
    let is_mir = match value(m, "x") {
        Some("mir") => true,
        Some("ir") | None => name.ends_with(".mir"),
        Some(other) => {
            return Err(format!(
                "kiln llc: error: unknown input language '{other}' (expected ir or mir)"
            ))
        }
    };
    let run_pass = values(m, "run-pass");
    // llc's default relocation model is static; the module's PIC level does not change it.
    let reloc = value(m, "relocation-model")
        .map(RelocModel::parse)
        .transpose()
        .map_err(|e| format!("kiln llc: error: {e}"))?
        .unwrap_or(RelocModel::Static);
    let code_model = value(m, "code-model")
        .map(CodeModel::parse)
        .transpose()
        .map_err(|e| format!("kiln llc: error: {e}"))?
        .unwrap_or_default();
    let mut options = TargetOptions {
        triple: value(m, "mtriple").unwrap_or("").to_string(),
        cpu: value(m, "mcpu").unwrap_or("").to_string(),
        features: value(m, "mattr").unwrap_or("").to_string(),
        reloc,
        code_model,
        opt_level,
        function_sections: m.get_flag("function-sections"),
        data_sections: m.get_flag("data-sections"),
        no_unique_section_names: !boolean("unique-section-names", value(m, "unique-section-names").unwrap_or("true"))?,
        frame_pointer: value(m, "frame-pointer").map(frame_pointer).transpose()?.unwrap_or_default(),
        emulated_tls: m.get_flag("emulated-tls"),
        target_flags: crate::targets::given(m, "llc").map_err(|e| format!("kiln llc: {e}"))?,
        dwarf_version: value(m, "dwarf-version")
            .map(|v| v.parse::<u16>().map_err(|_| format!("kiln llc: error: invalid -dwarf-version '{v}'")))
            .transpose()?,
    };
    let march = value(m, "march");
    let result = if is_mir {
        let file = SourceFile::new(name.as_str(), text.as_str());
        let target = find_target(&mut options, march, None)?;
        let tm = (target.create_machine)(options, None).map_err(|e| format!("kiln llc: error: {e}"))?;
        driver::compile_mir(&file, tm.as_ref(), &pass_options, &run_pass, file_type)
    } else {
        if !run_pass.is_empty() {
            return Err(
                "kiln llc: error: -run-pass needs machine IR input (a .mir file or -x mir)"
                    .to_string(),
            );
        }
        // The reader borrows the text in place (a copy would be 10 MB more at the peak).
        let file = SourceFile::with_text(name.as_str(), std::mem::take(&mut text));
        let jobs = if pass_options.jobs == 0 { kiln_codegen::pipeline::parallel::default_jobs() } else { pass_options.jobs };
        let started = std::time::Instant::now();
        // Function bodies are read on the `-j` threads.
        let parsed = kiln_ir::reader::parse_file_jobs(&file, jobs);
        let read = read_file + started.elapsed();
        text = file.text;
        let mut module = parsed.map_err(|d| d.to_string())?;
        let started = std::time::Instant::now();
        let verified = kiln_ir::verify_read_module_jobs(&module, jobs);
        pass_options.earlier_phases = vec![("Read IR", read), ("Verify IR", started.elapsed())];
        let started = std::time::Instant::now();
        if let Err(errors) = verified {
            return Err(errors
                .iter()
                .map(|e| kiln_ir::locate::verifier_diagnostic(&name, &text, e).to_string())
                .collect());
        }
        let target = find_target(&mut options, march, module.triple.as_deref())?;
        kiln_codegen::prepare::before_target(&mut module, &options).map_err(|e| format!("kiln llc: error: {name}: {e}"))?;
        let tm = (target.create_machine)(options, Some(&module)).map_err(|e| format!("kiln llc: error: {e}"))?;
        let problems = kiln_codegen::inline_asm::check_module(&module, tm.selection_dag().lowering());
        if !problems.is_empty() {
            let file = SourceFile::new(name.as_str(), text.as_str());
            return Err(problems.iter().map(|(offset, e)| kiln_support::Diagnostic::error(&file, *offset, e.as_str()).to_string()).collect());
        }
        // The text of a file is not kept while the module compiles (peak memory): an error that
        // points into it reads the file again.
        if input != "-" {
            text = Text::default();
        }
        pass_options.earlier_phases.push(("Target setup", started.elapsed()));
        driver::compile_module(&mut module, tm.as_ref(), &pass_options, &view, file_type)
    };
    if text.is_empty() && result.is_err() {
        text = crate::io::read_input("llc", input).map(|(_, t)| t).unwrap_or_default();
    }
    let compiled = result.map_err(|e| match kiln_ir::locate::codegen_diagnostic(&name, &text, &e).filter(|_| !is_mir) {
        Some(located) => located.to_string(),
        None => format!("kiln llc: error: {name}: {e}"),
    })?;
    eprint!("{}", compiled.log);
    if file_type != FileType::Null || !compiled.mir.is_empty() {
        let bytes = if compiled.mir.is_empty() {
            &compiled.output
        } else {
            compiled.mir.as_bytes()
        };
        crate::io::write_output("llc", value(m, "output"), bytes)?;
    }
    Ok(())
}

/// The target to compile for, from the registry: `-mtriple` if given, else the module's
/// triple, else the default (set in `options.triple`); `-march`, when given, must name that
/// target. As llc, `-mcpu=help` or `-mattr=help` lists the target's processors and features
/// and compilation goes on.
fn find_target(options: &mut TargetOptions, march: Option<&str>, module: Option<&[u8]>) -> Result<&'static TargetEntry, String> {
    options.triple = kiln_targets::choose_triple(&options.triple, module);
    let target = kiln_targets::lookup(&options.triple).map_err(|e| format!("kiln llc: error: {e}"))?;
    if let Some(arch) = march.filter(|a| !target.has_arch(a)) {
        let named = kiln_targets::lookup_arch(arch).map_err(|e| format!("kiln llc: error: {e}"))?;
        return Err(format!("kiln llc: error: -march={arch} ({}) does not match the target triple '{}'", named.name, options.triple));
    }
    if options.cpu == "help" || options.features == "help" {
        eprint!("{}", (target.cpu_help)("llc"));
        for value in [&mut options.cpu, &mut options.features] {
            if *value == "help" {
                value.clear();
            }
        }
    }
    Ok(target)
}
