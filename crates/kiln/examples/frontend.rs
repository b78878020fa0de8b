//! A language implementer's path through kiln, the way a front end uses it: build functions in
//! memory with kiln-ir's builder (a loop whose counter and sum are phis, a `switch`, a struct on
//! the stack, calls), verify the module, compile it to an ELF object that gcc links into a
//! program, and run the same module in memory with kiln-jit.
//!
//! `cargo run --release -p kiln --example frontend` prints the program's output and the JIT's
//! and exits with an error unless both equal the values Rust computes for the same functions.

use kiln_codegen::target::machine::TargetOptions;
use kiln_ir::builder::Builder;
use kiln_ir::{IntPredicate, Module, Opcode, TypeTable, Value};
use kiln_jit::{Jit, JitOptions};
use std::process::Command;

const I64: kiln_ir::TypeId = TypeTable::I64;

/// `i64 sum_below(i64 n)`: 0 + 1 + ... + (n - 1), a loop whose counter and sum are phis.
fn build_sum_below(b: &mut Builder) -> Result<(), String> {
    let fn_ty = b.function_type(I64, &[I64], false);
    let f = b.define_function("sum_below", fn_ty)?;
    let [entry, body, exit] = ["entry", "loop", "exit"].map(|name| b.append_block(f, Some(name)));
    b.position_at_end(f, entry);
    let (n, zero, one) = (b.arg(0), b.const_int(I64, 0), b.const_int(I64, 1));
    let nonempty = b.build_icmp(IntPredicate::Sgt, n, zero);
    b.build_cond_br(nonempty, body, exit);
    b.position_at_end(f, body);
    let i = b.build_phi(I64, &[(zero, entry)]);
    let sum = b.build_phi(I64, &[(zero, entry)]);
    let next_sum = b.build_binary(Opcode::Add, sum, i);
    let next_i = b.build_binary(Opcode::Add, i, one);
    b.add_incoming(i, next_i, body);
    b.add_incoming(sum, next_sum, body);
    let more = b.build_icmp(IntPredicate::Slt, next_i, n);
    b.build_cond_br(more, body, exit);
    b.position_at_end(f, exit);
    let result = b.build_phi(I64, &[(zero, entry), (next_sum, body)]);
    b.build_ret(Some(result));
    Ok(())
}

/// `i64 days_in_month(i64 month)`: a `switch` whose cases meet in a phi.
fn build_days_in_month(b: &mut Builder) -> Result<(), String> {
    let fn_ty = b.function_type(I64, &[I64], false);
    let f = b.define_function("days_in_month", fn_ty)?;
    let [entry, february, short, long, join] =
        ["entry", "february", "short", "long", "join"].map(|name| b.append_block(f, Some(name)));
    b.position_at_end(f, entry);
    let mut cases = vec![(b.const_int(I64, 2), february)];
    cases.extend([4, 6, 9, 11].map(|month| (b.const_int(I64, month), short)));
    b.build_switch(b.arg(0), long, &cases);
    for block in [february, short, long] {
        b.position_at_end(f, block);
        b.build_br(join);
    }
    b.position_at_end(f, join);
    let incoming = [(28, february), (30, short), (31, long)].map(|(days, from)| (b.const_int(I64, days), from));
    let days = b.build_phi(I64, &incoming);
    b.build_ret(Some(days));
    Ok(())
}

/// `%Rect = type { i64, i64 }`, `i64 area(ptr)` reading its fields, and `i64 rect_area(i64 w,
/// i64 h)` filling a `%Rect` on the stack and calling `area` with its address.
fn build_rect_area(b: &mut Builder) -> Result<(), String> {
    let rect = b.named_struct("Rect", &[I64, I64], false);
    let ptr = b.pointer_type(rect);
    let area_ty = b.function_type(I64, &[ptr], false);
    let area = b.define_function("area", area_ty)?;
    let entry = b.append_block(area, Some("entry"));
    b.position_at_end(area, entry);
    let mut fields = Vec::new();
    for field in 0..2 {
        let address = b.build_struct_gep(rect, b.arg(0), field)?;
        fields.push(b.build_load(I64, address, 8));
    }
    let product = b.build_binary(Opcode::Mul, fields[0], fields[1]);
    b.build_ret(Some(product));

    let fn_ty = b.function_type(I64, &[I64, I64], false);
    let f = b.define_function("rect_area", fn_ty)?;
    let entry = b.append_block(f, Some("entry"));
    b.position_at_end(f, entry);
    let slot = b.build_alloca(rect, 8);
    for field in 0..2 {
        let address = b.build_struct_gep(rect, slot, field)?;
        b.build_store(b.arg(field), address, 8);
    }
    let result = b.build_call_global(b.m.functions[area.index()].global, &[slot]);
    b.build_ret(Some(result));
    Ok(())
}

