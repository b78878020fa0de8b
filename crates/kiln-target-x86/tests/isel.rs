//! Instruction selection of small IR functions for x86-64: each function is built into
//! per-block DAGs, combined and legalized as `llc` does, selected with the generated matcher
//! table and the x86 hooks, and the selected DAG dump is checked FileCheck-style: `CHECK:`
//! lines match later lines in order (the `...`-separated pieces of one check in order within
//! one line), `CHECK-DAG:` lines match any line, `CHECK-NOT:` text appears nowhere. Physical
//! registers print by name (`$rip`).

use kiln_codegen::isel::dag::combine::{self, CombineLevel};
use kiln_codegen::isel::dag::dump::{dump, DumpContext};
use kiln_codegen::isel::dag::select::{select_dag, MatcherTable};
use kiln_codegen::isel::dag::{legalize_ops, legalize_types};
use kiln_codegen::isel::dag::{build_block, CondCode, Isd, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::target::data_layout::{DataLayout, ModuleLayout};
use kiln_codegen::isel::dag::lowering::TargetLowering;
use kiln_codegen::target::machine::RelocModel;
use kiln_mc::desc::PhysReg;
use kiln_target_x86::generated::{DagIselHooks, MATCHER_TABLE, TARGET_DAG_NODE_NAMES};
use kiln_target_x86::lowering::custom::LoweringContext;
use kiln_target_x86::lowering::X86TargetLowering;
use kiln_target_x86::subtarget::X86Subtarget;
use kiln_target_x86::{isel, INSTR_INFO, REGISTER_INFO};

const HEADER: &str = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n\
                      target triple = \"x86_64-unknown-linux-gnu\"\n";

fn opcode_names(op: Opcode) -> Option<String> {
    if let Some(n) = op.target_number() {
        return TARGET_DAG_NODE_NAMES.get(n as usize).map(|s| s.to_string());
    }
    op.machine_number().map(|n| INSTR_INFO.name(n).to_string())
}

/// `Register:i64 $82` as `Register:i64 $rip`.
fn name_registers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" $") {
        out.push_str(&rest[..at + 2]);
        rest = &rest[at + 2..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        match rest[..digits].parse::<u16>() {
            Ok(0) => out.push_str("noreg"),
            Ok(n) => out.push_str(&REGISTER_INFO.name(PhysReg(n)).to_ascii_lowercase()),
            Err(_) => {}
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

/// Combines, legalizes and selects `dag` as the `llc` pipeline does.
fn legalize_and_select(dag: &mut SelectionDAG, tli: &dyn TargetLowering, dl: &DataLayout) -> Result<(), String> {
    let st = X86Subtarget::default();
    let hooks = DagIselHooks { subtarget: &st, select_manually: isel::select_manually };
    combine::run(dag, tli, CombineLevel::BeforeLegalize, false)?;
    legalize_types::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeTypes, false)?;
    legalize_ops::run(dag, tli, dl)?;
    combine::run(dag, tli, CombineLevel::AfterLegalizeDag, false)?;
    select_dag(dag, &MatcherTable::new(&MATCHER_TABLE)?, &hooks)
}

/// The selected DAG of every block of function `f` in `src`.
fn select(src: &str, reloc: RelocModel) -> Result<String, String> {
    let text = format!("{HEADER}{src}");
    let module = kiln_ir::parse("test.ll", &text).map_err(|e| format!("{e:?}"))?;
    let layout = ModuleLayout::for_module(&module)?;
    let mut tli = X86TargetLowering::new();
    tli.custom = LoweringContext::new(&module, reloc, Default::default());
    let func = module.lookup_function("f").ok_or("no function @f")?;
    let cx = DumpContext { target_opcode_name: Some(&opcode_names), ..DumpContext::new(&module, func) };
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&module, func, &layout, &tli)?;
    let mut dag = SelectionDAG::new();
    let mut out = String::new();
    for &block in &func.layout {
        build_block(&mut dag, &module, func, &layout, &tli, &mut flinfo, block)?;
        legalize_and_select(&mut dag, &tli, &layout.dl)?;
        out.push_str(&format!("block {}:\n", block.0));
        out.push_str(&dump(&dag, &cx));
    }
    Ok(name_registers(&out))
}

/// FileCheck-style: see the module comment.
fn check(text: &str, checks: &str) {
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    for check in checks.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(forbidden) = check.strip_prefix("CHECK-NOT:") {
            let forbidden = forbidden.trim();
            assert!(!text.contains(forbidden), "found '{forbidden}' in:\n{text}");
            continue;
        }
        // CHECK-DAG: anywhere, in any order relative to the other checks.
        let (pattern, anywhere) = match check.strip_prefix("CHECK-DAG:") {
            Some(p) => (p.trim(), true),
            None => (check.strip_prefix("CHECK:").unwrap_or_else(|| panic!("not a check: {check}")).trim(), false),
        };
        let matches = |line: &str| {
            let mut rest = line;
            pattern.split("...").map(str::trim).all(|piece| match rest.find(piece) {
                Some(i) => {
                    rest = &rest[i + piece.len()..];
                    true
                }
                None => false,
            })
        };
        let from = if anywhere { 0 } else { at };
        match lines[from..].iter().position(|l| matches(l)) {
            Some(i) if !anywhere => at += i + 1,
            Some(_) => {}
            None => panic!("no line after line {from} matches '{pattern}' in:\n{text}"),
        }
    }
}

