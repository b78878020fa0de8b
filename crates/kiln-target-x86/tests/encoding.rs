//! Encodings: every instruction of `data/addressing.s` (addressing forms, immediate widths,
//! prefixes, REX, fixups, SSE and x87) must print the bytes its `# CHECK:` comment gives
//! (facts from llvm-mc 14). Also checks printing round-trips and branch relaxation in objects.

use kiln_support::SourceFile;

fn assemble_text(src: &str, show_encoding: bool) -> String {
    let file = SourceFile::new("t.s", src);
    let mut streamer = kiln_target_x86::asm_streamer(show_encoding, kiln_target_x86::AsmSyntax::Att);
    let mut parser = kiln_target_x86::X86AsmParser;
    match kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)) {
        Ok(bytes) => String::from_utf8(bytes).expect("assembly text is UTF-8"),
        Err(ds) => panic!("{}", ds.iter().map(|d| d.to_string()).collect::<String>()),
    }
}

fn encodings(text: &str) -> Vec<String> {
    text.split("encoding: ").skip(1).map(|rest| rest[..=rest.find(']').expect("closing bracket")].to_string()).collect()
}

#[test]
fn addressing_forms_and_prefixes() {
    let src = include_str!("data/addressing.s");
    for line in src.lines().filter(|l| l.contains("# CHECK:")) {
        let (asm, expected) = line.split_once("# CHECK:").expect("checked line");
        let got = encodings(&assemble_text(asm, true));
        let want: Vec<String> = expected.split_whitespace().map(str::to_string).collect();
        assert_eq!(got, want, "for `{}`", asm.trim());
    }
}

#[test]
fn printed_assembly_reassembles_to_the_same_bytes() {
    let src = include_str!("data/addressing.s");
    let first = assemble_text(src, true);
    let printed = assemble_text(src, false);
    assert_eq!(encodings(&assemble_text(&printed, true)), encodings(&first));
}

#[test]
fn short_branches_relax_when_out_of_range() {
    let src = "jmp .Lfar\njne .Lfar\njmp .Lnear\n.Lnear:\n.fill 200, 1, 0x90\n.Lfar:\nretq\n";
    let file = SourceFile::new("r.s", src);
    let mut streamer = kiln_target_x86::elf_object_streamer();
    let mut parser = kiln_target_x86::X86AsmParser;
    let object = kiln_mc::parser::assemble(&file, &mut streamer, Some(&mut parser)).unwrap_or_else(|ds| panic!("{}", ds[0]));
    // jmp rel32 (e9), jne rel32 (0f 85), jmp rel8 (eb 00) at the start of .text, as llvm-mc.
    let want = [0xe9, 0xd0, 0, 0, 0, 0x0f, 0x85, 0xca, 0, 0, 0, 0xeb, 0x00];
    assert!(object.windows(want.len()).any(|w| w == want), "relaxed branches not found");
}

#[test]
fn locked_instructions_carry_their_prefix() {
    use kiln_mc::{MCInst, MCOperand};
    use kiln_target_x86::{opcode, reg};
    // LCMPXCHG32 (%rdx), %ecx: the code generator's locked form, printed and encoded with `lock`.
    let mem = [MCOperand::Reg(reg::RDX.0), MCOperand::Imm(1), MCOperand::Reg(0), MCOperand::Imm(0), MCOperand::Reg(0)];
    let mut inst = MCInst::new(opcode::LCMPXCHG32);
    inst.operands.extend(mem);
    inst.operands.push(MCOperand::Reg(reg::ECX.0));
    let mut ctx = kiln_mc::Context::new(".L");
    let (mut bytes, mut fixups) = (Vec::new(), Vec::new());
    kiln_mc::target::CodeEmitter::encode_instruction(&kiln_target_x86::X86CodeEmitter, &mut ctx, &inst, &mut bytes, &mut fixups).unwrap();
    assert_eq!(bytes, [0xf0, 0x0f, 0xb1, 0x0a]);
    let mut text = String::new();
    kiln_mc::target::InstPrinter::print_inst(&kiln_target_x86::X86InstPrinter, &ctx, &inst, &mut text);
    assert_eq!(text, "lock\t\tcmpxchgl\t%ecx, (%rdx)");
}

#[test]
fn code_generator_forms_encode_like_their_assembly() {
    use kiln_mc::MCInst;
    use kiln_target_x86::opcode;
    let mut ctx = kiln_mc::Context::new(".L");
    let encode = |ctx: &mut kiln_mc::Context, inst: &MCInst| {
        let (mut bytes, mut fixups) = (Vec::new(), Vec::new());
        kiln_mc::target::CodeEmitter::encode_instruction(&kiln_target_x86::X86CodeEmitter, ctx, inst, &mut bytes, &mut fixups).map(|()| bytes)
    };
    assert_eq!(encode(&mut ctx, &MCInst::new(opcode::REP_MOVSQ_64)), Ok(vec![0xf3, 0x48, 0xa5]));
    let err = encode(&mut ctx, &MCInst::new(opcode::MOV32r0).with_reg(kiln_target_x86::reg::EAX.0)).unwrap_err();
    assert!(err.contains("MOV32r0 is a pseudo-instruction"), "{err}");
}

#[test]
fn an_instruction_that_cannot_be_encoded_leaves_the_output_as_it_was() {
    use kiln_mc::{MCInst, MCOperand};
    use kiln_target_x86::{opcode, reg};
    // The encoder writes straight into the section's bytes: `movl 8(%rdx,%rax,3), %ecx` fails
    // at its scale, after its opcode is written, and must take that back; the bytes and fixups
    // of the instructions before it stay.
    let mut ctx = kiln_mc::Context::new(".L");
    let (mut bytes, mut fixups) = (vec![0x90u8], Vec::new());
    let mut inst = MCInst::new(opcode::MOV32rm).with_reg(reg::ECX.0);
    inst.operands.extend([MCOperand::Reg(reg::RDX.0), MCOperand::Imm(3), MCOperand::Reg(reg::RAX.0), MCOperand::Imm(8), MCOperand::Reg(0)]);
    let err = kiln_mc::target::CodeEmitter::encode_instruction(&kiln_target_x86::X86CodeEmitter, &mut ctx, &inst, &mut bytes, &mut fixups).unwrap_err();
    assert!(err.contains("scale must be 1, 2, 4 or 8"), "{err}");
    assert_eq!((bytes, fixups.len()), (vec![0x90], 0));
}
