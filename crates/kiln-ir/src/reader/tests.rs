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
    assert_eq!(err("define void @f(ptr %p) {\n  %o = atomicrmw usub_sat ptr %p, i32 1 seq_cst\n  ret void\n}\n"), "2:18: 'usub_sat' (an atomicrmw operation, introduced in LLVM 20) is not supported");
    assert_eq!(err("declare void @f() memory(argmem: sometimes)\n"), "1:34: expected 'none', 'read', 'write' or 'readwrite'");
    assert_eq!(err("declare void @f(i32 range(i32 3, 3))\n"), "1:27: the range attribute's bounds must differ (or both be the minimum or maximum value)");
    assert_eq!(err("define void @f() {\n  #dbg_value(i32 0, !1, !DIExpression(), !2)\n  ret void\n}\n"), "2:3: debug records (LLVM 19) need a module with opaque pointers");
    assert!(err("@p = global i32* null\n@q = global ptr null\n").contains("cannot be mixed"));
    assert!(err("^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n").contains("summary entries"));
    assert_eq!(err("define void @f() {\n  callbr void asm \"\", \"\"() to label %a []\na:\n  ret void\n}\n"), "2:3: the 'callbr' instruction is not supported");
}

#[test]
fn newer_constructs_read_into_their_meaning() {
    use crate::attr::{Attr, MemoryEffects};
    use crate::InstFlags;
    let text = "define i64 @f(i32 %x, ptr %p) memory(read, argmem: write) {\n  %y = zext nneg i32 %x to i64\n  %z = or disjoint i64 %y, 1\n    #dbg_value(i64 %z, !1, !DIExpression(), !2)\n  %c = icmp samesign ult i64 %z, 9\n  ret i64 %z\n}\n!0 = distinct !DISubprogram(name: \"f\", unit: null)\n!1 = !DILocalVariable(name: \"z\", scope: !0, type: null)\n!2 = !DILocation(line: 1, scope: !0)\n";
    let m = parse("t.ll", text).unwrap();
    let f = &m.functions[0];
    let insts: Vec<_> = f.inst_order().map(|(_, i)| f.inst(i)).collect();
    assert!(insts[0].flags.has(InstFlags::NNEG) && insts[1].flags.has(InstFlags::DISJOINT) && insts[3].flags.has(InstFlags::SAMESIGN));
    assert!(insts[2].flags.has(InstFlags::DEBUG_RECORD) && insts[2].opcode == Opcode::Call);
    let Some(Attr::Memory(effects)) = m.attr_sets.get(f.attrs.func).first() else { panic!("memory attribute expected") };
    assert_eq!((effects.get(0), effects.get(1), effects.get(MemoryEffects::OTHER)), (2, 1, 1));
    // The intrinsic the record calls is declared but not printed; the record prints back.
    assert_eq!(m.debug_record_decls.len(), 1);
    let printed = print(&m);
    assert!(printed.contains("#dbg_value(i64 %z, !1, !DIExpression(), !2)") && !printed.contains("declare"), "{printed}");
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

#[test]
fn model_contract() {
    use crate::{Attr, AttrKind, ConstKind, GlobalKind, InstData, Metadata, Type, TypeTable};
    let text = "@g = internal global [2 x i32] [i32 1, i32 -2], align 4\n\
        define i32 @f(i32 %x, i32* byval(i32) %p) #0 {\n\
        entry:\n  switch i32 %x, label %d [\n    i32 1, label %a\n  ]\n\
        a:\n  %q = getelementptr inbounds [2 x i32], [2 x i32]* @g, i64 0, i64 1\n  %v = load i32, i32* %q, align 4, !tbaa !0\n  br label %d\n\
        d:\n  %r = phi i32 [ 0, %entry ], [ %v, %a ]\n  %c = call i32 @f(i32 %r, i32* %p) #1\n  ret i32 %c\n}\n\
        attributes #0 = { nounwind \"frame-pointer\"=\"all\" }\nattributes #1 = { cold }\n!0 = !{!\"int\"}\n";
    let m = parse("t.ll", text).unwrap();
    let f = m.lookup_function("f").unwrap();
    let g = m.lookup_global("g").unwrap();
    assert!(matches!(m.global(g).kind, GlobalKind::Var { constant: false, init: Some(_), .. }));
    assert_eq!(m.global(g).align, 4);
    // Attributes: the group is merged into the function's set; byval carries its type.
    assert!(m.attr_sets.contains(f.attrs.func, AttrKind::NoUnwind));
    assert!(matches!(m.attr_sets.get(f.attrs.param(1)), [Attr::Type(AttrKind::ByVal, Some(t))] if *t == TypeTable::I32));
    let blocks: Vec<_> = f.layout.iter().map(|&b| f.block(b)).collect();
    let switch = f.inst(*blocks[0].insts.last().unwrap());
    assert_eq!(switch.opcode, Opcode::Switch);
    assert_eq!(switch.successors().collect::<Vec<_>>(), [f.layout[2], f.layout[1]]);
    assert_eq!(m.const_int(switch.operands[2]), Some(1));
    let gep = f.inst(blocks[1].insts[0]);
    assert!(matches!(gep.data, InstData::Gep { source } if matches!(m.types.get(source), Type::Array { len: 2, .. })));
    assert_eq!(gep.operands[0], Value::Global(g));
    let load = f.inst(blocks[1].insts[1]);
    assert_eq!((load.ty, m.symbols.text(load.metadata[0].0).as_ref()), (TypeTable::I32, "tbaa"));
    assert!(matches!(m.md(load.metadata[0].1), Metadata::Tuple { ops, .. } if ops.len() == 1));
    let phi = f.inst(blocks[2].insts[0]);
    assert_eq!(phi.data, InstData::Phi([f.layout[0], f.layout[1]].into()));
    let call = f.inst(blocks[2].insts[1]);
    assert_eq!(call.call_args(), &[Value::Inst(blocks[2].insts[0]), Value::Arg(1)]);
    assert_eq!(call.callee(), Some(Value::Global(f.global)));
    assert!(m.attr_sets.contains(call.call_data().unwrap().attrs.func, AttrKind::Cold));
    let Some(GlobalKind::Var { init: Some(Value::Const(c)), .. }) = Some(&m.global(g).kind) else { panic!() };
    let ConstKind::Array(elems) = &m.consts.get(*c).kind else { panic!("initializer should be an array") };
    assert_eq!(m.const_int(elems[1]), Some(-2));
}

#[test]
fn numbered_locals_far_and_near_share_one_map() {
    use super::{LocalKey, LocalMap};
    let mut m: LocalMap<u32> = LocalMap::default();
    // A number far beyond the dense vector is hashed; growing the vector past it moves it in.
    assert_eq!(m.insert(LocalKey::Num(10_000), 1), None);
    for n in 0..3000 {
        assert_eq!(m.insert(LocalKey::Num(n), 100), None);
    }
    assert_eq!(m.get(&LocalKey::Num(10_000)), Some(&1));
    assert_eq!(m.insert(LocalKey::Num(10_050), 2), None);
    assert_eq!(m.nums.len(), 10_051, "10050 is within twice the entries plus the slack");
    assert_eq!(m.get(&LocalKey::Num(10_000)), Some(&1));
    assert_eq!(m.insert(LocalKey::Num(10_000), 3), Some(1));
    assert_eq!(m.remove(&LocalKey::Num(2999)), Some(100));
    assert!(!m.contains_key(&LocalKey::Num(2999)));
    assert_eq!(m.remove(&LocalKey::Num(123_456)), None);
    assert_eq!(m.values().filter(|&&v| v != 100).count(), 2);
    m.clear();
    assert_eq!(m.values().count(), 0);
    // Forward references each a little beyond the last do not grow the vector without bound.
    for k in 1..1000u32 {
        m.insert(LocalKey::Num(4000 * k), k);
    }
    assert!(m.nums.len() < 2 * 1000 + 4096, "{}", m.nums.len());
    assert_eq!(m.get(&LocalKey::Num(4000 * 999)), Some(&999));
}

#[test]
fn forward_references_to_far_numbers_are_errors_at_their_use() {
    assert_eq!(err("define i32 @f() {\n  %1 = add i32 1, 1\n  ret i32 %99999\n}\n"), "3:11: use of undefined value");
    assert_eq!(err("define i32 @f() {\n  ret i32 %4294967295\n}\n"), "2:11: use of undefined value");
    assert_eq!(err("define i32 @f() {\n  ret i32 %4294967296\n}\n"), "2:11: value number too large");
}

#[test]
fn integers_read_as_before() {
    assert_eq!(err("@a = global [18446744073709551616 x i8] zeroinitializer\n"), "1:14: expected an unsigned 64-bit integer");
    assert_eq!(err("define void @f() {\n  %p = alloca i8, align -4\n  ret void\n}\n"), "2:25: expected an unsigned 64-bit integer");
    assert_eq!(err("define void @f() {\n  %p = alloca i8, align 18446744073709551616\n  ret void\n}\n"), "2:25: expected an unsigned 64-bit integer");
    let printed = print(&parse("t.ll", "@a = global [+3 x i8] zeroinitializer\n").unwrap());
    assert!(printed.contains("[3 x i8]"), "{printed}");
}

#[test]
fn use_list_orders_are_checked_and_have_no_effect() {
    let plain = "@g = global i32 0\ndefine i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, %a\n  %y = load i32, ptr @g\n  %z = load i32, ptr @g\n  br label %b\nb:\n  ret i32 %x\n}\n";
    let with = plain.replace("  ret i32 %x\n}\n", "  ret i32 %x\n  uselistorder i32 %a, { 1, 0 }\n}\n") + "uselistorder ptr @g, { 1, 0 }\nuselistorder_bb @f, %b, { 1, 0 }\n";
    assert_eq!(print(&parse("t.ll", &with).unwrap()), print(&parse("t.ll", plain).unwrap()));
    let base = "@g = global i32 0\n";
    assert_eq!(err(&format!("{base}uselistorder ptr @g, {{ 0, 1 }}\n")), "2:22: 'uselistorder' indexes must change the order");
    assert_eq!(err(&format!("{base}uselistorder ptr @g, {{ 0 }}\n")), "2:22: expected more than one index in 'uselistorder'");
    assert_eq!(err(&format!("{base}uselistorder ptr @g, {{ 1, 1 }}\n")), "2:27: index repeated in 'uselistorder'");
    assert_eq!(err(&format!("{base}uselistorder ptr @g, {{ 2, 0 }}\n")), "2:24: index out of range in 'uselistorder'");
    assert_eq!(err(&format!("{base}uselistorder_bb %g, %b, {{ 1, 0 }}\n")), "2:17: expected a function name in 'uselistorder_bb'");
}

/// Reads `text` and checks that its printing holds each of `wants`.
fn assert_prints(text: &str, wants: &[&str]) {
    let printed = print(&parse("t.ll", text).unwrap());
    for want in wants {
        assert!(printed.contains(want), "{want}\n{printed}");
    }
}

#[test]
fn types_found_by_their_text_are_the_types_read() {
    // Each type text is read once and then found by its text; the spellings that continue a
    // type after a blank (`*`, `addrspace`, a parameter list) must still be read token by token.
    let text = "%struct.S = type { i32, i8* }\n\
                @g = global %struct.S zeroinitializer\n\
                define void @f(%struct.S* %p, [4 x i8]* %a, { i32, i8* }* %l) {\n  \
                %1 = load %struct.S*, %struct.S** null, align 8\n  \
                %2 = load %struct.S *, %struct.S * * null, align 8\n  \
                %3 = addrspacecast %struct.S* %p to %struct.S addrspace(1)*\n  \
                %4 = bitcast %struct.S* %p to i32 (%struct.S*)*\n  \
                %5 = getelementptr [4 x i8], [4 x i8]* %a, i64 0, i64 1\n  \
                %6 = getelementptr { i32, i8* }, { i32, i8* }* %l, i32 0, i32 1\n  \
                %7 = bitcast [4 x i8]* %a to [4 x i8] *\n  \
                %8 = bitcast i32 (%struct.S*)* %4 to i32 (%struct.S*) *\n  \
                ret void\n}\n";
    let wants = [
        "%1 = load %struct.S*, %struct.S** null, align 8",
        "%2 = load %struct.S*, %struct.S** null, align 8",
        "%3 = addrspacecast %struct.S* %p to %struct.S addrspace(1)*",
        "%4 = bitcast %struct.S* %p to i32 (%struct.S*)*",
        "%5 = getelementptr [4 x i8], [4 x i8]* %a, i64 0, i64 1",
        "%6 = getelementptr { i32, i8* }, { i32, i8* }* %l, i32 0, i32 1",
        "%7 = bitcast [4 x i8]* %a to [4 x i8]*",
        "%8 = bitcast i32 (%struct.S*)* %4 to i32 (%struct.S*)*",
    ];
    assert_prints(text, &wants);
    // A type found by its text keeps the diagnostics of its use.
    assert_eq!(
        err("define void @f(i8* %p) {\n  %1 = load i8*, i8** null\n  %2 = load i8*, i32* %p\n  ret void\n}\n"),
        "3:23: value has type 'i8*' but 'i32*' was expected"
    );
}

#[test]
fn alignments_read_from_the_text_keep_their_checks() {
    let text = "define void @f(i32* %p) {\n  %a = alloca i32, align 16\n  %v = load i32, i32* %p, align 4294967296\n  store i32 %v, i32* %p, align 4, !nontemporal !0\n  ret void\n}\n!0 = !{i32 1}\n";
    assert_prints(text, &["%a = alloca i32, align 16", "load i32, i32* %p, align 4294967296", "store i32 %v, i32* %p, align 4, !nontemporal !0"]);
    assert_eq!(err("define void @f(i32* %p) {\n  %v = load i32, i32* %p, align 3\n  ret void\n}\n"), "2:33: alignment is not a power of two");
    assert_eq!(err("define void @f(i32* %p) {\n  %v = load i32, i32* %p, align 8589934592\n  ret void\n}\n"), "2:33: alignment is not a power of two");
    assert_eq!(err("define void @f(i32* %p) {\n  %v = load i32, i32* %p, align 8x\n  ret void\n}\n"), "2:33: malformed number");
}

#[test]
fn integer_elements_read_from_the_text_are_the_constants_read() {
    // Elements written as clang writes them (`i32 -7,`) are read straight from the text; the
    // same elements with two blanks after the type take the general reading. Both must give
    // the same module, including wrapping, signs, leading zeros, 19 and 20 digits, nesting.
    let text = "%S = type { i8, i64, [2 x i16] }\n\
                @a = global [9 x i32] [i32 1, i32 -1, i32 +2, i32 4294967297, i32 05, i32 2147483648, i32 0, i32 -0, i32 9999999999999999999]\n\
                @b = global [3 x i8] [i8 300, i8 -129, i8 255]\n\
                @c = global [2 x [2 x i16]] [[2 x i16] [i16 7, i16 -32768], [2 x i16] [i16 65535, i16 1]]\n\
                @d = global %S { i8 1, i64 -9223372036854775808, [2 x i16] [i16 3, i16 4] }\n\
                @e = global <2 x i32> <i32 1, i32 2>\n\
                @f = global [3 x i64] [i64 18446744073709551615, i64 1234567890123456789, i64 -1]\n\
                @g = global <{ i1, i32 }> <{ i1 1, i32 12 }>\n\
                @h = global [2 x i1] [i1 true, i1 0]\n\
                @i = global [2 x i128] [i128 1, i128 -1]\n";
    let general = text.replace("i8 ", "i8  ").replace("i16 ", "i16  ").replace("i32 ", "i32  ").replace("i64 ", "i64  ").replace("i1 ", "i1  ");
    assert_ne!(general, text);
    let fast = print(&parse("t.ll", text).unwrap());
    assert_eq!(fast, print(&parse("t.ll", &general).unwrap()));
    assert!(fast.contains("@b = global [3 x i8] [i8 44, i8 127, i8 -1]"), "{fast}");
    assert!(fast.contains("@d = global %S { i8 1, i64 -9223372036854775808, [2 x i16] [i16 3, i16 4] }"), "{fast}");
    // The checks of an element still apply.
    assert_eq!(err("@a = global [2 x i32] [i32 1, i16 2]\n"), "1:31: value has type 'i16' but 'i32' was expected");
    assert_eq!(err("@a = global [1 x i32] [i32 1, i32 2]\n"), "1:23: array constant has the wrong number of elements");
    assert_eq!(err("@a = global { i32 } { i32 1, i32 2 }\n"), "1:30: too many elements in constant");
}

#[test]
fn constant_expressions_found_by_their_text_are_the_constants_read() {
    // A constant expression read again is found by its text; it must be the same constant, and
    // read deeper than before it must still meet the nesting limit where a first reading would.
    let gep = "getelementptr inbounds ([2 x i32], [2 x i32]* @g, i64 0, i64 1)";
    let text = format!(
        "@a = global i32* {gep}\n@b = global [2 x i32*] [i32* {gep}, i32* {gep}]\n@g = global [2 x i32] [i32 1, i32 2]\n\
         define i32* @f() {{\n  store i32 3, i32* {gep}, align 4\n  ret i32* {gep}\n}}\n"
    );
    let m = parse("t.ll", &text).unwrap();
    let init = |name: &[u8]| {
        let g = m.globals.iter().find(|g| g.name.is_some_and(|s| m.symbols.bytes(s) == name));
        match g.map(|g| &g.kind) {
            Some(crate::module::GlobalKind::Var { init: Some(Value::Const(c)), .. }) => *c,
            _ => panic!("no initialised global"),
        }
    };
    let crate::constant::ConstKind::Array(elems) = &m.consts.get(init(b"b")).kind else { panic!("@b should have an array initializer") };
    assert_eq!(elems[..], [Value::Const(init(b"a")); 2]);
    let printed = print(&m);
    assert_eq!(printed.matches(gep).count(), 5, "{printed}");
    // Each depth around the limit: the expression read at the top first, or only nested.
    for n in 55..70 {
        let ty = |k: usize| format!("{}i64{}", "[1 x ".repeat(k), "]".repeat(k));
        let mut value = "ptrtoint (i32* @g to i64)".to_string();
        for k in 1..=n {
            value = format!("[{} {value}]", ty(k - 1));
        }
        let nested = format!("@g = global i32 0\n@b = global {} {value}\n", ty(n));
        let both = format!("@a = global i64 ptrtoint (i32* @g to i64)\n{nested}");
        let outcome = |t: &str| parse("t.ll", t).map(|_| ()).map_err(|d| format!("{}: {}", d.col, d.message));
        assert_eq!(outcome(&both), outcome(&nested), "{n} levels");
    }
}

#[test]
fn element_types_found_by_the_last_elements_text_are_the_types_read() {
    // An array element whose type text is the last one's is not read again; alternating one
    // and two blanks after the type makes every element take the general reading.
    let elems: &[(&str, &[&str])] = &[
        ("i32*", &["@x", "@y", "null", "@x"]),
        ("[2 x i16]", &["[i16 1, i16 2]", "zeroinitializer", "[i16 3, i16 4]"]),
        ("{ i8, i32* }", &["{ i8 1, i32* @x }", "{ i8 2, i32* null }", "zeroinitializer"]),
        ("%S", &["{ i64 5 }", "zeroinitializer", "{ i64 6 }"]),
        ("<2 x i32>", &["<i32 1, i32 2>", "<i32 3, i32 4>"]),
        ("i8 addrspace(1)*", &["null", "null"]),
        ("i32 (i32)*", &["@f", "null", "@f"]),
    ];
    let mut plain = String::from("%S = type { i64 }\n@x = global i32 0\n@y = global i32 1\ndeclare i32 @f(i32)\n");
    let mut general = plain.clone();
    for (k, (ty, values)) in elems.iter().enumerate() {
        let n = values.len();
        let one: Vec<String> = values.iter().map(|v| format!("{ty} {v}")).collect();
        let alternating: Vec<String> = values.iter().enumerate().map(|(i, v)| format!("{ty}{}{v}", if i % 2 == 1 { "  " } else { " " })).collect();
        plain += &format!("@a{k} = global [{n} x {ty}] [{}]\n", one.join(", "));
        general += &format!("@a{k} = global [{n} x {ty}] [{}]\n", alternating.join(", "));
    }
    let read = print(&parse("t.ll", &plain).unwrap());
    assert_eq!(read, print(&parse("t.ll", &general).unwrap()));
    assert!(read.contains("@a0 = global [4 x i32*] [i32* @x, i32* @y, i32* null, i32* @x]"), "{read}");
    // A text that continues the type, or another type, is read and checked.
    assert_eq!(err("@x = global i32 0\n@a = global [2 x i32*] [i32* @x, i32** null]\n"), "2:34: value has type 'i32**' but 'i32*' was expected");
    assert_eq!(err("@x = global i32 0\n@a = global [2 x i32*] [i32* @x, i32* * null]\n"), "2:34: value has type 'i32**' but 'i32*' was expected");
}

#[test]
fn operands_read_from_the_text_are_the_operands_read() {
    // Operands as clang writes them (`i32 %3`, `i8 -1`, `label %9`, a load's or store's
    // `T* %N` after its `T`) are read straight from the text; the same text with two blanks
    // before each value takes the token-by-token reading. Both must read the same module and
    // give the same diagnostics.
    let slow = |text: &str| text.replace(" %", "  %").replace(" -", "  -").replace("i32 300", "i32  300").replace("i32 0", "i32  0");
    let fast = "define i32 @f(i32* %0, i8** %1) {\n  %3 = load i32, i32* %0, align 4\n  %4 = add nsw i32 %3, 1\n  \
                %5 = load i8*, i8** %1, align 8\n  store i8* %5, i8** %1, align 8\n  store i32 %4, i32* %0, align 4\n  \
                %6 = icmp slt i32 %4, -7\n  %7 = trunc i32 300 to i8\n  %8 = getelementptr inbounds i8, i8* %5, i64 -1\n  \
                br i1 %6, label %9, label %10\n\n9:\n  ret i32 %4\n\n10:\n  %11 = select i1 %6, i8 -1, i8 %7\n  ret i32 0\n}\n";
    let opaque = "define i32 @f(ptr %0) {\n  %2 = load i32, ptr %0, align 4\n  store i32 %2, ptr %0, align 4\n  %3 = getelementptr i32, ptr %0, i64 1\n  ret i32 %2\n}\n";
    for text in [fast, opaque] {
        let read = print(&parse("t.ll", text).unwrap());
        assert_eq!(read, print(&parse("t.ll", &slow(text)).unwrap()));
        assert!(read.contains(if text == fast { "store i8* %5, i8** %1, align 8" } else { "store i32 %2, ptr %0, align 4" }), "{read}");
    }
    let message = |text: &str| err(text).split_once(' ').map(|(_, m)| m.to_string());
    let bad = [
        ("define void @f(i32* %0) {\n  store i32 1, i64* %0\n  ret void\n}\n", "2:21: value has type 'i32*' but 'i64*' was expected"),
        ("define void @f(i32* %0) {\n  %2 = load i64, i32* %0\n  ret void\n}\n", "2:18: explicit pointee type doesn't match the operand's pointee type"),
        ("define void @f(i32* %0) {\n  %2 = getelementptr i64, i32* %0, i64 1\n  ret void\n}\n", "2:8: explicit pointee type doesn't match the operand's pointee type"),
        ("define void @f(ptr %0) {\n  %2 = load i64, ptr %0\n  store i64 %2, i32* %0\n  ret void\n}\n", "3:20: typed pointers and opaque pointers ('ptr') cannot be mixed in one module"),
        ("define void @f(i32* %0) {\n  %2 = add i32 %0, 1\n  ret void\n}\n", "2:16: value has type 'i32*' but 'i32' was expected"),
        ("define void @f(i32 %0) {\n  %2 = add i32 %0, %0\n  br label %99999999999\n}\n", "3:12: value number too large"),
        ("define void @f(i32 %0, i64 %1) {\n  %3 = add i32 %0, %1\n  ret void\n}\n", "2:20: value has type 'i64' but 'i32' was expected"),
        ("define void @f(i1 %0) {\n  br i1 %0, label %2, label %99999999999\n2:\n  ret void\n}\n", "2:29: value number too large"),
        ("define i32 @f(i32 %0) {\n  ret i32 %0abc\n}\n", "2:11: use of undefined value"),
        ("define i8 @f() {\n  ret i8 300\n}\n", ""),
    ];
    for (text, want) in bad {
        if want.is_empty() {
            assert_eq!(print(&parse("t.ll", text).unwrap()), print(&parse("t.ll", &slow(text)).unwrap()));
            continue;
        }
        assert_eq!(err(text), want);
        assert_eq!(message(text), message(&slow(text)), "{text}");
    }
}
