//! The in-memory object writer ([`kiln_mc::memory_object`]) on data-only assembly for x86-64.

use kiln_mc::context::Binding;
use kiln_mc::memory_object::{MemoryObject, MemorySymbolDef, RelocationSymbol};
use kiln_mc::parser::assemble;
use kiln_support::SourceFile;

/// Data-only assembly through the in-memory writer.
fn capture(text: &str) -> MemoryObject {
    let (sink, received) = std::sync::mpsc::channel();
    let mut streamer = kiln_mc::target_memory_streamer(&kiln_target_x86::X86Mc, sink);
    let bytes = assemble(&SourceFile::new("t.s", text), &mut streamer, None).unwrap();
    assert!(bytes.is_empty(), "no file is written");
    received.try_recv().unwrap()
}

#[test]
fn sections_symbols_and_relocations_stay_in_memory() {
    let obj = capture(
        ".data\n.globl table\ntable:\n.quad local+8\n.quad ext\n.L1:\n.long .L1-table\n\
         .section .rodata\nlocal:\n.byte 1,2,3\n.comm shared,16,8\n.section .debug_str,\"MS\",@progbits,1\n.quad table\n",
    );
    let names: Vec<&str> = obj.sections.iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&".data") && names.contains(&".rodata"), "{names:?}");
    assert!(!names.contains(&".debug_str"), "sections that are not loaded stay out");
    let data = obj.sections.iter().position(|s| s.name == ".data").unwrap() as u32;
    let rodata = obj.sections.iter().position(|s| s.name == ".rodata").unwrap() as u32;
    assert_eq!(obj.sections[data as usize].data.len(), 20);
    let table = obj.symbols.iter().find(|s| s.name == "table").unwrap();
    assert_eq!((table.binding, table.def), (Binding::Global, MemorySymbolDef::Defined { section: data, offset: 0 }));
    let shared = obj.symbols.iter().find(|s| s.name == "shared").unwrap();
    assert_eq!(shared.def, MemorySymbolDef::Common { size: 16, align: 8 });
    // `local+8` becomes .rodata+8; `ext` keeps its symbol; `.L1-table` folds away.
    assert_eq!(obj.relocations.len(), 2, "{:?}", obj.relocations);
    let r0 = obj.relocations[0];
    assert_eq!((r0.section, r0.offset, r0.r_type, r0.target, r0.addend), (data, 0, 1, RelocationSymbol::Section(rodata), 8));
    let r1 = obj.relocations[1];
    let RelocationSymbol::Symbol(ext) = r1.target else { panic!("{r1:?}") };
    assert_eq!(obj.symbols[ext as usize].name, "ext");
    assert_eq!(obj.symbols[ext as usize].def, MemorySymbolDef::Undefined);
}
