//! Verifier tests: small modules the reader accepts but the verifier must reject (each with
//! the message it must give), modules built in code that the reader could never produce, and
//! valid modules (unreachable code, invoke results, loops) that must pass.

use crate::builder::Builder;
use crate::intrinsics::IntrinsicId;
use crate::{parse, verify_module, Inst, InstData, InstFlags, IntPredicate, Module, Opcode, TypeTable, Value};

fn messages(m: &Module) -> String {
    match verify_module(m) {
        Ok(()) => String::new(),
        Err(errors) => errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"),
    }
}

/// The messages of the verifier for `m` as read from `text`, which are the same whether it
/// knows that the reader made `m` or not.
fn read_messages(m: &Module, text: &str) -> String {
    let all = messages(m);
    let as_read = match crate::verify_read_module_jobs(m, 1) {
        Ok(()) => String::new(),
        Err(errors) => errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"),
    };
    assert_eq!(all, as_read, "the verifier of the module as read gives other errors:\n{text}");
    all
}

/// `text` reads, and the verifier rejects it with a message containing `expected`.
fn reject(text: &str, expected: &str) {
    let m = parse("t.ll", text).unwrap_or_else(|d| panic!("the reader rejected the test input: {d}\n{text}"));
    let all = read_messages(&m, text);
    assert!(!all.is_empty(), "the verifier accepted:\n{text}");
    assert!(all.contains(expected), "expected '{expected}' in:\n{all}");
}

fn accept(text: &str) {
    let m = parse("t.ll", text).unwrap_or_else(|d| panic!("the reader rejected the test input: {d}\n{text}"));
    let all = read_messages(&m, text);
    assert!(all.is_empty(), "the verifier rejected valid IR:\n{all}\n{text}");
}

#[test]
fn use_before_definition_in_one_block() {
    reject(
        "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n",
        "in function 'f', block '%entry': instruction '%x = add i32 %y, 1': instruction does not dominate all uses: operand %y",
    );
}

#[test]
fn use_in_a_block_the_definition_does_not_dominate() {
    reject(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %then, label %join\nthen:\n  %t = add i32 1, 2\n  br label %join\njoin:\n  ret i32 %t\n}\n",
        "block '%join': instruction 'ret i32 %t': instruction does not dominate all uses",
    );
}

#[test]
fn entry_values_dominate_without_the_tree_and_the_tree_still_judges_the_rest() {
    // `%e` of the entry block is checked without the dominator tree; `%t` after it needs the
    // tree, built then (in a PHI as in a plain use).
    let body = "define i32 @f(i1 %c) {\nentry:\n  %e = add i32 1, 2\n  br i1 %c, label %then, label %join\nthen:\n  %t = add i32 %e, 2\n  br label %join\njoin:\n  USE\n}\n";
    accept(&body.replace("USE", "%p = phi i32 [ %e, %entry ], [ %t, %then ]\n  ret i32 %e"));
    reject(&body.replace("USE", "%u = add i32 %e, %t\n  ret i32 %u"), "instruction '%u = add i32 %e, %t': instruction does not dominate all uses: operand %t");
    reject(
        &body.replace("USE", "%p = phi i32 [ %e, %entry ], [ %e, %then ]\n  %q = phi i32 [ %t, %entry ], [ %t, %then ]\n  ret i32 %e"),
        "operand %t does not dominate the end of incoming block '%entry'",
    );
}

#[test]
fn numbered_values_are_named_by_number() {
    reject(
        "define i32 @f(i1 %0) {\n  br i1 %0, label %2, label %4\n2:\n  %3 = add i32 1, 2\n  br label %4\n4:\n  %5 = add i32 %3, 1\n  ret i32 %5\n}\n",
        "in function 'f', block '%4': instruction '%5 = add i32 %3, 1'",
    );
}

#[test]
fn phi_missing_a_predecessor() {
    reject(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %a ]\n  ret i32 %p\n}\n",
        "PHI has 1 incoming values but the block has 2 predecessor edges",
    );
}

#[test]
fn phi_entry_for_a_block_that_is_not_a_predecessor() {
    reject(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %a ], [ 2, %b ]\n  ret i32 %p\n}\n",
        "PHI has an entry for '%b', which is not a predecessor",
    );
}