fn selects(src: &str, checks: &str) {
    let text = select(src, RelocModel::Pic).unwrap_or_else(|e| panic!("selection failed: {e}"));
    check(&text, checks);
}

#[test]
fn address_base_index_scale_displacement() {
    selects(
        "define i32 @f(i32* %p, i64 %i) {
           %q = getelementptr i32, i32* %p, i64 %i
           %r = getelementptr i32, i32* %q, i64 3
           %v = load i32, i32* %r
           ret i32 %v
         }",
        "CHECK: t2: i64,ch = CopyFromReg
         CHECK: t4: i64,ch = CopyFromReg
         CHECK: MOV32rm<(load 4, align 4)> t2, TargetConstant:i8<4>, t4, TargetConstant:i32<12>, Register:i16 $noreg
         CHECK-NOT: LEA64r
         CHECK-NOT: SHL64ri",
    );
}

#[test]
fn address_frame_index() {
    selects(
        "define i32 @f(i32 %x) {
           %a = alloca [4 x i32]
           %e = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 2
           store i32 %x, i32* %e
           %v = load i32, i32* %e
           ret i32 %v
         }",
        "CHECK: MOV32mr<(store 4, align 4)> TargetFrameIndex:i64<0>, TargetConstant:i8<1>, Register:i64 $noreg, TargetConstant:i32<8>
         CHECK: MOV32rm<(load 4, align 4)> TargetFrameIndex:i64<0>, TargetConstant:i8<1>, Register:i64 $noreg, TargetConstant:i32<8>
         CHECK-NOT: LEA64r",
    );
}

#[test]
fn frame_index_as_a_value_is_an_lea() {
    selects(
        "declare void @g(i32*)
         define void @f() {
           %a = alloca i32
           call void @g(i32* %a)
           ret void
         }",
        "CHECK: LEA64r TargetFrameIndex:i64<0>, TargetConstant:i8<1>, Register:i64 $noreg, TargetConstant:i32<0>
         CHECK: CALL64pcrel32",
    );
}

#[test]
fn rip_relative_and_got_globals() {
    let src = "@g = dso_local global i32 0
               @h = global i32 0
               define i32 @f() {
                 %v = load i32, i32* @g
                 %w = load i32, i32* @h
                 %s = add i32 %v, %w
                 ret i32 %s
               }";
    // PIC: the module's own @g relative to RIP, @h's address from its GOT entry.
    selects(
        src,
        "CHECK: MOV64rm<(load 8, align 8)> Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@h> 0
         CHECK: MOV32rm<(load 4, align 4)> Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@g> 0
         CHECK: ADD32rm",
    );
    // Static code: the same (a lone symbol is shorter relative to RIP than absolute).
    let text = select(src, RelocModel::Static).unwrap();
    check(&text, "CHECK: MOV32rm<(load 4, align 4)> Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@g> 0");
}

