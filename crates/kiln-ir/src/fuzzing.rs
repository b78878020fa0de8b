//! Fuzz logic for the reader and printer, shared by the `#[test]` below and by
//! coverage-guided fuzz targets: any input must be rejected with a diagnostic or read, and
//! what is read must print to text that reads back and prints identically; read with its
//! bodies on two threads ([`crate::reader::parse_file_jobs`]), it must print or fail alike;
//! and the verifier of a module as read ([`crate::verify_read_module_jobs`], which leaves out
//! the checks the reader made) must give the errors of the full verifier.

/// Parses `input`; if it parses, prints it, re-parses the print and checks that printing
/// again gives the same text. Panics on any violation (and, by construction, on a reader
/// or printer panic).
pub fn check(input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else { return };
    let serial = crate::parse("fuzz.ll", text);
    let threaded = crate::reader::parse_file_jobs(&kiln_support::SourceFile::new("fuzz.ll", text), 2);
    match (&serial, &threaded) {
        (Ok(a), Ok(b)) => assert_eq!(crate::print(a), crate::print(b), "bodies read on two threads print differently"),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "bodies read on two threads fail differently"),
        _ => panic!("one read fails, the other not: serial {:?}, on two threads {:?}", serial.as_ref().err(), threaded.as_ref().err()),
    }
    let Ok(module) = serial else { return };
    let full = crate::verify_module_jobs(&module, 1);
    assert_eq!(crate::verify_read_module_jobs(&module, 1), full, "the verifier of the module as read finds other errors");
    let first = crate::print(&module);
    let again = match crate::parse("printed.ll", &first) {
        Ok(m) => m,
        Err(e) => panic!("printed module does not read back: {e}\n--- printed ---\n{first}"),
    };
    let second = crate::print(&again);
    assert_eq!(first, second, "printing is not stable");
}

