//! Panics raised in closures handed across functions: generic `impl Fn`, `&dyn Fn`, boxed
//! `FnOnce`, iterator adaptors and a recursive callback; each caught at a different depth.
use std::panic::{self, AssertUnwindSafe};

#[inline(never)]
fn apply<F: Fn(i64) -> i64>(f: F, xs: &[i64]) -> i64 {
    xs.iter().map(|&x| f(x)).sum()
}

#[inline(never)]
fn apply_dyn(f: &dyn Fn(i64) -> i64, x: i64) -> i64 {
    f(x) * 2
}

#[inline(never)]
fn run_boxed(jobs: Vec<Box<dyn FnOnce() -> i64>>) -> Vec<Result<i64, String>> {
    jobs.into_iter()
        .map(|job| panic::catch_unwind(AssertUnwindSafe(job)).map_err(|e| e.downcast::<String>().map(|s| *s).unwrap_or_else(|_| "?".into())))
        .collect()
}

#[inline(never)]
fn recurse(n: u32, cb: &mut dyn FnMut(u32)) {
    cb(n);
    if n > 0 {
        recurse(n - 1, cb);
    }
}

fn checked(x: i64) -> i64 {
    if x < 0 {
        panic!("{}", format!("negative {x}"));
    }
    x * x
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    println!("sum ok: {:?}", panic::catch_unwind(|| apply(checked, &[1, 2, 3])));
    println!("sum bad: {}", panic::catch_unwind(|| apply(checked, &[1, -2, 3])).is_err());
    let offset = 5;
    let dynf = move |x: i64| if x == 13 { panic!("unlucky") } else { x + offset };
    for x in [1, 13, 20] {
        match panic::catch_unwind(|| apply_dyn(&dynf, x)) {
            Ok(v) => println!("dyn {x}: {v}"),
            Err(e) => println!("dyn {x}: panicked with {:?}", e.downcast_ref::<&str>()),
        }
    }
    let jobs: Vec<Box<dyn FnOnce() -> i64>> = vec![Box::new(|| 1), Box::new(|| checked(-4)), Box::new(move || offset * 3), Box::new(|| panic!("{}", String::from("owned")))];
    println!("jobs: {:?}", run_boxed(jobs));
    let mut seen = Vec::new();
    let r = panic::catch_unwind(AssertUnwindSafe(|| recurse(6, &mut |n| {
        seen.push(n);
        if n == 2 {
            panic!("stop at {n}");
        }
    })));
    println!("recurse: {} seen {:?}", r.is_err(), seen);
    let total: i64 = (0..10).filter_map(|i| panic::catch_unwind(move || checked(i - 5)).ok()).sum();
    println!("total: {total}");
}
