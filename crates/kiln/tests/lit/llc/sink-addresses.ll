; Above -O0 a field address computed in one block and loaded or stored in others is copied
; next to each load and store (CodeGenPrepare's address sinking), so it folds into the memory
; operand instead of living in a register of its own across the calls (zlib's gzputc kept
; such addresses in spill slots: 233 spills and reloads in gzwrite.c, llc none).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

%state = type { i32, i32, i64, i32 }

declare void @work(ptr)

; CHECK-LABEL: fields:
; CHECK-NOT:   leaq
; CHECK:       cmpl $0, 4(%rbx)
; CHECK:       callq work@PLT
; CHECK-NEXT:  movl 16(%rbx), %eax
; CHECK-NEXT:  addl $1, 4(%rbx)
; CHECK-NOT:   r14
; CHECK:       retq
define i32 @fields(ptr %s) {
entry:
  %count = getelementptr inbounds %state, ptr %s, i64 0, i32 1
  %last = getelementptr inbounds %state, ptr %s, i64 0, i32 3
  %c = load i32, ptr %count
  %z = icmp eq i32 %c, 0
  br i1 %z, label %done, label %more

more:
  call void @work(ptr %s)
  %l = load i32, ptr %last
  %c2 = load i32, ptr %count
  %c3 = add i32 %c2, 1
  store i32 %c3, ptr %count
  br label %done

done:
  %r = phi i32 [ 0, %entry ], [ %l, %more ]
  ret i32 %r
}
