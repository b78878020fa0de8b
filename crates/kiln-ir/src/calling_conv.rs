//! IR calling conventions: the numbers a function or call carries (`Function::cc`,
//! `CallData::cc`), the ones kiln's code names, and the keywords the `.ll` text writes for them
//! (the reader reads them, the printer writes them back).

/// `ccc`, the default: the platform's C convention.
pub const C: u32 = 0;
/// `fastcc`.
pub const FAST: u32 = 8;
/// `coldcc`.
pub const COLD: u32 = 9;
/// `tailcc`: the C registers, but the callee pops its own stack arguments, so tail calls can
/// always be made.
pub const TAIL: u32 = 18;
/// `swifttailcc`: Swift's convention with callee-pop tail calls.
pub const SWIFT_TAIL: u32 = 20;
/// `x86_64_sysvcc`: the System V x86-64 convention named explicitly.
pub const X86_64_SYSV: u32 = 78;

/// Each keyword and its number.
pub const KEYWORDS: &[(&str, u32)] = &[
    ("ccc", C), ("fastcc", FAST), ("coldcc", COLD), ("webkit_jscc", 12), ("anyregcc", 13), ("preserve_mostcc", 14),
    ("preserve_allcc", 15), ("swiftcc", 16), ("cxx_fast_tlscc", 17), ("tailcc", TAIL), ("cfguard_checkcc", 19),
    ("swifttailcc", SWIFT_TAIL), ("x86_stdcallcc", 64), ("x86_fastcallcc", 65), ("arm_apcscc", 66), ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68), ("msp430_intrcc", 69), ("x86_thiscallcc", 70), ("ptx_kernel", 71), ("ptx_device", 72),
    ("spir_func", 75), ("spir_kernel", 76), ("intel_ocl_bicc", 77), ("x86_64_sysvcc", X86_64_SYSV), ("win64cc", 79),
    ("x86_vectorcallcc", 80), ("hhvmcc", 81), ("hhvm_ccc", 82), ("x86_intrcc", 83), ("avr_intrcc", 84),
    ("avr_signalcc", 85), ("amdgpu_vs", 87), ("amdgpu_gs", 88), ("amdgpu_ps", 89), ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91), ("x86_regcallcc", 92), ("amdgpu_hs", 93), ("amdgpu_ls", 95), ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97), ("aarch64_sve_vector_pcs", 98), ("amdgpu_gfx", 100),
];

/// The keyword of convention `cc`, if it has one.
pub fn keyword(cc: u32) -> Option<&'static str> {
    KEYWORDS.iter().find(|&&(_, n)| n == cc).map(|&(name, _)| name)
}
