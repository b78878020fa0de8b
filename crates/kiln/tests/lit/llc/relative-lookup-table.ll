; A switch that returns strings becomes, in PIC code at -O2, a relative lookup table read with
; llvm.load.relative (reduced from lz4's lz4frame.c): the 32-bit offset stored at table + 4k,
; sign-extended and added to the table's address. Built as llc builds it, the program prints
; the same names; and the lowering is one sign-extending load and an add.
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s
; RUN: kiln llc -O2 -relocation-model=pic -filetype=obj %s -o %t.o && cc %t.o -o %t && %t > %t.got
; RUN: llc -O2 -relocation-model=pic -filetype=obj %s -o %t.ref.o && cc %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: diff %t.want %t.got
; RUN: kiln lli %s | diff %t.want -

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@reltable.name = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str to i64), i64 ptrtoint ([4 x i32]* @reltable.name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.1 to i64), i64 ptrtoint ([4 x i32]* @reltable.name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.2 to i64), i64 ptrtoint ([4 x i32]* @reltable.name to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.3 to i64), i64 ptrtoint ([4 x i32]* @reltable.name to i64)) to i32)], align 4

; CHECK-LABEL: name:
; CHECK: leaq .Lreltable.name(%rip), %rax
; CHECK: movslq (%rax,%rcx,4), %rcx
; CHECK-NEXT: addq %rcx, %rax
define i8* @name(i32 %k) noinline {
  %in = icmp ult i32 %k, 4
  br i1 %in, label %table, label %done

table:
  %wide = sext i32 %k to i64
  %offset = shl i64 %wide, 2
  %s = call i8* @llvm.load.relative.i64(i8* bitcast ([4 x i32]* @reltable.name to i8*), i64 %offset)
  br label %done

done:
  %r = phi i8* [ %s, %table ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), %0 ]
  ret i8* %r
}

define i32 @main() {
entry:
  br label %loop

loop:
  %k = phi i32 [ -1, %entry ], [ %next, %loop ]
  %s = call i8* @name(i32 %k)
  %p = call i32 @puts(i8* %s)
  %next = add i32 %k, 1
  %more = icmp slt i32 %next, 6
  br i1 %more, label %loop, label %exit

exit:
  ret i32 0
}

declare i8* @llvm.load.relative.i64(i8*, i64)
declare i32 @puts(i8*)
