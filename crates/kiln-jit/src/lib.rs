//! kiln's JIT: LLVM IR compiled by the `llc` pipeline straight into memory and run there.
//!
//! A module goes through the same phases as `kiln llc -filetype=obj`, except that the object
//! streamer's writer is kiln-mc's [`MemoryObjectWriter`](kiln_mc::memory_object::MemoryObjectWriter):
//! sections, symbols and relocations stay in memory (no ELF file is written or parsed).
//! [`link`] then places them in an `mmap`ed region (writable while linking, then code
//! read+execute and constants read-only — never writable and executable at once), applies the
//! relocations through the target's [`JitRelocations`] (the registry's target for the
//! module's triple, which must be the host), builds GOT entries and call stubs, and resolves
//! external names from the running process ([`resolve`]: `dlsym`, libm on demand).
//!
//! Code model: the JIT compiles position-independent code (`-relocation-model=pic`, small
//! code model), as LLVM's JIT does on x86-64: calls go through `PLT32` (direct when the
//! callee is within ±2 GiB, else through a stub `jmpq *GOT(%rip)`), preemptible data through
//! GOT entries created next to the code, so the image may live anywhere in the address space
//! and absolute 32-bit relocations do not arise (one that overflows is a clear error).
//!
//! Calls into JIT code go through [`enter`]'s trampoline, which has no unwind information: an
//! exception or forced unwind that leaves the JIT'd code ends there (`std::terminate`, a stop
//! function's `_UA_END_OF_STACK`) instead of climbing into kiln's Rust frames.
//!
//! Thread-local storage: the JIT compiles with `-emulated-tls` (see
//! `kiln_codegen::prepare::emulated_tls`). The threads of the process exist before the code
//! does and their static TLS blocks cannot grow, so each thread-local variable of a JIT'd module
//! is reached through `__emutls_get_address` (libgcc_s) with its control variable, ordinary data
//! of the image: every thread gets its own copy on first use, initialised from the variable's
//! initializer. Libraries keep their own (ELF) TLS, which JIT code does not reach directly.
//!
//! ```
//! use kiln_jit::{Jit, JitOptions};
//!
//! let mut jit = Jit::new(JitOptions::default());
//! jit.add_ir(
//!     "square.ll",
//!     "define i32 @square(i32 %x) {\n  %r = mul i32 %x, %x\n  ret i32 %r\n}\n",
//! )?;
//! // SAFETY: `square` has the C signature `i32 (i32)`.
//! let square: extern "C" fn(i32) -> i32 = unsafe { jit.get_function("square")? };
//! assert_eq!(square(7), 49);
//!
//! // Modules can also be built in Rust (kiln_ir's builder) or read separately, then added.
//! let module = kiln_ir::parse("add.ll", "define i64 @add(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  ret i64 %s\n}\n")
//!     .map_err(|d| d.to_string())?;
//! jit.add_module("add.ll", module)?;
//! let add: extern "C" fn(i64, i64) -> i64 = unsafe { jit.get_function("add")? };
//! assert_eq!(add(40, 2), 42);
//! # Ok::<(), String>(())
//! ```

// The JIT runs what it compiles on the machine kiln runs on, and enters it through an x86-64
// trampoline (`enter.rs`): say so plainly on another host instead of failing in its assembly.
#[cfg(not(target_arch = "x86_64"))]
compile_error!("kiln-jit runs JIT-compiled code on x86-64 hosts only (its entry trampoline, enter.rs, is x86-64 assembly)");

pub mod enter;
pub mod link;
pub mod memory;
pub mod resolve;

use kiln_codegen::pipeline::llc::{compile_module, FileType, ViewDags};
use kiln_codegen::gisel::GiselOptions;
use kiln_codegen::pipeline::PassOptions;
use kiln_codegen::target::machine::{RelocModel, TargetOptions};
use kiln_ir::{Module, Type};
use kiln_mc::memory_object::{JitRelocations, MemoryObject};
use link::{Image, Object};
use resolve::ProcessSymbols;
use rustc_hash::FxHashMap;
use std::ffi::{c_char, CString};

/// How the JIT compiles: `-O0..-O3`, `-mcpu`, `-mattr`.
#[derive(Clone, Debug)]
pub struct JitOptions {
    pub opt_level: u8,
    pub cpu: String,
    pub features: String,
    /// Which selector compiles functions (`-global-isel`; by default the target's choice).
    pub gisel: GiselOptions,
}

impl Default for JitOptions {
    /// `-O2`, the default CPU and features, as `lli`.
    fn default() -> JitOptions {
        JitOptions { opt_level: 2, cpu: String::new(), features: String::new(), gisel: GiselOptions::default() }
    }
}

/// The shape of a function's IR type, enough to call it as `main`.
#[derive(Debug)]
struct EntrySignature {
    /// Parameter types are (i32, pointer, pointer) up to `params`; `None` names the mismatch.
    problem: Option<String>,
    /// The integer width of the result, 0 for `void`.
    ret_bits: u32,
}

