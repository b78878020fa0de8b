//! Instruction selection of small IR functions for x86-64: each function is built into
//! per-block DAGs, legalized, selected with the generated matcher table and the x86 hooks, and
//! the selected DAG dump is checked FileCheck-style (expected lines in order, forbidden text).

use kiln_codegen::isel::dag::dump::{dump, DumpContext};
use kiln_codegen::isel::dag::legalize_ops::legalize_ops;
use kiln_codegen::isel::dag::legalize_types::legalize_types;
use kiln_codegen::isel::dag::select::select_dag;
use kiln_codegen::isel::dag::{build_block, FunctionLoweringInfo, Opcode, SelectionDAG};
use kiln_codegen::target::data_layout::ModuleLayout;
use kiln_codegen::target::machine::RelocModel;
use kiln_target_x86::generated::{DagIselHooks, MATCHER_TABLE, TARGET_DAG_NODE_NAMES};
use kiln_target_x86::lowering::custom::LoweringContext;
use kiln_target_x86::lowering::X86TargetLowering;
use kiln_target_x86::subtarget::X86Subtarget;
use kiln_target_x86::{isel, INSTR_INFO};

const HEADER: &str = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n\
                      target triple = \"x86_64-unknown-linux-gnu\"\n";

/// The selected DAG of every block of function `name` in `src`.
fn select(src: &str, name: &str, reloc: RelocModel) -> Result<String, String> {
    let text = format!("{HEADER}{src}");
    let module = kiln_ir::parse("test.ll", &text).map_err(|e| format!("{e:?}"))?;
    let layout = ModuleLayout::for_module(&module)?;
    let mut tli = X86TargetLowering::new();
    tli.custom = LoweringContext::new(&module, reloc);
    let st = X86Subtarget::default();
    let hooks = DagIselHooks { subtarget: &st, select_manually: isel::select_manually };
    let func = module.lookup_function(name).ok_or("no such function")?;
    let names = |op: Opcode| -> Option<String> {
        if let Some(n) = op.target_number() {
            return TARGET_DAG_NODE_NAMES.get(n as usize).map(|s| s.to_string());
        }
        op.machine_number().map(|n| INSTR_INFO.name(n).to_string())
    };
    let cx = DumpContext { target_opcode_name: Some(&names), ..DumpContext::new(&module, func) };
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&module, func, &layout, &tli)?;
    let mut dag = SelectionDAG::new();
    let mut out = String::new();
    for &block in &func.layout {
        build_block(&mut dag, &module, func, &layout, &tli, &mut flinfo, block)?;
        legalize_types(&mut dag, &tli, &layout.dl)?;
        legalize_ops(&mut dag, &tli, &layout.dl)?;
        select_dag(&mut dag, &MATCHER_TABLE, &hooks)?;
        out.push_str(&format!("block {}:\n", block.0));
        out.push_str(&dump(&dag, &cx));
    }
    Ok(out)
}

#[test]
fn explore() {
    let cases = [
        ("addr", "define i32 @f(i32* %p, i64 %i) {\n  %q = getelementptr i32, i32* %p, i64 %i\n  %r = getelementptr i32, i32* %q, i64 3\n  %v = load i32, i32* %r\n  ret i32 %v\n}\n"),
        ("frame", "define i32 @f(i32 %x) {\n  %a = alloca i32\n  store i32 %x, i32* %a\n  %v = load i32, i32* %a\n  ret i32 %v\n}\n"),
        ("global", "@g = dso_local global i32 0\n@h = global i32 0\ndefine i32 @f() {\n  %v = load i32, i32* @g\n  %w = load i32, i32* @h\n  %s = add i32 %v, %w\n  ret i32 %s\n}\n"),
        ("immleft", "define i32 @f(i32 %x) {\n  %a = add i32 5, %x\n  %b = mul i32 1000, %a\n  %c = and i32 %b, 255\n  ret i32 %c\n}\n"),
        ("setcc", "define i32 @f(i32 %x, i32 %y) {\n  %c = icmp slt i32 %x, %y\n  %z = zext i1 %c to i32\n  ret i32 %z\n}\n"),
        ("brcond", "define i32 @f(i32 %x, i32 %y) {\n  %c = icmp ult i32 %x, 10\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 %y\n}\n"),
        ("select", "define i64 @f(i64 %x, i64 %y) {\n  %c = icmp eq i64 %x, 0\n  %s = select i1 %c, i64 %x, i64 %y\n  ret i64 %s\n}\n"),
        ("div", "define i32 @f(i32 %x, i32 %y) {\n  %q = sdiv i32 %x, %y\n  %r = urem i32 %x, %y\n  %s = add i32 %q, %r\n  ret i32 %s\n}\n"),
        ("shift", "define i32 @f(i32 %x, i32 %y) {\n  %a = shl i32 %x, %y\n  %b = lshr i32 %a, 3\n  ret i32 %b\n}\n"),
        ("call", "declare i32 @g(i32)\ndefine i32 @f(i32 %x) {\n  %a = call i32 @g(i32 %x)\n  ret i32 %a\n}\n"),
        ("i8", "define i8 @f(i8 %x, i8 %y) {\n  %a = mul i8 %x, %y\n  %b = sdiv i8 %a, %y\n  %c = icmp sgt i8 %b, 0\n  %d = select i1 %c, i8 %a, i8 %b\n  ret i8 %d\n}\n"),
        ("ext", "define i64 @f(i8* %p, i16 %h) {\n  %v = load i8, i8* %p\n  %s = sext i8 %v to i64\n  %z = zext i16 %h to i64\n  %t = add i64 %s, %z\n  ret i64 %t\n}\n"),
    ];
    for (name, src) in cases {
        match select(src, "f", RelocModel::Pic) {
            Ok(t) => println!("=== {name}\n{t}"),
            Err(e) => println!("=== {name}\nERROR {e}"),
        }
    }
}