#[test]
fn global_with_index_and_global_addresses() {
    let src = "@arr = dso_local global [10 x i32] zeroinitializer
               declare void @use(i32*)
               define i32 @f(i64 %i) {
                 %p = getelementptr [10 x i32], [10 x i32]* @arr, i64 0, i64 %i
                 %v = load i32, i32* %p
                 %q = getelementptr [10 x i32], [10 x i32]* @arr, i64 0, i64 0
                 call void @use(i32* %q)
                 %r = getelementptr [10 x i32], [10 x i32]* @arr, i64 0, i64 1
                 call void @use(i32* %r)
                 ret i32 %v
               }";
    // Static: absolute symbol + index * 4; the address itself a 32-bit immediate.
    let text = select(src, RelocModel::Static).unwrap();
    check(
        &text,
        "CHECK-DAG: MOV32rm<(load 4, align 4)> Register:i64 $noreg, TargetConstant:i8<4>, t2, TargetGlobalAddress:i64<@arr> 0
         CHECK-DAG: MOV32ri64 TargetGlobalAddress:i64<@arr> 0
         CHECK-DAG: LEA64r Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@arr> 4",
    );
    // PIC: RIP-relative excludes an index, so the address comes from an lea.
    selects(
        src,
        "CHECK-DAG: LEA64r Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@arr> 0
         CHECK-DAG: LEA64r Register:i64 $rip, TargetConstant:i8<1>, Register:i64 $noreg, TargetGlobalAddress:i64<@arr> 4
         CHECK-DAG: MOV32rm<(load 4, align 4)> ... TargetConstant:i8<4>, t2, TargetConstant:i32<0>
         CHECK-NOT: MOV32ri64",
    );
}

#[test]
fn commuted_immediates() {
    selects(
        "define i32 @f(i32 %x) {
           %a = add i32 5, %x
           %b = mul i32 1000, %a
           %c = xor i32 -1, %b
           %d = and i32 255, %c
           ret i32 %d
         }",
        "CHECK: ADD32ri8 t2, TargetConstant:i32<5>
         CHECK: IMUL32rri ... TargetConstant:i32<1000>
         CHECK: NOT32r
         CHECK: MOVZX32rr8",
    );
}

#[test]
fn immediate_widths_and_constants() {
    selects(
        "define i32 @f(i32 %x, i32 %y) {
           %a = add i32 %x, 100
           %b = add i32 %y, 1000
           %c = sub i32 0, %b
           %d = mul i32 %a, %c
           ret i32 %d
         }",
        "CHECK-DAG: ADD32ri8 t2, TargetConstant:i32<100>
         CHECK-DAG: ADD32ri t4, TargetConstant:i32<1000>
         CHECK-DAG: NEG32r
         CHECK-DAG: IMUL32rr",
    );
    for (value, instr) in [
        ("0", "SUBREG_TO_REG TargetConstant:i64<0>, MOV32r0:i32"),
        ("4294967295", "MOV32ri64 TargetConstant:i64<4294967295>"),
        ("-8", "MOV64ri32 TargetConstant:i64<-8>"),
        ("4886718345", "MOV64ri TargetConstant:i64<4886718345>"),
    ] {
        selects(&format!("define i64 @f() {{\n  ret i64 {value}\n}}"), &format!("CHECK: {instr}"));
    }
}

#[test]
fn folded_load_beats_register_form() {
    selects(
        "define i32 @f(i32 %x, i32* %p) {
           %v = load i32, i32* %p
           %s = sub i32 %x, %v
           ret i32 %s
         }",
        "CHECK: SUB32rm<(load 4, align 4)> t2, t4, TargetConstant:i8<1>
         CHECK-NOT: MOV32rm",
    );
    // A load with two users stays a load.
    selects(
        "define i32 @f(i32 %x, i32* %p) {
           %v = load i32, i32* %p
           %s = sub i32 %x, %v
           %t = mul i32 %s, %v
           ret i32 %t
         }",
        "CHECK: MOV32rm
         CHECK: SUB32rr",
    );
}

#[test]
fn setcc_with_constant_on_the_left() {
    selects(
        "define i32 @f(i32 %x) {
           %c = icmp sgt i32 10, %x
           %z = zext i1 %c to i32
           ret i32 %z
         }",
        // 10 > x is x < 10: cmp x, 10; setl.
        "CHECK: CMP32ri8 t2, TargetConstant:i32<10>
         CHECK: SETCCr TargetConstant:i8<12>
         CHECK: MOVZX32rr8
         CHECK-NOT: AND8ri",
    );
}

