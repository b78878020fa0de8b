//! DataLayout tests: parsing, LLVM's defaults, and x86-64 facts checked against `opt -passes=instcombine`
//! folding `ptrtoint (gep null, ...)` with LLVM 14.

use super::*;

const X86_64: &str = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

fn module(body: &str) -> kiln_ir::Module {
    let text = format!("target datalayout = \"{X86_64}\"\n{body}");
    kiln_ir::parse("t.ll", &text).unwrap_or_else(|e| panic!("{e:?}"))
}

fn layout(m: &kiln_ir::Module) -> ModuleLayout {
    ModuleLayout::for_module(m).unwrap()
}

fn struct_ty(m: &kiln_ir::Module, name: &str) -> TypeId {
    let sym = m.symbols.lookup(name.as_bytes()).unwrap();
    m.types.lookup_struct(kiln_ir::StructName::Named(sym)).unwrap()
}

#[test]
fn parses_x86_64_string() {
    let dl = DataLayout::parse(X86_64).unwrap();
    assert!(!dl.big_endian);
    assert_eq!(dl.mangling, Mangling::Elf);
    assert_eq!(dl.stack_align, Some(16));
    assert_eq!(dl.native_int_widths, vec![8, 16, 32, 64]);
    assert_eq!(dl.pointer(270).size_bits, 32);
    assert_eq!(dl.pointer(272).abi_align, 8);
    assert_eq!(dl.pointer(5).size_bits, 64, "unlisted address spaces use address space 0");
    assert_eq!(dl.int_align(64), (8, 8));
    assert_eq!(dl.float_align(80), (16, 16));
    assert!(dl.is_legal_int_width(32) && !dl.is_legal_int_width(128));
}

#[test]
fn defaults_follow_llvm() {
    let dl = DataLayout::parse("").unwrap();
    assert_eq!(dl.int_align(64), (4, 8), "i64:32:64 by default");
    assert_eq!(dl.int_align(24), (4, 4), "next wider integer entry");
    assert_eq!(dl.int_align(128), (4, 8), "widest integer entry");
    assert_eq!(dl.float_align(80), (16, 16), "power of two >= store size");
    assert_eq!(dl.vector_align(96), (16, 16));
    assert_eq!(dl.pointer(0).size_bits, 64);
    assert_eq!(dl.stack_align, None);
}

#[test]
fn parses_every_component_kind() {
    let dl = DataLayout::parse(
        "E-m:o-p:32:32:64:16-p1:16:16-i128:128-f16:16:32-v256:256-a:0:64-S64-P1-A5-G2-Fn32-ni:7:8-n32",
    )
    .unwrap();
    assert!(dl.big_endian);
    assert_eq!(dl.mangling, Mangling::MachO);
    assert_eq!(
        *dl.pointer(0),
        PointerSpec { addrspace: 0, size_bits: 32, abi_align: 4, pref_align: 8, index_bits: 16 }
    );
    assert_eq!(dl.pointer(1).size_bits, 16);
    assert_eq!(dl.int_align(128), (16, 16));
    assert_eq!(dl.float_align(16), (2, 4));
    assert_eq!(dl.vector_align(256), (32, 32));
    assert_eq!((dl.aggregate_abi, dl.aggregate_pref), (1, 8));
    assert_eq!(dl.stack_align, Some(8));
    assert_eq!((dl.program_addrspace, dl.alloca_addrspace, dl.globals_addrspace), (1, 5, 2));
    assert_eq!(dl.function_ptr_align, Some(FunctionPtrAlign::MultipleOfFunctionAlign(4)));
    assert_eq!(dl.non_integral_addrspaces, vec![7, 8]);
    assert_eq!(DataLayout::parse("Fi8").unwrap().function_ptr_align, Some(FunctionPtrAlign::Independent(1)));
    assert_eq!(DataLayout::parse("S0").unwrap().stack_align, None);
}

#[test]
fn rejects_bad_strings_with_messages() {
    for (text, needle) in [
        ("i32:24", "power-of-two multiple of 8"),
        ("p:64", "missing pointer ABI alignment"),
        ("x", "unknown datalayout component 'x'"),
        ("m:q", "unknown mangling mode"),
        ("i8:16", "i8 must be naturally aligned"),
        ("i32:64:32", "preferred alignment is smaller"),
        ("e--i32:32", "empty component"),
        ("p:32:32:32:64", "index size is larger"),
        ("p16777216:64:64", "24-bit"),
        ("Fx8", "function pointer alignment kind"),
        ("i:32", "missing size"),
        ("nabc", "invalid native integer width 'abc'"),
    ] {
        let err = DataLayout::parse(text).expect_err(text);
        assert!(err.contains(needle), "{text}: {err}");
    }
}

