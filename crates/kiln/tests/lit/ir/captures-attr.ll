; captures(...) (LLVM 21, replacing nocapture): components for all uses and for the return value.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

declare void @a(ptr captures(none), ptr captures(address, read_provenance), ptr captures(ret: address, provenance))
declare ptr @b(ptr captures(address_is_null, ret: address), ptr captures(all), ptr nocapture)

; CHECK: declare void @a(ptr captures(none), ptr captures(address, read_provenance), ptr captures(ret: address, provenance))
; CHECK-EMPTY:
; CHECK-NEXT: declare ptr @b(ptr captures(address_is_null, ret: address), ptr captures(address, provenance), ptr nocapture)
