; Address sinking copies a constant `getelementptr` into the block of the load that reads it
; only where that keeps as many values live (LLVM's isProfitableToFoldIntoAddressingMode): here
; `%f3 = %f + 3` also feeds the loop's phi, and `%f` is read nowhere after the loop, so the load
; after the loop reads `%f3` itself instead of `3(%f)`. Otherwise the old pointers `%f` and `%o`
; would be live out of the loop beside the new ones, each copied at the top of every iteration
; (zlib's three-byte copy loop in inflate_fast). The lli runs check the bytes.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: copy_triples:
; CHECK:       .LBB0_1:
; CHECK-NOT:   movq
; CHECK:       movb 2(%rsi), %[[C:[a-z]+]]
; CHECK-NEXT:  movb %[[C]], 2(%rdi)
; CHECK-NEXT:  addq $3, %rsi
; CHECK-NEXT:  addq $3, %rdi
; CHECK-NOT:   movq
; CHECK:       ja .LBB0_1
; CHECK-NEXT:  testl %edx, %edx
; CHECK-NEXT:  je .LBB0_4
; CHECK-NEXT:  movb (%rsi), %[[D:[a-z]+]]
; CHECK-NEXT:  movb %[[D]], (%rdi)
define void @copy_triples(ptr %out, ptr %from, i32 %len) {
entry:
  br label %loop
loop:
  %o = phi ptr [ %out, %entry ], [ %o3, %loop ]
  %n = phi i32 [ %len, %entry ], [ %n3, %loop ]
  %f = phi ptr [ %from, %entry ], [ %f3, %loop ]
  %c0 = load i8, ptr %f
  store i8 %c0, ptr %o
  %f1 = getelementptr inbounds i8, ptr %f, i64 1
  %c1 = load i8, ptr %f1
  %o1 = getelementptr inbounds i8, ptr %o, i64 1
  store i8 %c1, ptr %o1
  %f2 = getelementptr inbounds i8, ptr %f, i64 2
  %c2 = load i8, ptr %f2
  %o2 = getelementptr inbounds i8, ptr %o, i64 2
  store i8 %c2, ptr %o2
  %f3 = getelementptr inbounds i8, ptr %f, i64 3
  %o3 = getelementptr inbounds i8, ptr %o, i64 3
  %n3 = add i32 %n, -3
  %more = icmp ugt i32 %n3, 2
  br i1 %more, label %loop, label %tail
tail:
  %none = icmp eq i32 %n3, 0
  br i1 %none, label %exit, label %one
one:
  %c = load i8, ptr %f3
  store i8 %c, ptr %o3
  br label %exit
exit:
  ret void
}

@src = private constant [8 x i8] c"abcdefgh"
@fmt = private constant [4 x i8] c"%s\0A\00"

define i32 @main() {
  %buf = alloca [8 x i8]
  store i64 0, ptr %buf
  call void @copy_triples(ptr %buf, ptr @src, i32 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %buf)
  ret i32 0
}
; EXEC: abcdefg
; EXEC: exit 0

declare i32 @printf(ptr, ...)
