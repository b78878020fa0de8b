; memory(...) (LLVM 16; errnomem LLVM 21, target_mem0/1 LLVM 22) replaces readnone, readonly,
; writeonly, argmemonly, inaccessiblememonly: read into its meaning and printed back.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

declare void @none() memory(none)
declare void @read() memory(read)
declare void @argw(ptr) memory(argmem: write)
declare void @mixed(ptr) memory(readwrite, argmem: none)
declare void @inacc() memory(inaccessiblemem: readwrite)
declare void @errno() memory(read, errnomem: write)
declare void @target() memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
; LLVM 14's spellings still read and print as they were.
declare void @old(ptr) readonly argmemonly

define void @call(ptr %p) {
  call void @argw(ptr %p) memory(argmem: write)
  ret void
}

; CHECK: declare void @none() #0
; CHECK-EMPTY:
; CHECK-NEXT: declare void @read() #1
; CHECK-EMPTY:
; CHECK-NEXT: declare void @argw(ptr) #2
; CHECK-EMPTY:
; CHECK-NEXT: declare void @mixed(ptr) #3
; CHECK-EMPTY:
; CHECK-NEXT: declare void @inacc() #4
; CHECK-EMPTY:
; CHECK-NEXT: declare void @errno() #5
; CHECK-EMPTY:
; CHECK-NEXT: declare void @target() #6
; CHECK-EMPTY:
; CHECK-NEXT: declare void @old(ptr) #7
; CHECK-EMPTY:
; CHECK-NEXT: define void @call(ptr %p) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   call void @argw(ptr %p) #2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: attributes #0 = { memory(none) }
; CHECK-NEXT: attributes #1 = { memory(read) }
; CHECK-NEXT: attributes #2 = { memory(argmem: write) }
; CHECK-NEXT: attributes #3 = { memory(readwrite, argmem: none) }
; CHECK-NEXT: attributes #4 = { memory(inaccessiblemem: readwrite) }
; CHECK-NEXT: attributes #5 = { memory(read, errnomem: write) }
; CHECK-NEXT: attributes #6 = { memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) }
; CHECK-NEXT: attributes #7 = { argmemonly readonly }