#[test]
fn phi_duplicate_edges_need_equal_values() {
    reject(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %b, label %b\nb:\n  %p = phi i32 [ 1, %entry ], [ 2, %entry ]\n  ret i32 %p\n}\n",
        "PHI has different incoming values for the same block '%entry'",
    );
    accept("define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %b, label %b\nb:\n  %p = phi i32 [ 1, %entry ], [ 1, %entry ]\n  ret i32 %p\n}\n");
}

#[test]
fn phis_must_come_first() {
    reject(
        "define i32 @f() {\nentry:\n  br label %b\nb:\n  %x = add i32 1, 2\n  %p = phi i32 [ 1, %entry ]\n  ret i32 %p\n}\n",
        "instruction '%p = phi i32 [ 1, %entry ]': PHI nodes must be grouped at the top of the block",
    );
}

#[test]
fn phi_value_must_dominate_the_incoming_edge() {
    reject(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %v = add i32 1, 2\n  br label %b\nb:\n  %p = phi i32 [ %v, %a ], [ %v, %entry ]\n  ret i32 %p\n}\n",
        "operand %v does not dominate the end of incoming block '%entry'",
    );
}

#[test]
fn entry_block_has_no_predecessors() {
    reject("define void @f() {\nentry:\n  br label %entry\n}\n", "block '%entry': entry block must not have predecessors");
}

#[test]
fn only_phis_refer_to_themselves() {
    reject(
        "define i32 @f() {\nentry:\n  %x = add i32 %x, 1\n  ret i32 %x\n}\n",
        "only PHI nodes may reference their own value",
    );
}

#[test]
fn unreachable_code_may_use_anything() {
    accept(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %v = add i32 1, 2\n  ret i32 %v\nb:\n  ret i32 0\ndead:\n  %x = add i32 %x, %v\n  %y = add i32 %z, 1\n  %z = add i32 %y, 1\n  br label %b\n}\n",
    );
}

#[test]
fn loops_and_back_edges_verify() {
    accept(
        "define i32 @f(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n  %next = add i32 %i, 1\n  %done = icmp eq i32 %next, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret i32 %i\n}\n",
    );
}

const INVOKE: &str = "declare i32 @g()\ndeclare i32 @p(...)\ndefine i32 @f() personality i32 (...)* @p {\nentry:\n  %r = invoke i32 @g() to label %ok unwind label %bad\nok:\n  ret i32 %r\nbad:\n  %lp = landingpad { i8*, i32 } cleanup\n  ret i32 USE\n}\n";

#[test]
fn invoke_results_are_defined_only_on_the_normal_edge() {
    accept(&INVOKE.replace("USE", "0"));
    reject(&INVOKE.replace("USE", "%r"), "block '%bad': instruction 'ret i32 %r': instruction does not dominate all uses");
}

#[test]
fn landingpads_need_a_personality_and_come_first() {
    let no_personality = INVOKE.replace("USE", "0").replace(" personality i32 (...)* @p", "");
    reject(&no_personality, "landingpad needs a function with a personality");
    let late = INVOKE.replace("USE", "0").replace("bad:\n  %lp", "bad:\n  %z = add i32 1, 2\n  %lp");
    reject(&late, "landingpad must be the first non-PHI instruction of its block");
}

#[test]
fn wrong_intrinsic_signature() {
    reject(
        "declare i32 @llvm.ctpop.i32(i32, i32)\n",
        "global '@llvm.ctpop.i32': wrong signature for intrinsic 'llvm.ctpop.i32': expected 1 parameters, found 2",
    );
    reject(
        "declare { i32, i32 } @llvm.sadd.with.overflow.i32(i32, i32)\n",
        "wrong signature for intrinsic 'llvm.sadd.with.overflow.i32': the return type is '{ i32, i32 }', expected { i32, i1 }",
    );
    reject("declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i32)\n", "parameter 4 is 'i32', expected i1");
}

#[test]
fn intrinsic_name_must_match_its_overloads() {
    reject("declare i32 @llvm.ctpop.i64(i32)\n", "intrinsic name 'llvm.ctpop.i64' does not match its type; it should be 'llvm.ctpop.i32'");
    reject("declare void @llvm.trap.i32()\n", "it should be 'llvm.trap'");
}

#[test]
fn unknown_intrinsic() {
    reject("declare void @llvm.frobnicate.i32(i32)\n", "global '@llvm.frobnicate.i32': unknown intrinsic 'llvm.frobnicate.i32'");
}