#[test]
fn inverted_setcc_is_the_inverse_condition() {
    selects(
        "define i32 @f(i32 %x, i32 %y) {
           %c = icmp ult i32 %x, %y
           %n = xor i1 %c, true
           %z = zext i1 %n to i32
           ret i32 %z
         }",
        // not (x < y) unsigned: setae.
        "CHECK: CMP32rr t2, t4
         CHECK: SETCCr TargetConstant:i8<3>
         CHECK-NOT: XOR8ri",
    );
}

#[test]
fn brcond_uses_the_comparison_flags() {
    selects(
        "define i32 @f(i32 %x, i32 %y) {
           %c = icmp ult i32 %x, %y
           br i1 %c, label %a, label %b
         a:
           ret i32 1
         b:
           ret i32 2
         }",
        // The true block falls through: branch to %b on the inverse, x >= y unsigned (ae).
        "CHECK: CMP32rr t2, t4
         CHECK: CopyToReg ... Register:i32 $eflags
         CHECK: JCC_1 BasicBlock:ch<%b>, TargetConstant:i8<3>
         CHECK-NOT: SETCCr",
    );
}

#[test]
fn a_comparison_with_two_users_lends_its_flags_to_both() {
    // The branch reads the flags of the compare whose setcc byte is stored, as llc's does.
    selects(
        "define i32 @f(i32 %x, i32 %y, i32* %p) {
           %c = icmp eq i32 %x, %y
           %z = zext i1 %c to i32
           store i32 %z, i32* %p
           br i1 %c, label %a, label %b
         a:
           ret i32 1
         b:
           ret i32 2
         }",
        "CHECK: CMP32rr t2, t4
         CHECK: SETCCr TargetConstant:i8<4>
         CHECK: JCC_1
         CHECK-NOT: TEST8ri",
    );
}

#[test]
fn equal_compares_for_two_consumers_are_one_compare() {
    // slt and sgt of the same operands are one CMP feeding the cmov and the branch; the add
    // between them clobbers EFLAGS, so the scheduler repeats the compare before the branch.
    selects(
        "@b = dso_local global i32 0
         define i32 @f() {
           %x = load i32, i32* @b
           %c = icmp slt i32 %x, 2242
           %s = select i1 %c, i32 %x, i32 2242
           %t = add i32 %s, -1
           %d = icmp sgt i32 %x, 2242
           br i1 %d, label %a, label %e
         a:
           ret i32 %t
         e:
           ret i32 0
         }",
        "CHECK-DAG: CMP32ri ... TargetConstant:i32<2242>
         CHECK-DAG: CMOV32rr
         CHECK-DAG: JCC_1
         CHECK-NOT: CMP32rr",
    );
}

#[test]
fn a_compare_folds_no_load_chained_before_a_call() {
    // Folded, the compare would have to precede the call (the load's chain) while its flags
    // are read by the jump after the call.
    let src = "declare void @g()
               define i32 @f(i32* %p) {
                 %v = load i32, i32* %p
                 %c = icmp sgt i32 %v, 7
                 call void @g()
                 br i1 %c, label %a, label %b
               a:
                 ret i32 1
               b:
                 ret i32 2
               }";
    selects(
        src,
        "CHECK: MOV32rm
         CHECK: CMP32ri8 ... TargetConstant:i32<7>
         CHECK-NOT: CMP32mi8",
    );
    // Without the call the load folds.
    selects(
        &src.replace("call void @g()", ""),
        "CHECK: CMP32mi8<(load 4, align 4)> t2, TargetConstant:i8<1>, Register:i64 $noreg, TargetConstant:i32<0>, Register:i16 $noreg, TargetConstant:i32<7>",
    );
}

#[test]
fn brcond_on_a_boolean_value_tests_bit_0() {
    selects(
        "define i32 @f(i1 %c) {
           br i1 %c, label %a, label %b
         a:
           ret i32 1
         b:
           ret i32 2
         }",
        // The branch to %b is taken when the bit is clear.
        "CHECK: TEST32ri t2, TargetConstant:i32<1>
         CHECK: JCC_1 BasicBlock:ch<%b>, TargetConstant:i8<4>
         CHECK-NOT: XOR",
    );
}

