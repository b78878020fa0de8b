//! The target boundary exercised with a toy target: a 2-byte short jump (`0xeb rel8`) that
//! relaxes to a 5-byte near jump (`0xe9 rel32`), a return, a nop, and an 8-byte immediate.
//! The toy plugs in through the same traits the x86 target uses: instruction parser, code
//! emitter, assembler backend and instruction printer. Its `nop` and `ret` encode as on
//! x86, so line tables can be compared with llvm-mc's.

use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::context::Context;
use kiln_mc::elf::ElfWriter;
use kiln_mc::parser::{assemble, AsmParser, TargetAsmParser};
use kiln_mc::target::{generic_fixup_info, AsmBackend, CodeEmitter, Fixup, FixupKind, FixupKindInfo, InstPrinter, McTarget};
use kiln_mc::{AsmStreamer, MCInst, MCOperand};
use kiln_support::{Diagnostic, SourceFile};

const JMP_SHORT: u32 = 1;
const JMP_NEAR: u32 = 2;
const RET: u32 = 3;
const MOVABS: u32 = 4;
const NOP: u32 = 5;

struct ToyParser;

impl TargetAsmParser for ToyParser {
    fn parse_instruction(&mut self, mnemonic: &str, loc: u32, p: &mut AsmParser<'_>) -> Result<(), Diagnostic> {
        let inst = match mnemonic {
            "jmp" => MCInst::new(JMP_SHORT).with_expr(p.parse_expression()?),
            "ret" => MCInst::new(RET),
            "nop" => MCInst::new(NOP),
            "movabs" => MCInst::new(MOVABS).with_expr(p.parse_expression()?),
            _ => return Err(p.error(loc, format!("invalid instruction mnemonic '{mnemonic}'"))),
        };
        p.emit_instruction(&inst, loc)
    }
}

struct ToyEmitter;

impl CodeEmitter for ToyEmitter {
    fn encode_instruction(&self, ctx: &mut Context, inst: &MCInst, out: &mut Vec<u8>, fixups: &mut Vec<Fixup>) -> Result<(), String> {
        let expr = |i: &MCInst| match i.operands.first() {
            Some(MCOperand::Expr(e)) => Ok(*e),
            _ => Err("expected an expression operand".to_string()),
        };
        match inst.opcode {
            JMP_SHORT | JMP_NEAR => {
                let (op, size, kind) = if inst.opcode == JMP_SHORT { (0xeb, 1, FixupKind::PCREL_1) } else { (0xe9, 4, FixupKind::PCREL_4) };
                // The displacement counts from the end of the instruction.
                let target = ctx.add_constant(expr(inst)?, -size);
                fixups.push(Fixup { offset: 1, expr: target, kind, loc: u32::MAX });
                out.push(op);
                out.resize(out.len() + size as usize, 0);
            }
            RET => out.push(0xc3),
            NOP => out.push(0x90),
            MOVABS => {
                fixups.push(Fixup { offset: 1, expr: expr(inst)?, kind: FixupKind::DATA_8, loc: u32::MAX });
                out.push(0x48);
                out.extend([0; 8]);
            }
            other => return Err(format!("unknown opcode {other}")),
        }
        Ok(())
    }
}

struct ToyBackend;

impl AsmBackend for ToyBackend {
    fn fixup_info(&self, kind: FixupKind) -> FixupKindInfo {
        generic_fixup_info(kind).expect("the toy uses generic fixups only")
    }
    fn may_need_relaxation(&self, inst: &MCInst) -> bool {
        inst.opcode == JMP_SHORT
    }
    fn fixup_needs_relaxation(&self, _fixup: &Fixup, resolved: bool, value: i64) -> bool {
        !resolved || !(-128..=127).contains(&value)
    }
    fn relax_instruction(&self, inst: &MCInst) -> Option<MCInst> {
        (inst.opcode == JMP_SHORT).then(|| MCInst { opcode: JMP_NEAR, ..inst.clone() })
    }
    fn write_nops(&self, out: &mut Vec<u8>, count: u64) -> Result<(), String> {
        out.resize(out.len() + count as usize, 0x90);
        Ok(())
    }
}

struct ToyPrinter;

