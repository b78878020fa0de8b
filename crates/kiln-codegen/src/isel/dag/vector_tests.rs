//! Tests of vector scalarization (builder/vector.rs) on the toy 32-bit target of
//! `legalize_tests`: a function on vectors and the same function written by hand on scalars
//! get the same inputs (registers and memory follow from the seed) and must write the same
//! memory and return the same value; the legalized DAG must hold no vector value.

use super::*;
use crate::isel::function_info::FunctionLoweringInfo;
use crate::target::data_layout::{DataLayout, ModuleLayout};

/// Builds and legalizes every block of the first function; evaluates the last block built on
/// `runs` seeds.
fn outcomes(body: &str, runs: u32) -> Result<Vec<eval::Outcome>, String> {
    let m = parse(body);
    let dl = DataLayout::parse(DL).unwrap();
    let layout = ModuleLayout::new(dl.clone(), &m.types);
    let target = Toy32::new();
    let f = m.functions.iter().find(|f| !f.is_declaration()).expect("a function definition");
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target)?;
    let mut out = Vec::new();
    for &b in &f.layout {
        let mut dag = SelectionDAG::new();
        build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b)?;
        legalize(&mut dag, &target, &dl)?;
        let text = dump_of(&dag, &m, f);
        assert_legal(&dag, &target, &text);
        out = (0..runs).map(|seed| eval::run(&dag, seed as u64, &FxHashMap::default())).collect();
    }
    Ok(out)
}

fn assert_same(vector: &str, scalar: &str) {
    let v = outcomes(vector, 300).unwrap();
    let s = outcomes(scalar, 300).unwrap();
    assert!(!v.is_empty());
    for (k, (a, b)) in v.iter().zip(&s).enumerate() {
        assert_eq!(a, b, "seed {k}");
    }
}

#[test]
fn elementwise_ops_compares_selects_and_shuffles() {
    let splat = |x: i64| format!("<i32 {x}, i32 {x}, i32 {x}, i32 {x}>");
    let vector = format!(
        "define void @f(<4 x i32>* %p, <4 x i32>* %q, i32 %i) {{\n  %v = load <4 x i32>, <4 x i32>* %p, align 4\n  \
         %a = and <4 x i32> %v, {one}\n  %c = icmp eq <4 x i32> %a, zeroinitializer\n  \
         %s = lshr <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>\n  %x = xor <4 x i32> %s, {poly}\n  \
         %r = select <4 x i1> %c, <4 x i32> %s, <4 x i32> %x\n  \
         %sh = shufflevector <4 x i32> %r, <4 x i32> %v, <4 x i32> <i32 3, i32 5, i32 undef, i32 0>\n  \
         %ins = insertelement <4 x i32> %sh, i32 %i, i32 2\n  store <4 x i32> %ins, <4 x i32>* %q, align 4\n  \
         ret void\n}}\n",
        one = splat(1),
        poly = splat(-306674912)
    );
    let mut scalar = String::from("define void @f(i32* %p, i32* %q, i32 %i) {\n");
    for k in 0..4 {
        scalar += &format!("  %p{k} = getelementptr i32, i32* %p, i32 {k}\n  %v{k} = load i32, i32* %p{k}, align 4\n");
    }
    for k in 0..4 {
        let amount = k + 1;
        scalar += &format!(
            "  %a{k} = and i32 %v{k}, 1\n  %c{k} = icmp eq i32 %a{k}, 0\n  %s{k} = lshr i32 %v{k}, {amount}\n  \
             %x{k} = xor i32 %s{k}, -306674912\n  %r{k} = select i1 %c{k}, i32 %s{k}, i32 %x{k}\n"
        );
    }
    for (k, src) in ["%r3", "%v1", "%i", "%r0"].iter().enumerate() {
        scalar += &format!("  %q{k} = getelementptr i32, i32* %q, i32 {k}\n  store i32 {src}, i32* %q{k}, align 4\n");
    }
    scalar += "  ret void\n}\n";
    assert_same(&vector, &scalar);
}