#[test]
fn select_is_cmov() {
    selects(
        "define i64 @f(i64 %x, i64 %y) {
           %c = icmp eq i64 %x, 0
           %s = select i1 %c, i64 %x, i64 %y
           ret i64 %s
         }",
        "CHECK: TEST64rr t2, t2
         CHECK: CMOV64rr t4, t2, TargetConstant:i8<4>",
    );
    // Bytes are selected in 32 bits.
    selects(
        "define i8 @f(i8 %x, i8 %y) {
           %c = icmp slt i8 %x, %y
           %s = select i1 %c, i8 %x, i8 %y
           ret i8 %s
         }",
        "CHECK: CMP8rr
         CHECK: CMOV32rr ... TargetConstant:i8<12>
         CHECK: EXTRACT_SUBREG",
    );
}

#[test]
fn division_uses_the_accumulator_pair() {
    selects(
        "define i32 @f(i32 %x, i32 %y) {
           %q = sdiv i32 %x, %y
           ret i32 %q
         }",
        "CHECK: CopyToReg ... Register:i32 $eax, t2
         CHECK: SAR32ri t2, TargetConstant:i8<31>
         CHECK: CopyToReg ... Register:i32 $edx
         CHECK: IDIV32r t4
         CHECK: CopyFromReg ... Register:i32 $eax",
    );
    selects(
        "define i64 @f(i64 %x, i64 %y) {
           %r = urem i64 %x, %y
           ret i64 %r
         }",
        "CHECK: CopyToReg ... Register:i64 $rax, t2
         CHECK: SUBREG_TO_REG ... MOV32r0
         CHECK: CopyToReg ... Register:i64 $rdx
         CHECK: DIV64r t4
         CHECK: CopyFromReg ... Register:i64 $rdx",
    );
}

#[test]
fn shifts_by_cl_and_by_immediates() {
    selects(
        "define i32 @f(i32 %x, i32 %y) {
           %a = shl i32 %x, %y
           %b = lshr i32 %a, 3
           %c = ashr i32 %b, 1
           ret i32 %c
         }",
        "CHECK: CopyToReg ... Register:i8 $cl
         CHECK: SHL32rCL t2
         CHECK: SHR32ri ... TargetConstant:i8<3>
         CHECK: SAR32ri ... TargetConstant:i8<1>",
    );
}

#[test]
fn extensions_and_truncations() {
    selects(
        "define i64 @f(i8* %p, i16 %h, i64 %w) {
           %v = load i8, i8* %p
           %s = sext i8 %v to i64
           %z = zext i16 %h to i64
           %t = trunc i64 %w to i32
           %u = zext i32 %t to i64
           %a = add i64 %s, %z
           %b = add i64 %a, %u
           ret i64 %b
         }",
        "CHECK: MOV8rm
         CHECK: MOVSX64rr8
         CHECK: EXTRACT_SUBREG t7, TargetConstant:i32<4>
         CHECK: MOV32rr
         CHECK: SUBREG_TO_REG TargetConstant:i64<0>
         CHECK: MOVZX32rr16
         CHECK: SUBREG_TO_REG",
    );
}

#[test]
fn calls_and_returns() {
    selects(
        "declare i32 @g(i32)
         define i32 @f(i32 %x) {
           %a = call i32 @g(i32 %x)
           ret i32 %a
         }",
        "CHECK: ADJCALLSTACKDOWN64
         CHECK: CopyToReg ... Register:i32 $edi
         CHECK: CALL64pcrel32 TargetGlobalAddress:i64<@g>
         CHECK: ADJCALLSTACKUP64
         CHECK: CopyFromReg ... Register:i32 $eax
         CHECK: RET TargetConstant:i32<0>, Register:i32 $eax",
    );
}

/// The DAG `build` makes from copies of virtual registers `%0`, `%1`, ... (typed by `args`),
/// its value copied to a register, legalized and selected.
fn select_built(args: &[Mvt], build: impl FnOnce(&mut SelectionDAG, &[SDValue]) -> SDValue) -> String {
    try_select_built(args, build).unwrap_or_else(|e| panic!("{e}"))
}

fn try_select_built(
    args: &[Mvt],
    build: impl FnOnce(&mut SelectionDAG, &[SDValue]) -> SDValue,
) -> Result<String, String> {
    let tli = X86TargetLowering::new();
    let dl = DataLayout::parse("e-m:e-i64:64-n8:16:32:64-S128").unwrap();
    let mut dag = SelectionDAG::new();
    let values: Vec<SDValue> =
        args.iter().enumerate().map(|(i, &vt)| dag.copy_from_reg(dag.entry(), Reg::virt(i as u32), vt.into())).collect();
    let r = build(&mut dag, &values);
    dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(100), r, None);
    legalize_and_select(&mut dag, &tli, &dl)?;
    let cx = DumpContext { target_opcode_name: Some(&opcode_names), ..DumpContext::NONE };
    Ok(name_registers(&dump(&dag, &cx)))
}

