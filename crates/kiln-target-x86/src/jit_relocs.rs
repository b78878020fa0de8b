//! x86-64 ELF relocations applied in memory, for kiln-jit's linker ([`X86JitRelocations`]).
//! The linker computes the addresses a relocation needs (the place `P`, the symbol or its
//! stub `S`, the symbol's GOT entry `G`, the GOT base); `apply` patches the bytes, checking
//! that 32-bit and smaller fields do not overflow. Calls (`PLT32`) beyond ±2 GiB go through a
//! stub `jmpq *GOT(%rip)`. Relocation numbers are the System V x86-64 psABI's.

use crate::elf_writer::r;
use kiln_mc::memory_object::{signed32, unsigned32, write_field as write, JitRelocations, RelocValues};

/// x86-64's [`JitRelocations`].
pub struct X86JitRelocations;

impl JitRelocations for X86JitRelocations {
    fn apply(&self, r_type: u32, field: &mut [u8], values: &RelocValues) -> Result<(), String> {
        apply(r_type, field, values)
    }
    fn needs_got(&self, r_type: u32) -> bool {
        needs_got(r_type)
    }
    fn is_tls(&self, r_type: u32) -> bool {
        is_tls(r_type)
    }
    fn call_reach(&self, r_type: u32) -> Option<std::ops::RangeInclusive<i64>> {
        (r_type == r::PLT32).then_some(i32::MIN as i64..=i32::MAX as i64)
    }
    fn stub_size(&self) -> u64 {
        STUB_SIZE
    }
    fn write_stub(&self, stub: u64, got_entry: u64, out: &mut [u8]) -> Result<(), String> {
        out.copy_from_slice(&stub_bytes(stub, got_entry)?);
        Ok(())
    }
    fn name(&self, r_type: u32) -> String {
        name(r_type)
    }
}

/// Whether a relocation of this type reads the symbol's GOT entry.
fn needs_got(r_type: u32) -> bool {
    matches!(r_type, r::GOT32 | r::GOTPCREL | r::GOT64 | r::GOTPCREL64 | r::GOTPCRELX | r::REX_GOTPCRELX)
}

/// Whether a relocation of this type is a thread-local-storage access.
fn is_tls(r_type: u32) -> bool {
    matches!(
        r_type,
        r::DTPMOD64 | r::DTPOFF64 | r::TPOFF64 | r::TLSGD | r::TLSLD | r::DTPOFF32 | r::GOTTPOFF | r::TPOFF32 | r::GOTPC32_TLSDESC | r::TLSDESC_CALL
    )
}

/// A psABI name for messages.
fn name(r_type: u32) -> String {
    let known = match r_type {
        r::NONE => "R_X86_64_NONE",
        r::R64 => "R_X86_64_64",
        r::PC32 => "R_X86_64_PC32",
        r::GOT32 => "R_X86_64_GOT32",
        r::PLT32 => "R_X86_64_PLT32",
        r::GOTPCREL => "R_X86_64_GOTPCREL",
        r::R32 => "R_X86_64_32",
        r::R32S => "R_X86_64_32S",
        r::R16 => "R_X86_64_16",
        r::PC16 => "R_X86_64_PC16",
        r::R8 => "R_X86_64_8",
        r::PC8 => "R_X86_64_PC8",
        r::TLSGD => "R_X86_64_TLSGD",
        r::TLSLD => "R_X86_64_TLSLD",
        r::GOTTPOFF => "R_X86_64_GOTTPOFF",
        r::TPOFF32 => "R_X86_64_TPOFF32",
        r::DTPOFF32 => "R_X86_64_DTPOFF32",
        r::PC64 => "R_X86_64_PC64",
        r::GOTOFF64 => "R_X86_64_GOTOFF64",
        r::GOTPC32 => "R_X86_64_GOTPC32",
        r::SIZE32 => "R_X86_64_SIZE32",
        r::SIZE64 => "R_X86_64_SIZE64",
        r::GOTPCRELX => "R_X86_64_GOTPCRELX",
        r::REX_GOTPCRELX => "R_X86_64_REX_GOTPCRELX",
        _ => return format!("relocation type {r_type}"),
    };
    known.to_string()
}