#[test]
fn bitcasts_wide_elements_and_reductions() {
    let vector = "declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)\n\
        define i32 @g(<4 x i32>* %p, <2 x i64>* %q) {\n  %v = load <4 x i32>, <4 x i32>* %p, align 8\n  \
        %b = bitcast <4 x i32> %v to <2 x i64>\n  %w = load <2 x i64>, <2 x i64>* %q, align 16\n  \
        %s = add <2 x i64> %b, %w\n  store <2 x i64> %s, <2 x i64>* %q, align 16\n  \
        %e = extractelement <2 x i64> %s, i32 1\n  %t = trunc i64 %e to i32\n  \
        %x = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)\n  %r = add i32 %x, %t\n  ret i32 %r\n}\n";
    let scalar = "define i32 @g(i32* %p, i64* %q) {\n  %v0 = load i32, i32* %p, align 8\n  \
        %p1 = getelementptr i32, i32* %p, i32 1\n  %v1 = load i32, i32* %p1, align 4\n  \
        %p2 = getelementptr i32, i32* %p, i32 2\n  %v2 = load i32, i32* %p2, align 8\n  \
        %p3 = getelementptr i32, i32* %p, i32 3\n  %v3 = load i32, i32* %p3, align 4\n  \
        %z0 = zext i32 %v0 to i64\n  %z1 = zext i32 %v1 to i64\n  %h1 = shl i64 %z1, 32\n  %b0 = or i64 %z0, %h1\n  \
        %z2 = zext i32 %v2 to i64\n  %z3 = zext i32 %v3 to i64\n  %h3 = shl i64 %z3, 32\n  %b1 = or i64 %z2, %h3\n  \
        %w0 = load i64, i64* %q, align 16\n  %q1 = getelementptr i64, i64* %q, i32 1\n  \
        %w1 = load i64, i64* %q1, align 8\n  %s0 = add i64 %b0, %w0\n  %s1 = add i64 %b1, %w1\n  \
        store i64 %s0, i64* %q, align 16\n  store i64 %s1, i64* %q1, align 8\n  %t = trunc i64 %s1 to i32\n  \
        %x1 = xor i32 %v0, %v1\n  %x2 = xor i32 %x1, %v2\n  %x3 = xor i32 %x2, %v3\n  %r = add i32 %x3, %t\n  \
        ret i32 %r\n}\n";
    assert_same(vector, scalar);
}

#[test]
fn narrow_elements_and_variable_indices() {
    let vector = "define i32 @h(<8 x i16>* %p, i32 %i, i16 %y) {\n  %v = load <8 x i16>, <8 x i16>* %p, align 2\n  \
        %m = mul <8 x i16> %v, %v\n  %n = insertelement <8 x i16> %m, i16 %y, i32 %i\n  \
        store <8 x i16> %n, <8 x i16>* %p, align 2\n  %j = and i32 %i, 7\n  \
        %e = extractelement <8 x i16> %n, i32 %j\n  %r = sext i16 %e to i32\n  ret i32 %r\n}\n";
    let mut scalar = String::from("define i32 @h(i16* %p, i32 %i, i16 %y) {\n");
    for k in 0..8 {
        scalar += &format!("  %p{k} = getelementptr i16, i16* %p, i32 {k}\n  %v{k} = load i16, i16* %p{k}, align 2\n");
    }
    for k in 0..8 {
        scalar += &format!(
            "  %m{k} = mul i16 %v{k}, %v{k}\n  %is{k} = icmp eq i32 %i, {k}\n  %n{k} = select i1 %is{k}, i16 %y, i16 %m{k}\n  \
             store i16 %n{k}, i16* %p{k}, align 2\n"
        );
    }
    scalar += "  %j = and i32 %i, 7\n  %e0 = add i16 %n0, 0\n";
    for k in 1..8 {
        let prev = k - 1;
        scalar += &format!("  %js{k} = icmp eq i32 %j, {k}\n  %e{k} = select i1 %js{k}, i16 %n{k}, i16 %e{prev}\n");
    }
    scalar += "  %r = sext i16 %e7 to i32\n  ret i32 %r\n}\n";
    assert_same(vector, &scalar);
}