/// `op x` on a register of type `vt`.
fn select_unary(op: Isd, vt: Mvt) -> String {
    select_built(&[vt], |dag, x| dag.node1(op, vt.into(), &[x[0]]))
}

#[test]
fn sign_extension_in_register() {
    let tli = X86TargetLowering::new();
    let dl = DataLayout::parse("e-m:e-i64:64-n8:16:32:64-S128").unwrap();
    let cx = DumpContext { target_opcode_name: Some(&opcode_names), ..DumpContext::NONE };
    for (bits, checks) in [
        (16, "CHECK: EXTRACT_SUBREG t2, TargetConstant:i32<3>\nCHECK: MOVSX64rr16"),
        // A bit-field width: shifted up and back down.
        (40, "CHECK: SHL64ri t2, TargetConstant:i8<24>\nCHECK: SAR64ri ... TargetConstant:i8<24>"),
    ] {
        let mut dag = SelectionDAG::new();
        let vt: Evt = Mvt::I64.into();
        let x = dag.copy_from_reg(dag.entry(), Reg::virt(0), vt);
        let inner = dag.value_type_node(Evt::int(bits));
        let r = dag.node1(Isd::SignExtendInreg, vt, &[x, inner]);
        dag.root = dag.copy_to_reg(dag.entry(), Reg::virt(1), r, None);
        legalize_and_select(&mut dag, &tli, &dl).unwrap();
        check(&dump(&dag, &cx), checks);
    }
}

#[test]
fn bit_counts_are_bit_scans() {
    check(
        &select_unary(Isd::Cttz, Mvt::I32),
        "CHECK: BSF32rr t2
         CHECK: CMOV32rr ... TargetConstant:i8<4>",
    );
    check(
        &select_unary(Isd::Ctlz, Mvt::I64),
        "CHECK: BSR64rr t2
         CHECK: CMOV64rr
         CHECK: XOR64ri8 ... TargetConstant:i64<63>",
    );
    check(&select_unary(Isd::CttzZeroUndef, Mvt::I16), "CHECK: BSF16rr\nCHECK-NOT: CMOV");
    check(&select_unary(Isd::Bswap, Mvt::I32), "CHECK: BSWAP32r t2");
}

#[test]
fn shift_counts_become_bytes() {
    // A generic expansion may shift by a count of the value's type.
    let text = select_built(&[Mvt::I64, Mvt::I64], |dag, v| dag.node1(Isd::Shl, Mvt::I64.into(), &[v[0], v[1]]));
    check(
        &text,
        "CHECK: EXTRACT_SUBREG t4, TargetConstant:i32<1>
         CHECK: CopyToReg ... Register:i8 $cl
         CHECK: SHL64rCL t2",
    );
}

#[test]
fn floating_point_memory_and_constants() {
    selects(
        "define void @f(double* %p, float* %q) {
           %v = load double, double* %p
           %w = getelementptr double, double* %p, i64 1
           store double %v, double* %w
           store double 1.5, double* %p
           store float 0.0, float* %q
           ret void
         }",
        "CHECK-DAG: MOVSDrm_alt<(load 8, align 8)> t2, TargetConstant:i8<1>
         CHECK-DAG: MOVSDmr<(store 8, align 8)> t2, TargetConstant:i8<1>, Register:i64 $noreg, TargetConstant:i32<8>
         CHECK-DAG: MOV64ri TargetConstant:i64<4609434218613702656>
         CHECK-DAG: MOV64toSDrr
         CHECK-DAG: FsFLD0SS
         CHECK-DAG: MOVSSmr",
    );
}

