//! catch_unwind with &str, String and custom payloads; nested catches; resume_unwind; and a
//! final uncaught panic, so the exit status (101) is part of what the build must reproduce.
use std::panic;

#[derive(Debug)]
struct Code(i32);

#[inline(never)]
fn depth(n: u32) -> u32 {
    if n == 0 {
        panic!("bottom reached");
    }
    depth(n - 1) + 1
}

fn describe(payload: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        format!("str {s}")
    } else if let Some(s) = payload.downcast_ref::<String>() {
        format!("string {s}")
    } else if let Some(c) = payload.downcast_ref::<Code>() {
        format!("code {}", c.0)
    } else {
        "unknown".to_string()
    }
}

fn main() {
    panic::set_hook(Box::new(|info| println!("hook: {}", info.payload().downcast_ref::<&str>().map_or("(not a str)", |s| s))));
    let r = panic::catch_unwind(|| depth(5));
    println!("deep: {}", describe(&r.unwrap_err()));
    let ok = panic::catch_unwind(|| depth(0).wrapping_add(0)).is_ok();
    println!("ok: {ok}");
    let n = 7;
    let r = panic::catch_unwind(|| panic!("formatted {n}"));
    println!("fmt: {}", describe(&r.unwrap_err()));
    let outer = panic::catch_unwind(|| {
        let inner = panic::catch_unwind(|| panic::resume_unwind(Box::new(Code(42))));
        println!("inner: {}", describe(inner.as_ref().unwrap_err()));
        panic::resume_unwind(inner.unwrap_err());
    });
    println!("outer: {}", describe(&outer.unwrap_err()));
    let values: Vec<u32> = (0..6).map(|i| panic::catch_unwind(move || if i % 2 == 1 { panic!("odd") } else { i * 10 }).unwrap_or(1)).collect();
    println!("values: {values:?}");
    let _ = panic::take_hook();
    panic!("uncaught at the end");
}