#[test]
fn target_intrinsics_are_left_to_the_target() {
    accept("declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)\ndeclare void @llvm.x86.sse2.mfence()\n");
    reject("define void @llvm.x86.sse2.mfence() {\n  ret void\n}\n", "llvm intrinsics cannot be defined");
}

#[test]
fn newer_intrinsics_verify() {
    accept(concat!(
        "declare i8* @llvm.load.relative.i64(i8*, i64)\n",
        "declare i8* @llvm.ptrmask.p0i8.i64(i8*, i64)\n",
        "declare i32* @llvm.threadlocal.address.p0i32(i32*)\n",
        "declare i8 @llvm.scmp.i8.i32(i32, i32)\n",
        "declare <4 x i8> @llvm.ucmp.v4i8.v4i32(<4 x i32>, <4 x i32>)\n",
        "declare <2 x i1> @llvm.is.fpclass.v2f64(<2 x double>, i32)\n",
        "declare float @llvm.ldexp.f32.i32(float, i32)\n",
        "declare { double, i32 } @llvm.frexp.f64.i32(double)\n",
        "declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)\n",
    ));
    reject("declare i32 @llvm.is.fpclass.f64(double, i32)\n", "the return type is 'i32', expected i1 shaped like 'double'");
    reject("declare { double, i32 } @llvm.frexp.f32.i32(double)\n", "it should be 'llvm.frexp.f64.i32'");
    reject("declare { double, double } @llvm.frexp.f64.f64(double)\n", "expected { floating-point, integer }");
}

#[test]
fn intrinsics_cannot_be_defined_or_have_their_address_taken() {
    reject("define void @llvm.trap() {\n  ret void\n}\n", "llvm intrinsics cannot be defined");
    reject(
        "declare void @llvm.trap()\ndefine void @f(void ()** %p) {\n  store void ()* @llvm.trap, void ()** %p\n  ret void\n}\n",
        "cannot take the address of an intrinsic",
    );
}

#[test]
fn what_the_reader_does_not_check_of_a_store_the_verifier_does() {
    // The reader reads a store's value against the type the text gives, sized or not, label
    // or not; the verifier of a module as read (see `read_messages`) must still reject both.
    reject("%T = type opaque\ndefine void @f(%T* %p) {\n  store %T undef, %T* %p\n  ret void\n}\n", "cannot store unsized type '%T'");
    reject(
        "define void @f(ptr %p) {\nentry:\n  store label %entry, ptr %p\n  ret void\n}\n",
        "instruction #0 ('store' with 2 operands): operand 0 (Block(BlockId(0))) is not allowed in that position",
    );
}

#[test]
fn immarg_operands_must_be_constants() {
    reject(
        "declare i32 @llvm.ctlz.i32(i32, i1)\ndefine i32 @f(i32 %x, i1 %z) {\n  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %z)\n  ret i32 %r\n}\n",
        "argument 2 of 'llvm.ctlz' must be an immediate constant",
    );
}

#[test]
fn opaque_pointer_call_must_match_the_intrinsic_type() {
    reject(
        "declare i32 @llvm.ctpop.i32(i32)\ndefine i32 @f(i64 %x, ptr %p) {\n  %r = call i32 @llvm.ctpop.i32(i64 %x)\n  ret i32 %r\n}\n",
        "intrinsic 'llvm.ctpop' called with type 'i32 (i64)' but declared as 'i32 (i32)'",
    );
}

#[test]
fn opaque_pointer_intrinsics_verify() {
    accept(
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @llvm.lifetime.start.p0(i64, ptr)\ndeclare ptr @llvm.stacksave()\ndefine void @f(ptr %a, ptr %b) {\n  call void @llvm.lifetime.start.p0(i64 4, ptr %a)\n  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 4, i1 false)\n  %s = call ptr @llvm.stacksave()\n  ret void\n}\n",
    );
}

#[test]
fn bitcast_needs_equal_sizes() {
    reject(
        "define i32 @f(<2 x i32> %v) {\n  %x = bitcast <2 x i32> %v to i32\n  ret i32 %x\n}\n",
        "invalid cast: 'bitcast' cannot convert '<2 x i32>' to 'i32'",
    );
}

