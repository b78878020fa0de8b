//! Reader tests: accepted syntax reads into the expected model, and bad input gets a
//! located diagnostic.

use crate::{parse, print, Opcode, Value};

fn err(text: &str) -> String {
    match parse("t.ll", text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(d) => format!("{}:{}: {}", d.line, d.col, d.message),
    }
}

#[test]
fn forward_references_resolve() {
    let m = parse(
        "t.ll",
        "define i32 @f() {\nentry:\n  br label %b\nb:\n  %x = phi i32 [ 0, %entry ], [ %y, %b ]\n  %y = add i32 %x, 1\n  br label %b\n}\n",
    )
    .unwrap();
    let f = &m.functions[0];
    let b = f.layout[1];
    let phi = f.inst(f.blocks[b.index()].insts[0]);
    assert_eq!(phi.opcode, Opcode::Phi);
    let Value::Inst(y) = phi.operands[1] else { panic!("phi operand should be an instruction") };
    assert_eq!(f.inst(y).opcode, Opcode::Add);
}

#[test]
fn unnamed_values_keep_their_numbers() {
    let text = "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  call void @g()\n  %3 = call i32 @h()\n  ret i32 %3\n}\ndeclare void @g()\ndeclare i32 @h()\n";
    let printed = print(&parse("t.ll", text).unwrap());
    assert!(printed.contains("%2 = add i32 %0, 1"), "{printed}");
    assert!(printed.contains("%3 = call i32 @h()"), "{printed}");
}

#[test]
fn diagnostics_point_at_the_problem() {
    assert_eq!(err("define void @f() {\n  ret i32 %x\n}\n"), "2:7: value has type 'i32' but 'void' was expected");
    assert_eq!(err("define i32 @f() {\n  ret i32 %x\n}\n"), "2:11: use of undefined value");
    assert_eq!(err("@a = global i32 0\n@a = global i32 1\n"), "2:1: redefinition of global value");
    assert_eq!(err("define void @f() {\n  %x = fo i32 1\n}\n"), "2:8: expected an instruction opcode");
    assert!(err("define void @f() memory(none) {\n  ret void\n}\n").contains("later LLVM version"));
    assert!(err("define i32 @f(i32 %x) {\n  %y = zext nneg i32 %x to i64\n  ret i32 %x\n}\n").contains("later LLVM version"));
    assert!(err("define i32 @f(i32 %x) {\n  %y = or disjoint i32 %x, 1\n  ret i32 %y\n}\n").contains("later LLVM version"));
    assert!(err("define void @f() {\n  #dbg_value(i32 0, !1, !DIExpression(), !2)\n  ret void\n}\n").contains("later LLVM version"));
    assert!(err("@p = global i32* null\n@q = global ptr null\n").contains("cannot be mixed"));
}

#[test]
fn floats_print_exactly() {
    let text = "@a = global float 1.5\n@b = global double 0x400921FB54442D18\n@c = global x86_fp80 0xK4000C90FDAA22168C000\n@d = global half 0xH3C00\n@e = global fp128 0xL00000000000000004000000000000000\n";
    let printed = print(&parse("t.ll", text).unwrap());
    assert!(printed.contains("float 0x3FF8000000000000"), "{printed}");
    assert!(printed.contains("double 0x400921FB54442D18"), "{printed}");
    assert!(printed.contains("x86_fp80 0xK4000C90FDAA22168C000"), "{printed}");
    assert!(printed.contains("half 0xH3C00"), "{printed}");
    assert!(printed.contains("fp128 0xL00000000000000004000000000000000"), "{printed}");
    assert!(err("@a = global float 0.1\n").contains("invalid for type"));
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep_type = format!("@g = global {}i32{} zeroinitializer\n", "[1 x ".repeat(100_000), "]".repeat(100_000));
    assert!(err(&deep_type).contains("nesting is too deep"));
    let deep_md = format!("!0 = {}{}\n", "!{".repeat(100_000), "}".repeat(100_000));
    assert!(err(&deep_md).contains("nesting is too deep"));
    let deep_expr = format!("@g = global i32 {}i32 1{}\n", "add (i32 1, i32 ".repeat(100_000), ")".repeat(100_000));
    assert!(err(&deep_expr).contains("nesting is too deep"));
    let deep_array = format!("@g = global {}\n", "[1 x i32] [".repeat(100_000));
    assert!(err(&deep_array).contains("nesting is too deep") || err(&deep_array).contains("expected"));
    let ok_type = format!("@g = global {}i32{} zeroinitializer\n", "[1 x ".repeat(50), "]".repeat(50));
    assert!(parse("t.ll", &ok_type).is_ok());
}
