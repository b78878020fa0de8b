//! The JIT end to end: IR through the llc pipeline into memory, called through typed
//! function pointers — globals reached through the GOT, libm, function pointers handed back
//! to Rust, constructors, several modules in one image and modules added after a first link.

use kiln_jit::{Jit, JitOptions};

fn jit(opt_level: u8) -> Jit {
    Jit::new(JitOptions { opt_level, ..JitOptions::default() })
}

const COUNTER: &str = r#"
@counter = global i64 0
@table = global [3 x i64 (i64)*] [i64 (i64)* @inc, i64 (i64)* @dbl, i64 (i64)* @inc]
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 500, void ()* @set_ten, i8* null },
  { i32, void ()*, i8* } { i32 100, void ()* @set_one, i8* null }]

define internal void @set_one() {
  store i64 1, i64* @counter
  ret void
}
define internal void @set_ten() {
  %v = load i64, i64* @counter
  %m = mul i64 %v, 10
  store i64 %m, i64* @counter
  ret void
}
define i64 @inc(i64 %x) {
  %r = add i64 %x, 1
  ret i64 %r
}
define i64 @dbl(i64 %x) {
  %r = shl i64 %x, 1
  ret i64 %r
}
define i64 @apply_all(i64 %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %n, %loop ]
  %acc = phi i64 [ %x, %entry ], [ %r, %loop ]
  %slot = getelementptr [3 x i64 (i64)*], [3 x i64 (i64)*]* @table, i64 0, i64 %i
  %f = load i64 (i64)*, i64 (i64)** %slot
  %r = call i64 %f(i64 %acc)
  %n = add i64 %i, 1
  %done = icmp eq i64 %n, 3
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %r
}
define i64 @get_counter() {
  %v = load i64, i64* @counter
  ret i64 %v
}
declare double @sqrt(double)
define double @hypot2(double %a, double %b) {
  %aa = fmul double %a, %a
  %bb = fmul double %b, %b
  %s = fadd double %aa, %bb
  %r = call double @sqrt(double %s)
  ret double %r
}
"#;

#[test]
fn functions_run_at_every_level() {
    for level in [0, 2] {
        let mut jit = jit(level);
        jit.add_ir("counter.ll", COUNTER).unwrap();
        // SAFETY: the signatures match the IR.
        let apply_all: extern "C" fn(i64) -> i64 = unsafe { jit.get_function("apply_all").unwrap() };
        assert_eq!(apply_all(5), 13, "((5+1)*2)+1 at -O{level}");
        let hypot2: extern "C" fn(f64, f64) -> f64 = unsafe { jit.get_function("hypot2").unwrap() };
        assert_eq!(hypot2(3.0, 4.0), 5.0);
    }
}

#[test]
fn constructors_run_once_in_priority_order() {
    let mut jit = jit(2);
    jit.add_ir("counter.ll", COUNTER).unwrap();
    let get: extern "C" fn() -> i64 = unsafe { jit.get_function("get_counter").unwrap() };
    assert_eq!(get(), 0, "nothing runs before run_constructors");
    unsafe { jit.run_constructors().unwrap() };
    assert_eq!(get(), 10, "priority 100 (set 1) before 500 (times 10)");
    unsafe { jit.run_constructors().unwrap() };
    assert_eq!(get(), 10, "constructors of an image run once");
}

#[test]
fn later_modules_link_against_earlier_images() {
    let mut jit = jit(2);
    jit.add_ir("counter.ll", COUNTER).unwrap();
    jit.finalize().unwrap();
    jit.add_ir(
        "user.ll",
        "declare i64 @dbl(i64)\n@counter = external global i64\ndefine i64 @quad_counter() {\n  %v = load i64, i64* @counter\n  %a = call i64 @dbl(i64 %v)\n  %b = call i64 @dbl(i64 %a)\n  ret i64 %b\n}\n",
    )
    .unwrap();
    let set: extern "C" fn(i64) -> i64 = unsafe { jit.get_function("inc").unwrap() };
    assert_eq!(set(1), 2);
    let counter = jit.lookup("counter").unwrap() as *mut i64;
    unsafe { *counter = 7 };
    let quad: extern "C" fn() -> i64 = unsafe { jit.get_function("quad_counter").unwrap() };
    assert_eq!(quad(), 28);
}

#[test]
fn errors_name_what_is_wrong() {
    let mut jit = jit(2);
    let err = jit.add_ir("bad.ll", "define i32 @f() {\n  ret i32 %x\n}\n").unwrap_err();
    assert!(err.starts_with("bad.ll:2:"), "{err}");
    jit.add_ir("missing.ll", "declare void @kiln_missing()\ndefine void @g() {\n  call void @kiln_missing()\n  ret void\n}\n")
        .unwrap();
    let err = jit.finalize().unwrap_err();
    assert_eq!(err, "missing.ll: symbol 'kiln_missing' is not defined (used by function 'g')");
    let err = jit.lookup("g").unwrap_err();
    assert!(err.contains("'g' is not defined"), "a failed batch is dropped: {err}");
    let err = unsafe { jit.get_function::<u32>("g") }.unwrap_err();
    assert!(err.contains("function pointer"), "{err}");
}

#[test]
fn unwind_tables_are_registered() {
    let mut jit = jit(2);
    jit.add_ir("counter.ll", COUNTER).unwrap();
    let f = jit.lookup("apply_all").unwrap();
    let name = std::ffi::CString::new("_Unwind_Find_FDE").unwrap();
    // SAFETY: looking up libgcc's unwinder entry point in the process.
    let find = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
    assert!(!find.is_null(), "libgcc_s is part of every Rust program on Linux");
    // SAFETY: `_Unwind_Find_FDE(void *pc, struct dwarf_eh_bases *bases)`; bases are three pointers.
    let find: extern "C" fn(*const u8, *mut [usize; 3]) -> *const u8 = unsafe { std::mem::transmute(find) };
    let mut bases = [0usize; 3];
    let fde = find((f + 1) as *const u8, &mut bases);
    assert!(!fde.is_null(), "the JIT registers its .eh_frame with __register_frame");
    assert_eq!(bases[2] as u64, f, "the FDE found covers apply_all from its first byte");
}

#[test]
fn destructors_run_in_priority_order() {
    let mut jit = jit(0);
    jit.add_ir(
        "dtors.ll",
        r#"
@log = global i64 0
@llvm.global_dtors = appending global [2 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 100, void ()* @add_two, i8* null },
  { i32, void ()*, i8* } { i32 900, void ()* @times_ten, i8* null }]
define internal void @add_two() {
  %v = load i64, i64* @log
  %r = add i64 %v, 2
  store i64 %r, i64* @log
  ret void
}
define internal void @times_ten() {
  %v = load i64, i64* @log
  %r = mul i64 %v, 10
  store i64 %r, i64* @log
  ret void
}
"#,
    )
    .unwrap();
    let log = jit.lookup("log").unwrap() as *mut i64;
    unsafe {
        *log = 1;
        jit.run_destructors();
        // Priority 900 first (1 * 10), then 100 (+ 2), as a linked program's .fini_array.
        assert_eq!(*log, 12);
    }
}
