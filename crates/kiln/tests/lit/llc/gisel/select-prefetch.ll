; llvm.prefetch through GlobalISel: the IRTranslator builds the target's prefetch instruction
; (`CallLoweringTarget::prefetch`; an instruction-cache prefetch, which llc cannot select,
; builds nothing), on x86-64 the SSE prefetch of the locality's level at the call's line, as
; llc -O0 places them (the address computed before it: `p + 2` at 5:24, as FastISel leaves
; it to the SelectionDAG's prefetch).
;
;   int a[16];
;   void pf(int *p) {
;     __builtin_prefetch(p);
;     __builtin_prefetch(&a[4], 1, 2);
;     __builtin_prefetch(p + 2, 0, 1);
;     __builtin_prefetch(p, 0, 0);
;     __builtin_prefetch(p, 0, 0);
;   }
; (clang-14 -O0 -g; the last call's cache type edited to 0, the instruction cache)
;
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -O0 -relocation-model=pic -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s

; MIR-LABEL: name: pf
; MIR: PREFETCHT0 %{{[0-9]+}}(p0), 1, $noreg, 0, $noreg, debug-location !25
; MIR: PREFETCHT1 %{{[0-9]+}}(p0), 1, $noreg, 0, $noreg, debug-location !26
; MIR: PREFETCHT2 %{{[0-9]+}}(p0), 1, $noreg, 0, $noreg, debug-location !29
; MIR: PREFETCHNTA %{{[0-9]+}}(p0), 1, $noreg, 0, $noreg, debug-location !31
; MIR-NOT: PREFETCH

; CHECK-LABEL: pf:
; CHECK: .loc 0 3 3 is_stmt 0
; CHECK-NEXT: prefetcht0 (%rax)
; CHECK-NEXT: .loc 0 4 3 is_stmt 1
; CHECK-NEXT: leaq a+16(%rip), %rax
; CHECK-NEXT: prefetcht1 (%rax)
; CHECK: .loc 0 5 24 is_stmt 0
; CHECK-NEXT: leaq 8(%rax), %rax
; CHECK-NEXT: .loc 0 5 3
; CHECK-NEXT: prefetcht2 (%rax)
; CHECK: .loc 0 6 3 is_stmt 0
; CHECK-NEXT: prefetchnta (%rax)
; CHECK-NOT: prefetch
; CHECK: .Lfunc_end0:

; ModuleID = 'pf.c'
source_filename = "pf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [16 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pf(i32* noundef %0) #0 !dbg !17 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !22, metadata !DIExpression()), !dbg !23
  %3 = load i32*, i32** %2, align 8, !dbg !24
  %4 = bitcast i32* %3 to i8*, !dbg !24
  call void @llvm.prefetch.p0i8(i8* %4, i32 0, i32 3, i32 1), !dbg !25
  call void @llvm.prefetch.p0i8(i8* bitcast (i32* getelementptr inbounds ([16 x i32], [16 x i32]* @a, i64 0, i64 4) to i8*), i32 1, i32 2, i32 1), !dbg !26
  %5 = load i32*, i32** %2, align 8, !dbg !27
  %6 = getelementptr inbounds i32, i32* %5, i64 2, !dbg !28
  %7 = bitcast i32* %6 to i8*, !dbg !27
  call void @llvm.prefetch.p0i8(i8* %7, i32 0, i32 1, i32 1), !dbg !29
  %8 = load i32*, i32** %2, align 8, !dbg !30
  %9 = bitcast i32* %8 to i8*, !dbg !30
  call void @llvm.prefetch.p0i8(i8* %9, i32 0, i32 0, i32 1), !dbg !31
  %10 = load i32*, i32** %2, align 8, !dbg !32
  %11 = bitcast i32* %10 to i8*, !dbg !32
  call void @llvm.prefetch.p0i8(i8* %11, i32 0, i32 0, i32 0), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pf.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "d6d2ea6cf77dfbeb77c8fc8548a91089")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 16)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "pf", scope: !3, file: !3, line: 2, type: !18, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "p", arg: 1, scope: !17, file: !3, line: 2, type: !20)
!23 = !DILocation(line: 2, column: 14, scope: !17)
!24 = !DILocation(line: 3, column: 22, scope: !17)
!25 = !DILocation(line: 3, column: 3, scope: !17)
!26 = !DILocation(line: 4, column: 3, scope: !17)
!27 = !DILocation(line: 5, column: 22, scope: !17)
!28 = !DILocation(line: 5, column: 24, scope: !17)
!29 = !DILocation(line: 5, column: 3, scope: !17)
!30 = !DILocation(line: 6, column: 22, scope: !17)
!31 = !DILocation(line: 6, column: 3, scope: !17)
!32 = !DILocation(line: 7, column: 22, scope: !17)
!33 = !DILocation(line: 7, column: 3, scope: !17)
!34 = !DILocation(line: 8, column: 1, scope: !17)
