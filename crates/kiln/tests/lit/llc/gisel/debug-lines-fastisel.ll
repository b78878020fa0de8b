; Line rows through GlobalISel at -O0 where llc -O0's FastISel shapes the code (the rows
; llvm-dwarfdump gives each function must be llc's):
; - a `memcpy` of at most 32 bytes is copied in place by 8-byte loads and stores at the call's
;   location, the stack addresses of its getelementptr and bitcast operands folded into them
;   (no row of line 9 column 5 for the getelementptr);
; - a bitcast of a stack address read by a call is built at the bitcast, with its column
;   (`leaq` at 13:7, the call at 13:3), and a store through a bitcast and getelementptr of a
;   stack object reads the object's slot directly;
; - a load just above a call folds into the extension of the call's `zeroext` argument.
;
;   struct A { long x, y; };
;   struct B { struct A a, b; };
;   union U { int i; struct { int lo, hi; } p; };
;   void use(void *, int);
;   void take(unsigned char);
;   void copy(void) {
;     struct B s;
;     s.a.x = 0;
;     s.b = s.a;
;   }
;   void pass(void) {
;     int one = 1;
;     use((char *)&one, 4);
;   }
;   void field(void) {
;     union U u;
;     u.p.hi = 1234;
;     use(&u, 0);
;   }
;   void byte(void) {
;     unsigned char c = 1;
;     take(c);
;   }
; (clang-14 -O0 -g)
;
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: copy:
; CHECK: .loc 0 8 9 prologue_end
; CHECK-NEXT: movq $0, -32(%rbp)
; CHECK-NEXT: .loc 0 9 11
; CHECK-NEXT: movq -32(%rbp), %[[R:[a-z]+]]
; CHECK-NEXT: movq %[[R]], -16(%rbp)
; CHECK-NEXT: movq -24(%rbp), %[[R:[a-z]+]]
; CHECK-NEXT: movq %[[R]], -8(%rbp)
; CHECK-NEXT: .loc 0 10 1
; CHECK-NOT: memcpy

; CHECK-LABEL: pass:
; CHECK: .loc 0 13 7
; CHECK-NEXT: leaq -4(%rbp),
; CHECK-NEXT: .loc 0 13 3 is_stmt 0
; CHECK: callq use

; CHECK-LABEL: field:
; CHECK: .loc 0 17 10 prologue_end
; CHECK-NEXT: movl $1234, -4(%rbp)
; CHECK-NEXT: .loc 0 18 7
; CHECK-NEXT: leaq -8(%rbp),
; CHECK-NEXT: .loc 0 18 3 is_stmt 0

; CHECK-LABEL: byte:
; CHECK: .loc 0 22 3
; CHECK-NEXT: movzbl -1(%rbp), %edi
; CHECK-NEXT: callq take

; VERIFY: No errors.

; ModuleID = 'fold.c'
source_filename = "fold.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.B = type { %struct.A, %struct.A }
%struct.A = type { i64, i64 }
%union.U = type { %struct.anon }
%struct.anon = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copy() #0 !dbg !13 {
  %1 = alloca %struct.B, align 8
  call void @llvm.dbg.declare(metadata %struct.B* %1, metadata !17, metadata !DIExpression()), !dbg !27
  %2 = getelementptr inbounds %struct.B, %struct.B* %1, i32 0, i32 0, !dbg !28
  %3 = getelementptr inbounds %struct.A, %struct.A* %2, i32 0, i32 0, !dbg !29
  store i64 0, i64* %3, align 8, !dbg !30
  %4 = getelementptr inbounds %struct.B, %struct.B* %1, i32 0, i32 1, !dbg !31
  %5 = getelementptr inbounds %struct.B, %struct.B* %1, i32 0, i32 0, !dbg !32
  %6 = bitcast %struct.A* %4 to i8*, !dbg !32
  %7 = bitcast %struct.A* %5 to i8*, !dbg !32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %6, i8* align 8 %7, i64 16, i1 false), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pass() #0 !dbg !34 {
  %1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 1, i32* %1, align 4, !dbg !37
  %2 = bitcast i32* %1 to i8*, !dbg !38
  call void @use(i8* noundef %2, i32 noundef 4), !dbg !39
  ret void, !dbg !40
}

