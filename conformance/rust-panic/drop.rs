//! Unwinding runs destructors: locals of every frame between the panic and the catch, in
//! reverse order, partially built vectors, and a panic raised inside a Drop while not unwinding.
use std::cell::RefCell;
use std::panic;

thread_local! { static LOG: RefCell<Vec<String>> = RefCell::new(Vec::new()); }

fn log(s: String) {
    LOG.with(|l| l.borrow_mut().push(s));
}

struct Noisy(&'static str);

impl Drop for Noisy {
    fn drop(&mut self) {
        log(format!("drop {}", self.0));
    }
}

struct Bomb(u32);

impl Drop for Bomb {
    fn drop(&mut self) {
        log(format!("bomb {} drops", self.0));
        if self.0 == 3 && !std::thread::panicking() {
            panic!("bomb {} explodes in drop", self.0);
        }
    }
}

#[inline(never)]
fn middle(fail: bool) -> usize {
    let _a = Noisy("middle a");
    let v = vec![Noisy("v0"), Noisy("v1")];
    let _b = Noisy("middle b");
    if fail {
        inner();
    }
    v.len()
}

#[inline(never)]
fn inner() {
    let _c = Noisy("inner c");
    let _bombs: Vec<Bomb> = (0..3).map(Bomb).collect();
    panic!("inner fails");
}

fn build(n: u32) -> Vec<Bomb> {
    (0..n).map(|i| if i == 2 { panic!("cannot build {i}") } else { Bomb(i + 10) }).collect()
}

fn flush(title: &str) {
    println!("{title}:");
    LOG.with(|l| l.borrow_mut().drain(..).for_each(|s| println!("  {s}")));
}

fn main() {
    panic::set_hook(Box::new(|_| log("hook".to_string())));
    println!("no panic: {:?}", panic::catch_unwind(|| middle(false)).ok());
    flush("normal return");
    println!("panic: {}", panic::catch_unwind(|| middle(true)).is_err());
    flush("unwound");
    println!("partial: {}", panic::catch_unwind(|| build(5).len()).is_err());
    flush("partial vec");
    let r = panic::catch_unwind(|| {
        let _n = Noisy("outer");
        drop(Bomb(3));
        log("not reached".to_string());
    });
    println!("drop panic: {}", r.is_err());
    flush("panic in drop");
    std::process::exit(if r.is_err() { 3 } else { 0 });
}