/// Patches `field` (the bytes from the relocation's offset to the section's end) for a
/// relocation of `r_type`; an overflowing value or an unsupported type is an error.
fn apply(r_type: u32, field: &mut [u8], v: &RelocValues) -> Result<(), String> {
    let s = v.symbol as i64;
    let p = v.place as i64;
    let a = v.addend;
    let pcrel = s.wrapping_add(a).wrapping_sub(p);
    let got_pcrel = (v.got_entry as i64).wrapping_add(a).wrapping_sub(p);
    match r_type {
        r::NONE => Ok(()),
        r::R64 => write(field, &s.wrapping_add(a).to_le_bytes()),
        r::PC64 => write(field, &pcrel.to_le_bytes()),
        r::PC32 | r::PLT32 => write(field, &signed32(pcrel)?),
        r::R32 => write(field, &unsigned32(s.wrapping_add(a))?),
        r::R32S => write(field, &signed32(s.wrapping_add(a))?),
        r::R16 => {
            let v = s.wrapping_add(a);
            let ok = i16::try_from(v).is_ok() || u16::try_from(v).is_ok();
            if !ok {
                return Err(format!("value {v:#x} does not fit a 16-bit field"));
            }
            write(field, &(v as u16).to_le_bytes())
        }
        r::PC16 => write(field, &i16::try_from(pcrel).map_err(|_| format!("value {pcrel:#x} does not fit a 16-bit field"))?.to_le_bytes()),
        r::R8 => {
            let v = s.wrapping_add(a);
            if i8::try_from(v).is_err() && u8::try_from(v).is_err() {
                return Err(format!("value {v:#x} does not fit an 8-bit field"));
            }
            write(field, &[v as u8])
        }
        r::PC8 => write(field, &i8::try_from(pcrel).map_err(|_| format!("value {pcrel:#x} does not fit an 8-bit field"))?.to_le_bytes()),
        r::GOTPCREL | r::GOTPCRELX | r::REX_GOTPCRELX => write(field, &signed32(got_pcrel)?),
        r::GOTPCREL64 => write(field, &got_pcrel.to_le_bytes()),
        r::GOT32 => write(field, &signed32((v.got_entry as i64).wrapping_sub(v.got_base as i64).wrapping_add(a))?),
        r::GOT64 => write(field, &(v.got_entry as i64).wrapping_sub(v.got_base as i64).wrapping_add(a).to_le_bytes()),
        r::GOTPC32 => write(field, &signed32((v.got_base as i64).wrapping_add(a).wrapping_sub(p))?),
        r::GOTPC64 => write(field, &(v.got_base as i64).wrapping_add(a).wrapping_sub(p).to_le_bytes()),
        r::GOTOFF64 => write(field, &s.wrapping_add(a).wrapping_sub(v.got_base as i64).to_le_bytes()),
        r::SIZE32 => write(field, &unsigned32((v.size as i64).wrapping_add(a))?),
        r::SIZE64 => write(field, &(v.size as i64).wrapping_add(a).to_le_bytes()),
        other => Err(format!("{} is not supported by kiln's JIT", name(other))),
    }
}

/// The bytes of a stub that jumps through a GOT entry: `jmpq *disp32(%rip)`, padded with
/// `int3` to [`STUB_SIZE`]. `stub` and `got_entry` are the two addresses.
fn stub_bytes(stub: u64, got_entry: u64) -> Result<[u8; STUB_SIZE as usize], String> {
    let disp = signed32((got_entry as i64).wrapping_sub(stub as i64 + 6))?;
    let mut out = [0xcc; STUB_SIZE as usize];
    out[..2].copy_from_slice(&[0xff, 0x25]);
    out[2..6].copy_from_slice(&disp);
    Ok(out)
}

/// Size of one stub (6 bytes of `jmpq *disp32(%rip)`, 2 of padding).
const STUB_SIZE: u64 = 8;

