//! How kiln enters JIT-compiled code: through a trampoline that the unwinder cannot see past.
//!
//! An exception or forced unwind that leaves JIT code would otherwise climb into kiln's own
//! frames. Those are Rust frames with unwind tables, and Rust's personality routine stops a
//! foreign exception at its `catch_unwind` and aborts ("Rust cannot catch foreign exceptions").
//! In a compiled C++ program, the same exception runs off the top of the stack: the two-phase
//! search ends with `_URC_END_OF_STACK`, `__cxa_throw` calls `std::terminate`, and a forced
//! unwind's stop function sees `_UA_END_OF_STACK`. LLVM's lli behaves that way too.
//!
//! So every call kiln makes into JIT code (`main`, constructors, destructors) goes through
//! [`call`], which calls `kiln_jit_enter`, a few instructions of assembly with no CFI. The
//! JIT'd function returns into that trampoline. When the unwinder steps out of the JIT'd frame
//! it looks up the unwind information for the trampoline's address. No FDE covers that
//! address, and the code there is not a signal-return sequence, so unwinding ends at that
//! frame exactly as it ends at `_start` in a linked program.

use std::arch::global_asm;

// kiln_jit_enter(target, a0, a1, a2): calls target(a0, a1, a2) and returns its RAX. It keeps
// the stack 16-byte aligned for the call and has no .cfi_* directives on purpose (see above).
global_asm!(
    ".text",
    ".p2align 4",
    ".globl kiln_jit_enter",
    ".hidden kiln_jit_enter",
    ".type kiln_jit_enter, @function",
    "kiln_jit_enter:",
    "pushq %rbp",
    "movq %rsp, %rbp",
    "movq %rdi, %rax",
    "movq %rsi, %rdi",
    "movq %rdx, %rsi",
    "movq %rcx, %rdx",
    "callq *%rax",
    "popq %rbp",
    "retq",
    ".size kiln_jit_enter, . - kiln_jit_enter",
    options(att_syntax)
);

extern "C" {
    fn kiln_jit_enter(target: u64, a0: u64, a1: u64, a2: u64) -> u64;
}

/// Calls the JIT-compiled function at `target` with up to three integer or pointer arguments
/// (extra ones are ignored by a function that takes fewer) and returns its RAX, through the
/// trampoline an unwind cannot pass.
///
/// # Safety
/// `target` must be a function of the image that takes at most three integer or pointer
/// arguments under the C calling convention.
pub unsafe fn call(target: u64, args: [u64; 3]) -> u64 {
    // SAFETY: the trampoline passes the arguments on under the C calling convention; the
    // caller vouches for `target`.
    unsafe { kiln_jit_enter(target, args[0], args[1], args[2]) }
}

#[cfg(test)]
mod tests {
    extern "C" fn sum(a: u64, b: u64, c: u64) -> u64 {
        a * 100 + b * 10 + c
    }

    #[test]
    fn passes_three_arguments_and_returns_rax() {
        // SAFETY: `sum` takes three integers under the C calling convention.
        assert_eq!(unsafe { super::call(sum as usize as u64, [1, 2, 3]) }, 123);
    }
}
