//! Driving the streamer API directly, as a code generator's AsmPrinter does: the same calls
//! into the assembly streamer and into the object streamer must agree with assembling the
//! printed text.

use kiln_mc::context::SectionSpec;
use kiln_mc::dwarf_cfi::{CfiDirective, CfiInstruction};
use kiln_mc::elf::consts::*;
use kiln_mc::streamer::{Streamer, SymbolAttr};
use kiln_mc::target::McTarget;
use kiln_mc::{AsmStreamer, Context};
use kiln_support::SourceFile;

/// Emits a function `f` (its body as bytes standing in for code), a jump table in `.rodata`,
/// a COMDAT variable and a common symbol.
fn emit_module(s: &mut dyn Streamer) {
    let ctx = s.context_mut();
    let text = ctx.text_section();
    let f = ctx.get_or_create_symbol("f");
    let end = ctx.get_or_create_symbol(".Lfunc_end0");
    let bb1 = ctx.get_or_create_symbol(".LBB0_1");
    s.switch_section(text).unwrap();
    s.emit_symbol_attribute(f, SymbolAttr::Global).unwrap();
    s.emit_code_alignment(16, 0).unwrap();
    s.emit_symbol_attribute(f, SymbolAttr::TypeFunction).unwrap();
    s.emit_label(f).unwrap();
    s.emit_cfi(CfiDirective::StartProc { simple: false }).unwrap();
    s.emit_bytes(&[0x55]).unwrap();
    s.emit_cfi(CfiDirective::Instruction(CfiInstruction::DefCfaOffset(16))).unwrap();
    s.emit_label(bb1).unwrap();
    s.emit_bytes(&[0x5d, 0xc3]).unwrap();
    s.emit_label(end).unwrap();
    let size = s.context_mut().symbol_difference(end, f);
    s.emit_size(f, size).unwrap();
    s.emit_cfi(CfiDirective::EndProc).unwrap();

    let ctx = s.context_mut();
    let rodata = ctx.rodata_section();
    let table = ctx.get_or_create_symbol(".LJTI0_0");
    s.switch_section(rodata).unwrap();
    s.emit_value_to_alignment(4, 0, 1, 0).unwrap();
    s.emit_label(table).unwrap();
    let entry = s.context_mut().symbol_difference(bb1, table);
    s.emit_value(entry, 4).unwrap();

    let mut spec = SectionSpec::new(".data.v", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE);
    spec.group = Some("v".to_string());
    spec.comdat = true;
    let ctx = s.context_mut();
    let data = ctx.get_or_create_section(&spec).unwrap();
    let v = ctx.get_or_create_symbol("v");
    s.switch_section(data).unwrap();
    s.emit_symbol_attribute(v, SymbolAttr::Weak).unwrap();
    s.emit_symbol_attribute(v, SymbolAttr::TypeObject).unwrap();
    s.emit_label(v).unwrap();
    let fref = s.context_mut().symbol_ref(f);
    s.emit_value(fref, 8).unwrap();
    let eight = s.context_mut().constant(8);
    s.emit_size(v, eight).unwrap();

    let c = s.context_mut().get_or_create_symbol("c");
    s.emit_common(c, 4, 4, false).unwrap();
    s.emit_ident("kiln").unwrap();
}

#[test]
fn api_calls_print_and_assemble_consistently() {
    let info = kiln_target_x86::X86Mc.asm_info();
    let mut printer = AsmStreamer::new(Context::new(&info.private_label_prefix), info, None);
    emit_module(&mut printer);
    let text = String::from_utf8(printer.finish().unwrap()).unwrap();
    let expected = "\t.text\n\t.globl\tf\n\t.p2align\t4, 0x90\n\t.type\tf,@function\nf:\n\t.cfi_startproc\n\t.byte\t85\n\t.cfi_def_cfa_offset 16\n.LBB0_1:\n\t.ascii\t\"]\\303\"\n.Lfunc_end0:\n\t.size\tf, .Lfunc_end0-f\n\t.cfi_endproc\n\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t2\n.LJTI0_0:\n\t.long\t.LBB0_1-.LJTI0_0\n\t.section\t.data.v,\"aGw\",@progbits,v,comdat\n\t.weak\tv\n\t.type\tv,@object\nv:\n\t.quad\tf\n\t.size\tv, 8\n\t.comm\tc,4,4\n\t.ident\t\"kiln\"\n";
    assert_eq!(text, expected);

    let mut direct = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
    emit_module(&mut direct);
    let direct = direct.finish().unwrap();
    let file = SourceFile::new("printed.s", text);
    let mut streamer = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
    let parsed = kiln_mc::parser::assemble(&file, &mut streamer, None).unwrap();
    assert!(direct == parsed, "driving the API and assembling its printed form give different objects");
}
