//! External symbols from the running process: the dynamic loader's global scope
//! (`dlsym(RTLD_DEFAULT)`: kiln itself, libc, every library already loaded and those added by
//! [`load_library`], lli's `-dlopen`), then libm, libstdc++ and libgcc_s, opened with `dlopen` in that
//! order the first time a name is not found elsewhere (lli, a C++ program, has the first two loaded
//! already, so C++ modules run under it without flags). glibc keeps `atexit`
//! in its static `libc_nonshared.a`, so the JIT supplies its own on top of `__cxa_atexit`,
//! which also runs the destructors at exit for `lli`.

use std::ffi::{c_void, CString};

extern "C" {
    fn __cxa_atexit(f: extern "C" fn(*mut c_void), arg: *mut c_void, dso: *mut c_void) -> libc::c_int;
}

/// `atexit(f)` for JIT-compiled code: `f` runs at process exit, like a destructor
/// registered by the C library's own `atexit`.
extern "C" fn jit_atexit(f: extern "C" fn()) -> libc::c_int {
    // SAFETY: on x86-64 a function taking no arguments may be called with one (it is
    // ignored), so `f` can stand for a `void (*)(void *)`.
    unsafe { __cxa_atexit(std::mem::transmute::<extern "C" fn(), extern "C" fn(*mut c_void)>(f), std::ptr::null_mut(), std::ptr::null_mut()) }
}

/// Calls the `void ()` functions at `list` in order.
extern "C" fn run_list(list: *mut c_void) {
    // SAFETY: `list` is the box `call_at_exit` leaked, handed back exactly once.
    let list = unsafe { Box::from_raw(list as *mut Vec<u64>) };
    for &f in list.iter() {
        // SAFETY: every address is a `void ()` function of a live JIT image.
        unsafe { crate::enter::call(f, [0; 3]) };
    }
}

/// Registers the functions at `list` to run, in order, when the process exits.
///
/// # Safety
/// The functions must stay mapped until the process exits.
pub unsafe fn call_at_exit(list: Vec<u64>) -> Result<(), String> {
    let arg = Box::into_raw(Box::new(list)) as *mut c_void;
    // SAFETY: `run_list` takes back the box at exit.
    if unsafe { __cxa_atexit(run_list, arg, std::ptr::null_mut()) } != 0 {
        // SAFETY: not registered, so still ours.
        drop(unsafe { Box::from_raw(arg as *mut Vec<u64>) });
        return Err("cannot register the destructors with __cxa_atexit".to_string());
    }
    Ok(())
}

/// The libraries opened, in order, when a name is not in the global scope (libgcc_s has
/// `__emutls_get_address`, which every thread-local access of JIT code calls).
const ON_DEMAND: [&str; 3] = ["libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"];

/// The process's symbols, with the `ON_DEMAND` libraries opened as needed.
#[derive(Default)]
pub struct ProcessSymbols {
    /// Handles of the `ON_DEMAND` libraries opened so far (null where one failed to open).
    opened: Vec<usize>,
}

fn dlopen_global(path: &str) -> Result<usize, String> {
    let c = CString::new(path).map_err(|_| format!("cannot load '{path}': the name contains a NUL byte"))?;
    // SAFETY: dlopen of a named library; the handle is never closed because JIT code may call
    // into it until the process exits.
    let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
    if h.is_null() {
        // SAFETY: dlerror returns a NUL-terminated message (or null) right after the failure.
        let why = unsafe { libc::dlerror() };
        let why = if why.is_null() { "unknown error".into() } else { unsafe { std::ffi::CStr::from_ptr(why) }.to_string_lossy() };
        return Err(format!("cannot load '{path}': {why}"));
    }
    Ok(h as usize)
}

/// Opens the shared library `path` (as dlopen does: a bare name is searched on the library
/// path) into the global scope, so JIT code links against its symbols: lli's `-dlopen`.
pub fn load_library(path: &str) -> Result<(), String> {
    dlopen_global(path).map(|_| ())
}

fn dlsym(handle: *mut c_void, name: &CString) -> Option<u64> {
    // SAFETY: `name` is NUL-terminated; `handle` is RTLD_DEFAULT or a live dlopen handle.
    let p = unsafe { libc::dlsym(handle, name.as_ptr()) };
    (!p.is_null()).then_some(p as u64)
}

impl ProcessSymbols {
    /// The address of `name` in the process, if the loader knows it.
    pub fn lookup(&mut self, name: &str) -> Option<u64> {
        if name == "atexit" {
            return Some(jit_atexit as *const () as u64);
        }
        let c = CString::new(name).ok()?;
        if let Some(a) = dlsym(libc::RTLD_DEFAULT, &c) {
            return Some(a);
        }
        for i in 0..ON_DEMAND.len() {
            if i == self.opened.len() {
                self.opened.push(dlopen_global(ON_DEMAND[i]).unwrap_or(0));
            }
            let h = self.opened[i];
            if h != 0 {
                if let Some(a) = dlsym(h as *mut c_void, &c) {
                    return Some(a);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_libc_and_libm_and_not_nonsense() {
        let mut p = ProcessSymbols::default();
        assert!(p.lookup("printf").is_some());
        assert!(p.lookup("cos").is_some());
        assert!(p.lookup("__cxa_begin_catch").is_some(), "libstdc++ opens on demand");
        assert!(p.lookup("__emutls_get_address").is_some(), "libgcc_s has emulated TLS");
        assert_eq!(p.lookup("atexit"), Some(jit_atexit as *const () as u64));
        assert!(p.lookup("kiln_no_such_symbol_anywhere").is_none());
        assert!(p.lookup("nul\0inside").is_none());
    }

    #[test]
    fn load_library_names_a_missing_library() {
        assert!(load_library("libm.so.6").is_ok());
        let e = load_library("libkiln-no-such-library.so").unwrap_err();
        assert!(e.starts_with("cannot load 'libkiln-no-such-library.so': "), "{e}");
    }
}