declare void @use(i8* noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @field() #0 !dbg !41 {
  %1 = alloca %union.U, align 4
  call void @llvm.dbg.declare(metadata %union.U* %1, metadata !42, metadata !DIExpression()), !dbg !51
  %2 = bitcast %union.U* %1 to %struct.anon*, !dbg !52
  %3 = getelementptr inbounds %struct.anon, %struct.anon* %2, i32 0, i32 1, !dbg !53
  store i32 1234, i32* %3, align 4, !dbg !54
  %4 = bitcast %union.U* %1 to i8*, !dbg !55
  call void @use(i8* noundef %4, i32 noundef 0), !dbg !56
  ret void, !dbg !57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @byte() #0 !dbg !58 {
  %1 = alloca i8, align 1
  call void @llvm.dbg.declare(metadata i8* %1, metadata !59, metadata !DIExpression()), !dbg !61
  store i8 1, i8* %1, align 1, !dbg !61
  %2 = load i8, i8* %1, align 1, !dbg !62
  call void @take(i8 noundef zeroext %2), !dbg !63
  ret void, !dbg !64
}

declare void @take(i8 noundef zeroext) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fold.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "83aea3dc56cd99a3a803409e33b7c0b6")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 6, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{null}
!16 = !{}
!17 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 7, type: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !1, line: 2, size: 256, elements: !19)
!19 = !{!20, !26}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 2, baseType: !21, size: 128)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !1, line: 1, size: 128, elements: !22)
!22 = !{!23, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !21, file: !1, line: 1, baseType: !24, size: 64)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !21, file: !1, line: 1, baseType: !24, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 2, baseType: !21, size: 128, offset: 128)
!27 = !DILocation(line: 7, column: 12, scope: !13)
!28 = !DILocation(line: 8, column: 5, scope: !13)
!29 = !DILocation(line: 8, column: 7, scope: !13)
!30 = !DILocation(line: 8, column: 9, scope: !13)
!31 = !DILocation(line: 9, column: 5, scope: !13)
!32 = !DILocation(line: 9, column: 11, scope: !13)
!33 = !DILocation(line: 10, column: 1, scope: !13)
!34 = distinct !DISubprogram(name: "pass", scope: !1, file: !1, line: 11, type: !14, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!35 = !DILocalVariable(name: "one", scope: !34, file: !1, line: 12, type: !36)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocation(line: 12, column: 7, scope: !34)
!38 = !DILocation(line: 13, column: 7, scope: !34)
!39 = !DILocation(line: 13, column: 3, scope: !34)
!40 = !DILocation(line: 14, column: 1, scope: !34)
!41 = distinct !DISubprogram(name: "field", scope: !1, file: !1, line: 15, type: !14, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!42 = !DILocalVariable(name: "u", scope: !41, file: !1, line: 16, type: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !1, line: 3, size: 64, elements: !44)
!44 = !{!45, !46}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !43, file: !1, line: 3, baseType: !36, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !43, file: !1, line: 3, baseType: !47, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !43, file: !1, line: 3, size: 64, elements: !48)
!48 = !{!49, !50}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !47, file: !1, line: 3, baseType: !36, size: 32)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !47, file: !1, line: 3, baseType: !36, size: 32, offset: 32)
!51 = !DILocation(line: 16, column: 11, scope: !41)
!52 = !DILocation(line: 17, column: 5, scope: !41)
!53 = !DILocation(line: 17, column: 7, scope: !41)
!54 = !DILocation(line: 17, column: 10, scope: !41)
!55 = !DILocation(line: 18, column: 7, scope: !41)
!56 = !DILocation(line: 18, column: 3, scope: !41)
!57 = !DILocation(line: 19, column: 1, scope: !41)
!58 = distinct !DISubprogram(name: "byte", scope: !1, file: !1, line: 20, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!59 = !DILocalVariable(name: "c", scope: !58, file: !1, line: 21, type: !60)
!60 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!61 = !DILocation(line: 21, column: 17, scope: !58)
!62 = !DILocation(line: 22, column: 8, scope: !58)
!63 = !DILocation(line: 22, column: 3, scope: !58)
!64 = !DILocation(line: 23, column: 1, scope: !58)