impl InstPrinter for ToyPrinter {
    fn print_inst(&self, ctx: &Context, inst: &MCInst, out: &mut String) {
        match (inst.opcode, inst.operands.first()) {
            (RET, _) => out.push_str("ret"),
            (op, Some(MCOperand::Expr(e))) => {
                out.push_str(if op == MOVABS { "movabs\t" } else { "jmp\t" });
                out.push_str(&ctx.expr_to_string(*e));
            }
            _ => out.push_str("<bad>"),
        }
    }
}

fn toy_object(src: &str) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let info = kiln_target_x86::X86Mc.asm_info();
    let ctx = Context::new(&info.private_label_prefix);
    let writer = ElfWriter::new(Box::new(kiln_target_x86::elf_writer::X86ElfWriter));
    let mut streamer = ObjectStreamer::new(ctx, info, Box::new(ToyBackend), Some(Box::new(ToyEmitter)), Box::new(writer));
    let file = SourceFile::new("toy.s", src);
    assemble(&file, &mut streamer, Some(&mut ToyParser))
}

/// A RELA entry: offset, type, symbol index, addend.
type Rela = (u64, u32, u32, i64);

/// A section's bytes and its relocations.
fn section(obj: &[u8], name: &str) -> (Vec<u8>, Vec<Rela>) {
    let u16_at = |o: usize| u16::from_le_bytes(obj[o..o + 2].try_into().unwrap()) as usize;
    let u32_at = |o: usize| u32::from_le_bytes(obj[o..o + 4].try_into().unwrap()) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(obj[o..o + 8].try_into().unwrap()) as usize;
    let (shoff, shnum, shstrndx) = (u64_at(0x28), u16_at(0x3c), u16_at(0x3e));
    let header = |i: usize| shoff + 64 * i;
    let strtab = u64_at(header(shstrndx) + 0x18);
    let name_of = |i: usize| {
        let start = strtab + u32_at(header(i));
        let end = start + obj[start..].iter().position(|&b| b == 0).unwrap();
        std::str::from_utf8(&obj[start..end]).unwrap().to_string()
    };
    let find = |n: &str| (0..shnum).find(|&i| name_of(i) == n);
    let contents = |i: usize| obj[u64_at(header(i) + 0x18)..u64_at(header(i) + 0x18) + u64_at(header(i) + 0x20)].to_vec();
    let bytes = contents(find(name).expect("section exists"));
    let relocs = find(&format!(".rela{name}")).map_or(Vec::new(), |i| {
        contents(i)
            .chunks(24)
            .map(|r| {
                let info = u64::from_le_bytes(r[8..16].try_into().unwrap());
                (u64::from_le_bytes(r[..8].try_into().unwrap()), info as u32, (info >> 32) as u32, i64::from_le_bytes(r[16..].try_into().unwrap()))
            })
            .collect()
    });
    (bytes, relocs)
}

#[test]
fn short_jumps_stay_short_and_far_ones_relax() {
    let obj = toy_object("jmp 1f\n.zero 100\n1: jmp 1b\njmp 2f\n.zero 200\n2: ret\n").unwrap();
    let (text, relocs) = section(&obj, ".text");
    assert_eq!(&text[..2], &[0xeb, 100]);
    // `1: jmp 1b` jumps to itself.
    assert_eq!(&text[102..104], &[0xeb, (-2i8) as u8]);
    assert_eq!(&text[104..109], &[0xe9, 200, 0, 0, 0]);
    assert_eq!(text.len(), 2 + 100 + 2 + 5 + 200 + 1);
    assert!(relocs.is_empty());
}

#[test]
fn relaxing_one_jump_can_push_another_out_of_range() {
    // Short forms put .L1 at 127 (displacement 125); once the second jump grows by three
    // bytes the first one's displacement is 128 and it must grow too (ending at 5, with .L1
    // at 133).
    let obj = toy_object("jmp .L1\njmp .L2\n.zero 123\n.L1: ret\n.zero 300\n.L2: ret\n").unwrap();
    let (text, _) = section(&obj, ".text");
    assert_eq!(&text[..5], &[0xe9, 128, 0, 0, 0]);
    assert_eq!(text[5], 0xe9);
    assert_eq!(text.len(), 5 + 5 + 123 + 1 + 300 + 1);
}