#[test]
fn fptrunc_must_narrow() {
    reject(
        "define double @f(float %x) {\n  %y = fptrunc float %x to double\n  ret double %y\n}\n",
        "invalid cast: 'fptrunc' cannot convert 'float' to 'double'",
    );
}

#[test]
fn atomic_orderings() {
    reject(
        "define i32 @f(i32* %p) {\n  %v = load atomic i32, i32* %p release, align 4\n  ret i32 %v\n}\n",
        "load cannot have 'release' ordering",
    );
    reject("define void @f(i32* %p) {\n  store atomic i32 1, i32* %p acquire, align 4\n  ret void\n}\n", "store cannot have 'acquire' ordering");
    reject("define void @f() {\n  fence monotonic\n  ret void\n}\n", "fence ordering must be acquire, release, acq_rel or seq_cst");
    reject(
        "define void @f(i32* %p) {\n  %r = cmpxchg i32* %p, i32 0, i32 1 seq_cst release\n  ret void\n}\n",
        "cmpxchg failure ordering cannot be release or acq_rel",
    );
    reject("define void @f(i32* %p) {\n  %r = atomicrmw add i32* %p, i32 1 unordered\n  ret void\n}\n", "atomicrmw ordering must be at least monotonic");
}

#[test]
fn atomic_operand_types() {
    reject("define i32 @f(i32* %p) {\n  %v = load atomic i32, i32* %p seq_cst\n  ret i32 %v\n}\n", "atomic load must specify an alignment");
    reject(
        "define void @f(float* %p) {\n  %r = atomicrmw add float* %p, float 1.0 seq_cst\n  ret void\n}\n",
        "invalid operand type 'float' for atomicrmw add",
    );
    reject(
        "define void @f(float* %p) {\n  %r = cmpxchg float* %p, float 0.0, float 1.0 seq_cst seq_cst\n  ret void\n}\n",
        "cmpxchg operand must be an integer or a pointer",
    );
    reject("define i24 @f(i24* %p) {\n  %v = load atomic i24, i24* %p seq_cst, align 4\n  ret i24 %v\n}\n", "must be a power of two in size");
}

#[test]
fn switch_cases_are_distinct() {
    reject(
        "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [\n    i32 1, label %d\n    i32 1, label %d\n  ]\nd:\n  ret void\n}\n",
        "duplicate integer as switch case",
    );
}

#[test]
fn indirectbr_needs_a_pointer() {
    reject("define void @f(i32 %x) {\nentry:\n  indirectbr i32 %x, [label %entry]\n}\n", "indirectbr address must be a pointer");
}

#[test]
fn struct_gep_indices_are_i32_constants() {
    reject(
        "%S = type { i32, i64 }\ndefine i64* @f(%S* %p) {\n  %q = getelementptr %S, %S* %p, i64 0, i64 1\n  ret i64* %q\n}\n",
        "must be a valid i32 constant field number",
    );
}

#[test]
fn vector_gep_operands_have_one_length() {
    reject(
        "define <4 x i8*> @f(<2 x i8*> %p, <4 x i64> %i) {\n  %q = getelementptr i8, <2 x i8*> %p, <4 x i64> %i\n  ret <4 x i8*> %q\n}\n",
        "getelementptr vector operands have different lengths",
    );
}

// ---- modules built in code: mistakes the reader cannot express ----

