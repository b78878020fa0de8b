//! Fuzz logic for the assembly parser: parse, assemble to an ELF object in memory for a
//! target (its directives and data, no instructions), and print through the assembly
//! streamer. Any input must give bytes or diagnostics, never a panic or a hang; section
//! sizes are capped so huge `.zero`s stay cheap.

use crate::target::McTarget;
use crate::{AsmStreamer, Context};
use kiln_support::SourceFile;

/// Checks one input for `target` (the coverage-guided target and the `#[test]` in
/// `tests/fuzz.rs` both call this).
pub fn check(target: &dyn McTarget, input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let file = SourceFile::new("fuzz.s", text.as_ref());
    let mut obj = crate::target_object_streamer(target);
    obj.max_section_size = 1 << 20;
    if let Ok(bytes) = crate::parser::assemble(&file, &mut obj, None) {
        assert!(bytes.starts_with(b"\x7fELF"), "object output must be ELF");
    }
    let info = target.asm_info();
    let mut asm = AsmStreamer::new(Context::new(&info.private_label_prefix), info, None);
    if let Ok(bytes) = crate::parser::assemble(&file, &mut asm, None) {
        assert!(std::str::from_utf8(&bytes).is_ok(), "assembly output must be text");
    }
}
