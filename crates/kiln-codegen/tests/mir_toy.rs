//! The machine code classes, `.mir` reader/printer and verifier on the toy
//! target of `kiln_codegen::mir::fuzzing`: building functions with the
//! builder, bundles and their iterators, def/use queries, MIR round trips,
//! diagnostics for bad input, and verifier findings.

use kiln_codegen::mir::fuzzing::{toy_opcode as op, TOY_FLAGS, TOY_GPR, TOY_R0, TOY_SEED, TOY_TARGET};
use kiln_codegen::mir::*;
use kiln_support::SourceFile;

fn parse(text: &str) -> Result<MirModule, String> {
    parse_mir(&SourceFile::new("t.mir", text), &TOY_TARGET).map_err(|e| e.to_string())
}

#[test]
fn seed_parses_verifies_and_prints() {
    let m = parse(TOY_SEED).unwrap();
    assert!(m.ir.as_deref().unwrap().starts_with("; ModuleID = 'toy'\ndefine i32 @f"));
    let mf = &m.functions[0];
    assert_eq!(mf.name, "f");
    assert_eq!(mf.layout().len(), 3);
    verify(mf, &TOY_TARGET).unwrap();
    let text = print_mir(&m, &TOY_TARGET);
    println!("{text}");
    for line in [
        "  bb.0.entry:",
        "    successors: %bb.1(0x40000000), %bb.2(0x40000000)",
        "    %2:gpr = ADDrr %0, killed %1, implicit-def dead $flags",
        "    %5:gpr = LOADrm %stack.0.x, 4 :: (load (s32) from %ir.a + 4, align 4)",
        "    %6:gpr = LOADrm $sp, 0 :: (volatile dereferenceable load store monotonic (<2 x s16>) on `i32* @g`, !tbaa !3)",
        "    frame-setup CALL target-flags(plt) @callee + 8, csr, implicit $sp, implicit-def $r0",
        "    CALL &memcpy, CustomRegMask($r1,$r3), <mcsymbol .Ltmp0>, %const.0 - 8, !5, debug-location !12",
        "  bb.1 (%ir-block.3, address-taken, align 16):",
        "    %3:_(s32) = G_ADD %8, %8",
        "    %4:gprb(<2 x s32>) = G_BUILD_VECTOR %3(s32), %3(s32)",
        "    CALL @f, i32 5, double 1.5, intpred(eq), shufflemask(0, undef), intrinsic(@llvm.trap)",
        "    BUNDLE implicit-def $r1, implicit $r0 {",
        "      $r2 = COPY internal $r1",
        "    }",
        "    %7:gpr = PHI %2, %bb.0, %2, %bb.1",
        "  - { id: 1, class: gpr, preferred-register: '$r1' }",
        "      blocks:          [ '%bb.1', '%bb.2' ]",
        "machineFunctionInfo: {}",
    ] {
        assert!(text.lines().any(|l| l == line), "missing line {line:?}");
    }
    // The ADDrr use tied by the description is tied without being written.
    let add = mf.block_insts(mf.layout()[0]).nth(2).unwrap();
    assert_eq!(mf.inst(add).operands[1].tied_to(), Some(0));
    assert_eq!(mf.inst(add).operands[0].tied_to(), Some(1));
    let again = print_mir(&parse(&text).unwrap(), &TOY_TARGET);
    assert_eq!(text, again);
}

#[test]
fn bundles_iterate_as_units_and_members() {
    let m = parse(TOY_SEED).unwrap();
    let mf = &m.functions[0];
    let bb1 = mf.layout()[1];
    let names = |ids: Vec<InstId>| -> Vec<&str> { ids.iter().map(|&i| TOY_TARGET.instrs.name(mf.inst(i).opcode)).collect() };
    assert_eq!(names(mf.bundles(bb1).collect()), ["G_CONSTANT", "G_ADD", "G_BUILD_VECTOR", "CALL", "BUNDLE", "JMP"]);
    assert_eq!(names(mf.block_insts(bb1).collect()), ["G_CONSTANT", "G_ADD", "G_BUILD_VECTOR", "CALL", "BUNDLE", "COPY", "COPY", "JMP"]);
    let header = mf.bundles(bb1).nth(4).unwrap();
    assert_eq!(mf.bundle_members(header).count(), 2);
    assert!(mf.bundle_members(header).all(|i| mf.inst(i).is_inside_bundle()));
}

