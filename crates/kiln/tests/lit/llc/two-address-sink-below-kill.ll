; Two-address lowering moves `p + 1` below the last read of `p` in its block (LLVM's
; rescheduleMIBelowKill) when the pointer is still read after the increment: `p` then dies at
; the `add`, whose copy joins, so each pointer of the loop stays in one register, stepped by
; `addq $1` after its last use, with no `leaq` into a second register and no copies back at
; the latch (zlib's `*out++ = ...` in inflate_fast). The lli runs check the bytes.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: copy_bytes:
; CHECK:       .LBB0_1:
; CHECK-NEXT:  movb (%rsi), %[[C:[a-z]+]]
; CHECK-NEXT:  addq $1, %rsi
; CHECK-NEXT:  xorb $85, %[[C]]
; CHECK-NEXT:  movb %[[C]], (%rdi)
; CHECK-NEXT:  addq $1, %rdi
; CHECK-NEXT:  cmpq %rdx, %rsi
; CHECK-NEXT:  jne .LBB0_1
; CHECK-NEXT:  retq
define void @copy_bytes(ptr %out, ptr %in, ptr %end) {
entry:
  br label %loop
loop:
  %o = phi ptr [ %out, %entry ], [ %o1, %loop ]
  %i = phi ptr [ %in, %entry ], [ %i1, %loop ]
  %i1 = getelementptr inbounds i8, ptr %i, i64 1
  %c = load i8, ptr %i
  %o1 = getelementptr inbounds i8, ptr %o, i64 1
  %x = xor i8 %c, 85
  store i8 %x, ptr %o
  %done = icmp eq ptr %i1, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

@src = private constant [8 x i8] c"kiln-O2!"
@fmt = private constant [6 x i8] c"%02x \00"

define i32 @main() {
  %buf = alloca [8 x i8]
  %end = getelementptr inbounds [8 x i8], ptr @src, i64 0, i64 8
  call void @copy_bytes(ptr %buf, ptr @src, ptr %end)
  br label %print
print:
  %i = phi i64 [ 0, %0 ], [ %i1, %print ]
  %q = getelementptr inbounds [8 x i8], ptr %buf, i64 0, i64 %i
  %b = load i8, ptr %q
  %w = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %w)
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 8
  br i1 %more, label %print, label %done
done:
  ret i32 0
}
; EXEC: 3e 3c 39 3b 78 1a 67 74
; EXEC: exit 0

declare i32 @printf(ptr, ...)