#[test]
fn vector_phis_take_one_register_per_element() {
    let body = "define void @f(<4 x i32>* %p, i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\n\
        a:\n  br label %b\nb:\n  %v = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %entry ], [ zeroinitializer, %a ]\n  \
        store <4 x i32> %v, <4 x i32>* %p, align 16\n  ret void\n}\n";
    let m = parse(body);
    let dl = DataLayout::parse(DL).unwrap();
    let layout = ModuleLayout::new(dl, &m.types);
    let target = Toy32::new();
    let f = &m.functions[0];
    let mut flinfo = FunctionLoweringInfo::default();
    flinfo.set(&m, f, &layout, &target).unwrap();
    let phi = f.blocks[f.layout[2].index()].insts[0];
    let regs = flinfo.value_regs[&kiln_ir::Value::Inst(phi)];
    assert_eq!((regs.count, regs.vt), (4, Mvt::I32));
    let mut copies_in = 0;
    for &b in &f.layout {
        let mut dag = SelectionDAG::new();
        build_block(&mut dag, &m, f, &layout, &target, &mut flinfo, b).unwrap();
        copies_in += dag.node_ids().filter(|&n| dag.opcode(n).isd() == Some(Isd::CopyFromReg)).count();
    }
    // Both predecessors fill four consecutive i32 registers each.
    assert_eq!(flinfo.phi_edges.len(), 2);
    for e in &flinfo.phi_edges {
        let first = e.reg.virt_index().unwrap() as usize;
        assert_eq!(flinfo.vreg_types[first..first + 4], [Mvt::I32; 4]);
    }
    // The phi block reads four registers (plus the argument copies of the entry block).
    assert!(copies_in >= 4, "{copies_in}");
}

#[test]
fn unsupported_vector_uses_are_errors() {
    let e = outcomes("define <4 x i32> @f(<4 x i32> %v) {\n  %a = add <4 x i32> %v, %v\n  ret <4 x i32> %a\n}\n", 1)
        .unwrap_err();
    assert!(e.contains("vector") || e.contains("v4i32"), "{e}");
}

#[test]
fn wide_integers_cross_blocks_in_several_registers() {
    // On the toy target an i128 takes four i32 registers, an i72 three (its fourth part dropped).
    for (ty, parts) in [("i128", 4), ("i72", 3), ("i64", 2)] {
        let body = format!(
            "define void @f({ty}* %p, {ty}* %q, i1 %c) {{\nentry:\n  %v = load {ty}, {ty}* %p\n  \
             br i1 %c, label %a, label %b\na:\n  %w = add {ty} %v, 1\n  br label %b\n\
             b:\n  %x = phi {ty} [ %v, %entry ], [ %w, %a ]\n  %y = xor {ty} %x, %v\n  \
             store {ty} %y, {ty}* %q\n  ret void\n}}\n"
        );
        outcomes(&body, 20).unwrap();
        let m = parse(&body);
        let layout = ModuleLayout::new(DataLayout::parse(DL).unwrap(), &m.types);
        let mut flinfo = FunctionLoweringInfo::default();
        flinfo.set(&m, &m.functions[0], &layout, &Toy32::new()).unwrap();
        for regs in flinfo.value_regs.values().filter(|r| r.count > 1) {
            assert_eq!((regs.count, regs.vt), (parts, Mvt::I32), "{ty}");
        }
        assert_eq!(flinfo.value_regs.values().filter(|r| r.count == parts).count(), 2, "{ty}: %v and the phi");
    }
}

#[test]
fn getelementptr_per_lane() {
    let vector = "%S = type { i32, [4 x i16] }\n\
        define void @f(%S* %p, i32** %q, i32 %i) {\n  %a = insertelement <2 x %S*> poison, %S* %p, i32 0\n  \
        %b = shufflevector <2 x %S*> %a, <2 x %S*> poison, <2 x i32> zeroinitializer\n  \
        %iv = insertelement <2 x i32> <i32 3, i32 undef>, i32 %i, i32 1\n  \
        %g = getelementptr %S, <2 x %S*> %b, <2 x i32> <i32 1, i32 2>, i32 1, <2 x i32> %iv\n  \
        %c = bitcast <2 x i16*> %g to <2 x i32*>\n  %qv = bitcast i32** %q to <2 x i32*>*\n  \
        store <2 x i32*> %c, <2 x i32*>* %qv, align 4\n  ret void\n}\n";
    let scalar = "%S = type { i32, [4 x i16] }\n\
        define void @f(%S* %p, i32** %q, i32 %i) {\n  %g0 = getelementptr %S, %S* %p, i32 1, i32 1, i32 3\n  \
        %g1 = getelementptr %S, %S* %p, i32 2, i32 1, i32 %i\n  %c0 = bitcast i16* %g0 to i32*\n  \
        %c1 = bitcast i16* %g1 to i32*\n  store i32* %c0, i32** %q, align 4\n  \
        %q1 = getelementptr i32*, i32** %q, i32 1\n  store i32* %c1, i32** %q1, align 4\n  ret void\n}\n";
    assert_same(vector, scalar);
}