#[cfg(test)]
mod tests {
    /// Seeds covering the main syntax; the dictionary holds LLVM keywords.
    const SEEDS: &[&str] = &[
        "define i32 @f(i32 %x) {\nentry:\n  %a = add nsw i32 %x, 1\n  %c = icmp sgt i32 %a, 0\n  br i1 %c, label %t, label %e\nt:\n  ret i32 %a\ne:\n  %p = phi i32 [ 0, %entry ]\n  ret i32 %p\n}\n",
        "@g = global [4 x i8] c\"abc\\00\", align 1\n@p = global i8* getelementptr inbounds ([4 x i8], [4 x i8]* @g, i64 0, i64 1)\ndeclare i32 @printf(i8*, ...)\ndefine void @m() {\n  %1 = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @g, i32 0, i32 0)) #0\n  ret void\n}\nattributes #0 = { nounwind \"k\"=\"v\" }\n",
        "%struct.S = type { i32, double }\ndefine double @h(%struct.S* %s) {\n  %1 = getelementptr %struct.S, %struct.S* %s, i32 0, i32 1\n  %2 = load double, double* %1, align 8, !tbaa !0\n  %3 = fadd fast double %2, 0x3FF0000000000000\n  ret double %3\n}\n!0 = !{!\"double\", !1, i64 0}\n!1 = distinct !{}\n",
        "define ptr @o(ptr %p, i64 %n) !dbg !3 {\n  %q = getelementptr inbounds i8, ptr %p, i64 %n, !dbg !4\n  switch i64 %n, label %d [\n    i64 1, label %d\n  ]\nd:\n  ret ptr %q\n}\n!3 = distinct !DISubprogram(name: \"o\", flags: DIFlagPrototyped | DIFlagArtificial, spFlags: 0)\n!4 = !DILocation(line: 2, column: 3, scope: !3)\n",
        "$c = comdat any\n@v = weak_odr dso_local thread_local(initialexec) global <4 x i32> <i32 1, i32 2, i32 3, i32 -1>, comdat($c), align 16\n@a = hidden alias i32, ptr @w\n@w = internal unnamed_addr constant i32 7, section \".d\"\ndefine void @at(ptr %p, <4 x float> %v) personality ptr @pers {\n  %o = atomicrmw volatile add ptr %p, i32 1 syncscope(\"singlethread\") seq_cst, align 4\n  %x = cmpxchg weak ptr %p, i32 0, i32 %o acquire monotonic\n  fence release\n  %e = extractelement <4 x float> %v, i32 0\n  %s = shufflevector <4 x float> %v, <4 x float> undef, <4 x i32> zeroinitializer\n  invoke void asm sideeffect \"nop\", \"~{dirflag}\"()\n          to label %ok unwind label %lp\nok:\n  %b = select i1 true, ptr blockaddress(@at, %ok), ptr null\n  indirectbr ptr %b, [label %ok]\nlp:\n  %l = landingpad { ptr, i32 } cleanup catch ptr null\n  resume { ptr, i32 } %l\n}\ndeclare i32 @pers(...)\n",
        "define x86_fp80 @va(i32 %n, ...) !dbg !9 {\n  %ap = alloca i8*, align 8\n  %1 = va_arg i8** %ap, i32\n  call void @llvm.dbg.value(metadata i32 %1, metadata !10, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !11\n  ret x86_fp80 0xK3FFF8000000000000000\n}\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\n!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n!9 = distinct !DISubprogram(name: \"va\", unit: null)\n!10 = !DILocalVariable(name: \"n\", arg: 1, scope: !9, type: null)\n!11 = !DILocation(line: 1, scope: !9)\n",
        // LLVM 15-22 constructs: structured attributes, new flags, splat, ptrtoaddr, debug records.
        "define noundef range(i64 0, 10) i64 @n(i64 noundef range(i64 1, -9223372036854775807) %x, ptr captures(address, ret: address, provenance) initializes((0, 8), (16, 24)) %p, double nofpclass(nan inf) %d) #0 {\n  %a = zext nneg i32 7 to i64\n  %b = or disjoint i64 %a, %x\n  %c = icmp samesign ult i64 %b, 9\n  %t = trunc nuw nsw i64 %b to i8\n  %g = getelementptr inbounds nuw i8, ptr %p, i64 %b\n  %h = getelementptr nusw i8, ptr %g, i64 1\n  %u = uitofp nneg i8 %t to float\n  %f = fptrunc fast double %d to float\n  %q = ptrtoaddr ptr %h to i64\n  %v = add <2 x i64> splat (i64 1), <i64 2, i64 3>\n  ret i64 %q\n}\ndeclare ptr @m(i64) allockind(\"alloc,uninitialized\") allocsize(0) \"alloc-family\"=\"malloc\" memory(inaccessiblemem: readwrite, errnomem: write)\n@gp = global ptr getelementptr inbounds nuw inrange(-8, 8) (i8, ptr @gp, i64 8)\nattributes #0 = { mustprogress nocallback memory(read, argmem: readwrite) uwtable(sync) writable dead_on_unwind dead_on_return(8) vscale_range(1,16) \"target-features\"=\"+sse2\" }\n",
        "define void @r(i32 %a) !dbg !5 {\n  %x = alloca i32, align 4, !DIAssignID !9\n    #dbg_declare(ptr %x, !7, !DIExpression(), !8)\n    #dbg_assign(i32 %a, !7, !DIExpression(), !9, ptr %x, !DIExpression(), !8)\n    #dbg_value(!DIArgList(i32 %a, i32 1), !7, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)\n    #dbg_label(!10, !8)\n  ret void\n}\n!5 = distinct !DISubprogram(name: \"r\", unit: null)\n!7 = !DILocalVariable(name: \"x\", scope: !5, type: null)\n!8 = !DILocation(line: 1, scope: !5)\n!9 = distinct !DIAssignID()\n!10 = !DILabel(scope: !5, name: \"l\", line: 2)\n",
    ];
    const DICT: &[&str] = &[
        "define", "declare", "global", "constant", "i32", "i8*", "ptr", "<4 x i32>", "x86_fp80", "0xK3FFF8000000000000000",
        "label", "br", "ret", "phi", "call", "load", "store", "alloca", "getelementptr", "inbounds", "bitcast", "to",
        "icmp", "fcmp", "select", "switch", "unreachable", "!dbg", "!{}", "distinct", "metadata", "#0", "align 4",
        "nsw", "nuw", "undef", "poison", "null", "zeroinitializer", "blockaddress", "atomicrmw", "cmpxchg", "fence",
        "seq_cst", "%0", "@0", "memory(none)", "nneg", "disjoint", "#dbg_value", "type", "opaque", "...", "c\"x\"",
        "memory(argmem: write)", "captures(none)", "range(i32 0, 4)", "nofpclass(nan)", "initializes((0, 4))",
        "samesign", "nusw", "inrange(0, 8)", "splat (i32 1)", "ptrtoaddr", "#dbg_declare", "#dbg_assign", "#dbg_label",
        "uwtable(sync)", "allockind(\"free\")", "writable", "dead_on_unwind", "errnomem: read",
    ];

    #[test]
    fn seeds_read_and_round_trip() {
        for seed in SEEDS {
            if let Err(e) = crate::parse("seed.ll", seed) {
                panic!("seed does not read: {e}");
            }
            super::check(seed.as_bytes());
        }
    }

    #[test]
    fn attribute_groups_renumber_stably() {
        // Found by the coverage-guided fuzzer: a module whose only used group is `#3`.
        super::check(b"define i32 @main() #3 {\n  ret i32 0\n}\nattributes #0 = { nounwind }\nattributes #3 = { uwtable }\n");
    }

    #[test]
    fn a_repeated_attribute_key_keeps_the_last_value() {
        // Found by the coverage-guided fuzzer: both values were kept, in an unstable order.
        let text = "define void @f() #0 {\n  ret void\n}\nattributes #0 = { \"k\"=\"2\" nounwind \"k\"=\"8\" }\n";
        super::check(text.as_bytes());
        let printed = crate::print(&crate::parse("t.ll", text).unwrap());
        assert!(printed.contains("\"k\"=\"8\"") && !printed.contains("\"k\"=\"2\""), "{printed}");
    }

    #[test]
    fn fuzz_reader_and_printer() {
        let seeds: Vec<&[u8]> = SEEDS.iter().map(|s| s.as_bytes()).collect();
        kiln_support::fuzz::run(&seeds, DICT, 0x6b69_6c6e, 20_000, super::check);
    }
}