#[test]
fn module_without_layout_uses_defaults() {
    let m = kiln_ir::parse("t.ll", "define void @f() {\n  ret void\n}\n").unwrap();
    assert_eq!(DataLayout::from_module(&m).unwrap(), DataLayout::default());
    let bad = kiln_ir::parse("t.ll", "target datalayout = \"e-i64:65\"\n").unwrap();
    let err = ModuleLayout::for_module(&bad).unwrap_err();
    assert!(err.starts_with("invalid datalayout \"e-i64:65\": ABI alignment 65"), "{err}");
}

#[test]
fn x86_64_scalar_sizes() {
    let m = module("");
    let mut types = m.types.clone();
    let fp80 = types.intern(Type::X86Fp80);
    let i128 = types.int(128);
    let i24 = types.int(24);
    let i1 = TypeTable::I1;
    let v3i32 = types.vector(3, TypeTable::I32, false);
    let l = ModuleLayout::new(DataLayout::parse(X86_64).unwrap(), &types);
    assert_eq!(
        (l.type_size_bits(fp80), l.type_store_size(fp80), l.type_alloc_size(fp80), l.abi_align(fp80)),
        (80, 10, 16, 16)
    );
    assert_eq!((l.type_alloc_size(i128), l.abi_align(i128)), (16, 8), "LLVM 14 aligns i128 like i64 on x86-64");
    assert_eq!((l.type_store_size(i24), l.type_alloc_size(i24), l.abi_align(i24)), (3, 4, 4));
    assert_eq!((l.type_size_bits(i1), l.type_alloc_size(i1)), (1, 1));
    assert_eq!((l.type_store_size(v3i32), l.type_alloc_size(v3i32), l.abi_align(v3i32)), (12, 16, 16));
}

#[test]
fn x86_64_struct_layouts() {
    let m = module(
        "%s1 = type { i8, i128 }\n%s2 = type { i8, x86_fp80 }\n%s4 = type { i8, i24 }\n%s6 = type { i8, i256 }\n\
         %s7 = type { i8, <2 x i1> }\n%p = type <{ i8, i32, i16 }>\n%n = type { i8, %s2, [3 x i16] }\n",
    );
    let l = layout(&m);
    let offsets = |n| l.struct_layout(struct_ty(&m, n)).unwrap().offsets.clone();
    assert_eq!(offsets("s1"), vec![0, 8]);
    assert_eq!(offsets("s2"), vec![0, 16]);
    assert_eq!(offsets("s4"), vec![0, 4]);
    assert_eq!(offsets("s6"), vec![0, 8]);
    assert_eq!(l.type_alloc_size(struct_ty(&m, "s6")), 40);
    assert_eq!(l.type_alloc_size(struct_ty(&m, "s7")), 2);
    assert_eq!(offsets("p"), vec![0, 1, 5]);
    assert_eq!((l.type_alloc_size(struct_ty(&m, "p")), l.abi_align(struct_ty(&m, "p"))), (7, 1));
    let n = struct_ty(&m, "n");
    assert_eq!(offsets("n"), vec![0, 16, 48]);
    assert_eq!((l.type_alloc_size(n), l.abi_align(n), l.pref_align(n)), (64, 16, 16));
    let sl = l.struct_layout(n).unwrap();
    assert_eq!((sl.field_at(0), sl.field_at(20), sl.field_at(63)), (Some(0), Some(1), Some(2)));
}

#[test]
fn aggregate_alignment_applies_to_unpacked_structs() {
    let m = kiln_ir::parse("t.ll", "target datalayout = \"a:32:64\"\n%s = type { i8 }\n%p = type <{ i8 }>\n").unwrap();
    let l = layout(&m);
    let (s, p) = (struct_ty(&m, "s"), struct_ty(&m, "p"));
    assert_eq!((l.abi_align(s), l.pref_align(s), l.type_alloc_size(s)), (4, 8, 4));
    assert_eq!((l.abi_align(p), l.pref_align(p), l.type_alloc_size(p)), (1, 8, 1));
}

#[test]
fn recursive_and_opaque_structs_do_not_hang() {
    let m = module("%list = type { i32, %list* }\n%opaque = type opaque\n%holder = type { %opaque*, i64 }\n");
    let l = layout(&m);
    let list = struct_ty(&m, "list");
    assert_eq!(l.struct_layout(list).unwrap().offsets, vec![0, 8]);
    assert_eq!(l.type_alloc_size(list), 16);
    assert_eq!(l.type_size_bits(struct_ty(&m, "opaque")), 0);
    assert_eq!(l.type_alloc_size(struct_ty(&m, "holder")), 16);
}

#[test]
fn index_type_follows_pointer_spec() {
    let m = module("");
    let mut types = m.types.clone();
    let p270 = types.ptr(270, Some(TypeTable::I8));
    let p0 = types.ptr(0, Some(TypeTable::I8));
    let l = ModuleLayout::new(DataLayout::parse(X86_64).unwrap(), &types);
    let idx270 = l.index_type(&mut types, p270);
    let idx0 = l.index_type(&mut types, p0);
    assert_eq!((types.int_width(idx270), types.int_width(idx0)), (Some(32), Some(64)));
}