/// A JIT session: modules are compiled when added and linked into memory, as one image per
/// batch, by [`Jit::finalize`] (or the first lookup). Dropping the JIT unmaps the code.
pub struct Jit {
    options: JitOptions,
    pending: Vec<Object>,
    images: Vec<Image>,
    process: ProcessSymbols,
    entries: FxHashMap<String, EntrySignature>,
    /// How many images' constructors have run.
    constructed: usize,
    /// How the target of the modules added applies its relocations (set by the first).
    relocations: Option<&'static dyn JitRelocations>,
}

/// Compiles `module` with the `llc` pipeline (position-independent) into a memory object, for
/// the target the registry finds for its triple (which must be the host's); with it, how that
/// target's relocations are applied in memory.
pub fn compile(module: &mut Module, options: &JitOptions) -> Result<(MemoryObject, &'static dyn JitRelocations), String> {
    let triple = kiln_targets::choose_triple("", module.triple.as_deref());
    let entry = kiln_targets::lookup(&triple)?;
    if !entry.arches.contains(&std::env::consts::ARCH) {
        return Err(format!("the target triple '{triple}' is not this machine's ({}): kiln's JIT runs code for the host", std::env::consts::ARCH));
    }
    let relocations = entry.mc.jit_relocations().ok_or_else(|| format!("the target '{}' has no JIT linker", entry.name))?;
    let target = TargetOptions {
        triple,
        cpu: options.cpu.clone(),
        features: options.features.clone(),
        reloc: RelocModel::Pic,
        opt_level: options.opt_level,
        emulated_tls: true,
        ..TargetOptions::default()
    };
    kiln_codegen::prepare::before_target(module, &target)?;
    let tm = (entry.create_machine)(target, Some(module))?;
    let compiled = compile_module(module, tm.as_ref(), &PassOptions { gisel: options.gisel, ..PassOptions::default() }, &ViewDags::default(), FileType::Memory)?;
    let object = compiled.object.ok_or_else(|| "the pipeline produced no in-memory object".to_string())?;
    Ok((object, relocations))
}

impl Jit {
    pub fn new(options: JitOptions) -> Jit {
        Jit {
            options,
            pending: Vec::new(),
            images: Vec::new(),
            process: ProcessSymbols::default(),
            entries: FxHashMap::default(),
            constructed: 0,
            relocations: None,
        }
    }

    /// Compiles `module` (named `name` in messages) and queues it for linking.
    pub fn add_module(&mut self, name: &str, mut module: Module) -> Result<(), String> {
        self.record_entries(&module);
        let (object, relocations) = compile(&mut module, &self.options)?;
        self.relocations = Some(relocations);
        self.pending.push(Object { name: name.to_string(), object });
        Ok(())
    }

    /// Reads, verifies and adds the `.ll` text `text` of file `name`. A reader, verifier or code
    /// generation error is `FILE:LINE:COL: error: ...` with the line and a caret.
    pub fn add_ir(&mut self, name: &str, text: &str) -> Result<(), String> {
        let module = kiln_ir::parse(name, text).map_err(|d| d.to_string())?;
        if let Err(errors) = kiln_ir::verify_module(&module) {
            return Err(errors.iter().map(|e| kiln_ir::locate::verifier_diagnostic(name, text, e).to_string()).collect::<Vec<_>>().concat());
        }
        self.add_module(name, module).map_err(|e| match kiln_ir::locate::codegen_diagnostic(name, text, &e) {
            Some(located) => located.to_string(),
            None => e,
        })
    }

    fn record_entries(&mut self, module: &Module) {
        for f in module.functions.iter().filter(|f| !f.is_declaration()) {
            let Some(name) = module.global_name(f.global) else { continue };
            let Type::Function { ret, params, .. } = module.types.get(f.ty) else { continue };
            let ret_bits = match module.types.get(*ret) {
                Type::Void => Some(0),
                Type::Int(bits) => Some(*bits),
                _ => None,
            };
            let mut problem = match ret_bits {
                None => Some("Invalid return type of main() supplied".to_string()),
                Some(_) if params.len() > 3 => Some("Invalid number of arguments of main() supplied".to_string()),
                Some(_) => None,
            };
            for (i, &p) in params.iter().enumerate() {
                let ok = matches!((i, module.types.get(p)), (0, Type::Int(32)) | (1 | 2, Type::Ptr { .. }));
                if !ok && problem.is_none() {
                    problem = Some(format!("Invalid type for {} argument of main() supplied", ["first", "second", "third"][i]));
                }
            }
            let name = String::from_utf8_lossy(name).into_owned();
            self.entries.insert(name, EntrySignature { problem, ret_bits: ret_bits.unwrap_or(0) });
        }
    }