#[test]
fn unresolved_targets_relax_and_get_relocations() {
    let obj = toy_object(".globl g\njmp ext\njmp g\ng: ret\nmovabs ext+16\n").unwrap();
    let (text, relocs) = section(&obj, ".text");
    assert_eq!(text.len(), 5 + 5 + 1 + 9);
    // R_X86_64_PC32 to ext-4, R_X86_64_PC32 to g-4 (global: preemptible), R_X86_64_64 ext+16.
    let kinds: Vec<(u64, u32, i64)> = relocs.iter().map(|r| (r.0, r.1, r.3)).collect();
    assert_eq!(kinds, vec![(1, 2, -4), (6, 2, -4), (12, 1, 16)]);
}

#[test]
fn code_alignment_pads_with_target_nops_after_relaxation() {
    let obj = toy_object("jmp far\n.p2align 3\nret\n.zero 300\nfar: ret\n").unwrap();
    let (text, _) = section(&obj, ".text");
    assert_eq!(&text[5..8], &[0x90, 0x90, 0x90]);
    assert_eq!(text[8], 0xc3);
}

#[test]
fn unknown_mnemonics_are_target_errors() {
    let errors = toy_object("ret\n  frob %x\n").unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].to_string(), "toy.s:2:3: error: invalid instruction mnemonic 'frob'\n  frob %x\n  ^\n");
}

#[test]
fn assembly_streamer_prints_instructions_and_encodings() {
    let info = kiln_target_x86::X86Mc.asm_info();
    let mut streamer = AsmStreamer::new(Context::new(&info.private_label_prefix), info, Some(Box::new(ToyPrinter)));
    streamer.show_encoding(Box::new(ToyEmitter), Box::new(ToyBackend));
    let file = SourceFile::new("toy.s", "jmp foo\nret\n");
    let text = String::from_utf8(assemble(&file, &mut streamer, Some(&mut ToyParser)).unwrap()).unwrap();
    assert_eq!(
        text,
        "\t.text\n\tjmp\tfoo                             # encoding: [0xeb,A]\n                                        #   fixup A - offset: 1, value: foo-1, kind: FK_PCRel_1\n\tret                                     # encoding: [0xc3]\n"
    );
}

#[test]
fn line_tables_match_llvm_mc() {
    let Some(llvm_mc) = ["/usr/bin/llvm-mc", "/usr/bin/llvm-mc-14"].into_iter().find(|p| std::path::Path::new(p).exists()) else {
        eprintln!("skipping: llvm-mc not found");
        return;
    };
    let src = "\t.text\n\t.file\t\"a.c\"\n\t.file\t0 \"/root/dir\" \"src/a.c\" md5 0xe35cff309990268916661efccac6de79\n\t.file\t1 \"src\" \"a.c\" md5 0xe35cff309990268916661efccac6de79\n\t.file\t2 \"/usr/include\" \"stdio.h\" md5 0x00112233445566778899aabbccddeeff\nf:\n\t.loc\t1 14 0\n\tnop\n\t.loc\t1 19 3 prologue_end\n\tnop\n\tnop\n\t.loc\t1 25 7 is_stmt 0\n\tnop\n\t.loc\t2 3 1 discriminator 2\n\t.loc\t1 300 1 epilogue_begin\n\t.zero 300, 0x90\n\tnop\n\t.loc 1 299 2 is_stmt 1 basic_block isa 1\n\t.zero 20, 0x90\n\tnop\n\t.loc 1 310 2\n\t.zero 17, 0x90\n\tret\n\t.section .text.b,\"ax\",@progbits\n\t.loc 1 1 1\n\tnop\n\t.section\t.debug_line,\"\",@progbits\n.Lline_table_start0:\n";
    let ours = toy_object(src).unwrap();
    let dir = std::env::temp_dir().join(format!("kiln-mc-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, theirs_path) = (dir.join("lines.s"), dir.join("lines.o"));
    std::fs::write(&input, src).unwrap();
    let status = std::process::Command::new(llvm_mc).args(["-filetype=obj", "-triple=x86_64-unknown-linux-gnu", "-o"]).arg(&theirs_path).arg(&input).status().unwrap();
    assert!(status.success());
    let theirs = std::fs::read(&theirs_path).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    for name in [".debug_line", ".debug_line_str", ".text", ".text.b"] {
        assert_eq!(section(&ours, name), section(&theirs, name), "section {name} differs");
    }
    assert!(ours == theirs, "the objects differ outside the compared sections");
}