/// `i32 main()`: prints every function's results with `printf`, one line.
fn build_main(b: &mut Builder) -> Result<(), String> {
    let ptr = b.pointer_type(TypeTable::I8);
    let printf_ty = b.function_type(TypeTable::I32, &[ptr], true);
    let printf = b.declare_function("printf", printf_ty)?;
    let main_ty = b.function_type(TypeTable::I32, &[], false);
    let main = b.define_function("main", main_ty)?;
    let entry = b.append_block(main, Some("entry"));
    b.position_at_end(main, entry);
    let format = b.add_global_string("format", b"%ld %ld %ld %ld %ld\n\0");
    let mut args = vec![format];
    for (name, inputs) in CALLS {
        let callee = b.m.lookup_global(name).ok_or(format!("no function '{name}'"))?;
        let inputs: Vec<Value> = inputs.iter().map(|&x| b.const_int(I64, x.into())).collect();
        args.push(b.build_call_global(callee, &inputs));
    }
    b.build_call_global(printf, &args);
    let zero = b.const_int(TypeTable::I32, 0);
    b.build_ret(Some(zero));
    Ok(())
}

/// The calls `main` makes and the JIT repeats, with their arguments.
const CALLS: [(&str, &[i64]); 5] = [
    ("sum_below", &[10]),
    ("days_in_month", &[2]),
    ("days_in_month", &[9]),
    ("days_in_month", &[12]),
    ("rect_area", &[6, 7]),
];

/// What the module must print, computed in Rust.
fn expected() -> String {
    let days = |month| match month {
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    format!("{} {} {} {} {}\n", (0..10).sum::<i64>(), days(2), days(9), days(12), 6 * 7)
}

/// Compiles `module` to an ELF object, links it with gcc and returns what the program prints.
fn run_object(mut module: Module, dir: &std::path::Path) -> Result<String, String> {
    // The target registry finds the target of the module's triple.
    let triple = kiln_targets::choose_triple("", module.triple.as_deref());
    let target = kiln_targets::lookup(&triple)?;
    let options = TargetOptions { triple, opt_level: 2, ..TargetOptions::default() };
    let tm = (target.create_machine)(options, Some(&module))?;
    let object = kiln_codegen::compile_to_object(&mut module, tm.as_ref())?;
    let (object_path, program) = (dir.join("frontend.o"), dir.join("frontend"));
    std::fs::write(&object_path, object).map_err(|e| format!("{}: {e}", object_path.display()))?;
    let link = Command::new("gcc").arg(&object_path).arg("-o").arg(&program).status();
    if !link.map_err(|e| format!("cannot run gcc: {e}"))?.success() {
        return Err("gcc could not link the object".to_string());
    }
    let run = Command::new(&program).output().map_err(|e| format!("cannot run the program: {e}"))?;
    if !run.status.success() {
        return Err(format!("the program failed: {}", run.status));
    }
    Ok(String::from_utf8_lossy(&run.stdout).into_owned())
}

/// Runs the same module in memory: each function called through a typed pointer.
fn run_jit(module: Module) -> Result<String, String> {
    let mut jit = Jit::new(JitOptions::default());
    jit.add_module("frontend", module)?;
    // SAFETY: the functions were built with these C signatures.
    let (sum_below, days_in_month, rect_area) = unsafe {
        let sum_below: extern "C" fn(i64) -> i64 = jit.get_function("sum_below")?;
        let days_in_month: extern "C" fn(i64) -> i64 = jit.get_function("days_in_month")?;
        let rect_area: extern "C" fn(i64, i64) -> i64 = jit.get_function("rect_area")?;
        (sum_below, days_in_month, rect_area)
    };
    let results = [sum_below(10), days_in_month(2), days_in_month(9), days_in_month(12), rect_area(6, 7)];
    Ok(results.map(|r| r.to_string()).join(" ") + "\n")
}

fn main() -> Result<(), String> {
    let mut module = Module { opaque_pointers: true, ..Module::default() };
    module.triple = Some(b"x86_64-unknown-linux-gnu".as_slice().into());
    module.data_layout = Some(b"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128".as_slice().into());
    let mut b = Builder::new(&mut module);
    for build in [build_sum_below, build_days_in_month, build_rect_area, build_main] {
        build(&mut b)?;
    }
    if let Err(errors) = kiln_ir::verify_module(&module) {
        return Err(errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
    }
    let dir = std::env::temp_dir().join(format!("kiln-frontend-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let program = run_object(module.clone(), &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let (program, jit) = (program?, run_jit(module)?);
    print!("program: {program}jit:     {jit}");
    if program != expected() || jit != expected() {
        return Err(format!("expected {}", expected()));
    }
    Ok(())
}