    /// Links every module added since the last call into memory. A symbol no module and
    /// nothing in the process defines is an error naming it and the function that uses it.
    pub fn finalize(&mut self) -> Result<(), String> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let objects = std::mem::take(&mut self.pending);
        let relocations = self.relocations.expect("a pending module was compiled for a target");
        let (images, process) = (&self.images, &mut self.process);
        let mut external = |name: &str| {
            images.iter().find_map(|i| i.symbols.get(name).copied()).or_else(|| process.lookup(name))
        };
        let image = link::link(&objects, relocations, &mut external)?;
        self.images.push(image);
        Ok(())
    }

    /// The address of the global or weak symbol `name` (finalizing pending modules first).
    pub fn lookup(&mut self, name: &str) -> Result<u64, String> {
        self.finalize()?;
        self.images
            .iter()
            .find_map(|i| i.symbols.get(name).copied())
            .ok_or_else(|| format!("symbol '{name}' is not defined by any JIT module"))
    }

    /// The function `name` as a typed function pointer `F` (e.g. `extern "C" fn(i32) -> i32`).
    ///
    /// # Safety
    /// `F` must be a function pointer type matching the function's IR signature under the C
    /// calling convention, and must not be called after the JIT is dropped.
    pub unsafe fn get_function<F: Copy>(&mut self, name: &str) -> Result<F, String> {
        if std::mem::size_of::<F>() != std::mem::size_of::<usize>() {
            return Err("get_function needs a function pointer type".to_string());
        }
        let address = self.lookup(name)? as usize;
        // SAFETY: F is pointer-sized; the caller promises it is the right function type.
        Ok(unsafe { std::mem::transmute_copy::<usize, F>(&address) })
    }

    /// Runs the constructors (`llvm.global_ctors`) of images linked since the last call, in
    /// priority order.
    ///
    /// # Safety
    /// Runs JIT-compiled code.
    pub unsafe fn run_constructors(&mut self) -> Result<(), String> {
        self.finalize()?;
        for image in &self.images[self.constructed..] {
            for &f in &image.ctors {
                // SAFETY: a constructor is a `void ()` function of the image.
                unsafe { enter::call(f, [0; 3]) };
            }
        }
        self.constructed = self.images.len();
        Ok(())
    }

    /// Runs the destructors (`llvm.global_dtors`) of every image, in priority order.
    ///
    /// # Safety
    /// Runs JIT-compiled code.
    pub unsafe fn run_destructors(&mut self) {
        for image in self.images.iter().rev() {
            for &f in &image.dtors {
                // SAFETY: a destructor is a `void ()` function of the image.
                unsafe { enter::call(f, [0; 3]) };
            }
        }
    }

    /// Whether the modules define `entry` with a type `main` may have (at most three
    /// parameters `(i32, ptr, ptr)`, an integer or `void` result); its result width if so.
    pub fn check_entry(&self, entry: &str) -> Result<u32, String> {
        let signature = self.entries.get(entry).ok_or_else(|| format!("'{entry}' function not found in module."))?;
        match &signature.problem {
            Some(problem) => Err(problem.clone()),
            None => Ok(signature.ret_bits),
        }
    }

    /// Arranges for the destructors of every image linked so far to run when the process
    /// exits — after `main` returns or from `exit()` — as a linked program's `.fini_array`
    /// does: registered before the constructors run, they run after any `atexit` handler the
    /// program registers. The JIT must then stay alive until the process exits.
    ///
    /// # Safety
    /// Runs JIT-compiled code at exit; dropping the JIT before then leaves dangling handlers.
    pub unsafe fn run_destructors_at_exit(&mut self) -> Result<(), String> {
        self.finalize()?;
        let list = self.images.iter().rev().flat_map(|i| i.dtors.iter().copied()).collect();
        unsafe { resolve::call_at_exit(list) }
    }

    /// Calls `entry` as `main(argc, argv, envp)` with `args` (`args[0]` is the program name)
    /// and the process's environment, after running the constructors; returns its result
    /// (0 for a `void` entry). The entry must look like `main`: at most three parameters
    /// `(i32, ptr, ptr)` and an integer or `void` result.
    ///
    /// # Safety
    /// Runs JIT-compiled code.
    pub unsafe fn run_main(&mut self, entry: &str, args: &[String]) -> Result<i32, String> {
        let signature = self.check_entry(entry)?;
        self.finalize()?;
        let internal = self.images.iter().find_map(|i| i.local_functions.get(entry).copied());
        let address = match internal {
            Some(a) if self.lookup(entry).is_err() => a,
            _ => self.lookup(entry)?,
        };
        unsafe { self.run_constructors()? };
        let args: Vec<CString> = args
            .iter()
            .map(|a| CString::new(a.as_str()).map_err(|_| format!("argument '{a}' contains a NUL byte")))
            .collect::<Result<_, _>>()?;
        let mut argv: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        argv.push(std::ptr::null());
        extern "C" {
            static environ: *const *const c_char;
        }
        let argc = argv.len() as u64 - 1;
        // SAFETY: `entry` has at most the three parameters of main, checked above; passing
        // all three under the C calling convention is harmless for fewer. An exception that
        // leaves it ends at the trampoline (std::terminate), as at the top of a program's stack.
        let result = unsafe { enter::call(address, [argc, argv.as_ptr() as u64, environ as u64]) };
        Ok(match signature {
            0 => 0,
            bits if bits < 32 => (result & ((1u64 << bits) - 1)) as i32,
            _ => result as u32 as i32,
        })
    }
}