#[test]
fn builder_bundles_and_def_use_queries() {
    let mut mf = MachineFunction::new("g");
    let entry = mf.create_block();
    let exit = mf.create_block();
    mf.add_successor(entry, exit, None);
    let a = mf.regs.create_vreg(TOY_GPR);
    let b = mf.regs.create_vreg(TOY_GPR);
    let c = mf.regs.create_vreg(TOY_GPR);
    mf.build(InsertPoint::End(entry), op::MOVri).def(a).imm(1);
    let add = mf.build(InsertPoint::End(entry), op::ADDrr).def(c).use_reg(a).use_reg(b).tie(0, 1).implicit_operands(TOY_TARGET.instrs.desc(op::ADDrr)).id();
    // Insert the def of %1 before its use.
    mf.build(InsertPoint::Before(add), op::MOVri).def(b).imm(2);
    mf.build(InsertPoint::End(entry), op::JMP).block(exit);
    mf.build(InsertPoint::End(exit), op::COPY).def(Reg::phys(TOY_R0)).use_reg(c);
    mf.build(InsertPoint::End(exit), op::RET).implicit_use(Reg::phys(TOY_R0));
    verify(&mf, &TOY_TARGET).unwrap();
    let uses = RegUses::compute(&mf);
    assert_eq!(uses.unique_def(c), Some(add));
    assert_eq!(uses.uses(a).len(), 1);
    assert_eq!(uses.uses(a)[0], OperandRef { inst: add, operand: 1 });
    assert_eq!(print_inst(&mf, &TOY_TARGET, add), "%2:gpr = ADDrr %0, %1, implicit-def $flags");

    // Bundle the two MOVri and check the header's operands.
    let first = mf.first_inst(entry).unwrap();
    let second = mf.next_inst(first).unwrap();
    let header = mf.finalize_bundle(first, second);
    assert_eq!(print_inst(&mf, &TOY_TARGET, header), "BUNDLE implicit-def %0, implicit-def %1 {");
    assert_eq!(mf.bundles(entry).count(), 3);
    assert_eq!(mf.block_insts(entry).count(), 5);
    let text = print_mir(&MirModule { ir: None, functions: vec![mf] }, &TOY_TARGET);
    assert!(text.contains("    BUNDLE implicit-def %0, implicit-def %1 {\n      %0:gpr = MOVri 1\n      %1:gpr = MOVri 2\n    }\n"), "{text}");
    let m = parse(&text).unwrap();
    assert_eq!(print_mir(&m, &TOY_TARGET), text);

    // Removing an instruction unlinks it.
    let mut mf = m.functions.into_iter().next().unwrap();
    let entry = mf.layout()[0];
    let jmp = mf.last_inst(entry).unwrap();
    mf.remove(jmp);
    assert!(!mf.inst(jmp).is_linked());
    assert_eq!(mf.bundles(entry).count(), 2);
    mf.insert(InsertPoint::End(entry), jmp);
    verify(&mf, &TOY_TARGET).unwrap();
}

#[test]
fn splitting_a_block_moves_instructions_successors_and_phi_edges() {
    let text = body("  bb.0:\n    successors: %bb.1(0x80000000)\n    %3:gpr = MOVri 1\n    %4:gpr = MOVri 2\n    JMP %bb.1\n\n  bb.1:\n    %5:gpr = PHI %4, %bb.0\n    RET\n");
    let mut mf = parse(&text).unwrap().functions.remove(0);
    let (bb0, bb1) = (mf.layout()[0], mf.layout()[1]);
    let first = mf.first_inst(bb0).unwrap();
    let tail = mf.split_block_after(first);
    assert_eq!(mf.layout(), &[bb0, tail, bb1]);
    assert_eq!(mf.block_insts(bb0).count(), 1);
    assert_eq!(mf.block_insts(tail).count(), 2);
    assert!(mf.block(bb0).succs.is_empty());
    assert_eq!((mf.block(tail).succs.as_slice(), mf.block(tail).succ_probs.as_slice()), (&[bb1][..], &[Some(0x8000_0000)][..]));
    assert_eq!(mf.block(bb1).preds, [tail]);
    mf.add_successor(bb0, tail, None);
    mf.renumber_blocks();
    verify(&mf, &TOY_TARGET).unwrap();
    let printed = print_mir(&MirModule { ir: None, functions: vec![mf] }, &TOY_TARGET);
    assert!(printed.contains("  bb.2:\n    %5:gpr = PHI %4, %bb.1\n"), "{printed}");
}

fn body(instructions: &str) -> String {
    format!("---\nname: h\nregisters:\n  - {{ id: 0, class: gpr, preferred-register: '' }}\n  - {{ id: 1, class: ccr, preferred-register: '' }}\nbody: |\n{instructions}")
}

#[test]
fn diagnostics_name_the_problem() {
    for (text, message) in [
        ("  bb.0:\n    FOO 1\n", "t.mir:8:5: error: unknown instruction 'FOO'"),
        ("  bb.0:\n    $r9 = COPY $r0\n", "t.mir:8:5: error: unknown register '$r9'"),
        ("  bb.0:\n    %0:fpr = COPY $r0\n", "t.mir:8:8: error: unknown register class or bank 'fpr'"),
        ("  bb.0:\n    JMP %bb.4\n", "t.mir:8:9: error: use of undefined block '%bb.4'"),
        ("  bb.0:\n    %0:gpr = MOVri 1 2\n", "t.mir:8:22: error: expected ',' between operands"),
        ("  bb.0:\n    %0:gpr = LOADrm %stack.0, 0\n", "t.mir:8:21: error: use of undefined stack object '%stack.0'"),
        ("  bb.0:\n    RET :: (load (s32) from %ir.x\n", "t.mir:8:34: error: expected ')' to end the memory operand"),
        ("  bb.0:\n    BUNDLE {\n    RET\n", "t.mir:8:12: error: unterminated bundle: expected '}'"),
        ("    RET\n", "t.mir:7:5: error: expected a basic block header ('bb.N:')"),
    ] {
        let err = parse(&body(text)).unwrap_err();
        assert!(err.starts_with(message), "for {text:?}: {err}");
        assert!(err.lines().nth(2).unwrap().ends_with('^'), "{err}");
    }
    let err = parse("---\nname: h\nframeInfo:\n  stackSize: big\n").unwrap_err();
    assert!(err.starts_with("t.mir:4:14: error: expected an integer for 'stackSize', found 'big'"), "{err}");
    let err = parse("---\nname: h\nstack:\n  - { id: 0, colour: red }\n").unwrap_err();
    assert!(err.starts_with("t.mir:4:14: error: unknown key 'colour' in stack"), "{err}");
}

