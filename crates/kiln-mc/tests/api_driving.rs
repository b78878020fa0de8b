//! Driving the streamer API directly, as a code generator's AsmPrinter does: the same calls
//! into the assembly streamer and into the object streamer must agree with assembling the
//! printed text.

use kiln_mc::context::SectionSpec;
use kiln_mc::dwarf_cfi::{CfiDirective, CfiInstruction};
use kiln_mc::elf::consts::*;
use kiln_mc::streamer::{DataValue, Streamer, SymbolAttr};
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

/// A data section holding a function's address, a constant expression, a label difference
/// and plain bytes around them: through one `emit_data` image, or through `emit_bytes` and
/// `emit_value` per piece.
fn emit_data_module(s: &mut dyn Streamer, packed: bool) {
    let ctx = s.context_mut();
    let text = ctx.text_section();
    let f = ctx.get_or_create_symbol("f");
    s.switch_section(text).unwrap();
    s.emit_symbol_attribute(f, SymbolAttr::Global).unwrap();
    s.emit_label(f).unwrap();
    s.emit_bytes(&[0xc3]).unwrap();
    let ctx = s.context_mut();
    let data = ctx.get_or_create_section(&SectionSpec::new(".data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE)).unwrap();
    let (v, w) = (ctx.get_or_create_symbol("v"), ctx.get_or_create_symbol("w"));
    s.switch_section(data).unwrap();
    s.emit_label(v).unwrap();
    let ctx = s.context_mut();
    let fref = ctx.symbol_ref(f);
    let f_plus = ctx.add_constant(fref, 12);
    let seven = ctx.constant(7);
    let vref = ctx.symbol_ref(v);
    let wref = ctx.symbol_ref(w);
    let span = ctx.binary(kiln_mc::expr::BinaryOp::Sub, wref, vref);
    let values = [
        DataValue { offset: 2, expr: f_plus, size: 8 },
        DataValue { offset: 10, expr: seven, size: 2 },
        DataValue { offset: 12, expr: span, size: 4 },
    ];
    let bytes = [1u8, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 5];
    if packed {
        s.emit_data(&bytes, &values).unwrap();
    } else {
        s.emit_bytes(&bytes[..2]).unwrap();
        for value in &values {
            s.emit_value(value.expr, value.size).unwrap();
        }
        s.emit_bytes(&bytes[16..]).unwrap();
    }
    s.emit_label(w).unwrap();
}

#[test]
fn a_data_image_is_what_its_pieces_are() {
    let info = kiln_target_x86::X86Mc.asm_info();
    let mut texts = Vec::new();
    let mut objects = Vec::new();
    for packed in [false, true] {
        let mut printer = AsmStreamer::new(Context::new(&info.private_label_prefix), info.clone(), None);
        emit_data_module(&mut printer, packed);
        texts.push(String::from_utf8(printer.finish().unwrap()).unwrap());
        let mut object = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
        assert!(object.packs_data() && !printer.packs_data());
        emit_data_module(&mut object, packed);
        objects.push(object.finish().unwrap());
    }
    assert_eq!(texts[0], texts[1]);
    assert!(texts[0].contains("\t.quad\tf+12\n\t.short\t7\n\t.long\tw-v\n"), "{}", texts[0]);
    assert!(objects[0] == objects[1], "an image and its pieces give different objects");
    // The label difference is known once `w` is placed: 19 bytes.
    let data = objects[1].windows(4).any(|win| win == [19, 0, 0, 0]);
    assert!(data, "the label difference is written into the image");
}

#[test]
fn a_data_value_outside_its_image_is_an_error() {
    let mut object = kiln_mc::target_object_streamer(&kiln_target_x86::X86Mc);
    let seven = object.context_mut().constant(7);
    let value = DataValue { offset: 3, expr: seven, size: 4 };
    assert!(object.emit_data(&[0; 4], &[value]).is_err());
    let info = kiln_target_x86::X86Mc.asm_info();
    let mut printer = AsmStreamer::new(Context::new(&info.private_label_prefix), info, None);
    let text = printer.context_mut().text_section();
    printer.switch_section(text).unwrap();
    assert!(printer.emit_data(&[0; 4], &[value]).is_err());
}