#[cfg(test)]
mod tests {
    use super::*;

    fn patched(r_type: u32, v: RelocValues, len: usize) -> Result<Vec<u8>, String> {
        let mut field = vec![0u8; len];
        apply(r_type, &mut field, &v).map(|()| field)
    }

    #[test]
    fn absolute_forms() {
        let v = RelocValues { symbol: 0x1122_3344_5566_7788, addend: 8, ..Default::default() };
        assert_eq!(patched(r::R64, v, 8).unwrap(), 0x1122_3344_5566_7790u64.to_le_bytes());
        let low = RelocValues { symbol: 0x7fff_fff0, addend: 0x10, ..Default::default() };
        assert_eq!(patched(r::R32, low, 4).unwrap(), 0x8000_0000u32.to_le_bytes());
        assert!(patched(r::R32S, low, 4).unwrap_err().contains("signed 32-bit"));
        let neg = RelocValues { symbol: 0, addend: -4, ..Default::default() };
        assert_eq!(patched(r::R32S, neg, 4).unwrap(), (-4i32).to_le_bytes());
        assert!(patched(r::R32, neg, 4).unwrap_err().contains("unsigned 32-bit"));
        assert!(patched(r::R32, v, 4).is_err());
    }

    #[test]
    fn pc_relative_forms() {
        let v = RelocValues { symbol: 0x1000, addend: -4, place: 0x2000, ..Default::default() };
        assert_eq!(patched(r::PC32, v, 4).unwrap(), (-0x1004i32).to_le_bytes());
        assert_eq!(patched(r::PLT32, v, 4).unwrap(), (-0x1004i32).to_le_bytes());
        assert_eq!(patched(r::PC64, v, 8).unwrap(), (-0x1004i64).to_le_bytes());
        let far = RelocValues { symbol: 0x7f00_0000_0000, addend: -4, place: 0x5500_0000_0000, ..Default::default() };
        assert!(patched(r::PC32, far, 4).is_err(), "a PC32 out of ±2 GiB is an error, not a wrap");
        assert!(patched(r::PC32, v, 3).unwrap_err().contains("past the end"));
    }

    #[test]
    fn got_forms_use_the_entry() {
        let v = RelocValues { symbol: 0xdead_0000_0000, addend: -4, place: 0x1000, got_entry: 0x3000, got_base: 0x2ff0, size: 0 };
        for t in [r::GOTPCREL, r::GOTPCRELX, r::REX_GOTPCRELX] {
            assert_eq!(patched(t, v, 4).unwrap(), 0x1ffci32.to_le_bytes(), "{}", name(t));
            assert!(needs_got(t));
        }
        assert_eq!(patched(r::GOTPC32, v, 4).unwrap(), 0x1feci32.to_le_bytes());
        assert_eq!(patched(r::GOT32, v, 4).unwrap(), 0xci32.to_le_bytes());
        assert!(!needs_got(r::PC32));
    }

    #[test]
    fn sizes_and_unsupported_kinds() {
        let v = RelocValues { size: 40, addend: 2, ..Default::default() };
        assert_eq!(patched(r::SIZE32, v, 4).unwrap(), 42u32.to_le_bytes());
        assert_eq!(patched(r::SIZE64, v, 8).unwrap(), 42u64.to_le_bytes());
        assert!(is_tls(r::TLSGD) && is_tls(r::TPOFF32) && !is_tls(r::R64));
        assert!(patched(r::TLSGD, v, 4).unwrap_err().contains("R_X86_64_TLSGD"));
    }

    #[test]
    fn stubs_jump_through_their_got_entry() {
        let bytes = stub_bytes(0x1000, 0x2000).unwrap();
        assert_eq!(&bytes[..2], &[0xff, 0x25]);
        assert_eq!(i32::from_le_bytes(bytes[2..6].try_into().unwrap()), 0x2000 - 0x1006);
        assert_eq!(&bytes[6..], &[0xcc, 0xcc]);
        assert!(stub_bytes(0, 1 << 40).is_err());
    }
}