#[test]
fn target_flags_of_a_function_are_kept_by_name_up_to_the_readers_limit() {
    // Each operand's flags are a two-byte index into the function's table of flag names.
    let calls = |n: usize| (0..n).map(|i| format!("    CALL target-flags(f{i}, x) @g\n")).collect::<String>();
    let m = parse(&body(&format!("  bb.0:\n{}    CALL target-flags(f3, x) @g\n", calls(256)))).unwrap();
    let text = print_mir(&m, &TOY_TARGET);
    assert!(text.contains("CALL target-flags(f255, x) @g\n") && text.matches("target-flags(f3, x)").count() == 2, "{text}");
    let err = parse(&body(&format!("  bb.0:\n{}", calls(257)))).unwrap_err();
    assert!(err.starts_with("t.mir:264:10: error: more than 256 different target flags in one function"), "{err}");
}

#[test]
fn reader_infers_ssa_form() {
    let m = parse(&body("  bb.0:\n    %0:gpr = MOVri 1\n    RET\n")).unwrap();
    assert!(m.functions[0].regs.is_ssa);
    let m = parse(&body("  bb.0:\n    %0:gpr = MOVri 1\n    %0:gpr = MOVri 2\n    RET\n")).unwrap();
    assert!(!m.functions[0].regs.is_ssa);
    verify(&m.functions[0], &TOY_TARGET).unwrap();
}

#[test]
fn verifier_reports_each_problem() {
    for (text, message) in [
        ("  bb.0:\n    %0:gpr = MOVri 1\n    %0:gpr = MOVri 2\n    RET\n", "has more than one definition in SSA form"),
        ("  bb.0:\n    %0:gpr = COPY %0\n    RET\n", "reads %0 before its definition in the block"),
        ("  bb.0:\n    RET\n    %0:gpr = MOVri 1\n", "non-terminator after the terminator 'RET'"),
        ("  bb.0:\n    %0:gpr = MOVri\n    RET\n", "has 1 explicit operands, MOVri expects 2"),
        ("  bb.0:\n    %1:ccr = MOVri 1\n    RET\n", "operand 0: %1 has class ccr, which is not within gpr"),
        ("  bb.0:\n    $flags = MOVri 1\n    RET\n", "operand 0: $flags is not in class gpr"),
        ("  bb.0:\n    JMP %bb.1\n\n  bb.1:\n    RET\n", "branch target bb.1 is not a successor of the block"),
        ("  bb.0:\n    successors: %bb.2\n    RET\n  bb.1:\n    RET\n  bb.2:\n    RET\n", "bb.0: successor bb.2 is neither a branch target nor the fall-through block"),
        ("  bb.0:\n    successors: %bb.2\n    JCC %bb.2, 1, implicit $flags\n  bb.1:\n    RET\n  bb.2:\n    RET\n", "falls through to bb.1, which is not a successor"),
        ("  bb.0:\n    successors: %bb.1\n    JMP %bb.1\n  bb.1:\n    %0:gpr = PHI\n    RET\n", "PHI has no value for predecessor bb.0"),
        ("  bb.0:\n    %0:gpr = MOVri 1\n    %0:gpr = PHI\n    RET\n", "PHI after a non-PHI instruction"),
        ("  bb.0:\n    JCC 5, 4, implicit $flags\n", "operand 0 is a immediate, expected PcRel"),
    ] {
        let mut m = parse(&body(text)).unwrap();
        // The reader infers SSA form; claim it so that the verifier checks it.
        m.functions[0].regs.is_ssa = true;
        let errors = verify(&m.functions[0], &TOY_TARGET).expect_err(text);
        assert!(errors.iter().any(|e| e.contains(message)), "for {text:?}: {errors:?}");
        assert!(errors.iter().all(|e| e.starts_with("function 'h', bb.")), "{errors:?}");
    }
    let m = parse(&body("  bb.0:\n    %0:gpr = MOVri 1\n    %1 = ADDrr %0, %0, implicit-def $flags\n    RET\n")).unwrap();
    let errors = verify(&m.functions[0], &TOY_TARGET).unwrap_err();
    assert!(errors[0].contains("instruction '%1:ccr = ADDrr %0, %0, implicit-def $flags'"), "{errors:?}");
    let _ = TOY_FLAGS;
}