#[test]
fn floating_point_arithmetic_and_conversions() {
    let text = select_built(&[Mvt::F64, Mvt::I32], |dag, v| {
        let f64vt: Evt = Mvt::F64.into();
        let x = dag.node1(Isd::SintToFp, f64vt, &[v[1]]);
        let sum = dag.node1(Isd::FAdd, f64vt, &[v[0], x]);
        let neg = dag.node1(Isd::FNeg, f64vt, &[sum]);
        let narrow = dag.node1(Isd::FpRound, Mvt::F32.into(), &[neg]);
        dag.node1(Isd::FpToSint, Mvt::I16.into(), &[narrow])
    });
    check(
        &text,
        "CHECK: CVTSI2SDrr t4
         CHECK: ADDSDrr t2
         CHECK: MOVSDto64rr
         CHECK: XOR64rr
         CHECK: MOV64toSDrr
         CHECK: CVTSD2SSrr
         CHECK: CVTTSS2SIrr
         CHECK: EXTRACT_SUBREG",
    );
}

#[test]
fn unsigned_64_bit_conversions() {
    let text = select_built(&[Mvt::I64], |dag, v| dag.node1(Isd::UintToFp, Mvt::F64.into(), &[v[0]]));
    check(
        &text,
        "CHECK-DAG: CVTSI642SDrr t2
         CHECK-DAG: SHR64ri t2, TargetConstant:i8<1>
         CHECK-DAG: ADDSDrr
         CHECK-DAG: TEST64rr t2, t2
         CHECK-DAG: CMOV64rr ... TargetConstant:i8<12>",
    );
    let text = select_built(&[Mvt::F32], |dag, v| dag.node1(Isd::FpToUint, Mvt::I64.into(), &[v[0]]));
    check(
        &text,
        "CHECK-DAG: MOV32ri TargetConstant:i32<1593835520>
         CHECK-DAG: SUBSSrr t2
         CHECK-DAG: CVTTSS2SI64rr
         CHECK-DAG: UCOMISSrr
         CHECK-DAG: CMOV64rr",
    );
}

#[test]
fn floating_point_compares_and_selects() {
    let compare = |cc: CondCode| {
        select_built(&[Mvt::F64, Mvt::F64], move |dag, v| {
            let c = dag.setcc(Mvt::I8.into(), v[0], v[1], cc);
            dag.node1(Isd::ZeroExtend, Mvt::I32.into(), &[c])
        })
    };
    // olt: b > a, ordered: ucomisd with the operands swapped, seta.
    check(&compare(CondCode::Olt), "CHECK: UCOMISDrr t4, t2\nCHECK: SETCCr TargetConstant:i8<7>");
    check(&compare(CondCode::Ule), "CHECK: UCOMISDrr t2, t4\nCHECK: SETCCr TargetConstant:i8<6>");
    // oeq needs ZF and no PF.
    check(
        &compare(CondCode::Oeq),
        "CHECK-DAG: SETCCr TargetConstant:i8<4>
         CHECK-DAG: SETCCr TargetConstant:i8<11>
         CHECK-DAG: AND8rr",
    );
    let text = select_built(&[Mvt::I32, Mvt::F64, Mvt::F64], |dag, v| {
        let zero = dag.constant(0, Mvt::I32.into());
        let c = dag.setcc(Mvt::I8.into(), v[0], zero, CondCode::Ne);
        dag.node1(Isd::Select, Mvt::F64.into(), &[c, v[1], v[2]])
    });
    check(
        &text,
        "CHECK: TEST32rr t2, t2
         CHECK: CMOV64rr ... TargetConstant:i8<5>
         CHECK: MOV64toSDrr",
    );
}

#[test]
fn unsupported_operations_are_errors_naming_them() {
    // An external symbol's address as a value has no lowering yet.
    let err = try_select_built(&[], |dag, _| dag.external_symbol("memcpy", Mvt::I64.into())).unwrap_err();
    assert!(err.contains("cannot select") && err.contains("ExternalSymbol"), "{err}");
}

#[test]
fn thread_local_addresses_by_model() {
    let tls = "@t = thread_local global i32 0\ndefine i32 @f() {\n  %v = load i32, i32* @t\n  ret i32 %v\n}";
    // Shared-library code calls __tls_get_addr (general dynamic: @t may be preempted).
    let text = select(tls, RelocModel::Pic).unwrap();
    assert!(text.contains("TLS_addr64"), "{text}");
    // An executable reads the offset from the GOT and addresses through %fs.
    let text = select(tls, RelocModel::Static).unwrap();
    assert!(text.contains("MOV32rm") && !text.contains("TLS_addr64"), "{text}");
}