/// A module with `define i32 @f(i32, i64)` and the builder positioned in its entry block.
fn with_function(build: impl FnOnce(&mut Builder<'_>)) -> String {
    let mut m = Module::default();
    let mut b = Builder::new(&mut m);
    let fn_ty = b.function_type(TypeTable::I32, &[TypeTable::I32, TypeTable::I64], false);
    let f = b.define_function("f", fn_ty).unwrap();
    let entry = b.append_block(f, Some("entry"));
    b.position_at_end(f, entry);
    build(&mut b);
    messages(&m)
}

fn assert_contains(all: String, expected: &str) {
    assert!(all.contains(expected), "expected '{expected}' in:\n{all}");
}

#[test]
fn built_operand_type_mismatch() {
    let all = with_function(|b| {
        let s = b.build_binary(Opcode::Add, b.arg(0), b.arg(1));
        b.build_ret(Some(s));
    });
    assert_contains(all, "in function 'f', block '%entry': instruction '%2 = add i32 %0, %1': operands have different types ('i32' and 'i64')");
}

#[test]
fn built_return_type_mismatch() {
    let all = with_function(|b| {
        b.build_ret(Some(b.arg(1)));
    });
    assert_contains(all, "instruction 'ret i64 %1': the returned value has type 'i64' but 'i32' is required");
    assert_contains(with_function(|b| {
        b.build_ret(None);
    }), "'ret void' in a function returning 'i32'");
}

#[test]
fn built_terminator_in_the_middle() {
    let all = with_function(|b| {
        b.build_ret(Some(b.arg(0)));
        b.build_ret(Some(b.arg(0)));
    });
    assert_contains(all, "block '%entry': instruction 'ret i32 %0': terminator in the middle of a block");
}

#[test]
fn built_block_without_terminator() {
    let all = with_function(|b| {
        b.build_binary(Opcode::Add, b.arg(0), b.arg(0));
    });
    assert_contains(all, "block '%entry': block does not end in a terminator (it ends in 'add')");
    assert_contains(with_function(|_| {}), "block is empty");
}

#[test]
fn built_bad_casts() {
    let all = with_function(|b| {
        let t = b.build_cast(Opcode::Trunc, b.arg(0), TypeTable::I64);
        let t = b.build_cast(Opcode::Trunc, t, TypeTable::I32);
        b.build_ret(Some(t));
    });
    assert_contains(all, "invalid cast: 'trunc' cannot convert 'i32' to 'i64'");
}

#[test]
fn built_bad_call_arguments() {
    let all = with_function(|b| {
        let callee_ty = b.function_type(TypeTable::VOID, &[TypeTable::I32], false);
        let g = b.declare_function("g", callee_ty).unwrap();
        b.build_call(callee_ty, Value::Global(g), &[b.arg(1)]);
        b.build_call(callee_ty, Value::Global(g), &[]);
        b.build_ret(Some(b.arg(0)));
    });
    assert_contains(all.clone(), "instruction 'call void @g(i64 %1)': argument 1 has type 'i64' but the function type expects 'i32'");
    assert_contains(all, "call has 0 arguments but the function type takes 1");
}

#[test]
fn built_branch_and_select_conditions() {
    let all = with_function(|b| {
        let s = b.build_select(b.arg(0), b.arg(0), b.arg(0));
        let (f, _) = b.insertion_point().unwrap();
        let other = b.append_block(f, Some("other"));
        b.build_cond_br(s, other, other);
        b.position_at_end(f, other);
        b.build_ret(Some(s));
    });
    assert_contains(all.clone(), "select condition must be i1 or a vector of i1, not 'i32'");
    assert_contains(all, "the branch condition has type 'i32' but 'i1' is required");
}

#[test]
fn built_compare_and_load_types() {
    let all = with_function(|b| {
        let c = b.build_icmp(IntPredicate::Eq, b.arg(0), b.arg(1));
        let _ = c;
        let p = b.build_alloca(TypeTable::I32, 4);
        let v = b.build_load(TypeTable::I64, p, 8);
        let _ = v;
        b.build_ret(Some(b.arg(0)));
    });
    assert_contains(all.clone(), "icmp eq i32 %0, %1': operands have different types");
    assert_contains(all, "pointer operand of type 'i32*' does not point to 'i64'");
}

#[test]
fn built_references_to_missing_things() {
    let mut m = Module::default();
    let mut b = Builder::new(&mut m);
    let fn_ty = b.function_type(TypeTable::I32, &[TypeTable::I32], false);
    let f = b.define_function("f", fn_ty).unwrap();
    let entry = b.append_block(f, None);
    b.position_at_end(f, entry);
    b.build_ret(Some(Value::Arg(3)));
    // An instruction that is in the arena but in no block.
    let func = &mut m.functions[f.index()];
    func.insts.push(Inst { opcode: Opcode::Add, flags: InstFlags::default(), ty: TypeTable::I32, name: None, operands: [Value::Arg(0), Value::Arg(0)].into(), data: InstData::None, metadata: Default::default() });
    let all = messages(&m);
    assert_contains(all, "in function 'f', block '%1': instruction #0 ('ret' with 1 operands): operand 0 refers to something that is not in this function or module");
    let func = &mut m.functions[f.index()];
    func.insts[0].operands[0] = Value::Inst(crate::InstId(1));
    assert_contains(messages(&m), "refers to something that is not in this function");
}

#[test]
fn built_duplicate_names() {
    let all = with_function(|b| {
        let x = b.build_binary(Opcode::Add, b.arg(0), b.arg(0));
        let y = b.build_binary(Opcode::Add, x, b.arg(0));
        b.set_name(x, "v");
        b.set_name(y, "v");
        b.build_ret(Some(y));
    });
    assert_contains(all, "the name '%v' is defined more than once");
}

#[test]
fn built_aggregate_gep_and_global_mistakes() {
    let all = with_function(|b| {
        let pair = b.struct_type(&[TypeTable::I32, TypeTable::I64], false);
        let zero = b.const_zero(pair);
        b.build_insert_value(zero, b.arg(0), &[5]);
        b.build_insert_value(zero, b.arg(0), &[1]);
        let p = b.build_alloca(pair, 8);
        let double = b.primitive_type(crate::Type::Double);
        let half = b.const_f64(double, 0.5);
        let gep = b.build_gep(pair, p, &[half], false).unwrap();
        b.add_global("g", TypeTable::I64, Some(half), false);
        let void_fn = b.function_type(TypeTable::VOID, &[], false);
        b.build_call(void_fn, gep, &[]);
        b.build_ret(Some(b.arg(0)));
    });
    assert_contains(all.clone(), "invalid insertvalue index 5 into '{ i32, i64 }'");
    assert_contains(all.clone(), "the inserted value has type 'i32' but 'i64' is required");
    assert_contains(all.clone(), "getelementptr index 1 must be an integer or a vector of integers, not 'double'");
    assert_contains(all.clone(), "global '@g': initializer of type 'double' for a global of type 'i64'");
    assert_contains(all, "callee of type '{ i32, i64 }*' does not match the call type 'void ()'");
}

#[test]
fn built_metadata_naming_a_missing_local() {
    let all = with_function(|b| {
        let dbg = b.intrinsic(IntrinsicId::DbgValue, &[]).unwrap();
        let stray = Value::Metadata(b.m.add_metadata(crate::Metadata::Value(TypeTable::I32, Value::Inst(crate::InstId(99)))));
        let empty = Value::Metadata(b.m.add_metadata(crate::Metadata::Tuple { distinct: false, ops: Vec::new() }));
        b.build_call_global(dbg, &[stray, empty, empty]);
        b.build_ret(Some(b.arg(0)));
    });
    assert_contains(all, "metadata operand refers to a local value that is not in this function");
}

#[test]
fn built_intrinsic_calls_verify_and_print() {
    let mut m = Module::default();
    let mut b = Builder::new(&mut m);
    let fn_ty = b.function_type(TypeTable::I32, &[TypeTable::I32], false);
    let f = b.define_function("pop", fn_ty).unwrap();
    let entry = b.append_block(f, Some("entry"));
    b.position_at_end(f, entry);
    let ctpop = b.intrinsic(IntrinsicId::Ctpop, &[TypeTable::I32]).unwrap();
    let add = b.intrinsic(IntrinsicId::SaddWithOverflow, &[TypeTable::I32]).unwrap();
    let n = b.build_call_global(ctpop, &[b.arg(0)]);
    let pair = b.build_call_global(add, &[n, b.arg(0)]);
    let sum = b.build_extract_value(pair, &[0]).unwrap();
    b.build_ret(Some(sum));
    assert_eq!(messages(&m), "");
    let text = crate::print(&m);
    assert!(text.contains("declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)"), "{text}");
    let again = parse("again.ll", &text).unwrap();
    assert_eq!(messages(&again), "");
}

// ---- the dominator tree against a naive dataflow, and robustness ----

/// Dominator sets by the textbook iteration: dom(entry) = {entry}, dom(b) = {b} ∪ ⋂ dom(preds).
fn naive_dominators(n: usize, succs: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let mut reach = vec![false; n];
    let mut stack = vec![0];
    reach[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &succs[b] {
            if !reach[s] {
                reach[s] = true;
                stack.push(s);
            }
        }
    }
    let mut dom: Vec<Vec<bool>> = (0..n).map(|b| if b == 0 { (0..n).map(|x| x == 0).collect() } else { vec![true; n] }).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !reach[b] {
                continue;
            }
            let mut new = vec![true; n];
            for &p in preds[b].iter().filter(|&&p| reach[p]) {
                for x in 0..n {
                    new[x] &= dom[p][x];
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    for b in 0..n {
        if !reach[b] {
            dom[b] = vec![false; n];
        }
    }
    dom
}

#[test]
fn dominator_tree_matches_a_naive_dataflow() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    for _ in 0..300 {
        let n = 1 + next(12);
        let mut m = Module::default();
        let mut b = Builder::new(&mut m);
        let fn_ty = b.function_type(TypeTable::VOID, &[TypeTable::I1, TypeTable::I32], false);
        let f = b.define_function("f", fn_ty).unwrap();
        let blocks: Vec<_> = (0..n).map(|_| b.append_block(f, None)).collect();
        let mut succs = vec![Vec::new(); n];
        for (i, &blk) in blocks.iter().enumerate() {
            b.position_at_end(f, blk);
            // Never branch back to the entry block.
            let target = |r: usize| 1 + r % (n - 1).max(1);
            match if n == 1 { 0 } else { next(4) } {
                0 => {
                    b.build_ret(None);
                }
                1 => {
                    let t = target(next(n));
                    succs[i].push(t);
                    b.build_br(blocks[t]);
                }
                2 => {
                    let (t, e) = (target(next(n)), target(next(n)));
                    succs[i].extend([t, e]);
                    b.build_cond_br(b.arg(0), blocks[t], blocks[e]);
                }
                _ => {
                    let d = target(next(n));
                    let cases: Vec<_> = (0..next(3)).map(|k| (k, target(next(n)))).collect();
                    succs[i].push(d);
                    succs[i].extend(cases.iter().map(|c| c.1));
                    let cases: Vec<_> = cases.iter().map(|&(k, t)| (b.const_int(TypeTable::I32, k as i128), blocks[t])).collect();
                    b.build_switch(b.arg(1), blocks[d], &cases);
                }
            }
        }
        assert_eq!(messages(&m), "");
        let func = &m.functions[0];
        let mut dom = super::DomTree::new();
        dom.compute(func);
        let expected = naive_dominators(n, &succs);
        for a in 0..n {
            for c in 0..n {
                assert_eq!(dom.dominates(blocks[a], blocks[c]), expected[c][a], "dominates({a}, {c}) in {succs:?}");
            }
            if let Some(idom) = dom.idom(blocks[a]) {
                assert!(expected[a][idom.index()] && idom.index() != a);
            }
        }
    }
}

/// Mutated modules that still read must verify or be rejected, never panic the verifier, and
/// get the same errors from the verifier of a module as read.
#[test]
fn fuzz_verifier_never_panics() {
    const SEEDS: &[&str] = &[
        "define i32 @f(i32 %n, i1 %c) {\nentry:\n  br i1 %c, label %loop, label %exit\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  %d = icmp eq i32 %j, %n\n  br i1 %d, label %exit, label %loop\nexit:\n  %r = phi i32 [ 0, %entry ], [ %j, %loop ]\n  ret i32 %r\n}\n",
        "declare i32 @llvm.ctpop.i32(i32)\ndeclare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\ndefine i32 @g(i8* %p, i8* %q, i32 %x) {\n  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %q, i64 4, i1 false)\n  %c = call i32 @llvm.ctpop.i32(i32 %x)\n  switch i32 %c, label %d [\n    i32 1, label %d\n  ]\nd:\n  ret i32 %c\n}\n",
        "define void @h(i32* %p, <4 x i32> %v) {\n  %a = load atomic i32, i32* %p seq_cst, align 4\n  %x = cmpxchg i32* %p, i32 %a, i32 1 acq_rel monotonic\n  %e = extractelement <4 x i32> %v, i32 0\n  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 0, i32 1>\n  fence seq_cst\n  ret void\n}\n",
    ];
    const DICT: &[&str] = &["%i", "%j", "%c", "%entry", "%loop", "%exit", "phi", "i64", "i1", "label", "release", "acquire", "unordered", "br label %loop", "@llvm.ctpop.i64", "bitcast", "trunc", "float"];
    for seed in SEEDS {
        accept(seed);
    }
    let seeds: Vec<&[u8]> = SEEDS.iter().map(|s| s.as_bytes()).collect();
    kiln_support::fuzz::run(&seeds, DICT, 0x7665_7269, 5_000, |input| {
        let Ok(text) = std::str::from_utf8(input) else { return };
        if let Ok(m) = parse("fuzz.ll", text) {
            read_messages(&m, text);
        }
    });
}

#[test]
fn range_attributes_match_what_they_annotate() {
    reject("declare void @f(i32 range(i64 0, 4))\n", "range(i64) does not match the type 'i32' it annotates");
    reject("declare range(i8 0, 4) i32 @f()\n", "range(i8) does not match the type 'i32' it annotates");
    accept("declare range(i32 0, 4) <2 x i32> @f(i64 range(i64 1, 0))\n");
}

#[test]
fn threads_report_the_serial_errors_in_order() {
    // Errors in several functions: every thread count gives the serial list.
    let mut text = String::from("@g = global i32 0, align 4\n");
    for i in 0..7 {
        if i % 2 == 0 {
            text += &format!("define i32 @f{i}(i32 %a) {{\nentry:\n  %x = add i32 %y, {i}\n  %y = add i32 %a, 1\n  ret i32 %x\n}}\n");
        } else {
            text += &format!("define i32 @f{i}(i32 %a) {{\nentry:\n  ret i32 %a\n}}\n");
        }
    }
    let m = parse("t.ll", &text).unwrap();
    let serial = verify_module(&m).unwrap_err();
    assert_eq!(serial.len(), 4);
    for jobs in 1..=9 {
        assert_eq!(crate::verify_module_jobs(&m, jobs).unwrap_err(), serial, "{jobs} threads");
    }
}

#[test]
fn musttail_calls_that_can_be_tail_calls() {
    accept("declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 %r\n}\n");
    accept("declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 undef\n}\n");
    // typed pointers may differ in pointee type; a bitcast of the result may come between
    accept("declare i8* @g(i8*)\ndefine i32* @f(i32* %p) {\n  %q = bitcast i32* %p to i8*\n  %r = musttail call i8* @g(i8* %q)\n  %c = bitcast i8* %r to i32*\n  ret i32* %c\n}\n");
    // callee-pop conventions need no matching prototype
    accept("declare tailcc void @g(i32, i64)\ndefine tailcc void @f(i32 %a) {\n  musttail call tailcc void @g(i32 %a, i64 0)\n  ret void\n}\n");
    accept("declare void @g(i32, ...)\ndefine void @f(i32 %a, ...) {\n  musttail call void (i32, ...) @g(i32 %a, ...)\n  ret void\n}\n");
}

#[test]
fn musttail_calls_that_cannot_be_tail_calls() {
    let g = "declare i32 @g(i32)\n";
    reject(
        &format!("{g}define i32 @f(i32 %a) {{\n  %r = musttail call i32 @g(i32 %a)\n  %s = add i32 %r, 1\n  ret i32 %s\n}}\n"),
        "a musttail call must be followed by ret (optionally after a bitcast of its result)",
    );
    reject(&format!("{g}define i32 @f(i32 %a) {{\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 %a\n}}\n"), "the ret after a musttail call must return the call's result");
    reject(&format!("{g}define i32 @f(i32 %a, i32 %b) {{\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 %r\n}}\n"), "as many parameters as the caller takes (1 against 2)");
    reject(&format!("{g}define fastcc i32 @f(i32 %a) {{\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 %r\n}}\n"), "calling convention (cc 0) must be the caller's (cc 8)");
    reject(&format!("{g}define i32 @f(i32 %a, ...) {{\n  %r = musttail call i32 @g(i32 %a)\n  ret i32 %r\n}}\n"), "variadic exactly when the caller is");
    reject(
        "declare i64 @g(i32)\ndefine i32 @f(i32 %a) {\n  %r = musttail call i64 @g(i32 %a)\n  ret i32 undef\n}\n",
        "a musttail call must return the caller's type ('i64' against 'i32')",
    );
    reject(
        "declare void @g(ptr)\ndefine void @f(ptr byval(i64) %p) {\n  musttail call void @g(ptr %p)\n  ret void\n}\n",
        "parameter 1 of a musttail call must have the caller's ABI attributes",
    );
    reject(
        "declare tailcc void @g(ptr)\ndefine tailcc void @f(ptr %p) {\n  musttail call tailcc void @g(ptr inreg %p)\n  ret void\n}\n",
        "allows no 'inreg' attribute (on the call's parameter 1)",
    );
}
