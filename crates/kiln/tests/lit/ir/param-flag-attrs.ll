; Keyword attributes of LLVM 15-22 without a value: allocalign, allocptr (15), writable,
; dead_on_unwind (18), noext (20), dead_on_return (21; with a byte count in 22).
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

declare ptr @aligned_alloc(i64 allocalign, i64) allockind("alloc,uninitialized,aligned") allocsize(1) "alloc-family"="malloc"
declare void @free(ptr allocptr captures(none)) allockind("free") "alloc-family"="malloc"
declare ptr @realloc(ptr allocptr, i64) allockind("realloc") allocsize(1) "alloc-family"="malloc"
declare void @sret(ptr dead_on_unwind noalias writable sret({ i64, i64 }) align 8, i8 noext, ptr dead_on_return, ptr dead_on_return(16))

; CHECK: declare ptr @aligned_alloc(i64 allocalign, i64) #0
; CHECK-EMPTY:
; CHECK-NEXT: declare void @free(ptr allocptr captures(none)) #1
; CHECK-EMPTY:
; CHECK-NEXT: declare ptr @realloc(ptr allocptr, i64) #2
; CHECK-EMPTY:
; CHECK-NEXT: declare void @sret(ptr noalias writable dead_on_unwind align 8 sret({ i64, i64 }), i8 noext, ptr dead_on_return, ptr dead_on_return(16))
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { allocsize(1) allockind("alloc,uninitialized,aligned") "alloc-family"="malloc" }
; CHECK-NEXT: attributes #1 = { allockind("free") "alloc-family"="malloc" }
; CHECK-NEXT: attributes #2 = { allocsize(1) allockind("realloc") "alloc-family"="malloc" }
